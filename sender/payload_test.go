package sender

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/svc-engine/svc-engine/workspace"
)

// contentBody returns a body union of a string mode.
func contentBody(mode, content string) json.RawMessage {
	return workspace.Object([]workspace.Member{
		{Key: "mode", Value: workspace.Quote(mode)},
		{Key: "content", Value: workspace.Quote(content)},
	})
}

// payloadOpts compares payloads by their encoded parts: nil and empty are
// alike, and a Multipart is checked by the multipart tests.
var payloadOpts = cmp.Options{
	cmpopts.EquateEmpty(),
	cmpopts.IgnoreFields(Payload{}, "Multipart"),
}

func TestBuildPayloadEncodesEveryMode(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name   string
		method string
		body   string
		want   Payload
	}{
		{"a nil body sends no body", "POST", ``, Payload{NoBody: true}},
		{"a null body sends no body", "POST", `null`, Payload{NoBody: true}},
		{"mode none sends no body", "POST", `{"mode":"none"}`, Payload{NoBody: true}},
		{"json content is sent verbatim", "POST", `{"mode":"json","content":"{ \"b\": 1,\n \"a\": [2] }"}`,
			Payload{ContentType: "application/json", Body: []byte("{ \"b\": 1,\n \"a\": [2] }")}},
		{"json content that does not parse is still verbatim", "POST", `{"mode":"json","content":"{\"a\": {{x}}}"}`,
			Payload{ContentType: "application/json", Body: []byte(`{"a": {{x}}}`)}},
		{"empty json content keeps its mode and sends an empty body", "POST", `{"mode":"json","content":""}`,
			Payload{ContentType: "application/json", Body: []byte{}}},
		{"json without content reads as empty content", "POST", `{"mode":"json"}`,
			Payload{ContentType: "application/json", Body: []byte{}}},
		{"text content is verbatim and derives no type", "PUT", `{"mode":"text","content":"héllo\r\nworld "}`,
			Payload{Body: []byte("héllo\r\nworld ")}},
		{"xml content is verbatim as application/xml", "POST", `{"mode":"xml","content":"<a x=\"1\">&amp;</a>"}`,
			Payload{ContentType: "application/xml", Body: []byte(`<a x="1">&amp;</a>`)}},
		{"a json body on GET is still sent", "GET", `{"mode":"json","content":"{}"}`,
			Payload{ContentType: "application/json", Body: []byte(`{}`)}},
		{"urlencoded fields are escaped and joined by &", "POST",
			`{"mode":"x-www-form-urlencoded","fields":[{"key":"name","value":"Ada Lovelace"},{"key":"a&b=c","value":"x+y/z?é"},{"key":"empty"}]}`,
			Payload{ContentType: "application/x-www-form-urlencoded", Body: []byte("name=Ada+Lovelace&a%26b%3Dc=x%2By%2Fz%3F%C3%A9&empty=")}},
		{"urlencoded rows with enabled false are never sent", "POST",
			`{"mode":"x-www-form-urlencoded","fields":[{"key":"off","value":"1","enabled":false},{"key":"on","value":"2","enabled":true},{"key":"off2","enabled":false}]}`,
			Payload{ContentType: "application/x-www-form-urlencoded", Body: []byte("on=2")}},
		{"a non-boolean enabled reads as enabled", "POST",
			`{"mode":"x-www-form-urlencoded","fields":[{"key":"a","value":"1","enabled":"no"},{"key":"b","value":"2","enabled":null}]}`,
			Payload{ContentType: "application/x-www-form-urlencoded", Body: []byte("a=1&b=2")}},
		{"the older spelling form is urlencoded", "POST", `{"mode":"form","fields":[{"key":"k","value":"v"}]}`,
			Payload{ContentType: "application/x-www-form-urlencoded", Body: []byte("k=v")}},
		{"an urlencoded body without enabled rows is empty", "POST", `{"mode":"x-www-form-urlencoded","fields":[]}`,
			Payload{ContentType: "application/x-www-form-urlencoded", Body: []byte{}}},
		{"jsonrpc content gets its envelope as application/json", "POST", `{"mode":"jsonrpc","content":"{\"method\":\"m\"}"}`,
			Payload{ContentType: "application/json", Body: []byte(`{"method":"m","jsonrpc":"2.0","id":1}`)}},
		{"graphql content gets its envelope as application/json", "POST", `{"mode":"graphql","content":"{ me }"}`,
			Payload{ContentType: "application/json", Body: []byte(`{ me }`)}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			got, err := BuildPayload(tt.method, json.RawMessage(tt.body))
			if err != nil {
				t.Fatalf("BuildPayload(%s, %s): %v", tt.method, tt.body, err)
			}
			if got.Multipart != nil {
				t.Errorf("BuildPayload(%s, %s) made a Multipart", tt.method, tt.body)
			}
			if diff := cmp.Diff(tt.want, got, payloadOpts); diff != "" {
				t.Errorf("BuildPayload(%s, %s) (-want +got):\n%s", tt.method, tt.body, diff)
			}
		})
	}
}

func TestBuildPayloadMakesFormDataAStreamedMultipartWithAForcedType(t *testing.T) {
	t.Parallel()
	for _, mode := range []string{"form-data", "formdata"} {
		t.Run("the spelling "+mode+" is multipart", func(t *testing.T) {
			t.Parallel()
			got, err := BuildPayload("POST", json.RawMessage(`{"mode":"`+mode+`","fields":[{"key":"k","value":"v"}]}`))
			if err != nil {
				t.Fatal(err)
			}
			if got.Multipart == nil || got.Body != nil || got.NoBody || !got.Force {
				t.Fatalf("payload %+v, want a forced Multipart without Body", got)
			}
			if want := "multipart/form-data; boundary=" + got.Multipart.Boundary(); got.ContentType != want {
				t.Errorf("ContentType %q, want %q", got.ContentType, want)
			}
		})
	}
}

func TestBuildPayloadRefusesABodyThatIsNotAUnion(t *testing.T) {
	t.Parallel()
	tests := []struct{ name, body string }{
		{"an unknown mode", `{"mode":"binary","content":"x"}`},
		{"a body that is not an object", `"json"`},
		{"a form mode without fields", `{"mode":"form-data"}`},
		{"a file part in an urlencoded body", `{"mode":"x-www-form-urlencoded","fields":[{"key":"f","type":"file","src":"/x"}]}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			_, err := BuildPayload("POST", json.RawMessage(tt.body))
			var se *SendError
			if !errors.As(err, &se) || se.Code != CodeInternal {
				t.Fatalf("BuildPayload(%s) error %v, want a *SendError %s", tt.body, err, CodeInternal)
			}
			var fe *workspace.FieldError
			if !errors.As(err, &fe) {
				t.Errorf("BuildPayload(%s) error %v does not wrap the *workspace.FieldError", tt.body, err)
			}
		})
	}
}

func TestApplyPayloadFollowsTheContentTypeRules(t *testing.T) {
	t.Parallel()
	bodies := []struct {
		mode, method, body string
		derived            string // the derived type; "multipart" for form-data
	}{
		{"none", "POST", `{"mode":"none"}`, ""},
		{"json", "POST", `{"mode":"json","content":"{}"}`, "application/json"},
		{"text", "POST", `{"mode":"text","content":"hi"}`, ""},
		{"xml", "POST", `{"mode":"xml","content":"<a/>"}`, "application/xml"},
		{"graphql over POST", "POST", `{"mode":"graphql","content":"query { a }"}`, "application/json"},
		{"graphql over PATCH", "PATCH", `{"mode":"graphql","content":"query { a }"}`, "application/json"},
		{"graphql over GET", "GET", `{"mode":"graphql","content":"query { a }"}`, ""},
		{"graphql over GET with a body anyway", "GET", `{"mode":"graphql","content":"{\"query\":\"a\",\"x\":1}"}`, ""},
		{"jsonrpc", "POST", `{"mode":"jsonrpc","content":"{}"}`, "application/json"},
		{"x-www-form-urlencoded", "POST", `{"mode":"x-www-form-urlencoded","fields":[]}`, "application/x-www-form-urlencoded"},
		{"form-data", "POST", `{"mode":"form-data","fields":[]}`, "multipart"},
	}
	declared := []struct {
		name    string
		headers []Header
	}{
		{"no Content-Type", []Header{{"Accept", "*/*"}}},
		{"a Content-Type", []Header{{"Content-Type", "text/custom"}, {"Accept", "*/*"}}},
		{"a lower-case content-type", []Header{{"content-type", "text/custom"}}},
		{"two Content-Type rows", []Header{{"CONTENT-TYPE", "text/one"}, {"X", "y"}, {"Content-Type", "text/two"}}},
		{"an empty Content-Type", []Header{{"Content-Type", ""}}},
	}
	for _, b := range bodies {
		for _, d := range declared {
			t.Run(b.mode+" with "+d.name+" declared", func(t *testing.T) {
				t.Parallel()
				p, err := BuildPayload(b.method, json.RawMessage(b.body))
				if err != nil {
					t.Fatal(err)
				}
				in := append([]Header(nil), d.headers...)
				_, got := ApplyPayload(Request{Method: b.method, URL: "http://h/", Headers: in}, p)
				want := append([]Header(nil), d.headers...)
				switch {
				case b.derived == "multipart":
					want = append(dropHeader(want, "content-type"), Header{"Content-Type", p.Multipart.ContentType()})
				case b.derived != "" && !hasHeader(want, "CoNtEnT-TyPe"):
					want = append(want, Header{"Content-Type", b.derived})
				}
				if diff := cmp.Diff(want, got); diff != "" {
					t.Errorf("headers of %s on %v (-want +got):\n%s", b.body, d.headers, diff)
				}
				if diff := cmp.Diff(d.headers, in); diff != "" {
					t.Errorf("ApplyPayload changed the request's headers (-want +got):\n%s", diff)
				}
			})
		}
	}
}

func TestApplyPayloadMergesQueryParametersWithTheURL(t *testing.T) {
	t.Parallel()
	ps := []QueryParam{{"query", "{ a(x: \"1 2\") }"}, {"k&=", "é+/"}}
	const enc = "query=%7B+a%28x%3A+%221+2%22%29+%7D&k%26%3D=%C3%A9%2B%2F"
	tests := []struct {
		name, url, want string
		params          []QueryParam
	}{
		{"a URL without a query gets one", "http://h/p", "http://h/p?" + enc, ps},
		{"an existing query is kept byte for byte and extended with &", "http://h/p?b=%zz&a=x y&&", "http://h/p?b=%zz&a=x y&&" + enc, ps},
		{"a query with text is extended with &", "http://h/p?a=1", "http://h/p?a=1&" + enc, ps},
		{"a URL ending in ? takes the pairs directly", "http://h/p?", "http://h/p?" + enc, ps},
		{"a URL ending in & takes the pairs directly", "http://h/p?a=1&", "http://h/p?a=1&" + enc, ps},
		{"the pairs go before a fragment", "http://h/p?a=1#frag?x", "http://h/p?a=1&" + enc + "#frag?x", ps},
		{"a fragment without a query gets one before it", "http://h/p#f", "http://h/p?" + enc + "#f", ps},
		{"a key already present is not replaced", "http://h/?query=old", "http://h/?query=old&query=new", []QueryParam{{"query", "new"}}},
		{"no parameters leave the URL untouched", "http://h/p?%zz#f", "http://h/p?%zz#f", nil},
		{"an unresolved template URL is extended as text", "{{base}}/q", "{{base}}/q?a=b", []QueryParam{{"a", "b"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			got, _ := ApplyPayload(Request{URL: tt.url}, Payload{NoBody: true, Query: tt.params})
			if got != tt.want {
				t.Errorf("ApplyPayload(%q, %v) URL\n got %q\nwant %q", tt.url, tt.params, got, tt.want)
			}
		})
	}
}

func TestApplyPayloadWithoutChangesCopiesTheRequest(t *testing.T) {
	t.Parallel()
	r := Request{URL: "http://h/?a=1", Headers: []Header{{"A", "1"}, {"A", "2"}}}
	url, headers := ApplyPayload(r, Payload{Body: []byte("x")})
	if url != r.URL {
		t.Errorf("URL %q, want %q", url, r.URL)
	}
	if diff := cmp.Diff(r.Headers, headers); diff != "" {
		t.Errorf("headers (-want +got):\n%s", diff)
	}
	headers[0].Value = "changed"
	if r.Headers[0].Value != "1" {
		t.Errorf("the returned headers share the request's array")
	}
	if strings.Contains(url, "?a=1&") {
		t.Errorf("URL %q grew a separator without parameters", url)
	}
}
