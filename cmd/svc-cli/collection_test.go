package main

import (
	"encoding/json"
	"encoding/xml"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/svc-engine/svc-engine/mgmt/mgmttest"
	"github.com/svc-engine/svc-engine/sender/sendertest"
)

// postmanCollection is an exported Postman v2.1 collection of requests to
// base, each with a test script.
func postmanCollection(base string) string {
	item := func(name, url, test string) map[string]any {
		return map[string]any{"name": name, "request": map[string]any{"method": "GET", "url": url},
			"event": []any{map[string]any{"listen": "test", "script": map[string]any{"exec": []string{test}}}}}
	}
	c := map[string]any{
		"info": map[string]any{"name": "cli run", "schema": "https://schema.getpostman.com/json/collection/v2.1.0/collection.json"},
		"item": []any{
			item("first", base+"/echo?who={{who}}", `pm.test("status 200", () => pm.response.to.have.status(200)); pm.environment.set("seen", "1");`),
			item("second", base+"/echo?status=201", `pm.test("created", () => pm.response.to.have.status(201)); pm.test("row "+pm.iterationData.get("n"), () => pm.expect(pm.environment.get("seen")).to.equal("1"));`),
		},
	}
	b, _ := json.Marshal(c)
	return string(b)
}

func TestCollectionRunPrintsASummaryAndWritesJUnit(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	target := sendertest.Start(t, sendertest.H1)
	dir := t.TempDir()
	write := func(name, content string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(content), 0o600); err != nil {
			t.Fatal(err)
		}
		return p
	}
	write("coll.json", postmanCollection(target.URL))
	write("env.json", `{"name": "cli env", "values": [{"key": "who", "value": "env", "enabled": true}], "_postman_variable_scope": "environment"}`)
	write("rows.csv", "n\n1\n2\n")
	run := write("run.json", `{"collection": "coll.json", "environment": "env.json", "data": "rows.csv"}`)
	junit := filepath.Join(dir, "out.xml")

	r := runCLI(t, "--daemon", e.Base, "run", run, "--reporter", "junit", "--reporter-out", junit)
	if r.code != 0 {
		t.Fatalf("exit %d, want 0; stderr %q\n%s", r.code, r.stderr, r.stdout)
	}
	for _, want := range []string{"cli run\n", "Iteration 2/2", "→ first\n  GET " + target.URL + "/echo?who=env [200 OK", "✓  created", "✓  row 2", "assertions │", "total run duration"} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("stdout lacks %q:\n%s", want, r.stdout)
		}
	}
	var suites struct {
		Tests    int `xml:"tests,attr"`
		Failures int `xml:"failures,attr"`
		Suites   []struct {
			Name  string `xml:"name,attr"`
			Cases []struct {
				Name string `xml:"name,attr"`
			} `xml:"testcase"`
		} `xml:"testsuite"`
	}
	data, err := os.ReadFile(junit)
	if err != nil {
		t.Fatal(err)
	}
	if err := xml.Unmarshal(data, &suites); err != nil || suites.Tests != 6 || suites.Failures != 0 || len(suites.Suites) != 4 {
		t.Errorf("JUnit report (%v): %d tests, %d failures, %d suites; want 6, 0, 4:\n%s", err, suites.Tests, suites.Failures, len(suites.Suites), data)
	}
	if cols := e.Do("GET", "/collections", nil).Array(t); len(cols) != 0 {
		t.Errorf("the imported collection was left in the workspace: %v", cols)
	}
	if envs := e.Do("GET", "/environments", nil).Array(t); len(envs) != 0 {
		t.Errorf("the imported environment was left in the workspace: %v", envs)
	}
}

func TestCollectionRunFailsWhenATestFails(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	target := sendertest.Start(t, sendertest.H1)
	// An exported collection given directly, no environment: "seen" is
	// still set by the first request; the 201 test of the second fails
	// against a 200.
	coll := strings.Replace(postmanCollection(target.URL), "status=201", "status=200", 1)
	path := writeFile(t, "coll.postman_collection.json", coll)
	out := filepath.Join(filepath.Dir(path), "report.json")
	r := runCLI(t, "--daemon", e.Base, "run", path, "-n", "1", "-r", "json", "--reporter-out", out)
	if r.code != 1 || !strings.Contains(r.stderr, "1 test failed") {
		t.Fatalf("exit %d stderr %q, want 1 and \"1 test failed\"\n%s", r.code, r.stderr, r.stdout)
	}
	if !strings.Contains(r.stdout, "AssertionError") || !strings.Contains(r.stdout, `inside "second", iteration 1`) {
		t.Errorf("the failure list is missing:\n%s", r.stdout)
	}
	var rep struct {
		RunID  string           `json:"runId"`
		Report map[string]any   `json:"report"`
		Steps  []map[string]any `json:"steps"`
	}
	data, _ := os.ReadFile(out)
	if err := json.Unmarshal(data, &rep); err != nil || rep.RunID == "" || len(rep.Steps) != 2 || rep.Report["status"] != "Completed" {
		t.Errorf("json report (%v): %s", err, data)
	}
}

func TestSingleRequestPrintsItsTests(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	target := sendertest.Start(t, sendertest.H1)
	file := writeFile(t, "req.json", `{"method": "GET", "url": "`+target.URL+`/echo",
		"elements": [{"kind": "script.post", "config": {"script": "pm.test('is 200', () => pm.response.to.have.status(200)); pm.test('is 500', () => pm.response.to.have.status(500));"}}]}`)
	r := runCLI(t, "--daemon", e.Base, "run", file)
	if r.code != 0 || r.stderr != "" {
		t.Fatalf("exit %d stderr %q, want 0: a single send succeeds and prints its tests", r.code, r.stderr)
	}
	if !strings.Contains(r.stdout, "Tests: 1 passed, 1 failed\n  ✓ is 200\n  ✗ is 500: ") {
		t.Errorf("stdout lacks the test results:\n%s", r.stdout)
	}
}

func TestCollectionFlagsAreRefusedOnARequestFile(t *testing.T) {
	t.Parallel()
	file := writeFile(t, "req.json", `{"method": "GET", "url": "http://127.0.0.1:1/"}`)
	for _, args := range [][]string{
		{"run", file, "--bail"},
		{"run", file, "--iterations", "0"},
		{"run", file, "--reporter", "html"},
		{"run", file, "-e"},
	} {
		r := runCLI(t, args...)
		if r.code != 1 || r.stdout != "" || r.stderr == "" {
			t.Errorf("svc-cli %q: exit %d stdout %q stderr %q, want a refusal", args, r.code, r.stdout, r.stderr)
		}
	}
}
