package importers

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/workspace"
)

// SkeletonCollection is a collection of the exported subtree.
type SkeletonCollection struct {
	Collection workspace.Collection
	Path       string // full folder path ("" for the exported collection)
}

// Skeleton writes an unbound collection as an OpenAPI 3.0 document that
// invents nothing: each request an operation at its URL's path ({{x}}
// tokens kept, a segment that is exactly one token a path parameter),
// rows as parameters with their toggle as x-svc-enabled, the body as a
// request body example, stored examples as response examples, a folder a
// tag named by its full path, auth a security scheme and requirement,
// elements as x-svc-elements and a mock mode other than first as
// x-svc-mock.
func Skeleton(root workspace.Collection, folders []SkeletonCollection, reqs []ExportRequest, notes *ExportNotes) codec.RawMessage {
	notes.Direction, notes.Dialect = "skeleton", "openapi-3.0"
	sk := &skeleton{notes: notes, schemes: map[string]codec.RawMessage{}}
	var servers []string
	paths := []workspace.Member{}
	pathIx := map[string]int{}
	for _, f := range folders {
		if strings.Contains(f.Path, "/") {
			notes.FoldersFlattened++
		}
		sk.countVariables(f.Collection.Variables)
	}
	sk.countVariables(root.Variables)
	seenOps := map[string]bool{}
	for _, er := range reqs {
		r := er.Request
		origin, path := splitURL(r.URL)
		if path == "" || !strings.HasPrefix(path, "/") {
			notes.RequestsWithoutPath++
			continue
		}
		tpl, params := templatePath(path)
		if st, names, ok := stampedTemplate(r, path); ok {
			tpl, params = st, names
		}
		key := r.Method + " " + tpl
		if seenOps[key] {
			notes.DuplicateOperations++
			continue
		}
		seenOps[key] = true
		notes.RequestsExported++
		if origin != "" && !contains(servers, origin) {
			servers = append(servers, origin)
		}
		op := sk.operation(er, params)
		i, ok := pathIx[tpl]
		if !ok {
			i = len(paths)
			pathIx[tpl] = i
			paths = append(paths, workspace.Member{Key: tpl, Value: workspace.Object(nil)})
		}
		ms, _ := workspace.Members(paths[i].Value)
		ms = append(ms, workspace.Member{Key: strings.ToLower(r.Method), Value: op})
		paths[i].Value = workspace.Object(ms)
	}
	info := []workspace.Member{{Key: "title", Value: workspace.Quote(root.Name)}, {Key: "version", Value: workspace.Quote("")}}
	if root.Description != "" {
		info = append(info, workspace.Member{Key: "description", Value: workspace.Quote(root.Description)})
	}
	doc := []workspace.Member{{Key: "openapi", Value: workspace.Quote("3.0.3")}, {Key: "info", Value: workspace.Object(info)}}
	if len(servers) > 0 {
		var ss []codec.RawMessage
		for _, s := range servers {
			ss = append(ss, workspace.Object([]workspace.Member{{Key: "url", Value: workspace.Quote(s)}}))
		}
		doc = append(doc, workspace.Member{Key: "servers", Value: workspace.Array(ss)})
	}
	if name, scheme := sk.scheme(root.Auth); name != "" {
		sk.addScheme(name, scheme)
		doc = append(doc, workspace.Member{Key: "security", Value: requirement(name)})
	}
	var tags []codec.RawMessage
	for _, f := range folders {
		if f.Path != "" && sk.tagsUsed[f.Path] {
			tags = append(tags, workspace.Object([]workspace.Member{{Key: "name", Value: workspace.Quote(f.Path)}}))
		}
	}
	if len(tags) > 0 {
		doc = append(doc, workspace.Member{Key: "tags", Value: workspace.Array(tags)})
	}
	doc = append(doc, workspace.Member{Key: "paths", Value: workspace.Object(paths)})
	if len(sk.schemeOrder) > 0 {
		var ms []workspace.Member
		for _, n := range sk.schemeOrder {
			ms = append(ms, workspace.Member{Key: n, Value: sk.schemes[n]})
		}
		doc = append(doc, workspace.Member{Key: "components", Value: workspace.Object([]workspace.Member{{Key: "securitySchemes", Value: workspace.Object(ms)}})})
	}
	if els, err := workspace.Elements(root.Elements); err == nil && len(els) > 0 {
		doc = append(doc, workspace.Member{Key: "x-svc-elements", Value: workspace.Compact(root.Elements)})
	}
	return workspace.Object(doc)
}

func contains(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}

type skeleton struct {
	notes       *ExportNotes
	schemes     map[string]codec.RawMessage
	schemeOrder []string
	tagsUsed    map[string]bool
}

func (sk *skeleton) countVariables(raw codec.RawMessage) {
	if ms, err := workspace.Members(raw); err == nil {
		sk.notes.VariablesDropped += len(ms)
	}
}

// templatePath turns each segment that is exactly one {{x}} token into
// {x} and lists those names.
func templatePath(path string) (string, []string) {
	segs := strings.Split(path, "/")
	var names []string
	for i, s := range segs {
		if m := tokenSegment.FindStringSubmatch(s); m != nil {
			segs[i] = "{" + m[1] + "}"
			names = append(names, m[1])
		}
	}
	return strings.Join(segs, "/"), names
}

// anyToken matches a {{variable}} token anywhere in a path.
var anyToken = regexp.MustCompile(`\{\{([^{}]+)\}\}`)

// stampedTemplate is the path of the operation a request is stamped with
// when it names the request's method and exactly its URL path (each
// {{x}} token read as {x}), and the names of its path parameters: a token
// inside a segment ({{Sid}}.json), which templatePath leaves as written,
// is then the path parameter the operation declared.
func stampedTemplate(r workspace.Request, path string) (string, []string, bool) {
	var op struct {
		Method string `json:"method"`
		Path   string `json:"path"`
	}
	if codec.Unmarshal(r.SpecOperation, &op) != nil || op.Path == "" || !strings.EqualFold(op.Method, r.Method) {
		return "", nil, false
	}
	if anyToken.ReplaceAllString(path, "{$1}") != op.Path {
		return "", nil, false
	}
	var names []string
	for _, m := range oaServerVar.FindAllStringSubmatch(op.Path, -1) {
		if !contains(names, m[1]) {
			names = append(names, m[1])
		}
	}
	return op.Path, names, true
}

// operation writes one request as an operation.
func (sk *skeleton) operation(er ExportRequest, pathParams []string) codec.RawMessage {
	r := er.Request
	op := []workspace.Member{{Key: "summary", Value: workspace.Quote(r.Name)}}
	if r.Description != "" {
		op = append(op, workspace.Member{Key: "description", Value: workspace.Quote(r.Description)})
	}
	if er.Folder != "" {
		if sk.tagsUsed == nil {
			sk.tagsUsed = map[string]bool{}
		}
		sk.tagsUsed[er.Folder] = true
		op = append(op, workspace.Member{Key: "tags", Value: workspace.Array([]codec.RawMessage{workspace.Quote(er.Folder)})})
	}
	var params []codec.RawMessage
	for _, n := range pathParams {
		params = append(params, workspace.Object([]workspace.Member{{Key: "name", Value: workspace.Quote(n)}, {Key: "in", Value: workspace.Quote("path")}, {Key: "required", Value: codec.RawMessage("true")}, {Key: "schema", Value: codec.RawMessage(`{"type":"string"}`)}}))
	}
	eachRow(r, sk.notes, func(in string, row exportRow) {
		p := []workspace.Member{{Key: "name", Value: workspace.Quote(row.Key)}, {Key: "in", Value: workspace.Quote(in)}}
		if row.Value != "" {
			p = append(p, workspace.Member{Key: "example", Value: workspace.Quote(row.Value)})
		}
		p = append(p, workspace.Member{Key: "x-svc-enabled", Value: codec.RawMessage(strconv.FormatBool(row.Enabled))})
		params = append(params, workspace.Object(p))
	})
	if len(params) > 0 {
		op = append(op, workspace.Member{Key: "parameters", Value: workspace.Array(params)})
	}
	if rb := sk.requestBody(r.Body); rb != nil {
		op = append(op, workspace.Member{Key: "requestBody", Value: rb})
	}
	op = append(op, workspace.Member{Key: "responses", Value: sk.responses(er.Examples)})
	switch mode := authMode(r.Auth); mode {
	case "inherit", "":
	case "none", "noauth":
		op = append(op, workspace.Member{Key: "security", Value: codec.RawMessage("[]")})
	default:
		if name, scheme := sk.scheme(r.Auth); name != "" {
			sk.addScheme(name, scheme)
			op = append(op, workspace.Member{Key: "security", Value: requirement(name)})
		}
	}
	if settingsDropped(r) {
		sk.notes.SettingsDropped++
	}
	if els, err := workspace.Elements(r.Elements); err == nil && len(els) > 0 {
		op = append(op, workspace.Member{Key: "x-svc-elements", Value: workspace.Compact(r.Elements)})
	}
	if mock := mockValue(r, er.Examples); mock != nil {
		op = append(op, workspace.Member{Key: "x-svc-mock", Value: mock})
	}
	return workspace.Object(op)
}

// addScheme declares a security scheme once.
func (sk *skeleton) addScheme(name string, scheme codec.RawMessage) {
	if _, ok := sk.schemes[name]; !ok {
		sk.schemes[name] = scheme
		sk.schemeOrder = append(sk.schemeOrder, name)
	}
}

// requirement is a security requirement naming one scheme.
func requirement(name string) codec.RawMessage {
	return workspace.Array([]codec.RawMessage{workspace.Object([]workspace.Member{{Key: name, Value: codec.RawMessage("[]")}})})
}

// scheme maps an auth object to a security scheme and its name ("" when
// it has none: none, inherit, or a mode OpenAPI cannot declare, counted
// authDropped).
func (sk *skeleton) scheme(raw codec.RawMessage) (string, codec.RawMessage) {
	var a struct {
		Mode string `json:"mode"`
		Key  string `json:"key"`
		In   string `json:"in"`
	}
	_ = codec.Unmarshal(raw, &a) // a stored value is a validated object
	switch a.Mode {
	case "bearer":
		return "bearerAuth", codec.RawMessage(`{"type":"http","scheme":"bearer"}`)
	case "basic":
		return "basicAuth", codec.RawMessage(`{"type":"http","scheme":"basic"}`)
	case "apikey":
		in := a.In
		if in == "" {
			in = "header"
		}
		return "apiKeyAuth", workspace.Object([]workspace.Member{{Key: "type", Value: workspace.Quote("apiKey")}, {Key: "name", Value: workspace.Quote(a.Key)}, {Key: "in", Value: workspace.Quote(in)}})
	case "", "none", "noauth", "inherit":
		return "", nil
	}
	sk.notes.AuthDropped++
	return "", nil
}

// bodyTypes are the media types of the content body modes.
var bodyTypes = map[string]string{"json": "application/json", "graphql": "application/json", "jsonrpc": "application/json", "text": "text/plain", "xml": "application/xml"}

// requestBody writes a request body as a media type example (nil for no
// body).
func (sk *skeleton) requestBody(raw codec.RawMessage) codec.RawMessage {
	var b struct {
		Mode    string `json:"mode"`
		Content string `json:"content"`
		Fields  []struct {
			Key     string `json:"key"`
			Value   string `json:"value"`
			Type    string `json:"type"`
			Enabled *bool  `json:"enabled"`
		} `json:"fields"`
	}
	_ = codec.Unmarshal(raw, &b) // a stored value is a validated object
	var mt string
	var example codec.RawMessage
	switch b.Mode {
	case "", "none":
		return nil
	case "x-www-form-urlencoded", "form-data":
		mt = "application/x-www-form-urlencoded"
		if b.Mode == "form-data" {
			mt = "multipart/form-data"
		}
		var ms []workspace.Member
		for _, f := range b.Fields {
			if f.Type == "file" || (f.Enabled != nil && !*f.Enabled) {
				sk.notes.FormValuesDropped++
				continue
			}
			ms = append(ms, workspace.Member{Key: f.Key, Value: workspace.Quote(f.Value)})
		}
		example = workspace.Object(ms)
	default:
		mt = bodyTypes[b.Mode]
		if mt == "" {
			sk.notes.BodiesDropped++
			return nil
		}
		example = exampleValue(b.Content, mt == "application/json")
	}
	media := workspace.Object([]workspace.Member{{Key: "example", Value: example}})
	return workspace.Object([]workspace.Member{{Key: "content", Value: workspace.Object([]workspace.Member{{Key: mt, Value: media}})}})
}

// responses writes stored examples as responses by status.
func (sk *skeleton) responses(exs []workspace.Example) codec.RawMessage {
	type resp struct {
		desc  string
		media []string
		byMT  map[string][]workspace.Example
	}
	var order []string
	byCode := map[string]*resp{}
	for _, x := range exs {
		if x.BodyTruncated {
			sk.notes.ExamplesTruncated++
			continue
		}
		if hs, err := workspace.Elements(x.Headers); err == nil && len(hs) > 0 {
			sk.notes.ExampleHeadersDropped++
		}
		code := strconv.FormatInt(x.Status, 10)
		r := byCode[code]
		if r == nil {
			r = &resp{desc: x.Name, byMT: map[string][]workspace.Example{}}
			byCode[code] = r
			order = append(order, code)
		}
		if x.ContentType == "" {
			sk.notes.ExamplesWithoutMediaType++
			continue
		}
		mt := oaEssence(x.ContentType)
		if r.byMT[mt] == nil {
			r.media = append(r.media, mt)
		}
		r.byMT[mt] = append(r.byMT[mt], x)
	}
	var ms []workspace.Member
	for _, code := range order {
		r := byCode[code]
		desc := strings.TrimSpace(strings.TrimPrefix(r.desc, code))
		rm := []workspace.Member{{Key: "description", Value: workspace.Quote(desc)}}
		var content []workspace.Member
		for _, mt := range r.media {
			list := r.byMT[mt]
			isJSON := oaIsJSON(mt)
			sk.notes.ExamplesWritten += len(list)
			if len(list) == 1 {
				content = append(content, workspace.Member{Key: mt, Value: workspace.Object([]workspace.Member{{Key: "example", Value: exampleValue(list[0].Body, isJSON)}})})
				continue
			}
			content = append(content, workspace.Member{Key: mt, Value: workspace.Object([]workspace.Member{{Key: "examples", Value: namedExamples(list, isJSON)}})})
		}
		if len(content) > 0 {
			rm = append(rm, workspace.Member{Key: "content", Value: workspace.Object(content)})
		}
		ms = append(ms, workspace.Member{Key: code, Value: workspace.Object(rm)})
	}
	return workspace.Object(ms)
}
