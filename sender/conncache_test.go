package sender_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/svc-engine/svc-engine/sender"
	"github.com/svc-engine/svc-engine/sender/sendertest"
)

func get(url string) sender.Request {
	return sender.Request{Method: "GET", URL: url, HTTPVersion: "auto", VerifySSL: true, FollowRedirects: true, MaxRedirects: 10, Timeout: 5 * time.Second}
}

func mustOK(t *testing.T, res sender.Response) {
	t.Helper()
	if res.StatusCode != 200 {
		t.Fatalf("status %d %s: %s", res.StatusCode, res.ErrorCode, res.Message)
	}
}

func TestConnCacheKeepsOneConnectionForSequentialSends(t *testing.T) {
	t.Parallel()
	const n = 10
	for _, cached := range []bool{true, false} {
		srv := sendertest.StartKeepAlive(t, sendertest.KeepAliveOptions{})
		c := &sender.Client{}
		if cached {
			c.Conns = sender.NewConnCache()
		}
		for i := range n {
			path := []string{"/a", "/chunked?n=5000", "/bytes?n=70000"}[i%3]
			res, _ := c.Send(t.Context(), get(srv.URL+path), sender.Settings{})
			mustOK(t, res)
			if cached && i > 0 && res.Timing.ConnectMs != 0 {
				t.Errorf("send %d on a kept connection: connectMs %v, want 0", i, res.Timing.ConnectMs)
			}
		}
		want := n
		if cached {
			want = 1
			if idle := c.Conns.Idle(); idle != 1 {
				t.Errorf("idle %d, want 1", idle)
			}
			if err := c.Conns.Close(); err != nil {
				t.Fatal(err)
			}
			if idle := c.Conns.Idle(); idle != 0 {
				t.Errorf("idle %d after Close", idle)
			}
		}
		if got := srv.Conns(); got != want {
			t.Errorf("cached %v: %d sends used %d connections, want %d", cached, n, got, want)
		}
	}
}

func TestConnCacheFollowsRedirectsOnTheSameConnection(t *testing.T) {
	t.Parallel()
	srv := sendertest.StartKeepAlive(t, sendertest.KeepAliveOptions{})
	c := &sender.Client{Conns: sender.NewConnCache()}
	for range 3 {
		res, _ := c.Send(t.Context(), get(srv.URL+"/redirect?to=/a"), sender.Settings{})
		mustOK(t, res)
		if len(res.Redirects) != 1 {
			t.Fatalf("redirects %v", res.Redirects)
		}
	}
	if got := srv.Conns(); got != 1 {
		t.Errorf("3 sends of 2 hops used %d connections, want 1", got)
	}
}

// A kept connection the server closes as the next request arrives (no
// byte answered): a GET is sent again on a fresh connection; a POST is
// not (the server may have acted on it) and reports CONNECTION_RESET.
func TestConnCacheRetriesOnlyIdempotentRequestsOnADroppedConnection(t *testing.T) {
	t.Parallel()
	srv := sendertest.StartKeepAlive(t, sendertest.KeepAliveOptions{DropNth: 2})
	c := &sender.Client{Conns: sender.NewConnCache()}
	mustOK(t, resOf(c.Send(t.Context(), get(srv.URL+"/a"), sender.Settings{})))
	res, _ := c.Send(t.Context(), get(srv.URL+"/b"), sender.Settings{})
	mustOK(t, res)
	if res.Body != "ok GET /b\n" || srv.Conns() != 2 || srv.Requests() != 3 {
		t.Errorf("body %q; %d connections, %d requests; want a retry on a second connection", res.Body, srv.Conns(), srv.Requests())
	}

	srv = sendertest.StartKeepAlive(t, sendertest.KeepAliveOptions{DropNth: 2})
	c = &sender.Client{Conns: sender.NewConnCache()}
	post := get(srv.URL + "/p")
	post.Method, post.Body = "POST", []byte(`{"mode":"text","content":"x"}`)
	mustOK(t, resOf(c.Send(t.Context(), post, sender.Settings{})))
	res, _ = c.Send(t.Context(), post, sender.Settings{})
	if res.StatusCode != 0 || res.ErrorCode != sender.CodeConnectionReset || srv.Requests() != 2 || srv.Conns() != 1 {
		t.Errorf("POST on a dropped connection: status %d %s; %d requests on %d connections; want CONNECTION_RESET, no retry",
			res.StatusCode, res.ErrorCode, srv.Requests(), srv.Conns())
	}
	// The next send dials again.
	mustOK(t, resOf(c.Send(t.Context(), post, sender.Settings{})))
}

// A connection the server closed while idle is found closed before the
// send uses it: any method goes out on a fresh connection.
func TestConnCacheDiscardsConnectionsTheServerClosedWhileIdle(t *testing.T) {
	t.Parallel()
	srv := sendertest.StartKeepAlive(t, sendertest.KeepAliveOptions{IdleTimeout: 50 * time.Millisecond})
	c := &sender.Client{Conns: sender.NewConnCache()}
	mustOK(t, resOf(c.Send(t.Context(), get(srv.URL+"/a"), sender.Settings{})))
	for deadline := time.Now().Add(10 * time.Second); srv.Closed() < 1; time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the server did not close the idle connection within 10 s")
		}
	}
	post := get(srv.URL + "/p")
	post.Method, post.Body = "POST", []byte(`{"mode":"text","content":"x"}`)
	res, _ := c.Send(t.Context(), post, sender.Settings{})
	mustOK(t, res)
	if srv.Conns() != 2 || srv.Requests() != 2 {
		t.Errorf("%d connections, %d requests; want 2 and 2", srv.Conns(), srv.Requests())
	}
}

func TestConnCacheDoesNotKeepClosedOrCutResponses(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		path string
		s    sender.Settings
		want int
	}{
		{"/close", sender.Settings{}, 3},
		{"/bytes?n=100", sender.Settings{MaxBodyBytes: 10}, 3},
		{"/chunked?n=100", sender.Settings{MaxBodyBytes: 10}, 3},
		{"/bytes?n=10", sender.Settings{MaxBodyBytes: 10}, 1},
	} {
		srv := sendertest.StartKeepAlive(t, sendertest.KeepAliveOptions{})
		c := &sender.Client{Conns: sender.NewConnCache()}
		for range 3 {
			mustOK(t, resOf(c.Send(t.Context(), get(srv.URL+tc.path), tc.s)))
		}
		if got := srv.Conns(); got != tc.want {
			t.Errorf("%s (maxBodyBytes %d): %d connections for 3 sends, want %d", tc.path, tc.s.MaxBodyBytes, got, tc.want)
		}
	}
}

func TestConnCacheKeysTLSConnectionsByTheVerifyFlag(t *testing.T) {
	t.Parallel()
	srv := sendertest.StartKeepAlive(t, sendertest.KeepAliveOptions{TLS: true})
	ca := filepath.Join(t.TempDir(), "ca.pem")
	if err := os.WriteFile(ca, srv.CertPEM, 0o600); err != nil {
		t.Fatal(err)
	}
	s := sender.Settings{CACertFiles: []string{ca}}
	c := &sender.Client{Conns: sender.NewConnCache()}
	insecure := get(srv.URL + "/a")
	insecure.VerifySSL = false
	verified := get(srv.URL + "/a")
	for i, step := range []struct {
		r     sender.Request
		conns int
	}{{insecure, 1}, {insecure, 1}, {verified, 2}, {verified, 2}, {insecure, 2}} {
		res, _ := c.Send(t.Context(), step.r, s)
		mustOK(t, res)
		if res.Protocol != "HTTP/1.1" || srv.Conns() != step.conns {
			t.Errorf("send %d (verify %v): %s, %d connections, want %d", i, step.r.VerifySSL, res.Protocol, srv.Conns(), step.conns)
		}
		if i == 1 && res.Timing.TLSMs != 0 {
			t.Errorf("a kept TLS connection reports tlsMs %v", res.Timing.TLSMs)
		}
	}
	// A server whose certificate is refused never gets a connection kept
	// for the unverified sends.
	bad := &sender.Client{Conns: sender.NewConnCache()}
	res, _ := bad.Send(t.Context(), verified, sender.Settings{})
	if res.ErrorCode != sender.CodeTLS || bad.Conns.Idle() != 0 {
		t.Errorf("verified send to an untrusted CA: %s, %d idle", res.ErrorCode, bad.Conns.Idle())
	}
}

func TestConnCacheBoundsIdleConnectionsPerKey(t *testing.T) {
	t.Parallel()
	srv := sendertest.StartKeepAlive(t, sendertest.KeepAliveOptions{})
	cache := &sender.ConnCache{MaxIdlePerKey: 2}
	c := &sender.Client{Conns: cache}
	done := make(chan sender.Response)
	for range 6 {
		go func() {
			res, _ := c.Send(t.Context(), get(srv.URL+"/slow"), sender.Settings{})
			done <- res
		}()
	}
	for range 6 {
		mustOK(t, <-done)
	}
	if idle := cache.Idle(); idle > 2 || idle < 1 {
		t.Errorf("idle %d, want at most 2", idle)
	}
	if err := cache.Close(); err != nil {
		t.Fatal(err)
	}
	mustOK(t, resOf(c.Send(t.Context(), get(srv.URL+"/a"), sender.Settings{})))
	if cache.Idle() != 0 {
		t.Errorf("a closed cache keeps connections")
	}
	if !strings.HasPrefix(srv.URL, "http://") {
		t.Fatal(srv.URL)
	}
}

func resOf(res sender.Response, _ sender.Sent) sender.Response { return res }

func TestConnCacheKeepsATunnelThroughAProxy(t *testing.T) {
	t.Parallel()
	for _, tlsOn := range []bool{false, true} {
		srv := sendertest.StartKeepAlive(t, sendertest.KeepAliveOptions{TLS: tlsOn})
		px := sendertest.StartProxy(t)
		s := sender.Settings{Proxy: sender.ProxySettings{Mode: "manual", URL: px.URL}}
		c := &sender.Client{Conns: sender.NewConnCache()}
		for range 3 {
			r := get(srv.URL + "/a")
			r.VerifySSL = false
			mustOK(t, resOf(c.Send(t.Context(), r, s)))
		}
		if srv.Conns() != 1 || len(px.Requests()) != 1 {
			t.Errorf("tls %v: 3 sends through a proxy: %d connections, proxy saw %v; want one tunnel", tlsOn, srv.Conns(), px.Requests())
		}
	}
}
