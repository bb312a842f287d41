package sender

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"net/http"
	"slices"
	"strings"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/workspace"
)

// The grants the engine fetches tokens for (the token endpoint's
// grant_type values).
const (
	OAuth2ClientCredentials = "client_credentials"
	OAuth2Password          = "password"
	OAuth2RefreshToken      = "refresh_token"
	OAuth2AuthorizationCode = "authorization_code"
)

// The oauth2_* error codes (http-api.md, Authentication).
const (
	OAuth2InvalidConfig         = "oauth2_invalid_config"
	OAuth2ProviderError         = "oauth2_provider_error"
	OAuth2NetworkError          = "oauth2_network_error"
	OAuth2InvalidResponse       = "oauth2_invalid_response"
	OAuth2AuthorizationRequired = "oauth2_authorization_required"
)

// OAuth2Error is a token that could not be had. Code is one of the
// oauth2_* codes; a provider's refusal (oauth2_provider_error) carries the
// HTTP status of the token endpoint and the OAuth 2 error code it named
// ("" when its body named none).
type OAuth2Error struct {
	Code           string
	Message        string
	ProviderStatus int
	ProviderError  string
	Err            error
}

func (e *OAuth2Error) Error() string { return e.Code + ": " + e.Message }

// Unwrap returns the cause.
func (e *OAuth2Error) Unwrap() error { return e.Err }

// OAuth2Failure is the detail of a send that failed for its token
// (errorCode OAUTH_TOKEN_FAILED), as the API shows it.
type OAuth2Failure struct {
	Code           string `json:"code"`
	ProviderStatus int    `json:"providerStatus,omitempty"`
	ProviderError  string `json:"providerError,omitempty"`
}

func invalidOAuth2(format string, args ...any) *OAuth2Error {
	return &OAuth2Error{Code: OAuth2InvalidConfig, Message: fmt.Sprintf(format, args...)}
}

// OAuth2Param is one extra parameter of the token request (Postman's
// tokenRequestParams): SendAs is request_body (default), request_header
// or request_url.
type OAuth2Param struct {
	Key, Value, SendAs string
}

// OAuth2Config is the config of an oauth2 auth, read from Postman's member
// names as the importer stores them: grant_type, accessTokenUrl, authUrl,
// clientId, clientSecret, scope, audience, username, password,
// redirect_uri, client_authentication (header or body), refreshTokenUrl,
// refreshToken, accessToken, headerPrefix, addTokenTo, tokenRequestParams;
// and the auth's credentialsId.
type OAuth2Config struct {
	Grant          string // the token endpoint's grant_type, mapped from Postman's value
	TokenURL       string
	AuthURL        string
	ClientID       string
	ClientSecret   string
	Scope          string // space separated, as written
	Audience       string
	Username       string
	Password       string
	RedirectURI    string
	ClientAuth     string // header (default) or body
	RefreshURL     string // refreshTokenUrl; "" means TokenURL
	RefreshToken   string // a refresh token to start from (grant refresh_token)
	AccessToken    string // a token pasted or kept by the export: sent when there is no token URL
	HeaderPrefix   string // default Bearer
	InQuery        bool   // addTokenTo queryParams: access_token in the URL
	Params         []OAuth2Param
	CredentialsID  string
	UsesPKCE       bool // authorization_code_with_pkce
	ChallengeMeans string
}

// postmanGrants maps Postman's grant_type values (and the RFC names) to
// the token endpoint's.
func postmanGrant(v string) (grant string, pkce, ok bool) {
	switch v {
	case "client_credentials":
		return OAuth2ClientCredentials, false, true
	case "password_credentials", "password":
		return OAuth2Password, false, true
	case "refresh_token":
		return OAuth2RefreshToken, false, true
	case "authorization_code_with_pkce":
		return OAuth2AuthorizationCode, true, true
	case "", "authorization_code":
		// Postman's default grant is the authorization code.
		return OAuth2AuthorizationCode, false, true
	}
	return "", false, false
}

// ParseOAuth2 reads auth when it is an oauth2 auth: ok is false for any
// other mode. A config that cannot be used is an *OAuth2Error with code
// oauth2_invalid_config.
func ParseOAuth2(auth codec.RawMessage) (OAuth2Config, bool, error) {
	var c OAuth2Config
	ms, err := workspace.Members(auth)
	if err != nil {
		return c, false, nil //nolint:nilerr // not an object: not an oauth2 auth
	}
	if mode, _ := workspace.String(valueOfMember(ms, "mode")); mode != "oauth2" {
		return c, false, nil
	}
	c.CredentialsID = textOf(valueOfMember(ms, "credentialsId"))
	raw := valueOfMember(ms, "config")
	if raw != nil && !workspace.IsNull(raw) {
		if _, err := workspace.Members(raw); err != nil {
			return c, true, invalidOAuth2("auth.config must be an object")
		}
	}
	cfg, _ := workspace.Members(raw)
	get := func(k string) string { return textOf(valueOfMember(cfg, k)) }
	gt := get("grant_type")
	var ok bool
	if c.Grant, c.UsesPKCE, ok = postmanGrant(gt); !ok {
		return c, true, invalidOAuth2("grant_type %q is not supported (client_credentials, password_credentials, authorization_code, authorization_code_with_pkce, refresh_token)", gt)
	}
	c.TokenURL, c.AuthURL, c.ClientID, c.ClientSecret = get("accessTokenUrl"), get("authUrl"), get("clientId"), get("clientSecret")
	c.Scope, c.Audience, c.Username, c.Password = get("scope"), get("audience"), get("username"), get("password")
	c.RedirectURI, c.ClientAuth, c.RefreshURL, c.RefreshToken = get("redirect_uri"), get("client_authentication"), get("refreshTokenUrl"), get("refreshToken")
	c.AccessToken, c.HeaderPrefix, c.ChallengeMeans = get("accessToken"), get("headerPrefix"), get("challengeAlgorithm")
	c.InQuery = get("addTokenTo") == "queryParams"
	if c.HeaderPrefix == "" {
		c.HeaderPrefix = "Bearer"
	}
	switch c.ClientAuth {
	case "", "header":
		c.ClientAuth = "header"
	case "body":
	default:
		return c, true, invalidOAuth2("client_authentication must be header or body, not %q", c.ClientAuth)
	}
	list, _ := workspace.Elements(valueOfMember(cfg, "tokenRequestParams"))
	for _, it := range list {
		pm, err := workspace.Members(it)
		if err != nil {
			continue
		}
		if on, isBool := workspace.Bool(valueOfMember(pm, "enabled")); isBool && !on {
			continue
		}
		p := OAuth2Param{Key: textOf(valueOfMember(pm, "key")), Value: textOf(valueOfMember(pm, "value")), SendAs: textOf(valueOfMember(pm, "send_as"))}
		if p.Key != "" {
			c.Params = append(c.Params, p)
		}
	}
	return c, true, nil
}

// Fetches reports whether the engine gets the token itself: a token URL
// is set. Without one, a stored accessToken is sent as it is.
func (c OAuth2Config) Fetches() bool { return c.TokenURL != "" }

// Check reports what the grant lacks before anything is called.
func (c OAuth2Config) Check() error {
	if !strings.HasPrefix(c.TokenURL, "http://") && !strings.HasPrefix(c.TokenURL, "https://") {
		return invalidOAuth2("accessTokenUrl must be an http or https URL, not %q", c.TokenURL)
	}
	switch c.Grant {
	case OAuth2Password:
		if c.Username == "" {
			return invalidOAuth2("the password grant needs a username")
		}
	case OAuth2RefreshToken:
		if c.RefreshToken == "" {
			return invalidOAuth2("the refresh_token grant needs a refreshToken")
		}
	case OAuth2AuthorizationCode:
		if !strings.HasPrefix(c.AuthURL, "http://") && !strings.HasPrefix(c.AuthURL, "https://") {
			return invalidOAuth2("the authorization code grant needs authUrl, an http or https URL")
		}
	}
	if c.ClientID == "" && c.Grant != OAuth2RefreshToken {
		return invalidOAuth2("clientId is required")
	}
	return nil
}

// Key is the token-cache key of c: the token URL, the client, the scopes
// (in order of name), the grant, the resource owner of a password grant
// and the credentialsId. It holds no secret.
func (c OAuth2Config) Key() string {
	scopes := strings.Fields(c.Scope)
	slices.Sort(scopes)
	user := ""
	if c.Grant == OAuth2Password {
		user = c.Username
	}
	parts := []string{c.TokenURL, c.ClientID, strings.Join(scopes, " "), c.Grant, user, c.Audience, c.CredentialsID}
	sum := sha256.Sum256([]byte(strings.Join(parts, "\x00")))
	return "otk_" + hex.EncodeToString(sum[:12])
}

// tokenAuth is the concrete auth a token becomes for the send: the
// Authorization header with headerPrefix, or access_token in the query.
func (c OAuth2Config) tokenAuth(token string) codec.RawMessage {
	ms := []workspace.Member{{Key: "mode", Value: codec.AppendString(nil, "apikey")}}
	if c.InQuery {
		ms = append(ms, workspace.Member{Key: "key", Value: codec.AppendString(nil, "access_token")},
			workspace.Member{Key: "value", Value: codec.AppendString(nil, token)}, workspace.Member{Key: "in", Value: codec.AppendString(nil, "query")})
	} else {
		ms = append(ms, workspace.Member{Key: "key", Value: codec.AppendString(nil, "Authorization")},
			workspace.Member{Key: "value", Value: codec.AppendString(nil, strings.TrimSpace(c.HeaderPrefix+" "+token))},
			workspace.Member{Key: "in", Value: codec.AppendString(nil, "header")})
	}
	return workspace.Object(ms)
}

// textOf reads a string member ("" for anything else).
func textOf(raw codec.RawMessage) string {
	s, _ := workspace.String(raw)
	return s
}

// maskSecret replaces secret in the sent request's headers and URL with
// ***: a fetched token never reaches history or logs.
func maskSecret(sent Sent, secret string) Sent {
	if secret == "" {
		return sent
	}
	hs := make([]Header, len(sent.Headers))
	for i, h := range sent.Headers {
		h.Value = strings.ReplaceAll(h.Value, secret, "***")
		hs[i] = h
	}
	sent.Headers = hs
	sent.URL = strings.ReplaceAll(sent.URL, secret, "***")
	return sent
}

// providerError builds the error of a token endpoint's non-2xx answer.
func providerError(status int, contentType, body string) *OAuth2Error {
	code, desc := "", ""
	if ms, err := workspace.Members([]byte(body)); err == nil {
		code, desc = textOf(valueOfMember(ms, "error")), textOf(valueOfMember(ms, "error_description"))
	} else if strings.HasPrefix(contentType, "application/x-www-form-urlencoded") {
		v := parseFormBody(body)
		code, desc = v.Get("error"), v.Get("error_description")
	}
	msg := fmt.Sprintf("the token endpoint answered %d %s", status, http.StatusText(status))
	if code != "" {
		msg += ": " + code
	}
	if desc != "" {
		msg += " (" + desc + ")"
	}
	return &OAuth2Error{Code: OAuth2ProviderError, Message: msg, ProviderStatus: status, ProviderError: code}
}

// AuthToSend is the auth r sends: SendAuth when a token was resolved,
// else Auth.
func AuthToSend(r Request) codec.RawMessage {
	if r.SendAuth != nil {
		return r.SendAuth
	}
	return r.Auth
}
