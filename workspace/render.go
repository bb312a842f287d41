package workspace

import (
	"strconv"

	"github.com/svc-engine/svc-engine/codec"
)

// requestContent is the part of a Request that only a full write changes:
// everything but id, collectionId, order and the timestamps, which moves
// and reorders touch on their own.
type requestContent struct {
	Name             string           `json:"name"`
	Description      string           `json:"description"`
	Method           string           `json:"method"`
	URL              string           `json:"url"`
	Params           codec.RawMessage `json:"params"`
	Headers          codec.RawMessage `json:"headers"`
	Body             codec.RawMessage `json:"body"`
	BodyType         string           `json:"bodyType"`
	Auth             codec.RawMessage `json:"auth"`
	Elements         codec.RawMessage `json:"elements"`
	FollowRedirects  bool             `json:"followRedirects"`
	MaxRedirects     int64            `json:"maxRedirects"`
	HTTPVersion      string           `json:"httpVersion"`
	VerifySSL        bool             `json:"verifySSL"`
	Stream           bool             `json:"stream"`
	SpecOperation    codec.RawMessage `json:"specOperation"`
	MethodSource     *string          `json:"methodSource"`
	MockResponseMode string           `json:"mockResponseMode"`
	MockExampleID    *string          `json:"mockExampleId"`
}

// RenderRequestContent encodes the content fields of r as JSON object
// members without the enclosing braces. The store keeps it beside the row
// so a list read concatenates instead of re-encoding (see AppendRequestJSON).
func RenderRequestContent(r Request) ([]byte, error) {
	b, err := codec.Marshal(requestContent{
		Name: r.Name, Description: r.Description, Method: r.Method, URL: r.URL, Params: r.Params, Headers: r.Headers, Body: r.Body, BodyType: r.BodyType,
		Auth: r.Auth, Elements: r.Elements, FollowRedirects: r.FollowRedirects, MaxRedirects: r.MaxRedirects, HTTPVersion: r.HTTPVersion, VerifySSL: r.VerifySSL,
		Stream: r.Stream, SpecOperation: r.SpecOperation, MethodSource: r.MethodSource, MockResponseMode: r.MockResponseMode, MockExampleID: r.MockExampleID,
	})
	if err != nil {
		return nil, err
	}
	return b[1 : len(b)-1], nil
}

// AppendRequestJSON appends the JSON of a request from its identity fields
// and its rendered content; the members come out in the same order as
// encoding a Request. It allocates nothing.
func AppendRequestJSON(dst, id, collectionID []byte, order, createdAt, updatedAt int64, content []byte) []byte {
	dst = append(dst, `{"id":`...)
	dst = codec.AppendQuoted(dst, id)
	dst = append(dst, `,"collectionId":`...)
	dst = codec.AppendQuoted(dst, collectionID)
	dst = append(dst, `,"order":`...)
	dst = strconv.AppendInt(dst, order, 10)
	dst = append(dst, ',')
	dst = append(dst, content...)
	dst = append(dst, `,"createdAt":`...)
	dst = strconv.AppendInt(dst, createdAt, 10)
	dst = append(dst, `,"updatedAt":`...)
	dst = strconv.AppendInt(dst, updatedAt, 10)
	return append(dst, '}')
}
