package mcp

import (
	"context"
	"fmt"
	"net/url"
	"strings"
	"time"
)

func (s *Server) executeTools() []*tool {
	scenarioParams := []param{pCollectionID,
		pStr("folderId", "Run only this folder (the collection itself or one beneath it)."),
		pStr("environmentId", "The environment; absent means the active one, \"\" none.")}
	issuerParams := []param{
		bounded(pInt("expiresIn", "Token lifetime in seconds (at most 31 days)."), 1, maxIssuerExpiry),
		bounded(pInt("slowMs", "Delay every token answer by this many milliseconds (at most 60000)."), 0, maxIssuerSlowMs),
		pArr("clients", "object", "Registered clients [{clientId, clientSecret, grantTypes, scopes, redirectUris}] (at most 32)."),
		pObj("claims", "Extra claims of the issued tokens."),
		enum(pStr("signingAlg", "Signing algorithm."), "RS256", "ES256"),
	}
	return []*tool{
		{name: "run_request", cat: Execute, openWorld: true, params: withParams(targetParams,
			bounded(pInt("timeoutMs", "Send timeout in milliseconds (default: the engine's defaultTimeout)."), 1, 3600000)),
			check: checkVerifySSL, targets: s.composedTarget, run: func(ctx context.Context, c *call) (any, error) {
				v, err := decoded(send("POST", "/execute", "requestId", "request", "environmentId", "variables", "timeoutMs")(ctx, c))
				return capBodies(v), err
			},
			desc: "Sends one request (a stored one or an inline template) and answers the response: status, headers, body (cut at 32 KB with bodyTruncated and bodyBytes), timing and test results. verifySSL: false is refused."},
		{name: "run_collection_smoke", cat: Execute, openWorld: true, params: scenarioParams, targets: s.collectionTargets,
			run:  s.smokeRun,
			desc: "Runs one iteration of a collection and waits for it (bounded), then answers its report with the steps and their traces."},
		{name: "run_collection", cat: Execute, openWorld: true, targets: s.collectionTargets, run: s.startCollectionRun,
			params: withParams(scenarioParams,
				bounded(pInt("iterations", "Passes over the collection (default: the number of data rows, else 1)."), 1, 1000000),
				pArr("data", "object", "Inline data rows, one object per iteration."),
				bounded(pInt("delayMs", "Wait between requests."), 0, 600000),
				pBool("bail", "Stop at the first failed step."),
				bounded(pInt("timeoutMs", "Per-request timeout in milliseconds."), 1, 3600000)),
			desc: "Starts a collection run and answers its runId at once; follow it with get_live_metrics and read get_run_report when it has ended."},
		{name: "fetch_oauth2_token", cat: Execute, openWorld: true, check: s.checkGrant, targets: s.tokenTarget, run: s.fetchToken,
			params: []param{
				pStr("requestId", "A stored request whose oauth2 auth (own or inherited) names the token to fetch; give one of requestId, collectionId and config."),
				pStr("collectionId", "A collection whose oauth2 auth (own or inherited) names the token to fetch."),
				pObj("config", "An inline oauth2 config, as a request's auth.config: {grant_type: client_credentials|password_credentials, accessTokenUrl, clientId, clientSecret, scope, ...}; authorization_code is refused."),
				pStr("environmentId", "The environment to resolve {{variables}} in the config with."),
				pObj("variables", "Variable overrides for this call.")},
			desc: "Fetches an OAuth 2 token into the engine's cache and answers its metadata (type, scopes, expiry), never the token. The authorization_code grant is refused."},
		{name: "start_mock_issuer", cat: Execute, check: checkIssuer, run: send("POST", "/mock-issuer", "port", "expiresIn", "slowMs", "clients", "claims", "signingAlg"),
			params: withParams([]param{bounded(pInt("port", "Loopback port (0 or absent: a free one)."), 0, 65535)}, issuerParams...),
			desc:   "Starts an OAuth 2 / OIDC mock issuer on a loopback port (at most 8 run at once) and answers its issuer URL."},
		{name: "stop_mock_issuer", cat: Execute, params: []param{pIssuerID}, run: send("POST", "/mock-issuer/{issuerId}/stop"),
			desc: "Stops a mock issuer (its definition is kept)."},
		{name: "update_mock_issuer", cat: Execute, check: checkIssuerUpdate,
			params: withParams([]param{pIssuerID, pObj("failNext", "Fail the next token requests: {status, error, count}.")}, issuerParams[:4]...),
			run:    send("PUT", "/mock-issuer/{issuerId}", "expiresIn", "slowMs", "clients", "claims", "failNext"),
			desc:   "Changes a running mock issuer: expiry, delay, clients, claims, or failures of the next token requests."},
		{name: "start_mock_server", cat: Execute, run: send("POST", "/mock", "collectionId", "port", "delayMs"),
			params: []param{pCollectionID, bounded(pInt("port", "Loopback port (0 or absent: a free one)."), 0, 65535),
				bounded(pInt("delayMs", "Delay every answer by this many milliseconds."), 0, 60000)},
			desc: "Starts a mock server on a loopback port that answers the collection's requests with their saved examples (routes by method and path; the request's mockResponseMode picks the example)."},
		{name: "stop_mock_server", cat: Execute, params: []param{pMockID}, run: send("POST", "/mock/{mockId}/stop"),
			desc: "Stops a mock server (its definition is kept)."},
		{name: "start_webhook_inbox", cat: Execute, run: send("POST", "/inbox", "name", "port", "response"),
			params: []param{pStr("name", "A name for the inbox."), bounded(pInt("port", "Loopback port (0 or absent: a free one)."), 0, 65535),
				pObj("response", "What the inbox answers: {status, headers: [{key, value}], body, delayMs} (default 200, empty).")},
			desc: "Starts a webhook inbox on a loopback port that captures every request it receives."},
		{name: "stop_webhook_inbox", cat: Execute, params: []param{pInboxID}, run: send("POST", "/inbox/{inboxId}/stop"),
			desc: "Stops a webhook inbox (its captures are kept)."},
		{name: "update_inbox_response", cat: Execute, run: s.updateInboxResponse,
			params: []param{pInboxID, bounded(pInt("status", "Status code to answer (default 200)."), 100, 599),
				pArr("headers", "object", "Header rows [{key, value}], in order."), pStr("body", "Body to answer."),
				bounded(pInt("delayMs", "Wait this many milliseconds before answering."), 0, 60000)},
			desc: "Changes what a webhook inbox answers (a merge: an omitted member keeps its value)."},
	}
}

// checkVerifySSL refuses run_request with verifySSL: false.
func checkVerifySSL(_ context.Context, c *call) error {
	for _, name := range []string{"verifySSL"} {
		if v, ok := c.args[name].(bool); ok && !v {
			return argErr(name, "false is refused: agents send with certificate verification on")
		}
	}
	r, err := c.object("request")
	if err != nil {
		return err
	}
	if v, ok := r["verifySSL"].(bool); ok && !v {
		return argErr("request.verifySSL", "false is refused: agents send with certificate verification on")
	}
	if !c.has("requestId") && r == nil {
		return argErr("requestId", "or request is required")
	}
	return nil
}

// composedTarget composes the send (POST /compose) and returns the URL it
// would reach; a stored request that turns verification off is refused.
func (s *Server) composedTarget(ctx context.Context, c *call) ([]string, error) {
	v, err := s.engine.value(ctx, "POST", "/compose", nil, c.pick("requestId", "request", "environmentId", "variables"))
	if err != nil {
		return nil, err
	}
	m, _ := v.(map[string]any)
	r, _ := m["request"].(map[string]any)
	if ok, isBool := r["verifySSL"].(bool); isBool && !ok && c.name == "run_request" {
		return nil, argErr("requestId", "names a request with verifySSL false, which is refused: agents send with certificate verification on")
	}
	u, _ := r["url"].(string)
	return []string{u}, nil
}

// collectionTargets composes every request of the collection (or folder)
// subtree and returns their URLs.
func (s *Server) collectionTargets(ctx context.Context, c *call) ([]string, error) {
	root, err := c.reqStr("collectionId")
	if err != nil {
		return nil, err
	}
	if f, _ := c.str("folderId"); f != "" {
		root = f
	}
	cols, err := s.engine.value(ctx, "GET", "/collections", nil, nil)
	if err != nil {
		return nil, err
	}
	children := map[string][]string{}
	for _, e := range listItems(cols) {
		m, _ := e.(map[string]any)
		id, _ := m["id"].(string)
		parent, _ := m["parentId"].(string)
		children[parent] = append(children[parent], id)
	}
	var urls []string
	queue := []string{root}
	for seen := map[string]bool{}; len(queue) > 0; queue = queue[1:] {
		id := queue[0]
		if seen[id] {
			continue
		}
		seen[id] = true
		queue = append(queue, children[id]...)
		reqs, err := s.engine.value(ctx, "GET", "/requests", url.Values{"collectionId": {id}}, nil)
		if err != nil {
			return nil, err
		}
		for _, r := range listItems(reqs) {
			rm, _ := r.(map[string]any)
			body := map[string]any{"requestId": rm["id"]}
			if c.has("environmentId") {
				body["environmentId"] = c.args["environmentId"]
			}
			v, err := s.engine.value(ctx, "POST", "/compose", nil, body)
			if err != nil {
				return nil, err
			}
			cm, _ := v.(map[string]any)
			sent, _ := cm["request"].(map[string]any)
			if u, _ := sent["url"].(string); u != "" {
				urls = append(urls, u)
			}
		}
	}
	return urls, nil
}

// scenario builds the scenario block of a collection run.
func scenario(c *call, names ...string) map[string]any {
	return c.pick(append([]string{"collectionId", "folderId", "environmentId"}, names...)...)
}

// startCollectionRun is run_collection: POST /runs with a scenario block,
// answered at once with the run id.
func (s *Server) startCollectionRun(ctx context.Context, c *call) (any, error) {
	v, err := s.engine.value(ctx, "POST", "/runs", nil, map[string]any{
		"scenario": scenario(c, "iterations", "data", "delayMs", "bail", "timeoutMs")})
	if err != nil {
		return nil, err
	}
	return started(v), nil
}

// started adds the follow-up hints to a POST /runs answer.
func started(v any) any {
	m, _ := v.(map[string]any)
	if m != nil {
		m["next"] = "follow it with get_live_metrics; read get_run_report once it has ended"
	}
	return v
}

// smokeRun is run_collection_smoke: one iteration, waited for up to the
// smoke bound, then the report; a run still going at the bound is stopped.
func (s *Server) smokeRun(ctx context.Context, c *call) (any, error) {
	sc := scenario(c)
	sc["iterations"] = 1
	v, err := s.engine.value(ctx, "POST", "/runs", nil, map[string]any{"scenario": sc})
	if err != nil {
		return nil, err
	}
	id, _ := v.(map[string]any)["runId"].(string)
	if id == "" {
		return nil, fmt.Errorf("start the smoke run: the engine answered no runId")
	}
	deadline := time.Now().Add(s.smoke)
	for wait := 20 * time.Millisecond; ; wait = min(wait*2, 500*time.Millisecond) {
		run, err := s.engine.value(ctx, "GET", runPath(id, ""), nil, nil)
		if err != nil {
			return nil, err
		}
		status, _ := run.(map[string]any)["status"].(string)
		if status != "Pending" && status != "Running" {
			break
		}
		if time.Now().After(deadline) {
			if _, err := s.engine.value(ctx, "POST", runPath(id, "/stop"), nil, nil); err != nil {
				return nil, err
			}
			return map[string]any{"runId": id, "stopped": true,
				"message": fmt.Sprintf("the smoke run did not end within %s and was stopped; read get_run_report", s.smoke)}, nil
		}
		select {
		case <-ctx.Done():
			return nil, fmt.Errorf("wait for the smoke run %s: %w", id, ctx.Err())
		case <-time.After(wait):
		}
	}
	return s.reportOf(ctx, id)
}

// grantOf returns the grant of an oauth2 config.
func grantOf(cfg map[string]any) string {
	for _, k := range []string{"grant_type", "grantType"} {
		if g, ok := cfg[k].(string); ok {
			return strings.ToLower(strings.TrimSpace(g))
		}
	}
	return ""
}

// oauth2Named is the body naming the OAuth 2 auth of a call: exactly one
// of requestId, collectionId and config (as auth {mode: oauth2, config}).
func oauth2Named(c *call) (map[string]any, error) {
	cfg, err := c.object("config")
	if err != nil {
		return nil, err
	}
	named := 0
	for _, n := range []string{"requestId", "collectionId", "config"} {
		if c.has(n) {
			named++
		}
	}
	if named != 1 {
		return nil, argErr("config", "name the OAuth 2 auth by exactly one of requestId, collectionId and config")
	}
	body := c.pick("requestId", "collectionId", "environmentId", "variables")
	if cfg != nil {
		body["auth"] = map[string]any{"mode": "oauth2", "config": cfg}
	}
	return body, nil
}

// composedOAuth2 composes the named auth as a send would (variables
// resolved, inheritance walked) and returns its oauth2 config.
func (s *Server) composedOAuth2(ctx context.Context, c *call) (map[string]any, error) {
	named, err := oauth2Named(c)
	if err != nil {
		return nil, err
	}
	body := map[string]any{}
	for _, k := range []string{"environmentId", "variables", "requestId"} {
		if v, ok := named[k]; ok {
			body[k] = v
		}
	}
	if _, ok := named["requestId"]; !ok {
		inline := map[string]any{"method": "GET", "url": "http://127.0.0.1/", "auth": named["auth"]}
		if id, ok := named["collectionId"]; ok {
			inline["collectionId"], inline["auth"] = id, map[string]any{"mode": "inherit"}
		}
		body["request"] = inline
	}
	v, err := s.engine.value(ctx, "POST", "/compose", nil, body)
	if err != nil {
		return nil, err
	}
	m, _ := v.(map[string]any)
	r, _ := m["request"].(map[string]any)
	auth, _ := r["auth"].(map[string]any)
	if auth["mode"] != "oauth2" {
		return nil, argErr("config", "names no oauth2 auth (the auth that applies is %v)", auth["mode"])
	}
	cfg, _ := auth["config"].(map[string]any)
	return cfg, nil
}

// checkGrant refuses the authorization_code grant before calling out,
// whether the config is inline or stored (own or inherited).
func (s *Server) checkGrant(ctx context.Context, c *call) error {
	cfg, err := s.composedOAuth2(ctx, c)
	if err != nil {
		return err
	}
	if g := grantOf(cfg); strings.HasPrefix(g, "authorization_code") {
		return argErr("config.grant_type", "authorization_code is refused: it needs a person at a browser")
	}
	return nil
}

// tokenTarget is the token endpoint of the composed config.
func (s *Server) tokenTarget(ctx context.Context, c *call) ([]string, error) {
	cfg, err := s.composedOAuth2(ctx, c)
	if err != nil {
		return nil, err
	}
	if u, ok := cfg["accessTokenUrl"].(string); ok && u != "" {
		return []string{u}, nil
	}
	return nil, nil
}

// fetchToken is fetch_oauth2_token: POST /oauth2/token, answered without
// any token.
func (s *Server) fetchToken(ctx context.Context, c *call) (any, error) {
	body, err := oauth2Named(c)
	if err != nil {
		return nil, err
	}
	v, err := s.engine.value(ctx, "POST", "/oauth2/token", nil, body)
	return stripTokens(v), err
}

// Mock issuer limits.
const (
	maxIssuerExpiry  = 31 * 24 * 3600
	maxIssuerSlowMs  = 60000
	maxIssuerClients = 32
)

// checkIssuer applies the mock issuer limits before the engine is called.
func checkIssuer(_ context.Context, c *call) error {
	if n, err := c.integer("expiresIn", 0); err != nil || n > maxIssuerExpiry || n < 0 {
		return argErr("expiresIn", "must be a whole number of seconds up to 31 days (%d)", maxIssuerExpiry)
	}
	if n, err := c.integer("slowMs", 0); err != nil || n > maxIssuerSlowMs || n < 0 {
		return argErr("slowMs", "must be a whole number of milliseconds up to 60000")
	}
	if cl, ok := c.args["clients"].([]any); ok && len(cl) > maxIssuerClients {
		return argErr("clients", "holds %d clients; at most %d are allowed", len(cl), maxIssuerClients)
	}
	return nil
}

// checkIssuerUpdate applies the mock issuer limits to a change and
// refuses signingAlg, which the engine keeps for the issuer's life (its
// keys are made at start), so a silent no-op is never reported as done.
func checkIssuerUpdate(ctx context.Context, c *call) error {
	if c.has("signingAlg") {
		return argErr("signingAlg", "cannot change on an existing issuer: start a new one with start_mock_issuer")
	}
	return checkIssuer(ctx, c)
}

// updateInboxResponse is update_inbox_response: PUT /inbox/:id with the
// response members given.
func (s *Server) updateInboxResponse(ctx context.Context, c *call) (any, error) {
	p, err := c.path("/inbox/{inboxId}")
	if err != nil {
		return nil, err
	}
	return s.engine.raw(ctx, "PUT", p, nil, map[string]any{"response": c.pick("status", "headers", "body", "delayMs")})
}
