package workspace

import (
	"bytes"
	"errors"
	"math"
	"strconv"
	"strings"

	"github.com/svc-engine/svc-engine/codec"
)

// Member is one member of a JSON object, in document order.
type Member struct {
	Key   string
	Value codec.RawMessage
}

// Kind of a raw JSON value, judged by its first byte.
type Kind int

// JSON value kinds.
const (
	KindInvalid Kind = iota
	KindNull
	KindBool
	KindNumber
	KindString
	KindArray
	KindObject
)

// KindOf reports the kind of a raw JSON value (which must be valid JSON).
func KindOf(raw []byte) Kind {
	raw = bytes.TrimLeft(raw, " \t\r\n")
	if len(raw) == 0 {
		return KindInvalid
	}
	switch raw[0] {
	case 'n':
		return KindNull
	case 't', 'f':
		return KindBool
	case '"':
		return KindString
	case '[':
		return KindArray
	case '{':
		return KindObject
	default:
		return KindNumber
	}
}

// KindName is the word used in error messages for a kind.
func KindName(k Kind) string {
	return [...]string{"invalid JSON", "null", "a boolean", "a number", "a string", "an array", "an object"}[k]
}

// Members decodes a JSON object into its members in document order, with
// codec's ordered decoder. A repeated key keeps its last value at the
// position of its first.
func Members(raw []byte) ([]Member, error) {
	if KindOf(raw) != KindObject {
		return nil, errors.New("not a JSON object")
	}
	all, _, err := codec.Members(raw)
	if err != nil {
		if errors.Is(err, codec.ErrTrailingData) {
			return nil, errors.New("trailing data after JSON object")
		}
		return nil, err
	}
	var out []Member
	var at map[string]int // key -> index in out; keeps a big object linear
	for _, m := range all {
		if at == nil {
			at = make(map[string]int, len(all))
		}
		if i, dup := at[m.Key]; dup {
			out[i].Value = m.Value
			continue
		}
		at[m.Key] = len(out)
		out = append(out, Member{Key: m.Key, Value: m.Value})
	}
	return out, nil
}

// Elements decodes a JSON array into its raw elements.
func Elements(raw []byte) ([]codec.RawMessage, error) {
	if KindOf(raw) != KindArray {
		return nil, errors.New("not a JSON array")
	}
	return codec.Elements(raw)
}

// Object encodes members as a compact JSON object in the given order.
func Object(ms []Member) codec.RawMessage {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, m := range ms {
		if i > 0 {
			b.WriteByte(',')
		}
		k, _ := codec.MarshalHTMLSafe(m.Key)
		b.Write(k)
		b.WriteByte(':')
		_ = codec.Compact(&b, m.Value)
	}
	b.WriteByte('}')
	return b.Bytes()
}

// Array encodes raw values as a compact JSON array.
func Array(vs []codec.RawMessage) codec.RawMessage {
	var b bytes.Buffer
	b.WriteByte('[')
	for i, v := range vs {
		if i > 0 {
			b.WriteByte(',')
		}
		_ = codec.Compact(&b, v)
	}
	b.WriteByte(']')
	return b.Bytes()
}

// Compact returns raw without insignificant whitespace.
func Compact(raw []byte) codec.RawMessage {
	var b bytes.Buffer
	if err := codec.Compact(&b, raw); err != nil {
		return append(codec.RawMessage(nil), raw...)
	}
	return b.Bytes()
}

// Get returns the value of key among ms.
func Get(ms []Member, key string) (codec.RawMessage, bool) {
	for _, m := range ms {
		if m.Key == key {
			return m.Value, true
		}
	}
	return nil, false
}

// Set replaces key's value in place or appends it.
func Set(ms []Member, key string, v codec.RawMessage) []Member {
	for i := range ms {
		if ms[i].Key == key {
			ms[i].Value = v
			return ms
		}
	}
	return append(ms, Member{Key: key, Value: v})
}

// String decodes a JSON string value.
func String(raw []byte) (string, bool) {
	if KindOf(raw) != KindString {
		return "", false
	}
	var s string
	if err := codec.Unmarshal(raw, &s); err != nil {
		return "", false
	}
	return s, true
}

// Bool decodes a JSON boolean value.
func Bool(raw []byte) (v, ok bool) {
	switch string(bytes.TrimSpace(raw)) {
	case "true":
		return true, true
	case "false":
		return false, true
	}
	return false, false
}

// Int decodes a JSON number that is a whole number within int64 range.
// Wholeness is decided on the decimal text, not on a float64 rounding of it:
// 5.0, 1e3 and 1e18 are whole, 1.0000000000000000001 and 1e-400 are not.
func Int(raw []byte) (int64, bool) {
	if KindOf(raw) != KindNumber {
		return 0, false
	}
	s := string(bytes.TrimSpace(raw))
	if n, err := strconv.ParseInt(s, 10, 64); err == nil {
		return n, true
	}
	sign := ""
	if rest, neg := strings.CutPrefix(s, "-"); neg {
		sign, s = "-", rest
	}
	mant, expText, hasExp := strings.Cut(strings.ToLower(s), "e")
	whole, frac, _ := strings.Cut(mant, ".")
	digits := strings.TrimLeft(whole+frac, "0") // the value is digits × 10^exp
	if strings.Trim(whole+frac, "0123456789") != "" || whole == "" {
		return 0, false
	}
	if digits == "" {
		return 0, true // zero, however it is spelled
	}
	var exp int64
	if hasExp {
		var err error
		// Beyond ±2^62 no whole number of int64 range is possible.
		if exp, err = strconv.ParseInt(expText, 10, 64); err != nil || exp > 1<<62 || exp < -1<<62 {
			return 0, false
		}
	}
	exp -= int64(len(frac))
	for strings.HasSuffix(digits, "0") {
		digits, exp = digits[:len(digits)-1], exp+1
	}
	if exp < 0 || int64(len(digits))+exp > 19 {
		return 0, false // a fraction remains, or the value is at least 10^19
	}
	n, err := strconv.ParseInt(sign+digits+strings.Repeat("0", int(exp)), 10, 64)
	if err != nil {
		return 0, false
	}
	return n, true
}

// Number decodes any finite JSON number.
func Number(raw []byte) (float64, bool) {
	if KindOf(raw) != KindNumber {
		return 0, false
	}
	f, err := strconv.ParseFloat(string(bytes.TrimSpace(raw)), 64)
	if err != nil || math.IsInf(f, 0) || math.IsNaN(f) {
		return 0, false
	}
	return f, true
}

// Quote encodes s as a JSON string.
func Quote(s string) codec.RawMessage {
	b, _ := codec.MarshalHTMLSafe(s)
	return b
}

// IsNull reports whether raw is the JSON literal null.
func IsNull(raw []byte) bool { return KindOf(raw) == KindNull }
