package scripting

import (
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/workspace"
)

// schema is a compiled node of the JSON-schema subset the config schemas use:
// type (object, string, integer, number, boolean, array), properties,
// required, additionalProperties (boolean), items, minLength, maxLength,
// minimum, maximum and enum, plus the annotations title, description,
// x-svc-group and x-svc-unit.
type schema struct {
	typ       string
	props     map[string]*schema
	propOrder []string // property names in schema document order
	required  []string
	closed    bool // additionalProperties false
	items     *schema
	minLength *int
	maxLength *int
	minimum   *float64
	maximum   *float64
	enum      []codec.RawMessage
	title     string
	descr     string
	group     string
	unit      string
}

// Values allowed for the x-svc annotations.
var (
	svcGroups = []string{"advanced"}
	svcUnits  = []string{"ms", "%", "B"}
)

var schemaTypes = []string{"object", "string", "integer", "number", "boolean", "array"}

// compileSchema compiles raw; property reports whether raw is the schema of
// an object property (which must carry title and description). where names
// the node in error messages.
func compileSchema(raw codec.RawMessage, where string, property bool) (*schema, error) {
	ms, err := workspace.Members(raw)
	if err != nil {
		return nil, fmt.Errorf("%s: schema must be a JSON object: %w", where, err)
	}
	s := &schema{}
	var propsRaw codec.RawMessage
	for _, m := range ms {
		switch m.Key {
		case "type":
			t, ok := workspace.String(m.Value)
			if !ok || !slices.Contains(schemaTypes, t) {
				return nil, fmt.Errorf("%s: type must be one of %s", where, strings.Join(schemaTypes, ", "))
			}
			s.typ = t
		case "title", "description", "x-svc-group", "x-svc-unit":
			v, ok := workspace.String(m.Value)
			if !ok {
				return nil, fmt.Errorf("%s: %s must be a string", where, m.Key)
			}
			switch m.Key {
			case "title":
				s.title = v
			case "description":
				s.descr = v
			case "x-svc-group":
				if !slices.Contains(svcGroups, v) {
					return nil, fmt.Errorf("%s: x-svc-group %q is not one of %s", where, v, strings.Join(svcGroups, ", "))
				}
				s.group = v
			case "x-svc-unit":
				if !slices.Contains(svcUnits, v) {
					return nil, fmt.Errorf("%s: x-svc-unit %q is not one of %s", where, v, strings.Join(svcUnits, ", "))
				}
				s.unit = v
			}
		case "properties":
			propsRaw = m.Value
		case "required":
			if err := codec.Unmarshal(m.Value, &s.required); err != nil || workspace.KindOf(m.Value) != workspace.KindArray {
				return nil, fmt.Errorf("%s: required must be an array of strings", where)
			}
		case "additionalProperties":
			v, ok := workspace.Bool(m.Value)
			if !ok {
				return nil, fmt.Errorf("%s: additionalProperties must be a boolean", where)
			}
			s.closed = !v
		case "items":
			if s.items, err = compileSchema(m.Value, where+".items", false); err != nil {
				return nil, err
			}
		case "minLength", "maxLength":
			n, ok := workspace.Int(m.Value)
			if !ok || n < 0 {
				return nil, fmt.Errorf("%s: %s must be a non-negative integer", where, m.Key)
			}
			v := int(n)
			if m.Key == "minLength" {
				s.minLength = &v
			} else {
				s.maxLength = &v
			}
		case "minimum", "maximum":
			f, ok := workspace.Number(m.Value)
			if !ok {
				return nil, fmt.Errorf("%s: %s must be a number", where, m.Key)
			}
			if m.Key == "minimum" {
				s.minimum = &f
			} else {
				s.maximum = &f
			}
		case "enum":
			if s.enum, err = workspace.Elements(m.Value); err != nil || len(s.enum) == 0 {
				return nil, fmt.Errorf("%s: enum must be a non-empty array", where)
			}
		default:
			return nil, fmt.Errorf("%s: keyword %q is outside the supported schema subset", where, m.Key)
		}
	}
	if s.typ == "" {
		return nil, fmt.Errorf("%s: type is required", where)
	}
	if property && (s.title == "" || s.descr == "") {
		return nil, fmt.Errorf("%s: a property must carry a title and a description", where)
	}
	if propsRaw != nil {
		if s.typ != "object" {
			return nil, fmt.Errorf("%s: properties is only allowed with type object", where)
		}
		pms, err := workspace.Members(propsRaw)
		if err != nil {
			return nil, fmt.Errorf("%s: properties must be an object", where)
		}
		s.props = make(map[string]*schema, len(pms))
		for _, pm := range pms {
			p, err := compileSchema(pm.Value, where+".properties."+pm.Key, true)
			if err != nil {
				return nil, err
			}
			s.props[pm.Key] = p
			s.propOrder = append(s.propOrder, pm.Key)
		}
	}
	for _, r := range s.required {
		if _, ok := s.props[r]; !ok {
			return nil, fmt.Errorf("%s: required property %q is not among the properties", where, r)
		}
	}
	if s.items != nil && s.typ != "array" {
		return nil, fmt.Errorf("%s: items is only allowed with type array", where)
	}
	return s, nil
}

// violation is a value that does not satisfy a schema.
type violation struct {
	path string // e.g. "config.script"
	msg  string // e.g. "config.script must be a string"
}

func violationf(path, format string, args ...any) *violation {
	return &violation{path: path, msg: path + " " + fmt.Sprintf(format, args...)}
}

// validate checks raw (valid JSON) against s; path names raw in messages.
// Object members are checked in document order, so the first violation
// reported is deterministic.
func (s *schema) validate(raw codec.RawMessage, path string) *violation {
	switch s.typ {
	case "object":
		ms, err := workspace.Members(raw)
		if err != nil {
			return violationf(path, "must be an object")
		}
		for _, r := range s.required {
			if _, ok := workspace.Get(ms, r); !ok {
				return violationf(path+"."+r, "is required")
			}
		}
		for _, m := range ms {
			p, ok := s.props[m.Key]
			if !ok {
				if s.closed {
					return violationf(path+"."+m.Key, "is not a known property (known: %s)", strings.Join(s.propOrder, ", "))
				}
				continue
			}
			if v := p.validate(m.Value, path+"."+m.Key); v != nil {
				return v
			}
		}
	case "array":
		vs, err := workspace.Elements(raw)
		if err != nil {
			return violationf(path, "must be an array")
		}
		if s.items != nil {
			for i, v := range vs {
				if bad := s.items.validate(v, path+"["+strconv.Itoa(i)+"]"); bad != nil {
					return bad
				}
			}
		}
	case "string":
		str, ok := workspace.String(raw)
		if !ok {
			return violationf(path, "must be a string")
		}
		n := utf8.RuneCountInString(str)
		if s.minLength != nil && n < *s.minLength {
			if *s.minLength == 1 {
				return violationf(path, "must not be empty")
			}
			return violationf(path, "must be at least %d characters long", *s.minLength)
		}
		if s.maxLength != nil && n > *s.maxLength {
			return violationf(path, "must be at most %d characters long", *s.maxLength)
		}
	case "integer", "number":
		var f float64
		if s.typ == "integer" {
			n, ok := workspace.Int(raw)
			if !ok {
				return violationf(path, "must be an integer")
			}
			f = float64(n)
		} else {
			var ok bool
			if f, ok = workspace.Number(raw); !ok {
				return violationf(path, "must be a number")
			}
		}
		if s.minimum != nil && f < *s.minimum {
			return violationf(path, "must be at least %s", formatNumber(*s.minimum))
		}
		if s.maximum != nil && f > *s.maximum {
			return violationf(path, "must be at most %s", formatNumber(*s.maximum))
		}
	case "boolean":
		if _, ok := workspace.Bool(raw); !ok {
			return violationf(path, "must be a boolean")
		}
	}
	if len(s.enum) > 0 && !enumContains(s.enum, raw) {
		allowed := make([]string, len(s.enum))
		for i, e := range s.enum {
			allowed[i] = string(workspace.Compact(e))
		}
		return violationf(path, "must be one of %s", strings.Join(allowed, ", "))
	}
	return nil
}

func formatNumber(f float64) string {
	return strconv.FormatFloat(f, 'f', -1, 64)
}

// enumContains reports whether raw equals one of enum as a JSON value.
func enumContains(enum []codec.RawMessage, raw codec.RawMessage) bool {
	var v any
	if err := codec.Unmarshal(raw, &v); err != nil {
		return false
	}
	for _, e := range enum {
		var ev any
		if codec.Unmarshal(e, &ev) == nil && reflect.DeepEqual(v, ev) {
			return true
		}
	}
	return false
}
