package loadcore

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

func TestLoadRunSendsSignedAuth(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		at, err := time.Parse("20060102T150405Z", r.Header.Get("X-Amz-Date"))
		if err != nil || time.Since(at) > time.Minute ||
			!strings.HasPrefix(r.Header.Get("Authorization"), "AWS4-HMAC-SHA256 Credential=AK/"+at.Format("20060102")+"/eu-west-1/execute-api/aws4_request, SignedHeaders=host;x-amz-date, Signature=") {
			w.WriteHeader(http.StatusForbidden)
		}
	}))
	t.Cleanup(srv.Close)
	req := getRequest(srv.URL + "/items")
	req.Auth = json.RawMessage(`{"mode":"aws","config":{"accessKey":"AK","secretKey":"SK","region":"eu-west-1"}}`)
	out := Run(t.Context(), mustPlan(t, `{"mode":"iterations","iterations":20,"concurrency":2}`), req, Settings{}, Hooks{})
	if out.Status != "Completed" || out.Report.Status["200"] != 20 {
		t.Fatalf("status %s (%s), statuses %v, want 20 signed requests answered 200", out.Status, out.Reason, out.Report.Status)
	}
}

func TestLoadRunRefusesChallengeAuth(t *testing.T) {
	t.Parallel()
	for _, mode := range []string{"digest", "ntlm"} {
		req := getRequest("http://127.0.0.1:1/")
		req.Auth = json.RawMessage(`{"mode":"` + mode + `","config":{"username":"u"}}`)
		out := Run(t.Context(), mustPlan(t, `{"mode":"iterations","iterations":1,"concurrency":1}`), req, Settings{}, Hooks{})
		if out.Status != "Failed" || !strings.Contains(out.Reason, "auth mode "+mode+" is not supported in load runs") {
			t.Errorf("%s: status %s reason %q, want Failed naming the auth mode", mode, out.Status, out.Reason)
		}
	}
}
