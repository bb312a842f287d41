package scenario

import (
	"encoding/json"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"sync/atomic"
	"testing"
	"time"

	"github.com/svc-engine/svc-engine/loadcore"
	"github.com/svc-engine/svc-engine/runs"
)

// countingServer is a plain loopback HTTP/1.1 server that counts the
// connections it accepted.
func countingServer(t *testing.T) (*httptest.Server, *atomic.Int64) {
	t.Helper()
	return heldCountingServer(t, 0)
}

// heldCountingServer is countingServer holding each request until it has
// accepted hold connections (for up to 4 s, under a step's 5 s timeout):
// a run of hold virtual users then has every user send, so each opens its
// connection however late the machine starts it.
func heldCountingServer(t *testing.T, hold int64) (*httptest.Server, *atomic.Int64) {
	t.Helper()
	var conns atomic.Int64
	srv := httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		for deadline := time.Now().Add(4 * time.Second); conns.Load() < hold && time.Now().Before(deadline); {
			time.Sleep(time.Millisecond)
		}
		w.Header().Set("Content-Type", "text/plain")
		_, _ = w.Write([]byte("ok " + r.URL.Path + "\n"))
	}))
	srv.Config.ConnState = func(_ net.Conn, s http.ConnState) {
		if s == http.StateNew {
			conns.Add(1)
		}
	}
	srv.Start()
	t.Cleanup(srv.Close)
	return srv, &conns
}

func loadRun(t *testing.T, url string, vus int, d time.Duration) Report {
	t.Helper()
	b := newTree().col("root", "", 0)
	b.req("a", "root", url+"/a").req("b", "root", url+"/b").req("c", "root", url+"/c")
	cfg := Config{Load: Load{Mode: loadcore.ModeConstantConcurrency, Concurrency: vus, Duration: d}}
	r, _ := runner(t, b.rooted("root"), cfg, nil)
	res := r.Run(t.Context(), &recorder{})
	var rep Report
	if err := json.Unmarshal(res.Report, &rep); err != nil {
		t.Fatal(err)
	}
	if res.Status != runs.StatusCompleted || rep.Load == nil {
		t.Fatalf("status %s: %s", res.Status, res.Error)
	}
	return rep
}

// TestLoadThroughput measures a scenario load run (SCENARIO_LOAD_BENCH=1;
// SCENARIO_LOAD_VUS, default 200, for 5 s): requests per second and the
// connections the target accepted.
func TestLoadThroughput(t *testing.T) {
	if os.Getenv("SCENARIO_LOAD_BENCH") == "" {
		t.Skip("set SCENARIO_LOAD_BENCH=1 to measure")
	}
	vus := envInt("SCENARIO_LOAD_VUS", 200)
	srv, conns := countingServer(t)
	peak := sampleHeap()
	rep := loadRun(t, srv.URL, vus, 5*time.Second)
	perVU := float64(peak()) / float64(vus) / 1024
	t.Logf("%d VUs: %d requests, %.0f req/s, errors %d %v, p50 %.2f ms, p99 %.2f ms, connections %d, peak heap in use %.1f KiB/VU (server included)",
		vus, rep.Load.Requests, rep.Load.RPS, rep.Load.Errors, rep.Load.ErrorCodes, rep.Load.Latency.P50, rep.Load.Latency.P99, conns.Load(), perVU)
}

func TestLoadRunKeepsAConnectionPerVirtualUser(t *testing.T) {
	t.Parallel()
	srv, conns := countingServer(t)
	const vus = 20
	b := newTree().col("root", "", 0)
	b.req("a", "root", srv.URL+"/a").req("b", "root", srv.URL+"/b").req("c", "root", srv.URL+"/c")
	cfg := Config{Load: Load{Mode: loadcore.ModeIterations, Concurrency: vus, Iterations: 200}}
	r, _ := runner(t, b.rooted("root"), cfg, nil)
	res := r.Run(t.Context(), &recorder{})
	var rep Report
	if err := json.Unmarshal(res.Report, &rep); err != nil {
		t.Fatal(err)
	}
	if res.Status != runs.StatusCompleted || rep.Load.Requests != 600 || rep.Load.Errors != 0 {
		t.Fatalf("status %s; load %+v", res.Status, rep.Load)
	}
	if n := conns.Load(); n > vus {
		t.Errorf("600 requests of %d virtual users used %d connections, want at most %d", vus, n, vus)
	}
}

func TestPlainRunKeepsItsConnection(t *testing.T) {
	t.Parallel()
	srv, conns := countingServer(t)
	b := newTree().col("root", "", 0)
	b.req("a", "root", srv.URL+"/a").req("b", "root", srv.URL+"/b")
	r, _ := runner(t, b.rooted("root"), Config{Iterations: 5}, nil)
	res := r.Run(t.Context(), &recorder{})
	if res.Status != runs.StatusCompleted {
		t.Fatalf("status %s: %s", res.Status, res.Error)
	}
	if n := conns.Load(); n != 1 {
		t.Errorf("10 sends of a plain run used %d connections, want 1", n)
	}
}

// TestPlainRunKeepsItsHTTP2Connection: a collection run's sends to an
// HTTP/2 target share one connection, as its HTTP/1.1 sends do, and go
// out as HTTP/2.
func TestPlainRunKeepsItsHTTP2Connection(t *testing.T) {
	t.Parallel()
	srv, conns, h2 := h2CountingServer(t)
	for _, version := range []string{"http2", "auto"} {
		t.Run(version, func(t *testing.T) {
			before := conns.Load()
			h2before := h2.Load()
			b := newTree().col("root", "", 0)
			b.req("a", "root", srv.URL+"/a").req("b", "root", srv.URL+"/b").req("c", "root", srv.URL+"/c")
			for i := range b.t.Requests["root"] {
				b.t.Requests["root"][i].HTTPVersion = version
				b.t.Requests["root"][i].VerifySSL = false
			}
			r, _ := runner(t, b.rooted("root"), Config{Iterations: 4}, nil)
			res := r.Run(t.Context(), &recorder{})
			if res.Status != runs.StatusCompleted {
				t.Fatalf("status %s: %s", res.Status, res.Error)
			}
			if n := h2.Load() - h2before; n != 12 {
				t.Errorf("the target saw %d HTTP/2 requests of 12", n)
			}
			if n := conns.Load() - before; n != 1 {
				t.Errorf("12 HTTP/2 sends of a plain run used %d connections, want 1", n)
			}
		})
	}
}

// TestLoadRunKeepsAnHTTP2ConnectionPerVirtualUser: a scenario load run's
// sends to an HTTP/2 target go out as HTTP/2 and each virtual user keeps
// its connection across its sends, as over HTTP/1.1.
func TestLoadRunKeepsAnHTTP2ConnectionPerVirtualUser(t *testing.T) {
	t.Parallel()
	srv, conns, h2 := h2CountingServer(t)
	const vus = 4
	b := newTree().col("root", "", 0)
	b.req("a", "root", srv.URL+"/a").req("b", "root", srv.URL+"/b").req("c", "root", srv.URL+"/c")
	for i := range b.t.Requests["root"] {
		b.t.Requests["root"][i].HTTPVersion = "http2"
		b.t.Requests["root"][i].VerifySSL = false
	}
	cfg := Config{Load: Load{Mode: loadcore.ModeIterations, Concurrency: vus, Iterations: 40}}
	r, _ := runner(t, b.rooted("root"), cfg, nil)
	res := r.Run(t.Context(), &recorder{})
	var rep Report
	if err := json.Unmarshal(res.Report, &rep); err != nil {
		t.Fatal(err)
	}
	if res.Status != runs.StatusCompleted || rep.Load.Requests != 120 || rep.Load.Errors != 0 {
		t.Fatalf("status %s; load %+v", res.Status, rep.Load)
	}
	if n := h2.Load(); n != 120 {
		t.Errorf("the target saw %d HTTP/2 requests of 120", n)
	}
	if n := conns.Load(); n > vus {
		t.Errorf("120 HTTP/2 requests of %d virtual users used %d connections, want at most %d", vus, n, vus)
	}
}

// h2CountingServer is a loopback HTTP/2 (TLS) server that counts the
// connections it accepted and the HTTP/2 requests it answered.
func h2CountingServer(t *testing.T) (srv *httptest.Server, conns, h2 *atomic.Int64) {
	t.Helper()
	conns, h2 = new(atomic.Int64), new(atomic.Int64)
	srv = httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.ProtoMajor == 2 {
			h2.Add(1)
		}
		_, _ = w.Write([]byte("ok"))
	}))
	srv.EnableHTTP2 = true
	srv.Config.ConnState = func(_ net.Conn, s http.ConnState) {
		if s == http.StateNew {
			conns.Add(1)
		}
	}
	srv.StartTLS()
	t.Cleanup(srv.Close)
	return srv, conns, h2
}
