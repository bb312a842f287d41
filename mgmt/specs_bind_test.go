package mgmt_test

import (
	"testing"

	"github.com/svc-engine/svc-engine/mgmt/mgmttest"
)

// importDoc imports a document with the one-call import and returns the
// root collection's id.
func importDoc(t *testing.T, e *mgmttest.Engine, content string) string {
	t.Helper()
	res := e.Must(200, "POST", "/import", map[string]any{"content": content})
	return res["idMap"].(map[string]any)["c1"].(string)
}

// subtree lists every request of a collection and its folders.
func subtree(t *testing.T, e *mgmttest.Engine, cid string) []map[string]any {
	t.Helper()
	var out []map[string]any
	var walk func(string)
	all := e.Do("GET", "/collections", nil).Array(t)
	walk = func(id string) {
		for _, c := range all {
			cm := c.(map[string]any)
			if cm["parentId"] == id {
				walk(cm["id"].(string))
			}
		}
		for _, r := range e.Do("GET", "/requests?collectionId="+id, nil).Array(t) {
			out = append(out, r.(map[string]any))
		}
	}
	walk(cid)
	return out
}

func opOf(r map[string]any) string {
	op, _ := r["specOperation"].(map[string]any)
	if op == nil {
		return ""
	}
	return op["method"].(string) + " " + op["path"].(string)
}

func TestSpecBindStampsMatchesAndClears(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	content := corpus(t, "openapi-3/oai-v3.0-petstore.yaml")
	c := e.Collection(map[string]any{"name": "hand made"})
	cid := id(c)
	folder := e.Collection(map[string]any{"name": "sub", "parentId": cid})
	byVar := e.Request(cid, map[string]any{"method": "GET", "url": "{{baseUrl}}/pets?limit=3"})
	colon := e.Request(id(folder), map[string]any{"method": "GET", "url": "{{host}}/pets/:petId"})
	absolute := e.Request(cid, map[string]any{"method": "POST", "url": "http://petstore.swagger.io/v1/pets"})
	literal := e.Request(cid, map[string]any{"method": "GET", "url": "http://other.example/v1/pets/42"})
	stale := e.Request(cid, map[string]any{"method": "GET", "url": "{{baseUrl}}/owners", "specOperation": map[string]any{"method": "GET", "path": "/owners"}})
	wrongMethod := e.Request(cid, map[string]any{"method": "DELETE", "url": "{{baseUrl}}/pets"})

	m := e.Must(200, "POST", "/specs/match", map[string]any{"collectionId": cid, "content": content})
	if len(m["matches"].([]any)) != 4 || len(m["unmatchedRequests"].([]any)) != 2 || len(m["unclaimedOperations"].([]any)) != 0 {
		t.Fatalf("match %v", m)
	}
	// match writes nothing
	if got := e.Must(200, "GET", "/requests/"+id(byVar), nil); got["specOperation"] != nil {
		t.Fatalf("match stamped %v", got)
	}

	res := e.Must(200, "POST", "/specs/bind", map[string]any{"collectionId": cid, "content": content})
	if res["stamped"] != float64(4) || res["cleared"] != float64(1) || len(res["unmatched"].([]any)) != 2 {
		t.Fatalf("bind %v", res)
	}
	want := map[string]string{id(byVar): "GET /pets", id(colon): "GET /pets/{petId}", id(absolute): "POST /pets", id(literal): "GET /pets/{petId}", id(stale): "", id(wrongMethod): ""}
	for rid, op := range want {
		if got := opOf(e.Must(200, "GET", "/requests/"+rid, nil)); got != op {
			t.Fatalf("request %s stamped %q, want %q", rid, got, op)
		}
	}
	if op := e.Must(200, "GET", "/requests/"+id(byVar), nil)["specOperation"].(map[string]any); op["operationId"] != "listPets" {
		t.Fatalf("operationId %v", op)
	}
	col := e.Must(200, "GET", "/collections/"+cid, nil)
	b := col["openapi"].(map[string]any)
	if b["specId"] != res["specId"] || b["specHash"] != res["specHash"] || b["syncedAt"] != res["syncedAt"] {
		t.Fatalf("binding %v vs %v", b, res)
	}
	doc := e.Must(200, "GET", "/specs/"+res["specId"].(string)+"/meta", nil)
	if doc["hash"] != res["specHash"] {
		t.Fatalf("stored %v", doc)
	}
	// match by the stored id
	m = e.Must(200, "POST", "/specs/match", map[string]any{"collectionId": cid, "specId": res["specId"]})
	if len(m["matches"].([]any)) != 4 {
		t.Fatalf("match by id %v", m)
	}
}

func TestSpecBindAndMatchRefusals(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	content := corpus(t, "openapi-3/oai-v3.0-petstore.yaml")
	cid := id(e.Collection(map[string]any{"name": "c"}))
	for _, c := range []struct {
		path string
		body map[string]any
		want int
	}{
		{"/specs/bind", map[string]any{"content": content}, 400},
		{"/specs/bind", map[string]any{"collectionId": cid}, 400},
		{"/specs/bind", map[string]any{"collectionId": cid, "content": "openapi: nope"}, 400},
		{"/specs/bind", map[string]any{"collectionId": "col_missing", "content": content}, 404},
		{"/specs/match", map[string]any{"collectionId": cid}, 400},
		{"/specs/match", map[string]any{"collectionId": cid, "specId": "spec_missing"}, 404},
		{"/specs/match", map[string]any{"collectionId": "col_missing", "content": content}, 404},
	} {
		if r := e.Do("POST", c.path, c.body); r.Status != c.want {
			t.Fatalf("%s %v: %d %s", c.path, c.body, r.Status, r.Body)
		}
	}
}
