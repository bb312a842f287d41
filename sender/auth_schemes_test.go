package sender_test

import (
	"bytes"
	"context"
	"crypto"
	"crypto/hmac"
	"crypto/md5" //nolint:gosec // the digest verifier's algorithm
	"crypto/rand"
	"crypto/rsa"
	"crypto/sha1" //nolint:gosec // the verifiers' algorithms
	"crypto/sha256"
	"crypto/sha512"
	"crypto/x509"
	"encoding/base64"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"encoding/pem"
	"fmt"
	"hash"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"
	"unicode/utf16"

	"github.com/aws/aws-sdk-go-v2/aws"
	v4 "github.com/aws/aws-sdk-go-v2/aws/signer/v4"
	"golang.org/x/crypto/md4" //nolint:staticcheck // NTLM's NT hash is MD4

	"github.com/svc-engine/svc-engine/sender"
)

// authSend sends one request with auth (a JSON auth object) to u.
func authSend(t *testing.T, method, u, auth string, headers []sender.Header, body string) sender.Response {
	t.Helper()
	req := sender.Request{Method: method, URL: u, Headers: headers, Auth: json.RawMessage(auth), FollowRedirects: true, MaxRedirects: 5, HTTPVersion: "auto", VerifySSL: true}
	if body != "" {
		b, _ := json.Marshal(map[string]string{"mode": "text", "content": body})
		req.Body = b
	}
	var c sender.Client
	res, _ := c.Send(context.Background(), req, sender.Settings{})
	if res.ErrorCode != "" {
		t.Fatalf("send failed: %s %s", res.ErrorCode, res.Message)
	}
	return res
}

// conns counts the distinct connections a test server saw.
type conns struct {
	mu   sync.Mutex
	seen map[string]bool
}

func (c *conns) note(r *http.Request) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.seen == nil {
		c.seen = map[string]bool{}
	}
	c.seen[r.RemoteAddr] = true
}

func (c *conns) count() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.seen)
}

// ---- digest: a server that challenges and verifies as RFC 7616 says ----

func digestParams(v string) map[string]string {
	out := map[string]string{}
	v = strings.TrimPrefix(v, "Digest ")
	for v != "" {
		v = strings.TrimLeft(v, ", ")
		k, rest, ok := strings.Cut(v, "=")
		if !ok {
			break
		}
		if strings.HasPrefix(rest, `"`) {
			end := strings.Index(rest[1:], `"`) + 1
			out[k], v = rest[1:end], rest[end+1:]
		} else {
			end := strings.IndexByte(rest, ',')
			if end < 0 {
				end = len(rest)
			}
			out[k], v = rest[:end], rest[end:]
		}
	}
	return out
}

func TestDigestAuthAnswersTheChallengeOnTheSameConnection(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, algorithm, qop string
		hash                 func() hash.Hash
	}{
		{"MD5 with qop auth", "MD5", "auth", md5.New},
		{"SHA-256 with qop auth", "SHA-256", "auth", sha256.New},
		{"MD5-sess", "MD5-sess", "auth", md5.New},
		{"SHA-512-256", "SHA-512-256", "auth", sha512.New512_256},
		{"auth-int hashes the body", "SHA-256", "auth-int", sha256.New},
		{"no qop is RFC 2069's form", "MD5", "", md5.New},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			const user, pass, realm, nonce = "Mufasa", "Circle of Life", "http-auth@example.org", "7ypf/xlj9XXwfDPEoM4URrv/xwf94BcCAzFZH4GiTo0v"
			var cs conns
			var mu sync.Mutex
			var calls, verified int
			srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				cs.note(r)
				body, _ := io.ReadAll(r.Body)
				mu.Lock()
				calls++
				mu.Unlock()
				h := func(s string) string {
					x := tt.hash()
					x.Write([]byte(s))
					return hex.EncodeToString(x.Sum(nil))
				}
				p := digestParams(r.Header.Get("Authorization"))
				if p["response"] == "" {
					time.Sleep(40 * time.Millisecond) // a slow challenge: the send's total must include it
					chal := fmt.Sprintf(`Digest realm="%s", nonce="%s", opaque="FQhe/qaU925kfnzjCev0ciny7QMkPqMAFRtzCUYo5tdS", algorithm=%s`, realm, nonce, tt.algorithm)
					if tt.qop != "" {
						chal += `, qop="` + tt.qop + `"`
					}
					w.Header().Add("WWW-Authenticate", `Digest realm="x", nonce="y", algorithm=UNKNOWN-ALG`)
					w.Header().Add("WWW-Authenticate", chal)
					w.WriteHeader(http.StatusUnauthorized)
					return
				}
				ha1 := h(user + ":" + realm + ":" + pass)
				if strings.HasSuffix(tt.algorithm, "-sess") {
					ha1 = h(ha1 + ":" + nonce + ":" + p["cnonce"])
				}
				a2 := r.Method + ":" + r.URL.RequestURI()
				if tt.qop == "auth-int" {
					a2 += ":" + h(string(body))
				}
				want := h(ha1 + ":" + nonce + ":" + h(a2))
				if tt.qop != "" {
					want = h(ha1 + ":" + nonce + ":" + p["nc"] + ":" + p["cnonce"] + ":" + tt.qop + ":" + h(a2))
				}
				if p["response"] != want || p["uri"] != r.URL.RequestURI() || p["username"] != user || p["opaque"] == "" ||
					(tt.qop != "" && p["nc"] != "00000001") {
					w.WriteHeader(http.StatusForbidden)
					_, _ = fmt.Fprintf(w, "bad digest %v, want response %s", p, want)
					return
				}
				mu.Lock()
				verified++
				mu.Unlock()
				_, _ = io.WriteString(w, "welcome")
			}))
			defer srv.Close()
			auth := fmt.Sprintf(`{"mode":"digest","config":{"username":%q,"password":%q}}`, user, pass)
			res := authSend(t, "POST", srv.URL+"/dir/index.html?x=1&y=a%20b", auth, nil, `{"k":"v"}`)
			if res.StatusCode != 200 || res.Body != "welcome" {
				t.Fatalf("status %d body %q, want 200 welcome", res.StatusCode, res.Body)
			}
			if calls != 2 || verified != 1 {
				t.Errorf("server saw %d requests (%d verified), want the challenge and one verified answer", calls, verified)
			}
			if n := cs.count(); n != 1 {
				t.Errorf("the answer came on %d connections, want the challenged one", n)
			}
			if res.Timing.TotalMs < 40 {
				t.Errorf("totalMs %.1f does not include the 40 ms challenge round", res.Timing.TotalMs)
			}
		})
	}
}

func TestDigestAuthWithAConfiguredNonceAnswersBeforeAnyChallenge(t *testing.T) {
	t.Parallel()
	var calls int
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls++
		p := digestParams(r.Header.Get("Authorization"))
		h := func(s string) string { x := md5.Sum([]byte(s)); return hex.EncodeToString(x[:]) } //nolint:gosec // digest
		want := h(h("u:r:p") + ":n1:00000001:" + p["cnonce"] + ":auth:" + h("GET:/a"))
		if p["response"] != want {
			w.WriteHeader(http.StatusUnauthorized)
		}
	}))
	defer srv.Close()
	res := authSend(t, "GET", srv.URL+"/a", `{"mode":"digest","config":{"username":"u","password":"p","realm":"r","nonce":"n1","qop":"auth","algorithm":"MD5"}}`, nil, "")
	if res.StatusCode != 200 || calls != 1 {
		t.Errorf("status %d after %d requests, want 200 after one preemptive request", res.StatusCode, calls)
	}
}

func TestDigestAuthWithWrongCredentialsReportsTheServers401(t *testing.T) {
	t.Parallel()
	var calls int
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls++
		w.Header().Set("WWW-Authenticate", `Digest realm="r", nonce="n", qop="auth"`)
		w.WriteHeader(http.StatusUnauthorized)
	}))
	defer srv.Close()
	res := authSend(t, "GET", srv.URL, `{"mode":"digest","config":{"username":"u","password":"wrong"}}`, nil, "")
	if res.StatusCode != 401 || calls != 2 {
		t.Errorf("status %d after %d requests, want the second 401 reported after one answer", res.StatusCode, calls)
	}
}

// ---- aws: the AWS SDK for Go v2 signer is the reference ----

func TestSignAWSMatchesTheAWSSDKSigner(t *testing.T) {
	t.Parallel()
	now := time.Date(2026, 11, 26, 16, 30, 5, 0, time.UTC)
	tests := []struct {
		name, method, url, body, session, service string
		headers                                   []sender.Header
	}{
		{"a GET with a query", "GET", "https://example.amazonaws.com/path/to/res?b=2&a=1&a=0&sp=a%20b&slash=a/b&tilde=~", "", "", "execute-api", nil},
		{"a POST with a body and a session token", "POST", "https://sqs.us-east-1.amazonaws.com/", "Action=ListQueues&Version=2012-11-05", "SESSION/tok+en=", "sqs",
			[]sender.Header{{Key: "Content-Type", Value: "application/x-www-form-urlencoded"}, {Key: "X-Custom", Value: "  a   b  "}}},
		{"a path needing escapes", "PUT", "http://localhost:8080/a%20b/c$d/é", `{"x":1}`, "", "execute-api",
			[]sender.Header{{Key: "Content-Type", Value: "application/json"}, {Key: "User-Agent", Value: "ignored"}}},
		{"s3 carries the payload hash", "GET", "https://bucket.s3.eu-west-1.amazonaws.com/key.txt", "", "", "s3", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			auth := fmt.Sprintf(`{"mode":"aws","config":{"accessKey":"AKIDEXAMPLE","secretKey":"wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY","sessionToken":%q,"region":"eu-west-1","service":%q}}`, tt.session, tt.service)
			_, got, err := sender.SignAuth(tt.url, tt.headers, json.RawMessage(auth), sender.Signing{Method: tt.method, Body: []byte(tt.body), Now: now})
			if err != nil {
				t.Fatal(err)
			}
			req, _ := http.NewRequest(tt.method, tt.url, strings.NewReader(tt.body))
			if tt.body == "" {
				req.Body, req.ContentLength = nil, 0
			}
			for _, h := range tt.headers {
				req.Header.Add(h.Key, h.Value)
			}
			sum := sha256.Sum256([]byte(tt.body))
			if tt.service == "s3" {
				req.Header.Set("X-Amz-Content-Sha256", hex.EncodeToString(sum[:]))
			}
			creds := aws.Credentials{AccessKeyID: "AKIDEXAMPLE", SecretAccessKey: "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY", SessionToken: tt.session}
			if err := v4.NewSigner().SignHTTP(context.Background(), creds, req, hex.EncodeToString(sum[:]), tt.service, "eu-west-1", now); err != nil {
				t.Fatal(err)
			}
			for _, k := range []string{"Authorization", "X-Amz-Date", "X-Amz-Security-Token", "X-Amz-Content-Sha256"} {
				if g, w := headerOf(got, k), req.Header.Get(k); g != w {
					t.Errorf("%s:\n got %q\nwant %q (the AWS SDK's)", k, g, w)
				}
			}
		})
	}
}

func headerOf(hs []sender.Header, k string) string {
	for _, h := range hs {
		if strings.EqualFold(h.Key, k) {
			return h.Value
		}
	}
	return ""
}

func TestAWSAuthSendIsAcceptedByAServerUsingTheSDKSigner(t *testing.T) {
	t.Parallel()
	creds := aws.Credentials{AccessKeyID: "AK", SecretAccessKey: "SK"}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		at, err := time.Parse("20060102T150405Z", r.Header.Get("X-Amz-Date"))
		if err != nil {
			w.WriteHeader(http.StatusBadRequest)
			return
		}
		// Re-sign what arrived with the headers the client signed.
		got := r.Header.Get("Authorization")
		_, signed, _ := strings.Cut(got, "SignedHeaders=")
		signed, _, _ = strings.Cut(signed, ",")
		check, _ := http.NewRequest(r.Method, "http://"+r.Host+r.URL.RequestURI(), bytes.NewReader(body))
		check.ContentLength = int64(len(body))
		for _, k := range strings.Split(signed, ";") {
			if k != "host" && k != "content-length" {
				check.Header[http.CanonicalHeaderKey(k)] = r.Header.Values(k)
			}
		}
		sum := sha256.Sum256(body)
		if err := v4.NewSigner().SignHTTP(context.Background(), creds, check, hex.EncodeToString(sum[:]), "execute-api", "us-east-1", at); err != nil || check.Header.Get("Authorization") != got {
			w.WriteHeader(http.StatusForbidden)
			_, _ = fmt.Fprintf(w, "signature mismatch:\n got %s\nwant %s", got, check.Header.Get("Authorization"))
			return
		}
		_, _ = io.WriteString(w, "ok")
	}))
	defer srv.Close()
	res := authSend(t, "POST", srv.URL+"/prod/items?q=1", `{"mode":"aws","config":{"accessKey":"AK","secretKey":"SK"}}`,
		[]sender.Header{{Key: "Content-Type", Value: "application/json"}}, `{"id":42}`)
	if res.StatusCode != 200 {
		t.Fatalf("status %d: %s", res.StatusCode, res.Body)
	}
}

// ---- oauth1: an independent verifier ----

// rfc3986 percent-encodes as RFC 5849 section 3.6 says, written apart
// from the engine's encoder.
func rfc3986(s string) string {
	return strings.ReplaceAll(strings.ReplaceAll(url.QueryEscape(s), "+", "%20"), "%7E", "~")
}

// verifyOAuth1 checks r's OAuth 1.0a signature and returns the reason it
// fails, "" when it holds.
func verifyOAuth1(r *http.Request, body []byte, consumerSecret, tokenSecret string, pub *rsa.PublicKey) string {
	var params []string
	oauth := map[string]string{}
	if h := r.Header.Get("Authorization"); h != "" {
		for _, kv := range strings.Split(strings.TrimPrefix(h, "OAuth "), ",") {
			k, v, _ := strings.Cut(strings.TrimSpace(kv), "=")
			v, _ = url.PathUnescape(strings.Trim(v, `"`))
			oauth[k] = v
		}
	}
	q := r.URL.Query()
	for k, vs := range q {
		for _, v := range vs {
			if strings.HasPrefix(k, "oauth_") {
				oauth[k] = v
			}
		}
	}
	for k, v := range oauth {
		if k != "oauth_signature" && k != "realm" {
			params = append(params, rfc3986(k)+"="+rfc3986(v))
		}
	}
	for k, vs := range q {
		for _, v := range vs {
			if !strings.HasPrefix(k, "oauth_") {
				params = append(params, rfc3986(k)+"="+rfc3986(v))
			}
		}
	}
	if strings.HasPrefix(r.Header.Get("Content-Type"), "application/x-www-form-urlencoded") {
		form, _ := url.ParseQuery(string(body))
		for k, vs := range form {
			for _, v := range vs {
				params = append(params, rfc3986(k)+"="+rfc3986(v))
			}
		}
	}
	sort.Strings(params)
	base := r.Method + "&" + rfc3986("http://"+strings.ToLower(r.Host)+r.URL.EscapedPath()) + "&" + rfc3986(strings.Join(params, "&"))
	key := rfc3986(consumerSecret) + "&" + rfc3986(tokenSecret)
	if bh, ok := oauth["oauth_body_hash"]; ok {
		var sum []byte
		if strings.HasSuffix(oauth["oauth_signature_method"], "SHA256") {
			s := sha256.Sum256(body)
			sum = s[:]
		} else {
			s := sha1.Sum(body) //nolint:gosec // the protocol's
			sum = s[:]
		}
		if bh != base64.StdEncoding.EncodeToString(sum) {
			return "body hash mismatch"
		}
	}
	sig := oauth["oauth_signature"]
	mac := func(h func() hash.Hash) string {
		m := hmac.New(h, []byte(key))
		m.Write([]byte(base))
		return base64.StdEncoding.EncodeToString(m.Sum(nil))
	}
	switch oauth["oauth_signature_method"] {
	case "HMAC-SHA1":
		if sig != mac(sha1.New) {
			return "HMAC-SHA1 mismatch over " + base
		}
	case "HMAC-SHA256":
		if sig != mac(sha256.New) {
			return "HMAC-SHA256 mismatch over " + base
		}
	case "PLAINTEXT":
		if sig != key {
			return "PLAINTEXT mismatch"
		}
	case "RSA-SHA256":
		raw, _ := base64.StdEncoding.DecodeString(sig)
		d := sha256.Sum256([]byte(base))
		if err := rsa.VerifyPKCS1v15(pub, crypto.SHA256, d[:], raw); err != nil {
			return "RSA-SHA256: " + err.Error()
		}
	case "RSA-SHA1":
		raw, _ := base64.StdEncoding.DecodeString(sig)
		d := sha1.Sum([]byte(base)) //nolint:gosec // the protocol's
		if err := rsa.VerifyPKCS1v15(pub, crypto.SHA1, d[:], raw); err != nil {
			return "RSA-SHA1: " + err.Error()
		}
	default:
		return "unknown method " + oauth["oauth_signature_method"]
	}
	if oauth["oauth_consumer_key"] != "ck" || oauth["oauth_nonce"] == "" || oauth["oauth_timestamp"] == "" {
		return fmt.Sprintf("missing oauth parameters: %v", oauth)
	}
	return ""
}

func TestOAuth1SignaturesPassAnIndependentVerifier(t *testing.T) {
	t.Parallel()
	key, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		t.Fatal(err)
	}
	pemKey := string(pem.EncodeToMemory(&pem.Block{Type: "RSA PRIVATE KEY", Bytes: x509.MarshalPKCS1PrivateKey(key)}))
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		if why := verifyOAuth1(r, body, "cs&x", "ts", &key.PublicKey); why != "" {
			w.WriteHeader(http.StatusUnauthorized)
			_, _ = io.WriteString(w, why)
			return
		}
		_, _ = io.WriteString(w, r.Header.Get("Authorization"))
	}))
	t.Cleanup(srv.Close)
	form := []sender.Header{{Key: "Content-Type", Value: "application/x-www-form-urlencoded"}}
	tests := []struct {
		name, method, config, body string
		headers                    []sender.Header
	}{
		{"HMAC-SHA1 in the header", "GET", `"signatureMethod":"HMAC-SHA1","realm":"photos"`, "", nil},
		{"HMAC-SHA256 with form fields signed", "POST", `"signatureMethod":"HMAC-SHA256"`, "b5=%3D%253D&a3=a&c%40=&a2=r%20b", form},
		{"PLAINTEXT", "GET", `"signatureMethod":"PLAINTEXT"`, "", nil},
		{"RSA-SHA256", "GET", `"signatureMethod":"RSA-SHA256","privateKey":` + mustJSON(pemKey), "", nil},
		{"RSA-SHA1 with a body hash", "PUT", `"signatureMethod":"RSA-SHA1","includeBodyHash":true,"privateKey":` + mustJSON(pemKey), `{"a":1}`, nil},
		{"HMAC-SHA1 parameters in the query", "GET", `"signatureMethod":"HMAC-SHA1","addParamsToHeader":false`, "", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			auth := `{"mode":"oauth1","config":{"consumerKey":"ck","consumerSecret":"cs&x","token":"tok","tokenSecret":"ts",` + tt.config + `}}`
			req := sender.Request{Method: tt.method, URL: srv.URL + "/request?b5=%3D%253D&a3=a&c%40=&a2=r%20b&c2", Headers: tt.headers,
				Auth: json.RawMessage(auth), HTTPVersion: "auto"}
			if tt.body != "" {
				req.Body = json.RawMessage(`{"mode":"text","content":` + mustJSON(tt.body) + `}`)
			}
			var c sender.Client
			res, _ := c.Send(context.Background(), req, sender.Settings{})
			if res.StatusCode != 200 {
				t.Fatalf("status %d %s: %s", res.StatusCode, res.Message, res.Body)
			}
			if strings.Contains(tt.config, "realm") && !strings.Contains(res.Body, `realm="photos"`) {
				t.Errorf("Authorization %q carries no realm", res.Body)
			}
		})
	}
}

func mustJSON(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// ---- hawk: a verifier as the hawk server library checks ----

func TestHawkAuthPassesAServerVerifier(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		attrs := map[string]string{}
		for _, kv := range strings.Split(strings.TrimPrefix(r.Header.Get("Authorization"), "Hawk "), ", ") {
			k, v, _ := strings.Cut(kv, "=")
			attrs[k] = strings.Trim(v, `"`)
		}
		host, port, _ := net.SplitHostPort(r.Host)
		if attrs["hash"] != "" {
			h := sha256.New()
			_, _ = fmt.Fprintf(h, "hawk.1.payload\n%s\n%s\n", strings.Split(r.Header.Get("Content-Type"), ";")[0], body)
			if base64.StdEncoding.EncodeToString(h.Sum(nil)) != attrs["hash"] {
				w.WriteHeader(http.StatusUnauthorized)
				_, _ = io.WriteString(w, "bad payload hash")
				return
			}
		}
		norm := fmt.Sprintf("hawk.1.header\n%s\n%s\n%s\n%s\n%s\n%s\n%s\n%s\n", attrs["ts"], attrs["nonce"], r.Method, r.URL.RequestURI(), host, port, attrs["hash"], attrs["ext"])
		if attrs["app"] != "" {
			norm += attrs["app"] + "\n" + attrs["dlg"] + "\n"
		}
		m := hmac.New(sha256.New, []byte("werxhqb98rpaxn39848xrunpaw3489ruxnpa98w4rxn"))
		m.Write([]byte(norm))
		if attrs["id"] != "dh37fgj492je" || attrs["mac"] != base64.StdEncoding.EncodeToString(m.Sum(nil)) {
			w.WriteHeader(http.StatusUnauthorized)
			_, _ = io.WriteString(w, "bad mac for "+r.Header.Get("Authorization"))
			return
		}
	}))
	defer srv.Close()
	for _, cfg := range []string{`"algorithm":"sha256"`, `"algorithm":"sha256","includePayloadHash":true,"extraData":"some-app-data","app":"a1","delegation":"d1"`} {
		auth := `{"mode":"hawk","config":{"authId":"dh37fgj492je","authKey":"werxhqb98rpaxn39848xrunpaw3489ruxnpa98w4rxn",` + cfg + `}}`
		res := authSend(t, "POST", srv.URL+"/resource/1?b=1&a=2", auth, []sender.Header{{Key: "Content-Type", Value: "text/plain; charset=utf-8"}}, "Thank you for flying Hawk")
		if res.StatusCode != 200 {
			t.Errorf("%s: status %d %s", cfg, res.StatusCode, res.Body)
		}
	}
}

// ---- edgegrid: Akamai's EG1-HMAC-SHA256 recomputed by the server ----

func TestEdgeGridAuthPassesAServerVerifier(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		h := r.Header.Get("Authorization")
		i := strings.Index(h, "signature=")
		if i < 0 {
			w.WriteHeader(http.StatusUnauthorized)
			return
		}
		prefix, sig := h[:i], h[i+len("signature="):]
		var ts string
		for _, kv := range strings.Split(strings.TrimPrefix(prefix, "EG1-HMAC-SHA256 "), ";") {
			if v, ok := strings.CutPrefix(kv, "timestamp="); ok {
				ts = v
			}
		}
		hm := func(key []byte, s string) string {
			m := hmac.New(sha256.New, key)
			m.Write([]byte(s))
			return base64.StdEncoding.EncodeToString(m.Sum(nil))
		}
		sum := sha256.Sum256(body)
		data := strings.Join([]string{r.Method, "http", r.Host, r.URL.RequestURI(), "x-a:one two", base64.StdEncoding.EncodeToString(sum[:]), prefix}, "\t")
		if sig != hm([]byte(hm([]byte("secret"), ts)), data) {
			w.WriteHeader(http.StatusUnauthorized)
			_, _ = fmt.Fprintf(w, "bad signature (body %q %v) over %s", body, r.Header, data)
		}
	}))
	defer srv.Close()
	auth := `{"mode":"edgegrid","config":{"accessToken":"akab-access","clientToken":"akab-client","clientSecret":"secret","headersToSign":"X-A"}}`
	res := authSend(t, "POST", srv.URL+"/papi/v1/cps?x=1", auth, []sender.Header{{Key: "X-A", Value: " one   two "}}, `{"a":1}`)
	if res.StatusCode != 200 {
		t.Fatalf("status %d %s", res.StatusCode, res.Body)
	}
}

// ---- ntlm: a server speaking the NTLMv2 handshake and checking the proof ----

func utf16le(s string) []byte {
	u := utf16.Encode([]rune(s))
	b := make([]byte, 2*len(u))
	for i, c := range u {
		binary.LittleEndian.PutUint16(b[2*i:], c)
	}
	return b
}

// ntlmChallenge builds a CHALLENGE message (unicode, NTLM, target info
// with only MsvAvEOL).
func ntlmChallenge(server [8]byte) []byte {
	b := make([]byte, 48+4)
	copy(b, "NTLMSSP\x00")
	binary.LittleEndian.PutUint32(b[8:], 2)
	binary.LittleEndian.PutUint32(b[16:], 48) // empty target name at 48
	binary.LittleEndian.PutUint32(b[20:], 1|1<<9|1<<19|1<<23)
	copy(b[24:], server[:])
	binary.LittleEndian.PutUint16(b[40:], 4)
	binary.LittleEndian.PutUint16(b[42:], 4)
	binary.LittleEndian.PutUint32(b[44:], 48)
	return b
}

func ntlmField(msg []byte, at int) []byte {
	l := int(binary.LittleEndian.Uint16(msg[at:]))
	off := int(binary.LittleEndian.Uint32(msg[at+4:]))
	if off+l > len(msg) {
		return nil
	}
	return msg[off : off+l]
}

func TestNTLMAuthCompletesTheHandshakeOnOneConnection(t *testing.T) {
	t.Parallel()
	server := [8]byte{1, 2, 3, 4, 5, 6, 7, 8}
	// A connection is authenticated only when it carried the negotiate
	// and the authenticate messages, in that order.
	var mu sync.Mutex
	state := map[string]string{}
	var cs conns
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		cs.note(r)
		mu.Lock()
		defer mu.Unlock()
		tok, _ := strings.CutPrefix(r.Header.Get("Authorization"), "NTLM ")
		msg, _ := base64.StdEncoding.DecodeString(tok)
		if len(msg) < 12 || string(msg[:8]) != "NTLMSSP\x00" {
			w.Header().Set("WWW-Authenticate", "NTLM")
			w.WriteHeader(http.StatusUnauthorized)
			return
		}
		switch binary.LittleEndian.Uint32(msg[8:]) {
		case 1:
			state[r.RemoteAddr] = "negotiated"
			w.Header().Set("WWW-Authenticate", "NTLM "+base64.StdEncoding.EncodeToString(ntlmChallenge(server)))
			w.WriteHeader(http.StatusUnauthorized)
		case 3:
			if state[r.RemoteAddr] != "negotiated" {
				w.WriteHeader(http.StatusUnauthorized)
				_, _ = io.WriteString(w, "authenticate on a connection that did not negotiate")
				return
			}
			nt, domain, user := ntlmField(msg, 20), ntlmField(msg, 28), ntlmField(msg, 36)
			h := md4.New()
			h.Write(utf16le("Passw0rd!"))
			m := hmac.New(md5.New, h.Sum(nil))
			m.Write(utf16le(strings.ToUpper("alice") + "CORP"))
			v2 := m.Sum(nil)
			m = hmac.New(md5.New, v2)
			m.Write(server[:])
			m.Write(nt[16:])
			if !bytes.Equal(domain, utf16le("CORP")) || !bytes.Equal(user, utf16le("alice")) || !hmac.Equal(m.Sum(nil), nt[:16]) {
				w.WriteHeader(http.StatusUnauthorized)
				_, _ = io.WriteString(w, "NTLMv2 proof does not verify")
				return
			}
			_, _ = io.WriteString(w, "hello alice")
		default:
			w.WriteHeader(http.StatusBadRequest)
		}
	}))
	defer srv.Close()
	res := authSend(t, "GET", srv.URL+"/intranet", `{"mode":"ntlm","config":{"username":"alice","password":"Passw0rd!","domain":"CORP","workstation":"WS1"}}`, nil, "")
	if res.StatusCode != 200 || res.Body != "hello alice" {
		t.Fatalf("status %d body %q", res.StatusCode, res.Body)
	}
	if n := cs.count(); n != 1 {
		t.Errorf("the handshake used %d connections, want 1", n)
	}
	res = authSend(t, "GET", srv.URL+"/intranet", `{"mode":"ntlm","config":{"username":"alice","password":"wrong","domain":"CORP"}}`, nil, "")
	if res.StatusCode != 401 {
		t.Errorf("a wrong password got %d, want the server's 401", res.StatusCode)
	}
}
