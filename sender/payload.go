package sender

import (
	"bytes"
	"fmt"
	"net/url"
	"strings"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/workspace"
)

// Content types the body modes derive.
const (
	typeJSON       = "application/json"
	typeXML        = "application/xml"
	typeURLEncoded = "application/x-www-form-urlencoded"
)

// Payload is the encoded body and what it changes on the request.
// ApplyPayload applies the Content-Type and Query parts to a Request.
type Payload struct {
	// ContentType is the Content-Type the body derives, "" for none.
	ContentType string
	// Force is true for form-data: its Content-Type (which carries the
	// boundary) replaces a declared one. When false, ContentType is set only
	// when the request declares no Content-Type.
	Force bool
	// Body is the in-memory body; nil with Multipart or without a body.
	Body []byte
	// Multipart is the streamed form-data body, its files opened at
	// transfer time; nil for every other mode.
	Multipart *Multipart
	// Query holds the parameters GraphQL over GET merges into the URL's
	// query, in order.
	Query []QueryParam
	// NoBody is true when no body is sent at all (mode none, GraphQL over
	// GET). An empty Body with NoBody false is an empty body.
	NoBody bool
}

// QueryParam is one query parameter, not yet percent-encoded.
type QueryParam struct{ Key, Value string }

// BuildPayload encodes body, a body union, for a request with method,
// following the union's wire rules:
//
//   - none (or a nil body): no body.
//   - json, text, xml: content verbatim; json derives application/json, xml
//     application/xml, text nothing. Empty content is an empty body that
//     keeps its mode (and its Content-Type).
//   - graphql: the GraphQL envelope; see graphQLPayload.
//   - jsonrpc: the JSON-RPC 2.0 envelope; see jsonRPCEnvelope. It derives
//     application/json.
//   - x-www-form-urlencoded: the enabled fields as key=value pairs joined by
//     &, each side escaped by url.QueryEscape (a space becomes +, as HTML
//     forms send it). It derives application/x-www-form-urlencoded.
//   - form-data: a *Multipart with a fresh random boundary; no file is
//     opened here. Its Content-Type is forced.
//
// The body is normalized by workspace.NormalizeBody first, so the older mode
// spellings and missing defaults are accepted. A body it rejects is a
// *SendError with CodeInternal. BuildPayload does no IO.
func BuildPayload(method string, body codec.RawMessage) (Payload, error) {
	if len(bytes.TrimSpace(body)) == 0 || workspace.IsNull(body) || string(body) == workspace.DefaultBody {
		// The default body, byte for byte, is most requests' (every GET
		// stored without one): no parse needed to know it sends nothing.
		return Payload{NoBody: true}, nil
	}
	norm, mode, err := workspace.NormalizeBody(body)
	if err != nil {
		return Payload{}, internalError(err, "encode body: "+err.Error())
	}
	ms, err := workspace.Members(norm)
	if err != nil {
		return Payload{}, internalError(err, "encode body: "+err.Error())
	}
	content := ""
	if c, ok := workspace.Get(ms, "content"); ok {
		content, _ = workspace.String(c)
	}
	switch mode {
	case "none":
		return Payload{NoBody: true}, nil
	case "json":
		return Payload{ContentType: typeJSON, Body: []byte(content)}, nil
	case "xml":
		return Payload{ContentType: typeXML, Body: []byte(content)}, nil
	case "text":
		return Payload{Body: []byte(content)}, nil
	case "graphql":
		return graphQLPayload(method, content), nil
	case "jsonrpc":
		return Payload{ContentType: typeJSON, Body: jsonRPCEnvelope([]byte(content))}, nil
	}
	raw, _ := workspace.Get(ms, "fields")
	fields, err := bodyFields(raw)
	if err != nil {
		return Payload{}, internalError(err, "encode body: "+err.Error())
	}
	if mode == "form-data" {
		m := newMultipart(fields)
		return Payload{ContentType: m.ContentType(), Force: true, Multipart: m}, nil
	}
	// x-www-form-urlencoded, the only mode left after NormalizeBody.
	var b strings.Builder
	for _, f := range fields {
		if !f.enabled {
			continue
		}
		if b.Len() > 0 {
			b.WriteByte('&')
		}
		b.WriteString(url.QueryEscape(f.key))
		b.WriteByte('=')
		b.WriteString(url.QueryEscape(f.value))
	}
	return Payload{ContentType: typeURLEncoded, Body: []byte(b.String())}, nil
}

// ApplyPayload returns r's final URL and headers once p is applied. r is
// not modified; the returned headers are a new slice.
//
// Content-Type: a declared header wins (a row whose key matches
// Content-Type case-insensitively, whatever its value), unless p.Force, in
// which case every declared Content-Type row is dropped. A derived
// Content-Type is appended after the request's headers.
//
// Query: p.Query is percent-encoded with url.QueryEscape and appended to
// the URL's query. The existing URL text is kept byte for byte: the new
// pairs follow a ? (none yet), nothing (the URL ends in ? or &) or an &,
// and go before a #fragment. A key already in the URL is not replaced; both
// are sent.
func ApplyPayload(r Request, p Payload) (url string, headers []Header) {
	headers = append([]Header(nil), r.Headers...)
	switch {
	case p.ContentType == "":
	case p.Force:
		headers = append(dropHeader(headers, "Content-Type"), Header{Key: "Content-Type", Value: p.ContentType})
	case !hasHeader(headers, "Content-Type"):
		headers = append(headers, Header{Key: "Content-Type", Value: p.ContentType})
	}
	return appendQuery(r.URL, p.Query), headers
}

// hasHeader reports whether hs has a row named key (case-insensitive).
func hasHeader(hs []Header, key string) bool {
	for _, h := range hs {
		if strings.EqualFold(h.Key, key) {
			return true
		}
	}
	return false
}

// dropHeader removes every row named key (case-insensitive) in place.
func dropHeader(hs []Header, key string) []Header {
	out := hs[:0]
	for _, h := range hs {
		if !strings.EqualFold(h.Key, key) {
			out = append(out, h)
		}
	}
	return out
}

// appendQuery appends ps, percent-encoded, to the query of u, keeping the
// text of u byte for byte.
func appendQuery(u string, ps []QueryParam) string {
	if len(ps) == 0 {
		return u
	}
	base, frag, hasFrag := strings.Cut(u, "#")
	var b strings.Builder
	b.WriteString(base)
	switch {
	case !strings.Contains(base, "?"):
		b.WriteByte('?')
	case !strings.HasSuffix(base, "?") && !strings.HasSuffix(base, "&"):
		b.WriteByte('&')
	}
	for i, p := range ps {
		if i > 0 {
			b.WriteByte('&')
		}
		b.WriteString(url.QueryEscape(p.Key))
		b.WriteByte('=')
		b.WriteString(url.QueryEscape(p.Value))
	}
	if hasFrag {
		b.WriteByte('#')
		b.WriteString(frag)
	}
	return b.String()
}

// bodyField is one row of a form body.
type bodyField struct {
	index       int // position in body.fields, disabled rows included
	key, value  string
	enabled     bool
	file        bool
	src         string
	fileName    string
	contentType string
}

// bodyFields reads the rows of a normalized form body.
func bodyFields(raw codec.RawMessage) ([]bodyField, error) {
	items, err := workspace.Elements(raw)
	if err != nil {
		return nil, fmt.Errorf("body.fields: %w", err)
	}
	out := make([]bodyField, 0, len(items))
	for i, it := range items {
		ms, err := workspace.Members(it)
		if err != nil {
			return nil, fmt.Errorf("body.fields[%d]: %w", i, err)
		}
		str := func(key string) string {
			v, _ := workspace.Get(ms, key)
			s, _ := workspace.String(v)
			return s
		}
		f := bodyField{
			index:       i,
			key:         str("key"),
			value:       str("value"),
			enabled:     true,
			file:        str("type") == "file",
			src:         str("src"),
			fileName:    str("fileName"),
			contentType: str("contentType"),
		}
		if e, ok := workspace.Get(ms, "enabled"); ok {
			// A non-boolean enabled reads as enabled.
			if on, isBool := workspace.Bool(e); isBool && !on {
				f.enabled = false
			}
		}
		out = append(out, f)
	}
	return out, nil
}
