package sender

import (
	"crypto"
	"crypto/hmac"
	"crypto/rsa"
	"crypto/sha1" //nolint:gosec // OAuth 1.0 HMAC-SHA1 and RSA-SHA1 are the protocol's own algorithms
	"crypto/sha256"
	"crypto/sha512"
	"crypto/x509"
	"encoding/base64"
	"encoding/pem"
	"errors"
	"fmt"
	"hash"
	"net/url"
	"sort"
	"strconv"
	"strings"
)

// signOAuth1 signs with OAuth 1.0a (RFC 5849) as Postman does: config
// consumerKey, consumerSecret, token, tokenSecret, signatureMethod
// (HMAC-SHA1 default, HMAC-SHA256, HMAC-SHA512, RSA-SHA1, RSA-SHA256,
// RSA-SHA512, PLAINTEXT), privateKey (PEM, for RSA), timestamp and nonce
// (generated when empty), version (default 1.0), realm, callback,
// verifier, includeBodyHash, addEmptyParamsToSign and addParamsToHeader
// (default true: an Authorization: OAuth header; false: the oauth_*
// parameters appended to the query). The signature base string covers the
// method, the URL without its query, the query parameters, the fields of
// an application/x-www-form-urlencoded body and the oauth_* parameters.
func signOAuth1(rawURL string, u *url.URL, headers []Header, cfg authConfig, sig Signing) (string, []Header, error) {
	method := strings.ToUpper(cfg.str("signatureMethod"))
	if method == "" {
		method = "HMAC-SHA1"
	}
	ts := cfg.str("timestamp")
	if ts == "" {
		ts = strconv.FormatInt(sig.now().Unix(), 10)
	}
	nonce := cfg.str("nonce")
	if nonce == "" {
		nonce = sig.nonce(8)
	}
	version := cfg.str("version")
	if version == "" {
		version = "1.0"
	}
	addEmpty := cfg.bool("addEmptyParamsToSign", false)
	var oauth [][2]string
	add := func(k, v string) {
		if v != "" || addEmpty {
			oauth = append(oauth, [2]string{k, v})
		}
	}
	oauth = append(oauth, [2]string{"oauth_consumer_key", cfg.str("consumerKey")})
	add("oauth_token", cfg.str("token"))
	oauth = append(oauth, [2]string{"oauth_signature_method", method}, [2]string{"oauth_timestamp", ts}, [2]string{"oauth_nonce", nonce}, [2]string{"oauth_version", version})
	add("oauth_callback", cfg.str("callback"))
	add("oauth_verifier", cfg.str("verifier"))
	form := strings.HasPrefix(strings.ToLower(headerValue(headers, "Content-Type")), "application/x-www-form-urlencoded")
	if cfg.bool("includeBodyHash", false) && !form && !sig.Streamed {
		h, err := oauth1Hash(method)
		if err != nil {
			return rawURL, headers, err
		}
		h.Write(sig.Body)
		oauth = append(oauth, [2]string{"oauth_body_hash", base64.StdEncoding.EncodeToString(h.Sum(nil))})
	}
	params := append([][2]string(nil), oauth...)
	params = append(params, oauth1Pairs(u.RawQuery)...)
	if form {
		params = append(params, oauth1Pairs(string(sig.Body))...)
	}
	base := strings.ToUpper(sig.Method) + "&" + oauthEscape(oauth1BaseURL(u)) + "&" + oauthEscape(oauth1Normalize(params))
	key := oauthEscape(cfg.str("consumerSecret")) + "&" + oauthEscape(cfg.str("tokenSecret"))
	signature, err := oauth1Signature(method, key, base, cfg.str("privateKey"))
	if err != nil {
		return rawURL, headers, err
	}
	oauth = append(oauth, [2]string{"oauth_signature", signature})
	if !cfg.bool("addParamsToHeader", true) {
		q := make([]QueryParam, len(oauth))
		for i, p := range oauth {
			q[i] = QueryParam{Key: p[0], Value: p[1]}
		}
		return appendQuery(rawURL, q), headers, nil
	}
	var b strings.Builder
	b.WriteString("OAuth ")
	if realm := cfg.str("realm"); realm != "" {
		b.WriteString(`realm="` + oauthEscape(realm) + `",`)
	}
	for i, p := range oauth {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(oauthEscape(p[0]) + `="` + oauthEscape(p[1]) + `"`)
	}
	return rawURL, append(dropHeader(headers, "Authorization"), Header{Key: "Authorization", Value: b.String()}), nil
}

// errOAuth1Method is a signatureMethod the engine does not know.
var errOAuth1Method = errors.New("oauth1 signatureMethod must be HMAC-SHA1, HMAC-SHA256, HMAC-SHA512, RSA-SHA1, RSA-SHA256, RSA-SHA512 or PLAINTEXT")

func oauth1Hash(method string) (hash.Hash, error) {
	switch {
	case strings.HasSuffix(method, "SHA1"), method == "PLAINTEXT":
		return sha1.New(), nil //nolint:gosec // the protocol's algorithm
	case strings.HasSuffix(method, "SHA256"):
		return sha256.New(), nil
	case strings.HasSuffix(method, "SHA512"):
		return sha512.New(), nil
	}
	return nil, internalError(errOAuth1Method, errOAuth1Method.Error())
}

func oauth1Signature(method, key, base, privateKey string) (string, error) {
	if method == "PLAINTEXT" {
		return key, nil
	}
	h, err := oauth1Hash(method)
	if err != nil {
		return "", err
	}
	switch {
	case strings.HasPrefix(method, "HMAC-"):
		var newHash func() hash.Hash
		switch method {
		case "HMAC-SHA1":
			newHash = sha1.New
		case "HMAC-SHA256":
			newHash = sha256.New
		default:
			newHash = sha512.New
		}
		m := hmac.New(newHash, []byte(key))
		m.Write([]byte(base))
		return base64.StdEncoding.EncodeToString(m.Sum(nil)), nil
	case strings.HasPrefix(method, "RSA-"):
		pk, err := parseRSAKey(privateKey)
		if err != nil {
			return "", err
		}
		h.Write([]byte(base))
		ch := map[string]crypto.Hash{"RSA-SHA1": crypto.SHA1, "RSA-SHA256": crypto.SHA256, "RSA-SHA512": crypto.SHA512}[method]
		s, err := rsa.SignPKCS1v15(nil, pk, ch, h.Sum(nil))
		if err != nil {
			return "", internalError(err, "oauth1: RSA signing failed: "+err.Error())
		}
		return base64.StdEncoding.EncodeToString(s), nil
	}
	return "", internalError(errOAuth1Method, errOAuth1Method.Error())
}

// parseRSAKey reads a PEM RSA private key (PKCS #1 or PKCS #8).
func parseRSAKey(text string) (*rsa.PrivateKey, error) {
	block, _ := pem.Decode([]byte(text))
	if block == nil {
		return nil, internalError(nil, "oauth1: privateKey holds no PEM block")
	}
	if k, err := x509.ParsePKCS1PrivateKey(block.Bytes); err == nil {
		return k, nil
	}
	k, err := x509.ParsePKCS8PrivateKey(block.Bytes)
	if err != nil {
		return nil, internalError(err, fmt.Sprintf("oauth1: privateKey is not an RSA private key: %v", err))
	}
	rk, ok := k.(*rsa.PrivateKey)
	if !ok {
		return nil, internalError(nil, "oauth1: privateKey is not an RSA private key")
	}
	return rk, nil
}

// oauth1BaseURL is scheme://host[:port]/path, lower-case scheme and host,
// the default port dropped, no query or fragment.
func oauth1BaseURL(u *url.URL) string {
	scheme := strings.ToLower(u.Scheme)
	host := strings.ToLower(u.Host)
	if p := u.Port(); (scheme == "http" && p == "80") || (scheme == "https" && p == "443") {
		host = strings.TrimSuffix(host, ":"+p)
	}
	p := u.EscapedPath()
	if p == "" {
		p = "/"
	}
	return scheme + "://" + host + p
}

// oauth1Pairs decodes an application/x-www-form-urlencoded text into
// ordered pairs; a malformed escape is kept as written.
func oauth1Pairs(text string) [][2]string {
	var out [][2]string
	for _, part := range strings.Split(text, "&") {
		if part == "" {
			continue
		}
		k, v, _ := strings.Cut(part, "=")
		out = append(out, [2]string{formUnescape(k), formUnescape(v)})
	}
	return out
}

func formUnescape(s string) string {
	if d, err := url.QueryUnescape(s); err == nil {
		return d
	}
	return s
}

// oauth1Normalize encodes each name and value, sorts by name then value,
// and joins them as name=value&...
func oauth1Normalize(params [][2]string) string {
	enc := make([][2]string, len(params))
	for i, p := range params {
		enc[i] = [2]string{oauthEscape(p[0]), oauthEscape(p[1])}
	}
	sort.SliceStable(enc, func(i, j int) bool {
		if enc[i][0] != enc[j][0] {
			return enc[i][0] < enc[j][0]
		}
		return enc[i][1] < enc[j][1]
	})
	parts := make([]string, len(enc))
	for i, p := range enc {
		parts[i] = p[0] + "=" + p[1]
	}
	return strings.Join(parts, "&")
}

// oauthEscape is RFC 5849's percent-encoding (RFC 3986 unreserved kept).
func oauthEscape(s string) string { return awsEscape(s, true) }
