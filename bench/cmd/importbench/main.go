// Command importbench measures parse and apply of the largest import
// documents: each document runs in a fresh child process that starts a
// real engine (temporary data dir, 127.0.0.1) and sends POST /import, so
// the child's peak RSS (getrusage) is that document's alone. Bars: each
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
	"syscall"
	"time"

	"github.com/svc-engine/svc-engine/bench/benchengine"
)

type result struct {
	File      string  `json:"file"`
	Bytes     int     `json:"bytes"`
	Requests  int     `json:"requests"`
	ImportMs  float64 `json:"importMs"`
	PeakRSSMB float64 `json:"peakRssMiB"`
	Pass      bool    `json:"pass"`
	Error     string  `json:"error,omitempty"`
}

func main() {
	one := flag.String("one", "", "child mode: import this file and print one result")
	out := flag.String("out", "", "write the JSON report here")
	corpus := flag.String("corpus", "../shared/corpus", "the import corpus")
	flag.Parse()
	ctx := context.Background()
	if *one != "" {
		r := importOne(ctx, *one)
		_ = json.NewEncoder(os.Stdout).Encode(r)
		return
	}
	// The largest documents of the corpus: Discord (OpenAPI 3.1), Twilio
	// (OpenAPI 3.0) and the Docker (Moby) Engine API (Swagger 2.0).
	files := []string{"openapi-3/discord-openapi-3.1.json", "openapi-3/twilio-api-v2010.yaml", "swagger-2/moby-engine-api-swagger.yaml"}
	var results []result
	self, err := os.Executable()
	if err != nil {
		fmt.Fprintln(os.Stderr, "importbench:", err)
		os.Exit(1)
	}
	for _, f := range files {
		path := filepath.Join(*corpus, f)
		if _, err := os.Stat(path); err != nil {
			fmt.Fprintf(os.Stderr, "importbench: %s is not in the corpus, skipped\n", f)
			continue
		}
		b, err := exec.CommandContext(ctx, self, "-one", path).Output()
		var r result
		if err == nil {
			err = json.Unmarshal(b, &r)
		}
		if err != nil {
			r = result{File: path, Error: err.Error()}
		}
		fmt.Fprintf(os.Stderr, "%-45s %8d bytes %5d requests %8.1f ms %7.1f MiB %s %s\n", filepath.Base(r.File), r.Bytes, r.Requests, r.ImportMs, r.PeakRSSMB,
			map[bool]string{true: "PASS", false: "FAIL"}[r.Pass], r.Error)
		results = append(results, r)
	}
	rep, _ := json.MarshalIndent(map[string]any{"benchmark": "import", "startedAt": time.Now().UTC().Format(time.RFC3339), "barMs": 1000, "barMiB": 200, "results": results}, "", "  ")
	if *out != "" {
		_ = os.WriteFile(*out, append(rep, '\n'), 0o644)
	} else {
		fmt.Println(string(rep))
	}
}

func importOne(ctx context.Context, path string) result {
	r := result{File: path}
	data, err := os.ReadFile(path)
	if err != nil {
		r.Error = err.Error()
		return r
	}
	r.Bytes = len(data)
	e, stop, err := benchengine.Start(ctx, "importbench", 0)
	if err != nil {
		r.Error = err.Error()
		return r
	}
	defer stop()
	body, _ := json.Marshal(map[string]any{"content": string(data), "fileName": filepath.Base(path)})
	t0 := time.Now()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "http://"+e.Addr()+"/import", bytes.NewReader(body))
	if err != nil {
		r.Error = err.Error()
		return r
	}
	req.Header.Set("Content-Type", "application/json")
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		r.Error = err.Error()
		return r
	}
	answer, _ := io.ReadAll(res.Body)
	_ = res.Body.Close() // read to the end: a close error changes nothing
	r.ImportMs = float64(time.Since(t0).Microseconds()) / 1000
	if res.StatusCode != 200 {
		r.Error = fmt.Sprintf("POST /import answered %d: %.200s", res.StatusCode, answer)
		return r
	}
	var out struct {
		Counts map[string]int `json:"counts"`
	}
	_ = json.Unmarshal(answer, &out)
	r.Requests = out.Counts["requests"]
	var ru syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	r.PeakRSSMB = float64(ru.Maxrss) / 1024 // Maxrss is in KiB on Linux
	r.Pass = r.ImportMs < 1000 && r.PeakRSSMB < 200
	return r
}
