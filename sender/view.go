package sender

import "github.com/svc-engine/svc-engine/codec"

// RequestView is a composed request as the API shows it: the request of
// POST /compose and the target in a load run's config snapshot.
type RequestView struct {
	Method          string           `json:"method"`
	URL             string           `json:"url"`
	Headers         []Header         `json:"headers"`
	Body            codec.RawMessage `json:"body"`
	Auth            codec.RawMessage `json:"auth"`
	FollowRedirects bool             `json:"followRedirects"`
	MaxRedirects    int              `json:"maxRedirects"`
	HTTPVersion     string           `json:"httpVersion"`
	VerifySSL       bool             `json:"verifySSL"`
	Stream          bool             `json:"stream"`
	TimeoutMs       int64            `json:"timeoutMs"`
}

// ViewOf is r as the API shows it: no auth is null, no headers an empty
// list.
func ViewOf(r Request) RequestView {
	auth := r.Auth
	if len(auth) == 0 {
		auth = codec.RawMessage("null")
	}
	hs := r.Headers
	if hs == nil {
		hs = []Header{}
	}
	return RequestView{Method: r.Method, URL: r.URL, Headers: hs, Body: r.Body, Auth: auth, FollowRedirects: r.FollowRedirects,
		MaxRedirects: r.MaxRedirects, HTTPVersion: r.HTTPVersion, VerifySSL: r.VerifySSL, Stream: r.Stream, TimeoutMs: r.Timeout.Milliseconds()}
}
