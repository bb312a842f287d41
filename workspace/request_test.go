package workspace

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// mrLookup is a fake Lookup for MergeRequest: a fixed set of live
// collections and per-collection append points.
type mrLookup struct {
	live      map[string]bool
	next      map[string]int64
	existsErr error
	orderErr  error
	asked     []string // collection ids asked to CollectionExists
}

func (l *mrLookup) NextCollectionOrder(*string) (int64, error) { return 0, errors.New("not used") }
func (l *mrLookup) NextRequestOrder(cid string) (int64, error) {
	if l.orderErr != nil {
		return 0, l.orderErr
	}
	return l.next[cid], nil
}
func (l *mrLookup) CollectionExists(id string) (bool, error) {
	l.asked = append(l.asked, id)
	if l.existsErr != nil {
		return false, l.existsErr
	}
	return l.live[id], nil
}
func (l *mrLookup) IsDescendant(string, string) (bool, error) { return false, errors.New("not used") }
func (l *mrLookup) SpecHash(string) (string, bool, error)     { return "", false, errors.New("not used") }

func mrNewLookup() *mrLookup {
	return &mrLookup{live: map[string]bool{"col_a": true, "col_b": true}, next: map[string]int64{"col_a": 3, "col_b": 7}}
}

// mrChecker is a fake ElementChecker that records its calls.
type mrChecker struct {
	out          json.RawMessage
	err          error
	onCollection []bool
}

func (c *mrChecker) CheckElements(raw json.RawMessage, onCollection bool) (json.RawMessage, error) {
	c.onCollection = append(c.onCollection, onCollection)
	if c.err != nil {
		return nil, c.err
	}
	if c.out != nil {
		return c.out, nil
	}
	return Compact(raw), nil
}

func mrDeps(l Lookup) Deps {
	return Deps{Lookup: l, DefaultHTTPVersion: "auto", Now: 1700000000000}
}

func mrPatch(t *testing.T, body string) Patch {
	t.Helper()
	p, err := DecodePatch([]byte(body))
	if err != nil {
		t.Fatalf("patch %s: %v", body, err)
	}
	return p
}

func mrStr(s string) *string { return &s }

// mrDefault is the request a minimal create in col_a produces (id aside).
func mrDefault() Request {
	return Request{
		CollectionID: "col_a", Name: "r", Method: "GET", URL: "http://h/", Order: 3,
		Params: json.RawMessage(`[]`), Headers: json.RawMessage(`[]`), Body: json.RawMessage(`{"mode":"none"}`), BodyType: "none",
		Auth: json.RawMessage(`{"mode":"inherit"}`), Elements: json.RawMessage(`[]`),
		FollowRedirects: true, MaxRedirects: 10, HTTPVersion: "auto", VerifySSL: true, Stream: false,
		SpecOperation: json.RawMessage(`null`), MockResponseMode: "first",
		CreatedAt: 1700000000000, UpdatedAt: 1700000000000,
	}
}

// mrStored is a current row whose every defaulted field holds another value.
func mrStored() Request {
	return Request{
		ID: "req_1", CollectionID: "col_a", Name: "stored", Description: "d", Method: "POST", URL: "http://h/{{p}}", Order: 1,
		Params:          json.RawMessage(`[{"key":"a","value":"1","enabled":true}]`),
		Headers:         json.RawMessage(`[{"key":"H","value":"v","enabled":false}]`),
		Body:            json.RawMessage(`{"mode":"json","content":"{}"}`),
		BodyType:        "json",
		Auth:            json.RawMessage(`{"mode":"bearer","token":"t"}`),
		Elements:        json.RawMessage(`[{"id":"elm_1","kind":"script.pre"}]`),
		FollowRedirects: false, MaxRedirects: 3, HTTPVersion: "http1.1", VerifySSL: false, Stream: true,
		SpecOperation: json.RawMessage(`{"method":"get","path":"/x"}`), MethodSource: mrStr("graphql"),
		MockResponseMode: "random", MockExampleID: mrStr("exa_1"),
		CreatedAt: 1600000000000, UpdatedAt: 1600000000000,
	}
}

func mrDiff(want, got Request) string {
	return cmp.Diff(want, got, cmp.Transformer("raw", func(r json.RawMessage) string { return string(r) }))
}

func TestMergeRequestCreate(t *testing.T) {
	t.Parallel()
	const req = `"collectionId":"col_a","name":"r","method":"GET","url":"http://h/"`
	cases := []struct {
		name  string
		patch string
		live  string // DefaultHTTPVersion
		want  func(*Request)
	}{
		{"a minimal create fills every default and appends", `{` + req + `}`, "auto", func(*Request) {}},
		{"an empty live httpVersion default reads as auto", `{` + req + `}`, "", func(*Request) {}},
		{"httpVersion absent seeds from the live default", `{` + req + `}`, "http2", func(r *Request) { r.HTTPVersion = "http2" }},
		{"httpVersion null seeds from the live default", `{` + req + `,"httpVersion":null}`, "http1.1", func(r *Request) { r.HTTPVersion = "http1.1" }},
		{"a stated httpVersion wins over the live default", `{` + req + `,"httpVersion":"auto"}`, "http2", func(r *Request) {}},
		{"every defaulted field null uses its default", `{` + req + `,"description":null,"params":null,"headers":null,"body":null,"auth":null,"elements":null,"followRedirects":null,"maxRedirects":null,"verifySSL":null,"stream":null,"specOperation":null,"methodSource":null,"mockResponseMode":null,"mockExampleId":null,"order":null}`, "auto", func(*Request) {}},
		{"a stated order is used as given", `{` + req + `,"order":9007199254740991}`, "auto", func(r *Request) { r.Order = 1<<53 - 1 }},
		{"maxRedirects -5 clamps to 0", `{` + req + `,"maxRedirects":-5}`, "auto", func(r *Request) { r.MaxRedirects = 0 }},
		{"maxRedirects 500 clamps to 100", `{` + req + `,"maxRedirects":500}`, "auto", func(r *Request) { r.MaxRedirects = 100 }},
		{"maxRedirects 1e3 clamps to 100", `{` + req + `,"maxRedirects":1e3}`, "auto", func(r *Request) { r.MaxRedirects = 100 }},
		{"maxRedirects beyond int64 clamps to 100", `{` + req + `,"maxRedirects":99999999999999999999}`, "auto", func(r *Request) { r.MaxRedirects = 100 }},
		{"maxRedirects far below zero clamps to 0", `{` + req + `,"maxRedirects":-1e30}`, "auto", func(r *Request) { r.MaxRedirects = 0 }},
		{"maxRedirects 5.5 is ignored", `{` + req + `,"maxRedirects":5.5}`, "auto", func(*Request) {}},
		{`maxRedirects "7" is ignored`, `{` + req + `,"maxRedirects":"7"}`, "auto", func(*Request) {}},
		{"non-boolean followRedirects and verifySSL are ignored", `{` + req + `,"followRedirects":"false","verifySSL":0}`, "auto", func(*Request) {}},
		{"booleans are stored", `{` + req + `,"followRedirects":false,"verifySSL":false,"stream":true}`, "auto", func(r *Request) {
			r.FollowRedirects, r.VerifySSL, r.Stream = false, false, true
		}},
		{"legacy script fields null are a no-op", `{` + req + `,"preRequestScript":null,"postRequestScript":null,"tests":null}`, "auto", func(*Request) {}},
		{"params and headers rows get value and enabled defaults, extras kept", `{` + req + `,"params":[{"key":"a"}],"headers":[ {"key":"H", "value":"v", "enabled":false, "note":"x"} ]}`, "auto", func(r *Request) {
			r.Params = json.RawMessage(`[{"key":"a","value":"","enabled":true}]`)
			r.Headers = json.RawMessage(`[{"key":"H","value":"v","enabled":false,"note":"x"}]`)
		}},
		{"a legacy form body is stored under its long name with bodyType", `{` + req + `,"body":{"mode":"form","fields":[{"key":"k"}]}}`, "auto", func(r *Request) {
			r.Body = json.RawMessage(`{"mode":"x-www-form-urlencoded","fields":[{"key":"k","value":"","enabled":true}]}`)
			r.BodyType = "x-www-form-urlencoded"
		}},
		{"auth is stored compact with member order kept", `{` + req + `,"auth":{ "token":"t", "mode":"bearer" }}`, "auto", func(r *Request) {
			r.Auth = json.RawMessage(`{"token":"t","mode":"bearer"}`)
		}},
		{"specOperation is stored compact", `{` + req + `,"specOperation":{ "path":"/x/{id}", "method":"get", "operationId":"op" }}`, "auto", func(r *Request) {
			r.SpecOperation = json.RawMessage(`{"path":"/x/{id}","method":"get","operationId":"op"}`)
		}},
		{"methodSource, mockResponseMode and mockExampleId are stored", `{` + req + `,"methodSource":"graphql","mockResponseMode":"fixed","mockExampleId":"exa_9"}`, "auto", func(r *Request) {
			r.MethodSource, r.MockResponseMode, r.MockExampleID = mrStr("graphql"), "fixed", mrStr("exa_9")
		}},
		{"url is kept verbatim and params never rewrite it", `{"collectionId":"col_a","name":"r","method":"GET","url":"http://h/a b?q={{x}}#f","params":[{"key":"p","value":"1","enabled":true}]}`, "auto", func(r *Request) {
			r.URL = "http://h/a b?q={{x}}#f"
			r.Params = json.RawMessage(`[{"key":"p","value":"1","enabled":true}]`)
		}},
		{"a bodyType sent is ignored", `{` + req + `,"bodyType":"json"}`, "auto", func(*Request) {}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			d := mrDeps(mrNewLookup())
			d.DefaultHTTPVersion = tc.live
			got, err := MergeRequest(nil, mrPatch(t, tc.patch), d)
			if err != nil {
				t.Fatalf("MergeRequest(nil, %s): %v", tc.patch, err)
			}
			want := mrDefault()
			tc.want(&want)
			if !strings.HasPrefix(got.ID, "req_") || len(got.ID) != len("req_")+36 {
				t.Fatalf("id %q is not req_<uuid>", got.ID)
			}
			want.ID = got.ID
			if diff := mrDiff(want, got); diff != "" {
				t.Fatalf("MergeRequest(nil, %s) (-want +got):\n%s", tc.patch, diff)
			}
		})
	}
}

func TestMergeRequestCreateRefusals(t *testing.T) {
	t.Parallel()
	const req = `"collectionId":"col_a","name":"r","method":"GET","url":"http://h/"`
	cases := []struct {
		name, patch, field string
	}{
		{"an id", `{"id":"req_x",` + req + `}`, "id"},
		{"a null id", `{"id":null,` + req + `}`, "id"},
		{"no collectionId", `{"name":"r","method":"GET","url":"u"}`, "collectionId"},
		{"a null collectionId", `{"collectionId":null,"name":"r","method":"GET","url":"u"}`, "collectionId"},
		{"an unknown collectionId", `{"collectionId":"col_zzz","name":"r","method":"GET","url":"u"}`, "collectionId"},
		{"no name", `{"collectionId":"col_a","method":"GET","url":"u"}`, "name"},
		{"a null name", `{"collectionId":"col_a","name":null,"method":"GET","url":"u"}`, "name"},
		{"no method", `{"collectionId":"col_a","name":"r","url":"u"}`, "method"},
		{"a lower-case method", `{"collectionId":"col_a","name":"r","method":"get","url":"u"}`, "method"},
		{"method TRACE", `{"collectionId":"col_a","name":"r","method":"TRACE","url":"u"}`, "method"},
		{"no url", `{"collectionId":"col_a","name":"r","method":"GET"}`, "url"},
		{"a null url", `{"collectionId":"col_a","name":"r","method":"GET","url":null}`, "url"},
		{"a legacy preRequestScript", `{` + req + `,"preRequestScript":"x"}`, "elements"},
		{"a legacy postRequestScript", `{` + req + `,"postRequestScript":""}`, "elements"},
		{"a legacy tests", `{` + req + `,"tests":{}}`, "elements"},
		{"elements not an array", `{` + req + `,"elements":{}}`, "elements"},
		{"httpVersion http3", `{` + req + `,"httpVersion":"http3"}`, "httpVersion"},
		{"httpVersion 2", `{` + req + `,"httpVersion":2}`, "httpVersion"},
		{"methodSource rest", `{` + req + `,"methodSource":"rest"}`, "methodSource"},
		{"mockResponseMode sequential", `{` + req + `,"mockResponseMode":"sequential"}`, "mockResponseMode"},
		{"mockResponseMode 1", `{` + req + `,"mockResponseMode":1}`, "mockResponseMode"},
		{"mockExampleId empty", `{` + req + `,"mockExampleId":""}`, "mockExampleId"},
		{"specOperation a string", `{` + req + `,"specOperation":"x"}`, "specOperation"},
		{"specOperation without method", `{` + req + `,"specOperation":{"path":"/x"}}`, "specOperation.method"},
		{"specOperation with a relative path", `{` + req + `,"specOperation":{"method":"get","path":"x"}}`, "specOperation.path"},
		{"specOperation with a numeric operationId", `{` + req + `,"specOperation":{"method":"get","path":"/x","operationId":1}}`, "specOperation.operationId"},
		{"params not an array", `{` + req + `,"params":{}}`, "params"},
		{"a params row without key", `{` + req + `,"params":[{"value":"v"}]}`, "params[0].key"},
		{"a headers row with a numeric value", `{` + req + `,"headers":[{"key":"k"},{"key":"k","value":1}]}`, "headers[1].value"},
		{"a headers row with a string enabled", `{` + req + `,"headers":[{"key":"k","enabled":"no"}]}`, "headers[0].enabled"},
		{"body not an object", `{` + req + `,"body":"x"}`, "body"},
		{"body with an unknown mode", `{` + req + `,"body":{"mode":"yaml"}}`, "body.mode"},
		{"auth not an object", `{` + req + `,"auth":[]}`, "auth"},
		{"description not a string", `{` + req + `,"description":1}`, "description"},
		{"order not an integer", `{` + req + `,"order":1.5}`, "order"},
	}
	for _, tc := range cases {
		t.Run("a create with "+tc.name+" is refused naming "+tc.field, func(t *testing.T) {
			t.Parallel()
			_, err := MergeRequest(nil, mrPatch(t, tc.patch), mrDeps(mrNewLookup()))
			var fe *FieldError
			if !errors.As(err, &fe) {
				t.Fatalf("MergeRequest(nil, %s) = %v, want a *FieldError", tc.patch, err)
			}
			if fe.Field != tc.field || !strings.Contains(fe.Message, strings.SplitN(tc.field, "[", 2)[0]) {
				t.Fatalf("MergeRequest(nil, %s): field %q message %q, want field %q named in the message", tc.patch, fe.Field, fe.Message, tc.field)
			}
		})
	}
}

func TestMergeRequestUpdate(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name  string
		patch string
		want  func(*Request)
	}{
		{"an empty patch keeps every field", `{}`, func(*Request) {}},
		{"a body id equal to the row id is ignored", `{"id":"req_1"}`, func(*Request) {}},
		{"null resets description, rows, body, auth and elements", `{"description":null,"params":null,"headers":null,"body":null,"auth":null,"elements":null}`, func(r *Request) {
			r.Description = ""
			r.Params, r.Headers = json.RawMessage(`[]`), json.RawMessage(`[]`)
			r.Body, r.BodyType = json.RawMessage(`{"mode":"none"}`), "none"
			r.Auth, r.Elements = json.RawMessage(`{"mode":"inherit"}`), json.RawMessage(`[]`)
		}},
		{"null resets the rule-1 fields", `{"followRedirects":null,"maxRedirects":null,"verifySSL":null,"stream":null,"specOperation":null,"methodSource":null,"mockResponseMode":null,"mockExampleId":null}`, func(r *Request) {
			r.FollowRedirects, r.MaxRedirects, r.VerifySSL, r.Stream = true, 10, true, false
			r.SpecOperation, r.MethodSource, r.MockResponseMode, r.MockExampleID = json.RawMessage(`null`), nil, "first", nil
		}},
		{"httpVersion null resets to the live default", `{"httpVersion":null}`, func(r *Request) { r.HTTPVersion = "http2" }},
		{"non-integer maxRedirects keeps the stored value", `{"maxRedirects":5.5}`, func(*Request) {}},
		{"a string maxRedirects keeps the stored value", `{"maxRedirects":"7"}`, func(*Request) {}},
		{"maxRedirects 500 clamps to 100", `{"maxRedirects":500}`, func(r *Request) { r.MaxRedirects = 100 }},
		{"non-boolean followRedirects and verifySSL keep the stored values", `{"followRedirects":"true","verifySSL":1}`, func(*Request) {}},
		{"a move without order appends in the destination", `{"collectionId":"col_b"}`, func(r *Request) { r.CollectionID, r.Order = "col_b", 7 }},
		{"a move with order null appends in the destination", `{"collectionId":"col_b","order":null}`, func(r *Request) { r.CollectionID, r.Order = "col_b", 7 }},
		{"a move with a stated order uses it", `{"collectionId":"col_b","order":0}`, func(r *Request) { r.CollectionID, r.Order = "col_b", 0 }},
		{"naming the current collection is no move", `{"collectionId":"col_a"}`, func(*Request) {}},
		{"order null without a move appends among current siblings", `{"order":null}`, func(r *Request) { r.Order = 3 }},
		{"a stated order is used", `{"order":9}`, func(r *Request) { r.Order = 9 }},
		{"legacy script fields null are a no-op", `{"preRequestScript":null,"postRequestScript":null,"tests":null}`, func(*Request) {}},
		{"required fields can change", `{"name":"n","method":"DELETE","url":""}`, func(r *Request) { r.Name, r.Method, r.URL = "n", "DELETE", "" }},
		{"a body change updates bodyType", `{"body":{"mode":"formdata","fields":[]}}`, func(r *Request) {
			r.Body, r.BodyType = json.RawMessage(`{"mode":"form-data","fields":[]}`), "form-data"
		}},
		{"params change leaves url alone", `{"params":[{"key":"z","value":"9","enabled":true}]}`, func(r *Request) {
			r.Params = json.RawMessage(`[{"key":"z","value":"9","enabled":true}]`)
		}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			cur := mrStored()
			d := mrDeps(mrNewLookup())
			d.DefaultHTTPVersion = "http2"
			got, err := MergeRequest(&cur, mrPatch(t, tc.patch), d)
			if err != nil {
				t.Fatalf("MergeRequest(stored, %s): %v", tc.patch, err)
			}
			want := mrStored()
			want.UpdatedAt = d.Now
			tc.want(&want)
			if diff := mrDiff(want, got); diff != "" {
				t.Fatalf("MergeRequest(stored, %s) (-want +got):\n%s", tc.patch, diff)
			}
			if diff := mrDiff(mrStored(), cur); diff != "" {
				t.Fatalf("MergeRequest modified its input row (-before +after):\n%s", diff)
			}
		})
	}
}

func TestMergeRequestUpdateRefusals(t *testing.T) {
	t.Parallel()
	cases := []struct{ name, patch, field string }{
		{"a differing body id", `{"id":"req_2"}`, "id"},
		{"a null collectionId", `{"collectionId":null}`, "collectionId"},
		{"an unknown collectionId", `{"collectionId":"col_gone"}`, "collectionId"},
		{"a null name", `{"name":null}`, "name"},
		{"a null method", `{"method":null}`, "method"},
		{"a null url", `{"url":null}`, "url"},
		{"an unknown method", `{"method":"TRACE"}`, "method"},
		{"a legacy tests value", `{"tests":"x"}`, "elements"},
		{"httpVersion true", `{"httpVersion":true}`, "httpVersion"},
		{"mockExampleId 5", `{"mockExampleId":5}`, "mockExampleId"},
	}
	for _, tc := range cases {
		t.Run("an update with "+tc.name+" is refused naming "+tc.field, func(t *testing.T) {
			t.Parallel()
			cur := mrStored()
			p := mrPatch(t, tc.patch)
			var err error
			if tc.field == "id" { // the handler checks the path id before the merge
				err = p.CheckPathID(cur.ID)
			} else {
				_, err = MergeRequest(&cur, p, mrDeps(mrNewLookup()))
			}
			var fe *FieldError
			if !errors.As(err, &fe) || fe.Field != tc.field {
				t.Fatalf("update with %s: err %v, want a *FieldError on %s", tc.patch, err, tc.field)
			}
			if diff := mrDiff(mrStored(), cur); diff != "" {
				t.Fatalf("a refused merge modified its input row (-before +after):\n%s", diff)
			}
		})
	}
}

func TestMergeRequestRule4StatesNoCollectionIDMeansNoCheck(t *testing.T) {
	t.Parallel()
	l := mrNewLookup()
	cur := mrStored()
	cur.CollectionID = "col_trashed" // not live in the lookup: a stranded row
	got, err := MergeRequest(&cur, mrPatch(t, `{"name":"edited"}`), mrDeps(l))
	if err != nil {
		t.Fatalf("editing a stranded row: %v", err)
	}
	if got.Name != "edited" || got.CollectionID != "col_trashed" {
		t.Fatalf("stranded row merged to name %q collectionId %q", got.Name, got.CollectionID)
	}
	if len(l.asked) != 0 {
		t.Fatalf("a PUT without collectionId asked the lookup about %v", l.asked)
	}
	_, err = MergeRequest(&cur, mrPatch(t, `{"collectionId":"col_trashed"}`), mrDeps(l))
	var fe *FieldError
	if !errors.As(err, &fe) || fe.Field != "collectionId" {
		t.Fatalf("stating the trashed collection: err %v, want a collectionId FieldError", err)
	}
}

func TestMergeRequestFieldCap(t *testing.T) {
	t.Parallel()
	const limit = 64
	big := strings.Repeat("x", limit)
	cases := []struct {
		field, value string
	}{
		{"params", `[{"key":"k","value":"` + big + `","enabled":true}]`},
		{"headers", `[{"key":"k","value":"` + big + `","enabled":true}]`},
		{"body", `{"mode":"text","content":"` + big + `"}`},
		{"auth", `{"mode":"bearer","token":"` + big + `"}`},
	}
	for _, tc := range cases {
		t.Run(tc.field+" over the cap is a TooLargeError naming field, size and cap", func(t *testing.T) {
			t.Parallel()
			d := mrDeps(mrNewLookup())
			d.MaxFieldBytes = limit
			for _, cur := range []*Request{nil, func() *Request { r := mrStored(); return &r }()} {
				patch := fmt.Sprintf(`{"collectionId":"col_a","name":"r","method":"GET","url":"u",%q:%s}`, tc.field, tc.value)
				_, err := MergeRequest(cur, mrPatch(t, patch), d)
				var tl *TooLargeError
				if !errors.As(err, &tl) {
					t.Fatalf("%s of %d bytes (create %v): err %v, want *TooLargeError", tc.field, len(tc.value), cur == nil, err)
				}
				want := TooLargeError{Field: tc.field, Size: len(tc.value), Cap: limit}
				if *tl != want {
					t.Fatalf("TooLargeError %+v, want %+v", *tl, want)
				}
				for _, s := range []string{tc.field, strconv.Itoa(len(tc.value)), strconv.Itoa(limit)} {
					if !strings.Contains(tl.Error(), s) {
						t.Fatalf("message %q does not name %q", tl.Error(), s)
					}
				}
			}
		})
		t.Run(tc.field+" kept oversized from before the cap does not block an update", func(t *testing.T) {
			t.Parallel()
			d := mrDeps(mrNewLookup())
			d.MaxFieldBytes = limit
			cur := mrStored()
			switch tc.field {
			case "params":
				cur.Params = json.RawMessage(tc.value)
			case "headers":
				cur.Headers = json.RawMessage(tc.value)
			case "body":
				cur.Body, cur.BodyType = json.RawMessage(tc.value), "text"
			case "auth":
				cur.Auth = json.RawMessage(tc.value)
			}
			got, err := MergeRequest(&cur, mrPatch(t, `{"name":"renamed"}`), d)
			if err != nil {
				t.Fatalf("renaming a row with an oversized %s: %v", tc.field, err)
			}
			if got.Name != "renamed" {
				t.Fatalf("name %q", got.Name)
			}
		})
	}
	t.Run("a value of exactly the cap is accepted", func(t *testing.T) {
		t.Parallel()
		body := `{"mode":"text","content":"` + strings.Repeat("x", limit-len(`{"mode":"text","content":""}`)) + `"}`
		d := mrDeps(mrNewLookup())
		d.MaxFieldBytes = limit
		if _, err := MergeRequest(nil, mrPatch(t, `{"collectionId":"col_a","name":"r","method":"GET","url":"u","body":`+body+`}`), d); err != nil {
			t.Fatalf("a body of exactly %d bytes: %v", len(body), err)
		}
	})
}

func TestMergeRequestElementsGoThroughTheChecker(t *testing.T) {
	t.Parallel()
	const req = `"collectionId":"col_a","name":"r","method":"GET","url":"u"`
	t.Run("a present list is checked as a request's list and its normalized form stored", func(t *testing.T) {
		c := &mrChecker{out: json.RawMessage(`[{"id":"elm_n","kind":"k"}]`)}
		d := mrDeps(mrNewLookup())
		d.Elements = c
		got, err := MergeRequest(nil, mrPatch(t, `{`+req+`,"elements":[{"kind":"k"}]}`), d)
		if err != nil {
			t.Fatal(err)
		}
		if string(got.Elements) != string(c.out) || !cmp.Equal(c.onCollection, []bool{false}) {
			t.Fatalf("elements %s, checker calls %v; want the checker's output from one request-side call", got.Elements, c.onCollection)
		}
	})
	t.Run("the checker's error is returned", func(t *testing.T) {
		c := &mrChecker{err: Fieldf("elements[0].kind", "elements[0] (kind script.setup): collection-only")}
		d := mrDeps(mrNewLookup())
		d.Elements = c
		_, err := MergeRequest(nil, mrPatch(t, `{`+req+`,"elements":[{"kind":"script.setup"}]}`), d)
		var fe *FieldError
		if !errors.As(err, &fe) || fe.Field != "elements[0].kind" {
			t.Fatalf("err %v, want the checker's FieldError", err)
		}
	})
	t.Run("absent and null elements never reach the checker", func(t *testing.T) {
		c := &mrChecker{}
		d := mrDeps(mrNewLookup())
		d.Elements = c
		cur := mrStored()
		for _, p := range []string{`{}`, `{"elements":null}`} {
			if _, err := MergeRequest(&cur, mrPatch(t, p), d); err != nil {
				t.Fatal(err)
			}
		}
		if len(c.onCollection) != 0 {
			t.Fatalf("the checker was called %d times", len(c.onCollection))
		}
	})
	t.Run("a non-array never reaches the checker", func(t *testing.T) {
		c := &mrChecker{}
		d := mrDeps(mrNewLookup())
		d.Elements = c
		_, err := MergeRequest(nil, mrPatch(t, `{`+req+`,"elements":"x"}`), d)
		var fe *FieldError
		if !errors.As(err, &fe) || fe.Field != "elements" || len(c.onCollection) != 0 {
			t.Fatalf("err %v, checker calls %d; want an elements FieldError and no call", err, len(c.onCollection))
		}
	})
}

func TestMergeRequestLookupErrorsPropagate(t *testing.T) {
	t.Parallel()
	boom := errors.New("database is gone")
	cases := []struct {
		name  string
		setup func(*mrLookup)
		cur   *Request
		patch string
	}{
		{"CollectionExists on create", func(l *mrLookup) { l.existsErr = boom }, nil, `{"collectionId":"col_a","name":"r","method":"GET","url":"u"}`},
		{"NextRequestOrder on create", func(l *mrLookup) { l.orderErr = boom }, nil, `{"collectionId":"col_a","name":"r","method":"GET","url":"u"}`},
		{"NextRequestOrder on a move", func(l *mrLookup) { l.orderErr = boom }, func() *Request { r := mrStored(); return &r }(), `{"collectionId":"col_b"}`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			l := mrNewLookup()
			tc.setup(l)
			_, err := MergeRequest(tc.cur, mrPatch(t, tc.patch), mrDeps(l))
			if !errors.Is(err, boom) {
				t.Fatalf("err %v, want the lookup's error", err)
			}
			var fe *FieldError
			if errors.As(err, &fe) {
				t.Fatalf("a lookup failure was reported as a client error: %v", err)
			}
		})
	}
}

func TestMergeRequestDefaultCapIs10MiB(t *testing.T) {
	t.Parallel()
	if MaxFieldBytes != 10<<20 {
		t.Fatalf("MaxFieldBytes = %d, want 10 MiB", MaxFieldBytes)
	}
	body := func(n int) string {
		const pre, post = `{"mode":"text","content":"`, `"}`
		return pre + strings.Repeat("x", n-len(pre)-len(post)) + post
	}
	d := mrDeps(mrNewLookup()) // MaxFieldBytes 0: the default cap
	if _, err := MergeRequest(nil, Patch{"collectionId": Quote("col_a"), "name": Quote("r"), "method": Quote("GET"), "url": Quote("u"),
		"body": json.RawMessage(body(10 << 20))}, d); err != nil {
		t.Fatalf("a body of exactly 10 MiB: %v", err)
	}
	_, err := MergeRequest(nil, Patch{"collectionId": Quote("col_a"), "name": Quote("r"), "method": Quote("GET"), "url": Quote("u"),
		"body": json.RawMessage(body(10<<20 + 1))}, d)
	var tl *TooLargeError
	if !errors.As(err, &tl) || *tl != (TooLargeError{Field: "body", Size: 10<<20 + 1, Cap: 10 << 20}) {
		t.Fatalf("a body of 10 MiB + 1: err %v, want TooLargeError{body, %d, %d}", err, 10<<20+1, 10<<20)
	}
}
