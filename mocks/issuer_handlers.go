package mocks

import (
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/workspace"
)

// codeLifetime is how long an authorization code may be exchanged.
const codeLifetime = 2 * time.Minute

// maxFormBytes bounds a form body sent to the issuer.
const maxFormBytes = 64 << 10

func (is *Issuer) mux() http.Handler {
	m := http.NewServeMux()
	m.HandleFunc("GET /.well-known/openid-configuration", is.discovery)
	m.HandleFunc("GET /jwks", is.jwksRoute)
	m.HandleFunc("POST /token", is.token)
	m.HandleFunc("GET /authorize", is.authorize)
	m.HandleFunc("GET /userinfo", is.userinfo)
	m.HandleFunc("POST /userinfo", is.userinfo)
	m.HandleFunc("POST /introspect", is.introspect)
	m.HandleFunc("POST /revoke", is.revoke)
	return m
}

// discoveryDoc is the OpenID Provider Metadata document.
type discoveryDoc struct {
	Issuer                  string   `json:"issuer"`
	AuthorizationEndpoint   string   `json:"authorization_endpoint"`
	TokenEndpoint           string   `json:"token_endpoint"`
	JWKSURI                 string   `json:"jwks_uri"`
	UserinfoEndpoint        string   `json:"userinfo_endpoint"`
	IntrospectionEndpoint   string   `json:"introspection_endpoint"`
	RevocationEndpoint      string   `json:"revocation_endpoint"`
	ResponseTypes           []string `json:"response_types_supported"`
	SubjectTypes            []string `json:"subject_types_supported"`
	IDTokenAlgs             []string `json:"id_token_signing_alg_values_supported"`
	GrantTypes              []string `json:"grant_types_supported"`
	CodeChallengeMethods    []string `json:"code_challenge_methods_supported"`
	TokenEndpointAuthMethod []string `json:"token_endpoint_auth_methods_supported"`
	ScopesSupported         []string `json:"scopes_supported"`
}

func (is *Issuer) discovery(w http.ResponseWriter, _ *http.Request) {
	writeJSON(w, http.StatusOK, discoveryDoc{
		Issuer: is.url, AuthorizationEndpoint: is.url + "/authorize", TokenEndpoint: is.url + "/token", JWKSURI: is.url + "/jwks",
		UserinfoEndpoint: is.url + "/userinfo", IntrospectionEndpoint: is.url + "/introspect", RevocationEndpoint: is.url + "/revoke",
		ResponseTypes: []string{"code"}, SubjectTypes: []string{"public"}, IDTokenAlgs: []string{string(is.key.alg)},
		GrantTypes:              []string{GrantClientCredentials, GrantPassword, GrantRefreshToken, GrantAuthorizationCode},
		CodeChallengeMethods:    []string{"S256"},
		TokenEndpointAuthMethod: []string{"client_secret_basic", "client_secret_post", "none"},
		ScopesSupported:         []string{"openid", "profile", "email", "offline_access"},
	})
}

func (is *Issuer) jwksRoute(w http.ResponseWriter, _ *http.Request) {
	b, err := is.key.jwks()
	if err != nil {
		oauthError(w, http.StatusInternalServerError, "server_error", err.Error())
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	_, _ = w.Write(b) // a client gone away loses its own answer
}

// tokenAnswer is a successful token endpoint answer (RFC 6749 5.1).
type tokenAnswer struct {
	AccessToken  string `json:"access_token"`
	TokenType    string `json:"token_type"`
	ExpiresIn    int    `json:"expires_in"`
	Scope        string `json:"scope,omitempty"`
	RefreshToken string `json:"refresh_token,omitempty"`
	IDToken      string `json:"id_token,omitempty"`
}

// grant is what one token call grants.
type grant struct {
	client   *IssuerClient
	subject  string
	scope    string
	audience string
	nonce    string
	idToken  bool // an id token goes along (openid scope, a user grant)
	refresh  bool // a refresh token goes along
}

func (is *Issuer) token(w http.ResponseWriter, r *http.Request) {
	def, fail := is.tokenCall()
	if def.SlowMs > 0 {
		select {
		case <-time.After(time.Duration(def.SlowMs) * time.Millisecond):
		case <-r.Context().Done():
			return
		}
	}
	if fail.Count > 0 {
		oauthError(w, fail.Status, fail.Error, "a failure forced by failNext")
		return
	}
	if err := parseForm(r); err != nil {
		oauthError(w, http.StatusBadRequest, "invalid_request", err.Error())
		return
	}
	c, ok := is.authenticate(w, r, def)
	if !ok {
		return
	}
	gt := r.PostForm.Get("grant_type")
	if !c.allows(gt) {
		oauthError(w, http.StatusBadRequest, "unauthorized_client", "the client may not use the grant "+strconv.Quote(gt))
		return
	}
	var (
		g      grant
		errStr string
		desc   string
	)
	switch gt {
	case GrantClientCredentials:
		g, errStr, desc = is.clientCredentials(c, r)
	case GrantPassword:
		g, errStr, desc = is.password(c, r)
	case GrantRefreshToken:
		g, errStr, desc = is.refreshGrant(c, r)
	case GrantAuthorizationCode:
		g, errStr, desc = is.codeGrant(c, r)
	default:
		errStr, desc = "unsupported_grant_type", "grant_type "+strconv.Quote(gt)+" is not supported"
	}
	if errStr != "" {
		status := http.StatusBadRequest
		if errStr == "invalid_client" {
			status = http.StatusUnauthorized
		}
		oauthError(w, status, errStr, desc)
		return
	}
	ans, err := is.issue(def, g)
	if err != nil {
		oauthError(w, http.StatusInternalServerError, "server_error", err.Error())
		return
	}
	w.Header().Set("Pragma", "no-cache")
	writeJSON(w, http.StatusOK, ans)
}

// tokenCall reads the settings of one token call and spends one forced
// failure when any is left.
func (is *Issuer) tokenCall() (IssuerDefinition, FailNext) {
	is.mu.Lock()
	defer is.mu.Unlock()
	fail := is.failNext
	if is.failNext.Count > 0 {
		is.failNext.Count--
	}
	return is.def, fail
}

func (is *Issuer) clientCredentials(c *IssuerClient, r *http.Request) (grant, string, string) {
	if c.ClientSecret == "" {
		return grant{}, "unauthorized_client", "a public client cannot use client_credentials"
	}
	scope, ok := c.grantedScopes(r.PostForm.Get("scope"))
	if !ok {
		return grant{}, "invalid_scope", "the scope asked is not registered for the client"
	}
	return grant{client: c, subject: c.ClientID, scope: scope, audience: r.PostForm.Get("audience")}, "", ""
}

func (is *Issuer) password(c *IssuerClient, r *http.Request) (grant, string, string) {
	user, pass := r.PostForm.Get("username"), r.PostForm.Get("password")
	if user == "" || pass == "" {
		return grant{}, "invalid_grant", "username and password are required"
	}
	scope, ok := c.grantedScopes(r.PostForm.Get("scope"))
	if !ok {
		return grant{}, "invalid_scope", "the scope asked is not registered for the client"
	}
	return grant{client: c, subject: user, scope: scope, audience: r.PostForm.Get("audience"),
		idToken: hasScope(scope, "openid"), refresh: c.allows(GrantRefreshToken)}, "", ""
}

func (is *Issuer) refreshGrant(c *IssuerClient, r *http.Request) (grant, string, string) {
	rt := r.PostForm.Get("refresh_token")
	is.mu.Lock()
	rg, ok := is.refresh[rt]
	if ok && rg.clientID == c.ClientID {
		delete(is.refresh, rt) // rotated: the answer carries a new one
	}
	is.mu.Unlock()
	if !ok || rg.clientID != c.ClientID {
		return grant{}, "invalid_grant", "the refresh token is unknown, revoked or not the client's"
	}
	scope := rg.scope
	if asked := r.PostForm.Get("scope"); asked != "" {
		for _, s := range strings.Fields(asked) {
			if !hasScope(rg.scope, s) {
				return grant{}, "invalid_scope", "a refresh cannot widen the scope"
			}
		}
		scope = asked
	}
	return grant{client: c, subject: rg.subject, scope: scope, audience: rg.audience, idToken: rg.idToken, nonce: rg.nonce, refresh: true}, "", ""
}

func (is *Issuer) codeGrant(c *IssuerClient, r *http.Request) (grant, string, string) {
	code := r.PostForm.Get("code")
	is.mu.Lock()
	ac, ok := is.codes[code]
	delete(is.codes, code) // a code is good once
	is.mu.Unlock()
	switch {
	case !ok || ac.clientID != c.ClientID || time.Now().After(ac.expires):
		return grant{}, "invalid_grant", "the authorization code is unknown, used, expired or not the client's"
	case r.PostForm.Get("redirect_uri") != ac.redirectURI:
		return grant{}, "invalid_grant", "redirect_uri differs from the authorization request's"
	case ac.challenge != "":
		v := r.PostForm.Get("code_verifier")
		sum := sha256.Sum256([]byte(v))
		if v == "" || subtle.ConstantTimeCompare([]byte(base64.RawURLEncoding.EncodeToString(sum[:])), []byte(ac.challenge)) != 1 {
			return grant{}, "invalid_grant", "the code_verifier does not match the code_challenge (PKCE S256)"
		}
	}
	return grant{client: c, subject: ac.subject, scope: ac.scope, nonce: ac.nonce, audience: r.PostForm.Get("audience"),
		idToken: hasScope(ac.scope, "openid"), refresh: c.allows(GrantRefreshToken)}, "", ""
}

// issue signs the tokens of g.
func (is *Issuer) issue(def IssuerDefinition, g grant) (tokenAnswer, error) {
	now := time.Now()
	exp := now.Add(time.Duration(def.ExpiresIn) * time.Second)
	aud := g.audience
	if aud == "" {
		aud = g.client.ClientID
	}
	claims := []workspace.Member{
		strMember("iss", is.url), strMember("sub", g.subject), strMember("aud", aud),
		intMember("exp", exp.Unix()), intMember("iat", now.Unix()), intMember("nbf", now.Unix()),
		strMember("jti", randomToken(12)), strMember("client_id", g.client.ClientID), strMember("scope", g.scope),
		strMember("token_use", "access"),
	}
	access, err := is.key.sign(withExtra(claims, def.Claims))
	if err != nil {
		return tokenAnswer{}, err
	}
	ans := tokenAnswer{AccessToken: access, TokenType: "Bearer", ExpiresIn: def.ExpiresIn, Scope: g.scope}
	if g.idToken {
		id := []workspace.Member{
			strMember("iss", is.url), strMember("sub", g.subject), strMember("aud", g.client.ClientID),
			intMember("exp", exp.Unix()), intMember("iat", now.Unix()), intMember("auth_time", now.Unix()),
			strMember("azp", g.client.ClientID),
		}
		if g.nonce != "" {
			id = append(id, strMember("nonce", g.nonce))
		}
		if ans.IDToken, err = is.key.sign(withExtra(id, def.Claims)); err != nil {
			return tokenAnswer{}, err
		}
	}
	if g.refresh {
		ans.RefreshToken = randomToken(24)
		is.mu.Lock()
		is.refresh[ans.RefreshToken] = refreshGrant{clientID: g.client.ClientID, scope: g.scope, subject: g.subject,
			audience: g.audience, idToken: g.idToken, nonce: g.nonce}
		is.mu.Unlock()
	}
	return ans, nil
}

// authenticate finds the calling client by HTTP Basic or the form's
// client_id and client_secret (RFC 6749 2.3.1) and checks its secret; it
// answers 401 invalid_client itself when that fails.
func (is *Issuer) authenticate(w http.ResponseWriter, r *http.Request, def IssuerDefinition) (*IssuerClient, bool) {
	id, secret, basic := r.BasicAuth()
	if basic {
		// The client id and secret are form-encoded inside Basic.
		if v, err := url.QueryUnescape(id); err == nil {
			id = v
		}
		if v, err := url.QueryUnescape(secret); err == nil {
			secret = v
		}
	} else {
		id, secret = r.PostForm.Get("client_id"), r.PostForm.Get("client_secret")
	}
	c := def.client(id)
	if c == nil || subtle.ConstantTimeCompare([]byte(secret), []byte(c.ClientSecret)) != 1 {
		if basic {
			w.Header().Set("WWW-Authenticate", `Basic realm="mock-issuer"`)
		}
		oauthError(w, http.StatusUnauthorized, "invalid_client", "client authentication failed")
		return nil, false
	}
	return c, true
}

func (is *Issuer) authorize(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	def := is.Definition()
	c := def.client(q.Get("client_id"))
	if c == nil {
		http.Error(w, "unknown client_id", http.StatusBadRequest)
		return
	}
	redirect := q.Get("redirect_uri")
	if redirect == "" && len(c.RedirectURIs) == 1 {
		redirect = c.RedirectURIs[0]
	}
	if !c.redirectAllowed(redirect) {
		http.Error(w, "redirect_uri is not registered for the client", http.StatusBadRequest)
		return
	}
	back, _ := url.Parse(redirect) // redirectAllowed parsed it
	fail := func(code, desc string) {
		v := back.Query()
		v.Set("error", code)
		v.Set("error_description", desc)
		if s := q.Get("state"); s != "" {
			v.Set("state", s)
		}
		back.RawQuery = v.Encode()
		http.Redirect(w, r, back.String(), http.StatusFound)
	}
	challenge, method := q.Get("code_challenge"), q.Get("code_challenge_method")
	scope, ok := c.grantedScopes(q.Get("scope"))
	switch {
	case q.Get("response_type") != "code":
		fail("unsupported_response_type", "only response_type=code is supported")
		return
	case !c.allows(GrantAuthorizationCode):
		fail("unauthorized_client", "the client may not use authorization_code")
		return
	case challenge != "" && method != "S256":
		fail("invalid_request", "code_challenge_method must be S256")
		return
	case challenge == "" && c.ClientSecret == "":
		fail("invalid_request", "a public client must send a PKCE code_challenge")
		return
	case !ok:
		fail("invalid_scope", "the scope asked is not registered for the client")
		return
	}
	subject := q.Get("login_hint")
	if subject == "" {
		subject = "mock-user"
	}
	code := randomToken(16)
	is.mu.Lock()
	is.codes[code] = authCode{clientID: c.ClientID, redirectURI: redirect, challenge: challenge, method: method, scope: scope,
		nonce: q.Get("nonce"), subject: subject, expires: time.Now().Add(codeLifetime)}
	is.mu.Unlock()
	v := back.Query()
	v.Set("code", code)
	if s := q.Get("state"); s != "" {
		v.Set("state", s)
	}
	back.RawQuery = v.Encode()
	http.Redirect(w, r, back.String(), http.StatusFound)
}

// accessClaims verifies an access token of this issuer (signature,
// expiry, revocation) and returns its claims.
func (is *Issuer) accessClaims(token string) ([]workspace.Member, bool) {
	claims, err := is.key.verify(token)
	if err != nil {
		return nil, false
	}
	if use, _ := workspace.String(valueOf(claims, "token_use")); use != "access" {
		return nil, false
	}
	exp, _ := strconv.ParseInt(string(valueOf(claims, "exp")), 10, 64)
	if time.Now().Unix() >= exp {
		return nil, false
	}
	jti, _ := workspace.String(valueOf(claims, "jti"))
	is.mu.Lock()
	defer is.mu.Unlock()
	return claims, !is.revoked[jti]
}

func (is *Issuer) userinfo(w http.ResponseWriter, r *http.Request) {
	tok, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
	var claims []workspace.Member
	if ok {
		claims, ok = is.accessClaims(strings.TrimSpace(tok))
	}
	if !ok {
		w.Header().Set("WWW-Authenticate", `Bearer error="invalid_token"`)
		oauthError(w, http.StatusUnauthorized, "invalid_token", "a valid access token of this issuer is required")
		return
	}
	out := []workspace.Member{{Key: "sub", Value: valueOf(claims, "sub")}}
	writeRaw(w, http.StatusOK, withExtra(out, is.Definition().Claims))
}

func (is *Issuer) introspect(w http.ResponseWriter, r *http.Request) {
	if err := parseForm(r); err != nil {
		oauthError(w, http.StatusBadRequest, "invalid_request", err.Error())
		return
	}
	if _, ok := is.authenticate(w, r, is.Definition()); !ok {
		return
	}
	tok := r.PostForm.Get("token")
	if claims, ok := is.accessClaims(tok); ok {
		out := []workspace.Member{{Key: "active", Value: codec.RawMessage("true")}, strMember("token_type", "Bearer")}
		for _, k := range []string{"scope", "client_id", "sub", "aud", "iss", "exp", "iat", "nbf", "jti"} {
			if v, ok := workspace.Get(claims, k); ok {
				out = append(out, workspace.Member{Key: k, Value: v})
			}
		}
		writeRaw(w, http.StatusOK, out)
		return
	}
	is.mu.Lock()
	rg, ok := is.refresh[tok]
	is.mu.Unlock()
	if ok {
		writeRaw(w, http.StatusOK, []workspace.Member{{Key: "active", Value: codec.RawMessage("true")}, strMember("token_type", "refresh_token"),
			strMember("scope", rg.scope), strMember("client_id", rg.clientID), strMember("sub", rg.subject)})
		return
	}
	writeRaw(w, http.StatusOK, []workspace.Member{{Key: "active", Value: codec.RawMessage("false")}})
}

func (is *Issuer) revoke(w http.ResponseWriter, r *http.Request) {
	if err := parseForm(r); err != nil {
		oauthError(w, http.StatusBadRequest, "invalid_request", err.Error())
		return
	}
	c, ok := is.authenticate(w, r, is.Definition())
	if !ok {
		return
	}
	tok := r.PostForm.Get("token")
	is.mu.Lock()
	if rg, ok := is.refresh[tok]; ok && rg.clientID == c.ClientID {
		delete(is.refresh, tok)
	}
	is.mu.Unlock()
	if claims, ok := is.accessClaims(tok); ok {
		if cid, _ := workspace.String(valueOf(claims, "client_id")); cid == c.ClientID {
			jti, _ := workspace.String(valueOf(claims, "jti"))
			is.mu.Lock()
			is.revoked[jti] = true
			is.mu.Unlock()
		}
	}
	// RFC 7009 2.2: 200 whether or not the token was valid.
	w.WriteHeader(http.StatusOK)
}

// parseForm reads a form body of at most maxFormBytes.
func parseForm(r *http.Request) error {
	r.Body = http.MaxBytesReader(nil, r.Body, maxFormBytes)
	return r.ParseForm()
}

func hasScope(scope, s string) bool { return slices.Contains(strings.Fields(scope), s) }

func strMember(k, v string) workspace.Member {
	return workspace.Member{Key: k, Value: codec.AppendString(nil, v)}
}

func intMember(k string, v int64) workspace.Member {
	return workspace.Member{Key: k, Value: codec.RawMessage(strconv.FormatInt(v, 10))}
}

func valueOf(ms []workspace.Member, k string) codec.RawMessage {
	v, _ := workspace.Get(ms, k)
	return v
}

// withExtra appends the members of the extra claims object that ms does
// not already hold: the registered claims always win.
func withExtra(ms []workspace.Member, extra codec.RawMessage) []workspace.Member {
	more, _ := workspace.Members(extra)
	for _, m := range more {
		if _, ok := workspace.Get(ms, m.Key); !ok {
			ms = append(ms, m)
		}
	}
	return ms
}

// oauthError answers an OAuth 2 error body (RFC 6749 5.2).
func oauthError(w http.ResponseWriter, status int, code, desc string) {
	writeJSON(w, status, struct {
		Error       string `json:"error"`
		Description string `json:"error_description,omitempty"`
	}{code, desc})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	b, err := codec.Marshal(v)
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_, _ = w.Write(b) // a client gone away loses its own answer
}

func writeRaw(w http.ResponseWriter, status int, ms []workspace.Member) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_, _ = w.Write(workspace.Object(ms)) // a client gone away loses its own answer
}
