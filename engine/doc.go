// Package engine wires the daemon: it takes the data-dir lock, opens the
// logs and the store, binds the management server to 127.0.0.1 and runs
// until POST /shutdown, a signal (through the context) or a serve error,
// then stops runs, closes the store, releases the lock and flushes logs.
// cmd/svc-engine and the in-process test harness (mgmt/mgmttest) both start
// the engine through Start, so tests exercise exactly what users run.
package engine
