package sender

import (
	"bytes"
	"encoding/base64"
	"fmt"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/workspace"
)

// ApplyAuth applies a concrete auth object to a request's URL and headers
// and returns the new ones; headers is not modified.
//
// By auth.mode:
//
//   - nil, null, none, noauth: nothing.
//   - bearer: Authorization: Bearer <token>; nothing when token is empty.
//   - basic: Authorization: Basic base64(<username>:<password>), always,
//     empty credentials included.
//   - apikey: with in = query, key=value appended to the URL's query
//     (percent-encoded and merged as ApplyPayload merges, existing text kept
//     and a same-named parameter not replaced); otherwise (in = header or
//     absent) a header <key>: <value>. Nothing when key is empty.
//   - oauth2: Authorization: Bearer <config.accessToken> when that token is
//     a non-empty string; otherwise nothing and no error (fetching a token
//     is not done here).
//   - aws, oauth1, hawk, edgegrid, digest, ntlm: nothing here. The first
//     four are signed per request by SignAuth, once everything else is
//     applied; digest and ntlm answer the server's challenge inside
//     Client.Send (auth_challenge.go).
//   - inherit, anything else, or an auth without a string mode: a
//     *SendError with CodeInternal, since the composer resolves inherit
//     before a send.
//
// The auth header overrides a same-named header of the request, as Postman
// does: every row whose key matches case-insensitively (Authorization for
// bearer, basic and oauth2, the apikey's key for an apikey header) is
// dropped and the auth header appended last. When the auth adds nothing
// (an empty bearer token, an oauth2 auth without a token), the request's
// own header stays. Member values that are not strings read as empty.
func ApplyAuth(url string, headers []Header, auth codec.RawMessage) (string, []Header, error) {
	headers = append([]Header(nil), headers...)
	raw := bytes.TrimSpace(auth)
	if len(raw) == 0 || workspace.IsNull(raw) {
		return url, headers, nil
	}
	ms, err := workspace.Members(raw)
	if err != nil {
		return url, headers, internalError(err, "auth must be an object with a mode")
	}
	str := func(ms []workspace.Member, key string) string {
		v, _ := workspace.Get(ms, key)
		s, _ := workspace.String(v)
		return s
	}
	set := func(key, value string) []Header {
		return append(dropHeader(headers, key), Header{Key: key, Value: value})
	}
	mode, ok := workspace.String(valueOfMember(ms, "mode"))
	if !ok {
		return url, headers, internalError(nil, "auth.mode must be a string")
	}
	switch mode {
	case "none", "noauth":
	case "bearer":
		if tok := str(ms, "token"); tok != "" {
			headers = set("Authorization", "Bearer "+tok)
		}
	case "basic":
		cred := str(ms, "username") + ":" + str(ms, "password")
		headers = set("Authorization", "Basic "+base64.StdEncoding.EncodeToString([]byte(cred)))
	case "apikey":
		key, value := str(ms, "key"), str(ms, "value")
		switch {
		case key == "":
		case str(ms, "in") == "query":
			url = appendQuery(url, []QueryParam{{Key: key, Value: value}})
		default:
			headers = set(key, value)
		}
	case "oauth2":
		cfg, _ := workspace.Members(valueOfMember(ms, "config"))
		if tok := str(cfg, "accessToken"); tok != "" {
			headers = set("Authorization", "Bearer "+tok)
		}
	case "aws", "oauth1", "hawk", "edgegrid", "digest", "ntlm":
		// Signed per request (SignAuth) or answered at send (Client.Send).
	default:
		return url, headers, internalError(nil, fmt.Sprintf("auth mode %q cannot be sent: a send needs concrete auth", mode))
	}
	return url, headers, nil
}

// valueOfMember returns key's value among ms, nil when absent.
func valueOfMember(ms []workspace.Member, key string) codec.RawMessage {
	v, _ := workspace.Get(ms, key)
	return v
}
