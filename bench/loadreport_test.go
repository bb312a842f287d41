package bench

import (
	"math"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestMedian(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		in   []float64
		want float64
	}{
		{"an odd count gives the middle value", []float64{5, 1, 3}, 3},
		{"an even count gives the mean of the middle two", []float64{4, 1, 3, 2}, 2.5},
		{"one value is itself", []float64{7}, 7},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			in := append([]float64(nil), tt.in...)
			if got := Median(tt.in); got != tt.want {
				t.Errorf("Median(%v) = %v, want %v", tt.in, got, tt.want)
			}
			if diff := cmp.Diff(in, tt.in); diff != "" {
				t.Errorf("Median changed its input (-before +after):\n%s", diff)
			}
		})
	}
	if got := Median(nil); !math.IsNaN(got) {
		t.Errorf("Median(nil) = %v, want NaN", got)
	}
}

func TestRatioOf(t *testing.T) {
	t.Parallel()
	if got := RatioOf(3, 2); got != 1.5 {
		t.Errorf("RatioOf(3, 2) = %v, want 1.5", got)
	}
	for _, in := range [][2]float64{{1, 0}, {math.NaN(), 1}, {1, math.NaN()}} {
		if got := RatioOf(in[0], in[1]); !math.IsNaN(got) {
			t.Errorf("RatioOf(%v, %v) = %v, want NaN", in[0], in[1], got)
		}
	}
}

func TestInterleaveOrderAlternatesWhoGoesFirst(t *testing.T) {
	t.Parallel()
	got := InterleaveOrder(5)
	want := []string{"peer", "engine", "engine", "peer", "peer", "engine", "engine", "peer", "peer", "engine"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("InterleaveOrder(5) (-want +got):\n%s", diff)
	}
}

func TestSummaryTakesMediansOfGoodRunsOnly(t *testing.T) {
	t.Parallel()
	row := LoadRow{Name: "closed-50", Runs: []LoadRun{
		{Side: SidePeer, RPS: 100, CPUPerReqUs: 8},
		{Side: SideEngine, RPS: 90, CPUPerReqUs: 9},
		{Side: SideEngine, RPS: 110, CPUPerReqUs: 7},
		{Side: SidePeer, RPS: 120, CPUPerReqUs: 10},
		{Side: SidePeer, RPS: 1, CPUPerReqUs: 99, Err: "12 errors"},
		{Side: SideEngine, RPS: 100, CPUPerReqUs: 8},
	}}
	e, p := row.Summary(SideEngine), row.Summary(SidePeer)
	if e.N != 3 || e.RPS != 100 || e.CPUPerReqUs != 8 {
		t.Errorf("engine summary = %+v, want N 3, RPS 100, CPU 8", e)
	}
	if p.N != 2 || p.RPS != 110 || p.CPUPerReqUs != 9 {
		t.Errorf("peer summary = %+v, want N 2, RPS 110, CPU 9 (the failed run left out)", p)
	}
}

func TestComputeBars(t *testing.T) {
	t.Parallel()
	pair := func(name string, eRPS, eCPU, pRPS, pCPU float64) LoadRow {
		return LoadRow{Name: name, Runs: []LoadRun{
			{Side: SidePeer, RPS: pRPS, CPUPerReqUs: pCPU},
			{Side: SideEngine, RPS: eRPS, CPUPerReqUs: eCPU},
		}}
	}
	r := &LoadResult{
		Rows: []LoadRow{
			pair("closed-50", 96, 11, 100, 10),  // 0.96 pass, 1.10 pass
			pair("closed-200", 94, 12, 100, 10), // 0.94 fail, 1.20 fail
			pair("pipeline-16", 90, 1, 100, 1),  // 0.90 pass
			{Name: "open-50k", Runs: []LoadRun{{Side: SideEngine, RPS: 49600, Rate: 49600, LagP99Ms: 1.5}}},
			{Name: Open200kRow, Runs: []LoadRun{{Side: SideEngine, RPS: 197000, Rate: 197000, LagP99Ms: 2.5}}},
			// h2c has no engine run: not measured
			{Name: "h2c", Runs: []LoadRun{{Side: SidePeer, RPS: 100, CPUPerReqUs: 5}}},
			pair(LiveRow, 98, 10.3, 100, 10), // 0.98 pass, 1.03 fail
			// requests per CPU second 10/2 = 5 pass, memory added (30-20)/200 pass
			{Name: ScriptedRow(50), Runs: []LoadRun{{Side: SidePeer, CPUPerReqUs: 10, PeakRSSKiB: 200}, {Side: SideEngine, CPUPerReqUs: 2, PeakRSSKiB: 30, BaseRSSKiB: 20}}},
			// 10/5 = 2 fail, memory added (40-10)/200 fail
			{Name: ScriptedRow(1000), Runs: []LoadRun{{Side: SidePeer, CPUPerReqUs: 10, PeakRSSKiB: 200}, {Side: SideEngine, CPUPerReqUs: 5, PeakRSSKiB: 40, BaseRSSKiB: 10}}},
			pair(ScenarioStepRow, 50, 4, 100, 2), // 2/4 = 0.5 pass
			pair(HTTPSRow, 101, 9, 100, 10),      // 1.01 pass, 0.90 pass
			pair(H2TLSRow, 100, 9.1, 100, 10),    // 0.91 fail
		},
		Held: &LoadRun{Side: SideEngine, MaxOpen: HeldConns, PeakRSSKiB: 200 * 1024},
		Allocs: []GoBench{{Name: "BenchmarkA", HasAllocs: true}, {Name: "BenchmarkB", HasAllocs: true, AllocsPerOp: 2},
			{Name: "BenchmarkTLSEventLoopClosed/pipeline=1-2", HasAllocs: true, AllocsPerOp: 1}},
	}
	r.ComputeBars()
	var got []string
	for _, b := range r.Bars {
		got = append(got, b.Shown+" "+b.Verdict())
	}
	want := []string{
		"0.960 PASS", "1.100 PASS",
		"0.940 FAIL", "1.200 FAIL",
		"0.900 PASS",
		"0.80% PASS", "1.500 ms PASS",
		"1.50% FAIL", "2.500 ms FAIL",
		"— not measured",
		"200.0 MiB PASS",
		"2 FAIL",
		"0.980 PASS", "1.030 FAIL",
		"5.000 PASS", "0.050 (0.2 KiB/VU added; the whole process's peak RSS per VU: 0.150, 0.0 MiB) PASS",
		"2.000 FAIL", "0.150 (0.0 KiB/VU added; the whole process's peak RSS per VU: 0.200, 0.0 MiB) FAIL",
		"0.500 PASS",
		"1.010 PASS", "0.900 PASS",
		"1 PASS",
		"0.910 FAIL",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("bars (-want +got):\n%s", diff)
	}

	if b := r.Bars[12]; b.Name != "closed loop, 50 connections, 10 live readers: req/s vs none" || b.Rule != "ratio ≥ 0.98" {
		t.Errorf("live-readers bar = %q %q", b.Name, b.Rule)
	}

	r.Held.MaxOpen = HeldConns - 1 // not all held: the RSS figure does not count
	r.ComputeBars()
	if b := r.Bars[10]; b.Measured {
		t.Errorf("held bar with %d open = %+v, want not measured", r.Held.MaxOpen, b)
	}
}

func TestWriteLoadMarkdownShowsBarsAndRuns(t *testing.T) {
	t.Parallel()
	r := &LoadResult{Started: "2026-11-21T10:00:00Z", Machine: "Machine: test.", Peers: "wrk 4",
		Rows: []LoadRow{{Name: "closed-50", Title: "closed loop", Engine: `{"mode":"constant_concurrency"}`, Peer: "wrk -c50", Runs: []LoadRun{
			{Side: SidePeer, Tool: "wrk", Seq: 1, RPS: 100, CPUPerReqUs: 10, P50Ms: 0.5, P99Ms: 2},
			{Side: SideEngine, Tool: "svc-engine", Seq: 2, RPS: 95, CPUPerReqUs: 9, Err: "3 errors | oops"},
		}}, {Name: LiveRow, Title: "live readers", Runs: []LoadRun{
			{Side: SidePeer, Tool: "svc-engine", Seq: 1, RPS: 100, CPUPerReqUs: 10},
			{Side: SideEngine, Tool: "svc-engine + 10 live readers", Seq: 2, RPS: 99, CPUPerReqUs: 10.1, Readers: 10, ReaderEvents: 120, Errors: 4, Cut: 4},
		}}},
	}
	r.ComputeBars()
	var b strings.Builder
	if err := WriteLoadMarkdown(&b, r); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	for _, want := range []string{
		"| closed loop HTTP/1.1, 50 connections: req/s vs wrk | ratio ≥ 0.95 | — | **not measured** |",
		"| closed-50 | peer | wrk | 1 | 100 | 10.00 | 500 µs | 2.00 ms |",
		"**not counted: 3 errors / oops**",
		"| live-readers | **engine/peer** | | | **0.990** | **1.010** |",
		"10 live readers, 120 events",
		"4 cut off by the run's end (INCOMPLETE: in flight 1 s after its duration)",
		"| closed loop, 50 connections, 10 live readers: CPU/request vs none | ratio ≤ 1.02 | 1.010 | **PASS** |",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("the page lacks %q:\n%s", want, out)
		}
	}
}

// TestScriptedBarsUseK6sReferenceWhenK6DidNotRun: with engine runs only,
// the scripted bars compare against k6's reference figures and say so.
func TestScriptedBarsUseK6sReferenceWhenK6DidNotRun(t *testing.T) {
	t.Parallel()
	r := &LoadResult{Rows: []LoadRow{
		// 62.5/20 = 3.125 pass; 45,000 KiB peak over a 40,000 KiB base =
		// 100 KiB added per VU, 100/1024 = 0.098 pass (the whole process:
		// 900 KiB per VU, 0.879)
		{Name: ScriptedRow(50), Runs: []LoadRun{{Side: SideEngine, CPUPerReqUs: 20, PeakRSSKiB: 45000, BaseRSSKiB: 40000}}},
		// 62.5/25 = 2.5 fail; 240,000 - 40,000 KiB over 1,000 VUs = 200 KiB, 0.195 fail
		{Name: ScriptedRow(1000), Runs: []LoadRun{{Side: SideEngine, CPUPerReqUs: 25, PeakRSSKiB: 240000, BaseRSSKiB: 40000}}},
	}}
	r.ComputeBars()
	want := map[string]string{
		"scripted load, 50 VUs, two checks: requests per CPU second vs k6's reference figure (not run)":                                                     "3.125 PASS",
		"scripted load, 50 VUs: memory per VU (peak RSS during the run minus the engine's RSS just before it, per VU) vs k6's reference figure (not run)":   "0.098 (100.0 KiB/VU added; the whole process's peak RSS per VU: 0.879, 43.9 MiB) PASS",
		"scripted load, 1000 VUs, two checks: requests per CPU second vs k6's reference figure (not run)":                                                   "2.500 FAIL",
		"scripted load, 1000 VUs: memory per VU (peak RSS during the run minus the engine's RSS just before it, per VU) vs k6's reference figure (not run)": "0.195 (200.0 KiB/VU added; the whole process's peak RSS per VU: 0.234, 234.4 MiB) FAIL",
	}
	found := 0
	for _, b := range r.Bars {
		if w, ok := want[b.Name]; ok {
			found++
			if got := b.Shown + " " + b.Verdict(); got != w {
				t.Errorf("%s: %s, want %s", b.Name, got, w)
			}
		}
	}
	if found != len(want) {
		t.Fatalf("found %d of the %d reference bars: %+v", found, len(want), r.Bars)
	}
}

// TestAddedRSS: the memory a run added is its peak minus its base, never
// negative, and not known without both.
func TestAddedRSS(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name       string
		peak, base int64
		want       float64
	}{
		{"grew", 50_000, 40_000, 10_000},
		{"shrank below the base", 39_000, 40_000, 0},
		{"no base (a peer)", 50_000, 0, math.NaN()},
		{"no peak", 0, 40_000, math.NaN()},
	} {
		got := LoadRun{PeakRSSKiB: tc.peak, BaseRSSKiB: tc.base}.AddedRSSKiB()
		if got != tc.want && !(math.IsNaN(got) && math.IsNaN(tc.want)) {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
	// A row whose engine runs have no base has no added median, and the
	// memory bar is then not measured.
	r := &LoadResult{Rows: []LoadRow{{Name: ScriptedRow(50), Runs: []LoadRun{{Side: SideEngine, CPUPerReqUs: 20, PeakRSSKiB: 45000}}}}}
	r.ComputeBars()
	for _, b := range r.Bars {
		if strings.HasPrefix(b.Name, "scripted load, 50 VUs: memory per VU") && b.Measured {
			t.Errorf("memory bar without a base = %+v, want not measured", b)
		}
	}
}

// An open-loop row that misses its rate says so when the target itself
// answered less than the rate in the row's capacity run, and stays a plain
// failure (the generator's) when the target could have answered it or
// was not measured.
func TestOpenLoopBarNamesATargetThatCannotAnswerTheRate(t *testing.T) {
	t.Parallel()
	short := []LoadRun{{Side: SideEngine, RPS: 41000, Rate: 41000, LagP99Ms: 1.5}}
	cases := []struct {
		name     string
		capacity *LoadRun
		want     string
	}{
		{"target below the rate", &LoadRun{Tool: "wrk", RPS: 38853, TargetConns: 2000}, "FAIL: the target answers at most 38853 req/s on this URL in this run (wrk, closed loop, 2000 connections): target-limited"},
		{"target within 1% of the rate", &LoadRun{Tool: "wrk", RPS: 49600, TargetConns: 2000}, "FAIL"},
		{"capacity run failed", &LoadRun{Tool: "wrk", Err: "wrk: exit status 1"}, "FAIL"},
		{"no capacity run", nil, "FAIL"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			r := &LoadResult{Rows: []LoadRow{{Name: "open-50k", Runs: short, Capacity: c.capacity}}}
			r.ComputeBars()
			var got string
			for _, b := range r.Bars {
				if strings.HasPrefix(b.Name, "open loop 50,000 req/s: achieved rate") {
					got = b.Verdict()
				}
			}
			if got != c.want {
				t.Fatalf("verdict %q, want %q", got, c.want)
			}
			var md strings.Builder
			if err := WriteLoadMarkdown(&md, r); err != nil {
				t.Fatal(err)
			}
			if c.capacity != nil && c.capacity.Err == "" && !strings.Contains(md.String(), "the target's capacity on the same URL: ") {
				t.Fatalf("the page does not give the target's capacity:\n%s", md.String())
			}
		})
	}
	// A row that holds its rate passes whatever the capacity run says.
	r := &LoadResult{Rows: []LoadRow{{Name: "open-50k", Runs: []LoadRun{{Side: SideEngine, RPS: 49900, Rate: 49900, LagP99Ms: 0.4}},
		Capacity: &LoadRun{Tool: "wrk", RPS: 30000}}}}
	r.ComputeBars()
	if v := r.Bars[5].Verdict(); v != "PASS" {
		t.Fatalf("bar %q: %s, want PASS", r.Bars[5].Name, v)
	}
}
