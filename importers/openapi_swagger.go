package importers

import (
	"fmt"
	"slices"
	"strings"

	"github.com/svc-engine/svc-engine/codec"
)

// Swagger 2.0 before and after the conversion.

// sanitizeSwagger returns the document with what rule 8 tolerates taken
// out (counted malformed_spec), since the typed Swagger model refuses the
// whole document over any of them: path items, operations and responses
// that are not objects, parameters values that are not arrays and entries
// that are not objects, and entries of definitions, parameters, responses
// and securityDefinitions that are not objects. A trace operation (not a
// Swagger 2.0 method) is counted unsupported_method and removed. An operation with a body or form parameter and no
// consumes gets application/json, or the form type its parameters imply,
// since the conversion would otherwise give it no usable media type. Nodes
// are copied where they change; the original tree is left as it was.
func (m *oaMapper) sanitizeSwagger(orig *oaNode) *oaNode {
	root := orig.clone()
	for _, key := range []string{"definitions", "parameters", "responses", "securityDefinitions"} {
		v := root.get(key)
		if v == nil || v.kind != oaObject {
			continue
		}
		clean := &oaNode{kind: oaObject}
		for i, name := range v.keys {
			if v.vals[i].kind != oaObject {
				m.meta.count("malformed_spec", 1)
				m.meta.skip(fmt.Sprintf("%s %q is not an object and is ignored.", key, name))
				continue
			}
			clean.put(name, v.vals[i])
		}
		root.put(key, clean)
	}
	paths := root.get("paths")
	if paths == nil {
		return root
	}
	if paths.kind != oaObject {
		m.meta.count("malformed_spec", 1)
		m.meta.skip("paths is not an object; no operation is imported.")
		root.del("paths")
		return root
	}
	rootConsumes := root.get("consumes")
	outPaths := &oaNode{kind: oaObject}
	for i, path := range paths.keys {
		item := paths.vals[i]
		if strings.HasPrefix(path, "x-") {
			outPaths.put(path, item)
			continue
		}
		if item.kind != oaObject {
			m.meta.count("malformed_spec", 1)
			m.meta.skip(fmt.Sprintf("Path item %s is not an object and is skipped.", path))
			continue
		}
		if oaExternal(item) {
			continue // counted external_ref; the conversion cannot read it
		}
		it := item.clone()
		pathParams := m.swaggerParams(it, path)
		for j, key := range item.keys {
			if key == "trace" {
				// Swagger 2.0 has no trace; one written anyway is counted as
				// the OpenAPI 3 mapping counts it.
				m.meta.count("unsupported_method", 1)
				m.meta.skip(fmt.Sprintf("TRACE %s is not imported: the engine does not send TRACE.", path))
				it.del(key)
				continue
			}
			if !oaMethods[key] {
				continue
			}
			op := item.vals[j]
			if op.kind != oaObject {
				m.meta.count("malformed_spec", 1)
				m.meta.skip(fmt.Sprintf("Operation %s %s is not an object and is skipped.", strings.ToUpper(key), path))
				it.del(key)
				continue
			}
			o := op.clone()
			ops := m.swaggerParams(o, strings.ToUpper(key)+" "+path)
			if rs := o.get("responses"); rs != nil && rs.kind == oaObject {
				clean := &oaNode{kind: oaObject}
				for k, code := range rs.keys {
					if rs.vals[k].kind != oaObject && !strings.HasPrefix(code, "x-") {
						m.meta.count("malformed_spec", 1)
						m.meta.skip(fmt.Sprintf("Response %s of %s %s is not an object and is skipped.", code, strings.ToUpper(key), path))
						continue
					}
					clean.put(code, rs.vals[k])
				}
				o.put("responses", clean)
			}
			if c := o.get("consumes"); (c == nil || c.kind != oaArray || len(c.items) == 0) &&
				(rootConsumes == nil || rootConsumes.kind != oaArray || len(rootConsumes.items) == 0) {
				if mt := m.swaggerBodyType(append(pathParams, ops...)); mt != "" {
					o.put("consumes", &oaNode{kind: oaArray, items: []*oaNode{{kind: oaString, text: mt}}})
				}
			}
			it.put(key, o)
		}
		outPaths.put(path, it)
	}
	root.put("paths", outPaths)
	return root
}

// swaggerParams replaces a parameters member that is not an array by an
// empty one and drops entries that are not objects, counting each
// malformed_spec; it returns the entries left.
func (m *oaMapper) swaggerParams(n *oaNode, where string) []*oaNode {
	v := n.get("parameters")
	if v == nil {
		return nil
	}
	if v.kind != oaArray {
		m.meta.count("malformed_spec", 1)
		m.meta.skip(fmt.Sprintf("The parameters of %s are not an array and are ignored.", where))
		n.del("parameters")
		return nil
	}
	out := &oaNode{kind: oaArray}
	for _, e := range v.items {
		if e.kind != oaObject {
			m.meta.count("malformed_spec", 1)
			m.meta.skip(fmt.Sprintf("A parameter of %s is not a parameter object and is ignored.", where))
			continue
		}
		out.items = append(out.items, e)
	}
	n.put("parameters", out)
	return out.items
}

// swaggerBodyType is the media type implied by body or formData parameters.
func (m *oaMapper) swaggerBodyType(params []*oaNode) string {
	mt := ""
	for _, p := range params {
		p = m.resolve(p)
		switch p.str("in") {
		case "body":
			return "application/json"
		case "formData":
			if p.str("type") == "file" {
				return "multipart/form-data"
			}
			mt = "application/x-www-form-urlencoded"
		}
	}
	return mt
}

// oaRestoreSwaggerOrder puts back, from the Swagger original, the orders
// the conversion loses through Go maps: paths, the members of each path
// item, responses, the media types of request bodies (consumes order) and
// responses (produces order, then examples order), security schemes,
// properties (matched by their set of names; form fields by parameter
// order), and example values, which are replaced by the original value
// they equal (same members, numbers compared as float64).
func oaRestoreSwaggerOrder(conv, orig *oaNode) {
	r := oaRestorer{props: map[string][]string{}, examples: map[string]*oaNode{}}
	r.index(orig)
	origPaths := orig.get("paths")
	rootConsumes, rootProduces := oaStrings(orig.get("consumes")), oaStrings(orig.get("produces"))
	if paths := conv.get("paths"); paths != nil && origPaths != nil {
		paths.reorder(origPaths.keys)
		for i, path := range paths.keys {
			ci, oi := paths.vals[i], origPaths.get(path)
			if oi == nil || ci.kind != oaObject {
				continue
			}
			ci.reorder(oi.keys)
			for j, method := range ci.keys {
				cop, oop := ci.vals[j], oi.get(method)
				if oop == nil || !oaMethods[method] {
					continue
				}
				consumes := oaStrings(oop.get("consumes"))
				if len(consumes) == 0 {
					consumes = rootConsumes
				}
				produces := oaStrings(oop.get("produces"))
				if len(produces) == 0 {
					produces = rootProduces
				}
				var form []string
				for _, p := range append(append([]*oaNode{}, oaItems(oi.get("parameters"))...), oaItems(oop.get("parameters"))...) {
					if p.str("in") == "formData" {
						form = append(form, p.str("name"))
					}
				}
				if len(form) > 0 {
					r.props[oaSignature(form)] = form
				}
				if content := cop.get("requestBody").get("content"); content != nil {
					content.reorder(consumes)
				}
				resps, oresps := cop.get("responses"), oop.get("responses")
				if resps == nil || oresps == nil {
					continue
				}
				resps.reorder(oresps.keys)
				for k, code := range resps.keys {
					or := oresps.get(code)
					if or != nil && or.get("$ref") != nil {
						continue // a shared response, ordered below
					}
					r.content(resps.vals[k].get("content"), produces, or)
				}
			}
		}
	}
	if comps := conv.get("components"); comps != nil {
		if resps, oresps := comps.get("responses"), orig.get("responses"); resps != nil && oresps != nil {
			resps.reorder(oresps.keys)
			for k, code := range resps.keys {
				r.content(resps.vals[k].get("content"), rootProduces, oresps.get(code))
			}
		}
		if rbs := comps.get("requestBodies"); rbs != nil {
			for _, rb := range rbs.vals {
				rb.get("content").reorder(rootConsumes)
			}
		}
		if ss, os := comps.get("securitySchemes"), orig.get("securityDefinitions"); ss != nil && os != nil {
			ss.reorder(os.keys)
		}
	}
	r.apply(conv)
}

// oaRestorer holds what the original says about orders: the property
// orders by signature and the original example values by canonical form.
type oaRestorer struct {
	props    map[string][]string
	examples map[string]*oaNode
}

// content orders a response's media types: produces, then the media types
// of the original response's examples.
func (r *oaRestorer) content(content *oaNode, produces []string, orig *oaNode) {
	if content == nil {
		return
	}
	order := append([]string{}, produces...)
	if ex := orig.get("examples"); ex != nil {
		order = append(order, ex.keys...)
	}
	content.reorder(order)
}

// index records the original's properties orders and example values.
func (r *oaRestorer) index(n *oaNode) {
	var walk func(n *oaNode, key string)
	walk = func(n *oaNode, key string) {
		switch key {
		case "example", "x-example", "default":
			r.addExample(n)
			return
		case "properties":
			if n.kind == oaObject {
				sig := oaSignature(n.keys)
				if _, ok := r.props[sig]; !ok {
					r.props[sig] = n.keys
				}
			}
		}
		switch n.kind {
		case oaArray:
			for _, it := range n.items {
				walk(it, "")
			}
		case oaObject:
			for i, k := range n.keys {
				if k == "examples" && key != "properties" && n.vals[i].kind == oaObject {
					for _, e := range n.vals[i].vals {
						r.addExample(e)
					}
					continue
				}
				walk(n.vals[i], k)
			}
		}
	}
	walk(n, "")
}

func (r *oaRestorer) addExample(n *oaNode) {
	if n.kind != oaObject && n.kind != oaArray && n.kind != oaNumber {
		return
	}
	if c, ok := oaCanonical(n); ok {
		if _, dup := r.examples[c]; !dup {
			r.examples[c] = n
		}
	}
}

// apply reorders properties and swaps example values in the converted tree.
func (r *oaRestorer) apply(n *oaNode) {
	switch n.kind {
	case oaArray:
		for _, it := range n.items {
			r.apply(it)
		}
	case oaObject:
		for i, k := range n.keys {
			v := n.vals[i]
			switch k {
			case "example", "x-example", "default":
				if v.kind == oaObject || v.kind == oaArray || v.kind == oaNumber {
					if c, ok := oaCanonical(v); ok {
						if o := r.examples[c]; o != nil {
							n.vals[i] = o
						}
					}
				}
				continue
			case "properties":
				if v.kind == oaObject {
					if order, ok := r.props[oaSignature(v.keys)]; ok {
						v.reorder(order)
					}
				}
			}
			r.apply(v)
		}
	}
}

// oaSignature identifies a set of names regardless of order.
func oaSignature(keys []string) string {
	s := slices.Clone(keys)
	slices.Sort(s)
	return strings.Join(s, "\x00")
}

// oaCanonical is the text encoding/json gives a value decoded into Go's
// any: members sorted, numbers as float64. Values over 1 MiB are not
// compared.
func oaCanonical(n *oaNode) (string, bool) {
	text, ok := n.appendJSON(nil, "", 0, 1<<20)
	if !ok {
		return "", false
	}
	var v any
	if err := codec.Unmarshal(text, &v); err != nil {
		return "", false
	}
	b, err := codec.MarshalHTMLSafe(v)
	if err != nil {
		return "", false
	}
	return string(b), true
}

func oaStrings(n *oaNode) []string {
	var out []string
	for _, it := range oaItems(n) {
		if it.kind == oaString {
			out = append(out, it.text)
		}
	}
	return out
}

func oaItems(n *oaNode) []*oaNode {
	if n == nil || n.kind != oaArray {
		return nil
	}
	return n.items
}
