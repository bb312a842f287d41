package loadcore

import (
	"slices"
	"sync"
	"testing"
)

// A user added while the loop serves a turn waits for the next one.
func TestNextTurn(t *testing.T) {
	t.Parallel()
	var n nextTurn[int]
	n.add(1)
	n.add(2)
	var served []int
	for _, u := range n.take() {
		served = append(served, u)
		n.add(u + 10) // fails again: the next turn
	}
	if !slices.Equal(served, []int{1, 2}) {
		t.Fatalf("first turn served %v, want [1 2]", served)
	}
	if got := n.take(); !slices.Equal(got, []int{11, 12}) {
		t.Fatalf("second turn %v, want [11 12]", got)
	}
	if got := n.take(); len(got) != 0 {
		t.Fatalf("third turn %v, want none", got)
	}
}

// Users handed back from other goroutines all reach the loop, once.
func TestHandoff(t *testing.T) {
	t.Parallel()
	var h handoff[int]
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Go(func() {
			for i := range 100 {
				h.add(g*100 + i)
			}
		})
	}
	var got []int
	for len(got) < 800 {
		got = append(got, h.take()...)
	}
	wg.Wait()
	got = append(got, h.take()...)
	slices.Sort(got)
	for i, u := range got {
		if u != i {
			t.Fatalf("got %d users, the %dth is %d: want 0..799 once each", len(got), i, u)
		}
	}
	if len(got) != 800 {
		t.Fatalf("got %d users, want 800", len(got))
	}
}
