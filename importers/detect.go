package importers

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode/utf16"

	"go.yaml.in/yaml/v3"

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
	JSON json.RawMessage
	// Value is the document as encoding/json decodes JSON into an any
	// (map[string]any, []any, string, float64, bool, nil); nil for XML.
	// Member order is lost: read JSON where order matters.
	Value any
}

// MaxDepth bounds the nesting of arrays and objects (JSON) or of sequences
// and mappings (YAML, counted through aliases) in an import document.
const MaxDepth = 200

// A YAML document may expand through aliases to at most
// yamlBaseNodes + yamlNodesPerByte×(its size) values and
// yamlBaseBytes + yamlBytesPerByte×(its size) bytes of JSON. Without
// aliases a document holds at most about one value per two bytes, so the
// bound leaves room for honest anchors and stops an expansion bomb (the
// "billion laughs") after a few megabytes of work.
const (
	yamlBaseNodes    = 100_000
	yamlNodesPerByte = 4
	yamlBaseBytes    = 16 << 20
	yamlBytesPerByte = 4
)

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
// The older globals export, a bare array of {key, value, ...} variables
// (newman's *.postman_globals.json), is also claimed as postman-globals:
// no other format is a top-level array, so the choice takes nothing from
// any other row.
//
// A document nothing claims is ErrUnknownFormat; one over a bound
// (MaxDocumentBytes, MaxDepth, the YAML alias expansion) wraps
// ErrDocumentLimit.
func Detect(data []byte) (*Document, error) {
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
		if detectJSONTooDeep(trimmed, MaxDepth) {
			return nil, fmt.Errorf("%w: arrays and objects nest deeper than %d levels", ErrDocumentLimit, MaxDepth)
		}
	}
	if json.Valid(text) {
		doc.Syntax, doc.JSON = "json", text
	} else {
		js, yamlErr := detectYAML(text)
		if yamlErr != nil {
			if errors.Is(yamlErr, ErrDocumentLimit) {
				return nil, yamlErr
			}
			return nil, fmt.Errorf("%w (it is neither JSON nor YAML: %v)", ErrUnknownFormat, yamlErr)
		}
		doc.Syntax, doc.JSON = "yaml", js
	}
	// Best effort: a number beyond float64 leaves its place zero, the rest
	// is decoded all the same.
	_ = json.Unmarshal(doc.JSON, &doc.Value)
	doc.Format = detectFormat(doc.JSON)
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

// detectJSONTooDeep reports whether the brackets of a JSON text (strings skipped)
// nest deeper than limit. It reads the bytes once and allocates nothing, so
// a hostile document is refused before any parser recurses into it.
func detectJSONTooDeep(b []byte, limit int) bool {
	depth := 0
	inString, escaped := false, false
	for _, c := range b {
		switch {
		case inString:
			switch {
			case escaped:
				escaped = false
			case c == '\\':
				escaped = true
			case c == '"':
				inString = false
			}
		case c == '"':
			inString = true
		case c == '[' || c == '{':
			depth++
			if depth > limit {
				return true
			}
		case c == ']' || c == '}':
			depth--
		}
	}
	return false
}

// detectFormat applies the detection table to a JSON document.
func detectFormat(doc json.RawMessage) string {
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
	get := func(ms []workspace.Member, key string) json.RawMessage {
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
	return ""
}

// detectNoSchema reports whether an info.schema value is absent, null or "".
func detectNoSchema(v json.RawMessage) bool {
	s, isStr := workspace.String(v)
	return v == nil || workspace.IsNull(v) || (isStr && s == "")
}

// detectNumberOrText reports whether v is the number n or the string s.
func detectNumberOrText(v json.RawMessage, n float64, s string) bool {
	if f, ok := workspace.Number(v); ok {
		return f == n
	}
	t, ok := workspace.String(v)
	return ok && t == s
}

// detectBareGlobals reports whether doc is the older globals export: a
// non-empty array whose every entry is an object with a string key.
func detectBareGlobals(doc json.RawMessage) bool {
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

// detectYAML converts the first document of a YAML stream to JSON, keeping
// mapping order, within MaxDepth and the alias-expansion budget.
func detectYAML(text []byte) (json.RawMessage, error) {
	var root yaml.Node
	dec := yaml.NewDecoder(bytes.NewReader(text))
	if err := dec.Decode(&root); err != nil {
		return nil, err
	}
	c := detectYAMLConv{
		maxNodes: yamlBaseNodes + yamlNodesPerByte*len(text),
		maxBytes: yamlBaseBytes + yamlBytesPerByte*len(text),
	}
	if err := c.value(&root, 0); err != nil {
		return nil, err
	}
	return c.buf, nil
}

// detectYAMLConv writes a YAML node graph as JSON. Aliases are followed, not
// copied, so the budget counts every value written and every merged pair
// read: the work is bounded even when anchors expand exponentially.
type detectYAMLConv struct {
	buf      []byte
	nodes    int
	maxNodes int
	maxBytes int
}

// tick charges one unit of work against the budget.
func (c *detectYAMLConv) tick() error {
	c.nodes++
	if c.nodes > c.maxNodes {
		return fmt.Errorf("%w: the YAML document expands through aliases to more than %d values", ErrDocumentLimit, c.maxNodes)
	}
	if len(c.buf) > c.maxBytes {
		return fmt.Errorf("%w: the YAML document expands through aliases to more than %d bytes", ErrDocumentLimit, c.maxBytes)
	}
	return nil
}

func detectTooDeep() error {
	return fmt.Errorf("%w: sequences and mappings nest deeper than %d levels", ErrDocumentLimit, MaxDepth)
}

// detectYAMLDeref follows aliases to the node they name.
func detectYAMLDeref(n *yaml.Node) *yaml.Node {
	for hops := 0; n != nil && n.Kind == yaml.AliasNode; hops++ {
		if hops > MaxDepth {
			return nil
		}
		n = n.Alias
	}
	return n
}

func (c *detectYAMLConv) value(n *yaml.Node, depth int) error {
	if err := c.tick(); err != nil {
		return err
	}
	n = detectYAMLDeref(n)
	if n == nil {
		c.buf = append(c.buf, "null"...)
		return nil
	}
	switch n.Kind {
	case yaml.DocumentNode:
		if len(n.Content) == 0 {
			c.buf = append(c.buf, "null"...)
			return nil
		}
		return c.value(n.Content[0], depth)
	case yaml.SequenceNode:
		if depth >= MaxDepth {
			return detectTooDeep()
		}
		c.buf = append(c.buf, '[')
		for i, it := range n.Content {
			if i > 0 {
				c.buf = append(c.buf, ',')
			}
			if err := c.value(it, depth+1); err != nil {
				return err
			}
		}
		c.buf = append(c.buf, ']')
		return nil
	case yaml.MappingNode:
		if depth >= MaxDepth {
			return detectTooDeep()
		}
		pairs, err := c.pairs(n, depth)
		if err != nil {
			return err
		}
		c.buf = append(c.buf, '{')
		for i, p := range pairs {
			if i > 0 {
				c.buf = append(c.buf, ',')
			}
			c.buf = codec.AppendString(c.buf, p.key)
			c.buf = append(c.buf, ':')
			if err := c.value(p.val, depth+1); err != nil {
				return err
			}
		}
		c.buf = append(c.buf, '}')
		return nil
	case yaml.ScalarNode:
		c.scalar(n)
		return nil
	}
	c.buf = append(c.buf, "null"...)
	return nil
}

// detectYAMLPair is one effective member of a mapping.
type detectYAMLPair struct {
	key string
	val *yaml.Node
}

// pairs lists the effective members of a mapping in source order. A merge
// key (<<) contributes, at its position, the members of the mapping (or
// mappings, earlier first) it names that the mapping does not state itself.
func (c *detectYAMLConv) pairs(m *yaml.Node, depth int) ([]detectYAMLPair, error) {
	if depth >= MaxDepth {
		return nil, detectTooDeep()
	}
	explicit := map[string]bool{}
	for i := 0; i+1 < len(m.Content); i += 2 {
		if !detectYAMLMerge(m.Content[i]) {
			k, err := c.key(m.Content[i], depth)
			if err != nil {
				return nil, err
			}
			explicit[k] = true
		}
	}
	out := make([]detectYAMLPair, 0, len(m.Content)/2)
	merged := map[string]bool{}
	for i := 0; i+1 < len(m.Content); i += 2 {
		if err := c.tick(); err != nil {
			return nil, err
		}
		k, v := m.Content[i], m.Content[i+1]
		if !detectYAMLMerge(k) {
			key, err := c.key(k, depth)
			if err != nil {
				return nil, err
			}
			out = append(out, detectYAMLPair{key, v})
			continue
		}
		var sources []*yaml.Node
		switch src := detectYAMLDeref(v); {
		case src == nil:
		case src.Kind == yaml.MappingNode:
			sources = []*yaml.Node{src}
		case src.Kind == yaml.SequenceNode:
			for _, s := range src.Content {
				if s = detectYAMLDeref(s); s != nil && s.Kind == yaml.MappingNode {
					sources = append(sources, s)
				}
			}
		}
		for _, s := range sources {
			sp, err := c.pairs(s, depth+1)
			if err != nil {
				return nil, err
			}
			for _, p := range sp {
				if err := c.tick(); err != nil {
					return nil, err
				}
				if explicit[p.key] || merged[p.key] {
					continue
				}
				merged[p.key] = true
				out = append(out, p)
			}
		}
	}
	return out, nil
}

func detectYAMLMerge(k *yaml.Node) bool {
	return k.Kind == yaml.ScalarNode && k.Value == "<<" && k.ShortTag() == "!!merge"
}

// key turns a mapping key into a JSON member name: a scalar's text, or the
// JSON text of a collection used as a key.
func (c *detectYAMLConv) key(k *yaml.Node, depth int) (string, error) {
	n := detectYAMLDeref(k)
	if n == nil {
		return "null", nil
	}
	if n.Kind == yaml.ScalarNode {
		if n.ShortTag() == "!!null" {
			return "null", nil
		}
		return n.Value, nil
	}
	sub := detectYAMLConv{nodes: c.nodes, maxNodes: c.maxNodes, maxBytes: c.maxBytes - len(c.buf)}
	if err := sub.value(n, depth+1); err != nil {
		return "", err
	}
	c.nodes = sub.nodes
	return string(sub.buf), nil
}

// scalar writes a scalar resolved by the YAML core schema.
func (c *detectYAMLConv) scalar(n *yaml.Node) {
	switch n.ShortTag() {
	case "!!null":
		c.buf = append(c.buf, "null"...)
		return
	case "!!bool":
		var b bool
		if n.Decode(&b) == nil {
			c.buf = strconv.AppendBool(c.buf, b)
			return
		}
	case "!!int", "!!float":
		if detectJSONNumber(n.Value) {
			c.buf = append(c.buf, n.Value...)
			return
		}
		var v any
		if n.Decode(&v) == nil {
			switch x := v.(type) {
			case int:
				c.buf = strconv.AppendInt(c.buf, int64(x), 10)
				return
			case int64:
				c.buf = strconv.AppendInt(c.buf, x, 10)
				return
			case uint64:
				c.buf = strconv.AppendUint(c.buf, x, 10)
				return
			case float64:
				if !math.IsInf(x, 0) && !math.IsNaN(x) {
					c.buf = strconv.AppendFloat(c.buf, x, 'g', -1, 64)
					return
				}
			}
		}
	}
	// Strings, timestamps, binary, custom tags, .inf and .nan: the text.
	c.buf = codec.AppendString(c.buf, n.Value)
}

// detectJSONNumber reports whether s is a number in JSON's grammar.
func detectJSONNumber(s string) bool {
	i := 0
	if i < len(s) && s[i] == '-' {
		i++
	}
	switch {
	case i < len(s) && s[i] == '0':
		i++
	case i < len(s) && s[i] >= '1' && s[i] <= '9':
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
	default:
		return false
	}
	if i < len(s) && s[i] == '.' {
		i++
		start := i
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
		if i == start {
			return false
		}
	}
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		i++
		if i < len(s) && (s[i] == '+' || s[i] == '-') {
			i++
		}
		start := i
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
		if i == start {
			return false
		}
	}
	return i == len(s)
}
