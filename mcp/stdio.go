package mcp

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"sync"

	"github.com/svc-engine/svc-engine/codec"
)

// drain tracks the requests read from a stdio client and the answers
// written back, so the end of the input waits for the calls still running
// (a client that writes its requests and closes its end still gets every
// answer).
type drain struct {
	mu      sync.Mutex
	pending map[string]bool
	idle    chan struct{} // closed and replaced whenever pending empties
	inBuf   []byte
	outBuf  []byte
}

func newDrain() *drain { return &drain{pending: map[string]bool{}, idle: make(chan struct{})} }

// idOf returns the id of a JSON-RPC line and whether it is a request (has
// a method) or an answer.
func idOf(line []byte) (id string, request, ok bool) {
	var m struct {
		ID     codec.RawMessage `json:"id"`
		Method string           `json:"method"`
	}
	if codec.Unmarshal(line, &m) != nil || len(m.ID) == 0 || string(m.ID) == "null" {
		return "", false, false
	}
	return string(m.ID), m.Method != "", true
}

// lines feeds p to buf and calls f for every complete line.
func lines(buf *[]byte, p []byte, f func([]byte)) {
	*buf = append(*buf, p...)
	for {
		i := bytes.IndexByte(*buf, '\n')
		if i < 0 {
			return
		}
		f(bytes.TrimSpace((*buf)[:i]))
		*buf = (*buf)[i+1:]
	}
}

func (d *drain) read(p []byte) {
	d.mu.Lock()
	defer d.mu.Unlock()
	lines(&d.inBuf, p, func(l []byte) {
		if id, req, ok := idOf(l); ok && req {
			d.pending[id] = true
		}
	})
}

func (d *drain) wrote(p []byte) {
	d.mu.Lock()
	defer d.mu.Unlock()
	lines(&d.outBuf, p, func(l []byte) {
		if id, req, ok := idOf(l); ok && !req {
			delete(d.pending, id)
		}
	})
	if len(d.pending) == 0 {
		close(d.idle)
		d.idle = make(chan struct{})
	}
}

// wait blocks until no request read is unanswered or ctx is done.
func (d *drain) wait(ctx context.Context) {
	for {
		d.mu.Lock()
		n, idle := len(d.pending), d.idle
		d.mu.Unlock()
		if n == 0 {
			return
		}
		select {
		case <-idle:
		case <-ctx.Done():
			return
		}
	}
}

type drainReader struct {
	ctx context.Context
	r   io.Reader
	d   *drain
}

func (r *drainReader) Read(p []byte) (int, error) {
	n, err := r.r.Read(p)
	r.d.read(p[:n])
	if err == io.EOF {
		r.d.wait(r.ctx)
	}
	return n, err
}

type drainWriter struct {
	w io.Writer
	d *drain
}

func (w *drainWriter) Write(p []byte) (int, error) {
	n, err := w.w.Write(p)
	w.d.wrote(p[:n])
	if err != nil {
		return n, fmt.Errorf("write to the stdio client: %w", err)
	}
	return n, nil
}
