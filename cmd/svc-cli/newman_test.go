package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/svc-engine/svc-engine/mgmt/mgmttest"
	"github.com/svc-engine/svc-engine/sender/sendertest"
)

// newmanFlagsCollection is an exported collection whose tests pass only
// when the Newman flags of TestRunTakesNewmansFlags took effect.
func newmanFlagsCollection(base string) string {
	item := func(name, method, url string, body any, test string) map[string]any {
		req := map[string]any{"method": method, "url": url}
		if body != nil {
			req["body"] = body
		}
		return map[string]any{"name": name, "request": req,
			"event": []any{map[string]any{"listen": "test", "script": map[string]any{"exec": []string{test}}}}}
	}
	c := map[string]any{
		"info": map[string]any{"name": "newman flags", "schema": "https://schema.getpostman.com/json/collection/v2.1.0/collection.json"},
		"item": []any{
			item("outside", "GET", base+"/echo", nil, `pm.test("outside the folder", () => pm.expect.fail("ran"));`),
			map[string]any{"name": "only", "item": []any{
				item("variables", "GET", base+"/echo?env={{who}}&g={{region}}&gv={{tier}}", nil, `
pm.test("env-var", () => pm.expect(pm.environment.get("who")).to.equal("cli"));
pm.test("globals file", () => pm.expect(pm.globals.get("region")).to.equal("eu"));
pm.test("global-var", () => pm.expect(pm.globals.get("tier")).to.equal("gold"));
pm.test("sent", () => pm.expect(pm.response.json().uri).to.equal("/echo?env=cli&g=eu&gv=gold"));
pm.environment.set("exported", "yes");`),
				item("redirect", "GET", base+"/redirect", nil, `pm.test("not followed", () => pm.response.to.have.status(302));`),
				item("upload", "POST", base+"/echo", map[string]any{"mode": "formdata", "formdata": []any{map[string]any{"key": "f", "type": "file", "src": "upload.txt"}}},
					`pm.test("the file was sent", () => pm.expect(pm.response.json().body).to.include("forty-two"));
pm.test("deliberate failure", () => pm.expect(1).to.equal(2));`),
			}},
		},
	}
	b, _ := json.Marshal(c)
	return string(b)
}

func TestRunTakesNewmansFlags(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	target := sendertest.Start(t, sendertest.H1)
	dir := t.TempDir()
	files := filepath.Join(dir, "files")
	write := func(name, content string) string {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o600); err != nil {
			t.Fatal(err)
		}
		return p
	}
	coll := write("coll.json", newmanFlagsCollection(target.URL))
	write("files/upload.txt", "forty-two\n")
	// Postman's older globals export shape.
	globals := write("globals.json", `{"id": "146e52f0", "name": "Globals", "values": [{"key": "region", "value": "eu", "enabled": true}], "timestamp": 1404119927461, "synced": false}`)
	envOut := filepath.Join(dir, "out", "env.json")
	globOut := filepath.Join(dir, "globals-out.json")
	r := runCLI(t, "--daemon", e.Base, "run", coll, "-g", globals, "--env-var", "who=cli", "--global-var", "tier=gold",
		"--folder", "only", "--ignore-redirects", "-k", "--timeout-request", "5000", "--delay-request", "1",
		"--working-dir", files, "--export-environment", envOut, "--export-globals", globOut, "-x", "-r", "cli,json",
		"--reporter-json-export", filepath.Join(dir, "report.json"))
	if r.code != 0 {
		t.Fatalf("exit %d with -x, want 0; stderr %q\n%s", r.code, r.stderr, r.stdout)
	}
	for _, want := range []string{"✓  env-var", "✓  globals file", "✓  global-var", "✓  sent", "✓  not followed", "✓  the file was sent", "deliberate failure",
		"environment exported to " + envOut, "globals exported to " + globOut} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("stdout lacks %q:\n%s", want, r.stdout)
		}
	}
	if strings.Contains(r.stdout, "outside the folder") {
		t.Errorf("--folder only ran the request outside it:\n%s", r.stdout)
	}
	var env struct {
		Scope  string `json:"_postman_variable_scope"`
		Values []struct{ Key, Value string }
	}
	if b, err := os.ReadFile(envOut); err != nil || json.Unmarshal(b, &env) != nil {
		t.Fatalf("the exported environment (%v):\n%s", err, b)
	}
	got := map[string]string{}
	for _, v := range env.Values {
		got[v.Key] = v.Value
	}
	if env.Scope != "environment" || got["who"] != "cli" || got["exported"] != "yes" {
		t.Errorf("exported environment = %+v, want who=cli and exported=yes", env)
	}
	if b, err := os.ReadFile(globOut); err != nil || !strings.Contains(string(b), `"tier"`) || !strings.Contains(string(b), `"globals"`) {
		t.Errorf("exported globals (%v):\n%s", err, b)
	}
	if g := e.Must(200, "GET", "/globals", nil); strings.Contains(string(mustJSON(g)), "region") {
		t.Errorf("-g changed the stored globals: %v", g)
	}

	// Without -x the failure is the exit code.
	r = runCLI(t, "--daemon", e.Base, "run", coll, "--folder", "only", "--working-dir", files, "--ignore-redirects")
	if r.code != 1 {
		t.Errorf("exit %d without -x, want 1; stderr %q", r.code, r.stderr)
	}
}

func TestRunRefusesMalformedNewmanFlags(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	dir := t.TempDir()
	coll := filepath.Join(dir, "c.json")
	if err := os.WriteFile(coll, []byte(newmanFlagsCollection("http://127.0.0.1:9")), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"--env-var", "novalue"}, "name=value"},
		{[]string{"--global-var", "=x"}, "name=value"},
		{[]string{"--timeout-request", "soon"}, "milliseconds"},
		{[]string{"--folder", "nowhere"}, `no folder named "nowhere"`},
		{[]string{"-g", filepath.Join(dir, "missing.json")}, "--globals"},
	} {
		r := runCLI(t, append([]string{"--daemon", e.Base, "run", coll}, tt.args...)...)
		if r.code != 1 || !strings.Contains(r.stderr, tt.want) {
			t.Errorf("%v: exit %d, stderr %q; want 1 and %q", tt.args, r.code, r.stderr, tt.want)
		}
	}
}
