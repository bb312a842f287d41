//go:build !race

package sender_test

import (
	"testing"

	"github.com/svc-engine/svc-engine/sender"
)

// The recorder's reports and the load workers' failure traces name codes
// with FailName: it must not allocate.
func TestFailNameAllocatesNothing(t *testing.T) {
	var name string
	if n := testing.AllocsPerRun(100, func() { name = sender.FailName(sender.FailTimeout) }); n != 0 {
		t.Errorf("FailName allocates %v times per call, want 0", n)
	}
	if name != sender.CodeTimeout {
		t.Errorf("FailName(FailTimeout) = %q", name)
	}
}
