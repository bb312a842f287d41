//go:build linux

package loadcore

import (
	"encoding/json"
	"net"
	"strings"
	"testing"
	"time"

	"github.com/svc-engine/svc-engine/sender"
	"github.com/svc-engine/svc-engine/sender/sendertest"
)

// HTTPS HTTP/1.1 on the event loop (evtls_linux.go, evtls_loop_linux.go),
// next to the goroutine path, against real loopback TLS targets.

func TestTLSEventLoopServesHTTP1(t *testing.T) {
	t.Parallel()
	tg := startTLSTarget(t)
	p := mustPlan(t, `{"mode":"constant_concurrency","concurrency":2,"duration":"1s"}`)
	tgt, err := prepare(t.Context(), p, tlsRequest(tg.url+"/"), Settings{Now: time.Now})
	if err != nil {
		t.Fatal(err)
	}
	e := newExecution(t.Context(), p, tgt, Settings{Now: time.Now})
	defer e.cancel()
	l := firstEvLoop(newEvLoops(e))
	if l == nil || l.hs == nil {
		t.Fatal("no event loop with handshakes for an https HTTP/1.1 target")
	}
	l.shutdown()
}

// Exact iteration counts, pipelined or not, over every framing; the
// target that resets half its connections; a server closing after each
// answer.
func TestTLSClosedLoop(t *testing.T) {
	t.Parallel()
	tg := startTLSTarget(t)
	for _, tr := range openTransports {
		for _, c := range []struct {
			name, path string
			pipeline   int
		}{
			{"content-length", "/", 1},
			{"content-length pipelined", "/", 16},
			{"chunked", "/chunked", 1},
			{"chunked pipelined", "/chunked", 16},
			{"no content (204)", "/status/204", 1},
			{"connection close", "/close", 1},
		} {
			t.Run(tr.name+"/"+c.name, func(t *testing.T) {
				t.Parallel()
				plan := mustPlan(t, `{"mode":"iterations","iterations":1001,"concurrency":3,"pipeline":`+itoa(c.pipeline)+`}`)
				out := Run(t.Context(), plan, tlsRequest(tg.url+c.path), Settings{H1Transport: tr.setting}, Hooks{})
				r := out.Report
				if out.Status != StatusCompleted || r.Requests != 1001 || r.Errors != 0 || r.BytesIn == 0 {
					t.Fatalf("status %s (%s): %d requests, %d errors %v, %d bytes in; want 1001 without errors",
						out.Status, out.Reason, r.Requests, r.Errors, r.ErrorCodes, r.BytesIn)
				}
			})
		}
		t.Run(tr.name+"/half reset", func(t *testing.T) {
			t.Parallel()
			own := startTLSTarget(t)
			out := Run(t.Context(), mustPlan(t, `{"mode":"iterations","iterations":600,"concurrency":10}`),
				tlsRequest(own.url+"/half-reset"), Settings{H1Transport: tr.setting}, Hooks{})
			r := out.Report
			if out.Status != StatusCompleted || r.Requests != 600 || r.Errors == 0 || r.ErrorCodes["CONNECTION_RESET"] != r.Errors {
				t.Fatalf("status %s (%s): %d requests, %d errors %v; want 600 with the resets counted", out.Status, out.Reason, r.Requests, r.Errors, r.ErrorCodes)
			}
		})
	}
}

// The open loop: every send answered over every framing, and the resets.
func TestTLSOpenLoop(t *testing.T) {
	t.Parallel()
	tg := startTLSTarget(t)
	for _, tr := range openTransports {
		for _, path := range []string{"/", "/chunked", "/close", "/status/503"} {
			t.Run(tr.name+path, func(t *testing.T) {
				t.Parallel()
				out := Run(t.Context(), mustPlan(t, `{"mode":"constant_rps","targetRps":60,"duration":"1s","maxInFlight":60}`),
					tlsRequest(tg.url+path), Settings{H1Transport: tr.setting}, Hooks{})
				r := out.Report
				want := "200"
				if path == "/status/503" {
					want = "503"
				}
				if out.Status != StatusCompleted || r.Requests != 60 || r.Dropped != 0 || r.Status[want] != 60 {
					t.Fatalf("status %s (%s): %d requests, %d dropped, statuses %v codes %v; want 60 × %s",
						out.Status, out.Reason, r.Requests, r.Dropped, r.Status, r.ErrorCodes, want)
				}
			})
		}
		t.Run(tr.name+"/half reset", func(t *testing.T) {
			t.Parallel()
			own := startTLSTarget(t)
			out := Run(t.Context(), mustPlan(t, `{"mode":"constant_rps","targetRps":60,"duration":"1s","maxInFlight":60}`),
				tlsRequest(own.url+"/half-reset"), Settings{H1Transport: tr.setting}, Hooks{})
			r := out.Report
			if out.Status != StatusCompleted || r.Requests != 60 || r.Errors == 0 || r.ErrorCodes["CONNECTION_RESET"] != r.Errors {
				t.Fatalf("status %s: %d requests, %d errors %v; want 60 with the resets counted", out.Status, r.Requests, r.Errors, r.ErrorCodes)
			}
		})
	}
}

// A certificate the client does not trust, with verifySSL on, fails every
// request with TLS_ERROR (the run goes on and completes); timeouts and
// stops end requests as on cleartext.
func TestTLSFailures(t *testing.T) {
	t.Parallel()
	tg := startTLSTarget(t)
	// The target answers after a minute: a run whose requests waited for
	// it rather than their 200 ms timeout would take a minute.
	slow := tlsRequest(tg.url + slowPath)
	slow.Timeout = 200 * time.Millisecond
	// A server that accepts and never answers the ClientHello.
	mute, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = mute.Close() })
	go func() {
		var held []net.Conn
		defer func() {
			for _, c := range held {
				_ = c.Close() // the test is over
			}
		}()
		for {
			c, err := mute.Accept()
			if err != nil {
				return
			}
			held = append(held, c)
		}
	}()
	silent := tlsRequest("https://" + mute.Addr().String() + "/")
	silent.Timeout = 200 * time.Millisecond
	for _, tr := range openTransports {
		for _, c := range []struct {
			name, plan, code string
			req              sender.Request
			want             int64
		}{
			{"bad certificate, closed loop", `{"mode":"iterations","iterations":40,"concurrency":4}`, "TLS_ERROR", getRequest(tg.url + "/"), 40},
			{"bad certificate, open loop", `{"mode":"constant_rps","targetRps":50,"duration":"1s"}`, "TLS_ERROR", getRequest(tg.url + "/"), 50},
			{"timeout, closed loop", `{"mode":"iterations","iterations":6,"concurrency":3}`, "TIMEOUT", slow, 6},
			{"timeout, open loop", `{"mode":"constant_rps","targetRps":20,"duration":"1s","maxInFlight":100}`, "TIMEOUT", slow, 20},
			{"handshake timeout, closed loop", `{"mode":"iterations","iterations":6,"concurrency":3}`, "TIMEOUT", silent, 6},
			{"handshake timeout, open loop", `{"mode":"constant_rps","targetRps":20,"duration":"1s","maxInFlight":100}`, "TIMEOUT", silent, 20},
		} {
			t.Run(tr.name+"/"+c.name, func(t *testing.T) {
				t.Parallel()
				began := time.Now()
				out := Run(t.Context(), mustPlan(t, c.plan), c.req, Settings{H1Transport: tr.setting}, Hooks{})
				r := out.Report
				if out.Status != StatusCompleted || r.Requests != c.want || r.ErrorCodes[c.code] != c.want {
					t.Fatalf("status %s (%s): %d requests, codes %v; want %d × %s", out.Status, out.Reason, r.Requests, r.ErrorCodes, c.want, c.code)
				}
				if d := time.Since(began); c.code == "TIMEOUT" && d > promptBound {
					t.Fatalf("the run took %v: a request must end at its 200 ms timeout, not when the target answers after a minute (or never)", d)
				}
			})
		}
		for _, plan := range []string{
			`{"mode":"constant_rps","targetRps":200,"duration":"30s"}`,
			`{"mode":"constant_concurrency","concurrency":20,"duration":"30s"}`,
		} {
			t.Run(tr.name+"/stop "+plan[9:21], func(t *testing.T) {
				t.Parallel()
				own := startTLSTarget(t)
				// A stop is a cancel, once requests are in flight (the
				// target holds each a minute); a deadline would end the
				// handshakes' contexts before the run sees the stop.
				ctx, stopped := stopOnceSeen(t, own, 10)
				out := Run(ctx, mustPlan(t, plan), stopRequest(tlsRequest(own.url+slowPath)), Settings{H1Transport: tr.setting}, Hooks{})
				took := time.Since(stopped())
				if r := out.Report; out.Status != StatusStopped || r.Requests < 10 || r.ErrorCodes["INCOMPLETE"] != r.Requests {
					t.Fatalf("status %s: %d requests, errors %v; a stop ends the run Stopped with the requests it cut off counted INCOMPLETE", out.Status, r.Requests, r.ErrorCodes)
				}
				if took > promptBound {
					t.Fatalf("the stop took %v: it must not wait for the requests in flight", took)
				}
			})
		}
	}
}

func TestTLSThresholdAbortsTheRun(t *testing.T) {
	t.Parallel()
	tg := startTLSTarget(t)
	begin := time.Now()
	out := Run(t.Context(), mustPlan(t, `{"mode":"constant_concurrency","concurrency":2,"duration":"30s","thresholds":[{"metric":"errorRate","op":"<","value":0.1,"abortOnFail":true},"p99<10000"]}`),
		tlsRequest(tg.url+"/status/500"), Settings{}, Hooks{})
	if out.Status != StatusFailed || !strings.Contains(out.Reason, "errorRate<0.1") || time.Since(begin) > 5*time.Second {
		t.Fatalf("status %s reason %q after %s; want Failed naming errorRate<0.1 within seconds", out.Status, out.Reason, time.Since(begin))
	}
	if th := out.Report.Thresholds; len(th) != 2 || th[0].Passed || th[0].Actual != 1 || !th[1].Passed {
		t.Fatalf("thresholds %+v", th)
	}
}

// Redirects over https are followed (or not) as on cleartext; a 4 MiB
// request body is sealed and written across several wake-ups.
func TestTLSRedirectsAndLargeBodies(t *testing.T) {
	t.Parallel()
	tg := sendertest.Start(t, sendertest.H1TLS)
	for _, tr := range openTransports {
		for _, c := range []struct {
			follow       bool
			max          int
			status, code string
		}{
			{true, 10, "200", ""},
			{false, 10, "302", ""},
			{true, 2, "0", "TOO_MANY_REDIRECTS"},
		} {
			req := sender.Request{Method: "GET", URL: tg.URL + "/redirect?n=3", HTTPVersion: "http1.1", Timeout: 5 * time.Second, FollowRedirects: c.follow, MaxRedirects: c.max}
			out := Run(t.Context(), mustPlan(t, `{"mode":"iterations","iterations":40,"concurrency":4}`), req, Settings{H1Transport: tr.setting}, Hooks{})
			if out.Report.Status[c.status] != 40 || (c.code != "" && out.Report.ErrorCodes[c.code] != 40) {
				t.Fatalf("%s: follow %v max %d: status %v codes %v; want 40 × %s %s", tr.name, c.follow, c.max, out.Report.Status, out.Report.ErrorCodes, c.status, c.code)
			}
		}
		body := strings.Repeat("x", 4<<20)
		req := sender.Request{Method: "POST", URL: tg.URL + "/echo", HTTPVersion: "http1.1", Timeout: 10 * time.Second,
			Body: json.RawMessage(`{"mode":"text","content":"` + body + `"}`)}
		out := Run(t.Context(), mustPlan(t, `{"mode":"iterations","iterations":4,"concurrency":2}`), req, Settings{H1Transport: tr.setting}, Hooks{})
		if r := out.Report; r.Status["200"] != 4 || r.BytesOut < 4*int64(len(body)) || r.BytesIn < 4*int64(len(body)) {
			t.Fatalf("%s: a 4 MiB body: %s (%s) status %v codes %v bytes out %d in %d", tr.name, out.Status, out.Reason, r.Status, r.ErrorCodes, r.BytesOut, r.BytesIn)
		}
	}
}

// The run's connections share one session cache: against a target that
// closes every connection after its answer, each reconnect resumes, and
// only the first connections make full handshakes.
func TestTLSSessionsResume(t *testing.T) {
	t.Parallel()
	for _, tr := range openTransports {
		t.Run(tr.name, func(t *testing.T) {
			t.Parallel()
			tg := startTLSTarget(t)
			out := Run(t.Context(), mustPlan(t, `{"mode":"iterations","iterations":200,"concurrency":2}`),
				tlsRequest(tg.url+"/close"), Settings{H1Transport: tr.setting}, Hooks{})
			r := out.Report
			full, resumed := tg.fullHandshakes.Load(), tg.resumed.Load()
			if out.Status != StatusCompleted || r.Requests != 200 || r.Errors != 0 {
				t.Fatalf("status %s (%s): %d requests, codes %v; want 200 without errors", out.Status, out.Reason, r.Requests, r.ErrorCodes)
			}
			// Each user's first connection may be full; every other resumes.
			if full+resumed != 200 || full > 2 {
				t.Fatalf("%d full handshakes and %d resumed for 200 connections; want at most 2 full", full, resumed)
			}
		})
	}
}
