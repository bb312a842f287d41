package loadcore

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"

	"github.com/valyala/fasthttp"

	"github.com/svc-engine/svc-engine/metrics"
)

// The HTTP/1.1 response framer: the one reading of a response's bytes
// that both load paths share. The event loop (evloop_linux.go) fills its
// buffer from non-blocking reads as epoll says a socket is readable; the
// goroutine path (h1.go) from blocking reads on its connection. Each then
// calls advance until it asks for more bytes, and acts on what advance
// says: a final head (decide the sample, arm a stream's cap), a complete
// response (record it), a capped stream, a malformed response. What a
// response is, where it ends and whether the connection goes on after
// it is decided here alone:
//
//   - interim responses (1xx other than 101) are skipped: the final one
//     follows on the same connection;
//   - 101 Switching Protocols is recorded as its status, without a body,
//     and ends the connection: a load run cannot speak the upgraded
//     protocol;
//   - HEAD requests and 204 and 304 responses have no body;
//   - a chunked body ends after its last chunk and trailer fields;
//   - a Content-Length body after that many bytes;
//   - a body with neither runs to the end of the connection (identity),
//     which then closes;
//   - Connection: close (or an HTTP/1.0 head without keep-alive) ends the
//     connection after the response.
//
// A plain head is read in place by scanHead; any other head, and a
// redirect whose Location is needed, goes through fasthttp's parser.

// Parse states of a response.
const (
	psHead uint8 = iota
	psBody
	psChunkSize
	psChunkData
	psChunkCRLF
	psTrailer
	psEOF
)

// maxChunkLine bounds a chunk-size or trailer line.
const maxChunkLine = 4 << 10

// What advance found.
const (
	frMore   uint8 = iota // the bytes so far end inside a response: read more
	frHead                // a final head: f.status and f.close are known, the body follows
	frDone                // the response is complete
	frCapped              // the worker's consume reached a stream cap
	frBad                 // the response is malformed (f.err)
)

// Framing failures. They end the connection and fail the request with
// CONNECTION_FAILED (framingError).
var (
	errBadChunk     = errors.New("malformed chunked body")
	errHeadTooLarge = errors.New("the response head is larger than the 8 KiB read buffer")
	errMalformed    = errors.New("malformed response head")
)

// h1Framer reads the responses of one connection from its buffer. Bytes
// read are appended at buf[n:] (space, filled) and buf[r:n] is what is
// unread.
type h1Framer struct {
	buf  []byte
	r, n int
	// read counts the bytes read on the connection, last its value at the
	// end of the previous response (bytesIn).
	read, last int64

	ps     uint8
	remain int64 // body or chunk bytes still to come, CRLF bytes after a chunk
	status int
	close  bool   // the connection ends after this response
	loc    []byte // a redirect's Location (follow only), kept until the next head
	err    error  // why advance said frBad
	headAt int    // where the last head read starts in buf (valid at frHead)

	head   bool // the requests are HEAD: no response has a body
	follow bool // redirects are followed: their Location is kept

	// memo is the last plain head scanHead read on the connection (at
	// most maxMemoHead bytes) and memoInfo what it said of it (see scan).
	memo     []byte
	memoInfo headInfo
}

// maxMemoHead bounds the head a framer keeps a copy of (scan).
const maxMemoHead = 512

// newH1Framer returns a framer for connections to t, with its buffer.
func newH1Framer(t *target) h1Framer {
	return h1Framer{buf: make([]byte, h1ReadBuffer), head: t.head, follow: t.follow}
}

// reset readies f for a new connection.
func (f *h1Framer) reset() {
	f.r, f.n, f.read, f.last, f.ps = 0, 0, 0, 0, psHead
}

// space returns the room to read into: the unread bytes move to the
// front when the buffer is full. It is empty when an unread head fills
// the whole buffer (errHeadTooLarge).
func (f *h1Framer) space() []byte {
	if f.r == f.n {
		f.r, f.n = 0, 0
	} else if f.n == len(f.buf) && f.r > 0 {
		f.n = copy(f.buf, f.buf[f.r:f.n])
		f.r = 0
	}
	return f.buf[f.n:]
}

// filled records k bytes read into space.
func (f *h1Framer) filled(k int) {
	f.n += k
	f.read += int64(k)
}

// buffered says whether unread bytes wait in the buffer.
func (f *h1Framer) buffered() bool { return f.r < f.n }

// bytesIn returns the bytes of the response that just completed: those
// read since the previous one ended, less what is still unread (the next
// pipelined response's).
func (f *h1Framer) bytesIn() int64 {
	end := f.read - int64(f.n-f.r)
	in := end - f.last
	f.last = end
	return in
}

// atEOF says whether the connection's end completes the response: its body
// runs to the end of the connection. Otherwise the response was cut short.
func (f *h1Framer) atEOF() bool {
	if f.ps != psEOF {
		return false
	}
	f.ps = psHead
	return true
}

// bodyConsumer sees the body bytes advance frames: the load worker, or
// the scenario's lean path (Framer). consume returns true to stop the
// response at a stream cap.
type bodyConsumer interface {
	consume(p []byte) bool
}

// advance parses the unread bytes: it skips interim responses, passes body
// bytes to w.consume, and stops at the first thing its caller acts on.
// hp parses what scanHead leaves alone; it is the caller's (the event loop
// shares one among its connections).
func (f *h1Framer) advance(w bodyConsumer, hp *headParser) uint8 {
	for {
		avail := f.buf[f.r:f.n]
		switch f.ps {
		case psHead:
			h, end := f.scan(avail)
			if end == 0 {
				return frMore
			}
			viaParser := end < 0 || (f.follow && isRedirect(h.status))
			if viaParser {
				if end = headEnd(avail); end < 0 {
					return frMore
				}
				var err error
				if h, err = hp.parse(avail[:end]); err != nil {
					f.err = fmt.Errorf("%w: %w", errMalformed, err)
					return frBad
				}
			}
			f.headAt = f.r
			f.r += end
			f.status, f.close = h.status, h.close
			if f.status < 200 && f.status != 101 {
				continue // an interim response: the final one follows
			}
			switch cl := h.contentLength; {
			case f.head || f.status == 204 || f.status == 304:
				f.ps = psBody
				f.remain = 0
			case f.status == 101:
				f.ps, f.remain, f.close = psBody, 0, true
			case cl >= 0:
				f.ps, f.remain = psBody, cl
			case cl == -1:
				f.ps = psChunkSize
			default: // identity: the body runs to the end of the connection
				f.ps, f.close = psEOF, true
			}
			if f.follow && isRedirect(f.status) {
				f.loc = append(f.loc[:0], hp.hdr.Peek("Location")...)
			}
			return frHead
		case psBody, psChunkData:
			if k := int(min(f.remain, int64(len(avail)))); k > 0 {
				f.r += k
				f.remain -= int64(k)
				if w.consume(avail[:k]) {
					return frCapped
				}
			}
			if f.remain > 0 {
				return frMore
			}
			if f.ps == psBody {
				f.ps = psHead
				return frDone
			}
			f.ps, f.remain = psChunkCRLF, 2
		case psChunkCRLF:
			k := int(min(f.remain, int64(len(avail))))
			f.r += k
			f.remain -= int64(k)
			if f.remain > 0 {
				return frMore
			}
			f.ps = psChunkSize
		case psChunkSize, psTrailer:
			i := bytes.IndexByte(avail, '\n')
			if i < 0 {
				if len(avail) > maxChunkLine {
					f.err = errBadChunk
					return frBad
				}
				return frMore
			}
			line := avail[:i+1]
			f.r += i + 1
			if f.ps == psTrailer {
				if len(line) <= 2 { // the empty line after the trailer fields
					f.ps = psHead
					return frDone
				}
				continue
			}
			size, ok := chunkSize(line)
			if !ok {
				f.err = errBadChunk
				return frBad
			}
			if size == 0 {
				f.ps = psTrailer
			} else {
				f.ps, f.remain = psChunkData, size
			}
		default: // psEOF
			f.r = f.n
			if len(avail) > 0 && w.consume(avail) {
				return frCapped
			}
			return frMore
		}
	}
}

// scan is scanHead(p), answered from the memo when p starts with the
// bytes of the last plain head: scanHead reads nothing past a head's
// empty line, so the same bytes get the same answer. A load run's
// responses mostly repeat their head byte for byte (a server's Date
// changes once a second), and one comparison costs a fraction of the
// line-by-line scan. A plain head that differs replaces the memo.
func (f *h1Framer) scan(p []byte) (headInfo, int) {
	if m := len(f.memo); m > 0 && len(p) >= m && bytes.Equal(p[:m], f.memo) {
		return f.memoInfo, m
	}
	h, n := scanHead(p)
	if n > 0 && n <= maxMemoHead {
		if f.memo == nil {
			f.memo = make([]byte, 0, maxMemoHead) // once per connection slot
		}
		f.memo, f.memoInfo = append(f.memo[:0], p[:n]...), h
	}
	return h, n
}

// framingError is the failure a framing error records.
func framingError(err error) *errWithCode {
	return &errWithCode{code: metrics.ErrConnectionFailed, msg: err.Error()}
}

// headParser parses the heads scanHead leaves alone with fasthttp's
// parser; hdr holds the last one.
type headParser struct {
	hdr fasthttp.ResponseHeader
	src sliceReader
	br  *bufio.Reader
}

// parse parses a whole response head.
func (hp *headParser) parse(p []byte) (headInfo, error) {
	if hp.br == nil {
		hp.br = bufio.NewReaderSize(&hp.src, h1ReadBuffer)
	}
	hp.src.p = p
	hp.br.Reset(&hp.src)
	if err := hp.hdr.Read(hp.br); err != nil {
		return headInfo{}, err
	}
	return headInfo{status: hp.hdr.StatusCode(), contentLength: int64(hp.hdr.ContentLength()), close: hp.hdr.ConnectionClose()}, nil
}

// sliceReader serves a response head to fasthttp's parser.
type sliceReader struct{ p []byte }

func (s *sliceReader) Read(b []byte) (int, error) {
	if len(s.p) == 0 {
		return 0, io.EOF
	}
	n := copy(b, s.p)
	s.p = s.p[n:]
	return n, nil
}

// headEnd returns the length of the response head at the start of p (up
// to and including its empty line, "\r\n" or "\n"), or -1 while it is
// incomplete. It looks line by line, never past the head: pipelined
// responses queue up behind it in the same buffer.
func headEnd(p []byte) int {
	for i := 0; ; {
		k := bytes.IndexByte(p[i:], '\n')
		if k < 0 {
			return -1
		}
		i += k + 1 // the start of the next line
		switch {
		case i < len(p) && p[i] == '\n':
			return i + 1
		case i+1 < len(p) && p[i] == '\r' && p[i+1] == '\n':
			return i + 2
		}
	}
}

// chunkSize parses a chunk-size line (hex digits, optional extensions).
func chunkSize(line []byte) (int64, bool) {
	var n int64
	digits := 0
	for _, b := range line {
		var v byte
		switch {
		case b >= '0' && b <= '9':
			v = b - '0'
		case b >= 'a' && b <= 'f':
			v = b - 'a' + 10
		case b >= 'A' && b <= 'F':
			v = b - 'A' + 10
		default:
			return n, digits > 0 && digits <= 15
		}
		n = n<<4 | int64(v)
		digits++
	}
	return n, false
}
