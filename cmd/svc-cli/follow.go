package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/svc-engine/svc-engine/metrics"
)

// Exit codes of a followed run (README, "Exit codes"), after k6's: 99
// when a threshold failed, 97 when the run ended Failed, 98 when it ended
// Stopped by someone else, 130 when Ctrl-C stopped it. 1 stays every
// refusal, invalid file, unreachable engine and collection-run failure.
const (
	exitRunFailed   = 97
	exitRunStopped  = 98
	exitThresholds  = 99
	exitInterrupted = 130
)

// stopTimeout bounds the stop request sent after Ctrl-C (the engine waits
// up to 10 s for the run to end before it answers).
const stopTimeout = 15 * time.Second

// stream reads the run's live stream and hands each event to on until the
// terminal complete event, which it returns. Comments (the keep-alive)
// and events without data are skipped.
func (c *client) stream(ctx context.Context, runID string, on func(event string, data []byte) error) (runDone, error) {
	var done runDone
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.daemon+"/runs/"+url.PathEscape(runID)+"/live", nil)
	if err != nil {
		return done, fmt.Errorf("build the live request of run %s: %w", runID, err)
	}
	req.Header.Set("Accept", "text/event-stream")
	res, err := c.http.Do(req)
	if err != nil {
		if ctx.Err() != nil {
			return done, fmt.Errorf("stopped: %w", context.Cause(ctx))
		}
		var ue *url.Error
		if errors.As(err, &ue) {
			err = ue.Err
		}
		return done, &unreachableError{daemon: c.daemon, err: err}
	}
	defer func() { _ = res.Body.Close() }() // what was read is all there is; a close error adds nothing
	if res.StatusCode != http.StatusOK {
		data, _ := io.ReadAll(io.LimitReader(res.Body, 1<<20))
		return done, engineErrorOf(res.StatusCode, data)
	}
	sc := bufio.NewScanner(res.Body)
	sc.Buffer(make([]byte, 0, 64<<10), maxAnswerBytes)
	var event string
	for sc.Scan() {
		line := sc.Text()
		switch {
		case line == "":
			event = ""
		case strings.HasPrefix(line, "event:"):
			event = strings.TrimSpace(line[len("event:"):])
		case strings.HasPrefix(line, "data:"):
			data := []byte(strings.TrimSpace(line[len("data:"):]))
			if event == "complete" {
				if err := json.Unmarshal(data, &done); err != nil {
					return done, fmt.Errorf("the complete event of run %s does not decode: %w", runID, err)
				}
				return done, nil
			}
			if err := on(event, data); err != nil {
				return done, err
			}
		}
	}
	if ctx.Err() != nil {
		return done, fmt.Errorf("stopped: %w", context.Cause(ctx))
	}
	if err := sc.Err(); err != nil {
		return done, &unreachableError{daemon: c.daemon, err: fmt.Errorf("read the live stream of run %s: %w", runID, err)}
	}
	return done, fmt.Errorf("the live stream of run %s ended before the run completed", runID)
}

// stopRun asks the engine to stop a run and returns the status it ended
// with. It uses a fresh context: it is called after Ctrl-C cancelled the
// command's own.
func (c *client) stopRun(runID string) (runDone, error) {
	ctx, cancel := context.WithTimeout(context.Background(), stopTimeout)
	defer cancel()
	var done runDone
	status, data, err := c.call(ctx, http.MethodPost, "/runs/"+url.PathEscape(runID)+"/stop", nil)
	if err != nil {
		return done, err
	}
	if status != http.StatusOK {
		return done, engineErrorOf(status, data)
	}
	if err := json.Unmarshal(data, &done); err != nil {
		return done, fmt.Errorf("the engine's answer to POST /runs/%s/stop does not decode: %w", runID, err)
	}
	return done, nil
}

// runInfo is the part of GET /runs/:id the client reads to follow a run.
type runInfo struct {
	ID             string  `json:"id"`
	Kind           string  `json:"kind"`
	Name           string  `json:"name"`
	Mode           string  `json:"mode"`
	Status         string  `json:"status"`
	Error          *string `json:"error"`
	ConfigSnapshot struct {
		Plan json.RawMessage `json:"plan"`
	} `json:"configSnapshot"`
}

// getRun reads GET /runs/:id.
func (c *client) getRun(ctx context.Context, runID string) (runInfo, error) {
	var r runInfo
	status, data, err := c.call(ctx, http.MethodGet, "/runs/"+url.PathEscape(runID), nil)
	if err != nil {
		return r, err
	}
	if status != http.StatusOK {
		return r, engineErrorOf(status, data)
	}
	if err := json.Unmarshal(data, &r); err != nil {
		return r, fmt.Errorf("the engine's answer to GET /runs/%s does not decode: %w", runID, err)
	}
	return r, nil
}

// planInfo is what the status block shows of a load plan: how far the run
// goes (a duration or a count of iterations) and its thresholds.
type planInfo struct {
	total      time.Duration // 0: unknown (capacity, or an iterations plan)
	iterations int64
	thresholds []metrics.Threshold
}

// planInfoOf reads the plan a load run was started with.
func planInfoOf(mode string, plan json.RawMessage) planInfo {
	var p struct {
		Duration   json.RawMessage   `json:"duration"`
		Iterations int64             `json:"iterations"`
		Thresholds []json.RawMessage `json:"thresholds"`
	}
	var out planInfo
	if json.Unmarshal(plan, &p) != nil {
		return out
	}
	switch mode {
	case "iterations":
		out.iterations = p.Iterations
	case "capacity":
	default:
		out.total = 30 * time.Second // loadcore.DefaultDuration
		var s string
		var n float64
		switch {
		case json.Unmarshal(p.Duration, &s) == nil:
			if d, err := time.ParseDuration(s); err == nil {
				out.total = d
			}
		case json.Unmarshal(p.Duration, &n) == nil:
			out.total = time.Duration(n * float64(time.Second))
		}
	}
	for _, raw := range p.Thresholds {
		var s string
		var t metrics.Threshold
		switch {
		case json.Unmarshal(raw, &s) == nil:
			if pt, err := metrics.ParseThreshold(s); err == nil {
				out.thresholds = append(out.thresholds, pt)
			}
		case json.Unmarshal(raw, &t) == nil && t.Metric != "":
			out.thresholds = append(out.thresholds, t)
		}
	}
	return out
}

// loadAnswer is GET /runs/:id/report of a load run.
type loadAnswer struct {
	RunID  string          `json:"runId"`
	Kind   string          `json:"kind"`
	Name   string          `json:"name"`
	Mode   string          `json:"mode"`
	Status string          `json:"status"`
	Error  *string         `json:"error"`
	Report *metrics.Report `json:"report"`
}

// reportAnswer reads GET /runs/:id/report, waiting briefly (up to 10 s)
// for an ended run's report to be stored.
func (c *client) reportAnswer(ctx context.Context, runID string) ([]byte, error) {
	deadline := time.Now().Add(10 * time.Second)
	for {
		status, data, err := c.call(ctx, http.MethodGet, "/runs/"+url.PathEscape(runID)+"/report", nil)
		if err != nil {
			return nil, err
		}
		if status == http.StatusOK {
			return data, nil
		}
		if status != http.StatusNotFound && status != http.StatusConflict || time.Now().After(deadline) {
			return nil, engineErrorOf(status, data)
		}
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// followLoad follows a load run to its end: the status block (or a line
// per tick), then the summary, the report files and the exit code. started
// says the client started the run, so Ctrl-C stops it.
func (c *client) followLoad(ctx context.Context, runID string, started bool, files reportFiles) error {
	info, err := c.getRun(ctx, runID)
	if err != nil {
		return err
	}
	plan := planInfoOf(info.Mode, info.ConfigSnapshot.Plan)
	view := newLiveView(c.out, c.tty, info, plan)

	// Every tick is handed over (the view adds up the codes in each), one
	// a second; the stream waits for the view, which only draws.
	ticks := make(chan metrics.Tick)
	type result struct {
		done runDone
		err  error
	}
	ended := make(chan result, 1)
	sctx, cancel := context.WithCancel(ctx)
	defer cancel()
	go func() {
		done, err := c.stream(sctx, runID, func(event string, data []byte) error {
			if event != "metrics" {
				return nil
			}
			var t metrics.Tick
			if err := json.Unmarshal(data, &t); err != nil {
				return fmt.Errorf("a metrics event of run %s does not decode: %w", runID, err)
			}
			select {
			case ticks <- t:
				return nil
			case <-sctx.Done():
				return sctx.Err()
			}
		})
		ended <- result{done, err}
	}()

	var redraw <-chan time.Time
	if c.tty {
		tk := time.NewTicker(time.Second)
		defer tk.Stop()
		redraw = tk.C
		view.draw(time.Now())
	}
	var res result
	interrupted := false
loop:
	for {
		select {
		case t := <-ticks:
			view.tick(t, time.Now())
			if !c.tty {
				view.line()
			}
		case now := <-redraw:
			view.draw(now)
		case res = <-ended:
			break loop
		case <-ctx.Done():
			if !started {
				// watch: the run is not this client's to stop.
				cancel()
				view.finish(false)
				return &exitError{code: exitInterrupted, err: errors.New("interrupted")}
			}
			interrupted = true
			cancel()
			if res = <-ended; res.err == nil {
				break loop // the run ended on its own meanwhile
			}
			res.done, res.err = c.stopRun(runID)
			break loop
		}
	}
	view.finish(res.err == nil && res.done.Status == "Completed")
	var gone *engineError
	if errors.As(res.err, &gone) && gone.status == http.StatusNotFound {
		// The run ended before its live stream was read and the stream
		// is no longer held: the report says how it went.
		res.err = nil
	}
	if res.err != nil {
		return res.err
	}
	rctx := context.WithoutCancel(ctx)
	raw, err := c.reportAnswer(rctx, runID)
	if err != nil {
		return err
	}
	var ans loadAnswer
	if err := json.Unmarshal(raw, &ans); err != nil {
		return fmt.Errorf("the report of run %s does not decode: %w", runID, err)
	}
	if err := c.out.loadSummary(ans, interrupted); err != nil {
		return err
	}
	if err := writeLoadReports(c.out, files, ans, raw); err != nil {
		return err
	}
	if interrupted {
		return &exitError{code: exitInterrupted, err: fmt.Errorf("interrupted: run %s was stopped (%s)", runID, ans.Status)}
	}
	return loadVerdict(ans)
}

// loadVerdict maps an ended load run to its exit error (nil for success).
func loadVerdict(ans loadAnswer) error {
	if ans.Report != nil {
		var failed []string
		for _, t := range ans.Report.Thresholds {
			if !t.Passed {
				failed = append(failed, fmt.Sprintf("%s (actual %s)", t.Threshold, formatFloat(t.Actual)))
			}
		}
		if len(failed) > 0 {
			return &exitError{code: exitThresholds, err: fmt.Errorf("run %s: %s failed: %s", ans.RunID, plural(int64(len(failed)), "threshold"), strings.Join(failed, ", "))}
		}
	}
	msg := "run " + ans.RunID + " ended " + ans.Status
	if ans.Error != nil && *ans.Error != "" {
		msg += ": " + *ans.Error
	}
	switch ans.Status {
	case "Completed":
		return nil
	case "Stopped":
		return &exitError{code: exitRunStopped, err: errors.New(msg)}
	}
	return &exitError{code: exitRunFailed, err: errors.New(msg)}
}

// watch follows a run the client did not start: a load run's status
// block and summary, or a collection run's steps and table.
func (c *client) watch(ctx context.Context, runID string) error {
	info, err := c.getRun(ctx, runID)
	if err != nil {
		return err
	}
	if info.Kind != "scenario" {
		return c.followLoad(ctx, runID, false, reportFiles{})
	}
	sum := newSummary(c.out)
	_, done, err := c.follow(ctx, runID, sum)
	if err != nil {
		if ctx.Err() != nil {
			return &exitError{code: exitInterrupted, err: errors.New("interrupted")}
		}
		return err
	}
	var rep runReport
	if _, err := c.report(ctx, runID, &rep); err != nil {
		return err
	}
	if err := sum.finish(rep, done); err != nil {
		return err
	}
	if msg := rep.failed(done); msg != "" {
		return &exitError{code: 1, err: errors.New(msg)}
	}
	return nil
}
