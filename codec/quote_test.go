package codec

import (
	"bytes"
	"encoding/json"
	"testing"
)

func referenceQuote(s []byte) []byte {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(string(s))
	return bytes.TrimSuffix(b.Bytes(), []byte("\n"))
}

func TestAppendQuotedMatchesEncodingJSON(t *testing.T) {
	for _, s := range []string{"", "plain", `q"uote`, `back\slash`, "ctl\x00\x01\x1f", "nl\n\r\t\b\f", "<&> html", "é ü 日本", "\u2028\u2029", "bad\xff\xfeutf8", "\xed\xa0\x80 surrogate"} {
		t.Run("quoting "+s+" matches encoding/json", func(t *testing.T) {
			if got, want := AppendQuoted(nil, []byte(s)), referenceQuote([]byte(s)); !bytes.Equal(got, want) {
				t.Fatalf("AppendQuoted(%q) = %s, want %s", s, got, want)
			}
		})
	}
}

func FuzzAppendQuoted(f *testing.F) {
	for _, s := range []string{"", "a\"b", "\xff", "\u2028", "x\x00y"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, s []byte) {
		if got, want := AppendQuoted(nil, s), referenceQuote(s); !bytes.Equal(got, want) {
			t.Fatalf("AppendQuoted(%q) = %s, want %s", s, got, want)
		}
	})
}

func TestAppendStringMatchesAppendQuoted(t *testing.T) {
	for _, s := range []string{"", "plain", "q\"\x00\xff\u2028"} {
		if got, want := AppendString([]byte("x"), s), AppendQuoted([]byte("x"), []byte(s)); !bytes.Equal(got, want) {
			t.Fatalf("AppendString(%q) = %s, want %s", s, got, want)
		}
	}
}
