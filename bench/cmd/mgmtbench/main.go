// Command mgmtbench is the helper bench/run.sh calls for the management API
// benchmark: it finds a free loopback port, seeds the engine, serves the
// static no-work baseline, picks hey's offered rates, writes vegeta's
// targets and writes the report.
//
//	mgmtbench freeport
//	mgmtbench seed -base http://127.0.0.1:PORT -out DIR
//	mgmtbench static -list FILE -item FILE -addr-file FILE
//	mgmtbench rate -wrk FILE -share 0.5 -conns 50
//	mgmtbench targets -url URL [-ids FILE -rate R -dur 8s] -out FILE
//	mgmtbench breakdown -data-dir DIR -collection ID -small ID -out FILE
//	mgmtbench report -dir DIR -out FILE [figures from run.sh]
package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/svc-engine/svc-engine/bench"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	err := run(ctx, os.Args[1:], os.Stdout)
	stop()
	if err != nil {
		fmt.Fprintln(os.Stderr, "mgmtbench:", err)
		os.Exit(1)
	}
}

func run(ctx context.Context, argv []string, stdout io.Writer) error {
	if len(argv) == 0 {
		return errors.New("usage: mgmtbench freeport|seed|static|rate|targets|breakdown|report [flags]")
	}
	cmd, args := argv[0], argv[1:]
	switch cmd {
	case "freeport":
		return freeport(ctx, stdout)
	case "seed":
		return seed(ctx, args, stdout)
	case "static":
		return static(ctx, args, stdout)
	case "rate":
		return rate(args, stdout)
	case "report":
		return report(args, stdout)
	case "targets":
		return targets(args)
	case "breakdown":
		return breakdown(ctx, args, stdout)
	default:
		return fmt.Errorf("unknown command %q", cmd)
	}
}

// freeport prints a port that was free on 127.0.0.1 a moment ago. The
// engine refuses port 0, so run.sh asks for one; the window between this
// and the engine's bind is the usual small race, and a lost race is a
// failed start, never traffic to another process.
func freeport(ctx context.Context, stdout io.Writer) error {
	var lc net.ListenConfig
	ln, err := lc.Listen(ctx, "tcp4", "127.0.0.1:0")
	if err != nil {
		return err
	}
	port := ln.Addr().(*net.TCPAddr).Port
	if err := ln.Close(); err != nil {
		return err
	}
	_, err = fmt.Fprintln(stdout, port)
	return err
}

// seed creates the collections through the API and writes into -out what
// the load runs need: collection-id, small-collection-id, request-id (the
// one hey updates), small-request-id, ids.txt (every id, for put.lua), put.json (hey's PUT
// body), and the engine's own answers list.json, list10.json and item.json,
// which the static baseline serves.
func seed(ctx context.Context, args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("seed", flag.ContinueOnError)
	base := fs.String("base", "", "engine base URL, http://127.0.0.1:PORT")
	out := fs.String("out", "", "directory for the seed files")
	n := fs.Int("requests", 1000, "requests in the listed collection")
	small := fs.Int("small", 10, "requests in the small collection")
	workers := fs.Int("workers", 8, "concurrent creates")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if !strings.HasPrefix(*base, "http://127.0.0.1:") {
		return fmt.Errorf("-base must be http://127.0.0.1:PORT, not %q", *base)
	}
	if *out == "" {
		return errors.New("-out is required")
	}
	client := &http.Client{Timeout: 30 * time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: *workers}}
	start := time.Now()
	s, err := bench.Seed(ctx, client, *base, bench.SeedConfig{Requests: *n, SmallRequests: *small, Workers: *workers})
	if err != nil {
		return err
	}
	seeded := time.Since(start)
	list, err := bench.Fetch(ctx, client, *base+"/requests?collectionId="+s.CollectionID)
	if err != nil {
		return err
	}
	list10, err := bench.Fetch(ctx, client, *base+"/requests?collectionId="+s.SmallCollectionID)
	if err != nil {
		return err
	}
	item, err := bench.Put(ctx, client, *base+"/requests/"+s.RequestIDs[0], bench.PutBody(0))
	if err != nil {
		return err
	}
	files := map[string][]byte{
		"collection-id":       []byte(s.CollectionID),
		"small-collection-id": []byte(s.SmallCollectionID),
		"request-id":          []byte(s.RequestIDs[0]),
		"small-request-id":    []byte(s.SmallRequestIDs[0]),
		"ids.txt":             []byte(strings.Join(s.RequestIDs, "\n") + "\n"),
		"put.json":            bench.PutBody(0),
		"list.json":           list,
		"list10.json":         list10,
		"item.json":           item,
	}
	for name, b := range files {
		if err := os.WriteFile(filepath.Join(*out, name), b, 0o644); err != nil {
			return err
		}
	}
	_, err = fmt.Fprintf(stdout, "seeded %d + %d requests in %s; list answer %d bytes, PUT answer %d bytes\n",
		len(s.RequestIDs), len(s.SmallRequestIDs), seeded.Round(time.Millisecond), len(list), len(item))
	return err
}

// static serves the baseline on 127.0.0.1:0 until SIGTERM and writes its
// address to -addr-file once it is accepting.
func static(ctx context.Context, args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("static", flag.ContinueOnError)
	listFile := fs.String("list", "", "body of every GET")
	itemFile := fs.String("item", "", "body of every write")
	addrFile := fs.String("addr-file", "", "file to write host:port into")
	if err := fs.Parse(args); err != nil {
		return err
	}
	list, err := os.ReadFile(*listFile)
	if err != nil {
		return err
	}
	item, err := os.ReadFile(*itemFile)
	if err != nil {
		return err
	}
	var lc net.ListenConfig
	ln, err := lc.Listen(ctx, "tcp4", "127.0.0.1:0")
	if err != nil {
		return err
	}
	t := &bench.Target{List: list, Item: item}
	served := make(chan error, 1) // one send, read below
	go func() { served <- t.Serve(ln) }()
	addr := ln.Addr().String()
	if *addrFile != "" {
		// Written via a rename so a reader never sees a partial address.
		tmp := *addrFile + ".tmp"
		if err := os.WriteFile(tmp, []byte(addr), 0o644); err != nil {
			return err
		}
		if err := os.Rename(tmp, *addrFile); err != nil {
			return err
		}
	}
	// A line for people: the baseline serves whether or not it is seen.
	_, _ = fmt.Fprintf(stdout, "static baseline on http://%s (GET %d bytes, write %d bytes)\n", addr, len(list), len(item))
	select {
	case err := <-served:
		return err
	case <-ctx.Done():
	}
	sctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	return t.Shutdown(sctx)
}

// rate prints the offered load for a rate-limited run: share of the
// throughput in a wrk report, as "TOTAL PER_WORKER" (requests per second),
// the total rounded down to two significant digits (at least 1).
func rate(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("rate", flag.ContinueOnError)
	wrkFile := fs.String("wrk", "", "wrk report of the saturation run")
	share := fs.Float64("share", 0.5, "share of the saturation throughput to offer")
	conns := fs.Int("conns", 50, "hey workers (-c)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	b, err := os.ReadFile(*wrkFile)
	if err != nil {
		return err
	}
	m, err := bench.ParseWrk(b)
	if err != nil {
		return err
	}
	total := max(1, roundDown2(m.RPS**share))
	_, err = fmt.Fprintf(stdout, "%.0f %s\n", total, strconv.FormatFloat(total/float64(*conns), 'f', -1, 64))
	return err
}

// targets writes a vegeta target file (JSON format) to -out. Without -ids
// it holds one GET of -url; with -ids it holds PUT -url/requests/:id
// cycling over the ids, one distinct target per request of a -rate × -dur
// attack, so that every PUT changes its row (vegeta loops over the file).
func targets(args []string) error {
	fs := flag.NewFlagSet("targets", flag.ContinueOnError)
	url := fs.String("url", "", "GET: the URL; PUT: the base http://127.0.0.1:PORT")
	idsFile := fs.String("ids", "", "file of request ids, one a line: PUT targets")
	rate := fs.Float64("rate", 0, "PUT: requests per second of the attack")
	dur := fs.Duration("dur", 0, "PUT: duration of the attack")
	out := fs.String("out", "", "target file to write")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if !strings.HasPrefix(*url, "http://127.0.0.1:") {
		return fmt.Errorf("-url must be http://127.0.0.1:PORT..., not %q", *url)
	}
	if *out == "" {
		return errors.New("-out is required")
	}
	ts := []bench.VegetaTarget{{Method: http.MethodGet, URL: *url}}
	if *idsFile != "" {
		b, err := os.ReadFile(*idsFile)
		if err != nil {
			return err
		}
		n := int(math.Ceil(*rate * dur.Seconds()))
		if n <= 0 {
			return errors.New("PUT targets need -rate and -dur")
		}
		if ts, err = bench.PutTargets(*url, strings.Fields(string(b)), n); err != nil {
			return err
		}
	}
	var buf bytes.Buffer
	if err := bench.WriteTargets(&buf, ts); err != nil {
		return err
	}
	return os.WriteFile(*out, buf.Bytes(), 0o644)
}

// roundDown2 rounds v > 0 down to two significant digits: 2083 → 2000, 68.3 → 68.
func roundDown2(v float64) float64 {
	if v < 10 {
		return math.Floor(v)
	}
	step := math.Pow(10, math.Floor(math.Log10(v))-1)
	return math.Floor(v/step) * step
}
