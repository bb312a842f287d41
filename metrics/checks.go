package metrics

// This file is part of the contract between runs (which runs a load run's
// test scripts on its kept samples) and mgmt (which serves the report and
// the samples). The JSON names are the API's; docs/openapi.yaml describes
// them.

// SampleTest is one test outcome of the scripts run on a kept sample.
type SampleTest struct {
	Name    string `json:"name"`
	Passed  bool   `json:"passed"`
	Skipped bool   `json:"skipped,omitempty"`
	Error   string `json:"error,omitempty"`
}

// Checks is the report of a load run's test scripts (its testScript and
// the target's script.post elements), run off the hot path on the kept
// samples.
type Checks struct {
	// ScriptRuns counts the samples the scripts ran on (each one run of
	// every post script, in order).
	ScriptRuns int64 `json:"scriptRuns"`
	// Dropped counts samples with a response that were kept but not
	// checked: the checker was behind (its queue was full), the cap of
	// script runs was reached, or the run ended before their turn.
	Dropped int64 `json:"dropped"`
	// NoResponse counts kept samples without a response (statusCode 0),
	// which are not checked.
	NoResponse int64 `json:"noResponse"`
	// Passed and Failed total the tests of every script run; PassRate is
	// Passed / (Passed + Failed), 1 when no test ran.
	Passed   int64   `json:"passed"`
	Failed   int64   `json:"failed"`
	PassRate float64 `json:"passRate"`
	// Tests are the outcomes by test name, in order of first appearance.
	Tests []CheckTest `json:"tests"`
	// Errors are the first script errors (uncaught exceptions, syntax
	// errors, timeouts).
	Errors []CheckError `json:"errors"`
	// IgnoredPreScripts counts the target's script.pre elements, which do
	// not run in a load run: the request is composed once, before it.
	IgnoredPreScripts int `json:"ignoredPreScripts"`
}

// CheckTest is one test name's outcomes over a run's checked samples.
type CheckTest struct {
	Name    string `json:"name"`
	Passed  int64  `json:"passed"`
	Failed  int64  `json:"failed"`
	Skipped int64  `json:"skipped"`
}

// CheckError is one script error of a run's checks.
type CheckError struct {
	T          int64  `json:"t"` // the sample's send time, epoch ms
	StatusCode int    `json:"statusCode"`
	Script     string `json:"script"` // testScript, or the script.post element's id
	Error      string `json:"error"`
	TimedOut   bool   `json:"timedOut,omitempty"`
	// MemoryExceeded says the memory cap (scriptMaxMemoryBytes) stopped
	// the script.
	MemoryExceeded bool `json:"memoryExceeded,omitempty"`
}
