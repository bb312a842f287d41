package mgmt_test

import (
	"strings"
	"testing"
)

// exportTour writes a collection as a Postman export and a stored request
// and a history entry as cURL commands, and provokes the errors of both
// routes. It builds its own collection.
func (tr *oaTour) exportTour(t *testing.T) {
	echo := oaEcho(t)
	doc := `{"info":{"name":"Exported","schema":"https://schema.getpostman.com/json/collection/v2.1.0/collection.json"},
	"item":[{"name":"F","item":[{"name":"r","request":{"method":"POST","url":"` + echo.URL + `/x?a=1","header":[{"key":"X-A","value":"1"}],
	"body":{"mode":"raw","raw":"{\"k\":1}","options":{"raw":{"language":"json"}}},"auth":{"type":"basic","basic":[{"key":"username","value":"u"},{"key":"password","value":"p"}]}},
	"event":[{"listen":"test","script":{"exec":["pm.test('ok', () => {});"]}}],"response":[{"name":"OK","code":200,"header":[],"body":"{}"}]}]}]}`
	imp := tr.step(t, oaExchange{name: "a collection to export is imported", method: "POST", path: "/import", status: 200, body: map[string]any{"content": doc}})
	idMap, _ := imp.object()["idMap"].(map[string]any)
	col, _ := idMap["c1"].(string)
	req, _ := idMap["r1"].(string)
	out := tr.step(t, oaExchange{name: "a collection is written as a Postman v2.1 export with its environments", method: "POST", path: "/export/postman", status: 200,
		body: map[string]any{"collectionId": col, "includeEnvironments": true}})
	if c, _ := out.object()["collection"].(map[string]any); c == nil || !strings.Contains(string(out.body), `"listen":"test"`) || !strings.Contains(string(out.body), `v2.1.0`) {
		t.Errorf("the export %s lacks its info, script or schema", oaClip(string(out.body)))
	}
	tr.step(t, oaExchange{name: "an export without collectionId is a 400", method: "POST", path: "/export/postman", status: 400, refused: true, field: "collectionId", body: map[string]any{}})
	tr.step(t, oaExchange{name: "a non-boolean includeEnvironments is a 400", method: "POST", path: "/export/postman", status: 400, refused: true, field: "includeEnvironments", body: map[string]any{"collectionId": col, "includeEnvironments": "yes"}})
	tr.step(t, oaExchange{name: "an export of an unknown collection is a 404", method: "POST", path: "/export/postman", status: 404, body: map[string]any{"collectionId": oaRandomID("col")}})

	cmd := tr.step(t, oaExchange{name: "a stored request is written as the cURL command it would send", method: "POST", path: "/export/curl", status: 200, body: map[string]any{"requestId": req}})
	if got, _ := cmd.object()["command"].(string); !strings.Contains(got, "-u 'u:p'") || !strings.Contains(got, `--data-raw '{"k":1}'`) {
		t.Errorf("the command %q lacks the basic auth or the body", got)
	}
	sent := tr.step(t, oaExchange{name: "the request is executed", method: "POST", path: "/execute", status: 200, body: map[string]any{"requestId": req}})
	hid, _ := sent.object()["historyId"].(string)
	h := tr.step(t, oaExchange{name: "a history entry is written as the cURL command it sent", method: "POST", path: "/export/curl", status: 200, body: map[string]any{"historyId": hid}})
	if got, _ := h.object()["command"].(string); !strings.Contains(got, "'Authorization: Basic dTpw'") {
		t.Errorf("the command %q lacks the Authorization that was sent", got)
	}
	tr.step(t, oaExchange{name: "neither id is a 400", method: "POST", path: "/export/curl", status: 400, field: "requestId", body: map[string]any{}})
	tr.step(t, oaExchange{name: "both ids are a 400", method: "POST", path: "/export/curl", status: 400, field: "requestId", body: map[string]any{"requestId": req, "historyId": hid}})
	tr.step(t, oaExchange{name: "an unknown request is a 404", method: "POST", path: "/export/curl", status: 404, body: map[string]any{"requestId": oaRandomID("req")}})
	tr.step(t, oaExchange{name: "an unknown history entry is a 404", method: "POST", path: "/export/curl", status: 404, body: map[string]any{"historyId": oaRandomID("hist")}})
}
