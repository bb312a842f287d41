package mgmt

import (
	"context"
	"encoding/json"
	"errors"
	"math"
	"slices"

	"github.com/valyala/fasthttp"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/config"
	"github.com/svc-engine/svc-engine/runs"
	"github.com/svc-engine/svc-engine/scenario"
	"github.com/svc-engine/svc-engine/store"
	"github.com/svc-engine/svc-engine/workspace"
)

// scenarioSnapshot is the config snapshot of a collection run.
type scenarioSnapshot struct {
	Scenario json.RawMessage      `json:"scenario"`
	Mode     string               `json:"mode"`
	Load     *scenarioLoadSnap    `json:"load,omitempty"`
	OpenAPI  *scenario.Binding    `json:"openapi,omitempty"`
	Settings scenarioSettingsSnap `json:"settings"`
}

type scenarioLoadSnap struct {
	Concurrency      int    `json:"concurrency"`
	StartConcurrency int    `json:"startConcurrency,omitempty"`
	RampUpDuration   string `json:"rampUpDuration,omitempty"`
	Duration         string `json:"duration,omitempty"`
	Iterations       int64  `json:"iterations,omitempty"`
}

type scenarioSettingsSnap struct {
	DefaultTimeoutMs  int64 `json:"defaultTimeoutMs"`
	MaxTraceBodyBytes int64 `json:"maxTraceBodyBytes"`
}

// startScenarioRun starts a collection run: POST /runs with a scenario
// block (and, for a scenario under load, the load members beside it). The
// whole block is validated and the collection tree read before anything
// is stored: a refusal is a 400 invalid_run_config and no run exists.
func (s *Server) startScenarioRun(ctx *fasthttp.RequestCtx, p workspace.Patch) error {
	cfg, err := scenario.ParseConfig(p)
	if err != nil {
		return invalidRunConfig(err)
	}
	comment := ""
	if p.State("comment") == workspace.Value {
		var ok bool
		if comment, ok = workspace.String(p["comment"]); !ok {
			return invalidRunConfig(workspace.Fieldf("comment", "comment must be a string"))
		}
	}
	r := &scenario.Runner{Config: cfg, Client: *s.sender, Settings: s.settings(), Scripts: s.scripts,
		MaxTraceBodyBytes: int(s.config().Int(config.KeyMaxTraceBodyBytes))}
	var root workspace.Collection
	err = s.store.View(s.base, func(tx *store.Tx) error {
		var err error
		if root, err = tx.Collection(cfg.CollectionID); err != nil {
			if errors.Is(err, workspace.ErrNotFound) {
				return workspace.Fieldf("scenario.collectionId", "scenario.collectionId %q does not name a live collection", cfg.CollectionID)
			}
			return err
		}
		runRoot := cfg.CollectionID
		if cfg.FolderID != "" {
			runRoot = cfg.FolderID
		}
		if r.Tree.Chain, err = tx.CollectionChain(runRoot); err != nil {
			return err
		}
		if !slices.ContainsFunc(r.Tree.Chain, func(c workspace.Collection) bool { return c.ID == cfg.CollectionID }) ||
			r.Tree.Chain[len(r.Tree.Chain)-1].ID != runRoot {
			return workspace.Fieldf("scenario.folderId", "scenario.folderId %q does not name a live folder of the collection %s", cfg.FolderID, cfg.CollectionID)
		}
		if r.Tree.Collections, err = tx.Collections(); err != nil {
			return err
		}
		r.Tree.Requests = map[string][]workspace.Request{}
		for _, id := range scenario.Subtree(r.Tree.Collections, runRoot) {
			if r.Tree.Requests[id], err = tx.RequestsOf(id, math.MaxInt32); err != nil {
				return err
			}
		}
		g, err := tx.Globals()
		if err != nil {
			return err
		}
		r.Globals = g.Variables
		// The environment follows POST /compose: absent is the active
		// environment, null or "" none, an id a live environment.
		switch {
		case !cfg.EnvironmentSet:
			env, ok, err := tx.ActiveEnvironment()
			if err != nil {
				return err
			}
			if ok {
				r.Environment, r.EnvironmentID = env.Variables, env.ID
			}
		case cfg.EnvironmentID != "":
			env, err := tx.Environment(cfg.EnvironmentID)
			if errors.Is(err, workspace.ErrNotFound) {
				return workspace.Fieldf("scenario.environmentId", "scenario.environmentId %q does not name a live environment", cfg.EnvironmentID)
			}
			if err != nil {
				return err
			}
			r.Environment, r.EnvironmentID = env.Variables, env.ID
		}
		return nil
	})
	if err != nil {
		return invalidRunConfig(err)
	}
	field := "scenario.data"
	if cfg.DataFormat == "csv" || cfg.DataFormat == "json" {
		field = "scenario.dataFile"
	}
	if err := scenario.CheckData(root.DataSchema, cfg.Rows, field); err != nil {
		return invalidRunConfig(err)
	}
	r.Prepare()
	if len(r.Items()) == 0 {
		return invalidRunConfig(workspace.Fieldf("scenario.collectionId", "the collection %s holds no live request to run", cfg.CollectionID))
	}
	snap := scenarioSnapshot{Scenario: cfg.Echo(), Mode: cfg.Load.Mode, OpenAPI: scenario.BindingOf([]workspace.Collection{root}, root.ID), Settings: scenarioSettingsSnap{
		DefaultTimeoutMs: r.Settings.DefaultTimeout.Milliseconds(), MaxTraceBodyBytes: int64(r.MaxTraceBodyBytes)}}
	if l := cfg.Load; l.Mode != scenario.ModeScenario {
		snap.Load = &scenarioLoadSnap{Concurrency: l.Concurrency, StartConcurrency: l.StartConcurrency, Iterations: l.Iterations}
		if l.RampUpDuration > 0 {
			snap.Load.RampUpDuration = l.RampUpDuration.String()
		}
		if l.Duration > 0 {
			snap.Load.Duration = l.Duration.String()
		}
	}
	b, err := codec.Marshal(snap)
	if err != nil {
		return err
	}
	spec := runs.Spec{Kind: runs.KindScenario, Name: root.Name, Mode: cfg.Load.Mode, CollectionID: cfg.CollectionID, EnvironmentID: r.EnvironmentID,
		Comment: comment, ConfigSnapshot: b, Scenario: cfg.Echo()}
	id, err := s.runs.Start(spec, func(ctx context.Context, l *runs.Live) runs.Result { return r.Run(ctx, l) })
	if errors.Is(err, runs.ErrClosed) {
		return errStatus(503, err.Error())
	}
	if err != nil {
		return err
	}
	return writeJSON(ctx, 202, runStarted{RunID: id})
}
