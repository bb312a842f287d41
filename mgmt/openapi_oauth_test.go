package mgmt_test

import (
	"net"
	"net/http"
	"strconv"
	"strings"
	"testing"
)

// oauthTour walks the OAuth 2 token routes and the mock issuer routes
// through every documented status the API can provoke: an issuer is
// started, read, changed, refused, stopped, restarted and deleted, and
// tokens are fetched from it, listed, refused and deleted.
func (tr *oaTour) oauthTour(t *testing.T) {
	created := tr.step(t, oaExchange{name: "a mock issuer starts on a free port", method: "POST", path: "/mock-issuer", status: 201,
		body: map[string]any{"clients": []any{
			map[string]any{"clientId": "svc", "clientSecret": "s3cret", "scopes": []string{"read"}},
			map[string]any{"clientId": "spa", "grantTypes": []string{"authorization_code"}, "redirectUris": []string{"http://127.0.0.1/callback"}},
		}, "signingAlg": "ES256", "claims": map[string]any{"tenant": "acme"}}})
	id, _ := created.object()["id"].(string)
	iss, _ := created.object()["issuer"].(string)
	port := strings.TrimPrefix(iss, "http://127.0.0.1:")
	if id == "" || port == "" {
		t.Fatalf("POST /mock-issuer answered %s", oaClip(string(created.body)))
	}
	one := "/mock-issuer/" + id
	tr.step(t, oaExchange{name: "the issuers are listed", method: "GET", path: "/mock-issuer", status: 200})
	tr.step(t, oaExchange{name: "one issuer is read", method: "GET", path: one, status: 200})
	tr.step(t, oaExchange{name: "an unknown issuer is a 404", method: "GET", path: "/mock-issuer/iss_nope", status: 404})
	tr.step(t, oaExchange{name: "33 clients are refused", method: "POST", path: "/mock-issuer", status: 400, field: "clients",
		body: map[string]any{"clients": oaClients(33)}})
	tr.step(t, oaExchange{name: "a taken port is a 409", method: "POST", path: "/mock-issuer", status: 409,
		body: map[string]any{"port": mustAtoi(t, port)}})
	tr.step(t, oaExchange{name: "slowMs changes while it serves", method: "PUT", path: one, status: 200, body: map[string]any{"slowMs": 10}})
	tr.step(t, oaExchange{name: "slowMs over 60000 is refused", method: "PUT", path: one, status: 400, field: "slowMs", body: map[string]any{"slowMs": 60001}})
	tr.step(t, oaExchange{name: "an unknown issuer cannot change", method: "PUT", path: "/mock-issuer/iss_nope", status: 404, body: map[string]any{"slowMs": 1}})

	cc := map[string]any{"mode": "oauth2", "config": map[string]any{"grant_type": "client_credentials", "accessTokenUrl": iss + "/token",
		"clientId": "svc", "clientSecret": "s3cret", "scope": "read"}}
	fetched := tr.step(t, oaExchange{name: "a token is fetched now; the answer is its metadata", method: "POST", path: "/oauth2/token", status: 200,
		body: map[string]any{"auth": cc}})
	key, _ := fetched.object()["key"].(string)
	tr.step(t, oaExchange{name: "a body naming no auth is refused", method: "POST", path: "/oauth2/token", status: 400, field: "auth", body: map[string]any{}})
	tr.step(t, oaExchange{name: "an unknown requestId is a 404", method: "POST", path: "/oauth2/token", status: 404, body: map[string]any{"requestId": "req_nope"}})
	tr.step(t, oaExchange{name: "a provider refusal is a 502 with providerStatus and providerError", method: "POST", path: "/oauth2/token", status: 502,
		body: map[string]any{"auth": map[string]any{"mode": "oauth2", "credentialsId": "bad", "config": map[string]any{"grant_type": "client_credentials",
			"accessTokenUrl": iss + "/token", "clientId": "svc", "clientSecret": "wrong"}}}})
	code := map[string]any{"mode": "oauth2", "config": map[string]any{"grant_type": "authorization_code_with_pkce", "authUrl": iss + "/authorize",
		"accessTokenUrl": iss + "/token", "clientId": "spa", "redirect_uri": "http://127.0.0.1:" + port + "/cb"}}
	tr.step(t, oaExchange{name: "the code grant before its sign-in is a 409", method: "POST", path: "/oauth2/token", status: 409, body: map[string]any{"auth": code}})
	tr.step(t, oaExchange{name: "a sign-in whose redirect port is taken is a 409", method: "POST", path: "/oauth2/authorize", status: 409, body: map[string]any{"auth": code}})
	free := code["config"].(map[string]any)
	free["redirect_uri"] = "https://oauth.pstmn.io/v1/callback"
	started := tr.step(t, oaExchange{name: "a sign-in waits on a loopback redirect", method: "POST", path: "/oauth2/authorize", status: 200, body: map[string]any{"auth": code}})
	if u, _ := started.object()["url"].(string); u != "" {
		if res, err := http.Get(u); err == nil {
			_ = res.Body.Close()
		}
	}
	tr.step(t, oaExchange{name: "a sign-in for a client_credentials auth is refused", method: "POST", path: "/oauth2/authorize", status: 400, body: map[string]any{"auth": cc}})
	tr.step(t, oaExchange{name: "a sign-in for an unknown request is a 404", method: "POST", path: "/oauth2/authorize", status: 404, body: map[string]any{"requestId": "req_nope"}})
	tr.step(t, oaExchange{name: "the cached tokens are listed", method: "GET", path: "/oauth2/tokens", status: 200})
	tr.step(t, oaExchange{name: "one token is deleted by key", method: "DELETE", path: "/oauth2/tokens?key=" + key, status: 200})
	tr.step(t, oaExchange{name: "a key no token has is a 404", method: "DELETE", path: "/oauth2/tokens?key=" + key, status: 404})
	tr.step(t, oaExchange{name: "an empty key is refused", method: "DELETE", path: "/oauth2/tokens?key=", status: 400, field: "key"})
	tr.step(t, oaExchange{name: "every token is deleted", method: "DELETE", path: "/oauth2/tokens", status: 200})

	tr.step(t, oaExchange{name: "the issuer stops", method: "POST", path: one + "/stop", status: 200})
	tr.step(t, oaExchange{name: "failNext on a stopped issuer is a 409", method: "PUT", path: one, status: 409,
		body: map[string]any{"failNext": map[string]any{"status": 500, "count": 1}}})
	var lc net.ListenConfig
	ln, err := lc.Listen(t.Context(), "tcp", "127.0.0.1:"+port)
	if err == nil {
		tr.step(t, oaExchange{name: "a restart on a port another program took is a 409", method: "POST", path: one + "/start", status: 409})
		_ = ln.Close()
	}
	tr.step(t, oaExchange{name: "the issuer starts again on its port", method: "POST", path: one + "/start", status: 200})
	tr.step(t, oaExchange{name: "an unknown issuer cannot start", method: "POST", path: "/mock-issuer/iss_nope/start", status: 404})
	tr.step(t, oaExchange{name: "an unknown issuer cannot stop", method: "POST", path: "/mock-issuer/iss_nope/stop", status: 404})
	tr.step(t, oaExchange{name: "the issuer is deleted", method: "DELETE", path: one, status: 200})
	tr.step(t, oaExchange{name: "a deleted issuer is a 404", method: "DELETE", path: one, status: 404})
}

func oaClients(n int) []any {
	out := make([]any, n)
	for i := range out {
		out[i] = map[string]any{"clientId": "c" + strconv.Itoa(i)}
	}
	return out
}
