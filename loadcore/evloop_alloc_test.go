//go:build linux && !race

package loadcore

import (
	"testing"
	"time"
)

func TestEventLoopCycleDoesNotAllocate(t *testing.T) {
	// The chunked body comes from a canned target that itself allocates
	// nothing (fasthttp's stream writer would).
	chunked := cannedTarget(t, "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nHello\r\n8;ext=1\r\n, World!\r\n0\r\nX-T: 1\r\n\r\n")
	for _, url := range []string{startTarget(t).url + "/", chunked} {
		l := benchEvLoop(t, url)
		// Waits in the kernel hold the processor (see evLoop.wait), which an
		// in-process target shares: fewer of those.
		for _, c := range []struct {
			wait time.Duration
			runs int
		}{{500 * time.Microsecond, 200}, {100 * time.Millisecond, 1000}} {
			wait := c.wait
			if n := testing.AllocsPerRun(c.runs, func() { evCycle(l, wait) }); n != 0 {
				t.Errorf("%s, waits of %v: %v allocations per send, want 0", url, wait, n)
			}
		}
		l.rec.Publish()
		win := l.e.col.NewWindow()
		l.e.col.Collect(win)
		if win.Errors() != 0 || win.Requests < 1200 {
			t.Errorf("%s: %d requests, %d errors %v", url, win.Requests, win.Errors(), win.ErrorCodeMap())
		}
	}
}

func TestClosedEventLoopDoesNotAllocate(t *testing.T) {
	tg := startTarget(t)
	for _, depth := range []int{1, 16} {
		l := benchClosedEvLoop(t, tg.url+"/", depth)
		if n := testing.AllocsPerRun(300, func() { evClosedCycle(l) }); n != 0 {
			t.Errorf("pipeline %d: %v allocations per batch, want 0", depth, n)
		}
		l.rec.Publish()
		win := l.e.col.NewWindow()
		l.e.col.Collect(win)
		if win.Errors() != 0 || win.Requests < int64(300*depth) {
			t.Errorf("pipeline %d: %d requests, %d errors %v", depth, win.Requests, win.Errors(), win.ErrorCodeMap())
		}
	}
}

func TestPipelinedOpenLoopDoesNotAllocate(t *testing.T) {
	l := testEvLoop(t, `{"mode":"constant_rps","targetRps":1000,"maxInFlight":16,"pipeline":16}`, startTarget(t).url+"/")
	evPipelinedCycle(l)
	if n := testing.AllocsPerRun(300, func() { evPipelinedCycle(l) }); n != 0 {
		t.Errorf("%v allocations per batch of 16 sends, want 0", n)
	}
	if len(l.conns) != 1 {
		t.Errorf("%d connections carried batches of 16 sends: one writes each batch", len(l.conns))
	}
	l.rec.Publish()
	win := l.e.col.NewWindow()
	l.e.col.Collect(win)
	if win.Errors() != 0 || win.Requests != 302*16 {
		t.Errorf("%d requests, %d errors %v; want %d", win.Requests, win.Errors(), win.ErrorCodeMap(), 302*16)
	}
}
