package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/svc-engine/svc-engine/bench"
)

// driver runs the load benchmark's generators one at a time against the
// target and measures each run the same way.
type driver struct {
	work, raw string
	dur       time.Duration
	fast, std string // target addresses (host:port)
	eng       *engine
	engineErr error     // set once the engine cannot run plans: its runs are skipped
	gen       placement // the generators'
	targetCPU int
	stats     *http.Client
	logf      func(format string, a ...any)
	idleNotes int
	// The idle check looks up to idleWait per run, while the whole
	// benchmark has waited less than idleBudget; after that, one look.
	idleWait, idleBudget, idleWaited time.Duration
}

// targetStats reads the target's counters; std picks the net/http server.
func (d *driver) targetStats(ctx context.Context, std bool) (bench.LoadStats, error) {
	addr := d.fast
	if std {
		addr = d.std
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "http://"+addr+"/_stats", nil)
	if err != nil {
		return bench.LoadStats{}, err
	}
	resp, err := d.stats.Do(req)
	if err != nil {
		return bench.LoadStats{}, err
	}
	defer func() { _ = resp.Body.Close() }() // what was decoded is all there is; a close error adds nothing
	var s bench.LoadStats
	if err := json.NewDecoder(resp.Body).Decode(&s); err != nil {
		return s, fmt.Errorf("target stats: %w", err)
	}
	return s, nil
}

// measure runs fn as one run of side's tool: first the idle check, then
// the target's counters and the CPUs' times around it. fn calls done as
// soon as the generator has finished (before any post-processing);
// measure calls it otherwise. sampleOpen samples the target's open
// connections every second while fn runs.
func (d *driver) measure(ctx context.Context, side, tool string, seq int, std, sampleOpen bool,
	fn func(run *bench.LoadRun, done func()),
) bench.LoadRun {
	run := bench.LoadRun{Side: side, Tool: tool, Seq: seq}
	const window = 500 * time.Millisecond
	tries := 1
	if d.idleWaited < d.idleBudget {
		tries = max(1, int(d.idleWait/(2*window)))
	}
	waited, busy, idle := idleCheck(ctx, window, 10, tries)
	d.idleWaited += waited
	run.IdleWaitMs, run.BusyBefore = waited.Milliseconds(), busy
	if !idle {
		d.idleNotes++
		d.logf("the CPUs were not idle before %s #%d (%.0f%%/%.0f%% busy after %s); running anyway", tool, seq, busy[0], busy[1], waited.Round(time.Second))
	}
	before, err := d.targetStats(ctx, std)
	if err != nil {
		run.Err = "target stats: " + err.Error()
		return run
	}
	c0, _ := cpuTimes()
	t0 := time.Now()
	var c1 map[int]bench.CPUTimes
	var wall time.Duration
	var once sync.Once
	done := func() {
		once.Do(func() {
			c1, _ = cpuTimes()
			wall = time.Since(t0)
		})
	}
	statCalls := int64(1) // the call after the run
	var maxOpen int64
	stopSampling := func() {}
	if sampleOpen {
		sctx, cancel := context.WithCancel(ctx)
		var wg sync.WaitGroup
		wg.Go(func() {
			tk := time.NewTicker(time.Second)
			defer tk.Stop()
			for {
				select {
				case <-sctx.Done():
					return
				case <-tk.C:
					if s, err := d.targetStats(sctx, std); err == nil {
						statCalls++
						maxOpen = max(maxOpen, s.Open-1) // less this call's own connection
					}
				}
			}
		})
		stopSampling = func() { cancel(); wg.Wait() }
	}
	fn(&run, done)
	done()
	stopSampling()
	after, err := d.targetStats(ctx, std)
	if err != nil && run.Err == "" {
		run.Err = "target stats: " + err.Error()
	}
	run.TargetRequests = after.Requests - before.Requests
	run.TargetConns = after.Conns - before.Conns - statCalls
	run.MaxOpen = maxOpen
	if c0 != nil && c1 != nil {
		run.CPU0BusyPct = bench.BusyPct(c0[d.targetCPU], c1[d.targetCPU])
		run.CPU1BusyPct = bench.BusyPct(c0[d.gen.cpu], c1[d.gen.cpu])
		if wall > 0 {
			run.CPU1OtherPct = max(0, run.CPU1BusyPct-100*run.CPUSec/wall.Seconds())
		}
	}
	n := run.TargetRequests
	if n <= 0 {
		n = run.Requests
	}
	if n > 0 {
		run.CPUPerReqUs = run.CPUSec * 1e6 / float64(n)
	}
	if run.Err == "" && run.Requests == 0 {
		run.Err = "no requests completed"
	}
	return run
}

// peer runs one peer tool pinned to the generator's CPU, its output in
// raw/name.txt, and fills run from its wait4 rusage and parse. post, when
// set, runs after the tool has been reaped and turns its output into the
// text parse reads (vegeta's report).
func (d *driver) peer(ctx context.Context, run *bench.LoadRun, done func(), name, bin string, args []string,
	parse func([]byte) (bench.Measurement, error), post func(ctx context.Context) ([]byte, error),
) {
	out := filepath.Join(d.raw, name+".txt")
	f, err := os.Create(out)
	if err != nil {
		run.Err = err.Error()
		return
	}
	defer func() { _ = f.Close() }() // the tool writes it through its own descriptor; parse reads what it wrote
	cctx, cancel := context.WithTimeout(ctx, d.dur+20*time.Second)
	defer cancel()
	cmd := pinned(cctx, d.gen, bin, args...)
	cmd.Stdout, cmd.Stderr = f, f
	_ = os.WriteFile(filepath.Join(d.raw, name+".cmd"), []byte(bin+" "+strings.Join(args, " ")+"\n"), 0o644)
	runErr := cmd.Run()
	done()
	cpu, rss, uerr := childUsage(cmd.ProcessState)
	run.CPUSec, run.PeakRSSKiB = cpu.Seconds(), rss
	if runErr != nil {
		run.Err = fmt.Sprintf("%s: %v (output in %s)", name, runErr, filepath.Base(out))
	} else if uerr != nil {
		run.Err = uerr.Error()
	}
	text, err := os.ReadFile(out)
	if err != nil {
		run.Err = err.Error()
		return
	}
	if post != nil {
		if text, err = post(ctx); err != nil {
			if run.Err == "" {
				run.Err = err.Error()
			}
			return
		}
	}
	m, err := parse(text)
	if err != nil {
		if run.Err == "" {
			run.Err = err.Error()
		}
		return
	}
	run.Requests, run.Errors, run.RPS, run.P50Ms, run.P99Ms = m.Requests, m.Errors, m.RPS, m.P50Ms, m.P99Ms
	if m.Errors > 0 && run.Err == "" {
		run.Err = fmt.Sprintf("%d errors", m.Errors)
	}
}

// engineRun runs plan on the engine and fills run from its report, its
// /proc CPU time over the run and its peak RSS (reset before the run).
// With readers > 0, that many readers follow the run's live stream from
// the moment it starts to its end; the run counts only if every one of
// them received the stream (bench.CheckLiveReads).
func (d *driver) engineRun(ctx context.Context, run *bench.LoadRun, done func(), name string, plan map[string]any, readers int) {
	if d.engineErr != nil {
		run.Err = "engine runs skipped: " + d.engineErr.Error()
		return
	}
	e := d.eng
	if err := resetPeakRSS(e.pid); err != nil {
		d.logf("resetting the engine's peak RSS: %v", err)
	}
	// The resident set the run starts from: what the run adds is its peak
	// minus this (bench.LoadRun.AddedRSSKiB).
	if rss, err := pidKB(e.pid, "VmRSS"); err == nil {
		run.BaseRSSKiB = rss
	}
	cpu0, err := pidCPU(e.pid)
	if err != nil {
		run.Err = err.Error()
		return
	}
	id, err := e.startRun(ctx, plan)
	if err != nil {
		run.Err = err.Error()
		if errors.Is(err, errNoRunAPI) {
			d.engineErr = err
		}
		return
	}
	var waitLive func(time.Duration) ([]bench.LiveRead, []error)
	if readers > 0 {
		waitLive = e.attachLive(ctx, id, readers)
	}
	status, err := e.waitRun(ctx, id, time.Now().Add(d.dur+30*time.Second))
	cpu1, cerr := pidCPU(e.pid)
	done()
	var liveErr error
	if waitLive != nil {
		// The complete event follows the run's end at once; the grace only
		// bounds a stream that never ends.
		reads, errs := waitLive(10 * time.Second)
		run.Readers = readers
		run.ReaderEvents, liveErr = bench.CheckLiveReads(reads, errs, readers)
	}
	if err != nil {
		run.Err = err.Error()
		return
	}
	if cerr != nil {
		run.Err = cerr.Error()
		return
	}
	run.CPUSec = (cpu1 - cpu0).Seconds()
	if hwm, err := pidKB(e.pid, "VmHWM"); err == nil {
		run.PeakRSSKiB = hwm
	}
	rep, raw, err := e.report(ctx, id)
	_ = os.WriteFile(filepath.Join(d.raw, name+".json"), raw, 0o644)
	if err != nil {
		run.Err = err.Error()
		return
	}
	run.Requests, run.Errors, run.RPS = rep.Requests, rep.Errors, rep.RPS
	run.P50Ms, run.P99Ms = rep.Latency.P50, rep.Latency.P99
	run.Late, run.Dropped = rep.Late, rep.Dropped
	if plan["mode"] == "constant_rps" {
		run.Rate = rep.RPS
		if rep.Lag != nil {
			run.LagP99Ms, run.LagFrom = rep.Lag.P99, "report lag p99"
		} else {
			run.LagP99Ms, run.LagFrom = rep.Latency.P99-rep.ServiceTime.P99, "latency p99 − service time p99"
		}
	}
	if plan["mode"] != "constant_rps" && rep.Errors > 0 && rep.ErrorCodes["INCOMPLETE"] == rep.Errors {
		// A closed loop's end lets its users finish their requests for
		// 1 s, then cuts off and counts what is left (INCOMPLETE): held
		// connections on /delay?ms=1000 against a slow target answer
		// some after that. The run itself is whole.
		run.Cut = rep.Errors
	}
	switch {
	case status != "Completed":
		run.Err = "the run ended " + status
	case rep.Errors > run.Cut:
		run.Err = fmt.Sprintf("%d errors", rep.Errors)
	case liveErr != nil:
		run.Err = liveErr.Error()
	}
}

// vegetaReport returns a post function that turns vegeta's binary results
// into its JSON report (also kept as raw/name.json).
func (d *driver) vegetaReport(vegeta, bin, name string) func(ctx context.Context) ([]byte, error) {
	return func(ctx context.Context) ([]byte, error) {
		defer func() { _ = os.Remove(bin) }() // scratch results: the report below is what is kept
		cctx, cancel := context.WithTimeout(ctx, time.Minute)
		defer cancel()
		cmd := pinned(cctx, d.gen, vegeta, "report", "-type", "json", bin)
		cmd.Stderr = io.Discard
		out, err := cmd.Output()
		if err != nil {
			return nil, fmt.Errorf("vegeta report: %w", err)
		}
		_ = os.WriteFile(filepath.Join(d.raw, name+".json"), out, 0o644)
		return out, nil
	}
}
