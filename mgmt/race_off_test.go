//go:build !race

package mgmt_test

// raceDetector: see race_on_test.go.
const raceDetector = false
