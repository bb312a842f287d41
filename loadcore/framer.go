package loadcore

import "errors"

// Framer is the HTTP/1.1 response framer of the load paths (h1frame.go)
// for a caller that owns its connection and its reads: the scenario's
// lean load path. It reads what the load paths read the same way
// (interim responses skipped, HEAD, 204 and 304 without a body, chunked,
// Content-Length or identity bodies, Connection: close), keeps the final
// head in place for the caller to look at, and keeps the body only when
// asked (KeepBody). One goroutine uses it at a time.
type Framer struct {
	f     h1Framer
	hp    headParser
	keep  bool
	body  []byte
	total int64
}

// Frame events: what Next found.
const (
	FrameMore = frMore // read more bytes (Space, Filled)
	FrameHead = frHead // a final head: Status, Close and Head are known
	FrameDone = frDone // the response is complete
	FrameBad  = frBad  // the response is malformed (Err)
)

// maxFramerHead bounds a response head the Framer grows its buffer for
// (the sender's own limit).
const maxFramerHead = 1 << 20

// ErrHeadTooLarge is Next's failure for a response head over 1 MiB.
var ErrHeadTooLarge = errors.New("response head over 1 MiB")

// NewFramer returns a framer for the responses to requests of method
// HEAD (head true: no response has a body) or of another method.
func NewFramer(head bool) *Framer {
	return &Framer{f: h1Framer{buf: make([]byte, h1ReadBuffer), head: head}}
}

// Reset readies the framer for a new connection.
func (fr *Framer) Reset() { fr.f.reset() }

// Space returns the room to read into; the buffer grows when an unread
// head fills it, up to 1 MiB (then Space is empty).
func (fr *Framer) Space() []byte {
	p := fr.f.space()
	if len(p) == 0 && len(fr.f.buf) < maxFramerHead {
		nb := make([]byte, 2*len(fr.f.buf))
		fr.f.n = copy(nb, fr.f.buf[fr.f.r:fr.f.n])
		fr.f.r = 0
		fr.f.buf = nb
		p = fr.f.buf[fr.f.n:]
	}
	return p
}

// Filled records k bytes read into Space.
func (fr *Framer) Filled(k int) { fr.f.filled(k) }

// Buffered says whether unread bytes wait in the buffer.
func (fr *Framer) Buffered() bool { return fr.f.buffered() }

// AtEOF says whether the connection's end completes the response (an
// identity body); otherwise the response was cut short.
func (fr *Framer) AtEOF() bool { return fr.f.atEOF() }

// Begin readies the framer for the next response: keep says whether its
// body bytes are kept (Body).
func (fr *Framer) Begin(keep bool) {
	fr.keep, fr.body, fr.total = keep, fr.body[:0], 0
}

// KeepBody decides, after FrameHead, whether the body bytes are kept.
func (fr *Framer) KeepBody(keep bool) { fr.keep = keep }

// Next parses the unread bytes up to the next event.
func (fr *Framer) Next() uint8 { return fr.f.advance(fr, &fr.hp) }

// Status is the final head's status code.
func (fr *Framer) Status() int { return fr.f.status }

// Close says whether the connection ends after this response.
func (fr *Framer) Close() bool { return fr.f.close }

// Head returns the final head's bytes, status line to empty line; valid
// from FrameHead until the next Space.
func (fr *Framer) Head() []byte { return fr.f.buf[fr.f.headAt:fr.f.r] }

// Body returns the kept body bytes (transfer coding undone).
func (fr *Framer) Body() []byte { return fr.body }

// BodyLen is the count of body bytes of the response so far, kept or
// not.
func (fr *Framer) BodyLen() int64 { return fr.total }

// Err is why Next said FrameBad.
func (fr *Framer) Err() error { return fr.f.err }

// consume counts and, when asked, keeps body bytes.
func (fr *Framer) consume(p []byte) bool {
	fr.total += int64(len(p))
	if fr.keep {
		fr.body = append(fr.body, p...)
	}
	return false
}

// SetHead says whether the next responses answer HEAD requests (no body).
func (fr *Framer) SetHead(head bool) { fr.f.head = head }
