package sender

import (
	"context"
	"crypto/tls"
	"errors"
	"io"
	"net"
	"strings"
)

// wireError classifies a failure on an open connection.
func wireError(ctx context.Context, err error, during string) error {
	var se *SendError
	if errors.As(err, &se) {
		return se
	}
	if ctx.Err() != nil {
		return timeoutError(err)
	}
	var ne net.Error
	if errors.As(err, &ne) && ne.Timeout() {
		return timeoutError(err)
	}
	// A TLS alert from the server (for example "certificate required" when
	// it wants a client certificate) arrives as a "remote error" OpError.
	var oe *net.OpError
	var alert tls.AlertError
	if errors.As(err, &alert) || (errors.As(err, &oe) && oe.Op == "remote error") {
		return &SendError{Code: CodeTLS, Message: "the server ended TLS while " + during + ": " + err.Error(), Err: err}
	}
	if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) || strings.Contains(err.Error(), "connection reset") || strings.Contains(err.Error(), "broken pipe") {
		return &SendError{Code: CodeConnectionReset, Message: "the connection was closed by the server while " + during, Err: err}
	}
	return &SendError{Code: CodeConnectionFailed, Message: "the connection failed while " + during + ": " + opCause(err), Err: err}
}
