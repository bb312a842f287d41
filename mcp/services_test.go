package mcp_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/svc-engine/svc-engine/mcp"
)

// TestIssuerAndOAuth2Tools drives the mock issuer and OAuth 2 tools
// through MCP against the engine's real routes: a token fetched from an
// issuer the engine hosts (no allowlist entry), its status without the
// token, a forced provider failure, the cache cleared, the issuer stopped
// (its port no longer exempt) and the running cap.
func TestIssuerAndOAuth2Tools(t *testing.T) {
	r := newRig(t, mcp.Options{})
	r.setConfig(map[string]any{"mcpWriteEnabled": true, "mcpAllowlist": ""})
	client := map[string]any{"clientId": "agent", "clientSecret": "s3cret", "grantTypes": []any{"client_credentials"}, "scopes": []any{"read"}}
	iss := r.ok("start_mock_issuer", map[string]any{"clients": []any{client}, "expiresIn": 31 * 24 * 3600})
	issID, issURL := str(iss["id"]), str(iss["issuer"])
	if !strings.HasPrefix(issURL, "http://127.0.0.1:") || iss["running"] != true || num(t, iss["expiresIn"]) != 31*24*3600 {
		t.Fatalf("start_mock_issuer answered %v", iss)
	}
	if cl, _ := iss["clients"].([]any); len(cl) != 1 || cl[0].(map[string]any)["clientSecret"] != nil {
		t.Errorf("the issuer's clients as answered (secrets omitted): %v", iss["clients"])
	}
	cfg := map[string]any{"grant_type": "client_credentials", "accessTokenUrl": issURL + "/token", "clientId": "agent", "clientSecret": "s3cret", "scope": "read"}

	t.Run("list_mock_issuers lists it running", func(t *testing.T) {
		items, _ := r.ok("list_mock_issuers", nil)["data"].([]any)
		if len(items) != 1 || items[0].(map[string]any)["id"] != issID || items[0].(map[string]any)["running"] != true {
			t.Errorf("list_mock_issuers: %v", items)
		}
	})

	t.Run("fetch_oauth2_token from a hosted issuer answers metadata and never the token", func(t *testing.T) {
		res := r.call("fetch_oauth2_token", map[string]any{"config": cfg})
		if res.IsError {
			t.Fatalf("fetch_oauth2_token: %s", res.text())
		}
		got := res.Structured
		if got["tokenType"] != "Bearer" || got["key"] == nil {
			t.Errorf("fetch_oauth2_token answered %v", got)
		}
		// A JWT starts eyJ; none may be in the text or the structure.
		if strings.Contains(res.text(), "eyJ") || strings.Contains(strings.ToLower(res.text()), "accesstoken") {
			t.Errorf("the answer carries a token: %s", res.text())
		}
		status := r.call("get_oauth2_token_status", nil)
		if strings.Contains(status.text(), "eyJ") {
			t.Errorf("get_oauth2_token_status carries a token: %s", status.text())
		}
		if items, _ := status.Structured["data"].([]any); len(items) != 1 {
			t.Errorf("get_oauth2_token_status: %s", status.text())
		}
	})

	t.Run("update_mock_issuer changes a running issuer and can force a provider failure", func(t *testing.T) {
		got := r.ok("update_mock_issuer", map[string]any{"issuerId": issID, "slowMs": 5, "failNext": map[string]any{"status": 503, "error": "temporarily_unavailable", "count": 1}})
		if num(t, got["slowMs"]) != 5 || num(t, got["failNextCount"]) != 1 {
			t.Errorf("update_mock_issuer answered %v", got)
		}
		e := r.refused("fetch_oauth2_token", map[string]any{"config": cfg})
		if e["code"] != "oauth2_provider_error" || num(t, e["status"]) != 502 || num(t, e["providerStatus"]) != 503 {
			t.Errorf("a forced failure: %v", e)
		}
		if e := r.refused("update_mock_issuer", map[string]any{"issuerId": issID, "signingAlg": "ES256"}); e["argument"] != "signingAlg" {
			t.Errorf("a change of signingAlg (kept for the issuer's life): %v", e)
		}
		if e := r.refused("update_mock_issuer", map[string]any{"issuerId": "iss_missing", "slowMs": 1}); num(t, e["status"]) != 404 {
			t.Errorf("an unknown issuer: %v", e)
		}
	})

	t.Run("clear_oauth2_token empties the cache", func(t *testing.T) {
		r.ok("fetch_oauth2_token", map[string]any{"config": cfg})
		r.ok("clear_oauth2_token", nil)
		if items, _ := r.ok("get_oauth2_token_status", nil)["data"].([]any); len(items) != 0 {
			t.Errorf("tokens after clear_oauth2_token: %v", items)
		}
	})

	t.Run("a stopped issuer's port is not exempt from the allowlist", func(t *testing.T) {
		got := r.ok("stop_mock_issuer", map[string]any{"issuerId": issID})
		if got["running"] != false {
			t.Errorf("stop_mock_issuer answered %v", got)
		}
		if e := r.refused("fetch_oauth2_token", map[string]any{"config": cfg}); e["gate"] != "mcpAllowlist" {
			t.Errorf("a stopped issuer: %v", e)
		}
	})

	t.Run("at most 8 issuers run at once", func(t *testing.T) {
		for range 8 {
			r.ok("start_mock_issuer", map[string]any{"clients": []any{client}})
		}
		if e := r.refused("start_mock_issuer", map[string]any{"clients": []any{client}}); num(t, e["status"]) != 409 {
			t.Errorf("a ninth issuer: %v", e)
		}
	})
}

// TestWorkspaceTools drives the write and read tools that keep an agent's
// workspace through MCP against the engine's real routes, with each
// destructive one unconfirmed (nothing happens) and confirmed.
func TestWorkspaceTools(t *testing.T) {
	tg := newTarget(t, func(w http.ResponseWriter, r *http.Request) {
		http.SetCookie(w, &http.Cookie{Name: "session", Value: "abc", Path: "/"})
		_, _ = w.Write([]byte(`{"ok":true}`))
	})
	r := newRig(t, mcp.Options{})
	r.setConfig(map[string]any{"mcpWriteEnabled": true, "mcpAllowlist": tg.host})
	col := r.ok("create_collection", map[string]any{"name": "ws", "variables": map[string]any{"path": "/from-collection"}})
	cid := col["id"]

	t.Run("update_collection is a merge-patch", func(t *testing.T) {
		got := r.ok("update_collection", map[string]any{"collectionId": cid, "description": "agent's"})
		if got["name"] != "ws" || got["description"] != "agent's" {
			t.Errorf("update_collection answered %v", got)
		}
	})

	t.Run("environments: list, update, activate, resolve and delete with confirmation", func(t *testing.T) {
		env := r.ok("create_environment", map[string]any{"name": "dev", "variables": map[string]any{"host": "wrong"}})
		eid := env["id"]
		upd := r.ok("update_environment", map[string]any{"environmentId": eid, "variables": map[string]any{"host": tg.host}})
		if upd["name"] != "dev" {
			t.Errorf("update_environment answered %v", upd)
		}
		if got := r.ok("activate_environment", map[string]any{"environmentId": eid}); got["isActive"] != true {
			t.Errorf("activate_environment answered %v", got)
		}
		envs := r.ok("list_environments", nil)
		if items, _ := envs["items"].([]any); len(items) != 1 {
			t.Errorf("list_environments: %v", envs)
		}
		res := r.ok("resolve_variables", map[string]any{"environmentId": eid,
			"request": map[string]any{"method": "GET", "url": "http://{{host}}{{path}}", "collectionId": cid}})
		if req, _ := res["request"].(map[string]any); req["url"] != "http://"+tg.host+"/from-collection" {
			t.Errorf("resolve_variables answered %v", res)
		}
		if got := r.ok("delete_environment", map[string]any{"environmentId": eid}); got["confirmed"] != false {
			t.Errorf("an unconfirmed delete_environment: %v", got)
		}
		if items, _ := r.ok("list_environments", nil)["items"].([]any); len(items) != 1 {
			t.Errorf("an unconfirmed delete removed the environment")
		}
		r.ok("delete_environment", map[string]any{"environmentId": eid, "confirmed": true})
		if items, _ := r.ok("list_environments", nil)["items"].([]any); len(items) != 0 {
			t.Errorf("environments after a confirmed delete: %v", items)
		}
	})

	t.Run("globals: update_globals replaces the set and get_globals reads it", func(t *testing.T) {
		r.ok("update_globals", map[string]any{"variables": map[string]any{"token": "t1"}})
		raw := r.call("get_globals", nil).text()
		if !strings.Contains(raw, `"token"`) || !strings.Contains(raw, `"t1"`) {
			t.Errorf("get_globals: %s", raw)
		}
	})

	t.Run("requests and examples: update, delete with confirmation", func(t *testing.T) {
		req := r.ok("create_request", map[string]any{"collectionId": cid, "name": "r", "method": "GET", "url": tg.url + "/a"})
		rid := req["id"]
		if got := r.ok("list_requests", map[string]any{"collectionId": cid}); len(got["items"].([]any)) != 1 {
			t.Errorf("list_requests: %v", got)
		}
		ex := r.ok("create_request_example", map[string]any{"requestId": rid, "name": "ok", "status": 200, "body": "{}", "origin": "import"})
		if ex["origin"] != "user" {
			t.Errorf("create_request_example stored origin %v", ex["origin"])
		}
		upd := r.ok("update_request_example", map[string]any{"requestId": rid, "exampleId": ex["id"], "status": 201})
		if num(t, upd["status"]) != 201 || upd["name"] != "ok" {
			t.Errorf("update_request_example answered %v", upd)
		}
		if got := r.ok("delete_request_example", map[string]any{"requestId": rid, "exampleId": ex["id"]}); got["confirmed"] != false {
			t.Errorf("an unconfirmed delete_request_example: %v", got)
		}
		r.ok("delete_request_example", map[string]any{"requestId": rid, "exampleId": ex["id"], "confirmed": true})
		if items := r.ok("list_request_examples", map[string]any{"requestId": rid})["items"].([]any); len(items) != 0 {
			t.Errorf("examples after a confirmed delete: %v", items)
		}
		if got := r.ok("delete_request", map[string]any{"requestId": rid}); got["confirmed"] != false {
			t.Errorf("an unconfirmed delete_request: %v", got)
		}
		if st := r.eng.Do("GET", "/requests/"+str(rid), nil).Status; st != 200 {
			t.Errorf("an unconfirmed delete_request removed the request: %d", st)
		}
		r.ok("delete_request", map[string]any{"requestId": rid, "confirmed": true})
		if st := r.eng.Do("GET", "/requests/"+str(rid), nil).Status; st != 404 {
			t.Errorf("the request after a confirmed delete: %d", st)
		}
	})

	t.Run("cookies: a send fills the jar, get_cookies reads it, clear_cookies empties it", func(t *testing.T) {
		r.ok("run_request", map[string]any{"request": map[string]any{"method": "GET", "url": tg.url + "/login"}})
		if raw := r.call("get_cookies", nil).text(); !strings.Contains(raw, "session") {
			t.Errorf("get_cookies after a Set-Cookie: %s", raw)
		}
		r.ok("clear_cookies", nil)
		if raw := r.call("get_cookies", nil).text(); strings.Contains(raw, "session") {
			t.Errorf("get_cookies after clear_cookies: %s", raw)
		}
	})

	t.Run("runs: samples, monitor, baseline, compare and delete with confirmation", func(t *testing.T) {
		start := func() string {
			got := r.ok("start_load_run", map[string]any{"request": map[string]any{"method": "GET", "url": tg.url + "/load"},
				"mode": "constant_rps", "targetRps": 20, "duration": "1s", "confirmed": true})
			id := str(got["runId"])
			if id == "" {
				t.Fatalf("start_load_run answered %v", got)
			}
			waitFor(t, "the load run to end", 30*time.Second, func() bool {
				return !r.call("get_run_report", map[string]any{"runId": id}).IsError
			})
			return id
		}
		a, b := start(), start()
		samples := r.ok("get_run_samples", map[string]any{"runId": a, "limit": 5})
		if samples["runId"] != a || num(t, samples["pagination"].(map[string]any)["limit"]) != 5 || samples["data"] == nil {
			t.Errorf("get_run_samples: %v", samples)
		}
		if mon := r.ok("get_run_monitor", map[string]any{"runId": a}); num(t, mon["pagination"].(map[string]any)["limit"]) != 100 {
			t.Errorf("get_run_monitor default limit: %v", mon["pagination"])
		}
		if got := r.ok("set_run_baseline", map[string]any{"runId": a, "baseline": true}); got["baseline"] != true {
			t.Errorf("set_run_baseline answered %v", got)
		}
		cmp := r.ok("compare_runs", map[string]any{"a": b})
		if sa, sb := cmp["a"].(map[string]any), cmp["b"].(map[string]any); sa["runId"] != b || sb["runId"] != a || sb["baseline"] != true {
			t.Errorf("compare_runs with the baseline compared %v with %v", sa, sb)
		}
		if got := r.ok("delete_run", map[string]any{"runId": b}); got["confirmed"] != false {
			t.Errorf("an unconfirmed delete_run: %v", got)
		}
		r.ok("delete_run", map[string]any{"runId": b, "confirmed": true})
		if e := r.refused("get_run_report", map[string]any{"runId": b}); num(t, e["status"]) != 404 {
			t.Errorf("a deleted run's report: %v", e)
		}
	})

	t.Run("get_engine_config reads one category", func(t *testing.T) {
		raw := r.call("get_engine_config", map[string]any{"category": "mcp"}).text()
		if !strings.Contains(raw, "mcpWriteEnabled") || strings.Contains(raw, "trashRetentionDays") {
			t.Errorf("get_engine_config category mcp: %.300s", raw)
		}
	})

	t.Run("stop_webhook_inbox stops it and its port is no longer exempt", func(t *testing.T) {
		r.setConfig(map[string]any{"mcpAllowlist": ""})
		in := r.ok("start_webhook_inbox", map[string]any{"name": "stop-me"})
		got := r.ok("stop_webhook_inbox", map[string]any{"inboxId": in["id"]})
		if got["running"] != false {
			t.Errorf("stop_webhook_inbox answered %v", got)
		}
		if e := r.refused("run_request", map[string]any{"request": map[string]any{"method": "POST", "url": str(in["url"]) + "/hook"}}); e["gate"] != "mcpAllowlist" {
			t.Errorf("a stopped inbox: %v", e)
		}
	})
}

// text is the result's text content.
func (tr toolResult) text() string { return tr.Content[0].Text }

// TestServiceErrorPaths checks that the engine's own refusals of the spec,
// mock, inbox and issuer routes come back as isError results carrying the
// engine's status and error code, and that nothing else is answered.
func TestServiceErrorPaths(t *testing.T) {
	r := newRig(t, mcp.Options{})
	r.setConfig(map[string]any{"mcpWriteEnabled": true})
	col := r.ok("create_collection", map[string]any{"name": "plain"})
	for _, tc := range []struct {
		tool   string
		args   map[string]any
		status int
	}{
		{"get_spec", map[string]any{"specId": "spec_missing"}, 404},
		{"bind_spec", map[string]any{"collectionId": col["id"], "content": "not an OpenAPI document"}, 400},
		{"bind_spec", map[string]any{"collectionId": "col_missing", "content": openAPI("X", "http://127.0.0.1:1", 1, 1)}, 404},
		{"diff_spec", map[string]any{"collectionId": col["id"], "content": "{}"}, 400},
		{"sync_spec", map[string]any{"collectionId": col["id"], "content": openAPI("X", "http://127.0.0.1:1", 1, 1)}, 400},
		{"export_spec", map[string]any{"collectionId": "col_missing"}, 404},
		{"import_document", map[string]any{"content": "neither JSON nor YAML: ["}, 400},
		{"start_mock_server", map[string]any{"collectionId": "col_missing"}, 400},
		{"get_mock_routes", map[string]any{"mockId": "mock_missing"}, 404},
		{"get_mock_activity", map[string]any{"mockId": "mock_missing"}, 404},
		{"stop_mock_server", map[string]any{"mockId": "mock_missing"}, 404},
		{"get_inbox_captures", map[string]any{"inboxId": "inbox_missing"}, 404},
		{"update_inbox_response", map[string]any{"inboxId": "inbox_missing", "status": 201}, 404},
		{"stop_webhook_inbox", map[string]any{"inboxId": "inbox_missing"}, 404},
		{"clear_inbox_captures", map[string]any{"inboxId": "inbox_missing"}, 404},
		{"delete_webhook_inbox", map[string]any{"inboxId": "inbox_missing", "confirmed": true}, 404},
		{"stop_mock_issuer", map[string]any{"issuerId": "iss_missing"}, 404},
		{"clear_oauth2_token", map[string]any{"key": "no-such-key"}, 404},
	} {
		e := r.refused(tc.tool, tc.args)
		if num(t, e["status"]) != tc.status || str(e["code"]) == "" || str(e["message"]) == "" {
			t.Errorf("%s %v: %v, want the engine's %d with its code and message", tc.tool, tc.args, e, tc.status)
		}
	}
}
