package mgmt

import (
	"errors"
	"math"
	"slices"

	"github.com/valyala/fasthttp"

	"github.com/svc-engine/svc-engine/config"
	"github.com/svc-engine/svc-engine/scenario"
	"github.com/svc-engine/svc-engine/store"
	"github.com/svc-engine/svc-engine/workspace"
)

// startScenarioRun starts a collection run: POST /runs with a scenario
// block (and, for a scenario under load, the load members beside it). The
// whole block is validated and the collection tree read before anything
// is stored: a refusal is a 400 invalid_run_config and no run exists.
func (s *Server) startScenarioRun(ctx *fasthttp.RequestCtx, p workspace.Patch) error {
	cfg, err := scenario.ParseConfig(p)
	if err != nil {
		return invalidRunConfig(err)
	}
	comment, err := scenario.ParseComment(p)
	if err != nil {
		return invalidRunConfig(err)
	}
	st := scenario.Start{Comment: comment, Runner: &scenario.Runner{Config: cfg, Client: *s.sender, Settings: s.settings(), Scripts: s.scripts,
		MaxTraceBodyBytes: int(s.config().Int(config.KeyMaxTraceBodyBytes))}}
	if err := s.store.View(s.base, func(tx *store.Tx) error { return readScenarioTree(tx, &st) }); err != nil {
		return invalidRunConfig(err)
	}
	if err := st.Prepare(); err != nil {
		return invalidRunConfig(err)
	}
	id, err := s.runs.StartScenario(st)
	return started(ctx, id, err)
}

// readScenarioTree reads what a collection run starts from: the
// collection, the chain of the folder it runs, every collection and the
// requests of the run's subtree, the globals and the environment (chosen
// as POST /compose chooses it). A collection, folder or environment that
// is not live is a refusal naming the scenario member.
func readScenarioTree(tx *store.Tx, st *scenario.Start) error {
	r, cfg := st.Runner, st.Runner.Config
	var err error
	if st.Root, err = tx.Collection(cfg.CollectionID); err != nil {
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
	env, err := tx.ChosenEnvironment(workspace.EnvChoice{Set: cfg.EnvironmentSet, ID: cfg.EnvironmentID}, "scenario.environmentId")
	if err != nil {
		return err
	}
	if env != nil {
		r.Environment, r.EnvironmentID = env.Variables, env.ID
	}
	return nil
}
