package mgmt_test

import (
	"bufio"
	"context"
	"encoding/json"
	"net"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/svc-engine/svc-engine/mgmt/mgmttest"
)

// These tests read streams the way a user's client does, while the work
// they describe is still going: a raw socket, the arrival time of the
// response head and of every event. A stream that holds its events until
// the work ends fails them.

// timedEvent is one server-sent event and when it arrived.
type timedEvent struct {
	at    time.Time
	event string
	data  string
}

// rawStream is a server-sent events response read from a raw socket.
type rawStream struct {
	conn     net.Conn
	sent     time.Time // when the request was written
	headerAt time.Time // when the response head was read
	res      *http.Response
	events   chan timedEvent // closed at the end of the stream
}

// openRaw writes a request for path on a fresh TCP connection to the
// engine and reads the response head; the events are read in the
// background into s.events. The connection closes at cleanup.
func openRaw(t *testing.T, e *mgmttest.Engine, method, path, body string, header map[string]string) *rawStream {
	t.Helper()
	conn, err := net.Dial("tcp", strings.TrimPrefix(e.Base, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = conn.Close() })
	var b strings.Builder
	b.WriteString(method + " " + path + " HTTP/1.1\r\nHost: " + strings.TrimPrefix(e.Base, "http://") + "\r\n")
	for k, v := range header {
		b.WriteString(k + ": " + v + "\r\n")
	}
	if body != "" {
		b.WriteString("Content-Type: application/json\r\nContent-Length: " + strconv.Itoa(len(body)) + "\r\n")
	}
	b.WriteString("\r\n" + body)
	s := &rawStream{conn: conn, sent: time.Now(), events: make(chan timedEvent, 1024)}
	if _, err := conn.Write([]byte(b.String())); err != nil {
		t.Fatal(err)
	}
	_ = conn.SetReadDeadline(time.Now().Add(60 * time.Second))
	br := bufio.NewReader(conn)
	res, err := http.ReadResponse(br, nil)
	if err != nil {
		t.Fatalf("%s %s: read the response head: %v", method, path, err)
	}
	s.headerAt, s.res = time.Now(), res
	go func() {
		defer close(s.events)
		sc := bufio.NewScanner(res.Body)
		sc.Buffer(make([]byte, 1<<20), 16<<20)
		var cur timedEvent
		for sc.Scan() {
			line := sc.Text()
			switch {
			case strings.HasPrefix(line, ":"):
				s.events <- timedEvent{at: time.Now(), event: ":", data: strings.TrimSpace(line[1:])}
			case line == "":
				if cur.event != "" {
					cur.at = time.Now()
					s.events <- cur
				}
				cur = timedEvent{}
			case strings.HasPrefix(line, "event: "):
				cur.event = line[7:]
			case strings.HasPrefix(line, "data: "):
				cur.data = line[6:]
			}
		}
	}()
	return s
}

// next returns the next event, or ok false at the end of the stream or
// after the timeout.
func (s *rawStream) next(timeout time.Duration) (timedEvent, bool) {
	select {
	case ev, ok := <-s.events:
		return ev, ok
	case <-time.After(timeout):
		return timedEvent{}, false
	}
}

// runStatus reads GET /runs/:id's status.
func runStatus(t *testing.T, e *mgmttest.Engine, id string) string {
	t.Helper()
	st, _ := e.Must(200, "GET", "/runs/"+id, nil)["status"].(string)
	return st
}

// assertLive reads a run's stream until its complete event: the head
// arrives within 200 ms of the request, the first event of kind want
// at least ahead before the run's end (the engine's endedAt; a stream
// that holds its events until the end delivers them after it), and at
// least three want events arrive while GET /runs/:id still says Running.
// The bound is on the run's own timeline, not a time from its start: a
// loaded machine stretches both the run and its first event.
func assertLive(t *testing.T, e *mgmttest.Engine, path, id, want string, ahead time.Duration) {
	t.Helper()
	s := openRaw(t, e, "GET", path, "", map[string]string{"Accept": "text/event-stream"})
	if s.res.StatusCode != 200 || !strings.HasPrefix(s.res.Header.Get("Content-Type"), "text/event-stream") {
		t.Fatalf("GET %s: %d %q", path, s.res.StatusCode, s.res.Header.Get("Content-Type"))
	}
	if d := s.headerAt.Sub(s.sent); d > 200*time.Millisecond {
		t.Errorf("GET %s: the response head arrived %v after the request, want within 200ms", path, d)
	}
	var first time.Time
	whileRunning, total := 0, 0
	for {
		ev, ok := s.next(30 * time.Second)
		if !ok {
			t.Fatalf("GET %s: the stream ended without a complete event (%d %s events)", path, total, want)
		}
		if ev.event == "complete" {
			break
		}
		if ev.event != want {
			continue // another kind, or a comment
		}
		total++
		if first.IsZero() {
			first = ev.at
		}
		if runStatus(t, e, id) == "Running" {
			whileRunning++
		}
	}
	if first.IsZero() {
		t.Fatalf("GET %s: no %s event at all", path, want)
	}
	run := e.Must(200, "GET", "/runs/"+id, nil)
	at, ok := run["endedAt"].(float64)
	if !ok {
		t.Fatalf("GET /runs/%s after its complete event: endedAt %v", id, run["endedAt"])
	}
	ended := time.UnixMilli(int64(at))
	if d := ended.Sub(first); d < ahead {
		t.Errorf("GET %s: the first %s event arrived %v before the run ended, want at least %v before (startedAt %v, endedAt %v)", path, want, d, ahead, run["startedAt"], run["endedAt"])
	}
	if whileRunning < 3 {
		t.Errorf("GET %s: %d of %d %s events arrived while the run was Running, want at least 3", path, whileRunning, total, want)
	}
}

func TestLiveStreamsSendEachTickWhileTheLoadRunIsRunning(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	target := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) { _, _ = w.Write([]byte("ok")) }))
	t.Cleanup(target.Close)
	// The canonical route, its deprecated alias and the legacy /stats
	// stream, each on a run of its own.
	for _, route := range []string{"/runs/%s/live", "/metrics/live/%s", "/stats/%s"} {
		t.Run(strings.ReplaceAll(route, "%s", ":id"), func(t *testing.T) {
			t.Parallel()
			id := startLoad(t, e, map[string]any{"request": map[string]any{"method": "GET", "url": target.URL}, "mode": "constant_rps", "targetRps": 20, "duration": "5s"})
			// The first tick is due 1 s after the run's t0, four before
			// its end. A bound from the start (2.5 s) failed under race
			// on a loaded machine (the open loop's warm-up before t0 took
			// over 2 s): the first event is judged against the run's
			// end, two ticks ahead of it.
			assertLive(t, e, strings.Replace(route, "%s", id, 1), id, "metrics", 2*time.Second)
		})
	}
}

func TestLiveStreamSendsEachCollectionStepAsItCompletes(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	target := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		time.Sleep(400 * time.Millisecond) // a slow API: each step takes this long
		_, _ = w.Write([]byte("ok"))
	}))
	t.Cleanup(target.Close)
	cid := e.Collection(map[string]any{"name": "slow"})["id"].(string)
	for i := range 6 {
		e.Request(cid, map[string]any{"name": "step " + strconv.Itoa(i), "url": target.URL})
	}
	id := startLoad(t, e, map[string]any{"scenario": map[string]any{"collectionId": cid}})
	// The five steps after the first take 2 s at least (the target's
	// sleeps): a stream that sends the first step as it completes has it
	// 1.5 s before the run's end however loaded the machine.
	assertLive(t, e, "/runs/"+id+"/live", id, "step", 1500*time.Millisecond)
}

func TestImportFetchStreamsProgressWhileTheDownloadIsGoing(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	const chunk, chunks = 300 << 10, 8
	var finished atomic.Int64 // unix nanos when the server wrote the last byte
	var gone atomic.Bool      // the engine dropped the upstream connection
	slow := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Length", strconv.Itoa(chunk*chunks))
		part := []byte(strings.Repeat("x", chunk))
		for i := range chunks {
			if _, err := w.Write(part); err != nil {
				gone.Store(true)
				return
			}
			w.(http.Flusher).Flush()
			if i == chunks-1 {
				break
			}
			select {
			case <-time.After(250 * time.Millisecond):
			case <-r.Context().Done():
				gone.Store(true)
				return
			}
		}
		finished.Store(time.Now().UnixNano())
	}))
	t.Cleanup(slow.Close)

	body, _ := json.Marshal(map[string]any{"url": slow.URL + "/doc.json"})
	s := openRaw(t, e, "POST", "/import/fetch", string(body), map[string]string{"Accept": "text/event-stream"})
	if d := s.headerAt.Sub(s.sent); d > 200*time.Millisecond {
		t.Errorf("the response head arrived %v after the request, want within 200ms", d)
	}
	var progressBeforeEnd int
	var last timedEvent
	for {
		ev, ok := s.next(30 * time.Second)
		if !ok {
			break
		}
		if ev.event == ":" {
			continue
		}
		last = ev
		if ev.event == "progress" && finished.Load() == 0 {
			progressBeforeEnd++
		}
	}
	if last.event != "result" {
		t.Fatalf("the last event is %q (%s), want result", last.event, last.data)
	}
	if progressBeforeEnd < 3 {
		t.Errorf("%d progress events arrived before the upstream finished, want at least 3", progressBeforeEnd)
	}
	if gone.Load() {
		t.Errorf("the engine dropped the upstream while the stream's client was still reading")
	}

	t.Run("a client that goes away abandons the download", func(t *testing.T) {
		gone.Store(false)
		s := openRaw(t, e, "POST", "/import/fetch", string(body), map[string]string{"Accept": "text/event-stream"})
		ev, ok := s.next(10 * time.Second)
		for ok && ev.event == ":" {
			ev, ok = s.next(10 * time.Second)
		}
		if !ok || ev.event != "progress" {
			t.Fatalf("first event %+v, want progress", ev)
		}
		_ = s.conn.Close()
		ctx, cancel := context.WithTimeout(t.Context(), 3*time.Second)
		defer cancel()
		for !gone.Load() {
			if ctx.Err() != nil {
				t.Fatal("the upstream still served the download 3s after the stream's client went away")
			}
			time.Sleep(20 * time.Millisecond)
		}
	})
}

func TestAnIdleStreamGetsAKeepAliveEvery15Seconds(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	// An upstream that answers its head, then nothing for 17 s: the fetch
	// stream has no event to send and must keep the connection warm.
	release := make(chan struct{})
	stalled := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Length", "2")
		w.WriteHeader(200)
		w.(http.Flusher).Flush()
		select {
		case <-release:
			_, _ = w.Write([]byte("{}"))
		case <-r.Context().Done():
		}
	}))
	t.Cleanup(stalled.Close)
	t.Cleanup(func() { close(release) })
	body, _ := json.Marshal(map[string]any{"url": stalled.URL})
	s := openRaw(t, e, "POST", "/import/fetch", string(body), map[string]string{"Accept": "text/event-stream"})
	var keepAlive time.Time
	for keepAlive.IsZero() {
		ev, ok := s.next(20 * time.Second)
		if !ok {
			t.Fatal("no keep-alive comment within 20s of an idle stream")
		}
		if ev.event == ":" && ev.data == "keep-alive" {
			keepAlive = ev.at
		}
	}
	if d := keepAlive.Sub(s.headerAt); d < 14*time.Second || d > 17*time.Second {
		t.Errorf("the keep-alive came %v after the stream opened, want about 15s", d)
	}
}
