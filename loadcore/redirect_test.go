package loadcore

import (
	"net/url"
	"testing"
	"time"

	"github.com/svc-engine/svc-engine/sender"
	"github.com/svc-engine/svc-engine/sender/sendertest"
)

// The hops of a redirect from a cleartext target to an https one (a
// self-signed certificate) follow the plan's verifySSL: on, the hop fails
// with TLS_ERROR; off, it is answered. A redirect that names no Location,
// or an unusable one, ends the chain as a single send's does.
func TestRedirectHopsToOtherTargets(t *testing.T) {
	t.Parallel()
	plain := sendertest.Start(t, sendertest.H1)
	secure := sendertest.Start(t, sendertest.H1TLS)
	toSecure := plain.URL + "/redirect?code=307&to=" + url.QueryEscape(secure.URL+"/echo")
	plan := mustPlan(t, `{"mode":"iterations","iterations":4,"concurrency":2}`)
	for _, c := range []struct {
		name         string
		url          string
		verify       bool
		status, code string
	}{
		{"an https hop is verified when verifySSL is on", toSecure, true, "0", "TLS_ERROR"},
		{"an https hop is not verified when verifySSL is off", toSecure, false, "200", ""},
		{"a redirect without a Location is the response", plain.URL + "/status/302", false, "302", ""},
		{"a Location that is not http or https is an invalid URL", plain.URL + "/redirect?to=" + url.QueryEscape("ftp://127.0.0.1/x"), false, "0", "INVALID_URL"},
	} {
		for _, tr := range []struct{ name, setting string }{{"event loop", ""}, {"goroutines", H1TransportGoroutines}} {
			req := sender.Request{Method: "GET", URL: c.url, Timeout: 5 * time.Second, FollowRedirects: true, MaxRedirects: 10, VerifySSL: c.verify}
			out := Run(t.Context(), plan, req, Settings{H1Transport: tr.setting}, Hooks{})
			if r := out.Report; r.Status[c.status] != 4 || (c.code != "" && r.ErrorCodes[c.code] != 4) {
				t.Errorf("%s (%s): status %v codes %v; want 4 × %s %s", c.name, tr.name, r.Status, r.ErrorCodes, c.status, c.code)
			}
		}
	}
}
