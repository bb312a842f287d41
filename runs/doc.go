// Package runs keeps the runs of the engine: load runs and collection runs
// alike. A Manager gives each started run an id, its live event ring (the
// /runs/:id/live stream), a batching history writer into the store, a stop
// handle, and the status transitions Pending → Running → Completed, Stopped
// or Failed. Finished runs stay in memory for liveRetentionMs, then only the
// stored record remains.
package runs
