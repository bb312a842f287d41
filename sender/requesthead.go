package sender

import (
	"net/http"
	"strconv"
	"strings"
)

// maxSentBodyCopy bounds the copy of a sent body kept for the trace.
const maxSentBodyCopy = 1 << 20

// withDefaults completes the composed headers like a browser or Postman:
// Host, User-Agent, Accept and Accept-Encoding when not declared, and a
// Content-Length (or chunked framing) computed by the engine, replacing a
// declared one so the framing can never lie.
func withDefaults(headers []Header, u target, s Settings, method string, p Payload, bodyLen int64) []Header {
	out := make([]Header, 0, len(headers)+5)
	if !hasHeader(headers, "Host") {
		out = append(out, Header{Key: "Host", Value: u.Host})
	}
	for _, h := range headers {
		if strings.EqualFold(h.Key, "Content-Length") || strings.EqualFold(h.Key, "Transfer-Encoding") {
			continue
		}
		out = append(out, h)
	}
	ua := s.UserAgent
	if ua == "" {
		ua = "svc-engine"
	}
	if !hasHeader(headers, "User-Agent") {
		out = append(out, Header{Key: "User-Agent", Value: ua})
	}
	if !hasHeader(headers, "Accept") {
		out = append(out, Header{Key: "Accept", Value: "*/*"})
	}
	if !hasHeader(headers, "Accept-Encoding") {
		out = append(out, Header{Key: "Accept-Encoding", Value: "gzip, deflate, br, zstd"})
	}
	switch {
	case p.Multipart != nil && bodyLen < 0:
		out = append(out, Header{Key: "Transfer-Encoding", Value: "chunked"})
	case bodyLen > 0 || (bodyLen == 0 && methodExpectsBody(method)):
		out = append(out, Header{Key: "Content-Length", Value: strconv.FormatInt(bodyLen, 10)})
	}
	return out
}

func methodExpectsBody(m string) bool {
	return m == http.MethodPost || m == http.MethodPut || m == http.MethodPatch
}

func sentBody(p Payload) (string, bool) {
	switch {
	case p.Multipart != nil:
		return "[multipart/form-data body streamed]", false
	case len(p.Body) > maxSentBodyCopy:
		return string(p.Body[:maxSentBodyCopy]), true
	}
	return string(p.Body), false
}
