package importers

// OpenAPI 3.x and Swagger 2.0 mapping (spec: "OpenAPI 3.x mapping", rules
// 1-8).
//
// The document is read into an ordered tree (oaNode) straight from
// Document.Raw: JSON with a token decoder, YAML through yaml3's node API.
// Member order survives (paths, operations, responses, properties, example
// objects), which a decode into Go maps would lose (DESIGN.md: imported
// documents and stored examples are never round-tripped through a map), and
// the structures rule 8 asks to tolerate (a path item that is not an object,
// a parameters value that is not an array, an external $ref) stay readable,
// where kin-openapi's typed loader refuses the whole document. The one
// mapping walks that tree for 3.0 and 3.1 alike (no second path for the
// documents the loader would accept) and resolves local $refs itself;
// external ones are never followed. Nothing is validated, so examples that
// do not match their schemas are no obstacle. The tests check the walk
// against kin-openapi's loader on the corpus.
//
// A Swagger 2.0 document is converted with kin-openapi's openapi2conv, then
// mapped by the same walk. The conversion goes through Go maps, so the key
// order the mapping depends on (paths, methods, responses, media types,
// properties, security schemes) and the member order of example values are
// restored from the original tree before the walk (oaRestoreSwaggerOrder).

import (
	"errors"
	"fmt"
	"maps"
	"net/url"
	"strings"

	"github.com/getkin/kin-openapi/openapi2"
	"github.com/getkin/kin-openapi/openapi2conv"
	"github.com/getkin/kin-openapi/openapi3"

	"github.com/svc-engine/svc-engine/codec"
)

// Limits of the OpenAPI mapping.
const (
	// oaSampleDepth is where schema sampling stops descending (rule 5).
	oaSampleDepth = 6
	// oaSampleBudget bounds the values one sampled body may hold, so a wide
	// schema cannot multiply out level after level.
	oaSampleBudget = 10000
	// oaMaxExampleBody is the size of a saved example body (the API refuses
	// a larger one).
	oaMaxExampleBody = 1 << 20
	// oaMaxBodyContent is the stored field cap of a request body.
	oaMaxBodyContent = 10 << 20
	// oaMaxExamples is the number of examples a request may hold.
	oaMaxExamples = 100
	// oaMaxExpanded bounds the JSON text a Swagger document expands to
	// (YAML aliases can multiply it) before it is converted.
	oaMaxExpanded = 64 << 20
)

// mapOpenAPI maps an OpenAPI 3.0 or 3.1 document.
func mapOpenAPI(doc *Document, opts Options) (Tree, error) {
	m, err := readOpenAPI(doc, opts)
	if err != nil {
		return Tree{}, err
	}
	return m.tree, nil
}

// readOpenAPI maps an OpenAPI 3.0 or 3.1 document and keeps the mapper,
// whose tree and operations ReadSpec reads.
func readOpenAPI(doc *Document, opts Options) (*oaMapper, error) {
	root, err := oaDocumentTree(doc)
	if err != nil {
		return nil, fmt.Errorf("read the OpenAPI document: %w", err)
	}
	if root.kind != oaObject {
		return nil, errors.New("read the OpenAPI document: the document is not an object")
	}
	m := newOAMapper(root, opts)
	m.meta.Format = oaDialect(root)
	m.scanRefs(root)
	m.run()
	return m, nil
}

// mapSwagger maps a Swagger 2.0 document: openapi2conv converts it to
// OpenAPI 3, and the OpenAPI 3 mapping runs on the result. Rule 8 is
// applied to the Swagger text before the conversion (which would refuse
// those structures), so its counts describe the document as written.
func mapSwagger(doc *Document, opts Options) (Tree, error) {
	m, err := readSwagger(doc, opts)
	if err != nil {
		return Tree{}, err
	}
	return m.tree, nil
}

// readSwagger maps a Swagger 2.0 document and keeps the mapper, as
// readOpenAPI.
func readSwagger(doc *Document, opts Options) (*oaMapper, error) {
	orig, err := oaDocumentTree(doc)
	if err != nil {
		return nil, fmt.Errorf("read the Swagger document: %w", err)
	}
	if orig.kind != oaObject {
		return nil, errors.New("read the Swagger document: the document is not an object")
	}
	pre := newOAMapper(orig, opts)
	pre.scanRefs(orig)
	clean := pre.sanitizeSwagger(orig)
	text, ok := clean.appendJSON(nil, "", 0, oaMaxExpanded)
	if !ok {
		return nil, fmt.Errorf("read the Swagger document: it expands to more than %d bytes", oaMaxExpanded)
	}
	b, err := oaConvertSwagger(text)
	if err != nil {
		return nil, fmt.Errorf("convert the Swagger document to OpenAPI 3: %w", err)
	}
	conv, err := oaDecodeJSON(b)
	if err != nil {
		return nil, fmt.Errorf("convert the Swagger document to OpenAPI 3: %w", err)
	}
	oaRestoreSwaggerOrder(conv, orig)
	m := newOAMapper(conv, opts)
	m.swagger = true
	m.orig = orig
	m.meta = pre.meta
	m.meta.Format = FormatSwagger2
	m.run()
	return m, nil
}

// oaDialect names the 3.x dialect of meta.format: 3.0 documents are
// openapi-3.0, every later 3.x is read with the 3.1 rules.
func oaDialect(root *oaNode) string {
	if v := root.get("openapi"); v != nil && strings.HasPrefix(v.text, "3.0") {
		return "openapi-3.0"
	}
	return "openapi-3.1"
}

// oaConvertSwagger converts Swagger 2.0 JSON text to OpenAPI 3 JSON text.
// kin-openapi panics on some malformed inputs (a null schema in a map
// reaches a nil dereference when marshalled); a panic becomes an error.
func oaConvertSwagger(text []byte) (out []byte, err error) {
	defer func() {
		if r := recover(); r != nil {
			out, err = nil, fmt.Errorf("the document is malformed in a way the converter cannot read: %v", r)
		}
	}()
	var doc2 openapi2.T
	if err := codec.Unmarshal(text, &doc2); err != nil {
		return nil, err
	}
	doc3, err := oaToV3(&doc2)
	if err != nil {
		return nil, err
	}
	return codec.MarshalHTMLSafe(doc3)
}

// oaToV3 is openapi2conv.ToV3WithLoader without its last step, which
// resolves every $ref and refuses an external or dangling one: the mapping
// resolves local references itself and never follows external ones (rule
// 8). The host is read tolerantly (a scheme or a path inside it is moved to
// where it belongs) instead of failing the document.
func oaToV3(doc2 *openapi2.T) (*openapi3.T, error) {
	doc3 := &openapi3.T{
		OpenAPI:      "3.0.3",
		Info:         &doc2.Info,
		Components:   &openapi3.Components{},
		Tags:         doc2.Tags,
		ExternalDocs: doc2.ExternalDocs,
	}
	host, basePath, schemes := doc2.Host, doc2.BasePath, doc2.Schemes
	if i := strings.Index(host, "://"); i >= 0 {
		if len(schemes) == 0 {
			schemes = []string{host[:i]}
		}
		host = host[i+3:]
	}
	if i := strings.IndexByte(host, '/'); i >= 0 {
		basePath = strings.TrimSuffix(host[i:], "/") + basePath
		host = host[:i]
	}
	switch {
	case host != "":
		if len(schemes) == 0 {
			schemes = []string{"https"}
		}
		if basePath == "" {
			basePath = "/"
		}
		for _, scheme := range schemes {
			u := url.URL{Scheme: scheme, Host: host, Path: basePath}
			doc3.AddServer(&openapi3.Server{URL: u.String()})
		}
	case basePath != "":
		doc3.AddServer(&openapi3.Server{URL: basePath})
	}

	doc3.Components.Schemas = make(map[string]*openapi3.SchemaRef)
	if parameters := doc2.Parameters; len(parameters) != 0 {
		doc3.Components.Parameters = make(map[string]*openapi3.ParameterRef)
		doc3.Components.RequestBodies = make(map[string]*openapi3.RequestBodyRef)
		for k, parameter := range parameters {
			if parameter == nil {
				continue
			}
			p, body, schemas, err := openapi2conv.ToV3Parameter(doc3.Components, parameter, doc2.Consumes)
			switch {
			case err != nil:
				return nil, err
			case body != nil:
				doc3.Components.RequestBodies[k] = body
			case schemas != nil:
				for _, s := range schemas {
					doc3.Components.Schemas[k] = s
				}
			default:
				doc3.Components.Parameters[k] = p
			}
		}
	}
	if len(doc2.Paths) != 0 {
		doc3.Paths = openapi3.NewPathsWithCapacity(len(doc2.Paths))
		for path, item := range doc2.Paths {
			if item == nil {
				continue
			}
			r, err := openapi2conv.ToV3PathItem(doc2, doc3.Components, item, doc2.Consumes)
			if err != nil {
				return nil, err
			}
			doc3.Paths.Set(path, r)
		}
	}
	if len(doc2.Responses) != 0 {
		doc3.Components.Responses = make(openapi3.ResponseBodies, len(doc2.Responses))
		for k, response := range doc2.Responses {
			if response == nil {
				continue
			}
			r, err := openapi2conv.ToV3Response(response, doc2.Produces)
			if err != nil {
				return nil, err
			}
			doc3.Components.Responses[k] = r
		}
	}
	maps.Copy(doc3.Components.Schemas, openapi2conv.ToV3Schemas(doc2.Definitions))
	if len(doc2.SecurityDefinitions) != 0 {
		doc3.Components.SecuritySchemes = make(map[string]*openapi3.SecuritySchemeRef)
		for k, v := range doc2.SecurityDefinitions {
			r, err := openapi2conv.ToV3SecurityScheme(v)
			if err != nil {
				// An oauth2 flow the converter does not know: the scheme is
				// kept by name with no type, so it maps to no auth.
				r = &openapi3.SecuritySchemeRef{Value: &openapi3.SecurityScheme{}}
			}
			if r != nil {
				doc3.Components.SecuritySchemes[k] = r
			}
		}
	}
	doc3.Security = openapi2conv.ToV3SecurityRequirements(doc2.Security)
	return doc3, nil
}
