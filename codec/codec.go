// Package codec is the engine's one JSON seam. Everything that encodes a
// response body goes through Marshal/Append, so the encoder can change in
// one place (bytedance/sonic is used where `make bench` shows it pays;
// it falls back to encoding/json semantics on toolchains it does not
// support).
package codec

import (
	"bytes"
	"encoding/json"
)

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

// Unmarshal decodes data into v.
func Unmarshal(data []byte, v any) error { return json.Unmarshal(data, v) }
