//go:build !race

package loadcore

import (
	"testing"
	"time"
)

// The hot path allocates nothing per request in steady state (the race
// detector allocates, hence the build tag).

func TestClosedLoopCycleDoesNotAllocate(t *testing.T) {
	for _, depth := range []int{1, 16} {
		e, w := benchWorker(t, `{"mode":"constant_concurrency","concurrency":1,"pipeline":`+itoa(depth)+`}`, "/")
		w.h1Cycle(e.ctx, zeroTime, depth) // dial outside the measurement
		if n := testing.AllocsPerRun(2000, func() { w.h1Cycle(e.ctx, zeroTime, depth) }); n != 0 {
			t.Errorf("pipeline %d: %v allocations per cycle, want 0", depth, n)
		}
	}
	// Chunked bodies and stream scanning too, from a canned target that
	// itself allocates nothing.
	for _, c := range []struct {
		name, resp string
		stream     bool
	}{
		{"chunked", "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nHello\r\n8;ext=1\r\n, World!\r\n0\r\nX-T: 1\r\n\r\n", false},
		{"stream", "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nContent-Length: 30\r\n\r\n: hi\n\ndata: 1\n\nid: 2\ndata: 2\n\n", true},
	} {
		url := cannedTarget(t, c.resp)
		p := mustPlan(t, `{"mode":"constant_concurrency","concurrency":1}`)
		req := getRequest(url)
		req.Stream = c.stream
		tg, err := prepare(t.Context(), p, req, Settings{})
		if err != nil {
			t.Fatal(err)
		}
		e := newExecution(t.Context(), p, tg, Settings{Now: time.Now})
		w := e.newWorker(0)
		w.h1Cycle(e.ctx, zeroTime, 1)
		if n := testing.AllocsPerRun(1000, func() { w.h1Cycle(e.ctx, zeroTime, 1) }); n != 0 {
			t.Errorf("%s: %v allocations per cycle, want 0", c.name, n)
		}
		w.close()
		e.cancel()
		win := e.col.NewWindow()
		e.col.Collect(win)
		if win.Errors() != 0 || win.Requests < 1000 || (c.stream && win.StreamEvents != 2*win.Requests) {
			t.Errorf("%s: %d requests, %d errors %v, %d events", c.name, win.Requests, win.Errors(), win.ErrorCodeMap(), win.StreamEvents)
		}
	}
}

func TestOpenLoopCycleDoesNotAllocate(t *testing.T) {
	e, w := benchWorker(t, `{"mode":"constant_rps","targetRps":1000,"maxInFlight":1}`, "/")
	w.openCycle(0)
	if n := testing.AllocsPerRun(2000, func() { w.openCycle(0) }); n != 0 {
		t.Errorf("%v allocations per open-loop send, want 0", n)
	}
	_ = e
}
