package mgmt_test

import (
	"strings"
	"testing"

	"github.com/svc-engine/svc-engine/mgmt/mgmttest"
)

// script is one script element of the given kind.
func script(kind, src string) map[string]any {
	return map[string]any{"kind": kind, "config": map[string]any{"script": src}}
}

// testsOf reads the tests array of an answer or trace as name → passed.
func testsOf(t *testing.T, v any) map[string]bool {
	t.Helper()
	arr, ok := v.([]any)
	if !ok {
		t.Fatalf("tests is %T (%v), want an array", v, v)
	}
	out := map[string]bool{}
	for _, it := range arr {
		m := it.(map[string]any)
		out[m["name"].(string)] = m["passed"].(bool)
	}
	return out
}

func TestExecuteRunsPostScriptTestsIntoTheAnswerAndHistory(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	target := startEcho(t)
	got := e.Must(200, "POST", "/execute", map[string]any{"request": map[string]any{
		"method": "GET", "url": target.URL + "/items",
		"elements": []any{script("script.post", `
pm.test("status is 200", function () { pm.response.to.have.status(200); });
pm.test("method echoed", function () { pm.expect(pm.response.json().method).to.equal("GET"); });
pm.test("fails on purpose", function () { pm.expect(1).to.equal(2); });
console.log("seen", pm.response.code);`)},
	}})
	want := map[string]bool{"status is 200": true, "method echoed": true, "fails on purpose": false}
	if tests := testsOf(t, got["tests"]); !equalTests(tests, want) {
		t.Fatalf("tests %v, want %v", tests, want)
	}
	if c, _ := got["console"].([]any); len(c) != 1 || c[0].(map[string]any)["text"] != "seen 200" {
		t.Errorf("console %v, want one line \"seen 200\"", got["console"])
	}
	if se, _ := got["scriptErrors"].([]any); len(se) != 0 {
		t.Errorf("scriptErrors %v, want none", se)
	}
	h := e.Must(200, "GET", "/history/"+got["historyId"].(string), nil)
	var trace map[string]any
	switch td := h["trace_data"].(type) {
	case map[string]any:
		trace = td
	default:
		t.Fatalf("history trace_data is %T: %v", h["trace_data"], h)
	}
	if tests := testsOf(t, trace["tests"]); !equalTests(tests, want) {
		t.Errorf("history trace tests %v, want %v", tests, want)
	}
}

func equalTests(a, b map[string]bool) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if w, ok := b[k]; !ok || w != v {
			return false
		}
	}
	return true
}

func TestExecuteSendsWhatPreScriptsLeftInTheRequest(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	target := startEcho(t)
	col := e.Collection(map[string]any{"name": "api", "variables": map[string]any{"who": "collection"},
		"elements": []any{script("script.pre", `pm.request.headers.add({key: "X-From-Collection", value: "1"});`)}})
	r := e.Request(id(col), map[string]any{"url": target.URL + "/p?who={{who}}",
		"headers": []any{map[string]any{"key": "X-Old", "value": "old", "enabled": true}},
		"elements": []any{script("script.pre", `
pm.request.headers.upsert({key: "X-Old", value: "new"});
pm.request.headers.add({key: "X-Order", value: pm.request.headers.get("X-From-Collection") || "collection script did not run first"});
pm.variables.set("who", "script");`)}})
	got := e.Must(200, "POST", "/execute", map[string]any{"requestId": id(r)})
	if got["statusCode"].(float64) != 200 {
		t.Fatalf("execute: %v", got)
	}
	req, _ := target.received()
	if v := req.Header.Get("X-Old"); v != "new" {
		t.Errorf("the target got X-Old %q, want new", v)
	}
	if v := req.Header.Get("X-Order"); v != "1" {
		t.Errorf("the target got X-Order %q, want 1 (the collection's pre script runs before the request's)", v)
	}
	if q := req.URL.RawQuery; q != "who=script" {
		t.Errorf("the target got the query %q, want who=script (pm.variables set in a pre script resolve in the url)", q)
	}
}

func TestExecutePersistsVariablesScriptsSet(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	target := startEcho(t)
	env := e.Must(201, "POST", "/environments", map[string]any{"name": "dev", "isActive": true,
		"variables": map[string]any{"keep": "k", "gone": "g", "off": map[string]any{"value": "x", "enabled": false}}})
	col := e.Collection(map[string]any{"name": "api", "variables": map[string]any{"c0": "0"}})
	r := e.Request(id(col), map[string]any{"url": target.URL + "/v", "elements": []any{script("script.post", `
pm.environment.set("token", "t-" + pm.response.code);
pm.environment.unset("gone");
pm.globals.set("g1", "G");
pm.collectionVariables.set("c1", "C");
pm.variables.set("local", "never stored");`)}})
	e.Must(200, "POST", "/execute", map[string]any{"requestId": id(r)})

	vars := e.Must(200, "GET", "/environments/"+id(env), nil)["variables"].(map[string]any)
	if vars["token"] != "t-200" || vars["keep"] != "k" || vars["gone"] != nil || vars["off"] == nil || vars["local"] != nil {
		t.Errorf("environment variables %v: want token t-200, keep kept, gone removed, the disabled off kept, no local", vars)
	}
	if g := e.Must(200, "GET", "/globals", nil)["variables"].(map[string]any); g["g1"] != "G" {
		t.Errorf("globals %v, want g1 G", g)
	}
	if c := e.Must(200, "GET", "/collections/"+id(col), nil)["variables"].(map[string]any); c["c1"] != "C" || c["c0"] != "0" {
		t.Errorf("collection variables %v, want c0 0 and c1 C", c)
	}
}

func TestExecuteReportsARunawayScriptAndStillAnswers(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	target := startEcho(t)
	got := e.Must(200, "POST", "/execute", map[string]any{"request": map[string]any{
		"method": "GET", "url": target.URL + "/loop",
		"elements": []any{
			map[string]any{"kind": "script.post", "config": map[string]any{"script": `while (true) {}`, "timeoutMs": 200}},
			script("script.post", `pm.test("a later script still runs", function () {});`),
		},
	}})
	if got["statusCode"].(float64) != 200 {
		t.Fatalf("the send did not answer: %v", got)
	}
	se, _ := got["scriptErrors"].([]any)
	if len(se) != 1 {
		t.Fatalf("scriptErrors %v, want the runaway script", got["scriptErrors"])
	}
	first := se[0].(map[string]any)
	if first["timedOut"] != true || first["phase"] != "post" || !strings.Contains(first["error"].(string), "timed out") {
		t.Errorf("script error %v, want a timed-out post script", first)
	}
	if tests := testsOf(t, got["tests"]); !tests["a later script still runs"] {
		t.Errorf("tests %v, want the later script's test", tests)
	}
}

func TestExecuteSendsNothingWhenAPreScriptSkipsTheRequest(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	target := startEcho(t)
	got := e.Must(200, "POST", "/execute", map[string]any{"request": map[string]any{
		"method": "GET", "url": target.URL + "/skipped",
		"elements": []any{script("script.pre", `pm.execution.skipRequest();`), script("script.post", `pm.test("never", function () {});`)},
	}})
	if got["skipped"] != true || got["statusCode"].(float64) != 0 || got["historyId"] != "" {
		t.Errorf("answer %v: want skipped, no status and no history", got)
	}
	if req, _ := target.received(); req != nil {
		t.Errorf("the target got %s %s", req.Method, req.URL)
	}
	if tests := testsOf(t, got["tests"]); len(tests) != 0 {
		t.Errorf("tests %v, want none", tests)
	}
}
