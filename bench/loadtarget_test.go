package bench

import (
	"context"
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
	return startLoadTargetStreams(t, 0)
}

// startLoadTargetStreams is startLoadTarget with h2Streams HTTP/2 streams
// per connection (NewLoadTarget's argument).
func startLoadTargetStreams(t *testing.T, h2Streams uint32) (lt *LoadTarget, fast, std string) {
	t.Helper()
	lf, err := net.Listen("tcp4", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ls, err := net.Listen("tcp4", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	lt = NewLoadTarget(h2Streams)
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
	defer func() { _ = resp.Body.Close() }() // what was read is all there is
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
	var h2only http.Protocols
	h2only.SetUnencryptedHTTP2(true) // prior knowledge: no HTTP/1.1 to fall back on
	h2c := &http.Client{Timeout: 5 * time.Second, Transport: &http.Transport{Protocols: &h2only}}
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

// The net/http server announces the stream limit it was given (the h2c
// row's streams per connection) in its first SETTINGS frame.
func TestLoadTargetAnnouncesItsHTTP2StreamLimit(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		given uint32
		want  uint32
	}{
		{0, H2Streams},
		{7, 7},
	} {
		_, _, std := startLoadTargetStreams(t, tt.given)
		var d net.Dialer
		c, err := d.DialContext(t.Context(), "tcp", std)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = c.Close() })
		if err := c.SetDeadline(time.Now().Add(5 * time.Second)); err != nil {
			t.Fatal(err)
		}
		if _, err := io.WriteString(c, http2.ClientPreface); err != nil {
			t.Fatal(err)
		}
		fr := http2.NewFramer(c, c)
		if err := fr.WriteSettings(); err != nil {
			t.Fatal(err)
		}
		f, err := fr.ReadFrame()
		if err != nil {
			t.Fatalf("h2Streams %d: read the server's preface: %v", tt.given, err)
		}
		sf, ok := f.(*http2.SettingsFrame)
		if !ok || sf.IsAck() {
			t.Fatalf("h2Streams %d: the server's first frame is %v, want its SETTINGS", tt.given, f.Header())
		}
		if got, ok := sf.Value(http2.SettingMaxConcurrentStreams); !ok || got != tt.want {
			t.Errorf("h2Streams %d: SETTINGS_MAX_CONCURRENT_STREAMS %d (announced %v), want %d", tt.given, got, ok, tt.want)
		}
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
