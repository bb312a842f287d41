//go:build !linux

package scenario

import "context"

// userLoop is the event loop of virtual users, Linux only: elsewhere
// every user runs on a goroutine of its own.
type userLoop struct{}

// newUserLoops starts no loop here.
func newUserLoops(context.Context, *Runner, int, func(func()), func()) []*userLoop { return nil }

// add never takes a user.
func (*userLoop) add(*vuRun) bool { return false }

// seal has nothing to end.
func (*userLoop) seal() {}

// closeRaw has no raw socket to close here.
func closeRaw(int) {}
