package importers

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/getkin/kin-openapi/openapi2"
	"github.com/getkin/kin-openapi/openapi3"
	"github.com/google/go-cmp/cmp"

	"github.com/svc-engine/svc-engine/codec"
)

// The update flag is shared by the importers' golden tests; whichever test
// file initializes first registers it.
var _ = func() bool {
	if flag.Lookup("update") == nil {
		flag.Bool("update", false, "rewrite testdata/**/*.golden.json from the current output")
	}
	return true
}()

func oaUpdate() bool {
	f := flag.Lookup("update")
	return f != nil && f.Value.String() == "true"
}

// oaInputs are the corpus copies under testdata/openapi: every document of
// openapi-3 and swagger-2, and of the multi-file petstore its entry
// document (the other files are the targets of its external $refs).
func oaInputs(t testing.TB) []string {
	t.Helper()
	var out []string
	for _, pattern := range []string{"openapi-3/*", "swagger-2/*", "swagger-2/*/spec/swagger.json"} {
		files, err := filepath.Glob(filepath.Join("testdata", "openapi", pattern))
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range files {
			if st, err := os.Stat(f); err == nil && !st.IsDir() && !strings.HasSuffix(f, ".golden.json") {
				out = append(out, f)
			}
		}
	}
	if len(out) == 0 {
		t.Fatal("no inputs under testdata/openapi")
	}
	slices.Sort(out)
	return out
}

func oaGoldenPath(input string) string {
	return strings.TrimSuffix(input, filepath.Ext(input)) + ".golden.json"
}

// oaDocument builds the Document detection would hand over: the format
// from the openapi or swagger member, Raw, and Value decoded as JSON or
// else YAML.
func oaDocument(t testing.TB, raw []byte) *Document {
	t.Helper()
	text := codec.RawMessage(raw)
	if !codec.Valid(raw) {
		var err error
		if text, err = codec.YAMLToJSON(raw); err != nil {
			t.Fatalf("decode %.80q: %v", raw, err)
		}
	}
	var v any
	if err := codec.Unmarshal(text, &v); err != nil {
		t.Fatalf("decode %.80q: %v", raw, err)
	}
	format := FormatOpenAPI3
	if m, ok := v.(map[string]any); ok {
		if _, ok := m["swagger"]; ok {
			format = FormatSwagger2
		}
	}
	return &Document{Format: format, Raw: raw, JSON: text, Value: v}
}

// oaMap maps a document as Parse does after detection.
func oaMap(t testing.TB, doc *Document, opts Options) Tree {
	t.Helper()
	mapFn := mapOpenAPI
	if doc.Format == FormatSwagger2 {
		mapFn = mapSwagger
	}
	tree, err := mapFn(doc, opts)
	if err != nil {
		t.Fatalf("map %s: %v", doc.Format, err)
	}
	return oaFinish(tree)
}

// oaFinish applies what Parse adds after a mapper: empty lists and the
// item counts.
func oaFinish(t Tree) Tree {
	if t.Meta.Skipped == nil {
		t.Meta.Skipped = []string{}
	}
	if t.Collections == nil {
		t.Collections = []Collection{}
	}
	if t.Requests == nil {
		t.Requests = []Request{}
	}
	if t.Environments == nil {
		t.Environments = []Environment{}
	}
	t.Meta.count("collections", len(t.Collections))
	t.Meta.count("requests", len(t.Requests))
	t.Meta.count("environments", len(t.Environments))
	n := 0
	for _, r := range t.Requests {
		n += len(r.Examples)
	}
	t.Meta.count("examples", n)
	return t
}

// oaMapText maps an inline document (JSON or YAML).
func oaMapText(t testing.TB, text string, opts Options) Tree {
	t.Helper()
	return oaMap(t, oaDocument(t, []byte(text)), opts)
}

func TestOpenAPIGolden(t *testing.T) {
	t.Parallel()
	for _, in := range oaInputs(t) {
		t.Run(filepath.ToSlash(strings.TrimPrefix(in, filepath.Join("testdata", "openapi")+string(filepath.Separator))), func(t *testing.T) {
			t.Parallel()
			raw, err := os.ReadFile(in)
			if err != nil {
				t.Fatal(err)
			}
			tree := oaMap(t, oaDocument(t, raw), Options{ImportEnvironments: true, ImportScripts: true})
			checkTreeApplies(t, tree)
			got := goldenTreeJSON(t, tree)
			golden := oaGoldenPath(in)
			if oaUpdate() {
				if err := os.WriteFile(golden, got, 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test -run TestOpenAPIGolden -update to create it)", err)
			}
			if !bytes.Equal(got, want) {
				var g, w Tree
				_ = json.Unmarshal(got, &g)
				_ = json.Unmarshal(want, &w)
				t.Errorf("%s: tree differs from %s (-want +got):\n%s", in, golden, cmp.Diff(w, g))
			}
		})
	}
}

// TestOpenAPICorpusCounts pins meta per corpus file: the format, the folder
// strategy and every count. The request and example counts agree with a
// count of the documents' operations and numeric response codes.
func TestOpenAPICorpusCounts(t *testing.T) {
	t.Parallel()
	type want struct {
		format, strategy string
		counts           map[string]int
	}
	cases := map[string]want{
		"openapi-3/discord-openapi-3.1.json": {"openapi-3.1", "paths",
			map[string]int{"collections": 18, "requests": 242, "examples": 496, "example_no_status": 242}},
		"openapi-3/oai-v3.0-callback-example.yaml": {"openapi-3.0", "paths",
			map[string]int{"collections": 2, "requests": 1, "examples": 1, "unresolved_base_url": 1}},
		"openapi-3/oai-v3.0-link-example.yaml": {"openapi-3.0", "paths",
			map[string]int{"collections": 3, "requests": 6, "examples": 6, "unresolved_base_url": 1}},
		"openapi-3/oai-v3.0-petstore-expanded.json": {"openapi-3.0", "paths",
			map[string]int{"collections": 2, "requests": 4, "examples": 4, "default_response": 4}},
		"openapi-3/oai-v3.0-petstore.yaml": {"openapi-3.0", "tags",
			map[string]int{"collections": 2, "requests": 3, "examples": 3, "default_response": 3}},
		"openapi-3/oai-v3.0-uspto.json": {"openapi-3.0", "tags",
			map[string]int{"collections": 3, "requests": 3, "examples": 5}},
		"openapi-3/oai-v3.1-non-oauth-scopes.json": {"openapi-3.1", "paths",
			map[string]int{"collections": 2, "requests": 1, "unresolved_base_url": 1}},
		"openapi-3/oai-v3.1-webhook-example.yaml": {"openapi-3.1", "tags",
			map[string]int{"collections": 1, "unresolved_base_url": 1}},
		"openapi-3/twilio-api-v2010.yaml": {"openapi-3.0", "tags",
			map[string]int{"collections": 76, "requests": 197, "examples": 199}},
		"swagger-2/moby-engine-api-swagger.yaml": {"swagger-2.0", "tags",
			map[string]int{"collections": 16, "requests": 108, "examples": 365, "unresolved_base_url": 1}},
		"swagger-2/oai-v2.0-api-with-examples.yaml": {"swagger-2.0", "paths",
			map[string]int{"collections": 1, "requests": 2, "examples": 4, "unresolved_base_url": 1}},
		"swagger-2/oai-v2.0-petstore-separate/spec/swagger.json": {"swagger-2.0", "paths",
			map[string]int{"collections": 2, "requests": 4, "examples": 4, "default_response": 4, "external_ref": 10}},
		"swagger-2/oai-v2.0-petstore.yaml": {"swagger-2.0", "tags",
			map[string]int{"collections": 2, "requests": 3, "examples": 3, "default_response": 3}},
		"swagger-2/oai-v2.0-uber.json": {"swagger-2.0", "tags",
			map[string]int{"collections": 4, "requests": 5, "examples": 5, "default_response": 5}},
	}
	for _, in := range oaInputs(t) {
		name := filepath.ToSlash(strings.TrimPrefix(in, filepath.Join("testdata", "openapi")+string(filepath.Separator)))
		w, ok := cases[name]
		if !ok {
			t.Errorf("%s has no row in the counts table", name)
			continue
		}
		delete(cases, name)
		raw, err := os.ReadFile(in)
		if err != nil {
			t.Fatal(err)
		}
		tree := oaMap(t, oaDocument(t, raw), Options{})
		if tree.Meta.Format != w.format || tree.Meta.FolderStrategy != w.strategy {
			t.Errorf("%s: format %q strategy %q, want %q %q", name, tree.Meta.Format, tree.Meta.FolderStrategy, w.format, w.strategy)
		}
		if diff := cmp.Diff(w.counts, tree.Meta.Counts); diff != "" {
			t.Errorf("%s: counts (-want +got):\n%s", name, diff)
		}
	}
	for name := range cases {
		t.Errorf("%s is in the counts table but not under testdata/openapi", name)
	}
}

// oaRequest finds a request by name.
func oaRequest(t *testing.T, tree Tree, name string) Request {
	t.Helper()
	for _, r := range tree.Requests {
		if r.Name == name {
			return r
		}
	}
	var names []string
	for _, r := range tree.Requests {
		names = append(names, r.Name)
	}
	t.Fatalf("no request named %q; requests: %q", name, names)
	return Request{}
}

// Rule 1: the root collection and baseUrl.
func TestOpenAPIRule1RootCollectionAndBaseURL(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name       string
		info       string // the info member, JSON
		servers    string // the servers member, JSON ("" for none)
		sourceURL  string
		wantName   string
		wantBase   string
		unresolved bool
	}{
		{"the title names the root", `{"title":"Pets","version":"1"}`, `[{"url":"https://api.example.com/v1"}]`, "", "Pets", "https://api.example.com/v1", false},
		{"no title gives Imported API", `{"version":"1"}`, `[{"url":"https://api.example.com"}]`, "", "Imported API", "https://api.example.com", false},
		{"a blank title gives Imported API", `{"title":"  ","version":"1"}`, `[{"url":"https://api.example.com"}]`, "", "Imported API", "https://api.example.com", false},
		{"server variable defaults are substituted", `{"title":"T"}`,
			`[{"url":"{scheme}://{host}:{port}/{base}","variables":{"scheme":{"default":"https"},"host":{"default":"api.example.com"},"port":{"default":8443,"enum":[8443,443]},"base":{"default":"v2"}}}]`,
			"", "T", "https://api.example.com:8443/v2", false},
		{"only the first server counts", `{"title":"T"}`, `[{"url":"https://one.example.com"},{"url":"https://two.example.com"}]`, "", "T", "https://one.example.com", false},
		{"a trailing slash is dropped from a resolved URL", `{"title":"T"}`, `[{"url":"https://api.example.com/v1/"}]`, "", "T", "https://api.example.com/v1", false},
		{"an absolute-path URL resolves against the source URL", `{"title":"T"}`, `[{"url":"/v2"}]`, "https://docs.example.com/specs/openapi.yaml", "T", "https://docs.example.com/v2", false},
		{"a relative URL resolves against the source URL's directory", `{"title":"T"}`, `[{"url":"api/v2"}]`, "https://docs.example.com/specs/openapi.yaml", "T", "https://docs.example.com/specs/api/v2", false},
		{"no servers means the server / of the source URL", `{"title":"T"}`, "", "https://docs.example.com/specs/openapi.yaml", "T", "https://docs.example.com", false},
		{"a relative URL without a source URL is kept and counted", `{"title":"T"}`, `[{"url":"/v2"}]`, "", "T", "/v2", true},
		{"no servers and no source URL keep / and count", `{"title":"T"}`, "", "", "T", "/", true},
		{"a relative source URL cannot resolve", `{"title":"T"}`, `[{"url":"/v2"}]`, "specs/openapi.yaml", "T", "/v2", true},
		{"a variable without a default stays and the URL is unresolved", `{"title":"T"}`, `[{"url":"https://{region}.example.com","variables":{"other":{"default":"x"}}}]`, "", "T", "https://{region}.example.com", true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			doc := `{"openapi":"3.0.3","info":` + c.info
			if c.servers != "" {
				doc += `,"servers":` + c.servers
			}
			doc += `,"paths":{}}`
			tree := oaMapText(t, doc, Options{SourceURL: c.sourceURL})
			root := tree.Collections[0]
			if root.Name != c.wantName || root.ParentTempID != nil {
				t.Errorf("root %q (parent %v), want %q at the top", root.Name, root.ParentTempID, c.wantName)
			}
			jsonValueEq(t, "variables", root.Variables, fmt.Sprintf(`{"baseUrl":%q}`, c.wantBase))
			if got := tree.Meta.Counts["unresolved_base_url"]; got != map[bool]int{true: 1}[c.unresolved] {
				t.Errorf("unresolved_base_url = %d, want unresolved %v", got, c.unresolved)
			}
		})
	}
}

// Rule 2: folders, the folder strategy and trace.
func TestOpenAPIRule2Folders(t *testing.T) {
	t.Parallel()
	doc := `
openapi: 3.0.3
info: {title: Shop}
tags:
  - {name: orders, description: Order things}
  - {name: unused}
  - {name: billing}
paths:
  /billing/invoices:
    get: {tags: [billing], summary: list invoices}
  /v1/api/{tenant}/carts:
    get: {summary: list carts}
    trace: {summary: trace carts}
  /api/v2/orders/{id}:
    get: {summary: get order}
    put: {tags: [orders, billing], summary: put order}
  /2010-04-01/Accounts.json:
    get: {summary: list accounts}
  /{id}:
    get: {summary: at the root}
  /:
    get: {summary: slash}
  /V3/api:
    get: {summary: only skipped segments}
  /misc:
    get: {tags: [zeta], summary: zeta one}
    post: {tags: [""], summary: empty tag}
`
	tree := oaMapText(t, doc, Options{})
	var folders []string
	byID := map[string]string{}
	for _, c := range tree.Collections[1:] {
		if c.ParentTempID == nil || *c.ParentTempID != tree.Collections[0].TempID {
			t.Errorf("folder %q is not a child of the root", c.Name)
		}
		folders = append(folders, c.Name)
		byID[c.TempID] = c.Name
	}
	// Declared tags first in the tags list's order (unused ones omitted),
	// then the others in order of first use; a tag and a path segment of
	// the same name share a folder.
	wantFolders := []string{"orders", "billing", "carts", "Accounts.json", "zeta", "misc"}
	if diff := cmp.Diff(wantFolders, folders); diff != "" {
		t.Errorf("folders (-want +got):\n%s", diff)
	}
	if d := tree.Collections[1].Description; d != "Order things" {
		t.Errorf("the orders folder's description is %q, want the tag's", d)
	}
	wantIn := map[string]string{
		"list invoices": "billing", "list carts": "carts", "get order": "orders", "put order": "orders",
		"list accounts": "Accounts.json", "at the root": "", "slash": "", "only skipped segments": "",
		"zeta one": "zeta", "empty tag": "misc",
	}
	for name, folder := range wantIn {
		r := oaRequest(t, tree, name)
		if got := byID[r.CollectionTempID]; got != folder {
			t.Errorf("%q is in folder %q, want %q", name, got, folder)
		}
	}
	if len(tree.Requests) != len(wantIn) {
		t.Errorf("%d requests, want %d (trace is not imported)", len(tree.Requests), len(wantIn))
	}
	if tree.Meta.Counts["unsupported_method"] != 1 {
		t.Errorf("unsupported_method = %d, want 1 for the trace operation", tree.Meta.Counts["unsupported_method"])
	}
	if tree.Meta.FolderStrategy != "mixed" {
		t.Errorf("folderStrategy %q, want mixed", tree.Meta.FolderStrategy)
	}

	for _, c := range []struct{ name, paths, want string }{
		{"every operation tagged", `{"/a":{"get":{"tags":["x"]}}}`, "tags"},
		{"no operation tagged", `{"/a":{"get":{}},"/{id}":{"get":{}}}`, "paths"},
		{"both", `{"/a":{"get":{"tags":["x"]}},"/b":{"get":{}}}`, "mixed"},
		{"no operation", `{}`, "tags"},
	} {
		tree := oaMapText(t, `{"openapi":"3.1.0","info":{"title":"T"},"paths":`+c.paths+`}`, Options{})
		if tree.Meta.FolderStrategy != c.want {
			t.Errorf("%s: folderStrategy %q, want %q", c.name, tree.Meta.FolderStrategy, c.want)
		}
	}
}

// Rule 3: url, auth, specOperation, operationId and names.
func TestOpenAPIRule3Requests(t *testing.T) {
	t.Parallel()
	doc := `{
  "openapi": "3.0.3",
  "info": {"title": "T"},
  "servers": [{"url": "https://api.example.com"}],
  "paths": {
    "/users/{userId}/posts/{post_id}": {
      "get": {"operationId": "getPost", "summary": "Get a post"},
      "delete": {"operationId": "getPost"},
      "patch": {"operationId": "patchPost"},
      "put": {},
      "head": {"summary": "  ", "operationId": ""},
      "options": {"operationId": 7}
    }
  }
}`
	tree := oaMapText(t, doc, Options{})
	want := []struct{ name, method, spec string }{
		{"Get a post", "GET", `{"operationId":"getPost","method":"GET","path":"/users/{userId}/posts/{post_id}"}`},
		// The repeated operationId stays on its first operation only.
		{"DELETE /users/{userId}/posts/{post_id}", "DELETE", `{"method":"DELETE","path":"/users/{userId}/posts/{post_id}"}`},
		{"patchPost", "PATCH", `{"operationId":"patchPost","method":"PATCH","path":"/users/{userId}/posts/{post_id}"}`},
		{"PUT /users/{userId}/posts/{post_id}", "PUT", `{"method":"PUT","path":"/users/{userId}/posts/{post_id}"}`},
		{"HEAD /users/{userId}/posts/{post_id}", "HEAD", `{"method":"HEAD","path":"/users/{userId}/posts/{post_id}"}`},
		{"OPTIONS /users/{userId}/posts/{post_id}", "OPTIONS", `{"method":"OPTIONS","path":"/users/{userId}/posts/{post_id}"}`},
	}
	if len(tree.Requests) != len(want) {
		t.Fatalf("%d requests, want %d", len(tree.Requests), len(want))
	}
	for i, w := range want {
		r := tree.Requests[i]
		if r.Name != w.name || r.Method != w.method {
			t.Errorf("request %d: %q %s, want %q %s", i, r.Name, r.Method, w.name, w.method)
		}
		if r.URL != "{{baseUrl}}/users/{{userId}}/posts/{{post_id}}" {
			t.Errorf("request %d: url %q", i, r.URL)
		}
		jsonValueEq(t, "auth", r.Auth, `{"mode":"inherit"}`)
		jsonValueEq(t, "specOperation", r.SpecOperation, w.spec)
	}
	if got := tree.Meta.Counts["duplicate_operation_id"]; got != 1 {
		t.Errorf("duplicate_operation_id = %d, want 1", got)
	}
}

// Rule 4: parameters.
func TestOpenAPIRule4Parameters(t *testing.T) {
	t.Parallel()
	doc := `
openapi: 3.0.3
info: {title: T}
components:
  parameters:
    Shared: {name: shared, in: query, example: from-ref}
  examples:
    First: {value: ex-ref}
  schemas:
    Limit: {type: integer, example: 25}
paths:
  /items/{id}:
    parameters:
      - {name: id, in: path, required: true, schema: {type: string}}
      - {name: page, in: query, example: 1}
      - {name: X-Trace, in: header, schema: {type: string}}
      - {$ref: '#/components/parameters/Shared'}
    get:
      parameters:
        - {name: page, in: query, example: 2}
        - {name: page, in: header, example: header-page}
        - {name: Authorization, in: header, example: Bearer x}
        - {name: content-type, in: header, example: text/plain}
        - {name: session, in: cookie, example: abc}
        - {name: a-example, in: query, example: a, examples: {one: {value: b}}, schema: {example: c, default: d}}
        - {name: b-examples, in: query, examples: {one: {value: true}, two: {value: false}}, schema: {example: c}}
        - {name: b-examples-ref, in: query, examples: {one: {$ref: '#/components/examples/First'}}}
        - {name: c-schema-example, in: query, schema: {example: 3.5, default: 4}}
        - {name: d-schema-default, in: query, schema: {type: integer, default: 10}}
        - {name: e-ref-schema, in: query, schema: {$ref: '#/components/schemas/Limit'}}
        - {name: f-object, in: query, example: {a: 1}, schema: {default: fallback}}
        - {name: g-null, in: query, example: null, schema: {default: after-null}}
        - {name: h-none, in: query}
        - {name: i-required, in: query, required: true}
        - {name: j-off, in: query, example: v, x-svc-enabled: false}
        - {name: k-on, in: query, x-svc-enabled: true}
        - {name: l-bad-toggle, in: query, x-svc-enabled: "no"}
`
	tree := oaMapText(t, doc, Options{})
	r := oaRequest(t, tree, "GET /items/{id}")
	jsonValueEq(t, "params", r.Params, `[
		{"key":"page","value":"2","enabled":true},
		{"key":"shared","value":"from-ref","enabled":true},
		{"key":"a-example","value":"a","enabled":true},
		{"key":"b-examples","value":"true","enabled":true},
		{"key":"b-examples-ref","value":"ex-ref","enabled":true},
		{"key":"c-schema-example","value":"3.5","enabled":true},
		{"key":"d-schema-default","value":"10","enabled":true},
		{"key":"e-ref-schema","value":"25","enabled":true},
		{"key":"f-object","value":"","enabled":false},
		{"key":"g-null","value":"after-null","enabled":true},
		{"key":"h-none","value":"","enabled":false},
		{"key":"i-required","value":"","enabled":true},
		{"key":"j-off","value":"v","enabled":false},
		{"key":"k-on","value":"","enabled":true},
		{"key":"l-bad-toggle","value":"","enabled":false}
	]`)
	jsonValueEq(t, "headers", r.Headers, `[
		{"key":"X-Trace","value":"","enabled":false},
		{"key":"page","value":"header-page","enabled":true}
	]`)
}

// Rule 5: request bodies.
func TestOpenAPIRule5Bodies(t *testing.T) {
	t.Parallel()
	doc := `{
  "openapi": "3.0.3",
  "info": {"title": "T"},
  "components": {
    "requestBodies": {"Form": {"content": {"application/x-www-form-urlencoded": {"schema": {"type": "object", "required": ["name"], "properties": {
      "name": {"type": "string"}, "count": {"type": "integer", "example": 3}, "mode": {"const": "fast"}, "opt": {"type": "string"}, "file": {"type": "string", "format": "binary"}
    }}}}}},
    "schemas": {"Pet": {"type": "object", "properties": {"name": {"type": "string"}, "age": {"type": "integer"}}}}
  },
  "paths": {
    "/example": {"post": {"requestBody": {"content": {"application/json": {"example": {"zeta": 1, "alpha": {"y": [true, null], "x": 1.50}}, "schema": {"$ref": "#/components/schemas/Pet"}}}}}},
    "/schema": {"post": {"requestBody": {"content": {"application/vnd.api+json; charset=utf-8": {"schema": {"$ref": "#/components/schemas/Pet"}}}}}},
    "/examples-only": {"post": {"requestBody": {"content": {"application/json": {"examples": {"a": {"value": {"from": "examples"}}}, "schema": {"type": "object", "properties": {"from": {"type": "string", "example": "schema"}}}}}}}},
    "/json-string": {"post": {"requestBody": {"content": {"application/json": {"example": "{\"raw\": true}"}}}}},
    "/no-schema": {"post": {"requestBody": {"content": {"application/json": {}}}}},
    "/text": {"post": {"requestBody": {"content": {"text/plain": {"example": "ignored", "schema": {"type": "string"}}}}}},
    "/xml-then-json": {"post": {"requestBody": {"content": {"application/xml": {"example": "<a/>"}, "application/json": {"example": {"picked": "json"}}}}}},
    "/xml-only": {"post": {"requestBody": {"content": {"application/xml": {"schema": {"type": "object"}}}}}},
    "/form-then-json": {"post": {"requestBody": {"content": {"application/x-www-form-urlencoded": {"schema": {"type": "object"}}, "application/json": {"example": {}}}}}},
    "/urlencoded": {"post": {"requestBody": {"$ref": "#/components/requestBodies/Form"}}},
    "/multipart": {"post": {"requestBody": {"content": {"multipart/form-data": {"schema": {"allOf": [{"type": "object", "required": ["upload"], "properties": {
        "upload": {"type": "string", "format": "binary"},
        "extra": {"type": "string", "format": "binary"},
        "many": {"type": "array", "items": {"type": "string", "format": "binary"}},
        "meta": {"type": "object", "example": {"k": "v"}},
        "note": {"type": "string"},
        "tag": {"type": "string", "default": "blue"},
        "png": {"type": "string", "contentMediaType": "image/png"},
        "raw": {"type": "string", "contentEncoding": "binary"},
        "doc": {"type": "string", "contentMediaType": "application/json", "example": "{}"}
    }}]}}}}}}
  }
}`
	tree := oaMapText(t, doc, Options{})
	body := func(path string) json.RawMessage {
		return oaRequest(t, tree, "POST "+path).Body
	}
	jsonValueEq(t, "example", body("/example"), `{"mode":"json","content":"{\n  \"zeta\": 1,\n  \"alpha\": {\n    \"y\": [\n      true,\n      null\n    ],\n    \"x\": 1.50\n  }\n}"}`)
	// Member order and number spelling come from the document.
	if !strings.Contains(string(body("/example")), `\"zeta\": 1,\n  \"alpha\"`) || !strings.Contains(string(body("/example")), `1.50`) {
		t.Errorf("the example lost its member order or number text: %s", body("/example"))
	}
	jsonValueEq(t, "schema", body("/schema"), `{"mode":"json","content":"{\n  \"name\": \"string\",\n  \"age\": 0\n}"}`)
	jsonValueEq(t, "examples only", body("/examples-only"), `{"mode":"json","content":"{\n  \"from\": \"schema\"\n}"}`)
	jsonValueEq(t, "json string", body("/json-string"), `{"mode":"json","content":"{\"raw\": true}"}`)
	jsonValueEq(t, "no schema", body("/no-schema"), `{"mode":"json","content":""}`)
	jsonValueEq(t, "text", body("/text"), `{"mode":"text","content":""}`)
	jsonValueEq(t, "xml then json", body("/xml-then-json"), `{"mode":"json","content":"{\n  \"picked\": \"json\"\n}"}`)
	if b := body("/xml-only"); b != nil {
		t.Errorf("an XML-only body maps to %s, want none", b)
	}
	jsonValueEq(t, "form then json", body("/form-then-json"), `{"mode":"x-www-form-urlencoded","fields":[]}`)
	jsonValueEq(t, "urlencoded", body("/urlencoded"), `{"mode":"x-www-form-urlencoded","fields":[
		{"key":"name","value":"","enabled":true},
		{"key":"count","value":"3","enabled":true},
		{"key":"mode","value":"fast","enabled":true},
		{"key":"opt","value":"","enabled":false},
		{"key":"file","value":"","enabled":false}
	]}`)
	jsonValueEq(t, "multipart", body("/multipart"), `{"mode":"form-data","fields":[
		{"key":"upload","value":"","enabled":true,"type":"file"},
		{"key":"extra","value":"","enabled":false,"type":"file"},
		{"key":"many","value":"","enabled":false,"type":"file"},
		{"key":"meta","value":"{\n  \"k\": \"v\"\n}","enabled":true},
		{"key":"note","value":"","enabled":false},
		{"key":"tag","value":"blue","enabled":true},
		{"key":"png","value":"","enabled":false,"type":"file"},
		{"key":"raw","value":"","enabled":false,"type":"file"},
		{"key":"doc","value":"{}","enabled":true}
	]}`)
}

// Rule 5: schema sampling.
func TestOpenAPIRule5Sampling(t *testing.T) {
	t.Parallel()
	components := `{
  "Node": {"type": "object", "properties": {"value": {"type": "integer"}, "next": {"$ref": "#/components/schemas/Node"}}},
  "List": {"type": "array", "items": {"$ref": "#/components/schemas/List"}},
  "Named": {"type": "string", "example": "named"},
  "A": {"$ref": "#/components/schemas/B"},
  "B": {"type": "object", "properties": {"b": {"type": "boolean"}}}
}`
	cases := []struct{ name, schema, want string }{
		{"types", `{"type":"object","properties":{"s":{"type":"string"},"i":{"type":"integer"},"n":{"type":"number"},"b":{"type":"boolean"},"z":{"type":"null"},"a":{"type":"array","items":{"type":"string"}},"o":{"type":"object"}}}`,
			`{"s":"string","i":0,"n":0,"b":true,"z":null,"a":["string"],"o":{}}`},
		{"const wins over example and examples", `{"type":"string","const":"c","example":"e","examples":["x"]}`, `"c"`},
		{"example wins over examples", `{"type":"string","example":"e","examples":["x"]}`, `"e"`},
		{"the first examples entry", `{"type":"string","examples":["x","y"]}`, `"x"`},
		{"default, then the first enum value", `{"type":"object","properties":{"d":{"type":"string","default":"dd","enum":["e"]},"e":{"type":"string","enum":["e1","e2"]}}}`, `{"d":"dd","e":"e1"}`},
		{"a literal example is kept whole", `{"type":"object","example":{"b":2,"a":[1]}}`, `{"b":2,"a":[1]}`},
		{"$ref is followed", `{"$ref":"#/components/schemas/Named"}`, `"named"`},
		{"a $ref chain is followed", `{"$ref":"#/components/schemas/A"}`, `{"b":true}`},
		{"a reference cycle stops at an empty value", `{"$ref":"#/components/schemas/Node"}`, `{"value":0,"next":{}}`},
		{"an array cycle stops at an empty array", `{"$ref":"#/components/schemas/List"}`, `[[]]`},
		{"the first allOf branch", `{"allOf":[{"type":"object","properties":{"first":{"type":"string"}}},{"type":"object","properties":{"second":{"type":"string"}}}]}`, `{"first":"string"}`},
		{"the first oneOf branch", `{"oneOf":[{"type":"integer"},{"type":"string"}]}`, `0`},
		{"the first anyOf branch", `{"anyOf":[{"type":"boolean"},{"type":"string"}]}`, `true`},
		{"own properties join the branch", `{"type":"object","properties":{"own":{"type":"integer"}},"allOf":[{"type":"object","properties":{"base":{"type":"string"}}}]}`, `{"base":"string","own":0}`},
		{"the first non-null member of a type array", `{"type":["null","integer"]}`, `0`},
		{"a type array of only null", `{"type":["null"]}`, `null`},
		{"prefixItems", `{"type":"array","prefixItems":[{"type":"string"},{"type":"integer"}],"items":{"type":"boolean"}}`, `["string",0]`},
		{"untyped with properties is an object", `{"properties":{"p":{"type":"string"}}}`, `{"p":"string"}`},
		{"untyped with items is an array", `{"items":{"type":"integer"}}`, `[0]`},
		{"an empty schema is an object", `{}`, `{}`},
		{"a boolean schema", `true`, `null`},
		{"an external $ref", `{"type":"object","properties":{"x":{"$ref":"other.yaml#/X"}}}`, `{"x":null}`},
		{"an array of an external $ref", `{"type":"array","items":{"$ref":"other.yaml#/X"}}`, `[]`},
		{"sampling stops at depth 6", `{"type":"object","properties":{"l1":{"type":"object","properties":{"l2":{"type":"object","properties":{"l3":{"type":"object","properties":{"l4":{"type":"object","properties":{"l5":{"type":"object","properties":{"l6":{"type":"object","properties":{"l7":{"type":"string"}}},"s6":{"type":"string"},"a6":{"type":"array","items":{"type":"string"}}}}}}}}}}}}}}}`,
			`{"l1":{"l2":{"l3":{"l4":{"l5":{"l6":{},"s6":"string","a6":[]}}}}}}`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			root, err := oaDecode([]byte(`{"openapi":"3.1.0","components":{"schemas":` + components + `},"x-schema":` + c.schema + `}`))
			if err != nil {
				t.Fatal(err)
			}
			m := newOAMapper(root, Options{})
			got, _ := m.sample(root.get("x-schema")).appendJSON(nil, "", 0, 1<<20)
			jsonValueEq(t, c.schema, got, c.want)
		})
	}
	t.Run("member order follows the properties", func(t *testing.T) {
		root, _ := oaDecode([]byte(`{"x-schema":{"properties":{"z":{"type":"integer"},"a":{"type":"integer"},"m":{"type":"integer"}}}}`))
		got, _ := newOAMapper(root, Options{}).sample(root.get("x-schema")).appendJSON(nil, "", 0, 1<<20)
		if string(got) != `{"z":0,"a":0,"m":0}` {
			t.Errorf("got %s", got)
		}
	})
}

// Rule 6: responses become examples.
func TestOpenAPIRule6Examples(t *testing.T) {
	t.Parallel()
	doc := `
openapi: 3.0.3
info: {title: T}
components:
  responses:
    NotFound:
      description: Not   found
      content:
        application/problem+json:
          example: {title: missing, status: 404}
paths:
  /r:
    get:
      responses:
        "200":
          description: |
            The list,
            paged.
          content:
            text/html: {example: "<p>hi</p>"}
            application/json:
              example: {b: 1, a: 2}
        201:
          description: created
          content:
            application/json:
              examples:
                first: {value: [1, 2]}
                second: {value: [3]}
        "202":
          description: sampled
          content:
            application/json:
              schema: {type: object, properties: {ok: {type: boolean}}}
        "203":
          description: text
          content:
            text/plain: {example: pong}
        "204":
          description: ""
        "404": {$ref: '#/components/responses/NotFound'}
        default: {description: error}
        2XX: {description: range}
        "600": {description: out of range}
        x-extension: {description: not a response}
`
	tree := oaMapText(t, doc, Options{})
	r := oaRequest(t, tree, "GET /r")
	want := []Example{
		{Name: "200 The list, paged.", Status: 200, Headers: json.RawMessage("[]"), Body: "{\n  \"b\": 1,\n  \"a\": 2\n}", ContentType: "application/json"},
		{Name: "201 created", Status: 201, Headers: json.RawMessage("[]"), Body: "[\n  1,\n  2\n]", ContentType: "application/json"},
		{Name: "202 sampled", Status: 202, Headers: json.RawMessage("[]"), Body: "{\n  \"ok\": true\n}", ContentType: "application/json"},
		{Name: "203 text", Status: 203, Headers: json.RawMessage("[]"), Body: "pong", ContentType: "text/plain"},
		{Name: "204", Status: 204, Headers: json.RawMessage("[]"), Body: "", ContentType: ""},
		{Name: "404 Not found", Status: 404, Headers: json.RawMessage("[]"), Body: "{\n  \"title\": \"missing\",\n  \"status\": 404\n}", ContentType: "application/problem+json"},
	}
	if diff := cmp.Diff(want, r.Examples); diff != "" {
		t.Errorf("examples (-want +got):\n%s", diff)
	}
	if got := tree.Meta.Counts["default_response"]; got != 1 {
		t.Errorf("default_response = %d, want 1", got)
	}
	if got := tree.Meta.Counts["example_no_status"]; got != 2 {
		t.Errorf("example_no_status = %d, want 2 (2XX and 600)", got)
	}
	none := oaMapText(t, `{"openapi":"3.0.0","info":{"title":"T"},"paths":{"/n":{"get":{"responses":{"default":{"description":"x"}}}}}}`, Options{})
	if ex := none.Requests[0].Examples; ex != nil {
		t.Errorf("a request with no numeric response has examples %v, want none", ex)
	}
	if b, _ := json.Marshal(none.Requests[0]); strings.Contains(string(b), `"examples"`) {
		t.Errorf("a request with no examples serializes them: %s", b)
	}
}

// Rule 7: collection auth.
func TestOpenAPIRule7Auth(t *testing.T) {
	t.Parallel()
	schemes := `{
  "bearer": {"type": "http", "scheme": "Bearer"},
  "basic": {"type": "http", "scheme": "basic"},
  "digest": {"type": "http", "scheme": "digest"},
  "headerKey": {"type": "apiKey", "in": "header", "name": "X-API-Key"},
  "queryKey": {"type": "apiKey", "in": "query", "name": "api_key"},
  "cookieKey": {"type": "apiKey", "in": "cookie", "name": "sid"},
  "oauth": {"type": "oauth2", "flows": {}},
  "shared": {"$ref": "#/components/securitySchemes/headerKey"}
}`
	cases := []struct {
		name, security, schemes, want string
		cookie, skipped               bool
	}{
		{"the first security entry names the scheme", `[{"basic":[]},{"bearer":[]}]`, schemes, `{"mode":"basic","username":"","password":""}`, false, false},
		{"http bearer", `[{"bearer":[]}]`, schemes, `{"mode":"bearer","token":""}`, false, false},
		{"apiKey in a header", `[{"headerKey":[]}]`, schemes, `{"mode":"apikey","key":"X-API-Key","value":"","in":"header"}`, false, false},
		{"apiKey in the query", `[{"queryKey":[]}]`, schemes, `{"mode":"apikey","key":"api_key","value":"","in":"query"}`, false, false},
		{"a referenced scheme", `[{"shared":[]}]`, schemes, `{"mode":"apikey","key":"X-API-Key","value":"","in":"header"}`, false, false},
		{"apiKey in a cookie is counted", `[{"cookieKey":[]}]`, schemes, `{"mode":"none"}`, true, true},
		{"oauth2 is not mapped", `[{"oauth":["read"]}]`, schemes, `{"mode":"none"}`, false, true},
		{"http digest is not mapped", `[{"digest":[]}]`, schemes, `{"mode":"none"}`, false, true},
		{"no security: the first scheme", ``, `{"queryKey":{"type":"apiKey","in":"query","name":"k"},"bearer":{"type":"http","scheme":"bearer"}}`, `{"mode":"apikey","key":"k","value":"","in":"query"}`, false, false},
		{"an empty security list: the first scheme", `[]`, `{"bearer":{"type":"http","scheme":"bearer"}}`, `{"mode":"bearer","token":""}`, false, false},
		{"an empty requirement means no auth", `[{}]`, schemes, `{"mode":"none"}`, false, false},
		{"an undeclared scheme", `[{"missing":[]}]`, schemes, `{"mode":"none"}`, false, true},
		{"no scheme at all", ``, ``, `{"mode":"none"}`, false, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			doc := `{"openapi":"3.0.3","info":{"title":"T"},"paths":{"/a":{"get":{}}}`
			if c.security != "" {
				doc += `,"security":` + c.security
			}
			if c.schemes != "" {
				doc += `,"components":{"securitySchemes":` + c.schemes + `}`
			}
			tree := oaMapText(t, doc+`}`, Options{})
			jsonValueEq(t, "auth", tree.Collections[0].Auth, c.want)
			jsonValueEq(t, "request auth", tree.Requests[0].Auth, `{"mode":"inherit"}`)
			if got := tree.Meta.Counts["security_unmapped_apikey_cookie"]; got != map[bool]int{true: 1}[c.cookie] {
				t.Errorf("security_unmapped_apikey_cookie = %d", got)
			}
			if (len(tree.Meta.Skipped) > 0) != c.skipped {
				t.Errorf("skipped = %q, want some: %v", tree.Meta.Skipped, c.skipped)
			}
		})
	}
}

// Rule 8: malformed structures and external references, in both dialects.
func TestOpenAPIRule8Malformed(t *testing.T) {
	t.Parallel()
	openapi := `{
  "openapi": "3.1.0",
  "info": {"title": "T"},
  "paths": {
    "/number": 5,
    "/null": null,
    "/array": [],
    "/ok": {
      "parameters": {"name": "bad", "in": "query"},
      "get": {
        "parameters": [
          {"name": "q", "in": "query", "example": "1"},
          "not an object",
          {"in": "query"},
          {"$ref": "common.yaml#/parameters/Page"},
          {"$ref": "#/components/parameters/Missing"}
        ],
        "requestBody": {"content": {"application/json": {"schema": {"$ref": "schemas.json#/Pet"}}}},
        "responses": {
          "200": {"$ref": "responses.yaml#/Ok"},
          "201": {"description": "x", "content": {"application/json": {"schema": {"$ref": "schemas.json#/Pet"}}}},
          "202": "not an object"
        }
      },
      "post": {"parameters": "nope"},
      "put": "not an object"
    },
    "/external": {"$ref": "paths.yaml#/Items"}
  },
  "components": {"schemas": {"Unused": {"$ref": "other.json"}}}
}`
	tree := oaMapText(t, openapi, Options{})
	want := map[string]int{
		// 3 path items, the path-level parameters object, the post's
		// parameters string, the put operation, two bad parameter entries,
		// response 202, and the dangling local $ref.
		"malformed_spec": 10,
		// Every external $ref occurrence: the parameter, two schemas, the
		// response, the path item and the unused component.
		"external_ref": 6,
		"collections":  2, "requests": 2, "examples": 1, "unresolved_base_url": 1,
	}
	if diff := cmp.Diff(want, tree.Meta.Counts); diff != "" {
		t.Errorf("counts (-want +got):\n%s\nskipped: %q", diff, tree.Meta.Skipped)
	}
	get := oaRequest(t, tree, "GET /ok")
	jsonValueEq(t, "params", get.Params, `[{"key":"q","value":"1","enabled":true}]`)
	jsonValueEq(t, "body", get.Body, `{"mode":"json","content":""}`)
	if post := oaRequest(t, tree, "POST /ok"); post.Params != nil {
		t.Errorf("a parameters value that is not an array gives rows %s", post.Params)
	}

	swagger := `
swagger: "2.0"
info: {title: T, version: "1"}
host: api.example.com
paths:
  /number: 5
  /ok:
    parameters: {name: bad, in: query, type: string}
    get:
      parameters:
        - {name: q, in: query, type: string, x-example: "1"}
        - 7
        - {$ref: 'parameters.json#/Page'}
      responses:
        "200": {description: ok, schema: {$ref: 'Pet.json'}}
        "201": nope
    post: {parameters: nope, responses: {}}
    put: 5
    trace: {responses: {}}
`
	tree = oaMapText(t, swagger, Options{})
	want = map[string]int{
		// The path item, both parameters values, the bad entry, response
		// 201 and the put operation.
		"malformed_spec": 6, "external_ref": 2, "unsupported_method": 1,
		"collections": 2, "requests": 2, "examples": 1,
	}
	if diff := cmp.Diff(want, tree.Meta.Counts); diff != "" {
		t.Errorf("swagger counts (-want +got):\n%s\nskipped: %q", diff, tree.Meta.Skipped)
	}
	jsonValueEq(t, "swagger params", oaRequest(t, tree, "GET /ok").Params, `[{"key":"q","value":"1","enabled":true}]`)
}

// A Swagger 2.0 document goes through openapi2conv; what the conversion
// loses through Go maps is put back from the original.
func TestOpenAPISwaggerConversion(t *testing.T) {
	t.Parallel()
	doc := `{
  "swagger": "2.0",
  "info": {"title": "S", "version": "1"},
  "host": "https://api.example.com/base",
  "basePath": "/v1",
  "securityDefinitions": {"zKey": {"type": "apiKey", "in": "header", "name": "X-Key"}, "aBasic": {"type": "basic"}},
  "paths": {
    "/zebra": {"post": {
      "parameters": [{"name": "body", "in": "body", "schema": {"$ref": "#/definitions/Thing"}}],
      "responses": {"201": {"description": "made", "examples": {"application/json": {"zz": 1, "aa": {"k2": 2, "k1": 1.0}}}}, "200": {"description": "ok"}}
    }},
    "/apple": {
      "put": {"consumes": ["multipart/form-data"], "parameters": [
        {"name": "zfile", "in": "formData", "type": "file", "required": true},
        {"name": "atext", "in": "formData", "type": "string", "default": "d"}
      ], "responses": {}},
      "get": {"produces": ["text/plain", "application/json"], "parameters": [{"name": "q", "in": "query", "type": "string", "x-example": "ex", "x-svc-enabled": false}],
        "responses": {"200": {"description": "ok", "schema": {"type": "string"}}}}
    }
  },
  "definitions": {"Thing": {"type": "object", "properties": {"zeta": {"type": "string"}, "alpha": {"type": "integer"}}}}
}`
	tree := oaMapText(t, doc, Options{})
	jsonValueEq(t, "variables", tree.Collections[0].Variables, `{"baseUrl":"https://api.example.com/base/v1"}`)
	jsonValueEq(t, "auth", tree.Collections[0].Auth, `{"mode":"apikey","key":"X-Key","value":"","in":"header"}`)
	var order []string
	for _, r := range tree.Requests {
		order = append(order, r.Name)
	}
	if diff := cmp.Diff([]string{"POST /zebra", "PUT /apple", "GET /apple"}, order); diff != "" {
		t.Errorf("request order (-want +got):\n%s", diff)
	}
	zebra := tree.Requests[0]
	jsonValueEq(t, "body", zebra.Body, `{"mode":"json","content":"{\n  \"zeta\": \"string\",\n  \"alpha\": 0\n}"}`)
	if !strings.Contains(string(zebra.Body), `zeta\": \"string\",\n  \"alpha`) {
		t.Errorf("properties lost their order: %s", zebra.Body)
	}
	if len(zebra.Examples) != 2 || zebra.Examples[0].Status != 201 || zebra.Examples[0].Body != "{\n  \"zz\": 1,\n  \"aa\": {\n    \"k2\": 2,\n    \"k1\": 1.0\n  }\n}" {
		t.Errorf("examples %+v: want 201 then 200, the example in source order", zebra.Examples)
	}
	jsonValueEq(t, "form", tree.Requests[1].Body, `{"mode":"form-data","fields":[{"key":"zfile","value":"","enabled":true,"type":"file"},{"key":"atext","value":"d","enabled":true}]}`)
	get := tree.Requests[2]
	jsonValueEq(t, "x-example", get.Params, `[{"key":"q","value":"ex","enabled":false}]`)
	if ct := get.Examples[0].ContentType; ct != "application/json" {
		t.Errorf("content type %q, want the JSON one of produces", ct)
	}

	noConsumes := oaMapText(t, `{"swagger":"2.0","info":{"title":"S","version":"1"},"paths":{"/f":{"post":{"parameters":[{"name":"a","in":"formData","type":"string"}],"responses":{}}},"/b":{"post":{"parameters":[{"name":"b","in":"body","schema":{"type":"object"}}],"responses":{}}}}}`, Options{})
	jsonValueEq(t, "form without consumes", noConsumes.Requests[0].Body, `{"mode":"x-www-form-urlencoded","fields":[{"key":"a","value":"","enabled":false}]}`)
	jsonValueEq(t, "body without consumes", noConsumes.Requests[1].Body, `{"mode":"json","content":"{}"}`)
}

// YAML specifics: anchors, merge keys and scalars.
func TestOpenAPIYAML(t *testing.T) {
	t.Parallel()
	doc := `
openapi: 3.0.3
info: {title: Y}
x-base: &base
  description: shared
  responses:
    200:
      description: ok
      content:
        application/json:
          example: {n: 0x1F, f: 1.5e3, big: 12345678901234567890, d: 2024-01-02, s: "007", y: yes, inf: .inf}
paths:
  /a:
    get:
      <<: *base
      summary: A
    post:
      <<: *base
      summary: B
      description: own
`
	tree := oaMapText(t, doc, Options{})
	a, b := oaRequest(t, tree, "A"), oaRequest(t, tree, "B")
	if a.Description != "shared" || b.Description != "own" {
		t.Errorf("descriptions %q %q: merged keys must not override stated ones", a.Description, b.Description)
	}
	want := "{\n  \"n\": 31,\n  \"f\": 1.5e3,\n  \"big\": 12345678901234567890,\n  \"d\": \"2024-01-02\",\n  \"s\": \"007\",\n  \"y\": \"yes\",\n  \"inf\": \".inf\"\n}"
	if len(a.Examples) != 1 || a.Examples[0].Body != want {
		t.Errorf("example %+v, want body %q", a.Examples, want)
	}
	if _, err := oaDecode([]byte("a: &x\n  b: *x\n")); err == nil {
		t.Error("an alias inside its own anchor decodes")
	}
}

// The walk agrees with kin-openapi's loader (external refs refused, no
// validation) on every operation of the OpenAPI 3 corpus, and with
// kin-openapi's Swagger 2.0 model on the Swagger corpus.
func TestOpenAPIAgreesWithKin(t *testing.T) {
	t.Parallel()
	for _, in := range oaInputs(t) {
		raw, err := os.ReadFile(in)
		if err != nil {
			t.Fatal(err)
		}
		doc := oaDocument(t, raw)
		tree := oaMap(t, doc, Options{})
		got := map[string]string{}
		for _, r := range tree.Requests {
			var so struct{ OperationID, Method, Path string }
			if err := json.Unmarshal(r.SpecOperation, &so); err != nil {
				t.Fatal(err)
			}
			got[so.Method+" "+so.Path] = so.OperationID
		}
		want := map[string]string{}
		if doc.Format == FormatOpenAPI3 {
			loader := openapi3.NewLoader()
			loader.IsExternalRefsAllowed = false
			kdoc, err := loader.LoadFromData(raw)
			if err != nil {
				t.Errorf("%s: kin-openapi loader: %v", in, err)
				continue
			}
			for path, item := range kdoc.Paths.Map() {
				for method, op := range item.Operations() {
					if method != "TRACE" {
						want[method+" "+path] = op.OperationID
					}
				}
			}
		} else {
			var d2 openapi2.T
			if err := json.Unmarshal(oaMustJSON(t, raw), &d2); err != nil {
				t.Errorf("%s: openapi2: %v", in, err)
				continue
			}
			for path, item := range d2.Paths {
				for method, op := range item.Operations() {
					want[method+" "+path] = op.OperationID
				}
			}
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("%s: operations (-kin +mapped):\n%s", in, diff)
		}
	}
}

// oaMustJSON turns a JSON or YAML document into JSON text.
func oaMustJSON(t testing.TB, raw []byte) []byte {
	t.Helper()
	n, err := oaDecode(raw)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := n.appendJSON(nil, "", 0, 1<<30)
	return b
}

// Parse routes OpenAPI and Swagger documents here, and the tree it returns
// carries the dialect.
func TestOpenAPIThroughParse(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ doc, format string }{
		{`{"openapi":"3.0.1","info":{"title":"A"},"paths":{"/a":{"get":{}}}}`, "openapi-3.0"},
		{"openapi: 3.1.0\ninfo: {title: B}\npaths:\n  /b:\n    get: {}\n", "openapi-3.1"},
		{`{"swagger":"2.0","info":{"title":"C","version":"1"},"paths":{"/c":{"get":{"responses":{}}}}}`, "swagger-2.0"},
	} {
		tree, err := Parse([]byte(c.doc), Options{ImportEnvironments: true, ImportScripts: true})
		if err != nil {
			t.Errorf("Parse(%s): %v", c.doc, err)
			continue
		}
		if tree.Meta.Format != c.format || len(tree.Requests) != 1 || tree.Meta.Counts["requests"] != 1 {
			t.Errorf("Parse(%s): format %q, %d requests, counts %v", c.doc, tree.Meta.Format, len(tree.Requests), tree.Meta.Counts)
		}
	}
}

// Limits that keep a tree applicable.
func TestOpenAPILimits(t *testing.T) {
	t.Parallel()
	var b strings.Builder
	b.WriteString(`{"openapi":"3.0.0","info":{"title":"L"},"paths":{"/a":{"get":{"responses":{`)
	for i := 0; i < 120; i++ {
		if i > 0 {
			b.WriteString(",")
		}
		fmt.Fprintf(&b, `"%d":{"description":"r"}`, 200+i)
	}
	b.WriteString(`}}},"/big":{"get":{"responses":{"200":{"description":"big","content":{"text/plain":{"example":"` + strings.Repeat("x", oaMaxExampleBody+1) + `"}}}}}}}}`)
	tree := oaMapText(t, b.String(), Options{})
	if n := len(oaRequest(t, tree, "GET /a").Examples); n != oaMaxExamples {
		t.Errorf("%d examples, want the cap %d", n, oaMaxExamples)
	}
	if body := oaRequest(t, tree, "GET /big").Examples[0].Body; body != "" {
		t.Errorf("an oversized example body is kept (%d bytes)", len(body))
	}
	if len(tree.Meta.Skipped) != 21 {
		t.Errorf("skipped %d sentences, want 21: %q", len(tree.Meta.Skipped), tree.Meta.Skipped)
	}
	checkTreeApplies(t, tree)
}

// The large documents of the corpus, timed (informational: the bar is
// parse and apply under 1 s and 200 MiB each). Parse here is detection and
// mapping; the tree's JSON encoding stands in for the apply payload.
func TestOpenAPILargeDocumentTimings(t *testing.T) {
	for _, name := range []string{"openapi-3/discord-openapi-3.1.json", "openapi-3/twilio-api-v2010.yaml", "swagger-2/moby-engine-api-swagger.yaml"} {
		raw, err := os.ReadFile(filepath.Join("testdata", "openapi", filepath.FromSlash(name)))
		if err != nil {
			t.Logf("%s: %v", name, err)
			continue
		}
		doc := oaDocument(t, raw)
		runtime.GC()
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		start := time.Now()
		tree := oaMap(t, doc, Options{})
		mapped := time.Since(start)
		out, err := json.Marshal(tree)
		if err != nil {
			t.Fatal(err)
		}
		total := time.Since(start)
		runtime.ReadMemStats(&after)
		line := fmt.Sprintf("%s (%d KiB): map %v, map+encode %v, allocated %d MiB, tree %d KiB, %d requests",
			name, len(raw)>>10, mapped.Round(time.Millisecond), total.Round(time.Millisecond),
			(after.TotalAlloc-before.TotalAlloc)>>20, len(out)>>10, len(tree.Requests))
		start = time.Now()
		if _, err := Parse(raw, Options{}); err == nil {
			line += fmt.Sprintf("; Parse (detect+map) %v", time.Since(start).Round(time.Millisecond))
		}
		t.Log(line)
	}
}

// FuzzOpenAPI feeds both mappers arbitrary documents: they may refuse one,
// never panic, and a tree they return links every item and encodes.
func FuzzOpenAPI(f *testing.F) {
	for _, pattern := range []string{"openapi-3/*", "swagger-2/*", "swagger-2/*/spec/*.json"} {
		files, _ := filepath.Glob(filepath.Join("testdata", "openapi", pattern))
		for _, file := range files {
			if st, err := os.Stat(file); err != nil || st.IsDir() || st.Size() > 64<<10 || strings.HasSuffix(file, ".golden.json") {
				continue // the large documents make each fuzz run slow
			}
			if b, err := os.ReadFile(file); err == nil {
				f.Add(b)
			}
		}
	}
	f.Add([]byte(`{"openapi":"3.1.0","paths":{"/a":5,"/b":{"parameters":{},"get":{"responses":{"200":{"$ref":"#/x"}}}}}}`))
	f.Add([]byte("swagger: '2.0'\npaths:\n  /a:\n    get:\n      parameters: [{in: formData, name: f, type: file}]\n"))
	// Found by fuzzing: a null definition made kin-openapi's marshal panic.
	f.Add([]byte("definitions: \n 0:"))
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, format := range []string{FormatOpenAPI3, FormatSwagger2} {
			doc := &Document{Format: format, Raw: data}
			mapFn := mapOpenAPI
			if format == FormatSwagger2 {
				mapFn = mapSwagger
			}
			tree, err := mapFn(doc, Options{SourceURL: "https://example.com/spec.yaml"})
			if err != nil {
				continue
			}
			ids := map[string]bool{}
			for _, c := range tree.Collections {
				if c.ParentTempID != nil && !ids[*c.ParentTempID] {
					t.Fatalf("collection %s names an unknown parent", c.TempID)
				}
				ids[c.TempID] = true
			}
			for _, r := range tree.Requests {
				if !ids[r.CollectionTempID] {
					t.Fatalf("request %s names an unknown collection", r.TempID)
				}
			}
			if _, err := json.Marshal(tree); err != nil {
				t.Fatalf("encode: %v", err)
			}
		}
	})
}
