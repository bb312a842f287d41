package main

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/svc-engine/svc-engine/codec"
)

// summary prints a collection run the way Newman's cli reporter does: the
// collection name, each iteration, each request with its status, size and
// time and its tests (✓ or ✗), then a table of what ran and failed, the
// run duration and response times, and the failures.
type summary struct {
	p         printer
	iteration int // the last iteration printed; -1 before the first
	count     int // iterations planned
	failures  int // failed tests printed so far (numbering)
}

func newSummary(p printer) *summary { return &summary{p: p, iteration: -1} }

func (s *summary) reset() { s.iteration, s.failures = -1, 0 }

func (s *summary) write(b *bytes.Buffer) { _, _ = s.p.w.Write(b.Bytes()) }

// plan prints the collection name from the plan event.
func (s *summary) plan(data []byte) {
	var pl struct {
		CollectionName string `json:"collectionName"`
		Iterations     int    `json:"iterations"`
	}
	if codec.Unmarshal(data, &pl) != nil {
		return
	}
	s.count = pl.Iterations
	var b bytes.Buffer
	b.WriteString(s.p.paint(ansiBold, pl.CollectionName) + "\n")
	s.write(&b)
}

func (s *summary) step(st runStep) {
	var b bytes.Buffer
	if st.Iteration != s.iteration {
		s.iteration = st.Iteration
		if s.count > 1 {
			fmt.Fprintf(&b, "\n%s\n", s.p.paint(ansiDim, fmt.Sprintf("Iteration %d/%d", st.Iteration+1, s.count)))
		}
	}
	name := st.Path
	if name == "" {
		name = st.Name
	}
	b.WriteString("\n→ " + name + "\n")
	switch {
	case st.Skipped:
		b.WriteString("  " + s.p.paint(ansiDim, "skipped by a pre-request script") + "\n")
	case st.Request != nil:
		line := "  " + st.Request.Method + " " + st.Request.URL
		if st.Response != nil && st.Response.StatusCode != 0 {
			ms := 0.0
			if st.Timing != nil {
				ms = st.Timing.TotalMs
			}
			status := strings.TrimSpace(strconv.Itoa(st.Response.StatusCode) + " " + st.Response.StatusText)
			line += " [" + s.p.paint(statusStyle(st.Response.StatusCode), status) + ", " + formatBytes(st.Response.Size) + ", " + formatMs(ms) + "ms]"
		} else {
			line += " [" + s.p.paint(ansiRed, "errored") + "]\n     " + st.ErrorCode + ": " + st.Error
		}
		b.WriteString(line + "\n")
	}
	for _, c := range st.Console {
		b.WriteString("  " + s.p.paint(ansiDim, "│ "+c.Text) + "\n")
	}
	for _, sc := range st.Scripts {
		if sc.Error != "" {
			s.failures++
			fmt.Fprintf(&b, "  %s %s script error: %s\n", s.p.paint(ansiRed, strconv.Itoa(s.failures)+"."), sc.Phase, sc.Error)
		}
	}
	for _, t := range st.Tests {
		switch {
		case t.Passed:
			b.WriteString("  " + s.p.paint(ansiGreen, "✓") + "  " + t.Name + "\n")
		case t.Skipped:
			b.WriteString("  " + s.p.paint(ansiDim, "-  "+t.Name) + "\n")
		default:
			s.failures++
			b.WriteString("  " + s.p.paint(ansiRed, strconv.Itoa(s.failures)+". "+t.Name) + "\n")
		}
	}
	s.write(&b)
}

// finish prints the table, the timings and the failures.
func (s *summary) finish(r runReport, done runDone) error {
	var b bytes.Buffer
	t := r.Totals
	rows := []struct {
		name           string
		total, failing int64
	}{
		{"iterations", int64(t.Iterations), 0},
		{"requests", t.Steps, t.FailedRequests},
		{"test-scripts", t.TestScripts.Total, t.TestScripts.Failed},
		{"prerequest-scripts", t.PrerequestScripts.Total, t.PrerequestScripts.Failed},
		{"assertions", t.Assertions.Total, t.Assertions.Failed},
	}
	const w1, w2 = 26, 12
	line := func(l, m, r string) string {
		return l + strings.Repeat("─", w1) + m + strings.Repeat("─", w2) + m + strings.Repeat("─", w2) + r + "\n"
	}
	b.WriteString("\n" + line("┌", "┬", "┐"))
	fmt.Fprintf(&b, "│%*s │%*s │%*s │\n", w1-1, "", w2-1, "executed", w2-1, "failed")
	b.WriteString(line("├", "┼", "┤"))
	for _, row := range rows {
		failed := strconv.FormatInt(row.failing, 10)
		if row.failing > 0 {
			failed = s.p.paint(ansiRed, failed)
		}
		fmt.Fprintf(&b, "│%*s │%*d │%*s │\n", w1-1, row.name, w2-1, row.total, w2-1+len(failed)-len(strconv.FormatInt(row.failing, 10)), failed)
	}
	width := w1 + 2*w2 + 2
	notes := []string{"total run duration: " + (time.Duration(r.Timings.DurationMs) * time.Millisecond).String()}
	if t.Requests > 0 {
		notes = append(notes, fmt.Sprintf("average response time: %sms [min: %sms, max: %sms, s.d.: %sms]", formatMs(r.Timings.ResponseMean),
			formatMs(r.Timings.ResponseMin), formatMs(r.Timings.ResponseMax), formatMs(r.Timings.ResponseStdev)))
	}
	if done.Status != "" && done.Status != "Completed" {
		msg := "run " + done.Status
		if done.Error != nil && *done.Error != "" {
			msg += ": " + *done.Error
		}
		notes = append(notes, msg)
	}
	if r.Bailed {
		notes = append(notes, "stopped early: --bail and a failure")
	}
	b.WriteString("├" + strings.Repeat("─", w1) + "┴" + strings.Repeat("─", w2) + "┴" + strings.Repeat("─", w2) + "┤\n")
	for _, n := range notes {
		// A note wider than the table runs past its right edge rather
		// than being cut.
		fmt.Fprintf(&b, "│ %s%s│\n", n, strings.Repeat(" ", max(0, width-1-len([]rune(n)))))
	}
	b.WriteString("└" + strings.Repeat("─", width) + "┘\n")
	if len(r.Failures) > 0 {
		b.WriteString("\n  #  failure         detail\n")
		for i, f := range r.Failures {
			what := f.Kind
			switch f.Kind {
			case "test":
				what = "AssertionError"
			case "send":
				what = "RequestError"
			}
			head := f.Test
			if head == "" {
				head = f.Message
			}
			fmt.Fprintf(&b, "\n %2d. %-15s %s\n", i+1, what, head)
			if f.Test != "" && f.Message != "" {
				fmt.Fprintf(&b, "     %-15s %s\n", "", f.Message)
			}
			where := f.Path
			if where == "" {
				where = f.Request
			}
			fmt.Fprintf(&b, "     %-15s inside %q, iteration %d\n", "", where, f.Iteration+1)
		}
		if r.FailuresOmitted > 0 {
			fmt.Fprintf(&b, "\n     and %d more failures (see GET /runs/<id>/report)\n", r.FailuresOmitted)
		}
	}
	_, err := s.p.w.Write(b.Bytes())
	return err
}

// formatBytes writes a size the way Newman does: 441B, 1.2kB, 3.4MB.
func formatBytes(n int64) string {
	switch {
	case n < 1000:
		return strconv.FormatInt(n, 10) + "B"
	case n < 1000*1000:
		return strconv.FormatFloat(float64(n)/1000, 'f', 1, 64) + "kB"
	}
	return strconv.FormatFloat(float64(n)/1e6, 'f', 1, 64) + "MB"
}

// writeReport writes the reporter's file: junit (JUnit XML, a testsuite
// per step and a testcase per test) or json (the run id, the report as
// the engine answered it and every step trace).
func writeReport(kind, path, runID string, r runReport, raw codec.RawMessage, steps []runStep) error {
	var out []byte
	switch kind {
	case "json":
		traces := make([]codec.RawMessage, 0, len(steps))
		for _, st := range steps {
			traces = append(traces, st.raw)
		}
		var err error
		out, err = codec.MarshalIndentHTMLSafe(struct {
			RunID  string             `json:"runId"`
			Report codec.RawMessage   `json:"report"`
			Steps  []codec.RawMessage `json:"steps"`
		}{runID, raw, traces}, "", "  ")
		if err != nil {
			return err
		}
		out = append(out, '\n')
	case "junit":
		out = junitXML(r, steps)
	}
	if err := os.WriteFile(path, out, 0o644); err != nil {
		return fmt.Errorf("write the %s report: %w", kind, err)
	}
	return nil
}

type junitSuites struct {
	XMLName  xml.Name     `xml:"testsuites"`
	Name     string       `xml:"name,attr"`
	Tests    int          `xml:"tests,attr"`
	Failures int          `xml:"failures,attr"`
	Time     string       `xml:"time,attr"`
	Suites   []junitSuite `xml:"testsuite"`
}

type junitSuite struct {
	Name      string      `xml:"name,attr"`
	Tests     int         `xml:"tests,attr"`
	Failures  int         `xml:"failures,attr"`
	Errors    int         `xml:"errors,attr"`
	Skipped   int         `xml:"skipped,attr,omitempty"`
	Time      string      `xml:"time,attr"`
	Iteration int         `xml:"iteration,attr"`
	Cases     []junitCase `xml:"testcase"`
}

type junitCase struct {
	Name      string        `xml:"name,attr"`
	Classname string        `xml:"classname,attr"`
	Time      string        `xml:"time,attr"`
	Failure   *junitFailure `xml:"failure,omitempty"`
	Error     *junitFailure `xml:"error,omitempty"`
	Skipped   *struct{}     `xml:"skipped,omitempty"`
}

type junitFailure struct {
	Type    string `xml:"type,attr"`
	Message string `xml:"message,attr"`
	Text    string `xml:",chardata"`
}

func seconds(ms float64) string { return strconv.FormatFloat(ms/1000, 'f', 3, 64) }

func junitXML(r runReport, steps []runStep) []byte {
	all := junitSuites{Name: r.CollectionName, Time: seconds(float64(r.Timings.DurationMs))}
	for _, st := range steps {
		name := st.Path
		if name == "" {
			name = st.Name
		}
		s := junitSuite{Name: name, Time: seconds(st.DurationMs), Iteration: st.Iteration + 1}
		class := strings.ReplaceAll(name, "/", ".")
		for _, t := range st.Tests {
			c := junitCase{Name: t.Name, Classname: class, Time: seconds(0)}
			switch {
			case t.Passed:
			case t.Skipped:
				c.Skipped = &struct{}{}
				s.Skipped++
			default:
				msg := testError(t.Error)
				c.Failure = &junitFailure{Type: "AssertionFailure", Message: msg, Text: "Failed " + t.Name + (map[bool]string{true: ": " + msg}[msg != ""])}
				s.Failures++
			}
			s.Cases = append(s.Cases, c)
		}
		for _, sc := range st.Scripts {
			if sc.Error != "" {
				s.Cases = append(s.Cases, junitCase{Name: sc.Phase + " script", Classname: class, Time: seconds(0),
					Error: &junitFailure{Type: "ScriptError", Message: sc.Error, Text: sc.Error}})
				s.Errors++
			}
		}
		if st.Response == nil && !st.Skipped && st.ErrorCode != "" {
			s.Cases = append(s.Cases, junitCase{Name: "request", Classname: class, Time: seconds(st.DurationMs),
				Error: &junitFailure{Type: st.ErrorCode, Message: st.Error, Text: st.Error}})
			s.Errors++
		}
		s.Tests = len(s.Cases)
		all.Tests += s.Tests
		all.Failures += s.Failures + s.Errors
		all.Suites = append(all.Suites, s)
	}
	out, _ := xml.MarshalIndent(all, "", "  ")
	return append([]byte(xml.Header), append(out, '\n')...)
}
