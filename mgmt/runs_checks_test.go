package mgmt_test

import (
	"net"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/valyala/fasthttp"

	"github.com/svc-engine/svc-engine/mgmt/mgmttest"
)

// startFlakyTarget is a loopback target answering 500 to every fifth
// request and 200 to the others, with a JSON body.
func startFlakyTarget(t *testing.T, every int64) string {
	t.Helper()
	ln, err := net.Listen("tcp4", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	var n atomic.Int64
	srv := &fasthttp.Server{Handler: func(ctx *fasthttp.RequestCtx) {
		if n.Add(1)%every == 0 {
			ctx.SetStatusCode(500)
		}
		ctx.SetContentType("application/json")
		ctx.SetBodyString(`{"greeting":"hello"}`)
	}}
	go func() { _ = srv.Serve(ln) }()
	t.Cleanup(func() { _ = srv.Shutdown() })
	return "http://" + ln.Addr().String() + "/"
}

// runSamples reads every stored sample of a run (at most 500).
func runSamples(t *testing.T, e *mgmttest.Engine, id string) []map[string]any {
	t.Helper()
	page := e.Must(200, "GET", "/runs/"+id+"/samples?limit=500", nil)
	var out []map[string]any
	for _, s := range page["data"].([]any) {
		out = append(out, s.(map[string]any))
	}
	return out
}

func checksOf(t *testing.T, e *mgmttest.Engine, id string) map[string]any {
	t.Helper()
	rep := e.Must(200, "GET", "/runs/"+id+"/report", nil)
	c, ok := rep["report"].(map[string]any)["checks"].(map[string]any)
	if !ok {
		t.Fatalf("the report has no checks: %v", rep["report"])
	}
	return c
}

func testRow(t *testing.T, checks map[string]any, name string) map[string]any {
	t.Helper()
	for _, r := range checks["tests"].([]any) {
		if row := r.(map[string]any); row["name"] == name {
			return row
		}
	}
	t.Fatalf("checks.tests has no row %q: %v", name, checks["tests"])
	return nil
}

func TestLoadRunsCheckKeptSamplesWithTheTestScriptAndPostElements(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	url := startFlakyTarget(t, 5)
	col := e.Collection(map[string]any{})
	stored := e.Request(id(col), map[string]any{"url": url, "elements": []any{
		script("script.pre", `pm.request.headers.add({key: "X-Never", value: "1"});`),
		script("script.post", `pm.test("greets", () => pm.expect(pm.response.json().greeting).to.eql("hello"));`),
	}})
	run := startLoad(t, e, map[string]any{"requestId": id(stored), "mode": "iterations", "iterations": 400, "concurrency": 4,
		"successSamplePeriod": 10, "testScript": `pm.test("status 200", () => pm.response.to.have.status(200));`})
	if r := waitEnded(t, e, run); r["status"] != "Completed" {
		t.Fatalf("the run ended %v: %v", r["status"], r["error"])
	}
	checks := checksOf(t, e, run)
	samples := runSamples(t, e, run)

	var withTests, ok200, failed500 int
	for _, s := range samples {
		tests, _ := s["tests"].([]any)
		if len(tests) == 0 {
			continue
		}
		withTests++
		if len(tests) != 2 || tests[0].(map[string]any)["name"] != "greets" || tests[1].(map[string]any)["name"] != "status 200" {
			t.Fatalf("a sample's tests are %v, want greets (the element) then status 200 (testScript)", tests)
		}
		passed := tests[1].(map[string]any)["passed"] == true
		switch code := num(s["statusCode"]); {
		case code == 200 && passed:
			ok200++
		case code == 500 && !passed:
			failed500++
		default:
			t.Fatalf("sample with status %v has status 200 passed=%v", code, passed)
		}
	}
	if failed500 < 70 || ok200 < 20 {
		t.Fatalf("checked samples: %d passing 200s and %d failing 500s of %d samples; want about 80 failures and 30+ successes", ok200, failed500, len(samples))
	}
	if num(checks["scriptRuns"]) != float64(withTests) || num(checks["dropped"]) != 0 || num(checks["noResponse"]) != 0 {
		t.Fatalf("checks %v: want scriptRuns %d (the samples with tests) and nothing dropped", checks, withTests)
	}
	status := testRow(t, checks, "status 200")
	if num(status["passed"]) != float64(ok200) || num(status["failed"]) != float64(failed500) {
		t.Errorf("status 200 row %v, want passed %d failed %d", status, ok200, failed500)
	}
	if g := testRow(t, checks, "greets"); num(g["passed"]) != float64(withTests) || num(g["failed"]) != 0 {
		t.Errorf("greets row %v, want passed %d (the element runs on every sample)", g, withTests)
	}
	if num(checks["passed"]) != float64(withTests+ok200) || num(checks["failed"]) != float64(failed500) {
		t.Errorf("totals %v/%v, want %d/%d", checks["passed"], checks["failed"], withTests+ok200, failed500)
	}
	want := float64(withTests+ok200) / float64(2*withTests)
	if pr := num(checks["passRate"]); pr < want-1e-9 || pr > want+1e-9 {
		t.Errorf("passRate %v, want %v", pr, want)
	}
	if num(checks["ignoredPreScripts"]) != 1 || len(checks["errors"].([]any)) != 0 {
		t.Errorf("checks %v: want 1 ignored pre script and no errors", checks)
	}
}

func TestLoadRunsDefaultTheSamplePeriodForATestScript(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	url := startFlakyTarget(t, 1<<40)
	run := startLoad(t, e, map[string]any{"request": map[string]any{"method": "GET", "url": url}, "mode": "iterations",
		"iterations": 300, "concurrency": 1, "testScript": `pm.test("ok", () => pm.response.to.be.ok)`})
	waitEnded(t, e, run)
	checks := checksOf(t, e, run)
	if num(checks["scriptRuns"]) != 3 || num(testRow(t, checks, "ok")["passed"]) != 3 {
		t.Fatalf("checks %v: want 3 script runs (1 in 100 successes of 300)", checks)
	}
	// Without scripts the report has no checks and no success is kept.
	plain := startLoad(t, e, map[string]any{"request": map[string]any{"method": "GET", "url": url}, "mode": "iterations", "iterations": 300, "concurrency": 1})
	waitEnded(t, e, plain)
	if c, ok := e.Must(200, "GET", "/runs/"+plain+"/report", nil)["report"].(map[string]any)["checks"]; ok {
		t.Errorf("a run without scripts reports checks %v", c)
	}
	if n := len(runSamples(t, e, plain)); n != 0 {
		t.Errorf("a run without scripts kept %d samples", n)
	}
}

func TestLoadRunsRefuseATestScriptThatDoesNotCompile(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	req := map[string]any{"method": "GET", "url": "http://127.0.0.1:9/"}
	for _, script := range []any{`pm.test("x", () => {`, 42} {
		r := e.Do("POST", "/runs", map[string]any{"request": req, "mode": "iterations", "iterations": 1, "testScript": script})
		if r.Status != 400 || r.ErrorCode(t) != "invalid_run_config" {
			t.Fatalf("testScript %v: %d %s, want 400 invalid_run_config", script, r.Status, r.Body)
		}
		if f := r.Object(t)["error"].(map[string]any)["field"]; f != "testScript" {
			t.Errorf("testScript %v: error.field %v, want testScript", script, f)
		}
		if _, isString := script.(string); isString && !strings.Contains(r.ErrorMessage(t), "SyntaxError") {
			t.Errorf("the message %q does not say SyntaxError", r.ErrorMessage(t))
		}
	}
	if n := len(e.Do("GET", "/runs", nil).Array(t)); n != 0 {
		t.Errorf("refused runs created %d runs", n)
	}
}

func TestLoadRunsAreNotStalledByARunawayTestScript(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	url := startFlakyTarget(t, 2)
	start := time.Now()
	run := startLoad(t, e, map[string]any{"request": map[string]any{"method": "GET", "url": url}, "mode": "iterations",
		"iterations": 300, "concurrency": 4, "successSamplePeriod": 10, "testScript": `while (true) {}`})
	r := waitEnded(t, e, run)
	if took := time.Since(start); r["status"] != "Completed" || took > 15*time.Second {
		t.Fatalf("the run ended %v after %v, want Completed within the checks' drain time", r["status"], took)
	}
	if req := e.Must(200, "GET", "/runs/"+run+"/report", nil)["report"].(map[string]any)["requests"]; num(req) != 300 {
		t.Fatalf("the run made %v requests, want 300", req)
	}
	checks := checksOf(t, e, run)
	samples := runSamples(t, e, run)
	if got := num(checks["scriptRuns"]) + num(checks["dropped"]); got != float64(len(samples)) || num(checks["dropped"]) == 0 {
		t.Fatalf("checks %v: scriptRuns + dropped = %v, want the %d samples, some dropped", checks, got, len(samples))
	}
	errs := checks["errors"].([]any)
	if len(errs) == 0 || errs[0].(map[string]any)["timedOut"] != true || errs[0].(map[string]any)["script"] != "testScript" {
		t.Fatalf("checks.errors %v, want a timed-out testScript first", errs)
	}
}
