package mgmt_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/svc-engine/svc-engine/mgmt/mgmttest"
	"github.com/svc-engine/svc-engine/sender/sendertest"
)

func scenarioEl(kind, src string) map[string]any {
	return map[string]any{"kind": kind, "config": map[string]any{"script": src}}
}

// runScenario posts a scenario run, waits for its end and returns the run
// id and its report member.
func runScenario(t *testing.T, e *mgmttest.Engine, body map[string]any) (string, map[string]any) {
	t.Helper()
	id := startLoad(t, e, body)
	run := waitEnded(t, e, id)
	rep := e.Must(200, "GET", "/runs/"+id+"/report", nil)
	report, _ := rep["report"].(map[string]any)
	if report == nil {
		t.Fatalf("run %s (%v) has no report: %v", id, run["status"], rep)
	}
	report["status"], report["error"] = rep["status"], rep["error"]
	return id, report
}

// stepsOf reads the stored step events of a run.
func stepsOf(t *testing.T, e *mgmttest.Engine, id string) []map[string]any {
	t.Helper()
	page := e.Must(200, "GET", "/runs/"+id+"/events?kind=step&limit=1000", nil)
	var out []map[string]any
	for _, ev := range page["data"].([]any) {
		out = append(out, ev.(map[string]any)["data"].(map[string]any))
	}
	return out
}

func totals(rep map[string]any) map[string]any { t, _ := rep["totals"].(map[string]any); return t }

func TestCollectionRunFollowsTheRecursiveOrderAndStreamsPlanStepsAndComplete(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	tg := sendertest.Start(t, sendertest.H1)
	e.Must(201, "POST", "/environments", map[string]any{"name": "local", "isActive": true, "variables": map[string]any{"base": tg.URL}})
	root := e.Collection(map[string]any{"name": "Shop", "elements": []any{
		scenarioEl("script.pre", `pm.variables.set("trail", "root>")`),
		scenarioEl("script.pre", `pm.variables.set("trail", pm.variables.get("trail") + "off>")`),
		scenarioEl("script.setup", `pm.environment.set("setups", String(Number(pm.environment.get("setups") || 0) + 1))`),
		scenarioEl("script.teardown", `pm.test("teardown ran", () => pm.expect(pm.environment.get("setups")).to.equal("1"))`),
	}})
	cid := root["id"].(string)
	disable := root["elements"].([]any)[1].(map[string]any)["id"].(string)
	b := e.Collection(map[string]any{"name": "B", "parentId": cid, "order": 2})
	a := e.Collection(map[string]any{"name": "A", "parentId": cid, "order": 1, "elements": []any{scenarioEl("script.pre", `pm.variables.set("trail", pm.variables.get("trail") + "A>")`)}})
	aa := e.Collection(map[string]any{"name": "AA", "parentId": a["id"]})
	e.Request(cid, map[string]any{"name": "root request", "url": "{{base}}/echo?trail={{trail}}", "order": 0})
	e.Request(b["id"].(string), map[string]any{"name": "b1", "url": "{{base}}/echo?id={{orderId}}"})
	e.Request(a["id"].(string), map[string]any{"name": "a1", "url": "{{base}}/echo?trail={{trail}}", "elements": []any{
		map[string]any{"kind": "inherit.disable", "config": map[string]any{"elementId": disable}},
		scenarioEl("script.post", `pm.environment.set("orderId", "o-" + pm.response.code); pm.test("status 200", () => pm.response.to.have.status(200)); console.log("a1 done")`),
	}})
	e.Request(aa["id"].(string), map[string]any{"name": "aa1", "url": "{{base}}/echo?first=1"})

	id := startLoad(t, e, map[string]any{"scenario": map[string]any{"collectionId": cid, "iterations": 2}})
	status, _, frames := readLive(t, e, "/runs/"+id+"/live", nil)
	if status != 200 {
		t.Fatalf("live status %d", status)
	}
	checkStream(t, frames, "Completed")
	if frames[0].event != "plan" {
		t.Fatalf("the first event is %s, want plan", frames[0].event)
	}
	var plan struct {
		Total    int
		Requests []struct{ Name, Path string }
	}
	if err := json.Unmarshal([]byte(frames[0].data), &plan); err != nil {
		t.Fatal(err)
	}
	var paths []string
	for _, r := range plan.Requests {
		paths = append(paths, r.Path)
	}
	if diff := cmp.Diff([]string{"A/AA/aa1", "A/a1", "B/b1", "root request"}, paths); diff != "" || plan.Total != 8 {
		t.Fatalf("plan total %d, order (-want +got):\n%s", plan.Total, diff)
	}
	var steps []string
	for _, f := range frames[1 : len(frames)-1] {
		if f.event != "step" {
			t.Fatalf("event %s between plan and complete, want only steps", f.event)
		}
		steps = append(steps, f.event)
	}
	if len(steps) != 8 {
		t.Fatalf("%d step events, want 8", len(steps))
	}
	var got []string
	for _, r := range tg.Requests() {
		got = append(got, r.RequestURI)
	}
	// inherit.disable turns the root's second pre script off for a1 only;
	// collection scripts run outermost first; a1's post script sets the
	// orderId that b1's URL uses.
	want := []string{"/echo?first=1", "/echo?trail=root>A>", "/echo?id=o-200", "/echo?trail=root>off>"}
	if diff := cmp.Diff(append(want, want...), got); diff != "" {
		t.Fatalf("sent (-want +got):\n%s", diff)
	}
	_, rep := runScenarioReport(t, e, id)
	tt := totals(rep)
	if num(tt["iterations"]) != 2 || num(tt["requests"]) != 8 || num(tt["tests"]) != 3 || num(tt["testsPassed"]) != 3 || num(tt["failedSteps"]) != 0 {
		t.Errorf("totals = %v", tt)
	}
	if rep["setup"] == nil || rep["teardown"] == nil || !strings.Contains(fmt.Sprint(rep["variables"]), "setups:1") {
		t.Errorf("setup %v, teardown %v, variables %v", rep["setup"], rep["teardown"], rep["variables"])
	}
	stored := stepsOf(t, e, id)
	if len(stored) != 8 {
		t.Fatalf("%d stored steps, want 8", len(stored))
	}
	s := stored[1]
	if s["name"] != "a1" || s["response"].(map[string]any)["statusCode"] != 200.0 || len(s["tests"].([]any)) != 1 || len(s["console"].([]any)) != 1 {
		t.Errorf("stored step = %v", s)
	}
	// The environment is not written back.
	envs := e.Do("GET", "/environments", nil)
	if strings.Contains(string(envs.Body), "orderId") {
		t.Errorf("a collection run changed the stored environment: %s", envs.Body)
	}
}

// runScenarioReport reads the report of an ended run.
func runScenarioReport(t *testing.T, e *mgmttest.Engine, id string) (string, map[string]any) {
	t.Helper()
	waitEnded(t, e, id)
	rep := e.Must(200, "GET", "/runs/"+id+"/report", nil)
	report, _ := rep["report"].(map[string]any)
	return rep["status"].(string), report
}

func TestCollectionRunIteratesDataRowsAndChecksTheDataSchema(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	tg := sendertest.Start(t, sendertest.H1)
	cid := e.Collection(map[string]any{"name": "Data", "dataSchema": map[string]any{"columns": []any{"user", "n"}}})["id"].(string)
	e.Request(cid, map[string]any{"name": "r", "url": tg.URL + "/echo?u={{user}}&n={{n}}", "elements": []any{
		scenarioEl("script.post", `pm.test("row", () => pm.expect(pm.iterationData.get("user")).to.be.a("string"))`),
	}})
	csv := "user,n\nann,1\nbob,2\n"
	_, rep := runScenario(t, e, map[string]any{"scenario": map[string]any{"collectionId": cid, "environmentId": nil, "dataFile": map[string]any{"content": csv, "format": "csv"}}})
	if rep["status"] != "Completed" || num(totals(rep)["iterations"]) != 2 || num(totals(rep)["testsPassed"]) != 2 {
		t.Fatalf("csv run: %v", rep)
	}
	_, rep = runScenario(t, e, map[string]any{"scenario": map[string]any{"collectionId": cid, "iterations": 3, "data": []any{map[string]any{"user": "cy", "n": 3}}}})
	if rep["status"] != "Completed" || num(totals(rep)["iterations"]) != 3 {
		t.Fatalf("json run: %v", rep)
	}
	var got []string
	for _, r := range tg.Requests() {
		got = append(got, r.RequestURI)
	}
	want := []string{"/echo?u=ann&n=1", "/echo?u=bob&n=2", "/echo?u=cy&n=3", "/echo?u=cy&n=3", "/echo?u=cy&n=3"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Fatalf("sent (-want +got):\n%s", diff)
	}
	before := len(e.Must(200, "GET", "/runs?limit=500", nil)["data"].([]any))
	for _, body := range []map[string]any{
		{"collectionId": cid, "data": []any{map[string]any{"user": "a"}}},
		{"collectionId": cid, "dataFile": map[string]any{"content": "user,n,extra\na,1,x\n"}},
	} {
		r := e.Do("POST", "/runs", map[string]any{"scenario": body})
		if r.Status != 400 || r.ErrorCode(t) != "invalid_run_config" || !strings.Contains(r.ErrorMessage(t), "row 1") {
			t.Errorf("data %v: %d %s", body, r.Status, r.Body)
		}
	}
	if after := len(e.Must(200, "GET", "/runs?limit=500", nil)["data"].([]any)); after != before {
		t.Errorf("refused runs were created: %d runs, want %d", after, before)
	}
}

func TestCollectionRunFollowsSetNextRequestSkipRequestAndBails(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	tg := sendertest.Start(t, sendertest.H1)
	cid := e.Collection(map[string]any{"name": "Flow"})["id"].(string)
	e.Request(cid, map[string]any{"name": "a", "url": tg.URL + "/echo?a", "elements": []any{scenarioEl("script.pre", `pm.execution.setNextRequest("c")`)}})
	e.Request(cid, map[string]any{"name": "b", "url": tg.URL + "/echo?b"})
	e.Request(cid, map[string]any{"name": "c", "url": tg.URL + "/echo?c", "elements": []any{scenarioEl("script.pre", `pm.execution.skipRequest()`)}})
	e.Request(cid, map[string]any{"name": "d", "url": tg.URL + "/status/500", "elements": []any{
		scenarioEl("script.post", `pm.test("is ok", () => pm.response.to.have.status(200)); pm.execution.setNextRequest(null)`),
	}})
	e.Request(cid, map[string]any{"name": "e", "url": tg.URL + "/echo?e"})
	id, rep := runScenario(t, e, map[string]any{"scenario": map[string]any{"collectionId": cid, "iterations": 2}})
	var names []string
	for _, s := range stepsOf(t, e, id) {
		names = append(names, fmt.Sprintf("%v %v %v", s["iteration"], s["name"], s["skipped"]))
	}
	want := []string{"0 a false", "0 c true", "0 d false", "1 a false", "1 c true", "1 d false"}
	if diff := cmp.Diff(want, names); diff != "" {
		t.Fatalf("steps (-want +got):\n%s", diff)
	}
	tt := totals(rep)
	if rep["status"] != "Completed" || num(tt["testsFailed"]) != 2 || num(tt["skippedRequests"]) != 2 || len(rep["failures"].([]any)) != 2 {
		t.Fatalf("report: %v", rep)
	}
	_, rep = runScenario(t, e, map[string]any{"scenario": map[string]any{"collectionId": cid, "iterations": 2, "bail": true}})
	if rep["status"] != "Failed" || rep["bailed"] != true || num(totals(rep)["steps"]) != 3 || !strings.Contains(fmt.Sprint(rep["error"]), "is ok") {
		t.Fatalf("bail: %v", rep)
	}
}

func TestARunawayScriptTimesOutAndTheRunCompletes(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	tg := sendertest.Start(t, sendertest.H1)
	cid := e.Collection(map[string]any{"name": "Loop"})["id"].(string)
	e.Request(cid, map[string]any{"name": "spin", "url": tg.URL + "/echo", "elements": []any{scenarioEl("script.post", `while (true) {}`)}})
	e.Request(cid, map[string]any{"name": "next", "url": tg.URL + "/echo"})
	id, rep := runScenario(t, e, map[string]any{"scenario": map[string]any{"collectionId": cid, "scriptTimeoutMs": 200}})
	tt := totals(rep)
	if rep["status"] != "Completed" || num(tt["requests"]) != 2 || num(tt["testScripts"].(map[string]any)["failed"]) != 1 {
		t.Fatalf("report: %v", rep)
	}
	s := stepsOf(t, e, id)[0]
	if sc := s["scripts"].([]any)[0].(map[string]any); sc["timedOut"] != true || s["failed"] != true {
		t.Fatalf("step = %v", s)
	}
}

func TestScenarioUnderLoadGivesEachVirtualUserItsOwnVariablesAndPublishesTicks(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	tg := sendertest.Start(t, sendertest.H1)
	cid := e.Collection(map[string]any{"name": "Load"})["id"].(string)
	e.Request(cid, map[string]any{"name": "login", "url": tg.URL + "/echo?login", "elements": []any{
		scenarioEl("script.post", `pm.collectionVariables.set("n", String(Number(pm.collectionVariables.get("n") || 0) + 1))`),
	}})
	e.Request(cid, map[string]any{"name": "count", "url": tg.URL + "/echo?n={{n}}", "elements": []any{
		scenarioEl("script.post", `pm.test("own count", () => pm.expect(Number(pm.collectionVariables.get("n"))).to.be.above(0))`),
	}})
	id := startLoad(t, e, map[string]any{"scenario": map[string]any{"collectionId": cid}, "mode": "iterations", "concurrency": 3, "iterations": 12})
	_, _, frames := readLive(t, e, "/runs/"+id+"/live", nil)
	checkStream(t, frames, "Completed")
	ticks := 0
	for _, f := range frames {
		if f.event == "metrics" {
			ticks++
		}
	}
	if frames[0].event != "plan" || ticks == 0 {
		t.Fatalf("events: first %s, %d metrics ticks", frames[0].event, ticks)
	}
	_, rep := runScenarioReport(t, e, id)
	load, _ := rep["load"].(map[string]any)
	// Each virtual user counts its own passes: the count 1 goes out once
	// per user (shared variables would send it once in all).
	ones := 0
	for _, r := range tg.Requests() {
		if r.RequestURI == "/echo?n=1" {
			ones++
		}
	}
	if ones != 3 {
		t.Errorf("n=1 was sent %d times, want once per virtual user (3)", ones)
	}
	if load == nil || num(load["iterations"]) != 12 || num(load["requests"]) != 24 || num(totals(rep)["testsFailed"]) != 0 || len(load["byRequest"].([]any)) != 2 {
		t.Fatalf("report: %v", rep)
	}
	if rep["latency"] == nil || num(rep["requests"]) != 24 {
		t.Errorf("headline figures: requests %v latency %v", rep["requests"], rep["latency"])
	}
}

func TestInvalidScenariosAreRefusedAndCreateNoRun(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	cid := e.Collection(map[string]any{"name": "C"})["id"].(string)
	other := e.Collection(map[string]any{"name": "Other"})["id"].(string)
	empty := e.Collection(map[string]any{"name": "Empty"})["id"].(string)
	e.Request(cid, map[string]any{"name": "r", "url": "http://127.0.0.1:1/"})
	cases := []map[string]any{
		{"scenario": map[string]any{}},
		{"scenario": map[string]any{"collectionId": "col_missing"}},
		{"scenario": map[string]any{"collectionId": cid, "folderId": other}},
		{"scenario": map[string]any{"collectionId": cid, "environmentId": "env_missing"}},
		{"scenario": map[string]any{"collectionId": cid, "iterations": -1}},
		{"scenario": map[string]any{"collectionId": cid, "dataFile": map[string]any{"content": "a,b\n1\n", "format": "csv"}}},
		{"scenario": map[string]any{"collectionId": empty}},
		{"scenario": map[string]any{"collectionId": cid}, "mode": "constant_rps", "targetRps": 10, "duration": "1s"},
		{"scenario": map[string]any{"collectionId": cid}, "mode": "capacity"},
		{"scenario": map[string]any{"collectionId": cid}, "mode": "constant_concurrency", "concurrency": 2},
	}
	for _, body := range cases {
		r := e.Do("POST", "/runs", body)
		if r.Status != 400 || r.ErrorCode(t) != "invalid_run_config" {
			t.Errorf("POST /runs %v: %d %s, want 400 invalid_run_config", body, r.Status, r.Body)
		}
	}
	if got := e.Must(200, "GET", "/runs?limit=10", nil)["pagination"].(map[string]any)["total"]; got != 0.0 {
		t.Errorf("%v runs exist after refusals, want 0", got)
	}
}

// scenarioTour starts collection runs (plain and under load) and checks
// their answers, events and reports against the document's scenario
// schemas (the report and event members are free objects in the run
// schemas, so they are checked here by name).
func (tr *oaTour) scenarioTour(t *testing.T) {
	tg := sendertest.Start(t, sendertest.H1)
	col := tr.e.Collection(map[string]any{"name": "scenario tour", "elements": []any{scenarioEl("script.setup", `pm.globals.set("k", "v")`)}})
	tr.e.Request(id(col), map[string]any{"name": "ok", "url": tg.URL + "/echo", "elements": []any{scenarioEl("script.post", `pm.test("200", () => pm.response.to.have.status(200))`)}})
	tr.e.Request(id(col), map[string]any{"name": "refused", "url": "http://127.0.0.1:1/"})
	valid := func(name string, v any) {
		t.Helper()
		s := tr.doc.Components.Schemas[name]
		if s == nil {
			t.Fatalf("the document has no components.schemas.%s", name)
		}
		if err := s.Value.VisitJSON(v); err != nil {
			t.Errorf("%s does not match the document: %s\nvalue: %s", name, oaClip(err.Error()), oaClip(fmt.Sprint(v)))
		}
	}
	for _, body := range []map[string]any{
		{"scenario": map[string]any{"collectionId": id(col), "iterations": 2, "data": []any{map[string]any{"a": 1}}, "delayMs": 1, "timeoutMs": 5000, "scriptTimeoutMs": 1000, "variables": map[string]any{"x": "y"}, "environmentId": nil}},
		{"scenario": map[string]any{"collectionId": id(col)}, "mode": "iterations", "iterations": 3, "concurrency": 2},
	} {
		a := tr.step(t, oaExchange{name: "a collection run starts with 202", method: "POST", path: "/runs", status: 202, body: body})
		run, _ := a.object()["runId"].(string)
		if run == "" {
			t.Fatalf("the collection run did not start: %s", a.body)
		}
		waitEnded(t, tr.e, run)
		rep := tr.step(t, oaExchange{name: "a collection run's report", method: "GET", path: "/runs/" + run + "/report", status: 200}).object()
		valid("ScenarioReport", rep["report"])
		valid("ScenarioAsRun", rep["scenario"])
		events := tr.step(t, oaExchange{name: "a collection run's stored plan and steps", method: "GET", path: "/runs/" + run + "/events", status: 200}).object()
		list, _ := events["data"].([]any)
		if len(list) < 2 {
			t.Fatalf("a collection run stored %d events, want its plan and steps", len(list))
		}
		for i, ev := range list {
			e := ev.(map[string]any)
			switch {
			case i == 0 && e["kind"] == "plan":
				valid("ScenarioPlan", e["data"])
			case e["kind"] == "step":
				valid("ScenarioStep", e["data"])
			default:
				t.Errorf("event %d is %v, want the plan first and then steps", i, e["kind"])
			}
		}
	}
	tr.step(t, oaExchange{name: "a scenario without a live collection is a 400 invalid_run_config", method: "POST", path: "/runs", status: 400, field: "scenario.collectionId",
		body: map[string]any{"scenario": map[string]any{"collectionId": "col_nope"}}})
	tr.step(t, oaExchange{name: "a scenario under constant_rps is a 400", method: "POST", path: "/runs", status: 400, field: "mode",
		body: map[string]any{"scenario": map[string]any{"collectionId": id(col)}, "mode": "constant_rps", "targetRps": 5, "duration": "1s"}})
	tr.step(t, oaExchange{name: "a data file row that breaks the CSV is a 400", method: "POST", path: "/runs", status: 400, field: "scenario.dataFile.content",
		body: map[string]any{"scenario": map[string]any{"collectionId": id(col), "dataFile": map[string]any{"content": "a,b\n1\n", "format": "csv"}}}})
}
