package sender

import (
	"context"
	"errors"
	"net"
	"testing"
	"time"
)

// lateTimer is a context whose deadline has passed while its own timer
// has not yet run (Err still nil, Done still open): what a dial sees on a
// loaded machine in the moment between the two.
type lateTimer struct {
	context.Context
	deadline time.Time
}

func (c lateTimer) Deadline() (time.Time, bool) { return c.deadline, true }

// A dial that fails at the request's deadline is the request's TIMEOUT,
// even before the context's timer has marked it done; a dial refused
// within the deadline is still CONNECTION_FAILED.
func TestADialPastTheDeadlineIsATimeout(t *testing.T) {
	t.Parallel()
	var lc net.ListenConfig
	ln, err := lc.Listen(t.Context(), "tcp4", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	_, port, _ := net.SplitHostPort(ln.Addr().String())
	closed, err := lc.Listen(t.Context(), "tcp4", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	_, refused, _ := net.SplitHostPort(closed.Addr().String())
	_ = closed.Close() // nothing listens there any more: a dial is refused
	t.Cleanup(func() { _ = ln.Close() })

	late := lateTimer{Context: context.Background(), deadline: time.Now().Add(-time.Millisecond)}
	_, err = (&dialer{ph: &phases{}}).dialDirect(late, "127.0.0.1", port)
	var se *SendError
	if !errors.As(err, &se) || se.Code != CodeTimeout {
		t.Fatalf("a dial past its deadline (the context's timer not run yet): %v, want %s", err, CodeTimeout)
	}
	ctx, cancel := context.WithTimeout(t.Context(), 10*time.Second)
	defer cancel()
	_, err = (&dialer{ph: &phases{}}).dialDirect(ctx, "127.0.0.1", refused)
	if !errors.As(err, &se) || se.Code != CodeConnectionFailed {
		t.Fatalf("a refused dial within its deadline: %v, want %s", err, CodeConnectionFailed)
	}
}
