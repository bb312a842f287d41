package loadcore

import (
	"crypto/tls"
	"net"
	"testing"

	"github.com/svc-engine/svc-engine/bench"
	"github.com/svc-engine/svc-engine/sender"
)

// startTLSTarget is startTarget over TLS (HTTP/1.1, a self-signed
// certificate for 127.0.0.1: a request with verifySSL true fails its
// handshake). It counts its handshakes, full and resumed.
func startTLSTarget(t testing.TB) *testTarget {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	tg := &testTarget{url: "https://" + ln.Addr().String()}
	conf := &tls.Config{
		Certificates: []tls.Certificate{selfSigned(t)},
		NextProtos:   []string{"http/1.1"},
		VerifyConnection: func(cs tls.ConnectionState) error {
			if cs.DidResume {
				tg.resumed.Add(1)
			} else {
				tg.fullHandshakes.Add(1)
			}
			return nil
		},
	}
	serveTarget(t, tg, tls.NewListener(ln, conf))
	return tg
}

// selfSigned returns a certificate for 127.0.0.1 that signs itself.
func selfSigned(t testing.TB) tls.Certificate {
	t.Helper()
	cert, err := bench.SelfSignedCert()
	if err != nil {
		t.Fatal(err)
	}
	return cert
}

// tlsRequest is getRequest for a target whose certificate is not
// trusted: verifySSL off.
func tlsRequest(url string) sender.Request {
	r := getRequest(url)
	r.VerifySSL = false
	return r
}
