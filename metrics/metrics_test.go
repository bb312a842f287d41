package metrics

import (
	"math/rand/v2"
	"strings"
	"sync"
	"testing"
	"time"
)

// TestLayoutMatchesHdrHistogram records the same values through the
// atomic counts and through hdrhistogram: the two must be identical.
func TestLayoutMatchesHdrHistogram(t *testing.T) {
	t.Parallel()
	const highest = 30_000_000
	want := NewHistogram(highest)
	c := make(counts, countsLen(highest))
	if n := len(want.Export().Counts); n != len(c) {
		t.Fatalf("countsLen = %d, hdrhistogram has %d", len(c), n)
	}
	r := rand.New(rand.NewPCG(1, 2))
	for i := range 200_000 {
		v := int64(i % 5000)
		if i%2 == 0 {
			v = r.Int64N(highest)
		}
		_ = want.RecordValue(v)
		c.record(v)
	}
	got := NewHistogram(highest)
	c.drainTo(got)
	if !got.Equals(want) {
		t.Fatalf("histograms differ: p50 %d/%d p99 %d/%d max %d/%d", got.ValueAtQuantile(50), want.ValueAtQuantile(50),
			got.ValueAtQuantile(99), want.ValueAtQuantile(99), got.Max(), want.Max())
	}
	for i := range c {
		if c[i].Load() != 0 {
			t.Fatal("drainTo left counts behind")
		}
	}
	// Values above the range are clamped, not lost.
	c.record(highest * 10)
	c.record(-5)
	h := NewHistogram(highest)
	c.drainTo(h)
	if h.TotalCount() != 2 || h.Min() != 0 || !h.ValuesAreEquivalent(h.Max(), highest) {
		t.Fatalf("clamped: count %d min %d max %d", h.TotalCount(), h.Min(), h.Max())
	}
}

// TestCollectWhileRecording runs writers flat out while the collector
// collects: nothing is lost or counted twice.
func TestCollectWhileRecording(t *testing.T) {
	t.Parallel()
	col := NewCollector(Config{Highest: 1_000_000, Shards: 3, Lag: true, Phases: true})
	const writers, each = 8, 20_000
	var wg sync.WaitGroup
	for i := range writers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			rec := col.Recorder(i)
			o := Obs{Phases: [NumPhases]int64{1, -1, 3, 4}}
			for k := range each {
				o.Latency, o.Service, o.Lag = int64(k%1000+1), int64(k%500+1), 2
				o.Status, o.Err, o.BytesIn, o.Late = 200, ErrNone, 10, k%10 == 0
				if k%100 == 0 {
					o.Status, o.Err = 0, ErrConnectionReset
				}
				rec.Record(&o)
			}
		}()
	}
	total, w := col.NewWindow(), col.NewWindow()
	done := make(chan struct{})
	go func() { wg.Wait(); close(done) }()
	ticks := 0
	for running := true; running; {
		select {
		case <-done:
			running = false
		case <-time.After(time.Millisecond):
		}
		col.Collect(w)
		if w.Latency.TotalCount() != w.Requests || w.Service.TotalCount() != w.Requests {
			t.Fatalf("a window with %d requests has %d latencies", w.Requests, w.Latency.TotalCount())
		}
		total.Merge(w)
		w.Reset()
		ticks++
	}
	const n = writers * each
	if total.Requests != n || total.Latency.TotalCount() != n || total.Lag.TotalCount() != n || total.Phases[PhaseTTFB].TotalCount() != n {
		t.Fatalf("after %d collections: %d requests, %d latencies, want %d", ticks, total.Requests, total.Latency.TotalCount(), n)
	}
	if total.Phases[PhaseTLS].TotalCount() != 0 {
		t.Fatal("a skipped phase was recorded")
	}
	if total.Errors() != n/100 || total.Errs[ErrConnectionReset] != n/100 || total.Status[200] != n-n/100 || total.BytesIn != 10*n || total.Late != n/10 {
		t.Fatalf("counters: errors %d status %v bytes %d late %d", total.Errors(), total.StatusMap(), total.BytesIn, total.Late)
	}
	if m := total.ErrorCodeMap(); m["CONNECTION_RESET"] != n/100 || len(m) != 1 {
		t.Fatalf("error codes %v", m)
	}
}

func TestReportAndHDR(t *testing.T) {
	t.Parallel()
	col := NewCollector(Config{Highest: 60_000_000})
	rec := col.Recorder(0)
	for i := range 1000 {
		o := Obs{Latency: int64(i+1) * 1000, Service: int64(i+1) * 500, Status: 200}
		if i >= 990 {
			o.Status = 500
		}
		rec.Record(&o)
	}
	w := col.NewWindow()
	col.Collect(w)
	start := time.UnixMilli(1_700_000_000_000)
	r := NewReport(w, start, start.Add(2*time.Second))
	if r.Requests != 1000 || r.Errors != 10 || r.Successes != 990 || r.ErrorRate != 0.01 || r.RPS != 500 || r.DurationMs != 2000 {
		t.Fatalf("report %+v", r)
	}
	if r.Latency.P50 < 499 || r.Latency.P50 > 501 || r.Latency.Max < 999 || r.Latency.Min != 1 || r.ServiceTime.P99 < 494 || r.ServiceTime.P99 > 496 {
		t.Fatalf("latency %+v service %+v", r.Latency, r.ServiceTime)
	}
	h, err := DecodeHDR(EncodeHDR(w.Latency))
	if err != nil || !h.Equals(w.Latency) {
		t.Fatalf("HDR round trip: %v", err)
	}
}

func TestThresholds(t *testing.T) {
	t.Parallel()
	r := &Report{Latency: Latency{P95: 200, P99: 300}, ServiceTime: Latency{P99: 150}, ErrorRate: 0.02, RPS: 1000, Requests: 5000}
	for _, c := range []struct {
		in     string
		want   Threshold
		passed bool
	}{
		{"p95<250", Threshold{Metric: "p95", Op: "<", Value: 250}, true},
		{"latency.p99 <= 250", Threshold{Metric: "latency.p99", Op: "<=", Value: 250}, false},
		{"serviceTime.p99<=150!", Threshold{Metric: "serviceTime.p99", Op: "<=", Value: 150, AbortOnFail: true}, true},
		{"errorRate<0.01!", Threshold{Metric: "errorRate", Op: "<", Value: 0.01, AbortOnFail: true}, false},
		{"rps>=1000", Threshold{Metric: "rps", Op: ">=", Value: 1000}, true},
		{"requests!=5000", Threshold{Metric: "requests", Op: "!=", Value: 5000}, false},
	} {
		got, err := ParseThreshold(c.in)
		if err != nil || got != c.want {
			t.Errorf("ParseThreshold(%q) = %+v, %v; want %+v", c.in, got, err, c.want)
			continue
		}
		if res := EvalThreshold(got, r); res.Passed != c.passed {
			t.Errorf("%s on %+v: passed %v, want %v (actual %v)", c.in, r, res.Passed, c.passed, res.Actual)
		}
	}
	for _, bad := range []string{"p95", "p42<1", "p95<abc", "<5", "serviceTime.errorRate<1", "p95=~1"} {
		if _, err := ParseThreshold(bad); err == nil {
			t.Errorf("ParseThreshold(%q) accepted", bad)
		}
	}
	if err := ValidateThreshold(Threshold{Metric: "p95", Op: "=>", Value: 1}); err == nil || !strings.Contains(err.Error(), "op") {
		t.Errorf("an unknown op: %v", err)
	}
}

func TestEveryLatencyBlockSaysItsUnit(t *testing.T) {
	t.Parallel()
	col := NewCollector(Config{Highest: 60_000_000})
	rec := col.Recorder(0)
	rec.Record(&Obs{Latency: 1500, Service: 1000, Status: 200})
	empty, full := col.NewWindow(), col.NewWindow()
	col.Collect(full)
	start := time.UnixMilli(1_700_000_000_000)
	for name, r := range map[string]Report{"an empty window": NewReport(empty, start, start.Add(time.Second)), "a window with a request": NewReport(full, start, start.Add(time.Second))} {
		for block, l := range map[string]Latency{"latency": r.Latency, "serviceTime": r.ServiceTime, "Summarize(nil)": Summarize(nil)} {
			if l.Unit != "ms" {
				t.Errorf("%s: %s has unit %q, want ms", name, block, l.Unit)
			}
		}
	}
}
