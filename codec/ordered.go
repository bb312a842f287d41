package codec

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
)

// Decoder reads one JSON text token by token with object members in
// document order; numbers are Number, their literal text. It is the one
// ordered-JSON reader: Members, the OpenAPI importer's ordered tree, the
// config update and the CLI's request files are built on it.
//
// MaxDepth, when positive, bounds the nesting of arrays and objects met
// through Token (a *LimitError past it); values read whole with Decode
// are bounded by encoding/json's own limit only.
type Decoder struct {
	MaxDepth int

	dec   *json.Decoder
	depth int
}

// NewDecoder returns a Decoder reading data, with no depth limit beyond
// encoding/json's.
func NewDecoder(data []byte) *Decoder {
	d := json.NewDecoder(bytes.NewReader(data))
	d.UseNumber()
	return &Decoder{dec: d}
}

// Token returns the next token: a Delim, string, Number, bool or nil. It
// returns io.EOF at the end of the text.
func (d *Decoder) Token() (Token, error) {
	tok, err := d.dec.Token()
	if err != nil {
		return nil, err
	}
	if delim, ok := tok.(json.Delim); ok {
		switch delim {
		case '[', '{':
			d.depth++
			if d.MaxDepth > 0 && d.depth > d.MaxDepth {
				return nil, depthError("arrays and objects")
			}
		default:
			d.depth--
		}
	}
	return tok, nil
}

// More reports whether the current array or object has another element.
func (d *Decoder) More() bool { return d.dec.More() }

// Decode reads the next whole value into v (a RawMessage keeps its bytes).
func (d *Decoder) Decode(v any) error { return d.dec.Decode(v) }

// Offset is the byte offset just past the last token or value read.
func (d *Decoder) Offset() int { return int(d.dec.InputOffset()) }

// End checks that nothing but space follows the value read; it returns
// ErrTrailingData otherwise.
func (d *Decoder) End() error {
	if _, err := d.dec.Token(); err != io.EOF {
		return ErrTrailingData
	}
	return nil
}

// Member is one member of a JSON object, in document order.
type Member struct {
	Key   string
	Value RawMessage // the value's bytes (a copy), surrounding space excluded
	// Offset is where Value starts in the text Members read.
	Offset int
}

// ErrNotObject is a valid JSON value that is not an object where one is
// required.
var ErrNotObject = errors.New("not a JSON object")

// ErrNotArray is a valid JSON value that is not an array where one is
// required.
var ErrNotArray = errors.New("not a JSON array")

// Members returns the members of the JSON object obj in document order,
// repeated keys included, and the offset just after its opening brace. A
// value that is not an object is ErrNotObject; text after the object is
// ErrTrailingData.
func Members(obj []byte) (members []Member, open int, err error) {
	d := NewDecoder(obj)
	tok, err := d.Token()
	if err != nil {
		return nil, 0, err
	}
	if delim, ok := tok.(json.Delim); !ok || delim != '{' {
		return nil, 0, ErrNotObject
	}
	open = d.Offset()
	for d.More() {
		kt, err := d.Token()
		if err != nil {
			return nil, 0, err
		}
		key, ok := kt.(string)
		if !ok {
			return nil, 0, fmt.Errorf("unexpected %v where an object key belongs", kt)
		}
		var v RawMessage
		if err := d.Decode(&v); err != nil {
			return nil, 0, err
		}
		// After Decode the offset is just past the value; the raw value
		// holds its bytes exactly, leading space excluded.
		end := d.Offset()
		if end < len(v) || !bytes.Equal(obj[end-len(v):end], v) {
			return nil, 0, errors.New("json value offsets out of step")
		}
		members = append(members, Member{Key: key, Value: v, Offset: end - len(v)})
	}
	if _, err := d.Token(); err != nil { // }
		return nil, 0, err
	}
	if err := d.End(); err != nil {
		return nil, 0, err
	}
	return members, open, nil
}

// Elements returns the elements of the JSON array arr (an empty, non-nil
// slice for []). A value that is not an array is ErrNotArray.
func Elements(arr []byte) ([]RawMessage, error) {
	t := bytes.TrimLeft(arr, " \t\r\n")
	if len(t) == 0 || t[0] != '[' {
		if !json.Valid(arr) {
			var v any
			return nil, json.Unmarshal(arr, &v)
		}
		return nil, ErrNotArray
	}
	var out []RawMessage
	if err := json.Unmarshal(arr, &out); err != nil {
		return nil, err
	}
	if out == nil {
		out = []RawMessage{}
	}
	return out, nil
}
