package importers

import (
	"errors"
	"fmt"
	"math"
	"path"
	"reflect"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/workspace"
)

// insMaxDepth bounds the folder nesting of an Insomnia export: a folder
// deeper than this is flattened into its ancestor at this depth.
const insMaxDepth = 64

// mapInsomnia maps an Insomnia v4 export (JSON or YAML; doc.Value is the
// parsed value, doc.JSON or doc.Raw is read when Value is nil). The rules are
// those of the Postman collection mapping, read for Insomnia's resources:
//
//  1. resources[] entries that are not objects or have no string _type are
//     skipped and counted malformed_item. Each workspace becomes a root
//     collection (name, description); with no workspace a root is made,
//     named from Options.FileName (default "Insomnia import"). A
//     request_group is a folder and a request is a request, linked by
//     parentId. Siblings follow Insomnia's order: metaSortKey ascending,
//     then _id descending; subfolders come before requests. A folder or
//     request whose parent chain reaches no workspace (unknown parent, a
//     cycle) hangs on the first root and counts orphan_item. Folders deeper
//     than 64 levels are flattened into their ancestor (folder_depth_exceeded).
//  2. Methods are upper-cased; one outside GET, POST, PUT, PATCH, DELETE,
//     HEAD, OPTIONS becomes GET and counts unsupported_method.
//  3. url is the wire truth. Its own query becomes enabled params rows
//     (percent-decoded); each parameters[] entry becomes a row (disabled
//     flag kept) and, when enabled and not already in the URL's query with
//     the same value, is appended to url percent-encoded (templates and
//     valid %XX escapes kept). A nameless parameter is never joined: an
//     empty one is dropped, one with a value is mirrored disabled.
//     pathParameters turn :name path segments into {{name}}, their values
//     going to the root collection's variables (path_variables; a name the
//     base environment defines keeps the environment's value).
//  4. headers[] become rows with their disabled flag. A folder's enabled
//     headers are copied onto every request beneath it that does not set
//     the same header itself (counted folder_headers), the closest folder
//     winning. (Insomnia joins a repeated multi-value header with a comma;
//     here the closest value is sent alone.)
//  5. Bodies by mimeType: application/json and +json give json;
//     application/xml, text/xml and +xml give xml (adding Content-Type:
//     application/xml unless declared); application/x-www-form-urlencoded
//     and multipart/form-data give field lists from params[] (a
//     type=file part becomes a file row with src = fileName; in a
//     urlencoded body it is dropped, counted file_in_urlencoded);
//     application/graphql gives graphql with the {query, variables} envelope
//     as written, a string variables member parsed to an object (an empty
//     one dropped, an unparseable one kept), adding Content-Type:
//     application/json unless declared; application/octet-stream (a file
//     body) becomes none and counts file_body; text/plain and any other
//     type give text. With no mimeType, a text is json when it parses and
//     text otherwise; no text is none.
//  6. authentication by type: bearer (a prefix other than Bearer becomes an
//     apikey Authorization header "<prefix> <token>", counted
//     bearer_prefix), basic, apikey (addTo header or queryParams; cookie
//     becomes none, counted unsupported_auth), oauth2 (config = the
//     members as written), digest, ntlm, iam (aws); each config keeps the
//     source's member names. {}, type none and disabled: true are what
//     Insomnia skips when it looks for a request's auth (it takes the
//     closest folder's, else none): inherit on a request, none
//     (transparent) on a folder. oauth1, hawk, netrc, asap and unknown types
//     become none and count unsupported_auth.
//  7. The workspace's base environment (parentId = the workspace) becomes
//     the root collection's variables; a folder's environment becomes its
//     variables; every other environment becomes an environment unless
//     Options.ImportEnvironments is false. Nested objects are flattened to
//     dotted names (counted nested_variable) so {{a.b}} resolves; member
//     order follows dataPropertyOrder, then name. Values become strings
//     (numbers and booleans as their JSON text, arrays as compact JSON).
//  8. Templates: {{ _.x }}, {{_.x}}, {{ x }} and {{ _['x'] }} become
//     {{x}}; any other {{ expression }} is kept as written and counted
//     template_expression. Tags {% uuid %} / {% uuid 'v4' %}, {% now 'unix'
//     %} and {% now 'iso-8601' %} become {{$guid}}, {{$timestamp}} and
//     {{$isoTimestamp}} (counted template_tag_mapped); every other {% tag %}
//     is kept as written and counted template_tag. Templates are read in
//     URLs, params, headers, bodies, auth and variable values, never in
//     names, descriptions or scripts.
//  9. preRequestScript and afterResponseScript (requests and folders)
//     become script.pre and script.post elements, verbatim; with
//     Options.ImportScripts false they are imported empty.
//     settingFollowRedirects on/off sets followRedirects; other non-default
//     request settings count request_setting.
//  10. Every other resource type (cookie_jar, api_spec, unit_test_suite,
//     unit_test, grpc_request, websocket_request, proto_file,
//     client_certificate, mock_server, ...) is counted under its _type and
//     named in meta.skipped, except an empty cookie jar and an API spec
//     with no contents (every export has them), which are only counted.
func mapInsomnia(doc *Document, opts Options) (Tree, error) {
	v := doc.Value
	if v == nil {
		src := doc.JSON
		if len(src) == 0 {
			src = doc.Raw
		}
		if err := codec.Unmarshal(src, &v); err != nil {
			return Tree{}, fmt.Errorf("read the Insomnia export as JSON: %w", err)
		}
	}
	top, ok := insObj(v)
	if !ok {
		return Tree{}, errors.New("the Insomnia export is not an object")
	}
	resources, ok := insArr(top["resources"])
	if !ok {
		return Tree{}, errors.New("the Insomnia export has no resources array")
	}
	m := &insMapper{
		opts:     opts,
		byID:     map[string]*insRes{},
		children: map[string][]*insRes{},
	}
	m.tree.Meta.Format = FormatInsomnia4
	m.load(resources)
	m.build()
	return m.tree, nil
}

// insRes is one resource of the export.
type insRes struct {
	idx     int // position in resources[]
	id      string
	typ     string
	parent  string
	obj     map[string]any
	sortKey float64
	visited bool
}

type insMapper struct {
	opts     Options
	tree     Tree
	byID     map[string]*insRes
	children map[string][]*insRes // parentId → folders and requests
	all      []*insRes
	roots    []*insRoot
	nCol     int
	nReq     int
	nEnv     int
}

// insRoot is a root collection being built; its variables are written last
// because requests add path variables to them.
type insRoot struct {
	col  int // index in tree.Collections
	id   string
	vars orderedVars
}

// insFrame is a folder waiting to be mapped.
type insFrame struct {
	res     *insRes
	parent  string // parent collection tempId
	depth   int    // the folder's depth; a root's children are at 1
	root    *insRoot
	headers []pairRow // enabled headers inherited from the folders above
}

func (m *insMapper) load(resources []any) {
	for i, r := range resources {
		obj, ok := insObj(r)
		if !ok {
			m.tree.Meta.count("malformed_item", 1)
			continue
		}
		typ, ok := obj["_type"].(string)
		if !ok {
			m.tree.Meta.count("malformed_item", 1)
			continue
		}
		res := &insRes{idx: i, typ: typ, obj: obj}
		res.id, _ = obj["_id"].(string)
		res.parent, _ = obj["parentId"].(string)
		if f, ok := insNum(obj["metaSortKey"]); ok && !math.IsNaN(f) {
			res.sortKey = f
		}
		if res.id != "" {
			if _, dup := m.byID[res.id]; !dup {
				m.byID[res.id] = res
			}
		}
		m.all = append(m.all, res)
	}
	for _, r := range m.all {
		if r.typ == "request_group" || r.typ == "request" {
			m.children[r.parent] = append(m.children[r.parent], r)
		}
	}
	for _, list := range m.children {
		sort.SliceStable(list, func(i, j int) bool {
			a, b := list[i], list[j]
			if a.typ != b.typ {
				return a.typ == "request_group" // subfolders first
			}
			if a.sortKey != b.sortKey {
				return a.sortKey < b.sortKey
			}
			if a.id != b.id {
				return a.id > b.id
			}
			return a.idx < b.idx
		})
	}
}

func (m *insMapper) build() {
	for _, r := range m.all {
		if r.typ == "workspace" {
			r.visited = true
			m.addRoot(r, insName(r.obj, "Insomnia workspace"), insDesc(r.obj))
		}
	}
	if len(m.roots) == 0 {
		name := "Insomnia import"
		if m.opts.FileName != "" {
			base := path.Base(strings.ReplaceAll(m.opts.FileName, "\\", "/"))
			if b := strings.TrimSuffix(base, path.Ext(base)); b != "" && b != "." && b != "/" {
				name = b
			}
		}
		m.addRoot(nil, name, "")
	}
	// Environments first: a root's base environment comes before the path
	// variables its requests add.
	for _, r := range m.all {
		if r.typ == "environment" {
			m.environment(r)
		}
	}
	for _, root := range m.roots {
		if root.id == "" {
			continue
		}
		m.walk(root.id, m.tree.Collections[root.col].TempID, 1, root, nil)
	}
	m.orphans()
	for _, r := range m.all {
		switch r.typ {
		case "workspace", "request_group", "request", "environment":
		default:
			m.skipResource(r)
		}
	}
	for _, root := range m.roots {
		m.tree.Collections[root.col].Variables = root.vars.raw()
	}
}

func (m *insMapper) addRoot(r *insRes, name, desc string) {
	m.nCol++
	c := Collection{
		TempID:      "col-" + strconv.Itoa(m.nCol),
		Name:        name,
		Description: desc,
		Auth:        rawJSONOf(map[string]string{"mode": "none"}),
	}
	root := &insRoot{col: len(m.tree.Collections)}
	if r != nil {
		root.id = r.id
	}
	m.tree.Collections = append(m.tree.Collections, c)
	m.roots = append(m.roots, root)
}

// walk maps the folders and requests under parentID (a workspace or a
// folder) into the collection colTempID. It is iterative below the first
// level so a deep export cannot exhaust the stack.
func (m *insMapper) walk(parentID, colTempID string, depth int, root *insRoot, headers []pairRow) {
	var stack []insFrame
	m.pushChildren(&stack, parentID, colTempID, depth, root, headers)
	for len(stack) > 0 {
		f := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		m.folder(&stack, f)
	}
}

// pushChildren maps the requests under parentID at once and pushes its
// folders so that they pop in order.
func (m *insMapper) pushChildren(stack *[]insFrame, parentID, colTempID string, depth int, root *insRoot, headers []pairRow) {
	if parentID == "" {
		return
	}
	kids := m.children[parentID]
	var folders []*insRes
	for _, k := range kids {
		if k.visited {
			continue
		}
		k.visited = true
		if k.typ == "request" {
			m.request(k, colTempID, root, headers)
			continue
		}
		folders = append(folders, k)
	}
	for i := len(folders) - 1; i >= 0; i-- {
		*stack = append(*stack, insFrame{res: folders[i], parent: colTempID, depth: depth, root: root, headers: headers})
	}
}

func (m *insMapper) folder(stack *[]insFrame, f insFrame) {
	obj := f.res.obj
	headers := f.headers
	if f.depth > insMaxDepth {
		// Flattened into the ancestor at the maximum depth: its requests
		// land there; its own variables, auth, headers and scripts are lost.
		m.tree.Meta.count("folder_depth_exceeded", 1)
		m.tree.Meta.skip(fmt.Sprintf("folder %q is nested deeper than %d levels: its requests are imported into its ancestor, its own variables, auth, headers and scripts are not", insName(obj, "Folder"), insMaxDepth))
		m.pushChildren(stack, f.res.id, f.parent, f.depth+1, f.root, headers)
		return
	}
	m.nCol++
	parent := f.parent
	c := Collection{
		TempID:       "col-" + strconv.Itoa(m.nCol),
		ParentTempID: &parent,
		Name:         insName(obj, "Folder"),
		Description:  insDesc(obj),
		Auth:         m.auth(obj["authentication"], false, insName(obj, "Folder")),
		Elements:     m.scripts(obj),
	}
	var vars orderedVars
	m.envData(&vars, obj["environment"], obj["environmentPropertyOrder"])
	c.Variables = vars.raw()
	m.tree.Collections = append(m.tree.Collections, c)
	if own := m.rows(obj["headers"]); len(own) > 0 {
		merged := slices.Clone(headers)
		for _, h := range own {
			if !h.Enabled {
				continue
			}
			merged = slices.DeleteFunc(merged, func(x pairRow) bool { return strings.EqualFold(x.Key, h.Key) })
			merged = append(merged, h)
		}
		headers = merged
	}
	m.pushChildren(stack, f.res.id, c.TempID, f.depth+1, f.root, headers)
}

// orphans maps folders and requests that no workspace reaches onto the
// first root, each from the topmost unvisited ancestor of its chain.
func (m *insMapper) orphans() {
	root := m.roots[0]
	rootTemp := m.tree.Collections[root.col].TempID
	for _, r := range m.all {
		if r.visited || (r.typ != "request_group" && r.typ != "request") {
			continue
		}
		top := r
		seen := map[*insRes]bool{r: true}
		for {
			p, ok := m.byID[top.parent]
			if !ok || p.visited || seen[p] || (p.typ != "request_group") {
				break
			}
			seen[p] = true
			top = p
		}
		m.tree.Meta.count("orphan_item", 1)
		top.visited = true
		if top.typ == "request" {
			m.request(top, rootTemp, root, nil)
			continue
		}
		stack := []insFrame{{res: top, parent: rootTemp, depth: 1, root: root}}
		for len(stack) > 0 {
			f := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			m.folder(&stack, f)
		}
	}
}

func (m *insMapper) request(r *insRes, colTempID string, root *insRoot, inherited []pairRow) {
	obj := r.obj
	m.nReq++
	name := insName(obj, "Untitled request")
	req := Request{
		TempID:           "req-" + strconv.Itoa(m.nReq),
		CollectionTempID: colTempID,
		Name:             name,
		Description:      insDesc(obj),
		Method:           m.method(obj["method"]),
	}
	rawURL, _ := obj["url"].(string)
	rawURL = m.tpl(rawURL)
	rawURL = m.pathParams(rawURL, obj["pathParameters"], root)
	url, params := m.urlParams(rawURL, obj["parameters"])
	req.URL = url
	req.Params = marshalPairRows(params)

	headers := m.rows(obj["headers"])
	for _, h := range inherited {
		if !slices.ContainsFunc(headers, func(x pairRow) bool { return x.Enabled && strings.EqualFold(x.Key, h.Key) }) {
			headers = append(headers, h)
			m.tree.Meta.count("folder_headers", 1)
		}
	}
	body, contentType := m.body(obj["body"], name)
	if contentType != "" && !hasHeaderRow(headers, "Content-Type") {
		headers = append(headers, pairRow{Key: "Content-Type", Value: contentType, Enabled: true})
	}
	req.Headers = marshalPairRows(headers)
	req.Body = body
	req.Auth = m.auth(obj["authentication"], true, name)
	req.Elements = m.scripts(obj)
	switch obj["settingFollowRedirects"] {
	case "on":
		t := true
		req.FollowRedirects = &t
	case "off":
		f := false
		req.FollowRedirects = &f
	}
	for key, def := range map[string]bool{
		"settingSendCookies": true, "settingStoreCookies": true, "settingEncodeUrl": true,
		"settingRebuildPath": true, "settingDisableRenderRequestBody": false,
	} {
		if b, ok := obj[key].(bool); ok && b != def {
			m.tree.Meta.count("request_setting", 1)
		}
	}
	m.tree.Requests = append(m.tree.Requests, req)
}

func (m *insMapper) method(v any) string {
	s, _ := v.(string)
	if s == "" {
		return "GET"
	}
	meth, ok := normalizedMethod(s)
	if !ok {
		m.tree.Meta.count("unsupported_method", 1)
	}
	return meth
}

// pathParams rewrites :name path segments named by pathParameters to
// {{name}} and records their values on the root.
func (m *insMapper) pathParams(u string, v any, root *insRoot) string {
	list, _ := insArr(v)
	if len(list) == 0 {
		return u
	}
	base, rest := u, ""
	if i := strings.IndexAny(u, "?#"); i >= 0 {
		base, rest = u[:i], u[i:]
	}
	for _, p := range list {
		obj, ok := insObj(p)
		if !ok {
			continue
		}
		name, _ := obj["name"].(string)
		if name == "" {
			continue
		}
		segs := strings.Split(base, "/")
		found := false
		for i, s := range segs {
			if s == ":"+name {
				segs[i] = "{{" + name + "}}"
				found = true
			}
		}
		if !found {
			continue
		}
		base = strings.Join(segs, "/")
		m.tree.Meta.count("path_variables", 1)
		root.vars.set(name, m.tpl(insText(obj["value"])), false)
	}
	return base + rest
}

// urlParams joins the enabled parameters onto u (rule 3) and returns the
// params rows mirroring its query.
func (m *insMapper) urlParams(u string, v any) (string, []pairRow) {
	base, query, frag := splitURLQuery(u)
	rows := queryRows(query)
	list, _ := insArr(v)
	var extra []string
	for _, p := range list {
		obj, ok := insObj(p)
		if !ok {
			continue
		}
		name := m.tpl(insText(obj["name"]))
		value := m.tpl(insText(obj["value"]))
		if name == "" && value == "" {
			continue
		}
		disabled, _ := obj["disabled"].(bool)
		enabled := !disabled && name != ""
		if enabled && slices.Contains(rows, pairRow{Key: name, Value: value, Enabled: true}) {
			continue
		}
		rows = append(rows, pairRow{Key: name, Value: value, Enabled: enabled})
		if enabled {
			extra = append(extra, escapeQueryTemplated(name)+"="+escapeQueryTemplated(value))
		}
	}
	if len(extra) > 0 {
		if query != "" {
			query += "&"
		}
		query += strings.Join(extra, "&")
	}
	if query != "" {
		base += "?" + query
	}
	return base + frag, rows
}

// rows reads an Insomnia [{name, value, disabled}] list.
func (m *insMapper) rows(v any) []pairRow {
	list, _ := insArr(v)
	var out []pairRow
	for _, h := range list {
		obj, ok := insObj(h)
		if !ok {
			continue
		}
		disabled, _ := obj["disabled"].(bool)
		out = append(out, pairRow{Key: m.tpl(insText(obj["name"])), Value: m.tpl(insText(obj["value"])), Enabled: !disabled})
	}
	return out
}

// body maps a request body (rule 5); contentType is a header to add when
// the request declares none.
func (m *insMapper) body(v any, reqName string) (codec.RawMessage, string) {
	obj, _ := insObj(v)
	mime, _ := obj["mimeType"].(string)
	text, hasText := obj["text"].(string)
	mt := strings.ToLower(strings.TrimSpace(mime))
	if i := strings.IndexByte(mt, ';'); i >= 0 {
		mt = strings.TrimSpace(mt[:i])
	}
	content := func(mode string) codec.RawMessage {
		return rawJSONOf(bodyContent{Mode: mode, Content: m.tpl(text)})
	}
	switch {
	case mt == "application/json" || strings.HasSuffix(mt, "+json"):
		return content("json"), ""
	case mt == "application/xml" || mt == "text/xml" || strings.HasSuffix(mt, "+xml"):
		return content("xml"), "application/xml"
	case mt == "application/x-www-form-urlencoded":
		return rawJSONOf(bodyFields{Mode: "x-www-form-urlencoded", Fields: m.fields(obj["params"], false)}), ""
	case mt == "multipart/form-data":
		return rawJSONOf(bodyFields{Mode: "form-data", Fields: m.fields(obj["params"], true)}), ""
	case mt == "application/graphql":
		return rawJSONOf(bodyContent{Mode: "graphql", Content: graphQLEnvelope(m.tpl(text))}), "application/json"
	case mt == "application/octet-stream":
		m.tree.Meta.count("file_body", 1)
		if f, _ := obj["fileName"].(string); f != "" {
			m.tree.Meta.skip(fmt.Sprintf("request %q sends the file %s as its body, which is not imported", reqName, f))
		}
		return rawJSONOf(map[string]string{"mode": "none"}), ""
	case mt != "":
		return content("text"), ""
	case !hasText || text == "":
		return rawJSONOf(map[string]string{"mode": "none"}), ""
	default:
		t := m.tpl(text)
		if codec.Valid([]byte(t)) {
			return rawJSONOf(bodyContent{Mode: "json", Content: t}), ""
		}
		return rawJSONOf(bodyContent{Mode: "text", Content: t}), ""
	}
}

// fields reads form params; file parts only in multipart.
func (m *insMapper) fields(v any, multipart bool) []formField {
	list, _ := insArr(v)
	out := []formField{}
	for _, p := range list {
		obj, ok := insObj(p)
		if !ok {
			continue
		}
		disabled, _ := obj["disabled"].(bool)
		f := formField{Key: m.tpl(insText(obj["name"])), Value: m.tpl(insText(obj["value"])), Enabled: !disabled}
		if typ, _ := obj["type"].(string); typ == "file" {
			if !multipart {
				m.tree.Meta.count("file_in_urlencoded", 1)
				continue
			}
			f.Type = "file"
			f.Value = ""
			f.Src = m.tpl(insText(obj["fileName"]))
		}
		out = append(out, f)
	}
	return out
}

// auth maps an authentication object (rule 6).
func (m *insMapper) auth(v any, forRequest bool, owner string) codec.RawMessage {
	none := rawJSONOf(map[string]string{"mode": "none"})
	inherit := none
	if forRequest {
		inherit = rawJSONOf(map[string]string{"mode": "inherit"})
	}
	obj, ok := insObj(v)
	if !ok || len(obj) == 0 {
		return inherit
	}
	typ, _ := obj["type"].(string)
	if d, _ := obj["disabled"].(bool); d || typ == "" || typ == "none" {
		// Insomnia skips such an auth and takes the closest folder's.
		return inherit
	}
	str := func(k string) string { return m.tpl(insText(obj[k])) }
	switch strings.ToLower(typ) {
	case "bearer":
		prefix := strings.TrimSpace(insText(obj["prefix"]))
		if prefix == "" || strings.EqualFold(prefix, "bearer") {
			return rawJSONOf(authBearer{Mode: "bearer", Token: str("token")})
		}
		m.tree.Meta.count("bearer_prefix", 1)
		return rawJSONOf(authAPIKey{Mode: "apikey", Key: "Authorization", Value: m.tpl(prefix) + " " + str("token"), In: "header"})
	case "basic":
		return rawJSONOf(authBasic{Mode: "basic", Username: str("username"), Password: str("password")})
	case "apikey":
		switch obj["addTo"] {
		case "queryParams":
			return rawJSONOf(authAPIKey{Mode: "apikey", Key: str("key"), Value: str("value"), In: "query"})
		case "cookie":
			m.tree.Meta.count("unsupported_auth", 1)
			m.tree.Meta.skip(fmt.Sprintf("%q sends an API key as a cookie, which the engine's auth cannot: its auth is none", owner))
			return none
		default:
			return rawJSONOf(authAPIKey{Mode: "apikey", Key: str("key"), Value: str("value"), In: "header"})
		}
	case "oauth2":
		return rawJSONOf(authConfig{Mode: "oauth2", Config: m.authConfig(obj)})
	case "digest", "ntlm":
		return rawJSONOf(authConfig{Mode: strings.ToLower(typ), Config: m.authConfig(obj)})
	case "iam":
		return rawJSONOf(authConfig{Mode: "aws", Config: m.authConfig(obj)})
	default:
		m.tree.Meta.count("unsupported_auth", 1)
		m.tree.Meta.skip(fmt.Sprintf("%q uses %s auth, which the engine does not support: its auth is none", owner, typ))
		return none
	}
}

// authConfig keeps every member but type and disabled, strings with
// templates normalized, in name order.
func (m *insMapper) authConfig(obj map[string]any) codec.RawMessage {
	keys := make([]string, 0, len(obj))
	for k := range obj {
		if k != "type" && k != "disabled" {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	ms := make([]workspace.Member, 0, len(keys))
	for _, k := range keys {
		var raw codec.RawMessage
		switch x := obj[k].(type) {
		case string:
			raw = rawJSONOf(m.tpl(x))
		case bool:
			raw = rawJSONOf(x)
		case nil:
			raw = codec.RawMessage("null")
		default:
			if f, ok := insNum(x); ok {
				raw = codec.RawMessage(formatNumber(f))
			} else {
				raw = rawJSONOf(insPlain(x))
			}
		}
		ms = append(ms, workspace.Member{Key: k, Value: raw})
	}
	return workspace.Object(ms)
}

// scripts maps preRequestScript and afterResponseScript (rule 9).
func (m *insMapper) scripts(obj map[string]any) codec.RawMessage {
	var els []scriptElement
	for _, s := range []struct{ key, kind string }{{"preRequestScript", "script.pre"}, {"afterResponseScript", "script.post"}} {
		src, _ := obj[s.key].(string)
		if strings.TrimSpace(src) == "" {
			continue
		}
		if !m.opts.ImportScripts {
			src = ""
		}
		els = append(els, scriptElement{Kind: s.kind, Config: scriptConfig{Script: src}})
	}
	if len(els) == 0 {
		return nil
	}
	return rawJSONOf(els)
}

// environment maps an environment resource (rule 7).
func (m *insMapper) environment(r *insRes) {
	if p, ok := m.byID[r.parent]; ok && p.typ == "workspace" {
		for _, root := range m.roots {
			if root.id == p.id {
				m.envData(&root.vars, r.obj["data"], r.obj["dataPropertyOrder"])
				m.envKV(&root.vars, r.obj)
				return
			}
		}
	}
	if !m.opts.ImportEnvironments {
		return
	}
	var vars orderedVars
	m.envData(&vars, r.obj["data"], r.obj["dataPropertyOrder"])
	m.envKV(&vars, r.obj)
	m.nEnv++
	raw := vars.raw()
	if raw == nil {
		raw = codec.RawMessage("{}")
	}
	m.tree.Environments = append(m.tree.Environments, Environment{
		TempID:    "env-" + strconv.Itoa(m.nEnv),
		Name:      insName(r.obj, "Environment"),
		Variables: raw,
	})
}

// envKV reads the key-value form of newer exports (environmentType kv).
func (m *insMapper) envKV(vars *orderedVars, obj map[string]any) {
	if obj["environmentType"] != "kv" {
		return
	}
	list, _ := insArr(obj["kvPairData"])
	for _, p := range list {
		kv, ok := insObj(p)
		if !ok {
			continue
		}
		if e, ok := kv["enabled"].(bool); ok && !e {
			continue
		}
		name, _ := kv["name"].(string)
		if name == "" {
			continue
		}
		vars.set(name, m.tpl(insText(kv["value"])), true)
	}
}

// envData flattens an environment data object into vars.
func (m *insMapper) envData(vars *orderedVars, data, order any) {
	obj, ok := insObj(data)
	if !ok {
		return
	}
	ord, _ := insObj(order)
	m.flatten(vars, obj, ord, nil, 0)
}

func (m *insMapper) flatten(vars *orderedVars, obj map[string]any, order map[string]any, prefix []string, depth int) {
	key := "&"
	if len(prefix) > 0 {
		key = "&~|" + strings.Join(prefix, "~|")
	}
	var keys []string
	listed, _ := insArr(order[key])
	seen := map[string]bool{}
	for _, k := range listed {
		if s, ok := k.(string); ok && !seen[s] {
			if _, present := obj[s]; present {
				keys = append(keys, s)
				seen[s] = true
			}
		}
	}
	var rest []string
	for k := range obj {
		if !seen[k] {
			rest = append(rest, k)
		}
	}
	sort.Strings(rest)
	keys = append(keys, rest...)
	for _, k := range keys {
		name := strings.Join(append(slices.Clone(prefix), k), ".")
		if sub, ok := insObj(obj[k]); ok && depth < insMaxDepth {
			m.tree.Meta.count("nested_variable", 1)
			m.flatten(vars, sub, order, append(slices.Clone(prefix), k), depth+1)
			continue
		}
		vars.set(name, m.tpl(insText(obj[k])), true)
	}
}

// skipResource counts (and, when it carries content, names) a resource
// of a type the engine does not import (rule 10).
func (m *insMapper) skipResource(r *insRes) {
	m.tree.Meta.count(r.typ, 1)
	name := insName(r.obj, "")
	switch r.typ {
	case "cookie_jar":
		if cookies, _ := insArr(r.obj["cookies"]); len(cookies) > 0 {
			m.tree.Meta.skip(fmt.Sprintf("cookie jar %q holds %d cookies, which are not imported", name, len(cookies)))
		}
	case "api_spec":
		if c, _ := r.obj["contents"].(string); strings.TrimSpace(c) != "" {
			file, _ := r.obj["fileName"].(string)
			m.tree.Meta.skip(fmt.Sprintf("API spec %q is not imported (import it as an OpenAPI document)", file))
		}
	case "unit_test_suite":
		m.tree.Meta.skip(fmt.Sprintf("unit test suite %q is not imported", name))
	case "unit_test":
		m.tree.Meta.skip(fmt.Sprintf("unit test %q is not imported", name))
	default:
		if name != "" {
			m.tree.Meta.skip(fmt.Sprintf("%s %q is not imported", strings.ReplaceAll(r.typ, "_", " "), name))
		} else {
			m.tree.Meta.skip(fmt.Sprintf("a %s resource is not imported", strings.ReplaceAll(r.typ, "_", " ")))
		}
	}
}

// tpl normalizes Insomnia's Nunjucks templates (rule 8).
func (m *insMapper) tpl(s string) string {
	if !strings.Contains(s, "{") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		switch {
		case strings.HasPrefix(s[i:], "{{"):
			j := strings.Index(s[i+2:], "}}")
			if j < 0 {
				b.WriteString(s[i:])
				return b.String()
			}
			whole := s[i : i+2+j+2]
			if name, ok := insVarName(s[i+2 : i+2+j]); ok {
				b.WriteString("{{" + name + "}}")
			} else {
				b.WriteString(whole)
				m.tree.Meta.count("template_expression", 1)
			}
			i += len(whole)
		case strings.HasPrefix(s[i:], "{%"):
			j := strings.Index(s[i+2:], "%}")
			if j < 0 {
				b.WriteString(s[i:])
				return b.String()
			}
			whole := s[i : i+2+j+2]
			if v, ok := insTag(s[i+2 : i+2+j]); ok {
				b.WriteString(v)
				m.tree.Meta.count("template_tag_mapped", 1)
			} else {
				b.WriteString(whole)
				m.tree.Meta.count("template_tag", 1)
			}
			i += len(whole)
		default:
			b.WriteByte(s[i])
			i++
		}
	}
	return b.String()
}

// insVarName reads the inside of {{ }} as a variable path: x, _.x, a.b,
// _['x'] or _["x"].
func insVarName(inner string) (string, bool) {
	s := strings.TrimSpace(inner)
	if rest, ok := strings.CutPrefix(s, "_."); ok {
		s = rest
	} else if len(s) > 5 && strings.HasPrefix(s, "_[") && strings.HasSuffix(s, "]") {
		q := s[2 : len(s)-1]
		if len(q) >= 2 && (q[0] == '\'' || q[0] == '"') && q[len(q)-1] == q[0] {
			name := q[1 : len(q)-1]
			if name != "" && !strings.ContainsAny(name, "{}'\"") {
				return name, true
			}
		}
		return "", false
	}
	if s == "" {
		return "", false
	}
	for _, part := range strings.Split(s, ".") {
		if part == "" {
			return "", false
		}
		for i := 0; i < len(part); i++ {
			c := part[i]
			if !identByte(c) {
				return "", false
			}
		}
	}
	return s, true
}

// insTag maps the tags that have an engine dynamic variable.
func insTag(inner string) (string, bool) {
	f := strings.FieldsFunc(inner, func(r rune) bool { return r == ' ' || r == ',' || r == '\t' || r == '\n' })
	if len(f) == 0 {
		return "", false
	}
	arg := ""
	if len(f) > 1 {
		arg = strings.Trim(f[1], `'"`)
	}
	switch {
	case f[0] == "uuid" && len(f) <= 2 && (arg == "" || arg == "v4"):
		return "{{$guid}}", true
	case f[0] == "now" && len(f) == 2 && arg == "unix":
		return "{{$timestamp}}", true
	case f[0] == "now" && len(f) == 2 && arg == "iso-8601":
		return "{{$isoTimestamp}}", true
	}
	return "", false
}

func insName(obj map[string]any, def string) string {
	if s, ok := obj["name"].(string); ok && s != "" {
		return s
	}
	return def
}

func insDesc(obj map[string]any) string {
	s, _ := obj["description"].(string)
	return s
}

// insObj reads v as an object; YAML's map[any]any is accepted.
func insObj(v any) (map[string]any, bool) {
	switch x := v.(type) {
	case map[string]any:
		return x, true
	case map[any]any:
		out := make(map[string]any, len(x))
		for k, e := range x {
			out[fmt.Sprint(k)] = e
		}
		return out, true
	}
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Map {
		return nil, false
	}
	out := make(map[string]any, rv.Len())
	it := rv.MapRange()
	for it.Next() {
		out[fmt.Sprint(it.Key().Interface())] = it.Value().Interface()
	}
	return out, true
}

// insArr reads v as an array.
func insArr(v any) ([]any, bool) {
	switch x := v.(type) {
	case []any:
		return x, true
	case nil:
		return nil, false
	}
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Slice || rv.Type().Elem().Kind() == reflect.Uint8 {
		return nil, false
	}
	out := make([]any, rv.Len())
	for i := range out {
		out[i] = rv.Index(i).Interface()
	}
	return out, true
}

// insNum reads a number of any decoded representation.
func insNum(v any) (float64, bool) {
	switch x := v.(type) {
	case float64:
		return x, true
	case float32:
		return float64(x), true
	case int:
		return float64(x), true
	case int64:
		return float64(x), true
	case int32:
		return float64(x), true
	case uint64:
		return float64(x), true
	case uint:
		return float64(x), true
	case codec.Number:
		f, err := strconv.ParseFloat(string(x), 64)
		return f, err == nil
	}
	return 0, false
}

// insText renders a scalar as text: strings as they are, numbers and
// booleans as their JSON text, null as empty, arrays and objects as
// compact JSON.
func insText(v any) string {
	switch x := v.(type) {
	case nil:
		return ""
	case string:
		return x
	case bool:
		return strconv.FormatBool(x)
	case codec.Number:
		return string(x)
	case int:
		return strconv.Itoa(x)
	case int64:
		return strconv.FormatInt(x, 10)
	case uint64:
		return strconv.FormatUint(x, 10)
	case time.Time:
		return x.Format(time.RFC3339Nano)
	}
	if f, ok := insNum(v); ok {
		return formatNumber(f)
	}
	return string(rawJSONOf(insPlain(v)))
}

// insPlain converts a decoded value to one encoding/json can encode.
func insPlain(v any) any {
	if o, ok := insObj(v); ok {
		out := make(map[string]any, len(o))
		for k, e := range o {
			out[k] = insPlain(e)
		}
		return out
	}
	if a, ok := insArr(v); ok {
		out := make([]any, len(a))
		for i, e := range a {
			out[i] = insPlain(e)
		}
		return out
	}
	switch x := v.(type) {
	case nil, string, bool, codec.Number:
		return x
	case time.Time:
		return x.Format(time.RFC3339Nano)
	}
	if f, ok := insNum(v); ok {
		if math.IsInf(f, 0) || math.IsNaN(f) {
			return formatNumber(f)
		}
		return codec.Number(formatNumber(f))
	}
	return fmt.Sprint(v)
}

// formatNumber writes f as its shortest decimal text, integers without
// exponent or fraction.
func formatNumber(f float64) string {
	if f == math.Trunc(f) && math.Abs(f) < 1e21 {
		return strconv.FormatFloat(f, 'f', -1, 64)
	}
	return strconv.FormatFloat(f, 'g', -1, 64)
}

// The helpers below are shared by the Insomnia and JMeter mappers.

// pairRow is one {key, value, enabled} row of params or headers.
type pairRow struct {
	Key     string `json:"key"`
	Value   string `json:"value"`
	Enabled bool   `json:"enabled"`
}

// marshalPairRows encodes rows, nil when there are none (the default []).
func marshalPairRows(rows []pairRow) codec.RawMessage {
	if len(rows) == 0 {
		return nil
	}
	return rawJSONOf(rows)
}

func hasHeaderRow(rows []pairRow, name string) bool {
	return slices.ContainsFunc(rows, func(r pairRow) bool { return r.Enabled && strings.EqualFold(r.Key, name) })
}

// formField is one row of a form body.
type formField struct {
	Key         string `json:"key"`
	Value       string `json:"value"`
	Enabled     bool   `json:"enabled"`
	Type        string `json:"type,omitempty"`
	Src         string `json:"src,omitempty"`
	ContentType string `json:"contentType,omitempty"`
}

type bodyContent struct {
	Mode    string `json:"mode"`
	Content string `json:"content"`
}

type bodyFields struct {
	Mode   string      `json:"mode"`
	Fields []formField `json:"fields"`
}

type authBearer struct {
	Mode  string `json:"mode"`
	Token string `json:"token"`
}

type authBasic struct {
	Mode     string `json:"mode"`
	Username string `json:"username"`
	Password string `json:"password"`
}

type authAPIKey struct {
	Mode  string `json:"mode"`
	Key   string `json:"key"`
	Value string `json:"value"`
	In    string `json:"in"`
}

type authConfig struct {
	Mode   string           `json:"mode"`
	Config codec.RawMessage `json:"config"`
}

type scriptElement struct {
	Kind   string       `json:"kind"`
	Config scriptConfig `json:"config"`
}

type scriptConfig struct {
	Script string `json:"script"`
}

// orderedVars is a variables object kept in insertion order.
type orderedVars struct {
	keys []string
	vals map[string]string
}

// set adds name; an existing name keeps its place and takes value only
// when overwrite is true.
func (o *orderedVars) set(name, value string, overwrite bool) {
	if o.vals == nil {
		o.vals = map[string]string{}
	}
	if _, ok := o.vals[name]; ok {
		if overwrite {
			o.vals[name] = value
		}
		return
	}
	o.keys = append(o.keys, name)
	o.vals[name] = value
}

// raw encodes the object, nil when empty (the default {}).
func (o *orderedVars) raw() codec.RawMessage {
	if len(o.keys) == 0 {
		return nil
	}
	ms := make([]workspace.Member, len(o.keys))
	for i, k := range o.keys {
		ms[i] = workspace.Member{Key: k, Value: rawJSONOf(o.vals[k])}
	}
	return workspace.Object(ms)
}

// rawJSONOf encodes v without HTML escaping.
func rawJSONOf(v any) codec.RawMessage {
	b, err := codec.Marshal(v)
	if err != nil {
		// Only the engine's own types reach here; they always encode.
		return codec.RawMessage("null")
	}
	return b
}

// normalizedMethod upper-cases a method; one the engine does not accept
// becomes GET with ok false.
func normalizedMethod(s string) (string, bool) {
	u := strings.ToUpper(strings.TrimSpace(s))
	switch u {
	case "GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS":
		return u, true
	}
	return "GET", false
}

// splitURLQuery splits u into the part before ?, the query and the
// fragment (with its #).
func splitURLQuery(u string) (base, query, frag string) {
	if i := strings.IndexByte(u, '#'); i >= 0 {
		u, frag = u[:i], u[i:]
	}
	base, query, _ = strings.Cut(u, "?")
	return base, query, frag
}

// queryRows reads a raw query into enabled rows, percent-decoded (an
// invalid escape is kept as written).
func queryRows(query string) []pairRow {
	var rows []pairRow
	for _, part := range strings.Split(query, "&") {
		if part == "" {
			continue
		}
		k, v, _ := strings.Cut(part, "=")
		rows = append(rows, pairRow{Key: unescapeQueryLax(k), Value: unescapeQueryLax(v), Enabled: true})
	}
	return rows
}

// unescapeQueryLax decodes valid %XX escapes and leaves everything else,
// + included, as written.
func unescapeQueryLax(s string) string {
	if !strings.Contains(s, "%") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && i+2 < len(s) && isHexDigit(s[i+1]) && isHexDigit(s[i+2]) {
			n, _ := strconv.ParseUint(s[i+1:i+3], 16, 8)
			b.WriteByte(byte(n))
			i += 2
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// escapeQueryTemplated percent-encodes a query key or value, keeping
// {{templates}} and valid %XX escapes as they are.
func escapeQueryTemplated(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); {
		if strings.HasPrefix(s[i:], "{{") {
			if j := strings.Index(s[i+2:], "}}"); j >= 0 {
				b.WriteString(s[i : i+j+4])
				i += j + 4
				continue
			}
		}
		c := s[i]
		switch {
		case c == '%' && i+2 < len(s) && isHexDigit(s[i+1]) && isHexDigit(s[i+2]):
			b.WriteString(s[i : i+3])
			i += 3
			continue
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9',
			strings.IndexByte("-._~!$'()*,;:@/?", c) >= 0:
			b.WriteByte(c)
		default:
			fmt.Fprintf(&b, "%%%02X", c)
		}
		i++
	}
	return b.String()
}

func isHexDigit(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

// graphQLEnvelope keeps a {query, variables} text as written unless its
// variables member is a string: an empty one is dropped, one that parses
// to an object replaces it, any other is kept.
func graphQLEnvelope(text string) string {
	ms, err := workspace.Members([]byte(text))
	if err != nil {
		return text
	}
	raw, ok := workspace.Get(ms, "variables")
	if !ok {
		return text
	}
	s, isStr := workspace.String(raw)
	if !isStr {
		return text
	}
	switch {
	case strings.TrimSpace(s) == "":
		ms = slices.DeleteFunc(ms, func(x workspace.Member) bool { return x.Key == "variables" })
	case workspace.KindOf([]byte(s)) == workspace.KindObject && codec.Valid([]byte(s)):
		ms = workspace.Set(ms, "variables", workspace.Compact([]byte(s)))
	default:
		return text
	}
	return string(workspace.Object(ms))
}

// identByte reports whether c may appear in a plain identifier segment:
// a letter, a digit, '_', '$' or '-'.
func identByte(c byte) bool {
	return c == '_' || c == '$' || c == '-' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}
