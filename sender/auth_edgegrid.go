package sender

import (
	"crypto/sha256"
	"encoding/base64"
	"net/url"
	"strings"

	"github.com/google/uuid"
)

// edgeGridMaxBody is the most body bytes EdgeGrid hashes (Akamai's default
// max_body).
const edgeGridMaxBody = 131072

// signEdgeGrid signs with Akamai EdgeGrid (EG1-HMAC-SHA256) as Postman
// does: config accessToken, clientToken, clientSecret, nonce and timestamp
// (generated when empty; the timestamp as yyyyMMddTHH:mm:ss+0000),
// headersToSign (comma-separated names, signed in that order). The body
// of a POST is hashed (its first 128 KiB).
func signEdgeGrid(rawURL string, u *url.URL, headers []Header, cfg authConfig, sig Signing) (string, []Header, error) {
	ts := cfg.str("timestamp")
	if ts == "" {
		ts = sig.now().UTC().Format("20060102T15:04:05+0000")
	}
	nonce := cfg.str("nonce")
	if nonce == "" {
		nonce = uuid.NewString()
	}
	prefix := "EG1-HMAC-SHA256 client_token=" + cfg.str("clientToken") + ";access_token=" + cfg.str("accessToken") +
		";timestamp=" + ts + ";nonce=" + nonce + ";"
	var canon []string
	for _, name := range strings.Split(cfg.str("headersToSign"), ",") {
		name = strings.TrimSpace(name)
		if name == "" {
			continue
		}
		if v := headerValue(headers, name); v != "" {
			canon = append(canon, strings.ToLower(name)+":"+strings.Join(strings.Fields(v), " "))
		}
	}
	var contentHash string
	if strings.EqualFold(sig.Method, "POST") && len(sig.Body) > 0 {
		body := sig.Body
		if len(body) > edgeGridMaxBody {
			body = body[:edgeGridMaxBody]
		}
		sum := sha256.Sum256(body)
		contentHash = base64.StdEncoding.EncodeToString(sum[:])
	}
	data := strings.Join([]string{strings.ToUpper(sig.Method), strings.ToLower(u.Scheme), hostHeader(u, headers),
		pathAndQuery(u), strings.Join(canon, "\t"), contentHash, prefix}, "\t")
	key := base64.StdEncoding.EncodeToString(hmacSHA256([]byte(cfg.str("clientSecret")), ts))
	signature := base64.StdEncoding.EncodeToString(hmacSHA256([]byte(key), data))
	return rawURL, append(dropHeader(headers, "Authorization"), Header{Key: "Authorization", Value: prefix + "signature=" + signature}), nil
}
