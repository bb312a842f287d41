package sender

import (
	"bufio"
	"compress/flate"
	"compress/gzip"
	"context"
	"encoding/base64"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/andybalholm/brotli"
	"github.com/klauspost/compress/zstd"
)

// Event is one server-sent event of a streamed response.
type Event struct {
	ID    string  `json:"id,omitempty"`
	Event string  `json:"event,omitempty"`
	Data  string  `json:"data"`
	AtMs  float64 `json:"atMs"` // since the first response byte
}

// readResponse reads the body (decoded, cut at MaxBodyBytes) or the event
// stream, and fills the response.
func (c *Client) readResponse(ctx context.Context, hr *http.Response, r Request, s Settings, ph *phases) Response {
	defer func() { _ = hr.Body.Close() }() // what was read is all there is; a close error adds nothing
	res := Response{StatusCode: hr.StatusCode, StatusText: http.StatusText(hr.StatusCode), BodyEncoding: "text", Protocol: protoName(hr)}
	if t := strings.TrimSpace(strings.TrimPrefix(hr.Status, strconv.Itoa(hr.StatusCode))); t != "" {
		res.StatusText = t
	}
	res.Headers = ph.headerOrder
	if res.Headers == nil {
		res.Headers = responseHeaders(hr)
	}
	res.Timing.DNSMs = ms(ph.dnsStart, ph.dnsDone)
	res.Timing.ConnectMs = ms(ph.connectStart, ph.connectDone)
	res.Timing.TLSMs = ms(ph.tlsStart, ph.tlsDone)
	res.Timing.TTFBMs = ms(ph.ttfbStart, ph.firstByte)
	body, err := decoded(hr)
	if err != nil {
		res.ErrorCode, res.Message = CodeInternal, "cannot decode the "+hr.Header.Get("Content-Encoding")+" body: "+err.Error()
		res.StatusCode, res.StatusText = 0, "" // a failed send, headers kept for the trace
		return res
	}
	if r.Stream && strings.HasPrefix(strings.ToLower(hr.Header.Get("Content-Type")), "text/event-stream") {
		readEvents(ctx, body, s, &res, ph.firstByte)
	} else {
		defer func() {
			// The connection is kept (Client.Conns) only after a whole,
			// uncut body read without error.
			if cb, ok := hr.Body.(*closeBoth); ok && cb.pool != nil {
				cb.keep = res.ErrorCode == "" && !res.BodyTruncated
				if cb.keep && !cb.eof {
					// A decoder may stop at its stream's end before the
					// body's: one more read finds the framing's end.
					var b [1]byte
					n, _ := cb.Read(b[:])
					cb.keep = n == 0 && cb.eof
				}
			}
		}()
		data, n, err := readCapped(body, maxBodyBytes(s))
		res.Size = n
		res.BodyTruncated = n > int64(len(data))
		if err != nil {
			se := wireError(ctx, err, "reading the response body")
			var e *SendError
			errors.As(se, &e)
			res.ErrorCode, res.Message = e.Code, e.Message
			// A body cut short is a failed send (statusCode 0); the headers
			// and the part received stay for the trace.
			res.StatusCode, res.StatusText = 0, ""
		}
		if utf8.Valid(data) && !containsNUL(data) {
			res.Body = string(data)
		} else {
			res.Body, res.BodyEncoding = base64.StdEncoding.EncodeToString(data), "base64"
		}
	}
	end := time.Now()
	if !ph.firstByte.IsZero() {
		res.Timing.DownloadMs = ms(ph.firstByte, end)
	}
	return res
}

func protoName(hr *http.Response) string {
	if hr.ProtoMajor == 2 {
		return "HTTP/2"
	}
	return fmt.Sprintf("HTTP/%d.%d", hr.ProtoMajor, hr.ProtoMinor)
}

// responseHeaders lists the headers of a response whose wire order is not
// known (HTTP/2), sorted by name with repeats kept in order.
func responseHeaders(hr *http.Response) []Header {
	out := []Header{}
	for k, vs := range hr.Header {
		for _, v := range vs {
			out = append(out, Header{Key: k, Value: v})
		}
	}
	sortHeaders(out)
	return out
}

func sortHeaders(hs []Header) {
	for i := 1; i < len(hs); i++ {
		for j := i; j > 0 && hs[j-1].Key > hs[j].Key; j-- {
			hs[j-1], hs[j] = hs[j], hs[j-1]
		}
	}
}

// decoded undoes Content-Encoding (gzip, deflate, br, zstd; a list is
// undone right to left). An unknown coding is passed through as received.
func decoded(hr *http.Response) (io.Reader, error) {
	var r io.Reader = hr.Body
	if hr.Header.Get("Content-Encoding") == "" {
		return r, nil
	}
	// A body with no bytes (HEAD, 204, 304) has nothing to decode, and the
	// gzip and deflate readers fail on an empty stream.
	br := bufio.NewReader(r)
	if _, err := br.Peek(1); err == io.EOF {
		return br, nil
	}
	r = br
	codings := strings.Split(hr.Header.Get("Content-Encoding"), ",")
	for i := len(codings) - 1; i >= 0; i-- {
		switch strings.ToLower(strings.TrimSpace(codings[i])) {
		case "gzip", "x-gzip":
			gz, err := gzip.NewReader(r)
			if err != nil {
				return nil, err
			}
			r = gz
		case "deflate":
			r = deflateReader(r)
		case "br":
			r = brotli.NewReader(r)
		case "zstd":
			zr, err := zstd.NewReader(r)
			if err != nil {
				return nil, err
			}
			r = zr.IOReadCloser()
		}
	}
	return r, nil
}

// deflateReader reads "deflate", which servers send zlib-wrapped (RFC 9110)
// or, wrongly but commonly, raw.
func deflateReader(r io.Reader) io.Reader {
	br := bufio.NewReader(r)
	head, _ := br.Peek(2)
	if len(head) == 2 && head[0]&0x0f == 8 && (uint16(head[0])<<8|uint16(head[1]))%31 == 0 {
		zr, err := newZlib(br)
		if err == nil {
			return zr
		}
	}
	return flate.NewReader(br)
}

// readCapped reads all of r, keeping at most limit bytes; n counts every
// byte read (the body is drained past the cap up to 4x the cap).
func readCapped(r io.Reader, limit int64) ([]byte, int64, error) {
	var buf []byte
	chunk := make([]byte, 32<<10)
	var n int64
	for {
		k, err := r.Read(chunk)
		if k > 0 {
			n += int64(k)
			if room := limit - int64(len(buf)); room > 0 {
				buf = append(buf, chunk[:min(int64(k), room)]...)
			}
			if n > 4*limit {
				return buf, n, nil
			}
		}
		if err == io.EOF {
			return buf, n, nil
		}
		if err != nil {
			return buf, n, err
		}
	}
}

func containsNUL(b []byte) bool {
	for _, c := range b {
		if c == 0 {
			return true
		}
	}
	return false
}

// readEvents consumes a text/event-stream until it ends or a cap is hit
// (MaxStreamEvents events or MaxStreamDuration); reaching a cap completes
// the send successfully with StreamCapped.
func readEvents(ctx context.Context, body io.Reader, s Settings, res *Response, first time.Time) {
	maxEvents := s.MaxStreamEvents
	if maxEvents <= 0 {
		maxEvents = 1000
	}
	maxDur := s.MaxStreamDuration
	if maxDur <= 0 {
		maxDur = 30 * time.Second
	}
	if first.IsZero() {
		first = time.Now()
	}
	deadline := time.Now().Add(maxDur)
	type line struct {
		text string
		err  error
	}
	lines := make(chan line) // unbuffered: the reader goroutine waits for each line
	done := make(chan struct{})
	defer close(done)
	go func() {
		sc := bufio.NewScanner(body)
		sc.Buffer(make([]byte, 64<<10), 4<<20)
		for sc.Scan() {
			select {
			case lines <- line{text: sc.Text()}:
			case <-done:
				return
			}
		}
		select {
		case lines <- line{err: io.EOF}:
		case <-done:
		}
	}()
	var cur Event
	var data []string
	has := false
	timer := time.NewTimer(time.Until(deadline))
	defer timer.Stop()
	for {
		select {
		case <-timer.C:
			res.StreamCapped = true
			return
		case <-ctx.Done():
			res.StreamCapped = true
			return
		case l := <-lines:
			if l.err != nil {
				if has {
					cur.Data = strings.Join(data, "\n")
					res.Events = append(res.Events, cur)
				}
				return
			}
			res.Size += int64(len(l.text)) + 1
			switch {
			case l.text == "":
				if has {
					cur.Data = strings.Join(data, "\n")
					cur.AtMs = ms(first, time.Now())
					res.Events = append(res.Events, cur)
					if len(res.Events) >= maxEvents {
						res.StreamCapped = true
						return
					}
				}
				cur, data, has = Event{}, nil, false
			case strings.HasPrefix(l.text, ":"):
			default:
				field, value, _ := strings.Cut(l.text, ":")
				value = strings.TrimPrefix(value, " ")
				has = true
				switch field {
				case "data":
					data = append(data, value)
				case "id":
					cur.ID = value
				case "event":
					cur.Event = value
				}
			}
		}
	}
}
