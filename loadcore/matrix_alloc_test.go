//go:build linux && !race

package loadcore

import (
	"testing"
	"time"
)

// The zero-allocation cells of issue 20's matrix the paths' own tests
// left open: the HTTPS open loop (only crypto/tls's record read
// allocates, as in the closed loop) and saveTimingBreakdown on the event
// loop, open and closed, pipelined too.

// collectLoop publishes l's records and returns its run's requests and
// errors so far.
func collectLoop(l *evLoop) (requests, errors int64, codes map[string]int64) {
	l.rec.Publish()
	win := l.e.col.NewWindow()
	l.e.col.Collect(win)
	return win.Requests, win.Errors(), win.ErrorCodeMap()
}

func TestOpenTLSEventLoopAllocatesOnlyInCryptoTLS(t *testing.T) {
	l := benchEvLoop(t, startTLSTargetProcess(t)+"/")
	if n := testing.AllocsPerRun(300, func() { evCycle(l, 100*time.Millisecond) }); n > tlsAllocsPerRecord {
		t.Errorf("%v allocations per send, want at most %d (crypto/tls's per record read)", n, tlsAllocsPerRecord)
	}
	if req, errs, codes := collectLoop(l); errs != 0 || req < 300 {
		t.Errorf("%d requests, %d errors %v", req, errs, codes)
	}
}

func TestTimingBreakdownOnTheEventLoopDoesNotAllocate(t *testing.T) {
	url := startTarget(t).url + "/"
	t.Run("open loop", func(t *testing.T) {
		l := testEvLoop(t, `{"mode":"constant_rps","targetRps":1000,"maxInFlight":1,"saveTimingBreakdown":true}`, url)
		evCycle(l, time.Second)
		if n := testing.AllocsPerRun(300, func() { evCycle(l, 100*time.Millisecond) }); n != 0 {
			t.Errorf("%v allocations per send, want 0", n)
		}
		if req, errs, codes := collectLoop(l); errs != 0 || req < 300 {
			t.Errorf("%d requests, %d errors %v", req, errs, codes)
		}
	})
	for _, depth := range []int{1, 16} {
		t.Run("closed loop, pipeline "+itoa(depth), func(t *testing.T) {
			l := closedEvLoopOf(t, `{"mode":"constant_concurrency","concurrency":1,"pipeline":`+itoa(depth)+`,"saveTimingBreakdown":true}`, url)
			if n := testing.AllocsPerRun(300, func() { evClosedCycle(l) }); n != 0 {
				t.Errorf("%v allocations per batch of %d, want 0", n, depth)
			}
			if req, errs, codes := collectLoop(l); errs != 0 || req < int64(300*depth) {
				t.Errorf("%d requests, %d errors %v", req, errs, codes)
			}
		})
	}
}
