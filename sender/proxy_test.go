package sender_test

import (
	"errors"
	"net/url"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/svc-engine/svc-engine/sender"
	"github.com/svc-engine/svc-engine/sender/sendertest"
)

// withUser returns raw (a proxy URL) with user:pass in it.
func withUser(raw, user, pass string) string {
	u, err := url.Parse(raw)
	if err != nil {
		panic(err)
	}
	u.User = url.UserPassword(user, pass)
	return u.String()
}

// port returns the port of a target.
func port(tg *sendertest.Target) string {
	return tg.Addr[strings.LastIndexByte(tg.Addr, ':')+1:]
}

func TestSendThroughHTTPProxy(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name      string
		proxy     func(t *testing.T) *sendertest.Proxy
		proxyURL  func(p *sendertest.Proxy) string
		wantError string // "" for a send that reaches the target
	}{
		{
			name:     "a proxy without authentication tunnels the send",
			proxy:    func(t *testing.T) *sendertest.Proxy { return sendertest.StartProxy(t) },
			proxyURL: func(p *sendertest.Proxy) string { return p.URL },
		},
		{
			name:     "credentials in the proxy URL authenticate the tunnel",
			proxy:    func(t *testing.T) *sendertest.Proxy { return sendertest.StartProxyAuth(t, "u", "p@ss") },
			proxyURL: func(p *sendertest.Proxy) string { return withUser(p.URL, "u", "p@ss") },
		},
		{
			name:      "a proxy refusing a send without credentials is a PROXY_ERROR",
			proxy:     func(t *testing.T) *sendertest.Proxy { return sendertest.StartProxyAuth(t, "u", "p") },
			proxyURL:  func(p *sendertest.Proxy) string { return p.URL },
			wantError: sender.CodeProxy,
		},
		{
			name:      "a proxy refusing wrong credentials is a PROXY_ERROR",
			proxy:     func(t *testing.T) *sendertest.Proxy { return sendertest.StartProxyAuth(t, "u", "p") },
			proxyURL:  func(p *sendertest.Proxy) string { return withUser(p.URL, "u", "wrong") },
			wantError: sender.CodeProxy,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			eachVariant(t, variants(), func(t *testing.T, r *rig) {
				p := tt.proxy(t)
				r.settings.Proxy = sender.ProxySettings{Mode: "manual", URL: tt.proxyURL(p)}
				res, _ := r.send(t, r.request("GET", "/echo?via=proxy"))
				if tt.wantError != "" {
					if res.StatusCode != 0 || res.ErrorCode != tt.wantError {
						t.Errorf("status %d errorCode %q (%s), want 0 %s", res.StatusCode, res.ErrorCode, res.Message, tt.wantError)
					}
					if strings.Contains(res.Message, "p@ss") || strings.Contains(res.Message, "wrong") {
						t.Errorf("message %q shows the proxy password", res.Message)
					}
					if n := len(r.tg.Requests()); n != 0 {
						t.Errorf("target received %d requests, want none", n)
					}
					return
				}
				mustStatus(t, res, 200)
				if res.Protocol != protocol(r.v.mode) {
					t.Errorf("protocol %q through the tunnel, want %q", res.Protocol, protocol(r.v.mode))
				}
				// The implementation tunnels every scheme with CONNECT, so the
				// target sees the origin-form request as written.
				if diff := cmp.Diff([]string{"CONNECT " + r.tg.Addr}, p.Requests()); diff != "" {
					t.Errorf("proxy relayed (-want +got):\n%s", diff)
				}
				if got := only(t, r.tg).RequestURI; got != "/echo?via=proxy" {
					t.Errorf("target received %q, want /echo?via=proxy", got)
				}
				if res.Timing.ConnectMs <= 0 {
					t.Errorf("connectMs = %v through a proxy, want > 0", res.Timing.ConnectMs)
				}
			})
		})
	}
	t.Run("a proxy that does not listen is a PROXY_ERROR", func(t *testing.T) {
		t.Parallel()
		eachVariant(t, variants(), func(t *testing.T, r *rig) {
			r.settings.Proxy = sender.ProxySettings{Mode: "manual", URL: "http://" + closedAddr(t)}
			res, _ := r.send(t, r.request("GET", "/echo"))
			if res.StatusCode != 0 || res.ErrorCode != sender.CodeProxy {
				t.Errorf("status %d errorCode %q (%s), want 0 %s", res.StatusCode, res.ErrorCode, res.Message, sender.CodeProxy)
			}
		})
	})
	t.Run("a proxy URL with an unsupported scheme is a PROXY_ERROR", func(t *testing.T) {
		t.Parallel()
		eachVariant(t, variants(), func(t *testing.T, r *rig) {
			r.settings.Proxy = sender.ProxySettings{Mode: "manual", URL: "ftp://" + closedAddr(t)}
			res, _ := r.send(t, r.request("GET", "/echo"))
			if res.StatusCode != 0 || res.ErrorCode != sender.CodeProxy {
				t.Errorf("status %d errorCode %q (%s), want 0 %s", res.StatusCode, res.ErrorCode, res.Message, sender.CodeProxy)
			}
		})
	})
	t.Run("a redirect is followed through the proxy", func(t *testing.T) {
		t.Parallel()
		eachVariant(t, variants(), func(t *testing.T, r *rig) {
			p := sendertest.StartProxy(t)
			r.settings.Proxy = sender.ProxySettings{Mode: "manual", URL: p.URL}
			mustStatus(t, first(r.send(t, r.request("GET", "/redirect?code=307"))), 200)
			want := []string{"CONNECT " + r.tg.Addr, "CONNECT " + r.tg.Addr}
			if diff := cmp.Diff(want, p.Requests()); diff != "" {
				t.Errorf("proxy relayed (-want +got):\n%s", diff)
			}
		})
	})
}

func TestSendThroughSOCKS5(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name      string
		server    func(t *testing.T) *sendertest.SOCKS5
		proxyURL  func(s *sendertest.SOCKS5) string
		wantError string
	}{
		{
			name:     "a SOCKS5 server without authentication carries the send",
			server:   func(t *testing.T) *sendertest.SOCKS5 { return sendertest.StartSOCKS5(t) },
			proxyURL: func(s *sendertest.SOCKS5) string { return s.URL },
		},
		{
			name:     "credentials in the socks5 URL authenticate",
			server:   func(t *testing.T) *sendertest.SOCKS5 { return sendertest.StartSOCKS5Auth(t, "u", "p") },
			proxyURL: func(s *sendertest.SOCKS5) string { return withUser(s.URL, "u", "p") },
		},
		{
			name:      "a SOCKS5 server refusing missing credentials is a PROXY_ERROR",
			server:    func(t *testing.T) *sendertest.SOCKS5 { return sendertest.StartSOCKS5Auth(t, "u", "p") },
			proxyURL:  func(s *sendertest.SOCKS5) string { return s.URL },
			wantError: sender.CodeProxy,
		},
		{
			name:      "a SOCKS5 server refusing wrong credentials is a PROXY_ERROR",
			server:    func(t *testing.T) *sendertest.SOCKS5 { return sendertest.StartSOCKS5Auth(t, "u", "p") },
			proxyURL:  func(s *sendertest.SOCKS5) string { return withUser(s.URL, "u", "x") },
			wantError: sender.CodeProxy,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			eachVariant(t, variants(), func(t *testing.T, r *rig) {
				s := tt.server(t)
				r.settings.Proxy = sender.ProxySettings{Mode: "manual", URL: tt.proxyURL(s)}
				res, _ := r.send(t, r.request("POST", "/echo"))
				if tt.wantError != "" {
					if res.StatusCode != 0 || res.ErrorCode != tt.wantError {
						t.Errorf("status %d errorCode %q (%s), want 0 %s", res.StatusCode, res.ErrorCode, res.Message, tt.wantError)
					}
					if n := len(r.tg.Requests()); n != 0 {
						t.Errorf("target received %d requests, want none", n)
					}
					return
				}
				mustStatus(t, res, 200)
				if diff := cmp.Diff([]string{r.tg.Addr}, s.Destinations()); diff != "" {
					t.Errorf("SOCKS5 destinations (-want +got):\n%s", diff)
				}
				if res.Protocol != protocol(r.v.mode) {
					t.Errorf("protocol %q through SOCKS5, want %q", res.Protocol, protocol(r.v.mode))
				}
			})
		})
	}
	t.Run("a SOCKS5 server that does not listen is a PROXY_ERROR", func(t *testing.T) {
		t.Parallel()
		eachVariant(t, variants(), func(t *testing.T, r *rig) {
			r.settings.Proxy = sender.ProxySettings{Mode: "manual", URL: "socks5://" + closedAddr(t)}
			res, _ := r.send(t, r.request("GET", "/echo"))
			if res.StatusCode != 0 || res.ErrorCode != sender.CodeProxy {
				t.Errorf("status %d errorCode %q (%s), want 0 %s", res.StatusCode, res.ErrorCode, res.Message, sender.CodeProxy)
			}
		})
	})
}

func TestSendProxyModes(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name      string
		settings  func(r *rig, proxyURL string) sender.ProxySettings
		getenv    func(proxyURL string) func(string) string
		wantProxy bool
	}{
		{
			name: "manual mode proxies a send no pattern exempts",
			settings: func(r *rig, p string) sender.ProxySettings {
				return sender.ProxySettings{Mode: "manual", URL: p, Bypass: "other.test, 10.0.0.0/8"}
			},
			wantProxy: true,
		},
		{
			name: "a bypass entry naming the host connects directly",
			settings: func(r *rig, p string) sender.ProxySettings {
				return sender.ProxySettings{Mode: "manual", URL: p, Bypass: "127.0.0.1"}
			},
		},
		{
			name: "a bypass entry * connects directly",
			settings: func(r *rig, p string) sender.ProxySettings {
				return sender.ProxySettings{Mode: "manual", URL: p, Bypass: "*"}
			},
		},
		{
			name: "a bypass CIDR holding the host connects directly",
			settings: func(r *rig, p string) sender.ProxySettings {
				return sender.ProxySettings{Mode: "manual", URL: p, Bypass: ".example.com,127.0.0.0/8"}
			},
		},
		{
			name: "a bypass entry with the host's port connects directly",
			settings: func(r *rig, p string) sender.ProxySettings {
				return sender.ProxySettings{Mode: "manual", URL: p, Bypass: "127.0.0.1:" + port(r.tg)}
			},
		},
		{
			name: "a bypass CIDR with the host's port connects directly",
			settings: func(r *rig, p string) sender.ProxySettings {
				return sender.ProxySettings{Mode: "manual", URL: p, Bypass: "127.0.0.0/8:" + port(r.tg)}
			},
		},
		{
			name: "a bypass entry with another port still proxies",
			settings: func(r *rig, p string) sender.ProxySettings {
				return sender.ProxySettings{Mode: "manual", URL: p, Bypass: "127.0.0.1:1"}
			},
			wantProxy: true,
		},
		{
			name:     "off mode ignores a configured URL",
			settings: func(r *rig, p string) sender.ProxySettings { return sender.ProxySettings{Mode: "off", URL: p} },
		},
		{
			name:     "manual mode without a URL connects directly",
			settings: func(r *rig, p string) sender.ProxySettings { return sender.ProxySettings{Mode: "manual"} },
		},
		{
			name:      "system mode uses the system URL",
			settings:  func(r *rig, p string) sender.ProxySettings { return sender.ProxySettings{Mode: "system", SystemURL: p} },
			wantProxy: true,
		},
		{
			name:     "environment mode never proxies a loopback host",
			settings: func(r *rig, p string) sender.ProxySettings { return sender.ProxySettings{Mode: "environment"} },
			getenv:   func(p string) func(string) string { return env(map[string]string{"HTTP_PROXY": p, "HTTPS_PROXY": p}) },
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			eachVariant(t, variants(), func(t *testing.T, r *rig) {
				p := sendertest.StartProxy(t)
				r.settings.Proxy = tt.settings(r, p.URL)
				if tt.getenv != nil {
					r.client.Getenv = tt.getenv(p.URL)
				}
				mustStatus(t, first(r.send(t, r.request("GET", "/echo"))), 200)
				relayed := p.Requests()
				if proxied := len(relayed) > 0; proxied != tt.wantProxy {
					t.Errorf("settings %+v: proxy relayed %q, want proxied %v", r.settings.Proxy, relayed, tt.wantProxy)
				}
				if n := len(r.tg.Requests()); n != 1 {
					t.Errorf("target received %d requests, want 1", n)
				}
			})
		})
	}
}

// env returns a Getenv over vars.
func env(vars map[string]string) func(string) string {
	return func(k string) string { return vars[k] }
}

func TestProxySettingsFor(t *testing.T) {
	t.Parallel()
	const proxy = "http://proxy.test:3128"
	tests := []struct {
		name      string
		settings  sender.ProxySettings
		getenv    func(string) string
		target    string
		want      string // the proxy URL, "" for a direct connection
		wantError string
	}{
		{name: "environment mode reads HTTP_PROXY for an http target", target: "http://svc.test/",
			getenv: env(map[string]string{"HTTP_PROXY": proxy}), want: proxy},
		{name: "the zero mode is environment mode", settings: sender.ProxySettings{}, target: "http://svc.test/",
			getenv: env(map[string]string{"HTTP_PROXY": proxy}), want: proxy},
		{name: "environment mode reads lowercase http_proxy", settings: sender.ProxySettings{Mode: "environment"}, target: "http://svc.test/",
			getenv: env(map[string]string{"http_proxy": proxy}), want: proxy},
		{name: "environment mode reads HTTPS_PROXY for an https target", settings: sender.ProxySettings{Mode: "environment"}, target: "https://svc.test/",
			getenv: env(map[string]string{"HTTP_PROXY": "http://other.test:1", "HTTPS_PROXY": proxy}), want: proxy},
		{name: "environment mode honours NO_PROXY", settings: sender.ProxySettings{Mode: "environment"}, target: "http://svc.test/",
			getenv: env(map[string]string{"HTTP_PROXY": proxy, "NO_PROXY": "svc.test"})},
		{name: "environment mode without variables connects directly", settings: sender.ProxySettings{Mode: "environment"}, target: "http://svc.test/",
			getenv: env(nil)},
		{name: "environment mode without Getenv connects directly", settings: sender.ProxySettings{Mode: "environment"}, target: "http://svc.test/"},
		{name: "a proxy variable without a scheme means http", settings: sender.ProxySettings{Mode: "environment"}, target: "http://svc.test/",
			getenv: env(map[string]string{"HTTP_PROXY": "proxy.test:3128"}), want: proxy},
		{name: "system mode uses the system URL over the environment", settings: sender.ProxySettings{Mode: "system", SystemURL: "socks5://sys.test:1080"}, target: "http://svc.test/",
			getenv: env(map[string]string{"HTTP_PROXY": proxy}), want: "socks5://sys.test:1080"},
		{name: "system mode without a system URL falls back to the environment", settings: sender.ProxySettings{Mode: "system"}, target: "http://svc.test/",
			getenv: env(map[string]string{"HTTP_PROXY": proxy}), want: proxy},
		{name: "manual mode uses its URL, not the environment", settings: sender.ProxySettings{Mode: "manual", URL: "http://u:p@manual.test:8080"}, target: "https://svc.test/",
			getenv: env(map[string]string{"HTTPS_PROXY": proxy}), want: "http://u:p@manual.test:8080"},
		{name: "manual mode without a URL does not read the environment", settings: sender.ProxySettings{Mode: "manual"}, target: "http://svc.test/",
			getenv: env(map[string]string{"HTTP_PROXY": proxy})},
		{name: "off mode ignores the URL and the environment", settings: sender.ProxySettings{Mode: "off", URL: proxy}, target: "http://svc.test/",
			getenv: env(map[string]string{"HTTP_PROXY": proxy})},
		{name: "a .domain bypass exempts a subdomain", settings: sender.ProxySettings{Mode: "manual", URL: proxy, Bypass: ".example.com"}, target: "http://api.example.com/"},
		{name: "a .domain bypass exempts the domain itself", settings: sender.ProxySettings{Mode: "manual", URL: proxy, Bypass: ".example.com"}, target: "http://example.com/"},
		{name: "a .domain bypass does not exempt a name that only ends alike", settings: sender.ProxySettings{Mode: "manual", URL: proxy, Bypass: ".example.com"}, target: "http://notexample.com/", want: proxy},
		{name: "a *.domain bypass exempts a subdomain only", settings: sender.ProxySettings{Mode: "manual", URL: proxy, Bypass: "*.example.com"}, target: "http://example.com/", want: proxy},
		{name: "bypass entries are trimmed and case-insensitive", settings: sender.ProxySettings{Mode: "manual", URL: proxy, Bypass: " other.test ,  SVC.Test "}, target: "http://svc.test/"},
		{name: "a bypass port matches the scheme's default port", settings: sender.ProxySettings{Mode: "manual", URL: proxy, Bypass: "svc.test:443"}, target: "https://svc.test/"},
		{name: "a bypass port other than the default does not match", settings: sender.ProxySettings{Mode: "manual", URL: proxy, Bypass: "svc.test:8443"}, target: "https://svc.test/", want: proxy},
		{name: "a bracketed IPv6 bypass with a port matches", settings: sender.ProxySettings{Mode: "manual", URL: proxy, Bypass: "[::1]:8080"}, target: "http://[::1]:8080/"},
		{name: "a CIDR bypass with a port matches", settings: sender.ProxySettings{Mode: "manual", URL: proxy, Bypass: "10.0.0.0/8:8080"}, target: "http://10.1.2.3:8080/"},
		{name: "a CIDR bypass does not exempt a host name", settings: sender.ProxySettings{Mode: "manual", URL: proxy, Bypass: "10.0.0.0/8"}, target: "http://svc.test/", want: proxy},
		{name: "a bypass exempts environment proxying too", settings: sender.ProxySettings{Mode: "environment", Bypass: "svc.test"}, target: "http://svc.test/",
			getenv: env(map[string]string{"HTTP_PROXY": proxy})},
		{name: "a manual URL without a host is a PROXY_ERROR", settings: sender.ProxySettings{Mode: "manual", URL: "proxy.test"}, target: "http://svc.test/", wantError: sender.CodeProxy},
		{name: "a system URL that does not parse is a PROXY_ERROR", settings: sender.ProxySettings{Mode: "system", SystemURL: "http://[bad"}, target: "http://svc.test/", wantError: sender.CodeProxy},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			target, err := url.Parse(tt.target)
			if err != nil {
				t.Fatal(err)
			}
			got, err := tt.settings.For(target, tt.getenv)
			var se *sender.SendError
			switch {
			case tt.wantError != "":
				if !errors.As(err, &se) || se.Code != tt.wantError {
					t.Fatalf("%+v.For(%s) = %v, %v; want a *SendError %s", tt.settings, tt.target, got, err, tt.wantError)
				}
				return
			case err != nil:
				t.Fatalf("%+v.For(%s): %v", tt.settings, tt.target, err)
			}
			gotURL := ""
			if got != nil {
				gotURL = got.String()
			}
			if gotURL != tt.want {
				t.Errorf("%+v.For(%s) = %q, want %q", tt.settings, tt.target, gotURL, tt.want)
			}
		})
	}
}

// TestSendProxyErrorNamesTheProxy checks that a refused proxy hop names the
// proxy in its message but never its password.
func TestSendProxyErrorNamesTheProxy(t *testing.T) {
	t.Parallel()
	eachVariant(t, variants()[:1], func(t *testing.T, r *rig) {
		p := sendertest.StartProxyAuth(t, "u", "secret")
		r.settings.Proxy = sender.ProxySettings{Mode: "manual", URL: withUser(p.URL, "u", "nope")}
		res, _ := r.send(t, r.request("GET", "/echo"))
		if res.ErrorCode != sender.CodeProxy || !strings.Contains(res.Message, strings.TrimPrefix(p.URL, "http://")) || strings.Contains(res.Message, "nope") {
			t.Errorf("errorCode %q message %q; want PROXY_ERROR naming the proxy without its password", res.ErrorCode, res.Message)
		}
		if slices.Contains(p.Requests(), "CONNECT "+r.tg.Addr) {
			t.Errorf("proxy relayed %q without valid credentials", p.Requests())
		}
	})
}
