package metrics

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"
)

// NewReport builds the report of a run from its whole-run window. The
// caller adds Dropped from the scheduler, BytesOut, Thresholds, Capacity,
// Stream and HDR (EncodeHDR(w.Latency), left out here because NewReport
// also serves in-run threshold checks).
func NewReport(w *Window, startedAt, endedAt time.Time) Report {
	d := endedAt.Sub(startedAt)
	r := Report{
		StartedAt:   startedAt.UnixMilli(),
		EndedAt:     endedAt.UnixMilli(),
		DurationMs:  d.Milliseconds(),
		Requests:    w.Requests,
		Errors:      w.Errors(),
		ErrorRate:   w.ErrorRate(),
		Latency:     Summarize(w.Latency),
		ServiceTime: Summarize(w.Service),
		Phases:      w.PhasesSummary(),
		Status:      w.StatusMap(),
		ErrorCodes:  w.ErrorCodeMap(),
		BytesIn:     w.BytesIn,
		Late:        w.Late,
		Thresholds:  []ThresholdResult{},
	}
	if w.Lag != nil {
		l := Summarize(w.Lag)
		r.Lag = &l
	}
	r.Successes = r.Requests - r.Errors
	if d > 0 {
		r.RPS = round3(float64(w.Requests) / d.Seconds())
	}
	return r
}

// Threshold metrics: latency ones are in milliseconds from the intended
// send time ("serviceTime." prefixed: from the actual send).
var thresholdMetrics = []string{"min", "mean", "stdev", "p50", "p75", "p90", "p95", "p99", "p999", "max", "errorRate", "rps", "requests", "errors"}

// ThresholdMetrics lists the metric names a Threshold may use; each
// latency metric also exists with the "latency." and "serviceTime."
// prefixes.
func ThresholdMetrics() []string { return append([]string(nil), thresholdMetrics...) }

// thresholdOps are the comparison operators, longest first for parsing.
var thresholdOps = []string{"<=", ">=", "==", "!=", "<", ">"}

// ValidateThreshold reports what is wrong with t, nil when it can be
// evaluated.
func ValidateThreshold(t Threshold) error {
	if _, ok := metricValue(t.Metric, &Report{}); !ok {
		return fmt.Errorf("unknown metric %q (want one of %s, latency ones optionally prefixed latency. or serviceTime.)", t.Metric, strings.Join(thresholdMetrics, ", "))
	}
	for _, op := range thresholdOps {
		if t.Op == op {
			if math.IsNaN(t.Value) || math.IsInf(t.Value, 0) {
				return fmt.Errorf("value must be a finite number")
			}
			return nil
		}
	}
	return fmt.Errorf("unknown op %q (want one of %s)", t.Op, strings.Join(thresholdOps, " "))
}

// ParseThreshold parses the compact form "<metric><op><value>", e.g.
// "p95<250" or "errorRate<=0.01"; a trailing "!" sets AbortOnFail
// ("p99<500!"). Spaces are ignored.
func ParseThreshold(s string) (Threshold, error) {
	s = strings.ReplaceAll(s, " ", "")
	var t Threshold
	if strings.HasSuffix(s, "!") {
		t.AbortOnFail = true
		s = s[:len(s)-1]
	}
	at, op := -1, ""
	for _, o := range thresholdOps {
		if i := strings.Index(s, o); i > 0 && (at < 0 || i < at || (i == at && len(o) > len(op))) {
			at, op = i, o
		}
	}
	if at < 0 {
		return t, fmt.Errorf("%q is not <metric><op><value>, e.g. p95<250", s)
	}
	v, err := strconv.ParseFloat(s[at+len(op):], 64)
	if err != nil {
		return t, fmt.Errorf("%q: the value is not a number", s)
	}
	t.Metric, t.Op, t.Value = s[:at], op, v
	return t, ValidateThreshold(t)
}

// metricValue returns metric's value in r.
func metricValue(metric string, r *Report) (float64, bool) {
	lat := &r.Latency
	name := metric
	switch {
	case strings.HasPrefix(metric, "latency."):
		name = metric[len("latency."):]
	case strings.HasPrefix(metric, "serviceTime."):
		name, lat = metric[len("serviceTime."):], &r.ServiceTime
	}
	switch name {
	case "min":
		return lat.Min, true
	case "mean":
		return lat.Mean, true
	case "stdev":
		return lat.Stdev, true
	case "p50":
		return lat.P50, true
	case "p75":
		return lat.P75, true
	case "p90":
		return lat.P90, true
	case "p95":
		return lat.P95, true
	case "p99":
		return lat.P99, true
	case "p999":
		return lat.P999, true
	case "max":
		return lat.Max, true
	}
	if name != metric {
		return 0, false
	}
	switch name {
	case "errorRate":
		return r.ErrorRate, true
	case "rps":
		return r.RPS, true
	case "requests":
		return float64(r.Requests), true
	case "errors":
		return float64(r.Errors), true
	}
	return 0, false
}

// EvalThreshold evaluates t against r.
func EvalThreshold(t Threshold, r *Report) ThresholdResult {
	v, ok := metricValue(t.Metric, r)
	res := ThresholdResult{Threshold: t, Actual: v}
	if !ok {
		return res
	}
	switch t.Op {
	case "<":
		res.Passed = v < t.Value
	case "<=":
		res.Passed = v <= t.Value
	case ">":
		res.Passed = v > t.Value
	case ">=":
		res.Passed = v >= t.Value
	case "==":
		res.Passed = v == t.Value
	case "!=":
		res.Passed = v != t.Value
	}
	return res
}

// EvalThresholds evaluates every threshold against r, in order.
func EvalThresholds(ts []Threshold, r *Report) []ThresholdResult {
	out := make([]ThresholdResult, 0, len(ts))
	for _, t := range ts {
		out = append(out, EvalThreshold(t, r))
	}
	return out
}

// String renders t compactly, "p95<250".
func (t Threshold) String() string {
	return t.Metric + t.Op + strconv.FormatFloat(t.Value, 'g', -1, 64)
}
