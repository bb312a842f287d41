//go:build !race

package scripting

// raceDetector: see race_on_test.go.
const raceDetector = false
