package mgmt_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/svc-engine/svc-engine/mgmt/mgmttest"
	"github.com/svc-engine/svc-engine/sender/sendertest"
)

// TestPMRequireOfCollectionPackages imports a Postman collection whose
// scripts require packages of Postman's package library (the export names
// them by id; the code is not in it), adds their code as script.package
// elements of the collection, and checks what a user sees: before, the
// run's tests fail with "Cannot find package"; after, a collection run
// and a single send pass the tests the packages define, each script run
// with a fresh module; the Postman export names the packages again.
func TestPMRequireOfCollectionPackages(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	tg := sendertest.Start(t, sendertest.H1)
	src, err := os.ReadFile(filepath.Join("..", "importers", "testdata", "postman", "v2.1", "svc-package-library.postman_collection.json"))
	if err != nil {
		t.Fatal(err)
	}
	imp := e.Must(200, "POST", "/import", map[string]any{"content": string(src), "fileName": "packages.postman_collection.json"})
	idMap, _ := imp["idMap"].(map[string]any)
	root, _ := idMap["c1"].(string)
	reqID, _ := idMap["r1"].(string)
	if root == "" || reqID == "" {
		t.Fatalf("import: %v", imp)
	}
	if skipped, _ := json.Marshal(imp); !strings.Contains(string(skipped), `package \"@svc/checks\" of the package library`) {
		t.Errorf("the import does not say the package code is missing: %s", skipped)
	}
	e.Must(201, "POST", "/environments", map[string]any{"name": "local", "isActive": true, "variables": map[string]any{"base": tg.URL}})

	first, _ := runScenario(t, e, map[string]any{"scenario": map[string]any{"collectionId": root, "iterations": 1}})
	if steps := stepsJSON(t, e, first); !strings.Contains(steps, "Cannot find package '@svc/utils'") {
		t.Errorf("without the packages' code the run's steps do not name the missing package: %s", steps)
	}

	coll := e.Must(200, "GET", "/collections/"+root, nil)
	els, _ := coll["elements"].([]any)
	els = append(els,
		map[string]any{"kind": "script.package", "config": map[string]any{"name": "@svc/utils", "id": "0a6b1e8e-utils",
			"script": "let n = 0;\nmodule.exports.stamp = function (p) { n += 1; return p + ':' + n; };"}},
		map[string]any{"kind": "script.package", "config": map[string]any{"name": "@svc/checks", "id": "5c2d9f1b-checks",
			"script": "module.exports.statusOk = function () {\n  pm.test('status ok (from the package)', function () { pm.response.to.have.status(200); });\n};"}},
	)
	e.Must(200, "PUT", "/collections/"+root, map[string]any{"elements": els})
	if r := e.Do("PUT", "/requests/"+reqID, map[string]any{"elements": []any{map[string]any{"kind": "script.package", "config": map[string]any{"name": "x", "script": ""}}}}); r.Status != 400 {
		t.Errorf("a script.package on a request: %d %s, want 400 (collection-only)", r.Status, r.Body)
	}

	id, rep := runScenario(t, e, map[string]any{"scenario": map[string]any{"collectionId": root, "iterations": 2}})
	tt := totals(rep)
	if rep["status"] != "Completed" || num(tt["testsPassed"]) != 6 || num(tt["testsFailed"]) != 0 {
		t.Fatalf("run %s: status %v, totals %v; want 3 tests passed in each of 2 iterations: %s", id, rep["status"], tt, stepsJSON(t, e, id))
	}

	got := e.Must(200, "POST", "/execute", map[string]any{"requestId": reqID})
	want := map[string]bool{"status ok (from the package)": true, "the pre script stamped once per run": true, "a fresh module in this script": true}
	if tests := testsOf(t, got["tests"]); !equalTests(tests, want) {
		t.Errorf("single send tests %v, want %v (scriptErrors %v)", tests, want, got["scriptErrors"])
	}

	out := e.Must(200, "POST", "/export/postman", map[string]any{"collectionId": root})
	b, _ := json.Marshal(out["collection"])
	for _, ref := range []string{`"packages":{"@svc/utils":{"id":"0a6b1e8e-utils"}}`, `"packages":{"@svc/checks":{"id":"5c2d9f1b-checks"},"@svc/utils":{"id":"0a6b1e8e-utils"}}`} {
		if !strings.Contains(string(b), ref) {
			t.Errorf("the export lacks %s: %s", ref, b)
		}
	}
}

// stepsJSON is the run's steps as JSON text, for messages and for
// searching them.
func stepsJSON(t *testing.T, e *mgmttest.Engine, id string) string {
	t.Helper()
	b, _ := json.Marshal(stepsOf(t, e, id))
	return string(b)
}

// TestLoadRunChecksRequireCollectionPackages: a load run's post-response
// checks load the collection's packages too.
func TestLoadRunChecksRequireCollectionPackages(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	url := startFlakyTarget(t, 1000)
	col := e.Collection(map[string]any{"elements": []any{
		map[string]any{"kind": "script.package", "config": map[string]any{"name": "@team/greeting",
			"script": "module.exports.check = function () { pm.test('greets (package)', () => pm.expect(pm.response.json().greeting).to.eql('hello')); };"}},
	}})
	stored := e.Request(id(col), map[string]any{"url": url, "elements": []any{
		script("script.post", `pm.require('@team/greeting').check();`),
	}})
	run := startLoad(t, e, map[string]any{"requestId": id(stored), "mode": "iterations", "iterations": 50, "concurrency": 2, "successSamplePeriod": 1})
	if r := waitEnded(t, e, run); r["status"] != "Completed" {
		t.Fatalf("the run ended %v: %v", r["status"], r["error"])
	}
	checks := checksOf(t, e, run)
	row := testRow(t, checks, "greets (package)")
	if num(row["passed"]) == 0 || num(row["failed"]) != 0 || len(checks["errors"].([]any)) != 0 {
		t.Errorf("checks %v: want the package's test passed on every checked sample and no script error", checks)
	}
}
