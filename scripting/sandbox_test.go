package scripting

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
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
	// idle is the pooled runtime between runs (nil when none is pooled).
	idle := func() *jsRuntime {
		select {
		case rt := <-sb.idle:
			sb.idle <- rt
			return rt
		default:
			return nil
		}
	}
	if res := run(`pm.test("one", function () {});`, 0); res.Error != "" {
		t.Fatalf("first run: Error = %q", res.Error)
	}
	first := idle()
	if res := run(`pm.test("two", function () {});`, 0); res.Error != "" {
		t.Fatalf("second run: Error = %q", res.Error)
	}
	if first == nil || idle() != first {
		t.Fatalf("a one-runtime sandbox did not reuse its runtime: %p then %p", first, idle())
	}
	if res := run(`while (true) {}`, 50*time.Millisecond); !res.TimedOut {
		t.Fatalf("runaway loop: TimedOut = false, Error %q", res.Error)
	}
	if rt := idle(); rt != nil {
		t.Fatalf("the interrupted runtime was pooled again")
	}
	res := run(`pm.test("fresh", function () {});`, 0)
	if len(res.Tests) != 1 || !res.Tests[0].Passed {
		t.Errorf("run after a timeout = %+v; want it to pass on a fresh runtime", res.Tests)
	}
	if rt := idle(); rt == nil || rt == first {
		t.Errorf("run after a timeout pooled %p; want a new runtime, not %p", rt, first)
	}
}

// TestRunStartsWithCleanGlobals: globals one run creates or replaces are
// gone for the next run on the same pooled runtime.
func TestRunStartsWithCleanGlobals(t *testing.T) {
	t.Parallel()
	sb := NewSandbox(Options{MaxRuntimes: 1})
	run := func(src string) Result {
		t.Helper()
		// The deadline is not what this test is about: the libraries the
		// script touches load slowly under -race on a busy machine (past
		// the 5 s default once).
		res := sb.Run(t.Context(), Input{Phase: PhasePost, Script: src, Response: testResponse(), Timeout: time.Minute})
		if res.Error != "" {
			t.Fatalf("Run(%q): Error = %q", src, res.Error)
		}
		return res
	}
	run(`leaked = 1; globalThis.leaked2 = {a: 1}; this.leaked3 = "x";
Object.defineProperty(globalThis, "hidden", {value: 1, enumerable: false, configurable: true});
pm = {}; console = null; JSON = undefined; delete globalThis._; CryptoJS = 5; xml2Json = 0; postman = 1;
setTimeout(function () { timerLeak = 1; }, 0);`)
	res := run(`
pm.test("clean", function () {
	pm.expect(typeof leaked).to.equal("undefined");
	pm.expect(globalThis.leaked2).to.be.undefined;
	pm.expect(globalThis.leaked3).to.be.undefined;
	pm.expect(globalThis.hidden).to.be.undefined;
	pm.expect(globalThis.timerLeak).to.be.undefined;
});
pm.test("restored", function () {
	pm.expect(JSON.stringify({a: 1})).to.equal('{"a":1}');
	pm.expect(_.sum([1, 2])).to.equal(3);
	pm.expect(CryptoJS.MD5("a").toString()).to.have.lengthOf(32);
	pm.expect(typeof xml2Json).to.equal("function");
	pm.expect(typeof postman.setEnvironmentVariable).to.equal("function");
	console.log("still logging");
});`)
	if diff := cmp.Diff([]string{"clean: pass", "restored: pass"}, outcomes(res)); diff != "" {
		t.Errorf("second run (-want +got):\n%s\nresults: %+v", diff, res.Tests)
	}
	if len(res.Console) != 1 {
		t.Errorf("console = %+v; want the one line", res.Console)
	}
	// A global that cannot be deleted costs the runtime instead.
	first := <-sb.idle
	sb.idle <- first
	run(`Object.defineProperty(globalThis, "stuck", {value: 1, configurable: false});`)
	select {
	case rt := <-sb.idle:
		t.Errorf("a runtime with a non-configurable new global was pooled again (%p, first %p)", rt, first)
	default:
	}
	res = run(`pm.test("gone", function () { pm.expect(globalThis.stuck).to.be.undefined; });`)
	if diff := cmp.Diff([]string{"gone: pass"}, outcomes(res)); diff != "" {
		t.Errorf("run after a stuck global (-want +got):\n%s", diff)
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
					Environment: env, IterationData: vars("want", strconv.Itoa(i)),
				})
				if res.Error != "" || len(res.Tests) != 2 || res.Tests[0].Failed() || res.Tests[1].Failed() || len(res.Console) != 1 {
					errs <- fmt.Sprintf("goroutine %d run %d: %+v", g, i, res)
					return
				}
			}
			if env.Values["n"] != strconv.Itoa(runs) {
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
