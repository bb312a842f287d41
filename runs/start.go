package runs

import (
	"bytes"
	"context"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/loadcore"
	"github.com/svc-engine/svc-engine/sender"
)

// Load is a load run ready to start: its plan parsed and its target
// composed with the plan's send options applied.
type Load struct {
	// Body is the plan as the caller sent it; StartLoad keeps a compact
	// copy in the config snapshot.
	Body     codec.RawMessage
	Plan     loadcore.Plan
	Target   sender.Request
	Settings loadcore.Settings
	// Checks are the run's test scripts; nil: none. When they hold a
	// script and Body states no successSamplePeriod, the run keeps every
	// loadcore.CheckSamplePeriod-th success so there are some to check.
	Checks *ChecksConfig
	// RequestName is the stored request's name ("": the run is named by
	// its method and URL).
	RequestID, RequestName, CollectionID, EnvironmentID string
}

// loadSnapshot is the config snapshot of a load run: the plan as given,
// the request as composed, and the settings read at the start.
type loadSnapshot struct {
	Plan     codec.RawMessage   `json:"plan"`
	Request  sender.RequestView `json:"request"`
	Settings loadSettings       `json:"settings"`
}

type loadSettings struct {
	DefaultTimeoutMs     int64 `json:"defaultTimeoutMs"`
	MaxResponseBodyBytes int64 `json:"maxResponseBodyBytes"`
	MaxSampleBodyBytes   int   `json:"maxSampleBodyBytes"`
	MonitorMaxSeries     int   `json:"monitorMaxSeries"`
}

// StartLoad records a load run with its config snapshot and starts it:
// loadcore runs the plan against the target, its ticks, samples, monitor
// points and capacity steps go to the live ring and the history writer
// (samples through the checks when there are any), and its report is
// stored when it ends. It returns the run id, or ErrClosed once StopAll
// has begun. The run owns copies of ld's plan body.
func (m *Manager) StartLoad(ld *Load) (string, error) {
	plan, st := ld.Plan, ld.Settings
	if ld.Target.Timeout <= 0 && st.DefaultTimeout > 0 {
		// The snapshot records the timeout the requests get.
		ld.Target.Timeout = st.DefaultTimeout
	}
	if ld.Checks != nil && len(ld.Checks.Scripts) > 0 && !loadcore.StatesSamplePeriod(ld.Body) {
		plan.SuccessSamplePeriod = loadcore.CheckSamplePeriod
	}
	snap, err := codec.Marshal(loadSnapshot{Plan: compactJSON(ld.Body), Request: sender.ViewOf(ld.Target), Settings: loadSettings{
		DefaultTimeoutMs: st.DefaultTimeout.Milliseconds(), MaxResponseBodyBytes: st.MaxResponseBodyBytes,
		MaxSampleBodyBytes: st.MaxSampleBodyBytes, MonitorMaxSeries: st.MonitorMaxSeries,
	}})
	if err != nil {
		return "", err
	}
	spec := Spec{Kind: KindLoad, Mode: plan.Mode, Comment: plan.Comment, ConfigSnapshot: snap, Name: ld.Target.Method + " " + ld.Target.URL,
		RequestID: ld.RequestID, CollectionID: ld.CollectionID, EnvironmentID: ld.EnvironmentID}
	if ld.RequestName != "" {
		spec.Name = ld.RequestName
	}
	target, checks := ld.Target, ld.Checks
	return m.Start(spec, func(ctx context.Context, l *Live) Result {
		hooks := loadcore.Hooks{Tick: l.Tick, Sample: l.Sample, Monitor: l.MonitorPoint, Step: l.CapacityStep}
		var ck *Checks
		if checks != nil {
			ck = l.StartChecks(*checks)
			hooks.Sample = ck.Sample
		}
		out := loadcore.Run(ctx, plan, target, st, hooks)
		if ck != nil {
			out.Report.Checks = ck.Finish(ctx.Err() != nil)
		}
		report, err := codec.Marshal(out.Report)
		if err != nil {
			return Result{Status: StatusFailed, Error: "the report could not be encoded: " + err.Error()}
		}
		return Result{Status: out.Status, Error: out.Reason, Report: report}
	})
}

// Scenario is a collection run ready to start (scenario.Start): how it
// is recorded, and its work.
type Scenario interface {
	// Record is the run's record: kind, name, mode, ids, comment, the
	// scenario block and the config snapshot.
	Record() (Spec, error)
	Run(ctx context.Context, l *Live) Result
}

// StartScenario records a collection run and starts it; the runner
// publishes to the live ring and returns the report. It returns the run
// id, or ErrClosed once StopAll has begun.
func (m *Manager) StartScenario(sc Scenario) (string, error) {
	spec, err := sc.Record()
	if err != nil {
		return "", err
	}
	spec.Kind = KindScenario
	return m.Start(spec, sc.Run)
}

// compactJSON is a copy of b without insignificant whitespace (b as it
// is when it is not valid JSON).
func compactJSON(b []byte) codec.RawMessage {
	var buf bytes.Buffer
	if codec.Compact(&buf, b) != nil {
		return append(codec.RawMessage(nil), b...)
	}
	return buf.Bytes()
}
