package importers

// OpenAPI export: a bound collection back into its document (edits of the
// stored text, computed on the ordered tree the import reads), and an
// unbound one into a skeleton that invents nothing (spec: POST
// /specs/export).

import (
	"bytes"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/workspace"
)

// ExportRequest is a request of the exported subtree, with its folder's
// full path ("" at the exported collection) and its visible examples.
type ExportRequest struct {
	Request  workspace.Request
	Folder   string
	Examples []workspace.Example
}

// ExportNotes are the counts of an export; every member is always
// present.
type ExportNotes struct {
	Direction                     string `json:"direction"`
	Dialect                       string `json:"dialect"`
	RequestsExported              int    `json:"requestsExported"`
	RequestsWithoutOperation      int    `json:"requestsWithoutOperation"`
	OperationsNotInDocument       int    `json:"operationsNotInDocument"`
	OperationsRemoved             int    `json:"operationsRemoved"`
	RequestsWithoutPath           int    `json:"requestsWithoutPath"`
	DuplicateOperations           int    `json:"duplicateOperations"`
	ExamplesWritten               int    `json:"examplesWritten"`
	ExamplesWithoutMediaType      int    `json:"examplesWithoutMediaType"`
	ExamplesTruncated             int    `json:"examplesTruncated"`
	ExamplesAlreadyDeclared       int    `json:"examplesAlreadyDeclared"`
	ExamplesSampledAtImport       int    `json:"examplesSampledAtImport"`
	SharedParametersLeft          int    `json:"sharedParametersLeft"`
	ReferencedResponsesLeft       int    `json:"referencedResponsesLeft"`
	BodiesNotWritten              int    `json:"bodiesNotWritten"`
	RowsNotDeclared               int    `json:"rowsNotDeclared"`
	OperationsEdited              int    `json:"operationsEdited"`
	AuthDropped                   int    `json:"authDropped"`
	ScriptsDropped                int    `json:"scriptsDropped"`
	VariablesDropped              int    `json:"variablesDropped"`
	FoldersFlattened              int    `json:"foldersFlattened"`
	BodiesDropped                 int    `json:"bodiesDropped"`
	FormValuesDropped             int    `json:"formValuesDropped"`
	SettingsDropped               int    `json:"settingsDropped"`
	ExampleHeadersDropped         int    `json:"exampleHeadersDropped"`
	DuplicateParameterRowsDropped int    `json:"duplicateParameterRowsDropped"`
	VocabularyNotWritten          bool   `json:"vocabularyNotWritten"`
}

// exportRow is a params or headers row.
type exportRow struct {
	Key     string `json:"key"`
	Value   string `json:"value"`
	Enabled bool   `json:"enabled"`
}

func exportRows(raw codec.RawMessage) []exportRow {
	var rows []exportRow
	_ = codec.Unmarshal(raw, &rows) // a stored value is a validated array
	return rows
}

// eachRow calls fn with each query (params) and header (headers) row of
// a request; a row repeating an earlier key of its kind (any case) is
// dropped and counted duplicateParameterRowsDropped.
func eachRow(r workspace.Request, notes *ExportNotes, fn func(in string, row exportRow)) {
	seen := map[string]bool{}
	for _, in := range []string{"query", "header"} {
		raw := r.Params
		if in == "header" {
			raw = r.Headers
		}
		for _, row := range exportRows(raw) {
			k := in + "\x00" + strings.ToLower(row.Key)
			if seen[k] {
				notes.DuplicateParameterRowsDropped++
				continue
			}
			seen[k] = true
			fn(in, row)
		}
	}
}

// namedExamples writes several examples of one media type as a named
// examples map ({summary, value} each, names made unique).
func namedExamples(exs []workspace.Example, isJSON bool) codec.RawMessage {
	ms := make([]workspace.Member, 0, len(exs))
	used := map[string]bool{}
	for _, x := range exs {
		name := x.Name
		for n := 2; used[name] || name == ""; n++ {
			name = x.Name + " " + strconv.Itoa(n)
		}
		used[name] = true
		v := workspace.Object([]workspace.Member{{Key: "summary", Value: workspace.Quote(x.Name)}, {Key: "value", Value: exampleValue(x.Body, isJSON)}})
		ms = append(ms, workspace.Member{Key: name, Value: v})
	}
	return workspace.Object(ms)
}

// stampKey is the "METHOD path" of a request's specOperation ("" when it
// names none).
func stampKey(raw codec.RawMessage) string {
	var op struct {
		Method string `json:"method"`
		Path   string `json:"path"`
	}
	if codec.Unmarshal(raw, &op) != nil || op.Method == "" || op.Path == "" {
		return ""
	}
	return strings.ToUpper(op.Method) + " " + op.Path
}

// settingsDropped reports request settings no OpenAPI member carries.
func settingsDropped(r workspace.Request) bool {
	return !r.FollowRedirects || r.MaxRedirects != 10 || !r.VerifySSL || r.Stream || (r.HTTPVersion != "" && r.HTTPVersion != "auto")
}

// authMode is the mode of an auth object.
func authMode(raw codec.RawMessage) string {
	var a struct {
		Mode string `json:"mode"`
	}
	_ = codec.Unmarshal(raw, &a) // a stored value is a validated object
	return a.Mode
}

// sameJSON reports two JSON values equal with object members in any
// order.
func sameJSON(a, b []byte) bool {
	var x, y any
	if codec.UnmarshalNumbers(a, &x) != nil || codec.UnmarshalNumbers(b, &y) != nil {
		return bytes.Equal(a, b)
	}
	p, _ := codec.Marshal(x)
	q, _ := codec.Marshal(y)
	return bytes.Equal(p, q)
}

// ExportEdits computes the edits that write a bound collection's requests
// into the document: operations no request claims are removed (with a path
// left without any), a row's value becomes its parameter's example, stored
// examples become response examples, elements and a mock mode other than
// first are written as x-svc-elements and x-svc-mock (not into a Swagger
// 2.0 document, which gets its values in Swagger's own terms:
// swaggerOperationEdits). Nothing the document declares is removed
// otherwise.
func (s *Spec) ExportEdits(reqs []ExportRequest, notes *ExportNotes) []codec.Edit {
	notes.Direction, notes.Dialect = "document", s.Dialect
	notes.VocabularyNotWritten = s.Dialect == FormatSwagger2
	claim := map[string]int{}
	for i, op := range s.Operations {
		if _, dup := claim[op.Key()]; !dup {
			claim[op.Key()] = i
		}
	}
	claimed := map[int]bool{}
	var edits []codec.Edit
	for _, er := range reqs {
		r := er.Request
		if authMode(r.Auth) != "inherit" && authMode(r.Auth) != "" {
			notes.AuthDropped++
		}
		if settingsDropped(r) {
			notes.SettingsDropped++
		}
		key := stampKey(r.SpecOperation)
		if key == "" {
			notes.RequestsWithoutOperation++
			continue
		}
		i, ok := claim[key]
		if !ok {
			notes.OperationsNotInDocument++
			continue
		}
		if claimed[i] {
			notes.DuplicateOperations++
			continue
		}
		claimed[i] = true
		notes.RequestsExported++
		var opEdits []codec.Edit
		if s.Dialect == FormatSwagger2 {
			opEdits = s.m.swaggerOperationEdits(s, i, er, notes)
		} else {
			opEdits = s.m.operationEdits(s, i, er, notes)
		}
		if len(opEdits) > 0 {
			notes.OperationsEdited++
			edits = append(edits, opEdits...)
		}
	}
	// Operations no request claims go, and a path left without any.
	byPath := map[string][]int{}
	var paths []string
	for i, op := range s.Operations {
		if _, seen := byPath[op.Path]; !seen {
			paths = append(paths, op.Path)
		}
		byPath[op.Path] = append(byPath[op.Path], i)
	}
	for _, p := range paths {
		var gone []int
		for _, i := range byPath[p] {
			if !claimed[i] {
				gone = append(gone, i)
			}
		}
		notes.OperationsRemoved += len(gone)
		switch {
		case len(gone) == 0:
		case len(gone) == len(byPath[p]):
			edits = append(edits, codec.Edit{Path: []string{"paths", p}, Delete: true})
		default:
			for _, i := range gone {
				edits = append(edits, codec.Edit{Path: []string{"paths", p, strings.ToLower(s.Operations[i].Method)}, Delete: true})
			}
		}
	}
	return edits
}

// operationEdits writes one claimed operation's request into it.
func (m *oaMapper) operationEdits(s *Spec, i int, er ExportRequest, notes *ExportNotes) []codec.Edit {
	op := m.ops[i]
	base := []string{"paths", op.path, strings.ToLower(op.method)}
	var edits []codec.Edit
	r := er.Request
	derived := derivedRequest(s, i, r, notes)
	// Rows: a value becomes its parameter's example.
	opParams := op.op.get("parameters")
	eachDeclaredRow(r, notes, func(in, name string) (int, bool) { return m.findParam(opParams, op.pathParams, in, name) }, func(j int, row exportRow) {
		p := opParams.items[j]
		// A value the import derives from the document already is
		// declared; a declared example is never replaced.
		if row.Value == "" || row.Value == m.paramValue(p) || p.get("example") != nil || p.get("examples") != nil {
			return
		}
		edits = append(edits, codec.Edit{Path: append(slices.Clone(base), "parameters", strconv.Itoa(j)), Key: "example", Value: m.paramExample(p, row.Value)})
	})
	edits = append(edits, m.exampleEdits(op, base, er.Examples, derived.Examples, notes)...)
	if els, err := workspace.Elements(r.Elements); err == nil && len(els) > 0 {
		edits = append(edits, codec.Edit{Path: base, Key: "x-svc-elements", Value: workspace.Compact(r.Elements)})
	}
	if mock := mockValue(r, er.Examples); mock != nil {
		edits = append(edits, codec.Edit{Path: base, Key: "x-svc-mock", Value: mock})
	}
	return edits
}

// derivedRequest is what the import derives from operation i; a request
// body that differs from it is counted bodiesNotWritten (a body is never
// written back).
func derivedRequest(s *Spec, i int, r workspace.Request, notes *ExportNotes) Request {
	derived := s.Tree.Requests[s.Operations[i].Request]
	body := derived.Body
	if body == nil {
		body = codec.RawMessage(workspace.DefaultBody)
	}
	if !sameJSON(r.Body, body) {
		notes.BodiesNotWritten++
	}
	return derived
}

// eachDeclaredRow calls fn with each query and header row whose parameter
// the operation declares inline, and its index (find locates it: an
// index, or shared). Authorization and Content-Type rows are the auth's
// and the body's; a row of an undeclared parameter is counted
// rowsNotDeclared, a value of a shared one sharedParametersLeft.
func eachDeclaredRow(r workspace.Request, notes *ExportNotes, find func(in, name string) (int, bool), fn func(j int, row exportRow)) {
	eachRow(r, notes, func(in string, row exportRow) {
		if in == "header" && (strings.EqualFold(row.Key, "Authorization") || strings.EqualFold(row.Key, "Content-Type")) {
			return
		}
		j, shared := find(in, row.Key)
		switch {
		case j < 0 && !shared:
			notes.RowsNotDeclared++
		case shared:
			if row.Value != "" {
				notes.SharedParametersLeft++
			}
		default:
			fn(j, row)
		}
	})
}

// findParam finds the declared parameter of a row: its index among the
// operation's own inline parameters, or shared when the parameter is a
// reference or declared on the path item (an edit there would change
// other operations).
func (m *oaMapper) findParam(opParams *oaNode, pathParams []*oaNode, in, name string) (int, bool) {
	if opParams != nil && opParams.kind == oaArray {
		for j, raw := range opParams.items {
			p := m.resolve(raw)
			if p.str("in") == in && strings.EqualFold(p.str("name"), name) {
				return j, oaIsRef(raw)
			}
		}
	}
	for _, p := range pathParams {
		if p.str("in") == in && strings.EqualFold(p.str("name"), name) {
			return -1, true
		}
	}
	return -1, false
}

// paramExample is a row value as its parameter's example: a number or
// boolean when the schema says so and the text is one, else a string.
func (m *oaMapper) paramExample(p *oaNode, value string) codec.RawMessage {
	return typedExample(m.resolve(p.get("schema")).str("type"), value)
}

// typedExample is a row value as an example of a parameter of type typ:
// a number or boolean when typ says so and the text is one, else a
// string.
func typedExample(typ, value string) codec.RawMessage {
	switch typ {
	case "integer", "number":
		if _, err := strconv.ParseFloat(value, 64); err == nil {
			return codec.RawMessage(value)
		}
	case "boolean":
		if value == "true" || value == "false" {
			return codec.RawMessage(value)
		}
	}
	return workspace.Quote(value)
}

// exampleEdits writes stored examples as response examples: one per
// status and media type as example, several as a named examples map.
func (m *oaMapper) exampleEdits(op oaOperation, base []string, exs []workspace.Example, derived []Example, notes *ExportNotes) []codec.Edit {
	type group struct {
		path []string
		exs  []workspace.Example
	}
	var groups []*group
	byPath := map[string]*group{}
	resps := m.resolve(op.op.get("responses"))
	for _, x := range exs {
		code, raw, ok := exampleResponse(x, derived, resps, notes)
		if !ok {
			continue
		}
		content := raw.get("content")
		if content == nil || content.kind != oaObject || len(content.keys) == 0 {
			notes.ExamplesWithoutMediaType++
			continue
		}
		mt := content.keys[0]
		for _, k := range content.keys {
			if x.ContentType != "" && oaEssence(k) == oaEssence(x.ContentType) {
				mt = k
				break
			}
		}
		media := content.get(mt)
		if media.get("example") != nil || media.get("examples") != nil {
			notes.ExamplesAlreadyDeclared++
			continue
		}
		p := append(slices.Clone(base), "responses", code, "content", mt)
		k := strings.Join(p, "\x00")
		g := byPath[k]
		if g == nil {
			g = &group{path: p}
			byPath[k] = g
			groups = append(groups, g)
		}
		g.exs = append(g.exs, x)
	}
	var edits []codec.Edit
	for _, g := range groups {
		isJSON := oaIsJSON(oaEssence(g.path[len(g.path)-1]))
		notes.ExamplesWritten += len(g.exs)
		if len(g.exs) == 1 {
			edits = append(edits, codec.Edit{Path: g.path, Key: "example", Value: exampleValue(g.exs[0].Body, isJSON)})
			continue
		}
		edits = append(edits, codec.Edit{Path: g.path, Key: "examples", Value: namedExamples(g.exs, isJSON)})
	}
	return edits
}

// exampleResponse is the status key and the declared response (nil
// when none) a stored example goes to, unless it is not one to write: a
// truncated one (examplesTruncated), one equal to what the import derived
// from the document already (examplesSampledAtImport), one whose response
// is a shared reference (referencedResponsesLeft). Its headers are never
// written (exampleHeadersDropped).
func exampleResponse(x workspace.Example, derived []Example, resps *oaNode, notes *ExportNotes) (string, *oaNode, bool) {
	if x.BodyTruncated {
		notes.ExamplesTruncated++
		return "", nil, false
	}
	if hs, err := workspace.Elements(x.Headers); err == nil && len(hs) > 0 {
		notes.ExampleHeadersDropped++
	}
	if slices.ContainsFunc(derived, func(d Example) bool { return int64(d.Status) == x.Status && d.Body == x.Body }) {
		notes.ExamplesSampledAtImport++
		return "", nil, false
	}
	code := strconv.FormatInt(x.Status, 10)
	raw := resps.get(code)
	if raw != nil && oaIsRef(raw) {
		notes.ReferencedResponsesLeft++
		return "", nil, false
	}
	return code, raw, true
}

// exampleValue is a stored body as an example value: its JSON value for
// a JSON media type when it parses, else the text.
func exampleValue(body string, isJSON bool) codec.RawMessage {
	if isJSON && codec.Valid([]byte(body)) && strings.TrimSpace(body) != "" {
		return workspace.Compact([]byte(body))
	}
	return workspace.Quote(body)
}

// mockValue is a request's x-svc-mock ({mode: random}, or {mode: fixed,
// example: <examples map key>}), nil for the default mode.
func mockValue(r workspace.Request, exs []workspace.Example) codec.RawMessage {
	switch r.MockResponseMode {
	case "random":
		return codec.RawMessage(`{"mode":"random"}`)
	case "fixed":
		name := ""
		for _, x := range exs {
			if r.MockExampleID != nil && x.ID == *r.MockExampleID {
				name = x.Name
			}
		}
		return workspace.Object([]workspace.Member{{Key: "mode", Value: workspace.Quote("fixed")}, {Key: "example", Value: workspace.Quote(name)}})
	}
	return nil
}

// tokenSegment matches a path segment that is exactly one {{variable}}.
var tokenSegment = regexp.MustCompile(`^\{\{([^{}]+)\}\}$`)

// splitURL cuts a request URL into its origin (scheme and host, or a
// leading {{variable}}) and its path, query and fragment dropped.
func splitURL(raw string) (origin, path string) {
	if i := strings.IndexAny(raw, "?#"); i >= 0 {
		raw = raw[:i]
	}
	switch {
	case strings.HasPrefix(raw, "{{"):
		if end := strings.Index(raw, "}}"); end > 0 {
			return raw[:end+2], raw[end+2:]
		}
	case strings.Contains(raw, "://"):
		i := strings.Index(raw, "://") + 3
		if j := strings.IndexByte(raw[i:], '/'); j >= 0 {
			return raw[:i+j], raw[i+j:]
		}
		return raw, ""
	}
	return "", raw
}
