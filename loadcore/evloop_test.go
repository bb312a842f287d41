//go:build linux

package loadcore

import (
	"context"
	"encoding/json"
	"net"
	"strings"
	"testing"
	"time"

	"golang.org/x/sys/unix"

	"github.com/svc-engine/svc-engine/sender"
	"github.com/svc-engine/svc-engine/sender/sendertest"
)

// The open loop's event loop (evloop_linux.go) against real loopback
// targets, next to the goroutine pool it replaces where it can.

var openTransports = []struct{ name, setting string }{
	{"event loop", ""},
	{"goroutine pool", H1TransportGoroutines},
}

// holdUps measures, until the stop it returns is called, how long the
// machine held up a goroutine that waits as the event loop does: in a
// blocking system call, after which it needs a processor back (on a
// loaded machine the loop waits for one behind every runnable goroutine
// of the process, and the process for a CPU). It sleeps 1 ms at a time
// and sums each overshoot above holdUpFloor. A test that bounds how late
// the loop acts grants it what the machine took, measured beside it.
func holdUps() (stop func() time.Duration) {
	done, total := make(chan struct{}), make(chan time.Duration, 1)
	go func() {
		var held time.Duration
		ts := unix.NsecToTimespec(int64(time.Millisecond))
		for {
			select {
			case <-done:
				total <- held
				return
			default:
			}
			begin := time.Now()
			_ = unix.Nanosleep(&ts, nil) // EINTR: a shorter sleep
			if over := time.Since(begin) - time.Millisecond; over > holdUpFloor {
				held += over
			}
		}
	}()
	return func() time.Duration { close(done); return <-total }
}

// holdUpFloor is the overshoot of one sleep that holdUps counts: below
// it, the timer's and the scheduler's ordinary delays, which the bounds'
// own slack covers.
const holdUpFloor = 5 * time.Millisecond

func TestEventLoopServesWhatItCan(t *testing.T) {
	t.Parallel()
	tg := startTarget(t)
	plan := mustPlan(t, `{"mode":"constant_rps","targetRps":100,"duration":"1s"}`)
	redirected := getRequest(tg.url + "/")
	redirected.FollowRedirects = true
	for _, c := range []struct {
		name     string
		req      sender.Request
		s        Settings
		phases   bool
		want     bool
		pipeline int
	}{
		{"cleartext HTTP/1.1", getRequest(tg.url + "/"), Settings{}, false, true, 0},
		{"pipelining", getRequest(tg.url + "/"), Settings{}, false, true, 16},
		{"pipelining that follows redirects", redirected, Settings{}, false, true, 16},
		{"the goroutines setting", getRequest(tg.url + "/"), Settings{H1Transport: H1TransportGoroutines}, false, false, 0},
		{"timing phases", getRequest(tg.url + "/"), Settings{}, true, true, 0},
		{"a stream target", sender.Request{Method: "GET", URL: tg.url + "/sse", Stream: true}, Settings{}, false, false, 0},
		{"HTTPS HTTP/1.1", getRequest("https://127.0.0.1:1/"), Settings{}, false, true, 0},
		{"HTTP/2", sender.Request{Method: "GET", URL: tg.url + "/", HTTPVersion: "http2"}, Settings{}, false, false, 0},
		{"a host that does not resolve", getRequest("http://no-such-host.invalid/"), Settings{}, false, false, 0},
	} {
		p := plan
		p.SaveTimingBreakdown = c.phases
		if c.pipeline > 0 {
			p = mustPlan(t, `{"mode":"constant_concurrency","concurrency":2,"duration":"1s","pipeline":16}`)
		}
		c.s.Now = time.Now
		tgt, err := prepare(t.Context(), p, c.req, c.s)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		e := newExecution(t.Context(), p, tgt, c.s)
		l := firstEvLoop(newEvLoops(e))
		if got := l != nil; got != c.want {
			t.Errorf("%s: event loop %v, want %v", c.name, got, c.want)
		}
		if l != nil {
			l.shutdown()
		}
		e.cancel()
	}
}

// Every framing of a response body, a server that closes after each
// answer and one that resets half its connections, on both paths.
func TestOpenLoopFramings(t *testing.T) {
	t.Parallel()
	tg := startTarget(t)
	identity := closingTarget(t, "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\n\r\nno length: the body ends with the connection")
	interim := cannedTarget(t, "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok")
	for _, tr := range openTransports {
		for _, c := range []struct{ name, url string }{
			{"content-length", tg.url + "/"},
			{"chunked", tg.url + "/chunked"},
			{"connection close", tg.url + "/close"},
			{"no content (204)", tg.url + "/status/204"},
			{"an error status (503)", tg.url + "/status/503"},
			{"identity body to EOF", identity},
			{"an interim 100 before the answer", interim},
		} {
			t.Run(tr.name+"/"+c.name, func(t *testing.T) {
				t.Parallel()
				out := Run(t.Context(), mustPlan(t, `{"mode":"constant_rps","targetRps":400,"duration":"1s","maxInFlight":400}`),
					getRequest(c.url), Settings{H1Transport: tr.setting}, Hooks{})
				r := out.Report
				if out.Status != StatusCompleted || r.Requests+r.Dropped != 400 || r.Dropped != 0 {
					t.Fatalf("status %s (%s): %d requests, %d dropped; want all 400 sent", out.Status, out.Reason, r.Requests, r.Dropped)
				}
				want := "200"
				switch {
				case strings.Contains(c.name, "204"):
					want = "204"
				case strings.Contains(c.name, "503"):
					want = "503"
				}
				if r.Status[want] != 400 || r.BytesIn < 400*30 {
					t.Fatalf("status %v codes %v bytes in %d; want 400 × %s", r.Status, r.ErrorCodes, r.BytesIn, want)
				}
			})
		}
		t.Run(tr.name+"/half reset", func(t *testing.T) {
			t.Parallel()
			// A target of its own: the connection ids that decide the
			// resets are then this run's alone, and its first connection
			// (id 1) is reset.
			own := startTarget(t)
			out := Run(t.Context(), mustPlan(t, `{"mode":"constant_rps","targetRps":400,"duration":"1s","maxInFlight":400}`),
				getRequest(own.url+"/half-reset"), Settings{H1Transport: tr.setting}, Hooks{})
			r := out.Report
			if out.Status != StatusCompleted || r.Requests != 400 || r.Errors == 0 || r.ErrorCodes["CONNECTION_RESET"] != r.Errors {
				t.Fatalf("status %s: %d requests, %d errors %v; want 400 with the resets counted", out.Status, r.Requests, r.Errors, r.ErrorCodes)
			}
		})
	}
}

func TestOpenLoopFailures(t *testing.T) {
	t.Parallel()
	tg := startTarget(t)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	refused := "http://" + ln.Addr().String() + "/"
	if err := ln.Close(); err != nil { // the port refuses from here on
		t.Fatal(err)
	}
	for _, tr := range openTransports {
		t.Run(tr.name+"/timeout", func(t *testing.T) {
			t.Parallel()
			req := getRequest(tg.url + "/delay?ms=3000")
			req.Timeout = 200 * time.Millisecond
			began := time.Now()
			out := Run(t.Context(), mustPlan(t, `{"mode":"constant_rps","targetRps":50,"duration":"1s","maxInFlight":100}`), req, Settings{H1Transport: tr.setting}, Hooks{})
			r := out.Report
			if out.Status != StatusCompleted || r.Requests != 50 || r.ErrorCodes["TIMEOUT"] != 50 {
				t.Fatalf("status %s: %d requests, codes %v; want 50 timeouts", out.Status, r.Requests, r.ErrorCodes)
			}
			if d := time.Since(began); d > 3*time.Second {
				t.Fatalf("the run took %v: a timed-out request must end at its timeout", d)
			}
			if r.ServiceTime.Min < 190 || r.ServiceTime.Max > 1000 {
				t.Fatalf("service time %+v, want each about the 200 ms timeout", r.ServiceTime)
			}
		})
		t.Run(tr.name+"/connection refused", func(t *testing.T) {
			t.Parallel()
			var col collected
			out := Run(t.Context(), mustPlan(t, `{"mode":"constant_rps","targetRps":100,"duration":"1s"}`), getRequest(refused), Settings{H1Transport: tr.setting}, col.hooks())
			r := out.Report
			if out.Status != StatusCompleted || r.Requests != 100 || r.ErrorCodes["CONNECTION_FAILED"] != 100 {
				t.Fatalf("status %s: %d requests, codes %v; want 100 failed connects", out.Status, r.Requests, r.ErrorCodes)
			}
			if len(col.samples) == 0 || !strings.Contains(col.samples[0].Message, "refused") {
				t.Fatalf("samples %+v: a failure sample names the refusal", col.samples)
			}
		})
		t.Run(tr.name+"/stop", func(t *testing.T) {
			t.Parallel()
			ctx, cancel := context.WithTimeout(t.Context(), 500*time.Millisecond)
			defer cancel()
			began := time.Now()
			out := Run(ctx, mustPlan(t, `{"mode":"constant_rps","targetRps":1000,"duration":"30s"}`), getRequest(tg.url+"/delay?ms=5000"), Settings{H1Transport: tr.setting}, Hooks{})
			// Every request was in flight at the stop (the target waits 5 s):
			// each counts, as INCOMPLETE.
			if r := out.Report; out.Status != StatusStopped || r.Requests == 0 || r.Errors != r.Requests || r.ErrorCodes["INCOMPLETE"] != r.Requests {
				t.Fatalf("status %s: %d requests, errors %v; a stop ends the run Stopped with the requests it cut off counted INCOMPLETE", out.Status, r.Requests, r.ErrorCodes)
			}
			if d := time.Since(began); d > 2*time.Second {
				t.Fatalf("the stop took %v", d)
			}
		})
	}
}

// Redirects are followed (or not) as in the closed loop; a request body
// larger than the socket buffer is written across several wake-ups.
func TestOpenLoopRedirectsAndLargeBodies(t *testing.T) {
	t.Parallel()
	tg := sendertest.Start(t, sendertest.H1)
	plan := mustPlan(t, `{"mode":"constant_rps","targetRps":40,"duration":"1s"}`)
	for _, tr := range openTransports {
		for _, c := range []struct {
			follow       bool
			max          int
			status, code string
		}{
			{true, 10, "200", ""},
			{false, 10, "302", ""},
			{true, 2, "0", "TOO_MANY_REDIRECTS"},
		} {
			req := sender.Request{Method: "GET", URL: tg.URL + "/redirect?n=3", Timeout: 5 * time.Second, FollowRedirects: c.follow, MaxRedirects: c.max}
			out := Run(t.Context(), plan, req, Settings{H1Transport: tr.setting}, Hooks{})
			if out.Report.Status[c.status] != 40 || (c.code != "" && out.Report.ErrorCodes[c.code] != 40) {
				t.Fatalf("%s: follow %v max %d: status %v codes %v; want 40 × %s %s", tr.name, c.follow, c.max, out.Report.Status, out.Report.ErrorCodes, c.status, c.code)
			}
		}
		body := strings.Repeat("x", 4<<20)
		req := sender.Request{Method: "POST", URL: tg.URL + "/echo", Timeout: 10 * time.Second,
			Body: json.RawMessage(`{"mode":"text","content":"` + body + `"}`)}
		out := Run(t.Context(), mustPlan(t, `{"mode":"constant_rps","targetRps":5,"duration":"1s"}`), req, Settings{H1Transport: tr.setting}, Hooks{})
		if r := out.Report; r.Status["200"] != 5 || r.BytesOut < 5*int64(len(body)) {
			t.Fatalf("%s: a 4 MiB body: %s (%s) status %v codes %v bytes out %d", tr.name, out.Status, out.Reason, r.Status, r.ErrorCodes, r.BytesOut)
		}
	}
}

// A closed-loop user whose request fails goes on with its next one, on
// both paths: every iteration is counted, with its failure.
func TestClosedLoopFailures(t *testing.T) {
	t.Parallel()
	tg := startTarget(t)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	refused := "http://" + ln.Addr().String() + "/"
	if err := ln.Close(); err != nil { // the port refuses from here on
		t.Fatal(err)
	}
	slow := getRequest(tg.url + "/delay?ms=3000")
	slow.Timeout = 200 * time.Millisecond
	for _, tr := range openTransports {
		for _, c := range []struct {
			name, plan, code string
			req              sender.Request
			want             int64
		}{
			{"connection refused", `{"mode":"iterations","iterations":40,"concurrency":4}`, "CONNECTION_FAILED", getRequest(refused), 40},
			{"timeout", `{"mode":"iterations","iterations":6,"concurrency":3}`, "TIMEOUT", slow, 6},
		} {
			t.Run(tr.name+"/"+c.name, func(t *testing.T) {
				t.Parallel()
				out := Run(t.Context(), mustPlan(t, c.plan), c.req, Settings{H1Transport: tr.setting}, Hooks{})
				r := out.Report
				if out.Status != StatusCompleted || r.Requests != c.want || r.ErrorCodes[c.code] != c.want {
					t.Fatalf("status %s (%s): %d requests, codes %v; want %d × %s", out.Status, out.Reason, r.Requests, r.ErrorCodes, c.want, c.code)
				}
			})
		}
	}
}

// Pipelined batches on both paths: every framing, the exact iteration
// count with a partial last batch, and a server that closes after the
// first answer of each batch (the rest fail as resets, the run goes on).
func TestClosedLoopPipelining(t *testing.T) {
	t.Parallel()
	tg := startTarget(t)
	interim := cannedTarget(t, "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok")
	closing := closingTarget(t, "HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: close\r\n\r\nok")
	for _, tr := range openTransports {
		for _, c := range []struct{ name, url string }{
			{"content-length", tg.url + "/"},
			{"chunked", tg.url + "/chunked"},
			{"no content (204)", tg.url + "/status/204"},
			{"an interim 100 before each answer", interim},
		} {
			t.Run(tr.name+"/"+c.name, func(t *testing.T) {
				t.Parallel()
				plan := mustPlan(t, `{"mode":"iterations","iterations":1001,"concurrency":3,"pipeline":16}`)
				out := Run(t.Context(), plan, getRequest(c.url), Settings{H1Transport: tr.setting}, Hooks{})
				r := out.Report
				if out.Status != StatusCompleted || r.Requests != 1001 || r.Errors != 0 || r.BytesIn == 0 {
					t.Fatalf("status %s (%s): %d requests, %d errors %v, %d bytes in; want 1001 without errors",
						out.Status, out.Reason, r.Requests, r.Errors, r.ErrorCodes, r.BytesIn)
				}
			})
		}
		t.Run(tr.name+"/redirects followed in a batch", func(t *testing.T) {
			t.Parallel()
			h1 := sendertest.Start(t, sendertest.H1)
			plan := mustPlan(t, `{"mode":"iterations","iterations":50,"concurrency":2,"pipeline":8}`)
			for _, c := range []struct {
				follow bool
				max    int
				status string
			}{{true, 10, "200"}, {false, 10, "302"}, {true, 2, "0"}} {
				req := sender.Request{Method: "GET", URL: h1.URL + "/redirect?n=3", Timeout: 5 * time.Second, FollowRedirects: c.follow, MaxRedirects: c.max}
				out := Run(t.Context(), plan, req, Settings{H1Transport: tr.setting}, Hooks{})
				if r := out.Report; out.Status != StatusCompleted || r.Requests != 50 || r.Status[c.status] != 50 {
					t.Fatalf("follow %v max %d: status %s (%s), %d requests, statuses %v codes %v; want 50 × %s",
						c.follow, c.max, out.Status, out.Reason, r.Requests, r.Status, r.ErrorCodes, c.status)
				}
			}
		})
		t.Run(tr.name+"/the server closes mid-batch", func(t *testing.T) {
			t.Parallel()
			plan := mustPlan(t, `{"mode":"iterations","iterations":64,"concurrency":2,"pipeline":16}`)
			out := Run(t.Context(), plan, getRequest(closing+"/"), Settings{H1Transport: tr.setting}, Hooks{})
			r := out.Report
			resets := r.ErrorCodes["CONNECTION_RESET"]
			// One answer per batch of 16, unless the close overtook it (a
			// reset with requests unread can): then the whole batch fails.
			if out.Status != StatusCompleted || r.Requests != 64 || resets < 60 || resets+r.Status["200"] != 64 {
				t.Fatalf("status %s (%s): %d requests, codes %v, statuses %v; want 64 with at least 60 resets and the rest 200",
					out.Status, out.Reason, r.Requests, r.ErrorCodes, r.Status)
			}
		})
	}
}

// A closed loop gathers answers (sleeps evGather when nothing is ready
// before it waits) only with evGatherBusy pipelined batches, or
// evGatherBusyPlain plain requests, or more at the target; gathering or
// not, every user's requests are answered in full and the next ones sent.
func TestClosedLoopGathers(t *testing.T) {
	t.Parallel()
	url := startTarget(t).url + "/"
	for _, c := range []struct {
		users, depth int
		gathers      bool
	}{
		{1, 16, false}, {evGatherBusy - 1, 16, false}, {2 * evGatherBusy, 16, true},
		{evGatherBusy, 1, false}, {evGatherBusyPlain - 1, 1, false}, {2 * evGatherBusyPlain, 1, true},
	} {
		l := testEvLoop(t, `{"mode":"constant_concurrency","concurrency":`+itoa(c.users)+`,"pipeline":`+itoa(c.depth)+`}`, url)
		l.e.limit.Store(int64(c.users))
		for range c.users {
			u := l.newConn()
			u.user, l.running = true, l.running+1
			l.next(u, time.Now())
		}
		want := int64(20 * c.depth) // answers per user
		answered := func() bool {
			for _, u := range l.conns {
				if u.w.successes < want {
					return false
				}
			}
			return true
		}
		deadline := time.Now().Add(30 * time.Second)
		for !answered() && time.Now().Before(deadline) {
			l.dispatch(l.wait(time.Second))
		}
		if !answered() {
			for _, u := range l.conns {
				t.Errorf("%d users at depth %d: a user has %d answers, want %d", c.users, c.depth, u.w.successes, want)
			}
			continue
		}
		if gathered := l.naps > 0; gathered != c.gathers {
			t.Errorf("%d users at depth %d: %d naps; want gathering %v", c.users, c.depth, l.naps, c.gathers)
		}
	}
}

func TestHeadEnd(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		in   string
		want int
	}{
		{"HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok", 38},
		{"HTTP/1.1 200 OK\nContent-Length: 2\n\nok", 35},
		{"HTTP/1.1 200 OK\r\nA: 1\n\r\nHTTP/1.1 200 OK\r\n\r\n", 24},
		{"HTTP/1.1 200 OK\r\n\r\nHTTP/1.1 204 No Content\r\n\r\n", 19},
		{"HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r", -1},
		{"HTTP/1.1 200 OK\r\nContent-Length: 2\r\n", -1},
		{"HTTP/1.1 200 OK\r\nContent-Length: 2\n", -1},
		{"HTTP/1.1 200 OK", -1},
		{"", -1},
	} {
		if got := headEnd([]byte(c.in)); got != c.want {
			t.Errorf("headEnd(%q) = %d, want %d", c.in, got, c.want)
		}
	}
}
