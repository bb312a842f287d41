package sendertest

import (
	"context"
	"encoding/binary"
	"errors"
	"io"
	"net"
	"slices"
	"strconv"
	"sync"
	"syscall"
	"testing"
	"time"
)

// SOCKS protocol values (RFC 1928, RFC 1929).
const (
	socksVersion        = 0x05
	socksAuthVersion    = 0x01 // username/password subnegotiation
	socksMethodNoAuth   = 0x00
	socksMethodPassword = 0x02
	socksMethodNone     = 0xff // no acceptable method
	socksCmdConnect     = 0x01
	socksAddrIPv4       = 0x01
	socksAddrDomain     = 0x03
	socksAddrIPv6       = 0x04

	socksSucceeded          = 0x00
	socksGeneralFailure     = 0x01
	socksNotAllowed         = 0x02
	socksNetUnreachable     = 0x03
	socksHostUnreachable    = 0x04
	socksConnRefused        = 0x05
	socksCmdNotSupported    = 0x07
	socksAddrNotSupported   = 0x08
	socksHandshakeTimeLimit = 10 * time.Second
)

// SOCKS5 is a minimal SOCKS5 server (RFC 1928) on 127.0.0.1:0: CONNECT
// only, IPv4, domain and IPv6 address types, and either no authentication
// or username/password (RFC 1929). Like Proxy it connects to loopback
// destinations only: an IP literal on the loopback range or "localhost"; any
// other is refused with reply 0x02 (not allowed by ruleset) and no name is
// looked up. Its methods are safe for concurrent use.
type SOCKS5 struct {
	// Addr is "127.0.0.1:PORT".
	Addr string
	// URL is "socks5://127.0.0.1:PORT", without credentials.
	URL string

	user, pass string // both empty: the no-authentication method
	ln         net.Listener
	conns      connSet
	once       sync.Once

	mu    sync.Mutex
	dests []string
}

// StartSOCKS5 starts a SOCKS5 server that selects the no-authentication
// method, and closes it at t.Cleanup.
func StartSOCKS5(t testing.TB) *SOCKS5 {
	t.Helper()
	return startSOCKS5(t, "", "")
}

// StartSOCKS5Auth starts a SOCKS5 server that selects the username/password
// method and accepts only user and pass, and closes it at t.Cleanup.
func StartSOCKS5Auth(t testing.TB, user, pass string) *SOCKS5 {
	t.Helper()
	return startSOCKS5(t, user, pass)
}

func startSOCKS5(t testing.TB, user, pass string) *SOCKS5 {
	t.Helper()
	var lc net.ListenConfig
	ln, err := lc.Listen(t.Context(), "tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatalf("sendertest: start socks5: listen: %v", err)
	}
	s := &SOCKS5{Addr: ln.Addr().String(), user: user, pass: pass, ln: ln}
	s.URL = "socks5://" + s.Addr
	s.conns.begin() // the accept loop
	go s.accept()
	t.Cleanup(s.Close)
	return s
}

// Destinations returns "host:port" for every CONNECT the server completed,
// in order, with the host as the client sent it (a domain name, or the IP
// in Go's notation, unbracketed IPv4 for IPv4-mapped IPv6 addresses).
func (s *SOCKS5) Destinations() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return slices.Clone(s.dests)
}

// Close stops the server, ends its connections and waits for them. Start
// registers it with t.Cleanup; Close is idempotent.
func (s *SOCKS5) Close() {
	s.once.Do(func() {
		_ = s.ln.Close()
		s.conns.close()
	})
}

func (s *SOCKS5) accept() {
	defer s.conns.end()
	for {
		c, err := s.ln.Accept()
		if err != nil {
			return // closed
		}
		if !s.conns.begin(c) {
			return
		}
		go s.serve(c)
	}
}

func (s *SOCKS5) serve(c net.Conn) {
	var upstream net.Conn
	defer func() { s.conns.end(c, upstream) }()
	_ = c.SetDeadline(time.Now().Add(socksHandshakeTimeLimit))
	if !s.negotiate(c) {
		return
	}
	dest, rep := readSOCKSRequest(c)
	if rep != socksSucceeded {
		_ = writeSOCKSReply(c, rep, nil)
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), relayDialTimeout)
	up, err := dialLoopback(ctx, dest)
	cancel()
	if err != nil {
		_ = writeSOCKSReply(c, socksReplyFor(err), nil)
		return
	}
	upstream = up
	if !s.conns.add(up) {
		return
	}
	s.mu.Lock()
	s.dests = append(s.dests, dest)
	s.mu.Unlock()
	if writeSOCKSReply(c, socksSucceeded, up.LocalAddr()) != nil {
		return
	}
	_ = c.SetDeadline(time.Time{})
	relay(c, c, up)
}

// negotiate runs method selection and, when configured, the RFC 1929
// username/password subnegotiation, reporting whether the client may go on.
func (s *SOCKS5) negotiate(c net.Conn) bool {
	var hdr [2]byte
	if _, err := io.ReadFull(c, hdr[:]); err != nil || hdr[0] != socksVersion {
		return false
	}
	methods := make([]byte, hdr[1])
	if _, err := io.ReadFull(c, methods); err != nil {
		return false
	}
	want := byte(socksMethodNoAuth)
	if s.user != "" || s.pass != "" {
		want = socksMethodPassword
	}
	if !slices.Contains(methods, want) {
		_, _ = c.Write([]byte{socksVersion, socksMethodNone})
		return false
	}
	if _, err := c.Write([]byte{socksVersion, want}); err != nil {
		return false
	}
	if want == socksMethodNoAuth {
		return true
	}
	// +----+------+----------+------+----------+
	// |VER | ULEN |  UNAME   | PLEN |  PASSWD  |
	// +----+------+----------+------+----------+
	if _, err := io.ReadFull(c, hdr[:]); err != nil || hdr[0] != socksAuthVersion {
		return false
	}
	uname := make([]byte, hdr[1])
	if _, err := io.ReadFull(c, uname); err != nil {
		return false
	}
	var plen [1]byte
	if _, err := io.ReadFull(c, plen[:]); err != nil {
		return false
	}
	passwd := make([]byte, plen[0])
	if _, err := io.ReadFull(c, passwd); err != nil {
		return false
	}
	if string(uname) != s.user || string(passwd) != s.pass {
		_, _ = c.Write([]byte{socksAuthVersion, 0x01})
		return false
	}
	_, err := c.Write([]byte{socksAuthVersion, 0x00})
	return err == nil
}

// readSOCKSRequest reads a request and returns its destination as
// "host:port", or the reply code that refuses it.
//
//	+----+-----+-------+------+----------+----------+
//	|VER | CMD |  RSV  | ATYP | DST.ADDR | DST.PORT |
//	+----+-----+-------+------+----------+----------+
func readSOCKSRequest(c net.Conn) (string, byte) {
	var hdr [4]byte
	if _, err := io.ReadFull(c, hdr[:]); err != nil || hdr[0] != socksVersion {
		return "", socksGeneralFailure
	}
	var host string
	switch hdr[3] {
	case socksAddrIPv4, socksAddrIPv6:
		ip := make(net.IP, net.IPv4len)
		if hdr[3] == socksAddrIPv6 {
			ip = make(net.IP, net.IPv6len)
		}
		if _, err := io.ReadFull(c, ip); err != nil {
			return "", socksGeneralFailure
		}
		host = ip.String()
	case socksAddrDomain:
		var n [1]byte
		if _, err := io.ReadFull(c, n[:]); err != nil {
			return "", socksGeneralFailure
		}
		name := make([]byte, n[0])
		if _, err := io.ReadFull(c, name); err != nil {
			return "", socksGeneralFailure
		}
		host = string(name)
	default:
		return "", socksAddrNotSupported
	}
	var port [2]byte
	if _, err := io.ReadFull(c, port[:]); err != nil {
		return "", socksGeneralFailure
	}
	if hdr[1] != socksCmdConnect {
		return "", socksCmdNotSupported
	}
	return net.JoinHostPort(host, strconv.Itoa(int(binary.BigEndian.Uint16(port[:])))), socksSucceeded
}

// writeSOCKSReply writes a reply whose bound address is bnd, or 0.0.0.0:0
// when bnd is nil.
//
//	+----+-----+-------+------+----------+----------+
//	|VER | REP |  RSV  | ATYP | BND.ADDR | BND.PORT |
//	+----+-----+-------+------+----------+----------+
func writeSOCKSReply(c net.Conn, rep byte, bnd net.Addr) error {
	ip, port := net.IPv4zero.To4(), 0
	if tcp, ok := bnd.(*net.TCPAddr); ok {
		ip, port = tcp.IP, tcp.Port
	}
	b := []byte{socksVersion, rep, 0x00}
	if ip4 := ip.To4(); ip4 != nil {
		b = append(append(b, socksAddrIPv4), ip4...)
	} else {
		b = append(append(b, socksAddrIPv6), ip.To16()...)
	}
	b = binary.BigEndian.AppendUint16(b, uint16(port))
	_, err := c.Write(b)
	return err
}

// socksReplyFor maps a dial error to a reply code.
func socksReplyFor(err error) byte {
	switch {
	case errors.Is(err, errNotLoopback):
		return socksNotAllowed
	case errors.Is(err, syscall.ECONNREFUSED):
		return socksConnRefused
	case errors.Is(err, syscall.ENETUNREACH):
		return socksNetUnreachable
	case errors.Is(err, syscall.EHOSTUNREACH):
		return socksHostUnreachable
	}
	var dnsErr *net.DNSError
	if errors.As(err, &dnsErr) {
		return socksHostUnreachable
	}
	return socksGeneralFailure
}
