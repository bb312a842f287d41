package mcp_test

import (
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/svc-engine/svc-engine/mcp"
)

func TestStartLoadRunCaps(t *testing.T) {
	tg := newTarget(t, nil)
	off := newTarget(t, nil)
	r := newRig(t, mcp.Options{})
	r.setConfig(map[string]any{"mcpAllowlist": tg.host, "mcpMaxRps": 50, "mcpMaxConcurrency": 4, "mcpMaxDurationSeconds": 60, "mcpWriteEnabled": true})
	col := r.ok("create_collection", map[string]any{"name": "load"})
	r.ok("create_request", map[string]any{"collectionId": col["id"], "name": "a", "method": "GET", "url": tg.url + "/a"})
	single := map[string]any{"method": "GET", "url": tg.url + "/load"}
	plan := func(kv ...any) map[string]any {
		m := map[string]any{"request": single, "confirmed": true}
		for i := 0; i < len(kv); i += 2 {
			m[kv[i].(string)] = kv[i+1]
		}
		return m
	}
	sc := map[string]any{"collectionId": col["id"]}
	for _, tc := range []struct {
		name string
		args map[string]any
		gate string // "" for a refused argument
		arg  string
	}{
		{"rate over the cap", plan("mode", "constant_rps", "targetRps", 51, "duration", "1s"), "mcpMaxRps", ""},
		{"maxInFlight over the cap", plan("mode", "constant_rps", "targetRps", 10, "duration", "1s", "maxInFlight", 5), "mcpMaxConcurrency", ""},
		{"concurrency over the cap", plan("mode", "constant_concurrency", "concurrency", 5, "duration", "1s"), "mcpMaxConcurrency", ""},
		{"iterations concurrency over the cap", plan("mode", "iterations", "concurrency", 5, "iterations", 10), "mcpMaxConcurrency", ""},
		{"duration over the cap", plan("mode", "constant_concurrency", "concurrency", 2, "duration", "61s"), "mcpMaxDurationSeconds", ""},
		{"ramp over the cap", plan("mode", "ramp_up", "concurrency", 2, "startConcurrency", 1, "duration", "30s", "rampUpDuration", "2m"), "mcpMaxDurationSeconds", ""},
		{"capacity's default 5m deadline counts", plan("mode", "capacity", "concurrency", 4), "mcpMaxDurationSeconds", ""},
		{"capacity concurrency over the cap", plan("mode", "capacity", "concurrency", 5, "duration", "10s"), "mcpMaxConcurrency", ""},
		{"capacity startConcurrency over the cap", plan("mode", "capacity", "concurrency", 4, "startConcurrency", 5, "duration", "10s"), "mcpMaxConcurrency", ""},
		{"a target off the allowlist", map[string]any{"request": map[string]any{"method": "GET", "url": off.url}, "mode": "constant_rps", "targetRps": 5, "duration": "1s", "confirmed": true}, "mcpAllowlist", ""},
		{"a monitor off the allowlist", plan("mode", "constant_rps", "targetRps", 5, "duration", "1s", "monitor", map[string]any{"url": off.url + "/metrics"}), "mcpAllowlist", ""},
		{"an unknown mode", plan("mode", "spike", "duration", "1s"), "", "mode"},
		{"constant_rps without a rate", plan("mode", "constant_rps", "duration", "1s"), "", "targetRps"},
		{"a scenario under constant_rps", map[string]any{"scenario": sc, "mode": "constant_rps", "targetRps": 5, "duration": "1s", "confirmed": true}, "", "mode"},
		{"a scenario under capacity", map[string]any{"scenario": sc, "mode": "capacity", "concurrency": 2, "duration": "5s", "confirmed": true}, "", "mode"},
		{"redirect settings with a scenario", map[string]any{"scenario": sc, "mode": "iterations", "concurrency": 1, "iterations": 1, "maxRedirects": 3, "confirmed": true}, "", "maxRedirects"},
		{"maxRedirects over 100", plan("mode", "constant_rps", "targetRps", 5, "duration", "1s", "maxRedirects", 101), "", "maxRedirects"},
		{"two targets", plan("mode", "constant_rps", "targetRps", 5, "duration", "1s", "scenario", sc), "", "requestId"},
	} {
		e := r.refused("start_load_run", tc.args)
		if tc.gate != "" && e["gate"] != tc.gate || tc.arg != "" && e["argument"] != tc.arg {
			t.Errorf("%s: refusal %v, want gate %q argument %q", tc.name, e, tc.gate, tc.arg)
		}
	}
	if runs := r.ok("list_runs", nil); num(t, runs["pagination"].(map[string]any)["total"]) != 0 || tg.count() != 0 || off.count() != 0 {
		t.Fatalf("refused plans reached the engine: runs %v, target hits %d and %d", runs["pagination"], tg.count(), off.count())
	}

	t.Run("without confirmation it says what it would do and does nothing", func(t *testing.T) {
		args := plan("mode", "constant_rps", "targetRps", 10, "duration", "1s")
		delete(args, "confirmed")
		got := r.ok("start_load_run", args)
		if got["confirmed"] != false || !contains(str(got["wouldDo"]), "constant_rps", "targetRps 10") {
			t.Errorf("answer %v", got)
		}
		if runs := r.ok("list_runs", nil); num(t, runs["pagination"].(map[string]any)["total"]) != 0 {
			t.Errorf("an unconfirmed run was created")
		}
	})

	t.Run("a capped run starts at once and is followed live to its report", func(t *testing.T) {
		started := r.ok("start_load_run", plan("mode", "constant_rps", "targetRps", 20, "duration", "3s"))
		id := str(started["runId"])
		if !strings.HasPrefix(id, "run_") {
			t.Fatalf("start answered %v", started)
		}
		// Read the live state while the run is running: ticks arrive before it completes.
		var live map[string]any
		waitFor(t, "a metrics tick while the run is running", 10*time.Second, func() bool {
			live = r.ok("get_live_metrics", map[string]any{"runId": id})
			ev, _ := live["events"].(map[string]any)
			return ev["metrics"] != nil && live["completed"] == false
		})
		if latest, _ := live["latest"].(map[string]any); latest["metrics"] == nil {
			t.Errorf("live answer without the latest tick: %v", live)
		}
		var report map[string]any
		waitFor(t, "the run's report", 30*time.Second, func() bool {
			tr := r.call("get_run_report", map[string]any{"runId": id})
			report = tr.Structured
			return !tr.IsError
		})
		if report["status"] != "Completed" || report["report"] == nil || report["coverage"] != nil {
			t.Errorf("report %v", report)
		}
		if tg.count() < 20 {
			t.Errorf("the target saw %d requests, want about 60", tg.count())
		}
		done := r.ok("get_live_metrics", map[string]any{"runId": id})
		if done["completed"] != true && done["live"] != false {
			t.Errorf("live after the end %v", done)
		}
		series := r.ok("get_run_timeseries", map[string]any{"runId": id})
		if len(series["data"].([]any)) == 0 {
			t.Errorf("no stored ticks: %v", series)
		}
	})

	t.Run("capacity's default deadline passes under a cap of 300 s, and stop_run stops it", func(t *testing.T) {
		r.setConfig(map[string]any{"mcpMaxDurationSeconds": 300})
		started := r.ok("start_load_run", plan("mode", "capacity", "concurrency", 2, "startConcurrency", 1))
		id := str(started["runId"])
		r.ok("stop_run", map[string]any{"runId": id})
		waitFor(t, "the stopped run's report", 30*time.Second, func() bool {
			return !r.call("get_run_report", map[string]any{"runId": id}).IsError
		})
	})
}

func TestLimits(t *testing.T) {
	big := strings.Repeat("é", 20000) // 40000 bytes
	tg := newTarget(t, func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/big" {
			_, _ = fmt.Fprint(w, big)
			return
		}
		_, _ = fmt.Fprint(w, strings.Repeat("z", 20<<10))
	})
	r := newRig(t, mcp.Options{})
	r.setConfig(map[string]any{"mcpAllowlist": tg.host, "mcpWriteEnabled": true})

	t.Run("a list above its maximum is refused, not clamped", func(t *testing.T) {
		for _, tc := range []struct {
			tool string
			max  int
		}{{"list_runs", 500}, {"get_run_samples", 500}, {"get_run_timeseries", 1000}, {"get_run_monitor", 1000},
			{"get_inbox_captures", 100}, {"get_mock_activity", 200}} {
			args := map[string]any{"runId": "run_x", "inboxId": "i", "mockId": "m", "limit": tc.max + 1}
			if e := r.refused(tc.tool, args); e["argument"] != "limit" || !contains(str(e["message"]), strconv.Itoa(tc.max)) {
				t.Errorf("%s limit %d: %v", tc.tool, tc.max+1, e)
			}
			args["limit"] = 0
			if e := r.refused(tc.tool, args); e["argument"] != "limit" {
				t.Errorf("%s limit 0: %v", tc.tool, e)
			}
		}
		page := r.ok("list_runs", map[string]any{"limit": 500})
		if num(t, page["pagination"].(map[string]any)["limit"]) != 500 {
			t.Errorf("list_runs limit 500: %v", page["pagination"])
		}
		if page := r.ok("list_runs", nil); num(t, page["pagination"].(map[string]any)["limit"]) != 100 {
			t.Errorf("list_runs default: %v", page["pagination"])
		}
	})

	t.Run("a body over 32 KB is cut with bodyTruncated and its true size", func(t *testing.T) {
		got := r.ok("run_request", map[string]any{"request": map[string]any{"method": "GET", "url": tg.url + "/big"}})
		body := str(got["body"])
		if len(body) > mcp.MaxResultBody || len(body) < mcp.MaxResultBody-3 || !strings.HasPrefix(big, body) {
			t.Errorf("body of %d bytes", len(body))
		}
		if got["bodyTruncated"] != true || num(t, got["bodyBytes"]) != len(big) {
			t.Errorf("bodyTruncated %v bodyBytes %v", got["bodyTruncated"], got["bodyBytes"])
		}
		small := r.ok("run_request", map[string]any{"request": map[string]any{"method": "GET", "url": tg.url + "/small"}})
		if small["bodyTruncated"] != false || small["bodyBytes"] != nil {
			t.Errorf("a 20 KB body: truncated %v bytes %v", small["bodyTruncated"], small["bodyBytes"])
		}
	})

	t.Run("traces spend 96 KB, the first and failing steps first, rows in run order", func(t *testing.T) {
		col := r.ok("create_collection", map[string]any{"name": "traces"})
		fail := []any{map[string]any{"kind": "script.post", "config": map[string]any{"script": `pm.test("fails", function () { pm.expect(1).to.eql(2); });`}}}
		for i := range 10 {
			args := map[string]any{"collectionId": col["id"], "name": fmt.Sprintf("r%d", i), "method": "GET", "url": tg.url + fmt.Sprintf("/r%d", i)}
			if i == 8 {
				args["elements"] = fail
			}
			r.ok("create_request", args)
		}
		rep := r.ok("run_collection_smoke", map[string]any{"collectionId": col["id"]})
		steps, _ := rep["steps"].([]any)
		if len(steps) != 10 {
			t.Fatalf("%d steps in the report: %v", len(steps), rep)
		}
		omitted := 0
		for i, s := range steps {
			st := s.(map[string]any)
			if num(t, st["seq"]) != i+1 {
				t.Errorf("step %d has seq %v: rows are not in run order", i, st["seq"])
			}
			if st["traceOmitted"] == true {
				omitted++
				if st["response"] != nil {
					t.Errorf("step %d is omitted but keeps its response", i)
				}
				continue
			}
			if st["response"] == nil {
				t.Errorf("step %d is embedded without its response", i)
			}
		}
		first, failing := steps[0].(map[string]any), steps[8].(map[string]any)
		if first["traceOmitted"] == true || failing["traceOmitted"] == true || failing["failed"] != true {
			t.Errorf("first omitted %v, failing omitted %v (failed %v)", first["traceOmitted"], failing["traceOmitted"], failing["failed"])
		}
		if steps[7].(map[string]any)["traceOmitted"] != true {
			t.Errorf("step 8 kept its trace although the failing step 9 should have spent the budget first")
		}
		if omitted == 0 || num(t, rep["tracesOmitted"]) != omitted || num(t, rep["traceBudgetBytes"]) != mcp.TraceBudget {
			t.Errorf("omitted %d, tracesOmitted %v, traceBudgetBytes %v", omitted, rep["tracesOmitted"], rep["traceBudgetBytes"])
		}
		if _, ok := rep["coverage"]; ok {
			t.Errorf("an unbound run's report carries coverage")
		}
	})
}
