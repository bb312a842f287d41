package runs

import (
	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/metrics"
	"github.com/svc-engine/svc-engine/store"
)

// Live event names of GET /runs/:id/live.
const (
	EventMetrics  = "metrics"  // a load run's tick (metrics.Tick)
	EventMonitor  = "monitor"  // a monitor poll (metrics.MonitorPoint)
	EventCapacity = "capacity" // a finished capacity step (metrics.CapacityStep)
	EventPlan     = "plan"     // a collection run's plan frame, as it opens
	EventStep     = "step"     // a collection run's step
	EventComplete = "complete" // the terminal event: {runId, status, error}
)

// The methods of Live may be called from several goroutines; none of
// them waits on the database: stored rows go to the run's history writer,
// which inserts them in batches.

// Tick publishes a metrics event and stores the tick.
func (l *Live) Tick(t metrics.Tick) {
	data := l.publish(EventMetrics, t)
	if data != nil {
		l.w.add(store.RunRow{Table: store.RunTicks, RunID: l.id, Seq: l.tickSeq.Add(1), T: t.T, Data: data})
	}
}

// Sample stores a kept request outcome (samples are not streamed).
func (l *Live) Sample(s metrics.Sample) {
	data, err := codec.Marshal(s)
	if err != nil {
		return
	}
	l.w.add(store.RunRow{Table: store.RunSamples, RunID: l.id, Seq: l.sampleSeq.Add(1), T: s.T, Kind: s.Kind, Data: data})
}

// MonitorPoint publishes a monitor event and stores the point.
func (l *Live) MonitorPoint(p metrics.MonitorPoint) {
	data := l.publish(EventMonitor, p)
	if data != nil {
		l.w.add(store.RunRow{Table: store.RunMonitor, RunID: l.id, Seq: l.monitorSeq.Add(1), T: p.T, Data: data})
	}
}

// CapacityStep publishes a capacity event and stores the step as an
// event of kind capacity.
func (l *Live) CapacityStep(s metrics.CapacityStep) {
	l.record(EventCapacity, l.publish(EventCapacity, s))
}

// Plan publishes a collection run's plan frame (its size, as the run
// opens) and stores it as an event of kind plan.
func (l *Live) Plan(v any) {
	l.record(EventPlan, l.publish(EventPlan, v))
}

// Step publishes a collection run's step and stores it (with its trace,
// whatever v holds) as an event of kind step.
func (l *Live) Step(v any) {
	l.record(EventStep, l.publish(EventStep, v))
}

// Record stores v as an event of the given kind without publishing it
// (for example a step's full trace when the live step event is a summary).
func (l *Live) Record(kind string, v any) {
	data, err := codec.Marshal(v)
	if err != nil {
		return
	}
	l.record(kind, data)
}

// Publish appends an event to the live stream only; nothing is stored.
// It returns the event's id (0 when v does not encode).
func (l *Live) Publish(event string, v any) uint64 {
	data, err := codec.Marshal(v)
	if err != nil {
		return 0
	}
	return l.ring.Append(event, data)
}

func (l *Live) publish(event string, v any) []byte {
	data, err := codec.Marshal(v)
	if err != nil {
		return nil
	}
	l.ring.Append(event, data)
	return data
}

func (l *Live) record(kind string, data []byte) {
	if data == nil {
		return
	}
	l.w.add(store.RunRow{Table: store.RunEvents, RunID: l.id, Seq: l.eventSeq.Add(1), T: l.now().UnixMilli(), Kind: kind, Data: data})
}
