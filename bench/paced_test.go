package bench

import (
	"context"
	"net"
	"testing"
	"time"
)

func TestPacedSendsTheRateToTheTarget(t *testing.T) {
	t.Parallel()
	ln, err := net.Listen("tcp4", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	tg := &Target{List: []byte(`[{"id":"a"}]`), Item: []byte(`{"id":"a"}`)}
	served := make(chan error, 1)
	go func() { served <- tg.Serve(ln) }()
	t.Cleanup(func() {
		// t.Context is already canceled when cleanups run.
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		if err := tg.Shutdown(ctx); err != nil {
			t.Error(err)
		}
		if err := <-served; err != nil {
			t.Error(err)
		}
	})
	url := "http://" + ln.Addr().String() + "/requests/a"
	for _, method := range []string{"GET", "PUT"} {
		p := Paced{URL: url, Method: method, Rate: 200, Conns: 5, Duration: 300 * time.Millisecond}
		if method == "PUT" {
			p.Body = PutBody(1)
		}
		m, err := p.Run(t.Context())
		if err != nil {
			t.Fatalf("%s: %v", method, err)
		}
		// 200/s for 300 ms schedules requests at 0, 5, ..., 295 ms: 60.
		if m.Requests != 60 || m.Errors != 0 {
			t.Errorf("%s at 200/s for 300 ms: %d requests, %d errors; want 60, 0", method, m.Requests, m.Errors)
		}
		if m.P99Ms <= 0 || m.P50Ms > m.P99Ms || m.P99Ms > m.MaxMs {
			t.Errorf("%s: percentiles out of order: p50 %v p99 %v max %v", method, m.P50Ms, m.P99Ms, m.MaxMs)
		}
	}
}

func TestPacedRefusesATargetOffLoopback(t *testing.T) {
	t.Parallel()
	if _, err := (Paced{URL: "http://example.test/", Rate: 1}).Run(t.Context()); err == nil {
		t.Error("Paced.Run accepted a URL off 127.0.0.1")
	}
}
