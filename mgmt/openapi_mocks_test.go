package mgmt_test

import (
	"net"
	"strconv"
	"testing"
)

// mocksTour drives the mock server and webhook inbox routes through every
// documented status.
func (tr *oaTour) mocksTour(t *testing.T) {
	col := tr.step(t, oaExchange{name: "a collection for the mock", method: "POST", path: "/collections", body: map[string]any{"name": "mocked"}, status: 201}).id()
	req := tr.step(t, oaExchange{name: "a request for the mock", method: "POST", path: "/requests", body: map[string]any{"collectionId": col, "name": "pets", "method": "GET", "url": "{{baseUrl}}/pets/{{id}}"}, status: 201}).id()
	tr.step(t, oaExchange{name: "an example for the mock", method: "POST", path: "/requests/" + req + "/examples", body: map[string]any{"name": "ok", "body": "[]"}, status: 201})

	tr.step(t, oaExchange{name: "a mock needs a collectionId", method: "POST", path: "/mock", body: map[string]any{"port": 0}, status: 400, refused: true, field: "collectionId"})
	tr.step(t, oaExchange{name: "a mock of an unknown collection is a 400", method: "POST", path: "/mock", body: map[string]any{"collectionId": "col_nope"}, status: 400, field: "collectionId"})
	m := tr.step(t, oaExchange{name: "a mock server starts", method: "POST", path: "/mock", body: map[string]any{"collectionId": col}, status: 201})
	mid := m.id()
	port, _ := m.object()["port"].(float64)
	tr.step(t, oaExchange{name: "a second mock on a taken port is a 409", method: "POST", path: "/mock", body: map[string]any{"collectionId": col, "port": int(port)}, status: 409})
	tr.step(t, oaExchange{name: "mocks are listed", method: "GET", path: "/mock", status: 200})
	tr.step(t, oaExchange{name: "a mock is read", method: "GET", path: "/mock/" + mid, status: 200})
	tr.step(t, oaExchange{name: "an unknown mock is a 404", method: "GET", path: "/mock/mck_nope", status: 404})
	tr.step(t, oaExchange{name: "its routes are listed", method: "GET", path: "/mock/" + mid + "/routes", status: 200})
	tr.step(t, oaExchange{name: "routes of an unknown mock are a 404", method: "GET", path: "/mock/mck_nope/routes", status: 404})
	tr.step(t, oaExchange{name: "its activity is listed", method: "GET", path: "/mock/" + mid + "/activity?limit=5", status: 200})
	tr.step(t, oaExchange{name: "an activity limit over 200 is a 400", method: "GET", path: "/mock/" + mid + "/activity?limit=201", status: 400, refused: true, field: "limit"})
	tr.step(t, oaExchange{name: "activity of an unknown mock is a 404", method: "GET", path: "/mock/mck_nope/activity", status: 404})
	tr.step(t, oaExchange{name: "a mock stops", method: "POST", path: "/mock/" + mid + "/stop", status: 200})
	tr.step(t, oaExchange{name: "stopping an unknown mock is a 404", method: "POST", path: "/mock/mck_nope/stop", status: 404})
	tr.occupied(t, int(port), func() {
		tr.step(t, oaExchange{name: "starting a mock whose port is taken is a 409", method: "POST", path: "/mock/" + mid + "/start", status: 409})
	})
	tr.step(t, oaExchange{name: "a mock starts again on its port", method: "POST", path: "/mock/" + mid + "/start", status: 200})
	tr.step(t, oaExchange{name: "starting an unknown mock is a 404", method: "POST", path: "/mock/mck_nope/start", status: 404})
	tr.step(t, oaExchange{name: "a mock is deleted", method: "DELETE", path: "/mock/" + mid, status: 200})
	tr.step(t, oaExchange{name: "deleting it again is a 404", method: "DELETE", path: "/mock/" + mid, status: 404})

	tr.step(t, oaExchange{name: "an inbox response status out of range is a 400", method: "POST", path: "/inbox", body: map[string]any{"response": map[string]any{"status": 700}}, status: 400, refused: true, field: "response.status"})
	in := tr.step(t, oaExchange{name: "an inbox starts", method: "POST", path: "/inbox", body: map[string]any{"name": "hooks", "response": map[string]any{"status": 204}}, status: 201})
	iid := in.id()
	iport, _ := in.object()["port"].(float64)
	tr.step(t, oaExchange{name: "a second inbox on a taken port is a 409", method: "POST", path: "/inbox", body: map[string]any{"port": int(iport)}, status: 409})
	tr.step(t, oaExchange{name: "inboxes are listed", method: "GET", path: "/inbox", status: 200})
	tr.step(t, oaExchange{name: "an inbox is read", method: "GET", path: "/inbox/" + iid, status: 200})
	tr.step(t, oaExchange{name: "an unknown inbox is a 404", method: "GET", path: "/inbox/inb_nope", status: 404})
	tr.step(t, oaExchange{name: "its response changes", method: "PUT", path: "/inbox/" + iid, body: map[string]any{"status": 202, "headers": []any{map[string]any{"key": "X-A", "value": "1"}}}, status: 200})
	tr.step(t, oaExchange{name: "a bad delay is a 400", method: "PUT", path: "/inbox/" + iid, body: map[string]any{"delayMs": -1}, status: 400, refused: true, field: "response.delayMs"})
	tr.step(t, oaExchange{name: "changing an unknown inbox is a 404", method: "PUT", path: "/inbox/inb_nope", body: map[string]any{"status": 200}, status: 404})
	tr.step(t, oaExchange{name: "its captures are listed", method: "GET", path: "/inbox/" + iid + "/captures?limit=10", status: 200})
	tr.step(t, oaExchange{name: "a capture page from a seq", method: "GET", path: "/inbox/" + iid + "/captures?since=0", status: 200})
	tr.step(t, oaExchange{name: "a captures limit over 100 is a 400", method: "GET", path: "/inbox/" + iid + "/captures?limit=101", status: 400, refused: true, field: "limit"})
	tr.step(t, oaExchange{name: "captures of an unknown inbox are a 404", method: "GET", path: "/inbox/inb_nope/captures", status: 404})
	tr.step(t, oaExchange{name: "the stored captures as an ending stream", method: "GET", path: "/inbox/" + iid + "/live?since=0&follow=false", status: 200})
	tr.step(t, oaExchange{name: "a bad since on the stream is a 400", method: "GET", path: "/inbox/" + iid + "/live?since=-3", status: 400, refused: true, field: "since"})
	tr.step(t, oaExchange{name: "the stream of an unknown inbox is a 404", method: "GET", path: "/inbox/inb_nope/live", status: 404})
	tr.step(t, oaExchange{name: "its captures are cleared", method: "DELETE", path: "/inbox/" + iid + "/captures", status: 200})
	tr.step(t, oaExchange{name: "clearing an unknown inbox is a 404", method: "DELETE", path: "/inbox/inb_nope/captures", status: 404})
	tr.step(t, oaExchange{name: "an inbox stops", method: "POST", path: "/inbox/" + iid + "/stop", status: 200})
	tr.step(t, oaExchange{name: "stopping an unknown inbox is a 404", method: "POST", path: "/inbox/inb_nope/stop", status: 404})
	tr.occupied(t, int(iport), func() {
		tr.step(t, oaExchange{name: "starting an inbox whose port is taken is a 409", method: "POST", path: "/inbox/" + iid + "/start", status: 409})
	})
	tr.step(t, oaExchange{name: "an inbox starts again on its port", method: "POST", path: "/inbox/" + iid + "/start", status: 200})
	tr.step(t, oaExchange{name: "starting an unknown inbox is a 404", method: "POST", path: "/inbox/inb_nope/start", status: 404})
	tr.step(t, oaExchange{name: "an inbox is deleted", method: "DELETE", path: "/inbox/" + iid, status: 200})
	tr.step(t, oaExchange{name: "deleting it again is a 404", method: "DELETE", path: "/inbox/" + iid, status: 404})

	tr.step(t, oaExchange{name: "a connection to a closed port is diagnosed", method: "POST", path: "/diagnostics/connection", body: map[string]any{"url": "http://127.0.0.1:1/", "verifySSL": true}, status: 200})
	tr.step(t, oaExchange{name: "a diagnosis needs a url", method: "POST", path: "/diagnostics/connection", body: map[string]any{"httpVersion": "auto"}, status: 400, refused: true, field: "url"})
}

// occupied runs fn while another listener holds port on 127.0.0.1.
func (tr *oaTour) occupied(t *testing.T, port int, fn func()) {
	t.Helper()
	ln, err := net.Listen("tcp4", "127.0.0.1:"+strconv.Itoa(port))
	if err != nil {
		t.Fatalf("occupy port %d: %v", port, err)
	}
	defer func() { _ = ln.Close() }()
	fn()
}
