package mgmt_test

import (
	"maps"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/svc-engine/svc-engine/mgmt/mgmttest"
	"github.com/svc-engine/svc-engine/sender/sendertest"
)

// The paths issue 20 added, as a user reaches them: POST /runs with the
// plan members that pick them (https, httpVersion http2, pipeline,
// workers, saveTimingBreakdown), each run's report read back and the
// requests counted at the target. loadcore's own tests (matrix_test.go
// and each path's) check every behaviour per path; these check that the
// API gets there with the counts exact and a failure counted, not a
// crash.
func TestLoadRunsOnEveryRoundTwoPath(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	targets := map[sendertest.Mode]*sendertest.Target{}
	for _, m := range sendertest.AllModes() {
		targets[m] = sendertest.Start(t, m)
	}
	for _, c := range []struct {
		name    string
		mode    sendertest.Mode
		path    string
		verify  bool
		plan    map[string]any
		status  string // the run's status
		sends   int64  // requests + dropped
		code    string // every request's: a status ("200") or an error code
		atPeer  bool   // the target sees each request once
		phases  bool   // the report has the timing breakdown
		stopped bool   // stopped by POST /runs/:id/stop once requests are in flight
	}{
		{name: "https pipelined on 2 loops", mode: sendertest.H1TLS, path: "/echo",
			plan: map[string]any{"mode": "iterations", "iterations": 301, "concurrency": 4, "pipeline": 4, "workers": 2}, status: "Completed", sends: 301, code: "200", atPeer: true},
		{name: "https open loop on 2 loops", mode: sendertest.H1TLS, path: "/echo",
			plan: map[string]any{"mode": "constant_rps", "targetRps": 100, "duration": "1s", "maxInFlight": 100, "workers": 2}, status: "Completed", sends: 100, code: "200", atPeer: true},
		{name: "https bad certificate", mode: sendertest.H1TLS, path: "/echo", verify: true,
			plan: map[string]any{"mode": "iterations", "iterations": 40, "concurrency": 4, "pipeline": 4}, status: "Completed", sends: 40, code: "TLS_ERROR"},
		{name: "h2 over TLS", mode: sendertest.H2TLS, path: "/echo",
			plan: map[string]any{"mode": "iterations", "iterations": 200, "concurrency": 10}, status: "Completed", sends: 200, code: "200", atPeer: true},
		{name: "h2 over TLS bad certificate, open loop", mode: sendertest.H2TLS, path: "/echo", verify: true,
			plan: map[string]any{"mode": "constant_rps", "targetRps": 40, "duration": "1s"}, status: "Completed", sends: 40, code: "TLS_ERROR"},
		{name: "h2c open loop", mode: sendertest.H2C, path: "/echo",
			plan: map[string]any{"mode": "constant_rps", "targetRps": 100, "duration": "1s", "maxInFlight": 100}, status: "Completed", sends: 100, code: "200", atPeer: true},
		{name: "h2c threshold", mode: sendertest.H2C, path: "/status/500",
			plan: map[string]any{"mode": "constant_rps", "targetRps": 100, "duration": "30s", "thresholds": []any{"errorRate<0.1!"}}, status: "Failed"},
		{name: "pipelined open loop", mode: sendertest.H1, path: "/echo",
			plan: map[string]any{"mode": "constant_rps", "targetRps": 200, "duration": "1s", "maxInFlight": 200, "pipeline": 4}, status: "Completed", sends: 200, code: "200", atPeer: true},
		{name: "timing breakdown on 2 loops", mode: sendertest.H1, path: "/echo",
			plan: map[string]any{"mode": "iterations", "iterations": 200, "concurrency": 4, "workers": 2, "saveTimingBreakdown": true}, status: "Completed", sends: 200, code: "200", atPeer: true, phases: true},
		{name: "https pipelined timeouts", mode: sendertest.H1TLS, path: "/slow?ms=3000",
			plan: map[string]any{"mode": "iterations", "iterations": 8, "concurrency": 2, "pipeline": 4, "timeoutMs": 200}, status: "Completed", sends: 8, code: "TIMEOUT"},
		{name: "h2 over TLS stopped", mode: sendertest.H2TLS, path: "/slow?ms=20000",
			plan: map[string]any{"mode": "constant_concurrency", "concurrency": 5, "duration": "60s"}, status: "Stopped", code: "INCOMPLETE", stopped: true},
		{name: "https on 2 loops stopped", mode: sendertest.H1TLS, path: "/slow?ms=20000",
			plan: map[string]any{"mode": "constant_rps", "targetRps": 50, "duration": "60s", "workers": 2}, status: "Stopped", code: "INCOMPLETE", stopped: true},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			tg := targets[c.mode]
			version := "http1.1"
			if c.mode.HTTP2() {
				version = "http2"
			}
			plan := maps.Clone(c.plan)
			// The target is shared by the cases: a query names this one's requests.
			plan["request"] = map[string]any{"method": "GET", "url": tg.URL + c.path + querySep(c.path) + "case=" + url.QueryEscape(c.name), "httpVersion": version, "verifySSL": c.verify}
			id := startLoad(t, e, plan)
			if c.stopped {
				for deadline := time.Now().Add(10 * time.Second); countCase(tg, c.name) < 5; time.Sleep(5 * time.Millisecond) {
					if time.Now().After(deadline) {
						t.Fatalf("the target saw %d requests in 10 s", countCase(tg, c.name))
					}
				}
				began := time.Now()
				e.Must(200, "POST", "/runs/"+id+"/stop", nil)
				if d := time.Since(began); d > 3*time.Second {
					t.Fatalf("the stop took %v", d)
				}
			}
			waitEnded(t, e, id)
			rep := e.Must(200, "GET", "/runs/"+id+"/report", nil)
			r, _ := rep["report"].(map[string]any)
			if rep["status"] != c.status || r == nil {
				t.Fatalf("the run ended %v (%v): %v", rep["status"], rep["error"], r)
			}
			requests := int64(num(r["requests"]))
			status, _ := r["status"].(map[string]any)
			codes, _ := r["errorCodes"].(map[string]any)
			if c.status == "Failed" {
				if requests == 0 || int64(num(status["500"])+num(codes["INCOMPLETE"])) != requests {
					t.Fatalf("report: %d requests, status %v, codes %v", requests, status, codes)
				}
				return
			}
			got := num(status[c.code])
			if got == 0 {
				got = num(codes[c.code])
			}
			if int64(got) != requests || requests == 0 || (c.sends > 0 && requests+int64(num(r["dropped"])) != c.sends) {
				t.Fatalf("report: %d requests + %v dropped, status %v, codes %v; want %d sends, each %s", requests, r["dropped"], status, codes, c.sends, c.code)
			}
			if n := int64(countCase(tg, c.name)); c.atPeer && n != requests {
				t.Fatalf("the target saw %d requests, the report has %d", n, requests)
			}
			if ph, _ := r["phases"].(map[string]any); c.phases && (ph == nil || num(ph["ttfb"].(map[string]any)["max"]) <= 0) {
				t.Fatalf("phases %v, want the timing breakdown", r["phases"])
			}
		})
	}
}

// querySep is what joins a query member to path.
func querySep(path string) string {
	if strings.Contains(path, "?") {
		return "&"
	}
	return "?"
}

// countCase counts the requests tg received for the case named name.
func countCase(tg *sendertest.Target, name string) int {
	n := 0
	for _, r := range tg.Requests() {
		if u, err := url.ParseRequestURI(r.RequestURI); err == nil && u.Query().Get("case") == name {
			n++
		}
	}
	return n
}
