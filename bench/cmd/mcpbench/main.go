// Command mcpbench measures the agent tool server's overhead: the same
// engine call made directly and as a tool call over Streamable HTTP
// (get_engine_health against GET /health, list_requests against GET
// /requests?collectionId= of 50 requests), sequentially and interleaved,
// p50 and p99 of each and the overhead (bar: p99 overhead under 2 ms); then
// 50 concurrent clients calling tools for 10 s (bar: no error). It starts a
// real engine (temporary data dir, 127.0.0.1) and the tool server in this
// process and writes a JSON report.
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"runtime"
	"slices"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/svc-engine/svc-engine/bench/benchengine"
	"github.com/svc-engine/svc-engine/mcp"
)

// pair is one engine call measured directly and as a tool.
type pair struct {
	Name           string  `json:"name"`
	DirectP50Ms    float64 `json:"directP50Ms"`
	DirectP99Ms    float64 `json:"directP99Ms"`
	ToolP50Ms      float64 `json:"toolP50Ms"`
	ToolP99Ms      float64 `json:"toolP99Ms"`
	OverheadP50Ms  float64 `json:"overheadP50Ms"`
	OverheadP99Ms  float64 `json:"overheadP99Ms"`
	Samples        int     `json:"samples"`
	BarOverheadP99 float64 `json:"barOverheadP99Ms"`
	Pass           bool    `json:"pass"`
}

type report struct {
	Benchmark         string  `json:"benchmark"`
	StartedAt         string  `json:"startedAt"`
	Pairs             []pair  `json:"pairs"`
	Clients           int     `json:"concurrentClients"`
	Seconds           int     `json:"concurrentSeconds"`
	Calls             int64   `json:"concurrentCalls"`
	CallsPerSec       float64 `json:"concurrentCallsPerSec"`
	Errors            int64   `json:"concurrentErrors"`
	ConcurrentP99Ms   float64 `json:"concurrentP99Ms"`
	ConcurrentPass    bool    `json:"concurrentPass"`
	CPUs              int     `json:"cpus"`
	GoVersion         string  `json:"goVersion"`
	ProcessPeakRSSKB  int64   `json:"processPeakRssKb"`
	MeasurementMethod string  `json:"method"`
}

func main() {
	out := flag.String("out", "", "write the JSON report here (stdout when empty)")
	samples := flag.Int("samples", 2000, "sequential samples per call and path")
	clients := flag.Int("clients", 50, "concurrent clients")
	seconds := flag.Int("seconds", 10, "how long the concurrent clients call")
	flag.Parse()
	if err := run(*out, *samples, *clients, *seconds); err != nil {
		fmt.Fprintln(os.Stderr, "mcpbench:", err)
		os.Exit(1)
	}
}

func run(out string, samples, clients, seconds int) error {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	e, stop, err := benchengine.Start(ctx, "mcpbench", 0)
	if err != nil {
		return err
	}
	defer stop()
	base := "http://" + e.Addr()
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: clients * 2}}
	colID, err := seed(client, base)
	if err != nil {
		return err
	}
	srv, err := mcp.New(mcp.Options{EngineURL: base})
	if err != nil {
		return err
	}
	ln, err := (&net.ListenConfig{}).Listen(ctx, "tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	port := ln.Addr().(*net.TCPAddr).Port
	hs := srv.HTTPServer(port)
	go func() { _ = hs.Serve(ln) }()
	defer func() { _ = hs.Shutdown() }()
	mcpURL := "http://127.0.0.1:" + strconv.Itoa(port) + "/mcp"

	r := report{Benchmark: "mcp", StartedAt: time.Now().UTC().Format(time.RFC3339), CPUs: runtime.NumCPU(), GoVersion: runtime.Version(),
		Clients: clients, Seconds: seconds,
		MeasurementMethod: "one keep-alive client; direct and tool calls interleaved one by one after 200 warm-up calls each, each answer read whole into a reused buffer and timed to its last byte (a tool answer is checked after its time is taken); overhead = tool quantile - direct quantile"}
	calls := []struct {
		name   string
		direct string
		tool   string
		args   map[string]any
	}{
		{"get_engine_health", base + "/health", "get_engine_health", map[string]any{}},
		{"list_requests", base + "/requests?collectionId=" + colID, "list_requests", map[string]any{"collectionId": colID}},
	}
	for _, c := range calls {
		body := toolCall(c.tool, c.args)
		// Both paths read the whole answer into a reused buffer; a tool
		// answer is checked after its time is taken, since decoding it is
		// the client's work, not the server's overhead.
		var buf bytes.Buffer
		direct := func() (func() error, error) { return nil, get(client, c.direct, &buf) }
		tool := func() (func() error, error) {
			status, err := post(client, mcpURL, body, &buf)
			return func() error { return toolAnswer(status, buf.Bytes()) }, err
		}
		for range 200 {
			for _, f := range []func() (func() error, error){direct, tool} {
				if err := measured(f); err != nil {
					return err
				}
			}
		}
		var d, t []float64
		for range samples {
			for _, f := range []struct {
				call func() (func() error, error)
				dst  *[]float64
			}{{direct, &d}, {tool, &t}} {
				start := time.Now()
				check, err := f.call()
				elapsed := time.Since(start)
				if err == nil && check != nil {
					err = check()
				}
				if err != nil {
					return fmt.Errorf("%s: %w", c.name, err)
				}
				*f.dst = append(*f.dst, float64(elapsed.Microseconds())/1000)
			}
		}
		p := pair{Name: c.name, Samples: samples, BarOverheadP99: 2,
			DirectP50Ms: q(d, 0.50), DirectP99Ms: q(d, 0.99), ToolP50Ms: q(t, 0.50), ToolP99Ms: q(t, 0.99)}
		p.OverheadP50Ms, p.OverheadP99Ms = round(p.ToolP50Ms-p.DirectP50Ms), round(p.ToolP99Ms-p.DirectP99Ms)
		p.Pass = p.OverheadP99Ms < p.BarOverheadP99
		r.Pairs = append(r.Pairs, p)
		fmt.Fprintf(os.Stderr, "mcpbench: %s direct p50 %.3f p99 %.3f ms, tool p50 %.3f p99 %.3f ms, overhead p99 %.3f ms (bar < 2 ms)\n",
			c.name, p.DirectP50Ms, p.DirectP99Ms, p.ToolP50Ms, p.ToolP99Ms, p.OverheadP99Ms)
	}

	bodies := [][]byte{toolCall("get_engine_health", map[string]any{}), toolCall("list_requests", map[string]any{"collectionId": colID})}
	var calls64, errs atomic.Int64
	var mu sync.Mutex
	var lat []float64
	deadline := time.Now().Add(time.Duration(seconds) * time.Second)
	var wg sync.WaitGroup
	for i := range clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var mine []float64
			for k := i; time.Now().Before(deadline); k++ {
				start := time.Now()
				if err := postTool(client, mcpURL, bodies[k%2]); err != nil {
					errs.Add(1)
				}
				mine = append(mine, float64(time.Since(start).Microseconds())/1000)
				calls64.Add(1)
			}
			mu.Lock()
			lat = append(lat, mine...)
			mu.Unlock()
		}()
	}
	wg.Wait()
	r.Calls, r.Errors = calls64.Load(), errs.Load()
	r.CallsPerSec = round(float64(r.Calls) / float64(seconds))
	r.ConcurrentP99Ms = q(lat, 0.99)
	r.ConcurrentPass = r.Errors == 0 && r.Calls > 0
	fmt.Fprintf(os.Stderr, "mcpbench: %d clients for %d s: %d calls (%.0f/s), %d errors, p99 %.3f ms\n",
		clients, seconds, r.Calls, r.CallsPerSec, r.Errors, r.ConcurrentP99Ms)
	if b, err := os.ReadFile("/proc/self/status"); err == nil {
		r.ProcessPeakRSSKB = statusKB(b, "VmHWM")
	}
	enc, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return err
	}
	if out == "" {
		_, err = os.Stdout.Write(append(enc, '\n'))
		return err
	}
	return os.WriteFile(out, append(enc, '\n'), 0o644)
}

// seed creates a collection of 50 requests and returns its id.
func seed(client *http.Client, base string) (string, error) {
	var col struct {
		ID string `json:"id"`
	}
	if err := postJSON(client, base+"/collections", map[string]any{"name": "mcpbench"}, &col); err != nil {
		return "", err
	}
	for i := range 50 {
		body := map[string]any{"collectionId": col.ID, "name": fmt.Sprintf("r%d", i), "method": "GET", "url": fmt.Sprintf("http://127.0.0.1:9/r/%d", i)}
		if err := postJSON(client, base+"/requests", body, nil); err != nil {
			return "", err
		}
	}
	return col.ID, nil
}

func postJSON(client *http.Client, url string, body, out any) error {
	b, _ := json.Marshal(body)
	req, err := http.NewRequestWithContext(context.Background(), "POST", url, bytes.NewReader(b))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	res, err := client.Do(req)
	if err != nil {
		return err
	}
	defer func() { _ = res.Body.Close() }()
	rb, _ := io.ReadAll(res.Body)
	if res.StatusCode != 201 {
		return fmt.Errorf("POST %s: %d %s", url, res.StatusCode, rb)
	}
	if out != nil {
		return json.Unmarshal(rb, out)
	}
	return nil
}

func toolCall(name string, args map[string]any) []byte {
	b, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": map[string]any{"name": name, "arguments": args}})
	return b
}

// measured makes one call of the sequential phase and checks its answer.
func measured(f func() (func() error, error)) error {
	check, err := f()
	if err == nil && check != nil {
		err = check()
	}
	return err
}

// get reads GET url into buf and fails on anything but a 200.
func get(client *http.Client, url string, buf *bytes.Buffer) error {
	req, err := http.NewRequestWithContext(context.Background(), "GET", url, nil)
	if err != nil {
		return err
	}
	res, err := client.Do(req)
	if err != nil {
		return err
	}
	defer func() { _ = res.Body.Close() }()
	buf.Reset()
	if _, err := buf.ReadFrom(res.Body); err != nil {
		return err
	}
	if res.StatusCode != 200 {
		return fmt.Errorf("GET %s: %d", url, res.StatusCode)
	}
	return nil
}

// post sends a tool call and reads its answer into buf.
func post(client *http.Client, url string, body []byte, buf *bytes.Buffer) (int, error) {
	req, err := http.NewRequestWithContext(context.Background(), "POST", url, bytes.NewReader(body))
	if err != nil {
		return 0, err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	res, err := client.Do(req)
	if err != nil {
		return 0, err
	}
	defer func() { _ = res.Body.Close() }()
	buf.Reset()
	_, err = buf.ReadFrom(res.Body)
	return res.StatusCode, err
}

// toolAnswer fails on anything but a successful tool result.
func toolAnswer(status int, b []byte) error {
	var m struct {
		Error  any `json:"error"`
		Result struct {
			IsError bool `json:"isError"`
		} `json:"result"`
	}
	if status != 200 || json.Unmarshal(b, &m) != nil || m.Error != nil || m.Result.IsError {
		return fmt.Errorf("tool call: %d %.200s", status, b)
	}
	return nil
}

// postTool calls a tool and fails on anything but a successful result.
func postTool(client *http.Client, url string, body []byte) error {
	var buf bytes.Buffer
	status, err := post(client, url, body, &buf)
	if err != nil {
		return err
	}
	return toolAnswer(status, buf.Bytes())
}

// q is the nearest-rank q-quantile of xs in milliseconds.
func q(xs []float64, p float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	i := int(p*float64(len(s)) + 0.5)
	return round(s[min(max(i-1, 0), len(s)-1)])
}

func round(v float64) float64 { return float64(int64(v*1000+0.5)) / 1000 }

func statusKB(b []byte, field string) int64 {
	for _, line := range bytes.Split(b, []byte("\n")) {
		if k, v, ok := bytes.Cut(line, []byte(":")); ok && string(k) == field {
			n, _ := strconv.ParseInt(string(bytes.TrimSuffix(bytes.TrimSpace(v), []byte(" kB"))), 10, 64)
			return n
		}
	}
	return 0
}
