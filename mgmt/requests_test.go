package mgmt_test

import (
	"bytes"
	"database/sql"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	_ "modernc.org/sqlite" // the "sqlite" driver, to reach rows the API would refuse to write

	"github.com/svc-engine/svc-engine/mgmt/mgmttest"
)

// The helpers below report on the t they are given (mgmttest.Engine reports
// on the test that started it), so they are safe inside subtests.

// rqDo sends method path with body (nil, string, []byte or a value encoded as JSON).
func rqDo(t testing.TB, e *mgmttest.Engine, method, path string, body any) mgmttest.Response {
	t.Helper()
	res, err := rqSend(e, method, path, body)
	if err != nil {
		t.Fatalf("%s %s: %v", method, path, err)
	}
	return res
}

// rqClient allows for the 10 MiB bodies, which take seconds each under the
// race detector on a loaded machine.
var rqClient = &http.Client{Timeout: 5 * time.Minute}

// rqSend is rqDo without a testing.TB, for goroutines.
func rqSend(e *mgmttest.Engine, method, path string, body any) (mgmttest.Response, error) {
	var rd io.Reader
	switch b := body.(type) {
	case nil:
	case string:
		rd = strings.NewReader(b)
	case []byte:
		rd = bytes.NewReader(b)
	default:
		enc, err := json.Marshal(b)
		if err != nil {
			return mgmttest.Response{}, err
		}
		rd = bytes.NewReader(enc)
	}
	req, err := http.NewRequest(method, e.Base+path, rd)
	if err != nil {
		return mgmttest.Response{}, err
	}
	if rd != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	res, err := rqClient.Do(req)
	if err != nil {
		return mgmttest.Response{}, err
	}
	defer func() { _ = res.Body.Close() }()
	b, err := io.ReadAll(res.Body)
	if err != nil {
		return mgmttest.Response{}, err
	}
	return mgmttest.Response{Status: res.StatusCode, Header: res.Header, Body: b}, nil
}

// rqMust sends and fails unless the status is want; it returns the object body.
func rqMust(t testing.TB, e *mgmttest.Engine, want int, method, path string, body any) map[string]any {
	t.Helper()
	r := rqDo(t, e, method, path, body)
	if r.Status != want {
		t.Fatalf("%s %s with %s: status %d, want %d; body %s", method, path, rqShow(body), r.Status, want, r.Body)
	}
	return r.Object(t)
}

// rqWantError checks an error answer: its status, its code and that its
// message names every one of mentions.
func rqWantError(t testing.TB, r mgmttest.Response, sent any, status int, code string, mentions ...string) {
	t.Helper()
	if r.Status != status {
		t.Fatalf("sent %s: status %d, want %d; body %s", rqShow(sent), r.Status, status, r.Body)
	}
	if got := r.ErrorCode(t); got != code {
		t.Fatalf("sent %s: error code %q, want %q; body %s", rqShow(sent), got, code, r.Body)
	}
	msg := r.ErrorMessage(t)
	for _, m := range mentions {
		if !strings.Contains(msg, m) {
			t.Fatalf("sent %s: error message %q does not name %q", rqShow(sent), msg, m)
		}
	}
}

func rqShow(body any) string {
	switch b := body.(type) {
	case nil:
		return "no body"
	case string:
		if len(b) > 300 {
			return fmt.Sprintf("%s...(%d bytes)", b[:300], len(b))
		}
		return b
	case []byte:
		return rqShow(string(b))
	}
	enc, _ := json.Marshal(body)
	return rqShow(string(enc))
}

// rqSetup starts an engine with one collection and returns both.
func rqSetup(t *testing.T) (*mgmttest.Engine, string) {
	t.Helper()
	e := mgmttest.Start(t)
	c := rqMust(t, e, 201, "POST", "/collections", map[string]any{"name": "c"})
	return e, c["id"].(string)
}

// rqCreate creates a request in cid with the required fields plus fields.
func rqCreate(t testing.TB, e *mgmttest.Engine, cid string, fields map[string]any) map[string]any {
	t.Helper()
	body := map[string]any{"collectionId": cid, "name": "r", "method": "GET", "url": "http://127.0.0.1/x"}
	for k, v := range fields {
		body[k] = v
	}
	return rqMust(t, e, 201, "POST", "/requests", body)
}

// rqGet reads one request by id.
func rqGet(t testing.TB, e *mgmttest.Engine, id string) map[string]any {
	t.Helper()
	return rqMust(t, e, 200, "GET", "/requests/"+id, nil)
}

// rqList reads GET /requests?collectionId=cid.
func rqList(t testing.TB, e *mgmttest.Engine, cid string) []map[string]any {
	t.Helper()
	r := rqDo(t, e, "GET", "/requests?collectionId="+cid, nil)
	if r.Status != 200 {
		t.Fatalf("list requests of %s: status %d: %s", cid, r.Status, r.Body)
	}
	var out []map[string]any
	for _, v := range r.Array(t) {
		out = append(out, v.(map[string]any))
	}
	return out
}

// rqUnchanged fails unless the stored request id still equals before.
func rqUnchanged(t testing.TB, e *mgmttest.Engine, id string, before map[string]any) {
	t.Helper()
	if d := cmp.Diff(before, rqGet(t, e, id)); d != "" {
		t.Fatalf("a refused write changed request %s (-before +after):\n%s", id, d)
	}
}

// rqWithout returns a copy of m without keys.
func rqWithout(m map[string]any, keys ...string) map[string]any {
	out := make(map[string]any, len(m))
	for k, v := range m {
		if !slices.Contains(keys, k) {
			out[k] = v
		}
	}
	return out
}

// rqJSON decodes a JSON literal for comparisons with decoded bodies.
func rqJSON(t testing.TB, s string) any {
	t.Helper()
	var v any
	if err := json.Unmarshal([]byte(s), &v); err != nil {
		t.Fatalf("bad JSON literal %s: %v", s, err)
	}
	return v
}

// rqDB opens the engine's database next to the running engine.
func rqDB(t *testing.T, e *mgmttest.Engine) *sql.DB {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+e.DBPath()+"?_pragma=busy_timeout(10000)")
	if err != nil {
		t.Fatalf("open database: %v", err)
	}
	t.Cleanup(func() { _ = db.Close() })
	return db
}

func rqExec(t *testing.T, db *sql.DB, q string, args ...any) {
	t.Helper()
	if _, err := db.Exec(q, args...); err != nil {
		t.Fatalf("%s: %v", q, err)
	}
}

func TestRequestWriteContract(t *testing.T) {
	t.Parallel()
	e, cid := rqSetup(t)
	base := map[string]any{"collectionId": cid, "name": "r", "method": "GET", "url": "http://h/"}

	t.Run("a create that carries an id is refused", func(t *testing.T) {
		for _, id := range []any{"req_00000000-0000-4000-8000-000000000000", nil} {
			body := rqWithout(base)
			body["id"] = id
			rqWantError(t, rqDo(t, e, "POST", "/requests", body), body, 400, "bad_request", "id")
		}
		if got := rqList(t, e, cid); len(got) != 0 {
			t.Fatalf("a refused create stored %v", got)
		}
	})
	t.Run("a PUT body id that differs from the path or is null is refused before the lookup", func(t *testing.T) {
		r := rqCreate(t, e, cid, nil)
		id := r["id"].(string)
		for _, body := range []map[string]any{{"id": "req_other", "name": "x"}, {"id": nil, "name": "x"}} {
			rqWantError(t, rqDo(t, e, "PUT", "/requests/"+id, body), body, 400, "bad_request", "id")
			rqUnchanged(t, e, id, r)
			rqWantError(t, rqDo(t, e, "PUT", "/requests/req_unknown", body), body, 400, "bad_request", "id")
		}
	})
	t.Run("a PUT body id equal to the path id is ignored", func(t *testing.T) {
		id := rqCreate(t, e, cid, nil)["id"].(string)
		got := rqMust(t, e, 200, "PUT", "/requests/"+id, map[string]any{"id": id, "name": "same"})
		if got["id"] != id || got["name"] != "same" {
			t.Fatalf("PUT with the path id: got %v", got)
		}
	})
	t.Run("a PUT of an unknown id is a 404", func(t *testing.T) {
		body := map[string]any{"name": "x"}
		rqWantError(t, rqDo(t, e, "PUT", "/requests/req_unknown", body), body, 404, "not_found")
	})
}

func TestRequestCreateRequiresCollectionIDNameMethodURL(t *testing.T) {
	t.Parallel()
	e, cid := rqSetup(t)
	base := map[string]any{"collectionId": cid, "name": "r", "method": "GET", "url": "http://h/"}
	for _, field := range []string{"collectionId", "name", "method", "url"} {
		t.Run("a create without "+field+" is refused naming it", func(t *testing.T) {
			t.Parallel()
			body := rqWithout(base, field)
			rqWantError(t, rqDo(t, e, "POST", "/requests", body), body, 400, "bad_request", field)
		})
		t.Run("a create with a null "+field+" is refused naming it", func(t *testing.T) {
			t.Parallel()
			body := rqWithout(base)
			body[field] = nil
			rqWantError(t, rqDo(t, e, "POST", "/requests", body), body, 400, "bad_request", field)
		})
		t.Run("an update with a null "+field+" is refused naming it and changes nothing", func(t *testing.T) {
			t.Parallel()
			r := rqCreate(t, e, cid, nil)
			body := map[string]any{field: nil, "description": "changed"}
			rqWantError(t, rqDo(t, e, "PUT", "/requests/"+r["id"].(string), body), body, 400, "bad_request", field)
			rqUnchanged(t, e, r["id"].(string), r)
		})
	}
	t.Run("a refused create stores nothing", func(t *testing.T) {
		// Runs before the parallel subtests above resume, so the list is stable.
		before := len(rqList(t, e, cid))
		body := map[string]any{"collectionId": cid, "name": "r", "method": "GET"}
		rqWantError(t, rqDo(t, e, "POST", "/requests", body), body, 400, "bad_request", "url")
		if after := len(rqList(t, e, cid)); after != before {
			t.Fatalf("a refused create changed the list from %d to %d rows", before, after)
		}
	})
}

func TestRequestCollectionIDMustResolve(t *testing.T) {
	t.Parallel()
	e, cid := rqSetup(t)
	trashed := rqMust(t, e, 201, "POST", "/collections", map[string]any{"name": "gone"})["id"].(string)
	rqMust(t, e, 200, "DELETE", "/collections/"+trashed, nil)

	for _, tc := range []struct{ name, target string }{
		{"an unknown collection", "col_00000000-0000-4000-8000-000000000000"},
		{"a trashed collection", trashed},
		{"an empty collectionId", ""},
	} {
		t.Run("a create in "+tc.name+" is refused", func(t *testing.T) {
			body := map[string]any{"collectionId": tc.target, "name": "r", "method": "GET", "url": "http://h/"}
			rqWantError(t, rqDo(t, e, "POST", "/requests", body), body, 400, "bad_request", "collectionId")
		})
		t.Run("a move into "+tc.name+" is refused and changes nothing", func(t *testing.T) {
			r := rqCreate(t, e, cid, nil)
			body := map[string]any{"collectionId": tc.target}
			rqWantError(t, rqDo(t, e, "PUT", "/requests/"+r["id"].(string), body), body, 400, "bad_request", "collectionId")
			rqUnchanged(t, e, r["id"].(string), r)
		})
	}
	t.Run("a non-string collectionId is refused", func(t *testing.T) {
		body := map[string]any{"collectionId": 5, "name": "r", "method": "GET", "url": "http://h/"}
		rqWantError(t, rqDo(t, e, "POST", "/requests", body), body, 400, "bad_request", "collectionId")
	})
}

func TestRequestMethodMustBeOneOfTheSevenVerbs(t *testing.T) {
	t.Parallel()
	e, cid := rqSetup(t)
	for _, m := range []string{"GET", "POST", "PUT", "DELETE", "PATCH", "HEAD", "OPTIONS"} {
		t.Run(m+" is accepted on create and update", func(t *testing.T) {
			t.Parallel()
			r := rqCreate(t, e, cid, map[string]any{"method": m})
			if r["method"] != m {
				t.Fatalf("created with method %s, got %v", m, r["method"])
			}
			other := "GET"
			if m == "GET" {
				other = "POST"
			}
			r = rqMust(t, e, 200, "PUT", "/requests/"+r["id"].(string), map[string]any{"method": other})
			if r["method"] != other {
				t.Fatalf("updated to method %s, got %v", other, r["method"])
			}
		})
	}
	for _, bad := range []any{"get", "TRACE", "CONNECT", "FETCH", "", " GET", 1, true, []any{"GET"}} {
		t.Run(fmt.Sprintf("method %s is refused on create and update", rqShow(bad)), func(t *testing.T) {
			t.Parallel()
			body := map[string]any{"collectionId": cid, "name": "r", "method": bad, "url": "http://h/"}
			rqWantError(t, rqDo(t, e, "POST", "/requests", body), body, 400, "bad_request", "method")
			r := rqCreate(t, e, cid, nil)
			put := map[string]any{"method": bad}
			rqWantError(t, rqDo(t, e, "PUT", "/requests/"+r["id"].(string), put), put, 400, "bad_request", "method")
			rqUnchanged(t, e, r["id"].(string), r)
		})
	}
}

func TestRequestCreateFillsEveryDefault(t *testing.T) {
	t.Parallel()
	e, cid := rqSetup(t)
	before := time.Now().UnixMilli()
	created := rqMust(t, e, 201, "POST", "/requests", map[string]any{"collectionId": cid, "name": "r", "method": "GET", "url": "http://h/x"})
	after := time.Now().UnixMilli()

	want := map[string]any{
		"collectionId":     cid,
		"name":             "r",
		"description":      "",
		"method":           "GET",
		"url":              "http://h/x",
		"params":           []any{},
		"headers":          []any{},
		"body":             map[string]any{"mode": "none"},
		"bodyType":         "none",
		"auth":             map[string]any{"mode": "inherit"},
		"elements":         []any{},
		"followRedirects":  true,
		"maxRedirects":     float64(10),
		"httpVersion":      "auto",
		"verifySSL":        true,
		"stream":           false,
		"specOperation":    nil,
		"methodSource":     nil,
		"mockResponseMode": "first",
		"mockExampleId":    nil,
	}
	for _, tc := range []struct {
		name string
		got  map[string]any
	}{{"the create answer", created}, {"a read by id", rqGet(t, e, created["id"].(string))}} {
		t.Run(tc.name+" carries every default, nulls serialized", func(t *testing.T) {
			got := rqWithout(tc.got, "id", "order", "createdAt", "updatedAt")
			if d := cmp.Diff(want, got); d != "" {
				t.Fatalf("defaults (-want +got):\n%s", d)
			}
		})
		t.Run(tc.name+" has a req_ uuidv4 id and epoch-millisecond times", func(t *testing.T) {
			id, _ := tc.got["id"].(string)
			if !regexp.MustCompile(`^req_[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$`).MatchString(id) {
				t.Fatalf("id %q is not req_<uuidv4>", id)
			}
			for _, k := range []string{"createdAt", "updatedAt"} {
				ms, ok := tc.got[k].(float64)
				if !ok || int64(ms) < before || int64(ms) > after {
					t.Fatalf("%s = %v, want epoch ms within [%d, %d]", k, tc.got[k], before, after)
				}
			}
			if _, ok := tc.got["order"].(float64); !ok {
				t.Fatalf("order = %v, want an integer", tc.got["order"])
			}
		})
	}
}

// rqRich is a request body where every field with a default holds another value.
func rqRich(cid string) map[string]any {
	return map[string]any{
		"collectionId":     cid,
		"name":             "rich",
		"description":      "described",
		"method":           "POST",
		"url":              "http://h/{{path}}?a=1",
		"params":           []any{map[string]any{"key": "a", "value": "1", "enabled": true}},
		"headers":          []any{map[string]any{"key": "X-A", "value": "b", "enabled": false}},
		"body":             map[string]any{"mode": "json", "content": `{"x":1}`},
		"auth":             map[string]any{"mode": "bearer", "token": "t"},
		"elements":         []any{map[string]any{"id": "elm_1", "kind": "script.pre", "version": 1, "enabled": true, "config": map[string]any{"script": "1"}}},
		"followRedirects":  false,
		"maxRedirects":     3,
		"httpVersion":      "http1.1",
		"verifySSL":        false,
		"stream":           true,
		"specOperation":    map[string]any{"method": "post", "path": "/things/{id}", "operationId": "makeThing"},
		"methodSource":     "graphql",
		"mockResponseMode": "random",
		"mockExampleId":    "exa_target",
	}
}

func TestRequestRule1OmittedKeepsAndNullResets(t *testing.T) {
	t.Parallel()
	e, cid := rqSetup(t)
	// The live default differs from auto, so a null httpVersion must read it.
	rqMust(t, e, 200, "POST", "/config", map[string]any{"defaultHttpVersion": "http2"})

	t.Run("an update that omits every field keeps every value", func(t *testing.T) {
		t.Parallel()
		r := rqMust(t, e, 201, "POST", "/requests", rqRich(cid))
		got := rqMust(t, e, 200, "PUT", "/requests/"+r["id"].(string), map[string]any{})
		if d := cmp.Diff(rqWithout(r, "updatedAt"), rqWithout(got, "updatedAt")); d != "" {
			t.Fatalf("an empty PUT changed fields (-before +after):\n%s", d)
		}
		if d := cmp.Diff(got, rqGet(t, e, r["id"].(string))); d != "" {
			t.Fatalf("the PUT answer and the stored row differ (-answer +stored):\n%s", d)
		}
	})
	resets := map[string]any{
		"description":      "",
		"params":           []any{},
		"headers":          []any{},
		"body":             map[string]any{"mode": "none"},
		"auth":             map[string]any{"mode": "inherit"},
		"elements":         []any{},
		"followRedirects":  true,
		"maxRedirects":     float64(10),
		"verifySSL":        true,
		"stream":           false,
		"specOperation":    nil,
		"methodSource":     nil,
		"mockResponseMode": "first",
		"mockExampleId":    nil,
		"httpVersion":      "http2", // the live config default, not auto
	}
	for field, def := range resets {
		t.Run("a null "+field+" resets it to its default and keeps the rest", func(t *testing.T) {
			t.Parallel()
			r := rqMust(t, e, 201, "POST", "/requests", rqRich(cid))
			got := rqMust(t, e, 200, "PUT", "/requests/"+r["id"].(string), map[string]any{field: nil})
			want := rqWithout(r, "updatedAt")
			want[field] = def
			if field == "body" {
				want["bodyType"] = "none"
			}
			if d := cmp.Diff(want, rqWithout(got, "updatedAt")); d != "" {
				t.Fatalf("PUT {%q: null} (-want +got):\n%s", field, d)
			}
			if d := cmp.Diff(got, rqGet(t, e, r["id"].(string))); d != "" {
				t.Fatalf("the PUT answer and the stored row differ (-answer +stored):\n%s", d)
			}
		})
	}
	t.Run("a create with every defaulted field null uses the defaults", func(t *testing.T) {
		t.Parallel()
		body := map[string]any{"collectionId": cid, "name": "r", "method": "GET", "url": "http://h/"}
		for f := range resets {
			body[f] = nil
		}
		got := rqMust(t, e, 201, "POST", "/requests", body)
		for f, def := range resets {
			if !cmp.Equal(got[f], def) {
				t.Errorf("create with %s null: got %v, want %v", f, rqShow(got[f]), rqShow(def))
			}
		}
	})
}

func TestRequestHTTPVersionIsSeededFromTheLiveConfigPerWrite(t *testing.T) {
	t.Parallel()
	e, cid := rqSetup(t)
	if got := rqCreate(t, e, cid, nil)["httpVersion"]; got != "auto" {
		t.Fatalf("with the default config, httpVersion = %v, want auto", got)
	}
	rqMust(t, e, 200, "POST", "/config", map[string]any{"defaultHttpVersion": "http2"})
	r := rqCreate(t, e, cid, nil)
	if r["httpVersion"] != "http2" {
		t.Fatalf("after setting defaultHttpVersion http2, a create got %v", r["httpVersion"])
	}
	stated := rqCreate(t, e, cid, map[string]any{"httpVersion": "http1.1"})
	if stated["httpVersion"] != "http1.1" {
		t.Fatalf("a stated httpVersion http1.1 became %v", stated["httpVersion"])
	}
	rqMust(t, e, 200, "POST", "/config", map[string]any{"defaultHttpVersion": "auto"})
	id := r["id"].(string)
	if got := rqGet(t, e, id)["httpVersion"]; got != "http2" {
		t.Fatalf("a config change altered a saved request: httpVersion %v, want http2", got)
	}
	if got := rqMust(t, e, 200, "PUT", "/requests/"+id, map[string]any{"name": "renamed"})["httpVersion"]; got != "http2" {
		t.Fatalf("an update omitting httpVersion after a config change: %v, want http2", got)
	}
	if got := rqMust(t, e, 200, "PUT", "/requests/"+id, map[string]any{"httpVersion": nil})["httpVersion"]; got != "auto" {
		t.Fatalf("a null httpVersion after the config went back to auto: %v, want auto", got)
	}
	if got := rqCreate(t, e, cid, nil)["httpVersion"]; got != "auto" {
		t.Fatalf("a create after the config went back to auto: %v", got)
	}
}

func TestRequestHTTPVersionOutsideTheThreeValuesIsRefused(t *testing.T) {
	t.Parallel()
	e, cid := rqSetup(t)
	for _, ok := range []string{"auto", "http1.1", "http2"} {
		if got := rqCreate(t, e, cid, map[string]any{"httpVersion": ok})["httpVersion"]; got != ok {
			t.Fatalf("httpVersion %s stored as %v", ok, got)
		}
	}
	for _, bad := range []any{"http3", "HTTP2", "http1", "1.1", "", 2, 1.1, true, map[string]any{}, []any{"http2"}} {
		t.Run(fmt.Sprintf("httpVersion %s is refused naming the field and the valid values", rqShow(bad)), func(t *testing.T) {
			t.Parallel()
			body := map[string]any{"collectionId": cid, "name": "r", "method": "GET", "url": "http://h/", "httpVersion": bad}
			rqWantError(t, rqDo(t, e, "POST", "/requests", body), body, 400, "bad_request", "httpVersion", "auto", "http1.1", "http2")
			r := rqCreate(t, e, cid, nil)
			put := map[string]any{"httpVersion": bad}
			rqWantError(t, rqDo(t, e, "PUT", "/requests/"+r["id"].(string), put), put, 400, "bad_request", "httpVersion", "auto", "http1.1", "http2")
			rqUnchanged(t, e, r["id"].(string), r)
		})
	}
}

func TestRequestMaxRedirectsIsClampedAndNonIntegersAreIgnored(t *testing.T) {
	t.Parallel()
	e, cid := rqSetup(t)
	cases := []struct {
		name       string
		sent       string // raw JSON
		onCreate   float64
		onUpdateOf float64 // starting from 3
	}{
		{"-5 clamps to 0", `-5`, 0, 0},
		{"500 clamps to 100", `500`, 100, 100},
		{"101 clamps to 100", `101`, 100, 100},
		{"1e3 clamps to 100", `1e3`, 100, 100},
		{"an integer beyond int64 clamps to 100", `99999999999999999999`, 100, 100},
		{"-1e30 clamps to 0", `-1e30`, 0, 0},
		{"0 is kept", `0`, 0, 0},
		{"100 is kept", `100`, 100, 100},
		{"7 is kept", `7`, 7, 7},
		{"5.5 is ignored", `5.5`, 10, 3},
		{`the string "7" is ignored`, `"7"`, 10, 3},
		{"true is ignored", `true`, 10, 3},
		{"an object is ignored", `{}`, 10, 3},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			body := fmt.Sprintf(`{"collectionId":%q,"name":"r","method":"GET","url":"http://h/","maxRedirects":%s}`, cid, tc.sent)
			created := rqMust(t, e, 201, "POST", "/requests", body)
			if created["maxRedirects"] != tc.onCreate {
				t.Fatalf("create with maxRedirects %s: got %v, want %v", tc.sent, created["maxRedirects"], tc.onCreate)
			}
			r := rqCreate(t, e, cid, map[string]any{"maxRedirects": 3})
			got := rqMust(t, e, 200, "PUT", "/requests/"+r["id"].(string), `{"maxRedirects":`+tc.sent+`}`)
			if got["maxRedirects"] != tc.onUpdateOf {
				t.Fatalf("update of 3 with maxRedirects %s: got %v, want %v", tc.sent, got["maxRedirects"], tc.onUpdateOf)
			}
			if stored := rqGet(t, e, r["id"].(string))["maxRedirects"]; stored != tc.onUpdateOf {
				t.Fatalf("stored maxRedirects %v, want %v", stored, tc.onUpdateOf)
			}
		})
	}
}

func TestRequestFollowRedirectsAndVerifySSLIgnoreNonBooleans(t *testing.T) {
	t.Parallel()
	e, cid := rqSetup(t)
	for _, field := range []string{"followRedirects", "verifySSL"} {
		for _, bad := range []string{`"false"`, `0`, `1`, `"no"`, `[]`, `{}`} {
			t.Run(fmt.Sprintf("%s %s is ignored on create and update", field, bad), func(t *testing.T) {
				t.Parallel()
				body := fmt.Sprintf(`{"collectionId":%q,"name":"r","method":"GET","url":"http://h/",%q:%s}`, cid, field, bad)
				if got := rqMust(t, e, 201, "POST", "/requests", body)[field]; got != true {
					t.Fatalf("create with %s %s: got %v, want the default true", field, bad, got)
				}
				r := rqCreate(t, e, cid, map[string]any{field: false})
				if got := rqMust(t, e, 200, "PUT", "/requests/"+r["id"].(string), fmt.Sprintf(`{%q:%s}`, field, bad))[field]; got != false {
					t.Fatalf("update of false with %s %s: got %v, want false kept", field, bad, got)
				}
			})
		}
		t.Run(field+" false is stored and true restores it", func(t *testing.T) {
			t.Parallel()
			r := rqCreate(t, e, cid, map[string]any{field: false})
			if r[field] != false {
				t.Fatalf("create with %s false: got %v", field, r[field])
			}
			if got := rqMust(t, e, 200, "PUT", "/requests/"+r["id"].(string), map[string]any{field: true})[field]; got != true {
				t.Fatalf("update with %s true: got %v", field, got)
			}
		})
	}
}

func TestRequestSpecOperationShape(t *testing.T) {
	t.Parallel()
	e, cid := rqSetup(t)
	t.Run("a well-formed operation is stored as sent", func(t *testing.T) {
		t.Parallel()
		for _, op := range []string{
			`{"method":"get","path":"/users/{id}"}`,
			`{"method":"GET","path":"/","operationId":"root"}`,
		} {
			body := fmt.Sprintf(`{"collectionId":%q,"name":"r","method":"GET","url":"http://h/","specOperation":%s}`, cid, op)
			r := rqMust(t, e, 201, "POST", "/requests", body)
			if d := cmp.Diff(rqJSON(t, op), rqGet(t, e, r["id"].(string))["specOperation"]); d != "" {
				t.Fatalf("specOperation %s stored (-want +got):\n%s", op, d)
			}
		}
	})
	t.Run("two requests may name one operation", func(t *testing.T) {
		t.Parallel()
		op := map[string]any{"method": "get", "path": "/shared", "operationId": "shared"}
		a := rqCreate(t, e, cid, map[string]any{"specOperation": op})
		b := rqCreate(t, e, cid, nil)
		b = rqMust(t, e, 200, "PUT", "/requests/"+b["id"].(string), map[string]any{"specOperation": op})
		for _, r := range []map[string]any{a, b} {
			if d := cmp.Diff(any(op), rqGet(t, e, r["id"].(string))["specOperation"]); d != "" {
				t.Fatalf("request %s specOperation (-want +got):\n%s", r["id"], d)
			}
		}
	})
	malformed := []struct{ name, op string }{
		{"a string", `"GET /x"`},
		{"an array", `[]`},
		{"a number", `1`},
		{"a boolean", `true`},
		{"an empty object", `{}`},
		{"no method", `{"path":"/x"}`},
		{"an empty method", `{"method":"","path":"/x"}`},
		{"a null method", `{"method":null,"path":"/x"}`},
		{"a numeric method", `{"method":5,"path":"/x"}`},
		{"no path", `{"method":"get"}`},
		{"an empty path", `{"method":"get","path":""}`},
		{"a path without a leading slash", `{"method":"get","path":"x/y"}`},
		{"a full URL as path", `{"method":"get","path":"http://h/x"}`},
		{"a numeric path", `{"method":"get","path":5}`},
		{"a numeric operationId", `{"method":"get","path":"/x","operationId":5}`},
		{"an object operationId", `{"method":"get","path":"/x","operationId":{}}`},
	}
	for _, tc := range malformed {
		t.Run("specOperation with "+tc.name+" is refused on create and update", func(t *testing.T) {
			t.Parallel()
			body := fmt.Sprintf(`{"collectionId":%q,"name":"r","method":"GET","url":"http://h/","specOperation":%s}`, cid, tc.op)
			rqWantError(t, rqDo(t, e, "POST", "/requests", body), body, 400, "bad_request", "specOperation")
			r := rqCreate(t, e, cid, map[string]any{"specOperation": map[string]any{"method": "get", "path": "/kept"}})
			put := `{"specOperation":` + tc.op + `}`
			rqWantError(t, rqDo(t, e, "PUT", "/requests/"+r["id"].(string), put), put, 400, "bad_request", "specOperation")
			rqUnchanged(t, e, r["id"].(string), r)
		})
	}
}

func TestRequestMethodSourceIsNullOrGraphQL(t *testing.T) {
	t.Parallel()
	e, cid := rqSetup(t)
	r := rqCreate(t, e, cid, map[string]any{"methodSource": "graphql"})
	if r["methodSource"] != "graphql" {
		t.Fatalf("methodSource graphql stored as %v", r["methodSource"])
	}
	if got := rqCreate(t, e, cid, map[string]any{"methodSource": nil}); got["methodSource"] != nil {
		t.Fatalf("methodSource null stored as %v", got["methodSource"])
	}
	for _, bad := range []any{"rest", "GraphQL", "", 1, true, map[string]any{}} {
		t.Run(fmt.Sprintf("methodSource %s is refused", rqShow(bad)), func(t *testing.T) {
			body := map[string]any{"collectionId": cid, "name": "r", "method": "GET", "url": "http://h/", "methodSource": bad}
			rqWantError(t, rqDo(t, e, "POST", "/requests", body), body, 400, "bad_request", "methodSource")
			put := map[string]any{"methodSource": bad}
			rqWantError(t, rqDo(t, e, "PUT", "/requests/"+r["id"].(string), put), put, 400, "bad_request", "methodSource")
			rqUnchanged(t, e, r["id"].(string), r)
		})
	}
}

func TestRequestMockResponseModeIsFirstFixedOrRandom(t *testing.T) {
	t.Parallel()
	e, cid := rqSetup(t)
	for _, ok := range []string{"first", "fixed", "random"} {
		if got := rqCreate(t, e, cid, map[string]any{"mockResponseMode": ok})["mockResponseMode"]; got != ok {
			t.Fatalf("mockResponseMode %s stored as %v", ok, got)
		}
	}
	r := rqCreate(t, e, cid, map[string]any{"mockResponseMode": "fixed"})
	for _, bad := range []any{"sequential", "FIRST", "", 1, false} {
		t.Run(fmt.Sprintf("mockResponseMode %s is refused", rqShow(bad)), func(t *testing.T) {
			body := map[string]any{"collectionId": cid, "name": "r", "method": "GET", "url": "http://h/", "mockResponseMode": bad}
			rqWantError(t, rqDo(t, e, "POST", "/requests", body), body, 400, "bad_request", "mockResponseMode")
			put := map[string]any{"mockResponseMode": bad}
			rqWantError(t, rqDo(t, e, "PUT", "/requests/"+r["id"].(string), put), put, 400, "bad_request", "mockResponseMode")
			rqUnchanged(t, e, r["id"].(string), r)
		})
	}
}

func TestRequestMockExampleIDIsNullOrANonEmptyString(t *testing.T) {
	t.Parallel()
	e, cid := rqSetup(t)
	// Not checked against stored examples.
	r := rqCreate(t, e, cid, map[string]any{"mockExampleId": "exa_not_stored"})
	if r["mockExampleId"] != "exa_not_stored" {
		t.Fatalf("mockExampleId stored as %v", r["mockExampleId"])
	}
	if got := rqCreate(t, e, cid, map[string]any{"mockExampleId": nil}); got["mockExampleId"] != nil {
		t.Fatalf("mockExampleId null stored as %v", got["mockExampleId"])
	}
	for _, bad := range []any{"", 5, true, map[string]any{}, []any{"exa_1"}} {
		t.Run(fmt.Sprintf("mockExampleId %s is refused", rqShow(bad)), func(t *testing.T) {
			body := map[string]any{"collectionId": cid, "name": "r", "method": "GET", "url": "http://h/", "mockExampleId": bad}
			rqWantError(t, rqDo(t, e, "POST", "/requests", body), body, 400, "bad_request", "mockExampleId")
			put := map[string]any{"mockExampleId": bad}
			rqWantError(t, rqDo(t, e, "PUT", "/requests/"+r["id"].(string), put), put, 400, "bad_request", "mockExampleId")
			rqUnchanged(t, e, r["id"].(string), r)
		})
	}
}

func TestRequestRule2LegacyScriptFieldsAreRefusedNamingElements(t *testing.T) {
	t.Parallel()
	e, cid := rqSetup(t)
	for _, field := range []string{"preRequestScript", "postRequestScript", "tests"} {
		for _, v := range []any{"pm.test('x')", "", false, map[string]any{}, []any{}} {
			t.Run(fmt.Sprintf("%s %s is refused on create and update", field, rqShow(v)), func(t *testing.T) {
				t.Parallel()
				body := map[string]any{"collectionId": cid, "name": "r", "method": "GET", "url": "http://h/", field: v}
				rqWantError(t, rqDo(t, e, "POST", "/requests", body), body, 400, "bad_request", "elements")
				r := rqCreate(t, e, cid, nil)
				put := map[string]any{field: v, "name": "changed"}
				rqWantError(t, rqDo(t, e, "PUT", "/requests/"+r["id"].(string), put), put, 400, "bad_request", "elements")
				rqUnchanged(t, e, r["id"].(string), r)
			})
		}
		t.Run("a null "+field+" is a no-op on create and update", func(t *testing.T) {
			t.Parallel()
			els := []any{map[string]any{"kind": "script.pre", "config": map[string]any{"script": "1"}}}
			r := rqCreate(t, e, cid, map[string]any{field: nil, "elements": els})
			if _, ok := r[field]; ok {
				t.Fatalf("create echoed the retired field %s: %v", field, r)
			}
			got := rqMust(t, e, 200, "PUT", "/requests/"+r["id"].(string), map[string]any{field: nil})
			if d := cmp.Diff(rqWithout(r, "updatedAt"), rqWithout(got, "updatedAt")); d != "" {
				t.Fatalf("PUT {%s: null} changed the request (-before +after):\n%s", field, d)
			}
		})
	}
}

func TestRequestRule3Elements(t *testing.T) {
	t.Parallel()
	e, cid := rqSetup(t)
	pre := map[string]any{"kind": "script.pre", "config": map[string]any{"script": "console.log(1)"}}

	t.Run("a valid list is stored with minted ids, version and enabled", func(t *testing.T) {
		t.Parallel()
		r := rqCreate(t, e, cid, map[string]any{"elements": []any{pre, map[string]any{"kind": "inherit.disable", "config": map[string]any{"elementId": "elm_parent"}}}})
		els, _ := rqGet(t, e, r["id"].(string))["elements"].([]any)
		if len(els) != 2 {
			t.Fatalf("stored elements %v, want 2", els)
		}
		for i, kind := range []string{"script.pre", "inherit.disable"} {
			el := els[i].(map[string]any)
			if id, _ := el["id"].(string); !strings.HasPrefix(id, "elm_") || el["kind"] != kind || el["version"] != float64(1) || el["enabled"] != true {
				t.Fatalf("elements[%d] = %v, want kind %s with an elm_ id, version 1, enabled true", i, el, kind)
			}
		}
	})
	t.Run("absent keeps the stored list and null resets it to []", func(t *testing.T) {
		t.Parallel()
		r := rqCreate(t, e, cid, map[string]any{"elements": []any{pre}})
		kept := rqMust(t, e, 200, "PUT", "/requests/"+r["id"].(string), map[string]any{"name": "n"})
		if d := cmp.Diff(r["elements"], kept["elements"]); d != "" {
			t.Fatalf("an update without elements changed them (-before +after):\n%s", d)
		}
		reset := rqMust(t, e, 200, "PUT", "/requests/"+r["id"].(string), map[string]any{"elements": nil})
		if d := cmp.Diff([]any{}, reset["elements"]); d != "" {
			t.Fatalf("elements null (-want +got):\n%s", d)
		}
	})
	bad := []struct {
		name     string
		elements any
		mentions []string
	}{
		{"a string", "script.pre", []string{"elements"}},
		{"an object", map[string]any{"kind": "script.pre"}, []string{"elements"}},
		{"a number", 3, []string{"elements"}},
		{"an unknown kind", []any{pre, map[string]any{"kind": "no.such.kind", "config": map[string]any{}}}, []string{"elements[1]", "no.such.kind"}},
		{"a config field of the wrong type", []any{map[string]any{"kind": "script.pre", "config": map[string]any{"script": 5}}}, []string{"elements[0]", "script.pre", "config.script"}},
		{"a missing required config field", []any{pre, map[string]any{"kind": "script.post", "config": map[string]any{}}}, []string{"elements[1]", "script.post", "script"}},
		{"script.setup on a request", []any{map[string]any{"kind": "script.setup", "config": map[string]any{"script": "1"}}}, []string{"elements[0]", "script.setup"}},
		{"script.teardown on a request", []any{pre, map[string]any{"kind": "script.teardown", "config": map[string]any{"script": "1"}}}, []string{"elements[1]", "script.teardown"}},
		{"inherit.disable with an empty elementId", []any{map[string]any{"kind": "inherit.disable", "config": map[string]any{"elementId": ""}}}, []string{"elements[0]", "inherit.disable", "elementId"}},
		{"inherit.disable without elementId", []any{map[string]any{"kind": "inherit.disable", "config": map[string]any{}}}, []string{"elements[0]", "inherit.disable", "elementId"}},
		{"inherit.disable with a numeric elementId", []any{map[string]any{"kind": "inherit.disable", "config": map[string]any{"elementId": 7}}}, []string{"elements[0]", "inherit.disable", "elementId"}},
	}
	for _, tc := range bad {
		t.Run("elements with "+tc.name+" is refused on create and update", func(t *testing.T) {
			t.Parallel()
			body := map[string]any{"collectionId": cid, "name": "r", "method": "GET", "url": "http://h/", "elements": tc.elements}
			rqWantError(t, rqDo(t, e, "POST", "/requests", body), body, 400, "bad_request", tc.mentions...)
			r := rqCreate(t, e, cid, map[string]any{"elements": []any{pre}})
			put := map[string]any{"elements": tc.elements}
			rqWantError(t, rqDo(t, e, "PUT", "/requests/"+r["id"].(string), put), put, 400, "bad_request", tc.mentions...)
			rqUnchanged(t, e, r["id"].(string), r)
		})
	}
	t.Run("collection-only kinds are refused as collection-only", func(t *testing.T) {
		t.Parallel()
		kinds := rqDo(t, e, "GET", "/elements/kinds", nil).Array(t)
		only := 0
		for _, k := range kinds {
			k := k.(map[string]any)
			if k["collectionOnly"] != true {
				continue
			}
			only++
			body := map[string]any{"collectionId": cid, "name": "r", "method": "GET", "url": "http://h/",
				"elements": []any{map[string]any{"kind": k["kind"], "config": map[string]any{"script": "1"}}}}
			rqWantError(t, rqDo(t, e, "POST", "/requests", body), body, 400, "bad_request", k["kind"].(string), "collection")
		}
		if only < 2 {
			t.Fatalf("the registry lists %d collection-only kinds, want at least script.setup and script.teardown", only)
		}
	})
}

func TestRequestRule4AStrandedRowStaysEditable(t *testing.T) {
	t.Parallel()
	e, cid := rqSetup(t)
	r := rqCreate(t, e, cid, nil)
	id := r["id"].(string)
	// Trash only the collection, leaving its request live: a stranded row.
	db := rqDB(t, e)
	rqExec(t, db, `UPDATE collections SET deleted_at = ? WHERE id = ?`, time.Now().UnixMilli(), cid)

	got := rqMust(t, e, 200, "PUT", "/requests/"+id, map[string]any{"name": "still editable", "url": "http://h/new"})
	if got["name"] != "still editable" || got["url"] != "http://h/new" || got["collectionId"] != cid {
		t.Fatalf("the stranded row's update answered %v", got)
	}
	t.Run("stating the trashed collection is checked and refused", func(t *testing.T) {
		body := map[string]any{"collectionId": cid, "name": "moved"}
		rqWantError(t, rqDo(t, e, "PUT", "/requests/"+id, body), body, 400, "bad_request", "collectionId")
		if n := rqGet(t, e, id)["name"]; n != "still editable" {
			t.Fatalf("a refused PUT renamed the row to %v", n)
		}
	})
	t.Run("moving it into a live collection rescues it", func(t *testing.T) {
		live := rqMust(t, e, 201, "POST", "/collections", map[string]any{"name": "live"})["id"].(string)
		got := rqMust(t, e, 200, "PUT", "/requests/"+id, map[string]any{"collectionId": live})
		if got["collectionId"] != live {
			t.Fatalf("move answered collectionId %v, want %s", got["collectionId"], live)
		}
	})
}

func TestRequestPutCollectionIDMovesTheRequest(t *testing.T) {
	t.Parallel()
	e, src := rqSetup(t)
	dst := rqMust(t, e, 201, "POST", "/collections", map[string]any{"name": "dst"})["id"].(string)
	for i := 0; i < 3; i++ {
		rqCreate(t, e, dst, map[string]any{"name": fmt.Sprintf("d%d", i)})
	}
	highest := 0.0
	for _, r := range rqList(t, e, dst) {
		highest = max(highest, r["order"].(float64))
	}

	t.Run("order absent appends in the destination", func(t *testing.T) {
		r := rqCreate(t, e, src, map[string]any{"name": "mover", "order": 0})
		got := rqMust(t, e, 200, "PUT", "/requests/"+r["id"].(string), map[string]any{"collectionId": dst})
		if got["collectionId"] != dst || got["order"] != highest+1 {
			t.Fatalf("moved request: collectionId %v order %v, want %s and %v", got["collectionId"], got["order"], dst, highest+1)
		}
		for _, s := range rqList(t, e, src) {
			if s["id"] == r["id"] {
				t.Fatalf("the moved request is still listed in its source collection")
			}
		}
		list := rqList(t, e, dst)
		if last := list[len(list)-1]; last["id"] != r["id"] {
			t.Fatalf("the moved request is not last in the destination: %v", last["name"])
		}
		highest++
	})
	t.Run("order null appends in the destination", func(t *testing.T) {
		r := rqCreate(t, e, src, nil)
		got := rqMust(t, e, 200, "PUT", "/requests/"+r["id"].(string), map[string]any{"collectionId": dst, "order": nil})
		if got["order"] != highest+1 {
			t.Fatalf("moved with order null: order %v, want %v", got["order"], highest+1)
		}
		highest++
	})
	t.Run("a stated order is used as given", func(t *testing.T) {
		r := rqCreate(t, e, src, nil)
		got := rqMust(t, e, 200, "PUT", "/requests/"+r["id"].(string), map[string]any{"collectionId": dst, "order": 42})
		if got["collectionId"] != dst || got["order"] != float64(42) {
			t.Fatalf("moved with order 42: %v %v", got["collectionId"], got["order"])
		}
	})
	t.Run("an update that names the current collection does not move or reorder", func(t *testing.T) {
		r := rqCreate(t, e, src, map[string]any{"order": 7})
		got := rqMust(t, e, 200, "PUT", "/requests/"+r["id"].(string), map[string]any{"collectionId": src, "name": "x"})
		if got["order"] != float64(7) {
			t.Fatalf("order changed from 7 to %v", got["order"])
		}
	})
}

func TestRequestCreateAppendsAfterTheHighestSiblingOrder(t *testing.T) {
	t.Parallel()
	e, cid := rqSetup(t)
	a := rqCreate(t, e, cid, nil)
	b := rqCreate(t, e, cid, nil)
	if b["order"].(float64) != a["order"].(float64)+1 {
		t.Fatalf("second create order %v, want one past %v", b["order"], a["order"])
	}
	rqCreate(t, e, cid, map[string]any{"order": 40})
	if c := rqCreate(t, e, cid, map[string]any{"order": nil}); c["order"] != float64(41) {
		t.Fatalf("create with order null after a sibling at 40: order %v, want 41", c["order"])
	}
}

func TestRequestURLIsStoredVerbatimAndParamsNeverRewriteIt(t *testing.T) {
	t.Parallel()
	e, cid := rqSetup(t)
	const raw = "https://{{host}}/a b/%zz/{{id}}?q=1&q=2&empty=&t={{tok}}#frag"
	r := rqCreate(t, e, cid, map[string]any{"url": raw, "params": []any{
		map[string]any{"key": "notInURL", "value": "x", "enabled": true},
		map[string]any{"key": "off", "value": "y", "enabled": false},
	}})
	if r["url"] != raw || rqGet(t, e, r["id"].(string))["url"] != raw {
		t.Fatalf("url stored as %q, want it verbatim: %q", r["url"], raw)
	}
	got := rqMust(t, e, 200, "PUT", "/requests/"+r["id"].(string), map[string]any{"params": []any{map[string]any{"key": "z", "value": "9", "enabled": true}}})
	if got["url"] != raw {
		t.Fatalf("a params update rewrote url to %q", got["url"])
	}
	got = rqMust(t, e, 200, "PUT", "/requests/"+r["id"].(string), map[string]any{"params": nil})
	if got["url"] != raw {
		t.Fatalf("a params reset rewrote url to %q", got["url"])
	}
}

func TestRequestAcceptedShapes(t *testing.T) {
	t.Parallel()
	e, cid := rqSetup(t)
	r := rqCreate(t, e, cid, map[string]any{"params": []any{map[string]any{"key": "a", "value": "b", "enabled": true}}})
	cases := []struct {
		field string
		value any
	}{
		{"auth", "bearer"}, {"auth", []any{}}, {"auth", 1},
		{"body", "text"}, {"body", []any{}}, {"body", true},
		{"params", "a=b"}, {"params", map[string]any{}}, {"params", []any{"a"}}, {"params", []any{map[string]any{"value": "v"}}}, {"params", []any{map[string]any{"key": 1}}},
		{"params", []any{map[string]any{"key": "k", "value": 1}}}, {"params", []any{map[string]any{"key": "k", "enabled": "yes"}}},
		{"headers", "X: y"}, {"headers", map[string]any{"X": "y"}}, {"headers", []any{map[string]any{"key": "k", "value": false}}},
		{"description", 5},
	}
	for _, tc := range cases {
		t.Run(fmt.Sprintf("%s %s is refused naming the field and leaves the row", tc.field, rqShow(tc.value)), func(t *testing.T) {
			body := map[string]any{"collectionId": cid, "name": "r", "method": "GET", "url": "http://h/", tc.field: tc.value}
			rqWantError(t, rqDo(t, e, "POST", "/requests", body), body, 400, "bad_request", tc.field)
			put := map[string]any{tc.field: tc.value}
			rqWantError(t, rqDo(t, e, "PUT", "/requests/"+r["id"].(string), put), put, 400, "bad_request", tc.field)
			rqUnchanged(t, e, r["id"].(string), r)
		})
	}
	t.Run("rows keep their members and order", func(t *testing.T) {
		hs := []any{
			map[string]any{"key": "B", "value": "2", "enabled": false},
			map[string]any{"key": "A", "value": "1", "enabled": true},
			map[string]any{"key": "A", "value": "3", "enabled": true},
		}
		got := rqMust(t, e, 200, "PUT", "/requests/"+r["id"].(string), map[string]any{"headers": hs})
		if d := cmp.Diff(any(hs), got["headers"]); d != "" {
			t.Fatalf("headers (-sent +stored):\n%s", d)
		}
	})
}

func TestRequestListRequiresCollectionID(t *testing.T) {
	t.Parallel()
	e, _ := rqSetup(t)
	for _, path := range []string{"/requests", "/requests?collectionId=", "/requests?other=1"} {
		rqWantError(t, rqDo(t, e, "GET", path, nil), path, 400, "bad_request", "collectionId")
	}
}

func TestRequestListFollowsTheOrderingRule(t *testing.T) {
	t.Parallel()
	e, cid := rqSetup(t)
	other := rqMust(t, e, 201, "POST", "/collections", map[string]any{"name": "other"})["id"].(string)
	rqCreate(t, e, other, map[string]any{"name": "elsewhere"})
	mk := func(name string, order int) string {
		return rqCreate(t, e, cid, map[string]any{"name": name, "order": order})["id"].(string)
	}
	idOf := map[string]string{}
	for _, tc := range []struct {
		name  string
		order int
	}{{"o2", 2}, {"o0", 0}, {"o1", 1}, {"tieLate", 5}, {"tieEarly", 5}, {"tieIdA", 5}, {"tieIdB", 5}, {"trashed", 3}} {
		idOf[tc.name] = mk(tc.name, tc.order)
	}
	// Control createdAt for the ties: tieEarly before tieLate, the id pair equal.
	db := rqDB(t, e)
	rqExec(t, db, `UPDATE requests SET created_at = ? WHERE id = ?`, 2000, idOf["tieLate"])
	rqExec(t, db, `UPDATE requests SET created_at = ? WHERE id = ?`, 1000, idOf["tieEarly"])
	rqExec(t, db, `UPDATE requests SET created_at = ? WHERE id IN (?, ?)`, 3000, idOf["tieIdA"], idOf["tieIdB"])
	rqMust(t, e, 200, "DELETE", "/requests/"+idOf["trashed"], nil)

	idPair := []string{"tieIdA", "tieIdB"}
	if idOf["tieIdB"] < idOf["tieIdA"] {
		idPair = []string{"tieIdB", "tieIdA"}
	}
	want := append([]string{"o0", "o1", "o2", "tieEarly", "tieLate"}, idPair...)
	var got []string
	for _, r := range rqList(t, e, cid) {
		got = append(got, r["name"].(string))
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Fatalf("list order (-want +got):\n%s", d)
	}
}

// rqOversized returns a serialized value of field whose compact size is n
// bytes, and a PUT/POST member for it.
func rqOversized(field string, n int) string {
	var pre, post string
	switch field {
	case "params", "headers":
		pre, post = `[{"key":"k","value":"`, `","enabled":true}]`
	case "body":
		pre, post = `{"mode":"text","content":"`, `"}`
	case "auth":
		pre, post = `{"mode":"bearer","token":"`, `"}`
	}
	return pre + strings.Repeat("x", n-len(pre)-len(post)) + post
}

func TestRequestStoredJSONFieldCapIs10MiB(t *testing.T) {
	t.Parallel()
	e, cid := rqSetup(t)
	const limit = 10 << 20
	r := rqCreate(t, e, cid, map[string]any{"description": "untouched"})
	id := r["id"].(string)
	// One over-cap write per field, alternating the verbs: each is a
	// 10 MiB request, slow under the race detector.
	for _, tc := range []struct{ field, verb string }{{"params", "POST"}, {"headers", "PUT"}, {"body", "POST"}, {"auth", "PUT"}} {
		t.Run(tc.field+" over the cap on "+tc.verb+" is a 413 naming field, size and cap, writing nothing", func(t *testing.T) {
			v := rqOversized(tc.field, limit+1)
			var res mgmttest.Response
			if tc.verb == "POST" {
				res = rqDo(t, e, "POST", "/requests", fmt.Sprintf(`{"collectionId":%q,"name":"big","method":"GET","url":"http://h/",%q:%s}`, cid, tc.field, v))
			} else {
				res = rqDo(t, e, "PUT", "/requests/"+id, fmt.Sprintf(`{%q:%s,"description":"changed"}`, tc.field, v))
			}
			rqWantError(t, res, fmt.Sprintf("%s of %d bytes", tc.field, len(v)), 413, "payload_too_large", tc.field, strconv.Itoa(limit+1), strconv.Itoa(limit))
			rqUnchanged(t, e, id, r)
			for _, l := range rqList(t, e, cid) {
				if l["name"] == "big" {
					t.Fatalf("a refused create was stored: %v", l["id"])
				}
			}
		})
	}
}

func TestRequestListSubstitutesOversizedFieldsAndNamesThemInTruncatedFields(t *testing.T) {
	t.Parallel()
	e, cid := rqSetup(t)
	big := rqCreate(t, e, cid, map[string]any{"name": "big", "order": 0})
	all := rqCreate(t, e, cid, map[string]any{"name": "all", "order": 1})
	small := rqCreate(t, e, cid, map[string]any{"name": "small", "order": 2, "body": map[string]any{"mode": "text", "content": "hi"}})

	db := rqDB(t, e)
	const over = 11 << 20
	bigBody := rqOversized("body", over)
	rqExec(t, db, `UPDATE requests SET body = ?, body_type = 'text' WHERE id = ?`, bigBody, big["id"])
	rqExec(t, db, `UPDATE requests SET params = ?, headers = ?, body = ?, body_type = 'text', auth = ? WHERE id = ?`,
		rqOversized("params", over), rqOversized("headers", over), bigBody, rqOversized("auth", over), all["id"])

	list := rqList(t, e, cid)
	if len(list) != 3 {
		t.Fatalf("list has %d rows, want 3", len(list))
	}
	t.Run("an oversized body is substituted by the default and named", func(t *testing.T) {
		got := list[0]
		if d := cmp.Diff(rqJSON(t, `{"mode":"none"}`), got["body"]); d != "" {
			t.Fatalf("substituted body (-want +got):\n%s", d)
		}
		if got["bodyType"] != "none" {
			t.Fatalf("bodyType %v, want none to mirror the substituted body", got["bodyType"])
		}
		if d := cmp.Diff([]any{"body"}, got["truncatedFields"]); d != "" {
			t.Fatalf("truncatedFields (-want +got):\n%s", d)
		}
		if d := cmp.Diff(rqWithout(big, "body", "bodyType", "updatedAt"), rqWithout(got, "body", "bodyType", "updatedAt", "truncatedFields")); d != "" {
			t.Fatalf("other fields of the substituted row changed (-want +got):\n%s", d)
		}
	})
	t.Run("every oversized field is substituted and named", func(t *testing.T) {
		got := list[1]
		want := map[string]any{"params": []any{}, "headers": []any{}, "body": map[string]any{"mode": "none"}, "auth": map[string]any{"mode": "inherit"}}
		for f, def := range want {
			if d := cmp.Diff(def, got[f]); d != "" {
				t.Errorf("substituted %s (-want +got):\n%s", f, d)
			}
		}
		names, _ := got["truncatedFields"].([]any)
		var ss []string
		for _, n := range names {
			ss = append(ss, n.(string))
		}
		sort.Strings(ss)
		if d := cmp.Diff([]string{"auth", "body", "headers", "params"}, ss); d != "" {
			t.Fatalf("truncatedFields (-want +got):\n%s", d)
		}
	})
	t.Run("a row with nothing substituted omits truncatedFields", func(t *testing.T) {
		if v, ok := list[2]["truncatedFields"]; ok {
			t.Fatalf("truncatedFields present on a whole row: %v", v)
		}
		if d := cmp.Diff(rqWithout(small), list[2]); d != "" {
			t.Fatalf("the whole row in the list (-created +listed):\n%s", d)
		}
	})
	t.Run("a read by id returns the oversized field whole", func(t *testing.T) {
		res := rqDo(t, e, "GET", "/requests/"+big["id"].(string), nil)
		if res.Status != 200 {
			t.Fatalf("GET by id: status %d", res.Status)
		}
		var got struct {
			Body            json.RawMessage `json:"body"`
			BodyType        string          `json:"bodyType"`
			TruncatedFields *[]string       `json:"truncatedFields"`
		}
		if err := json.Unmarshal(res.Body, &got); err != nil {
			t.Fatal(err)
		}
		if string(got.Body) != bigBody || got.BodyType != "text" {
			t.Fatalf("GET by id: body of %d bytes (bodyType %s), want the stored %d bytes whole (text)", len(got.Body), got.BodyType, len(bigBody))
		}
		if got.TruncatedFields != nil {
			t.Fatalf("GET by id carries truncatedFields %v", *got.TruncatedFields)
		}
	})
}

func TestRequestConcurrentUpdatesOfDifferentFieldsLoseNothing(t *testing.T) {
	t.Parallel()
	e, cid := rqSetup(t)
	r := rqCreate(t, e, cid, nil)
	id := r["id"].(string)

	// One value per field, each different from the created row. collectionId
	// is left out: a move without order appends, so it would race with order.
	writes := map[string]any{
		"name":             "renamed",
		"description":      "described",
		"method":           "PATCH",
		"url":              "http://h/changed",
		"order":            float64(77),
		"params":           []any{map[string]any{"key": "p", "value": "1", "enabled": true}},
		"headers":          []any{map[string]any{"key": "H", "value": "2", "enabled": false}},
		"body":             map[string]any{"mode": "xml", "content": "<a/>"},
		"auth":             map[string]any{"mode": "basic", "username": "u", "password": "p"},
		"elements":         []any{map[string]any{"id": "elm_c", "kind": "script.post", "version": float64(1), "enabled": true, "config": map[string]any{"script": "2"}}},
		"followRedirects":  false,
		"maxRedirects":     float64(4),
		"httpVersion":      "http2",
		"verifySSL":        false,
		"stream":           true,
		"specOperation":    map[string]any{"method": "patch", "path": "/c"},
		"methodSource":     "graphql",
		"mockResponseMode": "fixed",
		"mockExampleId":    "exa_c",
	}
	fields := make([]string, 0, len(writes))
	for f := range writes {
		fields = append(fields, f)
	}
	sort.Strings(fields)

	const n = 50
	start := make(chan struct{})
	errs := make(chan string, n)
	var wg sync.WaitGroup
	for i := 0; i < n; i++ {
		f := fields[i%len(fields)]
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			res, err := rqSend(e, "PUT", "/requests/"+id, map[string]any{f: writes[f]})
			switch {
			case err != nil:
				errs <- fmt.Sprintf("PUT %s: %v", f, err)
			case res.Status != 200:
				errs <- fmt.Sprintf("PUT %s: status %d: %s", f, res.Status, res.Body)
			}
		}()
	}
	close(start)
	wg.Wait()
	close(errs)
	for msg := range errs {
		t.Error(msg)
	}
	got := rqGet(t, e, id)
	for _, f := range fields {
		if d := cmp.Diff(writes[f], got[f]); d != "" {
			t.Errorf("after %d concurrent PUTs, %s lost its write (-written +stored):\n%s", n, f, d)
		}
	}
	if got["bodyType"] != "xml" {
		t.Errorf("bodyType %v, want xml to mirror the written body", got["bodyType"])
	}
}

func TestRequestUpdateThatOmitsAnOversizedLegacyFieldKeepsItAndSucceeds(t *testing.T) {
	t.Parallel()
	e, cid := rqSetup(t)
	r := rqCreate(t, e, cid, nil)
	id := r["id"].(string)
	db := rqDB(t, e)
	bigBody := rqOversized("body", 11<<20)
	rqExec(t, db, `UPDATE requests SET body = ?, body_type = 'text' WHERE id = ?`, bigBody, id)

	got := rqMust(t, e, 200, "PUT", "/requests/"+id, map[string]any{"name": "renamed"})
	if got["name"] != "renamed" || got["bodyType"] != "text" {
		t.Fatalf("PUT {name} on a row with an oversized stored body: name %v bodyType %v", got["name"], got["bodyType"])
	}
	res := rqDo(t, e, "GET", "/requests/"+id, nil)
	var stored struct {
		Body json.RawMessage `json:"body"`
	}
	if err := json.Unmarshal(res.Body, &stored); err != nil {
		t.Fatal(err)
	}
	if string(stored.Body) != bigBody {
		t.Fatalf("the kept body is %d bytes, want the stored %d bytes whole", len(stored.Body), len(bigBody))
	}
}
