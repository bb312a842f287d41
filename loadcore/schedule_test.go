package loadcore

import (
	"strings"
	"testing"
	"testing/synctest"
	"time"
)

func TestConstantPacer(t *testing.T) {
	t.Parallel()
	p := ConstantPacer{Rate: 1000, Duration: 2 * time.Second}
	for _, c := range []struct {
		elapsed time.Duration
		sent    uint64
		wait    time.Duration
		stop    bool
	}{
		{0, 0, 0, false},                // the first send is at the start
		{0, 1, time.Millisecond, false}, // the next one 1 ms later
		{500 * time.Microsecond, 1, 500 * time.Microsecond, false}, // from the start, not from the last send
		{10 * time.Millisecond, 3, 0, false},                       // behind: send now
		{2 * time.Second, 1999, 0, false},
		{2 * time.Second, 2000, 0, true}, // 2,000 sends in all
		{time.Hour, 5000, 0, true},
	} {
		wait, stop := p.Pace(c.elapsed, c.sent)
		if wait != c.wait || stop != c.stop {
			t.Errorf("Pace(%s, %d) = %s, %v; want %s, %v", c.elapsed, c.sent, wait, stop, c.wait, c.stop)
		}
	}
	for _, c := range []struct {
		p     ConstantPacer
		total uint64
	}{
		{ConstantPacer{Rate: 3, Duration: 1500 * time.Millisecond}, 4},
		{ConstantPacer{Rate: 1_000_000, Duration: 24 * time.Hour}, 86_400_000_000},
		{ConstantPacer{Rate: 7}, 0},
	} {
		if got := c.p.Total(); got != c.total {
			t.Errorf("%+v.Total() = %d, want %d", c.p, got, c.total)
		}
	}
	// No overflow at the far end of the largest plan.
	big := ConstantPacer{Rate: 1_000_000, Duration: 24 * time.Hour}
	if got := big.Intended(86_399_999_999); got != 24*time.Hour-time.Microsecond {
		t.Errorf("Intended(last) = %s", got)
	}
	if got := (ConstantPacer{Rate: 3}).Intended(4); got != time.Second+333333333 {
		t.Errorf("Intended(4) at 3/s = %s", got)
	}
}

// TestPacerReleasesEveryDueSendInOneWakeup drives the pacer loop as the
// engine does, in a bubble where a wake-up is always 1.08 ms late: the
// rate must hold exactly, with no sleep per send.
func TestPacerReleasesEveryDueSendInOneWakeup(t *testing.T) {
	t.Parallel()
	synctest.Test(t, func(t *testing.T) {
		p := ConstantPacer{Rate: 50_000, Duration: 2 * time.Second}
		start := time.Now()
		var sent uint64
		wakeups := 0
		maxBatch := uint64(0)
		for {
			elapsed := time.Since(start)
			batch := uint64(0)
			var wait time.Duration
			var stop bool
			for {
				if wait, stop = p.Pace(elapsed, sent); stop || wait > 0 {
					break
				}
				sent++
				batch++
			}
			maxBatch = max(maxBatch, batch)
			if stop {
				break
			}
			wakeups++
			time.Sleep(max(wait, 1080*time.Microsecond)) // the machine's shortest sleep
		}
		if sent != 100_000 {
			t.Fatalf("sent %d, want 100000", sent)
		}
		if took := time.Since(start); took > 2*time.Second+2*time.Millisecond {
			t.Fatalf("took %s for a 2s plan", took)
		}
		if wakeups > 2000 || maxBatch < 50 {
			t.Fatalf("%d wake-ups, batches up to %d: every due send must go in one wake-up", wakeups, maxBatch)
		}
	})
}

func TestRampConcurrency(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		start, end int
		ramp, at   time.Duration
		want       int
		next       time.Duration
	}{
		{1, 5, 2 * time.Second, 0, 1, 500 * time.Millisecond},
		{1, 5, 2 * time.Second, 499 * time.Millisecond, 1, 500 * time.Millisecond},
		{1, 5, 2 * time.Second, 500 * time.Millisecond, 2, time.Second},
		{1, 5, 2 * time.Second, 1999 * time.Millisecond, 4, 2 * time.Second},
		{1, 5, 2 * time.Second, 2 * time.Second, 5, -1},
		{1, 5, 2 * time.Second, time.Hour, 5, -1},
		{0, 3, 3 * time.Second, 0, 0, time.Second},
		{10, 2, 4 * time.Second, 0, 10, 500 * time.Millisecond}, // ramping down
		{10, 2, 4 * time.Second, 3 * time.Second, 4, 3500 * time.Millisecond},
		{5, 5, time.Second, 0, 5, -1},
		{0, 10000, time.Second, 0, 0, 100 * time.Microsecond},
	} {
		if got := RampConcurrency(c.start, c.end, c.ramp, c.at); got != c.want {
			t.Errorf("RampConcurrency(%d, %d, %s, %s) = %d, want %d", c.start, c.end, c.ramp, c.at, got, c.want)
		}
		if got := NextRampChange(c.start, c.end, c.ramp, c.at); got != c.next {
			t.Errorf("NextRampChange(%d, %d, %s, %s) = %s, want %s", c.start, c.end, c.ramp, c.at, got, c.next)
		}
	}
}

// TestOneMinuteRampRunsExactly follows NextRampChange through a
// one-minute ramp in a bubble: every user arrives exactly on time.
func TestOneMinuteRampRunsExactly(t *testing.T) {
	t.Parallel()
	synctest.Test(t, func(t *testing.T) {
		start := time.Now()
		users := RampConcurrency(0, 120, time.Minute, 0)
		arrivals := []time.Duration{}
		for {
			next := NextRampChange(0, 120, time.Minute, time.Since(start))
			if next < 0 {
				break
			}
			time.Sleep(time.Until(start.Add(next)))
			n := RampConcurrency(0, 120, time.Minute, time.Since(start))
			for ; users < n; users++ {
				arrivals = append(arrivals, time.Since(start))
			}
		}
		if users != 120 || len(arrivals) != 120 {
			t.Fatalf("%d users", users)
		}
		for k, at := range arrivals {
			if want := time.Duration(k+1) * 500 * time.Millisecond; at != want {
				t.Fatalf("user %d arrived at %s, want %s", k+1, at, want)
			}
		}
	})
}

func TestCapacitySteps(t *testing.T) {
	t.Parallel()
	for k, want := range []int{10, 30, 50, 60, 60} {
		if got := CapacityConcurrency(10, 20, 60, k+1); got != want {
			t.Errorf("step %d: %d users, want %d", k+1, got, want)
		}
	}
	for _, c := range []struct {
		best, good float64
		failed     string
		pass       bool
		reason     string
	}{
		{0, 100, "", true, ""},
		{0, 0, "", false, "no request succeeded"},
		{100, 105, "", true, ""},
		{100, 104.9, "", false, "throughput rose 4.9%"},
		{100, 90, "", false, "throughput rose -10.0%"},
		{100, 200, "p95<250 (actual 300)", false, "threshold p95<250 (actual 300) failed"},
	} {
		pass, reason := JudgeStep(c.best, c.good, c.failed)
		if pass != c.pass || !strings.HasPrefix(reason, c.reason) {
			t.Errorf("JudgeStep(%v, %v, %q) = %v, %q; want %v, %q...", c.best, c.good, c.failed, pass, reason, c.pass, c.reason)
		}
	}
}
