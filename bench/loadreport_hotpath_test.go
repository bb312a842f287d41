package bench

import "testing"

func TestHotPathBenchmarkLeavesOutFallbackAndServerBoundBenchmarks(t *testing.T) {
	for name, want := range map[string]bool{
		"BenchmarkClosedLoopCycle/pipeline=1": true,
		"BenchmarkOpenLoopDispatch":           true,
		"BenchmarkRecorder":                   true,
		"BenchmarkH2CycleCanned/lean":         true,
		"BenchmarkH2CycleCanned/nethttp":      false,
		"BenchmarkH2Cycle/lean":               false,
		"BenchmarkH2Parallel/lean":            false,
	} {
		if got := HotPathBenchmark(name); got != want {
			t.Errorf("HotPathBenchmark(%q) = %v, want %v", name, got, want)
		}
	}
}
