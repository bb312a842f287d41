package workspace

import (
	"bytes"
	"encoding/json"
	"testing"
)

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
