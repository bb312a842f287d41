package bench

import (
	"fmt"
	"io"
	"math"
	"slices"
	"strings"
)

// Sides of a load row: the engine, driven over its API, and the peer tool
// it is divided by.
const (
	SideEngine = "engine"
	SidePeer   = "peer"
)

// LoadRun is one run of one generator in one row of the load benchmark.
// CPU figures are the generator's own (user + system, every thread) over
// the run; RSS is its peak resident set. A run with Err set counts in no
// median.
type LoadRun struct {
	Side     string  `json:"side"` // SideEngine or SidePeer
	Tool     string  `json:"tool"` // "svc-engine", "wrk", "h2load", ...
	Seq      int     `json:"seq"`  // 1-based position in the row's order
	Requests int64   `json:"requests"`
	Errors   int64   `json:"errors"`
	RPS      float64 `json:"rps"`
	P50Ms    float64 `json:"p50Ms"` // 0 when the tool does not print it (h2load)
	P99Ms    float64 `json:"p99Ms"`
	CPUSec   float64 `json:"cpuSec"`
	// CPUPerReqUs is CPUSec over the requests the target answered during
	// the run (the tool's own count when the target's is missing).
	CPUPerReqUs float64 `json:"cpuPerReqUs"`
	PeakRSSKiB  int64   `json:"peakRssKiB"`
	// BaseRSSKiB is the engine's resident set just before the run (VmRSS
	// read as its peak is reset, before POST /runs): PeakRSSKiB minus it is
	// the memory the run added (AddedRSSKiB). 0 for peers.
	BaseRSSKiB int64 `json:"baseRssKiB,omitempty"`
	// What the target saw during the run, from its /_stats: requests
	// answered, connections accepted, the most connections open at once
	// among the samples taken (0 when not sampled).
	TargetRequests int64 `json:"targetRequests"`
	TargetConns    int64 `json:"targetConns"`
	MaxOpen        int64 `json:"maxOpen,omitempty"`
	// Open loop: the achieved send rate, the p99 generator lag (actual
	// minus intended send; how it was obtained is in LagFrom), late and
	// dropped sends as the engine's report counts them.
	Rate     float64 `json:"rate,omitempty"`
	LagP99Ms float64 `json:"lagP99Ms,omitempty"`
	LagFrom  string  `json:"lagFrom,omitempty"`
	Late     int64   `json:"late,omitempty"`
	Dropped  int64   `json:"dropped,omitempty"`
	// Cut, in a closed loop, is the requests its end cut off (INCOMPLETE:
	// still in flight 1 s after the duration), its only errors; the run
	// counts.
	Cut int64 `json:"cut,omitempty"`
	// The idle check before the run: how long it waited for both CPUs to
	// be under 10% busy, and how busy they were at the last look.
	IdleWaitMs int64      `json:"idleWaitMs"`
	BusyBefore [2]float64 `json:"busyBefore"`
	// Busy share of CPU 1 (the generator's) during the run, and the part of
	// it the generator's own CPU time does not explain: other processes,
	// and soft interrupts the kernel did not charge to the generator.
	CPU1BusyPct  float64 `json:"cpu1BusyPct"`
	CPU1OtherPct float64 `json:"cpu1OtherPct"`
	CPU0BusyPct  float64 `json:"cpu0BusyPct"` // the target's CPU
	// The live-readers row: SSE readers attached to the run's live stream
	// for the whole run, and the events they received in all.
	Readers      int    `json:"readers,omitempty"`
	ReaderEvents int64  `json:"readerEvents,omitempty"`
	Err          string `json:"err,omitempty"`
}

// LoadRow is one comparison: the engine and one peer under the same load,
// interleaved.
type LoadRow struct {
	Name   string    `json:"name"`   // "closed-50", "pipeline-16", ...
	Title  string    `json:"title"`  // what is compared, one line
	Engine string    `json:"engine"` // the engine's plan, as sent
	Peer   string    `json:"peer"`   // the peer's command line
	Runs   []LoadRun `json:"runs"`
	Note   string    `json:"note,omitempty"`
	// Capacity, on an open-loop row, is what the target itself answers
	// on the row's URL in a closed loop at the row's in-flight bound (wrk,
	// one run after the row's own): an open loop cannot hold a rate the
	// target cannot answer, whatever the generator.
	Capacity *LoadRun `json:"capacity,omitempty"`
}

// LoadSummary is the medians of one side of a row over its good runs.
type LoadSummary struct {
	N           int     `json:"n"` // good runs
	RPS         float64 `json:"rps"`
	CPUPerReqUs float64 `json:"cpuPerReqUs"`
	P50Ms       float64 `json:"p50Ms"`
	P99Ms       float64 `json:"p99Ms"`
	PeakRSSKiB  float64 `json:"peakRssKiB"`
	// AddedRSSKiB is the median of the memory the runs added (LoadRun's
	// AddedRSSKiB), over the runs with a base RSS; NaN for none.
	AddedRSSKiB float64 `json:"addedRssKiB"`
	Rate        float64 `json:"rate"`
	LagP99Ms    float64 `json:"lagP99Ms"`
	Conns       float64 `json:"conns"`
	Errors      float64 `json:"errors"`
}

// Summary returns the medians of the good runs of side.
func (r *LoadRow) Summary(side string) LoadSummary {
	var s LoadSummary
	good := 0
	col := func(f func(LoadRun) float64) float64 {
		var xs []float64
		good = 0
		for _, run := range r.Runs {
			if run.Side == side && run.Err == "" {
				good++
				if v := f(run); !math.IsNaN(v) {
					xs = append(xs, v)
				}
			}
		}
		return Median(xs)
	}
	s.RPS = col(func(r LoadRun) float64 { return r.RPS })
	s.CPUPerReqUs = col(func(r LoadRun) float64 { return r.CPUPerReqUs })
	s.P50Ms = col(func(r LoadRun) float64 { return r.P50Ms })
	s.P99Ms = col(func(r LoadRun) float64 { return r.P99Ms })
	s.PeakRSSKiB = col(func(r LoadRun) float64 { return float64(r.PeakRSSKiB) })
	s.AddedRSSKiB = col(func(r LoadRun) float64 { return r.AddedRSSKiB() })
	s.Rate = col(func(r LoadRun) float64 { return r.Rate })
	s.LagP99Ms = col(func(r LoadRun) float64 { return r.LagP99Ms })
	s.Conns = col(func(r LoadRun) float64 { return float64(r.TargetConns) })
	s.Errors = col(func(r LoadRun) float64 { return float64(r.Errors) })
	s.N = good
	return s
}

// AddedRSSKiB is the memory the run added to the engine's resident set:
// its peak during the run minus its resident set just before it; NaN
// without a base (peers, or an engine run whose base was not read).
func (r LoadRun) AddedRSSKiB() float64 {
	if r.BaseRSSKiB <= 0 || r.PeakRSSKiB <= 0 {
		return math.NaN()
	}
	return float64(max(r.PeakRSSKiB-r.BaseRSSKiB, 0))
}

// Median is the median of xs (the mean of the middle two for an even
// count); NaN for none.
func Median(xs []float64) float64 {
	if len(xs) == 0 {
		return math.NaN()
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	n := len(s)
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}

// RatioOf is a/b; NaN when either is missing (NaN) or b is 0.
func RatioOf(a, b float64) float64 {
	if math.IsNaN(a) || math.IsNaN(b) || b == 0 {
		return math.NaN()
	}
	return a / b
}

// InterleaveOrder returns the sides of 2*pairs runs in the order
// P E E P P E E P ...: each side runs first in every other pair, so drift
// in the machine's load falls on both alike.
func InterleaveOrder(pairs int) []string {
	pattern := [4]string{SidePeer, SideEngine, SideEngine, SidePeer}
	out := make([]string, 2*pairs)
	for i := range out {
		out[i] = pattern[i%4]
	}
	return out
}

// LoadBar is one bar of the issue with its verdict. A bar whose figures
// were not measured is neither passed nor failed.
type LoadBar struct {
	Name     string  `json:"name"`
	Rule     string  `json:"rule"` // e.g. "rps ratio ≥ 0.95"
	Value    float64 `json:"value"`
	Shown    string  `json:"shown"` // Value as the table prints it
	Measured bool    `json:"measured"`
	Pass     bool    `json:"pass"`
	// Why, on a failed bar, is what the run itself shows about the
	// failure (an open loop's target answering less than the rate).
	Why string `json:"why,omitempty"`
}

// Verdict is "PASS", "FAIL" or "not measured".
func (b LoadBar) Verdict() string {
	switch {
	case !b.Measured:
		return "not measured"
	case b.Pass:
		return "PASS"
	case b.Why != "":
		return "FAIL: " + b.Why
	}
	return "FAIL"
}

// AtLeast is a bar that passes when v ≥ limit; v NaN is not measured.
func AtLeast(name, what string, v, limit float64, format string) LoadBar {
	return newBar(name, fmt.Sprintf("%s ≥ %g", what, limit), v, format, v >= limit)
}

// AtMost is a bar that passes when v ≤ limit; v NaN is not measured.
func AtMost(name, what string, v, limit float64, format string) LoadBar {
	return newBar(name, fmt.Sprintf("%s ≤ %g", what, limit), v, format, v <= limit)
}

// Below is a bar that passes when v < limit; v NaN is not measured.
func Below(name, what string, v, limit float64, format string) LoadBar {
	return newBar(name, fmt.Sprintf("%s < %g", what, limit), v, format, v < limit)
}

func newBar(name, rule string, v float64, format string, pass bool) LoadBar {
	b := LoadBar{Name: name, Rule: rule, Shown: fmtNum(v, format)}
	if !math.IsNaN(v) { // NaN compares false: pass is already false
		b.Value, b.Measured, b.Pass = v, true, pass
	}
	return b
}

func fmtNum(v float64, format string) string {
	if math.IsNaN(v) {
		return "—"
	}
	return fmt.Sprintf(format, v)
}

// LoadResult is everything one load benchmark run produced.
type LoadResult struct {
	Started  string    `json:"started"` // RFC 3339, UTC
	Machine  string    `json:"machine"` // one line: CPUs, kernel, Go
	Engine   string    `json:"engine"`  // the engine's version or commit
	Peers    string    `json:"peers"`   // the peers' versions
	Protocol string    `json:"protocol"`
	Rows     []LoadRow `json:"rows"`
	Context  []LoadRun `json:"context"` // single runs of other tools, no bar
	Held     *LoadRun  `json:"held"`    // the 10,000-connection run
	Allocs   []GoBench `json:"allocs"`
	AllocErr string    `json:"allocErr,omitempty"`
	Bars     []LoadBar `json:"bars"`
	Notes    []string  `json:"notes,omitempty"`
	WallSec  float64   `json:"wallSec"`
}

// Row returns the row named name.
func (r *LoadResult) Row(name string) (*LoadRow, bool) {
	for i := range r.Rows {
		if r.Rows[i].Name == name {
			return &r.Rows[i], true
		}
	}
	return nil, false
}

// LiveRow is the name of the live-readers row: the engine with
// LiveReaders readers on its engine side, the engine alone on its peer
// side.
const LiveRow = "live-readers"

// OpenTarget is the rate the open-loop row asks for.
const OpenTarget = 50000

// HTTPSRow is the row of HTTPS HTTP/1.1 at 50 connections against wrk.
const HTTPSRow = "https-50"

// H2TLSRow is the row of HTTP/2 over TLS, 10 connections × 10 streams,
// against h2load.
const H2TLSRow = "h2-tls"

// Open200kRow is the row of the pipelined open loop over the plan's event
// loops (issue 20), and Open200kTarget the rate it asks for.
const (
	Open200kRow    = "open-200k"
	Open200kTarget = 200000
)

// HeldConns is the connection count of the held-connections run, and
// HeldRSSLimitMiB the bar on the engine's peak RSS during it.
const (
	HeldConns       = 10000
	HeldRSSLimitMiB = 300
)

// ComputeBars sets r.Bars from the rows, the held run and the
// benchmarks, in the order of the issue.
func (r *LoadResult) ComputeBars() {
	nan := math.NaN()
	ratio := func(row, metric string) float64 {
		rw, ok := r.Row(row)
		if !ok {
			return nan
		}
		e, p := rw.Summary(SideEngine), rw.Summary(SidePeer)
		switch metric {
		case "rps":
			return RatioOf(e.RPS, p.RPS)
		case "cpu":
			return RatioOf(e.CPUPerReqUs, p.CPUPerReqUs)
		}
		return nan
	}
	var bars []LoadBar
	for _, c := range []string{"50", "200"} {
		bars = append(bars,
			AtLeast("closed loop HTTP/1.1, "+c+" connections: req/s vs wrk", "ratio", ratio("closed-"+c, "rps"), 0.95, "%.3f"),
			AtMost("closed loop HTTP/1.1, "+c+" connections: CPU/request vs wrk", "ratio", ratio("closed-"+c, "cpu"), 1.10, "%.3f"))
	}
	bars = append(bars, AtLeast("pipelining depth 16: req/s vs wrk", "ratio", ratio("pipeline-16", "rps"), 0.9, "%.3f"))
	// openBars are an open-loop row's bars: the achieved rate within 1%
	// of the target, the p99 generator lag under 2 ms.
	openBars := func(row, title string, target float64) {
		rate, lag := nan, nan
		if rw, ok := r.Row(row); ok {
			e := rw.Summary(SideEngine)
			rate, lag = e.Rate, e.LagP99Ms
		}
		dev := nan
		if !math.IsNaN(rate) {
			dev = 100 * math.Abs(rate-target) / target
		}
		rateBar := AtMost(title+": achieved rate off the target", "% off", dev, 1, "%.2f%%")
		if rw, ok := r.Row(row); ok && !rateBar.Pass {
			rateBar.Why = rw.capacityShort(target)
		}
		bars = append(bars, rateBar, Below(title+": p99 generator lag", "ms", lag, 2, "%.3f ms"))
	}
	openBars("open-50k", "open loop 50,000 req/s", OpenTarget)
	openBars(Open200kRow, "open loop 200,000 req/s, pipelined", Open200kTarget)
	bars = append(bars, AtMost("h2c: CPU/request vs h2load", "ratio", ratio("h2c", "cpu"), 0.9, "%.3f")) // issue 20: 0.9x
	rss := nan
	if r.Held != nil && r.Held.Err == "" && r.Held.MaxOpen >= HeldConns {
		rss = float64(r.Held.PeakRSSKiB) / 1024
	}
	bars = append(bars, Below(fmt.Sprintf("%d connections held: peak engine RSS", HeldConns), "MiB", rss, HeldRSSLimitMiB, "%.1f MiB"))
	worst := nan
	for _, b := range r.Allocs {
		if b.HasAllocs && HotPathBenchmark(b.Name) && (math.IsNaN(worst) || b.AllocsPerOp > worst) {
			worst = b.AllocsPerOp
		}
	}
	bars = append(bars, AtMost("allocations per request (the hot-path benchmarks of loadcore and metrics, the most of any)", "allocs/op", worst, 0, "%g"))
	live := fmt.Sprintf("closed loop, 50 connections, %d live readers", LiveReaders)
	bars = append(bars,
		AtLeast(live+": req/s vs none", "ratio", ratio(LiveRow, "rps"), 0.98, "%.3f"),
		AtMost(live+": CPU/request vs none", "ratio", ratio(LiveRow, "cpu"), 1.02, "%.3f"))
	// Issue 20, scripted load: requests per CPU second is the inverse of
	// CPU per request, so the engine/peer ratio is peer CPU over engine
	// CPU.
	perCPU := func(row string) float64 {
		rw, ok := r.Row(row)
		if !ok {
			return nan
		}
		return RatioOf(rw.Summary(SidePeer).CPUPerReqUs, rw.Summary(SideEngine).CPUPerReqUs)
	}
	for _, vus := range ScriptedVUs {
		row, cpu, mem, whole, peer := ScriptedRow(vus), nan, nan, nan, "k6"
		if rw, ok := r.Row(row); ok {
			e, pe := rw.Summary(SideEngine), rw.Summary(SidePeer)
			peerPerVU := pe.PeakRSSKiB / float64(vus)
			cpu = RatioOf(pe.CPUPerReqUs, e.CPUPerReqUs)
			if pe.N == 0 {
				// k6 was not run: against its reference figures (k6.go).
				peer = "k6's reference figure (not run)"
				cpu, peerPerVU = RatioOf(K6RefCPUPerReqUs, e.CPUPerReqUs), K6RefMemPerVUKiB
			}
			mem = RatioOf(e.AddedRSSKiB/float64(vus), peerPerVU)
			whole = RatioOf(e.PeakRSSKiB/float64(vus), peerPerVU)
		}
		// Memory per VU is what the run adds per virtual user: the
		// engine's peak RSS during the run minus its RSS just before it,
		// over the VUs (the daemon's own base, its Go runtime, SQLite and
		// API, is no VU's). The whole process's peak per VU is shown
		// beside it. k6's side is its whole peak RSS per VU (a process of
		// its own has no before).
		mb := AtMost(fmt.Sprintf("scripted load, %d VUs: memory per VU (peak RSS during the run minus the engine's RSS just before it, per VU) vs %s", vus, peer),
			"ratio", mem, 0.1, "%.3f")
		if mb.Measured {
			rw, _ := r.Row(row)
			e := rw.Summary(SideEngine)
			mb.Shown = fmt.Sprintf("%.3f (%.1f KiB/VU added; the whole process's peak RSS per VU: %.3f, %s)", mem, e.AddedRSSKiB/float64(vus), whole, mib(e.PeakRSSKiB))
		}
		bars = append(bars,
			AtLeast(fmt.Sprintf("scripted load, %d VUs, two checks: requests per CPU second vs %s", vus, peer), "ratio", cpu, 3, "%.3f"), mb)
	}
	bars = append(bars, AtLeast("scenario step without scripts: requests per CPU second vs a plain load request", "ratio", perCPU(ScenarioStepRow), 0.5, "%.3f"))
	// Issue 20, HTTPS on the event loop.
	worstTLS := nan
	for _, b := range r.Allocs {
		if b.HasAllocs && TLSBenchmark(b.Name) && (math.IsNaN(worstTLS) || b.AllocsPerOp > worstTLS) {
			worstTLS = b.AllocsPerOp
		}
	}
	bars = append(bars,
		AtLeast("HTTPS HTTP/1.1, 50 connections: req/s vs wrk", "ratio", ratio(HTTPSRow, "rps"), 1.0, "%.3f"),
		AtMost("HTTPS HTTP/1.1, 50 connections: CPU/request vs wrk", "ratio", ratio(HTTPSRow, "cpu"), 1.0, "%.3f"),
		AtMost("allocations per request over TLS (BenchmarkTLS*: crypto/tls's one per record read, the loop's none)", "allocs/op", worstTLS, 1, "%g"),
		// Issue 20, HTTP/2 over TLS on the event loop.
		AtMost("HTTP/2 over TLS, 10×10: CPU/request vs h2load", "ratio", ratio(H2TLSRow, "cpu"), 0.9, "%.3f"))
	r.Bars = bars
}

// WriteLoadMarkdown writes the result as the Markdown page
// bench/results/load-<stamp>.md: the bars, the medians per row, every run,
// the context runs and the benchmarks.
func WriteLoadMarkdown(w io.Writer, r *LoadResult) error {
	var b strings.Builder
	p := func(format string, a ...any) { fmt.Fprintf(&b, format, a...) }
	p("# Load engine benchmark, %s\n\n", r.Started)
	p("%s\n\n", r.Machine)
	if r.Engine != "" {
		p("Engine: %s. ", r.Engine)
	}
	p("Peers: %s.\n\n%s\n\n", r.Peers, r.Protocol)
	p("## Bars\n\n| bar | rule | measured | verdict |\n|---|---|---:|---|\n")
	for _, bar := range r.Bars {
		p("| %s | %s | %s | **%s** |\n", bar.Name, bar.Rule, bar.Shown, bar.Verdict())
	}
	p("\n## Medians per row\n\n")
	p("| row | side | tool | runs | req/s | CPU µs/req | p50 | p99 | peak RSS | conns | errors |\n")
	p("|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|\n")
	for i := range r.Rows {
		row := &r.Rows[i]
		for _, side := range []string{SideEngine, SidePeer} {
			s := row.Summary(side)
			p("| %s | %s | %s | %d | %s | %s | %s | %s | %s | %s | %s |\n", row.Name, side, toolOf(row, side), s.N,
				fmtNum(s.RPS, "%.0f"), fmtNum(s.CPUPerReqUs, "%.2f"), ms(s.P50Ms), ms(s.P99Ms),
				mib(s.PeakRSSKiB), fmtNum(s.Conns, "%.0f"), fmtNum(s.Errors, "%.0f"))
		}
		e, pe := row.Summary(SideEngine), row.Summary(SidePeer)
		p("| %s | **engine/peer** | | | **%s** | **%s** | %s | %s | %s | | |\n", row.Name,
			fmtNum(RatioOf(e.RPS, pe.RPS), "%.3f"), fmtNum(RatioOf(e.CPUPerReqUs, pe.CPUPerReqUs), "%.3f"),
			fmtNum(RatioOf(e.P50Ms, pe.P50Ms), "%.2f"), fmtNum(RatioOf(e.P99Ms, pe.P99Ms), "%.2f"),
			fmtNum(RatioOf(e.PeakRSSKiB, pe.PeakRSSKiB), "%.2f"))
	}
	if rw, ok := r.Row("open-50k"); ok {
		p("\nOpen loop (%d req/s asked): ", OpenTarget)
		for _, side := range []string{SideEngine, SidePeer} {
			s := rw.Summary(side)
			p("%s achieved %s req/s sent", toolOf(rw, side), fmtNum(s.Rate, "%.0f"))
			if side == SideEngine {
				p(", p99 lag %s; ", ms(s.LagP99Ms))
			}
		}
		if c := rw.Capacity; c != nil {
			p("; the target's capacity on the same URL: %s", capacityText(c))
		}
		p(".\n")
	}
	for i := range r.Rows {
		row := &r.Rows[i]
		p("\n### %s: %s\n\n- engine plan: `%s`\n- peer: `%s`\n", row.Name, row.Title, row.Engine, row.Peer)
		if row.Note != "" {
			p("- %s\n", row.Note)
		}
		if row.Capacity != nil {
			p("- the target's capacity on the row's URL, measured after its runs: %s\n", capacityText(row.Capacity))
		}
		p("\n| # | tool | req/s | CPU s | CPU µs/req | p50 | p99 | peak RSS | target reqs | conns | errors | extra | idle wait | CPU0/CPU1 busy, other on CPU1 |\n")
		p("|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---|\n")
		for _, run := range row.Runs {
			writeRunLine(p, run)
		}
	}
	if len(r.Context) > 0 {
		p("\n## Other closed-loop generators (one run each, no bar)\n\n")
		p("| # | tool | req/s | CPU s | CPU µs/req | p50 | p99 | peak RSS | target reqs | conns | errors | extra | idle wait | CPU0/CPU1 busy, other on CPU1 |\n")
		p("|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---|\n")
		for _, run := range r.Context {
			writeRunLine(p, run)
		}
	}
	if r.Held != nil {
		p("\n## %d connections held\n\n", HeldConns)
		p("| # | tool | req/s | CPU s | CPU µs/req | p50 | p99 | peak RSS | target reqs | conns | errors | extra | idle wait | CPU0/CPU1 busy, other on CPU1 |\n")
		p("|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---|\n")
		writeRunLine(p, *r.Held)
	}
	p("\n## Allocations (`go test -bench . -benchmem`)\n\n")
	if r.AllocErr != "" {
		p("%s\n\n", r.AllocErr)
	}
	if len(r.Allocs) > 0 {
		p("| package | benchmark | ns/op | B/op | allocs/op |\n|---|---|---:|---:|---:|\n")
		for _, a := range r.Allocs {
			allocs := "not reported"
			if a.HasAllocs {
				allocs = fmt.Sprintf("%g", a.AllocsPerOp)
			}
			p("| %s | %s | %g | %g | %s |\n", a.Pkg, a.Name, a.NsPerOp, a.BytesPerOp, allocs)
		}
	}
	if len(r.Notes) > 0 {
		p("\n## Notes\n\n")
		for _, n := range r.Notes {
			p("- %s\n", n)
		}
	}
	p("\nWall time of the benchmark: %.0f s.\n", r.WallSec)
	_, err := io.WriteString(w, b.String())
	return err
}

func toolOf(row *LoadRow, side string) string {
	for _, r := range row.Runs {
		if r.Side == side {
			return r.Tool
		}
	}
	return "—"
}

func writeRunLine(p func(string, ...any), run LoadRun) {
	var extra []string
	if run.Rate > 0 {
		extra = append(extra, fmt.Sprintf("sent %.0f/s", run.Rate))
	}
	if run.LagFrom != "" {
		extra = append(extra, fmt.Sprintf("lag p99 %s (%s)", ms(run.LagP99Ms), run.LagFrom))
	}
	if run.Late > 0 || run.Dropped > 0 {
		extra = append(extra, fmt.Sprintf("late %d, dropped %d", run.Late, run.Dropped))
	}
	if run.MaxOpen > 0 {
		extra = append(extra, fmt.Sprintf("max open %d", run.MaxOpen))
	}
	if added := run.AddedRSSKiB(); !math.IsNaN(added) {
		extra = append(extra, fmt.Sprintf("RSS %s before, %s added", mib(float64(run.BaseRSSKiB)), mib(max(added, 1))))
	}
	if run.Readers > 0 {
		extra = append(extra, fmt.Sprintf("%d live readers, %d events", run.Readers, run.ReaderEvents))
	}
	if run.Cut > 0 {
		extra = append(extra, fmt.Sprintf("%d cut off by the run's end (INCOMPLETE: in flight 1 s after its duration)", run.Cut))
	}
	if run.Err != "" {
		extra = append(extra, "**not counted: "+strings.ReplaceAll(run.Err, "|", "/")+"**")
	}
	p("| %d | %s | %.0f | %.2f | %.2f | %s | %s | %s | %d | %d | %d | %s | %d ms | %.0f%%/%.0f%%, %.0f%% |\n",
		run.Seq, run.Tool, run.RPS, run.CPUSec, run.CPUPerReqUs, ms(run.P50Ms), ms(run.P99Ms),
		mib(float64(run.PeakRSSKiB)), run.TargetRequests, run.TargetConns, run.Errors, strings.Join(extra, "; "),
		run.IdleWaitMs, run.CPU0BusyPct, run.CPU1BusyPct, run.CPU1OtherPct)
}

func ms(v float64) string {
	if math.IsNaN(v) || v == 0 {
		return "—"
	}
	if v < 1 {
		return fmt.Sprintf("%.0f µs", v*1000)
	}
	return fmt.Sprintf("%.2f ms", v)
}

func mib(kib float64) string {
	if math.IsNaN(kib) || kib == 0 {
		return "—"
	}
	return fmt.Sprintf("%.1f MiB", kib/1024)
}

// HotPathBenchmark tells whether a loadcore or metrics benchmark measures
// the engine's own per-request path, the one the allocation bar is about.
// Left out: the net/http fallback transport (nethttp: redirect hops and
// SVC_ENGINE_H2_TRANSPORT=nethttp), and the HTTP/2 benchmarks whose target
// is an in-process net/http server (BenchmarkH2Cycle, BenchmarkH2Parallel),
// whose allocations are the server's; BenchmarkH2CycleCanned measures the
// lean client alone. The TLS benchmarks (TLSBenchmark) have a bar of their
// own; BenchmarkH2Loop's TLS cases are left out too, since their target is
// an in-process TLS server whose crypto/tls read allocates beside the
// client's. The signing benchmarks (BenchmarkLoadSigning) measure issue
// 21's signing cost: a scheme that signs each request anew (a nonce, a
// digest, a timestamp) allocates by nature and has its own CPU bar; the
// schemes signed once per second sign into the same buffer (0 allocations,
// shown in the table).
func HotPathBenchmark(name string) bool {
	return !strings.Contains(name, "nethttp") && !strings.HasPrefix(name, "BenchmarkH2Cycle/") && !strings.HasPrefix(name, "BenchmarkH2Parallel/") &&
		!strings.HasPrefix(name, "BenchmarkH2Loop/tls/") && !strings.HasPrefix(name, "BenchmarkLoadSigning/") &&
		!TLSBenchmark(name)
}

// TLSBenchmark tells whether a loadcore benchmark measures the per-request
// path over TLS, where crypto/tls allocates once per record it reads
// (readFromUntil's atLeastReader): its bar is one allocation per request.
func TLSBenchmark(name string) bool {
	return strings.HasPrefix(name, "BenchmarkTLS")
}

// capacityText is a capacity run as the page prints it.
func capacityText(c *LoadRun) string {
	if c.Err != "" || c.RPS <= 0 {
		return "not measured (" + c.Err + ")"
	}
	return fmt.Sprintf("%s req/s (%s, closed loop, %d connections, p50 %s)", fmtNum(c.RPS, "%.0f"), c.Tool, c.TargetConns, ms(c.P50Ms))
}

// capacityShort says why an open-loop row could not hold target: the
// target answered less than the rate allows in the row's capacity run
// (more than 1% short of it). It is "" when the capacity was not
// measured or would have allowed the rate: then the failure is the
// generator's.
func (row *LoadRow) capacityShort(target float64) string {
	c := row.Capacity
	if c == nil || c.Err != "" || c.RPS <= 0 || c.RPS >= 0.99*target {
		return ""
	}
	return fmt.Sprintf("the target answers at most %s req/s on this URL in this run (%s, closed loop, %d connections): target-limited",
		fmtNum(c.RPS, "%.0f"), c.Tool, c.TargetConns)
}
