package loadcore

import (
	"bufio"
	"context"
	"crypto/tls"
	"fmt"
	"net"
	"strconv"
	"sync/atomic"
	"testing"
	"time"

	"github.com/valyala/fasthttp"

	"github.com/svc-engine/svc-engine/sender"
)

// testTarget is a loopback fasthttp server for the end-to-end tests:
//
//	/            200 "Hello, World!" (13 bytes)
//	/delay?ms=N  the same after N ms, or when the test ends (a delay far
//	             past a run's bounds does not hold up the test's cleanup)
//	/status/N    status N
//	/chunked     a chunked body
//	/close       answers then closes the connection
//	/half-reset  every second connection is reset on its first request
//	/sse?events=N&interval=ms  text/event-stream (events=0: endless)
//	/metrics.json, /metrics.prom  monitor documents
type testTarget struct {
	url       string
	requests  atomic.Int64
	conns     atomic.Int64
	halfReset atomic.Int64 // connections that asked for /half-reset
	// On https (startTLSTarget): handshakes, full and resumed.
	fullHandshakes, resumed atomic.Int64
}

func startTarget(t testing.TB) *testTarget {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	tg := &testTarget{url: "http://" + ln.Addr().String()}
	serveTarget(t, tg, ln)
	return tg
}

// serveTarget serves tg's endpoints on ln until t ends.
func serveTarget(t testing.TB, tg *testTarget, ln net.Listener) {
	hello := []byte("Hello, World!")
	over := make(chan struct{}) // closed when the test ends
	srv := &fasthttp.Server{
		Handler: func(ctx *fasthttp.RequestCtx) {
			tg.requests.Add(1)
			switch string(ctx.Path()) {
			case "/":
				ctx.SetBody(hello)
			case "/delay":
				ms, _ := strconv.Atoi(string(ctx.QueryArgs().Peek("ms")))
				wait := time.NewTimer(time.Duration(ms) * time.Millisecond)
				select {
				case <-wait.C:
				case <-over:
					wait.Stop()
				}
				ctx.SetBody(hello)
			case "/chunked":
				ctx.SetBodyStreamWriter(func(w *bufio.Writer) {
					for i := range 3 {
						_, _ = fmt.Fprintf(w, "chunk %d\n", i) // a bufio.Writer: the Flush reports
						if w.Flush() != nil {
							return
						}
					}
				})
			case "/close":
				ctx.SetConnectionClose()
				ctx.SetBody(hello)
			case "/half-reset":
				// This target's connections, counted at their first
				// request here (fasthttp's ConnID is global to the test
				// process): the odd ones are reset.
				if ctx.ConnRequestNum() == 1 && tg.halfReset.Add(1)%2 == 1 {
					nc := ctx.Conn()
					if tc, ok := nc.(*tls.Conn); ok {
						nc = tc.NetConn() // a reset, not a TLS close_notify
					}
					if tc, ok := nc.(*net.TCPConn); ok {
						_ = tc.SetLinger(0)
					}
					_ = nc.Close()
					return
				}
				ctx.SetBody(hello)
			case "/sse":
				n, _ := strconv.Atoi(string(ctx.QueryArgs().Peek("events")))
				iv, _ := strconv.Atoi(string(ctx.QueryArgs().Peek("interval")))
				ctx.SetContentType("text/event-stream")
				ctx.SetBodyStreamWriter(func(w *bufio.Writer) {
					_, _ = fmt.Fprint(w, ": hello\n\n") // a bufio.Writer: the Flush reports
					if w.Flush() != nil {
						return
					}
					for i := 1; n == 0 || i <= n; i++ {
						if iv > 0 {
							time.Sleep(time.Duration(iv) * time.Millisecond)
						}
						_, _ = fmt.Fprintf(w, "id: %d\ndata: event %d\n\n", i, i)
						if w.Flush() != nil {
							return
						}
					}
				})
			case "/metrics.json":
				ctx.SetContentType("application/json")
				ctx.SetBodyString(`{"runtime":{"goroutines":42,"gc":{"count":7}},"up":true,"name":"x","list":[1,2.5]}`)
			case "/metrics.prom":
				ctx.SetBodyString("# HELP http_requests_total total\n# TYPE http_requests_total counter\n" +
					"http_requests_total{code=\"200\",method=\"get\"} 1027\nhttp_requests_total{code=\"500\",method=\"get\"} 3\n" +
					"process_open_fds 12\ngo_goroutines 33 1700000000000\n")
			default:
				if code, err := strconv.Atoi(string(ctx.Path()[len("/status/"):])); len(ctx.Path()) > 8 && err == nil {
					ctx.SetStatusCode(code)
					ctx.SetBody(hello)
					return
				}
				ctx.SetStatusCode(404)
			}
		},
		ConnState: func(_ net.Conn, s fasthttp.ConnState) {
			if s == fasthttp.StateNew {
				tg.conns.Add(1)
			}
		},
		Concurrency: 100_000,
		Logger:      quiet{}, // resets and stops make it talk
	}
	go func() { _ = srv.Serve(ln) }()
	t.Cleanup(func() {
		close(over)
		_ = srv.Shutdown()
	})
}

func getRequest(url string) sender.Request {
	return sender.Request{Method: "GET", URL: url, HTTPVersion: "http1.1", VerifySSL: true, Timeout: 5 * time.Second}
}

// cannedTarget answers every request on a connection (a head ending in an
// empty line, no body) with resp, allocating nothing per request.
func cannedTarget(t testing.TB, resp string) string {
	t.Helper()
	return servedCanned(t, resp, false)
}

// closingTarget answers each connection's first request with resp and
// closes the connection.
func closingTarget(t testing.TB, resp string) string {
	t.Helper()
	return servedCanned(t, resp, true)
}

// headEnds counts the request heads that end in p (each "\r\n\r\n");
// state carries the bytes of that terminator matched across reads.
func headEnds(state *int, p []byte) int {
	ends := 0
	for _, b := range p {
		switch b {
		case "\r\n\r\n"[*state]:
			*state++
		case '\r':
			*state = 1
		default:
			*state = 0
		}
		if *state == 4 {
			*state = 0
			ends++
		}
	}
	return ends
}

func servedCanned(t testing.TB, resp string, closeAfter bool) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = ln.Close() }) // ends the accept loop
	out := []byte(resp)
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			go func() {
				defer func() { _ = c.Close() }() // the client sees the close; its error adds nothing
				buf := make([]byte, 64<<10)
				state := 0 // bytes of "\r\n\r\n" matched
				for {
					n, err := c.Read(buf)
					if err != nil {
						return
					}
					for range headEnds(&state, buf[:n]) {
						if _, err := c.Write(out); err != nil || closeAfter {
							return
						}
					}
				}
			}()
		}
	}()
	return "http://" + ln.Addr().String()
}

type quiet struct{}

func (quiet) Printf(string, ...any) {}

// promptBound is how long the tests allow an end that must come at once:
// a stop (which does not wait for the requests in flight), a request's
// 200 ms timeout, an aborting threshold judged at a run's first ticks.
// Each test makes the wrong end take a minute or more: slowPath holds
// requests a minute (stopRequest's timeout is past it), and the aborted
// runs are planned for a minute. The margin is a loaded machine's (2
// cores shared with other test processes, the race detector).
const promptBound = 15 * time.Second

// slowPath is a target path answered after a minute (or when the test
// ends), far past promptBound and the runs' timeouts.
const slowPath = "/delay?ms=60000"

// stopRequest is req with a timeout past slowPath's minute: a stop, not
// the timeout, ends its requests.
func stopRequest(req sender.Request) sender.Request {
	req.Timeout = 2 * time.Minute
	return req
}

// stopOnceSeen returns a context cancelled once tg has seen n requests
// (polled; at most a minute) and a function returning when it was
// cancelled, which waits for it.
func stopOnceSeen(t *testing.T, tg *testTarget, n int64) (context.Context, func() time.Time) {
	t.Helper()
	ctx, cancel := context.WithCancel(t.Context())
	t.Cleanup(cancel)
	stopped := make(chan time.Time, 1)
	go func() {
		for deadline := time.Now().Add(time.Minute); tg.requests.Load() < n && time.Now().Before(deadline); {
			time.Sleep(5 * time.Millisecond)
		}
		stopped <- time.Now()
		cancel()
	}()
	var at time.Time
	return ctx, func() time.Time {
		if at.IsZero() {
			at = <-stopped
		}
		return at
	}
}
