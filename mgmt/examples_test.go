package mgmt_test

import (
	"strings"
	"testing"

	"github.com/svc-engine/svc-engine/mgmt/mgmttest"
)

func exampleFixture(t *testing.T) (*mgmttest.Engine, string) {
	t.Helper()
	e := mgmttest.Start(t)
	c := e.Collection(map[string]any{"name": "c"})
	return e, id(e.Request(id(c), nil))
}

func TestExampleCreateAppliesEveryDefault(t *testing.T) {
	t.Parallel()
	e, rid := exampleFixture(t)
	x := e.Must(201, "POST", "/requests/"+rid+"/examples", map[string]any{"name": "ok"})
	want := map[string]any{"requestId": rid, "name": "ok", "status": float64(200), "body": "", "contentType": "", "order": float64(0), "origin": "import", "bodyTruncated": false}
	for k, v := range want {
		if x[k] != v {
			t.Fatalf("%s = %v, want %v (example %v)", k, x[k], v, x)
		}
	}
	if !strings.HasPrefix(id(x), "exa_") || len(x["headers"].([]any)) != 0 || x["createdAt"] == nil || x["updatedAt"] == nil {
		t.Fatalf("example %v", x)
	}
}

func TestExampleFieldRules(t *testing.T) {
	t.Parallel()
	e, rid := exampleFixture(t)
	bad := []struct {
		name string
		body map[string]any
	}{
		{"a missing name", map[string]any{}},
		{"a null name", map[string]any{"name": nil}},
		{"a status below 100", map[string]any{"name": "x", "status": 99}},
		{"a status above 599", map[string]any{"name": "x", "status": 600}},
		{"a non-integer status", map[string]any{"name": "x", "status": 200.5}},
		{"a body over 1 MiB", map[string]any{"name": "x", "body": strings.Repeat("b", 1<<20+1)}},
		{"an unknown origin", map[string]any{"name": "x", "origin": "sync"}},
		{"an id", map[string]any{"name": "x", "id": "exa_mine"}},
		{"headers that are not rows", map[string]any{"name": "x", "headers": map[string]any{"a": "b"}}},
	}
	for _, tc := range bad {
		t.Run(tc.name+" is a 400", func(t *testing.T) {
			if r := e.Do("POST", "/requests/"+rid+"/examples", tc.body); r.Status != 400 || r.ErrorCode(t) != "bad_request" {
				t.Fatalf("%v: %d %s", tc.body, r.Status, r.Body)
			}
		})
	}
	if n := len(e.Do("GET", "/requests/"+rid+"/examples", nil).Array(t)); n != 0 {
		t.Fatalf("refused creates stored %d examples", n)
	}
	t.Run("a body of exactly 1 MiB is accepted", func(t *testing.T) {
		e.Must(201, "POST", "/requests/"+rid+"/examples", map[string]any{"name": "big", "body": strings.Repeat("b", 1<<20)})
	})
	t.Run("status bounds 100 and 599 are accepted", func(t *testing.T) {
		e.Must(201, "POST", "/requests/"+rid+"/examples", map[string]any{"name": "lo", "status": 100})
		e.Must(201, "POST", "/requests/"+rid+"/examples", map[string]any{"name": "hi", "status": 599, "origin": "user", "bodyTruncated": true})
	})
}

func TestExamplesAreStoredVerbatimWithHeadersInOrder(t *testing.T) {
	t.Parallel()
	e, rid := exampleFixture(t)
	headers := `[{"key":"Set-Cookie","value":"a=1","enabled":true},{"key":"X","value":"{{notAVariable}}","enabled":false},{"key":"Set-Cookie","value":"b=2","enabled":true}]`
	body := `{"user":"{{name}}","z":1,"a":2}`
	raw := `{"name":"saved","headers":` + headers + `,"body":` + quoteJSON(body) + `,"contentType":"application/json"}`
	x := e.Must(201, "POST", "/requests/"+rid+"/examples", raw)
	r := e.Do("GET", "/requests/"+rid+"/examples", nil)
	if !strings.Contains(string(r.Body), headers) {
		t.Fatalf("headers not kept in order with repeats: %s", r.Body)
	}
	if got := r.Array(t)[0].(map[string]any); got["body"] != body || got["id"] != id(x) {
		t.Fatalf("body %q, want it verbatim %q", got["body"], body)
	}
}

func quoteJSON(s string) string {
	return `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(s) + `"`
}

func TestExamplesListInOrderThenCreatedAtThenID(t *testing.T) {
	t.Parallel()
	e, rid := exampleFixture(t)
	a := e.Must(201, "POST", "/requests/"+rid+"/examples", map[string]any{"name": "a"})
	b := e.Must(201, "POST", "/requests/"+rid+"/examples", map[string]any{"name": "b", "order": 0})
	c := e.Must(201, "POST", "/requests/"+rid+"/examples", map[string]any{"name": "c"})
	if a["order"] != float64(0) || c["order"] != float64(1) {
		t.Fatalf("appended orders: a %v c %v", a["order"], c["order"])
	}
	list := e.Do("GET", "/requests/"+rid+"/examples", nil).Array(t)
	var names []string
	for _, x := range list {
		names = append(names, x.(map[string]any)["name"].(string))
	}
	// a and b share order 0: a was created first (or ties broken by id).
	first, second := "a", "b"
	if a["createdAt"] == b["createdAt"] && id(b) < id(a) {
		first, second = "b", "a"
	}
	if strings.Join(names, ",") != first+","+second+",c" {
		t.Fatalf("order %v", names)
	}
}

func TestExampleUpdateIsAMergePatch(t *testing.T) {
	t.Parallel()
	e, rid := exampleFixture(t)
	x := e.Must(201, "POST", "/requests/"+rid+"/examples", map[string]any{"name": "x", "status": 404, "body": "nope", "origin": "user", "bodyTruncated": true})
	p := "/requests/" + rid + "/examples/" + id(x)
	got := e.Must(200, "PUT", p, map[string]any{"body": "changed"})
	if got["status"] != float64(404) || got["body"] != "changed" || got["origin"] != "user" {
		t.Fatalf("omitted fields must keep their values: %v", got)
	}
	got = e.Must(200, "PUT", p, map[string]any{"status": nil, "origin": nil, "bodyTruncated": nil, "body": nil})
	if got["status"] != float64(200) || got["origin"] != "import" || got["bodyTruncated"] != false || got["body"] != "" {
		t.Fatalf("null must reset to the defaults: %v", got)
	}
	if r := e.Do("PUT", p, map[string]any{"name": nil}); r.Status != 400 {
		t.Fatalf("null name: %d", r.Status)
	}
	if r := e.Do("PUT", p, map[string]any{"id": "exa_other"}); r.Status != 400 {
		t.Fatalf("mismatched id: %d", r.Status)
	}
	other := e.Request(id(e.Collection(map[string]any{"name": "o"})), nil)
	if r := e.Do("PUT", "/requests/"+id(other)+"/examples/"+id(x), map[string]any{"name": "y"}); r.Status != 404 {
		t.Fatalf("an example of another request must be 404: %d", r.Status)
	}
	if r := e.Do("PUT", "/requests/"+rid+"/examples/exa_nope", map[string]any{"name": "y"}); r.Status != 404 {
		t.Fatalf("unknown example: %d", r.Status)
	}
}

func TestExamplesOfAnUnknownRequestAre404(t *testing.T) {
	t.Parallel()
	e, _ := exampleFixture(t)
	for _, m := range []string{"GET", "POST"} {
		if r := e.Do(m, "/requests/req_nope/examples", map[string]any{"name": "x"}); r.Status != 404 {
			t.Fatalf("%s on an unknown request: %d", m, r.Status)
		}
	}
}

func TestTheHundredAndFirstExampleIsAConflict(t *testing.T) {
	t.Parallel()
	e, rid := exampleFixture(t)
	for i := 0; i < 100; i++ {
		e.Must(201, "POST", "/requests/"+rid+"/examples", map[string]any{"name": "x"})
	}
	if r := e.Do("POST", "/requests/"+rid+"/examples", map[string]any{"name": "one too many"}); r.Status != 409 || r.ErrorCode(t) != "conflict" {
		t.Fatalf("101st example: %d %s", r.Status, r.Body)
	}
}

func TestDeletingExamplesTombstonesImportedOnesAndRemovesUserOnes(t *testing.T) {
	t.Parallel()
	e, rid := exampleFixture(t)
	imp := e.Must(201, "POST", "/requests/"+rid+"/examples", map[string]any{"name": "imported", "status": 404})
	usr := e.Must(201, "POST", "/requests/"+rid+"/examples", map[string]any{"name": "mine", "origin": "user"})
	ri := e.Do("DELETE", "/requests/"+rid+"/examples/"+id(imp), nil)
	ru := e.Do("DELETE", "/requests/"+rid+"/examples/"+id(usr), nil)
	if ri.Status != 200 || ru.Status != 200 {
		t.Fatalf("deletes: %d %d", ri.Status, ru.Status)
	}
	norm := func(b []byte, x map[string]any) string { return strings.ReplaceAll(string(b), id(x), "ID") }
	if norm(ri.Body, imp) != norm(ru.Body, usr) {
		t.Fatalf("the two origins answered differently: %s vs %s", ri.Body, ru.Body)
	}
	if n := len(e.Do("GET", "/requests/"+rid+"/examples", nil).Array(t)); n != 0 {
		t.Fatalf("deleted examples still listed: %d", n)
	}
	for _, x := range []map[string]any{imp, usr} {
		p := "/requests/" + rid + "/examples/" + id(x)
		if r := e.Do("PUT", p, map[string]any{"name": "back"}); r.Status != 404 {
			t.Fatalf("PUT on a deleted example: %d", r.Status)
		}
		if r := e.Do("DELETE", p, nil); r.Status != 404 {
			t.Fatalf("second DELETE: %d", r.Status)
		}
	}
	var tomb, user int
	db := openDB(t, e)
	if err := db.QueryRow(`SELECT count(*) FROM examples WHERE id = ? AND tombstoned_at IS NOT NULL AND status = 404`, id(imp)).Scan(&tomb); err != nil {
		t.Fatal(err)
	}
	if err := db.QueryRow(`SELECT count(*) FROM examples WHERE id = ?`, id(usr)).Scan(&user); err != nil {
		t.Fatal(err)
	}
	if tomb != 1 || user != 0 {
		t.Fatalf("tombstone rows %d (want 1 remembering status 404), user rows %d (want 0)", tomb, user)
	}
	// Tombstones do not count against the 100-example limit.
	for i := 0; i < 100; i++ {
		e.Must(201, "POST", "/requests/"+rid+"/examples", map[string]any{"name": "x"})
	}
}

func TestExamplesOfATrashedRequestAreUnreachableAndComeBackWithIt(t *testing.T) {
	t.Parallel()
	e, rid := exampleFixture(t)
	e.Must(201, "POST", "/requests/"+rid+"/examples", map[string]any{"name": "kept"})
	e.Must(200, "DELETE", "/requests/"+rid, nil)
	if r := e.Do("GET", "/requests/"+rid+"/examples", nil); r.Status != 404 {
		t.Fatalf("examples of a trashed request: %d", r.Status)
	}
	e.Must(200, "POST", "/trash/"+rid+"/restore", nil)
	if n := len(e.Do("GET", "/requests/"+rid+"/examples", nil).Array(t)); n != 1 {
		t.Fatalf("examples after restore: %d", n)
	}
}
