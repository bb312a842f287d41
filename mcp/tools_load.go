package mcp

import (
	"context"
	"fmt"
	"strings"
	"time"
)

// Load modes.
const (
	modeConstantRps         = "constant_rps"
	modeConstantConcurrency = "constant_concurrency"
	modeRampUp              = "ramp_up"
	modeIterations          = "iterations"
	modeCapacity            = "capacity"
)

// capacityDefaultDeadline is the capacity mode's own deadline when no
// duration is given; it counts against the duration cap.
const capacityDefaultDeadline = 5 * time.Minute

// loadPlanNames are the members of a load plan passed to POST /runs.
var loadPlanNames = []string{"requestId", "request", "environmentId", "variables", "mode", "targetRps", "duration", "maxInFlight",
	"concurrency", "startConcurrency", "rampUpDuration", "iterations", "thresholds", "monitor", "stream", "successSamplePeriod",
	"slowRequestThresholdMs", "saveTimingBreakdown", "comment", "followRedirects", "maxRedirects", "testScript"}

func (s *Server) loadTools() []*tool {
	return []*tool{
		{name: "start_load_run", cat: Load, confirm: true, openWorld: true, check: checkLoadPlan, targets: s.loadTargets,
			preview: previewLoad, run: s.startLoadRun,
			params: withParams(targetParams,
				pObj("scenario", "Run a collection under load instead of one request: {collectionId, folderId, environmentId, data}; narrows mode to constant_concurrency, ramp_up or iterations."),
				req(enum(pStr("mode", "constant_rps: open loop at targetRps for duration; constant_concurrency: hold concurrency in flight for duration; ramp_up: from startConcurrency to concurrency over rampUpDuration, then hold until duration; iterations: iterations requests in total at concurrency; capacity: step concurrency up from startConcurrency to find the highest sustainable rate (deadline duration, 5m by default)."),
					modeConstantRps, modeConstantConcurrency, modeRampUp, modeIterations, modeCapacity)),
				pInt("targetRps", "constant_rps: requests per second (at most the mcpMaxRps cap)."),
				pStr("duration", "Go duration (30s, 2m): the run's length, or capacity's deadline (5m by default); counts against the mcpMaxDurationSeconds cap."),
				pInt("maxInFlight", "constant_rps: cap on outstanding requests (at most, and by default, the mcpMaxConcurrency cap)."),
				pInt("concurrency", "Virtual users (closed loop), ramp_up's end value or capacity's cap; at most the mcpMaxConcurrency cap."),
				pInt("startConcurrency", "ramp_up and capacity: the starting concurrency (at most the mcpMaxConcurrency cap)."),
				pStr("rampUpDuration", "ramp_up: Go duration of the ramp."),
				pInt("iterations", "iterations: requests in total (with a scenario, scenario passes)."),
				pArr("thresholds", "object", "Pass/fail rules [{metric, op, value, abortOnFail}], for example {metric: p95, op: \"<\", value: 250}."),
				pObj("monitor", "Scrape the target's metrics during the run: {url, intervalMs, format: json|prometheus, series}."),
				pObj("stream", "Consume responses as event streams: {maxStreamDurationMs, maxStreamEvents}; reaching a cap completes the stream successfully (the report's stream.capped says so)."),
				pInt("successSamplePeriod", "Keep 1 in N successful responses as samples (0 keeps none)."),
				pInt("slowRequestThresholdMs", "Keep requests slower than this as slow samples."),
				pBool("saveTimingBreakdown", "Record DNS, connect, TLS and first-byte timings per sample."),
				pStr("comment", "A note stored with the run."),
				pStr("testScript", "A post-response script (pm API) run on the kept samples."),
				pBool("followRedirects", "Single target only: follow redirects."),
				bounded(pInt("maxRedirects", "Single target only: at most this many redirects (0-100)."), 0, 100),
				confirmedParam),
			desc: "Starts a capped load run and answers its runId at once (there is no per-run timeout; the caps bound it). The mcpMaxRps, mcpMaxConcurrency and mcpMaxDurationSeconds caps are enforced before the engine is called; targets must be on mcpAllowlist or loopback services the engine hosts. Follow the run with get_live_metrics, read get_run_report when it has ended, stop it with stop_run."},
		{name: "stop_run", cat: Load, params: []param{pRunID}, run: send("POST", "/runs/{runId}/stop"),
			desc: "Stops a running load or collection run; its report keeps what ran."},
	}
}

// checkLoadPlan applies the mode rules and the caps.
func checkLoadPlan(_ context.Context, c *call) error {
	mode, err := c.reqStr("mode")
	if err != nil {
		return err
	}
	sc, err := c.object("scenario")
	if err != nil {
		return err
	}
	targets := 0
	for _, n := range []string{"requestId", "request", "scenario"} {
		if c.has(n) {
			targets++
		}
	}
	if targets != 1 {
		return argErr("requestId", "exactly one of requestId, request and scenario is required")
	}
	switch mode {
	case modeConstantConcurrency, modeRampUp, modeIterations:
	case modeConstantRps, modeCapacity:
		if sc != nil {
			return argErr("mode", "with a scenario must be constant_concurrency, ramp_up or iterations")
		}
	default:
		return argErr("mode", "must be constant_rps, constant_concurrency, ramp_up, iterations or capacity")
	}
	if sc != nil {
		if id, _ := sc["collectionId"].(string); id == "" {
			return argErr("scenario.collectionId", "is required")
		}
		for _, n := range []string{"followRedirects", "maxRedirects"} {
			if c.has(n) {
				return argErr(n, "applies to a single target only, not to a scenario")
			}
		}
	}
	if n, err := c.integer("maxRedirects", 0); err != nil || n < 0 || n > 100 {
		return argErr("maxRedirects", "must be from 0 to 100")
	}
	g := c.gates
	capped := func(name string, limit int, gate string, required bool) error {
		if !c.has(name) {
			if required {
				return argErr(name, "is required in mode %s (the agent cap %s is %d)", mode, gate, limit)
			}
			return nil
		}
		n, err := c.integer(name, 0)
		if err != nil {
			return err
		}
		if n < 1 {
			return argErr(name, "must be at least 1")
		}
		if n > limit {
			return &Refusal{Gate: gate, Msg: fmt.Sprintf("%s %d is over the agent cap %s = %d", name, n, gate, limit)}
		}
		return nil
	}
	switch mode {
	case modeConstantRps:
		if err := capped("targetRps", g.MaxRps, "mcpMaxRps", true); err != nil {
			return err
		}
		if err := capped("maxInFlight", g.MaxConcurrency, "mcpMaxConcurrency", false); err != nil {
			return err
		}
	case modeConstantConcurrency, modeIterations:
		if err := capped("concurrency", g.MaxConcurrency, "mcpMaxConcurrency", true); err != nil {
			return err
		}
	case modeRampUp, modeCapacity:
		if err := capped("concurrency", g.MaxConcurrency, "mcpMaxConcurrency", true); err != nil {
			return err
		}
		if err := capped("startConcurrency", g.MaxConcurrency, "mcpMaxConcurrency", false); err != nil {
			return err
		}
	}
	maxDur := time.Duration(g.MaxDurationSeconds) * time.Second
	for _, name := range []string{"duration", "rampUpDuration"} {
		s, err := c.str(name)
		if err != nil {
			return err
		}
		if s == "" {
			continue
		}
		d, err := time.ParseDuration(s)
		if err != nil || d <= 0 {
			return argErr(name, "must be a positive Go duration such as 30s or 2m, not %q", s)
		}
		if d > maxDur {
			return &Refusal{Gate: "mcpMaxDurationSeconds", Msg: fmt.Sprintf("%s %s is over the agent cap mcpMaxDurationSeconds = %d", name, s, g.MaxDurationSeconds)}
		}
	}
	dur, _ := c.str("duration")
	switch {
	case dur == "" && (mode == modeConstantRps || mode == modeConstantConcurrency || mode == modeRampUp):
		return argErr("duration", "is required in mode %s", mode)
	case dur == "" && mode == modeCapacity && capacityDefaultDeadline > maxDur:
		return &Refusal{Gate: "mcpMaxDurationSeconds", Msg: fmt.Sprintf("capacity mode's default deadline of 5m is over the agent cap mcpMaxDurationSeconds = %d; give a shorter duration", g.MaxDurationSeconds)}
	}
	return nil
}

// loadTargets are the URLs of the run's target(s) and of its monitor.
func (s *Server) loadTargets(ctx context.Context, c *call) ([]string, error) {
	var urls []string
	if sc, _ := c.object("scenario"); sc != nil {
		sub := &call{s: s, name: c.name, gates: c.gates, args: map[string]any{}}
		for _, k := range []string{"collectionId", "folderId", "environmentId"} {
			if v, ok := sc[k]; ok {
				sub.args[k] = v
			}
		}
		u, err := s.collectionTargets(ctx, sub)
		if err != nil {
			return nil, err
		}
		urls = u
	} else {
		u, err := s.composedTarget(ctx, c)
		if err != nil {
			return nil, err
		}
		urls = u
	}
	if m, _ := c.object("monitor"); m != nil {
		if u, ok := m["url"].(string); ok && u != "" {
			urls = append(urls, u)
		}
	}
	return urls, nil
}

func previewLoad(c *call) string {
	mode, _ := c.str("mode")
	target, _ := c.str("requestId")
	if sc, _ := c.object("scenario"); sc != nil {
		target = fmt.Sprintf("collection %v", sc["collectionId"])
	} else if r, _ := c.object("request"); r != nil {
		target = fmt.Sprintf("%v %v", r["method"], r["url"])
	}
	var b strings.Builder
	b.WriteString("start a " + mode + " load run against " + target)
	for _, n := range []string{"targetRps", "concurrency", "duration", "iterations"} {
		if c.has(n) {
			fmt.Fprintf(&b, ", %s %v", n, c.args[n])
		}
	}
	return b.String()
}

// startLoadRun is start_load_run: POST /runs with the capped plan (an
// absent maxInFlight of constant_rps is set to the concurrency cap).
func (s *Server) startLoadRun(ctx context.Context, c *call) (any, error) {
	plan := c.pick(loadPlanNames...)
	if sc, _ := c.object("scenario"); sc != nil {
		plan["scenario"] = sc
	}
	if plan["mode"] == modeConstantRps && !c.has("maxInFlight") {
		plan["maxInFlight"] = c.gates.MaxConcurrency
	}
	v, err := s.engine.value(ctx, "POST", "/runs", nil, plan)
	if err != nil {
		return nil, err
	}
	return started(v), nil
}
