package sender

import (
	"bytes"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"net/url"
	"strings"
	"time"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/workspace"
)

// Signing is what a per-request auth scheme signs besides the URL and the
// headers: the method, the body bytes, the clock and a source of nonces.
type Signing struct {
	Method string
	// Body is the in-memory body; nil for none or a streamed form-data
	// body (signed as an unsigned payload where the scheme allows it).
	Body []byte
	// Streamed is true when the body is streamed form-data (Body is nil
	// but a body is sent).
	Streamed bool
	// Now is the signing time; the zero value reads the clock.
	Now time.Time
	// Nonce returns n random bytes as lowercase hex; nil reads crypto/rand.
	Nonce func(n int) string
}

func (s Signing) now() time.Time {
	if s.Now.IsZero() {
		return time.Now()
	}
	return s.Now
}

func (s Signing) nonce(n int) string {
	if s.Nonce != nil {
		return s.Nonce(n)
	}
	b := make([]byte, n)
	_, _ = rand.Read(b) // crypto/rand.Read never fails (Go 1.24+)
	return hex.EncodeToString(b)
}

// SignedModes are the auth modes signed per request (SignAuth) or answered
// by a challenge round at send (digest, ntlm), beside the static modes
// ApplyAuth writes once.
var SignedModes = []string{"aws", "digest", "ntlm", "oauth1", "hawk", "edgegrid"}

// IsSignedMode reports whether mode is one of SignedModes.
func IsSignedMode(mode string) bool {
	for _, m := range SignedModes {
		if m == mode {
			return true
		}
	}
	return false
}

// AuthMode reads auth.mode ("" when absent, null or malformed).
func AuthMode(auth codec.RawMessage) string {
	raw := bytes.TrimSpace(auth)
	if len(raw) == 0 || workspace.IsNull(raw) {
		return ""
	}
	ms, err := workspace.Members(raw)
	if err != nil {
		return ""
	}
	mode, _ := workspace.String(valueOfMember(ms, "mode"))
	return mode
}

// authConfig is an auth's config object as Postman's export names its
// members (the importer stores them so). Values that are not strings read
// as their JSON text, so a number or a boolean reads as written.
type authConfig []workspace.Member

func readAuthConfig(auth codec.RawMessage) authConfig {
	ms, err := workspace.Members(bytes.TrimSpace(auth))
	if err != nil {
		return nil
	}
	cfg, _ := workspace.Members(valueOfMember(ms, "config"))
	return cfg
}

// str returns key's value: a string as is, null or absent as "", anything
// else as its JSON text.
func (c authConfig) str(key string) string {
	v, ok := workspace.Get(c, key)
	if !ok || workspace.IsNull(v) {
		return ""
	}
	if s, ok := workspace.String(v); ok {
		return s
	}
	return string(bytes.TrimSpace(v))
}

// bool reads key as a boolean (true, "true"); absent or empty gives def.
func (c authConfig) bool(key string, def bool) bool {
	switch strings.ToLower(c.str(key)) {
	case "true":
		return true
	case "false":
		return false
	}
	return def
}

// SignAuth signs one request with a per-request scheme (aws, oauth1, hawk,
// edgegrid) and returns its new URL and headers; headers is not modified.
// Any other mode returns the request unchanged: static modes are
// ApplyAuth's, and digest and ntlm answer a challenge inside Client.Send.
// The signature covers the URL, the headers and the body as given, so it
// is called last, once everything else is applied.
func SignAuth(rawURL string, headers []Header, auth codec.RawMessage, sig Signing) (string, []Header, error) {
	mode := AuthMode(auth)
	switch mode {
	case "aws", "oauth1", "hawk", "edgegrid":
	default:
		return rawURL, headers, nil
	}
	cfg := readAuthConfig(auth)
	u, err := url.Parse(rawURL)
	if err != nil || u.Host == "" {
		return rawURL, headers, &SendError{Code: CodeInvalidURL, Message: fmt.Sprintf("%s auth signs an absolute URL: %s", mode, rawURL), Err: err}
	}
	headers = append([]Header(nil), headers...)
	switch mode {
	case "aws":
		return signAWS(rawURL, u, headers, cfg, sig)
	case "oauth1":
		return signOAuth1(rawURL, u, headers, cfg, sig)
	case "hawk":
		return signHawk(rawURL, u, headers, cfg, sig)
	default:
		return signEdgeGrid(rawURL, u, headers, cfg, sig)
	}
}

// hostHeader is the Host the request sends: a declared Host header, else
// the URL's host as written.
func hostHeader(u *url.URL, headers []Header) string {
	for _, h := range headers {
		if strings.EqualFold(h.Key, "Host") {
			return h.Value
		}
	}
	return u.Host
}

// headerValue returns the first value of key, "" when absent.
func headerValue(headers []Header, key string) string {
	for _, h := range headers {
		if strings.EqualFold(h.Key, key) {
			return h.Value
		}
	}
	return ""
}

// pathAndQuery is the request target of u as written: the escaped path
// ("/" when empty) and ?query when there is one.
func pathAndQuery(u *url.URL) string {
	p := u.EscapedPath()
	if p == "" {
		p = "/"
	}
	if u.RawQuery != "" || u.ForceQuery {
		p += "?" + u.RawQuery
	}
	return p
}

// defaultPort is u's port, or 80/443 by scheme.
func defaultPort(u *url.URL) string {
	if p := u.Port(); p != "" {
		return p
	}
	if strings.EqualFold(u.Scheme, "https") {
		return "443"
	}
	return "80"
}
