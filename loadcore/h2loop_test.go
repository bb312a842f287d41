package loadcore

import (
	"context"
	"net"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"golang.org/x/net/http2"

	"github.com/svc-engine/svc-engine/sender"
)

// A stop cuts the streams in flight off at once: each counts, as
// INCOMPLETE, and the run ends Stopped within moments.
func TestH2Stop(t *testing.T) {
	t.Parallel()
	eachH2Transport(t, func(t *testing.T, tr h2Transport) {
		s := startRawH2(t, tr, nil, func(*rawConn, uint32, string, []byte, int) {}) // never answers
		ctx, cancel := context.WithCancel(t.Context())
		defer cancel()
		go func() {
			// Cancel once every user's stream is open at the server.
			for s.requests.Load() < 20 && ctx.Err() == nil {
				time.Sleep(time.Millisecond)
			}
			cancel()
		}()
		began := time.Now()
		out := Run(ctx, mustPlan(t, `{"mode":"constant_concurrency","concurrency":20,"duration":"30s"}`),
			sender.Request{Method: "GET", URL: s.url + "/", HTTPVersion: "http2", Timeout: 10 * time.Second}, Settings{H2Transport: tr.setting}, Hooks{})
		if r := out.Report; out.Status != StatusStopped || r.Requests != 20 || r.ErrorCodes["INCOMPLETE"] != 20 {
			t.Fatalf("status %s: %d requests, errors %v; want Stopped with the 20 streams in flight counted INCOMPLETE", out.Status, r.Requests, r.ErrorCodes)
		}
		if d := time.Since(began); d > 3*time.Second {
			t.Fatalf("the stop took %v", d)
		}
	})
}

// An abortOnFail threshold ends the run Failed while it runs.
func TestH2ThresholdAborts(t *testing.T) {
	t.Parallel()
	eachH2Transport(t, func(t *testing.T, tr h2Transport) {
		s := startRawH2(t, tr, nil, func(rc *rawConn, id uint32, _ string, _ []byte, _ int) { rc.respond(id, 500, "no") })
		began := time.Now()
		out := rawRun(t, s.url+"/", `{"mode":"constant_concurrency","concurrency":10,"duration":"30s","thresholds":[{"metric":"errorRate","op":"<","value":0.1,"abortOnFail":true}]}`, nil, 5*time.Second, tr)
		if out.Status != StatusFailed || !strings.Contains(out.Reason, "errorRate<0.1") || time.Since(began) > 5*time.Second {
			t.Fatalf("status %s reason %q after %s; want Failed naming errorRate<0.1 within seconds", out.Status, out.Reason, time.Since(began))
		}
		if r := out.Report; r.Status["500"] == 0 || r.Status["500"] != r.Requests-r.ErrorCodes["INCOMPLETE"] {
			t.Fatalf("status %v errors %v", r.Status, r.ErrorCodes)
		}
	})
}

// A target that drops every other connection after a few requests, with
// streams in flight (no GOAWAY): those streams fail CONNECTION_RESET,
// their users go on over the other connections or new ones, and the
// iteration count stays exact.
func TestH2HalfReset(t *testing.T) {
	t.Parallel()
	eachH2Transport(t, func(t *testing.T, tr h2Transport) {
		var drops atomic.Int64
		s := startRawH2(t, tr, []http2.Setting{{ID: http2.SettingMaxConcurrentStreams, Val: 5}}, func(rc *rawConn, id uint32, _ string, _ []byte, n int) {
			if rc.n%2 == 0 && n == 10 {
				drops.Add(1)
				_ = rc.c.Close()
				return
			}
			rc.respond(id, 200, "hello")
		})
		out := rawRun(t, s.url+"/", `{"mode":"iterations","iterations":400,"concurrency":10}`, nil, 5*time.Second, tr)
		r := out.Report
		if out.Status != StatusCompleted || r.Requests != 400 || r.Errors == 0 || r.ErrorCodes["CONNECTION_RESET"] != r.Errors || r.Status["200"]+r.Errors != 400 {
			t.Fatalf("status %s: %d requests, status %v, errors %v; want 400 with the resets counted", out.Status, r.Requests, r.Status, r.ErrorCodes)
		}
		if drops.Load() == 0 || r.Errors > 5*drops.Load() {
			t.Fatalf("%d errors for %d dropped connections of at most 5 streams", r.Errors, drops.Load())
		}
	})
}

// A target that refuses connections: every request fails
// CONNECTION_FAILED, the users go on, the count stays exact.
func TestH2ConnectionRefused(t *testing.T) {
	t.Parallel()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	refused := ln.Addr().String()
	if err := ln.Close(); err != nil { // the port refuses from here on
		t.Fatal(err)
	}
	eachH2Transport(t, func(t *testing.T, tr h2Transport) {
		scheme := "http://"
		if tr.tls {
			scheme = "https://"
		}
		out := rawRun(t, scheme+refused+"/", `{"mode":"iterations","iterations":30,"concurrency":3}`, nil, 5*time.Second, tr)
		if r := out.Report; out.Status != StatusCompleted || r.Requests != 30 || r.ErrorCodes["CONNECTION_FAILED"] != 30 {
			t.Fatalf("status %s: %d requests, codes %v; want 30 failed connects", out.Status, r.Requests, r.ErrorCodes)
		}
	})
}

// Users added by a ramp and held: they share the connections up to the
// server's stream limit, with no error.
func TestH2Ramp(t *testing.T) {
	t.Parallel()
	eachH2Transport(t, func(t *testing.T, tr h2Transport) {
		s := startRawH2(t, tr, []http2.Setting{{ID: http2.SettingMaxConcurrentStreams, Val: 4}}, func(rc *rawConn, id uint32, _ string, _ []byte, _ int) {
			rc.respond(id, 200, "hello")
		})
		out := rawRun(t, s.url+"/", `{"mode":"ramp_up","startConcurrency":1,"concurrency":12,"rampUpDuration":"500ms","duration":"1s"}`, nil, 5*time.Second, tr)
		if r := out.Report; out.Status != StatusCompleted || r.Requests == 0 || r.Errors != 0 || r.Status["200"] != r.Requests {
			t.Fatalf("status %s (%s): status %v errors %v", out.Status, out.Reason, r.Status, r.ErrorCodes)
		}
		if m := s.maxOpen.Load(); m > 4 {
			t.Fatalf("%d streams open at once on a connection limited to 4", m)
		}
		if n := s.conns.Load(); n < 3 {
			t.Fatalf("%d connections for 12 users at 4 streams each, want at least 3", n)
		}
	})
}

// The open loop over HTTP/2: every send is released, answered or timed
// out, and counted once, through GOAWAYs (sent again elsewhere) and
// streams that never get an answer.
func TestH2OpenLoop(t *testing.T) {
	t.Parallel()
	eachH2Transport(t, func(t *testing.T, tr h2Transport) {
		s := startRawH2(t, tr, nil, func(rc *rawConn, id uint32, path string, _ []byte, n int) {
			switch {
			case path == "/hang":
			case n == 40:
				rc.last = id - 2
				_ = rc.fr.WriteGoAway(rc.last, http2.ErrCodeNo, nil)
				rc.closeAfter(500 * time.Millisecond) // a grace far longer than the client takes to read what came before
			case n > 40:
			default:
				rc.respond(id, 200, "hello")
			}
		})
		out := rawRun(t, s.url+"/", `{"mode":"constant_rps","targetRps":400,"duration":"1s","maxInFlight":400}`, nil, 5*time.Second, tr)
		if r := out.Report; out.Status != StatusCompleted || r.Requests != 400 || r.Status["200"] != 400 || r.Dropped != 0 {
			t.Fatalf("status %s (%s): %d requests, status %v, errors %v, dropped %d; want 400 × 200", out.Status, out.Reason, r.Requests, r.Status, r.ErrorCodes, r.Dropped)
		}
		if n := s.answered.Load(); n != 400 {
			t.Fatalf("the server answered %d requests, want exactly 400", n)
		}
		began := time.Now()
		out = rawRun(t, s.url+"/hang", `{"mode":"constant_rps","targetRps":50,"duration":"1s","maxInFlight":100}`, nil, 200*time.Millisecond, tr)
		if r := out.Report; out.Status != StatusCompleted || r.Requests != 50 || r.ErrorCodes["TIMEOUT"] != 50 {
			t.Fatalf("status %s: %d requests, codes %v; want 50 timeouts", out.Status, r.Requests, r.ErrorCodes)
		}
		if d := time.Since(began); d > 3*time.Second {
			t.Fatalf("the run took %v: a timed-out request ends at its timeout", d)
		}
		// A stop: every send in flight counts, as INCOMPLETE.
		ctx, cancel := context.WithTimeout(t.Context(), 300*time.Millisecond)
		defer cancel()
		began = time.Now()
		out = Run(ctx, mustPlan(t, `{"mode":"constant_rps","targetRps":200,"duration":"30s"}`),
			sender.Request{Method: "GET", URL: s.url + "/hang", HTTPVersion: "http2", Timeout: 10 * time.Second}, Settings{H2Transport: tr.setting}, Hooks{})
		if r := out.Report; out.Status != StatusStopped || r.Requests == 0 || r.ErrorCodes["INCOMPLETE"] != r.Requests {
			t.Fatalf("status %s: %d requests, errors %v; want Stopped with the sends in flight counted INCOMPLETE", out.Status, r.Requests, r.ErrorCodes)
		}
		if d := time.Since(began); d > 3*time.Second {
			t.Fatalf("the stop took %v", d)
		}
	})
}

// A burst of streams far larger than what a server serves per connection
// before its GOAWAY: each GOAWAY shows the server processed streams, so
// the tail of the burst goes out again as often as it takes (a load spike
// or a starved client makes such bursts) and every request is answered.
func TestH2GoAwayBurst(t *testing.T) {
	t.Parallel()
	eachH2Transport(t, func(t *testing.T, tr h2Transport) {
		const perConn, burst = 2, 40 // the last of the burst needs burst/perConn attempts, > h2MaxRetries+1
		s := startRawH2(t, tr, nil, func(rc *rawConn, id uint32, _ string, _ []byte, n int) {
			switch {
			case n == perConn+1:
				rc.last = id - 2
				_ = rc.fr.WriteGoAway(rc.last, http2.ErrCodeNo, nil)
			case n > perConn+1:
			default:
				rc.respond(id, 200, "hello")
			}
		})
		out := rawRun(t, s.url+"/", `{"mode":"iterations","iterations":40,"concurrency":40}`, nil, 10*time.Second, tr)
		if r := out.Report; out.Status != StatusCompleted || r.Requests != burst || r.Status["200"] != burst {
			t.Fatalf("status %s: %d requests, status %v, errors %v; want %d × 200", out.Status, r.Requests, r.Status, r.ErrorCodes, burst)
		}
		if n := s.answered.Load(); n != burst {
			t.Fatalf("the server answered %d requests, want exactly %d", n, burst)
		}
	})
}
