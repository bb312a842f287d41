package mgmt

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/config"
	"github.com/svc-engine/svc-engine/loadcore"
	"github.com/svc-engine/svc-engine/runs"
	"github.com/svc-engine/svc-engine/sender"
	"github.com/svc-engine/svc-engine/store"
	"github.com/svc-engine/svc-engine/workspace"
	"github.com/valyala/fasthttp"
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

// runOverrides applies the target options of a load plan to the composed
// request: followRedirects, maxRedirects (clamped to 0..100), httpVersion
// and verifySSL.
func runOverrides(p workspace.Patch, r *sender.Request) error {
	if p.State("followRedirects") == workspace.Value {
		b, ok := workspace.Bool(p["followRedirects"])
		if !ok {
			return workspace.Fieldf("followRedirects", "followRedirects must be a boolean")
		}
		r.FollowRedirects = b
	}
	if p.State("maxRedirects") == workspace.Value {
		n, ok := workspace.Int(p["maxRedirects"])
		if !ok {
			return workspace.Fieldf("maxRedirects", "maxRedirects must be an integer (clamped to 0..100)")
		}
		r.MaxRedirects = int(min(max(n, 0), 100))
	}
	if p.State("httpVersion") == workspace.Value {
		v, _ := workspace.String(p["httpVersion"])
		switch v {
		case "auto", "http1.1", "http2":
			r.HTTPVersion = v
		default:
			return workspace.Fieldf("httpVersion", "httpVersion must be auto, http1.1 or http2")
		}
	}
	if p.State("verifySSL") == workspace.Value {
		b, ok := workspace.Bool(p["verifySSL"])
		if !ok {
			return workspace.Fieldf("verifySSL", "verifySSL must be a boolean")
		}
		r.VerifySSL = b
	}
	return nil
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

// loadSnapshot is the config snapshot of a load run: the body as given,
// the request as composed, and the settings read at the start.
type loadSnapshot struct {
	Plan     json.RawMessage  `json:"plan"`
	Request  execRequest      `json:"request"`
	Settings snapshotSettings `json:"settings"`
}

type snapshotSettings struct {
	DefaultTimeoutMs     int64 `json:"defaultTimeoutMs"`
	MaxResponseBodyBytes int64 `json:"maxResponseBodyBytes"`
	MaxSampleBodyBytes   int   `json:"maxSampleBodyBytes"`
	MonitorMaxSeries     int   `json:"monitorMaxSeries"`
}

// startLoadRun validates and resolves the whole plan before anything is
// stored: any refusal is a 400 invalid_run_config and no run exists.
func (s *Server) startLoadRun(ctx *fasthttp.RequestCtx, p workspace.Patch) error {
	composed, view, src, err := s.composeForRun(p)
	if err != nil {
		return err
	}
	if err := runOverrides(p, &composed.Request); err != nil {
		return invalidRunConfig(err)
	}
	// The run owns a copy of its plan: fasthttp reuses the body buffer.
	body := json.RawMessage(append([]byte(nil), ctx.PostBody()...))
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
	if checks != nil && len(checks.Scripts) > 0 && p.State("successSamplePeriod") != workspace.Value {
		plan.SuccessSamplePeriod = checkSamplePeriod
	}
	settings := s.loadSettings()
	snap, err := codec.Marshal(loadSnapshot{Plan: compactJSON(body), Request: viewOf(composed.Request), Settings: snapshotSettings{
		DefaultTimeoutMs: settings.DefaultTimeout.Milliseconds(), MaxResponseBodyBytes: settings.MaxResponseBodyBytes,
		MaxSampleBodyBytes: settings.MaxSampleBodyBytes, MonitorMaxSeries: settings.MonitorMaxSeries,
	}})
	if err != nil {
		return err
	}
	spec := runs.Spec{Kind: runs.KindLoad, Mode: plan.Mode, Comment: plan.Comment, ConfigSnapshot: snap, Name: composed.Request.Method + " " + composed.Request.URL}
	if view.RequestID != nil {
		spec.RequestID = *view.RequestID
		if name, err := s.requestName(spec.RequestID); err == nil && name != "" {
			spec.Name = name
		}
	}
	if view.CollectionID != nil {
		spec.CollectionID = *view.CollectionID
	}
	if view.EnvironmentID != nil {
		spec.EnvironmentID = *view.EnvironmentID
	}
	target := composed.Request
	id, err := s.runs.Start(spec, func(ctx context.Context, l *runs.Live) runs.Result {
		hooks := loadcore.Hooks{Tick: l.Tick, Sample: l.Sample, Monitor: l.MonitorPoint, Step: l.CapacityStep}
		var ck *runs.Checks
		if checks != nil {
			ck = l.StartChecks(*checks)
			hooks.Sample = ck.Sample
		}
		out := loadcore.Run(ctx, plan, target, settings, hooks)
		if ck != nil {
			out.Report.Checks = ck.Finish(ctx.Err() != nil)
		}
		report, err := codec.Marshal(out.Report)
		if err != nil {
			return runs.Result{Status: runs.StatusFailed, Error: "the report could not be encoded: " + err.Error()}
		}
		return runs.Result{Status: out.Status, Error: out.Reason, Report: report}
	})
	if errors.Is(err, runs.ErrClosed) {
		return errStatus(503, err.Error())
	}
	if err != nil {
		return err
	}
	return writeJSON(ctx, 202, runStarted{RunID: id})
}

func (s *Server) requestName(id string) (string, error) {
	var name string
	err := s.store.View(s.base, func(tx *store.Tx) error {
		r, err := tx.Request(id)
		name = r.Name
		return err
	})
	return name, err
}

// compactJSON is b without insignificant whitespace (b is valid JSON).
func compactJSON(b []byte) json.RawMessage {
	var buf bytes.Buffer
	if json.Compact(&buf, b) != nil {
		return b
	}
	return buf.Bytes()
}

// env reads the engine's environment (Options.Getenv); nil reads nothing.
func (s *Server) env(key string) string {
	if s.sender.Getenv == nil {
		return ""
	}
	return s.sender.Getenv(key)
}
