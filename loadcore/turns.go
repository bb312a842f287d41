package loadcore

import "sync"

// Two ways for an event loop to take a virtual user up again later,
// outside the call that ended its request, used by the HTTP/1.1 loop's
// restart and resume lists (evloop_linux.go) and the HTTP/2 loop's
// (h2loop_linux.go).

// nextTurn holds the users an event loop goes on with at its next turn
// (a request that failed to start: going on at once would recurse into
// the same failure). Only the loop uses it.
type nextTurn[T any] struct{ next, taken []T }

// add has u go on at the next turn.
func (n *nextTurn[T]) add(u T) { n.next = append(n.next, u) }

// take returns the users added since the last take; those added while
// the loop serves them wait for the turn after (the two lists swap).
func (n *nextTurn[T]) take() []T {
	batch := n.next
	clear(n.taken)
	n.next, n.taken = n.taken[:0], batch
	return batch
}

// handoff holds the users other goroutines hand back to an event loop
// (those whose redirect hops ended on a goroutine of their own).
type handoff[T any] struct {
	mu        sync.Mutex
	in, taken []T
}

// add hands u back to the loop (any goroutine).
func (h *handoff[T]) add(u T) {
	h.mu.Lock()
	h.in = append(h.in, u)
	h.mu.Unlock()
}

// take returns the users handed back since the last take, valid until
// the next one (the loop only).
func (h *handoff[T]) take() []T {
	h.mu.Lock()
	h.taken, h.in = append(h.taken[:0], h.in...), h.in[:0]
	h.mu.Unlock()
	return h.taken
}
