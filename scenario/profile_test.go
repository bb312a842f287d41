package scenario

import (
	"encoding/json"
	"os"
	"runtime"
	"runtime/pprof"
	"strconv"
	"syscall"
	"testing"
	"time"

	"github.com/svc-engine/svc-engine/loadcore"
	"github.com/svc-engine/svc-engine/runs"
	"github.com/svc-engine/svc-engine/scripting"
	"github.com/svc-engine/svc-engine/sender"
)

// twoChecks is the post script of the scripted-load comparison with k6:
// two pm.test checks on a one-request collection.
const twoChecks = `pm.test("status is 200", function () { pm.response.to.have.status(200); });
pm.test("body is ok", function () { pm.expect(pm.response.code).to.eql(200); });`

// onePre is the trivial pre-request script of the comparison.
const onePre = `pm.variables.set("n", "1");`

// TestScriptedLoadProfile runs a one-request collection under
// constant_concurrency against a loopback target with the real sandbox
// (SCENARIO_PROFILE=1; SCENARIO_PROFILE_SCRIPT=0 for no script,
// SCENARIO_PROFILE_SCRIPT=pre adds a one-line pre-request script,
// SCENARIO_PROFILE_VUS, SCENARIO_PROFILE_OUT for a CPU profile file,
// SCENARIO_PROFILE_TARGET for a target in another process (the CPU is then
// the engine's alone), SCENARIO_PROFILE_PLAIN=1 for a plain load request
// of loadcore instead of the collection).
func TestScriptedLoadProfile(t *testing.T) {
	if os.Getenv("SCENARIO_PROFILE") == "" {
		t.Skip("set SCENARIO_PROFILE=1 to profile")
	}
	vus := envInt("SCENARIO_PROFILE_VUS", 50)
	base := os.Getenv("SCENARIO_PROFILE_TARGET")
	if base == "" {
		srv, _ := countingServer(t)
		base = srv.URL
	}
	var els []string
	switch os.Getenv("SCENARIO_PROFILE_SCRIPT") {
	case "0":
	case "pre":
		els = append(els, el("pre", "script.pre", onePre), el("p", "script.post", twoChecks))
	default:
		els = append(els, el("p", "script.post", twoChecks))
	}
	b := newTree().col("root", "", 0)
	b.req("a", "root", base+"/a", els...)
	secs := envInt("SCENARIO_PROFILE_SECS", 5)
	if os.Getenv("SCENARIO_PROFILE_PLAIN") == "1" {
		profilePlain(t, base+"/a", vus, secs)
		return
	}
	cfg := Config{Load: Load{Mode: loadcore.ModeConstantConcurrency, Concurrency: vus, Duration: time.Duration(secs) * time.Second}}
	r, _ := runner(t, b.rooted("root"), cfg, nil)
	r.Scripts = scripting.NewSandbox(scripting.Options{})
	if out := os.Getenv("SCENARIO_PROFILE_OUT"); out != "" {
		f, err := os.Create(out)
		if err != nil {
			t.Fatal(err)
		}
		defer func() { _ = f.Close() }() // the profile is flushed by StopCPUProfile; a close error adds nothing
		// The profile starts after the warm-up (runtimes built, Sugar
		// loaded): it shows the steady state.
		tm := time.AfterFunc(time.Duration(secs)*time.Second/3, func() { _ = pprof.StartCPUProfile(f) })
		defer func() { tm.Stop(); pprof.StopCPUProfile() }()
	}
	var ru0 runtime.MemStats
	runtime.ReadMemStats(&ru0)
	peak := sampleHeap()
	var cpu0 syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &cpu0)
	res := r.Run(t.Context(), &recorder{})
	heap := peak()
	var cpu1 syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &cpu1)
	cpu := time.Duration(cpu1.Utime.Nano() + cpu1.Stime.Nano() - cpu0.Utime.Nano() - cpu0.Stime.Nano())
	var rep Report
	if err := json.Unmarshal(res.Report, &rep); err != nil {
		t.Fatal(err)
	}
	if res.Status != runs.StatusCompleted || rep.Load == nil {
		t.Fatalf("status %s: %s", res.Status, res.Error)
	}
	var ru1 runtime.MemStats
	runtime.ReadMemStats(&ru1)
	n := float64(max(rep.Load.Requests, 1))
	t.Logf("%d VUs: %d requests, %.0f req/s, errors %d, tests failed %d, %.0f allocs/request, %.1f µs CPU/request (the process: target and warm-up included), peak heap in use %.1f KiB/VU over the start",
		vus, rep.Load.Requests, rep.Load.RPS, rep.Load.Errors, rep.Load.ByRequest[0].TestsFailed, float64(ru1.Mallocs-ru0.Mallocs)/n, float64(cpu.Microseconds())/n,
		float64(heap)/float64(vus)/1024)
}

// envInt is the integer in the environment variable name, or def.
func envInt(name string, def int) int {
	if v, err := strconv.Atoi(os.Getenv(name)); err == nil {
		return v
	}
	return def
}

// sampleHeap samples the heap in use every 200 ms from now on; the
// function it returns stops the sampling and gives the peak's growth over
// the heap in use at the start (after a collection).
func sampleHeap() (stop func() uint64) {
	runtime.GC()
	var m0 runtime.MemStats
	runtime.ReadMemStats(&m0)
	var peak uint64
	done := make(chan struct{})
	sampled := make(chan struct{})
	go func() {
		defer close(sampled)
		tk := time.NewTicker(200 * time.Millisecond)
		defer tk.Stop()
		for {
			select {
			case <-done:
				return
			case <-tk.C:
				var m runtime.MemStats
				runtime.ReadMemStats(&m)
				peak = max(peak, m.HeapInuse)
			}
		}
	}()
	return func() uint64 {
		close(done)
		<-sampled
		return peak - min(peak, m0.HeapInuse)
	}
}

// profilePlain runs a plain load request (loadcore, its default path)
// against url for comparison with a scenario step.
func profilePlain(t *testing.T, url string, vus, secs int) {
	plan := loadcore.Plan{Mode: loadcore.ModeConstantConcurrency, Concurrency: vus, Duration: time.Duration(secs) * time.Second}
	req := sender.Request{Method: "GET", URL: url, HTTPVersion: "auto", FollowRedirects: true, MaxRedirects: 10}
	var ru0 runtime.MemStats
	runtime.ReadMemStats(&ru0)
	var cpu0 syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &cpu0)
	out := loadcore.Run(t.Context(), plan, req, loadcore.Settings{}, loadcore.Hooks{})
	var cpu1 syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &cpu1)
	var ru1 runtime.MemStats
	runtime.ReadMemStats(&ru1)
	cpu := time.Duration(cpu1.Utime.Nano() + cpu1.Stime.Nano() - cpu0.Utime.Nano() - cpu0.Stime.Nano())
	n := float64(max(out.Report.Requests, 1))
	t.Logf("plain load request, %d VUs: %d requests, %.0f allocs/request, %.1f µs CPU/request (the process)",
		vus, out.Report.Requests, float64(ru1.Mallocs-ru0.Mallocs)/n, float64(cpu.Microseconds())/n)
}
