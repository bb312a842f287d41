package mgmt_test

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/svc-engine/svc-engine/mgmt/mgmttest"
)

// cwNum reads a JSON number of a decoded body.
func cwNum(t *testing.T, what string, v any) int64 {
	t.Helper()
	f, ok := v.(float64)
	if !ok {
		t.Fatalf("%s: %v (%T) is not a number", what, v, v)
	}
	return int64(f)
}

// cwListIDs returns the ids of GET /collections in answer order.
func cwListIDs(t *testing.T, e *mgmttest.Engine) []string {
	t.Helper()
	r := e.Do("GET", "/collections", nil)
	if r.Status != 200 {
		t.Fatalf("GET /collections: status %d; body %s", r.Status, r.Body)
	}
	var ids []string
	for _, row := range r.Array(t) {
		ids = append(ids, row.(map[string]any)["id"].(string))
	}
	return ids
}

// cwOrderOf creates a collection with body and returns its id and order.
func cwCreate(t *testing.T, e *mgmttest.Engine, body any) (string, int64) {
	t.Helper()
	row := e.Must(201, "POST", "/collections", body)
	return row["id"].(string), cwNum(t, "order", row["order"])
}

func TestNullVsAbsent(t *testing.T) {
	t.Parallel()
	type fieldCase struct {
		field string
		// value prepares the engine and returns a value that is not the default.
		value func(t *testing.T, e *mgmttest.Engine) any
		def   any // the default, as decoded JSON
	}
	constant := func(v any) func(*testing.T, *mgmttest.Engine) any {
		return func(*testing.T, *mgmttest.Engine) any { return v }
	}
	fields := []fieldCase{
		{"variables", constant(map[string]any{"k": "v"}), map[string]any{}},
		{"auth", constant(map[string]any{"mode": "bearer", "token": "t"}), map[string]any{"mode": "none"}},
		{"dataSchema", constant(map[string]any{"columns": []any{"a", "b"}, "declaredAt": 1.5, "fileName": "d.csv"}), map[string]any{}},
		{"openapi", func(t *testing.T, e *mgmttest.Engine) any {
			id, _ := cwInsertSpec(t, e)
			return map[string]any{"specId": id, "specHash": "h0", "syncedAt": 5}
		}, map[string]any{}},
		{"elements", constant([]any{map[string]any{"kind": "script.setup", "config": map[string]any{"script": "1"}}}), []any{}},
		{"description", constant("hello"), ""},
		{"parentId", func(t *testing.T, e *mgmttest.Engine) any {
			return e.Collection(map[string]any{"name": "parent"})["id"]
		}, nil},
		// A root sibling at 41 makes the computed default 42 (one past it).
		{"order", func(t *testing.T, e *mgmttest.Engine) any {
			e.Collection(map[string]any{"name": "sibling", "order": 41})
			return 7
		}, float64(42)},
	}
	for _, f := range fields {
		t.Run(f.field, func(t *testing.T) {
			t.Parallel()
			check := func(t *testing.T, e *mgmttest.Engine, what string, row map[string]any, want any) {
				t.Helper()
				got, ok := row[f.field]
				if !ok {
					t.Errorf("%s: %s is missing from %v", what, f.field, row)
				}
				if diff := cmp.Diff(want, got); diff != "" {
					t.Errorf("%s: %s (-want +got):\n%s", what, f.field, diff)
				}
				stored := e.Must(200, "GET", "/collections/"+row["id"].(string), nil)
				if diff := cmp.Diff(want, stored[f.field]); diff != "" {
					t.Errorf("%s: stored %s (-want +got):\n%s", what, f.field, diff)
				}
			}
			// createWithValue creates a row holding the non-default value.
			createWithValue := func(t *testing.T, e *mgmttest.Engine) (map[string]any, any) {
				t.Helper()
				v := f.value(t, e)
				body := map[string]any{"name": "c", f.field: v}
				row := e.Must(201, "POST", "/collections", body)
				if cmp.Equal(row[f.field], f.def) {
					t.Fatalf("setup: POST %v stored the default %v; the test needs a non-default value", body, row[f.field])
				}
				return row, row[f.field]
			}

			t.Run("absent on create uses the default", func(t *testing.T) {
				t.Parallel()
				e := mgmttest.Start(t)
				f.value(t, e)
				row := e.Must(201, "POST", "/collections", map[string]any{"name": "c"})
				check(t, e, `POST {"name":"c"}`, row, f.def)
			})
			t.Run("null on create uses the default", func(t *testing.T) {
				t.Parallel()
				e := mgmttest.Start(t)
				f.value(t, e)
				body := map[string]any{"name": "c", f.field: nil}
				row := e.Must(201, "POST", "/collections", body)
				check(t, e, fmt.Sprintf("POST %v", body), row, f.def)
			})
			t.Run("absent on update keeps the current value", func(t *testing.T) {
				t.Parallel()
				e := mgmttest.Start(t)
				row, kept := createWithValue(t, e)
				body := map[string]any{"name": "renamed"}
				got := e.Must(200, "PUT", "/collections/"+row["id"].(string), body)
				check(t, e, fmt.Sprintf("PUT %v", body), got, kept)
				if got["name"] != "renamed" {
					t.Errorf("PUT %v: name = %v, want renamed", body, got["name"])
				}
			})
			t.Run("null on update resets to the default", func(t *testing.T) {
				t.Parallel()
				e := mgmttest.Start(t)
				row, _ := createWithValue(t, e)
				body := map[string]any{f.field: nil}
				got := e.Must(200, "PUT", "/collections/"+row["id"].(string), body)
				check(t, e, fmt.Sprintf("PUT %v", body), got, f.def)
				if got["name"] != "c" {
					t.Errorf("PUT %v: name = %v, want the kept c", body, got["name"])
				}
			})
		})
	}
}

func TestNameIsRequired(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	id, _ := cwCreate(t, e, map[string]any{"name": "keep"})
	list := cwGetRaw(t, e, "/collections")
	row := cwGetRaw(t, e, "/collections/"+id)

	t.Run("a create without name is a 400 naming name", func(t *testing.T) {
		r := e.Do("POST", "/collections", `{"description":"d"}`)
		cwWantError(t, `POST {"description":"d"}`, r, 400, "bad_request", "name")
	})
	t.Run("a create with name null is a 400 naming name", func(t *testing.T) {
		r := e.Do("POST", "/collections", `{"name":null}`)
		cwWantError(t, `POST {"name":null}`, r, 400, "bad_request", "name")
	})
	t.Run("an update with name null is a 400 naming name", func(t *testing.T) {
		r := e.Do("PUT", "/collections/"+id, `{"name":null,"description":"changed"}`)
		cwWantError(t, `PUT {"name":null}`, r, 400, "bad_request", "name")
	})
	cwSame(t, e, "refused writes", "/collections", list)
	cwSame(t, e, "refused writes", "/collections/"+id, row)
}

func TestAcceptedShapes(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	id, _ := cwCreate(t, e, map[string]any{"name": "keep", "variables": map[string]any{"a": "1"}})
	cases := []struct {
		field string
		bad   []string
	}{
		{"variables", []string{`[]`, `"s"`, `1`, `true`, `[{"a":1}]`}},
		{"auth", []string{`[]`, `"bearer"`, `0`, `false`}},
		{"dataSchema", []string{`[]`, `"s"`, `3`}},
		{"openapi", []string{`[]`, `"spec_x"`, `1`}},
		{"elements", []string{`{}`, `"script.pre"`, `1`}},
		{"description", []string{`1`, `{}`, `[]`, `false`}},
		{"parentId", []string{`1`, `{}`, `[]`, `""`}},
		{"order", []string{`"1"`, `1.5`, `{}`, `true`}},
	}
	for _, c := range cases {
		t.Run(c.field+" of a wrong shape is a 400 naming it and writes nothing", func(t *testing.T) {
			list := cwGetRaw(t, e, "/collections")
			row := cwGetRaw(t, e, "/collections/"+id)
			for _, bad := range c.bad {
				body := `{"name":"n","` + c.field + `":` + bad + `}`
				cwWantError(t, "POST "+body, e.Do("POST", "/collections", body), 400, "bad_request", c.field)
				cwWantError(t, "PUT "+body, e.Do("PUT", "/collections/"+id, body), 400, "bad_request", c.field)
			}
			cwSame(t, e, c.field, "/collections", list)
			cwSame(t, e, c.field, "/collections/"+id, row)
		})
	}
	t.Run("a body that is not a JSON object is a 400", func(t *testing.T) {
		for _, body := range []string{``, `[]`, `"x"`, `{"name":"x"`, `{"name":"x"}{}`} {
			cwWantError(t, "POST "+body, e.Do("POST", "/collections", body), 400, "bad_request")
		}
	})
}

func TestCollectionAuthInheritIsRefused(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	id, _ := cwCreate(t, e, map[string]any{"name": "c", "auth": map[string]any{"mode": "bearer", "token": "t"}})
	list := cwGetRaw(t, e, "/collections")
	row := cwGetRaw(t, e, "/collections/"+id)
	body := `{"auth":{"mode":"inherit"},"name":"x"}`
	cwWantError(t, "POST "+body, e.Do("POST", "/collections", body), 400, "bad_request", "auth", "inherit")
	cwWantError(t, "PUT "+body, e.Do("PUT", "/collections/"+id, body), 400, "bad_request", "auth", "inherit")
	cwSame(t, e, "refused inherit", "/collections", list)
	cwSame(t, e, "refused inherit", "/collections/"+id, row)

	t.Run("none and noauth are accepted", func(t *testing.T) {
		for _, mode := range []string{"none", "noauth"} {
			got := e.Must(200, "PUT", "/collections/"+id, map[string]any{"auth": map[string]any{"mode": mode}})
			if diff := cmp.Diff(map[string]any{"mode": mode}, got["auth"]); diff != "" {
				t.Errorf("PUT auth mode %s (-want +got):\n%s", mode, diff)
			}
		}
	})
}

func TestOrderCreateAbsentOrNullIsAppended(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	if _, o := cwCreate(t, e, map[string]any{"name": "first"}); o != 0 {
		t.Errorf("first root collection: order %d, want 0", o)
	}
	cwCreate(t, e, map[string]any{"name": "a", "order": 3})
	cwCreate(t, e, map[string]any{"name": "b", "order": 10})
	cwCreate(t, e, map[string]any{"name": "c", "order": 5})
	if _, o := cwCreate(t, e, map[string]any{"name": "absent"}); o != 11 {
		t.Errorf("create with order absent among 0,3,10,5: order %d, want 11", o)
	}
	if _, o := cwCreate(t, e, map[string]any{"name": "null", "order": nil}); o != 12 {
		t.Errorf("create with order null among 0,3,10,5,11: order %d, want 12", o)
	}

	t.Run("siblings are the children of the same parent only", func(t *testing.T) {
		p, _ := cwCreate(t, e, map[string]any{"name": "p", "order": 0})
		if _, o := cwCreate(t, e, map[string]any{"name": "child", "parentId": p}); o != 0 {
			t.Errorf("first child of a new parent: order %d, want 0", o)
		}
		cwCreate(t, e, map[string]any{"name": "child", "parentId": p, "order": 4})
		if _, o := cwCreate(t, e, map[string]any{"name": "child", "parentId": p, "order": nil}); o != 5 {
			t.Errorf("child after sibling 4 (root highest 12): order %d, want 5", o)
		}
	})
	t.Run("a trashed sibling does not count", func(t *testing.T) {
		p, _ := cwCreate(t, e, map[string]any{"name": "p2"})
		cwCreate(t, e, map[string]any{"name": "live", "parentId": p, "order": 2})
		gone, _ := cwCreate(t, e, map[string]any{"name": "gone", "parentId": p, "order": 50})
		e.Must(200, "DELETE", "/collections/"+gone, nil)
		if _, o := cwCreate(t, e, map[string]any{"name": "new", "parentId": p}); o != 3 {
			t.Errorf("create after live 2 and trashed 50: order %d, want 3", o)
		}
	})
}

func TestOrderCreateStatedIsKept(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	cwCreate(t, e, map[string]any{"name": "a", "order": 10})
	for _, want := range []int64{3, 10, 0, 2, 1 << 40, 1<<53 - 1} {
		if _, o := cwCreate(t, e, map[string]any{"name": "x", "order": want}); o != want {
			t.Errorf("create with order %d: got %d", want, o)
		}
	}
}

func TestOrderUpdateStatedIsKept(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	p, _ := cwCreate(t, e, map[string]any{"name": "p"})
	id, _ := cwCreate(t, e, map[string]any{"name": "x", "order": 4})
	cwCreate(t, e, map[string]any{"name": "y", "order": 9, "parentId": p})
	for _, body := range []map[string]any{
		{"order": 2},
		{"order": 4, "name": "n"},
		{"order": 3, "parentId": p},
		{"order": 1, "parentId": nil},
	} {
		got := e.Must(200, "PUT", "/collections/"+id, body)
		if o := cwNum(t, "order", got["order"]); o != int64(cwNum(t, "body order", cwDecode(t, body["order"]))) {
			t.Errorf("PUT %v: order %d, want %v", body, o, body["order"])
		}
	}
}

func TestOrderUpdateAbsentWithoutMoveIsUnchanged(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	p, _ := cwCreate(t, e, map[string]any{"name": "p"})
	id, _ := cwCreate(t, e, map[string]any{"name": "x", "parentId": p, "order": 3})
	cwCreate(t, e, map[string]any{"name": "y", "parentId": p, "order": 8})
	for _, body := range []map[string]any{
		{"name": "renamed"},
		{"variables": map[string]any{"a": "b"}},
		{"parentId": p}, // the same parent is no move
	} {
		got := e.Must(200, "PUT", "/collections/"+id, body)
		if o := cwNum(t, "order", got["order"]); o != 3 {
			t.Errorf("PUT %v: order %d, want the unchanged 3", body, o)
		}
	}
	root, _ := cwCreate(t, e, map[string]any{"name": "root", "order": 6})
	cwCreate(t, e, map[string]any{"name": "root2", "order": 20})
	got := e.Must(200, "PUT", "/collections/"+root, map[string]any{"parentId": nil})
	if o := cwNum(t, "order", got["order"]); o != 6 {
		t.Errorf("PUT parentId null on a root collection: order %d, want the unchanged 6", o)
	}
}

func TestOrderUpdateMoveIsAppendedInDestination(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	src, _ := cwCreate(t, e, map[string]any{"name": "src", "order": 30})
	dst, _ := cwCreate(t, e, map[string]any{"name": "dst", "order": 0})
	for i := range 5 {
		cwCreate(t, e, map[string]any{"name": "d", "parentId": dst, "order": i})
	}
	cases := []struct {
		name string
		body map[string]any
		want int64
	}{
		{"order absent moving into a parent", map[string]any{"parentId": dst}, 5},
		{"order null moving into a parent", map[string]any{"parentId": dst, "order": nil}, 5},
		{"order absent moving to the root", map[string]any{"parentId": nil}, 31},
		{"order null moving to the root", map[string]any{"parentId": nil, "order": nil}, 31},
	}
	for _, c := range cases {
		t.Run(c.name+" is appended in the destination", func(t *testing.T) {
			id, _ := cwCreate(t, e, map[string]any{"name": "mover", "parentId": src, "order": 2})
			got := e.Must(200, "PUT", "/collections/"+id, c.body)
			if o := cwNum(t, "order", got["order"]); o != c.want {
				t.Errorf("PUT %v: order %d, want %d", c.body, o, c.want)
			}
			// Leave the destination as it was for the next case.
			e.Must(200, "DELETE", "/collections/"+id, nil)
		})
	}
}

func TestOrderUpdateNullWithoutMoveIsAppended(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	p, _ := cwCreate(t, e, map[string]any{"name": "p"})
	id, _ := cwCreate(t, e, map[string]any{"name": "x", "parentId": p, "order": 0})
	cwCreate(t, e, map[string]any{"name": "y", "parentId": p, "order": 1})
	cwCreate(t, e, map[string]any{"name": "z", "parentId": p, "order": 2})
	cwCreate(t, e, map[string]any{"name": "elsewhere", "order": 100})
	// The row is at 0 below its siblings 1 and 2: appending puts it at 3.
	got := e.Must(200, "PUT", "/collections/"+id, map[string]any{"order": nil})
	if o := cwNum(t, "order", got["order"]); o != 3 {
		t.Errorf("PUT {order: null} on the row at 0 among 1 and 2: order %d, want 3", o)
	}
	// Naming the current parent is no move. The row is now the last one,
	// so appending keeps it after its siblings (3, or one past itself).
	body := map[string]any{"order": nil, "parentId": p}
	got = e.Must(200, "PUT", "/collections/"+id, body)
	if o := cwNum(t, "order", got["order"]); o != 3 && o != 4 {
		t.Errorf("PUT %v on the last row (3) among 1 and 2: order %d, want 3 or 4", body, o)
	}
}

func TestListSortsByOrderThenCreatedAtThenID(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	db := cwDB(t, e)
	type row struct {
		order, createdAt int64
	}
	// Created in an order that matches none of the keys alone.
	spec := []row{{1, 100}, {0, 300}, {0, 200}, {0, 200}, {0, 200}, {2, 50}, {1, 100}}
	ids := make([]string, len(spec))
	for i, r := range spec {
		ids[i], _ = cwCreate(t, e, map[string]any{"name": fmt.Sprint("c", i), "order": r.order})
		cwExec(t, db, `UPDATE collections SET created_at = ? WHERE id = ?`, r.createdAt, ids[i])
	}
	want := slices.Clone(ids)
	slices.SortFunc(want, func(a, b string) int {
		ra, rb := spec[slices.Index(ids, a)], spec[slices.Index(ids, b)]
		if c := ra.order - rb.order; c != 0 {
			return int(c)
		}
		if c := ra.createdAt - rb.createdAt; c != 0 {
			return int(c)
		}
		return strings.Compare(a, b)
	})
	if diff := cmp.Diff(want, cwListIDs(t, e)); diff != "" {
		t.Errorf("GET /collections order (-want +got):\n%s", diff)
	}

	t.Run("rows created with equal order without help list by createdAt then id", func(t *testing.T) {
		p, _ := cwCreate(t, e, map[string]any{"name": "p", "order": 99})
		var rows []map[string]any
		for i := range 8 {
			rows = append(rows, e.Must(201, "POST", "/collections", map[string]any{"name": fmt.Sprint("e", i), "parentId": p, "order": 7}))
		}
		slices.SortStableFunc(rows, func(a, b map[string]any) int {
			if c := cwNum(t, "createdAt", a["createdAt"]) - cwNum(t, "createdAt", b["createdAt"]); c != 0 {
				return int(c)
			}
			return strings.Compare(a["id"].(string), b["id"].(string))
		})
		var want []string
		for _, r := range rows {
			want = append(want, r["id"].(string))
		}
		var got []string
		for _, id := range cwListIDs(t, e) {
			if slices.Contains(want, id) {
				got = append(got, id)
			}
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("equal-order rows (-want +got):\n%s", diff)
		}
	})
}

func TestSubCollectionsAndRequestsAreSeparateBlocks(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	p, _ := cwCreate(t, e, map[string]any{"name": "p"})
	var reqIDs []string
	for i := range 3 {
		r := e.Request(p, nil)
		if o := cwNum(t, "request order", r["order"]); o != int64(i) {
			t.Errorf("request %d: order %d, want %d", i, o, i)
		}
		reqIDs = append(reqIDs, r["id"].(string))
	}
	sub, o := cwCreate(t, e, map[string]any{"name": "sub", "parentId": p})
	if o != 0 {
		t.Errorf("first sub-collection after 3 requests: order %d, want 0 (requests are a separate block)", o)
	}
	cwCreate(t, e, map[string]any{"name": "sub2", "parentId": p, "order": 40})
	if r := e.Request(p, nil); cwNum(t, "request order", r["order"]) != 3 {
		t.Errorf("request after a sub-collection at 40: order %v, want 3", r["order"])
	}
	for _, id := range cwListIDs(t, e) {
		if slices.Contains(reqIDs, id) {
			t.Errorf("GET /collections lists request %s", id)
		}
	}
	reqs := e.Do("GET", "/requests?collectionId="+p, nil)
	for _, r := range reqs.Array(t) {
		if r.(map[string]any)["id"] == sub {
			t.Errorf("GET /requests?collectionId lists sub-collection %s", sub)
		}
	}
	if n := len(reqs.Array(t)); n != 4 {
		t.Errorf("GET /requests?collectionId: %d rows, want 4", n)
	}
}

func TestParentCannotBeItself(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	p, _ := cwCreate(t, e, map[string]any{"name": "p"})
	id, _ := cwCreate(t, e, map[string]any{"name": "x", "parentId": p})
	row := cwGetRaw(t, e, "/collections/"+id)
	body := map[string]any{"parentId": id, "name": "changed"}
	cwWantError(t, fmt.Sprintf("PUT %v", body), e.Do("PUT", "/collections/"+id, body), 400, "bad_request", "parent")
	cwSame(t, e, "own parent", "/collections/"+id, row)
}

func TestParentCannotBeADescendant(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	a, _ := cwCreate(t, e, map[string]any{"name": "a"})
	b, _ := cwCreate(t, e, map[string]any{"name": "b", "parentId": a})
	c, _ := cwCreate(t, e, map[string]any{"name": "c", "parentId": b})
	d, _ := cwCreate(t, e, map[string]any{"name": "d", "parentId": c})
	other, _ := cwCreate(t, e, map[string]any{"name": "other"})
	list := cwGetRaw(t, e, "/collections")
	for _, tc := range []struct{ name, id, parent string }{
		{"a child", a, b},
		{"a grandchild", a, c},
		{"a deep descendant", a, d},
		{"a descendant of a middle node", b, d},
	} {
		body := map[string]any{"parentId": tc.parent}
		cwWantError(t, "moving under "+tc.name, e.Do("PUT", "/collections/"+tc.id, body), 400, "bad_request", "descendant")
	}
	cwSame(t, e, "refused moves", "/collections", list)

	t.Run("moves that make no cycle are accepted", func(t *testing.T) {
		for _, tc := range []struct{ id, parent string }{{d, a}, {a, other}, {c, d}} {
			got := e.Must(200, "PUT", "/collections/"+tc.id, map[string]any{"parentId": tc.parent})
			if got["parentId"] != tc.parent {
				t.Errorf("PUT parentId %s: got parentId %v", tc.parent, got["parentId"])
			}
		}
	})
}

func TestParentExistenceIsNotChecked(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	ghost := "col_00000000-0000-4000-8000-000000000000"
	row := e.Must(201, "POST", "/collections", map[string]any{"name": "x", "parentId": ghost})
	if row["parentId"] != ghost {
		t.Errorf("POST with a missing parent: parentId %v, want %s", row["parentId"], ghost)
	}
	id, _ := cwCreate(t, e, map[string]any{"name": "y"})
	got := e.Must(200, "PUT", "/collections/"+id, map[string]any{"parentId": "col_nowhere"})
	if got["parentId"] != "col_nowhere" {
		t.Errorf("PUT with a missing parent: parentId %v, want col_nowhere", got["parentId"])
	}
}

func TestDataSchemaRules(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	id, _ := cwCreate(t, e, map[string]any{"name": "c", "dataSchema": map[string]any{"columns": []any{"keep"}}})
	cols := func(n int, f func(i int) string) []any {
		out := make([]any, n)
		for i := range out {
			out[i] = f(i)
		}
		return out
	}
	invalid := []struct {
		name   string
		schema map[string]any
		member string
	}{
		{"columns not an array", map[string]any{"columns": "a,b"}, "columns"},
		{"columns null", map[string]any{"columns": nil}, "columns"},
		{"a column that is not a string", map[string]any{"columns": []any{"a", 1}}, "columns"},
		{"an empty column", map[string]any{"columns": []any{"a", ""}}, "columns"},
		{"a repeated column", map[string]any{"columns": []any{"a", "b", "a"}}, "columns"},
		{"1025 columns", map[string]any{"columns": cols(1025, func(i int) string { return fmt.Sprint("c", i) })}, "columns"},
		{"a column of 257 characters", map[string]any{"columns": []any{strings.Repeat("é", 257)}}, "columns"},
		{"declaredAt a string", map[string]any{"columns": []any{"a"}, "declaredAt": "2024"}, "declaredAt"},
		{"declaredAt null", map[string]any{"declaredAt": nil}, "declaredAt"},
		{"fileName a number", map[string]any{"fileName": 3}, "fileName"},
		{"fileName an object", map[string]any{"fileName": map[string]any{}}, "fileName"},
	}
	for _, c := range invalid {
		t.Run(c.name+" is a 400 naming dataSchema."+c.member+" and writes nothing", func(t *testing.T) {
			list := cwGetRaw(t, e, "/collections")
			row := cwGetRaw(t, e, "/collections/"+id)
			body := map[string]any{"name": "n", "dataSchema": c.schema}
			cwWantError(t, fmt.Sprintf("POST %.200v", body), e.Do("POST", "/collections", body), 400, "bad_request", "dataSchema."+c.member)
			cwWantError(t, fmt.Sprintf("PUT %.200v", body), e.Do("PUT", "/collections/"+id, body), 400, "bad_request", "dataSchema."+c.member)
			cwSame(t, e, c.name, "/collections", list)
			cwSame(t, e, c.name, "/collections/"+id, row)
		})
	}
	valid := []struct {
		name   string
		schema map[string]any
	}{
		{"1024 columns of 256 characters", map[string]any{"columns": cols(1024, func(i int) string { return fmt.Sprintf("%04d", i) + strings.Repeat("é", 252) })}},
		{"no columns", map[string]any{"columns": []any{}}},
		{"a fractional declaredAt and a fileName", map[string]any{"columns": []any{"a", "A"}, "declaredAt": 1.7e12 + 0.5, "fileName": ""}},
		{"an empty contract", map[string]any{}},
	}
	for _, c := range valid {
		t.Run(c.name+" is accepted", func(t *testing.T) {
			want := cwDecode(t, c.schema)
			row := e.Must(201, "POST", "/collections", map[string]any{"name": "n", "dataSchema": c.schema})
			if diff := cmp.Diff(want, row["dataSchema"]); diff != "" {
				t.Errorf("POST dataSchema (-want +got):\n%s", diff)
			}
			got := e.Must(200, "PUT", "/collections/"+row["id"].(string), map[string]any{"dataSchema": c.schema})
			if diff := cmp.Diff(want, got["dataSchema"]); diff != "" {
				t.Errorf("PUT dataSchema (-want +got):\n%s", diff)
			}
		})
	}
}

func TestOpenAPIBinding(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	specID, hash := cwInsertSpec(t, e)
	now := func() int64 { return time.Now().UnixMilli() }

	t.Run("a specId that names no stored spec is a 400 naming the id and writes nothing", func(t *testing.T) {
		id, _ := cwCreate(t, e, map[string]any{"name": "c"})
		list := cwGetRaw(t, e, "/collections")
		row := cwGetRaw(t, e, "/collections/"+id)
		missing := "spec_00000000-0000-4000-8000-00000000dead"
		body := map[string]any{"name": "c", "openapi": map[string]any{"specId": missing}}
		cwWantError(t, fmt.Sprintf("POST %v", body), e.Do("POST", "/collections", body), 400, "bad_request", missing)
		cwWantError(t, fmt.Sprintf("PUT %v", body), e.Do("PUT", "/collections/"+id, body), 400, "bad_request", missing)
		for _, bad := range []any{"", 5, nil} {
			body := map[string]any{"name": "c", "openapi": map[string]any{"specId": bad, "specHash": hash}}
			cwWantError(t, fmt.Sprintf("POST %v", body), e.Do("POST", "/collections", body), 400, "bad_request", "specId")
		}
		cwSame(t, e, "refused binding", "/collections", list)
		cwSame(t, e, "refused binding", "/collections/"+id, row)
	})

	t.Run("only specId fills specHash from the document and syncedAt from the write", func(t *testing.T) {
		check := func(what string, oa any, before, after int64) {
			t.Helper()
			m, _ := oa.(map[string]any)
			if m["specId"] != specID || m["specHash"] != hash {
				t.Errorf("%s: openapi %v, want specId %s specHash %s", what, oa, specID, hash)
			}
			if at := cwNum(t, "syncedAt", m["syncedAt"]); at < before || at > after {
				t.Errorf("%s: syncedAt %d, want within [%d, %d]", what, at, before, after)
			}
		}
		body := map[string]any{"name": "c", "openapi": map[string]any{"specId": specID}}
		before := now()
		row := e.Must(201, "POST", "/collections", body)
		check(fmt.Sprintf("POST %v", body), row["openapi"], before, now())
		id, _ := cwCreate(t, e, map[string]any{"name": "later"})
		before = now()
		got := e.Must(200, "PUT", "/collections/"+id, map[string]any{"openapi": map[string]any{"specId": specID}})
		check("PUT only specId", got["openapi"], before, now())
		check("GET after PUT", e.Must(200, "GET", "/collections/"+id, nil)["openapi"], before, now())
	})

	t.Run("a stated older specHash and syncedAt are kept", func(t *testing.T) {
		oa := map[string]any{"specId": specID, "specHash": "0000old", "syncedAt": 1234}
		row := e.Must(201, "POST", "/collections", map[string]any{"name": "c", "openapi": oa})
		if diff := cmp.Diff(cwDecode(t, oa), row["openapi"]); diff != "" {
			t.Errorf("POST openapi %v (-want +got):\n%s", oa, diff)
		}
		before := now()
		got := e.Must(200, "PUT", "/collections/"+row["id"].(string), map[string]any{"openapi": map[string]any{"specId": specID, "specHash": "0000old"}})
		m := got["openapi"].(map[string]any)
		if m["specHash"] != "0000old" {
			t.Errorf("PUT with a stated specHash: specHash %v, want 0000old", m["specHash"])
		}
		if at := cwNum(t, "syncedAt", m["syncedAt"]); at < before {
			t.Errorf("PUT without syncedAt: syncedAt %d, want the moment of the write (>= %d)", at, before)
		}
	})

	t.Run("openapi null unbinds to an empty object", func(t *testing.T) {
		id, _ := cwCreate(t, e, map[string]any{"name": "c", "openapi": map[string]any{"specId": specID}})
		got := e.Must(200, "PUT", "/collections/"+id, `{"openapi":null}`)
		if diff := cmp.Diff(map[string]any{}, got["openapi"]); diff != "" {
			t.Errorf("PUT openapi null (-want +got):\n%s", diff)
		}
		if diff := cmp.Diff(map[string]any{}, e.Must(200, "GET", "/collections/"+id, nil)["openapi"]); diff != "" {
			t.Errorf("GET after unbinding (-want +got):\n%s", diff)
		}
	})

	t.Run("an empty openapi object is bound to nothing", func(t *testing.T) {
		row := e.Must(201, "POST", "/collections", `{"name":"c","openapi":{}}`)
		if diff := cmp.Diff(map[string]any{}, row["openapi"]); diff != "" {
			t.Errorf("POST openapi {} (-want +got):\n%s", diff)
		}
	})
}

func TestStoredJSONFieldCap(t *testing.T) {
	t.Parallel()
	const limit = 10 << 20
	// big returns a compact JSON object of exactly size bytes whose last
	// member is a string of padding.
	big := func(prefix string, size int) string {
		head := `{` + prefix + `"pad":"`
		return head + strings.Repeat("x", size-len(head)-2) + `"}`
	}
	e := mgmttest.Start(t)
	specID, _ := cwInsertSpec(t, e)
	fields := []struct{ field, prefix string }{
		{"variables", ``},
		{"auth", `"mode":"bearer",`},
		{"dataSchema", `"fileName":"f",`},
		{"openapi", `"specId":"` + specID + `","specHash":"h","syncedAt":1,`},
	}
	for _, f := range fields {
		t.Run(f.field+" over 10 MiB is a 413 naming field, size and cap and writes nothing", func(t *testing.T) {
			id, _ := cwCreate(t, e, map[string]any{"name": "c"})
			list := cwGetRaw(t, e, "/collections")
			row := cwGetRaw(t, e, "/collections/"+id)
			raw := big(f.prefix, limit+1)
			size := strconv.Itoa(len(raw))
			body := `{"name":"c","` + f.field + `":` + raw + `}`
			r := e.Do("POST", "/collections", body)
			cwWantError(t, "POST "+f.field+" of "+size+" bytes", r, 413, "", f.field, size, strconv.Itoa(limit))
			r = e.Do("PUT", "/collections/"+id, body)
			cwWantError(t, "PUT "+f.field+" of "+size+" bytes", r, 413, "", f.field, size, strconv.Itoa(limit))
			cwSame(t, e, "oversized "+f.field, "/collections", list)
			cwSame(t, e, "oversized "+f.field, "/collections/"+id, row)
		})
	}
	t.Run("variables of exactly 10 MiB are accepted and read back whole", func(t *testing.T) {
		raw := big(``, limit)
		r := e.Do("POST", "/collections", `{"name":"exact","variables":`+raw+`}`)
		if r.Status != 201 {
			t.Fatalf("POST variables of %d bytes: status %d, want 201; body %.300s", len(raw), r.Status, r.Body)
		}
		got := cwGetRaw(t, e, "/collections/"+r.Object(t)["id"].(string))
		if !strings.Contains(string(got), `"variables":`+raw) {
			t.Errorf("GET did not return the %d-byte variables whole", len(raw))
		}
	})
}

func TestOversizedLegacyFieldStaysEditable(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	id, _ := cwCreate(t, e, map[string]any{"name": "legacy"})
	// A row written before the cap: its variables are over 10 MiB.
	legacy := `{"pad":"` + strings.Repeat("y", 10<<20) + `"}`
	cwExec(t, cwDB(t, e), `UPDATE collections SET variables = ? WHERE id = ?`, legacy, id)

	if got := cwGetRaw(t, e, "/collections/"+id); !strings.Contains(string(got), `"variables":`+legacy) {
		t.Errorf("GET /collections/%s did not return the %d-byte legacy variables whole", id, len(legacy))
	}
	r := e.Do("PUT", "/collections/"+id, `{"name":"renamed"}`)
	if r.Status != 200 {
		t.Fatalf("PUT {\"name\":\"renamed\"} on a row with oversized legacy variables: status %d, want 200; body %.300s", r.Status, r.Body)
	}
	if !strings.Contains(string(r.Body), `"variables":`+legacy) {
		t.Errorf("PUT that omits variables did not keep the legacy value whole")
	}
	got := e.Must(200, "PUT", "/collections/"+id, `{"variables":null}`)
	if diff := cmp.Diff(map[string]any{}, got["variables"]); diff != "" {
		t.Errorf("PUT variables null on the legacy row (-want +got):\n%s", diff)
	}
}

func TestDeleteSoftDeletesTheSubtree(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	a, _ := cwCreate(t, e, map[string]any{"name": "a"})
	b, _ := cwCreate(t, e, map[string]any{"name": "b", "parentId": a})
	c, _ := cwCreate(t, e, map[string]any{"name": "c", "parentId": b})
	keep, _ := cwCreate(t, e, map[string]any{"name": "keep"})
	keepChild, _ := cwCreate(t, e, map[string]any{"name": "keep child", "parentId": keep})
	var gone []string
	for _, cid := range []string{a, b, c} {
		gone = append(gone, e.Request(cid, nil)["id"].(string))
	}
	kept := e.Request(keepChild, nil)["id"].(string)

	r := e.Do("DELETE", "/collections/"+a, nil)
	if r.Status != 200 {
		t.Fatalf("DELETE /collections/%s: status %d, want 200; body %s", a, r.Status, r.Body)
	}
	if diff := cmp.Diff([]string{keep, keepChild}, cwListIDs(t, e), cmpopts.SortSlices(func(x, y string) bool { return x < y })); diff != "" {
		t.Errorf("GET /collections after the delete (-want +got):\n%s", diff)
	}
	for _, id := range []string{a, b, c} {
		cwWantError(t, "GET trashed collection "+id, e.Do("GET", "/collections/"+id, nil), 404, "not_found")
		cwWantError(t, "PUT trashed collection "+id, e.Do("PUT", "/collections/"+id, `{"name":"x"}`), 404, "not_found")
		if r := e.Do("GET", "/requests?collectionId="+id, nil); r.Status != 404 && (r.Status != 200 || len(r.Array(t)) != 0) {
			t.Errorf("GET /requests?collectionId=%s: status %d body %s, want 404 or an empty list", id, r.Status, r.Body)
		}
	}
	for _, id := range gone {
		cwWantError(t, "GET trashed request "+id, e.Do("GET", "/requests/"+id, nil), 404, "not_found")
	}
	e.Must(200, "GET", "/requests/"+kept, nil)
	cwWantError(t, "DELETE again", e.Do("DELETE", "/collections/"+a, nil), 404, "not_found")
	cwWantError(t, "DELETE unknown", e.Do("DELETE", "/collections/col_unknown", nil), 404, "not_found")

	t.Run("a trashed subtree does not count for the append point", func(t *testing.T) {
		if _, o := cwCreate(t, e, map[string]any{"name": "new"}); o != 2 {
			t.Errorf("root create after deleting a (0) with keep (1): order %d, want 2", o)
		}
	})
}

func TestDeleteTerminatesOnACycle(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	a, _ := cwCreate(t, e, map[string]any{"name": "a"})
	b, _ := cwCreate(t, e, map[string]any{"name": "b", "parentId": a})
	c, _ := cwCreate(t, e, map[string]any{"name": "c", "parentId": b})
	req := e.Request(c, nil)["id"].(string)
	other, _ := cwCreate(t, e, map[string]any{"name": "other"})
	// a -> b -> c -> a: a cycle the API refuses to make.
	cwExec(t, cwDB(t, e), `UPDATE collections SET parent_id = ? WHERE id = ?`, c, a)

	send := func(method, path string, body any) (int, []byte) {
		t.Helper()
		ctx, cancel := context.WithTimeout(t.Context(), 10*time.Second)
		defer cancel()
		res := e.Send(e.NewRequest(method, path, body).WithContext(ctx))
		return res.Status, res.Body
	}
	if st, body := send("PUT", "/collections/"+other, map[string]any{"parentId": b}); st != 200 {
		t.Errorf("PUT parentId into the cycle: status %d, want 200; body %s", st, body)
	}
	if st, body := send("PUT", "/collections/"+b, map[string]any{"parentId": a}); st != 400 {
		t.Errorf("PUT b under a inside the cycle: status %d, want 400; body %s", st, body)
	}
	if st, body := send("DELETE", "/collections/"+b, nil); st != 200 {
		t.Fatalf("DELETE a member of a cycle: status %d, want 200; body %s", st, body)
	}
	if ids := cwListIDs(t, e); len(ids) != 0 {
		t.Errorf("GET /collections after deleting the cycle: %v, want none", ids)
	}
	cwWantError(t, "GET request in the cycle", e.Do("GET", "/requests/"+req, nil), 404, "not_found")
}

func TestCollectionElements(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)

	t.Run("script.setup and script.teardown are accepted on a collection", func(t *testing.T) {
		body := `{"name":"c","elements":[{"kind":"script.setup","config":{"script":"a"}},{"kind":"script.teardown","config":{"script":"b"}},{"kind":"script.pre","config":{"script":"c"}}]}`
		row := e.Must(201, "POST", "/collections", body)
		els, _ := row["elements"].([]any)
		var kinds []string
		for _, el := range els {
			kinds = append(kinds, el.(map[string]any)["kind"].(string))
		}
		if diff := cmp.Diff([]string{"script.setup", "script.teardown", "script.pre"}, kinds); diff != "" {
			t.Errorf("POST %s: element kinds (-want +got):\n%s", body, diff)
		}
		stored := e.Must(200, "GET", "/collections/"+row["id"].(string), nil)
		if diff := cmp.Diff(row["elements"], stored["elements"]); diff != "" {
			t.Errorf("GET elements differ from the created ones (-created +stored):\n%s", diff)
		}
	})

	t.Run("an unknown kind is a 400 naming the index and the kind and writes nothing", func(t *testing.T) {
		id, _ := cwCreate(t, e, map[string]any{"name": "c"})
		list := cwGetRaw(t, e, "/collections")
		row := cwGetRaw(t, e, "/collections/"+id)
		body := `{"name":"c","elements":[{"kind":"script.setup","config":{"script":"a"}},{"kind":"no.such.kind","config":{}}]}`
		cwWantError(t, "POST "+body, e.Do("POST", "/collections", body), 400, "bad_request", "elements[1]", "no.such.kind")
		cwWantError(t, "PUT "+body, e.Do("PUT", "/collections/"+id, body), 400, "bad_request", "elements[1]", "no.such.kind")
		cwSame(t, e, "unknown kind", "/collections", list)
		cwSame(t, e, "unknown kind", "/collections/"+id, row)
	})
}

func TestLegacyScriptFields(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	elements := `[{"kind":"script.pre","config":{"script":"x"}}]`
	id, _ := cwCreate(t, e, `{"name":"c","elements":`+elements+`}`)
	for _, key := range []string{"preRequestScript", "postRequestScript", "tests"} {
		t.Run(key+" with a value is a 400 naming elements", func(t *testing.T) {
			list := cwGetRaw(t, e, "/collections")
			row := cwGetRaw(t, e, "/collections/"+id)
			for _, v := range []string{`"pm.test()"`, `""`, `[]`, `{}`, `false`} {
				body := `{"name":"c","` + key + `":` + v + `}`
				cwWantError(t, "POST "+body, e.Do("POST", "/collections", body), 400, "bad_request", "elements")
				cwWantError(t, "PUT "+body, e.Do("PUT", "/collections/"+id, body), 400, "bad_request", "elements")
			}
			cwSame(t, e, key, "/collections", list)
			cwSame(t, e, key, "/collections/"+id, row)
		})
		t.Run(key+" null is accepted as a no-op", func(t *testing.T) {
			body := `{"name":"c","` + key + `":null}`
			created := e.Must(201, "POST", "/collections", body)
			if _, ok := created[key]; ok {
				t.Errorf("POST %s: the response carries %s: %v", body, key, created)
			}
			if diff := cmp.Diff([]any{}, created["elements"]); diff != "" {
				t.Errorf("POST %s: elements (-want +got):\n%s", body, diff)
			}
			before := e.Must(200, "GET", "/collections/"+id, nil)
			got := e.Must(200, "PUT", "/collections/"+id, `{"`+key+`":null}`)
			if diff := cmp.Diff(before["elements"], got["elements"]); diff != "" {
				t.Errorf("PUT %s null changed elements (-before +after):\n%s", key, diff)
			}
			if _, ok := got[key]; ok {
				t.Errorf("PUT %s null: the response carries %s", key, key)
			}
		})
	}
}
