//go:build svctest

package scripting

// svctestBuild reports whether the test binary was built with -tags svctest.
const svctestBuild = true
