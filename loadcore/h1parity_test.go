//go:build linux

package loadcore

import (
	"net"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/svc-engine/svc-engine/metrics"
)

// The parity table, in the manner of net/http's client-server tests:
// every framing case, answered by a raw TCP loopback target with canned
// bytes, run through both HTTP/1.1 load paths (the event loop and the
// goroutines), which must agree with each other and with what the case
// wants: the statuses, the bytes counted (in all and per response, each
// response's sample), the failure codes, and how many
// connections the run opened (1: every response reused it).

// rawTarget answers every batch of requests (a request ends with its
// empty line; GET and HEAD have no body) on a connection with the pieces
// of its script, each its own write, a short pause between them so that
// they arrive as separate reads; closeAfter closes the connection after
// the answer.
type rawTarget struct {
	url   string
	conns atomic.Int64
}

func startRawTarget(t *testing.T, batch int, pieces []string, closeAfter bool) *rawTarget {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = ln.Close() }) // ends the accept loop
	rt := &rawTarget{url: "http://" + ln.Addr().String() + "/"}
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			rt.conns.Add(1)
			go func() {
				defer func() { _ = c.Close() }() // the client sees the close; its error adds nothing
				buf := make([]byte, 64<<10)
				state, reqs := 0, 0 // bytes of "\r\n\r\n" matched; requests of the batch
				for {
					n, err := c.Read(buf)
					if err != nil {
						return
					}
					for range headEnds(&state, buf[:n]) {
						if reqs++; reqs < batch {
							continue
						}
						reqs = 0
						for i, p := range pieces {
							if i > 0 {
								// Not a wait for anything: the pause makes the
								// pieces separate TCP segments and reads.
								time.Sleep(2 * time.Millisecond)
							}
							if _, err := c.Write([]byte(p)); err != nil {
								return
							}
						}
						if closeAfter {
							return
						}
					}
				}
			}()
		}
	}()
	return rt
}

// parityOutcome is what one run through one path made of a case.
type parityOutcome struct {
	requests int64
	status   string // status code → count, sorted
	codes    string // error code → count, sorted
	bytesIn  int64
	perResp  string // bytes counted per response (its sample) → count, sorted
	conns    int64
}

func TestH1FramingParity(t *testing.T) {
	t.Parallel()
	const n = 12 // requests per run; a multiple of every pipelining depth below
	ok := "HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nhello"
	chunked := "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5;ext=1\r\nhello\r\nA\r\n0123456789\r\n0\r\nX-Sum: 1\r\nX-B: 2\r\n\r\n"
	interim := "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 103 Early Hints\r\nLink: </a>\r\n\r\n" + ok
	identity := "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\n\r\nthe body ends with the connection"
	closing := "HTTP/1.1 200 OK\r\nConnection: close\r\nContent-Length: 2\r\n\r\nok"
	upgrade := "HTTP/1.1 101 Switching Protocols\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n"
	for _, c := range []struct {
		name       string
		method     string
		pipeline   int
		pieces     []string // one answer (to a batch of pipeline requests)
		closeAfter bool
		want       parityOutcome // requests and bytesIn derived when zero
	}{
		{name: "content-length", pieces: []string{ok}, want: parityOutcome{status: "200:12", conns: 1}},
		{name: "chunked with trailers", pieces: []string{chunked}, want: parityOutcome{status: "200:12", conns: 1}},
		{name: "204 without body", pieces: []string{"HTTP/1.1 204 No Content\r\n\r\n"}, want: parityOutcome{status: "204:12", conns: 1}},
		{name: "304 without body despite a length", pieces: []string{"HTTP/1.1 304 Not Modified\r\nContent-Length: 10\r\n\r\n"}, want: parityOutcome{status: "304:12", conns: 1}},
		{name: "HEAD without body", method: "HEAD", pieces: []string{"HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n"}, want: parityOutcome{status: "200:12", conns: 1}},
		{name: "interim responses skipped", pieces: []string{interim}, want: parityOutcome{status: "200:12", conns: 1}},
		{name: "101 recorded, the connection closed", pieces: []string{upgrade}, want: parityOutcome{status: "101:12", conns: n}},
		{name: "identity to EOF", pieces: []string{identity}, closeAfter: true, want: parityOutcome{status: "200:12", conns: n}},
		{name: "connection close", pieces: []string{closing}, closeAfter: true, want: parityOutcome{status: "200:12", conns: n}},
		{name: "HTTP/1.0 through fasthttp's parser", pieces: []string{"HTTP/1.0 200 OK\r\nContent-Length: 2\r\n\r\nok"}, closeAfter: true, want: parityOutcome{status: "200:12", conns: n}},
		{name: "head and body split over writes", pieces: []string{"HTTP/1.1 200 OK\r\nCont", "ent-Length: 10\r\n", "\r\nhello", "world"}, want: parityOutcome{status: "200:12", conns: 1}},
		{name: "chunks split over writes", pieces: []string{"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5", "\r\nhel", "lo\r", "\n0\r\nX-T: 1\r", "\n\r\n"}, want: parityOutcome{status: "200:12", conns: 1}},
		{name: "pipelined answers in one write", pipeline: 4, pieces: []string{ok + chunked + "HTTP/1.1 204 No Content\r\n\r\n" + interim},
			want: parityOutcome{status: "200:9,204:3", conns: 1, bytesIn: 3 * int64(len(ok+chunked+"HTTP/1.1 204 No Content\r\n\r\n"+interim)),
				perResp: countList(map[string]int64{itoa(len(ok)): 3, itoa(len(chunked)): 3, itoa(len("HTTP/1.1 204 No Content\r\n\r\n")): 3, itoa(len(interim)): 3})}},
		{name: "pipelined answers split mid-head", pipeline: 2, pieces: []string{ok + "HTTP/1.1 200 OK\r\nContent-", "Length: 5\r\n\r\nhello"}, want: parityOutcome{status: "200:12", conns: 1}},
		{name: "closed with pipelined requests unanswered", pipeline: 3, pieces: []string{closing}, closeAfter: true,
			want: parityOutcome{status: "0:8,200:4", codes: "CONNECTION_RESET:8", conns: 4, bytesIn: 4 * int64(len(closing)),
				perResp: countList(map[string]int64{"0": 8, itoa(len(closing)): 4})}},
		{name: "cut short", pieces: []string{"HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nhel"}, closeAfter: true,
			want: parityOutcome{status: "0:12", codes: "CONNECTION_RESET:12", conns: n, bytesIn: -1}},
		{name: "malformed chunk", pieces: []string{"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n"},
			want: parityOutcome{status: "0:12", codes: "CONNECTION_FAILED:12", conns: n, bytesIn: -1}},
		{name: "malformed head", pieces: []string{"HTTP/1.1 200 OK\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nx"},
			want: parityOutcome{status: "0:12", codes: "CONNECTION_FAILED:12", conns: n, bytesIn: -1}},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			pipeline := max(c.pipeline, 1)
			want := c.want
			want.requests = n
			switch want.bytesIn {
			case 0:
				want.bytesIn = int64(n / pipeline * len(strings.Join(c.pieces, "")))
			case -1:
				want.bytesIn = 0 // failures count no bytes
			}
			if want.perResp == "" {
				// Every response is the same size, and every request answered.
				want.perResp = strconv.FormatInt(want.bytesIn/n, 10) + ":" + itoa(n)
			}
			plans := []string{`{"mode":"iterations","iterations":` + itoa(n) + `,"concurrency":1,"pipeline":` + itoa(pipeline) + `,"successSamplePeriod":1}`}
			if pipeline == 1 {
				// The open loop too: n sends over a second, each finding the
				// connection the last one left idle (or none, once closed).
				plans = append(plans, `{"mode":"constant_rps","targetRps":`+itoa(n)+`,"duration":"1s","maxInFlight":`+itoa(n)+`,"successSamplePeriod":1}`)
			}
			for _, plan := range plans {
				p := mustPlan(t, plan)
				var got [2]parityOutcome
				var wg sync.WaitGroup
				for i, tr := range openTransports { // at once: an open-loop run lasts a second
					rt := startRawTarget(t, pipeline, c.pieces, c.closeAfter)
					wg.Go(func() { got[i] = runParity(t, p, c.method, tr.setting, rt) })
				}
				wg.Wait()
				if p.Mode == ModeConstantRPS {
					// A send released while the last one still holds the
					// connection (a slow machine) opens another: the open
					// loop says only whether connections were reused.
					for i := range got {
						if got[i].conns < n {
							got[i].conns = 1
						}
					}
				}
				for i, tr := range openTransports {
					if got[i] != want {
						t.Errorf("%s, %s: %+v\nwant %+v", tr.name, plan, got[i], want)
					}
				}
				if got[0] != got[1] {
					t.Errorf("%s: the paths disagree: %s %+v, %s %+v", plan, openTransports[0].name, got[0], openTransports[1].name, got[1])
				}
			}
		})
	}
}

// runParity runs plan against rt through the transport setting.
func runParity(t *testing.T, plan Plan, method, setting string, rt *rawTarget) parityOutcome {
	req := getRequest(rt.url)
	if method != "" {
		req.Method = method
	}
	var mu sync.Mutex
	perResp := map[string]int64{}
	out := Run(t.Context(), plan, req, Settings{H1Transport: setting}, Hooks{Sample: func(s metrics.Sample) {
		mu.Lock()
		perResp[strconv.FormatInt(s.BytesIn, 10)]++
		mu.Unlock()
	}})
	r := out.Report
	if out.Status != StatusCompleted {
		t.Errorf("%s %+v: run %s (%s)", setting, plan, out.Status, out.Reason)
	}
	mu.Lock()
	defer mu.Unlock()
	return parityOutcome{requests: r.Requests, status: countList(r.Status), codes: countList(r.ErrorCodes), bytesIn: r.BytesIn, perResp: countList(perResp), conns: rt.conns.Load()}
}

// countList writes counts as "key:count" pairs in key order.
func countList(m map[string]int64) string {
	keys := make([]string, 0, len(m))
	for k, v := range m {
		if v != 0 {
			keys = append(keys, k)
		}
	}
	slices.Sort(keys)
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = k + ":" + strconv.FormatInt(m[k], 10)
	}
	return strings.Join(parts, ",")
}
