package mcp

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/svc-engine/svc-engine/codec"
)

// traceKeys are the members of a step that make up its trace.
var traceKeys = []string{"request", "response", "timing", "scripts", "console"}

// maxReportSteps bounds how many steps get_run_report reads.
const maxReportSteps = 5000

// runReport is get_run_report: the stored report, a collection run's steps
// with their traces under the 96 KB budget, and coverage only for a run
// of a bound collection.
func (s *Server) runReport(ctx context.Context, c *call) (any, error) {
	id, err := c.reqStr("runId")
	if err != nil {
		return nil, err
	}
	return s.reportOf(ctx, id)
}

func (s *Server) reportOf(ctx context.Context, id string) (map[string]any, error) {
	v, err := s.engine.value(ctx, "GET", runPath(id, "/report"), nil, nil)
	if err != nil {
		return nil, err
	}
	rep, _ := v.(map[string]any)
	if rep == nil {
		return nil, fmt.Errorf("read the report of %s: the engine answered no object", id)
	}
	inner, _ := rep["report"].(map[string]any)
	if !boundRun(rep) {
		delete(rep, "coverage")
		if inner != nil {
			delete(inner, "coverage")
		}
	}
	if rep["kind"] != "scenario" {
		return rep, nil
	}
	var steps []map[string]any
	for offset := 0; offset < maxReportSteps; {
		page, err := s.engine.value(ctx, "GET", runPath(id, "/events"), pageQuery(1000, offset, "step"), nil)
		if err != nil {
			return nil, err
		}
		pm, _ := page.(map[string]any)
		rows := listItems(pm["data"])
		for _, r := range rows {
			ev, _ := r.(map[string]any)
			if step, ok := ev["data"].(map[string]any); ok {
				steps = append(steps, capBodies(step).(map[string]any))
			}
		}
		offset += len(rows)
		pg, _ := pm["pagination"].(map[string]any)
		total, _ := pg["total"].(codec.Number)
		if n, err := strconv.Atoi(string(total)); len(rows) == 0 || err != nil || offset >= n {
			break
		}
	}
	rep["tracesOmitted"] = budgetTraces(steps, traceKeys)
	rep["traceBudgetBytes"] = TraceBudget
	out := make([]any, len(steps))
	for i, st := range steps {
		out[i] = st
	}
	rep["steps"] = out
	return rep, nil
}

// boundRun reports whether the run's collection was bound to an OpenAPI
// document (a specId stamped into its scenario or report).
func boundRun(rep map[string]any) bool {
	for _, k := range []string{"scenario", "report"} {
		m, _ := rep[k].(map[string]any)
		oa, _ := m["openapi"].(map[string]any)
		if id, _ := oa["specId"].(string); id != "" {
			return true
		}
	}
	return false
}

// liveQuiet is how long get_live_metrics waits for a further event once
// the replay has been read, and liveMax how long it reads at most.
const (
	liveQuiet = 300 * time.Millisecond
	liveMax   = 3 * time.Second
)

// liveMetrics is get_live_metrics: it reads the run's live stream (the
// replay from the start, then what arrives until the stream goes quiet)
// and answers the latest event of each kind.
func (s *Server) liveMetrics(ctx context.Context, c *call) (any, error) {
	id, err := c.reqStr("runId")
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(ctx, liveMax)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, "GET", s.engine.base+runPath(id, "/live"), nil)
	if err != nil {
		return nil, fmt.Errorf("build the live request of %s: %w", id, err)
	}
	req.Header.Set("Accept", "text/event-stream")
	resp, err := s.engine.client.Do(req)
	if err != nil {
		return nil, fmt.Errorf("GET /runs/%s/live: %w: %w", id, ErrEngineUnreachable, err)
	}
	defer func() { _ = resp.Body.Close() }()
	if resp.StatusCode == http.StatusNotFound {
		run, err := s.engine.value(ctx, "GET", runPath(id, ""), nil, nil)
		if err != nil {
			return nil, err
		}
		rm, _ := run.(map[string]any)
		return map[string]any{"runId": id, "live": false, "status": rm["status"], "summary": rm["summary"],
			"message": "the run's live stream is gone (it ended); read get_run_report"}, nil
	}
	if resp.StatusCode >= 400 {
		b := make([]byte, 4096)
		n, _ := resp.Body.Read(b)
		return nil, engineError(resp.StatusCode, b[:n])
	}
	type frame struct{ name, data string }
	frames := make(chan frame, 64)
	go func() {
		defer close(frames)
		sc := bufio.NewScanner(resp.Body)
		sc.Buffer(make([]byte, 64<<10), 16<<20)
		var f frame
		for sc.Scan() {
			line := sc.Text()
			switch {
			case line == "":
				if f.name != "" || f.data != "" {
					select {
					case frames <- f:
					case <-ctx.Done():
						return
					}
				}
				f = frame{}
			case strings.HasPrefix(line, "event:"):
				f.name = strings.TrimSpace(line[len("event:"):])
			case strings.HasPrefix(line, "data:"):
				f.data += strings.TrimSpace(line[len("data:"):])
			}
		}
	}()
	latest := map[string]any{}
	counts := map[string]int{}
	completed := false
	quiet := time.NewTimer(liveMax)
	defer quiet.Stop()
read:
	for {
		select {
		case f, ok := <-frames:
			if !ok {
				break read
			}
			var v any
			if err := codec.UnmarshalNumbers([]byte(f.data), &v); err != nil {
				v = f.data
			}
			latest[f.name], counts[f.name] = v, counts[f.name]+1
			if f.name == "complete" {
				completed = true
				break read
			}
			quiet.Reset(liveQuiet)
		case <-quiet.C:
			break read
		case <-ctx.Done():
			break read
		}
	}
	if err := context.Cause(ctx); err != nil && !errors.Is(err, context.DeadlineExceeded) {
		return nil, err
	}
	out := map[string]any{"runId": id, "live": true, "completed": completed, "events": counts}
	out["latest"] = capBodies(latest)
	if completed {
		out["message"] = "the run has ended; read get_run_report"
	}
	return out, nil
}
