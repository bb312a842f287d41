package metrics

import (
	"strconv"

	hdrhistogram "github.com/HdrHistogram/hdrhistogram-go"
)

// Window is what was recorded over some span (a tick, a capacity step, a
// whole run): HDR histograms in microseconds and counters. It belongs to
// one goroutine.
type Window struct {
	Latency *hdrhistogram.Histogram            // from the intended send time
	Service *hdrhistogram.Histogram            // from the actual send
	Lag     *hdrhistogram.Histogram            // nil unless Config.Lag
	Phases  [NumPhases]*hdrhistogram.Histogram // nil entries unless Config.Phases

	Requests     int64
	BytesIn      int64
	Late         int64
	StreamEvents int64
	StreamCapped int64 // responses that reached a stream cap
	Status       [StatusSlots]int64
	Errs         [numErrCodes]int64
}

// NewWindow returns an empty Window shaped like c's recorders.
func (c *Collector) NewWindow() *Window {
	w := &Window{Latency: NewHistogram(c.cfg.Highest), Service: NewHistogram(c.cfg.Highest)}
	if c.cfg.Lag {
		w.Lag = NewHistogram(c.cfg.Highest)
	}
	if c.cfg.Phases {
		for p := range w.Phases {
			w.Phases[p] = NewHistogram(c.cfg.Highest)
		}
	}
	return w
}

// drain moves a cold half (which no writer touches) into w and clears it.
func (w *Window) drain(h *half, requests int64) {
	w.Requests += requests + h.bulk.Swap(0)
	h.lat.drainTo(w.Latency)
	h.svc.drainTo(w.Service)
	if h.lag != nil {
		h.lag.drainTo(w.Lag)
	}
	for p := range h.phases {
		if h.phases[p] != nil {
			h.phases[p].drainTo(w.Phases[p])
		}
	}
	for i := range h.status {
		if n := h.status[i].Load(); n != 0 {
			w.Status[i] += n
			h.status[i].Store(0)
		}
	}
	for i := range h.errs {
		if n := h.errs[i].Load(); n != 0 {
			w.Errs[i] += n
			h.errs[i].Store(0)
		}
	}
	w.BytesIn += h.bytesIn.Swap(0)
	w.Late += h.late.Swap(0)
	w.StreamEvents += h.streamEvents.Swap(0)
	w.StreamCapped += h.streamCapped.Swap(0)
}

// Merge adds o into w (lossless: histograms merge bucket by bucket).
func (w *Window) Merge(o *Window) {
	w.Latency.Merge(o.Latency)
	w.Service.Merge(o.Service)
	if w.Lag != nil && o.Lag != nil {
		w.Lag.Merge(o.Lag)
	}
	for p := range w.Phases {
		if w.Phases[p] != nil && o.Phases[p] != nil {
			w.Phases[p].Merge(o.Phases[p])
		}
	}
	w.Requests += o.Requests
	w.BytesIn += o.BytesIn
	w.Late += o.Late
	w.StreamEvents += o.StreamEvents
	w.StreamCapped += o.StreamCapped
	for i, n := range &o.Status {
		w.Status[i] += n
	}
	for i, n := range o.Errs {
		w.Errs[i] += n
	}
}

// Reset empties w, keeping its histograms.
func (w *Window) Reset() {
	w.Latency.Reset()
	w.Service.Reset()
	if w.Lag != nil {
		w.Lag.Reset()
	}
	for _, h := range w.Phases {
		if h != nil {
			h.Reset()
		}
	}
	w.Requests, w.BytesIn, w.Late, w.StreamEvents, w.StreamCapped = 0, 0, 0, 0, 0
	w.Status = [StatusSlots]int64{}
	w.Errs = [numErrCodes]int64{}
}

// Errors counts the failed requests: no status (statusCode 0) or a status
// of 400 and above.
func (w *Window) Errors() int64 {
	n := w.Status[0]
	for _, c := range w.Status[400:] {
		n += c
	}
	return n
}

// ErrorRate is Errors over Requests, 0 with no requests.
func (w *Window) ErrorRate() float64 {
	if w.Requests == 0 {
		return 0
	}
	return float64(w.Errors()) / float64(w.Requests)
}

// StatusMap returns the non-zero status counters by code ("0" for
// failures).
func (w *Window) StatusMap() map[string]int64 {
	m := map[string]int64{}
	for i, n := range &w.Status {
		if n != 0 {
			m[strconv.Itoa(i)] = n
		}
	}
	return m
}

// ErrorCodeMap returns the non-zero failure counters by errorCode.
func (w *Window) ErrorCodeMap() map[string]int64 {
	m := map[string]int64{}
	for i, n := range w.Errs {
		if n != 0 {
			m[ErrCode(i).Name()] = n
		}
	}
	return m
}

// PhasesSummary summarizes the timing breakdown, nil without one.
func (w *Window) PhasesSummary() *Phases {
	if w.Phases[0] == nil {
		return nil
	}
	return &Phases{
		Connect:  Summarize(w.Phases[PhaseConnect]),
		TLS:      Summarize(w.Phases[PhaseTLS]),
		TTFB:     Summarize(w.Phases[PhaseTTFB]),
		Download: Summarize(w.Phases[PhaseDownload]),
	}
}
