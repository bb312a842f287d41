// The OAuth 2 / OIDC mock issuer. An issuer is a side server (Host)
// serving OpenID discovery, a JWKS, the token endpoint
// (client_credentials, password, refresh_token and authorization_code
// with PKCE S256), an authorization endpoint that approves a registered
// redirect URI at once, userinfo, RFC 7662 introspection and RFC 7009
// revocation. Access and id tokens are JWTs signed RS256 or ES256 with a
// key made when the issuer starts. Issuers hold their grants (codes,
// refresh tokens, revocations) in memory; the definition is stored as a
// side server of kind issuer.

package mocks

import (
	"errors"
	"fmt"
	"net/url"
	"slices"
	"strings"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/hostguard"
	"github.com/svc-engine/svc-engine/workspace"
)

// Limits of the mock issuer (cli-logs-mcp-import.md, Limits).
const (
	MaxIssuerClients       = 32
	MaxRunningIssuers      = 8
	MaxIssuerExpiresIn     = 31 * 24 * 3600 // seconds
	MaxIssuerSlowMs        = 60_000
	DefaultIssuerExpiresIn = 3600 // seconds
)

// The grant types an issuer client may be given.
const (
	GrantClientCredentials = "client_credentials"
	GrantPassword          = "password"
	GrantRefreshToken      = "refresh_token"
	GrantAuthorizationCode = "authorization_code"
)

// The signing algorithms of an issuer.
const (
	AlgRS256 = "RS256"
	AlgES256 = "ES256"
)

// IssuerClient is one client registered with an issuer. An empty
// ClientSecret is a public client (it must use PKCE); empty GrantTypes
// allow every grant; empty Scopes accept any scope.
type IssuerClient struct {
	ClientID     string   `json:"clientId"`
	ClientSecret string   `json:"clientSecret,omitempty"`
	GrantTypes   []string `json:"grantTypes"`
	Scopes       []string `json:"scopes"`
	RedirectURIs []string `json:"redirectUris"`
}

// FailNext forces the next Count token calls to fail with Status and the
// OAuth 2 error code Error.
type FailNext struct {
	Status int    `json:"status"`
	Error  string `json:"error"`
	Count  int    `json:"count"`
}

// IssuerDefinition is what an issuer is started from and what the engine
// stores. Zero values mean the defaults: port 0 a free port, ExpiresIn
// one hour, SlowMs no delay, SigningAlg RS256.
type IssuerDefinition struct {
	Port       int              `json:"port"`
	Clients    []IssuerClient   `json:"clients"`
	ExpiresIn  int              `json:"expiresIn"`  // seconds, 1..31 days
	SlowMs     int              `json:"slowMs"`     // delay of every token answer, 0..60000
	Claims     codec.RawMessage `json:"claims"`     // extra claims of every token (an object)
	SigningAlg string           `json:"signingAlg"` // RS256 or ES256
}

// ParseIssuerDefinition decodes a POST /mock-issuer body, fills the
// defaults and validates it; the error joins every *workspace.FieldError.
func ParseIssuerDefinition(body []byte) (IssuerDefinition, error) {
	var d IssuerDefinition
	if err := decodeObject(body, &d); err != nil {
		return d, err
	}
	if d.ExpiresIn == 0 {
		d.ExpiresIn = DefaultIssuerExpiresIn
	}
	if d.SigningAlg == "" {
		d.SigningAlg = AlgRS256
	}
	if d.Clients == nil {
		d.Clients = []IssuerClient{}
	}
	if len(d.Claims) == 0 || workspace.IsNull(d.Claims) {
		d.Claims = codec.RawMessage("{}")
	}
	return d, d.Validate()
}

// Validate reports every problem of d (errors.Join of field errors).
func (d IssuerDefinition) Validate() error {
	var errs []error
	if d.Port < 0 || d.Port > 65535 {
		errs = append(errs, workspace.Fieldf("port", "port must be 0 (a free port) or 1 to 65535"))
	}
	errs = append(errs, validateSettings(d.ExpiresIn, d.SlowMs, d.Claims)...)
	if d.SigningAlg != AlgRS256 && d.SigningAlg != AlgES256 {
		errs = append(errs, workspace.Fieldf("signingAlg", "signingAlg must be RS256 or ES256"))
	}
	errs = append(errs, validateClients(d.Clients)...)
	return errors.Join(errs...)
}

func validateSettings(expiresIn, slowMs int, claims codec.RawMessage) []error {
	var errs []error
	if expiresIn < 1 || expiresIn > MaxIssuerExpiresIn {
		errs = append(errs, workspace.Fieldf("expiresIn", "expiresIn must be from 1 to %d seconds (31 days)", MaxIssuerExpiresIn))
	}
	if slowMs < 0 || slowMs > MaxIssuerSlowMs {
		errs = append(errs, workspace.Fieldf("slowMs", "slowMs must be from 0 to %d", MaxIssuerSlowMs))
	}
	if _, err := workspace.Members(claims); err != nil {
		errs = append(errs, workspace.Fieldf("claims", "claims must be an object"))
	}
	return errs
}

func validateClients(cs []IssuerClient) []error {
	var errs []error
	if len(cs) > MaxIssuerClients {
		errs = append(errs, workspace.Fieldf("clients", "an issuer has at most %d clients, %d were given", MaxIssuerClients, len(cs)))
	}
	seen := map[string]bool{}
	for i, c := range cs {
		at := fmt.Sprintf("clients[%d]", i)
		switch {
		case c.ClientID == "":
			errs = append(errs, workspace.Fieldf(at+".clientId", "%s.clientId must be a non-empty string", at))
		case seen[c.ClientID]:
			errs = append(errs, workspace.Fieldf(at+".clientId", "clientId %q is registered twice", c.ClientID))
		}
		seen[c.ClientID] = true
		for _, g := range c.GrantTypes {
			if !slices.Contains([]string{GrantClientCredentials, GrantPassword, GrantRefreshToken, GrantAuthorizationCode}, g) {
				errs = append(errs, workspace.Fieldf(at+".grantTypes", "grant type %q is not one of client_credentials, password, refresh_token, authorization_code", g))
			}
		}
		for _, r := range c.RedirectURIs {
			if u, err := url.Parse(r); err != nil || u.Scheme == "" || u.Host == "" {
				errs = append(errs, workspace.Fieldf(at+".redirectUris", "redirect URI %q is not an absolute URL", r))
			}
		}
	}
	return errs
}

// IssuerPatch is a PUT /mock-issuer/:id body: each non-nil member
// replaces the running issuer's value.
type IssuerPatch struct {
	SlowMs    *int             `json:"slowMs"`
	ExpiresIn *int             `json:"expiresIn"`
	Clients   *[]IssuerClient  `json:"clients"`
	Claims    codec.RawMessage `json:"claims"`
	FailNext  *FailNext        `json:"failNext"`
}

// ParseIssuerPatch decodes and validates a PUT /mock-issuer/:id body.
func ParseIssuerPatch(body []byte) (IssuerPatch, error) {
	var p IssuerPatch
	if err := decodeObject(body, &p); err != nil {
		return p, err
	}
	if ms, _ := workspace.Members(body); ms != nil {
		if _, ok := workspace.Get(ms, "id"); ok {
			return p, workspace.Fieldf("id", "the issuer id is the path's; omit id")
		}
	}
	var errs []error
	expires, slow, claims := DefaultIssuerExpiresIn, 0, codec.RawMessage("{}")
	if p.ExpiresIn != nil {
		expires = *p.ExpiresIn
	}
	if p.SlowMs != nil {
		slow = *p.SlowMs
	}
	if len(p.Claims) > 0 && !workspace.IsNull(p.Claims) {
		claims = p.Claims
	}
	errs = append(errs, validateSettings(expires, slow, claims)...)
	if p.Clients != nil {
		errs = append(errs, validateClients(*p.Clients)...)
	}
	if f := p.FailNext; f != nil {
		if f.Count < 0 || f.Count > 1000 {
			errs = append(errs, workspace.Fieldf("failNext.count", "failNext.count must be from 0 to 1000"))
		}
		if f.Count > 0 && (f.Status < 400 || f.Status > 599) {
			errs = append(errs, workspace.Fieldf("failNext.status", "failNext.status must be from 400 to 599"))
		}
		if f.Error == "" {
			f.Error = "server_error"
		}
	}
	return p, errors.Join(errs...)
}

// Apply merges p onto d (the stored definition follows every change but
// failNext, which is a one-off).
func (p IssuerPatch) Apply(d IssuerDefinition) IssuerDefinition {
	if p.SlowMs != nil {
		d.SlowMs = *p.SlowMs
	}
	if p.ExpiresIn != nil {
		d.ExpiresIn = *p.ExpiresIn
	}
	if p.Clients != nil {
		d.Clients = append([]IssuerClient{}, *p.Clients...)
	}
	if len(p.Claims) > 0 && !workspace.IsNull(p.Claims) {
		d.Claims = append(codec.RawMessage(nil), p.Claims...)
	}
	return d
}

// client is the registered client named id, or nil.
func (d IssuerDefinition) client(id string) *IssuerClient {
	for i := range d.Clients {
		if d.Clients[i].ClientID == id {
			return &d.Clients[i]
		}
	}
	return nil
}

// allows reports whether c may use grant.
func (c *IssuerClient) allows(grant string) bool {
	return len(c.GrantTypes) == 0 || slices.Contains(c.GrantTypes, grant)
}

// grantedScopes is the scope granted for a request of scope (space
// separated): the client's scopes when none is asked, and ok false when
// a scope outside the client's list is asked.
func (c *IssuerClient) grantedScopes(scope string) (string, bool) {
	asked := strings.Fields(scope)
	if len(asked) == 0 {
		return strings.Join(c.Scopes, " "), true
	}
	if len(c.Scopes) == 0 {
		return strings.Join(asked, " "), true
	}
	for _, s := range asked {
		if !slices.Contains(c.Scopes, s) {
			return "", false
		}
	}
	return strings.Join(asked, " "), true
}

// redirectAllowed reports whether redirect is registered for c. A
// loopback IP redirect URI matches a registered one whatever its port
// (RFC 8252 section 7.3), as native apps take a free port.
func (c *IssuerClient) redirectAllowed(redirect string) bool {
	got, err := url.Parse(redirect)
	if err != nil {
		return false
	}
	for _, r := range c.RedirectURIs {
		if r == redirect {
			return true
		}
		want, err := url.Parse(r)
		if err != nil {
			continue
		}
		if hostguard.LoopbackIP(got.Hostname()) && got.Scheme == "http" && want.Scheme == "http" &&
			got.Hostname() == want.Hostname() && got.Path == want.Path {
			return true
		}
	}
	return false
}
