package mgmt

import (
	"bufio"
	"strconv"

	"github.com/valyala/fasthttp"

	"github.com/svc-engine/svc-engine/codec"
)

// streamEvents answers 200 text/event-stream and runs fn with the stream's
// writer once the headers are out. fn returns when the stream ends; a
// failed write means the caller went away.
func streamEvents(ctx *fasthttp.RequestCtx, fn func(w *sseWriter)) {
	ctx.SetStatusCode(200)
	ctx.SetContentType("text/event-stream")
	ctx.Response.Header.Set("X-Accel-Buffering", "no")
	ctx.SetBodyStreamWriter(func(w *bufio.Writer) { fn(&sseWriter{w: w}) })
}

// sseWriter writes server-sent event frames: an optional `id:` line,
// `event:`, one `data:` line of compact JSON, and a blank line.
type sseWriter struct{ w *bufio.Writer }

// event buffers one frame; id 0 writes no id line. data must hold no
// newline (compact JSON never does).
func (s *sseWriter) event(id uint64, name string, data []byte) error {
	b := s.w.AvailableBuffer()
	if id > 0 {
		b = append(b, "id: "...)
		b = strconv.AppendUint(b, id, 10)
		b = append(b, '\n')
	}
	b = append(b, "event: "...)
	b = append(b, name...)
	b = append(b, "\ndata: "...)
	b = append(b, data...)
	b = append(b, "\n\n"...)
	_, err := s.w.Write(b)
	return err
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
	return s.w.Flush()
}

// comment writes a comment line (a keep-alive that readers ignore) and
// flushes it.
func (s *sseWriter) comment(text string) error {
	if _, err := s.w.WriteString(": " + text + "\n\n"); err != nil {
		return err
	}
	return s.w.Flush()
}

func (s *sseWriter) flush() error { return s.w.Flush() }
