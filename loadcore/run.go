package loadcore

import (
	"context"
	"net/http"
	"runtime"
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

// execution is one load run in progress: the target, the shared counters,
// the workers. (The word "engine" names the daemon and its wiring package
// only.)
type execution struct {
	plan   Plan
	s      Settings
	t      *target
	col    *metrics.Collector
	mode   mode
	phases bool
	open   bool // the mode is an open loop

	ctx    context.Context // cancelled by halt: ends dials and HTTP/2 requests
	cancel context.CancelFunc
	t0     time.Time // monotonic start
	wall0  time.Time // Settings.Now at the start

	stop        atomic.Bool  // set by halt; workers check it before each request
	ending      atomic.Bool  // closed loop: the duration is over, users retire after their request (inflight.go)
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
	spawned int       // closed loop: workers started (owned by the run goroutine)
	loops   []*evLoop // closed loop: the event loops that run the users, if any
	h2loop  *h2loop   // the HTTP/2 event loop that runs the users or paces the sends, if any

	// Sampling, from the plan and settings.
	samplePeriod int64
	slow         time.Duration
	maxBody      int

	redirectOnce sync.Once
	redirects    *http.Client

	cuts cutCodes // the failures of requests the run's end cuts off (inflight.go)
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
	if plan.Workers < 1 {
		plan.Workers = 1
	}
	started := s.Now()
	failed := func(reason string) Outcome {
		r := emptyReport(started, s.Now())
		r.Thresholds = metrics.EvalThresholds(plan.Thresholds, &r)
		return Outcome{Status: StatusFailed, Reason: reason, Report: r}
	}
	if modeOf(plan.Mode) == nil {
		return failed("the plan's mode " + strconv.Quote(plan.Mode) + " is not one of " + modeList)
	}
	t, err := prepare(ctx, plan, req, s)
	if err != nil {
		return failed("prepare the request: " + err.Error())
	}
	return execute(ctx, plan, t, s, h)
}

// execute runs plan against the prepared target t.
func execute(ctx context.Context, plan Plan, t *target, s Settings, h Hooks) Outcome {
	e := newExecution(ctx, plan, t, s)
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

// newExecution readies a run of plan against t; the caller cancels e.cancel.
func newExecution(ctx context.Context, plan Plan, t *target, s Settings) *execution {
	m := modeOf(plan.Mode)
	if t.h2 {
		plan.Pipeline = 1 // HTTP/2 multiplexes instead
	}
	e := &execution{
		plan: plan, s: s, t: t, phases: plan.SaveTimingBreakdown,
		mode:         m,
		open:         m.open(),
		samples:      make(chan metrics.Sample, sampleQueue),
		samplePeriod: int64(plan.SuccessSamplePeriod),
		slow:         time.Duration(plan.SlowRequestThresholdMs) * time.Millisecond,
		maxBody:      s.MaxSampleBodyBytes,
		cuts:         newCutCodes(),
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
	if evLoopServes(t, s) || h2LoopServes(t, plan, s) {
		// One goroutine records (HTTP/2), or the event loops record into
		// LocalRecorders published into one shard a few times per tick:
		// a tick merges one shard, not eight.
		workers = 1
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

// runLoop is the state of a run's collector goroutine (engine.main): the
// windows it merges every collection into, the hooks, how the run ends.
// The mode's schedule changes the load through it. Only that goroutine
// touches it.
type runLoop struct {
	e  *execution
	h  Hooks
	ev []*evLoop // the event loops serving the run, if any

	scratch, tick, total *metrics.Window
	followed             []*metrics.Window // a schedule's own windows (capacity: the step's)

	spawning       bool // the run's own WaitGroup token is held: workers may still start
	halted         bool
	status, reason string
	endC           <-chan time.Time // nil once halted or ending
	wakeC          <-chan time.Time // nil once halted or when no wake-up is pending
	graceC         <-chan time.Time // set while a closed loop's last requests finish (inflight.go)

	seq      int64
	lastTick time.Duration
	dropped0 int64
}

// follow returns a window that every collection merges into until the run
// ends; the caller resets it.
func (l *runLoop) follow() *metrics.Window {
	w := l.e.col.NewWindow()
	l.followed = append(l.followed, w)
	return w
}

// collect merges what the workers recorded since the last collection.
func (l *runLoop) collect() {
	l.e.col.Collect(l.scratch)
	l.tick.Merge(l.scratch)
	l.total.Merge(l.scratch)
	for _, w := range l.followed {
		w.Merge(l.scratch)
	}
	l.scratch.Reset()
}

// endSpawning gives back the run's WaitGroup token: no worker starts any
// more, so the workers finishing ends the run.
func (l *runLoop) endSpawning() {
	if l.spawning {
		l.spawning = false
		l.e.wg.Done()
	}
}

// halt ends the run with status and reason; the first call decides.
func (l *runLoop) halt(status, reason string) {
	if l.halted {
		return
	}
	l.halted = true
	l.status, l.reason = status, reason
	l.endSpawning()
	l.e.halt()
	l.endC, l.wakeC, l.graceC = nil, nil, nil
}

// emitTick closes the tick interval ending at now.
func (l *runLoop) emitTick(now time.Duration) {
	l.seq++
	dropped := l.e.dropped.Load()
	t := l.e.tick(l.seq, l.tick, l.total, now-l.lastTick, now, dropped-l.dropped0)
	l.dropped0 = dropped
	l.lastTick = now
	l.tick.Reset()
	if l.h.Tick != nil {
		l.h.Tick(t)
	}
}

// main starts the workers and is the run's one collector goroutine: it
// ticks, wakes the mode's schedule, evaluates thresholds, calls every
// hook, and ends the run.
func (e *execution) main(parent context.Context, h Hooks) Outcome {
	plan := e.plan
	loops := newEvLoops(e)
	h2loop := newH2Loop(e)
	if len(loops) > 0 && e.open {
		for _, loop := range loops {
			loop.warm() // before the start: the run's clock does not include it
		}
		// A collection now, after the buffers are made: not in the run's
		// first second.
		runtime.GC()
	}
	e.t0 = time.Now()
	e.wall0 = e.s.Now()
	if len(loops) > 0 && !e.open {
		// The closed loop's users follow e.limit (setConcurrency).
		e.loops = loops
		for _, loop := range loops {
			e.wg.Add(1)
			go loop.runClosed()
		}
	}
	if h2loop != nil {
		e.h2loop = h2loop // the open loop's starts with the schedule (mode.go)
		if !e.open {
			e.wg.Add(1)
			go h2loop.runClosed()
		}
	}
	l := &runLoop{e: e, h: h, ev: loops, status: StatusCompleted,
		scratch: e.col.NewWindow(), tick: e.col.NewWindow(), total: e.col.NewWindow()}

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

	// The run's own token keeps the WaitGroup above zero while the
	// schedule may still start workers: while a wake-up is pending.
	e.wg.Add(1)
	l.spawning = true
	sched := e.mode.schedule(plan)
	wake, end := sched.start(l)
	newTimer := func(at time.Duration) *time.Timer { return time.NewTimer(time.Until(e.t0.Add(at))) }
	var wakeTimer *time.Timer // armed while l.wakeC is set
	if wake >= 0 {
		wakeTimer = newTimer(wake)
		defer wakeTimer.Stop()
		l.wakeC = wakeTimer.C
	} else {
		l.endSpawning()
	}
	if end >= 0 {
		endTimer := newTimer(end)
		defer endTimer.Stop()
		l.endC = endTimer.C
	}
	// wakeUp runs the schedule at now and arms its next wake-up.
	wakeUp := func(now time.Duration) {
		next := sched.wake(l, now)
		switch {
		case l.halted:
		case next < 0:
			l.wakeC = nil
			l.endSpawning()
		default:
			wakeTimer.Reset(time.Until(e.t0.Add(next)))
		}
	}

	workersDone := make(chan struct{})
	go func() { e.wg.Wait(); close(workersDone) }()

	tickTimer := newTimer(tickInterval)
	defer tickTimer.Stop()

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
			l.halt(StatusStopped, "stopped")
		case <-l.endC:
			l.end()
		case <-l.graceC:
			l.halt(StatusCompleted, "")
		case <-tickTimer.C:
			l.collect()
			now := time.Since(e.t0)
			if l.wakeC != nil {
				wakeUp(now) // a change due at this same instant counts in this tick
			}
			l.emitTick(now)
			tickTimer.Reset(time.Until(e.t0.Add(time.Duration(l.seq+1) * tickInterval)))
			if !l.halted {
				if why := e.abortCheck(l.total, now); why != "" {
					l.halt(StatusFailed, why)
				}
			}
		case <-l.wakeC:
			wakeUp(time.Since(e.t0))
		}
	}
	status, reason := l.status, l.reason
	if !l.halted && parent.Err() != nil {
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
	l.collect()
	ended := time.Since(e.t0)
	if ended > l.lastTick || l.tick.Requests > 0 {
		l.emitTick(ended)
	}

	total := l.total
	r := metrics.NewReport(total, e.wall0, e.wall0.Add(ended))
	r.HDR = metrics.EncodeHDR(total.Latency)
	r.BytesOut = total.Requests * int64(e.t.one)
	r.Dropped = e.dropped.Load()
	if e.t.stream {
		r.Stream = &metrics.StreamReport{Events: total.StreamEvents, Capped: total.StreamCapped > 0}
	}
	sched.finish(&r)
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

// iterationsLeft says whether a closed-loop user may start: the plan
// counts no iterations, or not all of them are claimed yet.
func (e *execution) iterationsLeft() bool {
	return e.plan.Mode != ModeIterations || e.claimed.Load() < e.plan.Iterations
}

// halt stops the workers: no new request starts, blocked HTTP/1.1 reads
// end at once (their deadlines are swept to the past after the stop flag
// is set, see h1Cycle), HTTP/2 requests and dials are cancelled.
func (e *execution) halt() {
	e.stop.Store(true)
	e.limit.Store(0)
	e.cancel()
	e.conns.expire()
}

// setConcurrency sets the closed-loop user count, starting workers as
// needed; workers above the count leave after their current request.
func (e *execution) setConcurrency(n int) {
	if e.stop.Load() {
		return
	}
	e.users.Store(int64(n))
	e.limit.Store(int64(n))
	if len(e.loops) > 0 || e.h2loop != nil {
		return // the event loops start and retire their users themselves
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
func (e *execution) tick(seq int64, w, total *metrics.Window, interval, elapsed time.Duration, dropped int64) metrics.Tick {
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
func (e *execution) abortCheck(total *metrics.Window, elapsed time.Duration) string {
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

func itoaInt(i int) string { return strconv.Itoa(i) }

func fmtFloat(f float64) string { return strconv.FormatFloat(f, 'g', -1, 64) }
