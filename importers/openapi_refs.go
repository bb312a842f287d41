package importers

import (
	"fmt"
	"net/url"
	"strconv"
	"strings"
)

// References.

// resolve follows local $refs (JSON pointers into the document) to the
// value they name. It returns nil for nil, an external reference, a
// reference that names nothing, or a chain longer than 32 hops.
func (m *oaMapper) resolve(n *oaNode) *oaNode { return oaResolve(n, m.pointer) }

// oaResolve follows local $refs from n, looking each up with pointer
// (given the whole "#..." reference), as resolve describes.
func oaResolve(n *oaNode, pointer func(ref string) *oaNode) *oaNode {
	for hops := 0; n != nil && n.kind == oaObject; hops++ {
		ref := n.get("$ref")
		if ref == nil || ref.kind != oaString {
			return n
		}
		if hops == 32 || !strings.HasPrefix(ref.text, "#") {
			return nil
		}
		n = pointer(ref.text)
	}
	return n
}

// oaIsRef reports a reference object; one that does not resolve was
// counted once by scanRefs.
func oaIsRef(n *oaNode) bool {
	ref := n.get("$ref")
	return ref != nil && ref.kind == oaString
}

// oaExternal reports a reference to another document.
func oaExternal(n *oaNode) bool {
	ref := n.get("$ref")
	return ref != nil && ref.kind == oaString && !strings.HasPrefix(ref.text, "#")
}

// pointer evaluates a local reference "#/a/b" (percent-decoded, then ~1 and
// ~0 unescaped per segment).
func (m *oaMapper) pointer(ref string) *oaNode {
	if n, ok := m.refs[ref]; ok {
		return n
	}
	n := oaEvalPointer(m.root, ref[1:])
	if n == nil {
		if frag, err := url.PathUnescape(ref[1:]); err == nil && frag != ref[1:] {
			n = oaEvalPointer(m.root, frag)
		}
	}
	m.refs[ref] = n
	return n
}

func oaEvalPointer(root *oaNode, frag string) *oaNode {
	if frag == "" {
		return root
	}
	if !strings.HasPrefix(frag, "/") {
		return nil // a plain-name fragment ($anchor) is not looked up
	}
	n := root
	for _, tok := range strings.Split(frag[1:], "/") {
		tok = strings.ReplaceAll(strings.ReplaceAll(tok, "~1", "/"), "~0", "~")
		switch n.kind {
		case oaObject:
			n = n.get(tok)
		case oaArray:
			i, err := strconv.Atoi(tok)
			if err != nil || i < 0 || i >= len(n.items) {
				return nil
			}
			n = n.items[i]
		default:
			return nil
		}
		if n == nil {
			return nil
		}
	}
	return n
}

// oaNameMaps are the members whose keys are names (of properties, schemas,
// paths, media types...), never keywords.
var oaNameMaps = map[string]bool{
	"properties": true, "patternProperties": true, "$defs": true, "definitions": true, "dependentSchemas": true,
	"schemas": true, "responses": true, "parameters": true, "requestBodies": true, "headers": true,
	"securitySchemes": true, "securityDefinitions": true, "links": true, "callbacks": true, "pathItems": true,
	"paths": true, "webhooks": true, "content": true, "encoding": true, "variables": true,
}

// scanRefs counts, once per occurrence in the document, every external
// $ref (external_ref: never followed) and every local one that names
// nothing (malformed_spec). Literal values (example, default, enum, const,
// an Example object's value, extensions) are not scanned.
func (m *oaMapper) scanRefs(root *oaNode) {
	named := map[string]bool{}
	var walk func(n *oaNode, names bool)
	check := func(n *oaNode) {
		ref := n.get("$ref")
		if ref == nil || ref.kind != oaString {
			return
		}
		switch {
		case !strings.HasPrefix(ref.text, "#"):
			m.meta.count("external_ref", 1)
			if !named[ref.text] {
				named[ref.text] = true
				m.meta.skip(fmt.Sprintf("The external $ref %q is not followed.", ref.text))
			}
		case strings.HasPrefix(ref.text, "#/") || ref.text == "#":
			if m.pointer(ref.text) == nil {
				m.meta.count("malformed_spec", 1)
				if !named[ref.text] {
					named[ref.text] = true
					m.meta.skip(fmt.Sprintf("The $ref %q names nothing in the document.", ref.text))
				}
			}
		}
	}
	walk = func(n *oaNode, names bool) {
		switch n.kind {
		case oaArray:
			for _, it := range n.items {
				walk(it, false)
			}
		case oaObject:
			if !names {
				check(n)
			}
			for i, k := range n.keys {
				v := n.vals[i]
				if names {
					walk(v, false)
					continue
				}
				switch {
				case k == "example" || k == "default" || k == "enum" || k == "const" || k == "x-example" || strings.HasPrefix(k, "x-"):
				case k == "examples":
					if v.kind == oaObject {
						for _, e := range v.vals {
							if e.kind == oaObject {
								check(e)
							}
						}
					}
				default:
					walk(v, oaNameMaps[k] && v.kind == oaObject)
				}
			}
		}
	}
	walk(root, false)
}
