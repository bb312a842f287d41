package sender

import (
	"net"
	"net/url"
	"strings"

	"golang.org/x/net/http/httpproxy"
)

// ProxySettings are the proxy config entries.
type ProxySettings struct {
	Mode      string // environment (default), system, manual or off
	URL       string // manual: scheme://user:password@host:port (http, https, socks5, socks5h)
	Bypass    string // comma-separated host patterns exempt in every proxying mode
	SystemURL string // system: written by the desktop shell; empty falls back to environment
}

// For returns the proxy for target u, or nil for a direct connection.
func (p ProxySettings) For(u *url.URL, getenv func(string) string) (*url.URL, error) {
	if bypassed(p.Bypass, u) {
		return nil, nil
	}
	raw := ""
	switch p.Mode {
	case "off":
		return nil, nil
	case "manual":
		raw = p.URL
	case "system":
		raw = p.SystemURL
	}
	if raw != "" {
		pu, err := url.Parse(raw)
		if err != nil || pu.Host == "" {
			return nil, &SendError{Code: CodeProxy, Message: "the configured proxy URL is not valid", Err: err}
		}
		return pu, nil
	}
	if p.Mode == "manual" {
		return nil, nil
	}
	if getenv == nil {
		return nil, nil
	}
	env := func(names ...string) string {
		for _, n := range names {
			if v := getenv(n); v != "" {
				return v
			}
		}
		return ""
	}
	cfg := httpproxy.Config{
		HTTPProxy:  env("HTTP_PROXY", "http_proxy"),
		HTTPSProxy: env("HTTPS_PROXY", "https_proxy"),
		NoProxy:    env("NO_PROXY", "no_proxy"),
	}
	pu, err := cfg.ProxyFunc()(u)
	if err != nil {
		return nil, &SendError{Code: CodeProxy, Message: "the proxy environment variables name an invalid proxy", Err: err}
	}
	return pu, nil
}

// bypassed matches u's host against proxyBypass patterns: "*", a host, a
// ".domain" or "*.domain" suffix, an IP or a CIDR, each optionally with
// ":port".
func bypassed(list string, u *url.URL) bool {
	host := strings.ToLower(u.Hostname())
	port := u.Port()
	if port == "" {
		port = map[string]string{"http": "80", "https": "443"}[u.Scheme]
	}
	ip := net.ParseIP(host)
	for _, e := range strings.Split(list, ",") {
		e = strings.ToLower(strings.TrimSpace(e))
		if e == "" {
			continue
		}
		if e == "*" {
			return true
		}
		pat, pport := e, ""
		if h, p, err := net.SplitHostPort(e); err == nil {
			pat, pport = h, p
		}
		if pport != "" && pport != port {
			continue
		}
		pat = strings.Trim(pat, "[]")
		// A CIDR is matched once its port is split off ("10.0.0.0/8:8080").
		if _, cidr, err := net.ParseCIDR(pat); err == nil {
			if ip != nil && cidr.Contains(ip) {
				return true
			}
			continue
		}
		switch {
		case strings.HasPrefix(pat, "*."):
			if strings.HasSuffix(host, pat[1:]) {
				return true
			}
		case strings.HasPrefix(pat, "."):
			if strings.HasSuffix(host, pat) || host == pat[1:] {
				return true
			}
		case host == pat:
			return true
		}
	}
	return false
}
