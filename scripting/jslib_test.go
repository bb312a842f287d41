package scripting

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"os"
	"strings"
	"testing"
)

// TestBundledLibrariesMatchTheirRecordedHashes holds every embedded
// library to jslib/SHA256SUMS, which jslib/refresh.sh writes from the npm
// tarballs (and `refresh.sh --check`, run by make lint, verifies against
// the registry). An edit by hand to a bundled file fails here.
func TestBundledLibrariesMatchTheirRecordedHashes(t *testing.T) {
	f, err := os.Open("jslib/SHA256SUMS")
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = f.Close() }() // read only
	want := map[string]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		sum, name, ok := strings.Cut(sc.Text(), "  ")
		if !ok {
			t.Fatalf("jslib/SHA256SUMS: malformed line %q", sc.Text())
		}
		want[name] = sum
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	entries, err := jslibFS.ReadDir("jslib")
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		b, err := jslibFS.ReadFile("jslib/" + e.Name())
		if err != nil {
			t.Fatal(err)
		}
		sum := sha256.Sum256(b)
		got := hex.EncodeToString(sum[:])
		w, ok := want[e.Name()]
		switch {
		case !ok:
			t.Errorf("jslib/%s is embedded but not in SHA256SUMS (add it to refresh.sh)", e.Name())
		case got != w:
			t.Errorf("jslib/%s hashes to %s, SHA256SUMS records %s: run scripting/jslib/refresh.sh instead of editing it", e.Name(), got, w)
		}
		delete(want, e.Name())
	}
	for name := range want {
		t.Errorf("SHA256SUMS lists %s, which is not embedded", name)
	}
}
