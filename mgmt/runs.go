package mgmt

import (
	"strings"
	"time"

	"github.com/valyala/fasthttp"

	"github.com/svc-engine/svc-engine/logs"
	"github.com/svc-engine/svc-engine/runs"
)

// Page sizes of the run routes: default and maximum of limit.
const (
	runListDefault, runListMax       = 100, 500
	runSeriesDefault, runSeriesMax   = 100, 1000 // metrics, monitor, events
	runSamplesDefault, runSamplesMax = 25, 500
	// stopWait bounds how long POST /runs/:id/stop waits for the run to end.
	stopWait = 10 * time.Second
	// liveBatch bounds the events written to a live stream per flush.
	liveBatch = 256
)

// Runs is the engine's run manager (the engine stops its runs on shutdown).
func (s *Server) Runs() *runs.Manager { return s.runs }

// deprecated wraps the handler of a deprecated alias: a deprecation
// marker is logged per call, and every answer carries Deprecation: true
// and a Link to the canonical route.
func (s *Server) deprecated(alias, canonical string, fn handlerFunc) handlerFunc {
	return func(ctx *fasthttp.RequestCtx) error {
		s.log.Warn("The deprecated route "+alias+" was called; use "+canonical, logs.Cat("http"))
		_, path, _ := strings.Cut(canonical, " ")
		path, _, _ = strings.Cut(path, "?")
		path = strings.ReplaceAll(path, "{id}", pathID(ctx, "id"))
		ctx.Response.Header.Set("Deprecation", "true")
		ctx.Response.Header.Set("Link", "<"+path+`>; rel="successor-version"`)
		return fn(ctx)
	}
}
