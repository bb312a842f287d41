package mgmt

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/valyala/fasthttp"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/config"
	"github.com/svc-engine/svc-engine/loadcore"
	"github.com/svc-engine/svc-engine/logs"
	"github.com/svc-engine/svc-engine/runs"
	"github.com/svc-engine/svc-engine/sender"
	"github.com/svc-engine/svc-engine/store"
	"github.com/svc-engine/svc-engine/workspace"
)

// Page sizes of the run routes: default and maximum of limit.
const (
	runListDefault, runListMax       = 100, 500
	runSeriesDefault, runSeriesMax   = 100, 1000 // metrics, monitor, events
	runSamplesDefault, runSamplesMax = 25, 500
	// stopWait bounds how long POST /runs/:id/stop waits for the run to end.
	stopWait = 10 * time.Second
	// liveBatch bounds the events written to a live stream per flush.
	liveBatch = 256
)

// Runs is the engine's run manager (the engine stops its runs on shutdown).
func (s *Server) Runs() *runs.Manager { return s.runs }

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

// runView is the full run row (GET /runs/:id, the bare GET /runs array).
type runView struct {
	ID             string          `json:"id"`
	Kind           string          `json:"kind"`
	Name           string          `json:"name"`
	Mode           string          `json:"mode"`
	Status         string          `json:"status"`
	Error          *string         `json:"error"`
	Comment        *string         `json:"comment"`
	RequestID      *string         `json:"requestId"`
	CollectionID   *string         `json:"collectionId"`
	EnvironmentID  *string         `json:"environmentId"`
	CreatedAt      int64           `json:"createdAt"`
	StartedAt      *int64          `json:"startedAt"`
	EndedAt        *int64          `json:"endedAt"`
	DurationMs     *int64          `json:"durationMs"`
	Baseline       bool            `json:"baseline"`
	ConfigSnapshot json.RawMessage `json:"configSnapshot"`
	Scenario       json.RawMessage `json:"scenario,omitempty"`
	Summary        *runSummary     `json:"summary"`
}

// runSummary are the headline figures of an ended run's report.
type runSummary struct {
	Requests  *int64   `json:"requests"`
	ErrorRate *float64 `json:"errorRate"`
	RPS       *float64 `json:"rps"`
	P95       *float64 `json:"p95"`
}

// runRow is the compact row of a paginated GET /runs.
type runRow struct {
	ID         string   `json:"id"`
	Kind       string   `json:"kind"`
	Name       string   `json:"name"`
	Mode       string   `json:"mode"`
	Status     string   `json:"status"`
	StartedAt  *int64   `json:"startedAt"`
	EndedAt    *int64   `json:"endedAt"`
	DurationMs *int64   `json:"durationMs"`
	Requests   *int64   `json:"requests"`
	ErrorRate  *float64 `json:"errorRate"`
	RPS        *float64 `json:"rps"`
	P95        *float64 `json:"p95"`
	Baseline   bool     `json:"baseline"`
}

func durationOf(r store.Run) *int64 {
	if r.StartedAt == nil || r.EndedAt == nil {
		return nil
	}
	d := max(*r.EndedAt-*r.StartedAt, 0)
	return &d
}

func fullRun(r store.Run) runView {
	v := runView{ID: r.ID, Kind: r.Kind, Name: r.Name, Mode: r.Mode, Status: r.Status, Error: r.Error, Comment: r.Comment,
		RequestID: r.RequestID, CollectionID: r.CollectionID, EnvironmentID: r.EnvironmentID, CreatedAt: r.CreatedAt,
		StartedAt: r.StartedAt, EndedAt: r.EndedAt, DurationMs: durationOf(r), Baseline: r.Baseline, ConfigSnapshot: r.ConfigSnapshot}
	if r.Kind == runs.KindScenario {
		v.Scenario = r.Scenario
		if v.Scenario == nil {
			v.Scenario = json.RawMessage("null")
		}
	}
	if r.Report != nil {
		v.Summary = &runSummary{Requests: r.Requests, ErrorRate: r.ErrorRate, RPS: r.RPS, P95: r.P95}
	}
	return v
}

func compactRun(r store.Run) runRow {
	return runRow{ID: r.ID, Kind: r.Kind, Name: r.Name, Mode: r.Mode, Status: r.Status, StartedAt: r.StartedAt, EndedAt: r.EndedAt,
		DurationMs: durationOf(r), Requests: r.Requests, ErrorRate: r.ErrorRate, RPS: r.RPS, P95: r.P95, Baseline: r.Baseline}
}

type runList struct {
	Data       []runRow   `json:"data"`
	Pagination pagination `json:"pagination"`
}

// pageArgs reads limit (default def, 1..max, refused above max rather
// than clamped) and offset.
func pageArgs(ctx *fasthttp.RequestCtx, def, maxLimit int) (int, int, error) {
	limit, err := queryInt(ctx, "limit", def)
	if err != nil || limit == 0 || limit > maxLimit {
		return 0, 0, workspace.Fieldf("limit", "the query parameter limit must be from 1 to %d", maxLimit)
	}
	offset, err := queryInt(ctx, "offset", 0)
	if err != nil {
		return 0, 0, err
	}
	return limit, offset, nil
}

// oneOf reads an optional enum query parameter.
func oneOf(ctx *fasthttp.RequestCtx, name string, allowed ...string) (string, error) {
	v := string(ctx.QueryArgs().Peek(name))
	if v == "" {
		return "", nil
	}
	for _, a := range allowed {
		if v == a {
			return v, nil
		}
	}
	return "", workspace.Fieldf(name, "the query parameter %s must be one of %s", name, strings.Join(allowed, ", "))
}

// listRuns is GET /runs: without any query parameter the old bare array
// of full rows (newest first); with any, one page of compact rows.
func (s *Server) listRuns(ctx *fasthttp.RequestCtx) error {
	if ctx.QueryArgs().Len() == 0 {
		return readJSON(s, ctx, func(tx *store.Tx) ([]runView, error) {
			rs, _, err := tx.Runs(store.RunFilter{}, -1, 0)
			out := make([]runView, len(rs))
			for i, r := range rs {
				out[i] = fullRun(r)
			}
			return out, err
		})
	}
	limit, offset, err := pageArgs(ctx, runListDefault, runListMax)
	if err != nil {
		return err
	}
	var f store.RunFilter
	if f.Status, err = oneOf(ctx, "status", runs.StatusPending, runs.StatusRunning, runs.StatusCompleted, runs.StatusStopped, runs.StatusFailed); err != nil {
		return err
	}
	if f.Kind, err = oneOf(ctx, "kind", runs.KindLoad, runs.KindScenario); err != nil {
		return err
	}
	f.CollectionID = string(ctx.QueryArgs().Peek("collectionId"))
	f.RequestID = string(ctx.QueryArgs().Peek("requestId"))
	return readJSON(s, ctx, func(tx *store.Tx) (runList, error) {
		rs, total, err := tx.Runs(f, limit, offset)
		out := runList{Data: make([]runRow, len(rs)), Pagination: pagination{Limit: limit, Offset: offset, Total: total}}
		for i, r := range rs {
			out.Data[i] = compactRun(r)
		}
		return out, err
	})
}

func (s *Server) getRun(ctx *fasthttp.RequestCtx) error {
	return readJSON(s, ctx, func(tx *store.Tx) (runView, error) {
		r, err := tx.Run(pathID(ctx, "id"))
		return fullRun(r), err
	})
}

// runReport is GET /runs/:id/report.
type runReport struct {
	RunID          string          `json:"runId"`
	Kind           string          `json:"kind"`
	Name           string          `json:"name"`
	Mode           string          `json:"mode"`
	Status         string          `json:"status"`
	Error          *string         `json:"error"`
	StartedAt      *int64          `json:"startedAt"`
	EndedAt        *int64          `json:"endedAt"`
	ConfigSnapshot json.RawMessage `json:"configSnapshot"`
	Scenario       json.RawMessage `json:"scenario,omitempty"`
	Report         json.RawMessage `json:"report"`
}

func ended(r store.Run) bool { return r.Status != runs.StatusPending && r.Status != runs.StatusRunning }

// notEnded is the 409 of a route that needs an ended run.
func notEnded(r store.Run, what string) error {
	return &apiError{status: 409, code: "conflict", hint: "/runs/" + r.ID + "/live",
		message: fmt.Sprintf("run %s is %s; %s once it has ended (follow GET /runs/%s/live meanwhile)", r.ID, r.Status, what, r.ID)}
}

func (s *Server) getRunReport(ctx *fasthttp.RequestCtx) error {
	return readJSON(s, ctx, func(tx *store.Tx) (runReport, error) {
		r, err := tx.Run(pathID(ctx, "id"))
		if err != nil {
			return runReport{}, err
		}
		if !ended(r) {
			return runReport{}, notEnded(r, "its report is stored")
		}
		out := runReport{RunID: r.ID, Kind: r.Kind, Name: r.Name, Mode: r.Mode, Status: r.Status, Error: r.Error, StartedAt: r.StartedAt,
			EndedAt: r.EndedAt, ConfigSnapshot: r.ConfigSnapshot, Report: r.Report}
		if out.Report == nil {
			out.Report = json.RawMessage("null")
		}
		if r.Kind == runs.KindScenario {
			out.Scenario = fullRun(r).Scenario
		}
		return out, nil
	})
}

// runSeries is one page of a run's stored history.
type runSeries struct {
	RunID      string            `json:"runId"`
	Data       []json.RawMessage `json:"data"`
	Pagination pagination        `json:"pagination"`
}

// runEvent is a stored event row of GET /runs/:id/events.
type runEvent struct {
	Seq  int64           `json:"seq"`
	T    int64           `json:"t"`
	Kind string          `json:"kind"`
	Data json.RawMessage `json:"data"`
}

// readSeries answers one page of table for the run in the path.
func (s *Server) readSeries(ctx *fasthttp.RequestCtx, table string, def, maxLimit int, kinds ...string) error {
	limit, offset, err := pageArgs(ctx, def, maxLimit)
	if err != nil {
		return err
	}
	kind := ""
	if len(kinds) > 0 {
		if kind, err = oneOf(ctx, "kind", kinds...); err != nil {
			return err
		}
	}
	id := pathID(ctx, "id")
	return readJSON(s, ctx, func(tx *store.Tx) (runSeries, error) {
		if _, err := tx.Run(id); err != nil {
			return runSeries{}, err
		}
		rows, total, err := tx.RunRows(table, id, kind, limit, offset)
		out := runSeries{RunID: id, Data: make([]json.RawMessage, len(rows)), Pagination: pagination{Limit: limit, Offset: offset, Total: total}}
		for i, r := range rows {
			out.Data[i] = r.Data
			if table == store.RunEvents {
				out.Data[i], _ = codec.Marshal(runEvent{Seq: r.Seq, T: r.T, Kind: r.Kind, Data: r.Data})
			}
		}
		return out, err
	})
}

func (s *Server) getRunMetrics(ctx *fasthttp.RequestCtx) error {
	return s.readSeries(ctx, store.RunTicks, runSeriesDefault, runSeriesMax)
}

func (s *Server) getRunSamples(ctx *fasthttp.RequestCtx) error {
	return s.readSeries(ctx, store.RunSamples, runSamplesDefault, runSamplesMax, "success", "failure", "slow")
}

func (s *Server) getRunMonitor(ctx *fasthttp.RequestCtx) error {
	return s.readSeries(ctx, store.RunMonitor, runSeriesDefault, runSeriesMax)
}

func (s *Server) getRunEvents(ctx *fasthttp.RequestCtx) error {
	return s.readSeries(ctx, store.RunEvents, runSeriesDefault, runSeriesMax, runs.EventPlan, runs.EventStep, runs.EventCapacity)
}

// runStatus is the answer of POST /runs/:id/stop.
type runStatus struct {
	RunID  string  `json:"runId"`
	Status string  `json:"status"`
	Error  *string `json:"error"`
}

// stopRun cancels a running run and waits (up to stopWait) until its end
// is recorded, then answers its status.
func (s *Server) stopRun(ctx *fasthttp.RequestCtx) error {
	id := pathID(ctx, "id")
	if err := s.runs.Stop(id); err != nil {
		return err
	}
	wctx, cancel := context.WithTimeout(s.base, stopWait)
	defer cancel()
	r, err := s.runs.Wait(wctx, id)
	if err != nil {
		return err
	}
	return writeJSON(ctx, 200, runStatus{RunID: r.ID, Status: r.Status, Error: r.Error})
}

// setBaseline is PUT /runs/:id/baseline: an empty body or {"baseline":
// true} makes the run the baseline of its target (the previous one loses
// the mark); {"baseline": false} clears the mark. Only a Completed run can
// be a baseline.
func (s *Server) setBaseline(ctx *fasthttp.RequestCtx) error {
	on := true
	if len(ctx.PostBody()) > 0 {
		p, err := decode(ctx)
		if err != nil {
			return err
		}
		if p.State("baseline") == workspace.Value {
			b, ok := workspace.Bool(p["baseline"])
			if !ok {
				return workspace.Fieldf("baseline", "baseline must be a boolean")
			}
			on = b
		}
	}
	id := pathID(ctx, "id")
	return updateJSON(s, ctx, 200, func(tx *store.Tx) (runView, error) {
		r, err := tx.Run(id)
		if err != nil {
			return runView{}, err
		}
		if on && r.Status != runs.StatusCompleted {
			return runView{}, &workspace.ConflictError{Message: fmt.Sprintf("run %s is %s; only a Completed run can be a baseline", id, r.Status)}
		}
		if err := tx.SetBaseline(id, on); err != nil {
			return runView{}, err
		}
		r, err = tx.Run(id)
		return fullRun(r), err
	})
}

// deleteRun removes an ended run with its stored history; a running run
// must be stopped first (409).
func (s *Server) deleteRun(ctx *fasthttp.RequestCtx) error {
	id := pathID(ctx, "id")
	return updateJSON(s, ctx, 200, func(tx *store.Tx) (deletedBody, error) {
		r, err := tx.Run(id)
		if err != nil {
			return deletedBody{}, err
		}
		if !ended(r) || s.runs.Running(id) {
			return deletedBody{}, &workspace.ConflictError{Message: fmt.Sprintf("run %s is %s; stop it first (POST /runs/%s/stop)", id, r.Status, id)}
		}
		return deletedBody{ID: id, Deleted: true}, tx.DeleteRun(id)
	})
}

// compareRuns is GET /runs/compare?a=<id>&b=<id>: b defaults to the
// baseline of a's target.
func (s *Server) compareRuns(ctx *fasthttp.RequestCtx) error {
	a, b := string(ctx.QueryArgs().Peek("a")), string(ctx.QueryArgs().Peek("b"))
	if a == "" {
		return workspace.Fieldf("a", "the query parameter a (a run id) is required")
	}
	return readJSON(s, ctx, func(tx *store.Tx) (runs.Comparison, error) {
		ra, err := tx.Run(a)
		if err != nil {
			return runs.Comparison{}, err
		}
		var rb store.Run
		if b == "" {
			var ok bool
			if rb, ok, err = tx.Baseline(ra.TargetKey); err != nil {
				return runs.Comparison{}, err
			}
			if !ok {
				return runs.Comparison{}, workspace.Fieldf("b", "the query parameter b is required: the target of run %s has no baseline (PUT /runs/:id/baseline marks one)", a)
			}
		} else if rb, err = tx.Run(b); err != nil {
			return runs.Comparison{}, err
		}
		for _, r := range []store.Run{ra, rb} {
			if !ended(r) {
				return runs.Comparison{}, notEnded(r, "it can be compared")
			}
		}
		return runs.Compare(ra, rb), nil
	})
}

// liveGone is the 404 of a live stream that is gone or never was.
func liveGone(id string) error {
	return &apiError{status: 404, code: "not_found", hint: "/runs/" + id + "/report",
		message: fmt.Sprintf("run %s has no live stream: it ended more than liveRetentionMs ago or never existed; read GET /runs/%s/report", id, id)}
}

// liveRun is GET /runs/:id/live: the run's ring as server-sent events,
// from the start (or after the Last-Event-ID the caller sends), until the
// terminal complete event.
func (s *Server) liveRun(ctx *fasthttp.RequestCtx) error {
	id := pathID(ctx, "id")
	ring, ok := s.runs.Ring(id)
	if !ok {
		return liveGone(id)
	}
	after, _ := strconv.ParseUint(strings.TrimSpace(string(ctx.Request.Header.Peek("Last-Event-ID"))), 10, 64)
	s.streamEvents(ctx, func(sctx context.Context, w *sseWriter) {
		for last := after; ; {
			evs, changed, done := ring.Since(last, liveBatch)
			for _, ev := range evs {
				if w.event(ev.ID, ev.Name, ev.Data) != nil {
					return
				}
				last = ev.ID
			}
			if len(evs) > 0 && w.flush() != nil {
				return
			}
			if done {
				return
			}
			if len(evs) == liveBatch {
				continue
			}
			select {
			case <-changed:
			case <-sctx.Done():
				return
			}
		}
	})
	return nil
}

// legacyStats is GET /stats/:id: with format=json the run's stored
// metrics (GET /runs/:id/metrics), otherwise its live stream.
func (s *Server) legacyStats(ctx *fasthttp.RequestCtx) error {
	if string(ctx.QueryArgs().Peek("format")) == "json" {
		return s.getRunMetrics(ctx)
	}
	return s.liveRun(ctx)
}

// deprecated wraps the handler of a deprecated alias: a deprecation
// marker is logged per call, and every answer carries Deprecation: true
// and a Link to the canonical route.
func (s *Server) deprecated(alias, canonical string, fn handlerFunc) handlerFunc {
	return func(ctx *fasthttp.RequestCtx) error {
		s.log.Warn("The deprecated route "+alias+" was called; use "+canonical, logs.Cat("http"))
		_, path, _ := strings.Cut(canonical, " ")
		path, _, _ = strings.Cut(path, "?")
		path = strings.ReplaceAll(path, "{id}", pathID(ctx, "id"))
		ctx.Response.Header.Set("Deprecation", "true")
		ctx.Response.Header.Set("Link", "<"+path+`>; rel="successor-version"`)
		return fn(ctx)
	}
}

// env reads the engine's environment (Options.Getenv); nil reads nothing.
func (s *Server) env(key string) string {
	if s.sender.Getenv == nil {
		return ""
	}
	return s.sender.Getenv(key)
}
