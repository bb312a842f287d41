package metrics

import (
	"sync"
	"sync/atomic"
)

// Event is one frame of a run's live stream: its monotonic id (1-based),
// its event name (metrics, step, plan, complete...) and its JSON data.
// An Event never changes once appended.
type Event struct {
	ID   uint64
	Name string
	Data []byte
}

// ringChunk is the number of events of one chunk. Chunks are never
// reallocated, so an appended event stays at its address for the life of
// the ring.
const ringChunk = 256

type chunk [ringChunk]Event

// ringState is an immutable snapshot of a ring: the events 1..n and
// whether the ring is closed. wake is closed when the next state is
// published, so a reader holding a state can wait for anything newer.
type ringState struct {
	chunks []*chunk
	n      uint64
	closed bool
	wake   chan struct{}
}

// Ring is the append-only event log behind GET /runs/:id/live: ids are
// monotonic from 1, nothing is ever dropped while the ring lives, and any
// number of readers follow it by id, each at its own pace.
//
// The protocol: writers serialize on mu (there is normally one, the
// run's publisher) and never wait on a reader. A writer fills the next
// slot of the last chunk, which no published state covers yet, then
// publishes a new ringState with n+1 through an atomic pointer store and
// closes the previous state's wake channel. Readers take no lock: they load
// the state and read slots 1..n, which were written before the store that
// published them (happens-before through the atomic) and are never written
// again. A chunk list grown by append may share its backing array with an
// older state, but only beyond that state's length, which its readers
// never touch. So a slow reader costs a writer nothing, and a reader that
// attaches late replays everything from id 1.
type Ring struct {
	mu    sync.Mutex // serializes writers only
	state atomic.Pointer[ringState]
}

// NewRing returns an empty, open ring.
func NewRing() *Ring {
	r := &Ring{}
	r.state.Store(&ringState{wake: make(chan struct{})})
	return r
}

// Append adds an event and returns its id. data is owned by the ring from
// now on. Append on a closed ring does nothing and returns 0.
func (r *Ring) Append(name string, data []byte) uint64 {
	r.mu.Lock()
	defer r.mu.Unlock()
	cur := r.state.Load()
	if cur.closed {
		return 0
	}
	id := cur.n + 1
	chunks := cur.chunks
	idx := (id - 1) % ringChunk
	if idx == 0 {
		chunks = append(chunks, new(chunk))
	}
	chunks[len(chunks)-1][idx] = Event{ID: id, Name: name, Data: data}
	r.publish(cur, &ringState{chunks: chunks, n: id, wake: make(chan struct{})})
	return id
}

// Close marks the end of the stream: readers get what the ring holds and
// then learn that nothing more comes. Close is idempotent.
func (r *Ring) Close() {
	r.mu.Lock()
	defer r.mu.Unlock()
	cur := r.state.Load()
	if cur.closed {
		return
	}
	r.publish(cur, &ringState{chunks: cur.chunks, n: cur.n, closed: true, wake: make(chan struct{})})
}

// publish swaps in next and wakes the readers waiting on cur; mu is held.
func (r *Ring) publish(cur, next *ringState) {
	r.state.Store(next)
	close(cur.wake)
}

// Len is the id of the last event (0 when empty).
func (r *Ring) Len() uint64 { return r.state.Load().n }

// Closed reports whether Close was called.
func (r *Ring) Closed() bool { return r.state.Load().closed }

// Since returns the events with an id above after, in id order (at most
// max of them when max > 0), a channel that is closed as soon as the ring
// changes, and whether the ring is closed with nothing beyond the
// returned events. A reader loops: read, deliver, and when nothing came
// and the ring is not closed, wait on the channel. Since never blocks.
func (r *Ring) Since(after uint64, max int) (events []Event, changed <-chan struct{}, done bool) {
	st := r.state.Load()
	if after < st.n {
		count := st.n - after
		if max > 0 && count > uint64(max) {
			count = uint64(max)
		}
		events = make([]Event, 0, count)
		for id := after + 1; id <= after+count; id++ {
			events = append(events, st.chunks[(id-1)/ringChunk][(id-1)%ringChunk])
		}
	}
	last := after + uint64(len(events))
	return events, st.wake, st.closed && last >= st.n
}
