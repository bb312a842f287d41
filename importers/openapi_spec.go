package importers

import (
	"errors"
	"fmt"
	"strings"

	"github.com/svc-engine/svc-engine/workspace"
)

// ErrNotSpec is returned by ReadSpec for a document that is not OpenAPI
// 3.x or Swagger 2.0.
var ErrNotSpec = errors.New("the document is not an OpenAPI 3.0, 3.1 or Swagger 2.0 document")

// Spec is an OpenAPI or Swagger document read once by the import mapping:
// the declared operations and what the mapping derives from each. Package
// specs reads documents through it, so a bound collection is matched,
// diffed and synced against exactly the fields an import writes.
type Spec struct {
	// Dialect is openapi-3.0, openapi-3.1 or swagger-2.0.
	Dialect string
	// Syntax is json or yaml: how the stored text is written.
	Syntax string
	// Operations are the declared operations, in document order.
	Operations []SpecOperation
	// Tree is the import tree of the document (the mapping of POST
	// /import/parse); Operations[i].Request indexes its Requests.
	Tree Tree
	// BaseURL is the root collection's baseUrl variable.
	BaseURL string

	m *oaMapper
}

// SpecOperation is one declared operation.
type SpecOperation struct {
	Method      string   `json:"method"` // upper case
	Path        string   `json:"path"`   // templated, as declared
	OperationID *string  `json:"operationId"`
	Summary     string   `json:"summary"`
	Tags        []string `json:"tags"`
	// Responses are the declared status keys in document order (default
	// and ranges such as 2XX included).
	Responses []string `json:"responses"`
	// Request indexes Spec.Tree.Requests: what an import derives from the
	// operation.
	Request int `json:"-"`
	// Folder is the name of the folder the import puts the request in
	// ("" on the root).
	Folder string `json:"-"`
}

// Key is the operation's identity: method and templated path.
func (o SpecOperation) Key() string { return o.Method + " " + o.Path }

// ReadSpec reads an OpenAPI 3.x or Swagger 2.0 document with the import
// mapping. A document of another format, or one the mapping cannot read,
// is an error saying why.
func ReadSpec(content []byte, opts Options) (*Spec, error) {
	doc, err := Detect(content)
	if err != nil {
		if errors.Is(err, ErrUnknownFormat) {
			return nil, fmt.Errorf("%w: %w", ErrNotSpec, err)
		}
		return nil, err
	}
	var m *oaMapper
	switch doc.Format {
	case FormatOpenAPI3:
		m, err = readOpenAPI(doc, opts)
	case FormatSwagger2:
		m, err = readSwagger(doc, opts)
	default:
		return nil, fmt.Errorf("%w (it reads as %s)", ErrNotSpec, doc.Format)
	}
	if err != nil {
		return nil, err
	}
	s := &Spec{Dialect: m.meta.Format, Syntax: doc.Syntax, Tree: m.tree, m: m}
	if len(m.tree.Collections) > 0 {
		if ms, err := workspace.Members(m.tree.Collections[0].Variables); err == nil {
			v, _ := workspace.Get(ms, "baseUrl")
			s.BaseURL, _ = workspace.String(v)
		}
	}
	for i, op := range m.ops {
		so := SpecOperation{Method: op.method, Path: op.path, Summary: strings.TrimSpace(op.op.str("summary")), Tags: []string{}, Responses: []string{}, Request: m.reqOf[i], Folder: op.folder}
		if v := op.op.get("operationId"); v != nil && v.kind == oaString && v.text != "" {
			id := v.text
			so.OperationID = &id
		}
		if tags := op.op.get("tags"); tags != nil && tags.kind == oaArray {
			for _, t := range tags.items {
				if t.kind == oaString {
					so.Tags = append(so.Tags, t.text)
				}
			}
		}
		if resps := m.resolve(op.op.get("responses")); resps != nil && resps.kind == oaObject {
			for _, k := range resps.keys {
				if !strings.HasPrefix(k, "x-") {
					so.Responses = append(so.Responses, k)
				}
			}
		}
		s.Operations = append(s.Operations, so)
	}
	if s.Operations == nil {
		s.Operations = []SpecOperation{}
	}
	return s, nil
}

// MediaEssence is a media type without its parameters, lower-cased.
func MediaEssence(mt string) string { return oaEssence(mt) }

// IsJSONMedia reports a JSON media type essence: */json or */*+json.
func IsJSONMedia(essence string) bool { return oaIsJSON(essence) }
