package importers

import (
	"strings"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/workspace"
)

// describeBudget bounds the schema nodes one description inlines; past
// it, references stay references.
const describeBudget = 20000

// describeDepth is how deep references are inlined.
const describeDepth = 8

// Describe resolves operation i for an editor or an agent writing a
// request: its parameters (path-level merged), request body media types
// and responses, each schema with its local references inlined (a cycle,
// or past a depth or size bound, stays a $ref) and an example: the one the
// document states, else the sampled schema, as the import samples it.
func (s *Spec) Describe(i int) codec.RawMessage {
	m := s.m
	op := m.ops[i]
	d := &describer{m: m, budget: describeBudget, active: map[*oaNode]bool{}}
	ms := []workspace.Member{
		{Key: "method", Value: workspace.Quote(op.method)},
		{Key: "path", Value: workspace.Quote(op.path)},
	}
	if id := op.op.get("operationId"); id != nil && id.kind == oaString {
		ms = append(ms, workspace.Member{Key: "operationId", Value: workspace.Quote(id.text)})
	} else {
		ms = append(ms, workspace.Member{Key: "operationId", Value: codec.RawMessage("null")})
	}
	ms = append(ms,
		workspace.Member{Key: "summary", Value: workspace.Quote(op.op.str("summary"))},
		workspace.Member{Key: "description", Value: workspace.Quote(op.op.str("description"))})
	var params []codec.RawMessage
	for _, p := range m.parameters(op) {
		pm := []workspace.Member{
			{Key: "name", Value: workspace.Quote(p.str("name"))},
			{Key: "in", Value: workspace.Quote(p.str("in"))},
			{Key: "required", Value: boolJSON(p.get("required"))},
			{Key: "description", Value: workspace.Quote(p.str("description"))},
			{Key: "schema", Value: d.schema(p.get("schema"), 0)},
		}
		if v := m.paramValue(p); v != "" {
			pm = append(pm, workspace.Member{Key: "example", Value: workspace.Quote(v)})
		}
		params = append(params, workspace.Object(pm))
	}
	ms = append(ms, workspace.Member{Key: "parameters", Value: workspace.Array(params)})
	if rb := m.resolve(op.op.get("requestBody")); rb != nil {
		ms = append(ms, workspace.Member{Key: "requestBody", Value: workspace.Object([]workspace.Member{
			{Key: "required", Value: boolJSON(rb.get("required"))},
			{Key: "content", Value: d.content(rb.get("content"))},
		})})
	} else {
		ms = append(ms, workspace.Member{Key: "requestBody", Value: codec.RawMessage("null")})
	}
	var resps []codec.RawMessage
	if rs := m.resolve(op.op.get("responses")); rs != nil && rs.kind == oaObject {
		for j, code := range rs.keys {
			if strings.HasPrefix(code, "x-") {
				continue
			}
			r := m.resolve(rs.vals[j])
			resps = append(resps, workspace.Object([]workspace.Member{
				{Key: "status", Value: workspace.Quote(code)},
				{Key: "description", Value: workspace.Quote(r.str("description"))},
				{Key: "content", Value: d.content(r.get("content"))},
			}))
		}
	}
	ms = append(ms, workspace.Member{Key: "responses", Value: workspace.Array(resps)})
	return workspace.Object(ms)
}

func boolJSON(n *oaNode) codec.RawMessage {
	if n != nil && n.kind == oaBool && n.text == "true" {
		return codec.RawMessage("true")
	}
	return codec.RawMessage("false")
}

// describer inlines schemas within a budget.
type describer struct {
	m      *oaMapper
	budget int
	active map[*oaNode]bool
}

// content lists the media types of a content map with schema and
// example.
func (d *describer) content(v *oaNode) codec.RawMessage {
	content := d.m.resolve(v)
	var out []codec.RawMessage
	if content != nil && content.kind == oaObject {
		for i, mt := range content.keys {
			media := d.m.resolve(content.vals[i])
			isJSON := oaIsJSON(oaEssence(mt))
			var example codec.RawMessage
			switch {
			case media.get("example").present():
				example = media.get("example").appendJSONLimited(oaMaxExampleBody)
			case media.get("examples") != nil && media.get("examples").kind == oaObject && len(media.get("examples").vals) > 0:
				example = d.m.resolve(media.get("examples").vals[0]).get("value").appendJSONLimited(oaMaxExampleBody)
			case isJSON && d.m.resolve(media.get("schema")) != nil:
				example = d.m.sample(media.get("schema")).appendJSONLimited(oaMaxExampleBody)
			}
			if len(example) == 0 || len(example) > oaMaxExampleBody {
				example = codec.RawMessage("null")
			}
			out = append(out, workspace.Object([]workspace.Member{
				{Key: "mediaType", Value: workspace.Quote(mt)},
				{Key: "schema", Value: d.schema(media.get("schema"), 0)},
				{Key: "example", Value: example},
			}))
		}
	}
	return workspace.Array(out)
}

// schema writes a schema with its local references inlined.
func (d *describer) schema(n *oaNode, depth int) codec.RawMessage {
	if n == nil {
		return codec.RawMessage("null")
	}
	b, _ := d.inline(n, depth).appendJSON(nil, "", 0, oaMaxBodyContent)
	return b
}

// inline copies a node, replacing resolvable local references.
func (d *describer) inline(n *oaNode, depth int) *oaNode {
	d.budget--
	if n == nil || d.budget < 0 {
		return n
	}
	if oaIsRef(n) {
		target := d.m.resolve(n)
		if target == nil || d.active[target] || depth >= describeDepth {
			return n
		}
		d.active[target] = true
		defer delete(d.active, target)
		return d.inline(target, depth+1)
	}
	switch n.kind {
	case oaObject:
		c := &oaNode{kind: oaObject}
		for i, k := range n.keys {
			c.keys = append(c.keys, k)
			c.vals = append(c.vals, d.inline(n.vals[i], depth))
		}
		return c
	case oaArray:
		c := &oaNode{kind: oaArray}
		for _, it := range n.items {
			c.items = append(c.items, d.inline(it, depth))
		}
		return c
	}
	return n
}
