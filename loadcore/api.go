package loadcore

// This file is the contract between loadcore and its callers (runs, mgmt,
// scenario). Keep the names; add fields freely.

import (
	"context"
	"time"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/metrics"
	"github.com/svc-engine/svc-engine/sender"
)

// Modes of a load plan: the only spelling of these names in the engine
// (scenario runs under three of them). Each is one type in mode.go,
// registered in modes; IsMode tells a load mode from any other name.
const (
	ModeConstantRPS         = "constant_rps"
	ModeConstantConcurrency = "constant_concurrency"
	ModeRampUp              = "ramp_up"
	ModeIterations          = "iterations"
	ModeCapacity            = "capacity"
)

// Plan is a validated load plan: how hard, how long, and what to keep.
// It does not name the target; the caller composes that.
type Plan struct {
	Mode             string
	TargetRPS        int           // constant_rps
	Duration         time.Duration // constant_rps, constant_concurrency, ramp_up (total); capacity: the deadline (default 5m)
	MaxInFlight      int           // constant_rps: cap on outstanding requests
	Concurrency      int           // closed loop virtual users; ramp_up: the end value; capacity: the cap
	StartConcurrency int           // ramp_up and capacity
	RampUpDuration   time.Duration // ramp_up
	Iterations       int64         // iterations: total requests
	// Capacity mode: StepConcurrency users are added every StepDuration.
	StepConcurrency int
	StepDuration    time.Duration
	Pipeline        int // HTTP/1.1 pipelining depth per connection; 0 or 1 means none
	// Workers is how many event loops run the plan's cleartext HTTP/1.1
	// load (at most one per connection the run may hold); 0 or 1 means
	// one. Other transports ignore it.
	Workers int

	Thresholds             []metrics.Threshold
	Monitor                *Monitor
	Stream                 *StreamCaps
	SuccessSamplePeriod    int // keep 1 in N successes; 0 keeps none
	SlowRequestThresholdMs int // 0: no slow samples
	SaveTimingBreakdown    bool
	Comment                string
}

// Monitor polls a URL during the run.
type Monitor struct {
	URL        string
	IntervalMs int
	Format     string // json or prometheus
	Series     []string
}

// StreamCaps bound an event-stream target: a capped stream completes
// successfully.
type StreamCaps struct {
	MaxStreamDurationMs int
	MaxStreamEvents     int
}

// Settings are engine settings a run reads once at its start.
type Settings struct {
	DefaultTimeout       time.Duration
	MaxResponseBodyBytes int64 // body bytes kept per response; the rest is read and discarded
	MaxSampleBodyBytes   int
	MonitorMaxSeries     int
	UserAgent            string
	H2Transport          string           // H2TransportNetHTTP: HTTP/2 through net/http's transport; empty: the lean client
	H1Transport          string           // H1TransportGoroutines: HTTP/1.1 load on goroutines; empty: the event loop where it can serve
	Now                  func() time.Time // nil: time.Now
}

// Hooks receive what a run produces. Each is called from one goroutine
// at a time, never from a worker's hot path; nil hooks are skipped.
type Hooks struct {
	Tick    func(metrics.Tick)         // every second, and a last partial tick at the end
	Sample  func(metrics.Sample)       // kept request outcomes
	Monitor func(metrics.MonitorPoint) // every monitor poll
	Step    func(metrics.CapacityStep) // capacity mode: each finished step
}

// Outcome is how a run ended.
type Outcome struct {
	Status string // Completed, Stopped or Failed
	Reason string // why it Stopped or Failed (a threshold, an error); empty when Completed
	Report metrics.Report
}

// ParsePlan validates a POST /runs body's plan members (mode, targetRps,
// duration, ...). Members naming the target (request, requestId,
// environmentId, scenario) are the caller's and are ignored here. An error
// is a *workspace.FieldError naming the member.
func ParsePlan(body codec.RawMessage) (Plan, error) { return parsePlan(body) }

// Run executes plan against req until it completes or ctx is cancelled
// (then the Outcome is Stopped). It never returns before every worker has
// stopped.
func Run(ctx context.Context, plan Plan, req sender.Request, s Settings, h Hooks) Outcome {
	return run(ctx, plan, req, s, h)
}
