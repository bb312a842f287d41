package importers

import (
	"fmt"
	"net/url"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/svc-engine/svc-engine/codec"
)

// The mapping.

// oaMapper maps one decoded OpenAPI 3 tree. It is used by one goroutine.
type oaMapper struct {
	root    *oaNode
	opts    Options
	meta    Meta
	tree    Tree
	swagger bool          // the tree was converted from Swagger 2.0
	orig    *oaNode       // the Swagger 2.0 text before the conversion (nil otherwise)
	ops     []oaOperation // the operations run mapped, in document order
	reqOf   []int         // ops[i] became tree.Requests[reqOf[i]]

	refs      map[string]*oaNode // resolved local $refs
	opIDs     map[string]bool
	nextColl  int
	nextReq   int
	folderIDs map[string]string // folder name → tempId
}

// oaOperation is one operation found under paths, in document order.
type oaOperation struct {
	path, method string // method upper-cased
	item, op     *oaNode
	pathParams   []*oaNode // the path item's parameters, resolved
	folder       string    // "" stays on the root
	tag          bool      // the folder comes from a tag
}

func newOAMapper(root *oaNode, opts Options) *oaMapper {
	return &oaMapper{root: root, opts: opts, refs: map[string]*oaNode{}, opIDs: map[string]bool{}, folderIDs: map[string]string{}}
}

// run maps the whole tree.
func (m *oaMapper) run() Tree {
	rootID := m.collectionID()
	name, desc := "Imported API", ""
	if info := m.resolve(m.root.get("info")); info != nil {
		if t := strings.TrimSpace(info.str("title")); t != "" {
			name = t
		}
		desc = info.str("description")
	}
	m.tree.Collections = append(m.tree.Collections, Collection{
		TempID:      rootID,
		Name:        name,
		Description: desc,
		Variables:   m.baseURL(),
		Auth:        m.collectionAuth(),
	})

	ops := m.operations()
	tagged, untagged := 0, 0
	for _, op := range ops {
		if op.tag {
			tagged++
		} else {
			untagged++
		}
	}
	m.folders(ops, rootID)
	m.ops = ops
	for _, op := range ops {
		m.reqOf = append(m.reqOf, len(m.tree.Requests))
		m.request(op, rootID)
	}
	m.skipWebhooks()

	switch {
	case untagged == 0:
		m.meta.FolderStrategy = "tags"
	case tagged == 0:
		m.meta.FolderStrategy = "paths"
	default:
		m.meta.FolderStrategy = "mixed"
	}
	m.tree.Meta = m.meta
	return m.tree
}

func (m *oaMapper) collectionID() string {
	m.nextColl++
	return "c" + strconv.Itoa(m.nextColl)
}

func (m *oaMapper) requestID() string {
	m.nextReq++
	return "r" + strconv.Itoa(m.nextReq)
}

// Rule 1: the base URL.

// oaServerVar matches a server variable or a path template: {name}.
var oaServerVar = regexp.MustCompile(`\{([^{}]*)\}`)

// baseURL builds the root collection's variables: baseUrl from servers[0]
// (the default server "/" when none is declared), server-variable defaults
// substituted, a relative URL resolved against Options.SourceURL. A URL
// that cannot be made absolute is kept as written and counted
// unresolved_base_url; a resolved one loses its trailing slash, since every
// request URL appends a path that starts with one.
func (m *oaMapper) baseURL() codec.RawMessage {
	raw := "/"
	var vars *oaNode
	if servers := m.root.get("servers"); servers != nil && servers.kind == oaArray && len(servers.items) > 0 {
		if s := m.resolve(servers.items[0]); s != nil {
			if u := s.get("url"); u != nil && u.kind == oaString {
				raw = u.text
			}
			vars = m.resolve(s.get("variables"))
		}
	}
	sub := oaServerVar.ReplaceAllStringFunc(raw, func(tok string) string {
		v := m.resolve(vars.get(tok[1 : len(tok)-1]))
		if d := v.get("default"); d != nil {
			if s, ok := d.scalar(); ok {
				return s
			}
		}
		return tok
	})
	value, ok := oaResolveURL(sub, m.opts.SourceURL)
	if !ok {
		m.meta.count("unresolved_base_url", 1)
		value = sub
	}
	b, _ := codec.MarshalHTMLSafe(struct {
		BaseURL string `json:"baseUrl"`
	}{value})
	return b
}

// oaResolveURL makes ref absolute (http or https with a host), resolving it
// against base when it is relative.
func oaResolveURL(ref, base string) (string, bool) {
	u, err := url.Parse(ref)
	if err != nil {
		return "", false
	}
	if !u.IsAbs() {
		b, err := url.Parse(base)
		if err != nil || !b.IsAbs() || b.Host == "" {
			return "", false
		}
		u = b.ResolveReference(u)
	}
	if (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return "", false
	}
	u.RawQuery, u.Fragment, u.RawFragment = "", "", ""
	return strings.TrimSuffix(u.String(), "/"), true
}

// Rule 7: collection auth.

// collectionAuth maps the scheme the first security requirement names, or
// with no requirement the first declared scheme.
func (m *oaMapper) collectionAuth() codec.RawMessage {
	none := codec.RawMessage(`{"mode":"none"}`)
	schemes := m.resolve(m.resolve(m.root.get("components")).get("securitySchemes"))
	name := ""
	if sec := m.root.get("security"); sec != nil && sec.kind == oaArray && len(sec.items) > 0 {
		first := sec.items[0]
		if first.kind != oaObject || len(first.keys) == 0 {
			return none // an empty requirement: no auth
		}
		name = first.keys[0]
	} else if schemes != nil && schemes.kind == oaObject && len(schemes.keys) > 0 {
		name = schemes.keys[0]
	}
	if name == "" {
		return none
	}
	s := m.resolve(schemes.get(name))
	if s == nil {
		m.meta.skip(fmt.Sprintf("The security requirement names scheme %q, which is not declared; the collection has no auth.", name))
		return none
	}
	typ := s.str("type")
	switch {
	case typ == "http" && strings.EqualFold(s.str("scheme"), "bearer"):
		return codec.RawMessage(`{"mode":"bearer","token":""}`)
	case typ == "http" && strings.EqualFold(s.str("scheme"), "basic"):
		return codec.RawMessage(`{"mode":"basic","username":"","password":""}`)
	case typ == "apiKey" && (s.str("in") == "header" || s.str("in") == "query"):
		b, _ := codec.MarshalHTMLSafe(struct {
			Mode  string `json:"mode"`
			Key   string `json:"key"`
			Value string `json:"value"`
			In    string `json:"in"`
		}{"apikey", s.str("name"), "", s.str("in")})
		return b
	case typ == "apiKey" && s.str("in") == "cookie":
		m.meta.count("security_unmapped_apikey_cookie", 1)
		m.meta.skip(fmt.Sprintf("Security scheme %q is an API key in a cookie, which has no auth mode; the collection has no auth.", name))
		return none
	}
	kind := typ
	if typ == "http" {
		kind = "http " + s.str("scheme")
	}
	m.meta.skip(fmt.Sprintf("Security scheme %q (%s) is not mapped; the collection has no auth.", name, strings.TrimSpace(kind)))
	return none
}

// Rules 2 and 8: operations and folders.

var oaMethods = map[string]bool{"get": true, "put": true, "post": true, "delete": true, "options": true, "head": true, "patch": true}

// operations lists the operations of paths in document order. trace is
// counted unsupported_method; a path item or operation that is not an
// object counts malformed_spec.
func (m *oaMapper) operations() []oaOperation {
	paths := m.root.get("paths")
	if paths == nil {
		return nil
	}
	if paths.kind != oaObject {
		m.meta.count("malformed_spec", 1)
		m.meta.skip("paths is not an object; no operation is imported.")
		return nil
	}
	var out []oaOperation
	for i, path := range paths.keys {
		if strings.HasPrefix(path, "x-") {
			continue
		}
		raw := paths.vals[i]
		item := m.resolve(raw)
		if item == nil && oaIsRef(raw) {
			continue // counted by scanRefs
		}
		if item == nil || item.kind != oaObject {
			m.meta.count("malformed_spec", 1)
			m.meta.skip(fmt.Sprintf("Path item %s is not an object and is skipped.", path))
			continue
		}
		pathParams := m.paramList(item.get("parameters"), path)
		for j, key := range item.keys {
			if key == "trace" {
				m.meta.count("unsupported_method", 1)
				m.meta.skip(fmt.Sprintf("TRACE %s is not imported: the engine does not send TRACE.", path))
				continue
			}
			if !oaMethods[key] {
				continue
			}
			op := item.vals[j]
			if op.kind != oaObject {
				m.meta.count("malformed_spec", 1)
				m.meta.skip(fmt.Sprintf("Operation %s %s is not an object and is skipped.", strings.ToUpper(key), path))
				continue
			}
			o := oaOperation{path: path, method: strings.ToUpper(key), item: item, op: op, pathParams: pathParams}
			if tags := op.get("tags"); tags != nil && tags.kind == oaArray && len(tags.items) > 0 &&
				tags.items[0].kind == oaString && strings.TrimSpace(tags.items[0].text) != "" {
				o.folder, o.tag = strings.TrimSpace(tags.items[0].text), true
			} else {
				o.folder = oaResourceSegment(path)
			}
			out = append(out, o)
		}
		m.skipCallbacks(item, path)
	}
	return out
}

// oaVersionSegment matches path segments that name a version rather than a
// resource: v1, V2, v1.2, 1, 2.0, and dated versions like 2010-04-01.
var oaVersionSegment = regexp.MustCompile(`^(?i:v?\d+([._-]\d+)*)$`)

// oaResourceSegment is the first path segment that names a resource:
// version segments, "api" and segments holding a {template} are skipped.
func oaResourceSegment(path string) string {
	for _, seg := range strings.Split(path, "/") {
		switch {
		case seg == "", strings.ContainsAny(seg, "{}"), strings.EqualFold(seg, "api"), oaVersionSegment.MatchString(seg):
			continue
		}
		return seg
	}
	return ""
}

// folders creates one child collection per folder name: names that are
// tags declared in the document's tags list come first, in that order
// (with the tag's description), then the others in order of first use. A
// tag and a path segment with the same name share one folder.
func (m *oaMapper) folders(ops []oaOperation, rootID string) {
	used := map[string]bool{}
	var order []string
	for _, op := range ops {
		if op.folder != "" && !used[op.folder] {
			used[op.folder] = true
			order = append(order, op.folder)
		}
	}
	add := func(name, desc string) {
		if m.folderIDs[name] != "" {
			return
		}
		id := m.collectionID()
		m.folderIDs[name] = id
		parent := rootID
		m.tree.Collections = append(m.tree.Collections, Collection{TempID: id, ParentTempID: &parent, Name: name, Description: desc})
	}
	if tags := m.root.get("tags"); tags != nil && tags.kind == oaArray {
		for _, t := range tags.items {
			name := strings.TrimSpace(t.str("name"))
			if used[name] {
				add(name, t.str("description"))
			}
		}
	}
	for _, name := range order {
		add(name, "")
	}
}

// skipWebhooks names the webhooks (3.1), which describe requests the API
// sends rather than ones it serves.
func (m *oaMapper) skipWebhooks() {
	hooks := m.root.get("webhooks")
	if hooks == nil || hooks.kind != oaObject {
		return
	}
	for _, k := range hooks.keys {
		if !strings.HasPrefix(k, "x-") {
			m.meta.skip(fmt.Sprintf("Webhook %q is not imported: it describes a request the API sends.", k))
		}
	}
}

// skipCallbacks names the callbacks of the operations of a path item.
func (m *oaMapper) skipCallbacks(item *oaNode, path string) {
	for j, key := range item.keys {
		if !oaMethods[key] {
			continue
		}
		cbs := item.vals[j].get("callbacks")
		if cbs == nil || cbs.kind != oaObject {
			continue
		}
		for _, name := range cbs.keys {
			if !strings.HasPrefix(name, "x-") {
				m.meta.skip(fmt.Sprintf("Callback %q of %s %s is not imported: it describes a request the API sends.", name, strings.ToUpper(key), path))
			}
		}
	}
}

// Rules 3-6: one request.

type oaRow struct {
	Key     string `json:"key"`
	Value   string `json:"value"`
	Enabled bool   `json:"enabled"`
}

type oaField struct {
	Key     string `json:"key"`
	Value   string `json:"value"`
	Enabled bool   `json:"enabled"`
	Type    string `json:"type,omitempty"`
}

type oaSpecOperation struct {
	OperationID string `json:"operationId,omitempty"`
	Method      string `json:"method"`
	Path        string `json:"path"`
}

func (m *oaMapper) request(op oaOperation, rootID string) {
	where := op.method + " " + op.path
	opID := ""
	if v := op.op.get("operationId"); v != nil && v.kind == oaString && v.text != "" {
		opID = v.text
		if m.opIDs[opID] {
			m.meta.count("duplicate_operation_id", 1)
			m.meta.skip(fmt.Sprintf("operationId %q of %s repeats an earlier operation's and is dropped from it.", opID, where))
			opID = ""
		} else {
			m.opIDs[opID] = true
		}
	}
	name := strings.TrimSpace(op.op.str("summary"))
	if name == "" {
		name = opID
	}
	if name == "" {
		name = where
	}
	coll := rootID
	if op.folder != "" {
		coll = m.folderIDs[op.folder]
	}
	r := Request{
		TempID:           m.requestID(),
		CollectionTempID: coll,
		Name:             name,
		Description:      op.op.str("description"),
		Method:           op.method,
		URL:              "{{baseUrl}}" + oaServerVar.ReplaceAllString(op.path, "{{$1}}"),
		Auth:             codec.RawMessage(`{"mode":"inherit"}`),
	}
	r.SpecOperation, _ = codec.MarshalHTMLSafe(oaSpecOperation{OperationID: opID, Method: op.method, Path: op.path})

	var params, headers []oaRow
	for _, p := range m.parameters(op) {
		in, key := p.str("in"), p.str("name")
		if in == "header" && (strings.EqualFold(key, "Authorization") || strings.EqualFold(key, "Content-Type")) {
			continue
		}
		if in != "query" && in != "header" {
			continue
		}
		value := m.paramValue(p)
		enabled := value != ""
		if req := p.get("required"); req != nil && req.kind == oaBool && req.text == "true" {
			enabled = true
		}
		if x := p.get("x-svc-enabled"); x != nil && x.kind == oaBool {
			enabled = x.text == "true"
		}
		row := oaRow{Key: key, Value: value, Enabled: enabled}
		if in == "query" {
			params = append(params, row)
		} else {
			headers = append(headers, row)
		}
	}
	if params != nil {
		r.Params, _ = codec.MarshalHTMLSafe(params)
	}
	if headers != nil {
		r.Headers, _ = codec.MarshalHTMLSafe(headers)
	}
	r.Body = m.body(op.op.get("requestBody"), where)
	r.Examples = m.examples(op.op.get("responses"), where)
	m.tree.Requests = append(m.tree.Requests, r)
}

// parameters merges the path-level and operation-level parameters by in
// plus name (rule 4): an operation parameter replaces the path parameter it
// redeclares in place; the others follow in order.
func (m *oaMapper) parameters(op oaOperation) []*oaNode {
	out := slices.Clone(op.pathParams)
	for _, p := range m.paramList(op.op.get("parameters"), op.method+" "+op.path) {
		key := p.str("in") + "\x00" + p.str("name")
		replaced := false
		for i, q := range out {
			if q.str("in")+"\x00"+q.str("name") == key {
				out[i], replaced = p, true
				break
			}
		}
		if !replaced {
			out = append(out, p)
		}
	}
	return out
}

// paramList resolves a parameters value. A value that is not an array
// counts malformed_spec and reads as empty (rule 8), as does an entry that
// is not a parameter object with a name and a location.
func (m *oaMapper) paramList(v *oaNode, where string) []*oaNode {
	if v == nil {
		return nil
	}
	if v.kind != oaArray {
		m.meta.count("malformed_spec", 1)
		m.meta.skip(fmt.Sprintf("The parameters of %s are not an array and are ignored.", where))
		return nil
	}
	var out []*oaNode
	for _, e := range v.items {
		p := m.resolve(e)
		if p == nil && oaIsRef(e) {
			continue // counted by scanRefs
		}
		if p == nil || p.kind != oaObject || p.str("name") == "" || p.str("in") == "" {
			m.meta.count("malformed_spec", 1)
			m.meta.skip(fmt.Sprintf("A parameter of %s is not a parameter object and is ignored.", where))
			continue
		}
		out = append(out, p)
	}
	return out
}

// paramValue is the example of a parameter (rule 4): its example, else the
// value of its first examples entry, else its schema's example, else its
// schema's default; the first of these that is present is used, and only
// if it is a scalar. A Swagger 2.0 x-example is the parameter's example.
func (m *oaMapper) paramValue(p *oaNode) string {
	pick := func(v *oaNode) string {
		s, _ := v.scalar()
		return s
	}
	if v := p.get("example"); v.present() {
		return pick(v)
	}
	if ex := p.get("examples"); ex != nil && ex.kind == oaObject && len(ex.vals) > 0 {
		if v := m.resolve(ex.vals[0]).get("value"); v.present() {
			return pick(v)
		}
	}
	if m.swagger {
		if v := p.get("x-example"); v.present() {
			return pick(v)
		}
	}
	schema := m.resolve(p.get("schema"))
	if v := schema.get("example"); v.present() {
		return pick(v)
	}
	if v := schema.get("default"); v.present() {
		return pick(v)
	}
	return ""
}

// body maps a request body (rule 5): the first media type that maps, in
// document order, gives the body; other media types are passed over.
func (m *oaMapper) body(v *oaNode, where string) codec.RawMessage {
	rb := m.resolve(v)
	content := m.resolve(rb.get("content"))
	if content == nil || content.kind != oaObject {
		return nil
	}
	for i, key := range content.keys {
		mt := oaEssence(key)
		media := m.resolve(content.vals[i])
		switch {
		case oaIsJSON(mt):
			var text []byte
			if ex := media.get("example"); ex.present() {
				text = m.exampleText(ex, true, oaMaxBodyContent)
			} else if schema := media.get("schema"); m.resolve(schema) != nil {
				text = m.sample(schema).appendJSONLimited(oaMaxBodyContent)
			}
			if len(text) > oaMaxBodyContent {
				m.meta.skip(fmt.Sprintf("The JSON body of %s is over %d bytes and is not imported.", where, oaMaxBodyContent))
				return nil
			}
			b, _ := codec.MarshalHTMLSafe(struct {
				Mode    string `json:"mode"`
				Content string `json:"content"`
			}{"json", string(text)})
			return b
		case mt == "text/plain":
			return codec.RawMessage(`{"mode":"text","content":""}`)
		case mt == "application/x-www-form-urlencoded":
			return m.formBody("x-www-form-urlencoded", media, false)
		case mt == "multipart/form-data":
			return m.formBody("form-data", media, true)
		}
	}
	return nil
}

// formBody lists the properties of a form schema as fields. A property's
// value is its const, example, first examples entry or default (scalars as
// text, others as JSON); a field is enabled when it has a value or is
// required. In multipart, a format: binary property (or an array of them)
// is a file part with no path, enabled only when required.
func (m *oaMapper) formBody(mode string, media *oaNode, multipart bool) codec.RawMessage {
	schema := m.objectSchema(media.get("schema"), 0)
	required := map[string]bool{}
	if req := schema.get("required"); req != nil && req.kind == oaArray {
		for _, r := range req.items {
			if r.kind == oaString {
				required[r.text] = true
			}
		}
	}
	fields := []oaField{}
	if props := m.resolve(schema.get("properties")); props != nil && props.kind == oaObject {
		for i, key := range props.keys {
			ps := m.resolve(props.vals[i])
			if multipart && m.isBinary(ps) {
				fields = append(fields, oaField{Key: key, Enabled: required[key], Type: "file"})
				continue
			}
			value := ""
			if v := m.explicitValue(ps); v != nil {
				if s, ok := v.scalar(); ok {
					value = s
				} else {
					value = string(v.appendJSONLimited(oaMaxBodyContent))
				}
			}
			fields = append(fields, oaField{Key: key, Value: value, Enabled: value != "" || required[key]})
		}
	}
	b, _ := codec.MarshalHTMLSafe(struct {
		Mode   string    `json:"mode"`
		Fields []oaField `json:"fields"`
	}{mode, fields})
	return b
}

// objectSchema resolves a form schema to the schema holding its properties:
// a schema without properties follows the first branch of allOf, oneOf or
// anyOf.
func (m *oaMapper) objectSchema(v *oaNode, depth int) *oaNode {
	s := m.resolve(v)
	if s == nil || depth > oaSampleDepth || s.get("properties") != nil {
		return s
	}
	for _, k := range []string{"allOf", "oneOf", "anyOf"} {
		if br := s.get(k); br != nil && br.kind == oaArray && len(br.items) > 0 {
			return m.objectSchema(br.items[0], depth+1)
		}
	}
	return s
}

// isBinary reports a schema for file content, or an array of them:
// format: binary, or its OpenAPI 3.1 spellings contentEncoding: binary and
// a contentMediaType that is neither text nor JSON.
func (m *oaMapper) isBinary(s *oaNode) bool {
	binary := func(s *oaNode) bool {
		if s.str("format") == "binary" || s.str("contentEncoding") == "binary" {
			return true
		}
		mt := oaEssence(s.str("contentMediaType"))
		return mt != "" && !strings.HasPrefix(mt, "text/") && !oaIsJSON(mt)
	}
	return binary(s) || binary(m.resolve(s.get("items")))
}

// explicitValue is the value a schema states for itself: const, example,
// the first examples entry, then default.
func (m *oaMapper) explicitValue(s *oaNode) *oaNode {
	if v := s.get("const"); v != nil {
		return v
	}
	if v := s.get("example"); v.present() {
		return v
	}
	if v := s.get("examples"); v != nil && v.kind == oaArray && len(v.items) > 0 {
		return v.items[0]
	}
	if v := s.get("default"); v.present() {
		return v
	}
	return nil
}

// examples maps the documented responses (rule 6): each numeric status
// becomes an example named by its code and description; default and
// non-numeric keys are skipped and counted.
func (m *oaMapper) examples(v *oaNode, where string) []Example {
	resps := m.resolve(v)
	if resps == nil || resps.kind != oaObject {
		return nil
	}
	var out []Example
	for i, code := range resps.keys {
		if strings.HasPrefix(code, "x-") {
			continue
		}
		if code == "default" {
			m.meta.count("default_response", 1)
			continue
		}
		status, err := strconv.Atoi(code)
		if err != nil || len(code) != 3 || status < 100 || status > 599 {
			m.meta.count("example_no_status", 1)
			continue
		}
		r := m.resolve(resps.vals[i])
		if r == nil && oaIsRef(resps.vals[i]) {
			continue // counted by scanRefs
		}
		if r == nil || r.kind != oaObject {
			m.meta.count("malformed_spec", 1)
			m.meta.skip(fmt.Sprintf("Response %s of %s is not an object and is skipped.", code, where))
			continue
		}
		if len(out) == oaMaxExamples {
			m.meta.skip(fmt.Sprintf("Response %s of %s is not imported: a request holds at most %d examples.", code, where, oaMaxExamples))
			continue
		}
		name := code
		if d := strings.Join(strings.Fields(r.str("description")), " "); d != "" {
			name += " " + d
		}
		ex := Example{Name: name, Status: status, Headers: codec.RawMessage("[]")}
		ex.ContentType, ex.Body = m.responseBody(r)
		if len(ex.Body) > oaMaxExampleBody {
			m.meta.skip(fmt.Sprintf("The body of example %q of %s is over %d bytes and is left empty.", name, where, oaMaxExampleBody))
			ex.Body = ""
		}
		out = append(out, ex)
	}
	return out
}

// responseBody picks a response's media type (the first JSON one, else the
// first) and its body: the media type's example, else its first examples
// value, else for JSON the sampled schema.
func (m *oaMapper) responseBody(r *oaNode) (contentType, body string) {
	content := m.resolve(r.get("content"))
	if content == nil || content.kind != oaObject || len(content.keys) == 0 {
		return "", ""
	}
	pick := 0
	for i, k := range content.keys {
		if oaIsJSON(oaEssence(k)) {
			pick = i
			break
		}
	}
	contentType = content.keys[pick]
	isJSON := oaIsJSON(oaEssence(contentType))
	media := m.resolve(content.vals[pick])
	limit := oaMaxExampleBody + 1
	if ex := media.get("example"); ex.present() {
		return contentType, string(m.exampleText(ex, isJSON, limit))
	}
	if exs := m.resolve(media.get("examples")); exs != nil && exs.kind == oaObject && len(exs.vals) > 0 {
		if v := m.resolve(exs.vals[0]).get("value"); v.present() {
			return contentType, string(m.exampleText(v, isJSON, limit))
		}
	}
	if schema := media.get("schema"); isJSON && m.resolve(schema) != nil {
		return contentType, string(m.sample(schema).appendJSONLimited(limit))
	}
	return contentType, ""
}

// exampleText serializes an example as indented JSON, member order kept. A
// string example is its own text for a non-JSON media type, and for a JSON
// media type when it holds a JSON object or array.
func (m *oaMapper) exampleText(v *oaNode, isJSON bool, limit int) []byte {
	if v.kind == oaString {
		if !isJSON {
			return []byte(v.text)
		}
		t := strings.TrimSpace(v.text)
		if (strings.HasPrefix(t, "{") || strings.HasPrefix(t, "[")) && codec.Valid([]byte(t)) {
			return []byte(v.text)
		}
	}
	return v.appendJSONLimited(limit)
}

// oaEssence is a media type without parameters, lower-cased.
func oaEssence(mt string) string {
	if i := strings.IndexByte(mt, ';'); i >= 0 {
		mt = mt[:i]
	}
	return strings.ToLower(strings.TrimSpace(mt))
}

// oaIsJSON reports a JSON media type: */json or */*+json.
func oaIsJSON(essence string) bool {
	_, sub, ok := strings.Cut(essence, "/")
	return ok && (sub == "json" || strings.HasSuffix(sub, "+json"))
}

// Schema sampling (rule 5).

// oaSampler samples one schema. active holds the $ref targets being
// sampled (the cycle guard); budget counts down the values produced.
type oaSampler struct {
	m      *oaMapper
	active map[*oaNode]bool
	budget int
}

func (m *oaMapper) sample(schema *oaNode) *oaNode {
	s := &oaSampler{m: m, active: map[*oaNode]bool{}, budget: oaSampleBudget}
	return s.sample(schema, 0)
}

var (
	oaNullNode  = &oaNode{kind: oaNull}
	oaTrueNode  = &oaNode{kind: oaBool, text: "true"}
	oaZeroNode  = &oaNode{kind: oaNumber, text: "0"}
	oaEmptyText = &oaNode{kind: oaString, text: "string"}
)

// sample builds an example value for a schema: $ref followed (a reference
// already being sampled gives an empty value), then const, example, the
// first examples entry, default, the first enum value; then the first
// branch of allOf/oneOf/anyOf (the schema's own properties added to it);
// then a value of its type (the first non-null member of a type array),
// objects and arrays stopping at depth 6.
func (s *oaSampler) sample(n *oaNode, depth int) *oaNode {
	s.budget--
	if n == nil || s.budget < 0 {
		return oaNullNode
	}
	if ref := n.get("$ref"); ref != nil && ref.kind == oaString {
		if v := s.m.explicitValue(n); v != nil {
			return v // 3.1: a value stated beside the $ref
		}
		target := s.m.resolve(n)
		if target == nil {
			return oaNullNode
		}
		if s.active[target] {
			return s.empty(target)
		}
		s.active[target] = true
		defer delete(s.active, target)
		n = target
	}
	if n.kind != oaObject {
		return oaNullNode // a boolean schema, or not a schema
	}
	if v := s.m.explicitValue(n); v != nil {
		return v
	}
	if v := n.get("enum"); v != nil && v.kind == oaArray && len(v.items) > 0 {
		return v.items[0]
	}
	for _, k := range []string{"allOf", "oneOf", "anyOf"} {
		br := n.get(k)
		if br == nil || br.kind != oaArray || len(br.items) == 0 {
			continue
		}
		base := s.sample(br.items[0], depth)
		if props := s.m.resolve(n.get("properties")); props != nil && props.kind == oaObject && base.kind == oaObject && depth < oaSampleDepth {
			merged := base.clone()
			for i, key := range props.keys {
				if merged.get(key) == nil {
					merged.put(key, s.sample(props.vals[i], depth+1))
				}
			}
			return merged
		}
		return base
	}
	switch s.typeOf(n) {
	case "array":
		out := &oaNode{kind: oaArray}
		if depth >= oaSampleDepth {
			return out
		}
		if pre := n.get("prefixItems"); pre != nil && pre.kind == oaArray {
			for _, it := range pre.items {
				out.items = append(out.items, s.sample(it, depth+1))
			}
		} else if it := n.get("items"); s.m.resolve(it) != nil {
			out.items = append(out.items, s.sample(it, depth+1))
		}
		return out
	case "string":
		return oaEmptyText
	case "integer", "number":
		return oaZeroNode
	case "boolean":
		return oaTrueNode
	case "null":
		return oaNullNode
	}
	out := &oaNode{kind: oaObject}
	if depth >= oaSampleDepth {
		return out
	}
	if props := s.m.resolve(n.get("properties")); props != nil && props.kind == oaObject {
		for i, key := range props.keys {
			out.put(key, s.sample(props.vals[i], depth+1))
		}
	}
	return out
}

// typeOf is a schema's type: the type string, the first non-null member of
// a type array, else array for a schema with items, else object.
func (s *oaSampler) typeOf(n *oaNode) string {
	t := n.get("type")
	switch {
	case t != nil && t.kind == oaString:
		return t.text
	case t != nil && t.kind == oaArray:
		for _, it := range t.items {
			if it.kind == oaString && it.text != "null" {
				return it.text
			}
		}
		if len(t.items) > 0 {
			return "null"
		}
	}
	if n.get("items") != nil || n.get("prefixItems") != nil {
		return "array"
	}
	return "object"
}

// empty is the value a reference cycle stops at: {} or [] by type, else
// null.
func (s *oaSampler) empty(n *oaNode) *oaNode {
	switch s.typeOf(n) {
	case "object":
		return &oaNode{kind: oaObject}
	case "array":
		return &oaNode{kind: oaArray}
	}
	return oaNullNode
}
