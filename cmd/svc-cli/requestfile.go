package main

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"slices"
	"strings"

	"github.com/svc-engine/svc-engine/codec"
)

// fileError is a request file the client cannot use: missing, unreadable,
// not JSON, or with a field of the wrong shape.
type fileError struct {
	what    string // "" for a request file
	path    string
	problem string
}

func (e *fileError) Error() string {
	what := e.what
	if what == "" {
		what = "request file"
	}
	return what + " " + e.path + ": " + e.problem
}

// member is one member of a JSON object.
type member struct {
	key   string
	value codec.RawMessage
}

// object is a JSON object whose members keep their document order when
// encoded (a Go map would sort them, and header order matters).
type object []member

func (o object) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, m := range o {
		if i > 0 {
			b.WriteByte(',')
		}
		k, err := codec.MarshalHTMLSafe(m.key)
		if err != nil {
			return nil, err
		}
		b.Write(k)
		b.WriteByte(':')
		b.Write(m.value)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

func (o object) get(key string) (codec.RawMessage, bool) {
	for _, m := range o {
		if m.key == key {
			return m.value, true
		}
	}
	return nil, false
}

// errNotObject means a value is valid JSON but not an object.
var errNotObject = errors.New("not an object")

// decodeObject reads a JSON object member by member with codec's ordered
// decoder, keeping the order; a key that appears twice is refused.
func decodeObject(raw []byte) (object, error) {
	ms, _, err := codec.Members(raw)
	switch {
	case errors.Is(err, codec.ErrNotObject):
		return nil, errNotObject
	case errors.Is(err, codec.ErrTrailingData):
		return nil, errors.New("there is more after the object")
	case err != nil:
		return nil, err
	}
	o := make(object, 0, len(ms))
	for _, m := range ms {
		if _, dup := o.get(m.Key); dup {
			return nil, fmt.Errorf("the key %q appears twice", m.Key)
		}
		o = append(o, member{key: m.Key, value: m.Value})
	}
	return o, nil
}

// kind names the JSON type of a valid value, for messages.
func kind(v codec.RawMessage) string {
	v = bytes.TrimLeft(v, " \t\r\n")
	if len(v) == 0 {
		return "nothing"
	}
	switch v[0] {
	case '{':
		return "an object"
	case '[':
		return "an array"
	case '"':
		return "a string"
	case 't', 'f':
		return "a boolean"
	case 'n':
		return "null"
	}
	return "a number"
}

func isNull(v codec.RawMessage) bool { return kind(v) == "null" }

// requestFile is a request file turned into the body of an API call.
type requestFile struct {
	load bool   // POST /runs instead of POST /execute
	body object // the body to send
}

// readRequestFile reads and maps the request file at path.
func readRequestFile(path string) (requestFile, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		problem := "cannot be read: " + err.Error()
		var pe *fs.PathError
		switch {
		case errors.Is(err, fs.ErrNotExist):
			problem = "does not exist"
		case errors.As(err, &pe):
			problem = "cannot be read: " + pe.Err.Error()
		}
		return requestFile{}, &fileError{path: path, problem: problem}
	}
	rf, problem := parseRequestFile(data)
	if problem != "" {
		return requestFile{}, &fileError{path: path, problem: problem}
	}
	return rf, nil
}

// parseRequestFile maps a request file's bytes; problem says what is wrong.
func parseRequestFile(data []byte) (requestFile, string) {
	if !codec.Valid(data) {
		return requestFile{}, "not valid JSON: " + syntaxProblem(data)
	}
	top, err := decodeObject(data)
	switch {
	case errors.Is(err, errNotObject):
		return requestFile{}, "the file must hold a JSON object, not " + kind(data)
	case err != nil:
		return requestFile{}, err.Error()
	}
	_, mode := top.get("mode")
	_, duration := top.get("duration")
	_, iterations := top.get("iterations")
	if mode || duration || iterations {
		if problem := unknownKey(top, loadKeys(), "", "a load test file"); problem != "" {
			return requestFile{}, problem
		}
		body, problem := mapLoad(top)
		return requestFile{load: true, body: body}, problem
	}
	if problem := unknownKey(top, requestKeys(), "", "a request file"); problem != "" {
		return requestFile{}, problem
	}
	req, problem := mapRequest(top, "")
	if problem != "" {
		return requestFile{}, problem
	}
	body := object{{key: "request", value: mustJSON(req)}}
	if env, ok := top.get("environmentId"); ok {
		if k := kind(env); k != "a string" && k != "null" {
			return requestFile{}, "environmentId must be a string, not " + k
		}
		body = append(body, member{key: "environmentId", value: env})
	}
	return requestFile{body: body}, ""
}

// syntaxProblem describes why data is not JSON, with the line and column.
func syntaxProblem(data []byte) string {
	if len(bytes.TrimSpace(data)) == 0 {
		return "the file is empty"
	}
	err := codec.Unmarshal(data, new(any))
	var se *codec.SyntaxError
	if !errors.As(err, &se) {
		return fmt.Sprint(err)
	}
	// Offset counts the bytes read up to and including the bad one.
	pos := min(max(int(se.Offset)-1, 0), len(data))
	before := data[:pos]
	line := bytes.Count(before, []byte("\n")) + 1
	col := pos - bytes.LastIndexByte(before, '\n')
	return fmt.Sprintf("%v (line %d, column %d)", se, line, col)
}

// requestKeys are the members a request (a single-request file, or the
// request object of a load test) may have: the file format's own, then
// the API request fields that go through as written.
func requestKeys() []string {
	return []string{"method", "url", "headers", "body", "environmentId", "elements",
		"auth", "params", "followRedirects", "maxRedirects", "verifySSL", "httpVersion", "stream", "name", "description"}
}

// loadKeys are the top-level members of a load test file: the file
// format's own, then the plan members the engine reads (loadcore's plan
// and the run's target options).
func loadKeys() []string {
	return []string{"request", "mode", "targetRps", "duration", "environmentId", "testScript", "maxInFlight", "concurrency",
		"startConcurrency", "rampUpDuration", "iterations", "thresholds", "comment", "monitor", "stream", "successSamplePeriod",
		"slowRequestThresholdMs", "saveTimingBreakdown", "pipeline", "workers", "stepConcurrency", "stepDuration", "variables",
		"followRedirects", "maxRedirects", "httpVersion", "verifySSL"}
}

// unknownKey names the first member of o that known lacks ("" for none),
// as a problem of the file; at prefixes the name.
func unknownKey(o object, known []string, at, what string) string {
	for _, m := range o {
		if !slices.Contains(known, m.key) {
			return fmt.Sprintf("%q is not a member of %s (%s)", at+m.key, what, strings.Join(known, ", "))
		}
	}
	return ""
}

// mapLoad maps a load test file: the request object is mapped like a
// single request and every other member goes to the engine as written, in
// file order.
func mapLoad(top object) (object, string) {
	raw, ok := top.get("request")
	switch {
	case !ok:
		return nil, "a load test (a file with mode, duration or iterations) needs a request object"
	case kind(raw) != "an object":
		return nil, "request must be an object, not " + kind(raw)
	}
	inner, err := decodeObject(raw)
	if err != nil {
		return nil, "request: " + err.Error()
	}
	if _, ok := inner.get("environmentId"); ok {
		return nil, "request.environmentId belongs at the top level of a load test file"
	}
	if problem := unknownKey(inner, requestKeys(), "request.", "a load test's request"); problem != "" {
		return nil, problem
	}
	req, problem := mapRequest(inner, "request.")
	if problem != "" {
		return nil, problem
	}
	out := make(object, 0, len(top))
	for _, m := range top {
		if m.key == "request" {
			m.value = mustJSON(req)
		}
		out = append(out, m)
	}
	if env, ok := out.get("environmentId"); ok {
		if k := kind(env); k != "a string" && k != "null" {
			return nil, "environmentId must be a string, not " + k
		}
	}
	return out, ""
}

// mapRequest maps a request-file request to the API's inline request:
// method and url as they are, the headers object to enabled rows in
// object order, body.type to body.mode, elements as they are. The API
// request fields of requestKeys that the file format does not name (auth,
// followRedirects...) go through for the engine to take or refuse; the
// caller has refused any other key. at prefixes field names in problems.
func mapRequest(in object, at string) (object, string) {
	var (
		method, target, headers, body, elements codec.RawMessage
		rest                                    object
	)
	for _, m := range in {
		switch m.key {
		case "method", "url":
			if k := kind(m.value); k != "a string" {
				return nil, fmt.Sprintf("%s%s must be a string, not %s", at, m.key, k)
			}
			var s string
			_ = codec.Unmarshal(m.value, &s)
			if strings.TrimSpace(s) == "" {
				return nil, fmt.Sprintf("%s%s is empty", at, m.key)
			}
			if m.key == "method" {
				method = m.value
			} else {
				target = m.value
			}
		case "headers":
			if isNull(m.value) {
				continue
			}
			rows, problem := mapHeaders(m.value, at)
			if problem != "" {
				return nil, problem
			}
			headers = rows
		case "body":
			if isNull(m.value) {
				continue
			}
			b, problem := mapBody(m.value, at)
			if problem != "" {
				return nil, problem
			}
			body = b
		case "elements":
			if isNull(m.value) {
				continue
			}
			if problem := checkElements(m.value, at); problem != "" {
				return nil, problem
			}
			elements = m.value
		case "environmentId":
			// The caller puts it beside the request.
		default:
			rest = append(rest, m)
		}
	}
	switch {
	case method == nil:
		return nil, at + "method is missing"
	case target == nil:
		return nil, at + "url is missing"
	}
	out := object{{key: "method", value: method}, {key: "url", value: target}}
	for _, m := range []member{{"headers", headers}, {"body", body}, {"elements", elements}} {
		if m.value != nil {
			out = append(out, m)
		}
	}
	return append(out, rest...), ""
}

// headerRow is one row of the API's headers array.
type headerRow struct {
	Key     string `json:"key"`
	Value   string `json:"value"`
	Enabled bool   `json:"enabled"`
}

// mapHeaders turns {"Name": "value", ...} into enabled rows, in the order
// the file writes them.
func mapHeaders(raw codec.RawMessage, at string) (codec.RawMessage, string) {
	if k := kind(raw); k != "an object" {
		return nil, fmt.Sprintf("%sheaders must be an object of names to string values, not %s", at, k)
	}
	o, err := decodeObject(raw)
	if err != nil {
		return nil, at + "headers: " + err.Error()
	}
	rows := make([]headerRow, 0, len(o))
	for _, m := range o {
		if m.key == "" {
			return nil, at + "headers has an empty header name"
		}
		var v string
		if k := kind(m.value); k != "a string" {
			return nil, fmt.Sprintf("%sheaders.%s must be a string, not %s", at, m.key, k)
		}
		_ = codec.Unmarshal(m.value, &v)
		rows = append(rows, headerRow{Key: m.key, Value: v, Enabled: true})
	}
	return mustJSON(rows), ""
}

// mapBody turns {"type", "content"} into the API's {"mode", "content"},
// other members kept in place.
func mapBody(raw codec.RawMessage, at string) (codec.RawMessage, string) {
	if k := kind(raw); k != "an object" {
		return nil, fmt.Sprintf("%sbody must be an object with type and content, not %s", at, k)
	}
	o, err := decodeObject(raw)
	if err != nil {
		return nil, at + "body: " + err.Error()
	}
	if _, ok := o.get("mode"); ok {
		return nil, at + "body.mode is the API's name for it; a request file writes body.type"
	}
	t, ok := o.get("type")
	switch {
	case !ok:
		return nil, at + "body.type is missing (none, json, text, xml, graphql or jsonrpc)"
	case kind(t) != "a string":
		return nil, fmt.Sprintf("%sbody.type must be a string, not %s", at, kind(t))
	}
	if c, ok := o.get("content"); ok && kind(c) != "a string" && kind(c) != "null" {
		return nil, fmt.Sprintf("%sbody.content must be a string, not %s (write a JSON body as a string)", at, kind(c))
	}
	out := make(object, len(o))
	for i, m := range o {
		if m.key == "type" {
			m.key = "mode"
		}
		out[i] = m
	}
	return mustJSON(out), ""
}

// checkElements checks that elements is an array of objects with a kind.
func checkElements(raw codec.RawMessage, at string) string {
	var items []codec.RawMessage
	if kind(raw) != "an array" || codec.Unmarshal(raw, &items) != nil {
		return fmt.Sprintf("%selements must be an array of {kind, config} objects, not %s", at, kind(raw))
	}
	for i, it := range items {
		if kind(it) != "an object" {
			return fmt.Sprintf("%selements[%d] must be an object, not %s", at, i, kind(it))
		}
		o, err := decodeObject(it)
		if err != nil {
			return fmt.Sprintf("%selements[%d]: %v", at, i, err)
		}
		if k, ok := o.get("kind"); !ok || kind(k) != "a string" {
			return fmt.Sprintf("%selements[%d].kind must be a string such as script.post", at, i)
		}
		if c, ok := o.get("config"); ok && kind(c) != "an object" && kind(c) != "null" {
			return fmt.Sprintf("%selements[%d].config must be an object, not %s", at, i, kind(c))
		}
	}
	return ""
}

// mustJSON encodes a value the client built itself, which cannot fail.
func mustJSON(v any) codec.RawMessage {
	b, err := codec.MarshalHTMLSafe(v)
	if err != nil {
		panic(fmt.Sprintf("svc-cli: encode %T: %v", v, err))
	}
	return b
}
