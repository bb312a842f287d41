package importers

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/svc-engine/svc-engine/scripting"
	"github.com/svc-engine/svc-engine/workspace"
)

// checkTreeApplies runs every item of a tree through the same merges
// POST /import/apply uses for a create: temp ids unique, parents listed
// before children, requests naming a listed collection, examples,
// environments and globals valid. Every mapper's goldens go through it, so
// a tree is known to apply.
func checkTreeApplies(t testing.TB, tree Tree) {
	t.Helper()
	lk := treeLookup{}
	deps := workspace.Deps{Lookup: lk, Elements: scripting.NewRegistry(), DefaultHTTPVersion: "auto", Now: 1}
	patch := func(v any, drop ...string) workspace.Patch {
		b, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		p, err := workspace.DecodePatch(b)
		if err != nil {
			t.Fatal(err)
		}
		for _, k := range drop {
			delete(p, k)
		}
		return p
	}
	for _, c := range tree.Collections {
		if lk[c.TempID] {
			t.Errorf("collection tempId %s is used twice", c.TempID)
		}
		p := patch(c, "tempId", "parentTempId", "loadPlan")
		if c.ParentTempID != nil {
			if !lk[*c.ParentTempID] {
				t.Errorf("collection %s names parent %s, not listed before it", c.TempID, *c.ParentTempID)
			}
			p["parentId"] = workspace.Quote(*c.ParentTempID)
		}
		if _, err := workspace.MergeCollection(nil, p, deps); err != nil {
			t.Errorf("collection %s (%q) does not apply: %v", c.TempID, c.Name, err)
		}
		if c.LoadPlan != nil && workspace.KindOf(c.LoadPlan) != workspace.KindObject {
			t.Errorf("collection %s: loadPlan %s is not an object", c.TempID, c.LoadPlan)
		}
		lk[c.TempID] = true
	}
	ids := map[string]bool{}
	for _, r := range tree.Requests {
		if ids[r.TempID] || lk[r.TempID] {
			t.Errorf("request tempId %s is used twice", r.TempID)
		}
		ids[r.TempID] = true
		if !lk[r.CollectionTempID] {
			t.Errorf("request %s names collection %s, which is not listed", r.TempID, r.CollectionTempID)
		}
		p := patch(r, "tempId", "collectionTempId", "examples")
		p["collectionId"] = workspace.Quote(r.CollectionTempID)
		if _, err := workspace.MergeRequest(nil, p, deps); err != nil {
			t.Errorf("request %s (%q) does not apply: %v", r.TempID, r.Name, err)
		}
		if len(r.Examples) > workspace.MaxExamplesPerRequest {
			t.Errorf("request %s has %d examples, over the limit", r.TempID, len(r.Examples))
		}
		for i, e := range r.Examples {
			if _, err := workspace.MergeExample(nil, r.TempID, patch(e), lk, 1); err != nil {
				t.Errorf("request %s example %d does not apply: %v", r.TempID, i, err)
			}
		}
	}
	for _, e := range tree.Environments {
		if ids[e.TempID] || lk[e.TempID] {
			t.Errorf("environment tempId %s is used twice", e.TempID)
		}
		ids[e.TempID] = true
		if _, err := workspace.MergeEnvironment(nil, patch(e, "tempId"), deps); err != nil {
			t.Errorf("environment %s does not apply: %v", e.TempID, err)
		}
	}
	if tree.Globals != nil {
		if _, err := workspace.MergeGlobals(workspace.Patch{"variables": tree.Globals}, deps); err != nil {
			t.Errorf("globals do not apply: %v", err)
		}
	}
}

// treeLookup knows the collections applied so far, by temp id.
type treeLookup map[string]bool

func (treeLookup) NextCollectionOrder(*string) (int64, error)        { return 0, nil }
func (treeLookup) NextRequestOrder(string) (int64, error)            { return 0, nil }
func (treeLookup) NextExampleOrder(string) (int64, error)            { return 0, nil }
func (l treeLookup) CollectionExists(id string) (bool, error)        { return l[id], nil }
func (treeLookup) IsDescendant(string, string) (bool, error)         { return false, nil }
func (treeLookup) SpecHash(string) (hash string, ok bool, err error) { return "", false, nil }

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
