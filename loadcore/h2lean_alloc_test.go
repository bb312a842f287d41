//go:build !race

package loadcore

import (
	"bufio"
	"crypto/tls"
	"encoding/binary"
	"io"
	"net"
	"strings"
	"testing"
	"time"

	"golang.org/x/net/http2"
)

// cannedH2Target answers every request stream with ":status 200" and a
// 13-byte body, allocating nothing per request, so an allocation count
// over a cycle is the client's.
func cannedH2Target(tb testing.TB) string {
	tb.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		tb.Fatal(err)
	}
	return serveCannedH2(tb, ln)
}

// cannedH2TLSTarget is cannedH2Target over TLS (ALPN h2, a self-signed
// certificate).
func cannedH2TLSTarget(tb testing.TB) string {
	tb.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		tb.Fatal(err)
	}
	conf := &tls.Config{Certificates: []tls.Certificate{selfSigned(tb)}, NextProtos: []string{"h2"}}
	return "https://" + strings.TrimPrefix(serveCannedH2(tb, tls.NewListener(ln, conf)), "http://")
}

// serveCannedH2 serves the canned answers on ln until the test ends.
func serveCannedH2(tb testing.TB, ln net.Listener) string {
	tb.Cleanup(func() { _ = ln.Close() }) // ends the accept loop
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			go func() {
				defer func() { _ = c.Close() }() // the client sees the close; its error adds nothing
				br := bufio.NewReaderSize(c, 64<<10)
				if _, err := br.Discard(len(http2.ClientPreface)); err != nil {
					return
				}
				out := appendFrameHeader(nil, 0, http2.FrameSettings, 0, 0)
				resp := appendFrameHeader(nil, 1, http2.FrameHeaders, http2.FlagHeadersEndHeaders, 0)
				resp = append(resp, 0x88) // :status 200, static table
				resp = appendFrameHeader(resp, 13, http2.FrameData, http2.FlagDataEndStream, 0)
				resp = append(resp, "Hello, World!"...)
				if _, err := c.Write(out); err != nil {
					return
				}
				var h [9]byte
				for {
					out = out[:0]
					for {
						if _, err := io.ReadFull(br, h[:]); err != nil {
							return
						}
						n := int(h[0])<<16 | int(h[1])<<8 | int(h[2])
						if _, err := br.Discard(n); err != nil {
							return
						}
						typ, flags := http2.FrameType(h[3]), http2.Flags(h[4])
						switch {
						case typ == http2.FrameSettings && flags&http2.FlagSettingsAck == 0:
							out = appendFrameHeader(out, 0, http2.FrameSettings, http2.FlagSettingsAck, 0)
						case (typ == http2.FrameHeaders || typ == http2.FrameData) && flags&http2.FlagHeadersEndStream != 0:
							at := len(out)
							out = append(out, resp...)
							id := binary.BigEndian.Uint32(h[5:])
							binary.BigEndian.PutUint32(out[at+5:], id)
							binary.BigEndian.PutUint32(out[at+9+1+5:], id)
						}
						if br.Buffered() < 9 {
							break
						}
					}
					if len(out) > 0 {
						if _, err := c.Write(out); err != nil {
							return
						}
					}
				}
			}()
		}
	}()
	return "http://" + ln.Addr().String()
}

func TestH2LeanCycleDoesNotAllocate(t *testing.T) {
	url := cannedH2Target(t)
	for _, stream := range []bool{false, true} {
		p := mustPlan(t, `{"mode":"constant_concurrency","concurrency":1}`)
		tg, err := prepare(t.Context(), p, getRequest(url+"/"), Settings{})
		if err != nil {
			t.Fatal(err)
		}
		tg.h2 = true
		tg.stream = stream
		tg.maxEvts, tg.maxSDur = defaultMaxStreamEvents, defaultMaxStreamDuration
		e := newExecution(t.Context(), p, tg, Settings{Now: time.Now})
		w := e.newWorker(0)
		w.h2Cycle(time.Time{}) // dial outside the measurement
		if n := testing.AllocsPerRun(2000, func() { w.h2Cycle(time.Time{}) }); n > 0.05 {
			t.Errorf("stream %v: %v allocations per HTTP/2 cycle, want 0", stream, n)
		}
		e.cancel()
		win := e.col.NewWindow()
		e.col.Collect(win)
		if win.Errors() != 0 || win.Requests < 2000 || win.Status[200] < 2000 {
			t.Errorf("stream %v: %d requests, errors %v", stream, win.Requests, win.ErrorCodeMap())
		}
	}
}

// BenchmarkH2CycleCanned is the client's own cost per request against a
// target that does next to nothing, over the lean client and over
// net/http's transport.
func BenchmarkH2CycleCanned(b *testing.B) {
	url := cannedH2Target(b)
	for _, c := range []struct {
		name string
		std  bool
	}{{"lean", false}, {"nethttp", true}} {
		b.Run(c.name, func(b *testing.B) {
			p, err := ParsePlan([]byte(`{"mode":"constant_concurrency","concurrency":1}`))
			if err != nil {
				b.Fatal(err)
			}
			tg, err := prepare(b.Context(), p, getRequest(url+"/"), Settings{})
			if err != nil {
				b.Fatal(err)
			}
			tg.h2, tg.h2std = true, c.std
			e := newExecution(b.Context(), p, tg, Settings{Now: time.Now})
			b.Cleanup(e.cancel)
			b.Cleanup(e.h2.CloseIdleConnections)
			w := e.newWorker(0)
			w.h2Cycle(time.Time{})
			b.ReportAllocs()
			b.ResetTimer()
			for range b.N {
				w.h2Cycle(time.Time{})
			}
		})
	}
}
