package logs

import (
	"context"
	"log/slog"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/svc-engine/svc-engine/codec"
)

// Keys of the attributes the handler understands; every other key is
// dropped.
const (
	keyCat   = "cat"
	keyTID   = "tid"
	keyRunID = "runId"
	keyReq   = "req"
	keyErr   = "err"
)

// maxFieldBytes bounds msg and each err property, so that one line always
// fits a log file whatever a caller passes.
const maxFieldBytes = 32 << 10

// tsLayout is RFC 3339 in UTC with milliseconds and a trailing Z.
const tsLayout = "2006-01-02T15:04:05.000Z"

// Cat returns the category attribute. Every record needs one from the
// closed list of its source; a record without a valid one gets the first
// category of that list. An invalid category never replaces a valid one
// given earlier, for example through With.
func Cat(cat string) slog.Attr {
	return slog.String(keyCat, cat)
}

// RunID returns the runId attribute, for lines written while a run is
// active. An empty id writes no runId.
func RunID(id string) slog.Attr {
	return slog.String(keyRunID, id)
}

// Req returns the req attribute: the correlation id generated for a
// request. An empty id writes no req.
func Req(id string) slog.Attr {
	return slog.String(keyReq, id)
}

// handler is the only slog.Handler of this package. Handlers derived with
// WithAttrs share out, so their lines are serialized too.
type handler struct {
	out    *output
	src    string
	cats   []string
	min    slog.Level
	pid    int
	fields fields
}

// fields are the optional properties gathered from attributes.
type fields struct {
	cat, tid, runID, req string
	err                  *errObject
}

func (h *handler) Enabled(_ context.Context, level slog.Level) bool {
	return level >= h.min
}

func (h *handler) WithAttrs(attrs []slog.Attr) slog.Handler {
	h2 := *h
	for _, a := range attrs {
		h2.apply(&h2.fields, a)
	}
	return &h2
}

// WithGroup returns h: groups are flattened, since only the handler's own
// keys are written and they mean the same inside a group.
func (h *handler) WithGroup(string) slog.Handler {
	return h
}

func (h *handler) Handle(_ context.Context, r slog.Record) error {
	f := h.fields
	r.Attrs(func(a slog.Attr) bool {
		h.apply(&f, a)
		return true
	})
	if f.cat == "" {
		f.cat = h.cats[0]
	}
	t := r.Time
	if t.IsZero() {
		t = time.Now()
	}

	b := make([]byte, 0, 256)
	b = append(b, `{"ts":"`...)
	b = t.UTC().AppendFormat(b, tsLayout)
	b = append(b, `","level":"`...)
	b = append(b, levelWord(r.Level)...)
	b = append(b, `","src":"`...)
	b = append(b, h.src...)
	b = append(b, `","cat":"`...)
	b = append(b, f.cat...)
	b = append(b, `","msg":`...)
	b = codec.AppendString(b, sentence(r.Message))
	b = append(b, `,"pid":`...)
	b = strconv.AppendInt(b, int64(h.pid), 10)
	if f.tid != "" {
		b = append(b, `,"tid":`...)
		b = codec.AppendString(b, truncate(f.tid))
	}
	if f.runID != "" {
		b = append(b, `,"runId":`...)
		b = codec.AppendString(b, truncate(f.runID))
	}
	if f.req != "" {
		b = append(b, `,"req":`...)
		b = codec.AppendString(b, truncate(f.req))
	}
	if f.err != nil {
		b = append(b, `,"err":{"name":`...)
		b = codec.AppendString(b, truncate(f.err.Name))
		b = append(b, `,"message":`...)
		b = codec.AppendString(b, truncate(f.err.Message))
		if f.err.Stack != "" {
			b = append(b, `,"stack":`...)
			b = codec.AppendString(b, truncate(f.err.Stack))
		}
		b = append(b, '}')
	}
	b = append(b, "}\n"...)
	return h.out.write(b)
}

// apply records a into f when it is one of the handler's attributes; a
// group is flattened and anything else is dropped.
func (h *handler) apply(f *fields, a slog.Attr) {
	v := a.Value.Resolve()
	if v.Kind() == slog.KindGroup {
		for _, ga := range v.Group() {
			h.apply(f, ga)
		}
		return
	}
	switch a.Key {
	case keyCat:
		if v.Kind() == slog.KindString && slices.Contains(h.cats, v.String()) {
			f.cat = v.String()
		}
	case keyTID:
		if v.Kind() == slog.KindString {
			f.tid = v.String()
		}
	case keyRunID:
		if v.Kind() == slog.KindString {
			f.runID = v.String()
		}
	case keyReq:
		if v.Kind() == slog.KindString {
			f.req = v.String()
		}
	case keyErr:
		if v.Kind() != slog.KindAny {
			return
		}
		switch e := v.Any().(type) {
		case errObject:
			f.err = &e
		case error:
			o := newErrObject(e)
			f.err = &o
		}
	}
}

// levelWord maps a level to one of the four level words.
func levelWord(l slog.Level) string {
	switch {
	case l >= slog.LevelError:
		return "error"
	case l >= slog.LevelWarn:
		return "warn"
	case l >= slog.LevelInfo:
		return "info"
	default:
		return "debug"
	}
}

// sentence normalizes a message: URLs reduced, space trimmed, the first
// letter capitalized and a full stop added unless it ends with '.', '!' or
// '?'.
func sentence(msg string) string {
	msg = strings.TrimSpace(truncate(sanitizeURLs(msg)))
	if msg == "" {
		return "No message was given."
	}
	r, size := utf8.DecodeRuneInString(msg)
	if up := unicode.ToUpper(r); up != r {
		msg = string(up) + msg[size:]
	}
	switch msg[len(msg)-1] {
	case '.', '!', '?':
		return msg
	}
	return msg + "."
}

// truncate cuts s to at most maxFieldBytes bytes on a rune boundary,
// marking the cut with an ellipsis.
func truncate(s string) string {
	const mark = "…"
	if len(s) <= maxFieldBytes {
		return s
	}
	cut := maxFieldBytes - len(mark)
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + mark
}
