package mgmt

import (
	"github.com/valyala/fasthttp"

	"github.com/svc-engine/svc-engine/store"
	"github.com/svc-engine/svc-engine/workspace"
)

func (s *Server) listEnvironments(ctx *fasthttp.RequestCtx) error {
	return readJSON(s, ctx, func(tx *store.Tx) ([]workspace.Environment, error) { return tx.Environments() })
}

func (s *Server) getEnvironment(ctx *fasthttp.RequestCtx) error {
	return readJSON(s, ctx, func(tx *store.Tx) (workspace.Environment, error) { return tx.Environment(pathID(ctx, "id")) })
}

func (s *Server) createEnvironment(ctx *fasthttp.RequestCtx) error {
	p, err := decode(ctx)
	if err != nil {
		return err
	}
	if err := p.CheckCreate(); err != nil {
		return err
	}
	var out workspace.Environment
	err = s.store.Update(s.base, func(tx *store.Tx) error {
		if out, err = workspace.MergeEnvironment(nil, p, s.deps(tx)); err != nil {
			return err
		}
		return tx.PutEnvironment(out, true)
	})
	if err != nil {
		return err
	}
	return writeJSON(ctx, 201, out)
}

func (s *Server) updateEnvironment(ctx *fasthttp.RequestCtx) error {
	id := pathID(ctx, "id")
	p, err := decode(ctx)
	if err != nil {
		return err
	}
	if err := p.CheckPathID(id); err != nil {
		return err
	}
	var out workspace.Environment
	err = s.store.Update(s.base, func(tx *store.Tx) error {
		cur, err := tx.Environment(id)
		if err != nil {
			return err
		}
		if out, err = workspace.MergeEnvironment(&cur, p, s.deps(tx)); err != nil {
			return err
		}
		return tx.PutEnvironment(out, false)
	})
	if err != nil {
		return err
	}
	return writeJSON(ctx, 200, out)
}

type deletedBody struct {
	ID      string `json:"id"`
	Deleted bool   `json:"deleted"`
}

func (s *Server) deleteEnvironment(ctx *fasthttp.RequestCtx) error {
	id := pathID(ctx, "id")
	err := s.store.Update(s.base, func(tx *store.Tx) error {
		_, err := tx.DeleteEnvironment(id, s.now())
		return err
	})
	if err != nil {
		return err
	}
	return writeJSON(ctx, 200, deletedBody{ID: id, Deleted: true})
}

func (s *Server) getGlobals(ctx *fasthttp.RequestCtx) error {
	return readJSON(s, ctx, func(tx *store.Tx) (workspace.Globals, error) { return tx.Globals() })
}

// postGlobals replaces the whole globals blob: every write is a create.
func (s *Server) postGlobals(ctx *fasthttp.RequestCtx) error {
	p, err := decode(ctx)
	if err != nil {
		return err
	}
	var out workspace.Globals
	err = s.store.Update(s.base, func(tx *store.Tx) error {
		if out, err = workspace.MergeGlobals(p, s.deps(tx)); err != nil {
			return err
		}
		return tx.PutGlobals(out)
	})
	if err != nil {
		return err
	}
	return writeJSON(ctx, 200, out)
}
