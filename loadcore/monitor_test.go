package loadcore

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// A JSON monitor's document gives its numeric leaves by dotted path; a
// document that is not one JSON value gives an error, not a partial read.
func TestParseJSONSeries(t *testing.T) {
	t.Parallel()
	doc := `{"runtime":{"goroutines":42,"gc":{"count":7}},"up":true,"down":false,"name":"x","list":[1,2.5],"big":12345678901234567}` + "\n"
	series := []string{"runtime.goroutines", "runtime.gc.count", "up", "down", "name", "list.1", "list.2", "list.x", "missing", "big"}
	for _, c := range []struct {
		name    string
		doc     string
		want    map[string]float64
		wantErr bool
	}{
		{"leaves by path", doc, map[string]float64{
			"runtime.goroutines": 42, "runtime.gc.count": 7, "up": 1, "down": 0, "list.1": 2.5, "big": 12345678901234567,
		}, false},
		{"trailing data", `{"up":true} {"up":false}`, nil, true},
		{"not JSON", `up 1`, nil, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			got, err := ParseJSONSeries([]byte(c.doc), series)
			if (err != nil) != c.wantErr {
				t.Fatalf("error %v, want an error: %v", err, c.wantErr)
			}
			if d := cmp.Diff(c.want, got); d != "" {
				t.Errorf("series (-want +got):\n%s", d)
			}
		})
	}
}
