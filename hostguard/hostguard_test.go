package hostguard

import (
	"errors"
	"fmt"
	"testing"
)

func TestCheck(t *testing.T) {
	allowed := Loopback(9876)
	b := func(s ...string) [][]byte {
		out := make([][]byte, len(s))
		for i, v := range s {
			out[i] = []byte(v)
		}
		return out
	}
	cases := []struct {
		name    string
		hosts   [][]byte
		origins [][]byte
		want    error
	}{
		{"loopback", b("127.0.0.1:9876"), nil, nil},
		{"localhost any case", b("LocalHost:9876"), nil, nil},
		{"ipv6", b("[::1]:9876"), nil, nil},
		{"own origin", b("localhost:9876"), b("http://127.0.0.1:9876"), nil},
		{"no host", nil, nil, ErrHost},
		{"other port", b("127.0.0.1:9877"), nil, ErrHost},
		{"no port", b("127.0.0.1"), nil, ErrHost},
		{"userinfo", b("evil.com@127.0.0.1:9876"), nil, ErrHost},
		{"user and password", b("user:pass@localhost:9876"), nil, ErrHost},
		{"rebinding name", b("evil.com:9876"), nil, ErrHost},
		{"second host", b("127.0.0.1:9876", "evil.com:9876"), nil, ErrHost},
		{"foreign origin", b("127.0.0.1:9876"), b("http://evil.com"), ErrOrigin},
		{"https origin", b("127.0.0.1:9876"), b("https://127.0.0.1:9876"), ErrOrigin},
		{"null origin", b("127.0.0.1:9876"), b("null"), ErrOrigin},
		{"second origin foreign", b("127.0.0.1:9876"), b("http://127.0.0.1:9876", "http://evil.com"), ErrOrigin},
		{"origin with userinfo", b("127.0.0.1:9876"), b("http://evil.com@127.0.0.1:9876"), ErrOrigin},
		{"empty origin", b("127.0.0.1:9876"), b(""), ErrOrigin},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if err := Check(allowed, c.hosts, c.origins); !errors.Is(err, c.want) {
				t.Fatalf("Check = %v, want %v", err, c.want)
			}
		})
	}
}

func TestHeaders(t *testing.T) {
	raw := []byte("GET / HTTP/1.1\r\nhost: a:1\r\nOrigin: http://a:1\r\nX: y\r\nHOST:  b:2 \r\norigin:\thttp://c\r\n\r\n")
	hosts, origins := Headers(raw)
	if len(hosts) != 2 || string(hosts[0]) != "a:1" || string(hosts[1]) != "b:2" {
		t.Fatalf("hosts = %q", hosts)
	}
	if len(origins) != 2 || string(origins[0]) != "http://a:1" || string(origins[1]) != "http://c" {
		t.Fatalf("origins = %q", origins)
	}
}

func TestAuthority(t *testing.T) {
	cases := map[string]string{
		"/x":                            "",
		"http://evil@127.0.0.1:1/x?y":   "evil@127.0.0.1:1",
		"http://127.0.0.1:1":            "127.0.0.1:1",
		"/redirect?to=http://evil.com/": "",
		"HTTP://LOCALHOST:1?q":          "LOCALHOST:1",
	}
	for in, want := range cases {
		if got := string(Authority([]byte(in))); got != want {
			t.Errorf("Authority(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestRequest(t *testing.T) {
	cases := []struct {
		name, raw, host, target string
		hosts, origins          []string
	}{
		{"header block", "Host: a:1\r\nOrigin: http://a:1\r\n", "a:1", "/x", []string{"a:1"}, []string{"http://a:1"}},
		{"every host line, not the parsed one", "Host: a:1\r\nHost: b:2\r\n", "a:1", "/x", []string{"a:1", "b:2"}, nil},
		{"parsed host when no line", "", "a:1", "/x", []string{"a:1"}, nil},
		{"no host at all", "", "", "/x", nil, nil},
		{"absolute target", "Host: a:1\r\n", "a:1", "http://evil@b:2/x", []string{"a:1", "evil@b:2"}, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			hosts, origins := Request([]byte(c.raw), []byte(c.host), []byte(c.target))
			if got, want := fmt.Sprintf("%q %q", hosts, origins), fmt.Sprintf("%q %q", c.hosts, c.origins); got != want {
				t.Fatalf("Request = %s, want %s", got, want)
			}
		})
	}
}
