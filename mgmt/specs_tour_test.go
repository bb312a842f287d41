package mgmt_test

import (
	"strings"
	"testing"
)

// specsTour drives every /specs route through each status the API can
// provoke, validating every exchange against the document.
func (tr *oaTour) specsTour(t *testing.T) {
	e := tr.e
	target := coverageTarget(t)
	doc := strings.Replace(coverageDoc, "TARGET", target.URL, 1)
	big := map[string]any{"content": shopV1 + "# " + strings.Repeat("x", 2048) + "\n"}

	created := tr.step(t, oaExchange{name: "a document is stored", method: "POST", path: "/specs", status: 201, body: map[string]any{"content": doc, "sourceUrl": "https://example.com/cov.yaml"}})
	specID := created.id()
	tr.step(t, oaExchange{name: "a document with no content is a 400", method: "POST", path: "/specs", status: 400, refused: true, body: map[string]any{"sourceUrl": nil}})
	tr.step(t, oaExchange{name: "a document that is not OpenAPI is a 400", method: "POST", path: "/specs", status: 400, field: "content", body: map[string]any{"content": "{}"}})
	tr.step(t, oaExchange{name: "a document is read", method: "GET", path: "/specs/" + specID, status: 200})
	tr.step(t, oaExchange{name: "a document's meta is read", method: "GET", path: "/specs/" + specID + "/meta", status: 200})
	tr.step(t, oaExchange{name: "an unknown document is a 404", method: "GET", path: "/specs/spec_nope", status: 404})
	tr.step(t, oaExchange{name: "an unknown document's meta is a 404", method: "GET", path: "/specs/spec_nope/meta", status: 404})

	cid := importDoc(t, e, doc)
	tr.step(t, oaExchange{name: "a collection is matched against a stored document", method: "POST", path: "/specs/match", status: 200, body: map[string]any{"collectionId": cid, "specId": specID}})
	tr.step(t, oaExchange{name: "a match without a collection is a 400", method: "POST", path: "/specs/match", status: 400, refused: true, body: map[string]any{"specId": specID}})
	tr.step(t, oaExchange{name: "a match of an unknown collection is a 404", method: "POST", path: "/specs/match", status: 404, body: map[string]any{"collectionId": "col_nope", "specId": specID}})
	bound := tr.step(t, oaExchange{name: "a collection is bound to a document", method: "POST", path: "/specs/bind", status: 200, body: map[string]any{"collectionId": cid, "content": doc}})
	tr.step(t, oaExchange{name: "a bind without content is a 400", method: "POST", path: "/specs/bind", status: 400, refused: true, body: map[string]any{"collectionId": cid}})
	tr.step(t, oaExchange{name: "a bind of an unknown collection is a 404", method: "POST", path: "/specs/bind", status: 404, body: map[string]any{"collectionId": "col_nope", "content": doc}})
	tr.step(t, oaExchange{name: "an operation is described", method: "POST", path: "/specs/describe", status: 200, body: map[string]any{"specId": specID, "method": "GET", "path": "/items/{id}"}})
	tr.step(t, oaExchange{name: "a describe without a path is a 400", method: "POST", path: "/specs/describe", status: 400, refused: true, body: map[string]any{"specId": specID, "method": "GET"}})
	tr.step(t, oaExchange{name: "a describe of an undeclared operation is a 404", method: "POST", path: "/specs/describe", status: 404, body: map[string]any{"specId": specID, "method": "PATCH", "path": "/items"}})
	tr.step(t, oaExchange{name: "a collection is diffed", method: "POST", path: "/specs/diff", status: 200, body: map[string]any{"collectionId": cid, "content": doc}})
	tr.step(t, oaExchange{name: "a diff without content is a 400", method: "POST", path: "/specs/diff", status: 400, refused: true, body: map[string]any{"collectionId": cid}})
	tr.step(t, oaExchange{name: "a diff of an unknown collection is a 404", method: "POST", path: "/specs/diff", status: 404, body: map[string]any{"collectionId": "col_nope", "content": doc}})
	tr.step(t, oaExchange{name: "a safe sync", method: "POST", path: "/specs/sync", status: 200, body: map[string]any{"collectionId": cid, "spec": map[string]any{"content": doc}, "policy": "safe"}})
	tr.step(t, oaExchange{name: "a sync with a bad policy is a 400", method: "POST", path: "/specs/sync", status: 400, refused: true, body: map[string]any{"collectionId": cid, "spec": map[string]any{"content": doc}, "policy": "all"}})
	tr.step(t, oaExchange{name: "a sync of an unknown collection is a 404", method: "POST", path: "/specs/sync", status: 404, body: map[string]any{"collectionId": "col_nope", "spec": map[string]any{"content": doc}, "policy": "safe"}})
	tr.step(t, oaExchange{name: "a sync update of a vanished request is a 409", method: "POST", path: "/specs/sync", status: 409, item: "update[0]",
		body: map[string]any{"collectionId": cid, "spec": map[string]any{"content": doc}, "update": []any{map[string]any{"id": "req_gone", "name": "x"}}}})
	tr.step(t, oaExchange{name: "a bound collection is exported", method: "POST", path: "/specs/export", status: 200, body: map[string]any{"collectionId": cid}})
	tr.step(t, oaExchange{name: "an export in another format is a 400", method: "POST", path: "/specs/export", status: 400, refused: true, body: map[string]any{"collectionId": cid, "format": "xml"}})
	tr.step(t, oaExchange{name: "an export of an unknown collection is a 404", method: "POST", path: "/specs/export", status: 404, body: map[string]any{"collectionId": "col_nope"}})
	tr.step(t, oaExchange{name: "a bound document is not deleted", method: "DELETE", path: "/specs/" + bound.object()["specId"].(string), status: 409})

	// Coverage from a real run of the bound collection.
	a := tr.step(t, oaExchange{name: "a run of the bound collection starts", method: "POST", path: "/runs", status: 202, body: map[string]any{"scenario": map[string]any{"collectionId": cid}}})
	run, _ := a.object()["runId"].(string)
	if run == "" {
		t.Fatalf("the run did not start: %s", a.body)
	}
	waitEnded(t, e, run)
	rep := tr.step(t, oaExchange{name: "the run's report carries coverage", method: "GET", path: "/runs/" + run + "/report", status: 200}).object()
	if r, _ := rep["report"].(map[string]any); r["coverage"] == nil {
		t.Errorf("the report of a bound collection's run has no coverage: %v", rep)
	}
	sid := bound.object()["specId"].(string)
	tr.step(t, oaExchange{name: "coverage of runs is merged", method: "GET", path: "/specs/" + sid + "/coverage?runs=" + run, status: 200})
	tr.step(t, oaExchange{name: "coverage of an unknown run is a 400", method: "GET", path: "/specs/" + sid + "/coverage?runs=run_nope", status: 400})
	tr.step(t, oaExchange{name: "coverage of an unknown document is a 404", method: "GET", path: "/specs/spec_nope/coverage?runs=" + run, status: 404})

	// The export of a bound document that no longer reads is a 409.
	other := importDoc(t, e, shopV1)
	ob := tr.step(t, oaExchange{name: "a second collection is bound", method: "POST", path: "/specs/bind", status: 200, body: map[string]any{"collectionId": other, "content": shopV1}})
	if _, err := openDB(t, e).Exec(`UPDATE specs SET content = '[1]' WHERE id = ?`, ob.object()["specId"]); err != nil {
		t.Fatal(err)
	}
	tr.step(t, oaExchange{name: "an export of an unreadable bound document is a 409", method: "POST", path: "/specs/export", status: 409, body: map[string]any{"collectionId": other}})

	// Size: every document-carrying route refuses a document over the setting with 413.
	tr.step(t, oaExchange{name: "the document size setting is lowered", method: "POST", path: "/config", status: 200, body: map[string]any{"maxSpecDocumentBytes": 2048}})
	for _, x := range []struct {
		path string
		body map[string]any
	}{
		{"/specs", big},
		{"/specs/bind", map[string]any{"collectionId": cid, "content": big["content"]}},
		{"/specs/match", map[string]any{"collectionId": cid, "content": big["content"]}},
		{"/specs/describe", map[string]any{"content": big["content"], "method": "GET", "path": "/items"}},
		{"/specs/diff", map[string]any{"collectionId": cid, "content": big["content"]}},
	} {
		tr.step(t, oaExchange{name: "a document over maxSpecDocumentBytes is a 413 on " + x.path, method: "POST", path: x.path, status: 413, body: x.body, message: "maxSpecDocumentBytes"})
	}
	tr.step(t, oaExchange{name: "a sync with a document over maxSpecDocumentBytes is a 400", method: "POST", path: "/specs/sync", status: 400, field: "spec.content", message: "maxSpecDocumentBytes",
		body: map[string]any{"collectionId": cid, "spec": big, "policy": "safe"}})
	tr.step(t, oaExchange{name: "the document size setting is restored", method: "POST", path: "/config", status: 200, body: map[string]any{"maxSpecDocumentBytes": 10485760}})

	// Unbound, a collection exports as a skeleton, and an unbound document can be deleted.
	tr.step(t, oaExchange{name: "the first collection is unbound", method: "PUT", path: "/collections/" + cid, status: 200, body: map[string]any{"openapi": nil}})
	tr.step(t, oaExchange{name: "an unbound collection exports as a skeleton", method: "POST", path: "/specs/export", status: 200, body: map[string]any{"collectionId": cid, "format": "yaml"}})
	tr.step(t, oaExchange{name: "an unbound document is deleted", method: "DELETE", path: "/specs/" + specID, status: 200})
	tr.step(t, oaExchange{name: "a deleted document is a 404", method: "DELETE", path: "/specs/" + specID, status: 404})
}
