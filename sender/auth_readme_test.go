package sender_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/svc-engine/svc-engine/workspace"
)

// TestREADMEAuthTableListsEveryMode reads the README's auth table (the
// section "Auth, cURL and HAR in, Postman and cURL out"): every accepted
// auth mode has a row, and every mode a row names is accepted.
func TestREADMEAuthTableListsEveryMode(t *testing.T) {
	t.Parallel()
	b, err := os.ReadFile(filepath.Join("..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	_, section, ok := strings.Cut(string(b), "\n## Auth, cURL and HAR in, Postman and cURL out\n")
	if !ok {
		t.Fatal("the README has no section \"Auth, cURL and HAR in, Postman and cURL out\"")
	}
	section, _, _ = strings.Cut(section, "\n## ")
	listed := map[string]bool{}
	code := regexp.MustCompile("`([a-z0-9]+)`")
	for line := range strings.SplitSeq(section, "\n") {
		if !strings.HasPrefix(line, "| `") {
			continue
		}
		first := strings.Split(line, "|")[1]
		for _, m := range code.FindAllStringSubmatch(first, -1) {
			listed[m[1]] = true
		}
	}
	for _, mode := range workspace.AuthModes {
		if !listed[mode] {
			t.Errorf("auth mode %s has no row in the README's auth table", mode)
		}
		delete(listed, mode)
	}
	for mode := range listed {
		t.Errorf("the README's auth table names %s, which is not an auth mode", mode)
	}
}
