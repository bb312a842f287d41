package scenario

import (
	"context"
	"math"
	"runtime"
	"runtime/debug"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/HdrHistogram/hdrhistogram-go"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/loadcore"
	"github.com/svc-engine/svc-engine/metrics"
	"github.com/svc-engine/svc-engine/runs"
)

// LoadReport is the load part of a scenario load run's report.
type LoadReport struct {
	Concurrency int              `json:"concurrency"` // virtual users at the end (ramp_up: the end value)
	Iterations  int64            `json:"iterations"`  // scenario passes finished by every virtual user together
	Requests    int64            `json:"requests"`    // sent
	Errors      int64            `json:"errors"`      // statusCode 0 or >= 400
	ErrorRate   float64          `json:"errorRate"`   // errors / requests
	RPS         float64          `json:"rps"`         // requests / duration
	Latency     metrics.Latency  `json:"latency"`     // response time (ms)
	Status      map[string]int64 `json:"status"`
	ErrorCodes  map[string]int64 `json:"errorCodes"`
	BytesIn     int64            `json:"bytesIn"`
	ByRequest   []RequestStats   `json:"byRequest"`   // per request of the run order
	TracedSteps int              `json:"tracedSteps"` // step events published (a sample)
}

// RequestStats aggregate one request of the run order over a load run.
type RequestStats struct {
	Index       int             `json:"index"`
	RequestID   string          `json:"requestId"`
	Name        string          `json:"name"`
	Path        string          `json:"path"`
	Requests    int64           `json:"requests"`
	Errors      int64           `json:"errors"`
	TestsFailed int64           `json:"testsFailed"`
	Latency     metrics.Latency `json:"latency"`
}

// highestMicros is the largest latency the histograms hold (1 hour);
// larger values are clamped.
const highestMicros = int64(time.Hour / time.Microsecond)

func newHist() *hdrhistogram.Histogram { return hdrhistogram.New(1, highestMicros, 2) }

func summarize(h *hdrhistogram.Histogram) metrics.Latency {
	if h.TotalCount() == 0 {
		return metrics.Latency{Unit: metrics.LatencyUnit}
	}
	ms := func(v int64) float64 { return math.Round(float64(v)) / 1000 }
	r3 := func(f float64) float64 { return math.Round(f) / 1000 }
	return metrics.Latency{Unit: metrics.LatencyUnit, Min: ms(h.Min()), Mean: r3(h.Mean()), Stdev: r3(h.StdDev()), P50: ms(h.ValueAtQuantile(50)), P75: ms(h.ValueAtQuantile(75)),
		P90: ms(h.ValueAtQuantile(90)), P95: ms(h.ValueAtQuantile(95)), P99: ms(h.ValueAtQuantile(99)), P999: ms(h.ValueAtQuantile(99.9)), Max: ms(h.Max())}
}

// loadAgg merges what every virtual user records. Scenario steps run
// scripts and compose per request, so one mutex held for a few counter
// updates is far below their cost; it is never held across IO.
type loadAgg struct {
	mu         sync.Mutex
	tally      tally
	total      *hdrhistogram.Histogram
	interval   *hdrhistogram.Histogram
	perReq     []*reqAgg
	status     map[string]int64
	errorCodes map[string]int64
	iv         struct {
		requests, errors, bytesIn int64
		status, errorCodes        map[string]int64
	}
	errors     int64
	iterations int64
	traced     int
}

type reqAgg struct {
	hist                          *hdrhistogram.Histogram
	requests, errors, testsFailed int64
}

// record adds st to the aggregate. traceable says the step may be
// traced (published as a step event); record says whether it is, while
// fewer than maxTraced were.
func (a *loadAgg) record(st *Step, traceable bool, maxTraced int) (trace bool) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if traceable && a.traced < maxTraced {
		a.traced++
		trace = true
	}
	a.tally.add(st)
	if st.Response == nil {
		return trace
	}
	ra := a.perReq[st.Index]
	for _, t := range st.Tests {
		if !t.Passed && !t.Skipped {
			ra.testsFailed++
		}
	}
	us := int64(0)
	if st.Timing != nil {
		us = min(max(int64(st.Timing.TotalMs*1000), 1), highestMicros)
	}
	_ = a.total.RecordValue(us)
	_ = a.interval.RecordValue(us)
	_ = ra.hist.RecordValue(us)
	ra.requests++
	a.iv.requests++
	a.iv.bytesIn += st.Response.Size
	code := statusKey(st.Response.StatusCode)
	a.status[code]++
	a.iv.status[code]++
	if st.Response.StatusCode == 0 || st.Response.StatusCode >= 400 {
		ra.errors++
		a.errors++
		a.iv.errors++
	}
	if st.ErrorCode != "" && st.Response.StatusCode == 0 {
		a.errorCodes[st.ErrorCode]++
		a.iv.errorCodes[st.ErrorCode]++
	}
	return trace
}

// statusKeys are the status codes 0-599 as the report's keys.
var statusKeys = func() (keys [600]string) {
	for i := range keys {
		keys[i] = strconv.Itoa(i)
	}
	return keys
}()

// statusKey is code as a key of the report's status counts.
func statusKey(code int) string {
	if code >= 0 && code < len(statusKeys) {
		return statusKeys[code]
	}
	return strconv.Itoa(code)
}

// tick closes the interval ending at now.
func (a *loadAgg) tick(seq int64, now, started, last time.Time, vus int) metrics.Tick {
	a.mu.Lock()
	defer a.mu.Unlock()
	lat := summarize(a.interval)
	t := metrics.Tick{Seq: seq, T: now.UnixMilli(), ElapsedMs: now.Sub(started).Milliseconds(), IntervalMs: now.Sub(last).Milliseconds(),
		Requests: a.iv.requests, Errors: a.iv.errors, TotalRequests: a.tally.totals.Requests, TotalErrors: a.errors,
		Latency: lat, ServiceTime: lat, Status: a.iv.status, ErrorCodes: a.iv.errorCodes, BytesIn: a.iv.bytesIn, Concurrency: vus}
	if t.IntervalMs > 0 {
		t.RPS = math.Round(float64(t.Requests)*1e6/float64(t.IntervalMs)) / 1000
	}
	a.interval.Reset()
	a.iv.requests, a.iv.errors, a.iv.bytesIn = 0, 0, 0
	a.iv.status, a.iv.errorCodes = map[string]int64{}, map[string]int64{}
	return t
}

// runLoad runs the scenario under a load mode: every virtual user runs
// the whole scenario in a loop with its own variables (copied from the
// state the setup scripts left) and its own cookie jar.
func (r *Runner) runLoad(ctx context.Context, pub Publisher) runs.Result {
	l := r.Config.Load
	pub.Plan(r.plan())
	// Scripts are CPU work: bounding how many run at once keeps the
	// sandbox's runtime pool near the core count however many virtual
	// users there are (the memory per virtual user stays small).
	r.scripts = make(chan struct{}, 2*runtime.GOMAXPROCS(0))
	started := r.Now()
	agg := &loadAgg{total: newHist(), interval: newHist(), status: map[string]int64{}, errorCodes: map[string]int64{}}
	agg.iv.status, agg.iv.errorCodes = map[string]int64{}, map[string]int64{}
	for range r.items {
		agg.perReq = append(agg.perReq, &reqAgg{hist: newHist()})
	}
	proto := r.newSession()
	defer proto.close()
	setup := proto.rootScripts(ctx, "setup", r.setup)
	agg.tally.root(setup, "setup")

	runCtx, cancel := context.WithCancel(ctx)
	defer cancel()
	if l.Duration > 0 {
		var c2 context.CancelFunc
		runCtx, c2 = context.WithTimeout(runCtx, l.Duration)
		defer c2()
	}
	var claimed atomic.Int64 // iterations mode: scenario passes handed out
	var active atomic.Int64
	var wg sync.WaitGroup
	left := func() { active.Add(-1) }
	// Users run on event loops (vuloop_linux.go), one per processor,
	// when no delay separates their steps; the first user, traced whole
	// in its first pass, runs on a goroutine of its own.
	var loops []*userLoop
	if r.Config.Delay <= 0 && r.Coverage == nil && !r.goroutineUsers {
		loops = newUserLoops(runCtx, r, runtime.GOMAXPROCS(0), wg.Go, left)
	}
	startVU := func(n int) {
		active.Add(1)
		if n > 1 && len(loops) > 0 {
			v := r.newVU(runCtx, n, proto, agg, pub, &claimed)
			if loops[n%len(loops)].add(v) {
				return
			}
			v.s.close()
			left()
			return
		}
		wg.Go(func() {
			defer left()
			r.virtualUser(runCtx, n, proto, agg, pub, &claimed)
		})
	}
	// The tick loop: one merged tick per second, a last partial one at the end.
	tickDone := make(chan struct{})
	var tickWG sync.WaitGroup
	var seq int64
	last := started
	tickWG.Go(func() {
		tk := time.NewTicker(time.Second)
		defer tk.Stop()
		for {
			select {
			case <-tk.C:
				now := r.Now()
				seq++
				pub.Tick(agg.tick(seq, now, started, last, int(active.Load())))
				last = now
			case <-tickDone:
				return
			}
		}
	})
	rampUsers(runCtx, l, startVU)
	for _, lp := range loops {
		lp.seal()
	}
	wg.Wait()
	close(tickDone)
	tickWG.Wait()
	now := r.Now()
	seq++
	pub.Tick(agg.tick(seq, now, started, last, 0))

	var teardown *RootScriptsRun
	if ctx.Err() == nil {
		teardown = proto.rootScripts(ctx, "teardown", r.teardown)
		agg.tally.root(teardown, "teardown")
	}
	ended := r.Now()
	agg.mu.Lock()
	defer agg.mu.Unlock()
	rep := r.report(&agg.tally, started, ended)
	rep.Setup, rep.Teardown = setup, teardown
	rep.Totals.Iterations = int(agg.iterations)
	lr := &LoadReport{Concurrency: l.Concurrency, Iterations: agg.iterations, Requests: agg.tally.totals.Requests, Errors: agg.errors,
		Latency: summarize(agg.total), Status: agg.status, ErrorCodes: agg.errorCodes, BytesIn: agg.tally.totals.BytesReceived,
		ByRequest: []RequestStats{}, TracedSteps: agg.traced}
	if lr.Requests > 0 {
		lr.ErrorRate = float64(lr.Errors) / float64(lr.Requests)
	}
	if d := ended.Sub(started).Seconds(); d > 0 {
		lr.RPS = math.Round(float64(lr.Requests)/d*1000) / 1000
	}
	for i, it := range r.items {
		ra := agg.perReq[i]
		lr.ByRequest = append(lr.ByRequest, RequestStats{Index: i, RequestID: it.Request.ID, Name: it.Request.Name, Path: it.Path,
			Requests: ra.requests, Errors: ra.errors, TestsFailed: ra.testsFailed, Latency: summarize(ra.hist)})
	}
	rep.Load = lr
	rep.ErrorRate, rep.RPS, rep.Latency = lr.ErrorRate, lr.RPS, &lr.Latency
	b, err := codec.Marshal(rep)
	if err != nil {
		return runs.Result{Status: statusFailed, Error: "encode the report: " + err.Error()}
	}
	// The users' sessions, connections' buffers and steps are garbage
	// now: the engine hands their memory back to the operating system
	// rather than keeping its resident set at the run's peak (the Go
	// runtime keeps freed pages for reuse). A run of 1,000 users leaves
	// tens of MiB.
	debug.FreeOSMemory()
	if ctx.Err() != nil {
		return runs.Result{Status: statusStopped, Error: "the run was stopped", Report: b}
	}
	return runs.Result{Status: statusCompleted, Report: b}
}

// rampUsers starts the virtual users of l (numbered from 1) as
// loadcore's ramp has them: at each change of loadcore.RampConcurrency
// from the call, when the load starts (after the setup scripts, with the
// run's duration), until the ramp ends or ctx is done. Without a ramp
// (rampUpDuration 0: every mode but ramp_up) every user starts at once.
// Users never retire: a scenario ramps only up. Elapsed time is read on
// the monotonic clock.
func rampUsers(ctx context.Context, l Load, start func(vu int)) {
	t0 := time.Now()
	users := 0
	var t *time.Timer
	for {
		elapsed := time.Since(t0)
		for n := loadcore.RampConcurrency(l.StartConcurrency, l.Concurrency, l.RampUpDuration, elapsed); users < n; {
			users++
			start(users)
		}
		next := loadcore.NextRampChange(l.StartConcurrency, l.Concurrency, l.RampUpDuration, elapsed)
		if next < 0 {
			return
		}
		if t == nil {
			t = time.NewTimer(next - elapsed)
			defer t.Stop()
		} else {
			t.Reset(next - elapsed)
		}
		select {
		case <-t.C:
		case <-ctx.Done():
			return
		}
	}
}

// ended reports whether ctx is done or its deadline has passed: the
// context's own timer may fire a moment after the deadline, and a send
// that fails at once on the passed deadline must not be counted.
func ended(ctx context.Context) bool {
	return endedAt(ctx, time.Now())
}

// endedAt is ended as of now.
func endedAt(ctx context.Context, now time.Time) bool {
	if ctx.Err() != nil {
		return true
	}
	d, ok := ctx.Deadline()
	return ok && !now.Before(d)
}

// virtualUser runs scenario passes until ctx ends or (mode iterations)
// every pass has been handed out.
func (r *Runner) virtualUser(ctx context.Context, vu int, proto *session, agg *loadAgg, pub Publisher, claimed *atomic.Int64) {
	v := r.newVU(ctx, vu, proto, agg, pub, claimed)
	defer v.s.close()
	if n, ok := v.begin(ctx); ok {
		v.run(ctx, n, 0)
	}
}

// vuRun is one virtual user: its session and where it is in its passes.
type vuRun struct {
	r       *Runner
	s       *session
	agg     *loadAgg
	pub     Publisher
	claimed *atomic.Int64 // iterations mode: scenario passes handed out
	first   bool          // no step has begun yet
	seq     int           // steps counted
	pass    int           // passes begun
	// published says done gave its last step to the publisher (which
	// keeps it).
	published bool
}

// newVU starts virtual user vu's session.
func (r *Runner) newVU(ctx context.Context, vu int, proto *session, agg *loadAgg, pub Publisher, claimed *atomic.Int64) *vuRun {
	s := &session{r: r, vu: vu, sc: proto.sc.clone(), client: r.newClient(), cache: composeCache{entries: make([]composeEntry, len(r.items))},
		lean: newLeanConn(ctx), traceAll: vu == 1}
	return &vuRun{r: r, s: s, agg: agg, pub: pub, claimed: claimed, first: true}
}

// delay waits before a step, as the run's delay asks; false when the run
// ended meanwhile.
func (v *vuRun) delay(ctx context.Context) bool {
	if v.first {
		v.first = false
		return !ended(ctx)
	}
	if v.r.Config.Delay > 0 {
		return sleep(ctx, v.r.Config.Delay) && !ended(ctx)
	}
	return !endedAt(ctx, v.s.last) // the last step ended a moment ago
}

// done counts a finished step (publishing it when traced); true when the
// run ended before it did: the step is not counted, and the user stops.
func (v *vuRun) done(ctx context.Context, st *Step) bool {
	if endedAt(ctx, v.s.last) {
		return true // cut short by the end of the run: not counted
	}
	v.seq++
	st.Seq = v.seq
	v.published = false
	if v.agg.record(st, (v.s.vu == 1 && v.pass == 0) || st.Failed, v.r.MaxTracedSteps) {
		v.pub.Step(st)
		v.published = true
	}
	return false
}

// begin starts a pass and returns its iteration number; false when the
// run ended or (mode iterations) every pass was handed out.
func (v *vuRun) begin(ctx context.Context) (int, bool) {
	if ended(ctx) {
		return 0, false
	}
	n := v.pass
	if v.r.Config.Load.Mode == loadcore.ModeIterations {
		c := v.claimed.Add(1)
		if c > v.r.Config.Load.Iterations {
			return 0, false
		}
		n = int(c - 1)
	}
	if rows := v.r.Config.Rows; len(rows) > 0 {
		v.s.setRow(&rows[n%len(rows)])
	}
	return n, true
}

// end counts a pass run to its end.
func (v *vuRun) end() {
	v.s.traceAll = false // only the first user's first pass is traced whole
	v.agg.mu.Lock()
	v.agg.iterations++
	v.agg.mu.Unlock()
	v.pass++
}

// run runs pass n from item i on, then passes until the user stops.
func (v *vuRun) run(ctx context.Context, n, i int) {
	done := func(st *Step) bool { return v.done(ctx, st) }
	for {
		if v.s.iteration(ctx, n, i, v.delay, done) {
			return
		}
		v.end()
		var ok bool
		if n, ok = v.begin(ctx); !ok {
			return
		}
		i = 0
	}
}
