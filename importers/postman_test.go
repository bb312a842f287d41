package importers

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/svc-engine/svc-engine/workspace"
)

// The -update flag rewrites golden files. Several test files of this
// package may want it, so it is registered once, by whichever file's
// variables initialize first, and read through flag.Lookup.
var _ = func() bool {
	if flag.Lookup("update") == nil {
		flag.Bool("update", false, "rewrite testdata/**/*.golden.json from the current output")
	}
	return true
}()

// postmanUpdate reports whether -update was given.
func postmanUpdate() bool {
	f := flag.Lookup("update")
	return f != nil && f.Value.String() == "true"
}

// postmanAllOn is the parse an API caller gets by default.
var postmanAllOn = Options{ImportEnvironments: true, ImportScripts: true}

// postmanInputs lists the Postman corpus copies under testdata/postman.
func postmanInputs(t testing.TB) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("testdata", "postman", "*", "*.json"))
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, f := range files {
		if !strings.HasSuffix(f, ".golden.json") {
			out = append(out, f)
		}
	}
	if len(out) == 0 {
		t.Fatal("no inputs under testdata/postman")
	}
	return out
}

// postmanGoldenPath is where the expected tree of input lives.
func postmanGoldenPath(input string) string {
	return strings.TrimSuffix(input, ".json") + ".golden.json"
}

func TestPostmanGolden(t *testing.T) {
	t.Parallel()
	for _, in := range postmanInputs(t) {
		t.Run(filepath.ToSlash(in), func(t *testing.T) {
			t.Parallel()
			data, err := os.ReadFile(in)
			if err != nil {
				t.Fatal(err)
			}
			tree, err := Parse(data, Options{ImportEnvironments: true, ImportScripts: true, FileName: filepath.Base(in)})
			if err != nil {
				t.Fatalf("Parse(%s): %v", in, err)
			}
			checkTreeApplies(t, tree)
			got := goldenTreeJSON(t, tree)
			golden := postmanGoldenPath(in)
			if postmanUpdate() {
				if err := os.WriteFile(golden, got, 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("read golden (run go test -update to create it): %v", err)
			}
			if diff := cmp.Diff(string(want), string(got)); diff != "" {
				t.Errorf("Parse(%s) differs from %s (-want +got):\n%s", in, golden, diff)
			}
		})
	}
}

// TestPostmanCorpusCounts checks each corpus file against the numbers
// SOURCES.md states for it (requests, folders + the root = collections,
// saved responses = examples) and the counters its content implies.
func TestPostmanCorpusCounts(t *testing.T) {
	t.Parallel()
	tests := []struct {
		file   string
		format string
		counts map[string]int
	}{
		// postman-v2.1
		{"v2.1/newman-protocol-profile-behavior.postman_collection.json", FormatPostman21, map[string]int{"requests": 8, "collections": 4}},
		{"v2.1/newman-whatwg-url.postman_collection.json", FormatPostman21, map[string]int{"requests": 26, "collections": 5, "path_variables": 0, "invalid_percent_encoding": 1}},
		{"v2.1/newman-sandbox-libraries.postman_collection.json", FormatPostman21, map[string]int{"requests": 3, "collections": 1}},
		{"v2.1/newman-redirect-with-body.postman_collection.json", FormatPostman21, map[string]int{"requests": 4, "collections": 1}},
		{"v2.1/newman-request-body-with-get.postman_collection.json", FormatPostman21, map[string]int{"requests": 3, "collections": 1}},
		{"v2.1/newman-disabled-and-duplicates.postman_collection.json", FormatPostman21, map[string]int{"requests": 1, "collections": 1}},
		{"v2.1/k6-format-v2.1.json", FormatPostman21, map[string]int{"requests": 3, "collections": 4, "variable_metadata": 0}},
		{"v2.1/k6-tree.json", FormatPostman21, map[string]int{"requests": 11, "collections": 7}},
		{"v2.1/k6-github-graphql.json", FormatPostman21, map[string]int{"requests": 1, "collections": 1, "variable_metadata": 2}},
		{"v2.1/k6-upload.json", FormatPostman21, map[string]int{"requests": 1, "collections": 1}},
		{"v2.1/svc-package-library.postman_collection.json", FormatPostman21, map[string]int{"requests": 1, "collections": 1, "package_reference": 2}},
		// postman-v2.0
		{"v2.0/newman-echo-v2.postman_collection.json", FormatPostman20, map[string]int{"requests": 22, "collections": 8, "examples": 10}},
		{"v2.0/newman-multi-level-folders-v2.postman_collection.json", FormatPostman20, map[string]int{"requests": 6, "collections": 5}},
		{"v2.0/newman-super-sandbox-test.postman_collection.json", FormatPostman20, map[string]int{"requests": 11, "collections": 1}},
		{"v2.0/newman-bom-in-collection-file.postman_collection.json", FormatPostman20, map[string]int{"requests": 3, "collections": 1}},
		{"v2.0/k6-nested-folders.json", FormatPostman20, map[string]int{"requests": 20, "collections": 7, "examples": 7}},
		{"v2.0/k6-format-v2.json", FormatPostman20, map[string]int{"requests": 3, "collections": 4}},
		{"v2.0/k6-inherit-nested.json", FormatPostman20, map[string]int{"requests": 1, "collections": 5}},
		{"v2.0/k6-twitter.json", FormatPostman20, map[string]int{"requests": 18, "collections": 5, "path_variables": 1}},
		// postman-env
		{"env/k6-environment.json", FormatPostmanEnv, map[string]int{"environments": 1, "variable_metadata": 3}},
		{"env/k6-globals.json", FormatPostmanGlob, map[string]int{"environments": 0, "variable_metadata": 3}},
		{"env/newman-disabled-and-duplicates.postman_environment.json", FormatPostmanEnv, map[string]int{"environments": 1, "variable_metadata": 2}},
		{"env/newman-bom-in-environment-file.postman_environment.json", FormatPostmanEnv, map[string]int{"environments": 1}},
		{"env/newman-utf16-le-encoding-in-env.postman_environment.json", FormatPostmanEnv, map[string]int{"environments": 1}},
		{"env/newman-globals-env-data-files.postman_globals.json", FormatPostmanGlob, map[string]int{"environments": 0, "variable_metadata": 7}},
	}
	seen := map[string]bool{}
	for _, tt := range tests {
		seen[filepath.Join("testdata", "postman", filepath.FromSlash(tt.file))] = true
		t.Run(tt.file, func(t *testing.T) {
			t.Parallel()
			data, err := os.ReadFile(filepath.Join("testdata", "postman", filepath.FromSlash(tt.file)))
			if err != nil {
				t.Fatal(err)
			}
			tree, err := Parse(data, postmanAllOn)
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			if tree.Meta.Format != tt.format {
				t.Errorf("meta.format = %q, want %q", tree.Meta.Format, tt.format)
			}
			for name, want := range tt.counts {
				if got := tree.Meta.Counts[name]; got != want {
					t.Errorf("meta.counts[%s] = %d, want %d (all counts: %v)", name, got, want, tree.Meta.Counts)
				}
			}
		})
	}
	for _, in := range postmanInputs(t) {
		if !seen[in] {
			t.Errorf("%s has no row in the counts table", in)
		}
	}
}

// parsePostman parses an inline document that must be claimed by a
// Postman format.
func parsePostman(t *testing.T, doc string, opts Options) Tree {
	t.Helper()
	tree, err := Parse([]byte(doc), opts)
	if err != nil {
		t.Fatalf("Parse(%s): %v", doc, err)
	}
	if !strings.HasPrefix(tree.Meta.Format, "postman-") {
		t.Fatalf("Parse(%s): format %q, want a Postman format", doc, tree.Meta.Format)
	}
	checkTreeApplies(t, tree)
	return tree
}

// collection21 wraps items (a JSON array text) in a v2.1 collection.
func collection21(items string) string {
	return `{"info":{"name":"T","schema":"https://schema.getpostman.com/json/collection/v2.1.0/collection.json"},"item":` + items + `}`
}

// request21 wraps a request object in a one-item collection.
func request21(req string) string {
	return collection21(`[{"name":"R","request":` + req + `}]`)
}

// postmanJSONEq compares two JSON texts by value, member order included.
func postmanJSONEq(t *testing.T, what string, got json.RawMessage, want string) {
	t.Helper()
	if string(workspace.Compact(got)) != string(workspace.Compact([]byte(want))) {
		t.Errorf("%s = %s, want %s", what, got, want)
	}
}

func TestPostmanRule1FoldersRequestsAndMalformedItems(t *testing.T) {
	t.Parallel()
	tree := parsePostman(t, collection21(`[
		"not an object",
		{"name":"F","item":[{"name":"A","request":{"url":"http://a"}},{"name":"G","item":[],"request":{"url":"http://ignored"}}]},
		{"name":"B","request":"http://b"},
		{"name":"neither"},
		7
	]`), postmanAllOn)
	if got, want := tree.Meta.Counts["malformed_item"], 3; got != want {
		t.Errorf("malformed_item = %d, want %d", got, want)
	}
	type node struct{ ID, Parent, Name string }
	var cols []node
	for _, c := range tree.Collections {
		p := ""
		if c.ParentTempID != nil {
			p = *c.ParentTempID
		}
		cols = append(cols, node{c.TempID, p, c.Name})
	}
	wantCols := []node{{"c1", "", "T"}, {"c2", "c1", "F"}, {"c3", "c2", "G"}}
	if diff := cmp.Diff(wantCols, cols); diff != "" {
		t.Errorf("collections (-want +got):\n%s", diff)
	}
	var reqs []node
	for _, r := range tree.Requests {
		reqs = append(reqs, node{r.TempID, r.CollectionTempID, r.Name + " " + r.Method + " " + r.URL})
	}
	wantReqs := []node{{"r1", "c2", "A GET http://a"}, {"r2", "c1", "B GET http://b"}}
	if diff := cmp.Diff(wantReqs, reqs); diff != "" {
		t.Errorf("requests (-want +got):\n%s", diff)
	}
	postmanJSONEq(t, "root auth", tree.Collections[0].Auth, `{"mode":"none"}`)
	postmanJSONEq(t, "request auth", tree.Requests[0].Auth, `{"mode":"inherit"}`)
}

func TestPostmanRule2Methods(t *testing.T) {
	t.Parallel()
	tests := []struct {
		method      string // JSON text, "" for absent
		want        string
		unsupported int
	}{
		{`"get"`, "GET", 0},
		{`"Patch"`, "PATCH", 0},
		{`"options"`, "OPTIONS", 0},
		{`"head"`, "HEAD", 0},
		{`"delete"`, "DELETE", 0},
		{`"put"`, "PUT", 0},
		{`"post"`, "POST", 0},
		{``, "GET", 0},
		{`"PROPFIND"`, "GET", 1},
		{`"trace"`, "GET", 1},
		{`42`, "GET", 1},
	}
	for _, tt := range tests {
		t.Run("method "+tt.method, func(t *testing.T) {
			t.Parallel()
			req := `{"url":"http://x"}`
			if tt.method != "" {
				req = `{"method":` + tt.method + `,"url":"http://x"}`
			}
			tree := parsePostman(t, request21(req), postmanAllOn)
			if got := tree.Requests[0].Method; got != tt.want {
				t.Errorf("method %s became %s, want %s", tt.method, got, tt.want)
			}
			if got := tree.Meta.Counts["unsupported_method"]; got != tt.unsupported {
				t.Errorf("unsupported_method = %d, want %d", got, tt.unsupported)
			}
		})
	}
}

func TestPostmanRule3URLs(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name       string
		url        string // the request's url member, JSON
		wantURL    string
		wantParams string
		counts     map[string]int
		rootVars   string // the root collection's variables, "" for none
	}{
		{
			name:       "a string URL splits at the first ? into decoded enabled params",
			url:        `"http://h/p?a=1%202&b=x?y&c"`,
			wantURL:    "http://h/p?a=1%202&b=x?y&c",
			wantParams: `[{"key":"a","value":"1 2","enabled":true},{"key":"b","value":"x?y","enabled":true},{"key":"c","value":"","enabled":true}]`,
		},
		{
			name:       "escapes are decoded and only what needs it is escaped again",
			url:        `"http://h?q=%23{{a&b}}%23&x%26y=%41%2B+&e="`,
			wantURL:    "http://h?q=%23{{a&b}}%23&x%26y=A++&e=",
			wantParams: `[{"key":"q","value":"#{{a&b}}#","enabled":true},{"key":"x&y","value":"A++","enabled":true},{"key":"e","value":"","enabled":true}]`,
		},
		{
			name:       "an invalid escape keeps its text and counts when rejoining changes it",
			url:        `"http://h?a=100%&b=%E0%A4&c=%zz"`,
			wantURL:    "http://h?a=100%&b=%25E0%25A4&c=%zz",
			wantParams: `[{"key":"a","value":"100%","enabled":true},{"key":"b","value":"%E0%A4","enabled":true},{"key":"c","value":"%zz","enabled":true}]`,
			counts:     map[string]int{"invalid_percent_encoding": 1},
		},
		{
			name:       "empty segments are dropped and the fragment is kept",
			url:        `"http://h/?&&a=1&#frag"`,
			wantURL:    "http://h/?a=1#frag",
			wantParams: `[{"key":"a","value":"1","enabled":true}]`,
		},
		{
			name:       "an object URL uses raw",
			url:        `{"raw":"http://h/p?a=1","host":["ignored"]}`,
			wantURL:    "http://h/p?a=1",
			wantParams: `[{"key":"a","value":"1","enabled":true}]`,
		},
		{
			name:       "query[] takes precedence over the raw query, disabled rows are kept but not rejoined",
			url:        `{"raw":"http://h/p?a=1","query":[{"key":"b","value":"2%203"},{"key":"c","value":"3","disabled":true},{"key":"d","value":null}]}`,
			wantURL:    "http://h/p?b=2%203&d",
			wantParams: `[{"key":"b","value":"2 3","enabled":true},{"key":"c","value":"3","enabled":false},{"key":"d","value":"","enabled":true}]`,
		},
		{
			name:       "without raw the URL is built from its parts and counted",
			url:        `{"protocol":"https","host":["api","example","com"],"port":"8443","path":["v1","items"],"query":[{"key":"x","value":"1"}]}`,
			wantURL:    "https://api.example.com:8443/v1/items?x=1",
			wantParams: `[{"key":"x","value":"1","enabled":true}]`,
			counts:     map[string]int{"url_without_raw": 1},
		},
		{
			name:       "path variables become templates and their values root variables",
			url:        `{"raw":"https://{{host}}:8080/users/:userId/items/:id.json?x=:no","variable":[{"key":"userId","value":"42","description":"who"},{"id":"id","value":"7"}]}`,
			wantURL:    "https://{{host}}:8080/users/{{userId}}/items/{{id}}.json?x=:no",
			wantParams: `[{"key":"x","value":":no","enabled":true}]`,
			counts:     map[string]int{"path_variables": 2, "variable_metadata": 1},
			rootVars:   `{"userId":"42","id":"7"}`,
		},
		{
			name:       "a path variable of a string URL has no value",
			url:        `"{{base}}/orders/:orderId"`,
			wantURL:    "{{base}}/orders/{{orderId}}",
			wantParams: `[]`,
			counts:     map[string]int{"path_variables": 1},
		},
		{
			name:       "template spaces are normalized before splitting",
			url:        `"{{ base }}/x?{{ k }}={{ v }}"`,
			wantURL:    "{{base}}/x?{{k}}={{v}}",
			wantParams: `[{"key":"{{k}}","value":"{{v}}","enabled":true}]`,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			tree := parsePostman(t, request21(`{"method":"GET","url":`+tt.url+`}`), postmanAllOn)
			r := tree.Requests[0]
			if r.URL != tt.wantURL {
				t.Errorf("url %s became %q, want %q", tt.url, r.URL, tt.wantURL)
			}
			postmanJSONEq(t, "params", r.Params, tt.wantParams)
			for _, name := range []string{"invalid_percent_encoding", "url_without_raw", "path_variables", "variable_metadata"} {
				if got, want := tree.Meta.Counts[name], tt.counts[name]; got != want {
					t.Errorf("%s = %d, want %d", name, got, want)
				}
			}
			if tt.rootVars == "" {
				if v := tree.Collections[0].Variables; v != nil {
					t.Errorf("root variables = %s, want none", v)
				}
			} else {
				postmanJSONEq(t, "root variables", tree.Collections[0].Variables, tt.rootVars)
			}
		})
	}
	t.Run("a collection variable wins over a path variable value", func(t *testing.T) {
		t.Parallel()
		doc := `{"info":{"name":"T","schema":"v2.1.0"},"variable":[{"key":"id","value":"1"}],"item":[
			{"name":"A","request":{"url":{"raw":"http://h/:id","variable":[{"key":"id","value":"2"}]}}}]}`
		tree := parsePostman(t, doc, postmanAllOn)
		postmanJSONEq(t, "root variables", tree.Collections[0].Variables, `{"id":"1"}`)
		if len(tree.Meta.Skipped) != 1 {
			t.Errorf("skipped = %q, want the conflict named", tree.Meta.Skipped)
		}
	})
}

func TestPostmanTemplateScansStayLinear(t *testing.T) {
	t.Parallel()
	// Unclosed {{ everywhere: a scan that looked for each one's end from
	// its own position would take quadratic time.
	hostile := strings.Repeat("{{/:a%", 50_000)
	doc := request21(`{"url":{"raw":"http://h/` + hostile + `?` + hostile + `","variable":[{"key":"a","value":"1"}]}}`)
	start := time.Now()
	tree, err := Parse([]byte(doc), postmanAllOn)
	if err != nil {
		t.Fatal(err)
	}
	// A quadratic scan takes minutes here; the bound is loose enough for a
	// loaded -race run.
	if took := time.Since(start); took > 30*time.Second {
		t.Errorf("Parse of a %d-byte URL took %v", len(doc), took)
	}
	if got := tree.Meta.Counts["path_variables"]; got != 50_000 {
		t.Errorf("path_variables = %d, want 50000", got)
	}
}

func TestPostmanRule4Bodies(t *testing.T) {
	t.Parallel()
	ctJSON := `{"key":"Content-Type","value":"application/json","enabled":true}`
	tests := []struct {
		name        string
		body        string // JSON
		headers     string // request header list, JSON
		wantBody    string
		wantHeaders string
		counts      map[string]int
	}{
		{"raw json", `{"mode":"raw","raw":"{\"a\": {{ n }}}","options":{"raw":{"language":"json"}}}`, `[]`,
			`{"mode":"json","content":"{\"a\": {{n}}}"}`, `[]`, nil},
		{"raw text", `{"mode":"raw","raw":"{}","options":{"raw":{"language":"text"}}}`, `[]`,
			`{"mode":"text","content":"{}"}`, `[]`, nil},
		{"raw xml adds its Content-Type", `{"mode":"raw","raw":"<a/>","options":{"raw":{"language":"xml"}}}`, `[]`,
			`{"mode":"xml","content":"<a/>"}`, `[{"key":"Content-Type","value":"application/xml","enabled":true}]`, nil},
		{"raw xml keeps a declared Content-Type", `{"mode":"raw","raw":"<a/>","options":{"raw":{"language":"xml"}}}`, `[{"key":"content-type","value":"text/xml"}]`,
			`{"mode":"xml","content":"<a/>"}`, `[{"key":"content-type","value":"text/xml","enabled":true}]`, nil},
		{"unlabelled raw that parses is json", `{"mode":"raw","raw":"[1, 2]"}`, `[]`,
			`{"mode":"json","content":"[1, 2]"}`, `[]`, nil},
		{"unlabelled raw that does not parse is text, never xml", `{"mode":"raw","raw":"<a/>"}`, `[]`,
			`{"mode":"text","content":"<a/>"}`, `[]`, nil},
		{"urlencoded is a field list", `{"mode":"urlencoded","urlencoded":[{"key":"a","value":"1"},{"key":"b","value":"{{ v }}","disabled":true}]}`, `[]`,
			`{"mode":"x-www-form-urlencoded","fields":[{"key":"a","value":"1","enabled":true},{"key":"b","value":"{{v}}","enabled":false}]}`, `[]`, nil},
		{"formdata is a field list with unresolved file rows", `{"mode":"formdata","formdata":[{"key":"t","value":"x","type":"text"},{"key":"f","type":"file","src":"/home/me/a.png","contentType":"image/png"}]}`, `[]`,
			`{"mode":"form-data","fields":[{"key":"t","value":"x","enabled":true},{"key":"f","value":"","enabled":true,"type":"file","unresolved":true,"src":"/home/me/a.png","contentType":"image/png"}]}`, `[]`, nil},
		{"a file row without a plain string src has none", `{"mode":"formdata","formdata":[{"key":"f","type":"file","src":["a.png","b.png"]},{"key":"g","type":"file"}]}`, `[]`,
			`{"mode":"form-data","fields":[{"key":"f","value":"","enabled":true,"type":"file","unresolved":true},{"key":"g","value":"","enabled":true,"type":"file","unresolved":true}]}`, `[]`, nil},
		{"a whole-body file is none", `{"mode":"file","file":{"src":"/tmp/x.bin"}}`, `[]`,
			`{"mode":"none"}`, `[]`, map[string]int{"file_body": 1}},
		{"graphql variables parse to an object", `{"mode":"graphql","graphql":{"query":"query { a }","variables":"{\"n\": 1}"}}`, `[]`,
			`{"mode":"graphql","content":"{\"query\":\"query { a }\",\"variables\":{\"n\":1}}"}`, `[` + ctJSON + `]`, nil},
		{"graphql variables that do not parse stay text", `{"mode":"graphql","graphql":{"query":"q","variables":"{\"n\": {{n}}}"}}`, `[]`,
			`{"mode":"graphql","content":"{\"query\":\"q\",\"variables\":\"{\\\"n\\\": {{n}}}\"}"}`, `[` + ctJSON + `]`, nil},
		{"empty graphql variables are dropped, a declared Content-Type kept", `{"mode":"graphql","graphql":{"query":"q","variables":"  "}}`, `[{"key":"Content-Type","value":"application/graphql+json"}]`,
			`{"mode":"graphql","content":"{\"query\":\"q\"}"}`, `[{"key":"Content-Type","value":"application/graphql+json","enabled":true}]`, nil},
		{"a disabled body is none", `{"mode":"raw","raw":"x","disabled":true}`, `[]`,
			`{"mode":"none"}`, `[]`, map[string]int{"disabled_body": 1}},
		{"no body is none", `null`, `[]`, `{"mode":"none"}`, `[]`, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			tree := parsePostman(t, request21(`{"method":"POST","url":"http://x","header":`+tt.headers+`,"body":`+tt.body+`}`), postmanAllOn)
			r := tree.Requests[0]
			postmanJSONEq(t, "body of "+tt.body, r.Body, tt.wantBody)
			postmanJSONEq(t, "headers", r.Headers, tt.wantHeaders)
			for _, name := range []string{"file_body", "disabled_body"} {
				if got, want := tree.Meta.Counts[name], tt.counts[name]; got != want {
					t.Errorf("%s = %d, want %d", name, got, want)
				}
			}
		})
	}
}

func TestPostmanRule5Auth(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name        string
		auth        string // JSON
		wantRequest string
		wantFolder  string
		unsupported int
	}{
		{"absent", ``, `{"mode":"inherit"}`, `{"mode":"none"}`, 0},
		{"inherit", `{"type":"inherit"}`, `{"mode":"inherit"}`, `{"mode":"none"}`, 0},
		{"noauth", `{"type":"noauth"}`, `{"mode":"noauth"}`, `{"mode":"noauth"}`, 0},
		{"bearer v2.1", `{"type":"bearer","bearer":[{"key":"token","value":"{{ tok }}","type":"string"}]}`,
			`{"mode":"bearer","token":"{{tok}}"}`, `{"mode":"bearer","token":"{{tok}}"}`, 0},
		{"basic v2.0", `{"type":"basic","basic":{"username":"u","password":"p","saveHelperData":true}}`,
			`{"mode":"basic","username":"u","password":"p"}`, `{"mode":"basic","username":"u","password":"p"}`, 0},
		{"apikey in query", `{"type":"apikey","apikey":[{"key":"key","value":"X-K"},{"key":"value","value":"v"},{"key":"in","value":"query"}]}`,
			`{"mode":"apikey","key":"X-K","value":"v","in":"query"}`, `{"mode":"apikey","key":"X-K","value":"v","in":"query"}`, 0},
		{"apikey defaults to a header", `{"type":"apikey","apikey":[{"key":"key","value":"X-K"},{"key":"value","value":"v"}]}`,
			`{"mode":"apikey","key":"X-K","value":"v","in":"header"}`, `{"mode":"apikey","key":"X-K","value":"v","in":"header"}`, 0},
		{"oauth2", `{"type":"oauth2","oauth2":[{"key":"accessToken","value":"t"},{"key":"addTokenTo","value":"header"}]}`,
			`{"mode":"oauth2","config":{"accessToken":"t","addTokenTo":"header"}}`, `{"mode":"oauth2","config":{"accessToken":"t","addTokenTo":"header"}}`, 0},
		{"awsv4 becomes aws", `{"type":"awsv4","awsv4":[{"key":"region","value":"eu-west-1"}]}`,
			`{"mode":"aws","config":{"region":"eu-west-1"}}`, `{"mode":"aws","config":{"region":"eu-west-1"}}`, 0},
		{"digest", `{"type":"digest","digest":{"username":"u"}}`, `{"mode":"digest","config":{"username":"u"}}`, `{"mode":"digest","config":{"username":"u"}}`, 0},
		{"ntlm", `{"type":"ntlm","ntlm":[]}`, `{"mode":"ntlm","config":{}}`, `{"mode":"ntlm","config":{}}`, 0},
		{"hawk keeps Postman's member names", `{"type":"hawk","hawk":[{"key":"authId","value":"id"},{"key":"authKey","value":"{{ k }}"},{"key":"algorithm","value":"sha256"},{"key":"includePayloadHash","value":true}]}`,
			`{"mode":"hawk","config":{"authId":"id","authKey":"{{k}}","algorithm":"sha256","includePayloadHash":true}}`,
			`{"mode":"hawk","config":{"authId":"id","authKey":"{{k}}","algorithm":"sha256","includePayloadHash":true}}`, 0},
		{"oauth1 v2.0", `{"type":"oauth1","oauth1":{"consumerKey":"ck","signatureMethod":"HMAC-SHA1","addParamsToHeader":false}}`,
			`{"mode":"oauth1","config":{"consumerKey":"ck","signatureMethod":"HMAC-SHA1","addParamsToHeader":false}}`,
			`{"mode":"oauth1","config":{"consumerKey":"ck","signatureMethod":"HMAC-SHA1","addParamsToHeader":false}}`, 0},
		{"edgegrid", `{"type":"edgegrid","edgegrid":[{"key":"clientToken","value":"c"},{"key":"headersToSign","value":"X-A"}]}`,
			`{"mode":"edgegrid","config":{"clientToken":"c","headersToSign":"X-A"}}`, `{"mode":"edgegrid","config":{"clientToken":"c","headersToSign":"X-A"}}`, 0},
		{"an unknown type", `{"type":"kerberos","kerberos":[]}`, `{"mode":"none"}`, `{"mode":"none"}`, 1},
		{"a non-string type", `{"type":7}`, `{"mode":"none"}`, `{"mode":"none"}`, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			member := ""
			if tt.auth != "" {
				member = `,"auth":` + tt.auth
			}
			doc := collection21(`[{"name":"F","item":[]` + member + `},{"name":"R","request":{"url":"http://x"` + member + `}}]`)
			tree := parsePostman(t, doc, postmanAllOn)
			postmanJSONEq(t, "request auth", tree.Requests[0].Auth, tt.wantRequest)
			postmanJSONEq(t, "folder auth", tree.Collections[1].Auth, tt.wantFolder)
			if got := tree.Meta.Counts["unsupported_auth"]; got != 2*tt.unsupported {
				t.Errorf("unsupported_auth = %d, want %d (folder and request)", got, 2*tt.unsupported)
			}
		})
	}
}

func TestPostmanRule6RedirectSettings(t *testing.T) {
	t.Parallel()
	ptr := func(v bool) *bool { return &v }
	n := func(v int64) *int64 { return &v }
	tests := []struct {
		name         string
		ppb          string
		follow       *bool
		maxRedirects *int64
		verify       *bool
	}{
		{"all three of the right type", `{"followRedirects":false,"maxRedirects":3,"strictSSL":false}`, ptr(false), n(3), ptr(false)},
		{"wrong types are ignored", `{"followRedirects":"no","maxRedirects":"3","strictSSL":0}`, nil, nil, nil},
		{"maxRedirects is clamped to the engine range", `{"maxRedirects":1000}`, nil, n(100), nil},
		{"other members are ignored", `{"disableBodyPruning":true}`, nil, nil, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			tree := parsePostman(t, collection21(`[{"name":"R","protocolProfileBehavior":`+tt.ppb+`,"request":{"url":"http://x"}}]`), postmanAllOn)
			r := tree.Requests[0]
			if diff := cmp.Diff([]any{tt.follow, tt.maxRedirects, tt.verify}, []any{r.FollowRedirects, r.MaxRedirects, r.VerifySSL}); diff != "" {
				t.Errorf("followRedirects, maxRedirects, verifySSL from %s (-want +got):\n%s", tt.ppb, diff)
			}
		})
	}
	t.Run("a folder's setting is inherited and the item's wins", func(t *testing.T) {
		t.Parallel()
		tree := parsePostman(t, collection21(`[{"name":"F","protocolProfileBehavior":{"followRedirects":false,"strictSSL":false},"item":[
			{"name":"R","protocolProfileBehavior":{"followRedirects":true},"request":{"url":"http://x"}}]}]`), postmanAllOn)
		r := tree.Requests[0]
		if r.FollowRedirects == nil || !*r.FollowRedirects || r.VerifySSL == nil || *r.VerifySSL {
			t.Errorf("followRedirects %v, verifySSL %v; want true (the item's) and false (the folder's)", r.FollowRedirects, r.VerifySSL)
		}
	})
}

func TestPostmanRule7Examples(t *testing.T) {
	t.Parallel()
	tree := parsePostman(t, collection21(`[
		{"name":"R","request":{"url":"http://x"},"response":[
			{"name":"ok","code":201,"header":[{"key":"X-A","value":"1"},{"key":"content-type","value":"application/json"},{"key":"X-A","value":"2"}],"body":"{\"a\": {{ not normalized }}}"},
			{"code":"teapot","body":null},
			{"name":"odd","code":1000,"header":"Content-Type: text/plain\nX-B: 2","body":"x"}
		]},
		{"name":"S","request":{"url":"http://y"},"response":[]}
	]`), postmanAllOn)
	want := []Example{
		{Name: "ok", Status: 201, Headers: json.RawMessage(`[{"key":"X-A","value":"1","enabled":true},{"key":"content-type","value":"application/json","enabled":true},{"key":"X-A","value":"2","enabled":true}]`), Body: `{"a": {{ not normalized }}}`, ContentType: "application/json"},
		{Name: "Example", Status: 200, Headers: json.RawMessage(`[]`), Body: ""},
		{Name: "odd", Status: 200, Headers: json.RawMessage(`[{"key":"Content-Type","value":"text/plain","enabled":true},{"key":"X-B","value":"2","enabled":true}]`), Body: "x", ContentType: "text/plain"},
	}
	if diff := cmp.Diff(want, tree.Requests[0].Examples); diff != "" {
		t.Errorf("examples (-want +got):\n%s", diff)
	}
	if tree.Requests[1].Examples != nil {
		t.Errorf("a request without saved responses has examples %v", tree.Requests[1].Examples)
	}
	if got := goldenTreeJSON(t, tree); bytes.Count(got, []byte(`"examples": [`)) != 1 {
		t.Errorf("examples is not omitted for the request without any:\n%s", got)
	}
	if tree.Meta.Counts["examples"] != 3 {
		t.Errorf("examples count = %d, want 3", tree.Meta.Counts["examples"])
	}
}

func TestPostmanRule8VariablesCertificatesAndProxies(t *testing.T) {
	t.Parallel()
	doc := `{"info":{"name":"T","schema":"v2.1.0"},"variable":[
		{"key":"a","value":"1"},
		{"value":"no key"},
		{"key":"b","value":"{{ x }}","type":"string","description":"d"},
		{"key":"c","value":"s3cret","type":"secret"},
		{"key":"d","value":"off","disabled":true},
		{"key":"n","value":5},
		{"key":"a","value":"2"},
		{"key":"a","value":"3","disabled":true}
	],"item":[{"name":"R","request":{"url":"http://x","certificate":{"cert":{"src":"c.pem"}},"proxy":{"host":"p"}}}]}`
	tree := parsePostman(t, doc, postmanAllOn)
	postmanJSONEq(t, "root variables", tree.Collections[0].Variables,
		`{"a":"2","b":"{{x}}","c":{"value":"s3cret","type":"secret"},"d":{"value":"off","enabled":false},"n":5}`)
	for name, want := range map[string]int{"variable_metadata": 1, "certificate": 1, "proxy_config": 1} {
		if got := tree.Meta.Counts[name]; got != want {
			t.Errorf("%s = %d, want %d", name, got, want)
		}
	}
}

func TestPostmanRule9ScriptsEnvironmentsAndTemplates(t *testing.T) {
	t.Parallel()
	doc := `{"info":{"name":"T","schema":"v2.0.0"},
		"event":[{"listen":"prerequest","script":{"exec":["let a = 1;","pm.variables.set('a', a);"]}}],
		"item":[{"name":"R","event":[
			{"listen":"test","script":{"exec":"pm.test('x', () => {});"}},
			{"listen":"prerequest","disabled":true,"script":{"exec":["// {{ kept }}"]}},
			{"listen":"other","script":{"exec":["ignored"]}}
		],"request":{"url":"http://x","header":[{"key":"{{ h }}","value":"{{ v }}"}]}}]}`
	t.Run("scripts become elements", func(t *testing.T) {
		t.Parallel()
		tree := parsePostman(t, doc, postmanAllOn)
		postmanJSONEq(t, "root elements", tree.Collections[0].Elements,
			`[{"kind":"script.pre","config":{"script":"let a = 1;\npm.variables.set('a', a);"}}]`)
		postmanJSONEq(t, "request elements", tree.Requests[0].Elements,
			`[{"kind":"script.post","config":{"script":"pm.test('x', () => {});"}},{"kind":"script.pre","enabled":false,"config":{"script":"// {{ kept }}"}}]`)
		postmanJSONEq(t, "headers", tree.Requests[0].Headers, `[{"key":"{{h}}","value":"{{v}}","enabled":true}]`)
	})
	t.Run("importScripts false imports every script empty", func(t *testing.T) {
		t.Parallel()
		tree := parsePostman(t, doc, Options{ImportEnvironments: true})
		postmanJSONEq(t, "root elements", tree.Collections[0].Elements, `[{"kind":"script.pre","config":{"script":""}}]`)
		postmanJSONEq(t, "request elements", tree.Requests[0].Elements,
			`[{"kind":"script.post","config":{"script":""}},{"kind":"script.pre","enabled":false,"config":{"script":""}}]`)
	})
	env := `{"name":"E","_postman_variable_scope":"environment","values":[{"key":"u","value":"{{ base }}/x","enabled":true},{"key":"off","value":"1","enabled":false}]}`
	t.Run("an environment export builds one environment", func(t *testing.T) {
		t.Parallel()
		tree := parsePostman(t, env, postmanAllOn)
		if len(tree.Environments) != 1 || tree.Environments[0].Name != "E" || tree.Environments[0].TempID != "e1" {
			t.Fatalf("environments = %+v, want one named E", tree.Environments)
		}
		postmanJSONEq(t, "variables", tree.Environments[0].Variables, `{"u":"{{base}}/x","off":{"value":"1","enabled":false}}`)
	})
	t.Run("an environment in the older export shape builds one environment", func(t *testing.T) {
		t.Parallel()
		older := `{"id":"5e6e0b8c","name":"Old","values":[{"key":"u","value":"{{ base }}/x","type":"text","name":"u","enabled":true}],"timestamp":1404119927461,"synced":false}`
		tree := parsePostman(t, older, postmanAllOn)
		if tree.Meta.Format != FormatPostmanEnv || len(tree.Environments) != 1 || tree.Environments[0].Name != "Old" {
			t.Fatalf("format %s, environments = %+v, want one named Old", tree.Meta.Format, tree.Environments)
		}
		postmanJSONEq(t, "variables", tree.Environments[0].Variables, `{"u":"{{base}}/x"}`)
	})
	t.Run("importEnvironments false builds no environments", func(t *testing.T) {
		t.Parallel()
		tree := parsePostman(t, env, Options{ImportScripts: true})
		if len(tree.Environments) != 0 || tree.Meta.Counts["environments"] != 0 {
			t.Errorf("environments = %+v, want none", tree.Environments)
		}
	})
	t.Run("a globals export fills globals", func(t *testing.T) {
		t.Parallel()
		for _, g := range []string{
			`{"name":"G","_postman_variable_scope":"globals","values":[{"key":"g","value":"1"}]}`,
			`[{"key":"g","value":"1","enabled":true}]`,
			`{"id":"146e52f0","name":"Globals","values":[{"key":"g","value":"1"}],"timestamp":1404119927461,"synced":false}`,
		} {
			tree := parsePostman(t, g, postmanAllOn)
			if tree.Meta.Format != FormatPostmanGlob {
				t.Errorf("format of %s = %s", g, tree.Meta.Format)
			}
			postmanJSONEq(t, "globals of "+g, tree.Globals, `{"g":"1"}`)
		}
	})
}

func TestPostmanMapperRefusesWhatIsNotAnObject(t *testing.T) {
	t.Parallel()
	for name, m := range map[string]mapper{"collection": mapPostman, "environment": mapPostmanEnvironment} {
		if tree, err := m(&Document{JSON: json.RawMessage(`[1]`)}, postmanAllOn); err == nil {
			t.Errorf("the %s mapper accepted an array: %+v", name, tree)
		}
	}
}

// FuzzPostman feeds Postman-shaped documents through Parse: it must never
// panic, and a tree it returns must be well formed.
func FuzzPostman(f *testing.F) {
	for _, in := range postmanInputs(f) {
		data, err := os.ReadFile(in)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte(request21(`{"method":"x","url":{"raw":"http://h/:a?b=%zz&{{c&d}}=1#f","variable":[{"key":"a"}]},"body":{"mode":"graphql","graphql":{"variables":"{"}}}`)))
	f.Fuzz(func(t *testing.T, data []byte) {
		tree, err := Parse(data, postmanAllOn)
		if err != nil {
			return
		}
		if !strings.HasPrefix(tree.Meta.Format, "postman-") {
			return
		}
		cols := map[string]bool{}
		for _, c := range tree.Collections {
			cols[c.TempID] = true
			for _, raw := range []json.RawMessage{c.Variables, c.Auth, c.Elements} {
				if raw != nil && !json.Valid(raw) {
					t.Fatalf("collection %s holds invalid JSON %q", c.TempID, raw)
				}
			}
		}
		for _, r := range tree.Requests {
			if !cols[r.CollectionTempID] {
				t.Fatalf("request %s names unknown collection %s", r.TempID, r.CollectionTempID)
			}
			if !strings.Contains("GET POST PUT PATCH DELETE HEAD OPTIONS", r.Method) || r.Method == "" {
				t.Fatalf("request %s has method %q", r.TempID, r.Method)
			}
			for _, raw := range []json.RawMessage{r.Params, r.Headers, r.Body, r.Auth, r.Elements} {
				if raw != nil && !json.Valid(raw) {
					t.Fatalf("request %s holds invalid JSON %q", r.TempID, raw)
				}
			}
			if _, _, err := workspace.NormalizeBody(r.Body); err != nil {
				t.Fatalf("request %s body %s: %v", r.TempID, r.Body, err)
			}
		}
	})
}
