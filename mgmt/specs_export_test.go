package mgmt_test

import (
	"encoding/json"
	"sort"
	"strings"
	"testing"

	"github.com/svc-engine/svc-engine/mgmt/mgmttest"
)

// parseTree reads a document with /import/parse: its operations, their
// parameter rows and their examples, as sorted lines.
func parseTree(t *testing.T, e *mgmttest.Engine, content string) []string {
	t.Helper()
	tree := e.Must(200, "POST", "/import/parse", map[string]any{"content": content})
	var out []string
	for _, r := range tree["requests"].([]any) {
		rm := r.(map[string]any)
		op := opOf(rm)
		out = append(out, "op "+op)
		for _, k := range []string{"params", "headers"} {
			rows, _ := rm[k].([]any)
			for _, row := range rows {
				rr := row.(map[string]any)
				out = append(out, op+" "+k+" "+rr["key"].(string)+"="+rr["value"].(string))
			}
		}
		exs, _ := rm["examples"].([]any)
		for _, x := range exs {
			xm := x.(map[string]any)
			b, _ := json.Marshal(xm["body"])
			out = append(out, op+" example "+xm["name"].(string)+" "+string(b))
		}
	}
	sort.Strings(out)
	return out
}

func notesOf(t *testing.T, res map[string]any) map[string]any {
	t.Helper()
	n := res["notes"].(map[string]any)
	for _, k := range []string{"direction", "dialect", "requestsExported", "requestsWithoutOperation", "operationsNotInDocument", "operationsRemoved", "requestsWithoutPath",
		"duplicateOperations", "examplesWritten", "examplesWithoutMediaType", "examplesTruncated", "examplesAlreadyDeclared", "examplesSampledAtImport",
		"sharedParametersLeft", "referencedResponsesLeft", "bodiesNotWritten", "rowsNotDeclared", "operationsEdited", "authDropped", "scriptsDropped",
		"variablesDropped", "foldersFlattened", "bodiesDropped", "formValuesDropped", "settingsDropped", "exampleHeadersDropped", "duplicateParameterRowsDropped", "vocabularyNotWritten"} {
		if _, ok := n[k]; !ok {
			t.Fatalf("notes lack %s: %v", k, n)
		}
	}
	if len(n) != 28 {
		t.Fatalf("notes carry %d members: %v", len(n), n)
	}
	return n
}

// Bind, then export, then re-import: every operation, parameter and
// example survives, and an unedited bound document comes back byte for
// byte.
func TestSpecExportBoundRoundTrip(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	for _, name := range corpusSpecDocs() {
		content := corpus(t, name)
		cid := importDoc(t, e, content)
		e.Must(200, "POST", "/specs/bind", map[string]any{"collectionId": cid, "content": content})
		res := e.Must(200, "POST", "/specs/export", map[string]any{"collectionId": cid})
		n := notesOf(t, res)
		if res["text"] != content {
			t.Fatalf("%s: the unedited bound document changed on export (notes %v)", name, n)
		}
		if n["direction"] != "document" || n["operationsRemoved"] != float64(0) || n["vocabularyNotWritten"] != strings.HasPrefix(name, "swagger") {
			t.Fatalf("%s: notes %v", name, n)
		}
		if got, want := parseTree(t, e, res["text"].(string)), parseTree(t, e, content); strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Fatalf("%s: the round trip lost something:\n%v\nwant\n%v", name, got, want)
		}
	}
}

func TestSpecExportBoundPatchesTheDocument(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	for _, name := range []string{"openapi-3/oai-v3.0-petstore.yaml", "openapi-3/oai-v3.0-petstore-expanded.json"} {
		content := corpus(t, name)
		cid := importDoc(t, e, content)
		e.Must(200, "POST", "/specs/bind", map[string]any{"collectionId": cid, "content": content})
		var list, create map[string]any
		for _, r := range subtree(t, e, cid) {
			switch opOf(r) {
			case "GET /pets":
				list = r
			case "POST /pets":
				create = r
			}
		}
		e.Must(200, "PUT", "/requests/"+id(list), map[string]any{"params": []any{map[string]any{"key": "limit", "value": "7", "enabled": true}}})
		e.Must(201, "POST", "/requests/"+id(list)+"/examples", map[string]any{"name": "two pets", "status": 200, "contentType": "application/json", "body": `[{"id":1,"name":"a"},{"id":2,"name":"b"}]`, "origin": "user"})
		e.Must(200, "DELETE", "/requests/"+id(create), nil)
		res := e.Must(200, "POST", "/specs/export", map[string]any{"collectionId": cid})
		n := notesOf(t, res)
		text := res["text"].(string)
		if n["operationsRemoved"] != float64(1) || n["operationsEdited"] != float64(1) || n["examplesWritten"] != float64(1) {
			t.Fatalf("%s: notes %v", name, n)
		}
		yaml := strings.HasSuffix(name, ".yaml")
		if yaml != !strings.HasPrefix(strings.TrimSpace(text), "{") || !strings.HasSuffix(res["fileName"].(string), map[bool]string{true: ".yaml", false: ".json"}[yaml]) {
			t.Fatalf("%s: the document changed syntax:\n%s", name, text[:200])
		}
		lines := parseTree(t, e, text)
		joined := strings.Join(lines, "\n")
		if strings.Contains(joined, "op POST /pets") {
			t.Fatalf("%s: the unclaimed operation is still declared:\n%s", name, joined)
		}
		if !strings.Contains(joined, "GET /pets params limit=7") || !strings.Contains(joined, `"[\n  {\n    \"id\": 1`) {
			t.Fatalf("%s: the row value or the example was not written:\n%s", name, joined)
		}
		if !strings.Contains(joined, "op GET /pets/{") {
			t.Fatalf("%s: a claimed operation was lost:\n%s", name, joined)
		}
	}
}

func TestSpecExportSkeletonInventsNothing(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	root := e.Collection(map[string]any{"name": "Hand Made", "auth": map[string]any{"mode": "bearer", "token": "{{tok}}"}, "variables": map[string]any{"host": "https://h.example"}})
	cid := id(root)
	a := e.Collection(map[string]any{"name": "A", "parentId": cid})
	b := e.Collection(map[string]any{"name": "B", "parentId": id(a)})
	r := e.Request(id(b), map[string]any{"name": "get one", "method": "GET", "url": "{{host}}/things/{{thingId}}/v{{ver}}?q=1",
		"params":           []any{map[string]any{"key": "q", "value": "1", "enabled": true}, map[string]any{"key": "off", "value": "", "enabled": false}, map[string]any{"key": "q", "value": "2", "enabled": true}},
		"headers":          []any{map[string]any{"key": "X-Trace", "value": "t", "enabled": true}},
		"elements":         []any{map[string]any{"kind": "script.post", "config": map[string]any{"script": "pm.test('ok', () => {})"}}},
		"mockResponseMode": "random", "followRedirects": false})
	e.Must(201, "POST", "/requests/"+id(r)+"/examples", map[string]any{"name": "ok", "status": 200, "contentType": "application/json", "body": `{"a":1}`})
	e.Request(cid, map[string]any{"name": "post", "method": "POST", "url": "{{host}}/things", "body": map[string]any{"mode": "json", "content": `{"n":1}`}, "auth": map[string]any{"mode": "basic", "username": "u", "password": "p"}})
	e.Request(cid, map[string]any{"name": "nowhere", "method": "GET", "url": "{{wholeUrl}}"})

	res := e.Must(200, "POST", "/specs/export", map[string]any{"collectionId": cid})
	n := notesOf(t, res)
	if n["direction"] != "skeleton" || n["requestsExported"] != float64(2) || n["requestsWithoutPath"] != float64(1) || n["foldersFlattened"] != float64(1) ||
		n["duplicateParameterRowsDropped"] != float64(1) || n["settingsDropped"] != float64(1) || n["examplesWritten"] != float64(1) || n["variablesDropped"] != float64(1) || n["scriptsDropped"] != float64(0) {
		t.Fatalf("notes %v", n)
	}
	var doc map[string]any
	if err := json.Unmarshal([]byte(res["text"].(string)), &doc); err != nil {
		t.Fatalf("skeleton is not JSON: %v", err)
	}
	paths := doc["paths"].(map[string]any)
	get := paths["/things/{thingId}/v{{ver}}"].(map[string]any)["get"].(map[string]any)
	if get["summary"] != "get one" || get["tags"].([]any)[0] != "A/B" || get["operationId"] != nil || get["x-svc-mock"].(map[string]any)["mode"] != "random" || get["x-svc-elements"] == nil {
		t.Fatalf("operation %v", get)
	}
	ps := get["parameters"].([]any)
	if len(ps) != 4 || ps[0].(map[string]any)["in"] != "path" || ps[2].(map[string]any)["x-svc-enabled"] != false || ps[3].(map[string]any)["in"] != "header" {
		t.Fatalf("parameters %v", ps)
	}
	post := paths["/things"].(map[string]any)["post"].(map[string]any)
	if post["requestBody"].(map[string]any)["content"].(map[string]any)["application/json"].(map[string]any)["example"].(map[string]any)["n"] != float64(1) {
		t.Fatalf("body %v", post)
	}
	schemes := doc["components"].(map[string]any)["securitySchemes"].(map[string]any)
	if schemes["bearerAuth"] == nil || schemes["basicAuth"] == nil || doc["security"] == nil || doc["servers"].([]any)[0].(map[string]any)["url"] != "{{host}}" {
		t.Fatalf("document %v", doc)
	}
	y := e.Must(200, "POST", "/specs/export", map[string]any{"collectionId": cid, "format": "yaml"})
	if !strings.HasPrefix(y["text"].(string), "openapi: ") || !strings.HasSuffix(y["fileName"].(string), ".yaml") {
		t.Fatalf("yaml skeleton %v", y["text"])
	}
	// The skeleton reads back through the import.
	tree := e.Must(200, "POST", "/import/parse", map[string]any{"content": y["text"]})
	if len(tree["requests"].([]any)) != 2 {
		t.Fatalf("re-import %v", tree)
	}
}

// The skeleton of a freshly imported (unbound) collection declares the
// same operations as the document it came from.
func TestSpecPropertyExportOfAnImportDeclaresItsOperations(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	for _, name := range corpusSpecDocs() {
		content := corpus(t, name)
		cid := importDoc(t, e, content)
		res := e.Must(200, "POST", "/specs/export", map[string]any{"collectionId": cid})
		ops := func(text string) []string {
			var out []string
			for _, l := range parseTree(t, e, text) {
				if strings.HasPrefix(l, "op ") {
					out = append(out, l)
				}
			}
			return out
		}
		if got, want := ops(res["text"].(string)), ops(content); strings.Join(got, ",") != strings.Join(want, ",") {
			t.Fatalf("%s: skeleton declares %v, want %v", name, got, want)
		}
	}
}

func TestSpecExportRefusals(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	cid := importDoc(t, e, corpus(t, "openapi-3/oai-v3.0-petstore.yaml"))
	bind := e.Must(200, "POST", "/specs/bind", map[string]any{"collectionId": cid, "content": corpus(t, "openapi-3/oai-v3.0-petstore.yaml")})
	for _, c := range []struct {
		body map[string]any
		want int
	}{
		{map[string]any{}, 400},
		{map[string]any{"collectionId": ""}, 400},
		{map[string]any{"collectionId": cid, "format": "xml"}, 400},
		{map[string]any{"collectionId": "col_missing"}, 404},
	} {
		if r := e.Do("POST", "/specs/export", c.body); r.Status != c.want {
			t.Fatalf("%v: %d %s", c.body, r.Status, r.Body)
		}
	}
	if _, err := openDB(t, e).Exec(`UPDATE specs SET content = '[1]' WHERE id = ?`, bind["specId"]); err != nil {
		t.Fatal(err)
	}
	if r := e.Do("POST", "/specs/export", map[string]any{"collectionId": cid}); r.Status != 409 {
		t.Fatalf("unreadable bound document: %d %s", r.Status, r.Body)
	}
	if _, err := openDB(t, e).Exec(`DELETE FROM specs WHERE id = ?`, bind["specId"]); err != nil {
		t.Fatal(err)
	}
	if r := e.Do("POST", "/specs/export", map[string]any{"collectionId": cid}); r.Status != 409 {
		t.Fatalf("missing bound document: %d %s", r.Status, r.Body)
	}
}

// A bound Swagger 2.0 document is patched in Swagger's own terms: a row
// value becomes its parameter's x-example, stored examples go into the
// response's examples map by media type, an unclaimed operation goes, the
// document keeps its syntax and every byte outside the edits, and the
// engine's vocabulary is not written.
func TestSpecExportBoundSwaggerPatchesTheDocument(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	for _, c := range []struct {
		name, list, drop, param, value, keep string
		dropLines                            int
	}{
		{"swagger-2/oai-v2.0-petstore.yaml", "GET /pets", "POST /pets", "limit", "7", "op GET /pets/{petId}", 12},
		{"swagger-2/oai-v2.0-uber.json", "GET /history", "GET /me", "offset", "40", "op GET /products", 24},
	} {
		content := corpus(t, c.name)
		cid := importDoc(t, e, content)
		e.Must(200, "POST", "/specs/bind", map[string]any{"collectionId": cid, "content": content})
		var list, drop map[string]any
		for _, r := range subtree(t, e, cid) {
			switch opOf(r) {
			case c.list:
				list = r
			case c.drop:
				drop = r
			}
		}
		e.Must(200, "PUT", "/requests/"+id(list), map[string]any{
			"params":           []any{map[string]any{"key": c.param, "value": c.value, "enabled": true}},
			"mockResponseMode": "random",
			"elements":         []any{map[string]any{"kind": "script.post", "config": map[string]any{"script": "pm.test('ok', () => {})"}}}})
		e.Must(201, "POST", "/requests/"+id(list)+"/examples", map[string]any{"name": "two", "status": 200, "contentType": "application/json", "body": `[{"id":1,"name":"a"},{"id":2,"name":"b"}]`, "origin": "user"})
		e.Must(201, "POST", "/requests/"+id(list)+"/examples", map[string]any{"name": "three", "status": 200, "contentType": "application/json", "body": `[]`, "origin": "user"})
		e.Must(200, "DELETE", "/requests/"+id(drop), nil)

		res := e.Must(200, "POST", "/specs/export", map[string]any{"collectionId": cid})
		n := notesOf(t, res)
		text := res["text"].(string)
		if n["dialect"] != "swagger-2.0" || n["vocabularyNotWritten"] != true || n["operationsRemoved"] != float64(1) || n["operationsEdited"] != float64(1) ||
			n["examplesWritten"] != float64(1) || n["examplesAlreadyDeclared"] != float64(1) {
			t.Fatalf("%s: notes %v", c.name, n)
		}
		yaml := strings.HasSuffix(c.name, ".yaml")
		if yaml != !strings.HasPrefix(strings.TrimSpace(text), "{") || !strings.HasSuffix(res["fileName"].(string), map[bool]string{true: ".yaml", false: ".json"}[yaml]) {
			t.Fatalf("%s: the document changed syntax:\n%s", c.name, text[:200])
		}
		if strings.Contains(text, "x-svc-") {
			t.Fatalf("%s: the engine's vocabulary was written into a Swagger 2.0 document:\n%s", c.name, text)
		}
		if !strings.Contains(text, "x-example") || !strings.Contains(text, `"swagger"`) && !strings.Contains(text, "swagger:") {
			t.Fatalf("%s: no x-example written:\n%s", c.name, text)
		}
		// Every line of the stored document that the edits do not touch is
		// still there, in order.
		// Every line of the stored document survives in order but those of
		// the removed operation.
		if kept, total := keptLines(content, text), len(strings.Split(content, "\n")); kept != total-c.dropLines {
			t.Fatalf("%s: %d of %d lines of the stored document survive the patch, want all but the %d of %s:\n%s", c.name, kept, total, c.dropLines, c.drop, text)
		}
		joined := strings.Join(parseTree(t, e, text), "\n")
		if strings.Contains(joined, "op "+c.drop) || !strings.Contains(joined, c.keep) {
			t.Fatalf("%s: operations after the patch:\n%s", c.name, joined)
		}
		if !strings.Contains(joined, c.list+" params "+c.param+"="+c.value) || !strings.Contains(joined, `"[\n  {\n    \"id\": 1`) {
			t.Fatalf("%s: the row value or the example did not read back:\n%s", c.name, joined)
		}
	}
}

// keptLines is the length of the longest common subsequence of the
// lines of a and b: how many lines of a survive in b, in order.
func keptLines(a, b string) int {
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	prev, cur := make([]int, len(bl)+1), make([]int, len(bl)+1)
	for i := range al {
		for j := range bl {
			switch {
			case al[i] == bl[j]:
				cur[j+1] = prev[j] + 1
			case prev[j+1] >= cur[j]:
				cur[j+1] = prev[j+1]
			default:
				cur[j+1] = cur[j]
			}
		}
		prev, cur = cur, prev
	}
	return prev[len(bl)]
}
