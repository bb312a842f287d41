package mcp_test

import (
	"bytes"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"strconv"
	"syscall"
	"testing"
	"time"

	"github.com/svc-engine/svc-engine/mcp"
	"github.com/svc-engine/svc-engine/mgmt/mgmttest"
)

// BenchmarkToolCall measures one tool call over Streamable HTTP beside the
// same engine call made directly, on one keep-alive client; the engine
// and the tool server share this process, so the overhead of a call is
// the tool row minus the direct row (time, bytes and allocations).
func BenchmarkToolCall(b *testing.B) {
	eng := mgmttest.Start(b)
	col := eng.Collection(map[string]any{"name": "bench"})
	cid := col["id"].(string)
	for i := range 50 {
		eng.Request(cid, map[string]any{"name": "r" + strconv.Itoa(i), "method": "GET", "url": "http://127.0.0.1:1/items/" + strconv.Itoa(i)})
	}
	srv, err := mcp.New(mcp.Options{EngineURL: eng.Base})
	if err != nil {
		b.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		b.Fatal(err)
	}
	port := ln.Addr().(*net.TCPAddr).Port
	hs := srv.HTTPServer(port)
	go func() { _ = hs.Serve(ln) }()
	b.Cleanup(func() { _ = hs.Shutdown() })
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 4}}
	mcpURL := "http://127.0.0.1:" + strconv.Itoa(port) + "/mcp"
	do := func(b *testing.B, req func() (*http.Request, error)) {
		b.Helper()
		r, err := req()
		if err != nil {
			b.Fatal(err)
		}
		res, err := client.Do(r)
		if err != nil {
			b.Fatal(err)
		}
		_, _ = io.Copy(io.Discard, res.Body)
		_ = res.Body.Close()
		if res.StatusCode != 200 {
			b.Fatalf("status %d", res.StatusCode)
		}
	}
	for _, c := range []struct {
		name, direct, tool string
		args               map[string]any
	}{
		{"get_engine_health", "/health", "get_engine_health", map[string]any{}},
		{"list_requests", "/requests?collectionId=" + cid, "list_requests", map[string]any{"collectionId": cid}},
	} {
		body, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": 1, "method": "tools/call",
			"params": map[string]any{"name": c.tool, "arguments": c.args}})
		b.Run(c.name+"/direct", func(b *testing.B) {
			b.ReportAllocs()
			cpu := cpuTime(b)
			for b.Loop() {
				do(b, func() (*http.Request, error) { return http.NewRequest("GET", eng.Base+c.direct, nil) })
			}
			reportCPU(b, cpu)
		})
		b.Run(c.name+"/tool", func(b *testing.B) {
			b.ReportAllocs()
			cpu := cpuTime(b)
			defer reportCPU(b, cpu)
			for b.Loop() {
				do(b, func() (*http.Request, error) {
					r, err := http.NewRequest("POST", mcpURL, bytes.NewReader(body))
					if err == nil {
						r.Header.Set("Content-Type", "application/json")
					}
					return r, err
				})
			}
		})
	}
}

// cpuTime is the CPU time (user and system) this process has used.
func cpuTime(b *testing.B) time.Duration {
	b.Helper()
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		b.Fatal(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// reportCPU reports the process's CPU time per call since start (the
// engine's and the client's included: compare a tool row with its direct
// row).
func reportCPU(b *testing.B, start time.Duration) {
	b.ReportMetric(float64((cpuTime(b)-start).Microseconds())/float64(b.N), "cpu-µs/op")
}
