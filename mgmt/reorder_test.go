package mgmt_test

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"testing"

	"github.com/svc-engine/svc-engine/mgmt/mgmttest"
)

// dumpContent reads every row of every resource table, all columns, in a
// fixed order: two equal dumps mean equal content.
func dumpContent(t *testing.T, e *mgmttest.Engine) string {
	t.Helper()
	db := openDB(t, e)
	var b strings.Builder
	for _, table := range []string{"collections", "requests", "examples", "environments", "globals", "config"} {
		if err := dumpTable(t.Context(), db, table, &b); err != nil {
			t.Fatalf("dump %s: %v", table, err)
		}
	}
	return b.String()
}

// dumpTable writes every row of table onto b, one line each.
func dumpTable(ctx context.Context, db *sql.DB, table string, b *strings.Builder) error {
	rows, err := db.QueryContext(ctx, `SELECT * FROM `+table+` ORDER BY 1`)
	if err != nil {
		return err
	}
	defer rows.Close()
	cols, err := rows.Columns()
	if err != nil {
		return err
	}
	vals := make([]any, len(cols))
	ptrs := make([]any, len(cols))
	for i := range vals {
		ptrs[i] = &vals[i]
	}
	for rows.Next() {
		if err := rows.Scan(ptrs...); err != nil {
			return err
		}
		fmt.Fprintf(b, "%s %v\n", table, vals)
	}
	return rows.Err()
}

type reorderFixture struct {
	e                *mgmttest.Engine
	root, sub, other string
	reqs             []string
}

func newReorderFixture(t *testing.T) reorderFixture {
	t.Helper()
	e := mgmttest.Start(t)
	f := reorderFixture{e: e}
	f.root = id(e.Collection(map[string]any{"name": "root", "order": 10}))
	f.sub = id(e.Collection(map[string]any{"name": "sub", "parentId": f.root, "order": 5}))
	f.other = id(e.Collection(map[string]any{"name": "other", "order": 20}))
	for i := 0; i < 4; i++ {
		f.reqs = append(f.reqs, id(e.Request(f.root, map[string]any{"name": fmt.Sprint("r", i), "order": 10 * (4 - i)})))
	}
	return f
}

func TestReorderErrorsWriteNothing(t *testing.T) {
	t.Parallel()
	f := newReorderFixture(t)
	trashed := id(f.e.Request(f.other, nil))
	f.e.Must(200, "DELETE", "/requests/"+trashed, nil)
	tooMany := make([]map[string]any, 10001)
	for i := range tooMany {
		tooMany[i] = map[string]any{"type": "request", "id": f.reqs[0], "order": i}
	}
	good := map[string]any{"type": "request", "id": f.reqs[0], "order": 0}
	cases := []struct {
		name string
		body any
	}{
		{"a body that is not JSON", "moves: nope"},
		{"a body that is not an object", `[{"type":"request"}]`},
		{"normalize that is not an array", map[string]any{"normalize": "all"}},
		{"moves that is not an array", map[string]any{"moves": map[string]any{}}},
		{"an unknown top-level member", map[string]any{"move": []any{}}},
		{"a move without a type", map[string]any{"moves": []any{good, map[string]any{"id": f.reqs[1], "order": 1}}}},
		{"a move of an unknown type", map[string]any{"moves": []any{good, map[string]any{"type": "folder", "id": f.reqs[1], "order": 1}}}},
		{"a move with an empty id", map[string]any{"moves": []any{good, map[string]any{"type": "request", "id": "", "order": 1}}}},
		{"a move without an order", map[string]any{"moves": []any{good, map[string]any{"type": "request", "id": f.reqs[1]}}}},
		{"a move with a negative order", map[string]any{"moves": []any{good, map[string]any{"type": "request", "id": f.reqs[1], "order": -1}}}},
		{"a move with a fractional order", map[string]any{"moves": []any{good, map[string]any{"type": "request", "id": f.reqs[1], "order": 1.5}}}},
		{"a request move with a null collectionId", map[string]any{"moves": []any{good, map[string]any{"type": "request", "id": f.reqs[1], "order": 1, "collectionId": nil}}}},
		{"a request move with a parentId", map[string]any{"moves": []any{good, map[string]any{"type": "request", "id": f.reqs[1], "order": 1, "parentId": f.sub}}}},
		{"a collection move with a non-string parentId", map[string]any{"moves": []any{good, map[string]any{"type": "collection", "id": f.sub, "order": 1, "parentId": 7}}}},
		{"a move of an unknown row", map[string]any{"moves": []any{good, map[string]any{"type": "request", "id": "req_missing", "order": 1}}}},
		{"a move of a trashed row", map[string]any{"moves": []any{good, map[string]any{"type": "request", "id": trashed, "order": 1}}}},
		{"a move into an unknown collection", map[string]any{"moves": []any{good, map[string]any{"type": "request", "id": f.reqs[1], "order": 1, "collectionId": "col_missing"}}}},
		{"a move under an unknown parent", map[string]any{"moves": []any{good, map[string]any{"type": "collection", "id": f.sub, "order": 1, "parentId": "col_missing"}}}},
		{"a duplicate move", map[string]any{"moves": []any{good, map[string]any{"type": "request", "id": f.reqs[0], "order": 3}}}},
		{"a move that makes a cycle", map[string]any{"moves": []any{good, map[string]any{"type": "collection", "id": f.root, "order": 0, "parentId": f.sub}}}},
		{"a collection moved under itself", map[string]any{"moves": []any{good, map[string]any{"type": "collection", "id": f.sub, "order": 0, "parentId": f.sub}}}},
		{"a normalize scope of an unknown collection", map[string]any{"moves": []any{good}, "normalize": []any{map[string]any{"type": "request", "collectionId": "col_missing"}}}},
		{"a collection scope without parentId", map[string]any{"moves": []any{good}, "normalize": []any{map[string]any{"type": "collection"}}}},
		{"more than 10000 entries", map[string]any{"moves": tooMany}},
	}
	before := dumpContent(t, f.e)
	for _, tc := range cases {
		t.Run(tc.name+" is a 400 that writes nothing", func(t *testing.T) {
			r := f.e.Do("POST", "/reorder", tc.body)
			if r.Status != 400 || r.ErrorCode(t) != "bad_request" {
				t.Fatalf("status %d body %s, want 400 bad_request", r.Status, r.Body)
			}
			if after := dumpContent(t, f.e); after != before {
				t.Fatalf("the database changed:\nbefore %s\nafter  %s", before, after)
			}
		})
	}
}

func TestEmptyReorderBatchWritesNothing(t *testing.T) {
	t.Parallel()
	f := newReorderFixture(t)
	before := dumpContent(t, f.e)
	for _, body := range []any{map[string]any{}, map[string]any{"moves": nil, "normalize": nil}, map[string]any{"moves": []any{}}} {
		r := f.e.Do("POST", "/reorder", body)
		if r.Status != 200 || strings.TrimSpace(string(r.Body)) != `{"collections":[],"requests":[]}` {
			t.Fatalf("empty batch %v: %d %s", body, r.Status, r.Body)
		}
	}
	if dumpContent(t, f.e) != before {
		t.Fatal("an empty batch wrote")
	}
}

func ordersOf(t *testing.T, e *mgmttest.Engine, cid string) (names []string, orders []float64) {
	t.Helper()
	for _, raw := range e.Do("GET", "/requests?collectionId="+cid, nil).Array(t) {
		r := raw.(map[string]any)
		names = append(names, r["name"].(string))
		orders = append(orders, r["order"].(float64))
	}
	return names, orders
}

func TestNormalizeRenumbersDenselyInDisplayOrderAndIsIdempotent(t *testing.T) {
	t.Parallel()
	f := newReorderFixture(t)
	body := map[string]any{"normalize": []any{map[string]any{"type": "request", "collectionId": f.root}, map[string]any{"type": "collection", "parentId": nil}}}
	res := f.e.Must(200, "POST", "/reorder", body)
	names, orders := ordersOf(t, f.e, f.root)
	if fmt.Sprint(names, orders) != "[r3 r2 r1 r0] [0 1 2 3]" {
		t.Fatalf("after normalize: %v %v", names, orders)
	}
	if len(res["requests"].([]any)) != 4 || len(res["collections"].([]any)) != 2 {
		t.Fatalf("rows as written: %v", res)
	}
	roots := f.e.Do("GET", "/collections", nil).Array(t)
	for _, raw := range roots {
		c := raw.(map[string]any)
		want := map[string]float64{f.root: 0, f.other: 1, f.sub: 5}[id(c)]
		if c["order"] != want {
			t.Fatalf("collection %v order %v, want %v (only the root scope renumbers)", c["name"], c["order"], want)
		}
	}
	before := dumpContent(t, f.e)
	f.e.Must(200, "POST", "/reorder", body)
	if dumpContent(t, f.e) != before {
		t.Fatal("a second normalize changed the database: normalize must be idempotent")
	}
}

func TestReorderMovesRowsAndAMoveWinsOverNormalize(t *testing.T) {
	t.Parallel()
	f := newReorderFixture(t)
	body := map[string]any{
		"normalize": []any{map[string]any{"type": "request", "collectionId": f.root}},
		"moves": []any{
			map[string]any{"type": "request", "id": f.reqs[3], "order": 99},
			map[string]any{"type": "request", "id": f.reqs[0], "order": 0, "collectionId": f.other},
			map[string]any{"type": "collection", "id": f.sub, "order": 3, "parentId": nil},
			map[string]any{"type": "collection", "id": f.other, "order": 1, "parentId": f.root},
		},
	}
	res := f.e.Must(200, "POST", "/reorder", body)
	byID := map[string]map[string]any{}
	for _, raw := range append(res["requests"].([]any), res["collections"].([]any)...) {
		byID[id(raw.(map[string]any))] = raw.(map[string]any)
	}
	if r := byID[f.reqs[3]]; r["order"] != float64(99) || r["collectionId"] != f.root {
		t.Fatalf("moved request %v", r)
	}
	if r := byID[f.reqs[0]]; r["order"] != float64(0) || r["collectionId"] != f.other {
		t.Fatalf("request moved to another collection %v", r)
	}
	if c := byID[f.sub]; c["parentId"] != nil || c["order"] != float64(3) {
		t.Fatalf("collection moved to the root %v", c)
	}
	if c := byID[f.other]; c["parentId"] != f.root {
		t.Fatalf("collection moved under root %v", c)
	}
	names, orders := ordersOf(t, f.e, f.root)
	if fmt.Sprint(names, orders) != "[r2 r1 r3] [1 2 99]" {
		t.Fatalf("root requests after the batch: %v %v", names, orders)
	}
	// Rows as written equal what a read returns.
	got := f.e.Must(200, "GET", "/requests/"+f.reqs[3], nil)
	if fmt.Sprint(got) != fmt.Sprint(byID[f.reqs[3]]) {
		t.Fatalf("answer row %v differs from the stored row %v", byID[f.reqs[3]], got)
	}
}
