package mcp

import (
	"context"
	"fmt"
	"net/url"
	"regexp"
	"strconv"
	"strings"
)

func pStr(name, desc string) param  { return param{name: name, kind: "string", desc: desc} }
func pInt(name, desc string) param  { return param{name: name, kind: "integer", desc: desc} }
func pBool(name, desc string) param { return param{name: name, kind: "boolean", desc: desc} }
func pObj(name, desc string) param  { return param{name: name, kind: "object", desc: desc} }
func pArr(name, items, desc string) param {
	return param{name: name, kind: "array", items: items, desc: desc}
}

// req marks p required.
func req(p param) param { p.required = true; return p }

// enum restricts p to values.
func enum(p param, values ...string) param { p.enum = values; return p }

// bounded gives p a minimum and maximum.
func bounded(p param, lo, hi int) param { p.min, p.max = &lo, &hi; return p }

// limitParam is the limit argument of a list tool.
func limitParam(l listLimit) param {
	return bounded(pInt("limit", fmt.Sprintf("Rows to return: %d by default, at most %d (a larger value is refused, not clamped).", l.def, l.max)), 1, l.max)
}

var offsetParam = pInt("offset", "Rows to skip (default 0).")

var confirmedParam = pBool("confirmed", "Set true to confirm this destructive action when the client cannot be asked (no elicitation); without confirmation the tool only says what it would do.")

// Common id parameters, named as the engine's API names them.
var (
	pCollectionID  = req(pStr("collectionId", "The collection's id (col_…); list_collections lists them."))
	pRequestID     = req(pStr("requestId", "The stored request's id (req_…); list_requests lists them."))
	pRunID         = req(pStr("runId", "The run's id (run_…); list_runs lists them."))
	pEnvironmentID = req(pStr("environmentId", "The environment's id (env_…); list_environments lists them."))
	pExampleID     = req(pStr("exampleId", "The saved example's id (exa_…); list_request_examples lists them."))
	pTrashID       = req(pStr("id", "The trash entry's id (the id of the deleted collection or request); list_trash lists them."))
	pMockID        = req(pStr("mockId", "The mock server's id; list_mock_servers lists them."))
	pIssuerID      = req(pStr("issuerId", "The mock issuer's id; list_mock_issuers lists them."))
	pInboxID       = req(pStr("inboxId", "The webhook inbox's id; list_webhook_inboxes lists them."))
)

var pathParam = regexp.MustCompile(`\{([a-zA-Z]+)\}`)

// path fills the {name} segments of tmpl from required string arguments.
func (c *call) path(tmpl string) (string, error) {
	var err error
	out := pathParam.ReplaceAllStringFunc(tmpl, func(m string) string {
		name := m[1 : len(m)-1]
		v, e := c.reqStr(name)
		if e != nil && err == nil {
			err = e
		}
		return url.PathEscape(v)
	})
	return out, err
}

// query builds a query string from the present arguments named.
func (c *call) query(names ...string) url.Values {
	q := url.Values{}
	for _, n := range names {
		if v, ok := c.args[n]; ok && v != nil {
			q.Set(n, strings.TrimSpace(fmt.Sprint(v)))
		}
	}
	return q
}

// get maps a read onto GET tmpl with the named arguments as the query.
func get(tmpl string, queryArgs ...string) func(context.Context, *call) (any, error) {
	return func(ctx context.Context, c *call) (any, error) {
		p, err := c.path(tmpl)
		if err != nil {
			return nil, err
		}
		return c.s.engine.raw(ctx, "GET", p, c.query(queryArgs...), nil)
	}
}

// send maps a write onto method tmpl with the named arguments (those
// present, null included) as the JSON body; no names sends no body.
func send(method, tmpl string, bodyArgs ...string) func(context.Context, *call) (any, error) {
	return func(ctx context.Context, c *call) (any, error) {
		p, err := c.path(tmpl)
		if err != nil {
			return nil, err
		}
		var body any
		if len(bodyArgs) > 0 {
			body = c.pick(bodyArgs...)
		}
		return c.s.engine.raw(ctx, method, p, nil, body)
	}
}

// listed reads a paginated list with the limit l (refused above its
// maximum) and the named arguments as the query.
func listed(tmpl string, l listLimit, queryArgs ...string) func(context.Context, *call) (any, error) {
	return func(ctx context.Context, c *call) (any, error) {
		n, err := c.limit(l)
		if err != nil {
			return nil, err
		}
		p, err := c.path(tmpl)
		if err != nil {
			return nil, err
		}
		q := c.query(queryArgs...)
		q.Set("limit", strconv.Itoa(n))
		v, err := c.s.engine.value(ctx, "GET", p, q, nil)
		return capBodies(v), err
	}
}

// says returns a preview that fills {name} from the arguments.
func says(tmpl string) func(*call) string {
	return func(c *call) string {
		return pathParam.ReplaceAllStringFunc(tmpl, func(m string) string {
			v, _ := c.str(m[1 : len(m)-1])
			return v
		})
	}
}
