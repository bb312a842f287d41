package sender

import (
	"errors"
	"io/fs"
	"testing"
)

func TestSendErrorReadsAsItsMessageAndUnwrapsToItsCause(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		err  *SendError
		want string
	}{
		{"a message is the whole text", &SendError{Code: CodeInternal, Message: "body.fields[0].src is empty", Err: fs.ErrNotExist}, "body.fields[0].src is empty"},
		{"without a message the cause speaks", &SendError{Code: CodeTimeout, Err: fs.ErrNotExist}, fs.ErrNotExist.Error()},
		{"without either the text is empty", &SendError{Code: CodeDNS}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			if got := tt.err.Error(); got != tt.want {
				t.Errorf("Error() = %q, want %q", got, tt.want)
			}
			var err error = tt.err
			var se *SendError
			if !errors.As(err, &se) || se.Code != tt.err.Code {
				t.Errorf("errors.As did not find the *SendError with code %s", tt.err.Code)
			}
			if tt.err.Err != nil && !errors.Is(err, tt.err.Err) {
				t.Errorf("errors.Is(%v, %v) = false", err, tt.err.Err)
			}
		})
	}
}
