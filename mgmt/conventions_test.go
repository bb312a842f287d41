package mgmt_test

import (
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/svc-engine/svc-engine/mgmt/mgmttest"
)

func TestEveryResponseCarriesCacheControlNoStore(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	c := e.Collection(map[string]any{})
	cases := []struct {
		name, method, path string
		body               any
		status             int
	}{
		{"a read", "GET", "/health", nil, 200},
		{"a create", "POST", "/collections", map[string]any{"name": "x"}, 201},
		{"a bad request", "POST", "/collections", "[]", 400},
		{"an unknown id", "GET", "/collections/col_nope", nil, 404},
		{"an unknown route", "GET", "/nope", nil, 404},
		{"a wrong method", "PATCH", "/collections/" + c["id"].(string), map[string]any{}, 405},
		{"an oversized field", "PUT", "/collections/" + c["id"].(string), `{"variables":{"v":"` + strings.Repeat("x", 10<<20) + `"}}`, 413},
	}
	for _, tc := range cases {
		t.Run(tc.name+" answers no-store", func(t *testing.T) {
			r := e.Do(tc.method, tc.path, tc.body)
			if r.Status != tc.status {
				t.Fatalf("%s %s: status %d, want %d: %s", tc.method, tc.path, r.Status, tc.status, r.Body)
			}
			if got := r.Header.Get("Cache-Control"); got != "no-store" {
				t.Fatalf("%s %s: Cache-Control %q, want no-store", tc.method, tc.path, got)
			}
		})
	}
	t.Run("a refused foreign host answers no-store", func(t *testing.T) {
		req := e.NewRequest("GET", "/health", nil)
		req.Host = "evil.example:80"
		r := e.Send(req)
		if r.Status != 403 || r.Header.Get("Cache-Control") != "no-store" {
			t.Fatalf("status %d Cache-Control %q", r.Status, r.Header.Get("Cache-Control"))
		}
	})
}

func TestErrorsHaveOneShapeWithTheStatusCode(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	cases := []struct {
		method, path string
		body         any
		status       int
		code         string
	}{
		{"POST", "/collections", "not json", 400, "bad_request"},
		{"GET", "/collections/col_x", nil, 404, "not_found"},
		{"GET", "/no/such/route", nil, 404, "not_found"},
		{"DELETE", "/health", nil, 405, "method_not_allowed"},
		{"POST", "/config", map[string]any{"nope": 1}, 400, "invalid_config"},
	}
	for _, tc := range cases {
		t.Run(tc.method+" "+tc.path+" gives "+tc.code, func(t *testing.T) {
			r := e.Do(tc.method, tc.path, tc.body)
			if r.Status != tc.status {
				t.Fatalf("status %d, want %d: %s", r.Status, tc.status, r.Body)
			}
			obj := r.Object(t)
			if len(obj) != 1 {
				t.Fatalf("error body has members besides error: %s", r.Body)
			}
			if r.ErrorCode(t) != tc.code || r.ErrorMessage(t) == "" {
				t.Fatalf("error body %s, want code %s and a message", r.Body, tc.code)
			}
		})
	}
}

func TestRequestsFromOtherHostsOrOriginsAreRefused(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	u, _ := url.Parse(e.Base)
	port := u.Port()
	other := strconv.Itoa(mustAtoi(t, port) + 1)
	cases := []struct {
		name, host, origin string
		want               int
	}{
		{"the loopback address with the engine's port is served", "127.0.0.1:" + port, "", 200},
		{"localhost with the engine's port is served", "localhost:" + port, "", 200},
		{"the IPv6 loopback with the engine's port is served", "[::1]:" + port, "", 200},
		{"the engine's own pages as origin are served", "127.0.0.1:" + port, "http://127.0.0.1:" + port, 200},
		{"localhost pages as origin are served", "localhost:" + port, "http://localhost:" + port, 200},
		{"a rebinding host name is refused", "attacker.example:" + port, "", 403},
		{"the loopback address without the port is refused", "127.0.0.1", "", 403},
		{"the loopback address with another port is refused", "127.0.0.1:" + other, "", 403},
		{"a foreign origin is refused", "127.0.0.1:" + port, "https://attacker.example", 403},
		{"an opaque null origin is refused", "127.0.0.1:" + port, "null", 403},
		{"a loopback origin on another port is refused", "127.0.0.1:" + port, "http://127.0.0.1:" + other, 403},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			req := e.NewRequest("GET", "/health", nil)
			req.Host = tc.host
			if tc.origin != "" {
				req.Header.Set("Origin", tc.origin)
			}
			r := e.Send(req)
			if r.Status != tc.want {
				t.Fatalf("Host %q Origin %q: status %d, want %d: %s", tc.host, tc.origin, r.Status, tc.want, r.Body)
			}
			if tc.want == 403 && r.ErrorCode(t) != "forbidden" {
				t.Fatalf("code %q, want forbidden", r.ErrorCode(t))
			}
			if v := r.Header.Get("Access-Control-Allow-Origin"); v != "" {
				t.Fatalf("a CORS header was sent: %q", v)
			}
		})
	}
	t.Run("a preflight gets no permissive CORS answer", func(t *testing.T) {
		req := e.NewRequest("OPTIONS", "/collections", nil)
		req.Header.Set("Origin", "https://attacker.example")
		req.Header.Set("Access-Control-Request-Method", "POST")
		r := e.Send(req)
		if r.Status < 400 || r.Header.Get("Access-Control-Allow-Origin") != "" || r.Header.Get("Access-Control-Allow-Methods") != "" {
			t.Fatalf("preflight status %d headers %v", r.Status, r.Header)
		}
	})
}

func mustAtoi(t *testing.T, s string) int {
	t.Helper()
	n, err := strconv.Atoi(s)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

func TestIdsArePrefixedUUIDv4AndTimesAreEpochMilliseconds(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	uuid4 := `[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}`
	c := e.Collection(map[string]any{})
	r := e.Request(c["id"].(string), nil)
	env := e.Must(201, "POST", "/environments", map[string]any{"name": "dev"})
	for prefix, obj := range map[string]map[string]any{"col": c, "req": r, "env": env} {
		id, _ := obj["id"].(string)
		if !regexp.MustCompile(`^` + prefix + `_` + uuid4 + `$`).MatchString(id) {
			t.Fatalf("id %q is not %s_<uuidv4>", id, prefix)
		}
		ms, _ := obj["createdAt"].(float64)
		if ms < 1.7e12 || ms > 4e12 {
			t.Fatalf("createdAt %v is not epoch milliseconds", obj["createdAt"])
		}
	}
}

func TestHealthReportsStatusVersionAndEffectiveWorkers(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	h := e.Must(200, "GET", "/health", nil)
	if h["status"] != "ok" || h["version"] == "" {
		t.Fatalf("health %v", h)
	}
	if w, _ := h["workers"].(float64); w < 1 {
		t.Fatalf("workers %v, want the detected core count", h["workers"])
	}
	if _, ok := h["recovery"]; ok {
		t.Fatalf("recovery must be absent on a clean start: %v", h)
	}
	e.Must(200, "POST", "/config", map[string]any{"workers": 7})
	if h := e.Must(200, "GET", "/health", nil); h["workers"] != float64(7) {
		t.Fatalf("workers %v after configuring 7", h["workers"])
	}
}

func TestConfigListsTheWholeCatalogueWithEveryField(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	body := e.Must(200, "GET", "/config", nil)
	entries, _ := body["entries"].([]any)
	named := []string{"workers", "defaultHttpVersion", "dbCacheSize", "dbBusyTimeout", "dbSynchronous", "trashRetentionDays", "liveRetentionMs", "maxBackupsRetained",
		"maxSpecDocumentBytes", "maxTraceBodyBytes", "maxDesignResponseBodyBytes", "maxSampleBodyBytes", "maxResponseBodyBytes", "defaultTimeout",
		"correlationIdEnabled", "correlationIdHeader", "monitorMaxSeries", "proxyMode", "proxyUrl", "proxyBypass", "proxySystemUrl", "customCaCertificates"}
	byKey := map[string]map[string]any{}
	for _, raw := range entries {
		en := raw.(map[string]any)
		byKey[en["key"].(string)] = en
		for _, f := range []string{"key", "value", "type", "label", "description", "category", "default", "requiresRestart", "advanced", "keywords", "updatedAt"} {
			if _, ok := en[f]; !ok {
				t.Fatalf("entry %v lacks %s", en["key"], f)
			}
		}
		if _, ok := en["value"].(string); !ok {
			t.Fatalf("entry %v value is not a string", en["key"])
		}
		if en["type"] == "enum" && en["options"] == nil {
			t.Fatalf("enum entry %v has no options", en["key"])
		}
	}
	for _, k := range named {
		if byKey[k] == nil {
			t.Fatalf("entry %s is missing", k)
		}
	}
	var restart []string
	for k, en := range byKey {
		if en["requiresRestart"] == true {
			restart = append(restart, k)
		}
	}
	if len(restart) != 3 || byKey["dbCacheSize"]["requiresRestart"] != true || byKey["dbBusyTimeout"]["requiresRestart"] != true || byKey["dbSynchronous"]["requiresRestart"] != true {
		t.Fatalf("requiresRestart entries %v, want exactly dbCacheSize, dbBusyTimeout, dbSynchronous", restart)
	}
	if byKey["correlationIdHeader"]["dependsOn"] != "correlationIdEnabled" {
		t.Fatalf("correlationIdHeader dependsOn %v", byKey["correlationIdHeader"]["dependsOn"])
	}
	want := map[string]string{"defaultHttpVersion": "auto", "dbCacheSize": "67108864", "trashRetentionDays": "30", "liveRetentionMs": "60000", "proxyMode": "environment", "defaultTimeout": "30000"}
	for k, v := range want {
		if byKey[k]["default"] != v || byKey[k]["value"] != v {
			t.Fatalf("%s default %v value %v, want %s", k, byKey[k]["default"], byKey[k]["value"], v)
		}
	}
	if byKey["dbCacheSize"]["min"] != "1048576" || byKey["dbCacheSize"]["max"] != "1073741824" || byKey["workers"]["min"] != "1" || byKey["workers"]["max"] != "128" {
		t.Fatalf("ranges: dbCacheSize %v..%v workers %v..%v", byKey["dbCacheSize"]["min"], byKey["dbCacheSize"]["max"], byKey["workers"]["min"], byKey["workers"]["max"])
	}
}

func TestConfigUpdatesAreValidatedWhollyAndPersisted(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	e := mgmttest.StartIn(t, dir)
	refused := []struct {
		name string
		body any
	}{
		{"an unknown key", map[string]any{"noSuchKey": "1"}},
		{"a value below the minimum", map[string]any{"dbCacheSize": 1024}},
		{"a value above the maximum", map[string]any{"workers": 129}},
		{"a value outside the enum options", map[string]any{"defaultHttpVersion": "http3"}},
		{"a non-boolean boolean", map[string]any{"correlationIdEnabled": "maybe"}},
		{"a null value", map[string]any{"proxyMode": nil}},
		{"a body that is not an object", []any{1}},
		{"a good key beside a bad one", map[string]any{"trashRetentionDays": 5, "workers": 0}},
	}
	for _, tc := range refused {
		t.Run(tc.name+" is refused with invalid_config", func(t *testing.T) {
			r := e.Do("POST", "/config", tc.body)
			if r.Status != 400 || r.ErrorCode(t) != "invalid_config" {
				t.Fatalf("status %d body %s, want 400 invalid_config", r.Status, r.Body)
			}
		})
	}
	entry := func(body map[string]any, key string) map[string]any {
		for _, raw := range body["entries"].([]any) {
			if en := raw.(map[string]any); en["key"] == key {
				return en
			}
		}
		t.Fatalf("no entry %s", key)
		return nil
	}
	if v := entry(e.Must(200, "GET", "/config", nil), "trashRetentionDays")["value"]; v != "30" {
		t.Fatalf("a refused batch wrote trashRetentionDays=%v", v)
	}
	got := e.Must(200, "POST", "/config", map[string]any{"trashRetentionDays": 0, "dbSynchronous": "full", "defaultHttpVersion": "http2"})
	if en := entry(got, "trashRetentionDays"); en["value"] != "0" || en["updatedAt"].(float64) <= 0 {
		t.Fatalf("after update: %v", en)
	}
	e.Stop()
	_ = e.Wait()
	e2 := mgmttest.StartIn(t, dir)
	after := e2.Must(200, "GET", "/config", nil)
	for k, v := range map[string]string{"trashRetentionDays": "0", "dbSynchronous": "full", "defaultHttpVersion": "http2"} {
		if got := entry(after, k)["value"]; got != v {
			t.Fatalf("after restart %s = %v, want %s", k, got, v)
		}
	}
}

func TestElementKindsListTheRegistryWithDocumentedSchemas(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	kinds := e.Do("GET", "/elements/kinds", nil).Array(t)
	seen := map[string]map[string]any{}
	for _, raw := range kinds {
		k := raw.(map[string]any)
		seen[k["kind"].(string)] = k
		for _, f := range []string{"kind", "version", "phases", "label", "description", "category", "hotPathClass", "collectionOnly", "configSchema"} {
			if _, ok := k[f]; !ok {
				t.Fatalf("kind %v lacks %s", k["kind"], f)
			}
		}
		props, _ := k["configSchema"].(map[string]any)["properties"].(map[string]any)
		for name, p := range props {
			pm := p.(map[string]any)
			if pm["title"] == nil || pm["description"] == nil {
				t.Fatalf("kind %v property %s lacks title or description", k["kind"], name)
			}
		}
	}
	for _, k := range []string{"inherit.disable", "script.pre", "script.post", "script.setup", "script.teardown"} {
		if seen[k] == nil {
			t.Fatalf("kind %s is not registered", k)
		}
	}
	if (seen["test.echo"] != nil) != svctestBuild {
		t.Fatalf("test.echo registered=%v, want it only in test builds (svctest=%v)", seen["test.echo"] != nil, svctestBuild)
	}
	if seen["script.setup"]["collectionOnly"] != true || seen["script.teardown"]["collectionOnly"] != true || seen["script.pre"]["collectionOnly"] != false {
		t.Fatalf("collectionOnly flags wrong")
	}
}
