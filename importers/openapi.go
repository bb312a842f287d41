package importers

// OpenAPI 3.x and Swagger 2.0 mapping (spec: "OpenAPI 3.x mapping", rules
// 1-8).
//
// The document is read into an ordered tree (oaNode) straight from
// Document.Raw: JSON with a token decoder, YAML through yaml3's node API.
// Member order survives (paths, operations, responses, properties, example
// objects), which a decode into Go maps would lose (DESIGN.md: imported
// documents and stored examples are never round-tripped through a map), and
// the structures rule 8 asks to tolerate (a path item that is not an object,
// a parameters value that is not an array, an external $ref) stay readable,
// where kin-openapi's typed loader refuses the whole document. The one
// mapping walks that tree for 3.0 and 3.1 alike (no second path for the
// documents the loader would accept) and resolves local $refs itself;
// external ones are never followed. Nothing is validated, so examples that
// do not match their schemas are no obstacle. The tests check the walk
// against kin-openapi's loader on the corpus.
//
// A Swagger 2.0 document is converted with kin-openapi's openapi2conv, then
// mapped by the same walk. The conversion goes through Go maps, so the key
// order the mapping depends on (paths, methods, responses, media types,
// properties, security schemes) and the member order of example values are
// restored from the original tree before the walk (oaRestoreSwaggerOrder).

import (
	"bytes"
	"errors"
	"fmt"
	"maps"
	"net/url"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/getkin/kin-openapi/openapi2"
	"github.com/getkin/kin-openapi/openapi2conv"
	"github.com/getkin/kin-openapi/openapi3"

	"github.com/svc-engine/svc-engine/codec"
)

// Limits of the OpenAPI mapping.
const (
	// oaSampleDepth is where schema sampling stops descending (rule 5).
	oaSampleDepth = 6
	// oaSampleBudget bounds the values one sampled body may hold, so a wide
	// schema cannot multiply out level after level.
	oaSampleBudget = 10000
	// oaMaxExampleBody is the size of a saved example body (the API refuses
	// a larger one).
	oaMaxExampleBody = 1 << 20
	// oaMaxBodyContent is the stored field cap of a request body.
	oaMaxBodyContent = 10 << 20
	// oaMaxExamples is the number of examples a request may hold.
	oaMaxExamples = 100
	// oaMaxExpanded bounds the JSON text a Swagger document expands to
	// (YAML aliases can multiply it) before it is converted.
	oaMaxExpanded = 64 << 20
)

// mapOpenAPI maps an OpenAPI 3.0 or 3.1 document.
func mapOpenAPI(doc *Document, opts Options) (Tree, error) {
	root, err := oaDocumentTree(doc)
	if err != nil {
		return Tree{}, fmt.Errorf("read the OpenAPI document: %w", err)
	}
	if root.kind != oaObject {
		return Tree{}, errors.New("read the OpenAPI document: the document is not an object")
	}
	m := newOAMapper(root, opts)
	m.meta.Format = oaDialect(root)
	m.scanRefs(root)
	return m.run(), nil
}

// mapSwagger maps a Swagger 2.0 document: openapi2conv converts it to
// OpenAPI 3, and the OpenAPI 3 mapping runs on the result. Rule 8 is
// applied to the Swagger text before the conversion (which would refuse
// those structures), so its counts describe the document as written.
func mapSwagger(doc *Document, opts Options) (Tree, error) {
	orig, err := oaDocumentTree(doc)
	if err != nil {
		return Tree{}, fmt.Errorf("read the Swagger document: %w", err)
	}
	if orig.kind != oaObject {
		return Tree{}, errors.New("read the Swagger document: the document is not an object")
	}
	pre := newOAMapper(orig, opts)
	pre.scanRefs(orig)
	clean := pre.sanitizeSwagger(orig)
	text, ok := clean.appendJSON(nil, "", 0, oaMaxExpanded)
	if !ok {
		return Tree{}, fmt.Errorf("read the Swagger document: it expands to more than %d bytes", oaMaxExpanded)
	}
	b, err := oaConvertSwagger(text)
	if err != nil {
		return Tree{}, fmt.Errorf("convert the Swagger document to OpenAPI 3: %w", err)
	}
	conv, err := oaDecodeJSON(b)
	if err != nil {
		return Tree{}, fmt.Errorf("convert the Swagger document to OpenAPI 3: %w", err)
	}
	oaRestoreSwaggerOrder(conv, orig)
	m := newOAMapper(conv, opts)
	m.swagger = true
	m.meta = pre.meta
	m.meta.Format = FormatSwagger2
	return m.run(), nil
}

// oaDialect names the 3.x dialect of meta.format: 3.0 documents are
// openapi-3.0, every later 3.x is read with the 3.1 rules.
func oaDialect(root *oaNode) string {
	if v := root.get("openapi"); v != nil && strings.HasPrefix(v.text, "3.0") {
		return "openapi-3.0"
	}
	return "openapi-3.1"
}

// oaConvertSwagger converts Swagger 2.0 JSON text to OpenAPI 3 JSON text.
// kin-openapi panics on some malformed inputs (a null schema in a map
// reaches a nil dereference when marshalled); a panic becomes an error.
func oaConvertSwagger(text []byte) (out []byte, err error) {
	defer func() {
		if r := recover(); r != nil {
			out, err = nil, fmt.Errorf("the document is malformed in a way the converter cannot read: %v", r)
		}
	}()
	var doc2 openapi2.T
	if err := codec.Unmarshal(text, &doc2); err != nil {
		return nil, err
	}
	doc3, err := oaToV3(&doc2)
	if err != nil {
		return nil, err
	}
	return codec.MarshalHTMLSafe(doc3)
}

// oaToV3 is openapi2conv.ToV3WithLoader without its last step, which
// resolves every $ref and refuses an external or dangling one: the mapping
// resolves local references itself and never follows external ones (rule
// 8). The host is read tolerantly (a scheme or a path inside it is moved to
// where it belongs) instead of failing the document.
func oaToV3(doc2 *openapi2.T) (*openapi3.T, error) {
	doc3 := &openapi3.T{
		OpenAPI:      "3.0.3",
		Info:         &doc2.Info,
		Components:   &openapi3.Components{},
		Tags:         doc2.Tags,
		ExternalDocs: doc2.ExternalDocs,
	}
	host, basePath, schemes := doc2.Host, doc2.BasePath, doc2.Schemes
	if i := strings.Index(host, "://"); i >= 0 {
		if len(schemes) == 0 {
			schemes = []string{host[:i]}
		}
		host = host[i+3:]
	}
	if i := strings.IndexByte(host, '/'); i >= 0 {
		basePath = strings.TrimSuffix(host[i:], "/") + basePath
		host = host[:i]
	}
	switch {
	case host != "":
		if len(schemes) == 0 {
			schemes = []string{"https"}
		}
		if basePath == "" {
			basePath = "/"
		}
		for _, scheme := range schemes {
			u := url.URL{Scheme: scheme, Host: host, Path: basePath}
			doc3.AddServer(&openapi3.Server{URL: u.String()})
		}
	case basePath != "":
		doc3.AddServer(&openapi3.Server{URL: basePath})
	}

	doc3.Components.Schemas = make(map[string]*openapi3.SchemaRef)
	if parameters := doc2.Parameters; len(parameters) != 0 {
		doc3.Components.Parameters = make(map[string]*openapi3.ParameterRef)
		doc3.Components.RequestBodies = make(map[string]*openapi3.RequestBodyRef)
		for k, parameter := range parameters {
			if parameter == nil {
				continue
			}
			p, body, schemas, err := openapi2conv.ToV3Parameter(doc3.Components, parameter, doc2.Consumes)
			switch {
			case err != nil:
				return nil, err
			case body != nil:
				doc3.Components.RequestBodies[k] = body
			case schemas != nil:
				for _, s := range schemas {
					doc3.Components.Schemas[k] = s
				}
			default:
				doc3.Components.Parameters[k] = p
			}
		}
	}
	if len(doc2.Paths) != 0 {
		doc3.Paths = openapi3.NewPathsWithCapacity(len(doc2.Paths))
		for path, item := range doc2.Paths {
			if item == nil {
				continue
			}
			r, err := openapi2conv.ToV3PathItem(doc2, doc3.Components, item, doc2.Consumes)
			if err != nil {
				return nil, err
			}
			doc3.Paths.Set(path, r)
		}
	}
	if len(doc2.Responses) != 0 {
		doc3.Components.Responses = make(openapi3.ResponseBodies, len(doc2.Responses))
		for k, response := range doc2.Responses {
			if response == nil {
				continue
			}
			r, err := openapi2conv.ToV3Response(response, doc2.Produces)
			if err != nil {
				return nil, err
			}
			doc3.Components.Responses[k] = r
		}
	}
	maps.Copy(doc3.Components.Schemas, openapi2conv.ToV3Schemas(doc2.Definitions))
	if len(doc2.SecurityDefinitions) != 0 {
		doc3.Components.SecuritySchemes = make(map[string]*openapi3.SecuritySchemeRef)
		for k, v := range doc2.SecurityDefinitions {
			r, err := openapi2conv.ToV3SecurityScheme(v)
			if err != nil {
				// An oauth2 flow the converter does not know: the scheme is
				// kept by name with no type, so it maps to no auth.
				r = &openapi3.SecuritySchemeRef{Value: &openapi3.SecurityScheme{}}
			}
			if r != nil {
				doc3.Components.SecuritySchemes[k] = r
			}
		}
	}
	doc3.Security = openapi2conv.ToV3SecurityRequirements(doc2.Security)
	return doc3, nil
}

// ---------------------------------------------------------------------------
// The mapping.

// oaMapper maps one decoded OpenAPI 3 tree. It is used by one goroutine.
type oaMapper struct {
	root    *oaNode
	opts    Options
	meta    Meta
	tree    Tree
	swagger bool // the tree was converted from Swagger 2.0

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
	for _, op := range ops {
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

// ---------------------------------------------------------------------------
// References.

// resolve follows local $refs (JSON pointers into the document) to the
// value they name. It returns nil for nil, an external reference, a
// reference that names nothing, or a chain longer than 32 hops.
func (m *oaMapper) resolve(n *oaNode) *oaNode {
	for hops := 0; n != nil && n.kind == oaObject; hops++ {
		ref := n.get("$ref")
		if ref == nil || ref.kind != oaString {
			return n
		}
		if hops == 32 || !strings.HasPrefix(ref.text, "#") {
			return nil
		}
		n = m.pointer(ref.text)
	}
	return n
}

// oaIsRef reports a reference object; one that does not resolve was
// counted once by scanRefs.
func oaIsRef(n *oaNode) bool {
	ref := n.get("$ref")
	return ref != nil && ref.kind == oaString
}

// oaExternal reports a reference to another document.
func oaExternal(n *oaNode) bool {
	ref := n.get("$ref")
	return ref != nil && ref.kind == oaString && !strings.HasPrefix(ref.text, "#")
}

// pointer evaluates a local reference "#/a/b" (percent-decoded, then ~1 and
// ~0 unescaped per segment).
func (m *oaMapper) pointer(ref string) *oaNode {
	if n, ok := m.refs[ref]; ok {
		return n
	}
	n := oaEvalPointer(m.root, ref[1:])
	if n == nil {
		if frag, err := url.PathUnescape(ref[1:]); err == nil && frag != ref[1:] {
			n = oaEvalPointer(m.root, frag)
		}
	}
	m.refs[ref] = n
	return n
}

func oaEvalPointer(root *oaNode, frag string) *oaNode {
	if frag == "" {
		return root
	}
	if !strings.HasPrefix(frag, "/") {
		return nil // a plain-name fragment ($anchor) is not looked up
	}
	n := root
	for _, tok := range strings.Split(frag[1:], "/") {
		tok = strings.ReplaceAll(strings.ReplaceAll(tok, "~1", "/"), "~0", "~")
		switch n.kind {
		case oaObject:
			n = n.get(tok)
		case oaArray:
			i, err := strconv.Atoi(tok)
			if err != nil || i < 0 || i >= len(n.items) {
				return nil
			}
			n = n.items[i]
		default:
			return nil
		}
		if n == nil {
			return nil
		}
	}
	return n
}

// oaNameMaps are the members whose keys are names (of properties, schemas,
// paths, media types...), never keywords.
var oaNameMaps = map[string]bool{
	"properties": true, "patternProperties": true, "$defs": true, "definitions": true, "dependentSchemas": true,
	"schemas": true, "responses": true, "parameters": true, "requestBodies": true, "headers": true,
	"securitySchemes": true, "securityDefinitions": true, "links": true, "callbacks": true, "pathItems": true,
	"paths": true, "webhooks": true, "content": true, "encoding": true, "variables": true,
}

// scanRefs counts, once per occurrence in the document, every external
// $ref (external_ref: never followed) and every local one that names
// nothing (malformed_spec). Literal values (example, default, enum, const,
// an Example object's value, extensions) are not scanned.
func (m *oaMapper) scanRefs(root *oaNode) {
	named := map[string]bool{}
	var walk func(n *oaNode, names bool)
	check := func(n *oaNode) {
		ref := n.get("$ref")
		if ref == nil || ref.kind != oaString {
			return
		}
		switch {
		case !strings.HasPrefix(ref.text, "#"):
			m.meta.count("external_ref", 1)
			if !named[ref.text] {
				named[ref.text] = true
				m.meta.skip(fmt.Sprintf("The external $ref %q is not followed.", ref.text))
			}
		case strings.HasPrefix(ref.text, "#/") || ref.text == "#":
			if m.pointer(ref.text) == nil {
				m.meta.count("malformed_spec", 1)
				if !named[ref.text] {
					named[ref.text] = true
					m.meta.skip(fmt.Sprintf("The $ref %q names nothing in the document.", ref.text))
				}
			}
		}
	}
	walk = func(n *oaNode, names bool) {
		switch n.kind {
		case oaArray:
			for _, it := range n.items {
				walk(it, false)
			}
		case oaObject:
			if !names {
				check(n)
			}
			for i, k := range n.keys {
				v := n.vals[i]
				if names {
					walk(v, false)
					continue
				}
				switch {
				case k == "example" || k == "default" || k == "enum" || k == "const" || k == "x-example" || strings.HasPrefix(k, "x-"):
				case k == "examples":
					if v.kind == oaObject {
						for _, e := range v.vals {
							if e.kind == oaObject {
								check(e)
							}
						}
					}
				default:
					walk(v, oaNameMaps[k] && v.kind == oaObject)
				}
			}
		}
	}
	walk(root, false)
}

// ---------------------------------------------------------------------------
// Swagger 2.0 before and after the conversion.

// sanitizeSwagger returns the document with what rule 8 tolerates taken
// out (counted malformed_spec), since the typed Swagger model refuses the
// whole document over any of them: path items, operations and responses
// that are not objects, parameters values that are not arrays and entries
// that are not objects, and entries of definitions, parameters, responses
// and securityDefinitions that are not objects. A trace operation (not a
// Swagger 2.0 method) is counted unsupported_method and removed. An operation with a body or form parameter and no
// consumes gets application/json, or the form type its parameters imply,
// since the conversion would otherwise give it no usable media type. Nodes
// are copied where they change; the original tree is left as it was.
func (m *oaMapper) sanitizeSwagger(orig *oaNode) *oaNode {
	root := orig.clone()
	for _, key := range []string{"definitions", "parameters", "responses", "securityDefinitions"} {
		v := root.get(key)
		if v == nil || v.kind != oaObject {
			continue
		}
		clean := &oaNode{kind: oaObject}
		for i, name := range v.keys {
			if v.vals[i].kind != oaObject {
				m.meta.count("malformed_spec", 1)
				m.meta.skip(fmt.Sprintf("%s %q is not an object and is ignored.", key, name))
				continue
			}
			clean.put(name, v.vals[i])
		}
		root.put(key, clean)
	}
	paths := root.get("paths")
	if paths == nil {
		return root
	}
	if paths.kind != oaObject {
		m.meta.count("malformed_spec", 1)
		m.meta.skip("paths is not an object; no operation is imported.")
		root.del("paths")
		return root
	}
	rootConsumes := root.get("consumes")
	outPaths := &oaNode{kind: oaObject}
	for i, path := range paths.keys {
		item := paths.vals[i]
		if strings.HasPrefix(path, "x-") {
			outPaths.put(path, item)
			continue
		}
		if item.kind != oaObject {
			m.meta.count("malformed_spec", 1)
			m.meta.skip(fmt.Sprintf("Path item %s is not an object and is skipped.", path))
			continue
		}
		if oaExternal(item) {
			continue // counted external_ref; the conversion cannot read it
		}
		it := item.clone()
		pathParams := m.swaggerParams(it, path)
		for j, key := range item.keys {
			if key == "trace" {
				// Swagger 2.0 has no trace; one written anyway is counted as
				// the OpenAPI 3 mapping counts it.
				m.meta.count("unsupported_method", 1)
				m.meta.skip(fmt.Sprintf("TRACE %s is not imported: the engine does not send TRACE.", path))
				it.del(key)
				continue
			}
			if !oaMethods[key] {
				continue
			}
			op := item.vals[j]
			if op.kind != oaObject {
				m.meta.count("malformed_spec", 1)
				m.meta.skip(fmt.Sprintf("Operation %s %s is not an object and is skipped.", strings.ToUpper(key), path))
				it.del(key)
				continue
			}
			o := op.clone()
			ops := m.swaggerParams(o, strings.ToUpper(key)+" "+path)
			if rs := o.get("responses"); rs != nil && rs.kind == oaObject {
				clean := &oaNode{kind: oaObject}
				for k, code := range rs.keys {
					if rs.vals[k].kind != oaObject && !strings.HasPrefix(code, "x-") {
						m.meta.count("malformed_spec", 1)
						m.meta.skip(fmt.Sprintf("Response %s of %s %s is not an object and is skipped.", code, strings.ToUpper(key), path))
						continue
					}
					clean.put(code, rs.vals[k])
				}
				o.put("responses", clean)
			}
			if c := o.get("consumes"); (c == nil || c.kind != oaArray || len(c.items) == 0) &&
				(rootConsumes == nil || rootConsumes.kind != oaArray || len(rootConsumes.items) == 0) {
				if mt := m.swaggerBodyType(append(pathParams, ops...)); mt != "" {
					o.put("consumes", &oaNode{kind: oaArray, items: []*oaNode{{kind: oaString, text: mt}}})
				}
			}
			it.put(key, o)
		}
		outPaths.put(path, it)
	}
	root.put("paths", outPaths)
	return root
}

// swaggerParams replaces a parameters member that is not an array by an
// empty one and drops entries that are not objects, counting each
// malformed_spec; it returns the entries left.
func (m *oaMapper) swaggerParams(n *oaNode, where string) []*oaNode {
	v := n.get("parameters")
	if v == nil {
		return nil
	}
	if v.kind != oaArray {
		m.meta.count("malformed_spec", 1)
		m.meta.skip(fmt.Sprintf("The parameters of %s are not an array and are ignored.", where))
		n.del("parameters")
		return nil
	}
	out := &oaNode{kind: oaArray}
	for _, e := range v.items {
		if e.kind != oaObject {
			m.meta.count("malformed_spec", 1)
			m.meta.skip(fmt.Sprintf("A parameter of %s is not a parameter object and is ignored.", where))
			continue
		}
		out.items = append(out.items, e)
	}
	n.put("parameters", out)
	return out.items
}

// swaggerBodyType is the media type implied by body or formData parameters.
func (m *oaMapper) swaggerBodyType(params []*oaNode) string {
	mt := ""
	for _, p := range params {
		p = m.resolve(p)
		switch p.str("in") {
		case "body":
			return "application/json"
		case "formData":
			if p.str("type") == "file" {
				return "multipart/form-data"
			}
			mt = "application/x-www-form-urlencoded"
		}
	}
	return mt
}

// oaRestoreSwaggerOrder puts back, from the Swagger original, the orders
// the conversion loses through Go maps: paths, the members of each path
// item, responses, the media types of request bodies (consumes order) and
// responses (produces order, then examples order), security schemes,
// properties (matched by their set of names; form fields by parameter
// order), and example values, which are replaced by the original value
// they equal (same members, numbers compared as float64).
func oaRestoreSwaggerOrder(conv, orig *oaNode) {
	r := oaRestorer{props: map[string][]string{}, examples: map[string]*oaNode{}}
	r.index(orig)
	origPaths := orig.get("paths")
	rootConsumes, rootProduces := oaStrings(orig.get("consumes")), oaStrings(orig.get("produces"))
	if paths := conv.get("paths"); paths != nil && origPaths != nil {
		paths.reorder(origPaths.keys)
		for i, path := range paths.keys {
			ci, oi := paths.vals[i], origPaths.get(path)
			if oi == nil || ci.kind != oaObject {
				continue
			}
			ci.reorder(oi.keys)
			for j, method := range ci.keys {
				cop, oop := ci.vals[j], oi.get(method)
				if oop == nil || !oaMethods[method] {
					continue
				}
				consumes := oaStrings(oop.get("consumes"))
				if len(consumes) == 0 {
					consumes = rootConsumes
				}
				produces := oaStrings(oop.get("produces"))
				if len(produces) == 0 {
					produces = rootProduces
				}
				var form []string
				for _, p := range append(append([]*oaNode{}, oaItems(oi.get("parameters"))...), oaItems(oop.get("parameters"))...) {
					if p.str("in") == "formData" {
						form = append(form, p.str("name"))
					}
				}
				if len(form) > 0 {
					r.props[oaSignature(form)] = form
				}
				if content := cop.get("requestBody").get("content"); content != nil {
					content.reorder(consumes)
				}
				resps, oresps := cop.get("responses"), oop.get("responses")
				if resps == nil || oresps == nil {
					continue
				}
				resps.reorder(oresps.keys)
				for k, code := range resps.keys {
					or := oresps.get(code)
					if or != nil && or.get("$ref") != nil {
						continue // a shared response, ordered below
					}
					r.content(resps.vals[k].get("content"), produces, or)
				}
			}
		}
	}
	if comps := conv.get("components"); comps != nil {
		if resps, oresps := comps.get("responses"), orig.get("responses"); resps != nil && oresps != nil {
			resps.reorder(oresps.keys)
			for k, code := range resps.keys {
				r.content(resps.vals[k].get("content"), rootProduces, oresps.get(code))
			}
		}
		if rbs := comps.get("requestBodies"); rbs != nil {
			for _, rb := range rbs.vals {
				rb.get("content").reorder(rootConsumes)
			}
		}
		if ss, os := comps.get("securitySchemes"), orig.get("securityDefinitions"); ss != nil && os != nil {
			ss.reorder(os.keys)
		}
	}
	r.apply(conv)
}

// oaRestorer holds what the original says about orders: the property
// orders by signature and the original example values by canonical form.
type oaRestorer struct {
	props    map[string][]string
	examples map[string]*oaNode
}

// content orders a response's media types: produces, then the media types
// of the original response's examples.
func (r *oaRestorer) content(content *oaNode, produces []string, orig *oaNode) {
	if content == nil {
		return
	}
	order := append([]string{}, produces...)
	if ex := orig.get("examples"); ex != nil {
		order = append(order, ex.keys...)
	}
	content.reorder(order)
}

// index records the original's properties orders and example values.
func (r *oaRestorer) index(n *oaNode) {
	var walk func(n *oaNode, key string)
	walk = func(n *oaNode, key string) {
		switch key {
		case "example", "x-example", "default":
			r.addExample(n)
			return
		case "properties":
			if n.kind == oaObject {
				sig := oaSignature(n.keys)
				if _, ok := r.props[sig]; !ok {
					r.props[sig] = n.keys
				}
			}
		}
		switch n.kind {
		case oaArray:
			for _, it := range n.items {
				walk(it, "")
			}
		case oaObject:
			for i, k := range n.keys {
				if k == "examples" && key != "properties" && n.vals[i].kind == oaObject {
					for _, e := range n.vals[i].vals {
						r.addExample(e)
					}
					continue
				}
				walk(n.vals[i], k)
			}
		}
	}
	walk(n, "")
}

func (r *oaRestorer) addExample(n *oaNode) {
	if n.kind != oaObject && n.kind != oaArray && n.kind != oaNumber {
		return
	}
	if c, ok := oaCanonical(n); ok {
		if _, dup := r.examples[c]; !dup {
			r.examples[c] = n
		}
	}
}

// apply reorders properties and swaps example values in the converted tree.
func (r *oaRestorer) apply(n *oaNode) {
	switch n.kind {
	case oaArray:
		for _, it := range n.items {
			r.apply(it)
		}
	case oaObject:
		for i, k := range n.keys {
			v := n.vals[i]
			switch k {
			case "example", "x-example", "default":
				if v.kind == oaObject || v.kind == oaArray || v.kind == oaNumber {
					if c, ok := oaCanonical(v); ok {
						if o := r.examples[c]; o != nil {
							n.vals[i] = o
						}
					}
				}
				continue
			case "properties":
				if v.kind == oaObject {
					if order, ok := r.props[oaSignature(v.keys)]; ok {
						v.reorder(order)
					}
				}
			}
			r.apply(v)
		}
	}
}

// oaSignature identifies a set of names regardless of order.
func oaSignature(keys []string) string {
	s := slices.Clone(keys)
	slices.Sort(s)
	return strings.Join(s, "\x00")
}

// oaCanonical is the text encoding/json gives a value decoded into Go's
// any: members sorted, numbers as float64. Values over 1 MiB are not
// compared.
func oaCanonical(n *oaNode) (string, bool) {
	text, ok := n.appendJSON(nil, "", 0, 1<<20)
	if !ok {
		return "", false
	}
	var v any
	if err := codec.Unmarshal(text, &v); err != nil {
		return "", false
	}
	b, err := codec.MarshalHTMLSafe(v)
	if err != nil {
		return "", false
	}
	return string(b), true
}

func oaStrings(n *oaNode) []string {
	var out []string
	for _, it := range oaItems(n) {
		if it.kind == oaString {
			out = append(out, it.text)
		}
	}
	return out
}

func oaItems(n *oaNode) []*oaNode {
	if n == nil || n.kind != oaArray {
		return nil
	}
	return n.items
}

// ---------------------------------------------------------------------------
// The ordered tree.

type oaKind uint8

const (
	oaNull oaKind = iota
	oaBool
	oaNumber
	oaString
	oaArray
	oaObject
)

// oaNode is a JSON value with object members in document order. A number
// keeps its literal text.
type oaNode struct {
	kind  oaKind
	text  string // bool "true"/"false", number literal, string
	items []*oaNode
	keys  []string
	vals  []*oaNode
	index map[string]int // built for objects with many members
}

const oaIndexAt = 16

// get is the member key of an object (nil otherwise). Safe on nil.
func (n *oaNode) get(key string) *oaNode {
	if n == nil || n.kind != oaObject {
		return nil
	}
	if len(n.keys) > oaIndexAt {
		if n.index == nil {
			n.index = make(map[string]int, len(n.keys))
			for i, k := range n.keys {
				n.index[k] = i
			}
		}
		if i, ok := n.index[key]; ok {
			return n.vals[i]
		}
		return nil
	}
	for i, k := range n.keys {
		if k == key {
			return n.vals[i]
		}
	}
	return nil
}

// put sets a member: a repeated key keeps its first position and takes the
// new value, as encoding/json keeps the last value.
func (n *oaNode) put(key string, v *oaNode) {
	if len(n.keys) >= oaIndexAt && n.index == nil {
		n.index = make(map[string]int, len(n.keys)+1)
		for i, k := range n.keys {
			n.index[k] = i
		}
	}
	if n.index != nil {
		if i, ok := n.index[key]; ok {
			n.vals[i] = v
			return
		}
		n.index[key] = len(n.keys)
	} else {
		for i, k := range n.keys {
			if k == key {
				n.vals[i] = v
				return
			}
		}
	}
	n.keys = append(n.keys, key)
	n.vals = append(n.vals, v)
}

// del removes a member.
func (n *oaNode) del(key string) {
	for i, k := range n.keys {
		if k == key {
			n.keys = append(n.keys[:i:i], n.keys[i+1:]...)
			n.vals = append(n.vals[:i:i], n.vals[i+1:]...)
			n.index = nil
			return
		}
	}
}

// clone copies a node one level deep (members and items are shared).
func (n *oaNode) clone() *oaNode {
	c := &oaNode{kind: n.kind, text: n.text}
	c.items = append([]*oaNode(nil), n.items...)
	c.keys = append([]string(nil), n.keys...)
	c.vals = append([]*oaNode(nil), n.vals...)
	return c
}

// reorder moves the members named in order to the front, in that order;
// the others follow in their current order.
func (n *oaNode) reorder(order []string) {
	if n == nil || n.kind != oaObject || len(n.keys) < 2 {
		return
	}
	keys := make([]string, 0, len(n.keys))
	vals := make([]*oaNode, 0, len(n.vals))
	taken := make(map[string]bool, len(n.keys))
	for _, k := range order {
		if v := n.get(k); v != nil && !taken[k] {
			taken[k] = true
			keys, vals = append(keys, k), append(vals, v)
		}
	}
	for i, k := range n.keys {
		if !taken[k] {
			keys, vals = append(keys, k), append(vals, n.vals[i])
		}
	}
	n.keys, n.vals, n.index = keys, vals, nil
}

// str is the member key when it is a string, else "".
func (n *oaNode) str(key string) string {
	if v := n.get(key); v != nil && v.kind == oaString {
		return v.text
	}
	return ""
}

// present reports a value that is there and not null.
func (n *oaNode) present() bool { return n != nil && n.kind != oaNull }

// scalar is the text of a string, number or boolean.
func (n *oaNode) scalar() (string, bool) {
	if n != nil && (n.kind == oaString || n.kind == oaNumber || n.kind == oaBool) {
		return n.text, true
	}
	return "", false
}

// appendJSONLimited is the value as indented JSON, cut once it passes
// limit bytes (the caller checks the length).
func (n *oaNode) appendJSONLimited(limit int) []byte {
	b, _ := n.appendJSON(nil, "  ", 0, limit)
	return b
}

// appendJSON writes the value as JSON, indented by indent per level
// (compact when empty). It stops and reports false once dst passes limit.
func (n *oaNode) appendJSON(dst []byte, indent string, depth, limit int) ([]byte, bool) {
	if len(dst) > limit {
		return dst, false
	}
	newline := func(d int) {
		if indent != "" {
			dst = append(dst, '\n')
			for range d {
				dst = append(dst, indent...)
			}
		}
	}
	ok := true
	switch n.kind {
	case oaNull:
		dst = append(dst, "null"...)
	case oaBool, oaNumber:
		dst = append(dst, n.text...)
	case oaString:
		dst = codec.AppendString(dst, n.text)
	case oaArray:
		if len(n.items) == 0 {
			return append(dst, "[]"...), true
		}
		dst = append(dst, '[')
		for i, it := range n.items {
			if i > 0 {
				dst = append(dst, ',')
			}
			newline(depth + 1)
			if dst, ok = it.appendJSON(dst, indent, depth+1, limit); !ok {
				return dst, false
			}
		}
		newline(depth)
		dst = append(dst, ']')
	case oaObject:
		if len(n.keys) == 0 {
			return append(dst, "{}"...), true
		}
		dst = append(dst, '{')
		for i, k := range n.keys {
			if i > 0 {
				dst = append(dst, ',')
			}
			newline(depth + 1)
			dst = codec.AppendString(dst, k)
			dst = append(dst, ':')
			if indent != "" {
				dst = append(dst, ' ')
			}
			if dst, ok = n.vals[i].appendJSON(dst, indent, depth+1, limit); !ok {
				return dst, false
			}
		}
		newline(depth)
		dst = append(dst, '}')
	}
	return dst, len(dst) <= limit
}

// oaDecode reads JSON, or else YAML (through codec's one YAML decoder),
// into an ordered tree.
func oaDecode(raw []byte) (*oaNode, error) {
	raw = bytes.TrimPrefix(raw, []byte("\xef\xbb\xbf"))
	t := bytes.TrimLeft(raw, " \t\r\n")
	if len(t) > 0 && (t[0] == '{' || t[0] == '[') {
		n, err := oaDecodeJSON(raw)
		if err == nil {
			return n, nil
		}
		if y, yerr := codec.YAMLToJSON(raw); yerr == nil {
			return oaDecodeJSON(y)
		}
		return nil, err
	}
	y, err := codec.YAMLToJSON(raw)
	if err != nil {
		return nil, err
	}
	return oaDecodeJSON(y)
}

// oaDocumentTree is the ordered tree of a detected document: its JSON text
// (a YAML document was converted once, by Detect), or its raw text when a
// caller built the Document without JSON.
func oaDocumentTree(doc *Document) (*oaNode, error) {
	if doc.JSON != nil {
		return oaDecodeJSON(doc.JSON)
	}
	return oaDecode(doc.Raw)
}

// oaDecodeJSON reads one JSON value with codec's ordered decoder, within
// codec.MaxDepth; numbers keep their text.
func oaDecodeJSON(data []byte) (*oaNode, error) {
	dec := codec.NewDecoder(data)
	dec.MaxDepth = codec.MaxDepth
	n, err := oaReadJSON(dec)
	if err != nil {
		return nil, err
	}
	if err := dec.End(); err != nil {
		return nil, err
	}
	return n, nil
}

func oaReadJSON(dec *codec.Decoder) (*oaNode, error) {
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	switch t := tok.(type) {
	case codec.Delim:
		switch t {
		case '{':
			n := &oaNode{kind: oaObject}
			for dec.More() {
				kt, err := dec.Token()
				if err != nil {
					return nil, err
				}
				key, _ := kt.(string)
				v, err := oaReadJSON(dec)
				if err != nil {
					return nil, err
				}
				n.put(key, v)
			}
			if _, err := dec.Token(); err != nil {
				return nil, err
			}
			return n, nil
		case '[':
			n := &oaNode{kind: oaArray}
			for dec.More() {
				v, err := oaReadJSON(dec)
				if err != nil {
					return nil, err
				}
				n.items = append(n.items, v)
			}
			if _, err := dec.Token(); err != nil {
				return nil, err
			}
			return n, nil
		}
		return nil, fmt.Errorf("unexpected %v", t)
	case string:
		return &oaNode{kind: oaString, text: t}, nil
	case codec.Number:
		return &oaNode{kind: oaNumber, text: string(t)}, nil
	case bool:
		if t {
			return oaTrueNode, nil
		}
		return &oaNode{kind: oaBool, text: "false"}, nil
	case nil:
		return oaNullNode, nil
	}
	return nil, fmt.Errorf("unexpected token %v", tok)
}
