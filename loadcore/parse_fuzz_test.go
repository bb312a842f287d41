package loadcore

import (
	"errors"
	"testing"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/workspace"
)

// FuzzParseTargetOptions fuzzes a load plan's send options: whatever the
// bytes, no panic, every refusal a *workspace.FieldError, and an accepted
// timeout within 1 ms..MaxTimeout.
func FuzzParseTargetOptions(f *testing.F) {
	for _, s := range []string{
		`{}`, `[]`, `{"timeoutMs":5}`, `{"timeout":"1s","timeoutMs":5}`, `{"timeout":1e20}`, `{"request":{"timeout":"-1s"}}`,
		`{"followRedirects":1,"maxRedirects":1e9,"httpVersion":"h3","verifySSL":"no"}`, `{"request":[1]}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		o, err := ParseTargetOptions(codec.RawMessage(body))
		if err != nil {
			var fe *workspace.FieldError
			if !errors.As(err, &fe) {
				t.Fatalf("untyped error %T: %v", err, err)
			}
			return
		}
		if o.Timeout != nil && (*o.Timeout < 1e6 || *o.Timeout > MaxTimeout) {
			t.Fatalf("accepted timeout %v", *o.Timeout)
		}
		if o.MaxRedirects != nil && (*o.MaxRedirects < 0 || *o.MaxRedirects > MaxRedirects) {
			t.Fatalf("accepted maxRedirects %d", *o.MaxRedirects)
		}
	})
}
