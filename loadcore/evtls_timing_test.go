//go:build linux

package loadcore

import (
	"testing"
	"time"

	"github.com/svc-engine/svc-engine/metrics"
)

// saveTimingBreakdown over HTTPS on the event loop (evtls_loop_linux.go):
// the connect and the handshake timed on the handshake's goroutine and
// carried by the first response on each connection, the first byte and
// the download timed on the loop, next to the goroutine path's checks.

// The breakdown's checks on both paths, in the open and the closed loop,
// pipelined, on one loop and on two: every request counted once, the
// handshake timed and within the service time, the first byte after the
// target's delay. (The open loop's delay keeps about 8 sends in flight:
// more connections than it warms before the start, whose handshakes
// are no request's.)
func TestTLSTimingBreakdownOnEveryPath(t *testing.T) {
	t.Parallel()
	tg := startTLSTarget(t)
	for _, tr := range openTransports {
		for _, c := range []struct {
			name, plan string
			loops      int
			sends      int64
			delay      float64 // ms
		}{
			{"open loop", `{"mode":"constant_rps","targetRps":200,"duration":"1s","maxInFlight":200,"saveTimingBreakdown":true}`, 1, 200, 40},
			{"open loop on 2 loops", `{"mode":"constant_rps","targetRps":200,"duration":"1s","maxInFlight":200,"workers":2,"saveTimingBreakdown":true}`, 2, 200, 40},
			{"open loop pipelined", `{"mode":"constant_rps","targetRps":200,"duration":"1s","maxInFlight":200,"pipeline":4,"saveTimingBreakdown":true}`, 1, 200, 40},
			{"closed loop", `{"mode":"iterations","iterations":60,"concurrency":3,"saveTimingBreakdown":true}`, 1, 60, 3},
			{"closed loop on 2 loops", `{"mode":"iterations","iterations":61,"concurrency":4,"workers":2,"saveTimingBreakdown":true}`, 2, 61, 3},
			{"closed loop pipelined", `{"mode":"iterations","iterations":64,"concurrency":2,"pipeline":4,"saveTimingBreakdown":true}`, 1, 64, 3},
			{"closed loop pipelined on 2 loops", `{"mode":"iterations","iterations":67,"concurrency":2,"pipeline":8,"workers":2,"saveTimingBreakdown":true}`, 2, 67, 3},
		} {
			t.Run(tr.name+"/"+c.name, func(t *testing.T) { // one at a time: each makes tens of handshakes
				plan := mustPlan(t, c.plan)
				req := tlsRequest(tg.url + "/delay?ms=" + itoa(int(c.delay)))
				if tr.setting == "" {
					loopPath(t, plan, req, false, c.loops)
				}
				out := Run(t.Context(), plan, req, Settings{H1Transport: tr.setting}, Hooks{})
				r, ph := out.Report, out.Report.Phases
				if out.Status != StatusCompleted || r.Errors != 0 || r.Requests+r.Dropped != c.sends || r.Requests == 0 || ph == nil {
					t.Fatalf("status %s (%s): %d requests + %d dropped, codes %v, phases %+v; want %d sends", out.Status, out.Reason, r.Requests, r.Dropped, r.ErrorCodes, ph, c.sends)
				}
				if !modeOf(plan.Mode).open() && r.Dropped != 0 {
					t.Fatalf("%d dropped in a closed loop", r.Dropped)
				}
				if ph.TLS.Max <= 0 || ph.TLS.Min <= 0 || ph.TLS.Max > r.ServiceTime.Max || ph.Connect.Max <= 0 || ph.Connect.Max > r.ServiceTime.Max ||
					ph.TTFB.P50 < c.delay || ph.TTFB.Max > r.ServiceTime.Max || ph.Download.Min < 0 || ph.Download.Max > r.ServiceTime.Max {
					t.Fatalf("phases %+v, service time %+v", ph, r.ServiceTime)
				}
			})
		}
	}
}

// runEvLoopsDirect runs plan against url on the event loops alone, as
// the engine starts them but without its collector goroutine, and
// returns everything they recorded in one window (the histograms' counts
// are exact counts of the phases recorded) and how many connections the
// open loop warmed before the start.
func runEvLoopsDirect(t *testing.T, plan, url string) (*metrics.Window, int64) {
	t.Helper()
	p := mustPlan(t, plan)
	p.Pipeline, p.Workers = max(p.Pipeline, 1), max(p.Workers, 1)
	tgt, err := prepare(t.Context(), p, tlsRequest(url), Settings{})
	if err != nil {
		t.Fatal(err)
	}
	e := newExecution(t.Context(), p, tgt, Settings{Now: time.Now})
	defer e.cancel()
	loops := newEvLoops(e)
	if len(loops) != p.Workers || loops[0].hs == nil {
		t.Fatalf("%d event loops (handshakes %v) for %s, want %d over TLS", len(loops), len(loops) > 0 && loops[0].hs != nil, plan, p.Workers)
	}
	var warmed int64
	if e.open {
		for _, l := range loops {
			l.warm()
			warmed += int64(len(l.idle))
		}
	} else {
		e.limit.Store(int64(p.Concurrency))
	}
	e.t0 = time.Now()
	for _, l := range loops {
		e.wg.Add(1)
		if e.open {
			go l.run()
		} else {
			go l.runClosed()
		}
	}
	done := make(chan struct{})
	go func() { e.wg.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(30 * time.Second):
		e.stop.Store(true)
		<-done
		t.Fatalf("the loops of %s did not end within 30s", plan)
	}
	win := e.col.NewWindow()
	e.col.Collect(win)
	return win, warmed
}

// Exact counts: the connect and the handshake are recorded once per
// connection a request opened, with its first response, each > 0; the
// responses on a reused connection carry neither, nor do those on a
// connection the open loop warmed before the start; the first byte and
// the download are recorded with every response.
func TestTLSTimingBreakdownCounts(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name, plan, path string
		requests         int64 // 0: the open loop's, whatever the machine let through
		perRequest       bool  // every request on a connection of its own (less the warmed ones)
		handshakes       int64 // the connections opened, when known (0: not)
	}{
		{"closed, keep-alive", `{"mode":"iterations","iterations":300,"concurrency":3,"saveTimingBreakdown":true}`, "/", 300, false, 3},
		{"closed on 2 loops, keep-alive", `{"mode":"iterations","iterations":301,"concurrency":4,"workers":2,"saveTimingBreakdown":true}`, "/", 301, false, 4},
		{"closed pipelined, keep-alive", `{"mode":"iterations","iterations":320,"concurrency":2,"pipeline":8,"saveTimingBreakdown":true}`, "/", 320, false, 2},
		{"closed pipelined on 2 loops, keep-alive", `{"mode":"iterations","iterations":323,"concurrency":2,"pipeline":4,"workers":2,"saveTimingBreakdown":true}`, "/", 323, false, 2},
		{"closed, connection close", `{"mode":"iterations","iterations":60,"concurrency":3,"saveTimingBreakdown":true}`, "/close", 60, true, 60},
		{"closed on 2 loops, connection close", `{"mode":"iterations","iterations":61,"concurrency":4,"workers":2,"saveTimingBreakdown":true}`, "/close", 61, true, 61},
		{"open, keep-alive", `{"mode":"constant_rps","targetRps":200,"duration":"1s","maxInFlight":200,"saveTimingBreakdown":true}`, "/delay?ms=40", 0, false, 0},
		{"open on 2 loops, keep-alive", `{"mode":"constant_rps","targetRps":200,"duration":"1s","maxInFlight":200,"workers":2,"saveTimingBreakdown":true}`, "/delay?ms=40", 0, false, 0},
		{"open pipelined, keep-alive", `{"mode":"constant_rps","targetRps":200,"duration":"1s","maxInFlight":200,"pipeline":4,"saveTimingBreakdown":true}`, "/delay?ms=40", 0, false, 0},
		{"open, connection close", `{"mode":"constant_rps","targetRps":100,"duration":"1s","maxInFlight":100,"saveTimingBreakdown":true}`, "/close", 0, true, 0},
	} {
		t.Run(c.name, func(t *testing.T) { // one at a time: each makes tens of handshakes
			tg := startTLSTarget(t)
			win, warmed := runEvLoopsDirect(t, c.plan, tg.url+c.path)
			conn, hs := win.Phases[metrics.PhaseConnect], win.Phases[metrics.PhaseTLS]
			ttfb, dl := win.Phases[metrics.PhaseTTFB], win.Phases[metrics.PhaseDownload]
			opened := tg.fullHandshakes.Load() + tg.resumed.Load()
			if win.Errors() != 0 || win.Requests == 0 || tg.requests.Load() != win.Requests || (c.requests > 0 && win.Requests != c.requests) {
				t.Fatalf("%d requests (the target saw %d), errors %v; want %d", win.Requests, tg.requests.Load(), win.ErrorCodeMap(), c.requests)
			}
			if ttfb.TotalCount() != win.Requests || dl.TotalCount() != win.Requests || ttfb.Min() <= 0 {
				t.Fatalf("first byte timed on %d (min %dµs), download on %d of %d responses", ttfb.TotalCount(), ttfb.Min(), dl.TotalCount(), win.Requests)
			}
			if hs.TotalCount() != conn.TotalCount() || hs.TotalCount() == 0 || hs.Min() <= 0 || conn.Min() <= 0 || hs.TotalCount() > opened {
				t.Fatalf("handshake timed on %d responses (min %dµs), connect on %d (min %dµs); the target made %d handshakes",
					hs.TotalCount(), hs.Min(), conn.TotalCount(), conn.Min(), opened)
			}
			if c.perRequest && hs.TotalCount() != win.Requests-warmed {
				t.Fatalf("handshake timed on %d of %d responses, each on a connection of its own (%d warmed)", hs.TotalCount(), win.Requests, warmed)
			}
			if c.handshakes > 0 && (opened != c.handshakes || hs.TotalCount() != c.handshakes) {
				t.Fatalf("handshake timed on %d responses, the target made %d handshakes; want %d (one per connection, none on reuse)",
					hs.TotalCount(), opened, c.handshakes)
			}
			if c.requests > 0 && !c.perRequest && hs.TotalCount() >= win.Requests {
				t.Fatalf("handshake timed on %d of %d responses on reused connections", hs.TotalCount(), win.Requests)
			}
		})
	}
}
