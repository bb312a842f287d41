//go:build race

package scripting

// raceDetector: the race detector multiplies memory (shadow words) and
// time, so process memory bounds are checked in make test's second pass,
// which runs the memory tests without it.
const raceDetector = true
