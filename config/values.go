package config

import (
	"strconv"
	"time"
)

// Values is a resolved, read-only view of the configuration: the
// catalogue defaults overlaid by the stored values. A stored value that
// does not pass the entry's rules (for example one written by a build with
// a wider range) is ignored in favour of the default. The zero Values
// resolves every key to its default.
type Values struct {
	entries map[string]Entry // Value holds the resolved value
}

// NewValues resolves stored over the catalogue defaults. Keys that this
// build does not declare are ignored.
func NewValues(stored map[string]Stored) Values {
	entries := catalogueByKey()
	for key, s := range stored {
		e, ok := entries[key]
		if !ok {
			continue
		}
		if value, problem := normalize(e, s.Value); problem == nil {
			e.Value = value
			e.UpdatedAt = s.UpdatedAt
			entries[key] = e
		}
	}
	return Values{entries: entries}
}

func (v Values) entry(key string) (Entry, bool) {
	if v.entries == nil {
		return lookup(key)
	}
	e, ok := v.entries[key]
	return e, ok
}

// String returns the resolved value of key, or "" for an unknown key.
func (v Values) String(key string) string {
	e, _ := v.entry(key)
	return e.Value
}

// Int returns the resolved value of key as an integer. It falls back to
// the default if the value is unparsable, and returns 0 for an unknown key
// or one whose default is not an integer either.
func (v Values) Int(key string) int64 {
	e, ok := v.entry(key)
	if !ok {
		return 0
	}
	if n, err := strconv.ParseInt(e.Value, 10, 64); err == nil {
		return n
	}
	n, _ := strconv.ParseInt(e.Default, 10, 64)
	return n
}

// Bool returns the resolved value of key as a boolean. It falls back to
// the default if the value is unparsable, and returns false for an
// unknown key.
func (v Values) Bool(key string) bool {
	e, ok := v.entry(key)
	if !ok {
		return false
	}
	if b, err := strconv.ParseBool(e.Value); err == nil {
		return b
	}
	b, _ := strconv.ParseBool(e.Default)
	return b
}

// Duration returns the resolved value of an integer entry whose unit is
// milliseconds (such as defaultTimeout) as a time.Duration. It returns 0
// for an unknown key or an entry of another unit.
func (v Values) Duration(key string) time.Duration {
	e, ok := v.entry(key)
	if !ok || e.Type != TypeInteger || e.Unit != UnitMilliseconds {
		return 0
	}
	return time.Duration(v.Int(key)) * time.Millisecond
}
