package scripting

import (
	"errors"
	"testing"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/workspace"
)

// FuzzCheckElements fuzzes the validation of an elements array (the
// elements field of every collection and request write): whatever the
// bytes, it neither panics nor answers an error other than a
// *workspace.FieldError, and an accepted array is valid JSON that checks
// again to itself.
func FuzzCheckElements(f *testing.F) {
	for _, s := range []string{
		`[]`, `null`, `{}`, `[{"kind":"script.pre","config":{"script":"pm.test('a',()=>{})"}}]`,
		`[{"kind":"script.setup","config":{"script":"x"}}]`, `[{"kind":"inherit.disable","config":{"id":"elm_1"}}]`,
		`[{"id":"elm_1","kind":"script.post","version":1,"enabled":false,"config":{"script":"","timeoutMs":-1}}]`,
		`[{"kind":"nope"}]`, `[1,"a",null,[]]`, "[{\"kind\":\"script.pre\",\"config\":{\"script\":\"\xff\"}}]",
	} {
		f.Add([]byte(s), false)
	}
	r := NewRegistry()
	f.Fuzz(func(t *testing.T, raw []byte, onCollection bool) {
		out, err := r.CheckElements(codec.RawMessage(raw), onCollection)
		if err != nil {
			var fe *workspace.FieldError
			if !errors.As(err, &fe) {
				t.Fatalf("untyped error %T: %v", err, err)
			}
			return
		}
		if !codec.Valid(out) {
			t.Fatalf("accepted elements are not JSON: %s", out)
		}
		again, err := r.CheckElements(out, onCollection)
		if err != nil || string(again) != string(out) {
			t.Fatalf("normalized elements %s check again to %s, %v", out, again, err)
		}
	})
}
