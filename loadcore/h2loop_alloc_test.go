//go:build linux && !race

package loadcore

import (
	"testing"
)

// benchH2Loop readies a closed loop of users virtual users against the
// h2c target at url on the HTTP/2 event loop, their first requests sent.
func benchH2Loop(tb testing.TB, url string, users int) *h2loop {
	tb.Helper()
	req := tlsRequest(url + "/")
	req.HTTPVersion = "http2"
	return testH2Loop(tb, req, users)
}

func TestH2LoopDoesNotAllocate(t *testing.T) {
	url := cannedH2Target(t)
	for _, users := range []int{1, 20} {
		l := benchH2Loop(t, url, users)
		// A round, the nap's decision before the next wait, and a publish
		// of what the round recorded (every evSweep in a run).
		if n := testing.AllocsPerRun(500, func() { h2LoopCycle(l); l.coalesce(); l.rec.Publish() }); n != 0 {
			t.Errorf("%d users: %v allocations per round of requests, want 0", users, n)
		}
		l.rec.Publish()
		win := l.e.col.NewWindow()
		l.e.col.Collect(win)
		if win.Errors() != 0 || win.Requests < int64(500*users) || win.Status[200] != win.Requests {
			t.Errorf("%d users: %d requests, errors %v", users, win.Requests, win.ErrorCodeMap())
		}
	}
}

// Over TLS the loop adds what crypto/tls allocates: one allocation per
// record read (evtls_linux.go). The canned target shares the process and
// reads through crypto/tls too, so a request costs at most two: one on
// each side (a memory profile shows both in tls.Conn.readFromUntil).
func TestH2LoopTLSAllocatesOnlyInCryptoTLS(t *testing.T) {
	url := cannedH2TLSTarget(t)
	for _, users := range []int{1, 20} {
		l := benchH2Loop(t, url, users)
		if n := testing.AllocsPerRun(300, func() { h2LoopCycle(l) }); n > float64(2*users) {
			t.Errorf("%d users: %v allocations per round of requests, want at most %d", users, n, 2*users)
		}
		l.rec.Publish()
		win := l.e.col.NewWindow()
		l.e.col.Collect(win)
		if win.Errors() != 0 || win.Requests < int64(300*users) || win.Status[200] != win.Requests {
			t.Errorf("%d users: %d requests, errors %v", users, win.Requests, win.ErrorCodeMap())
		}
	}
}

// BenchmarkH2Loop is a round of requests of every virtual user on the
// HTTP/2 event loop against a target that does next to nothing: per
// request, the client's own cost (and the canned target's).
func BenchmarkH2Loop(b *testing.B) {
	for _, c := range []struct {
		name string
		url  string
	}{{"h2c", cannedH2Target(b)}, {"tls", cannedH2TLSTarget(b)}} {
		for _, users := range []int{1, 100} {
			b.Run(c.name+"/users="+itoa(users), func(b *testing.B) {
				l := benchH2Loop(b, c.url, users)
				b.ReportAllocs()
				b.ResetTimer()
				for range b.N {
					h2LoopCycle(l)
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*users), "ns/request")
			})
		}
	}
}
