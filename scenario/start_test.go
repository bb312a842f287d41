package scenario

import (
	"encoding/json"
	"errors"
	"testing"
	"time"

	"github.com/svc-engine/svc-engine/runs"
	"github.com/svc-engine/svc-engine/sender"
	"github.com/svc-engine/svc-engine/workspace"
)

func TestStartRecordsTheRunAndItsSnapshot(t *testing.T) {
	t.Parallel()
	cases := []struct {
		body, mode string
		load       string // the snapshot's load member; "" when absent
	}{
		{`{"scenario":{"collectionId":"col_1"}}`, ModeScenario, ""},
		{`{"scenario":{"collectionId":"col_1"},"mode":"iterations","iterations":12,"concurrency":3}`, "iterations", `{"concurrency":3,"iterations":12}`},
	}
	for _, c := range cases {
		t.Run(c.mode, func(t *testing.T) {
			cfg, err := parse(t, c.body)
			if err != nil {
				t.Fatal(err)
			}
			st := Start{Runner: &Runner{Config: cfg, Settings: sender.Settings{DefaultTimeout: 2 * time.Second}, MaxTraceBodyBytes: 100, EnvironmentID: "env_1"},
				Root: workspace.Collection{ID: "col_1", Name: "the collection", OpenAPI: json.RawMessage("{}")}, Comment: "nightly"}
			spec, err := st.Record()
			if err != nil {
				t.Fatal(err)
			}
			if spec.Kind != runs.KindScenario || spec.Name != "the collection" || spec.Mode != c.mode || spec.CollectionID != "col_1" || spec.EnvironmentID != "env_1" ||
				spec.Comment != "nightly" || len(spec.Scenario) == 0 {
				t.Errorf("spec %+v", spec)
			}
			var snap struct {
				Scenario json.RawMessage `json:"scenario"`
				Mode     string          `json:"mode"`
				Load     json.RawMessage `json:"load"`
				Settings struct {
					DefaultTimeoutMs  int64 `json:"defaultTimeoutMs"`
					MaxTraceBodyBytes int64 `json:"maxTraceBodyBytes"`
				} `json:"settings"`
			}
			if err := json.Unmarshal(spec.ConfigSnapshot, &snap); err != nil {
				t.Fatal(err)
			}
			if snap.Mode != c.mode || string(snap.Load) != c.load || snap.Settings.DefaultTimeoutMs != 2000 || snap.Settings.MaxTraceBodyBytes != 100 || string(snap.Scenario) != string(spec.Scenario) {
				t.Errorf("snapshot %s", spec.ConfigSnapshot)
			}
		})
	}
}

func TestStartPrepareRefusesARunWithNothingToRun(t *testing.T) {
	t.Parallel()
	cfg, err := parse(t, `{"scenario":{"collectionId":"col_1"}}`)
	if err != nil {
		t.Fatal(err)
	}
	root := workspace.Collection{ID: "col_1", Name: "empty"}
	st := Start{Runner: &Runner{Config: cfg, Tree: Tree{Chain: []workspace.Collection{root}, Collections: []workspace.Collection{root}}}, Root: root}
	var fe *workspace.FieldError
	if err := st.Prepare(); !errors.As(err, &fe) || fe.Field != "scenario.collectionId" {
		t.Errorf("err %v, want a *workspace.FieldError on scenario.collectionId", err)
	}
}

func TestParseComment(t *testing.T) {
	t.Parallel()
	for body, want := range map[string]string{`{}`: "", `{"comment":null}`: "", `{"comment":"c"}`: "c"} {
		p, _ := workspace.DecodePatch([]byte(body))
		if got, err := ParseComment(p); err != nil || got != want {
			t.Errorf("%s: %q, %v; want %q", body, got, err, want)
		}
	}
	p, _ := workspace.DecodePatch([]byte(`{"comment":3}`))
	var fe *workspace.FieldError
	if _, err := ParseComment(p); !errors.As(err, &fe) || fe.Field != "comment" {
		t.Errorf("a comment that is not a string: err %v", err)
	}
}
