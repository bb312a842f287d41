package mgmt_test

import (
	"bufio"
	"context"
	"net"
	"net/http"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/valyala/fasthttp"

	"github.com/svc-engine/svc-engine/mgmt/mgmttest"
)

// loadTarget is a loopback fasthttp target for load runs: / answers 200,
// /status/<code> answers that code, /delay?ms=N waits first. It counts
// every request it answered.
type loadTarget struct {
	URL   string
	count atomic.Int64
}

func startLoadTarget(t *testing.T) *loadTarget {
	t.Helper()
	ln, err := net.Listen("tcp4", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	lt := &loadTarget{URL: "http://" + ln.Addr().String()}
	srv := &fasthttp.Server{Handler: func(ctx *fasthttp.RequestCtx) {
		lt.count.Add(1)
		path := string(ctx.Path())
		if ms, err := strconv.Atoi(string(ctx.QueryArgs().Peek("ms"))); err == nil && path == "/delay" {
			time.Sleep(time.Duration(ms) * time.Millisecond)
		}
		if code, ok := strings.CutPrefix(path, "/status/"); ok {
			n, _ := strconv.Atoi(code)
			ctx.SetStatusCode(n)
		}
		ctx.SetBodyString("hello, world!")
	}}
	go func() { _ = srv.Serve(ln) }()
	t.Cleanup(func() { _ = srv.Shutdown() })
	return lt
}

// waitFor polls until the target has answered at least n requests, so a
// test acts on a run that is really sending.
func (lt *loadTarget) waitFor(t *testing.T, n int64) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for lt.count.Load() < n {
		if time.Now().After(deadline) {
			t.Fatalf("the target answered %d requests in 30 s, want %d", lt.count.Load(), n)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// sseFrame is one event of a live stream.
type sseFrame struct {
	id    uint64
	event string
	data  string
}

// readLive reads GET path as an event stream until it ends (or 30 s
// pass) and returns the status, the header and the frames.
func readLive(t *testing.T, e *mgmttest.Engine, path string, header map[string]string) (int, http.Header, []sseFrame) {
	t.Helper()
	ctx, cancel := context.WithTimeout(t.Context(), 30*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, "GET", e.Base+path, nil)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Accept", "text/event-stream")
	for k, v := range header {
		req.Header.Set(k, v)
	}
	res, err := e.Client.Do(req)
	if err != nil {
		t.Fatalf("GET %s: %v", path, err)
	}
	defer func() { _ = res.Body.Close() }()
	if res.StatusCode != 200 {
		return res.StatusCode, res.Header, nil
	}
	var frames []sseFrame
	var cur sseFrame
	sc := bufio.NewScanner(res.Body)
	sc.Buffer(make([]byte, 1<<20), 16<<20)
	for sc.Scan() {
		line := sc.Text()
		switch {
		case line == "":
			if cur.event != "" {
				frames = append(frames, cur)
			}
			cur = sseFrame{}
		case strings.HasPrefix(line, ":"):
		case strings.HasPrefix(line, "id: "):
			cur.id, _ = strconv.ParseUint(line[4:], 10, 64)
		case strings.HasPrefix(line, "event: "):
			cur.event = line[7:]
		case strings.HasPrefix(line, "data: "):
			cur.data = line[6:]
		default:
			t.Errorf("GET %s: unexpected stream line %q", path, line)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatalf("GET %s: reading the stream: %v", path, err)
	}
	return res.StatusCode, res.Header, frames
}

// startLoad posts a load plan and returns the run id.
func startLoad(t *testing.T, e *mgmttest.Engine, plan map[string]any) string {
	t.Helper()
	got := e.Must(202, "POST", "/runs", plan)
	id, _ := got["runId"].(string)
	if !strings.HasPrefix(id, "run_") {
		t.Fatalf("POST /runs answered %v, want a run_ id", got)
	}
	return id
}

// waitEnded polls GET /runs/:id until the run has ended.
func waitEnded(t *testing.T, e *mgmttest.Engine, id string) map[string]any {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		r := e.Must(200, "GET", "/runs/"+id, nil)
		if s := r["status"]; s != "Pending" && s != "Running" {
			return r
		}
		if time.Now().After(deadline) {
			t.Fatalf("run %s is still %v after 30 s", id, r["status"])
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// checkStream checks that frames are a whole stream: ids 1, 2, 3... and a
// last complete event carrying status.
func checkStream(t *testing.T, frames []sseFrame, status string) {
	t.Helper()
	if len(frames) == 0 {
		t.Fatal("the live stream carried no event")
	}
	for i, f := range frames {
		if f.id != uint64(i+1) {
			t.Fatalf("event %d has id %d, want %d (ids are monotonic from 1)", i, f.id, i+1)
		}
	}
	last := frames[len(frames)-1]
	if last.event != "complete" || !strings.Contains(last.data, `"status":"`+status+`"`) {
		t.Fatalf("the last event is %s %s, want complete with status %s", last.event, last.data, status)
	}
	for _, f := range frames[:len(frames)-1] {
		if f.event == "complete" {
			t.Fatalf("a complete event before the end: %+v", frames)
		}
	}
}

func num(v any) float64 { f, _ := v.(float64); return f }

func TestIterationsRunSendsExactlyThatManyRequestsAndStreamsToTheEnd(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	lt := startLoadTarget(t)
	id := startLoad(t, e, map[string]any{"request": map[string]any{"method": "GET", "url": lt.URL + "/delay?ms=2"}, "mode": "iterations", "iterations": 300, "concurrency": 4, "comment": "exact"})

	status, header, frames := readLive(t, e, "/runs/"+id+"/live", nil)
	if status != 200 || !strings.HasPrefix(header.Get("Content-Type"), "text/event-stream") {
		t.Fatalf("GET /runs/%s/live: %d %q", id, status, header.Get("Content-Type"))
	}
	checkStream(t, frames, "Completed")
	if got := lt.count.Load(); got != 300 {
		t.Errorf("the target received %d requests, want exactly 300", got)
	}
	run := waitEnded(t, e, id)
	if run["status"] != "Completed" || run["kind"] != "load" || run["mode"] != "iterations" || run["comment"] != "exact" || run["error"] != nil {
		t.Errorf("GET /runs/%s: %v", id, run)
	}
	if sum, _ := run["summary"].(map[string]any); num(sum["requests"]) != 300 {
		t.Errorf("summary %v, want 300 requests", run["summary"])
	}
	rep := e.Must(200, "GET", "/runs/"+id+"/report", nil)
	report, _ := rep["report"].(map[string]any)
	if rep["status"] != "Completed" || num(report["requests"]) != 300 || num(report["errors"]) != 0 || rep["configSnapshot"] == nil {
		t.Errorf("GET /runs/%s/report: %v", id, rep)
	}

	t.Run("a late reader replays the whole stream from id 1", func(t *testing.T) {
		_, _, again := readLive(t, e, "/runs/"+id+"/live", nil)
		checkStream(t, again, "Completed")
		if len(again) != len(frames) {
			t.Errorf("the replay has %d events, the first read %d", len(again), len(frames))
		}
	})
	t.Run("Last-Event-ID resumes after that id", func(t *testing.T) {
		after := len(frames) - 1
		_, _, rest := readLive(t, e, "/runs/"+id+"/live", map[string]string{"Last-Event-ID": strconv.Itoa(after)})
		if len(rest) != 1 || rest[0].id != uint64(after+1) || rest[0].event != "complete" {
			t.Errorf("resuming after %d gave %+v, want only the complete event", after, rest)
		}
	})
	t.Run("the stored ticks match the metrics events", func(t *testing.T) {
		ticks := 0
		for _, f := range frames {
			if f.event == "metrics" {
				ticks++
			}
		}
		m := e.Must(200, "GET", "/runs/"+id+"/metrics", nil)
		data, _ := m["data"].([]any)
		pg, _ := m["pagination"].(map[string]any)
		if len(data) != ticks || num(pg["total"]) != float64(ticks) || num(pg["limit"]) != 100 {
			t.Errorf("GET /runs/%s/metrics: %d rows, pagination %v; the stream had %d metrics events", id, len(data), pg, ticks)
		}
	})
}

func TestConstantConcurrencyRunsForItsDuration(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	lt := startLoadTarget(t)
	start := time.Now()
	id := startLoad(t, e, map[string]any{"request": map[string]any{"method": "GET", "url": lt.URL + "/delay?ms=5"}, "mode": "constant_concurrency", "concurrency": 3, "duration": "1500ms"})
	_, _, frames := readLive(t, e, "/runs/"+id+"/live", nil)
	took := time.Since(start)
	checkStream(t, frames, "Completed")
	if took < 1400*time.Millisecond || took > 6*time.Second {
		t.Errorf("a 1.5 s run took %v", took)
	}
	rep := e.Must(200, "GET", "/runs/"+id+"/report", nil)
	report, _ := rep["report"].(map[string]any)
	if n := num(report["requests"]); n < 50 || int64(n) > lt.count.Load() {
		t.Errorf("the report counts %v requests; the target saw %d", n, lt.count.Load())
	}
}

func TestStopRecordsStoppedAndEndsTheStream(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	lt := startLoadTarget(t)
	id := startLoad(t, e, map[string]any{"request": map[string]any{"method": "GET", "url": lt.URL + "/delay?ms=5"}, "mode": "constant_concurrency", "concurrency": 2, "duration": "60s"})
	lt.waitFor(t, 10)
	if r := e.Do("DELETE", "/runs/"+id, nil); r.Status != 409 || r.ErrorCode(t) != "conflict" {
		t.Errorf("DELETE of a running run: %d %s, want 409", r.Status, r.Body)
	}
	if r := e.Do("GET", "/runs/"+id+"/report", nil); r.Status != 409 {
		t.Errorf("GET report of a running run: %d %s, want 409", r.Status, r.Body)
	}
	began := time.Now()
	got := e.Must(200, "POST", "/runs/"+id+"/stop", nil)
	if got["status"] != "Stopped" || time.Since(began) > 5*time.Second {
		t.Fatalf("POST /runs/%s/stop: %v after %v", id, got, time.Since(began))
	}
	_, _, frames := readLive(t, e, "/runs/"+id+"/live", nil)
	checkStream(t, frames, "Stopped")
	if r := e.Do("POST", "/runs/"+id+"/stop", nil); r.Status != 409 {
		t.Errorf("stopping a stopped run: %d %s, want 409", r.Status, r.Body)
	}
	if r := e.Do("POST", "/runs/run_nope/stop", nil); r.Status != 404 {
		t.Errorf("stopping an unknown run: %d, want 404", r.Status)
	}
	if run := e.Must(200, "GET", "/runs/"+id, nil); run["status"] != "Stopped" {
		t.Errorf("the stopped run reads %v", run)
	}
}

func TestFailingThresholdAbortsTheRunAsFailed(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	lt := startLoadTarget(t)
	start := time.Now()
	id := startLoad(t, e, map[string]any{"request": map[string]any{"method": "GET", "url": lt.URL + "/status/500"}, "mode": "constant_concurrency", "concurrency": 2, "duration": "20s",
		"thresholds": []any{map[string]any{"metric": "errorRate", "op": "<", "value": 0.01, "abortOnFail": true}}})
	_, _, frames := readLive(t, e, "/runs/"+id+"/live", nil)
	checkStream(t, frames, "Failed")
	if took := time.Since(start); took > 10*time.Second {
		t.Errorf("the aborted run took %v of its 20 s", took)
	}
	run := e.Must(200, "GET", "/runs/"+id, nil)
	if run["status"] != "Failed" || run["error"] == nil {
		t.Errorf("the aborted run reads %v", run)
	}
}

func TestLiveStreamIsGoneAfterTheRetentionWithAHintAtTheReport(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	lt := startLoadTarget(t)
	e.Must(200, "POST", "/config", map[string]any{"liveRetentionMs": 300})
	id := startLoad(t, e, map[string]any{"request": map[string]any{"method": "GET", "url": lt.URL}, "mode": "iterations", "iterations": 10, "concurrency": 1})
	waitEnded(t, e, id)
	deadline := time.Now().Add(10 * time.Second)
	for {
		r := e.Do("GET", "/runs/"+id+"/live", nil)
		if r.Status == 404 {
			e404, _ := r.Object(t)["error"].(map[string]any)
			if e404["code"] != "not_found" || e404["hint"] != "/runs/"+id+"/report" || !strings.Contains(e404["message"].(string), "/runs/"+id+"/report") {
				t.Errorf("the 404 is %s, want not_found with hint /runs/%s/report", r.Body, id)
			}
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the live stream still answers %d 10 s after a 300 ms retention", r.Status)
		}
		time.Sleep(50 * time.Millisecond)
	}
	if r := e.Do("GET", "/runs/run_never/live", nil); r.Status != 404 || !strings.Contains(string(r.Body), `"hint":"/runs/run_never/report"`) {
		t.Errorf("an unknown run's stream: %d %s", r.Status, r.Body)
	}
	e.Must(200, "GET", "/runs/"+id+"/report", nil)
}

func TestShutdownRecordsARunningRunAsStopped(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	e := mgmttest.StartIn(t, dir)
	lt := startLoadTarget(t)
	id := startLoad(t, e, map[string]any{"request": map[string]any{"method": "GET", "url": lt.URL + "/delay?ms=5"}, "mode": "constant_concurrency", "concurrency": 2, "duration": "60s"})
	lt.waitFor(t, 10)
	began := time.Now()
	e.Stop()
	if err := e.Wait(); err != nil {
		t.Fatal(err)
	}
	if took := time.Since(began); took > 8*time.Second {
		t.Errorf("the shutdown with a running run took %v", took)
	}
	again := mgmttest.StartIn(t, dir)
	run := again.Must(200, "GET", "/runs/"+id, nil)
	if run["status"] != "Stopped" || run["error"] != "the engine stopped" || run["endedAt"] == nil {
		t.Errorf("after the restart the run reads %v, want Stopped by the engine stop", run)
	}
}

func TestInvalidPlansAreRefusedAndCreateNoRun(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	lt := startLoadTarget(t)
	col := e.Collection(map[string]any{})
	stored := e.Request(id(col), map[string]any{"url": lt.URL})
	req := map[string]any{"method": "GET", "url": lt.URL}
	for _, tc := range []struct {
		name  string
		body  any
		field string
	}{
		{"an unknown requestId", map[string]any{"requestId": "req_nope", "mode": "iterations", "iterations": 1}, "requestId"},
		{"no target at all", map[string]any{"mode": "iterations", "iterations": 1}, "requestId"},
		{"an unknown mode", map[string]any{"request": req, "mode": "warp_speed", "duration": "1s"}, "mode"},
		{"an unknown environment", map[string]any{"requestId": id(stored), "environmentId": "env_nope", "mode": "iterations", "iterations": 1}, "environmentId"},
		{"an inline request without url", map[string]any{"request": map[string]any{"method": "GET"}, "mode": "iterations", "iterations": 1}, "request.url"},
		{"an httpVersion outside the enum", map[string]any{"request": req, "mode": "iterations", "iterations": 1, "httpVersion": "h3"}, "httpVersion"},
		{"a maxRedirects that is not an integer", map[string]any{"request": req, "mode": "iterations", "iterations": 1, "maxRedirects": "ten"}, "maxRedirects"},
		{"iterations that are not a number", map[string]any{"request": req, "mode": "iterations", "iterations": "many"}, "iterations"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := e.Do("POST", "/runs", tc.body)
			if r.Status != 400 || r.ErrorCode(t) != "invalid_run_config" {
				t.Fatalf("POST /runs %v: %d %s, want 400 invalid_run_config", tc.body, r.Status, r.Body)
			}
			if f, _ := r.Object(t)["error"].(map[string]any)["field"].(string); f != tc.field {
				t.Errorf("error.field %q, want %q", f, tc.field)
			}
		})
	}
	if r := e.Do("POST", "/runs", `{"mode":`); r.Status != 400 || r.ErrorCode(t) != "bad_request" {
		t.Errorf("a body that is not JSON: %d %s, want 400 bad_request", r.Status, r.Body)
	}
	if n := len(e.Do("GET", "/runs", nil).Array(t)); n != 0 {
		t.Errorf("refused plans created %d runs", n)
	}
	if lt.count.Load() != 0 {
		t.Errorf("refused plans sent %d requests", lt.count.Load())
	}
}

func TestRunListsPagesAliasesBaselinesComparisonsAndDeletes(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	lt := startLoadTarget(t)
	col := e.Collection(map[string]any{})
	stored := e.Request(id(col), map[string]any{"name": "home", "url": lt.URL})
	plan := map[string]any{"requestId": id(stored), "mode": "iterations", "iterations": 20, "concurrency": 2}
	first := startLoad(t, e, plan)
	waitEnded(t, e, first)
	second := startLoad(t, e, plan)
	waitEnded(t, e, second)
	r := e.Do("POST", "/run", map[string]any{"request": map[string]any{"method": "GET", "url": lt.URL}, "mode": "iterations", "iterations": 5})
	if r.Status != 202 || r.Header.Get("Deprecation") != "true" || r.Header.Get("Link") != `</runs>; rel="successor-version"` {
		t.Fatalf("POST /run: %d %v %s", r.Status, r.Header, r.Body)
	}
	third, _ := r.Object(t)["runId"].(string)
	waitEnded(t, e, third)

	t.Run("without a query the list is the bare array of full rows, newest first", func(t *testing.T) {
		rows := e.Do("GET", "/runs", nil).Array(t)
		if len(rows) != 3 || id(rows[0].(map[string]any)) != third || id(rows[2].(map[string]any)) != first {
			t.Fatalf("GET /runs: %v", rows)
		}
		if row := rows[2].(map[string]any); row["name"] != "home" || row["requestId"] != id(stored) || row["configSnapshot"] == nil {
			t.Errorf("full row %v", row)
		}
	})
	t.Run("any parameter gives a page of compact rows", func(t *testing.T) {
		page := e.Must(200, "GET", "/runs?limit=2", nil)
		data, _ := page["data"].([]any)
		pg, _ := page["pagination"].(map[string]any)
		if len(data) != 2 || num(pg["total"]) != 3 || num(pg["limit"]) != 2 || num(pg["offset"]) != 0 {
			t.Fatalf("GET /runs?limit=2: %v", page)
		}
		row := data[0].(map[string]any)
		if _, full := row["configSnapshot"]; full || row["requests"] != float64(5) {
			t.Errorf("compact row %v", row)
		}
		byReq := e.Must(200, "GET", "/runs?requestId="+id(stored)+"&status=Completed", nil)
		if pg, _ := byReq["pagination"].(map[string]any); num(pg["total"]) != 2 || num(pg["limit"]) != 100 {
			t.Errorf("filtered by request: %v", byReq)
		}
		for _, q := range []string{"limit=501", "limit=0", "status=Done", "kind=x", "offset=-1"} {
			if r := e.Do("GET", "/runs?"+q, nil); r.Status != 400 {
				t.Errorf("GET /runs?%s: %d, want 400", q, r.Status)
			}
		}
		e.Must(200, "GET", "/runs?limit=500", nil)
	})
	t.Run("the deprecated aliases answer as their canonical routes, marked", func(t *testing.T) {
		for _, path := range []string{"/run/" + first, "/run/" + first + "/report", "/stats/" + first + "?format=json"} {
			r := e.Do("GET", path, nil)
			if r.Status != 200 || r.Header.Get("Deprecation") != "true" {
				t.Errorf("GET %s: %d %v", path, r.Status, r.Header)
			}
		}
		for _, path := range []string{"/metrics/live/" + first, "/stats/" + first} {
			status, header, frames := readLive(t, e, path, nil)
			if status != 200 || header.Get("Deprecation") != "true" {
				t.Errorf("GET %s: %d %v", path, status, header)
				continue
			}
			checkStream(t, frames, "Completed")
		}
		if r := e.Do("POST", "/run/"+first+"/stop", nil); r.Status != 409 || r.Header.Get("Deprecation") != "true" {
			t.Errorf("POST /run/:id/stop of an ended run: %d", r.Status)
		}
	})
	t.Run("a baseline is one per target and is the default side of a comparison", func(t *testing.T) {
		if r := e.Do("GET", "/runs/compare?a="+second, nil); r.Status != 400 {
			t.Errorf("compare without b and without a baseline: %d %s", r.Status, r.Body)
		}
		e.Must(200, "PUT", "/runs/"+second+"/baseline", nil)
		got := e.Must(200, "PUT", "/runs/"+first+"/baseline", map[string]any{"baseline": true})
		if got["baseline"] != true {
			t.Errorf("PUT baseline answered %v", got)
		}
		if e.Must(200, "GET", "/runs/"+second, nil)["baseline"] != false {
			t.Error("the earlier baseline of the same request kept its mark")
		}
		cmpd := e.Must(200, "GET", "/runs/compare?a="+second, nil)
		a, _ := cmpd["a"].(map[string]any)
		b, _ := cmpd["b"].(map[string]any)
		if a["runId"] != second || b["runId"] != first || b["baseline"] != true {
			t.Fatalf("compare: %v", cmpd)
		}
		for _, m := range cmpd["metrics"].([]any) {
			if mm := m.(map[string]any); mm["metric"] == "requests" && (mm["a"] != float64(20) || mm["b"] != float64(20) || mm["delta"] != float64(0)) {
				t.Errorf("requests compared as %v", mm)
			}
		}
		explicit := e.Must(200, "GET", "/runs/compare?a="+third+"&b="+first, nil)
		if b, _ := explicit["b"].(map[string]any); b["runId"] != first {
			t.Errorf("compare with b: %v", explicit)
		}
		if r := e.Do("GET", "/runs/compare?a=run_nope", nil); r.Status != 404 {
			t.Errorf("compare of an unknown run: %d", r.Status)
		}
		e.Must(200, "PUT", "/runs/"+first+"/baseline", map[string]any{"baseline": false})
		if r := e.Do("GET", "/runs/compare?a="+second, nil); r.Status != 400 {
			t.Errorf("compare after the baseline was cleared: %d", r.Status)
		}
	})
	t.Run("a delete removes the run and its history", func(t *testing.T) {
		got := e.Must(200, "DELETE", "/runs/"+first, nil)
		if got["deleted"] != true || got["id"] != first {
			t.Errorf("DELETE: %v", got)
		}
		for _, p := range []string{"", "/report", "/metrics", "/samples", "/monitor", "/events"} {
			if r := e.Do("GET", "/runs/"+first+p, nil); r.Status != 404 {
				t.Errorf("GET /runs/:id%s after the delete: %d", p, r.Status)
			}
		}
		if r := e.Do("DELETE", "/run/"+second, nil); r.Status != 200 || r.Header.Get("Deprecation") != "true" {
			t.Errorf("DELETE /run/:id: %d", r.Status)
		}
		if r := e.Do("DELETE", "/runs/"+second, nil); r.Status != 404 {
			t.Errorf("a second delete: %d", r.Status)
		}
	})
}
