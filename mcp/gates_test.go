package mcp_test

import (
	"fmt"
	"net/http"
	"strconv"
	"testing"

	"github.com/svc-engine/svc-engine/mcp"
)

// The spec's table of categories, and the eight confirmed tools.
var (
	specRead = []string{"get_engine_health", "list_collections", "list_requests", "list_environments", "list_runs", "get_run_report",
		"get_run_samples", "get_run_timeseries", "get_run_monitor", "get_engine_config", "get_live_metrics", "compare_runs", "get_spec",
		"diff_spec", "export_spec", "list_trash", "list_request_examples", "get_globals", "resolve_variables", "get_cookies",
		"get_oauth2_token_status", "list_mock_issuers", "list_mock_servers", "get_mock_routes", "get_mock_activity",
		"list_webhook_inboxes", "get_inbox_captures"}
	specExecute = []string{"run_request", "run_collection_smoke", "run_collection", "fetch_oauth2_token", "start_mock_issuer",
		"stop_mock_issuer", "update_mock_issuer", "start_mock_server", "stop_mock_server", "start_webhook_inbox",
		"stop_webhook_inbox", "update_inbox_response"}
	specWrite = []string{"create_collection", "update_collection", "delete_collection", "bind_spec", "sync_spec", "unbind_spec",
		"import_document", "create_request", "update_request", "delete_request", "restore_trash_entry", "purge_trash_entry",
		"create_request_example", "update_request_example", "delete_request_example", "move_item", "create_environment",
		"update_environment", "activate_environment", "delete_environment", "update_globals", "clear_cookies", "set_run_baseline",
		"delete_run", "update_engine_config", "clear_oauth2_token", "delete_webhook_inbox", "clear_inbox_captures"}
	specLoad      = []string{"start_load_run", "stop_run"}
	specConfirmed = []string{"delete_collection", "delete_request", "purge_trash_entry", "delete_request_example",
		"delete_environment", "delete_run", "delete_webhook_inbox", "start_load_run"}
)

func TestCatalogue(t *testing.T) {
	r := newRig(t, mcp.Options{})
	r.setConfig(map[string]any{"mcpWriteEnabled": true})
	tools := r.listed()
	if len(tools) != 69 {
		t.Errorf("%d tools listed with writes on, want 69", len(tools))
	}
	confirmed := map[string]bool{}
	for _, n := range specConfirmed {
		confirmed[n] = true
	}
	for cat, names := range map[mcp.Category][]string{mcp.Read: specRead, mcp.Execute: specExecute, mcp.Write: specWrite, mcp.Load: specLoad} {
		for _, n := range names {
			if got := r.srv.CategoryOf(n); got != cat {
				t.Errorf("%s: category %q, want %q", n, got, cat)
			}
			tool := tools[n]
			if tool == nil {
				t.Errorf("%s is not listed", n)
				continue
			}
			ann, _ := tool["annotations"].(map[string]any)
			if ro, _ := ann["readOnlyHint"].(bool); ro != (cat == mcp.Read) {
				t.Errorf("%s: readOnlyHint %v", n, ann["readOnlyHint"])
			}
			if d, _ := ann["destructiveHint"].(bool); d != confirmed[n] {
				t.Errorf("%s: destructiveHint %v, want %v", n, ann["destructiveHint"], confirmed[n])
			}
			if _, ok := ann["openWorldHint"].(bool); !ok {
				t.Errorf("%s: no openWorldHint", n)
			}
			schema, _ := tool["inputSchema"].(map[string]any)
			props, _ := schema["properties"].(map[string]any)
			for pn, p := range props {
				if d, _ := p.(map[string]any)["description"].(string); d == "" {
					t.Errorf("%s.%s has no description", n, pn)
				}
			}
			if _, ok := props["confirmed"]; ok != confirmed[n] {
				t.Errorf("%s: confirmed argument present %v, want %v", n, ok, confirmed[n])
			}
		}
	}
	for _, n := range []string{"run_request", "run_collection", "start_load_run", "fetch_oauth2_token"} {
		if ow, _ := tools[n]["annotations"].(map[string]any)["openWorldHint"].(bool); !ow {
			t.Errorf("%s: openWorldHint false, want true", n)
		}
	}
}

func TestGates(t *testing.T) {
	r := newRig(t, mcp.Options{})

	t.Run("writes off: write tools are hidden and refused naming the gate", func(t *testing.T) {
		tools := r.listed()
		if len(tools) != 69-len(specWrite) {
			t.Errorf("%d tools listed with writes off, want %d", len(tools), 69-len(specWrite))
		}
		for _, n := range specWrite {
			if tools[n] != nil {
				t.Errorf("%s is listed while writes are off", n)
			}
		}
		e := r.refused("create_collection", map[string]any{"name": "x"})
		if e["gate"] != "mcpWriteEnabled" || !contains(str(e["message"]), "mcpWriteEnabled") {
			t.Errorf("refusal %v", e)
		}
		if cols := r.eng.Do("GET", "/collections", nil).Array(t); len(cols) != 0 {
			t.Errorf("a refused write created %d collections", len(cols))
		}
	})

	t.Run("a toggle takes effect at the next listing and call", func(t *testing.T) {
		r.setConfig(map[string]any{"mcpWriteEnabled": true})
		if r.listed()["create_collection"] == nil {
			t.Fatal("create_collection is not listed after writes were turned on")
		}
		col := r.ok("create_collection", map[string]any{"name": "agent"})
		if col["name"] != "agent" {
			t.Errorf("created %v", col)
		}
		r.setConfig(map[string]any{"mcpWriteEnabled": false})
		if r.listed()["create_collection"] != nil {
			t.Error("create_collection is listed after writes were turned off")
		}
		r.refused("create_collection", map[string]any{"name": "again"})
	})

	t.Run("a flipped gate holds from the very next call, again and again", func(t *testing.T) {
		// The gates are read with the ETag of the last answer (a 304 while
		// nothing changed): each flip must still be seen by the next call.
		for i := range 10 {
			r.setConfig(map[string]any{"mcpWriteEnabled": true})
			r.ok("create_environment", map[string]any{"name": "flip-" + strconv.Itoa(i)})
			r.setConfig(map[string]any{"mcpWriteEnabled": false})
			if e := r.refused("create_environment", map[string]any{"name": "refused"}); e["gate"] != "mcpWriteEnabled" {
				t.Fatalf("flip %d: %v", i, e)
			}
			r.setConfig(map[string]any{"mcpDisabledTools": "get_engine_health"})
			if e := r.refused("get_engine_health", nil); e["gate"] != "mcpDisabledTools" {
				t.Fatalf("flip %d: a disabled read tool answered %v", i, e)
			}
			r.setConfig(map[string]any{"mcpDisabledTools": ""})
			r.ok("get_engine_health", nil)
		}
		if envs := r.eng.Do("GET", "/environments", nil).Array(t); len(envs) != 10 {
			t.Errorf("%d environments, want the 10 allowed writes", len(envs))
		}
	})

	t.Run("a disabled tool is hidden and refused naming the gate", func(t *testing.T) {
		r.setConfig(map[string]any{"mcpDisabledTools": "get_engine_health, list_runs"})
		tools := r.listed()
		if tools["get_engine_health"] != nil || tools["list_runs"] != nil || tools["list_collections"] == nil {
			t.Errorf("listing with two tools disabled: health %v runs %v", tools["get_engine_health"] != nil, tools["list_runs"] != nil)
		}
		if e := r.refused("get_engine_health", nil); e["gate"] != "mcpDisabledTools" {
			t.Errorf("refusal %v", e)
		}
		r.setConfig(map[string]any{"mcpDisabledTools": ""})
		r.ok("get_engine_health", nil)
	})

	t.Run("the environment overrides the engine's settings", func(t *testing.T) {
		on, disabled := true, "list_collections"
		o := newRigOn(t, r.eng, mcp.Options{Overrides: mcp.Overrides{WriteEnabled: &on, DisabledTools: &disabled}})
		tools := o.listed()
		if tools["create_collection"] == nil || tools["list_collections"] != nil {
			t.Errorf("overrides not applied: create %v list %v", tools["create_collection"] != nil, tools["list_collections"] != nil)
		}
		o.ok("create_environment", map[string]any{"name": "from-override"})
	})

	t.Run("the agent cannot change its own gates", func(t *testing.T) {
		r.setConfig(map[string]any{"mcpWriteEnabled": true})
		e := r.refused("update_engine_config", map[string]any{"entries": map[string]any{"mcpAllowlist": "*.com"}})
		if e["gate"] != "mcp" {
			t.Errorf("refusal %v", e)
		}
		got := r.ok("update_engine_config", map[string]any{"entries": map[string]any{"trashRetentionDays": 7}})
		if got["entries"] == nil {
			t.Errorf("update_engine_config answered %v", got)
		}
	})
}

func TestParseOverrides(t *testing.T) {
	for _, tc := range []struct {
		env     map[string]string
		wantErr string
	}{
		{map[string]string{}, ""},
		{map[string]string{"SVC_MCP_WRITE": "true", "SVC_MCP_MAX_RPS": "10", "SVC_MCP_ALLOWLIST": "api.example.com, *.test:"}, "SVC_MCP_ALLOWLIST"},
		{map[string]string{"SVC_MCP_WRITE": "yes please"}, "SVC_MCP_WRITE"},
		{map[string]string{"SVC_MCP_MAX_DURATION": "0"}, "SVC_MCP_MAX_DURATION"},
		{map[string]string{"SVC_MCP_MAX_CONCURRENCY": "1.5"}, "SVC_MCP_MAX_CONCURRENCY"},
		{map[string]string{"SVC_MCP_ALLOWLIST": "API.example.com:8443,*.Example.org", "SVC_MCP_DISABLED_TOOLS": "run_request"}, ""},
	} {
		_, err := mcp.ParseOverrides(func(k string) string { return tc.env[k] })
		switch {
		case tc.wantErr == "" && err != nil:
			t.Errorf("%v: %v", tc.env, err)
		case tc.wantErr != "" && (err == nil || !contains(err.Error(), tc.wantErr)):
			t.Errorf("%v: error %v, want one naming %s", tc.env, err, tc.wantErr)
		}
	}
}

func TestAllowlist(t *testing.T) {
	tg := newTarget(t, nil)
	r := newRig(t, mcp.Options{})
	send := func() toolResult {
		return r.call("run_request", map[string]any{"request": map[string]any{"method": "GET", "url": tg.url + "/x"}})
	}
	_, port, _ := cutHostPort(tg.host)
	for _, tc := range []struct {
		allowlist string
		allowed   bool
	}{
		{"", false},
		{"example.com", false},
		{"127.0.0.1:1", false},
		{"*.0.0.1", false},
		{"127.0.0.1", true},
		{"127.0.0.1:" + port, true},
		{"example.com, 127.0.0.1:" + port, true},
	} {
		r.setConfig(map[string]any{"mcpAllowlist": tc.allowlist})
		before := tg.count()
		tr := send()
		sent := tg.count() > before
		if tr.IsError == tc.allowed || sent != tc.allowed {
			t.Errorf("allowlist %q: error %v sent %v, want allowed %v: %s", tc.allowlist, tr.IsError, sent, tc.allowed, tr.Content[0].Text)
		}
		if !tc.allowed && tr.errorObj()["gate"] != "mcpAllowlist" {
			t.Errorf("allowlist %q: refusal %v", tc.allowlist, tr.errorObj())
		}
	}

	t.Run("a URL template is checked as composed", func(t *testing.T) {
		r.setConfig(map[string]any{"mcpAllowlist": "", "mcpWriteEnabled": true})
		env := r.ok("create_environment", map[string]any{"name": "e", "variables": map[string]any{"base": tg.url}})
		before := tg.count()
		tr := r.call("run_request", map[string]any{"request": map[string]any{"method": "GET", "url": "{{base}}/y"}, "environmentId": env["id"]})
		if !tr.IsError || tg.count() != before {
			t.Errorf("a templated URL to a host off the allowlist was sent: %s", tr.Content[0].Text)
		}
	})

	t.Run("a wildcard matches subdomains only", func(t *testing.T) {
		r.setConfig(map[string]any{"mcpAllowlist": "*.localhost"})
		if tr := send(); !tr.IsError {
			t.Errorf("*.localhost allowed 127.0.0.1")
		}
		before := tg.count()
		tr := r.call("run_request", map[string]any{"request": map[string]any{"method": "GET", "url": fmt.Sprintf("http://api.localhost:%s/z", port)}})
		if tr.IsError && tr.errorObj()["gate"] == "mcpAllowlist" {
			t.Errorf("*.localhost refused api.localhost: %s", tr.Content[0].Text)
		}
		_ = before
	})
}

func cutHostPort(hp string) (string, string, bool) {
	for i := len(hp) - 1; i >= 0; i-- {
		if hp[i] == ':' {
			return hp[:i], hp[i+1:], true
		}
	}
	return hp, "", false
}

var _ = http.StatusOK
