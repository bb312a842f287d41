package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"
)

// comparison is GET /runs/compare (runs.Comparison, read here without
// importing the engine's run manager).
type comparison struct {
	A           compareSide `json:"a"`
	B           compareSide `json:"b"`
	PlanDiffers bool        `json:"planDiffers"`
	Differences []struct {
		Field string `json:"field"`
		A     any    `json:"a"`
		B     any    `json:"b"`
	} `json:"differences"`
	Metrics []struct {
		Metric   string   `json:"metric"`
		A        *float64 `json:"a"`
		B        *float64 `json:"b"`
		Delta    *float64 `json:"delta"`
		DeltaPct *float64 `json:"deltaPct"`
		Change   string   `json:"change"`
	} `json:"metrics"`
}

type compareSide struct {
	RunID    string `json:"runId"`
	Name     string `json:"name"`
	Mode     string `json:"mode"`
	Status   string `json:"status"`
	Baseline bool   `json:"baseline"`
}

// getJSON sends GET path and decodes a 200 answer into v.
func (c *client) getJSON(ctx context.Context, path string, v any) error {
	status, data, err := c.call(ctx, http.MethodGet, path, nil)
	if err != nil {
		return err
	}
	if status != http.StatusOK {
		return engineErrorOf(status, data)
	}
	if err := json.Unmarshal(data, v); err != nil {
		return fmt.Errorf("the engine's answer to GET %s does not decode: %w", path, err)
	}
	return nil
}

// runRow is a compact row of GET /runs?limit=.
type runRow struct {
	ID        string   `json:"id"`
	Kind      string   `json:"kind"`
	Name      string   `json:"name"`
	Mode      string   `json:"mode"`
	Status    string   `json:"status"`
	StartedAt *int64   `json:"startedAt"`
	Requests  *int64   `json:"requests"`
	RPS       *float64 `json:"rps"`
	P95       *float64 `json:"p95"`
	Baseline  bool     `json:"baseline"`
}

// listRuns prints the newest runs as a table.
func (c *client) listRuns(ctx context.Context, limit int) error {
	var page struct {
		Data       []runRow `json:"data"`
		Pagination struct {
			Total int `json:"total"`
		} `json:"pagination"`
	}
	if err := c.getJSON(ctx, "/runs?limit="+strconv.Itoa(limit), &page); err != nil {
		return err
	}
	var b bytes.Buffer
	tw := tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0) // writes into b cannot fail
	_, _ = fmt.Fprintln(tw, "ID\tKIND\tSTATUS\tMODE\tSTARTED\tREQUESTS\tRPS\tP95 MS\tNAME")
	for _, r := range page.Data {
		started := "-"
		if r.StartedAt != nil {
			started = time.UnixMilli(*r.StartedAt).UTC().Format("2006-01-02 15:04:05")
		}
		name := r.Name
		if r.Baseline {
			name += " (baseline)"
		}
		_, _ = fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", r.ID, r.Kind, r.Status, dash(r.Mode), started,
			optInt(r.Requests), optFloat(r.RPS, formatFloat), optFloat(r.P95, formatMs), name)
	}
	_ = tw.Flush()
	fmt.Fprintf(&b, "%d of %s\n", len(page.Data), plural(int64(page.Pagination.Total), "run"))
	_, err := c.out.w.Write(b.Bytes())
	return err
}

func dash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

func optInt(v *int64) string {
	if v == nil {
		return "-"
	}
	return strconv.FormatInt(*v, 10)
}

func optFloat(v *float64, f func(float64) string) string {
	if v == nil {
		return "-"
	}
	return f(*v)
}

// stop stops a run and prints the status it ended with.
func (c *client) stop(runID string) error {
	done, err := c.stopRun(runID)
	if err != nil {
		return err
	}
	line := runID + " " + done.Status
	if done.Error != nil && *done.Error != "" && done.Status != "Stopped" { // a stopped run's error only says so
		line += ": " + *done.Error
	}
	_, err = fmt.Fprintln(c.out.w, line)
	return err
}

// printReport prints an ended run's report in format (text, json or
// junit) and returns the run's exit error.
func (c *client) printReport(ctx context.Context, runID, format string) error {
	raw, err := c.reportAnswerNow(ctx, runID)
	if err != nil {
		return err
	}
	var head struct {
		Kind   string  `json:"kind"`
		Status string  `json:"status"`
		Error  *string `json:"error"`
	}
	if err := json.Unmarshal(raw, &head); err != nil {
		return fmt.Errorf("the report of run %s does not decode: %w", runID, err)
	}
	if head.Kind == "scenario" {
		var wrap struct {
			Report runReport `json:"report"`
		}
		if err := json.Unmarshal(raw, &wrap); err != nil {
			return fmt.Errorf("the report of run %s does not decode: %w", runID, err)
		}
		done := runDone{Status: head.Status, Error: head.Error}
		switch format {
		case "json":
			if err := c.printIndented(raw); err != nil {
				return err
			}
		default:
			steps, err := c.storedSteps(ctx, runID)
			if err != nil {
				return err
			}
			if format == "junit" {
				if _, err := c.out.w.Write(junitXML(wrap.Report, steps)); err != nil {
					return err
				}
				break
			}
			sum := newSummary(c.out)
			for _, st := range steps {
				sum.step(st)
			}
			if err := sum.finish(wrap.Report, done); err != nil {
				return err
			}
		}
		if msg := wrap.Report.failed(done); msg != "" {
			return &exitError{code: 1, err: errors.New(msg)}
		}
		return nil
	}
	var ans loadAnswer
	if err := json.Unmarshal(raw, &ans); err != nil {
		return fmt.Errorf("the report of run %s does not decode: %w", runID, err)
	}
	switch format {
	case "json":
		err = c.printIndented(raw)
	case "junit":
		_, err = c.out.w.Write(loadJUnit(ans))
	default:
		err = c.out.loadSummary(ans, false)
	}
	if err != nil {
		return err
	}
	return loadVerdict(ans)
}

// reportAnswerNow reads GET /runs/:id/report once: a run still going is
// the engine's 409, said as it is.
func (c *client) reportAnswerNow(ctx context.Context, runID string) ([]byte, error) {
	status, data, err := c.call(ctx, http.MethodGet, "/runs/"+url.PathEscape(runID)+"/report", nil)
	if err != nil {
		return nil, err
	}
	if status != http.StatusOK {
		return nil, engineErrorOf(status, data)
	}
	return data, nil
}

// printIndented prints an engine answer as indented JSON ending with one
// newline (the answer's own trailing newline is dropped first).
func (c *client) printIndented(raw []byte) error {
	var b bytes.Buffer
	if err := json.Indent(&b, bytes.TrimSpace(raw), "", "  "); err != nil {
		return fmt.Errorf("indent the engine's answer: %w", err)
	}
	b.WriteByte('\n')
	_, err := c.out.w.Write(b.Bytes())
	return err
}

// compare prints GET /runs/compare of a and b (b "" for the baseline).
func (c *client) compare(ctx context.Context, a, b string) error {
	q := url.Values{"a": {a}}
	if b != "" {
		q.Set("b", b)
	}
	var cmp comparison
	if err := c.getJSON(ctx, "/runs/compare?"+q.Encode(), &cmp); err != nil {
		return err
	}
	var out bytes.Buffer
	side := func(label string, s compareSide) {
		fmt.Fprintf(&out, "%s: %s  %s  %s  %s", label, s.RunID, s.Status, dash(s.Mode), s.Name)
		if s.Baseline {
			out.WriteString("  (baseline)")
		}
		out.WriteByte('\n')
	}
	side("a", cmp.A)
	side("b", cmp.B)
	if cmp.PlanDiffers {
		out.WriteString("\nThe two plans differ, so the figures are for information only (no better or worse):\n")
		for _, d := range cmp.Differences {
			fmt.Fprintf(&out, "  %s: a %s, b %s\n", d.Field, planValue(d.A), planValue(d.B))
		}
	}
	out.WriteByte('\n')
	tw := tabwriter.NewWriter(&out, 0, 0, 2, ' ', tabwriter.AlignRight) // writes into out cannot fail
	_, _ = fmt.Fprintln(tw, "METRIC\tA\tB\tA-B\tA-B %\t\t")
	for _, m := range cmp.Metrics {
		pct := "-"
		if m.DeltaPct != nil {
			pct = formatFloat(*m.DeltaPct) + "%"
		}
		change := m.Change
		switch change {
		case "better":
			change = c.out.paint(ansiGreen, change)
		case "worse":
			change = c.out.paint(ansiRed, change)
		}
		_, _ = fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t\n", m.Metric, optFloat(m.A, formatFloat), optFloat(m.B, formatFloat),
			optFloat(m.Delta, formatFloat), pct, change)
	}
	_ = tw.Flush()
	_, err := c.out.w.Write(out.Bytes())
	return err
}

// importFile sends a document to POST /import and prints what it made.
func (c *client) importFile(ctx context.Context, path string) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return &fileError{what: "file", path: path, problem: "cannot be read: " + unwrapPath(err).Error()}
	}
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	// The file's name names the collection of a format without one (a
	// cURL command, a HAR file).
	status, answer, err := c.post(ctx, "/import", object{{key: "content", value: mustJSON(string(data))}, {key: "fileName", value: mustJSON(filepath.Base(path))}})
	if err != nil {
		return err
	}
	if status != http.StatusOK {
		return engineErrorOf(status, answer)
	}
	var a struct {
		IDMap  map[string]string `json:"idMap"`
		Counts map[string]int    `json:"counts"`
		Meta   struct {
			Format  string   `json:"format"`
			Skipped []string `json:"skipped"`
		} `json:"meta"`
	}
	if err := json.Unmarshal(answer, &a); err != nil {
		return fmt.Errorf("the engine's answer to POST /import does not decode: %w", err)
	}
	byPrefix := map[string][]string{}
	for _, id := range a.IDMap {
		prefix, _, _ := strings.Cut(id, "_")
		byPrefix[prefix] = append(byPrefix[prefix], id)
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, "Imported %s (%s)\n", path, dash(a.Meta.Format))
	for _, k := range []struct{ name, prefix string }{{"collections", "col"}, {"requests", "req"}, {"examples", "exa"}, {"environments", "env"}} {
		ids := byPrefix[k.prefix]
		slices.Sort(ids)
		fmt.Fprintf(&b, "  %-13s %d", k.name+":", a.Counts[k.name])
		if len(ids) > 0 {
			b.WriteString("  " + strings.Join(ids, " "))
		}
		b.WriteByte('\n')
	}
	for _, s := range a.Meta.Skipped {
		b.WriteString("  skipped: " + s + "\n")
	}
	_, err = c.out.w.Write(b.Bytes())
	return err
}

// planValue prints one side of a plan difference: its JSON text, or
// "(none)" when that run's plan lacks the member.
func planValue(v any) string {
	if v == nil {
		return "(none)"
	}
	if s, ok := v.(string); ok {
		return s
	}
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Sprint(v)
	}
	return string(b)
}
