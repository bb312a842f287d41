package runs_test

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/svc-engine/svc-engine/runs"
	"github.com/svc-engine/svc-engine/store"
)

// loadRun is an ended load run of mode with the plan members of plan, the
// composed target url and a report whose p95 is p95.
func loadRun(mode string, plan map[string]any, url string, p95 float64) store.Run {
	snap, _ := json.Marshal(map[string]any{"plan": plan, "request": map[string]any{"method": "GET", "url": url}})
	rep, _ := json.Marshal(map[string]any{"requests": 100, "errors": 0, "rps": 50, "latency": map[string]any{"unit": "ms", "p95": p95}})
	return store.Run{ID: "run_" + mode, Kind: "load", Mode: mode, Status: "Completed", ConfigSnapshot: snap, Report: rep}
}

// scenarioRun is an ended collection run of collectionID under a load of
// concurrency virtual users.
func scenarioRun(collectionID string, concurrency int) store.Run {
	snap, _ := json.Marshal(map[string]any{"scenario": map[string]any{"collectionId": collectionID, "folderId": nil}, "mode": "ramp_up", "load": map[string]any{"concurrency": concurrency}})
	return store.Run{ID: "run_s", Kind: "scenario", Mode: "ramp_up", Status: "Completed", ConfigSnapshot: snap, Report: json.RawMessage(`{"requests":4}`)}
}

func TestCompareListsPlanDifferences(t *testing.T) {
	t.Parallel()
	base := loadRun("constant_rps", map[string]any{"targetRps": 100}, "http://a/", 10)
	tests := []struct {
		name string
		a, b store.Run
		want []runs.PlanDifference
	}{
		{"the same plan", loadRun("constant_rps", map[string]any{"targetRps": 100}, "http://a/", 12), base, []runs.PlanDifference{}},
		{"another rate", loadRun("constant_rps", map[string]any{"targetRps": 200}, "http://a/", 12), base,
			[]runs.PlanDifference{{Field: "targetRps", A: float64(200), B: float64(100)}}},
		{"another mode and concurrency", loadRun("constant_concurrency", map[string]any{"concurrency": 8}, "http://a/", 12), base,
			[]runs.PlanDifference{{Field: "mode", A: "constant_concurrency", B: "constant_rps"}, {Field: "targetRps", A: nil, B: float64(100)}, {Field: "concurrency", A: float64(8), B: nil}}},
		{"another target", loadRun("constant_rps", map[string]any{"targetRps": 100}, "http://b/", 12), base,
			[]runs.PlanDifference{{Field: "request.url", A: "http://b/", B: "http://a/"}}},
		{"two collections", scenarioRun("col_a", 4), scenarioRun("col_b", 4),
			[]runs.PlanDifference{{Field: "scenario.collectionId", A: "col_a", B: "col_b"}}},
		{"one collection at two concurrencies", scenarioRun("col_a", 4), scenarioRun("col_a", 2),
			[]runs.PlanDifference{{Field: "concurrency", A: float64(4), B: float64(2)}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c := runs.Compare(tc.a, tc.b)
			if !reflect.DeepEqual(c.Differences, tc.want) {
				t.Fatalf("differences %+v, want %+v", c.Differences, tc.want)
			}
			wantVerdict := runs.VerdictComparable
			if len(tc.want) > 0 {
				wantVerdict = runs.VerdictInformational
			}
			if c.PlanDiffers != (len(tc.want) > 0) || c.Verdict != wantVerdict {
				t.Fatalf("planDiffers %v, verdict %q, want %q", c.PlanDiffers, c.Verdict, wantVerdict)
			}
			for _, m := range c.Metrics {
				if m.Metric != "latency.p95" || m.A == nil {
					continue
				}
				want := "worse" // p95 12 against 10: a is slower
				if c.PlanDiffers {
					want = ""
				}
				if m.Change != want || *m.Delta != *m.A-*m.B {
					t.Errorf("latency.p95 %+v, want change %q and delta a-b", m, want)
				}
			}
		})
	}
}
