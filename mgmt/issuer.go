package mgmt

import (
	"errors"
	"strconv"

	"github.com/valyala/fasthttp"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/logs"
	"github.com/svc-engine/svc-engine/mocks"
	"github.com/svc-engine/svc-engine/store"
	"github.com/svc-engine/svc-engine/workspace"
)

type issuerList struct {
	Data []mocks.IssuerStatus `json:"data"`
}

// createIssuer is POST /mock-issuer: the definition is validated, the
// issuer started (a 409 past the running cap or on a taken port) and its
// definition stored with the port it took. A refusal starts and stores
// nothing.
func (s *Server) createIssuer(ctx *fasthttp.RequestCtx) error {
	p, err := decode(ctx)
	if err != nil {
		return err
	}
	if p.State("id") != workspace.Absent {
		return workspace.Fieldf("id", "the engine mints the issuer id; omit id")
	}
	def, err := mocks.ParseIssuerDefinition(ctx.PostBody())
	if err != nil {
		return err
	}
	id, now := workspace.NewID("iss"), s.now()
	is, err := s.issuers.Start(s.base, id, def, now)
	if err != nil {
		return err
	}
	if err := s.storeIssuer(id, is.Definition(), now); err != nil {
		s.issuers.Stop(id)
		return err
	}
	s.log.Info("A mock issuer started at "+is.URL(), logs.Cat("oauth"))
	return writeJSON(ctx, 201, is.Status())
}

func (s *Server) storeIssuer(id string, d mocks.IssuerDefinition, createdAt int64) error {
	b, err := codec.Marshal(d)
	if err != nil {
		return err
	}
	row := store.SideServer{ID: id, Kind: mocks.KindIssuer, Port: d.Port, Definition: b, CreatedAt: createdAt, UpdatedAt: s.now()}
	return s.store.Update(s.base, func(tx *store.Tx) error { return tx.PutSideServer(row) })
}

// storedIssuer reads the stored issuer id (workspace.ErrNotFound when
// there is none).
func (s *Server) storedIssuer(id string) (mocks.IssuerDefinition, int64, error) {
	var row store.SideServer
	err := s.store.View(s.base, func(tx *store.Tx) error {
		var err error
		row, err = tx.SideServer(mocks.KindIssuer, id)
		return err
	})
	if err != nil {
		return mocks.IssuerDefinition{}, 0, err
	}
	var d mocks.IssuerDefinition
	if err := codec.Unmarshal(row.Definition, &d); err != nil {
		return d, 0, err
	}
	d.Port = row.Port
	return d, row.CreatedAt, nil
}

// issuerStatus is the status of issuer id: running or stored.
func (s *Server) issuerStatus(id string) (mocks.IssuerStatus, error) {
	if is := s.issuers.Get(id); is != nil {
		return is.Status(), nil
	}
	d, created, err := s.storedIssuer(id)
	if err != nil {
		return mocks.IssuerStatus{}, notFoundIssuer(id, err)
	}
	return mocks.StatusOf(id, d, created), nil
}

func notFoundIssuer(id string, err error) error {
	if errors.Is(err, workspace.ErrNotFound) {
		return errStatus(404, "no mock issuer has the id "+strconv.Quote(id))
	}
	return err
}

// listIssuers is GET /mock-issuer: every stored issuer, running or not,
// oldest first.
func (s *Server) listIssuers(ctx *fasthttp.RequestCtx) error {
	var all []store.SideServer
	err := s.store.View(s.base, func(tx *store.Tx) error {
		var err error
		all, err = tx.SideServers(mocks.KindIssuer)
		return err
	})
	if err != nil {
		return err
	}
	out := issuerList{Data: make([]mocks.IssuerStatus, 0, len(all))}
	for _, m := range all {
		if is := s.issuers.Get(m.ID); is != nil {
			out.Data = append(out.Data, is.Status())
			continue
		}
		var d mocks.IssuerDefinition
		if err := codec.Unmarshal(m.Definition, &d); err != nil {
			return err
		}
		d.Port = m.Port
		out.Data = append(out.Data, mocks.StatusOf(m.ID, d, m.CreatedAt))
	}
	return writeJSON(ctx, 200, out)
}

func (s *Server) getIssuer(ctx *fasthttp.RequestCtx) error {
	st, err := s.issuerStatus(pathID(ctx, "id"))
	if err != nil {
		return err
	}
	return writeJSON(ctx, 200, st)
}

// updateIssuer is PUT /mock-issuer/:id: slowMs, expiresIn, clients and
// claims change while it serves (and in its stored definition); failNext
// forces the next token calls to fail (running issuers only).
func (s *Server) updateIssuer(ctx *fasthttp.RequestCtx) error {
	id := pathID(ctx, "id")
	p, err := mocks.ParseIssuerPatch(ctx.PostBody())
	if err != nil {
		return err
	}
	d, created, err := s.storedIssuer(id)
	if err != nil {
		return notFoundIssuer(id, err)
	}
	if is := s.issuers.Get(id); is != nil {
		d = is.Update(p)
	} else {
		if p.FailNext != nil {
			return &workspace.ConflictError{Message: "failNext applies to a running issuer; POST /mock-issuer/" + id + "/start first"}
		}
		d = p.Apply(d)
	}
	if err := s.storeIssuer(id, d, created); err != nil {
		return err
	}
	st, err := s.issuerStatus(id)
	if err != nil {
		return err
	}
	return writeJSON(ctx, 200, st)
}

// deleteIssuer is DELETE /mock-issuer/:id: stopped and forgotten.
func (s *Server) deleteIssuer(ctx *fasthttp.RequestCtx) error {
	id := pathID(ctx, "id")
	stopped := s.issuers.Stop(id)
	err := s.store.Update(s.base, func(tx *store.Tx) error { return tx.DeleteSideServer(mocks.KindIssuer, id) })
	if err != nil && (!stopped || !errors.Is(err, workspace.ErrNotFound)) {
		return notFoundIssuer(id, err)
	}
	return writeJSON(ctx, 200, deletedBody{ID: id, Deleted: true})
}

// startIssuer is POST /mock-issuer/:id/start: a stored issuer starts
// again on its port (a 409 when that port is taken or the cap is
// reached). Its grants and signing key are new.
func (s *Server) startIssuer(ctx *fasthttp.RequestCtx) error {
	id := pathID(ctx, "id")
	d, created, err := s.storedIssuer(id)
	if err != nil {
		return notFoundIssuer(id, err)
	}
	if is := s.issuers.Get(id); is != nil {
		return writeJSON(ctx, 200, is.Status())
	}
	is, err := s.issuers.Start(s.base, id, d, created)
	if err != nil {
		return err
	}
	s.log.Info("A mock issuer started at "+is.URL(), logs.Cat("oauth"))
	return writeJSON(ctx, 200, is.Status())
}

// stopIssuerRoute is POST /mock-issuer/:id/stop; the definition stays.
func (s *Server) stopIssuerRoute(ctx *fasthttp.RequestCtx) error {
	id := pathID(ctx, "id")
	s.issuers.Stop(id)
	st, err := s.issuerStatus(id)
	if err != nil {
		return err
	}
	return writeJSON(ctx, 200, st)
}
