package runs

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/logs"
	"github.com/svc-engine/svc-engine/metrics"
	"github.com/svc-engine/svc-engine/store"
	"github.com/svc-engine/svc-engine/workspace"
)

// DefaultLiveRetention is how long a finished run's live stream stays
// readable when Options.LiveRetention is nil (the liveRetentionMs default).
const DefaultLiveRetention = 60 * time.Second

// Reasons recorded as a run's error when it is stopped from outside.
const (
	ReasonStopped       = "the run was stopped"
	ReasonEngineStopped = "the engine stopped"
	// ReasonInterrupted is the error of a run an earlier engine left
	// Pending or Running (it crashed or was killed).
	ReasonInterrupted = "the engine stopped before the run ended"
)

// ErrClosed is returned by Start once StopAll has begun.
var ErrClosed = errors.New("the engine is stopping; no run can start")

var (
	errStopped       = errors.New(ReasonStopped)
	errEngineStopped = errors.New(ReasonEngineStopped)
)

// Options wire a Manager. Store and Log are required.
type Options struct {
	Store *store.Store
	Log   *logs.Logger
	// Now is the clock; nil means time.Now.
	Now func() time.Time
	// LiveRetention returns liveRetentionMs as a duration, read when a run
	// ends; nil means DefaultLiveRetention.
	LiveRetention func() time.Duration
}

// Manager starts, tracks and stops runs. It is safe for concurrent use.
type Manager struct {
	st        *store.Store
	log       *logs.Logger
	now       func() time.Time
	retention func() time.Duration
	base      context.Context

	mu      sync.Mutex
	live    map[string]*entry // running runs and finished ones within retention
	closing bool
	wg      sync.WaitGroup // one per run goroutine
}

// entry is a run the Manager holds in memory.
type entry struct {
	id     string
	ring   *metrics.Ring
	cancel context.CancelCauseFunc
	done   chan struct{} // closed once the final status is stored
	drop   *time.Timer   // retention; set under Manager.mu after done
}

// NewManager returns a Manager over o.Store.
func NewManager(o Options) *Manager {
	m := &Manager{st: o.Store, log: o.Log, now: o.Now, retention: o.LiveRetention, base: context.Background(), live: map[string]*entry{}}
	if m.now == nil {
		m.now = time.Now
	}
	if m.retention == nil {
		m.retention = func() time.Duration { return DefaultLiveRetention }
	}
	return m
}

// RecoverInterrupted marks runs an earlier engine left Pending or Running
// as Stopped (error ReasonInterrupted) and returns how many. The engine
// calls it once at start, before any run begins.
func (m *Manager) RecoverInterrupted(ctx context.Context) (int, error) {
	var n int
	err := m.st.Update(ctx, func(tx *store.Tx) error {
		var err error
		n, err = tx.InterruptRuns(ReasonInterrupted, m.now().UnixMilli())
		return err
	})
	if err == nil && n > 0 {
		m.log.Warn(fmt.Sprintf("%d runs left unfinished by an earlier engine were recorded as Stopped", n), logs.Cat("run"))
	}
	return n, err
}

// TargetKey is the key a run's baseline is kept by: its stored request,
// else its collection, else its name.
func TargetKey(s Spec) string {
	switch {
	case s.RequestID != "":
		return "request:" + s.RequestID
	case s.CollectionID != "":
		return "collection:" + s.CollectionID
	}
	return "name:" + s.Name
}

func optional(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

// Start records a new run (Pending), then runs fn on its own goroutine:
// the run is Running when fn starts, and when fn returns, its queued
// history is flushed, its Result stored, and a terminal complete event
// {runId, status, error} closes its live stream. Start returns the run id
// (run_<uuid>) once the Pending row is stored.
func (m *Manager) Start(spec Spec, fn Func) (string, error) {
	id := workspace.NewID("run")
	ctx, cancel := context.WithCancelCause(m.base)
	e := &entry{id: id, ring: metrics.NewRing(), cancel: cancel, done: make(chan struct{})}
	m.mu.Lock()
	if m.closing {
		m.mu.Unlock()
		cancel(nil)
		return "", ErrClosed
	}
	m.live[id] = e
	m.wg.Add(1)
	m.mu.Unlock()

	row := store.Run{
		ID: id, Kind: spec.Kind, Name: spec.Name, Mode: spec.Mode, Status: StatusPending, Comment: optional(spec.Comment),
		RequestID: optional(spec.RequestID), CollectionID: optional(spec.CollectionID), EnvironmentID: optional(spec.EnvironmentID),
		TargetKey: TargetKey(spec), ConfigSnapshot: spec.ConfigSnapshot, Scenario: spec.Scenario, CreatedAt: m.now().UnixMilli(),
	}
	if err := m.st.Update(m.base, func(tx *store.Tx) error { return tx.InsertRun(row) }); err != nil {
		m.mu.Lock()
		delete(m.live, id)
		m.mu.Unlock()
		cancel(nil)
		m.wg.Done()
		return "", err
	}
	go m.run(ctx, e, spec, fn)
	return id, nil
}

func (m *Manager) run(ctx context.Context, e *entry, spec Spec, fn Func) {
	defer m.wg.Done()
	log := m.log.With(logs.Cat("run"), logs.RunID(e.id))
	if err := m.st.Update(m.base, func(tx *store.Tx) error { return tx.StartRun(e.id, m.now().UnixMilli()) }); err != nil {
		log.Error("The run could not be recorded as Running", logs.Err(err))
	}
	log.Info(fmt.Sprintf("The %s run %q started", spec.Kind, spec.Name))
	w := newWriter(m.base, m.st, m.log, e.id)
	res := call(ctx, fn, &Live{id: e.id, ring: e.ring, w: w, now: m.now})
	// The history is complete before the final status is written; rows
	// the database could not take are counted in the report.
	if dropped := w.close(); dropped > 0 {
		res.Report = withDropped(res.Report, dropped)
		log.Warn(fmt.Sprintf("%d rows of the run's history could not be stored and were dropped", dropped))
	}
	e.cancel(nil)

	switch res.Status {
	case StatusCompleted, StatusStopped, StatusFailed:
	default:
		res.Status = StatusCompleted
		if ctx.Err() != nil {
			res.Status = StatusStopped
		}
	}
	if res.Status == StatusStopped {
		// A stop from outside names who stopped the run; the runner's
		// own reason stands otherwise (a stream cap, its own deadline).
		switch cause := context.Cause(ctx); {
		case errors.Is(cause, errStopped), errors.Is(cause, errEngineStopped):
			res.Error = cause.Error()
		case res.Error == "":
			res.Error = ReasonStopped
		}
	}
	var errMsg *string
	if res.Status != StatusCompleted {
		errMsg = optional(res.Error)
	}
	if err := m.st.Update(m.base, func(tx *store.Tx) error {
		return tx.FinishRun(e.id, res.Status, errMsg, reportOrNil(res.Report), summarize(res.Report), m.now().UnixMilli())
	}); err != nil {
		log.Error("The end of the run could not be recorded", logs.Err(err))
	}
	done, _ := codec.Marshal(completeEvent{RunID: e.id, Status: res.Status, Error: errMsg})
	e.ring.Append(EventComplete, done)
	e.ring.Close()
	msg := fmt.Sprintf("The run ended %s", res.Status)
	if errMsg != nil {
		msg += ": " + *errMsg
	}
	if res.Status == StatusFailed {
		log.Warn(msg)
	} else {
		log.Info(msg)
	}

	m.mu.Lock()
	close(e.done)
	if !m.closing {
		e.drop = time.AfterFunc(max(m.retention(), 0), func() { m.forget(e) })
	}
	m.mu.Unlock()
}

// call runs fn, turning a panic into a Failed result.
func call(ctx context.Context, fn Func, l *Live) (res Result) {
	defer func() {
		if p := recover(); p != nil {
			res = Result{Status: StatusFailed, Error: fmt.Sprintf("the run failed unexpectedly: %v", p)}
		}
	}()
	return fn(ctx, l)
}

// completeEvent is the data of the terminal complete event.
type completeEvent struct {
	RunID  string  `json:"runId"`
	Status string  `json:"status"`
	Error  *string `json:"error"`
}

func reportOrNil(r codec.RawMessage) codec.RawMessage {
	if len(r) == 0 || string(r) == "null" {
		return nil
	}
	return r
}

// summarize reads the compact-row figures from a report: requests,
// errorRate, rps and latency.p95 (absent members stay NULL).
func summarize(report codec.RawMessage) store.RunSummary {
	var s struct {
		Requests  *int64   `json:"requests"`
		ErrorRate *float64 `json:"errorRate"`
		RPS       *float64 `json:"rps"`
		Latency   *struct {
			P95 *float64 `json:"p95"`
		} `json:"latency"`
	}
	if reportOrNil(report) == nil || codec.Unmarshal(report, &s) != nil {
		return store.RunSummary{}
	}
	out := store.RunSummary{Requests: s.Requests, ErrorRate: s.ErrorRate, RPS: s.RPS}
	if s.Latency != nil {
		out.P95 = s.Latency.P95
	}
	return out
}

func (m *Manager) forget(e *entry) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.live[e.id] == e {
		delete(m.live, e.id)
	}
}

func (m *Manager) entry(id string) (*entry, bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	e, ok := m.live[id]
	return e, ok
}

// Ring returns the live event ring of a run that is running or ended
// less than liveRetentionMs ago.
func (m *Manager) Ring(id string) (*metrics.Ring, bool) {
	e, ok := m.entry(id)
	if !ok {
		return nil, false
	}
	return e.ring, true
}

// Running reports whether the run is in progress in this engine.
func (m *Manager) Running(id string) bool {
	e, ok := m.entry(id)
	if !ok {
		return false
	}
	select {
	case <-e.done:
		return false
	default:
		return true
	}
}

// Stop cancels a running run; it returns at once (Wait waits for the
// end). An unknown id wraps workspace.ErrNotFound; a run that has already
// ended is a *workspace.ConflictError.
func (m *Manager) Stop(id string) error {
	e, ok := m.entry(id)
	if !ok || !m.Running(id) {
		r, err := m.Get(m.base, id)
		if err != nil {
			return err
		}
		if r.Status == StatusPending || r.Status == StatusRunning {
			// Running in the store but not here: only during Start, an instant.
			return &workspace.ConflictError{Message: fmt.Sprintf("run %s is starting; stop it again in a moment", id)}
		}
		return &workspace.ConflictError{Message: fmt.Sprintf("run %s has already ended (%s)", id, r.Status)}
	}
	e.cancel(errStopped)
	return nil
}

// Wait blocks until the run has ended and its final status is stored,
// or ctx ends, and returns the stored record. A run this engine does not
// hold in memory is returned as stored.
func (m *Manager) Wait(ctx context.Context, id string) (store.Run, error) {
	if e, ok := m.entry(id); ok {
		select {
		case <-e.done:
		case <-ctx.Done():
		}
	}
	return m.Get(m.base, id)
}

// Get reads a run's stored record.
func (m *Manager) Get(ctx context.Context, id string) (store.Run, error) {
	var r store.Run
	err := m.st.View(ctx, func(tx *store.Tx) error {
		var err error
		r, err = tx.Run(id)
		return err
	})
	return r, err
}

// StopAll refuses new runs, stops every running run (error
// ReasonEngineStopped) and waits until each has recorded its end, or ctx
// ends. The engine calls it on shutdown, before closing the store.
func (m *Manager) StopAll(ctx context.Context) error {
	m.mu.Lock()
	m.closing = true
	for _, e := range m.live {
		e.cancel(errEngineStopped)
		if e.drop != nil {
			e.drop.Stop()
		}
	}
	m.mu.Unlock()
	done := make(chan struct{})
	go func() {
		m.wg.Wait()
		close(done)
	}()
	select {
	case <-done:
		return nil
	case <-ctx.Done():
		return fmt.Errorf("stop runs: %w", ctx.Err())
	}
}
