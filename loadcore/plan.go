package loadcore

import (
	"errors"
	"net/url"
	"strconv"
	"time"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/metrics"
	"github.com/svc-engine/svc-engine/workspace"
)

// Plan caps and defaults. A capacity run's default deadline (5 minutes)
// counts against MaxDuration like any other duration.
const (
	MaxConcurrency = 50_000
	MaxTargetRPS   = 1_000_000
	MaxDuration    = 24 * time.Hour
	MaxIterations  = 1_000_000_000
	MaxPipeline    = 64
	MaxWorkers     = 64
	MaxInFlightCap = 50_000
	MaxThresholds  = 32
	MaxSeries      = 1000

	DefaultDuration         = 30 * time.Second // constant_rps, constant_concurrency, ramp_up
	DefaultCapacityDeadline = 5 * time.Minute
	DefaultConcurrency      = 10 // constant_concurrency, ramp_up, iterations
	DefaultCapacityCap      = 1000
	DefaultStepConcurrency  = 10
	DefaultStepDuration     = 10 * time.Second
	DefaultMonitorInterval  = time.Second
)

// ParsePlan's decoding rules:
//
//   - Durations (duration, rampUpDuration, stepDuration) are Go duration
//     strings ("30s", "1m30s", "500ms") or a JSON number of whole seconds
//     (the older request files wrote "duration": 30). A string without a
//     unit is rejected, so "30" is never a silent 30 ns.
//   - thresholds is an array whose entries are objects {metric, op, value,
//     abortOnFail} or the compact strings of metrics.ParseThreshold
//     ("p95<250", "errorRate<0.01!" where "!" aborts on fail).
//   - null is the same as absent; unknown members are ignored (the target
//     members request, requestId, environmentId, scenario and the send
//     options are the caller's).
//
// Defaults: duration 30 s (capacity: the 5-minute deadline); concurrency
// 10 (capacity: a cap of 1000); startConcurrency 1 for ramp_up and
// stepConcurrency for capacity; stepConcurrency 10; stepDuration 10 s;
// maxInFlight targetRps/10 (a tenth of a second of requests in flight)
// clamped to 100..10,000; pipeline 1; workers 1; monitor intervalMs 1000
// and format json.
//
// workers defaults to one event loop rather than one per CPU: one loop
// already carries a closed loop at the peers' rate on one CPU, a load
// generator usually shares its host with the daemon, the target or other
// work, and splitting a run's connections over more loops makes every
// wait return fewer ready connections (more system calls per request).
// More loops are for an open loop past what one CPU can pace (about
// 150,000 sends per second), asked for by the plan.
func parsePlan(body codec.RawMessage) (Plan, error) {
	var p Plan
	ms, err := workspace.Members(body)
	if err != nil {
		return p, workspace.Fieldf("body", "the run plan must be a JSON object")
	}
	var errs []error
	fail := func(field, format string, args ...any) { errs = append(errs, workspace.Fieldf(field, format, args...)) }
	get := func(key string) (codec.RawMessage, bool) {
		v, ok := workspace.Get(ms, key)
		if !ok || workspace.IsNull(v) {
			return nil, false
		}
		return v, true
	}
	integer := func(key string, dst *int64) bool {
		v, ok := get(key)
		if !ok {
			return false
		}
		n, ok := workspace.Int(v)
		if !ok {
			fail(key, "%s must be a whole number", key)
			return false
		}
		*dst = n
		return true
	}
	duration := func(key string, dst *time.Duration) bool {
		v, ok := get(key)
		if !ok {
			return false
		}
		d, err := decodeDuration(v)
		if err != nil {
			fail(key, "%s %s", key, err)
			return false
		}
		*dst = d
		return true
	}

	if v, ok := get("mode"); ok {
		p.Mode, _ = workspace.String(v)
	}
	m := modeOf(p.Mode)
	switch {
	case p.Mode == "":
		fail("mode", "mode is required: one of "+modeList)
	case m == nil:
		fail("mode", "mode must be one of "+modeList)
	}

	// In the order of the members' documentation, so the first error
	// named is the first member's.
	var n int64
	if integer("targetRps", &n) {
		p.TargetRPS = clampInt(n)
	}
	duration("duration", &p.Duration)
	if integer("maxInFlight", &n) {
		p.MaxInFlight = clampInt(n)
	}
	if integer("concurrency", &n) {
		p.Concurrency = clampInt(n)
	}
	if integer("startConcurrency", &n) {
		p.StartConcurrency = clampInt(n)
	}
	duration("rampUpDuration", &p.RampUpDuration)
	if integer("iterations", &n) {
		p.Iterations = n
	}
	if integer("stepConcurrency", &n) {
		p.StepConcurrency = clampInt(n)
	}
	duration("stepDuration", &p.StepDuration)
	if integer("pipeline", &n) {
		p.Pipeline = clampInt(n)
	}
	if integer("workers", &n) {
		p.Workers = clampInt(n)
	}
	if integer("successSamplePeriod", &n) {
		p.SuccessSamplePeriod = clampInt(n)
		if n < 0 {
			fail("successSamplePeriod", "successSamplePeriod must be 0 (keep none) or more")
		}
	}
	if integer("slowRequestThresholdMs", &n) {
		p.SlowRequestThresholdMs = clampInt(n)
		if n < 0 {
			fail("slowRequestThresholdMs", "slowRequestThresholdMs must be 0 (off) or more")
		}
	}
	if v, ok := get("saveTimingBreakdown"); ok {
		b, ok := workspace.Bool(v)
		if !ok {
			fail("saveTimingBreakdown", "saveTimingBreakdown must be a boolean")
		}
		p.SaveTimingBreakdown = b
	}
	if v, ok := get("comment"); ok {
		s, ok := workspace.String(v)
		if !ok {
			fail("comment", "comment must be a string")
		}
		p.Comment = s
	}
	if v, ok := get("thresholds"); ok {
		p.Thresholds, errs = decodeThresholds(v, errs)
	}
	if v, ok := get("monitor"); ok {
		p.Monitor, errs = decodeMonitor(v, errs)
	}
	if v, ok := get("stream"); ok {
		p.Stream, errs = decodeStream(v, errs)
	}
	if len(errs) > 0 {
		return Plan{}, joinErrs(errs)
	}

	// Defaults, then the mode's rules.
	given := func(key string) bool { _, ok := get(key); return ok }
	m.defaults(&p, given, fail)
	if !given("pipeline") {
		p.Pipeline = 1
	}
	if !given("workers") {
		p.Workers = 1
	}
	if len(errs) > 0 {
		return Plan{}, joinErrs(errs)
	}
	if err := p.Validate(); err != nil {
		return Plan{}, err
	}
	return p, nil
}

// Validate checks a plan with its defaults applied and reports every
// problem, each a *workspace.FieldError naming the member: the mode's
// members by the mode's rules, then the members every mode shares.
func (p Plan) Validate() error {
	var errs []error
	fail := func(field, format string, args ...any) { errs = append(errs, workspace.Fieldf(field, format, args...)) }
	if m := modeOf(p.Mode); m != nil {
		m.validate(p, fail)
	} else {
		fail("mode", "mode must be one of "+modeList)
	}
	if p.Pipeline < 1 || p.Pipeline > MaxPipeline {
		fail("pipeline", "pipeline must be 1..%d", MaxPipeline)
	}
	if p.Workers < 1 || p.Workers > MaxWorkers {
		fail("workers", "workers must be 1..%d", MaxWorkers)
	}
	if len(p.Thresholds) > MaxThresholds {
		fail("thresholds", "at most %d thresholds", MaxThresholds)
	}
	for i, t := range p.Thresholds {
		if err := metrics.ValidateThreshold(t); err != nil {
			fail(indexed("thresholds", i), "thresholds[%d]: %s", i, err)
		}
	}
	if m := p.Monitor; m != nil {
		u, err := url.Parse(m.URL)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			fail("monitor.url", "monitor.url must be an absolute http or https URL")
		}
		if m.IntervalMs < 100 || m.IntervalMs > 3_600_000 {
			fail("monitor.intervalMs", "monitor.intervalMs must be 100..3600000")
		}
		if m.Format != "json" && m.Format != "prometheus" {
			fail("monitor.format", "monitor.format must be json or prometheus")
		}
		if len(m.Series) == 0 {
			fail("monitor.series", "monitor.series must name at least one series")
		}
		if len(m.Series) > MaxSeries {
			fail("monitor.series", "monitor.series holds at most %d names", MaxSeries)
		}
	}
	if s := p.Stream; s != nil {
		if s.MaxStreamDurationMs < 0 {
			fail("stream.maxStreamDurationMs", "stream.maxStreamDurationMs must be 0 (default) or more")
		}
		if s.MaxStreamEvents < 0 {
			fail("stream.maxStreamEvents", "stream.maxStreamEvents must be 0 (default) or more")
		}
	}
	return joinErrs(errs)
}

// joinErrs returns nil, the one error, or errors.Join of all (errors.As
// finds the first *workspace.FieldError).
func joinErrs(errs []error) error {
	switch len(errs) {
	case 0:
		return nil
	case 1:
		return errs[0]
	}
	return errors.Join(errs...)
}

func indexed(field string, i int) string {
	return field + "[" + strconv.Itoa(i) + "]"
}

// clampInt narrows n to int range without wrapping, so a huge value fails
// validation instead of passing as a small one.
func clampInt(n int64) int {
	const maxInt = int64(^uint(0) >> 1)
	return int(max(min(n, maxInt), -maxInt-1))
}

// decodeDuration reads a Go duration string or a whole number of seconds.
func decodeDuration(v codec.RawMessage) (time.Duration, error) {
	if s, ok := workspace.String(v); ok {
		d, err := time.ParseDuration(s)
		if err != nil {
			return 0, errors.New(`must be a duration such as "30s", "1m30s" or "500ms"`)
		}
		if d < 0 {
			return 0, errors.New("must not be negative")
		}
		return d, nil
	}
	n, ok := workspace.Int(v)
	if !ok {
		return 0, errors.New(`must be a duration string such as "30s" or a whole number of seconds`)
	}
	if n < 0 || n > int64(MaxDuration/time.Second)*2 {
		return 0, errors.New("is out of range")
	}
	return time.Duration(n) * time.Second, nil
}

func decodeThresholds(v codec.RawMessage, errs []error) ([]metrics.Threshold, []error) {
	items, err := workspace.Elements(v)
	if err != nil {
		return nil, append(errs, workspace.Fieldf("thresholds", "thresholds must be an array"))
	}
	out := make([]metrics.Threshold, 0, len(items))
	for i, it := range items {
		field := indexed("thresholds", i)
		if s, ok := workspace.String(it); ok {
			t, err := metrics.ParseThreshold(s)
			if err != nil {
				errs = append(errs, workspace.Fieldf(field, "%s: %s", field, err))
				continue
			}
			out = append(out, t)
			continue
		}
		ms, err := workspace.Members(it)
		if err != nil {
			errs = append(errs, workspace.Fieldf(field, "%s must be an object {metric, op, value, abortOnFail} or a string like \"p95<250\"", field))
			continue
		}
		var t metrics.Threshold
		mv, _ := workspace.Get(ms, "metric")
		t.Metric, _ = workspace.String(mv)
		ov, _ := workspace.Get(ms, "op")
		t.Op, _ = workspace.String(ov)
		vv, _ := workspace.Get(ms, "value")
		f, ok := workspace.Number(vv)
		if !ok {
			errs = append(errs, workspace.Fieldf(field+".value", "%s.value must be a number", field))
			continue
		}
		t.Value = f
		if av, ok := workspace.Get(ms, "abortOnFail"); ok && !workspace.IsNull(av) {
			b, ok := workspace.Bool(av)
			if !ok {
				errs = append(errs, workspace.Fieldf(field+".abortOnFail", "%s.abortOnFail must be a boolean", field))
				continue
			}
			t.AbortOnFail = b
		}
		out = append(out, t)
	}
	return out, errs
}

func decodeMonitor(v codec.RawMessage, errs []error) (*Monitor, []error) {
	ms, err := workspace.Members(v)
	if err != nil {
		return nil, append(errs, workspace.Fieldf("monitor", "monitor must be an object {url, intervalMs, format, series}"))
	}
	m := &Monitor{IntervalMs: int(DefaultMonitorInterval / time.Millisecond), Format: "json"}
	if u, ok := workspace.Get(ms, "url"); ok {
		m.URL, _ = workspace.String(u)
	}
	if iv, ok := workspace.Get(ms, "intervalMs"); ok && !workspace.IsNull(iv) {
		n, ok := workspace.Int(iv)
		if !ok {
			errs = append(errs, workspace.Fieldf("monitor.intervalMs", "monitor.intervalMs must be a whole number"))
		}
		m.IntervalMs = clampInt(n)
	}
	if f, ok := workspace.Get(ms, "format"); ok && !workspace.IsNull(f) {
		m.Format, _ = workspace.String(f)
	}
	if sv, ok := workspace.Get(ms, "series"); ok && !workspace.IsNull(sv) {
		items, err := workspace.Elements(sv)
		if err != nil {
			errs = append(errs, workspace.Fieldf("monitor.series", "monitor.series must be an array of strings"))
		}
		for i, it := range items {
			s, ok := workspace.String(it)
			if !ok || s == "" {
				errs = append(errs, workspace.Fieldf(indexed("monitor.series", i), "monitor.series[%d] must be a non-empty string", i))
				continue
			}
			m.Series = append(m.Series, s)
		}
	}
	return m, errs
}

func decodeStream(v codec.RawMessage, errs []error) (*StreamCaps, []error) {
	ms, err := workspace.Members(v)
	if err != nil {
		return nil, append(errs, workspace.Fieldf("stream", "stream must be an object {maxStreamDurationMs, maxStreamEvents}"))
	}
	s := &StreamCaps{}
	for _, f := range []struct {
		key string
		dst *int
	}{{"maxStreamDurationMs", &s.MaxStreamDurationMs}, {"maxStreamEvents", &s.MaxStreamEvents}} {
		raw, ok := workspace.Get(ms, f.key)
		if !ok || workspace.IsNull(raw) {
			continue
		}
		n, ok := workspace.Int(raw)
		if !ok {
			errs = append(errs, workspace.Fieldf("stream."+f.key, "stream.%s must be a whole number", f.key))
			continue
		}
		*f.dst = clampInt(n)
	}
	return s, errs
}
