package mgmt

import (
	"github.com/valyala/fasthttp"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/config"
	"github.com/svc-engine/svc-engine/importers"
	"github.com/svc-engine/svc-engine/workspace"
)

// parseOptions reads the options of /import/parse and /import.
func parseOptions(p workspace.Patch) (importers.Options, []byte, error) {
	o := importers.Options{ImportEnvironments: true, ImportScripts: true}
	raw, ok := p["content"]
	content, isStr := workspace.String(raw)
	if !ok || !isStr || content == "" {
		return o, nil, workspace.Fieldf("content", "content is required: the document text as a non-empty string")
	}
	for _, f := range []struct {
		key string
		dst *bool
	}{{"importEnvironments", &o.ImportEnvironments}, {"importScripts", &o.ImportScripts}} {
		if p.State(f.key) == workspace.Value {
			v, ok := workspace.Bool(p[f.key])
			if !ok {
				return o, nil, workspace.Fieldf(f.key, "%s must be a boolean", f.key)
			}
			*f.dst = v
		}
	}
	// unresolvedRefs is how many external $refs the caller could not
	// resolve before sending the text; it is checked, and counted in meta.
	if p.State("unresolvedRefs") == workspace.Value {
		n, ok := workspace.Int(p["unresolvedRefs"])
		if !ok || n < 0 {
			return o, nil, workspace.Fieldf("unresolvedRefs", "unresolvedRefs must be a non-negative integer")
		}
		o.UnresolvedRefs = int(n)
	}
	for _, f := range []struct {
		key string
		dst *string
	}{{"fileName", &o.FileName}, {"sourceUrl", &o.SourceURL}} {
		if p.State(f.key) == workspace.Value {
			v, ok := workspace.String(p[f.key])
			if !ok {
				return o, nil, workspace.Fieldf(f.key, "%s must be a string", f.key)
			}
			*f.dst = v
		}
	}
	return o, []byte(content), nil
}

// parseDocument maps a document; a document no format claims is a 400.
func parseDocument(content []byte, o importers.Options) (importers.Tree, error) {
	t, err := importers.Parse(content, o)
	if err != nil {
		return t, workspace.Fieldf("content", "%v", err)
	}
	return t, nil
}

// parseBody decodes a /import/parse or /import body and maps its
// document. A document that is not JSON is read as YAML only up to
// maxSpecDocumentBytes.
func (s *Server) parseBody(ctx *fasthttp.RequestCtx) (workspace.Patch, importers.Tree, error) {
	p, err := decode(ctx)
	if err != nil {
		return nil, importers.Tree{}, err
	}
	o, content, err := parseOptions(p)
	if err != nil {
		return nil, importers.Tree{}, err
	}
	o.MaxYAMLBytes = int(s.config().Int(config.KeyMaxSpecDocumentBytes))
	t, err := parseDocument(content, o)
	return p, t, err
}

// importParse answers the engine's tree of a document; nothing is stored.
func (s *Server) importParse(ctx *fasthttp.RequestCtx) error {
	_, t, err := s.parseBody(ctx)
	if err != nil {
		return err
	}
	return writeJSON(ctx, 200, t)
}

type applyResult struct {
	IDMap  map[string]string `json:"idMap"`
	Counts map[string]int    `json:"counts"`
}

// importApply writes a tempId-linked tree in one transaction.
func (s *Server) importApply(ctx *fasthttp.RequestCtx) error {
	p, err := decode(ctx)
	if err != nil {
		return err
	}
	out, err := s.apply(p)
	if err != nil {
		return err
	}
	return writeJSON(ctx, 200, out)
}

type importBody struct {
	applyResult
	Meta importers.Meta `json:"meta"`
}

// importOneCall parses, flattens and applies a document in one call.
func (s *Server) importOneCall(ctx *fasthttp.RequestCtx) error {
	p, t, err := s.parseBody(ctx)
	if err != nil {
		return err
	}
	tree, err := codec.MarshalHTMLSafe(t)
	if err != nil {
		return err
	}
	tp, err := workspace.DecodePatch(tree)
	if err != nil {
		return err
	}
	if v, ok := p["parentId"]; ok {
		tp["parentId"] = v
	}
	res, err := s.apply(tp)
	if err != nil {
		return err
	}
	out := importBody{applyResult: res, Meta: t.Meta}
	return writeJSON(ctx, 200, out)
}

// apply writes a tempId-linked tree in one transaction through the
// import plan (workspace.PlanImport, executed by store.Import).
func (s *Server) apply(tree workspace.Patch) (applyResult, error) {
	plan, err := s.store.Import(s.base, tree, s.deps(nil))
	if err != nil {
		return applyResult{}, err
	}
	return applyResult{IDMap: plan.IDMap, Counts: plan.Counts}, nil
}
