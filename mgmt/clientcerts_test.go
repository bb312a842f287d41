package mgmt_test

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"math/big"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"software.sslmate.com/src/go-pkcs12"

	"github.com/svc-engine/svc-engine/mgmt/mgmttest"
)

type pki struct {
	caPool           *x509.CertPool
	dir              string
	certPath, keyPEM string
	keyPath, pfxPath string
}

// newPKI makes a CA, a client certificate signed by it (as PEM files and a
// PKCS#12 bundle with passphrase "p12pass").
func newPKI(t *testing.T) pki {
	t.Helper()
	caKey, _ := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	caTmpl := &x509.Certificate{SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "test CA"}, NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour),
		IsCA: true, BasicConstraintsValid: true, KeyUsage: x509.KeyUsageCertSign}
	caDER, err := x509.CreateCertificate(rand.Reader, caTmpl, caTmpl, &caKey.PublicKey, caKey)
	if err != nil {
		t.Fatal(err)
	}
	ca, _ := x509.ParseCertificate(caDER)
	key, _ := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	tmpl := &x509.Certificate{SerialNumber: big.NewInt(2), Subject: pkix.Name{CommonName: "svc-engine client"}, NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour),
		ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageClientAuth}, KeyUsage: x509.KeyUsageDigitalSignature}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, ca, &key.PublicKey, caKey)
	if err != nil {
		t.Fatal(err)
	}
	cert, _ := x509.ParseCertificate(der)
	keyDER, _ := x509.MarshalECPrivateKey(key)
	dir := t.TempDir()
	p := pki{caPool: x509.NewCertPool(), dir: dir, certPath: filepath.Join(dir, "client.crt"), keyPath: filepath.Join(dir, "client.key"), pfxPath: filepath.Join(dir, "client.p12")}
	p.caPool.AddCert(ca)
	p.keyPEM = string(pem.EncodeToMemory(&pem.Block{Type: "EC PRIVATE KEY", Bytes: keyDER}))
	must := func(err error) {
		if err != nil {
			t.Fatal(err)
		}
	}
	must(os.WriteFile(p.certPath, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}), 0o600))
	must(os.WriteFile(p.keyPath, []byte(p.keyPEM), 0o600))
	pfx, err := pkcs12.Modern.Encode(key, cert, []*x509.Certificate{ca}, "p12pass")
	must(err)
	must(os.WriteFile(p.pfxPath, pfx, 0o600))
	return p
}

// mtlsTarget requires a client certificate signed by the CA and answers
// with the certificate's common name.
func mtlsTarget(t *testing.T, p pki) *httptest.Server {
	t.Helper()
	srv := httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		_, _ = w.Write([]byte(r.TLS.PeerCertificates[0].Subject.CommonName))
	}))
	srv.TLS = &tls.Config{ClientAuth: tls.RequireAndVerifyClientCert, ClientCAs: p.caPool}
	srv.StartTLS()
	t.Cleanup(srv.Close)
	return srv
}

func TestClientCertificatesAreAppliedByHost(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	p := newPKI(t)
	srv := mtlsTarget(t, p)
	_, port, _ := net.SplitHostPort(strings.TrimPrefix(srv.URL, "https://"))
	exec := func() map[string]any {
		return e.Must(200, "POST", "/execute", map[string]any{"request": map[string]any{"method": "GET", "url": srv.URL + "/", "verifySSL": false}})
	}
	if res := exec(); res["statusCode"] != float64(0) {
		t.Fatalf("without a certificate the server must refuse: %v", res)
	}
	other := e.Must(201, "POST", "/client-certificates", map[string]any{"host": "*.example.com", "certPath": p.certPath, "keyPath": p.keyPath})
	if res := exec(); res["statusCode"] != float64(0) {
		t.Fatalf("a certificate for another host was sent: %v", res)
	}
	c := e.Must(201, "POST", "/client-certificates", map[string]any{"name": "local", "host": "127.0.0.1:" + port, "certPath": p.certPath, "keyPath": p.keyPath})
	if !strings.HasPrefix(id(c), "cert_") || c["enabled"] != true {
		t.Fatalf("created %v", c)
	}
	if res := exec(); res["statusCode"] != float64(200) || res["body"] != "svc-engine client" {
		t.Fatalf("with the certificate: %v", res)
	}
	e.Must(200, "PUT", "/client-certificates/"+id(c), map[string]any{"enabled": false})
	if res := exec(); res["statusCode"] != float64(0) {
		t.Fatalf("a disabled certificate was sent: %v", res)
	}
	bundle := e.Must(201, "POST", "/client-certificates", map[string]any{"host": "127.0.0.1", "pfxPath": p.pfxPath, "passphrase": "p12pass"})
	if _, leaked := bundle["passphrase"]; leaked || bundle["hasPassphrase"] != true {
		t.Fatalf("the passphrase must never be answered: %v", bundle)
	}
	if res := exec(); res["statusCode"] != float64(200) {
		t.Fatalf("with the PKCS#12 bundle: %v", res)
	}
	list := e.Do("GET", "/client-certificates", nil)
	if n := len(list.Array(t)); n != 3 || strings.Contains(string(list.Body), "p12pass") {
		t.Fatalf("list: %s", list.Body)
	}
	for _, x := range []map[string]any{other, c, bundle} {
		e.Must(200, "DELETE", "/client-certificates/"+id(x), nil)
		if r := e.Do("GET", "/client-certificates/"+id(x), nil); r.Status != 404 {
			t.Fatalf("after delete: %d", r.Status)
		}
	}
}

func TestClientCertificateWritesAreValidated(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	p := newPKI(t)
	cases := []struct {
		name string
		body map[string]any
		want string
	}{
		{"a missing host", map[string]any{"certPath": p.certPath, "keyPath": p.keyPath}, "host"},
		{"a host with a path", map[string]any{"host": "a.com/x", "certPath": p.certPath, "keyPath": p.keyPath}, "host"},
		{"no certificate at all", map[string]any{"host": "a.com"}, "certPath"},
		{"a pfx beside a PEM pair", map[string]any{"host": "a.com", "pfxPath": p.pfxPath, "certPath": p.certPath, "keyPath": p.keyPath}, "pfxPath"},
		{"a missing file", map[string]any{"host": "a.com", "certPath": filepath.Join(p.dir, "nope.crt"), "keyPath": p.keyPath}, "nope.crt"},
		{"a wrong PKCS#12 passphrase", map[string]any{"host": "a.com", "pfxPath": p.pfxPath, "passphrase": "wrong"}, "passphrase"},
		{"a key that does not match", map[string]any{"host": "a.com", "certPath": p.certPath, "keyPem": newPKI(t).keyPEM}, "pair"},
		{"an id", map[string]any{"id": "cert_x", "host": "a.com", "certPath": p.certPath, "keyPath": p.keyPath}, "id"},
	}
	for _, tc := range cases {
		t.Run(tc.name+" is a 400", func(t *testing.T) {
			r := e.Do("POST", "/client-certificates", tc.body)
			if r.Status != 400 || !strings.Contains(r.ErrorMessage(t), tc.want) {
				t.Fatalf("status %d body %s, want 400 mentioning %q", r.Status, r.Body, tc.want)
			}
		})
	}
	if n := len(e.Do("GET", "/client-certificates", nil).Array(t)); n != 0 {
		t.Fatalf("refused writes stored %d certificates", n)
	}
	inline := e.Must(201, "POST", "/client-certificates", map[string]any{"host": "a.com", "certPath": p.certPath, "keyPem": p.keyPEM})
	if r := e.Do("PUT", "/client-certificates/"+id(inline), map[string]any{"host": nil}); r.Status != 400 {
		t.Fatalf("a null host: %d", r.Status)
	}
	if r := e.Do("PUT", "/client-certificates/cert_nope", map[string]any{"host": "b.com"}); r.Status != 404 {
		t.Fatalf("unknown id: %d", r.Status)
	}
}
