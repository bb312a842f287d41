package loadcore

import (
	"bytes"
	"errors"
	"strings"
	"testing"
)

// frameCase is a response byte stream and what the framer must make of
// it: the statuses of the responses it completes, in order, and the
// framing failure it ends in, if any.
type frameCase struct {
	name   string
	head   bool // the request was HEAD
	stream string
	eof    bool  // the connection ends after stream
	want   []int // the statuses completed
	close  bool  // the last response ends the connection
	bad    error // the framing failure at the end, if any
}

var frameCases = []frameCase{
	{name: "content-length", stream: "HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nhello", want: []int{200}},
	{name: "chunked with trailers", stream: "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5;x=1\r\nhello\r\nA\r\n0123456789\r\n0\r\nX-Sum: 1\r\nX-B: 2\r\n\r\n", want: []int{200}},
	{name: "204 ignores a length", stream: "HTTP/1.1 204 No Content\r\nContent-Length: 4\r\n\r\n", want: []int{204}},
	{name: "304", stream: "HTTP/1.1 304 Not Modified\r\nETag: \"x\"\r\n\r\n", want: []int{304}},
	{name: "HEAD", head: true, stream: "HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n", want: []int{200}},
	{name: "interim responses skipped", stream: "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 103 Early Hints\r\nLink: </a>\r\n\r\nHTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok", want: []int{200}},
	{name: "101 ends the connection", stream: "HTTP/1.1 101 Switching Protocols\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n", want: []int{101}, close: true},
	{name: "identity to EOF", stream: "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\n\r\nthe body ends with the connection", eof: true, want: []int{200}, close: true},
	{name: "connection close", stream: "HTTP/1.1 200 OK\r\nConnection: close\r\nContent-Length: 2\r\n\r\nok", want: []int{200}, close: true},
	{name: "HTTP/1.0 through fasthttp's parser", stream: "HTTP/1.0 200 OK\r\nContent-Length: 2\r\n\r\nok", want: []int{200}, close: true},
	{name: "pipelined", stream: "HTTP/1.1 200 OK\r\nContent-Length: 1\r\n\r\naHTTP/1.1 201 Created\r\nTransfer-Encoding: chunked\r\n\r\n1\r\nb\r\n0\r\n\r\nHTTP/1.1 204 No Content\r\n\r\n", want: []int{200, 201, 204}},
	// The memo (scan) answers a head byte-equal to the last one; these
	// differ from it in one byte of the length or status, or in a line.
	{name: "repeated heads one byte apart", stream: "HTTP/1.1 200 OK\r\nContent-Length: 1\r\n\r\naHTTP/1.1 200 OK\r\nContent-Length: 1\r\n\r\nb" +
		"HTTP/1.1 200 OK\r\nContent-Length: 3\r\n\r\ncdeHTTP/1.1 201 OK\r\nContent-Length: 3\r\n\r\nfghHTTP/1.1 201 OK\r\nContent-Length: 3\r\n\r\nijk" +
		"HTTP/1.1 201 OK\r\nContent-Length: 3\r\nConnection: close\r\n\r\nlmn", want: []int{200, 200, 200, 201, 201, 201}, close: true},
	{name: "malformed chunk size", stream: "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n", bad: errBadChunk},
	{name: "malformed head", stream: "HTTP/1.1 200 OK\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n", bad: errMalformed},
	{name: "cut short", stream: "HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nhel", eof: true},
}

// frameAll feeds stream to a framer in pieces cut at cuts (ascending
// offsets) and returns the statuses completed, whether the last ends the
// connection and the failure it ends in.
func frameAll(tb testing.TB, c frameCase, cuts []int) (got []int, closed bool, bad error) {
	tb.Helper()
	w := &worker{e: &execution{t: &target{}}}
	f := newH1Framer(&target{head: c.head})
	hp := new(headParser)
	prev := 0
	feed := func(p string) {
		for len(p) > 0 && bad == nil {
			room := f.space()
			if len(room) == 0 {
				bad = errHeadTooLarge
				return
			}
			k := copy(room, p)
			f.filled(k)
			p = p[k:]
			for bad == nil {
				ev := f.advance(w, hp)
				switch ev {
				case frDone:
					got, closed = append(got, f.status), f.close
				case frBad:
					bad = f.err
				}
				if ev == frMore || ev == frBad {
					break
				}
			}
		}
	}
	for _, cut := range append(cuts, len(c.stream)) {
		feed(c.stream[prev:cut])
		prev = cut
	}
	if c.eof && bad == nil {
		if f.atEOF() {
			got, closed = append(got, f.status), true
		} else {
			bad = errCutShort
		}
	}
	return got, closed, bad
}

// errCutShort stands for the connection ending inside a response.
var errCutShort = errors.New("the connection ended inside a response")

// Every case gives the same answer whole, cut at any one byte, and a byte
// at a time: reads may end anywhere.
func TestFramerSplitReads(t *testing.T) {
	t.Parallel()
	for _, c := range frameCases {
		check := func(how string, cuts []int) {
			got, closed, bad := frameAll(t, c, cuts)
			if !equalInts(got, c.want) || (len(got) > 0 && closed != c.close) || !sameErr(bad, c.bad, c.eof && len(c.want) == 0) {
				t.Errorf("%s, %s: statuses %v close %v err %v; want %v close %v err %v", c.name, how, got, closed, bad, c.want, c.close, c.bad)
			}
		}
		check("whole", nil)
		for i := 1; i < len(c.stream); i++ {
			check("cut at "+itoa(i), []int{i})
		}
		var each []int
		for i := 1; i < len(c.stream); i++ {
			each = append(each, i)
		}
		check("a byte at a time", each)
	}
}

// FuzzFramerSplits holds the framer to one answer however the bytes are
// cut into reads: whole, a byte at a time, and at two cut points the
// fuzzer picks.
func FuzzFramerSplits(f *testing.F) {
	for _, c := range frameCases {
		f.Add([]byte(c.stream), c.head, uint16(len(c.stream)/3), uint16(len(c.stream)/2))
	}
	f.Fuzz(func(t *testing.T, stream []byte, head bool, a, b uint16) {
		c := frameCase{stream: string(stream), head: head, eof: true}
		each := make([]int, 0, len(stream))
		for i := 1; i < len(stream); i++ {
			each = append(each, i)
		}
		wholeGot, wholeClosed, wholeBad := frameAll(t, c, nil)
		cutA, cutB := min(int(a), len(stream)), min(int(b), len(stream))
		for _, cuts := range [][]int{each, {min(cutA, cutB), max(cutA, cutB)}} {
			got, closed, bad := frameAll(t, c, cuts)
			if !equalInts(got, wholeGot) || closed != wholeClosed || errText(bad) != errText(wholeBad) {
				t.Fatalf("%q cut at %v: %v %v %v; whole: %v %v %v", stream, cuts, got, closed, bad, wholeGot, wholeClosed, wholeBad)
			}
		}
	})
}

func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

// sameErr compares a framing failure with the wanted one; cutShort means
// the stream ends inside a response.
func sameErr(got, want error, cutShort bool) bool {
	switch {
	case cutShort:
		return errors.Is(got, errCutShort)
	case want == nil:
		return got == nil
	}
	return got != nil && strings.HasPrefix(got.Error(), want.Error())
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// A head larger than the buffer leaves no room to read into.
func TestFramerHeadTooLarge(t *testing.T) {
	t.Parallel()
	f := newH1Framer(&target{})
	w := &worker{e: &execution{t: &target{}}}
	head := "HTTP/1.1 200 OK\r\nX-Big: " + strings.Repeat("a", h1ReadBuffer)
	for len(f.space()) > 0 {
		k := copy(f.space(), head)
		f.filled(k)
		head = head[k:]
		if ev := f.advance(w, new(headParser)); ev != frMore {
			t.Fatalf("advance = %d on a partial head, want frMore", ev)
		}
	}
	if f.r != 0 || f.n != h1ReadBuffer {
		t.Fatalf("a full buffer of head: r %d n %d", f.r, f.n)
	}
}

// scan answers what scanHead answers, from the memo or not, over a run
// of heads where each may repeat the last, differ from it in a byte, or
// extend it; with bytes of the next response behind it or cut short.
func TestFramerScanMemo(t *testing.T) {
	t.Parallel()
	heads := []string{
		"HTTP/1.1 200 OK\r\nContent-Length: 13\r\n\r\n",
		"HTTP/1.1 200 OK\r\nContent-Length: 13\r\n\r\n",
		"HTTP/1.1 200 OK\r\nContent-Length: 14\r\n\r\n",
		"HTTP/1.1 404 OK\r\nContent-Length: 14\r\n\r\n",
		"HTTP/1.1 404 OK\r\nContent-Length: 14\r\nConnection: close\r\n\r\n",
		"HTTP/1.1 404 OK\r\nContent-Length: 14\r\n\r\n",
		"HTTP/1.1 404 OK\r\nTransfer-Encoding: chunked\r\n\r\n",
		"HTTP/1.0 404 OK\r\nContent-Length: 14\r\n\r\n", // not plain: the memo stays
		"HTTP/1.1 404 OK\r\nTransfer-Encoding: chunked\r\n\r\n",
		"HTTP/1.1 200 OK\r\nX-Big: " + strings.Repeat("a", maxMemoHead) + "\r\nContent-Length: 1\r\n\r\n", // too big to keep
		"HTTP/1.1 404 OK\r\nTransfer-Encoding: chunked\r\n\r\n",
	}
	f := newH1Framer(&target{})
	hits := 0
	for i, head := range heads {
		for _, p := range []string{head[:len(head)-1], head + "HTTP/1.1 200 OK\r\n", head} {
			memo := len(f.memo) > 0 && strings.HasPrefix(p, string(f.memo))
			h, n := f.scan([]byte(p))
			wh, wn := scanHead([]byte(p))
			if h != wh || n != wn {
				t.Fatalf("head %d: scan(%q) = %+v, %d; scanHead %+v, %d", i, p, h, n, wh, wn)
			}
			if memo {
				hits++
			}
		}
	}
	if hits < 6 {
		t.Fatalf("the memo answered %d scans, want at least 6 (the repeated heads)", hits)
	}
}

// BenchmarkH1Framer is the framer's own cost per response, from memory:
// no socket, no clock, no recording. In "content-length" the head
// repeats (scan's memo answers it); in "head varies" each differs from
// the last (scanHead reads it and the memo copies it).
func BenchmarkH1Framer(b *testing.B) {
	for _, c := range []struct{ name, resp string }{
		{"content-length", "HTTP/1.1 200 OK\r\nServer: fasthttp\r\nDate: Thu, 26 Nov 2026 04:00:00 GMT\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: 13\r\n\r\nHello, World!"},
		{"chunked", "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nHello\r\n8;ext=1\r\n, World!\r\n0\r\nX-T: 1\r\n\r\n"},
		{"head varies", "HTTP/1.1 200 OK\r\nServer: fasthttp\r\nDate: Thu, 26 Nov 2026 04:00:00 GMT\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: 13\r\n\r\nHello, World!"},
	} {
		b.Run(c.name, func(b *testing.B) {
			w := &worker{e: &execution{t: &target{}}}
			f := newH1Framer(&target{})
			hp := new(headParser)
			resp := []byte(c.resp)
			date := bytes.Index(resp, []byte("04:00:00"))
			b.ReportAllocs()
			for b.Loop() {
				if c.name == "head varies" {
					resp[date+7] ^= 1 // 04:00:00 and 04:00:01 in turn
				}
				f.filled(copy(f.space(), resp))
				for ev := f.advance(w, hp); ev != frDone; ev = f.advance(w, hp) {
					if ev != frHead {
						b.Fatalf("event %d", ev)
					}
				}
			}
		})
	}
}
