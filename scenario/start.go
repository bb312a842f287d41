package scenario

import (
	"context"
	"errors"
	"math"
	"slices"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/runs"
	"github.com/svc-engine/svc-engine/specs"
	"github.com/svc-engine/svc-engine/store"
	"github.com/svc-engine/svc-engine/workspace"
)

// Start is a collection run ready for runs.StartScenario: the runner with
// its tree, globals and environment read, the collection it runs, and the
// run's comment.
type Start struct {
	Runner  *Runner
	Root    workspace.Collection
	Comment string
}

var _ runs.Scenario = Start{}

// ParseComment reads the optional comment of a run body.
func ParseComment(p workspace.Patch) (string, error) {
	if p.State("comment") != workspace.Value {
		return "", nil
	}
	c, ok := workspace.String(p["comment"])
	if !ok {
		return "", workspace.Fieldf("comment", "comment must be a string")
	}
	return c, nil
}

// Prepare checks the data rows against the collection's dataSchema and
// orders the run's steps; a run with no live request to run is refused.
// Refusals are *workspace.FieldError values naming the member at fault.
func (s Start) Prepare() error {
	cfg := s.Runner.Config
	field := "scenario.data"
	if cfg.DataFormat == "csv" || cfg.DataFormat == "json" {
		field = "scenario.dataFile"
	}
	if err := CheckData(s.Root.DataSchema, cfg.Rows, field); err != nil {
		return err
	}
	s.Runner.Prepare()
	if len(s.Runner.Items()) == 0 {
		return workspace.Fieldf("scenario.collectionId", "the collection %s holds no live request to run", cfg.CollectionID)
	}
	return nil
}

// snapshot is the config snapshot of a collection run.
type snapshot struct {
	Scenario codec.RawMessage `json:"scenario"`
	Mode     string           `json:"mode"`
	Load     *loadSnapshot    `json:"load,omitempty"`
	OpenAPI  *Binding         `json:"openapi,omitempty"`
	Settings settingsSnap     `json:"settings"`
}

type loadSnapshot struct {
	Concurrency      int    `json:"concurrency"`
	StartConcurrency int    `json:"startConcurrency,omitempty"`
	RampUpDuration   string `json:"rampUpDuration,omitempty"`
	Duration         string `json:"duration,omitempty"`
	Iterations       int64  `json:"iterations,omitempty"`
}

type settingsSnap struct {
	DefaultTimeoutMs  int64 `json:"defaultTimeoutMs"`
	MaxTraceBodyBytes int64 `json:"maxTraceBodyBytes"`
}

// Record implements runs.Scenario: the run is named by its collection
// and snapshots its scenario block, load shape, OpenAPI binding and the
// settings read at the start.
func (s Start) Record() (runs.Spec, error) {
	r, cfg := s.Runner, s.Runner.Config
	snap := snapshot{Scenario: cfg.Echo(), Mode: cfg.Load.Mode, OpenAPI: BindingOf([]workspace.Collection{s.Root}, s.Root.ID), Settings: settingsSnap{
		DefaultTimeoutMs: r.Settings.DefaultTimeout.Milliseconds(), MaxTraceBodyBytes: int64(r.MaxTraceBodyBytes)}}
	if l := cfg.Load; l.Mode != ModeScenario {
		snap.Load = &loadSnapshot{Concurrency: l.Concurrency, StartConcurrency: l.StartConcurrency, Iterations: l.Iterations}
		if l.RampUpDuration > 0 {
			snap.Load.RampUpDuration = l.RampUpDuration.String()
		}
		if l.Duration > 0 {
			snap.Load.Duration = l.Duration.String()
		}
	}
	b, err := codec.Marshal(snap)
	if err != nil {
		return runs.Spec{}, err
	}
	return runs.Spec{Kind: runs.KindScenario, Name: s.Root.Name, Mode: cfg.Load.Mode, CollectionID: cfg.CollectionID, EnvironmentID: r.EnvironmentID,
		Comment: s.Comment, ConfigSnapshot: b, Scenario: cfg.Echo()}, nil
}

// Run implements runs.Scenario.
func (s Start) Run(ctx context.Context, l *runs.Live) runs.Result { return s.Runner.Run(ctx, l) }

// ReadTree reads, inside tx, what a collection run starts from: the
// collection, the chain of the folder it runs, every collection and the
// requests of the run's subtree, the globals and the environment (chosen
// as POST /compose chooses it). A collection, folder or environment that
// is not live is a refusal naming the scenario member.
func (st *Start) ReadTree(tx *store.Tx) error {
	r, cfg := st.Runner, st.Runner.Config
	var err error
	if st.Root, err = tx.Collection(cfg.CollectionID); err != nil {
		if errors.Is(err, workspace.ErrNotFound) {
			return workspace.Fieldf("scenario.collectionId", "scenario.collectionId %q does not name a live collection", cfg.CollectionID)
		}
		return err
	}
	if err := st.readCoverage(tx); err != nil {
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
	for _, id := range Subtree(r.Tree.Collections, runRoot) {
		if r.Tree.Requests[id], err = tx.RequestsOf(id, math.MaxInt32); err != nil {
			return err
		}
	}
	g, err := tx.Globals()
	if err != nil {
		return err
	}
	r.Globals = g.Variables
	env, err := tx.ChosenEnvironment(workspace.EnvChoice{Set: cfg.EnvironmentSet, ID: cfg.EnvironmentID}, "scenario.environmentId")
	if err != nil {
		return err
	}
	if env != nil {
		r.Environment, r.EnvironmentID, r.EnvironmentName = env.Variables, env.ID, env.Name
	}
	return nil
}

// readCoverage gives a run of a bound collection the checker of its
// document. A document that is gone or no longer reads leaves the run
// without coverage.
func (st *Start) readCoverage(tx *store.Tx) error {
	b := BindingOf([]workspace.Collection{st.Root}, st.Root.ID)
	if b == nil {
		return nil
	}
	row, _, err := tx.Spec(b.SpecID, true)
	if errors.Is(err, workspace.ErrNotFound) {
		return nil
	}
	if err != nil {
		return err
	}
	if c, err := specs.NewChecker([]byte(row.Content)); err == nil {
		st.Runner.Coverage = c
	}
	return nil
}
