package loadcore

import (
	"context"
	"encoding/json"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/svc-engine/svc-engine/metrics"
)

// collected records what the hooks received; the hooks run on one
// goroutine, but the test reads after Run returns.
type collected struct {
	mu      sync.Mutex
	ticks   []metrics.Tick
	samples []metrics.Sample
	monitor []metrics.MonitorPoint
	steps   []metrics.CapacityStep
}

func (c *collected) hooks() Hooks {
	return Hooks{
		Tick:    func(t metrics.Tick) { c.mu.Lock(); c.ticks = append(c.ticks, t); c.mu.Unlock() },
		Sample:  func(s metrics.Sample) { c.mu.Lock(); c.samples = append(c.samples, s); c.mu.Unlock() },
		Monitor: func(p metrics.MonitorPoint) { c.mu.Lock(); c.monitor = append(c.monitor, p); c.mu.Unlock() },
		Step:    func(s metrics.CapacityStep) { c.mu.Lock(); c.steps = append(c.steps, s); c.mu.Unlock() },
	}
}

func mustPlan(t *testing.T, body string) Plan {
	t.Helper()
	p, err := ParsePlan(json.RawMessage(body))
	if err != nil {
		t.Fatalf("ParsePlan(%s): %v", body, err)
	}
	return p
}

func TestIterationsSendsExactlyN(t *testing.T) {
	t.Parallel()
	tg := startTarget(t)
	for _, c := range []struct {
		name string
		plan string
	}{
		{"one at a time", `{"mode":"iterations","iterations":1,"concurrency":1}`},
		{"more users than iterations", `{"mode":"iterations","iterations":7,"concurrency":50}`},
		{"uneven split", `{"mode":"iterations","iterations":10007,"concurrency":13}`},
		{"pipelined with a partial last batch", `{"mode":"iterations","iterations":1001,"concurrency":3,"pipeline":16}`},
	} {
		t.Run(c.name, func(t *testing.T) {
			before := tg.requests.Load()
			var col collected
			out := Run(t.Context(), mustPlan(t, c.plan), getRequest(tg.url+"/"), Settings{}, col.hooks())
			p := mustPlan(t, c.plan)
			if out.Status != StatusCompleted || out.Report.Requests != p.Iterations || out.Report.Errors != 0 {
				t.Fatalf("status %s (%s), requests %d errors %d %v; want Completed, %d, 0", out.Status, out.Reason, out.Report.Requests, out.Report.Errors, out.Report.ErrorCodes, p.Iterations)
			}
			if got := tg.requests.Load() - before; got != p.Iterations {
				t.Fatalf("the target saw %d requests, want %d", got, p.Iterations)
			}
			if out.Report.Status["200"] != p.Iterations {
				t.Fatalf("status counts %v", out.Report.Status)
			}
			if len(col.ticks) == 0 || col.ticks[len(col.ticks)-1].TotalRequests != p.Iterations {
				t.Fatalf("ticks %+v: the last must total %d", col.ticks, p.Iterations)
			}
			if out.Report.BytesIn == 0 || out.Report.BytesOut == 0 || out.Report.Latency.P50 <= 0 || out.Report.Latency.Max < out.Report.Latency.P50 {
				t.Fatalf("report %+v", out.Report)
			}
		})
	}
}

func TestConstantConcurrencyStopsOnCancel(t *testing.T) {
	t.Parallel()
	tg := startTarget(t)
	ctx, cancel := context.WithCancel(t.Context())
	var col collected
	h := col.hooks()
	tick := h.Tick
	h.Tick = func(tk metrics.Tick) {
		tick(tk)
		if tk.Seq == 1 {
			cancel() // stop after the first second of a one-minute run
		}
	}
	begin := time.Now()
	out := Run(ctx, mustPlan(t, `{"mode":"constant_concurrency","concurrency":8,"duration":"1m"}`), getRequest(tg.url+"/delay?ms=2"), Settings{}, h)
	if took := time.Since(begin); out.Status != StatusStopped || took > 5*time.Second {
		t.Fatalf("status %s after %s, want Stopped within 5s", out.Status, took)
	}
	// The requests the stop cut off count, as INCOMPLETE: at most one per user.
	if inc := out.Report.ErrorCodes["INCOMPLETE"]; out.Report.Requests == 0 || out.Report.Errors != inc || inc > 8 {
		t.Fatalf("requests %d errors %d (%v): a stop counts only the requests in flight, as INCOMPLETE", out.Report.Requests, out.Report.Errors, out.Report.ErrorCodes)
	}
	if col.ticks[0].Concurrency != 8 {
		t.Fatalf("tick concurrency %d, want 8", col.ticks[0].Concurrency)
	}
}

func TestConstantConcurrencyRunsForItsDuration(t *testing.T) {
	t.Parallel()
	tg := startTarget(t)
	var col collected
	begin := time.Now()
	out := Run(t.Context(), mustPlan(t, `{"mode":"constant_concurrency","concurrency":4,"duration":"2s"}`), getRequest(tg.url+"/"), Settings{}, col.hooks())
	took := time.Since(begin)
	if out.Status != StatusCompleted || took < 2*time.Second || took > 3*time.Second {
		t.Fatalf("status %s (%s) after %s; want Completed after 2s", out.Status, out.Reason, took)
	}
	// The users go on sending for the whole duration: thousands of
	// requests on an idle machine, 205 seen under make test's load (race,
	// other test binaries on the 2 cores); each of the two whole seconds
	// below must have some.
	if out.Report.Requests < 40 || out.Report.Errors != 0 {
		t.Fatalf("requests %d errors %d", out.Report.Requests, out.Report.Errors)
	}
	if n := tg.conns.Load(); n != 4 {
		t.Fatalf("the target saw %d connections, want one per virtual user (4)", n)
	}
	if len(col.ticks) < 2 || col.ticks[0].Seq != 1 || col.ticks[0].IntervalMs < 900 {
		t.Fatalf("ticks %+v", col.ticks)
	}
	for _, tk := range col.ticks[:2] {
		if tk.Requests == 0 {
			t.Fatalf("second %d of the run completed no request: the users stopped before its duration (ticks %+v)", tk.Seq, col.ticks)
		}
	}
}

func TestThresholdAbortsTheRun(t *testing.T) {
	t.Parallel()
	tg := startTarget(t)
	begin := time.Now()
	out := Run(t.Context(), mustPlan(t, `{"mode":"constant_concurrency","concurrency":2,"duration":"30s","thresholds":[{"metric":"errorRate","op":"<","value":0.1,"abortOnFail":true},"p99<10000"]}`),
		getRequest(tg.url+"/status/500"), Settings{}, Hooks{})
	if out.Status != StatusFailed || !strings.Contains(out.Reason, "errorRate<0.1") || time.Since(begin) > 5*time.Second {
		t.Fatalf("status %s reason %q after %s; want Failed naming errorRate<0.1 within seconds", out.Status, out.Reason, time.Since(begin))
	}
	th := out.Report.Thresholds
	if len(th) != 2 || th[0].Passed || th[0].Actual != 1 || !th[1].Passed {
		t.Fatalf("thresholds %+v", th)
	}
}

func TestThresholdsAreJudgedOnTheFinalReport(t *testing.T) {
	t.Parallel()
	tg := startTarget(t)
	out := Run(t.Context(), mustPlan(t, `{"mode":"iterations","iterations":200,"concurrency":2,"thresholds":["rps>1000000000","errors==0"]}`),
		getRequest(tg.url+"/"), Settings{}, Hooks{})
	th := out.Report.Thresholds
	if out.Status != StatusCompleted || len(th) != 2 || th[0].Passed || !th[1].Passed {
		t.Fatalf("status %s, thresholds %+v; a failing threshold without abortOnFail leaves the run Completed", out.Status, th)
	}
	out = Run(t.Context(), mustPlan(t, `{"mode":"iterations","iterations":200,"concurrency":2,"thresholds":["rps>1000000000!"]}`),
		getRequest(tg.url+"/"), Settings{}, Hooks{})
	if out.Status != StatusFailed || !strings.Contains(out.Reason, "rps>1e+09") {
		t.Fatalf("status %s reason %q; an abortOnFail threshold failing at the end fails the run", out.Status, out.Reason)
	}
}

func TestHalfResetTargetCountsErrorsAndCompletes(t *testing.T) {
	t.Parallel()
	tg := startTarget(t)
	out := Run(t.Context(), mustPlan(t, `{"mode":"iterations","iterations":2000,"concurrency":10}`), getRequest(tg.url+"/half-reset"), Settings{}, Hooks{})
	r := out.Report
	if out.Status != StatusCompleted || r.Requests != 2000 {
		t.Fatalf("status %s requests %d", out.Status, r.Requests)
	}
	if r.Errors == 0 || r.ErrorCodes["CONNECTION_RESET"] != r.Errors || r.Status["0"] != r.Errors || r.Status["200"] != 2000-r.Errors {
		t.Fatalf("errors %d, codes %v, status %v", r.Errors, r.ErrorCodes, r.Status)
	}
}

func TestBodiesOfEveryFraming(t *testing.T) {
	t.Parallel()
	tg := startTarget(t)
	for _, path := range []string{"/chunked", "/close", "/status/204"} {
		out := Run(t.Context(), mustPlan(t, `{"mode":"iterations","iterations":300,"concurrency":3}`), getRequest(tg.url+path), Settings{}, Hooks{})
		if out.Report.Requests != 300 || out.Report.Errors != 0 {
			t.Fatalf("%s: requests %d errors %d %v", path, out.Report.Requests, out.Report.Errors, out.Report.ErrorCodes)
		}
	}
}

// Not parallel: the rate is judged with the package's tests out of the
// way. The machine may still be loaded by others (CI runs packages side by
// side): a run the machine held up drops the sends it cannot answer in
// time, which is the rule, and is judged by that rule.
func TestConstantRPSHoldsTheRate(t *testing.T) {
	tg := startTarget(t)
	var col collected
	held := holdUps()
	out := Run(t.Context(), mustPlan(t, `{"mode":"constant_rps","targetRps":2000,"duration":"5s","maxInFlight":1000}`), getRequest(tg.url+"/delay?ms=10"), Settings{}, col.hooks())
	machine := held()
	r := out.Report
	if out.Status != StatusCompleted || r.Errors != 0 {
		t.Fatalf("status %s (%s), errors %v", out.Status, out.Reason, r.ErrorCodes)
	}
	const want = 10000
	if got := r.Requests + r.Dropped; got < want*98/100 || got > want {
		t.Fatalf("%d requests + %d dropped, want %d within 2%%", r.Requests, r.Dropped, want)
	}
	// A send is dropped only with maxInFlight (1000) sends outstanding,
	// whose intended times, 0.5 ms apart, span 500 ms: the oldest of them
	// ends at least that late, so a run that dropped sends has a latency
	// of 500 ms or more (400 allows for answers not yet settled).
	if r.Dropped > 0 && r.Latency.Max < 400 {
		t.Fatalf("%d sends dropped with the longest latency %v ms: a drop needs 1000 sends outstanding, 500 ms of them", r.Dropped, r.Latency.Max)
	}
	// With the machine to itself (held up under quietMachine in all) the
	// generator and the target keep up: nothing is dropped.
	if r.Requests < want*98/100 && machine < quietMachine {
		t.Fatalf("%d requests completed (%d dropped), want %d within 2%%, the machine holding a waiting goroutine up only %v; service %+v lag %+v",
			r.Requests, r.Dropped, want, machine, r.ServiceTime, r.Lag)
	}
	if r.Lag == nil || r.Latency.P50 < 10 || r.ServiceTime.P50 < 10 {
		t.Fatalf("latency %+v service %+v lag %+v", r.Latency, r.ServiceTime, r.Lag)
	}
	if r.Latency.Mean < r.ServiceTime.Mean {
		t.Fatalf("latency from the intended time (%v) below the service time (%v)", r.Latency.Mean, r.ServiceTime.Mean)
	}
	var sum int64
	for _, tk := range col.ticks {
		sum += tk.Requests
		if tk.TargetRPS != 2000 || tk.Lag == nil {
			t.Fatalf("tick %+v: an open-loop tick names its target rate and lag", tk)
		}
	}
	if sum != r.Requests {
		t.Fatalf("ticks add up to %d requests, the report has %d", sum, r.Requests)
	}
	t.Logf("lag %+v late %d dropped %d, the machine held a waiting goroutine up %v", *r.Lag, r.Late, r.Dropped, machine)
}

// quietMachine is how long a machine may hold a waiting goroutine up, in
// all, during TestConstantRPSHoldsTheRate's 5 s and still be asked to
// keep up with its 2000 sends/s: 200 ms of them pile up 400 sends, under
// half of what a drop needs.
const quietMachine = 200 * time.Millisecond

func TestStreamCaps(t *testing.T) {
	t.Parallel()
	tg := startTarget(t)
	for _, c := range []struct {
		name, plan, path string
		wantEvents       int64
		capped           bool
	}{
		{"an event cap ends each stream successfully", `{"mode":"iterations","iterations":4,"concurrency":2,"stream":{"maxStreamEvents":5}}`, "/sse?events=0&interval=1", 20, true},
		{"a duration cap ends each stream successfully", `{"mode":"iterations","iterations":2,"concurrency":2,"stream":{"maxStreamDurationMs":300}}`, "/sse?events=0&interval=50", -1, true},
		{"a stream that ends by itself is not capped", `{"mode":"iterations","iterations":3,"concurrency":1,"stream":{"maxStreamEvents":100}}`, "/sse?events=4", 12, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			req := getRequest(tg.url + c.path)
			req.Stream = true
			out := Run(t.Context(), mustPlan(t, c.plan), req, Settings{}, Hooks{})
			r := out.Report
			if out.Status != StatusCompleted || r.Errors != 0 || r.Stream == nil || r.Stream.Capped != c.capped {
				t.Fatalf("status %s errors %d %v stream %+v; want Completed, no errors, capped %v", out.Status, r.Errors, r.ErrorCodes, r.Stream, c.capped)
			}
			if c.wantEvents >= 0 && r.Stream.Events != c.wantEvents {
				t.Fatalf("events %d, want %d", r.Stream.Events, c.wantEvents)
			}
			if c.wantEvents < 0 && (r.Stream.Events < 2 || r.ServiceTime.Min < 290) {
				t.Fatalf("events %d, service time %+v: each stream should last its 300 ms", r.Stream.Events, r.ServiceTime)
			}
		})
	}
}

func TestMonitorPollsAndParses(t *testing.T) {
	t.Parallel()
	tg := startTarget(t)
	for _, c := range []struct {
		format, path string
		series       []string
		want         map[string]float64
	}{
		{"json", "/metrics.json", []string{"runtime.goroutines", "runtime.gc.count", "up", "list.1", "name", "missing"},
			map[string]float64{"runtime.goroutines": 42, "runtime.gc.count": 7, "up": 1, "list.1": 2.5}},
		{"prometheus", "/metrics.prom", []string{`http_requests_total{code="500"}`, "process_open_fds", "go_goroutines", "http_requests_total"},
			map[string]float64{`http_requests_total{code="500"}`: 3, "process_open_fds": 12, "go_goroutines": 33, "http_requests_total": 1027}},
	} {
		t.Run(c.format, func(t *testing.T) {
			series, _ := json.Marshal(c.series)
			plan := mustPlan(t, `{"mode":"constant_concurrency","concurrency":1,"duration":"1s","monitor":{"url":"`+tg.url+c.path+`","intervalMs":200,"format":"`+c.format+`","series":`+string(series)+`}}`)
			var col collected
			Run(t.Context(), plan, getRequest(tg.url+"/"), Settings{}, col.hooks())
			// The monitor polls while the run lasts: its 1 s, and up to 1 s
			// more while the users finish the requests they are in.
			if len(col.monitor) < 3 || len(col.monitor) > 12 {
				t.Fatalf("%d monitor points in 1-2 s at 200ms, want 5 to 10", len(col.monitor))
			}
			// The first point that answered (on a loaded machine a poll
			// may time out: it is then a point with its error).
			p := col.monitor[0]
			for _, q := range col.monitor {
				if q.Error == "" {
					p = q
					break
				}
			}
			if p.Error != "" || len(p.Values) != len(c.want) {
				t.Fatalf("point %+v, want values %v", p, c.want)
			}
			for k, v := range c.want {
				if p.Values[k] != v {
					t.Fatalf("%s = %v, want %v (all: %v)", k, p.Values[k], v, p.Values)
				}
			}
		})
	}
}

func TestSamples(t *testing.T) {
	t.Parallel()
	tg := startTarget(t)
	var col collected
	out := Run(t.Context(), mustPlan(t, `{"mode":"iterations","iterations":100,"concurrency":1,"successSamplePeriod":10}`), getRequest(tg.url+"/"), Settings{MaxSampleBodyBytes: 5}, col.hooks())
	if out.Report.Requests != 100 || len(col.samples) != 10 {
		t.Fatalf("%d samples of 100 successes at 1 in 10", len(col.samples))
	}
	s := col.samples[0]
	if s.Kind != "success" || s.StatusCode != 200 || s.Body != "Hello" || !s.BodyTruncated || s.ServiceTimeMs <= 0 {
		t.Fatalf("sample %+v", s)
	}
	col = collected{}
	Run(t.Context(), mustPlan(t, `{"mode":"iterations","iterations":20,"concurrency":2}`), getRequest(tg.url+"/status/503"), Settings{}, col.hooks())
	if len(col.samples) != 20 || col.samples[0].Kind != "failure" || col.samples[0].StatusCode != 503 || col.samples[0].Body != "Hello, World!" {
		t.Fatalf("failure samples %+v", col.samples)
	}
	col = collected{}
	Run(t.Context(), mustPlan(t, `{"mode":"iterations","iterations":6,"concurrency":2,"slowRequestThresholdMs":20}`), getRequest(tg.url+"/delay?ms=25"), Settings{}, col.hooks())
	if len(col.samples) != 6 || col.samples[0].Kind != "slow" || col.samples[0].Body == "" {
		t.Fatalf("slow samples %+v", col.samples)
	}
}

func TestTimingBreakdown(t *testing.T) {
	t.Parallel()
	tg := startTarget(t)
	out := Run(t.Context(), mustPlan(t, `{"mode":"iterations","iterations":50,"concurrency":2,"saveTimingBreakdown":true}`), getRequest(tg.url+"/delay?ms=3"), Settings{}, Hooks{})
	ph := out.Report.Phases
	if ph == nil || ph.TTFB.P50 < 3 || ph.Connect.Max <= 0 || ph.TLS.Max != 0 || ph.Download.Max < 0 {
		t.Fatalf("phases %+v", ph)
	}
	out = Run(t.Context(), mustPlan(t, `{"mode":"iterations","iterations":5,"concurrency":1}`), getRequest(tg.url+"/"), Settings{}, Hooks{})
	if out.Report.Phases != nil {
		t.Fatalf("phases %+v without saveTimingBreakdown", out.Report.Phases)
	}
}

func TestRampUpAddsUsers(t *testing.T) {
	t.Parallel()
	tg := startTarget(t)
	var col collected
	out := Run(t.Context(), mustPlan(t, `{"mode":"ramp_up","startConcurrency":1,"concurrency":5,"rampUpDuration":"2s","duration":"3s"}`), getRequest(tg.url+"/delay?ms=1"), Settings{}, col.hooks())
	if out.Status != StatusCompleted || len(col.ticks) < 3 {
		t.Fatalf("status %s, %d ticks", out.Status, len(col.ticks))
	}
	got := []int{col.ticks[0].Concurrency, col.ticks[1].Concurrency, col.ticks[2].Concurrency}
	if got[0] != 3 || got[1] != 5 || got[2] != 5 {
		t.Fatalf("concurrency at 1s, 2s, 3s = %v, want [3 5 5]", got)
	}
	if n := tg.conns.Load(); n != 5 {
		t.Fatalf("%d connections, want 5", n)
	}
}

// Not parallel: the knee is judged from throughput, with the package's
// other tests paused.
func TestCapacityFindsTheKnee(t *testing.T) {
	tg := startTarget(t)
	// Against a 50 ms target every user adds 20 req/s, so throughput keeps
	// rising by half each step (40, 80, 120 req/s) and every step holds:
	// the delay is long enough that a loaded test machine's scheduling
	// noise cannot eat the 5% rise a step needs.
	var col collected
	out := Run(t.Context(), mustPlan(t, `{"mode":"capacity","startConcurrency":2,"stepConcurrency":2,"concurrency":6,"stepDuration":"1s","duration":"10s"}`),
		getRequest(tg.url+"/delay?ms=50"), Settings{}, col.hooks())
	c := out.Report.Capacity
	if out.Status != StatusCompleted || c == nil || len(c.Steps) != 3 || len(col.steps) != 3 {
		t.Fatalf("status %s capacity %+v steps %d", out.Status, c, len(col.steps))
	}
	if c.BrokeAtStep != 0 || c.MaxSustainableStep != 3 || c.Steps[2].Concurrency != 6 || c.MaxSustainableRPS < 80 {
		t.Fatalf("capacity %+v: all three steps should hold up to the cap", c)
	}
	out = Run(t.Context(), mustPlan(t, `{"mode":"capacity","startConcurrency":2,"stepConcurrency":2,"concurrency":20,"stepDuration":"1s","duration":"10s","thresholds":["errorRate<0.5"]}`),
		getRequest(tg.url+"/status/500"), Settings{}, Hooks{})
	c = out.Report.Capacity
	if c == nil || c.BrokeAtStep != 1 || !strings.Contains(c.BrokeReason, "errorRate") || c.MaxSustainableStep != 0 || len(c.Steps) != 1 {
		t.Fatalf("capacity %+v: the first step breaks on its threshold", c)
	}
}

func TestMonitorEndsWithAnIterationsRun(t *testing.T) {
	t.Parallel()
	tg := startTarget(t)
	var col collected
	done := make(chan Outcome)
	go func() {
		done <- Run(t.Context(), mustPlan(t, `{"mode":"iterations","iterations":50,"concurrency":1,"monitor":{"url":"`+tg.url+`/metrics.json","intervalMs":100,"series":["up"]}}`),
			getRequest(tg.url+"/delay?ms=5"), Settings{}, col.hooks())
	}()
	select {
	case out := <-done:
		if out.Status != StatusCompleted || len(col.monitor) == 0 {
			t.Fatalf("status %s, %d monitor points", out.Status, len(col.monitor))
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the run did not end when its iterations were done")
	}
}

// TestRequestTimeoutHoldsOnAReusedConnection checks the per-request
// timeout with the connection deadline armed coarsely: fast requests on
// one connection never trip it, and each slow request times out near the
// timeout (never later), even though the connection's deadline was armed
// by an earlier request.
func TestRequestTimeoutHoldsOnAReusedConnection(t *testing.T) {
	t.Parallel()
	tg := startTarget(t)
	for _, tr := range openTransports {
		t.Run(tr.name, func(t *testing.T) {
			t.Parallel()
			s := Settings{H1Transport: tr.setting}
			// Eighteen requests of 50 ms each on one connection with a
			// 750 ms timeout: a deadline armed once per connection fails
			// the last three (they end 800 ms and more after the first
			// began), a deadline per request fails none, with 700 ms of
			// slack each for a loaded machine (a response read after its
			// deadline is a timeout, however late the generator got to it).
			paced := getRequest(tg.url + "/delay?ms=50")
			paced.Timeout = 750 * time.Millisecond
			out := Run(t.Context(), mustPlan(t, `{"mode":"iterations","iterations":18,"concurrency":1}`), paced, s, Hooks{})
			if r := out.Report; out.Status != StatusCompleted || r.Requests != 18 || r.Errors != 0 {
				t.Fatalf("50 ms requests: status %s, %d requests, errors %d %v; want 18 without a timeout",
					out.Status, r.Requests, r.Errors, r.ErrorCodes)
			}
			slow := getRequest(tg.url + "/delay?ms=400")
			slow.Timeout = 120 * time.Millisecond
			held := holdUps()
			begin := time.Now()
			out = Run(t.Context(), mustPlan(t, `{"mode":"iterations","iterations":3,"concurrency":1}`), slow, s, Hooks{})
			took, machine := time.Since(begin), held()
			if out.Report.ErrorCodes["TIMEOUT"] != 3 {
				t.Fatalf("slow requests: error codes %v, want 3 TIMEOUT", out.Report.ErrorCodes)
			}
			// Each timeout may come up to 180 ms late, plus what the
			// machine held a waiting goroutine up meanwhile: a timeout
			// left to the response (400 ms) fails on a quiet machine.
			if took < 3*110*time.Millisecond || took > 3*300*time.Millisecond+machine {
				t.Fatalf("3 timed-out requests took %v (the machine held a waiting goroutine up %v), want about 3 × 120 ms", took, machine)
			}
		})
	}
}

// TestAResponseAfterItsTimeoutIsATimeout checks that a response that
// comes after the request's timeout is a timeout, not a success that took
// longer than the timeout allows, on every transport and in both loops:
// here it comes 2 ms after, before the event loop's next sweep.
func TestAResponseAfterItsTimeoutIsATimeout(t *testing.T) {
	t.Parallel()
	tg := startTarget(t)
	late := getRequest(tg.url + "/delay?ms=52")
	late.Timeout = 50 * time.Millisecond
	for _, tr := range openTransports {
		for _, c := range []struct{ name, plan string }{
			{"closed loop", `{"mode":"iterations","iterations":5,"concurrency":1}`},
			{"open loop", `{"mode":"constant_rps","targetRps":5,"duration":"1s"}`},
		} {
			t.Run(tr.name+"/"+c.name, func(t *testing.T) {
				t.Parallel()
				out := Run(t.Context(), mustPlan(t, c.plan), late, Settings{H1Transport: tr.setting}, Hooks{})
				if r := out.Report; out.Status != StatusCompleted || r.Requests != 5 || r.ErrorCodes["TIMEOUT"] != 5 {
					t.Fatalf("status %s (%s), %d requests, statuses %v, codes %v; want 5, all TIMEOUT",
						out.Status, out.Reason, r.Requests, r.Status, r.ErrorCodes)
				}
			})
		}
	}
}
