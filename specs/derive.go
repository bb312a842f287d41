package specs

import (
	"bytes"
	"fmt"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/importers"
	"github.com/svc-engine/svc-engine/store"
	"github.com/svc-engine/svc-engine/workspace"
)

// Fields are the request fields a document determines: the ones the
// OpenAPI import derives from an operation, in this order.
var Fields = []string{"name", "method", "url", "params", "headers", "body", "auth", "specOperation"}

// fieldValues are request fields by name, each as compact JSON.
type fieldValues map[string]codec.RawMessage

// valuesOf reads the document fields of a stored request.
func valuesOf(r workspace.Request) fieldValues {
	return fieldValues{
		"name":          workspace.Quote(r.Name),
		"method":        workspace.Quote(r.Method),
		"url":           workspace.Quote(r.URL),
		"params":        workspace.Compact(r.Params),
		"headers":       workspace.Compact(r.Headers),
		"body":          workspace.Compact(r.Body),
		"auth":          workspace.Compact(r.Auth),
		"specOperation": workspace.Compact(r.SpecOperation),
	}
}

// equal reports whether field f holds the same value in a and b: the
// same JSON value, object members in any order.
func (a fieldValues) equal(b fieldValues, f string) bool {
	x, okA := a[f]
	y, okB := b[f]
	if !okA || !okB {
		return false
	}
	return bytes.Equal(x, y) || bytes.Equal(canonical(x), canonical(y))
}

// canonical is a JSON value with object members sorted (the raw text
// when it does not parse).
func canonical(raw codec.RawMessage) []byte {
	var v any
	if err := codec.UnmarshalNumbers(raw, &v); err != nil {
		return raw
	}
	b, err := codec.Marshal(v)
	if err != nil {
		return raw
	}
	return b
}

// encode writes the values as a JSON object in Fields order.
func (a fieldValues) encode() codec.RawMessage {
	ms := make([]workspace.Member, 0, len(a))
	for _, f := range Fields {
		if v, ok := a[f]; ok {
			ms = append(ms, workspace.Member{Key: f, Value: v})
		}
	}
	return workspace.Object(ms)
}

// decodeValues reads a baseline written by encode.
func decodeValues(raw codec.RawMessage) fieldValues {
	ms, err := workspace.Members(raw)
	if err != nil {
		return nil
	}
	out := fieldValues{}
	for _, m := range ms {
		out[m.Key] = workspace.Compact(m.Value)
	}
	return out
}

// itemPatch is the import tree's request of operation i as a create
// patch, without its temp ids and examples: what a sync create writes.
func itemPatch(sp *importers.Spec, i int) (workspace.Patch, error) {
	b, err := codec.Marshal(sp.Tree.Requests[sp.Operations[i].Request])
	if err != nil {
		return nil, fmt.Errorf("derive operation %s: %w", sp.Operations[i].Key(), err)
	}
	p, err := workspace.DecodePatch(b)
	if err != nil {
		return nil, fmt.Errorf("derive operation %s: %w", sp.Operations[i].Key(), err)
	}
	delete(p, "tempId")
	delete(p, "collectionTempId")
	delete(p, "examples")
	return p, nil
}

// derive is the request the import writes for operation i, through the
// same merge as a create (every default and normalization applied), in
// collection collectionID.
func derive(sp *importers.Spec, i int, collectionID string, d workspace.Deps) (workspace.Request, error) {
	p, err := itemPatch(sp, i)
	if err != nil {
		return workspace.Request{}, err
	}
	p["collectionId"] = workspace.Quote(collectionID)
	p["order"] = codec.RawMessage("0") // not a document field: spares the append-point read
	r, err := workspace.MergeRequest(nil, p, d)
	if err != nil {
		return r, fmt.Errorf("derive operation %s: %w", sp.Operations[i].Key(), err)
	}
	return r, nil
}

// deriver caches the derived fields of a document's operations.
type deriver struct {
	sp   *importers.Spec
	tx   *store.Tx
	deps workspace.Deps
	coll string // a live collection the derivation is merged into
	memo map[int]fieldValues
	ix   map[string]int // operation key → index
}

func newDeriver(sp *importers.Spec, tx *store.Tx, deps workspace.Deps, coll string) *deriver {
	dv := &deriver{sp: sp, tx: tx, deps: deps, coll: coll, memo: map[int]fieldValues{}, ix: map[string]int{}}
	for i, op := range sp.Operations {
		if _, dup := dv.ix[op.Key()]; !dup {
			dv.ix[op.Key()] = i
		}
	}
	return dv
}

// index is the operation of key, or -1.
func (dv *deriver) index(key string) int {
	if i, ok := dv.ix[key]; ok {
		return i
	}
	return -1
}

// values are the derived fields of operation i.
func (dv *deriver) values(i int) (fieldValues, error) {
	if v, ok := dv.memo[i]; ok {
		return v, nil
	}
	r, err := derive(dv.sp, i, dv.coll, dv.deps)
	if err != nil {
		return nil, err
	}
	v := valuesOf(r)
	dv.memo[i] = v
	return v, nil
}

// operation is the specOperation the import stamps for operation i.
func (dv *deriver) operation(i int) (codec.RawMessage, error) {
	v, err := dv.values(i)
	if err != nil {
		return nil, err
	}
	return v["specOperation"], nil
}
