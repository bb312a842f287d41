package mgmt

import (
	"os"
	"strings"
	"time"

	"github.com/valyala/fasthttp"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/config"
	"github.com/svc-engine/svc-engine/logs"
	"github.com/svc-engine/svc-engine/scenario"
	"github.com/svc-engine/svc-engine/scripting"
	"github.com/svc-engine/svc-engine/sender"
	"github.com/svc-engine/svc-engine/store"
	"github.com/svc-engine/svc-engine/workspace"
)

type composeBody struct {
	Request       sender.RequestView `json:"request"`
	Unresolved    []string           `json:"unresolved"`
	AuthFrom      *string            `json:"authFrom"`
	Elements      []codec.RawMessage `json:"elements"`
	RequestID     *string            `json:"requestId"`
	CollectionID  *string            `json:"collectionId"`
	EnvironmentID *string            `json:"environmentId"`
}

// compose reads a compose/execute body: requestId (a stored request) or
// request (an inline template with the fields of a stored request;
// collectionId optional), environmentId (absent: the active environment;
// null or "": none), variables (an object of overrides, highest
// precedence) and timeoutMs.
func (s *Server) compose(p workspace.Patch) (sender.Composed, composeBody, error) {
	src, out, err := s.composeSources(p)
	if err != nil {
		return sender.Composed{}, out, err
	}
	return finishCompose(src, out)
}

// composeSources is what compose reads from the store: the compose layers,
// and the stored variables behind them, which scripts may change before
// the request is composed again (send_scripts.go).
type composeSources struct {
	in      sender.ComposeInput
	timeout time.Duration
	globals codec.RawMessage       // the stored globals variables
	env     *workspace.Environment // the environment used; nil for none
}

// composeSources reads a compose/execute body and the stored rows it
// names (store.ComposeLayers, the one read behind every compose).
func (s *Server) composeSources(p workspace.Patch) (composeSources, composeBody, error) {
	var out composeBody
	var src composeSources
	spec, err := workspace.ParseComposeSpec(p)
	if err != nil {
		return src, out, err
	}
	var l store.ComposeLayers
	err = s.store.View(s.base, func(tx *store.Tx) error {
		var err error
		l, err = tx.ComposeLayers(spec, s.inputDeps(tx))
		return err
	})
	if err != nil {
		return src, out, err
	}
	if spec.Inline == nil {
		out.RequestID = &l.Request.ID
	}
	if l.Request.CollectionID != store.InlineCollection {
		out.CollectionID = &l.Request.CollectionID
	}
	src.in = sender.ComposeInput{Request: l.Request, Chain: l.Chain, Globals: sender.VarsFromJSON(l.Globals)}
	if l.Environment != nil {
		src.in.Environment, out.EnvironmentID, src.env = sender.VarsFromJSON(l.Environment.Variables), &l.Environment.ID, l.Environment
	}
	if spec.Variables != nil {
		src.in.Extra = []sender.Vars{sender.VarsFromJSON(spec.Variables)}
	}
	src.globals, src.timeout = l.Globals, spec.Timeout
	return src, out, nil
}

// finishCompose composes the request of src and fills the compose answer.
func finishCompose(src composeSources, out composeBody) (sender.Composed, composeBody, error) {
	composed, err := sender.Compose(src.in)
	if err != nil {
		return composed, out, err
	}
	composed.Request.Timeout = src.timeout
	out.Request = sender.ViewOf(composed.Request)
	out.Unresolved = composed.Unresolved
	if out.Unresolved == nil {
		out.Unresolved = []string{}
	}
	if composed.AuthFrom != "" {
		out.AuthFrom = &composed.AuthFrom
	}
	out.Elements = composed.Elements
	if out.Elements == nil {
		out.Elements = []codec.RawMessage{}
	}
	return composed, out, nil
}

func (s *Server) composeRoute(ctx *fasthttp.RequestCtx) error {
	p, err := decode(ctx)
	if err != nil {
		return err
	}
	_, out, err := s.compose(p)
	if err != nil {
		return err
	}
	return writeJSON(ctx, 200, out)
}

// executeBody is the answer of POST /execute: the response fields at the
// top level, then what was sent and where it was stored.
type executeBody struct {
	sender.Response
	Request    sender.Sent `json:"request"`
	HistoryID  string      `json:"historyId"`
	Unresolved []string    `json:"unresolved"`
	scriptOutcome
}

// settings reads the send settings from the live config.
func (s *Server) settings() sender.Settings {
	cfg := s.config()
	st := sender.Settings{
		DefaultTimeout: cfg.Duration(config.KeyDefaultTimeout),
		MaxBodyBytes:   cfg.Int(config.KeyMaxDesignResponseBodyBytes),
		Proxy: sender.ProxySettings{
			Mode:      cfg.String(config.KeyProxyMode),
			URL:       cfg.String(config.KeyProxyURL),
			Bypass:    cfg.String(config.KeyProxyBypass),
			SystemURL: cfg.String(config.KeyProxySystemURL),
		},
		UserAgent: "svc-engine/" + s.version,
	}
	oauth2Settings(cfg, &st)
	if cfg.Bool(config.KeyCorrelationIDEnabled) {
		st.CorrelationHeader = cfg.String(config.KeyCorrelationIDHeader)
	}
	for _, f := range strings.Split(cfg.String(config.KeyCustomCACertificates), string(os.PathListSeparator)) {
		if f = strings.TrimSpace(f); f != "" {
			st.CACertFiles = append(st.CACertFiles, f)
		}
	}
	return st
}

// execute composes, sends, stores the execution as history and answers.
// The request's script elements run around the send (send_scripts.go).
func (s *Server) execute(ctx *fasthttp.RequestCtx) error {
	p, err := decode(ctx)
	if err != nil {
		return err
	}
	src, view, err := s.composeSources(p)
	if err != nil {
		return err
	}
	composed, view, err := finishCompose(src, view)
	if err != nil {
		return err
	}
	pre := scenario.ScriptsOf(composed.Elements, "script.pre")
	post := scenario.ScriptsOf(composed.Elements, "script.post")
	out := executeBody{scriptOutcome: newScriptOutcome()}
	var scopes *sendScopes
	info := scripting.Info{EventName: "prerequest", IterationCount: 1, RequestName: src.in.Request.Name, RequestID: src.in.Request.ID}
	if len(src.in.Chain) > 0 {
		info.CollectionName = src.in.Chain[0].Name
	}
	if src.env != nil {
		info.EnvironmentName = src.env.Name
	}
	if len(pre)+len(post) > 0 {
		scopes = newScopes(src)
	}
	if len(pre) > 0 {
		// PreRequest fails only on headers that do not read, and finishCompose
		// has read these already.
		tmpl, skipped, err := scenario.PreRequest(src.in.Request, func(sreq *scripting.ScriptRequest) bool {
			s.runScripts(s.base, scripting.PhasePre, pre, scopes, sreq, nil, info, &out.scriptOutcome)
			return out.Skipped
		})
		if err != nil {
			return err
		}
		if skipped {
			// pm.execution.skipRequest(): nothing is sent or stored.
			out.Unresolved = view.Unresolved
			if err := s.persistScopes(src, scopes); err != nil {
				return err
			}
			return writeJSON(ctx, 200, out)
		}
		if composed, view, err = finishCompose(composeSources{in: scopes.composeInput(src, tmpl), timeout: src.timeout}, view); err != nil {
			return err
		}
	}
	res, sent := s.sender.Send(s.base, composed.Request, s.settings())
	out.Response, out.Request, out.Unresolved = res, sent, view.Unresolved
	if len(post) > 0 {
		preq := scenario.SentRequest(src.in.Request, sent)
		sres := scenario.ScriptResponse(res)
		info.EventName = "test"
		s.runScripts(s.base, scripting.PhasePost, post, scopes, &preq, &sres, info, &out.scriptOutcome)
	}
	if scopes != nil {
		if err := s.persistScopes(src, scopes); err != nil {
			return err
		}
	}
	out.HistoryID, err = s.storeHistory(view, res, sent, out.scriptOutcome)
	if err != nil {
		return err
	}
	attrs := []any{logs.Cat("client")}
	if sent.CorrelationID != "" {
		attrs = append(attrs, logs.Req(sent.CorrelationID))
	}
	if res.ErrorCode != "" {
		s.log.Info("An executed request failed with "+res.ErrorCode, attrs...)
	}
	for _, e := range out.ScriptErrors {
		s.log.Info("A "+e.Phase+" script of an executed request failed: "+e.Error, logs.Cat("script"))
	}
	return writeJSON(ctx, 200, out)
}

// storeHistory writes the execution with its trace; bodies in the trace
// are cut at maxTraceBodyBytes.
func (s *Server) storeHistory(view composeBody, res sender.Response, sent sender.Sent, scripts scriptOutcome) (string, error) {
	limit := int(s.config().Int(config.KeyMaxTraceBodyBytes))
	traceRes, traceSent := res, sent
	if len(traceRes.Body) > limit {
		traceRes.Body, traceRes.BodyTruncated = traceRes.Body[:limit], true
	}
	if len(traceSent.Body) > limit {
		traceSent.Body, traceSent.BodyTruncated = traceSent.Body[:limit], true
	}
	trace, err := codec.Marshal(map[string]any{"request": traceSent, "response": traceRes,
		"tests": scripts.Tests, "console": scripts.Console, "scriptErrors": scripts.ScriptErrors})
	if err != nil {
		return "", err
	}
	h := store.HistoryEntry{ID: workspace.NewID("hist"), RequestID: view.RequestID, CollectionID: view.CollectionID, Method: sent.Method, URL: sent.URL,
		StatusCode: res.StatusCode, TotalMs: res.Timing.TotalMs, Protocol: res.Protocol, CreatedAt: s.now(), TraceData: trace}
	if res.ErrorCode != "" {
		h.ErrorCode = &res.ErrorCode
	}
	err = s.store.Update(s.base, func(tx *store.Tx) error { return tx.InsertHistory(h) })
	return h.ID, err
}

// executeDeprecated is POST /request: the same handler, with a marker.
func (s *Server) executeDeprecated(ctx *fasthttp.RequestCtx) error {
	s.log.Warn("The deprecated route POST /request was called; use POST /execute", logs.Cat("http"))
	ctx.Response.Header.Set("Deprecation", "true")
	ctx.Response.Header.Set("Link", `</execute>; rel="successor-version"`)
	return s.execute(ctx)
}

type historyList struct {
	Data       []store.HistoryEntry `json:"data"`
	Pagination pagination           `json:"pagination"`
}

type pagination struct {
	Limit  int `json:"limit"`
	Offset int `json:"offset"`
	Total  int `json:"total"`
}

func (s *Server) listHistory(ctx *fasthttp.RequestCtx) error {
	limit, err := queryInt(ctx, "limit", 50)
	if err != nil || limit == 0 || limit > 500 {
		return workspace.Fieldf("limit", "the query parameter limit must be from 1 to 500")
	}
	offset, err := queryInt(ctx, "offset", 0)
	if err != nil {
		return err
	}
	rid := string(ctx.QueryArgs().Peek("requestId"))
	out := historyList{Pagination: pagination{Limit: limit, Offset: offset}}
	err = s.store.View(s.base, func(tx *store.Tx) error {
		var err error
		out.Data, out.Pagination.Total, err = tx.History(rid, limit, offset)
		return err
	})
	if err != nil {
		return err
	}
	return writeJSON(ctx, 200, out)
}

func (s *Server) getHistory(ctx *fasthttp.RequestCtx) error {
	return readJSON(s, ctx, func(tx *store.Tx) (store.HistoryEntry, error) { return tx.HistoryByID(pathID(ctx, "id")) })
}
