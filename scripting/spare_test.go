package scripting

import (
	"context"
	"os"
	"os/exec"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// settledProcs waits until GOMAXPROCS has not changed for spareHold and
// returns it: the sandboxes of the tests before give their processor
// back within spareHold of their last script.
func settledProcs(t *testing.T) int {
	t.Helper()
	base, since := runtime.GOMAXPROCS(0), time.Now()
	for settle := time.Now().Add(10 * time.Second); time.Since(since) < spareHold+200*time.Millisecond; {
		if time.Now().After(settle) {
			t.Fatalf("GOMAXPROCS did not settle in 10 s (now %d)", base)
		}
		time.Sleep(10 * time.Millisecond)
		if n := runtime.GOMAXPROCS(0); n != base {
			base, since = n, time.Now()
		}
	}
	return base
}

// waitProcs polls until GOMAXPROCS is want, failing after within.
func waitProcs(t *testing.T, want int, within time.Duration, when string) {
	t.Helper()
	deadline := time.Now().Add(within)
	for runtime.GOMAXPROCS(0) != want {
		if time.Now().After(deadline) {
			t.Fatalf("GOMAXPROCS is %d %v %s, want %d back", runtime.GOMAXPROCS(0), within, when, want)
		}
		time.Sleep(time.Millisecond)
	}
}

// Several sandboxes (the engines of one test process) starting and
// ending scripts at once, round after round, share one spare processor:
// never more than one over the count they found, and the count is back
// once each round's scripts have ended. Not parallel: it reads and
// changes the process's GOMAXPROCS.
func TestConcurrentSandboxesLeaveGOMAXPROCSAsTheyFoundIt(t *testing.T) {
	base := settledProcs(t)
	const sandboxes, rounds = 6, 60
	var sbs []*Sandbox
	for range sandboxes {
		sb := NewSandbox(Options{MaxRuntimes: 4})
		sb.mem.hold = time.Millisecond // give back as soon as a round ends
		sbs = append(sbs, sb)
	}
	var peak atomic.Int64
	for round := range rounds {
		var wg sync.WaitGroup
		start := make(chan struct{})
		for _, sb := range sbs {
			for range 2 { // two scripts of one sandbox at once
				wg.Go(func() {
					<-start
					res := sb.Run(t.Context(), Input{Phase: PhasePost, Script: `pm.test("ok", () => {})`, Response: &ScriptResponse{Code: 200}})
					if len(res.Tests) != 1 || res.Error != "" {
						t.Errorf("round %d: Run = %+v", round, res)
					}
					for n := int64(runtime.GOMAXPROCS(0)); n > peak.Load(); {
						peak.CompareAndSwap(peak.Load(), n)
					}
				})
			}
		}
		close(start)
		wg.Wait()
		waitProcs(t, base, 5*time.Second, "after a round of scripts")
	}
	if p := int(peak.Load()); p > base+1 {
		t.Errorf("GOMAXPROCS reached %d while scripts ran, want at most %d (one spare for the process)", p, base+1)
	}
}

// A script whose host call panics (here pm.sendRequest's sender) is
// reported as an internal error and the spare processor is still given
// back. Not parallel: it reads the process's GOMAXPROCS.
func TestAPanicInAScriptGivesTheSpareProcessorBack(t *testing.T) {
	base := settledProcs(t)
	sb := NewSandbox(Options{})
	sb.mem.hold = time.Millisecond
	send := func(context.Context, ScriptRequest) (ScriptResponse, error) {
		if runtime.GOMAXPROCS(0) != base+1 {
			t.Errorf("GOMAXPROCS %d while the script ran, want %d", runtime.GOMAXPROCS(0), base+1)
		}
		panic("the sender broke")
	}
	res := sb.Run(t.Context(), Input{Phase: PhasePost, Script: `pm.sendRequest("http://127.0.0.1:9/", () => {})`, Response: &ScriptResponse{Code: 200}, Send: send})
	if res.Error == "" {
		t.Fatalf("Run = %+v, want the panic reported", res)
	}
	waitProcs(t, base, 5*time.Second, "after the script panicked")
}

// spareChildEnv names the helper a child test process runs.
const spareChildEnv = "SVC_SPARE_CHILD"

// runSpareChild runs the helper test of this binary in a child process
// with the environment env added (GOMAXPROCS unset unless env sets it)
// and fails with its output when it fails.
func runSpareChild(t *testing.T, helper string, env ...string) {
	t.Helper()
	cmd := exec.CommandContext(t.Context(), os.Args[0], "-test.run=^"+helper+"$", "-test.v")
	for _, kv := range os.Environ() {
		if len(kv) < len("GOMAXPROCS=") || kv[:len("GOMAXPROCS=")] != "GOMAXPROCS=" {
			cmd.Env = append(cmd.Env, kv)
		}
	}
	cmd.Env = append(cmd.Env, append(env, spareChildEnv+"="+helper)...)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("the child process failed (%v):\n%s", err, out)
	}
	if !strings.Contains(string(out), "--- PASS: "+helper) {
		t.Fatalf("the child process did not run %s:\n%s", helper, out)
	}
}

// runScriptWithSpare runs one script on a sandbox that reads the
// process's environment and checks it ran with one processor more than
// base.
func runScriptWithSpare(t *testing.T, base int) {
	t.Helper()
	sb := NewSandbox(Options{Getenv: os.Getenv})
	sb.mem.hold = time.Millisecond
	var during int
	send := func(context.Context, ScriptRequest) (ScriptResponse, error) {
		during = runtime.GOMAXPROCS(0)
		return ScriptResponse{Code: 200}, nil
	}
	res := sb.Run(t.Context(), Input{Phase: PhasePost, Script: `pm.sendRequest("http://127.0.0.1:9/", () => {})`, Response: &ScriptResponse{Code: 200}, Send: send})
	if res.Error != "" || during != base+1 {
		t.Fatalf("Run = %+v with GOMAXPROCS %d, want it run with %d", res, during, base+1)
	}
}

// The user's GOMAXPROCS (the environment variable) is the count the
// spare processor is added to and given back to.
func TestTheSpareProcessorIsGivenBackToTheUsersGOMAXPROCS(t *testing.T) {
	runSpareChild(t, "TestSpareChildWithUsersGOMAXPROCS", "GOMAXPROCS=1")
}

func TestSpareChildWithUsersGOMAXPROCS(t *testing.T) {
	if os.Getenv(spareChildEnv) != t.Name() {
		t.Skip("runs in the child process of TestTheSpareProcessorIsGivenBackToTheUsersGOMAXPROCS")
	}
	if n := runtime.GOMAXPROCS(0); n != 1 {
		t.Fatalf("GOMAXPROCS %d in a process started with GOMAXPROCS=1", n)
	}
	runScriptWithSpare(t, 1)
	waitProcs(t, 1, 5*time.Second, "after the script")
	// The runtime's default stays the user's value: nothing turned its
	// automatic updates on, which would pick the machine's CPUs.
	deadline := time.Now().Add(2500 * time.Millisecond)
	for time.Now().Before(deadline) {
		if n := runtime.GOMAXPROCS(0); n != 1 {
			t.Fatalf("GOMAXPROCS became %d after the spare was given back, want the user's 1", n)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// Without a GOMAXPROCS environment variable the spare processor is given
// back to the runtime's default, whose automatic updates go on: a CPU
// affinity narrowed after the script is followed.
func TestTheSpareProcessorIsGivenBackToTheRuntimesDefault(t *testing.T) {
	if runtime.NumCPU() < 2 {
		t.Skip("one CPU: narrowing the affinity changes nothing")
	}
	if _, err := exec.LookPath("taskset"); err != nil {
		t.Skip("no taskset to narrow the child's CPU affinity")
	}
	runSpareChild(t, "TestSpareChildWithTheRuntimesDefault")
}

func TestSpareChildWithTheRuntimesDefault(t *testing.T) {
	if os.Getenv(spareChildEnv) != t.Name() {
		t.Skip("runs in the child process of TestTheSpareProcessorIsGivenBackToTheRuntimesDefault")
	}
	// The testing package sets GOMAXPROCS (to its default) before the
	// tests run, which turns the automatic updates off: turn them on as
	// an engine's process has them.
	runtime.SetDefaultGOMAXPROCS()
	base := runtime.GOMAXPROCS(0)
	runScriptWithSpare(t, base)
	waitProcs(t, base, 5*time.Second, "after the script")
	out, err := exec.CommandContext(t.Context(), "taskset", "-a", "-p", "1", strconv.Itoa(os.Getpid())).CombinedOutput()
	if err != nil {
		t.Skipf("taskset: %v %s", err, out)
	}
	waitProcs(t, 1, 5*time.Second, "after the affinity was narrowed to one CPU (the runtime's updates are off)")
}
