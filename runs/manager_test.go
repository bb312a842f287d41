package runs_test

import (
	"context"
	"encoding/json"
	"io"
	"testing"
	"time"

	"github.com/svc-engine/svc-engine/logs"
	"github.com/svc-engine/svc-engine/metrics"
	"github.com/svc-engine/svc-engine/runs"
	"github.com/svc-engine/svc-engine/store"
	"github.com/svc-engine/svc-engine/store/storetest"
)

func newManager(t *testing.T, retention time.Duration) (*runs.Manager, *store.Store) {
	t.Helper()
	st := storetest.Open(t)
	m := runs.NewManager(runs.Options{Store: st, Log: logs.New(io.Discard, "engine", 0), LiveRetention: func() time.Duration { return retention }})
	t.Cleanup(func() { _ = m.StopAll(context.Background()) })
	return m, st
}

func rows(t *testing.T, st *store.Store, table, id string) []store.RunRow {
	t.Helper()
	var out []store.RunRow
	if err := st.View(t.Context(), func(tx *store.Tx) error {
		var err error
		out, _, err = tx.RunRows(table, id, "", 10000, 0)
		return err
	}); err != nil {
		t.Fatal(err)
	}
	return out
}

func TestARunStoresItsHistoryBeforeItsEndAndClosesItsStream(t *testing.T) {
	t.Parallel()
	m, st := newManager(t, time.Minute)
	const ticks, samples = 1200, 700 // more than one batch of each
	id, err := m.Start(runs.Spec{Kind: runs.KindLoad, Name: "r", Mode: "iterations", ConfigSnapshot: json.RawMessage(`{"mode":"iterations"}`)},
		func(ctx context.Context, l *runs.Live) runs.Result {
			for i := range ticks {
				l.Tick(metrics.Tick{Seq: int64(i + 1), T: int64(i)})
			}
			for range samples {
				l.Sample(metrics.Sample{Kind: "success", StatusCode: 200})
			}
			l.CapacityStep(metrics.CapacityStep{Step: 1})
			return runs.Result{Status: runs.StatusCompleted, Report: json.RawMessage(`{"requests":5,"errorRate":0.2,"rps":10.5,"latency":{"p95":3.5}}`)}
		})
	if err != nil {
		t.Fatal(err)
	}
	r, err := m.Wait(t.Context(), id)
	if err != nil {
		t.Fatal(err)
	}
	if r.Status != runs.StatusCompleted || r.Error != nil || r.Requests == nil || *r.Requests != 5 || r.P95 == nil || *r.P95 != 3.5 || r.StartedAt == nil || r.EndedAt == nil {
		t.Fatalf("the stored run is %+v", r)
	}
	if n := len(rows(t, st, store.RunTicks, id)); n != ticks {
		t.Errorf("stored %d ticks, want %d", n, ticks)
	}
	if n := len(rows(t, st, store.RunSamples, id)); n != samples {
		t.Errorf("stored %d samples, want %d", n, samples)
	}
	if ev := rows(t, st, store.RunEvents, id); len(ev) != 1 || ev[0].Kind != "capacity" {
		t.Errorf("stored events %+v, want one capacity step", ev)
	}
	ring, ok := m.Ring(id)
	if !ok {
		t.Fatal("the ring of a just-finished run is gone")
	}
	evs, _, done := ring.Since(0, 0)
	if !done || len(evs) != ticks+2 || evs[len(evs)-1].Name != "complete" || string(evs[len(evs)-1].Data) != `{"runId":"`+id+`","status":"Completed","error":null}` {
		t.Fatalf("ring: %d events, done %v, last %+v", len(evs), done, evs[len(evs)-1])
	}
}

func TestStopAndStopAllRecordStoppedWithTheReason(t *testing.T) {
	t.Parallel()
	m, _ := newManager(t, time.Minute)
	block := func(ctx context.Context, l *runs.Live) runs.Result {
		<-ctx.Done()
		return runs.Result{Status: runs.StatusStopped}
	}
	a, _ := m.Start(runs.Spec{Kind: runs.KindLoad, Name: "a"}, block)
	b, _ := m.Start(runs.Spec{Kind: runs.KindLoad, Name: "b"}, block)
	if err := m.Stop(a); err != nil {
		t.Fatal(err)
	}
	ra, _ := m.Wait(t.Context(), a)
	if ra.Status != runs.StatusStopped || ra.Error == nil || *ra.Error != runs.ReasonStopped {
		t.Fatalf("stopped run: %+v", ra)
	}
	if err := m.Stop(a); err == nil {
		t.Fatal("stopping an ended run succeeded")
	}
	if err := m.StopAll(t.Context()); err != nil {
		t.Fatal(err)
	}
	rb, _ := m.Get(t.Context(), b)
	if rb.Status != runs.StatusStopped || rb.Error == nil || *rb.Error != runs.ReasonEngineStopped {
		t.Fatalf("run at shutdown: %+v", rb)
	}
	if _, err := m.Start(runs.Spec{Kind: runs.KindLoad}, block); err == nil {
		t.Fatal("a run started after StopAll")
	}
}

func TestTheRingIsDroppedAfterTheRetention(t *testing.T) {
	t.Parallel()
	m, _ := newManager(t, 50*time.Millisecond)
	id, _ := m.Start(runs.Spec{Kind: runs.KindLoad}, func(context.Context, *runs.Live) runs.Result {
		return runs.Result{Status: runs.StatusFailed, Error: "x"}
	})
	r, _ := m.Wait(t.Context(), id)
	if r.Status != runs.StatusFailed || *r.Error != "x" {
		t.Fatalf("%+v", r)
	}
	deadline := time.Now().Add(5 * time.Second)
	for {
		if _, ok := m.Ring(id); !ok {
			return
		}
		if time.Now().After(deadline) {
			t.Fatal("the ring is still held 5 s after a 50 ms retention")
		}
		time.Sleep(10 * time.Millisecond)
	}
}

func TestRecoverInterruptedMarksLeftoverRunsStopped(t *testing.T) {
	t.Parallel()
	m, st := newManager(t, time.Minute)
	if err := st.Update(t.Context(), func(tx *store.Tx) error {
		return tx.InsertRun(store.Run{ID: "run_x", Kind: "load", Status: runs.StatusRunning, TargetKey: "name:", CreatedAt: 1})
	}); err != nil {
		t.Fatal(err)
	}
	if n, err := m.RecoverInterrupted(t.Context()); n != 1 || err != nil {
		t.Fatalf("recovered %d, %v", n, err)
	}
	r, _ := m.Get(t.Context(), "run_x")
	if r.Status != runs.StatusStopped || *r.Error != runs.ReasonInterrupted || r.EndedAt == nil {
		t.Fatalf("%+v", r)
	}
}
