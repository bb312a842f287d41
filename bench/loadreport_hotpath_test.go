package bench

import "testing"

func TestHotPathBenchmarkLeavesOutFallbackAndServerBoundBenchmarks(t *testing.T) {
	for name, want := range map[string]bool{
		"BenchmarkClosedLoopCycle/pipeline=1":    true,
		"BenchmarkOpenLoopDispatch":              true,
		"BenchmarkRecorder":                      true,
		"BenchmarkH2CycleCanned/lean":            true,
		"BenchmarkH2CycleCanned/nethttp":         false,
		"BenchmarkH2Cycle/lean":                  false,
		"BenchmarkH2Parallel/lean":               false,
		"BenchmarkH2Loop/h2c/users=100":          true,
		"BenchmarkH2Loop/tls/users=100":          false,
		"BenchmarkLoadSigning/oauth1/cycle":      false,
		"BenchmarkTLSEventLoopClosed/pipeline=1": false,
	} {
		if got := HotPathBenchmark(name); got != want {
			t.Errorf("HotPathBenchmark(%q) = %v, want %v", name, got, want)
		}
	}
}
