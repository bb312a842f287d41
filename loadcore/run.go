package loadcore

import (
	"context"
	"net/http"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/svc-engine/svc-engine/metrics"
	"github.com/svc-engine/svc-engine/sender"
)

// Run statuses of an Outcome.
const (
	StatusCompleted = "Completed"
	StatusStopped   = "Stopped"
	StatusFailed    = "Failed"
)

const (
	// tickInterval is the live metrics interval.
	tickInterval = time.Second
	// lateSlack is how far after its intended time an open-loop send may
	// start before it counts as Late: 1 ms, about one timer wake-up on a
	// loaded machine.
	lateSlack = time.Millisecond
	// maxFailureSamples and maxSlowSamples cap the samples kept per run.
	maxFailureSamples = 1000
	maxSlowSamples    = 1000
	// sampleQueue bounds samples between the workers and the collector;
	// a sample that finds it full is dropped rather than wait.
	sampleQueue = 256
)

// engine is one run: the target, the shared counters, the workers.
type engine struct {
	plan   Plan
	s      Settings
	t      *target
	col    *metrics.Collector
	phases bool
	open   bool

	ctx    context.Context // cancelled by halt: ends dials and HTTP/2 requests
	cancel context.CancelFunc
	t0     time.Time // monotonic start
	wall0  time.Time // Settings.Now at the start

	stop        atomic.Bool  // set by halt; workers check it before each request
	limit       atomic.Int64 // closed loop: workers with an index below run (0 once halted)
	users       atomic.Int64 // closed loop: the virtual users of the plan at this moment
	active      atomic.Int64 // closed loop: workers running
	claimed     atomic.Int64 // iterations: requests claimed
	outstanding atomic.Int64 // open loop: released sends not yet finished
	dropped     atomic.Int64 // open loop: sends not started, maxInFlight full
	failSamples atomic.Int64
	slowSamples atomic.Int64

	conns   connSet
	pool    connPool
	h2      *http.Transport // HTTP/2 over net/http: the fallback path and redirect hops
	h2c     *h2client       // HTTP/2 hot path (h2lean.go)
	slots   chan int64      // open loop: intended send offsets from t0, in ns
	samples chan metrics.Sample
	wg      sync.WaitGroup
	spawned int     // closed loop: workers started (owned by the run goroutine)
	loop    *evLoop // closed loop: the event loop that runs the users, if any

	// Sampling, from the plan and settings.
	samplePeriod int64
	slow         time.Duration
	maxBody      int

	lastStepReason string // capacity: why the last judged step failed (run goroutine only)

	redirectOnce sync.Once
	redirects    *http.Client
}

// errWithCode is a failure with its code and message.
type errWithCode struct {
	code metrics.ErrCode
	msg  string
}

func codeOf(se *sender.SendError) *errWithCode {
	return &errWithCode{code: codeByName(se.Code), msg: se.Error()}
}

func codeByName(name string) metrics.ErrCode {
	for c := metrics.ErrInternal; c.Name() != ""; c++ {
		if c.Name() == name {
			return c
		}
	}
	return metrics.ErrInternal
}

func micros(d time.Duration) int64 { return int64(d / time.Microsecond) }

func run(ctx context.Context, plan Plan, req sender.Request, s Settings, h Hooks) Outcome {
	if s.Now == nil {
		s.Now = time.Now
	}
	if plan.Pipeline < 1 {
		plan.Pipeline = 1
	}
	started := s.Now()
	t, err := prepare(ctx, plan, req, s)
	if err != nil {
		r := emptyReport(started, s.Now())
		r.Thresholds = metrics.EvalThresholds(plan.Thresholds, &r)
		return Outcome{Status: StatusFailed, Reason: "prepare the request: " + err.Error(), Report: r}
	}
	e := newEngine(ctx, plan, t, s)
	defer e.cancel()
	if e.h2 != nil {
		defer e.h2.CloseIdleConnections()
	}
	defer func() {
		if e.redirects != nil { // every worker has returned
			e.redirects.CloseIdleConnections()
		}
	}()
	return e.main(ctx, h)
}

// newEngine readies a run of plan against t; the caller cancels e.cancel.
func newEngine(ctx context.Context, plan Plan, t *target, s Settings) *engine {
	if t.h2 {
		plan.Pipeline = 1 // HTTP/2 multiplexes instead
	}
	e := &engine{
		plan: plan, s: s, t: t, phases: plan.SaveTimingBreakdown,
		open:         plan.Mode == ModeConstantRPS,
		samples:      make(chan metrics.Sample, sampleQueue),
		samplePeriod: int64(plan.SuccessSamplePeriod),
		slow:         time.Duration(plan.SlowRequestThresholdMs) * time.Millisecond,
		maxBody:      s.MaxSampleBodyBytes,
	}
	if e.maxBody <= 0 {
		e.maxBody = 32 << 10
	}
	if s.MaxResponseBodyBytes > 0 && int64(e.maxBody) > s.MaxResponseBodyBytes {
		e.maxBody = int(s.MaxResponseBodyBytes)
	}
	workers := plan.Concurrency
	if e.open {
		workers = plan.MaxInFlight
	}
	if evLoopServes(t, plan, s) {
		workers = 1 // one goroutine records: one shard, and a tick merges an eighth as much
	}
	e.col = metrics.NewCollector(metrics.Config{
		Highest: max(micros(t.timeout), 2),
		Shards:  min(max(workers, 1), 8),
		Lag:     e.open,
		Phases:  e.phases,
	})
	e.ctx, e.cancel = context.WithCancel(ctx)
	if t.h2 {
		e.h2 = newH2Transport(t)
		if !t.h2std {
			e.h2c = newH2Client(e)
		}
	}
	e.t0, e.wall0 = time.Now(), s.Now()
	return e
}

func emptyReport(start, end time.Time) metrics.Report {
	r := metrics.Report{
		StartedAt: start.UnixMilli(), EndedAt: end.UnixMilli(), DurationMs: end.Sub(start).Milliseconds(),
		Status: map[string]int64{}, ErrorCodes: map[string]int64{}, Thresholds: []metrics.ThresholdResult{},
	}
	return r
}

// main starts the workers and is the run's one collector goroutine: it
// ticks, ramps, steps, evaluates thresholds, calls every hook, and ends the
// run.
func (e *engine) main(parent context.Context, h Hooks) Outcome {
	plan := e.plan
	loop := newEvLoop(e)
	if loop != nil && e.open {
		loop.warm() // before the start: the run's clock does not include it
	}
	e.t0 = time.Now()
	e.wall0 = e.s.Now()
	if loop != nil && !e.open {
		// The closed loop's users follow e.limit (setConcurrency).
		e.loop = loop
		e.wg.Add(1)
		go loop.runClosed()
	}

	scratch, tick, total := e.col.NewWindow(), e.col.NewWindow(), e.col.NewWindow()
	var step *metrics.Window
	collect := func() {
		e.col.Collect(scratch)
		tick.Merge(scratch)
		total.Merge(scratch)
		if step != nil {
			step.Merge(scratch)
		}
		scratch.Reset()
	}

	// The spawner's own token keeps the WaitGroup above zero while this
	// goroutine may still start workers (ramp_up, capacity).
	e.wg.Add(1)
	spawning := true
	endSpawning := func() {
		if spawning {
			spawning = false
			e.wg.Done()
		}
	}

	var monitorPoints chan metrics.MonitorPoint
	var monitorDone chan struct{}
	if plan.Monitor != nil {
		monitorPoints = make(chan metrics.MonitorPoint, 1) // the poller waits for the previous point to be taken
		// Not in e.wg: the workers finishing ends the run, which then
		// stops the poller (halt cancels e.ctx) and waits for it.
		monitorDone = make(chan struct{})
		go func() {
			defer close(monitorDone)
			e.monitor(monitorPoints)
		}()
	}

	newTimer := func(at time.Duration) *time.Timer { return time.NewTimer(time.Until(e.t0.Add(at))) }
	var endC, rampC, stepC <-chan time.Time
	var rampTimer, stepTimer *time.Timer

	// Capacity state.
	var capacity *metrics.Capacity
	capStep, capConc := 0, 0
	var bestGood float64
	capStepStart := time.Duration(0)

	switch plan.Mode {
	case ModeConstantRPS:
		if loop != nil {
			e.wg.Add(1)
			go loop.run()
		} else {
			e.slots = make(chan int64, plan.MaxInFlight) // never blocks: outstanding <= maxInFlight
			for i := range plan.MaxInFlight {
				e.wg.Add(1)
				go e.openWorker(i)
			}
			e.wg.Add(1)
			go e.pace()
		}
		endSpawning()
		// A safety deadline: the sends end at Duration, their answers
		// within a timeout.
		endTimer := newTimer(plan.Duration + e.t.timeout + time.Second)
		defer endTimer.Stop()
		endC = endTimer.C
	case ModeIterations:
		e.setConcurrency(int(min(int64(plan.Concurrency), plan.Iterations)))
		endSpawning()
		if plan.Duration > 0 {
			endTimer := newTimer(plan.Duration)
			defer endTimer.Stop()
			endC = endTimer.C
		}
	case ModeConstantConcurrency:
		e.setConcurrency(plan.Concurrency)
		endSpawning()
	case ModeRampUp:
		e.setConcurrency(RampConcurrency(plan.StartConcurrency, plan.Concurrency, plan.RampUpDuration, 0))
		if next := NextRampChange(plan.StartConcurrency, plan.Concurrency, plan.RampUpDuration, 0); next >= 0 {
			rampTimer = newTimer(next)
			rampC = rampTimer.C
		} else {
			endSpawning()
		}
	case ModeCapacity:
		capacity = &metrics.Capacity{Steps: []metrics.CapacityStep{}}
		capStep, capConc = 1, plan.StartConcurrency
		step = e.col.NewWindow()
		e.setConcurrency(capConc)
		stepTimer = newTimer(plan.StepDuration)
		stepC = stepTimer.C
	}
	if plan.Mode != ModeConstantRPS && plan.Mode != ModeIterations {
		endTimer := newTimer(plan.Duration)
		defer endTimer.Stop()
		endC = endTimer.C
	}
	if rampTimer != nil {
		defer rampTimer.Stop()
	}
	if stepTimer != nil {
		defer stepTimer.Stop()
	}

	workersDone := make(chan struct{})
	go func() { e.wg.Wait(); close(workersDone) }()

	tickTimer := newTimer(tickInterval)
	defer tickTimer.Stop()
	seq := int64(0)
	lastTick := time.Duration(0)
	var dropped0 int64
	emitTick := func(now time.Duration) {
		seq++
		dropped := e.dropped.Load()
		t := e.tick(seq, tick, total, now-lastTick, now, dropped-dropped0)
		dropped0 = dropped
		lastTick = now
		tick.Reset()
		if h.Tick != nil {
			h.Tick(t)
		}
	}

	status, reason := StatusCompleted, ""
	halted := false
	halt := func(st, why string) {
		if halted {
			return
		}
		halted = true
		status, reason = st, why
		endSpawning()
		e.halt()
		endC, rampC, stepC = nil, nil, nil
	}

loop:
	for {
		select {
		case <-workersDone:
			break loop
		case s := <-e.samples:
			if h.Sample != nil {
				h.Sample(s)
			}
			continue
		case p := <-monitorPoints:
			if h.Monitor != nil {
				h.Monitor(p)
			}
			continue
		case <-parent.Done():
			halt(StatusStopped, "stopped")
		case <-endC:
			halt(StatusCompleted, "")
		case <-tickTimer.C:
			collect()
			now := time.Since(e.t0)
			if rampC != nil {
				// The ramp step due at this same instant counts in this tick.
				e.setConcurrency(RampConcurrency(plan.StartConcurrency, plan.Concurrency, plan.RampUpDuration, now))
			}
			emitTick(now)
			tickTimer.Reset(time.Until(e.t0.Add(time.Duration(seq+1) * tickInterval)))
			if !halted {
				if why := e.abortCheck(total, now); why != "" {
					halt(StatusFailed, why)
				}
			}
		case <-rampC:
			now := time.Since(e.t0)
			e.setConcurrency(RampConcurrency(plan.StartConcurrency, plan.Concurrency, plan.RampUpDuration, now))
			if next := NextRampChange(plan.StartConcurrency, plan.Concurrency, plan.RampUpDuration, now); next >= 0 {
				// Wake at most every 10 ms: a fast ramp adds users in batches.
				rampTimer.Reset(time.Until(e.t0.Add(max(next, now+10*time.Millisecond))))
			} else {
				rampC = nil
				endSpawning()
			}
		case <-stepC:
			collect()
			now := time.Since(e.t0)
			cs := e.judgeCapacityStep(step, capStep, capConc, capStepStart, now, &bestGood)
			capacity.Steps = append(capacity.Steps, cs)
			if h.Step != nil {
				h.Step(cs)
			}
			step.Reset()
			switch {
			case !cs.Passed:
				capacity.BrokeAtStep = cs.Step
				capacity.BrokeReason = e.lastStepReason
				halt(StatusCompleted, "")
			case capConc >= plan.Concurrency:
				halt(StatusCompleted, "") // the cap held: nothing more to learn
			default:
				capStep++
				capConc = CapacityConcurrency(plan.StartConcurrency, plan.StepConcurrency, plan.Concurrency, capStep)
				capStepStart = now
				e.setConcurrency(capConc)
				stepTimer.Reset(time.Until(e.t0.Add(time.Duration(capStep) * plan.StepDuration)))
			}
		}
	}
	if !halted && parent.Err() != nil {
		status, reason = StatusStopped, "stopped"
	}
	e.halt()
	if monitorDone != nil {
		for waiting := true; waiting; {
			select {
			case <-monitorDone:
				waiting = false
			case p := <-monitorPoints:
				if h.Monitor != nil {
					h.Monitor(p)
				}
			}
		}
	}
	// Samples and monitor points still queued.
	for drained := false; !drained; {
		select {
		case s := <-e.samples:
			if h.Sample != nil {
				h.Sample(s)
			}
		case p := <-monitorPoints:
			if h.Monitor != nil {
				h.Monitor(p)
			}
		default:
			drained = true
		}
	}
	collect()
	end := time.Since(e.t0)
	if end > lastTick || tick.Requests > 0 {
		emitTick(end)
	}

	r := metrics.NewReport(total, e.wall0, e.wall0.Add(end))
	r.HDR = metrics.EncodeHDR(total.Latency)
	r.BytesOut = total.Requests * int64(e.t.one)
	r.Dropped = e.dropped.Load()
	if e.t.stream {
		r.Stream = &metrics.StreamReport{Events: total.StreamEvents, Capped: total.StreamCapped > 0}
	}
	if capacity != nil {
		for _, st := range capacity.Steps {
			if st.Passed && st.RPS >= capacity.MaxSustainableRPS {
				capacity.MaxSustainableRPS, capacity.MaxSustainableStep = st.RPS, st.Step
			}
		}
		r.Capacity = capacity
	}
	r.Thresholds = metrics.EvalThresholds(plan.Thresholds, &r)
	if status == StatusCompleted {
		for _, tr := range r.Thresholds {
			if !tr.Passed && tr.AbortOnFail {
				status, reason = StatusFailed, "threshold "+tr.String()+" failed (actual "+fmtFloat(tr.Actual)+")"
				break
			}
		}
	}
	return Outcome{Status: status, Reason: reason, Report: r}
}

// halt stops the workers: no new request starts, blocked HTTP/1.1 reads
// end at once (their deadlines are swept to the past after the stop flag
// is set, see h1Cycle), HTTP/2 requests and dials are cancelled.
func (e *engine) halt() {
	e.stop.Store(true)
	e.limit.Store(0)
	e.cancel()
	e.conns.expire()
}

// setConcurrency sets the closed-loop user count, starting workers as
// needed; workers above the count leave after their current request.
func (e *engine) setConcurrency(n int) {
	if e.stop.Load() {
		return
	}
	e.users.Store(int64(n))
	e.limit.Store(int64(n))
	if e.loop != nil {
		return // the event loop starts and retires its users itself
	}
	for ; e.spawned < n; e.spawned++ {
		e.wg.Add(1)
		go e.closedWorker(e.spawned)
	}
	if e.spawned > n {
		// Workers at index >= n leave; the ones to come back are
		// started again.
		e.spawned = n
	}
}

// tick builds the Tick of an interval.
func (e *engine) tick(seq int64, w, total *metrics.Window, interval, elapsed time.Duration, dropped int64) metrics.Tick {
	t := metrics.Tick{
		Seq:           seq,
		T:             e.wall0.Add(elapsed).UnixMilli(),
		ElapsedMs:     elapsed.Milliseconds(),
		IntervalMs:    interval.Milliseconds(),
		Requests:      w.Requests,
		Errors:        w.Errors(),
		TotalRequests: total.Requests,
		TotalErrors:   total.Errors(),
		Latency:       metrics.Summarize(w.Latency),
		ServiceTime:   metrics.Summarize(w.Service),
		Status:        w.StatusMap(),
		ErrorCodes:    w.ErrorCodeMap(),
		BytesIn:       w.BytesIn,
		BytesOut:      w.Requests * int64(e.t.one),
		Late:          w.Late,
		Dropped:       dropped,
		Phases:        w.PhasesSummary(),
	}
	if interval > 0 {
		t.RPS = float64(int64(float64(w.Requests)/interval.Seconds()*1000)) / 1000
	}
	if e.open {
		l := metrics.Summarize(w.Lag)
		t.Lag = &l
		t.InFlight = e.outstanding.Load()
		t.TargetRPS = float64(e.plan.TargetRPS)
	} else {
		t.InFlight = e.active.Load()
		t.Concurrency = int(e.users.Load())
	}
	return t
}

// abortCheck evaluates the abortOnFail thresholds on the run so far and
// names the first failing one. Thresholds on rps and requests judge a
// whole run and wait for the final report; nothing is judged before the
// first request completes.
func (e *engine) abortCheck(total *metrics.Window, elapsed time.Duration) string {
	if total.Requests == 0 {
		return ""
	}
	var r metrics.Report
	have := false
	for _, t := range e.plan.Thresholds {
		if !t.AbortOnFail || t.Metric == "rps" || t.Metric == "requests" {
			continue
		}
		if !have {
			r = metrics.NewReport(total, e.wall0, e.wall0.Add(elapsed))
			have = true
		}
		if res := metrics.EvalThreshold(t, &r); !res.Passed {
			return "threshold " + t.String() + " failed (actual " + fmtFloat(res.Actual) + ")"
		}
	}
	return ""
}

// judgeCapacityStep summarizes a finished capacity step and decides it.
func (e *engine) judgeCapacityStep(w *metrics.Window, k, conc int, from, to time.Duration, best *float64) metrics.CapacityStep {
	d := to - from
	r := metrics.NewReport(w, e.wall0.Add(from), e.wall0.Add(to))
	good := float64(r.Successes) / d.Seconds()
	passed, why := JudgeStep(*best, good, stepThresholdFailure(e.plan.Thresholds, &r))
	if passed {
		*best = good
	}
	e.lastStepReason = why
	return metrics.CapacityStep{
		Step: k, Concurrency: conc, StartMs: from.Milliseconds(), DurationMs: d.Milliseconds(),
		RPS: r.RPS, P95Ms: r.Latency.P95, P99Ms: r.Latency.P99, ErrorRate: r.ErrorRate, Passed: passed,
	}
}

func itoaInt(i int) string { return strconv.Itoa(i) }

func fmtFloat(f float64) string { return strconv.FormatFloat(f, 'g', -1, 64) }
