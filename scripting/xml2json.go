package scripting

import (
	"bytes"
	"encoding/xml"
	"errors"
	"io"
	"strings"

	"github.com/dop251/goja"
)

// xml2Json is the legacy global xml2Json(text). Postman implements it with
// xml2js.parseString(text, {explicitArray: false, async: false, trim: true,
// mergeAttrs: false}); this is the same mapping over encoding/xml:
//
//   - the result is {rootName: value};
//   - an element with neither attributes nor children is its text, trimmed
//     (whitespace-only text stays as it is, "" when empty);
//   - otherwise it is an object: "_" the trimmed text (absent when the text
//     is whitespace only, unless it came from a CDATA section), "$" the
//     attributes, then one key per child name in first-seen order, a value
//     for one child and an array for repeated ones;
//   - names keep their prefixes (soap:Body, xmlns:soap);
//   - blank input gives null and input that is not well-formed XML gives
//     undefined (xml2js's callback never receives a result).
//
// Everything after the root element closes is ignored, as xml2js reports
// its result at that point.
func (r *jsRuntime) xml2Json(src string) goja.Value {
	if strings.TrimSpace(src) == "" {
		return goja.Null()
	}
	root, name, err := parseXMLTree(strings.TrimPrefix(src, "\uFEFF"))
	if err != nil {
		return goja.Undefined()
	}
	o := r.vm.NewObject()
	_ = o.Set(name, r.xmlValue(root))
	return o
}

// xmlNode is an element being read.
type xmlNode struct {
	name     string
	text     strings.Builder
	cdata    bool
	attrs    []xml.Attr
	keys     []string // child names in first-seen order
	children map[string][]*xmlNode
	value    string // the text: the whole value, or "_"
	isString bool   // the element is the string value
	hasText  bool   // an object element has "_"
}

func xmlName(n xml.Name) string {
	if n.Space == "" {
		return n.Local
	}
	return n.Space + ":" + n.Local
}

var errXMLShape = errors.New("xml2Json: not well-formed")

// parseXMLTree reads src up to the end of its root element.
func parseXMLTree(src string) (*xmlNode, string, error) {
	d := xml.NewDecoder(strings.NewReader(src))
	d.Strict = true
	// The text is already decoded; an encoding in the declaration changes
	// nothing.
	d.CharsetReader = func(_ string, in io.Reader) (io.Reader, error) { return in, nil }
	var stack []*xmlNode
	for {
		start := d.InputOffset()
		tok, err := d.RawToken()
		if err != nil {
			// io.EOF included: the root never closed.
			return nil, "", errXMLShape
		}
		switch t := tok.(type) {
		case xml.StartElement:
			n := &xmlNode{name: xmlName(t.Name), attrs: t.Attr}
			if len(stack) > 0 {
				p := stack[len(stack)-1]
				if p.children == nil {
					p.children = make(map[string][]*xmlNode)
				}
				if _, ok := p.children[n.name]; !ok {
					p.keys = append(p.keys, n.name)
				}
				p.children[n.name] = append(p.children[n.name], n)
			}
			stack = append(stack, n)
		case xml.EndElement:
			if len(stack) == 0 || stack[len(stack)-1].name != xmlName(t.Name) {
				return nil, "", errXMLShape
			}
			n := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			n.close()
			if len(stack) == 0 {
				return n, n.name, nil
			}
		case xml.CharData:
			if len(stack) == 0 {
				if len(bytes.TrimSpace(t)) > 0 {
					return nil, "", errXMLShape
				}
				continue
			}
			n := stack[len(stack)-1]
			n.text.Write(t)
			if strings.HasPrefix(src[start:], "<![CDATA[") {
				n.cdata = true
			}
		}
	}
}

// close settles whether n is a plain string, as xml2js does on a closing
// tag.
func (n *xmlNode) close() {
	text := n.text.String()
	hasText := n.cdata || strings.TrimSpace(text) != ""
	if len(n.attrs) > 0 || len(n.keys) > 0 {
		n.hasText = hasText
		n.value = strings.TrimSpace(text)
		return
	}
	n.isString = true
	if hasText {
		n.value = strings.TrimSpace(text)
	} else {
		n.value = text
	}
}

func (r *jsRuntime) xmlValue(n *xmlNode) goja.Value {
	if n.isString {
		return r.vm.ToValue(n.value)
	}
	o := r.vm.NewObject()
	if n.hasText {
		_ = o.Set("_", n.value)
	}
	if len(n.attrs) > 0 {
		a := r.vm.NewObject()
		for _, at := range n.attrs {
			_ = a.Set(xmlName(at.Name), at.Value)
		}
		_ = o.Set("$", a)
	}
	for _, k := range n.keys {
		kids := n.children[k]
		if len(kids) == 1 {
			_ = o.Set(k, r.xmlValue(kids[0]))
			continue
		}
		arr := make([]any, len(kids))
		for i, c := range kids {
			arr[i] = r.xmlValue(c)
		}
		_ = o.Set(k, r.vm.NewArray(arr...))
	}
	return o
}
