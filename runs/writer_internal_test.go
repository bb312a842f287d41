package runs

import (
	"testing"

	"github.com/svc-engine/svc-engine/codec"
)

func TestWithDroppedAddsTheCountToTheReport(t *testing.T) {
	tests := []struct {
		name, in string
		n        int64
		want     string
	}{
		{"a report gets the member last", `{"requests":5}`, 3, `{"requests":5,"historyDropped":3}`},
		{"an empty report gets it alone", `{}`, 2, `{"historyDropped":2}`},
		{"trailing space is dropped", "{\"a\":1}\n", 1, `{"a":1,"historyDropped":1}`},
		{"nothing dropped leaves the report", `{"a":1}`, 0, `{"a":1}`},
		{"a report that is not an object is left", `null`, 4, `null`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := string(withDropped(codec.RawMessage(tc.in), tc.n))
			if got != tc.want {
				t.Fatalf("withDropped(%q, %d) = %q, want %q", tc.in, tc.n, got, tc.want)
			}
			if !codec.Valid([]byte(got)) {
				t.Fatalf("%q is not JSON", got)
			}
		})
	}
}
