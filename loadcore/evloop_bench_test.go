//go:build linux

package loadcore

import (
	"encoding/json"
	"strings"
	"testing"
	"time"
)

// testEvLoop readies an execution of plan against url and its event loop,
// both ended when tb ends.
func testEvLoop(tb testing.TB, plan, url string) *evLoop {
	tb.Helper()
	p, err := ParsePlan(json.RawMessage(plan))
	if err != nil {
		tb.Fatal(err)
	}
	req := getRequest(url)
	req.VerifySSL = !strings.HasPrefix(url, "https:") // the TLS test target's certificate signs itself
	t, err := prepare(tb.Context(), p, req, Settings{})
	if err != nil {
		tb.Fatal(err)
	}
	e := newExecution(tb.Context(), p, t, Settings{Now: time.Now})
	tb.Cleanup(e.cancel)
	l := firstEvLoop(newEvLoops(e))
	if l == nil {
		tb.Fatal("no event loop for an HTTP/1.1 target")
	}
	tb.Cleanup(l.shutdown)
	return l
}

// benchEvLoop readies an open-loop engine against url and its event
// loop, with one connection dialed.
func benchEvLoop(tb testing.TB, url string) *evLoop {
	tb.Helper()
	l := testEvLoop(tb, `{"mode":"constant_rps","targetRps":1000,"maxInFlight":1}`, url)
	evCycle(l, time.Second)
	return l
}

// benchClosedEvLoop readies a closed-loop engine of one virtual user
// pipelining depth requests against url, and its event loop with the
// user's first batch sent.
func benchClosedEvLoop(tb testing.TB, url string, depth int) *evLoop {
	tb.Helper()
	return closedEvLoopOf(tb, `{"mode":"constant_concurrency","concurrency":1,"pipeline":`+itoa(depth)+`}`, url)
}

// closedEvLoopOf is benchClosedEvLoop for any closed-loop plan of one
// virtual user.
func closedEvLoopOf(tb testing.TB, plan, url string) *evLoop {
	tb.Helper()
	l := testEvLoop(tb, plan, url)
	l.e.limit.Store(1)
	c := l.newConn()
	c.user, l.running = true, 1
	l.next(c, time.Now())
	evClosedCycle(l)
	return l
}

// evClosedCycle serves the user's connection until one more batch is
// answered (the loop sends the next batch as it records the last answer).
func evClosedCycle(l *evLoop) {
	w := l.conns[0].w
	until := w.successes + int64(l.e.plan.Pipeline)
	for w.successes < until && !l.e.stop.Load() {
		l.dispatch(l.wait(time.Second))
	}
}

// evCycle is one send through the loop and its answer; wait is how long
// one wait may last (under evHoldMax it holds the processor, else it
// blocks as an ordinary system call).
func evCycle(l *evLoop, wait time.Duration) {
	l.release(0)
	for l.busy > 0 {
		l.dispatch(l.wait(wait))
	}
}

// evPipelinedCycle is one pipelined batch of the open loop's sends (as
// many as the pipeline depth, written in one write) and its answers.
func evPipelinedCycle(l *evLoop) {
	for range l.depth {
		l.release(0)
	}
	for l.busy > 0 {
		l.dispatch(l.wait(time.Second))
	}
}

// BenchmarkEventLoopCycle is the open loop's per-send path on Linux: the
// release, the write, the wait, the read, the parse, the record.
func BenchmarkEventLoopCycle(b *testing.B) {
	for _, c := range []struct {
		name string
		wait time.Duration
	}{{"kernel-wait", 500 * time.Microsecond}, {"blocking-wait", 100 * time.Millisecond}} {
		b.Run(c.name, func(b *testing.B) {
			l := benchEvLoop(b, startTarget(b).url+"/")
			b.ReportAllocs()
			b.ResetTimer()
			for range b.N {
				evCycle(l, c.wait)
			}
		})
	}
}

// BenchmarkEventLoopClosed is the closed loop's per-batch path on Linux:
// the write of the batch, the waits, the reads, the parses, the records.
func BenchmarkEventLoopClosed(b *testing.B) {
	for _, depth := range []int{1, 16} {
		b.Run("pipeline="+itoa(depth), func(b *testing.B) {
			l := benchClosedEvLoop(b, startTarget(b).url+"/", depth)
			b.ReportAllocs()
			b.ResetTimer()
			for range b.N {
				evClosedCycle(l)
			}
		})
	}
}

// BenchmarkTLSEventLoopClosed is BenchmarkEventLoopClosed over TLS: the
// seal, the write, the waits, the read, the open, the parse, the record.
// The target runs in a process of its own: what is counted is the
// client's (one allocation per record read, crypto/tls's).
func BenchmarkTLSEventLoopClosed(b *testing.B) {
	url := startTLSTargetProcess(b)
	for _, depth := range []int{1, 16} {
		b.Run("pipeline="+itoa(depth), func(b *testing.B) {
			l := benchClosedEvLoop(b, url+"/", depth)
			b.ReportAllocs()
			b.ResetTimer()
			for range b.N {
				evClosedCycle(l)
			}
		})
	}
}

// firstEvLoop is the first of a run's event loops, or nil; the others (a
// plan of one worker has none) are shut down.
func firstEvLoop(loops []*evLoop) *evLoop {
	if len(loops) == 0 {
		return nil
	}
	for _, l := range loops[1:] {
		l.shutdown()
	}
	return loops[0]
}
