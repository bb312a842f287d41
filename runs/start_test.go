package runs_test

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"
	"time"

	"github.com/svc-engine/svc-engine/loadcore"
	"github.com/svc-engine/svc-engine/runs"
	"github.com/svc-engine/svc-engine/sender"
)

func TestStartLoadRunsThePlanAndStoresSnapshotAndReport(t *testing.T) {
	t.Parallel()
	var hits atomic.Int64
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hits.Add(1)
		_, _ = w.Write([]byte("ok"))
	}))
	t.Cleanup(srv.Close)
	m, _ := newManager(t, time.Minute)

	body := json.RawMessage("{\n  \"mode\": \"iterations\",\n  \"iterations\": 7,\n  \"concurrency\": 1,\n  \"comment\": \"smoke\"\n}")
	plan, err := loadcore.ParsePlan(body)
	if err != nil {
		t.Fatal(err)
	}
	target := sender.Request{Method: "GET", URL: srv.URL + "/x", HTTPVersion: "auto"}
	id, err := m.StartLoad(&runs.Load{Body: body, Plan: plan, Target: target, Settings: loadcore.Settings{DefaultTimeout: 5 * time.Second, MonitorMaxSeries: 3},
		RequestID: "req_1", RequestName: "the request", CollectionID: "col_1"})
	if err != nil {
		t.Fatal(err)
	}
	ring, ok := m.Ring(id)
	if !ok {
		t.Fatal("a started run has no live ring")
	}
	r, err := m.Wait(t.Context(), id)
	if err != nil {
		t.Fatal(err)
	}
	if r.Status != runs.StatusCompleted || r.Kind != runs.KindLoad || r.Name != "the request" || r.Mode != "iterations" || r.Comment == nil || *r.Comment != "smoke" ||
		r.RequestID == nil || *r.RequestID != "req_1" || r.CollectionID == nil || *r.CollectionID != "col_1" || r.EnvironmentID != nil {
		t.Errorf("run record %+v", r)
	}
	if got := hits.Load(); got != 7 {
		t.Errorf("the target received %d requests, want the plan's 7 iterations", got)
	}
	var snap struct {
		Plan     json.RawMessage    `json:"plan"`
		Request  sender.RequestView `json:"request"`
		Settings struct {
			DefaultTimeoutMs int64 `json:"defaultTimeoutMs"`
			MonitorMaxSeries int   `json:"monitorMaxSeries"`
		} `json:"settings"`
	}
	if err := json.Unmarshal(r.ConfigSnapshot, &snap); err != nil {
		t.Fatalf("snapshot %s: %v", r.ConfigSnapshot, err)
	}
	if string(snap.Plan) != `{"mode":"iterations","iterations":7,"concurrency":1,"comment":"smoke"}` {
		t.Errorf("snapshot plan %s: want the body as given, compacted", snap.Plan)
	}
	if snap.Request.URL != target.URL || snap.Request.Method != "GET" || string(snap.Request.Auth) != "null" || snap.Settings.DefaultTimeoutMs != 5000 || snap.Settings.MonitorMaxSeries != 3 {
		t.Errorf("snapshot %s", r.ConfigSnapshot)
	}
	var rep struct {
		Requests int64 `json:"requests"`
	}
	if err := json.Unmarshal(r.Report, &rep); err != nil || rep.Requests != 7 || r.Requests == nil || *r.Requests != 7 {
		t.Errorf("report %s (err %v): want 7 requests", r.Report, err)
	}
	evs, _, done := ring.Since(0, 10000)
	if !done || len(evs) == 0 || evs[len(evs)-1].Name != runs.EventComplete {
		t.Errorf("the live ring holds %d events (closed %v); want it closed by a complete event", len(evs), done)
	}
}

func TestStartLoadNamesAnUnstoredTargetByMethodAndURL(t *testing.T) {
	t.Parallel()
	m, _ := newManager(t, time.Minute)
	body := json.RawMessage(`{"mode":"constant_concurrency","concurrency":1,"duration":"1m"}`)
	plan, err := loadcore.ParsePlan(body)
	if err != nil {
		t.Fatal(err)
	}
	// Nothing listens on the target: the run goes on failing until stopped.
	id, err := m.StartLoad(&runs.Load{Body: body, Plan: plan, Target: sender.Request{Method: "POST", URL: "http://127.0.0.1:1/none"}})
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Stop(id); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(t.Context(), 10*time.Second)
	defer cancel()
	r, err := m.Wait(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if r.Name != "POST http://127.0.0.1:1/none" || r.Status != runs.StatusStopped || r.RequestID != nil {
		t.Errorf("run %s named %q, status %s, requestId %v", id, r.Name, r.Status, r.RequestID)
	}
}

func TestStartLoadRefusedOnceStopping(t *testing.T) {
	t.Parallel()
	m, _ := newManager(t, time.Minute)
	if err := m.StopAll(t.Context()); err != nil {
		t.Fatal(err)
	}
	body := json.RawMessage(`{"mode":"iterations","iterations":1}`)
	plan, err := loadcore.ParsePlan(body)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := m.StartLoad(&runs.Load{Body: body, Plan: plan, Target: sender.Request{Method: "GET", URL: "http://127.0.0.1:1/"}}); !errors.Is(err, runs.ErrClosed) {
		t.Errorf("err %v, want runs.ErrClosed", err)
	}
}
