package mgmt

import (
	"strconv"

	"github.com/valyala/fasthttp"

	"github.com/svc-engine/svc-engine/store"
	"github.com/svc-engine/svc-engine/workspace"
)

type trashList struct {
	Items []store.TrashEntry `json:"items"`
	Total int                `json:"total"`
}

// listTrash answers {items, total}: cohort roots, newest first. Optional
// limit and offset page through them; total counts every root.
func (s *Server) listTrash(ctx *fasthttp.RequestCtx) error {
	limit, err := queryInt(ctx, "limit", 0)
	if err != nil {
		return err
	}
	offset, err := queryInt(ctx, "offset", 0)
	if err != nil {
		return err
	}
	var out trashList
	err = s.store.View(s.base, func(tx *store.Tx) error {
		var err error
		out.Items, out.Total, err = tx.TrashEntries(limit, offset)
		return err
	})
	if err != nil {
		return err
	}
	return writeJSON(ctx, 200, out)
}

func (s *Server) restoreTrash(ctx *fasthttp.RequestCtx) error {
	return updateJSON(s, ctx, 200, func(tx *store.Tx) (store.Restored, error) { return tx.RestoreTrash(pathID(ctx, "id")) })
}

func (s *Server) purgeTrash(ctx *fasthttp.RequestCtx) error {
	return updateJSON(s, ctx, 200, func(tx *store.Tx) (store.Purged, error) { return tx.PurgeTrash(pathID(ctx, "id")) })
}

// queryInt reads a non-negative integer query parameter.
func queryInt(ctx *fasthttp.RequestCtx, name string, def int) (int, error) {
	raw := ctx.QueryArgs().Peek(name)
	if raw == nil {
		return def, nil
	}
	n, err := strconv.Atoi(string(raw))
	if err != nil || n < 0 {
		return 0, workspace.Fieldf(name, "the query parameter %s must be a non-negative integer", name)
	}
	return n, nil
}
