//go:build linux

package loadcore

import (
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"golang.org/x/net/http2"

	"github.com/svc-engine/svc-engine/metrics"
	"github.com/svc-engine/svc-engine/sender"
)

// Issue 20's test matrix: every round-one behaviour on every path round
// two added. The rows here are the cells the path's own tests
// (evtls_test.go, h2loop_test.go, h2lean_test.go, evloops_test.go) left
// open: HTTPS pipelined and over several loops, the open loop's aborting
// thresholds, the HTTP/2 open loop against connections dropped with
// streams in flight, and full handshakes counted at the target on the
// open loop, over several loops and on HTTP/2 over TLS. Each case checks
// first that the run takes the path it is named for.
//
// The TestMatrix functions are not parallel with the package's other
// tests (their cases run in parallel with one another): together they
// open thousands of connections and handshakes in seconds, which would
// stretch the timing bounds of the package's parallel tests.
//
// The matrix (o: the path's own tests; M: this file and
// matrix_alloc_test.go; L: scenario/leanmatrix_test.go; -: not on this
// row, whose code for it is a tested row's; .: does not apply):
//
//	                      exact stop thresh reset timeout goaway badcert resume allocs ramp/capacity
//	https closed          o     o    o      o     o       .      o       o      o      M
//	https open            o     o    M      o     o       .      o       M      M      .
//	https pipelined       o     M    M      M     M       .      M       -      o      M (capacity)
//	h2 over TLS           o     o    o,M    o,M   o       o      o,M     M      o      o,M
//	h2c                   o     o    o,M    o,M   o       o      .       .      o      o,M
//	workers > 1           o     o    o,M    o,M   o,M     .      M       M      -      o,M
//	open loop pipelined   o     o    M      o,M   o       .      M       -      o      .
//	saveTimingBreakdown   M     M    -      -     M       .      -       -      M      M (ramp)
//	scenario lean step    L     L    .      L     L       .      L       .      -      .
//
// Scenario runs have no thresholds; the breakdown over https runs on the
// event loop, checked in TestMatrixTimingBreakdownOverHTTPS and
// evtls_timing_test.go.

// loopPath asserts that plan and req run on the path named: the HTTP/1.1
// event loop(s), loops of them when loops > 1, or the HTTP/2 event loop.
func loopPath(t *testing.T, plan Plan, req sender.Request, h2 bool, loops int) {
	t.Helper()
	tgt, err := prepare(t.Context(), plan, req, Settings{})
	if err != nil {
		t.Fatal(err)
	}
	if h2 {
		if !h2LoopServes(tgt, plan, Settings{}) {
			t.Fatalf("%s to %s does not run on the HTTP/2 event loop", plan.Mode, req.URL)
		}
		return
	}
	open := modeOf(plan.Mode).open()
	if !evLoopServes(tgt, Settings{}) {
		t.Fatalf("%s to %s does not run on the event loop", plan.Mode, req.URL)
	}
	if n := evLoopCount(plan, open, 2); n != loops {
		t.Fatalf("%s to %s runs on %d loops (on 2 Ps), want %d", plan.Mode, req.URL, n, loops)
	}
}

// matrixTarget starts a test target, over TLS when secure, and returns
// it with a GET of path on it (verifySSL off on TLS: the certificate
// signs itself).
func matrixTarget(t *testing.T, secure bool, path string) (*testTarget, sender.Request) {
	t.Helper()
	if secure {
		tg := startTLSTarget(t)
		return tg, tlsRequest(tg.url + path)
	}
	tg := startTarget(t)
	return tg, getRequest(tg.url + path)
}

// h2Request is a GET over HTTP/2 with verifySSL as given.
func h2Request(url string, verify bool, timeout time.Duration) sender.Request {
	return sender.Request{Method: "GET", URL: url, HTTPVersion: "http2", VerifySSL: verify, Timeout: timeout}
}

var (
	h2LoopCleartext = h2Transport{"loop", "", false}
	h2LoopTLS       = h2Transport{"loop-tls", "", true}
)

// A certificate the client does not trust, verifySSL on: every request
// counted once as TLS_ERROR and the run Completed, on the paths whose
// handshakes the loop drives for several connections at once.
func TestMatrixBadCertificateIsATLSError(t *testing.T) {
	h1 := startTLSTarget(t)
	h2 := startRawH2(t, h2LoopTLS, nil, func(rc *rawConn, id uint32, _ string, _ []byte, _ int) { rc.respond(id, 200, "hello") })
	for _, c := range []struct {
		name, plan string
		url        string
		h2         bool
		loops      int
		want       int64
	}{
		{"https pipelined closed loop", `{"mode":"iterations","iterations":64,"concurrency":4,"pipeline":8}`, h1.url + "/", false, 1, 64},
		{"https pipelined open loop", `{"mode":"constant_rps","targetRps":50,"duration":"1s","maxInFlight":50,"pipeline":4}`, h1.url + "/", false, 1, 50},
		{"https on 2 loops, closed", `{"mode":"iterations","iterations":40,"concurrency":4,"workers":2}`, h1.url + "/", false, 2, 40},
		{"https on 2 loops, open", `{"mode":"constant_rps","targetRps":50,"duration":"1s","maxInFlight":50,"workers":2}`, h1.url + "/", false, 2, 50},
		{"h2 over TLS, open loop", `{"mode":"constant_rps","targetRps":50,"duration":"1s","maxInFlight":50}`, h2.url + "/", true, 0, 50},
		{"h2 over TLS, closed loop of 10", `{"mode":"iterations","iterations":40,"concurrency":10}`, h2.url + "/", true, 0, 40},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			plan := mustPlan(t, c.plan)
			req := getRequest(c.url)
			if c.h2 {
				req = h2Request(c.url, true, 5*time.Second)
			}
			loopPath(t, plan, req, c.h2, c.loops)
			out := Run(t.Context(), plan, req, Settings{}, Hooks{})
			r := out.Report
			if out.Status != StatusCompleted || r.Requests != c.want || r.Errors != c.want || r.ErrorCodes["TLS_ERROR"] != c.want {
				t.Fatalf("status %s (%s): %d requests, %d errors %v; want %d × TLS_ERROR", out.Status, out.Reason, r.Requests, r.Errors, r.ErrorCodes, c.want)
			}
		})
	}
	if n := h1.requests.Load(); n != 0 {
		t.Errorf("the https target answered %d requests over handshakes that failed", n)
	}
}

// The run's connections resume one another's TLS sessions, counted at
// the target: against a target that ends every connection after one
// answer (HTTP/1.1, /close) or five (HTTP/2, a graceful GOAWAY), every
// request after the first few comes on a new connection, and only the
// first connections of the run make full handshakes.
func TestMatrixSessionsResumeCountedAtTheTarget(t *testing.T) {
	for _, c := range []struct {
		name, plan string
		loops      int
		maxFull    int64 // full handshakes allowed: the connections opened before any session was stored
	}{
		{"https open loop", `{"mode":"constant_rps","targetRps":100,"duration":"1s","maxInFlight":100}`, 1, 5},
		{"https on 2 loops, closed", `{"mode":"iterations","iterations":200,"concurrency":4,"workers":2}`, 2, 4},
		{"https on 2 loops, open", `{"mode":"constant_rps","targetRps":100,"duration":"1s","maxInFlight":100,"workers":2}`, 2, 5},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			tg := startTLSTarget(t)
			plan := mustPlan(t, c.plan)
			req := tlsRequest(tg.url + "/close")
			loopPath(t, plan, req, false, c.loops)
			out := Run(t.Context(), plan, req, Settings{}, Hooks{})
			r := out.Report
			full, resumed := tg.fullHandshakes.Load(), tg.resumed.Load()
			if out.Status != StatusCompleted || r.Errors != 0 || r.Requests == 0 || r.Requests+r.Dropped != plan.Iterations+int64(plan.TargetRPS) {
				t.Fatalf("status %s (%s): %d requests + %d dropped, codes %v; want every send answered", out.Status, out.Reason, r.Requests, r.Dropped, r.ErrorCodes)
			}
			if full+resumed != r.Requests || full > c.maxFull {
				t.Fatalf("%d full handshakes and %d resumed for %d connections; want at most %d full", full, resumed, r.Requests, c.maxFull)
			}
		})
	}
	for _, c := range []struct {
		name, plan string
		want       int64
		maxFull    int64
	}{
		{"h2 over TLS, closed loop", `{"mode":"iterations","iterations":100,"concurrency":2}`, 100, 2},
		{"h2 over TLS, open loop", `{"mode":"constant_rps","targetRps":100,"duration":"1s","maxInFlight":100}`, 100, 3},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			// Five streams at once, and the 5th request is a connection's
			// last (a GOAWAY naming it, then its answer): streams the
			// client opened meanwhile are not processed and go out again
			// on the next connection.
			s := startRawH2(t, h2LoopTLS, []http2.Setting{{ID: http2.SettingMaxConcurrentStreams, Val: 5}}, func(rc *rawConn, id uint32, _ string, _ []byte, n int) {
				switch {
				case n == 5:
					rc.last = id
					_ = rc.fr.WriteGoAway(id, http2.ErrCodeNo, nil)
					rc.respond(id, 200, "hello")
					rc.closeAfter(500 * time.Millisecond) // a grace far longer than the client takes to read what came before
				case n < 5:
					rc.respond(id, 200, "hello")
				}
			})
			plan := mustPlan(t, c.plan)
			req := h2Request(s.url+"/", false, 5*time.Second)
			loopPath(t, plan, req, true, 0)
			out := Run(t.Context(), plan, req, Settings{}, Hooks{})
			r := out.Report
			if out.Status != StatusCompleted || r.Requests+r.Dropped != c.want || r.Status["200"] != r.Requests || r.Errors != 0 {
				t.Fatalf("status %s (%s): %d requests + %d dropped, status %v, codes %v; want %d × 200", out.Status, out.Reason, r.Requests, r.Dropped, r.Status, r.ErrorCodes, c.want)
			}
			conns, resumed := s.conns.Load(), s.resumed.Load()
			if conns < r.Requests/5 || conns-resumed > c.maxFull {
				t.Fatalf("%d connections, %d resumed: %d full handshakes, want at most %d", conns, resumed, conns-resumed, c.maxFull)
			}
		})
	}
}

// An abortOnFail threshold ends an open-loop run Failed while it runs,
// on every open-loop path (the closed loops' are in the paths' own
// tests): at the first tick that saw a completed request, which a
// loaded machine may delay (handshakes under the race detector), not at
// the end of the minute the run is planned for.
func TestMatrixOpenLoopThresholdsAbort(t *testing.T) {
	h1 := startTarget(t)
	tls1 := startTLSTarget(t)
	failing := func(rc *rawConn, id uint32, _ string, _ []byte, _ int) { rc.respond(id, 500, "no") }
	h2c := startRawH2(t, h2LoopCleartext, nil, failing)
	h2tls := startRawH2(t, h2LoopTLS, nil, failing)
	// A minute's run: one that failed only at its end would take four
	// times promptBound after its first judged tick.
	const open = `"mode":"constant_rps","targetRps":200,"duration":"60s","maxInFlight":200,"thresholds":[{"metric":"errorRate","op":"<","value":0.1,"abortOnFail":true},"p99<10000"]`
	// Requests that outlast a loaded machine's handshakes: each is a 500
	// or cut off by the abort, none a timeout.
	patient := func(req sender.Request) sender.Request { req.Timeout = 30 * time.Second; return req }
	for _, c := range []struct {
		name, extra string
		req         sender.Request
		h2          bool
		loops       int
	}{
		{"pipelined", `,"pipeline":8`, patient(getRequest(h1.url + "/status/500")), false, 1},
		{"2 loops", `,"workers":2`, patient(getRequest(h1.url + "/status/500")), false, 2},
		{"https", ``, patient(tlsRequest(tls1.url + "/status/500")), false, 1},
		{"https pipelined on 2 loops", `,"pipeline":4,"workers":2`, patient(tlsRequest(tls1.url + "/status/500")), false, 2},
		{"h2c", ``, h2Request(h2c.url+"/", false, 30*time.Second), true, 0},
		{"h2 over TLS", ``, h2Request(h2tls.url+"/", false, 30*time.Second), true, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			plan := mustPlan(t, `{`+open+c.extra+`}`)
			loopPath(t, plan, c.req, c.h2, c.loops)
			// When the first tick that saw a completed request (the first
			// the threshold is judged at) was delivered, and its number.
			var judged, judgedSeq atomic.Int64
			h := Hooks{Tick: func(tk metrics.Tick) {
				if tk.TotalRequests > 0 && judged.Load() == 0 {
					judgedSeq.Store(tk.Seq)
					judged.Store(time.Now().UnixNano())
				}
			}}
			began := time.Now()
			out := Run(t.Context(), plan, c.req, Settings{}, h)
			if out.Status != StatusFailed || !strings.Contains(out.Reason, "errorRate<0.1") || judged.Load() == 0 {
				t.Fatalf("status %s reason %q after %s (judged first at tick %d); want Failed naming errorRate<0.1", out.Status, out.Reason, time.Since(began), judgedSeq.Load())
			}
			if after, took := time.Since(time.Unix(0, judged.Load())), time.Since(began); after > promptBound || took > plan.Duration*3/4 {
				t.Fatalf("the run ended %s after tick %d, the first that saw a request, %s after it began: want it to end at that tick, long before its minute", after, judgedSeq.Load(), took)
			}
			r := out.Report
			if th := r.Thresholds; len(th) != 2 || th[0].Passed || th[0].Actual < 0.99 || !th[1].Passed {
				t.Fatalf("thresholds %+v", th)
			}
			if r.Requests == 0 || r.Status["500"]+r.ErrorCodes["INCOMPLETE"] != r.Requests {
				t.Fatalf("%d requests, status %v, codes %v; want the 500s and the sends the abort cut off", r.Requests, r.Status, r.ErrorCodes)
			}
		})
	}
}

// A target that drops connections with requests in flight: those count
// CONNECTION_RESET, the others are answered, and every send or
// iteration is counted exactly once, on the paths whose own tests do not
// reset connections.
func TestMatrixHalfResetTarget(t *testing.T) {
	t.Run("2 loops, closed", func(t *testing.T) {
		t.Parallel()
		tg := startTarget(t)
		plan := mustPlan(t, `{"mode":"iterations","iterations":600,"concurrency":10,"workers":2}`)
		req := getRequest(tg.url + "/half-reset")
		loopPath(t, plan, req, false, 2)
		out := Run(t.Context(), plan, req, Settings{}, Hooks{})
		r := out.Report
		if out.Status != StatusCompleted || r.Requests != 600 || r.Errors == 0 || r.ErrorCodes["CONNECTION_RESET"] != r.Errors || r.Status["200"]+r.Errors != 600 {
			t.Fatalf("status %s (%s): %d requests, status %v, codes %v; want 600 with the resets counted", out.Status, out.Reason, r.Requests, r.Status, r.ErrorCodes)
		}
	})
	t.Run("https pipelined open loop", func(t *testing.T) {
		t.Parallel()
		tg := startTLSTarget(t)
		plan := mustPlan(t, `{"mode":"constant_rps","targetRps":200,"duration":"1s","maxInFlight":200,"pipeline":4}`)
		req := tlsRequest(tg.url + "/half-reset")
		loopPath(t, plan, req, false, 1)
		out := Run(t.Context(), plan, req, Settings{}, Hooks{})
		r := out.Report
		if out.Status != StatusCompleted || r.Requests+r.Dropped != 200 || r.Errors == 0 || r.ErrorCodes["CONNECTION_RESET"] != r.Errors || r.Status["200"]+r.Errors != r.Requests {
			t.Fatalf("status %s (%s): %d requests + %d dropped, status %v, codes %v; want 200 sends with the resets counted", out.Status, out.Reason, r.Requests, r.Dropped, r.Status, r.ErrorCodes)
		}
	})
	eachTr := []h2Transport{h2LoopCleartext, h2LoopTLS}
	for _, tr := range eachTr {
		t.Run(tr.name+" open loop", func(t *testing.T) {
			t.Parallel()
			// Every connection is closed at its 10th stream, that one (and
			// any other in flight) unanswered, without a GOAWAY: the open
			// loop goes on over new connections.
			var drops atomic.Int64
			s := startRawH2(t, tr, []http2.Setting{{ID: http2.SettingMaxConcurrentStreams, Val: 5}}, func(rc *rawConn, id uint32, _ string, _ []byte, n int) {
				if n == 10 {
					drops.Add(1)
					_ = rc.c.Close()
					return
				}
				rc.respond(id, 200, "hello")
			})
			plan := mustPlan(t, `{"mode":"constant_rps","targetRps":400,"duration":"1s","maxInFlight":400}`)
			req := h2Request(s.url+"/", false, 5*time.Second)
			loopPath(t, plan, req, true, 0)
			out := Run(t.Context(), plan, req, Settings{}, Hooks{})
			r := out.Report
			if out.Status != StatusCompleted || r.Requests+r.Dropped != 400 || r.Errors == 0 || r.ErrorCodes["CONNECTION_RESET"] != r.Errors || r.Status["200"]+r.Errors != r.Requests {
				t.Fatalf("status %s (%s): %d requests + %d dropped, status %v, codes %v; want 400 sends with the resets counted", out.Status, out.Reason, r.Requests, r.Dropped, r.Status, r.ErrorCodes)
			}
			if d := drops.Load(); d < 10 || r.Errors < d || r.Errors > 5*d {
				t.Fatalf("%d errors for %d dropped connections of at most 5 streams", r.Errors, d)
			}
		})
	}
}

// Timeouts and stops on the paths whose own tests have none: a request
// past its timeout counts TIMEOUT at its timeout, not at the target's
// answer a minute later, and a stop ends the run Stopped at once with
// every request in flight counted INCOMPLETE.
func TestMatrixTimeoutsAndStops(t *testing.T) {
	for _, c := range []struct {
		name, plan string
		tls        bool
		loops      int
		want       int64
	}{
		{"2 loops, open", `{"mode":"constant_rps","targetRps":40,"duration":"1s","maxInFlight":100,"workers":2}`, false, 2, 40},
		{"https pipelined closed loop", `{"mode":"iterations","iterations":8,"concurrency":2,"pipeline":4}`, true, 1, 8},
		{"https pipelined open loop", `{"mode":"constant_rps","targetRps":40,"duration":"1s","maxInFlight":100,"pipeline":4}`, true, 1, 40},
		{"https on 2 loops, closed", `{"mode":"iterations","iterations":6,"concurrency":3,"workers":2}`, true, 2, 6},
		{"timing breakdown, closed", `{"mode":"iterations","iterations":6,"concurrency":3,"saveTimingBreakdown":true}`, false, 1, 6},
		{"timing breakdown, open", `{"mode":"constant_rps","targetRps":40,"duration":"1s","maxInFlight":100,"saveTimingBreakdown":true}`, false, 1, 40},
	} {
		t.Run("timeout/"+c.name, func(t *testing.T) {
			t.Parallel()
			_, req := matrixTarget(t, c.tls, slowPath)
			req.Timeout = 200 * time.Millisecond
			plan := mustPlan(t, c.plan)
			loopPath(t, plan, req, false, c.loops)
			began := time.Now()
			out := Run(t.Context(), plan, req, Settings{}, Hooks{})
			if r := out.Report; out.Status != StatusCompleted || r.Requests != c.want || r.ErrorCodes["TIMEOUT"] != c.want {
				t.Fatalf("status %s (%s): %d requests, codes %v; want %d timeouts", out.Status, out.Reason, r.Requests, r.ErrorCodes, c.want)
			}
			if d := time.Since(began); d > promptBound {
				t.Fatalf("the run took %v: a request ends at its 200 ms timeout, not the target's minute", d)
			}
		})
	}
	for _, c := range []struct {
		name, plan string
		tls        bool
		loops      int
	}{
		{"https pipelined open loop", `{"mode":"constant_rps","targetRps":200,"duration":"30s","pipeline":8}`, true, 1},
		{"https on 2 loops, open", `{"mode":"constant_rps","targetRps":200,"duration":"30s","workers":2}`, true, 2},
		{"https on 2 loops, closed", `{"mode":"constant_concurrency","concurrency":10,"duration":"30s","workers":2}`, true, 2},
		{"timing breakdown, open", `{"mode":"constant_rps","targetRps":200,"duration":"30s","saveTimingBreakdown":true}`, false, 1},
		{"timing breakdown, closed", `{"mode":"constant_concurrency","concurrency":10,"duration":"30s","saveTimingBreakdown":true}`, false, 1},
	} {
		t.Run("stop/"+c.name, func(t *testing.T) {
			t.Parallel()
			tg, req := matrixTarget(t, c.tls, slowPath)
			plan := mustPlan(t, c.plan)
			loopPath(t, plan, req, false, c.loops)
			// A stop is a cancel once requests are in flight at the target.
			ctx, stopped := stopOnceSeen(t, tg, 10)
			out := Run(ctx, plan, stopRequest(req), Settings{}, Hooks{})
			took := time.Since(stopped())
			if r := out.Report; out.Status != StatusStopped || r.Requests < 10 || r.ErrorCodes["INCOMPLETE"] != r.Requests {
				t.Fatalf("status %s: %d requests, codes %v; want Stopped with the requests cut off counted INCOMPLETE", out.Status, r.Requests, r.ErrorCodes)
			}
			if took > promptBound {
				t.Fatalf("the stop took %v: it must not wait for the requests in flight", took)
			}
		})
	}
}

// Exact counts where the paths' own tests check only that nothing
// failed: saveTimingBreakdown over several loops and pipelined, and
// HTTPS pipelined in the open loop, each send seen once by the target.
func TestMatrixExactCounts(t *testing.T) {
	for _, c := range []struct {
		name, plan string
		tls        bool
		loops      int
	}{
		{"timing breakdown on 2 loops", `{"mode":"iterations","iterations":1001,"concurrency":5,"workers":2,"saveTimingBreakdown":true}`, false, 2},
		{"timing breakdown pipelined", `{"mode":"iterations","iterations":1001,"concurrency":3,"pipeline":8,"saveTimingBreakdown":true}`, false, 1},
		{"timing breakdown, open loop on 2 loops", `{"mode":"constant_rps","targetRps":500,"duration":"1s","maxInFlight":500,"workers":2,"saveTimingBreakdown":true}`, false, 2},
		{"https pipelined open loop", `{"mode":"constant_rps","targetRps":1000,"duration":"1s","maxInFlight":1000,"pipeline":8}`, true, 1},
		{"https pipelined on 2 loops, open", `{"mode":"constant_rps","targetRps":1000,"duration":"1s","maxInFlight":1000,"pipeline":8,"workers":2}`, true, 2},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			tg, req := matrixTarget(t, c.tls, "/")
			plan := mustPlan(t, c.plan)
			loopPath(t, plan, req, false, c.loops)
			out := Run(t.Context(), plan, req, Settings{}, Hooks{})
			r := out.Report
			want := plan.Iterations + int64(plan.TargetRPS)
			if out.Status != StatusCompleted || r.Requests+r.Dropped != want || r.Errors != 0 || r.Status["200"] != r.Requests || tg.requests.Load() != r.Requests || r.Requests < want/2 {
				t.Fatalf("status %s (%s): %d requests + %d dropped (the target saw %d), codes %v; want %d sends each seen once",
					out.Status, out.Reason, r.Requests, r.Dropped, tg.requests.Load(), r.ErrorCodes, want)
			}
			if plan.SaveTimingBreakdown {
				if ph := r.Phases; ph == nil || ph.TTFB.Max <= 0 || ph.Connect.Max <= 0 || ph.TTFB.Max > r.ServiceTime.Max {
					t.Fatalf("phases %+v, service time %+v", ph, r.ServiceTime)
				}
			}
		})
	}
}

// The ramp and the capacity steps on the paths whose own tests have
// neither: users added on time (ticks at 1 s, 2 s, 3 s) with a connection
// each, and a capacity run that breaks at its first step on a failing
// threshold.
func TestMatrixRampAndCapacity(t *testing.T) {
	for _, c := range []struct {
		name  string
		tls   bool
		extra string
		loops int
	}{
		{"https", true, ``, 1},
		{"https on 2 loops", true, `,"workers":2`, 2},
		{"timing breakdown", false, `,"saveTimingBreakdown":true`, 1},
	} {
		t.Run("ramp/"+c.name, func(t *testing.T) {
			t.Parallel()
			tg, req := matrixTarget(t, c.tls, "/delay?ms=1")
			plan := mustPlan(t, `{"mode":"ramp_up","startConcurrency":1,"concurrency":5,"rampUpDuration":"2s","duration":"3s"`+c.extra+`}`)
			loopPath(t, plan, req, false, c.loops)
			var col collected
			out := Run(t.Context(), plan, req, Settings{}, col.hooks())
			if out.Status != StatusCompleted || len(col.ticks) < 3 || out.Report.Errors != 0 {
				t.Fatalf("status %s (%s), %d ticks, codes %v", out.Status, out.Reason, len(col.ticks), out.Report.ErrorCodes)
			}
			if got := []int{col.ticks[0].Concurrency, col.ticks[1].Concurrency, col.ticks[2].Concurrency}; got[0] != 3 || got[1] != 5 || got[2] != 5 {
				t.Fatalf("concurrency at 1s, 2s, 3s = %v, want [3 5 5]", got)
			}
			if n := tg.conns.Load(); n != 5 {
				t.Fatalf("%d connections, want 5 (one per user)", n)
			}
		})
	}
	h2c := startRawH2(t, h2LoopCleartext, nil, func(rc *rawConn, id uint32, _ string, _ []byte, _ int) { rc.respond(id, 500, "no") })
	h2tls := startRawH2(t, h2LoopTLS, nil, func(rc *rawConn, id uint32, _ string, _ []byte, _ int) { rc.respond(id, 500, "no") })
	tls1 := startTLSTarget(t)
	for _, c := range []struct {
		name  string
		req   sender.Request
		h2    bool
		extra string
		loops int
	}{
		{"https", tlsRequest(tls1.url + "/status/500"), false, ``, 1},
		{"https pipelined on 2 loops", tlsRequest(tls1.url + "/status/500"), false, `,"pipeline":4,"workers":2`, 2},
		{"h2c", h2Request(h2c.url+"/", false, 5*time.Second), true, ``, 0},
		{"h2 over TLS", h2Request(h2tls.url+"/", false, 5*time.Second), true, ``, 0},
	} {
		t.Run("capacity/"+c.name, func(t *testing.T) {
			t.Parallel()
			plan := mustPlan(t, `{"mode":"capacity","startConcurrency":2,"stepConcurrency":2,"concurrency":20,"stepDuration":"1s","duration":"10s","thresholds":["errorRate<0.5"]`+c.extra+`}`)
			loopPath(t, plan, c.req, c.h2, c.loops)
			var col collected
			out := Run(t.Context(), plan, c.req, Settings{}, col.hooks())
			cp := out.Report.Capacity
			if cp == nil || cp.BrokeAtStep != 1 || !strings.Contains(cp.BrokeReason, "errorRate") || cp.MaxSustainableStep != 0 || len(cp.Steps) != 1 || len(col.steps) != 1 {
				t.Fatalf("status %s (%s), capacity %+v, %d step events: the first step breaks on its threshold", out.Status, out.Reason, cp, len(col.steps))
			}
		})
	}
}

// saveTimingBreakdown over https times the handshake: the TLS phase is
// measured on the connections the run opened (full and resumed), every
// request counted once, on the event loop.
func TestMatrixTimingBreakdownOverHTTPS(t *testing.T) {
	for _, plan := range []string{
		`{"mode":"iterations","iterations":200,"concurrency":4,"saveTimingBreakdown":true}`,
		`{"mode":"constant_rps","targetRps":200,"duration":"1s","maxInFlight":200,"saveTimingBreakdown":true}`,
	} {
		t.Run(plan[9:21], func(t *testing.T) {
			t.Parallel()
			tg := startTLSTarget(t)
			p := mustPlan(t, plan)
			out := Run(t.Context(), p, tlsRequest(tg.url+"/close"), Settings{}, Hooks{})
			r, ph := out.Report, out.Report.Phases
			if out.Status != StatusCompleted || r.Errors != 0 || r.Requests+r.Dropped != 200 || tg.requests.Load() != r.Requests || ph == nil {
				t.Fatalf("status %s (%s): %d requests + %d dropped (the target saw %d), codes %v, phases %+v", out.Status, out.Reason, r.Requests, r.Dropped, tg.requests.Load(), r.ErrorCodes, ph)
			}
			if ph.TLS.Max <= 0 || ph.Connect.Max <= 0 || ph.TTFB.Max <= 0 || ph.TLS.Max > r.ServiceTime.Max {
				t.Fatalf("phases %+v, service time %+v: want the handshake timed", ph, r.ServiceTime)
			}
		})
	}
}
