package mgmt

import (
	"github.com/valyala/fasthttp"

	"github.com/svc-engine/svc-engine/store"
	"github.com/svc-engine/svc-engine/workspace"
)

// reorder validates the whole batch's shape, then checks and writes it in
// one write transaction: any error rolls everything back.
func (s *Server) reorder(ctx *fasthttp.RequestCtx) error {
	batch, err := workspace.DecodeReorder(ctx.PostBody())
	if err != nil {
		return err
	}
	var out store.ReorderResult
	err = s.store.Update(s.base, func(tx *store.Tx) error {
		var err error
		out, err = tx.Reorder(batch, s.now())
		return err
	})
	if err != nil {
		return err
	}
	return writeJSON(ctx, 200, out)
}
