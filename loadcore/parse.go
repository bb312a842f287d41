package loadcore

import (
	"time"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/sender"
	"github.com/svc-engine/svc-engine/workspace"
)

// CheckSamplePeriod is a load run's successSamplePeriod when it has test
// scripts and its plan states none, so there are successes to check.
const CheckSamplePeriod = 100

// MaxRedirects is the highest maxRedirects a load plan can set; larger
// values are clamped to it, negative ones to 0.
const MaxRedirects = 100

// TargetOptions are the send options a load plan sets on its composed
// target; a nil member (absent or null in the plan) leaves the target's
// own value.
type TargetOptions struct {
	FollowRedirects *bool
	MaxRedirects    *int // clamped to 0..MaxRedirects
	HTTPVersion     string
	VerifySSL       *bool
	// Timeout is each request's timeout: the plan's timeoutMs (whole
	// milliseconds) or timeout (a duration string, or whole seconds), or
	// else the same members of its inline request; 1 ms to MaxTimeout.
	Timeout *time.Duration
}

// MaxTimeout is the highest per-request timeout of a load plan, as for a
// single send's timeoutMs.
const MaxTimeout = workspace.MaxComposeTimeout

// ParseTargetOptions reads followRedirects, maxRedirects, httpVersion
// (auto, http1.1 or http2) and verifySSL from a load plan. The first
// member of a wrong type is a *workspace.FieldError naming it.
func ParseTargetOptions(body codec.RawMessage) (TargetOptions, error) {
	var o TargetOptions
	p, err := workspace.DecodePatch(body)
	if err != nil {
		return o, workspace.Fieldf("body", "the run plan must be a JSON object")
	}
	if p.State("followRedirects") == workspace.Value {
		b, ok := workspace.Bool(p["followRedirects"])
		if !ok {
			return o, workspace.Fieldf("followRedirects", "followRedirects must be a boolean")
		}
		o.FollowRedirects = &b
	}
	if p.State("maxRedirects") == workspace.Value {
		n, ok := workspace.Int(p["maxRedirects"])
		if !ok {
			return o, workspace.Fieldf("maxRedirects", "maxRedirects must be an integer (clamped to 0..100)")
		}
		m := int(min(max(n, 0), MaxRedirects))
		o.MaxRedirects = &m
	}
	if p.State("httpVersion") == workspace.Value {
		v, _ := workspace.String(p["httpVersion"])
		switch v {
		case "auto", "http1.1", "http2":
			o.HTTPVersion = v
		default:
			return o, workspace.Fieldf("httpVersion", "httpVersion must be auto, http1.1 or http2")
		}
	}
	if p.State("verifySSL") == workspace.Value {
		b, ok := workspace.Bool(p["verifySSL"])
		if !ok {
			return o, workspace.Fieldf("verifySSL", "verifySSL must be a boolean")
		}
		o.VerifySSL = &b
	}
	d, err := planTimeout(p, "")
	if err == nil && d == nil && p.State("request") == workspace.Value {
		if inline, ierr := workspace.DecodePatch(p["request"]); ierr == nil {
			d, err = planTimeout(inline, "request.")
		}
	}
	if err != nil {
		return o, err
	}
	o.Timeout = d
	return o, nil
}

// planTimeout reads timeoutMs or timeout (not both) from p; prefix names
// where p sits in the plan, for the error. nil means neither is stated.
func planTimeout(p workspace.Patch, prefix string) (*time.Duration, error) {
	ms, dur := p.State("timeoutMs") == workspace.Value, p.State("timeout") == workspace.Value
	var d time.Duration
	switch {
	case ms && dur:
		return nil, workspace.Fieldf(prefix+"timeout", "%stimeout and %stimeoutMs must not both be stated", prefix, prefix)
	case ms:
		n, ok := workspace.Int(p["timeoutMs"])
		if !ok || n < 1 || n > MaxTimeout.Milliseconds() {
			return nil, workspace.Fieldf(prefix+"timeoutMs", "%stimeoutMs must be an integer from 1 to %d", prefix, MaxTimeout.Milliseconds())
		}
		d = time.Duration(n) * time.Millisecond
	case dur:
		v, err := decodeDuration(p["timeout"])
		if err != nil || v < time.Millisecond || v > MaxTimeout {
			return nil, workspace.Fieldf(prefix+"timeout", `%stimeout must be a duration from 1ms to 1h, such as "5s" or "500ms", or a whole number of seconds`, prefix)
		}
		d = v
	default:
		return nil, nil
	}
	return &d, nil
}

// Apply sets the options o states on r.
func (o TargetOptions) Apply(r *sender.Request) {
	if o.FollowRedirects != nil {
		r.FollowRedirects = *o.FollowRedirects
	}
	if o.MaxRedirects != nil {
		r.MaxRedirects = *o.MaxRedirects
	}
	if o.HTTPVersion != "" {
		r.HTTPVersion = o.HTTPVersion
	}
	if o.VerifySSL != nil {
		r.VerifySSL = *o.VerifySSL
	}
	if o.Timeout != nil {
		r.Timeout = *o.Timeout
	}
}

// StatesSamplePeriod reports whether a load plan states its
// successSamplePeriod (null is the same as absent).
func StatesSamplePeriod(body codec.RawMessage) bool {
	p, err := workspace.DecodePatch(body)
	return err == nil && p.State("successSamplePeriod") == workspace.Value
}
