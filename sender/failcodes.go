package sender

// The failure-code list. A failed send (statusCode 0) reports one of these
// names as its errorCode; the load recorder counts failures in an array
// indexed by FailIndex, and the reports name each counter by FailName. The
// table in failureCodes is the only place a name, an index and a meaning
// are tied together: the Code constants name the entries, and metrics'
// ErrCode constants are these indexes.

// Error codes of a failed send (statusCode 0), the names of the list.
const (
	CodeInternal         = "INTERNAL_ERROR"
	CodeConnectionFailed = "CONNECTION_FAILED"
	CodeProxy            = "PROXY_ERROR"
	CodeTimeout          = "TIMEOUT"
	CodeDNS              = "DNS_FAILED"
	CodeTLS              = "TLS_ERROR"
	CodeBodyTooLarge     = "BODY_TOO_LARGE"
	CodeTooManyRedirects = "TOO_MANY_REDIRECTS"
	CodeConnectionReset  = "CONNECTION_RESET"
	CodeInvalidURL       = "INVALID_URL"
	CodeIncomplete       = "INCOMPLETE"
	CodeOAuth2           = "OAUTH_TOKEN_FAILED"
	CodeAuthSign         = "AUTH_SIGN_FAILED"
)

// FailIndex is the small integer of a failure code: 0 is no failure, and
// 1..NumFailIndexes-1 index the list. Hot paths index arrays with it.
type FailIndex uint8

// The indexes of the list, in table order.
const (
	FailNone FailIndex = iota
	FailInternal
	FailConnectionFailed
	FailProxy
	FailTimeout
	FailDNS
	FailTLS
	FailBodyTooLarge
	FailTooManyRedirects
	FailConnectionReset
	FailInvalidURL
	FailIncomplete
	FailOAuth2
	FailAuthSign
	// NumFailIndexes is the length of an array indexed by FailIndex
	// (FailNone included).
	NumFailIndexes
)

// FailureCode is one row of the failure-code list.
type FailureCode struct {
	Index   FailIndex
	Name    string // the errorCode string
	Meaning string // one line: when a send fails with it
}

// failureCodes is the list, indexed by FailIndex (row 0 is FailNone). It
// is a function returning an array value so no package state can change it.
func failureCodes() [NumFailIndexes]FailureCode {
	return [NumFailIndexes]FailureCode{
		{FailNone, "", "no failure"},
		{FailInternal, CodeInternal, "the engine could not build or finish the send (unreadable file part, undecodable body, an internal fault)"},
		{FailConnectionFailed, CodeConnectionFailed, "no connection to the target, or the connection broke with a malformed or unusable answer"},
		{FailProxy, CodeProxy, "the proxy is invalid, unreachable or refused the tunnel"},
		{FailTimeout, CodeTimeout, "the request did not complete within its timeout"},
		{FailDNS, CodeDNS, "the target host name did not resolve"},
		{FailTLS, CodeTLS, "the TLS handshake failed or the server ended TLS"},
		{FailBodyTooLarge, CodeBodyTooLarge, "the response body passed the engine's size limit"},
		{FailTooManyRedirects, CodeTooManyRedirects, "a redirect chain passed maxRedirects"},
		{FailConnectionReset, CodeConnectionReset, "the server reset or closed the connection before the answer was complete"},
		{FailInvalidURL, CodeInvalidURL, "the request URL or a redirect Location is not a valid http(s) URL"},
		{FailIncomplete, CodeIncomplete, "a load run ended (its duration, a stop or an abort) while the request was in flight, before its timeout"},
		{FailOAuth2, CodeOAuth2, "the OAuth 2 token of the request could not be had (the oauth2Error member names the oauth2_* code)"},
		{FailAuthSign, CodeAuthSign, "a load run's request could not be signed by its per-request auth (aws, oauth1, hawk, edgegrid, digest) and was not sent"},
	}
}

// FailureCodes returns the list in index order, FailNone excluded.
func FailureCodes() []FailureCode {
	all := failureCodes()
	return append([]FailureCode(nil), all[1:]...)
}

// FailName is the errorCode string of i ("" for FailNone or an index
// outside the list). It does not allocate.
func FailName(i FailIndex) string {
	if i >= NumFailIndexes {
		return ""
	}
	return failureCodes()[i].Name
}

// FailIndexOf is the index of the errorCode name; ok is false for a name
// outside the list (and for "").
func FailIndexOf(name string) (i FailIndex, ok bool) {
	if name == "" {
		return FailNone, false
	}
	for _, c := range failureCodes() {
		if c.Name == name {
			return c.Index, true
		}
	}
	return FailNone, false
}
