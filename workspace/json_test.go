package workspace

import (
	"bytes"
	"encoding/json"
	"errors"
	"math"
	"math/big"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

func TestMembers(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name string
		in   string
		want []Member // nil with wantErr
		err  bool
	}{
		{name: "members come in document order, not sorted", in: `{"z":1,"a":2,"m":3}`,
			want: []Member{{"z", json.RawMessage(`1`)}, {"a", json.RawMessage(`2`)}, {"m", json.RawMessage(`3`)}}},
		{name: "values are kept raw, nested order included", in: `{"o":{"y":[1, 2],"b":null},"s":"x\u0041"}`,
			want: []Member{{"o", json.RawMessage(`{"y":[1, 2],"b":null}`)}, {"s", json.RawMessage(`"x\u0041"`)}}},
		{name: "a repeated key keeps its last value at the position of its first", in: `{"a":1,"b":2,"a":3}`,
			want: []Member{{"a", json.RawMessage(`3`)}, {"b", json.RawMessage(`2`)}}},
		{name: "keys are compared decoded", in: `{"\u0061":1,"a":2}`,
			want: []Member{{"a", json.RawMessage(`2`)}}},
		{name: "whitespace around the object is allowed", in: " \n{ \"k\" : true }\t",
			want: []Member{{"k", json.RawMessage(`true`)}}},
		{name: "an empty object has no members", in: `{}`, want: nil},
		{name: "an array is refused", in: `[1]`, err: true},
		{name: "a string is refused", in: `"{}"`, err: true},
		{name: "empty input is refused", in: ``, err: true},
		{name: "an unterminated object is refused", in: `{"a":1`, err: true},
		{name: "a trailing comma is refused", in: `{"a":1,}`, err: true},
		{name: "a missing colon is refused", in: `{"a" 1}`, err: true},
		{name: "a non-string key is refused", in: `{1:2}`, err: true},
		{name: "a second value after the object is refused", in: `{"a":1}{"b":2}`, err: true},
		{name: "trailing garbage is refused", in: `{"a":1} x`, err: true},
		{name: "a closing bracket after the object is refused", in: `{"a":1}]`, err: true},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, err := Members([]byte(c.in))
			if c.err {
				if err == nil {
					t.Errorf("Members(%q) = %v, want an error", c.in, got)
				}
				return
			}
			if err != nil {
				t.Fatalf("Members(%q): %v", c.in, err)
			}
			if diff := cmp.Diff(c.want, got, rawJSON); diff != "" {
				t.Errorf("Members(%q) (-want +got):\n%s", c.in, diff)
			}
		})
	}
}

func TestInt(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		in   string
		want int64
		ok   bool
	}{
		{"5", 5, true},
		{"5.0", 5, true},
		{"5.5", 0, false},
		{"1e3", 1000, true},
		{"1E3", 1000, true},
		{"1e+3", 1000, true},
		{"12.5e1", 125, true},
		{"0.5e1", 5, true},
		{"100e-2", 1, true},
		{"1e-3", 0, false},
		{"-7", -7, true},
		{"-7.000", -7, true},
		{"-0", 0, true},
		{"0.0", 0, true},
		{"0e999999999999999999999", 0, true},
		{" 42 ", 42, true},
		{"9223372036854775807", math.MaxInt64, true},
		{"-9223372036854775808", math.MinInt64, true},
		{"-9223372036854775808.0", math.MinInt64, true},
		{"9223372036854775808", 0, false},
		{"9223372036854775807.5", 0, false},
		{"1e18", 1_000_000_000_000_000_000, true},
		{"9007199254740993.0", 9007199254740993, true},
		{"1e19", 0, false},
		{"-1e19", 0, false},
		{"1e300", 0, false},
		{"1e400", 0, false},
		{"1e999999999999999999999", 0, false},
		{"123456789012345678901234567890", 0, false},
		// Not whole although a float64 rounds them to one.
		{"1.0000000000000000001", 0, false},
		{"4503599627370496.5", 0, false},
		{"1e-400", 0, false},
		{"5" + strings.Repeat("0", 2000) + "e-2000", 5, true},
		{"0." + strings.Repeat("0", 500) + "1", 0, false},
		// Not numbers.
		{`"5"`, 0, false},
		{"true", 0, false},
		{"null", 0, false},
		{"[5]", 0, false},
		{"", 0, false},
		{"NaN", 0, false},
		{"Infinity", 0, false},
		{"0x10", 0, false},
		{"5e", 0, false},
	} {
		got, ok := Int([]byte(c.in))
		if got != c.want || ok != c.ok {
			in := c.in
			if len(in) > 40 {
				in = in[:20] + "..." + in[len(in)-10:]
			}
			t.Errorf("Int(%s) = %d, %v; want %d, %v", in, got, ok, c.want, c.ok)
		}
	}
}

func TestScalarDecoders(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		in   string
		kind Kind
	}{
		{`null`, KindNull}, {`true`, KindBool}, {`false`, KindBool}, {`-1`, KindNumber}, {`0.5`, KindNumber},
		{`"s"`, KindString}, {`[]`, KindArray}, {` {}`, KindObject}, {``, KindInvalid}, {"  \n", KindInvalid},
	} {
		if got := KindOf([]byte(c.in)); got != c.kind {
			t.Errorf("KindOf(%q) = %s, want %s", c.in, KindName(got), KindName(c.kind))
		}
	}
	if s, ok := String([]byte(`"a\"b\u00e9"`)); !ok || s != `a"bé` {
		t.Errorf(`String("a\"b\u00e9") = %q, %v; want a"bé, true`, s, ok)
	}
	if _, ok := String([]byte(`5`)); ok {
		t.Errorf("String(5) reported a string")
	}
	for in, want := range map[string]bool{"true": true, " false ": false} {
		if got, ok := Bool([]byte(in)); !ok || got != want {
			t.Errorf("Bool(%q) = %v, %v; want %v, true", in, got, ok, want)
		}
	}
	if _, ok := Bool([]byte(`"true"`)); ok {
		t.Errorf(`Bool("true") reported a boolean`)
	}
	for in, want := range map[string]bool{"1.5": true, "-2e3": true, "1e400": false, `"1"`: false, "null": false} {
		if _, ok := Number([]byte(in)); ok != want {
			t.Errorf("Number(%s) ok = %v, want %v", in, ok, want)
		}
	}
}

func TestObjectRoundTrip(t *testing.T) {
	t.Parallel()
	for _, in := range []string{
		`{}`,
		`{"z":1,"a":2}`,
		`{"b":{"y":[1,{"q":null}],"a":"x"},"a":true,"0":-1.5e3}`,
		` { "z" : 1 ,  "a" : [ 2 , 3 ] } `,
		`{"é":"\u00e9","tab":"a\tb"}`,
	} {
		ms, err := Members([]byte(in))
		if err != nil {
			t.Fatalf("Members(%s): %v", in, err)
		}
		got := Object(ms)
		if want := Compact([]byte(in)); !bytes.Equal(got, want) {
			t.Errorf("Object(Members(%s)) = %s, want %s", in, got, want)
		}
	}
	t.Run("keys that need escaping survive a round trip", func(t *testing.T) {
		in := `{"a\"b":1,"<tag>":2,"\u0000":3}`
		ms, _ := Members([]byte(in))
		back, err := Members(Object(ms))
		if err != nil {
			t.Fatalf("Members(Object(Members(%s))): %v", in, err)
		}
		if diff := cmp.Diff(ms, back, rawJSON); diff != "" {
			t.Errorf("round trip of %s (-first +second):\n%s", in, diff)
		}
	})
	t.Run("Set replaces in place and appends new keys last", func(t *testing.T) {
		ms, _ := Members([]byte(`{"a":1,"b":2}`))
		ms = Set(ms, "a", json.RawMessage(`9`))
		ms = Set(ms, "c", json.RawMessage(`3`))
		if got, want := string(Object(ms)), `{"a":9,"b":2,"c":3}`; got != want {
			t.Errorf("after Set: %s, want %s", got, want)
		}
		if v, ok := Get(ms, "b"); !ok || string(v) != "2" {
			t.Errorf("Get(b) = %s, %v; want 2, true", v, ok)
		}
		if _, ok := Get(ms, "x"); ok {
			t.Errorf("Get(x) found a missing key")
		}
	})
}

func TestArrayRoundTrip(t *testing.T) {
	t.Parallel()
	for _, in := range []string{`[]`, `[1]`, `[ {"z":1,"a":2} , "s" , null , [ ] ]`, "[\n1,\n2\n]"} {
		vs, err := Elements([]byte(in))
		if err != nil {
			t.Fatalf("Elements(%s): %v", in, err)
		}
		if vs == nil {
			t.Errorf("Elements(%s) = nil, want a non-nil slice", in)
		}
		if got, want := Array(vs), Compact([]byte(in)); !bytes.Equal(got, want) {
			t.Errorf("Array(Elements(%s)) = %s, want %s", in, got, want)
		}
	}
	for _, in := range []string{`{}`, `"[]"`, `[1,]`, `[1`, ``} {
		if vs, err := Elements([]byte(in)); err == nil {
			t.Errorf("Elements(%q) = %v, want an error", in, vs)
		}
	}
}

func TestDecodePatch(t *testing.T) {
	t.Parallel()
	p, err := DecodePatch([]byte(`{"a":null,"b":1,"c":{"x":[]}}`))
	if err != nil {
		t.Fatalf("DecodePatch: %v", err)
	}
	for key, want := range map[string]Field{"a": Null, "b": Value, "c": Value, "d": Absent} {
		if got := p.State(key); got != want {
			t.Errorf("State(%s) = %d, want %d", key, got, want)
		}
	}
	for _, in := range []string{``, `null`, `[]`, `"x"`, `{"a":1`, `{"a":1}x`} {
		_, err := DecodePatch([]byte(in))
		var fe *FieldError
		if err == nil || !errors.As(err, &fe) || fe.Field != "body" {
			t.Errorf("DecodePatch(%q): err %v, want a *FieldError on body", in, err)
		}
	}
}

func FuzzDecodePatch(f *testing.F) {
	for _, seed := range []string{
		`{}`,
		`{"name":"c","variables":{"z":1,"a":2},"order":null}`,
		`{"a":1,"a":2}`,
		`{"id":null,"elements":[{"kind":"script.pre","config":{"script":"x"}}]}`,
		` {"\u0061":"\ud800","b":[1e400,-0.0]} `,
		`{"a":1}{"b":2}`,
		`[1,2]`,
		`{"a":}`,
		"{\"\xff\":1,\"\xfe\":2}",
		``,
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		p, err := DecodePatch(body)
		// The reference: encoding/json on the same bytes.
		var ref map[string]json.RawMessage
		refErr := json.Unmarshal(body, &ref)
		isObject := refErr == nil && KindOf(body) == KindObject
		if err != nil {
			if isObject {
				t.Fatalf("DecodePatch(%q) refused a JSON object: %v", body, err)
			}
			var fe *FieldError
			if !errors.As(err, &fe) {
				t.Fatalf("DecodePatch(%q): error %T is not a *FieldError", body, err)
			}
			return
		}
		if !isObject {
			t.Fatalf("DecodePatch(%q) accepted a body that is not a JSON object (encoding/json: %v)", body, refErr)
		}
		if len(p) != len(ref) {
			t.Fatalf("DecodePatch(%q) has %d keys, encoding/json has %d", body, len(p), len(ref))
		}
		for k, want := range ref {
			got, ok := p[k]
			if !ok || p.State(k) == Absent {
				t.Fatalf("DecodePatch(%q) lost key %q", body, k)
			}
			if !bytes.Equal(got, want) {
				t.Fatalf("DecodePatch(%q)[%q] = %s, want the last value %s", body, k, got, want)
			}
			if (p.State(k) == Null) != IsNull(want) {
				t.Fatalf("DecodePatch(%q): State(%q) = %d for value %s", body, k, p.State(k), want)
			}
		}
	})
}

// FuzzInt checks Int against exact rational arithmetic on JSON numbers.
func FuzzInt(f *testing.F) {
	for _, seed := range []string{"5", "5.0", "5.5", "1e3", "-0", "1e18", "9223372036854775807", "9223372036854775808", "1.0000000000000000001", "100e-2"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > 80 || KindOf([]byte(s)) != KindNumber || !json.Valid([]byte(s)) {
			return
		}
		if _, e, ok := strings.Cut(strings.ToLower(s), "e"); ok {
			if n, err := strconv.Atoi(e); err != nil || n > 1000 || n < -1000 {
				return // math/big refuses huge exponents; Int is covered by TestInt there
			}
		}
		r, ok := new(big.Rat).SetString(strings.TrimSpace(s))
		if !ok {
			t.Fatalf("big.Rat cannot read the JSON number %q", s)
		}
		wantOK := r.IsInt() && r.Num().IsInt64()
		got, gotOK := Int([]byte(s))
		if gotOK != wantOK || (wantOK && got != r.Num().Int64()) {
			t.Fatalf("Int(%s) = %d, %v; want %s, %v", s, got, gotOK, r.RatString(), wantOK)
		}
	})
}

func TestMembersOfAHugeObjectIsLinear(t *testing.T) {
	t.Parallel()
	const n = 300_000 // a 3 MiB body; a quadratic duplicate check needs minutes
	var b strings.Builder
	b.WriteString("{")
	for i := range n {
		if i > 0 {
			b.WriteString(",")
		}
		b.WriteString(`"k` + strconv.Itoa(i) + `":0`)
	}
	b.WriteString(`,"k0":1}`)
	type result struct {
		ms  []Member
		err error
	}
	done := make(chan result, 1)
	go func() {
		ms, err := Members([]byte(b.String()))
		done <- result{ms, err}
	}()
	select {
	case r := <-done:
		if r.err != nil {
			t.Fatalf("Members of %d keys: %v", n, r.err)
		}
		if len(r.ms) != n || r.ms[0].Key != "k0" || string(r.ms[0].Value) != "1" || r.ms[n-1].Key != "k"+strconv.Itoa(n-1) {
			t.Errorf("Members of %d keys with k0 repeated last: %d members, first %v, want %d with k0=1 first", n, len(r.ms), r.ms[0], n)
		}
	case <-time.After(30 * time.Second):
		t.Fatalf("Members of a %d-key object (%d bytes) did not finish in 30 s", n, b.Len())
	}
}
