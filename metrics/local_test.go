package metrics

import (
	"math/rand/v2"
	"reflect"
	"sync"
	"testing"
	"time"
)

// obsStream is a reproducible run of observations with every field used:
// statuses, failures, lag, phases (some skipped), streams, values past
// the histogram's range and below zero.
func obsStream(n int, seed uint64) []Obs {
	r := rand.New(rand.NewPCG(seed, 7))
	out := make([]Obs, n)
	for i := range out {
		o := Obs{
			Latency: r.Int64N(2_000_000), Service: r.Int64N(50_000), Lag: r.Int64N(3000) - 5,
			Status: []int{200, 200, 200, 204, 301, 404, 503, 1200}[r.IntN(8)], BytesIn: r.Int64N(2000),
			Late: r.IntN(7) == 0, Phases: [NumPhases]int64{r.Int64N(900), -1, r.Int64N(9000), r.Int64N(4000)},
		}
		switch r.IntN(40) {
		case 0:
			o.Status, o.Err, o.BytesIn = 0, ErrConnectionReset, 0
		case 1:
			o.Status, o.Err, o.BytesIn = 0, ErrTimeout, 0
		case 2:
			o.Latency = 99_000_000 // clamped to the highest value
		case 3:
			o.StreamEvents, o.StreamCapped = r.Int64N(50), true
		}
		out[i] = o
	}
	return out
}

// TestLocalRecorderMatchesRecorder records the same observations through
// the atomic Recorder and through LocalRecorders published at random
// points while the collector collects: the windows (every counter, every
// histogram bucket, hence every percentile of a report) are identical.
func TestLocalRecorderMatchesRecorder(t *testing.T) {
	t.Parallel()
	cfg := Config{Highest: 30_000_000, Shards: 2, Lag: true, Phases: true}
	const writers, each = 3, 40_000
	streams := make([][]Obs, writers)
	for i := range streams {
		streams[i] = obsStream(each, uint64(i))
	}

	atomicCol := NewCollector(cfg)
	for i, s := range streams {
		rec := atomicCol.Recorder(i)
		for k := range s {
			rec.Record(&s[k])
		}
	}
	want := atomicCol.NewWindow()
	atomicCol.Collect(want)

	localCol := NewCollector(cfg)
	var wg sync.WaitGroup
	for i, s := range streams {
		wg.Add(1)
		go func() {
			defer wg.Done()
			lr := localCol.LocalRecorder(i)
			rec := lr.Recorder()
			r := rand.New(rand.NewPCG(uint64(i), 99))
			for k := range s {
				rec.Record(&s[k])
				if r.IntN(500) == 0 {
					lr.Publish()
				}
			}
			lr.Publish()
			if lr.Pending() != 0 {
				t.Error("a publish left requests pending")
			}
		}()
	}
	got, w := localCol.NewWindow(), localCol.NewWindow()
	done := make(chan struct{})
	go func() { wg.Wait(); close(done) }()
	for running := true; running; {
		select {
		case <-done:
			running = false
		default:
		}
		localCol.Collect(w)
		if w.Latency.TotalCount() != w.Requests {
			t.Fatalf("a collection of %d requests holds %d latencies", w.Requests, w.Latency.TotalCount())
		}
		got.Merge(w)
		w.Reset()
	}

	if got.Requests != writers*each || got.Requests != want.Requests {
		t.Fatalf("%d requests through LocalRecorder, %d through Recorder, want %d", got.Requests, want.Requests, writers*each)
	}
	if !got.Latency.Equals(want.Latency) || !got.Service.Equals(want.Service) || !got.Lag.Equals(want.Lag) {
		t.Fatalf("histograms differ: latency p99 %d/%d", got.Latency.ValueAtQuantile(99), want.Latency.ValueAtQuantile(99))
	}
	for p := range got.Phases {
		if !got.Phases[p].Equals(want.Phases[p]) {
			t.Fatalf("phase %d differs", p)
		}
	}
	if got.Status != want.Status || got.Errs != want.Errs || got.BytesIn != want.BytesIn || got.Late != want.Late ||
		got.StreamEvents != want.StreamEvents || got.StreamCapped != want.StreamCapped {
		t.Fatalf("counters differ: status %v/%v errs %v/%v", got.StatusMap(), want.StatusMap(), got.ErrorCodeMap(), want.ErrorCodeMap())
	}
	t0 := time.UnixMilli(1_700_000_000_000)
	if a, b := NewReport(got, t0, t0.Add(time.Second)), NewReport(want, t0, t0.Add(time.Second)); !reflect.DeepEqual(a, b) {
		t.Fatalf("reports differ:\n%+v\n%+v", a, b)
	}
}

// BenchmarkRecorders is one Record by one writer, as on an event loop:
// through the atomic Recorder, and through a LocalRecorder that publishes
// every 1,000 records (a 10 ms publish period at 100,000 responses per
// second).
func BenchmarkRecorders(b *testing.B) {
	cfg := Config{Highest: 30_000_000, Shards: 1}
	// The steady state: successes of a few hundred microseconds.
	obs := make([]Obs, 4096)
	for i := range obs {
		obs[i] = Obs{Latency: int64(150 + i%97), Service: int64(140 + i%89), Status: 200, BytesIn: 130}
	}
	b.Run("atomic", func(b *testing.B) {
		rec := NewCollector(cfg).Recorder(0)
		b.ReportAllocs()
		i := 0
		for b.Loop() {
			rec.Record(&obs[i&4095])
			i++
		}
	})
	b.Run("local", func(b *testing.B) {
		lr := NewCollector(cfg).LocalRecorder(0)
		rec := lr.Recorder()
		b.ReportAllocs()
		i := 0
		for b.Loop() {
			rec.Record(&obs[i&4095])
			if i++; i%1000 == 0 {
				lr.Publish()
			}
		}
	})
}
