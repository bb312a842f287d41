package mgmt

import (
	"github.com/valyala/fasthttp"

	"github.com/svc-engine/svc-engine/workspace"
)

// startScenarioRun starts a collection run: POST /runs with a scenario
// block. The runs handler calls it; it answers 202 {runId} or an error.
// (Placeholder until collection runs land.)
func (s *Server) startScenarioRun(ctx *fasthttp.RequestCtx, p workspace.Patch) error {
	_ = ctx
	_ = p
	return workspace.Fieldf("scenario", "collection runs are not implemented yet")
}
