package sender

import (
	"bytes"
	"encoding/json"
	"errors"

	"github.com/svc-engine/svc-engine/workspace"
)

// jsonRPCEnvelope returns the body a jsonrpc content is sent as.
//
// A JSON object whose jsonrpc member is a string is sent byte for byte.
// Another object is completed into a JSON-RPC 2.0 request: a jsonrpc member
// that is not a string gets the value "2.0" in place (its position kept),
// a missing one is added as "jsonrpc":"2.0", and an absent id is added as
// "id":1 (an id that is present, null included, is kept). Added members
// follow the last existing member, jsonrpc before id. Everything else keeps
// its original bytes, whitespace and escapes included: the object is edited
// at byte offsets, never re-encoded. When a key repeats, the last
// occurrence is the one that counts (as a JSON decoder reads it) and the one
// replaced.
//
// Anything else is sent verbatim: empty content, an array (a batch), a JSON
// scalar, and text that does not parse.
func jsonRPCEnvelope(content []byte) []byte {
	if workspace.KindOf(content) != workspace.KindObject || !json.Valid(content) {
		return content
	}
	spans, open, err := memberSpans(content)
	if err != nil {
		return content
	}
	rpc, id := -1, -1
	for i, s := range spans {
		switch s.key {
		case "jsonrpc":
			rpc = i
		case "id":
			id = i
		}
	}
	if rpc >= 0 && workspace.KindOf(content[spans[rpc].start:spans[rpc].end]) == workspace.KindString {
		return content
	}
	at := open // where added members go: after the last member, or after {
	if len(spans) > 0 {
		at = spans[len(spans)-1].end
	}
	out := make([]byte, 0, len(content)+len(`,"jsonrpc":"2.0","id":1`))
	if rpc >= 0 {
		out = append(out, content[:spans[rpc].start]...)
		out = append(out, `"2.0"`...)
		out = append(out, content[spans[rpc].end:at]...)
	} else {
		out = append(out, content[:at]...)
	}
	sep := len(spans) > 0
	add := func(member string) {
		if sep {
			out = append(out, ',')
		}
		out = append(out, member...)
		sep = true
	}
	if rpc < 0 {
		add(`"jsonrpc":"2.0"`)
	}
	if id < 0 {
		add(`"id":1`)
	}
	return append(out, content[at:]...)
}

// memberSpan locates one member's value in the bytes of a JSON object.
type memberSpan struct {
	key        string
	start, end int // content[start:end] is the value, without surrounding space
}

// memberSpans returns the members of the JSON object obj in document order
// (repeats included) and the offset just after its opening brace.
func memberSpans(obj []byte) (spans []memberSpan, open int, err error) {
	dec := json.NewDecoder(bytes.NewReader(obj))
	if _, err := dec.Token(); err != nil { // {
		return nil, 0, err
	}
	open = int(dec.InputOffset())
	for dec.More() {
		t, err := dec.Token()
		if err != nil {
			return nil, 0, err
		}
		key, _ := t.(string)
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			return nil, 0, err
		}
		// After Decode the offset is just past the value; the raw value
		// holds its bytes exactly, leading space excluded.
		end := int(dec.InputOffset())
		if end < len(v) || !bytes.Equal(obj[end-len(v):end], v) {
			return nil, 0, errors.New("json value offsets out of step")
		}
		spans = append(spans, memberSpan{key: key, start: end - len(v), end: end})
	}
	return spans, open, nil
}
