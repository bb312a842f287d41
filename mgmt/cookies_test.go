package mgmt_test

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/svc-engine/svc-engine/mgmt/mgmttest"
)

// cookieTarget sets cookies on /set and echoes the Cookie header on /echo.
func cookieTarget(t *testing.T) *httptest.Server {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/set":
			http.SetCookie(w, &http.Cookie{Name: "session", Value: "abc", Path: "/", HttpOnly: true, MaxAge: 3600})
			http.SetCookie(w, &http.Cookie{Name: "pref", Value: "dark"})
		case "/drop":
			http.SetCookie(w, &http.Cookie{Name: "session", Value: "", Path: "/", MaxAge: -1})
		}
		_, _ = w.Write([]byte(r.Header.Get("Cookie")))
	}))
	t.Cleanup(srv.Close)
	return srv
}

func send(t *testing.T, e *mgmttest.Engine, url string) string {
	t.Helper()
	res := e.Must(200, "POST", "/execute", map[string]any{"request": map[string]any{"method": "GET", "url": url}})
	return res["body"].(string)
}

func cookieNames(t *testing.T, e *mgmttest.Engine, query string) map[string]map[string]any {
	t.Helper()
	out := map[string]map[string]any{}
	for _, raw := range e.Must(200, "GET", "/cookies"+query, nil)["cookies"].([]any) {
		c := raw.(map[string]any)
		out[c["name"].(string)] = c
	}
	return out
}

func TestTheCookieJarAppliesStoresAndSurvivesARestart(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	e := mgmttest.StartIn(t, dir)
	target := cookieTarget(t)
	send(t, e, target.URL+"/set")
	if got := send(t, e, target.URL+"/echo"); got != "session=abc; pref=dark" && got != "pref=dark; session=abc" {
		t.Fatalf("cookies sent back %q", got)
	}
	jar := cookieNames(t, e, "")
	if s := jar["session"]; s == nil || s["domain"] != "127.0.0.1" || s["hostOnly"] != true || s["httpOnly"] != true || s["expires"] == nil || s["path"] != "/" {
		t.Fatalf("stored session cookie %v", s)
	}
	if p := jar["pref"]; p == nil || p["expires"] != nil {
		t.Fatalf("a session cookie is listed with a null expiry: %v", p)
	}
	e.Stop()
	_ = e.Wait()
	e = mgmttest.StartIn(t, dir)
	if got := send(t, e, target.URL+"/echo"); got == "" {
		t.Fatal("the jar did not survive a restart")
	}
	send(t, e, target.URL+"/drop")
	if _, ok := cookieNames(t, e, "")["session"]; ok {
		t.Fatal("a Max-Age=-1 cookie must be removed from the jar and the store")
	}
}

func TestDeleteCookiesClearsOneDomainOrAll(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	target := cookieTarget(t)
	send(t, e, target.URL+"/set")
	if n := len(cookieNames(t, e, "?domain=example.com")); n != 0 {
		t.Fatalf("a domain filter listed %d foreign cookies", n)
	}
	res := e.Must(200, "DELETE", "/cookies?domain=example.com", nil)
	if res["deleted"] != float64(0) || len(cookieNames(t, e, "")) != 2 {
		t.Fatalf("deleting another domain removed cookies: %v", res)
	}
	res = e.Must(200, "DELETE", "/cookies?domain=127.0.0.1", nil)
	if res["deleted"] != float64(2) || len(cookieNames(t, e, "")) != 0 {
		t.Fatalf("delete by domain: %v", res)
	}
	if got := send(t, e, target.URL+"/echo"); got != "" {
		t.Fatalf("cleared cookies were still sent: %q", got)
	}
	send(t, e, target.URL+"/set")
	if res := e.Must(200, "DELETE", "/cookies", nil); res["deleted"] != float64(2) {
		t.Fatalf("delete all: %v", res)
	}
}

func TestCookieDomainFiltersMatchTextExactly(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	target := cookieTarget(t)
	send(t, e, target.URL+"/set")
	for _, q := range []string{"%25", "_27.0.0.1", "%25.0.0.1"} {
		if n := len(cookieNames(t, e, "?domain="+q)); n != 0 {
			t.Fatalf("?domain=%s matched %d cookies: wildcards must not apply", q, n)
		}
		if res := e.Must(200, "DELETE", "/cookies?domain="+q, nil); res["deleted"] != float64(0) {
			t.Fatalf("DELETE ?domain=%s removed %v", q, res["deleted"])
		}
	}
	if n := len(cookieNames(t, e, "?domain=0.0.1")); n != 2 {
		t.Fatalf("a label suffix of the IP matched %d, want 2 (it is a dot-suffix)", n)
	}
}
