package importers

// OpenAPI export into a bound Swagger 2.0 document: the edits are computed
// on the Swagger text as stored (the original tree the conversion started
// from), in Swagger's own vocabulary, never in OpenAPI 3 terms.

import (
	"slices"
	"strconv"
	"strings"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/workspace"
)

// swaggerOperationEdits writes one claimed operation's request into a
// Swagger 2.0 document: a query or header row's value becomes its
// parameter's x-example (Swagger 2.0 has no example on a non-body
// parameter; the import reads x-example back as the row value), and stored
// examples become the response's examples map ({media type: value}). The
// engine's vocabulary (x-svc-elements, x-svc-mock) is not written.
func (m *oaMapper) swaggerOperationEdits(s *Spec, i int, er ExportRequest, notes *ExportNotes) []codec.Edit {
	op := m.ops[i]
	method := strings.ToLower(op.method)
	item := m.orig.get("paths").get(op.path)
	orig := item.get(method)
	if orig == nil || orig.kind != oaObject {
		return nil
	}
	base := []string{"paths", op.path, method}
	r := er.Request
	derived := derivedRequest(s, i, r, notes)
	var edits []codec.Edit
	params := orig.get("parameters")
	find := func(in, name string) (int, bool) { return m.swaggerFindParam(params, item.get("parameters"), in, name) }
	eachDeclaredRow(r, notes, find, func(j int, row exportRow) {
		p := params.items[j]
		if row.Value == "" || row.Value == m.swaggerParamValue(p) || p.get("x-example") != nil {
			return
		}
		edits = append(edits, codec.Edit{Path: append(slices.Clone(base), "parameters", strconv.Itoa(j)), Key: "x-example", Value: typedExample(p.str("type"), row.Value)})
	})
	return append(edits, m.swaggerExampleEdits(orig, base, er.Examples, derived.Examples, notes)...)
}

// swaggerFindParam finds the declared parameter of a row in the original
// document: its index among the operation's own inline parameters, or
// shared when it is a reference or declared on the path item.
func (m *oaMapper) swaggerFindParam(opParams, itemParams *oaNode, in, name string) (int, bool) {
	for j, p := range oaItems(opParams) {
		if oaIsRef(p) {
			if t := m.swaggerResolve(p); t.str("in") == in && strings.EqualFold(t.str("name"), name) {
				return -1, true
			}
			continue
		}
		if p.str("in") == in && strings.EqualFold(p.str("name"), name) {
			return j, false
		}
	}
	for _, p := range oaItems(itemParams) {
		if p = m.swaggerResolve(p); p.str("in") == in && strings.EqualFold(p.str("name"), name) {
			return -1, true
		}
	}
	return -1, false
}

// swaggerResolve follows local references in the original document.
func (m *oaMapper) swaggerResolve(n *oaNode) *oaNode {
	return oaResolve(n, func(ref string) *oaNode { return oaEvalPointer(m.orig, ref[1:]) })
}

// swaggerParamValue is the row value the import derives from a Swagger
// parameter: its x-example, else its default, when scalar.
func (m *oaMapper) swaggerParamValue(p *oaNode) string {
	for _, k := range []string{"x-example", "default"} {
		if v := p.get(k); v.present() {
			s, _ := v.scalar()
			return s
		}
	}
	return ""
}

// swaggerExampleEdits writes stored examples into the response of their
// status: its examples map holds one value per media type, so the first
// example of a status and media type is written and a later one is
// counted examplesAlreadyDeclared, as is a media type the document
// declares an example for already. The media type is the example's
// content type when the operation produces it (or the response's examples
// name it), else the first the operation produces.
func (m *oaMapper) swaggerExampleEdits(orig *oaNode, base []string, exs []workspace.Example, derived []Example, notes *ExportNotes) []codec.Edit {
	produces := oaStrings(orig.get("produces"))
	if orig.get("produces") == nil {
		produces = oaStrings(m.orig.get("produces"))
	}
	resps := orig.get("responses")
	type status struct {
		code   string
		mts    []string
		values []codec.RawMessage
	}
	var order []*status
	byCode := map[string]*status{}
	for _, x := range exs {
		code, raw, ok := exampleResponse(x, derived, resps, notes)
		if !ok {
			continue
		}
		if raw == nil || raw.kind != oaObject {
			notes.ExamplesWithoutMediaType++
			continue
		}
		declared := raw.get("examples")
		if declared != nil && declared.kind != oaObject {
			notes.ExamplesAlreadyDeclared++
			continue
		}
		mts := slices.Clone(produces)
		if declared != nil && declared.kind == oaObject {
			mts = append(mts, declared.keys...)
		}
		if len(mts) == 0 {
			notes.ExamplesWithoutMediaType++
			continue
		}
		mt := mts[0]
		for _, k := range mts {
			if x.ContentType != "" && oaEssence(k) == oaEssence(x.ContentType) {
				mt = k
				break
			}
		}
		st := byCode[code]
		if declared.get(mt) != nil || (st != nil && slices.Contains(st.mts, mt)) {
			notes.ExamplesAlreadyDeclared++
			continue
		}
		if st == nil {
			st = &status{code: code}
			byCode[code] = st
			order = append(order, st)
		}
		st.mts = append(st.mts, mt)
		st.values = append(st.values, exampleValue(x.Body, oaIsJSON(oaEssence(mt))))
		notes.ExamplesWritten++
	}
	var edits []codec.Edit
	for _, st := range order {
		at := append(slices.Clone(base), "responses", st.code)
		if declared := resps.get(st.code).get("examples"); declared != nil && declared.kind == oaObject {
			for k, mt := range st.mts {
				edits = append(edits, codec.Edit{Path: append(slices.Clone(at), "examples"), Key: mt, Value: st.values[k]})
			}
			continue
		}
		ms := make([]workspace.Member, len(st.mts))
		for k, mt := range st.mts {
			ms[k] = workspace.Member{Key: mt, Value: st.values[k]}
		}
		edits = append(edits, codec.Edit{Path: at, Key: "examples", Value: workspace.Object(ms)})
	}
	return edits
}
