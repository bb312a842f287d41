package workspace

import (
	"fmt"

	"github.com/svc-engine/svc-engine/codec"
)

// Body modes of the request body union.
var (
	stringModes = []string{"json", "text", "xml", "graphql", "jsonrpc"}
	formModes   = []string{"x-www-form-urlencoded", "form-data"}
	// legacyModes maps older input spellings to the long names.
	legacyModes = map[string]string{"form": "x-www-form-urlencoded", "formdata": "form-data"}
)

// BodyModes lists every accepted mode (long names).
func BodyModes() []string {
	return append(append([]string{"none"}, stringModes...), formModes...)
}

// NormalizeBody validates a body union value and returns it with the long
// mode name and normalized field rows. Unknown members are kept in place.
func NormalizeBody(raw codec.RawMessage) (codec.RawMessage, string, error) {
	ms, err := Members(raw)
	if err != nil {
		return nil, "", Fieldf("body", "body must be an object")
	}
	rawMode, ok := Get(ms, "mode")
	mode, isStr := String(rawMode)
	if !ok || !isStr {
		return nil, "", Fieldf("body.mode", "body.mode must be one of %s", list(BodyModes()))
	}
	if long, ok := legacyModes[mode]; ok {
		mode = long
		ms = Set(ms, "mode", Quote(mode))
	}
	if c, ok := Get(ms, "content"); ok && !IsNull(c) && KindOf(c) != KindString {
		return nil, "", Fieldf("body.content", "body.content must be a string")
	}
	rawFields, hasFields := Get(ms, "fields")
	hasFields = hasFields && !IsNull(rawFields)
	switch {
	case mode == "none":
		if hasFields {
			return nil, "", Fieldf("body.fields", "body.fields is only accepted with a form mode, not none")
		}
	case contains(stringModes, mode):
		if hasFields {
			return nil, "", Fieldf("body.fields", "body.fields is only accepted with a form mode, not %s", mode)
		}
		c, ok := Get(ms, "content")
		switch {
		case !ok || IsNull(c):
			ms = Set(ms, "content", Quote(""))
		case KindOf(c) != KindString:
			return nil, "", Fieldf("body.content", "body.content must be a string")
		}
	case contains(formModes, mode):
		if !hasFields || KindOf(rawFields) != KindArray {
			return nil, "", Fieldf("body.fields", "body mode %s needs a fields array", mode)
		}
		rows, err := formFields(rawFields, mode)
		if err != nil {
			return nil, "", err
		}
		ms = Set(ms, "fields", rows)
	default:
		return nil, "", Fieldf("body.mode", "body.mode %q is not one of %s", mode, list(BodyModes()))
	}
	return Object(ms), mode, nil
}

// formFields validates the rows of a form body.
func formFields(raw codec.RawMessage, mode string) (codec.RawMessage, error) {
	items, err := Elements(raw)
	if err != nil {
		return nil, Fieldf("body.fields", "body.fields must be an array")
	}
	out := make([]codec.RawMessage, len(items))
	for i, it := range items {
		at := fmt.Sprintf("body.fields[%d]", i)
		ms, err := Members(it)
		if err != nil {
			return nil, Fieldf(at, "%s must be an object", at)
		}
		k, ok := Get(ms, "key")
		if _, isStr := String(k); !ok || !isStr {
			return nil, Fieldf(at+".key", "%s.key must be a string", at)
		}
		if v, ok := Get(ms, "value"); !ok || IsNull(v) {
			ms = Set(ms, "value", Quote(""))
		} else if KindOf(v) != KindString {
			return nil, Fieldf(at+".value", "%s.value must be a string", at)
		}
		if e, ok := Get(ms, "enabled"); !ok {
			ms = Set(ms, "enabled", codec.RawMessage("true"))
		} else if _, isBool := Bool(e); !isBool {
			// A non-boolean enabled reads as enabled.
			ms = Set(ms, "enabled", codec.RawMessage("true"))
		}
		typ := "text"
		if t, ok := Get(ms, "type"); ok && !IsNull(t) {
			s, isStr := String(t)
			if !isStr || (s != "text" && s != "file") {
				return nil, Fieldf(at+".type", "%s.type must be text or file", at)
			}
			typ = s
		}
		if typ == "file" && mode != "form-data" {
			return nil, Fieldf(at+".type", "%s is a file part, which only form-data accepts", at)
		}
		for _, m := range []string{"src", "fileName", "contentType"} {
			v, ok := Get(ms, m)
			if !ok || IsNull(v) {
				continue
			}
			if m == "src" && typ != "file" {
				return nil, Fieldf(at+".src", "%s.src is only accepted on a file part (type file)", at)
			}
			if KindOf(v) != KindString {
				return nil, Fieldf(at+"."+m, "%s.%s must be a string", at, m)
			}
		}
		out[i] = Object(ms)
	}
	return Array(out), nil
}

// CheckFileSources reports a file part (type file) of a form-data body
// without a src member, or with a null one, as a 400 naming its field
// (body.fields[i].src): src is required for a file part. An empty src
// passes, as it fails only at send. body is NormalizeBody's output; any
// other mode passes.
func CheckFileSources(body []byte) error {
	ms, err := Members(body)
	if err != nil {
		return nil
	}
	mode, _ := Get(ms, "mode")
	if m, _ := String(mode); m != "form-data" {
		return nil
	}
	fields, _ := Get(ms, "fields")
	items, err := Elements(fields)
	if err != nil {
		return nil
	}
	for i, it := range items {
		row, err := Members(it)
		if err != nil {
			continue
		}
		if t, _ := Get(row, "type"); !isFileType(t) {
			continue
		}
		if v, ok := Get(row, "src"); !ok || IsNull(v) {
			at := fmt.Sprintf("body.fields[%d].src", i)
			return Fieldf(at, "%s is required for a file part (type file): the path of the file to send", at)
		}
	}
	return nil
}

// isFileType reports whether a row's type member is "file".
func isFileType(t []byte) bool {
	s, _ := String(t)
	return s == "file"
}

// rows validates params or headers: an array of {key, value, enabled}.
// Missing value reads as empty and missing enabled as true; extra members
// are kept.
func rows(field string, raw codec.RawMessage) (codec.RawMessage, error) {
	items, err := Elements(raw)
	if err != nil {
		return nil, Fieldf(field, "%s must be an array of {key, value, enabled}", field)
	}
	out := make([]codec.RawMessage, len(items))
	for i, it := range items {
		at := fmt.Sprintf("%s[%d]", field, i)
		ms, err := Members(it)
		if err != nil {
			return nil, Fieldf(at, "%s must be an object {key, value, enabled}", at)
		}
		k, ok := Get(ms, "key")
		if _, isStr := String(k); !ok || !isStr {
			return nil, Fieldf(at+".key", "%s.key must be a string", at)
		}
		if v, ok := Get(ms, "value"); !ok {
			ms = Set(ms, "value", Quote(""))
		} else if KindOf(v) != KindString {
			return nil, Fieldf(at+".value", "%s.value must be a string", at)
		}
		if e, ok := Get(ms, "enabled"); !ok {
			ms = Set(ms, "enabled", codec.RawMessage("true"))
		} else if _, isBool := Bool(e); !isBool {
			return nil, Fieldf(at+".enabled", "%s.enabled must be a boolean", at)
		}
		out[i] = Object(ms)
	}
	return Array(out), nil
}
