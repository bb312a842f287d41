package main

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"fmt"
	"maps"
	"math"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/svc-engine/svc-engine/metrics"
)

// liveView draws a followed load run: on a terminal one status block,
// redrawn in place (ANSI cursor movement) once per second; otherwise one
// plain line per tick. It is used by one goroutine.
type liveView struct {
	p    printer
	tty  bool
	info runInfo
	plan planInfo

	last   metrics.Tick
	have   bool
	at     time.Time        // when last arrived
	start  time.Time        // when the view began
	status map[string]int64 // responses by status code since the start
	codes  map[string]int64 // failures by errorCode since the start
	drawn  int              // lines of the block on screen
	full   bool             // the run completed: its whole planned length shows
}

func newLiveView(p printer, tty bool, info runInfo, plan planInfo) *liveView {
	return &liveView{p: p, tty: tty, info: info, plan: plan, start: time.Now(), status: map[string]int64{}, codes: map[string]int64{}}
}

// tick takes the next metrics event; the interval counts add up to the
// totals by code.
func (v *liveView) tick(t metrics.Tick, now time.Time) {
	v.last, v.have, v.at = t, true, now
	for k, n := range t.Status {
		v.status[k] += n
	}
	for k, n := range t.ErrorCodes {
		v.codes[k] += n
	}
}

// elapsed is the run's elapsed time: the last tick's, moved on by the
// time since it arrived (capped at the planned duration).
func (v *liveView) elapsed(now time.Time) time.Duration {
	if !v.have {
		return 0
	}
	d := time.Duration(v.last.ElapsedMs)*time.Millisecond + now.Sub(v.at)
	if v.full {
		d = max(d, v.plan.total)
	}
	if v.plan.total > 0 {
		d = min(d, v.plan.total)
	}
	return d
}

// progress is the progress bar line, or "" when the plan has no end the
// client can measure against.
func (v *liveView) progress(now time.Time) string {
	exact := v.elapsed(now)
	el := exact.Truncate(time.Second)
	var frac float64
	var text string
	switch {
	case v.plan.total > 0:
		frac = float64(exact) / float64(v.plan.total)
		text = el.String() + " / " + v.plan.total.String()
	case v.plan.iterations > 0:
		frac = float64(v.last.TotalRequests) / float64(v.plan.iterations)
		text = fmt.Sprintf("%d / %d requests, %s", v.last.TotalRequests, v.plan.iterations, el)
	default:
		return "elapsed " + el.String()
	}
	frac = min(max(frac, 0), 1)
	const width = 30
	full := int(math.Round(frac * width))
	return "[" + strings.Repeat("=", full) + strings.Repeat(" ", width-full) + "] " + fmt.Sprintf("%3.0f%%", frac*100) + "  " + text
}

// errorsText is the error count with the status codes and error codes
// behind it.
func (v *liveView) errorsText() string {
	t := v.last
	s := "errors " + strconv.FormatInt(t.TotalErrors, 10)
	if t.TotalRequests > 0 {
		s += fmt.Sprintf(" (%.2f%%)", float64(t.TotalErrors)/float64(t.TotalRequests)*100)
	}
	var by []string
	for _, k := range slices.Sorted(maps.Keys(v.status)) {
		if code, err := strconv.Atoi(k); err == nil && code >= 400 {
			by = append(by, k+" ×"+strconv.FormatInt(v.status[k], 10))
		}
	}
	for _, k := range slices.Sorted(maps.Keys(v.codes)) {
		by = append(by, k+" ×"+strconv.FormatInt(v.codes[k], 10))
	}
	if len(by) > 0 {
		s += "  " + strings.Join(by, "  ")
	}
	return s
}

// thresholds evaluates the plan's thresholds against the figures so far:
// counts and the error rate since the start, latency and rps of the last
// tick. The verdict that counts is the report's.
func (v *liveView) thresholds() []string {
	if len(v.plan.thresholds) == 0 {
		return nil
	}
	t := v.last
	r := metrics.Report{Requests: t.TotalRequests, Errors: t.TotalErrors, RPS: t.RPS, Latency: t.Latency, ServiceTime: t.ServiceTime}
	if t.TotalRequests > 0 {
		r.ErrorRate = float64(t.TotalErrors) / float64(t.TotalRequests)
	}
	out := make([]string, 0, len(v.plan.thresholds))
	for _, th := range v.plan.thresholds {
		res := metrics.EvalThreshold(th, &r)
		mark := v.p.paint(ansiGreen, "✓")
		if !res.Passed {
			mark = v.p.paint(ansiRed, "✗")
		}
		if !v.have {
			mark = "·"
		}
		out = append(out, "  "+mark+" "+th.String()+"  now "+formatFloat(res.Actual))
	}
	return out
}

// block is the status block's lines.
func (v *liveView) block(now time.Time) []string {
	t := v.last
	lines := []string{
		v.p.paint(ansiBold, v.info.ID) + "  " + v.info.Mode + "  " + v.info.Name,
		v.progress(now),
		fmt.Sprintf("requests %d  %s req/s  in flight %d", t.TotalRequests, formatFloat(t.RPS), t.InFlight),
		fmt.Sprintf("latency  p50 %s ms  p95 %s ms  p99 %s ms", formatMs(t.Latency.P50), formatMs(t.Latency.P95), formatMs(t.Latency.P99)),
		v.errorsText(),
	}
	if th := v.thresholds(); th != nil {
		lines = append(append(lines, "thresholds"), th...)
	}
	return lines
}

// draw redraws the block in place: up to its first line, each line
// cleared to its end, anything below cleared.
func (v *liveView) draw(now time.Time) {
	var b bytes.Buffer
	if v.drawn > 0 {
		fmt.Fprintf(&b, "\x1b[%dA\r", v.drawn)
	}
	lines := v.block(now)
	for _, l := range lines {
		b.WriteString(l + "\x1b[K\n")
	}
	b.WriteString("\x1b[J")
	v.drawn = len(lines)
	_, _ = v.p.w.Write(b.Bytes())
}

// line prints the last tick as one plain line.
func (v *liveView) line() {
	t := v.last
	el := (time.Duration(t.ElapsedMs) * time.Millisecond).Round(100 * time.Millisecond)
	s := fmt.Sprintf("%s  requests %d  %s req/s  errors %d  p50 %s ms  p95 %s ms  p99 %s ms\n",
		el, t.TotalRequests, formatFloat(t.RPS), t.TotalErrors, formatMs(t.Latency.P50), formatMs(t.Latency.P95), formatMs(t.Latency.P99))
	_, _ = v.p.w.Write([]byte(s))
}

// finish draws the block a last time with the run's final figures;
// completed shows a run that completed at its full planned length.
func (v *liveView) finish(completed bool) {
	v.full = completed
	if v.tty {
		v.at = time.Now() // the last tick's elapsed time, not moved on
		v.draw(v.at)
	}
}

// loadSummary prints the wrk-style summary of an ended load run: how it
// ended, the latency distribution, throughput, errors and thresholds.
func (p printer) loadSummary(a loadAnswer, interrupted bool) error {
	var b bytes.Buffer
	head := "\nRun " + a.RunID + " " + a.Status
	if interrupted {
		head += " (stopped by Ctrl-C; a partial summary)"
	}
	b.WriteString(p.paint(ansiBold, head) + "\n")
	if a.Name != "" {
		fmt.Fprintf(&b, "  %s, %s\n", a.Mode, a.Name)
	}
	if a.Error != nil && *a.Error != "" {
		b.WriteString("  " + p.paint(ansiRed, *a.Error) + "\n")
	}
	r := a.Report
	if r == nil {
		_, err := p.w.Write(b.Bytes())
		return err
	}
	dur := time.Duration(r.DurationMs) * time.Millisecond
	if r.Requests == 0 {
		fmt.Fprintf(&b, "  no request completed in %s\n", dur.Round(time.Millisecond))
		_, err := p.w.Write(b.Bytes())
		return err
	}
	b.WriteString("  Latency (ms)      mean     stdev       max\n")
	fmt.Fprintf(&b, "                %8s  %8s  %8s\n", formatMs(r.Latency.Mean), formatMs(r.Latency.Stdev), formatMs(r.Latency.Max))
	b.WriteString("  Latency distribution (ms, from the intended send time)\n")
	for _, q := range []struct {
		name string
		v    float64
	}{{"50%", r.Latency.P50}, {"75%", r.Latency.P75}, {"90%", r.Latency.P90}, {"95%", r.Latency.P95}, {"99%", r.Latency.P99}, {"99.9%", r.Latency.P999}} {
		fmt.Fprintf(&b, "    %6s  %s\n", q.name, formatMs(q.v))
	}
	fmt.Fprintf(&b, "  %d requests in %s, %s read, %s written\n", r.Requests, dur.Round(time.Millisecond), formatBytes(r.BytesIn), formatBytes(r.BytesOut))
	fmt.Fprintf(&b, "  Requests/sec: %s\n", formatFloat(r.RPS))
	fmt.Fprintf(&b, "  Errors: %d (%.2f%%)\n", r.Errors, r.ErrorRate*100)
	if len(r.Status) > 0 {
		b.WriteString("  Status codes: " + countsText(r.Status) + "\n")
	}
	if len(r.ErrorCodes) > 0 {
		b.WriteString("  Error codes: " + countsText(r.ErrorCodes) + "\n")
	}
	if r.Dropped > 0 || r.Late > 0 {
		fmt.Fprintf(&b, "  Late sends: %d, dropped: %d\n", r.Late, r.Dropped)
	}
	if len(r.Thresholds) > 0 {
		b.WriteString("  Thresholds:\n")
		for _, t := range r.Thresholds {
			mark := p.paint(ansiGreen, "✓")
			if !t.Passed {
				mark = p.paint(ansiRed, "✗")
			}
			fmt.Fprintf(&b, "    %s %s  actual %s\n", mark, t.Threshold, formatFloat(t.Actual))
		}
	}
	_, err := p.w.Write(b.Bytes())
	return err
}

// countsText writes a count map as "200 ×498, 503 ×2", keys sorted.
func countsText(m map[string]int64) string {
	parts := make([]string, 0, len(m))
	for _, k := range slices.Sorted(maps.Keys(m)) {
		parts = append(parts, k+" ×"+strconv.FormatInt(m[k], 10))
	}
	return strings.Join(parts, ", ")
}

// formatFloat writes a figure with at most three decimals.
func formatFloat(v float64) string {
	return strconv.FormatFloat(math.Round(v*1000)/1000, 'f', -1, 64)
}

// writeLoadReports writes a load run's report files and prints each path:
// json is the engine's GET /runs/:id/report answer, junit a suite with a
// test case per threshold and one for the run's status.
func writeLoadReports(p printer, files reportFiles, a loadAnswer, raw []byte) error {
	if files.json != "" {
		var b bytes.Buffer
		if err := json.Indent(&b, bytes.TrimSpace(raw), "", "  "); err != nil {
			return fmt.Errorf("indent the report of run %s: %w", a.RunID, err)
		}
		b.WriteByte('\n')
		if err := os.WriteFile(files.json, b.Bytes(), 0o644); err != nil {
			return fmt.Errorf("write the json report: %w", err)
		}
		if err := written(p.w, "json", files.json); err != nil {
			return err
		}
	}
	if files.junit != "" {
		if err := os.WriteFile(files.junit, loadJUnit(a), 0o644); err != nil {
			return fmt.Errorf("write the junit report: %w", err)
		}
		if err := written(p.w, "junit", files.junit); err != nil {
			return err
		}
	}
	return nil
}

// loadJUnit renders a load run as JUnit XML: one suite, a case for the
// run's status and one per threshold.
func loadJUnit(a loadAnswer) []byte {
	var secs string
	if a.Report != nil {
		secs = seconds(float64(a.Report.DurationMs))
	}
	s := junitSuite{Name: a.Name, Time: secs}
	status := junitCase{Name: "run " + a.Status, Classname: "run", Time: secs}
	if a.Status != "Completed" {
		msg := "the run ended " + a.Status
		if a.Error != nil && *a.Error != "" {
			msg += ": " + *a.Error
		}
		status.Error = &junitFailure{Type: a.Status, Message: msg, Text: msg}
		s.Errors++
	}
	s.Cases = append(s.Cases, status)
	if a.Report != nil {
		for _, t := range a.Report.Thresholds {
			name := t.Threshold.String() //nolint:staticcheck // QF1008: the threshold's text, not the result's
			c := junitCase{Name: name, Classname: "thresholds", Time: seconds(0)}
			if !t.Passed {
				msg := name + " failed: actual " + formatFloat(t.Actual)
				c.Failure = &junitFailure{Type: "ThresholdFailed", Message: msg, Text: msg}
				s.Failures++
			}
			s.Cases = append(s.Cases, c)
		}
	}
	s.Tests = len(s.Cases)
	all := junitSuites{Name: a.RunID, Tests: s.Tests, Failures: s.Failures + s.Errors, Time: secs, Suites: []junitSuite{s}}
	out, _ := xml.MarshalIndent(all, "", "  ")
	return append([]byte(xml.Header), append(out, '\n')...)
}
