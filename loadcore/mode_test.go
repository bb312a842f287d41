package loadcore

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/svc-engine/svc-engine/metrics"
	"github.com/svc-engine/svc-engine/sender"
	"github.com/svc-engine/svc-engine/workspace"
)

func TestModeListNamesEveryRegisteredModeOnce(t *testing.T) {
	t.Parallel()
	listed := strings.Split(modeList, ", ")
	registered := make([]string, 0, len(modes()))
	for name, m := range modes() {
		registered = append(registered, name)
		if !IsMode(name) || modeOf(name) != m {
			t.Errorf("modeOf(%q) does not find the registered mode", name)
		}
	}
	slices.Sort(listed)
	slices.Sort(registered)
	if d := cmp.Diff(registered, listed); d != "" {
		t.Fatalf("modeList %q against the registry (-registered +listed):\n%s", modeList, d)
	}
	if IsMode("scenario") || IsMode("") {
		t.Fatal("IsMode accepts a name that is no load mode")
	}
}

func TestAPlanOfAnUnknownModeIsRefused(t *testing.T) {
	t.Parallel()
	p := Plan{Mode: "soak", Duration: time.Minute, Concurrency: 5, Pipeline: 1}
	var fe *workspace.FieldError
	if err := p.Validate(); !errors.As(err, &fe) || fe.Field != "mode" {
		t.Fatalf("Validate(%+v) = %v, want a *workspace.FieldError on mode", p, err)
	}
	// Run reads no request and starts nothing for it.
	out := Run(t.Context(), p, sender.Request{Method: "GET", URL: "http://127.0.0.1:1/"}, Settings{}, Hooks{})
	if out.Status != StatusFailed || !strings.Contains(out.Reason, `"soak"`) {
		t.Fatalf("Run of mode soak = %s %q, want Failed naming the mode", out.Status, out.Reason)
	}
}

// scheduleRun readies an execution and a run loop for driving a schedule by
// hand: no target, and an event loop so setConcurrency only sets
// the user count (the event loop would start the users).
func scheduleRun(p Plan) *runLoop {
	e := &execution{plan: p, mode: modeOf(p.Mode), loops: []*evLoop{{}}, cancel: func() {}, wall0: time.Unix(1_700_000_000, 0),
		col: metrics.NewCollector(metrics.Config{Highest: int64(time.Minute / time.Microsecond), Shards: 1})}
	e.ctx = context.Background()
	return &runLoop{e: e, status: StatusCompleted, scratch: e.col.NewWindow(), tick: e.col.NewWindow(), total: e.col.NewWindow()}
}

// userChange is the users a schedule set when it woke at an elapsed time.
type userChange struct {
	At    time.Duration
	Users int
}

func TestRampScheduleSetsEveryChangeOnTime(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name     string
		plan     Plan
		late     time.Duration // how late each timer fires
		want     []userChange  // nil: check the invariants only
		maxWakes int
	}{
		{name: "one to five users over two seconds, a user every half second",
			plan: Plan{Mode: ModeRampUp, StartConcurrency: 1, Concurrency: 5, RampUpDuration: 2 * time.Second, Duration: 3 * time.Second},
			want: []userChange{{0, 1}, {500 * time.Millisecond, 2}, {time.Second, 3}, {1500 * time.Millisecond, 4}, {2 * time.Second, 5}}},
		{name: "a ramp down retires a user every half second",
			plan: Plan{Mode: ModeRampUp, StartConcurrency: 4, Concurrency: 2, RampUpDuration: time.Second, Duration: time.Second},
			want: []userChange{{0, 4}, {500 * time.Millisecond, 3}, {time.Second, 2}}},
		{name: "late timers still land on the ramp's value",
			plan: Plan{Mode: ModeRampUp, StartConcurrency: 0, Concurrency: 3, RampUpDuration: 3 * time.Second, Duration: 3 * time.Second},
			late: 7 * time.Millisecond,
			want: []userChange{{0, 0}, {time.Second + 7*time.Millisecond, 1}, {2*time.Second + 7*time.Millisecond, 2}, {3*time.Second + 7*time.Millisecond, 3}}},
		{name: "a fast ramp wakes at most every 10 ms and ends at its users",
			plan:     Plan{Mode: ModeRampUp, StartConcurrency: 0, Concurrency: 10_000, RampUpDuration: time.Second, Duration: time.Second},
			late:     50 * time.Microsecond,
			maxWakes: 102},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			l := scheduleRun(c.plan)
			s := modeOf(c.plan.Mode).schedule(c.plan)
			wake, end := s.start(l)
			if end != c.plan.Duration {
				t.Fatalf("end %s, want the plan's duration %s", end, c.plan.Duration)
			}
			got := []userChange{{0, int(l.e.users.Load())}}
			wakes := 0
			for wake >= 0 {
				now := wake + c.late
				wake = s.wake(l, now)
				wakes++
				p := c.plan
				if u := int(l.e.users.Load()); u != RampConcurrency(p.StartConcurrency, p.Concurrency, p.RampUpDuration, now) {
					t.Fatalf("woken at %s: %d users, RampConcurrency says otherwise", now, u)
				}
				if wake >= 0 && wake < now+rampBatch {
					t.Fatalf("woken at %s, asked to wake again at %s: closer than %s", now, wake, rampBatch)
				}
				got = append(got, userChange{now, int(l.e.users.Load())})
			}
			if u := int(l.e.users.Load()); u != c.plan.Concurrency {
				t.Fatalf("the ramp ended at %d users, want %d", u, c.plan.Concurrency)
			}
			if c.maxWakes > 0 && wakes > c.maxWakes {
				t.Fatalf("%d wake-ups, want at most %d", wakes, c.maxWakes)
			}
			if c.want != nil {
				if d := cmp.Diff(c.want, got); d != "" {
					t.Fatalf("users over time (-want +got):\n%s", d)
				}
			}
		})
	}
}

// TestRampScheduleCatchesUpAtATick wakes a batched ramp at a tick before
// the wake-up it asked for: the users due at the tick are set then.
func TestRampScheduleCatchesUpAtATick(t *testing.T) {
	t.Parallel()
	p := Plan{Mode: ModeRampUp, StartConcurrency: 0, Concurrency: 1000, RampUpDuration: 10 * time.Second, Duration: 10 * time.Second}
	l := scheduleRun(p)
	s := modeOf(p.Mode).schedule(p)
	s.start(l)
	next := s.wake(l, 995*time.Millisecond) // 99 users; asks for 1.005 s
	if next != 995*time.Millisecond+rampBatch {
		t.Fatalf("next wake-up %s, want %s", next, 995*time.Millisecond+rampBatch)
	}
	if next := s.wake(l, time.Second); next != 1010*time.Millisecond || l.e.users.Load() != 100 {
		t.Fatalf("at the 1 s tick: %d users, next %s; want 100 users, next 1.01s", l.e.users.Load(), next)
	}
}

// observe records n requests answered 200 (ok) or failed at connect.
func observe(l *runLoop, n int, ok bool) {
	r := l.e.col.Recorder(0)
	for range n {
		o := metrics.Obs{Latency: 1000, Service: 1000, Status: 200}
		if !ok {
			o = metrics.Obs{Latency: 1000, Service: 1000, Err: metrics.ErrInternal}
		}
		r.Record(&o)
	}
}

func TestCapacityScheduleJudgesEachStep(t *testing.T) {
	t.Parallel()
	type step struct {
		requests int  // answered during the step
		ok       bool // all succeed, or all fail
	}
	for _, c := range []struct {
		name        string
		plan        Plan
		steps       []step
		wantUsers   []int // at each step
		wantPassed  []bool
		brokeAt     int
		reason      string
		sustainable int // the best passed step
	}{
		{name: "throughput stops rising at the third step",
			plan:      Plan{Mode: ModeCapacity, StartConcurrency: 2, StepConcurrency: 2, Concurrency: 100, StepDuration: time.Second, Duration: time.Minute},
			steps:     []step{{100, true}, {200, true}, {204, true}},
			wantUsers: []int{2, 4, 6}, wantPassed: []bool{true, true, false}, brokeAt: 3, reason: "throughput rose 2.0%", sustainable: 2},
		{name: "every step rises up to the cap, the last one capped",
			plan:      Plan{Mode: ModeCapacity, StartConcurrency: 10, StepConcurrency: 20, Concurrency: 40, StepDuration: 2 * time.Second, Duration: time.Minute},
			steps:     []step{{100, true}, {300, true}, {500, true}},
			wantUsers: []int{10, 30, 40}, wantPassed: []bool{true, true, true}, sustainable: 3},
		{name: "a step of failures breaks at once",
			plan:      Plan{Mode: ModeCapacity, StartConcurrency: 1, StepConcurrency: 1, Concurrency: 10, StepDuration: time.Second, Duration: time.Minute},
			steps:     []step{{50, false}},
			wantUsers: []int{1}, wantPassed: []bool{false}, brokeAt: 1, reason: "no request succeeded"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			l := scheduleRun(c.plan)
			l.spawning = true
			l.e.wg.Add(1)
			s := modeOf(c.plan.Mode).schedule(c.plan)
			wake, end := s.start(l)
			if wake != c.plan.StepDuration || end != c.plan.Duration {
				t.Fatalf("start: wake %s end %s, want %s and %s", wake, end, c.plan.StepDuration, c.plan.Duration)
			}
			var users []int
			for k, st := range c.steps {
				if wake < 0 {
					t.Fatalf("the run ended before step %d", k+1)
				}
				users = append(users, int(l.e.users.Load()))
				observe(l, st.requests, st.ok)
				// A tick just before the step ends judges nothing.
				if early := s.wake(l, wake-time.Millisecond); early != wake || l.halted {
					t.Fatalf("step %d woken early: next %s, halted %v; want %s and running", k+1, early, l.halted, wake)
				}
				wake = s.wake(l, wake)
			}
			if wake >= 0 || !l.halted || l.status != StatusCompleted {
				t.Fatalf("after %d steps: next %s, halted %v as %s; want the run completed", len(c.steps), wake, l.halted, l.status)
			}
			var r metrics.Report
			s.finish(&r)
			capa := r.Capacity
			var passed []bool
			for _, st := range capa.Steps {
				passed = append(passed, st.Passed)
			}
			if d := cmp.Diff(c.wantUsers, users); d != "" {
				t.Errorf("users per step (-want +got):\n%s", d)
			}
			if d := cmp.Diff(c.wantPassed, passed); d != "" {
				t.Errorf("passed per step (-want +got):\n%s", d)
			}
			if capa.BrokeAtStep != c.brokeAt || !strings.HasPrefix(capa.BrokeReason, c.reason) || capa.MaxSustainableStep != c.sustainable {
				t.Errorf("capacity %+v: want broke at %d (%q...), sustainable step %d", *capa, c.brokeAt, c.reason, c.sustainable)
			}
		})
	}
}
