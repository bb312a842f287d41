package mgmt

import (
	"github.com/valyala/fasthttp"

	"github.com/svc-engine/svc-engine/store"
	"github.com/svc-engine/svc-engine/workspace"
)

func (s *Server) listRequests(ctx *fasthttp.RequestCtx) error {
	args := ctx.QueryArgs()
	if !args.Has("collectionId") || len(args.Peek("collectionId")) == 0 {
		return workspace.Fieldf("collectionId", "the query parameter collectionId is required")
	}
	cid := string(args.Peek("collectionId"))
	version, err := s.store.DataVersion(s.base)
	if err != nil {
		return err
	}
	if body, ok := s.lists.get(cid, version); ok {
		ctx.SetStatusCode(200)
		ctx.SetContentType("application/json")
		// Cache entries are never modified (a new version replaces them
		// whole), so the answer can point at the entry without a copy.
		ctx.Response.SetBodyRaw(body)
		return nil
	}
	buf := s.listBuffers.Get().(*[]byte)
	defer s.listBuffers.Put(buf)
	var out []byte
	err = s.store.View(s.base, func(tx *store.Tx) error {
		ok, err := tx.CollectionExists(cid)
		if err != nil {
			return err
		}
		if !ok {
			return workspace.NotFound("collection", cid)
		}
		out, err = tx.RequestsJSON((*buf)[:0], cid, workspace.MaxFieldBytes)
		return err
	})
	if err != nil {
		return err
	}
	out = append(out, '\n') // as writeJSON: every JSON answer ends with a newline
	*buf = out
	s.lists.put(cid, version, out)
	ctx.SetStatusCode(200)
	ctx.SetContentType("application/json")
	ctx.SetBody(out) // copied into fasthttp's pooled body: buf goes back to the pool
	return nil
}

func (s *Server) getRequest(ctx *fasthttp.RequestCtx) error {
	return readJSON(s, ctx, func(tx *store.Tx) (workspace.Request, error) { return tx.Request(pathID(ctx, "id")) })
}

func (s *Server) createRequest(ctx *fasthttp.RequestCtx) error {
	p, err := decode(ctx)
	if err != nil {
		return err
	}
	if err := p.CheckCreate(); err != nil {
		return err
	}
	var out workspace.Request
	err = s.store.Update(s.base, func(tx *store.Tx) error {
		if out, err = workspace.MergeRequest(nil, p, s.inputDeps(tx)); err != nil {
			return err
		}
		return tx.InsertRequest(out)
	})
	if err != nil {
		return err
	}
	return writeJSON(ctx, 201, out)
}

func (s *Server) updateRequest(ctx *fasthttp.RequestCtx) error {
	id := pathID(ctx, "id")
	p, err := decode(ctx)
	if err != nil {
		return err
	}
	if err := p.CheckPathID(id); err != nil {
		return err
	}
	var out workspace.Request
	err = s.store.Update(s.base, func(tx *store.Tx) error {
		cur, err := tx.Request(id)
		if err != nil {
			return err
		}
		if out, err = workspace.MergeRequest(&cur, p, s.inputDeps(tx)); err != nil {
			return err
		}
		return tx.UpdateRequest(out)
	})
	if err != nil {
		return err
	}
	return writeJSON(ctx, 200, out)
}

// inputDeps are the dependencies of a request written by a client (not an
// import): a file part of a body given in the write must name its src.
func (s *Server) inputDeps(tx *store.Tx) workspace.Deps {
	d := s.deps(tx)
	d.RequireFileSrc = true
	return d
}

func (s *Server) deleteRequest(ctx *fasthttp.RequestCtx) error {
	return updateJSON(s, ctx, 200, func(tx *store.Tx) (store.TrashEntry, error) { return tx.TrashRequest(pathID(ctx, "id"), s.now()) })
}
