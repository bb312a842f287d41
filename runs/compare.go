package runs

import (
	"encoding/json"
	"math"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/store"
)

// Comparison is GET /runs/compare: run A against run B (by default the
// baseline of A's target), metric by metric.
type Comparison struct {
	A       CompareSide   `json:"a"`
	B       CompareSide   `json:"b"`
	Metrics []MetricDelta `json:"metrics"`
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
// better, worse or the same as B for this figure ("" for plain counts).
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

// Compare compares the stored reports of two runs. A figure missing from
// either report has null members.
func Compare(a, b store.Run) Comparison {
	ra, rb := decodeReport(a.Report), decodeReport(b.Report)
	out := Comparison{A: side(a), B: side(b), Metrics: make([]MetricDelta, 0, len(comparedMetrics))}
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
			case cm.better == 0:
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

func decodeReport(raw json.RawMessage) map[string]any {
	var m map[string]any
	if len(raw) > 0 {
		_ = codec.Unmarshal(raw, &m)
	}
	return m
}

func number(m map[string]any, path []string) *float64 {
	var v any = m
	for _, p := range path {
		o, ok := v.(map[string]any)
		if !ok {
			return nil
		}
		v = o[p]
	}
	f, ok := v.(float64)
	if !ok {
		return nil
	}
	return &f
}
