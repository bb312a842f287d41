package scripting

import (
	"testing"
	"time"
)

// TestWritesCountChangesNotRepeats: setting the value a variable already
// has, with the same type, is no change; a new value, a new type, an unset
// and a clear are.
func TestWritesCountChangesNotRepeats(t *testing.T) {
	t.Parallel()
	env := &Variables{Values: map[string]string{}}
	steps := []struct {
		script string
		writes uint64
	}{
		{`pm.environment.set("a", "1")`, 1},
		{`pm.environment.set("a", "1")`, 1},
		{`pm.environment.set("a", "2")`, 2},
		{`pm.environment.set("a", 2)`, 3},
		{`pm.environment.set("a", 2)`, 3},
		{`pm.environment.set("a", "2")`, 4},
		{`pm.environment.unset("a")`, 5},
		{`pm.environment.unset("a")`, 5},
		{`pm.environment.clear()`, 6},
	}
	for _, s := range steps {
		res := testSandbox.Run(t.Context(), Input{Phase: PhasePre, Script: s.script, Timeout: 5 * time.Second, Request: &ScriptRequest{Method: "GET", URL: "http://x/"}, Environment: env})
		if res.Error != "" {
			t.Fatalf("%s: %s", s.script, res.Error)
		}
		if env.Writes != s.writes {
			t.Fatalf("after %s: writes %d, want %d", s.script, env.Writes, s.writes)
		}
	}
}
