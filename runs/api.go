package runs

// This file is the contract between runs and the runners (loadcore glue in
// mgmt, scenario). Keep the names; add fields freely.

import (
	"context"
	"sync/atomic"
	"time"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/metrics"
)

// Run kinds.
const (
	KindLoad     = "load"
	KindScenario = "scenario"
)

// Run statuses.
const (
	StatusPending   = "Pending"
	StatusRunning   = "Running"
	StatusCompleted = "Completed"
	StatusStopped   = "Stopped"
	StatusFailed    = "Failed"
)

// Spec describes a run as it is created; it is stored with the run record.
type Spec struct {
	Kind           string // KindLoad or KindScenario
	Name           string // a display name: the request's or collection's name
	Mode           string // the load mode, or "scenario" for a plain collection run
	RequestID      string // the stored request run, if any
	CollectionID   string // the collection run, if any
	EnvironmentID  string // the environment used, if any
	Comment        string
	ConfigSnapshot codec.RawMessage // the plan as given, with resolved defaults
	Scenario       codec.RawMessage // a collection run's scenario block (nil for load runs)
}

// Result is how a runner's work ended.
type Result struct {
	Status string           // StatusCompleted, StatusStopped or StatusFailed
	Error  string           // the reason for Stopped or Failed
	Report codec.RawMessage // the final report (a JSON object), stored and served by /runs/:id/report
}

// Func is a runner's work. It runs on its own goroutine, publishes through
// l while it works, and must return soon after ctx is cancelled (a stop or
// an engine shutdown).
type Func func(ctx context.Context, l *Live) Result

// Live is a running run's publishing handle (its methods are in live.go).
type Live struct {
	id   string
	ring *metrics.Ring
	w    *writer
	now  func() time.Time
	// seq numbers the rows of each history table (ticks, samples,
	// monitor points, events) from 1.
	tickSeq, sampleSeq, monitorSeq, eventSeq atomic.Int64
}

// ID is the run's id.
func (l *Live) ID() string { return l.id }
