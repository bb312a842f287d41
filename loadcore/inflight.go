package loadcore

import (
	"time"

	"github.com/svc-engine/svc-engine/metrics"
)

// This file counts the requests a run's end cuts off. When a run ends
// (its duration, a stop, an abort) the requests still in flight are
// recorded, not dropped: a target that never answers, or sends an
// endless body, must weigh in the error rate and the latency thresholds
// in every mode, as it does in the open loop when its requests time out.
//
// A closed loop that reaches its duration first lets its users finish the
// request they are in, for up to endGrace (never past the request
// timeout), so a healthy target ends a run with no cut-off request; what
// is still in flight after that is cut off. A stop or an abort cuts at
// once. The open loop already waits for its released sends to end.

// endGrace is how long a closed loop's requests in flight at the end of
// its duration may take to finish.
const endGrace = time.Second

// end ends a run whose duration is over. The open loop halts (its end
// comes after every release and its timeout). A closed loop starts no
// request any more and halts when its users have finished the request
// they are in, or endGrace later, whichever is first.
func (l *runLoop) end() {
	e := l.e
	if e.open || l.halted {
		l.halt(StatusCompleted, "")
		return
	}
	l.endC, l.wakeC = nil, nil // no schedule change brings users back
	e.ending.Store(true)
	e.limit.Store(0)
	l.endSpawning() // the goroutine users returning ends the run
	l.graceC = time.After(min(endGrace, e.t.timeout))
}

// cutCodes are the two failures of a request the run's end cut off, made
// once per run so recording one allocates nothing.
type cutCodes struct {
	timeout    errWithCode
	incomplete errWithCode
}

func newCutCodes() cutCodes {
	return cutCodes{
		timeout:    errWithCode{code: metrics.ErrTimeout, msg: "the run ended after the request's timeout passed without an answer"},
		incomplete: errWithCode{code: metrics.ErrIncomplete, msg: "the run ended while the request was in flight"},
	}
}

// cut is the failure of a request started at start that the run's end
// cuts off: TIMEOUT when its own timeout had passed, INCOMPLETE before.
func (e *execution) cut(start time.Time) *errWithCode {
	if time.Since(start) >= e.t.timeout {
		return &e.cuts.timeout
	}
	return &e.cuts.incomplete
}

// failed records a request that ended without an answer: with ec, or,
// when the run is stopping (its end cut the request off, often through
// the very error ec names), with the cut failure.
func (w *worker) failed(ec *errWithCode, intended, start time.Time) {
	// The run's context ends just before its stop is set when the caller
	// cancels it: a dial or handshake it ended was cut off too.
	if w.e.stop.Load() || w.e.ctx.Err() != nil {
		ec = w.e.cut(start)
	}
	w.fail(ec, intended, start)
}
