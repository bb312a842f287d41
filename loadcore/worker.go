package loadcore

import (
	"time"

	"github.com/svc-engine/svc-engine/metrics"
)

// worker is one virtual user (closed loop) or one slot of the open loop's
// pool. Everything a request needs is owned here and reused, so a request
// allocates nothing in steady state.
type worker struct {
	e   *execution
	idx int
	rec metrics.Recorder
	obs metrics.Obs
	c   *h1conn     // HTTP/1.1: owned (closed loop) or borrowed from the pool (open loop)
	h2  *h2state    // HTTP/2 over net/http (fallback)
	h2s *h2stream   // HTTP/2 over the lean client
	hp  *headParser // HTTP/1.1 heads scanHead leaves alone (made on first use)
	// wire is the request bytes of the cycle (target.wire).
	wire []byte

	// connectUs and tlsUs are the connect and TLS handshake times (µs)
	// of the event loop's connection this worker rides, for its next
	// response's timing breakdown; -1 when none is due (the goroutines
	// keep theirs on the h1conn).
	connectUs, tlsUs int64

	// The response being read.
	firstByte time.Time
	events    int64
	capped    bool
	lineLen   int
	lineFirst byte
	hasField  bool
	capture   bool   // keep the body for a sample
	body      []byte // the kept body, at most engine.maxBody (allocated on first use)
	bodyTotal int64

	successes int64
}

func (e *execution) newWorker(i int) *worker {
	return &worker{e: e, idx: i, rec: e.col.Recorder(i), connectUs: -1, tlsUs: -1}
}

// closedWorker runs requests back to back while its index is below the
// concurrency limit and the run goes on.
func (e *execution) closedWorker(i int) {
	defer e.wg.Done()
	e.active.Add(1)
	defer e.active.Add(-1)
	w := e.newWorker(i)
	defer w.close()
	depth := int64(e.plan.Pipeline)
	iters := e.plan.Mode == ModeIterations
	for !e.stop.Load() && int64(i) < e.limit.Load() {
		n := depth
		if iters {
			// Claim n requests of the total; the last claim may get fewer.
			c := e.claimed.Add(n)
			if c-n >= e.plan.Iterations {
				return
			}
			n = min(n, e.plan.Iterations-(c-n))
		}
		if e.t.h2 {
			w.h2Cycle(time.Time{})
		} else {
			w.h1Cycle(e.ctx, time.Time{}, int(n))
		}
	}
}

// openWorker serves released sends until the pacer is done.
func (e *execution) openWorker(i int) {
	defer e.wg.Done()
	w := e.newWorker(i)
	defer w.close()
	for at := range e.slots {
		if !e.stop.Load() {
			w.openCycle(at)
		}
		e.outstanding.Add(-1)
	}
}

// openCycle sends one released request, intended at offset at (ns) from
// the start, on a pooled connection.
func (w *worker) openCycle(at int64) {
	e := w.e
	intended := e.t0.Add(time.Duration(at))
	if e.t.h2 {
		w.h2Cycle(intended)
		return
	}
	w.c = e.pool.get()
	w.h1Cycle(e.ctx, intended, 1)
	if w.c != nil {
		e.pool.put(w.c)
		w.c = nil
	}
}

// pace releases the open loop's sends: every send whose intended time has
// come is released in one wake-up, then one reused timer sleeps until the
// next. A send that finds maxInFlight sends outstanding is dropped and
// counted, never queued.
func (e *execution) pace() {
	defer e.wg.Done()
	defer close(e.slots)
	p := ConstantPacer{Rate: e.plan.TargetRPS, Duration: e.plan.Duration}
	limit := int64(e.plan.MaxInFlight)
	timer := time.NewTimer(time.Hour)
	defer timer.Stop()
	var sent uint64
	for {
		elapsed := time.Since(e.t0)
		var wait time.Duration
		for {
			var done bool
			wait, done = p.Pace(elapsed, sent)
			if done {
				return
			}
			if wait > 0 {
				break
			}
			if e.outstanding.Load() >= limit {
				e.dropped.Add(1)
			} else {
				e.outstanding.Add(1)
				e.slots <- int64(p.Intended(sent))
			}
			sent++
		}
		timer.Reset(wait)
		select {
		case <-timer.C:
		case <-e.ctx.Done():
			return
		}
	}
}

func (w *worker) close() {
	if w.c != nil {
		w.e.closeH1(w.c)
		w.c = nil
	}
}

// beginResponse resets the per-response state.
func (w *worker) beginResponse() {
	w.events, w.capped, w.lineLen, w.hasField = 0, false, 0, false
	w.capture, w.bodyTotal = false, 0
	w.body = w.body[:0]
	w.firstByte = time.Time{}
}

// decideCapture decides, once the status is known, whether the body is
// kept for a sample: failures (while the failure cap lasts), the success
// that completes a sampling period, and a response already slow at its
// head.
func (w *worker) decideCapture(status int, start time.Time) {
	e := w.e
	switch {
	case status >= 400:
		w.capture = e.failSamples.Load() < maxFailureSamples
	case e.samplePeriod > 0 && (w.successes+1)%e.samplePeriod == 0:
		w.capture = true
	case e.slow > 0 && time.Since(start) >= e.slow:
		w.capture = e.slowSamples.Load() < maxSlowSamples
	}
	if w.capture && w.body == nil {
		w.body = make([]byte, 0, e.maxBody)
	}
}

// consume sees body bytes: it keeps them for a sample and counts stream
// events; true means a stream cap was reached.
func (w *worker) consume(p []byte) bool {
	if w.capture {
		if room := cap(w.body) - len(w.body); room > 0 {
			w.body = append(w.body, p[:min(room, len(p))]...)
		}
		w.bodyTotal += int64(len(p))
	}
	if w.e.t.stream {
		return w.scan(p)
	}
	return false
}

// scan counts text/event-stream events: an event is dispatched by an
// empty line after at least one field line (comment lines, starting with
// ':', do not count).
func (w *worker) scan(p []byte) bool {
	for _, b := range p {
		switch b {
		case '\n':
			if w.lineLen == 0 {
				if w.hasField {
					w.hasField = false
					w.events++
					if w.events >= w.e.t.maxEvts {
						return true
					}
				}
			} else if w.lineFirst != ':' {
				w.hasField = true
			}
			w.lineLen = 0
		case '\r':
		default:
			if w.lineLen == 0 {
				w.lineFirst = b
			}
			w.lineLen++
		}
	}
	return false
}

// done records a response.
func (w *worker) done(status int, intended, start, end time.Time) {
	o := &w.obs
	o.Status, o.Err = status, metrics.ErrNone
	if w.e.phases {
		o.Phases = [metrics.NumPhases]int64{-1, -1, -1, -1}
		if c := w.c; c != nil {
			o.Phases[metrics.PhaseConnect], o.Phases[metrics.PhaseTLS] = c.connectUs, c.tlsUs
			c.connectUs, c.tlsUs = -1, -1
		} else {
			o.Phases[metrics.PhaseConnect], o.Phases[metrics.PhaseTLS] = w.connectUs, w.tlsUs
			w.connectUs, w.tlsUs = -1, -1
		}
		if !w.firstByte.IsZero() {
			o.Phases[metrics.PhaseTTFB] = micros(w.firstByte.Sub(start))
			o.Phases[metrics.PhaseDownload] = micros(end.Sub(w.firstByte))
		}
	}
	o.StreamEvents, o.StreamCapped = w.events, w.capped
	w.finish(intended, start, end, "")
}

// fail records a request that got no response.
func (w *worker) fail(ec *errWithCode, intended, start time.Time) {
	o := &w.obs
	o.Status, o.Err, o.BytesIn = 0, ec.code, 0
	o.StreamEvents, o.StreamCapped = 0, false
	o.Phases = [metrics.NumPhases]int64{-1, -1, -1, -1}
	w.capture = false
	msg := ec.msg
	if msg == "" {
		msg = ec.code.Name()
	}
	w.finish(intended, start, time.Now(), msg)
}

func (w *worker) finish(intended, start, end time.Time, msg string) {
	e, o := w.e, &w.obs
	o.Service = micros(end.Sub(start))
	if intended.Equal(start) { // the closed loop's: the same clock read
		o.Latency, o.Lag, o.Late = o.Service, 0, false
	} else {
		o.Latency = micros(end.Sub(intended))
		lag := start.Sub(intended)
		o.Lag, o.Late = micros(lag), lag > lateSlack
	}
	w.rec.Record(o)

	// Samples: the rare path; it may allocate.
	switch {
	case o.Status == 0 || o.Status >= 400:
		if e.failSamples.Add(1) <= maxFailureSamples {
			w.sample("failure", start, msg)
		}
	case e.slow > 0 && end.Sub(start) >= e.slow:
		w.successes++
		if e.slowSamples.Add(1) <= maxSlowSamples {
			w.sample("slow", start, msg)
		}
	default:
		w.successes++
		if e.samplePeriod > 0 && w.successes%e.samplePeriod == 0 {
			w.sample("success", start, msg)
		}
	}
}

// sample hands a kept outcome to the run goroutine, or drops it when the
// queue is full (the worker never waits).
func (w *worker) sample(kind string, start time.Time, msg string) {
	e, o := w.e, &w.obs
	s := metrics.Sample{
		T:             e.wall0.Add(start.Sub(e.t0)).UnixMilli(),
		Kind:          kind,
		StatusCode:    o.Status,
		ErrorCode:     o.Err.Name(),
		Message:       msg,
		LatencyMs:     float64(o.Latency) / 1000,
		ServiceTimeMs: float64(o.Service) / 1000,
		BytesIn:       o.BytesIn,
	}
	if w.capture {
		s.Body = string(w.body)
		s.BodyTruncated = w.bodyTotal > int64(len(w.body))
	}
	select {
	case e.samples <- s:
	default:
	}
}
