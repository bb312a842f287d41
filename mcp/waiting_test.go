package mcp_test

import (
	"strings"
	"testing"
	"time"

	"github.com/svc-engine/svc-engine/mcp"
)

// TestRefusedBeforeCallingOut covers the rules that hold before the engine
// is asked anything, so they hold whatever the endpoint behind the tool.
func TestRefusedBeforeCallingOut(t *testing.T) {
	tg := newTarget(t, nil)
	r := newRig(t, mcp.Options{})
	r.setConfig(map[string]any{"mcpAllowlist": tg.host, "mcpWriteEnabled": true})

	t.Run("fetch_oauth2_token refuses authorization_code", func(t *testing.T) {
		for _, grant := range []string{"authorization_code", "Authorization_Code", "authorization_code_with_pkce"} {
			e := r.refused("fetch_oauth2_token", map[string]any{"config": map[string]any{"grant_type": grant, "accessTokenUrl": tg.url + "/token"}})
			if e["argument"] != "config.grant_type" {
				t.Errorf("%s: %v", grant, e)
			}
		}
		col := r.ok("create_collection", map[string]any{"name": "oauth", "auth": map[string]any{"mode": "oauth2",
			"config": map[string]any{"grant_type": "authorization_code", "accessTokenUrl": tg.url + "/token"}}})
		if e := r.refused("fetch_oauth2_token", map[string]any{"collectionId": col["id"]}); e["argument"] != "config.grant_type" {
			t.Errorf("stored authorization_code: %v", e)
		}
		if tg.count() != 0 {
			t.Errorf("the token endpoint was called %d times", tg.count())
		}
	})

	t.Run("a token endpoint off the allowlist is refused", func(t *testing.T) {
		e := r.refused("fetch_oauth2_token", map[string]any{"config": map[string]any{"grant_type": "client_credentials", "accessTokenUrl": "https://login.example.invalid/token"}})
		if e["gate"] != "mcpAllowlist" {
			t.Errorf("%v", e)
		}
	})

	t.Run("the mock issuer limits", func(t *testing.T) {
		clients := make([]any, 33)
		for i := range clients {
			clients[i] = map[string]any{"clientId": "c"}
		}
		for _, tc := range []struct {
			args map[string]any
			arg  string
		}{
			{map[string]any{"expiresIn": 31*24*3600 + 1}, "expiresIn"},
			{map[string]any{"slowMs": 60001}, "slowMs"},
			{map[string]any{"clients": clients}, "clients"},
		} {
			if e := r.refused("start_mock_issuer", tc.args); e["argument"] != tc.arg {
				t.Errorf("%v: %v", tc.args, e)
			}
			tc.args["issuerId"] = "iss_x"
			if e := r.refused("update_mock_issuer", tc.args); e["argument"] != tc.arg {
				t.Errorf("update %v: %v", tc.args, e)
			}
		}
	})

	t.Run("unbind_spec clears the binding and keeps the collection", func(t *testing.T) {
		col := r.ok("create_collection", map[string]any{"name": "bound"})
		got := r.ok("unbind_spec", map[string]any{"collectionId": col["id"]})
		if oa, _ := got["openapi"].(map[string]any); got["id"] != col["id"] || oa == nil || len(oa) != 0 {
			t.Errorf("unbind answered %v", got)
		}
	})

	t.Run("move_item moves a request to another collection", func(t *testing.T) {
		a := r.ok("create_collection", map[string]any{"name": "a"})
		b := r.ok("create_collection", map[string]any{"name": "b"})
		req := r.ok("create_request", map[string]any{"collectionId": a["id"], "name": "r", "method": "GET", "url": tg.url})
		r.ok("move_item", map[string]any{"type": "request", "id": req["id"], "order": 0, "collectionId": b["id"]})
		moved := r.eng.Do("GET", "/requests/"+str(req["id"]), nil).Object(t)
		if moved["collectionId"] != b["id"] {
			t.Errorf("the request is in %v", moved["collectionId"])
		}
	})

	t.Run("get_live_metrics after the live stream is gone points to the report", func(t *testing.T) {
		r.setConfig(map[string]any{"liveRetentionMs": 0})
		col := r.ok("create_collection", map[string]any{"name": "short"})
		r.ok("create_request", map[string]any{"collectionId": col["id"], "name": "r", "method": "GET", "url": tg.url})
		id := str(r.ok("run_collection", map[string]any{"collectionId": col["id"]})["runId"])
		var got map[string]any
		waitFor(t, "the live stream to be gone", 20*time.Second, func() bool {
			got = r.ok("get_live_metrics", map[string]any{"runId": id})
			return got["live"] == false
		})
		if got["status"] != "Completed" || !strings.Contains(str(got["message"]), "get_run_report") {
			t.Errorf("answer %v", got)
		}
	})
}
