package mgmt

import (
	"github.com/valyala/fasthttp"

	"github.com/svc-engine/svc-engine/store"
	"github.com/svc-engine/svc-engine/workspace"
)

// liveRequest checks that the owning request exists (404 otherwise).
func liveRequest(tx *store.Tx, id string) error {
	_, err := tx.Request(id)
	return err
}

func (s *Server) listExamples(ctx *fasthttp.RequestCtx) error {
	rid := pathID(ctx, "id")
	var out []workspace.Example
	err := s.store.View(s.base, func(tx *store.Tx) error {
		if err := liveRequest(tx, rid); err != nil {
			return err
		}
		var err error
		out, err = tx.Examples(rid)
		return err
	})
	if err != nil {
		return err
	}
	return writeJSON(ctx, 200, out)
}

// getExample is GET /requests/:id/examples/:exampleId: one visible example
// of a live request; an unknown, deleted or tombstoned example, or one of
// another request, is a 404.
func (s *Server) getExample(ctx *fasthttp.RequestCtx) error {
	rid, xid := pathID(ctx, "id"), pathID(ctx, "exampleId")
	var out workspace.Example
	err := s.store.View(s.base, func(tx *store.Tx) error {
		if err := liveRequest(tx, rid); err != nil {
			return err
		}
		var err error
		out, err = tx.Example(rid, xid)
		return err
	})
	if err != nil {
		return err
	}
	return writeJSON(ctx, 200, out)
}

func (s *Server) createExample(ctx *fasthttp.RequestCtx) error {
	rid := pathID(ctx, "id")
	p, err := decode(ctx)
	if err != nil {
		return err
	}
	if err := p.CheckCreate(); err != nil {
		return err
	}
	var out workspace.Example
	err = s.store.Update(s.base, func(tx *store.Tx) error {
		if err := liveRequest(tx, rid); err != nil {
			return err
		}
		if out, err = workspace.MergeExample(nil, rid, p, tx, s.now()); err != nil {
			return err
		}
		n, err := tx.CountExamples(rid)
		if err != nil {
			return err
		}
		if n >= workspace.MaxExamplesPerRequest {
			return workspace.ExampleLimitError(rid)
		}
		return tx.InsertExample(out)
	})
	if err != nil {
		return err
	}
	return writeJSON(ctx, 201, out)
}

func (s *Server) updateExample(ctx *fasthttp.RequestCtx) error {
	rid, xid := pathID(ctx, "id"), pathID(ctx, "exampleId")
	p, err := decode(ctx)
	if err != nil {
		return err
	}
	if err := p.CheckPathID(xid); err != nil {
		return err
	}
	var out workspace.Example
	err = s.store.Update(s.base, func(tx *store.Tx) error {
		if err := liveRequest(tx, rid); err != nil {
			return err
		}
		cur, err := tx.Example(rid, xid)
		if err != nil {
			return err
		}
		if out, err = workspace.MergeExample(&cur, rid, p, tx, s.now()); err != nil {
			return err
		}
		return tx.UpdateExample(out)
	})
	if err != nil {
		return err
	}
	return writeJSON(ctx, 200, out)
}

// deleteExample answers the same for both origins: an imported example
// becomes a hidden tombstone, a user one is removed outright.
func (s *Server) deleteExample(ctx *fasthttp.RequestCtx) error {
	rid, xid := pathID(ctx, "id"), pathID(ctx, "exampleId")
	err := s.store.Update(s.base, func(tx *store.Tx) error {
		if err := liveRequest(tx, rid); err != nil {
			return err
		}
		return tx.DeleteExample(rid, xid, s.now())
	})
	if err != nil {
		return err
	}
	return writeJSON(ctx, 200, deletedBody{ID: xid, Deleted: true})
}
