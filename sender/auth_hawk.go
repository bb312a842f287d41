package sender

import (
	"crypto/hmac"
	"crypto/sha1" //nolint:gosec // Hawk's sha1 algorithm is the protocol's own
	"crypto/sha256"
	"encoding/base64"
	"hash"
	"net/url"
	"strconv"
	"strings"
)

// signHawk signs with Hawk (the hapi/hawk header scheme) as Postman does:
// config authId, authKey, algorithm (sha256 default, or sha1), nonce and
// timestamp (generated when empty), extraData (ext), app, delegation (dlg)
// and includePayloadHash (hash of the Content-Type and the body).
func signHawk(rawURL string, u *url.URL, headers []Header, cfg authConfig, sig Signing) (string, []Header, error) {
	var newHash func() hash.Hash
	switch strings.ToLower(cfg.str("algorithm")) {
	case "", "sha256":
		newHash = sha256.New
	case "sha1":
		newHash = sha1.New
	default:
		return rawURL, headers, internalError(nil, "hawk algorithm must be sha256 or sha1")
	}
	ts := cfg.str("timestamp")
	if ts == "" {
		ts = strconv.FormatInt(sig.now().Unix(), 10)
	}
	nonce := cfg.str("nonce")
	if nonce == "" {
		nonce = sig.nonce(3)
	}
	var payloadHash string
	if cfg.bool("includePayloadHash", false) {
		payloadHash = HawkPayloadHash(newHash, headerValue(headers, "Content-Type"), sig.Body)
	}
	ext, app, dlg := cfg.str("extraData"), cfg.str("app"), cfg.str("delegation")
	host := hostHeader(u, headers)
	if h, _, ok := strings.Cut(host, ":"); ok && !strings.HasPrefix(host, "[") {
		host = h
	}
	normalized := HawkNormalized(ts, nonce, sig.Method, pathAndQuery(u), host, defaultPort(u), payloadHash, ext, app, dlg)
	m := hmac.New(newHash, []byte(cfg.str("authKey")))
	m.Write([]byte(normalized))
	mac := base64.StdEncoding.EncodeToString(m.Sum(nil))
	var b strings.Builder
	b.WriteString(`Hawk id="` + cfg.str("authId") + `", ts="` + ts + `", nonce="` + nonce + `"`)
	if payloadHash != "" {
		b.WriteString(`, hash="` + payloadHash + `"`)
	}
	if ext != "" {
		b.WriteString(`, ext="` + backslashEscape(ext, '"', '"') + `"`)
	}
	b.WriteString(`, mac="` + mac + `"`)
	if app != "" {
		b.WriteString(`, app="` + app + `"`)
		if dlg != "" {
			b.WriteString(`, dlg="` + dlg + `"`)
		}
	}
	return rawURL, append(dropHeader(headers, "Authorization"), Header{Key: "Authorization", Value: b.String()}), nil
}

// HawkNormalized is Hawk's normalized request string (hawk.1.header).
func HawkNormalized(ts, nonce, method, resource, host, port, payloadHash, ext, app, dlg string) string {
	ext = backslashEscape(ext, '\n', 'n')
	s := "hawk.1.header\n" + ts + "\n" + nonce + "\n" + strings.ToUpper(method) + "\n" + resource + "\n" +
		strings.ToLower(host) + "\n" + port + "\n" + payloadHash + "\n" + ext + "\n"
	if app != "" {
		s += app + "\n" + dlg + "\n"
	}
	return s
}

// HawkPayloadHash is Hawk's payload hash: the base64 digest of
// hawk.1.payload, the media type (lower case, parameters dropped) and the
// body, each on its own line.
func HawkPayloadHash(newHash func() hash.Hash, contentType string, body []byte) string {
	mt, _, _ := strings.Cut(contentType, ";")
	h := newHash()
	h.Write([]byte("hawk.1.payload\n" + strings.ToLower(strings.TrimSpace(mt)) + "\n"))
	h.Write(body)
	h.Write([]byte("\n"))
	return base64.StdEncoding.EncodeToString(h.Sum(nil))
}
