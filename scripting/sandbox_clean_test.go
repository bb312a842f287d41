package scripting

import (
	"testing"

	"github.com/dop251/goja"
)

// BenchmarkClean is the per-run cost of restoring the global object when
// the run left it alone (the count path).
func BenchmarkClean(b *testing.B) {
	sb := NewSandbox(Options{})
	rt, err := sb.newRuntime()
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		rt.clean()
	}
}

// TestCleanTakesTheCountPath: a run that creates no global leaves the
// count of globals as prepared, so clean skips listing them.
func TestCleanTakesTheCountPath(t *testing.T) {
	sb := NewSandbox(Options{MaxRuntimes: 1})
	in := Input{Phase: PhasePost, Script: benchTestScript + `tests["legacy"] = true; CryptoJS.MD5("a"); responseBody;`, Response: benchResponse(), Environment: &Variables{}}
	if res := sb.Run(t.Context(), in); res.Error != "" || len(res.Tests) != 3 {
		t.Fatalf("run = %+v", res)
	}
	rt := <-sb.idle
	sb.idle <- rt
	if !rt.countOK {
		t.Fatal("countOK = false: the prepared global object has a configurable accessor")
	}
	n, err := rt.count(goja.Undefined())
	if err != nil || int(n.ToInteger()) != len(rt.baseline) {
		t.Errorf("globals after a run = %v (%v); want the prepared %d", n, err, len(rt.baseline))
	}
}

// BenchmarkRestoreBuiltins is the per-run cost of checking the built-in
// prototypes and constructors when the run left them alone.
func BenchmarkRestoreBuiltins(b *testing.B) {
	sb := NewSandbox(Options{})
	rt, err := sb.newRuntime()
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		rt.restoreBuiltins()
	}
}
