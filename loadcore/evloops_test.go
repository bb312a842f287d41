//go:build linux

package loadcore

import (
	"context"
	"net"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/svc-engine/svc-engine/metrics"
	"github.com/svc-engine/svc-engine/sender"
	"github.com/svc-engine/svc-engine/sender/sendertest"
)

// A run's virtual users are partitioned over its loops: every user below
// the limit belongs to exactly one loop, as share and user agree.
func TestEventLoopsPartitionTheUsers(t *testing.T) {
	t.Parallel()
	for n := 1; n <= 5; n++ {
		for users := int64(0); users <= 23; users++ {
			seen := map[int64]int{}
			total := 0
			for k := range n {
				l := &evLoop{k: k, n: n}
				m := l.share(users)
				total += m
				for i := range m {
					u := l.user(&evConn{idx: int32(i)})
					if u >= users {
						t.Fatalf("n %d users %d: loop %d's user %d is past the limit", n, users, k, u)
					}
					seen[u]++
				}
			}
			if total != int(users) || len(seen) != int(users) {
				t.Fatalf("n %d users %d: the loops hold %d users, %d distinct", n, users, total, len(seen))
			}
		}
	}
}

func TestEventLoopCount(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		plan  string
		procs int
		want  int
	}{
		{`{"mode":"constant_rps","targetRps":1000,"duration":"1s"}`, 8, 1},
		{`{"mode":"constant_rps","targetRps":1000,"duration":"1s","workers":4}`, 8, 4},
		{`{"mode":"constant_rps","targetRps":1000,"duration":"1s","workers":4}`, 2, 2},
		{`{"mode":"constant_rps","targetRps":1000,"duration":"1s","workers":4}`, 1, 1},
		{`{"mode":"constant_rps","targetRps":1000,"duration":"1s","maxInFlight":2,"workers":4}`, 8, 2},
		{`{"mode":"constant_concurrency","concurrency":3,"workers":8}`, 8, 3},
		{`{"mode":"ramp_up","startConcurrency":6,"concurrency":2,"rampUpDuration":"1s","workers":8}`, 8, 6},
		{`{"mode":"iterations","iterations":2,"concurrency":50,"workers":8}`, 8, 2},
	} {
		p := mustPlan(t, c.plan)
		if got := evLoopCount(p, modeOf(p.Mode).open(), c.procs); got != c.want {
			t.Errorf("%s on %d Ps: %d loops, want %d", c.plan, c.procs, got, c.want)
		}
	}
	// A run makes as many as evLoopCount says, each knowing its place.
	tg := startTarget(t)
	p := mustPlan(t, `{"mode":"constant_concurrency","concurrency":8,"workers":8}`)
	tgt, err := prepare(t.Context(), p, getRequest(tg.url+"/"), Settings{})
	if err != nil {
		t.Fatal(err)
	}
	e := newExecution(t.Context(), p, tgt, Settings{Now: time.Now})
	defer e.cancel()
	loops := newEvLoops(e)
	if want := evLoopCount(p, false, runtime.GOMAXPROCS(0)); len(loops) != want {
		t.Errorf("%d loops, want %d", len(loops), want)
	}
	for k, l := range loops {
		if l.k != k || l.n != len(loops) {
			t.Errorf("loop %d says %d of %d", k, l.k, l.n)
		}
		l.shutdown()
	}
}

// Every round-one guarantee holds with the run spread over several loops:
// the exact number of sends and iterations, one connection per user, the
// ramp, the stop, timeouts, resets and aborting thresholds.
func TestEventLoopsKeepTheRunExact(t *testing.T) {
	t.Parallel()
	tg := startTarget(t)
	t.Run("open loop", func(t *testing.T) {
		t.Parallel()
		own := startTarget(t)
		var col collected
		out := Run(t.Context(), mustPlan(t, `{"mode":"constant_rps","targetRps":3000,"duration":"1s","maxInFlight":600,"workers":3}`),
			getRequest(own.url+"/"), Settings{}, col.hooks())
		r := out.Report
		// Each loop releases its third of the schedule: every send once.
		if out.Status != StatusCompleted || r.Requests+r.Dropped != 3000 || r.Errors != 0 || own.requests.Load() != r.Requests {
			t.Fatalf("status %s (%s): %d requests + %d dropped (the target saw %d), errors %v; want 3000 sends",
				out.Status, out.Reason, r.Requests, r.Dropped, own.requests.Load(), r.ErrorCodes)
		}
		// Drops are a loaded machine's (the target shares it); the
		// sends are exact whatever they are.
		if r.Requests < 300 {
			t.Fatalf("%d of 3000 sends dropped with 600 allowed in flight", r.Dropped)
		}
		if r.Lag == nil || r.Lag.Max < 0 || r.Late > r.Requests {
			t.Fatalf("lag %+v late %d", r.Lag, r.Late)
		}
		var sum int64
		for _, tk := range col.ticks {
			sum += tk.Requests
		}
		if sum != r.Requests {
			t.Fatalf("ticks add up to %d, the report has %d", sum, r.Requests)
		}
	})
	for _, c := range []struct{ name, plan, path string }{
		{"iterations", `{"mode":"iterations","iterations":10007,"concurrency":13,"workers":4}`, "/"},
		// Answers slow enough that no loop claims every batch before the
		// last loop's users start.
		{"pipelined iterations", `{"mode":"iterations","iterations":1001,"concurrency":5,"pipeline":16,"workers":3}`, "/delay?ms=1"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			own := startTarget(t)
			p := mustPlan(t, c.plan)
			out := Run(t.Context(), p, getRequest(own.url+c.path), Settings{}, Hooks{})
			r := out.Report
			if out.Status != StatusCompleted || r.Requests != p.Iterations || r.Errors != 0 || own.requests.Load() != p.Iterations {
				t.Fatalf("status %s (%s): %d requests (the target saw %d), errors %v; want %d", out.Status, out.Reason, r.Requests, own.requests.Load(), r.ErrorCodes, p.Iterations)
			}
			if n := own.conns.Load(); n != int64(p.Concurrency) {
				t.Fatalf("the target saw %d connections, want one per virtual user (%d)", n, p.Concurrency)
			}
		})
	}
	t.Run("ramp", func(t *testing.T) {
		t.Parallel()
		own := startTarget(t)
		var col collected
		out := Run(t.Context(), mustPlan(t, `{"mode":"ramp_up","startConcurrency":1,"concurrency":5,"rampUpDuration":"2s","duration":"3s","workers":3}`),
			getRequest(own.url+"/delay?ms=1"), Settings{}, col.hooks())
		if out.Status != StatusCompleted || len(col.ticks) < 3 || out.Report.Errors != 0 {
			t.Fatalf("status %s, %d ticks, errors %v", out.Status, len(col.ticks), out.Report.ErrorCodes)
		}
		if got := []int{col.ticks[0].Concurrency, col.ticks[1].Concurrency, col.ticks[2].Concurrency}; got[0] != 3 || got[1] != 5 || got[2] != 5 {
			t.Fatalf("concurrency at 1s, 2s, 3s = %v, want [3 5 5]", got)
		}
		if n := own.conns.Load(); n != 5 {
			t.Fatalf("%d connections, want 5", n)
		}
	})
	t.Run("stop", func(t *testing.T) {
		t.Parallel()
		// A stop once every user's request is in flight at the target,
		// which holds it a minute: all 6 cut off, counted INCOMPLETE.
		own := startTarget(t)
		ctx, stopped := stopOnceSeen(t, own, 6)
		out := Run(ctx, mustPlan(t, `{"mode":"constant_concurrency","concurrency":6,"duration":"30s","workers":3}`), stopRequest(getRequest(own.url+slowPath)), Settings{}, Hooks{})
		if r := out.Report; out.Status != StatusStopped || r.Requests != 6 || r.ErrorCodes["INCOMPLETE"] != 6 {
			t.Fatalf("status %s: %d requests, codes %v; want the 6 requests in flight counted INCOMPLETE", out.Status, r.Requests, r.ErrorCodes)
		}
		if d := time.Since(stopped()); d > promptBound {
			t.Fatalf("the stop took %v: it must not wait for the requests in flight", d)
		}
		paced := startTarget(t)
		ctx, stopped = stopOnceSeen(t, paced, 10)
		out = Run(ctx, mustPlan(t, `{"mode":"constant_rps","targetRps":1000,"duration":"30s","workers":2}`), stopRequest(getRequest(paced.url+slowPath)), Settings{}, Hooks{})
		if r := out.Report; out.Status != StatusStopped || r.Requests < 10 || r.Errors != r.Requests || r.ErrorCodes["INCOMPLETE"] != r.Requests {
			t.Fatalf("open loop: status %s: %d requests, codes %v; want Stopped with the requests cut off counted INCOMPLETE", out.Status, r.Requests, r.ErrorCodes)
		}
		if d := time.Since(stopped()); d > promptBound {
			t.Fatalf("open loop: the stop took %v", d)
		}
	})
	t.Run("timeouts", func(t *testing.T) {
		t.Parallel()
		req := getRequest(tg.url + "/delay?ms=3000")
		req.Timeout = 200 * time.Millisecond
		out := Run(t.Context(), mustPlan(t, `{"mode":"iterations","iterations":6,"concurrency":3,"workers":3}`), req, Settings{}, Hooks{})
		if r := out.Report; out.Status != StatusCompleted || r.Requests != 6 || r.ErrorCodes["TIMEOUT"] != 6 {
			t.Fatalf("status %s (%s): %d requests, codes %v; want 6 timeouts", out.Status, out.Reason, r.Requests, r.ErrorCodes)
		}
	})
	t.Run("half reset", func(t *testing.T) {
		t.Parallel()
		own := startTarget(t)
		out := Run(t.Context(), mustPlan(t, `{"mode":"constant_rps","targetRps":400,"duration":"1s","maxInFlight":400,"workers":2}`),
			getRequest(own.url+"/half-reset"), Settings{}, Hooks{})
		r := out.Report
		if out.Status != StatusCompleted || r.Requests != 400 || r.Errors == 0 || r.ErrorCodes["CONNECTION_RESET"] != r.Errors {
			t.Fatalf("status %s: %d requests, %d errors %v; want 400 with the resets counted", out.Status, r.Requests, r.Errors, r.ErrorCodes)
		}
	})
	t.Run("an aborting threshold", func(t *testing.T) {
		t.Parallel()
		began := time.Now()
		out := Run(t.Context(), mustPlan(t, `{"mode":"constant_concurrency","concurrency":4,"duration":"30s","workers":2,"thresholds":["errorRate<0.1!"]}`),
			getRequest(tg.url+"/status/500"), Settings{}, Hooks{})
		if out.Status != StatusFailed || !strings.Contains(out.Reason, "errorRate<0.1") || time.Since(began) > 10*time.Second {
			t.Fatalf("status %s reason %q after %s", out.Status, out.Reason, time.Since(began))
		}
	})
	t.Run("redirects", func(t *testing.T) {
		t.Parallel()
		h1 := sendertest.Start(t, sendertest.H1)
		// A timeout no loaded machine reaches (an open-loop burst of
		// four hops each ran past 5 s under the race detector at load 12):
		// every request is answered after its hops.
		req := sender.Request{Method: "GET", URL: h1.URL + "/redirect?n=3", Timeout: 30 * time.Second, FollowRedirects: true, MaxRedirects: 10}
		for _, plan := range []string{
			`{"mode":"iterations","iterations":40,"concurrency":4,"workers":2}`,
			`{"mode":"iterations","iterations":40,"concurrency":4,"pipeline":4,"workers":2}`,
			`{"mode":"constant_rps","targetRps":40,"duration":"1s","pipeline":4,"workers":2}`,
		} {
			out := Run(t.Context(), mustPlan(t, plan), req, Settings{}, Hooks{})
			if r := out.Report; out.Status != StatusCompleted || r.Requests != 40 || r.Status["200"] != 40 {
				t.Fatalf("%s: status %s (%s): %d requests, statuses %v codes %v; want 40 × 200 after their hops", plan, out.Status, out.Reason, r.Requests, r.Status, r.ErrorCodes)
			}
		}
	})
	t.Run("https", func(t *testing.T) {
		t.Parallel()
		own := startTLSTarget(t)
		for _, plan := range []string{
			`{"mode":"iterations","iterations":401,"concurrency":4,"workers":2}`,
			`{"mode":"iterations","iterations":401,"concurrency":4,"pipeline":8,"workers":2}`,
		} {
			before := own.requests.Load()
			out := Run(t.Context(), mustPlan(t, plan), tlsRequest(own.url+"/"), Settings{}, Hooks{})
			if r := out.Report; out.Status != StatusCompleted || r.Requests != 401 || r.Errors != 0 || own.requests.Load()-before != 401 {
				t.Fatalf("%s: status %s (%s): %d requests (the target saw %d), codes %v; want 401", plan, out.Status, out.Reason, r.Requests, own.requests.Load()-before, r.ErrorCodes)
			}
		}
		out := Run(t.Context(), mustPlan(t, `{"mode":"constant_rps","targetRps":400,"duration":"1s","maxInFlight":400,"workers":2}`), tlsRequest(own.url+"/"), Settings{}, Hooks{})
		// Every send counted once; on a loaded machine (or under the race
		// detector) some handshakes outlast the request's timeout.
		if r := out.Report; out.Status != StatusCompleted || r.Requests+r.Dropped != 400 || r.Status["200"] == 0 || r.Errors != r.ErrorCodes["TIMEOUT"] {
			t.Fatalf("open loop: status %s (%s): %d requests + %d dropped, statuses %v codes %v; want 400 sends", out.Status, out.Reason, r.Requests, r.Dropped, r.Status, r.ErrorCodes)
		}
	})
	t.Run("refused", func(t *testing.T) {
		t.Parallel()
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		refused := "http://" + ln.Addr().String() + "/"
		if err := ln.Close(); err != nil {
			t.Fatal(err)
		}
		out := Run(t.Context(), mustPlan(t, `{"mode":"iterations","iterations":40,"concurrency":4,"workers":2}`), getRequest(refused), Settings{}, Hooks{})
		if r := out.Report; out.Status != StatusCompleted || r.Requests != 40 || r.ErrorCodes[metrics.ErrConnectionFailed.Name()] != 40 {
			t.Fatalf("status %s (%s): %d requests, codes %v; want 40 failed connects", out.Status, out.Reason, r.Requests, r.ErrorCodes)
		}
	})
}

// saveTimingBreakdown runs on the event loop (and still on the
// goroutines), in the open and the closed loop, pipelined too: the connect
// is timed on the connections the run opened, the first byte comes after
// the target's delay, and nothing is timed for TLS on cleartext.
func TestTimingBreakdownOnEveryPath(t *testing.T) {
	t.Parallel()
	tg := startTarget(t)
	for _, tr := range openTransports {
		for _, c := range []struct{ name, plan string }{
			{"open loop", `{"mode":"constant_rps","targetRps":200,"duration":"1s","saveTimingBreakdown":true,"workers":2}`},
			{"closed loop", `{"mode":"iterations","iterations":60,"concurrency":3,"saveTimingBreakdown":true}`},
			{"pipelined", `{"mode":"iterations","iterations":64,"concurrency":2,"pipeline":4,"saveTimingBreakdown":true}`},
		} {
			t.Run(tr.name+"/"+c.name, func(t *testing.T) {
				t.Parallel()
				out := Run(t.Context(), mustPlan(t, c.plan), getRequest(tg.url+"/delay?ms=3"), Settings{H1Transport: tr.setting}, Hooks{})
				r, ph := out.Report, out.Report.Phases
				if out.Status != StatusCompleted || r.Errors != 0 || ph == nil {
					t.Fatalf("status %s (%s), errors %v, phases %+v", out.Status, out.Reason, r.ErrorCodes, ph)
				}
				if ph.TTFB.P50 < 3 || ph.TTFB.Max > r.ServiceTime.Max || ph.Connect.Max <= 0 || ph.Connect.Max > r.ServiceTime.Max ||
					ph.TLS.Max != 0 || ph.Download.Min < 0 || ph.Download.Max > r.ServiceTime.Max {
					t.Fatalf("phases %+v, service time %+v", ph, r.ServiceTime)
				}
			})
		}
	}
}

// With pipeline n the open loop writes the sends due at one wake-up n per
// connection in one write: every send still counted once with its own
// intended time, every failure of a batch counted per send.
func TestOpenLoopPipelining(t *testing.T) {
	t.Parallel()
	tg := startTarget(t)
	closing := closingTarget(t, "HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: close\r\n\r\nok")
	t.Run("exact", func(t *testing.T) {
		t.Parallel()
		own := startTarget(t)
		var col collected
		out := Run(t.Context(), mustPlan(t, `{"mode":"constant_rps","targetRps":10000,"duration":"1s","maxInFlight":2000,"pipeline":16,"workers":2}`),
			getRequest(own.url+"/"), Settings{}, col.hooks())
		r := out.Report
		// Drops are a loaded machine's (the target shares it): the sends
		// are exact whatever they are.
		if out.Status != StatusCompleted || r.Requests+r.Dropped != 10000 || r.Errors != 0 || own.requests.Load() != r.Requests || r.Requests < 1000 {
			t.Fatalf("status %s (%s): %d requests + %d dropped (the target saw %d), errors %v; want 10000 sends",
				out.Status, out.Reason, r.Requests, r.Dropped, own.requests.Load(), r.ErrorCodes)
		}
		if r.Lag == nil || r.Latency.Mean < r.ServiceTime.Mean {
			t.Fatalf("lag %+v latency %+v service %+v", r.Lag, r.Latency, r.ServiceTime)
		}
		var sum int64
		for _, tk := range col.ticks {
			sum += tk.Requests
		}
		if sum != r.Requests {
			t.Fatalf("ticks add up to %d, the report has %d", sum, r.Requests)
		}
	})
	for _, c := range []struct{ name, url string }{
		{"chunked", tg.url + "/chunked"},
		{"no content (204)", tg.url + "/status/204"},
		{"an error status (503)", tg.url + "/status/503"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			out := Run(t.Context(), mustPlan(t, `{"mode":"constant_rps","targetRps":2000,"duration":"1s","maxInFlight":2000,"pipeline":8}`), getRequest(c.url), Settings{}, Hooks{})
			r := out.Report
			if out.Status != StatusCompleted || r.Requests+r.Dropped != 2000 || r.Requests < 1000 || len(r.ErrorCodes) != 0 || r.BytesIn == 0 {
				t.Fatalf("status %s (%s): %d requests + %d dropped, codes %v status %v", out.Status, out.Reason, r.Requests, r.Dropped, r.ErrorCodes, r.Status)
			}
		})
	}
	t.Run("the server closes mid-batch", func(t *testing.T) {
		t.Parallel()
		out := Run(t.Context(), mustPlan(t, `{"mode":"constant_rps","targetRps":500,"duration":"1s","pipeline":8}`), getRequest(closing+"/"), Settings{}, Hooks{})
		r := out.Report
		if out.Status != StatusCompleted || r.Requests+r.Dropped != 500 || r.Status["200"] == 0 || r.Status["200"]+r.ErrorCodes["CONNECTION_RESET"] != r.Requests {
			t.Fatalf("status %s (%s): %d requests + %d dropped, codes %v statuses %v", out.Status, out.Reason, r.Requests, r.Dropped, r.ErrorCodes, r.Status)
		}
	})
	t.Run("timeouts", func(t *testing.T) {
		t.Parallel()
		req := getRequest(tg.url + "/delay?ms=3000")
		req.Timeout = 200 * time.Millisecond
		out := Run(t.Context(), mustPlan(t, `{"mode":"constant_rps","targetRps":50,"duration":"1s","maxInFlight":100,"pipeline":4}`), req, Settings{}, Hooks{})
		if r := out.Report; out.Status != StatusCompleted || r.Requests != 50 || r.ErrorCodes["TIMEOUT"] != 50 {
			t.Fatalf("status %s: %d requests, codes %v; want 50 timeouts", out.Status, r.Requests, r.ErrorCodes)
		}
	})
	t.Run("stop", func(t *testing.T) {
		t.Parallel()
		// 2 s: the open loop's warm-up (dials, buffers, one GC) comes
		// before its first send and has taken most of 500 ms on a
		// loaded machine, leaving nothing in flight to cut off.
		ctx, cancel := context.WithTimeout(t.Context(), 2*time.Second)
		defer cancel()
		out := Run(ctx, mustPlan(t, `{"mode":"constant_rps","targetRps":1000,"duration":"30s","pipeline":16}`), getRequest(tg.url+"/delay?ms=5000"), Settings{}, Hooks{})
		if r := out.Report; out.Status != StatusStopped || r.Requests == 0 || r.ErrorCodes["INCOMPLETE"] != r.Requests {
			t.Fatalf("status %s: %d requests, codes %v; want every request cut off as INCOMPLETE", out.Status, r.Requests, r.ErrorCodes)
		}
	})
}
