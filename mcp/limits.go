package mcp

import (
	"unicode/utf8"

	"github.com/svc-engine/svc-engine/codec"
)

// The result limits of the spec's Limits table.
const (
	// MaxResultBody is the most of one body a result carries (32 KB).
	MaxResultBody = 32 << 10
	// TraceBudget is the most trace text get_run_report embeds (96 KB).
	TraceBudget = 96 << 10
	// MaxSpecText is the most document text get_spec and export_spec carry.
	MaxSpecText = 32 << 10
)

// listLimit is the default and maximum of one list tool's limit.
type listLimit struct{ def, max int }

// The list limits: a limit above the maximum is refused, not clamped.
var (
	limitRuns     = listLimit{100, 500}
	limitSamples  = listLimit{25, 500}
	limitSeries   = listLimit{100, 1000}
	limitCaptures = listLimit{25, 100}
	limitActivity = listLimit{50, 200}
)

// limit reads the limit argument under l.
func (c *call) limit(l listLimit) (int, error) {
	n, err := c.integer("limit", l.def)
	if err != nil {
		return 0, err
	}
	if n < 1 || n > l.max {
		return 0, argErr("limit", "must be from 1 to %d (default %d); a larger value is refused, not clamped", l.max, l.def)
	}
	return n, nil
}

// cut returns the longest prefix of s of at most n bytes that ends on a
// UTF-8 boundary.
func cut(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
}

// capBodies walks v and cuts every string body over 32 KB: a cut `body`
// gets `bodyTruncated` true and `bodyBytes` (its true size) beside it; a cut
// `bodyRaw` also nulls the parsed `body` beside it. It returns v.
func capBodies(v any) any {
	switch x := v.(type) {
	case map[string]any:
		for k, e := range x {
			if k != "body" && k != "bodyRaw" {
				capBodies(e)
			}
		}
		if raw, ok := x["bodyRaw"].(string); ok && len(raw) > MaxResultBody {
			x["bodyRaw"], x["body"] = cut(raw, MaxResultBody), nil
			x["bodyTruncated"], x["bodyBytes"] = true, len(raw)
		} else if b, ok := x["body"].(string); ok && len(b) > MaxResultBody {
			x["body"] = cut(b, MaxResultBody)
			x["bodyTruncated"], x["bodyBytes"] = true, len(b)
		} else if b, ok := x["body"]; ok {
			capBodies(b)
		}
	case []any:
		for _, e := range x {
			capBodies(e)
		}
	}
	return v
}

// capText cuts the string under key of m to MaxSpecText bytes and states
// the true size as contentBytes (and contentTruncated when cut).
func capText(m map[string]any, key string) {
	s, ok := m[key].(string)
	if !ok {
		return
	}
	m["contentBytes"] = len(s)
	if len(s) > MaxSpecText {
		m[key], m["contentTruncated"] = cut(s, MaxSpecText), true
	}
}

// budgetTraces embeds the traces of steps under TraceBudget: the first
// step's trace always, then failing steps, then the rest in run order,
// while the budget lasts; the others lose their trace and carry
// traceOmitted: true. Rows keep their run order. It returns how many traces
// were omitted.
func budgetTraces(steps []map[string]any, traceKeys []string) int {
	size := func(m map[string]any) int {
		n := 0
		for _, k := range traceKeys {
			if v, ok := m[k]; ok && v != nil {
				b, _ := codec.Marshal(v)
				n += len(b)
			}
		}
		return n
	}
	keep := make([]bool, len(steps))
	spent := 0
	if len(steps) > 0 {
		keep[0], spent = true, size(steps[0])
	}
	for _, failing := range []bool{true, false} {
		for i := 1; i < len(steps); i++ {
			if keep[i] || isFailed(steps[i]) != failing {
				continue
			}
			if n := size(steps[i]); spent+n <= TraceBudget {
				keep[i], spent = true, spent+n
			}
		}
	}
	omitted := 0
	for i, m := range steps {
		if keep[i] {
			continue
		}
		for _, k := range traceKeys {
			delete(m, k)
		}
		m["traceOmitted"] = true
		omitted++
	}
	return omitted
}

func isFailed(m map[string]any) bool {
	f, _ := m["failed"].(bool)
	return f
}
