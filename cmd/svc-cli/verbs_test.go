package main

import (
	"encoding/json"
	"encoding/xml"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/svc-engine/svc-engine/engine"
	"github.com/svc-engine/svc-engine/mgmt/mgmttest"
	"github.com/svc-engine/svc-engine/sender/sendertest"
)

// startedRun starts a load run through the client (without following it)
// and returns its id.
func startedRun(t *testing.T, e *mgmttest.Engine, plan string) string {
	t.Helper()
	r := runCLI(t, "--daemon", e.Base, "run", writeFile(t, "load.json", plan))
	m := runIDLine.FindStringSubmatch(r.stdout)
	if r.code != 0 || m == nil {
		t.Fatalf("run: exit %d stdout %q stderr %q", r.code, r.stdout, r.stderr)
	}
	return m[1]
}

func TestRunVerbs(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	target := startCountingTarget(t)
	plan := `{"request": {"method": "GET", "url": "` + target.URL + `/"}, "mode": "iterations", "iterations": 6, "concurrency": 2, "thresholds": ["requests==6"]}`
	a := startedRun(t, e, plan)
	b := startedRun(t, e, plan)
	endedRun(t, e, a)
	endedRun(t, e, b)
	base := []string{"--daemon", e.Base}

	t.Run("runs lists the newest runs first", func(t *testing.T) {
		r := runCLI(t, append(base, "runs", "--limit", "5")...)
		lines := strings.Split(r.stdout, "\n")
		if r.code != 0 || r.stderr != "" || len(lines) != 5 || !strings.HasPrefix(lines[0], "ID ") ||
			!strings.HasPrefix(lines[1], b+"  load  Completed  iterations") || !strings.HasPrefix(lines[2], a+"  ") || lines[3] != "2 of 2 runs" {
			t.Fatalf("exit %d stderr %q stdout\n%s", r.code, r.stderr, r.stdout)
		}
		if r := runCLI(t, append(base, "runs", "--limit", "1")...); r.code != 0 || !strings.Contains(r.stdout, "\n1 of 2 runs\n") || strings.Contains(r.stdout, a) {
			t.Fatalf("--limit 1: exit %d stdout\n%s", r.code, r.stdout)
		}
	})
	t.Run("report prints the summary and exits with the run's code", func(t *testing.T) {
		r := runCLI(t, append(base, "report", a)...)
		if r.code != 0 || !strings.Contains(r.stdout, "Run "+a+" Completed") || !strings.Contains(r.stdout, "Latency distribution") || !strings.Contains(r.stdout, "✓ requests==6") {
			t.Fatalf("exit %d stderr %q stdout\n%s", r.code, r.stderr, r.stdout)
		}
	})
	t.Run("report --format json prints the engine's answer", func(t *testing.T) {
		r := runCLI(t, append(base, "report", a, "--format", "json")...)
		var rep struct {
			RunID  string `json:"runId"`
			Report struct {
				Requests int `json:"requests"`
			} `json:"report"`
		}
		if r.code != 0 || json.Unmarshal([]byte(r.stdout), &rep) != nil || rep.RunID != a || rep.Report.Requests != 6 || !strings.HasSuffix(r.stdout, "}\n") {
			t.Fatalf("exit %d stdout\n%s", r.code, r.stdout)
		}
	})
	t.Run("report --format junit prints JUnit XML", func(t *testing.T) {
		r := runCLI(t, append(base, "report", a, "--format", "junit")...)
		var s struct {
			Tests    int `xml:"tests,attr"`
			Failures int `xml:"failures,attr"`
		}
		if r.code != 0 || xml.Unmarshal([]byte(r.stdout), &s) != nil || s.Tests != 2 || s.Failures != 0 {
			t.Fatalf("exit %d stdout\n%s", r.code, r.stdout)
		}
	})
	t.Run("report of an unknown run exits 1 with the engine's message", func(t *testing.T) {
		args := append(base, "report", "run_nope")
		wantFailure(t, args, runCLI(t, args...), "the engine answered 404")
	})
	t.Run("compare prints both runs and each figure", func(t *testing.T) {
		r := runCLI(t, append(base, "compare", a, b)...)
		if r.code != 0 || !strings.HasPrefix(r.stdout, "a: "+a+"  Completed  iterations") || !strings.Contains(r.stdout, "\nb: "+b+"  Completed") ||
			!regexp.MustCompile(`(?m)^\s+latency.p95\s+[\d.]+\s+[\d.]+\s+-?[\d.]+`).MatchString(r.stdout) {
			t.Fatalf("exit %d stderr %q stdout\n%s", r.code, r.stderr, r.stdout)
		}
	})
	t.Run("compare says when the plans differ and calls nothing better or worse", func(t *testing.T) {
		if r := runCLI(t, append(base, "compare", a, b)...); strings.Contains(r.stdout, "plans differ") {
			t.Fatalf("two runs of one plan: stdout\n%s", r.stdout)
		}
		c := startedRun(t, e, `{"request": {"method": "GET", "url": "`+target.URL+`/"}, "mode": "iterations", "iterations": 4, "concurrency": 1}`)
		endedRun(t, e, c)
		r := runCLI(t, append(base, "compare", a, c)...)
		if r.code != 0 || !strings.Contains(r.stdout, "The two plans differ") || !strings.Contains(r.stdout, "  concurrency: a 2, b 1\n") ||
			regexp.MustCompile(`(?m)(better|worse)\s*$`).MatchString(r.stdout) {
			t.Fatalf("exit %d stderr %q stdout\n%s", r.code, r.stderr, r.stdout)
		}
	})
	t.Run("compare without b needs a baseline, then compares with it", func(t *testing.T) {
		args := append(base, "compare", a)
		wantFailure(t, args, runCLI(t, args...), "has no baseline")
		e.Must(200, "PUT", "/runs/"+b+"/baseline", nil)
		r := runCLI(t, args...)
		if r.code != 0 || !strings.Contains(r.stdout, "\nb: "+b+"  Completed  iterations") || !strings.Contains(r.stdout, "(baseline)") {
			t.Fatalf("exit %d stderr %q stdout\n%s", r.code, r.stderr, r.stdout)
		}
	})
	t.Run("stop stops a running run", func(t *testing.T) {
		id := startedRun(t, e, `{"request": {"method": "GET", "url": "`+target.URL+`/"}, "mode": "constant_rps", "targetRps": 20, "duration": "60s"}`)
		r := runCLI(t, append(base, "stop", id)...)
		if r.code != 0 || r.stdout != id+" Stopped\n" {
			t.Fatalf("exit %d stdout %q stderr %q", r.code, r.stdout, r.stderr)
		}
		if s := e.Must(200, "GET", "/runs/"+id, nil)["status"]; s != "Stopped" {
			t.Fatalf("the run is %v after stop", s)
		}
		r = runCLI(t, append(base, "report", id)...)
		if r.code != 98 || !strings.Contains(r.stderr, "ended Stopped") {
			t.Fatalf("report of a stopped run: exit %d stderr %q, want 98", r.code, r.stderr)
		}
	})
	t.Run("watch follows a running run to its end without stopping it on exit", func(t *testing.T) {
		id := startedRun(t, e, `{"request": {"method": "GET", "url": "`+target.URL+`/"}, "mode": "constant_rps", "targetRps": 20, "duration": "2s"}`)
		r := runCLI(t, append(base, "watch", id)...)
		if r.code != 0 || !tickLine.MatchString(r.stdout) || !strings.Contains(r.stdout, "Run "+id+" Completed") {
			t.Fatalf("exit %d stderr %q stdout\n%s", r.code, r.stderr, r.stdout)
		}
	})
	t.Run("watch of an ended run summarizes it", func(t *testing.T) {
		r := runCLI(t, append(base, "watch", a)...)
		if r.code != 0 || !strings.Contains(r.stdout, "Run "+a+" Completed") {
			t.Fatalf("exit %d stderr %q stdout\n%s", r.code, r.stderr, r.stdout)
		}
	})
}

func TestImportPrintsWhatItMade(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	file := writeFile(t, "coll.json", postmanCollection("http://127.0.0.1:1"))
	r := runCLI(t, "--daemon", e.Base, "import", file)
	if r.code != 0 || r.stderr != "" {
		t.Fatalf("exit %d stderr %q stdout %q", r.code, r.stderr, r.stdout)
	}
	cols := e.Do("GET", "/collections", nil).Array(t)
	if len(cols) != 1 {
		t.Fatalf("the import made %d collections", len(cols))
	}
	colID := cols[0].(map[string]any)["id"].(string)
	want := regexp.MustCompile(`^Imported ` + regexp.QuoteMeta(file) + ` \(postman-2\.1\)\n` +
		`  collections:  1  ` + colID + `\n` +
		`  requests:     2  req_[0-9a-f-]+ req_[0-9a-f-]+\n` +
		`  examples:     0\n` +
		`  environments: 0\n$`)
	if !want.MatchString(r.stdout) {
		t.Fatalf("stdout\n%s\nwant to match %s", r.stdout, want)
	}
	t.Run("a cURL command line and a HAR file import", func(t *testing.T) {
		curl := writeFile(t, "orders.sh", "curl -X POST https://api.example.com/orders \\\n  -H 'Content-Type: application/json' \\\n  -d '{\"id\":1}'\ncurl https://api.example.com/orders/1\n")
		r := runCLI(t, "--daemon", e.Base, "import", curl)
		if r.code != 0 || !strings.Contains(r.stdout, "(curl)") || !regexp.MustCompile(`requests: +2 `).MatchString(r.stdout) {
			t.Fatalf("exit %d stderr %q stdout %q", r.code, r.stderr, r.stdout)
		}
		har := writeFile(t, "session.har", `{"log":{"version":"1.2","entries":[{"request":{"method":"GET","url":"http://127.0.0.1:9/a","headers":[]},"response":{"status":200,"statusText":"OK","headers":[],"content":{"mimeType":"text/plain","text":"hi"}},"time":1,"timings":{"wait":1}}]}}`)
		r = runCLI(t, "--daemon", e.Base, "import", har)
		if r.code != 0 || !strings.Contains(r.stdout, "(har-1.2)") || !regexp.MustCompile(`examples: +1\n`).MatchString(r.stdout) {
			t.Fatalf("exit %d stderr %q stdout %q", r.code, r.stderr, r.stdout)
		}
		names := map[string]bool{}
		for _, c := range e.Do("GET", "/collections", nil).Array(t) {
			names[c.(map[string]any)["name"].(string)] = true
		}
		if !names["orders"] || !names["session"] {
			t.Errorf("collections %v, want ones named after the files", names)
		}
	})
	t.Run("export writes the collection, its environments and a cURL command", func(t *testing.T) {
		colID := cols[0].(map[string]any)["id"].(string)
		out := filepath.Join(t.TempDir(), "coll.json")
		e.Do("POST", "/environments", map[string]any{"name": "Staging", "variables": map[string]any{"host": "h"}})
		r := runCLI(t, "--daemon", e.Base, "export", colID, "--out", out, "--environments")
		if r.code != 0 || !strings.Contains(r.stdout, "Exported "+colID+" to "+out) || !strings.Contains(r.stdout, "Staging.postman_environment.json") {
			t.Fatalf("exit %d stderr %q stdout %q", r.code, r.stderr, r.stdout)
		}
		b, err := os.ReadFile(out)
		if err != nil || !strings.Contains(string(b), "v2.1.0/collection.json") {
			t.Fatalf("the written collection %q (%v)", b, err)
		}
		if env, err := os.ReadFile(filepath.Join(filepath.Dir(out), "Staging.postman_environment.json")); err != nil || !strings.Contains(string(env), `"_postman_variable_scope": "environment"`) {
			t.Fatalf("the written environment %q (%v)", env, err)
		}
		stdout := runCLI(t, "--daemon", e.Base, "export", colID)
		if stdout.code != 0 || !strings.HasPrefix(stdout.stdout, "{\n") {
			t.Fatalf("export to stdout: exit %d stdout %q", stdout.code, stdout.stdout)
		}
		reqs := e.Do("GET", "/requests?collectionId="+colID, nil).Array(t)
		reqID := reqs[0].(map[string]any)["id"].(string)
		c := runCLI(t, "--daemon", e.Base, "export", "--curl", reqID)
		if c.code != 0 || !strings.HasPrefix(c.stdout, "curl ") {
			t.Fatalf("export --curl: exit %d stderr %q stdout %q", c.code, c.stderr, c.stdout)
		}
		args := []string{"--daemon", e.Base, "export", colID, "--environments"}
		wantFailure(t, args, runCLI(t, args...), "--environments needs --out")
	})
	t.Run("a file of every supported format imports and names its format", func(t *testing.T) {
		td := filepath.Join("..", "..", "importers", "testdata")
		for file, format := range map[string]string{
			"postman/v2.0/k6-format-v2.json":                         "postman-2.0",
			"postman/env/k6-environment.json":                        "postman-environment",
			"postman/env/k6-globals.json":                            "postman-globals",
			"insomnia/insomnia-inso-folder-inheritance-document.yml": "insomnia-4",
			"openapi/openapi-3/oai-v3.0-callback-example.yaml":       "openapi-3.0",
			"openapi/swagger-2/moby-engine-api-swagger.yaml":         "swagger-2.0",
			"jmeter/jmeter-CSVSample.jmx":                            "jmeter",
			"curl/chrome-copy-as-curl-cmd.cmd":                       "curl",
			"har/chrome-loopback.har":                                "har-1.2",
		} {
			path := filepath.Join(td, filepath.FromSlash(file))
			r := runCLI(t, "--daemon", e.Base, "import", path)
			if r.code != 0 || !strings.HasPrefix(r.stdout, "Imported "+path+" ("+format+")\n") {
				t.Errorf("%s: exit %d stderr %q stdout %q; want it imported as %s", file, r.code, r.stderr, r.stdout, format)
			}
		}
	})
	t.Run("a file the engine cannot read exits 1 with its message", func(t *testing.T) {
		args := []string{"--daemon", e.Base, "import", writeFile(t, "x.json", `{"hello": "world"}`)}
		wantFailure(t, args, runCLI(t, args...), "the engine answered 400")
	})
	t.Run("a missing file exits 1 naming it", func(t *testing.T) {
		missing := filepath.Join(t.TempDir(), "nope.json")
		args := []string{"--daemon", e.Base, "import", missing}
		wantFailure(t, args, runCLI(t, args...), missing, "no such file")
	})
}

func TestHelpListsEveryVerbAndEachHasItsOwn(t *testing.T) {
	t.Parallel()
	verbs := []string{"run", "watch", "runs", "report", "stop", "compare", "import", "export", "backup", "help", "version"}
	root := runCLI(t, "--help")
	if root.code != 0 {
		t.Fatalf("--help: exit %d", root.code)
	}
	for _, v := range verbs {
		if !regexp.MustCompile(`(?m)^  ` + v + `\b`).MatchString(root.stdout) {
			t.Errorf("svc-cli --help does not list %s:\n%s", v, root.stdout)
		}
		for _, args := range [][]string{{v, "--help"}, {"help", v}} {
			r := runCLI(t, args...)
			if r.code != 0 || r.stderr != "" || !strings.HasPrefix(r.stdout, "svc-cli "+v+": ") {
				t.Errorf("svc-cli %q: exit %d stderr %q stdout %q", args, r.code, r.stderr, r.stdout)
			}
		}
	}
	if r := runCLI(t, "help"); r.code != 0 || r.stdout != root.stdout {
		t.Errorf("svc-cli help: exit %d, stdout differs from --help:\n%s", r.code, r.stdout)
	}
	if r := runCLI(t, "version"); r.code != 0 || r.stdout != "svc-cli "+engine.Version+"\n" {
		t.Errorf("svc-cli version: exit %d stdout %q", r.code, r.stdout)
	}
	for _, code := range []string{"97 ", "98 ", "99 ", "130 "} {
		if !strings.Contains(root.stdout, "\n  "+code) {
			t.Errorf("svc-cli --help does not document exit code %s", code)
		}
	}
}

func TestSingleSendPrintsConsoleLines(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	target := sendertest.Start(t, sendertest.H1)
	file := writeFile(t, "c.json", `{"method": "GET", "url": "`+target.URL+`/echo",
		"elements": [{"kind": "script.post", "config": {"script": "console.log('status', pm.response.code); console.warn('careful')"}}]}`)
	r := runCLI(t, "--daemon", e.Base, "run", file)
	if r.code != 0 || !strings.HasSuffix(r.stdout, "\nConsole:\n  log   status 200\n  warn  careful\n") {
		t.Fatalf("exit %d stderr %q stdout\n%s", r.code, r.stderr, r.stdout)
	}
}

func TestCollectionRunPrintsEachStepAsItCompletes(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	target := sendertest.Start(t, sendertest.H1)
	item := func(name string) map[string]any {
		return map[string]any{"name": name, "request": map[string]any{"method": "GET", "url": target.URL + "/slow?ms=800"}}
	}
	coll, _ := json.Marshal(map[string]any{
		"info": map[string]any{"name": "slow", "schema": "https://schema.getpostman.com/json/collection/v2.1.0/collection.json"},
		"item": []any{item("one"), item("two"), item("three"), item("four")},
	})
	l := startCLI(t, false, "--daemon", e.Base, "run", writeFile(t, "slow.json", string(coll)))
	first := l.waitFor(regexp.MustCompile(`(?m)^→ one\n  GET .*\[200 OK`))
	r := l.wait()
	end := time.Now()
	if r.code != 0 || !strings.Contains(r.stdout, "→ four\n") {
		t.Fatalf("exit %d stderr %q stdout\n%s", r.code, r.stderr, r.stdout)
	}
	// Four requests of 800 ms: the first step shows about 2.4 s before
	// the end; 1.5 s leaves room for a slow machine.
	if early := end.Sub(first); early < 1500*time.Millisecond {
		t.Fatalf("the first step was printed %v before the run ended, want it as it completed (over 1.5 s before)", early)
	}
}
