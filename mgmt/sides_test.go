package mgmt_test

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"golang.org/x/oauth2/clientcredentials"

	"github.com/coreos/go-oidc/v3/oidc"

	"github.com/svc-engine/svc-engine/engine"
	"github.com/svc-engine/svc-engine/mgmt/mgmttest"
	"github.com/svc-engine/svc-engine/sender"
)

// Side servers across engine restarts, busy ports, page defaults and
// their log lines (issue 17).

// An inbox is stored: its engine stops it, the next engine on the same
// data dir lists it stopped with its captures and response, and a start
// brings it back on the same port, answering the stored response. The
// captures page holds 25 by default.
func TestInboxOutlivesAnEngineRestart(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	e := mgmttest.StartIn(t, dir)
	in := e.Must(201, "POST", "/inbox", map[string]any{"name": "kept", "response": map[string]any{"status": 202, "body": "stored answer"}})
	id, url := in["id"].(string), in["url"].(string)
	for i := range 30 {
		sendTo(t, url, "POST", "/before/"+strconv.Itoa(i), nil, []byte("x"))
	}
	waitCaptures(t, e, id, 30)
	if p := captures(t, e, id, ""); len(p.Captures) != 25 || !p.HasMore || p.Captures[0].Path != "/before/29" {
		t.Fatalf("the default page holds %d captures (hasMore %v, newest %v); want the newest 25 and more", len(p.Captures), p.HasMore, p.Captures[0].Path)
	}
	e.Stop()
	if err := e.Wait(); err != nil {
		t.Fatal(err)
	}
	if conn, err := net.DialTimeout("tcp", strings.TrimPrefix(url, "http://"), time.Second); err == nil {
		_ = conn.Close()
		t.Fatal("the inbox still accepts connections after its engine stopped")
	}
	e2 := mgmttest.StartIn(t, dir)
	got := e2.Must(200, "GET", "/inbox/"+id, nil)
	if got["running"] != false || got["url"] != url || got["captures"] != float64(30) || got["response"].(map[string]any)["body"] != "stored answer" {
		t.Fatalf("the stored inbox after a restart: %v", got)
	}
	again := e2.Must(200, "POST", "/inbox/"+id+"/start", nil)
	if again["url"] != url || again["running"] != true {
		t.Fatalf("start after the restart answered %v; want %s running", again, url)
	}
	res := sendTo(t, url, "PUT", "/after", nil, nil)
	b, _ := io.ReadAll(res.Body)
	if res.StatusCode != 202 || string(b) != "stored answer" {
		t.Fatalf("the restarted inbox answered %d %q", res.StatusCode, b)
	}
	waitCaptures(t, e2, id, 31)
}

// A stored side server whose port another process holds is not started
// on another one: the start is a 409 naming the port, it stays stopped,
// and once the port is free the start brings it back there.
func TestSideServerStartOnATakenPortIsAConflict(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	col := e.Collection(map[string]any{"name": "Busy"})
	rid := e.Request(id(col), map[string]any{"name": "ping", "url": "http://api.example/ping"})
	example(t, e, id(rid), map[string]any{"name": "pong", "body": "pong"})
	mock := e.Must(201, "POST", "/mock", map[string]any{"collectionId": id(col)})
	inbox := e.Must(201, "POST", "/inbox", map[string]any{})
	issuer := e.Must(201, "POST", "/mock-issuer", map[string]any{})
	for _, c := range []struct {
		kind, urlKey string
		def          map[string]any
	}{{"mock", "url", mock}, {"inbox", "url", inbox}, {"mock-issuer", "issuer", issuer}} {
		t.Run(c.kind, func(t *testing.T) {
			sid, url := c.def["id"].(string), c.def[c.urlKey].(string)
			e.Must(200, "POST", "/"+c.kind+"/"+sid+"/stop", nil)
			ln, err := net.Listen("tcp4", strings.TrimPrefix(url, "http://"))
			if err != nil {
				t.Fatalf("take the stopped %s's port: %v", c.kind, err)
			}
			res := e.Do("POST", "/"+c.kind+"/"+sid+"/start", nil)
			port := url[strings.LastIndexByte(url, ':')+1:]
			if res.Status != 409 || res.ErrorCode(t) != "conflict" || !strings.Contains(res.ErrorMessage(t), port) {
				t.Fatalf("start on a taken port: %d %s; want a 409 naming port %s", res.Status, res.Body, port)
			}
			if got := e.Must(200, "GET", "/"+c.kind+"/"+sid, nil); got["running"] != false {
				t.Fatalf("after the refused start: %v; want stopped", got)
			}
			_ = ln.Close()
			if got := e.Must(200, "POST", "/"+c.kind+"/"+sid+"/start", nil); got["running"] != true || got[c.urlKey] != url {
				t.Fatalf("start once the port is free: %v; want running at %s", got, url)
			}
		})
	}
}

// Creating a side server on a port another process holds is a 409 naming
// the port, and nothing is stored.
func TestSideServerCreateOnATakenPortStoresNothing(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	col := e.Collection(map[string]any{"name": "Busy"})
	ln, err := net.Listen("tcp4", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = ln.Close() }()
	port := ln.Addr().(*net.TCPAddr).Port
	for _, c := range []struct {
		path string
		body map[string]any
	}{
		{"/mock", map[string]any{"collectionId": id(col), "port": port}},
		{"/inbox", map[string]any{"port": port}},
		{"/mock-issuer", map[string]any{"port": port}},
	} {
		res := e.Do("POST", c.path, c.body)
		if res.Status != 409 || res.ErrorCode(t) != "conflict" || !strings.Contains(res.ErrorMessage(t), strconv.Itoa(port)) {
			t.Errorf("POST %s on a taken port: %d %s; want a 409 naming port %d", c.path, res.Status, res.Body, port)
		}
		list := e.Do("GET", c.path, nil)
		if !strings.Contains(string(list.Body), "[]") {
			t.Errorf("GET %s after the refusal: %s; want nothing stored", c.path, list.Body)
		}
	}
}

// The activity of a mock holds 50 entries by default.
func TestMockActivityPageDefault(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	p := startPetMock(t, e, nil)
	for i := range 55 {
		mustCall(t, p.url, "GET", "/pets/"+strconv.Itoa(i), nil)
	}
	acts := e.Do("GET", "/mock/"+p.mock["id"].(string)+"/activity", nil).Array(t)
	if len(acts) != 50 || acts[0].(map[string]any)["path"] != "/pets/54" {
		t.Fatalf("the default activity page holds %d entries (newest %v); want the newest 50", len(acts), acts[0])
	}
}

// PUT /mock-issuer/:id changes the extra claims of a running issuer: the
// next token carries the new ones, verified against the JWKS.
func TestMockIssuerClaimsUpdate(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	id, iss := startIssuer(t, e, map[string]any{"clients": issuerClients(), "claims": map[string]any{"tenant": "acme"}})
	ctx := context.Background()
	verifier := oidc.NewVerifier(iss, oidc.NewRemoteKeySet(ctx, iss+"/jwks"), &oidc.Config{SkipClientIDCheck: true})
	cc := clientcredentials.Config{ClientID: "svc", ClientSecret: "s3cret", TokenURL: iss + "/token"}
	tenant := func() string {
		t.Helper()
		tok, err := cc.Token(ctx)
		if err != nil {
			t.Fatal(err)
		}
		at, err := verifier.Verify(ctx, tok.AccessToken)
		if err != nil {
			t.Fatal(err)
		}
		var claims struct {
			Tenant string `json:"tenant"`
		}
		if err := at.Claims(&claims); err != nil {
			t.Fatal(err)
		}
		return claims.Tenant
	}
	if got := tenant(); got != "acme" {
		t.Fatalf("tenant %q; want acme", got)
	}
	e.Must(200, "PUT", "/mock-issuer/"+id, map[string]any{"claims": map[string]any{"tenant": "beta"}})
	if got := tenant(); got != "beta" {
		t.Fatalf("tenant after PUT %q; want beta", got)
	}
	if res := e.Do("PUT", "/mock-issuer/"+id, map[string]any{"claims": "x"}); res.Status != 400 {
		t.Fatalf("PUT claims that are not an object: %d %s", res.Status, res.Body)
	}
}

// logLines returns the lines of an engine's log of category cat.
func logLines(t *testing.T, dir, cat string) []string {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join(dir, "logs", "engine.log"))
	if err != nil && !os.IsNotExist(err) {
		t.Fatal(err)
	}
	var out []string
	for l := range strings.SplitSeq(string(raw), "\n") {
		if strings.Contains(l, `"cat":"`+cat+`"`) {
			out = append(out, l)
		}
	}
	return out
}

// waitLog polls until a line of category cat contains want.
func waitLog(t *testing.T, dir, cat, want string) string {
	t.Helper()
	deadline := time.Now().Add(15 * time.Second)
	for {
		for _, l := range logLines(t, dir, cat) {
			if strings.Contains(l, want) {
				return l
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("no %s log line with %q in %v", cat, want, logLines(t, dir, cat))
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// At -v 2 a mock writes one debug line of category mock per answer
// (never the query), its start is an info line of category mock, and the
// issuer and token fetches write category oauth lines that never hold a
// token or a secret.
func TestSideServerLogLinesAtVerbosity2(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	p := startPetMock(t, e, nil)
	mustCall(t, p.url, "GET", "/pets/mine?secret=q1", nil)
	line := waitLog(t, e.DataDir(), "mock", "GET /pets/mine answered 200")
	if !strings.Contains(line, `"level":"debug"`) || strings.Contains(line, "q1") || strings.Contains(line, "secret") {
		t.Errorf("mock answer line %s", line)
	}
	mustCall(t, p.url, "GET", "/nowhere", nil)
	if l := waitLog(t, e.DataDir(), "mock", "GET /nowhere answered 404"); !strings.Contains(l, `"level":"info"`) {
		t.Errorf("a 404 mock line is not info: %s", l)
	}
	if l := waitLog(t, e.DataDir(), "mock", p.mock["id"].(string)); !strings.Contains(l, `"level":"info"`) || !strings.Contains(l, p.url) {
		t.Errorf("mock start line %s", l)
	}

	_, iss := startIssuer(t, e, map[string]any{"clients": issuerClients()})
	waitLog(t, e.DataDir(), "oauth", iss)
	got := e.Must(200, "POST", "/oauth2/token", map[string]any{"auth": oauth2Auth(map[string]any{"grant_type": "client_credentials",
		"accessTokenUrl": iss + "/token", "clientId": "svc", "clientSecret": "s3cret", "scope": "read"}, "")})
	waitLog(t, e.DataDir(), "oauth", "fetched")
	cc := clientcredentials.Config{ClientID: "svc", ClientSecret: "s3cret", TokenURL: iss + "/token", Scopes: []string{"read"}}
	tok, err := cc.Token(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range logLines(t, e.DataDir(), "oauth") {
		if strings.Contains(l, "s3cret") || strings.Contains(l, tok.AccessToken[:20]) {
			t.Errorf("an oauth line holds a secret or a token: %s", l)
		}
	}
	if got["key"] == nil {
		t.Errorf("POST /oauth2/token answered %v", got)
	}
}

// startAt starts an engine at verbosity v and returns its base URL.
func startAt(t testing.TB, v int) (string, string) {
	t.Helper()
	dir := t.TempDir()
	e, err := engine.Start(t.Context(), engine.Options{DataDir: dir, Verbosity: v})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		e.Stop()
		_ = e.Wait()
	})
	return "http://" + e.Addr(), dir
}

// call sends a JSON body to an engine and decodes the answer's object.
func call(t testing.TB, base, method, path string, body any) map[string]any {
	t.Helper()
	b, err := json.Marshal(body)
	if err != nil {
		t.Fatal(err)
	}
	req, err := http.NewRequestWithContext(t.Context(), method, base+path, bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = res.Body.Close() }()
	var out map[string]any
	if err := json.NewDecoder(res.Body).Decode(&out); err != nil || res.StatusCode >= 300 {
		t.Fatalf("%s %s: %d %v", method, path, res.StatusCode, err)
	}
	return out
}

// A capture's line follows the request-line levels: at -v 1 a 2xx
// capture writes nothing and a 4xx one an info line; at -v 0 a 4xx
// capture writes nothing and a 5xx one an error line.
func TestInboxCaptureLinesFollowTheVerbosity(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		verbosity    int
		quiet, shown int
		level        string
	}{
		{1, 200, 404, "info"},
		{0, 404, 503, "error"},
	} {
		t.Run("verbosity "+strconv.Itoa(c.verbosity), func(t *testing.T) {
			t.Parallel()
			base, dir := startAt(t, c.verbosity)
			in := call(t, base, "POST", "/inbox", map[string]any{"response": map[string]any{"status": c.quiet}})
			id, url := in["id"].(string), in["url"].(string)
			sendTo(t, url, "POST", "/quiet", nil, nil)
			call(t, base, "PUT", "/inbox/"+id, map[string]any{"status": c.shown})
			sendTo(t, url, "POST", "/shown", nil, nil)
			line := waitLog(t, dir, "inbox", "POST /shown answered "+strconv.Itoa(c.shown))
			if !strings.Contains(line, `"level":"`+c.level+`"`) {
				t.Errorf("line %s; want level %s", line, c.level)
			}
			// Lines are written in order: the earlier capture's line would
			// be there by now.
			for _, l := range logLines(t, dir, "inbox") {
				if strings.Contains(l, "/quiet") {
					t.Errorf("a %d capture wrote a line at -v %d: %s", c.quiet, c.verbosity, l)
				}
			}
		})
	}
}

// tokenEndpoint is a loopback token endpoint that records each token
// request (its form, query and Authorization header) and answers a fresh
// bearer token.
type tokenEndpoint struct {
	*httptest.Server
	mu    sync.Mutex
	forms []url.Values
	auths []string
	hdrs  []http.Header
}

func newTokenEndpoint(t *testing.T) *tokenEndpoint {
	t.Helper()
	te := &tokenEndpoint{}
	te.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		_ = r.ParseForm()
		te.mu.Lock()
		te.forms = append(te.forms, r.Form)
		te.auths = append(te.auths, r.Header.Get("Authorization"))
		te.hdrs = append(te.hdrs, r.Header.Clone())
		n := len(te.forms)
		te.mu.Unlock()
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write([]byte(`{"access_token":"tok-` + strconv.Itoa(n) + `","token_type":"Bearer","expires_in":3600,"scope":"read write"}`))
	}))
	t.Cleanup(te.Close)
	return te
}

func (te *tokenEndpoint) last() (url.Values, string, http.Header) {
	te.mu.Lock()
	defer te.mu.Unlock()
	n := len(te.forms) - 1
	return te.forms[n], te.auths[n], te.hdrs[n]
}

// The token request carries what the config states, as Postman sends it:
// the grant, scopes, audience and extra parameters in the body, a header
// or the URL, and the client by a basic header or in the body.
func TestOAuth2TokenRequestAsConfigured(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	te := newTokenEndpoint(t)
	cfg := map[string]any{"grant_type": "client_credentials", "accessTokenUrl": te.URL + "/token", "clientId": "svc", "clientSecret": "s3 cret",
		"scope": "read write", "audience": "https://api.example", "client_authentication": "header",
		"tokenRequestParams": []any{
			map[string]any{"key": "resource", "value": "urn:r", "send_as": "request_body"},
			map[string]any{"key": "X-Tenant", "value": "acme", "send_as": "request_header"},
			map[string]any{"key": "via", "value": "url", "send_as": "request_url"},
			map[string]any{"key": "off", "value": "x", "enabled": false},
		}}
	got := e.Must(200, "POST", "/oauth2/token", map[string]any{"auth": oauth2Auth(cfg, "")})
	if got["tokenType"] != "Bearer" || got["accessToken"] != nil {
		t.Fatalf("POST /oauth2/token answered %v", got)
	}
	form, auth, hdr := te.last()
	if form.Get("grant_type") != "client_credentials" || form.Get("scope") != "read write" || form.Get("audience") != "https://api.example" ||
		form.Get("resource") != "urn:r" || form.Get("via") != "url" || form.Has("off") || form.Has("client_secret") {
		t.Errorf("the token request's form %v", form)
	}
	if want := "Basic " + base64.StdEncoding.EncodeToString([]byte(url.QueryEscape("svc")+":"+url.QueryEscape("s3 cret"))); auth != want {
		t.Errorf("client authentication by header: Authorization %q; want %q", auth, want)
	}
	if hdr.Get("X-Tenant") != "acme" {
		t.Errorf("the extra header parameter was not sent: %v", hdr)
	}

	cfg["client_authentication"] = "body"
	e.Must(200, "POST", "/oauth2/token", map[string]any{"auth": oauth2Auth(cfg, "body")})
	form, auth, _ = te.last()
	if auth != "" || form.Get("client_id") != "svc" || form.Get("client_secret") != "s3 cret" {
		t.Errorf("client authentication in the body: Authorization %q, form %v", auth, form)
	}
}

// The token cache is in SQLite: after an engine restart the cached token
// is listed and sent again without a new token request.
func TestOAuth2TokenCacheOutlivesAnEngineRestart(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	te := newTokenEndpoint(t)
	var seen []string
	var mu sync.Mutex
	target := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		seen = append(seen, r.Header.Get("Authorization"))
		mu.Unlock()
	}))
	t.Cleanup(target.Close)
	cfg := map[string]any{"grant_type": "client_credentials", "accessTokenUrl": te.URL + "/token", "clientId": "svc", "clientSecret": "s", "scope": "read"}
	e := mgmttest.StartIn(t, dir)
	execOAuth2(t, e, target.URL, oauth2Auth(cfg, ""))
	e.Stop()
	if err := e.Wait(); err != nil {
		t.Fatal(err)
	}
	e2 := mgmttest.StartIn(t, dir)
	if list := e2.Must(200, "GET", "/oauth2/tokens", nil)["data"].([]any); len(list) != 1 {
		t.Fatalf("after the restart GET /oauth2/tokens lists %v; want the cached token", list)
	}
	execOAuth2(t, e2, target.URL, oauth2Auth(cfg, ""))
	te.mu.Lock()
	calls := len(te.forms)
	te.mu.Unlock()
	mu.Lock()
	defer mu.Unlock()
	if calls != 1 || len(seen) != 2 || seen[0] != "Bearer tok-1" || seen[1] != "Bearer tok-1" {
		t.Fatalf("%d token requests, target saw %v; want one token sent before and after the restart", calls, seen)
	}
}

// The mock issuer's /authorize redirects only to a registered redirect
// URI: an attacker's URI is a 400 with no redirect and no code.
func TestMockIssuerRefusesAnUnregisteredRedirect(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	_, iss := startIssuer(t, e, map[string]any{"clients": issuerClients()})
	c := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	for _, redirect := range []string{"https://evil.example/callback", "http://127.0.0.1/other", "http://127.0.0.1.evil.example/callback"} {
		q := url.Values{"response_type": {"code"}, "client_id": {"spa"}, "redirect_uri": {redirect}, "state": {"s"},
			"code_challenge": {"E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM"}, "code_challenge_method": {"S256"}}
		res, err := c.Get(iss + "/authorize?" + q.Encode())
		if err != nil {
			t.Fatal(err)
		}
		_ = res.Body.Close()
		if res.StatusCode != 400 || res.Header.Get("Location") != "" {
			t.Errorf("/authorize to %s: %d Location %q; want 400 and no redirect", redirect, res.StatusCode, res.Header.Get("Location"))
		}
	}
}

// A host name that does not resolve fails the dns step with its error
// code, and no TCP step is reported.
func TestDiagnosticsNameThatDoesNotResolve(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	e.Must(200, "POST", "/config", map[string]any{"proxyMode": "off"})
	d := diagnose(t, e, map[string]any{"url": "http://no-such-host.invalid/x"})
	if d.OK || d.Error == nil || d.Error.Step != "dns" || d.Error.ErrorCode != sender.CodeDNS || d.TCP != nil {
		t.Fatalf("diagnosis %+v tcp %+v; want the dns step failing with %s", d.Error, d.TCP, sender.CodeDNS)
	}
	if d.DNS == nil || d.DNS.Host != "no-such-host.invalid" {
		t.Fatalf("dns %+v; want the host it tried", d.DNS)
	}
}

// maxSpecDocumentBytes may be raised up to 100 MiB and no further.
func TestSpecDocumentLimitMayBeRaisedTo100MiB(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	if res := e.Do("POST", "/config", map[string]any{"maxSpecDocumentBytes": 100<<20 + 1}); res.Status != 400 || res.ErrorCode(t) != "invalid_config" {
		t.Fatalf("a limit over 100 MiB: %d %s; want 400 invalid_config", res.Status, res.Body)
	}
	e.Must(200, "POST", "/config", map[string]any{"maxSpecDocumentBytes": 100 << 20})
	big := "openapi: 3.0.3\ninfo: {title: Big, version: '1'}\npaths: {}\n# " + strings.Repeat("x", 11<<20) + "\n"
	d := e.Must(201, "POST", "/specs", map[string]any{"content": big})
	if meta := e.Must(200, "GET", "/specs/"+id(d)+"/meta", nil); meta["contentBytes"] != float64(len(big)) {
		t.Fatalf("stored %v bytes; want %d", meta["contentBytes"], len(big))
	}
}
