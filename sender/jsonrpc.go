package sender

import (
	"github.com/svc-engine/svc-engine/codec"
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
	if workspace.KindOf(content) != workspace.KindObject || !codec.Valid(content) {
		return content
	}
	spans, open, err := codec.Members(content)
	if err != nil {
		return content
	}
	rpc, id := -1, -1
	for i, s := range spans {
		switch s.Key {
		case "jsonrpc":
			rpc = i
		case "id":
			id = i
		}
	}
	if rpc >= 0 && workspace.KindOf(spans[rpc].Value) == workspace.KindString {
		return content
	}
	at := open // where added members go: after the last member, or after {
	if len(spans) > 0 {
		at = spanEnd(spans[len(spans)-1])
	}
	out := make([]byte, 0, len(content)+len(`,"jsonrpc":"2.0","id":1`))
	if rpc >= 0 {
		out = append(out, content[:spans[rpc].Offset]...)
		out = append(out, `"2.0"`...)
		out = append(out, content[spanEnd(spans[rpc]):at]...)
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

// spanEnd is the offset just past a member's value.
func spanEnd(m codec.Member) int { return m.Offset + len(m.Value) }
