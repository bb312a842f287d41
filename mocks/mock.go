package mocks

import (
	"context"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/valyala/fasthttp"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/logs"
	"github.com/svc-engine/svc-engine/scenario"
	"github.com/svc-engine/svc-engine/store"
	"github.com/svc-engine/svc-engine/workspace"
)

// Mock server limits and page sizes.
const (
	PrefixMock      = "mck"
	ActivityDefault = 50  // GET /mock/:id/activity limit default
	ActivityMax     = 200 // and maximum; also what a mock keeps
	closestRoutes   = 3   // routes named by a 404
)

// Headers a client sends to pick an example, as Postman mocks read them.
const (
	HeaderResponseCode = "x-mock-response-code"
	HeaderResponseName = "x-mock-response-name"
)

// mockDef is a mock server's stored definition.
type mockDef struct {
	CollectionID string `json:"collectionId"`
	DelayMs      int    `json:"delayMs"`
}

// Mock is a mock server as the API shows it.
type Mock struct {
	ID           string  `json:"id"`
	Name         string  `json:"name"`
	CollectionID string  `json:"collectionId"`
	Port         int     `json:"port"`
	URL          string  `json:"url"`
	Running      bool    `json:"running"`
	DelayMs      int     `json:"delayMs"`
	Routes       []Route `json:"routes"`
	CreatedAt    int64   `json:"createdAt"`
	UpdatedAt    int64   `json:"updatedAt"`
}

// Route is one route of a mock: a request of the collection subtree.
type Route struct {
	Method           string         `json:"method"`
	Path             string         `json:"path"` // the URL path template, e.g. /pets/{{id}}
	RequestID        string         `json:"requestId"`
	RequestName      string         `json:"requestName"`
	MockResponseMode string         `json:"mockResponseMode"`
	MockExampleID    *string        `json:"mockExampleId"`
	Examples         []ExampleBrief `json:"examples"`
}

// ExampleBrief names a saved example of a route.
type ExampleBrief struct {
	ID     string `json:"id"`
	Name   string `json:"name"`
	Status int64  `json:"status"`
}

// Activity is one request a mock answered.
type Activity struct {
	At          int64   `json:"at"` // epoch ms
	Method      string  `json:"method"`
	Path        string  `json:"path"`
	Query       string  `json:"query"`
	Route       *string `json:"route"` // "METHOD /template", null when no route matched
	RequestID   string  `json:"requestId,omitempty"`
	ExampleID   string  `json:"exampleId,omitempty"`
	ExampleName string  `json:"exampleName,omitempty"`
	Status      int     `json:"status"`
	DurationMs  float64 `json:"durationMs"`
}

// Mocks runs the mock servers. Each answers the requests of a collection
// subtree with their saved examples, reading the collection live: its
// route table is rebuilt whenever the store has committed anything since
// the table was read (store.Commits), so an edited example is served on
// the next call.
type Mocks struct {
	host *Host
	st   *store.Store
	log  *logs.Logger
	now  func() time.Time

	mu      sync.Mutex
	running map[string]*mockServer
}

// NewMocks returns a Mocks with nothing running.
func NewMocks(host *Host, st *store.Store, log *logs.Logger) *Mocks {
	return &Mocks{host: host, st: st, log: log, now: time.Now, running: map[string]*mockServer{}}
}

// mockServer is the state of one running mock.
type mockServer struct {
	id    string
	def   mockDef
	st    *store.Store
	log   *logs.Logger
	table atomic.Pointer[routeTable]
	build sync.Mutex // one rebuild at a time

	actMu    sync.Mutex
	activity [ActivityMax]Activity // ring, next is the slot of the next entry
	next     int
	count    int
}

// routeTable is the routes of a mock as read at one store version.
type routeTable struct {
	commits uint64
	routes  []route
}

type route struct {
	Route
	segs     []string // "" is a wildcard segment
	examples []mockExample
}

// mockExample is a saved example with its answer headers read once, when
// the route table is built, rather than on every answer.
type mockExample struct {
	workspace.Example
	headers     []Header // enabled, named, not framing headers, in order
	contentType string   // the headers' Content-Type, else the example's contentType
	setType     bool     // a Content-Type is stated (it may be empty)
}

// newMockExample reads x's headers for answering.
func newMockExample(x workspace.Example) mockExample {
	var rows []struct {
		Key     string `json:"key"`
		Value   string `json:"value"`
		Enabled *bool  `json:"enabled"`
	}
	_ = codec.Unmarshal(x.Headers, &rows) // stored headers were validated on write
	mx := mockExample{Example: x, contentType: x.ContentType}
	hasType := false
	for _, h := range rows {
		if (h.Enabled != nil && !*h.Enabled) || h.Key == "" || slices.Contains(skippedHeaders, strings.ToLower(h.Key)) {
			continue
		}
		if strings.EqualFold(h.Key, "Content-Type") {
			// The last one wins, as it did when each was set in turn.
			hasType, mx.contentType = true, h.Value
			continue
		}
		mx.headers = append(mx.headers, Header{Key: h.Key, Value: h.Value})
	}
	mx.setType = hasType || x.ContentType != ""
	return mx
}

// mockInput is the body of POST /mock.
type mockInput struct {
	ID           codec.RawMessage `json:"id"`
	CollectionID *string          `json:"collectionId"`
	Port         *int             `json:"port"`
	DelayMs      *int             `json:"delayMs"`
}

// Create stores and starts a mock of a collection from the body of POST /mock.
func (m *Mocks) Create(ctx context.Context, body []byte) (Mock, error) {
	var in mockInput
	if err := decodeObject(body, &in); err != nil {
		return Mock{}, err
	}
	if in.ID != nil {
		return Mock{}, workspace.Fieldf("id", "id must be omitted: the engine mints mock ids")
	}
	if in.CollectionID == nil || *in.CollectionID == "" {
		return Mock{}, workspace.Fieldf("collectionId", "collectionId is required")
	}
	def := mockDef{CollectionID: *in.CollectionID}
	if in.DelayMs != nil {
		if *in.DelayMs < 0 || *in.DelayMs > MaxDelayMs {
			return Mock{}, workspace.Fieldf("delayMs", "delayMs must be an integer from 0 to %d", MaxDelayMs)
		}
		def.DelayMs = *in.DelayMs
	}
	var name string
	if err := m.st.View(ctx, func(tx *store.Tx) error {
		c, err := tx.Collection(def.CollectionID)
		if err != nil {
			return workspace.Fieldf("collectionId", "collectionId %q names no stored collection", def.CollectionID)
		}
		name = c.Name
		return nil
	}); err != nil {
		return Mock{}, err
	}
	now := m.now().UnixMilli()
	row := store.SideServer{ID: workspace.NewID(PrefixMock), Kind: KindMock, Name: name, CreatedAt: now, UpdatedAt: now}
	if in.Port != nil {
		row.Port = *in.Port
	}
	raw, err := codec.Marshal(def)
	if err != nil {
		return Mock{}, err
	}
	row.Definition = raw
	return m.launch(ctx, row, def)
}

func (m *Mocks) launch(ctx context.Context, row store.SideServer, def mockDef) (Mock, error) {
	ms := &mockServer{id: row.ID, def: def, st: m.st, log: m.log}
	row, err := m.host.Launch(ctx, m.st, row, ms.serve)
	if err != nil {
		return Mock{}, err
	}
	m.mu.Lock()
	m.running[row.ID] = ms
	m.mu.Unlock()
	m.log.Info("The mock server "+row.ID+" of collection "+def.CollectionID+" is listening on "+URL(row.Port), logs.Cat("mock"))
	return m.view(ctx, row)
}

func (m *Mocks) get(ctx context.Context, id string) (store.SideServer, mockDef, error) {
	var row store.SideServer
	if err := m.st.View(ctx, func(tx *store.Tx) error {
		var err error
		row, err = tx.SideServer(KindMock, id)
		return err
	}); err != nil {
		return row, mockDef{}, err
	}
	var def mockDef
	err := codec.Unmarshal(row.Definition, &def)
	return row, def, err
}

func (m *Mocks) view(ctx context.Context, row store.SideServer) (Mock, error) {
	var def mockDef
	if err := codec.Unmarshal(row.Definition, &def); err != nil {
		return Mock{}, err
	}
	routes, err := readRoutes(ctx, m.st, def.CollectionID)
	if err != nil {
		return Mock{}, err
	}
	_, running := m.host.Port(row.ID)
	v := Mock{ID: row.ID, Name: row.Name, CollectionID: def.CollectionID, Port: row.Port, URL: URL(row.Port), Running: running, DelayMs: def.DelayMs, Routes: make([]Route, len(routes)), CreatedAt: row.CreatedAt, UpdatedAt: row.UpdatedAt}
	for i, r := range routes {
		v.Routes[i] = r.Route
	}
	return v, nil
}

// Get returns mock id with its routes.
func (m *Mocks) Get(ctx context.Context, id string) (Mock, error) {
	row, _, err := m.get(ctx, id)
	if err != nil {
		return Mock{}, err
	}
	return m.view(ctx, row)
}

// Routes returns the routes of mock id, as it would match them now.
func (m *Mocks) Routes(ctx context.Context, id string) ([]Route, error) {
	v, err := m.Get(ctx, id)
	return v.Routes, err
}

// List returns every mock, oldest first.
func (m *Mocks) List(ctx context.Context) ([]Mock, error) {
	var rows []store.SideServer
	if err := m.st.View(ctx, func(tx *store.Tx) error {
		var err error
		rows, err = tx.SideServers(KindMock)
		return err
	}); err != nil {
		return nil, err
	}
	out := make([]Mock, 0, len(rows))
	for _, r := range rows {
		v, err := m.view(ctx, r)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, nil
}

// Start starts a stopped mock on its stored port.
func (m *Mocks) Start(ctx context.Context, id string) (Mock, error) {
	row, def, err := m.get(ctx, id)
	if err != nil {
		return Mock{}, err
	}
	if _, running := m.host.Port(id); running {
		return m.view(ctx, row)
	}
	return m.launch(ctx, row, def)
}

// Stop stops a running mock; its definition stays.
func (m *Mocks) Stop(ctx context.Context, id string) (Mock, error) {
	row, _, err := m.get(ctx, id)
	if err != nil {
		return Mock{}, err
	}
	if m.host.Stop(id) {
		m.log.Info("The mock server "+id+" stopped", logs.Cat("mock"))
	}
	m.mu.Lock()
	delete(m.running, id)
	m.mu.Unlock()
	return m.view(ctx, row)
}

// Delete stops mock id and removes its definition.
func (m *Mocks) Delete(ctx context.Context, id string) error {
	if err := m.host.Remove(ctx, m.st, KindMock, id); err != nil {
		return err
	}
	m.mu.Lock()
	delete(m.running, id)
	m.mu.Unlock()
	return nil
}

// Activity returns the newest limit (1..200, 0 means 50) requests mock id
// answered since it last started, newest first.
func (m *Mocks) Activity(ctx context.Context, id string, limit int) ([]Activity, error) {
	if limit == 0 {
		limit = ActivityDefault
	}
	if limit < 1 || limit > ActivityMax {
		return nil, workspace.Fieldf("limit", "limit must be an integer from 1 to %d", ActivityMax)
	}
	if _, _, err := m.get(ctx, id); err != nil {
		return nil, err
	}
	m.mu.Lock()
	ms := m.running[id]
	m.mu.Unlock()
	if ms == nil {
		return []Activity{}, nil
	}
	return ms.recent(limit), nil
}

// readRoutes reads the routes of collection id's subtree, in the order a
// collection run visits its requests. A missing collection has none.
func readRoutes(ctx context.Context, st *store.Store, collectionID string) ([]route, error) {
	out := []route{}
	err := st.View(ctx, func(tx *store.Tx) error {
		cols, err := tx.Collections()
		if err != nil {
			return err
		}
		if !slices.ContainsFunc(cols, func(c workspace.Collection) bool { return c.ID == collectionID }) {
			return nil
		}
		for _, cid := range scenario.Subtree(cols, collectionID) {
			reqs, err := tx.RequestsOf(cid, 1) // no row field is read: keep them unread
			if err != nil {
				return err
			}
			for _, r := range reqs {
				xs, err := tx.Examples(r.ID)
				if err != nil {
					return err
				}
				path := RoutePath(r.URL)
				rt := route{
					Route: Route{Method: r.Method, Path: path, RequestID: r.ID, RequestName: r.Name, MockResponseMode: r.MockResponseMode, MockExampleID: r.MockExampleID, Examples: make([]ExampleBrief, len(xs))},
					segs:  templateSegments(path),
				}
				for i, x := range xs {
					rt.Examples[i] = ExampleBrief{ID: x.ID, Name: x.Name, Status: x.Status}
				}
				rt.examples = make([]mockExample, len(xs))
				for i, x := range xs {
					rt.examples[i] = newMockExample(x)
				}
				out = append(out, rt)
			}
		}
		return nil
	})
	return out, err
}

// RoutePath is the path template of a request URL: the part after a
// leading {{variable}} (such as {{baseUrl}}) or after the scheme and
// host, without the query or fragment; "/" when nothing is left.
func RoutePath(raw string) string {
	if i := strings.IndexAny(raw, "?#"); i >= 0 {
		raw = raw[:i]
	}
	rest := raw
	switch {
	case strings.Contains(rest, "://"):
		rest = rest[strings.Index(rest, "://")+3:]
		rest = cutHost(rest)
	case strings.HasPrefix(rest, "{{"):
		if end := strings.Index(rest, "}}"); end >= 0 {
			rest = rest[end+2:]
		}
		rest = cutHost(rest)
	case !strings.HasPrefix(rest, "/"):
		rest = cutHost(rest)
	}
	if rest == "" {
		return "/"
	}
	return rest
}

// cutHost drops what precedes the first '/' (a host, a port, more of a
// templated host such as {{host}}:{{port}}).
func cutHost(s string) string {
	if i := strings.IndexByte(s, '/'); i >= 0 {
		return s[i:]
	}
	return ""
}

// templateSegments splits a path template; "" stands for a segment that
// matches anything ({{x}} or :x). Empty segments are dropped, so a
// trailing slash does not count.
func templateSegments(path string) []string {
	out := []string{}
	for s := range strings.SplitSeq(path, "/") {
		switch {
		case s == "":
		case strings.HasPrefix(s, "{{") && strings.HasSuffix(s, "}}") && strings.Count(s, "{{") == 1,
			len(s) > 1 && s[0] == ':':
			out = append(out, "")
		default:
			out = append(out, s)
		}
	}
	return out
}

func pathSegments(path string) []string {
	out := []string{}
	for s := range strings.SplitSeq(path, "/") {
		if s != "" {
			out = append(out, s)
		}
	}
	return out
}

// matches reports whether segs (a template) matches the request's path segments.
func matches(tmpl, path []string) bool {
	if len(tmpl) != len(path) {
		return false
	}
	for i, t := range tmpl {
		if t != "" && t != path[i] {
			return false
		}
	}
	return true
}

// moreSpecific reports whether template a beats b for one path both
// match: at the first segment where they differ in kind, a literal beats
// a wildcard. Between equally specific routes one with examples beats
// one without (two requests of one collection may share a path), then
// collection order decides.
func moreSpecific(a, b []string) bool {
	for i := range a {
		if (a[i] == "") != (b[i] == "") {
			return a[i] != ""
		}
	}
	return false
}

// routes returns the table, rebuilt when the store has committed since it was read.
func (s *mockServer) routes(ctx context.Context) (*routeTable, error) {
	commits := s.st.Commits()
	if t := s.table.Load(); t != nil && t.commits == commits {
		return t, nil
	}
	s.build.Lock()
	defer s.build.Unlock()
	commits = s.st.Commits()
	if t := s.table.Load(); t != nil && t.commits == commits {
		return t, nil
	}
	rs, err := readRoutes(ctx, s.st, s.def.CollectionID)
	if err != nil {
		return nil, err
	}
	t := &routeTable{commits: commits, routes: rs}
	s.table.Store(t)
	return t, nil
}

// serve answers one request to the mock.
func (s *mockServer) serve(ctx *fasthttp.RequestCtx) {
	start := time.Now()
	method, path := string(ctx.Method()), string(ctx.Path())
	act := Activity{At: start.UnixMilli(), Method: method, Path: path, Query: string(ctx.URI().QueryString())}
	if s.def.DelayMs > 0 {
		t := time.NewTimer(time.Duration(s.def.DelayMs) * time.Millisecond)
		<-t.C
	}
	s.answer(ctx, method, path, &act)
	act.Status = ctx.Response.StatusCode()
	dur := time.Since(start)
	act.DurationMs = float64(dur.Microseconds()) / 1000
	s.record(act)
	s.log.RequestIn("mock", method, path, act.Status, dur, len(ctx.Response.Body()))
}

func (s *mockServer) answer(ctx *fasthttp.RequestCtx, method, path string, act *Activity) {
	t, err := s.routes(context.Background())
	if err != nil {
		s.log.Error("The mock server "+s.id+" could not read its collection", logs.Cat("mock"), logs.Err(err))
		mockError(ctx, 500, "internal_error", "the mock could not read its collection; see the engine log", nil)
		return
	}
	segs := pathSegments(path)
	var best *route
	for i := range t.routes {
		r := &t.routes[i]
		if r.Method != method || !matches(r.segs, segs) {
			continue
		}
		if best == nil || moreSpecific(r.segs, best.segs) ||
			(!moreSpecific(best.segs, r.segs) && len(best.examples) == 0 && len(r.examples) > 0) {
			best = r
		}
	}
	if best == nil {
		mockError(ctx, 404, "not_found", "no route of this mock matches "+method+" "+path, map[string]any{
			"method": method, "path": path, "closestRoutes": closest(t.routes, method, segs),
		})
		return
	}
	name := best.Method + " " + best.Path
	act.Route, act.RequestID = &name, best.RequestID
	x, err := pick(ctx, best)
	if err != nil {
		mockError(ctx, 404, "no_matching_example", err.Error(), map[string]any{"route": name, "requestId": best.RequestID})
		return
	}
	act.ExampleID, act.ExampleName = x.ID, x.Name
	writeExample(ctx, x)
}

// pickError is a request whose route has no example it can answer with.
type pickError struct{ msg string }

func (e *pickError) Error() string { return e.msg }

// pick chooses the example of r: the one named by x-mock-response-name
// and/or x-mock-response-code when sent, else by the request's
// mockResponseMode (first; fixed with mockExampleId, falling back to
// first; random).
func pick(ctx *fasthttp.RequestCtx, r *route) (*mockExample, error) {
	xs := r.examples
	if len(xs) == 0 {
		return nil, &pickError{msg: "the request " + r.RequestName + " (" + r.RequestID + ") has no saved example to answer with"}
	}
	wantName := string(ctx.Request.Header.Peek(HeaderResponseName))
	wantCode := string(ctx.Request.Header.Peek(HeaderResponseCode))
	if wantName != "" || wantCode != "" {
		code, err := strconv.ParseInt(strings.TrimSpace(wantCode), 10, 64)
		if wantCode != "" && err != nil {
			return nil, &pickError{msg: HeaderResponseCode + " must be a status code, got " + strconv.Quote(wantCode)}
		}
		for _, pass := range []func(a, b string) bool{func(a, b string) bool { return a == b }, strings.EqualFold} {
			for i := range xs {
				if (wantName == "" || pass(xs[i].Name, wantName)) && (wantCode == "" || xs[i].Status == code) {
					return &xs[i], nil
				}
			}
		}
		return nil, &pickError{msg: "no saved example of " + r.RequestName + " matches " + describeWanted(wantName, wantCode)}
	}
	switch r.MockResponseMode {
	case "fixed":
		if r.MockExampleID != nil {
			for i := range xs {
				if xs[i].ID == *r.MockExampleID {
					return &xs[i], nil
				}
			}
		}
	case "random":
		return &xs[rand.IntN(len(xs))], nil //nolint:gosec // picking an example, not a secret
	}
	return &xs[0], nil
}

func describeWanted(name, code string) string {
	var parts []string
	if name != "" {
		parts = append(parts, HeaderResponseName+": "+name)
	}
	if code != "" {
		parts = append(parts, HeaderResponseCode+": "+code)
	}
	return strings.Join(parts, " and ")
}

// skippedHeaders are saved headers a replay cannot repeat truthfully:
// the body is sent whole and decoded, with its own length and framing.
var skippedHeaders = []string{"content-length", "transfer-encoding", "connection", "keep-alive", "content-encoding"}

// writeExample answers with x: its status, its enabled headers in order
// with their names as saved, and its body verbatim.
func writeExample(ctx *fasthttp.RequestCtx, x *mockExample) {
	ctx.Response.Header.DisableNormalizing()
	ctx.SetStatusCode(int(x.Status))
	for _, h := range x.headers {
		ctx.Response.Header.Add(h.Key, h.Value)
	}
	if x.setType {
		ctx.Response.Header.SetContentType(x.contentType)
	}
	ctx.Response.SetBodyString(x.Body)
}

// mockError answers the engine's error shape, with extra members.
func mockError(ctx *fasthttp.RequestCtx, status int, code, msg string, extra map[string]any) {
	body := map[string]any{"code": code, "message": msg}
	for k, v := range extra {
		body[k] = v
	}
	b, _ := codec.Marshal(map[string]any{"error": body}) // maps of strings and route names always encode
	ctx.SetStatusCode(status)
	ctx.SetContentType("application/json")
	ctx.Response.Header.Set("X-Mock-Error", code)
	ctx.SetBody(append(b, '\n'))
}

// closest names up to three routes nearest to method and path: most
// segments in common by position, then the same method, then the same
// number of segments.
func closest(rs []route, method string, segs []string) []string {
	type scored struct {
		name  string
		score int
	}
	var all []scored
	for _, r := range rs {
		score := 0
		for i := range min(len(r.segs), len(segs)) {
			switch r.segs[i] {
			case segs[i]:
				score += 4
			case "":
				score += 2
			}
		}
		if r.Method == method {
			score += 3
		}
		if len(r.segs) == len(segs) {
			score++
		}
		all = append(all, scored{r.Method + " " + r.Path, score})
	}
	slices.SortStableFunc(all, func(a, b scored) int { return b.score - a.score })
	out := []string{}
	for _, s := range all {
		if len(out) == closestRoutes {
			break
		}
		if !slices.Contains(out, s.name) {
			out = append(out, s.name)
		}
	}
	return out
}

func (s *mockServer) record(a Activity) {
	s.actMu.Lock()
	defer s.actMu.Unlock()
	s.activity[s.next] = a
	s.next = (s.next + 1) % ActivityMax
	s.count = min(s.count+1, ActivityMax)
}

func (s *mockServer) recent(limit int) []Activity {
	s.actMu.Lock()
	defer s.actMu.Unlock()
	n := min(limit, s.count)
	out := make([]Activity, n)
	for i := range n {
		out[i] = s.activity[(s.next-1-i+2*ActivityMax)%ActivityMax]
	}
	return out
}
