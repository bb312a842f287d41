package loadcore

import (
	"time"

	"github.com/svc-engine/svc-engine/metrics"
)

// A mode is one load mode of a plan, in the manner of k6's executors: the
// plan members it reads, their defaults and rules, whether it is an open
// loop, and the schedule it drives. modes holds one of each; the parser
// and the run loop ask the mode, never its name. (The workers still ask
// whether the plan is an iterations plan, to claim each request.)
type mode interface {
	// open reports an open loop: the workers take paced send slots
	// (maxInFlight of them) instead of running as virtual users.
	open() bool
	// defaults fills the mode's members that the body left out and
	// reports each required one that is missing. given reports whether
	// a member was present and not null.
	defaults(p *Plan, given func(member string) bool, fail failFunc)
	// validate reports every problem of the mode's members of a plan
	// with its defaults applied, in the order the members are documented.
	validate(p Plan, fail failFunc)
	// schedule readies the schedule of one run of p.
	schedule(p Plan) schedule
}

// A schedule drives one run from the run's collector goroutine (runLoop):
// it starts the load, changes it when it wakes and adds its part to the
// report. Only that goroutine calls it.
type schedule interface {
	// start starts the load at the run's start and says when to wake
	// first and when the run ends, both as elapsed times from the start
	// (-1: never; a run without an end ends when its workers finish).
	// The run may start workers only while a wake-up is pending.
	start(l *runLoop) (wake, end time.Duration)
	// wake is called when the time it asked for has come, and at every
	// tick boundary while a wake-up is pending, so a change due at that
	// instant counts in the tick: a call before the asked time is a
	// chance to catch up, not the time itself. It returns the next
	// wake-up (-1: none).
	wake(l *runLoop, now time.Duration) time.Duration
	// finish adds the mode's part to the final report.
	finish(r *metrics.Report)
}

// failFunc records one problem of the plan member field.
type failFunc func(field, format string, args ...any)

// modes is the registry of load modes, keyed by the plan's mode.
func modes() map[string]mode {
	return map[string]mode{
		ModeConstantRPS:         constantRPS{},
		ModeConstantConcurrency: constantConcurrency{},
		ModeRampUp:              rampUp{},
		ModeIterations:          iterations{},
		ModeCapacity:            capacity{},
	}
}

// modeList names the modes in the order the spec documents them, for
// error messages; a test holds it equal to the registry.
const modeList = ModeConstantRPS + ", " + ModeConstantConcurrency + ", " + ModeRampUp + ", " + ModeIterations + ", " + ModeCapacity

// modeOf is the mode named name, or nil.
func modeOf(name string) mode { return modes()[name] }

// IsMode reports whether name is one of loadcore's load modes.
func IsMode(name string) bool { return modeOf(name) != nil }

// validDuration checks a duration that every mode bounding its run by time
// requires: 1s..MaxDuration.
func validDuration(p Plan, fail failFunc) {
	if p.Duration < time.Second {
		fail("duration", "duration must be at least 1s")
	}
	if p.Duration > MaxDuration {
		fail("duration", "duration must be at most %s", MaxDuration)
	}
}

// validConcurrency checks a closed loop's virtual users: 1..MaxConcurrency.
func validConcurrency(p Plan, fail failFunc) {
	if p.Concurrency < 1 || p.Concurrency > MaxConcurrency {
		fail("concurrency", "concurrency must be 1..%d", MaxConcurrency)
	}
}

// closedDefaults are a closed loop's defaults: duration 30 s and
// concurrency 10 unless the mode set them already.
func closedDefaults(p *Plan, given func(string) bool, timed bool) {
	if timed && !given("duration") && p.Duration == 0 {
		p.Duration = DefaultDuration
	}
	if !given("concurrency") && p.Concurrency == 0 {
		p.Concurrency = DefaultConcurrency
	}
}

// constantRPS is the open loop: targetRps sends per second for duration,
// paced by ConstantPacer, at most maxInFlight outstanding.
type constantRPS struct{}

var _ mode = constantRPS{}

func (constantRPS) open() bool { return true }

func (constantRPS) defaults(p *Plan, given func(string) bool, fail failFunc) {
	if !given("targetRps") {
		fail("targetRps", "targetRps is required for constant_rps")
	}
	if !given("maxInFlight") {
		p.MaxInFlight = min(max(p.TargetRPS/10, 100), 10_000)
	}
	if !given("duration") {
		p.Duration = DefaultDuration
	}
}

func (constantRPS) validate(p Plan, fail failFunc) {
	if p.TargetRPS < 1 || p.TargetRPS > MaxTargetRPS {
		fail("targetRps", "targetRps must be 1..%d", MaxTargetRPS)
	}
	if p.MaxInFlight < 1 || p.MaxInFlight > MaxInFlightCap {
		fail("maxInFlight", "maxInFlight must be 1..%d", MaxInFlightCap)
	}
	validDuration(p, fail)
}

func (m constantRPS) schedule(Plan) schedule { return m }

// start releases the sends: on the event loops when they serve the run,
// else through the pacer goroutine and maxInFlight workers. The sends end
// at duration; the run ends at the latest a timeout and a second later,
// when the last answers are due.
func (constantRPS) start(l *runLoop) (time.Duration, time.Duration) {
	e := l.e
	if len(l.ev) > 0 {
		for _, loop := range l.ev {
			e.wg.Add(1)
			go loop.run()
		}
	} else if e.h2loop != nil {
		e.wg.Add(1)
		go e.h2loop.run()
	} else {
		e.slots = make(chan int64, e.plan.MaxInFlight) // never blocks: outstanding <= maxInFlight
		for i := range e.plan.MaxInFlight {
			e.wg.Add(1)
			go e.openWorker(i)
		}
		e.wg.Add(1)
		go e.pace()
	}
	return -1, e.plan.Duration + e.t.timeout + time.Second
}

func (constantRPS) wake(*runLoop, time.Duration) time.Duration { return -1 }

func (constantRPS) finish(*metrics.Report) {}

// constantConcurrency holds concurrency virtual users for duration.
type constantConcurrency struct{}

var _ mode = constantConcurrency{}

func (constantConcurrency) open() bool { return false }

func (constantConcurrency) defaults(p *Plan, given func(string) bool, _ failFunc) {
	closedDefaults(p, given, true)
}

func (constantConcurrency) validate(p Plan, fail failFunc) {
	validDuration(p, fail)
	validConcurrency(p, fail)
}

func (m constantConcurrency) schedule(Plan) schedule { return m }

func (constantConcurrency) start(l *runLoop) (time.Duration, time.Duration) {
	l.e.setConcurrency(l.e.plan.Concurrency)
	return -1, l.e.plan.Duration
}

func (constantConcurrency) wake(*runLoop, time.Duration) time.Duration { return -1 }

func (constantConcurrency) finish(*metrics.Report) {}

// rampUp moves the virtual users from startConcurrency to concurrency
// along RampConcurrency over rampUpDuration, then holds them until
// duration (the total).
type rampUp struct{}

var _ mode = rampUp{}

// rampBatch is the shortest wait between two ramp wake-ups: a fast ramp
// adds its users in batches rather than wake for each.
const rampBatch = 10 * time.Millisecond

func (rampUp) open() bool { return false }

func (rampUp) defaults(p *Plan, given func(string) bool, fail failFunc) {
	if !given("startConcurrency") {
		p.StartConcurrency = 1
	}
	if !given("rampUpDuration") {
		fail("rampUpDuration", "rampUpDuration is required for ramp_up")
	}
	closedDefaults(p, given, true)
}

func (rampUp) validate(p Plan, fail failFunc) {
	validDuration(p, fail)
	validConcurrency(p, fail)
	if p.StartConcurrency < 0 || p.StartConcurrency > MaxConcurrency {
		fail("startConcurrency", "startConcurrency must be 0..%d", MaxConcurrency)
	}
	if p.RampUpDuration <= 0 || p.RampUpDuration > p.Duration {
		fail("rampUpDuration", "rampUpDuration must be more than 0 and at most duration (%s)", p.Duration)
	}
}

func (m rampUp) schedule(Plan) schedule { return m }

func (rampUp) start(l *runLoop) (time.Duration, time.Duration) {
	p := l.e.plan
	l.e.setConcurrency(RampConcurrency(p.StartConcurrency, p.Concurrency, p.RampUpDuration, 0))
	return NextRampChange(p.StartConcurrency, p.Concurrency, p.RampUpDuration, 0), p.Duration
}

// wake sets the users due at now and asks for the next change, at most
// every rampBatch.
func (rampUp) wake(l *runLoop, now time.Duration) time.Duration {
	p := l.e.plan
	l.e.setConcurrency(RampConcurrency(p.StartConcurrency, p.Concurrency, p.RampUpDuration, now))
	next := NextRampChange(p.StartConcurrency, p.Concurrency, p.RampUpDuration, now)
	if next < 0 {
		return -1
	}
	return max(next, now+rampBatch)
}

func (rampUp) finish(*metrics.Report) {}

// iterations sends iterations requests in all from concurrency virtual
// users (never more users than requests); a duration, when given, is a
// deadline.
type iterations struct{}

var _ mode = iterations{}

func (iterations) open() bool { return false }

func (iterations) defaults(p *Plan, given func(string) bool, fail failFunc) {
	if !given("iterations") {
		fail("iterations", "iterations is required for iterations")
	}
	closedDefaults(p, given, false)
}

func (iterations) validate(p Plan, fail failFunc) {
	if p.Duration > MaxDuration { // 0: no deadline; any other is one
		fail("duration", "duration must be at most %s", MaxDuration)
	}
	validConcurrency(p, fail)
	if p.Iterations < 1 || p.Iterations > MaxIterations {
		fail("iterations", "iterations must be 1..%d", MaxIterations)
	}
}

func (m iterations) schedule(Plan) schedule { return m }

func (iterations) start(l *runLoop) (time.Duration, time.Duration) {
	p := l.e.plan
	l.e.setConcurrency(int(min(int64(p.Concurrency), p.Iterations)))
	if p.Duration > 0 {
		return -1, p.Duration
	}
	return -1, -1
}

func (iterations) wake(*runLoop, time.Duration) time.Duration { return -1 }

func (iterations) finish(*metrics.Report) {}

// capacity looks for the most users the target sustains: it starts at
// startConcurrency, adds stepConcurrency every stepDuration up to the cap
// (concurrency), and stops at the first step that fails JudgeStep, the
// cap, or the deadline (duration, 5 minutes by default).
type capacity struct{}

var _ mode = capacity{}

func (capacity) open() bool { return false }

func (capacity) defaults(p *Plan, given func(string) bool, _ failFunc) {
	if !given("duration") {
		p.Duration = DefaultCapacityDeadline
	}
	if !given("concurrency") {
		p.Concurrency = DefaultCapacityCap
	}
	if !given("stepConcurrency") {
		p.StepConcurrency = DefaultStepConcurrency
	}
	if !given("startConcurrency") {
		p.StartConcurrency = p.StepConcurrency
	}
	if !given("stepDuration") {
		p.StepDuration = DefaultStepDuration
	}
}

func (capacity) validate(p Plan, fail failFunc) {
	validDuration(p, fail)
	validConcurrency(p, fail)
	if p.StartConcurrency < 1 || p.StartConcurrency > p.Concurrency {
		fail("startConcurrency", "startConcurrency must be 1..concurrency (%d), the capacity cap", p.Concurrency)
	}
	if p.StepConcurrency < 1 || p.StepConcurrency > MaxConcurrency {
		fail("stepConcurrency", "stepConcurrency must be 1..%d", MaxConcurrency)
	}
	if p.StepDuration < time.Second || p.StepDuration > p.Duration {
		fail("stepDuration", "stepDuration must be 1s..duration (%s)", p.Duration)
	}
}

func (capacity) schedule(Plan) schedule { return &capacityRun{} }

var _ schedule = (*capacityRun)(nil)

// capacityRun is one capacity run's state.
type capacityRun struct {
	report  metrics.Capacity
	window  *metrics.Window // the current step's requests
	step    int             // the current step, from 1
	users   int             // its virtual users
	from    time.Duration   // when it started
	best    float64         // the best passed step's rate of successes (req/s)
	lastWhy string          // why the last judged step failed
}

func (c *capacityRun) start(l *runLoop) (time.Duration, time.Duration) {
	p := l.e.plan
	c.report.Steps = []metrics.CapacityStep{}
	c.window = l.follow()
	c.step, c.users = 1, p.StartConcurrency
	l.e.setConcurrency(c.users)
	return p.StepDuration, p.Duration
}

// wake judges the step that ends now: a failed step or the cap ends the
// run, a passed one adds users.
func (c *capacityRun) wake(l *runLoop, now time.Duration) time.Duration {
	p := l.e.plan
	due := time.Duration(c.step) * p.StepDuration
	if now < due {
		return due
	}
	l.collect()
	cs := c.judge(l.e, now)
	c.report.Steps = append(c.report.Steps, cs)
	if l.h.Step != nil {
		l.h.Step(cs)
	}
	c.window.Reset()
	switch {
	case !cs.Passed:
		c.report.BrokeAtStep = cs.Step
		c.report.BrokeReason = c.lastWhy
		l.halt(StatusCompleted, "")
		return -1
	case c.users >= p.Concurrency:
		l.halt(StatusCompleted, "") // the cap held: nothing more to learn
		return -1
	}
	c.step++
	c.users = CapacityConcurrency(p.StartConcurrency, p.StepConcurrency, p.Concurrency, c.step)
	c.from = now
	l.e.setConcurrency(c.users)
	return time.Duration(c.step) * p.StepDuration
}

// judge summarizes the step ending at now and decides it.
func (c *capacityRun) judge(e *execution, now time.Duration) metrics.CapacityStep {
	d := now - c.from
	r := metrics.NewReport(c.window, e.wall0.Add(c.from), e.wall0.Add(now))
	good := float64(r.Successes) / d.Seconds()
	passed, why := JudgeStep(c.best, good, stepThresholdFailure(e.plan.Thresholds, &r))
	if passed {
		c.best = good
	}
	c.lastWhy = why
	return metrics.CapacityStep{
		Step: c.step, Concurrency: c.users, StartMs: c.from.Milliseconds(), DurationMs: d.Milliseconds(),
		RPS: r.RPS, P95Ms: r.Latency.P95, P99Ms: r.Latency.P99, ErrorRate: r.ErrorRate, Passed: passed,
	}
}

// finish reports the steps and the best passed one.
func (c *capacityRun) finish(r *metrics.Report) {
	capa := c.report
	for _, st := range capa.Steps {
		if st.Passed && st.RPS >= capa.MaxSustainableRPS {
			capa.MaxSustainableRPS, capa.MaxSustainableStep = st.RPS, st.Step
		}
	}
	r.Capacity = &capa
}
