//go:build linux

package scenario

import (
	"bufio"
	"context"
	"net"
	"net/http"
	"runtime"
	"sync/atomic"
	"testing"
	"time"

	"github.com/svc-engine/svc-engine/loadcore"
	"github.com/svc-engine/svc-engine/runs"
	"github.com/svc-engine/svc-engine/scripting"
	"github.com/svc-engine/svc-engine/sender"
)

// loopRun runs tree under cfg with the real sandbox, its users on the
// event loops or (goroutines) each on its own goroutine, and returns the
// report, the most goroutines the process had while it ran and the
// runner.
func loopRun(t *testing.T, tree Tree, cfg Config, goroutines bool) (Report, int, *Runner) {
	t.Helper()
	r, _ := runner(t, tree, cfg, nil)
	r.Scripts = scripting.NewSandbox(scripting.Options{})
	r.goroutineUsers = goroutines
	done := make(chan struct{})
	peak := make(chan int)
	go func() {
		most := 0
		tk := time.NewTicker(5 * time.Millisecond)
		defer tk.Stop()
		for {
			most = max(most, runtime.NumGoroutine())
			select {
			case <-done:
				peak <- most
				return
			case <-tk.C:
			}
		}
	}()
	res := r.Run(t.Context(), &recorder{})
	close(done)
	return completedLoad(t, res), <-peak, r
}

// TestLoopUsersShareGoroutinesAndCountAsGoroutineUsersDo: 200 users of a
// lean step with two checks run on the event loops, not a goroutine each,
// and the report counts exactly what the goroutine path counts.
func TestLoopUsersShareGoroutinesAndCountAsGoroutineUsersDo(t *testing.T) {
	// Not parallel: 200 users twice would starve the package's timed
	// tests.
	srv, conns := countingServer(t)
	b := newTree().col("root", "", 0)
	b.req("a", "root", srv.URL+"/a", el("p", "script.post", twoChecks))
	const vus = 200
	cfg := Config{Load: Load{Mode: loadcore.ModeIterations, Concurrency: vus, Iterations: 2000}, Timeout: 10 * time.Second}
	onLoop, loopMost, r := loopRun(t, b.rooted("root"), cfg, false)
	loopConns := conns.Swap(0)
	onGoroutines, goMost, _ := loopRun(t, b.rooted("root"), cfg, true)
	for name, rep := range map[string]Report{"loop": onLoop, "goroutines": onGoroutines} {
		l := rep.Load
		if l.Iterations != 2000 || l.Requests != 2000 || l.Errors != 0 || l.ByRequest[0].TestsFailed != 0 || rep.Totals.Tests != 4000 || rep.Totals.TestsFailed != 0 {
			t.Errorf("%s: iterations %d, requests %d, errors %d, tests %d (failed %d, by request %d); want 2000, 2000, 0, 4000 (0)",
				name, l.Iterations, l.Requests, l.Errors, rep.Totals.Tests, rep.Totals.TestsFailed, l.ByRequest[0].TestsFailed)
		}
	}
	if loopConns != vus {
		t.Errorf("the loop's users opened %d connections, want %d (one each, kept)", loopConns, vus)
	}
	// Every user renders the same request: all but the first share the
	// first one's rendering.
	if r.leans.shared != vus-1 || len(r.leans.m) != 1 {
		t.Errorf("%d of %d users shared a lean rendering, %d held; want %d, 1", r.leans.shared, vus, len(r.leans.m), vus-1)
	}
	// The target's goroutines (one per connection) are in both counts; a
	// goroutine per user adds as many again.
	if loopMost > goMost-vus/2 {
		t.Errorf("at most %d goroutines with the users on loops, %d with a goroutine each: the loops ran none of them", loopMost, goMost)
	}
}

// TestLoopUserSendsAgainOnAConnectionTheServerClosed: a server that
// closes each connection after its response (without saying so) gets
// every request once, none failed: a kept connection found closed is
// dialed again, as Send does.
func TestLoopUserSendsAgainOnAConnectionTheServerClosed(t *testing.T) {
	t.Parallel()
	addr, requests := oneShotServer(t)
	b := newTree().col("root", "", 0)
	b.req("a", "root", "http://"+addr+"/", el("p", "script.post", twoChecks))
	cfg := Config{Load: Load{Mode: loadcore.ModeIterations, Concurrency: 4, Iterations: 60}, Timeout: 10 * time.Second}
	rep, _, _ := loopRun(t, b.rooted("root"), cfg, false)
	if l := rep.Load; l.Requests != 60 || l.Errors != 0 || l.ByRequest[0].TestsFailed != 0 {
		t.Fatalf("requests %d, errors %d %v, tests failed %d; want 60, 0, 0", l.Requests, l.Errors, l.ErrorCodes, l.ByRequest[0].TestsFailed)
	}
	if n := requests.Load(); n != 60 {
		t.Fatalf("the server saw %d requests, want 60", n)
	}
}

// TestLoopUserTimesOut: a send the target does not answer within the
// run's timeout fails with TIMEOUT on the loop, and the run goes on (the
// target answers after 2 s).
func TestLoopUserTimesOut(t *testing.T) {
	t.Parallel()
	srv := leanTarget(t)
	b := newTree().col("root", "", 0)
	b.req("s", "root", srv.URL+"/slow")
	cfg := Config{Load: Load{Mode: loadcore.ModeIterations, Concurrency: 3, Iterations: 6}, Timeout: 300 * time.Millisecond}
	rep, _, _ := loopRun(t, b.rooted("root"), cfg, false)
	l := rep.Load
	if l.Requests != 6 || l.Errors != 6 || l.ErrorCodes[sender.CodeTimeout] != 6 {
		t.Fatalf("requests %d, errors %d %v; want 6, 6 TIMEOUT", l.Requests, l.Errors, l.ErrorCodes)
	}
	// Each send ended well before the target's answer at 2 s. The bound
	// is on the sends, not the run's wall time (1.8 s for two rounds
	// failed at 3.4 s on a loaded machine, setup included).
	if lat := l.ByRequest[0].Latency; lat.Max >= 1500 {
		t.Fatalf("a 300 ms timeout took up to %.1f ms (mean %.1f), want under 1500 (the target answers at 2000)", lat.Max, lat.Mean)
	}
}

// TestLoopUsersStopWithTheRun: stopping a run whose users wait on a slow
// target (2 s, within the 30 s timeout) ends it at once, stopped: Run
// returns only once its loops, users and dials have.
func TestLoopUsersStopWithTheRun(t *testing.T) {
	t.Parallel()
	srv := leanTarget(t)
	b := newTree().col("root", "", 0)
	b.req("s", "root", srv.URL+"/slow")
	cfg := Config{Load: Load{Mode: loadcore.ModeConstantConcurrency, Concurrency: 20, Duration: time.Minute}, Timeout: 30 * time.Second}
	r, _ := runner(t, b.rooted("root"), cfg, nil)
	ctx, cancel := context.WithCancel(t.Context())
	time.AfterFunc(300*time.Millisecond, cancel)
	begin := time.Now()
	res := r.Run(ctx, &recorder{})
	if took := time.Since(begin); res.Status != runs.StatusStopped || took > 1500*time.Millisecond {
		t.Fatalf("status %s after %v, want stopped at once after 300 ms", res.Status, took)
	}
}

// TestLoopUsersCountAResetConnectionOnce: a target that resets every
// other connection it accepts, on its first request: each reset fails
// one step (CONNECTION_RESET), the next step dials again, and every
// iteration is counted once.
func TestLoopUsersCountAResetConnectionOnce(t *testing.T) {
	t.Parallel()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = ln.Close() }) // the test's listener
	var resets, served atomic.Int64
	go func() {
		for n := 0; ; n++ {
			conn, err := ln.Accept()
			if err != nil {
				return
			}
			go func(reset bool) {
				defer func() { _ = conn.Close() }() // the test's connection
				br := bufio.NewReader(conn)
				for {
					if _, err := http.ReadRequest(br); err != nil {
						return
					}
					if reset {
						resets.Add(1)
						_ = conn.(*net.TCPConn).SetLinger(0) // the close sends RST
						return
					}
					served.Add(1)
					if _, err := conn.Write([]byte("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok")); err != nil {
						return
					}
				}
			}(n%2 == 1)
		}
	}()
	b := newTree().col("root", "", 0)
	b.req("a", "root", "http://"+ln.Addr().String()+"/")
	cfg := Config{Load: Load{Mode: loadcore.ModeIterations, Concurrency: 6, Iterations: 120}, Timeout: 10 * time.Second}
	rep, _, _ := loopRun(t, b.rooted("root"), cfg, false)
	l := rep.Load
	if l.Requests != 120 || l.Iterations != 120 || l.Errors != resets.Load() || l.ErrorCodes[sender.CodeConnectionReset] != resets.Load() || l.Status["200"] != served.Load() {
		t.Fatalf("requests %d, iterations %d, errors %d %v, 200s %d; the target reset %d and served %d", l.Requests, l.Iterations, l.Errors, l.ErrorCodes, l.Status["200"], resets.Load(), served.Load())
	}
	if resets.Load() == 0 {
		t.Fatal("the target reset no connection")
	}
}
