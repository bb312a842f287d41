// Package mgmttest starts the real engine in-process for black-box API
// tests: an ephemeral port on 127.0.0.1, a temporary data dir and real
// SQLite, started through engine.Start exactly as the daemon is.
package mgmttest

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"path/filepath"
	"testing"
	"time"

	"github.com/svc-engine/svc-engine/engine"
)

// Engine is a running engine under test.
type Engine struct {
	*engine.Engine
	t      testing.TB
	Base   string // http://127.0.0.1:port
	Client *http.Client
}

// Start starts an engine on a fresh temp data dir and stops it at cleanup.
func Start(t testing.TB) *Engine {
	t.Helper()
	return StartIn(t, t.TempDir())
}

// StartIn starts an engine on dir and stops it at cleanup.
func StartIn(t testing.TB, dir string) *Engine {
	t.Helper()
	return StartWith(t, engine.Options{DataDir: dir})
}

// StartWith starts an engine with o and stops it at cleanup: an empty
// DataDir is a fresh temp dir, and the port and verbosity are the test
// ones (0 and 2). o.Getenv is the engine's environment (for example
// SVC_ENGINE_H1_TRANSPORT, which picks a load path).
func StartWith(t testing.TB, o engine.Options) *Engine {
	t.Helper()
	if o.DataDir == "" {
		o.DataDir = t.TempDir()
	}
	o.Port, o.Verbosity = 0, 2
	e, err := engine.Start(t.Context(), o)
	if err != nil {
		t.Fatalf("start engine: %v", err)
	}
	t.Cleanup(func() {
		e.Stop()
		_ = e.Wait()
	})
	return &Engine{Engine: e, t: t, Base: "http://" + e.Addr(), Client: &http.Client{Timeout: 5 * time.Minute}}
}

// DBPath is the engine's database file.
func (e *Engine) DBPath() string { return filepath.Join(e.DataDir(), engine.DatabaseFile) }

// Response is a decoded answer.
type Response struct {
	Status int
	Header http.Header
	Body   []byte
}

// JSON decodes the body into a generic value.
func (r Response) JSON(t testing.TB) any {
	t.Helper()
	var v any
	if err := json.Unmarshal(r.Body, &v); err != nil {
		t.Fatalf("response is not JSON (%v): %s", err, r.Body)
	}
	return v
}

// Object decodes the body as a JSON object.
func (r Response) Object(t testing.TB) map[string]any {
	t.Helper()
	m, ok := r.JSON(t).(map[string]any)
	if !ok {
		t.Fatalf("response is not a JSON object: %s", r.Body)
	}
	return m
}

// Array decodes the body as a JSON array.
func (r Response) Array(t testing.TB) []any {
	t.Helper()
	a, ok := r.JSON(t).([]any)
	if !ok {
		t.Fatalf("response is not a JSON array: %s", r.Body)
	}
	return a
}

// ErrorCode returns error.code of an error body.
func (r Response) ErrorCode(t testing.TB) string {
	t.Helper()
	e, _ := r.Object(t)["error"].(map[string]any)
	code, _ := e["code"].(string)
	return code
}

// ErrorMessage returns error.message of an error body.
func (r Response) ErrorMessage(t testing.TB) string {
	t.Helper()
	e, _ := r.Object(t)["error"].(map[string]any)
	msg, _ := e["message"].(string)
	return msg
}

// Do sends method path with body (nil, []byte, string or a value encoded as JSON).
func (e *Engine) Do(method, path string, body any) Response {
	e.t.Helper()
	req := e.NewRequest(method, path, body)
	return e.Send(req)
}

// NewRequest builds a request to the engine.
func (e *Engine) NewRequest(method, path string, body any) *http.Request {
	e.t.Helper()
	var rd io.Reader
	switch b := body.(type) {
	case nil:
	case []byte:
		rd = bytes.NewReader(b)
	case string:
		rd = bytes.NewReader([]byte(b))
	default:
		enc, err := json.Marshal(b)
		if err != nil {
			e.t.Fatalf("encode body: %v", err)
		}
		rd = bytes.NewReader(enc)
	}
	// Not the test's context: cleanups, which run after it is cancelled, send too.
	req, err := http.NewRequestWithContext(context.Background(), method, e.Base+path, rd)
	if err != nil {
		e.t.Fatalf("new request: %v", err)
	}
	if rd != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	return req
}

// Send sends req and reads the whole answer.
func (e *Engine) Send(req *http.Request) Response {
	e.t.Helper()
	res, err := e.Client.Do(req)
	if err != nil {
		e.t.Fatalf("%s %s: %v", req.Method, req.URL.Path, err)
	}
	defer func() { _ = res.Body.Close() }()
	b, err := io.ReadAll(res.Body)
	if err != nil {
		e.t.Fatalf("read body: %v", err)
	}
	return Response{Status: res.StatusCode, Header: res.Header, Body: b}
}

// Must sends and fails the test unless the status is want; it returns the object body.
func (e *Engine) Must(want int, method, path string, body any) map[string]any {
	e.t.Helper()
	r := e.Do(method, path, body)
	if r.Status != want {
		e.t.Fatalf("%s %s: status %d, want %d; body %s", method, path, r.Status, want, r.Body)
	}
	return r.Object(e.t)
}

// Collection creates a collection with the given extra fields and returns it.
func (e *Engine) Collection(fields map[string]any) map[string]any {
	e.t.Helper()
	if _, ok := fields["name"]; !ok {
		fields["name"] = "c"
	}
	return e.Must(201, "POST", "/collections", fields)
}

// Request creates a request in collection cid with the given extra fields.
func (e *Engine) Request(cid string, fields map[string]any) map[string]any {
	e.t.Helper()
	body := map[string]any{"collectionId": cid, "name": "r", "method": "GET", "url": "http://127.0.0.1/x"}
	for k, v := range fields {
		body[k] = v
	}
	return e.Must(201, "POST", "/requests", body)
}
