package loadcore

import (
	"crypto/md5" //nolint:gosec // the digest verifier's algorithm
	"encoding/hex"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/svc-engine/svc-engine/sender"
)

// transports are the two HTTP/1.1 load paths: the event loop and the
// goroutines.
var transports = []string{"", H1TransportGoroutines}

func TestLoadRunSignsEveryRequest(t *testing.T) {
	t.Parallel()
	for _, tr := range transports {
		for _, auth := range []string{
			`{"mode":"oauth1","config":{"consumerKey":"ck","consumerSecret":"cs","signatureMethod":"HMAC-SHA1"}}`,
			`{"mode":"hawk","config":{"authId":"id","authKey":"k","algorithm":"sha256"}}`,
			`{"mode":"aws","config":{"accessKey":"AK","secretKey":"SK","region":"eu-west-1"}}`,
		} {
			t.Run(tr+" "+auth, func(t *testing.T) {
				t.Parallel()
				var mu sync.Mutex
				seen := map[string]bool{}
				dups := 0
				srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
					a := r.Header.Get("Authorization")
					mu.Lock()
					if seen[a] {
						dups++
					}
					seen[a] = true
					mu.Unlock()
					if a == "" {
						w.WriteHeader(http.StatusUnauthorized)
					}
				}))
				t.Cleanup(srv.Close)
				req := getRequest(srv.URL + "/items")
				req.Auth = json.RawMessage(auth)
				out := Run(t.Context(), mustPlan(t, `{"mode":"iterations","iterations":40,"concurrency":2,"pipeline":2}`), req, Settings{H1Transport: tr}, Hooks{})
				if out.Status != "Completed" || out.Report.Status["200"] != 40 {
					t.Fatalf("status %s (%s), statuses %v, want 40 signed requests answered 200", out.Status, out.Reason, out.Report.Status)
				}
				mu.Lock()
				defer mu.Unlock()
				// A nonce per request: no two requests carry the same
				// Authorization (SigV4 has no nonce: the same second signs
				// the same request alike).
				if !strings.Contains(auth, "aws") && dups > 0 {
					t.Errorf("%d requests repeated an earlier Authorization: the signature is not per request", dups)
				}
				if strings.Contains(auth, "aws") {
					for a := range seen {
						if !strings.HasPrefix(a, "AWS4-HMAC-SHA256 Credential=AK/"+time.Now().UTC().Format("20060102")) {
							t.Errorf("Authorization %q", a)
						}
					}
				}
			})
		}
	}
}

func TestLoadRunAnswersTheDigestChallengeWithAFreshCount(t *testing.T) {
	t.Parallel()
	for _, tr := range transports {
		t.Run("transport "+tr, func(t *testing.T) {
			t.Parallel()
			h := func(s string) string { x := md5.Sum([]byte(s)); return hex.EncodeToString(x[:]) } //nolint:gosec // digest
			var mu sync.Mutex
			counts := map[string]bool{}
			srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				a := r.Header.Get("Authorization")
				p := map[string]string{}
				for _, kv := range strings.Split(strings.TrimPrefix(a, "Digest "), ", ") {
					k, v, _ := strings.Cut(kv, "=")
					p[k] = strings.Trim(v, `"`)
				}
				want := h(h("u:r:p") + ":n1:" + p["nc"] + ":" + p["cnonce"] + ":auth:" + h(r.Method+":"+r.URL.RequestURI()))
				mu.Lock()
				replay := counts[p["nc"]]
				counts[p["nc"]] = true
				mu.Unlock()
				if a == "" || p["response"] != want || replay {
					w.Header().Set("WWW-Authenticate", `Digest realm="r", nonce="n1", qop="auth"`)
					w.WriteHeader(http.StatusUnauthorized)
				}
			}))
			t.Cleanup(srv.Close)
			req := getRequest(srv.URL + "/p?q=1")
			req.Auth = json.RawMessage(`{"mode":"digest","config":{"username":"u","password":"p"}}`)
			out := Run(t.Context(), mustPlan(t, `{"mode":"iterations","iterations":30,"concurrency":3}`), req, Settings{H1Transport: tr}, Hooks{})
			if out.Status != "Completed" || out.Report.Status["200"] != 30 {
				t.Fatalf("status %s (%s), statuses %v, want 30 answers accepted (each nonce count once)", out.Status, out.Reason, out.Report.Status)
			}
		})
	}
}

func TestLoadRunRefusesNTLM(t *testing.T) {
	t.Parallel()
	req := getRequest("http://127.0.0.1:1/")
	req.Auth = json.RawMessage(`{"mode":"ntlm","config":{"username":"u"}}`)
	out := Run(t.Context(), mustPlan(t, `{"mode":"iterations","iterations":1,"concurrency":1}`), req, Settings{}, Hooks{})
	if out.Status != "Failed" || !strings.Contains(out.Reason, "auth mode ntlm is not supported in load runs") {
		t.Errorf("status %s reason %q, want Failed naming the auth mode", out.Status, out.Reason)
	}
}

// TestLoadRunCountsAnUnsignableRequestAsFailedAndSendsNothing breaks the
// signer of a prepared run (its render fails from the first send on, as a
// signer whose inputs stopped signing would) and checks, on both HTTP/1.1
// transports, in the open and the closed loop, with and without
// pipelining, that every request is counted as AUTH_SIGN_FAILED and that
// the target receives no request at all: none goes with the start's
// signature or unsigned.
func TestLoadRunCountsAnUnsignableRequestAsFailedAndSendsNothing(t *testing.T) {
	t.Parallel()
	auths := map[string]string{
		"oauth1": `{"mode":"oauth1","config":{"consumerKey":"ck","consumerSecret":"cs","signatureMethod":"HMAC-SHA1"}}`,
		"aws":    `{"mode":"aws","config":{"accessKey":"AK","secretKey":"SK","region":"eu-west-1"}}`,
		"digest": `{"mode":"digest","config":{"username":"u","password":"p","realm":"r","nonce":"n1"}}`,
	}
	plans := []string{
		`{"mode":"iterations","iterations":12,"concurrency":2,"pipeline":2}`,
		`{"mode":"iterations","iterations":5,"concurrency":1}`,
		`{"mode":"constant_rps","targetRps":40,"duration":"1s","maxInFlight":4}`,
	}
	for _, tr := range transports {
		for name, auth := range auths {
			for _, plan := range plans {
				t.Run(tr+" "+name+" "+plan, func(t *testing.T) {
					t.Parallel()
					var mu sync.Mutex
					var got []string
					srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
						mu.Lock()
						got = append(got, r.Header.Get("Authorization"))
						mu.Unlock()
					}))
					t.Cleanup(srv.Close)
					req := getRequest(srv.URL + "/items")
					req.Auth = json.RawMessage(auth)
					p := mustPlan(t, plan)
					s := Settings{H1Transport: tr, Now: time.Now}
					tg, err := prepare(t.Context(), p, req, s)
					if err != nil {
						t.Fatal(err)
					}
					if tg.sign == nil {
						t.Fatalf("auth %s has no per-request signer", name)
					}
					mu.Lock()
					got = nil // the digest challenge's probe is not a load request
					mu.Unlock()
					if tg.sign.digest != nil {
						if tg.sign.digest, err = sender.NewDigestSession(json.RawMessage(`{"mode":"digest","config":{"username":"u","password":"p","realm":"r","nonce":"n1","algorithm":"NO-SUCH-HASH"}}`), nil); err != nil {
							t.Fatal(err)
						}
					} else {
						tg.sign.url = "http://[::1" // SignAuth refuses it
					}
					out := execute(t.Context(), p, tg, s, Hooks{})
					r := out.Report
					if out.Status != "Completed" || r.Requests == 0 || r.ErrorCodes[sender.CodeAuthSign] != r.Requests || r.Errors != r.Requests {
						t.Errorf("status %s (%s): %d requests, %d errors, codes %v; want every request %s", out.Status, out.Reason, r.Requests, r.Errors, r.ErrorCodes, sender.CodeAuthSign)
					}
					mu.Lock()
					defer mu.Unlock()
					if len(got) != 0 {
						t.Errorf("the target received %d requests (Authorization %q); want none sent", len(got), got)
					}
				})
			}
		}
	}
}
