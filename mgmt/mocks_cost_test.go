package mgmt_test

import (
	"net"
	"syscall"
	"testing"
	"time"

	"github.com/valyala/fasthttp"
)

// processCPU is the CPU time (user and system) the process has used.
func processCPU(tb testing.TB) time.Duration {
	tb.Helper()
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		tb.Fatal(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// cpuPerCall sends n GETs of path to addr over one kept-alive connection
// and returns the process CPU time per call (client, server and
// syscalls together).
func cpuPerCall(b *testing.B, addr, path string, n int) float64 {
	b.Helper()
	c := &fasthttp.HostClient{Addr: addr, MaxConns: 1}
	req, res := fasthttp.AcquireRequest(), fasthttp.AcquireResponse()
	defer fasthttp.ReleaseRequest(req)
	defer fasthttp.ReleaseResponse(res)
	req.SetRequestURI("http://" + addr + path)
	call := func() {
		if err := c.Do(req, res); err != nil || res.StatusCode() != 200 || string(res.Body()) != "Hello, World!" {
			b.Fatalf("GET %s%s: %v %d %q", addr, path, err, res.StatusCode(), res.Body())
		}
	}
	for range 200 {
		call() // warm: the route table, the connection
	}
	start := processCPU(b)
	for range n {
		call()
	}
	return float64((processCPU(b) - start).Microseconds()) / float64(n)
}

// BenchmarkMockAnswerCost measures a mock server's answer against a
// static server answering the same 13 bytes from memory, one connection
// each, in one process at -v 1 (no request lines): the difference is the
// CPU the mock spends on its own work per answer (route table check,
// route scan, example pick and write, activity record). Run it alone
// (-run XXX -bench MockAnswerCost -benchtime 20000x).
func BenchmarkMockAnswerCost(b *testing.B) {
	base, _ := startAt(b, 1)
	col := call(b, base, "POST", "/collections", map[string]any{"name": "Cost", "variables": map[string]any{"baseUrl": "http://api.example"}})
	for _, p := range []string{"/users", "/users/{{id}}", "/orders", "/hello"} {
		r := call(b, base, "POST", "/requests", map[string]any{"collectionId": col["id"], "name": p, "method": "GET", "url": "{{baseUrl}}" + p})
		call(b, base, "POST", "/requests/"+r["id"].(string)+"/examples", map[string]any{"name": "ok", "status": 200,
			"headers": []any{map[string]any{"key": "Content-Type", "value": "text/plain"}}, "body": "Hello, World!"})
	}
	mock := call(b, base, "POST", "/mock", map[string]any{"collectionId": col["id"]})
	ln, err := net.Listen("tcp4", "127.0.0.1:0")
	if err != nil {
		b.Fatal(err)
	}
	static := &fasthttp.Server{Handler: func(ctx *fasthttp.RequestCtx) {
		ctx.SetContentType("text/plain")
		ctx.SetBodyString("Hello, World!")
	}}
	go func() { _ = static.Serve(ln) }()
	b.Cleanup(func() { _ = static.Shutdown() })
	mockAddr := mock["url"].(string)[len("http://"):]
	b.ResetTimer()
	staticCPU := cpuPerCall(b, ln.Addr().String(), "/hello", b.N)
	mockCPU := cpuPerCall(b, mockAddr, "/hello", b.N)
	b.StopTimer()
	b.ReportMetric(staticCPU, "static-cpu-µs/call")
	b.ReportMetric(mockCPU, "mock-cpu-µs/call")
	b.ReportMetric(mockCPU-staticCPU, "mock-extra-cpu-µs/call")
}
