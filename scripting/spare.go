package scripting

import (
	"runtime"
	"sync"
)

// This file is the spare processor the memory watch (sandbox_memory.go)
// holds while scripts run. GOMAXPROCS is the process's, so the spare is
// counted for the process, not per Sandbox: a test process runs several
// engines, and sandboxes that each read GOMAXPROCS and set it one higher
// (or lower) in two steps raced, leaving the count above or below where
// it was. Here the first holder adds the processor and the last one gives
// it back, to the count as it was before:
//
//   - the GOMAXPROCS environment variable's value, when the user set one
//     (the runtime's default then is that value);
//   - the runtime's own default otherwise (runtime.SetDefaultGOMAXPROCS),
//     which also keeps its automatic updates (a CPU quota or affinity
//     that changes) that setting GOMAXPROCS turns off;
//   - nothing, when something else set GOMAXPROCS while the spare was
//     held: that setting stands.

// spareProcessor is the process's spare processor. Its zero value holds
// none.
type spareProcessor struct {
	mu      sync.Mutex
	holders int  // watches holding the spare
	base    int  // GOMAXPROCS before the spare was added
	set     int  // GOMAXPROCS as the spare set it
	dflt    bool // give it back with the runtime's default
}

// processSpare is the one spare of the process. It is package state
// because what it guards, GOMAXPROCS, is the process's.
var processSpare spareProcessor

// hold adds the spare processor unless a holder has. fromDefault says
// GOMAXPROCS is the runtime's default (no GOMAXPROCS environment variable,
// nothing set it), so giving the spare back restores the default.
func (p *spareProcessor) hold(fromDefault bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.holders++
	if p.holders > 1 {
		return
	}
	// Before the script starts: the world stops for a few tens of
	// microseconds, with no copy of a script's to wait for.
	p.base, p.dflt = runtime.GOMAXPROCS(0), fromDefault
	p.set = p.base + 1
	runtime.GOMAXPROCS(p.set)
}

// release gives the spare back once its last holder releases it.
func (p *spareProcessor) release() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.holders == 0 {
		return
	}
	p.holders--
	if p.holders > 0 || runtime.GOMAXPROCS(0) != p.set {
		return
	}
	if p.dflt {
		runtime.SetDefaultGOMAXPROCS()
		return
	}
	runtime.GOMAXPROCS(p.base)
}
