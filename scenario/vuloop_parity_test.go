//go:build linux

package scenario

import (
	"fmt"
	"maps"
	"slices"
	"testing"
	"time"

	"github.com/svc-engine/svc-engine/loadcore"
	"github.com/svc-engine/svc-engine/scripting"
)

// parityRun runs tree under cfg with the real sandbox, the users on the
// event loops or (goroutines) each on a goroutine of its own; every
// failed step is traced.
func parityRun(t *testing.T, tree Tree, cfg Config, goroutines bool) (Report, *recorder) {
	t.Helper()
	r, _ := runner(t, tree, cfg, nil)
	r.Scripts = scripting.NewSandbox(scripting.Options{})
	r.goroutineUsers = goroutines
	r.MaxTracedSteps = 100000
	rec := &recorder{}
	return completedLoad(t, r.Run(t.Context(), rec)), rec
}

// parityView is what a user sees of a load run that must not depend on
// where its users ran: the counts of the report, its failures by kind,
// test and message, and how the traced failed steps ended (their codes
// and script errors with their timedOut and memoryExceeded flags).
func parityView(rep Report, rec *recorder) map[string]int64 {
	l := rep.Load
	v := map[string]int64{"iterations": l.Iterations, "requests": l.Requests, "errors": l.Errors, "bytesIn": l.BytesIn,
		"failures": int64(len(rep.Failures) + rep.FailuresOmit)}
	for k, n := range l.Status {
		v["status "+k] = n
	}
	for k, n := range l.ErrorCodes {
		v["code "+k] = n
	}
	for _, q := range l.ByRequest {
		v[fmt.Sprintf("request %d: requests", q.Index)] = q.Requests
		v[fmt.Sprintf("request %d: errors", q.Index)] = q.Errors
		v[fmt.Sprintf("request %d: tests failed", q.Index)] = q.TestsFailed
	}
	tt := rep.Totals
	for k, n := range map[string]int64{"steps": tt.Steps, "totals requests": tt.Requests, "failed requests": tt.FailedRequests, "skipped": tt.SkippedRequests,
		"failed steps": tt.FailedSteps, "tests": tt.Tests, "tests passed": tt.TestsPassed, "tests failed": tt.TestsFailed,
		"pre scripts": tt.PrerequestScripts.Total, "pre scripts failed": tt.PrerequestScripts.Failed,
		"test scripts": tt.TestScripts.Total, "test scripts failed": tt.TestScripts.Failed, "bytes received": tt.BytesReceived} {
		v[k] = n
	}
	for _, f := range rep.Failures {
		v[fmt.Sprintf("failure %s %q %q %q", f.Request, f.Kind, f.Test, f.Message)]++
	}
	for _, st := range rec.steps {
		if !st.Failed {
			continue
		}
		v[fmt.Sprintf("traced failed %s %s", st.Name, st.ErrorCode)]++
		for _, sr := range st.Scripts {
			v[fmt.Sprintf("traced script %s %s %s: %q timedOut %v memoryExceeded %v", st.Name, sr.Phase, sr.ElementID, sr.Error, sr.TimedOut, sr.MemoryExceeded)]++
		}
	}
	return v
}

// TestLoopUsersSeeWhatGoroutineUsersSee: the same plans run with the
// users on the event loops and on goroutines of their own give the same
// report: iterations, per-step results and failure codes, checks,
// script errors (timed out too), cookies and redirects handed to Send.
func TestLoopUsersSeeWhatGoroutineUsersSee(t *testing.T) {
	// Not parallel: each plan runs twice, some with scripts spinning to
	// their timeout.
	srv := leanTarget(t)
	bodyCheck := `pm.test("body", function () { pm.expect(pm.response.text()).to.include("plain"); });`
	cases := []struct {
		name  string
		tree  func(b *tb)
		iters int64
		cfg   func(c *Config)
	}{
		{"declared checks pass", func(b *tb) { b.req("a", "root", srv.URL+"/plain", el("p", "script.post", twoChecks)) }, 40, nil},
		{"declared check fails", func(b *tb) { b.req("a", "root", srv.URL+"/missing", el("p", "script.post", twoChecks)) }, 40, nil},
		{"a check on the body", func(b *tb) { b.req("a", "root", srv.URL+"/plain", el("p", "script.post", bodyCheck)) }, 40, nil},
		{"a post script throws", func(b *tb) { b.req("a", "root", srv.URL+"/plain", el("p", "script.post", `throw new Error("boom");`)) }, 40, nil},
		{"a post script runs past its timeout", func(b *tb) { b.req("a", "root", srv.URL+"/plain", el("p", "script.post", `while (true) {}`)) }, 8,
			func(c *Config) { c.ScriptTimeout = 30 * time.Millisecond }},
		{"a pre script", func(b *tb) {
			b.req("a", "root", srv.URL+"/plain", el("q", "script.pre", onePre), el("p", "script.post", twoChecks))
		}, 40, nil},
		{"setNextRequest ends every other pass", func(b *tb) {
			b.req("a", "root", srv.URL+"/plain", el("p", "script.post", `if (pm.info.iteration % 2) { pm.execution.setNextRequest(null); }`))
			b.req("b", "root", srv.URL+"/missing", el("p2", "script.post", twoChecks))
		}, 40, nil},
		{"cookies the server set are sent", func(b *tb) {
			b.req("a", "root", srv.URL+"/cookie")
			b.req("b", "root", srv.URL+"/cookie", el("p", "script.post", `pm.test("cookie sent", function () { pm.expect(pm.response.text()).to.include("sid=s1"); });`))
		}, 40, nil},
		{"a redirect is followed", func(b *tb) { b.req("a", "root", srv.URL+"/redirect", el("p", "script.post", twoChecks)) }, 40, nil},
		{"a redirect loop", func(b *tb) { b.req("a", "root", srv.URL+"/loop") }, 12, nil},
		{"a coded body", func(b *tb) {
			b.req("a", "root", srv.URL+"/gzip", el("p", "script.post", `pm.test("unzipped", function () { pm.expect(pm.response.text()).to.include("zipped"); });`))
		}, 40, nil},
		{"the server closes", func(b *tb) { b.req("a", "root", srv.URL+"/close", el("p", "script.post", twoChecks)) }, 40, nil},
		{"a head over the framer's room", func(b *tb) { b.req("a", "root", srv.URL+"/bighead", el("p", "script.post", twoChecks)) }, 20, nil},
		// 500 ms, under the target's 2 s: with 100 ms a dial on a loaded
		// machine passed the deadline once (CONNECTION_FAILED on one side,
		// TIMEOUT on the other), which is not what this case compares.
		{"timeouts", func(b *tb) { b.req("a", "root", srv.URL+"/slow", el("p", "script.post", twoChecks)) }, 8,
			func(c *Config) { c.Timeout = 500 * time.Millisecond }},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			b := newTree().col("root", "", 0)
			tc.tree(b)
			tree := b.rooted("root")
			cfg := Config{Load: Load{Mode: loadcore.ModeIterations, Concurrency: 4, Iterations: tc.iters}, Timeout: 5 * time.Second}
			if tc.cfg != nil {
				tc.cfg(&cfg)
			}
			loop := parityView(parityRun(t, tree, cfg, false))
			gor := parityView(parityRun(t, tree, cfg, true))
			if loop["iterations"] != tc.iters {
				t.Errorf("on the loops: %d iterations, want %d", loop["iterations"], tc.iters)
			}
			for _, k := range slices.Sorted(maps.Keys(gor)) {
				if loop[k] != gor[k] {
					t.Errorf("%s: %d on the loops, %d on goroutines", k, loop[k], gor[k])
				}
			}
			for _, k := range slices.Sorted(maps.Keys(loop)) {
				if _, ok := gor[k]; !ok {
					t.Errorf("%s: %d on the loops, none on goroutines", k, loop[k])
				}
			}
		})
	}
}
