package compat

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/svc-engine/svc-engine/mgmt/mgmttest"
)

// collection is one collection of the comparison, as both runners run it.
type collection struct {
	file        string // in testdata/
	environment string // in testdata/, optional
	globals     string // in testdata/, optional
	data        string // in testdata/, optional
}

// collections are the collections of the comparison: ours first, then
// every Postman collection of the shared corpus (testdata/SOURCES.md).
var collections = []collection{
	{file: "pm-api.postman_collection.json", data: "pm-api.data.json"},
	{file: "newman-super-sandbox-test.postman_collection.json"},
	{file: "newman-echo-v2.postman_collection.json"},
	{file: "newman-multi-level-folders-v2.postman_collection.json"},
	{file: "newman-sandbox-libraries.postman_collection.json"},
	{file: "newman-disabled-and-duplicates.postman_collection.json", environment: "newman-disabled-and-duplicates.postman_environment.json"},
	{file: "newman-bom-in-collection-file.postman_collection.json", environment: "newman-bom-in-environment-file.postman_environment.json"},
	{file: "newman-protocol-profile-behavior.postman_collection.json"},
	{file: "newman-redirect-with-body.postman_collection.json"},
	{file: "newman-request-body-with-get.postman_collection.json"},
	{file: "newman-whatwg-url.postman_collection.json"},
	{file: "k6-format-v2.json", environment: "k6-environment.json", globals: "k6-globals.json"},
	{file: "k6-format-v2.1.json", environment: "k6-environment.json", globals: "k6-globals.json"},
	{file: "k6-inherit-nested.json"},
	{file: "k6-nested-folders.json"},
	{file: "k6-twitter.json"},
	{file: "k6-github-graphql.json"},
	{file: "k6-tree.json"},
	{file: "k6-upload.json"},
}

var newmanOnce = sync.OnceValues(func() (string, error) {
	out, err := exec.Command("bash", filepath.Join("..", "bench", "install-newman.sh")).Output()
	if err != nil {
		var stderr string
		if ee, ok := errors.AsType[*exec.ExitError](err); ok {
			stderr = string(ee.Stderr)
		}
		return "", &installError{err: err, stderr: stderr}
	}
	return strings.TrimSpace(string(out)), nil
})

type installError struct {
	err    error
	stderr string
}

func (e *installError) Error() string {
	return "bench/install-newman.sh: " + e.err.Error() + ": " + e.stderr
}

// newmanCLI installs Newman when missing (make test does it first) and
// returns its script. Without Newman the comparison fails: it never skips.
func newmanCLI(t *testing.T) string {
	t.Helper()
	cli, err := newmanOnce()
	if err != nil {
		t.Fatalf("Newman is needed for the comparison and could not be installed: %v", err)
	}
	return cli
}

// fixtures starts the loopback targets for one test.
func fixtures(t *testing.T) *Fixtures {
	t.Helper()
	f, err := StartFixtures(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = f.Close() })
	return f
}

// prepared are the files of one collection as both runners read them.
type prepared struct {
	coll, env, globals, data string
}

// prepare writes c's collection, environment and globals rewritten to the
// loopback targets into dir and returns the paths of the files to run.
func prepare(t *testing.T, c collection, f *Fixtures, dir string) prepared {
	t.Helper()
	write := func(name string) string {
		if name == "" {
			return ""
		}
		raw, err := os.ReadFile(filepath.Join("testdata", name))
		if err != nil {
			t.Fatal(err)
		}
		out, err := RewriteHosts(raw, f.Hosts(), f.Echo.URL)
		if err != nil {
			t.Fatalf("rewrite %s: %v", name, err)
		}
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, out, 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	p := prepared{coll: write(c.file), env: write(c.environment), globals: write(c.globals)}
	if c.data != "" {
		p.data, _ = filepath.Abs(filepath.Join("testdata", c.data))
	}
	return p
}

// TestNewmanPassesThePmCollection checks the collection of our own and the
// echo target against the reference runner: under Newman every test named
// "deliberate failure: …" fails and every other test passes.
func TestNewmanPassesThePmCollection(t *testing.T) {
	t.Parallel()
	cli := newmanCLI(t)
	dir := t.TempDir()
	p := prepare(t, collections[0], fixtures(t), dir)
	outs, err := RunNewman(t.Context(), NewmanRun{CLI: cli, Collection: p.coll, Data: p.data, Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	if len(outs) < 100 {
		t.Fatalf("newman reported %d tests of the pm collection, want over 100 (two iterations)", len(outs))
	}
	for _, o := range outs {
		want := !strings.HasPrefix(o.Test, "deliberate failure")
		if o.Passed != want {
			t.Errorf("newman: %s › %s passed=%v, want %v (%s)", o.Request, o.Test, o.Passed, want, o.Error)
		}
	}
}

func TestCompareMatchesTestsByRequestNameAndRepeat(t *testing.T) {
	newman := []Outcome{
		{Request: "a", Test: "t", Passed: true},
		{Request: "a", Test: "t", Passed: false},
		{Request: "b", Test: "u", Passed: true},
		{Request: "c", Test: "only newman", Passed: true},
	}
	engine := []Outcome{
		{Request: "a", Test: "t", Passed: true},
		{Request: "a", Test: "t", Passed: true},
		{Request: "b", Test: "u", Passed: true},
		{Request: "d", Test: "only engine", Passed: false, Error: "boom"},
	}
	got := Compare(newman, engine)
	want := Agreement{Total: 5, Agree: 2, Disagree: []string{
		"a › t #2: newman failed, engine passed",
		"c › only newman: newman passed, engine did not run it",
		"d › only engine: engine failed (boom), newman did not run it",
	}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Compare (-want +got):\n%s", diff)
	}
}

func TestRewritePointsURLsAndScriptsAtTheTarget(t *testing.T) {
	in := "\xef\xbb\xbf" + `{"item":[{"request":{"url":{"raw":"https://postman-echo.com/get?a=1","host":["postman-echo","com"],"protocol":"https"}},
		"event":[{"script":{"exec":["pm.sendRequest('https://postman-echo.com/post')"]}}]},
		{"request":{"url":"http://postman-echo.com/put"}}, {"request":{"url":{"raw":"http://localhost:4041/x","host":["localhost"]}}}]}`
	out, err := Rewrite([]byte(in), "http://127.0.0.1:9")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"url": "http://127.0.0.1:9/get?a=1"`, `pm.sendRequest('http://127.0.0.1:9/post')`, `"url": "http://127.0.0.1:9/put"`, `"raw": "http://localhost:4041/x"`} {
		if !strings.Contains(string(out), want) {
			t.Errorf("Rewrite output lacks %s:\n%s", want, out)
		}
	}
}

// engineRun runs one prepared collection through the engine's API the way
// svc-cli run does: import the collection (and environment), POST /runs
// with a scenario block, wait for the end, read the stored steps.
func engineRun(t *testing.T, e *mgmttest.Engine, p prepared) []Outcome {
	t.Helper()
	read := func(p string) string {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	ids := func(answer map[string]any) []string {
		var out []string
		for _, v := range answer["idMap"].(map[string]any) {
			out = append(out, v.(string))
		}
		return out
	}
	// Newman sets no memory limit on a script either. The engine's cap is
	// charged with the growth of the process's heap while a script runs,
	// and this test process hosts one engine per collection, all running
	// at once (a live heap near 150 MiB under race, with as much garbage
	// between two collections): the other engines' garbage must not stop
	// a script here, so the cap is the catalogue's maximum.
	e.Must(200, "POST", "/config", map[string]any{"scriptMaxMemoryBytes": 4 << 30})
	if p.globals != "" {
		e.Must(200, "POST", "/import", map[string]any{"content": read(p.globals)})
	}
	imported := ids(e.Must(200, "POST", "/import", map[string]any{"content": read(p.coll)}))
	var collectionID string
	for _, c := range e.Do("GET", "/collections", nil).Array(t) {
		m := c.(map[string]any)
		if m["parentId"] == nil && slices.Contains(imported, m["id"].(string)) {
			collectionID = m["id"].(string)
		}
	}
	if collectionID == "" {
		t.Fatalf("the import of %s created no root collection", p.coll)
	}
	// Newman runs scripts with no time limit (--timeout-script 0), so the
	// engine's side gets a generous one: a loaded, race-instrumented CI
	// machine must not turn a slow first script into a disagreement.
	sc := map[string]any{"collectionId": collectionID, "environmentId": nil, "scriptTimeoutMs": 60000}
	if p.env != "" {
		for _, id := range ids(e.Must(200, "POST", "/import", map[string]any{"content": read(p.env)})) {
			if strings.HasPrefix(id, "env_") {
				sc["environmentId"] = id
			}
		}
	}
	if p.data != "" {
		sc["dataFile"] = map[string]any{"content": read(p.data), "fileName": filepath.Base(p.data)}
	}
	runID := e.Must(202, "POST", "/runs", map[string]any{"scenario": sc})["runId"].(string)
	deadline := time.Now().Add(2 * time.Minute)
	for {
		st := e.Must(200, "GET", "/runs/"+runID, nil)["status"]
		if st == "Completed" || st == "Stopped" || st == "Failed" {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("run %s of %s did not end (status %v)", runID, p.coll, st)
		}
		time.Sleep(20 * time.Millisecond)
	}
	var outs []Outcome
	for offset := 0; ; offset += 1000 {
		page := e.Must(200, "GET", "/runs/"+runID+"/events?kind=step&limit=1000&offset="+strconv.Itoa(offset), nil)
		events := page["data"].([]any)
		for _, ev := range events {
			step := ev.(map[string]any)["data"].(map[string]any)
			tests, _ := step["tests"].([]any)
			for _, tt := range tests {
				tr := tt.(map[string]any)
				if tr["skipped"] == true {
					continue
				}
				o := Outcome{Request: step["name"].(string), Test: tr["name"].(string), Passed: tr["passed"] == true}
				o.Error, _ = tr["error"].(string)
				outs = append(outs, o)
			}
		}
		if len(events) < 1000 {
			return outs
		}
	}
}

// explained are the disagreements the README's compatibility table
// explains, by collection file and comparison key; each value is the
// table's reason. Every other disagreement fails the comparison: the
// threshold is 100% of the corpus tests agreeing or explained. An
// explained test that agrees is no failure.
var explained = map[string]map[Key]string{
	"pm-api.postman_collection.json": {
		"sendRequest promise › sendRequest without a callback returns a promise of the response":    whyPromise,
		"sendRequest promise › sendRequest without a callback returns a promise of the response #2": whyPromise,
	},
	"newman-echo-v2.postman_collection.json": {
		"Delete Cookies › Body does not contain cookie foo2": whyCookie,
	},
	"k6-nested-folders.json": {
		"Delete Cookies › Body contains cookie foo2":         whyCookie,
		"Delete Cookies › Body does not contain cookie foo2": whyCookie,
	},
	"newman-protocol-profile-behavior.postman_collection.json": {
		"followOriginalHttpMethod: false › Response body sanity":      whyRedirectMethod,
		"removeRefererHeaderOnRedirect: false › Response body sanity": whyReferer,
	},
	"newman-request-body-with-get.postman_collection.json": {
		"default › Response Body: default": whyBodyPruning,
	},
	"newman-whatwg-url.postman_collection.json": {
		"multiple &&& › Request URL":                    whyQuery,
		"params with empty key or value › Request URL":  whyQuery,
		"query encoding › Request Payload":              whyQuery,
		"retain & in empty query params › Request URL":  whyQuery,
		"retain && in empty query params › Request URL": whyQuery,
		"retain &foo in query param › Request URL":      whyQuery,
		"retain ? in empty query param › Request URL":   whyQuery,
		"retain foo& in query param › Request URL":      whyQuery,
	},
}

// The reasons of the README's compatibility table.
const (
	whyPromise        = "pm.sendRequest without a callback returns a promise, as the Postman app's sandbox does; Newman 6.2.2's sandbox does not"
	whyCookie         = "a cookie deleted through a redirect: Newman's jar keeps it"
	whyRedirectMethod = "the engine's one redirect policy keeps a DELETE through a 302 as browsers and curl do; Postman turns every 301/302 into a GET"
	whyReferer        = "Postman adds a Referer header to each redirect hop; the engine's redirect policy adds none"
	whyBodyPruning    = "Postman drops the body of a GET unless disableBodyPruning is set; the engine sends the body it is given"
	whyQuery          = "the import rule of the spec (a string URL's query becomes percent-decoded params, rejoined onto the URL) normalizes empty params and the query's encoding"
)

// TestEngineAgreesWithNewman runs every collection with Newman and with
// the engine against one echo target each and compares per test name.
func TestEngineAgreesWithNewman(t *testing.T) {
	t.Parallel()
	cli := newmanCLI(t)
	var mu sync.Mutex
	var total Agreement
	t.Run("collections", func(t *testing.T) {
		for _, c := range collections {
			t.Run(strings.TrimSuffix(c.file, ".postman_collection.json"), func(t *testing.T) {
				t.Parallel()
				dir := t.TempDir()
				p := prepare(t, c, fixtures(t), dir)
				newman, err := RunNewman(t.Context(), NewmanRun{CLI: cli, Collection: p.coll, Environment: p.env, Globals: p.globals, Data: p.data, Dir: dir})
				if err != nil {
					t.Fatal(err)
				}
				engine := engineRun(t, mgmttest.Start(t), p)
				a := Compare(newman, engine)
				t.Logf("%s: %d of %d tests agree (newman ran %d, the engine %d)", c.file, a.Agree, a.Total, len(newman), len(engine))
				var unexplained []string
				for _, d := range a.Disagree {
					if why := explanation(c.file, d); why != "" {
						t.Logf("  disagree, explained: %s [%s]", d, why)
						continue
					}
					t.Logf("  disagree: %s", d)
					unexplained = append(unexplained, c.file+": "+d)
				}
				mu.Lock()
				total.Total += a.Total
				total.Agree += a.Agree
				total.Disagree = append(total.Disagree, unexplained...)
				mu.Unlock()
			})
		}
	})
	t.Logf("overall: %d of %d tests agree, %d of the others unexplained", total.Agree, total.Total, len(total.Disagree))
	if total.Total == 0 {
		t.Fatal("no collection ran a test")
	}
	for _, d := range total.Disagree {
		t.Errorf("a disagreement the README's compatibility table does not explain: %s", d)
	}
}

// explanation returns the reason the table gives for the disagreement d
// (as Compare words it) of a collection file, "" when it gives none.
func explanation(file, d string) string {
	for k, why := range explained[file] {
		if strings.HasPrefix(d, string(k)+": ") {
			return why
		}
	}
	return ""
}
