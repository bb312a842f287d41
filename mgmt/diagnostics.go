package mgmt

import (
	"github.com/valyala/fasthttp"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/config"
	"github.com/svc-engine/svc-engine/workspace"
)

// diagnoseConnection is POST /diagnostics/connection {url, httpVersion,
// verifySSL}: what a send to url would do, step by step, and where it
// fails. It always answers 200 with the diagnosis; a malformed body is a 400.
func (s *Server) diagnoseConnection(ctx *fasthttp.RequestCtx) error {
	if _, err := decode(ctx); err != nil { // one JSON object, or the usual 400
		return err
	}
	var in struct {
		URL         *string          `json:"url"`
		HTTPVersion codec.RawMessage `json:"httpVersion"`
		VerifySSL   codec.RawMessage `json:"verifySSL"`
	}
	if err := codec.Unmarshal(ctx.PostBody(), &in); err != nil || in.URL == nil || *in.URL == "" {
		return workspace.Fieldf("url", "url is required: the http or https URL to diagnose")
	}
	version := s.config().String(config.KeyDefaultHTTPVersion)
	if in.HTTPVersion != nil && string(in.HTTPVersion) != "null" {
		var v string
		if codec.Unmarshal(in.HTTPVersion, &v) != nil || (v != config.HTTPVersionAuto && v != config.HTTPVersion11 && v != config.HTTPVersion2) {
			return workspace.Fieldf("httpVersion", "httpVersion must be one of auto, http1.1 and http2")
		}
		version = v
	}
	verify := true
	if in.VerifySSL != nil && string(in.VerifySSL) != "null" {
		if codec.Unmarshal(in.VerifySSL, &verify) != nil {
			return workspace.Fieldf("verifySSL", "verifySSL must be a boolean")
		}
	}
	return writeJSON(ctx, 200, s.sender.Diagnose(s.base, *in.URL, version, verify, s.settings()))
}
