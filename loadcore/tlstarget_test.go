package loadcore

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"math/big"
	"net"
	"testing"
	"time"

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
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(1),
		Subject:      pkix.Name{CommonName: "loadcore test target"},
		NotBefore:    time.Now().Add(-time.Minute),
		NotAfter:     time.Now().Add(time.Hour),
		IPAddresses:  []net.IP{net.IPv4(127, 0, 0, 1)},
		KeyUsage:     x509.KeyUsageDigitalSignature,
		ExtKeyUsage:  []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	return tls.Certificate{Certificate: [][]byte{der}, PrivateKey: key}
}

// tlsRequest is getRequest for a target whose certificate is not
// trusted: verifySSL off.
func tlsRequest(url string) sender.Request {
	r := getRequest(url)
	r.VerifySSL = false
	return r
}
