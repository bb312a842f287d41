package mgmt

import (
	"github.com/valyala/fasthttp"

	"github.com/svc-engine/svc-engine/mocks"
	"github.com/svc-engine/svc-engine/workspace"
)

// SideServers is the engine's host of side servers (mock servers, webhook
// inboxes, mock issuers).
func (s *Server) SideServers() *mocks.Host { return s.side }

// StopSideServers stops every side server and stores the captures still
// queued; the engine calls it on shutdown, before the store closes.
func (s *Server) StopSideServers() {
	s.side.Close()
	s.inboxes.Close()
}

// pageLimit reads the limit query parameter: def when absent, 1..max.
func pageLimit(ctx *fasthttp.RequestCtx, def, maxLimit int) (int, error) {
	limit, err := queryInt(ctx, "limit", def)
	if err != nil || limit == 0 || limit > maxLimit {
		return 0, workspace.Fieldf("limit", "the query parameter limit must be from 1 to %d", maxLimit)
	}
	return limit, nil
}

// createMock is POST /mock: a mock server of a collection, started.
func (s *Server) createMock(ctx *fasthttp.RequestCtx) error {
	m, err := s.mocks.Create(s.base, ctx.PostBody())
	if err != nil {
		return err
	}
	return writeJSON(ctx, 201, m)
}

// listMocks is GET /mock.
func (s *Server) listMocks(ctx *fasthttp.RequestCtx) error {
	ms, err := s.mocks.List(s.base)
	if err != nil {
		return err
	}
	return writeJSON(ctx, 200, ms)
}

// getMock is GET /mock/:id.
func (s *Server) getMock(ctx *fasthttp.RequestCtx) error {
	m, err := s.mocks.Get(s.base, pathID(ctx, "id"))
	if err != nil {
		return err
	}
	return writeJSON(ctx, 200, m)
}

// mockRoutes is GET /mock/:id/routes.
func (s *Server) mockRoutes(ctx *fasthttp.RequestCtx) error {
	rs, err := s.mocks.Routes(s.base, pathID(ctx, "id"))
	if err != nil {
		return err
	}
	return writeJSON(ctx, 200, rs)
}

// mockActivity is GET /mock/:id/activity: newest first.
func (s *Server) mockActivity(ctx *fasthttp.RequestCtx) error {
	limit, err := pageLimit(ctx, mocks.ActivityDefault, mocks.ActivityMax)
	if err != nil {
		return err
	}
	as, err := s.mocks.Activity(s.base, pathID(ctx, "id"), limit)
	if err != nil {
		return err
	}
	return writeJSON(ctx, 200, as)
}

// startMock is POST /mock/:id/start: on its stored port.
func (s *Server) startMock(ctx *fasthttp.RequestCtx) error {
	m, err := s.mocks.Start(s.base, pathID(ctx, "id"))
	if err != nil {
		return err
	}
	return writeJSON(ctx, 200, m)
}

// stopMock is POST /mock/:id/stop.
func (s *Server) stopMock(ctx *fasthttp.RequestCtx) error {
	m, err := s.mocks.Stop(s.base, pathID(ctx, "id"))
	if err != nil {
		return err
	}
	return writeJSON(ctx, 200, m)
}

// deleteMock is DELETE /mock/:id.
func (s *Server) deleteMock(ctx *fasthttp.RequestCtx) error {
	id := pathID(ctx, "id")
	if err := s.mocks.Delete(s.base, id); err != nil {
		return err
	}
	return writeJSON(ctx, 200, deleted{ID: id, Deleted: true})
}

// deleted answers a DELETE of a side server.
type deleted struct {
	ID      string `json:"id"`
	Deleted bool   `json:"deleted"`
}
