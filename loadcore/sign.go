package loadcore

import (
	"context"
	"net/url"
	"strings"
	"sync/atomic"
	"time"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/metrics"
	"github.com/svc-engine/svc-engine/sender"
)

// loadSigner renders a load run's HTTP/1.1 request anew for every send
// when its auth signs per request: aws, oauth1, hawk and edgegrid sign the
// request at its send time (sender.SignAuth, one place for the schemes),
// and digest answers the server's challenge, read once at the start, with
// the next nonce count. Static auth (bearer, basic, apikey) never gets
// here: its request is pre-rendered and sent allocation-free.
type loadSigner struct {
	method, url string
	headers     []sender.Header // payload and static auth applied, not signed
	auth        codec.RawMessage
	body        []byte
	ua          string
	u           *url.URL
	digest      *sender.DigestSession

	// perSecond (aws): a SigV4 signature has one-second resolution (its
	// X-Amz-Date), so every request sent in one second carries the same
	// bytes; they are signed once a second and copied for each send.
	perSecond bool
	second    atomic.Pointer[signedSecond]
}

// signedSecond is the request signed for one second (Unix time).
type signedSecond struct {
	unix int64
	raw  []byte
}

// newLoadSigner returns the signer of req's auth, nil when it signs
// nothing per request. A digest auth asks the server for its challenge
// now: one request without auth.
func newLoadSigner(ctx context.Context, req sender.Request, rawURL string, headers []sender.Header, body []byte, s Settings) (*loadSigner, error) {
	mode := sender.AuthMode(req.Auth)
	switch mode {
	case "aws", "oauth1", "hawk", "edgegrid", "digest":
	default:
		return nil, nil
	}
	u, err := url.Parse(rawURL)
	if err != nil {
		return nil, &sender.SendError{Code: sender.CodeInvalidURL, Message: "the URL must be an absolute http or https URL: " + rawURL, Err: err}
	}
	ls := &loadSigner{method: strings.ToUpper(req.Method), url: rawURL, headers: headers, auth: req.Auth, body: body, ua: s.UserAgent, u: u}
	if ls.method == "" {
		ls.method = "GET"
	}
	ls.perSecond = mode == "aws"
	if mode == "digest" {
		probe := req
		probe.Auth = nil
		var c sender.Client
		res, _ := c.Send(ctx, probe, sender.Settings{DefaultTimeout: s.DefaultTimeout, UserAgent: s.UserAgent})
		if res.ErrorCode != "" {
			return nil, &sender.SendError{Code: res.ErrorCode, Message: "digest auth: asking the server for its challenge: " + res.Message}
		}
		var challenges []string
		for _, h := range res.Headers {
			if strings.EqualFold(h.Key, "WWW-Authenticate") {
				challenges = append(challenges, h.Value)
			}
		}
		if ls.digest, err = sender.NewDigestSession(req.Auth, challenges); err != nil {
			return nil, err
		}
	}
	return ls, nil
}

// render appends one request signed at now to b.
func (ls *loadSigner) render(b []byte, t *target, now time.Time) ([]byte, error) {
	rawURL, headers := ls.url, ls.headers
	var err error
	if ls.digest != nil {
		v, err := ls.digest.Authorization(ls.method, ls.u, ls.body)
		if err != nil {
			return b, err
		}
		headers = withAuthorization(headers, v)
	} else if rawURL, headers, err = sender.SignAuth(rawURL, headers, ls.auth, sender.Signing{Method: ls.method, Body: ls.body, Now: now}); err != nil {
		return b, err
	}
	host := t.host
	return appendH1(b, t.method, rawURL, host, wireHeaders(nil, headers, &host, ls.ua), t.body, t.noBody), nil
}

// errSignFailed is the failure of a request whose per-request auth could
// not be signed: it is counted, and not sent.
var errSignFailed = &errWithCode{code: metrics.ErrAuthSign}

// wire is the bytes of the next n requests sent at now: the pre-rendered
// ones (no copy) unless the auth signs per request, then the requests
// rendered into buf, each signed on its own. A request that fails to sign
// is left out and counted in unsigned: the caller records each as failed
// (errSignFailed) and sends the others; none of them goes unsigned.
func (t *target) wire(buf []byte, n int, now time.Time) (wire []byte, unsigned int) {
	if t.sign == nil {
		return t.raw[:n*t.one], 0
	}
	buf = buf[:0]
	if t.sign.perSecond {
		one := t.sign.signedAt(t, now)
		if one == nil {
			return buf, n
		}
		for range n {
			buf = append(buf, one...)
		}
		return buf, 0
	}
	for range n {
		next, err := t.sign.render(buf, t, now)
		if err != nil {
			unsigned++
			continue
		}
		buf = next
	}
	return buf, unsigned
}

// signedAt is the request signed for now's second: the one already
// signed for that second, else signed now (a worker that loses the race
// to store it has signed the same bytes); nil when it fails to sign.
func (ls *loadSigner) signedAt(t *target, now time.Time) []byte {
	sec := now.Unix()
	if s := ls.second.Load(); s != nil && s.unix == sec {
		return s.raw
	}
	raw, err := ls.render(nil, t, time.Unix(sec, 0))
	if err != nil {
		return nil
	}
	ls.second.Store(&signedSecond{unix: sec, raw: raw})
	return raw
}

// withAuthorization replaces every Authorization row by one with v.
func withAuthorization(hs []sender.Header, v string) []sender.Header {
	out := make([]sender.Header, 0, len(hs)+1)
	for _, h := range hs {
		if !strings.EqualFold(h.Key, "Authorization") {
			out = append(out, h)
		}
	}
	return append(out, sender.Header{Key: "Authorization", Value: v})
}
