package mcp_test

import (
	"strings"
	"testing"
	"time"

	"github.com/svc-engine/svc-engine/mcp"
	"github.com/svc-engine/svc-engine/mgmt/mgmttest"
)

func TestBehaviour(t *testing.T) {
	tg := newTarget(t, nil)
	r := newRig(t, mcp.Options{})
	r.setConfig(map[string]any{"mcpAllowlist": tg.host, "mcpWriteEnabled": true})

	t.Run("run_request refuses verifySSL false before sending", func(t *testing.T) {
		e := r.refused("run_request", map[string]any{"request": map[string]any{"method": "GET", "url": tg.url, "verifySSL": false}})
		if e["argument"] != "request.verifySSL" || tg.count() != 0 {
			t.Errorf("refusal %v, target hits %d", e, tg.count())
		}
		col := r.ok("create_collection", map[string]any{"name": "tls"})
		req := r.eng.Request(str(col["id"]), map[string]any{"url": tg.url, "verifySSL": false})
		if e := r.refused("run_request", map[string]any{"requestId": req["id"]}); e["argument"] != "requestId" || tg.count() != 0 {
			t.Errorf("stored verifySSL false: refusal %v, target hits %d", e, tg.count())
		}
	})

	t.Run("create_request_example always stores origin user", func(t *testing.T) {
		col := r.ok("create_collection", map[string]any{"name": "ex"})
		req := r.ok("create_request", map[string]any{"collectionId": col["id"], "name": "r", "method": "GET", "url": tg.url})
		ex := r.ok("create_request_example", map[string]any{"requestId": req["id"], "name": "ok", "status": 201, "body": "{}", "origin": "import"})
		if ex["origin"] != "user" {
			t.Errorf("origin %v", ex["origin"])
		}
		listed := r.ok("list_request_examples", map[string]any{"requestId": req["id"]})
		if items, _ := listed["items"].([]any); len(items) != 1 || items[0].(map[string]any)["origin"] != "user" {
			t.Errorf("examples %v", listed)
		}
	})

	t.Run("import_document detects the format by content and writes it", func(t *testing.T) {
		doc := `openapi: 3.0.3
info: {title: Pets, version: "1"}
servers: [{url: "` + tg.url + `"}]
paths:
  /pets:
    get: {operationId: listPets, tags: [pets], responses: {"200": {description: ok}}}
    trace: {responses: {"200": {description: ok}}}
`
		got := r.ok("import_document", map[string]any{"content": doc, "fileName": "pets.yaml"})
		meta, _ := got["meta"].(map[string]any)
		if meta["format"] != "openapi-3.0" {
			t.Errorf("import answered %v", got)
		}
		var found bool
		for _, c := range r.eng.Do("GET", "/collections", nil).Array(t) {
			found = found || c.(map[string]any)["name"] == "Pets"
		}
		if !found {
			t.Errorf("the imported collection is not stored")
		}
	})

	t.Run("run_collection answers the run id at once", func(t *testing.T) {
		col := r.ok("create_collection", map[string]any{"name": "async"})
		r.ok("create_request", map[string]any{"collectionId": col["id"], "name": "r", "method": "GET", "url": tg.url + "/c"})
		got := r.ok("run_collection", map[string]any{"collectionId": col["id"], "iterations": 2})
		id := str(got["runId"])
		if !strings.HasPrefix(id, "run_") || got["next"] == nil {
			t.Fatalf("run_collection answered %v", got)
		}
		waitFor(t, "the collection run's report", 20*time.Second, func() bool {
			return !r.call("get_run_report", map[string]any{"runId": id}).IsError
		})
		rep := r.ok("get_run_report", map[string]any{"runId": id})
		if steps, _ := rep["steps"].([]any); len(steps) != 2 || rep["tracesOmitted"] == nil {
			t.Errorf("report steps %v omitted %v", rep["steps"], rep["tracesOmitted"])
		}
	})

	t.Run("a collection run refuses a request whose host is off the allowlist", func(t *testing.T) {
		off := newTarget(t, nil)
		col := r.ok("create_collection", map[string]any{"name": "mixed"})
		r.ok("create_request", map[string]any{"collectionId": col["id"], "name": "ok", "method": "GET", "url": tg.url})
		sub := r.ok("create_collection", map[string]any{"name": "sub", "parentId": col["id"]})
		r.ok("create_request", map[string]any{"collectionId": sub["id"], "name": "off", "method": "GET", "url": off.url})
		for _, tool := range []string{"run_collection", "run_collection_smoke"} {
			if e := r.refused(tool, map[string]any{"collectionId": col["id"]}); e["gate"] != "mcpAllowlist" {
				t.Errorf("%s: %v", tool, e)
			}
		}
		if off.count() != 0 {
			t.Errorf("the host off the allowlist saw %d requests", off.count())
		}
	})

	t.Run("an engine error is an error result carrying the engine's error", func(t *testing.T) {
		e := r.refused("update_request", map[string]any{"requestId": "req_missing", "name": "x"})
		if e["code"] != "not_found" || num(t, e["status"]) != 404 {
			t.Errorf("error %v", e)
		}
	})

	t.Run("deletes need confirmation", func(t *testing.T) {
		col := r.ok("create_collection", map[string]any{"name": "doomed"})
		id := str(col["id"])
		got := r.ok("delete_collection", map[string]any{"collectionId": id})
		if got["confirmed"] != false || !contains(str(got["wouldDo"]), id) {
			t.Errorf("unconfirmed delete answered %v", got)
		}
		if r.eng.Do("GET", "/collections/"+id, nil).Status != 200 {
			t.Fatalf("an unconfirmed delete deleted")
		}
		r.ok("delete_collection", map[string]any{"collectionId": id, "confirmed": true})
		if st := r.eng.Do("GET", "/collections/"+id, nil).Status; st != 404 {
			t.Errorf("after a confirmed delete GET answers %d", st)
		}
		// restore needs only the write toggle; purge needs confirmation.
		r.ok("restore_trash_entry", map[string]any{"id": id})
		r.ok("delete_collection", map[string]any{"collectionId": id, "confirmed": true})
		if got := r.ok("purge_trash_entry", map[string]any{"id": id}); got["confirmed"] != false {
			t.Errorf("unconfirmed purge answered %v", got)
		}
		r.ok("purge_trash_entry", map[string]any{"id": id, "confirmed": true})
		if trash := r.ok("list_trash", nil); num(t, trash["total"]) != 0 {
			t.Errorf("trash after purge %v", trash)
		}
	})
}

func TestStdio(t *testing.T) {
	tg := newTarget(t, nil)
	eng := mgmttest.Start(t)
	eng.Must(200, "POST", "/config", map[string]any{"mcpWriteEnabled": true, "mcpAllowlist": tg.host})
	srv, err := mcp.New(mcp.Options{EngineURL: eng.Base})
	if err != nil {
		t.Fatal(err)
	}

	t.Run("the same tools and gates over stdio", func(t *testing.T) {
		c := newStdio(t, srv, map[string]any{})
		resp := c.request("tools/list", map[string]any{})
		if !strings.Contains(string(resp.Result), `"run_request"`) || strings.Count(string(resp.Result), `"inputSchema"`) != 69 {
			t.Errorf("stdio listing: %.300s", resp.Result)
		}
		got := c.call("run_request", map[string]any{"request": map[string]any{"method": "GET", "url": tg.url + "/s"}})
		if got.IsError || got.Structured["statusCode"] != float64(200) || tg.count() != 1 {
			t.Errorf("stdio run_request %v", got.Structured)
		}
		// Without elicitation, confirmed: true is the way.
		col := eng.Collection(map[string]any{})
		if got := c.call("delete_collection", map[string]any{"collectionId": col["id"]}); got.Structured["confirmed"] != false {
			t.Errorf("unconfirmed %v", got.Structured)
		}
		c.call("delete_collection", map[string]any{"collectionId": col["id"], "confirmed": true})
		if st := eng.Do("GET", "/collections/"+str(col["id"]), nil).Status; st != 404 {
			t.Errorf("after a confirmed delete GET answers %d", st)
		}
	})

	t.Run("a client that elicits is asked, and its answer decides", func(t *testing.T) {
		c := newStdio(t, srv, map[string]any{"elicitation": map[string]any{}})
		var asked []string
		answer := "decline"
		c.onRequest = func(req map[string]any) any {
			if req["method"] != "elicitation/create" {
				t.Errorf("server request %v", req["method"])
			}
			p, _ := req["params"].(map[string]any)
			asked = append(asked, str(p["message"]))
			if answer == "accept" {
				return map[string]any{"action": "accept", "content": map[string]any{"confirm": true}}
			}
			return map[string]any{"action": answer}
		}
		col := eng.Collection(map[string]any{})
		id := str(col["id"])
		// confirmed: true does not bypass the client's own prompt.
		if got := c.call("delete_collection", map[string]any{"collectionId": id, "confirmed": true}); got.Structured["confirmed"] != false {
			t.Errorf("declined elicitation answered %v", got.Structured)
		}
		if eng.Do("GET", "/collections/"+id, nil).Status != 200 {
			t.Fatal("a declined delete deleted")
		}
		answer = "accept"
		c.call("delete_collection", map[string]any{"collectionId": id})
		if st := eng.Do("GET", "/collections/"+id, nil).Status; st != 404 {
			t.Errorf("after an accepted elicitation GET answers %d", st)
		}
		if len(asked) != 2 || !contains(asked[0], "delete_collection", id) {
			t.Errorf("elicitation messages %q", asked)
		}
	})
}
