package sender_test

import (
	"net/url"
	"slices"
	"strconv"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/svc-engine/svc-engine/sender"
)

func mustURL(t *testing.T, raw string) *url.URL {
	t.Helper()
	u, err := url.Parse(raw)
	if err != nil {
		t.Fatalf("parse %q: %v", raw, err)
	}
	return u
}

// headers is what every case declares: credentials, body headers and one
// header no rule touches.
func headers() []sender.Header {
	return []sender.Header{
		{Key: "Authorization", Value: "Bearer SECRET"},
		{Key: "Content-Type", Value: "application/json"},
		{Key: "X-Trace", Value: "t1"},
		{Key: "cookie", Value: "sid=1"},
		{Key: "Proxy-Authorization", Value: "Basic cHg6cHg="},
		{Key: "Content-Length", Value: "7"},
		{Key: "Content-Language", Value: "en"},
		{Key: "Host", Value: "api.example"},
	}
}

func keys(hs []sender.Header) []string {
	out := make([]string, len(hs))
	for i, h := range hs {
		out[i] = h.Key
	}
	return out
}

var (
	allKeys        = []string{"Authorization", "Content-Type", "X-Trace", "cookie", "Proxy-Authorization", "Content-Length", "Content-Language", "Host"}
	withoutBody    = []string{"Authorization", "X-Trace", "cookie", "Proxy-Authorization", "Host"}
	withoutCreds   = []string{"Content-Type", "X-Trace", "Content-Length", "Content-Language"}
	withoutEither  = []string{"X-Trace"}
	sameOriginURLs = [2]string{"http://127.0.0.1:8080/r", "http://127.0.0.1:8080/dest"}
)

func TestRedirectMethodAndBody(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		status     int
		method     string
		wantMethod string
		wantBody   bool
	}{
		{301, "GET", "GET", true},
		{301, "POST", "GET", false},
		{301, "PUT", "PUT", true},
		{301, "HEAD", "HEAD", true},
		{301, "DELETE", "DELETE", true},
		{302, "GET", "GET", true},
		{302, "POST", "GET", false},
		{302, "PUT", "PUT", true},
		{302, "PATCH", "PATCH", true},
		{302, "HEAD", "HEAD", true},
		{303, "GET", "GET", false},
		{303, "POST", "GET", false},
		{303, "PUT", "GET", false},
		{303, "DELETE", "GET", false},
		{303, "HEAD", "HEAD", false},
		{307, "GET", "GET", true},
		{307, "POST", "POST", true},
		{307, "PUT", "PUT", true},
		{307, "HEAD", "HEAD", true},
		{308, "POST", "POST", true},
		{308, "PATCH", "PATCH", true},
		{308, "HEAD", "HEAD", true},
		{300, "POST", "POST", true}, // not a redirect a client follows: kept as by 307
		{302, "post", "post", true}, // methods are case-sensitive: "post" is not POST
	} {
		t.Run(tt.method+" answered "+strconv.Itoa(tt.status), func(t *testing.T) {
			t.Parallel()
			in := headers()
			got := sender.Redirect(tt.status, tt.method, mustURL(t, sameOriginURLs[0]), mustURL(t, sameOriginURLs[1]), in)
			if got.Method != tt.wantMethod || got.Body != tt.wantBody {
				t.Errorf("Redirect(%d, %s) = method %s body %v, want %s %v", tt.status, tt.method, got.Method, got.Body, tt.wantMethod, tt.wantBody)
			}
			want := allKeys
			if !tt.wantBody {
				want = withoutBody
			}
			if d := cmp.Diff(want, keys(got.Headers)); d != "" {
				t.Errorf("Redirect(%d, %s) headers (-want +got):\n%s", tt.status, tt.method, d)
			}
			if d := cmp.Diff(headers(), in); d != "" {
				t.Errorf("Redirect changed its input (-want +got):\n%s", d)
			}
		})
	}
}

func TestRedirectCredentialsStayWithTheirOrigin(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		name     string
		from, to string
		cross    bool
	}{
		{"the same origin keeps them", "http://127.0.0.1:8080/r", "http://127.0.0.1:8080/dest?x=1", false},
		{"a host spelled in another case is the same host", "http://API.example/r", "http://api.EXAMPLE/dest", false},
		{"an absent port is the scheme's default (http)", "http://api.example/r", "http://api.example:80/dest", false},
		{"an absent port is the scheme's default (https)", "https://api.example:443/r", "HTTPS://api.example/dest", false},
		{"127.0.0.1 and localhost are different hosts", "http://127.0.0.1:8080/r", "http://localhost:8080/dest", true},
		{"another host", "https://api.example/r", "https://evil.example/dest", true},
		{"a subdomain is another host", "https://example.com/r", "https://api.example.com/dest", true},
		{"another port", "http://127.0.0.1:8080/r", "http://127.0.0.1:8081/dest", true},
		{"an explicit port that is not the default", "http://api.example/r", "http://api.example:8080/dest", true},
		{"http to https on one host and port", "http://127.0.0.1:8080/r", "https://127.0.0.1:8080/dest", true},
		{"http to https on the default ports", "http://api.example/r", "https://api.example/dest", true},
		{"https to http", "https://api.example/r", "http://api.example/dest", true},
		{"IPv6 literals compare by address text", "http://[::1]:8080/r", "http://[::1]:8080/dest", false},
		{"IPv6 and IPv4 loopback differ", "http://[::1]:8080/r", "http://127.0.0.1:8080/dest", true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			from, to := mustURL(t, tt.from), mustURL(t, tt.to)
			if got := sender.SameOrigin(from, to); got == tt.cross {
				t.Errorf("SameOrigin(%s, %s) = %v, want %v", tt.from, tt.to, got, !tt.cross)
			}
			for _, c := range []struct {
				status int
				method string
				body   bool
			}{{307, "PUT", true}, {302, "POST", false}} {
				got := sender.Redirect(c.status, c.method, from, to, headers())
				want := map[[2]bool][]string{
					{true, false}: allKeys, {true, true}: withoutCreds,
					{false, false}: withoutBody, {false, true}: withoutEither,
				}[[2]bool{c.body, tt.cross}]
				if d := cmp.Diff(want, keys(got.Headers)); d != "" {
					t.Errorf("%d %s from %s to %s: headers (-want +got):\n%s", c.status, c.method, tt.from, tt.to, d)
				}
			}
		})
	}
}

// A chain: credentials dropped on the way out are not back when a later
// hop returns to the first origin, since each hop starts from the headers
// the previous one kept.
func TestRedirectChainDoesNotRestoreDroppedHeaders(t *testing.T) {
	t.Parallel()
	a, b := mustURL(t, "http://127.0.0.1:8080/r"), mustURL(t, "http://localhost:8080/r")
	hop := sender.Redirect(307, "PUT", a, b, headers())
	hop = sender.Redirect(307, hop.Method, b, a, hop.Headers)
	if d := cmp.Diff(withoutCreds, keys(hop.Headers)); d != "" || hop.Method != "PUT" {
		t.Errorf("A → B → A: method %s, headers (-want +got):\n%s", hop.Method, d)
	}
}

// Nothing dropped: the hop keeps the very slice it was given.
func TestRedirectKeepsTheSliceWhenNothingIsDropped(t *testing.T) {
	t.Parallel()
	in := headers()
	got := sender.Redirect(308, "POST", mustURL(t, sameOriginURLs[0]), mustURL(t, sameOriginURLs[1]), in)
	if len(got.Headers) != len(in) || &got.Headers[0] != &in[0] {
		t.Errorf("a hop that drops nothing copied its headers")
	}
	if got := sender.Redirect(302, "GET", mustURL(t, sameOriginURLs[0]), mustURL(t, sameOriginURLs[1]), nil); got.Headers != nil || !slices.Equal(got.Headers, nil) {
		t.Errorf("no headers in, %v out", got.Headers)
	}
}

func TestIsRedirect(t *testing.T) {
	t.Parallel()
	for code := 100; code < 600; code++ {
		want := code == 301 || code == 302 || code == 303 || code == 307 || code == 308
		if got := sender.IsRedirect(code); got != want {
			t.Errorf("IsRedirect(%d) = %v, want %v", code, got, want)
		}
	}
}
