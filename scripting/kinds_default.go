//go:build !svctest

package scripting

// testKinds returns the kinds registered only in test builds: none here.
func testKinds() []Kind { return nil }
