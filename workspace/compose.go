package workspace

import (
	"time"

	"github.com/svc-engine/svc-engine/codec"
)

// MaxComposeTimeout is the highest timeoutMs of a compose or execute body.
const MaxComposeTimeout = time.Hour

// EnvChoice is the environment a compose or a run reads: with Set false
// the active one (if any); with Set true and ID "" none; else the live
// environment ID.
type EnvChoice struct {
	Set bool
	ID  string
}

// ComposeSpec is a validated compose, execute or load-run target: a
// stored request or an inline one, the environment, variable overrides
// and a timeout.
type ComposeSpec struct {
	RequestID string // a stored request; "" when Inline is set
	// Inline is an inline request template with the fields of a request
	// (collectionId optional); nil when RequestID is set.
	Inline    Patch
	Env       EnvChoice
	Variables codec.RawMessage // an object of overrides, highest precedence; nil: none
	Timeout   time.Duration    // 0: the request's own or the default
}

// ParseComposeSpec reads requestId or request (exactly one), timeoutMs
// (1..3600000), variables (an object) and environmentId (absent: the
// active environment; null or "": none) from p. A refusal is a
// *FieldError naming the member.
func ParseComposeSpec(p Patch) (ComposeSpec, error) {
	var c ComposeSpec
	hasID, hasInline := p.State("requestId") == Value, p.State("request") == Value
	switch {
	case hasID && hasInline:
		return c, Fieldf("request", "send either requestId or request, not both")
	case !hasID && !hasInline:
		return c, Fieldf("requestId", "requestId (a stored request) or request (an inline request) is required")
	}
	if p.State("timeoutMs") == Value {
		n, ok := Int(p["timeoutMs"])
		if !ok || n < 1 || n > MaxComposeTimeout.Milliseconds() {
			return c, Fieldf("timeoutMs", "timeoutMs must be an integer from 1 to 3600000")
		}
		c.Timeout = time.Duration(n) * time.Millisecond
	}
	if p.State("variables") == Value {
		if KindOf(p["variables"]) != KindObject {
			return c, Fieldf("variables", "variables must be an object")
		}
		c.Variables = p["variables"]
	}
	if hasID {
		id, ok := String(p["requestId"])
		if !ok || id == "" {
			return c, Fieldf("requestId", "requestId must be a non-empty string")
		}
		c.RequestID = id
	} else {
		inline, err := DecodePatch(p["request"])
		if err != nil {
			return c, Fieldf("request", "request must be an object with the fields of a request")
		}
		c.Inline = inline
	}
	switch p.State("environmentId") {
	case Null:
		c.Env.Set = true
	case Value:
		id, ok := String(p["environmentId"])
		if !ok {
			return c, Fieldf("environmentId", "environmentId must be a string or null")
		}
		c.Env = EnvChoice{Set: true, ID: id}
	}
	return c, nil
}
