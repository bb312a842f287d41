package mgmt

import (
	"context"
	"fmt"

	"github.com/valyala/fasthttp"

	"github.com/svc-engine/svc-engine/runs"
	"github.com/svc-engine/svc-engine/store"
	"github.com/svc-engine/svc-engine/workspace"
)

// runStatus is the answer of POST /runs/:id/stop.
type runStatus struct {
	RunID  string  `json:"runId"`
	Status string  `json:"status"`
	Error  *string `json:"error"`
}

// stopRun cancels a running run and waits (up to stopWait) until its end
// is recorded, then answers its status.
func (s *Server) stopRun(ctx *fasthttp.RequestCtx) error {
	id := pathID(ctx, "id")
	if err := s.runs.Stop(id); err != nil {
		return err
	}
	wctx, cancel := context.WithTimeout(s.base, stopWait)
	defer cancel()
	r, err := s.runs.Wait(wctx, id)
	if err != nil {
		return err
	}
	return writeJSON(ctx, 200, runStatus{RunID: r.ID, Status: r.Status, Error: r.Error})
}

// setBaseline is PUT /runs/:id/baseline: an empty body or {"baseline":
// true} makes the run the baseline of its target (the previous one loses
// the mark); {"baseline": false} clears the mark. Only a Completed run can
// be a baseline.
func (s *Server) setBaseline(ctx *fasthttp.RequestCtx) error {
	on := true
	if len(ctx.PostBody()) > 0 {
		p, err := decode(ctx)
		if err != nil {
			return err
		}
		if p.State("baseline") == workspace.Value {
			b, ok := workspace.Bool(p["baseline"])
			if !ok {
				return workspace.Fieldf("baseline", "baseline must be a boolean")
			}
			on = b
		}
	}
	id := pathID(ctx, "id")
	return updateJSON(s, ctx, 200, func(tx *store.Tx) (runView, error) {
		r, err := tx.Run(id)
		if err != nil {
			return runView{}, err
		}
		if on && r.Status != runs.StatusCompleted {
			return runView{}, &workspace.ConflictError{Message: fmt.Sprintf("run %s is %s; only a Completed run can be a baseline", id, r.Status)}
		}
		if err := tx.SetBaseline(id, on); err != nil {
			return runView{}, err
		}
		r, err = tx.Run(id)
		return fullRun(r), err
	})
}

// deleteRun removes an ended run with its stored history; a running run
// must be stopped first (409).
func (s *Server) deleteRun(ctx *fasthttp.RequestCtx) error {
	id := pathID(ctx, "id")
	return updateJSON(s, ctx, 200, func(tx *store.Tx) (deletedBody, error) {
		r, err := tx.Run(id)
		if err != nil {
			return deletedBody{}, err
		}
		if !ended(r) || s.runs.Running(id) {
			return deletedBody{}, &workspace.ConflictError{Message: fmt.Sprintf("run %s is %s; stop it first (POST /runs/%s/stop)", id, r.Status, id)}
		}
		return deletedBody{ID: id, Deleted: true}, tx.DeleteRun(id)
	})
}

// compareRuns is GET /runs/compare?a=<id>&b=<id>: b defaults to the
// baseline of a's target.
func (s *Server) compareRuns(ctx *fasthttp.RequestCtx) error {
	a, b := string(ctx.QueryArgs().Peek("a")), string(ctx.QueryArgs().Peek("b"))
	if a == "" {
		return workspace.Fieldf("a", "the query parameter a (a run id) is required")
	}
	return readJSON(s, ctx, func(tx *store.Tx) (runs.Comparison, error) {
		ra, err := tx.Run(a)
		if err != nil {
			return runs.Comparison{}, err
		}
		var rb store.Run
		if b == "" {
			var ok bool
			if rb, ok, err = tx.Baseline(ra.TargetKey); err != nil {
				return runs.Comparison{}, err
			}
			if !ok {
				return runs.Comparison{}, workspace.Fieldf("b", "the query parameter b is required: the target of run %s has no baseline (PUT /runs/:id/baseline marks one)", a)
			}
		} else if rb, err = tx.Run(b); err != nil {
			return runs.Comparison{}, err
		}
		for _, r := range []store.Run{ra, rb} {
			if !ended(r) {
				return runs.Comparison{}, notEnded(r, "it can be compared")
			}
		}
		return runs.Compare(ra, rb), nil
	})
}
