package mgmt_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/svc-engine/svc-engine/mgmt/mgmttest"
)

const shopV1 = `openapi: 3.0.3
info: {title: Shop, version: "1"}
servers: [{url: "https://shop.example/api"}]
paths:
  /items:
    get:
      operationId: listItems
      summary: List items
      tags: [items]
      parameters:
        - {name: limit, in: query, schema: {type: integer, default: 10}}
      responses:
        "200": {description: ok, content: {application/json: {example: [{"id": 1}]}}}
        "404": {description: missing}
    post:
      operationId: createItem
      summary: Create item
      tags: [items]
      requestBody: {content: {application/json: {example: {"name": "a"}}}}
      responses: {"201": {description: created}}
  /items/{id}:
    delete:
      operationId: deleteItem
      summary: Delete item
      tags: [items]
      responses: {"204": {description: gone}}
`

var shopV2 = strings.NewReplacer(
	"summary: List items", "summary: List all items",
	"default: 10", "default: 20",
	`example: {"name": "a"}`, `example: {"name": "b"}`,
	`  /items/{id}:
    delete:
      operationId: deleteItem
      summary: Delete item
      tags: [items]
      responses: {"204": {description: gone}}
`, `  /orders:
    get:
      operationId: listOrders
      summary: List orders
      tags: [orders]
      responses: {"200": {description: ok}}
`).Replace(shopV1)

// shop imports and binds shopV1 and returns the root collection and its
// requests by operation.
func shop(t *testing.T, e *mgmttest.Engine) (string, map[string]map[string]any) {
	t.Helper()
	cid := importDoc(t, e, shopV1)
	e.Must(200, "POST", "/specs/bind", map[string]any{"collectionId": cid, "content": shopV1})
	byOp := map[string]map[string]any{}
	for _, r := range subtree(t, e, cid) {
		byOp[opOf(r)] = r
	}
	if len(byOp) != 3 {
		t.Fatalf("imported %v", byOp)
	}
	return cid, byOp
}

func TestSpecDiffBucketsAndSafety(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	cid, byOp := shop(t, e)
	post := byOp["POST /items"]
	origBody := post["body"]
	e.Must(200, "PUT", "/requests/"+id(post), map[string]any{"body": map[string]any{"mode": "json", "content": `{"custom":1}`}})

	d := e.Must(200, "POST", "/specs/diff", map[string]any{"collectionId": cid, "content": shopV2})
	sum := d["summary"].(map[string]any)
	if sum["added"] != float64(1) || sum["removed"] != float64(1) || sum["changed"] != float64(2) || sum["unchanged"] != float64(0) {
		t.Fatalf("summary %v", sum)
	}
	added := d["added"].([]any)[0].(map[string]any)
	draft := added["draft"].(map[string]any)
	if added["folder"] != "orders" || draft["name"] != "List orders" || draft["url"] != "{{baseUrl}}/orders" || draft["method"] != "GET" {
		t.Fatalf("added %v", added)
	}
	if rm := d["removed"].([]any)[0].(map[string]any); rm["requestId"] != id(byOp["DELETE /items/{id}"]) {
		t.Fatalf("removed %v", rm)
	}
	changed := map[string]map[string]any{}
	for _, c := range d["changed"].([]any) {
		changed[c.(map[string]any)["requestId"].(string)] = c.(map[string]any)
	}
	get := changed[id(byOp["GET /items"])]
	if strings.Join(strs(get["fields"]), ",") != "name,params" || get["safe"] != true || strings.Join(strs(get["safeFields"]), ",") != "name,params" {
		t.Fatalf("GET /items changed %v", get)
	}
	pc := changed[id(post)]
	if strings.Join(strs(pc["fields"]), ",") != "body" || pc["safe"] != false || len(strs(pc["safeFields"])) != 0 {
		t.Fatalf("POST /items changed %v", pc)
	}
	// A hand edit put back to the synced value is no longer a hand edit.
	e.Must(200, "PUT", "/requests/"+id(post), map[string]any{"body": origBody})
	d = e.Must(200, "POST", "/specs/diff", map[string]any{"collectionId": cid, "content": shopV2})
	for _, c := range d["changed"].([]any) {
		if c.(map[string]any)["requestId"] == id(post) && c.(map[string]any)["safe"] != true {
			t.Fatalf("reverted edit still unsafe: %v", c)
		}
	}
}

func strs(v any) []string {
	var out []string
	for _, s := range v.([]any) {
		out = append(out, s.(string))
	}
	return out
}

func TestSpecSyncSafePolicy(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	cid, byOp := shop(t, e)
	post := byOp["POST /items"]
	e.Must(200, "PUT", "/requests/"+id(post), map[string]any{"body": map[string]any{"mode": "json", "content": `{"custom":1}`}})

	res := e.Must(200, "POST", "/specs/sync", map[string]any{"collectionId": cid, "spec": map[string]any{"content": shopV2}, "policy": "safe"})
	sk := res["skipped"].(map[string]any)
	if res["created"] != float64(1) || res["updated"] != float64(1) || res["deleted"] != float64(0) ||
		sk["requests"] != float64(1) || sk["fields"] != float64(1) || sk["deletions"] != float64(1) {
		t.Fatalf("sync %v", res)
	}
	get := e.Must(200, "GET", "/requests/"+id(byOp["GET /items"]), nil)
	if get["name"] != "List all items" || !strings.Contains(string(mustJSON(t, get["params"])), `"20"`) {
		t.Fatalf("moved fields not written: %v", get)
	}
	if p := e.Must(200, "GET", "/requests/"+id(post), nil); p["body"].(map[string]any)["content"] != `{"custom":1}` {
		t.Fatalf("hand edit overwritten: %v", p["body"])
	}
	e.Must(200, "GET", "/requests/"+id(byOp["DELETE /items/{id}"]), nil) // no deletions
	var orders map[string]any
	for _, c := range e.Do("GET", "/collections", nil).Array(t) {
		if cm := c.(map[string]any); cm["name"] == "orders" && cm["parentId"] == cid {
			orders = cm
		}
	}
	if orders == nil {
		t.Fatal("the orders tag folder was not created under the synced collection")
	}
	reqs := e.Do("GET", "/requests?collectionId="+id(orders), nil).Array(t)
	if len(reqs) != 1 || opOf(reqs[0].(map[string]any)) != "GET /orders" {
		t.Fatalf("orders folder %v", reqs)
	}
	if len(e.Do("GET", "/requests/"+id(reqs[0].(map[string]any))+"/examples", nil).Array(t)) != 1 {
		t.Fatal("the created request has no examples")
	}
	b := e.Must(200, "GET", "/collections/"+cid, nil)["openapi"].(map[string]any)
	if b["specId"] != res["specId"] || b["specHash"] != res["specHash"] {
		t.Fatalf("binding %v vs %v", b, res)
	}
	// Syncing the same document again writes nothing.
	again := e.Must(200, "POST", "/specs/sync", map[string]any{"collectionId": cid, "spec": map[string]any{"content": shopV2}, "policy": "safe"})
	if again["created"] != float64(0) || again["updated"] != float64(0) || again["specId"] != res["specId"] {
		t.Fatalf("second sync %v", again)
	}
}

func TestSpecSyncSectionsAndExampleRefresh(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	cid, byOp := shop(t, e)
	get, del := byOp["GET /items"], byOp["DELETE /items/{id}"]
	exs := e.Do("GET", "/requests/"+id(get)+"/examples", nil).Array(t)
	if len(exs) != 2 {
		t.Fatalf("examples %v", exs)
	}
	// a tombstone for 404 and a user example between them
	e.Must(200, "DELETE", "/requests/"+id(get)+"/examples/"+id(exs[1].(map[string]any)), nil)
	user := e.Must(201, "POST", "/requests/"+id(get)+"/examples", map[string]any{"name": "mine", "status": 418, "origin": "user", "order": 0})
	e.Must(201, "POST", "/requests/"+id(del)+"/examples", map[string]any{"name": "x"})

	res := e.Must(200, "POST", "/specs/sync", map[string]any{
		"collectionId": cid, "spec": map[string]any{"content": shopV2},
		"collections": []any{map[string]any{"tempId": "f", "name": "New"}},
		"create":      []any{map[string]any{"tempId": "r", "collectionTempId": "f", "name": "orders", "method": "GET", "url": "{{baseUrl}}/orders", "specOperation": map[string]any{"method": "GET", "path": "/orders"}}},
		"update":      []any{map[string]any{"id": id(get), "name": "Renamed", "examples": true}},
		"delete":      []any{id(del), "req_missing"},
	})
	im := res["idMap"].(map[string]any)
	if res["created"] != float64(1) || res["updated"] != float64(1) || res["deleted"] != float64(1) || im["f"] == nil || im["r"] == nil {
		t.Fatalf("sync %v", res)
	}
	if _, has := res["skipped"]; has {
		t.Fatalf("skipped on a sections call: %v", res)
	}
	if r := e.Must(200, "GET", "/requests/"+im["r"].(string), nil); r["collectionId"] != im["f"] {
		t.Fatalf("created %v", r)
	}
	if e.Do("GET", "/requests/"+id(del), nil).Status != 404 {
		t.Fatal("deleted request still readable")
	}
	if n := e.Must(200, "GET", "/trash", nil)["total"]; n != float64(0) {
		t.Fatalf("a sync delete went to the trash: %v", n)
	}
	after := e.Do("GET", "/requests/"+id(get)+"/examples", nil).Array(t)
	var names []string
	for _, x := range after {
		names = append(names, x.(map[string]any)["name"].(string))
	}
	if len(after) != 2 || after[0].(map[string]any)["id"] != id(user) || !strings.HasPrefix(names[1], "200") {
		t.Fatalf("refreshed examples %v", names)
	}
	if g := e.Must(200, "GET", "/requests/"+id(get), nil); g["name"] != "Renamed" {
		t.Fatalf("update %v", g)
	}
}

func TestSpecSyncRefusalsWriteNothing(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	cid, byOp := shop(t, e)
	get := byOp["GET /items"]
	other := e.Collection(map[string]any{"name": "other"})
	outside := e.Request(id(other), nil)
	gone := e.Request(cid, nil)
	e.Must(200, "DELETE", "/requests/"+id(gone), nil)
	unbound := e.Collection(map[string]any{"name": "unbound"})
	bindBefore := e.Must(200, "GET", "/collections/"+cid, nil)["openapi"].(map[string]any)["specId"]
	spec := map[string]any{"content": shopV2}
	folder := []any{map[string]any{"tempId": "f", "name": "SHOULD NOT EXIST"}}
	for _, c := range []struct {
		name string
		body map[string]any
		want int
		item string
	}{
		{"unknown collection", map[string]any{"collectionId": "col_missing", "spec": spec, "policy": "safe"}, 404, ""},
		{"no binding", map[string]any{"collectionId": id(unbound), "spec": spec, "policy": "safe"}, 400, ""},
		{"no spec", map[string]any{"collectionId": cid, "policy": "safe"}, 400, ""},
		{"empty content", map[string]any{"collectionId": cid, "spec": map[string]any{"content": ""}}, 400, ""},
		{"bad policy", map[string]any{"collectionId": cid, "spec": spec, "policy": "all"}, 400, ""},
		{"policy with a section", map[string]any{"collectionId": cid, "spec": spec, "policy": "safe", "delete": []any{}}, 400, ""},
		{"a section that is not an array", map[string]any{"collectionId": cid, "spec": spec, "update": map[string]any{}}, 400, ""},
		{"an id on a create", map[string]any{"collectionId": cid, "spec": spec, "collections": folder, "create": []any{map[string]any{"id": "req_x", "tempId": "r", "name": "n", "method": "GET", "url": "u"}}}, 400, "create[0]"},
		{"examples on a create", map[string]any{"collectionId": cid, "spec": spec, "collections": folder, "create": []any{map[string]any{"tempId": "r", "name": "n", "method": "GET", "url": "u", "examples": true}}}, 400, "create[0]"},
		{"collectionId on an update", map[string]any{"collectionId": cid, "spec": spec, "collections": folder, "update": []any{map[string]any{"id": id(get), "collectionId": cid}}}, 400, "update[0]"},
		{"an examples list on an update", map[string]any{"collectionId": cid, "spec": spec, "collections": folder, "update": []any{map[string]any{"id": id(get), "examples": []any{}}}}, 400, "update[0]"},
		{"an update outside the synced collection", map[string]any{"collectionId": cid, "spec": spec, "collections": folder, "update": []any{map[string]any{"id": id(outside), "name": "x"}}}, 400, "update[0]"},
		{"a delete outside the synced collection", map[string]any{"collectionId": cid, "spec": spec, "collections": folder, "delete": []any{id(outside)}}, 400, "delete[0]"},
		{"a create outside the synced collection", map[string]any{"collectionId": cid, "spec": spec, "collections": folder, "create": []any{map[string]any{"tempId": "r", "collectionTempId": id(other), "name": "n", "method": "GET", "url": "u"}}}, 400, "create[0]"},
		{"a refresh without an operation", map[string]any{"collectionId": cid, "spec": spec, "collections": folder, "update": []any{map[string]any{"id": id(byOp["DELETE /items/{id}"]), "examples": true}}}, 400, "update[0]"},
		{"an update of a vanished request", map[string]any{"collectionId": cid, "spec": spec, "collections": folder, "update": []any{map[string]any{"id": id(gone), "name": "x"}}}, 409, "update[0]"},
	} {
		r := e.Do("POST", "/specs/sync", c.body)
		if r.Status != c.want {
			t.Fatalf("%s: %d %s", c.name, r.Status, r.Body)
		}
		if c.item != "" {
			if it, _ := r.Object(t)["error"].(map[string]any)["item"].(string); it != c.item {
				t.Fatalf("%s: error.item %q, want %q (%s)", c.name, it, c.item, r.Body)
			}
		}
	}
	e.Must(200, "POST", "/config", map[string]any{"maxSpecDocumentBytes": 1024})
	big := map[string]any{"content": shopV2 + "# " + strings.Repeat("x", 1024) + "\n"}
	if r := e.Do("POST", "/specs/sync", map[string]any{"collectionId": cid, "spec": big, "policy": "safe"}); r.Status != 400 || !strings.Contains(r.ErrorMessage(t), "maxSpecDocumentBytes") {
		t.Fatalf("oversized: %d %s", r.Status, r.Body)
	}
	for _, c := range e.Do("GET", "/collections", nil).Array(t) {
		if c.(map[string]any)["name"] == "SHOULD NOT EXIST" {
			t.Fatal("a refused sync wrote a collection")
		}
	}
	if b := e.Must(200, "GET", "/collections/"+cid, nil)["openapi"].(map[string]any)["specId"]; b != bindBefore {
		t.Fatalf("a refused sync moved the binding: %v", b)
	}
}

func mustJSON(t *testing.T, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
