package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/svc-engine/svc-engine/mgmt/mgmttest"
)

// Environments whose names give the same file name are each written to a
// file of their own (-2, -3... in export order), none overwrites
// another or the collection, and the output names every file.
func TestExportWritesEveryEnvironmentToAFileOfItsOwn(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	colID := e.Collection(map[string]any{"name": "Shop"})["id"].(string)
	names := []string{"a/b", "a:b", "a?b", "Staging", "staging", "coll"}
	for i, n := range names {
		e.Must(201, "POST", "/environments", map[string]any{"name": n, "variables": map[string]any{"i": string(rune('0' + i))}})
	}
	dir := t.TempDir()
	out := filepath.Join(dir, "coll.postman_environment.json") // the collection's file is never overwritten either
	r := runCLI(t, "--daemon", e.Base, "export", colID, "--out", out, "--environments")
	if r.code != 0 {
		t.Fatalf("exit %d stderr %q stdout %q", r.code, r.stderr, r.stdout)
	}
	b, err := os.ReadFile(out)
	if err != nil || !strings.Contains(string(b), "v2.1.0/collection.json") {
		t.Fatalf("the collection file %q (%v)", b, err)
	}
	// Each environment is in the file the output names, with its own
	// name and variables.
	seen := map[string]string{}
	for line := range strings.SplitSeq(strings.TrimSpace(r.stdout), "\n") {
		rest, ok := strings.CutPrefix(line, "Exported environment ")
		if !ok {
			continue
		}
		name, file, ok := strings.Cut(rest, " to ")
		if !ok {
			t.Fatalf("output line %q", line)
		}
		if prev, dup := seen[strings.ToLower(file)]; dup {
			t.Fatalf("environments %q and %q both written to %s", prev, name, file)
		}
		seen[strings.ToLower(file)] = name
		var env struct {
			Name   string `json:"name"`
			Values []struct {
				Key   string `json:"key"`
				Value string `json:"value"`
			} `json:"values"`
		}
		raw, err := os.ReadFile(file)
		if err != nil || json.Unmarshal(raw, &env) != nil {
			t.Fatalf("the file of %q, %s: %q (%v)", name, file, raw, err)
		}
		i := slices.Index(names, name)
		if env.Name != name || i < 0 || len(env.Values) != 1 || env.Values[0].Value != string(rune('0'+i)) {
			t.Fatalf("%s holds %+v, want environment %q", file, env, name)
		}
	}
	if len(seen) != len(names) {
		t.Fatalf("stdout names %d environment files, want %d:\n%s", len(seen), len(names), r.stdout)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.postman_environment.json"))
	if len(files) != len(names)+1 {
		t.Fatalf("%d files in the directory, want %d environments and the collection: %v", len(files), len(names), files)
	}
	for _, want := range []string{"a_b.postman_environment.json", "a_b-2.postman_environment.json", "a_b-3.postman_environment.json", "coll-2.postman_environment.json"} {
		if !strings.Contains(r.stdout, string(filepath.Separator)+want+"\n") {
			t.Errorf("stdout %q does not name %s", r.stdout, want)
		}
	}
}
