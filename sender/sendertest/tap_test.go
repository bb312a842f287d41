package sendertest

import (
	"bytes"
	"testing"

	"github.com/google/go-cmp/cmp"
	"golang.org/x/net/http2"
	"golang.org/x/net/http2/hpack"
)

// feeds splits a stream the ways a connection's reads might: whole, byte by
// byte, and in 7-byte pieces that straddle every boundary.
var feeds = []struct {
	name  string
	split func([]byte) [][]byte
}{
	{"in one read", func(b []byte) [][]byte { return [][]byte{b} }},
	{"a byte per read", func(b []byte) [][]byte { return pieces(b, 1) }},
	{"seven bytes per read", func(b []byte) [][]byte { return pieces(b, 7) }},
}

func pieces(b []byte, n int) [][]byte {
	var out [][]byte
	for len(b) > 0 {
		k := min(n, len(b))
		out = append(out, b[:k])
		b = b[k:]
	}
	return out
}

func TestH1CaptureParsesEveryHeadWhateverTheReads(t *testing.T) {
	stream := []byte("\r\nPOST /a HTTP/1.1\r\nHost: h\r\nZ: 1\r\nA:2\r\nZ: 3\r\n  folded\r\nTransfer-Encoding: gzip, chunked\r\n\r\n" +
		"3\r\nabc\r\nA;x=y\r\n0123456789\r\n0\r\nT: 1\r\n\r\n" +
		"PUT /b HTTP/1.1\nContent-Length: 5\n\nP: 1\n" +
		"GET /c HTTP/1.0\r\n\r\n")
	want := []wireHead{
		{method: "POST", target: "/a", header: [][2]string{{"Host", "h"}, {"Z", "1"}, {"A", "2"}, {"Z", "3 folded"}, {"Transfer-Encoding", "gzip, chunked"}}},
		{method: "PUT", target: "/b", header: [][2]string{{"Content-Length", "5"}}},
		{method: "GET", target: "/c"},
	}
	for _, f := range feeds {
		t.Run(f.name, func(t *testing.T) {
			var c h1Capture
			for _, p := range f.split(stream) {
				c.feed(p)
			}
			if c.st == h1Broken {
				t.Fatal("the capture gave up")
			}
			if diff := cmp.Diff(want, c.heads, cmp.AllowUnexported(wireHead{})); diff != "" {
				t.Errorf("heads (-want +got):\n%s", diff)
			}
		})
	}
}

func TestH1CaptureClaimSkipsHeadsWithoutAHandler(t *testing.T) {
	var c h1Capture
	c.feed([]byte("OPTIONS * HTTP/1.1\r\nHost: h\r\n\r\nGET /x HTTP/1.1\r\nHost: h\r\nX: 1\r\n\r\n"))
	h, ok := c.claim("GET", "/x")
	if !ok || !cmp.Equal(h.header, [][2]string{{"Host", "h"}, {"X", "1"}}) {
		t.Fatalf("claim GET /x = %+v, %v", h, ok)
	}
	if _, ok := c.claim("GET", "/x"); ok {
		t.Error("a head was claimed twice")
	}
}

func TestH2CaptureDecodesEveryHeaderBlockWhateverTheReads(t *testing.T) {
	var buf, block bytes.Buffer
	buf.WriteString(http2.ClientPreface)
	fr := http2.NewFramer(&buf, nil)
	enc := hpack.NewEncoder(&block)
	encode := func(fields ...string) []byte {
		block.Reset()
		for i := 0; i+1 < len(fields); i += 2 {
			_ = enc.WriteField(hpack.HeaderField{Name: fields[i], Value: fields[i+1]})
		}
		return bytes.Clone(block.Bytes())
	}
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(fr.WriteSettings(http2.Setting{ID: http2.SettingInitialWindowSize, Val: 1 << 20}))
	// Stream 1: HEADERS split over CONTINUATION, a DATA frame, then trailers.
	b := encode(":method", "POST", ":path", "/one", ":authority", "h", "z", "1", "a", "2", "z", "3")
	must(fr.WriteHeaders(http2.HeadersFrameParam{StreamID: 1, BlockFragment: b[:3], PadLength: 2, Priority: http2.PriorityParam{Weight: 1}}))
	must(fr.WriteContinuation(1, true, b[3:]))
	must(fr.WriteData(1, false, make([]byte, 40_000%16_384)))
	must(fr.WriteHeaders(http2.HeadersFrameParam{StreamID: 1, BlockFragment: encode("trailer", "t"), EndStream: true, EndHeaders: true}))
	must(fr.WritePing(false, [8]byte{}))
	// Stream 3 reuses dynamic-table entries from stream 1.
	must(fr.WriteHeaders(http2.HeadersFrameParam{StreamID: 3, BlockFragment: encode(":method", "GET", ":path", "/two", "a", "2", "z", "1"), EndStream: true, EndHeaders: true}))
	stream := buf.Bytes()

	want := []h2Stream{
		{id: 1, head: wireHead{method: "POST", target: "/one", header: [][2]string{{"z", "1"}, {"a", "2"}, {"z", "3"}}}},
		{id: 3, head: wireHead{method: "GET", target: "/two", header: [][2]string{{"a", "2"}, {"z", "1"}}}},
	}
	for _, f := range feeds {
		t.Run(f.name, func(t *testing.T) {
			c := h2Capture{dec: hpack.NewDecoder(4096, nil)}
			for _, p := range f.split(stream) {
				c.feed(p)
			}
			if c.broken {
				t.Fatal("the capture gave up")
			}
			if diff := cmp.Diff(want, c.streams, cmp.AllowUnexported(h2Stream{}, wireHead{})); diff != "" {
				t.Errorf("streams (-want +got):\n%s", diff)
			}
		})
	}
}
