package mgmt_test

import (
	"encoding/json"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/svc-engine/svc-engine/mgmt/mgmttest"
	"github.com/svc-engine/svc-engine/sender"
	"github.com/svc-engine/svc-engine/sender/sendertest"
)

func diagnose(t *testing.T, e *mgmttest.Engine, body map[string]any) sender.Diagnosis {
	t.Helper()
	r := e.Do("POST", "/diagnostics/connection", body)
	if r.Status != 200 {
		t.Fatalf("diagnose %v: %d %s", body, r.Status, r.Body)
	}
	var d sender.Diagnosis
	if err := json.Unmarshal(r.Body, &d); err != nil {
		t.Fatal(err)
	}
	return d
}

func TestDiagnosticsReportEachStepOfAConnection(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	e.Must(200, "POST", "/config", map[string]any{"proxyMode": "off"})
	tlsTarget := sendertest.Start(t, sendertest.H2TLS)
	plain := sendertest.Start(t, sendertest.H1)

	t.Run("an untrusted certificate fails the TLS step with TLS_ERROR and still shows the chain", func(t *testing.T) {
		d := diagnose(t, e, map[string]any{"url": tlsTarget.URL + "/x"})
		if d.OK || d.Error == nil || d.Error.Step != "tls" || d.Error.ErrorCode != sender.CodeTLS {
			t.Fatalf("diagnosis %+v; want a tls step failure", d.Error)
		}
		if d.TLS == nil || d.TLS.Verified || d.TLS.VerifyError == "" || len(d.TLS.Chain) == 0 {
			t.Fatalf("tls %+v; want the unverified chain and why", d.TLS)
		}
		if leaf := d.TLS.Chain[0]; !strings.Contains(strings.Join(leaf.SANs, ","), "127.0.0.1") || leaf.NotAfter == 0 || leaf.Expired {
			t.Errorf("leaf %+v; want 127.0.0.1 among the SANs and an expiry", leaf)
		}
		if d.TCP == nil || d.TCP.Address != tlsTarget.Addr || d.TCP.Ms <= 0 {
			t.Errorf("tcp %+v; want %s with a time", d.TCP, tlsTarget.Addr)
		}
	})
	t.Run("verifySSL false passes and reports version, cipher and ALPN", func(t *testing.T) {
		d := diagnose(t, e, map[string]any{"url": tlsTarget.URL, "verifySSL": false})
		if !d.OK || d.Error != nil || d.TLS == nil {
			t.Fatalf("diagnosis %+v %+v", d.Error, d.TLS)
		}
		if d.TLS.Version != "TLS 1.3" || d.TLS.CipherSuite == "" || d.TLS.ALPN != "h2" || d.TLS.Verified || d.TLS.VerifySSL {
			t.Errorf("tls %+v", d.TLS)
		}
		if d2 := diagnose(t, e, map[string]any{"url": tlsTarget.URL, "verifySSL": false, "httpVersion": "http1.1"}); d2.TLS == nil || d2.TLS.ALPN == "h2" {
			t.Errorf("http1.1 offers no h2, yet ALPN %+v", d2.TLS)
		}
	})
	t.Run("a CA in customCaCertificates makes the chain verify", func(t *testing.T) {
		ca := filepath.Join(t.TempDir(), "ca.pem")
		if err := os.WriteFile(ca, tlsTarget.CertPEM, 0o600); err != nil {
			t.Fatal(err)
		}
		e.Must(200, "POST", "/config", map[string]any{"customCaCertificates": ca})
		t.Cleanup(func() { e.Must(200, "POST", "/config", map[string]any{"customCaCertificates": ""}) })
		d := diagnose(t, e, map[string]any{"url": tlsTarget.URL})
		if !d.OK || d.TLS == nil || !d.TLS.Verified || d.TLS.VerifyError != "" {
			t.Fatalf("diagnosis %+v tls %+v", d.Error, d.TLS)
		}
	})
	t.Run("plain http has no TLS step; an IP address needs no DNS", func(t *testing.T) {
		d := diagnose(t, e, map[string]any{"url": plain.URL + "/a"})
		if !d.OK || d.TLS != nil || d.DNS == nil || !d.DNS.Skipped || d.TCP == nil || d.Proxy.Used || !strings.Contains(d.Proxy.Reason, "off") {
			t.Fatalf("diagnosis %+v dns %+v proxy %+v", d, d.DNS, d.Proxy)
		}
	})
	t.Run("a host name is resolved with its answers and time", func(t *testing.T) {
		_, port, _ := net.SplitHostPort(plain.Addr)
		d := diagnose(t, e, map[string]any{"url": "http://localhost:" + port + "/"})
		if d.DNS == nil || d.DNS.Skipped || d.DNS.Host != "localhost" || len(d.DNS.Addresses) == 0 {
			t.Fatalf("dns %+v", d.DNS)
		}
	})
	t.Run("a closed port fails the tcp step with CONNECTION_FAILED", func(t *testing.T) {
		ln, err := net.Listen("tcp4", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		addr := ln.Addr().String()
		_ = ln.Close()
		d := diagnose(t, e, map[string]any{"url": "http://" + addr + "/"})
		if d.OK || d.Error == nil || d.Error.Step != "tcp" || d.Error.ErrorCode != sender.CodeConnectionFailed || d.TCP != nil {
			t.Fatalf("diagnosis %+v tcp %+v", d.Error, d.TCP)
		}
	})
	t.Run("an invalid URL fails the url step", func(t *testing.T) {
		d := diagnose(t, e, map[string]any{"url": "{{baseUrl}}/x"})
		if d.Error == nil || d.Error.Step != "url" || d.Error.ErrorCode != sender.CodeInvalidURL {
			t.Fatalf("diagnosis %+v", d.Error)
		}
	})
	t.Run("a manual proxy that is down is the proxy step's PROXY_ERROR; a bypassed host goes direct", func(t *testing.T) {
		ln, err := net.Listen("tcp4", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		dead := ln.Addr().String()
		_ = ln.Close()
		e.Must(200, "POST", "/config", map[string]any{"proxyMode": "manual", "proxyUrl": "http://user:secret@" + dead})
		t.Cleanup(func() {
			e.Must(200, "POST", "/config", map[string]any{"proxyMode": "off", "proxyUrl": "", "proxyBypass": ""})
		})
		d := diagnose(t, e, map[string]any{"url": plain.URL})
		if d.OK || d.Error == nil || d.Error.Step != "proxy" || d.Error.ErrorCode != sender.CodeProxy || !d.Proxy.Used || d.Proxy.URL != "http://"+dead || !strings.Contains(d.Proxy.Reason, "manual") {
			t.Fatalf("diagnosis %+v proxy %+v", d.Error, d.Proxy)
		}
		e.Must(200, "POST", "/config", map[string]any{"proxyBypass": "127.0.0.1"})
		d = diagnose(t, e, map[string]any{"url": plain.URL})
		if !d.OK || d.Proxy.Used || !strings.Contains(d.Proxy.Reason, "proxyBypass") {
			t.Fatalf("bypassed: %+v %+v", d.Error, d.Proxy)
		}
	})
	t.Run("the client certificate stored for the host is shown", func(t *testing.T) {
		p := newPKI(t)
		_, port, _ := net.SplitHostPort(tlsTarget.Addr)
		e.Must(201, "POST", "/client-certificates", map[string]any{"host": "127.0.0.1:" + port, "certPath": p.certPath, "keyPath": p.keyPath})
		d := diagnose(t, e, map[string]any{"url": tlsTarget.URL, "verifySSL": false})
		if d.ClientCertificate == nil || !strings.Contains(d.ClientCertificate.Subject, "svc-engine client") || !strings.Contains(d.ClientCertificate.Issuer, "test CA") {
			t.Fatalf("client certificate %+v", d.ClientCertificate)
		}
		if d2 := diagnose(t, e, map[string]any{"url": plain.URL}); d2.ClientCertificate != nil {
			t.Errorf("plain http offers no certificate, got %+v", d2.ClientCertificate)
		}
	})
	t.Run("a malformed body is a 400 naming the field", func(t *testing.T) {
		for _, c := range []struct {
			body  any
			field string
		}{
			{map[string]any{}, "url"},
			{map[string]any{"url": "http://x", "httpVersion": "h3"}, "httpVersion"},
			{map[string]any{"url": "http://x", "verifySSL": "yes"}, "verifySSL"},
		} {
			r := e.Do("POST", "/diagnostics/connection", c.body)
			if r.Status != 400 || !strings.Contains(string(r.Body), `"field":"`+c.field+`"`) {
				t.Errorf("%v: %d %s", c.body, r.Status, r.Body)
			}
		}
	})
}
