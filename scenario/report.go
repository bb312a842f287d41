package scenario

import (
	"context"
	"math"
	"strconv"
	"time"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/metrics"
	"github.com/svc-engine/svc-engine/runs"
	"github.com/svc-engine/svc-engine/scripting"
	"github.com/svc-engine/svc-engine/workspace"
)

// MaxFailures bounds the failures listed in a report; the rest are counted
// in failuresOmitted.
const MaxFailures = 1000

// Report is the report of a collection run (GET /runs/:id/report).
type Report struct {
	Kind           string           `json:"kind"` // scenario
	Mode           string           `json:"mode"` // scenario, or the load mode
	CollectionID   string           `json:"collectionId"`
	CollectionName string           `json:"collectionName"`
	FolderID       *string          `json:"folderId"`
	EnvironmentID  *string          `json:"environmentId"`
	OpenAPI        *Binding         `json:"openapi,omitempty"` // the bound document of the collection, when bound
	Scenario       codec.RawMessage `json:"scenario"`          // the scenario block as run, defaults resolved
	// Headline figures, as a load run's report has them (the run list's
	// summary): requests sent, the share of failed steps (a scenario
	// under load: of errors, statusCode 0 or >= 400), requests per second
	// and, under load, the latency distribution.
	Requests     int64            `json:"requests"`
	ErrorRate    float64          `json:"errorRate"`
	RPS          float64          `json:"rps"`
	Latency      *metrics.Latency `json:"latency,omitempty"`
	Totals       Totals           `json:"totals"`
	Timings      Timings          `json:"timings"`
	Failures     []Failure        `json:"failures"`
	FailuresOmit int              `json:"failuresOmitted"`
	Bailed       bool             `json:"bailed"`
	Setup        *RootScriptsRun  `json:"setup"`
	Teardown     *RootScriptsRun  `json:"teardown"`
	// Variables are the variable scopes as the run left them (plain runs;
	// nothing is written back to the stored environment or globals).
	Variables *FinalVariables `json:"variables,omitempty"`
	Load      *LoadReport     `json:"load,omitempty"` // load runs only
	// Coverage is what the run exercised of the document the collection
	// is bound to (absent, never zeros, on any other run).
	Coverage codec.RawMessage `json:"coverage,omitempty"`
}

// Binding is the OpenAPI binding stamped into a bound collection's report.
type Binding struct {
	SpecID   string `json:"specId"`
	SpecHash string `json:"specHash"`
}

// FinalVariables are the scopes at the end of a plain run, like Newman's
// --export-environment and --export-globals.
type FinalVariables struct {
	Environment         codec.RawMessage `json:"environment"`
	Globals             codec.RawMessage `json:"globals"`
	CollectionVariables codec.RawMessage `json:"collectionVariables"`
}

// Totals count what ran.
type Totals struct {
	Iterations        int    `json:"iterations"`      // iterations finished (a plain run: started and not stopped)
	Steps             int64  `json:"steps"`           // requests run, skipped ones included
	Requests          int64  `json:"requests"`        // requests sent
	FailedRequests    int64  `json:"failedRequests"`  // sends that failed (statusCode 0)
	SkippedRequests   int64  `json:"skippedRequests"` // pm.execution.skipRequest()
	FailedSteps       int64  `json:"failedSteps"`     // steps with a failed send, test or script
	Tests             int64  `json:"tests"`
	TestsPassed       int64  `json:"testsPassed"`
	TestsFailed       int64  `json:"testsFailed"`
	TestsSkipped      int64  `json:"testsSkipped"`
	Assertions        Count  `json:"assertions"`        // Newman's name for the tests: total and failed
	PrerequestScripts Count  `json:"prerequestScripts"` // script.pre runs
	TestScripts       Count  `json:"testScripts"`       // script.post runs
	BytesReceived     int64  `json:"bytesReceived"`
	Status            string `json:"-"`
}

// Count is a total and how many of it failed.
type Count struct {
	Total  int64 `json:"total"`
	Failed int64 `json:"failed"`
}

// Timings are the run's clock and response times (ms).
type Timings struct {
	StartedAt      int64   `json:"startedAt"`
	EndedAt        int64   `json:"endedAt"`
	DurationMs     int64   `json:"durationMs"`
	ResponseMean   float64 `json:"responseMean"`
	ResponseMin    float64 `json:"responseMin"`
	ResponseMax    float64 `json:"responseMax"`
	ResponseStdev  float64 `json:"responseStdev"`
	ResponseTotal  float64 `json:"responseTotal"`
	FirstByteMean  float64 `json:"firstByteMean"`
	responseSq     float64
	responseCount  int64
	firstByteTotal float64
}

// Failure is one failed test, send or script.
type Failure struct {
	Iteration int    `json:"iteration"`
	Index     int    `json:"index"` // -1 for setup and teardown
	RequestID string `json:"requestId"`
	Request   string `json:"request"` // the request's name
	Path      string `json:"path"`
	Kind      string `json:"kind"` // test, send, prerequest-script, test-script, setup-script, teardown-script
	Test      string `json:"test,omitempty"`
	Message   string `json:"message"`
	VU        int    `json:"vu,omitempty"`
}

// tally accumulates a report. It is not safe for concurrent use.
type tally struct {
	totals   Totals
	timings  Timings
	failures []Failure
	omitted  int
}

func (t *tally) fail(f Failure) {
	if len(t.failures) >= MaxFailures {
		t.omitted++
		return
	}
	t.failures = append(t.failures, f)
}

func (t *tally) add(st *Step) {
	t.totals.Steps++
	if st.Skipped {
		t.totals.SkippedRequests++
	}
	if st.Failed {
		t.totals.FailedSteps++
	}
	base := Failure{Iteration: st.Iteration, Index: st.Index, RequestID: st.RequestID, Request: st.Name, Path: st.Path, VU: st.VU}
	if st.Response != nil {
		t.totals.Requests++
		t.totals.BytesReceived += st.Response.Size
		if st.Response.StatusCode == 0 {
			t.totals.FailedRequests++
			f := base
			f.Kind, f.Message = "send", st.ErrorCode+": "+st.Error
			t.fail(f)
		}
		if st.Timing != nil {
			ms := st.Timing.TotalMs
			tm := &t.timings
			if tm.responseCount == 0 || ms < tm.ResponseMin {
				tm.ResponseMin = ms
			}
			tm.ResponseMax = math.Max(tm.ResponseMax, ms)
			tm.ResponseTotal += ms
			tm.responseSq += ms * ms
			tm.firstByteTotal += st.Timing.TTFBMs
			tm.responseCount++
		}
	}
	for _, s := range st.Scripts {
		c := &t.totals.PrerequestScripts
		kind := "prerequest-script"
		if s.Phase == scripting.PhasePost {
			c, kind = &t.totals.TestScripts, "test-script"
		}
		c.Total++
		if s.Error != "" {
			c.Failed++
			f := base
			f.Kind, f.Message = kind, s.Error
			t.fail(f)
		}
	}
	t.tests(st.Tests, base)
}

func (t *tally) tests(tests []scripting.TestResult, base Failure) {
	for _, ts := range tests {
		t.totals.Tests++
		switch {
		case ts.Skipped:
			t.totals.TestsSkipped++
		case ts.Passed:
			t.totals.TestsPassed++
		default:
			t.totals.TestsFailed++
			f := base
			f.Kind, f.Test, f.Message = "test", ts.Name, ts.Error
			if f.Message == "" {
				f.Message = "the test failed"
			}
			t.fail(f)
		}
	}
}

func (t *tally) root(run *RootScriptsRun, phase string) {
	if run == nil {
		return
	}
	base := Failure{Index: -1, Request: phase}
	for _, s := range run.Scripts {
		if s.Error != "" {
			f := base
			f.Kind, f.Message = phase+"-script", s.Error
			t.fail(f)
		}
	}
	t.tests(run.Tests, base)
}

// report assembles the report; started and ended are the run's clock.
func (r *Runner) report(t *tally, started, ended time.Time) *Report {
	rep := &Report{Kind: "scenario", Mode: r.Config.Load.Mode, CollectionID: r.Config.CollectionID, CollectionName: r.collectionName(),
		Scenario: r.Config.Echo(), Totals: t.totals, Timings: t.timings, Failures: t.failures, FailuresOmit: t.omitted}
	if rep.Failures == nil {
		rep.Failures = []Failure{}
	}
	if r.Config.FolderID != "" {
		rep.FolderID = &r.Config.FolderID
	}
	if r.EnvironmentID != "" {
		rep.EnvironmentID = &r.EnvironmentID
	}
	rep.OpenAPI = BindingOf(r.Tree.Chain, r.Config.CollectionID)
	if r.Coverage != nil && rep.OpenAPI != nil {
		rep.Coverage, _ = r.Coverage.Report() // an unencodable coverage is left out of the report
	}
	tc := &rep.Totals
	tc.Assertions = Count{Total: tc.Tests, Failed: tc.TestsFailed}
	tm := &rep.Timings
	tm.StartedAt, tm.EndedAt, tm.DurationMs = started.UnixMilli(), ended.UnixMilli(), ended.Sub(started).Milliseconds()
	if n := float64(tm.responseCount); n > 0 {
		tm.ResponseMean = tm.ResponseTotal / n
		tm.FirstByteMean = tm.firstByteTotal / n
		tm.ResponseStdev = math.Sqrt(math.Max(0, tm.responseSq/n-tm.ResponseMean*tm.ResponseMean))
	}
	rep.Requests = tc.Requests
	if tc.Steps > 0 {
		rep.ErrorRate = float64(tc.FailedSteps) / float64(tc.Steps)
	}
	if d := ended.Sub(started).Seconds(); d > 0 {
		rep.RPS = math.Round(float64(tc.Requests)/d*1000) / 1000
	}
	return rep
}

// BindingOf is the OpenAPI binding of the collection id of chain (nil
// when unbound).
func BindingOf(chain []workspace.Collection, id string) *Binding {
	for _, c := range chain {
		if c.ID != id {
			continue
		}
		ms, err := workspace.Members(c.OpenAPI)
		if err != nil {
			return nil
		}
		sid, _ := workspace.Get(ms, "specId")
		hash, _ := workspace.Get(ms, "specHash")
		b := &Binding{}
		b.SpecID, _ = workspace.String(sid)
		b.SpecHash, _ = workspace.String(hash)
		if b.SpecID == "" {
			return nil
		}
		return b
	}
	return nil
}

// Echo is the scenario block as run, with defaults resolved: the
// configSnapshot's scenario member and the report's scenario.
func (c Config) Echo() codec.RawMessage {
	type dataFile struct {
		Format   string `json:"format"`
		FileName string `json:"fileName,omitempty"`
		Rows     int    `json:"rows"`
	}
	out := struct {
		CollectionID    string           `json:"collectionId"`
		FolderID        *string          `json:"folderId"`
		EnvironmentID   *string          `json:"environmentId,omitempty"`
		Iterations      int              `json:"iterations"`
		Data            *dataFile        `json:"data"`
		DelayMs         int64            `json:"delayMs"`
		Bail            bool             `json:"bail"`
		TimeoutMs       *int64           `json:"timeoutMs"`
		ScriptTimeoutMs int64            `json:"scriptTimeoutMs"`
		Variables       codec.RawMessage `json:"variables"`
	}{CollectionID: c.CollectionID, Iterations: c.Iterations, DelayMs: c.Delay.Milliseconds(), Bail: c.Bail, ScriptTimeoutMs: c.ScriptTimeout.Milliseconds()}
	if c.FolderID != "" {
		out.FolderID = &c.FolderID
	}
	if c.EnvironmentSet {
		out.EnvironmentID = &c.EnvironmentID
	}
	if c.DataFormat != "" {
		out.Data = &dataFile{Format: c.DataFormat, FileName: c.DataFileName, Rows: len(c.Rows)}
	}
	if c.Timeout > 0 {
		ms := c.Timeout.Milliseconds()
		out.TimeoutMs = &ms
	}
	if out.ScriptTimeoutMs == 0 {
		out.ScriptTimeoutMs = scripting.DefaultTimeout.Milliseconds()
	}
	ms := make([]workspace.Member, 0, len(c.Variables))
	for _, v := range c.Variables {
		ms = append(ms, workspace.Member{Key: v.Key, Value: workspace.Quote(v.Value)})
	}
	out.Variables = workspace.Object(ms)
	b, _ := codec.Marshal(out)
	return b
}

// Run runs the collection (or, with a load mode, the scenario under load)
// and returns how it ended. It publishes the plan frame first, then a step
// event per request (load runs: a sample of them, and metrics ticks). A
// cancelled ctx ends it Stopped with the partial report; bail ends it
// Failed at the first failed step; failed tests alone leave it Completed
// with the failures counted.
func (r *Runner) Run(ctx context.Context, pub Publisher) runs.Result {
	r.Prepare()
	if r.Config.Load.Mode != ModeScenario {
		return r.runLoad(ctx, pub)
	}
	pub.Plan(r.plan())
	started := r.Now()
	t := &tally{}
	s := r.newSession()
	defer s.close()
	s.vu = 0
	rep := func(status, reason string, setup, teardown *RootScriptsRun) runs.Result {
		out := r.report(t, started, r.Now())
		out.Setup, out.Teardown = setup, teardown
		out.Variables = &FinalVariables{Environment: object(s.sc.env), Globals: object(s.sc.globals), CollectionVariables: object(s.sc.coll)}
		if status == statusFailed && r.Config.Bail {
			out.Bailed = true
		}
		b, err := codec.Marshal(out)
		if err != nil {
			return runs.Result{Status: statusFailed, Error: "encode the report: " + err.Error()}
		}
		return runs.Result{Status: status, Error: reason, Report: b}
	}
	setup := s.rootScripts(ctx, "setup", r.setup)
	t.root(setup, "setup")
	seq, first := 0, true
	var bailReason string
	delay := func(ctx context.Context) bool {
		if first {
			first = false
			return ctx.Err() == nil
		}
		return sleep(ctx, r.Config.Delay)
	}
	done := func(st *Step) bool {
		seq++
		st.Seq = seq
		t.add(st)
		pub.Step(st)
		if st.Failed && r.Config.Bail {
			bailReason = bailMessage(st)
			return true
		}
		return false
	}
	for i := 0; i < r.Config.Iterations; i++ {
		s.setRow(r.rowFor(i))
		if s.iteration(ctx, i, 0, delay, done) {
			break
		}
		t.totals.Iterations++
	}
	// Teardown runs after a bail too (not after a stop: the run must end
	// soon after ctx is cancelled).
	var teardown *RootScriptsRun
	if ctx.Err() == nil {
		teardown = s.rootScripts(ctx, "teardown", r.teardown)
		t.root(teardown, "teardown")
	}
	switch {
	case bailReason != "":
		return rep(statusFailed, bailReason, setup, teardown)
	case ctx.Err() != nil:
		return rep(statusStopped, "the run was stopped", setup, teardown)
	}
	return rep(statusCompleted, "", setup, teardown)
}

func bailMessage(st *Step) string {
	msg := "bail: iteration " + strconv.Itoa(st.Iteration) + ", request " + st.Name + " failed"
	switch {
	case st.Error != "":
		msg += ": " + st.ErrorCode + " " + st.Error
	default:
		for _, s := range st.Scripts {
			if s.Error != "" {
				return msg + ": " + s.Phase + " script: " + s.Error
			}
		}
		for _, ts := range st.Tests {
			if !ts.Passed && !ts.Skipped {
				return msg + ": test " + ts.Name
			}
		}
	}
	return msg
}
