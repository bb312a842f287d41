package mgmt

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/valyala/fasthttp"
)

// liveGone is the 404 of a live stream that is gone or never was.
func liveGone(id string) error {
	return &apiError{status: 404, code: "not_found", hint: "/runs/" + id + "/report",
		message: fmt.Sprintf("run %s has no live stream: it ended more than liveRetentionMs ago or never existed; read GET /runs/%s/report", id, id)}
}

// liveRun is GET /runs/:id/live: the run's ring as server-sent events,
// from the start (or after the Last-Event-ID the caller sends), until the
// terminal complete event.
func (s *Server) liveRun(ctx *fasthttp.RequestCtx) error {
	id := pathID(ctx, "id")
	ring, ok := s.runs.Ring(id)
	if !ok {
		return liveGone(id)
	}
	after, _ := strconv.ParseUint(strings.TrimSpace(string(ctx.Request.Header.Peek("Last-Event-ID"))), 10, 64)
	s.streamEvents(ctx, func(sctx context.Context, w *sseWriter) {
		for last := after; ; {
			evs, changed, done := ring.Since(last, liveBatch)
			for _, ev := range evs {
				if w.event(ev.ID, ev.Name, ev.Data) != nil {
					return
				}
				last = ev.ID
			}
			if len(evs) > 0 && w.flush() != nil {
				return
			}
			if done {
				return
			}
			if len(evs) == liveBatch {
				continue
			}
			select {
			case <-changed:
			case <-sctx.Done():
				return
			}
		}
	})
	return nil
}

// legacyStats is GET /stats/:id: with format=json the run's stored
// metrics (GET /runs/:id/metrics), otherwise its live stream.
func (s *Server) legacyStats(ctx *fasthttp.RequestCtx) error {
	if string(ctx.QueryArgs().Peek("format")) == "json" {
		return s.getRunMetrics(ctx)
	}
	return s.liveRun(ctx)
}
