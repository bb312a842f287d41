package mocks

import (
	"context"
	"crypto"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/rsa"
	"encoding/hex"
	"fmt"
	"sync"
	"time"

	"github.com/go-jose/go-jose/v4"
	"github.com/valyala/fasthttp/fasthttpadaptor"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/workspace"
)

// ErrTooManyIssuers refuses a start past MaxRunningIssuers (a 409).
var ErrTooManyIssuers = &workspace.ConflictError{Message: fmt.Sprintf("at most %d mock issuers run at once; stop or delete one first", MaxRunningIssuers)}

// IssuerStatus is an issuer as the API lists it: its definition without
// client secrets, where it listens, and the forced failures left.
type IssuerStatus struct {
	ID            string           `json:"id"`
	Issuer        string           `json:"issuer"` // its URL (the iss claim); "" when stopped
	Running       bool             `json:"running"`
	Port          int              `json:"port"`
	Clients       []IssuerClient   `json:"clients"` // secrets omitted
	ExpiresIn     int              `json:"expiresIn"`
	SlowMs        int              `json:"slowMs"`
	Claims        codec.RawMessage `json:"claims"`
	SigningAlg    string           `json:"signingAlg"`
	FailNextCount int              `json:"failNextCount"`
	CreatedAt     int64            `json:"createdAt"`
}

// Issuers runs mock issuers as side servers of a Host: at most
// MaxRunningIssuers at once, each on its own loopback port; the Host
// stops them with the engine. Safe for concurrent use.
type Issuers struct {
	host    *Host
	mu      sync.Mutex
	running map[string]*Issuer
}

// NewIssuers returns the issuers of host, none running.
func NewIssuers(host *Host) *Issuers { return &Issuers{host: host, running: map[string]*Issuer{}} }

// Start starts the issuer id from d on d.Port (0: a free port) and
// returns it. It refuses with ErrTooManyIssuers when MaxRunningIssuers
// run, and as Host.Start does (a *workspace.ConflictError for a taken
// port or an id already running); nothing is left started.
func (s *Issuers) Start(ctx context.Context, id string, d IssuerDefinition, createdAt int64) (*Issuer, error) {
	// The key is made before the lock: an RSA key takes a while, and
	// listing issuers must not wait for it.
	signer, err := newSigningKey(d.SigningAlg)
	if err != nil {
		return nil, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.running[id]; ok {
		return nil, &workspace.ConflictError{Message: "mock issuer " + id + " is already running"}
	}
	if len(s.running) >= MaxRunningIssuers {
		return nil, ErrTooManyIssuers
	}
	is := &Issuer{
		id: id, def: d, createdAt: createdAt, key: signer,
		codes:   map[string]authCode{},
		refresh: map[string]refreshGrant{},
		revoked: map[string]bool{},
	}
	port, err := s.host.Start(ctx, id, d.Port, fasthttpadaptor.NewFastHTTPHandler(is.mux()))
	if err != nil {
		return nil, err
	}
	is.def.Port, is.url = port, URL(port)
	s.running[id] = is
	return is, nil
}

// Get is the running issuer id, or nil.
func (s *Issuers) Get(id string) *Issuer {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.host.Port(id); !ok {
		delete(s.running, id) // the Host stopped it (the engine is stopping)
		return nil
	}
	return s.running[id]
}

// Stop stops the issuer id; false when it was not running.
func (s *Issuers) Stop(id string) bool {
	s.mu.Lock()
	_, ok := s.running[id]
	delete(s.running, id)
	s.mu.Unlock()
	return s.host.Stop(id) || ok
}

// signingKey is an issuer's key pair with its JWS algorithm and key id.
type signingKey struct {
	alg    jose.SignatureAlgorithm
	kid    string
	priv   crypto.Signer
	signer jose.Signer
}

func newSigningKey(alg string) (*signingKey, error) {
	var (
		priv crypto.Signer
		err  error
	)
	k := &signingKey{}
	switch alg {
	case AlgES256:
		k.alg = jose.ES256
		priv, err = ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	default:
		k.alg = jose.RS256
		priv, err = rsa.GenerateKey(rand.Reader, 2048)
	}
	if err != nil {
		return nil, fmt.Errorf("make the issuer's %s key: %w", alg, err)
	}
	k.priv, k.kid = priv, randomToken(8)
	k.signer, err = jose.NewSigner(jose.SigningKey{Algorithm: k.alg, Key: jose.JSONWebKey{Key: priv, KeyID: k.kid}},
		(&jose.SignerOptions{}).WithType("JWT"))
	if err != nil {
		return nil, fmt.Errorf("make the issuer's signer: %w", err)
	}
	return k, nil
}

// sign returns the compact JWS of claims.
func (k *signingKey) sign(claims []workspace.Member) (string, error) {
	obj, err := k.signer.Sign(workspace.Object(claims))
	if err != nil {
		return "", fmt.Errorf("sign a token: %w", err)
	}
	return obj.CompactSerialize()
}

// verify returns the claims of a token this key signed, or an error.
func (k *signingKey) verify(token string) ([]workspace.Member, error) {
	obj, err := jose.ParseSignedCompact(token, []jose.SignatureAlgorithm{k.alg})
	if err != nil {
		return nil, err
	}
	payload, err := obj.Verify(k.priv.Public())
	if err != nil {
		return nil, err
	}
	return workspace.Members(payload)
}

// jwks is the public key set document.
func (k *signingKey) jwks() ([]byte, error) {
	set := jose.JSONWebKeySet{Keys: []jose.JSONWebKey{{Key: k.priv.Public(), KeyID: k.kid, Algorithm: string(k.alg), Use: "sig"}}}
	return codec.Marshal(set)
}

// authCode is an issued authorization code awaiting its exchange.
type authCode struct {
	clientID, redirectURI, challenge, method, scope, nonce, subject string
	expires                                                         time.Time
}

// refreshGrant is what a refresh token renews.
type refreshGrant struct {
	clientID, scope, subject, audience string
	idToken                            bool
	nonce                              string
}

// Issuer is one running mock issuer. Its settings change under mu while
// it serves (PUT /mock-issuer/:id).
type Issuer struct {
	id        string
	url       string
	createdAt int64
	key       *signingKey

	mu       sync.Mutex
	def      IssuerDefinition
	failNext FailNext
	codes    map[string]authCode
	refresh  map[string]refreshGrant
	revoked  map[string]bool // jti of revoked access tokens
}

// URL is the issuer's base URL, its iss claim.
func (is *Issuer) URL() string { return is.url }

// Definition is the issuer's current definition (port resolved).
func (is *Issuer) Definition() IssuerDefinition {
	is.mu.Lock()
	defer is.mu.Unlock()
	return is.def
}

// Update applies p while the issuer serves and returns the definition to
// store.
func (is *Issuer) Update(p IssuerPatch) IssuerDefinition {
	is.mu.Lock()
	defer is.mu.Unlock()
	is.def = p.Apply(is.def)
	if p.FailNext != nil {
		is.failNext = *p.FailNext
	}
	return is.def
}

// Status is the issuer as the API lists it.
func (is *Issuer) Status() IssuerStatus {
	is.mu.Lock()
	defer is.mu.Unlock()
	st := StatusOf(is.id, is.def, is.createdAt)
	st.Issuer, st.Running, st.FailNextCount = is.url, true, is.failNext.Count
	return st
}

// StatusOf is the status of a stored, stopped issuer.
func StatusOf(id string, d IssuerDefinition, createdAt int64) IssuerStatus {
	cs := make([]IssuerClient, len(d.Clients))
	for i, c := range d.Clients {
		c.ClientSecret = ""
		cs[i] = c
	}
	return IssuerStatus{ID: id, Port: d.Port, Clients: cs, ExpiresIn: d.ExpiresIn, SlowMs: d.SlowMs, Claims: d.Claims,
		SigningAlg: d.SigningAlg, CreatedAt: createdAt}
}

// randomToken is n random bytes in hex.
func randomToken(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b) // crypto/rand.Read never fails (Go 1.24+)
	return hex.EncodeToString(b)
}
