package mgmt

import (
	"github.com/valyala/fasthttp"

	"github.com/svc-engine/svc-engine/store"
	"github.com/svc-engine/svc-engine/workspace"
)

func (s *Server) listCollections(ctx *fasthttp.RequestCtx) error {
	return readJSON(s, ctx, func(tx *store.Tx) ([]workspace.Collection, error) { return tx.Collections() })
}

func (s *Server) getCollection(ctx *fasthttp.RequestCtx) error {
	return readJSON(s, ctx, func(tx *store.Tx) (workspace.Collection, error) { return tx.Collection(pathID(ctx, "id")) })
}

func (s *Server) createCollection(ctx *fasthttp.RequestCtx) error {
	p, err := decode(ctx)
	if err != nil {
		return err
	}
	if err := p.CheckCreate(); err != nil {
		return err
	}
	var out workspace.Collection
	err = s.store.Update(s.base, func(tx *store.Tx) error {
		out, err = workspace.MergeCollection(nil, p, s.deps(tx))
		if err != nil {
			return err
		}
		return tx.InsertCollection(out)
	})
	if err != nil {
		return err
	}
	return writeJSON(ctx, 201, out)
}

func (s *Server) updateCollection(ctx *fasthttp.RequestCtx) error {
	id := pathID(ctx, "id")
	p, err := decode(ctx)
	if err != nil {
		return err
	}
	if err := p.CheckPathID(id); err != nil {
		return err
	}
	var out workspace.Collection
	err = s.store.Update(s.base, func(tx *store.Tx) error {
		cur, err := tx.Collection(id)
		if err != nil {
			return err
		}
		if out, err = workspace.MergeCollection(&cur, p, s.deps(tx)); err != nil {
			return err
		}
		return tx.UpdateCollection(out)
	})
	if err != nil {
		return err
	}
	return writeJSON(ctx, 200, out)
}

func (s *Server) deleteCollection(ctx *fasthttp.RequestCtx) error {
	err := updateJSON(s, ctx, 200, func(tx *store.Tx) (store.TrashEntry, error) { return tx.TrashCollection(pathID(ctx, "id"), s.now()) })
	if err == nil {
		s.sweepSpecs() // spec: the sweep runs after DELETE /collections/:id
	}
	return err
}
