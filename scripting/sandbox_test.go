package scripting

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"
)

// testSandbox is shared by the package's tests, as callers share one.
var testSandbox = NewSandbox(Options{})

func TestRunStopsARunawayLoop(t *testing.T) {
	t.Parallel()
	start := time.Now()
	res := testSandbox.Run(t.Context(), Input{Phase: PhasePost, Script: `pm.test("never", function () {}); while (true) {}`, Timeout: 200 * time.Millisecond})
	elapsed := time.Since(start)
	if !res.TimedOut || !strings.Contains(res.Error, "timed out") {
		t.Errorf("Run(while(true)) = TimedOut %v, Error %q; want TimedOut and a timeout error", res.TimedOut, res.Error)
	}
	if elapsed > 200*time.Millisecond+time.Second {
		t.Errorf("Run(while(true)) took %v; want about the 200ms timeout", elapsed)
	}
}

func TestRunHonoursContext(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithTimeout(t.Context(), 100*time.Millisecond)
	defer cancel()
	res := testSandbox.Run(ctx, Input{Script: `for (;;) {}`})
	if res.TimedOut || res.Error == "" {
		t.Errorf("Run(loop, canceled ctx) = TimedOut %v, Error %q; want a cancel error, not a timeout", res.TimedOut, res.Error)
	}
}

func TestRunDropsAnInterruptedRuntime(t *testing.T) {
	t.Parallel()
	sb := NewSandbox(Options{MaxRuntimes: 1})
	run := func(src string, timeout time.Duration) Result {
		t.Helper()
		return sb.Run(t.Context(), Input{Script: src, Timeout: timeout})
	}
	if res := run(`globalThis.marker = 1;`, 0); res.Error != "" {
		t.Fatalf("setting a marker: Error = %q", res.Error)
	}
	res := run(`pm.test("reused", function () { pm.expect(globalThis.marker).to.equal(1); });`, 0)
	if len(res.Tests) != 1 || !res.Tests[0].Passed {
		t.Fatalf("second run on a one-runtime sandbox = %+v; want it to see the first run's marker (the runtime reused)", res.Tests)
	}
	if res := run(`while (true) {}`, 50*time.Millisecond); !res.TimedOut {
		t.Fatalf("runaway loop: TimedOut = false, Error %q", res.Error)
	}
	res = run(`pm.test("fresh", function () { pm.expect(globalThis.marker).to.be.undefined; });`, 0)
	if len(res.Tests) != 1 || !res.Tests[0].Passed {
		t.Errorf("run after a timeout = %+v; want a fresh runtime without the marker", res.Tests)
	}
}

func TestRunDeadlineCoversCallbacks(t *testing.T) {
	t.Parallel()
	cases := []struct{ name, script string }{
		{"a timer beyond the deadline", `setTimeout(function () {}, 60000);`},
		{"a runaway interval", `setInterval(function () {}, 1);`},
		{"a loop in a timer callback", `setTimeout(function () { for (;;) {} }, 1);`},
		{"a loop in a promise job", `Promise.resolve().then(function () { for (;;) {} });`},
		{"a slow pm.sendRequest", `pm.sendRequest("http://slow.test", function () {});`},
	}
	slow := func(ctx context.Context, _ ScriptRequest) (ScriptResponse, error) {
		<-ctx.Done()
		return ScriptResponse{}, ctx.Err()
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			start := time.Now()
			res := testSandbox.Run(t.Context(), Input{Script: c.script, Timeout: 100 * time.Millisecond, Send: slow})
			if !res.TimedOut {
				t.Errorf("TimedOut = false, Error %q; want a timeout", res.Error)
			}
			if d := time.Since(start); d > 100*time.Millisecond+time.Second {
				t.Errorf("Run took %v; want about 100ms", d)
			}
		})
	}
}

func TestRunConcurrently(t *testing.T) {
	t.Parallel()
	const goroutines, runs = 24, 15
	script := `
var n = Number(pm.environment.get("n") || 0) + 1;
pm.environment.set("n", String(n));
pm.test("code", function () { pm.response.to.have.status(200); });
pm.test("count", function () { pm.expect(n).to.equal(Number(pm.iterationData.get("want"))); });
console.log("run", n);`
	errs := make(chan string, goroutines)
	for g := range goroutines {
		go func() {
			env := &Variables{}
			for i := 1; i <= runs; i++ {
				res := testSandbox.Run(t.Context(), Input{
					Phase: PhasePost, Script: script, Response: testResponse(),
					Environment: env, IterationData: vars("want", fmt.Sprint(i)),
				})
				if res.Error != "" || len(res.Tests) != 2 || res.Tests[0].Failed() || res.Tests[1].Failed() || len(res.Console) != 1 {
					errs <- fmt.Sprintf("goroutine %d run %d: %+v", g, i, res)
					return
				}
			}
			if env.Values["n"] != fmt.Sprint(runs) {
				errs <- fmt.Sprintf("goroutine %d: n = %q; want %d", g, env.Values["n"], runs)
				return
			}
			errs <- ""
		}()
	}
	for range goroutines {
		if e := <-errs; e != "" {
			t.Error(e)
		}
	}
}

func TestProgramCacheIsBounded(t *testing.T) {
	t.Parallel()
	sb := NewSandbox(Options{MaxPrograms: 4, MaxRuntimes: 1})
	for i := range 20 {
		res := sb.Run(t.Context(), Input{Script: fmt.Sprintf(`tests["run %d"] = true;`, i)})
		if len(res.Tests) != 1 || !res.Tests[0].Passed {
			t.Fatalf("run %d: %+v", i, res)
		}
	}
	sb.progs.mu.Lock()
	n := len(sb.progs.m)
	sb.progs.mu.Unlock()
	if n > 4 {
		t.Errorf("cached programs = %d; want at most 4", n)
	}
}
