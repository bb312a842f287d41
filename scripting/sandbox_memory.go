package scripting

// This file is the sandbox's memory cap. goja has no memory accounting of
// its own and a single operation (s += s on a 1 GiB string, new
// Uint8Array(1e8)) allocates without reaching an interrupt point, so the
// cap is enforced from outside: while any script runs, a watcher samples
// the Go heap every memorySamplePeriod and interrupts the script that
// grew it past the limit. goja checks for an interrupt between two
// instructions, so a script is stopped after at most the operation in
// progress: a string that doubles overshoots the limit by at most one
// doubling, and the memory is handed back to the operating system once
// the runtime is dropped.
//
// The same operations keep the rest of the engine (GET /health among it)
// waiting unless one processor is left for it. A copy of tens of MiB is
// one call the Go scheduler cannot preempt, and a collection cycle that
// starts during it ends with a barrier that waits for it: the collector's
// worker holds a second processor for the whole copy. With GOMAXPROCS
// equal to two cores, nothing else runs until the copy ends (40 ms for a
// 64 MiB string, 80 to 130 ms for 128 MiB, measured on the shared
// two-core machine). So while scripts run the watcher keeps one processor
// more than the engine had (one more OS thread the kernel time-slices),
// and gives it back once no script has run for spareHold.

import (
	"context"
	"errors"
	"runtime/debug"
	"runtime/metrics"
	"sync"
	"sync/atomic"
	"time"
)

// DefaultMaxMemoryBytes is the memory cap of a script when
// Options.MaxMemoryBytes gives none: 128 MiB.
const DefaultMaxMemoryBytes = 128 << 20

// memorySamplePeriod is how often the heap is sampled while a script runs.
// Reading the heap metric takes about a microsecond and no lock.
const memorySamplePeriod = 2 * time.Millisecond

// spareHold is how long the spare processor stays after the last script
// ended, so scripts run one after another (a collection run's post
// scripts) do not change GOMAXPROCS, which stops the world, for each.
const spareHold = time.Second

// errMemory is the value a runtime is interrupted with (and its run
// context canceled with) when it grew the heap past the cap.
var errMemory = errors.New("script over its memory cap")

// heapMetric is the bytes of heap objects, live and not yet swept: it
// rises at the moment of an allocation, before the bytes are written.
const heapMetric = "/memory/classes/heap/objects:bytes"

// memoryWatch interrupts scripts that grow the heap past the limit. A run
// is charged with the growth of the heap over its low-water mark: the
// lowest heap seen since it started, so garbage that was already there
// when it started (and is swept while it runs) does not hide its growth.
// When several runs are over, the newest is charged first (its window is
// the narrowest one that holds the growth), and the next sample charges
// the next if the heap is still over. The watcher goroutine runs only
// while scripts run.
//
// The heap is the whole engine's: garbage the rest of the engine makes
// while a script runs counts too. Between two collections that garbage
// is at most about the live heap (GOGC=100), so a cap above the engine's
// live heap (a few tens of MiB) charges scripts only.
//
// The spare processor is the process's (spare.go): a watch holds it from
// its first script until it ends watching, and the sandboxes of several
// engines in one process (tests) share it.
type memoryWatch struct {
	limit     func() int64
	hold      time.Duration // spareHold; tests shorten it
	dflt      bool          // GOMAXPROCS is the runtime's default (spareProcessor.hold)
	mu        sync.Mutex
	runs      map[*watchedRun]struct{}
	seq       uint64
	watching  bool        // a watcher goroutine is running
	spare     bool        // this watch holds the spare processor
	reclaimed atomic.Bool // a reclaim is in progress
}

// watchedRun is one running script as the watcher sees it.
type watchedRun struct {
	seq   uint64
	low   uint64 // the lowest heap bytes seen since it started
	limit int64
	stop  context.CancelCauseFunc
	over  atomic.Bool
}

func newMemoryWatch(limit func() int64, procsFromDefault bool) *memoryWatch {
	if limit == nil {
		limit = func() int64 { return DefaultMaxMemoryBytes }
	}
	return &memoryWatch{limit: limit, hold: spareHold, dflt: procsFromDefault, runs: map[*watchedRun]struct{}{}}
}

// heapBytes reads the heap metric into sample.
func heapBytes(sample []metrics.Sample) uint64 {
	metrics.Read(sample)
	if sample[0].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return sample[0].Value.Uint64()
}

// watch starts charging a run; stop is called (with errMemory) when the
// run goes over. The caller must call unwatch when the run ends.
func (m *memoryWatch) watch(stop context.CancelCauseFunc) *watchedRun {
	limit := m.limit()
	if limit <= 0 {
		limit = DefaultMaxMemoryBytes
	}
	sample := []metrics.Sample{{Name: heapMetric}}
	w := &watchedRun{low: heapBytes(sample), limit: limit, stop: stop}
	m.mu.Lock()
	m.seq++
	w.seq = m.seq
	m.runs[w] = struct{}{}
	start := !m.watching
	m.watching = true
	if !m.spare {
		processSpare.hold(m.dflt)
		m.spare = true
	}
	m.mu.Unlock()
	if start {
		go m.loop()
	}
	return w
}

// unwatch stops charging w.
func (m *memoryWatch) unwatch(w *watchedRun) {
	m.mu.Lock()
	delete(m.runs, w)
	m.mu.Unlock()
}

// loop samples the heap while runs are left, and gives the spare
// processor back and ends once none has been for spareHold.
func (m *memoryWatch) loop() {
	sample := []metrics.Sample{{Name: heapMetric}}
	t := time.NewTicker(memorySamplePeriod)
	defer t.Stop()
	var idleSince time.Time
	for now := range t.C {
		heap := heapBytes(sample)
		m.mu.Lock()
		if len(m.runs) == 0 {
			if idleSince.IsZero() {
				idleSince = now
			}
			if now.Sub(idleSince) < m.hold {
				m.mu.Unlock()
				continue
			}
			if m.spare {
				processSpare.release()
			}
			m.spare = false
			m.watching = false
			m.mu.Unlock()
			return
		}
		idleSince = time.Time{}
		var charged *watchedRun
		for w := range m.runs {
			w.low = min(w.low, heap)
			if w.over.Load() || int64(heap-w.low) <= w.limit {
				continue
			}
			if charged == nil || w.seq > charged.seq {
				charged = w
			}
		}
		if charged != nil {
			charged.over.Store(true)
			delete(m.runs, charged)
		}
		m.mu.Unlock()
		if charged != nil {
			charged.stop(errMemory)
		}
	}
}

// reclaim hands the memory of a stopped script back to the operating
// system (the runtime holding it has been dropped). One reclaim runs at
// a time; it runs on its own goroutine so the caller's answer is not
// delayed.
func (m *memoryWatch) reclaim() {
	if !m.reclaimed.CompareAndSwap(false, true) {
		return
	}
	go func() {
		defer m.reclaimed.Store(false)
		debug.FreeOSMemory()
	}()
}
