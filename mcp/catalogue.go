package mcp

// Shared parameter descriptions of request templates.
var requestFieldParams = []param{
	pStr("description", "Free text about the request."),
	pArr("headers", "object", "Header rows [{key, value, enabled}], in order."),
	pArr("params", "object", "Query rows [{key, value, enabled}] mirrored for an editor; the url is the wire truth (put enabled query parameters in url)."),
	pObj("body", "The body union: {mode: none|json|text|xml|graphql|jsonrpc, content} or {mode: x-www-form-urlencoded|form-data, fields: [{key, value, enabled}]}."),
	pObj("auth", "Auth: {mode: inherit|none|bearer|basic|apikey|oauth2, ...}; for example {mode: bearer, token: \"{{token}}\"}."),
	pArr("elements", "object", "Elements [{kind, config}], the only script source: for example {kind: script.post, config: {script: \"pm.test(...)\"}}."),
	pBool("followRedirects", "Follow redirects (default true)."),
	pInt("maxRedirects", "At most this many redirects (default 10, clamped to 0..100)."),
	enum(pStr("httpVersion", "The HTTP version asked for (default: the engine's defaultHttpVersion)."), "auto", "http1.1", "http2"),
	pInt("order", "Position among the siblings (appended when absent)."),
}

var requestFieldNames = []string{"name", "method", "url", "description", "headers", "params", "body", "auth", "elements",
	"followRedirects", "maxRedirects", "httpVersion", "order"}

// The target of a send: a stored request or an inline one.
var targetParams = []param{
	pStr("requestId", "A stored request (req_…) to send; give this or request."),
	pObj("request", "An inline request template {method, url, headers, body, auth, collectionId?} to send instead of a stored one; nothing is stored."),
	pStr("environmentId", "The environment to resolve {{variables}} with; absent means the active environment, \"\" none."),
	pObj("variables", "Variable overrides of the highest precedence, for this call only."),
}

func withParams(ps []param, more ...param) []param {
	return append(append([]param{}, ps...), more...)
}

// catalogue declares the 69 tools in the order of the spec's table.
func (s *Server) catalogue() []*tool {
	var out []*tool
	out = append(out, s.readTools()...)
	out = append(out, s.executeTools()...)
	out = append(out, s.writeTools()...)
	out = append(out, s.loadTools()...)
	return out
}
