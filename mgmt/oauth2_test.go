package mgmt_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/coreos/go-oidc/v3/oidc"

	"github.com/svc-engine/svc-engine/mgmt/mgmttest"
)

// tokenTarget is a loopback API that accepts only access tokens of one
// issuer: each request's bearer token is verified against the issuer's
// JWKS (go-oidc) and must carry the scope read. It records the tokens and
// subjects it accepted.
type tokenTarget struct {
	*httptest.Server
	mu       sync.Mutex
	tokens   []string
	subjects []string
	refused  int
}

func newTokenTarget(t *testing.T, issuer string) *tokenTarget {
	t.Helper()
	verifier := oidc.NewVerifier(issuer, oidc.NewRemoteKeySet(context.Background(), issuer+"/jwks"), &oidc.Config{SkipClientIDCheck: true})
	tt := &tokenTarget{}
	tt.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		raw, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
		var claims struct {
			Scope string `json:"scope"`
		}
		tok, err := verifier.Verify(r.Context(), raw)
		if ok && err == nil {
			err = tok.Claims(&claims)
		}
		tt.mu.Lock()
		defer tt.mu.Unlock()
		if !ok || err != nil || !strings.Contains(" "+claims.Scope+" ", " read ") {
			tt.refused++
			http.Error(w, "no valid token", http.StatusUnauthorized)
			return
		}
		tt.tokens = append(tt.tokens, raw)
		tt.subjects = append(tt.subjects, tok.Subject)
		_, _ = w.Write([]byte("hello " + tok.Subject))
	}))
	t.Cleanup(tt.Close)
	return tt
}

func (tt *tokenTarget) seen() ([]string, []string) {
	tt.mu.Lock()
	defer tt.mu.Unlock()
	return append([]string(nil), tt.tokens...), append([]string(nil), tt.subjects...)
}

// oauth2Auth is an oauth2 auth with Postman's member names.
func oauth2Auth(cfg map[string]any, credentialsID string) map[string]any {
	a := map[string]any{"mode": "oauth2", "config": cfg}
	if credentialsID != "" {
		a["credentialsId"] = credentialsID
	}
	return a
}

func execOAuth2(t *testing.T, e *mgmttest.Engine, url string, auth map[string]any) map[string]any {
	t.Helper()
	return e.Must(200, "POST", "/execute", map[string]any{"request": map[string]any{"method": "GET", "url": url, "auth": auth},
		"variables": map[string]any{"secret": "s3cret"}, "environmentId": nil})
}

// TestOAuth2TokensAtSend sends requests with oauth2 auth through the
// engine's one send path: the token comes from the mock issuer and a
// target that verifies it against the issuer's JWKS accepts it; tokens
// are cached per key, renewed before expiry, shown only as metadata,
// and never written to history or logs; provider and config failures
// are the oauth2_* family.
func TestOAuth2TokensAtSend(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	issID, iss := startIssuer(t, e, map[string]any{"clients": issuerClients(), "signingAlg": "RS256"})
	target := newTokenTarget(t, iss)
	cc := map[string]any{"grant_type": "client_credentials", "accessTokenUrl": iss + "/token", "clientId": "svc", "clientSecret": "{{secret}}",
		"scope": "read", "client_authentication": "header"}

	t.Run("a client_credentials token is fetched, sent and accepted, then reused from the cache", func(t *testing.T) {
		first := execOAuth2(t, e, target.URL, oauth2Auth(cc, ""))
		second := execOAuth2(t, e, target.URL, oauth2Auth(cc, ""))
		if first["statusCode"] != 200.0 || second["statusCode"] != 200.0 || first["body"] != "hello svc" {
			t.Fatalf("sends answered %v / %v", first, second)
		}
		tokens, _ := target.seen()
		if len(tokens) != 2 || tokens[0] != tokens[1] {
			t.Fatalf("the target saw %d tokens (same: %v), want one cached token twice", len(tokens), len(tokens) == 2 && tokens[0] == tokens[1])
		}
		// The answer and the history show the header as Bearer ***.
		for _, h := range first["request"].(map[string]any)["headers"].([]any) {
			if h := h.(map[string]any); strings.EqualFold(h["key"].(string), "Authorization") && h["value"] != "Bearer ***" {
				t.Errorf("the execute answer shows Authorization %q", h["value"])
			}
		}
		hist := e.Do("GET", "/history/"+first["historyId"].(string), nil)
		if hist.Status != 200 || strings.Contains(string(hist.Body), tokens[0]) || !strings.Contains(string(hist.Body), "Bearer ***") {
			t.Errorf("the history entry holds the token or no Bearer ***: %s", hist.Body)
		}
	})

	t.Run("credentialsId, the client authentication in the body and a password grant keep their own cache entries", func(t *testing.T) {
		body := map[string]any{}
		for k, v := range cc {
			body[k] = v
		}
		body["client_authentication"] = "body"
		execOAuth2(t, e, target.URL, oauth2Auth(body, "second"))
		pw := map[string]any{"grant_type": "password_credentials", "accessTokenUrl": iss + "/token", "clientId": "svc", "clientSecret": "s3cret",
			"username": "alice", "password": "pw", "scope": "openid read"}
		if got := execOAuth2(t, e, target.URL, oauth2Auth(pw, "")); got["body"] != "hello alice" {
			t.Errorf("a password grant send answered %v", got["body"])
		}
		tokens, _ := target.seen()
		if n := len(tokens); n != 4 || tokens[2] == tokens[1] || tokens[3] == tokens[2] {
			t.Errorf("the target saw %d tokens, want a new token for credentialsId second and for the password grant", n)
		}
		list := e.Must(200, "GET", "/oauth2/tokens", nil)["data"].([]any)
		if len(list) != 3 {
			t.Fatalf("GET /oauth2/tokens lists %d tokens, want 3: %v", len(list), list)
		}
		raw := string(e.Do("GET", "/oauth2/tokens", nil).Body)
		for _, tok := range tokens {
			if strings.Contains(raw, tok) {
				t.Fatal("GET /oauth2/tokens shows a token")
			}
		}
		for _, row := range list {
			r := row.(map[string]any)
			if r["tokenType"] != "Bearer" || r["expiresAt"] == nil || r["clientId"] != "svc" || !strings.HasPrefix(r["key"].(string), "otk_") {
				t.Errorf("token status %v", r)
			}
		}
	})

	t.Run("a token about to expire is renewed by its refresh token before the send", func(t *testing.T) {
		// 20 s is inside the default 30 s renewal margin: every send renews.
		e.Must(200, "PUT", "/mock-issuer/"+issID, map[string]any{"expiresIn": 20})
		pw := map[string]any{"grant_type": "password_credentials", "accessTokenUrl": iss + "/token", "clientId": "svc", "clientSecret": "s3cret",
			"username": "bob", "password": "pw", "scope": "read"}
		execOAuth2(t, e, target.URL, oauth2Auth(pw, "short"))
		// The grant itself now fails: only the refresh token can renew.
		e.Must(200, "PUT", "/mock-issuer/"+issID, map[string]any{"clients": []any{map[string]any{"clientId": "svc", "clientSecret": "s3cret",
			"grantTypes": []string{"refresh_token", "client_credentials"}, "scopes": []string{"openid", "read", "write"}}}})
		got := execOAuth2(t, e, target.URL, oauth2Auth(pw, "short"))
		tokens, subjects := target.seen()
		n := len(tokens)
		if got["statusCode"] != 200.0 || tokens[n-1] == tokens[n-2] || subjects[n-1] != "bob" {
			t.Errorf("the renewed send: %v (new token: %v, sub %q)", got["statusCode"], tokens[n-1] != tokens[n-2], subjects[n-1])
		}
		e.Must(200, "PUT", "/mock-issuer/"+issID, map[string]any{"expiresIn": 3600, "clients": issuerClients()})
	})

	t.Run("a provider refusal is oauth2_provider_error with providerStatus and providerError", func(t *testing.T) {
		bad := map[string]any{}
		for k, v := range cc {
			bad[k] = v
		}
		bad["clientSecret"] = "wrong"
		// The secret is not part of the cache key: a credentialsId of its
		// own keeps the good token of the same client out of the way.
		got := execOAuth2(t, e, target.URL, oauth2Auth(bad, "bad"))
		detail, _ := got["oauth2Error"].(map[string]any)
		if got["statusCode"] != 0.0 || got["errorCode"] != "OAUTH_TOKEN_FAILED" || detail["code"] != "oauth2_provider_error" ||
			detail["providerStatus"] != 401.0 || detail["providerError"] != "invalid_client" {
			t.Errorf("a send with a wrong secret answered %v", got)
		}
		res := e.Do("POST", "/oauth2/token", map[string]any{"auth": oauth2Auth(bad, "bad")})
		errObj := res.Object(t)["error"].(map[string]any)
		if res.Status != 502 || errObj["code"] != "oauth2_provider_error" || errObj["providerStatus"] != 401.0 || errObj["providerError"] != "invalid_client" {
			t.Errorf("POST /oauth2/token with a wrong secret: %d %s", res.Status, res.Body)
		}
		e.Must(200, "PUT", "/mock-issuer/"+issID, map[string]any{"failNext": map[string]any{"status": 503, "error": "temporarily_unavailable", "count": 1}})
		res = e.Do("POST", "/oauth2/token", map[string]any{"auth": oauth2Auth(cc, ""), "variables": map[string]any{"secret": "s3cret"}})
		errObj = res.Object(t)["error"].(map[string]any)
		if res.Status != 502 || errObj["providerStatus"] != 503.0 || errObj["providerError"] != "temporarily_unavailable" {
			t.Errorf("POST /oauth2/token against a forced failure: %d %s", res.Status, res.Body)
		}
	})

	t.Run("an unreachable token endpoint and a config that cannot work are oauth2_network_error and oauth2_invalid_config", func(t *testing.T) {
		down := map[string]any{"grant_type": "client_credentials", "accessTokenUrl": "http://127.0.0.1:" + strconv.Itoa(freePort(t)) + "/token", "clientId": "svc"}
		if res := e.Do("POST", "/oauth2/token", map[string]any{"auth": oauth2Auth(down, "")}); res.Status != 502 || res.ErrorCode(t) != "oauth2_network_error" {
			t.Errorf("an unreachable token endpoint: %d %s", res.Status, res.Body)
		}
		implicit := map[string]any{"grant_type": "implicit", "accessTokenUrl": iss + "/token", "clientId": "svc"}
		if res := e.Do("POST", "/oauth2/token", map[string]any{"auth": oauth2Auth(implicit, "")}); res.Status != 400 || res.ErrorCode(t) != "oauth2_invalid_config" {
			t.Errorf("the implicit grant: %d %s", res.Status, res.Body)
		}
		if res := e.Do("POST", "/oauth2/token", map[string]any{"auth": map[string]any{"mode": "bearer", "token": "x"}}); res.Status != 400 || res.ErrorCode(t) != "oauth2_invalid_config" {
			t.Errorf("a bearer auth: %d %s", res.Status, res.Body)
		}
	})

	t.Run("POST /oauth2/token fetches anew and answers metadata only; DELETE /oauth2/tokens drops one key or all", func(t *testing.T) {
		got := e.Must(200, "POST", "/oauth2/token", map[string]any{"auth": oauth2Auth(cc, ""), "variables": map[string]any{"secret": "s3cret"}})
		key, _ := got["key"].(string)
		if _, ok := got["accessToken"]; ok || got["tokenType"] != "Bearer" || got["scopes"].([]any)[0] != "read" || key == "" {
			t.Fatalf("POST /oauth2/token answered %v", got)
		}
		execOAuth2(t, e, target.URL, oauth2Auth(cc, ""))
		tokens, _ := target.seen()
		raw := string(e.Do("POST", "/oauth2/token", map[string]any{"auth": oauth2Auth(cc, ""), "variables": map[string]any{"secret": "s3cret"}}).Body)
		if strings.Contains(raw, tokens[len(tokens)-1]) {
			t.Error("POST /oauth2/token answered the token")
		}
		if d := e.Must(200, "DELETE", "/oauth2/tokens?key="+key, nil); d["deleted"] != 1.0 {
			t.Errorf("DELETE one key: %v", d)
		}
		if res := e.Do("DELETE", "/oauth2/tokens?key="+key, nil); res.Status != 404 {
			t.Errorf("DELETE a deleted key: %d", res.Status)
		}
		e.Must(200, "DELETE", "/oauth2/tokens", nil)
		if list := e.Must(200, "GET", "/oauth2/tokens", nil)["data"].([]any); len(list) != 0 {
			t.Errorf("after DELETE /oauth2/tokens: %v", list)
		}
	})

	t.Run("the authorization code grant with PKCE signs in through the engine's loopback redirect", func(t *testing.T) {
		code := map[string]any{"grant_type": "authorization_code_with_pkce", "authUrl": iss + "/authorize", "accessTokenUrl": iss + "/token",
			"clientId": "spa", "scope": "openid read", "redirect_uri": "https://oauth.pstmn.io/v1/callback"}
		before := execOAuth2(t, e, target.URL, oauth2Auth(code, ""))
		if d, _ := before["oauth2Error"].(map[string]any); d["code"] != "oauth2_authorization_required" {
			t.Errorf("a send before the sign-in: %v", before)
		}
		if res := e.Do("POST", "/oauth2/token", map[string]any{"auth": oauth2Auth(code, "")}); res.Status != 409 || res.ErrorCode(t) != "oauth2_authorization_required" {
			t.Errorf("POST /oauth2/token before the sign-in: %d %s", res.Status, res.Body)
		}
		started := e.Must(200, "POST", "/oauth2/authorize", map[string]any{"auth": oauth2Auth(code, "")})
		u, _ := started["url"].(string)
		if !strings.HasPrefix(u, iss+"/authorize?") || !strings.Contains(u, "code_challenge_method=S256") {
			t.Fatalf("POST /oauth2/authorize answered %v", started)
		}
		// The person opens the URL: the issuer approves and redirects to
		// the engine's listener, which exchanges the code.
		res, err := http.Get(u)
		if err != nil {
			t.Fatal(err)
		}
		b := make([]byte, 512)
		n, _ := res.Body.Read(b)
		_ = res.Body.Close()
		if res.StatusCode != 200 || !strings.Contains(string(b[:n]), "Signed in") {
			t.Fatalf("the sign-in redirect answered %d %s", res.StatusCode, b[:n])
		}
		if got := execOAuth2(t, e, target.URL, oauth2Auth(code, "")); got["statusCode"] != 200.0 || got["body"] != "hello mock-user" {
			t.Errorf("a send after the sign-in: %v %v", got["statusCode"], got["body"])
		}
		var found bool
		for _, row := range e.Must(200, "GET", "/oauth2/tokens", nil)["data"].([]any) {
			r := row.(map[string]any)
			found = found || (r["key"] == started["key"] && r["hasRefreshToken"] == true && r["hasIdToken"] == true)
		}
		if !found {
			t.Error("the signed-in token is not listed under the key POST /oauth2/authorize named")
		}
	})

	t.Run("a load run fetches its token once before the start; a refused token creates no run", func(t *testing.T) {
		before, _ := target.seen()
		id := startLoad(t, e, map[string]any{"request": map[string]any{"method": "GET", "url": target.URL, "auth": oauth2Auth(cc, "load")},
			"variables": map[string]any{"secret": "s3cret"}, "mode": "iterations", "iterations": 20, "concurrency": 2})
		run := waitEnded(t, e, id)
		tokens, _ := target.seen()
		tokens = tokens[len(before):]
		if run["status"] != "Completed" || len(tokens) != 20 {
			t.Fatalf("the load run ended %v with %d accepted requests, want 20", run["status"], len(tokens))
		}
		for _, tok := range tokens {
			if tok != tokens[0] {
				t.Fatal("the load run sent more than one token")
			}
		}
		snap := string(e.Do("GET", "/runs/"+id, nil).Body)
		if strings.Contains(snap, tokens[0]) {
			t.Error("the run record holds the token")
		}
		runsBefore := len(e.Must(200, "GET", "/runs?limit=100", nil)["data"].([]any))
		bad := map[string]any{"grant_type": "client_credentials", "accessTokenUrl": iss + "/token", "clientId": "svc", "clientSecret": "wrong"}
		res := e.Do("POST", "/runs", map[string]any{"request": map[string]any{"method": "GET", "url": target.URL, "auth": oauth2Auth(bad, "bad")},
			"mode": "iterations", "iterations": 1})
		errObj := res.Object(t)["error"].(map[string]any)
		if res.Status != 400 || errObj["code"] != "oauth2_provider_error" || errObj["providerStatus"] != 401.0 {
			t.Errorf("a load run with a refused token: %d %s", res.Status, res.Body)
		}
		if n := len(e.Must(200, "GET", "/runs?limit=100", nil)["data"].([]any)); n != runsBefore {
			t.Errorf("a refused load run created a run: %d runs, were %d", n, runsBefore)
		}
	})

	t.Run("a collection run's requests inherit the collection's oauth2 auth and share the cached token", func(t *testing.T) {
		cid := e.Collection(map[string]any{"name": "OAuth", "variables": map[string]any{"secret": "s3cret"}, "auth": oauth2Auth(cc, "coll")})["id"].(string)
		e.Request(cid, map[string]any{"name": "a", "url": target.URL + "/a"})
		e.Request(cid, map[string]any{"name": "b", "url": target.URL + "/b"})
		e.Must(200, "POST", "/oauth2/token", map[string]any{"collectionId": cid})
		before, _ := target.seen()
		_, rep := runScenario(t, e, map[string]any{"scenario": map[string]any{"collectionId": cid, "iterations": 3, "environmentId": nil}})
		tokens, _ := target.seen()
		tokens = tokens[len(before):]
		if rep["status"] != "Completed" || len(tokens) != 6 {
			t.Fatalf("the collection run ended %v with %d accepted requests, want 6", rep["status"], len(tokens))
		}
		for _, tok := range tokens {
			if tok != tokens[0] {
				t.Fatal("the collection run's requests carried different tokens")
			}
		}
		if tokens[0] == before[len(before)-1] {
			t.Error("the collection's credentialsId did not keep its own token")
		}
	})

	t.Run("no token is written to the engine's logs", func(t *testing.T) {
		tokens, _ := target.seen()
		files, _ := filepath.Glob(filepath.Join(e.DataDir(), "logs", "*"))
		for _, f := range files {
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			for _, tok := range tokens {
				if strings.Contains(string(b), tok) {
					t.Fatalf("%s holds a token", f)
				}
			}
			if !strings.Contains(string(b), `"cat":"oauth"`) {
				t.Logf("%s has no oauth line", f)
			}
		}
	})
}
