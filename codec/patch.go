package codec

import (
	"bytes"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"
)

// Edit is one change to a JSON or YAML document, addressed by the member
// keys (and array indexes, in decimal) from the root: Delete removes the
// member Path names; otherwise the member Key with the JSON value Value
// is added to the object Path names (or replaces the value of an
// existing member Key).
type Edit struct {
	Path   []string
	Delete bool
	Key    string
	Value  RawMessage
}

// ErrEditPath is an edit whose path does not name a member of the
// document.
var ErrEditPath = errors.New("the edit's path names no member of the document")

// PatchJSON applies edits to JSON text, changing only the bytes of the
// edited members: member order, indentation and every other byte are
// kept. An added member takes the indentation of its last sibling. The
// edits must not overlap (an edit inside a deleted member).
func PatchJSON(text []byte, edits []Edit) ([]byte, error) {
	root, err := spanParse(text)
	if err != nil {
		return nil, err
	}
	unit := indentUnit(text)
	type splice struct {
		from, to int
		with     []byte
	}
	var out []splice
	adds := map[*span][]Edit{}
	var order []*span
	for _, e := range edits {
		n := root.find(e.Path)
		if e.Delete {
			if len(e.Path) == 0 {
				return nil, ErrEditPath
			}
			parent := root.find(e.Path[:len(e.Path)-1])
			if parent == nil || parent.kind != '{' {
				return nil, fmt.Errorf("%w: %s", ErrEditPath, strings.Join(e.Path, "/"))
			}
			i := slices.Index(parent.keys, e.Path[len(e.Path)-1])
			if i < 0 {
				return nil, fmt.Errorf("%w: %s", ErrEditPath, strings.Join(e.Path, "/"))
			}
			from, to := parent.memberRange(i)
			out = append(out, splice{from, to, nil})
			continue
		}
		if n == nil || n.kind != '{' {
			return nil, fmt.Errorf("%w: %s", ErrEditPath, strings.Join(e.Path, "/"))
		}
		if i := slices.Index(n.keys, e.Key); i >= 0 {
			v := n.vals[i]
			out = append(out, splice{v.start, v.end, indentValue(e.Value, lineIndent(text, n.keyStart[i]), unit)})
			continue
		}
		if adds[n] == nil {
			order = append(order, n)
		}
		adds[n] = append(adds[n], e)
	}
	for _, n := range order {
		var b []byte
		if len(n.keys) == 0 {
			ind := lineIndent(text, n.start)
			for i, e := range adds[n] {
				if i > 0 {
					b = append(b, ',')
				}
				b = append(b, '\n')
				b = append(b, ind+unit...)
				b = AppendString(b, e.Key)
				b = append(b, ": "...)
				b = append(b, indentValue(e.Value, ind+unit, unit)...)
			}
			b = append(b, '\n')
			b = append(b, ind...)
			out = append(out, splice{n.start + 1, n.end - 1, b})
			continue
		}
		last := len(n.keys) - 1
		sep := text[leadingSpace(text, n.keyStart[last]):n.keyStart[last]]
		ind := lineIndent(text, n.keyStart[last])
		for _, e := range adds[n] {
			b = append(b, ',')
			b = append(b, sep...)
			b = AppendString(b, e.Key)
			if len(sep) > 0 {
				b = append(b, ": "...)
			} else {
				b = append(b, ':')
			}
			b = append(b, indentValue(e.Value, ind, unit)...)
		}
		end := n.vals[last].end
		out = append(out, splice{end, end, b})
	}
	slices.SortFunc(out, func(a, b splice) int { return b.from - a.from })
	res := slices.Clone(text)
	for i, s := range out {
		if i > 0 && s.to > out[i-1].from {
			return nil, errors.New("patch the document: two edits overlap")
		}
		res = slices.Concat(res[:s.from], s.with, res[s.to:])
	}
	return res, nil
}

// span is a JSON value and where it lies in the text.
type span struct {
	kind       byte // '{', '[' or 0 for a scalar
	start, end int
	keys       []string
	keyStart   []int
	vals       []*span
}

// find is the value at path, or nil.
func (n *span) find(path []string) *span {
	for _, p := range path {
		if n == nil {
			return nil
		}
		switch n.kind {
		case '{':
			i := slices.Index(n.keys, p)
			if i < 0 {
				return nil
			}
			n = n.vals[i]
		case '[':
			i, err := strconv.Atoi(p)
			if err != nil || i < 0 || i >= len(n.vals) {
				return nil
			}
			n = n.vals[i]
		default:
			return nil
		}
	}
	return n
}

// memberRange is the text of member i with one adjoining comma.
func (n *span) memberRange(i int) (int, int) {
	switch {
	case i > 0:
		return n.vals[i-1].end, n.vals[i].end
	case len(n.keys) > 1:
		return n.keyStart[0], n.keyStart[1]
	}
	return n.start + 1, n.end - 1
}

// spanParse reads JSON text into spans.
func spanParse(text []byte) (*span, error) {
	dec := NewDecoder(text)
	dec.MaxDepth = MaxDepth
	n, err := spanValue(dec, text)
	if err != nil {
		return nil, fmt.Errorf("read the JSON document: %w", err)
	}
	return n, nil
}

// valueStart is where the next value begins at or after off.
func valueStart(text []byte, off int) int {
	for off < len(text) {
		switch text[off] {
		case ' ', '\t', '\r', '\n', ':', ',':
			off++
		default:
			return off
		}
	}
	return off
}

func spanValue(dec *Decoder, text []byte) (*span, error) {
	start := valueStart(text, dec.Offset())
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	d, ok := tok.(Delim)
	if !ok {
		return &span{start: start, end: dec.Offset()}, nil
	}
	n := &span{kind: byte(d), start: start}
	for dec.More() {
		if n.kind == '{' {
			ks := valueStart(text, dec.Offset())
			kt, err := dec.Token()
			if err != nil {
				return nil, err
			}
			key, _ := kt.(string)
			n.keys, n.keyStart = append(n.keys, key), append(n.keyStart, ks)
		}
		v, err := spanValue(dec, text)
		if err != nil {
			return nil, err
		}
		n.vals = append(n.vals, v)
	}
	if _, err := dec.Token(); err != nil {
		return nil, err
	}
	n.end = dec.Offset()
	return n, nil
}

// leadingSpace is where the whitespace before off begins.
func leadingSpace(text []byte, off int) int {
	for off > 0 && (text[off-1] == ' ' || text[off-1] == '\t' || text[off-1] == '\n' || text[off-1] == '\r') {
		off--
	}
	return off
}

// lineIndent is the indentation of the line holding off.
func lineIndent(text []byte, off int) string {
	ls := bytes.LastIndexByte(text[:off], '\n') + 1
	e := ls
	for e < off && (text[e] == ' ' || text[e] == '\t') {
		e++
	}
	return string(text[ls:e])
}

// indentUnit is the document's indentation step ("" for compact text).
func indentUnit(text []byte) string {
	i := bytes.IndexByte(text, '\n')
	if i < 0 {
		return ""
	}
	e := i + 1
	for e < len(text) && (text[e] == ' ' || text[e] == '\t') {
		e++
	}
	if e == i+1 {
		return ""
	}
	return string(text[i+1 : e])
}

// indentValue writes a JSON value indented by unit, nested under ind
// (compact when the document is).
func indentValue(v RawMessage, ind, unit string) []byte {
	var b bytes.Buffer
	if unit == "" {
		if err := Compact(&b, v); err != nil {
			return v
		}
		return b.Bytes()
	}
	if err := Indent(&b, v, ind, unit); err != nil {
		return v
	}
	return b.Bytes()
}

// PatchYAML applies edits to YAML text through its node tree: comments,
// member order and scalar styles are kept, and an added member is written
// in block style. The text is written again by the YAML encoder with the
// document's indentation step, so spacing the encoder normalizes may
// change outside the edits.
func PatchYAML(text []byte, edits []Edit) ([]byte, error) {
	var doc yaml.Node
	if err := yaml.Unmarshal(text, &doc); err != nil {
		return nil, fmt.Errorf("read the YAML document: %w", err)
	}
	if doc.Kind != yaml.DocumentNode || len(doc.Content) == 0 {
		return nil, errors.New("read the YAML document: it is empty")
	}
	root := doc.Content[0]
	for _, e := range edits {
		target := yamlFind(root, e.Path)
		if e.Delete {
			if len(e.Path) == 0 {
				return nil, ErrEditPath
			}
			parent := yamlFind(root, e.Path[:len(e.Path)-1])
			if parent == nil || parent.Kind != yaml.MappingNode {
				return nil, fmt.Errorf("%w: %s", ErrEditPath, strings.Join(e.Path, "/"))
			}
			k := e.Path[len(e.Path)-1]
			for i := 0; i+1 < len(parent.Content); i += 2 {
				if parent.Content[i].Value == k {
					parent.Content = slices.Delete(parent.Content, i, i+2)
					break
				}
			}
			continue
		}
		if target == nil || target.Kind != yaml.MappingNode {
			return nil, fmt.Errorf("%w: %s", ErrEditPath, strings.Join(e.Path, "/"))
		}
		var v yaml.Node
		if err := yaml.Unmarshal(e.Value, &v); err != nil || len(v.Content) == 0 {
			return nil, fmt.Errorf("patch the YAML document: the value of %s does not read: %w", e.Key, err)
		}
		val := v.Content[0]
		blockStyle(val)
		replaced := false
		for i := 0; i+1 < len(target.Content); i += 2 {
			if target.Content[i].Value == e.Key {
				target.Content[i+1], replaced = val, true
				break
			}
		}
		if !replaced {
			target.Content = append(target.Content, &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: e.Key}, val)
		}
		if target.Style&yaml.FlowStyle != 0 {
			blockStyle(target)
		}
	}
	var b bytes.Buffer
	enc := yaml.NewEncoder(&b)
	enc.SetIndent(yamlIndent(text))
	if err := enc.Encode(&doc); err != nil {
		return nil, fmt.Errorf("write the YAML document: %w", err)
	}
	if err := enc.Close(); err != nil {
		return nil, fmt.Errorf("write the YAML document: %w", err)
	}
	return b.Bytes(), nil
}

// yamlFind is the node at path (aliases followed), or nil.
func yamlFind(n *yaml.Node, path []string) *yaml.Node {
	for _, p := range path {
		for n != nil && n.Kind == yaml.AliasNode {
			n = n.Alias
		}
		if n == nil {
			return nil
		}
		switch n.Kind {
		case yaml.MappingNode:
			var next *yaml.Node
			for i := 0; i+1 < len(n.Content); i += 2 {
				if n.Content[i].Value == p {
					next = n.Content[i+1]
				}
			}
			n = next
		case yaml.SequenceNode:
			i, err := strconv.Atoi(p)
			if err != nil || i < 0 || i >= len(n.Content) {
				return nil
			}
			n = n.Content[i]
		default:
			return nil
		}
	}
	for n != nil && n.Kind == yaml.AliasNode {
		n = n.Alias
	}
	return n
}

// blockStyle writes a node and its children in block style, strings
// quoted only where YAML needs it.
func blockStyle(n *yaml.Node) {
	n.Style &^= yaml.FlowStyle
	if n.Kind == yaml.ScalarNode && n.Tag == "!!str" {
		n.Style &^= yaml.DoubleQuotedStyle
	}
	for _, c := range n.Content {
		blockStyle(c)
	}
}

// yamlIndent is the indentation step of YAML text (2 when it has none).
func yamlIndent(text []byte) int {
	for _, line := range bytes.Split(text, []byte("\n")) {
		t := bytes.TrimLeft(line, " ")
		if n := len(line) - len(t); n > 0 && len(t) > 0 && t[0] != '#' {
			return n
		}
	}
	return 2
}

// JSONToYAML writes JSON text as block-style YAML, member order kept.
func JSONToYAML(text []byte) ([]byte, error) {
	var v yaml.Node
	if err := yaml.Unmarshal(text, &v); err != nil {
		return nil, fmt.Errorf("read the JSON text: %w", err)
	}
	blockStyle(&v)
	var b bytes.Buffer
	enc := yaml.NewEncoder(&b)
	enc.SetIndent(2)
	if err := enc.Encode(&v); err != nil {
		return nil, fmt.Errorf("write YAML: %w", err)
	}
	if err := enc.Close(); err != nil {
		return nil, fmt.Errorf("write YAML: %w", err)
	}
	return b.Bytes(), nil
}
