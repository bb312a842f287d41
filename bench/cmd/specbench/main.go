// Command specbench measures bind, diff and export (package specs) of the
// largest OpenAPI documents of the corpus, and a diff of a generated
// 2,000-operation document against a collection of 2,000 requests. Each
// measurement runs in a fresh child process that starts a real engine
// (temporary data dir, 127.0.0.1), imports the document (setup, not
// timed), binds it when the operation needs a binding, and times the one
// call; the child's peak RSS (getrusage) includes the import. Bars: each
// under 1 s and 200 MiB.
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/svc-engine/svc-engine/bench/benchengine"
)

type result struct {
	File      string  `json:"file"`
	Op        string  `json:"op"`
	Bytes     int     `json:"bytes"`
	Ms        float64 `json:"ms"`
	CPUMs     float64 `json:"cpuMs"` // the engine process's user and system time during the call
	PeakRSSMB float64 `json:"peakRssMiB"`
	Pass      bool    `json:"pass"`
	Note      string  `json:"note,omitempty"`
	Error     string  `json:"error,omitempty"`
}

// generated names the synthetic 2,000-operation document.
const generated = "generated-2000"

func main() {
	one := flag.String("one", "", "child mode: measure -op on this file and print one result")
	op := flag.String("op", "", "child mode: bind, diff or export")
	out := flag.String("out", "", "write the JSON report here")
	corpus := flag.String("corpus", "../shared/corpus", "the import corpus")
	flag.Parse()
	ctx := context.Background()
	if *one != "" {
		_ = json.NewEncoder(os.Stdout).Encode(measure(ctx, *one, *op))
		return
	}
	self, err := os.Executable()
	if err != nil {
		fmt.Fprintln(os.Stderr, "specbench:", err)
		os.Exit(1)
	}
	var results []result
	run := func(path, op string) {
		b, err := exec.CommandContext(ctx, self, "-one", path, "-op", op).Output()
		var r result
		if err == nil {
			err = json.Unmarshal(b, &r)
		}
		if err != nil {
			r = result{File: path, Op: op, Error: err.Error()}
		}
		fmt.Fprintf(os.Stderr, "%-40s %-7s %8d bytes %8.1f ms (cpu %7.1f ms) %7.1f MiB %s %s %s\n", filepath.Base(r.File), r.Op, r.Bytes, r.Ms, r.CPUMs, r.PeakRSSMB,
			map[bool]string{true: "PASS", false: "FAIL"}[r.Pass], r.Note, r.Error)
		results = append(results, r)
	}
	for _, f := range []string{"openapi-3/discord-openapi-3.1.json", "openapi-3/twilio-api-v2010.yaml", "swagger-2/moby-engine-api-swagger.yaml"} {
		path := filepath.Join(*corpus, f)
		if _, err := os.Stat(path); err != nil {
			fmt.Fprintf(os.Stderr, "specbench: %s is not in the corpus, skipped\n", f)
			continue
		}
		for _, op := range []string{"bind", "diff", "export"} {
			run(path, op)
		}
	}
	run(generated, "diff")
	rep, _ := json.MarshalIndent(map[string]any{"benchmark": "specs", "startedAt": time.Now().UTC().Format(time.RFC3339), "barMs": 1000, "barMiB": 200, "results": results}, "", "  ")
	if *out != "" {
		_ = os.WriteFile(*out, append(rep, '\n'), 0o644)
	} else {
		fmt.Println(string(rep))
	}
}

// generate writes an OpenAPI 3.0 document of n operations (n/2 paths, GET
// and PUT each, a query parameter, a JSON body and two responses); with
// moved, every fourth operation's summary and every eighth one's
// parameter default differ.
func generate(n int, moved bool) []byte {
	var b strings.Builder
	b.WriteString(`{"openapi":"3.0.3","info":{"title":"Generated","version":"1"},"servers":[{"url":"https://gen.example/v1"}],"paths":{`)
	for p := 0; p < n/2; p++ {
		if p > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, `"/things%d/{id}":{`, p)
		for j, m := range []string{"get", "put"} {
			k := 2*p + j
			summary := fmt.Sprintf("%s thing %d", m, p)
			def := 10
			if moved && k%4 == 0 {
				summary += " (v2)"
			}
			if moved && k%8 == 0 {
				def = 20
			}
			if j > 0 {
				b.WriteByte(',')
			}
			fmt.Fprintf(&b, `"%s":{"operationId":"%s%d","summary":%q,"tags":["t%d"],"parameters":[{"name":"id","in":"path","required":true,"schema":{"type":"integer"}},{"name":"limit","in":"query","schema":{"type":"integer","default":%d}}],`, m, m, p, summary, p%20, def)
			if m == "put" {
				b.WriteString(`"requestBody":{"content":{"application/json":{"schema":{"type":"object","properties":{"name":{"type":"string"},"size":{"type":"integer"}}}}}},`)
			}
			b.WriteString(`"responses":{"200":{"description":"ok","content":{"application/json":{"schema":{"type":"object","properties":{"id":{"type":"integer"}}}}}},"404":{"description":"missing"}}}`)
		}
		b.WriteByte('}')
	}
	b.WriteString(`}}`)
	return []byte(b.String())
}

// call posts body to path and returns the answer.
func call(ctx context.Context, base, path string, body any) ([]byte, error) {
	raw, _ := json.Marshal(body)
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, base+path, bytes.NewReader(raw))
	if err != nil {
		return nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, err
	}
	answer, _ := io.ReadAll(res.Body)
	_ = res.Body.Close() // read to the end: a close error changes nothing
	if res.StatusCode != 200 {
		return nil, fmt.Errorf("POST %s answered %d: %.200s", path, res.StatusCode, answer)
	}
	return answer, nil
}

func measure(ctx context.Context, path, op string) result {
	r := result{File: path, Op: op}
	var data, candidate []byte
	var err error
	if path == generated {
		data, candidate = generate(2000, false), generate(2000, true)
	} else if data, err = os.ReadFile(path); err != nil {
		r.Error = err.Error()
		return r
	}
	if candidate == nil {
		candidate = data
	}
	r.Bytes = len(data)
	e, stop, err := benchengine.Start(ctx, "specbench", 0)
	if err != nil {
		r.Error = err.Error()
		return r
	}
	defer stop()
	base := "http://" + e.Addr()
	imported, err := call(ctx, base, "/import", map[string]any{"content": string(data)})
	if err != nil {
		r.Error = err.Error()
		return r
	}
	var im struct {
		IDMap  map[string]string `json:"idMap"`
		Counts map[string]int    `json:"counts"`
	}
	_ = json.Unmarshal(imported, &im)
	cid := im.IDMap["c1"]
	if op != "bind" {
		if _, err := call(ctx, base, "/specs/bind", map[string]any{"collectionId": cid, "content": string(data)}); err != nil {
			r.Error = err.Error()
			return r
		}
	}
	cpu0 := cpuTime()
	t0 := time.Now()
	var answer []byte
	switch op {
	case "bind":
		answer, err = call(ctx, base, "/specs/bind", map[string]any{"collectionId": cid, "content": string(data)})
	case "diff":
		answer, err = call(ctx, base, "/specs/diff", map[string]any{"collectionId": cid, "content": string(candidate)})
	case "export":
		answer, err = call(ctx, base, "/specs/export", map[string]any{"collectionId": cid})
	default:
		err = fmt.Errorf("unknown op %q", op)
	}
	r.Ms = float64(time.Since(t0).Microseconds()) / 1000
	r.CPUMs = float64((cpuTime() - cpu0).Microseconds()) / 1000
	if err != nil {
		r.Error = err.Error()
		return r
	}
	var sum struct {
		Summary map[string]int `json:"summary"`
		Stamped *int           `json:"stamped"`
	}
	_ = json.Unmarshal(answer, &sum)
	switch {
	case sum.Stamped != nil:
		r.Note = fmt.Sprintf("%d requests, %d stamped", im.Counts["requests"], *sum.Stamped)
	case sum.Summary != nil:
		r.Note = fmt.Sprintf("%d requests; changed %d, added %d, removed %d", im.Counts["requests"], sum.Summary["changed"], sum.Summary["added"], sum.Summary["removed"])
	default:
		r.Note = fmt.Sprintf("%d requests, %d bytes out", im.Counts["requests"], len(answer))
	}
	var ru syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	r.PeakRSSMB = float64(ru.Maxrss) / 1024 // Maxrss is in KiB on Linux
	r.Pass = r.Ms < 1000 && r.PeakRSSMB < 200
	return r
}

// cpuTime is the process's user and system time so far.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
