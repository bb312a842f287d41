package mcp_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/svc-engine/svc-engine/mcp"
	"github.com/svc-engine/svc-engine/mgmt/mgmttest"
)

// rig is a real engine with a tool server in front of it over Streamable
// HTTP on a loopback port.
type rig struct {
	t    *testing.T
	eng  *mgmttest.Engine
	srv  *mcp.Server
	port int
	url  string // http://127.0.0.1:port/mcp
}

// newRig starts an engine and a tool server with o (EngineURL filled in).
func newRig(t *testing.T, o mcp.Options) *rig {
	t.Helper()
	eng := mgmttest.Start(t)
	return newRigOn(t, eng, o)
}

func newRigOn(t *testing.T, eng *mgmttest.Engine, o mcp.Options) *rig {
	t.Helper()
	if o.EngineURL == "" {
		o.EngineURL = eng.Base
	}
	srv, err := mcp.New(o)
	if err != nil {
		t.Fatalf("new tool server: %v", err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatalf("listen: %v", err)
	}
	port := ln.Addr().(*net.TCPAddr).Port
	hs := srv.HTTPServer(port)
	go func() { _ = hs.Serve(ln) }()
	t.Cleanup(func() { _ = hs.Shutdown() })
	return &rig{t: t, eng: eng, srv: srv, port: port, url: "http://127.0.0.1:" + strconv.Itoa(port) + "/mcp"}
}

// setConfig writes engine settings through POST /config.
func (r *rig) setConfig(kv map[string]any) {
	r.t.Helper()
	r.eng.Must(200, "POST", "/config", kv)
}

// post sends body to the tool server with the given extra headers and
// returns the status and the raw answer.
func (r *rig) post(body []byte, header map[string]string) (int, []byte) {
	r.t.Helper()
	req, err := http.NewRequest("POST", r.url, bytes.NewReader(body))
	if err != nil {
		r.t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	for k, v := range header {
		if k == "Host" {
			req.Host = v
			continue
		}
		req.Header.Set(k, v)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		r.t.Fatalf("POST /mcp: %v", err)
	}
	defer func() { _ = res.Body.Close() }()
	b, err := io.ReadAll(res.Body)
	if err != nil {
		r.t.Fatalf("read the answer: %v", err)
	}
	return res.StatusCode, b
}

// rpcResponse is one JSON-RPC answer.
type rpcResponse struct {
	ID     any             `json:"id"`
	Result json.RawMessage `json:"result"`
	Error  *struct {
		Code    int    `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
}

// rpc sends one request and decodes the 200 answer.
func (r *rig) rpc(method string, params any) rpcResponse {
	r.t.Helper()
	body, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": 7, "method": method, "params": params})
	status, b := r.post(body, nil)
	if status != 200 {
		r.t.Fatalf("%s: status %d: %s", method, status, b)
	}
	var out rpcResponse
	if err := json.Unmarshal(b, &out); err != nil {
		r.t.Fatalf("%s: answer is not JSON-RPC: %v: %s", method, err, b)
	}
	return out
}

// toolResult is a tools/call result.
type toolResult struct {
	Content []struct {
		Type string `json:"type"`
		Text string `json:"text"`
	} `json:"content"`
	Structured map[string]any `json:"structuredContent"`
	IsError    bool           `json:"isError"`
}

// errorObj is the error object of an isError result.
func (tr toolResult) errorObj() map[string]any {
	e, _ := tr.Structured["error"].(map[string]any)
	return e
}

// call calls a tool over HTTP and fails the test on a JSON-RPC error; it
// also checks that the text content is the structuredContent as JSON.
func (r *rig) call(name string, args map[string]any) toolResult {
	r.t.Helper()
	return decodeCall(r.t, name, r.rpc("tools/call", map[string]any{"name": name, "arguments": args}))
}

func decodeCall(t *testing.T, name string, resp rpcResponse) toolResult {
	t.Helper()
	if resp.Error != nil {
		t.Fatalf("%s: JSON-RPC error %d %s", name, resp.Error.Code, resp.Error.Message)
	}
	var tr toolResult
	if err := json.Unmarshal(resp.Result, &tr); err != nil {
		t.Fatalf("%s: %v: %s", name, err, resp.Result)
	}
	if len(tr.Content) != 1 || tr.Content[0].Type != "text" {
		t.Fatalf("%s: content %+v, want one text item", name, tr.Content)
	}
	var fromText map[string]any
	if err := json.Unmarshal([]byte(tr.Content[0].Text), &fromText); err != nil {
		t.Fatalf("%s: the text content is not JSON: %v: %s", name, err, tr.Content[0].Text)
	}
	a, _ := json.Marshal(fromText)
	b, _ := json.Marshal(tr.Structured)
	if !bytes.Equal(a, b) {
		t.Fatalf("%s: text content %s differs from structuredContent %s", name, a, b)
	}
	return tr
}

// ok calls a tool and fails unless it succeeded.
func (r *rig) ok(name string, args map[string]any) map[string]any {
	r.t.Helper()
	tr := r.call(name, args)
	if tr.IsError {
		r.t.Fatalf("%s: error result %s", name, tr.Content[0].Text)
	}
	return tr.Structured
}

// refused calls a tool and fails unless it answered an error result; it
// returns the error object.
func (r *rig) refused(name string, args map[string]any) map[string]any {
	r.t.Helper()
	tr := r.call(name, args)
	if !tr.IsError {
		r.t.Fatalf("%s: succeeded, want an error result: %s", name, tr.Content[0].Text)
	}
	return tr.errorObj()
}

// listed returns the names of the tools tools/list shows now.
func (r *rig) listed() map[string]map[string]any {
	r.t.Helper()
	resp := r.rpc("tools/list", map[string]any{})
	var res struct {
		Tools []map[string]any `json:"tools"`
	}
	if err := json.Unmarshal(resp.Result, &res); err != nil {
		r.t.Fatalf("tools/list: %v", err)
	}
	out := map[string]map[string]any{}
	for _, t := range res.Tools {
		out[t["name"].(string)] = t
	}
	return out
}

// waitFor polls cond until it holds or the deadline passes.
func waitFor(t *testing.T, what string, d time.Duration, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(d)
	for wait := 10 * time.Millisecond; !cond(); wait = min(wait*2, 200*time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("timed out after %s waiting for %s", d, what)
		}
		time.Sleep(wait)
	}
}

// stdioClient drives ServeStdio over pipes, as a stdio client does.
type stdioClient struct {
	t      *testing.T
	in     io.WriteCloser
	lines  chan map[string]any
	nextID int
	mu     sync.Mutex
	// onRequest answers a request from the server (elicitation).
	onRequest func(req map[string]any) any
}

func newStdio(t *testing.T, srv *mcp.Server, capabilities map[string]any) *stdioClient {
	t.Helper()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- srv.ServeStdio(ctx, inR, outW); _ = outW.Close() }()
	c := &stdioClient{t: t, in: inW, lines: make(chan map[string]any, 16)}
	go func() {
		sc := bufio.NewScanner(outR)
		sc.Buffer(make([]byte, 1<<20), 16<<20)
		for sc.Scan() {
			var m map[string]any
			if json.Unmarshal(sc.Bytes(), &m) == nil {
				c.lines <- m
			}
		}
		close(c.lines)
	}()
	t.Cleanup(func() {
		_ = inW.Close()
		cancel()
		select {
		case err := <-done:
			if err != nil && !errors.Is(err, context.Canceled) {
				t.Errorf("ServeStdio: %v", err)
			}
		case <-time.After(5 * time.Second):
			t.Errorf("ServeStdio did not return after its input closed")
		}
	})
	c.request("initialize", map[string]any{"protocolVersion": "2025-06-18", "capabilities": capabilities,
		"clientInfo": map[string]any{"name": "stdio-test", "version": "1"}})
	c.send(map[string]any{"jsonrpc": "2.0", "method": "notifications/initialized"})
	return c
}

func (c *stdioClient) send(m map[string]any) {
	c.t.Helper()
	b, _ := json.Marshal(m)
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, err := c.in.Write(append(b, '\n')); err != nil {
		c.t.Fatalf("write to the stdio server: %v", err)
	}
}

// request sends a request and returns its answer, answering the server's
// own requests (elicitation) on the way.
func (c *stdioClient) request(method string, params any) rpcResponse {
	c.t.Helper()
	c.nextID++
	id := c.nextID
	c.send(map[string]any{"jsonrpc": "2.0", "id": id, "method": method, "params": params})
	timeout := time.After(30 * time.Second)
	for {
		select {
		case m, ok := <-c.lines:
			if !ok {
				c.t.Fatalf("%s: the stdio server closed its output", method)
			}
			if _, isReq := m["method"]; isReq && m["id"] != nil {
				if c.onRequest == nil {
					c.t.Fatalf("%s: unexpected server request %v", method, m)
				}
				c.send(map[string]any{"jsonrpc": "2.0", "id": m["id"], "result": c.onRequest(m)})
				continue
			}
			if fmt.Sprint(m["id"]) != strconv.Itoa(id) {
				continue
			}
			b, _ := json.Marshal(m)
			var out rpcResponse
			_ = json.Unmarshal(b, &out)
			return out
		case <-timeout:
			c.t.Fatalf("%s: no answer from the stdio server", method)
		}
	}
}

func (c *stdioClient) call(name string, args map[string]any) toolResult {
	c.t.Helper()
	return decodeCall(c.t, name, c.request("tools/call", map[string]any{"name": name, "arguments": args}))
}

// target is a loopback HTTP target that counts its requests.
type target struct {
	url  string
	host string // 127.0.0.1:port
	mu   sync.Mutex
	hits int
}

func newTarget(t *testing.T, h http.HandlerFunc) *target {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	tg := &target{host: ln.Addr().String()}
	tg.url = "http://" + tg.host
	hs := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		tg.mu.Lock()
		tg.hits++
		tg.mu.Unlock()
		if h == nil {
			_, _ = io.WriteString(w, "hello")
			return
		}
		h(w, r)
	})}
	go func() { _ = hs.Serve(ln) }()
	t.Cleanup(func() { _ = hs.Close() })
	return tg
}

func (tg *target) count() int {
	tg.mu.Lock()
	defer tg.mu.Unlock()
	return tg.hits
}

// num reads a JSON number of a decoded object as an int.
func num(t *testing.T, v any) int {
	t.Helper()
	f, ok := v.(float64)
	if !ok {
		t.Fatalf("%v (%T) is not a number", v, v)
	}
	return int(f)
}

// str reads a JSON string.
func str(v any) string { s, _ := v.(string); return s }

// contains reports whether s holds every part.
func contains(s string, parts ...string) bool {
	for _, p := range parts {
		if !strings.Contains(s, p) {
			return false
		}
	}
	return true
}

func bufioReader(r io.Reader) *bufio.Reader { return bufio.NewReader(r) }
