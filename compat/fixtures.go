package compat

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"regexp"
	"strconv"
	"sync"
	"time"

	"github.com/svc-engine/svc-engine/codec"
)

// Fixtures are the targets of one comparison: the postman-echo emulation
// and loopback versions of the two servers Newman's own integration suite
// starts (a raw echo on its port 4041 and a redirect server on 4042),
// which some corpus collections call.
type Fixtures struct {
	Echo     *Echo
	Raw      string // host:port of the raw echo
	Redirect string // host:port of the redirect server

	rawLn  net.Listener
	redSrv *http.Server
	wg     sync.WaitGroup
}

// StartFixtures starts the three targets on ephemeral 127.0.0.1 ports;
// ctx bounds the listens only.
func StartFixtures(ctx context.Context) (*Fixtures, error) {
	e, err := StartEcho(ctx)
	if err != nil {
		return nil, err
	}
	f := &Fixtures{Echo: e}
	var lc net.ListenConfig
	if f.rawLn, err = lc.Listen(ctx, "tcp", "127.0.0.1:0"); err != nil {
		_ = e.Close()
		return nil, fmt.Errorf("listen for the raw echo: %w", err)
	}
	f.Raw = f.rawLn.Addr().String()
	redLn, err := lc.Listen(ctx, "tcp", "127.0.0.1:0")
	if err != nil {
		_ = e.Close()
		_ = f.rawLn.Close()
		return nil, fmt.Errorf("listen for the redirect server: %w", err)
	}
	f.Redirect = redLn.Addr().String()
	f.redSrv = &http.Server{Handler: http.HandlerFunc(redirect), ReadHeaderTimeout: 10 * time.Second}
	go func() { _ = f.redSrv.Serve(redLn) }()
	f.wg.Go(f.acceptRaw)
	return f, nil
}

// Close stops the three targets.
func (f *Fixtures) Close() error {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	err := f.redSrv.Shutdown(ctx)
	if errors.Is(err, http.ErrServerClosed) {
		err = nil
	}
	err = errors.Join(err, f.rawLn.Close(), f.Echo.Close())
	f.wg.Wait()
	return err
}

// Hosts maps each address the corpus collections call to its loopback
// stand-in, for Rewrite: postman-echo (with or without a scheme) to the
// echo, localhost:4041 to the raw echo, localhost:4042 to the redirect
// server. Any other host a request names goes to the echo.
func (f *Fixtures) Hosts() map[string]string {
	echoHost := f.Echo.URL[len("http://"):]
	return map[string]string{
		"https://postman-echo.com": f.Echo.URL,
		"http://postman-echo.com":  f.Echo.URL,
		"postman-echo.com":         echoHost,
		"localhost:4041":           f.Raw,
		"localhost:4042":           f.Redirect,
	}
}

// acceptRaw serves the raw echo: each request is answered 200 with its
// own bytes as received (request line, headers and body), as the raw echo
// server of Newman's integration suite does.
func (f *Fixtures) acceptRaw() {
	for {
		c, err := f.rawLn.Accept()
		if err != nil {
			return
		}
		f.wg.Go(func() { serveRaw(c) })
	}
}

func serveRaw(c net.Conn) {
	defer func() { _ = c.Close() }()
	var seen bytes.Buffer
	br := bufio.NewReader(io.TeeReader(c, &seen))
	for {
		_ = c.SetReadDeadline(time.Now().Add(30 * time.Second))
		req, err := http.ReadRequest(br)
		if err != nil {
			return
		}
		_, _ = io.Copy(io.Discard, req.Body)
		// What the reader took beyond this request belongs to the next;
		// clients here wait for each answer, so there is none.
		raw := bytes.Clone(seen.Bytes()[:seen.Len()-br.Buffered()])
		rest := bytes.Clone(seen.Bytes()[seen.Len()-br.Buffered():])
		seen.Reset()
		seen.Write(rest)
		head := "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: " + strconv.Itoa(len(raw)) + "\r\n\r\n"
		if _, err := c.Write(append([]byte(head), raw...)); err != nil {
			return
		}
	}
}

var hopsPath = regexp.MustCompile(`^/([0-9]+)$`)
var statusPath = regexp.MustCompile(`^/status/([0-9]{3})$`)

// redirect is the redirect server of Newman's integration suite: /n
// answers 302 to /n-1 (to / at the end), /status/ccc answers ccc to /, and
// / answers 200 with {url, method, headers, data} of the request.
func redirect(w http.ResponseWriter, r *http.Request) {
	if m := hopsPath.FindStringSubmatch(r.URL.Path); m != nil {
		n, _ := strconv.Atoi(m[1])
		to := "/"
		if n > 1 {
			to = "/" + strconv.Itoa(n-1)
		}
		w.Header().Set("Location", to)
		w.WriteHeader(http.StatusFound)
		return
	}
	if m := statusPath.FindStringSubmatch(r.URL.Path); m != nil {
		code, _ := strconv.Atoi(m[1])
		w.Header().Set("Location", "/")
		w.WriteHeader(code)
		return
	}
	data, _ := io.ReadAll(io.LimitReader(r.Body, 32<<20))
	b, _ := codec.MarshalHTMLSafe(map[string]any{"url": r.URL.RequestURI(), "method": r.Method, "headers": headersOf(r), "data": string(data)})
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Connection", "close")
	_, _ = w.Write(b)
}
