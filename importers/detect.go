package importers

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"unicode/utf16"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/workspace"
)

// Document is a detected import document.
type Document struct {
	// Format is the detected format, one of the Format constants.
	Format string
	// Raw is the text, UTF-8, without a byte-order mark; a UTF-16 document
	// is decoded.
	Raw []byte
	// Syntax is how Raw was read: "json", "yaml" or "xml".
	Syntax string
	// JSON is the document as JSON text with object members in source
	// order (nil for XML). For a JSON document it is Raw itself; a YAML
	// document is converted: aliases expanded, merge keys (<<) applied,
	// mapping keys turned into strings, and scalars resolved by the YAML
	// 1.2 core schema (a number keeps its source spelling when that is a
	// valid JSON number). Mappers read it with workspace.Members so member
	// order survives.
	JSON codec.RawMessage
	// Value is the document as encoding/json decodes JSON into an any
	// (map[string]any, []any, string, float64, bool, nil); nil for XML.
	// Member order is lost: read JSON where order matters.
	Value any
}

// MaxDepth bounds the nesting of arrays and objects (JSON), of sequences
// and mappings (YAML, counted through aliases) and of elements (XML) in an
// import document: codec's one depth limit.
const MaxDepth = codec.MaxDepth

// ErrDocumentLimit is returned (wrapped, with the limit named) for a
// document over a size, nesting or alias-expansion bound.
var ErrDocumentLimit = errors.New("the document exceeds an import limit")

// Detect finds the format of data, an import document.
//
// A UTF-8 byte-order mark is dropped and UTF-16 (LE or BE, with its BOM) is
// decoded to UTF-8. Text holding a NUL byte is binary and refused. A JMeter
// test plan is recognized on the raw text first (an XML document whose text
// holds the <jmeterTestPlan root element); anything else is read once as
// JSON, else as YAML, and claimed by the first matching row of the spec's
// detection table:
//
//	info.schema naming v2.1.0                                 postman-2.1
//	info.schema naming v2.0.0, or info + item[] and no schema  postman-2.0
//	_postman_variable_scope environment with values[]         postman-environment
//	_postman_variable_scope globals with values[]             postman-globals
//	_type export and __export_format 4                        insomnia-4
//	openapi starting with "3."                                openapi-3
//	swagger equal to 2.0 (string or number)                   swagger-2.0
//
// After the table: cURL command lines (curl_shell.go) and a HAR 1.2 file
// (log.entries[]; har.go).
//
// The older globals export, a bare array of {key, value, ...} variables
// (newman's *.postman_globals.json), is also claimed as postman-globals:
// no other format is a top-level array, so the choice takes nothing from
// any other row.
//
// Postman's older environment and globals export, an object with a name,
// values[] of {key, ...} variables and at least one of id, timestamp or
// synced, but no _postman_variable_scope, is claimed after the table's
// rows: as postman-globals when its name ends in "globals" (Postman named
// the export "Globals" or "My Workspace Globals"), else as
// postman-environment.
//
// A document nothing claims is ErrUnknownFormat; one over a bound
// (MaxDocumentBytes, MaxDepth, the YAML alias expansion) wraps
// ErrDocumentLimit.
func Detect(data []byte) (*Document, error) {
	return detect(data, 0)
}

// detect is Detect with a bound on a document read as YAML (0: none
// below MaxDocumentBytes).
func detect(data []byte, maxYAML int) (*Document, error) {
	if len(data) > MaxDocumentBytes {
		return nil, fmt.Errorf("%w: the document is %d bytes; at most %d are imported", ErrDocumentLimit, len(data), MaxDocumentBytes)
	}
	text, err := detectDecodeText(data)
	if err != nil {
		return nil, err
	}
	if bytes.IndexByte(text, 0) >= 0 {
		return nil, fmt.Errorf("%w (the document is binary: it holds NUL bytes)", ErrUnknownFormat)
	}
	if detectJMeter(text) {
		return &Document{Format: FormatJMeter, Raw: text, Syntax: "xml"}, nil
	}
	trimmed := bytes.TrimSpace(text)
	if len(trimmed) == 0 {
		return nil, fmt.Errorf("%w (the document is empty)", ErrUnknownFormat)
	}
	doc := &Document{Raw: text}
	if c := trimmed[0]; c == '{' || c == '[' {
		if codec.TooDeep(trimmed, MaxDepth) {
			return nil, fmt.Errorf("%w: arrays and objects nest deeper than %d levels", ErrDocumentLimit, MaxDepth)
		}
	}
	if codec.Valid(text) {
		doc.Syntax, doc.JSON = "json", text
	} else {
		if maxYAML > 0 && len(text) > maxYAML {
			if detectCurl(text) {
				return &Document{Format: FormatCurl, Raw: text, Syntax: "shell"}, nil
			}
			return nil, fmt.Errorf("%w: the document is not JSON and is %d bytes; at most %d are read as YAML (setting maxSpecDocumentBytes)", ErrDocumentLimit, len(text), maxYAML)
		}
		js, yamlErr := codec.YAMLToJSON(text)
		if yamlErr != nil && detectCurl(text) {
			return &Document{Format: FormatCurl, Raw: text, Syntax: "shell"}, nil
		}
		if yamlErr != nil {
			var limit *codec.LimitError
			if errors.As(yamlErr, &limit) {
				return nil, fmt.Errorf("%w: %s", ErrDocumentLimit, limit.What)
			}
			return nil, fmt.Errorf("%w (it is neither JSON nor YAML: %w)", ErrUnknownFormat, yamlErr)
		}
		doc.Syntax, doc.JSON = "yaml", js
	}
	// Best effort: a number beyond float64 leaves its place zero, the rest
	// is decoded all the same.
	_ = codec.Unmarshal(doc.JSON, &doc.Value)
	doc.Format = detectFormat(doc.JSON)
	if doc.Format == "" && detectCurl(text) {
		// After the spec's table: cURL command lines (YAML reads them as
		// a string, which no row claims).
		return &Document{Format: FormatCurl, Raw: text, Syntax: "shell"}, nil
	}
	if doc.Format == "" {
		return nil, ErrUnknownFormat
	}
	return doc, nil
}

// detectDecodeText drops a UTF-8 byte-order mark and decodes UTF-16 with its BOM.
func detectDecodeText(data []byte) ([]byte, error) {
	switch {
	case bytes.HasPrefix(data, []byte{0xEF, 0xBB, 0xBF}):
		return data[3:], nil
	case bytes.HasPrefix(data, []byte{0xFF, 0xFE}), bytes.HasPrefix(data, []byte{0xFE, 0xFF}):
		le := data[0] == 0xFF
		body := data[2:]
		if len(body)%2 != 0 {
			return nil, fmt.Errorf("%w (the document starts with a UTF-16 byte-order mark but has an odd number of bytes)", ErrUnknownFormat)
		}
		units := make([]uint16, len(body)/2)
		for i := range units {
			lo, hi := body[2*i], body[2*i+1]
			if !le {
				lo, hi = hi, lo
			}
			units[i] = uint16(lo) | uint16(hi)<<8
		}
		// Unpaired surrogates decode to U+FFFD.
		return []byte(string(utf16.Decode(units))), nil
	}
	return data, nil
}

// detectJMeter reports whether text is XML (its first non-blank byte is <)
// holding the JMeter test-plan root element.
func detectJMeter(text []byte) bool {
	t := bytes.TrimLeft(text, " \t\r\n")
	return len(t) > 0 && t[0] == '<' && bytes.Contains(t, []byte("<jmeterTestPlan"))
}

// detectFormat applies the detection table to a JSON document.
func detectFormat(doc codec.RawMessage) string {
	if workspace.KindOf(doc) == workspace.KindArray {
		if detectBareGlobals(doc) {
			return FormatPostmanGlob
		}
		return ""
	}
	ms, err := workspace.Members(doc)
	if err != nil {
		return ""
	}
	get := func(ms []workspace.Member, key string) codec.RawMessage {
		v, _ := workspace.Get(ms, key)
		return v
	}
	info, infoErr := workspace.Members(get(ms, "info"))
	if infoErr == nil {
		schema, _ := workspace.String(get(info, "schema"))
		switch {
		case strings.Contains(schema, "v2.1.0"):
			return FormatPostman21
		case strings.Contains(schema, "v2.0.0"):
			return FormatPostman20
		case schema == "" && detectNoSchema(get(info, "schema")) && workspace.KindOf(get(ms, "item")) == workspace.KindArray:
			return FormatPostman20
		}
	}
	scope, _ := workspace.String(get(ms, "_postman_variable_scope"))
	hasValues := workspace.KindOf(get(ms, "values")) == workspace.KindArray
	switch {
	case scope == "environment" && hasValues:
		return FormatPostmanEnv
	case scope == "globals" && hasValues:
		return FormatPostmanGlob
	}
	if typ, _ := workspace.String(get(ms, "_type")); typ == "export" && detectNumberOrText(get(ms, "__export_format"), 4, "4") {
		return FormatInsomnia4
	}
	if v := get(ms, "openapi"); v != nil {
		s, ok := workspace.String(v)
		if !ok && workspace.KindOf(v) == workspace.KindNumber {
			s = string(bytes.TrimSpace(v)) // YAML "openapi: 3.1" is a number
		}
		if strings.HasPrefix(s, "3.") {
			return FormatOpenAPI3
		}
	}
	if detectNumberOrText(get(ms, "swagger"), 2, "2.0") {
		return FormatSwagger2
	}
	if detectHAR(ms) {
		return FormatHAR // after the spec's table
	}
	if get(ms, "_postman_variable_scope") == nil && detectOlderVariables(ms) {
		name, _ := workspace.String(get(ms, "name"))
		if strings.HasSuffix(strings.ToLower(strings.TrimSpace(name)), "globals") {
			return FormatPostmanGlob
		}
		return FormatPostmanEnv
	}
	return ""
}

// detectNoSchema reports whether an info.schema value is absent, null or "".
func detectNoSchema(v codec.RawMessage) bool {
	s, isStr := workspace.String(v)
	return v == nil || workspace.IsNull(v) || (isStr && s == "")
}

// detectNumberOrText reports whether v is the number n or the string s.
func detectNumberOrText(v codec.RawMessage, n float64, s string) bool {
	if f, ok := workspace.Number(v); ok {
		return f == n
	}
	t, ok := workspace.String(v)
	return ok && t == s
}

// detectBareGlobals reports whether doc is the older globals export: a
// non-empty array whose every entry is an object with a string key.
func detectBareGlobals(doc codec.RawMessage) bool {
	items, err := workspace.Elements(doc)
	if err != nil || len(items) == 0 {
		return false
	}
	for _, it := range items {
		ms, err := workspace.Members(it)
		if err != nil {
			return false
		}
		k, ok := workspace.Get(ms, "key")
		if _, isStr := workspace.String(k); !ok || !isStr {
			return false
		}
	}
	return true
}

// detectOlderVariables reports whether an object is Postman's older
// environment or globals export: a string name, a values[] whose every
// entry is an object with a string key, and an id, timestamp or synced
// member.
func detectOlderVariables(ms []workspace.Member) bool {
	name, _ := workspace.Get(ms, "name")
	values, _ := workspace.Get(ms, "values")
	if _, ok := workspace.String(name); !ok || workspace.KindOf(values) != workspace.KindArray {
		return false
	}
	marker := false
	for _, k := range []string{"id", "timestamp", "synced"} {
		if _, ok := workspace.Get(ms, k); ok {
			marker = true
		}
	}
	if !marker {
		return false
	}
	items, err := workspace.Elements(values)
	if err != nil {
		return false
	}
	for _, it := range items {
		ims, err := workspace.Members(it)
		if err != nil {
			return false
		}
		k, _ := workspace.Get(ims, "key")
		if _, ok := workspace.String(k); !ok {
			return false
		}
	}
	return true
}
