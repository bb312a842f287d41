package specs

import (
	"net/url"
	"regexp"
	"strings"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/importers"
	"github.com/svc-engine/svc-engine/workspace"
)

// Operation names a declared operation: the value of a request's
// specOperation.
type Operation struct {
	Method      string  `json:"method"`
	Path        string  `json:"path"`
	OperationID *string `json:"operationId"`
}

// key is the operation's identity: method and templated path.
func (o Operation) key() string { return o.Method + " " + o.Path }

// operationOf is the operation a request's specOperation names (ok false
// when it names none).
func operationOf(raw codec.RawMessage) (Operation, bool) {
	ms, err := workspace.Members(raw)
	if err != nil {
		return Operation{}, false
	}
	var o Operation
	m, _ := workspace.Get(ms, "method")
	p, _ := workspace.Get(ms, "path")
	o.Method, _ = workspace.String(m)
	o.Path, _ = workspace.String(p)
	if v, ok := workspace.Get(ms, "operationId"); ok {
		if s, isStr := workspace.String(v); isStr {
			o.OperationID = &s
		}
	}
	o.Method = strings.ToUpper(o.Method)
	return o, o.Method != "" && o.Path != ""
}

// matcher finds the declared operation a request sends: the same method
// and a URL path (after {{baseUrl}}, any leading {{variable}}, or the
// server URL) whose segments equal the declared ones, a {x} segment
// matching any one segment ({{x}} and :x included). The operation with the
// most literal segments wins; among equals, the first declared.
type matcher struct {
	ops        []matchOp
	methods    []string // the upper-case method of each of ops
	serverURL  string   // the document's base URL, without a trailing slash
	serverPath string   // its path ("" or /v1)
}

type matchOp struct {
	index int // into Spec.Operations
	segs  []matchSeg
}

type matchSeg struct {
	literal string         // the segment when it holds no template
	shape   string         // the segment with every template written {}
	re      *regexp.Regexp // the segment as a pattern when it holds a template
}

// templateRe matches an OpenAPI path template {x}.
var templateRe = regexp.MustCompile(`\{[^{}/]*\}`)

// varRe matches a {{variable}} token of a request URL.
var varRe = regexp.MustCompile(`\{\{[^{}]*\}\}`)

func newMatcher(sp *importers.Spec) *matcher {
	m := &matcher{serverURL: strings.TrimSuffix(sp.BaseURL, "/")}
	if u, err := url.Parse(m.serverURL); err == nil && u.Host != "" {
		m.serverPath = strings.TrimSuffix(u.Path, "/")
	}
	for i, op := range sp.Operations {
		mo := matchOp{index: i}
		for _, s := range splitPath(op.Path) {
			seg := matchSeg{shape: templateRe.ReplaceAllString(s, "{}")}
			if seg.shape == s {
				seg.literal = s
			} else {
				parts := templateRe.Split(s, -1)
				for j := range parts {
					parts[j] = regexp.QuoteMeta(parts[j])
				}
				seg.re = regexp.MustCompile("^" + strings.Join(parts, "[^/]+") + "$")
			}
			mo.segs = append(mo.segs, seg)
		}
		m.ops = append(m.ops, mo)
		m.methods = append(m.methods, op.Method)
	}
	return m
}

// splitPath splits a path into its non-empty segments.
func splitPath(p string) []string {
	var out []string
	for _, s := range strings.Split(p, "/") {
		if s != "" {
			out = append(out, s)
		}
	}
	return out
}

// requestPaths are the candidate paths of a request URL, most specific
// first: the URL with its query and fragment cut, then {{baseUrl}} (any
// leading {{variable}}) or the server URL taken off; an absolute URL
// gives its path, with and without the server URL's path.
func (m *matcher) requestPaths(raw string) [][]string {
	if i := strings.IndexAny(raw, "?#"); i >= 0 {
		raw = raw[:i]
	}
	raw = strings.TrimSpace(raw)
	var cands []string
	switch {
	case strings.HasPrefix(raw, "{{"):
		if loc := varRe.FindStringIndex(raw); loc != nil && loc[0] == 0 {
			cands = append(cands, raw[loc[1]:])
		}
	case m.serverURL != "" && strings.HasPrefix(raw, m.serverURL):
		cands = append(cands, raw[len(m.serverURL):])
	case strings.Contains(raw, "://"):
		rest := raw[strings.Index(raw, "://")+3:]
		p := ""
		if i := strings.IndexByte(rest, '/'); i >= 0 {
			p = rest[i:]
		}
		if m.serverPath != "" && strings.HasPrefix(p, m.serverPath) {
			cands = append(cands, p[len(m.serverPath):])
		}
		cands = append(cands, p)
	default:
		cands = append(cands, raw)
	}
	out := make([][]string, 0, len(cands))
	for _, c := range cands {
		out = append(out, splitPath(c))
	}
	return out
}

// match returns the index of the operation a request sends, or -1.
func (m *matcher) match(method, rawURL string) int {
	method = strings.ToUpper(method)
	for _, segs := range m.requestPaths(rawURL) {
		best, bestScore := -1, -1
		for oi, op := range m.ops {
			if len(op.segs) != len(segs) || m.methods[oi] != method {
				continue
			}
			if score, ok := op.score(segs); ok && score > bestScore {
				best, bestScore = oi, score
			}
		}
		if best >= 0 {
			return m.ops[best].index
		}
	}
	return -1
}

// score reports whether the request segments match and how many matched
// literally.
func (op matchOp) score(segs []string) (int, bool) {
	score := 0
	for i, s := range segs {
		d := op.segs[i]
		switch {
		case d.literal != "":
			if s != d.literal {
				return 0, false
			}
			score++
		case requestShape(s) == d.shape:
		case d.re.MatchString(s):
		default:
			return 0, false
		}
	}
	return score, true
}

// requestShape is a request URL segment with its {{x}} tokens, or a whole
// :x segment, written {}.
func requestShape(s string) string {
	if strings.HasPrefix(s, ":") && len(s) > 1 {
		return "{}"
	}
	return varRe.ReplaceAllString(s, "{}")
}
