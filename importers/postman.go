package importers

import (
	"fmt"
	"math"
	"path"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/workspace"
)

// Postman collection, environment and globals exports.
//
// The mapping follows the spec's "Collection export mapping" rules 1-9.
// Decisions the spec leaves open, made here:
//
//   - Temp ids are "c1", "c2", ... for collections (the root first, then
//     folders in document order), "r1", ... for requests and "e1" for an
//     environment, so a parse is deterministic.
//   - A request states its auth ({"mode":"inherit"} when the export has
//     none); a collection states {"mode":"none"} when it has none.
//   - An object item with neither an item array nor a request is skipped
//     and counted malformed_item, like a non-object entry.
//   - Query text is percent-decoded as RFC 3986 does ('+' stays '+'). A
//     decoded component is rejoined escaped as Postman escapes a query on
//     the wire (control bytes, space, " # ' < > and non-ASCII bytes), plus
//     & (and = in a key) and a % that a hex pair follows, so the rejoined
//     query reads back to the same params; {{templates}} are copied as
//     written. A pre-encoded query keeps its spelling (hex digits
//     upper-cased); escapes of characters needing none are decoded (%41
//     becomes A, %2B becomes +). An empty segment (&&, a bare ?) is
//     dropped.
//   - Path variables are :name at the start of a path segment, name being
//     the whole segment when a declared variable has that key, else the
//     longest run of letters, digits, _ and -. A declared value goes to the
//     root collection's variables unless the root already defines the name
//     (the first value wins; a different later value is reported in
//     meta.skipped).
//   - A raw body labelled with a language other than json, text or xml
//     (javascript, html) is text. The Content-Type row of an xml or graphql
//     body is added only when no enabled Content-Type row is declared. A form-data file row becomes
//     {"key", "value": "", "enabled", "type": "file", "unresolved": true},
//     with src when the export names one plain string path (sent from that
//     path as Newman does, a relative one from the run's working
//     directory); meta.skipped names the file to check or pick.
//   - protocolProfileBehavior is inherited as Postman does: collection, then
//     folders, then the item, the nearest stating a setting winning.
//     maxRedirects is truncated to a whole number and clamped to 0..100.
//   - A saved response's status is its code when that is a whole number in
//     100..599, else 200. At most 100 examples per request (the engine's
//     limit) are kept and an example body over 1 MiB is dropped; both are
//     reported in meta.skipped.
//   - Variables: a value that is a string, number or boolean is kept as is
//     (an object or array becomes its JSON text, null becomes ""). A
//     disabled variable becomes {"value": v, "enabled": false} and a secret
//     one {"value": v, "type": "secret"}, which the sender reads as a value
//     (skipping the disabled). When a name repeats, the last enabled entry
//     wins and a disabled entry never hides an enabled one (newman's rule),
//     at the position of the first. An id stands for a missing key (v2.0).
//   - Scripts: every prerequest or test event with a script becomes a
//     script.pre or script.post element, in event order, empty ones
//     included; a disabled event gives an element with enabled false.
//     With importScripts false the elements are kept with config.script "".
//   - {{ x }} becomes {{x}} in URLs, params, headers, bodies, auth values
//     and variable values; scripts, names, descriptions and saved responses
//     are kept as written.

// methods the engine sends.
var postmanMethods = []string{"GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"}

// Engine limits applied to examples (http-api.md, Saved example).
const (
	pmMaxExamples    = 100
	pmMaxExampleBody = 1 << 20
)

// postman is the state of one mapping.
type postman struct {
	opts Options
	tree Tree
	root *pmVarSet // the root collection's variables, path variables added
	ncol int
	nreq int
	// pkgNames are the package library names the scripts require, each
	// reported once.
	pkgNames []string
}

func mapPostman(doc *Document, opts Options) (Tree, error) {
	ms, err := workspace.Members(doc.JSON)
	if err != nil {
		return Tree{}, fmt.Errorf("read the collection export: %w", err)
	}
	m := &postman{opts: opts, root: newPMVarSet()}
	info, _ := workspace.Members(pmGet(ms, "info"))
	name := pmStr(pmGet(info, "name"))
	if name == "" {
		name = pmDefaultName(opts.FileName, "Imported collection")
	}
	rootID := m.newCollection()
	m.variables(m.root, pmGet(ms, "variable"))
	m.tree.Collections = append(m.tree.Collections, Collection{
		TempID:       rootID,
		ParentTempID: nil,
		Name:         name,
		Description:  pmDescription(pmGet(info, "description")),
		Auth:         m.auth(pmGet(ms, "auth"), true, fmt.Sprintf("collection %q", name)),
		Elements:     m.elements(pmGet(ms, "event")),
	})
	ppb := []codec.RawMessage{pmGet(ms, "protocolProfileBehavior")}
	m.items(pmGet(ms, "item"), rootID, name, ppb)
	// Path variables found in the requests land here, so the root's
	// variables are written last.
	m.tree.Collections[0].Variables = m.root.object()
	return m.tree, nil
}

func mapPostmanEnvironment(doc *Document, opts Options) (Tree, error) {
	ms, err := workspace.Members(doc.JSON)
	if err != nil {
		return Tree{}, fmt.Errorf("read the environment export: %w", err)
	}
	m := &postman{opts: opts}
	name := pmStr(pmGet(ms, "name"))
	if name == "" {
		name = pmDefaultName(opts.FileName, "Imported environment")
	}
	if !opts.ImportEnvironments {
		m.tree.Meta.skip(fmt.Sprintf("environment %q was not imported: importEnvironments is false", name))
		return m.tree, nil
	}
	vars := newPMVarSet()
	m.variables(vars, pmGet(ms, "values"))
	m.tree.Environments = []Environment{{TempID: "e1", Name: name, Variables: vars.objectOrEmpty()}}
	return m.tree, nil
}

// mapPostmanGlobals maps a globals export, {"values": [...]} or the older
// bare array of variables, to Tree.Globals.
func mapPostmanGlobals(doc *Document, opts Options) (Tree, error) {
	values := doc.JSON
	if workspace.KindOf(values) == workspace.KindObject {
		ms, err := workspace.Members(values)
		if err != nil {
			return Tree{}, fmt.Errorf("read the globals export: %w", err)
		}
		values = pmGet(ms, "values")
	}
	m := &postman{opts: opts}
	vars := newPMVarSet()
	m.variables(vars, values)
	m.tree.Globals = vars.objectOrEmpty()
	return m.tree, nil
}

func (m *postman) newCollection() string {
	m.ncol++
	return "c" + strconv.Itoa(m.ncol)
}

func (m *postman) newRequest() string {
	m.nreq++
	return "r" + strconv.Itoa(m.nreq)
}

func (m *postman) count(name string) { m.tree.Meta.count(name, 1) }

func (m *postman) skip(format string, args ...any) { m.tree.Meta.skip(fmt.Sprintf(format, args...)) }

// items maps an item array under the collection parent (rule 1). ppb is
// the protocolProfileBehavior chain from the root down to parent.
func (m *postman) items(raw codec.RawMessage, parent, parentName string, ppb []codec.RawMessage) {
	list, err := workspace.Elements(raw)
	if err != nil {
		return
	}
	for i, it := range list {
		ms, err := workspace.Members(it)
		if err != nil {
			m.count("malformed_item")
			m.skip("item %d of %q is not an object and was skipped", i, parentName)
			continue
		}
		name := pmStr(pmGet(ms, "name"))
		switch {
		case workspace.KindOf(pmGet(ms, "item")) == workspace.KindArray:
			m.folder(ms, name, parent, ppb)
		case pmIsStringOrObject(pmGet(ms, "request")):
			m.request(ms, name, parent, ppb)
		default:
			m.count("malformed_item")
			m.skip("item %d (%q) of %q is neither a folder nor a request and was skipped", i, name, parentName)
		}
	}
}

func (m *postman) folder(ms []workspace.Member, name, parent string, ppb []codec.RawMessage) {
	if name == "" {
		name = "Untitled folder"
	}
	id := m.newCollection()
	vars := newPMVarSet()
	m.variables(vars, pmGet(ms, "variable"))
	p := parent
	m.tree.Collections = append(m.tree.Collections, Collection{
		TempID:       id,
		ParentTempID: &p,
		Name:         name,
		Description:  pmDescription(pmGet(ms, "description")),
		Variables:    vars.object(),
		Auth:         m.auth(pmGet(ms, "auth"), true, fmt.Sprintf("folder %q", name)),
		Elements:     m.elements(pmGet(ms, "event")),
	})
	m.items(pmGet(ms, "item"), id, name, append(ppb[:len(ppb):len(ppb)], pmGet(ms, "protocolProfileBehavior")))
}

func (m *postman) request(item []workspace.Member, name, parent string, ppb []codec.RawMessage) {
	if name == "" {
		name = "Untitled request"
	}
	where := fmt.Sprintf("request %q", name)
	r := Request{TempID: m.newRequest(), CollectionTempID: parent, Name: name, Method: "GET"}
	rawReq := pmGet(item, "request")
	var req []workspace.Member
	if s, ok := workspace.String(rawReq); ok {
		r.URL, r.Params = m.url(pmQuote(s), where)
	} else {
		req, _ = workspace.Members(rawReq)
		r.Method = m.method(pmGet(req, "method"), where)
		r.URL, r.Params = m.url(pmGet(req, "url"), where)
	}
	r.Description = pmDescription(pmGet(req, "description"))
	if r.Description == "" {
		r.Description = pmDescription(pmGet(item, "description"))
	}
	headers := pmHeaderRows(pmGet(req, "header"), true)
	r.Body = m.body(pmGet(req, "body"), &headers, where)
	r.Headers = pmEncodeRows(headers)
	r.Auth = m.auth(pmGet(req, "auth"), false, where)
	r.Elements = m.elements(pmGet(item, "event"))
	r.FollowRedirects, r.MaxRedirects, r.VerifySSL = pmRedirectSettings(append(ppb[:len(ppb):len(ppb)], pmGet(item, "protocolProfileBehavior")))
	if v := pmGet(req, "certificate"); v != nil && !workspace.IsNull(v) {
		m.count("certificate")
		m.skip("%s has its own client certificate, which is not imported: add it under client certificates", where)
	}
	if v := pmGet(req, "proxy"); v != nil && !workspace.IsNull(v) {
		m.count("proxy_config")
		m.skip("%s has its own proxy setting, which is not imported", where)
	}
	r.Examples = m.examples(pmGet(item, "response"), where)
	m.tree.Requests = append(m.tree.Requests, r)
}

// method upper-cases a method; one the engine does not send becomes GET
// (rule 2). An absent method is Postman's default, GET.
func (m *postman) method(raw codec.RawMessage, where string) string {
	if raw == nil || workspace.IsNull(raw) {
		return "GET"
	}
	s, ok := workspace.String(raw)
	if ok && s == "" {
		return "GET"
	}
	up := strings.ToUpper(s)
	for _, x := range postmanMethods {
		if ok && up == x {
			return up
		}
	}
	m.count("unsupported_method")
	m.skip("%s uses method %s, which the engine does not send; it was imported as GET", where, workspace.Compact(raw))
	return "GET"
}

// ---- URLs (rule 3) ----

// pmParam is one query parameter: decoded text, or the raw text when its
// escapes are invalid (ok false).
type pmParam struct {
	key, value     string
	hasValue       bool // a = was written (or the export's value is not null)
	enabled        bool
	keyOK, valueOK bool
}

// url maps a string or object URL to the url text and its params.
func (m *postman) url(raw codec.RawMessage, where string) (string, codec.RawMessage) {
	var (
		base, frag string
		params     []pmParam
		pathDecl   map[string]codec.RawMessage // declared path variables, by key
	)
	if s, ok := workspace.String(raw); ok {
		var query string
		var hasQuery bool
		base, query, frag, hasQuery = pmSplitURL(pmNormalizeTemplates(s))
		if hasQuery {
			params = pmParseQuery(query)
		}
	} else if ms, err := workspace.Members(raw); err == nil {
		rawText, hasRaw := workspace.String(pmGet(ms, "raw"))
		if hasRaw {
			var query string
			var hasQuery bool
			base, query, frag, hasQuery = pmSplitURL(pmNormalizeTemplates(rawText))
			if hasQuery {
				params = pmParseQuery(query)
			}
		} else {
			m.count("url_without_raw")
			base = pmNormalizeTemplates(pmBuildURL(ms))
			if h := pmText(pmGet(ms, "hash")); h != "" {
				frag = "#" + h
			}
		}
		if q := pmGet(ms, "query"); workspace.KindOf(q) == workspace.KindArray {
			params = pmQueryList(q)
		}
		pathDecl = pmPathVariableValues(pmGet(ms, "variable"))
	}
	base = m.pathVariables(base, pathDecl, where)
	rows := make([]codec.RawMessage, 0, len(params))
	var joined []string
	for _, p := range params {
		rows = append(rows, pmRowJSON(p.key, p.value, p.enabled))
		if !p.enabled {
			continue
		}
		k := pmEncodeComponent(p.key, true)
		seg := k
		changed := !p.keyOK && k != p.key
		if p.hasValue {
			v := pmEncodeComponent(p.value, false)
			seg += "=" + v
			changed = changed || (!p.valueOK && v != p.value)
		}
		if changed {
			m.count("invalid_percent_encoding")
			m.skip("%s: query parameter %q has an invalid percent escape; it was kept as written and escaped when rejoined", where, p.key)
		}
		joined = append(joined, seg)
	}
	u := base
	if len(joined) > 0 {
		u += "?" + strings.Join(joined, "&")
	}
	return u + frag, workspace.Array(rows)
}

// pmBuildURL builds a URL from an object URL's parts (an export without raw).
func pmBuildURL(ms []workspace.Member) string {
	var b strings.Builder
	if p := pmStr(pmGet(ms, "protocol")); p != "" {
		b.WriteString(strings.TrimSuffix(p, "://"))
		b.WriteString("://")
	}
	b.WriteString(pmJoinParts(pmGet(ms, "host"), "."))
	if port := pmText(pmGet(ms, "port")); port != "" {
		b.WriteString(":")
		b.WriteString(port)
	}
	if p := pmJoinParts(pmGet(ms, "path"), "/"); p != "" {
		if !strings.HasPrefix(p, "/") {
			b.WriteString("/")
		}
		b.WriteString(p)
	}
	return b.String()
}

// pmJoinParts joins a host or path given as a string or as an array of
// strings (or, for a path, {value} objects).
func pmJoinParts(raw codec.RawMessage, sep string) string {
	if s, ok := workspace.String(raw); ok {
		return s
	}
	list, err := workspace.Elements(raw)
	if err != nil {
		return ""
	}
	parts := make([]string, 0, len(list))
	for _, it := range list {
		if ms, err := workspace.Members(it); err == nil {
			parts = append(parts, pmText(pmGet(ms, "value")))
			continue
		}
		parts = append(parts, pmText(it))
	}
	return strings.Join(parts, sep)
}

// pmSplitURL splits s at the first ? (and the fragment at the first #)
// outside {{templates}}. frag keeps its #.
func pmSplitURL(s string) (base, query, frag string, hasQuery bool) {
	t := newPMTemplates(s)
	to := len(s)
	if i := t.index("#", 0, to); i >= 0 {
		to, frag = i, s[i:]
	}
	if i := t.index("?", 0, to); i >= 0 {
		return s[:i], s[i+1 : to], frag, true
	}
	return s[:to], "", frag, false
}

// pmParseQuery reads a query string into decoded params.
func pmParseQuery(q string) []pmParam {
	var out []pmParam
	t := newPMTemplates(q)
	for start := 0; start <= len(q); {
		end := t.index("&", start, len(q))
		if end < 0 {
			end = len(q)
		}
		segStart := start
		start = end + 1
		if segStart == end {
			continue
		}
		p := pmParam{enabled: true}
		if eq := t.index("=", segStart, end); eq >= 0 {
			p.key, p.value, p.hasValue = q[segStart:eq], q[eq+1:end], true
		} else {
			p.key = q[segStart:end]
		}
		p.key, p.keyOK = pmPercentDecode(p.key)
		p.value, p.valueOK = pmPercentDecode(p.value)
		out = append(out, p)
	}
	return out
}

// pmQueryList reads an object URL's query[] (values as written in the URL).
func pmQueryList(raw codec.RawMessage) []pmParam {
	list, _ := workspace.Elements(raw)
	var out []pmParam
	for _, it := range list {
		ms, err := workspace.Members(it)
		if err != nil {
			continue
		}
		v := pmGet(ms, "value")
		p := pmParam{
			key:      pmNormalizeTemplates(pmText(pmGet(ms, "key"))),
			value:    pmNormalizeTemplates(pmText(v)),
			hasValue: v != nil && !workspace.IsNull(v),
			enabled:  pmEnabled(ms),
		}
		if p.key == "" && !p.hasValue {
			continue // an empty segment
		}
		p.key, p.keyOK = pmPercentDecode(p.key)
		p.value, p.valueOK = pmPercentDecode(p.value)
		out = append(out, p)
	}
	return out
}

// pmPathVariableValues reads an object URL's variable[]: key (or id) to
// the variable (the first of a repeated key).
func pmPathVariableValues(raw codec.RawMessage) map[string]codec.RawMessage {
	list, _ := workspace.Elements(raw)
	out := map[string]codec.RawMessage{}
	for _, it := range list {
		ms, err := workspace.Members(it)
		if err != nil {
			continue
		}
		k := pmVariableKey(ms)
		if k == "" {
			continue
		}
		if _, dup := out[k]; !dup {
			out[k] = it
		}
	}
	return out
}

// pathVariables turns :name path segments into {{name}} and sends the
// declared values to the root collection's variables.
func (m *postman) pathVariables(u string, declared map[string]codec.RawMessage, where string) string {
	t := newPMTemplates(u)
	start := 0
	if i := t.index("://", 0, len(u)); i >= 0 {
		start = i + 3
	}
	p := t.index("/", start, len(u))
	if p < 0 {
		return u
	}
	sent := map[string]bool{} // names whose value went to the root
	var b strings.Builder
	b.WriteString(u[:p])
	for i := p; i < len(u); {
		if end := t.end(i); end > 0 {
			b.WriteString(u[i:end])
			i = end
			continue
		}
		if u[i] != '/' || i+1 >= len(u) || u[i+1] != ':' {
			b.WriteByte(u[i])
			i++
			continue
		}
		name := pmPathVariableName(u[i+2:], declared)
		if name == "" {
			b.WriteByte(u[i])
			i++
			continue
		}
		b.WriteString("/{{")
		b.WriteString(name)
		b.WriteString("}}")
		i += 2 + len(name)
		m.count("path_variables")
		if d, ok := declared[name]; ok && !sent[name] {
			sent[name] = true
			m.pathValue(name, d, where)
		}
	}
	return b.String()
}

// pmPathVariableName is the name of the path variable that rest (the text
// after "/:") starts, or "".
func pmPathVariableName(rest string, declared map[string]codec.RawMessage) string {
	seg := rest
	if j := strings.IndexByte(seg, '/'); j >= 0 {
		seg = seg[:j]
	}
	if _, ok := declared[seg]; ok && seg != "" {
		return seg
	}
	n := 0
	for n < len(seg) {
		c := seg[n]
		if c == '_' || c == '-' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' {
			n++
			continue
		}
		break
	}
	return seg[:n]
}

// pathValue adds a declared path variable to the root's variables.
func (m *postman) pathValue(name string, decl codec.RawMessage, where string) {
	ms, _ := workspace.Members(decl)
	e, ok := m.variable(ms)
	if !ok {
		return
	}
	if cur, exists := m.root.get(name); exists {
		if string(cur.value) != string(e.value) {
			m.skip("%s: path variable %s = %s conflicts with the collection's value %s, which was kept", where, name, e.value, cur.value)
		}
		return
	}
	m.root.add(e)
}

// ---- query text ----

// pmTemplates knows where the {{...}} spans of a text are. One pass finds
// them all (a stack pairs each }} with the latest open {{, so nested spans
// sit inside their outer span), which keeps every scan that skips
// templates linear however many unclosed {{ a hostile text holds.
type pmTemplates struct {
	s    string
	ends map[int]int // start of a closed span → its end (exclusive)
}

func newPMTemplates(s string) pmTemplates {
	t := pmTemplates{s: s}
	if !strings.Contains(s, "{{") {
		return t
	}
	t.ends = map[int]int{}
	var open []int
	for j := 0; j+1 < len(s); {
		switch {
		case s[j] == '{' && s[j+1] == '{':
			open = append(open, j)
			j += 2
		case s[j] == '}' && s[j+1] == '}':
			if n := len(open); n > 0 {
				t.ends[open[n-1]] = j + 2
				open = open[:n-1]
			}
			j += 2
		default:
			j++
		}
	}
	return t
}

// end is the end of the span starting at i, or -1.
func (t pmTemplates) end(i int) int {
	if e, ok := t.ends[i]; ok {
		return e
	}
	return -1
}

// index returns the index of the first sep in s[from:to] that is not
// inside a template, or -1.
func (t pmTemplates) index(sep string, from, to int) int {
	for i := from; i < to; {
		if e := t.end(i); e > 0 {
			i = e
			continue
		}
		if strings.HasPrefix(t.s[i:to], sep) {
			return i
		}
		i++
	}
	return -1
}

func pmIsHex(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

func pmUnhex(c byte) byte {
	switch {
	case c >= 'a':
		return c - 'a' + 10
	case c >= 'A':
		return c - 'A' + 10
	}
	return c - '0'
}

// pmPercentDecode decodes %XX escapes outside {{templates}}. ok is false, and
// s is returned as written, when an escape is invalid or the decoded bytes
// are not UTF-8.
func pmPercentDecode(s string) (string, bool) {
	if !strings.Contains(s, "%") {
		return s, true
	}
	t := newPMTemplates(s)
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); {
		if end := t.end(i); end > 0 {
			b = append(b, s[i:end]...)
			i = end
			continue
		}
		if s[i] != '%' {
			b = append(b, s[i])
			i++
			continue
		}
		if i+2 >= len(s) || !pmIsHex(s[i+1]) || !pmIsHex(s[i+2]) {
			return s, false
		}
		b = append(b, pmUnhex(s[i+1])<<4|pmUnhex(s[i+2]))
		i += 3
	}
	if !utf8.Valid(b) {
		return s, false
	}
	return string(b), true
}

// pmEncodeComponent escapes a decoded query key or value (see the notes
// at the top of this file).
func pmEncodeComponent(s string, key bool) string {
	const hexDigits = "0123456789ABCDEF"
	t := newPMTemplates(s)
	var b strings.Builder
	for i := 0; i < len(s); {
		if end := t.end(i); end > 0 {
			b.WriteString(s[i:end])
			i = end
			continue
		}
		c := s[i]
		switch {
		case c <= ' ' || c >= 0x7f || strings.IndexByte(`"#'<>&`, c) >= 0 || (key && c == '='),
			c == '%' && i+2 < len(s) && pmIsHex(s[i+1]) && pmIsHex(s[i+2]):
			b.WriteByte('%')
			b.WriteByte(hexDigits[c>>4])
			b.WriteByte(hexDigits[c&15])
		default:
			b.WriteByte(c)
		}
		i++
	}
	return b.String()
}

// pmTemplateSpaces matches a {{ name }} with spaces inside the braces.
var pmTemplateSpaces = regexp.MustCompile(`\{\{\s*([^{}\s](?:[^{}]*[^{}\s])?)\s*\}\}`)

// pmNormalizeTemplates turns {{ x }} into {{x}} (rule 9).
func pmNormalizeTemplates(s string) string {
	if !strings.Contains(s, "{{") {
		return s
	}
	return pmTemplateSpaces.ReplaceAllString(s, "{{$1}}")
}

// ---- headers, params and bodies ----

// pmHeader is one {key, value, enabled} row.
type pmHeader struct {
	key, value string
	enabled    bool
}

func pmRowJSON(key, value string, enabled bool) codec.RawMessage {
	return workspace.Object([]workspace.Member{
		{Key: "key", Value: pmQuote(key)},
		{Key: "value", Value: pmQuote(value)},
		{Key: "enabled", Value: pmBool(enabled)},
	})
}

func pmEncodeRows(rows []pmHeader) codec.RawMessage {
	out := make([]codec.RawMessage, len(rows))
	for i, r := range rows {
		out[i] = pmRowJSON(r.key, r.value, r.enabled)
	}
	return workspace.Array(out)
}

// pmHeaderRows reads a header list, or the v2.0 string form
// ("Key: value" lines, a // prefix disabling a line). norm normalizes
// templates (not in saved responses, which are kept verbatim).
func pmHeaderRows(raw codec.RawMessage, norm bool) []pmHeader {
	nt := pmNormalizeTemplates
	if !norm {
		nt = func(s string) string { return s }
	}
	out := []pmHeader{}
	if s, ok := workspace.String(raw); ok {
		for _, line := range strings.Split(s, "\n") {
			line = strings.TrimSpace(line)
			if line == "" {
				continue
			}
			enabled := true
			if rest, cut := strings.CutPrefix(line, "//"); cut {
				enabled, line = false, strings.TrimSpace(rest)
			}
			k, v, _ := strings.Cut(line, ":")
			out = append(out, pmHeader{nt(strings.TrimSpace(k)), nt(strings.TrimSpace(v)), enabled})
		}
		return out
	}
	list, _ := workspace.Elements(raw)
	for _, it := range list {
		ms, err := workspace.Members(it)
		if err != nil {
			continue
		}
		out = append(out, pmHeader{nt(pmText(pmGet(ms, "key"))), nt(pmText(pmGet(ms, "value"))), pmEnabled(ms)})
	}
	return out
}

// pmDeclared reports whether an enabled row names header key.
func pmDeclared(rows []pmHeader, key string) bool {
	for _, r := range rows {
		if r.enabled && strings.EqualFold(strings.TrimSpace(r.key), key) {
			return true
		}
	}
	return false
}

// body maps a request body (rule 4); it may add a Content-Type row.
func (m *postman) body(raw codec.RawMessage, headers *[]pmHeader, where string) codec.RawMessage {
	none := codec.RawMessage(`{"mode":"none"}`)
	ms, err := workspace.Members(raw)
	if err != nil {
		return none
	}
	if on, _ := workspace.Bool(pmGet(ms, "disabled")); on {
		m.count("disabled_body")
		return none
	}
	mode := pmStr(pmGet(ms, "mode"))
	switch mode {
	case "raw":
		content := pmNormalizeTemplates(pmText(pmGet(ms, "raw")))
		opts, _ := workspace.Members(pmGet(ms, "options"))
		rawOpts, _ := workspace.Members(pmGet(opts, "raw"))
		lang, labelled := workspace.String(pmGet(rawOpts, "language"))
		var bodyMode string
		switch {
		case !labelled:
			bodyMode = "text"
			if codec.Valid([]byte(content)) {
				bodyMode = "json"
			}
		case lang == "json", lang == "text":
			bodyMode = lang
		case lang == "xml":
			bodyMode = "xml"
			if !pmDeclared(*headers, "Content-Type") {
				*headers = append(*headers, pmHeader{"Content-Type", "application/xml", true})
			}
		default:
			bodyMode = "text"
		}
		return pmStringBody(bodyMode, content)
	case "urlencoded":
		return pmFormBody("x-www-form-urlencoded", m.fields(pmGet(ms, "urlencoded"), false, where))
	case "formdata":
		return pmFormBody("form-data", m.fields(pmGet(ms, "formdata"), true, where))
	case "file":
		m.count("file_body")
		m.skip("%s sends a whole file as its body, which is not imported; its body is none", where)
		return none
	case "graphql":
		gq, _ := workspace.Members(pmGet(ms, "graphql"))
		env := []workspace.Member{{Key: "query", Value: pmQuote(pmNormalizeTemplates(pmText(pmGet(gq, "query"))))}}
		if v, ok := pmGraphQLVariables(pmGet(gq, "variables")); ok {
			env = append(env, workspace.Member{Key: "variables", Value: v})
		}
		if !pmDeclared(*headers, "Content-Type") {
			*headers = append(*headers, pmHeader{"Content-Type", "application/json", true})
		}
		return pmStringBody("graphql", string(workspace.Object(env)))
	case "":
		return none
	}
	m.skip("%s has a body of mode %q, which is not imported; its body is none", where, mode)
	return none
}

// pmGraphQLVariables parses the variables text of a GraphQL body: an object
// is kept as JSON, anything else that is not empty as its text.
func pmGraphQLVariables(raw codec.RawMessage) (codec.RawMessage, bool) {
	switch workspace.KindOf(raw) {
	case workspace.KindObject:
		return workspace.Compact(raw), true
	case workspace.KindString:
		s, _ := workspace.String(raw)
		s = pmNormalizeTemplates(s)
		if strings.TrimSpace(s) == "" {
			return nil, false
		}
		if b := []byte(s); codec.Valid(b) && workspace.KindOf(b) == workspace.KindObject {
			return workspace.Compact(b), true
		}
		return pmQuote(s), true
	}
	return nil, false
}

func pmStringBody(mode, content string) codec.RawMessage {
	return workspace.Object([]workspace.Member{
		{Key: "mode", Value: pmQuote(mode)},
		{Key: "content", Value: pmQuote(content)},
	})
}

func pmFormBody(mode string, fields []codec.RawMessage) codec.RawMessage {
	return workspace.Object([]workspace.Member{
		{Key: "mode", Value: pmQuote(mode)},
		{Key: "fields", Value: workspace.Array(fields)},
	})
}

// fields maps urlencoded or formdata rows; files are allowed in form-data.
func (m *postman) fields(raw codec.RawMessage, files bool, where string) []codec.RawMessage {
	list, _ := workspace.Elements(raw)
	out := make([]codec.RawMessage, 0, len(list))
	for _, it := range list {
		ms, err := workspace.Members(it)
		if err != nil {
			continue
		}
		key := pmNormalizeTemplates(pmText(pmGet(ms, "key")))
		f := []workspace.Member{{Key: "key", Value: pmQuote(key)}}
		if files && pmStr(pmGet(ms, "type")) == "file" {
			f = append(f,
				workspace.Member{Key: "value", Value: pmQuote("")},
				workspace.Member{Key: "enabled", Value: pmBool(pmEnabled(ms))},
				workspace.Member{Key: "type", Value: pmQuote("file")},
				workspace.Member{Key: "unresolved", Value: codec.RawMessage("true")},
			)
			src, isStr := workspace.String(pmGet(ms, "src"))
			switch {
			case isStr && src != "":
				// As Newman: the path is read at send, a relative one from
				// the run's working directory (svc-cli run: the collection
				// file's folder, or --working-dir).
				f = append(f, workspace.Member{Key: "src", Value: pmQuote(src)})
				m.skip("%s: form-data file part %q is sent from %s, as the export names it; check the path on this machine", where, key, src)
			case pmText(pmGet(ms, "src")) == "":
				m.skip("%s: form-data file part %q names no file; set its src", where, key)
			default:
				m.skip("%s: form-data file part %q named %s on the exporting machine; set its src", where, key, pmText(pmGet(ms, "src")))
			}
		} else {
			f = append(f,
				workspace.Member{Key: "value", Value: pmQuote(pmNormalizeTemplates(pmText(pmGet(ms, "value"))))},
				workspace.Member{Key: "enabled", Value: pmBool(pmEnabled(ms))},
			)
		}
		if ct := pmStr(pmGet(ms, "contentType")); ct != "" && files {
			f = append(f, workspace.Member{Key: "contentType", Value: pmQuote(ct)})
		}
		out = append(out, workspace.Object(f))
	}
	return out
}

// ---- auth (rule 5) ----

// auth maps an auth object. For a collection or folder, absent and inherit
// are none (transparent) and noauth is terminal; a request defaults to
// inherit.
func (m *postman) auth(raw codec.RawMessage, collection bool, where string) codec.RawMessage {
	mode := func(s string) codec.RawMessage {
		return workspace.Object([]workspace.Member{{Key: "mode", Value: pmQuote(s)}})
	}
	if raw == nil || workspace.IsNull(raw) {
		if collection {
			return mode("none")
		}
		return mode("inherit")
	}
	ms, err := workspace.Members(raw)
	typ, isStr := workspace.String(pmGet(ms, "type"))
	if err != nil || !isStr {
		m.count("unsupported_auth")
		m.skip("%s has an auth without a type name, which is not imported; its auth is none", where)
		return mode("none")
	}
	params := pmAuthParams(pmGet(ms, typ))
	param := func(k string) codec.RawMessage {
		v, ok := workspace.Get(params, k)
		if !ok {
			return pmQuote("")
		}
		return pmQuote(pmText(v))
	}
	with := func(name string, extra ...workspace.Member) codec.RawMessage {
		return workspace.Object(append([]workspace.Member{{Key: "mode", Value: pmQuote(name)}}, extra...))
	}
	switch typ {
	case "inherit":
		if collection {
			return mode("none")
		}
		return mode("inherit")
	case "noauth":
		return mode("noauth")
	case "bearer":
		return with("bearer", workspace.Member{Key: "token", Value: param("token")})
	case "basic":
		return with("basic",
			workspace.Member{Key: "username", Value: param("username")},
			workspace.Member{Key: "password", Value: param("password")})
	case "apikey":
		in := "header"
		if v, _ := workspace.Get(params, "in"); pmText(v) == "query" {
			in = "query"
		}
		return with("apikey",
			workspace.Member{Key: "key", Value: param("key")},
			workspace.Member{Key: "value", Value: param("value")},
			workspace.Member{Key: "in", Value: pmQuote(in)})
	case "oauth2", "digest", "ntlm", "oauth1", "hawk", "edgegrid":
		return with(typ, workspace.Member{Key: "config", Value: workspace.Object(params)})
	case "awsv4":
		return with("aws", workspace.Member{Key: "config", Value: workspace.Object(params)})
	}
	m.count("unsupported_auth")
	m.skip("%s uses %s auth, which the engine does not support; its auth is none", where, typ)
	return mode("none")
}

// pmAuthParams reads an auth type's parameters, a v2.1 list of {key, value}
// or a v2.0 object, with template-normalized string values.
func pmAuthParams(raw codec.RawMessage) []workspace.Member {
	var out []workspace.Member
	set := func(k string, v codec.RawMessage) {
		if s, ok := workspace.String(v); ok {
			v = pmQuote(pmNormalizeTemplates(s))
		} else if v == nil {
			v = codec.RawMessage("null")
		}
		out = workspace.Set(out, k, workspace.Compact(v))
	}
	if ms, err := workspace.Members(raw); err == nil {
		for _, x := range ms {
			set(x.Key, x.Value)
		}
		return out
	}
	list, _ := workspace.Elements(raw)
	for _, it := range list {
		ms, err := workspace.Members(it)
		if err != nil {
			continue
		}
		if k, ok := workspace.String(pmGet(ms, "key")); ok {
			set(k, pmGet(ms, "value"))
		}
	}
	return out
}

// ---- scripts (rule 9) ----

// elements maps prerequest and test events to script elements (nil when
// there are none).
func (m *postman) elements(raw codec.RawMessage) codec.RawMessage {
	list, _ := workspace.Elements(raw)
	var out []codec.RawMessage
	for _, it := range list {
		ms, err := workspace.Members(it)
		if err != nil {
			continue
		}
		var kind string
		switch pmStr(pmGet(ms, "listen")) {
		case "prerequest":
			kind = "script.pre"
		case "test":
			kind = "script.post"
		default:
			continue
		}
		script, err := workspace.Members(pmGet(ms, "script"))
		if err != nil {
			continue
		}
		code := ""
		if m.opts.ImportScripts {
			code = pmScriptText(pmGet(script, "exec"))
		}
		el := []workspace.Member{{Key: "kind", Value: pmQuote(kind)}}
		if off, _ := workspace.Bool(pmGet(ms, "disabled")); off {
			el = append(el, workspace.Member{Key: "enabled", Value: codec.RawMessage("false")})
		}
		cfg := []workspace.Member{{Key: "script", Value: pmQuote(code)}}
		if pkgs := m.packages(pmGet(script, "packages")); pkgs != nil {
			cfg = append(cfg, workspace.Member{Key: "packages", Value: pkgs})
		}
		el = append(el, workspace.Member{Key: "config", Value: workspace.Object(cfg)})
		out = append(out, workspace.Object(el))
	}
	if len(out) == 0 {
		return nil
	}
	return workspace.Array(out)
}

// packages keeps a script's package library references as Postman
// exports them ({"@team/name": {"id": "..."}}: the code is not part of a
// collection export), nil when there are none. Each name is reported once
// in meta.skipped: pm.require finds it once a script.package element of
// that name holds its code.
func (m *postman) packages(raw codec.RawMessage) codec.RawMessage {
	ms, err := workspace.Members(raw)
	if err != nil || len(ms) == 0 {
		return nil
	}
	var keep []workspace.Member
	for _, p := range ms {
		if workspace.KindOf(p.Value) != workspace.KindObject {
			continue
		}
		keep = append(keep, p)
		if !slices.Contains(m.pkgNames, p.Key) {
			m.pkgNames = append(m.pkgNames, p.Key)
			m.count("package_reference")
			m.skip("package %q of the package library is required by a script; its code is not part of a Postman export: add it as a script.package element named %q on the collection", p.Key, p.Key)
		}
	}
	if keep == nil {
		return nil
	}
	return workspace.Object(keep)
}

// pmScriptText joins exec lines with \n (exec may also be one string).
func pmScriptText(raw codec.RawMessage) string {
	if s, ok := workspace.String(raw); ok {
		return s
	}
	list, _ := workspace.Elements(raw)
	lines := make([]string, 0, len(list))
	for _, it := range list {
		if s, ok := workspace.String(it); ok {
			lines = append(lines, s)
		}
	}
	return strings.Join(lines, "\n")
}

// ---- redirect settings (rule 6) ----

// pmRedirectSettings reads protocolProfileBehavior along the chain, the
// nearest (last) value of the right type winning.
func pmRedirectSettings(chain []codec.RawMessage) (follow *bool, maxRedirects *int64, verify *bool) {
	for _, raw := range chain {
		ms, err := workspace.Members(raw)
		if err != nil {
			continue
		}
		if b, ok := workspace.Bool(pmGet(ms, "followRedirects")); ok {
			follow = &b
		}
		if f, ok := workspace.Number(pmGet(ms, "maxRedirects")); ok {
			n := int64(math.Max(0, math.Min(100, math.Trunc(f))))
			maxRedirects = &n
		}
		if b, ok := workspace.Bool(pmGet(ms, "strictSSL")); ok {
			verify = &b
		}
	}
	return follow, maxRedirects, verify
}

// ---- examples (rule 7) ----

func (m *postman) examples(raw codec.RawMessage, where string) []Example {
	list, _ := workspace.Elements(raw)
	var out []Example
	for i, it := range list {
		ms, err := workspace.Members(it)
		if err != nil {
			continue
		}
		if len(out) == pmMaxExamples {
			m.skip("%s has %d saved responses; the first %d were imported", where, len(list), pmMaxExamples)
			break
		}
		e := Example{Name: pmStr(pmGet(ms, "name")), Status: 200}
		if e.Name == "" {
			e.Name = "Example"
		}
		if code, ok := workspace.Int(pmGet(ms, "code")); ok && code >= 100 && code <= 599 {
			e.Status = int(code)
		} else if f, ok := workspace.Number(pmGet(ms, "code")); ok {
			m.skip("%s: saved response %q has status %v, outside 100..599; it was imported as 200", where, e.Name, f)
		}
		rows := pmHeaderRows(pmGet(ms, "header"), false)
		for _, r := range rows {
			if strings.EqualFold(strings.TrimSpace(r.key), "Content-Type") {
				e.ContentType = r.value
				break
			}
		}
		e.Headers = pmEncodeRows(rows)
		e.Body = pmText(pmGet(ms, "body"))
		if len(e.Body) > pmMaxExampleBody {
			m.skip("%s: saved response %d (%q) has a body over 1 MiB and was not imported", where, i, e.Name)
			continue
		}
		out = append(out, e)
	}
	return out
}

// ---- variables (rule 8) ----

// pmVar is one variable as the engine stores it.
type pmVar struct {
	key     string
	value   codec.RawMessage // a JSON string, number or boolean
	enabled bool
	secret  bool
}

// pmVarSet is an ordered set of variables with newman's duplicate rule.
type pmVarSet struct {
	list []pmVar
	at   map[string]int
}

func newPMVarSet() *pmVarSet { return &pmVarSet{at: map[string]int{}} }

func (s *pmVarSet) get(key string) (pmVar, bool) {
	i, ok := s.at[key]
	if !ok {
		return pmVar{}, false
	}
	return s.list[i], true
}

// add keeps e at the position of the first entry of its name; the last
// enabled entry wins and a disabled one never replaces an enabled one.
func (s *pmVarSet) add(e pmVar) {
	i, ok := s.at[e.key]
	switch {
	case !ok:
		s.at[e.key] = len(s.list)
		s.list = append(s.list, e)
	case e.enabled || !s.list[i].enabled:
		s.list[i] = e
	}
}

// object encodes the set as a variables object, nil when empty.
func (s *pmVarSet) object() codec.RawMessage {
	if len(s.list) == 0 {
		return nil
	}
	return s.objectOrEmpty()
}

func (s *pmVarSet) objectOrEmpty() codec.RawMessage {
	ms := make([]workspace.Member, len(s.list))
	for i, e := range s.list {
		v := e.value
		if !e.enabled || e.secret {
			o := []workspace.Member{{Key: "value", Value: e.value}}
			if !e.enabled {
				o = append(o, workspace.Member{Key: "enabled", Value: codec.RawMessage("false")})
			}
			if e.secret {
				o = append(o, workspace.Member{Key: "type", Value: pmQuote("secret")})
			}
			v = workspace.Object(o)
		}
		ms[i] = workspace.Member{Key: e.key, Value: v}
	}
	return workspace.Object(ms)
}

// variables adds a variable list (collection variable[], environment or
// globals values[]) to s.
func (m *postman) variables(s *pmVarSet, raw codec.RawMessage) {
	list, _ := workspace.Elements(raw)
	for _, it := range list {
		ms, err := workspace.Members(it)
		if err != nil {
			continue
		}
		if e, ok := m.variable(ms); ok {
			s.add(e)
		}
	}
}

// variable reads one variable; ok is false for one without a key.
func (m *postman) variable(ms []workspace.Member) (pmVar, bool) {
	key := pmVariableKey(ms)
	if key == "" {
		return pmVar{}, false
	}
	e := pmVar{key: key, enabled: pmEnabled(ms)}
	v := pmGet(ms, "value")
	switch workspace.KindOf(v) {
	case workspace.KindString:
		s, _ := workspace.String(v)
		e.value = pmQuote(pmNormalizeTemplates(s))
	case workspace.KindNumber, workspace.KindBool:
		e.value = workspace.Compact(v)
	case workspace.KindObject, workspace.KindArray:
		e.value = pmQuote(string(workspace.Compact(v)))
	default:
		e.value = pmQuote("")
	}
	typ, hasType := workspace.Get(ms, "type")
	ts, _ := workspace.String(typ)
	e.secret = ts == "secret"
	_, hasDesc := workspace.Get(ms, "description")
	if hasDesc || (hasType && !e.secret) {
		m.count("variable_metadata")
	}
	return e, true
}

// pmVariableKey is a variable's key, or its id (v2.0), or "".
func pmVariableKey(ms []workspace.Member) string {
	if k := pmStr(pmGet(ms, "key")); k != "" {
		return k
	}
	return pmStr(pmGet(ms, "id"))
}

// ---- small readers ----

func pmGet(ms []workspace.Member, key string) codec.RawMessage {
	v, _ := workspace.Get(ms, key)
	return v
}

// pmStr is a JSON string's value, "" for anything else.
func pmStr(raw codec.RawMessage) string {
	s, _ := workspace.String(raw)
	return s
}

// pmText is a value as text: a string's value, a number's or boolean's JSON
// text, "" for null or absent, the compact JSON of an object or array.
func pmText(raw codec.RawMessage) string {
	switch workspace.KindOf(raw) {
	case workspace.KindString:
		s, _ := workspace.String(raw)
		return s
	case workspace.KindInvalid, workspace.KindNull:
		return ""
	}
	return string(workspace.Compact(raw))
}

// pmEnabled reads enabled (false disables) and disabled (true disables).
func pmEnabled(ms []workspace.Member) bool {
	if on, ok := workspace.Bool(pmGet(ms, "enabled")); ok && !on {
		return false
	}
	if off, ok := workspace.Bool(pmGet(ms, "disabled")); ok && off {
		return false
	}
	return true
}

func pmIsStringOrObject(raw codec.RawMessage) bool {
	k := workspace.KindOf(raw)
	return k == workspace.KindString || k == workspace.KindObject
}

func pmBool(b bool) codec.RawMessage {
	if b {
		return codec.RawMessage("true")
	}
	return codec.RawMessage("false")
}

// pmDescription reads a description: a string or {content}.
func pmDescription(raw codec.RawMessage) string {
	if s, ok := workspace.String(raw); ok {
		return s
	}
	ms, err := workspace.Members(raw)
	if err != nil {
		return ""
	}
	return pmStr(pmGet(ms, "content"))
}

// pmDefaultName names an item after the uploaded file, or def.
func pmDefaultName(fileName, def string) string {
	base := path.Base(strings.ReplaceAll(fileName, "\\", "/"))
	if i := strings.Index(base, "."); i > 0 {
		base = base[:i]
	}
	if fileName == "" || base == "" || base == "." || base == "/" {
		return def
	}
	return base
}

// pmQuote encodes s as a JSON string without HTML escaping, so bodies and
// URLs read in the tree as they were written.
func pmQuote(s string) codec.RawMessage { return codec.AppendString(nil, s) }
