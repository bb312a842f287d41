package workspace

import (
	"errors"
	"testing"

	"github.com/svc-engine/svc-engine/codec"
)

// The decode and validation path of every resource, fuzzed: a body from
// the wire goes through DecodePatch and the resource's merge, as a create
// and as an update of a stored row. Whatever the bytes, the merge neither
// panics nor answers with an untyped error (each error is one mgmt turns
// into a 4xx), and a row it accepts encodes as JSON (no raw field holds
// invalid JSON) with its order in 0..MaxOrder.

// fuzzLookup answers every lookup: two live collections, append points
// near the ceiling for one of them.
type fuzzLookup struct{}

func (fuzzLookup) NextCollectionOrder(parentID *string) (int64, error) {
	if parentID != nil && *parentID == "col_full" {
		return MaxOrder + 1, nil
	}
	return 4, nil
}

func (fuzzLookup) NextRequestOrder(cid string) (int64, error) {
	if cid == "col_full" {
		return MaxOrder + 1, nil
	}
	return 2, nil
}
func (fuzzLookup) NextExampleOrder(string) (int64, error) { return 1, nil }
func (fuzzLookup) CollectionExists(id string) (bool, error) {
	return id == "col_a" || id == "col_full", nil
}
func (fuzzLookup) IsDescendant(a, id string) (bool, error) { return a == id, nil }
func (fuzzLookup) SpecHash(string) (string, bool, error)   { return "h", true, nil }

func fuzzDeps() Deps {
	return Deps{Lookup: fuzzLookup{}, DefaultHTTPVersion: "auto", Now: 1700000000000, MaxFieldBytes: 1 << 16, RequireFileSrc: true}
}

// fuzzSeeds are bodies every resource fuzzer starts from.
var fuzzSeeds = []string{
	`{}`, `null`, `[]`, `{"name":"n"}`, `{"name":null}`, `{"order":9223372036854775807}`, `{"order":-1}`, `{"order":1e300}`,
	`{"collectionId":"col_a","name":"r","method":"GET","url":"http://h/"}`,
	`{"collectionId":"col_full","name":"r","method":"GET","url":"http://h/"}`,
	`{"parentId":"col_full","name":"c"}`,
	`{"name":"r","body":{"mode":"formdata","fields":[{"key":"f","type":"file"}]}}`,
	`{"name":"c","auth":{"mode":"oauth2","config":{}},"variables":{"a":"b"}}`,
	`{"name":"e","variables":[{"key":"k","value":"v","enabled":true}],"isActive":true}`,
	`{"name":"x","status":200,"headers":[{"key":"a","value":"b"}],"body":"\xff\xfe","origin":"user"}`,
	"{\"name\":\"\xed\xa0\x80\"}", `{"name":"a","name":"b"}`, `{"a":[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]}`,
	`{"moves":[{"type":"request","id":"r","order":1}],"normalize":[{"type":"collection","parentId":null}]}`,
	`{"requestId":"r","timeoutMs":5,"variables":{},"environmentId":null}`,
}

// checkMerge fails when a merge answered an untyped error or a row that
// does not encode.
func checkMerge(t *testing.T, row any, order int64, err error) {
	t.Helper()
	if err != nil {
		var fe *FieldError
		var tl *TooLargeError
		var ce *ConflictError
		if !errors.As(err, &fe) && !errors.As(err, &tl) && !errors.As(err, &ce) && !errors.Is(err, ErrNotFound) {
			t.Fatalf("untyped error %T: %v", err, err)
		}
		return
	}
	if order < 0 || order > MaxOrder {
		t.Fatalf("accepted order %d", order)
	}
	if _, err := codec.Marshal(row); err != nil {
		t.Fatalf("an accepted row does not encode: %v", err)
	}
}

func fuzzPatch(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add([]byte(s))
	}
}

func FuzzMergeCollection(f *testing.F) {
	fuzzPatch(f)
	f.Fuzz(func(t *testing.T, body []byte) {
		p, err := DecodePatch(body)
		if err != nil {
			return
		}
		c, err := MergeCollection(nil, p, fuzzDeps())
		checkMerge(t, c, c.Order, err)
		cur := Collection{ID: "col_a", Name: "a", Variables: codec.RawMessage(`{}`), Auth: codec.RawMessage(`{"mode":"none"}`), DataSchema: codec.RawMessage(`null`), OpenAPI: codec.RawMessage(`null`), Elements: codec.RawMessage(`[]`)}
		c, err = MergeCollection(&cur, p, fuzzDeps())
		checkMerge(t, c, c.Order, err)
	})
}

func FuzzMergeRequest(f *testing.F) {
	fuzzPatch(f)
	f.Fuzz(func(t *testing.T, body []byte) {
		p, err := DecodePatch(body)
		if err != nil {
			return
		}
		r, err := MergeRequest(nil, p, fuzzDeps())
		checkMerge(t, r, r.Order, err)
		cur := mrStored()
		r, err = MergeRequest(&cur, p, fuzzDeps())
		checkMerge(t, r, r.Order, err)
	})
}

func FuzzMergeEnvironment(f *testing.F) {
	fuzzPatch(f)
	f.Fuzz(func(t *testing.T, body []byte) {
		p, err := DecodePatch(body)
		if err != nil {
			return
		}
		env, err := MergeEnvironment(nil, p, fuzzDeps())
		checkMerge(t, env, 0, err)
		g, err := MergeGlobals(p, fuzzDeps())
		checkMerge(t, g, 0, err)
	})
}

func FuzzMergeExample(f *testing.F) {
	fuzzPatch(f)
	f.Fuzz(func(t *testing.T, body []byte) {
		p, err := DecodePatch(body)
		if err != nil {
			return
		}
		x, err := MergeExample(nil, "req_1", p, fuzzLookup{}, 1700000000000)
		checkMerge(t, x, x.Order, err)
	})
}

func FuzzDecodeReorder(f *testing.F) {
	fuzzPatch(f)
	f.Fuzz(func(t *testing.T, body []byte) {
		r, err := DecodeReorder(body)
		checkMerge(t, nil, 0, err)
		if err == nil {
			for _, m := range r.Moves {
				if m.Order < 0 || m.Order > MaxOrder {
					t.Fatalf("accepted move order %d", m.Order)
				}
			}
		}
	})
}

func FuzzParseComposeSpec(f *testing.F) {
	fuzzPatch(f)
	f.Fuzz(func(t *testing.T, body []byte) {
		p, err := DecodePatch(body)
		if err != nil {
			return
		}
		c, err := ParseComposeSpec(p)
		checkMerge(t, nil, 0, err)
		if err == nil && (c.Timeout < 0 || c.Timeout > MaxComposeTimeout) {
			t.Fatalf("accepted timeout %v", c.Timeout)
		}
	})
}
