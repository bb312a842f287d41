package mgmt

import (
	"bufio"
	"context"
	"strconv"
	"sync"
	"time"

	"github.com/valyala/fasthttp"

	"github.com/svc-engine/svc-engine/codec"
)

// sseHeartbeat is the interval of the keep-alive comment on a stream that
// has written nothing else for that long. It also bounds how long a
// stream whose client went away keeps running.
const sseHeartbeat = 15 * time.Second

// streamEvents answers 200 text/event-stream and runs fn with the stream's
// writer. The headers go out at once (an opening comment is flushed
// before fn runs), every frame is flushed as it is written, and a
// keep-alive comment is written whenever the stream has been idle for
// sseHeartbeat. The context fn receives is cancelled as soon as a write
// fails, that is when the client went away: fn stops its work then.
//
// The request's log line is written when the stream ends, with the bytes
// it sent; the middleware skips body streams (reading a stream's body
// there would hold the whole stream until it ends).
func (s *Server) streamEvents(ctx *fasthttp.RequestCtx, fn func(ctx context.Context, w *sseWriter)) {
	ctx.SetStatusCode(200)
	ctx.SetContentType("text/event-stream")
	ctx.Response.Header.Set("X-Accel-Buffering", "no")
	method, path, start := string(ctx.Method()), string(ctx.Path()), ctx.Time()
	base := s.base
	ctx.SetBodyStreamWriter(func(bw *bufio.Writer) {
		sctx, cancel := context.WithCancel(base)
		defer cancel()
		w := &sseWriter{w: bw, cancel: cancel, last: time.Now()}
		defer func() { s.log.Request(method, path, 200, time.Since(start), int(w.bytes)) }()
		if w.comment("stream open") != nil {
			return
		}
		stop := make(chan struct{})
		var wg sync.WaitGroup
		wg.Go(func() { w.heartbeat(sctx, stop) })
		fn(sctx, w)
		close(stop)
		wg.Wait()
	})
}

// sseWriter writes server-sent event frames: an optional `id:` line,
// `event:`, one `data:` line of compact JSON, and a blank line. Its
// methods may be called from the stream's function and its heartbeat at
// once; a mutex orders them (it is never held across a wait).
type sseWriter struct {
	mu     sync.Mutex
	w      *bufio.Writer
	cancel context.CancelFunc // called on the first failed write
	last   time.Time          // when the last write was flushed
	bytes  int64              // bytes written, for the request log
	failed bool
}

// heartbeat writes a keep-alive comment whenever the stream has been idle
// for sseHeartbeat, until stop closes or a write fails.
func (s *sseWriter) heartbeat(ctx context.Context, stop <-chan struct{}) {
	t := time.NewTimer(sseHeartbeat)
	defer t.Stop()
	for {
		select {
		case <-stop:
			return
		case <-ctx.Done():
			return
		case <-t.C:
		}
		s.mu.Lock()
		idle := time.Since(s.last)
		s.mu.Unlock()
		if idle >= sseHeartbeat {
			if s.comment("keep-alive") != nil {
				return
			}
			idle = 0
		}
		t.Reset(sseHeartbeat - idle)
	}
}

// write appends one frame built by build to the buffer; with flush it
// also sends the buffer. A failure cancels the stream's context.
func (s *sseWriter) write(flush bool, build func(b []byte) []byte) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.failed {
		return context.Canceled
	}
	b := build(s.w.AvailableBuffer())
	n, err := s.w.Write(b)
	s.bytes += int64(n)
	if err == nil && flush {
		err = s.w.Flush()
		s.last = time.Now()
	}
	if err != nil {
		s.failed = true
		s.cancel()
	}
	return err
}

// event buffers one frame; id 0 writes no id line. data must hold no
// newline (compact JSON never does). flush sends what is buffered.
func (s *sseWriter) event(id uint64, name string, data []byte) error {
	return s.write(false, func(b []byte) []byte {
		if id > 0 {
			b = append(b, "id: "...)
			b = strconv.AppendUint(b, id, 10)
			b = append(b, '\n')
		}
		b = append(b, "event: "...)
		b = append(b, name...)
		b = append(b, "\ndata: "...)
		b = append(b, data...)
		return append(b, "\n\n"...)
	})
}

// send writes one frame of v as JSON, without an id, and flushes it.
func (s *sseWriter) send(name string, v any) error {
	data, err := codec.Marshal(v)
	if err != nil {
		return err
	}
	if err := s.event(0, name, data); err != nil {
		return err
	}
	return s.flush()
}

// comment writes a comment line (readers ignore it) and flushes it.
func (s *sseWriter) comment(text string) error {
	return s.write(true, func(b []byte) []byte {
		b = append(b, ": "...)
		b = append(b, text...)
		return append(b, "\n\n"...)
	})
}

// flush sends every buffered frame.
func (s *sseWriter) flush() error {
	return s.write(true, func(b []byte) []byte { return b })
}
