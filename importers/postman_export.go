package importers

import (
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/google/uuid"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/workspace"
)

// PostmanSchema21 is the schema URL a v2.1 collection export names.
const PostmanSchema21 = "https://schema.getpostman.com/json/collection/v2.1.0/collection.json"

// PostmanExport is what ExportPostman writes: a collection with its
// subtree, the requests of each collection (in order), the examples of
// each request (in order), and the environments to write beside it.
type PostmanExport struct {
	Root         workspace.Collection
	Collections  []workspace.Collection         // every collection; the subtree of Root is written, by order
	Requests     map[string][]workspace.Request // by collection id
	Examples     map[string][]workspace.Example // by request id
	Environments []workspace.Environment        // written as environment exports
}

// PostmanExportNotes counts what a Postman collection cannot hold.
type PostmanExportNotes struct {
	RequestsExported int `json:"requestsExported"`
	FoldersExported  int `json:"foldersExported"`
	ExamplesExported int `json:"examplesExported"`
	ScriptsExported  int `json:"scriptsExported"`
	// ElementsDropped counts elements other than scripts (assertions,
	// extractors...), which a Postman collection has no place for.
	ElementsDropped int `json:"elementsDropped"`
	// BodiesAsText counts bodies Postman has no mode for (jsonrpc),
	// written as raw text.
	BodiesAsText int `json:"bodiesAsText"`
}

// ExportPostman writes a Postman collection v2.1 export of in.Root and one
// environment export per in.Environments entry. Member order is fixed
// (never a Go map's), so the same rows give the same bytes but for the
// fresh _postman_id values.
func ExportPostman(in PostmanExport) (codec.RawMessage, []codec.RawMessage, PostmanExportNotes) {
	x := &pmExporter{in: in, children: map[string][]workspace.Collection{}}
	for _, c := range in.Collections {
		if c.ParentID != nil {
			x.children[*c.ParentID] = append(x.children[*c.ParentID], c)
		}
	}
	info := []workspace.Member{
		{Key: "_postman_id", Value: pmQuote(uuid.NewString())},
		{Key: "name", Value: pmQuote(in.Root.Name)},
	}
	if in.Root.Description != "" {
		info = append(info, workspace.Member{Key: "description", Value: pmQuote(in.Root.Description)})
	}
	info = append(info, workspace.Member{Key: "schema", Value: pmQuote(PostmanSchema21)})
	col := []workspace.Member{{Key: "info", Value: workspace.Object(info)}, {Key: "item", Value: x.items(in.Root.ID)}}
	col = x.groupMembers(col, in.Root, true)
	var envs []codec.RawMessage
	for _, e := range in.Environments {
		envs = append(envs, exportPostmanEnvironment(e))
	}
	return workspace.Object(col), envs, x.notes
}

type pmExporter struct {
	in       PostmanExport
	children map[string][]workspace.Collection
	notes    PostmanExportNotes
}

// groupMembers appends a collection's or folder's auth, event and variable
// members.
func (x *pmExporter) groupMembers(ms []workspace.Member, c workspace.Collection, root bool) []workspace.Member {
	if a := exportPostmanAuth(c.Auth); a != nil {
		ms = append(ms, workspace.Member{Key: "auth", Value: a})
	}
	if ev := x.events(c.Elements); ev != nil {
		ms = append(ms, workspace.Member{Key: "event", Value: ev})
	}
	if vars := exportPostmanVariables(c.Variables, false); vars != nil {
		ms = append(ms, workspace.Member{Key: "variable", Value: vars})
	}
	return ms
}

// items writes a collection's folders (each with its own items) and then
// its requests, as the engine orders siblings.
func (x *pmExporter) items(collectionID string) codec.RawMessage {
	out := []codec.RawMessage{}
	for _, f := range x.children[collectionID] {
		x.notes.FoldersExported++
		ms := []workspace.Member{{Key: "name", Value: pmQuote(f.Name)}}
		if f.Description != "" {
			ms = append(ms, workspace.Member{Key: "description", Value: pmQuote(f.Description)})
		}
		ms = append(ms, workspace.Member{Key: "item", Value: x.items(f.ID)})
		out = append(out, workspace.Object(x.groupMembers(ms, f, false)))
	}
	for _, r := range x.in.Requests[collectionID] {
		out = append(out, x.request(r))
	}
	return workspace.Array(out)
}

// request writes one request item.
func (x *pmExporter) request(r workspace.Request) codec.RawMessage {
	x.notes.RequestsExported++
	req := []workspace.Member{{Key: "method", Value: pmQuote(r.Method)}, {Key: "header", Value: exportPostmanRows(r.Headers)}}
	if b, ok := x.body(r.Body); ok {
		req = append(req, workspace.Member{Key: "body", Value: b})
	}
	req = append(req, workspace.Member{Key: "url", Value: exportPostmanURL(r.URL, r.Params)})
	if a := exportPostmanAuth(r.Auth); a != nil {
		req = append(req, workspace.Member{Key: "auth", Value: a})
	}
	if r.Description != "" {
		req = append(req, workspace.Member{Key: "description", Value: pmQuote(r.Description)})
	}
	item := []workspace.Member{{Key: "name", Value: pmQuote(r.Name)}}
	if ev := x.events(r.Elements); ev != nil {
		item = append(item, workspace.Member{Key: "event", Value: ev})
	}
	var ppb []workspace.Member
	if !r.FollowRedirects {
		ppb = append(ppb, workspace.Member{Key: "followRedirects", Value: codec.RawMessage("false")})
	}
	if r.MaxRedirects != 10 {
		ppb = append(ppb, workspace.Member{Key: "maxRedirects", Value: codec.RawMessage(strconv.FormatInt(r.MaxRedirects, 10))})
	}
	if !r.VerifySSL {
		ppb = append(ppb, workspace.Member{Key: "strictSSL", Value: codec.RawMessage("false")})
	}
	if ppb != nil {
		item = append(item, workspace.Member{Key: "protocolProfileBehavior", Value: workspace.Object(ppb)})
	}
	item = append(item, workspace.Member{Key: "request", Value: workspace.Object(req)})
	responses := []codec.RawMessage{}
	for _, e := range x.in.Examples[r.ID] {
		x.notes.ExamplesExported++
		res := []workspace.Member{
			{Key: "name", Value: pmQuote(e.Name)},
			{Key: "status", Value: pmQuote(http.StatusText(int(e.Status)))},
			{Key: "code", Value: codec.RawMessage(strconv.FormatInt(e.Status, 10))},
			{Key: "header", Value: exportPostmanRows(e.Headers)},
			{Key: "body", Value: pmQuote(e.Body)},
		}
		if lang := exportPreviewLanguage(e.ContentType); lang != "" {
			res = append(res, workspace.Member{Key: "_postman_previewlanguage", Value: pmQuote(lang)})
		}
		responses = append(responses, workspace.Object(res))
	}
	item = append(item, workspace.Member{Key: "response", Value: workspace.Array(responses)})
	return workspace.Object(item)
}

// exportPreviewLanguage is Postman's preview language of a media type.
func exportPreviewLanguage(ct string) string {
	switch ct = strings.ToLower(ct); {
	case ct == "":
		return ""
	case strings.Contains(ct, "json"):
		return "json"
	case strings.Contains(ct, "xml"):
		return "xml"
	case strings.Contains(ct, "html"):
		return "html"
	}
	return "text"
}

// events writes script elements as Postman events (prerequest, test);
// other elements are counted and dropped.
func (x *pmExporter) events(elements codec.RawMessage) codec.RawMessage {
	list, _ := workspace.Elements(elements)
	var out []codec.RawMessage
	for _, el := range list {
		ms, err := workspace.Members(el)
		if err != nil {
			continue
		}
		var listen string
		switch pmStr(pmGet(ms, "kind")) {
		case "script.pre":
			listen = "prerequest"
		case "script.post":
			listen = "test"
		default:
			x.notes.ElementsDropped++
			continue
		}
		cfg, _ := workspace.Members(pmGet(ms, "config"))
		code := pmStr(pmGet(cfg, "script"))
		lines := []codec.RawMessage{}
		for _, l := range strings.Split(code, "\n") {
			lines = append(lines, pmQuote(l))
		}
		ev := []workspace.Member{{Key: "listen", Value: pmQuote(listen)}}
		if on, ok := workspace.Bool(pmGet(ms, "enabled")); ok && !on {
			ev = append(ev, workspace.Member{Key: "disabled", Value: codec.RawMessage("true")})
		}
		script := []workspace.Member{{Key: "type", Value: pmQuote("text/javascript")}, {Key: "exec", Value: workspace.Array(lines)}}
		if pkgs := pmGet(cfg, "packages"); workspace.KindOf(pkgs) == workspace.KindObject {
			script = append(script, workspace.Member{Key: "packages", Value: pkgs})
		}
		ev = append(ev, workspace.Member{Key: "script", Value: workspace.Object(script)})
		x.notes.ScriptsExported++
		out = append(out, workspace.Object(ev))
	}
	if out == nil {
		return nil
	}
	return workspace.Array(out)
}

// body writes a body union; false for none.
func (x *pmExporter) body(raw codec.RawMessage) (codec.RawMessage, bool) {
	ms, err := workspace.Members(raw)
	if err != nil {
		return nil, false
	}
	rawBody := func(content, lang string) codec.RawMessage {
		return workspace.Object([]workspace.Member{{Key: "mode", Value: pmQuote("raw")}, {Key: "raw", Value: pmQuote(content)},
			{Key: "options", Value: workspace.Object([]workspace.Member{{Key: "raw", Value: workspace.Object([]workspace.Member{{Key: "language", Value: pmQuote(lang)}})}})}})
	}
	content := pmStr(pmGet(ms, "content"))
	switch mode := pmStr(pmGet(ms, "mode")); mode {
	case "json", "text", "xml":
		return rawBody(content, mode), true
	case "jsonrpc":
		x.notes.BodiesAsText++
		return rawBody(content, "json"), true
	case "graphql":
		gq := []workspace.Member{{Key: "query", Value: pmQuote(content)}}
		if env, err := workspace.Members([]byte(content)); err == nil {
			gq = []workspace.Member{{Key: "query", Value: pmQuote(pmStr(pmGet(env, "query")))}}
			if v := pmGet(env, "variables"); v != nil && !workspace.IsNull(v) {
				vs := string(v)
				if s, ok := workspace.String(v); ok {
					vs = s
				}
				gq = append(gq, workspace.Member{Key: "variables", Value: pmQuote(vs)})
			}
		}
		return workspace.Object([]workspace.Member{{Key: "mode", Value: pmQuote("graphql")}, {Key: "graphql", Value: workspace.Object(gq)}}), true
	case "x-www-form-urlencoded", "form-data":
		fields, _ := workspace.Elements(pmGet(ms, "fields"))
		rows := []codec.RawMessage{}
		for _, f := range fields {
			fm, err := workspace.Members(f)
			if err != nil {
				continue
			}
			row := []workspace.Member{{Key: "key", Value: pmQuote(pmStr(pmGet(fm, "key")))}}
			if pmStr(pmGet(fm, "type")) == "file" {
				row = append(row, workspace.Member{Key: "type", Value: pmQuote("file")}, workspace.Member{Key: "src", Value: pmQuote(pmStr(pmGet(fm, "src")))})
			} else {
				row = append(row, workspace.Member{Key: "value", Value: pmQuote(pmStr(pmGet(fm, "value")))})
				if mode == "form-data" {
					row = append(row, workspace.Member{Key: "type", Value: pmQuote("text")})
				}
			}
			if ct := pmStr(pmGet(fm, "contentType")); ct != "" && mode == "form-data" {
				row = append(row, workspace.Member{Key: "contentType", Value: pmQuote(ct)})
			}
			if on, ok := workspace.Bool(pmGet(fm, "enabled")); ok && !on {
				row = append(row, workspace.Member{Key: "disabled", Value: codec.RawMessage("true")})
			}
			rows = append(rows, workspace.Object(row))
		}
		pm := "urlencoded"
		if mode == "form-data" {
			pm = "formdata"
		}
		return workspace.Object([]workspace.Member{{Key: "mode", Value: pmQuote(pm)}, {Key: pm, Value: workspace.Array(rows)}}), true
	}
	return nil, false
}

// exportPostmanRows writes {key, value, enabled} rows as Postman's
// {key, value, disabled}.
func exportPostmanRows(raw codec.RawMessage) codec.RawMessage {
	list, _ := workspace.Elements(raw)
	out := []codec.RawMessage{}
	for _, it := range list {
		ms, err := workspace.Members(it)
		if err != nil {
			continue
		}
		row := []workspace.Member{{Key: "key", Value: pmQuote(pmStr(pmGet(ms, "key")))}, {Key: "value", Value: pmQuote(pmStr(pmGet(ms, "value")))}}
		if on, ok := workspace.Bool(pmGet(ms, "enabled")); ok && !on {
			row = append(row, workspace.Member{Key: "disabled", Value: codec.RawMessage("true")})
		}
		out = append(out, workspace.Object(row))
	}
	return workspace.Array(out)
}

// exportPostmanURL writes a URL object: raw as stored (its query is the
// enabled params), the parts Postman's SDK reads (protocol, host, port,
// path) and every params row as query, disabled ones included.
func exportPostmanURL(raw string, params codec.RawMessage) codec.RawMessage {
	ms := []workspace.Member{{Key: "raw", Value: pmQuote(raw)}}
	rest := raw
	if i := strings.Index(rest, "://"); i >= 0 {
		ms = append(ms, workspace.Member{Key: "protocol", Value: pmQuote(rest[:i])})
		rest = rest[i+3:]
	}
	rest = cutOutsideVars(rest, '#')
	rest, _, _ = strings.Cut(rest, "?")
	hostPort, path, hasPath := strings.Cut(rest, "/")
	host, port := hostPort, ""
	if i := strings.LastIndexByte(hostPort, ':'); i >= 0 && !strings.Contains(hostPort[i:], "}}") && !strings.HasSuffix(hostPort, "]") {
		host, port = hostPort[:i], hostPort[i+1:]
	}
	hosts := []codec.RawMessage{}
	if strings.HasPrefix(host, "{{") && strings.HasSuffix(host, "}}") {
		hosts = append(hosts, pmQuote(host))
	} else {
		for _, h := range strings.Split(host, ".") {
			hosts = append(hosts, pmQuote(h))
		}
	}
	ms = append(ms, workspace.Member{Key: "host", Value: workspace.Array(hosts)})
	if port != "" {
		ms = append(ms, workspace.Member{Key: "port", Value: pmQuote(port)})
	}
	if hasPath {
		segs := []codec.RawMessage{}
		for _, s := range strings.Split(path, "/") {
			segs = append(segs, pmQuote(s))
		}
		ms = append(ms, workspace.Member{Key: "path", Value: workspace.Array(segs)})
	}
	_, query, _ := strings.Cut(cutOutsideVars(raw, '#'), "?")
	tokens := splitQueryPairs(query) // the URL's query pairs as written
	rows, _ := workspace.Elements(params)
	var q []codec.RawMessage
	next := 0
	for _, it := range rows {
		rm, err := workspace.Members(it)
		if err != nil {
			continue
		}
		row := []workspace.Member{{Key: "key", Value: pmQuote(pmStr(pmGet(rm, "key")))}}
		value := pmQuote(pmStr(pmGet(rm, "value")))
		if on, ok := workspace.Bool(pmGet(rm, "enabled")); ok && !on {
			row = append(row, workspace.Member{Key: "value", Value: value}, workspace.Member{Key: "disabled", Value: codec.RawMessage("true")})
			q = append(q, workspace.Object(row))
			continue
		}
		// An enabled row is the URL's next pair: a pair written without
		// "=" has a null value in Postman's URL.
		if next < len(tokens) && !strings.Contains(tokens[next], "=") {
			value = codec.RawMessage("null")
		}
		next++
		q = append(q, workspace.Object(append(row, workspace.Member{Key: "value", Value: value})))
	}
	if q == nil {
		// A URL whose query has no params rows: its pairs as written.
		for _, p := range tokens {
			k, v, hasEq := strings.Cut(p, "=")
			dk, _ := url.QueryUnescape(k)
			value := codec.RawMessage("null")
			if hasEq {
				dv, _ := url.QueryUnescape(v)
				value = pmQuote(dv)
			}
			q = append(q, workspace.Object([]workspace.Member{{Key: "key", Value: pmQuote(dk)}, {Key: "value", Value: value}}))
		}
	}
	if q != nil {
		ms = append(ms, workspace.Member{Key: "query", Value: workspace.Array(q)})
	}
	return workspace.Object(ms)
}

// exportPostmanAuth writes an auth object; nil for inherit and none (no
// auth member: Postman inherits), noauth as Postman's noauth.
func exportPostmanAuth(raw codec.RawMessage) codec.RawMessage {
	ms, err := workspace.Members(raw)
	if err != nil {
		return nil
	}
	attr := func(k string, v codec.RawMessage) codec.RawMessage {
		typ := "string"
		switch workspace.KindOf(v) {
		case workspace.KindBool:
			typ = "boolean"
		case workspace.KindNumber:
			typ = "number"
		case workspace.KindObject, workspace.KindArray:
			typ = "any"
		}
		if v == nil {
			v = pmQuote("")
		}
		return workspace.Object([]workspace.Member{{Key: "key", Value: pmQuote(k)}, {Key: "value", Value: v}, {Key: "type", Value: pmQuote(typ)}})
	}
	with := func(typ string, attrs []codec.RawMessage) codec.RawMessage {
		if attrs == nil {
			attrs = []codec.RawMessage{}
		}
		return workspace.Object([]workspace.Member{{Key: "type", Value: pmQuote(typ)}, {Key: typ, Value: workspace.Array(attrs)}})
	}
	mode := pmStr(pmGet(ms, "mode"))
	switch mode {
	case "", "inherit", "none":
		return nil
	case "noauth":
		return workspace.Object([]workspace.Member{{Key: "type", Value: pmQuote("noauth")}})
	case "bearer":
		return with("bearer", []codec.RawMessage{attr("token", pmGet(ms, "token"))})
	case "basic":
		return with("basic", []codec.RawMessage{attr("username", pmGet(ms, "username")), attr("password", pmGet(ms, "password"))})
	case "apikey":
		in := pmStr(pmGet(ms, "in"))
		if in == "" {
			in = "header"
		}
		return with("apikey", []codec.RawMessage{attr("key", pmGet(ms, "key")), attr("value", pmGet(ms, "value")), attr("in", pmQuote(in))})
	}
	cfg, _ := workspace.Members(pmGet(ms, "config"))
	var attrs []codec.RawMessage
	for _, m := range cfg {
		attrs = append(attrs, attr(m.Key, m.Value))
	}
	if mode == "aws" {
		mode = "awsv4"
	}
	return with(mode, attrs)
}

// exportPostmanVariables writes a variables object as a Postman variable
// list (environment: values[] with enabled; collection: variable[] with
// disabled); nil when empty.
func exportPostmanVariables(raw codec.RawMessage, env bool) codec.RawMessage {
	ms, err := workspace.Members(raw)
	if err != nil || len(ms) == 0 {
		if env {
			return workspace.Array(nil)
		}
		return nil
	}
	out := []codec.RawMessage{}
	for _, m := range ms {
		v, enabled, secret := m.Value, true, false
		if vm, err := workspace.Members(m.Value); err == nil {
			v = pmGet(vm, "value")
			if on, ok := workspace.Bool(pmGet(vm, "enabled")); ok && !on {
				enabled = false
			}
			secret = pmStr(pmGet(vm, "type")) == "secret"
		}
		if v == nil || workspace.IsNull(v) {
			v = pmQuote("")
		}
		switch workspace.KindOf(v) {
		case workspace.KindString, workspace.KindNumber, workspace.KindBool:
		default:
			v = pmQuote(string(workspace.Compact(v)))
		}
		row := []workspace.Member{{Key: "key", Value: pmQuote(m.Key)}, {Key: "value", Value: v}}
		typ := "string"
		if env {
			typ = "default"
		}
		if secret {
			typ = "secret"
		}
		if env || secret {
			row = append(row, workspace.Member{Key: "type", Value: pmQuote(typ)})
		}
		switch {
		case env:
			row = append(row, workspace.Member{Key: "enabled", Value: codec.RawMessage(strconv.FormatBool(enabled))})
		case !enabled:
			row = append(row, workspace.Member{Key: "disabled", Value: codec.RawMessage("true")})
		}
		out = append(out, workspace.Object(row))
	}
	return workspace.Array(out)
}

// exportPostmanEnvironment writes an environment export.
func exportPostmanEnvironment(e workspace.Environment) codec.RawMessage {
	return workspace.Object([]workspace.Member{
		{Key: "id", Value: pmQuote(uuid.NewString())},
		{Key: "name", Value: pmQuote(e.Name)},
		{Key: "values", Value: exportPostmanVariables(e.Variables, true)},
		{Key: "_postman_variable_scope", Value: pmQuote("environment")},
		{Key: "_postman_exported_using", Value: pmQuote("svc-engine")},
	})
}

// cutOutsideVars returns s up to its first sep outside {{variable}}
// tokens (all of s when there is none).
func cutOutsideVars(s string, sep byte) string {
	if i := indexOutsideVars(s, sep); i >= 0 {
		return s[:i]
	}
	return s
}

// splitQueryPairs splits a query at each & outside {{variable}} tokens.
func splitQueryPairs(query string) []string {
	if query == "" {
		return nil
	}
	var out []string
	for {
		i := indexOutsideVars(query, '&')
		if i < 0 {
			return append(out, query)
		}
		out = append(out, query[:i])
		query = query[i+1:]
	}
}

// indexOutsideVars is the index of the first sep in s outside
// {{variable}} tokens, -1 when there is none.
func indexOutsideVars(s string, sep byte) int {
	depth := 0
	for i := 0; i < len(s); i++ {
		switch {
		case strings.HasPrefix(s[i:], "{{"):
			depth++
			i++
		case strings.HasPrefix(s[i:], "}}") && depth > 0:
			depth--
			i++
		case s[i] == sep && depth == 0:
			return i
		}
	}
	return -1
}
