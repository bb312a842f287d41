package main

import (
	"bytes"
	"fmt"
	"io"
	"math"
	"net/http"
	"strconv"
	"strings"

	"github.com/svc-engine/svc-engine/codec"
)

// ANSI styles; only written when the printer has color.
const (
	ansiReset  = "\x1b[0m"
	ansiDim    = "\x1b[2m"
	ansiBold   = "\x1b[1m"
	ansiGreen  = "\x1b[1;32m"
	ansiCyan   = "\x1b[1;36m"
	ansiYellow = "\x1b[1;33m"
	ansiRed    = "\x1b[1;31m"
)

// printer writes results to stdout, each in one write.
type printer struct {
	w     io.Writer
	color bool
}

func (p printer) paint(style, s string) string {
	if !p.color {
		return s
	}
	return style + s + ansiReset
}

// statusStyle colors a status code by class.
func statusStyle(code int) string {
	switch code / 100 {
	case 2:
		return ansiGreen
	case 3:
		return ansiCyan
	case 4:
		return ansiYellow
	case 5:
		return ansiRed
	}
	return ansiBold
}

// response prints a single request's outcome: status line, time, size,
// headers, body and the test results when a script reported any.
func (p printer) response(a executeAnswer) error {
	var b bytes.Buffer
	text := a.StatusText
	if text == "" {
		text = http.StatusText(a.StatusCode)
	}
	status := strings.TrimSpace(strconv.Itoa(a.StatusCode) + " " + text)
	b.WriteString(p.paint(statusStyle(a.StatusCode), status) + "\n")
	fmt.Fprintf(&b, "Time: %s ms\n", formatMs(a.Timing.TotalMs))
	fmt.Fprintf(&b, "Size: %d bytes", a.Size)
	if a.BodyTruncated {
		b.WriteString(" (the body shown is cut at the engine's limit)")
	}
	b.WriteByte('\n')

	if len(a.Headers) > 0 {
		b.WriteByte('\n')
		for _, h := range a.Headers {
			b.WriteString(p.paint(ansiDim, h.Key+":") + " " + h.Value + "\n")
		}
	}

	switch {
	case a.BodyEncoding == "base64":
		fmt.Fprintf(&b, "\n[binary body, %d bytes]\n", a.Size)
	case a.Body != "":
		b.WriteByte('\n')
		if codec.Valid([]byte(a.Body)) && codec.Indent(&b, []byte(a.Body), "", "  ") == nil {
			b.WriteByte('\n')
		} else {
			b.WriteString(a.Body)
			if !strings.HasSuffix(a.Body, "\n") {
				b.WriteByte('\n')
			}
		}
	}

	if len(a.Tests) > 0 {
		passed := 0
		for _, t := range a.Tests {
			if t.Passed {
				passed++
			}
		}
		fmt.Fprintf(&b, "\nTests: %d passed, %d failed\n", passed, len(a.Tests)-passed)
		for _, t := range a.Tests {
			if t.Passed {
				b.WriteString("  " + p.paint(ansiGreen, "✓") + " " + t.Name + "\n")
				continue
			}
			line := "  " + p.paint(ansiRed, "✗") + " " + t.Name
			if msg := testError(t.Error); msg != "" {
				line += ": " + msg
			}
			b.WriteString(line + "\n")
		}
	}
	if len(a.Console) > 0 {
		b.WriteString("\nConsole:\n")
		for _, l := range a.Console {
			level := l.Level
			if level == "" {
				level = "log"
			}
			style := ansiDim
			switch level {
			case "warn":
				style = ansiYellow
			case "error":
				style = ansiRed
			}
			b.WriteString("  " + p.paint(style, fmt.Sprintf("%-5s", level)) + " " + l.Text + "\n")
		}
	}
	for _, e := range a.ScriptErrors {
		b.WriteString("\n" + p.paint(ansiRed, "Script error") + " (" + e.Phase + "): " + e.Error + "\n")
	}
	_, err := p.w.Write(b.Bytes())
	return err
}

// run prints a started load test: the run id, then its live-stream URL,
// one per line so a script can read them.
func (p printer) run(runID, live string) error {
	_, err := io.WriteString(p.w, runID+"\n"+live+"\n")
	return err
}

// testError renders a failed test's error: a string as it is, anything
// else as compact JSON.
func testError(raw codec.RawMessage) string {
	if len(raw) == 0 || isNull(raw) {
		return ""
	}
	var s string
	if codec.Unmarshal(raw, &s) == nil {
		return s
	}
	var b bytes.Buffer
	if codec.Compact(&b, raw) != nil {
		return string(raw)
	}
	return b.String()
}

// formatMs writes milliseconds with at most one decimal: 0.4, 12, 1234.5.
func formatMs(ms float64) string {
	return strconv.FormatFloat(math.Round(ms*10)/10, 'f', -1, 64)
}
