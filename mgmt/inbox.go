package mgmt

import (
	"context"
	"strconv"
	"strings"

	"github.com/valyala/fasthttp"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/config"
	"github.com/svc-engine/svc-engine/mocks"
	"github.com/svc-engine/svc-engine/store"
	"github.com/svc-engine/svc-engine/workspace"
)

// inboxSettings are the live settings inboxes read per capture.
func (s *Server) inboxSettings() mocks.InboxSettings {
	c := s.config()
	return mocks.InboxSettings{MaxBodyBytes: c.Int(config.KeyMaxTraceBodyBytes), Keep: c.Int(config.KeyMaxInboxCaptures)}
}

// createInbox is POST /inbox: a webhook inbox, started.
func (s *Server) createInbox(ctx *fasthttp.RequestCtx) error {
	in, err := s.inboxes.Create(s.base, ctx.PostBody())
	if err != nil {
		return err
	}
	return writeJSON(ctx, 201, in)
}

// listInboxes is GET /inbox.
func (s *Server) listInboxes(ctx *fasthttp.RequestCtx) error {
	in, err := s.inboxes.List(s.base)
	if err != nil {
		return err
	}
	return writeJSON(ctx, 200, in)
}

// getInbox is GET /inbox/:id.
func (s *Server) getInbox(ctx *fasthttp.RequestCtx) error {
	in, err := s.inboxes.Get(s.base, pathID(ctx, "id"))
	if err != nil {
		return err
	}
	return writeJSON(ctx, 200, in)
}

// updateInbox is PUT /inbox/:id: the configured response, merged.
func (s *Server) updateInbox(ctx *fasthttp.RequestCtx) error {
	in, err := s.inboxes.SetResponse(s.base, pathID(ctx, "id"), ctx.PostBody())
	if err != nil {
		return err
	}
	return writeJSON(ctx, 200, in)
}

// startInbox is POST /inbox/:id/start: on its stored port.
func (s *Server) startInbox(ctx *fasthttp.RequestCtx) error {
	in, err := s.inboxes.Start(s.base, pathID(ctx, "id"))
	if err != nil {
		return err
	}
	return writeJSON(ctx, 200, in)
}

// stopInbox is POST /inbox/:id/stop.
func (s *Server) stopInbox(ctx *fasthttp.RequestCtx) error {
	in, err := s.inboxes.Stop(s.base, pathID(ctx, "id"))
	if err != nil {
		return err
	}
	return writeJSON(ctx, 200, in)
}

// deleteInbox is DELETE /inbox/:id: the inbox and its captures.
func (s *Server) deleteInbox(ctx *fasthttp.RequestCtx) error {
	id := pathID(ctx, "id")
	if err := s.inboxes.Delete(s.base, id); err != nil {
		return err
	}
	return writeJSON(ctx, 200, deleted{ID: id, Deleted: true})
}

// sinceArg reads the since query parameter (a capture seq); -1 when absent.
func sinceArg(ctx *fasthttp.RequestCtx) (int64, error) {
	raw := ctx.QueryArgs().Peek("since")
	if raw == nil {
		return -1, nil
	}
	n, err := strconv.ParseInt(string(raw), 10, 64)
	if err != nil || n < 0 {
		return 0, workspace.Fieldf("since", "the query parameter since must be a capture seq (a non-negative integer)")
	}
	return n, nil
}

// inboxCaptures is GET /inbox/:id/captures: newest first; with since,
// the first page after that seq.
func (s *Server) inboxCaptures(ctx *fasthttp.RequestCtx) error {
	limit, err := pageLimit(ctx, mocks.CapturesDefault, mocks.CapturesMax)
	if err != nil {
		return err
	}
	since, err := sinceArg(ctx)
	if err != nil {
		return err
	}
	p, err := s.inboxes.Captures(s.base, pathID(ctx, "id"), since, limit)
	if err != nil {
		return err
	}
	return writeJSON(ctx, 200, p)
}

// clearInbox is DELETE /inbox/:id/captures.
func (s *Server) clearInbox(ctx *fasthttp.RequestCtx) error {
	id := pathID(ctx, "id")
	n, err := s.inboxes.Clear(s.base, id)
	if err != nil {
		return err
	}
	return writeJSON(ctx, 200, struct {
		ID      string `json:"id"`
		Cleared int64  `json:"cleared"`
	}{id, n})
}

// inboxLive is GET /inbox/:id/live: captures as server-sent events
// (event capture, id = the capture's seq) as they are stored, from the
// moment the stream opens, or after the seq in Last-Event-ID or since.
// With follow=false the stream ends (event end) once the stored captures
// are sent; a deleted inbox ends it too.
func (s *Server) inboxLive(ctx *fasthttp.RequestCtx) error {
	id := pathID(ctx, "id")
	in, err := s.inboxes.Get(s.base, id)
	if err != nil {
		return err
	}
	after := in.LastSeq
	if since, err := sinceArg(ctx); err != nil {
		return err
	} else if since >= 0 {
		after = since
	}
	if last := strings.TrimSpace(string(ctx.Request.Header.Peek("Last-Event-ID"))); last != "" {
		if n, err := strconv.ParseInt(last, 10, 64); err == nil && n >= 0 {
			after = n
		}
	}
	follow := string(ctx.QueryArgs().Peek("follow")) != "false"
	s.streamEvents(ctx, func(sctx context.Context, w *sseWriter) {
		for {
			changed := s.inboxes.Changed()
			var page []store.Capture
			var more bool
			err := s.store.View(sctx, func(tx *store.Tx) error {
				if _, err := tx.SideServer(mocks.KindInbox, id); err != nil {
					return err
				}
				var err error
				page, more, err = tx.Captures(id, after, mocks.CapturesMax)
				return err
			})
			if err != nil {
				_ = w.send("end", struct {
					Reason string `json:"reason"`
				}{"the inbox was deleted"})
				return
			}
			for i := len(page) - 1; i >= 0; i-- { // oldest first on the wire
				data, err := codec.Marshal(page[i])
				if err != nil || w.event(uint64(page[i].Seq), "capture", data) != nil {
					return
				}
				after = page[i].Seq
			}
			if len(page) > 0 && w.flush() != nil {
				return
			}
			if more {
				continue
			}
			if !follow {
				_ = w.send("end", struct {
					Reason string `json:"reason"`
				}{"every stored capture was sent"})
				return
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
