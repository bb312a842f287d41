package sender

import (
	"encoding/json"
	"net/url"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestGraphQLEnvelopeOverPOST(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, content, want string
	}{
		{"an object with a string query is sent byte for byte",
			"{ \"variables\" : {\"b\":1, \"a\":2},\n  \"query\": \"query Q { me { id } }\", \"operationName\":\"Q\" }",
			"{ \"variables\" : {\"b\":1, \"a\":2},\n  \"query\": \"query Q { me { id } }\", \"operationName\":\"Q\" }"},
		{"an object with a string query and unknown members is still byte for byte",
			`{"query":"{ a }","extra":[1]}`, `{"query":"{ a }","extra":[1]}`},
		{"a bare document becomes the query",
			"query Q($id: ID!) {\n  user(id: $id) { name }\n}",
			`{"query":"query Q($id: ID!) {\n  user(id: $id) { name }\n}"}`},
		{"a bare document keeps quotes, backslashes and <>& readable",
			`mutation { say(text: "a\"b" html: "<b>&</b>") }`,
			`{"query":"mutation { say(text: \"a\\\"b\" html: \"<b>&</b>\") }"}`},
		{"a JSON string becomes the query as written",
			`"query { a }"`, `{"query":"\"query { a }\""}`},
		{"a JSON number becomes the query", `42`, `{"query":"42"}`},
		{"a JSON array becomes the query", `[{"query":"a"}]`, `{"query":"[{\"query\":\"a\"}]"}`},
		{"an object without a query becomes the query", `{"variables":{}}`, `{"query":"{\"variables\":{}}"}`},
		{"an object with a non-string query becomes the query", `{"query": 5}`, `{"query":"{\"query\": 5}"}`},
		{"an object with a null query becomes the query", `{"query":null}`, `{"query":"{\"query\":null}"}`},
		{"an object that does not parse is sent unchanged",
			`{"query":"{ a }","variables":{{vars}}}`, `{"query":"{ a }","variables":{{vars}}}`},
		{"a shorthand document starts like an object and is sent unchanged",
			"  { me { id } }", "  { me { id } }"},
		{"empty content is sent empty", "", ""},
		{"blank content is sent verbatim", " \n\t", " \n\t"},
	}
	for _, method := range []string{"POST", "PUT", "PATCH", "DELETE"} {
		for _, tt := range tests {
			t.Run(method+": "+tt.name, func(t *testing.T) {
				t.Parallel()
				got, err := BuildPayload(method, contentBody("graphql", tt.content))
				if err != nil {
					t.Fatal(err)
				}
				want := Payload{ContentType: "application/json", Body: []byte(tt.want)}
				if diff := cmp.Diff(want, got, payloadOpts); diff != "" {
					t.Errorf("graphql %s of %q (-want +got):\n%s", method, tt.content, diff)
				}
				if len(tt.want) > 0 && tt.want[0] == '{' && tt.want != tt.content && !json.Valid(got.Body) {
					t.Errorf("built envelope %s is not JSON", got.Body)
				}
			})
		}
	}
}

func TestGraphQLOverGETTravelsInTheQuery(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, url, content string
		want               url.Values // decoded query of the final URL
		wantURL            string     // when set, the exact final URL
	}{
		{"a bare document becomes query", "http://h/graphql", "query { me { id } }",
			url.Values{"query": {"query { me { id } }"}}, "http://h/graphql?query=query+%7B+me+%7B+id+%7D+%7D"},
		{"an envelope with only a query sends query", "http://h/g", `{"query":"{ a }"}`,
			url.Values{"query": {"{ a }"}}, "http://h/g?query=%7B+a+%7D"},
		{"all four members travel in a fixed order, JSON compacted as written", "http://h/g",
			"{\"extensions\": {\"z\": 1, \"a\": \"\\u00e9\"}, \"variables\": { \"id\" : \"7\", \"n\": 1.50 },\n\"operationName\": \"Q\", \"query\": \"query Q($id: ID) { u(id: $id) }\"}",
			url.Values{"query": {"query Q($id: ID) { u(id: $id) }"}, "operationName": {"Q"}, "variables": {`{"id":"7","n":1.50}`}, "extensions": {`{"z":1,"a":"\u00e9"}`}},
			"http://h/g?query=query+Q%28%24id%3A+ID%29+%7B+u%28id%3A+%24id%29+%7D&operationName=Q&variables=%7B%22id%22%3A%227%22%2C%22n%22%3A1.50%7D&extensions=%7B%22z%22%3A1%2C%22a%22%3A%22%5Cu00e9%22%7D"},
		{"null members are left out", "http://h/g", `{"query":"{ a }","operationName":null,"variables":null,"extensions":null}`,
			url.Values{"query": {"{ a }"}}, "http://h/g?query=%7B+a+%7D"},
		{"the URL's own query is kept and extended", "http://h/g?v=1&raw=%zz", `{"query":"{ a }","variables":{}}`,
			nil, "http://h/g?v=1&raw=%zz&query=%7B+a+%7D&variables=%7B%7D"},
		{"a JSON scalar becomes query", "http://h/g", `42`, url.Values{"query": {"42"}}, "http://h/g?query=42"},
		{"an object without a query becomes query", "http://h/g", `{"variables":{}}`,
			url.Values{"query": {`{"variables":{}}`}}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			p, err := BuildPayload("GET", contentBody("graphql", tt.content))
			if err != nil {
				t.Fatal(err)
			}
			if !p.NoBody || p.Body != nil || p.ContentType != "" {
				t.Errorf("GET %q: payload %+v, want no body and no Content-Type", tt.content, p)
			}
			gotURL, headers := ApplyPayload(Request{Method: "GET", URL: tt.url}, p)
			if len(headers) != 0 {
				t.Errorf("GET %q: headers %v, want none", tt.content, headers)
			}
			if tt.wantURL != "" && gotURL != tt.wantURL {
				t.Errorf("GET %q: URL\n got %s\nwant %s", tt.content, gotURL, tt.wantURL)
			}
			if tt.want != nil {
				u, err := url.Parse(gotURL)
				if err != nil {
					t.Fatal(err)
				}
				if diff := cmp.Diff(tt.want, u.Query()); diff != "" {
					t.Errorf("GET %q: decoded query (-want +got):\n%s", tt.content, diff)
				}
			}
		})
	}
}

func TestGraphQLOverGETSendsABodyWhenTheQueryCannotCarryIt(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, content, wantBody string
	}{
		{"empty content", "", ""},
		{"blank content", "  ", "  "},
		{"an envelope that does not parse", `{"query":"{ a }","variables":{{v}}}`, `{"query":"{ a }","variables":{{v}}}`},
		{"a shorthand document that looks like an object", `{ me { id } }`, `{ me { id } }`},
		{"an envelope with a member that has no parameter", `{"query":"{ a }","id":"x"}`, `{"query":"{ a }","id":"x"}`},
		{"a number operationName", `{"query":"{ a }","operationName":1}`, `{"query":"{ a }","operationName":1}`},
		{"an array of variables", `{"query":"{ a }","variables":[1]}`, `{"query":"{ a }","variables":[1]}`},
		{"variables as a string", `{"query":"{ a }","variables":"{\"a\":1}"}`, `{"query":"{ a }","variables":"{\"a\":1}"}`},
		{"extensions as a string", `{"query":"{ a }","extensions":"x"}`, `{"query":"{ a }","extensions":"x"}`},
		{"extensions as a boolean", `{"query":"{ a }","extensions":true}`, `{"query":"{ a }","extensions":true}`},
	}
	for _, tt := range tests {
		t.Run(tt.name+" is sent as a GET body", func(t *testing.T) {
			t.Parallel()
			p, err := BuildPayload("GET", contentBody("graphql", tt.content))
			if err != nil {
				t.Fatal(err)
			}
			want := Payload{Body: []byte(tt.wantBody)}
			if diff := cmp.Diff(want, p, payloadOpts); diff != "" {
				t.Errorf("GET %q (-want +got):\n%s", tt.content, diff)
			}
			if gotURL, _ := ApplyPayload(Request{URL: "http://h/g?a=1"}, p); gotURL != "http://h/g?a=1" {
				t.Errorf("GET %q changed the URL to %s", tt.content, gotURL)
			}
		})
	}
}
