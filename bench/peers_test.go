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

func TestParsersRefuseOutputWithoutASummary(t *testing.T) {
	t.Parallel()
	out := []byte("unable to connect to 127.0.0.1:1 Connection refused\n")
	if _, err := ParseWrk(out); !errors.Is(err, ErrNoReport) {
		t.Errorf("ParseWrk(%q) error = %v, want ErrNoReport", out, err)
	}
	if _, err := ParseHey(out); !errors.Is(err, ErrNoReport) {
		t.Errorf("ParseHey(%q) error = %v, want ErrNoReport", out, err)
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
		if got := r.CheckBar(run, run, "", 5).Pass; got != want {
			t.Errorf("CheckBar(%s).Pass = %v, want %v", run, got, want)
		}
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
