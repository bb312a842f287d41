package workspace

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

// fakeLookup answers a merge's questions from maps.
type fakeLookup struct {
	next    map[string]int64  // append point by parent id ("" is the root)
	parents map[string]string // collection id -> parent id
	specs   map[string]string // spec id -> hash
	err     error             // returned by every method when set
	calls   []string
}

func (f *fakeLookup) NextCollectionOrder(parentID *string) (int64, error) {
	key := ""
	if parentID != nil {
		key = *parentID
	}
	f.calls = append(f.calls, "NextCollectionOrder("+key+")")
	if f.err != nil {
		return 0, f.err
	}
	return f.next[key], nil
}

func (f *fakeLookup) NextRequestOrder(collectionID string) (int64, error) {
	f.calls = append(f.calls, "NextRequestOrder("+collectionID+")")
	return 0, errors.New("a collection merge must not ask for a request order")
}

func (f *fakeLookup) CollectionExists(id string) (bool, error) {
	f.calls = append(f.calls, "CollectionExists("+id+")")
	return false, errors.New("a collection merge must not check that its parent exists")
}

func (f *fakeLookup) IsDescendant(ancestorID, id string) (bool, error) {
	f.calls = append(f.calls, "IsDescendant("+ancestorID+","+id+")")
	if f.err != nil {
		return false, f.err
	}
	seen := map[string]bool{}
	for cur, ok := f.parents[id]; ok && !seen[cur]; cur, ok = f.parents[cur] {
		if cur == ancestorID {
			return true, nil
		}
		seen[cur] = true
	}
	return false, nil
}

func (f *fakeLookup) SpecHash(specID string) (string, bool, error) {
	f.calls = append(f.calls, "SpecHash("+specID+")")
	if f.err != nil {
		return "", false, f.err
	}
	h, ok := f.specs[specID]
	return h, ok, nil
}

// fakeElements records the onCollection flag and refuses the kind "bad".
type fakeElements struct{ onCollection []bool }

func (f *fakeElements) CheckElements(raw json.RawMessage, onCollection bool) (json.RawMessage, error) {
	f.onCollection = append(f.onCollection, onCollection)
	if strings.Contains(string(raw), `"bad"`) {
		return nil, Fieldf("elements[0].kind", "elements[0] (kind bad): kind \"bad\" is not registered")
	}
	return Compact(raw), nil
}

func newFakeLookup() *fakeLookup {
	return &fakeLookup{
		next:    map[string]int64{"": 7, "col_p": 5, "col_q": 9},
		parents: map[string]string{"col_cur": "col_p", "col_child": "col_cur", "col_grand": "col_child", "col_deep": "col_grand", "col_loop1": "col_loop2", "col_loop2": "col_loop1"},
		specs:   map[string]string{"spec_1": "h1", "spec_2": "h2"},
	}
}

func ptr(s string) *string { return &s }

func curCollection() Collection {
	return Collection{
		ID: "col_cur", Name: "cur", Description: "desc", ParentID: ptr("col_p"), Order: 4,
		Variables:  json.RawMessage(`{"v":1}`),
		Auth:       json.RawMessage(`{"mode":"bearer","token":"t"}`),
		DataSchema: json.RawMessage(`{"columns":["a"]}`),
		OpenAPI:    json.RawMessage(`{"specId":"spec_1","specHash":"h1","syncedAt":1}`),
		Elements:   json.RawMessage(`[{"id":"elm_1"}]`),
		CreatedAt:  10, UpdatedAt: 20,
	}
}

const testNow = 1000

func createdDefaults() Collection {
	return Collection{
		Name: "n", Order: 7,
		Variables: json.RawMessage(`{}`), Auth: json.RawMessage(`{"mode":"none"}`),
		DataSchema: json.RawMessage(`{}`), OpenAPI: json.RawMessage(`{}`), Elements: json.RawMessage(`[]`),
		CreatedAt: testNow, UpdatedAt: testNow,
	}
}

// rawJSON compares raw JSON byte for byte, so member order counts, and
// prints it as text.
var rawJSON = cmp.Transformer("raw", func(r json.RawMessage) string { return string(r) })

func TestMergeCollection(t *testing.T) {
	t.Parallel()
	type tc struct {
		name     string
		update   bool   // merge onto curCollection(); a create otherwise
		body     string // the patch
		maxBytes int    // Deps.MaxFieldBytes
		want     func(c *Collection)
		// One of these describes an expected error.
		wantField    string // a *FieldError with this field
		msgNames     string // the message must contain it; default: wantField up to its first . or [
		wantTooLarge *TooLargeError
	}
	cases := []tc{
		// Creates.
		{name: "a create with only a name takes every default", body: `{"name":"n"}`, want: func(*Collection) {}},
		{name: "a create with every optional field null takes every default",
			body: `{"name":"n","description":null,"parentId":null,"order":null,"variables":null,"auth":null,"dataSchema":null,"openapi":null,"elements":null,"preRequestScript":null,"postRequestScript":null,"tests":null}`,
			want: func(*Collection) {}},
		{name: "a create with an id is refused", body: `{"id":"col_x","name":"n"}`, wantField: "id"},
		{name: "a create with a null id is refused", body: `{"id":null,"name":"n"}`, wantField: "id"},
		{name: "a create without a name is refused", body: `{"description":"d"}`, wantField: "name"},
		{name: "a create with a null name is refused", body: `{"name":null}`, wantField: "name"},
		{name: "a create with an empty name is refused", body: `{"name":""}`, wantField: "name"},
		{name: "a create with a numeric name is refused", body: `{"name":5}`, wantField: "name"},
		{name: "a create under a parent is appended among its children", body: `{"name":"n","parentId":"col_q"}`,
			want: func(c *Collection) { c.ParentID, c.Order = ptr("col_q"), 9 }},
		{name: "a create under a missing parent is accepted and appended at 0", body: `{"name":"n","parentId":"col_ghost"}`,
			want: func(c *Collection) { c.ParentID, c.Order = ptr("col_ghost"), 0 }},
		{name: "a create with a stated order keeps it", body: `{"name":"n","order":3}`, want: func(c *Collection) { c.Order = 3 }},
		{name: "a create with order 5.0 keeps 5", body: `{"name":"n","order":5.0}`, want: func(c *Collection) { c.Order = 5 }},
		{name: "a create with a fractional order is refused", body: `{"name":"n","order":5.5}`, wantField: "order"},
		{name: "a create with a string order is refused", body: `{"name":"n","order":"1"}`, wantField: "order"},
		{name: "an empty parentId is refused", body: `{"name":"n","parentId":""}`, wantField: "parentId"},
		{name: "a numeric parentId is refused", body: `{"name":"n","parentId":1}`, wantField: "parentId"},
		{name: "a non-string description is refused", body: `{"name":"n","description":[]}`, wantField: "description"},
		{name: "object fields are stored compact in member order",
			body: `{"name":"n","variables":{ "z" : 1, "a" : [ 2, {"y":null,"b":true} ] },"auth":{"token":"t","mode":"bearer"}}`,
			want: func(c *Collection) {
				c.Variables = json.RawMessage(`{"z":1,"a":[2,{"y":null,"b":true}]}`)
				c.Auth = json.RawMessage(`{"token":"t","mode":"bearer"}`)
			}},
		{name: "variables that are not an object are refused", body: `{"name":"n","variables":[1]}`, wantField: "variables"},
		{name: "auth that is not an object is refused", body: `{"name":"n","auth":"none"}`, wantField: "auth"},
		{name: "a collection auth of inherit is refused", body: `{"name":"n","auth":{"mode":"inherit"}}`, wantField: "auth.mode"},
		{name: "an auth without a mode is refused", body: `{"name":"n","auth":{"token":"t"}}`, wantField: "auth.mode"},
		{name: "an unknown auth mode is refused", body: `{"name":"n","auth":{"mode":"magic"}}`, wantField: "auth.mode"},
		{name: "noauth is accepted on a collection", body: `{"name":"n","auth":{"mode":"noauth"}}`,
			want: func(c *Collection) { c.Auth = json.RawMessage(`{"mode":"noauth"}`) }},
		{name: "a full data contract is accepted", body: `{"name":"n","dataSchema":{"columns":["a","b"],"declaredAt":1.5,"fileName":"f.csv"}}`,
			want: func(c *Collection) {
				c.DataSchema = json.RawMessage(`{"columns":["a","b"],"declaredAt":1.5,"fileName":"f.csv"}`)
			}},
		{name: "dataSchema columns that are not an array are refused", body: `{"name":"n","dataSchema":{"columns":{}}}`, wantField: "dataSchema.columns"},
		{name: "a dataSchema column that is empty is refused", body: `{"name":"n","dataSchema":{"columns":[""]}}`, wantField: "dataSchema.columns"},
		{name: "a dataSchema column that is not a string is refused", body: `{"name":"n","dataSchema":{"columns":[null]}}`, wantField: "dataSchema.columns"},
		{name: "a repeated dataSchema column is refused", body: `{"name":"n","dataSchema":{"columns":["a","a"]}}`, wantField: "dataSchema.columns"},
		{name: "1025 dataSchema columns are refused", body: `{"name":"n","dataSchema":{"columns":` + columnsJSON(1025, 1) + `}}`, wantField: "dataSchema.columns"},
		{name: "1024 dataSchema columns of 256 characters are accepted", body: `{"name":"n","dataSchema":{"columns":` + columnsJSON(1024, 256) + `}}`,
			want: func(c *Collection) { c.DataSchema = json.RawMessage(`{"columns":` + columnsJSON(1024, 256) + `}`) }},
		{name: "a dataSchema column of 257 characters is refused", body: `{"name":"n","dataSchema":{"columns":` + columnsJSON(1, 257) + `}}`, wantField: "dataSchema.columns"},
		{name: "a string declaredAt is refused", body: `{"name":"n","dataSchema":{"declaredAt":"now"}}`, wantField: "dataSchema.declaredAt"},
		{name: "a numeric fileName is refused", body: `{"name":"n","dataSchema":{"fileName":1}}`, wantField: "dataSchema.fileName"},
		{name: "a binding with only specId gets the document hash and the write time",
			body: `{"name":"n","openapi":{"specId":"spec_2"}}`,
			want: func(c *Collection) {
				c.OpenAPI = json.RawMessage(`{"specId":"spec_2","specHash":"h2","syncedAt":1000}`)
			}},
		{name: "a stated older specHash and syncedAt are kept",
			body: `{"name":"n","openapi":{"syncedAt":3,"specHash":"old","specId":"spec_2"}}`,
			want: func(c *Collection) { c.OpenAPI = json.RawMessage(`{"syncedAt":3,"specHash":"old","specId":"spec_2"}`) }},
		{name: "an empty openapi object binds nothing", body: `{"name":"n","openapi":{}}`, want: func(*Collection) {}},
		{name: "a specId naming no stored spec is refused", body: `{"name":"n","openapi":{"specId":"spec_9"}}`, wantField: "openapi.specId"},
		{name: "a binding without specId is refused", body: `{"name":"n","openapi":{"specHash":"h"}}`, wantField: "openapi.specId"},
		{name: "a non-string specHash is refused", body: `{"name":"n","openapi":{"specId":"spec_1","specHash":1}}`, wantField: "openapi.specHash"},
		{name: "a non-numeric syncedAt is refused", body: `{"name":"n","openapi":{"specId":"spec_1","syncedAt":"x"}}`, wantField: "openapi.syncedAt"},
		{name: "elements go through the checker as a collection's list", body: `{"name":"n","elements":[{"kind":"script.setup"}]}`,
			want: func(c *Collection) { c.Elements = json.RawMessage(`[{"kind":"script.setup"}]`) }},
		{name: "an element the checker refuses is refused", body: `{"name":"n","elements":[{"kind":"bad"}]}`, wantField: "elements[0].kind"},
		{name: "elements that are not an array are refused", body: `{"name":"n","elements":{}}`, wantField: "elements"},
		{name: "preRequestScript with a value is refused naming elements", body: `{"name":"n","preRequestScript":"x"}`, wantField: "elements"},
		{name: "postRequestScript with a value is refused naming elements", body: `{"name":"n","postRequestScript":""}`, wantField: "elements"},
		{name: "tests with a value is refused naming elements", body: `{"name":"n","tests":false}`, wantField: "elements"},
		{name: "a stated field over the cap is a too-large error naming field, size and cap",
			body: `{"name":"n","variables":{"k":"0123456789abcdef"}}`, maxBytes: 20,
			wantTooLarge: &TooLargeError{Field: "variables", Size: 24, Cap: 20}},
		{name: "a stated field at the cap is accepted",
			body: `{"name":"n","variables":{"k":"0123456789abcdef"}}`, maxBytes: 24,
			want: func(c *Collection) { c.Variables = json.RawMessage(`{"k":"0123456789abcdef"}`) }},
		{name: "a binding completed over the cap is refused",
			body: `{"name":"n","openapi":{"specId":"spec_1"}}`, maxBytes: 40,
			wantTooLarge: &TooLargeError{Field: "openapi", Size: len(`{"specId":"spec_1","specHash":"h1","syncedAt":1000}`), Cap: 40}},

		// Updates.
		{name: "an empty patch keeps every field", update: true, body: `{}`, want: func(*Collection) {}},
		{name: "a rename keeps every other field", update: true, body: `{"name":"renamed"}`, want: func(c *Collection) { c.Name = "renamed" }},
		{name: "an update with a null name is refused", update: true, body: `{"name":null}`, wantField: "name"},
		{name: "null resets every field with a default", update: true,
			body: `{"description":null,"variables":null,"auth":null,"dataSchema":null,"openapi":null,"elements":null}`,
			want: func(c *Collection) {
				c.Description = ""
				c.Variables, c.Auth, c.DataSchema = json.RawMessage(`{}`), json.RawMessage(`{"mode":"none"}`), json.RawMessage(`{}`)
				c.OpenAPI, c.Elements = json.RawMessage(`{}`), json.RawMessage(`[]`)
			}},
		{name: "legacy script keys with null are a no-op", update: true, body: `{"preRequestScript":null,"postRequestScript":null,"tests":null}`, want: func(*Collection) {}},
		{name: "an update with a stated order takes it", update: true, body: `{"order":2}`, want: func(c *Collection) { c.Order = 2 }},
		{name: "an update naming the current parent is no move", update: true, body: `{"parentId":"col_p"}`, want: func(*Collection) {}},
		{name: "a move with order absent is appended in the destination", update: true, body: `{"parentId":"col_q"}`,
			want: func(c *Collection) { c.ParentID, c.Order = ptr("col_q"), 9 }},
		{name: "a move with order null is appended in the destination", update: true, body: `{"parentId":"col_q","order":null}`,
			want: func(c *Collection) { c.ParentID, c.Order = ptr("col_q"), 9 }},
		{name: "a move to the root is appended among the roots", update: true, body: `{"parentId":null}`,
			want: func(c *Collection) { c.ParentID, c.Order = nil, 7 }},
		{name: "a move with a stated order takes it", update: true, body: `{"parentId":"col_q","order":1}`,
			want: func(c *Collection) { c.ParentID, c.Order = ptr("col_q"), 1 }},
		{name: "order null without a move is appended among the current siblings", update: true, body: `{"order":null}`,
			want: func(c *Collection) { c.Order = 5 }},
		{name: "a collection cannot be its own parent", update: true, body: `{"parentId":"col_cur"}`, wantField: "parentId", msgNames: "own parent"},
		{name: "a collection cannot move under its child", update: true, body: `{"parentId":"col_child"}`, wantField: "parentId", msgNames: "descendant col_child"},
		{name: "a collection cannot move under a deep descendant", update: true, body: `{"parentId":"col_deep"}`, wantField: "parentId", msgNames: "descendant col_deep"},
		{name: "a move under a missing parent is accepted", update: true, body: `{"parentId":"col_ghost"}`,
			want: func(c *Collection) { c.ParentID, c.Order = ptr("col_ghost"), 0 }},
		{name: "a move under a collection whose stored ancestry loops ends", update: true, body: `{"parentId":"col_loop1"}`,
			want: func(c *Collection) { c.ParentID, c.Order = ptr("col_loop1"), 0 }},
		{name: "an update with a stated specId only refreshes hash and time", update: true, body: `{"openapi":{"specId":"spec_2"}}`,
			want: func(c *Collection) {
				c.OpenAPI = json.RawMessage(`{"specId":"spec_2","specHash":"h2","syncedAt":1000}`)
			}},
		{name: "an update that omits an oversized stored field succeeds", update: true, body: `{"name":"new"}`, maxBytes: 8,
			want: func(c *Collection) { c.Name = "new" }},
		{name: "an update that states an oversized field is refused", update: true, body: `{"auth":{"mode":"basic","username":"u"}}`, maxBytes: 20,
			wantTooLarge: &TooLargeError{Field: "auth", Size: len(`{"mode":"basic","username":"u"}`), Cap: 20}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			p, err := DecodePatch([]byte(c.body))
			if err != nil {
				t.Fatalf("DecodePatch(%s): %v", c.body, err)
			}
			lookup, els := newFakeLookup(), &fakeElements{}
			d := Deps{Lookup: lookup, Elements: els, Now: testNow, MaxFieldBytes: c.maxBytes}
			var cur *Collection
			want := createdDefaults()
			if c.update {
				cc := curCollection()
				cur = &cc
				want = curCollection()
				want.UpdatedAt = testNow
			}
			got, err := MergeCollection(cur, p, d)

			if cur != nil {
				if diff := cmp.Diff(curCollection(), *cur, rawJSON); diff != "" {
					t.Errorf("MergeCollection changed cur (-before +after):\n%s", diff)
				}
			}
			switch {
			case c.wantField != "":
				var fe *FieldError
				if !errors.As(err, &fe) || fe.Field != c.wantField {
					t.Fatalf("MergeCollection(%s): err %v (%T), want a *FieldError on %s", c.body, err, err, c.wantField)
				}
				names := c.msgNames
				if names == "" {
					names = strings.FieldsFunc(c.wantField, func(r rune) bool { return r == '.' || r == '[' })[0]
				}
				if !strings.Contains(fe.Message, names) {
					t.Errorf("MergeCollection(%s): message %q does not name %s", c.body, fe.Message, names)
				}
				return
			case c.wantTooLarge != nil:
				var tl *TooLargeError
				if !errors.As(err, &tl) {
					t.Fatalf("MergeCollection(%s): err %v (%T), want a *TooLargeError", c.body, err, err)
				}
				if diff := cmp.Diff(c.wantTooLarge, tl); diff != "" {
					t.Errorf("MergeCollection(%s): too-large error (-want +got):\n%s", c.body, diff)
				}
				return
			}
			if err != nil {
				t.Fatalf("MergeCollection(%s): unexpected error %v", c.body, err)
			}
			c.want(&want)
			if diff := cmp.Diff(want, got, rawJSON, cmpopts.IgnoreFields(Collection{}, "ID")); diff != "" {
				t.Errorf("MergeCollection(%s) (-want +got):\n%s", c.body, diff)
			}
			if c.update && got.ID != "col_cur" {
				t.Errorf("MergeCollection(%s): id %q, want the current col_cur", c.body, got.ID)
			}
			if !c.update && !strings.HasPrefix(got.ID, PrefixCollection+"_") {
				t.Errorf("MergeCollection(%s): minted id %q lacks the %s_ prefix", c.body, got.ID, PrefixCollection)
			}
			for _, on := range els.onCollection {
				if !on {
					t.Errorf("MergeCollection(%s): elements checked as a request's list", c.body)
				}
			}
			if p.State("elements") == Value && len(els.onCollection) != 1 {
				t.Errorf("MergeCollection(%s): element checker called %d times, want once", c.body, len(els.onCollection))
			}
		})
	}
}

// columnsJSON is a JSON array of n distinct column names of size runes each.
func columnsJSON(n, size int) string {
	cols := make([]string, n)
	for i := range cols {
		cols[i] = string(rune(0x4e00+i)) + strings.Repeat("é", size-1)
	}
	b, _ := json.Marshal(cols)
	return string(b)
}

func TestMergeCollectionMintsDistinctIDs(t *testing.T) {
	t.Parallel()
	p, _ := DecodePatch([]byte(`{"name":"n"}`))
	seen := map[string]bool{}
	for range 100 {
		c, err := MergeCollection(nil, p, Deps{Lookup: newFakeLookup(), Now: testNow})
		if err != nil {
			t.Fatalf("MergeCollection: %v", err)
		}
		if seen[c.ID] {
			t.Fatalf("MergeCollection minted %s twice", c.ID)
		}
		seen[c.ID] = true
	}
}

func TestMergeCollectionPassesLookupErrorsThrough(t *testing.T) {
	t.Parallel()
	boom := errors.New("database is gone")
	for _, c := range []struct {
		name   string
		update bool
		body   string
	}{
		{"the append point of a create", false, `{"name":"n"}`},
		{"the descendant check of a move", true, `{"parentId":"col_q"}`},
		{"the spec lookup of a binding", false, `{"name":"n","order":1,"openapi":{"specId":"spec_1"}}`},
	} {
		t.Run(c.name, func(t *testing.T) {
			p, _ := DecodePatch([]byte(c.body))
			lookup := newFakeLookup()
			lookup.err = boom
			var cur *Collection
			if c.update {
				cc := curCollection()
				cur = &cc
			}
			if _, err := MergeCollection(cur, p, Deps{Lookup: lookup, Now: testNow}); !errors.Is(err, boom) {
				t.Errorf("MergeCollection(%s) with a failing lookup: err %v, want %v", c.body, err, boom)
			}
		})
	}
}

func TestMergeCollectionAsksOnlyWhatItNeeds(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name   string
		update bool
		body   string
		want   []string
	}{
		{"a create with a stated order asks nothing", false, `{"name":"n","order":1}`, nil},
		{"a create under a parent asks that parent's append point only", false, `{"name":"n","parentId":"col_q"}`, []string{"NextCollectionOrder(col_q)"}},
		{"a rename asks nothing", true, `{"name":"x"}`, nil},
		{"a move checks descent then asks the destination", true, `{"parentId":"col_q"}`, []string{"IsDescendant(col_cur,col_q)", "NextCollectionOrder(col_q)"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			p, _ := DecodePatch([]byte(c.body))
			lookup := newFakeLookup()
			var cur *Collection
			if c.update {
				cc := curCollection()
				cur = &cc
			}
			if _, err := MergeCollection(cur, p, Deps{Lookup: lookup, Now: testNow}); err != nil {
				t.Fatalf("MergeCollection(%s): %v", c.body, err)
			}
			if diff := cmp.Diff(c.want, lookup.calls); diff != "" {
				t.Errorf("MergeCollection(%s) lookups (-want +got):\n%s", c.body, diff)
			}
		})
	}
}
