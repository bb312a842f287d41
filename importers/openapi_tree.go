package importers

import (
	"bytes"
	"fmt"

	"github.com/svc-engine/svc-engine/codec"
)

// The ordered tree.

type oaKind uint8

const (
	oaNull oaKind = iota
	oaBool
	oaNumber
	oaString
	oaArray
	oaObject
)

// oaNode is a JSON value with object members in document order. A number
// keeps its literal text.
type oaNode struct {
	kind  oaKind
	text  string // bool "true"/"false", number literal, string
	items []*oaNode
	keys  []string
	vals  []*oaNode
	index map[string]int // built for objects with many members
}

const oaIndexAt = 16

// get is the member key of an object (nil otherwise). Safe on nil.
func (n *oaNode) get(key string) *oaNode {
	if n == nil || n.kind != oaObject {
		return nil
	}
	if len(n.keys) > oaIndexAt {
		if n.index == nil {
			n.index = make(map[string]int, len(n.keys))
			for i, k := range n.keys {
				n.index[k] = i
			}
		}
		if i, ok := n.index[key]; ok {
			return n.vals[i]
		}
		return nil
	}
	for i, k := range n.keys {
		if k == key {
			return n.vals[i]
		}
	}
	return nil
}

// put sets a member: a repeated key keeps its first position and takes the
// new value, as encoding/json keeps the last value.
func (n *oaNode) put(key string, v *oaNode) {
	if len(n.keys) >= oaIndexAt && n.index == nil {
		n.index = make(map[string]int, len(n.keys)+1)
		for i, k := range n.keys {
			n.index[k] = i
		}
	}
	if n.index != nil {
		if i, ok := n.index[key]; ok {
			n.vals[i] = v
			return
		}
		n.index[key] = len(n.keys)
	} else {
		for i, k := range n.keys {
			if k == key {
				n.vals[i] = v
				return
			}
		}
	}
	n.keys = append(n.keys, key)
	n.vals = append(n.vals, v)
}

// del removes a member.
func (n *oaNode) del(key string) {
	for i, k := range n.keys {
		if k == key {
			n.keys = append(n.keys[:i:i], n.keys[i+1:]...)
			n.vals = append(n.vals[:i:i], n.vals[i+1:]...)
			n.index = nil
			return
		}
	}
}

// clone copies a node one level deep (members and items are shared).
func (n *oaNode) clone() *oaNode {
	c := &oaNode{kind: n.kind, text: n.text}
	c.items = append([]*oaNode(nil), n.items...)
	c.keys = append([]string(nil), n.keys...)
	c.vals = append([]*oaNode(nil), n.vals...)
	return c
}

// reorder moves the members named in order to the front, in that order;
// the others follow in their current order.
func (n *oaNode) reorder(order []string) {
	if n == nil || n.kind != oaObject || len(n.keys) < 2 {
		return
	}
	keys := make([]string, 0, len(n.keys))
	vals := make([]*oaNode, 0, len(n.vals))
	taken := make(map[string]bool, len(n.keys))
	for _, k := range order {
		if v := n.get(k); v != nil && !taken[k] {
			taken[k] = true
			keys, vals = append(keys, k), append(vals, v)
		}
	}
	for i, k := range n.keys {
		if !taken[k] {
			keys, vals = append(keys, k), append(vals, n.vals[i])
		}
	}
	n.keys, n.vals, n.index = keys, vals, nil
}

// str is the member key when it is a string, else "".
func (n *oaNode) str(key string) string {
	if v := n.get(key); v != nil && v.kind == oaString {
		return v.text
	}
	return ""
}

// present reports a value that is there and not null.
func (n *oaNode) present() bool { return n != nil && n.kind != oaNull }

// scalar is the text of a string, number or boolean.
func (n *oaNode) scalar() (string, bool) {
	if n != nil && (n.kind == oaString || n.kind == oaNumber || n.kind == oaBool) {
		return n.text, true
	}
	return "", false
}

// appendJSONLimited is the value as indented JSON, cut once it passes
// limit bytes (the caller checks the length).
func (n *oaNode) appendJSONLimited(limit int) []byte {
	b, _ := n.appendJSON(nil, "  ", 0, limit)
	return b
}

// appendJSON writes the value as JSON, indented by indent per level
// (compact when empty). It stops and reports false once dst passes limit.
func (n *oaNode) appendJSON(dst []byte, indent string, depth, limit int) ([]byte, bool) {
	if len(dst) > limit {
		return dst, false
	}
	newline := func(d int) {
		if indent != "" {
			dst = append(dst, '\n')
			for range d {
				dst = append(dst, indent...)
			}
		}
	}
	var ok bool
	switch n.kind {
	case oaNull:
		dst = append(dst, "null"...)
	case oaBool, oaNumber:
		dst = append(dst, n.text...)
	case oaString:
		dst = codec.AppendString(dst, n.text)
	case oaArray:
		if len(n.items) == 0 {
			return append(dst, "[]"...), true
		}
		dst = append(dst, '[')
		for i, it := range n.items {
			if i > 0 {
				dst = append(dst, ',')
			}
			newline(depth + 1)
			if dst, ok = it.appendJSON(dst, indent, depth+1, limit); !ok {
				return dst, false
			}
		}
		newline(depth)
		dst = append(dst, ']')
	case oaObject:
		if len(n.keys) == 0 {
			return append(dst, "{}"...), true
		}
		dst = append(dst, '{')
		for i, k := range n.keys {
			if i > 0 {
				dst = append(dst, ',')
			}
			newline(depth + 1)
			dst = codec.AppendString(dst, k)
			dst = append(dst, ':')
			if indent != "" {
				dst = append(dst, ' ')
			}
			if dst, ok = n.vals[i].appendJSON(dst, indent, depth+1, limit); !ok {
				return dst, false
			}
		}
		newline(depth)
		dst = append(dst, '}')
	}
	return dst, len(dst) <= limit
}

// oaDecode reads JSON, or else YAML (through codec's one YAML decoder),
// into an ordered tree.
func oaDecode(raw []byte) (*oaNode, error) {
	raw = bytes.TrimPrefix(raw, []byte("\xef\xbb\xbf"))
	t := bytes.TrimLeft(raw, " \t\r\n")
	if len(t) > 0 && (t[0] == '{' || t[0] == '[') {
		n, err := oaDecodeJSON(raw)
		if err == nil {
			return n, nil
		}
		if y, yerr := codec.YAMLToJSON(raw); yerr == nil {
			return oaDecodeJSON(y)
		}
		return nil, err
	}
	y, err := codec.YAMLToJSON(raw)
	if err != nil {
		return nil, err
	}
	return oaDecodeJSON(y)
}

// oaDocumentTree is the ordered tree of a detected document: its JSON text
// (a YAML document was converted once, by Detect), or its raw text when a
// caller built the Document without JSON.
func oaDocumentTree(doc *Document) (*oaNode, error) {
	if doc.JSON != nil {
		return oaDecodeJSON(doc.JSON)
	}
	return oaDecode(doc.Raw)
}

// oaDecodeJSON reads one JSON value with codec's ordered decoder, within
// codec.MaxDepth; numbers keep their text.
func oaDecodeJSON(data []byte) (*oaNode, error) {
	dec := codec.NewDecoder(data)
	dec.MaxDepth = codec.MaxDepth
	n, err := oaReadJSON(dec)
	if err != nil {
		return nil, err
	}
	if err := dec.End(); err != nil {
		return nil, err
	}
	return n, nil
}

func oaReadJSON(dec *codec.Decoder) (*oaNode, error) {
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	switch t := tok.(type) {
	case codec.Delim:
		switch t {
		case '{':
			n := &oaNode{kind: oaObject}
			for dec.More() {
				kt, err := dec.Token()
				if err != nil {
					return nil, err
				}
				key, _ := kt.(string)
				v, err := oaReadJSON(dec)
				if err != nil {
					return nil, err
				}
				n.put(key, v)
			}
			if _, err := dec.Token(); err != nil {
				return nil, err
			}
			return n, nil
		case '[':
			n := &oaNode{kind: oaArray}
			for dec.More() {
				v, err := oaReadJSON(dec)
				if err != nil {
					return nil, err
				}
				n.items = append(n.items, v)
			}
			if _, err := dec.Token(); err != nil {
				return nil, err
			}
			return n, nil
		}
		return nil, fmt.Errorf("unexpected %v", t)
	case string:
		return &oaNode{kind: oaString, text: t}, nil
	case codec.Number:
		return &oaNode{kind: oaNumber, text: string(t)}, nil
	case bool:
		if t {
			return oaTrueNode, nil
		}
		return &oaNode{kind: oaBool, text: "false"}, nil
	case nil:
		return oaNullNode, nil
	}
	return nil, fmt.Errorf("unexpected token %v", tok)
}
