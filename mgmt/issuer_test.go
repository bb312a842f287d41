package mgmt_test

import (
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/coreos/go-oidc/v3/oidc"
	"golang.org/x/oauth2"
	"golang.org/x/oauth2/clientcredentials"

	"github.com/svc-engine/svc-engine/mgmt/mgmttest"
)

// startIssuer starts a mock issuer through the engine and returns its
// id and URL.
func startIssuer(t *testing.T, e *mgmttest.Engine, def map[string]any) (id, issuer string) {
	t.Helper()
	got := e.Must(201, "POST", "/mock-issuer", def)
	id, _ = got["id"].(string)
	issuer, _ = got["issuer"].(string)
	if !strings.HasPrefix(id, "iss_") || !strings.HasPrefix(issuer, "http://127.0.0.1:") {
		t.Fatalf("POST /mock-issuer answered %v, want an iss_ id and a loopback issuer URL", got)
	}
	return id, issuer
}

// issuerClients is the client list most tests register.
func issuerClients() []any {
	return []any{
		map[string]any{"clientId": "svc", "clientSecret": "s3cret", "scopes": []string{"openid", "read", "write"},
			"redirectUris": []string{"http://127.0.0.1/callback"}},
		map[string]any{"clientId": "spa", "grantTypes": []string{"authorization_code", "refresh_token"}, "scopes": []string{"openid", "read"},
			"redirectUris": []string{"http://127.0.0.1/callback"}},
	}
}

// TestMockIssuerWithStandardClients obtains and verifies tokens from the
// mock issuer with clients no one here wrote: golang.org/x/oauth2
// (client credentials, password, the PKCE authorization code exchange,
// refresh) and go-oidc (discovery and id-token verification against the
// issuer's JWKS), for both signing algorithms.
func TestMockIssuerWithStandardClients(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	for _, alg := range []string{"RS256", "ES256"} {
		t.Run("an issuer signing "+alg+" serves tokens a standard library verifies", func(t *testing.T) {
			_, iss := startIssuer(t, e, map[string]any{"clients": issuerClients(), "signingAlg": alg, "claims": map[string]any{"tenant": "acme"}})
			ctx := context.Background()
			provider, err := oidc.NewProvider(ctx, iss)
			if err != nil {
				t.Fatalf("OIDC discovery of %s: %v", iss, err)
			}
			if provider.Endpoint().TokenURL != iss+"/token" {
				t.Errorf("discovered token endpoint %q, want %s/token", provider.Endpoint().TokenURL, iss)
			}
			keys := oidc.NewRemoteKeySet(ctx, iss+"/jwks")
			accessVerifier := oidc.NewVerifier(iss, keys, &oidc.Config{SkipClientIDCheck: true, SupportedSigningAlgs: []string{alg}})

			// Client credentials (x/oauth2/clientcredentials).
			cc := clientcredentials.Config{ClientID: "svc", ClientSecret: "s3cret", TokenURL: provider.Endpoint().TokenURL, Scopes: []string{"read"},
				EndpointParams: url.Values{"audience": {"https://api.example"}}}
			tok, err := cc.Token(ctx)
			if err != nil {
				t.Fatalf("client credentials token: %v", err)
			}
			at, err := accessVerifier.Verify(ctx, tok.AccessToken)
			if err != nil {
				t.Fatalf("the access token does not verify against the JWKS: %v", err)
			}
			var claims struct {
				Scope    string `json:"scope"`
				ClientID string `json:"client_id"`
				Tenant   string `json:"tenant"`
			}
			if err := at.Claims(&claims); err != nil {
				t.Fatal(err)
			}
			if at.Subject != "svc" || claims.Scope != "read" || claims.ClientID != "svc" || claims.Tenant != "acme" || len(at.Audience) != 1 || at.Audience[0] != "https://api.example" {
				t.Errorf("access token claims: sub %q aud %v %+v", at.Subject, at.Audience, claims)
			}
			if tok.Expiry.IsZero() || time.Until(tok.Expiry) > time.Hour+time.Minute {
				t.Errorf("token expiry %v, want about an hour ahead", tok.Expiry)
			}

			// A wrong secret is refused as the RFC says.
			bad := cc
			bad.ClientSecret = "nope"
			if _, err := bad.Token(ctx); err == nil || !strings.Contains(err.Error(), "invalid_client") {
				t.Errorf("a wrong client secret: %v, want invalid_client", err)
			}

			// Password grant with an id token verified by go-oidc.
			conf := oauth2.Config{ClientID: "svc", ClientSecret: "s3cret", Endpoint: provider.Endpoint(), Scopes: []string{"openid", "read"}}
			pt, err := conf.PasswordCredentialsToken(ctx, "alice", "pw")
			if err != nil {
				t.Fatalf("password token: %v", err)
			}
			raw, _ := pt.Extra("id_token").(string)
			idt, err := provider.Verifier(&oidc.Config{ClientID: "svc"}).Verify(ctx, raw)
			if err != nil {
				t.Fatalf("the id token does not verify: %v", err)
			}
			if idt.Subject != "alice" {
				t.Errorf("id token sub %q, want alice", idt.Subject)
			}
			// userinfo with the access token.
			ui, err := provider.UserInfo(ctx, oauth2.StaticTokenSource(pt))
			if err != nil || ui.Subject != "alice" {
				t.Errorf("userinfo: %v %v", ui, err)
			}
			// The refresh token renews (x/oauth2 refreshes an expired token).
			pt.Expiry = time.Now().Add(-time.Minute)
			renewed, err := conf.TokenSource(ctx, pt).Token()
			if err != nil || renewed.AccessToken == pt.AccessToken {
				t.Errorf("refresh: %v (same token: %v)", err, renewed != nil && renewed.AccessToken == pt.AccessToken)
			}

			// Authorization code with PKCE for a public client, through
			// the auto-approving /authorize on a loopback redirect with
			// any port (RFC 8252).
			pk := oauth2.Config{ClientID: "spa", Endpoint: provider.Endpoint(), RedirectURL: "http://127.0.0.1:43999/callback", Scopes: []string{"openid"}}
			verifier := oauth2.GenerateVerifier()
			code := authorizeCode(t, pk.AuthCodeURL("st4te", oauth2.S256ChallengeOption(verifier), oidc.Nonce("n0nce")), "st4te")
			if _, err := pk.Exchange(ctx, code, oauth2.VerifierOption("wrong-verifier-wrong-verifier-wrong-verifier")); err == nil {
				t.Error("a wrong PKCE verifier was accepted")
			}
			code = authorizeCode(t, pk.AuthCodeURL("st4te", oauth2.S256ChallengeOption(verifier), oidc.Nonce("n0nce")), "st4te")
			ct, err := pk.Exchange(ctx, code, oauth2.VerifierOption(verifier))
			if err != nil {
				t.Fatalf("PKCE code exchange: %v", err)
			}
			raw, _ = ct.Extra("id_token").(string)
			idt, err = provider.Verifier(&oidc.Config{ClientID: "spa"}).Verify(ctx, raw)
			if err != nil || idt.Nonce != "n0nce" {
				t.Fatalf("the code grant's id token: %v (nonce %q)", err, nonceOf(idt))
			}
			if _, err := pk.Exchange(ctx, code, oauth2.VerifierOption(verifier)); err == nil {
				t.Error("an authorization code was accepted twice")
			}

			// Introspection (RFC 7662) and revocation (RFC 7009).
			if got := introspect(t, iss, tok.AccessToken); got != "true" {
				t.Errorf("introspect a live token: active %s", got)
			}
			form := url.Values{"token": {tok.AccessToken}}
			res := postForm(t, iss+"/revoke", form, "svc", "s3cret")
			if res.StatusCode != 200 {
				t.Errorf("revoke: %d", res.StatusCode)
			}
			if got := introspect(t, iss, tok.AccessToken); got != "false" {
				t.Errorf("introspect a revoked token: active %s", got)
			}
		})
	}
}

func nonceOf(t *oidc.IDToken) string {
	if t == nil {
		return ""
	}
	return t.Nonce
}

// authorizeCode opens the authorization URL without following the
// redirect and returns the code it carries.
func authorizeCode(t *testing.T, authURL, state string) string {
	t.Helper()
	c := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	res, err := c.Get(authURL)
	if err != nil {
		t.Fatal(err)
	}
	_ = res.Body.Close()
	loc, err := url.Parse(res.Header.Get("Location"))
	if res.StatusCode != http.StatusFound || err != nil {
		t.Fatalf("GET %s: %d Location %q", authURL, res.StatusCode, res.Header.Get("Location"))
	}
	q := loc.Query()
	if q.Get("state") != state || q.Get("code") == "" || !strings.HasPrefix(loc.String(), "http://127.0.0.1:43999/callback?") {
		t.Fatalf("the authorization redirect %s carries no code or the wrong state", loc)
	}
	return q.Get("code")
}

func postForm(t *testing.T, u string, form url.Values, id, secret string) *http.Response {
	t.Helper()
	req, err := http.NewRequest("POST", u, strings.NewReader(form.Encode()))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.SetBasicAuth(id, secret)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = res.Body.Close() })
	return res
}

// introspect returns the active member of an RFC 7662 answer as JSON text.
func introspect(t *testing.T, iss, token string) string {
	t.Helper()
	res := postForm(t, iss+"/introspect", url.Values{"token": {token}}, "svc", "s3cret")
	b, _ := io.ReadAll(res.Body)
	s := string(b)
	i := strings.Index(s, `"active":`)
	if res.StatusCode != 200 || i < 0 {
		t.Fatalf("introspect: %d %s", res.StatusCode, s)
	}
	rest := s[i+len(`"active":`):]
	return rest[:strings.IndexAny(rest, ",}")]
}

// TestMockIssuerLimits crosses every limit: the 33rd client, expiry and
// slowMs bounds and the 9th running issuer are refused (400 and 409) and
// nothing is started or stored.
func TestMockIssuerLimits(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	clients := func(n int) []any {
		out := make([]any, n)
		for i := range out {
			out[i] = map[string]any{"clientId": "c" + strconv.Itoa(i), "clientSecret": "x"}
		}
		return out
	}
	free := freePort(t)
	cases := []struct {
		name  string
		def   map[string]any
		field string
	}{
		{"33 clients", map[string]any{"clients": clients(33), "port": free}, "clients"},
		{"an expiry over 31 days", map[string]any{"expiresIn": 31*24*3600 + 1, "port": free}, "expiresIn"},
		{"an expiry of 0 seconds stated as negative", map[string]any{"expiresIn": -1, "port": free}, "expiresIn"},
		{"slowMs over 60000", map[string]any{"slowMs": 60001, "port": free}, "slowMs"},
		{"an unknown signing algorithm", map[string]any{"signingAlg": "HS256", "port": free}, "signingAlg"},
		{"claims that are not an object", map[string]any{"claims": []int{1}, "port": free}, "claims"},
		{"a body id", map[string]any{"id": "iss_x", "port": free}, "id"},
	}
	for _, c := range cases {
		t.Run(c.name+" is refused with 400 and nothing starts", func(t *testing.T) {
			res := e.Do("POST", "/mock-issuer", c.def)
			if res.Status != 400 || res.ErrorCode(t) != "bad_request" || !strings.Contains(string(res.Body), c.field) {
				t.Fatalf("POST /mock-issuer %v: %d %s, want 400 naming %s", c.def, res.Status, res.Body, c.field)
			}
			if conn, err := net.DialTimeout("tcp", "127.0.0.1:"+strconv.Itoa(free), time.Second); err == nil {
				_ = conn.Close()
				t.Errorf("something listens on port %d after a refusal", free)
			}
		})
	}
	// The limits themselves are accepted.
	id, _ := startIssuer(t, e, map[string]any{"clients": clients(32), "expiresIn": 31 * 24 * 3600, "slowMs": 60000, "signingAlg": "ES256"})
	e.Must(200, "DELETE", "/mock-issuer/"+id, nil)
	if got := e.Must(200, "GET", "/mock-issuer", nil)["data"].([]any); len(got) != 0 {
		t.Fatalf("GET /mock-issuer after the refusals and a delete lists %v", got)
	}

	t.Run("the 9th running issuer is a 409 and nothing starts", func(t *testing.T) {
		for range 8 {
			startIssuer(t, e, map[string]any{"signingAlg": "ES256"})
		}
		res := e.Do("POST", "/mock-issuer", map[string]any{"signingAlg": "ES256", "port": free})
		if res.Status != 409 || res.ErrorCode(t) != "conflict" {
			t.Fatalf("the 9th issuer: %d %s, want 409 conflict", res.Status, res.Body)
		}
		if conn, err := net.DialTimeout("tcp", "127.0.0.1:"+strconv.Itoa(free), time.Second); err == nil {
			_ = conn.Close()
			t.Errorf("the refused 9th issuer listens on %d", free)
		}
		list := e.Must(200, "GET", "/mock-issuer", nil)["data"].([]any)
		if len(list) != 8 {
			t.Fatalf("GET /mock-issuer lists %d issuers, want 8", len(list))
		}
		// A stopped one frees a slot; the 9th start then works.
		first := list[0].(map[string]any)["id"].(string)
		e.Must(200, "POST", "/mock-issuer/"+first+"/stop", nil)
		startIssuer(t, e, map[string]any{"signingAlg": "ES256"})
		if res := e.Do("POST", "/mock-issuer/"+first+"/start", nil); res.Status != 409 {
			t.Errorf("restarting a 9th issuer: %d %s, want 409", res.Status, res.Body)
		}
	})
}

func freePort(t *testing.T) int {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := ln.Addr().(*net.TCPAddr).Port
	_ = ln.Close()
	return port
}

// TestMockIssuerUpdates changes a running issuer: failNext fails exactly
// the next count token calls with the stated status and error, slowMs
// slows the token answer, expiresIn changes the lifetime, a client list
// change is at once in force, and the issuer comes back on its port after
// a stop and a start. Secrets are never listed.
func TestMockIssuerUpdates(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	id, iss := startIssuer(t, e, map[string]any{"clients": issuerClients(), "signingAlg": "ES256"})
	// AuthInHeader: auto-detection would retry a refusal in the body,
	// spending a second forced failure.
	cc := clientcredentials.Config{ClientID: "svc", ClientSecret: "s3cret", TokenURL: iss + "/token", AuthStyle: oauth2.AuthStyleInHeader}
	ctx := context.Background()

	e.Must(200, "PUT", "/mock-issuer/"+id, map[string]any{"failNext": map[string]any{"status": 503, "error": "temporarily_unavailable", "count": 2}})
	for i := range 2 {
		_, err := cc.Token(ctx)
		var re *oauth2.RetrieveError
		if err == nil || !asRetrieve(err, &re) || re.Response.StatusCode != 503 || re.ErrorCode != "temporarily_unavailable" {
			t.Fatalf("token call %d after failNext: %v, want 503 temporarily_unavailable", i+1, err)
		}
	}
	if _, err := cc.Token(ctx); err != nil {
		t.Fatalf("the third call after failNext count 2: %v", err)
	}

	got := e.Must(200, "PUT", "/mock-issuer/"+id, map[string]any{"slowMs": 300, "expiresIn": 120})
	if got["slowMs"] != 300.0 || got["expiresIn"] != 120.0 {
		t.Errorf("PUT answer %v", got)
	}
	start := time.Now()
	tok, err := cc.Token(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if d := time.Since(start); d < 300*time.Millisecond {
		t.Errorf("a token call with slowMs 300 took %v", d)
	}
	if left := time.Until(tok.Expiry); left > 121*time.Second || left < 100*time.Second {
		t.Errorf("a token with expiresIn 120 expires in %v", left)
	}

	e.Must(200, "PUT", "/mock-issuer/"+id, map[string]any{"slowMs": 0, "clients": []any{map[string]any{"clientId": "other", "clientSecret": "o"}}})
	if _, err := cc.Token(ctx); err == nil {
		t.Error("a client removed by PUT still gets tokens")
	}
	body := string(e.Do("GET", "/mock-issuer/"+id, nil).Body)
	if strings.Contains(body, `"o"`) || strings.Contains(body, "clientSecret") {
		t.Errorf("GET /mock-issuer/%s shows a client secret: %s", id, body)
	}

	for _, bad := range []map[string]any{{"slowMs": 60001}, {"expiresIn": 0}, {"clients": issuerClientsN(33)}, {"failNext": map[string]any{"status": 200, "count": 1}}} {
		if res := e.Do("PUT", "/mock-issuer/"+id, bad); res.Status != 400 {
			t.Errorf("PUT %v: %d %s, want 400", bad, res.Status, res.Body)
		}
	}

	e.Must(200, "POST", "/mock-issuer/"+id+"/stop", nil)
	if _, err := http.Get(iss + "/jwks"); err == nil {
		t.Error("a stopped issuer still answers")
	}
	again := e.Must(200, "POST", "/mock-issuer/"+id+"/start", nil)
	if again["issuer"] != iss || again["running"] != true {
		t.Errorf("restart answered %v, want the same URL %s", again, iss)
	}
	if res := e.Do("GET", "/mock-issuer/iss_nope", nil); res.Status != 404 {
		t.Errorf("GET an unknown issuer: %d", res.Status)
	}
}

func issuerClientsN(n int) []any {
	out := make([]any, n)
	for i := range out {
		out[i] = map[string]any{"clientId": fmt.Sprint("c", i)}
	}
	return out
}

func asRetrieve(err error, re **oauth2.RetrieveError) bool {
	r, ok := err.(*oauth2.RetrieveError) //nolint:errorlint // clientcredentials returns it unwrapped
	if ok {
		*re = r
	}
	return ok
}

// TestMockIssuerOutlivesAnEngineRestart stops the engine: its issuer
// stops with it; the next engine on the same data dir lists the stored
// issuer as stopped and starts it again on the same port.
func TestMockIssuerOutlivesAnEngineRestart(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	e := mgmttest.StartIn(t, dir)
	id, iss := startIssuer(t, e, map[string]any{"signingAlg": "ES256", "clients": issuerClients()})
	e.Stop()
	if err := e.Wait(); err != nil {
		t.Fatal(err)
	}
	if res, err := http.Get(iss + "/jwks"); err == nil {
		_ = res.Body.Close()
		t.Fatal("the issuer still answers after its engine stopped")
	}
	e2 := mgmttest.StartIn(t, dir)
	got := e2.Must(200, "GET", "/mock-issuer/"+id, nil)
	if got["running"] != false || got["issuer"] != "" || len(got["clients"].([]any)) != 2 {
		t.Fatalf("the stored issuer after a restart: %v", got)
	}
	again := e2.Must(200, "POST", "/mock-issuer/"+id+"/start", nil)
	if again["issuer"] != iss {
		t.Fatalf("restarted at %v, want %s", again["issuer"], iss)
	}
	cc := clientcredentials.Config{ClientID: "svc", ClientSecret: "s3cret", TokenURL: iss + "/token"}
	if _, err := cc.Token(context.Background()); err != nil {
		t.Errorf("the restarted issuer's clients: %v", err)
	}
}
