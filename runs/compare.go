package runs

import (
	"math"
	"reflect"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/store"
)

// Verdicts of a comparison: the figures of two runs of the same plan are
// judged better or worse; those of two different plans are only shown.
const (
	VerdictComparable    = "comparable"
	VerdictInformational = "informational"
)

// Comparison is GET /runs/compare: run A against run B (by default the
// baseline of A's target), metric by metric. When the two plans differ
// (PlanDiffers, with each difference listed) the comparison is
// informational: no figure is called better or worse.
type Comparison struct {
	A           CompareSide      `json:"a"`
	B           CompareSide      `json:"b"`
	PlanDiffers bool             `json:"planDiffers"`
	Differences []PlanDifference `json:"differences"`
	Verdict     string           `json:"verdict"`
	Metrics     []MetricDelta    `json:"metrics"`
}

// PlanDifference is one plan member whose value differs between the two
// runs; A or B is null when that run's plan lacks the member.
type PlanDifference struct {
	Field string `json:"field"`
	A     any    `json:"a"`
	B     any    `json:"b"`
}

// CompareSide names one run of a comparison.
type CompareSide struct {
	RunID    string `json:"runId"`
	Name     string `json:"name"`
	Mode     string `json:"mode"`
	Status   string `json:"status"`
	Baseline bool   `json:"baseline"`
}

// MetricDelta is one figure of both reports. Delta is A − B; DeltaPct is
// the delta in percent of B (null when B is 0); Change says whether A is
// better, worse or the same as B for this figure ("" for plain counts, and
// for every figure when the plans differ).
type MetricDelta struct {
	Metric   string   `json:"metric"`
	A        *float64 `json:"a"`
	B        *float64 `json:"b"`
	Delta    *float64 `json:"delta"`
	DeltaPct *float64 `json:"deltaPct"`
	Change   string   `json:"change"`
}

// comparedMetrics are the report figures a comparison lists, with the
// direction that counts as better (+1 higher, -1 lower, 0 neither).
var comparedMetrics = []struct {
	name   string
	path   []string
	better int
}{
	{"requests", []string{"requests"}, 0},
	{"errors", []string{"errors"}, -1},
	{"errorRate", []string{"errorRate"}, -1},
	{"rps", []string{"rps"}, 1},
	{"latency.mean", []string{"latency", "mean"}, -1},
	{"latency.p50", []string{"latency", "p50"}, -1},
	{"latency.p90", []string{"latency", "p90"}, -1},
	{"latency.p95", []string{"latency", "p95"}, -1},
	{"latency.p99", []string{"latency", "p99"}, -1},
	{"latency.max", []string{"latency", "max"}, -1},
	{"serviceTime.p95", []string{"serviceTime", "p95"}, -1},
	{"serviceTime.p99", []string{"serviceTime", "p99"}, -1},
}

// comparedPlan are the plan members whose difference makes a comparison
// informational, each with its paths in a run's configSnapshot (a load
// run's, then a collection run's); kind and mode come from the run itself.
var comparedPlan = []struct {
	field string
	paths [][]string
}{
	{"targetRps", [][]string{{"plan", "targetRps"}}},
	{"concurrency", [][]string{{"plan", "concurrency"}, {"load", "concurrency"}}},
	{"startConcurrency", [][]string{{"plan", "startConcurrency"}, {"load", "startConcurrency"}}},
	{"request.method", [][]string{{"request", "method"}}},
	{"request.url", [][]string{{"request", "url"}}},
	{"scenario.collectionId", [][]string{{"scenario", "collectionId"}}},
	{"scenario.folderId", [][]string{{"scenario", "folderId"}}},
}

// planDifferences lists the plan members of a and b that differ, in the
// order of comparedPlan after kind and mode.
func planDifferences(a, b store.Run) []PlanDifference {
	out := []PlanDifference{}
	if a.Kind != b.Kind {
		out = append(out, PlanDifference{Field: "kind", A: a.Kind, B: b.Kind})
	}
	if a.Mode != b.Mode {
		out = append(out, PlanDifference{Field: "mode", A: a.Mode, B: b.Mode})
	}
	sa, sb := decodeObject(a.ConfigSnapshot), decodeObject(b.ConfigSnapshot)
	for _, f := range comparedPlan {
		va, vb := firstValue(sa, f.paths), firstValue(sb, f.paths)
		if !reflect.DeepEqual(va, vb) {
			out = append(out, PlanDifference{Field: f.field, A: va, B: vb})
		}
	}
	return out
}

// firstValue is the value at the first of paths that m holds, nil when none.
func firstValue(m map[string]any, paths [][]string) any {
	for _, p := range paths {
		if v, ok := lookup(m, p); ok && v != nil {
			return v
		}
	}
	return nil
}

// Compare compares the stored reports of two runs. A figure missing from
// either report has null members. When the plans differ, no figure is
// judged better or worse and the verdict is informational.
func Compare(a, b store.Run) Comparison {
	ra, rb := decodeObject(a.Report), decodeObject(b.Report)
	diffs := planDifferences(a, b)
	out := Comparison{A: side(a), B: side(b), PlanDiffers: len(diffs) > 0, Differences: diffs,
		Verdict: VerdictComparable, Metrics: make([]MetricDelta, 0, len(comparedMetrics))}
	if out.PlanDiffers {
		out.Verdict = VerdictInformational
	}
	for _, cm := range comparedMetrics {
		d := MetricDelta{Metric: cm.name, A: number(ra, cm.path), B: number(rb, cm.path)}
		if d.A != nil && d.B != nil {
			delta := *d.A - *d.B
			d.Delta = &delta
			if *d.B != 0 {
				pct := math.Round(delta / *d.B * 100 * 100) / 100
				d.DeltaPct = &pct
			}
			switch {
			case cm.better == 0, out.PlanDiffers:
			case math.Abs(delta) <= 1e-9*math.Max(math.Abs(*d.A), math.Abs(*d.B)):
				d.Change = "same"
			case (delta > 0) == (cm.better > 0):
				d.Change = "better"
			default:
				d.Change = "worse"
			}
		}
		out.Metrics = append(out.Metrics, d)
	}
	return out
}

func side(r store.Run) CompareSide {
	return CompareSide{RunID: r.ID, Name: r.Name, Mode: r.Mode, Status: r.Status, Baseline: r.Baseline}
}

// decodeObject decodes a stored JSON object (a report or a snapshot); nil
// when it is empty or not an object.
func decodeObject(raw []byte) map[string]any {
	var m map[string]any
	if len(raw) > 0 {
		_ = codec.Unmarshal(raw, &m)
	}
	return m
}

// lookup is the value at path in m.
func lookup(m map[string]any, path []string) (any, bool) {
	var v any = m
	for _, p := range path {
		o, ok := v.(map[string]any)
		if !ok {
			return nil, false
		}
		if v, ok = o[p]; !ok {
			return nil, false
		}
	}
	return v, true
}

func number(m map[string]any, path []string) *float64 {
	v, _ := lookup(m, path)
	f, ok := v.(float64)
	if !ok {
		return nil
	}
	return &f
}
