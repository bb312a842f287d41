package mcp

import (
	"context"
	"net/url"
	"strconv"
)

func (s *Server) readTools() []*tool {
	return []*tool{
		{name: "get_engine_health", cat: Read, run: get("/health"),
			desc: "Reads the engine's health: status, version and the effective worker count (and a recovery note after a database recovery)."},
		{name: "list_collections", cat: Read, run: get("/collections"),
			desc: "Lists every live collection and folder (parentId null is a root), sorted by order, createdAt and id."},
		{name: "list_requests", cat: Read, params: []param{pCollectionID}, run: get("/requests", "collectionId"),
			desc: "Lists the requests of one collection or folder (not of its subfolders), sorted by order."},
		{name: "list_environments", cat: Read, run: get("/environments"),
			desc: "Lists the environments with their variables and which one is active."},
		{name: "list_runs", cat: Read, run: listed("/runs", limitRuns, "offset", "status", "kind", "collectionId", "requestId"),
			params: []param{limitParam(limitRuns), offsetParam,
				enum(pStr("status", "Only runs with this status."), "Pending", "Running", "Completed", "Stopped", "Failed"),
				enum(pStr("kind", "Only load runs or only collection runs."), "load", "scenario"),
				pStr("collectionId", "Only the runs of this collection."), pStr("requestId", "Only the runs of this stored request.")},
			desc: "Lists runs newest first as compact rows (status, requests, error rate, rps, p95) with the total."},
		{name: "get_run_report", cat: Read, params: []param{pRunID}, run: s.runReport,
			desc: "Reads the report of an ended run: percentiles, status and error counts, thresholds; for a collection run its steps with their traces (96 KB of traces in all, failing steps first, the rest marked traceOmitted) and coverage when the collection is bound to an OpenAPI document."},
		{name: "get_run_samples", cat: Read, run: listed("/runs/{runId}/samples", limitSamples, "offset", "kind"),
			params: []param{pRunID, limitParam(limitSamples), offsetParam, enum(pStr("kind", "Only these samples."), "success", "failure", "slow")},
			desc:   "Reads the kept samples of a run (requests with their responses); bodies are cut at 32 KB."},
		{name: "get_run_timeseries", cat: Read, run: listed("/runs/{runId}/metrics", limitSeries, "offset"),
			params: []param{pRunID, limitParam(limitSeries), offsetParam},
			desc:   "Reads the stored per-tick metrics of a run (throughput, latency percentiles, errors per tick)."},
		{name: "get_run_monitor", cat: Read, run: listed("/runs/{runId}/monitor", limitSeries, "offset"),
			params: []param{pRunID, limitParam(limitSeries), offsetParam},
			desc:   "Reads what the run's monitor scraped from the target's metrics endpoint during the run."},
		{name: "get_engine_config", cat: Read, params: []param{pStr("category", "Only the entries of this category (for example mcp, http, runs).")},
			run: s.engineConfig, desc: "Reads the engine's settings with their values, defaults, bounds and descriptions."},
		{name: "get_live_metrics", cat: Read, params: []param{pRunID}, run: s.liveMetrics,
			desc: "Reads the live state of a run from its live stream: the latest metrics tick (or step), how many events were published, and whether the run completed; use it to follow run_collection and start_load_run."},
		{name: "compare_runs", cat: Read, run: get("/runs/compare", "a", "b"),
			params: []param{req(pStr("a", "The run compared (run_…).")), pStr("b", "The run compared with; absent means the baseline of a's target.")},
			desc:   "Compares two runs (or a run with its target's baseline): latency, throughput and error deltas."},
		{name: "get_spec", cat: Read, params: []param{req(pStr("specId", "The stored OpenAPI document's id (spec_…)."))}, run: s.getSpec,
			desc: "Reads a stored OpenAPI document: hash, source, its operation index and its text (cut at 32 KB; contentBytes is the true size)."},
		{name: "diff_spec", cat: Read, run: s.diffSpec,
			params: []param{pCollectionID, req(pStr("content", "The candidate OpenAPI document (JSON or YAML text).")), pStr("sourceUrl", "Where the document came from.")},
			desc:   "Compares a collection with a candidate OpenAPI document: added, removed and changed operations per request (each bucket cut at 50 entries without their drafts; summary keeps the true totals)."},
		{name: "export_spec", cat: Read, run: s.exportSpec,
			params: []param{pCollectionID, enum(pStr("format", "Document format (default json)."), "json", "yaml")},
			desc:   "Exports a collection as an OpenAPI document (the bound document patched, else a skeleton), with notes on what was written; the text is cut at 32 KB (contentBytes is the true size). Nothing is stored."},
		{name: "list_trash", cat: Read, run: get("/trash"),
			desc: "Lists the roots of the trash, newest first, with what each delete took along."},
		{name: "list_request_examples", cat: Read, params: []param{pRequestID}, run: func(ctx context.Context, c *call) (any, error) {
			v, err := decoded(get("/requests/{requestId}/examples")(ctx, c))
			return capBodies(v), err
		}, desc: "Lists the saved example responses of a request in order (bodies cut at 32 KB)."},
		{name: "get_globals", cat: Read, run: get("/globals"), desc: "Reads the global variables."},
		{name: "resolve_variables", cat: Read, params: targetParams, run: send("POST", "/compose", "requestId", "request", "environmentId", "variables"),
			desc: "Composes a request without sending it: {{variables}} resolved, inherited auth applied; lists the unresolved names."},
		{name: "get_cookies", cat: Read, params: []param{pStr("domain", "Only the cookies of this domain.")}, run: get("/cookies", "domain"),
			desc: "Lists the cookies in the engine's persistent jar."},
		{name: "get_oauth2_token_status", cat: Read, run: s.tokenStatus,
			desc: "Lists the cached OAuth 2 tokens by their metadata (grant, scopes, expiry); never the tokens themselves."},
		{name: "list_mock_issuers", cat: Read, run: get("/mock-issuer"), desc: "Lists the OAuth 2 / OIDC mock issuers the engine hosts with their issuer URLs."},
		{name: "list_mock_servers", cat: Read, run: get("/mock"), desc: "Lists the mock servers the engine hosts with their URLs."},
		{name: "get_mock_routes", cat: Read, params: []param{pMockID}, run: get("/mock/{mockId}/routes"),
			desc: "Lists the routes of a mock server (method, path, the example it answers)."},
		{name: "get_mock_activity", cat: Read, params: []param{pMockID, limitParam(limitActivity)}, run: listed("/mock/{mockId}/activity", limitActivity),
			desc: "Reads the latest requests a mock server answered."},
		{name: "list_webhook_inboxes", cat: Read, run: get("/inbox"), desc: "Lists the webhook inboxes the engine hosts with their URLs."},
		{name: "get_inbox_captures", cat: Read, run: listed("/inbox/{inboxId}/captures", limitCaptures, "since"),
			params: []param{pInboxID, limitParam(limitCaptures), pInt("since", "Only the captures after this capture seq (the polling cursor: pass the newest seq seen).")},
			desc:   "Reads the requests a webhook inbox captured, newest first (bodies cut at 32 KB)."},
	}
}

// engineConfig is get_engine_config: GET /config, one category if asked.
func (s *Server) engineConfig(ctx context.Context, c *call) (any, error) {
	cat, err := c.str("category")
	if err != nil {
		return nil, err
	}
	v, err := s.engine.value(ctx, "GET", "/config", nil, nil)
	if err != nil || cat == "" {
		return v, err
	}
	m, _ := v.(map[string]any)
	var kept []any
	for _, e := range listItems(m["entries"]) {
		if em, _ := e.(map[string]any); em["category"] == cat {
			kept = append(kept, e)
		}
	}
	return map[string]any{"entries": kept}, nil
}

// getSpec is get_spec with the text cut at 32 KB.
func (s *Server) getSpec(ctx context.Context, c *call) (any, error) {
	v, err := decoded(get("/specs/{specId}")(ctx, c))
	if m, ok := v.(map[string]any); ok {
		capText(m, "content")
	}
	return v, err
}

// exportSpec is export_spec with the text cut at 32 KB.
func (s *Server) exportSpec(ctx context.Context, c *call) (any, error) {
	v, err := decoded(send("POST", "/specs/export", "collectionId", "format")(ctx, c))
	if m, ok := v.(map[string]any); ok {
		capText(m, "text")
	}
	return v, err
}

// maxDiffBucket is the most entries diff_spec keeps per bucket.
const maxDiffBucket = 50

// diffSpec is diff_spec: the per-entry draft dropped and each bucket cut
// at 50 entries while summary keeps the true totals.
func (s *Server) diffSpec(ctx context.Context, c *call) (any, error) {
	id, err := c.reqStr("collectionId")
	if err != nil {
		return nil, err
	}
	content, err := c.reqStr("content")
	if err != nil {
		return nil, err
	}
	body := map[string]any{"collectionId": id, "content": content}
	if c.has("sourceUrl") {
		body["sourceUrl"] = c.args["sourceUrl"]
	}
	v, err := s.engine.value(ctx, "POST", "/specs/diff", nil, body)
	if err != nil {
		return nil, err
	}
	return trimDiff(v), nil
}

// trimDiff drops drafts and cuts every array bucket of the diff to 50
// entries, recording the cut in truncatedBuckets; summary is left alone.
func trimDiff(v any) any {
	m, ok := v.(map[string]any)
	if !ok {
		return v
	}
	cutBuckets := map[string]any{}
	var walk func(prefix string, m map[string]any)
	walk = func(prefix string, m map[string]any) {
		for k, e := range m {
			if k == "summary" {
				continue
			}
			switch x := e.(type) {
			case []any:
				for _, entry := range x {
					if em, ok := entry.(map[string]any); ok {
						delete(em, "draft")
					}
				}
				if len(x) > maxDiffBucket {
					m[k] = x[:maxDiffBucket]
					cutBuckets[prefix+k] = len(x)
				}
			case map[string]any:
				walk(prefix+k+".", x)
			}
		}
	}
	walk("", m)
	if len(cutBuckets) > 0 {
		m["truncatedBuckets"] = cutBuckets
	}
	return m
}

// tokenStatus is get_oauth2_token_status: token metadata, never a token.
func (s *Server) tokenStatus(ctx context.Context, _ *call) (any, error) {
	v, err := s.engine.value(ctx, "GET", "/oauth2/tokens", nil, nil)
	return stripTokens(v), err
}

// secretTokenKeys are the members that would carry a token.
var secretTokenKeys = []string{"access_token", "accessToken", "refresh_token", "refreshToken", "id_token", "idToken", "token"}

// stripTokens removes every token member anywhere in v.
func stripTokens(v any) any {
	switch x := v.(type) {
	case map[string]any:
		for _, k := range secretTokenKeys {
			if _, ok := x[k]; ok {
				delete(x, k)
				x["tokenWithheld"] = true
			}
		}
		for _, e := range x {
			stripTokens(e)
		}
	case []any:
		for _, e := range x {
			stripTokens(e)
		}
	}
	return v
}

// runPath is /runs/<id><suffix>.
func runPath(id, suffix string) string { return "/runs/" + url.PathEscape(id) + suffix }

// pageQuery is limit=n&offset=k (and kind when not empty).
func pageQuery(n, offset int, kind string) url.Values {
	q := url.Values{"limit": {strconv.Itoa(n)}, "offset": {strconv.Itoa(offset)}}
	if kind != "" {
		q.Set("kind", kind)
	}
	return q
}
