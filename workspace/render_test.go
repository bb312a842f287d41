package workspace

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

func TestAppendRequestJSONEqualsEncodingARequest(t *testing.T) {
	ms := "graphql"
	r := Request{ID: "req_1", CollectionID: "col_\"x", Order: -3, Name: "n<&>", Method: "GET", URL: "http://h/?a=1&b=2", Params: json.RawMessage(`[]`), Headers: json.RawMessage(`[]`),
		Body: json.RawMessage(`{"mode":"none"}`), BodyType: "none", Auth: json.RawMessage(`{"mode":"inherit"}`), Elements: json.RawMessage(`[]`), FollowRedirects: true, MaxRedirects: 10,
		HTTPVersion: "auto", VerifySSL: true, SpecOperation: json.RawMessage(`null`), MethodSource: &ms, MockResponseMode: "first", CreatedAt: 1, UpdatedAt: 2}
	content, err := RenderRequestContent(r)
	if err != nil {
		t.Fatal(err)
	}
	got := AppendRequestJSON(nil, []byte(r.ID), []byte(r.CollectionID), r.Order, r.CreatedAt, r.UpdatedAt, content)
	var want bytes.Buffer
	enc := json.NewEncoder(&want)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(r); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, bytes.TrimSpace(want.Bytes())) {
		t.Fatalf("got  %s\nwant %s", got, want.Bytes())
	}
}
