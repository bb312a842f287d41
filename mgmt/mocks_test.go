package mgmt_test

import (
	"io"
	"net"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/svc-engine/svc-engine/mgmt/mgmttest"
)

// mockAnswer is one answer of a mock server.
type mockAnswer struct {
	status  int
	headers [][2]string // in wire order
	body    string
}

// callRaw sends method path to base on a fresh connection and reads the
// answer with its header lines in wire order and names as sent.
func callRaw(t *testing.T, base, method, path string, header map[string]string) (mockAnswer, error) {
	t.Helper()
	host := strings.TrimPrefix(base, "http://")
	conn, err := net.Dial("tcp", host)
	if err != nil {
		return mockAnswer{}, err
	}
	defer func() { _ = conn.Close() }()
	var b strings.Builder
	b.WriteString(method + " " + path + " HTTP/1.1\r\nHost: " + host + "\r\nConnection: close\r\n")
	for k, v := range header {
		b.WriteString(k + ": " + v + "\r\n")
	}
	b.WriteString("\r\n")
	if _, err := conn.Write([]byte(b.String())); err != nil {
		return mockAnswer{}, err
	}
	_ = conn.SetReadDeadline(time.Now().Add(30 * time.Second))
	raw, err := io.ReadAll(conn)
	if err != nil {
		return mockAnswer{}, err
	}
	head, body, _ := strings.Cut(string(raw), "\r\n\r\n")
	lines := strings.Split(head, "\r\n")
	var a mockAnswer
	_, rest, _ := strings.Cut(lines[0], " ")
	code, _, _ := strings.Cut(rest, " ")
	if a.status, err = strconv.Atoi(code); err != nil {
		t.Fatalf("status line %q: %v", lines[0], err)
	}
	for _, l := range lines[1:] {
		k, v, _ := strings.Cut(l, ":")
		a.headers = append(a.headers, [2]string{k, strings.TrimSpace(v)})
	}
	a.body = body
	return a, nil
}

func (a mockAnswer) header(name string) string {
	for _, h := range a.headers {
		if strings.EqualFold(h[0], name) {
			return h[1]
		}
	}
	return ""
}

// mustCall is callRaw that fails the test on a transport error.
func mustCall(t *testing.T, base, method, path string, header map[string]string) mockAnswer {
	t.Helper()
	a, err := callRaw(t, base, method, path, header)
	if err != nil {
		t.Fatalf("%s %s%s: %v", method, base, path, err)
	}
	return a
}

// example creates a saved example of request rid.
func example(t *testing.T, e *mgmttest.Engine, rid string, fields map[string]any) string {
	t.Helper()
	if _, ok := fields["origin"]; !ok {
		fields["origin"] = "user"
	}
	return e.Must(201, "POST", "/requests/"+rid+"/examples", fields)["id"].(string)
}

func hdrs(kv ...string) []map[string]any {
	var out []map[string]any
	for i := 0; i < len(kv); i += 2 {
		out = append(out, map[string]any{"key": kv[i], "value": kv[i+1], "enabled": true})
	}
	return out
}

// petMock builds a small petstore collection with examples and starts a mock of it.
type petMock struct {
	col, list, one, mine, toys, create, nested string
	created, invalid                           string
	mock                                       map[string]any
	url                                        string
}

func startPetMock(t *testing.T, e *mgmttest.Engine, extra map[string]any) petMock {
	t.Helper()
	var p petMock
	p.col = e.Collection(map[string]any{"name": "Pets", "variables": map[string]any{"baseUrl": "http://api.example.com/v1"}})["id"].(string)
	folder := e.Collection(map[string]any{"name": "Admin", "parentId": p.col})["id"].(string)
	p.list = e.Request(p.col, map[string]any{"name": "List", "url": "{{baseUrl}}/pets?limit=10"})["id"].(string)
	p.one = e.Request(p.col, map[string]any{"name": "One", "url": "{{baseUrl}}/pets/{{petId}}"})["id"].(string)
	p.mine = e.Request(p.col, map[string]any{"name": "Mine", "url": "{{baseUrl}}/pets/mine"})["id"].(string)
	p.toys = e.Request(p.col, map[string]any{"name": "Toys", "url": "https://api.example.com/pets/:petId/toys"})["id"].(string)
	p.create = e.Request(p.col, map[string]any{"name": "Create", "method": "POST", "url": "{{baseUrl}}/pets"})["id"].(string)
	p.nested = e.Request(folder, map[string]any{"name": "Audit", "url": "{{baseUrl}}/admin/audit"})["id"].(string)
	example(t, e, p.list, map[string]any{"name": "all", "status": 200, "headers": hdrs("X-Zeta", "1", "x-alpha", "2", "X-Zeta", "3", "Content-Type", "application/json"), "body": `[{"id": 1,  "name":"Rex"}]`})
	example(t, e, p.list, map[string]any{"name": "empty", "status": 200, "body": `[]`})
	example(t, e, p.list, map[string]any{"name": "broken", "status": 503, "body": `down`, "contentType": "text/plain"})
	example(t, e, p.one, map[string]any{"name": "rex", "status": 200, "body": `{"id":1}`})
	example(t, e, p.mine, map[string]any{"name": "mine", "status": 200, "body": `{"mine":true}`})
	example(t, e, p.toys, map[string]any{"name": "toys", "status": 200, "body": `["ball"]`})
	p.created = example(t, e, p.create, map[string]any{"name": "created", "status": 201, "body": `{"id":2}`})
	p.invalid = example(t, e, p.create, map[string]any{"name": "invalid", "status": 400, "body": `{"error":"name"}`})
	example(t, e, p.nested, map[string]any{"name": "audit", "status": 200, "body": `ok`})
	body := map[string]any{"collectionId": p.col}
	for k, v := range extra {
		body[k] = v
	}
	p.mock = e.Must(201, "POST", "/mock", body)
	p.url = p.mock["url"].(string)
	return p
}

func TestMockAnswersEachRouteWithItsExampleVerbatim(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	p := startPetMock(t, e, nil)
	id := p.mock["id"].(string)
	if !strings.HasPrefix(id, "mck_") || !strings.HasPrefix(p.url, "http://127.0.0.1:") || p.mock["running"] != true {
		t.Fatalf("POST /mock answered %v; want an mck_ id, a loopback url and running", p.mock)
	}
	if routes, _ := p.mock["routes"].([]any); len(routes) != 6 {
		t.Fatalf("POST /mock routes = %v; want the 6 requests of the subtree", p.mock["routes"])
	}

	t.Run("the first example answers with its status, headers in order as saved and body byte for byte", func(t *testing.T) {
		a := mustCall(t, p.url, "GET", "/pets?limit=3", nil)
		if a.status != 200 || a.body != `[{"id": 1,  "name":"Rex"}]` {
			t.Fatalf("GET /pets = %d %q", a.status, a.body)
		}
		var got [][2]string
		for _, h := range a.headers {
			if h[0] == "X-Zeta" || h[0] == "x-alpha" {
				got = append(got, h)
			}
		}
		want := [][2]string{{"X-Zeta", "1"}, {"x-alpha", "2"}, {"X-Zeta", "3"}}
		if !slices.Equal(got, want) {
			t.Errorf("headers = %v; want %v in this order with these names", got, want)
		}
		if ct := a.header("Content-Type"); ct != "application/json" {
			t.Errorf("Content-Type = %q", ct)
		}
	})
	cases := []struct {
		name, method, path string
		header             map[string]string
		status             int
		body               string
	}{
		{"a {{variable}} segment matches any segment", "GET", "/pets/42", nil, 200, `{"id":1}`},
		{"a literal segment beats a variable one", "GET", "/pets/mine", nil, 200, `{"mine":true}`},
		{"a :param segment after scheme and host matches any segment", "GET", "/pets/7/toys", nil, 200, `["ball"]`},
		{"a trailing slash does not count", "GET", "/pets/7/toys/", nil, 200, `["ball"]`},
		{"a request of a subfolder is a route", "GET", "/admin/audit", nil, 200, `ok`},
		{"the method is part of the route", "POST", "/pets", nil, 201, `{"id":2}`},
		{"x-mock-response-code picks the example with that status", "GET", "/pets", map[string]string{"x-mock-response-code": "503"}, 503, `down`},
		{"x-mock-response-name picks the example with that name", "GET", "/pets", map[string]string{"X-Mock-Response-Name": "empty"}, 200, `[]`},
		{"a name differing in case still picks it", "POST", "/pets", map[string]string{"x-mock-response-name": "INVALID"}, 400, `{"error":"name"}`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			a := mustCall(t, p.url, c.method, c.path, c.header)
			if a.status != c.status || a.body != c.body {
				t.Errorf("%s %s %v = %d %q; want %d %q", c.method, c.path, c.header, a.status, a.body, c.status, c.body)
			}
		})
	}
	t.Run("the example's contentType is sent when its headers name none", func(t *testing.T) {
		a := mustCall(t, p.url, "GET", "/pets", map[string]string{"x-mock-response-code": "503"})
		if ct := a.header("Content-Type"); ct != "text/plain" {
			t.Errorf("Content-Type = %q; want text/plain", ct)
		}
	})
	t.Run("a picked example that does not exist is a 404 naming the headers", func(t *testing.T) {
		a := mustCall(t, p.url, "GET", "/pets", map[string]string{"x-mock-response-code": "418"})
		if a.status != 404 || !strings.Contains(a.body, "x-mock-response-code: 418") {
			t.Errorf("GET /pets with code 418 = %d %s", a.status, a.body)
		}
	})
	t.Run("no route is a 404 naming the method, the path and the closest routes", func(t *testing.T) {
		a := mustCall(t, p.url, "DELETE", "/pets/9/toys", nil)
		if a.status != 404 || a.header("Content-Type") != "application/json" {
			t.Fatalf("DELETE /pets/9/toys = %d %s", a.status, a.body)
		}
		for _, want := range []string{`"method":"DELETE"`, `"path":"/pets/9/toys"`, `"closestRoutes":["GET /pets/:petId/toys"`} {
			if !strings.Contains(a.body, want) {
				t.Errorf("404 body %s lacks %s", a.body, want)
			}
		}
	})
	t.Run("GET /mock/:id/routes lists method, template, request and examples", func(t *testing.T) {
		rs := e.Do("GET", "/mock/"+id+"/routes", nil).Array(t)
		var found bool
		for _, r := range rs {
			m := r.(map[string]any)
			if m["path"] == "/pets/{{petId}}" && m["method"] == "GET" && m["requestId"] == p.one {
				xs := m["examples"].([]any)
				found = len(xs) == 1 && xs[0].(map[string]any)["name"] == "rex"
			}
		}
		if !found {
			t.Errorf("routes %v lack GET /pets/{{petId}} of %s with its example", rs, p.one)
		}
	})
	t.Run("the activity lists the answered requests newest first with route, example and status", func(t *testing.T) {
		mustCall(t, p.url, "GET", "/nowhere", nil)
		mustCall(t, p.url, "GET", "/pets/5?x=1", nil)
		acts := e.Do("GET", "/mock/"+id+"/activity?limit=2", nil).Array(t)
		if len(acts) != 2 {
			t.Fatalf("activity limit 2 = %d entries", len(acts))
		}
		a0, a1 := acts[0].(map[string]any), acts[1].(map[string]any)
		if a0["path"] != "/pets/5" || a0["query"] != "x=1" || a0["route"] != "GET /pets/{{petId}}" || a0["exampleName"] != "rex" || a0["status"] != float64(200) {
			t.Errorf("newest activity = %v", a0)
		}
		if a1["path"] != "/nowhere" || a1["route"] != nil || a1["status"] != float64(404) {
			t.Errorf("second activity = %v", a1)
		}
		for _, q := range []string{"limit=0", "limit=201", "limit=x"} {
			if r := e.Do("GET", "/mock/"+id+"/activity?"+q, nil); r.Status != 400 {
				t.Errorf("activity?%s = %d; want 400", q, r.Status)
			}
		}
	})
}

func TestMockResponseModesAndLiveEdits(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	p := startPetMock(t, e, nil)

	t.Run("fixed answers mockExampleId", func(t *testing.T) {
		e.Must(200, "PUT", "/requests/"+p.create, map[string]any{"mockResponseMode": "fixed", "mockExampleId": p.invalid})
		if a := mustCall(t, p.url, "POST", "/pets", nil); a.status != 400 {
			t.Errorf("fixed on invalid: %d %s", a.status, a.body)
		}
	})
	t.Run("fixed with a missing example falls back to the first", func(t *testing.T) {
		e.Must(200, "PUT", "/requests/"+p.create, map[string]any{"mockExampleId": "exa_gone"})
		if a := mustCall(t, p.url, "POST", "/pets", nil); a.status != 201 {
			t.Errorf("fixed on a missing example: %d %s", a.status, a.body)
		}
	})
	t.Run("random answers every example over many calls and nothing else", func(t *testing.T) {
		e.Must(200, "PUT", "/requests/"+p.list, map[string]any{"mockResponseMode": "random"})
		seen := map[int]bool{}
		for range 60 {
			a := mustCall(t, p.url, "GET", "/pets", nil)
			seen[a.status] = true
		}
		if !seen[200] || !seen[503] || len(seen) != 2 {
			t.Errorf("random statuses seen %v; want 200 and 503", seen)
		}
	})
	t.Run("an edited example is served on the next call", func(t *testing.T) {
		xs := e.Do("GET", "/requests/"+p.one+"/examples", nil).Array(t)
		xid := xs[0].(map[string]any)["id"].(string)
		mustCall(t, p.url, "GET", "/pets/1", nil)
		e.Must(200, "PUT", "/requests/"+p.one+"/examples/"+xid, map[string]any{"body": `{"id":"edited"}`, "status": 202})
		if a := mustCall(t, p.url, "GET", "/pets/1", nil); a.status != 202 || a.body != `{"id":"edited"}` {
			t.Errorf("after the edit: %d %q", a.status, a.body)
		}
	})
	t.Run("a new request is a route on the next call", func(t *testing.T) {
		rid := e.Request(p.col, map[string]any{"name": "Health", "url": "{{baseUrl}}/health"})["id"].(string)
		example(t, e, rid, map[string]any{"name": "up", "body": "up"})
		if a := mustCall(t, p.url, "GET", "/health", nil); a.status != 200 || a.body != "up" {
			t.Errorf("GET /health after adding it: %d %q", a.status, a.body)
		}
	})
	t.Run("a route without examples is a 404 saying so", func(t *testing.T) {
		e.Request(p.col, map[string]any{"name": "Bare", "url": "{{baseUrl}}/bare"})
		if a := mustCall(t, p.url, "GET", "/bare", nil); a.status != 404 || !strings.Contains(a.body, "no saved example") {
			t.Errorf("GET /bare: %d %s", a.status, a.body)
		}
	})
}

func TestMockLifecycle(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	e := mgmttest.StartIn(t, dir)
	p := startPetMock(t, e, map[string]any{"delayMs": 150})
	id := p.mock["id"].(string)
	port := p.mock["port"].(float64)

	t.Run("delayMs holds every answer", func(t *testing.T) {
		start := time.Now()
		mustCall(t, p.url, "GET", "/pets", nil)
		if d := time.Since(start); d < 150*time.Millisecond {
			t.Errorf("answered after %v; want at least 150ms", d)
		}
	})
	t.Run("the mock is listed with its url and read by id", func(t *testing.T) {
		list := e.Do("GET", "/mock", nil).Array(t)
		if len(list) != 1 || list[0].(map[string]any)["url"] != p.url {
			t.Errorf("GET /mock = %v", list)
		}
		if got := e.Must(200, "GET", "/mock/"+id, nil); got["collectionId"] != p.col || got["delayMs"] != float64(150) {
			t.Errorf("GET /mock/:id = %v", got)
		}
	})
	t.Run("stop closes the port and start brings it back on the same port", func(t *testing.T) {
		if got := e.Must(200, "POST", "/mock/"+id+"/stop", nil); got["running"] != false {
			t.Errorf("stop answered %v", got)
		}
		if _, err := callRaw(t, p.url, "GET", "/pets", nil); err == nil {
			t.Fatal("a stopped mock still answers")
		}
		got := e.Must(200, "POST", "/mock/"+id+"/start", nil)
		if got["running"] != true || got["port"] != port {
			t.Errorf("start answered %v; want running on %v", got, port)
		}
		if a := mustCall(t, p.url, "GET", "/pets", nil); a.status != 200 {
			t.Errorf("after start: %d", a.status)
		}
	})
	t.Run("refusals", func(t *testing.T) {
		for _, c := range []struct {
			name string
			body any
			want int
		}{
			{"no collectionId", map[string]any{}, 400},
			{"an unknown collection", map[string]any{"collectionId": "col_nope"}, 400},
			{"a body id", map[string]any{"id": "mck_x", "collectionId": p.col}, 400},
			{"a negative delay", map[string]any{"collectionId": p.col, "delayMs": -1}, 400},
			{"a port out of range", map[string]any{"collectionId": p.col, "port": 70000}, 400},
			{"the port of a running mock", map[string]any{"collectionId": p.col, "port": port}, 409},
			{"not an object", "[]", 400},
		} {
			if r := e.Do("POST", "/mock", c.body); r.Status != c.want {
				t.Errorf("%s: %d %s; want %d", c.name, r.Status, r.Body, c.want)
			}
		}
		if n := len(e.Do("GET", "/mock", nil).Array(t)); n != 1 {
			t.Errorf("after the refusals %d mocks are stored; want 1", n)
		}
		for _, path := range []string{"/mock/mck_nope", "/mock/mck_nope/routes", "/mock/mck_nope/activity"} {
			if r := e.Do("GET", path, nil); r.Status != 404 {
				t.Errorf("GET %s = %d", path, r.Status)
			}
		}
		for _, path := range []string{"/mock/mck_nope/start", "/mock/mck_nope/stop"} {
			if r := e.Do("POST", path, nil); r.Status != 404 {
				t.Errorf("POST %s = %d", path, r.Status)
			}
		}
	})
	t.Run("an engine restart leaves it stopped and start brings it back on the same port", func(t *testing.T) {
		e.Stop()
		if err := e.Wait(); err != nil {
			t.Fatal(err)
		}
		if _, err := callRaw(t, p.url, "GET", "/pets", nil); err == nil {
			t.Fatal("the mock still answers after the engine stopped")
		}
		e2 := mgmttest.StartIn(t, dir)
		if got := e2.Must(200, "GET", "/mock/"+id, nil); got["running"] != false || got["port"] != port {
			t.Fatalf("after the restart: %v", got)
		}
		e2.Must(200, "POST", "/mock/"+id+"/start", nil)
		if a := mustCall(t, p.url, "GET", "/pets/mine", nil); a.status != 200 || a.body != `{"mine":true}` {
			t.Errorf("after the restart: %d %q", a.status, a.body)
		}
		e2.Must(200, "DELETE", "/mock/"+id, nil)
		if r := e2.Do("GET", "/mock/"+id, nil); r.Status != 404 {
			t.Errorf("GET after delete = %d", r.Status)
		}
		if r := e2.Do("DELETE", "/mock/"+id, nil); r.Status != 404 {
			t.Errorf("second delete = %d", r.Status)
		}
		if _, err := callRaw(t, p.url, "GET", "/pets", nil); err == nil {
			t.Error("a deleted mock still answers")
		}
	})
}
