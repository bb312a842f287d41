package loadcore

import (
	"encoding/json"
	"sync"
	"testing"

	"github.com/svc-engine/svc-engine/metrics"
)

// collected records what the hooks received; the hooks run on one
// goroutine, but the test reads after Run returns.
type collected struct {
	mu      sync.Mutex
	ticks   []metrics.Tick
	samples []metrics.Sample
	monitor []metrics.MonitorPoint
	steps   []metrics.CapacityStep
}

func (c *collected) hooks() Hooks {
	return Hooks{
		Tick:    func(t metrics.Tick) { c.mu.Lock(); c.ticks = append(c.ticks, t); c.mu.Unlock() },
		Sample:  func(s metrics.Sample) { c.mu.Lock(); c.samples = append(c.samples, s); c.mu.Unlock() },
		Monitor: func(p metrics.MonitorPoint) { c.mu.Lock(); c.monitor = append(c.monitor, p); c.mu.Unlock() },
		Step:    func(s metrics.CapacityStep) { c.mu.Lock(); c.steps = append(c.steps, s); c.mu.Unlock() },
	}
}

func mustPlan(t *testing.T, body string) Plan {
	t.Helper()
	p, err := ParsePlan(json.RawMessage(body))
	if err != nil {
		t.Fatalf("ParsePlan(%s): %v", body, err)
	}
	return p
}

func TestIterationsSendsExactlyN(t *testing.T) {
	t.Parallel()
	tg := startTarget(t)
	for _, c := range []struct {
		name string
		plan string
	}{
		{"one at a time", `{"mode":"iterations","iterations":1,"concurrency":1}`},
		{"more users than iterations", `{"mode":"iterations","iterations":7,"concurrency":50}`},
		{"uneven split", `{"mode":"iterations","iterations":10007,"concurrency":13}`},
		{"pipelined with a partial last batch", `{"mode":"iterations","iterations":1001,"concurrency":3,"pipeline":16}`},
	} {
		t.Run(c.name, func(t *testing.T) {
			before := tg.requests.Load()
			var col collected
			out := Run(t.Context(), mustPlan(t, c.plan), getRequest(tg.url+"/"), Settings{}, col.hooks())
			p := mustPlan(t, c.plan)
			if out.Status != StatusCompleted || out.Report.Requests != p.Iterations || out.Report.Errors != 0 {
				t.Fatalf("status %s (%s), requests %d errors %d %v; want Completed, %d, 0", out.Status, out.Reason, out.Report.Requests, out.Report.Errors, out.Report.ErrorCodes, p.Iterations)
			}
			if got := tg.requests.Load() - before; got != p.Iterations {
				t.Fatalf("the target saw %d requests, want %d", got, p.Iterations)
			}
			if out.Report.Status["200"] != p.Iterations {
				t.Fatalf("status counts %v", out.Report.Status)
			}
			if len(col.ticks) == 0 || col.ticks[len(col.ticks)-1].TotalRequests != p.Iterations {
				t.Fatalf("ticks %+v: the last must total %d", col.ticks, p.Iterations)
			}
			if out.Report.BytesIn == 0 || out.Report.BytesOut == 0 || out.Report.Latency.P50 <= 0 || out.Report.Latency.Max < out.Report.Latency.P50 {
				t.Fatalf("report %+v", out.Report)
			}
		})
	}
}
