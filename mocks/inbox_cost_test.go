package mocks

import (
	"bufio"
	"context"
	"io"
	"net"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/valyala/fasthttp"

	"github.com/svc-engine/svc-engine/logs"
	"github.com/svc-engine/svc-engine/store"
	"github.com/svc-engine/svc-engine/store/storetest"
)

// cpuTime is the CPU time (user and system) the process has used.
func cpuTime(tb testing.TB) time.Duration {
	tb.Helper()
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		tb.Fatal(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// webhookRequest is a typical webhook delivery: a 28-byte JSON POST with
// the headers a sender such as GitHub or Stripe writes.
func webhookRequest() *fasthttp.Request {
	req := fasthttp.AcquireRequest()
	req.Header.SetMethod("POST")
	req.SetRequestURI("/hooks/payments?attempt=1")
	req.Header.SetHost("127.0.0.1:8080")
	req.Header.Set("User-Agent", "Stripe/1.0 (+https://stripe.com/docs/webhooks)")
	req.Header.SetContentType("application/json; charset=utf-8")
	req.Header.Set("Stripe-Signature", "t=1492774577,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd")
	req.Header.Set("X-Request-Id", "req_7f6a1c2b9d")
	req.SetBodyString(`{"event":"paid","amount":42}`)
	// The capture reads the header block as received: round-trip the
	// request through its wire form so RawHeaders holds it.
	wire := req.String()
	req.Reset()
	if err := req.Read(bufio.NewReader(strings.NewReader(wire))); err != nil {
		panic(err)
	}
	return req
}

// newCostInbox starts an inbox service on a fresh store with one inbox
// and returns the service, the store, the inbox's handler and id.
func newCostInbox(tb testing.TB, keep int64) (*Inboxes, *store.Store, fasthttp.RequestHandler, string) {
	tb.Helper()
	st := storetest.Open(tb)
	h := NewHost()
	tb.Cleanup(h.Close)
	m := NewInboxes(h, st, logs.New(io.Discard, "engine", 1), func() InboxSettings { return InboxSettings{MaxBodyBytes: 5 << 20, Keep: keep} })
	in, err := m.Create(context.Background(), []byte(`{"name":"cost"}`))
	if err != nil {
		tb.Fatal(err)
	}
	m.mu.Lock()
	handler := m.handler(in.ID, m.responses[in.ID])
	m.mu.Unlock()
	return m, st, handler, in.ID
}

// captureCost drives n captures through the inbox handler (no network:
// the handler gets a ready request context) and waits until the writer
// has stored every one. It returns the process CPU time spent.
// A positive rate paces the captures at rate per second (in bursts of
// one millisecond), as a webhook sender would; 0 sends them back to back.
func captureCost(tb testing.TB, n int, keep int64, rate int) time.Duration {
	m, st, handler, inboxID := newCostInbox(tb, keep)
	req := webhookRequest()
	var ctx fasthttp.RequestCtx
	ctx.Init(req, &net.TCPAddr{IP: net.IPv4(127, 0, 0, 1), Port: 50123}, nil)
	if b, ok := tb.(*testing.B); ok {
		b.ResetTimer()
	}
	start := cpuTime(tb)
	began := time.Now()
	for i := range n {
		if rate > 0 && i%max(rate/1000, 1) == 0 {
			if wait := time.Duration(i) * time.Second / time.Duration(rate); time.Since(began) < wait {
				time.Sleep(wait - time.Since(began))
			}
		}
		handler(&ctx)
		ctx.Response.Reset()
	}
	m.Close() // drains the queue: every capture is stored
	spent := cpuTime(tb) - start
	if b, ok := tb.(*testing.B); ok {
		b.StopTimer()
	}
	var held int64
	if err := st.View(context.Background(), func(tx *store.Tx) error {
		var err error
		held, _, err = tx.CaptureStats(inboxID)
		return err
	}); err != nil {
		tb.Fatal(err)
	}
	if want := min(int64(n), keep); held != want {
		tb.Fatalf("the inbox holds %d captures after %d were sent; want %d", held, n, want)
	}
	return spent
}

// BenchmarkInboxCapture measures one capture end to end inside the
// process: the handler (copying the request, answering) and the writer
// (its share of a batched SQLite transaction, and of the trim once the
// inbox holds maxInboxCaptures). cpu-µs/capture is process CPU time, the
// figure PERF.md reports; run it alone (-run XXX -bench InboxCapture).
// paced-5000-per-s sends at the bar's rate, so the writer's batches are
// as small as a real stream makes them (use -benchtime 10000x: 2 s).
func BenchmarkInboxCapture(b *testing.B) {
	for _, c := range []struct {
		name string
		keep int64
		rate int
	}{{"under-the-cap", 1 << 40, 0}, {"at-the-default-cap-1000", 1000, 0}, {"paced-5000-per-s", 1000, 5000}} {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			spent := captureCost(b, b.N, c.keep, c.rate)
			b.ReportMetric(float64(spent.Microseconds())/float64(b.N), "cpu-µs/capture")
		})
	}
}

// A burst of captures is stored whole (full INSERT statements and a
// remainder), and once past the cap exactly the newest keep stay.
func TestInboxStoresEveryCaptureOfABurst(t *testing.T) {
	captureCost(t, 1000+captureRowsProbe, 1<<40, 0)
	captureCost(t, 1500, 1000, 0)
}

// captureRowsProbe makes the burst end on a partial statement.
const captureRowsProbe = 7

// A capture queued for an inbox deleted before its batch is written is
// skipped; the others of the batch are stored.
func TestCapturesOfADeletedInboxAreSkipped(t *testing.T) {
	st := storetest.Open(t)
	ctx := context.Background()
	if err := st.Update(ctx, func(tx *store.Tx) error {
		return tx.PutSideServer(store.SideServer{ID: "inb_live", Kind: KindInbox, Definition: []byte(`{}`), CreatedAt: 1, UpdatedAt: 1})
	}); err != nil {
		t.Fatal(err)
	}
	var cs []store.Capture
	for i := range 70 {
		inbox := "inb_live"
		if i%3 == 0 {
			inbox = "inb_gone"
		}
		cs = append(cs, store.Capture{ID: "cap_" + strconv.Itoa(i), InboxID: inbox, Method: "POST", Path: "/", Headers: []byte(`[]`)})
	}
	var written map[string]int64
	if err := st.Update(ctx, func(tx *store.Tx) error {
		var err error
		written, err = tx.InsertCaptures(cs)
		return err
	}); err != nil {
		t.Fatal(err)
	}
	if len(written) != 1 || written["inb_live"] != 46 {
		t.Fatalf("written %v; want 46 captures of inb_live only", written)
	}
	var page []store.Capture
	if err := st.View(ctx, func(tx *store.Tx) error {
		var err error
		page, _, err = tx.Captures("inb_live", 0, 100)
		return err
	}); err != nil {
		t.Fatal(err)
	}
	if len(page) != 46 || page[0].ID != "cap_68" || page[45].ID != "cap_1" {
		t.Fatalf("stored %d captures from %s to %s; want 46, newest first", len(page), page[0].ID, page[len(page)-1].ID)
	}
}

// A clear removes the captures answered before it even when the writer
// has not stored them yet: none appears after the clear.
func TestClearRemovesCapturesAnsweredBeforeIt(t *testing.T) {
	m, st, handler, id := newCostInbox(t, 1<<40)
	req := webhookRequest()
	var ctx fasthttp.RequestCtx
	ctx.Init(req, &net.TCPAddr{IP: net.IPv4(127, 0, 0, 1), Port: 50123}, nil)
	for range 50 {
		handler(&ctx)
		ctx.Response.Reset()
	}
	n, err := m.Clear(context.Background(), id)
	if err != nil || n != 50 {
		t.Fatalf("Clear = %d, %v; want the 50 captures answered before it", n, err)
	}
	m.Close()
	var held int64
	if err := st.View(context.Background(), func(tx *store.Tx) error {
		var err error
		held, _, err = tx.CaptureStats(id)
		return err
	}); err != nil {
		t.Fatal(err)
	}
	if held != 0 {
		t.Fatalf("%d captures were stored after the clear", held)
	}
}
