package mcp_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/svc-engine/svc-engine/mcp"
)

// Every SVC_MCP_* gate override, read the way svc-mcp reads its
// environment, holds over the engine's setting of the same gate, and a
// gate the environment leaves alone is still the engine's.
func TestEveryEnvironmentOverride(t *testing.T) {
	tg := newTarget(t, nil)
	env := map[string]string{
		mcp.EnvWrite:          "true",
		mcp.EnvAllowlist:      tg.host,
		mcp.EnvMaxRps:         "5",
		mcp.EnvMaxConcurrency: "2",
		mcp.EnvMaxDuration:    "10",
		mcp.EnvDisabledTools:  "list_collections, get_globals",
	}
	o, err := mcp.ParseOverrides(func(k string) string { return env[k] })
	if err != nil {
		t.Fatal(err)
	}
	r := newRig(t, mcp.Options{Overrides: o})
	// The engine says the opposite of every override.
	r.setConfig(map[string]any{"mcpWriteEnabled": false, "mcpAllowlist": "", "mcpMaxRps": 1000, "mcpMaxConcurrency": 50,
		"mcpMaxDurationSeconds": 300, "mcpDisabledTools": "get_engine_health"})

	tools := r.listed()
	for name, want := range map[string]bool{"create_collection": true, "get_engine_health": true, "list_collections": false, "get_globals": false} {
		if (tools[name] != nil) != want {
			t.Errorf("%s listed %v, want %v", name, tools[name] != nil, want)
		}
	}
	if e := r.refused("get_globals", nil); e["gate"] != "mcpDisabledTools" {
		t.Errorf("a tool SVC_MCP_DISABLED_TOOLS names: %v", e)
	}
	r.ok("get_engine_health", nil) // the engine's own list is replaced, not merged
	r.ok("create_collection", map[string]any{"name": "SVC_MCP_WRITE"})
	if got := r.ok("run_request", map[string]any{"request": map[string]any{"method": "GET", "url": tg.url + "/allowed"}}); got["statusCode"] != float64(200) {
		t.Errorf("a target SVC_MCP_ALLOWLIST names: %v", got)
	}
	load := func(kv ...any) map[string]any {
		m := map[string]any{"request": map[string]any{"method": "GET", "url": tg.url + "/load"}, "confirmed": true}
		for i := 0; i < len(kv); i += 2 {
			m[kv[i].(string)] = kv[i+1]
		}
		return m
	}
	for _, tc := range []struct {
		args map[string]any
		gate string
	}{
		{load("mode", "constant_rps", "targetRps", 6, "duration", "1s"), "mcpMaxRps"},
		{load("mode", "constant_concurrency", "concurrency", 3, "duration", "1s"), "mcpMaxConcurrency"},
		{load("mode", "constant_concurrency", "concurrency", 1, "duration", "11s"), "mcpMaxDurationSeconds"},
		{load("mode", "capacity", "concurrency", 2), "mcpMaxDurationSeconds"}, // its 5-minute default deadline
	} {
		if e := r.refused("start_load_run", tc.args); e["gate"] != tc.gate {
			t.Errorf("%v: %v, want the gate %s", tc.args, e, tc.gate)
		}
	}
	if tg.count() != 1 {
		t.Errorf("the target saw %d requests, want the one run_request", tg.count())
	}
}

// The default of each capped list is what the tool asks for when the
// agent gives no limit, and the maximum itself is accepted.
func TestListDefaults(t *testing.T) {
	tg := newTarget(t, nil)
	r := newRig(t, mcp.Options{})
	r.setConfig(map[string]any{"mcpWriteEnabled": true, "mcpAllowlist": tg.host})
	run := r.ok("start_load_run", map[string]any{"request": map[string]any{"method": "GET", "url": tg.url + "/load"},
		"mode": "iterations", "concurrency": 1, "iterations": 30, "successSamplePeriod": 1, "confirmed": true})
	id := str(run["runId"])
	r.endedReport(id)
	for _, tc := range []struct {
		tool     string
		def, max int
	}{{"list_runs", 100, 500}, {"get_run_samples", 25, 500}, {"get_run_timeseries", 100, 1000}, {"get_run_monitor", 100, 1000}} {
		if p, _ := r.ok(tc.tool, map[string]any{"runId": id})["pagination"].(map[string]any); p == nil || num(t, p["limit"]) != tc.def {
			t.Errorf("%s without a limit: pagination %v, want limit %d", tc.tool, p, tc.def)
		}
		if p, _ := r.ok(tc.tool, map[string]any{"runId": id, "limit": tc.max})["pagination"].(map[string]any); p == nil || num(t, p["limit"]) != tc.max {
			t.Errorf("%s limit %d: pagination %v", tc.tool, tc.max, p)
		}
	}
	if samples, _ := r.ok("get_run_samples", map[string]any{"runId": id})["data"].([]any); len(samples) != 25 {
		t.Errorf("get_run_samples without a limit: %d of 30 samples, want 25", len(samples))
	}

	in := r.ok("start_webhook_inbox", map[string]any{"name": "defaults"})
	mockCol := r.ok("create_collection", map[string]any{"name": "mocked"})
	req := r.ok("create_request", map[string]any{"collectionId": mockCol["id"], "name": "p", "method": "GET", "url": "http://api.example.invalid/p"})
	r.ok("create_request_example", map[string]any{"requestId": req["id"], "name": "ok", "status": 200, "body": "ok"})
	mock := r.ok("start_mock_server", map[string]any{"collectionId": mockCol["id"]})
	hit := func(url string, n int) {
		for range n {
			res, err := http.Post(url, "text/plain", strings.NewReader("x"))
			if err != nil {
				t.Fatal(err)
			}
			_ = res.Body.Close()
		}
	}
	hit(str(in["url"])+"/hook", 30)
	for range 55 {
		res, err := http.Get(str(mock["url"]) + "/p")
		if err != nil {
			t.Fatal(err)
		}
		_ = res.Body.Close()
	}
	for _, tc := range []struct {
		tool, idArg, id, items string
		def, max, sent         int
	}{
		{"get_inbox_captures", "inboxId", str(in["id"]), "captures", 25, 100, 30},
		{"get_mock_activity", "mockId", str(mock["id"]), "items", 50, 200, 55},
	} {
		var all []any
		waitFor(t, tc.tool+" to hold every request", 10*time.Second, func() bool {
			all, _ = r.ok(tc.tool, map[string]any{tc.idArg: tc.id, "limit": tc.max})[tc.items].([]any)
			return len(all) >= tc.sent
		})
		if got, _ := r.ok(tc.tool, map[string]any{tc.idArg: tc.id})[tc.items].([]any); len(got) != tc.def {
			t.Errorf("%s without a limit: %d of %d, want %d", tc.tool, len(got), len(all), tc.def)
		}
	}
}

// openWorldHint is true exactly for the tools whose traffic may leave
// the machine; the engine's own services (mocks, issuers, inboxes) and
// the workspace do not.
func TestOpenWorldHints(t *testing.T) {
	r := newRig(t, mcp.Options{})
	r.setConfig(map[string]any{"mcpWriteEnabled": true})
	open := map[string]bool{"run_request": true, "run_collection_smoke": true, "run_collection": true, "fetch_oauth2_token": true, "start_load_run": true}
	tools := r.listed()
	if len(tools) != 69 {
		t.Fatalf("%d tools listed", len(tools))
	}
	for name, tool := range tools {
		ann, _ := tool["annotations"].(map[string]any)
		if ow, _ := ann["openWorldHint"].(bool); ow != open[name] {
			t.Errorf("%s: openWorldHint %v, want %v", name, ann["openWorldHint"], open[name])
		}
		if d, _ := tool["description"].(string); d == "" {
			t.Errorf("%s has no description", name)
		}
	}
}

// Each of the eight confirmed tools, called without confirmation, says
// what it would do and leaves everything as it was.
func TestEveryConfirmedToolDoesNothingUnconfirmed(t *testing.T) {
	tg := newTarget(t, nil)
	r := newRig(t, mcp.Options{})
	r.setConfig(map[string]any{"mcpWriteEnabled": true, "mcpAllowlist": tg.host})
	col := r.ok("create_collection", map[string]any{"name": "kept"})
	trashed := r.ok("create_collection", map[string]any{"name": "trashed"})
	r.ok("delete_collection", map[string]any{"collectionId": trashed["id"], "confirmed": true})
	req := r.ok("create_request", map[string]any{"collectionId": col["id"], "name": "r", "method": "GET", "url": tg.url + "/r"})
	ex := r.ok("create_request_example", map[string]any{"requestId": req["id"], "name": "ex", "status": 200, "body": "ok"})
	envm := r.ok("create_environment", map[string]any{"name": "kept"})
	in := r.ok("start_webhook_inbox", map[string]any{"name": "kept"})
	run := r.ok("run_collection_smoke", map[string]any{"collectionId": col["id"]})
	runID := str(run["runId"])
	if runID == "" {
		runID = str(run["id"])
	}
	hits := tg.count()
	for _, tc := range []struct {
		tool string
		args map[string]any
		path string // still answers 200 afterwards
	}{
		{"delete_collection", map[string]any{"collectionId": col["id"]}, "/collections/" + str(col["id"])},
		{"delete_request", map[string]any{"requestId": req["id"]}, "/requests/" + str(req["id"])},
		{"delete_request_example", map[string]any{"requestId": req["id"], "exampleId": ex["id"]}, "/requests/" + str(req["id"]) + "/examples/" + str(ex["id"])},
		{"delete_environment", map[string]any{"environmentId": envm["id"]}, "/environments/" + str(envm["id"])},
		{"delete_run", map[string]any{"runId": runID}, "/runs/" + runID},
		{"delete_webhook_inbox", map[string]any{"inboxId": in["id"]}, "/inbox/" + str(in["id"]) + "/captures"},
		{"purge_trash_entry", map[string]any{"id": trashed["id"]}, "/trash"},
		{"start_load_run", map[string]any{"request": map[string]any{"method": "GET", "url": tg.url + "/load"}, "mode": "constant_rps", "targetRps": 5, "duration": "1s"}, "/runs"},
	} {
		got := r.ok(tc.tool, tc.args)
		if got["confirmed"] != false || str(got["wouldDo"]) == "" || !strings.Contains(str(got["message"]), "confirmed: true") {
			t.Errorf("%s unconfirmed answered %v", tc.tool, got)
		}
		if st := r.eng.Do("GET", tc.path, nil).Status; st != 200 {
			t.Errorf("%s unconfirmed: GET %s answers %d", tc.tool, tc.path, st)
		}
	}
	if trash := r.ok("list_trash", nil); num(t, trash["total"]) != 1 {
		t.Errorf("an unconfirmed purge emptied the trash: %v", trash)
	}
	if runs := r.ok("list_runs", nil); num(t, runs["pagination"].(map[string]any)["total"]) != 1 {
		t.Errorf("runs after an unconfirmed start_load_run: %v", runs["pagination"])
	}
	if tg.count() != hits {
		t.Errorf("an unconfirmed start_load_run sent %d requests", tg.count()-hits)
	}
}

// run_collection_smoke waits for its one iteration only as long as its
// bound: a run still going then is stopped, and the answer says so.
func TestSmokeRunIsBounded(t *testing.T) {
	release := make(chan struct{})
	tg := newTarget(t, func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-r.Context().Done():
		case <-release:
		}
	})
	t.Cleanup(func() { close(release) })
	r := newRig(t, mcp.Options{SmokeTimeout: 500 * time.Millisecond})
	r.setConfig(map[string]any{"mcpWriteEnabled": true, "mcpAllowlist": tg.host})
	col := r.ok("create_collection", map[string]any{"name": "slow"})
	r.ok("create_request", map[string]any{"collectionId": col["id"], "name": "hangs", "method": "GET", "url": tg.url + "/hang", "timeoutMs": 60000})
	start := time.Now()
	got := r.ok("run_collection_smoke", map[string]any{"collectionId": col["id"]})
	if took := time.Since(start); took < 500*time.Millisecond || took > 20*time.Second {
		t.Errorf("the smoke run answered after %v, want its 500 ms bound and the stop", took)
	}
	id := str(got["runId"])
	if got["stopped"] != true || id == "" || !strings.Contains(str(got["message"]), "get_run_report") {
		t.Fatalf("a smoke run past its bound answered %v", got)
	}
	if rep := r.endedReport(id); rep["status"] != "Stopped" {
		t.Errorf("the smoke run ended %v, want Stopped", rep["status"])
	}
}

// update_request is a merge-patch: the fields given change, an omitted
// one keeps its value.
func TestUpdateRequestIsAMergePatch(t *testing.T) {
	r := newRig(t, mcp.Options{})
	r.setConfig(map[string]any{"mcpWriteEnabled": true})
	col := r.ok("create_collection", map[string]any{"name": "patched"})
	req := r.ok("create_request", map[string]any{"collectionId": col["id"], "name": "before", "method": "GET", "url": "http://api.example.test/a"})
	got := r.ok("update_request", map[string]any{"requestId": req["id"], "name": "after", "method": "POST"})
	if got["name"] != "after" || got["method"] != "POST" || got["url"] != "http://api.example.test/a" {
		t.Errorf("update_request answered %v", got)
	}
	stored := r.eng.Do("GET", "/requests/"+str(req["id"]), nil).Object(t)
	if stored["name"] != "after" || stored["method"] != "POST" || stored["url"] != "http://api.example.test/a" || stored["collectionId"] != col["id"] {
		t.Errorf("stored after update_request: %v", stored)
	}
}

// endedReport waits for the run to end and returns get_run_report's
// answer.
func (r *rig) endedReport(id string) map[string]any {
	r.t.Helper()
	var rep map[string]any
	waitFor(r.t, "the report of "+id, 30*time.Second, func() bool {
		tr := r.call("get_run_report", map[string]any{"runId": id})
		rep = tr.Structured
		return !tr.IsError
	})
	return rep
}
