package mgmt

import (
	"fmt"
	"strings"

	"github.com/valyala/fasthttp"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/runs"
	"github.com/svc-engine/svc-engine/store"
	"github.com/svc-engine/svc-engine/workspace"
)

// runView is the full run row (GET /runs/:id, the bare GET /runs array).
type runView struct {
	ID             string           `json:"id"`
	Kind           string           `json:"kind"`
	Name           string           `json:"name"`
	Mode           string           `json:"mode"`
	Status         string           `json:"status"`
	Error          *string          `json:"error"`
	Comment        *string          `json:"comment"`
	RequestID      *string          `json:"requestId"`
	CollectionID   *string          `json:"collectionId"`
	EnvironmentID  *string          `json:"environmentId"`
	CreatedAt      int64            `json:"createdAt"`
	StartedAt      *int64           `json:"startedAt"`
	EndedAt        *int64           `json:"endedAt"`
	DurationMs     *int64           `json:"durationMs"`
	Baseline       bool             `json:"baseline"`
	ConfigSnapshot codec.RawMessage `json:"configSnapshot"`
	Scenario       codec.RawMessage `json:"scenario,omitempty"`
	Summary        *runSummary      `json:"summary"`
}

// runSummary are the headline figures of an ended run's report.
type runSummary struct {
	Requests  *int64   `json:"requests"`
	ErrorRate *float64 `json:"errorRate"`
	RPS       *float64 `json:"rps"`
	P95       *float64 `json:"p95"`
}

// runRow is the compact row of a paginated GET /runs.
type runRow struct {
	ID         string   `json:"id"`
	Kind       string   `json:"kind"`
	Name       string   `json:"name"`
	Mode       string   `json:"mode"`
	Status     string   `json:"status"`
	StartedAt  *int64   `json:"startedAt"`
	EndedAt    *int64   `json:"endedAt"`
	DurationMs *int64   `json:"durationMs"`
	Requests   *int64   `json:"requests"`
	ErrorRate  *float64 `json:"errorRate"`
	RPS        *float64 `json:"rps"`
	P95        *float64 `json:"p95"`
	Baseline   bool     `json:"baseline"`
}

func durationOf(r store.Run) *int64 {
	if r.StartedAt == nil || r.EndedAt == nil {
		return nil
	}
	d := max(*r.EndedAt-*r.StartedAt, 0)
	return &d
}

func fullRun(r store.Run) runView {
	v := runView{ID: r.ID, Kind: r.Kind, Name: r.Name, Mode: r.Mode, Status: r.Status, Error: r.Error, Comment: r.Comment,
		RequestID: r.RequestID, CollectionID: r.CollectionID, EnvironmentID: r.EnvironmentID, CreatedAt: r.CreatedAt,
		StartedAt: r.StartedAt, EndedAt: r.EndedAt, DurationMs: durationOf(r), Baseline: r.Baseline, ConfigSnapshot: r.ConfigSnapshot}
	if r.Kind == runs.KindScenario {
		v.Scenario = r.Scenario
		if v.Scenario == nil {
			v.Scenario = codec.RawMessage("null")
		}
	}
	if r.Report != nil {
		v.Summary = &runSummary{Requests: r.Requests, ErrorRate: r.ErrorRate, RPS: r.RPS, P95: r.P95}
	}
	return v
}

func compactRun(r store.Run) runRow {
	return runRow{ID: r.ID, Kind: r.Kind, Name: r.Name, Mode: r.Mode, Status: r.Status, StartedAt: r.StartedAt, EndedAt: r.EndedAt,
		DurationMs: durationOf(r), Requests: r.Requests, ErrorRate: r.ErrorRate, RPS: r.RPS, P95: r.P95, Baseline: r.Baseline}
}

type runList struct {
	Data       []runRow   `json:"data"`
	Pagination pagination `json:"pagination"`
}

// pageArgs reads limit (default def, 1..max, refused above max rather
// than clamped) and offset.
func pageArgs(ctx *fasthttp.RequestCtx, def, maxLimit int) (int, int, error) {
	limit, err := queryInt(ctx, "limit", def)
	if err != nil || limit == 0 || limit > maxLimit {
		return 0, 0, workspace.Fieldf("limit", "the query parameter limit must be from 1 to %d", maxLimit)
	}
	offset, err := queryInt(ctx, "offset", 0)
	if err != nil {
		return 0, 0, err
	}
	return limit, offset, nil
}

// oneOf reads an optional enum query parameter.
func oneOf(ctx *fasthttp.RequestCtx, name string, allowed ...string) (string, error) {
	v := string(ctx.QueryArgs().Peek(name))
	if v == "" {
		return "", nil
	}
	for _, a := range allowed {
		if v == a {
			return v, nil
		}
	}
	return "", workspace.Fieldf(name, "the query parameter %s must be one of %s", name, strings.Join(allowed, ", "))
}

// listRuns is GET /runs: without any query parameter the old bare array
// of full rows (newest first); with any, one page of compact rows.
func (s *Server) listRuns(ctx *fasthttp.RequestCtx) error {
	if ctx.QueryArgs().Len() == 0 {
		return readJSON(s, ctx, func(tx *store.Tx) ([]runView, error) {
			rs, _, err := tx.Runs(store.RunFilter{}, -1, 0)
			out := make([]runView, len(rs))
			for i, r := range rs {
				out[i] = fullRun(r)
			}
			return out, err
		})
	}
	limit, offset, err := pageArgs(ctx, runListDefault, runListMax)
	if err != nil {
		return err
	}
	var f store.RunFilter
	if f.Status, err = oneOf(ctx, "status", runs.StatusPending, runs.StatusRunning, runs.StatusCompleted, runs.StatusStopped, runs.StatusFailed); err != nil {
		return err
	}
	if f.Kind, err = oneOf(ctx, "kind", runs.KindLoad, runs.KindScenario); err != nil {
		return err
	}
	f.CollectionID = string(ctx.QueryArgs().Peek("collectionId"))
	f.RequestID = string(ctx.QueryArgs().Peek("requestId"))
	return readJSON(s, ctx, func(tx *store.Tx) (runList, error) {
		rs, total, err := tx.Runs(f, limit, offset)
		out := runList{Data: make([]runRow, len(rs)), Pagination: pagination{Limit: limit, Offset: offset, Total: total}}
		for i, r := range rs {
			out.Data[i] = compactRun(r)
		}
		return out, err
	})
}

func (s *Server) getRun(ctx *fasthttp.RequestCtx) error {
	return readJSON(s, ctx, func(tx *store.Tx) (runView, error) {
		r, err := tx.Run(pathID(ctx, "id"))
		return fullRun(r), err
	})
}

// runReport is GET /runs/:id/report.
type runReport struct {
	RunID          string           `json:"runId"`
	Kind           string           `json:"kind"`
	Name           string           `json:"name"`
	Mode           string           `json:"mode"`
	Status         string           `json:"status"`
	Error          *string          `json:"error"`
	StartedAt      *int64           `json:"startedAt"`
	EndedAt        *int64           `json:"endedAt"`
	ConfigSnapshot codec.RawMessage `json:"configSnapshot"`
	Scenario       codec.RawMessage `json:"scenario,omitempty"`
	Report         codec.RawMessage `json:"report"`
}

func ended(r store.Run) bool { return r.Status != runs.StatusPending && r.Status != runs.StatusRunning }

// notEnded is the 409 of a route that needs an ended run.
func notEnded(r store.Run, what string) error {
	return &apiError{status: 409, code: "conflict", hint: "/runs/" + r.ID + "/live",
		message: fmt.Sprintf("run %s is %s; %s once it has ended (follow GET /runs/%s/live meanwhile)", r.ID, r.Status, what, r.ID)}
}

func (s *Server) getRunReport(ctx *fasthttp.RequestCtx) error {
	return readJSON(s, ctx, func(tx *store.Tx) (runReport, error) {
		r, err := tx.Run(pathID(ctx, "id"))
		if err != nil {
			return runReport{}, err
		}
		if !ended(r) {
			return runReport{}, notEnded(r, "its report is stored")
		}
		out := runReport{RunID: r.ID, Kind: r.Kind, Name: r.Name, Mode: r.Mode, Status: r.Status, Error: r.Error, StartedAt: r.StartedAt,
			EndedAt: r.EndedAt, ConfigSnapshot: r.ConfigSnapshot, Report: r.Report}
		if out.Report == nil {
			out.Report = codec.RawMessage("null")
		}
		if r.Kind == runs.KindScenario {
			out.Scenario = fullRun(r).Scenario
		}
		return out, nil
	})
}

// runSeries is one page of a run's stored history.
type runSeries struct {
	RunID      string             `json:"runId"`
	Data       []codec.RawMessage `json:"data"`
	Pagination pagination         `json:"pagination"`
}

// runEvent is a stored event row of GET /runs/:id/events.
type runEvent struct {
	Seq  int64            `json:"seq"`
	T    int64            `json:"t"`
	Kind string           `json:"kind"`
	Data codec.RawMessage `json:"data"`
}

// readSeries answers one page of table for the run in the path.
func (s *Server) readSeries(ctx *fasthttp.RequestCtx, table string, def, maxLimit int, kinds ...string) error {
	limit, offset, err := pageArgs(ctx, def, maxLimit)
	if err != nil {
		return err
	}
	kind := ""
	if len(kinds) > 0 {
		if kind, err = oneOf(ctx, "kind", kinds...); err != nil {
			return err
		}
	}
	id := pathID(ctx, "id")
	return readJSON(s, ctx, func(tx *store.Tx) (runSeries, error) {
		if _, err := tx.Run(id); err != nil {
			return runSeries{}, err
		}
		rows, total, err := tx.RunRows(table, id, kind, limit, offset)
		out := runSeries{RunID: id, Data: make([]codec.RawMessage, len(rows)), Pagination: pagination{Limit: limit, Offset: offset, Total: total}}
		for i, r := range rows {
			out.Data[i] = r.Data
			if table == store.RunEvents {
				out.Data[i], _ = codec.Marshal(runEvent{Seq: r.Seq, T: r.T, Kind: r.Kind, Data: r.Data})
			}
		}
		return out, err
	})
}

func (s *Server) getRunMetrics(ctx *fasthttp.RequestCtx) error {
	return s.readSeries(ctx, store.RunTicks, runSeriesDefault, runSeriesMax)
}

func (s *Server) getRunSamples(ctx *fasthttp.RequestCtx) error {
	return s.readSeries(ctx, store.RunSamples, runSamplesDefault, runSamplesMax, "success", "failure", "slow")
}

func (s *Server) getRunMonitor(ctx *fasthttp.RequestCtx) error {
	return s.readSeries(ctx, store.RunMonitor, runSeriesDefault, runSeriesMax)
}

func (s *Server) getRunEvents(ctx *fasthttp.RequestCtx) error {
	return s.readSeries(ctx, store.RunEvents, runSeriesDefault, runSeriesMax, runs.EventPlan, runs.EventStep, runs.EventCapacity)
}
