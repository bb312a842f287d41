package sender

import (
	"time"

	"github.com/svc-engine/svc-engine/codec"
)

// Header is one request header row as sent.
type Header struct {
	Key   string `json:"key"`
	Value string `json:"value"`
}

// Request is an execute-ready request: variables already resolved, disabled
// rows dropped, auth concrete (never inherit).
type Request struct {
	Method string
	// URL is the wire truth: it is sent as written, and the enabled query
	// parameters already live inside it.
	URL string
	// Headers are the enabled header rows in order, repeats kept.
	Headers []Header
	// Body is the body union (workspace.NormalizeBody output), resolved;
	// nil means {"mode":"none"}.
	Body codec.RawMessage
	// Auth is a concrete auth object {"mode":...}; nil, none and noauth
	// mean no auth.
	Auth codec.RawMessage
	// SendAuth, when set, is the concrete auth sent instead of Auth: the
	// token an oauth2 Auth became (Client.ResolveOAuth2). It is never
	// shown (ViewOf) or stored.
	SendAuth codec.RawMessage

	FollowRedirects bool
	MaxRedirects    int    // 0..100
	HTTPVersion     string // auto, http1.1 or http2
	VerifySSL       bool
	Stream          bool          // consume the response as an event stream
	Timeout         time.Duration // 0 means the engine default (30 s)
	// FileDir is where a form-data file part's relative src is read
	// from; "" means the engine's working directory.
	FileDir string
}

// SendError is a failed send: it is reported with statusCode 0 and
// errorCode Code. Match it with errors.As.
type SendError struct {
	Code    string // one of the Code constants: a name of the failure-code list (FailureCodes)
	Message string // the full human-readable text reported with the send, cause included
	Err     error  // the cause, if any, for errors.Is and errors.As
}

// Error returns Message, or the cause's text when Message is empty.
func (e *SendError) Error() string {
	if e.Message == "" && e.Err != nil {
		return e.Err.Error()
	}
	return e.Message
}

// Unwrap returns the cause.
func (e *SendError) Unwrap() error { return e.Err }

// internalError returns a *SendError with CodeInternal.
func internalError(err error, msg string) *SendError {
	return &SendError{Code: CodeInternal, Message: msg, Err: err}
}
