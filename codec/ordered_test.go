package codec

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestMembersKeepDocumentOrder(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		in   string
		want []Member
		open int
	}{
		{"members come in document order", `{"z":1,"a":2,"m":3}`,
			[]Member{{"z", RawMessage(`1`), 5}, {"a", RawMessage(`2`), 11}, {"m", RawMessage(`3`), 17}}, 1},
		{"values keep their bytes, space around them left out", ` { "o" : {"y":[1, 2]} , "s":"x\u0041" }`,
			[]Member{{"o", RawMessage(`{"y":[1, 2]}`), 9}, {"s", RawMessage(`"x\u0041"`), 28}}, 2},
		{"a repeated key is kept each time", `{"a":1,"b":2,"a":3}`,
			[]Member{{"a", RawMessage(`1`), 5}, {"b", RawMessage(`2`), 11}, {"a", RawMessage(`3`), 17}}, 1},
		{"an empty object has no members", `{}`, nil, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			got, open, err := Members([]byte(tt.in))
			if err != nil {
				t.Fatalf("Members(%s): %v", tt.in, err)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" || open != tt.open {
				t.Errorf("Members(%s): open %d (want %d), members (-want +got):\n%s", tt.in, open, tt.open, diff)
			}
			for _, m := range got {
				if string(tt.in[m.Offset:m.Offset+len(m.Value)]) != string(m.Value) {
					t.Errorf("member %q: Offset %d does not locate %s in %s", m.Key, m.Offset, m.Value, tt.in)
				}
			}
		})
	}
}

func TestMembersRefusals(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		in   string
		want error // nil: any error
	}{
		{"an array is not an object", `[1]`, ErrNotObject},
		{"a string is not an object", `"x"`, ErrNotObject},
		{"text after the object", `{"a":1} {}`, ErrTrailingData},
		{"a broken object", `{"a":}`, nil},
		{"nothing at all", ``, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			_, _, err := Members([]byte(tt.in))
			if err == nil || (tt.want != nil && !errors.Is(err, tt.want)) {
				t.Errorf("Members(%s) = %v, want %v", tt.in, err, tt.want)
			}
		})
	}
}

func TestElements(t *testing.T) {
	t.Parallel()
	got, err := Elements([]byte(` [1, {"a":2}, "x"] `))
	if err != nil || len(got) != 3 || string(got[1]) != `{"a":2}` {
		t.Errorf("Elements = %q, %v", got, err)
	}
	if got, err := Elements([]byte(`[]`)); err != nil || got == nil || len(got) != 0 {
		t.Errorf("Elements([]) = %#v, %v; want an empty, non-nil slice", got, err)
	}
	if _, err := Elements([]byte(`{}`)); !errors.Is(err, ErrNotArray) {
		t.Errorf("Elements({}) = %v, want ErrNotArray", err)
	}
	if _, err := Elements([]byte(`[1,`)); err == nil || errors.Is(err, ErrNotArray) {
		t.Errorf("Elements([1,) = %v, want a syntax error", err)
	}
}

// The Decoder's depth limit is crossed by one level, through arrays and
// through objects; without MaxDepth the same text is read.
func TestDecoderDepthLimit(t *testing.T) {
	t.Parallel()
	read := func(text string, limit int) error {
		d := NewDecoder([]byte(text))
		d.MaxDepth = limit
		for {
			if _, err := d.Token(); err != nil {
				if err.Error() == "EOF" {
					return nil
				}
				return err
			}
		}
	}
	for _, shape := range []struct{ name, open, close string }{
		{"arrays", "[", "]"},
		{"objects", `{"k":`, "}"},
	} {
		nest := func(n int) string {
			return strings.Repeat(shape.open, n) + "0" + strings.Repeat(shape.close, n)
		}
		t.Run(shape.name+" nested MaxDepth deep are read and one more is refused", func(t *testing.T) {
			t.Parallel()
			if err := read(nest(MaxDepth), MaxDepth); err != nil {
				t.Errorf("%d levels: %v", MaxDepth, err)
			}
			var le *LimitError
			if err := read(nest(MaxDepth+1), MaxDepth); !errors.As(err, &le) {
				t.Errorf("%d levels: %v, want a *LimitError", MaxDepth+1, err)
			}
			if err := read(nest(MaxDepth+1), 0); err != nil {
				t.Errorf("%d levels without a limit: %v", MaxDepth+1, err)
			}
			if TooDeep([]byte(nest(MaxDepth)), MaxDepth) || !TooDeep([]byte(nest(MaxDepth+1)), MaxDepth) {
				t.Errorf("TooDeep disagrees with the Decoder at %d/%d levels", MaxDepth, MaxDepth+1)
			}
		})
	}
	if TooDeep([]byte(`["[[[[", "\"[[["]`), 1) {
		t.Error("TooDeep counts brackets inside strings")
	}
}

func TestDecoderNumbersAndEnd(t *testing.T) {
	t.Parallel()
	d := NewDecoder([]byte(`12345678901234567890.50 x`))
	tok, err := d.Token()
	if n, ok := tok.(Number); err != nil || !ok || string(n) != "12345678901234567890.50" {
		t.Errorf("Token = %#v, %v; want the Number as written", tok, err)
	}
	if err := d.End(); !errors.Is(err, ErrTrailingData) {
		t.Errorf("End = %v, want ErrTrailingData", err)
	}
	var v any
	if err := UnmarshalNumbers([]byte(`{"n":1.50}`), &v); err != nil || v.(map[string]any)["n"] != Number("1.50") {
		t.Errorf("UnmarshalNumbers = %#v, %v", v, err)
	}
	if err := UnmarshalNumbers([]byte(`1 2`), &v); !errors.Is(err, ErrTrailingData) {
		t.Errorf("UnmarshalNumbers(1 2) = %v, want ErrTrailingData", err)
	}
}
