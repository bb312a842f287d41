package mgmt_test

import (
	"database/sql"
	"strings"
	"testing"
	"time"

	_ "modernc.org/sqlite"

	"github.com/svc-engine/svc-engine/mgmt/mgmttest"
)

func id(m map[string]any) string { return m["id"].(string) }

// trashItems returns GET /trash items by id, checking the envelope.
func trashItems(t *testing.T, e *mgmttest.Engine) ([]map[string]any, float64) {
	t.Helper()
	body := e.Must(200, "GET", "/trash", nil)
	raw, ok := body["items"].([]any)
	if !ok {
		t.Fatalf("GET /trash items is not an array: %v", body)
	}
	var out []map[string]any
	for _, r := range raw {
		out = append(out, r.(map[string]any))
	}
	total, _ := body["total"].(float64)
	return out, total
}

func TestEmptyTrashIsAnEmptyListNotA404(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	r := e.Do("GET", "/trash", nil)
	if r.Status != 200 || strings.TrimSpace(string(r.Body)) != `{"items":[],"total":0}` {
		t.Fatalf("GET /trash on an empty trash: %d %s", r.Status, r.Body)
	}
}

func TestDeleteCollectionTrashesTheWholeSubtreeWithOneStamp(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	root := e.Collection(map[string]any{"name": "root"})
	child := e.Collection(map[string]any{"name": "child", "parentId": id(root)})
	grand := e.Collection(map[string]any{"name": "grand", "parentId": id(child)})
	r1 := e.Request(id(root), nil)
	r2 := e.Request(id(grand), nil)
	entry := e.Must(200, "DELETE", "/collections/"+id(root), nil)
	if entry["kind"] != "collection" || entry["collections"] != float64(3) || entry["requests"] != float64(2) {
		t.Fatalf("delete answer %v, want kind collection with 3 collections and 2 requests", entry)
	}
	for _, p := range []string{"/collections/" + id(child), "/collections/" + id(grand), "/requests/" + id(r1), "/requests/" + id(r2)} {
		if r := e.Do("GET", p, nil); r.Status != 404 {
			t.Fatalf("GET %s after trashing: %d", p, r.Status)
		}
	}
	if cs := e.Do("GET", "/collections", nil).Array(t); len(cs) != 0 {
		t.Fatalf("trashed collections still listed: %v", cs)
	}
	items, total := trashItems(t, e)
	if total != 1 || len(items) != 1 || items[0]["id"] != id(root) {
		t.Fatalf("trash lists %v (total %v), want only the root", items, total)
	}
	db := openDB(t, e)
	var stamps int
	if err := db.QueryRow(`SELECT count(DISTINCT deleted_at) FROM (SELECT deleted_at FROM collections UNION ALL SELECT deleted_at FROM requests)`).Scan(&stamps); err != nil {
		t.Fatal(err)
	}
	if stamps != 1 {
		t.Fatalf("the subtree carries %d distinct stamps, want one shared timestamp", stamps)
	}
}

func openDB(t *testing.T, e *mgmttest.Engine) *sql.DB {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+e.DBPath()+"?_pragma=busy_timeout(5000)")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	return db
}

func TestDeleteCollectionTerminatesOnAStoredCycle(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	a := e.Collection(map[string]any{"name": "a"})
	b := e.Collection(map[string]any{"name": "b", "parentId": id(a)})
	if _, err := openDB(t, e).Exec(`UPDATE collections SET parent_id = ? WHERE id = ?`, id(b), id(a)); err != nil {
		t.Fatal(err)
	}
	done := make(chan mgmttest.Response, 1)
	go func() { done <- e.Do("DELETE", "/collections/"+id(a), nil) }()
	select {
	case r := <-done:
		if r.Status != 200 {
			t.Fatalf("delete of a cycle: %d %s", r.Status, r.Body)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("delete of a collection in a stored cycle did not terminate")
	}
}

func TestTrashEntryCarriesEveryField(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	c := e.Collection(map[string]any{"name": "folder"})
	r := e.Request(id(c), map[string]any{"name": "single"})
	before := time.Now().UnixMilli()
	e.Must(200, "DELETE", "/requests/"+id(r), nil)
	items, _ := trashItems(t, e)
	if len(items) != 1 {
		t.Fatalf("items %v", items)
	}
	it := items[0]
	for _, f := range []string{"id", "kind", "name", "deletedAt", "parentId", "collections", "requests"} {
		if _, ok := it[f]; !ok {
			t.Fatalf("trash entry lacks %s: %v", f, it)
		}
	}
	if it["kind"] != "request" || it["name"] != "single" || it["parentId"] != id(c) || it["collections"] != float64(0) || it["requests"] != float64(1) {
		t.Fatalf("trash entry %v", it)
	}
	if d := it["deletedAt"].(float64); d < float64(before) || d > float64(time.Now().UnixMilli()) {
		t.Fatalf("deletedAt %v is not the delete time", d)
	}
	ce := e.Collection(map[string]any{"name": "top"})
	e.Must(200, "DELETE", "/collections/"+id(ce), nil)
	items, total := trashItems(t, e)
	if total != 2 || items[0]["id"] != id(ce) || items[0]["parentId"] != nil {
		t.Fatalf("newest first with a root collection's null parentId: %v", items)
	}
}

func TestRestoreBringsBackExactlyTheCohort(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	root := e.Collection(map[string]any{"name": "root", "variables": map[string]any{"k": "v"}})
	child := e.Collection(map[string]any{"name": "child", "parentId": id(root), "order": 7})
	early := e.Request(id(child), map[string]any{"name": "deleted first"})
	kept := e.Request(id(child), map[string]any{"name": "kept"})
	e.Must(200, "DELETE", "/requests/"+id(early), nil)
	e.Must(200, "DELETE", "/collections/"+id(root), nil)
	items, _ := trashItems(t, e)
	if len(items) != 2 {
		t.Fatalf("want the collection and the separately deleted request as roots: %v", items)
	}
	res := e.Must(200, "POST", "/trash/"+id(root)+"/restore", nil)
	if res["restored"] != true || res["reparentedToRoot"] != false || res["collections"] != float64(2) || res["requests"] != float64(1) {
		t.Fatalf("restore answer %v", res)
	}
	got := e.Must(200, "GET", "/collections/"+id(child), nil)
	if got["order"] != float64(7) || got["parentId"] != id(root) {
		t.Fatalf("restored child %v: order and parent must be untouched", got)
	}
	e.Must(200, "GET", "/requests/"+id(kept), nil)
	if r := e.Do("GET", "/requests/"+id(early), nil); r.Status != 404 {
		t.Fatalf("the separately deleted request came back with its collection: %d", r.Status)
	}
	items, _ = trashItems(t, e)
	if len(items) != 1 || items[0]["id"] != id(early) {
		t.Fatalf("the separately deleted request must stay in the trash as a root of its own: %v", items)
	}
	e.Must(200, "POST", "/trash/"+id(early)+"/restore", nil)
	if items, _ := trashItems(t, e); len(items) != 0 {
		t.Fatalf("trash not empty: %v", items)
	}
}

func TestRestoreOfACollectionWhoseParentIsTrashedComesBackAtTheRoot(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	parent := e.Collection(map[string]any{"name": "parent"})
	child := e.Collection(map[string]any{"name": "child", "parentId": id(parent)})
	e.Must(200, "DELETE", "/collections/"+id(child), nil)
	e.Must(200, "DELETE", "/collections/"+id(parent), nil)
	res := e.Must(200, "POST", "/trash/"+id(child)+"/restore", nil)
	if res["reparentedToRoot"] != true || res["parentId"] != nil {
		t.Fatalf("restore under a trashed parent: %v", res)
	}
	if got := e.Must(200, "GET", "/collections/"+id(child), nil); got["parentId"] != nil {
		t.Fatalf("parentId %v, want null", got["parentId"])
	}
	// A parent that is gone also sends the child to the root (parent
	// existence is not checked on write, so a dangling parentId exists).
	c2 := e.Collection(map[string]any{"name": "c2", "parentId": "col_never_stored"})
	e.Must(200, "DELETE", "/collections/"+id(c2), nil)
	if res := e.Must(200, "POST", "/trash/"+id(c2)+"/restore", nil); res["reparentedToRoot"] != true || res["parentId"] != nil {
		t.Fatalf("restore under a missing parent: %v", res)
	}
}

func TestRestoreOfARequestUnderATrashedCollectionIsAConflictNamingIt(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	c := e.Collection(map[string]any{"name": "c"})
	r := e.Request(id(c), nil)
	e.Must(200, "DELETE", "/requests/"+id(r), nil)
	e.Must(200, "DELETE", "/collections/"+id(c), nil)
	res := e.Do("POST", "/trash/"+id(r)+"/restore", nil)
	if res.Status != 409 || res.ErrorCode(t) != "conflict" || !strings.Contains(res.ErrorMessage(t), id(c)) {
		t.Fatalf("restore under a trashed collection: %d %s", res.Status, res.Body)
	}
	if items, _ := trashItems(t, e); len(items) != 2 {
		t.Fatalf("a refused restore changed the trash: %v", items)
	}
}

func TestRestoreAndPurgeOfALiveOrUnknownIDAre404(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	c := e.Collection(map[string]any{"name": "live"})
	for _, p := range []string{"/trash/" + id(c) + "/restore", "/trash/col_unknown/restore"} {
		if r := e.Do("POST", p, nil); r.Status != 404 || r.ErrorCode(t) != "not_found" {
			t.Fatalf("POST %s: %d %s", p, r.Status, r.Body)
		}
	}
	for _, p := range []string{"/trash/" + id(c), "/trash/req_unknown"} {
		if r := e.Do("DELETE", p, nil); r.Status != 404 {
			t.Fatalf("DELETE %s: %d %s", p, r.Status, r.Body)
		}
	}
	e.Must(200, "GET", "/collections/"+id(c), nil)
}

func TestPurgeRemovesTheWholeSubtreePermanently(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	root := e.Collection(map[string]any{"name": "root"})
	child := e.Collection(map[string]any{"name": "child", "parentId": id(root)})
	r := e.Request(id(child), nil)
	e.Must(201, "POST", "/requests/"+id(r)+"/examples", map[string]any{"name": "ok"})
	early := e.Collection(map[string]any{"name": "early", "parentId": id(root)})
	e.Must(200, "DELETE", "/collections/"+id(early), nil) // its own cohort
	e.Must(200, "DELETE", "/collections/"+id(root), nil)
	res := e.Must(200, "DELETE", "/trash/"+id(root), nil)
	if res["purged"] != true || res["id"] != id(root) {
		t.Fatalf("purge answer %v", res)
	}
	db := openDB(t, e)
	for _, q := range []string{`SELECT count(*) FROM collections`, `SELECT count(*) FROM requests`, `SELECT count(*) FROM examples`} {
		var n int
		if err := db.QueryRow(q).Scan(&n); err != nil {
			t.Fatal(err)
		}
		if n != 0 {
			t.Fatalf("%s = %d after purging the subtree (not limited to the cohort)", q, n)
		}
	}
	if items, _ := trashItems(t, e); len(items) != 0 {
		t.Fatalf("trash after purge: %v", items)
	}
	if r := e.Do("POST", "/trash/"+id(root)+"/restore", nil); r.Status != 404 {
		t.Fatalf("restore after purge: %d", r.Status)
	}
}

func TestRetentionSweepAtStartupPurgesOldEntries(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	e := mgmttest.StartIn(t, dir)
	old := e.Collection(map[string]any{"name": "old"})
	recent := e.Collection(map[string]any{"name": "recent"})
	e.Must(200, "DELETE", "/collections/"+id(old), nil)
	e.Must(200, "DELETE", "/collections/"+id(recent), nil)
	ago := time.Now().Add(-31 * 24 * time.Hour).UnixMilli()
	if _, err := openDB(t, e).Exec(`UPDATE collections SET deleted_at = ? WHERE id = ?`, ago, id(old)); err != nil {
		t.Fatal(err)
	}
	e.Stop()
	_ = e.Wait()
	e = mgmttest.StartIn(t, dir)
	items, _ := trashItems(t, e)
	if len(items) != 1 || items[0]["id"] != id(recent) {
		t.Fatalf("after the sweep: %v, want only the recent entry", items)
	}
	// 0 keeps the trash forever.
	e.Must(200, "POST", "/config", map[string]any{"trashRetentionDays": 0})
	if _, err := openDB(t, e).Exec(`UPDATE collections SET deleted_at = ? WHERE id = ?`, ago-1, id(recent)); err != nil {
		t.Fatal(err)
	}
	e.Stop()
	_ = e.Wait()
	e = mgmttest.StartIn(t, dir)
	if items, _ := trashItems(t, e); len(items) != 1 {
		t.Fatalf("trashRetentionDays 0 must keep everything: %v", items)
	}
}

func TestPurgeNeverDestroysLiveRowsUnderATrashedParent(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	p := e.Collection(map[string]any{"name": "p"})
	e.Must(200, "DELETE", "/collections/"+id(p), nil)
	// Parent existence is not checked on write, so a live child can be
	// created under the trashed parent.
	c := e.Collection(map[string]any{"name": "live child", "parentId": id(p)})
	r := e.Request(id(c), nil)
	e.Must(200, "DELETE", "/trash/"+id(p), nil)
	e.Must(200, "GET", "/collections/"+id(c), nil)
	e.Must(200, "GET", "/requests/"+id(r), nil)
}
