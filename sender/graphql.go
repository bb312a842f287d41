package sender

import (
	"net/http"
	"strings"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/workspace"
)

// graphQLPayload encodes a graphql body's content for method.
//
// The envelope, by content:
//
//   - empty (nothing but JSON whitespace): sent verbatim, on every method.
//   - a JSON object with a string query: sent byte for byte.
//   - any other JSON text (an object without a string query, an array, a
//     string, a number...): sent as {"query":<the content as a string>}.
//   - not JSON, first non-space character {: sent unchanged (typically an
//     object holding an unresolved {{token}}).
//   - not JSON otherwise, a bare document such as "query { me { id } }":
//     sent as {"query":<content>}.
//
// A method other than GET sends the envelope as the body and derives
// application/json. GET sends no body: the envelope's query, operationName,
// variables and extensions travel as query parameters in that order (the
// last three only when present and not null; variables and extensions
// compacted JSON, their member order and escapes as written), so a bare
// document becomes ?query=<content>. GET falls back to sending the envelope
// as a body, with no derived Content-Type (the spec derives it for POST
// only), when the content is empty, does not parse, or parses to an
// envelope with a member other than those four, a non-string
// operationName, or non-object variables or extensions.
func graphQLPayload(method, content string) Payload {
	body, env := graphQLEnvelope(content)
	if !strings.EqualFold(method, http.MethodGet) {
		return Payload{ContentType: typeJSON, Body: body}
	}
	if q, ok := graphQLQuery(env); ok {
		return Payload{NoBody: true, Query: q}
	}
	return Payload{Body: body}
}

// graphQLEnvelope returns the body a graphql content is sent as and, when
// it is a usable envelope, its members (nil otherwise).
func graphQLEnvelope(content string) (body []byte, env []workspace.Member) {
	trimmed := strings.TrimLeft(content, " \t\r\n")
	switch {
	case trimmed == "":
		return []byte(content), nil
	case codec.Valid([]byte(content)):
		if ms, err := workspace.Members([]byte(content)); err == nil {
			if q, ok := workspace.Get(ms, "query"); ok && workspace.KindOf(q) == workspace.KindString {
				return []byte(content), ms
			}
		}
	case trimmed[0] == '{':
		return []byte(content), nil
	}
	q := quoteJSON(content)
	env = []workspace.Member{{Key: "query", Value: q}}
	return workspace.Object(env), env
}

// graphQLQuery maps an envelope to GET query parameters; ok is false when
// the envelope cannot travel in the query.
func graphQLQuery(env []workspace.Member) (ps []QueryParam, ok bool) {
	if env == nil {
		return nil, false
	}
	// The members GET can carry, in the order they join the URL.
	graphQLParams := [...]string{"query", "operationName", "variables", "extensions"}
	var vals [len(graphQLParams)]*string
	for _, m := range env {
		var v string
		switch m.Key {
		case "query", "operationName":
			if m.Key == "operationName" && workspace.IsNull(m.Value) {
				continue
			}
			s, isStr := workspace.String(m.Value)
			if !isStr {
				return nil, false
			}
			v = s
		case "variables", "extensions":
			switch workspace.KindOf(m.Value) {
			case workspace.KindNull:
				continue
			case workspace.KindObject:
				v = string(workspace.Compact(m.Value))
			default:
				return nil, false
			}
		default:
			return nil, false
		}
		for i, k := range graphQLParams {
			if k == m.Key {
				vals[i] = &v
			}
		}
	}
	for i, v := range vals {
		if v != nil {
			ps = append(ps, QueryParam{Key: graphQLParams[i], Value: *v})
		}
	}
	return ps, true
}

// quoteJSON encodes s as a JSON string without HTML escaping, so <, > and &
// in a query stay readable.
func quoteJSON(s string) codec.RawMessage {
	return codec.AppendString(nil, s)
}
