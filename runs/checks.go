package runs

import (
	"context"
	"net/http"
	"sync/atomic"
	"time"

	"github.com/svc-engine/svc-engine/metrics"
	"github.com/svc-engine/svc-engine/scripting"
)

// Limits of a load run's checks (its test scripts run on kept samples).
const (
	// DefaultCheckTimeout is a check script's deadline when it states none.
	DefaultCheckTimeout = time.Second
	// DefaultMaxCheckRuns caps the samples the scripts run on per run.
	DefaultMaxCheckRuns = 1000
	// DefaultCheckQueue is how many kept samples may wait for the checker;
	// further ones are stored unchecked and counted as dropped.
	DefaultCheckQueue = 256
	// DefaultCheckDrain is how long the checker may go on after the run's
	// last request for the samples still queued.
	DefaultCheckDrain = 5 * time.Second
	maxCheckErrors    = 10
	maxCheckNames     = 100
)

// CheckScript is one post script the checks run on each sample.
type CheckScript struct {
	Name    string        // testScript, or the script.post element's id
	Source  string        // the script
	Timeout time.Duration // 0: DefaultCheckTimeout
	// Packages are what the script's pm.require resolves (scenario.Script).
	Packages map[string]string
}

// ChecksConfig configures a load run's checks.
type ChecksConfig struct {
	Sandbox *scripting.Sandbox
	Scripts []CheckScript // run in order on each sample; none: only the report's counts
	Request scripting.ScriptRequest
	Info    scripting.Info
	// The scopes scripts see; the checker owns them for the run (writes
	// stay within the run's checks). nil scopes read as empty.
	Globals, CollectionVariables, Environment *scripting.Variables
	IgnoredPreScripts                         int
	MaxRuns                                   int           // 0: DefaultMaxCheckRuns
	Queue                                     int           // 0: DefaultCheckQueue
	Drain                                     time.Duration // 0: DefaultCheckDrain
}

// Checks runs a load run's test scripts on its kept samples on its own
// goroutine, off the hot path: Sample (the loadcore Hooks.Sample of the
// run) never waits; a sample the checker cannot take is stored unchecked
// and counted as dropped. Every sample is stored, checked ones with their
// tests.
type Checks struct {
	cfg      ChecksConfig
	l        *Live
	q        chan metrics.Sample
	done     chan struct{}
	ctx      context.Context
	cancel   context.CancelFunc
	accepted atomic.Int64
	dropped  atomic.Int64
	noResp   atomic.Int64
	rep      metrics.Checks // the checker goroutine's until done
	names    map[string]int
	locals   *scripting.Variables
}

// StartChecks starts the checker of the run; Finish must follow once no
// more samples come.
func (l *Live) StartChecks(cfg ChecksConfig) *Checks {
	if cfg.MaxRuns <= 0 {
		cfg.MaxRuns = DefaultMaxCheckRuns
	}
	if cfg.Queue <= 0 {
		cfg.Queue = DefaultCheckQueue
	}
	if cfg.Drain <= 0 {
		cfg.Drain = DefaultCheckDrain
	}
	c := &Checks{cfg: cfg, l: l, q: make(chan metrics.Sample, cfg.Queue), done: make(chan struct{}), names: map[string]int{},
		locals: &scripting.Variables{Values: map[string]string{}}}
	c.rep.IgnoredPreScripts = cfg.IgnoredPreScripts
	c.rep.Tests, c.rep.Errors = []metrics.CheckTest{}, []metrics.CheckError{}
	c.ctx, c.cancel = context.WithCancel(context.Background())
	go c.loop()
	return c
}

// Sample offers a kept sample to the checker; it never blocks.
func (c *Checks) Sample(s metrics.Sample) {
	switch {
	case len(c.cfg.Scripts) == 0:
	case s.StatusCode == 0:
		c.noResp.Add(1)
	case c.accepted.Load() >= int64(c.cfg.MaxRuns):
		c.dropped.Add(1)
	default:
		select {
		case c.q <- s:
			c.accepted.Add(1)
			return
		default:
			c.dropped.Add(1)
		}
	}
	c.l.Sample(s)
}

// Finish ends the checks once the run made its last sample: the samples
// still queued are checked for up to the drain time (none when stopped),
// the rest are stored unchecked. It returns the report's checks.
func (c *Checks) Finish(stopped bool) *metrics.Checks {
	close(c.q)
	if stopped {
		c.cancel()
	} else {
		t := time.AfterFunc(c.cfg.Drain, c.cancel)
		defer t.Stop()
	}
	<-c.done
	c.cancel()
	rep := c.rep
	rep.Dropped += c.dropped.Load()
	rep.NoResponse = c.noResp.Load()
	rep.PassRate = 1
	if n := rep.Passed + rep.Failed; n > 0 {
		rep.PassRate = float64(rep.Passed) / float64(n)
	}
	return &rep
}

func (c *Checks) loop() {
	defer close(c.done)
	for s := range c.q {
		if c.ctx.Err() != nil {
			c.rep.Dropped++
			c.l.Sample(s)
			continue
		}
		c.check(&s)
		c.l.Sample(s)
	}
}

// check runs every script on s and adds the outcomes to s and the report.
func (c *Checks) check(s *metrics.Sample) {
	req := c.cfg.Request
	req.Headers = append([]scripting.KV(nil), req.Headers...)
	res := scripting.ScriptResponse{Code: s.StatusCode, Status: reasonPhrase(s.StatusCode), Body: []byte(s.Body),
		ResponseTimeMs: s.ServiceTimeMs, ResponseSize: s.BytesIn}
	c.rep.ScriptRuns++
	s.Tests = []metrics.SampleTest{}
	for _, sc := range c.cfg.Scripts {
		timeout := sc.Timeout
		if timeout <= 0 {
			timeout = DefaultCheckTimeout
		}
		r := c.cfg.Sandbox.Run(c.ctx, scripting.Input{Phase: scripting.PhasePost, Script: sc.Source, Timeout: timeout,
			Request: &req, Response: &res, Globals: c.cfg.Globals, CollectionVariables: c.cfg.CollectionVariables,
			Environment: c.cfg.Environment, Locals: c.locals, Info: c.cfg.Info, Packages: sc.Packages})
		for _, t := range r.Tests {
			s.Tests = append(s.Tests, metrics.SampleTest{Name: t.Name, Passed: t.Passed, Skipped: t.Skipped, Error: t.Error})
			c.count(t)
		}
		// A script cut short by the end of the drain is not a script error.
		if r.Error != "" && c.ctx.Err() == nil && len(c.rep.Errors) < maxCheckErrors {
			c.rep.Errors = append(c.rep.Errors, metrics.CheckError{T: s.T, StatusCode: s.StatusCode, Script: sc.Name, Error: r.Error, TimedOut: r.TimedOut, MemoryExceeded: r.MemoryExceeded})
		}
	}
	clear(c.locals.Values)
	clear(c.locals.Typed)
	c.locals.Names = c.locals.Names[:0]
}

// count adds one test outcome to the totals and to its name's row (the
// first maxCheckNames names have a row).
func (c *Checks) count(t scripting.TestResult) {
	switch {
	case t.Skipped:
	case t.Passed:
		c.rep.Passed++
	default:
		c.rep.Failed++
	}
	i, ok := c.names[t.Name]
	if !ok {
		if len(c.rep.Tests) >= maxCheckNames {
			return
		}
		i = len(c.rep.Tests)
		c.names[t.Name] = i
		c.rep.Tests = append(c.rep.Tests, metrics.CheckTest{Name: t.Name})
	}
	row := &c.rep.Tests[i]
	switch {
	case t.Skipped:
		row.Skipped++
	case t.Passed:
		row.Passed++
	default:
		row.Failed++
	}
}

// reasonPhrase is the reason phrase of a status code ("" when unknown);
// samples do not keep the one the target sent.
func reasonPhrase(code int) string { return http.StatusText(code) }
