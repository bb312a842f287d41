package mcp

import (
	"context"
	"strings"
)

func (s *Server) writeTools() []*tool {
	colFields := []param{pStr("parentId", "The parent collection (absent or null: a root collection)."),
		pObj("variables", "Collection variables {name: value}."),
		pObj("auth", "Collection auth {mode: none|noauth|bearer|basic|apikey|oauth2, ...}; requests with auth inherit use it."),
		pStr("description", "Free text about the collection."),
		pArr("elements", "object", "Collection elements [{kind, config}] (scripts of every request beneath)."),
		pInt("order", "Position among the siblings.")}
	colNames := []string{"name", "parentId", "variables", "auth", "description", "elements", "order"}
	envFields := []param{pObj("variables", "Environment variables {name: value}."), pBool("isActive", "Make this the active environment.")}
	exampleFields := []param{bounded(pInt("status", "Status code (100-599, default 200)."), 100, 599),
		pArr("headers", "object", "Header rows [{key, value, enabled}], order and repeats kept."),
		pStr("body", "The response body, verbatim (at most 1 MiB)."), pStr("contentType", "The body's content type.")}
	return []*tool{
		{name: "create_collection", cat: Write, run: send("POST", "/collections", colNames...),
			params: withParams([]param{req(pStr("name", "The collection's name."))}, colFields...),
			desc:   "Creates a collection (or a folder, with parentId)."},
		{name: "update_collection", cat: Write, run: send("PUT", "/collections/{collectionId}", colNames...),
			params: withParams([]param{pCollectionID, pStr("name", "New name.")}, colFields...),
			desc:   "Updates a collection: a merge-patch, an omitted field keeps its value, null resets it to the default."},
		{name: "delete_collection", cat: Write, confirm: true, params: []param{pCollectionID, confirmedParam},
			run: send("DELETE", "/collections/{collectionId}"), preview: says("move collection {collectionId} and everything beneath it to the trash"),
			desc: "Moves a collection and its whole subtree to the trash (restore_trash_entry brings it back)."},
		{name: "bind_spec", cat: Write, run: send("POST", "/specs/bind", "collectionId", "content", "sourceUrl"),
			params: []param{pCollectionID, req(pStr("content", "The OpenAPI document's text (JSON or YAML).")), pStr("sourceUrl", "Where the document came from.")},
			desc:   "Binds a collection to an OpenAPI document given as text: stores it, moves the binding, stamps the requests that match an operation and clears the stamps the new document does not account for (stamped and cleared counts)."},
		{name: "sync_spec", cat: Write, run: s.syncSpec,
			params: []param{pCollectionID, req(pStr("content", "The new OpenAPI document's text.")), pStr("sourceUrl", "Where the document came from.")},
			desc:   "Syncs a bound collection with a new version of its document under the safe policy only: adds new operations and moves fields that were not hand-edited; deletes nothing (skipped says what was left)."},
		{name: "unbind_spec", cat: Write, params: []param{pCollectionID}, run: func(ctx context.Context, c *call) (any, error) {
			c.args["openapi"] = nil
			return send("PUT", "/collections/{collectionId}", "openapi")(ctx, c)
		}, desc: "Unbinds a collection from its OpenAPI document; the document and the requests' operation stamps are kept."},
		{name: "import_document", cat: Write, run: send("POST", "/import", "content", "fileName", "sourceUrl", "importEnvironments", "importScripts", "parentId"),
			params: []param{req(pStr("content", "The document's text: a collection export (v2.0/v2.1), an environment or globals export, another client's export v4, OpenAPI 3.x or 2.0 (JSON or YAML), or an XML test plan. The format is detected by content.")),
				pStr("fileName", "The file name, if any."), pStr("sourceUrl", "Where the document came from (resolves a relative server URL)."),
				pBool("importEnvironments", "Build the environments the document declares (default true)."),
				pBool("importScripts", "Import scripts (default true; false imports them empty)."),
				pStr("parentId", "A collection to import under (absent: at the root).")},
			desc: "Imports a document in one call: detected by content, mapped, written in one transaction; answers the ids created and meta (format, counts, and meta.skipped naming what was declared but not representable). External $ref files are not followed."},
		{name: "create_request", cat: Write, run: send("POST", "/requests", append([]string{"collectionId"}, requestFieldNames...)...),
			params: withParams([]param{pCollectionID, req(pStr("name", "The request's name.")),
				req(enum(pStr("method", "The HTTP method."), "GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS")),
				req(pStr("url", "The URL; may hold {{variables}}; enabled query parameters belong here."))}, requestFieldParams...),
			desc: "Creates a request in a collection."},
		{name: "update_request", cat: Write, run: send("PUT", "/requests/{requestId}", append([]string{"collectionId"}, requestFieldNames...)...),
			params: withParams([]param{pRequestID, pStr("collectionId", "Move the request to this collection."), pStr("name", "New name."),
				enum(pStr("method", "The HTTP method."), "GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"),
				pStr("url", "The URL; may hold {{variables}}.")}, requestFieldParams...),
			desc: "Updates a request: a merge-patch, an omitted field keeps its value, null resets it to the default."},
		{name: "delete_request", cat: Write, confirm: true, params: []param{pRequestID, confirmedParam},
			run: send("DELETE", "/requests/{requestId}"), preview: says("move request {requestId} to the trash"),
			desc: "Moves a request to the trash."},
		{name: "restore_trash_entry", cat: Write, params: []param{pTrashID}, run: send("POST", "/trash/{id}/restore"),
			desc: "Restores a trash entry with everything deleted with it (a collection whose parent is gone comes back at the root)."},
		{name: "purge_trash_entry", cat: Write, confirm: true, params: []param{pTrashID, confirmedParam},
			run: send("DELETE", "/trash/{id}"), preview: says("permanently delete trash entry {id} with its whole subtree and examples"),
			desc: "Deletes a trash entry permanently with its whole subtree and examples."},
		{name: "create_request_example", cat: Write, run: func(ctx context.Context, c *call) (any, error) {
			c.args["origin"] = "user"
			return send("POST", "/requests/{requestId}/examples", "name", "status", "headers", "body", "contentType", "origin")(ctx, c)
		}, params: withParams([]param{pRequestID, req(pStr("name", "The example's name."))}, exampleFields...),
			desc: "Saves an example response on a request (stored with origin user; at most 100 per request)."},
		{name: "update_request_example", cat: Write, run: send("PUT", "/requests/{requestId}/examples/{exampleId}", "name", "status", "headers", "body", "contentType"),
			params: withParams([]param{pRequestID, pExampleID, pStr("name", "New name.")}, exampleFields...),
			desc:   "Updates a saved example: a merge-patch, null resets a field to its default."},
		{name: "delete_request_example", cat: Write, confirm: true, params: []param{pRequestID, pExampleID, confirmedParam},
			run: send("DELETE", "/requests/{requestId}/examples/{exampleId}"), preview: says("delete example {exampleId} of request {requestId}"),
			desc: "Deletes a saved example."},
		{name: "move_item", cat: Write, run: s.moveItem,
			params: []param{req(enum(pStr("type", "What moves."), "collection", "request")), req(pStr("id", "The collection's or request's id.")),
				req(bounded(pInt("order", "The new position among the siblings (0 first)."), 0, 1<<30)),
				pStr("parentId", "For a collection: the new parent (null: the root; absent: keep)."),
				pStr("collectionId", "For a request: the new owning collection (absent: keep).")},
			desc: "Moves a collection or a request to a new position, and optionally under a new parent."},
		{name: "create_environment", cat: Write, run: send("POST", "/environments", "name", "variables", "isActive"),
			params: withParams([]param{req(pStr("name", "The environment's name."))}, envFields...), desc: "Creates an environment."},
		{name: "update_environment", cat: Write, run: send("PUT", "/environments/{environmentId}", "name", "variables", "isActive"),
			params: withParams([]param{pEnvironmentID, pStr("name", "New name.")}, envFields...),
			desc:   "Updates an environment: a merge-patch, null resets a field to its default."},
		{name: "activate_environment", cat: Write, params: []param{pEnvironmentID}, run: func(ctx context.Context, c *call) (any, error) {
			c.args["isActive"] = true
			return send("PUT", "/environments/{environmentId}", "isActive")(ctx, c)
		}, desc: "Makes an environment the active one."},
		{name: "delete_environment", cat: Write, confirm: true, params: []param{pEnvironmentID, confirmedParam},
			run: send("DELETE", "/environments/{environmentId}"), preview: says("delete environment {environmentId}"),
			desc: "Deletes an environment."},
		{name: "update_globals", cat: Write, params: []param{req(pObj("variables", "All global variables {name: value}; replaces the whole set."))},
			run: send("POST", "/globals", "variables"), desc: "Replaces the global variables."},
		{name: "clear_cookies", cat: Write, params: []param{pStr("domain", "Only the cookies of this domain (absent: all).")},
			run: func(ctx context.Context, c *call) (any, error) {
				return c.s.engine.value(ctx, "DELETE", "/cookies", c.query("domain"), nil)
			}, desc: "Clears the engine's persistent cookie jar (or one domain of it)."},
		{name: "set_run_baseline", cat: Write, run: send("PUT", "/runs/{runId}/baseline", "baseline"),
			params: []param{pRunID, pBool("baseline", "true (default) marks the run as its target's baseline; false clears the mark.")},
			desc:   "Marks a completed run as the baseline of its target (compare_runs compares with it), or clears the mark."},
		{name: "delete_run", cat: Write, confirm: true, params: []param{pRunID, confirmedParam},
			run: send("DELETE", "/runs/{runId}"), preview: says("permanently delete run {runId} with its report and history"),
			desc: "Deletes a run with its report, samples and history."},
		{name: "update_engine_config", cat: Write, check: checkConfigKeys, run: s.updateConfig,
			params: []param{req(pObj("entries", "Settings to write {key: value} (get_engine_config lists the keys). The mcp category cannot be changed by an agent."))},
			desc:   "Writes engine settings; every key is validated before any is written."},
		{name: "clear_oauth2_token", cat: Write, params: []param{pStr("key", "Only the token with this cache key (get_oauth2_token_status lists them; absent: every cached token).")},
			run: func(ctx context.Context, c *call) (any, error) {
				return c.s.engine.raw(ctx, "DELETE", "/oauth2/tokens", c.query("key"), nil)
			}, desc: "Removes cached OAuth 2 tokens, so the next send fetches a new one."},
		{name: "delete_webhook_inbox", cat: Write, confirm: true, params: []param{pInboxID, confirmedParam},
			run: send("DELETE", "/inbox/{inboxId}"), preview: says("delete webhook inbox {inboxId} with its captures"),
			desc: "Deletes a webhook inbox with its captures."},
		{name: "clear_inbox_captures", cat: Write, params: []param{pInboxID}, run: send("DELETE", "/inbox/{inboxId}/captures"),
			desc: "Clears the captures of a webhook inbox."},
	}
}

// syncSpec is sync_spec: POST /specs/sync with policy safe and nothing
// else.
func (s *Server) syncSpec(ctx context.Context, c *call) (any, error) {
	id, err := c.reqStr("collectionId")
	if err != nil {
		return nil, err
	}
	content, err := c.reqStr("content")
	if err != nil {
		return nil, err
	}
	spec := map[string]any{"content": content}
	if c.has("sourceUrl") {
		spec["sourceUrl"] = c.args["sourceUrl"]
	}
	return s.engine.value(ctx, "POST", "/specs/sync", nil, map[string]any{"collectionId": id, "spec": spec, "policy": "safe"})
}

// moveItem is move_item: one move of POST /reorder.
func (s *Server) moveItem(ctx context.Context, c *call) (any, error) {
	kind, err := c.reqStr("type")
	if err != nil {
		return nil, err
	}
	move := c.pick("type", "id", "order")
	switch kind {
	case "collection":
		if v, ok := c.args["parentId"]; ok {
			move["parentId"] = v
		}
	case "request":
		if c.has("collectionId") {
			move["collectionId"] = c.args["collectionId"]
		}
	default:
		return nil, argErr("type", "must be collection or request")
	}
	return s.engine.value(ctx, "POST", "/reorder", nil, map[string]any{"moves": []any{move}})
}

// checkConfigKeys refuses the mcp settings: an agent cannot lift its own
// gates.
func checkConfigKeys(_ context.Context, c *call) error {
	entries, err := c.object("entries")
	if err != nil {
		return err
	}
	if len(entries) == 0 {
		return argErr("entries", "must hold at least one setting")
	}
	for k := range entries {
		if strings.HasPrefix(k, "mcp") {
			return &Refusal{Gate: "mcp", Msg: "setting " + k + " is a gate of the tool server and cannot be changed through it"}
		}
	}
	return nil
}

func (s *Server) updateConfig(ctx context.Context, c *call) (any, error) {
	entries, _ := c.object("entries")
	return s.engine.value(ctx, "POST", "/config", nil, entries)
}
