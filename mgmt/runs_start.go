package mgmt

import (
	"errors"

	"github.com/valyala/fasthttp"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/config"
	"github.com/svc-engine/svc-engine/loadcore"
	"github.com/svc-engine/svc-engine/runs"
	"github.com/svc-engine/svc-engine/sender"
	"github.com/svc-engine/svc-engine/workspace"
)

// runStarted is the 202 answer of POST /runs.
type runStarted struct {
	RunID string `json:"runId"`
}

// startRun is POST /runs: a scenario member starts a collection run,
// anything else a single-target load run.
func (s *Server) startRun(ctx *fasthttp.RequestCtx) error {
	p, err := decode(ctx)
	if err != nil {
		return err
	}
	if p.State("scenario") == workspace.Value {
		return s.startScenarioRun(ctx, p)
	}
	return s.startLoadRun(ctx, p)
}

// composeForRun composes the target of a load run once, at its start:
// requestId or request, environmentId and variables, exactly as POST
// /compose does. A requestId that names no live request is a refusal of
// the plan, not a missing resource.
func (s *Server) composeForRun(p workspace.Patch) (sender.Composed, composeBody, composeSources, error) {
	q := workspace.Patch{}
	for _, k := range []string{"requestId", "request", "environmentId", "variables"} {
		if v, ok := p[k]; ok {
			q[k] = v
		}
	}
	src, view, err := s.composeSources(q)
	var c sender.Composed
	if err == nil {
		c, view, err = finishCompose(src, view)
	}
	if errors.Is(err, workspace.ErrNotFound) {
		id, _ := workspace.String(p["requestId"])
		err = workspace.Fieldf("requestId", "requestId %q does not name a live request", id)
	}
	return c, view, src, invalidRunConfig(err)
}

// loadSettings reads the engine settings a load run takes at its start.
func (s *Server) loadSettings() loadcore.Settings {
	cfg := s.config()
	return loadcore.Settings{
		DefaultTimeout:       cfg.Duration(config.KeyDefaultTimeout),
		MaxResponseBodyBytes: cfg.Int(config.KeyMaxResponseBodyBytes),
		MaxSampleBodyBytes:   int(cfg.Int(config.KeyMaxSampleBodyBytes)),
		MonitorMaxSeries:     int(cfg.Int(config.KeyMonitorMaxSeries)),
		UserAgent:            "svc-engine/" + s.version,
		H2Transport:          s.env("SVC_ENGINE_H2_TRANSPORT"),
		H1Transport:          s.env("SVC_ENGINE_H1_TRANSPORT"),
	}
}

// startLoadRun validates and resolves the whole plan before anything is
// stored: any refusal is a 400 invalid_run_config and no run exists.
func (s *Server) startLoadRun(ctx *fasthttp.RequestCtx, p workspace.Patch) error {
	composed, view, src, err := s.composeForRun(p)
	if err != nil {
		return err
	}
	// The run owns a copy of its plan: fasthttp reuses the body buffer.
	body := codec.RawMessage(append([]byte(nil), ctx.PostBody()...))
	opts, err := loadcore.ParseTargetOptions(body)
	if err != nil {
		return invalidRunConfig(err)
	}
	opts.Apply(&composed.Request)
	// An OAuth 2 token is fetched once, before the start (or taken from
	// the cache); the run sends it for its whole length.
	if composed.Request, _, err = s.sender.ResolveOAuth2(s.base, composed.Request, s.settings()); err != nil {
		return refusedRunToken(err)
	}
	plan, err := loadcore.ParsePlan(body)
	if err != nil {
		var field *workspace.FieldError
		if !errors.As(err, &field) {
			err = workspace.Fieldf("mode", "the load plan is not valid: %v", err)
		}
		return invalidRunConfig(err)
	}
	checks, err := s.runChecks(p, src, composed)
	if err != nil {
		return invalidRunConfig(err)
	}
	ld := runs.Load{Body: body, Plan: plan, Target: composed.Request, Settings: s.loadSettings(), Checks: checks}
	if view.RequestID != nil {
		ld.RequestID, ld.RequestName = *view.RequestID, src.in.Request.Name
	}
	if view.CollectionID != nil {
		ld.CollectionID = *view.CollectionID
	}
	if view.EnvironmentID != nil {
		ld.EnvironmentID = *view.EnvironmentID
	}
	id, err := s.runs.StartLoad(&ld)
	return started(ctx, id, err)
}

// started answers the 202 of a run start, or its refusal: ErrClosed is a
// 503 (the engine is stopping).
func started(ctx *fasthttp.RequestCtx, id string, err error) error {
	if errors.Is(err, runs.ErrClosed) {
		return errStatus(503, err.Error())
	}
	if err != nil {
		return err
	}
	return writeJSON(ctx, 202, runStarted{RunID: id})
}

// env reads the engine's environment (Options.Getenv); nil reads nothing.
func (s *Server) env(key string) string {
	if s.sender.Getenv == nil {
		return ""
	}
	return s.sender.Getenv(key)
}
