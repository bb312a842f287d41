package mgmt_test

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/svc-engine/svc-engine/mgmt/mgmttest"
)

const coverageDoc = `openapi: 3.0.3
info: {title: Cov, version: "1"}
servers: [{url: TARGET}]
paths:
  /items:
    get:
      operationId: listItems
      responses:
        "200": {description: ok, content: {application/json: {schema: {type: array, items: {$ref: '#/components/schemas/Item'}}}}}
    post:
      operationId: createItem
      responses: {"201": {description: created}}
  /items/{id}:
    get:
      operationId: getItem
      parameters: [{name: id, in: path, required: true, schema: {type: integer, example: 7}}]
      responses:
        "200": {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Item'}}}}
  /never:
    get: {operationId: never, responses: {"200": {description: ok}}}
components:
  schemas:
    Item: {type: object, required: [id], properties: {id: {type: integer}}}
`

// coverageTarget answers the documented list, a body that breaks its
// schema and a status the operation does not declare.
func coverageTarget(t *testing.T) *httptest.Server {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		switch {
		case r.Method == "GET" && r.URL.Path == "/items":
			_, _ = w.Write([]byte(`[{"id":1},{"id":2}]`))
		case r.Method == "GET" && strings.HasPrefix(r.URL.Path, "/items/"):
			_, _ = w.Write([]byte(`{"id":"seven"}`))
		case r.Method == "POST" && r.URL.Path == "/items":
			w.WriteHeader(http.StatusTeapot)
			_, _ = w.Write([]byte(`{}`))
		default:
			w.WriteHeader(http.StatusNotFound)
		}
	}))
	t.Cleanup(srv.Close)
	return srv
}

func TestSpecCoverageFromARealRun(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	target := coverageTarget(t)
	doc := strings.Replace(coverageDoc, "TARGET", target.URL, 1)
	cid := importDoc(t, e, doc)
	// the operation nobody calls stays unexercised
	for _, r := range subtree(t, e, cid) {
		if opOf(r) == "GET /never" {
			e.Must(200, "DELETE", "/requests/"+id(r), nil)
		}
	}
	bind := e.Must(200, "POST", "/specs/bind", map[string]any{"collectionId": cid, "content": doc})

	run1, rep := runScenario(t, e, map[string]any{"scenario": map[string]any{"collectionId": cid}})
	if b := rep["openapi"].(map[string]any); b["specId"] != bind["specId"] || b["specHash"] != bind["specHash"] {
		t.Fatalf("report binding %v", b)
	}
	cov, ok := rep["coverage"].(map[string]any)
	if !ok {
		t.Fatalf("no coverage in %v", rep)
	}
	if cov["operations"] != float64(4) || cov["exercised"] != float64(3) || cov["percent"] != float64(75) {
		t.Fatalf("coverage %v", cov)
	}
	ops := map[string]map[string]any{}
	for _, o := range cov["byOperation"].([]any) {
		om := o.(map[string]any)
		ops[om["method"].(string)+" "+om["path"].(string)] = om
	}
	list, post, never := ops["GET /items"], ops["POST /items"], ops["GET /never"]
	if list["requests"] != float64(1) || list["statuses"].(map[string]any)["200"] != float64(1) || strings.Join(strs(list["documented"]), ",") != "200" || len(strs(list["undocumented"])) != 0 {
		t.Fatalf("GET /items %v", list)
	}
	if strings.Join(strs(post["undocumented"]), ",") != "418" || len(strs(post["documented"])) != 0 || post["operationId"] != "createItem" {
		t.Fatalf("POST /items %v", post)
	}
	if never["requests"] != float64(0) {
		t.Fatalf("GET /never %v", never)
	}
	contract := cov["contract"].(map[string]any)
	if contract["checked"] != float64(2) || contract["violations"] != float64(1) || contract["byRule"].(map[string]any)["type"] != float64(1) {
		t.Fatalf("contract %v", contract)
	}
	v := contract["firstViolations"].([]any)[0].(map[string]any)
	if v["pointer"] != "/id" || v["path"] != "/items/{id}" || v["status"] != float64(200) || v["rule"] != "type" {
		t.Fatalf("violation %v", v)
	}

	run2, _ := runScenario(t, e, map[string]any{"scenario": map[string]any{"collectionId": cid}})
	merged := e.Must(200, "GET", "/specs/"+bind["specId"].(string)+"/coverage?runs="+run1+","+run2, nil)
	if merged["exercised"] != float64(3) || merged["contract"].(map[string]any)["checked"] != float64(4) {
		t.Fatalf("merged %v", merged)
	}
	for _, o := range merged["byOperation"].([]any) {
		if om := o.(map[string]any); om["path"] == "/items" && om["method"] == "GET" && om["requests"] != float64(2) {
			t.Fatalf("merged GET /items %v", om)
		}
	}

	// A run of an unbound collection has no coverage member at all.
	plain := e.Collection(map[string]any{"name": "plain"})
	e.Request(id(plain), map[string]any{"url": target.URL + "/items"})
	run3, rep3 := runScenario(t, e, map[string]any{"scenario": map[string]any{"collectionId": id(plain)}})
	if _, has := rep3["coverage"]; has {
		t.Fatalf("an unbound run carries coverage: %v", rep3["coverage"])
	}
	for _, q := range []string{"", "?runs=", "?runs=run_missing", "?runs=" + run3} {
		if r := e.Do("GET", "/specs/"+bind["specId"].(string)+"/coverage"+q, nil); r.Status != 400 {
			t.Fatalf("coverage%s: %d %s", q, r.Status, r.Body)
		}
	}
	if r := e.Do("GET", "/specs/spec_missing/coverage?runs="+run1, nil); r.Status != 404 {
		t.Fatalf("unknown spec: %d", r.Status)
	}
}
