package scripting

// This file is the contract between the sandbox and its callers (mgmt's
// execute, scenario). Keep the names; add fields freely.

import (
	"context"
	"time"
)

// Phases a script runs in.
const (
	PhasePre      = "pre"      // before the request is sent; pm.request is mutable
	PhasePost     = "post"     // after the response; pm.response is set
	PhaseSetup    = "setup"    // once at the start of a collection run
	PhaseTeardown = "teardown" // once at the end of a collection run
)

// DefaultTimeout is a script's deadline when its element states none.
const DefaultTimeout = 5 * time.Second

// KV is one header or query row of a script's request or response, order kept.
type KV struct {
	Key   string `json:"key"`
	Value string `json:"value"`
}

// ScriptRequest is pm.request: scripts of the pre phase may change it and
// the caller sends what they leave.
type ScriptRequest struct {
	ID      string
	Name    string
	Method  string
	URL     string
	Headers []KV
	Body    string // the raw body text, as sent
	// Form holds the enabled fields of a url-encoded or form-data body, in
	// order, repeats kept (a file field's value is its src); nil for other
	// bodies. The legacy request.data reads it.
	Form []KV
	// Description is the request's description (legacy request.description).
	Description string
}

// ScriptResponse is pm.response (post phase only).
type ScriptResponse struct {
	Code           int
	Status         string // reason phrase, e.g. "OK"
	Headers        []KV
	Body           []byte
	ResponseTimeMs float64
	ResponseSize   int64
}

// Variables is one variable scope (environment, collection variables,
// globals, iteration data, local variables). Scripts read and write it in
// place; the caller keeps it between scripts and requests.
type Variables struct {
	Names  []string          // insertion order, for toObject
	Values map[string]string // every value is a string, as sent
	// Typed remembers values scripts set as non-strings (numbers, booleans,
	// null, objects), so a later get returns them with their type, as in
	// Postman. An entry counts only while Values still holds its String;
	// callers writing Values directly need not touch it.
	Typed map[string]TypedValue
	// Writes counts the changes scripts made (set, unset, clear; setting
	// the value a name already has with the same type is none), so a
	// caller can tell whether a scope changed across script runs.
	Writes uint64
}

// TypedValue is a non-string value a script set: its string form (what
// Values holds and {{name}} resolves to) and its JSON text.
type TypedValue struct {
	String string
	JSON   string
}

// Info is pm.info.
type Info struct {
	EventName      string // prerequest or test
	Iteration      int    // 0-based
	IterationCount int
	RequestName    string
	RequestID      string
	CollectionName string
	// EnvironmentName is pm.environment.name: the name of the run's
	// environment, "" (read as undefined) for none.
	EnvironmentName string
}

// SendFunc sends a pm.sendRequest request (its resolved request) and returns
// the response, or an error the script's callback receives.
type SendFunc func(ctx context.Context, r ScriptRequest) (ScriptResponse, error)

// Input is everything one script run sees.
type Input struct {
	Phase    string
	Script   string
	Timeout  time.Duration // 0 means DefaultTimeout
	Request  *ScriptRequest
	Response *ScriptResponse // nil outside the post phase

	Globals             *Variables
	CollectionVariables *Variables
	Environment         *Variables
	IterationData       *Variables
	Locals              *Variables // pm.variables.set: the run's local layer

	Info Info
	Send SendFunc // nil: pm.sendRequest fails with a clear error

	// Packages are the package library packages pm.require resolves: the
	// CommonJS source of each by name (the script.package elements of the
	// script's collections). nil: pm.require finds none.
	Packages map[string]string
}

// TestResult is one pm.test (or legacy tests[...]) outcome.
type TestResult struct {
	Name    string `json:"name"`
	Passed  bool   `json:"passed"`
	Skipped bool   `json:"skipped,omitempty"`
	Error   string `json:"error,omitempty"` // the assertion message when it failed
}

// Failed reports whether the test ran and failed (a skipped test has
// Passed false but did not fail).
func (t TestResult) Failed() bool { return !t.Passed && !t.Skipped }

// ConsoleLine is one console.* call.
type ConsoleLine struct {
	Level string `json:"level"` // log, info, warn, error, debug
	Text  string `json:"text"`
}

// Result is what one script run produced.
type Result struct {
	Tests   []TestResult  `json:"tests"`
	Console []ConsoleLine `json:"console"`
	// Error is an uncaught exception or a syntax error; TimedOut means the
	// deadline stopped the script.
	Error    string `json:"error,omitempty"`
	TimedOut bool   `json:"timedOut,omitempty"`
	// MemoryExceeded means the memory cap (scriptMaxMemoryBytes) stopped
	// the script.
	MemoryExceeded bool `json:"memoryExceeded,omitempty"`
	// NextRequest is set by pm.execution.setNextRequest (or
	// postman.setNextRequest): nil means not called; a pointer to "" or
	// to a null means stop the run.
	NextRequest *string `json:"nextRequest,omitempty"`
	SkipRequest bool    `json:"skipRequest,omitempty"` // pre phase: pm.execution.skipRequest()
}
