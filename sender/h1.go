package sender

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"io"
	"net"
	"net/http"
	"strconv"
	"strings"
	"time"
)

// h1 writes the request head and body itself (header order, repeats and
// the request target exactly as composed) and reads the answer with
// net/http's parser.
//
// A reused connection (reused) that fails before any response byte
// returns a *staleConnError; pool, when set, takes the connection back
// after a reusable response (closeBoth.Close).
func (c *Client) h1(ctx context.Context, conn net.Conn, u target, method string, headers []Header, p Payload, s Settings, ph *phases, sent Sent, pool *connPool, reused bool) (*http.Response, Sent, error) {
	if dl, ok := ctx.Deadline(); ok {
		_ = conn.SetDeadline(dl)
	}
	stop := context.AfterFunc(ctx, func() { _ = conn.SetDeadline(time.Unix(1, 0)) })
	tc := &timedConn{Conn: conn}
	var bodyLen int64 = -1
	var bodyBytes []byte
	switch {
	case p.Multipart != nil:
		if err := p.Multipart.Open(); err != nil {
			_ = conn.Close() // the open's error is the one to report
			stop()
			return nil, sent, err
		}
		if n, ok := p.Multipart.Len(); ok {
			bodyLen = n
		}
	case !p.NoBody:
		bodyBytes = p.Body
		bodyLen = int64(len(bodyBytes))
	}
	all := withDefaults(headers, u, s, method, p, bodyLen)
	sent.Headers, sent.Protocol = all, "HTTP/1.1"
	sent.Body, sent.BodyTruncated = sentBody(p)
	var head bytes.Buffer
	writeHead(&head, method, u.requestTarget, all)
	var err error
	if p.Multipart == nil && len(bodyBytes) <= smallWrite {
		// Head and a small body in one write, without a 32 KiB
		// buffered writer allocated per request.
		head.Write(bodyBytes)
		_, err = tc.Write(head.Bytes())
	} else {
		err = writeBuffered(tc, head.Bytes(), p, bodyLen, bodyBytes)
	}
	tc.wrote = time.Now()
	if err != nil {
		_ = conn.Close() // the write's error is the one to report
		stop()
		if reused && closedByPeer(ctx, err) {
			return nil, sent, &staleConnError{err: wireError(ctx, err, "sending the request")}
		}
		return nil, sent, wireError(ctx, err, "sending the request")
	}
	br := bufio.NewReaderSize(tc, 32<<10)
	respHead, order, err := readHead(br)
	var res *http.Response
	rr := bufio.NewReader(io.MultiReader(bytes.NewReader(respHead), br))
	if err == nil {
		res, err = http.ReadResponse(rr, &http.Request{Method: method})
	}
	if err != nil {
		_ = conn.Close() // the read's error is the one to report
		stop()
		if reused && tc.firstRead.IsZero() && closedByPeer(ctx, err) {
			return nil, sent, &staleConnError{err: wireError(ctx, err, "reading the response")}
		}
		return nil, sent, wireError(ctx, err, "reading the response")
	}
	cb := &closeBoth{ReadCloser: res.Body, conn: conn, stop: stop}
	if pool != nil && res.ProtoAtLeast(1, 1) && !res.Close && res.StatusCode != http.StatusSwitchingProtocols &&
		method != http.MethodConnect && !hasToken(all, "Connection", "close") {
		cb.pool = pool
		cb.leftover = func() int { return rr.Buffered() + br.Buffered() }
	}
	res.Body = cb
	ph.ttfbStart, ph.firstByte = tc.wrote, tc.firstRead
	ph.headerOrder = order
	return res, sent, nil
}

// readHead reads the final response head (skipping 1xx interim answers
// other than 101) and returns its bytes and its header rows in wire order,
// repeats kept.
func readHead(br *bufio.Reader) ([]byte, []Header, error) {
	for {
		var head []byte
		var rows []Header
		first := true
		for {
			line, err := br.ReadSlice('\n')
			if err != nil {
				return nil, nil, err
			}
			head = append(head, line...)
			if len(head) > 1<<20 {
				return nil, nil, errors.New("response head over 1 MiB")
			}
			text := strings.TrimRight(string(line), "\r\n")
			if text == "" {
				break
			}
			if first {
				first = false
				continue
			}
			if k, v, ok := strings.Cut(text, ":"); ok {
				rows = append(rows, Header{Key: k, Value: strings.TrimSpace(v)})
			}
		}
		code := 0
		if f := strings.Fields(string(head)); len(f) > 1 {
			code, _ = strconv.Atoi(f[1])
		}
		if code >= 100 && code < 200 && code != 101 {
			continue
		}
		return head, rows, nil
	}
}

// timedConn notes when the request was written and the first byte read.
type timedConn struct {
	net.Conn
	wrote, firstRead time.Time
}

func (t *timedConn) Read(p []byte) (int, error) {
	n, err := t.Conn.Read(p)
	if n > 0 && t.firstRead.IsZero() {
		t.firstRead = time.Now()
	}
	return n, err
}

// smallWrite is the largest body written with its head in one write.
const smallWrite = 16 << 10

// writeBuffered writes the head and the body of p (a multipart body, or a
// body over smallWrite) through a buffered writer.
func writeBuffered(w io.Writer, head []byte, p Payload, bodyLen int64, bodyBytes []byte) error {
	bw := bufio.NewWriterSize(w, 32<<10)
	_, err := bw.Write(head)
	if err == nil {
		switch {
		case p.Multipart != nil && bodyLen >= 0:
			_, err = p.Multipart.WriteTo(bw)
		case p.Multipart != nil:
			cw := newChunkedWriter(bw)
			if _, err = p.Multipart.WriteTo(cw); err == nil {
				err = cw.Close()
			}
		default:
			_, err = bw.Write(bodyBytes)
		}
	}
	if err == nil {
		err = bw.Flush()
	}
	return err
}

// writeHead writes an HTTP/1.1 request head: the request line, headers
// and the empty line that ends it.
func writeHead(b *bytes.Buffer, method, requestTarget string, headers []Header) {
	b.WriteString(method + " " + requestTarget + " HTTP/1.1\r\n")
	for _, h := range headers {
		b.WriteString(h.Key + ": " + h.Value + "\r\n")
	}
	b.WriteString("\r\n")
}
