package importers

import (
	"bytes"
	"encoding/json"
	"fmt"
	"runtime"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/svc-engine/svc-engine/scripting"
	"github.com/svc-engine/svc-engine/workspace"
)

// checkTreeApplies plans the tree's writes exactly as POST /import/apply
// does (workspace.PlanImport: temp ids unique, parents before children,
// requests naming a collection of the tree, examples, environments and
// globals valid, ids minted, orders assigned) against an empty store.
// Every mapper's goldens go through it, so a tree is known to apply.
func checkTreeApplies(t testing.TB, tree Tree) {
	t.Helper()
	b, err := json.Marshal(tree)
	if err != nil {
		t.Fatal(err)
	}
	p, err := workspace.DecodePatch(b)
	if err != nil {
		t.Fatal(err)
	}
	deps := workspace.Deps{Elements: scripting.NewRegistry(), DefaultHTTPVersion: "auto", Now: 1}
	plan, err := workspace.PlanImport(p, workspace.ImportBase{Globals: json.RawMessage("{}")}, deps)
	if err != nil {
		t.Fatalf("the tree does not apply: %v", err)
	}
	want := len(tree.Collections) + len(tree.Requests) + len(tree.Environments)
	if len(plan.IDMap) != want {
		t.Errorf("the plan maps %d tempIds, want %d (one per collection, request and environment)", len(plan.IDMap), want)
	}
	for _, c := range tree.Collections {
		if c.LoadPlan != nil && workspace.KindOf(c.LoadPlan) != workspace.KindObject {
			t.Errorf("collection %s: loadPlan %s is not an object", c.TempID, c.LoadPlan)
		}
	}
}

// goldenTreeJSON is the golden form of a tree: indented, no HTML escaping.
func goldenTreeJSON(t testing.TB, tree Tree) []byte {
	t.Helper()
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(tree); err != nil {
		t.Fatalf("encode tree: %v", err)
	}
	return b.Bytes()
}

// jsonValueEq compares a raw JSON value with the JSON text want by value
// (member order ignored; postmanJSONEq is the order-sensitive check).
func jsonValueEq(t testing.TB, what string, got json.RawMessage, want string) {
	t.Helper()
	var g, w any
	if len(got) == 0 {
		got = json.RawMessage("null")
	}
	if err := json.Unmarshal(got, &g); err != nil {
		t.Fatalf("%s: got invalid JSON %s: %v", what, got, err)
	}
	if err := json.Unmarshal([]byte(want), &w); err != nil {
		t.Fatalf("%s: want invalid JSON %s: %v", what, want, err)
	}
	if diff := cmp.Diff(w, g); diff != "" {
		t.Errorf("%s: got %s, want %s (-want +got):\n%s", what, got, want, diff)
	}
}

// recordTB records a harness's failures; Fatal ends only its goroutine.
type recordTB struct {
	testing.TB
	failures []string
}

func (r *recordTB) Helper() {}
func (r *recordTB) Errorf(format string, args ...any) {
	r.failures = append(r.failures, fmt.Sprintf(format, args...))
}
func (r *recordTB) Fatalf(format string, args ...any) {
	r.Errorf(format, args...)
	runtime.Goexit()
}

func TestCheckTreeAppliesRefusesATreeTheApplyRefuses(t *testing.T) {
	root := Collection{TempID: "c", Name: "root"}
	cases := map[string]Tree{
		"request outside the tree": {Collections: []Collection{root}, Requests: []Request{{TempID: "r", CollectionTempID: "gone", Name: "r", Method: "GET", URL: "http://x"}}},
		"tempId used twice":        {Collections: []Collection{root}, Environments: []Environment{{TempID: "c", Name: "e"}}},
		"invalid method":           {Collections: []Collection{root}, Requests: []Request{{TempID: "r", CollectionTempID: "c", Name: "r", Method: "BREW", URL: "http://x"}}},
	}
	for name, tree := range cases {
		rec := &recordTB{TB: t}
		done := make(chan struct{})
		go func() {
			defer close(done)
			checkTreeApplies(rec, tree)
		}()
		<-done
		if len(rec.failures) == 0 {
			t.Errorf("%s: checkTreeApplies passed a tree POST /import/apply refuses", name)
		}
	}
	rec := &recordTB{TB: t}
	checkTreeApplies(rec, Tree{Collections: []Collection{root}, Requests: []Request{{TempID: "r", CollectionTempID: "c", Name: "r", Method: "GET", URL: "http://x"}}})
	if len(rec.failures) > 0 {
		t.Errorf("a valid tree fails: %v", rec.failures)
	}
}
