package scenario

import (
	"bufio"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"reflect"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/svc-engine/svc-engine/loadcore"
	"github.com/svc-engine/svc-engine/runs"
	"github.com/svc-engine/svc-engine/scripting"
	"github.com/svc-engine/svc-engine/sender"
)

// leanTarget answers by path: what a load step may meet.
func leanTarget(t *testing.T) *httptest.Server {
	t.Helper()
	var hits atomic.Int64
	mux := http.NewServeMux()
	mux.HandleFunc("/plain", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("X-Order", "1")
		w.Header().Add("X-Order", "2")
		_, _ = fmt.Fprintf(w, "plain %s %s", r.Method, r.Header.Get("X-Req"))
	})
	mux.HandleFunc("/chunked", func(w http.ResponseWriter, _ *http.Request) {
		_, _ = w.Write([]byte("part one "))
		w.(http.Flusher).Flush()
		_, _ = w.Write([]byte("part two"))
	})
	mux.HandleFunc("/gzip", func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Encoding", "gzip")
		zw := gzip.NewWriter(w)
		_, _ = zw.Write([]byte(strings.Repeat("zipped ", 50)))
		_ = zw.Close()
	})
	mux.HandleFunc("/cookie", func(w http.ResponseWriter, r *http.Request) {
		http.SetCookie(w, &http.Cookie{Name: "sid", Value: "s1", Path: "/"})
		_, _ = fmt.Fprintf(w, "had %q", r.Header.Get("Cookie"))
	})
	mux.HandleFunc("/redirect", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "/plain", http.StatusFound)
	})
	mux.HandleFunc("/loop", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "/loop", http.StatusFound)
	})
	mux.HandleFunc("/nocontent", func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(http.StatusNoContent) })
	mux.HandleFunc("/missing", func(w http.ResponseWriter, _ *http.Request) { http.Error(w, "no such thing", http.StatusNotFound) })
	mux.HandleFunc("/close", func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Connection", "close")
		_, _ = w.Write([]byte("closing"))
	})
	mux.HandleFunc("/bighead", func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("X-Big", strings.Repeat("h", 20<<10))
		_, _ = w.Write([]byte("big head"))
	})
	mux.HandleFunc("/slow", func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-time.After(2 * time.Second):
		case <-r.Context().Done():
		}
		_, _ = w.Write([]byte("late"))
	})
	mux.HandleFunc("/count", func(w http.ResponseWriter, _ *http.Request) {
		_, _ = fmt.Fprintf(w, "n=%d", hits.Add(1))
	})
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return srv
}

// newJarClient is a client as a session has it: its own jar, watched.
func newJarClient(t *testing.T) *sender.Client {
	t.Helper()
	jar, err := cookiejar.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	return &sender.Client{Jar: &watchedJar{CookieJar: jar}, Conns: sender.NewConnCache()}
}

// comparable drops what differs between two sends of one request: times,
// and the Date header's value.
func comparable(res sender.Response) sender.Response {
	res.Timing = sender.Timing{}
	hs := make([]sender.Header, len(res.Headers))
	for i, h := range res.Headers {
		if h.Key == "Date" {
			h.Value = "(a date)"
		}
		hs[i] = h
	}
	res.Headers = hs
	return res
}

// short prints v cut to 2,000 characters.
func short(v any) string {
	s := fmt.Sprintf("%+v", v)
	if len(s) > 2000 {
		return s[:2000] + "..."
	}
	return s
}

// TestLeanSendAnswersAsSendDoes sends each request twice with Send and
// twice on the lean path (the second time on the kept connection), made
// whole, and holds the responses and sent requests equal: status, text,
// headers in wire order, body (decoded), size, URL, redirects, failure
// codes, and the cookies the jar took.
func TestLeanSendAnswersAsSendDoes(t *testing.T) {
	t.Parallel()
	srv := leanTarget(t)
	get := func(path string) sender.Request {
		return sender.Request{Method: http.MethodGet, URL: srv.URL + path, Headers: []sender.Header{{Key: "X-Req", Value: "r1"}},
			FollowRedirects: true, MaxRedirects: 3, HTTPVersion: "auto", Timeout: 5 * time.Second}
	}
	cases := []struct {
		name string
		req  sender.Request
	}{
		{"plain", get("/plain")},
		{"chunked", get("/chunked")},
		{"gzip", get("/gzip")},
		{"cookie", get("/cookie")},
		{"redirect", get("/redirect")},
		{"too many redirects", get("/loop")},
		{"no content", get("/nocontent")},
		{"not found", get("/missing")},
		{"connection close", get("/close")},
		{"head over 8 KiB", get("/bighead")},
		{"head request", func() sender.Request { r := get("/plain"); r.Method = http.MethodHead; return r }()},
		{"post with body", func() sender.Request {
			r := get("/plain")
			r.Method, r.Body = http.MethodPost, json.RawMessage(`{"mode":"text","content":"hello"}`)
			return r
		}()},
		{"timeout", func() sender.Request { r := get("/slow"); r.Timeout = 100 * time.Millisecond; return r }()},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			viaSend := newJarClient(t)
			defer func() { _ = viaSend.Conns.Close() }()
			viaLean := newJarClient(t)
			l, ok := viaLean.Lean(tc.req, sender.Settings{})
			if !ok {
				t.Fatal("the request was not rendered for the lean path")
			}
			lc := newLeanConn(t.Context())
			defer lc.close()
			for i := range 2 {
				want, wantSent := viaSend.Send(t.Context(), tc.req, sender.Settings{})
				var res sender.Response
				var sent sender.Sent
				if viaLean.Jar.(*watchedJar).held.Load() {
					// As session.leanFor: a jar with cookies sends with Send.
					res, sent = viaLean.Send(t.Context(), tc.req, sender.Settings{})
				} else {
					var o leanOutcome
					lc.send(t.Context(), viaLean, l, false, true, &o)
					if !o.whole {
						t.Fatal("asked whole, the outcome is not")
					}
					res, sent = o.res, o.sent
				}
				if !reflect.DeepEqual(comparable(res), comparable(want)) {
					t.Fatalf("send %d: lean response\n%s\nSend's\n%s", i, short(comparable(res)), short(comparable(want)))
				}
				if !reflect.DeepEqual(sent, wantSent) {
					t.Fatalf("send %d: lean sent\n%s\nSend's\n%s", i, short(sent), short(wantSent))
				}
			}
			u := l.URL()
			pu, _ := http.NewRequest(http.MethodGet, u, nil)
			if a, b := fmt.Sprint(viaLean.Jar.Cookies(pu.URL)), fmt.Sprint(viaSend.Jar.Cookies(pu.URL)); a != b {
				t.Fatalf("jar: lean %s, Send %s", a, b)
			}
		})
	}
}

// TestLeanRefusesWhatSendMustDo: requests Send writes differently per
// send (or through a proxy, TLS, HTTP/2, a signing auth) are not rendered.
func TestLeanRefusesWhatSendMustDo(t *testing.T) {
	t.Parallel()
	base := sender.Request{Method: http.MethodGet, URL: "http://127.0.0.1:9/x", HTTPVersion: "auto"}
	c := &sender.Client{}
	if _, ok := c.Lean(base, sender.Settings{}); !ok {
		t.Fatal("a plain request was refused")
	}
	cases := map[string]func(r *sender.Request, s *sender.Settings){
		"https":       func(r *sender.Request, _ *sender.Settings) { r.URL = "https://127.0.0.1:9/x" },
		"http2":       func(r *sender.Request, _ *sender.Settings) { r.HTTPVersion = "http2" },
		"stream":      func(r *sender.Request, _ *sender.Settings) { r.Stream = true },
		"digest":      func(r *sender.Request, _ *sender.Settings) { r.Auth = json.RawMessage(`{"mode":"digest","digest":{}}`) },
		"hawk":        func(r *sender.Request, _ *sender.Settings) { r.Auth = json.RawMessage(`{"mode":"hawk","hawk":{}}`) },
		"oauth2":      func(r *sender.Request, _ *sender.Settings) { r.Auth = json.RawMessage(`{"mode":"oauth2","oauth2":{}}`) },
		"correlation": func(_ *sender.Request, s *sender.Settings) { s.CorrelationHeader = "X-Correlation-Id" },
		"proxy": func(_ *sender.Request, s *sender.Settings) {
			s.Proxy = sender.ProxySettings{Mode: "manual", URL: "http://127.0.0.1:3128"}
		},
		"multipart": func(r *sender.Request, _ *sender.Settings) {
			r.Method, r.Body = http.MethodPost, json.RawMessage(`{"mode":"form-data","fields":[{"key":"a","value":"b","enabled":true}]}`)
		},
	}
	for name, change := range cases {
		r, s := base, sender.Settings{}
		change(&r, &s)
		if _, ok := c.Lean(r, s); ok {
			t.Errorf("%s: rendered for the lean path", name)
		}
	}
}

// TestLeanSendRetriesAKeptConnectionTheServerClosed: a kept connection the
// server closed while idle is found closed by the next send, which goes
// again on a fresh connection: the server sees each request once.
func TestLeanSendRetriesAKeptConnectionTheServerClosed(t *testing.T) {
	t.Parallel()
	addr, requests := oneShotServer(t)
	c := newJarClient(t)
	l, ok := c.Lean(sender.Request{Method: http.MethodGet, URL: "http://" + addr + "/", HTTPVersion: "auto"}, sender.Settings{})
	if !ok {
		t.Fatal("not rendered")
	}
	lc := newLeanConn(t.Context())
	defer lc.close()
	for i := range 3 {
		if i > 0 {
			// Wait until the server has closed the kept connection.
			deadline := time.Now().Add(5 * time.Second)
			for requests.Load() < int64(i) && time.Now().Before(deadline) {
				time.Sleep(time.Millisecond)
			}
		}
		var o leanOutcome
		lc.send(t.Context(), c, l, false, false, &o)
		if o.status != 200 || o.res.StatusCode != 200 {
			t.Fatalf("send %d: %+v", i, o.res)
		}
	}
	if n := requests.Load(); n != 3 {
		t.Fatalf("the server saw %d requests, want 3", n)
	}
}

// oneShotServer serves one request per connection and closes it after
// the response, without saying so (no Connection: close); it returns its
// address and the requests it answered.
func oneShotServer(t *testing.T) (string, *atomic.Int64) {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = ln.Close() }) // the test's listener
	var requests atomic.Int64
	go func() {
		for {
			conn, err := ln.Accept()
			if err != nil {
				return
			}
			go func() {
				defer func() { _ = conn.Close() }() // one request per connection: the server closes it
				if _, err := http.ReadRequest(bufio.NewReader(conn)); err != nil {
					return
				}
				requests.Add(1)
				_, _ = conn.Write([]byte("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok"))
			}()
		}
	}()
	return ln.Addr().String(), &requests
}

// leanLoad runs tree under mode iterations with the real sandbox.
func leanLoad(t *testing.T, tree Tree, vus int, iterations int64) (Report, *recorder) {
	t.Helper()
	cfg := Config{Load: Load{Mode: loadcore.ModeIterations, Concurrency: vus, Iterations: iterations}, Timeout: 5 * time.Second}
	r, _ := runner(t, tree, cfg, nil)
	r.Scripts = scripting.NewSandbox(scripting.Options{})
	rec := &recorder{}
	return completedLoad(t, r.Run(t.Context(), rec)), rec
}

// completedLoad is the report of a load run that must have completed.
func completedLoad(t *testing.T, res runs.Result) Report {
	t.Helper()
	var rep Report
	if err := json.Unmarshal(res.Report, &rep); err != nil {
		t.Fatal(err)
	}
	if res.Status != runs.StatusCompleted || rep.Load == nil {
		t.Fatalf("status %s: %s", res.Status, res.Error)
	}
	return rep
}

// TestLeanLoadCountsChecksAndFailsThemWithChaisMessage: passing checks are
// counted from the status; a failing one runs in the VM on the whole
// response and fails the step with chai's message.
func TestLeanLoadCountsChecksAndFailsThemWithChaisMessage(t *testing.T) {
	t.Parallel()
	srv := leanTarget(t)
	b := newTree().col("root", "", 0)
	b.req("ok", "root", srv.URL+"/plain", el("p1", "script.post", twoChecks))
	b.req("missing", "root", srv.URL+"/missing", el("p2", "script.post", twoChecks))
	rep, rec := leanLoad(t, b.rooted("root"), 3, 30)
	if rep.Load.Requests != 60 || rep.Load.Status["200"] != 30 || rep.Load.Status["404"] != 30 {
		t.Fatalf("requests %d, status %v", rep.Load.Requests, rep.Load.Status)
	}
	if got := rep.Load.ByRequest[0].TestsFailed; got != 0 {
		t.Fatalf("passing checks counted as failed: %d", got)
	}
	if got := rep.Load.ByRequest[1].TestsFailed; got != 60 {
		t.Fatalf("tests failed on the 404: %d, want 60 (two per step)", got)
	}
	failed := 0
	for _, st := range rec.steps {
		if st.Index == 1 && st.Failed {
			failed++
			if len(st.Tests) != 2 || !strings.Contains(st.Tests[0].Error, "expected response to have status code 200 but got 404") {
				t.Fatalf("a failed step's tests: %+v", st.Tests)
			}
			if st.Response == nil || st.Response.Body != "no such thing\n" {
				t.Fatalf("a failed step's response: %+v", st.Response)
			}
		}
	}
	if failed == 0 {
		t.Fatal("no failed step was traced")
	}
}

// TestLeanLoadSendsTheCookiesTheServerSet: once the server set a cookie,
// each later request of the virtual user carries it.
func TestLeanLoadSendsTheCookiesTheServerSet(t *testing.T) {
	t.Parallel()
	srv := leanTarget(t)
	b := newTree().col("root", "", 0)
	b.req("c", "root", srv.URL+"/cookie", el("p", "script.post", `pm.test("cookie", function () { pm.expect(pm.response.text()).to.not.equal('had ""'); });`))
	rep, _ := leanLoad(t, b.rooted("root"), 2, 20)
	// The first request of each user has no cookie yet: two failures.
	if rep.Load.Requests != 20 || rep.Load.ByRequest[0].TestsFailed != 2 {
		t.Fatalf("requests %d, tests failed %d (want 20, 2)", rep.Load.Requests, rep.Load.ByRequest[0].TestsFailed)
	}
}

// TestLeanLoadFollowsRedirectsAndCountsEachRequestOnce: a redirected step
// is one request in the report, its final status counted, and the target
// sees each hop once.
func TestLeanLoadFollowsRedirectsAndCountsEachRequestOnce(t *testing.T) {
	t.Parallel()
	srv := leanTarget(t)
	b := newTree().col("root", "", 0)
	b.req("r", "root", srv.URL+"/redirect").req("n", "root", srv.URL+"/count")
	rep, _ := leanLoad(t, b.rooted("root"), 4, 25)
	if rep.Load.Requests != 50 || rep.Load.Status["200"] != 50 || rep.Load.Errors != 0 {
		t.Fatalf("requests %d, status %v, errors %d", rep.Load.Requests, rep.Load.Status, rep.Load.Errors)
	}
}

// TestLeanLoadEndsABlockedReadAtTheRunsEnd: a step waiting on a slow
// target ends with the run's duration, not its 30 s timeout.
func TestLeanLoadEndsABlockedReadAtTheRunsEnd(t *testing.T) {
	t.Parallel()
	srv := leanTarget(t)
	b := newTree().col("root", "", 0)
	b.req("s", "root", srv.URL+"/slow")
	cfg := Config{Load: Load{Mode: loadcore.ModeConstantConcurrency, Concurrency: 3, Duration: 300 * time.Millisecond}, Timeout: 30 * time.Second}
	r, _ := runner(t, b.rooted("root"), cfg, nil)
	begin := time.Now()
	res := r.Run(t.Context(), &recorder{})
	if took := time.Since(begin); took > 1500*time.Millisecond {
		t.Fatalf("the run took %v, its duration is 300 ms", took)
	}
	if res.Status != runs.StatusCompleted {
		t.Fatalf("status %s: %s", res.Status, res.Error)
	}
}

// TestPreScriptStepsSendWhatTheScriptsLeft: a step with a pre script
// composes from the cache only while the script leaves the request and
// the variables as they were; what it changes is sent.
func TestPreScriptStepsSendWhatTheScriptsLeft(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name, pre string
		want      []string
	}{
		{"a variable set to a new value", `pm.environment.set("n", String(Number(pm.environment.get("n")) + 1));`,
			[]string{"/n/1 x=", "/n/2 x=", "/n/3 x=", "/n/4 x="}},
		{"a variable set to the value it has", `pm.environment.set("n", "0");`,
			[]string{"/n/0 x=", "/n/0 x=", "/n/0 x=", "/n/0 x="}},
		{"a header added", `pm.request.headers.add({key: "X-Pre", value: "p{{n}}"});`,
			[]string{"/n/0 x=p0", "/n/0 x=p0", "/n/0 x=p0", "/n/0 x=p0"}},
		{"a header added every other pass", `if (pm.info.iteration % 2) { pm.request.headers.add({key: "X-Pre", value: "odd"}); }`,
			[]string{"/n/0 x=", "/n/0 x=odd", "/n/0 x=", "/n/0 x=odd"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			var mu sync.Mutex
			var got []string
			srv := httptest.NewServer(http.HandlerFunc(func(_ http.ResponseWriter, r *http.Request) {
				mu.Lock()
				got = append(got, r.URL.RequestURI()+" x="+r.Header.Get("X-Pre"))
				mu.Unlock()
			}))
			defer srv.Close()
			b := newTree().col("root", "", 0)
			b.req("a", "root", srv.URL+"/n/{{n}}", el("pre", "script.pre", tc.pre))
			// One virtual user runs the step four times in one session.
			cfg := Config{Load: Load{Mode: loadcore.ModeIterations, Concurrency: 1, Iterations: 4}}
			r, _ := runner(t, b.rooted("root"), cfg, nil)
			r.Scripts = scripting.NewSandbox(scripting.Options{})
			r.Environment = []byte(`{"n":"0"}`)
			if res := r.Run(t.Context(), &recorder{}); res.Status != runs.StatusCompleted {
				t.Fatalf("status %s: %s", res.Status, res.Error)
			}
			mu.Lock()
			defer mu.Unlock()
			if !reflect.DeepEqual(got, tc.want) {
				t.Fatalf("sent %q, want %q", got, tc.want)
			}
		})
	}
}

// TestLeanLoadKeepsAConnectionPerHostPerVirtualUser: steps alternating
// between two targets keep one connection to each per virtual user.
// The targets hold each request until all three users connected, so a
// user the loaded machine starts late still takes its share of the
// iterations (seen under race on a loaded machine: the other two took
// all 60 before it started).
func TestLeanLoadKeepsAConnectionPerHostPerVirtualUser(t *testing.T) {
	t.Parallel()
	const vus = 3
	one, conns1 := heldCountingServer(t, vus)
	two, conns2 := heldCountingServer(t, vus)
	b := newTree().col("root", "", 0)
	b.req("a", "root", one.URL+"/a").req("b", "root", two.URL+"/b")
	rep, _ := leanLoad(t, b.rooted("root"), vus, 60)
	if rep.Load.Requests != 120 || rep.Load.Errors != 0 {
		t.Fatalf("requests %d, errors %d", rep.Load.Requests, rep.Load.Errors)
	}
	if c1, c2 := conns1.Load(), conns2.Load(); c1 != vus || c2 != vus {
		t.Fatalf("connections %d and %d, want 3 each (one per virtual user)", c1, c2)
	}
}
