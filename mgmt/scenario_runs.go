package mgmt

import (
	"github.com/valyala/fasthttp"

	"github.com/svc-engine/svc-engine/config"
	"github.com/svc-engine/svc-engine/scenario"
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
	if err := s.store.View(s.base, st.ReadTree); err != nil {
		return invalidRunConfig(err)
	}
	if err := st.Prepare(); err != nil {
		return invalidRunConfig(err)
	}
	id, err := s.runs.StartScenario(st)
	return started(ctx, id, err)
}
