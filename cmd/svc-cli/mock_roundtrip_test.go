package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/svc-engine/svc-engine/mgmt/mgmttest"
)

// dropEvents removes every script of an exported collection (the run
// below checks what the mock answers, not the scripts written for
// postman-echo.com) and every digest auth, which the engine stores but
// cannot send (the spec: no execution path).
func dropEvents(v any) {
	switch x := v.(type) {
	case map[string]any:
		delete(x, "event")
		if a, ok := x["auth"].(map[string]any); ok && a["type"] == "digest" {
			delete(x, "auth")
		}
		for _, c := range x {
			dropEvents(c)
		}
	case []any:
		for _, c := range x {
			dropEvents(c)
		}
	}
}

// TestMockRoundTripAnswersARealCollectionWithItsExamples imports a
// Postman collection with saved responses from the shared corpus, starts
// a mock of it, runs the collection against the mock with svc-cli run,
// and checks that every request with examples was answered with its
// first example.
func TestMockRoundTripAnswersARealCollectionWithItsExamples(t *testing.T) {
	t.Parallel()
	const corpus = "/work/shared/corpus/postman-v2.0/newman-echo-v2.postman_collection.json"
	raw, err := os.ReadFile(corpus)
	if err != nil {
		t.Skipf("the shared corpus is not here: %v", err)
	}
	e := mgmttest.Start(t)
	e.Must(200, "POST", "/import", map[string]any{"content": string(raw)})
	var root string
	for _, c := range e.Do("GET", "/collections", nil).Array(t) {
		if m := c.(map[string]any); m["parentId"] == nil {
			root = m["id"].(string)
		}
	}
	mock := e.Must(201, "POST", "/mock", map[string]any{"collectionId": root})
	mockID, mockURL := mock["id"].(string), mock["url"].(string)

	// The same collection, pointed at the mock as a user points baseUrl at it.
	var doc any
	if err := json.Unmarshal([]byte(strings.TrimPrefix(string(raw), "\ufeff")), &doc); err != nil {
		t.Fatal(err)
	}
	dropEvents(doc)
	b, err := json.Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	run := filepath.Join(t.TempDir(), "echo-against-mock.json")
	if err := os.WriteFile(run, []byte(strings.ReplaceAll(string(b), "https://postman-echo.com", mockURL)), 0o600); err != nil {
		t.Fatal(err)
	}
	r := runCLI(t, "--daemon", e.Base, "run", run)
	if r.code != 0 {
		t.Fatalf("svc-cli run exit %d; stderr %q\n%s", r.code, r.stderr, r.stdout)
	}

	type example struct {
		ID     string `json:"id"`
		Name   string `json:"name"`
		Status int    `json:"status"`
	}
	var routes []struct {
		Method, Path string
		RequestID    string    `json:"requestId"`
		Examples     []example `json:"examples"`
	}
	if err := json.Unmarshal(e.Do("GET", "/mock/"+mockID+"/routes", nil).Body, &routes); err != nil {
		t.Fatal(err)
	}
	first := map[string]example{} // "METHOD /path" → the example it answers with
	for _, rt := range routes {
		if len(rt.Examples) > 0 {
			if _, seen := first[rt.Method+" "+rt.Path]; !seen {
				first[rt.Method+" "+rt.Path] = rt.Examples[0]
			}
		}
	}
	if len(first) < 6 {
		t.Fatalf("the corpus collection gave %d routes with examples; want at least 6: %+v", len(first), routes)
	}
	var acts []struct {
		Route       *string `json:"route"`
		ExampleID   string  `json:"exampleId"`
		ExampleName string  `json:"exampleName"`
		Status      int     `json:"status"`
	}
	if err := json.Unmarshal(e.Do("GET", "/mock/"+mockID+"/activity?limit=200", nil).Body, &acts); err != nil {
		t.Fatal(err)
	}
	answered := map[string]bool{}
	for _, a := range acts {
		if a.Route == nil {
			continue
		}
		want, ok := first[*a.Route]
		if !ok {
			continue // a request without examples: a 404 saying so
		}
		answered[*a.Route] = true
		if a.ExampleID != want.ID || a.Status != want.Status {
			t.Errorf("%s was answered with %s (%d); want its example %s (%d)", *a.Route, a.ExampleName, a.Status, want.Name, want.Status)
		}
		if !strings.Contains(r.stdout, "["+strconv.Itoa(want.Status)) {
			t.Errorf("the run output shows no [%d answer:\n%s", want.Status, r.stdout)
		}
	}
	for route := range first {
		if !answered[route] {
			t.Errorf("the run never reached %s on the mock", route)
		}
	}
}
