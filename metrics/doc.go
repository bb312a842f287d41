// Package metrics records, aggregates and reports the measurements of load
// runs: per-shard HDR histograms and counters that workers write without
// locks, the tick collector that merges them every interval without
// stopping a worker, run reports and their thresholds, and run comparison.
//
// Data flow: a worker calls Recorder.Record once per finished request; the
// run's single collector goroutine calls Collector.Collect at every tick
// boundary, which flips each shard's hot and cold halves (the atomic
// protocol of client_golang's histogram.go), waits for the at most one
// record in progress on the now cold half, and folds it into a Window (HDR
// histograms from github.com/HdrHistogram/hdrhistogram-go plus counters).
// Windows merge losslessly into steps and the whole run; the whole run's
// Window becomes the Report.
//
// The package must not block a worker: a record is a handful of atomic
// adds, never a lock, channel or allocation.
package metrics
