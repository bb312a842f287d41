package mgmt_test

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/svc-engine/svc-engine/mgmt/mgmttest"
)

// echoTarget records what it received and answers with a JSON echo.
type echoTarget struct {
	*httptest.Server
	mu   sync.Mutex
	last *http.Request
	body []byte
}

func startEcho(t *testing.T) *echoTarget {
	t.Helper()
	et := &echoTarget{}
	et.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		et.mu.Lock()
		et.last, et.body = r, b
		et.mu.Unlock()
		if r.URL.Path == "/big" {
			_, _ = w.Write([]byte(strings.Repeat("x", 5000)))
			return
		}
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(map[string]any{"method": r.Method, "uri": r.RequestURI, "auth": r.Header.Get("Authorization")})
	}))
	t.Cleanup(et.Close)
	return et
}

func (et *echoTarget) received() (*http.Request, []byte) {
	et.mu.Lock()
	defer et.mu.Unlock()
	return et.last, et.body
}

func TestComposeResolvesVariablesByPrecedenceAndListsUnresolvedNames(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	e.Must(200, "POST", "/globals", map[string]any{"variables": map[string]any{"host": "global", "g": "G"}})
	root := e.Collection(map[string]any{"name": "root", "variables": map[string]any{"host": "root", "path": "p"}})
	leaf := e.Collection(map[string]any{"name": "leaf", "parentId": id(root), "variables": map[string]any{"path": "leaf"}})
	env := e.Must(201, "POST", "/environments", map[string]any{"name": "dev", "variables": map[string]any{"host": "env"}, "isActive": true})
	r := e.Request(id(leaf), map[string]any{"url": "http://{{host}}/{{path}}/{{g}}/{{missing}}"})
	got := e.Must(200, "POST", "/compose", map[string]any{"requestId": id(r)})
	req := got["request"].(map[string]any)
	if req["url"] != "http://env/leaf/G/{{missing}}" {
		t.Fatalf("url %v", req["url"])
	}
	if un := got["unresolved"].([]any); len(un) != 1 || un[0] != "missing" || got["environmentId"] != id(env) {
		t.Fatalf("unresolved %v environment %v", got["unresolved"], got["environmentId"])
	}
	over := e.Must(200, "POST", "/compose", map[string]any{"requestId": id(r), "environmentId": nil, "variables": map[string]any{"missing": "m"}})
	if u := over["request"].(map[string]any)["url"]; u != "http://root/leaf/G/m" || over["environmentId"] != nil {
		t.Fatalf("without an environment and with overrides: %v (env %v)", u, over["environmentId"])
	}
}

func TestComposeResolvesInheritedAuthThroughTheCollectionChain(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	root := e.Collection(map[string]any{"name": "root", "auth": map[string]any{"mode": "bearer", "token": "{{tok}}"}, "variables": map[string]any{"tok": "T"}})
	mid := e.Collection(map[string]any{"name": "transparent", "parentId": id(root)})
	stop := e.Collection(map[string]any{"name": "terminal", "parentId": id(root), "auth": map[string]any{"mode": "noauth"}})
	inherits := e.Request(id(mid), nil)
	blocked := e.Request(id(stop), nil)
	got := e.Must(200, "POST", "/compose", map[string]any{"requestId": id(inherits)})
	if a := got["request"].(map[string]any)["auth"].(map[string]any); a["token"] != "T" || got["authFrom"] != id(root) {
		t.Fatalf("inherited auth %v from %v", a, got["authFrom"])
	}
	got = e.Must(200, "POST", "/compose", map[string]any{"requestId": id(blocked)})
	if got["request"].(map[string]any)["auth"] != nil || got["authFrom"] != nil {
		t.Fatalf("noauth must be terminal: %v", got)
	}
}

func TestComposeRefusesBadInput(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	c := e.Collection(map[string]any{"name": "c"})
	r := e.Request(id(c), nil)
	cases := []struct {
		name   string
		body   any
		status int
	}{
		{"both requestId and request", map[string]any{"requestId": id(r), "request": map[string]any{"method": "GET", "url": "http://x"}}, 400},
		{"neither requestId nor request", map[string]any{}, 400},
		{"an unknown request", map[string]any{"requestId": "req_nope"}, 404},
		{"an unknown environment", map[string]any{"requestId": id(r), "environmentId": "env_nope"}, 400},
		{"a zero timeout", map[string]any{"requestId": id(r), "timeoutMs": 0}, 400},
		{"an inline request with a bad method", map[string]any{"request": map[string]any{"method": "FETCH", "url": "http://x"}}, 400},
		{"variables that are not an object", map[string]any{"requestId": id(r), "variables": []any{}}, 400},
	}
	for _, tc := range cases {
		t.Run(tc.name+" is refused", func(t *testing.T) {
			if got := e.Do("POST", "/compose", tc.body); got.Status != tc.status {
				t.Fatalf("status %d, want %d: %s", got.Status, tc.status, got.Body)
			}
		})
	}
}

func TestExecuteSendsTheComposedRequestAndStoresHistory(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	target := startEcho(t)
	c := e.Collection(map[string]any{"name": "c", "variables": map[string]any{"base": target.URL}, "auth": map[string]any{"mode": "basic", "username": "u", "password": "{{pw}}"}})
	e.Must(201, "POST", "/environments", map[string]any{"name": "e", "variables": map[string]any{"pw": "s3cret"}, "isActive": true})
	r := e.Request(id(c), map[string]any{"method": "POST", "url": "{{base}}/items?x=1", "body": map[string]any{"mode": "json", "content": `{"a":"{{pw}}"}`},
		"params": []any{map[string]any{"key": "ignored", "value": "1", "enabled": true}}})
	res := e.Must(200, "POST", "/execute", map[string]any{"requestId": id(r)})
	if res["statusCode"] != float64(200) || res["statusText"] != "OK" || res["protocol"] != "HTTP/1.1" {
		t.Fatalf("execute answer %v", res)
	}
	got, body := target.received()
	if got.RequestURI != "/items?x=1" || string(body) != `{"a":"s3cret"}` || got.Header.Get("Content-Type") != "application/json" {
		t.Fatalf("target received %s %q body %q content-type %q", got.Method, got.RequestURI, body, got.Header.Get("Content-Type"))
	}
	if u, p, ok := got.BasicAuth(); !ok || u != "u" || p != "s3cret" {
		t.Fatalf("inherited basic auth not applied: %v %v %v", u, p, ok)
	}
	timing := res["timing"].(map[string]any)
	for _, k := range []string{"dnsMs", "connectMs", "tlsMs", "ttfbMs", "downloadMs", "totalMs"} {
		if _, ok := timing[k].(float64); !ok {
			t.Fatalf("timing lacks %s: %v", k, timing)
		}
	}
	hid := res["historyId"].(string)
	list := e.Must(200, "GET", "/history?requestId="+id(r), nil)
	if rows := list["data"].([]any); len(rows) != 1 || rows[0].(map[string]any)["id"] != hid {
		t.Fatalf("history list %v", list)
	}
	h := e.Must(200, "GET", "/history/"+hid, nil)
	sent := h["trace_data"].(map[string]any)["request"].(map[string]any)
	if sent["url"] != target.URL+"/items?x=1" || sent["body"] != `{"a":"s3cret"}` {
		t.Fatalf("trace_data.request must be the resolved request as sent: %v", sent)
	}
	hasAuth := false
	for _, raw := range sent["headers"].([]any) {
		hd := raw.(map[string]any)
		if hd["key"] == "Authorization" && strings.HasPrefix(hd["value"].(string), "Basic ") {
			hasAuth = true
		}
	}
	if !hasAuth {
		t.Fatalf("the trace must hold the secrets as sent: %v", sent["headers"])
	}
}

func TestExecuteReportsFailuresWithStatusZeroAndAnErrorCode(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	dir := t.TempDir()
	missing := filepath.Join(dir, "nope.bin")
	cases := []struct {
		name    string
		request map[string]any
		code    string
		mention []string
	}{
		{"a refused connection", map[string]any{"method": "GET", "url": "http://127.0.0.1:1/x"}, "CONNECTION_FAILED", nil},
		{"an unreadable file part", map[string]any{"method": "POST", "url": "http://127.0.0.1:1/x", "body": map[string]any{"mode": "form-data", "fields": []any{
			map[string]any{"key": "f", "type": "file", "src": missing}}}}, "INTERNAL_ERROR", []string{"body.fields[0].src", missing}},
		{"a URL that is not http", map[string]any{"method": "GET", "url": "ftp://127.0.0.1/x"}, "INVALID_URL", nil},
	}
	for _, tc := range cases {
		t.Run(tc.name+" gives "+tc.code, func(t *testing.T) {
			res := e.Must(200, "POST", "/execute", map[string]any{"request": tc.request})
			if res["statusCode"] != float64(0) || res["errorCode"] != tc.code {
				t.Fatalf("answer %v, want statusCode 0 and %s", res, tc.code)
			}
			for _, m := range tc.mention {
				if !strings.Contains(res["message"].(string), m) {
					t.Fatalf("message %q must name %q", res["message"], m)
				}
			}
			if res["historyId"] == "" {
				t.Fatal("a failed send is history too")
			}
		})
	}
}

func TestExecuteCutsBodiesAtTheConfiguredCaps(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	target := startEcho(t)
	e.Must(200, "POST", "/config", map[string]any{"maxDesignResponseBodyBytes": 2048, "maxTraceBodyBytes": 1000})
	res := e.Must(200, "POST", "/execute", map[string]any{"request": map[string]any{"method": "GET", "url": target.URL + "/big"}})
	if len(res["body"].(string)) != 2048 || res["bodyTruncated"] != true || res["size"] != float64(5000) {
		t.Fatalf("body %d bytes truncated %v size %v", len(res["body"].(string)), res["bodyTruncated"], res["size"])
	}
	h := e.Must(200, "GET", "/history/"+res["historyId"].(string), nil)
	tr := h["trace_data"].(map[string]any)["response"].(map[string]any)
	if len(tr["body"].(string)) != 1000 || tr["bodyTruncated"] != true {
		t.Fatalf("trace body %d bytes, want the 1000-byte trace cap", len(tr["body"].(string)))
	}
}

func TestExecuteAddsTheCorrelationHeaderWhenEnabled(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	target := startEcho(t)
	e.Must(200, "POST", "/config", map[string]any{"correlationIdEnabled": true, "correlationIdHeader": "X-Req-Id"})
	res := e.Must(200, "POST", "/execute", map[string]any{"request": map[string]any{"method": "GET", "url": target.URL + "/"}})
	got, _ := target.received()
	if id := got.Header.Get("X-Req-Id"); len(id) != 36 || res["request"].(map[string]any)["correlationId"] != id {
		t.Fatalf("correlation header %q, sent %v", id, res["request"])
	}
}

func TestDeprecatedRequestAliasExecutesAndLogsAMarker(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	target := startEcho(t)
	r := e.Do("POST", "/request", map[string]any{"request": map[string]any{"method": "GET", "url": target.URL + "/"}})
	if r.Status != 200 || r.Object(t)["statusCode"] != float64(200) || r.Header.Get("Deprecation") != "true" {
		t.Fatalf("POST /request: %d %s %v", r.Status, r.Body, r.Header)
	}
	e.Stop()
	_ = e.Wait()
	logText, err := os.ReadFile(filepath.Join(e.DataDir(), "logs", "engine.log"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(logText), "deprecated route POST /request") {
		t.Fatalf("no deprecation marker in the log:\n%s", logText)
	}
}

func TestHistoryPaginatesNewestFirst(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	target := startEcho(t)
	var ids []string
	for i := 0; i < 3; i++ {
		res := e.Must(200, "POST", "/execute", map[string]any{"request": map[string]any{"method": "GET", "url": target.URL + "/"}})
		ids = append(ids, res["historyId"].(string))
	}
	page := e.Must(200, "GET", "/history?limit=2&offset=1", nil)
	rows := page["data"].([]any)
	pg := page["pagination"].(map[string]any)
	if len(rows) != 2 || pg["total"] != float64(3) || rows[0].(map[string]any)["id"] != ids[1] {
		t.Fatalf("page %v", page)
	}
	for _, q := range []string{"limit=0", "limit=501", "offset=-1"} {
		if r := e.Do("GET", "/history?"+q, nil); r.Status != 400 {
			t.Fatalf("%s: %d", q, r.Status)
		}
	}
	if r := e.Do("GET", "/history/hist_nope", nil); r.Status != 404 {
		t.Fatalf("unknown history: %d", r.Status)
	}
}
