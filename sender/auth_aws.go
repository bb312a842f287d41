package sender

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"net/url"
	"sort"
	"strconv"
	"strings"
)

// awsIgnored are the headers SigV4 never signs (the AWS SDK's list, plus
// Content-Length, which is signed from the body's length).
var awsIgnored = []string{"authorization", "user-agent", "x-amzn-trace-id", "expect", "transfer-encoding", "content-length", "connection"}

// awsUnsignedPayload is the payload hash of a body that is streamed.
const awsUnsignedPayload = "UNSIGNED-PAYLOAD"

// signAWS signs with AWS Signature Version 4 in the Authorization header:
// config accessKey, secretKey, sessionToken, region (default us-east-1),
// service (default execute-api). It adds X-Amz-Date, X-Amz-Security-Token
// when there is a session token, and X-Amz-Content-Sha256 for s3 or a
// streamed body; it signs host, content-length of a non-empty body, and
// every header of the request but those the AWS SDK ignores, with the
// body's SHA-256. A same-named header of the request is replaced.
func signAWS(rawURL string, u *url.URL, headers []Header, cfg authConfig, sig Signing) (string, []Header, error) {
	region, service := cfg.str("region"), cfg.str("service")
	if region == "" {
		region = "us-east-1"
	}
	if service == "" {
		service = "execute-api"
	}
	t := sig.now().UTC()
	amzDate := t.Format("20060102T150405Z")
	day := amzDate[:8]
	payloadHash := awsUnsignedPayload
	if !sig.Streamed {
		sum := sha256.Sum256(sig.Body)
		payloadHash = hex.EncodeToString(sum[:])
	}
	for _, k := range []string{"Authorization", "X-Amz-Date", "X-Amz-Security-Token", "X-Amz-Content-Sha256"} {
		headers = dropHeader(headers, k)
	}
	headers = append(headers, Header{Key: "X-Amz-Date", Value: amzDate})
	if tok := cfg.str("sessionToken"); tok != "" {
		headers = append(headers, Header{Key: "X-Amz-Security-Token", Value: tok})
	}
	if service == "s3" || sig.Streamed {
		headers = append(headers, Header{Key: "X-Amz-Content-Sha256", Value: payloadHash})
	}
	signedNames, canonHeaders := awsCanonicalHeaders(u, headers, len(sig.Body))
	var cr strings.Builder
	cr.WriteString(strings.ToUpper(sig.Method))
	cr.WriteByte('\n')
	cr.WriteString(awsCanonicalURI(u))
	cr.WriteByte('\n')
	cr.WriteString(awsCanonicalQuery(u))
	cr.WriteByte('\n')
	cr.WriteString(canonHeaders)
	cr.WriteByte('\n')
	cr.WriteString(signedNames)
	cr.WriteByte('\n')
	cr.WriteString(payloadHash)
	crSum := sha256.Sum256([]byte(cr.String()))
	scope := day + "/" + region + "/" + service + "/aws4_request"
	toSign := "AWS4-HMAC-SHA256\n" + amzDate + "\n" + scope + "\n" + hex.EncodeToString(crSum[:])
	key := hmacSHA256([]byte("AWS4"+cfg.str("secretKey")), day)
	key = hmacSHA256(key, region)
	key = hmacSHA256(key, service)
	key = hmacSHA256(key, "aws4_request")
	signature := hex.EncodeToString(hmacSHA256(key, toSign))
	headers = append(headers, Header{Key: "Authorization", Value: "AWS4-HMAC-SHA256 Credential=" + cfg.str("accessKey") + "/" + scope +
		", SignedHeaders=" + signedNames + ", Signature=" + signature})
	return rawURL, headers, nil
}

func hmacSHA256(key []byte, data string) []byte {
	m := hmac.New(sha256.New, key)
	m.Write([]byte(data))
	return m.Sum(nil)
}

// awsCanonicalHeaders returns the signed header names and the canonical
// header block (each "name:value\n", values trimmed, inner spaces
// collapsed, repeats joined by commas, sorted by name).
func awsCanonicalHeaders(u *url.URL, headers []Header, bodyLen int) (string, string) {
	values := map[string][]string{"host": {hostHeader(u, headers)}}
	if bodyLen > 0 {
		values["content-length"] = []string{strconv.Itoa(bodyLen)}
	}
	for _, h := range headers {
		k := strings.ToLower(h.Key)
		if k == "host" || awsIgnoredHeader(k) {
			continue
		}
		values[k] = append(values[k], h.Value)
	}
	names := make([]string, 0, len(values))
	for k := range values {
		names = append(names, k)
	}
	sort.Strings(names)
	var b strings.Builder
	for _, k := range names {
		b.WriteString(k)
		b.WriteByte(':')
		for i, v := range values[k] {
			if i > 0 {
				b.WriteByte(',')
			}
			b.WriteString(strings.Join(strings.Fields(v), " "))
		}
		b.WriteByte('\n')
	}
	return strings.Join(names, ";"), b.String()
}

func awsIgnoredHeader(k string) bool {
	for _, x := range awsIgnored {
		if k == x {
			return true
		}
	}
	return false
}

// awsCanonicalURI is the path as sent, URI-encoded once more (every
// service but s3 expects the double encoding; the SDK does it too).
func awsCanonicalURI(u *url.URL) string {
	p := u.EscapedPath()
	if p == "" {
		return "/"
	}
	return awsEscape(p, false)
}

// awsCanonicalQuery is the decoded query, each name and value encoded
// per RFC 3986 and the pairs sorted after encoding.
func awsCanonicalQuery(u *url.URL) string {
	q, _ := url.ParseQuery(u.RawQuery)
	pairs := make([][2]string, 0, len(q))
	for k, vs := range q {
		for _, v := range vs {
			pairs = append(pairs, [2]string{awsEscape(k, true), awsEscape(v, true)})
		}
	}
	sort.Slice(pairs, func(i, j int) bool {
		if pairs[i][0] != pairs[j][0] {
			return pairs[i][0] < pairs[j][0]
		}
		return pairs[i][1] < pairs[j][1]
	})
	var b strings.Builder
	for i, p := range pairs {
		if i > 0 {
			b.WriteByte('&')
		}
		b.WriteString(p[0] + "=" + p[1])
	}
	return b.String()
}

// awsEscape percent-encodes every byte but the unreserved ones (and '/'
// unless slash is true).
func awsEscape(s string, slash bool) string {
	const hexDigits = "0123456789ABCDEF"
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '_' || c == '.' || c == '~' || (c == '/' && !slash) {
			b.WriteByte(c)
			continue
		}
		b.WriteByte('%')
		b.WriteByte(hexDigits[c>>4])
		b.WriteByte(hexDigits[c&15])
	}
	return b.String()
}
