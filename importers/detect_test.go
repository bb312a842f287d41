package importers

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode/utf16"
)

// utf16Bytes encodes s as UTF-16 with a byte-order mark.
func utf16Bytes(s string, bigEndian bool) []byte {
	out := []byte{0xFF, 0xFE}
	if bigEndian {
		out = []byte{0xFE, 0xFF}
	}
	for _, u := range utf16.Encode([]rune(s)) {
		if bigEndian {
			out = append(out, byte(u>>8), byte(u))
		} else {
			out = append(out, byte(u), byte(u>>8))
		}
	}
	return out
}

const (
	env21   = `{"name":"E","_postman_variable_scope":"environment","values":[{"key":"a","value":"1"}]}`
	jmxPlan = `<?xml version="1.0" encoding="UTF-8"?>
<jmeterTestPlan version="1.2" properties="5.0" jmeter="5.4.1"><hashTree/></jmeterTestPlan>`
)

func TestDetectTable(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name   string
		doc    []byte
		format string // "" means ErrUnknownFormat
		syntax string
	}{
		// Row 1.
		{"info.schema naming v2.1.0", []byte(`{"info":{"name":"c","schema":"https://schema.getpostman.com/json/collection/v2.1.0/collection.json"},"item":[]}`), FormatPostman21, "json"},
		{"v2.1.0 without item", []byte(`{"info":{"schema":"v2.1.0"}}`), FormatPostman21, "json"},
		// Row 2.
		{"info.schema naming v2.0.0", []byte(`{"info":{"schema":"https://schema.getpostman.com/json/collection/v2.0.0/collection.json"}}`), FormatPostman20, "json"},
		{"info plus item[] and no schema", []byte(`{"info":{"name":"c"},"item":[]}`), FormatPostman20, "json"},
		{"info plus item[] and a null schema", []byte(`{"info":{"name":"c","schema":null},"item":[]}`), FormatPostman20, "json"},
		{"info without item[] and no schema", []byte(`{"info":{"name":"c"}}`), "", ""},
		{"info plus item that is not an array", []byte(`{"info":{"name":"c"},"item":{}}`), "", ""},
		{"a schema naming another version", []byte(`{"info":{"schema":"https://schema.getpostman.com/json/collection/v1.0.0/collection.json"},"item":[]}`), "", ""},
		// Row 3.
		{"an environment export", []byte(env21), FormatPostmanEnv, "json"},
		{"an environment scope without values[]", []byte(`{"_postman_variable_scope":"environment","values":{}}`), "", ""},
		// Row 4.
		{"a globals export", []byte(`{"_postman_variable_scope":"globals","values":[]}`), FormatPostmanGlob, "json"},
		{"the older bare-array globals", []byte(`[{"key":"a","value":"1","type":"text","enabled":true},{"key":"b","value":"2"}]`), FormatPostmanGlob, "json"},
		{"an empty array", []byte(`[]`), "", ""},
		{"an array with an entry without a key", []byte(`[{"key":"a"},{"value":"1"}]`), "", ""},
		{"an array of scalars", []byte(`[1,2]`), "", ""},
		// Row 5.
		{"an export v4 in JSON", []byte(`{"_type":"export","__export_format":4,"resources":[]}`), FormatInsomnia4, "json"},
		{"an export v4 in YAML", []byte("_type: export\n__export_format: 4\nresources: []\n"), FormatInsomnia4, "yaml"},
		{"an export v3", []byte(`{"_type":"export","__export_format":3,"resources":[]}`), "", ""},
		// Row 6.
		{"openapi 3.0.3 in JSON", []byte(`{"openapi":"3.0.3","info":{"title":"t","version":"1"},"paths":{}}`), FormatOpenAPI3, "json"},
		{"openapi 3.1.0 in YAML", []byte("openapi: 3.1.0\ninfo:\n  title: t\n  version: '1'\npaths: {}\n"), FormatOpenAPI3, "yaml"},
		{"openapi 3.1 as a YAML number", []byte("openapi: 3.1\npaths: {}\n"), FormatOpenAPI3, "yaml"},
		{"openapi 2.0", []byte(`{"openapi":"2.0"}`), "", ""},
		{"openapi 30", []byte(`{"openapi":"30"}`), "", ""},
		// Row 7.
		{"swagger 2.0 as a string", []byte(`{"swagger":"2.0","paths":{}}`), FormatSwagger2, "json"},
		{"swagger 2.0 as a number", []byte(`{"swagger":2.0,"paths":{}}`), FormatSwagger2, "json"},
		{"swagger 2.0 as a YAML number", []byte("swagger: 2.0\npaths: {}\n"), FormatSwagger2, "yaml"},
		{"swagger 1.2", []byte(`{"swagger":"1.2"}`), "", ""},
		// Row 8 (checked first, on the raw text).
		{"a JMeter test plan", []byte(jmxPlan), FormatJMeter, "xml"},
		{"a JMeter test plan without prolog", []byte("\n  <jmeterTestPlan version=\"1.2\"></jmeterTestPlan>"), FormatJMeter, "xml"},
		{"other XML", []byte(`<?xml version="1.0"?><project/>`), "", ""},
		{"a JSON string naming the element", []byte(`{"info":{"name":"<jmeterTestPlan>"},"item":[]}`), FormatPostman20, "json"},
		// Order: the first row wins.
		{"a collection that also names openapi", []byte(`{"info":{"schema":"v2.1.0"},"openapi":"3.0.0"}`), FormatPostman21, "json"},
		{"an environment that also names swagger", []byte(`{"_postman_variable_scope":"environment","values":[],"swagger":"2.0"}`), FormatPostmanEnv, "json"},
		{"an export that also names openapi", []byte(`{"openapi":"3.0.0","_type":"export","__export_format":4}`), FormatInsomnia4, "json"},
		// Encodings.
		{"a UTF-8 byte-order mark", append([]byte{0xEF, 0xBB, 0xBF}, env21...), FormatPostmanEnv, "json"},
		{"UTF-16 LE with its BOM", utf16Bytes(env21, false), FormatPostmanEnv, "json"},
		{"UTF-16 BE with its BOM", utf16Bytes(env21, true), FormatPostmanEnv, "json"},
		{"UTF-16 YAML", utf16Bytes("swagger: '2.0'\n", false), FormatSwagger2, "yaml"},
		// After the table: the older environment and globals exports.
		{"an older environment export", []byte(`{"id":"9455080a","name":"TestEnv","values":[{"key":"a","value":"1","type":"text","enabled":true}],"timestamp":1404119927461,"synced":false}`), FormatPostmanEnv, "json"},
		{"an older environment without values", []byte(`{"id":"9455080a","name":"TestEnv","values":[],"synced":false}`), FormatPostmanEnv, "json"},
		{"an older globals export", []byte(`{"id":"146e52f0","name":"My Workspace Globals","values":[{"key":"a","value":"1"}],"timestamp":1404119927461}`), FormatPostmanGlob, "json"},
		{"a name and values without an id, timestamp or synced", []byte(`{"name":"TestEnv","values":[{"key":"a"}]}`), "", ""},
		{"older shape with a value that has no key", []byte(`{"id":"x","name":"TestEnv","values":[{"value":"1"}]}`), "", ""},
		{"older shape with a name that is not a string", []byte(`{"id":"x","name":1,"values":[]}`), "", ""},
		// Nothing claims these.
		{"empty", nil, "", ""},
		{"blank", []byte(" \n\t "), "", ""},
		{"plain text", []byte("hello, world"), "", ""},
		{"a JSON number", []byte("42"), "", ""},
		{"an unrelated object", []byte(`{"a":1}`), "", ""},
		{"neither JSON nor YAML", []byte("{\"a\": [1,\n  - b: : :"), "", ""},
		{"binary with NUL bytes", []byte("{\"swagger\":\"2.0\"}\x00\x00\x01"), "", ""},
		{"UTF-16 with an odd byte count", append(utf16Bytes(env21, false), 'x'), "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			doc, err := Detect(tt.doc)
			if tt.format == "" {
				if !errors.Is(err, ErrUnknownFormat) {
					t.Fatalf("Detect(%q) = %+v, %v; want ErrUnknownFormat", tt.doc, doc, err)
				}
				return
			}
			if err != nil {
				t.Fatalf("Detect(%q): %v; want %s", tt.doc, err, tt.format)
			}
			if doc.Format != tt.format || doc.Syntax != tt.syntax {
				t.Errorf("Detect(%q) = format %q syntax %q, want %q %q", tt.doc, doc.Format, doc.Syntax, tt.format, tt.syntax)
			}
			if bytes.HasPrefix(doc.Raw, []byte{0xEF, 0xBB, 0xBF}) {
				t.Errorf("Raw keeps the byte-order mark: %q", doc.Raw)
			}
			if tt.syntax == "xml" {
				if doc.JSON != nil || doc.Value != nil {
					t.Errorf("an XML document has JSON %q, value %v", doc.JSON, doc.Value)
				}
				return
			}
			if !json.Valid(doc.JSON) || doc.Value == nil {
				t.Errorf("JSON %q (valid %v), value %v", doc.JSON, json.Valid(doc.JSON), doc.Value)
			}
		})
	}
}

func TestDetectDecodesText(t *testing.T) {
	t.Parallel()
	for _, data := range [][]byte{
		append([]byte{0xEF, 0xBB, 0xBF}, env21...),
		utf16Bytes(env21, false),
		utf16Bytes(env21, true),
	} {
		doc, err := Detect(data)
		if err != nil {
			t.Fatalf("Detect(% x...): %v", data[:4], err)
		}
		if string(doc.Raw) != env21 || string(doc.JSON) != env21 {
			t.Errorf("Detect(% x...) Raw = %q, JSON = %q; want the text without its BOM", data[:4], doc.Raw, doc.JSON)
		}
	}
}

func TestDetectYAMLKeepsOrderAndResolvesScalars(t *testing.T) {
	t.Parallel()
	src := `openapi: 3.0.0
paths:
  /b: {}
  /a: {}
responses:
  200: {description: ok}
  default: {description: other}
base: &base {x: 1, y: 2}
derived:
  <<: *base
  y: 3
  z: 4
values: [1, 1.50, 0x1F, .inf, true, ~, "007", 2024-01-02, yes]
`
	doc, err := Detect([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	want := `{"openapi":"3.0.0","paths":{"/b":{},"/a":{}},"responses":{"200":{"description":"ok"},"default":{"description":"other"}},` +
		`"base":{"x":1,"y":2},"derived":{"x":1,"y":3,"z":4},"values":[1,1.50,31,".inf",true,null,"007","2024-01-02","yes"]}`
	if string(doc.JSON) != want {
		t.Errorf("YAML as JSON:\n got %s\nwant %s", doc.JSON, want)
	}
}

func TestDetectRefusesHostileDocuments(t *testing.T) {
	t.Parallel()
	laughs := "a: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n"
	var lb strings.Builder
	lb.WriteString(laughs)
	prev := "a"
	for _, n := range []string{"b", "c", "d", "e", "f", "g", "h", "i"} {
		lb.WriteString(n + ": &" + n + " [*" + prev + ",*" + prev + ",*" + prev + ",*" + prev + ",*" + prev + ",*" + prev + ",*" + prev + ",*" + prev + ",*" + prev + "]\n")
		prev = n
	}
	laughs = lb.String()
	var mb strings.Builder
	mb.WriteString("a0: &a0 {x: 1}\n")
	for i := 1; i <= 40; i++ {
		p, n := "a"+strconv.Itoa(i-1), "a"+strconv.Itoa(i)
		mb.WriteString(n + ": &" + n + " {<<: [*" + p + ", *" + p + "]}\n")
	}
	mergeBomb := mb.String()
	tests := []struct {
		name string
		doc  string
	}{
		{"a billion laughs", laughs},
		{"merge keys that expand exponentially", mergeBomb},
		{"a long string repeated through aliases", "s: &s \"" + strings.Repeat("x", 1<<16) + "\"\nl: &l [*s,*s,*s,*s,*s,*s,*s,*s]\nm: &m [*l,*l,*l,*l,*l,*l,*l,*l]\nn: &n [*m,*m,*m,*m,*m,*m,*m,*m]\no: [*n,*n,*n,*n,*n,*n,*n,*n]\n"},
		{"JSON 10k levels deep", strings.Repeat("[", 10000) + strings.Repeat("]", 10000)},
		{"JSON objects 201 levels deep", strings.Repeat(`{"a":`, 201) + "1" + strings.Repeat("}", 201)},
		{"YAML flow 10k levels deep", "x: " + strings.Repeat("[", 10000) + strings.Repeat("]", 10000)},
		{"YAML block sequences 10k levels deep", strings.Repeat("- ", 10000) + "x\n"},
		{"YAML block mappings 300 levels deep", yamlNested(300)},
		{"a YAML alias cycle", "a: &a [*a]\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			start := time.Now()
			doc, err := Detect([]byte(tt.doc))
			// Unbounded, these run for minutes or exhaust memory; the bound
			// is loose enough for a loaded -race run.
			if took := time.Since(start); took > 30*time.Second {
				t.Errorf("Detect took %v", took)
			}
			if err == nil {
				t.Fatalf("Detect accepted it as %s (%d bytes of JSON)", doc.Format, len(doc.JSON))
			}
			if !errors.Is(err, ErrDocumentLimit) && !errors.Is(err, ErrUnknownFormat) {
				t.Errorf("Detect: %v; want ErrDocumentLimit", err)
			}
			if !errors.Is(err, ErrDocumentLimit) {
				t.Logf("refused as unknown rather than over a limit: %v", err)
			}
		})
	}
	t.Run("200 levels are accepted", func(t *testing.T) {
		t.Parallel()
		doc := `{"swagger":"2.0","x":` + strings.Repeat("[", MaxDepth-1) + strings.Repeat("]", MaxDepth-1) + "}"
		if _, err := Detect([]byte(doc)); err != nil {
			t.Errorf("Detect of a document %d levels deep: %v", MaxDepth, err)
		}
		if _, err := Detect([]byte("swagger: '2.0'\n" + yamlNested(MaxDepth-1))); err != nil {
			t.Errorf("Detect of a YAML document %d levels deep: %v", MaxDepth, err)
		}
	})
}

// yamlNested is a block mapping nested n levels under the key k.
func yamlNested(n int) string {
	var b strings.Builder
	for i := range n {
		b.WriteString(strings.Repeat(" ", i))
		b.WriteString("k:\n")
	}
	b.WriteString(strings.Repeat(" ", n))
	b.WriteString("v: 1\n")
	return b.String()
}

// detectCorpus lists each file kept for detection with the format it has.
func detectCorpus(t testing.TB) map[string]string {
	t.Helper()
	want := map[string]string{
		"detect/insomnia-plugin-basic-import.json":          FormatInsomnia4,
		"detect/insomnia-smoke-insomnia4.yaml":              FormatInsomnia4,
		"detect/jmeter-functional-testing-01-test-plan.jmx": FormatJMeter,
		"detect/oai-v2.0-petstore.yaml":                     FormatSwagger2,
		"detect/oai-v2.0-uber.json":                         FormatSwagger2,
		"detect/oai-v3.0-petstore.yaml":                     FormatOpenAPI3,
		"detect/oai-v3.1-non-oauth-scopes.json":             FormatOpenAPI3,
		"detect/oai-v3.1-webhook-example.yaml":              FormatOpenAPI3,
	}
	for _, in := range postmanInputs(t) {
		rel := filepath.ToSlash(strings.TrimPrefix(in, "testdata"+string(filepath.Separator)))
		switch {
		case strings.HasPrefix(rel, "postman/v2.1/"):
			want[rel] = FormatPostman21
		case strings.HasPrefix(rel, "postman/v2.0/"):
			want[rel] = FormatPostman20
		case strings.Contains(rel, "globals"):
			want[rel] = FormatPostmanGlob
		default:
			want[rel] = FormatPostmanEnv
		}
	}
	files, err := filepath.Glob(filepath.Join("testdata", "detect", "*"))
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		if _, ok := want[filepath.ToSlash(strings.TrimPrefix(f, "testdata"+string(filepath.Separator)))]; !ok {
			t.Errorf("%s has no expected format", f)
		}
	}
	return want
}

func TestDetectCorpus(t *testing.T) {
	t.Parallel()
	for rel, format := range detectCorpus(t) {
		t.Run(rel, func(t *testing.T) {
			t.Parallel()
			data, err := os.ReadFile(filepath.Join("testdata", filepath.FromSlash(rel)))
			if err != nil {
				t.Fatal(err)
			}
			doc, err := Detect(data)
			if err != nil {
				t.Fatalf("Detect: %v", err)
			}
			if doc.Format != format {
				t.Errorf("Detect = %s, want %s", doc.Format, format)
			}
		})
	}
}

// FuzzDetect: detection never panics, claims only known formats, and
// returns valid JSON for what it claims, or one of its two errors.
func FuzzDetect(f *testing.F) {
	for rel := range detectCorpus(f) {
		data, err := os.ReadFile(filepath.Join("testdata", filepath.FromSlash(rel)))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	for _, s := range []string{
		env21, jmxPlan, "a: &a [*a]\n", "<<: {a: 1}\n", "[{\"key\":\"k\"}]", "openapi: 3.1\n", "swagger: 2.0\n",
		"\xef\xbb\xbf{}", "\xff\xfe{\x00}\x00", "\xfe\xff\x00{\x00}", "? [a, b]\n: c\n", "!!binary aGk=\n",
	} {
		f.Add([]byte(s))
	}
	known := map[string]bool{}
	for k := range mappers() {
		known[k] = true
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		doc, err := Detect(data)
		if err != nil {
			if !errors.Is(err, ErrUnknownFormat) && !errors.Is(err, ErrDocumentLimit) {
				t.Fatalf("Detect(%q): unexpected error %v", data, err)
			}
			return
		}
		if !known[doc.Format] {
			t.Fatalf("Detect(%q) = unknown format %q", data, doc.Format)
		}
		if doc.Syntax != "xml" && !json.Valid(doc.JSON) {
			t.Fatalf("Detect(%q) JSON is invalid: %q", data, doc.JSON)
		}
	})
}
