// Package bench is the macro benchmark behind `make bench`: it seeds a
// running engine over its HTTP API, serves the no-work baseline target the
// engine's figures are divided by, parses the peer load tools' reports
// (hey, wrk, vegeta), writes vegeta's targets, and writes the
// machine-readable result with its bars.
//
// The engine is measured as a black box over loopback, exactly as a client
// sees it. The one exception is ListBreakdown, which opens a stopped
// engine's data dir with the engine's own store package to tell the list
// handler's database work from its HTTP work; it changes nothing.
//
// bench/run.sh drives the flow (build, start, seed, measure, shut down,
// report); cmd/mgmtbench wraps this package for it, and cmd/storebench and
// cmd/sendbench measure the trash/reorder and single-send issues with an
// engine of their own (the commands that start one in process share
// benchengine.Start and APIClient). Every address served or dialled is on
// 127.0.0.1.
package bench
