//go:build !race

package metrics

import "testing"

func TestRecordDoesNotAllocate(t *testing.T) {
	col := NewCollector(Config{Highest: 30_000_000, Lag: true, Phases: true})
	rec := col.Recorder(3)
	o := Obs{Latency: 1500, Service: 1200, Lag: 300, Status: 503, Err: ErrNone, BytesIn: 99, Late: true,
		Phases: [NumPhases]int64{10, -1, 900, 300}, StreamEvents: 2, StreamCapped: true}
	if n := testing.AllocsPerRun(10_000, func() { o.Latency++; rec.Record(&o) }); n != 0 {
		t.Fatalf("Record: %v allocations, want 0", n)
	}
}

func TestLocalRecorderDoesNotAllocate(t *testing.T) {
	col := NewCollector(Config{Highest: 30_000_000, Lag: true, Phases: true})
	lr := col.LocalRecorder(1)
	rec := lr.Recorder()
	o := Obs{Latency: 1500, Service: 1200, Lag: 300, Status: 503, Err: ErrNone, BytesIn: 99, Late: true,
		Phases: [NumPhases]int64{10, -1, 900, 300}, StreamEvents: 2, StreamCapped: true}
	k := 0
	if n := testing.AllocsPerRun(10_000, func() {
		o.Latency = int64(k % 100_000)
		o.Status = 200 + k%300
		rec.Record(&o)
		if k++; k%1000 == 0 {
			lr.Publish()
		}
	}); n != 0 {
		t.Fatalf("Record and Publish: %v allocations, want 0", n)
	}
}
