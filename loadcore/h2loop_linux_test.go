//go:build linux

package loadcore

import (
	"bytes"
	"net"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"golang.org/x/net/http2"

	"github.com/svc-engine/svc-engine/metrics"
	"github.com/svc-engine/svc-engine/sender"
)

// The closed loop's nap before a wait: none for a lone user or a fast
// target, a share of the service time otherwise, never past h2NapMax.
func TestH2Nap(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name  string
		users int
		svc   time.Duration
		want  time.Duration
	}{
		{"no user", 0, 4 * time.Millisecond, 0},
		{"a lone user waits for nothing", 1, time.Second, 0},
		{"no service time measured yet", 100, 0, 0},
		{"a fast target: under the timer slack", 100, 200 * time.Microsecond, 0},
		{"at the minimum", 2, h2NapMin * h2NapShare, h2NapMin},
		{"10x10 at 24k/s", 100, 4 * time.Millisecond, 500 * time.Microsecond},
		{"a share of the service time", 10, 2 * time.Millisecond, 250 * time.Microsecond},
		{"a slow target: at most the maximum", 100, 2 * time.Second, h2NapMax},
	} {
		if got := h2Nap(c.users, c.svc); got != c.want {
			t.Errorf("%s: h2Nap(%d, %v) = %v, want %v", c.name, c.users, c.svc, got, c.want)
		}
	}
}

// slowH2CTarget is a net/http h2c server that answers after delay.
func slowH2CTarget(t *testing.T, delay time.Duration) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	var protos http.Protocols
	protos.SetUnencryptedHTTP2(true)
	srv := &http.Server{Protocols: &protos, Handler: http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		time.Sleep(delay)
		_, _ = w.Write([]byte("hello"))
	})}
	go func() { _ = srv.Serve(ln) }() // ends with ErrServerClosed at the cleanup
	t.Cleanup(func() { _ = srv.Close() })
	return "http://" + ln.Addr().String() + "/"
}

// With the nap before each wait (several users, a target slow enough to
// nap for) and without it (a lone user) every iteration is answered
// once.
func TestH2CoalescingKeepsCounts(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name         string
		users, iters int
		delay        time.Duration
	}{
		{"a lone user", 1, 100, 2 * time.Millisecond},
		{"20 users", 20, 600, 8 * time.Millisecond},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			url := slowH2CTarget(t, c.delay)
			out := Run(t.Context(), mustPlan(t, `{"mode":"iterations","iterations":`+itoa(c.iters)+`,"concurrency":`+itoa(c.users)+`}`),
				sender.Request{Method: "GET", URL: url, HTTPVersion: "http2", Timeout: 5 * time.Second}, Settings{}, Hooks{})
			r := out.Report
			if out.Status != StatusCompleted || r.Requests != int64(c.iters) || r.Status["200"] != int64(c.iters) {
				t.Fatalf("status %s (%s): %d requests, status %v, errors %v; want %d × 200", out.Status, out.Reason, r.Requests, r.Status, r.ErrorCodes, c.iters)
			}
		})
	}
}

// The nap itself lasts what h2Nap says after a turn of small responses:
// none for a lone user (it goes straight to its wait), the whole nap with
// several users; and none after a turn that moved a transfer along (a
// large response's bytes, a body's next part on window credit), which
// goes at the connection's pace rather than a nap per round trip.
func TestH2CoalesceNaps(t *testing.T) {
	t.Parallel()
	napAfter := func(read int, credited bool, users int, svc time.Duration) time.Duration {
		l := &h2loop{running: users, svc: svc}
		took := make([]time.Duration, 9)
		for i := range took {
			l.readBytes, l.credited = read, credited
			began := time.Now()
			l.coalesce()
			took[i] = time.Since(began)
		}
		slices.Sort(took)
		return took[len(took)/2] // the median: a loaded machine stretches some
	}
	nap := func(users int, svc time.Duration) time.Duration { return napAfter(600, false, users, svc) }
	if d := nap(1, time.Second); d >= h2NapMax/2 {
		t.Errorf("a lone user's nap took %v, want none", d)
	}
	if d := nap(100, 100*time.Microsecond); d >= h2NapMax/2 {
		t.Errorf("the nap before a fast target's answers took %v, want none", d)
	}
	if d := nap(100, 4*time.Millisecond); d < h2NapMax || d > 6*h2NapMax {
		t.Errorf("100 users at 4 ms: the nap took %v, want %v (a loaded machine adds some)", d, h2NapMax)
	}
	if d := napAfter(h2NapBulk, false, 100, 4*time.Millisecond); d >= h2NapMax/2 {
		t.Errorf("after a turn that read %d bytes: the nap took %v, want none", h2NapBulk, d)
	}
	if d := napAfter(0, true, 100, 4*time.Millisecond); d >= h2NapMax/2 {
		t.Errorf("after a turn that sent a body on window credit: the nap took %v, want none", d)
	}
}

// The loop records into a LocalRecorder it publishes as it goes: a live
// tick shows the second's requests, not only the run's end, and the
// ticks add up to the report.
func TestH2LoopTicksAsItGoes(t *testing.T) {
	t.Parallel()
	url := startH2CTarget(t)
	var ticks []metrics.Tick // the run's goroutine alone calls Tick
	out := Run(t.Context(), mustPlan(t, `{"mode":"constant_concurrency","concurrency":10,"duration":"1500ms"}`),
		sender.Request{Method: "GET", URL: url + "/", HTTPVersion: "http2", Timeout: 5 * time.Second}, Settings{},
		Hooks{Tick: func(k metrics.Tick) { ticks = append(ticks, k) }})
	r := out.Report
	if out.Status != StatusCompleted || r.Requests == 0 || r.Errors != 0 {
		t.Fatalf("status %s (%s): %d requests, errors %v", out.Status, out.Reason, r.Requests, r.ErrorCodes)
	}
	if len(ticks) < 2 || ticks[0].Requests == 0 {
		t.Fatalf("ticks %+v: want the first second's requests in the first tick", ticks)
	}
	var sum int64
	for _, k := range ticks {
		sum += k.Requests
	}
	if sum != r.Requests {
		t.Fatalf("the ticks count %d requests, the report %d", sum, r.Requests)
	}
}

// testH2Loop readies a closed loop of users virtual users sending req on
// the HTTP/2 event loop, their first requests answered.
func testH2Loop(tb testing.TB, req sender.Request, users int) *h2loop {
	tb.Helper()
	p, err := ParsePlan([]byte(`{"mode":"constant_concurrency","concurrency":` + itoa(users) + `}`))
	if err != nil {
		tb.Fatal(err)
	}
	tg, err := prepare(tb.Context(), p, req, Settings{})
	if err != nil {
		tb.Fatal(err)
	}
	e := newExecution(tb.Context(), p, tg, Settings{Now: time.Now})
	tb.Cleanup(e.cancel)
	l := newH2Loop(e)
	if l == nil {
		tb.Fatal("no HTTP/2 event loop for a closed loop")
	}
	tb.Cleanup(l.shutdown)
	e.limit.Store(int64(users))
	now := time.Now()
	for i := range users {
		st := &h2stream{w: l.newWorker(), idx: i, user: true}
		l.users = append(l.users, st)
		l.running++
		e.active.Add(1)
		l.next(st, now)
	}
	l.settle(now)
	h2LoopCycle(l)
	if len(l.restart.next) > 0 {
		tb.Fatalf("the first requests failed: %s", l.restart.next[0].err.msg)
	}
	return l
}

// h2LoopCycle serves the loop until every user has one more answer.
func h2LoopCycle(l *h2loop) {
	until := h2LoopAnswers(l) + int64(len(l.users))
	for h2LoopAnswers(l) < until && !l.e.stop.Load() && len(l.restart.next) == 0 {
		l.dispatch(l.ev.wait(time.Second))
	}
}

func h2LoopAnswers(l *h2loop) int64 {
	var n int64
	for _, st := range l.users {
		n += st.w.successes
	}
	return n
}

// h2LoopNaps serves l as runClosed does, a nap (coalesce) before each
// wait, with the average service time held at 4 ms so that any turn may
// nap, until its users have answers more answers, and returns the naps
// taken and the turns served (each a nap's chance).
func h2LoopNaps(t *testing.T, l *h2loop, answers int64) (naps, turns int) {
	t.Helper()
	until := h2LoopAnswers(l) + answers
	before := l.naps
	deadline := time.Now().Add(20 * time.Second)
	for h2LoopAnswers(l) < until {
		if len(l.restart.next) > 0 || time.Now().After(deadline) {
			t.Fatalf("%d of %d answers by the deadline; failures %d", h2LoopAnswers(l)-until+answers, answers, len(l.restart.next))
		}
		l.svc = 4 * time.Millisecond
		l.coalesce()
		turns++
		l.dispatch(l.ev.wait(time.Second))
	}
	return l.naps - before, turns
}

// The loop naps between turns of small responses, and not while it moves
// a transfer along: a large response's reads, or a request body sent as
// the server returns window credit (each would otherwise wait a nap per
// round trip).
func TestH2LoopNapsOnlyBetweenSmallResponses(t *testing.T) {
	t.Parallel()
	h2 := func(url string) sender.Request {
		return sender.Request{Method: "GET", URL: url + "/", HTTPVersion: "http2", Timeout: 10 * time.Second}
	}
	t.Run("small responses", func(t *testing.T) {
		t.Parallel()
		l := testH2Loop(t, h2(startH2CTarget(t)), 20)
		if naps, _ := h2LoopNaps(t, l, 400); naps < 400/20/2 {
			t.Fatalf("%d naps for 400 small responses to 20 users, want at least %d", naps, 400/20/2)
		}
	})
	t.Run("large responses", func(t *testing.T) {
		t.Parallel()
		big := strings.Repeat("x", 1<<20) // 16 reads of the loop's buffer each
		s := startRawH2(t, h2Transport{}, nil, func(rc *rawConn, id uint32, _ string, _ []byte, _ int) {
			rc.respond(id, 200, big)
		})
		l := testH2Loop(t, h2(s.url), 3)
		// The turns that read a response's parts do not nap; the others
		// (a HEADERS frame, a part the machine's scheduling cut short)
		// may: a few dozen of about a thousand under load, where a nap
		// on every turn would be all of them.
		if naps, turns := h2LoopNaps(t, l, 30); naps > turns/4 {
			t.Fatalf("%d naps in %d turns for 30 responses of 1 MiB, want at most a quarter", naps, turns)
		}
	})
	t.Run("bodies on window credit", func(t *testing.T) {
		t.Parallel()
		body := bytes.Repeat([]byte("0123456789abcdef"), 64<<10/16) // 64 windows of the server's 1,000 bytes
		s := startRawH2(t, h2Transport{}, []http2.Setting{{ID: http2.SettingInitialWindowSize, Val: 1000}}, func(rc *rawConn, id uint32, _ string, got []byte, _ int) {
			rc.respond(id, 200, strconv.Itoa(len(got)))
		})
		req := h2(s.url)
		req.Method, req.Body = "POST", []byte(`{"mode":"text","content":`+strconv.Quote(string(body))+`}`)
		l := testH2Loop(t, req, 4)
		if naps, _ := h2LoopNaps(t, l, 20); naps > 20 {
			t.Fatalf("%d naps for 20 bodies of 64 KiB through 1,000-byte windows, want at most one per request", naps)
		}
	})
}
