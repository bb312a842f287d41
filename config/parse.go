package config

import (
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"github.com/svc-engine/svc-engine/codec"
)

// InvalidError is a refused POST /config (400 invalid_config). Key names
// the offending entry; it is empty when the body itself is malformed.
type InvalidError struct {
	Key     string
	Message string
}

// Error returns the user-facing message, which names the key and the rule
// that was broken.
func (e *InvalidError) Error() string {
	return e.Message
}

// ErrorCode is the error code of a refused POST /config.
const ErrorCode = "invalid_config"

// ParseUpdate decodes a POST /config body: a JSON object mapping keys to
// values. A value may be a JSON string, number or boolean; it is validated
// against its entry and normalized to its canonical string form (for
// example "true", "30000", "http1.1").
//
// ParseUpdate returns every key and value to write, or an error naming
// every problem, each an *InvalidError (several are joined with
// errors.Join; use errors.As to reach them). On error nothing is to be
// written. An empty object is valid and returns an empty map.
func ParseUpdate(body []byte) (map[string]string, error) {
	dec := codec.NewDecoder(body)

	notObject := &InvalidError{Message: "The request body must be a JSON object mapping config keys to values."}
	tok, err := dec.Token()
	if errors.Is(err, io.EOF) {
		return nil, notObject
	}
	if err != nil {
		return nil, malformed(err)
	}
	if d, ok := tok.(codec.Delim); !ok || d != '{' {
		return nil, notObject
	}

	entries := catalogueByKey()
	update := make(map[string]string)
	seen := make(map[string]bool)
	duplicate := make(map[string]bool)
	var problems []error
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, malformed(err)
		}
		key, ok := tok.(string)
		if !ok {
			return nil, malformed(fmt.Errorf("unexpected %v", tok))
		}
		var raw any
		if err := dec.Decode(&raw); err != nil {
			return nil, malformed(err)
		}
		if seen[key] {
			if !duplicate[key] {
				problems = append(problems, &InvalidError{Key: key, Message: fmt.Sprintf("config key %q appears more than once", key)})
			}
			duplicate[key] = true
			continue
		}
		seen[key] = true
		e, ok := entries[key]
		if !ok {
			problems = append(problems, &InvalidError{Key: key, Message: fmt.Sprintf("unknown config key %q", key)})
			continue
		}
		value, problem := normalize(e, raw)
		if problem != nil {
			problems = append(problems, problem)
			continue
		}
		update[key] = value
	}
	if _, err := dec.Token(); err != nil {
		return nil, malformed(err)
	}
	if err := dec.End(); err != nil {
		return nil, &InvalidError{Message: "The request body must contain a single JSON object and nothing after it."}
	}

	switch len(problems) {
	case 0:
		return update, nil
	case 1:
		return nil, problems[0]
	default:
		return nil, errors.Join(problems...)
	}
}

func malformed(err error) *InvalidError {
	if errors.Is(err, io.EOF) {
		err = io.ErrUnexpectedEOF
	}
	return &InvalidError{Message: fmt.Sprintf("The request body is not valid JSON: %v.", err)}
}

func catalogueByKey() map[string]Entry {
	entries := catalogue()
	byKey := make(map[string]Entry, len(entries))
	for _, e := range entries {
		byKey[e.Key] = e
	}
	return byKey
}

// normalize validates a decoded JSON value (nil, bool, string or
// codec.Number; anything else is refused) against e and returns its
// canonical string form.
func normalize(e Entry, raw any) (string, *InvalidError) {
	if raw == nil {
		return "", &InvalidError{Key: e.Key, Message: fmt.Sprintf("%s must not be null", e.Key)}
	}
	switch e.Type {
	case TypeInteger:
		return normalizeInteger(e, raw)
	case TypeNumber:
		return normalizeNumber(e, raw)
	case TypeBoolean:
		return normalizeBoolean(e, raw)
	case TypeEnum:
		return normalizeEnum(e, raw)
	case TypeString:
		return normalizeString(e, raw)
	default:
		return "", &InvalidError{Key: e.Key, Message: fmt.Sprintf("%s has unsupported type %q", e.Key, e.Type)}
	}
}

func normalizeInteger(e Entry, raw any) (string, *InvalidError) {
	var s string
	switch v := raw.(type) {
	case codec.Number:
		s = string(v)
	case string:
		s = strings.TrimSpace(v)
	default:
		return "", wrongType(e, "an integer", raw)
	}
	n, err := strconv.ParseInt(s, 10, 64)
	if errors.Is(err, strconv.ErrRange) {
		return "", outOfRange(e, s)
	}
	if err != nil {
		return "", &InvalidError{Key: e.Key, Message: fmt.Sprintf("%s must be a whole number, got %s", e.Key, describe(raw))}
	}
	if lo, err := strconv.ParseInt(e.Min, 10, 64); err == nil && n < lo {
		return "", outOfRange(e, s)
	}
	if hi, err := strconv.ParseInt(e.Max, 10, 64); err == nil && n > hi {
		return "", outOfRange(e, s)
	}
	return strconv.FormatInt(n, 10), nil
}

func normalizeNumber(e Entry, raw any) (string, *InvalidError) {
	var s string
	switch v := raw.(type) {
	case codec.Number:
		s = string(v)
	case string:
		s = strings.TrimSpace(v)
	default:
		return "", wrongType(e, "a number", raw)
	}
	f, err := strconv.ParseFloat(s, 64)
	if errors.Is(err, strconv.ErrRange) {
		return "", outOfRange(e, s)
	}
	if err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
		return "", &InvalidError{Key: e.Key, Message: fmt.Sprintf("%s must be a finite number, got %s", e.Key, describe(raw))}
	}
	if lo, err := strconv.ParseFloat(e.Min, 64); err == nil && f < lo {
		return "", outOfRange(e, s)
	}
	if hi, err := strconv.ParseFloat(e.Max, 64); err == nil && f > hi {
		return "", outOfRange(e, s)
	}
	return formatNumber(f), nil
}

// formatNumber writes f the way encoding/json does: plain decimal unless
// the magnitude is very large or very small.
func formatNumber(f float64) string {
	if f == 0 {
		return "0" // also turns -0 into 0
	}
	if abs := math.Abs(f); abs < 1e-6 || abs >= 1e21 {
		return strconv.FormatFloat(f, 'e', -1, 64)
	}
	return strconv.FormatFloat(f, 'f', -1, 64)
}

func normalizeBoolean(e Entry, raw any) (string, *InvalidError) {
	switch v := raw.(type) {
	case bool:
		return strconv.FormatBool(v), nil
	case string:
		switch strings.ToLower(strings.TrimSpace(v)) {
		case "true":
			return "true", nil
		case "false":
			return "false", nil
		}
		return "", &InvalidError{Key: e.Key, Message: fmt.Sprintf("%s must be true or false, got %s", e.Key, describe(raw))}
	default:
		return "", wrongType(e, "a boolean (true or false)", raw)
	}
}

func normalizeEnum(e Entry, raw any) (string, *InvalidError) {
	s, ok := raw.(string)
	if !ok {
		return "", wrongType(e, "a string, one of "+optionList(e), raw)
	}
	s = strings.TrimSpace(s)
	for _, o := range e.Options {
		if strings.EqualFold(s, o.Value) {
			return o.Value, nil
		}
	}
	return "", &InvalidError{Key: e.Key, Message: fmt.Sprintf("%s must be one of %s, got %q", e.Key, optionList(e), s)}
}

func normalizeString(e Entry, raw any) (string, *InvalidError) {
	s, ok := raw.(string)
	if !ok {
		return "", wrongType(e, "a string", raw)
	}
	s, err := checkString(e.Key, strings.TrimSpace(s))
	if err != nil {
		return "", &InvalidError{Key: e.Key, Message: e.Key + " " + err.Error()}
	}
	return s, nil
}

func wrongType(e Entry, want string, raw any) *InvalidError {
	return &InvalidError{Key: e.Key, Message: fmt.Sprintf("%s must be %s, got %s", e.Key, want, kind(raw))}
}

func outOfRange(e Entry, got string) *InvalidError {
	unit := ""
	if e.Unit != "" {
		unit = " " + e.Unit
	}
	var rule string
	switch {
	case e.Min != "" && e.Max != "":
		rule = fmt.Sprintf("between %s and %s%s", e.Min, e.Max, unit)
	case e.Min != "":
		rule = fmt.Sprintf("at least %s%s", e.Min, unit)
	default:
		rule = fmt.Sprintf("at most %s%s", e.Max, unit)
	}
	return &InvalidError{Key: e.Key, Message: fmt.Sprintf("%s must be %s, got %s", e.Key, rule, got)}
}

func optionList(e Entry) string {
	values := make([]string, len(e.Options))
	for i, o := range e.Options {
		values[i] = o.Value
	}
	return strings.Join(values, ", ")
}

// kind names the JSON type of a decoded value.
func kind(raw any) string {
	switch raw.(type) {
	case nil:
		return "null"
	case bool:
		return "a boolean"
	case string:
		return "a string"
	case codec.Number, float64:
		return "a number"
	case []any:
		return "an array"
	case map[string]any:
		return "an object"
	default:
		return fmt.Sprintf("%T", raw)
	}
}

// describe renders a decoded scalar for an error message.
func describe(raw any) string {
	switch v := raw.(type) {
	case string:
		return strconv.Quote(v)
	case codec.Number:
		return string(v)
	default:
		return kind(raw)
	}
}
