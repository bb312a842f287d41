package mocks

import (
	"testing"

	"github.com/svc-engine/svc-engine/codec"
)

// rawHeaders writes the same JSON an encoder writes for the header list,
// names and values as received, in order, every character escaped.
func TestRawHeadersEncodeAsTheHeaderList(t *testing.T) {
	for _, c := range []struct {
		name string
		raw  string
		want []Header
	}{
		{"none", "", []Header{}},
		{"order, case and repeats kept", "X-B: 2\r\nx-a: 1\r\nX-B: 3\r\n\r\n", []Header{{"X-B", "2"}, {"x-a", "1"}, {"X-B", "3"}}},
		{"quotes, backslashes, HTML and unicode", "X-Q: \"a\\b\" <&> \u2028 é\r\n", []Header{{"X-Q", "\"a\\b\" <&> \u2028 é"}}},
		{"a value with colons and spaces around it", "Location:   http://h:1/p  \r\n", []Header{{"Location", "http://h:1/p"}}},
		{"invalid UTF-8 and control bytes", "X-Bin: \xff\x01\r\n", []Header{{"X-Bin", "\xff\x01"}}},
		{"lines without a name are skipped", ": nameless\r\nno colon\r\nK: v\r\n", []Header{{"K", "v"}}},
	} {
		t.Run(c.name, func(t *testing.T) {
			want, err := codec.Marshal(c.want)
			if err != nil {
				t.Fatal(err)
			}
			if got := rawHeaders([]byte(c.raw)); string(got) != string(want) {
				t.Fatalf("rawHeaders(%q) = %s; want %s", c.raw, got, want)
			}
		})
	}
}
