package mcp

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/logs"
)

// Category is a tool's gate class (spec: "Tool categories and gates").
type Category string

// The four categories.
const (
	Read    Category = "read"
	Execute Category = "execute"
	Write   Category = "write"
	Load    Category = "load"
)

// param is one property of a tool's input schema.
type param struct {
	name     string
	kind     string // string, integer, number, boolean, object, array
	desc     string
	required bool
	enum     []string
	items    string // the item type of an array
	min, max *int
}

// tool is one tool: its schema, gates and mapping onto the engine.
type tool struct {
	name      string
	desc      string
	cat       Category
	confirm   bool // destructive: needs confirmation
	openWorld bool // real traffic may leave the machine
	params    []param
	// targets lists the URLs the call would send real traffic to, for the
	// allowlist (execute and load tools); nil means none.
	targets func(ctx context.Context, c *call) ([]string, error)
	// check refuses bad arguments and applies the caps before anything is
	// sent; nil means none.
	check func(ctx context.Context, c *call) error
	// preview says what a confirmed call would do.
	preview func(c *call) string
	run     func(ctx context.Context, c *call) (any, error)
}

// call is one tool call: its arguments and the gates it runs under.
type call struct {
	s     *Server
	name  string
	args  map[string]any
	gates Gates
}

// ArgError is a refused argument: the tool answers an error result naming
// it and calls nothing.
type ArgError struct {
	Arg string
	Msg string
}

func (e *ArgError) Error() string { return "argument " + e.Arg + " " + e.Msg }

func argErr(arg, format string, a ...any) error {
	return &ArgError{Arg: arg, Msg: fmt.Sprintf(format, a...)}
}

// Refusal is a call refused by a gate: the tool answers an error result
// naming the gate and calls nothing.
type Refusal struct {
	Gate string // the setting or rule that refused
	Msg  string
}

func (e *Refusal) Error() string { return e.Msg }

// has reports whether the argument is present and not null.
func (c *call) has(name string) bool { v, ok := c.args[name]; return ok && v != nil }

// str returns a string argument ("" when absent); a present value of
// another type is refused.
func (c *call) str(name string) (string, error) {
	v, ok := c.args[name]
	if !ok || v == nil {
		return "", nil
	}
	s, ok := v.(string)
	if !ok {
		return "", argErr(name, "must be a string")
	}
	return s, nil
}

// reqStr returns a required non-empty string argument.
func (c *call) reqStr(name string) (string, error) {
	s, err := c.str(name)
	if err == nil && s == "" {
		err = argErr(name, "is required (a non-empty string)")
	}
	return s, err
}

// integer returns a whole-number argument, def when absent.
func (c *call) integer(name string, def int) (int, error) {
	v, ok := c.args[name]
	if !ok || v == nil {
		return def, nil
	}
	var f float64
	switch n := v.(type) {
	case float64:
		f = n
	case int:
		f = float64(n)
	case codec.Number:
		var err error
		if f, err = strconv.ParseFloat(string(n), 64); err != nil {
			return 0, argErr(name, "must be a whole number")
		}
	default:
		return 0, argErr(name, "must be a whole number")
	}
	if f != math.Trunc(f) || math.Abs(f) > 1<<53 {
		return 0, argErr(name, "must be a whole number")
	}
	return int(f), nil
}

// boolean returns a boolean argument and whether it was given.
func (c *call) boolean(name string) (value, given bool, err error) {
	v, ok := c.args[name]
	if !ok || v == nil {
		return false, false, nil
	}
	b, ok := v.(bool)
	if !ok {
		return false, true, argErr(name, "must be true or false")
	}
	return b, true, nil
}

// object returns an object argument (nil when absent).
func (c *call) object(name string) (map[string]any, error) {
	v, ok := c.args[name]
	if !ok || v == nil {
		return nil, nil
	}
	m, ok := v.(map[string]any)
	if !ok {
		return nil, argErr(name, "must be an object")
	}
	return m, nil
}

// pick copies the named arguments that are present into a body (null
// values included, so a merge-patch can reset a field).
func (c *call) pick(names ...string) map[string]any {
	out := map[string]any{}
	for _, n := range names {
		if v, ok := c.args[n]; ok {
			out[n] = v
		}
	}
	return out
}

// mcpTool builds the protocol description of t: its input schema with a
// described property per parameter, and its annotations.
func (t *tool) mcpTool() mcp.Tool {
	props := map[string]any{}
	var required, order []string
	for _, p := range t.params {
		prop := map[string]any{"type": p.kind, "description": p.desc}
		if len(p.enum) > 0 {
			prop["enum"] = p.enum
		}
		if p.items != "" {
			prop["items"] = map[string]any{"type": p.items}
		}
		if p.min != nil {
			prop["minimum"] = *p.min
		}
		if p.max != nil {
			prop["maximum"] = *p.max
		}
		props[p.name] = prop
		order = append(order, p.name)
		if p.required {
			required = append(required, p.name)
		}
	}
	ro, destructive, openWorld, yes := t.cat == Read, t.confirm, t.openWorld, true
	ann := mcp.ToolAnnotation{Title: title(t.name), OpenWorldHint: &openWorld}
	if ro {
		ann.ReadOnlyHint = &yes
	} else {
		ann.ReadOnlyHint = new(bool)
		ann.DestructiveHint = &destructive
	}
	desc := t.desc + " Category: " + string(t.cat) + "."
	if t.confirm {
		desc += " Destructive: needs confirmation (elicitation when the client supports it, else the argument confirmed: true); without it the tool only says what it would do."
	}
	return mcp.Tool{
		Name:        t.name,
		Description: desc,
		InputSchema: mcp.ToolInputSchema{Type: "object", Properties: props, Required: required, PropertyOrder: order},
		Annotations: ann,
	}
}

// title turns snake_case into a capitalized phrase.
func title(name string) string {
	s := strings.ReplaceAll(name, "_", " ")
	return strings.ToUpper(s[:1]) + s[1:]
}

// handler wraps t.run with the gates: disabled tools and writes, argument
// checks and caps, the allowlist, then confirmation.
func (s *Server) handler(t *tool) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		c := &call{s: s, name: t.name, args: req.GetArguments()}
		if c.args == nil {
			c.args = map[string]any{}
		}
		var res *mcp.CallToolResult
		var err error
		if t.cat == Read {
			var gateErr error
			if res, gateErr, err = s.readGated(ctx, t, c); gateErr != nil {
				return nil, gateErr
			}
		} else {
			if c.gates, err = s.gates(ctx); err != nil {
				return nil, err
			}
			res, err = s.gated(ctx, t, c)
		}
		switch {
		case err == nil:
			return res, nil
		case errors.As(err, new(*Refusal)), errors.As(err, new(*ArgError)), errors.As(err, new(*EngineError)):
			s.log.Info("tool call refused", logs.Cat("mcp"))
			return errorResult(err), nil
		default:
			s.log.Error("tool call failed", logs.Cat("mcp"), logs.Err(err))
			return nil, fmt.Errorf("%s: %w", t.name, err)
		}
	}
}

// readGated runs a read tool while its gates are read: a read changes
// nothing and sends nothing out, so the engine's answer can be fetched
// beside the gates and is dropped unanswered when the fresh gates refuse
// the tool (mcpDisabledTools, the one gate of a read tool). Only the
// refusal is seen by the client, as with the gates read first, and the
// call costs the longer of the two engine round trips instead of both.
// A gate read that fails is returned apart (gateErr), as a handler
// failure, whatever the tool's own answer was.
func (s *Server) readGated(ctx context.Context, t *tool, c *call) (res *mcp.CallToolResult, gateErr, err error) {
	type read struct {
		g   Gates
		err error
	}
	gc := make(chan read, 1)
	go func() {
		g, err := s.gates(ctx)
		gc <- read{g, err}
	}()
	v, runErr := t.run(ctx, c)
	gr := <-gc
	switch {
	case gr.err != nil:
		return nil, gr.err, nil
	case gr.g.Disabled[t.name]:
		return nil, nil, disabledRefusal(t.name)
	case runErr != nil:
		return nil, nil, runErr
	}
	res, err = result(ctx, v)
	return res, nil, err
}

// disabledRefusal is the refusal of a tool named in mcpDisabledTools.
func disabledRefusal(name string) *Refusal {
	return &Refusal{Gate: "mcpDisabledTools", Msg: "tool " + name + " is disabled by the mcpDisabledTools setting"}
}

func (s *Server) gated(ctx context.Context, t *tool, c *call) (*mcp.CallToolResult, error) {
	if c.gates.Disabled[t.name] {
		return nil, disabledRefusal(t.name)
	}
	if t.cat == Write && !c.gates.WriteEnabled {
		return nil, &Refusal{Gate: "mcpWriteEnabled", Msg: "tool " + t.name + " writes to the workspace and writes are off (the mcpWriteEnabled setting)"}
	}
	if t.check != nil {
		if err := t.check(ctx, c); err != nil {
			return nil, err
		}
	}
	if t.targets != nil {
		urls, err := t.targets(ctx, c)
		if err != nil {
			return nil, err
		}
		if err := s.checkTargets(ctx, c.gates, urls); err != nil {
			return nil, err
		}
	}
	if t.confirm {
		ok, err := s.confirmed(ctx, t, c)
		if err != nil {
			return nil, err
		}
		if !ok {
			return result(ctx, map[string]any{"confirmed": false, "wouldDo": t.preview(c),
				"message": "nothing was done: confirm through the client's prompt, or call again with confirmed: true"})
		}
	}
	v, err := t.run(ctx, c)
	if err != nil {
		return nil, err
	}
	return result(ctx, v)
}

// result is the JSON text content plus structuredContent of v, encoded
// once: anything but an engine answer is encoded and made an object by
// objectText; the text and the structured content are then one string
// (jsonText). An engine answer (raw) is left in its response for a
// transport that writes answers itself (writesAnswers: the text content
// stays empty and the transport writes the answer as both), else read
// once into that string.
func result(ctx context.Context, v any) (*mcp.CallToolResult, error) {
	var text jsonText
	switch x := v.(type) {
	case *answer:
		if writesAnswers(ctx) {
			return &mcp.CallToolResult{Content: []mcp.Content{mcp.NewTextContent("")}, StructuredContent: x}, nil
		}
		text = x.text()
	default:
		b, err := codec.Marshal(v)
		if err != nil {
			return nil, fmt.Errorf("encode the result: %w", err)
		}
		text = objectText(b)
	}
	return &mcp.CallToolResult{Content: []mcp.Content{mcp.NewTextContent(string(text))}, StructuredContent: text}, nil
}

// answerWriter marks the context of a message whose transport writes an
// answer (engine answer) result itself.
type answerWriter struct{}

// withAnswerWriter returns ctx marked as answerWriter.
func withAnswerWriter(ctx context.Context) context.Context {
	return context.WithValue(ctx, answerWriter{}, true)
}

// writesAnswers reports whether ctx is marked by withAnswerWriter.
func writesAnswers(ctx context.Context) bool {
	on, _ := ctx.Value(answerWriter{}).(bool)
	return on
}

// objectText is the object a result carries for the JSON value b, in one
// allocation (asObject).
func objectText(b []byte) jsonText {
	body, prefix := asObject(b)
	return joinObject(prefix, body)
}

// joinObject is prefix + body + "}" as one string (body alone for no
// prefix).
func joinObject(prefix string, body []byte) jsonText {
	if prefix == "" {
		return jsonText(body)
	}
	var out strings.Builder
	out.Grow(len(prefix) + len(body) + 1)
	out.WriteString(prefix)
	out.Write(body)
	out.WriteByte('}')
	return jsonText(out.String())
}

// asObject says how the JSON value b (space around it ignored) becomes
// the object a result carries, since structuredContent is an object: b
// itself when it is one (prefix ""), else prefix + b + "}", {"items": b}
// for a list or {"result": b} for anything else (null for no value).
func asObject(b []byte) (body []byte, prefix string) {
	b = bytes.TrimSpace(b)
	switch {
	case len(b) == 0:
		return []byte("null"), `{"result":`
	case b[0] == '{':
		return b, ""
	case b[0] == '[':
		return b, `{"items":`
	}
	return b, `{"result":`
}

// jsonText is the structuredContent of a result: a JSON object, valid by
// construction (the engine's own answer or codec's encoding), and the same
// string as the result's text content.
type jsonText string

// MarshalJSON returns the object as it is, for the generic encoder (the
// stdio transport, and answers the HTTP transport does not write itself).
func (j jsonText) MarshalJSON() ([]byte, error) { return []byte(j), nil }

// errorResult is the isError result of a refusal, a refused argument or an
// engine error: the text says what happened, structuredContent holds
// {"error": {code, message, ...}}.
func errorResult(err error) *mcp.CallToolResult {
	e := map[string]any{"message": err.Error()}
	var ref *Refusal
	var arg *ArgError
	var eng *EngineError
	switch {
	case errors.As(err, &ref):
		e["code"], e["gate"] = "refused", ref.Gate
	case errors.As(err, &arg):
		e["code"], e["argument"] = "invalid_argument", arg.Arg
	case errors.As(err, &eng):
		var body map[string]any
		if codec.UnmarshalNumbers(eng.Body, &body) == nil && body != nil {
			e = body
		}
		e["status"] = eng.Status
	}
	v := map[string]any{"error": e}
	b, _ := codec.Marshal(v)
	text := string(b)
	return &mcp.CallToolResult{Content: []mcp.Content{mcp.NewTextContent(text)}, StructuredContent: jsonText(text), IsError: true}
}

// listFilter hides what may not run now: disabled tools, and write tools
// while writes are off. When the gates cannot be read it lists as if
// writes were off.
func (s *Server) listFilter(ctx context.Context, _ any, _ *mcp.ListToolsRequest, res *mcp.ListToolsResult) {
	g, err := s.gates(ctx)
	if err != nil {
		s.log.Warn("the gates could not be read; listing the read tools only", logs.Cat("mcp"), logs.Err(err))
		g = defaultGates()
		g.WriteEnabled = false
	}
	kept := res.Tools[:0]
	for _, t := range res.Tools {
		def := s.byName[t.Name]
		if def == nil || g.Disabled[t.Name] || (def.cat == Write && !g.WriteEnabled) {
			continue
		}
		kept = append(kept, t)
	}
	sort.Slice(kept, func(i, j int) bool { return s.order[kept[i].Name] < s.order[kept[j].Name] })
	res.Tools = kept
}
