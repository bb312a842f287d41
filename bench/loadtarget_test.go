package bench

import (
	"context"
	"crypto/tls"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"testing"
	"time"

	"golang.org/x/net/http2"
)

// startLoadTarget serves a LoadTarget on two loopback ports until the test
// ends and returns the fasthttp and the net/http address.
func startLoadTarget(t *testing.T) (lt *LoadTarget, fast, std string) {
	t.Helper()
	lf, err := net.Listen("tcp4", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ls, err := net.Listen("tcp4", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	lt = NewLoadTarget(0)
	errc := make(chan error, 2)
	go func() { errc <- lt.ServeFast(lf) }()
	go func() { errc <- lt.ServeStd(ls) }()
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		if err := lt.Shutdown(ctx); err != nil {
			t.Error(err)
		}
		for range 2 {
			if err := <-errc; err != nil {
				t.Error(err)
			}
		}
	})
	return lt, lf.Addr().String(), ls.Addr().String()
}

func get(t *testing.T, c *http.Client, url string) (string, *http.Response) {
	t.Helper()
	req, err := http.NewRequestWithContext(t.Context(), http.MethodGet, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	resp, err := c.Do(req)
	if err != nil {
		t.Fatalf("GET %s: %v", url, err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return string(b), resp
}

func TestLoadTargetAnswersHelloOnBothServersAndH2c(t *testing.T) {
	t.Parallel()
	lt, fast, std := startLoadTarget(t)
	h1 := &http.Client{Timeout: 5 * time.Second}
	h2c := &http.Client{Timeout: 5 * time.Second, Transport: &http2.Transport{
		AllowHTTP: true,
		DialTLSContext: func(ctx context.Context, network, addr string, _ *tls.Config) (net.Conn, error) {
			var d net.Dialer
			return d.DialContext(ctx, network, addr)
		},
	}}
	for _, tt := range []struct {
		name, url string
		client    *http.Client
		proto     int
	}{
		{"fasthttp over HTTP/1.1", "http://" + fast + "/", h1, 1},
		{"net/http over HTTP/1.1", "http://" + std + "/", h1, 1},
		{"net/http over h2c", "http://" + std + "/", h2c, 2},
	} {
		body, resp := get(t, tt.client, tt.url)
		if resp.StatusCode != 200 || body != "Hello, World!" || resp.ProtoMajor != tt.proto {
			t.Errorf("%s: %d %q over HTTP/%d, want 200 %q over HTTP/%d", tt.name, resp.StatusCode, body, resp.ProtoMajor, Hello, tt.proto)
		}
	}
	f, s := lt.Stats()
	if f.Requests != 1 || s.Requests != 2 {
		t.Errorf("requests counted: fasthttp %d, net/http %d; want 1 and 2", f.Requests, s.Requests)
	}
	body, _ := get(t, h1, "http://"+fast+"/_stats")
	var st LoadStats
	if err := json.Unmarshal([]byte(body), &st); err != nil {
		t.Fatalf("/_stats %q: %v", body, err)
	}
	if st.Requests != 1 || st.Conns < 1 || st.Open < 1 {
		t.Errorf("/_stats = %+v, want 1 request (itself not counted) and a connection", st)
	}
}

func TestLoadTargetDelays(t *testing.T) {
	t.Parallel()
	_, fast, std := startLoadTarget(t)
	c := &http.Client{Timeout: 5 * time.Second}
	for _, addr := range []string{fast, std} {
		start := time.Now()
		body, _ := get(t, c, "http://"+addr+"/delay?ms=50")
		if took := time.Since(start); took < 50*time.Millisecond || body != "Hello, World!" {
			t.Errorf("GET %s/delay?ms=50: %q after %s, want the hello after at least 50 ms", addr, body, took)
		}
	}
}

func TestDelayMs(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]time.Duration{
		"10": 10 * time.Millisecond, "": 0, "x": 0, "-5": 0, "999999999": MaxDelay,
	} {
		if got := delayMs([]byte(in)); got != want {
			t.Errorf("delayMs(%q) = %s, want %s", in, got, want)
		}
	}
}
