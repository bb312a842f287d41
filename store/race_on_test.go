//go:build race

package store_test

// raceEnabled: the race detector slows modernc's SQLite about tenfold,
// so timing bars are checked without it only.
const raceEnabled = true
