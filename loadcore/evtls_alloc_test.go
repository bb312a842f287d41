//go:build linux && !race

package loadcore

import "testing"

// tlsAllocsPerRecord is what crypto/tls allocates per record it reads
// (readFromUntil's atLeastReader, crypto/tls/conn.go:837): the one
// allocation of a request over TLS, which the loop cannot avoid while
// tls.Conn reads the records.
const tlsAllocsPerRecord = 1

func TestClosedTLSEventLoopAllocations(t *testing.T) {
	url := startTLSTargetProcess(t)
	for _, depth := range []int{1, 16} {
		l := benchClosedEvLoop(t, url+"/", depth)
		n := testing.AllocsPerRun(300, func() { evClosedCycle(l) })
		t.Logf("pipeline %d: %v allocations per batch", depth, n)
		// The target answers a batch in one write: one record, one
		// allocation in crypto/tls; the loop's own code allocates nothing.
		if n > tlsAllocsPerRecord {
			t.Errorf("pipeline %d: %v allocations per batch, want at most %d (crypto/tls's per record read)", depth, n, tlsAllocsPerRecord)
		}
		l.rec.Publish() // the loop publishes at its sweeps; none ran here
		win := l.e.col.NewWindow()
		l.e.col.Collect(win)
		if win.Errors() != 0 || win.Requests < int64(300*depth) {
			t.Errorf("pipeline %d: %d requests, %d errors %v", depth, win.Requests, win.Errors(), win.ErrorCodeMap())
		}
	}
}
