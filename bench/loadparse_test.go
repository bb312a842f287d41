package bench

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

func TestParseLoadPeers(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name  string
		file  string
		parse func([]byte) (Measurement, error)
		want  Measurement
	}{
		{"wrk closed loop", "wrk-hello.txt", ParseWrk,
			Measurement{Tool: "wrk", Requests: 294447, RPS: 98053.86, P50Ms: 0.479, P90Ms: 0.848, P99Ms: 1.86, MaxMs: 5.4}},
		{"wrk pipelining through bench/pipeline.lua", "wrk-pipeline.txt", ParseWrk,
			Measurement{Tool: "wrk", Requests: 1379840, RPS: 456035.10, P50Ms: 1.23, P90Ms: 4.09, P99Ms: 18.75, MaxMs: 31.07}},
		{"h2load h2c", "h2load-h2c.txt", ParseH2load,
			Measurement{Tool: "h2load", Requests: 58551, RPS: 19517, MaxMs: 41.16}},
		{"bombardier JSON", "bombardier-hello.json", ParseBombardier,
			Measurement{Tool: "bombardier", Requests: 215880, RPS: 215880 / 3.001617401, P50Ms: 0.479, P90Ms: 0.986, P99Ms: 5.407, MaxMs: 57.578}},
		{"vegeta open loop", "vegeta-delay.json", ParseVegeta,
			Measurement{Tool: "vegeta", Requests: 15000, RPS: 4983.530973366449, P50Ms: 10.924, P90Ms: 11.761, P99Ms: 16.926, MaxMs: 44.861}},
	}
	for _, tt := range tests {
		t.Run(tt.name+" is read from "+tt.file, func(t *testing.T) {
			t.Parallel()
			got, err := tt.parse(readTestdata(t, tt.file))
			if err != nil {
				t.Fatalf("parse %s: %v", tt.file, err)
			}
			if diff := cmp.Diff(tt.want, got, cmpopts.EquateApprox(1e-9, 1e-9)); diff != "" {
				t.Errorf("parse %s (-want +got):\n%s", tt.file, diff)
			}
		})
	}
}

func TestParseH2loadCountsFailures(t *testing.T) {
	t.Parallel()
	out := []byte("finished in 10.00s, 1000.50 req/s, 10KB/s\n" +
		"requests: 10010 total, 10020 started, 10010 done, 10000 succeeded, 6 failed, 3 errored, 1 timeout\n")
	got, err := ParseH2load(out)
	if err != nil {
		t.Fatal(err)
	}
	want := Measurement{Tool: "h2load", Requests: 10000, RPS: 1000.5, Errors: 10}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("ParseH2load (-want +got):\n%s", diff)
	}
}

func TestLoadParsersReportMissingSummaries(t *testing.T) {
	t.Parallel()
	for name, parse := range map[string]func([]byte) (Measurement, error){
		"h2load":     ParseH2load,
		"bombardier": ParseBombardier,
	} {
		t.Run(name+" without a summary is ErrNoReport", func(t *testing.T) {
			t.Parallel()
			_, err := parse([]byte("connect: connection refused\n"))
			if !errors.Is(err, ErrNoReport) {
				t.Errorf("%s: err = %v, want ErrNoReport", name, err)
			}
		})
	}
	if _, err := VegetaRate([]byte(`{"requests":1}`)); !errors.Is(err, ErrNoReport) {
		t.Errorf("VegetaRate without rate: err = %v, want ErrNoReport", err)
	}
}

func TestVegetaRateIsTheSendRate(t *testing.T) {
	t.Parallel()
	got, err := VegetaRate(readTestdata(t, "vegeta-delay.json"))
	if err != nil {
		t.Fatal(err)
	}
	if want := 5000.899510127921; got != want {
		t.Errorf("VegetaRate = %v, want %v", got, want)
	}
}

func TestParseGoBench(t *testing.T) {
	t.Parallel()
	got, err := ParseGoBench(readTestdata(t, "gobench.txt"))
	if err != nil {
		t.Fatal(err)
	}
	const lc, me = "github.com/svc-engine/svc-engine/loadcore", "github.com/svc-engine/svc-engine/metrics"
	want := []GoBench{
		{Pkg: lc, Name: "BenchmarkClosedLoopH1", N: 180000, NsPerOp: 6612, HasAllocs: true},
		{Pkg: lc, Name: "BenchmarkPacer/constant", N: 50000000, NsPerOp: 23.1, HasAllocs: true},
		{Pkg: lc, Name: "BenchmarkNoAllocsFlag", N: 1000000, NsPerOp: 1052},
		{Pkg: lc, Name: "BenchmarkOpenLoop", N: 120000, NsPerOp: 9100, BytesPerOp: 48, AllocsPerOp: 1, HasAllocs: true,
			Extra: map[string]float64{"req/s": 151234}},
		{Pkg: me, Name: "BenchmarkRecord", N: 100000000, NsPerOp: 11.8, HasAllocs: true},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("ParseGoBench (-want +got):\n%s", diff)
	}
}

func TestParseProcStat(t *testing.T) {
	t.Parallel()
	got, err := ParseProcStat(readTestdata(t, "proc-stat.txt"))
	if err != nil {
		t.Fatal(err)
	}
	// cpu0 439998 0 119216 277310 1002 0 8050 610 0 0
	want := map[int]CPUTimes{
		0: {Busy: 439998 + 119216 + 8050 + 610, Total: 439998 + 119216 + 277310 + 1002 + 8050 + 610},
		1: {Busy: 446063 + 120167 + 8090 + 657, Total: 446063 + 120167 + 269592 + 1655 + 8090 + 657},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("ParseProcStat (-want +got):\n%s", diff)
	}
	if _, err := ParseProcStat([]byte("intr 1 2 3\n")); err == nil {
		t.Error("ParseProcStat without cpuN lines: no error")
	}
}

func TestBusyPct(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		a, b CPUTimes
		want float64
	}{
		{"a quarter of the ticks busy is 25", CPUTimes{Busy: 100, Total: 1000}, CPUTimes{Busy: 150, Total: 1200}, 25},
		{"no ticks elapsed is 0", CPUTimes{Busy: 100, Total: 1000}, CPUTimes{Busy: 100, Total: 1000}, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			if got := BusyPct(tt.a, tt.b); got != tt.want {
				t.Errorf("BusyPct(%v, %v) = %v, want %v", tt.a, tt.b, got, tt.want)
			}
		})
	}
}

func TestParsePidStatCPU(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		in   []byte
		want uint64
	}{
		{"a plain command name", readTestdata(t, "proc-pid-stat.txt"), 351 + 851},
		{"a name with spaces and parentheses", []byte("42 (a) b (c)) R 1 42 42 0 -1 4194304 10 0 0 0 7 5 0 0 20 0 1 0 99 0 0"), 12},
	}
	for _, tt := range tests {
		t.Run(tt.name+" gives utime+stime", func(t *testing.T) {
			t.Parallel()
			got, err := ParsePidStatCPU(tt.in)
			if err != nil {
				t.Fatalf("ParsePidStatCPU(%q): %v", tt.in, err)
			}
			if got != tt.want {
				t.Errorf("ParsePidStatCPU(%q) = %d, want %d", tt.in, got, tt.want)
			}
		})
	}
	if _, err := ParsePidStatCPU([]byte("42 (x) R 1")); err == nil {
		t.Error("ParsePidStatCPU of a short line: no error")
	}
}

func TestParseStatusKB(t *testing.T) {
	t.Parallel()
	b := readTestdata(t, "proc-status.txt")
	for field, want := range map[string]int64{"VmHWM": 16348, "VmRSS": 16152} {
		got, err := ParseStatusKB(b, field)
		if err != nil || got != want {
			t.Errorf("ParseStatusKB(%s) = %d, %v; want %d", field, got, err, want)
		}
	}
	if _, err := ParseStatusKB(b, "VmNope"); err == nil {
		t.Error("ParseStatusKB of a missing field: no error")
	}
}
