package importers

import (
	"encoding/json"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// The -update flag rewrites golden files. Whichever test file of the
// package gets here first registers it; package-level flag variables of
// other files are initialized before any init function runs.
func init() {
	if flag.Lookup("update") == nil {
		flag.Bool("update", false, "rewrite the golden files under testdata")
	}
}

func ijUpdate() bool {
	f := flag.Lookup("update")
	return f != nil && f.Value.String() == "true"
}

// ijOptions are the options of POST /import/parse when the caller states
// none.
var ijOptions = Options{ImportEnvironments: true, ImportScripts: true}

// ijParse parses data with Parse, which must detect format, and checks
// that every item of the tree applies.
func ijParse(t testing.TB, format string, data []byte, opts Options) Tree {
	t.Helper()
	tree, err := Parse(data, opts)
	if err != nil {
		t.Fatalf("Parse: %v\ninput:\n%s", err, ijShort(data))
	}
	if tree.Meta.Format != format {
		t.Fatalf("Parse detected %q, want %q", tree.Meta.Format, format)
	}
	checkTreeApplies(t, tree)
	return tree
}

func ijShort(data []byte) string {
	if len(data) > 2000 {
		return string(data[:2000]) + "..."
	}
	return string(data)
}

// ijCompareGolden compares tree with the golden file, or rewrites it with
// -update.
func ijCompareGolden(t *testing.T, golden string, tree Tree) {
	t.Helper()
	got := goldenTreeJSON(t, tree)
	if ijUpdate() {
		if err := os.WriteFile(golden, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("read golden (run with -update to create it): %v", err)
	}
	if diff := cmp.Diff(string(want), string(got)); diff != "" {
		t.Errorf("tree differs from %s (-want +got):\n%s", golden, diff)
	}
}

// ijInputs lists the inputs under testdata/dir (golden files and notes
// excluded).
func ijInputs(t testing.TB, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(filepath.Join("testdata", dir))
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range entries {
		n := e.Name()
		if e.IsDir() || strings.HasSuffix(n, ".golden.json") || strings.HasSuffix(n, ".md") {
			continue
		}
		out = append(out, filepath.Join("testdata", dir, n))
	}
	if len(out) == 0 {
		t.Fatalf("no inputs under testdata/%s", dir)
	}
	return out
}

// ijGoldenPath is where the expected tree of an input lives.
func ijGoldenPath(input string) string {
	return strings.TrimSuffix(input, filepath.Ext(input)) + ".golden.json"
}

func TestInsomniaGolden(t *testing.T) {
	t.Parallel()
	for _, in := range ijInputs(t, "insomnia") {
		t.Run(filepath.Base(in), func(t *testing.T) {
			t.Parallel()
			data, err := os.ReadFile(in)
			if err != nil {
				t.Fatal(err)
			}
			tree := ijParse(t, FormatInsomnia4, data, ijOptions)
			ijCompareGolden(t, ijGoldenPath(in), tree)
		})
	}
}

// ijCounts compares the counts of meta with want, ignoring the item
// totals Parse adds.
func ijCounts(t testing.TB, meta Meta, want map[string]int) {
	t.Helper()
	got := map[string]int{}
	for k, v := range meta.Counts {
		switch k {
		case "collections", "requests", "environments", "examples":
		default:
			got[k] = v
		}
	}
	if want == nil {
		want = map[string]int{}
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("counts (-want +got):\n%s\nskipped: %q", diff, meta.Skipped)
	}
}

// insExport wraps resources (JSON object texts) in a v4 export whose
// workspace is wrk_1.
func insExport(resources ...string) string {
	return `{"_type":"export","__export_format":4,"resources":[` +
		`{"_id":"wrk_1","_type":"workspace","parentId":null,"name":"Workspace"}` +
		prefixEach(",", resources) + `]}`
}

func prefixEach(sep string, items []string) string {
	var b strings.Builder
	for _, it := range items {
		b.WriteString(sep)
		b.WriteString(it)
	}
	return b.String()
}

// insRequest is a request in wrk_1 with extra members (a JSON object body
// without braces, starting with a comma when not empty).
func insRequest(extra string) string {
	return `{"_id":"req_1","_type":"request","parentId":"wrk_1","name":"R","method":"GET","url":"http://h/p"` + extra + `}`
}

func insParse(t *testing.T, doc string, opts Options) Tree {
	t.Helper()
	return ijParse(t, FormatInsomnia4, []byte(doc), opts)
}

func insOnlyRequest(t *testing.T, tree Tree) Request {
	t.Helper()
	if len(tree.Requests) != 1 {
		t.Fatalf("got %d requests, want 1: %+v", len(tree.Requests), tree.Requests)
	}
	return tree.Requests[0]
}

func TestInsomniaTemplatesAreNormalized(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name, in, want string
		counts         map[string]int
	}{
		{"an underscore path with spaces", "{{ _.base }}/x", "{{base}}/x", nil},
		{"an underscore path without spaces", "{{_.base}}/x", "{{base}}/x", nil},
		{"a bare name with spaces", "http://{{ host }}/", "http://{{host}}/", nil},
		{"a nested path", "{{ _.a.b }}", "{{a.b}}", nil},
		{"bracket notation", "{{ _['my-var'] }}/{{ _[\"v2\"] }}", "{{my-var}}/{{v2}}", nil},
		{"an expression is kept and counted", "{{ x | upper }}", "{{ x | upper }}", map[string]int{"template_expression": 1}},
		{"uuid becomes a guid", "/{% uuid 'v4' %}/{% uuid %}", "/{{$guid}}/{{$guid}}", map[string]int{"template_tag_mapped": 2}},
		{"now becomes a timestamp", "{% now 'unix' %}-{% now 'iso-8601' %}", "{{$timestamp}}-{{$isoTimestamp}}", map[string]int{"template_tag_mapped": 2}},
		{"other tags are kept and counted", "{% response 'body', 'req_x', 'b64::JC5pZA==::46b', 'never', 60 %}", "{% response 'body', 'req_x', 'b64::JC5pZA==::46b', 'never', 60 %}", map[string]int{"template_tag": 1}},
		{"now in millis has no equivalent", "{% now 'millis' %}", "{% now 'millis' %}", map[string]int{"template_tag": 1}},
		{"an unterminated template is kept", "a{{ _.x", "a{{ _.x", nil},
		{"an already normal template is unchanged", "{{x}}", "{{x}}", nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			url, _ := json.Marshal(c.in)
			tree := insParse(t, insExport(`{"_id":"req_1","_type":"request","parentId":"wrk_1","name":"{{ _.name }}","url":`+string(url)+
				`,"preRequestScript":"const a = '{{ _.x }}';"}`), ijOptions)
			r := insOnlyRequest(t, tree)
			if r.URL != c.want {
				t.Errorf("url %q: got %q, want %q", c.in, r.URL, c.want)
			}
			if r.Name != "{{ _.name }}" {
				t.Errorf("name %q was rewritten; names are kept as written", r.Name)
			}
			jsonValueEq(t, "elements", r.Elements, `[{"kind":"script.pre","config":{"script":"const a = '{{ _.x }}';"}}]`)
			ijCounts(t, tree.Meta, c.counts)
		})
	}
}

func TestInsomniaURLIsTheWireTruth(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name, url, params string
		wantURL           string
		wantParams        string
	}{
		{"enabled parameters are joined, disabled ones only mirrored",
			"http://h/p", `[{"name":"a","value":"1"},{"name":"b","value":"2","disabled":true}]`,
			"http://h/p?a=1", `[{"key":"a","value":"1","enabled":true},{"key":"b","value":"2","enabled":false}]`},
		{"a parameter already in the URL is not joined twice",
			"http://h/p?a=1", `[{"name":"a","value":"1"}]`,
			"http://h/p?a=1", `[{"key":"a","value":"1","enabled":true}]`},
		{"the same name with another value is joined",
			"http://h/p?a=1", `[{"name":"a","value":"2"}]`,
			"http://h/p?a=1&a=2", `[{"key":"a","value":"1","enabled":true},{"key":"a","value":"2","enabled":true}]`},
		{"values are percent-encoded, templates and escapes kept",
			"http://h/p", `[{"name":"q","value":"a b&c {{ _.x }} %2F"}]`,
			"http://h/p?q=a%20b%26c%20{{x}}%20%2F", `[{"key":"q","value":"a b&c {{x}} %2F","enabled":true}]`},
		{"the URL's own query is mirrored percent-decoded",
			"http://h/p?q=a%20b&r", `[]`,
			"http://h/p?q=a%20b&r", `[{"key":"q","value":"a b","enabled":true},{"key":"r","value":"","enabled":true}]`},
		{"a fragment stays last",
			"http://h/p#top", `[{"name":"a","value":"1"}]`,
			"http://h/p?a=1#top", `[{"key":"a","value":"1","enabled":true}]`},
		{"a nameless empty parameter is dropped",
			"http://h/p", `[{"name":"","value":""}]`,
			"http://h/p", `null`},
		{"a nameless parameter with a value is mirrored disabled",
			"http://h/p", `[{"name":"","value":"v"}]`,
			"http://h/p", `[{"key":"","value":"v","enabled":false}]`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			url, _ := json.Marshal(c.url)
			tree := insParse(t, insExport(`{"_id":"req_1","_type":"request","parentId":"wrk_1","name":"R","url":`+string(url)+`,"parameters":`+c.params+`}`), ijOptions)
			r := insOnlyRequest(t, tree)
			if r.URL != c.wantURL {
				t.Errorf("url: got %q, want %q", r.URL, c.wantURL)
			}
			jsonValueEq(t, "params", r.Params, c.wantParams)
		})
	}
}

func TestInsomniaPathParametersBecomeRootVariables(t *testing.T) {
	t.Parallel()
	tree := insParse(t, insExport(
		`{"_id":"env_1","_type":"environment","parentId":"wrk_1","name":"Base","data":{"id":"from-env"}}`,
		`{"_id":"req_1","_type":"request","parentId":"wrk_1","name":"R","url":"http://h/users/:id/posts/:post?x=:id","pathParameters":[{"name":"id","value":"5"},{"name":"post","value":"{{ _.p }}"},{"name":"absent","value":"1"}]}`,
	), ijOptions)
	r := insOnlyRequest(t, tree)
	if want := "http://h/users/{{id}}/posts/{{post}}?x=:id"; r.URL != want {
		t.Errorf("url: got %q, want %q", r.URL, want)
	}
	// The base environment's value wins over the path parameter's.
	jsonValueEq(t, "root variables", tree.Collections[0].Variables, `{"id":"from-env","post":"{{p}}"}`)
	ijCounts(t, tree.Meta, map[string]int{"path_variables": 2})
}

func TestInsomniaFolderHeadersReachTheRequestsBeneath(t *testing.T) {
	t.Parallel()
	tree := insParse(t, insExport(
		`{"_id":"fld_1","_type":"request_group","parentId":"wrk_1","name":"Outer","headers":[{"name":"X-A","value":"outer"},{"name":"X-B","value":"off","disabled":true},{"name":"X-C","value":"outer"}]}`,
		`{"_id":"fld_2","_type":"request_group","parentId":"fld_1","name":"Inner","headers":[{"name":"x-a","value":"inner"}]}`,
		`{"_id":"req_1","_type":"request","parentId":"fld_2","name":"R","url":"http://h","headers":[{"name":"X-C","value":"own"},{"name":"X-D","value":"off","disabled":true}]}`,
	), ijOptions)
	r := insOnlyRequest(t, tree)
	jsonValueEq(t, "headers", r.Headers, `[
		{"key":"X-C","value":"own","enabled":true},
		{"key":"X-D","value":"off","enabled":false},
		{"key":"x-a","value":"inner","enabled":true}]`)
	ijCounts(t, tree.Meta, map[string]int{"folder_headers": 1})
}

func TestInsomniaBodies(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name, body, headers string
		want                string
		wantHeaders         string
		counts              map[string]int
	}{
		{"json", `{"mimeType":"application/json","text":"{\"a\": \"{{ _.x }}\"}"}`, `[]`,
			`{"mode":"json","content":"{\"a\": \"{{x}}\"}"}`, `null`, nil},
		{"a +json type", `{"mimeType":"application/vnd.api+json; charset=utf-8","text":"{}"}`, `[]`,
			`{"mode":"json","content":"{}"}`, `null`, nil},
		{"json with no text keeps its mode", `{"mimeType":"application/json"}`, `[]`,
			`{"mode":"json","content":""}`, `null`, nil},
		{"text", `{"mimeType":"text/plain","text":"hi"}`, `[]`,
			`{"mode":"text","content":"hi"}`, `null`, nil},
		{"xml adds its content type", `{"mimeType":"application/xml","text":"<a/>"}`, `[]`,
			`{"mode":"xml","content":"<a/>"}`, `[{"key":"Content-Type","value":"application/xml","enabled":true}]`, nil},
		{"xml keeps a declared content type", `{"mimeType":"text/xml","text":"<a/>"}`, `[{"name":"content-type","value":"text/xml"}]`,
			`{"mode":"xml","content":"<a/>"}`, `[{"key":"content-type","value":"text/xml","enabled":true}]`, nil},
		{"urlencoded", `{"mimeType":"application/x-www-form-urlencoded","params":[{"name":"a","value":"1"},{"name":"b","value":"{{ _.v }}","disabled":true}]}`, `[]`,
			`{"mode":"x-www-form-urlencoded","fields":[{"key":"a","value":"1","enabled":true},{"key":"b","value":"{{v}}","enabled":false}]}`, `null`, nil},
		{"multipart with a file part", `{"mimeType":"multipart/form-data","params":[{"name":"a","value":"1"},{"name":"f","value":"","type":"file","fileName":"/tmp/x.png"}]}`, `[]`,
			`{"mode":"form-data","fields":[{"key":"a","value":"1","enabled":true},{"key":"f","value":"","enabled":true,"type":"file","src":"/tmp/x.png"}]}`, `null`, nil},
		{"a file part in urlencoded is dropped", `{"mimeType":"application/x-www-form-urlencoded","params":[{"name":"f","type":"file","fileName":"/x"}]}`, `[]`,
			`{"mode":"x-www-form-urlencoded","fields":[]}`, `null`, map[string]int{"file_in_urlencoded": 1}},
		{"graphql parses a string variables member", `{"mimeType":"application/graphql","text":"{\"query\":\"{ a }\",\"variables\":\"{\\\"x\\\": 1}\"}"}`, `[]`,
			`{"mode":"graphql","content":"{\"query\":\"{ a }\",\"variables\":{\"x\":1}}"}`, `[{"key":"Content-Type","value":"application/json","enabled":true}]`, nil},
		{"graphql drops empty variables", `{"mimeType":"application/graphql","text":"{\"query\":\"{ a }\",\"variables\":\"\"}"}`, `[{"name":"Content-Type","value":"application/json"}]`,
			`{"mode":"graphql","content":"{\"query\":\"{ a }\"}"}`, `[{"key":"Content-Type","value":"application/json","enabled":true}]`, nil},
		{"graphql keeps object variables as written", `{"mimeType":"application/graphql","text":"{\"query\":\"q\", \"variables\": {\"b\":1,\"a\":2}}"}`, `[{"name":"Content-Type","value":"application/json"}]`,
			`{"mode":"graphql","content":"{\"query\":\"q\", \"variables\": {\"b\":1,\"a\":2}}"}`, `[{"key":"Content-Type","value":"application/json","enabled":true}]`, nil},
		{"a file body becomes none", `{"mimeType":"application/octet-stream","fileName":"/data/blob.bin"}`, `[]`,
			`{"mode":"none"}`, `null`, map[string]int{"file_body": 1}},
		{"no type and JSON text is json", `{"text":"[1,2]"}`, `[]`,
			`{"mode":"json","content":"[1,2]"}`, `null`, nil},
		{"no type and other text is text", `{"text":"hello"}`, `[]`,
			`{"mode":"text","content":"hello"}`, `null`, nil},
		{"another type is text", `{"mimeType":"application/yaml","text":"a: 1"}`, `[]`,
			`{"mode":"text","content":"a: 1"}`, `null`, nil},
		{"an empty body is none", `{}`, `[]`, `{"mode":"none"}`, `null`, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			tree := insParse(t, insExport(insRequest(`,"body":`+c.body+`,"headers":`+c.headers)), ijOptions)
			r := insOnlyRequest(t, tree)
			jsonValueEq(t, "body", r.Body, c.want)
			jsonValueEq(t, "headers", r.Headers, c.wantHeaders)
			ijCounts(t, tree.Meta, c.counts)
		})
	}
}

func TestInsomniaAuth(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name, auth          string
		request, folder     string
		counts              map[string]int
		skippedForEachOwner bool
	}{
		{"absent", `{}`, `{"mode":"inherit"}`, `{"mode":"none"}`, nil, false},
		{"type none", `{"type":"none"}`, `{"mode":"inherit"}`, `{"mode":"none"}`, nil, false},
		{"disabled", `{"type":"basic","username":"u","password":"p","disabled":true}`, `{"mode":"inherit"}`, `{"mode":"none"}`, nil, false},
		{"basic", `{"type":"basic","username":"{{ _.u }}","password":"p","useISO88591":false,"disabled":false}`,
			`{"mode":"basic","username":"{{u}}","password":"p"}`, `{"mode":"basic","username":"{{u}}","password":"p"}`, nil, false},
		{"bearer", `{"type":"bearer","token":"t","prefix":""}`, `{"mode":"bearer","token":"t"}`, `{"mode":"bearer","token":"t"}`, nil, false},
		{"bearer with its own prefix", `{"type":"bearer","token":"t","prefix":"Bearer"}`, `{"mode":"bearer","token":"t"}`, `{"mode":"bearer","token":"t"}`, nil, false},
		{"bearer with another prefix", `{"type":"bearer","token":"t","prefix":"Token"}`,
			`{"mode":"apikey","key":"Authorization","value":"Token t","in":"header"}`,
			`{"mode":"apikey","key":"Authorization","value":"Token t","in":"header"}`, map[string]int{"bearer_prefix": 2}, false},
		{"apikey in a header", `{"type":"apikey","key":"X-Key","value":"v","addTo":"header"}`,
			`{"mode":"apikey","key":"X-Key","value":"v","in":"header"}`, `{"mode":"apikey","key":"X-Key","value":"v","in":"header"}`, nil, false},
		{"apikey in the query", `{"type":"apikey","key":"k","value":"v","addTo":"queryParams"}`,
			`{"mode":"apikey","key":"k","value":"v","in":"query"}`, `{"mode":"apikey","key":"k","value":"v","in":"query"}`, nil, false},
		{"apikey in a cookie", `{"type":"apikey","key":"k","value":"v","addTo":"cookie"}`,
			`{"mode":"none"}`, `{"mode":"none"}`, map[string]int{"unsupported_auth": 2}, true},
		{"oauth2 keeps its members", `{"type":"oauth2","grantType":"client_credentials","accessTokenUrl":"{{ _.tok }}","clientId":"c","usePkce":false,"disabled":false}`,
			`{"mode":"oauth2","config":{"accessTokenUrl":"{{tok}}","clientId":"c","grantType":"client_credentials","usePkce":false}}`,
			`{"mode":"oauth2","config":{"accessTokenUrl":"{{tok}}","clientId":"c","grantType":"client_credentials","usePkce":false}}`, nil, false},
		{"digest", `{"type":"digest","username":"u","password":"p"}`,
			`{"mode":"digest","config":{"password":"p","username":"u"}}`, `{"mode":"digest","config":{"password":"p","username":"u"}}`, nil, false},
		{"ntlm", `{"type":"ntlm","username":"u","password":"p"}`,
			`{"mode":"ntlm","config":{"password":"p","username":"u"}}`, `{"mode":"ntlm","config":{"password":"p","username":"u"}}`, nil, false},
		{"iam is aws", `{"type":"iam","accessKeyId":"a","secretAccessKey":"s","region":"eu-west-1","service":"s3"}`,
			`{"mode":"aws","config":{"accessKeyId":"a","region":"eu-west-1","secretAccessKey":"s","service":"s3"}}`,
			`{"mode":"aws","config":{"accessKeyId":"a","region":"eu-west-1","secretAccessKey":"s","service":"s3"}}`, nil, false},
		{"hawk is unsupported", `{"type":"hawk","id":"i","key":"k"}`, `{"mode":"none"}`, `{"mode":"none"}`, map[string]int{"unsupported_auth": 2}, true},
		{"oauth1 is unsupported", `{"type":"oauth1","consumerKey":"k"}`, `{"mode":"none"}`, `{"mode":"none"}`, map[string]int{"unsupported_auth": 2}, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			tree := insParse(t, insExport(
				`{"_id":"fld_1","_type":"request_group","parentId":"wrk_1","name":"F","authentication":`+c.auth+`}`,
				`{"_id":"req_1","_type":"request","parentId":"fld_1","name":"R","url":"http://h","authentication":`+c.auth+`}`,
			), ijOptions)
			r := insOnlyRequest(t, tree)
			jsonValueEq(t, "request auth", r.Auth, c.request)
			jsonValueEq(t, "folder auth", tree.Collections[1].Auth, c.folder)
			ijCounts(t, tree.Meta, c.counts)
			if c.skippedForEachOwner != (len(tree.Meta.Skipped) == 2) {
				t.Errorf("skipped: %q", tree.Meta.Skipped)
			}
		})
	}
}

func TestInsomniaEnvironments(t *testing.T) {
	t.Parallel()
	doc := insExport(
		`{"_id":"env_base","_type":"environment","parentId":"wrk_1","name":"Base Environment",
		  "data":{"z":"{{ _.a }}","a":1001,"nested":{"y":true,"x":[1,"b"]},"nil":null},
		  "dataPropertyOrder":{"&":["z","nested","a"],"&~|nested":["y","x"]}}`,
		`{"_id":"env_dev","_type":"environment","parentId":"env_base","name":"Dev","data":{"host":"dev.local","n":1.5}}`,
		`{"_id":"env_kv","_type":"environment","parentId":"env_base","name":"KV","environmentType":"kv","data":{},
		  "kvPairData":[{"name":"on","value":"1","enabled":true},{"name":"off","value":"0","enabled":false}]}`,
		`{"_id":"fld_1","_type":"request_group","parentId":"wrk_1","name":"F","environment":{"f":"{{ _.z }}"}}`,
	)
	t.Run("base environment, sub environments and folder environments", func(t *testing.T) {
		t.Parallel()
		tree := insParse(t, doc, ijOptions)
		jsonValueEq(t, "root variables", tree.Collections[0].Variables,
			`{"z":"{{a}}","nested.y":"true","nested.x":"[1,\"b\"]","a":"1001","nil":""}`)
		if got := string(tree.Collections[0].Variables); !strings.HasPrefix(got, `{"z":`) || strings.Index(got, `"nested.y"`) > strings.Index(got, `"a"`) {
			t.Errorf("root variables do not follow dataPropertyOrder: %s", got)
		}
		jsonValueEq(t, "folder variables", tree.Collections[1].Variables, `{"f":"{{z}}"}`)
		if len(tree.Environments) != 2 {
			t.Fatalf("got %d environments, want 2: %+v", len(tree.Environments), tree.Environments)
		}
		if tree.Environments[0].Name != "Dev" || tree.Environments[1].Name != "KV" {
			t.Errorf("environment names: %q, %q", tree.Environments[0].Name, tree.Environments[1].Name)
		}
		jsonValueEq(t, "Dev", tree.Environments[0].Variables, `{"host":"dev.local","n":"1.5"}`)
		jsonValueEq(t, "KV", tree.Environments[1].Variables, `{"on":"1"}`)
		ijCounts(t, tree.Meta, map[string]int{"nested_variable": 1})
	})
	t.Run("importEnvironments false keeps the base environment on the root", func(t *testing.T) {
		t.Parallel()
		tree := insParse(t, doc, Options{ImportScripts: true})
		if len(tree.Environments) != 0 {
			t.Errorf("got environments %+v, want none", tree.Environments)
		}
		jsonValueEq(t, "root variables", tree.Collections[0].Variables,
			`{"z":"{{a}}","nested.y":"true","nested.x":"[1,\"b\"]","a":"1001","nil":""}`)
	})
}

func TestInsomniaScripts(t *testing.T) {
	t.Parallel()
	doc := insExport(
		`{"_id":"fld_1","_type":"request_group","parentId":"wrk_1","name":"F","preRequestScript":"folder();","afterResponseScript":"  "}`,
		`{"_id":"req_1","_type":"request","parentId":"fld_1","name":"R","url":"http://h","preRequestScript":"pre('{{ _.x }}');","afterResponseScript":"post();"}`,
	)
	t.Run("scripts become elements verbatim", func(t *testing.T) {
		t.Parallel()
		tree := insParse(t, doc, ijOptions)
		jsonValueEq(t, "folder elements", tree.Collections[1].Elements, `[{"kind":"script.pre","config":{"script":"folder();"}}]`)
		jsonValueEq(t, "request elements", insOnlyRequest(t, tree).Elements,
			`[{"kind":"script.pre","config":{"script":"pre('{{ _.x }}');"}},{"kind":"script.post","config":{"script":"post();"}}]`)
	})
	t.Run("importScripts false imports them empty", func(t *testing.T) {
		t.Parallel()
		tree := insParse(t, doc, Options{ImportEnvironments: true})
		jsonValueEq(t, "folder elements", tree.Collections[1].Elements, `[{"kind":"script.pre","config":{"script":""}}]`)
		jsonValueEq(t, "request elements", insOnlyRequest(t, tree).Elements,
			`[{"kind":"script.pre","config":{"script":""}},{"kind":"script.post","config":{"script":""}}]`)
	})
}

func TestInsomniaStructure(t *testing.T) {
	t.Parallel()
	t.Run("siblings follow metaSortKey then _id descending, folders first", func(t *testing.T) {
		t.Parallel()
		tree := insParse(t, insExport(
			`{"_id":"req_b","_type":"request","parentId":"wrk_1","name":"b","url":"http://h","metaSortKey":5}`,
			`{"_id":"req_a","_type":"request","parentId":"wrk_1","name":"a","url":"http://h","metaSortKey":5}`,
			`{"_id":"req_c","_type":"request","parentId":"wrk_1","name":"c","url":"http://h","metaSortKey":-1}`,
			`{"_id":"fld_2","_type":"request_group","parentId":"wrk_1","name":"second","metaSortKey":2}`,
			`{"_id":"fld_1","_type":"request_group","parentId":"wrk_1","name":"first","metaSortKey":1}`,
			`{"_id":"req_d","_type":"request","parentId":"fld_1","name":"d","url":"http://h"}`,
		), ijOptions)
		var cols, reqs []string
		for _, c := range tree.Collections {
			cols = append(cols, c.Name)
		}
		for _, r := range tree.Requests {
			if r.CollectionTempID == tree.Collections[0].TempID {
				reqs = append(reqs, r.Name)
			}
		}
		if diff := cmp.Diff([]string{"Workspace", "first", "second"}, cols); diff != "" {
			t.Errorf("collections (-want +got):\n%s", diff)
		}
		if diff := cmp.Diff([]string{"c", "b", "a"}, reqs); diff != "" {
			t.Errorf("root requests (-want +got):\n%s", diff)
		}
	})
	t.Run("orphans and cycles hang on the first root", func(t *testing.T) {
		t.Parallel()
		tree := insParse(t, insExport(
			`{"_id":"req_1","_type":"request","parentId":"fld_missing","name":"lost","url":"http://h"}`,
			`{"_id":"fld_a","_type":"request_group","parentId":"fld_b","name":"A"}`,
			`{"_id":"fld_b","_type":"request_group","parentId":"fld_a","name":"B"}`,
			`{"_id":"req_2","_type":"request","parentId":"fld_b","name":"in the cycle","url":"http://h"}`,
		), ijOptions)
		ijCounts(t, tree.Meta, map[string]int{"orphan_item": 2})
		// The cycle is cut once: one folder hangs on the root, the other
		// stays beneath it.
		parents := map[string]string{}
		ids := map[string]string{}
		for _, c := range tree.Collections {
			if c.ParentTempID != nil {
				parents[c.Name] = *c.ParentTempID
			}
			ids[c.Name] = c.TempID
		}
		aUnderB := parents["B"] == "col-1" && parents["A"] == ids["B"]
		bUnderA := parents["A"] == "col-1" && parents["B"] == ids["A"]
		if !aUnderB && !bUnderA {
			t.Errorf("cycle folders: parents %v, ids %v", parents, ids)
		}
		if len(tree.Requests) != 2 || tree.Requests[0].CollectionTempID != "col-1" {
			t.Errorf("requests: %+v", tree.Requests)
		}
	})
	t.Run("an export without a workspace gets a root named from the file", func(t *testing.T) {
		t.Parallel()
		tree := insParse(t, `{"_type":"export","__export_format":4,"resources":[`+
			`{"_id":"req_1","_type":"request","parentId":"wrk_gone","name":"R","url":"http://h"}]}`,
			Options{ImportEnvironments: true, ImportScripts: true, FileName: "C:\\exports\\My API.json"})
		if tree.Collections[0].Name != "My API" {
			t.Errorf("root name %q, want My API", tree.Collections[0].Name)
		}
		ijCounts(t, tree.Meta, map[string]int{"orphan_item": 1})
	})
	t.Run("malformed resources are counted", func(t *testing.T) {
		t.Parallel()
		tree := insParse(t, insExport(`1`, `"x"`, `{"_id":"x"}`, `{"_type":7}`, insRequest("")), ijOptions)
		ijCounts(t, tree.Meta, map[string]int{"malformed_item": 4})
		insOnlyRequest(t, tree)
	})
	t.Run("methods are upper-cased, others become GET", func(t *testing.T) {
		t.Parallel()
		tree := insParse(t, insExport(
			`{"_id":"req_1","_type":"request","parentId":"wrk_1","name":"a","method":"patch","url":"http://h"}`,
			`{"_id":"req_2","_type":"request","parentId":"wrk_1","name":"b","method":"PROPFIND","url":"http://h"}`,
			`{"_id":"req_3","_type":"request","parentId":"wrk_1","name":"c","url":"http://h"}`,
		), ijOptions)
		got := map[string]string{}
		for _, r := range tree.Requests {
			got[r.Name] = r.Method
		}
		if diff := cmp.Diff(map[string]string{"a": "PATCH", "b": "GET", "c": "GET"}, got); diff != "" {
			t.Errorf("methods (-want +got):\n%s", diff)
		}
		ijCounts(t, tree.Meta, map[string]int{"unsupported_method": 1})
	})
	t.Run("other resources are counted, named when they hold something", func(t *testing.T) {
		t.Parallel()
		tree := insParse(t, insExport(
			`{"_id":"jar_1","_type":"cookie_jar","parentId":"wrk_1","name":"Default Jar","cookies":[]}`,
			`{"_id":"jar_2","_type":"cookie_jar","parentId":"wrk_1","name":"Full Jar","cookies":[{"key":"a"}]}`,
			`{"_id":"spc_1","_type":"api_spec","parentId":"wrk_1","fileName":"Empty","contents":""}`,
			`{"_id":"spc_2","_type":"api_spec","parentId":"wrk_1","fileName":"Spec","contents":"openapi: 3.0.0"}`,
			`{"_id":"greq_1","_type":"grpc_request","parentId":"wrk_1","name":"Hello"}`,
			`{"_id":"ws_1","_type":"websocket_request","parentId":"wrk_1","name":"Socket"}`,
		), ijOptions)
		ijCounts(t, tree.Meta, map[string]int{"cookie_jar": 2, "api_spec": 2, "grpc_request": 1, "websocket_request": 1})
		want := []string{
			`cookie jar "Full Jar" holds 1 cookies, which are not imported`,
			`API spec "Spec" is not imported (import it as an OpenAPI document)`,
			`grpc request "Hello" is not imported`,
			`websocket request "Socket" is not imported`,
		}
		if diff := cmp.Diff(want, tree.Meta.Skipped); diff != "" {
			t.Errorf("skipped (-want +got):\n%s", diff)
		}
	})
	t.Run("redirect and other request settings", func(t *testing.T) {
		t.Parallel()
		tree := insParse(t, insExport(
			`{"_id":"req_1","_type":"request","parentId":"wrk_1","name":"on","url":"http://h","settingFollowRedirects":"on"}`,
			`{"_id":"req_2","_type":"request","parentId":"wrk_1","name":"off","url":"http://h","settingFollowRedirects":"off","settingSendCookies":false}`,
			`{"_id":"req_3","_type":"request","parentId":"wrk_1","name":"global","url":"http://h","settingFollowRedirects":"global","settingEncodeUrl":true}`,
		), ijOptions)
		got := map[string]*bool{}
		for _, r := range tree.Requests {
			got[r.Name] = r.FollowRedirects
		}
		if got["on"] == nil || !*got["on"] || got["off"] == nil || *got["off"] || got["global"] != nil {
			t.Errorf("followRedirects: on=%v off=%v global=%v", got["on"], got["off"], got["global"])
		}
		ijCounts(t, tree.Meta, map[string]int{"request_setting": 1})
	})
}

func TestInsomniaDeepFoldersAreFlattened(t *testing.T) {
	t.Parallel()
	res := []string{}
	parent := "wrk_1"
	for i := range insMaxDepth + 6 {
		id := "fld_" + strings.Repeat("x", i+1)
		res = append(res, `{"_id":"`+id+`","_type":"request_group","parentId":"`+parent+`","name":"F"}`)
		parent = id
	}
	res = append(res, `{"_id":"req_deep","_type":"request","parentId":"`+parent+`","name":"deep","url":"http://h"}`)
	tree := insParse(t, insExport(res...), ijOptions)
	if got, want := len(tree.Collections), insMaxDepth+1; got != want {
		t.Errorf("got %d collections, want %d", got, want)
	}
	ijCounts(t, tree.Meta, map[string]int{"folder_depth_exceeded": 6})
	if r := insOnlyRequest(t, tree); r.CollectionTempID != tree.Collections[len(tree.Collections)-1].TempID {
		t.Errorf("the deep request is in %s, want the deepest kept folder", r.CollectionTempID)
	}
}

func TestInsomniaRefusesAnExportWithoutResources(t *testing.T) {
	t.Parallel()
	for _, doc := range []string{
		`{"_type":"export","__export_format":4}`,
		`{"_type":"export","__export_format":4,"resources":{}}`,
	} {
		_, err := Parse([]byte(doc), ijOptions)
		if err == nil || errors.Is(err, ErrUnknownFormat) {
			t.Errorf("Parse(%s): error %v, want a mapping error", doc, err)
		}
	}
	if _, err := mapInsomnia(&Document{Format: FormatInsomnia4, Raw: []byte(`[1]`)}, ijOptions); err == nil {
		t.Error("mapInsomnia of an array: no error")
	}
}

// A YAML decoder may hand over map[any]any and integers; the mapper reads
// them as it reads encoding/json's values.
func TestInsomniaReadsOtherDecodedValueTypes(t *testing.T) {
	t.Parallel()
	doc := &Document{Format: FormatInsomnia4, Value: map[any]any{
		"_type": "export", "__export_format": 4,
		"resources": []any{
			map[any]any{"_id": "wrk_1", "_type": "workspace", "name": "W"},
			map[string]any{"_id": "env_1", "_type": "environment", "parentId": "wrk_1",
				"data": map[any]any{"port": 8080, "big": int64(1) << 40, "ratio": json.Number("0.5"), 7: "seven"}},
			map[string]any{"_id": "req_1", "_type": "request", "parentId": "wrk_1", "name": "R",
				"url": "http://h:{{ port }}", "metaSortKey": int64(-3),
				"parameters": []map[string]any{{"name": "n", "value": 42}}},
		},
	}}
	tree, err := mapInsomnia(doc, ijOptions)
	if err != nil {
		t.Fatal(err)
	}
	tree = ijFinish(tree)
	checkTreeApplies(t, tree)
	jsonValueEq(t, "root variables", tree.Collections[0].Variables, `{"7":"seven","big":"1099511627776","port":"8080","ratio":"0.5"}`)
	if r := insOnlyRequest(t, tree); r.URL != "http://h:{{port}}?n=42" {
		t.Errorf("url %q", r.URL)
	}
}

// ijFinish does what Parse does after a mapper returns.
func ijFinish(t Tree) Tree {
	if t.Meta.Skipped == nil {
		t.Meta.Skipped = []string{}
	}
	if t.Requests == nil {
		t.Requests = []Request{}
	}
	if t.Environments == nil {
		t.Environments = []Environment{}
	}
	return t
}

func TestInsomniaCorpusMeta(t *testing.T) {
	t.Parallel()
	want := map[string]struct {
		collections, requests, environments int
		counts                              map[string]int
		skipped                             int
	}{
		"insomnia-plugin-basic-import.json":          {1, 1, 0, nil, 0},
		"insomnia-smoke-insomnia4.yaml":              {2, 1, 1, map[string]int{"cookie_jar": 1}, 0},
		"insomnia-smoke-environments.yaml":           {1, 1, 2, map[string]int{"api_spec": 1, "cookie_jar": 1, "nested_variable": 3}, 0},
		"insomnia-smoke-oauth.yaml":                  {5, 8, 0, map[string]int{"api_spec": 1, "cookie_jar": 1}, 0},
		"insomnia-smoke-pre-request-collection.yaml": {2, 32, 0, map[string]int{"cookie_jar": 1}, 0},
		"insomnia-smoke-runner-collection.yaml":      {2, 8, 1, map[string]int{"cookie_jar": 1}, 0},
		"insomnia-inso-folder-inheritance-document.yml": {2, 1, 0,
			map[string]int{"api_spec": 1, "cookie_jar": 1, "folder_headers": 1, "unit_test": 1, "unit_test_suite": 1}, 2},
	}
	for _, in := range ijInputs(t, "insomnia") {
		name := filepath.Base(in)
		w, ok := want[name]
		if !ok {
			t.Errorf("%s has no row in the meta table", name)
			continue
		}
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			data, err := os.ReadFile(in)
			if err != nil {
				t.Fatal(err)
			}
			tree := ijParse(t, FormatInsomnia4, data, ijOptions)
			got := [3]int{tree.Meta.Counts["collections"], tree.Meta.Counts["requests"], tree.Meta.Counts["environments"]}
			if got != [3]int{w.collections, w.requests, w.environments} {
				t.Errorf("collections, requests, environments: got %v, want %v", got, [3]int{w.collections, w.requests, w.environments})
			}
			ijCounts(t, tree.Meta, w.counts)
			if len(tree.Meta.Skipped) != w.skipped {
				t.Errorf("skipped: got %q, want %d entries", tree.Meta.Skipped, w.skipped)
			}
		})
	}
}

// FuzzInsomnia maps arbitrary JSON as an Insomnia export: it must never
// panic, and a tree it returns must apply.
func FuzzInsomnia(f *testing.F) {
	for _, in := range ijInputs(f, "insomnia") {
		data, err := os.ReadFile(in)
		if err != nil {
			f.Fatal(err)
		}
		doc, err := Detect(data)
		if err != nil {
			f.Fatalf("detect %s: %v", in, err)
		}
		f.Add([]byte(doc.JSON))
	}
	f.Add([]byte(insExport(insRequest(`,"body":{"mimeType":"application/graphql","text":"{\"query\":\"q\",\"variables\":\"{}\"}"}`))))
	f.Add([]byte(insExport(`{"_id":"fld_a","_type":"request_group","parentId":"fld_a","headers":[{"name":"a"}]}`, insRequest(`,"parentId":"fld_a","url":"{{ _.x }}?{% uuid %}#{{","parameters":[{"name":"%zz"}]`))))
	f.Fuzz(func(t *testing.T, data []byte) {
		doc := &Document{Format: FormatInsomnia4, Raw: data}
		if err := json.Unmarshal(data, &doc.Value); err != nil {
			return
		}
		tree, err := mapInsomnia(doc, ijOptions)
		if err != nil {
			return
		}
		checkTreeApplies(t, ijFinish(tree))
	})
}
