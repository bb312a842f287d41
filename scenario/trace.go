package scenario

import (
	"github.com/svc-engine/svc-engine/scripting"
	"github.com/svc-engine/svc-engine/sender"
)

// Step is the payload of a step event and the stored per-step trace: one
// request of one iteration.
type Step struct {
	Seq        int     `json:"seq"`          // 1-based, in the order steps ran
	Iteration  int     `json:"iteration"`    // 0-based
	Index      int     `json:"index"`        // the request's position in the plan's requests
	VU         int     `json:"vu,omitempty"` // load runs: the virtual user (1-based) of a sampled trace
	RequestID  string  `json:"requestId"`
	Name       string  `json:"name"`
	Path       string  `json:"path"`
	StartedAt  int64   `json:"startedAt"` // epoch ms
	DurationMs float64 `json:"durationMs"`
	Skipped    bool    `json:"skipped"` // pm.execution.skipRequest(): nothing was sent
	Failed     bool    `json:"failed"`  // a failed send, test or script
	// Request is the request as sent (nil when skipped); Response is nil
	// when nothing was sent.
	Request     *sender.Sent            `json:"request"`
	Response    *Response               `json:"response"`
	Timing      *sender.Timing          `json:"timing"`
	Tests       []scripting.TestResult  `json:"tests"`
	Console     []scripting.ConsoleLine `json:"console"`
	Scripts     []ScriptRun             `json:"scripts"`
	Unresolved  []string                `json:"unresolved"`
	ErrorCode   string                  `json:"errorCode,omitempty"` // a failed send's errorCode
	Error       string                  `json:"error,omitempty"`     // a failed send's message
	NextRequest *string                 `json:"nextRequest,omitempty"`
}

// Response is the response part of a step trace; the body is cut at
// maxTraceBodyBytes.
type Response struct {
	StatusCode    int             `json:"statusCode"`
	StatusText    string          `json:"statusText"`
	Headers       []sender.Header `json:"headers"`
	Body          string          `json:"body"`
	BodyEncoding  string          `json:"bodyEncoding"`
	BodyTruncated bool            `json:"bodyTruncated"`
	Size          int64           `json:"size"`
	Protocol      string          `json:"protocol,omitempty"`
	URL           string          `json:"url"`
}

// ScriptRun is one script element's run in a step (or in setup/teardown).
type ScriptRun struct {
	Phase     string `json:"phase"` // pre, post, setup, teardown
	ElementID string `json:"elementId"`
	Error     string `json:"error,omitempty"`
	TimedOut  bool   `json:"timedOut,omitempty"`
	// MemoryExceeded says the memory cap (scriptMaxMemoryBytes) stopped
	// the script.
	MemoryExceeded bool `json:"memoryExceeded,omitempty"`
}

// NewScriptRun is how sc's run in phase ended: res's error, or a
// message of its own when the script only ran past its deadline.
func NewScriptRun(phase string, sc Script, res scripting.Result) ScriptRun {
	run := ScriptRun{Phase: phase, ElementID: sc.ElementID, Error: res.Error, TimedOut: res.TimedOut, MemoryExceeded: res.MemoryExceeded}
	if run.TimedOut && run.Error == "" {
		run.Error = "the script ran past its deadline and was stopped"
	}
	return run
}

// RootScriptsRun is the outcome of the setup or teardown scripts.
type RootScriptsRun struct {
	Scripts []ScriptRun             `json:"scripts"`
	Tests   []scripting.TestResult  `json:"tests"`
	Console []scripting.ConsoleLine `json:"console"`
}

func cut(s string, limit int) (string, bool) {
	if limit > 0 && len(s) > limit {
		return s[:limit], true
	}
	return s, false
}

// fillResponse writes the trace of r into out.
func fillResponse(out *Response, r sender.Response, limit int) {
	*out = Response{StatusCode: r.StatusCode, StatusText: r.StatusText, Headers: r.Headers, BodyEncoding: r.BodyEncoding,
		BodyTruncated: r.BodyTruncated, Size: r.Size, Protocol: r.Protocol, URL: r.URL}
	var cutNow bool
	out.Body, cutNow = cut(r.Body, limit)
	out.BodyTruncated = out.BodyTruncated || cutNow
}

func traceSent(s sender.Sent, limit int) *sender.Sent {
	var cutNow bool
	s.Body, cutNow = cut(s.Body, limit)
	s.BodyTruncated = s.BodyTruncated || cutNow
	return &s
}
