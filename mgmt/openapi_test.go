package mgmt_test

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"net"
	"net/http"
	"net/url"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/openapi3filter"
	"github.com/getkin/kin-openapi/routers"
	"github.com/getkin/kin-openapi/routers/gorillamux"
	"github.com/google/go-cmp/cmp"
	"github.com/google/uuid"

	"github.com/svc-engine/svc-engine/mgmt"
	"github.com/svc-engine/svc-engine/mgmt/mgmttest"
)

// The OpenAPI contract test: docs/openapi.yaml is loaded and validated, a
// live engine is driven through every operation of the document (success
// and error answers), and every request and every live answer is validated
// against the document. The last checks compare the document's operations
// with the routes registered in routes.go, so a route added or removed on
// either side fails the test.

const (
	oaDocPath    = "../docs/openapi.yaml"
	oaRoutesPath = "routes.go"
	oaFieldCap   = 10 << 20 // the stored JSON field cap
	oaOversized  = 11 << 20 // an 11 MiB value, over the cap
)

// oaLoad loads docs/openapi.yaml and fails unless it is a valid OpenAPI document.
func oaLoad(t *testing.T) *openapi3.T {
	t.Helper()
	loader := openapi3.NewLoader()
	doc, err := loader.LoadFromFile(oaDocPath)
	if err != nil {
		t.Fatalf("load %s: %v", oaDocPath, err)
	}
	if err := doc.Validate(t.Context()); err != nil {
		t.Fatalf("%s is not a valid OpenAPI document: %v", oaDocPath, err)
	}
	return doc
}

// oaOperations lists the document's operations as "METHOD /path" keys.
func oaOperations(doc *openapi3.T) map[string]*openapi3.Operation {
	out := map[string]*openapi3.Operation{}
	for path, item := range doc.Paths.Map() {
		for method, op := range item.Operations() {
			out[method+" "+path] = op
		}
	}
	return out
}

var (
	// oaRouteCall is any call on the router inside routes.go.
	oaRouteCall = regexp.MustCompile(`\br\.([A-Za-z]+)\(`)
	// oaRouteReg is a registration the test understands.
	oaRouteReg = regexp.MustCompile(`\br\.(GET|POST|PUT|DELETE|PATCH|HEAD|OPTIONS)\(\s*"([^"]*)"`)
	// oaRouteParam is a fasthttp/router parameter: {name}, {name?} or {name:regex}.
	oaRouteParam = regexp.MustCompile(`\{([A-Za-z_][A-Za-z0-9_]*)(?::[^}]*)?\??\}`)
)

// oaRegisteredRoutes parses routes.go and returns its routes as "METHOD /path"
// keys in OpenAPI path syntax.
func oaRegisteredRoutes(t *testing.T) []string {
	t.Helper()
	src, err := os.ReadFile(oaRoutesPath)
	if err != nil {
		t.Fatalf("read %s: %v", oaRoutesPath, err)
	}
	var routes []string
	for n, line := range strings.Split(string(src), "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), "//") {
			continue
		}
		calls := oaRouteCall.FindAllString(line, -1)
		regs := oaRouteReg.FindAllStringSubmatch(line, -1)
		if len(calls) != len(regs) {
			t.Fatalf("%s:%d registers a route this test cannot read (only r.METHOD(\"/literal/path\", ...) is understood): %s", oaRoutesPath, n+1, strings.TrimSpace(line))
		}
		for _, m := range regs {
			routes = append(routes, m[1]+" "+oaRouteParam.ReplaceAllString(m[2], "{$1}"))
		}
	}
	if len(routes) == 0 {
		t.Fatalf("%s registers no route this test can read", oaRoutesPath)
	}
	slices.Sort(routes)
	return routes
}

func TestOpenAPIDocumentsEveryRegisteredRouteAndNothingElse(t *testing.T) {
	t.Parallel()
	doc := oaLoad(t)
	documented := slices.Sorted(maps.Keys(oaOperations(doc)))
	registered := oaRegisteredRoutes(t)
	if d := cmp.Diff(registered, documented); d != "" {
		t.Fatalf("the operations of %s differ from the routes of %s (-registered +documented):\n%s", oaDocPath, oaRoutesPath, d)
	}
	for key, op := range oaOperations(doc) {
		if op.OperationID == "" {
			t.Errorf("%s has no operationId", key)
		}
		for status, ref := range op.Responses.Map() {
			if ref.Value == nil || ref.Value.Headers["Cache-Control"] == nil {
				t.Errorf("%s: response %s does not declare the Cache-Control header", key, status)
			}
		}
	}
	for name, ref := range doc.Components.Responses {
		if ref.Value.Headers["Cache-Control"] == nil {
			t.Errorf("components.responses.%s does not declare the Cache-Control header", name)
		}
	}
}

// oaTour drives one engine through the document and records which
// operation answered which status.
type oaTour struct {
	e      *mgmttest.Engine
	doc    *openapi3.T
	router routers.Router
	server *url.URL                // the document's server, where routes are looked up
	hits   map[string]map[int]bool // "METHOD /path" → statuses seen
}

// oaExchange is one request of the tour and what must come back.
type oaExchange struct {
	name   string            // the subtest name: what the exchange shows
	method string            // HTTP method
	path   string            // path and query
	body   any               // nil; a string or []byte sent verbatim; anything else encoded as JSON
	header map[string]string // extra request headers; "Host" replaces the Host
	status int               // the status the engine must answer
	// refused marks a request that the document itself refuses (a bad
	// request its schemas can express): request validation must fail, so
	// that the document and the engine agree it is bad.
	refused bool
	field   string // for an error: the error.field the answer must name
	key     string // for invalid_config: the error.key the answer must name
}

// oaAnswer is a live answer.
type oaAnswer struct {
	status int
	header http.Header
	body   []byte
}

// object decodes the answer as a JSON object (nil when it is not one).
func (a oaAnswer) object() map[string]any {
	var m map[string]any
	_ = json.Unmarshal(a.body, &m)
	return m
}

// array decodes the answer as a JSON array of objects.
func (a oaAnswer) array() []map[string]any {
	var s []map[string]any
	_ = json.Unmarshal(a.body, &s)
	return s
}

// id is the "id" member of an object answer, or "".
func (a oaAnswer) id() string {
	s, _ := a.object()["id"].(string)
	return s
}

// oaClip shortens s for a failure message (kin-openapi errors quote values).
func oaClip(s string) string {
	const max = 3000
	if len(s) <= max {
		return s
	}
	return s[:max] + fmt.Sprintf("… (%d bytes more)", len(s)-max)
}

func oaEncode(t *testing.T, body any) []byte {
	t.Helper()
	switch b := body.(type) {
	case nil:
		return nil
	case string:
		return []byte(b)
	case []byte:
		return b
	}
	enc, err := json.Marshal(body)
	if err != nil {
		t.Fatalf("encode body: %v", err)
	}
	return enc
}

func oaReader(b []byte) io.Reader {
	if b == nil {
		return nil
	}
	return bytes.NewReader(b)
}

// step runs x as a subtest and returns the answer (zero when the exchange
// could not be made).
func (tr *oaTour) step(t *testing.T, x oaExchange) oaAnswer {
	t.Helper()
	var a oaAnswer
	t.Run(x.name, func(t *testing.T) { a = tr.exchange(t, x) })
	return a
}

func (tr *oaTour) exchange(t *testing.T, x oaExchange) oaAnswer {
	op := x.method + " " + x.path
	raw := oaEncode(t, x.body)

	live, err := http.NewRequestWithContext(t.Context(), x.method, tr.e.Base+x.path, oaReader(raw))
	if err != nil {
		t.Fatalf("%s: %v", op, err)
	}
	if raw != nil {
		live.Header.Set("Content-Type", "application/json")
	}
	for k, v := range x.header {
		if strings.EqualFold(k, "Host") {
			live.Host = v
		} else {
			live.Header.Set(k, v)
		}
	}

	// The documented twin: the same request addressed to the document's server.
	ref, err := url.Parse(x.path)
	if err != nil {
		t.Fatalf("%s: %v", op, err)
	}
	twinURL := *tr.server
	twinURL.Path = strings.TrimSuffix(tr.server.Path, "/") + ref.Path
	twinURL.RawQuery = ref.RawQuery
	twin, err := http.NewRequestWithContext(t.Context(), x.method, twinURL.String(), oaReader(raw))
	if err != nil {
		t.Fatalf("%s: %v", op, err)
	}
	twin.Header = live.Header.Clone()

	var reqIn *openapi3filter.RequestValidationInput
	opKey := ""
	route, params, rerr := tr.router.FindRoute(twin)
	switch {
	case rerr == nil:
		opKey = route.Method + " " + route.Path
		reqIn = &openapi3filter.RequestValidationInput{
			Request: twin, PathParams: params, Route: route,
			Options: &openapi3filter.Options{MultiError: true},
		}
		verr := openapi3filter.ValidateRequest(t.Context(), reqIn)
		switch {
		case x.refused && verr == nil:
			t.Errorf("%s (%s): the document accepts this request, but it is one the engine must refuse with %d", op, opKey, x.status)
		case !x.refused && verr != nil:
			t.Errorf("%s (%s): the request does not match the document: %s", op, opKey, oaClip(verr.Error()))
		case verr != nil:
			t.Logf("%s: the document refuses the request too: %s", op, oaClip(strings.ReplaceAll(verr.Error(), "\n", " ")))
		}
	case errors.Is(rerr, routers.ErrMethodNotAllowed) && x.status == http.StatusMethodNotAllowed,
		errors.Is(rerr, routers.ErrPathNotFound) && x.status == http.StatusNotFound:
		// No operation: the answer is validated against the shared component.
	default:
		t.Fatalf("%s: no operation of the document matches the request (%v)", op, rerr)
	}

	res, err := tr.e.Client.Do(live)
	if err != nil {
		t.Fatalf("%s: %v", op, err)
	}
	body, err := io.ReadAll(res.Body)
	res.Body.Close()
	if err != nil {
		t.Fatalf("%s: read the answer: %v", op, err)
	}
	a := oaAnswer{status: res.StatusCode, header: res.Header, body: body}

	if a.status != x.status {
		t.Errorf("%s: status %d, want %d; body %s", op, a.status, x.status, oaClip(string(body)))
	}
	if got := res.Header.Values("Cache-Control"); !slices.Equal(got, []string{"no-store"}) {
		t.Errorf("%s: status %d: Cache-Control %q, want exactly [no-store]", op, a.status, got)
	}
	if reqIn != nil {
		tr.hit(opKey, a.status)
		in := &openapi3filter.ResponseValidationInput{
			RequestValidationInput: reqIn,
			Status:                 a.status,
			Header:                 res.Header,
			Options:                &openapi3filter.Options{IncludeResponseStatus: true, MultiError: true},
		}
		in.SetBodyBytes(body)
		if err := openapi3filter.ValidateResponse(t.Context(), in); err != nil {
			t.Errorf("%s (%s): the %d answer does not match the document: %s\nbody: %s", op, opKey, a.status, oaClip(err.Error()), oaClip(string(body)))
		}
	} else {
		name := map[int]string{http.StatusNotFound: "NotFound", http.StatusMethodNotAllowed: "MethodNotAllowed"}[x.status]
		tr.component(t, op, twin, name, a)
	}

	if a.status >= 400 && (x.field != "" || x.key != "") {
		e, _ := a.object()["error"].(map[string]any)
		if x.field != "" && e["field"] != x.field {
			t.Errorf("%s: error.field %v, want %q; body %s", op, e["field"], x.field, oaClip(string(body)))
		}
		if x.key != "" && e["key"] != x.key {
			t.Errorf("%s: error.key %v, want %q; body %s", op, e["key"], x.key, oaClip(string(body)))
		}
		if a.status == http.StatusRequestEntityTooLarge {
			size, _ := e["size"].(float64)
			limit, _ := e["cap"].(float64)
			if limit != oaFieldCap || size <= limit {
				t.Errorf("%s: 413 with size %v and cap %v, want a size over the %d-byte cap", op, e["size"], e["cap"], oaFieldCap)
			}
		}
	}
	return a
}

// component validates an answer that belongs to no operation (an unknown
// path, an unlisted method) against components.responses[name].
func (tr *oaTour) component(t *testing.T, op string, twin *http.Request, name string, a oaAnswer) {
	t.Helper()
	resp := tr.doc.Components.Responses[name]
	if resp == nil {
		t.Fatalf("%s: the document has no components.responses.%s", op, name)
	}
	synthetic := openapi3.NewOperation()
	synthetic.Responses = openapi3.NewResponses(openapi3.WithStatus(a.status, resp))
	in := &openapi3filter.ResponseValidationInput{
		RequestValidationInput: &openapi3filter.RequestValidationInput{
			Request: twin,
			Route:   &routers.Route{Spec: tr.doc, Path: twin.URL.Path, Method: twin.Method, Operation: synthetic},
		},
		Status:  a.status,
		Header:  a.header,
		Options: &openapi3filter.Options{IncludeResponseStatus: true, MultiError: true},
	}
	in.SetBodyBytes(a.body)
	if err := openapi3filter.ValidateResponse(t.Context(), in); err != nil {
		t.Errorf("%s: the %d answer does not match components.responses.%s: %s\nbody: %s", op, a.status, name, oaClip(err.Error()), oaClip(string(a.body)))
	}
}

func (tr *oaTour) hit(op string, status int) {
	if tr.hits[op] == nil {
		tr.hits[op] = map[int]bool{}
	}
	tr.hits[op][status] = true
}

// oaRandomID is a well-formed id that names nothing.
func oaRandomID(prefix string) string { return prefix + "_" + uuid.NewString() }

// oaBig is a JSON object of one string member whose serialization is over the cap.
func oaBig() map[string]any {
	return map[string]any{"blob": strings.Repeat("x", oaOversized)}
}

var oaForeignHost = map[string]string{"Host": "svc.example.com"}

func TestOpenAPITourValidatesEveryExchangeAgainstTheDocument(t *testing.T) {
	t.Parallel()
	doc := oaLoad(t)
	router, err := gorillamux.NewRouter(doc)
	if err != nil {
		t.Fatalf("build a router from %s: %v", oaDocPath, err)
	}
	if len(doc.Servers) == 0 {
		t.Fatalf("%s declares no server", oaDocPath)
	}
	server, err := url.Parse(doc.Servers[0].URL)
	if err != nil {
		t.Fatalf("server url: %v", err)
	}
	e := mgmttest.Start(t)
	tr := &oaTour{e: e, doc: doc, router: router, server: server, hits: map[string]map[int]bool{}}

	t.Run("the engine answers health, config and the element registry as documented", func(t *testing.T) {
		tr.engineTour(t)
	})
	t.Run("an empty trash is an empty list, not a 404", func(t *testing.T) {
		a := tr.step(t, oaExchange{name: "the trash starts empty", method: "GET", path: "/trash", status: 200})
		if items, ok := a.object()["items"].([]any); !ok || len(items) != 0 || a.object()["total"] != float64(0) {
			t.Errorf("GET /trash on a fresh engine: %s, want {\"items\":[],\"total\":0}", oaClip(string(a.body)))
		}
	})
	var ids oaIDs
	t.Run("collections are created, read, updated and refused as documented", func(t *testing.T) {
		ids = tr.collectionTour(t)
	})
	t.Run("requests are created, read, listed, updated, refused and trashed as documented", func(t *testing.T) {
		ids.minimal, ids.form = tr.requestTour(t, ids)
	})
	t.Run("saved examples are created, listed, updated, refused, limited and deleted as documented", func(t *testing.T) {
		ids.examples, ids.trashedRequest = tr.examplesTour(t, ids)
	})
	t.Run("environments and globals are written, read, refused and deleted as documented", func(t *testing.T) {
		tr.environmentTour(t)
	})
	t.Run("collections are trashed with their subtree as documented", func(t *testing.T) {
		tr.step(t, oaExchange{name: "a delete moves the collection and its subtree to the trash", method: "DELETE", path: "/collections/" + ids.root, status: 200})
		tr.step(t, oaExchange{name: "a trashed collection is gone from reads by id", method: "GET", path: "/collections/" + ids.child, status: 404})
		tr.step(t, oaExchange{name: "a second delete of the same collection is a 404", method: "DELETE", path: "/collections/" + ids.root, status: 404})
		tr.step(t, oaExchange{name: "a delete of an unknown collection is a 404", method: "DELETE", path: "/collections/" + oaRandomID("col"), status: 404})
	})
	t.Run("the trash is listed, paged, restored and purged as documented", func(t *testing.T) {
		tr.trashTour(t, ids)
	})
	t.Run("collections and requests are renumbered and moved in one batch as documented", func(t *testing.T) {
		tr.reorderTour(t)
	})
	t.Run("the Host and Origin guard refuses foreign callers on every kind of route", func(t *testing.T) {
		tr.guardTour(t)
	})
	t.Run("every path answers an unlisted method with 405 and an Allow header naming its operations", func(t *testing.T) {
		tr.methodTour(t)
	})
	t.Run("an unknown path is a 404 with the error shape", func(t *testing.T) {
		tr.step(t, oaExchange{name: "GET /nope is a 404", method: "GET", path: "/nope", status: 404})
	})
	t.Run("shutdown answers 200 and then stops the engine", func(t *testing.T) {
		a := tr.step(t, oaExchange{name: "a local caller shuts the engine down", method: "POST", path: "/shutdown", status: 200})
		if a.status != 200 {
			return
		}
		done := make(chan error, 1)
		go func() { done <- e.Wait() }()
		select {
		case err := <-done:
			if err != nil {
				t.Errorf("the engine stopped with an error: %v", err)
			}
		case <-time.After(10 * time.Second):
			t.Errorf("the engine was still running 10 s after POST /shutdown answered")
		}
	})

	// Statuses the tour cannot provoke through the API. A 500 is an engine
	// failure, on every operation. The 409 of a resource create guards an
	// id collision of freshly minted UUIDs. The 409 of POST /reorder is a
	// staged row gone at commit: the batch is checked and written in one
	// write transaction under the write lock, so no other writer can
	// remove a row in between. The other 409s (the 101st example, the
	// restore of a request under a trashed collection) are provoked.
	unprovokable := func(key string, code int) bool {
		switch code {
		case http.StatusInternalServerError:
			return true
		case http.StatusConflict:
			switch key {
			case "POST /collections", "POST /requests", "POST /environments", "POST /reorder":
				return true
			}
		}
		return false
	}
	t.Run("every operation of the document answered every documented status the API can provoke", func(t *testing.T) {
		for _, key := range slices.Sorted(maps.Keys(oaOperations(doc))) {
			op := oaOperations(doc)[key]
			seen := tr.hits[key]
			if len(seen) == 0 {
				t.Errorf("%s (%s) was never exercised", key, op.OperationID)
				continue
			}
			var missing []string
			for status := range op.Responses.Map() {
				var code int
				if _, err := fmt.Sscan(status, &code); err != nil {
					continue
				}
				if seen[code] {
					continue
				}
				if !unprovokable(key, code) {
					t.Errorf("%s (%s): the documented status %d was never answered in the tour", key, op.OperationID, code)
				}
				missing = append(missing, status)
			}
			if len(missing) > 0 {
				slices.Sort(missing)
				t.Logf("%s: documented but not provoked by the tour: %s", key, strings.Join(missing, ", "))
			}
		}
	})
}

// oaIDs are the rows the collection tour leaves for the request tour,
// and the rows the request and example tours leave for the trash tour.
type oaIDs struct {
	root, child, bound string
	rootElementID      string
	minimal            string // a live request moved into root
	form               string // a request trashed on its own, in child
	examples           string // a live request in child holding 100 examples
	trashedRequest     string // a request with an example, trashed on its own, in child
}

func (tr *oaTour) engineTour(t *testing.T) {
	tr.step(t, oaExchange{name: "health reports status, version and workers", method: "GET", path: "/health", status: 200})
	cfg := tr.step(t, oaExchange{name: "config lists every entry of this build", method: "GET", path: "/config", status: 200})
	t.Run("the POST /config body schema declares every entry with its type, bounds and options", func(t *testing.T) {
		tr.checkConfigSchema(t, cfg)
	})
	w := tr.step(t, oaExchange{
		name: "a config update with numbers, booleans and strings is written", method: "POST", path: "/config", status: 200,
		body: map[string]any{"trashRetentionDays": 7, "correlationIdEnabled": true, "correlationIdHeader": "X-Trace-Id", "defaultHttpVersion": "http1.1", "proxyMode": "off"},
	})
	if got := oaConfigValue(w, "trashRetentionDays"); got != "7" {
		t.Errorf("after the update trashRetentionDays is %q, want \"7\"", got)
	}
	tr.step(t, oaExchange{name: "an integer entry also takes a numeric string", method: "POST", path: "/config", status: 200, body: map[string]any{"workers": "4", "correlationIdEnabled": "false"}})
	tr.step(t, oaExchange{name: "an empty config update writes nothing", method: "POST", path: "/config", status: 200, body: map[string]any{}})
	tr.step(t, oaExchange{name: "an unknown config key is a 400 invalid_config naming the key", method: "POST", path: "/config", status: 400, refused: true, key: "noSuchSetting", body: map[string]any{"noSuchSetting": 1}})
	tr.step(t, oaExchange{name: "a config value out of range is a 400 invalid_config", method: "POST", path: "/config", status: 400, refused: true, key: "workers", body: map[string]any{"workers": 0}})
	tr.step(t, oaExchange{name: "a null config value is a 400 invalid_config", method: "POST", path: "/config", status: 400, refused: true, key: "defaultHttpVersion", body: map[string]any{"defaultHttpVersion": nil}})
	tr.step(t, oaExchange{name: "a config value of the wrong type is a 400 invalid_config", method: "POST", path: "/config", status: 400, refused: true, key: "correlationIdEnabled", body: map[string]any{"correlationIdEnabled": 1}})
	tr.step(t, oaExchange{name: "a config body that is not an object is a 400 invalid_config", method: "POST", path: "/config", status: 400, refused: true, body: `["workers"]`})
	tr.step(t, oaExchange{name: "a config body that is not JSON is a 400 invalid_config", method: "POST", path: "/config", status: 400, refused: true, body: `{"workers":`})
	tr.step(t, oaExchange{name: "the element registry lists every kind with its config schema", method: "GET", path: "/elements/kinds", status: 200})
}

func oaConfigValue(a oaAnswer, key string) string {
	entries, _ := a.object()["entries"].([]any)
	for _, raw := range entries {
		if e, _ := raw.(map[string]any); e["key"] == key {
			s, _ := e["value"].(string)
			return s
		}
	}
	return ""
}

// checkConfigSchema compares the document's ConfigUpdate and ConfigKey with
// the live GET /config entries: same keys, same bounds, same options.
func (tr *oaTour) checkConfigSchema(t *testing.T, cfg oaAnswer) {
	update := tr.doc.Components.Schemas["ConfigUpdate"].Value
	keyEnum := tr.doc.Components.Schemas["ConfigKey"].Value.Enum
	entries, _ := cfg.object()["entries"].([]any)
	if len(entries) == 0 {
		t.Fatalf("GET /config listed no entries: %s", oaClip(string(cfg.body)))
	}
	var live, enumKeys []string
	for _, k := range keyEnum {
		enumKeys = append(enumKeys, fmt.Sprint(k))
	}
	for _, raw := range entries {
		e, _ := raw.(map[string]any)
		key, _ := e["key"].(string)
		live = append(live, key)
		prop := update.Properties[key]
		if prop == nil {
			t.Errorf("ConfigUpdate does not declare the entry %s", key)
			continue
		}
		s := prop.Value
		switch e["type"] {
		case "integer":
			if len(s.AnyOf) != 2 || s.AnyOf[0].Value.Type.Is("integer") == false {
				t.Errorf("ConfigUpdate.%s: want anyOf [integer, ConfigIntegerString]", key)
				continue
			}
			n := s.AnyOf[0].Value
			if got := oaBound(n.Min); got != e["min"] {
				t.Errorf("ConfigUpdate.%s: minimum %v, GET /config says %v", key, got, e["min"])
			}
			if got := oaBound(n.Max); got != e["max"] {
				t.Errorf("ConfigUpdate.%s: maximum %v, GET /config says %v", key, got, e["max"])
			}
		case "enum":
			var want []string
			opts, _ := e["options"].([]any)
			for _, o := range opts {
				want = append(want, fmt.Sprint(o.(map[string]any)["value"]))
			}
			var got []string
			for _, v := range s.Enum {
				got = append(got, fmt.Sprint(v))
			}
			if d := cmp.Diff(want, got); d != "" {
				t.Errorf("ConfigUpdate.%s enum (-GET /config +document):\n%s", key, d)
			}
		case "boolean":
			if len(s.AnyOf) != 2 || !s.AnyOf[0].Value.Type.Is("boolean") {
				t.Errorf("ConfigUpdate.%s: want anyOf [boolean, \"true\"/\"false\"]", key)
			}
		case "string":
			if !s.Type.Is("string") {
				t.Errorf("ConfigUpdate.%s: want type string", key)
			}
		default:
			t.Errorf("entry %s has type %v, which this check does not know", key, e["type"])
		}
	}
	slices.Sort(live)
	slices.Sort(enumKeys)
	if d := cmp.Diff(live, enumKeys); d != "" {
		t.Errorf("ConfigKey enum (-GET /config +document):\n%s", d)
	}
	if d := cmp.Diff(live, slices.Sorted(maps.Keys(update.Properties))); d != "" {
		t.Errorf("ConfigUpdate properties (-GET /config +document):\n%s", d)
	}
}

// oaBound renders a schema bound the way GET /config writes min and max.
func oaBound(p *float64) any {
	if p == nil {
		return nil
	}
	return fmt.Sprintf("%d", int64(*p))
}

// oaInsertSpec stores a spec document directly (no route writes specs yet)
// so that a collection can be bound to it.
func oaInsertSpec(t *testing.T, e *mgmttest.Engine) string {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+e.DBPath()+"?_pragma=busy_timeout(10000)")
	if err != nil {
		t.Fatalf("open database: %v", err)
	}
	defer db.Close()
	content := `{"openapi":"3.0.3","info":{"title":"Shop","version":"1"},"paths":{}}`
	sum := sha256.Sum256([]byte(content))
	id := oaRandomID("spec")
	now := time.Now().UnixMilli()
	if _, err := db.Exec(`INSERT INTO specs (id, content, source_url, fetched_at, hash, operations, created_at) VALUES (?, ?, NULL, ?, ?, '[]', ?)`,
		id, content, now, hex.EncodeToString(sum[:]), now); err != nil {
		t.Fatalf("store a spec document: %v", err)
	}
	return id
}

func (tr *oaTour) collectionTour(t *testing.T) oaIDs {
	var ids oaIDs
	tr.step(t, oaExchange{name: "the collection list starts empty", method: "GET", path: "/collections", status: 200})
	root := tr.step(t, oaExchange{
		name: "a collection with every member is created", method: "POST", path: "/collections", status: 201,
		body: map[string]any{
			"name":        "Shop API",
			"description": "Orders and stock",
			"parentId":    nil,
			"order":       nil,
			"variables":   map[string]any{"baseUrl": "https://shop.example.com", "retries": 3},
			"auth":        map[string]any{"mode": "bearer", "token": "{{token}}"},
			"dataSchema":  map[string]any{"columns": []any{"sku", "qty"}, "declaredAt": 1700000000000, "fileName": "rows.csv"},
			"openapi":     map[string]any{},
			"elements": []any{
				map[string]any{"kind": "script.pre", "config": map[string]any{"script": "pm.variables.set('t', Date.now())", "timeoutMs": 500}},
				map[string]any{"kind": "script.setup", "enabled": false, "config": map[string]any{"script": "console.log('setup')"}},
			},
		},
	})
	ids.root = root.id()
	if ids.root == "" {
		t.Fatalf("the root collection was not created: %s", oaClip(string(root.body)))
	}
	if els, _ := root.object()["elements"].([]any); len(els) > 0 {
		ids.rootElementID, _ = els[0].(map[string]any)["id"].(string)
	}
	child := tr.step(t, oaExchange{
		name: "a sub-collection with retired script fields set to null is created", method: "POST", path: "/collections", status: 201,
		body: map[string]any{"name": "Orders", "parentId": ids.root, "auth": map[string]any{"mode": "noauth"}, "preRequestScript": nil, "postRequestScript": nil, "tests": nil},
	})
	ids.child = child.id()
	if ids.child == "" {
		t.Fatalf("the sub-collection was not created: %s", oaClip(string(child.body)))
	}
	specID := oaInsertSpec(t, tr.e)
	bound := tr.step(t, oaExchange{
		name: "a collection bound to a stored spec gets specHash and syncedAt filled in", method: "POST", path: "/collections", status: 201,
		body: map[string]any{"name": "Bound", "order": 7, "openapi": map[string]any{"specId": specID}},
	})
	ids.bound = bound.id()

	tr.step(t, oaExchange{name: "a create with an id is a 400 naming id", method: "POST", path: "/collections", status: 400, refused: true, field: "id", body: map[string]any{"id": oaRandomID("col"), "name": "Mine"}})
	tr.step(t, oaExchange{name: "a create with a null id is a 400 naming id", method: "POST", path: "/collections", status: 400, refused: true, field: "id", body: map[string]any{"id": nil, "name": "Mine"}})
	tr.step(t, oaExchange{name: "a create without a name is a 400 naming name", method: "POST", path: "/collections", status: 400, refused: true, field: "name", body: map[string]any{"description": "nameless"}})
	tr.step(t, oaExchange{name: "a create with a null name is a 400 naming name", method: "POST", path: "/collections", status: 400, refused: true, field: "name", body: map[string]any{"name": nil}})
	tr.step(t, oaExchange{name: "a create body that is not JSON is a 400", method: "POST", path: "/collections", status: 400, refused: true, field: "body", body: `{"name": "x"`})
	tr.step(t, oaExchange{name: "a create body that is an array is a 400", method: "POST", path: "/collections", status: 400, refused: true, field: "body", body: `[{"name":"x"}]`})
	tr.step(t, oaExchange{name: "a collection auth of inherit is a 400", method: "POST", path: "/collections", status: 400, refused: true, field: "auth.mode", body: map[string]any{"name": "x", "auth": map[string]any{"mode": "inherit"}}})
	tr.step(t, oaExchange{name: "variables that are not an object are a 400", method: "POST", path: "/collections", status: 400, refused: true, field: "variables", body: map[string]any{"name": "x", "variables": []any{"a"}}})
	tr.step(t, oaExchange{name: "repeated dataSchema columns are a 400", method: "POST", path: "/collections", status: 400, refused: true, field: "dataSchema.columns", body: map[string]any{"name": "x", "dataSchema": map[string]any{"columns": []any{"sku", "sku"}}}})
	tr.step(t, oaExchange{name: "a binding to a spec that is not stored is a 400", method: "POST", path: "/collections", status: 400, field: "openapi.specId", body: map[string]any{"name": "x", "openapi": map[string]any{"specId": oaRandomID("spec")}}})
	tr.step(t, oaExchange{name: "a retired script field with a value is a 400 naming elements", method: "POST", path: "/collections", status: 400, refused: true, field: "elements", body: map[string]any{"name": "x", "preRequestScript": "pm.test('x')"}})
	tr.step(t, oaExchange{name: "an element with a member outside the element shape is a 400", method: "POST", path: "/collections", status: 400, refused: true, field: "elements[0].script", body: map[string]any{"name": "x", "elements": []any{map[string]any{"kind": "script.pre", "script": "x"}}}})
	tr.step(t, oaExchange{name: "an element of an unregistered kind is a 400", method: "POST", path: "/collections", status: 400, field: "elements[0].kind", body: map[string]any{"name": "x", "elements": []any{map[string]any{"kind": "no.such.kind"}}}})
	tr.step(t, oaExchange{name: "11 MiB of variables on create are a 413 naming variables", method: "POST", path: "/collections", status: 413, field: "variables", body: map[string]any{"name": "big", "variables": oaBig()}})

	tr.step(t, oaExchange{name: "a collection is read by id", method: "GET", path: "/collections/" + ids.root, status: 200})
	tr.step(t, oaExchange{name: "a bound collection is read by id", method: "GET", path: "/collections/" + ids.bound, status: 200})
	tr.step(t, oaExchange{name: "an unknown collection id is a 404", method: "GET", path: "/collections/" + oaRandomID("col"), status: 404})

	up := tr.step(t, oaExchange{name: "an update merges and null resets variables", method: "PUT", path: "/collections/" + ids.root, status: 200, body: map[string]any{"description": "Edited", "variables": nil}})
	if v, ok := up.object()["variables"].(map[string]any); !ok || len(v) != 0 {
		t.Errorf("variables after a null update: %v, want {}", up.object()["variables"])
	}
	tr.step(t, oaExchange{name: "an update with the path id in the body is accepted", method: "PUT", path: "/collections/" + ids.root, status: 200, body: map[string]any{"id": ids.root, "name": "Shop API v2"}})
	tr.step(t, oaExchange{name: "a move to the root with a stated order is accepted", method: "PUT", path: "/collections/" + ids.child, status: 200, body: map[string]any{"parentId": nil, "order": 5}})
	tr.step(t, oaExchange{name: "a move back under its old parent is accepted", method: "PUT", path: "/collections/" + ids.child, status: 200, body: map[string]any{"parentId": ids.root}})
	tr.step(t, oaExchange{name: "null resets auth, dataSchema, openapi and elements", method: "PUT", path: "/collections/" + ids.bound, status: 200, body: map[string]any{"auth": nil, "dataSchema": nil, "openapi": nil, "elements": nil}})
	tr.step(t, oaExchange{name: "a move into its own descendant is a 400", method: "PUT", path: "/collections/" + ids.root, status: 400, field: "parentId", body: map[string]any{"parentId": ids.child}})
	tr.step(t, oaExchange{name: "a collection cannot be its own parent", method: "PUT", path: "/collections/" + ids.root, status: 400, field: "parentId", body: map[string]any{"parentId": ids.root}})
	tr.step(t, oaExchange{name: "a body id that differs from the path is a 400", method: "PUT", path: "/collections/" + ids.root, status: 400, field: "id", body: map[string]any{"id": ids.child}})
	tr.step(t, oaExchange{name: "a null body id is a 400", method: "PUT", path: "/collections/" + ids.root, status: 400, refused: true, field: "id", body: map[string]any{"id": nil}})
	tr.step(t, oaExchange{name: "a null name is a 400", method: "PUT", path: "/collections/" + ids.root, status: 400, refused: true, field: "name", body: map[string]any{"name": nil}})
	tr.step(t, oaExchange{name: "an update of an unknown id is a 404", method: "PUT", path: "/collections/" + oaRandomID("col"), status: 404, body: map[string]any{"name": "x"}})
	tr.step(t, oaExchange{name: "11 MiB of variables on update are a 413 naming variables", method: "PUT", path: "/collections/" + ids.root, status: 413, field: "variables", body: map[string]any{"variables": oaBig()}})
	tr.step(t, oaExchange{name: "the collection list holds every live collection", method: "GET", path: "/collections", status: 200})
	return ids
}

// requestTour returns the minimal request (moved into root) and the form
// request (trashed on its own).
func (tr *oaTour) requestTour(t *testing.T, ids oaIDs) (minimalID, formID string) {
	tr.step(t, oaExchange{name: "the request list of an empty collection is empty", method: "GET", path: "/requests?collectionId=" + ids.child, status: 200})
	rich := tr.step(t, oaExchange{
		name: "a request with every member is created", method: "POST", path: "/requests", status: 201,
		body: map[string]any{
			"collectionId": ids.child,
			"name":         "Create order",
			"description":  "Places an order",
			"method":       "POST",
			"url":          "{{baseUrl}}/orders?dryRun=true",
			"order":        nil,
			"params": []any{
				map[string]any{"key": "dryRun", "value": "true", "enabled": true},
				map[string]any{"key": "debug", "value": "1", "enabled": false},
			},
			"headers":          []any{map[string]any{"key": "Accept", "value": "application/json"}},
			"body":             map[string]any{"mode": "json", "content": `{"sku":"{{sku}}","qty":1}`},
			"auth":             map[string]any{"mode": "apikey", "key": "X-Api-Key", "value": "{{apiKey}}", "in": "header"},
			"elements":         []any{map[string]any{"kind": "script.post", "config": map[string]any{"script": "pm.test('ok', () => pm.response.code === 201)"}}, map[string]any{"kind": "inherit.disable", "config": map[string]any{"elementId": ids.rootElementID}}},
			"followRedirects":  false,
			"maxRedirects":     3,
			"httpVersion":      "http2",
			"verifySSL":        false,
			"stream":           true,
			"specOperation":    map[string]any{"method": "post", "path": "/orders", "operationId": "createOrder"},
			"methodSource":     nil,
			"mockResponseMode": "random",
			"mockExampleId":    "exa_" + uuid.NewString(),
			"tests":            nil,
		},
	})
	richID := rich.id()
	if richID == "" {
		t.Fatalf("the request was not created: %s", oaClip(string(rich.body)))
	}
	minimal := tr.step(t, oaExchange{
		name: "a request with only the required members gets every default", method: "POST", path: "/requests", status: 201,
		body: map[string]any{"collectionId": ids.child, "name": "List orders", "method": "GET", "url": ""},
	})
	form := tr.step(t, oaExchange{
		name: "a form-data body written with the legacy spelling formdata is stored as form-data", method: "POST", path: "/requests", status: 201,
		body: map[string]any{"collectionId": ids.child, "name": "Upload", "method": "POST", "url": "{{baseUrl}}/upload", "body": map[string]any{"mode": "formdata", "fields": []any{
			map[string]any{"key": "file", "type": "file", "src": "/tmp/{{file}}", "contentType": "application/octet-stream"},
			map[string]any{"key": "note", "value": "hi", "enabled": false},
		}}},
	})
	if b, _ := form.object()["body"].(map[string]any); b["mode"] != "form-data" || form.object()["bodyType"] != "form-data" {
		t.Errorf("a formdata body is stored as %v (bodyType %v), want form-data", b["mode"], form.object()["bodyType"])
	}
	tr.step(t, oaExchange{
		name: "an urlencoded body written with the legacy spelling form is stored as x-www-form-urlencoded", method: "POST", path: "/requests", status: 201,
		body: map[string]any{"collectionId": ids.child, "name": "Login", "method": "POST", "url": "{{baseUrl}}/login", "body": map[string]any{"mode": "form", "fields": []any{map[string]any{"key": "user", "value": "{{user}}"}}}},
	})
	tr.step(t, oaExchange{
		name: "a graphql body with null content keeps its mode with empty content", method: "POST", path: "/requests", status: 201,
		body: map[string]any{"collectionId": ids.child, "name": "Query", "method": "POST", "url": "{{baseUrl}}/graphql", "methodSource": "graphql", "body": map[string]any{"mode": "graphql", "content": nil}},
	})

	base := func(extra map[string]any) map[string]any {
		b := map[string]any{"collectionId": ids.child, "name": "bad", "method": "GET", "url": "http://127.0.0.1/"}
		maps.Copy(b, extra)
		return b
	}
	tr.step(t, oaExchange{name: "a create with an id is a 400 naming id", method: "POST", path: "/requests", status: 400, refused: true, field: "id", body: base(map[string]any{"id": oaRandomID("req")})})
	tr.step(t, oaExchange{name: "a create without a method is a 400 naming method", method: "POST", path: "/requests", status: 400, refused: true, field: "method", body: map[string]any{"collectionId": ids.child, "name": "x", "url": ""}})
	tr.step(t, oaExchange{name: "a method outside the seven verbs is a 400", method: "POST", path: "/requests", status: 400, refused: true, field: "method", body: base(map[string]any{"method": "FETCH"})})
	tr.step(t, oaExchange{name: "a collectionId naming no collection is a 400", method: "POST", path: "/requests", status: 400, field: "collectionId", body: base(map[string]any{"collectionId": oaRandomID("col")})})
	tr.step(t, oaExchange{name: "an unknown httpVersion is a 400", method: "POST", path: "/requests", status: 400, refused: true, field: "httpVersion", body: base(map[string]any{"httpVersion": "h3"})})
	tr.step(t, oaExchange{name: "fields on a json body are a 400", method: "POST", path: "/requests", status: 400, refused: true, field: "body.fields", body: base(map[string]any{"body": map[string]any{"mode": "json", "content": "{}", "fields": []any{}}})})
	tr.step(t, oaExchange{name: "a form body without fields is a 400", method: "POST", path: "/requests", status: 400, refused: true, field: "body.fields", body: base(map[string]any{"body": map[string]any{"mode": "form-data"}})})
	tr.step(t, oaExchange{name: "an unknown body mode is a 400", method: "POST", path: "/requests", status: 400, refused: true, field: "body.mode", body: base(map[string]any{"body": map[string]any{"mode": "binary"}})})
	tr.step(t, oaExchange{name: "a file part in an urlencoded body is a 400", method: "POST", path: "/requests", status: 400, field: "body.fields[0].type", body: base(map[string]any{"body": map[string]any{"mode": "x-www-form-urlencoded", "fields": []any{map[string]any{"key": "f", "type": "file", "src": "/tmp/f"}}}})})
	tr.step(t, oaExchange{name: "a non-boolean enabled on a header row is a 400", method: "POST", path: "/requests", status: 400, refused: true, field: "headers[0].enabled", body: base(map[string]any{"headers": []any{map[string]any{"key": "A", "value": "b", "enabled": "yes"}}})})
	tr.step(t, oaExchange{name: "a collection-only element on a request is a 400", method: "POST", path: "/requests", status: 400, field: "elements[0].kind", body: base(map[string]any{"elements": []any{map[string]any{"kind": "script.setup", "config": map[string]any{"script": "x"}}}})})
	tr.step(t, oaExchange{name: "an element config that breaks its kind's schema is a 400", method: "POST", path: "/requests", status: 400, field: "elements[0].config.script", body: base(map[string]any{"elements": []any{map[string]any{"kind": "script.pre", "config": map[string]any{"script": 42}}}})})
	tr.step(t, oaExchange{name: "a retired tests field with a value is a 400 naming elements", method: "POST", path: "/requests", status: 400, refused: true, field: "elements", body: base(map[string]any{"tests": "pm.test('x')"})})
	tr.step(t, oaExchange{name: "an unknown mockResponseMode is a 400", method: "POST", path: "/requests", status: 400, refused: true, field: "mockResponseMode", body: base(map[string]any{"mockResponseMode": "sometimes"})})
	tr.step(t, oaExchange{name: "a methodSource other than graphql is a 400", method: "POST", path: "/requests", status: 400, refused: true, field: "methodSource", body: base(map[string]any{"methodSource": "rest"})})
	tr.step(t, oaExchange{name: "a specOperation path without a leading slash is a 400", method: "POST", path: "/requests", status: 400, refused: true, field: "specOperation.path", body: base(map[string]any{"specOperation": map[string]any{"method": "get", "path": "orders"}})})
	tr.step(t, oaExchange{name: "11 MiB of headers on create are a 413 naming headers", method: "POST", path: "/requests", status: 413, field: "headers", body: base(map[string]any{"headers": []any{map[string]any{"key": "X-Big", "value": strings.Repeat("x", oaOversized), "enabled": true}}})})

	tr.step(t, oaExchange{name: "a request is read by id", method: "GET", path: "/requests/" + richID, status: 200})
	tr.step(t, oaExchange{name: "an unknown request id is a 404", method: "GET", path: "/requests/" + oaRandomID("req"), status: 404})
	up := tr.step(t, oaExchange{
		name: "an update merges and null resets headers, redirects, operation, mock mode and httpVersion", method: "PUT", path: "/requests/" + richID, status: 200,
		body: map[string]any{"name": "Create order (v2)", "headers": nil, "followRedirects": nil, "maxRedirects": 250, "specOperation": nil, "mockResponseMode": nil, "mockExampleId": nil, "httpVersion": nil, "auth": nil, "body": map[string]any{"mode": "text", "content": ""}},
	})
	if o := up.object(); o["maxRedirects"] != float64(100) || o["bodyType"] != "text" {
		t.Errorf("after the update maxRedirects is %v and bodyType %v, want 100 (clamped) and text", o["maxRedirects"], o["bodyType"])
	}
	tr.step(t, oaExchange{name: "a stated collectionId moves the request", method: "PUT", path: "/requests/" + minimal.id(), status: 200, body: map[string]any{"collectionId": ids.root, "id": minimal.id()}})
	tr.step(t, oaExchange{name: "a move to a collection that does not exist is a 400", method: "PUT", path: "/requests/" + minimal.id(), status: 400, field: "collectionId", body: map[string]any{"collectionId": oaRandomID("col")}})
	tr.step(t, oaExchange{name: "a body id that differs from the path is a 400", method: "PUT", path: "/requests/" + richID, status: 400, field: "id", body: map[string]any{"id": oaRandomID("req")}})
	tr.step(t, oaExchange{name: "a null url is a 400", method: "PUT", path: "/requests/" + richID, status: 400, refused: true, field: "url", body: map[string]any{"url": nil}})
	tr.step(t, oaExchange{name: "an update of an unknown id is a 404", method: "PUT", path: "/requests/" + oaRandomID("req"), status: 404, body: map[string]any{"name": "x"}})
	tr.step(t, oaExchange{name: "11 MiB of body content on update is a 413 naming body", method: "PUT", path: "/requests/" + richID, status: 413, field: "body", body: map[string]any{"body": map[string]any{"mode": "text", "content": strings.Repeat("x", oaOversized)}}})

	tr.step(t, oaExchange{name: "the request list holds the collection's requests", method: "GET", path: "/requests?collectionId=" + ids.child, status: 200})
	tr.step(t, oaExchange{name: "a list without collectionId is a 400", method: "GET", path: "/requests", status: 400, refused: true, field: "collectionId"})
	tr.step(t, oaExchange{name: "a list with an empty collectionId is a 400", method: "GET", path: "/requests?collectionId=", status: 400, refused: true, field: "collectionId"})
	tr.step(t, oaExchange{name: "a list of an unknown collection is a 404", method: "GET", path: "/requests?collectionId=" + oaRandomID("col"), status: 404})

	t.Run("a field stored over the cap before the cap existed is substituted on list reads only", func(t *testing.T) {
		db, err := sql.Open("sqlite", "file:"+tr.e.DBPath()+"?_pragma=busy_timeout(10000)")
		if err != nil {
			t.Fatalf("open database: %v", err)
		}
		defer db.Close()
		headers := `[{"key":"X-Big","value":"` + strings.Repeat("x", oaOversized) + `","enabled":true}]`
		if _, err := db.Exec(`UPDATE requests SET headers = ? WHERE id = ?`, headers, form.id()); err != nil {
			t.Fatalf("write an oversized row: %v", err)
		}
		list := tr.step(t, oaExchange{name: "the list substitutes the field and names it in truncatedFields", method: "GET", path: "/requests?collectionId=" + ids.child, status: 200})
		found := false
		for _, r := range list.array() {
			if r["id"] == form.id() {
				found = true
				if d := cmp.Diff([]any{"headers"}, r["truncatedFields"]); d != "" {
					t.Errorf("truncatedFields of the oversized row (-want +got):\n%s", d)
				}
			} else if v, ok := r["truncatedFields"]; ok {
				t.Errorf("row %v carries truncatedFields %v without an oversized field", r["id"], v)
			}
		}
		if !found {
			t.Errorf("the oversized row %s is missing from the list", form.id())
		}
		whole := tr.step(t, oaExchange{name: "a read by id returns the field whole", method: "GET", path: "/requests/" + form.id(), status: 200})
		if len(whole.body) < oaOversized {
			t.Errorf("GET by id answered %d bytes, want the whole %d-byte field", len(whole.body), oaOversized)
		}
	})

	tr.step(t, oaExchange{name: "a delete moves the request to the trash", method: "DELETE", path: "/requests/" + form.id(), status: 200})
	tr.step(t, oaExchange{name: "a second delete of the same request is a 404", method: "DELETE", path: "/requests/" + form.id(), status: 404})
	return minimal.id(), form.id()
}

func (tr *oaTour) environmentTour(t *testing.T) {
	tr.step(t, oaExchange{name: "the environment list starts empty", method: "GET", path: "/environments", status: 200})
	staging := tr.step(t, oaExchange{name: "an active environment is created", method: "POST", path: "/environments", status: 201, body: map[string]any{"name": "Staging", "variables": map[string]any{"baseUrl": "https://staging.shop.example.com"}, "isActive": true}})
	tr.step(t, oaExchange{name: "a second active environment deactivates the first", method: "POST", path: "/environments", status: 201, body: map[string]any{"name": "Production", "isActive": true}})
	local := tr.step(t, oaExchange{name: "null variables and isActive use the defaults on create", method: "POST", path: "/environments", status: 201, body: map[string]any{"name": "Local", "variables": nil, "isActive": nil}})
	sid, lid := staging.id(), local.id()
	if sid == "" || lid == "" {
		t.Fatalf("the environments were not created: %s / %s", oaClip(string(staging.body)), oaClip(string(local.body)))
	}
	tr.step(t, oaExchange{name: "a create with an id is a 400 naming id", method: "POST", path: "/environments", status: 400, refused: true, field: "id", body: map[string]any{"id": oaRandomID("env"), "name": "x"}})
	tr.step(t, oaExchange{name: "an empty name is a 400", method: "POST", path: "/environments", status: 400, refused: true, field: "name", body: map[string]any{"name": ""}})
	tr.step(t, oaExchange{name: "a non-boolean isActive is a 400", method: "POST", path: "/environments", status: 400, refused: true, field: "isActive", body: map[string]any{"name": "x", "isActive": "yes"}})
	tr.step(t, oaExchange{name: "variables that are not an object are a 400", method: "POST", path: "/environments", status: 400, refused: true, field: "variables", body: map[string]any{"name": "x", "variables": "a=b"}})
	tr.step(t, oaExchange{name: "11 MiB of variables on create are a 413", method: "POST", path: "/environments", status: 413, field: "variables", body: map[string]any{"name": "big", "variables": oaBig()}})

	got := tr.step(t, oaExchange{name: "an environment is read by id", method: "GET", path: "/environments/" + sid, status: 200})
	if got.object()["isActive"] != false {
		t.Errorf("Staging is still active after Production was created active: %s", got.body)
	}
	tr.step(t, oaExchange{name: "an unknown environment id is a 404", method: "GET", path: "/environments/" + oaRandomID("env"), status: 404})
	tr.step(t, oaExchange{name: "an update activates and null resets variables", method: "PUT", path: "/environments/" + sid, status: 200, body: map[string]any{"isActive": true, "variables": nil, "id": sid}})
	tr.step(t, oaExchange{name: "a null name is a 400", method: "PUT", path: "/environments/" + sid, status: 400, refused: true, field: "name", body: map[string]any{"name": nil}})
	tr.step(t, oaExchange{name: "a body id that differs from the path is a 400", method: "PUT", path: "/environments/" + sid, status: 400, field: "id", body: map[string]any{"id": lid}})
	tr.step(t, oaExchange{name: "an update of an unknown id is a 404", method: "PUT", path: "/environments/" + oaRandomID("env"), status: 404, body: map[string]any{"name": "x"}})
	tr.step(t, oaExchange{name: "11 MiB of variables on update are a 413", method: "PUT", path: "/environments/" + sid, status: 413, field: "variables", body: map[string]any{"variables": oaBig()}})
	tr.step(t, oaExchange{name: "the environment list holds every live environment", method: "GET", path: "/environments", status: 200})
	tr.step(t, oaExchange{name: "a delete answers the id and deleted true", method: "DELETE", path: "/environments/" + lid, status: 200})
	tr.step(t, oaExchange{name: "a second delete of the same environment is a 404", method: "DELETE", path: "/environments/" + lid, status: 404})

	tr.step(t, oaExchange{name: "globals before any write are empty", method: "GET", path: "/globals", status: 200})
	tr.step(t, oaExchange{name: "a globals write replaces the variables", method: "POST", path: "/globals", status: 200, body: map[string]any{"variables": map[string]any{"tenant": "acme", "region": "eu"}}})
	tr.step(t, oaExchange{name: "globals are read back", method: "GET", path: "/globals", status: 200})
	empty := tr.step(t, oaExchange{name: "a globals write with null variables stores {}", method: "POST", path: "/globals", status: 200, body: map[string]any{"variables": nil}})
	if v, ok := empty.object()["variables"].(map[string]any); !ok || len(v) != 0 {
		t.Errorf("globals after a null write: %s, want variables {}", empty.body)
	}
	tr.step(t, oaExchange{name: "a globals write without variables stores {}", method: "POST", path: "/globals", status: 200, body: map[string]any{}})
	tr.step(t, oaExchange{name: "a globals write with an id is a 400", method: "POST", path: "/globals", status: 400, refused: true, field: "id", body: map[string]any{"id": "globals", "variables": map[string]any{}}})
	tr.step(t, oaExchange{name: "globals variables that are not an object are a 400", method: "POST", path: "/globals", status: 400, refused: true, field: "variables", body: map[string]any{"variables": []any{}}})
	tr.step(t, oaExchange{name: "a globals body that is not an object is a 400", method: "POST", path: "/globals", status: 400, refused: true, field: "body", body: `"tenant=acme"`})
	tr.step(t, oaExchange{name: "11 MiB of globals variables are a 413", method: "POST", path: "/globals", status: 413, field: "variables", body: map[string]any{"variables": oaBig()}})
}

// oaSampleBodies are request bodies the document accepts, one per
// operation that takes a body, for the guard walk.
var oaSampleBodies = map[string]any{
	"POST /config":                            map[string]any{},
	"POST /collections":                       map[string]any{"name": "x"},
	"PUT /collections/{id}":                   map[string]any{"name": "x"},
	"POST /requests":                          map[string]any{"collectionId": "col_x", "name": "x", "method": "GET", "url": ""},
	"PUT /requests/{id}":                      map[string]any{"name": "x"},
	"POST /requests/{id}/examples":            map[string]any{"name": "x"},
	"PUT /requests/{id}/examples/{exampleId}": map[string]any{"name": "x"},
	"POST /environments":                      map[string]any{"name": "x"},
	"PUT /environments/{id}":                  map[string]any{"name": "x"},
	"POST /globals":                           map[string]any{"variables": map[string]any{}},
	"POST /reorder":                           map[string]any{"moves": []any{map[string]any{"type": "request", "id": "req_x", "order": 0}}},
}

// oaPathParam is a path template parameter of the document: {name}.
var oaPathParam = regexp.MustCompile(`\{[^}/]+\}`)

// oaConcrete fills every path parameter of a documented path with a
// well-formed id that names nothing.
func oaConcrete(path string) string {
	return oaPathParam.ReplaceAllStringFunc(path, func(string) string { return oaRandomID("x") })
}

func (tr *oaTour) guardTour(t *testing.T) {
	for _, key := range slices.Sorted(maps.Keys(oaOperations(tr.doc))) {
		op := oaOperations(tr.doc)[key]
		method, path, _ := strings.Cut(key, " ")
		body, ok := oaSampleBodies[key]
		if op.RequestBody != nil && !ok {
			t.Errorf("%s takes a body but oaSampleBodies has none for it", key)
			continue
		}
		concrete := oaConcrete(path)
		query := url.Values{}
		for _, p := range op.Parameters {
			if p.Value.In == openapi3.ParameterInQuery && p.Value.Required {
				query.Set(p.Value.Name, "x")
			}
		}
		if len(query) > 0 {
			concrete += "?" + query.Encode()
		}
		tr.step(t, oaExchange{
			name: "a foreign Host is refused on " + key, method: method, path: concrete,
			header: oaForeignHost, body: body, status: 403,
		})
	}
	tr.step(t, oaExchange{name: "a loopback Host with another port is refused", method: "GET", path: "/config", header: map[string]string{"Host": "127.0.0.1:1"}, status: 403})
	tr.step(t, oaExchange{name: "a foreign Origin is refused", method: "POST", path: "/collections", header: map[string]string{"Origin": "https://evil.example"}, status: 403, body: map[string]any{"name": "x"}})
	tr.step(t, oaExchange{name: "an Origin naming the engine over https is refused", method: "GET", path: "/health", header: map[string]string{"Origin": "https://" + tr.e.Addr()}, status: 403})
	tr.step(t, oaExchange{name: "the engine's own origin is accepted", method: "GET", path: "/elements/kinds", header: map[string]string{"Origin": tr.e.Base}, status: 200})
	tr.step(t, oaExchange{name: "localhost with the engine's port is accepted", method: "GET", path: "/health", header: map[string]string{"Host": strings.Replace(tr.e.Addr(), "127.0.0.1", "localhost", 1)}, status: 200})
}

// methodTour sends PATCH (which no route uses) to every documented path.
func (tr *oaTour) methodTour(t *testing.T) {
	for _, path := range tr.doc.Paths.InMatchingOrder() {
		item := tr.doc.Paths.Value(path)
		concrete := oaConcrete(path)
		a := tr.step(t, oaExchange{name: "PATCH " + path + " is a 405", method: "PATCH", path: concrete, status: 405})
		if a.status != 405 {
			continue
		}
		var allowed []string
		for _, m := range strings.Split(a.header.Get("Allow"), ",") {
			if m = strings.TrimSpace(m); m != "" && m != "OPTIONS" {
				allowed = append(allowed, m)
			}
		}
		slices.Sort(allowed)
		documented := slices.Sorted(maps.Keys(item.Operations()))
		if d := cmp.Diff(documented, allowed); d != "" {
			t.Errorf("PATCH %s: the Allow header %q differs from the documented methods (-documented +allowed):\n%s", path, a.header.Get("Allow"), d)
		}
	}
	// The Allow header lists OPTIONS, yet OPTIONS is not served (the document says so).
	tr.step(t, oaExchange{name: "OPTIONS is listed in Allow but answered with 405", method: "OPTIONS", path: "/health", status: 405})
}

func TestOpenAPITransportCeilingAnswersWithTheErrorShapeAndNoStore(t *testing.T) {
	t.Parallel()
	doc := oaLoad(t)
	server, err := url.Parse(doc.Servers[0].URL)
	if err != nil {
		t.Fatalf("server url: %v", err)
	}
	e := mgmttest.Start(t)
	tr := &oaTour{e: e, doc: doc, server: server}

	// The body is only declared: the transport refuses it from the header,
	// before any route runs.
	conn, err := net.DialTimeout("tcp", e.Addr(), 5*time.Second)
	if err != nil {
		t.Fatalf("dial: %v", err)
	}
	defer conn.Close()
	_ = conn.SetDeadline(time.Now().Add(30 * time.Second))
	declared := mgmt.MaxRequestBodyBytes + 1
	_, err = fmt.Fprintf(conn, "POST /collections HTTP/1.1\r\nHost: %s\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n{\"name\":\"", e.Addr(), declared)
	if err != nil {
		t.Fatalf("write: %v", err)
	}
	res, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatalf("read the answer: %v", err)
	}
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	op := fmt.Sprintf("POST /collections with a declared %d-byte body", declared)
	if got := res.Header.Values("Cache-Control"); !slices.Equal(got, []string{"no-store"}) {
		t.Errorf("%s: status %d: Cache-Control %q, want exactly [no-store]", op, res.StatusCode, got)
	}
	if res.StatusCode != http.StatusRequestEntityTooLarge {
		t.Errorf("%s: status %d, want 413; body %q", op, res.StatusCode, oaClip(string(body)))
	}
	twin, _ := http.NewRequest("POST", server.String()+"/collections", nil)
	tr.component(t, op, twin, "PayloadTooLarge", oaAnswer{status: res.StatusCode, header: res.Header, body: body})
}

// examplesTour drives the saved examples of a request through every
// documented answer. It returns a live request of ids.child left holding
// 100 examples, and a request with an example that it trashed on its own.
func (tr *oaTour) examplesTour(t *testing.T, ids oaIDs) (fullID, trashedID string) {
	owner := tr.step(t, oaExchange{
		name: "a request to save examples of is created", method: "POST", path: "/requests", status: 201,
		body: map[string]any{"collectionId": ids.child, "name": "Get order", "method": "GET", "url": "{{baseUrl}}/orders/{{orderId}}"},
	})
	other := tr.step(t, oaExchange{
		name: "a second request is created", method: "POST", path: "/requests", status: 201,
		body: map[string]any{"collectionId": ids.child, "name": "Cancel order", "method": "DELETE", "url": "{{baseUrl}}/orders/{{orderId}}"},
	})
	rid, oid := owner.id(), other.id()
	if rid == "" || oid == "" {
		t.Fatalf("the requests were not created: %s / %s", oaClip(string(owner.body)), oaClip(string(other.body)))
	}
	list := "/requests/" + rid + "/examples"
	one := func(xid string) string { return list + "/" + xid }

	empty := tr.step(t, oaExchange{name: "the example list of a request without examples is []", method: "GET", path: list, status: 200})
	if string(bytes.TrimSpace(empty.body)) != "[]" {
		t.Errorf("the example list of a fresh request is %s, want []", oaClip(string(empty.body)))
	}
	headers := []any{
		map[string]any{"key": "Location", "value": "/orders/42", "enabled": true},
		map[string]any{"key": "Set-Cookie", "value": "a=1"},
		map[string]any{"key": "Set-Cookie", "value": "b=2", "enabled": false},
	}
	const verbatim = `{"id":42,"sku":"{{sku}}"}`
	rich := tr.step(t, oaExchange{
		name: "an example with every member is created and stored verbatim", method: "POST", path: list, status: 201,
		body: map[string]any{"name": "Order found", "status": 201, "headers": headers, "body": verbatim, "contentType": "application/json", "order": 5, "origin": "user", "bodyTruncated": true},
	})
	if o := rich.object(); o["body"] != verbatim || o["requestId"] != rid || o["order"] != float64(5) {
		t.Errorf("the created example is %s, want the body verbatim, requestId %s and order 5", oaClip(string(rich.body)), rid)
	}
	if h, _ := rich.object()["headers"].([]any); len(h) != 3 || h[1].(map[string]any)["value"] != "a=1" || h[2].(map[string]any)["value"] != "b=2" {
		t.Errorf("the header rows are %v, want the three rows in order with the repeated name kept", rich.object()["headers"])
	}
	minimal := tr.step(t, oaExchange{name: "an example with only a name gets every default and is appended", method: "POST", path: list, status: 201, body: map[string]any{"name": "Order"}})
	if o := minimal.object(); o["status"] != float64(200) || o["origin"] != "import" || o["order"] != float64(6) || o["body"] != "" || o["bodyTruncated"] != false {
		t.Errorf("the minimal example is %s, want status 200, origin import, order 6, body \"\" and bodyTruncated false", oaClip(string(minimal.body)))
	}
	nulls := tr.step(t, oaExchange{
		name: "null members use the defaults on create", method: "POST", path: list, status: 201,
		body: map[string]any{"name": "Order not found", "status": nil, "headers": nil, "body": nil, "contentType": nil, "order": nil, "origin": nil, "bodyTruncated": nil},
	})
	richID, minimalID, nullsID := rich.id(), minimal.id(), nulls.id()
	if richID == "" || minimalID == "" || nullsID == "" {
		t.Fatalf("the examples were not created")
	}

	tr.step(t, oaExchange{name: "a create with an id is a 400 naming id", method: "POST", path: list, status: 400, refused: true, field: "id", body: map[string]any{"id": oaRandomID("exa"), "name": "x"}})
	tr.step(t, oaExchange{name: "a create with a null id is a 400 naming id", method: "POST", path: list, status: 400, refused: true, field: "id", body: map[string]any{"id": nil, "name": "x"}})
	tr.step(t, oaExchange{name: "a create without a name is a 400 naming name", method: "POST", path: list, status: 400, refused: true, field: "name", body: map[string]any{"status": 500}})
	tr.step(t, oaExchange{name: "a null name is a 400", method: "POST", path: list, status: 400, refused: true, field: "name", body: map[string]any{"name": nil}})
	tr.step(t, oaExchange{name: "an empty name is a 400", method: "POST", path: list, status: 400, refused: true, field: "name", body: map[string]any{"name": ""}})
	tr.step(t, oaExchange{name: "a status below 100 is a 400, not clamped", method: "POST", path: list, status: 400, refused: true, field: "status", body: map[string]any{"name": "x", "status": 99}})
	tr.step(t, oaExchange{name: "a status above 599 is a 400, not clamped", method: "POST", path: list, status: 400, refused: true, field: "status", body: map[string]any{"name": "x", "status": 600}})
	tr.step(t, oaExchange{name: "a fractional status is a 400", method: "POST", path: list, status: 400, refused: true, field: "status", body: map[string]any{"name": "x", "status": 200.5}})
	tr.step(t, oaExchange{name: "a status written as a string is a 400", method: "POST", path: list, status: 400, refused: true, field: "status", body: map[string]any{"name": "x", "status": "200"}})
	tr.step(t, oaExchange{name: "headers that are not an array are a 400", method: "POST", path: list, status: 400, refused: true, field: "headers", body: map[string]any{"name": "x", "headers": map[string]any{"Location": "/"}}})
	tr.step(t, oaExchange{name: "a header row without a key is a 400", method: "POST", path: list, status: 400, refused: true, field: "headers[0].key", body: map[string]any{"name": "x", "headers": []any{map[string]any{"value": "v"}}}})
	tr.step(t, oaExchange{name: "a non-boolean enabled on a header row is a 400", method: "POST", path: list, status: 400, refused: true, field: "headers[0].enabled", body: map[string]any{"name": "x", "headers": []any{map[string]any{"key": "A", "enabled": "yes"}}}})
	tr.step(t, oaExchange{name: "a body that is not a string is a 400", method: "POST", path: list, status: 400, refused: true, field: "body", body: map[string]any{"name": "x", "body": map[string]any{"id": 42}}})
	tr.step(t, oaExchange{name: "a body of 1 MiB and one byte is a 400 naming body, not a 413", method: "POST", path: list, status: 400, refused: true, field: "body", body: map[string]any{"name": "x", "body": strings.Repeat("b", 1<<20+1)}})
	// The cap is in bytes; JSON Schema's maxLength counts characters, so
	// the document can only state the byte rule in prose.
	tr.step(t, oaExchange{name: "a body under 1 Mi characters but over 1 MiB of UTF-8 is a 400", method: "POST", path: list, status: 400, field: "body", body: map[string]any{"name": "x", "body": strings.Repeat("é", 600_000)}})
	tr.step(t, oaExchange{name: "a non-string contentType is a 400", method: "POST", path: list, status: 400, refused: true, field: "contentType", body: map[string]any{"name": "x", "contentType": 1}})
	tr.step(t, oaExchange{name: "a non-integer order is a 400", method: "POST", path: list, status: 400, refused: true, field: "order", body: map[string]any{"name": "x", "order": "first"}})
	tr.step(t, oaExchange{name: "an origin other than import or user is a 400", method: "POST", path: list, status: 400, refused: true, field: "origin", body: map[string]any{"name": "x", "origin": "sync"}})
	tr.step(t, oaExchange{name: "a non-boolean bodyTruncated is a 400", method: "POST", path: list, status: 400, refused: true, field: "bodyTruncated", body: map[string]any{"name": "x", "bodyTruncated": "yes"}})
	tr.step(t, oaExchange{name: "a create body that is not JSON is a 400", method: "POST", path: list, status: 400, refused: true, field: "body", body: `{"name":`})
	tr.step(t, oaExchange{name: "a create body that is an array is a 400", method: "POST", path: list, status: 400, refused: true, field: "body", body: `[{"name":"x"}]`})
	tr.step(t, oaExchange{name: "a create on an unknown request is a 404", method: "POST", path: "/requests/" + oaRandomID("req") + "/examples", status: 404, body: map[string]any{"name": "x"}})
	tr.step(t, oaExchange{name: "the example list of an unknown request is a 404", method: "GET", path: "/requests/" + oaRandomID("req") + "/examples", status: 404})

	up := tr.step(t, oaExchange{
		name: "an update merges and null resets headers and appends order", method: "PUT", path: one(richID), status: 200,
		body: map[string]any{"id": richID, "name": "Order found (v2)", "headers": nil, "order": nil, "requestId": oid, "createdAt": 1},
	})
	if o := up.object(); o["status"] != float64(201) || o["body"] != verbatim || o["requestId"] != rid || o["order"] != float64(8) {
		t.Errorf("after the update the example is %s, want status and body kept, requestId unchanged and order 8 (one past the highest, 7)", oaClip(string(up.body)))
	}
	reset := tr.step(t, oaExchange{
		name: "null resets status, body, contentType, origin and bodyTruncated", method: "PUT", path: one(richID), status: 200,
		body: map[string]any{"status": nil, "body": nil, "contentType": nil, "origin": nil, "bodyTruncated": nil},
	})
	if o := reset.object(); o["status"] != float64(200) || o["origin"] != "import" || o["bodyTruncated"] != false || o["body"] != "" || o["contentType"] != "" {
		t.Errorf("after the null update the example is %s, want every default", oaClip(string(reset.body)))
	}
	tr.step(t, oaExchange{name: "a body of exactly 1 MiB is accepted", method: "PUT", path: one(nullsID), status: 200, body: map[string]any{"body": strings.Repeat("b", 1<<20), "origin": "user"}})
	tr.step(t, oaExchange{name: "a body id that differs from the path is a 400", method: "PUT", path: one(richID), status: 400, field: "id", body: map[string]any{"id": minimalID}})
	tr.step(t, oaExchange{name: "a null body id is a 400", method: "PUT", path: one(richID), status: 400, refused: true, field: "id", body: map[string]any{"id": nil}})
	tr.step(t, oaExchange{name: "a null name is a 400 on update", method: "PUT", path: one(richID), status: 400, refused: true, field: "name", body: map[string]any{"name": nil}})
	tr.step(t, oaExchange{name: "a status out of range is a 400 on update", method: "PUT", path: one(richID), status: 400, refused: true, field: "status", body: map[string]any{"status": 1000}})
	tr.step(t, oaExchange{name: "an update of an unknown example is a 404", method: "PUT", path: one(oaRandomID("exa")), status: 404, body: map[string]any{"name": "x"}})
	tr.step(t, oaExchange{name: "an update through another request is a 404", method: "PUT", path: "/requests/" + oid + "/examples/" + richID, status: 404, body: map[string]any{"name": "x"}})
	tr.step(t, oaExchange{name: "an update under an unknown request is a 404", method: "PUT", path: "/requests/" + oaRandomID("req") + "/examples/" + richID, status: 404, body: map[string]any{"name": "x"}})

	delImport := tr.step(t, oaExchange{name: "a delete of an imported example answers the id and deleted true", method: "DELETE", path: one(minimalID), status: 200})
	delUser := tr.step(t, oaExchange{name: "a delete of a user example answers the same", method: "DELETE", path: one(nullsID), status: 200})
	if a, b := strings.ReplaceAll(string(delImport.body), minimalID, "ID"), strings.ReplaceAll(string(delUser.body), nullsID, "ID"); a != b {
		t.Errorf("the two origins answered differently: %s vs %s", a, b)
	}
	tr.step(t, oaExchange{name: "a second delete of a tombstoned example is a 404", method: "DELETE", path: one(minimalID), status: 404})
	tr.step(t, oaExchange{name: "a second delete of a removed example is a 404", method: "DELETE", path: one(nullsID), status: 404})
	tr.step(t, oaExchange{name: "an update of a tombstoned example is a 404", method: "PUT", path: one(minimalID), status: 404, body: map[string]any{"name": "back"}})
	tr.step(t, oaExchange{name: "a delete through another request is a 404", method: "DELETE", path: "/requests/" + oid + "/examples/" + richID, status: 404})
	tr.step(t, oaExchange{name: "a delete under an unknown request is a 404", method: "DELETE", path: "/requests/" + oaRandomID("req") + "/examples/" + richID, status: 404})

	t.Run("a request is filled up to 100 examples", func(t *testing.T) {
		n := len(tr.step(t, oaExchange{name: "the visible examples are listed", method: "GET", path: list, status: 200}).array())
		for i := n; i < 100; i++ {
			a := tr.exchange(t, oaExchange{method: "POST", path: list, status: 201, body: map[string]any{"name": fmt.Sprintf("Example %d", i+1), "status": 200 + i%400}})
			if a.status != 201 {
				t.Fatalf("the create of example %d answered %d", i+1, a.status)
			}
		}
	})
	tr.step(t, oaExchange{name: "the 101st example of a request is a 409", method: "POST", path: list, status: 409, body: map[string]any{"name": "One too many"}})
	if n := len(tr.step(t, oaExchange{name: "the full request lists 100 examples", method: "GET", path: list, status: 200}).array()); n != 100 {
		t.Errorf("the full request lists %d examples, want 100", n)
	}

	kept := tr.step(t, oaExchange{name: "an example of the second request is created", method: "POST", path: "/requests/" + oid + "/examples", status: 201, body: map[string]any{"name": "Cancelled", "status": 204}})
	tr.step(t, oaExchange{name: "the second request is trashed on its own", method: "DELETE", path: "/requests/" + oid, status: 200})
	tr.step(t, oaExchange{name: "the example list of a trashed request is a 404", method: "GET", path: "/requests/" + oid + "/examples", status: 404})
	tr.step(t, oaExchange{name: "a create on a trashed request is a 404", method: "POST", path: "/requests/" + oid + "/examples", status: 404, body: map[string]any{"name": "x"}})
	tr.step(t, oaExchange{name: "an update under a trashed request is a 404", method: "PUT", path: "/requests/" + oid + "/examples/" + kept.id(), status: 404, body: map[string]any{"name": "x"}})
	return rid, oid
}

// trashTour runs after the root collection was trashed. The trash then
// holds three roots: root (with child and the requests of both, trashed
// together last), the request trashed by the example tour, and the form
// request trashed on its own first.
func (tr *oaTour) trashTour(t *testing.T, ids oaIDs) {
	all := tr.step(t, oaExchange{name: "the trash lists the cohort roots newest first", method: "GET", path: "/trash", status: 200})
	var roots []string
	items, _ := all.object()["items"].([]any)
	for _, raw := range items {
		e, _ := raw.(map[string]any)
		roots = append(roots, fmt.Sprint(e["id"]))
		if e["id"] == ids.root && e["collections"] != float64(2) {
			t.Errorf("the root's trash entry counts %v collections, want 2 (root and child)", e["collections"])
		}
	}
	if d := cmp.Diff([]string{ids.root, ids.trashedRequest, ids.form}, roots); d != "" || all.object()["total"] != float64(3) {
		t.Errorf("GET /trash roots (-want +got):\n%s\ntotal %v, want 3", d, all.object()["total"])
	}
	page := tr.step(t, oaExchange{name: "limit and offset page through the roots; total counts them all", method: "GET", path: "/trash?limit=1&offset=1", status: 200})
	if items, _ := page.object()["items"].([]any); len(items) != 1 || items[0].(map[string]any)["id"] != ids.trashedRequest || page.object()["total"] != float64(3) {
		t.Errorf("GET /trash?limit=1&offset=1: %s, want the second root and total 3", oaClip(string(page.body)))
	}
	if items, _ := tr.step(t, oaExchange{name: "limit 0 means every root", method: "GET", path: "/trash?limit=0", status: 200}).object()["items"].([]any); len(items) != 3 {
		t.Errorf("GET /trash?limit=0 listed %d roots, want all 3", len(items))
	}
	if items, _ := tr.step(t, oaExchange{name: "an offset past the end is an empty page", method: "GET", path: "/trash?offset=10", status: 200}).object()["items"].([]any); len(items) != 0 {
		t.Errorf("GET /trash?offset=10 listed %d roots, want none", len(items))
	}
	tr.step(t, oaExchange{name: "a negative limit is a 400 naming limit", method: "GET", path: "/trash?limit=-1", status: 400, refused: true, field: "limit"})
	tr.step(t, oaExchange{name: "an offset that is not an integer is a 400 naming offset", method: "GET", path: "/trash?offset=first", status: 400, refused: true, field: "offset"})

	blocked := tr.step(t, oaExchange{name: "the restore of a request whose collection is trashed is a 409", method: "POST", path: "/trash/" + ids.form + "/restore", status: 409})
	if e, _ := blocked.object()["error"].(map[string]any); !strings.Contains(fmt.Sprint(e["message"]), ids.child) {
		t.Errorf("the 409 does not name the collection to restore first (%s): %s", ids.child, oaClip(string(blocked.body)))
	}
	child := tr.step(t, oaExchange{name: "a collection whose parent is still trashed comes back at the root", method: "POST", path: "/trash/" + ids.child + "/restore", status: 200})
	if o := child.object(); o["reparentedToRoot"] != true || o["parentId"] != nil || o["kind"] != "collection" {
		t.Errorf("the restore of child answered %s, want reparentedToRoot true and parentId null", oaClip(string(child.body)))
	}
	if n := len(tr.step(t, oaExchange{name: "the examples of a restored request are back", method: "GET", path: "/requests/" + ids.examples + "/examples", status: 200}).array()); n != 100 {
		t.Errorf("the restored request lists %d examples, want 100", n)
	}
	form := tr.step(t, oaExchange{name: "the request restores once its collection is live", method: "POST", path: "/trash/" + ids.form + "/restore", status: 200})
	if o := form.object(); o["reparentedToRoot"] != false || o["parentId"] != ids.child || o["kind"] != "request" || o["restored"] != true {
		t.Errorf("the restore of the form request answered %s", oaClip(string(form.body)))
	}
	tr.step(t, oaExchange{name: "the restore of a live id is a 404", method: "POST", path: "/trash/" + ids.form + "/restore", status: 404})
	tr.step(t, oaExchange{name: "the restore of an unknown id is a 404", method: "POST", path: "/trash/" + oaRandomID("col") + "/restore", status: 404})

	sub := tr.step(t, oaExchange{name: "a sub-collection of a live collection is created", method: "POST", path: "/collections", status: 201, body: map[string]any{"name": "Archive", "parentId": ids.bound}})
	tr.step(t, oaExchange{name: "the sub-collection is trashed", method: "DELETE", path: "/collections/" + sub.id(), status: 200})
	back := tr.step(t, oaExchange{name: "a collection whose parent is live comes back in place", method: "POST", path: "/trash/" + sub.id() + "/restore", status: 200})
	if o := back.object(); o["reparentedToRoot"] != false || o["parentId"] != ids.bound {
		t.Errorf("the restore of the sub-collection answered %s, want it back under %s", oaClip(string(back.body)), ids.bound)
	}

	purged := tr.step(t, oaExchange{name: "a purge removes a trashed collection for good", method: "DELETE", path: "/trash/" + ids.root, status: 200})
	if o := purged.object(); o["purged"] != true || o["collections"] != float64(1) || o["requests"] != float64(1) {
		t.Errorf("the purge of root answered %s, want purged true with 1 collection (child was restored) and 1 request (the minimal one)", oaClip(string(purged.body)))
	}
	tr.step(t, oaExchange{name: "a purged collection's request is gone", method: "GET", path: "/requests/" + ids.minimal, status: 404})
	tr.step(t, oaExchange{name: "a second purge is a 404", method: "DELETE", path: "/trash/" + ids.root, status: 404})
	tr.step(t, oaExchange{name: "a purge of a live id is a 404", method: "DELETE", path: "/trash/" + ids.bound, status: 404})
	tr.step(t, oaExchange{name: "a purge of an unknown id is a 404", method: "DELETE", path: "/trash/" + oaRandomID("req"), status: 404})
	req := tr.step(t, oaExchange{name: "a purge removes a trashed request with its examples", method: "DELETE", path: "/trash/" + ids.trashedRequest, status: 200})
	if o := req.object(); o["kind"] != "request" || o["requests"] != float64(1) || o["collections"] != float64(0) {
		t.Errorf("the purge of a request answered %s", oaClip(string(req.body)))
	}
	tr.step(t, oaExchange{name: "a purged request cannot be restored", method: "POST", path: "/trash/" + ids.trashedRequest + "/restore", status: 404})
	if total := tr.step(t, oaExchange{name: "the trash is empty again", method: "GET", path: "/trash", status: 200}).object()["total"]; total != float64(0) {
		t.Errorf("the trash holds %v roots after every restore and purge, want 0", total)
	}
}

// reorderTour builds its own tree: a (root level) > b > c, and requests
// q0, q1, q2 in a.
func (tr *oaTour) reorderTour(t *testing.T) {
	col := func(name string, parent any) string {
		return tr.step(t, oaExchange{name: "collection " + name + " is created", method: "POST", path: "/collections", status: 201, body: map[string]any{"name": name, "parentId": parent}}).id()
	}
	a := col("Catalog", nil)
	b := col("Products", a)
	c := col("Variants", b)
	var q []string
	for i, order := range []int{30, 20, 10} {
		q = append(q, tr.step(t, oaExchange{
			name: fmt.Sprintf("request q%d is created", i), method: "POST", path: "/requests", status: 201,
			body: map[string]any{"collectionId": a, "name": fmt.Sprintf("q%d", i), "method": "GET", "url": "{{baseUrl}}/catalog", "order": order},
		}).id())
	}
	if a == "" || b == "" || c == "" || slices.Contains(q, "") {
		t.Fatalf("the reorder fixture was not created")
	}
	result := func(x oaAnswer) (cols, reqs map[string]map[string]any) {
		cols, reqs = map[string]map[string]any{}, map[string]map[string]any{}
		for _, key := range []string{"collections", "requests"} {
			rows, _ := x.object()[key].([]any)
			for _, raw := range rows {
				r, _ := raw.(map[string]any)
				if key == "collections" {
					cols[fmt.Sprint(r["id"])] = r
				} else {
					reqs[fmt.Sprint(r["id"])] = r
				}
			}
		}
		return cols, reqs
	}

	if got := string(tr.step(t, oaExchange{name: "an empty batch writes nothing", method: "POST", path: "/reorder", status: 200, body: map[string]any{}}).body); got != `{"collections":[],"requests":[]}` {
		t.Errorf("an empty batch answered %s", oaClip(got))
	}
	tr.step(t, oaExchange{name: "null arrays mean none", method: "POST", path: "/reorder", status: 200, body: map[string]any{"normalize": nil, "moves": nil}})
	norm := tr.step(t, oaExchange{
		name: "normalize renumbers each scope densely in display order", method: "POST", path: "/reorder", status: 200,
		body: map[string]any{"normalize": []any{
			map[string]any{"type": "request", "collectionId": a},
			map[string]any{"type": "collection", "parentId": a},
			map[string]any{"type": "collection", "parentId": nil},
		}},
	})
	_, reqs := result(norm)
	if reqs[q[2]]["order"] != float64(0) || reqs[q[1]]["order"] != float64(1) || reqs[q[0]]["order"] != float64(2) {
		t.Errorf("after normalize q2, q1, q0 have orders %v, %v, %v, want 0, 1, 2", reqs[q[2]]["order"], reqs[q[1]]["order"], reqs[q[0]]["order"])
	}
	moved := tr.step(t, oaExchange{
		name: "moves place rows and change owners", method: "POST", path: "/reorder", status: 200,
		body: map[string]any{"moves": []any{
			map[string]any{"type": "request", "id": q[0], "order": 0},
			map[string]any{"type": "request", "id": q[1], "order": 0, "collectionId": b},
			map[string]any{"type": "collection", "id": c, "order": 0, "parentId": nil},
			map[string]any{"type": "collection", "id": b, "order": 4},
		}},
	})
	cols, reqs := result(moved)
	if reqs[q[1]]["collectionId"] != b || cols[c]["parentId"] != nil || cols[b]["parentId"] != a || cols[b]["order"] != float64(4) {
		t.Errorf("after the moves: %s", oaClip(string(moved.body)))
	}
	both := tr.step(t, oaExchange{
		name: "a row both normalized and moved takes its move", method: "POST", path: "/reorder", status: 200,
		body: map[string]any{
			"normalize": []any{map[string]any{"type": "request", "collectionId": a}},
			"moves":     []any{map[string]any{"type": "request", "id": q[2], "order": 7}},
		},
	})
	if _, reqs := result(both); reqs[q[2]]["order"] != float64(7) {
		t.Errorf("q2 has order %v after a normalize and a move to 7", reqs[q[2]]["order"])
	}

	move := func(typ, id string, order int, extra ...any) map[string]any {
		m := map[string]any{"type": typ, "id": id, "order": order}
		for i := 0; i+1 < len(extra); i += 2 {
			m[extra[i].(string)] = extra[i+1]
		}
		return m
	}
	moves := func(m ...any) map[string]any { return map[string]any{"moves": m} }
	bad := func(name, field string, refused bool, body any) {
		tr.step(t, oaExchange{name: name, method: "POST", path: "/reorder", status: 400, refused: refused, field: field, body: body})
	}
	bad("a body that is not JSON is a 400", "body", true, `{"moves":[`)
	bad("a body that is an array is a 400", "body", true, `[]`)
	bad("a member other than normalize and moves is a 400", "order", true, map[string]any{"moves": []any{}, "order": []any{q[0]}})
	bad("a normalize that is not an array is a 400", "normalize", true, map[string]any{"normalize": map[string]any{"type": "request", "collectionId": a}})
	bad("a normalize entry of an unknown type is a 400", "normalize[0].type", true, map[string]any{"normalize": []any{map[string]any{"type": "folder", "parentId": nil}}})
	bad("a collection scope without parentId is a 400", "normalize[0].parentId", true, map[string]any{"normalize": []any{map[string]any{"type": "collection"}}})
	bad("a request scope with an empty collectionId is a 400", "normalize[0].collectionId", true, map[string]any{"normalize": []any{map[string]any{"type": "request", "collectionId": ""}}})
	bad("a request scope with a parentId member is a 400", "normalize[0].parentId", true, map[string]any{"normalize": []any{map[string]any{"type": "request", "collectionId": a, "parentId": nil}}})
	bad("a scope of an unknown collection is a 400", "normalize[0].collectionId", false, map[string]any{"normalize": []any{map[string]any{"type": "request", "collectionId": oaRandomID("col")}}})
	bad("a move without order is a 400", "moves[0].order", true, moves(map[string]any{"type": "request", "id": q[0]}))
	bad("a negative order is a 400", "moves[0].order", true, moves(move("request", q[0], -1)))
	bad("a move with an empty id is a 400", "moves[0].id", true, moves(move("collection", "", 0)))
	bad("a request moved to a null collectionId is a 400", "moves[0].collectionId", true, moves(move("request", q[0], 0, "collectionId", nil)))
	bad("a collection move with a collectionId member is a 400", "moves[0].collectionId", true, moves(move("collection", c, 0, "collectionId", a)))
	bad("a move of an unknown row is a 400", "moves[0].id", false, moves(move("request", oaRandomID("req"), 0)))
	bad("a move to an unknown parent is a 400", "moves[0].parentId", false, moves(move("collection", c, 0, "parentId", oaRandomID("col"))))
	bad("a move to an unknown collection is a 400", "moves[0].collectionId", false, moves(move("request", q[0], 0, "collectionId", oaRandomID("col"))))
	bad("a row moved twice is a 400", "moves[1].id", false, moves(move("request", q[0], 0), move("request", q[0], 1)))
	bad("a collection moved under its own descendant is a 400", "moves", false, moves(move("collection", a, 0, "parentId", b)))
	bad("a collection moved under itself is a 400", "moves", false, moves(move("collection", c, 0, "parentId", c)))
	bad("moves that make a cycle only together are a 400", "moves", false, moves(move("collection", c, 0, "parentId", a), move("collection", a, 0, "parentId", c)))
	// The count is checked before any entry, so the entries only need to
	// be well-formed: the rows they name do not exist.
	entries := func(n int, entry func(i int) any) []any {
		out := make([]any, n)
		for i := range out {
			out[i] = entry(i)
		}
		return out
	}
	scope := func(int) any { return map[string]any{"type": "collection", "parentId": nil} }
	anyMove := func(i int) any { return move("request", fmt.Sprintf("req_%d", i), i) }
	bad("more than 10000 entries in normalize and moves together are a 400", "moves", false, map[string]any{"normalize": entries(5001, scope), "moves": entries(5000, anyMove)})
	bad("more than 10000 moves are a 400", "moves", true, map[string]any{"moves": entries(10001, anyMove)})

	before := tr.step(t, oaExchange{name: "a request is read before a refused batch", method: "GET", path: "/requests/" + q[0], status: 200}).object()["order"]
	bad("an error in any entry writes nothing", "moves[1].id", false, moves(move("request", q[0], 9), move("request", oaRandomID("req"), 0)))
	if after := tr.step(t, oaExchange{name: "the valid move of a refused batch was not written", method: "GET", path: "/requests/" + q[0], status: 200}).object()["order"]; after != before || after == float64(9) {
		t.Errorf("q0 has order %v after a refused batch, want %v (unchanged)", after, before)
	}
}
