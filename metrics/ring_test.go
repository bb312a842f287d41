package metrics

import (
	"strconv"
	"sync"
	"testing"
	"time"
)

func TestRingIDsAreMonotonicFromOneAcrossChunks(t *testing.T) {
	t.Parallel()
	r := NewRing()
	const n = ringChunk*2 + 7
	for i := 1; i <= n; i++ {
		if id := r.Append("metrics", []byte(strconv.Itoa(i))); id != uint64(i) {
			t.Fatalf("append %d got id %d", i, id)
		}
	}
	evs, _, done := r.Since(0, 0)
	if len(evs) != n || done {
		t.Fatalf("Since(0) gave %d events (done %v), want %d and not done", len(evs), done, n)
	}
	for i, ev := range evs {
		if ev.ID != uint64(i+1) || string(ev.Data) != strconv.Itoa(i+1) {
			t.Fatalf("event %d is %d %q", i, ev.ID, ev.Data)
		}
	}
	if evs, _, _ := r.Since(n-3, 2); len(evs) != 2 || evs[0].ID != n-2 {
		t.Fatalf("Since(n-3, max 2) = %v", evs)
	}
}

func TestRingCloseEndsReadersAndRefusesAppends(t *testing.T) {
	t.Parallel()
	r := NewRing()
	r.Append("a", nil)
	_, changed, done := r.Since(1, 0)
	if done {
		t.Fatal("an open ring reported done")
	}
	r.Close()
	select {
	case <-changed:
	case <-time.After(time.Second):
		t.Fatal("Close did not wake a waiting reader")
	}
	if _, _, done := r.Since(1, 0); !done {
		t.Fatal("a closed ring read to its end is not done")
	}
	if evs, _, done := r.Since(0, 0); len(evs) != 1 || !done {
		t.Fatalf("a late reader of a closed ring got %d events, done %v", len(evs), done)
	}
	if id := r.Append("b", nil); id != 0 || r.Len() != 1 {
		t.Fatalf("append after close gave id %d, len %d", id, r.Len())
	}
}

// TestRingReadersFollowAConcurrentWriter runs under -race: readers that
// attach at different times each see every event exactly once, in order.
func TestRingReadersFollowAConcurrentWriter(t *testing.T) {
	t.Parallel()
	r := NewRing()
	const n = 3000
	var wg sync.WaitGroup
	for reader := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			time.Sleep(time.Duration(reader) * time.Millisecond)
			var last uint64
			for {
				evs, changed, done := r.Since(last, 100)
				for _, ev := range evs {
					if ev.ID != last+1 {
						t.Errorf("reader %d: id %d after %d", reader, ev.ID, last)
						return
					}
					last = ev.ID
				}
				if done {
					break
				}
				if len(evs) == 0 {
					<-changed
				}
			}
			if last != n {
				t.Errorf("reader %d ended at %d, want %d", reader, last, n)
			}
		}()
	}
	for i := range n {
		r.Append("metrics", []byte{byte(i)})
	}
	r.Close()
	wg.Wait()
}
