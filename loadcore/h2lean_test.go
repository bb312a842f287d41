package loadcore

import (
	"bytes"
	"crypto/tls"
	"io"
	"net"
	"net/http"
	"runtime"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"golang.org/x/net/http2"
	"golang.org/x/net/http2/hpack"

	"github.com/svc-engine/svc-engine/sender"
)

// rawH2 is a scripted h2c server speaking frames directly, so tests can
// shape windows, stream limits, resets and GOAWAYs exactly.
type rawH2 struct {
	url      string
	settings []http2.Setting
	// answer decides a complete request: it writes frames through the
	// connection's framer (enc encodes a header block); n is the
	// request's index on its connection, from 1.
	answer   func(rc *rawConn, id uint32, path string, body []byte, n int)
	conns    atomic.Int64
	maxOpen  atomic.Int64 // most streams open at once on one connection
	requests atomic.Int64
	answered atomic.Int64 // requests answered with HEADERS (respond)
	resumed  atomic.Int64 // TLS handshakes that resumed a session
	// overruns counts DATA frames beyond the flow-control windows this
	// server announced, or larger than the default maximum frame size.
	overruns atomic.Int64
}

type rawConn struct {
	s    *rawH2
	c    net.Conn
	n    int64 // the connection's number at the server, from 1
	fr   *http2.Framer
	buf  bytes.Buffer
	enc  *hpack.Encoder
	last uint32 // a GOAWAY's last stream id, once one is sent
}

// closeAfter closes the connection d from now (after a GOAWAY).
func (rc *rawConn) closeAfter(d time.Duration) {
	time.AfterFunc(d, func() { _ = rc.c.Close() }) // the serve loop's read then ends
}

// respond answers stream id. The server's writes go unchecked here and
// below: a write fails only when the client has gone, and the serve
// loop's next read then ends the connection.
func (rc *rawConn) respond(id uint32, status int, body string) {
	rc.s.answered.Add(1)
	rc.buf.Reset()
	_ = rc.enc.WriteField(hpack.HeaderField{Name: ":status", Value: strconv.Itoa(status)}) // into a bytes.Buffer
	_ = rc.enc.WriteField(hpack.HeaderField{Name: "content-length", Value: strconv.Itoa(len(body))})
	_ = rc.fr.WriteHeaders(http2.HeadersFrameParam{StreamID: id, BlockFragment: rc.buf.Bytes(), EndHeaders: true, EndStream: body == ""})
	for b := []byte(body); len(b) > 0; {
		n := min(len(b), 16384)
		_ = rc.fr.WriteData(id, n == len(b), b[:n])
		b = b[n:]
	}
}

func startRawH2(t testing.TB, tr h2Transport, settings []http2.Setting, answer func(rc *rawConn, id uint32, path string, body []byte, n int)) *rawH2 {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = ln.Close() }) // ends the accept loop
	s := &rawH2{url: "http://" + ln.Addr().String(), settings: settings, answer: answer}
	if tr.tls {
		s.url = "https://" + ln.Addr().String()
		ln = tls.NewListener(ln, &tls.Config{
			Certificates: []tls.Certificate{selfSigned(t)},
			NextProtos:   []string{"h2"},
			VerifyConnection: func(cs tls.ConnectionState) error {
				if cs.DidResume {
					s.resumed.Add(1)
				}
				return nil
			},
		})
	}
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			go s.serve(c, s.conns.Add(1))
		}
	}()
	return s
}

func (s *rawH2) serve(c net.Conn, num int64) {
	defer func() { _ = c.Close() }() // the client sees the close; its error adds nothing
	preface := make([]byte, len(http2.ClientPreface))
	if _, err := io.ReadFull(c, preface); err != nil || string(preface) != http2.ClientPreface {
		return
	}
	rc := &rawConn{s: s, c: c, n: num, fr: http2.NewFramer(c, c)}
	rc.enc = hpack.NewEncoder(&rc.buf)
	rc.fr.ReadMetaHeaders = hpack.NewDecoder(4096, nil)
	_ = rc.fr.WriteSettings(s.settings...)
	type req struct {
		path string
		body []byte
	}
	open := map[uint32]*req{}
	n := 0
	initWin := int64(65535)
	for _, st := range s.settings {
		if st.ID == http2.SettingInitialWindowSize {
			initWin = int64(st.Val)
		}
	}
	connWin := int64(65535)
	streamWin := map[uint32]int64{}
	done := func(id uint32) {
		r := open[id]
		delete(open, id)
		n++
		s.requests.Add(1)
		s.answer(rc, id, r.path, r.body, n)
	}
	for {
		f, err := rc.fr.ReadFrame()
		if err != nil {
			return
		}
		switch f := f.(type) {
		case *http2.SettingsFrame:
			if !f.IsAck() {
				_ = rc.fr.WriteSettingsAck()
			}
		case *http2.MetaHeadersFrame:
			open[f.StreamID] = &req{path: f.PseudoValue("path")}
			streamWin[f.StreamID] = initWin
			for {
				m := s.maxOpen.Load()
				if int64(len(open)) <= m || s.maxOpen.CompareAndSwap(m, int64(len(open))) {
					break
				}
			}
			if f.StreamEnded() {
				done(f.StreamID)
			}
		case *http2.DataFrame:
			r := open[f.StreamID]
			if r == nil {
				continue
			}
			r.body = append(r.body, f.Data()...)
			k := int64(f.Length)
			connWin -= k
			streamWin[f.StreamID] -= k
			if connWin < 0 || streamWin[f.StreamID] < 0 || k > 16384 {
				s.overruns.Add(1)
			}
			if k > 0 {
				connWin += k
				streamWin[f.StreamID] += k
				_ = rc.fr.WriteWindowUpdate(0, uint32(k))
				_ = rc.fr.WriteWindowUpdate(f.StreamID, uint32(k))
			}
			if f.StreamEnded() {
				done(f.StreamID)
			}
		case *http2.RSTStreamFrame:
			delete(open, f.StreamID)
		case *http2.PingFrame:
			if !f.IsAck() {
				_ = rc.fr.WritePing(true, f.Data)
			}
		}
	}
}

// h2Transport is a way the lean client runs: its driver (Settings.
// H2Transport) and whether the target speaks TLS.
type h2Transport struct {
	name, setting string
	tls           bool
}

// h2Transports are the lean client's drivers: the event loop (on Linux,
// the default) over h2c and over TLS, and the goroutines.
var h2Transports = []h2Transport{{"loop", "", false}, {"loop-tls", "", true}, {"goroutines", H2TransportGoroutines, false}}

func rawRun(t *testing.T, url, plan string, body []byte, timeout time.Duration, tr h2Transport) Outcome {
	t.Helper()
	req := sender.Request{Method: "GET", URL: url, HTTPVersion: "http2", Timeout: timeout}
	if body != nil {
		req.Method = "POST"
		req.Body = []byte(`{"mode":"text","content":` + strconv.Quote(string(body)) + `}`)
	}
	return Run(t.Context(), mustPlan(t, plan), req, Settings{H2Transport: tr.setting}, Hooks{})
}

// eachH2Transport runs f as a parallel subtest per transport.
func eachH2Transport(t *testing.T, f func(t *testing.T, tr h2Transport)) {
	t.Helper()
	for _, tr := range h2Transports {
		t.Run(tr.name, func(t *testing.T) {
			t.Parallel()
			f(t, tr)
		})
	}
}

// A body larger than the peer's windows goes out as the peer returns
// credit, in frames no larger than its SETTINGS_MAX_FRAME_SIZE.
func TestH2LeanFlowControl(t *testing.T) {
	t.Parallel()
	body := bytes.Repeat([]byte("0123456789abcdef"), 200_000/16) // > the 65,535-byte connection window
	eachH2Transport(t, func(t *testing.T, tr h2Transport) {
		s := startRawH2(t, tr, []http2.Setting{{ID: http2.SettingInitialWindowSize, Val: 1000}}, func(rc *rawConn, id uint32, _ string, got []byte, _ int) {
			if bytes.Equal(got, body) {
				rc.respond(id, 200, "ok")
			} else {
				rc.respond(id, 400, "bad body of "+strconv.Itoa(len(got))+" bytes")
			}
		})
		out := rawRun(t, s.url+"/", `{"mode":"iterations","iterations":20,"concurrency":4}`, body, 10*time.Second, tr)
		if r := out.Report; r.Status["200"] != 20 || r.Errors != 0 || r.BytesIn != 40 {
			t.Fatalf("status %v errors %v bytesIn %d; want 20 × 200", r.Status, r.ErrorCodes, r.BytesIn)
		}
		if n := s.overruns.Load(); n != 0 {
			t.Fatalf("%d DATA frames beyond the announced windows or frame size", n)
		}
	})
}

// Large response bodies: the client returns window credit as it reads,
// so responses far larger than the initial windows arrive whole.
func TestH2LeanLargeResponses(t *testing.T) {
	t.Parallel()
	big := strings.Repeat("x", 3<<20) // 3 MiB: over the 65,535-byte default windows many times
	eachH2Transport(t, func(t *testing.T, tr h2Transport) {
		s := startRawH2(t, tr, nil, func(rc *rawConn, id uint32, _ string, _ []byte, _ int) {
			rc.respond(id, 200, big)
		})
		out := rawRun(t, s.url+"/", `{"mode":"iterations","iterations":12,"concurrency":3}`, nil, 10*time.Second, tr)
		if r := out.Report; r.Status["200"] != 12 || r.Errors != 0 || r.BytesIn != 12*int64(len(big)) {
			t.Fatalf("status %v errors %v bytesIn %d; want 12 × 200 of %d bytes", r.Status, r.ErrorCodes, r.BytesIn, len(big))
		}
	})
}

// Users beyond the peer's MAX_CONCURRENT_STREAMS open more connections;
// no connection ever carries more streams than allowed.
func TestH2LeanMaxConcurrentStreams(t *testing.T) {
	t.Parallel()
	eachH2Transport(t, func(t *testing.T, tr h2Transport) {
		s := startRawH2(t, tr, []http2.Setting{{ID: http2.SettingMaxConcurrentStreams, Val: 2}}, func(rc *rawConn, id uint32, _ string, _ []byte, _ int) {
			time.Sleep(time.Millisecond)
			rc.respond(id, 200, "hello")
		})
		out := rawRun(t, s.url+"/", `{"mode":"iterations","iterations":300,"concurrency":7}`, nil, 5*time.Second, tr)
		if r := out.Report; r.Status["200"] != 300 || r.Errors != 0 {
			t.Fatalf("status %v errors %v", r.Status, r.ErrorCodes)
		}
		if m := s.maxOpen.Load(); m > 2 {
			t.Fatalf("%d streams open at once on a connection limited to 2", m)
		}
		if n := s.conns.Load(); n < 4 || n > 7 {
			t.Fatalf("%d connections for 7 users at 2 streams each, want 4 (ceil 7/2) to 7", n)
		}
		if n := s.requests.Load(); n != 300 {
			t.Fatalf("the server answered %d requests, want exactly 300", n)
		}
	})
}

// A reset stream fails alone; the connection goes on. A stream refused
// with REFUSED_STREAM (not processed) is sent again, not failed.
func TestH2LeanRSTStream(t *testing.T) {
	t.Parallel()
	eachH2Transport(t, func(t *testing.T, tr h2Transport) {
		s := startRawH2(t, tr, nil, func(rc *rawConn, id uint32, _ string, _ []byte, n int) {
			switch n % 3 {
			case 1:
				_ = rc.fr.WriteRSTStream(id, http2.ErrCodeInternal)
			case 2:
				_ = rc.fr.WriteRSTStream(id, http2.ErrCodeRefusedStream)
			default:
				rc.respond(id, 200, "hello")
			}
		})
		// Streams 1, 4, 7, ... are reset; 2, 5, 8, ... refused and sent
		// again as the next one, answered: the odd iterations fail, the
		// even ones succeed.
		out := rawRun(t, s.url+"/", `{"mode":"iterations","iterations":15,"concurrency":1}`, nil, 5*time.Second, tr)
		if r := out.Report; r.Requests != 15 || r.Status["200"] != 7 || r.ErrorCodes["CONNECTION_RESET"] != 8 {
			t.Fatalf("requests %d status %v errors %v; want 7 × 200 and 8 × CONNECTION_RESET", r.Requests, r.Status, r.ErrorCodes)
		}
		if n := s.requests.Load(); n != 22 {
			t.Fatalf("the server saw %d requests, want 22 (15 and 7 sent again)", n)
		}
		if n := s.conns.Load(); n != 1 {
			t.Fatalf("%d connections; a stream reset should not end its connection", n)
		}
	})
}

// GOAWAY: streams up to its last stream id complete, those above it were
// not processed and go out again on a new connection, never failed.
func TestH2LeanGoAway(t *testing.T) {
	t.Parallel()
	eachH2Transport(t, func(t *testing.T, tr h2Transport) {
		t.Run("graceful", func(t *testing.T) {
			t.Parallel()
			// The 5th request of a connection is announced as the last, then
			// answered, then the connection closes.
			s := startRawH2(t, tr, nil, func(rc *rawConn, id uint32, _ string, _ []byte, n int) {
				if n == 5 {
					_ = rc.fr.WriteGoAway(id, http2.ErrCodeNo, nil)
					rc.respond(id, 200, "hello") // then the client, drained, closes
					return
				}
				rc.respond(id, 200, "hello")
			})
			out := rawRun(t, s.url+"/", `{"mode":"iterations","iterations":20,"concurrency":1}`, nil, 5*time.Second, tr)
			if r := out.Report; r.Status["200"] != 20 || r.Errors != 0 {
				t.Fatalf("status %v errors %v", r.Status, r.ErrorCodes)
			}
			if n := s.conns.Load(); n != 4 {
				t.Fatalf("%d connections for 20 requests at 5 per connection, want 4", n)
			}
		})
		t.Run("unprocessed", func(t *testing.T) {
			t.Parallel()
			// The second request of a connection is refused by a GOAWAY naming
			// the first as the last processed: it goes out again, as the
			// first request of a new connection.
			s := startRawH2(t, tr, nil, func(rc *rawConn, id uint32, _ string, _ []byte, n int) {
				if n == 2 {
					_ = rc.fr.WriteGoAway(id-2, http2.ErrCodeNo, nil)
					return
				}
				rc.respond(id, 200, "hello")
			})
			out := rawRun(t, s.url+"/", `{"mode":"iterations","iterations":6,"concurrency":1}`, nil, 5*time.Second, tr)
			if r := out.Report; r.Requests != 6 || r.Status["200"] != 6 || r.Errors != 0 {
				t.Fatalf("requests %d status %v errors %v; want 6 × 200", r.Requests, r.Status, r.ErrorCodes)
			}
			if n := s.conns.Load(); n != 6 {
				t.Fatalf("%d connections, want 6 (a new one after each GOAWAY)", n)
			}
		})
		t.Run("mid-run", func(t *testing.T) {
			t.Parallel()
			// Many streams in flight: after its 25th request a connection
			// sends GOAWAY naming the last stream it answered, answers
			// nothing more and closes a moment later; every stream above
			// goes out again elsewhere.
			var goaways atomic.Int64
			s := startRawH2(t, tr, nil, func(rc *rawConn, id uint32, _ string, _ []byte, n int) {
				switch {
				case n == 25:
					goaways.Add(1)
					rc.last = id - 2
					_ = rc.fr.WriteGoAway(rc.last, http2.ErrCodeNo, nil)
					rc.closeAfter(500 * time.Millisecond) // a grace far longer than the client takes to read what came before
				case n > 25:
				default:
					rc.respond(id, 200, "hello")
				}
			})
			out := rawRun(t, s.url+"/", `{"mode":"iterations","iterations":500,"concurrency":10}`, nil, 5*time.Second, tr)
			if r := out.Report; r.Requests != 500 || r.Status["200"] != 500 || r.Errors != 0 {
				t.Fatalf("requests %d status %v errors %v; want 500 × 200, no error", r.Requests, r.Status, r.ErrorCodes)
			}
			if g, n := goaways.Load(), s.answered.Load(); g < 10 || n != 500 {
				t.Fatalf("%d GOAWAYs, %d requests answered; want 20 or so, and exactly 500", g, n)
			}
			if tr.tls && s.resumed.Load() == 0 {
				t.Fatalf("%d connections, none resumed its TLS session", s.conns.Load())
			}
		})
		t.Run("refuses-all", func(t *testing.T) {
			t.Parallel()
			// A server that processes nothing: each request fails after its
			// retries instead of looping.
			s := startRawH2(t, tr, nil, func(rc *rawConn, id uint32, _ string, _ []byte, _ int) {
				_ = rc.fr.WriteGoAway(0, http2.ErrCodeNo, nil)
			})
			out := rawRun(t, s.url+"/", `{"mode":"iterations","iterations":3,"concurrency":1}`, nil, 5*time.Second, tr)
			if r := out.Report; r.Requests != 3 || r.ErrorCodes["CONNECTION_RESET"] != 3 {
				t.Fatalf("requests %d errors %v; want 3 × CONNECTION_RESET", r.Requests, r.ErrorCodes)
			}
			if n := s.conns.Load(); n != 3*(h2MaxRetries+1) {
				t.Fatalf("%d connections, want %d (one per attempt)", n, 3*(h2MaxRetries+1))
			}
		})
	})
}

// A stream that gets no answer times out at the request timeout, without
// a timer per request.
func TestH2LeanTimeout(t *testing.T) {
	t.Parallel()
	eachH2Transport(t, func(t *testing.T, tr h2Transport) {
		s := startRawH2(t, tr, nil, func(rc *rawConn, id uint32, path string, _ []byte, _ int) {
			if path != "/hang" {
				rc.respond(id, 200, "hello")
			}
		})
		begin := time.Now()
		out := rawRun(t, s.url+"/hang", `{"mode":"iterations","iterations":4,"concurrency":2}`, nil, 200*time.Millisecond, tr)
		if r := out.Report; r.ErrorCodes["TIMEOUT"] != 4 {
			t.Fatalf("errors %v, want 4 × TIMEOUT", r.ErrorCodes)
		}
		if d := time.Since(begin); d < 400*time.Millisecond || d > 2*time.Second {
			t.Fatalf("4 timeouts of 200 ms two at a time took %v", d)
		}
		if r := out.Report; r.Latency.P50 < 195 || r.Latency.P50 > 400 {
			t.Fatalf("timed-out latency p50 %v ms, want about 200", r.Latency.P50)
		}
	})
}

// The lean client and the net/http fallback agree against a real h2c
// server, TLS included (see TestHTTP2 for the wire checks).
func TestH2LeanUsedAndFallback(t *testing.T) {
	t.Parallel()
	tg := startH2CTarget(t)
	for _, std := range []bool{false, true} {
		p := mustPlan(t, `{"mode":"iterations","iterations":50,"concurrency":5}`)
		tgt, err := prepare(t.Context(), p, sender.Request{Method: "GET", URL: tg + "/", HTTPVersion: "http2", Timeout: 5 * time.Second}, Settings{})
		if err != nil {
			t.Fatal(err)
		}
		tgt.h2std = std
		e := newExecution(t.Context(), p, tgt, Settings{Now: time.Now})
		if (e.h2c == nil) != std {
			t.Fatalf("h2std %v: lean client %v", std, e.h2c != nil)
		}
		w := e.newWorker(0)
		for range 50 {
			w.h2Cycle(time.Time{})
		}
		e.cancel()
		win := e.col.NewWindow()
		e.col.Collect(win)
		if win.Requests != 50 || win.Errors() != 0 || win.BytesIn != 50*13 {
			t.Fatalf("h2std %v: %d requests, errors %v, %d bytes in", std, win.Requests, win.ErrorCodeMap(), win.BytesIn)
		}
	}
}

// startH2CTarget is a net/http h2c server answering 13 bytes.
func startH2CTarget(tb testing.TB) string {
	tb.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		tb.Fatal(err)
	}
	hello := []byte("Hello, World!")
	var protos http.Protocols
	protos.SetUnencryptedHTTP2(true)
	srv := &http.Server{
		Protocols: &protos,
		Handler:   http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) { _, _ = w.Write(hello) }),
	}
	go func() { _ = srv.Serve(ln) }() // ends with ErrServerClosed at the cleanup
	tb.Cleanup(func() { _ = srv.Close() })
	return "http://" + ln.Addr().String()
}

// BenchmarkH2Cycle is one virtual user's HTTP/2 request against an
// in-process net/http h2c target (its CPU included), over the lean client
// and over net/http's transport.
func BenchmarkH2Cycle(b *testing.B) {
	for _, c := range []struct {
		name string
		std  bool
	}{{"lean", false}, {"nethttp", true}} {
		b.Run(c.name, func(b *testing.B) {
			_, w := h2BenchWorker(b, c.std)
			w.h2Cycle(time.Time{})
			b.ReportAllocs()
			b.ResetTimer()
			for range b.N {
				w.h2Cycle(time.Time{})
			}
		})
	}
}

// BenchmarkH2Parallel is many virtual users sharing the run's client.
func BenchmarkH2Parallel(b *testing.B) {
	for _, c := range []struct {
		name string
		std  bool
	}{{"lean", false}, {"nethttp", true}} {
		b.Run(c.name, func(b *testing.B) {
			e, w0 := h2BenchWorker(b, c.std)
			w0.h2Cycle(time.Time{})
			var next atomic.Int64
			b.ReportAllocs()
			b.SetParallelism(16)
			b.ResetTimer()
			b.RunParallel(func(pb *testing.PB) {
				w := e.newWorker(int(next.Add(1)))
				for pb.Next() {
					w.h2Cycle(time.Time{})
				}
			})
		})
	}
}

func h2BenchWorker(b *testing.B, std bool) (*execution, *worker) {
	b.Helper()
	url := startH2CTarget(b)
	p, err := ParsePlan([]byte(`{"mode":"constant_concurrency","concurrency":1}`))
	if err != nil {
		b.Fatal(err)
	}
	t, err := prepare(b.Context(), p, sender.Request{Method: "GET", URL: url + "/", HTTPVersion: "http2", Timeout: 5 * time.Second}, Settings{})
	if err != nil {
		b.Fatal(err)
	}
	t.h2std = std
	e := newExecution(b.Context(), p, t, Settings{Now: time.Now})
	b.Cleanup(e.cancel)
	if e.h2 != nil {
		b.Cleanup(e.h2.CloseIdleConnections)
	}
	return e, e.newWorker(0)
}

// TestH2TransportSettingSelectsNetHTTP: Settings.H2Transport "nethttp"
// (the engine's SVC_ENGINE_H2_TRANSPORT) picks net/http's transport, and
// only for HTTP/2 targets; empty keeps the lean client.
func TestH2TransportSettingSelectsNetHTTP(t *testing.T) {
	p := mustPlan(t, `{"mode":"iterations","iterations":1,"concurrency":1}`)
	for _, c := range []struct {
		version, setting string
		want             bool
	}{{"http2", H2TransportNetHTTP, true}, {"http2", "", false}, {"http1.1", H2TransportNetHTTP, false}} {
		req := sender.Request{Method: "GET", URL: "http://127.0.0.1:1/", HTTPVersion: c.version, Timeout: time.Second}
		tg, err := prepare(t.Context(), p, req, Settings{H2Transport: c.setting})
		if err != nil {
			t.Fatal(err)
		}
		if tg.h2std != c.want {
			t.Errorf("httpVersion %s, H2Transport %q: net/http transport %v, want %v", c.version, c.setting, tg.h2std, c.want)
		}
	}
}

// TestH2LoopServes: the event loop serves HTTP/2 runs, h2c and TLS,
// closed and open loop; net/http's transport and the goroutines setting
// keep their own paths.
func TestH2LoopServes(t *testing.T) {
	tg := startH2CTarget(t)
	closed := mustPlan(t, `{"mode":"iterations","iterations":1,"concurrency":1}`)
	open := mustPlan(t, `{"mode":"constant_rps","targetRps":10,"duration":"1s"}`)
	for _, c := range []struct {
		name string
		url  string
		plan Plan
		s    Settings
		want bool
	}{
		{"h2c closed loop", tg, closed, Settings{}, runtime.GOOS == "linux"},
		{"goroutines setting", tg, closed, Settings{H2Transport: H2TransportGoroutines}, false},
		{"net/http setting", tg, closed, Settings{H2Transport: H2TransportNetHTTP}, false},
		{"open loop", tg, open, Settings{}, runtime.GOOS == "linux"},
		{"TLS", "https://127.0.0.1:1", closed, Settings{}, runtime.GOOS == "linux"},
	} {
		req := sender.Request{Method: "GET", URL: c.url + "/", HTTPVersion: "http2", Timeout: time.Second}
		tgt, err := prepare(t.Context(), c.plan, req, c.s)
		if err != nil {
			t.Fatal(err)
		}
		c.s.Now = time.Now
		e := newExecution(t.Context(), c.plan, tgt, c.s)
		l := newH2Loop(e)
		if got := l != nil; got != c.want {
			t.Errorf("%s: event loop %v, want %v", c.name, got, c.want)
		}
		if l != nil {
			l.shutdown()
		}
		e.cancel()
	}
}
