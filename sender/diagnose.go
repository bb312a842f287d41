package sender

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"net"
	"net/url"
	"time"
)

// Diagnosis is what a send to one URL would do, step by step, and where
// it fails: the proxy choice, DNS, the TCP connect, TLS with the
// certificate chain and its verification, the client certificate that
// would be offered, and the first error with its errorCode. It is built by
// the send path's own proxy selection, dialer and TLS settings.
type Diagnosis struct {
	URL               string          `json:"url"`
	OK                bool            `json:"ok"` // every step passed
	Proxy             DiagProxy       `json:"proxy"`
	DNS               *DiagDNS        `json:"dns"`               // null when the step was not reached
	TCP               *DiagTCP        `json:"tcp"`               // null when the step was not reached
	TLS               *DiagTLS        `json:"tls"`               // null for http or when not reached
	ClientCertificate *DiagCert       `json:"clientCertificate"` // null when none would be offered
	Error             *DiagnosisError `json:"error"`             // the first failure, null when ok
}

// DiagProxy is the proxy a send would use and why.
type DiagProxy struct {
	Mode   string `json:"mode"`   // proxyMode
	Used   bool   `json:"used"`   // false: a direct connection
	URL    string `json:"url"`    // scheme://host:port of the proxy, credentials left out; "" when direct
	Reason string `json:"reason"` // why this choice, in a sentence
}

// DiagDNS is the name resolution step.
type DiagDNS struct {
	Host      string   `json:"host"`      // the name resolved (the proxy's when one is used)
	Addresses []string `json:"addresses"` // the answers
	Ms        float64  `json:"ms"`
	Skipped   bool     `json:"skipped"` // the host is an IP address or the proxy resolves it
}

// DiagTCP is the connect step.
type DiagTCP struct {
	Address string  `json:"address"` // the address reached (the proxy's when one is used)
	Ms      float64 `json:"ms"`
}

// DiagTLS is the TLS handshake of an https URL.
type DiagTLS struct {
	ServerName  string     `json:"serverName"`
	Version     string     `json:"version"`
	CipherSuite string     `json:"cipherSuite"`
	ALPN        string     `json:"alpn"` // the negotiated protocol, "" when none
	Ms          float64    `json:"ms"`
	Verified    bool       `json:"verified"`    // the chain verifies against the trusted roots for the host
	VerifyError string     `json:"verifyError"` // why not, "" when verified
	VerifySSL   bool       `json:"verifySSL"`   // whether a failed verification fails the send
	Chain       []DiagCert `json:"chain"`       // as the server sent it, leaf first
}

// DiagCert describes one certificate.
type DiagCert struct {
	Subject   string   `json:"subject"`
	Issuer    string   `json:"issuer"`
	SANs      []string `json:"sans"`
	NotBefore int64    `json:"notBefore"` // epoch ms
	NotAfter  int64    `json:"notAfter"`  // epoch ms
	Expired   bool     `json:"expired"`
	IsCA      bool     `json:"isCA"`
}

// DiagnosisError is the first failure of a diagnosis.
type DiagnosisError struct {
	Step      string `json:"step"`      // url, proxy, dns, tcp, tls, clientCertificate
	ErrorCode string `json:"errorCode"` // a name of the failure-code list
	Message   string `json:"message"`
}

// Diagnose runs the steps of a send to rawURL up to a finished TLS
// handshake (no request is written) and reports each. httpVersion is the
// request's (auto, http1.1, http2), verify its verifySSL.
func (c *Client) Diagnose(ctx context.Context, rawURL, httpVersion string, verify bool, s Settings) Diagnosis {
	dg := Diagnosis{URL: rawURL, Proxy: DiagProxy{Mode: s.Proxy.Mode}}
	if dg.Proxy.Mode == "" {
		dg.Proxy.Mode = "environment"
	}
	fail := func(step string, err error) Diagnosis {
		se := asSendError(err)
		dg.Error = &DiagnosisError{Step: step, ErrorCode: se.Code, Message: se.Error()}
		return dg
	}
	u, err := parseTarget(rawURL)
	if err != nil {
		return fail("url", err)
	}
	proxyURL, err := s.Proxy.For(u.URL, c.Getenv)
	if err != nil {
		return fail("proxy", err)
	}
	dg.Proxy.Used, dg.Proxy.Reason = proxyURL != nil, proxyReason(s.Proxy, u.URL, proxyURL)
	if proxyURL != nil {
		dg.Proxy.URL = redactedProxy(proxyURL)
	}
	tlsCfg, err := c.tlsConfig(u, verify, s)
	if err != nil {
		return fail("clientCertificate", err)
	}
	if len(tlsCfg.Certificates) > 0 {
		if leaf, err := x509.ParseCertificate(tlsCfg.Certificates[0].Certificate[0]); err == nil {
			d := describeCert(leaf, time.Now())
			dg.ClientCertificate = &d
		}
	}
	var tlsInfo *DiagTLS
	if u.Scheme == "https" {
		tlsInfo = &DiagTLS{ServerName: u.host, VerifySSL: verify}
		tlsCfg = inspecting(tlsCfg, u.host, verify, tlsInfo)
	}
	ctx, cancel := context.WithTimeout(ctx, sendTimeout(Request{}, s))
	defer cancel()
	var ph phases
	d := &dialer{proxyURL: proxyURL, tls: tlsCfg, ph: &ph}
	alpn := []string{"h2", "http/1.1"}
	if httpVersion == "http1.1" {
		alpn = []string{"http/1.1"}
	}
	conn, err := d.dial(ctx, u.Scheme, u.host, u.port, alpn)
	dg.DNS = dnsStep(u, proxyURL, &ph)
	if !ph.connectDone.IsZero() {
		dg.TCP = &DiagTCP{Address: ph.remote, Ms: ms(ph.connectStart, ph.connectDone)}
	}
	if tlsInfo != nil && !ph.tlsStart.IsZero() {
		dg.TLS = tlsInfo
	}
	if err != nil {
		return fail(failedStep(err, &ph), err)
	}
	defer func() { _ = conn.Close() }() // a probe: nothing was written
	if tc, ok := conn.(*tls.Conn); ok && dg.TLS != nil {
		st := tc.ConnectionState()
		dg.TLS.Version = tls.VersionName(st.Version)
		dg.TLS.CipherSuite = tls.CipherSuiteName(st.CipherSuite)
		dg.TLS.ALPN = st.NegotiatedProtocol
		dg.TLS.Ms = ms(ph.tlsStart, ph.tlsDone)
	}
	dg.OK = true
	return dg
}

// failedStep names the step a dial failed in, from its error and the
// phases it began.
func failedStep(err error, ph *phases) string {
	var se *SendError
	switch {
	case errors.As(err, &se) && se.Code == CodeProxy:
		return "proxy"
	case errors.As(err, &se) && se.Code == CodeDNS, !ph.dnsStart.IsZero() && ph.dnsDone.IsZero():
		return "dns"
	case !ph.tlsStart.IsZero():
		return "tls"
	}
	return "tcp"
}

// dnsStep reports the resolution the dial did, or why there was none.
func dnsStep(u target, proxyURL *url.URL, ph *phases) *DiagDNS {
	host := u.host
	if proxyURL != nil {
		host = proxyURL.Hostname()
	}
	dns := &DiagDNS{Host: host, Addresses: ph.dnsAnswers, Ms: ms(ph.dnsStart, ph.dnsDone)}
	if dns.Addresses == nil {
		dns.Addresses = []string{}
	}
	switch {
	case net.ParseIP(trimBrackets(host)) != nil:
		dns.Skipped, dns.Addresses = true, []string{trimBrackets(host)}
	case proxyURL != nil && (proxyURL.Scheme == "socks5" || proxyURL.Scheme == "socks5h"):
		dns.Skipped = true // the SOCKS dialer resolves the proxy host itself
	case ph.dnsStart.IsZero():
		return nil
	}
	return dns
}

func trimBrackets(h string) string {
	if len(h) > 1 && h[0] == '[' && h[len(h)-1] == ']' {
		return h[1 : len(h)-1]
	}
	return h
}

// inspecting returns cfg set to record the server's chain and whether it
// verifies into info, whatever verifySSL says; with verify the handshake
// fails on a chain that does not verify, exactly as a send's would.
func inspecting(cfg *tls.Config, host string, verify bool, info *DiagTLS) *tls.Config {
	out := cfg.Clone()
	out.InsecureSkipVerify = true //nolint:gosec // verification is done below, and enforced when verify is set
	out.VerifyConnection = func(st tls.ConnectionState) error {
		now := time.Now()
		info.Chain = make([]DiagCert, len(st.PeerCertificates))
		for i, c := range st.PeerCertificates {
			info.Chain[i] = describeCert(c, now)
		}
		if len(st.PeerCertificates) == 0 {
			info.VerifyError = "the server sent no certificate"
			if verify {
				return errors.New(info.VerifyError)
			}
			return nil
		}
		inter := x509.NewCertPool()
		for _, c := range st.PeerCertificates[1:] {
			inter.AddCert(c)
		}
		name := st.ServerName // the hop's own name: a proxy's on the proxy hop
		if name == "" {
			name = trimBrackets(host)
		}
		_, err := st.PeerCertificates[0].Verify(x509.VerifyOptions{Roots: cfg.RootCAs, Intermediates: inter, DNSName: name, CurrentTime: now})
		info.Verified = err == nil
		if err != nil {
			info.VerifyError = err.Error()
			if verify {
				return &tls.CertificateVerificationError{UnverifiedCertificates: st.PeerCertificates, Err: err}
			}
		}
		return nil
	}
	return out
}

func describeCert(c *x509.Certificate, now time.Time) DiagCert {
	d := DiagCert{
		Subject: c.Subject.String(), Issuer: c.Issuer.String(), SANs: []string{},
		NotBefore: c.NotBefore.UnixMilli(), NotAfter: c.NotAfter.UnixMilli(),
		Expired: now.After(c.NotAfter), IsCA: c.IsCA,
	}
	d.SANs = append(d.SANs, c.DNSNames...)
	for _, ip := range c.IPAddresses {
		d.SANs = append(d.SANs, ip.String())
	}
	for _, u := range c.URIs {
		d.SANs = append(d.SANs, u.String())
	}
	d.SANs = append(d.SANs, c.EmailAddresses...)
	return d
}

// proxyReason says in a sentence why ProxySettings.For chose chosen for u.
func proxyReason(p ProxySettings, u *url.URL, chosen *url.URL) string {
	switch {
	case p.Mode == "off":
		return "proxyMode is off: every send connects directly"
	case bypassed(p.Bypass, u):
		return "the host matches proxyBypass, so the send connects directly"
	case p.Mode == "manual" && p.URL != "":
		return "proxyMode is manual: the send goes through proxyUrl"
	case p.Mode == "manual":
		return "proxyMode is manual but proxyUrl is empty: the send connects directly"
	case p.Mode == "system" && p.SystemURL != "":
		return "proxyMode is system: the send goes through proxySystemUrl"
	case chosen != nil:
		return "the proxy environment variables (" + u.Scheme + "_proxy) name a proxy for this URL"
	case p.Mode == "system":
		return "proxyMode is system with no proxySystemUrl, and the proxy environment variables name no proxy for this URL (unset or excluded by NO_PROXY)"
	}
	return "the proxy environment variables name no proxy for this URL (unset or excluded by NO_PROXY)"
}
