package mgmt_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/svc-engine/svc-engine/mgmt/mgmttest"
)

// postmanSchema compiles the vendored Postman collection v2.1.0 schema
// (draft-07, split into files) the way its repository compiles it: every
// file under collection/ becomes a definition of collection.json.
func postmanSchema(t *testing.T) *jsonschema.Schema {
	t.Helper()
	dir := filepath.Join("..", "importers", "testdata", "postman-schema", "v2.1.0")
	read := func(p string) map[string]any {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		// The schema files hold // comment lines, which the repository's
		// loader removes before reading them as JSON.
		var lines []string
		for _, l := range strings.Split(string(b), "\n") {
			if !strings.HasPrefix(strings.TrimSpace(l), "//") {
				lines = append(lines, l)
			}
		}
		b = []byte(strings.Join(lines, "\n"))
		var v map[string]any
		if err := json.Unmarshal(b, &v); err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		return v
	}
	root := read(filepath.Join(dir, "collection.json"))
	defs := map[string]any{}
	parts, _ := filepath.Glob(filepath.Join(dir, "collection", "*.json"))
	for _, p := range parts {
		d := read(p)
		id, _ := d["$id"].(string)
		delete(d, "$id") // "#/definitions/<name>": the pointer it is placed at
		defs[strings.TrimPrefix(id, "#/definitions/")] = d
	}
	if len(defs) < 20 {
		t.Fatalf("the vendored schema has %d definitions", len(defs))
	}
	root["definitions"] = defs
	delete(root, "$id")
	c := jsonschema.NewCompiler()
	if err := c.AddResource("postman-collection-v2.1.0.json", root); err != nil {
		t.Fatal(err)
	}
	s, err := c.Compile("postman-collection-v2.1.0.json")
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// postmanSDK installs Postman's collection SDK (bench/install-postman-collection.sh)
// and returns its package directory. Without it the test fails: it never skips.
var postmanSDK = sync.OnceValues(func() (string, error) {
	out, err := exec.Command("bash", filepath.Join("..", "bench", "install-postman-collection.sh")).Output()
	if err != nil {
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			return "", errors.New(err.Error() + ": " + string(ee.Stderr))
		}
		return "", err
	}
	return strings.TrimSpace(string(out)), nil
})

// sdkSummary loads a collection file with Postman's SDK and answers what
// it read: the requests (name, method, URL as the SDK prints it), their
// events and responses, and the collection's variables.
const sdkSummary = `
const {Collection} = require(process.argv[1]);
const c = new Collection(JSON.parse(require('fs').readFileSync(process.argv[2], 'utf8')));
const items = [];
c.forEachItem(i => items.push({name: i.name, method: i.request.method, url: i.request.url.toString(),
  events: i.events.map(e => e.listen + ':' + (e.script && e.script.exec || []).join('\n')),
  responses: i.responses.map(r => r.name + ' ' + r.code)}));
process.stdout.write(JSON.stringify({items, variables: c.variables.count(), json: c.toJSON()}));
`

// exportCorpus are the Postman collections of the importers' corpus.
func exportCorpus(t *testing.T) []string {
	t.Helper()
	var files []string
	seen := map[string]bool{}
	for _, dir := range []string{
		filepath.Join("..", "importers", "testdata", "postman", "v2.0"),
		filepath.Join("..", "importers", "testdata", "postman", "v2.1"),
		// The Newman comparison's corpus (pm-api exercises every pm member).
		filepath.Join("..", "compat", "testdata"),
	} {
		all, _ := filepath.Glob(filepath.Join(dir, "*.json"))
		for _, f := range all {
			base := filepath.Base(f)
			if strings.HasSuffix(f, ".golden.json") || seen[base] || strings.Contains(base, "environment") || strings.Contains(base, "globals") || strings.HasSuffix(base, ".data.json") {
				continue
			}
			seen[base] = true
			files = append(files, f)
		}
	}
	if len(files) < 10 {
		t.Fatalf("the corpus holds %d collections", len(files))
	}
	return files
}

// roundTripView is what a Postman → engine → Postman round trip keeps:
// the parsed tree's collections and requests (examples and scripts
// included), the temp ids being the same on both sides.
func roundTripView(t *testing.T, tree map[string]any) map[string]any {
	t.Helper()
	reqs, _ := tree["requests"].([]any)
	for _, r := range reqs {
		rm, _ := r.(map[string]any)
		// A setting stated at its default reads as the default left out.
		for k, def := range map[string]any{"followRedirects": true, "maxRedirects": float64(10), "verifySSL": true} {
			if rm[k] == def {
				delete(rm, k)
			}
		}
	}
	return map[string]any{"collections": tree["collections"], "requests": reqs}
}

func TestPostmanExportRoundTripsEveryCorpusCollection(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	schema := postmanSchema(t)
	sdk, sdkErr := postmanSDK()
	if sdkErr != nil {
		t.Fatalf("Postman's collection SDK is needed and could not be installed: %v", sdkErr)
	}
	for _, f := range exportCorpus(t) {
		t.Run(filepath.Base(f), func(t *testing.T) {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			name := filepath.Base(f)
			first := e.Do("POST", "/import/parse", map[string]any{"content": string(src), "fileName": name})
			if first.Status != 200 {
				t.Fatalf("parse: %d %s", first.Status, first.Body)
			}
			imp := e.Do("POST", "/import", map[string]any{"content": string(src), "fileName": name})
			if imp.Status != 200 {
				t.Fatalf("import: %d %s", imp.Status, imp.Body)
			}
			idMap, _ := imp.Object(t)["idMap"].(map[string]any)
			root, _ := idMap["c1"].(string)
			out := e.Do("POST", "/export/postman", map[string]any{"collectionId": root})
			if out.Status != 200 {
				t.Fatalf("export: %d %s", out.Status, out.Body)
			}
			var answer struct {
				Collection json.RawMessage `json:"collection"`
			}
			if err := json.Unmarshal(out.Body, &answer); err != nil {
				t.Fatal(err)
			}
			inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(answer.Collection))
			if err != nil {
				t.Fatal(err)
			}
			if err := schema.Validate(inst); err != nil {
				t.Errorf("the export does not validate against the Postman v2.1.0 schema: %v", err)
			}
			second := e.Do("POST", "/import/parse", map[string]any{"content": string(answer.Collection), "fileName": name})
			if second.Status != 200 {
				t.Fatalf("re-parse of the export: %d %s", second.Status, second.Body)
			}
			if diff := cmp.Diff(roundTripView(t, first.Object(t)), roundTripView(t, second.Object(t))); diff != "" {
				t.Errorf("Postman → engine → Postman changed the collection (-first import +import of the export):\n%s", diff)
			}
			// Postman's own SDK reads the export: every request, script
			// and saved response is there.
			file := filepath.Join(t.TempDir(), "export.postman_collection.json")
			if err := os.WriteFile(file, answer.Collection, 0o600); err != nil {
				t.Fatal(err)
			}
			cmd := exec.Command("node", "-e", sdkSummary, sdk, file)
			sdkOut, err := cmd.Output()
			if err != nil {
				var ee *exec.ExitError
				if errors.As(err, &ee) {
					t.Fatalf("postman-collection could not load the export: %v\n%s", err, ee.Stderr)
				}
				t.Fatal(err)
			}
			var got struct {
				Items []struct {
					Name, Method string
					Events       []string
					Responses    []string
				} `json:"items"`
			}
			if err := json.Unmarshal(sdkOut, &got); err != nil {
				t.Fatal(err)
			}
			reqs, _ := first.Object(t)["requests"].([]any)
			if len(got.Items) != len(reqs) {
				t.Fatalf("the SDK read %d requests, the engine exported %d", len(got.Items), len(reqs))
			}
			for i, r := range reqs {
				rm, _ := r.(map[string]any)
				examples, _ := rm["examples"].([]any)
				elements, _ := rm["elements"].([]any)
				it := got.Items[i]
				if it.Name != rm["name"] || it.Method != rm["method"] || len(it.Responses) != len(examples) || len(it.Events) != len(elements) {
					t.Errorf("request %d: the SDK read %+v; the engine holds %v %v with %d examples and %d scripts", i, it, rm["name"], rm["method"], len(examples), len(elements))
				}
			}
		})
	}
}

func TestCurlExportImportsBack(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	doc := `curl -X PUT 'https://api.example.com/items/7?x=1' -H 'Content-Type: application/json' -H "X-Quote: it's" --data-raw '{"a":"b c"}' -k -L
curl --digest -u 'alice:s3cr:et' https://api.example.com/protected
curl -F 'name=joe' -F 'file=@/tmp/a b.png;type=image/png' https://api.example.com/upload`
	imp := e.Do("POST", "/import", map[string]any{"content": doc})
	if imp.Status != 200 {
		t.Fatalf("import: %d %s", imp.Status, imp.Body)
	}
	first := e.Do("POST", "/import/parse", map[string]any{"content": doc})
	idMap, _ := imp.Object(t)["idMap"].(map[string]any)
	var cmds []string
	for _, tmp := range []string{"r1", "r2", "r3"} {
		id, _ := idMap[tmp].(string)
		out := e.Do("POST", "/export/curl", map[string]any{"requestId": id})
		if out.Status != 200 {
			t.Fatalf("export %s: %d %s", tmp, out.Status, out.Body)
		}
		c, _ := out.Object(t)["command"].(string)
		cmds = append(cmds, c)
	}
	// Each exported command imports as the request it came from.
	second := e.Do("POST", "/import/parse", map[string]any{"content": strings.Join(cmds, "\n")})
	if second.Status != 200 {
		t.Fatalf("re-import of\n%s\n: %d %s", strings.Join(cmds, "\n"), second.Status, second.Body)
	}
	strip := func(tree map[string]any) []any {
		reqs, _ := tree["requests"].([]any)
		for _, r := range reqs {
			rm, _ := r.(map[string]any)
			// The exported command states the headers a send derives
			// (Content-Type of the body), which the source left implied.
			delete(rm, "headers")
		}
		return reqs
	}
	if diff := cmp.Diff(strip(first.Object(t)), strip(second.Object(t))); diff != "" {
		t.Errorf("cURL → engine → cURL → engine changed the requests (-first +second):\n%s\ncommands:\n%s", diff, strings.Join(cmds, "\n"))
	}
}
