package config

import (
	"errors"
	"testing"
)

// FuzzParseUpdate fuzzes the POST /config body: whatever the bytes, it
// neither panics nor answers an error without an *InvalidError, and every
// value it accepts is one its entry's normalizer accepts again unchanged.
func FuzzParseUpdate(f *testing.F) {
	for _, s := range []string{
		`{}`, `[]`, `null`, `{"workers":4}`, `{"workers":"4"}`, `{"workers":1e400}`, `{"defaultHttpVersion":"http2","dbSynchronous":"off"}`,
		`{"scriptMaxMemoryBytes":16777216}`, `{"scriptMaxMemoryBytes":1}`, `{"trashRetentionDays":0,"trashRetentionDays":1}`,
		`{"correlationIdEnabled":true,"nope":1}`, "{\"proxyUrl\":\"\xff\"}", `{"workers":{"a":[1]}}`,
	} {
		f.Add([]byte(s))
	}
	entries := catalogueByKey()
	f.Fuzz(func(t *testing.T, body []byte) {
		update, err := ParseUpdate(body)
		if err != nil {
			var ie *InvalidError
			if !errors.As(err, &ie) {
				t.Fatalf("untyped error %T: %v", err, err)
			}
			return
		}
		for k, v := range update {
			e, ok := entries[k]
			if !ok {
				t.Fatalf("accepted an unknown key %q", k)
			}
			if again, ierr := normalize(e, v); ierr != nil || again != v {
				t.Fatalf("%s = %q normalizes again to %q, %v", k, v, again, ierr)
			}
		}
	})
}
