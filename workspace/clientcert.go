package workspace

import (
	"net"
	"strings"
)

// PrefixClientCert is the id prefix of client certificates.
const PrefixClientCert = "cert"

// ClientCert is a TLS client certificate applied to sends by host.
// Exactly one source is set: CertPath+KeyPath, PfxPath, or CertPEM+KeyPEM
// (a PEM pair may also mix a path and inline text). The passphrase is
// write-only: answers carry HasPassphrase instead.
type ClientCert struct {
	ID            string `json:"id"`
	Name          string `json:"name"`
	Host          string `json:"host"` // host, *.domain, optionally :port
	CertPath      string `json:"certPath"`
	KeyPath       string `json:"keyPath"`
	PfxPath       string `json:"pfxPath"`
	CertPEM       string `json:"certPem"`
	KeyPEM        string `json:"keyPem"`
	Passphrase    string `json:"-"`
	HasPassphrase bool   `json:"hasPassphrase"`
	Enabled       bool   `json:"enabled"`
	CreatedAt     int64  `json:"createdAt"`
	UpdatedAt     int64  `json:"updatedAt"`
}

// MergeClientCert applies patch p to cur (nil for a create). The caller
// checks that the certificate loads (sender.LoadClientCert) before writing.
func MergeClientCert(cur *ClientCert, p Patch, now int64) (ClientCert, error) {
	create := cur == nil
	var next ClientCert
	if create {
		if err := p.CheckCreate(); err != nil {
			return next, err
		}
		next = ClientCert{ID: NewID(PrefixClientCert), CreatedAt: now}
	} else {
		next = *cur
	}
	next.UpdatedAt = now
	var err error
	if next.Host, err = p.reqString("host", create, next.Host, false); err != nil {
		return next, err
	}
	next.Host = strings.ToLower(strings.TrimSpace(next.Host))
	if err := checkHostPattern(next.Host); err != nil {
		return next, err
	}
	for _, f := range []struct {
		key string
		dst *string
	}{{"name", &next.Name}, {"certPath", &next.CertPath}, {"keyPath", &next.KeyPath}, {"pfxPath", &next.PfxPath},
		{"certPem", &next.CertPEM}, {"keyPem", &next.KeyPEM}, {"passphrase", &next.Passphrase}} {
		if *f.dst, err = p.optString(f.key, create, *f.dst, ""); err != nil {
			return next, err
		}
	}
	next.HasPassphrase = next.Passphrase != ""
	next.Enabled = p.lenientBool("enabled", create, next.Enabled, true)
	if p.State("enabled") == Value {
		if _, ok := Bool(p["enabled"]); !ok {
			return next, Fieldf("enabled", "enabled must be a boolean")
		}
	}
	pem := next.CertPath != "" || next.CertPEM != "" || next.KeyPath != "" || next.KeyPEM != ""
	switch {
	case next.PfxPath != "" && pem:
		return next, Fieldf("pfxPath", "give either pfxPath or a certificate and key (certPath/certPem and keyPath/keyPem), not both")
	case next.PfxPath == "" && (next.CertPath == "") == (next.CertPEM == ""):
		return next, Fieldf("certPath", "give exactly one of certPath and certPem (or a pfxPath)")
	case next.PfxPath == "" && (next.KeyPath == "") == (next.KeyPEM == ""):
		return next, Fieldf("keyPath", "give exactly one of keyPath and keyPem (or a pfxPath)")
	}
	return next, nil
}

// checkHostPattern accepts host, *.domain or an IP, each with an optional
// :port.
func checkHostPattern(h string) error {
	host := h
	if hh, port, err := net.SplitHostPort(h); err == nil {
		if n, ok := Int([]byte(port)); !ok || n < 1 || n > 65535 {
			return Fieldf("host", "host %q has an invalid port", h)
		}
		host = hh
	}
	host = strings.TrimPrefix(host, "*.")
	if host == "" || strings.ContainsAny(host, "/ ?#@*") {
		return Fieldf("host", "host must be a host name, *.domain or an IP, optionally with :port, not %q", h)
	}
	return nil
}

// MatchesHost reports whether the pattern applies to host and port (the
// target's, port as dialed).
func (c ClientCert) MatchesHost(host, port string) bool {
	pat, pport := c.Host, ""
	if hh, pp, err := net.SplitHostPort(pat); err == nil {
		pat, pport = hh, pp
	}
	if pport != "" && pport != port {
		return false
	}
	host = strings.ToLower(strings.Trim(host, "[]"))
	pat = strings.Trim(pat, "[]")
	if suffix, ok := strings.CutPrefix(pat, "*."); ok {
		return strings.HasSuffix(host, "."+suffix)
	}
	return host == pat
}
