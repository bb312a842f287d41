package metrics

import "sync/atomic"

// LocalRecorder records finished requests into plain counters and
// histogram counts that one goroutine alone writes, and publishes them
// into its Collector's shard when that goroutine calls Publish. An event
// loop that serves thousands of requests between two ticks pays plain
// increments per request instead of the atomic adds of Recorder (about
// seven per response), and the atomic adds of one Publish per interval
// for every bucket that changed.
//
// A LocalRecorder is not safe for concurrent use: only its owner records
// and publishes. What it has not published yet is not in any Collect, so
// its owner publishes at least once per tick and before it ends.
type LocalRecorder struct {
	s        *shard
	requests int64

	lat, svc, lag localCounts
	phases        [NumPhases]localCounts

	status      [StatusSlots]int64
	statusDirty []int16 // status slots that went from 0 since the last Publish
	errs        [numErrCodes]int64
	bytesIn     int64
	late        int64
	events      int64
	capped      int64
}

// localCounts is a histogram's counts in hdrhistogram's layout, written
// by one goroutine, with the indices that went from zero since the last
// publish (so a publish touches only the buckets that changed).
type localCounts struct {
	c     []int64
	dirty []int32
}

func newLocalCounts(n int) localCounts {
	return localCounts{c: make([]int64, n), dirty: make([]int32, 0, n)}
}

// record adds one observation of v microseconds, clamped to 0..highest.
func (l *localCounts) record(v int64) {
	i := countsIndex(max(v, 0))
	if i >= len(l.c) {
		i = len(l.c) - 1
	}
	if l.c[i] == 0 {
		l.dirty = append(l.dirty, int32(i)) // never past its capacity: one entry per bucket
	}
	l.c[i]++
}

// publish adds the changed buckets to dst and clears them.
func (l *localCounts) publish(dst counts) {
	for _, i := range l.dirty {
		dst[i].Add(l.c[i])
		l.c[i] = 0
	}
	l.dirty = l.dirty[:0]
}

// LocalRecorder returns a single-writer recorder that publishes into the
// shard worker i's Recorder writes to.
func (c *Collector) LocalRecorder(i int) *LocalRecorder {
	n := countsLen(c.cfg.Highest)
	r := &LocalRecorder{s: &c.shards[i%len(c.shards)], lat: newLocalCounts(n), svc: newLocalCounts(n),
		statusDirty: make([]int16, 0, StatusSlots)}
	if c.cfg.Lag {
		r.lag = newLocalCounts(n)
	}
	if c.cfg.Phases {
		for p := range r.phases {
			r.phases[p] = newLocalCounts(n)
		}
	}
	return r
}

// Recorder returns a Recorder that records into r: the same single
// writer must use it.
func (r *LocalRecorder) Recorder() Recorder { return Recorder{l: r} }

// Pending is how many requests were recorded since the last Publish.
func (r *LocalRecorder) Pending() int64 { return r.requests }

// Record adds o, as Recorder.Record does, with plain adds.
func (r *LocalRecorder) Record(o *Obs) {
	r.requests++
	r.lat.record(o.Latency)
	r.svc.record(o.Service)
	if r.lag.c != nil {
		r.lag.record(o.Lag)
	}
	if r.phases[0].c != nil {
		for p, v := range o.Phases {
			if v >= 0 {
				r.phases[p].record(v)
			}
		}
	}
	st := statusSlot(o.Status)
	if r.status[st] == 0 {
		r.statusDirty = append(r.statusDirty, int16(st))
	}
	r.status[st]++
	r.errs[o.Err]++
	r.bytesIn += o.BytesIn
	if o.Late {
		r.late++
	}
	r.events += o.StreamEvents
	if o.StreamCapped {
		r.capped++
	}
}

// Publish moves what r recorded since the last Publish into its shard,
// where the next Collect finds it: as one record of the shard's
// protocol (see shard) that carries every request since the last one.
func (r *LocalRecorder) Publish() {
	if r.requests == 0 {
		return
	}
	s := r.s
	n := s.countAndHot.Add(1)
	h := &s.halves[n>>63]
	r.lat.publish(h.lat)
	r.svc.publish(h.svc)
	if r.lag.c != nil {
		r.lag.publish(h.lag)
	}
	if r.phases[0].c != nil {
		for p := range r.phases {
			r.phases[p].publish(h.phases[p])
		}
	}
	for _, st := range r.statusDirty {
		h.status[st].Add(r.status[st])
		r.status[st] = 0
	}
	r.statusDirty = r.statusDirty[:0]
	for i, v := range r.errs {
		if v != 0 && i != int(ErrNone) {
			h.errs[i].Add(v)
		}
		r.errs[i] = 0
	}
	addNonZero(&h.bytesIn, &r.bytesIn)
	addNonZero(&h.late, &r.late)
	addNonZero(&h.streamEvents, &r.events)
	addNonZero(&h.streamCapped, &r.capped)
	h.bulk.Add(r.requests - 1) // this publish counts as one record
	r.requests = 0
	h.done.Add(1) // last: publishes the record to the collector
}

// addNonZero moves *v into dst when it is not zero.
func addNonZero(dst *atomic.Int64, v *int64) {
	if *v != 0 {
		dst.Add(*v)
		*v = 0
	}
}
