package scenario

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/svc-engine/svc-engine/loadcore"
	"github.com/svc-engine/svc-engine/metrics"
	"github.com/svc-engine/svc-engine/runs"
	"github.com/svc-engine/svc-engine/scripting"
	"github.com/svc-engine/svc-engine/sender/sendertest"
	"github.com/svc-engine/svc-engine/workspace"
)

// fakeScripts runs "scripts" that name Go functions, so the runner's flow
// is tested apart from the sandbox (mgmt's tests use the real one).
type fakeScripts struct {
	mu  sync.Mutex
	fns map[string]func(in scripting.Input) scripting.Result
	log []string // "phase:source" in the order scripts ran
}

func (f *fakeScripts) Run(_ context.Context, in scripting.Input) scripting.Result {
	f.mu.Lock()
	f.log = append(f.log, in.Phase+":"+in.Script)
	fn := f.fns[in.Script]
	f.mu.Unlock()
	if fn == nil {
		return scripting.Result{}
	}
	return fn(in)
}

type recorder struct {
	mu    sync.Mutex
	plans []Plan
	steps []*Step
	ticks []metrics.Tick
}

func (r *recorder) Plan(v any) { r.mu.Lock(); r.plans = append(r.plans, v.(Plan)); r.mu.Unlock() }
func (r *recorder) Step(v any) { r.mu.Lock(); r.steps = append(r.steps, v.(*Step)); r.mu.Unlock() }
func (r *recorder) Tick(t metrics.Tick) {
	r.mu.Lock()
	r.ticks = append(r.ticks, t)
	r.mu.Unlock()
}

func (r *recorder) names() []string {
	var out []string
	for _, s := range r.steps {
		out = append(out, fmt.Sprintf("%d:%s", s.Iteration, s.Name))
	}
	return out
}

// tree builds collections and requests in memory: cols are {id, parent,
// order}; reqs are {id, collection, name, url}.
type tb struct {
	t    Tree
	now  int64
	cols map[string]*workspace.Collection
}

func newTree() *tb {
	return &tb{t: Tree{Requests: map[string][]workspace.Request{}}, cols: map[string]*workspace.Collection{}}
}

func (b *tb) col(id, parent string, order int64, elements ...string) *tb {
	b.now++
	c := workspace.Collection{ID: id, Name: id, Order: order, CreatedAt: b.now, Variables: json.RawMessage(`{}`), Auth: json.RawMessage(`{"mode":"none"}`),
		Elements: json.RawMessage("[" + strings.Join(elements, ",") + "]")}
	if parent != "" {
		c.ParentID = &parent
	}
	b.t.Collections = append(b.t.Collections, c)
	return b
}

func (b *tb) req(id, col, url string, elements ...string) *tb {
	b.now++
	r := workspace.Request{ID: id, CollectionID: col, Name: id, Method: "GET", URL: url, Headers: json.RawMessage(`[]`), Body: json.RawMessage(`{"mode":"none"}`),
		Auth: json.RawMessage(`{"mode":"inherit"}`), Elements: json.RawMessage("[" + strings.Join(elements, ",") + "]"), FollowRedirects: true, MaxRedirects: 10, HTTPVersion: "auto", VerifySSL: true, CreatedAt: b.now}
	b.t.Requests[col] = append(b.t.Requests[col], r)
	return b
}

// rooted finishes the tree with root as the run root; collections are
// sorted by the ordering rule as the store returns them.
func (b *tb) rooted(root string) Tree {
	cs := b.t.Collections
	for i := 1; i < len(cs); i++ {
		for j := i; j > 0 && (cs[j].Order < cs[j-1].Order || (cs[j].Order == cs[j-1].Order && cs[j].CreatedAt < cs[j-1].CreatedAt)); j-- {
			cs[j], cs[j-1] = cs[j-1], cs[j]
		}
	}
	for _, c := range cs {
		if c.ID == root {
			b.t.Chain = []workspace.Collection{c}
		}
	}
	return b.t
}

func el(id, kind, script string) string {
	return fmt.Sprintf(`{"id":%q,"kind":%q,"version":1,"enabled":true,"config":{"script":%q}}`, id, kind, script)
}

func TestOrderRunsSubfoldersFirstRecursivelyThenRequestsByTheOrderingRule(t *testing.T) {
	t.Parallel()
	b := newTree().col("root", "", 0).col("B", "root", 2).col("A", "root", 1).col("A2", "A", 0).col("A1", "A", 0)
	b.req("r-root-2", "root", "u").req("r-root-1", "root", "u")
	b.t.Requests["root"][0].Order, b.t.Requests["root"][1].Order = 5, 1
	b.t.Requests["root"][0], b.t.Requests["root"][1] = b.t.Requests["root"][1], b.t.Requests["root"][0]
	b.req("a", "A", "u").req("a2", "A2", "u").req("a1", "A1", "u").req("b", "B", "u")
	var got []string
	for _, it := range Order(b.rooted("root")) {
		got = append(got, it.Path)
	}
	want := []string{"A/A2/a2", "A/A1/a1", "A/a", "B/b", "r-root-1", "r-root-2"}
	// A2 and A1 share order 0: createdAt decides (A2 was created first).
	if diff := cmp.Diff(want, got); diff != "" {
		t.Fatalf("run order (-want +got):\n%s", diff)
	}
}

func TestOrderAppliesInheritDisableAndCollectionScriptsOutermostFirst(t *testing.T) {
	t.Parallel()
	b := newTree().col("root", "", 0, el("e-root", "script.pre", "root-pre"), el("e-root-off", "script.pre", "root-off"), el("e-setup", "script.setup", "setup")).
		col("F", "root", 0, el("e-f", "script.pre", "f-pre"), el("e-f-post", "script.post", "f-post"))
	b.req("r", "F", "u", el("e-r", "script.pre", "r-pre"), `{"id":"e-dis","kind":"inherit.disable","version":1,"enabled":true,"config":{"elementId":"e-root-off"}}`,
		`{"id":"e-r-off","kind":"script.post","version":1,"enabled":false,"config":{"script":"disabled"}}`)
	items := Order(b.rooted("root"))
	var pre, post []string
	for _, s := range items[0].Pre {
		pre = append(pre, s.Source)
	}
	for _, s := range items[0].Post {
		post = append(post, s.Source)
	}
	if diff := cmp.Diff([]string{"root-pre", "f-pre", "r-pre"}, pre); diff != "" {
		t.Errorf("pre scripts (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]string{"f-post"}, post); diff != "" {
		t.Errorf("post scripts (-want +got):\n%s", diff)
	}
	setup, _ := RootScripts(b.rooted("root"))
	if len(setup) != 1 || setup[0].Source != "setup" {
		t.Errorf("setup scripts = %+v, want the root's one", setup)
	}
}

func parse(t *testing.T, body string) (Config, error) {
	t.Helper()
	p, err := workspace.DecodePatch([]byte(body))
	if err != nil {
		t.Fatalf("decode %s: %v", body, err)
	}
	return ParseConfig(p)
}

func TestParseConfigRefusesInvalidScenariosNamingTheMember(t *testing.T) {
	t.Parallel()
	cases := []struct{ body, field string }{
		{`{}`, "scenario"},
		{`{"scenario":[]}`, "scenario"},
		{`{"scenario":{}}`, "scenario.collectionId"},
		{`{"scenario":{"collectionId":""}}`, "scenario.collectionId"},
		{`{"scenario":{"collectionId":"c","iterations":0}}`, "scenario.iterations"},
		{`{"scenario":{"collectionId":"c","iterations":"2"}}`, "scenario.iterations"},
		{`{"scenario":{"collectionId":"c","delayMs":-1}}`, "scenario.delayMs"},
		{`{"scenario":{"collectionId":"c","bail":"yes"}}`, "scenario.bail"},
		{`{"scenario":{"collectionId":"c","environmentId":3}}`, "scenario.environmentId"},
		{`{"scenario":{"collectionId":"c","variables":[]}}`, "scenario.variables"},
		{`{"scenario":{"collectionId":"c","data":{}}}`, "scenario.data"},
		{`{"scenario":{"collectionId":"c","data":[1]}}`, "scenario.data[0]"},
		{`{"scenario":{"collectionId":"c","data":[],"dataFile":{"content":""}}}`, "scenario.data"},
		{`{"scenario":{"collectionId":"c","dataFile":{"content":"a,b\n1\n","format":"csv"}}}`, "scenario.dataFile.content"},
		{`{"scenario":{"collectionId":"c","dataFile":{"content":"[","format":"json"}}}`, "scenario.dataFile.content"},
		{`{"scenario":{"collectionId":"c","dataFile":{"content":"a","format":"xml"}}}`, "scenario.dataFile.format"},
		{`{"scenario":{"collectionId":"c","unknown":1}}`, "scenario.unknown"},
		{`{"scenario":{"collectionId":"c"},"mode":"constant_rps"}`, "mode"},
		{`{"scenario":{"collectionId":"c"},"mode":"capacity"}`, "mode"},
		{`{"scenario":{"collectionId":"c"},"mode":"constant_concurrency","duration":"5s"}`, "concurrency"},
		{`{"scenario":{"collectionId":"c"},"mode":"constant_concurrency","concurrency":2}`, "duration"},
		{`{"scenario":{"collectionId":"c"},"mode":"constant_concurrency","concurrency":2,"duration":"soon"}`, "duration"},
		{`{"scenario":{"collectionId":"c"},"mode":"iterations","concurrency":2}`, "iterations"},
		{`{"scenario":{"collectionId":"c"},"mode":"ramp_up","concurrency":2,"duration":"5s"}`, "rampUpDuration"},
		{`{"scenario":{"collectionId":"c"},"mode":"ramp_up","concurrency":2,"duration":"5s","rampUpDuration":"6s"}`, "rampUpDuration"},
	}
	for _, c := range cases {
		_, err := parse(t, c.body)
		fe, ok := errors.AsType[*workspace.FieldError](err)
		if !ok || fe.Field != c.field {
			t.Errorf("ParseConfig(%s) = %v, want a field error naming %s", c.body, err, c.field)
		}
	}
}

func TestParseConfigReadsDataFilesAndDefaults(t *testing.T) {
	t.Parallel()
	c, err := parse(t, `{"scenario":{"collectionId":"c","dataFile":{"content":"\ufeffuser,n\nann,1\n\"bo, b\",2\n","fileName":"d.csv"}}}`)
	if err != nil {
		t.Fatal(err)
	}
	if c.Iterations != 2 || c.DataFormat != "csv" || len(c.Rows) != 2 || c.Rows[1].Values["user"] != "bo, b" || c.Rows[0].Values["n"] != "1" {
		t.Fatalf("csv config = %+v", c)
	}
	c, err = parse(t, `{"scenario":{"collectionId":"c","iterations":5,"dataFile":{"content":"[{\"a\":1,\"b\":\"x\",\"c\":null,\"d\":{\"e\":true}}]"}}}`)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"a": "1", "b": "x", "c": "", "d": `{"e":true}`}
	if c.Iterations != 5 || c.DataFormat != "json" || !cmp.Equal(want, c.Rows[0].Values) || !cmp.Equal([]string{"a", "b", "c", "d"}, c.Rows[0].Names) {
		t.Fatalf("json config = %+v", c)
	}
	if c.Load.Mode != ModeScenario {
		t.Errorf("mode = %q, want scenario", c.Load.Mode)
	}
}

func TestCheckDataNamesTheRowAndColumnThatBreakTheDataSchema(t *testing.T) {
	t.Parallel()
	schema := json.RawMessage(`{"columns":["user","pass"]}`)
	rows := []Row{{Names: []string{"user", "pass"}, Values: map[string]string{"user": "a", "pass": "b"}}, {Names: []string{"user"}, Values: map[string]string{"user": "a"}}}
	err := CheckData(schema, rows, "scenario.data")
	fe, ok := errors.AsType[*workspace.FieldError](err)
	if !ok || fe.Field != "scenario.data[1].pass" || !strings.Contains(fe.Message, "row 2") {
		t.Fatalf("missing column: %v", err)
	}
	rows[1] = Row{Names: []string{"user", "pass", "extra"}, Values: map[string]string{"user": "a", "pass": "b", "extra": "c"}}
	if err := CheckData(schema, rows, "scenario.data"); err == nil || !strings.Contains(err.Error(), `"extra"`) {
		t.Fatalf("undeclared column: %v", err)
	}
	if err := CheckData(json.RawMessage(`{}`), rows, "scenario.data"); err != nil {
		t.Fatalf("no contract: %v", err)
	}
}

// runner builds a runner of tree against a fake sandbox.
func runner(t *testing.T, tree Tree, cfg Config, fns map[string]func(scripting.Input) scripting.Result) (*Runner, *fakeScripts) {
	t.Helper()
	if cfg.Iterations == 0 {
		cfg.Iterations = 1
	}
	if cfg.Load.Mode == "" {
		cfg.Load.Mode = ModeScenario
	}
	cfg.CollectionID = tree.Chain[len(tree.Chain)-1].ID
	fs := &fakeScripts{fns: fns}
	return &Runner{Config: cfg, Tree: tree, Globals: json.RawMessage(`{"g":"global"}`), Environment: json.RawMessage(`{"path":"/echo"}`), Scripts: fs, MaxTraceBodyBytes: 64}, fs
}

func set(scope func(scripting.Input) *scripting.Variables, k, v string) func(scripting.Input) scripting.Result {
	return func(in scripting.Input) scripting.Result {
		s := scope(in)
		s.Values[k] = v
		s.Names = append(s.Names, k)
		s.Writes++ // as the sandbox counts its writes
		return scripting.Result{}
	}
}

func env(in scripting.Input) *scripting.Variables { return in.Environment }

func str(s string) *string { return &s }

func TestRunFlowsScriptVariablesIntoLaterRequestsAndCountsTheReport(t *testing.T) {
	t.Parallel()
	tg := sendertest.Start(t, sendertest.H1)
	b := newTree().col("root", "", 0)
	b.req("first", "root", tg.URL+"{{path}}?step=1", el("p1", "script.post", "set-next"))
	b.req("second", "root", tg.URL+"/echo?id={{nextId}}&g={{g}}&row={{user}}", el("p2", "script.post", "test"))
	fns := map[string]func(scripting.Input) scripting.Result{
		"set-next": set(env, "nextId", "42"),
		"test": func(in scripting.Input) scripting.Result {
			return scripting.Result{Tests: []scripting.TestResult{{Name: "ok", Passed: in.Response.Code == 200}, {Name: "fails", Passed: false, Error: "expected 1 to equal 2"}},
				Console: []scripting.ConsoleLine{{Level: "log", Text: in.IterationData.Values["user"]}}}
		},
	}
	cfg := Config{Iterations: 2, Rows: []Row{{Names: []string{"user"}, Values: map[string]string{"user": "ann"}}}}
	r, _ := runner(t, b.rooted("root"), cfg, fns)
	pub := &recorder{}
	res := r.Run(t.Context(), pub)
	if res.Status != runs.StatusCompleted {
		t.Fatalf("status %s (%s), want Completed: failed tests alone do not fail a run", res.Status, res.Error)
	}
	var got []string
	for _, rq := range tg.Requests() {
		got = append(got, rq.RequestURI)
	}
	want := []string{"/echo?step=1", "/echo?id=42&g=global&row=ann", "/echo?step=1", "/echo?id=42&g=global&row=ann"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Fatalf("sent (-want +got):\n%s", diff)
	}
	if len(pub.plans) != 1 || *pub.plans[0].Total != 4 || len(pub.plans[0].Requests) != 2 {
		t.Fatalf("plan = %+v", pub.plans)
	}
	if len(pub.steps) != 4 || pub.steps[3].Seq != 4 || pub.steps[3].Iteration != 1 || pub.steps[1].Console[0].Text != "ann" {
		t.Fatalf("steps = %v", pub.names())
	}
	if s := pub.steps[0]; s.Response.StatusCode != 200 || !s.Response.BodyTruncated || len(s.Response.Body) != 64 || s.Request.Method != "GET" {
		t.Errorf("first step trace: response %+v, request %+v", s.Response, s.Request)
	}
	var rep Report
	if err := json.Unmarshal(res.Report, &rep); err != nil {
		t.Fatal(err)
	}
	tt := rep.Totals
	if tt.Iterations != 2 || tt.Requests != 4 || tt.Tests != 4 || tt.TestsPassed != 2 || tt.TestsFailed != 2 || tt.FailedSteps != 2 || tt.TestScripts.Total != 4 || tt.Assertions.Failed != 2 {
		t.Errorf("totals = %+v", tt)
	}
	if len(rep.Failures) != 2 || rep.Failures[0].Test != "fails" || rep.Failures[0].Message != "expected 1 to equal 2" || rep.Failures[1].Iteration != 1 {
		t.Errorf("failures = %+v", rep.Failures)
	}
	if !strings.Contains(string(rep.Variables.Environment), `"nextId":"42"`) || rep.Timings.ResponseMean <= 0 {
		t.Errorf("variables %s, timings %+v", rep.Variables.Environment, rep.Timings)
	}
}

func TestRunFollowsSetNextRequestSkipRequestAndRunsSetupAndTeardownOnce(t *testing.T) {
	t.Parallel()
	tg := sendertest.Start(t, sendertest.H1)
	b := newTree().col("root", "", 0, el("su", "script.setup", "setup"), el("td", "script.teardown", "teardown"))
	b.req("a", "root", tg.URL+"/echo?a", el("pa", "script.pre", "jump-c"))
	b.req("b", "root", tg.URL+"/echo?b")
	b.req("c", "root", tg.URL+"/echo?c", el("pc", "script.pre", "skip"))
	b.req("d", "root", tg.URL+"/echo?d", el("pd", "script.post", "stop"))
	b.req("e", "root", tg.URL+"/echo?e")
	fns := map[string]func(scripting.Input) scripting.Result{
		"jump-c": func(scripting.Input) scripting.Result { return scripting.Result{NextRequest: str("c")} },
		"skip":   func(scripting.Input) scripting.Result { return scripting.Result{SkipRequest: true} },
		"stop":   func(scripting.Input) scripting.Result { return scripting.Result{NextRequest: str("")} },
		"setup":  set(env, "path", "/status/201"),
		"teardown": func(scripting.Input) scripting.Result {
			return scripting.Result{Tests: []scripting.TestResult{{Name: "td", Passed: true}}}
		},
	}
	r, fs := runner(t, b.rooted("root"), Config{Iterations: 2}, fns)
	pub := &recorder{}
	res := r.Run(t.Context(), pub)
	if diff := cmp.Diff([]string{"0:a", "0:c", "0:d", "1:a", "1:c", "1:d"}, pub.names()); diff != "" {
		t.Fatalf("steps (-want +got):\n%s", diff)
	}
	if !pub.steps[1].Skipped || pub.steps[1].Response != nil || pub.steps[1].Failed {
		t.Errorf("skipped step = %+v", pub.steps[1])
	}
	if n := len(tg.Requests()); n != 4 {
		t.Errorf("%d requests sent, want 4 (a and d twice)", n)
	}
	setups, teardowns := 0, 0
	for _, l := range fs.log {
		switch l {
		case "setup:setup":
			setups++
		case "teardown:teardown":
			teardowns++
		}
	}
	if setups != 1 || teardowns != 1 || fs.log[0] != "setup:setup" || fs.log[len(fs.log)-1] != "teardown:teardown" {
		t.Errorf("scripts ran %v", fs.log)
	}
	var rep Report
	if err := json.Unmarshal(res.Report, &rep); err != nil {
		t.Fatal(err)
	}
	if rep.Setup == nil || rep.Teardown == nil || rep.Totals.Tests != 1 || rep.Totals.SkippedRequests != 2 || rep.Totals.Iterations != 2 {
		t.Errorf("report: setup %+v teardown %+v totals %+v", rep.Setup, rep.Teardown, rep.Totals)
	}
}

func TestRunBailsAtTheFirstFailureAsFailed(t *testing.T) {
	t.Parallel()
	tg := sendertest.Start(t, sendertest.H1)
	b := newTree().col("root", "", 0)
	b.req("ok", "root", tg.URL+"/echo").req("refused", "root", "http://127.0.0.1:1/x").req("never", "root", tg.URL+"/echo")
	r, _ := runner(t, b.rooted("root"), Config{Iterations: 3, Bail: true}, nil)
	pub := &recorder{}
	res := r.Run(t.Context(), pub)
	if res.Status != runs.StatusFailed || !strings.Contains(res.Error, "refused") || len(pub.steps) != 2 {
		t.Fatalf("status %s (%s), steps %v", res.Status, res.Error, pub.names())
	}
	var rep Report
	if err := json.Unmarshal(res.Report, &rep); err != nil {
		t.Fatal(err)
	}
	if !rep.Bailed || rep.Totals.FailedRequests != 1 || rep.Failures[0].Kind != "send" || rep.Totals.Iterations != 0 {
		t.Errorf("report: bailed %v totals %+v failures %+v", rep.Bailed, rep.Totals, rep.Failures)
	}
}

func TestRunDelaysBetweenRequestsAndStopsWithAPartialReport(t *testing.T) {
	t.Parallel()
	tg := sendertest.Start(t, sendertest.H1)
	b := newTree().col("root", "", 0)
	b.req("a", "root", tg.URL+"/echo").req("b", "root", tg.URL+"/echo")
	r, _ := runner(t, b.rooted("root"), Config{Iterations: 1, Delay: 150 * time.Millisecond}, nil)
	start := time.Now()
	res := r.Run(t.Context(), &recorder{})
	if d := time.Since(start); res.Status != runs.StatusCompleted || d < 150*time.Millisecond {
		t.Fatalf("status %s after %v, want Completed after the 150ms delay", res.Status, d)
	}
	r, _ = runner(t, b.rooted("root"), Config{Iterations: 1000, Delay: 20 * time.Millisecond}, nil)
	ctx, cancel := context.WithTimeout(t.Context(), 100*time.Millisecond)
	defer cancel()
	res = r.Run(ctx, &recorder{})
	var rep Report
	if err := json.Unmarshal(res.Report, &rep); err != nil {
		t.Fatal(err)
	}
	if res.Status != runs.StatusStopped || rep.Totals.Steps == 0 || rep.Totals.Steps > 10 {
		t.Fatalf("stopped run: status %s, totals %+v", res.Status, rep.Totals)
	}
}

func TestRunAppliesWhatPreScriptsLeaveInTheRequestAndReportsScriptErrors(t *testing.T) {
	t.Parallel()
	tg := sendertest.Start(t, sendertest.H1)
	b := newTree().col("root", "", 0)
	b.req("a", "root", tg.URL+"/echo?{{q}}", el("pre", "script.pre", "mutate"), el("slow", "script.post", "timeout"))
	fns := map[string]func(scripting.Input) scripting.Result{
		"mutate": func(in scripting.Input) scripting.Result {
			if in.Request.URL != tg.URL+"/echo?{{q}}" {
				return scripting.Result{Error: "pm.request.url is not the template: " + in.Request.URL}
			}
			in.Request.URL += "&m=1"
			in.Request.Method = "POST"
			in.Request.Headers = append(in.Request.Headers, scripting.KV{Key: "X-Pre", Value: "{{q}}"})
			in.Request.Body = "hello"
			in.Locals.Values["q"] = "v=2"
			in.Locals.Writes++
			return scripting.Result{}
		},
		"timeout": func(scripting.Input) scripting.Result { return scripting.Result{TimedOut: true} },
	}
	r, _ := runner(t, b.rooted("root"), Config{}, fns)
	pub := &recorder{}
	res := r.Run(t.Context(), pub)
	got := tg.Requests()
	if len(got) != 1 || got[0].Method != "POST" || got[0].RequestURI != "/echo?v=2&m=1" || string(got[0].Body) != "hello" {
		t.Fatalf("sent %+v", got)
	}
	hasHeader := false
	for _, h := range got[0].Header {
		hasHeader = hasHeader || (h[0] == "X-Pre" && h[1] == "v=2")
	}
	st := pub.steps[0]
	if !hasHeader || !st.Failed || len(st.Scripts) != 2 || !st.Scripts[1].TimedOut || st.Scripts[1].Error == "" || res.Status != runs.StatusCompleted {
		t.Fatalf("header sent %v; step %+v; status %s", hasHeader, st.Scripts, res.Status)
	}
}

func TestLoadRunsEveryVirtualUserWithItsOwnVariablesAndPublishesTicks(t *testing.T) {
	t.Parallel()
	tg := sendertest.Start(t, sendertest.H1)
	b := newTree().col("root", "", 0)
	b.req("set", "root", tg.URL+"/cookies/set?vu={{vu}}", el("p", "script.pre", "once"))
	b.req("get", "root", tg.URL+"/echo?vu={{vu}}", el("t", "script.post", "check"))
	var mu sync.Mutex
	next := 0
	fns := map[string]func(scripting.Input) scripting.Result{
		"once": func(in scripting.Input) scripting.Result {
			if _, ok := in.Environment.Values["vu"]; !ok {
				mu.Lock()
				next++
				in.Environment.Values["vu"] = strconv.Itoa(next)
				in.Environment.Writes++
				mu.Unlock()
			}
			return scripting.Result{}
		},
		"check": func(in scripting.Input) scripting.Result {
			var echo sendertest.Echo
			_ = json.Unmarshal(in.Response.Body, &echo)
			cookie := ""
			for _, h := range echo.Headers {
				if h[0] == "Cookie" {
					cookie = h[1]
				}
			}
			return scripting.Result{Tests: []scripting.TestResult{{Name: "own cookie", Passed: cookie == "vu="+in.Environment.Values["vu"], Error: cookie}}}
		},
	}
	cfg := Config{Load: Load{Mode: loadcore.ModeIterations, Concurrency: 3, Iterations: 12}}
	r, _ := runner(t, b.rooted("root"), cfg, fns)
	pub := &recorder{}
	res := r.Run(t.Context(), pub)
	var rep Report
	if err := json.Unmarshal(res.Report, &rep); err != nil {
		t.Fatal(err)
	}
	if res.Status != runs.StatusCompleted || rep.Load == nil || rep.Load.Iterations != 12 || rep.Load.Requests != 24 || rep.Totals.TestsFailed != 0 || rep.Totals.Tests != 12 {
		t.Fatalf("status %s; load %+v; totals %+v; failures %+v", res.Status, rep.Load, rep.Totals, rep.Failures)
	}
	if next != 3 {
		t.Errorf("%d virtual users set their variable, want 3 (each its own scope)", next)
	}
	if len(rep.Load.ByRequest) != 2 || rep.Load.ByRequest[1].Requests != 12 || rep.Load.ByRequest[1].Latency.P50 <= 0 {
		t.Errorf("byRequest = %+v", rep.Load.ByRequest)
	}
	if len(pub.ticks) == 0 || pub.ticks[len(pub.ticks)-1].TotalRequests != 24 {
		t.Errorf("ticks = %+v", pub.ticks)
	}
	if len(pub.steps) != 2 || pub.steps[0].VU != 1 || *pub.plans[0].Total != 24 {
		t.Errorf("traced steps %v (want the first pass of VU 1), plan %+v", pub.names(), pub.plans[0])
	}
}

func TestConstantConcurrencyRunsUntilItsDuration(t *testing.T) {
	t.Parallel()
	tg := sendertest.Start(t, sendertest.H1)
	b := newTree().col("root", "", 0)
	b.req("a", "root", tg.URL+"/slow?ms=20")
	// 2.5 s: the tick due at 1 s comes while the users still run however
	// late a loaded machine fires it (with 1.2 s it came at 1.218 s, after
	// the users ended, and was the only one).
	const duration = 2500 * time.Millisecond
	cfg := Config{Load: Load{Mode: loadcore.ModeRampUp, Concurrency: 4, StartConcurrency: 1, RampUpDuration: 600 * time.Millisecond, Duration: duration}}
	r, _ := runner(t, b.rooted("root"), cfg, nil)
	pub := &recorder{}
	start := time.Now()
	res := r.Run(t.Context(), pub)
	d := time.Since(start)
	var rep Report
	if err := json.Unmarshal(res.Report, &rep); err != nil {
		t.Fatal(err)
	}
	if res.Status != runs.StatusCompleted || d < duration || d > duration+1800*time.Millisecond || rep.Load.Errors != 0 || rep.Load.Requests < 40 {
		t.Fatalf("status %s after %v; load %+v", res.Status, d, rep.Load)
	}
	if len(pub.ticks) < 2 || pub.ticks[0].Concurrency < 1 {
		t.Errorf("ticks %+v", pub.ticks)
	}
}
