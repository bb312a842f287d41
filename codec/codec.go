// Package codec is the engine's one JSON seam and its one YAML decoder.
//
// Everything that encodes a response body goes through Marshal/Append, so
// the encoder can change in one place. Ordered JSON (object members in
// document order, numbers as their literal text) is read with Decoder and
// Members. YAML is read once, by YAMLToJSON, into ordered JSON text under
// the limits of limits.go (MaxDepth, MaxDocumentBytes, the alias budget),
// which every import decoder shares. Other packages use codec's names
// (RawMessage, Number, Valid, Compact, ...) instead of importing
// encoding/json.
package codec

import (
	"bytes"
	"encoding/json"
	"io"
)

// RawMessage is a raw encoded JSON value.
type RawMessage = json.RawMessage

// Number is a JSON number literal.
type Number = json.Number

// Delim is a JSON array or object delimiter token: [ ] { or }.
type Delim = json.Delim

// Token is a JSON token: Delim, bool, Number (float64 without
// Decoder's number mode), string or nil.
type Token = json.Token

// Marshaler is a type that encodes itself as JSON.
type Marshaler = json.Marshaler

// Unmarshaler is a type that decodes itself from JSON.
type Unmarshaler = json.Unmarshaler

// SyntaxError is a JSON syntax error with its byte offset.
type SyntaxError = json.SyntaxError

// UnmarshalTypeError is a JSON value that does not fit the Go type it is
// decoded into.
type UnmarshalTypeError = json.UnmarshalTypeError

// Append encodes v as compact JSON onto dst (no trailing newline, HTML
// characters not escaped).
func Append(dst []byte, v any) ([]byte, error) {
	buf := bytes.NewBuffer(dst)
	enc := json.NewEncoder(buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return dst, err
	}
	out := buf.Bytes()
	return out[:len(out)-1], nil // drop Encode's newline
}

// Marshal encodes v as compact JSON.
func Marshal(v any) ([]byte, error) { return Append(nil, v) }

// MarshalIndent encodes v as JSON indented by indent per level after
// prefix, HTML characters not escaped.
func MarshalIndent(v any, prefix, indent string) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent(prefix, indent)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n")), nil
}

// MarshalIndentHTMLSafe encodes v as JSON indented by indent per level
// after prefix, with <, > and & escaped, as encoding/json.MarshalIndent does.
func MarshalIndentHTMLSafe(v any, prefix, indent string) ([]byte, error) {
	return json.MarshalIndent(v, prefix, indent)
}

// MarshalHTMLSafe encodes v as compact JSON with <, > and & escaped, as
// encoding/json.Marshal does, for text that may land in HTML.
func MarshalHTMLSafe(v any) ([]byte, error) { return json.Marshal(v) }

// Unmarshal decodes data into v.
func Unmarshal(data []byte, v any) error { return json.Unmarshal(data, v) }

// UnmarshalNumbers decodes data into v with numbers in an any kept as
// Number (their literal text) instead of float64.
func UnmarshalNumbers(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if _, err := dec.Token(); err != io.EOF {
		return ErrTrailingData
	}
	return nil
}

// Valid reports whether data is one valid JSON value.
func Valid(data []byte) bool { return json.Valid(data) }

// Compact appends src without insignificant space to dst.
func Compact(dst *bytes.Buffer, src []byte) error { return json.Compact(dst, src) }

// Indent appends src indented by indent per level after prefix to dst.
func Indent(dst *bytes.Buffer, src []byte, prefix, indent string) error {
	return json.Indent(dst, src, prefix, indent)
}

// HTMLEscape appends src to dst with <, >, &, U+2028 and U+2029 in
// strings escaped.
func HTMLEscape(dst *bytes.Buffer, src []byte) { json.HTMLEscape(dst, src) }
