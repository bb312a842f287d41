package importers

import "github.com/svc-engine/svc-engine/codec"

// Tree is the engine's own import tree. Items link by opaque temp ids; JSON
// member names are those of the API resources, so apply can validate each
// item with the same merge as a create.
type Tree struct {
	Collections  []Collection  `json:"collections"`
	Requests     []Request     `json:"requests"`
	Environments []Environment `json:"environments"`
	// Globals holds the variables of a globals export (nil otherwise).
	Globals codec.RawMessage `json:"globals,omitempty"`
	Meta    Meta             `json:"meta"`
}

// Collection is a folder; ParentTempID nil is a root.
type Collection struct {
	TempID       string           `json:"tempId"`
	ParentTempID *string          `json:"parentTempId"`
	Name         string           `json:"name"`
	Description  string           `json:"description,omitempty"`
	Variables    codec.RawMessage `json:"variables,omitempty"` // object
	Auth         codec.RawMessage `json:"auth,omitempty"`      // {"mode":...}; none or noauth for collections
	Elements     codec.RawMessage `json:"elements,omitempty"`  // array of {kind, config}
	// LoadPlan is a suggested load plan (JMeter thread groups), kept as the
	// source described it.
	LoadPlan codec.RawMessage `json:"loadPlan,omitempty"`
}

// Request belongs to the collection CollectionTempID.
type Request struct {
	TempID           string           `json:"tempId"`
	CollectionTempID string           `json:"collectionTempId"`
	Name             string           `json:"name"`
	Description      string           `json:"description,omitempty"`
	Method           string           `json:"method"`
	URL              string           `json:"url"`
	Params           codec.RawMessage `json:"params,omitempty"`  // [{key, value, enabled}]
	Headers          codec.RawMessage `json:"headers,omitempty"` // [{key, value, enabled}]
	Body             codec.RawMessage `json:"body,omitempty"`    // the body union
	Auth             codec.RawMessage `json:"auth,omitempty"`    // {"mode":...}; inherit by default
	Elements         codec.RawMessage `json:"elements,omitempty"`
	FollowRedirects  *bool            `json:"followRedirects,omitempty"`
	MaxRedirects     *int64           `json:"maxRedirects,omitempty"`
	VerifySSL        *bool            `json:"verifySSL,omitempty"`
	SpecOperation    codec.RawMessage `json:"specOperation,omitempty"` // {method, path, operationId}
	Examples         []Example        `json:"examples,omitempty"`      // omitted when none
}

// Example is a saved response, stored verbatim.
type Example struct {
	Name        string           `json:"name"`
	Status      int              `json:"status"`
	Headers     codec.RawMessage `json:"headers"` // [{key, value, enabled}], source order
	Body        string           `json:"body"`
	ContentType string           `json:"contentType"`
}

// Environment is a named set of variables.
type Environment struct {
	TempID    string           `json:"tempId"`
	Name      string           `json:"name"`
	Variables codec.RawMessage `json:"variables"` // object
}

// Meta describes the mapping.
type Meta struct {
	// Format is the detected format: postman-2.1, postman-2.0,
	// postman-environment, postman-globals, insomnia-4, openapi-3.0,
	// openapi-3.1, swagger-2.0, jmeter.
	Format string `json:"format"`
	// Skipped names what was declared and could not be represented
	// (one sentence each, naming the item).
	Skipped []string `json:"skipped"`
	// Counts holds the named counters of the spec's mapping rules
	// (malformed_item, unsupported_method, path_variables, ...), zeros
	// omitted, plus "collections", "requests", "examples", "environments".
	Counts map[string]int `json:"counts"`
	// FolderStrategy is tags, paths or mixed (OpenAPI and Swagger only).
	FolderStrategy string `json:"folderStrategy,omitempty"`
}

// Options of a parse (POST /import/parse).
type Options struct {
	ImportEnvironments bool   // default true
	ImportScripts      bool   // default true
	FileName           string // informs detection messages and names
	SourceURL          string // resolves a relative OpenAPI server URL
	// UnresolvedRefs is how many external $refs the caller could not
	// resolve before sending the document; Parse adds it to the
	// external_ref count.
	UnresolvedRefs int
	// MaxYAMLBytes bounds a document that is not JSON before it is read
	// as YAML (the engine's maxSpecDocumentBytes setting): the YAML
	// decoder reads about 10 MB a second. 0 means MaxDocumentBytes.
	MaxYAMLBytes int
}

// counter adds n to a named count.
func (m *Meta) count(name string, n int) {
	if n == 0 {
		return
	}
	if m.Counts == nil {
		m.Counts = map[string]int{}
	}
	m.Counts[name] += n
}

// skip records something declared and not representable.
func (m *Meta) skip(what string) {
	m.Skipped = append(m.Skipped, what)
}
