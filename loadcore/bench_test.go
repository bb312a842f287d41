package loadcore

import (
	"encoding/json"
	"strconv"
	"testing"
	"time"

	"github.com/svc-engine/svc-engine/metrics"
	"github.com/svc-engine/svc-engine/sender"
)

var zeroTime time.Time

func itoa(i int) string { return strconv.Itoa(i) }

// benchWorker readies an execution for plan against a fresh loopback target
// at path, and one worker of it.
func benchWorker(tb testing.TB, plan, path string) (*execution, *worker) {
	tb.Helper()
	tg := startTarget(tb)
	return benchWorkerFor(tb, plan, getRequest(tg.url+path))
}

// benchWorkerFor readies an execution of plan sending req, and one
// worker of it.
func benchWorkerFor(tb testing.TB, plan string, req sender.Request) (*execution, *worker) {
	tb.Helper()
	p, err := ParsePlan(json.RawMessage(plan))
	if err != nil {
		tb.Fatal(err)
	}
	t, err := prepare(tb.Context(), p, req, Settings{})
	if err != nil {
		tb.Fatal(err)
	}
	e := newExecution(tb.Context(), p, t, Settings{Now: time.Now})
	tb.Cleanup(e.cancel)
	w := e.newWorker(0)
	tb.Cleanup(w.close)
	return e, w
}

// BenchmarkClosedLoopCycle is one virtual user's request cycle (write,
// read head, discard body, record) against a loopback fasthttp target in
// the same process; the target's CPU is included.
func BenchmarkClosedLoopCycle(b *testing.B) {
	for _, depth := range []int{1, 16} {
		b.Run("pipeline="+itoa(depth), func(b *testing.B) {
			e, w := benchWorker(b, `{"mode":"constant_concurrency","concurrency":1,"pipeline":`+itoa(depth)+`}`, "/")
			w.h1Cycle(e.ctx, zeroTime, depth)
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i += depth {
				w.h1Cycle(e.ctx, zeroTime, depth)
			}
		})
	}
}

// BenchmarkOpenLoopDispatch is the open loop's per-send path: the pacer's
// release into the slot queue, a pool worker taking it, a pooled
// connection, the request, the record.
func BenchmarkOpenLoopDispatch(b *testing.B) {
	e, w := benchWorker(b, `{"mode":"constant_rps","targetRps":1000,"maxInFlight":1}`, "/")
	e.slots = make(chan int64, 1)
	p := ConstantPacer{Rate: 1_000_000, Duration: time.Hour}
	w.openCycle(0)
	b.ReportAllocs()
	b.ResetTimer()
	for i := range b.N {
		if wait, _ := p.Pace(time.Hour, uint64(i)); wait == 0 {
			e.outstanding.Add(1)
			e.slots <- int64(p.Intended(uint64(i)))
		}
		w.openCycle(<-e.slots)
		e.outstanding.Add(-1)
	}
}

// BenchmarkRecorder is one Record, parallel over GOMAXPROCS writers as in
// a run.
func BenchmarkRecorder(b *testing.B) {
	col := metrics.NewCollector(metrics.Config{Highest: 30_000_000, Shards: 8, Lag: true})
	b.ReportAllocs()
	var next int
	b.RunParallel(func(pb *testing.PB) {
		next++
		rec := col.Recorder(next)
		o := metrics.Obs{Latency: 1234, Service: 1000, Status: 200, BytesIn: 100}
		for pb.Next() {
			o.Latency++
			rec.Record(&o)
		}
	})
}
