package mgmt_test

import (
	"os"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/svc-engine/svc-engine/engine"
	"github.com/svc-engine/svc-engine/mgmt/mgmttest"
	"github.com/svc-engine/svc-engine/sender/sendertest"
)

// memoryHog is a script that grows the heap without bound until the
// memory cap stops it.
const memoryHog = `let s = 'x'; while (true) s += s;`

// A script stopped by scriptMaxMemoryBytes is a script error of every
// run that ran it, marked memoryExceeded (as the deadline marks
// timedOut) and named by its message: a collection run's step and its
// totals, and a load run's checks.
// Not parallel: the scripts take tens of MiB of the process's heap.
func TestAScriptOverItsMemoryCapIsAScriptErrorOfTheRun(t *testing.T) {
	e := mgmttest.Start(t)
	e.Must(200, "POST", "/config", map[string]any{"scriptMaxMemoryBytes": 32 << 20})
	tg := sendertest.Start(t, sendertest.H1)

	t.Run("collection run", func(t *testing.T) {
		cid := e.Collection(map[string]any{"name": "Hog"})["id"].(string)
		e.Request(cid, map[string]any{"name": "hog", "url": tg.URL + "/echo", "elements": []any{scenarioEl("script.post", memoryHog)}})
		id, rep := runScenario(t, e, map[string]any{"scenario": map[string]any{"collectionId": cid, "scriptTimeoutMs": 10000}})
		if rep["status"] != "Completed" || num(totals(rep)["testScripts"].(map[string]any)["failed"]) != 1 {
			t.Fatalf("report: %v", rep)
		}
		s := stepsOf(t, e, id)[0]
		sc := s["scripts"].([]any)[0].(map[string]any)
		if sc["memoryExceeded"] != true || sc["timedOut"] == true || !strings.Contains(sc["error"].(string), "scriptMaxMemoryBytes") || s["failed"] != true {
			t.Fatalf("step %v, want its script marked memoryExceeded", s)
		}
	})
	t.Run("load run checks", func(t *testing.T) {
		run := startLoad(t, e, map[string]any{"request": map[string]any{"method": "GET", "url": tg.URL + "/echo"}, "mode": "iterations",
			"iterations": 1, "concurrency": 1, "successSamplePeriod": 1, "testScript": memoryHog})
		if r := waitEnded(t, e, run); r["status"] != "Completed" {
			t.Fatalf("the run ended %v: %v", r["status"], r["error"])
		}
		checks := checksOf(t, e, run)
		errs, _ := checks["errors"].([]any)
		if len(errs) != 1 {
			t.Fatalf("checks %v, want the script stopped by its memory cap among its errors", checks)
		}
		first := errs[0].(map[string]any)
		if first["memoryExceeded"] != true || first["timedOut"] == true || !strings.Contains(first["error"].(string), "scriptMaxMemoryBytes") {
			t.Fatalf("check error %v, want it marked memoryExceeded", first)
		}
	})
	t.Run("execute", func(t *testing.T) {
		got := e.Must(200, "POST", "/execute", map[string]any{"request": map[string]any{
			"method": "GET", "url": tg.URL + "/echo",
			"elements": []any{map[string]any{"kind": "script.post", "config": map[string]any{"script": memoryHog, "timeoutMs": 10000}}},
		}})
		se, _ := got["scriptErrors"].([]any)
		if len(se) != 1 || se[0].(map[string]any)["memoryExceeded"] != true {
			t.Fatalf("scriptErrors %v, want the script marked memoryExceeded", got["scriptErrors"])
		}
	})
}

// An engine stopped while a script runs leaves GOMAXPROCS as it found
// it: the spare processor scripts run with is given back once the script
// has ended (1 s after, at most a few seconds on a loaded machine). Not
// parallel: it reads the process's GOMAXPROCS, which the scripts of
// parallel tests change.
func TestAnEngineStoppedWhileAScriptRunsGivesTheSpareProcessorBack(t *testing.T) {
	// The engines of earlier tests give their spare back within a second
	// of their last script: base is the count once it held 1.5 s.
	base, since := runtime.GOMAXPROCS(0), time.Now()
	for settle := time.Now().Add(15 * time.Second); time.Since(since) < 1500*time.Millisecond; time.Sleep(10 * time.Millisecond) {
		if time.Now().After(settle) {
			t.Fatalf("GOMAXPROCS did not settle in 15 s (now %d)", base)
		}
		if n := runtime.GOMAXPROCS(0); n != base {
			base, since = n, time.Now()
		}
	}
	e := mgmttest.StartWith(t, engine.Options{Getenv: os.Getenv})
	tg := sendertest.Start(t, sendertest.H1)
	answered := make(chan mgmttest.Response, 1)
	go func() {
		answered <- e.Do("POST", "/execute", map[string]any{"request": map[string]any{"method": "GET", "url": tg.URL + "/echo",
			"elements": []any{map[string]any{"kind": "script.post", "config": map[string]any{"script": `while (true) {}`, "timeoutMs": 1500}}}}})
	}()
	for deadline := time.Now().Add(10 * time.Second); runtime.GOMAXPROCS(0) != base+1; time.Sleep(time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("GOMAXPROCS stayed %d with a script running, want %d", runtime.GOMAXPROCS(0), base+1)
		}
	}
	e.Stop()
	if err := e.Wait(); err != nil {
		t.Fatalf("the engine stopped with %v", err)
	}
	<-answered // answered or cut by the shutdown: either way the script has ended
	for deadline := time.Now().Add(6 * time.Second); runtime.GOMAXPROCS(0) != base; time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("GOMAXPROCS is %d 6 s after the engine stopped, want %d back", runtime.GOMAXPROCS(0), base)
		}
	}
}
