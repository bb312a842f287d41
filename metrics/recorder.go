package metrics

import (
	"runtime"
	"sync/atomic"

	"github.com/svc-engine/svc-engine/sender"
)

// StatusSlots is the number of status code counters: codes 0..999, 0 for
// a request that got no status (a failure with an ErrCode).
const StatusSlots = 1000

// ErrCode is a request failure kind: the index of a code in the sender's
// failure-code list (sender.FailIndex); 0 is none. The recorder counts
// failures in an array indexed by it.
type ErrCode uint8

// The failure kinds, one per row of sender's failure-code list.
const (
	ErrNone             = ErrCode(sender.FailNone)
	ErrInternal         = ErrCode(sender.FailInternal)
	ErrConnectionFailed = ErrCode(sender.FailConnectionFailed)
	ErrProxy            = ErrCode(sender.FailProxy)
	ErrTimeout          = ErrCode(sender.FailTimeout)
	ErrDNS              = ErrCode(sender.FailDNS)
	ErrTLS              = ErrCode(sender.FailTLS)
	ErrBodyTooLarge     = ErrCode(sender.FailBodyTooLarge)
	ErrTooManyRedirects = ErrCode(sender.FailTooManyRedirects)
	ErrConnectionReset  = ErrCode(sender.FailConnectionReset)
	ErrInvalidURL       = ErrCode(sender.FailInvalidURL)
	ErrIncomplete       = ErrCode(sender.FailIncomplete)
	ErrOAuth2           = ErrCode(sender.FailOAuth2)
	ErrAuthSign         = ErrCode(sender.FailAuthSign)
	numErrCodes         = int(sender.NumFailIndexes)
)

// Name is the errorCode string of e ("" for ErrNone).
func (e ErrCode) Name() string { return sender.FailName(sender.FailIndex(e)) }

// ErrCodeOf is the ErrCode of an errorCode name; a name outside the
// failure-code list is ErrInternal.
func ErrCodeOf(name string) ErrCode {
	if i, ok := sender.FailIndexOf(name); ok {
		return ErrCode(i)
	}
	return ErrInternal
}

// Phase indexes of Obs.Phases and Window.Phases.
const (
	PhaseConnect = iota
	PhaseTLS
	PhaseTTFB
	PhaseDownload
	NumPhases
)

// Obs is one finished request as a worker reports it. Durations are in
// microseconds. The worker owns the value and may reuse it after Record.
type Obs struct {
	Latency int64 // from the intended send time (closed loop: the actual send)
	Service int64 // from the actual send
	Lag     int64 // open loop: actual minus intended send; recorded only when Config.Lag
	Late    bool  // open loop: the send started more than the slack after its intended time
	Status  int   // 0 for a failure
	Err     ErrCode
	BytesIn int64
	// Phases are recorded only when Config.Phases; a negative entry is
	// skipped (no connect or TLS phase on a reused connection).
	Phases       [NumPhases]int64
	StreamEvents int64
	StreamCapped bool
}

// Config shapes a Collector.
type Config struct {
	Highest int64 // the highest trackable value in µs (normally the request timeout); larger values are clamped
	Shards  int   // recorder shards; 0: 4 per CPU (GOMAXPROCS)
	Lag     bool  // keep a generator lag histogram (open loop)
	Phases  bool  // keep the timing breakdown histograms
}

// Collector owns the recorder shards of one run. Workers record through
// Recorders; one goroutine (the run's collector) calls Collect.
//
// Why shards and not one histogram per worker: an HDR histogram from 1 µs
// to 30 s at 3 digits is 128 KiB of counts, so per-worker pairs would cost
// gigabytes at 10,000 virtual users. Workers share a few shards instead
// (worker i uses shard i mod n), writing with atomic adds, which any
// number of writers may do at once; a shard is only contended when two
// workers on different CPUs finish at the same instant.
type Collector struct {
	cfg    Config
	shards []shard
}

// NewCollector returns a Collector for cfg.
func NewCollector(cfg Config) *Collector {
	if cfg.Highest < 2 {
		cfg.Highest = 30_000_000
	}
	if cfg.Shards <= 0 {
		cfg.Shards = 4 * runtime.GOMAXPROCS(0)
	}
	c := &Collector{cfg: cfg, shards: make([]shard, cfg.Shards)}
	n := countsLen(cfg.Highest)
	for i := range c.shards {
		for j := range c.shards[i].halves {
			h := &c.shards[i].halves[j]
			h.lat, h.svc = make(counts, n), make(counts, n)
			if cfg.Lag {
				h.lag = make(counts, n)
			}
			if cfg.Phases {
				for p := range h.phases {
					h.phases[p] = make(counts, n)
				}
			}
		}
	}
	return c
}

// Config returns the collector's configuration with defaults applied.
func (c *Collector) Config() Config { return c.cfg }

// Recorder returns the recorder for worker i. Recorders are cheap values
// and safe for concurrent use.
func (c *Collector) Recorder(i int) Recorder {
	return Recorder{s: &c.shards[i%len(c.shards)]}
}

// shard is a hot and a cold half. The atomic protocol (client_golang's
// histogram): countAndHot's top bit selects the hot half, its lower 63 bits
// count the records started. A writer adds 1 (learning the hot half from
// the result), records into that half, then adds 1 to the half's done.
// The collector flips the top bit with one add, which returns how many
// records started before the flip; every one of them went to the now cold
// half or to it before (the other half, already fully drained), so once
// the cold half's done reaches started minus what the other half had
// collected, no writer touches the cold half until the next flip.
type shard struct {
	countAndHot atomic.Uint64
	halves      [2]half
	collected   [2]uint64 // collector only: each half's done at its last drain
	_           [64]byte  // keep neighbouring shards' hot words apart
}

// half is one side of a shard: counters and histogram counts.
type half struct {
	done         atomic.Uint64
	bulk         atomic.Int64 // requests beyond one per record (LocalRecorder.Publish)
	bytesIn      atomic.Int64
	late         atomic.Int64
	streamEvents atomic.Int64
	streamCapped atomic.Int64
	status       [StatusSlots]atomic.Int64
	errs         [numErrCodes]atomic.Int64
	lat, svc     counts
	lag          counts
	phases       [NumPhases]counts
}

// Recorder records finished requests into one shard, or into a
// LocalRecorder (LocalRecorder.Recorder). It never blocks and never
// allocates.
type Recorder struct {
	s *shard
	l *LocalRecorder
}

// Record adds o.
func (r Recorder) Record(o *Obs) {
	if r.l != nil {
		r.l.Record(o)
		return
	}
	n := r.s.countAndHot.Add(1)
	h := &r.s.halves[n>>63]
	h.lat.record(o.Latency)
	h.svc.record(o.Service)
	if h.lag != nil {
		h.lag.record(o.Lag)
	}
	if h.phases[0] != nil {
		for p, v := range o.Phases {
			if v >= 0 {
				h.phases[p].record(v)
			}
		}
	}
	h.status[statusSlot(o.Status)].Add(1)
	if o.Err != ErrNone {
		h.errs[o.Err].Add(1)
	}
	if o.BytesIn != 0 {
		h.bytesIn.Add(o.BytesIn)
	}
	if o.Late {
		h.late.Add(1)
	}
	if o.StreamEvents != 0 {
		h.streamEvents.Add(o.StreamEvents)
	}
	if o.StreamCapped {
		h.streamCapped.Add(1)
	}
	h.done.Add(1) // last: publishes the record to the collector
}

// statusSlot is the status counter of a status: the status itself, or 0
// for one outside 0..StatusSlots-1.
func statusSlot(status int) int {
	if status < 0 || status >= StatusSlots {
		return 0
	}
	return status
}

// Collect moves everything recorded since the last Collect into dst
// (added to what dst holds). Only one goroutine may call it. It never
// stops a worker: it waits at most for records already in progress.
func (c *Collector) Collect(dst *Window) {
	for i := range c.shards {
		s := &c.shards[i]
		n := s.countAndHot.Add(1 << 63)
		started := n & (1<<63 - 1)
		cold := (n >> 63) ^ 1
		want := started - s.collected[cold^1]
		h := &s.halves[cold]
		for h.done.Load() != want {
			runtime.Gosched() // a writer is between its two adds
		}
		dst.drain(h, int64(want-s.collected[cold]))
		s.collected[cold] = want
	}
}
