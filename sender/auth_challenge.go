package sender

import (
	"crypto/md5" //nolint:gosec // RFC 7616's MD5 algorithm is the protocol's own
	"crypto/sha256"
	"crypto/sha512"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"hash"
	"net/http"
	"net/url"
	"strings"
	"sync"

	ntlmssp "github.com/Azure/go-ntlmssp"

	"github.com/svc-engine/svc-engine/codec"
)

// challenger answers an HTTP authentication challenge (a 401 with
// WWW-Authenticate) inside Client.Send: the answer is sent on the same
// kept-alive connection and the round counts in the send's timing.
type challenger interface {
	// first returns the Authorization value of the first request, "" for
	// none.
	first(method string, u *url.URL, body []byte) (string, error)
	// answer returns the Authorization value answering hr's challenge;
	// ok is false when hr carries no challenge this scheme answers.
	answer(hr *http.Response, method string, u *url.URL, body []byte) (value string, ok bool, err error)
}

// newChallenger returns the challenger of a digest or ntlm auth, nil for
// any other mode.
func newChallenger(auth codec.RawMessage, sig Signing) challenger {
	cfg := readAuthConfig(auth)
	switch AuthMode(auth) {
	case "digest":
		return &digestAuth{cfg: cfg, sig: sig}
	case "ntlm":
		return &ntlmAuth{cfg: cfg}
	}
	return nil
}

// digestAuth is RFC 7616 HTTP Digest: config username, password, and
// optionally realm, nonce, algorithm, qop, opaque, nonceCount and
// clientNonce (a realm and nonce in the config are answered before any
// challenge, as Postman does); disableRetryRequest true sends no answer
// to a challenge. Algorithms MD5, MD5-sess, SHA-256, SHA-256-sess,
// SHA-512-256 and SHA-512-256-sess; qop auth or auth-int (the body's hash);
// no qop is RFC 2069's form.
type digestAuth struct {
	cfg authConfig
	sig Signing
	nc  int
}

// digestChallenge is the parameters of one Digest challenge.
type digestChallenge struct {
	realm, nonce, opaque, algorithm string
	qop                             []string
}

func (d *digestAuth) first(method string, u *url.URL, body []byte) (string, error) {
	if d.cfg.str("realm") == "" || d.cfg.str("nonce") == "" {
		return "", nil
	}
	ch := digestChallenge{realm: d.cfg.str("realm"), nonce: d.cfg.str("nonce"), opaque: d.cfg.str("opaque"), algorithm: d.cfg.str("algorithm")}
	if q := d.cfg.str("qop"); q != "" {
		ch.qop = []string{q}
	}
	return d.authorization(ch, method, u, body)
}

func (d *digestAuth) answer(hr *http.Response, method string, u *url.URL, body []byte) (string, bool, error) {
	if d.cfg.bool("disableRetryRequest", false) {
		return "", false, nil
	}
	ch, ok := pickDigestChallenge(hr.Header.Values("WWW-Authenticate"))
	if !ok {
		return "", false, nil
	}
	value, err := d.authorization(ch, method, u, body)
	return value, err == nil, err
}

// pickDigestChallenge returns the first Digest challenge among
// WWW-Authenticate values whose algorithm is known.
func pickDigestChallenge(values []string) (digestChallenge, bool) {
	for _, v := range values {
		scheme, params := parseChallenge(v)
		if !strings.EqualFold(scheme, "Digest") {
			continue
		}
		ch := digestChallenge{realm: params["realm"], nonce: params["nonce"], opaque: params["opaque"], algorithm: params["algorithm"]}
		if _, ok := digestHash(ch.algorithm); !ok {
			continue // a later challenge may offer an algorithm we know
		}
		for _, q := range strings.Split(params["qop"], ",") {
			if q = strings.TrimSpace(q); q != "" {
				ch.qop = append(ch.qop, q)
			}
		}
		return ch, true
	}
	return digestChallenge{}, false
}

// DigestSession answers one server's Digest challenge for many requests
// (a load run): every Authorization counts the nonce once more (nc) with
// a fresh client nonce. Its methods are safe for concurrent use.
type DigestSession struct {
	mu sync.Mutex
	d  digestAuth
	ch digestChallenge
}

// ErrNoDigestChallenge is a digest auth with neither a challenge from the
// server nor a realm and nonce in its config.
var ErrNoDigestChallenge = errors.New("digest auth: the server sent no Digest challenge and the config holds no realm and nonce")

// NewDigestSession starts a session from a digest auth and the
// WWW-Authenticate values of the server's 401 (a config realm and nonce
// serve when the server sent none).
func NewDigestSession(auth codec.RawMessage, challenges []string) (*DigestSession, error) {
	d := digestAuth{cfg: readAuthConfig(auth)}
	ch, ok := pickDigestChallenge(challenges)
	if !ok {
		if d.cfg.str("realm") == "" || d.cfg.str("nonce") == "" {
			return nil, internalError(ErrNoDigestChallenge, ErrNoDigestChallenge.Error())
		}
		ch = digestChallenge{realm: d.cfg.str("realm"), nonce: d.cfg.str("nonce"), opaque: d.cfg.str("opaque"), algorithm: d.cfg.str("algorithm")}
		if q := d.cfg.str("qop"); q != "" {
			ch.qop = []string{q}
		}
	}
	return &DigestSession{d: d, ch: ch}, nil
}

// Authorization is the Authorization value of the session's next request.
func (s *DigestSession) Authorization(method string, u *url.URL, body []byte) (string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.d.authorization(s.ch, method, u, body)
}

// digestHash returns the hash of a Digest algorithm name (MD5 when empty).
func digestHash(algorithm string) (func() hash.Hash, bool) {
	switch strings.ToUpper(strings.TrimSuffix(strings.ToUpper(algorithm), "-SESS")) {
	case "", "MD5":
		return md5.New, true
	case "SHA-256":
		return sha256.New, true
	case "SHA-512-256":
		return sha512.New512_256, true
	}
	return nil, false
}

// authorization computes the Authorization: Digest value for ch.
func (d *digestAuth) authorization(ch digestChallenge, method string, u *url.URL, body []byte) (string, error) {
	newHash, ok := digestHash(ch.algorithm)
	if !ok {
		return "", internalError(nil, fmt.Sprintf("digest algorithm %q is not supported", ch.algorithm))
	}
	h := func(s string) string {
		x := newHash()
		x.Write([]byte(s))
		return hex.EncodeToString(x.Sum(nil))
	}
	// qop: the configured one when offered, else auth, else auth-int.
	var qop string
	want := d.cfg.str("qop")
	for _, pick := range []string{want, "auth", "auth-int"} {
		for _, q := range ch.qop {
			if pick != "" && strings.EqualFold(q, pick) && qop == "" {
				qop = strings.ToLower(pick)
			}
		}
	}
	if qop == "" && len(ch.qop) > 0 {
		return "", internalError(nil, fmt.Sprintf("digest qop %q is not supported", strings.Join(ch.qop, ",")))
	}
	d.nc++
	if d.nc == 1 {
		if n := d.cfg.str("nonceCount"); n != "" {
			_, _ = fmt.Sscanf(n, "%x", &d.nc) // a malformed count keeps 1
			d.nc = max(d.nc, 1)
		}
	}
	nc := fmt.Sprintf("%08x", d.nc)
	cnonce := d.cfg.str("clientNonce")
	if cnonce == "" {
		cnonce = d.sig.nonce(8)
	}
	user, pass := d.cfg.str("username"), d.cfg.str("password")
	uri := pathAndQuery(u)
	ha1 := h(user + ":" + ch.realm + ":" + pass)
	if strings.HasSuffix(strings.ToUpper(ch.algorithm), "-SESS") {
		ha1 = h(ha1 + ":" + ch.nonce + ":" + cnonce)
	}
	a2 := strings.ToUpper(method) + ":" + uri
	if qop == "auth-int" {
		x := newHash()
		x.Write(body)
		a2 += ":" + hex.EncodeToString(x.Sum(nil))
	}
	ha2 := h(a2)
	var response string
	if qop == "" {
		response = h(ha1 + ":" + ch.nonce + ":" + ha2)
	} else {
		response = h(ha1 + ":" + ch.nonce + ":" + nc + ":" + cnonce + ":" + qop + ":" + ha2)
	}
	q := func(s string) string { return `"` + backslashEscape(s, '"', '"') + `"` }
	var b strings.Builder
	b.WriteString("Digest username=" + q(user) + ", realm=" + q(ch.realm) + ", nonce=" + q(ch.nonce) + ", uri=" + q(uri))
	if ch.algorithm != "" {
		b.WriteString(", algorithm=" + ch.algorithm)
	}
	if qop != "" {
		b.WriteString(", qop=" + qop + ", nc=" + nc + ", cnonce=" + q(cnonce))
	}
	b.WriteString(", response=" + q(response))
	if ch.opaque != "" {
		b.WriteString(", opaque=" + q(ch.opaque))
	}
	return b.String(), nil
}

// parseChallenge splits one WWW-Authenticate value into its scheme and
// its auth-params (names lower-cased, quoted strings unescaped).
func parseChallenge(v string) (string, map[string]string) {
	v = strings.TrimSpace(v)
	scheme, rest, _ := strings.Cut(v, " ")
	params := map[string]string{}
	for rest = strings.TrimSpace(rest); rest != ""; {
		eq := strings.IndexByte(rest, '=')
		if eq < 0 {
			params[""] = rest // a token68 (NTLM, Negotiate)
			break
		}
		name := strings.ToLower(strings.TrimSpace(rest[:eq]))
		rest = strings.TrimSpace(rest[eq+1:])
		var val string
		if strings.HasPrefix(rest, `"`) {
			var b strings.Builder
			i := 1
			for ; i < len(rest) && rest[i] != '"'; i++ {
				if rest[i] == '\\' && i+1 < len(rest) {
					i++
				}
				b.WriteByte(rest[i])
			}
			val, rest = b.String(), rest[min(i+1, len(rest)):]
		} else {
			end := strings.IndexByte(rest, ',')
			if end < 0 {
				end = len(rest)
			}
			val, rest = strings.TrimSpace(rest[:end]), rest[end:]
		}
		if name == "" || strings.ContainsAny(name, " \t") {
			params[""] = v[len(scheme):] // not an auth-param list: a token68
			break
		}
		params[name] = val
		rest = strings.TrimLeft(rest, ", \t")
	}
	return scheme, params
}

// ntlmAuth is NTLMv2 (github.com/Azure/go-ntlmssp): the first request
// carries the NEGOTIATE message, the server's 401 its CHALLENGE, and the
// AUTHENTICATE answer goes on the same connection. Config username,
// password, domain, workstation.
type ntlmAuth struct {
	cfg      authConfig
	answered bool
}

func (n *ntlmAuth) first(string, *url.URL, []byte) (string, error) {
	msg, err := ntlmssp.NewNegotiateMessage("", n.cfg.str("workstation"))
	if err != nil {
		return "", internalError(err, "ntlm: build the negotiate message: "+err.Error())
	}
	return "NTLM " + base64.StdEncoding.EncodeToString(msg), nil
}

func (n *ntlmAuth) answer(hr *http.Response, _ string, _ *url.URL, _ []byte) (string, bool, error) {
	if n.answered {
		return "", false, nil
	}
	for _, v := range hr.Header.Values("WWW-Authenticate") {
		scheme, tok, _ := strings.Cut(strings.TrimSpace(v), " ")
		if !strings.EqualFold(scheme, "NTLM") || strings.TrimSpace(tok) == "" {
			continue
		}
		challenge, err := base64.StdEncoding.DecodeString(strings.TrimSpace(tok))
		if err != nil {
			return "", false, internalError(err, "ntlm: the server's challenge is not base64")
		}
		user := n.cfg.str("username")
		if d := n.cfg.str("domain"); d != "" && !strings.Contains(user, `\`) {
			user = d + `\` + user
		}
		msg, err := ntlmssp.NewAuthenticateMessage(challenge, user, n.cfg.str("password"),
			&ntlmssp.AuthenticateMessageOptions{WorkstationName: n.cfg.str("workstation")})
		if err != nil {
			return "", false, internalError(err, "ntlm: answer the challenge: "+err.Error())
		}
		n.answered = true
		return "NTLM " + base64.StdEncoding.EncodeToString(msg), true, nil
	}
	return "", false, nil
}

// backslashEscape puts a backslash before every backslash and every c in
// s, and writes each c as with (a quoted-string's escaping: c and with are
// the same byte, or a control byte written as its escape letter).
func backslashEscape(s string, c, with byte) string {
	if strings.IndexByte(s, '\\') < 0 && strings.IndexByte(s, c) < 0 {
		return s
	}
	b := make([]byte, 0, len(s)+8)
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '\\':
			b = append(b, '\\', '\\')
		case c:
			b = append(b, '\\', with)
		default:
			b = append(b, s[i])
		}
	}
	return string(b)
}
