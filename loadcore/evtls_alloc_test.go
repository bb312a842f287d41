//go:build linux && !race

package loadcore

import (
	"testing"

	"github.com/svc-engine/svc-engine/metrics"
)

// tlsAllocsPerRecord is what crypto/tls allocates per record it reads
// (readFromUntil's atLeastReader, crypto/tls/conn.go:837): the one
// allocation of a request over TLS, which the loop cannot avoid while
// tls.Conn reads the records.
const tlsAllocsPerRecord = 1

// The closed loop over TLS, with and without saveTimingBreakdown: with
// it, every response carries its first byte and download and the one
// connection its handshake, and nothing more is allocated.
func TestClosedTLSEventLoopAllocations(t *testing.T) {
	url := startTLSTargetProcess(t)
	for _, breakdown := range []string{"false", "true"} {
		for _, depth := range []int{1, 16} {
			l := closedEvLoopOf(t, `{"mode":"constant_concurrency","concurrency":1,"pipeline":`+itoa(depth)+`,"saveTimingBreakdown":`+breakdown+`}`, url+"/")
			n := testing.AllocsPerRun(300, func() { evClosedCycle(l) })
			t.Logf("pipeline %d, saveTimingBreakdown %s: %v allocations per batch", depth, breakdown, n)
			// The target answers a batch in one write: one record, one
			// allocation in crypto/tls; the loop's own code allocates nothing.
			if n > tlsAllocsPerRecord {
				t.Errorf("pipeline %d, saveTimingBreakdown %s: %v allocations per batch, want at most %d (crypto/tls's per record read)", depth, breakdown, n, tlsAllocsPerRecord)
			}
			l.rec.Publish() // the loop publishes at its sweeps; none ran here
			win := l.e.col.NewWindow()
			l.e.col.Collect(win)
			if win.Errors() != 0 || win.Requests < int64(300*depth) {
				t.Errorf("pipeline %d: %d requests, %d errors %v", depth, win.Requests, win.Errors(), win.ErrorCodeMap())
			}
			if ttfb, hs := win.Phases[metrics.PhaseTTFB], win.Phases[metrics.PhaseTLS]; l.e.phases &&
				(ttfb.TotalCount() != win.Requests || hs.TotalCount() != 1 || hs.Min() <= 0) {
				t.Errorf("pipeline %d: first byte timed on %d of %d responses, the handshake on %d (min %dµs); want one handshake",
					depth, ttfb.TotalCount(), win.Requests, hs.TotalCount(), hs.Min())
			}
		}
	}
}
