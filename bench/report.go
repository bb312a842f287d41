package bench

import (
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"
)

// Modes of a Run.
const (
	ModeRate       = "rate-limited" // hey -q: per-worker tickers that fire together, so bursts of -c requests
	ModeSaturation = "saturation"   // closed loop as fast as the server answers (wrk)
	ModePaced      = "paced"        // vegeta attack -rate: open loop, requests evenly spaced
)

// Run is one load tool run and what it measured.
type Run struct {
	Name        string  `json:"name"`
	Target      string  `json:"target"` // "engine" or "static" (the no-work baseline)
	Endpoint    string  `json:"endpoint"`
	Mode        string  `json:"mode"`
	Connections int     `json:"connections"`
	OfferedRPS  float64 `json:"offeredRps,omitempty"` // total, rate-limited and paced runs only
	Duration    string  `json:"duration"`
	Measurement
	// Error says why the run has no figures (the tool failed or its
	// output could not be read); empty when it has.
	Error string `json:"error,omitempty"`
}

// Bar is one pass/fail criterion of the issue.
type Bar struct {
	Name    string  `json:"name"`
	Run     string  `json:"run"`
	Tool    string  `json:"tool,omitempty"` // the load tool of Run
	LimitMs float64 `json:"limitMs"`        // p99 must be below this
	P99Ms   float64 `json:"p99Ms"`
	Pass    bool    `json:"pass"`
	// Note explains a FAIL that is not the latency itself (errors, a run
	// that did not hold its offered rate, a missing run).
	Note string `json:"note,omitempty"`
}

// What a Ratio divides.
const (
	MetricRPS = "rps"   // throughput, higher is better
	MetricP99 = "p99Ms" // tail latency, lower is better
)

// Ratio divides a figure of one or more runs by the same figure of others
// measured by the same tool in the same run: the sum over Of by the sum over
// Over. Several runs on each side average out drift when they alternate
// (static, engine, engine, static).
type Ratio struct {
	Name   string   `json:"name"`
	Metric string   `json:"metric"` // MetricRPS or MetricP99
	Of     []string `json:"of"`     // numerator runs
	Over   []string `json:"over"`   // denominator runs
	Value  float64  `json:"value"`
}

// Unloaded is the latency of one request at a time on a warm keep-alive
// connection (curl -w time_total), the service time without queueing.
type Unloaded struct {
	Name     string  `json:"name"`
	Endpoint string  `json:"endpoint"`
	Samples  int     `json:"samples"`
	MinMs    float64 `json:"minMs"`
	P50Ms    float64 `json:"p50Ms"`
	P90Ms    float64 `json:"p90Ms"`
	Bytes    int     `json:"bytes,omitempty"` // response size
}

// Machine describes where the run happened.
type Machine struct {
	CPUs      int    `json:"cpus"`
	CPUModel  string `json:"cpuModel,omitempty"`
	GoVersion string `json:"goVersion"`
	Kernel    string `json:"kernel,omitempty"`
	Hey       string `json:"hey,omitempty"`
	Wrk       string `json:"wrk,omitempty"`
	Vegeta    string `json:"vegeta,omitempty"`
}

// EngineStats are the engine process's own figures.
type EngineStats struct {
	RSSAfterSeedKB int64 `json:"rssAfterSeedKb"` // VmRSS once seeded, before any load
	PeakRSSKB      int64 `json:"peakRssKb"`      // VmHWM after every run
}

// Interference accounts for the machine's CPU time from the engine's start
// to the end of sendbench, so over every load run of `make bench`: the
// benchmark's own processes (the engines, the load tools, the helpers)
// against everything else. On a shared machine the rest takes cores from
// the engine and the tools, and the figures with it.
type Interference struct {
	WallSeconds     float64 `json:"wallSeconds"`
	OursCPUSeconds  float64 `json:"oursCpuSeconds"`  // run.sh and its children: engine, tools, helpers
	OtherCPUSeconds float64 `json:"otherCpuSeconds"` // every other task on the machine
	// SoftIRQCPUSeconds is soft-interrupt time, on loopback mostly the
	// benchmark's own traffic. OtherCPUSeconds is busy plus soft-interrupt
	// time less ours: a kernel without IRQ time accounting charges a soft
	// interrupt to the process it interrupted, so ours holds most of it.
	SoftIRQCPUSeconds float64 `json:"softirqCpuSeconds"`
	StealCPUSeconds   float64 `json:"stealCpuSeconds"` // taken by the hypervisor
	// OtherPct is other and steal time as a share of the machine's
	// capacity over the window (wall × CPUs), 0–100.
	OtherPct float64 `json:"otherPct"`
}

// NoisyPct is the share of the machine taken by other work above which the
// report warns that its figures do not describe the engine alone.
const NoisyPct = 10

// NewInterference builds the account from centisecond counters.
func NewInterference(wall time.Duration, oursCs, otherCs, softCs, stealCs int64, cpus int) Interference {
	in := Interference{
		WallSeconds:       wall.Seconds(),
		OursCPUSeconds:    float64(oursCs) / 100,
		OtherCPUSeconds:   float64(max(otherCs, 0)) / 100,
		SoftIRQCPUSeconds: float64(softCs) / 100,
		StealCPUSeconds:   float64(stealCs) / 100,
	}
	if capacity := in.WallSeconds * float64(cpus); capacity > 0 {
		in.OtherPct = 100 * (in.OtherCPUSeconds + in.StealCPUSeconds) / capacity
	}
	return in
}

// Report is the machine-readable result of the management API benchmark
// (bench/results/mgmt.json).
type Report struct {
	Benchmark string      `json:"benchmark"`
	StartedAt string      `json:"startedAt"` // RFC 3339, UTC
	Machine   Machine     `json:"machine"`
	Rows      int         `json:"rows"` // requests in the listed collection
	Engine    EngineStats `json:"engine"`
	Unloaded  []Unloaded  `json:"unloaded"`
	Runs      []Run       `json:"runs"`
	Bars      []Bar       `json:"bars"`
	Ratios    []Ratio     `json:"ratios"`
	// Breakdown is the list handler's store step timed in-process after
	// the engine stopped (the large collection, then the small one).
	Breakdown []Breakdown `json:"breakdown,omitempty"`
	// BackgroundBusyPct is how busy the machine's CPUs were in the second
	// before the engine started (0–100): other work on the machine shares
	// the cores with the engine and the load tools, and skews every figure.
	BackgroundBusyPct int `json:"backgroundBusyPct"`
	// Interference is what else ran on the machine during the load runs.
	Interference Interference `json:"interference"`
	// EngineExit is the engine's exit status after POST /shutdown (-1 when
	// it had to be killed).
	EngineExit int `json:"engineExit"`
}

// Run returns the run named name, if any.
func (r *Report) Run(name string) (Run, bool) {
	i := slices.IndexFunc(r.Runs, func(x Run) bool { return x.Name == name })
	if i < 0 {
		return Run{}, false
	}
	return r.Runs[i], true
}

// minHeld is the share of the offered rate a rate-limited run must achieve
// for its latency to describe that rate.
const minHeld = 0.9

// CheckBar judges run against a p99 limit in milliseconds. A run passes when
// it has figures, no errors, achieved at least 90% of its offered rate and
// its p99 is below the limit.
func (r *Report) CheckBar(name, run string, limitMs float64) Bar {
	b := Bar{Name: name, Run: run, LimitMs: limitMs}
	x, ok := r.Run(run)
	b.Tool = x.Tool
	switch {
	case !ok:
		b.Note = "run missing"
	case x.Error != "":
		b.Note = "run failed: " + x.Error
	default:
		b.P99Ms = x.P99Ms
		b.Pass = x.P99Ms < limitMs
		var notes []string
		if x.Errors > 0 {
			b.Pass = false
			notes = append(notes, strconv.FormatInt(x.Errors, 10)+" errors")
		}
		if x.OfferedRPS > 0 && x.RPS < minHeld*x.OfferedRPS {
			b.Pass = false
			notes = append(notes, fmt.Sprintf("held %.0f of %.0f req/s offered", x.RPS, x.OfferedRPS))
		}
		b.Note = strings.Join(notes, "; ")
	}
	r.Bars = append(r.Bars, b)
	return b
}

// AddRatio appends the ratio of metric summed over the runs of to the same
// summed over the runs over, when every one of them has figures.
func (r *Report) AddRatio(name, metric string, of, over []string) {
	sum := func(names []string) (float64, bool) {
		var v float64
		for _, n := range names {
			x, ok := r.Run(n)
			if !ok || x.Error != "" {
				return 0, false
			}
			switch metric {
			case MetricRPS:
				v += x.RPS
			case MetricP99:
				v += x.P99Ms
			default:
				return 0, false
			}
		}
		return v, len(names) > 0
	}
	a, okA := sum(of)
	b, okB := sum(over)
	if !okA || !okB || b == 0 {
		return
	}
	r.Ratios = append(r.Ratios, Ratio{Name: name, Metric: metric, Of: of, Over: over, Value: a / b})
}

// UnloadedFrom summarizes curl -w '%{http_code} %{time_total}\n' lines,
// skipping the first sample, which pays for the connection. A status
// outside 2xx makes it an error: the timings would not be of the endpoint.
func UnloadedFrom(name, endpoint string, out []byte, bytes int) (Unloaded, error) {
	u := Unloaded{Name: name, Endpoint: endpoint, Bytes: bytes}
	var ms []float64
	for i, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.Fields(line)
		if len(f) != 2 {
			return u, fmt.Errorf("%s: line %q is not \"status seconds\"", name, line)
		}
		if f[0] < "200" || f[0] >= "300" || len(f[0]) != 3 {
			return u, fmt.Errorf("%s: answered %s", name, f[0])
		}
		v, err := strconv.ParseFloat(f[1], 64)
		if err != nil {
			return u, fmt.Errorf("%s: sample %q: %w", name, f[1], err)
		}
		if i > 0 {
			ms = append(ms, v*1000)
		}
	}
	if len(ms) == 0 {
		return u, fmt.Errorf("%s: no samples", name)
	}
	slices.Sort(ms)
	u.Samples = len(ms)
	u.MinMs = roundMs(ms[0])
	u.P50Ms = quantile(ms, 0.50)
	u.P90Ms = quantile(ms, 0.90)
	return u, nil
}

// WriteTable prints the report for people: runs, unloaded latencies, ratios, bars.
// The page is built in memory and written once: one error to report.
func WriteTable(w io.Writer, r *Report) error {
	var b strings.Builder
	// The tabwriter writes into b, which cannot fail: its writes go
	// unchecked, and Flush's error is checked all the same.
	tw := tabwriter.NewWriter(&b, 0, 0, 2, ' ', tabwriter.AlignRight)
	_, _ = fmt.Fprintf(tw, "run\ttool\ttarget\tmode\tconns\toffered/s\treq/s\tp50 ms\tp90 ms\tp99 ms\tmax ms\terrors\t\n")
	for _, x := range r.Runs {
		if x.Error != "" {
			_, _ = fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%d\t\t\t\t\t\t\t\tFAILED: %s\n", x.Name, x.Tool, x.Target, x.Mode, x.Connections, x.Error)
			continue
		}
		offered := ""
		if x.OfferedRPS > 0 {
			offered = strconv.FormatFloat(x.OfferedRPS, 'f', 0, 64)
		}
		_, _ = fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%d\t%s\t%.0f\t%.2f\t%.2f\t%.2f\t%.2f\t%d\t\n",
			x.Name, x.Tool, x.Target, x.Mode, x.Connections, offered, x.RPS, x.P50Ms, x.P90Ms, x.P99Ms, x.MaxMs, x.Errors)
	}
	_, _ = fmt.Fprintln(tw)
	_, _ = fmt.Fprintf(tw, "one at a time (curl)\tbytes\tsamples\tmin ms\tp50 ms\tp90 ms\t\n")
	for _, u := range r.Unloaded {
		_, _ = fmt.Fprintf(tw, "%s\t%d\t%d\t%.2f\t%.2f\t%.2f\t\n", u.Name, u.Bytes, u.Samples, u.MinMs, u.P50Ms, u.P90Ms)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintln(&b)
	for _, x := range r.Ratios {
		fmt.Fprintf(&b, "ratio %-34s %6.3f  (%s of %s / %s)\n", x.Name, x.Value, x.Metric,
			strings.Join(x.Of, "+"), strings.Join(x.Over, "+"))
	}
	fmt.Fprintf(&b, "engine RSS: %d KiB after seeding, %d KiB peak (VmHWM); exit status %d\n", r.Engine.RSSAfterSeedKB, r.Engine.PeakRSSKB, r.EngineExit)
	fmt.Fprintf(&b, "machine: %d CPUs, %s, %s; %d%% busy before the start\n", r.Machine.CPUs, r.Machine.CPUModel, r.Machine.GoVersion, r.BackgroundBusyPct)
	in := r.Interference
	fmt.Fprintf(&b, "CPU over %.0f s: benchmark %.1f s, soft interrupts %.1f s, other processes %.1f s, steal %.1f s (others took %.0f%% of the machine)\n",
		in.WallSeconds, in.OursCPUSeconds, in.SoftIRQCPUSeconds, in.OtherCPUSeconds, in.StealCPUSeconds, in.OtherPct)
	if in.OtherPct > NoisyPct {
		fmt.Fprintf(&b, "WARNING: other work took over %d%% of the machine during the run; the figures are not the engine's alone\n", NoisyPct)
	}
	for _, bd := range r.Breakdown {
		for _, p := range bd.Phases {
			fmt.Fprintf(&b, "in-process, list of %d bytes: %s p50 %.2f ms, min %.2f ms\n", bd.Bytes, p.Name, p.P50Ms, p.MinMs)
		}
	}
	fmt.Fprintln(&b)
	for _, bar := range r.Bars {
		verdict := "FAIL"
		if bar.Pass {
			verdict = "PASS"
		}
		note := ""
		if bar.Note != "" {
			note = " (" + bar.Note + ")"
		}
		fmt.Fprintf(&b, "%s  %s: p99 %.2f ms, bar < %.0f ms [%s, %s]%s\n", verdict, bar.Name, bar.P99Ms, bar.LimitMs, bar.Run, bar.Tool, note)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// quantile returns the q-quantile of sorted (nearest rank), rounded by roundMs.
func quantile(sorted []float64, q float64) float64 {
	i := int(q*float64(len(sorted)) + 0.5)
	return roundMs(sorted[min(max(i-1, 0), len(sorted)-1)])
}

// roundMs rounds milliseconds to the microsecond, the finest any tool
// here measures, so the JSON carries no float noise.
func roundMs(v float64) float64 { return math.Round(v*1e3) / 1e3 }
