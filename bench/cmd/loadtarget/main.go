// Command loadtarget serves the load benchmark's loopback target
// (bench.LoadTarget): fasthttp HTTP/1.1 on one port, net/http HTTP/1.1 and
// h2c on another, net/http over TLS (HTTP/1.1 or h2 by ALPN) on a third,
// all on 127.0.0.1. It writes "fast ADDR", "std ADDR" and "tls ADDR"
// lines to -addr-file once all listen, and serves until SIGINT or SIGTERM.
// It runs two Ps (-procs) even when pinned to one CPU, and -cpuprofile
// writes a CPU profile of the serving time.
package main

import (
	"context"
	"flag"
	"fmt"
	"net"
	"os"
	"os/signal"
	"runtime"
	"runtime/pprof"
	"syscall"
	"time"

	"github.com/svc-engine/svc-engine/bench"
)

func main() {
	fast := flag.String("fast", "127.0.0.1:0", "fasthttp (HTTP/1.1) listen address, on 127.0.0.1")
	std := flag.String("std", "127.0.0.1:0", "net/http (HTTP/1.1 and h2c) listen address, on 127.0.0.1")
	tlsAddr := flag.String("tls", "127.0.0.1:0", "net/http over TLS (HTTP/1.1 and h2 by ALPN, a self-signed certificate) listen address, on 127.0.0.1")
	addrFile := flag.String("addr-file", "", "write the bound addresses here once listening")
	streams := flag.Uint("h2-streams", bench.H2Streams, "HTTP/2 stream limit per connection (SETTINGS_MAX_CONCURRENT_STREAMS)")
	cpuProfile := flag.String("cpuprofile", "", "write a CPU profile of the whole serving time to this file")
	procs := flag.Int("procs", 2, "GOMAXPROCS, whatever CPUs the process may use (0: the runtime's choice)")
	flag.Parse()
	if *procs > 0 {
		// Pinned to one CPU the runtime would run one P, and one P polls
		// the network only when no goroutine is runnable: /delay?ms=10
		// then answers in 19 ms at 50,000 req/s with the CPU 60% busy.
		// Two Ps on the one CPU answer in 10-12 ms.
		runtime.GOMAXPROCS(*procs)
	}
	if *cpuProfile != "" {
		f, err := os.Create(*cpuProfile)
		if err == nil {
			err = pprof.StartCPUProfile(f)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "loadtarget:", err)
			os.Exit(1)
		}
		defer func() {
			pprof.StopCPUProfile()
			if err := f.Close(); err != nil {
				fmt.Fprintln(os.Stderr, "loadtarget: write the CPU profile:", err)
			}
		}()
	}
	if err := run(*fast, *std, *tlsAddr, *addrFile, uint32(*streams)); err != nil {
		fmt.Fprintln(os.Stderr, "loadtarget:", err)
		pprof.StopCPUProfile()
		os.Exit(1)
	}
}

func run(fastAddr, stdAddr, tlsAddr, addrFile string, streams uint32) error {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	var lc net.ListenConfig
	lf, err := lc.Listen(ctx, "tcp4", fastAddr)
	if err != nil {
		return err
	}
	ls, err := lc.Listen(ctx, "tcp4", stdAddr)
	if err != nil {
		_ = lf.Close() // the second listen's error is the one to report
		return err
	}
	lt, err := lc.Listen(ctx, "tcp4", tlsAddr)
	if err != nil {
		_, _ = lf.Close(), ls.Close() // the third listen's error is the one to report
		return err
	}
	for _, ln := range []net.Listener{lf, ls, lt} {
		if ip := ln.Addr().(*net.TCPAddr).IP; !ip.IsLoopback() {
			return fmt.Errorf("listen %s: not a loopback address", ln.Addr())
		}
	}
	t := bench.NewLoadTarget(streams)
	errc := make(chan error, 3) // one per server
	go func() { errc <- t.ServeFast(lf) }()
	go func() { errc <- t.ServeStd(ls) }()
	go func() { errc <- t.ServeTLS(lt) }()
	if addrFile != "" {
		text := fmt.Sprintf("fast %s\nstd %s\ntls %s\n", lf.Addr(), ls.Addr(), lt.Addr())
		if err := os.WriteFile(addrFile+".tmp", []byte(text), 0o644); err != nil {
			return err
		}
		if err := os.Rename(addrFile+".tmp", addrFile); err != nil {
			return err
		}
	}
	select {
	case <-ctx.Done():
	case err := <-errc:
		return err
	}
	sctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	_ = t.Shutdown(sctx) // held connections may outlive the deadline; the process ends anyway
	return nil
}
