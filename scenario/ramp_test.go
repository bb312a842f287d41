package scenario

import (
	"context"
	"testing"
	"testing/synctest"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/svc-engine/svc-engine/loadcore"
)

// TestVirtualUsersFollowLoadcoresRamp runs rampUsers in a bubble: each
// virtual user starts exactly when loadcore's ramp adds it, every user of
// a mode without a ramp starts at once, and a run that ends mid-ramp
// starts no more.
func TestVirtualUsersFollowLoadcoresRamp(t *testing.T) {
	t.Parallel()
	ms := func(n int) time.Duration { return time.Duration(n) * time.Millisecond }
	for _, c := range []struct {
		name   string
		load   Load
		stopAt time.Duration // 0: never
		want   []time.Duration
	}{
		{"ramp_up from one to five users over two seconds",
			Load{Mode: loadcore.ModeRampUp, StartConcurrency: 1, Concurrency: 5, RampUpDuration: 2 * time.Second, Duration: 3 * time.Second}, 0,
			[]time.Duration{0, ms(500), ms(1000), ms(1500), ms(2000)}},
		{"ramp_up from none over a minute: a user every 20 s",
			Load{Mode: loadcore.ModeRampUp, StartConcurrency: 0, Concurrency: 3, RampUpDuration: time.Minute, Duration: time.Minute}, 0,
			[]time.Duration{20 * time.Second, 40 * time.Second, time.Minute}},
		{"ramp_up stopped at 1.2 s starts no more users",
			Load{Mode: loadcore.ModeRampUp, StartConcurrency: 1, Concurrency: 5, RampUpDuration: 2 * time.Second, Duration: 3 * time.Second}, ms(1200),
			[]time.Duration{0, ms(500), ms(1000)}},
		{"constant_concurrency starts every user at once",
			Load{Mode: loadcore.ModeConstantConcurrency, Concurrency: 3, Duration: time.Second}, 0,
			[]time.Duration{0, 0, 0}},
		{"iterations starts every user at once",
			Load{Mode: loadcore.ModeIterations, Concurrency: 2, Iterations: 10}, 0,
			[]time.Duration{0, 0}},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			synctest.Test(t, func(t *testing.T) {
				ctx := t.Context()
				if c.stopAt > 0 {
					var cancel context.CancelFunc
					ctx, cancel = context.WithTimeout(ctx, c.stopAt)
					defer cancel()
				}
				started := time.Now()
				var got []time.Duration
				rampUsers(ctx, c.load, func(vu int) {
					if vu != len(got)+1 {
						t.Errorf("user %d started after %d users", vu, len(got))
					}
					got = append(got, time.Since(started))
				})
				if d := cmp.Diff(c.want, got); d != "" {
					t.Fatalf("users' start times (-want +got):\n%s", d)
				}
			})
		})
	}
}
