package bench

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

func TestParseHey(t *testing.T) {
	t.Parallel()
	tests := []struct {
		file string
		want Measurement
	}{
		{"hey-put.txt", Measurement{Tool: "hey", Requests: 4500, RPS: 1489.6137, P50Ms: 7.7, P90Ms: 12.1, P99Ms: 16.4, MaxMs: 19}},
		{"hey-errors.txt", Measurement{Tool: "hey", Requests: 195, RPS: 99.7456, P50Ms: 1.8, P90Ms: 3, P99Ms: 9, MaxMs: 10, Errors: 10}},
	}
	for _, tt := range tests {
		t.Run(tt.file+" reads the summary", func(t *testing.T) {
			t.Parallel()
			got, err := ParseHey(readTestdata(t, tt.file))
			if err != nil {
				t.Fatalf("ParseHey(%s): %v", tt.file, err)
			}
			if diff := cmp.Diff(tt.want, got, cmpopts.EquateApprox(0, 1e-9)); diff != "" {
				t.Errorf("ParseHey(%s) (-want +got):\n%s", tt.file, diff)
			}
		})
	}
}

func TestParseWrk(t *testing.T) {
	t.Parallel()
	tests := []struct {
		file string
		want Measurement
	}{
		{"wrk-list.txt", Measurement{Tool: "wrk", Requests: 660, RPS: 216.22, P50Ms: 162.15, P90Ms: 488.24, P99Ms: 782.27, MaxMs: 1250}},
		{"wrk-errors.txt", Measurement{Tool: "wrk", Requests: 80000, RPS: 40000, P50Ms: 0.8, P90Ms: 1.1, P99Ms: 2.5, MaxMs: 5.02, Errors: 12}},
	}
	for _, tt := range tests {
		t.Run(tt.file+" reads the report", func(t *testing.T) {
			t.Parallel()
			got, err := ParseWrk(readTestdata(t, tt.file))
			if err != nil {
				t.Fatalf("ParseWrk(%s): %v", tt.file, err)
			}
			if diff := cmp.Diff(tt.want, got, cmpopts.EquateApprox(0, 1e-9)); diff != "" {
				t.Errorf("ParseWrk(%s) (-want +got):\n%s", tt.file, diff)
			}
		})
	}
}

func TestParseVegeta(t *testing.T) {
	t.Parallel()
	tests := []struct {
		file string
		want Measurement
	}{
		{"vegeta-put.json", Measurement{Tool: "vegeta", Requests: 200, RPS: 200.95771523617537, P50Ms: 0.134, P90Ms: 0.176, P99Ms: 0.232, MaxMs: 0.824}},
		{"vegeta-errors.json", Measurement{Tool: "vegeta", Requests: 50, RPS: 0, P50Ms: 0.164, P90Ms: 0.227, P99Ms: 2.735, MaxMs: 2.735, Errors: 50}},
	}
	for _, tt := range tests {
		t.Run(tt.file+" reads the report", func(t *testing.T) {
			t.Parallel()
			got, err := ParseVegeta(readTestdata(t, tt.file))
			if err != nil {
				t.Fatalf("ParseVegeta(%s): %v", tt.file, err)
			}
			if diff := cmp.Diff(tt.want, got, cmpopts.EquateApprox(0, 1e-9)); diff != "" {
				t.Errorf("ParseVegeta(%s) (-want +got):\n%s", tt.file, diff)
			}
		})
	}
}

func TestParsersRefuseOutputWithoutASummary(t *testing.T) {
	t.Parallel()
	out := []byte("unable to connect to 127.0.0.1:1 Connection refused\n")
	if _, err := ParseWrk(out); !errors.Is(err, ErrNoReport) {
		t.Errorf("ParseWrk(%q) error = %v, want ErrNoReport", out, err)
	}
	if _, err := ParseHey(out); !errors.Is(err, ErrNoReport) {
		t.Errorf("ParseHey(%q) error = %v, want ErrNoReport", out, err)
	}
	for _, out := range [][]byte{out, []byte("{}")} {
		if _, err := ParseVegeta(out); !errors.Is(err, ErrNoReport) {
			t.Errorf("ParseVegeta(%q) error = %v, want ErrNoReport", out, err)
		}
	}
}

func TestWrkDurationUnits(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]float64{"456.00us": 0.456, "1.23ms": 1.23, "1.02s": 1020, "1.50m": 90000} {
		got, err := wrkDuration(in)
		if err != nil || got < want-1e-9 || got > want+1e-9 {
			t.Errorf("wrkDuration(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
}

func TestCheckBarFailsARunThatDidNotHoldItsRate(t *testing.T) {
	t.Parallel()
	r := &Report{Runs: []Run{
		{Name: "held", OfferedRPS: 100, Measurement: Measurement{RPS: 99, P99Ms: 2}},
		{Name: "slow", OfferedRPS: 100, Measurement: Measurement{RPS: 99, P99Ms: 7}},
		{Name: "behind", OfferedRPS: 100, Measurement: Measurement{RPS: 50, P99Ms: 2}},
		{Name: "errors", OfferedRPS: 100, Measurement: Measurement{RPS: 100, P99Ms: 2, Errors: 1}},
	}}
	for run, want := range map[string]bool{"held": true, "slow": false, "behind": false, "errors": false, "missing": false} {
		if got := r.CheckBar(run, run, 5).Pass; got != want {
			t.Errorf("CheckBar(%s).Pass = %v, want %v", run, got, want)
		}
	}
}

func TestAddRatioSumsEachSide(t *testing.T) {
	t.Parallel()
	r := &Report{Runs: []Run{
		{Name: "s1", Measurement: Measurement{RPS: 100, P99Ms: 1}},
		{Name: "e1", Measurement: Measurement{RPS: 50, P99Ms: 2}},
		{Name: "e2", Measurement: Measurement{RPS: 70, P99Ms: 4}},
		{Name: "s2", Measurement: Measurement{RPS: 140, P99Ms: 3}},
		{Name: "broken", Error: "no report"},
	}}
	r.AddRatio("p99", MetricP99, []string{"e1", "e2"}, []string{"s1", "s2"})
	r.AddRatio("rps", MetricRPS, []string{"e1"}, []string{"s1"})
	r.AddRatio("skipped: a run failed", MetricRPS, []string{"e1"}, []string{"broken"})
	r.AddRatio("skipped: a run is missing", MetricP99, []string{"e1", "nope"}, []string{"s1"})
	r.AddRatio("skipped: unknown metric", "p50", []string{"e1"}, []string{"s1"})
	want := []Ratio{
		{Name: "p99", Metric: MetricP99, Of: []string{"e1", "e2"}, Over: []string{"s1", "s2"}, Value: 1.5},
		{Name: "rps", Metric: MetricRPS, Of: []string{"e1"}, Over: []string{"s1"}, Value: 0.5},
	}
	if diff := cmp.Diff(want, r.Ratios, cmpopts.EquateApprox(0, 1e-9)); diff != "" {
		t.Errorf("ratios (-want +got):\n%s", diff)
	}
}

func TestUnloadedSkipsTheConnectingRequest(t *testing.T) {
	t.Parallel()
	u, err := UnloadedFrom("put", "PUT", []byte("200 0.100\n200 0.001\n200 0.003\n200 0.002\n"), 10)
	if err != nil {
		t.Fatal(err)
	}
	want := Unloaded{Name: "put", Endpoint: "PUT", Samples: 3, MinMs: 1, P50Ms: 2, P90Ms: 3, Bytes: 10}
	if diff := cmp.Diff(want, u, cmpopts.EquateApprox(0, 1e-9)); diff != "" {
		t.Errorf("UnloadedFrom (-want +got):\n%s", diff)
	}
	if _, err := UnloadedFrom("put", "PUT", []byte("200 0.1\n500 0.001\n"), 0); err == nil {
		t.Error("UnloadedFrom accepted a 500")
	}
}

func readTestdata(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return b
}
