package sender

import (
	"context"
	"encoding/base64"
	"errors"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/workspace"
)

// DefaultOAuth2RefreshBefore is how long before its expiry a cached token
// is renewed when Settings.OAuth2RefreshBefore is zero.
const DefaultOAuth2RefreshBefore = 30 * time.Second

// OAuth2Token is one cached token. AccessToken, RefreshToken and IDToken
// are secrets: they are never shown by the API or logged.
type OAuth2Token struct {
	Key           string
	TokenURL      string
	ClientID      string
	GrantType     string
	CredentialsID string
	Scopes        string // as granted (the asked scope when the answer names none)
	TokenType     string
	AccessToken   string
	RefreshToken  string
	IDToken       string
	ExpiresAt     int64 // epoch ms; 0 when the provider stated no lifetime
	ObtainedAt    int64 // epoch ms
}

// OAuth2Cache keeps tokens by key; the engine's is SQLite.
type OAuth2Cache interface {
	// OAuth2Token returns the token of key; ok false when none is kept.
	OAuth2Token(ctx context.Context, key string) (t OAuth2Token, ok bool, err error)
	PutOAuth2Token(ctx context.Context, t OAuth2Token) error
}

// OAuth2Tokens gets, caches and renews OAuth 2 tokens for sends. One
// token call per key runs at a time, so virtual users of a collection
// run that miss the cache together share one fetch. Safe for
// concurrent use; share one value between clients (Client.OAuth2).
type OAuth2Tokens struct {
	cache OAuth2Cache
	now   func() time.Time

	mu    sync.Mutex
	locks map[string]*sync.Mutex
}

// NewOAuth2Tokens returns a token source over cache; now nil is the wall
// clock.
func NewOAuth2Tokens(cache OAuth2Cache, now func() time.Time) *OAuth2Tokens {
	if now == nil {
		now = time.Now
	}
	return &OAuth2Tokens{cache: cache, now: now, locks: map[string]*sync.Mutex{}}
}

// lock takes the per-key lock and returns its release.
func (o *OAuth2Tokens) lock(key string) func() {
	o.mu.Lock()
	l := o.locks[key]
	if l == nil {
		l = &sync.Mutex{}
		o.locks[key] = l
	}
	o.mu.Unlock()
	l.Lock()
	return l.Unlock
}

// Token returns a usable token for cfg: the cached one while it is more
// than the refresh margin from its expiry, else a renewed one (by its
// refresh token when it has one, else by the grant), stored in the cache.
// force skips the cached token. The authorization code grant cannot be
// fetched here: without a cached token or refresh token it is an
// oauth2_authorization_required error (POST /oauth2/authorize starts it).
func (o *OAuth2Tokens) Token(ctx context.Context, c *Client, cfg OAuth2Config, verifySSL bool, s Settings, force bool) (OAuth2Token, error) {
	if err := cfg.Check(); err != nil {
		return OAuth2Token{}, err
	}
	key := cfg.Key()
	defer o.lock(key)()
	cached, ok, err := o.cache.OAuth2Token(ctx, key)
	if err != nil {
		return OAuth2Token{}, err
	}
	margin := s.OAuth2RefreshBefore
	if margin <= 0 {
		margin = DefaultOAuth2RefreshBefore
	}
	now := o.now()
	if ok && !force && (cached.ExpiresAt == 0 || now.Add(margin).UnixMilli() < cached.ExpiresAt) {
		return cached, nil
	}
	var t OAuth2Token
	switch {
	case ok && cached.RefreshToken != "":
		t, err = o.call(ctx, c, cfg, refreshForm(cfg, cached.RefreshToken), cfg.refreshURL(), verifySSL, s)
		if err == nil && t.RefreshToken == "" {
			t.RefreshToken = cached.RefreshToken // the provider kept it (no rotation)
		}
		var oe *OAuth2Error
		if err != nil && errors.As(err, &oe) && oe.Code == OAuth2ProviderError && cfg.Grant != OAuth2AuthorizationCode {
			// A refused refresh token: start over with the grant.
			t, err = o.call(ctx, c, cfg, grantForm(cfg), cfg.TokenURL, verifySSL, s)
		}
	case cfg.Grant == OAuth2AuthorizationCode:
		return OAuth2Token{}, &OAuth2Error{Code: OAuth2AuthorizationRequired,
			Message: "the authorization code grant needs a person to sign in: POST /oauth2/authorize gives the URL to open"}
	case cfg.Grant == OAuth2RefreshToken:
		t, err = o.call(ctx, c, cfg, refreshForm(cfg, cfg.RefreshToken), cfg.refreshURL(), verifySSL, s)
	default:
		t, err = o.call(ctx, c, cfg, grantForm(cfg), cfg.TokenURL, verifySSL, s)
	}
	if err != nil {
		return OAuth2Token{}, err
	}
	return t, o.store(ctx, cfg, &t)
}

// Exchange trades an authorization code (with its PKCE verifier, when
// one was sent) for a token and stores it under cfg's key.
func (o *OAuth2Tokens) Exchange(ctx context.Context, c *Client, cfg OAuth2Config, code, redirectURI, verifier string, verifySSL bool, s Settings) (OAuth2Token, error) {
	defer o.lock(cfg.Key())()
	form := url.Values{"grant_type": {OAuth2AuthorizationCode}, "code": {code}, "redirect_uri": {redirectURI}}
	if verifier != "" {
		form.Set("code_verifier", verifier)
	}
	t, err := o.call(ctx, c, cfg, form, cfg.TokenURL, verifySSL, s)
	if err != nil {
		return t, err
	}
	return t, o.store(ctx, cfg, &t)
}

func (o *OAuth2Tokens) store(ctx context.Context, cfg OAuth2Config, t *OAuth2Token) error {
	t.Key, t.TokenURL, t.ClientID, t.GrantType, t.CredentialsID = cfg.Key(), cfg.TokenURL, cfg.ClientID, cfg.Grant, cfg.CredentialsID
	return o.cache.PutOAuth2Token(ctx, *t)
}

func (c OAuth2Config) refreshURL() string {
	if c.RefreshURL != "" {
		return c.RefreshURL
	}
	return c.TokenURL
}

// grantForm is the token request form of cfg's grant.
func grantForm(cfg OAuth2Config) url.Values {
	form := url.Values{"grant_type": {cfg.Grant}}
	if cfg.Grant == OAuth2Password {
		form.Set("username", cfg.Username)
		form.Set("password", cfg.Password)
	}
	if cfg.Scope != "" {
		form.Set("scope", cfg.Scope)
	}
	if cfg.Audience != "" {
		form.Set("audience", cfg.Audience)
	}
	return form
}

func refreshForm(cfg OAuth2Config, refresh string) url.Values {
	form := url.Values{"grant_type": {OAuth2RefreshToken}, "refresh_token": {refresh}}
	if cfg.Scope != "" {
		form.Set("scope", cfg.Scope)
	}
	return form
}

// call posts form to the token endpoint through the one send path and
// reads the answer. The client authenticates by a Basic header
// (client_authentication header, the id and secret form-encoded first as
// RFC 6749 2.3.1 says) or in the body.
func (o *OAuth2Tokens) call(ctx context.Context, c *Client, cfg OAuth2Config, form url.Values, tokenURL string, verifySSL bool, s Settings) (OAuth2Token, error) {
	headers := []Header{{Key: "Accept", Value: "application/json"}, {Key: "Content-Type", Value: "application/x-www-form-urlencoded"}}
	switch {
	case cfg.ClientAuth == "body" || cfg.ClientSecret == "":
		if cfg.ClientID != "" {
			form.Set("client_id", cfg.ClientID)
		}
		if cfg.ClientSecret != "" {
			form.Set("client_secret", cfg.ClientSecret)
		}
	default:
		cred := url.QueryEscape(cfg.ClientID) + ":" + url.QueryEscape(cfg.ClientSecret)
		headers = append(headers, Header{Key: "Authorization", Value: "Basic " + base64.StdEncoding.EncodeToString([]byte(cred))})
	}
	target := tokenURL
	var query []QueryParam
	for _, p := range cfg.Params {
		switch p.SendAs {
		case "request_header":
			headers = append(headers, Header{Key: p.Key, Value: p.Value})
		case "request_url":
			query = append(query, QueryParam{Key: p.Key, Value: p.Value})
		default:
			form.Set(p.Key, p.Value)
		}
	}
	if len(query) > 0 {
		target = appendQuery(target, query)
	}
	body, err := codec.Marshal(struct {
		Mode    string `json:"mode"`
		Content string `json:"content"`
	}{"text", form.Encode()})
	if err != nil {
		return OAuth2Token{}, err
	}
	// A client of its own: no cookie jar, no kept connections, the same
	// proxy, trust and client certificates.
	tc := &Client{Certificates: c.Certificates, Getenv: c.Getenv}
	s.CorrelationHeader = ""
	res, _ := tc.Send(ctx, Request{Method: "POST", URL: target, Headers: headers, Body: body, VerifySSL: verifySSL,
		FollowRedirects: false, HTTPVersion: "http1.1"}, s)
	if res.StatusCode == 0 {
		return OAuth2Token{}, &OAuth2Error{Code: OAuth2NetworkError, Message: "the token endpoint " + tokenURL + " could not be reached: " + res.Message}
	}
	ct := headerValue(res.Headers, "Content-Type")
	if res.StatusCode < 200 || res.StatusCode > 299 {
		return OAuth2Token{}, providerError(res.StatusCode, ct, res.Body)
	}
	return o.parseToken(res.Body, ct, cfg)
}

// parseToken reads a successful token answer: JSON, or the form encoding
// some providers still answer with.
func (o *OAuth2Tokens) parseToken(body, contentType string, cfg OAuth2Config) (OAuth2Token, error) {
	get := func(string) string { return "" }
	var expires string
	if ms, err := workspace.Members([]byte(body)); err == nil {
		get = func(k string) string { return textOf(valueOfMember(ms, k)) }
		expires = strings.Trim(string(valueOfMember(ms, "expires_in")), `"`)
	} else if strings.HasPrefix(contentType, "application/x-www-form-urlencoded") || strings.HasPrefix(contentType, "text/plain") {
		v := parseFormBody(body)
		get, expires = v.Get, v.Get("expires_in")
	}
	t := OAuth2Token{AccessToken: get("access_token"), TokenType: get("token_type"), RefreshToken: get("refresh_token"),
		IDToken: get("id_token"), Scopes: get("scope"), ObtainedAt: o.now().UnixMilli()}
	if t.AccessToken == "" {
		return t, &OAuth2Error{Code: OAuth2InvalidResponse, Message: "the token endpoint answered 2xx without an access_token"}
	}
	if t.TokenType == "" {
		t.TokenType = "Bearer"
	}
	if t.Scopes == "" {
		t.Scopes = cfg.Scope
	}
	if expires != "" && expires != "null" {
		sec, err := strconv.ParseFloat(expires, 64)
		if err != nil || sec < 0 {
			return t, &OAuth2Error{Code: OAuth2InvalidResponse, Message: "the token endpoint answered an expires_in that is not a number of seconds: " + expires}
		}
		t.ExpiresAt = o.now().Add(time.Duration(sec * float64(time.Second))).UnixMilli()
	}
	return t, nil
}

func parseFormBody(body string) url.Values {
	v, _ := url.ParseQuery(body)
	return v
}

// ResolveOAuth2 gets the token an oauth2 auth of r needs and returns r
// with SendAuth set to the concrete auth it becomes (and the token, to be
// masked in what is recorded). A request of any other auth, an oauth2
// auth with no token URL (its accessToken is sent as stored) or a Client
// without OAuth2 comes back unchanged with secret "".
func (c *Client) ResolveOAuth2(ctx context.Context, r Request, s Settings) (Request, string, error) {
	if r.SendAuth != nil || c.OAuth2 == nil {
		return r, "", nil
	}
	cfg, ok, err := ParseOAuth2(r.Auth)
	if !ok || err != nil {
		return r, "", err
	}
	if !cfg.Fetches() {
		return r, "", nil
	}
	t, err := c.OAuth2.Token(ctx, c, cfg, r.VerifySSL, s, false)
	if err != nil {
		return r, "", err
	}
	r.SendAuth = cfg.tokenAuth(t.AccessToken)
	return r, t.AccessToken, nil
}

// failedOAuth2 is the outcome of a send whose token could not be had:
// errorCode OAUTH_TOKEN_FAILED with the oauth2_* detail.
func failedOAuth2(err error) Response {
	res := failed(&SendError{Code: CodeOAuth2, Message: err.Error(), Err: err})
	var oe *OAuth2Error
	if errors.As(err, &oe) {
		res.OAuth2 = &OAuth2Failure{Code: oe.Code, ProviderStatus: oe.ProviderStatus, ProviderError: oe.ProviderError}
	}
	return res
}
