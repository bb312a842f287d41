// Package bench is the macro benchmark behind `make bench`: it seeds a
// running engine over its HTTP API, serves the no-work baseline target the
// engine's figures are divided by, parses the peer load tools' reports
// (hey, wrk) and writes the machine-readable result with its bars.
//
// It owns no engine code and imports none: the engine is measured as a
// black box over loopback, exactly as a client sees it. bench/run.sh drives
// the flow (build, start, seed, measure, report, shut down); the
// cmd/mgmtbench program wraps this package for it.
//
// Every address it serves or dials is on 127.0.0.1.
package bench
