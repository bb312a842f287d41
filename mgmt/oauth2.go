package mgmt

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/valyala/fasthttp"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/config"
	"github.com/svc-engine/svc-engine/logs"
	"github.com/svc-engine/svc-engine/sender"
	"github.com/svc-engine/svc-engine/store"
	"github.com/svc-engine/svc-engine/workspace"
)

// authorizeWindow is how long the loopback redirect of POST
// /oauth2/authorize waits for the person to sign in.
const authorizeWindow = 5 * time.Minute

// oauth2Cache adapts the store's token table to the sender's cache.
type oauth2Cache struct{ st *store.Store }

func (c oauth2Cache) OAuth2Token(ctx context.Context, key string) (sender.OAuth2Token, bool, error) {
	t, ok, err := c.st.OAuth2Token(ctx, key)
	return sender.OAuth2Token(t), ok, err
}

func (c oauth2Cache) PutOAuth2Token(ctx context.Context, t sender.OAuth2Token) error {
	return c.st.PutOAuth2Token(ctx, store.OAuth2Token(t))
}

// oauth2Status is a cached token as the API shows it: never a secret.
type oauth2Status struct {
	Key             string   `json:"key"`
	TokenURL        string   `json:"tokenUrl"`
	ClientID        string   `json:"clientId"`
	GrantType       string   `json:"grantType"`
	CredentialsID   *string  `json:"credentialsId"`
	Scopes          []string `json:"scopes"`
	TokenType       string   `json:"tokenType"`
	ExpiresAt       *int64   `json:"expiresAt"` // epoch ms; null when the provider stated no lifetime
	ObtainedAt      int64    `json:"obtainedAt"`
	Expired         bool     `json:"expired"`
	HasRefreshToken bool     `json:"hasRefreshToken"`
	HasIDToken      bool     `json:"hasIdToken"`
}

func (s *Server) statusOf(t sender.OAuth2Token) oauth2Status {
	out := oauth2Status{Key: t.Key, TokenURL: t.TokenURL, ClientID: t.ClientID, GrantType: t.GrantType, Scopes: splitScopes(t.Scopes),
		TokenType: t.TokenType, ObtainedAt: t.ObtainedAt, HasRefreshToken: t.RefreshToken != "", HasIDToken: t.IDToken != ""}
	if t.CredentialsID != "" {
		out.CredentialsID = &t.CredentialsID
	}
	if t.ExpiresAt != 0 {
		out.ExpiresAt = &t.ExpiresAt
		out.Expired = t.ExpiresAt <= s.now()
	}
	return out
}

func splitScopes(s string) []string {
	out := strings.Fields(s)
	if out == nil {
		out = []string{}
	}
	return out
}

// oauth2Request resolves the oauth2 auth a /oauth2/* body names: auth (an
// oauth2 auth object), requestId (a stored request's own or inherited
// auth) or collectionId (what the collection's requests inherit); its
// {{variables}} resolve as a send's would, with environmentId and
// variables as POST /compose takes them.
func (s *Server) oauth2Request(ctx *fasthttp.RequestCtx) (sender.Request, sender.OAuth2Config, error) {
	p, err := decode(ctx)
	if err != nil {
		return sender.Request{}, sender.OAuth2Config{}, err
	}
	q := workspace.Patch{}
	for _, k := range []string{"environmentId", "variables"} {
		if v, ok := p[k]; ok {
			q[k] = v
		}
	}
	named := 0
	for _, k := range []string{"auth", "requestId", "collectionId"} {
		if p.State(k) == workspace.Value {
			named++
		}
	}
	if named != 1 {
		return sender.Request{}, sender.OAuth2Config{}, workspace.Fieldf("auth", "name the OAuth 2 auth by exactly one of auth, requestId or collectionId")
	}
	inline := []workspace.Member{{Key: "method", Value: workspace.Quote("GET")}, {Key: "url", Value: workspace.Quote("http://127.0.0.1/")}}
	switch {
	case p.State("requestId") == workspace.Value:
		q["requestId"] = p["requestId"]
	case p.State("collectionId") == workspace.Value:
		inline = append(inline, workspace.Member{Key: "collectionId", Value: p["collectionId"]}, workspace.Member{Key: "auth", Value: codec.RawMessage(`{"mode":"inherit"}`)})
	default:
		inline = append(inline, workspace.Member{Key: "auth", Value: p["auth"]})
	}
	if _, ok := q["requestId"]; !ok {
		q["request"] = workspace.Object(inline)
	}
	composed, _, err := s.compose(q)
	if err != nil {
		return sender.Request{}, sender.OAuth2Config{}, err
	}
	cfg, ok, err := sender.ParseOAuth2(composed.Request.Auth)
	switch {
	case err != nil:
		return composed.Request, cfg, err
	case !ok:
		return composed.Request, cfg, &sender.OAuth2Error{Code: sender.OAuth2InvalidConfig, Message: "the auth named is not an oauth2 auth"}
	case !cfg.Fetches():
		return composed.Request, cfg, &sender.OAuth2Error{Code: sender.OAuth2InvalidConfig, Message: "the oauth2 auth has no accessTokenUrl to fetch a token from"}
	}
	return composed.Request, cfg, nil
}

// fetchToken is POST /oauth2/token: a token is fetched now (renewed by
// its refresh token for the authorization code grant) and stored; the
// answer is its metadata, never the token.
func (s *Server) fetchToken(ctx *fasthttp.RequestCtx) error {
	req, cfg, err := s.oauth2Request(ctx)
	if err != nil {
		return err
	}
	t, err := s.sender.OAuth2.Token(s.base, s.sender, cfg, req.VerifySSL, s.settings(), true)
	if err != nil {
		s.log.Info("An OAuth 2 token could not be fetched: "+oauth2Code(err), logs.Cat("oauth"))
		return err
	}
	s.log.Info("An OAuth 2 token was fetched from "+redactURL(cfg.TokenURL), logs.Cat("oauth"))
	return writeJSON(ctx, 200, s.statusOf(t))
}

// oauth2Code is the oauth2_* code of err, for a log line with no secret.
func oauth2Code(err error) string {
	var oe *sender.OAuth2Error
	if errors.As(err, &oe) {
		return oe.Code
	}
	return "an internal error"
}

// redactURL is u without its query and user info, for a log line.
func redactURL(u string) string {
	p, err := url.Parse(u)
	if err != nil {
		return "an unparsable URL"
	}
	p.RawQuery, p.User, p.Fragment = "", nil, ""
	return p.String()
}

type oauth2TokenList struct {
	Data []oauth2Status `json:"data"`
}

// listTokens is GET /oauth2/tokens.
func (s *Server) listTokens(ctx *fasthttp.RequestCtx) error {
	rows, err := s.store.OAuth2Tokens(s.base)
	if err != nil {
		return err
	}
	out := oauth2TokenList{Data: make([]oauth2Status, len(rows))}
	for i, r := range rows {
		out.Data[i] = s.statusOf(sender.OAuth2Token(r))
	}
	return writeJSON(ctx, 200, out)
}

type deletedTokens struct {
	Deleted int64 `json:"deleted"`
}

// deleteTokens is DELETE /oauth2/tokens: every token, or with ?key= one
// (a 404 when no token has that key).
func (s *Server) deleteTokens(ctx *fasthttp.RequestCtx) error {
	key := string(ctx.QueryArgs().Peek("key"))
	if ctx.QueryArgs().Has("key") && key == "" {
		return workspace.Fieldf("key", "key must name a token; omit it to delete every token")
	}
	n, err := s.store.DeleteOAuth2Tokens(s.base, key)
	if err != nil {
		return err
	}
	if key != "" && n == 0 {
		return errStatus(404, "no OAuth 2 token has the key "+strconv.Quote(key))
	}
	s.log.Info("Cached OAuth 2 tokens were deleted: "+strconv.FormatInt(n, 10), logs.Cat("oauth"))
	return writeJSON(ctx, 200, deletedTokens{Deleted: n})
}

// authorizeStarted is the answer of POST /oauth2/authorize.
type authorizeStarted struct {
	URL         string `json:"url"`         // what a person opens
	RedirectURI string `json:"redirectUri"` // the engine's loopback listener
	State       string `json:"state"`
	Key         string `json:"key"`       // the token's cache key once signed in
	ExpiresAt   int64  `json:"expiresAt"` // epoch ms; the listener stops then
}

// authorize is POST /oauth2/authorize: it starts a loopback listener for
// the redirect of the authorization code grant and answers the URL a
// person opens (the provider's authUrl with the client, scope, state and
// a PKCE S256 challenge). The redirect's code is exchanged at once and
// the token cached under its key; the listener then stops, or after
// authorizeWindow.
func (s *Server) authorize(ctx *fasthttp.RequestCtx) error {
	req, cfg, err := s.oauth2Request(ctx)
	if err != nil {
		return err
	}
	if cfg.Grant != sender.OAuth2AuthorizationCode {
		return &sender.OAuth2Error{Code: sender.OAuth2InvalidConfig, Message: "POST /oauth2/authorize is for the authorization code grant; this auth's grant is " + cfg.Grant}
	}
	if err := cfg.Check(); err != nil {
		return err
	}
	ln, redirect, err := loopbackListener(cfg.RedirectURI)
	if err != nil {
		return err
	}
	verifier, state := randomB64(32), randomB64(16)
	sum := sha256.Sum256([]byte(verifier))
	authURL, err := url.Parse(cfg.AuthURL)
	if err != nil {
		_ = ln.Close() // nothing was served on it
		return &sender.OAuth2Error{Code: sender.OAuth2InvalidConfig, Message: "authUrl is not a URL"}
	}
	v := authURL.Query()
	v.Set("response_type", "code")
	v.Set("client_id", cfg.ClientID)
	v.Set("redirect_uri", redirect)
	v.Set("state", state)
	v.Set("code_challenge", base64.RawURLEncoding.EncodeToString(sum[:]))
	v.Set("code_challenge_method", "S256")
	if cfg.Scope != "" {
		v.Set("scope", cfg.Scope)
	}
	if cfg.Audience != "" {
		v.Set("audience", cfg.Audience)
	}
	authURL.RawQuery = v.Encode()
	deadline := time.Now().Add(authorizeWindow)
	cb := &authorizeCallback{s: s, cfg: cfg, req: req, redirect: redirect, state: state, verifier: verifier, done: make(chan struct{})}
	srv := &http.Server{Handler: cb, ReadHeaderTimeout: 10 * time.Second}
	s.signIns.add(srv)
	go func() {
		_ = srv.Serve(ln) // ends with Close: below, or at the engine's shutdown
		cb.finish()
	}()
	go func() {
		t := time.NewTimer(time.Until(deadline))
		defer t.Stop()
		select {
		case <-cb.done:
			// The answer that finished the sign-in is still being
			// written: a graceful shutdown lets it reach the browser
			// (Close would cut it off), bounded like any answer.
			sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			_ = srv.Shutdown(sctx) // on its deadline, Close below ends what is left
			cancel()
		case <-t.C:
		}
		s.signIns.remove(srv)
		_ = srv.Close() // the window is over either way
	}()
	s.log.Info("An OAuth 2 sign-in waits on "+redirect, logs.Cat("oauth"))
	return writeJSON(ctx, 200, authorizeStarted{URL: authURL.String(), RedirectURI: redirect, State: state, Key: cfg.Key(), ExpiresAt: deadline.UnixMilli()})
}

// loopbackListener listens for the redirect: on the port and path of a
// configured loopback http redirect_uri, else on a free 127.0.0.1 port
// at /callback.
func loopbackListener(configured string) (net.Listener, string, error) {
	host, port, path := "127.0.0.1", "0", "/callback"
	if u, err := url.Parse(configured); err == nil && u.Scheme == "http" && (u.Hostname() == "127.0.0.1" || u.Hostname() == "localhost") {
		host = u.Hostname()
		if u.Port() != "" {
			port = u.Port()
		}
		if u.Path != "" {
			path = u.Path
		}
	}
	var lc net.ListenConfig
	ln, err := lc.Listen(context.Background(), "tcp", net.JoinHostPort(host, port))
	if err != nil {
		return nil, "", &workspace.ConflictError{Message: "the loopback redirect cannot listen on " + net.JoinHostPort(host, port) + ": " + err.Error()}
	}
	return ln, "http://" + net.JoinHostPort(host, strconv.Itoa(ln.Addr().(*net.TCPAddr).Port)) + path, nil
}

// authorizeCallback answers the provider's redirect once.
type authorizeCallback struct {
	s        *Server
	cfg      sender.OAuth2Config
	req      sender.Request
	redirect string
	state    string
	verifier string
	done     chan struct{}
	once     sync.Once
}

func (cb *authorizeCallback) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	want, _ := url.Parse(cb.redirect)
	if r.URL.Path != want.Path {
		http.NotFound(w, r)
		return
	}
	q := r.URL.Query()
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	switch {
	case q.Get("state") != cb.state:
		w.WriteHeader(http.StatusBadRequest)
		_, _ = w.Write([]byte("The sign-in answer does not carry the state the engine sent; it was ignored.\n"))
		return
	case q.Get("error") != "":
		cb.finish()
		cb.s.log.Info("An OAuth 2 sign-in was refused by the provider: "+q.Get("error"), logs.Cat("oauth"))
		w.WriteHeader(http.StatusBadRequest)
		_, _ = w.Write([]byte("The provider refused the sign-in: " + q.Get("error") + "\n"))
		return
	}
	_, err := cb.s.sender.OAuth2.Exchange(r.Context(), cb.s.sender, cb.cfg, q.Get("code"), cb.redirect, cb.verifier, cb.req.VerifySSL, cb.s.settings())
	cb.finish()
	if err != nil {
		cb.s.log.Info("An OAuth 2 code exchange failed: "+oauth2Code(err), logs.Cat("oauth"))
		w.WriteHeader(http.StatusBadGateway)
		_, _ = w.Write([]byte("The engine could not exchange the code: " + err.Error() + "\n"))
		return
	}
	cb.s.log.Info("An OAuth 2 sign-in finished; the token is cached", logs.Cat("oauth"))
	_, _ = w.Write([]byte("Signed in. The engine holds the token; you can close this window.\n"))
}

// finish stops the listener after this answer (the state is good once).
func (cb *authorizeCallback) finish() {
	cb.once.Do(func() { close(cb.done) })
}

func randomB64(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b) // crypto/rand.Read never fails (Go 1.24+)
	return base64.RawURLEncoding.EncodeToString(b)
}

// oauth2Settings are the send settings of the OAuth 2 config block.
func oauth2Settings(cfg *config.Values, st *sender.Settings) {
	st.OAuth2RefreshBefore = cfg.Duration(config.KeyOAuth2RefreshBeforeMs)
	st.OAuth2TokensInTrace = cfg.Bool(config.KeyOAuth2TokensInTrace)
}

// runTokenError is a load run whose OAuth 2 token could not be had
// before its start: no run is created, and the refusal is a 400 (the
// plan does not resolve) with the oauth2_* code and its detail.
type runTokenError struct{ err error }

func (e *runTokenError) Error() string { return e.err.Error() }
func (e *runTokenError) Unwrap() error { return e.err }

// refusedRunToken marks a token failure of a run start; other errors
// (a database failure) pass unchanged.
func refusedRunToken(err error) error {
	var oe *sender.OAuth2Error
	if errors.As(err, &oe) {
		return &runTokenError{err: err}
	}
	return err
}

// signIns are the loopback redirect listeners still waiting; the
// engine's shutdown closes them. The zero value is empty.
type signIns struct {
	mu  sync.Mutex
	all map[*http.Server]struct{}
}

func (g *signIns) add(srv *http.Server) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.all == nil {
		g.all = map[*http.Server]struct{}{}
	}
	g.all[srv] = struct{}{}
}

func (g *signIns) remove(srv *http.Server) {
	g.mu.Lock()
	defer g.mu.Unlock()
	delete(g.all, srv)
}

// closeAll closes every waiting listener; its Serve returns, which ends
// its timer goroutine too.
func (g *signIns) closeAll() {
	g.mu.Lock()
	defer g.mu.Unlock()
	for srv := range g.all {
		_ = srv.Close() // the engine is stopping; a sign-in in flight is dropped
	}
	g.all = nil
}
