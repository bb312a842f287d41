package mgmt

import (
	"errors"
	"strings"

	"github.com/valyala/fasthttp"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/config"
	"github.com/svc-engine/svc-engine/logs"
	"github.com/svc-engine/svc-engine/specs"
	"github.com/svc-engine/svc-engine/workspace"
)

// newSpecs wires the spec documents' service.
func (s *Server) newSpecs() *specs.Service {
	return &specs.Service{
		Store:            s.store,
		Now:              s.now,
		MaxDocumentBytes: func() int64 { return s.config().Int(config.KeyMaxSpecDocumentBytes) },
		Deps:             s.deps,
	}
}

// specPostOnly reports the static POST-only routes under /specs/, which
// the router also counts the methods of /specs/{id} for.
func specPostOnly(path string) bool {
	switch path {
	case "/specs/bind", "/specs/match", "/specs/describe", "/specs/diff", "/specs/sync", "/specs/export":
		return true
	}
	return false
}

// specError gives a document over the size setting its 413.
func specError(err error) error {
	var big *specs.TooLargeError
	if errors.As(err, &big) {
		return &apiError{status: 413, code: codeFor(413), message: big.Error()}
	}
	return err
}

// specCall decodes the body, calls the service and answers status with
// what it returns.
func specCall[T any](s *Server, ctx *fasthttp.RequestCtx, status int, call func(p workspace.Patch) (T, error)) error {
	p, err := decode(ctx)
	if err != nil {
		return err
	}
	out, err := call(p)
	if err != nil {
		return specError(err)
	}
	return writeJSON(ctx, status, out)
}

func (s *Server) createSpec(ctx *fasthttp.RequestCtx) error {
	return specCall(s, ctx, 201, func(p workspace.Patch) (specs.Document, error) {
		content, sourceURL, err := specs.DocumentFields(p, "content", "sourceUrl")
		if err != nil {
			return specs.Document{}, err
		}
		return s.specs.Create(s.base, content, sourceURL)
	})
}

func (s *Server) getSpec(ctx *fasthttp.RequestCtx) error {
	d, err := s.specs.Get(s.base, pathID(ctx, "id"))
	if err != nil {
		return err
	}
	return writeJSON(ctx, 200, d)
}

func (s *Server) getSpecMeta(ctx *fasthttp.RequestCtx) error {
	d, err := s.specs.GetMeta(s.base, pathID(ctx, "id"))
	if err != nil {
		return err
	}
	return writeJSON(ctx, 200, d)
}

func (s *Server) deleteSpec(ctx *fasthttp.RequestCtx) error {
	id := pathID(ctx, "id")
	if err := s.specs.Delete(s.base, id); err != nil {
		return err
	}
	return writeJSON(ctx, 200, struct {
		ID      string `json:"id"`
		Deleted bool   `json:"deleted"`
	}{id, true})
}

func (s *Server) bindSpec(ctx *fasthttp.RequestCtx) error {
	return specCall(s, ctx, 200, func(p workspace.Patch) (specs.BindResult, error) { return s.specs.Bind(s.base, p) })
}

func (s *Server) matchSpec(ctx *fasthttp.RequestCtx) error {
	return specCall(s, ctx, 200, func(p workspace.Patch) (specs.MatchResult, error) { return s.specs.MatchOnly(s.base, p) })
}

func (s *Server) diffSpec(ctx *fasthttp.RequestCtx) error {
	return specCall(s, ctx, 200, func(p workspace.Patch) (specs.DiffResult, error) { return s.specs.Diff(s.base, p) })
}

func (s *Server) syncSpec(ctx *fasthttp.RequestCtx) error {
	return specCall(s, ctx, 200, func(p workspace.Patch) (specs.SyncResult, error) { return s.specs.Sync(s.base, p) })
}

func (s *Server) specCoverage(ctx *fasthttp.RequestCtx) error {
	var ids []string
	for _, v := range strings.Split(string(ctx.QueryArgs().Peek("runs")), ",") {
		if v = strings.TrimSpace(v); v != "" {
			ids = append(ids, v)
		}
	}
	c, err := s.specs.MergeCoverage(s.base, pathID(ctx, "id"), ids)
	if err != nil {
		return err
	}
	return writeJSON(ctx, 200, c)
}

func (s *Server) exportSpec(ctx *fasthttp.RequestCtx) error {
	return specCall(s, ctx, 200, func(p workspace.Patch) (specs.ExportResult, error) { return s.specs.Export(s.base, p) })
}

func (s *Server) describeSpec(ctx *fasthttp.RequestCtx) error {
	return specCall(s, ctx, 200, func(p workspace.Patch) (codec.RawMessage, error) { return s.specs.Describe(s.base, p) })
}

// sweepSpecs runs the sweep of unreferenced documents after a write that
// may have left one (a collection delete); a failure is logged, never
// the answer of the write that succeeded.
func (s *Server) sweepSpecs() {
	if _, err := s.specs.Sweep(s.base); err != nil {
		s.log.Error("The sweep of unreferenced spec documents failed", logs.Cat("db"), logs.Err(err))
	}
}
