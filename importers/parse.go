package importers

import (
	"errors"
	"fmt"

	"github.com/svc-engine/svc-engine/codec"
)

// MaxDocumentBytes bounds an import document before anything parses it:
// codec's one size limit.
const MaxDocumentBytes = codec.MaxDocumentBytes

// mapper maps one detected format to a Tree.
type mapper func(doc *Document, opts Options) (Tree, error)

// mappers is the registry of formats: detection names the key.
func mappers() map[string]mapper {
	return map[string]mapper{
		FormatPostman21:   mapPostman,
		FormatPostman20:   mapPostman,
		FormatPostmanEnv:  mapPostmanEnvironment,
		FormatPostmanGlob: mapPostmanGlobals,
		FormatInsomnia4:   mapInsomnia,
		FormatOpenAPI3:    mapOpenAPI,
		FormatSwagger2:    mapSwagger,
		FormatJMeter:      mapJMeter,
		FormatCurl:        mapCurl,
		FormatHAR:         mapHAR,
	}
}

// Formats detected, in the spec's detection order.
const (
	FormatPostman21   = "postman-2.1"
	FormatPostman20   = "postman-2.0"
	FormatPostmanEnv  = "postman-environment"
	FormatPostmanGlob = "postman-globals"
	FormatInsomnia4   = "insomnia-4"
	FormatOpenAPI3    = "openapi-3"
	FormatSwagger2    = "swagger-2.0"
	FormatJMeter      = "jmeter"
)

// ErrUnknownFormat is returned for a document no format claims.
var ErrUnknownFormat = errors.New("the document is not a format the engine imports: Postman collection v2.0/v2.1, Postman environment or globals, Insomnia v4 export, OpenAPI 3.x, Swagger 2.0, JMeter test plan, cURL command line or HAR 1.2 file")

// Parse detects the format of data and maps it. It stores nothing.
func Parse(data []byte, opts Options) (Tree, error) {
	if len(data) > MaxDocumentBytes {
		return Tree{}, fmt.Errorf("the document is %d bytes; at most %d are imported", len(data), MaxDocumentBytes)
	}
	doc, err := detect(data, opts.MaxYAMLBytes)
	if err != nil {
		return Tree{}, err
	}
	m, ok := mappers()[doc.Format]
	if !ok {
		return Tree{}, ErrUnknownFormat
	}
	t, err := m(doc, opts)
	if err != nil {
		return Tree{}, err
	}
	if t.Meta.Format == "" {
		t.Meta.Format = doc.Format
	}
	if t.Meta.Skipped == nil {
		t.Meta.Skipped = []string{}
	}
	if t.Meta.Counts == nil {
		t.Meta.Counts = map[string]int{}
	}
	if t.Collections == nil {
		t.Collections = []Collection{}
	}
	if t.Requests == nil {
		t.Requests = []Request{}
	}
	if t.Environments == nil {
		t.Environments = []Environment{}
	}
	t.Meta.count("external_ref", opts.UnresolvedRefs)
	t.Meta.count("collections", len(t.Collections))
	t.Meta.count("requests", len(t.Requests))
	t.Meta.count("environments", len(t.Environments))
	n := 0
	for _, r := range t.Requests {
		n += len(r.Examples)
	}
	t.Meta.count("examples", n)
	return t, nil
}
