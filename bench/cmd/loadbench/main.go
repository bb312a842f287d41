// Command loadbench is the load engine's half of `make bench` (run by
// bench/load.sh): it starts the loopback target (bench/cmd/loadtarget)
// pinned to CPU 0 and a svc-engine daemon pinned to CPU 1, warms the
// target for 2 s, then for each row runs the engine (over POST /runs) and
// a peer tool (pinned to CPU 1) interleaved P E E P P E ..., each run
// after an idle check, and writes the medians, their ratios and the bars
// as Markdown and JSON.
//
// Every address it serves or dials is on 127.0.0.1, every run is bounded
// in time, and every process it starts is killed on the way out.
package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/svc-engine/svc-engine/bench"
)

type config struct {
	engineBin, targetBin                  string
	wrk, h2load, vegeta, bombardier, hey  string
	k6                                    string
	pipelineLua                           string
	work, raw, outMD, outJSON, allocsFile string
	engineVersion, peers, only            string
	pairs, nice                           int
	dur, timeout, idleWait, idleBudget    time.Duration
}

func main() {
	var c config
	flag.StringVar(&c.engineBin, "engine", "", "svc-engine binary (empty: peers only)")
	flag.StringVar(&c.targetBin, "target", "", "loadtarget binary")
	flag.StringVar(&c.wrk, "wrk", "wrk", "wrk binary")
	flag.StringVar(&c.h2load, "h2load", "h2load", "h2load binary")
	flag.StringVar(&c.vegeta, "vegeta", "", "vegeta binary (empty: skip its runs)")
	flag.StringVar(&c.bombardier, "bombardier", "", "bombardier binary (empty: skip its run)")
	flag.StringVar(&c.hey, "hey", "", "hey binary (empty: skip its run)")
	flag.StringVar(&c.k6, "k6", "", "k6 binary, the peer of the scripted rows (empty: skip its runs)")
	flag.StringVar(&c.pipelineLua, "pipeline-lua", "bench/pipeline.lua", "wrk script that pipelines its requests")
	flag.StringVar(&c.work, "work", "", "scratch dir (required)")
	flag.StringVar(&c.raw, "raw", "", "dir for the tools' own output (default work/raw)")
	flag.StringVar(&c.outMD, "out", "", "Markdown result (required)")
	flag.StringVar(&c.outJSON, "json", "", "JSON result")
	flag.StringVar(&c.allocsFile, "allocs", "", "output of go test -bench . -benchmem over loadcore and metrics")
	flag.StringVar(&c.engineVersion, "engine-version", "", "the engine's commit, for the page")
	flag.StringVar(&c.peers, "peers", "", "the peers' versions, for the page")
	flag.StringVar(&c.only, "only", "", "comma-separated rows to run (closed-50,closed-200,pipeline-16,open-50k,open-200k,h2c,h2-tls,https-50,live-readers,scripted-50,scripted-1000,scenario-step,context,held); empty: all")
	flag.IntVar(&c.pairs, "pairs", 5, "engine/peer pairs per row")
	flag.IntVar(&c.nice, "nice", 0, "nice value of the target and every generator (e.g. -10 on a shared machine; 0: unchanged)")
	flag.DurationVar(&c.dur, "dur", 10*time.Second, "length of each run")
	flag.DurationVar(&c.timeout, "timeout", 30*time.Minute, "deadline of the whole benchmark")
	flag.DurationVar(&c.idleWait, "idle-wait", 30*time.Second, "longest wait for idle CPUs before one run")
	flag.DurationVar(&c.idleBudget, "idle-budget", 8*time.Minute, "total wait for idle CPUs, after which each run looks once")
	flag.Parse()
	if c.work == "" || c.outMD == "" || c.targetBin == "" {
		fmt.Fprintln(os.Stderr, "loadbench: -work, -target and -out are required")
		os.Exit(2)
	}
	if c.raw == "" {
		c.raw = filepath.Join(c.work, "raw")
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	ctx, cancel := context.WithTimeout(ctx, c.timeout)
	defer cancel()
	if err := run(ctx, c); err != nil {
		fmt.Fprintln(os.Stderr, "loadbench:", err)
		os.Exit(1)
	}
}

func logf(format string, a ...any) {
	fmt.Fprintf(os.Stderr, "loadbench: "+format+"\n", a...)
}

// The h2c row: h2Users requests in flight, as h2Users/h2Streams
// connections of h2Streams streams each on both sides. The target
// announces h2Streams as its SETTINGS_MAX_CONCURRENT_STREAMS, so the
// engine's h2Users virtual users open h2Users/h2Streams connections (it
// opens another connection when every open one is full), the shape
// h2load's -c and -m give it: the same connections and streams.
const (
	h2Users   = 100
	h2Streams = 10
)

func run(ctx context.Context, c config) error {
	started := time.Now()
	if err := os.MkdirAll(c.raw, 0o755); err != nil {
		return err
	}
	// 10,000 held connections need as many descriptors in the engine and
	// in the target; children inherit the raised limit.
	var rl syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &rl); err == nil && rl.Cur < rl.Max {
		rl.Cur = rl.Max
		_ = syscall.Setrlimit(syscall.RLIMIT_NOFILE, &rl)
	}
	want := func(name string) bool {
		if c.only == "" {
			return true
		}
		for _, n := range strings.Split(c.only, ",") {
			if strings.TrimSpace(n) == name {
				return true
			}
		}
		return false
	}

	// The target, pinned to CPU 0.
	addrFile := filepath.Join(c.work, "target.addr")
	_ = os.Remove(addrFile)
	tcmd := pinned(context.WithoutCancel(ctx), placement{cpu: 0, nice: c.nice}, c.targetBin, "-addr-file", addrFile,
		"-h2-streams", strconv.Itoa(h2Streams))
	tlog, err := os.Create(filepath.Join(c.raw, "target.log"))
	if err != nil {
		return err
	}
	defer func() { _ = tlog.Close() }() // the target holds its own descriptor from Start on
	tcmd.Stdout, tcmd.Stderr = tlog, tlog
	if err := tcmd.Start(); err != nil {
		return fmt.Errorf("start the target: %w", err)
	}
	defer stopGroup(tcmd, 3*time.Second)
	var fast, std, tlsAddr string
	for i := 0; i < 100 && fast == ""; i++ {
		if b, err := os.ReadFile(addrFile); err == nil {
			for _, line := range strings.Split(string(b), "\n") {
				if f := strings.Fields(line); len(f) == 2 {
					switch f[0] {
					case "fast":
						fast = f[1]
					case "std":
						std = f[1]
					case "tls":
						tlsAddr = f[1]
					}
				}
			}
		}
		sleep(ctx, 100*time.Millisecond)
	}
	if fast == "" || std == "" || !strings.HasPrefix(fast, "127.0.0.1:") || !strings.HasPrefix(std, "127.0.0.1:") {
		return errors.New("the target did not report its loopback addresses within 10 s")
	}
	logf("target: fasthttp on %s, net/http h1+h2c on %s, net/http over TLS on %s (CPU 0)", fast, std, tlsAddr)

	d := &driver{work: c.work, raw: c.raw, dur: c.dur, fast: fast, std: std, gen: placement{cpu: 1, nice: c.nice}, targetCPU: 0,
		stats: &http.Client{Timeout: 5 * time.Second, Transport: &http.Transport{DisableKeepAlives: true}},
		logf:  logf, idleWait: c.idleWait, idleBudget: c.idleBudget}
	res := &bench.LoadResult{
		Started: started.UTC().Format(time.RFC3339),
		Machine: machine(),
		Engine:  c.engineVersion,
		Peers:   c.peers,
		Protocol: fmt.Sprintf("Target (bench/cmd/loadtarget: fasthttp for HTTP/1.1, net/http for h2c; `/` answers 13 bytes) pinned to CPU 0; "+
			"every generator (the svc-engine daemon, driven over POST /runs, and each peer) pinned to CPU 1 with taskset. "+
			"%s"+
			"Target warmed 2 s. Before each run both CPUs must be under 10%% busy over 0.5 s: it looks for up to %s, then runs anyway and says so (after %s of such waits in all, it looks once). "+
			"Rows interleave peer and engine P E E P P E ..., %d pairs of %s. CPU per request = the generator's user+system CPU over the run "+
			"(peers: wait4 rusage; engine: /proc/<pid>/stat delta from POST /runs to the end of the run) divided by the requests the target answered meanwhile. "+
			"Peak RSS: peers ru_maxrss; engine VmHWM, reset before each run through /proc/<pid>/clear_refs. Ratios are engine/peer of the medians. "+
			"In the live-readers row the peer is the engine itself running the same plan with no reader; the readers are loadbench's own (not pinned, their CPU not counted), attached as POST /runs answers; it runs at least 5 pairs. "+
			"After the open-loop 50,000 req/s row's runs, wrk measures the target's own capacity on the same URL once (closed loop, as many connections as the row allows in flight): "+
			"a rate the target cannot answer fails as target-limited.", niceNote(c.nice), c.idleWait, c.idleBudget, c.pairs, c.dur),
	}

	// Warm the target: 2 s of each server.
	logf("warming the target for 2 s")
	warm := func(name, bin string, args ...string) {
		wctx, cancel := context.WithTimeout(ctx, 10*time.Second)
		defer cancel()
		cmd := pinned(wctx, d.gen, bin, args...)
		if out, err := cmd.CombinedOutput(); err != nil {
			logf("warm-up with %s: %v: %s", name, err, lastLine(out))
		}
	}
	warm("wrk", c.wrk, "-t1", "-c50", "-d1s", "http://"+fast+"/")
	warm("h2load", c.h2load, fmt.Sprintf("-c%d", h2Users/h2Streams), fmt.Sprintf("-m%d", h2Streams), "-D", "1", "http://"+std+"/")

	if c.engineBin != "" {
		eng, err := startEngine(ctx, c.engineBin, c.work, d.gen, "engine.log")
		if err != nil {
			d.engineErr = err
		} else {
			d.eng = eng
			defer func() { d.eng.stop() }()
			logf("engine: %s (pid %d, CPU 1)", eng.base, eng.pid)
			// A one-second probe: does the engine run load plans at all?
			id, err := eng.startRun(ctx, closedPlan("http://"+fast+"/", 1, time.Second, nil))
			if err == nil {
				_, err = eng.waitRun(ctx, id, time.Now().Add(30*time.Second))
			}
			if err != nil {
				d.engineErr = err
			}
		}
	} else {
		d.engineErr = errors.New("no engine binary given")
	}
	if d.engineErr != nil {
		logf("the engine's runs are skipped: %v", d.engineErr)
		res.Notes = append(res.Notes, "Engine runs not measured: "+d.engineErr.Error())
	}

	secs := fmt.Sprintf("%ds", int(c.dur.Seconds()))
	durArg := c.dur.String()
	root := "http://" + fast + "/"
	delay10 := "http://" + fast + "/delay?ms=10"
	vegetaTargets := filepath.Join(c.work, "open.targets")
	if err := os.WriteFile(vegetaTargets, []byte("GET "+delay10+"\n"), 0o644); err != nil {
		return err
	}
	const openInFlight = 2000 // 4× what 50,000 req/s × 10 ms needs: room for the target's latency tail (p99 25-37 ms)
	const (
		open200kWorkers  = 2      // one loop per CPU of the daemon, at most two
		open200kInFlight = 10_000 // 50 ms of sends: the target's pipelined answers take about 1 ms
	)
	type rowSpec struct {
		name, title string
		std         bool
		plan        map[string]any
		peerTool    string
		peerBin     string
		peerArgs    []string
		parse       func([]byte) (bench.Measurement, error)
		vegeta      bool
		// readers: SSE readers follow each engine run's live stream.
		// selfPeer: the peer side is the same plan on the same engine
		// with no readers.
		readers  int
		selfPeer bool
		// peerPlan, with selfPeer: the plan of the peer side when it
		// differs from the engine's.
		peerPlan map[string]any
		// noPeer: the row has no peer; its bars are the engine's own.
		noPeer bool
		// minPairs: the row runs at least this many pairs.
		minPairs int
		// capacityArgs, on an open-loop row: wrk's arguments for the
		// target's own capacity on the row's URL (LoadRow.Capacity),
		// measured once after the row's runs.
		capacityArgs []string
	}
	rows := []rowSpec{
		{name: "closed-50", title: "closed loop HTTP/1.1, 50 connections, GET / (13 bytes)",
			plan: closedPlan(root, 50, c.dur, nil), peerTool: "wrk", peerBin: c.wrk,
			peerArgs: []string{"-t1", "-c50", "-d" + secs, "--latency", "--timeout", "10s", root}, parse: bench.ParseWrk},
		{name: "closed-200", title: "closed loop HTTP/1.1, 200 connections, GET / (13 bytes)",
			plan: closedPlan(root, 200, c.dur, nil), peerTool: "wrk", peerBin: c.wrk,
			peerArgs: []string{"-t1", "-c200", "-d" + secs, "--latency", "--timeout", "10s", root}, parse: bench.ParseWrk},
		{name: "pipeline-16", title: "HTTP/1.1 pipelining, 16 requests per write, 50 connections",
			plan: closedPlan(root, 50, c.dur, map[string]any{"pipeline": 16}), peerTool: "wrk", peerBin: c.wrk,
			peerArgs: []string{"-t1", "-c50", "-d" + secs, "--latency", "--timeout", "10s", "-s", c.pipelineLua, root, "--", "16"}, parse: bench.ParseWrk},
		{name: "open-50k", title: fmt.Sprintf("open loop %d req/s, GET /delay?ms=10, at most %d in flight", bench.OpenTarget, openInFlight),
			plan: map[string]any{"request": map[string]any{"method": "GET", "url": delay10}, "mode": "constant_rps",
				"targetRps": bench.OpenTarget, "maxInFlight": openInFlight, "duration": durArg},
			peerTool: "vegeta", peerBin: c.vegeta, vegeta: true,
			peerArgs: []string{"attack", "-targets", vegetaTargets, "-rate", fmt.Sprintf("%d/1s", bench.OpenTarget), "-duration", durArg,
				"-workers", strconv.Itoa(openInFlight), "-max-workers", strconv.Itoa(openInFlight),
				"-connections", strconv.Itoa(openInFlight), "-max-connections", strconv.Itoa(openInFlight),
				"-http2=false", "-keepalive", "-timeout", "10s", "-max-body", "0"},
			parse:        bench.ParseVegeta,
			capacityArgs: []string{"-t1", "-c" + strconv.Itoa(openInFlight), "-d" + secs, "--latency", "--timeout", "10s", delay10}},
		// Issue 20: an open loop past what one loop paces one send per
		// write, against the pipelining fasthttp target: the sends due at
		// one wake-up go out 16 per connection in one write, over the
		// plan's event loops (as many as the daemon has CPUs: here one).
		// No peer on this machine paces 200,000 sends per second (vegeta
		// holds about 25,000): the bars are the rate and the lag.
		{name: bench.Open200kRow, title: fmt.Sprintf("open loop %d req/s, GET / (13 bytes), pipelined 16 per write, workers %d, at most %d in flight",
			bench.Open200kTarget, open200kWorkers, open200kInFlight),
			plan: map[string]any{"request": map[string]any{"method": "GET", "url": root}, "mode": "constant_rps",
				"targetRps": bench.Open200kTarget, "maxInFlight": open200kInFlight, "pipeline": 16, "workers": open200kWorkers, "duration": durArg},
			peerTool: "none", noPeer: true},
		{name: "h2c", title: fmt.Sprintf("HTTP/2 cleartext (h2c, prior knowledge), %d connections × %d streams, net/http target", h2Users/h2Streams, h2Streams),
			std: true,
			plan: map[string]any{"request": map[string]any{"method": "GET", "url": "http://" + std + "/", "httpVersion": "http2"},
				"httpVersion": "http2", "mode": "constant_concurrency", "concurrency": h2Users, "duration": durArg},
			peerTool: "h2load", peerBin: c.h2load,
			peerArgs: []string{"-t1", fmt.Sprintf("-c%d", h2Users/h2Streams), fmt.Sprintf("-m%d", h2Streams), "-D", strconv.Itoa(int(c.dur.Seconds())), "http://" + std + "/"}, parse: bench.ParseH2load},
		// Issue 20: HTTP/2 over TLS (ALPN h2), the h2c row's shape, on the
		// net/http server's TLS listener; neither side verifies its
		// self-signed certificate.
		{name: bench.H2TLSRow, title: fmt.Sprintf("HTTP/2 over TLS (ALPN h2), %d connections × %d streams, net/http target", h2Users/h2Streams, h2Streams),
			std: true,
			plan: map[string]any{"request": map[string]any{"method": "GET", "url": "https://" + tlsAddr + "/", "httpVersion": "http2", "verifySSL": false},
				"httpVersion": "http2", "mode": "constant_concurrency", "concurrency": h2Users, "duration": durArg},
			peerTool: "h2load", peerBin: c.h2load,
			peerArgs: []string{"-t1", fmt.Sprintf("-c%d", h2Users/h2Streams), fmt.Sprintf("-m%d", h2Streams), "-D", strconv.Itoa(int(c.dur.Seconds())), "https://" + tlsAddr + "/"}, parse: bench.ParseH2load},
		// Issue 20: HTTPS HTTP/1.1 on the event loop against wrk's
		// OpenSSL, on the net/http server's TLS listener (its requests
		// count with the std server's).
		{name: bench.HTTPSRow, title: "HTTPS HTTP/1.1, 50 connections, GET / (13 bytes), net/http TLS target (TLS 1.3, AES-128-GCM)",
			std: true, plan: httpsPlan("https://"+tlsAddr+"/", 50, c.dur), peerTool: "wrk", peerBin: c.wrk,
			peerArgs: []string{"-t1", "-c50", "-d" + secs, "--latency", "--timeout", "10s", "https://" + tlsAddr + "/"}, parse: bench.ParseWrk},
		// Issue 14: the hot path does not pay for live readers. Engine
		// against engine, interleaved like every row.
		{name: bench.LiveRow, title: fmt.Sprintf("closed loop HTTP/1.1, 50 connections, GET /, %d SSE readers on GET /runs/:id/live vs none", bench.LiveReaders),
			plan: closedPlan(root, 50, c.dur, nil), peerTool: "svc-engine", readers: bench.LiveReaders, selfPeer: true,
			// Engine against engine with a 2% bar: the median of three
			// pairs moved 0.87-1.08 from run to run; five hold it better.
			minPairs: 5},
	}
	// Issue 20: scripted load against k6, and a scenario step against a
	// plain load request (scripted.go).
	scripted, err := d.scriptedRows(ctx, c, root, want)
	if err != nil {
		res.Notes = append(res.Notes, "scripted rows: "+err.Error())
	}
	for _, sr := range scripted {
		rows = append(rows, rowSpec{name: sr.name, title: sr.title, plan: sr.plan, peerTool: sr.peerTool, peerBin: sr.peerBin,
			peerArgs: sr.peerArgs, parse: sr.parse, selfPeer: sr.peerPlan != nil, peerPlan: sr.peerPlan})
	}
	for _, rs := range rows {
		if !want(rs.name) || ctx.Err() != nil {
			continue
		}
		planJSON, _ := json.Marshal(rs.plan)
		row := bench.LoadRow{Name: rs.name, Title: rs.title, Engine: string(planJSON),
			Peer: rs.peerTool + " " + strings.Join(rs.peerArgs, " ")}
		engineTool := "svc-engine"
		if rs.readers > 0 {
			engineTool = fmt.Sprintf("svc-engine + %d live readers", rs.readers)
			row.Engine += fmt.Sprintf(", %d readers of GET /runs/:id/live attached as the run starts", rs.readers)
		}
		if rs.selfPeer {
			row.Peer = "svc-engine, the same plan with no live readers"
			if rs.peerPlan != nil {
				pp, _ := json.Marshal(rs.peerPlan)
				row.Peer = "svc-engine " + string(pp)
			}
		}
		switch {
		case rs.noPeer:
			row.Peer, row.Note = "none", "engine only: no peer here paces this rate"
		case rs.peerBin == "" && !rs.selfPeer:
			row.Note = rs.peerTool + " not available: peer runs skipped"
			if rs.peerTool == "k6" {
				row.Note += fmt.Sprintf("; the bars use k6's reference figures: %.1f µs CPU per request (issue 20's 16.0k req/s with two check()s on one pinned CPU) and %d KiB per VU (the low end of k6's documented 1-5 MB per VU)",
					bench.K6RefCPUPerReqUs, bench.K6RefMemPerVUKiB)
			}
		}
		for i, side := range bench.InterleaveOrder(max(c.pairs, rs.minPairs)) {
			if ctx.Err() != nil {
				break
			}
			seq := i + 1
			name := fmt.Sprintf("%s-%02d-%s", rs.name, seq, side)
			var run bench.LoadRun
			if side == bench.SideEngine {
				if d.engineErr != nil {
					continue
				}
				run = d.measure(ctx, side, engineTool, seq, rs.std, false, func(r *bench.LoadRun, done func()) {
					d.engineRun(ctx, r, done, name, rs.plan, rs.readers)
				})
			} else if rs.selfPeer {
				if d.engineErr != nil {
					continue
				}
				plan := rs.plan
				if rs.peerPlan != nil {
					plan = rs.peerPlan
				}
				run = d.measure(ctx, side, "svc-engine", seq, rs.std, false, func(r *bench.LoadRun, done func()) {
					d.engineRun(ctx, r, done, name, plan, 0)
				})
			} else {
				if rs.peerBin == "" {
					continue
				}
				args := rs.peerArgs
				var post func(context.Context) ([]byte, error)
				if rs.vegeta {
					bin := filepath.Join(c.work, name+".bin")
					args = append(append([]string{}, args...), "-output", bin)
					post = d.vegetaReport(c.vegeta, bin, name)
				}
				run = d.measure(ctx, side, rs.peerTool, seq, rs.std, false, func(r *bench.LoadRun, done func()) {
					d.peer(ctx, r, done, name, rs.peerBin, args, rs.parse, post)
					if rs.vegeta {
						if b, err := os.ReadFile(filepath.Join(c.raw, name+".json")); err == nil {
							r.Rate, _ = bench.VegetaRate(b)
						}
					}
				})
			}
			logf("%s #%d %s: %.0f req/s, %.2f µs CPU/req, p50 %.3f ms, p99 %.3f ms, rss %d KiB, conns %d%s",
				rs.name, seq, run.Tool, run.RPS, run.CPUPerReqUs, run.P50Ms, run.P99Ms, run.PeakRSSKiB, run.TargetConns, errSuffix(run.Err))
			row.Runs = append(row.Runs, run)
		}
		if len(rs.capacityArgs) > 0 && c.wrk != "" && ctx.Err() == nil {
			name := rs.name + "-capacity"
			run := d.measure(ctx, bench.SidePeer, "wrk", len(row.Runs)+1, rs.std, false, func(r *bench.LoadRun, done func()) {
				d.peer(ctx, r, done, name, c.wrk, rs.capacityArgs, bench.ParseWrk, nil)
			})
			logf("%s: the target's capacity on the row's URL: %.0f req/s (wrk closed loop), p50 %.3f ms%s", rs.name, run.RPS, run.P50Ms, errSuffix(run.Err))
			row.Capacity = &run
		}
		res.Rows = append(res.Rows, row)
		// A partial page survives an interrupted run; failing to write
		// one stops nothing: the final write reports it.
		if err := writeResults(res, c, started); err != nil {
			logf("write the partial results: %v", err)
		}
	}

	// Other closed-loop generators at 50 connections, one run each.
	if want("context") && ctx.Err() == nil {
		type ctxSpec struct {
			tool, bin string
			args      []string
			parse     func([]byte) (bench.Measurement, error)
			vegeta    bool
		}
		specs := []ctxSpec{
			{"bombardier", c.bombardier, []string{"-c", "50", "-d", durArg, "-l", "-p", "r", "-o", "json", root}, bench.ParseBombardier, false},
			{"hey", c.hey, []string{"-c", "50", "-z", durArg, root}, bench.ParseHey, false},
			{"vegeta", c.vegeta, []string{"attack", "-targets", filepath.Join(c.work, "root.targets"), "-rate", "0", "-duration", durArg,
				"-workers", "50", "-max-workers", "50", "-connections", "50", "-max-connections", "50", "-http2=false", "-timeout", "10s", "-max-body", "0"},
				bench.ParseVegeta, true},
		}
		if err := os.WriteFile(filepath.Join(c.work, "root.targets"), []byte("GET "+root+"\n"), 0o644); err != nil {
			return err
		}
		for i, s := range specs {
			if s.bin == "" || ctx.Err() != nil {
				continue
			}
			name := "context-" + s.tool
			args := s.args
			var post func(context.Context) ([]byte, error)
			if s.vegeta {
				bin := filepath.Join(c.work, name+".bin")
				args = append(append([]string{}, args...), "-output", bin)
				post = d.vegetaReport(c.vegeta, bin, name)
			}
			run := d.measure(ctx, bench.SidePeer, s.tool, i+1, false, false, func(r *bench.LoadRun, done func()) {
				d.peer(ctx, r, done, name, s.bin, args, s.parse, post)
			})
			logf("context %s: %.0f req/s, %.2f µs CPU/req%s", s.tool, run.RPS, run.CPUPerReqUs, errSuffix(run.Err))
			res.Context = append(res.Context, run)
		}
		if err := writeResults(res, c, started); err != nil {
			logf("write the partial results: %v", err)
		}
	}

	// 10,000 connections held, on a fresh engine so that its peak RSS is
	// this run's alone.
	if want("held") && ctx.Err() == nil && c.engineBin != "" && d.engineErr == nil {
		d.eng.stop()
		eng, err := startEngine(ctx, c.engineBin, c.work, d.gen, "engine-held.log")
		if err != nil {
			res.Notes = append(res.Notes, "held connections: "+err.Error())
		} else {
			d.eng = eng
			plan := closedPlan("http://"+fast+"/delay?ms=1000", bench.HeldConns, c.dur, nil)
			run := d.measure(ctx, bench.SideEngine, "svc-engine", 1, false, true, func(r *bench.LoadRun, done func()) {
				d.engineRun(ctx, r, done, "held", plan, 0)
			})
			logf("held: max open %d, peak RSS %d KiB, %.0f req/s%s", run.MaxOpen, run.PeakRSSKiB, run.RPS, errSuffix(run.Err))
			res.Held = &run
		}
	}

	if c.allocsFile != "" {
		b, err := os.ReadFile(c.allocsFile)
		switch {
		case err != nil:
			res.AllocErr = err.Error()
		default:
			res.Allocs, err = bench.ParseGoBench(b)
			if err != nil {
				res.AllocErr = err.Error()
			} else if len(res.Allocs) == 0 {
				res.AllocErr = "no benchmark results in " + filepath.Base(c.allocsFile) + ": " + lastLine(b)
			}
		}
	}
	if d.idleNotes > 0 {
		res.Notes = append(res.Notes, fmt.Sprintf("%d runs started without the CPUs getting under 10%% busy (see the idle wait and busy columns): other work shared the machine. The idle checks waited %s in all.", d.idleNotes, d.idleWaited.Round(time.Second)))
	}
	if ctx.Err() != nil {
		res.Notes = append(res.Notes, "the benchmark was cut short: "+context.Cause(ctx).Error())
	}
	return writeResults(res, c, started)
}

func writeResults(res *bench.LoadResult, c config, started time.Time) error {
	res.WallSec = time.Since(started).Seconds()
	res.ComputeBars()
	f, err := os.Create(c.outMD + ".tmp")
	if err != nil {
		return err
	}
	if err := bench.WriteLoadMarkdown(f, res); err != nil {
		_ = f.Close() // the write's error is the one to report
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	if err := os.Rename(c.outMD+".tmp", c.outMD); err != nil {
		return err
	}
	if c.outJSON != "" {
		b, err := json.MarshalIndent(res, "", "  ")
		if err != nil {
			return err
		}
		if err := os.WriteFile(c.outJSON, append(b, '\n'), 0o644); err != nil {
			return err
		}
	}
	return nil
}

// closedPlan is a constant_concurrency plan of n virtual users against url
// for dur, with extra members merged in.
func closedPlan(url string, n int, dur time.Duration, extra map[string]any) map[string]any {
	p := map[string]any{
		"request":     map[string]any{"method": "GET", "url": url},
		"mode":        "constant_concurrency",
		"concurrency": n,
		"duration":    dur.String(),
	}
	for k, v := range extra {
		p[k] = v
	}
	return p
}

// httpsPlan is closedPlan over https: HTTP/1.1 (no ALPN probe), the
// target's self-signed certificate not verified, as wrk does not.
func httpsPlan(url string, n int, dur time.Duration) map[string]any {
	p := closedPlan(url, n, dur, nil)
	p["request"] = map[string]any{"method": "GET", "url": url, "httpVersion": "http1.1", "verifySSL": false}
	return p
}

func machine() string {
	kernel, _ := os.ReadFile("/proc/sys/kernel/osrelease")
	model := ""
	if b, err := os.ReadFile("/proc/cpuinfo"); err == nil {
		for _, line := range strings.Split(string(b), "\n") {
			if k, v, ok := strings.Cut(line, ":"); ok && strings.TrimSpace(k) == "model name" {
				model = strings.TrimSpace(v)
				break
			}
		}
	}
	return fmt.Sprintf("Machine: %d CPUs (%s), kernel %s, %s.", runtime.NumCPU(), model, strings.TrimSpace(string(kernel)), runtime.Version())
}

func niceNote(n int) string {
	if n == 0 {
		return ""
	}
	return fmt.Sprintf("Target and generators ran at nice %d, so that other work on the shared machine yields to them. ", n)
}

func lastLine(b []byte) string {
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	return lines[len(lines)-1]
}

func errSuffix(e string) string {
	if e == "" {
		return ""
	}
	return " (" + e + ")"
}
