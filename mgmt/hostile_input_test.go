package mgmt_test

import (
	"strings"
	"testing"
	"time"

	"github.com/svc-engine/svc-engine/mgmt/mgmttest"
)

// bomb is one hostile request body.
type bomb struct {
	name, method, path string
	body               func() []byte
	within             time.Duration // 0: 10 s
}

// bombs are the bodies an attacker or a broken client sends: YAML alias
// expansion, 100,000 levels of nesting, 50 MB bodies, invalid UTF-8.
func bombs() []bomb {
	importOf := func(doc string) []byte {
		var b strings.Builder
		b.WriteString(`{"content":"`)
		for _, r := range doc {
			switch r {
			case '"':
				b.WriteString(`\"`)
			case '\\':
				b.WriteString(`\\`)
			case '\n':
				b.WriteString(`\n`)
			default:
				b.WriteRune(r)
			}
		}
		b.WriteString(`"}`)
		return []byte(b.String())
	}
	laughs := func() string {
		var b strings.Builder
		b.WriteString("openapi: 3.0.0\ninfo: {title: t, version: '1'}\npaths: {}\nx0: &a0 [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n")
		for i := 1; i <= 9; i++ {
			p := "*a" + string(rune('0'+i-1))
			b.WriteString("x" + string(rune('0'+i)) + ": &a" + string(rune('0'+i)) + " [" + strings.Repeat(p+",", 8) + p + "]\n")
		}
		return b.String()
	}
	const deep = 100_000
	return []bomb{
		{"YAML alias expansion", "POST", "/import/parse", func() []byte { return importOf(laughs()) }, 0},
		{"YAML 100k-level nesting", "POST", "/import/parse", func() []byte {
			return importOf("openapi: 3.0.0\ninfo: {title: t, version: '1'}\npaths: {}\nx: " + strings.Repeat("[", deep) + strings.Repeat("]", deep) + "\n")
		}, 0},
		{"JSON 100k-level nesting in a field", "POST", "/collections", func() []byte {
			return []byte(`{"name":"x","variables":` + strings.Repeat(`{"a":`, deep) + `1` + strings.Repeat(`}`, deep) + `}`)
		}, 0},
		{"JSON 100k-level arrays as the body", "POST", "/requests", func() []byte {
			return []byte(strings.Repeat(`[`, deep) + strings.Repeat(`]`, deep))
		}, 0},
		{"JSON 100k-level nesting in an import", "POST", "/import/parse", func() []byte {
			return importOf(`{"info":{"schema":"https://schema.getpostman.com/json/collection/v2.1.0/collection.json"},"item":` + strings.Repeat(`[`, deep) + strings.Repeat(`]`, deep) + `}`)
		}, 0},
		{"50 MB field", "POST", "/collections", func() []byte {
			return []byte(`{"name":"` + strings.Repeat("x", 50<<20) + `"}`)
		}, 0},
		{"50 MB of variables", "POST", "/environments", func() []byte {
			var b strings.Builder
			b.WriteString(`{"name":"e","variables":[`)
			for i := 0; b.Len() < 50<<20; i++ {
				if i > 0 {
					b.WriteByte(',')
				}
				b.WriteString(`{"key":"k","value":"` + strings.Repeat("v", 1000) + `","enabled":true}`)
			}
			b.WriteString(`]}`)
			return []byte(b.String())
		}, 0},
		{"50 MB import document", "POST", "/import/parse", func() []byte {
			return importOf("openapi: 3.0.0\ninfo: {title: t, version: '1'}\npaths: {}\nx: '" + strings.Repeat("y", 50<<20) + "'\n")
		}, 0}, // refused before decoding: over maxSpecDocumentBytes (10 MiB)
		{"8 MiB of one-letter YAML list items", "POST", "/import/parse", func() []byte {
			return importOf("openapi: 3.0.0\ninfo: {title: t, version: '1'}\npaths: {}\nx:\n" + strings.Repeat("- a\n", 2<<20))
		}, 0}, // refused before decoding: 2 values a byte (the decoder builds 250 bytes a value)
		{"50 MB of garbage", "POST", "/reorder", func() []byte { return []byte(strings.Repeat("\x00{[\"", 50<<20/4)) }, 0},
		{"invalid UTF-8 in a name", "POST", "/collections", func() []byte { return []byte("{\"name\":\"\xff\xfe\xed\xa0\x80\"}") }, 0},
		{"invalid UTF-8 in a key", "POST", "/requests", func() []byte { return []byte("{\"\xff\":1,\"name\":\"r\"}") }, 0},
		{"invalid UTF-8 in an import", "POST", "/import/parse", func() []byte { return []byte("{\"content\":\"{\\\"info\\\":{\\\"name\\\":\\\"\xff\\\"}}\"}") }, 0},
	}
}

// Every bomb is answered, with a 4xx or a 2xx and never a 5xx, within
// 10 s (40 s under the race detector), and the engine's memory
// comes back near where it was. The engine runs in the test's
// process, so the test's own copies of the bodies count too: it drops
// them before the end and does not free memory itself.
// Not parallel: it measures the process's memory.
func TestHostileBodiesAreAnsweredInBoundedTimeAndMemory(t *testing.T) {
	e := mgmttest.Start(t)
	base := rss(t)
	for _, b := range bombs() {
		if b.within == 0 {
			b.within = 10 * time.Second
		}
		if raceDetector {
			// Decoding 50 MB of JSON runs about ten times slower under
			// the race detector; make test's pass without it holds 10 s.
			b.within *= 4
		}
		t.Run(b.name, func(t *testing.T) {
			body := b.body()
			start := time.Now()
			r := e.Do(b.method, b.path, body)
			took := time.Since(start)
			now := rss(t)
			t.Logf("%s %s (%d bytes): %d in %v, RSS %d MiB", b.method, b.path, len(body), r.Status, took.Round(time.Millisecond), now>>20)
			if !raceDetector && now > base+1<<30 {
				t.Errorf("RSS reached %d MiB over a %d MiB baseline", now>>20, base>>20)
			}
			if r.Status >= 500 {
				t.Errorf("answered %d %.300s", r.Status, r.Body)
			}
			if took > b.within {
				t.Errorf("answered after %v, want within %v", took, b.within)
			}
		})
	}
	// After four 50 MB bodies about 40 MiB of heap stays live for a while
	// (buffers held by the kept-alive connection and pools), so the bound
	// is 128 MiB over the baseline here; before the engine handed freed
	// memory back it stayed about 900 MiB over.
	waitRSSWithin(t, base, 128<<20, "after the bombs")
}
