package scripting

import (
	"os"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"
)

// rssBytes reads this process's resident set from /proc/self/status.
func rssBytes(t *testing.T) int64 {
	t.Helper()
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		t.Skipf("no /proc/self/status: %v", err)
	}
	for line := range strings.SplitSeq(string(b), "\n") {
		if rest, ok := strings.CutPrefix(line, "VmRSS:"); ok {
			kb, err := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), "kB")), 10, 64)
			if err != nil {
				t.Fatalf("VmRSS %q: %v", rest, err)
			}
			return kb << 10
		}
	}
	t.Fatal("no VmRSS line")
	return 0
}

// waitRSS polls until the resident set is within slack of base.
func waitRSS(t *testing.T, base, slack int64) {
	t.Helper()
	if raceDetector {
		t.Log("the RSS bound is checked without the race detector (make test's memory pass)")
		return
	}
	deadline := time.Now().Add(10 * time.Second)
	for {
		rss := rssBytes(t)
		if rss <= base+slack {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("RSS is %d MiB 10 s after the script was stopped; the baseline was %d MiB", rss>>20, base>>20)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// Scripts that take memory without bound are stopped at the cap, before
// their deadline, reported as such, and the memory is given back.
// Not parallel: it measures the process's memory.
func TestRunStopsAScriptOverItsMemoryCap(t *testing.T) {
	const limit = 128 << 20
	// The deadline is far past the time a script takes to reach the cap
	// (about 1 s for the array of objects alone, over 5 s under the race
	// detector on a loaded machine): the rule is that the cap stops it,
	// not how fast the script allocates, and a script the cap missed
	// still ends at this deadline, marked timed out.
	const deadline = 60 * time.Second
	sb := NewSandbox(Options{MaxMemoryBytes: func() int64 { return limit }})
	cases := []struct{ name, script string }{
		{"string doubling", `let s = 'x'; while (true) s += s;`},
		{"typed arrays kept", `const a = []; while (true) a.push(new Uint8Array(1e8));`},
		{"typed arrays dropped", `while (true) new Uint8Array(1e8);`},
		{"an array of objects", `const a = []; for (let i = 0; ; i++) a.push({i: i, s: 'v' + i});`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			base := rssBytes(t)
			peak := make(chan int64)
			done := make(chan struct{})
			go func() {
				var p int64
				for {
					select {
					case <-done:
						peak <- p
						return
					case <-time.After(time.Millisecond):
						p = max(p, rssBytes(t))
					}
				}
			}()
			start := time.Now()
			res := sb.Run(t.Context(), Input{Phase: PhasePost, Script: c.script, Response: &ScriptResponse{Code: 200}, Timeout: deadline})
			took := time.Since(start)
			close(done)
			p := <-peak
			t.Logf("stopped after %v; RSS baseline %d MiB, peak %d MiB", took.Round(time.Millisecond), base>>20, p>>20)
			if !raceDetector && p > base+3*limit+64<<20 {
				t.Errorf("RSS peaked at %d MiB over a %d MiB baseline, past three times the %d MiB cap", p>>20, base>>20, limit>>20)
			}
			if !res.MemoryExceeded || res.TimedOut || !strings.Contains(res.Error, "scriptMaxMemoryBytes") {
				t.Fatalf("Run = MemoryExceeded %v, TimedOut %v, Error %q; want stopped by the memory cap", res.MemoryExceeded, res.TimedOut, res.Error)
			}
			if took > deadline {
				t.Fatalf("the script was stopped after %v, past its %v deadline", took, deadline)
			}
			waitRSS(t, base, 64<<20)
		})
	}
}

// A script within the cap runs to its end, and so does the next one on
// the same sandbox.
func TestRunLeavesAScriptWithinItsMemoryCapAlone(t *testing.T) {
	sb := NewSandbox(Options{MaxMemoryBytes: func() int64 { return 64 << 20 }})
	for range 3 {
		res := sb.Run(t.Context(), Input{Phase: PhasePost, Script: `const a = new Uint8Array(16e6); a[5] = 1; let s = 'y'.repeat(1e6); pm.test("ok", () => pm.expect(a[5] + s.length).to.equal(1000001));`, Response: &ScriptResponse{Code: 200}})
		if res.Error != "" || len(res.Tests) != 1 || !res.Tests[0].Passed {
			t.Fatalf("Run = %+v, want a passing test", res)
		}
	}
}

// While a script runs the engine has one processor more than it had, so
// a script's copy that the scheduler cannot preempt, with the collector's
// worker waiting for it on another, leaves one for the rest of the engine;
// the processor is given back once scripts stop. Not parallel: it reads
// the process's GOMAXPROCS.
func TestScriptsRunWithASpareProcessorGivenBackAfter(t *testing.T) {
	base := settledProcs(t)
	sb := NewSandbox(Options{})
	// The watch runs until Run returns, not for a fixed time: making the
	// sandbox's first runtime before the script starts has taken seconds
	// under -race on a loaded machine. The spare is held for spareHold
	// past the script's end, so the read after Run returned still sees it.
	during := make(chan int, 1)
	returned := make(chan struct{})
	go func() {
		for runtime.GOMAXPROCS(0) == base {
			select {
			case <-returned:
				during <- runtime.GOMAXPROCS(0)
				return
			case <-time.After(time.Millisecond):
			}
		}
		during <- runtime.GOMAXPROCS(0)
	}()
	res := sb.Run(t.Context(), Input{Phase: PhasePost, Script: `while (true) {}`, Response: &ScriptResponse{Code: 200}, Timeout: 300 * time.Millisecond})
	close(returned)
	if !res.TimedOut {
		t.Fatalf("Run = %+v, want the endless loop timed out", res)
	}
	if got := <-during; got != base+1 {
		t.Fatalf("GOMAXPROCS %d while the script ran, want %d (one more than %d)", got, base+1, base)
	}
	waitProcs(t, base, spareHold+5*time.Second, "after the script ended")
}
