//go:build !linux

package loadcore

// h2loop is the HTTP/2 event loop, built on Linux only (h2loop_linux.go);
// elsewhere the lean client's goroutines serve every run.
type h2loop struct {
	finished []*h2stream
	credited bool // the lean client marks window credit (coalesce, Linux)
}

// h2loopConn is a connection's loop state (none outside Linux).
type h2loopConn struct{}

func newH2Loop(*execution) *h2loop { return nil }

func h2LoopServes(*target, Plan, Settings) bool { return false }

func (*h2loop) runClosed() {}

func (*h2loop) run() {}

func (*h2loop) markDirty(*h2conn) {}

func (*h2loop) retire(*h2conn) {}

func (*h2loop) closed(*h2conn) {}
