package scripting

import (
	"context"
	"strings"
	"testing"
	"time"
)

// testSandbox is shared by the package's tests, as callers share one.
var testSandbox = NewSandbox(Options{})

func TestRunStopsARunawayLoop(t *testing.T) {
	t.Parallel()
	start := time.Now()
	res := testSandbox.Run(t.Context(), Input{Phase: PhasePost, Script: `pm.test("never", function () {}); while (true) {}`, Timeout: 200 * time.Millisecond})
	elapsed := time.Since(start)
	if !res.TimedOut || !strings.Contains(res.Error, "timed out") {
		t.Errorf("Run(while(true)) = TimedOut %v, Error %q; want TimedOut and a timeout error", res.TimedOut, res.Error)
	}
	if elapsed > 200*time.Millisecond+time.Second {
		t.Errorf("Run(while(true)) took %v; want about the 200ms timeout", elapsed)
	}
}

func TestRunHonoursContext(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithTimeout(t.Context(), 100*time.Millisecond)
	defer cancel()
	res := testSandbox.Run(ctx, Input{Script: `for (;;) {}`})
	if res.TimedOut || res.Error == "" {
		t.Errorf("Run(loop, canceled ctx) = TimedOut %v, Error %q; want a cancel error, not a timeout", res.TimedOut, res.Error)
	}
}
