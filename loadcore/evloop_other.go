//go:build !linux

package loadcore

// evLoop is the open loop's HTTP/1.1 event loop, built on Linux only
// (evloop_linux.go); elsewhere the goroutine pool serves every run.
type evLoop struct{}

func newEvLoops(*execution) []*evLoop { return nil }

func evLoopServes(*target, Settings) bool { return false }

func (*evLoop) run() {}

func (*evLoop) warm() {}

func (*evLoop) runClosed() {}
