package loadcore

import (
	"fmt"
	"time"

	"github.com/svc-engine/svc-engine/metrics"
)

// Pacer decides open-loop send times. It reads no clock: given the time
// elapsed since the run started and how many sends were released, it says
// how long to wait before the next one (0: release it now) or that the run
// has released everything.
type Pacer interface {
	Pace(elapsed time.Duration, sent uint64) (wait time.Duration, stop bool)
}

// ConstantPacer releases Rate sends per second for Duration. Send i (from
// 0) is intended at
//
//	t_i = i / Rate seconds after the start,
//
// computed from the start every time (never by adding intervals), so timer
// lateness cannot drift the rate: a late wake-up releases every send whose
// time has come at once. The run has floor(Rate × Duration) sends.
type ConstantPacer struct {
	Rate     int
	Duration time.Duration
}

var _ Pacer = ConstantPacer{}

// Total is the number of sends of the run.
func (p ConstantPacer) Total() uint64 {
	if p.Rate <= 0 || p.Duration <= 0 {
		return 0
	}
	sec := uint64(p.Duration / time.Second)
	frac := uint64(p.Duration % time.Second)
	return sec*uint64(p.Rate) + frac*uint64(p.Rate)/uint64(time.Second)
}

// Intended is t_i, exact to the nanosecond without overflow for any i
// below Total.
func (p ConstantPacer) Intended(i uint64) time.Duration {
	r := uint64(p.Rate)
	return time.Duration(i/r)*time.Second + time.Duration((i%r)*uint64(time.Second)/r)
}

// Pace implements Pacer.
func (p ConstantPacer) Pace(elapsed time.Duration, sent uint64) (time.Duration, bool) {
	if sent >= p.Total() {
		return 0, true
	}
	if next := p.Intended(sent); next > elapsed {
		return next - elapsed, false
	}
	return 0, false
}

// RampConcurrency is the number of virtual users of a ramp_up run at
// elapsed: linear from start to end over ramp, then end,
//
//	c(t) = start + floor((end - start) × t / ramp)   for t < ramp
//
// (toward start when ramping down).
func RampConcurrency(start, end int, ramp, elapsed time.Duration) int {
	if elapsed >= ramp || ramp <= 0 {
		return end
	}
	if elapsed <= 0 {
		return start
	}
	delta := int64(end - start)
	step := delta * int64(elapsed) / int64(ramp) // truncates toward start
	return start + int(step)
}

// NextRampChange is the first elapsed time after elapsed at which
// RampConcurrency changes, or -1 when it never does again. Users k steps
// past start arrive at ceil(k × ramp / |end - start|).
func NextRampChange(start, end int, ramp, elapsed time.Duration) time.Duration {
	if elapsed >= ramp || start == end || ramp <= 0 {
		return -1
	}
	cur := RampConcurrency(start, end, ramp, elapsed)
	k := int64(cur - start)
	delta := int64(end - start)
	if delta < 0 {
		k, delta = -k, -delta
	}
	k++
	at := time.Duration((k*int64(ramp) + delta - 1) / delta)
	if at <= elapsed {
		at = elapsed + 1
	}
	return min(at, ramp)
}

// CapacityConcurrency is the concurrency of capacity step k (from 1):
// start, then stepConcurrency more each step, never past the cap.
func CapacityConcurrency(start, step, limit, k int) int {
	c := int64(start) + int64(k-1)*int64(step)
	return int(min(c, int64(limit)))
}

// MinCapacityGain is the throughput rise a capacity step must show over
// the best step so far to count as still rising: 5%.
const MinCapacityGain = 0.05

// JudgeStep decides a capacity step. goodRPS is the step's rate of
// successful requests; best is the best passed step's (0 before any);
// failed names the first threshold that failed on the step ("" when all
// held). The first step passes when it completed any request and the
// thresholds held; each later one must also rise by MinCapacityGain.
func JudgeStep(best, goodRPS float64, failed string) (bool, string) {
	switch {
	case failed != "":
		return false, "threshold " + failed + " failed"
	case goodRPS <= 0:
		return false, "no request succeeded"
	case best > 0 && goodRPS < best*(1+MinCapacityGain):
		return false, fmt.Sprintf("throughput rose %.1f%% (%.1f to %.1f req/s), under the %.0f%% a step must add", (goodRPS/best-1)*100, best, goodRPS, MinCapacityGain*100)
	}
	return true, ""
}

// stepThresholdFailure evaluates thresholds on a capacity step's report
// and names the first that failed.
func stepThresholdFailure(ts []metrics.Threshold, r *metrics.Report) string {
	for _, t := range ts {
		if res := metrics.EvalThreshold(t, r); !res.Passed {
			return fmt.Sprintf("%s (actual %g)", t, res.Actual)
		}
	}
	return ""
}
