package mgmt

import (
	"errors"
	"net/http"

	"github.com/google/uuid"
	"github.com/valyala/fasthttp"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/config"
	"github.com/svc-engine/svc-engine/logs"
	"github.com/svc-engine/svc-engine/sender"
	"github.com/svc-engine/svc-engine/store"
	"github.com/svc-engine/svc-engine/workspace"
)

// apiError is an error with an explicit status and code, for conditions that
// belong to the HTTP layer (unknown route, forbidden origin, bad query).
type apiError struct {
	status  int
	code    string
	message string
	hint    string // where to look instead (a path), or ""
}

func (e *apiError) Error() string { return e.message }

func errStatus(status int, message string) error {
	return &apiError{status: status, code: codeFor(status), message: message}
}

// codeFor is the spec's status-to-code table.
func codeFor(status int) string {
	switch status {
	case http.StatusBadRequest:
		return "bad_request"
	case http.StatusUnauthorized:
		return "unauthorized"
	case http.StatusForbidden:
		return "forbidden"
	case http.StatusNotFound:
		return "not_found"
	case http.StatusMethodNotAllowed:
		return "method_not_allowed"
	case http.StatusConflict:
		return "conflict"
	case http.StatusRequestEntityTooLarge:
		return "payload_too_large"
	case http.StatusBadGateway:
		return "bad_gateway"
	case http.StatusServiceUnavailable:
		return "unavailable"
	case http.StatusInsufficientStorage:
		return "insufficient_storage"
	}
	if status >= 500 {
		return "internal_error"
	}
	return "bad_request"
}

// errorBody is the one error shape: {"error": {code, message, ...detail}}.
type errorBody struct {
	Error errorDetail `json:"error"`
}

type errorDetail struct {
	Code    string `json:"code"`
	Message string `json:"message"`
	Field   string `json:"field,omitempty"`
	Size    int    `json:"size,omitempty"`
	Cap     int    `json:"cap,omitempty"`
	Key     string `json:"key,omitempty"`
	Item    string `json:"item,omitempty"`
	Hint    string `json:"hint,omitempty"`
	// CorrelationID names the engine log record of an internal error (a
	// 500): the record carries it as req, with the error's text.
	CorrelationID string `json:"correlationId,omitempty"`
	// ProviderStatus and ProviderError detail an oauth2_provider_error:
	// the token endpoint's HTTP status and the OAuth 2 error it named.
	ProviderStatus int    `json:"providerStatus,omitempty"`
	ProviderError  string `json:"providerError,omitempty"`
}

// runConfigError is a POST /runs body whose plan or target is invalid or
// does not resolve: its 400 carries the code invalid_run_config.
type runConfigError struct{ err error }

func (e *runConfigError) Error() string { return e.err.Error() }
func (e *runConfigError) Unwrap() error { return e.err }

// invalidRunConfig marks err, when it is a refusal of the body (a
// *workspace.FieldError), as an invalid run config; other errors (a 413,
// a database failure) pass unchanged.
func invalidRunConfig(err error) error {
	var field *workspace.FieldError
	if err == nil || !errors.As(err, &field) {
		return err
	}
	return &runConfigError{err: err}
}

// classify maps an error to its status and error detail. It is the only
// place where the spec's condition table lives. An *workspace.ItemError
// takes the status of what it wraps and names the item.
func classify(err error) (int, errorDetail) {
	var item *workspace.ItemError
	if errors.As(err, &item) {
		status, d := classifyOne(item.Err)
		d.Item = item.Item
		d.Message = item.Error()
		if d.Field != "" {
			d.Field = item.Item + "." + d.Field
		}
		return status, d
	}
	return classifyOne(err)
}

func classifyOne(err error) (int, errorDetail) {
	var (
		runCfg   *runConfigError
		api      *apiError
		field    *workspace.FieldError
		tooLarge *workspace.TooLargeError
		conflict *workspace.ConflictError
		invalid  *config.InvalidError
		oauth2   *sender.OAuth2Error
		runToken *runTokenError
	)
	switch {
	case errors.As(err, &runToken):
		_, d := classifyOne(runToken.err)
		return http.StatusBadRequest, d
	case errors.As(err, &runCfg):
		status, d := classifyOne(runCfg.err)
		if status == http.StatusBadRequest {
			d.Code = "invalid_run_config"
		}
		return status, d
	case errors.As(err, &api):
		return api.status, errorDetail{Code: api.code, Message: api.message, Hint: api.hint}
	case errors.As(err, &field):
		return http.StatusBadRequest, errorDetail{Code: "bad_request", Message: field.Message, Field: field.Field}
	case errors.As(err, &tooLarge):
		return http.StatusRequestEntityTooLarge, errorDetail{Code: "payload_too_large", Message: tooLarge.Error(), Field: tooLarge.Field, Size: tooLarge.Size, Cap: tooLarge.Cap}
	case errors.As(err, &conflict):
		return http.StatusConflict, errorDetail{Code: "conflict", Message: conflict.Message}
	case errors.As(err, &invalid):
		return http.StatusBadRequest, errorDetail{Code: "invalid_config", Message: err.Error(), Key: invalid.Key}
	case errors.As(err, &oauth2):
		return oauth2HTTPStatus(oauth2.Code), errorDetail{Code: oauth2.Code, Message: oauth2.Error(), ProviderStatus: oauth2.ProviderStatus, ProviderError: oauth2.ProviderError}
	case errors.Is(err, workspace.ErrNotFound):
		return http.StatusNotFound, errorDetail{Code: "not_found", Message: err.Error()}
	// Storage failures (issue 18): the sentinel's own text, never the driver's.
	case errors.Is(err, store.ErrDiskFull):
		return http.StatusInsufficientStorage, errorDetail{Code: "insufficient_storage", Message: store.ErrDiskFull.Error()}
	case errors.Is(err, store.ErrIO):
		return http.StatusServiceUnavailable, errorDetail{Code: "unavailable", Message: store.ErrIO.Error()}
	case errors.Is(err, store.ErrBackupRunning):
		return http.StatusConflict, errorDetail{Code: "conflict", Message: store.ErrBackupRunning.Error()}
	}
	return http.StatusInternalServerError, errorDetail{Code: "internal_error"}
}

// oauth2HTTPStatus is the HTTP status of an oauth2_* code: the provider's
// side (a refusal, no answer, a bad answer) is a 502, a sign-in still
// to do a 409, a config that cannot work a 400.
func oauth2HTTPStatus(code string) int {
	switch code {
	case sender.OAuth2ProviderError, sender.OAuth2NetworkError, sender.OAuth2InvalidResponse:
		return http.StatusBadGateway
	case sender.OAuth2AuthorizationRequired:
		return http.StatusConflict
	}
	return http.StatusBadRequest
}

// internalMessage is the one message of an unclassified failure (a 500):
// its text, which may name files, SQL or internal state, goes to the
// engine log only, under the correlation id.
func internalMessage(id string) string {
	return "internal error; see the engine log, correlation id " + id
}

// writeError writes the error body for err and logs a 5xx once. An
// unclassified error (a 500) never shows its text to the client: the body
// carries a fixed message and a fresh correlation id, and the log record
// carries the same id (req) and the error.
func (s *Server) writeError(ctx *fasthttp.RequestCtx, err error) {
	status, detail := classify(err)
	if status >= 500 {
		attrs := []any{logs.Cat("http"), logs.Err(err)}
		if status == http.StatusInternalServerError && detail.Code == "internal_error" && detail.Message == "" {
			detail.CorrelationID = uuid.NewString()
			detail.Message = internalMessage(detail.CorrelationID)
			attrs = append(attrs, logs.Req(detail.CorrelationID))
		}
		s.log.Error("The management API failed a request to "+string(ctx.Method())+" "+string(ctx.Path()), attrs...)
	}
	b, _ := codec.Marshal(errorBody{Error: detail})
	b = append(b, '\n') // as writeJSON: every JSON answer ends with a newline
	ctx.SetStatusCode(status)
	ctx.SetContentType("application/json")
	ctx.SetBody(b)
}
