package loadcore

import (
	"testing"
	"time"

	"github.com/svc-engine/svc-engine/sender"
	"github.com/svc-engine/svc-engine/sender/sendertest"
)

func TestHTTP2(t *testing.T) {
	t.Parallel()
	for _, mode := range []sendertest.Mode{sendertest.H2C, sendertest.H2TLS, sendertest.H1TLS} {
		t.Run(string(mode), func(t *testing.T) {
			t.Parallel()
			tg := sendertest.Start(t, mode)
			req := sender.Request{Method: "POST", URL: tg.URL + "/echo", Body: []byte(`{"mode":"json","content":"{\"a\":1}"}`),
				HTTPVersion: "http2", Timeout: 5 * time.Second}
			if mode == sendertest.H1TLS {
				req.HTTPVersion = "auto" // ALPN picks http/1.1
			}
			out := Run(t.Context(), mustPlan(t, `{"mode":"iterations","iterations":300,"concurrency":20}`), req, Settings{}, Hooks{})
			r := out.Report
			if out.Status != StatusCompleted || r.Requests != 300 || r.Status["200"] != 300 || r.BytesIn == 0 {
				t.Fatalf("status %s (%s), report %+v", out.Status, out.Reason, r)
			}
			rs := tg.Requests()
			wantProto := "HTTP/2.0"
			if mode == sendertest.H1TLS {
				wantProto = "HTTP/1.1"
			}
			conns := map[string]bool{}
			for _, rr := range rs {
				conns[rr.RemoteAddr] = true
				if rr.Proto != wantProto || string(rr.Body) != `{"a":1}` {
					t.Fatalf("received %s %q, want %s with the body", rr.Proto, rr.Body, wantProto)
				}
			}
			if mode.HTTP2() && len(conns) > 2 {
				t.Fatalf("%d connections for 20 users over HTTP/2; streams should share a few", len(conns))
			}
		})
	}
}

func TestTLSVerification(t *testing.T) {
	t.Parallel()
	tg := sendertest.Start(t, sendertest.H2TLS)
	req := sender.Request{Method: "GET", URL: tg.URL + "/echo", HTTPVersion: "http2", VerifySSL: true, Timeout: 5 * time.Second}
	out := Run(t.Context(), mustPlan(t, `{"mode":"iterations","iterations":5,"concurrency":1}`), req, Settings{}, Hooks{})
	if out.Report.Errors != 5 || out.Report.ErrorCodes["TLS_ERROR"] != 5 {
		t.Fatalf("verifying a self-signed target: errors %v, want 5 TLS_ERROR", out.Report.ErrorCodes)
	}
	req.HTTPVersion = "http1.1"
	out = Run(t.Context(), mustPlan(t, `{"mode":"iterations","iterations":5,"concurrency":1}`), req, Settings{}, Hooks{})
	if out.Report.ErrorCodes["TLS_ERROR"] != 5 {
		t.Fatalf("HTTP/1.1: errors %v, want 5 TLS_ERROR", out.Report.ErrorCodes)
	}
	// The default, auto: the ALPN probe's handshake fails too, and the
	// run still completes with every request counted, not a failed run.
	req.HTTPVersion = "auto"
	out = Run(t.Context(), mustPlan(t, `{"mode":"iterations","iterations":5,"concurrency":1}`), req, Settings{}, Hooks{})
	if out.Status != StatusCompleted || out.Report.ErrorCodes["TLS_ERROR"] != 5 {
		t.Fatalf("auto: status %v (%s), errors %v, want Completed with 5 TLS_ERROR", out.Status, out.Reason, out.Report.ErrorCodes)
	}
}

func TestHTTP2OpenLoopAndStream(t *testing.T) {
	t.Parallel()
	tg := sendertest.Start(t, sendertest.H2C)
	req := sender.Request{Method: "GET", URL: tg.URL + "/echo", HTTPVersion: "http2", Timeout: 5 * time.Second}
	out := Run(t.Context(), mustPlan(t, `{"mode":"constant_rps","targetRps":200,"duration":"1s"}`), req, Settings{}, Hooks{})
	if out.Report.Requests+out.Report.Dropped != 200 || out.Report.Requests < 196 || out.Report.Errors != 0 {
		t.Fatalf("open loop over h2c: %+v", out.Report)
	}
	req.URL, req.Stream = tg.URL+"/sse?events=0&interval=5", true
	out = Run(t.Context(), mustPlan(t, `{"mode":"iterations","iterations":3,"concurrency":3,"stream":{"maxStreamEvents":4}}`), req, Settings{}, Hooks{})
	if out.Report.Errors != 0 || out.Report.Stream == nil || !out.Report.Stream.Capped || out.Report.Stream.Events != 12 {
		t.Fatalf("h2 stream: errors %v stream %+v", out.Report.ErrorCodes, out.Report.Stream)
	}
}

func TestRedirects(t *testing.T) {
	t.Parallel()
	for _, mode := range []sendertest.Mode{sendertest.H1, sendertest.H2C} {
		t.Run(string(mode), func(t *testing.T) {
			t.Parallel()
			tg := sendertest.Start(t, mode)
			version := "http1.1"
			if mode.HTTP2() {
				version = "http2"
			}
			plan := mustPlan(t, `{"mode":"iterations","iterations":10,"concurrency":2}`)
			for _, c := range []struct {
				follow bool
				max    int
				status string
				code   string
			}{
				{true, 10, "200", ""},
				{false, 10, "302", ""},
				{true, 2, "0", "TOO_MANY_REDIRECTS"},
			} {
				req := sender.Request{Method: "GET", URL: tg.URL + "/redirect?n=3", HTTPVersion: version, Timeout: 5 * time.Second, FollowRedirects: c.follow, MaxRedirects: c.max}
				out := Run(t.Context(), plan, req, Settings{}, Hooks{})
				if out.Report.Status[c.status] != 10 || (c.code != "" && out.Report.ErrorCodes[c.code] != 10) {
					t.Fatalf("follow %v max %d: status %v codes %v; want 10 × %s %s", c.follow, c.max, out.Report.Status, out.Report.ErrorCodes, c.status, c.code)
				}
			}
		})
	}
}
