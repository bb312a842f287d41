//go:build !svctest

package mgmt_test

// svctestBuild reports whether the test-only element kinds are compiled in.
const svctestBuild = false
