//go:build !race

package sender_test

import (
	"testing"

	"github.com/svc-engine/svc-engine/sender"
)

// A hop that drops nothing (the same origin, the body kept) allocates
// nothing; a redirect hop may allocate, but the policy itself stays cheap.
func TestRedirectPolicyDoesNotAllocateWhenNothingIsDropped(t *testing.T) {
	from, to := mustURL(t, "http://127.0.0.1:8080/r"), mustURL(t, "http://127.0.0.1:8080/dest")
	hs := headers()
	if n := testing.AllocsPerRun(100, func() { _ = sender.Redirect(307, "PUT", from, to, hs) }); n != 0 {
		t.Errorf("Redirect allocates %v times per hop, want 0", n)
	}
	if n := testing.AllocsPerRun(100, func() { _ = sender.Redirect(302, "POST", from, to, hs) }); n != 1 {
		t.Errorf("Redirect allocates %v times per hop that drops headers, want 1 (the new slice)", n)
	}
}
