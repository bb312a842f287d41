// Package compat measures how closely the engine's collection runs agree
// with Newman, Postman's own command-line runner: both run the same
// Postman collections against one loopback emulation of the postman-echo
// service, and each test's pass or fail is compared by name.
//
// It owns the echo target (Echo), the rewriting of a collection's
// postman-echo.com addresses to it (Rewrite), running Newman and reading
// its JSON report (RunNewman), and the per-test comparison (Compare). The
// test in this directory and bench/cmd/newmanbench use it; it never
// touches the network beyond 127.0.0.1.
package compat
