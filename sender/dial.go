package sender

import (
	"bufio"
	"cmp"
	"context"
	"crypto/tls"
	"crypto/x509"
	"encoding/base64"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"strings"
	"time"

	"golang.org/x/net/proxy"
)

// phases records when each connection phase began and ended.
type phases struct {
	dnsStart, dnsDone         time.Time
	connectStart, connectDone time.Time
	tlsStart, tlsDone         time.Time
	ttfbStart, firstByte      time.Time // request written, first response byte
	headerOrder               []Header  // response headers in wire order (HTTP/1.1)
	dnsAnswers                []string  // the addresses the host resolved to (diagnostics)
	remote                    string    // the address the connection reached (diagnostics)
}

func ms(a, b time.Time) float64 {
	if a.IsZero() || b.IsZero() || b.Before(a) {
		return 0
	}
	return float64(b.Sub(a).Microseconds()) / 1000
}

// dialer opens one connection for one send, timing every phase. It goes
// through the proxy the settings name for the target, if any.
type dialer struct {
	proxyURL *url.URL // nil for a direct connection
	tls      *tls.Config
	ph       *phases
}

// dial connects to host:port (the target's address). For TLS targets it
// completes the handshake with ALPN protos and returns the *tls.Conn.
func (d *dialer) dial(ctx context.Context, scheme, host, port string, alpn []string) (net.Conn, error) {
	var conn net.Conn
	var err error
	if d.proxyURL != nil {
		conn, err = d.dialProxy(ctx, host, port)
	} else {
		conn, err = d.dialDirect(ctx, host, port)
	}
	if err != nil {
		return nil, err
	}
	if scheme != "https" {
		return conn, nil
	}
	cfg := d.tls.Clone()
	cfg.NextProtos = alpn
	if cfg.ServerName == "" {
		// An IP literal too: crypto/tls checks it against the certificate's
		// IP SANs and leaves it out of SNI, as net/http does.
		cfg.ServerName = strings.Trim(host, "[]")
	}
	tc := tls.Client(conn, cfg)
	d.ph.tlsStart = time.Now()
	if err := tc.HandshakeContext(ctx); err != nil {
		_ = conn.Close() // the handshake's error is the one to report
		return nil, classifyTLS(err)
	}
	d.ph.tlsDone = time.Now()
	return tc, nil
}

func (d *dialer) dialDirect(ctx context.Context, host, port string) (net.Conn, error) {
	ip := net.ParseIP(strings.Trim(host, "[]"))
	addrs := []string{}
	if ip != nil {
		addrs = append(addrs, ip.String())
	} else {
		d.ph.dnsStart = time.Now()
		ips, err := net.DefaultResolver.LookupIPAddr(ctx, host)
		d.ph.dnsDone = time.Now()
		if err != nil {
			if expired(ctx) {
				return nil, timeoutError(cmp.Or(ctx.Err(), err))
			}
			return nil, &SendError{Code: CodeDNS, Message: fmt.Sprintf("cannot resolve host %s: %v", host, dnsCause(err)), Err: err}
		}
		for _, a := range ips {
			addrs = append(addrs, a.IP.String())
		}
		d.ph.dnsAnswers = addrs
	}
	d.ph.connectStart = time.Now()
	var nd net.Dialer
	var last error
	for _, a := range addrs {
		conn, err := nd.DialContext(ctx, "tcp", net.JoinHostPort(a, port))
		if err == nil {
			d.ph.connectDone = time.Now()
			d.ph.remote = conn.RemoteAddr().String()
			return conn, nil
		}
		last = err
		if expired(ctx) {
			return nil, timeoutError(cmp.Or(ctx.Err(), err))
		}
	}
	return nil, &SendError{Code: CodeConnectionFailed, Message: fmt.Sprintf("cannot connect to %s: %v", net.JoinHostPort(host, port), opCause(last)), Err: last}
}

// dialProxy reaches host:port through the proxy: a CONNECT tunnel for an
// HTTP(S) proxy, or a SOCKS5 connect. A failure of the proxy hop is a
// PROXY_ERROR, never a target connection failure.
func (d *dialer) dialProxy(ctx context.Context, host, port string) (net.Conn, error) {
	p := d.proxyURL
	target := net.JoinHostPort(strings.Trim(host, "[]"), port)
	proxyErr := func(err error, format string, a ...any) error {
		return &SendError{Code: CodeProxy, Message: "proxy " + redactedProxy(p) + ": " + fmt.Sprintf(format, a...), Err: err}
	}
	phost, pport := p.Hostname(), p.Port()
	switch p.Scheme {
	case "socks5", "socks5h":
		if pport == "" {
			pport = "1080"
		}
		var auth *proxy.Auth
		if p.User != nil {
			pw, _ := p.User.Password()
			auth = &proxy.Auth{User: p.User.Username(), Password: pw}
		}
		d.ph.connectStart = time.Now()
		sd, err := proxy.SOCKS5("tcp", net.JoinHostPort(phost, pport), auth, &net.Dialer{})
		if err != nil {
			return nil, proxyErr(err, "%v", err)
		}
		conn, err := sd.(proxy.ContextDialer).DialContext(ctx, "tcp", target)
		if err != nil {
			if expired(ctx) {
				return nil, timeoutError(cmp.Or(ctx.Err(), err))
			}
			return nil, proxyErr(err, "cannot reach %s through the SOCKS5 proxy: %v", target, err)
		}
		d.ph.connectDone = time.Now()
		d.ph.remote = conn.RemoteAddr().String()
		return conn, nil
	case "http", "https":
		if pport == "" {
			pport = map[string]string{"http": "80", "https": "443"}[p.Scheme]
		}
		inner := &dialer{tls: d.tls, ph: &phases{}}
		conn, err := inner.dial(ctx, p.Scheme, phost, pport, nil)
		if err != nil {
			return nil, proxyErr(err, "%v", err)
		}
		d.ph.dnsStart, d.ph.dnsDone, d.ph.dnsAnswers = inner.ph.dnsStart, inner.ph.dnsDone, inner.ph.dnsAnswers
		d.ph.connectStart, d.ph.remote = inner.ph.connectStart, inner.ph.remote
		req := "CONNECT " + target + " HTTP/1.1\r\nHost: " + target + "\r\n"
		if p.User != nil {
			pw, _ := p.User.Password()
			req += "Proxy-Authorization: Basic " + base64.StdEncoding.EncodeToString([]byte(p.User.Username()+":"+pw)) + "\r\n"
		}
		req += "\r\n"
		if dl, ok := ctx.Deadline(); ok {
			_ = conn.SetDeadline(dl)
		}
		if _, err := conn.Write([]byte(req)); err != nil {
			_ = conn.Close() // the write's error is the one to report
			return nil, proxyErr(err, "CONNECT failed: %v", err)
		}
		br := bufio.NewReader(conn)
		res, err := http.ReadResponse(br, &http.Request{Method: http.MethodConnect})
		if err != nil {
			_ = conn.Close() // the read's error is the one to report
			return nil, proxyErr(err, "CONNECT failed: %v", err)
		}
		_ = res.Body.Close() // a CONNECT answer has no body to read
		if res.StatusCode != http.StatusOK {
			_ = conn.Close() // the proxy's refusal is what to report
			return nil, proxyErr(nil, "CONNECT %s answered %s", target, res.Status)
		}
		_ = conn.SetDeadline(time.Time{})
		d.ph.connectDone = time.Now()
		if br.Buffered() > 0 {
			return &bufferedConn{Conn: conn, r: br}, nil
		}
		return conn, nil
	}
	return nil, proxyErr(nil, "unsupported proxy scheme %q", p.Scheme)
}

// bufferedConn keeps bytes a reader buffered past a proxy's answer.
type bufferedConn struct {
	net.Conn
	r *bufio.Reader
}

func (c *bufferedConn) Read(p []byte) (int, error) { return c.r.Read(p) }

func redactedProxy(u *url.URL) string {
	return u.Scheme + "://" + u.Host
}

// expired reports whether ctx is done or its deadline has passed. A dial
// or lookup bounded by the deadline fails with "i/o timeout" at the
// deadline itself, possibly before the context's own timer has marked it
// done (a loaded machine runs that timer late): that failure is the
// request's timeout all the same, not a connection failure.
func expired(ctx context.Context) bool {
	if ctx.Err() != nil {
		return true
	}
	dl, ok := ctx.Deadline()
	return ok && !time.Now().Before(dl)
}

func timeoutError(err error) error {
	return &SendError{Code: CodeTimeout, Message: "the request timed out", Err: err}
}

func dnsCause(err error) string {
	var de *net.DNSError
	if errors.As(err, &de) {
		if de.IsNotFound {
			return "no such host"
		}
		return de.Err
	}
	return err.Error()
}

func opCause(err error) string {
	var oe *net.OpError
	if errors.As(err, &oe) && oe.Err != nil {
		return oe.Err.Error()
	}
	if err == nil {
		return "no address"
	}
	return err.Error()
}

func classifyTLS(err error) error {
	var ce *tls.CertificateVerificationError
	var ue x509.UnknownAuthorityError
	var he x509.HostnameError
	msg := "TLS handshake failed: " + err.Error()
	switch {
	case errors.As(err, &ce), errors.As(err, &ue), errors.As(err, &he):
		msg = "the server's certificate was not accepted: " + err.Error()
	}
	if errors.Is(err, context.DeadlineExceeded) {
		return timeoutError(err)
	}
	return &SendError{Code: CodeTLS, Message: msg, Err: err}
}
