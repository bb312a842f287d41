package sender_test

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"mime/multipart"
	"net"
	"net/http/cookiejar"
	"net/url"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"golang.org/x/net/publicsuffix"

	"github.com/svc-engine/svc-engine/sender"
	"github.com/svc-engine/svc-engine/sender/sendertest"
	"github.com/svc-engine/svc-engine/workspace"
)

// variant is one way of reaching a target: its mode and an httpVersion
// that mode answers.
type variant struct {
	mode    sendertest.Mode
	version string
}

func (v variant) String() string { return string(v.mode) + " asked for " + v.version }

// variants lists every mode with each httpVersion it answers: h1 speaks
// HTTP/1.1 whether asked for it or for auto, h1tls negotiates http/1.1 by
// ALPN, h2tls negotiates h2, and h2c needs http2 (prior knowledge).
func variants() []variant {
	versions := map[sendertest.Mode][]string{
		sendertest.H1:    {"http1.1", "auto"},
		sendertest.H1TLS: {"auto", "http1.1"},
		sendertest.H2TLS: {"auto", "http2"},
		sendertest.H2C:   {"http2"},
	}
	var out []variant
	for _, m := range sendertest.AllModes() {
		for _, v := range versions[m] {
			out = append(out, variant{mode: m, version: v})
		}
	}
	return out
}

// tlsVariants are the variants of the TLS modes.
func tlsVariants() []variant {
	var out []variant
	for _, v := range variants() {
		if v.mode.TLS() {
			out = append(out, v)
		}
	}
	return out
}

// protocol is the protocol a send reports in mode m.
func protocol(m sendertest.Mode) string {
	if m.HTTP2() {
		return "HTTP/2"
	}
	return "HTTP/1.1"
}

// rig is one target and the settings that reach it: VerifySSL on, the
// target's CA in customCaCertificates.
type rig struct {
	tg       *sendertest.Target
	v        variant
	settings sender.Settings
	client   *sender.Client
}

func startRig(t *testing.T, v variant) *rig {
	t.Helper()
	tg := sendertest.Start(t, v.mode)
	r := &rig{tg: tg, v: v, client: &sender.Client{}}
	if tg.CertPEM != nil {
		r.settings.CACertFiles = []string{writeTemp(t, "ca.pem", tg.CertPEM)}
	}
	return r
}

// request returns a request for the target's path with the variant's
// httpVersion, TLS verification on, redirects followed (up to 10) and a 10 s
// timeout.
func (r *rig) request(method, path string) sender.Request {
	return sender.Request{
		Method:          method,
		URL:             r.tg.URL + path,
		HTTPVersion:     r.v.version,
		VerifySSL:       true,
		FollowRedirects: true,
		MaxRedirects:    10,
		Timeout:         10 * time.Second,
	}
}

func (r *rig) send(t *testing.T, req sender.Request) (sender.Response, sender.Sent) {
	t.Helper()
	return r.client.Send(t.Context(), req, r.settings)
}

// eachVariant runs f in a parallel subtest per variant, each against its
// own target, so what a target received is that subtest's alone.
func eachVariant(t *testing.T, vs []variant, f func(t *testing.T, r *rig)) {
	t.Helper()
	for _, v := range vs {
		t.Run(v.String(), func(t *testing.T) {
			t.Parallel()
			f(t, startRig(t, v))
		})
	}
}

func writeTemp(t *testing.T, name string, data []byte) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, data, 0o600); err != nil {
		t.Fatal(err)
	}
	return p
}

// only returns the one request tg received.
func only(t *testing.T, tg *sendertest.Target) sendertest.Received {
	t.Helper()
	reqs := tg.Requests()
	if len(reqs) != 1 {
		t.Fatalf("target received %d requests, want 1: %+v", len(reqs), reqs)
	}
	return reqs[0]
}

// values returns the values of the fields named name (case-insensitive).
func values(fields [][2]string, name string) []string {
	var out []string
	for _, f := range fields {
		if strings.EqualFold(f[0], name) {
			out = append(out, f[1])
		}
	}
	return out
}

func responseValues(hs []sender.Header, name string) []string {
	var out []string
	for _, h := range hs {
		if strings.EqualFold(h.Key, name) {
			out = append(out, h.Value)
		}
	}
	return out
}

// mustStatus fails the test unless res is a completed send with status want.
func mustStatus(t *testing.T, res sender.Response, want int) {
	t.Helper()
	if res.StatusCode != want || res.ErrorCode != "" {
		t.Fatalf("status %d, errorCode %q (%s); want %d and no error", res.StatusCode, res.ErrorCode, res.Message, want)
	}
}

// wire is what a target received, as the body tests compare it.
type wire struct {
	Method      string
	URI         string
	ContentType []string
	Body        string
}

func wireOf(rec sendertest.Received) wire {
	return wire{Method: rec.Method, URI: rec.RequestURI, ContentType: values(rec.Header, "Content-Type"), Body: string(rec.Body)}
}

func TestSendBodyModes(t *testing.T) {
	t.Parallel()
	gqlQuery := "query Q($id: ID) { u(id: $id) { n } }"
	tests := []struct {
		name    string
		method  string
		path    string
		headers []sender.Header
		body    string
		want    wire
	}{
		{
			name: "a none body sends no body and no Content-Type",
			path: "/echo", method: "GET", body: `{"mode":"none"}`,
			want: wire{Method: "GET", URI: "/echo"},
		},
		{
			name: "a POST without a body union sends an empty body",
			path: "/echo", method: "POST",
			want: wire{Method: "POST", URI: "/echo"},
		},
		{
			name: "json content is sent verbatim as application/json",
			path: "/echo", method: "POST", body: `{"mode":"json","content":"{\"a\": 1 ,\"b\":[true]}"}`,
			want: wire{Method: "POST", URI: "/echo", ContentType: []string{"application/json"}, Body: `{"a": 1 ,"b":[true]}`},
		},
		{
			name: "empty json content keeps its mode and its Content-Type",
			path: "/echo", method: "POST", body: `{"mode":"json","content":""}`,
			want: wire{Method: "POST", URI: "/echo", ContentType: []string{"application/json"}},
		},
		{
			name: "a declared Content-Type wins over the one json derives",
			path: "/echo", method: "PUT", body: `{"mode":"json","content":"{}"}`,
			headers: []sender.Header{{Key: "content-type", Value: "application/vnd.api+json"}},
			want:    wire{Method: "PUT", URI: "/echo", ContentType: []string{"application/vnd.api+json"}, Body: `{}`},
		},
		{
			name: "text content derives no Content-Type",
			path: "/echo", method: "POST", body: `{"mode":"text","content":"plain words\nand a second line"}`,
			want: wire{Method: "POST", URI: "/echo", Body: "plain words\nand a second line"},
		},
		{
			name: "xml content is sent as application/xml",
			path: "/echo", method: "POST", body: `{"mode":"xml","content":"<a b=\"1\"/>"}`,
			want: wire{Method: "POST", URI: "/echo", ContentType: []string{"application/xml"}, Body: `<a b="1"/>`},
		},
		{
			name: "a declared Content-Type wins over the one xml derives",
			path: "/echo", method: "POST", body: `{"mode":"xml","content":"<a/>"}`,
			headers: []sender.Header{{Key: "Content-Type", Value: "text/xml; charset=utf-8"}},
			want:    wire{Method: "POST", URI: "/echo", ContentType: []string{"text/xml; charset=utf-8"}, Body: `<a/>`},
		},
		{
			name: "a bare GraphQL document is wrapped in a query envelope on POST",
			path: "/echo", method: "POST", body: `{"mode":"graphql","content":"query { me { id } }"}`,
			want: wire{Method: "POST", URI: "/echo", ContentType: []string{"application/json"}, Body: `{"query":"query { me { id } }"}`},
		},
		{
			name: "a GraphQL envelope is sent byte for byte on POST",
			path: "/echo", method: "POST", body: `{"mode":"graphql","content":"{\"query\": \"{ a }\",  \"variables\": {\"x\": 1}}"}`,
			want: wire{Method: "POST", URI: "/echo", ContentType: []string{"application/json"}, Body: `{"query": "{ a }",  "variables": {"x": 1}}`},
		},
		{
			name: "GraphQL over GET travels in query parameters merged with the URL's own",
			path: "/echo?x=1", method: "GET",
			body: `{"mode":"graphql","content":` + string(workspace.Quote(`{"query":`+string(workspace.Quote(gqlQuery))+`,"operationName":"Q","variables": {"id": "7"}}`)) + `}`,
			want: wire{Method: "GET", URI: "/echo?x=1&query=" + url.QueryEscape(gqlQuery) + "&operationName=Q&variables=" + url.QueryEscape(`{"id":"7"}`)},
		},
		{
			name: "a JSON-RPC call is completed into a 2.0 envelope",
			path: "/echo", method: "POST", body: `{"mode":"jsonrpc","content":"{\"method\":\"sum\",\"params\":[1,2]}"}`,
			want: wire{Method: "POST", URI: "/echo", ContentType: []string{"application/json"}, Body: `{"method":"sum","params":[1,2],"jsonrpc":"2.0","id":1}`},
		},
		{
			name: "a JSON-RPC batch is sent verbatim",
			path: "/echo", method: "POST", body: `{"mode":"jsonrpc","content":"[{\"jsonrpc\":\"2.0\",\"method\":\"a\",\"id\":1}]"}`,
			want: wire{Method: "POST", URI: "/echo", ContentType: []string{"application/json"}, Body: `[{"jsonrpc":"2.0","method":"a","id":1}]`},
		},
		{
			name: "urlencoded fields are percent-encoded and joined by & without disabled rows",
			path: "/echo", method: "POST",
			body: `{"mode":"x-www-form-urlencoded","fields":[{"key":"a","value":"1"},{"key":"b c","value":"x&y=z"},{"key":"off","value":"no","enabled":false},{"key":"ü","value":"/"}]}`,
			want: wire{Method: "POST", URI: "/echo", ContentType: []string{"application/x-www-form-urlencoded"}, Body: "a=1&b+c=x%26y%3Dz&%C3%BC=%2F"},
		},
		{
			name: "the older form spelling is accepted and a declared Content-Type wins",
			path: "/echo", method: "PATCH",
			body:    `{"mode":"form","fields":[{"key":"k","value":"v"}]}`,
			headers: []sender.Header{{Key: "Content-Type", Value: "application/x-www-form-urlencoded; charset=utf-8"}},
			want:    wire{Method: "PATCH", URI: "/echo", ContentType: []string{"application/x-www-form-urlencoded; charset=utf-8"}, Body: "k=v"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			eachVariant(t, variants(), func(t *testing.T, r *rig) {
				req := r.request(tt.method, tt.path)
				req.Headers = tt.headers
				if tt.body != "" {
					req.Body = json.RawMessage(tt.body)
				}
				res, sent := r.send(t, req)
				mustStatus(t, res, 200)
				if diff := cmp.Diff(tt.want, wireOf(only(t, r.tg))); diff != "" {
					t.Errorf("body %s: target received (-want +got):\n%s", tt.body, diff)
				}
				if sent.Body != tt.want.Body || sent.Method != tt.want.Method {
					t.Errorf("Sent method %q body %q, want %q %q", sent.Method, sent.Body, tt.want.Method, tt.want.Body)
				}
			})
		})
	}
}

// part is one form-data part as mime/multipart reads it back.
type part struct {
	Name, FileName, ContentType string
	Data                        string // the bytes, or their length and digest when long
}

func summary(b []byte) string {
	if len(b) <= 64 {
		return string(b)
	}
	return fmt.Sprintf("%d bytes, sha256 %x", len(b), sha256.Sum256(b))
}

// parts parses the multipart body a target received.
func parts(t *testing.T, rec sendertest.Received) []part {
	t.Helper()
	cts := values(rec.Header, "Content-Type")
	if len(cts) != 1 {
		t.Fatalf("received Content-Type %q, want exactly one", cts)
	}
	mt, params, err := mime.ParseMediaType(cts[0])
	if err != nil || mt != "multipart/form-data" || params["boundary"] == "" {
		t.Fatalf("received Content-Type %q, want multipart/form-data with a boundary (%v)", cts[0], err)
	}
	mr := multipart.NewReader(bytes.NewReader(rec.Body), params["boundary"])
	var out []part
	for {
		p, err := mr.NextPart()
		if errors.Is(err, io.EOF) {
			return out
		}
		if err != nil {
			t.Fatalf("read part %d: %v\nbody:\n%s", len(out), err, summary(rec.Body))
		}
		data, err := io.ReadAll(p)
		if err != nil {
			t.Fatalf("read part %d: %v", len(out), err)
		}
		out = append(out, part{Name: p.FormName(), FileName: p.FileName(), ContentType: p.Header.Get("Content-Type"), Data: summary(data)})
	}
}

func TestSendFormData(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	note := filepath.Join(dir, "note.json")
	blob := filepath.Join(dir, "blob.bin")
	if err := os.WriteFile(note, []byte(`{"n":1}`), 0o600); err != nil {
		t.Fatal(err)
	}
	big := sendertest.HugeBody(100 << 10) // several copy chunks
	if err := os.WriteFile(blob, big, 0o600); err != nil {
		t.Fatal(err)
	}
	body := `{"mode":"form-data","fields":[` +
		`{"key":"a","value":"1"},` +
		`{"key":"note","type":"file","src":` + string(workspace.Quote(note)) + `},` +
		`{"key":"off","type":"file","src":"/nonexistent/never/opened","enabled":false},` +
		`{"key":"blob","type":"file","src":` + string(workspace.Quote(blob)) + `,"fileName":"renamed.bin","contentType":"application/x-blob"},` +
		`{"key":"quote\"d","value":"last"}]}`
	want := []part{
		{Name: "a", Data: "1"},
		{Name: "note", FileName: "note.json", ContentType: "application/json", Data: `{"n":1}`},
		{Name: "blob", FileName: "renamed.bin", ContentType: "application/x-blob", Data: summary(big)},
		{Name: `quote"d`, Data: "last"},
	}
	t.Run("form-data streams its parts and files and replaces a declared Content-Type", func(t *testing.T) {
		t.Parallel()
		eachVariant(t, variants(), func(t *testing.T, r *rig) {
			req := r.request("POST", "/echo")
			req.Headers = []sender.Header{{Key: "Content-Type", Value: "application/json"}, {Key: "X-After", Value: "1"}}
			req.Body = json.RawMessage(body)
			res, sent := r.send(t, req)
			mustStatus(t, res, 200)
			rec := only(t, r.tg)
			if diff := cmp.Diff(want, parts(t, rec)); diff != "" {
				t.Errorf("parts received (-want +got):\n%s", diff)
			}
			if got := values(rec.Header, "X-After"); !slices.Equal(got, []string{"1"}) {
				t.Errorf("X-After received %q, want [1]", got)
			}
			if !strings.HasPrefix(sent.Body, "[multipart") {
				t.Errorf("Sent.Body = %q, want the streamed-body placeholder", sent.Body)
			}
		})
	})
}

// pipeFile returns a path that opens a pipe receiving data (a file of no
// known size), on Linux.
func pipeFile(t *testing.T, data []byte) string {
	t.Helper()
	if runtime.GOOS != "linux" {
		t.Skip("needs /proc/self/fd")
	}
	pr, pw, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan struct{})
	go func() {
		defer close(done)
		_, _ = pw.Write(data)
		_ = pw.Close()
	}()
	t.Cleanup(func() {
		_ = pr.Close() // ends a write nobody reads
		<-done
	})
	return fmt.Sprintf("/proc/self/fd/%d", pr.Fd())
}

func TestSendFormDataOfUnknownLength(t *testing.T) {
	t.Parallel()
	t.Run("a file part of unknown size is streamed without a Content-Length", func(t *testing.T) {
		t.Parallel()
		eachVariant(t, variants(), func(t *testing.T, r *rig) {
			data := sendertest.HugeBody(80 << 10)
			src := pipeFile(t, data)
			req := r.request("POST", "/echo")
			req.Body = json.RawMessage(`{"mode":"form-data","fields":[{"key":"a","value":"1"},{"key":"p","type":"file","src":` +
				string(workspace.Quote(src)) + `,"fileName":"p.bin","contentType":"application/octet-stream"}]}`)
			res, sent := r.send(t, req)
			mustStatus(t, res, 200)
			rec := only(t, r.tg)
			want := []part{{Name: "a", Data: "1"}, {Name: "p", FileName: "p.bin", ContentType: "application/octet-stream", Data: summary(data)}}
			if diff := cmp.Diff(want, parts(t, rec)); diff != "" {
				t.Errorf("parts received (-want +got):\n%s", diff)
			}
			if got := values(rec.Header, "Content-Length"); got != nil {
				t.Errorf("Content-Length %q received, want none", got)
			}
			if !r.v.mode.HTTP2() {
				if got := responseValues(sent.Headers, "Transfer-Encoding"); !slices.Equal(got, []string{"chunked"}) {
					t.Errorf("Sent Transfer-Encoding %q, want [chunked]", got)
				}
			}
		})
	})
}

func TestSendURLIsTheWireTruth(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, suffix, wantURI string
	}{
		{"an escaped query goes on the wire as written", "/echo?a=1&b=%2F&c=x%20y", "/echo?a=1&b=%2F&c=x%20y"},
		{"plus signs, empty values and bare keys are kept", "/echo?q=a+b&empty=&flag", "/echo?q=a+b&empty=&flag"},
		{"repeated and unsorted keys keep their order", "/echo?z=1&a=2&z=3", "/echo?z=1&a=2&z=3"},
		{"an escaped slash in the path is kept", "/echo%2Fpart", "/echo%2Fpart"},
		{"characters net/url would escape in a path are kept", "/echo/a{b}|c", "/echo/a{b}|c"},
		{"a space and non-ASCII are percent-encoded", "/echo?x=a b&u=ü", "/echo?x=a%20b&u=%C3%BC"},
		{"a fragment is not sent", "/echo?a=1#frag", "/echo?a=1"},
		{"a URL without a path asks for /", "", "/"},
		{"a query without a path asks for /?query", "?only=query", "/?only=query"},
		{"a trailing ? is kept", "/echo?", "/echo?"},
		{"a fragment holding a slash is no path", "#frag/x", "/"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			eachVariant(t, variants(), func(t *testing.T, r *rig) {
				req := r.request("GET", "")
				req.URL = r.tg.URL + tt.suffix
				res, sent := r.send(t, req)
				if res.ErrorCode != "" {
					t.Fatalf("send %q: %s %s", req.URL, res.ErrorCode, res.Message)
				}
				if got := only(t, r.tg).RequestURI; got != tt.wantURI {
					t.Errorf("send %q: target received %q, want %q", req.URL, got, tt.wantURI)
				}
				if sent.URL != req.URL {
					t.Errorf("Sent.URL = %q, want %q", sent.URL, req.URL)
				}
			})
		})
	}
}

func TestSendURLWithoutSchemeGoesOutAsHTTP(t *testing.T) {
	t.Parallel()
	for _, prefix := range []string{"", "//"} {
		eachVariant(t, []variant{{mode: sendertest.H1, version: "http1.1"}}, func(t *testing.T, r *rig) {
			hostPort := strings.TrimPrefix(r.tg.URL, "http://")
			req := r.request("GET", "")
			req.URL = prefix + hostPort + "/echo?a=1"
			res, sent := r.send(t, req)
			if res.ErrorCode != "" {
				t.Fatalf("send %q: %s %s", req.URL, res.ErrorCode, res.Message)
			}
			if want := "http://" + hostPort + "/echo?a=1"; sent.URL != want {
				t.Errorf("send %q: Sent.URL = %q, want %q", req.URL, sent.URL, want)
			}
			if got := only(t, r.tg).RequestURI; got != "/echo?a=1" {
				t.Errorf("send %q: target received %q", req.URL, got)
			}
		})
	}
}

func TestWithScheme(t *testing.T) {
	t.Parallel()
	tests := []struct{ in, want string }{
		{"postman-echo.com/get", "http://postman-echo.com/get"},
		{"localhost:4041", "http://localhost:4041"},
		{"localhost:4041/a?b=c://d", "http://localhost:4041/a?b=c://d"},
		{"//host/path", "http://host/path"},
		{"http://h/x", "http://h/x"},
		{"HTTPS://h/x", "HTTPS://h/x"},
		{"ws+unix://h", "ws+unix://h"},
		{"1http://h", "http://1http://h"},
	}
	for _, tt := range tests {
		if got := sender.WithScheme(tt.in); got != tt.want {
			t.Errorf("WithScheme(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestSendNeverReadsParams(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, suffix, wantURI string
	}{
		{"params that mirror the URL's query add nothing", "/echo?a=1", "/echo?a=1"},
		{"params missing from the URL are not sent", "/echo", "/echo"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			eachVariant(t, variants(), func(t *testing.T, r *rig) {
				c, err := sender.Compose(sender.ComposeInput{Request: workspace.Request{
					Method:      "GET",
					URL:         r.tg.URL + tt.suffix,
					Params:      json.RawMessage(`[{"key":"a","value":"1","enabled":true},{"key":"p","value":"2","enabled":true},{"key":"off","value":"3","enabled":false}]`),
					HTTPVersion: r.v.version,
					VerifySSL:   true,
				}})
				if err != nil {
					t.Fatal(err)
				}
				res, _ := r.send(t, c.Request)
				mustStatus(t, res, 200)
				if got := only(t, r.tg).RequestURI; got != tt.wantURI {
					t.Errorf("target received %q, want %q", got, tt.wantURI)
				}
			})
		})
	}
}

func TestSendHeaders(t *testing.T) {
	t.Parallel()
	declared := []sender.Header{
		{Key: "X-B", Value: "2"},
		{Key: "X-A", Value: "1"},
		{Key: "x-b", Value: "3"},
		{Key: "accept", Value: "text/plain"},
		{Key: "X-Empty", Value: ""},
	}
	t.Run("declared headers keep their order, spelling and repeats, completed by defaults", func(t *testing.T) {
		t.Parallel()
		eachVariant(t, variants(), func(t *testing.T, r *rig) {
			req := r.request("GET", "/echo")
			req.Headers = declared
			res, sent := r.send(t, req)
			mustStatus(t, res, 200)
			rec := only(t, r.tg)
			host := strings.TrimPrefix(strings.TrimPrefix(r.tg.URL, "http://"), "https://")
			want := [][2]string{
				{"Host", host}, {"X-B", "2"}, {"X-A", "1"}, {"x-b", "3"}, {"accept", "text/plain"}, {"X-Empty", ""},
				{"User-Agent", "svc-engine"}, {"Accept-Encoding", "gzip, deflate, br, zstd"},
			}
			got := rec.Header
			if r.v.mode.HTTP2() {
				// HTTP/2 carries Host as :authority and lowercase names;
				// net/http encodes names in map order, so only each name's
				// values keep their order.
				want = lowerSorted(want[1:])
				got = lowerSorted(got)
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("target received (-want +got):\n%s", diff)
			}
			if rec.Host != host {
				t.Errorf("Host/:authority = %q, want %q", rec.Host, host)
			}
			if !r.v.mode.HTTP2() {
				if diff := cmp.Diff(want, asFields(sent.Headers)); diff != "" {
					t.Errorf("Sent.Headers differ from the wire (-wire +sent):\n%s", diff)
				}
			}
		})
	})
	t.Run("a declared Content-Length is replaced by the body's length", func(t *testing.T) {
		t.Parallel()
		eachVariant(t, variants(), func(t *testing.T, r *rig) {
			req := r.request("POST", "/echo")
			req.Headers = []sender.Header{{Key: "Content-Length", Value: "999"}}
			req.Body = json.RawMessage(`{"mode":"text","content":"four"}`)
			res, _ := r.send(t, req)
			mustStatus(t, res, 200)
			rec := only(t, r.tg)
			if got := values(rec.Header, "Content-Length"); !slices.Equal(got, []string{"4"}) || string(rec.Body) != "four" {
				t.Errorf("received Content-Length %q and body %q, want [4] and four", got, rec.Body)
			}
		})
	})
	t.Run("the configured User-Agent is sent unless the request declares one", func(t *testing.T) {
		t.Parallel()
		eachVariant(t, variants(), func(t *testing.T, r *rig) {
			r.settings.UserAgent = "probe/1"
			mustStatus(t, first(r.send(t, r.request("GET", "/echo"))), 200)
			req := r.request("GET", "/echo")
			req.Headers = []sender.Header{{Key: "user-agent", Value: "mine/2"}}
			mustStatus(t, first(r.send(t, req)), 200)
			var got [][]string
			for _, rec := range r.tg.Requests() {
				got = append(got, values(rec.Header, "User-Agent"))
			}
			if diff := cmp.Diff([][]string{{"probe/1"}, {"mine/2"}}, got); diff != "" {
				t.Errorf("User-Agent received (-want +got):\n%s", diff)
			}
		})
	})
}

func first(res sender.Response, _ sender.Sent) sender.Response { return res }

func lowerSorted(fs [][2]string) [][2]string {
	out := make([][2]string, len(fs))
	for i, f := range fs {
		out[i] = [2]string{strings.ToLower(f[0]), f[1]}
	}
	slices.SortStableFunc(out, func(a, b [2]string) int { return strings.Compare(a[0], b[0]) })
	return out
}

func asFields(hs []sender.Header) [][2]string {
	out := make([][2]string, len(hs))
	for i, h := range hs {
		out[i] = [2]string{h.Key, h.Value}
	}
	return out
}

func TestSendAuth(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name       string
		path       string
		headers    []sender.Header
		auth       string
		wantStatus int
		wantURI    string
		wantField  string   // a field to look at on the wire
		wantValues []string // its values
	}{
		{
			name: "a bearer token is accepted by a bearer endpoint",
			path: "/auth/bearer?token=t0k", auth: `{"mode":"bearer","token":"t0k"}`,
			wantStatus: 200, wantURI: "/auth/bearer?token=t0k", wantField: "Authorization", wantValues: []string{"Bearer t0k"},
		},
		{
			name: "bearer auth replaces a declared Authorization",
			path: "/auth/bearer?token=t0k", auth: `{"mode":"bearer","token":"t0k"}`,
			headers:    []sender.Header{{Key: "authorization", Value: "Basic old"}},
			wantStatus: 200, wantURI: "/auth/bearer?token=t0k", wantField: "Authorization", wantValues: []string{"Bearer t0k"},
		},
		{
			name: "basic credentials are accepted by a basic endpoint",
			path: "/auth/basic?user=ana&pass=p%40ss", auth: `{"mode":"basic","username":"ana","password":"p@ss"}`,
			wantStatus: 200, wantURI: "/auth/basic?user=ana&pass=p%40ss", wantField: "Authorization",
			wantValues: []string{"Basic " + base64.StdEncoding.EncodeToString([]byte("ana:p@ss"))},
		},
		{
			name: "wrong basic credentials get the endpoint's 401",
			path: "/auth/basic?user=ana&pass=right", auth: `{"mode":"basic","username":"ana","password":"wrong"}`,
			wantStatus: 401, wantURI: "/auth/basic?user=ana&pass=right", wantField: "Authorization",
			wantValues: []string{"Basic " + base64.StdEncoding.EncodeToString([]byte("ana:wrong"))},
		},
		{
			name: "an apikey in the header is sent as its own field",
			path: "/echo", auth: `{"mode":"apikey","key":"X-Api-Key","value":"k1","in":"header"}`,
			wantStatus: 200, wantURI: "/echo", wantField: "X-Api-Key", wantValues: []string{"k1"},
		},
		{
			name: "an apikey in the query is appended to the URL's query",
			path: "/echo?a=1", auth: `{"mode":"apikey","key":"api key","value":"v/1","in":"query"}`,
			wantStatus: 200, wantURI: "/echo?a=1&api+key=v%2F1", wantField: "api key",
		},
		{
			name: "no auth sends no Authorization",
			path: "/echo", auth: `{"mode":"none"}`,
			wantStatus: 200, wantURI: "/echo", wantField: "Authorization",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			eachVariant(t, variants(), func(t *testing.T, r *rig) {
				req := r.request("GET", tt.path)
				req.Headers = tt.headers
				req.Auth = json.RawMessage(tt.auth)
				res, _ := r.send(t, req)
				mustStatus(t, res, tt.wantStatus)
				rec := only(t, r.tg)
				if rec.RequestURI != tt.wantURI {
					t.Errorf("auth %s: target received %q, want %q", tt.auth, rec.RequestURI, tt.wantURI)
				}
				if got := values(rec.Header, tt.wantField); !slices.Equal(got, tt.wantValues) {
					t.Errorf("auth %s: %s received %q, want %q", tt.auth, tt.wantField, got, tt.wantValues)
				}
			})
		})
	}
}

func TestSendResponse(t *testing.T) {
	t.Parallel()
	allBytes := make([]byte, 256)
	for i := range allBytes {
		allBytes[i] = byte(i)
	}
	type result struct {
		StatusCode   int
		StatusText   string
		Body         string
		BodyEncoding string
		Size         int64
		Protocol     string
		Picked       []sender.Header // the response fields named in pick, in order
	}
	tests := []struct {
		name   string
		method string
		path   string
		pick   []string
		want   result
	}{
		{
			name: "a status, its reason phrase and a text body are reported",
			path: "/status/418", pick: []string{"Content-Type"},
			want: result{StatusCode: 418, StatusText: "I'm a teapot", Body: "status 418\n", BodyEncoding: "text", Size: 11,
				Picked: []sender.Header{{Key: "Content-Type", Value: "text/plain; charset=utf-8"}}},
		},
		{
			name: "response fields are reported with their repeats in order",
			path: "/echo?status=201&header=X-One:1&header=X-Two:2&header=X-One:3&header=Content-Type:text/x-probe", pick: []string{"X-One", "X-Two", "Content-Type"},
			want: result{StatusCode: 201, StatusText: "Created", BodyEncoding: "text",
				Picked: []sender.Header{{Key: "Content-Type", Value: "text/x-probe"}, {Key: "X-One", Value: "1"}, {Key: "X-One", Value: "3"}, {Key: "X-Two", Value: "2"}}},
		},
		{
			name: "a binary body is reported in base64 with its size",
			path: "/bytes", pick: []string{"Content-Length"},
			want: result{StatusCode: 200, StatusText: "OK", Body: base64.StdEncoding.EncodeToString(allBytes), BodyEncoding: "base64", Size: 256,
				Picked: []sender.Header{{Key: "Content-Length", Value: "256"}}},
		},
		{
			name:   "a HEAD answer has no body",
			method: "HEAD", path: "/bytes", pick: []string{"Content-Length"},
			want: result{StatusCode: 200, StatusText: "OK", BodyEncoding: "text",
				Picked: []sender.Header{{Key: "Content-Length", Value: "256"}}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			eachVariant(t, variants(), func(t *testing.T, r *rig) {
				method := tt.method
				if method == "" {
					method = "GET"
				}
				res, sent := r.send(t, r.request(method, tt.path))
				if res.ErrorCode != "" {
					t.Fatalf("%s %s: %s %s", method, tt.path, res.ErrorCode, res.Message)
				}
				got := result{StatusCode: res.StatusCode, StatusText: res.StatusText, Body: res.Body, BodyEncoding: res.BodyEncoding, Size: res.Size, Protocol: res.Protocol}
				for _, h := range res.Headers {
					if slices.Contains(tt.pick, h.Key) {
						got.Picked = append(got.Picked, h)
					}
				}
				want := tt.want
				want.Protocol = protocol(r.v.mode)
				if strings.HasPrefix(tt.path, "/echo") {
					want.Body, want.Size = res.Body, res.Size // the echo of the request, checked elsewhere
				}
				if diff := cmp.Diff(want, got); diff != "" {
					t.Errorf("%s %s (-want +got):\n%s", method, tt.path, diff)
				}
				if sent.Protocol != want.Protocol {
					t.Errorf("Sent.Protocol = %q, want %q", sent.Protocol, want.Protocol)
				}
				if res.URL != r.tg.URL+tt.path {
					t.Errorf("URL = %q, want %q", res.URL, r.tg.URL+tt.path)
				}
			})
		})
	}
}

func TestSendTiming(t *testing.T) {
	t.Parallel()
	t.Run("a fresh connection reports its phases", func(t *testing.T) {
		t.Parallel()
		eachVariant(t, variants(), func(t *testing.T, r *rig) {
			res, _ := r.send(t, r.request("GET", "/slow?ms=20"))
			mustStatus(t, res, 200)
			tm := res.Timing
			for name, v := range map[string]float64{"dnsMs": tm.DNSMs, "connectMs": tm.ConnectMs, "tlsMs": tm.TLSMs, "ttfbMs": tm.TTFBMs, "downloadMs": tm.DownloadMs, "totalMs": tm.TotalMs} {
				if v < 0 {
					t.Errorf("%s = %v, want >= 0", name, v)
				}
			}
			if tm.DNSMs != 0 {
				t.Errorf("dnsMs = %v for an IP literal, want 0", tm.DNSMs)
			}
			if tm.ConnectMs <= 0 {
				t.Errorf("connectMs = %v, want > 0 for a fresh connection", tm.ConnectMs)
			}
			if tls := tm.TLSMs > 0; tls != r.v.mode.TLS() {
				t.Errorf("tlsMs = %v in mode %s, want > 0 exactly on TLS modes", tm.TLSMs, r.v.mode)
			}
			// The server waits 20 ms after reading the request; the
			// clock starts when the client's write returns, which a
			// loaded machine may schedule after the server already got
			// the request (CI once saw 19.4 ms). A ttfb that missed the
			// wait would read near 0.
			if tm.TTFBMs < 15 {
				t.Errorf("ttfbMs = %v, want >= 15 (the server waits 20 ms)", tm.TTFBMs)
			}
			if tm.TotalMs < tm.TTFBMs || tm.TotalMs < tm.ConnectMs+tm.TLSMs {
				t.Errorf("totalMs = %v, want >= ttfbMs %v and >= connectMs+tlsMs %v", tm.TotalMs, tm.TTFBMs, tm.ConnectMs+tm.TLSMs)
			}
		})
	})
	t.Run("a host name is resolved and connected", func(t *testing.T) {
		t.Parallel()
		eachVariant(t, variants(), func(t *testing.T, r *rig) {
			req := r.request("GET", "/echo")
			req.URL = strings.Replace(req.URL, "127.0.0.1", "localhost", 1)
			res, _ := r.send(t, req)
			mustStatus(t, res, 200)
			if res.Timing.DNSMs < 0 || res.Timing.ConnectMs <= 0 {
				t.Errorf("timing %+v, want dnsMs >= 0 and connectMs > 0", res.Timing)
			}
		})
	})
}

func TestSendDecompression(t *testing.T) {
	t.Parallel()
	for _, coding := range []string{"gzip", "deflate", "br", "zstd"} {
		t.Run("a "+coding+" body is decoded", func(t *testing.T) {
			t.Parallel()
			eachVariant(t, variants(), func(t *testing.T, r *rig) {
				res, _ := r.send(t, r.request("GET", "/"+coding))
				mustStatus(t, res, 200)
				if res.Body != sendertest.CompressedPayload || res.BodyEncoding != "text" || res.Size != int64(len(sendertest.CompressedPayload)) {
					t.Errorf("body %q (%s, size %d), want %q (text, size %d)", res.Body, res.BodyEncoding, res.Size, sendertest.CompressedPayload, len(sendertest.CompressedPayload))
				}
				if got := responseValues(res.Headers, "Content-Encoding"); !slices.Equal(got, []string{coding}) {
					t.Errorf("Content-Encoding reported %q, want [%s]", got, coding)
				}
			})
		})
		t.Run("a HEAD answer declaring "+coding+" has nothing to decode", func(t *testing.T) {
			t.Parallel()
			eachVariant(t, variants(), func(t *testing.T, r *rig) {
				res, _ := r.send(t, r.request("HEAD", "/"+coding))
				mustStatus(t, res, 200)
				if res.Body != "" || res.Size != 0 {
					t.Errorf("body %q size %d, want none", res.Body, res.Size)
				}
			})
		})
	}
}

// hop is one request of a redirect chain as the target received it.
type hop struct {
	Method      string
	URI         string
	ContentType []string
	Body        string
}

func TestSendRedirects(t *testing.T) {
	t.Parallel()
	jsonBody := `{"mode":"json","content":"{\"a\":1}"}`
	tests := []struct {
		name          string
		method        string
		path          string
		body          string
		follow        bool
		maxRedirects  int
		wantStatus    int
		wantError     string
		wantRedirects int
		wantHops      []hop
	}{
		{
			name: "a 301 turns a POST into a GET without its body", method: "POST", path: "/redirect?code=301", body: jsonBody,
			follow: true, maxRedirects: 10, wantStatus: 200, wantRedirects: 1,
			wantHops: []hop{{"POST", "/redirect?code=301", []string{"application/json"}, `{"a":1}`}, {"GET", "/echo", nil, ""}},
		},
		{
			name: "a 302 turns a POST into a GET without its body", method: "POST", path: "/redirect?code=302", body: jsonBody,
			follow: true, maxRedirects: 10, wantStatus: 200, wantRedirects: 1,
			wantHops: []hop{{"POST", "/redirect?code=302", []string{"application/json"}, `{"a":1}`}, {"GET", "/echo", nil, ""}},
		},
		{
			name: "a 303 turns a PUT into a GET without its body", method: "PUT", path: "/redirect?code=303", body: jsonBody,
			follow: true, maxRedirects: 10, wantStatus: 200, wantRedirects: 1,
			wantHops: []hop{{"PUT", "/redirect?code=303", []string{"application/json"}, `{"a":1}`}, {"GET", "/echo", nil, ""}},
		},
		{
			name: "a 307 keeps the method and the body", method: "POST", path: "/redirect?code=307", body: jsonBody,
			follow: true, maxRedirects: 10, wantStatus: 200, wantRedirects: 1,
			wantHops: []hop{{"POST", "/redirect?code=307", []string{"application/json"}, `{"a":1}`}, {"POST", "/echo", []string{"application/json"}, `{"a":1}`}},
		},
		{
			name: "a 308 keeps the method and the body", method: "PATCH", path: "/redirect?code=308", body: jsonBody,
			follow: true, maxRedirects: 10, wantStatus: 200, wantRedirects: 1,
			wantHops: []hop{{"PATCH", "/redirect?code=308", []string{"application/json"}, `{"a":1}`}, {"PATCH", "/echo", []string{"application/json"}, `{"a":1}`}},
		},
		{
			name: "a chain of relative Locations is followed to its end", method: "GET", path: "/redirect?n=3&code=302",
			follow: true, maxRedirects: 10, wantStatus: 200, wantRedirects: 3,
			wantHops: []hop{{"GET", "/redirect?n=3&code=302", nil, ""}, {"GET", "/redirect?code=302&n=2&to=%2Fecho", nil, ""}, {"GET", "/redirect?code=302&n=1&to=%2Fecho", nil, ""}, {"GET", "/echo", nil, ""}},
		},
		{
			name: "a chain of absolute Locations is followed to its end", method: "DELETE", path: "/redirect/absolute?n=2&code=308",
			follow: true, maxRedirects: 10, wantStatus: 200, wantRedirects: 2,
			wantHops: []hop{{"DELETE", "/redirect/absolute?n=2&code=308", nil, ""}, {"DELETE", "/redirect/absolute?code=308&n=1&to=%2Fecho", nil, ""}, {"DELETE", "/echo", nil, ""}},
		},
		{
			name: "exactly maxRedirects redirects are followed", method: "GET", path: "/redirect?n=2&code=301",
			follow: true, maxRedirects: 2, wantStatus: 200, wantRedirects: 2,
			wantHops: []hop{{"GET", "/redirect?n=2&code=301", nil, ""}, {"GET", "/redirect?code=301&n=1&to=%2Fecho", nil, ""}, {"GET", "/echo", nil, ""}},
		},
		{
			name: "one redirect past maxRedirects fails with TOO_MANY_REDIRECTS", method: "GET", path: "/redirect?n=3&code=307",
			follow: true, maxRedirects: 2, wantError: sender.CodeTooManyRedirects,
			wantHops: []hop{{"GET", "/redirect?n=3&code=307", nil, ""}, {"GET", "/redirect?code=307&n=2&to=%2Fecho", nil, ""}, {"GET", "/redirect?code=307&n=1&to=%2Fecho", nil, ""}},
		},
		{
			name: "a redirect loop stops at maxRedirects", method: "GET", path: "/redirect/loop?code=302",
			follow: true, maxRedirects: 3, wantError: sender.CodeTooManyRedirects,
			wantHops: slices.Repeat([]hop{{"GET", "/redirect/loop?code=302", nil, ""}}, 4),
		},
		{
			name: "followRedirects false returns the 3xx itself", method: "POST", path: "/redirect?code=307", body: jsonBody,
			follow: false, maxRedirects: 10, wantStatus: 307,
			wantHops: []hop{{"POST", "/redirect?code=307", []string{"application/json"}, `{"a":1}`}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			eachVariant(t, variants(), func(t *testing.T, r *rig) {
				req := r.request(tt.method, tt.path)
				req.FollowRedirects, req.MaxRedirects = tt.follow, tt.maxRedirects
				if tt.body != "" {
					req.Body = json.RawMessage(tt.body)
				}
				res, _ := r.send(t, req)
				if res.StatusCode != tt.wantStatus || res.ErrorCode != tt.wantError {
					t.Errorf("status %d errorCode %q (%s), want %d %q", res.StatusCode, res.ErrorCode, res.Message, tt.wantStatus, tt.wantError)
				}
				if tt.wantError == "" && len(res.Redirects) != tt.wantRedirects {
					t.Errorf("Redirects = %q, want %d", res.Redirects, tt.wantRedirects)
				}
				var got []hop
				for _, rec := range r.tg.Requests() {
					got = append(got, hop{rec.Method, rec.RequestURI, values(rec.Header, "Content-Type"), string(rec.Body)})
				}
				if diff := cmp.Diff(tt.wantHops, got); diff != "" {
					t.Errorf("target received (-want +got):\n%s", diff)
				}
				if last := tt.wantHops[len(tt.wantHops)-1]; tt.wantError == "" && res.URL != r.tg.URL+last.URI {
					t.Errorf("URL = %q, want %q", res.URL, r.tg.URL+last.URI)
				}
				if !tt.follow {
					if loc := responseValues(res.Headers, "Location"); !slices.Equal(loc, []string{"/echo"}) {
						t.Errorf("Location reported %q, want [/echo]", loc)
					}
				}
			})
		})
	}
	t.Run("a 307 sends a form-data body with its file again", func(t *testing.T) {
		t.Parallel()
		src := writeTemp(t, "a.json", []byte(`[1]`))
		eachVariant(t, variants(), func(t *testing.T, r *rig) {
			req := r.request("POST", "/redirect?code=307")
			req.Body = json.RawMessage(`{"mode":"form-data","fields":[{"key":"f","type":"file","src":` + string(workspace.Quote(src)) + `}]}`)
			res, _ := r.send(t, req)
			mustStatus(t, res, 200)
			want := []part{{Name: "f", FileName: "a.json", ContentType: "application/json", Data: "[1]"}}
			reqs := r.tg.Requests()
			if len(reqs) != 2 {
				t.Fatalf("target received %d requests, want 2", len(reqs))
			}
			for i, rec := range reqs {
				if diff := cmp.Diff(want, parts(t, rec)); diff != "" {
					t.Errorf("hop %d %s: parts (-want +got):\n%s", i, rec.RequestURI, diff)
				}
			}
		})
	})
	t.Run("Authorization is kept on the same host and dropped for another", func(t *testing.T) {
		t.Parallel()
		eachVariant(t, variants(), func(t *testing.T, r *rig) {
			other := strings.Replace(r.tg.URL, "127.0.0.1", "localhost", 1)
			req := r.request("GET", "/redirect?n=2&to="+url.QueryEscape(other+"/echo"))
			req.Auth = json.RawMessage(`{"mode":"bearer","token":"secret"}`)
			res, _ := r.send(t, req)
			mustStatus(t, res, 200)
			var got [][]string
			for _, rec := range r.tg.Requests() {
				got = append(got, values(rec.Header, "Authorization"))
			}
			want := [][]string{{"Bearer secret"}, {"Bearer secret"}, nil}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("Authorization per hop (-want +got):\n%s", diff)
			}
		})
	})
}

func TestSendMaxBodyBytes(t *testing.T) {
	t.Parallel()
	const limit = 4096
	tests := []struct {
		name          string
		path          string
		wantSize      int64
		wantTruncated bool
	}{
		{"a body over the cap is cut and its full size reported", "/huge?bytes=12288", 12288, true},
		{"a chunked body over the cap is cut and its full size reported", "/huge?bytes=12288&chunked=1", 12288, true},
		{"a body at the cap is whole", "/huge?bytes=4096", 4096, false},
		{"a body under the cap is whole", "/huge?bytes=1000", 1000, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			eachVariant(t, variants(), func(t *testing.T, r *rig) {
				r.settings.MaxBodyBytes = limit
				res, _ := r.send(t, r.request("GET", tt.path))
				mustStatus(t, res, 200)
				body, err := base64.StdEncoding.DecodeString(res.Body)
				if err != nil || res.BodyEncoding != "base64" {
					t.Fatalf("body encoding %q: %v", res.BodyEncoding, err)
				}
				want := sendertest.HugeBody(min(tt.wantSize, limit))
				if !bytes.Equal(body, want) || res.Size != tt.wantSize || res.BodyTruncated != tt.wantTruncated {
					t.Errorf("body %s, size %d, truncated %v; want %s, size %d, truncated %v",
						summary(body), res.Size, res.BodyTruncated, summary(want), tt.wantSize, tt.wantTruncated)
				}
			})
		})
	}
	t.Run("a body far over the cap stops downloading soon", func(t *testing.T) {
		t.Parallel()
		eachVariant(t, variants(), func(t *testing.T, r *rig) {
			r.settings.MaxBodyBytes = limit
			start := time.Now()
			res, _ := r.send(t, r.request("GET", "/huge?bytes=1099511627776"))
			mustStatus(t, res, 200)
			if !res.BodyTruncated || res.Size < limit || time.Since(start) > 5*time.Second {
				t.Errorf("truncated %v, size %d after %v; want a cut body and a quick answer", res.BodyTruncated, res.Size, time.Since(start))
			}
		})
	})
}

func TestSendStream(t *testing.T) {
	t.Parallel()
	tick := func(n int) sender.Event {
		return sender.Event{ID: strconv.Itoa(n), Event: "tick", Data: fmt.Sprintf(`{"n":%d}`, n)}
	}
	multi := func(n int) sender.Event {
		return sender.Event{ID: strconv.Itoa(n), Event: "multi", Data: fmt.Sprintf("line 1 of %d\nline 2 of %d", n, n)}
	}
	noTime := cmp.Transformer("noAtMs", func(e sender.Event) sender.Event { e.AtMs = 0; return e })
	t.Run("an event stream is parsed into events", func(t *testing.T) {
		t.Parallel()
		eachVariant(t, variants(), func(t *testing.T, r *rig) {
			req := r.request("GET", "/sse?events=4&interval=1")
			req.Stream = true
			res, _ := r.send(t, req)
			mustStatus(t, res, 200)
			if diff := cmp.Diff([]sender.Event{tick(1), multi(2), tick(3), multi(4)}, res.Events, noTime); diff != "" {
				t.Errorf("events (-want +got):\n%s", diff)
			}
			if res.StreamCapped {
				t.Error("StreamCapped on a stream that ended")
			}
		})
	})
	t.Run("MaxStreamEvents caps an endless stream", func(t *testing.T) {
		t.Parallel()
		eachVariant(t, variants(), func(t *testing.T, r *rig) {
			r.settings.MaxStreamEvents = 3
			req := r.request("GET", "/sse?events=0&interval=2")
			req.Stream = true
			req.Timeout = 20 * time.Second
			start := time.Now()
			res, _ := r.send(t, req)
			mustStatus(t, res, 200)
			if diff := cmp.Diff([]sender.Event{tick(1), multi(2), tick(3)}, res.Events, noTime); diff != "" {
				t.Errorf("events (-want +got):\n%s", diff)
			}
			if !res.StreamCapped || time.Since(start) > 5*time.Second {
				t.Errorf("StreamCapped %v after %v, want true within 5s", res.StreamCapped, time.Since(start))
			}
		})
	})
	t.Run("MaxStreamDuration caps an endless stream in bounded time", func(t *testing.T) {
		t.Parallel()
		eachVariant(t, variants(), func(t *testing.T, r *rig) {
			r.settings.MaxStreamDuration = 300 * time.Millisecond
			req := r.request("GET", "/sse?events=0&interval=20")
			req.Stream = true
			req.Timeout = 20 * time.Second
			start := time.Now()
			res, _ := r.send(t, req)
			took := time.Since(start)
			mustStatus(t, res, 200)
			if !res.StreamCapped || len(res.Events) == 0 || took < 300*time.Millisecond || took > 5*time.Second {
				t.Errorf("StreamCapped %v with %d events after %v, want true with events after 300ms-5s", res.StreamCapped, len(res.Events), took)
			}
		})
	})
	t.Run("a stream send on a body that is no event stream reads the body", func(t *testing.T) {
		t.Parallel()
		eachVariant(t, variants(), func(t *testing.T, r *rig) {
			req := r.request("GET", "/status/200")
			req.Stream = true
			res, _ := r.send(t, req)
			mustStatus(t, res, 200)
			if res.Body != "status 200\n" || len(res.Events) != 0 {
				t.Errorf("body %q with %d events, want the body and no events", res.Body, len(res.Events))
			}
		})
	})
	t.Run("without stream an event stream is read as a body", func(t *testing.T) {
		t.Parallel()
		eachVariant(t, variants(), func(t *testing.T, r *rig) {
			res, _ := r.send(t, r.request("GET", "/sse?events=2&interval=1"))
			mustStatus(t, res, 200)
			if res.Body != sendertest.SSEStream(2) || len(res.Events) != 0 {
				t.Errorf("body %q with %d events, want %q", res.Body, len(res.Events), sendertest.SSEStream(2))
			}
		})
	})
}

// closedAddr returns a loopback address nothing listens on.
func closedAddr(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	if err := ln.Close(); err != nil { // the port refuses from here on
		t.Fatal(err)
	}
	return addr
}

func TestSendFailures(t *testing.T) {
	t.Parallel()
	scheme := func(r *rig) string { return strings.SplitN(r.tg.URL, "://", 2)[0] }
	tests := []struct {
		name    string
		prepare func(t *testing.T, r *rig) sender.Request
		want    []string // acceptable error codes
		within  time.Duration
		silent  bool // the target must receive nothing
	}{
		{
			name: "a closed port fails with CONNECTION_FAILED",
			prepare: func(t *testing.T, r *rig) sender.Request {
				req := r.request("GET", "/echo")
				req.URL = scheme(r) + "://" + closedAddr(t) + "/echo"
				return req
			},
			want: []string{sender.CodeConnectionFailed}, silent: true,
		},
		{
			name: "a form-data send to a closed port fails with CONNECTION_FAILED",
			prepare: func(t *testing.T, r *rig) sender.Request {
				req := r.request("POST", "/echo")
				req.URL = scheme(r) + "://" + closedAddr(t) + "/echo"
				src := writeTemp(t, "big.bin", sendertest.HugeBody(256<<10))
				req.Body = json.RawMessage(`{"mode":"form-data","fields":[{"key":"f","type":"file","src":` + string(workspace.Quote(src)) + `}]}`)
				return req
			},
			want: []string{sender.CodeConnectionFailed}, silent: true,
		},
		{
			name: "a server that aborts the connection fails with CONNECTION_RESET or CONNECTION_FAILED",
			prepare: func(t *testing.T, r *rig) sender.Request {
				return r.request("GET", "/reset")
			},
			want: []string{sender.CodeConnectionReset, sender.CodeConnectionFailed},
		},
		{
			name: "a server slower than the timeout fails with TIMEOUT in time",
			prepare: func(t *testing.T, r *rig) sender.Request {
				req := r.request("GET", "/slow?ms=10000")
				req.Timeout = 300 * time.Millisecond
				return req
			},
			want: []string{sender.CodeTimeout}, within: 5 * time.Second,
		},
		{
			name: "a body slower than the timeout fails with TIMEOUT in time",
			prepare: func(t *testing.T, r *rig) sender.Request {
				req := r.request("GET", "/slow-body?ms=2000&chunks=5")
				req.Timeout = 300 * time.Millisecond
				return req
			},
			want: []string{sender.CodeTimeout}, within: 5 * time.Second,
		},
		{
			name: "an unresolvable host fails with DNS_FAILED",
			prepare: func(t *testing.T, r *rig) sender.Request {
				req := r.request("GET", "/echo")
				req.URL = scheme(r) + "://nonexistent.invalid/echo"
				return req
			},
			want: []string{sender.CodeDNS}, silent: true,
		},
		{
			name: "an ftp URL fails with INVALID_URL",
			prepare: func(t *testing.T, r *rig) sender.Request {
				req := r.request("GET", "/echo")
				req.URL = "ftp://" + r.tg.Addr + "/file"
				return req
			},
			want: []string{sender.CodeInvalidURL}, silent: true,
		},
		{
			name: "a URL without a host fails with INVALID_URL",
			prepare: func(t *testing.T, r *rig) sender.Request {
				req := r.request("GET", "/echo")
				req.URL = scheme(r) + ":///echo"
				return req
			},
			want: []string{sender.CodeInvalidURL}, silent: true,
		},
		{
			name: "an unreadable file part fails with INTERNAL_ERROR before connecting",
			prepare: func(t *testing.T, r *rig) sender.Request {
				req := r.request("POST", "/echo")
				req.Body = json.RawMessage(`{"mode":"form-data","fields":[{"key":"a","value":"1"},{"key":"f","type":"file","src":"/nonexistent/file.bin"}]}`)
				return req
			},
			want: []string{sender.CodeInternal}, silent: true,
		},
		{
			name: "a file part without src fails with INTERNAL_ERROR before connecting",
			prepare: func(t *testing.T, r *rig) sender.Request {
				req := r.request("POST", "/echo")
				req.Body = json.RawMessage(`{"mode":"form-data","fields":[{"key":"f","type":"file","src":""}]}`)
				return req
			},
			want: []string{sender.CodeInternal}, silent: true,
		},
		{
			name: "auth that cannot be signed fails with INTERNAL_ERROR before connecting",
			prepare: func(t *testing.T, r *rig) sender.Request {
				req := r.request("GET", "/echo")
				req.Auth = json.RawMessage(`{"mode":"oauth1","config":{"signatureMethod":"RSA-SHA256","privateKey":"not a PEM key"}}`)
				return req
			},
			want: []string{sender.CodeInternal}, silent: true,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			eachVariant(t, variants(), func(t *testing.T, r *rig) {
				req := tt.prepare(t, r)
				start := time.Now()
				res, sent := r.send(t, req)
				took := time.Since(start)
				if res.StatusCode != 0 || !slices.Contains(tt.want, res.ErrorCode) || res.Message == "" {
					t.Errorf("send %s %s: status %d errorCode %q message %q; want status 0, one of %q and a message",
						req.Method, req.URL, res.StatusCode, res.ErrorCode, res.Message, tt.want)
				}
				if tt.within > 0 && took > tt.within {
					t.Errorf("failed after %v, want within %v", took, tt.within)
				}
				if tt.silent {
					if reqs := r.tg.Requests(); len(reqs) != 0 {
						t.Errorf("target received %d requests, want none", len(reqs))
					}
				}
				if res.Timing.TotalMs < 0 || res.Headers == nil || sent.Headers == nil {
					t.Errorf("timing %+v, response headers %v, sent headers %v; want totalMs >= 0 and header lists, never nil", res.Timing, res.Headers, sent.Headers)
				}
			})
		})
	}
	t.Run("an unreadable file part names the field and the path", func(t *testing.T) {
		t.Parallel()
		eachVariant(t, variants()[:1], func(t *testing.T, r *rig) {
			req := r.request("POST", "/echo")
			req.Body = json.RawMessage(`{"mode":"form-data","fields":[{"key":"a","value":"1"},{"key":"f","type":"file","src":"/nonexistent/file.bin"}]}`)
			res, _ := r.send(t, req)
			if !strings.Contains(res.Message, "body.fields[1].src") || !strings.Contains(res.Message, "/nonexistent/file.bin") {
				t.Errorf("message %q, want it to name body.fields[1].src and the path", res.Message)
			}
		})
	})
}

func TestSendTLSVerification(t *testing.T) {
	t.Parallel()
	t.Run("verifySSL with the target's CA configured succeeds", func(t *testing.T) {
		t.Parallel()
		eachVariant(t, tlsVariants(), func(t *testing.T, r *rig) {
			mustStatus(t, first(r.send(t, r.request("GET", "/echo"))), 200)
			if !only(t, r.tg).TLS {
				t.Error("the target saw no TLS")
			}
		})
	})
	t.Run("verifySSL for a host name the certificate names succeeds", func(t *testing.T) {
		t.Parallel()
		eachVariant(t, tlsVariants(), func(t *testing.T, r *rig) {
			req := r.request("GET", "/echo")
			req.URL = strings.Replace(req.URL, "127.0.0.1", "localhost", 1)
			mustStatus(t, first(r.send(t, req)), 200)
		})
	})
	t.Run("verifySSL without the CA fails with TLS_ERROR", func(t *testing.T) {
		t.Parallel()
		eachVariant(t, tlsVariants(), func(t *testing.T, r *rig) {
			r.settings.CACertFiles = nil
			res, _ := r.send(t, r.request("GET", "/echo"))
			if res.StatusCode != 0 || res.ErrorCode != sender.CodeTLS {
				t.Errorf("status %d errorCode %q (%s), want 0 %s", res.StatusCode, res.ErrorCode, res.Message, sender.CodeTLS)
			}
			if reqs := r.tg.Requests(); len(reqs) != 0 {
				t.Errorf("target received %d requests, want none", len(reqs))
			}
		})
	})
	t.Run("verifySSL false without the CA succeeds", func(t *testing.T) {
		t.Parallel()
		eachVariant(t, tlsVariants(), func(t *testing.T, r *rig) {
			r.settings.CACertFiles = nil
			req := r.request("GET", "/echo")
			req.VerifySSL = false
			mustStatus(t, first(r.send(t, req)), 200)
		})
	})
	t.Run("an unreadable customCaCertificates file fails with INTERNAL_ERROR", func(t *testing.T) {
		t.Parallel()
		eachVariant(t, tlsVariants(), func(t *testing.T, r *rig) {
			r.settings.CACertFiles = []string{filepath.Join(t.TempDir(), "missing.pem")}
			res, _ := r.send(t, r.request("GET", "/echo"))
			if res.StatusCode != 0 || res.ErrorCode != sender.CodeInternal {
				t.Errorf("status %d errorCode %q (%s), want 0 %s", res.StatusCode, res.ErrorCode, res.Message, sender.CodeInternal)
			}
		})
	})
}

func TestSendCookies(t *testing.T) {
	t.Parallel()
	t.Run("cookies a response sets are sent back by the jar", func(t *testing.T) {
		t.Parallel()
		eachVariant(t, variants(), func(t *testing.T, r *rig) {
			jar, err := cookiejar.New(&cookiejar.Options{PublicSuffixList: publicsuffix.List})
			if err != nil {
				t.Fatal(err)
			}
			r.client.Jar = jar
			mustStatus(t, first(r.send(t, r.request("GET", "/cookies/set?a=1&b=2"))), 200)
			res, _ := r.send(t, r.request("GET", "/cookies"))
			mustStatus(t, res, 200)
			if res.Body != "a=1; b=2\n" {
				t.Errorf("/cookies answered %q, want %q", res.Body, "a=1; b=2\n")
			}
			req := r.request("GET", "/cookies")
			req.Headers = []sender.Header{{Key: "Cookie", Value: "c=3"}}
			res, sent := r.send(t, req)
			mustStatus(t, res, 200)
			if res.Body != "c=3; a=1; b=2\n" {
				t.Errorf("/cookies with a declared Cookie answered %q, want %q", res.Body, "c=3; a=1; b=2\n")
			}
			if got := responseValues(sent.Headers, "Cookie"); !slices.Equal(got, []string{"c=3; a=1; b=2"}) {
				t.Errorf("Sent Cookie %q, want [c=3; a=1; b=2]", got)
			}
		})
	})
	t.Run("without a jar no cookie is kept", func(t *testing.T) {
		t.Parallel()
		eachVariant(t, variants(), func(t *testing.T, r *rig) {
			mustStatus(t, first(r.send(t, r.request("GET", "/cookies/set?a=1"))), 200)
			res, _ := r.send(t, r.request("GET", "/cookies"))
			if res.Body != "\n" {
				t.Errorf("/cookies answered %q, want an empty line", res.Body)
			}
		})
	})
}

func TestSendCorrelationID(t *testing.T) {
	t.Parallel()
	t.Run("the correlation header carries a fresh id that Sent reports", func(t *testing.T) {
		t.Parallel()
		eachVariant(t, variants(), func(t *testing.T, r *rig) {
			r.settings.CorrelationHeader = "X-Correlation-Id"
			res, sent := r.send(t, r.request("GET", "/echo"))
			mustStatus(t, res, 200)
			got := values(only(t, r.tg).Header, "X-Correlation-Id")
			if len(got) != 1 || len(got[0]) != 36 || got[0] != sent.CorrelationID {
				t.Errorf("received %q, Sent.CorrelationID %q; want one 36-character id equal to it", got, sent.CorrelationID)
			}
		})
	})
	t.Run("a declared correlation header is sent as declared", func(t *testing.T) {
		t.Parallel()
		eachVariant(t, variants(), func(t *testing.T, r *rig) {
			r.settings.CorrelationHeader = "X-Correlation-Id"
			req := r.request("GET", "/echo")
			req.Headers = []sender.Header{{Key: "x-correlation-id", Value: "mine"}}
			res, sent := r.send(t, req)
			mustStatus(t, res, 200)
			if got := values(only(t, r.tg).Header, "X-Correlation-Id"); !slices.Equal(got, []string{"mine"}) || sent.CorrelationID != "" {
				t.Errorf("received %q, Sent.CorrelationID %q; want [mine] and none", got, sent.CorrelationID)
			}
		})
	})
	t.Run("no correlation header is sent when none is configured", func(t *testing.T) {
		t.Parallel()
		eachVariant(t, variants(), func(t *testing.T, r *rig) {
			res, sent := r.send(t, r.request("GET", "/echo"))
			mustStatus(t, res, 200)
			if got := values(only(t, r.tg).Header, "X-Correlation-Id"); got != nil || sent.CorrelationID != "" {
				t.Errorf("received %q, Sent.CorrelationID %q; want neither", got, sent.CorrelationID)
			}
		})
	})
}
