package mgmt

import (
	"strings"

	"github.com/svc-engine/svc-engine/runs"
	"github.com/svc-engine/svc-engine/scenario"
	"github.com/svc-engine/svc-engine/scripting"
	"github.com/svc-engine/svc-engine/sender"
	"github.com/svc-engine/svc-engine/workspace"
)

// runChecks reads the test scripts of a load run: the target's effective
// script.post elements (collection ones first, as /execute runs them) and
// then the plan's testScript. They run off the hot path on the samples the
// run keeps (runs.Checks). script.pre elements cannot change a request
// composed once before the run: they are counted as ignored in the
// report. A testScript that is not a string or does not compile is a
// refusal naming it. nil: the run has no scripts at all.
func (s *Server) runChecks(p workspace.Patch, src composeSources, composed sender.Composed) (*runs.ChecksConfig, error) {
	var test string
	switch p.State("testScript") {
	case workspace.Value:
		v, ok := workspace.String(p["testScript"])
		if !ok {
			return nil, workspace.Fieldf("testScript", "testScript must be a string (a post-response script)")
		}
		if strings.TrimSpace(v) != "" {
			if err := s.scripts.Compile(v); err != nil {
				return nil, workspace.Fieldf("testScript", "testScript does not compile: %v", err)
			}
			test = v
		}
	}
	post := scenario.ScriptsOf(composed.Elements, "script.post")
	pre := scenario.ScriptsOf(composed.Elements, "script.pre")
	if test == "" && len(post) == 0 && len(pre) == 0 {
		return nil, nil
	}
	cfg := &runs.ChecksConfig{Sandbox: s.scripts, IgnoredPreScripts: len(pre)}
	for _, el := range post {
		cfg.Scripts = append(cfg.Scripts, runs.CheckScript{Name: el.ElementID, Source: el.Source, Timeout: msDuration(el.TimeoutMs), Packages: el.Packages})
	}
	if test != "" {
		cfg.Scripts = append(cfg.Scripts, runs.CheckScript{Name: "testScript", Source: test})
	}
	r := composed.Request
	cfg.Request = scripting.ScriptRequest{ID: src.in.Request.ID, Name: src.in.Request.Name, Method: r.Method, URL: r.URL}
	for _, h := range r.Headers {
		cfg.Request.Headers = append(cfg.Request.Headers, scripting.KV{Key: h.Key, Value: h.Value})
	}
	cfg.Info = scripting.Info{EventName: "test", IterationCount: 1, RequestName: src.in.Request.Name, RequestID: src.in.Request.ID}
	if len(src.in.Chain) > 0 {
		cfg.Info.CollectionName = src.in.Chain[0].Name
	}
	sc := newScopes(src)
	cfg.Globals, cfg.CollectionVariables, cfg.Environment = sc.globals, sc.coll, sc.env
	return cfg, nil
}
