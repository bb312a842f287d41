package loadcore

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/sender/sendertest"
)

// A run whose requests are still in flight when it ends counts each of
// them, INCOMPLETE, in every mode and on both HTTP/1.1 paths, and its
// error-rate and latency thresholds fail: a target that never answers, or
// never finishes its body, is not a clean run with no requests. A closed
// loop's end cuts its requests (of a 60 s timeout) off after its grace,
// the open loop's ends with their 1 s timeout: a run that did neither
// would go on for a minute, or forever, and the test gives it up at 30 s
// (a stop, which fails it); a loaded machine makes these runs of 2 or 3 s
// take up to 17 s (under -race with the other tests on 2 cores), so a
// tighter bound would measure the machine, not the rule.
func TestRequestsInFlightAtTheEndAreCounted(t *testing.T) {
	t.Parallel()
	targets := []struct {
		name    string
		endless bool
	}{{"never answers", false}, {"endless body", true}}
	plans := []struct {
		mode, plan string
		most       int64 // the most requests in flight at the end (the users)
	}{
		{"constant_concurrency", `"mode":"constant_concurrency","concurrency":3,"duration":"1s"`, 3},
		{"ramp_up", `"mode":"ramp_up","startConcurrency":1,"concurrency":3,"rampUpDuration":"500ms","duration":"1s"`, 3},
		{"capacity", `"mode":"capacity","startConcurrency":2,"stepConcurrency":1,"concurrency":3,"stepDuration":"1s","duration":"2s"`, 3},
		// The open loop waits for its released sends to end: each meets
		// its timeout (1 s here) and counts as TIMEOUT.
		{"constant_rps", `"mode":"constant_rps","targetRps":20,"duration":"1s"`, 20},
	}
	for _, tg := range targets {
		for _, tr := range openTransports {
			for _, p := range plans {
				t.Run(tg.name+"/"+tr.name+"/"+p.mode, func(t *testing.T) {
					t.Parallel()
					url, received := sendertest.Stuck(t, tg.endless)
					plan := mustPlan(t, `{`+p.plan+`,"thresholds":["errorRate<0.01!","p95<250"]}`)
					req := getRequest(url + "/")
					req.Timeout = time.Minute
					if p.mode == "constant_rps" {
						req.Timeout = time.Second
					}
					const giveUp = 30 * time.Second
					ctx, cancel := context.WithTimeout(t.Context(), giveUp)
					defer cancel()
					began := time.Now()
					out := Run(ctx, plan, req, Settings{H1Transport: tr.setting}, Hooks{})
					r := out.Report
					if d := time.Since(began); out.Status == StatusStopped || d >= giveUp {
						t.Fatalf("the run was still going after %v (%s)", d, out.Status)
					}
					// Every request the target got was in flight at the end;
					// one still connecting was too.
					if got := received.Load(); r.Requests == 0 || r.Requests < got || r.Requests > p.most || r.Errors != r.Requests || r.ErrorCodes["INCOMPLETE"]+r.ErrorCodes["TIMEOUT"] != r.Requests {
						t.Fatalf("%d requests (the target got %d), %d errors %v; want the requests in flight at the end (1 to %d) counted INCOMPLETE or TIMEOUT", r.Requests, got, r.Errors, r.ErrorCodes, p.most)
					}
					if p.mode != "constant_rps" && r.ErrorCodes["INCOMPLETE"] == 0 {
						t.Fatalf("codes %v: a closed-loop run's end cuts its requests off as INCOMPLETE", r.ErrorCodes)
					}
					for _, th := range r.Thresholds {
						if th.Passed {
							t.Errorf("threshold %s passed (actual %v) on a run whose every request was cut off", th.String(), th.Actual)
						}
					}
					if out.Status != StatusFailed || !strings.Contains(out.Reason, "errorRate") {
						t.Errorf("status %s (%s), want Failed by the errorRate threshold", out.Status, out.Reason)
					}
				})
			}
		}
	}
}

// A request in flight past its own timeout when the run ends counts as a
// TIMEOUT, not INCOMPLETE; an iterations run ends when each request has
// met its timeout: it completes, neither before the timeout nor only at
// the 30 s default timeout (or never), where a run that did not honour
// the request's timeout would end. The test gives up at a third of that
// (a stop, which fails it): a loaded machine can make the few hundred
// milliseconds of such a run take seconds (3.9 s under -race with the
// other tests on 2 cores), so a bound of a few times the timeout would
// measure the machine, not the rule.
func TestRequestsPastTheirTimeoutAtTheEndAreTimeouts(t *testing.T) {
	t.Parallel()
	url, _ := sendertest.Stuck(t, false)
	for _, tr := range openTransports {
		t.Run(tr.name, func(t *testing.T) {
			t.Parallel()
			req := getRequest(url + "/")
			req.Timeout = 300 * time.Millisecond
			const giveUp = 10 * time.Second
			ctx, cancel := context.WithTimeout(t.Context(), giveUp)
			defer cancel()
			began := time.Now()
			out := Run(ctx, mustPlan(t, `{"mode":"iterations","iterations":3,"concurrency":3}`), req, Settings{H1Transport: tr.setting}, Hooks{})
			if d := time.Since(began); out.Status != StatusCompleted || d < req.Timeout {
				t.Fatalf("an iterations run of %v requests ended %s after %v; want Completed once each met its timeout", req.Timeout, out.Status, d)
			}
			if r := out.Report; r.Requests != 3 || r.ErrorCodes["TIMEOUT"] != 3 {
				t.Fatalf("%d requests, codes %v; want 3 TIMEOUT", r.Requests, r.ErrorCodes)
			}
		})
	}
}

// The per-request timeout of a plan: timeoutMs or timeout, on the plan or
// its inline request, bounded; a refusal names the member.
func TestParseTargetOptionsTimeout(t *testing.T) {
	t.Parallel()
	cases := []struct {
		plan  string
		want  time.Duration // 0: none stated
		field string        // a refusal's field
	}{
		{`{}`, 0, ""},
		{`{"timeoutMs":250}`, 250 * time.Millisecond, ""},
		{`{"timeout":"1.5s"}`, 1500 * time.Millisecond, ""},
		{`{"timeout":2}`, 2 * time.Second, ""},
		{`{"request":{"timeoutMs":700}}`, 700 * time.Millisecond, ""},
		{`{"request":{"timeout":"3s"}}`, 3 * time.Second, ""},
		{`{"timeoutMs":100,"request":{"timeoutMs":700}}`, 100 * time.Millisecond, ""},
		{`{"timeoutMs":null}`, 0, ""},
		{`{"timeoutMs":0}`, 0, "timeoutMs"},
		{`{"timeoutMs":3600001}`, 0, "timeoutMs"},
		{`{"timeoutMs":"5"}`, 0, "timeoutMs"},
		{`{"timeout":"soon"}`, 0, "timeout"},
		{`{"timeout":"2h"}`, 0, "timeout"},
		{`{"timeout":"1s","timeoutMs":5}`, 0, "timeout"},
		{`{"request":{"timeoutMs":-1}}`, 0, "request.timeoutMs"},
	}
	for _, c := range cases {
		o, err := ParseTargetOptions(codec.RawMessage(c.plan))
		switch {
		case c.field != "":
			if err == nil || !strings.Contains(err.Error(), c.field) {
				t.Errorf("%s: error %v, want a refusal naming %s", c.plan, err, c.field)
			}
		case err != nil:
			t.Errorf("%s: %v", c.plan, err)
		case c.want == 0 && o.Timeout != nil:
			t.Errorf("%s: timeout %v, want none", c.plan, *o.Timeout)
		case c.want != 0 && (o.Timeout == nil || *o.Timeout != c.want):
			t.Errorf("%s: timeout %v, want %v", c.plan, o.Timeout, c.want)
		}
	}
}
