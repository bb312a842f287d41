package scenario

import (
	"context"
	"encoding/json"
	"io"
	"log"
	"net"
	"net/http"
	"net/http/httptest"
	"strconv"
	"sync/atomic"
	"testing"
	"time"

	"github.com/svc-engine/svc-engine/loadcore"
	"github.com/svc-engine/svc-engine/runs"
	"github.com/svc-engine/svc-engine/scripting"
)

// Issue 20's test matrix on the scenario's lean load-step path (lean.go,
// sender/lean.go): round one's behaviours for a collection run under a
// load mode, against real loopback targets. (Thresholds are not a
// scenario member; the bad certificate is an https step, which the lean
// path hands to Send.)

// matrixTarget counts what it is sent:
//
//	/ok            200 "ok"
//	/hold?ms=N     200 after N ms (or when the client leaves)
//	/half-reset    resets every second connection at its first request
//	               (SO_LINGER 0: an RST, not a FIN), answers the others
type matrixTarget struct {
	url      string
	requests atomic.Int64
	conns    atomic.Int64
	resets   atomic.Int64
}

type connKey struct{}

func startMatrixTarget(t *testing.T, secure bool) *matrixTarget {
	t.Helper()
	mt := &matrixTarget{}
	srv := httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mt.requests.Add(1)
		switch r.URL.Path {
		case "/hold":
			ms, _ := strconv.Atoi(r.URL.Query().Get("ms"))
			select {
			case <-time.After(time.Duration(ms) * time.Millisecond):
			case <-r.Context().Done():
				return
			}
		case "/half-reset":
			if n := r.Context().Value(connKey{}).(*connState); n.requests.Add(1) == 1 && n.id%2 == 1 {
				mt.resets.Add(1)
				nc, _, err := w.(http.Hijacker).Hijack()
				if err != nil {
					t.Errorf("hijack: %v", err)
					return
				}
				if tc, ok := nc.(*net.TCPConn); ok {
					_ = tc.SetLinger(0) // the close is a reset
				}
				_ = nc.Close() // the reset is the point
				return
			}
		}
		_, _ = w.Write([]byte("ok")) // a client gone is the test's concern, not the target's
	}))
	srv.Config.ErrorLog = log.New(io.Discard, "", 0) // the handshakes the bad-certificate test fails on purpose
	srv.Config.ConnContext = func(ctx context.Context, _ net.Conn) context.Context {
		return context.WithValue(ctx, connKey{}, &connState{id: mt.conns.Add(1)})
	}
	if secure {
		srv.StartTLS()
	} else {
		srv.Start()
	}
	t.Cleanup(srv.Close)
	mt.url = srv.URL
	return mt
}

// connState is a target connection's number (from 1) and its requests.
type connState struct {
	id       int64
	requests atomic.Int64
}

// matrixLoad runs tree under cfg's load with the real sandbox and
// returns the run's result and its decoded report.
func matrixLoad(ctx context.Context, t *testing.T, tree Tree, cfg Config) (runs.Result, Report) {
	t.Helper()
	r, _ := runner(t, tree, cfg, nil)
	r.Scripts = scripting.NewSandbox(scripting.Options{})
	res := r.Run(ctx, &recorder{})
	var rep Report
	if err := json.Unmarshal(res.Report, &rep); err != nil {
		t.Fatalf("status %s (%s): the report does not decode: %v", res.Status, res.Error, err)
	}
	if rep.Load == nil {
		t.Fatalf("status %s (%s): no load report", res.Status, res.Error)
	}
	return res, rep
}

// check is a declarative post script: the lean path answers it from the
// status alone while it passes.
const check = `pm.test("ok", () => pm.response.to.have.status(200));`

// Exact iteration counts: every pass of every virtual user sends each
// step once, the target sees each once, over one kept connection per
// virtual user (the lean path's; the first user's first pass, traced,
// goes through Send's connection).
func TestLeanMatrixExactIterations(t *testing.T) {
	t.Parallel()
	mt := startMatrixTarget(t, false)
	b := newTree().col("root", "", 0)
	b.req("a", "root", mt.url+"/ok", el("p1", "script.post", check)).req("b", "root", mt.url+"/ok?b")
	const vus, passes = 4, 101
	res, rep := matrixLoad(t.Context(), t, b.rooted("root"), Config{Load: Load{Mode: loadcore.ModeIterations, Concurrency: vus, Iterations: passes}, Timeout: 5 * time.Second})
	l := rep.Load
	if res.Status != runs.StatusCompleted || l.Iterations != passes || l.Requests != 2*passes || l.Status["200"] != 2*passes || l.Errors != 0 {
		t.Fatalf("status %s: %d passes, %d requests, status %v, codes %v; want %d passes of 2 × 200", res.Status, l.Iterations, l.Requests, l.Status, l.ErrorCodes, passes)
	}
	if n := mt.requests.Load(); n != 2*passes {
		t.Fatalf("the target saw %d requests, want %d", n, 2*passes)
	}
	if n := mt.conns.Load(); n > vus+1 {
		t.Fatalf("%d connections for %d virtual users: the steps did not keep their users' connections", n, vus)
	}
	if got := l.ByRequest[0].TestsFailed; got != 0 {
		t.Fatalf("%d checks failed on 200s", got)
	}
}

// A stop cuts the steps in flight off at once: the run ends Stopped
// within moments, not after the target's 10 s.
func TestLeanMatrixStop(t *testing.T) {
	t.Parallel()
	mt := startMatrixTarget(t, false)
	b := newTree().col("root", "", 0)
	b.req("ok", "root", mt.url+"/ok").req("hold", "root", mt.url+"/hold?ms=10000")
	ctx, cancel := context.WithCancel(t.Context())
	defer cancel()
	stopped := make(chan time.Time, 1)
	go func() {
		// Every user is held at the target on its second step.
		for deadline := time.Now().Add(10 * time.Second); mt.requests.Load() < 6 && time.Now().Before(deadline); {
			time.Sleep(5 * time.Millisecond)
		}
		stopped <- time.Now()
		cancel()
	}()
	res, rep := matrixLoad(ctx, t, b.rooted("root"), Config{Load: Load{Mode: loadcore.ModeConstantConcurrency, Concurrency: 3, Duration: 30 * time.Second}, Timeout: 20 * time.Second})
	if took := time.Since(<-stopped); took > 3*time.Second {
		t.Fatalf("the stop took %v", took)
	}
	if res.Status != runs.StatusStopped || rep.Load.Status["200"] < 3 {
		t.Fatalf("status %s (%s): status %v codes %v; want Stopped after the first steps", res.Status, res.Error, rep.Load.Status, rep.Load.ErrorCodes)
	}
}

// A target that resets every second connection at its first request:
// those steps count CONNECTION_RESET, the users go on over new
// connections, and the pass count stays exact.
func TestLeanMatrixHalfResetTarget(t *testing.T) {
	t.Parallel()
	mt := startMatrixTarget(t, false)
	b := newTree().col("root", "", 0)
	b.req("r", "root", mt.url+"/half-reset", el("p1", "script.post", check))
	const passes = 200
	res, rep := matrixLoad(t.Context(), t, b.rooted("root"), Config{Load: Load{Mode: loadcore.ModeIterations, Concurrency: 4, Iterations: passes}, Timeout: 5 * time.Second})
	l := rep.Load
	if res.Status != runs.StatusCompleted || l.Requests != passes || l.Errors == 0 || l.ErrorCodes["CONNECTION_RESET"] != l.Errors || l.Status["200"]+l.Errors != passes {
		t.Fatalf("status %s (%s): %d requests, status %v, codes %v; want %d with the resets counted", res.Status, res.Error, l.Requests, l.Status, l.ErrorCodes, passes)
	}
	if r := mt.resets.Load(); l.Errors != r || mt.requests.Load() != passes {
		t.Fatalf("%d errors for %d resets; the target saw %d requests, want %d (a reset request is not sent twice)", l.Errors, r, mt.requests.Load(), passes)
	}
}

// A step past its timeout counts TIMEOUT at its timeout.
func TestLeanMatrixTimeouts(t *testing.T) {
	t.Parallel()
	mt := startMatrixTarget(t, false)
	b := newTree().col("root", "", 0)
	b.req("slow", "root", mt.url+"/hold?ms=3000")
	began := time.Now()
	res, rep := matrixLoad(t.Context(), t, b.rooted("root"), Config{Load: Load{Mode: loadcore.ModeIterations, Concurrency: 3, Iterations: 6}, Timeout: 200 * time.Millisecond})
	l := rep.Load
	if res.Status != runs.StatusCompleted || l.Requests != 6 || l.ErrorCodes["TIMEOUT"] != 6 {
		t.Fatalf("status %s (%s): %d requests, codes %v; want 6 timeouts", res.Status, res.Error, l.Requests, l.ErrorCodes)
	}
	if d := time.Since(began); d > 2500*time.Millisecond {
		t.Fatalf("the run took %v: each step ends at its 200 ms timeout, not the target's 3 s", d)
	}
}

// A certificate the client does not trust, with verifySSL on: every step
// counts TLS_ERROR, the run completes and the target answers nothing;
// with insecure the same run is answered.
func TestLeanMatrixBadCertificateIsATLSError(t *testing.T) {
	t.Parallel()
	mt := startMatrixTarget(t, true)
	b := newTree().col("root", "", 0)
	b.req("a", "root", mt.url+"/ok", el("p1", "script.post", check))
	cfg := Config{Load: Load{Mode: loadcore.ModeIterations, Concurrency: 2, Iterations: 10}, Timeout: 5 * time.Second}
	res, rep := matrixLoad(t.Context(), t, b.rooted("root"), cfg)
	l := rep.Load
	if res.Status != runs.StatusCompleted || l.Requests != 10 || l.Errors != 10 || l.ErrorCodes["TLS_ERROR"] != 10 {
		t.Fatalf("status %s (%s): %d requests, codes %v; want 10 × TLS_ERROR", res.Status, res.Error, l.Requests, l.ErrorCodes)
	}
	if n := mt.requests.Load(); n != 0 {
		t.Fatalf("the target answered %d requests over failed handshakes", n)
	}
	cfg.Insecure = true
	res, rep = matrixLoad(t.Context(), t, b.rooted("root"), cfg)
	if l := rep.Load; res.Status != runs.StatusCompleted || l.Status["200"] != 10 || l.Errors != 0 {
		t.Fatalf("insecure: status %s (%s): status %v codes %v; want 10 × 200", res.Status, res.Error, l.Status, l.ErrorCodes)
	}
}
