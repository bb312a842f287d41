package mgmt_test

import (
	"strings"
	"testing"

	"github.com/svc-engine/svc-engine/mgmt/mgmttest"
)

func tree() map[string]any {
	return map[string]any{
		// The child comes before its parent: apply creates parents first.
		"collections": []any{
			map[string]any{"tempId": "c2", "parentTempId": "c1", "name": "folder", "auth": map[string]any{"mode": "noauth"}},
			map[string]any{"tempId": "c1", "parentTempId": nil, "name": "Imported", "variables": map[string]any{"baseUrl": "http://127.0.0.1"}},
		},
		"requests": []any{
			map[string]any{"tempId": "r1", "collectionTempId": "c2", "name": "one", "method": "GET", "url": "{{baseUrl}}/a",
				"examples": []any{map[string]any{"name": "OK", "status": 200, "headers": []any{map[string]any{"key": "X", "value": "1", "enabled": true}}, "body": "{}", "contentType": "application/json"}}},
			map[string]any{"tempId": "r2", "collectionTempId": "c2", "name": "two", "method": "POST", "url": "{{baseUrl}}/b", "body": map[string]any{"mode": "json", "content": "{}"}},
			map[string]any{"tempId": "r3", "collectionTempId": "c1", "name": "three", "method": "DELETE", "url": "{{baseUrl}}/c"},
		},
		"environments": []any{map[string]any{"tempId": "e1", "name": "staging", "variables": map[string]any{"baseUrl": "http://127.0.0.2"}}},
		"globals":      map[string]any{"region": "eu"},
	}
}

func TestImportApplyWritesTheTreeWithAnIDMap(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	e.Must(200, "POST", "/globals", map[string]any{"variables": map[string]any{"keep": "me", "region": "us"}})
	res := e.Must(200, "POST", "/import/apply", tree())
	idMap := res["idMap"].(map[string]any)
	for tmp, prefix := range map[string]string{"c1": "col_", "c2": "col_", "r1": "req_", "r2": "req_", "r3": "req_", "e1": "env_"} {
		if id, _ := idMap[tmp].(string); !strings.HasPrefix(id, prefix) {
			t.Fatalf("idMap[%s] = %v", tmp, idMap[tmp])
		}
	}
	counts := res["counts"].(map[string]any)
	if counts["collections"] != float64(2) || counts["requests"] != float64(3) || counts["examples"] != float64(1) || counts["environments"] != float64(1) {
		t.Fatalf("counts %v", counts)
	}
	folder := e.Must(200, "GET", "/collections/"+idMap["c2"].(string), nil)
	if folder["parentId"] != idMap["c1"] {
		t.Fatalf("folder parent %v, want %v", folder["parentId"], idMap["c1"])
	}
	reqs := e.Do("GET", "/requests?collectionId="+idMap["c2"].(string), nil).Array(t)
	if len(reqs) != 2 || reqs[0].(map[string]any)["order"] != float64(0) || reqs[1].(map[string]any)["order"] != float64(1) {
		t.Fatalf("requests take consecutive slots from the append point: %v", reqs)
	}
	ex := e.Do("GET", "/requests/"+idMap["r1"].(string)+"/examples", nil).Array(t)
	if len(ex) != 1 || ex[0].(map[string]any)["origin"] != "import" {
		t.Fatalf("examples %v", ex)
	}
	g := e.Must(200, "GET", "/globals", nil)["variables"].(map[string]any)
	if g["keep"] != "me" || g["region"] != "eu" {
		t.Fatalf("imported globals merge over the stored ones: %v", g)
	}
	// Under an existing collection with parentId.
	host := e.Collection(map[string]any{"name": "host"})
	res = e.Must(200, "POST", "/import/apply", map[string]any{"parentId": id(host), "collections": []any{map[string]any{"tempId": "x", "name": "under"}}})
	under := e.Must(200, "GET", "/collections/"+res["idMap"].(map[string]any)["x"].(string), nil)
	if under["parentId"] != id(host) {
		t.Fatalf("parentId not applied: %v", under)
	}
}

func TestImportApplyErrorsNameTheItemAndWriteNothing(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	e.Collection(map[string]any{"name": "existing"})
	before := dumpContent(t, e)
	mutate := func(f func(tr map[string]any)) map[string]any {
		tr := tree()
		f(tr)
		return tr
	}
	cases := []struct {
		name, item string
		status     int
		body       any
	}{
		{"an unknown parent tempId", "collections[0]", 400, mutate(func(tr map[string]any) {
			tr["collections"].([]any)[0].(map[string]any)["parentTempId"] = "nope"
		})},
		{"a parent cycle", "collections", 400, mutate(func(tr map[string]any) {
			tr["collections"].([]any)[1].(map[string]any)["parentTempId"] = "c2"
		})},
		{"a duplicate tempId", "requests[1]", 400, mutate(func(tr map[string]any) {
			tr["requests"].([]any)[1].(map[string]any)["tempId"] = "r1"
		})},
		{"a request with a bad method", "requests[2] (tempId r3)", 400, mutate(func(tr map[string]any) {
			tr["requests"].([]any)[2].(map[string]any)["method"] = "FETCH"
		})},
		{"a request of an unknown collection", "requests[0] (tempId r1)", 400, mutate(func(tr map[string]any) {
			tr["requests"].([]any)[0].(map[string]any)["collectionTempId"] = "zz"
		})},
		{"an example with a bad status", "requests[0] (tempId r1).examples[0]", 400, mutate(func(tr map[string]any) {
			tr["requests"].([]any)[0].(map[string]any)["examples"].([]any)[0].(map[string]any)["status"] = 99
		})},
		{"an oversized field", "requests[1] (tempId r2)", 413, mutate(func(tr map[string]any) {
			tr["requests"].([]any)[1].(map[string]any)["body"] = map[string]any{"mode": "text", "content": strings.Repeat("x", 10<<20+1)}
		})},
		{"an environment without a name", "environments[0] (tempId e1)", 400, mutate(func(tr map[string]any) {
			delete(tr["environments"].([]any)[0].(map[string]any), "name")
		})},
		{"an unknown parentId", "", 400, mutate(func(tr map[string]any) { tr["parentId"] = "col_nope" })},
	}
	for _, tc := range cases {
		t.Run(tc.name+" is refused naming the item", func(t *testing.T) {
			r := e.Do("POST", "/import/apply", tc.body)
			if r.Status != tc.status {
				t.Fatalf("status %d, want %d: %.300s", r.Status, tc.status, r.Body)
			}
			errObj := r.Object(t)["error"].(map[string]any)
			if got, _ := errObj["item"].(string); !strings.HasPrefix(got, tc.item) {
				t.Fatalf("error.item %q, want it to start with %q: %.300s", got, tc.item, r.Body)
			}
			if after := dumpContent(t, e); after != before {
				t.Fatal("a refused import wrote to the database")
			}
		})
	}
}

func TestImportParseAndOneCallRefuseUnknownDocuments(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	for _, path := range []string{"/import/parse", "/import"} {
		for _, body := range []any{map[string]any{}, map[string]any{"content": ""}, map[string]any{"content": `{"hello":"world"}`}, map[string]any{"content": "x", "importScripts": "yes"}} {
			if r := e.Do("POST", path, body); r.Status != 400 || r.ErrorCode(t) != "bad_request" {
				t.Fatalf("POST %s %v: %d %s", path, body, r.Status, r.Body)
			}
		}
	}
}
