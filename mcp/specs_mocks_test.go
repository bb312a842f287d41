package mcp_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/svc-engine/svc-engine/mcp"
)

// openAPI is a JSON OpenAPI 3.0 document of n GET operations on base,
// each with a description of pad bytes.
func openAPI(title, base string, n, pad int) string {
	paths := map[string]any{}
	for i := range n {
		paths[fmt.Sprintf("/items%d", i)] = map[string]any{"get": map[string]any{
			"operationId": fmt.Sprintf("item%d", i), "description": strings.Repeat("d", pad),
			"responses": map[string]any{"200": map[string]any{"description": "ok"}}}}
	}
	b, _ := json.Marshal(map[string]any{"openapi": "3.0.3", "info": map[string]any{"title": title, "version": "1"},
		"servers": []any{map[string]any{"url": base}}, "paths": paths})
	return string(b)
}

func rootNamed(t *testing.T, r *rig, name string) map[string]any {
	t.Helper()
	for _, c := range r.ok("list_collections", nil)["items"].([]any) {
		if m := c.(map[string]any); m["name"] == name && m["parentId"] == nil {
			return m
		}
	}
	t.Fatalf("no root collection %q", name)
	return nil
}

func TestSpecTools(t *testing.T) {
	tg := newTarget(t, nil)
	r := newRig(t, mcp.Options{})
	r.setConfig(map[string]any{"mcpAllowlist": tg.host, "mcpWriteEnabled": true})
	v1 := openAPI("Items", tg.url, 3, 12000) // about 36 KB: over the 32 KB text limit
	r.ok("import_document", map[string]any{"content": v1})
	col := rootNamed(t, r, "Items")
	cid := col["id"]

	bound := r.ok("bind_spec", map[string]any{"collectionId": cid, "content": v1})
	if num(t, bound["stamped"]) != 3 || bound["cleared"] == nil || str(bound["specId"]) == "" {
		t.Fatalf("bind_spec answered %v", bound)
	}

	t.Run("get_spec and export_spec cut the text at 32 KB and give its true size", func(t *testing.T) {
		spec := r.ok("get_spec", map[string]any{"specId": bound["specId"]})
		if len(str(spec["content"])) > mcp.MaxSpecText || num(t, spec["contentBytes"]) != len(v1) || spec["contentTruncated"] != true {
			t.Errorf("get_spec: %d bytes kept, contentBytes %v, truncated %v", len(str(spec["content"])), spec["contentBytes"], spec["contentTruncated"])
		}
		exp := r.ok("export_spec", map[string]any{"collectionId": cid})
		if num(t, exp["contentBytes"]) <= mcp.MaxSpecText || len(str(exp["text"])) > mcp.MaxSpecText || exp["notes"] == nil {
			t.Errorf("export_spec: %d bytes kept, contentBytes %v", len(str(exp["text"])), exp["contentBytes"])
		}
	})

	v2 := openAPI("Items", tg.url, 63, 10) // 60 operations added
	t.Run("diff_spec drops drafts and keeps 50 entries per bucket with true totals", func(t *testing.T) {
		d := r.ok("diff_spec", map[string]any{"collectionId": cid, "content": v2})
		added, _ := d["added"].([]any)
		sum, _ := d["summary"].(map[string]any)
		if len(added) != 50 || num(t, sum["added"]) != 60 {
			t.Fatalf("diff: %d added entries, summary %v", len(added), sum)
		}
		for _, e := range added {
			if _, ok := e.(map[string]any)["draft"]; ok {
				t.Fatal("an added entry kept its draft")
			}
		}
	})

	t.Run("sync_spec applies the safe policy only", func(t *testing.T) {
		s := r.ok("sync_spec", map[string]any{"collectionId": cid, "content": v2})
		if num(t, s["created"]) != 60 || num(t, s["deleted"]) != 0 || s["skipped"] == nil {
			t.Errorf("sync answered %v", s)
		}
		// A document that drops operations deletes nothing under the safe policy.
		v3 := openAPI("Items", tg.url, 1, 10)
		s = r.ok("sync_spec", map[string]any{"collectionId": cid, "content": v3})
		if num(t, s["deleted"]) != 0 {
			t.Errorf("sync of a smaller document deleted %v", s["deleted"])
		}
	})

	t.Run("a run of a bound collection reports coverage, unbound none", func(t *testing.T) {
		rep := r.ok("run_collection_smoke", map[string]any{"collectionId": cid})
		inner, _ := rep["report"].(map[string]any)
		if rep["coverage"] == nil && inner["coverage"] == nil {
			t.Errorf("a bound run's report has no coverage: %v", keys(rep))
		}
		r.ok("unbind_spec", map[string]any{"collectionId": cid})
		rep = r.ok("run_collection_smoke", map[string]any{"collectionId": cid})
		inner, _ = rep["report"].(map[string]any)
		if rep["coverage"] != nil || inner["coverage"] != nil {
			t.Errorf("an unbound run's report has coverage")
		}
	})
}

func keys(m map[string]any) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}

func TestHostedServices(t *testing.T) {
	r := newRig(t, mcp.Options{})
	r.setConfig(map[string]any{"mcpWriteEnabled": true, "mcpAllowlist": ""})
	col := r.ok("create_collection", map[string]any{"name": "mocked"})
	req := r.ok("create_request", map[string]any{"collectionId": col["id"], "name": "pets", "method": "GET", "url": "http://api.example.invalid/pets"})
	r.ok("create_request_example", map[string]any{"requestId": req["id"], "name": "ok", "status": 200, "body": `{"pets":[]}`, "contentType": "application/json"})

	t.Run("a mock server the engine hosts needs no allowlist entry", func(t *testing.T) {
		m := r.ok("start_mock_server", map[string]any{"collectionId": col["id"]})
		url := str(m["url"])
		if !strings.HasPrefix(url, "http://127.0.0.1:") {
			t.Fatalf("mock answered %v", m)
		}
		got := r.ok("run_request", map[string]any{"request": map[string]any{"method": "GET", "url": url + "/pets"}})
		if got["statusCode"] != float64(200) || got["body"] != `{"pets":[]}` {
			t.Errorf("through the mock: %v %v", got["statusCode"], got["body"])
		}
		if routes := r.ok("get_mock_routes", map[string]any{"mockId": m["id"]}); len(routes["items"].([]any)) != 1 {
			t.Errorf("routes %v", routes)
		}
		if act := r.ok("get_mock_activity", map[string]any{"mockId": m["id"], "limit": 5}); len(act["items"].([]any)) != 1 {
			t.Errorf("activity %v", act)
		}
		if list := r.ok("list_mock_servers", nil); len(list["items"].([]any)) != 1 {
			t.Errorf("mocks %v", list)
		}
		r.ok("stop_mock_server", map[string]any{"mockId": m["id"]})
		if e := r.refused("run_request", map[string]any{"request": map[string]any{"method": "GET", "url": url + "/pets"}}); e["gate"] != "mcpAllowlist" {
			t.Errorf("a stopped mock's port is still exempt: %v", e)
		}
	})

	t.Run("a webhook inbox captures, answers as configured, clears and is deleted with confirmation", func(t *testing.T) {
		in := r.ok("start_webhook_inbox", map[string]any{"name": "hooks"})
		url, id := str(in["url"]), in["id"]
		big := strings.Repeat("b", 40<<10)
		got := r.ok("run_request", map[string]any{"request": map[string]any{"method": "POST", "url": url + "/hook",
			"body": map[string]any{"mode": "text", "content": big}}})
		if got["statusCode"] != float64(200) {
			t.Fatalf("to the inbox: %v", got["statusCode"])
		}
		// The inbox stores its captures in batches: poll until it is in.
		var list []any
		waitFor(t, "the capture to be stored", 10*time.Second, func() bool {
			list, _ = r.ok("get_inbox_captures", map[string]any{"inboxId": id})["captures"].([]any)
			return len(list) > 0
		})
		if len(list) != 1 {
			t.Fatalf("captures %v", list)
		}
		c := list[0].(map[string]any)
		if len(str(c["body"])) != mcp.MaxResultBody || c["bodyTruncated"] != true || num(t, c["bodyBytes"]) != len(big) {
			t.Errorf("a 40 KB capture: %d bytes kept, truncated %v, bodyBytes %v", len(str(c["body"])), c["bodyTruncated"], c["bodyBytes"])
		}
		r.ok("update_inbox_response", map[string]any{"inboxId": id, "status": 202, "body": "queued"})
		got = r.ok("run_request", map[string]any{"request": map[string]any{"method": "POST", "url": url + "/hook"}})
		if got["statusCode"] != float64(202) || got["body"] != "queued" {
			t.Errorf("after update_inbox_response: %v %v", got["statusCode"], got["body"])
		}
		r.ok("clear_inbox_captures", map[string]any{"inboxId": id})
		waitFor(t, "the captures to be cleared", 5*time.Second, func() bool {
			l, _ := r.ok("get_inbox_captures", map[string]any{"inboxId": id})["captures"].([]any)
			return len(l) == 0
		})
		if got := r.ok("delete_webhook_inbox", map[string]any{"inboxId": id}); got["confirmed"] != false {
			t.Errorf("unconfirmed delete %v", got)
		}
		r.ok("delete_webhook_inbox", map[string]any{"inboxId": id, "confirmed": true})
		if list := r.ok("list_webhook_inboxes", nil); len(list["items"].([]any)) != 0 {
			t.Errorf("inboxes after delete %v", list)
		}
	})
}
