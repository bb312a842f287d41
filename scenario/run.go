package scenario

import (
	"context"
	"errors"
	"net/http/cookiejar"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"golang.org/x/net/publicsuffix"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/loadcore"
	"github.com/svc-engine/svc-engine/metrics"
	"github.com/svc-engine/svc-engine/runs"
	"github.com/svc-engine/svc-engine/scripting"
	"github.com/svc-engine/svc-engine/sender"
	"github.com/svc-engine/svc-engine/workspace"
)

// Scripts runs one script; the sandbox satisfies it. It must return by the
// input's deadline.
type Scripts interface {
	Run(ctx context.Context, in scripting.Input) scripting.Result
}

// Coverage measures what a run exercised of the document its collection
// is bound to (specs.Checker). It is called from every virtual user.
type Coverage interface {
	// Observe records one response of a request stamped with op.
	Observe(op codec.RawMessage, status int, contentType string, body []byte, truncated bool)
	// Report is the coverage as the report's coverage member.
	Report() (codec.RawMessage, error)
}

// headerValue is the first value of a header (any case), or "".
func headerValue(hs []sender.Header, name string) string {
	for _, h := range hs {
		if strings.EqualFold(h.Key, name) {
			return h.Value
		}
	}
	return ""
}

// Publisher receives what a run publishes while it works (runs.Live).
type Publisher interface {
	Plan(v any)
	Step(v any)
	Tick(t metrics.Tick)
}

// Runner is one collection run, ready to start. Every field is read-only
// once Run is called.
type Runner struct {
	Config Config
	Tree   Tree
	// Globals and Environment are the stored variables objects the run
	// starts from (Environment nil: none). Scripts change copies: nothing
	// is written back to the store.
	Globals         codec.RawMessage
	Environment     codec.RawMessage
	EnvironmentID   string
	EnvironmentName string // pm.environment.name
	// Client is the template of the run's sender: each session (the run,
	// or each virtual user) copies it with a fresh in-memory cookie jar,
	// so runs never read or change the engine's persistent jar.
	Client   sender.Client
	Settings sender.Settings
	Scripts  Scripts // nil: a script element fails its step
	// MaxTraceBodyBytes cuts the request and response bodies of step
	// traces (maxTraceBodyBytes); 0 keeps them whole.
	MaxTraceBodyBytes int
	// MaxTracedSteps bounds the step events of a load run (sampled
	// traces); 0 means 50.
	MaxTracedSteps int
	Now            func() time.Time // nil: time.Now
	// Coverage observes every response of a run of a collection bound to
	// an OpenAPI document (nil: the collection is not bound, and the
	// report has no coverage).
	Coverage Coverage

	items    []Item
	setup    []Script
	teardown []Script
	root     workspace.Collection
	scripts  chan struct{} // load runs: bounds the scripts running at once
	// wallClock says Now is time.Now (its readings serve the run's
	// deadline checks too).
	wallClock bool
	// decl holds the declarative answers of the items' post scripts.
	decl declCache
	// leans holds the lean renderings the users share.
	leans leanSet
	// goroutineUsers keeps a load run's virtual users on goroutines of
	// their own, off the event loops (tests compare the two paths).
	goroutineUsers bool
	// loopTimeouts counts the sends the event loops failed at their
	// deadline (tests see which path timed a send out).
	loopTimeouts atomic.Int64
}

// Items returns the run order (after Prepare).
func (r *Runner) Items() []Item { return r.items }

// Prepare computes the run order and the root scripts. Run calls it.
func (r *Runner) Prepare() {
	if r.items != nil || len(r.Tree.Chain) == 0 {
		return
	}
	r.items = Order(r.Tree)
	r.setup, r.teardown = RootScripts(r.Tree)
	r.root = r.Tree.Chain[len(r.Tree.Chain)-1]
	if r.Now == nil {
		r.Now, r.wallClock = time.Now, true
	}
	if r.MaxTracedSteps == 0 {
		r.MaxTracedSteps = 50
	}
}

// Plan is the plan frame published as the run opens.
type Plan struct {
	Kind           string        `json:"kind"` // scenario
	Mode           string        `json:"mode"` // scenario, or the load mode
	CollectionID   string        `json:"collectionId"`
	CollectionName string        `json:"collectionName"`
	FolderID       *string       `json:"folderId"`
	Iterations     int           `json:"iterations"`            // plain runs: passes; load runs in mode iterations: scenario passes in total
	Total          *int64        `json:"total"`                 // steps planned (requests × iterations); null for a duration-bound load run
	Concurrency    int           `json:"concurrency,omitempty"` // load runs
	Duration       string        `json:"duration,omitempty"`    // load runs bound by time
	Requests       []PlanRequest `json:"requests"`
}

// PlanRequest is one entry of the run order.
type PlanRequest struct {
	Index  int    `json:"index"`
	ID     string `json:"id"`
	Name   string `json:"name"`
	Method string `json:"method"`
	Path   string `json:"path"`
}

func (r *Runner) plan() Plan {
	p := Plan{Kind: "scenario", Mode: r.Config.Load.Mode, CollectionID: r.Config.CollectionID, CollectionName: r.collectionName(), Iterations: r.Config.Iterations, Requests: []PlanRequest{}}
	if r.Config.FolderID != "" {
		p.FolderID = &r.Config.FolderID
	}
	for i, it := range r.items {
		p.Requests = append(p.Requests, PlanRequest{Index: i, ID: it.Request.ID, Name: it.Request.Name, Method: it.Request.Method, Path: it.Path})
	}
	l := r.Config.Load
	switch l.Mode {
	case ModeScenario:
		t := int64(len(r.items)) * int64(r.Config.Iterations)
		p.Total = &t
	case loadcore.ModeIterations:
		t := int64(len(r.items)) * l.Iterations
		p.Total, p.Iterations, p.Concurrency = &t, int(l.Iterations), l.Concurrency
	default:
		p.Concurrency, p.Duration, p.Iterations = l.Concurrency, l.Duration.String(), 0
	}
	return p
}

func (r *Runner) collectionName() string {
	for _, c := range r.Tree.Chain {
		if c.ID == r.Config.CollectionID {
			return c.Name
		}
	}
	return r.root.Name
}

// setVars sets each of vars in v, a new name after the others.
func setVars(v *scripting.Variables, vars []Var) {
	for _, x := range vars {
		if _, ok := v.Values[x.Key]; !ok {
			v.Names = append(v.Names, x.Key)
		}
		v.Values[x.Key] = x.Value
	}
}

// runOptions applies the run's Newman options to a request about to go.
func (c Config) runOptions(req *sender.Request) {
	if c.IgnoreRedirects {
		req.FollowRedirects = false
	}
	if c.Insecure {
		req.VerifySSL = false
	}
	req.FileDir = c.WorkingDir
}

// newSession starts the variables and cookie jar of one session.
func (r *Runner) newSession() *session {
	globals := VariablesOf(r.Globals)
	if r.Config.GlobalsSet {
		globals = &scripting.Variables{Values: map[string]string{}}
		setVars(globals, r.Config.Globals)
	}
	setVars(globals, r.Config.GlobalVars)
	env := VariablesOf(r.Environment)
	setVars(env, r.Config.EnvironmentVars)
	s := &session{r: r, sc: &scopes{globals: globals, env: env, data: &scripting.Variables{Values: map[string]string{}},
		locals: &scripting.Variables{Values: map[string]string{}}}}
	coll := &scripting.Variables{Values: map[string]string{}}
	for _, c := range r.Tree.Chain {
		v := VariablesOf(c.Variables)
		for _, n := range v.Names {
			if !slices.Contains(coll.Names, n) {
				coll.Names = append(coll.Names, n)
			}
			coll.Values[n] = v.Values[n]
		}
	}
	s.sc.coll = coll
	s.sc.collInit = coll.Values
	s.sc.coll = cloneVariables(coll)
	if len(r.Config.Variables) > 0 {
		s.sc.overrides = sender.Vars{}
		for _, v := range r.Config.Variables {
			s.sc.overrides[v.Key] = v.Value
		}
	}
	s.client = r.newClient()
	s.cache.entries = make([]composeEntry, len(r.items))
	return s
}

// newClient copies the run's client for one session with its own cookie
// jar and its own connection cache (closed by session.close).
func (r *Runner) newClient() *sender.Client {
	c := r.Client
	c.Conns = sender.NewConnCache()
	jar, err := cookiejar.New(&cookiejar.Options{PublicSuffixList: publicsuffix.List})
	if err == nil {
		c.Jar = &watchedJar{CookieJar: jar}
	} else {
		c.Jar = nil
	}
	return &c
}

// session is one sequence of steps with its own variables, cookie jar
// and kept connections.
type session struct {
	r      *Runner
	vu     int
	sc     *scopes
	client *sender.Client
	cache  composeCache
	// lean is the virtual user's connection for lean steps (lean.go); nil
	// outside load runs.
	lean *leanConn
	// traceAll makes every response whole (the steps may be traced).
	traceAll bool
	// last is when the session's last step ended.
	last time.Time
	// preTmpl holds the pm.request templates of the items, by index.
	preTmpl []preTemplate
	// steps is the free list of step runs of the user loop the session
	// runs on (nil off the loops): a step nobody kept goes back to it.
	steps *[]*stepRun
}

// close closes the session's kept connections.
func (s *session) close() {
	if s.lean != nil {
		s.lean.close()
	}
	if s.client.Conns != nil {
		_ = s.client.Conns.Close()
	}
}

// setRow makes row the iteration data (row nil: none).
func (s *session) setRow(row *Row) {
	if row == nil {
		s.sc.data = &scripting.Variables{Values: map[string]string{}}
		return
	}
	s.sc.data = rowVariables(*row)
}

// rowFor is iteration i's data row: rows are used in order and the last
// one again when there are more iterations than rows (as Newman does).
func (r *Runner) rowFor(i int) *Row {
	rows := r.Config.Rows
	if len(rows) == 0 {
		return nil
	}
	return &rows[min(i, len(rows)-1)]
}

// iteration runs one pass over the items from item from on, following
// setNextRequest, and calls done after each step; done returns true to
// stop the run.
func (s *session) iteration(ctx context.Context, iter, from int, delay func(context.Context) bool, done func(*Step) bool) (aborted bool) {
	items := s.r.items
	for i := from; i >= 0 && i < len(items); {
		if ctx.Err() != nil || !delay(ctx) {
			return true
		}
		st := s.step(ctx, iter, i)
		if done(st) {
			return true
		}
		i = s.r.nextIndex(st, i)
	}
	return false
}

// nextIndex is the item that follows step st of item i: the next one,
// the one setNextRequest named, or past the end (the pass ends).
func (r *Runner) nextIndex(st *Step, i int) int {
	switch {
	case st.NextRequest == nil:
		return i + 1
	case *st.NextRequest == "":
		return len(r.items)
	default:
		return r.find(*st.NextRequest)
	}
}

// find is the index of the first request in run order named name (or
// with that id); -1 ends the iteration.
func (r *Runner) find(name string) int {
	for i, it := range r.items {
		if it.Request.Name == name {
			return i
		}
	}
	for i, it := range r.items {
		if it.Request.ID == name {
			return i
		}
	}
	return -1
}

// stepBox holds a step with its timing and response trace: one
// allocation per step.
type stepBox struct {
	step   Step
	timing sender.Timing
	resp   Response
}

// stepRun is one step on its way: composed by stepBegin, sent by
// stepSend (or a virtual user's event loop), ended by stepEnd and
// finished by stepFinish.
type stepRun struct {
	box   stepBox // the step: one allocation with its run
	it    *Item
	start time.Time
	entry *composeEntry
	req   sender.Request
	lean  *sender.Lean // the lean rendering, nil: sent with Send
	lo    leanOutcome
	res   sender.Response
	sent  sender.Sent
	// over says the step ended before a send (skipped, or its request
	// could not be composed).
	over bool
	// decl caches declared's answer for the post scripts: 0 not asked,
	// 1 answered (their results folded), -1 not declarative.
	decl int8
	// ended caches cut's answer: 0 not asked, 1 cut, -1 not.
	ended int8
	// fin, when set, is when the step ended (its response's last byte),
	// read by the user loop: stepFinish takes it rather than the clock.
	fin time.Time
}

// step runs one request: pre scripts, compose, send, post scripts.
func (s *session) step(ctx context.Context, iter, idx int) *Step {
	p := s.stepBegin(ctx, iter, idx)
	if !p.over {
		s.stepSend(ctx, p)
		s.stepEnd(ctx, p)
	}
	return s.stepFinish(p)
}

// stepBegin runs a step's pre scripts and composes its request.
func (s *session) stepBegin(ctx context.Context, iter, idx int) *stepRun {
	r := s.r
	it := &r.items[idx]
	start := r.Now()
	p := s.newStep()
	p.box.step = Step{Iteration: iter, Index: idx, VU: s.vu, RequestID: it.Request.ID, Name: it.Request.Name, Path: it.Path, StartedAt: start.UnixMilli(),
		Tests: p.box.step.Tests[:0], Console: p.box.step.Console[:0], Scripts: p.box.step.Scripts[:0], Unresolved: []string{}}
	p.it, p.start = it, start
	st := &p.box.step
	var composed sender.Composed
	var err error
	if e := s.cache.leanEntry(idx, s.sc); len(it.Pre) == 0 && e != nil && s.lean != nil && !s.jarHeld() {
		// The lean rendering of the cached composition goes as it is:
		// the composition itself is not needed (nor copied).
		p.entry, p.lean = e, e.lean
		if e.composed.Unresolved != nil {
			st.Unresolved = e.composed.Unresolved
		}
		return p
	}
	if len(it.Pre) == 0 {
		// No pre script: the stored template composes as is, and again
		// from the session's cache while the variables stay unchanged.
		composed, p.entry, err = s.cache.compose(idx, it, s.sc)
	} else {
		composed, p.entry, err = s.preCompose(ctx, idx, it, s.info("prerequest", iter, it), st)
	}
	if errors.Is(err, errSkipped) {
		st.Skipped, p.over = true, true
		return p
	}
	if err != nil {
		st.Failed, st.ErrorCode, st.Error = true, sender.CodeInternal, err.Error()
		p.over = true
		return p
	}
	if composed.Unresolved != nil {
		st.Unresolved = composed.Unresolved
	}
	composed.Request.Timeout = r.Config.Timeout
	r.Config.runOptions(&composed.Request)
	p.req = composed.Request
	p.lean = s.leanFor(p.entry, p.req)
	return p
}

// newStep returns a step run to fill: one the session's user loop
// recycled (its slices emptied, their room kept), or a new one.
func (s *session) newStep() *stepRun {
	if s.steps == nil || len(*s.steps) == 0 {
		return &stepRun{box: stepBox{step: Step{Tests: []scripting.TestResult{}, Console: []scripting.ConsoleLine{}, Scripts: []ScriptRun{}}}}
	}
	free := *s.steps
	p := free[len(free)-1]
	*s.steps = free[:len(free)-1]
	tests, console, scripts := p.box.step.Tests, p.box.step.Console, p.box.step.Scripts
	*p = stepRun{}
	p.box.step.Tests, p.box.step.Console, p.box.step.Scripts = tests, console, scripts
	return p
}

// info is the script info of a step of item it in iteration iter.
func (s *session) info(event string, iter int, it *Item) scripting.Info {
	r := s.r
	return scripting.Info{EventName: event, Iteration: iter, IterationCount: r.Config.Iterations, RequestName: it.Request.Name,
		RequestID: it.Request.ID, CollectionName: r.collectionName(), EnvironmentName: r.EnvironmentName}
}

// stepSend sends a composed step's request: on the lean path when it
// has a lean rendering, else with Send.
func (s *session) stepSend(ctx context.Context, p *stepRun) {
	if p.lean != nil {
		whole := s.traceAll || s.r.Coverage != nil
		s.lean.send(ctx, s.client, p.lean, len(p.it.Post) > 0 && !whole, whole, &p.lo)
		p.res, p.sent = p.lo.res, p.lo.sent
		return
	}
	p.res, p.sent = s.client.Send(ctx, p.req, s.r.Settings)
}

// postDeclared reports whether p's post scripts were answered from the
// status alone (declared), asking once.
func (s *session) postDeclared(p *stepRun) bool {
	if p.decl == 0 {
		p.decl = -1
		if s.declared(p.it.Post, p.lo.status, &p.box.step) {
			p.decl = 1
		}
	}
	return p.decl > 0
}

// blocks reports whether ending p (stepEnd) may wait: it makes the
// response whole or runs a post script in a runtime. A virtual user on
// an event loop hands such a step to a goroutine of its own.
func (s *session) blocks(ctx context.Context, p *stepRun) bool {
	if len(p.it.Post) == 0 || s.cut(ctx, p) {
		return false
	}
	return p.lean == nil || p.lo.whole || !s.postDeclared(p)
}

// cut reports whether p's post scripts are not run because the load
// run ended (its end drops the step), asking the clock once per step.
func (s *session) cut(ctx context.Context, p *stepRun) bool {
	if p.ended == 0 {
		p.ended = -1
		if s.r.scripts != nil && ended(ctx) {
			p.ended = 1
		}
	}
	return p.ended > 0
}

// stepEnd takes in a sent step's response: made whole when a script
// needs it, traced, and given to the post scripts.
func (s *session) stepEnd(ctx context.Context, p *stepRun) {
	r, it, lean, box := s.r, p.it, p.lean, &p.box
	st := &box.step
	res, sent := p.res, p.sent
	cut := s.cut(ctx, p)
	if lean != nil && !p.lo.whole && len(it.Post) > 0 && !cut && !s.postDeclared(p) {
		// A script needs the whole response.
		s.lean.complete(ctx, s.client, lean, &p.lo)
		res, sent = p.lo.res, p.lo.sent
	} else if lean != nil && !p.lo.whole {
		cut = true // the post scripts were answered (declared) or are not run
	}
	if lean != nil && !p.lo.whole {
		// The request as it went is the same every time: traced once.
		if p.entry.leanTrace == nil {
			p.entry.leanTrace = traceSent(sent, r.MaxTraceBodyBytes)
		}
		st.Request = p.entry.leanTrace
	} else {
		st.Request = traceSent(sent, r.MaxTraceBodyBytes)
	}
	fillResponse(&box.resp, res, r.MaxTraceBodyBytes)
	st.Response = &box.resp
	box.timing = res.Timing
	st.Timing = &box.timing
	if res.StatusCode == 0 {
		st.Failed, st.ErrorCode, st.Error = true, res.ErrorCode, res.Message
	} else if r.Coverage != nil {
		r.Coverage.Observe(it.Request.SpecOperation, res.StatusCode, headerValue(res.Headers, "Content-Type"), []byte(res.Body), res.BodyTruncated || res.BodyEncoding == "base64")
	}
	// A load run's step cut short by the run's end is not counted (the
	// virtual user's done drops it): its post scripts would run for
	// nothing, on a response the end of the run failed.
	if len(it.Post) > 0 && !cut {
		post := SentRequest(it.Request, sent)
		resp := ScriptResponse(res)
		in := s.info("test", st.Iteration, it)
		for _, sc := range it.Post {
			out := s.runScript(ctx, scripting.PhasePost, sc, &post, &resp, in, st)
			if out.NextRequest != nil {
				st.NextRequest = out.NextRequest
			}
		}
	}
	for _, t := range st.Tests {
		if !t.Passed && !t.Skipped {
			st.Failed = true
		}
	}
}

// stepFinish stamps p's step with its duration and the session with
// its end, and returns the step.
func (s *session) stepFinish(p *stepRun) *Step {
	r := s.r
	st := &p.box.step
	now := p.fin
	if now.IsZero() || !r.wallClock {
		now = r.Now()
	}
	st.DurationMs = float64(now.Sub(p.start).Microseconds()) / 1000
	if !r.wallClock {
		now = time.Now()
	}
	s.last = now
	return st
}

// preTemplate is an item's pm.request template (templateRequest), built
// once per session.
type preTemplate struct {
	built bool
	sr    scripting.ScriptRequest
	err   error
}

// templateRequest returns a copy of item idx's pm.request template, the
// session's first build of it.
func (s *session) templateRequest(idx int, it *Item) (scripting.ScriptRequest, error) {
	if s.preTmpl == nil {
		s.preTmpl = make([]preTemplate, len(s.r.items))
	}
	t := &s.preTmpl[idx]
	if !t.built {
		t.sr, t.err = templateRequest(it.Request)
		t.built = true
	}
	sr := t.sr
	sr.Headers, sr.Form = slices.Clone(t.sr.Headers), slices.Clone(t.sr.Form)
	return sr, t.err
}

// errSkipped reports that a pre script called skipRequest.
var errSkipped = errors.New("skipped by a pre script")

// preCompose runs item idx's pre scripts on its template and composes what
// they left (errSkipped when one skipped the request). A template the
// scripts left as it was composes from the session's cache, like a step
// without pre scripts (the entry is then returned).
func (s *session) preCompose(ctx context.Context, idx int, it *Item, info scripting.Info, st *Step) (sender.Composed, *composeEntry, error) {
	sr, err := s.templateRequest(idx, it)
	if err != nil {
		return sender.Composed{}, nil, err
	}
	tmpl, changed, skipped := preRequestFrom(it.Request, sr, func(sreq *scripting.ScriptRequest) bool {
		for _, sc := range it.Pre {
			res := s.runScript(ctx, scripting.PhasePre, sc, sreq, nil, info, st)
			if res.NextRequest != nil {
				st.NextRequest = res.NextRequest
			}
			if res.SkipRequest {
				return true
			}
		}
		return false
	})
	if skipped {
		return sender.Composed{}, nil, errSkipped
	}
	if !changed {
		return s.cache.compose(idx, it, s.sc)
	}
	composed, err := sender.Compose(s.sc.composeInput(tmpl, it.Chain))
	return composed, nil, err
}

// runScript runs one script element and folds its outcome into st.
func (s *session) runScript(ctx context.Context, phase string, sc Script, req *scripting.ScriptRequest, resp *scripting.ScriptResponse, info scripting.Info, st *Step) scripting.Result {
	res := s.run(ctx, phase, sc, req, resp, info)
	st.fold(phase, sc, res)
	return res
}

// fold adds the outcome of script sc to st: its tests, console and run
// (a script error fails the step).
func (st *Step) fold(phase string, sc Script, res scripting.Result) {
	st.Tests = append(st.Tests, res.Tests...)
	st.Console = append(st.Console, res.Console...)
	run := NewScriptRun(phase, sc, res)
	if run.Error != "" {
		st.Failed = true
	}
	st.Scripts = append(st.Scripts, run)
}

func (s *session) run(ctx context.Context, phase string, sc Script, req *scripting.ScriptRequest, resp *scripting.ScriptResponse, info scripting.Info) scripting.Result {
	r := s.r
	if r.Scripts == nil {
		return scripting.Result{Error: "scripts cannot run: this engine has no script sandbox"}
	}
	timeout := r.Config.ScriptTimeout
	if sc.TimeoutMs > 0 {
		timeout = time.Duration(sc.TimeoutMs) * time.Millisecond
	}
	if r.scripts != nil {
		select {
		case r.scripts <- struct{}{}:
			defer func() { <-r.scripts }()
		case <-ctx.Done():
			return scripting.Result{Error: "the run was stopped"}
		}
	}
	in := scripting.Input{Phase: phase, Script: sc.Source, Timeout: timeout, Request: req, Response: resp,
		Globals: s.sc.globals, CollectionVariables: s.sc.coll, Environment: s.sc.env, IterationData: s.sc.data, Locals: s.sc.locals,
		Info: info, Send: s.sendFromScript, Packages: sc.Packages}
	res := r.Scripts.Run(ctx, in)
	if res.Tests == nil {
		res.Tests = []scripting.TestResult{}
	}
	return res
}

// sendFromScript is pm.sendRequest: the request as the script built it,
// sent with the session's client (its cookie jar included).
func (s *session) sendFromScript(ctx context.Context, sr scripting.ScriptRequest) (scripting.ScriptResponse, error) {
	req := ScriptSend(sr)
	req.Timeout = s.r.Config.Timeout
	s.r.Config.runOptions(&req)
	res, _ := s.client.Send(ctx, req, s.r.Settings)
	return ScriptSendResult(res)
}

// rootScripts runs the setup or teardown scripts in one session.
func (s *session) rootScripts(ctx context.Context, phase string, list []Script) *RootScriptsRun {
	if len(list) == 0 {
		return nil
	}
	out := &RootScriptsRun{Scripts: []ScriptRun{}, Tests: []scripting.TestResult{}, Console: []scripting.ConsoleLine{}}
	event := "setup"
	if phase == scripting.PhaseTeardown {
		event = "teardown"
	}
	info := scripting.Info{EventName: event, IterationCount: s.r.Config.Iterations, CollectionName: s.r.collectionName(), EnvironmentName: s.r.EnvironmentName}
	for _, sc := range list {
		res := s.run(ctx, phase, sc, nil, nil, info)
		out.Tests = append(out.Tests, res.Tests...)
		out.Console = append(out.Console, res.Console...)
		out.Scripts = append(out.Scripts, NewScriptRun(phase, sc, res))
	}
	return out
}

// sleep waits d unless ctx ends first (false then).
func sleep(ctx context.Context, d time.Duration) bool {
	if d <= 0 {
		return ctx.Err() == nil
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return true
	case <-ctx.Done():
		return false
	}
}

// status constants, from runs.
const (
	statusCompleted = runs.StatusCompleted
	statusStopped   = runs.StatusStopped
	statusFailed    = runs.StatusFailed
)

// leanFor returns the lean rendering of a step's request when it may take
// the lean path: a load run's step composed from the cache (entry), while
// the session's jar has never held a cookie; nil sends it with Send.
func (s *session) leanFor(entry *composeEntry, req sender.Request) *sender.Lean {
	if s.lean == nil || entry == nil {
		return nil
	}
	if s.jarHeld() {
		return nil
	}
	if !entry.leanDone {
		entry.lean, _ = s.client.Lean(req, s.r.Settings)
		entry.lean = s.r.leans.intern(entry.lean)
		entry.leanDone = true
	}
	return entry.lean
}

// leanSet interns a load run's lean renderings: users whose compositions
// render the same wire bytes to the same address share one (read only),
// so a thousand users send from one copy a cache keeps warm rather than
// a thousand. A Lean is a function of its request and the run's
// settings, and everything of the request that differs between users
// (URL, headers, body, auth) is in its wire bytes.
type leanSet struct {
	mu     sync.Mutex
	m      map[leanKey]*sender.Lean
	shared int // renderings answered with an equal one the set held
}

type leanKey struct{ addr, wire string }

// maxLeans bounds the set (users whose variables make every request
// their own keep their own).
const maxLeans = 1024

// intern returns the set's rendering equal to l (l itself when new).
func (ls *leanSet) intern(l *sender.Lean) *sender.Lean {
	if l == nil {
		return nil
	}
	k := leanKey{l.Addr, string(l.Wire)}
	ls.mu.Lock()
	defer ls.mu.Unlock()
	if have, ok := ls.m[k]; ok && have.Same(l) {
		ls.shared++
		return have
	}
	if ls.m == nil {
		ls.m = map[leanKey]*sender.Lean{}
	}
	if len(ls.m) < maxLeans {
		ls.m[k] = l
	}
	return l
}

// declCache keeps the Declarer's answers by script element and status:
// an answer depends on nothing else (the checks compare the status), so
// each is asked for once per run, and the results are shared read-only
// (fold copies them into the step).
type declCache struct {
	mu sync.RWMutex
	m  map[declKey]declAnswer
}

type declKey struct {
	sc     *Script
	status int
}

type declAnswer struct {
	res scripting.Result
	ok  bool
}

// maxDeclAnswers bounds the cache (statuses a target may make up).
const maxDeclAnswers = 1024

// answer is d's answer for script sc on status, from the cache when it
// holds it.
func (c *declCache) answer(d Declarer, sc *Script, status int) (scripting.Result, bool) {
	k := declKey{sc, status}
	c.mu.RLock()
	a, hit := c.m[k]
	c.mu.RUnlock()
	if hit {
		return a.res, a.ok
	}
	a.res, a.ok = d.Declared(sc.Source, status)
	c.mu.Lock()
	if c.m == nil {
		c.m = map[declKey]declAnswer{}
	}
	if len(c.m) < maxDeclAnswers {
		c.m[k] = a
	}
	c.mu.Unlock()
	return a.res, a.ok
}

// jarHeld reports whether the session's cookie jar was ever given a
// cookie (its requests then go through Send, which adds them).
func (s *session) jarHeld() bool {
	j, ok := s.client.Jar.(*watchedJar)
	return ok && j.held.Load()
}

// declared answers the post scripts of a step from its status alone when
// every one is made of declarative checks that pass (Declarer), folding
// their results into st as runScript does; false leaves st as it was.
func (s *session) declared(post []Script, status int, st *Step) bool {
	d, ok := s.r.Scripts.(Declarer)
	if !ok {
		return false
	}
	var buf [4]scripting.Result
	results := buf[:0]
	for i := range post {
		res, ok := s.r.decl.answer(d, &post[i], status)
		if !ok {
			return false
		}
		results = append(results, res)
	}
	for i, sc := range post {
		st.fold(scripting.PhasePost, sc, results[i])
	}
	return true
}
