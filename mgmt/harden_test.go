package mgmt_test

import (
	"bufio"
	"errors"
	"io"
	"net"
	"net/http"
	"os"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/svc-engine/svc-engine/engine"
	"github.com/svc-engine/svc-engine/mgmt"
	"github.com/svc-engine/svc-engine/mgmt/mgmttest"
)

// rawExchange writes raw to the engine on a fresh connection and returns
// the status line and the whole answer.
func rawExchange(t *testing.T, addr, raw string) (string, string) {
	t.Helper()
	c, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatalf("dial: %v", err)
	}
	defer func() { _ = c.Close() }()
	_ = c.SetDeadline(time.Now().Add(10 * time.Second))
	if _, err := io.WriteString(c, raw); err != nil {
		t.Fatalf("write: %v", err)
	}
	res, err := http.ReadResponse(bufio.NewReader(c), nil)
	if err != nil {
		t.Fatalf("read answer: %v", err)
	}
	defer func() { _ = res.Body.Close() }()
	b, _ := io.ReadAll(res.Body)
	return res.Status, string(b)
}

// The Host and Origin an attacker's page or a rebinding name would send
// are refused, whichever occurrence carries them.
func TestGuardRefusesHostileHostAndOrigin(t *testing.T) {
	e := mgmttest.Start(t)
	addr := e.Addr()
	port := addr[strings.LastIndex(addr, ":")+1:]
	cases := []struct {
		name    string
		headers string
		target  string
		want    string
	}{
		{"own host", "Host: 127.0.0.1:" + port + "\r\n", "/health", "200"},
		{"own origin", "Host: localhost:" + port + "\r\nOrigin: http://localhost:" + port + "\r\n", "/health", "200"},
		{"userinfo host", "Host: evil.com@127.0.0.1:" + port + "\r\n", "/health", "403"},
		{"user and password host", "Host: user:pass@localhost:" + port + "\r\n", "/health", "403"},
		{"second host", "Host: 127.0.0.1:" + port + "\r\nHost: evil.com\r\n", "/health", "40"}, // fasthttp's own 400 or the guard's 403
		{"second origin", "Host: 127.0.0.1:" + port + "\r\nOrigin: http://127.0.0.1:" + port + "\r\nOrigin: http://evil.com\r\n", "/health", "403"},
		{"first origin foreign", "Host: 127.0.0.1:" + port + "\r\nOrigin: http://evil.com\r\nOrigin: http://127.0.0.1:" + port + "\r\n", "/health", "403"},
		{"absolute target with userinfo", "Host: 127.0.0.1:" + port + "\r\n", "http://evil.com@127.0.0.1:" + port + "/health", "403"},
		{"absolute target elsewhere", "Host: 127.0.0.1:" + port + "\r\n", "http://evil.com/health", "403"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			status, body := rawExchange(t, addr, "GET "+c.target+" HTTP/1.1\r\n"+c.headers+"Connection: close\r\n\r\n")
			if !strings.HasPrefix(status, c.want) {
				t.Fatalf("status %q, want %s; body %s", status, c.want, body)
			}
			if c.want == "403" && !strings.Contains(body, `"code":"forbidden"`) {
				t.Fatalf("refusal body %s lacks the forbidden code", body)
			}
		})
	}
}

// A client that trickles its headers, or its body, is cut at the read
// timeouts instead of holding its connection; a live response is not cut.
func TestTricklingClientIsCut(t *testing.T) {
	e := mgmttest.StartWith(t, engine.Options{Conn: mgmt.ConnLimits{HeaderTimeout: 500 * time.Millisecond, BodyTimeout: 700 * time.Millisecond}})
	// trickle sends head, then drip every 100 ms, until the engine answers
	// or closes; it returns how long that took and what was answered.
	trickle := func(t *testing.T, head, drip string) (time.Duration, string) {
		t.Helper()
		c, err := net.Dial("tcp", e.Addr())
		if err != nil {
			t.Fatalf("dial: %v", err)
		}
		defer func() { _ = c.Close() }()
		start := time.Now()
		if _, err := io.WriteString(c, head); err != nil {
			t.Fatalf("write: %v", err)
		}
		deadline := start.Add(20 * time.Second)
		for time.Now().Before(deadline) {
			if _, err := io.WriteString(c, drip); err != nil {
				return time.Since(start), "" // the engine closed the connection
			}
			_ = c.SetReadDeadline(time.Now().Add(100 * time.Millisecond))
			var b [512]byte
			if n, err := c.Read(b[:]); n > 0 || (err != nil && !isTimeout(err)) {
				return time.Since(start), string(b[:n])
			}
		}
		t.Fatalf("a trickling client held its connection for 20 s")
		return 0, ""
	}
	t.Run("headers", func(t *testing.T) {
		d, answer := trickle(t, "GET /health HTTP/1.1\r\nHost: "+e.Addr()+"\r\n", "X-A: b\r\n")
		if d > 5*time.Second || !strings.HasPrefix(answer, "HTTP/1.1 408") {
			t.Fatalf("cut after %v with %q, want a 408 after about the 500 ms header timeout", d, answer)
		}
	})
	t.Run("body", func(t *testing.T) {
		d, answer := trickle(t, "POST /collections HTTP/1.1\r\nHost: "+e.Addr()+"\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n", "      ")
		if d > 5*time.Second || !strings.HasPrefix(answer, "HTTP/1.1 408") {
			t.Fatalf("cut after %v with %q, want a 408 after about the 700 ms body timeout", d, answer)
		}
	})
	t.Run("a connection never used is closed without an answer", func(t *testing.T) {
		c, err := net.Dial("tcp", e.Addr())
		if err != nil {
			t.Fatalf("dial: %v", err)
		}
		defer func() { _ = c.Close() }()
		_ = c.SetReadDeadline(time.Now().Add(10 * time.Second))
		b, err := io.ReadAll(c)
		if len(b) != 0 || err != nil {
			t.Fatalf("an unused connection got %q (%v), want a close without an answer", b, err)
		}
	})
	t.Run("a live stream outlives both timeouts", func(t *testing.T) {
		lt := startLoadTarget(t)
		id := startLoad(t, e, map[string]any{"request": map[string]any{"method": "GET", "url": lt.URL + "/delay?ms=5"}, "mode": "constant_concurrency", "concurrency": 1, "duration": "2s"})
		start := time.Now()
		_, _, frames := readLive(t, e, "/runs/"+id+"/live", nil)
		checkStream(t, frames, "Completed")
		if d := time.Since(start); d < 1500*time.Millisecond {
			t.Fatalf("the stream ended after %v, before the 2 s run", d)
		}
	})
}

func isTimeout(err error) bool {
	var ne net.Error
	return errors.As(err, &ne) && ne.Timeout()
}

// Connections over the cap are answered 503 with the one error body and
// closed; once one closes, a new connection is served.
func TestOpenConnectionCap(t *testing.T) {
	const maxConns = 8
	e := mgmttest.StartWith(t, engine.Options{Conn: mgmt.ConnLimits{MaxConns: maxConns}})
	held := make([]net.Conn, 0, maxConns)
	for range maxConns {
		c, err := net.Dial("tcp", e.Addr())
		if err != nil {
			t.Fatalf("dial: %v", err)
		}
		held = append(held, c)
	}
	defer func() {
		for _, c := range held {
			_ = c.Close()
		}
	}()
	// The held connections are accepted in the background; poll until the
	// next one is refused.
	deadline := time.Now().Add(10 * time.Second)
	for {
		status, body := rawExchange(t, e.Addr(), "GET /health HTTP/1.1\r\nHost: "+e.Addr()+"\r\nConnection: close\r\n\r\n")
		if strings.HasPrefix(status, "503") {
			if !strings.Contains(body, `"code":"unavailable"`) {
				t.Fatalf("refusal body %s", body)
			}
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("connection %d was served (%s), want 503 over the cap of %d", maxConns+1, status, maxConns)
		}
	}
	_ = held[0].Close()
	held = held[1:]
	deadline = time.Now().Add(10 * time.Second)
	for {
		status, _ := rawExchange(t, e.Addr(), "GET /health HTTP/1.1\r\nHost: "+e.Addr()+"\r\nConnection: close\r\n\r\n")
		if strings.HasPrefix(status, "200") {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("after a close the next connection is still refused: %s", status)
		}
	}
}

// order is bounded to what a JSON number carries exactly, and an append
// after the highest order is a conflict, never a wrap to a negative order.
func TestOrderIsBoundedAndAppendsCannotWrap(t *testing.T) {
	e := mgmttest.Start(t)
	root := e.Collection(map[string]any{"name": "root"})
	rid, _ := root["id"].(string)
	for _, bad := range []string{"9223372036854775807", "9007199254740992", "-1", "1e300"} {
		r := e.Do("POST", "/collections", `{"name":"c","order":`+bad+`}`)
		if r.Status != 400 || !strings.Contains(string(r.Body), `"field":"order"`) {
			t.Errorf("POST /collections order %s: %d %s, want 400 naming order", bad, r.Status, r.Body)
		}
		r = e.Do("POST", "/requests", `{"collectionId":"`+rid+`","name":"r","method":"GET","url":"http://x","order":`+bad+`}`)
		if r.Status != 400 || !strings.Contains(string(r.Body), `"field":"order"`) {
			t.Errorf("POST /requests order %s: %d %s, want 400 naming order", bad, r.Status, r.Body)
		}
		r = e.Do("POST", "/reorder", `{"moves":[{"type":"collection","id":"`+rid+`","order":`+bad+`}]}`)
		if r.Status != 400 {
			t.Errorf("POST /reorder order %s: %d %s, want 400", bad, r.Status, r.Body)
		}
	}
	top := e.Request(rid, map[string]any{"order": 9007199254740991})
	if top["order"] != float64(9007199254740991) {
		t.Fatalf("order 2^53-1 read back as %v", top["order"])
	}
	r := e.Do("POST", "/requests", `{"collectionId":"`+rid+`","name":"next","method":"GET","url":"http://x"}`)
	if r.Status != 409 {
		t.Fatalf("an append after order 2^53-1: %d %s, want 409", r.Status, r.Body)
	}
	list := e.Do("GET", "/requests?collectionId="+rid, nil).Array(t)
	if len(list) != 1 {
		t.Fatalf("the refused append wrote a row: %v", list)
	}
	e.Collection(map[string]any{"name": "top", "order": 9007199254740991})
	if r := e.Do("POST", "/collections", `{"name":"next"}`); r.Status != 409 {
		t.Fatalf("a collection append after order 2^53-1: %d %s, want 409", r.Status, r.Body)
	}
}

// rss reads the test process's resident set (the engine runs in it).
func rss(t *testing.T) int64 {
	t.Helper()
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		t.Skipf("no /proc/self/status: %v", err)
	}
	for line := range strings.SplitSeq(string(b), "\n") {
		if rest, ok := strings.CutPrefix(line, "VmRSS:"); ok {
			kb, err := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), "kB")), 10, 64)
			if err != nil {
				t.Fatalf("VmRSS %q: %v", rest, err)
			}
			return kb << 10
		}
	}
	t.Fatal("no VmRSS line in /proc/self/status")
	return 0
}

// waitRSSWithin polls until the resident set is within slack of base.
func waitRSSWithin(t *testing.T, base, slack int64, what string) {
	t.Helper()
	if raceDetector {
		t.Logf("%s: the RSS bound is checked without the race detector (make test's memory pass)", what)
		return
	}
	deadline := time.Now().Add(15 * time.Second)
	for {
		r := rss(t)
		if r <= base+slack {
			t.Logf("%s: RSS back to %d MiB (baseline %d MiB)", what, r>>20, base>>20)
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s: RSS is %d MiB after 15 s, baseline %d MiB: more than %d MiB was kept", what, r>>20, base>>20, slack>>20)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// healthProbe asks GET /health every 10 ms until stopped and returns the
// slowest answer.
func healthProbe(t *testing.T, e *mgmttest.Engine) (stop func() time.Duration) {
	t.Helper()
	done := make(chan struct{})
	slowest := make(chan time.Duration, 1)
	client := &http.Client{Timeout: 5 * time.Second}
	go func() {
		var worst time.Duration
		for {
			select {
			case <-done:
				slowest <- worst
				return
			case <-time.After(10 * time.Millisecond):
			}
			start := time.Now()
			res, err := client.Get(e.Base + "/health")
			d := time.Since(start)
			if err == nil {
				_, _ = io.Copy(io.Discard, res.Body)
				_ = res.Body.Close()
			} else {
				d = 5 * time.Second
			}
			worst = max(worst, d)
		}
	}()
	return func() time.Duration { close(done); return <-slowest }
}

// healthBar is the slowest /health a test accepts while a script grows:
// the 50 ms, on a machine with a core free for the engine. On a
// loaded machine (a load average over the CPU count: make test's parallel
// packages, or other sessions) the engine's threads wait for the CPU
// itself, which no design of the engine bounds: 1 s there (the issue's
// /health timed out), and the figure is logged, not judged. The same
// under the race detector, which slows every goroutine several times.
func healthBar(t *testing.T) time.Duration {
	t.Helper()
	if raceDetector {
		t.Log("race detector: the 50 ms /health bar is judged in make test's pass without it (1 s is here)")
		return time.Second
	}
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return 50 * time.Millisecond
	}
	fields := strings.Fields(string(b))
	load, err := strconv.ParseFloat(fields[0], 64)
	if err != nil || load+1 <= float64(runtime.NumCPU()) {
		return 50 * time.Millisecond
	}
	t.Logf("load average %.1f on %d CPUs: the 50 ms /health bar is not judged here (1 s is)", load, runtime.NumCPU())
	return time.Second
}

// A script that takes memory without bound is stopped at
// scriptMaxMemoryBytes within its deadline, the answer says so, /health
// answers within 50 ms throughout (polled every 10 ms) and the engine
// gives the memory back. Not parallel: it measures the process's memory.
func TestScriptOverItsMemoryCapIsStoppedAndTheMemoryGivenBack(t *testing.T) {
	e := mgmttest.Start(t)
	target := startEcho(t)
	const doubling, kept, dropped = `let s = 'x'; while (true) s += s;`, `const a = []; while (true) a.push(new Uint8Array(1e8));`, `while (true) new Uint8Array(1e8);`
	for _, c := range []struct {
		name string
		cap  int64 // 0: the default's value, 128 MiB
		src  string
	}{
		{"doubling string, default cap", 0, doubling},
		{"doubling string, 64 MiB cap", 64 << 20, doubling},
		{"typed arrays kept, 64 MiB cap", 64 << 20, kept},
		{"typed arrays dropped, 64 MiB cap", 64 << 20, dropped},
	} {
		t.Run(c.name, func(t *testing.T) {
			limit := c.cap
			if limit == 0 {
				limit = 128 << 20 // the default's value, set again after a case changed it
			}
			e.Must(200, "POST", "/config", map[string]any{"scriptMaxMemoryBytes": limit})
			bar := healthBar(t)
			base := rss(t)
			stop := healthProbe(t, e)
			start := time.Now()
			got := e.Must(200, "POST", "/execute", map[string]any{"request": map[string]any{
				"method": "GET", "url": target.URL + "/mem",
				"elements": []any{map[string]any{"kind": "script.post", "config": map[string]any{"script": c.src, "timeoutMs": 5000}}},
			}})
			took := time.Since(start)
			worst := stop()
			se, _ := got["scriptErrors"].([]any)
			if len(se) != 1 {
				t.Fatalf("scriptErrors %v, want the script stopped", got["scriptErrors"])
			}
			first := se[0].(map[string]any)
			if msg, _ := first["error"].(string); !strings.Contains(msg, "scriptMaxMemoryBytes") || !strings.Contains(msg, strconv.FormatInt(limit, 10)) || first["timedOut"] == true {
				t.Fatalf("script error %v, want stopped by the %d MiB memory cap", first, limit>>20)
			}
			// The script's 5 s deadline bounds it; the send and the answer
			// around it get 2 s more on a loaded machine.
			if took > 7*time.Second {
				t.Fatalf("the answer took %v, past the script's 5 s deadline and the send", took)
			}
			t.Logf("answered after %v; slowest /health while the script ran %v", took.Round(time.Millisecond), worst.Round(time.Millisecond))
			if worst > bar {
				t.Errorf("the slowest /health took %v while the script grew, want within %v", worst, bar)
			}
			stop = healthProbe(t, e)
			waitRSSWithin(t, base, 64<<20, "after the script")
			worst = stop()
			t.Logf("slowest /health while the memory was given back %v", worst.Round(time.Millisecond))
			if worst > bar {
				t.Errorf("the slowest /health took %v while the memory was given back, want within %v", worst, bar)
			}
		})
	}
}

// A closed-loop run against a target that never answers counts the
// requests in flight at its end and fails its thresholds, and a plan's
// per-request timeout reaches the requests and the run's snapshot.
func TestLoadRunCountsRequestsInFlightAndKeepsItsTimeout(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	ln, err := net.Listen("tcp4", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = ln.Close() })
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			go func() { _, _ = io.Copy(io.Discard, c); _ = c.Close() }()
		}
	}()
	url := "http://" + ln.Addr().String() + "/never"
	t.Run("in flight at the end", func(t *testing.T) {
		id := startLoad(t, e, map[string]any{"request": map[string]any{"method": "GET", "url": url}, "mode": "constant_concurrency", "concurrency": 2, "duration": "1s", "thresholds": []any{"errorRate<0.01!", "p95<250"}})
		run := waitEnded(t, e, id)
		report, _ := e.Must(200, "GET", "/runs/"+id+"/report", nil)["report"].(map[string]any)
		codes, _ := report["errorCodes"].(map[string]any)
		if num(report["requests"]) != 2 || num(report["errors"]) != 2 || num(codes["INCOMPLETE"]) != 2 {
			t.Fatalf("report %v: want the 2 requests in flight counted INCOMPLETE", report)
		}
		ths, _ := report["thresholds"].([]any)
		for _, th := range ths {
			if m := th.(map[string]any); m["passed"] != false {
				t.Errorf("threshold %v passed on a target that never answered", m)
			}
		}
		if run["status"] != "Failed" {
			t.Errorf("status %v, want Failed by the aborting errorRate threshold", run["status"])
		}
	})
	for _, c := range []struct{ name, plan, request string }{
		{"plan timeoutMs", `"timeoutMs":300`, ``},
		{"plan timeout", `"timeout":"300ms"`, ``},
		{"request timeoutMs", ``, `,"timeoutMs":300`},
	} {
		t.Run(c.name, func(t *testing.T) {
			body := `{"mode":"iterations","iterations":2,"concurrency":2,"request":{"method":"GET","url":"` + url + `"` + c.request + `}`
			if c.plan != "" {
				body += `,` + c.plan
			}
			body += `}`
			start := time.Now()
			got := e.Must(202, "POST", "/runs", body)
			id, _ := got["runId"].(string)
			run := waitEnded(t, e, id)
			if d := time.Since(start); d > 10*time.Second {
				t.Fatalf("a run of two 300 ms requests took %v", d)
			}
			report, _ := e.Must(200, "GET", "/runs/"+id+"/report", nil)["report"].(map[string]any)
			codes, _ := report["errorCodes"].(map[string]any)
			if num(codes["TIMEOUT"]) != 2 {
				t.Fatalf("report %v: want 2 TIMEOUT", report)
			}
			snap, _ := run["configSnapshot"].(map[string]any)
			req, _ := snap["request"].(map[string]any)
			if num(req["timeoutMs"]) != 300 {
				t.Fatalf("snapshot request %v, want timeoutMs 300", req)
			}
		})
	}
	if r := e.Do("POST", "/runs", `{"mode":"iterations","iterations":1,"timeoutMs":0,"request":{"method":"GET","url":"`+url+`"}}`); r.Status != 400 || !strings.Contains(string(r.Body), "timeoutMs") {
		t.Fatalf("timeoutMs 0: %d %s, want 400 naming timeoutMs", r.Status, r.Body)
	}
}
