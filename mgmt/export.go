package mgmt

import (
	"math"
	"slices"

	"github.com/valyala/fasthttp"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/importers"
	"github.com/svc-engine/svc-engine/scenario"
	"github.com/svc-engine/svc-engine/sender"
	"github.com/svc-engine/svc-engine/store"
	"github.com/svc-engine/svc-engine/workspace"
)

// postmanExportBody is the answer of POST /export/postman.
type postmanExportBody struct {
	Collection   codec.RawMessage             `json:"collection"`
	Environments []codec.RawMessage           `json:"environments"`
	FileName     string                       `json:"fileName"`
	Notes        importers.PostmanExportNotes `json:"notes"`
}

// exportPostman writes a collection (and, with includeEnvironments, every
// environment) as Postman v2.1 exports. It reads only.
func (s *Server) exportPostman(ctx *fasthttp.RequestCtx) error {
	p, err := decode(ctx)
	if err != nil {
		return err
	}
	id, ok := workspace.String(p["collectionId"])
	if !ok || id == "" {
		return workspace.Fieldf("collectionId", "collectionId must be a non-empty string")
	}
	withEnvs := false
	if p.State("includeEnvironments") == workspace.Value {
		if withEnvs, ok = workspace.Bool(p["includeEnvironments"]); !ok {
			return workspace.Fieldf("includeEnvironments", "includeEnvironments must be a boolean")
		}
	}
	var in importers.PostmanExport
	err = s.store.View(s.base, func(tx *store.Tx) error {
		var err error
		if in.Root, err = tx.Collection(id); err != nil {
			return err
		}
		if in.Collections, err = tx.Collections(); err != nil {
			return err
		}
		slices.SortStableFunc(in.Collections, func(a, b workspace.Collection) int { return int(a.Order - b.Order) })
		in.Requests, in.Examples = map[string][]workspace.Request{}, map[string][]workspace.Example{}
		for _, cid := range scenario.Subtree(in.Collections, id) {
			if in.Requests[cid], err = tx.RequestsOf(cid, math.MaxInt32); err != nil {
				return err
			}
			for _, r := range in.Requests[cid] {
				if in.Examples[r.ID], err = tx.Examples(r.ID); err != nil {
					return err
				}
			}
		}
		if withEnvs {
			in.Environments, err = tx.Environments()
		}
		return err
	})
	if err != nil {
		return err
	}
	col, envs, notes := importers.ExportPostman(in)
	if envs == nil {
		envs = []codec.RawMessage{}
	}
	return writeJSON(ctx, 200, postmanExportBody{Collection: col, Environments: envs, FileName: in.Root.Name + ".postman_collection.json", Notes: notes})
}

// exportCurl writes the cURL command of a stored request as it would be
// sent now ({requestId}, composed as POST /compose composes it, with the
// same optional environmentId and variables) or of a history entry as it
// was sent ({historyId}).
func (s *Server) exportCurl(ctx *fasthttp.RequestCtx) error {
	p, err := decode(ctx)
	if err != nil {
		return err
	}
	hasReq, hasHist := p.State("requestId") == workspace.Value, p.State("historyId") == workspace.Value
	var in importers.CurlInput
	switch {
	case hasReq == hasHist:
		return workspace.Fieldf("requestId", "send either requestId or historyId")
	case hasHist:
		id, ok := workspace.String(p["historyId"])
		if !ok || id == "" {
			return workspace.Fieldf("historyId", "historyId must be a non-empty string")
		}
		var h store.HistoryEntry
		if err := s.store.View(s.base, func(tx *store.Tx) error {
			var err error
			h, err = tx.HistoryByID(id)
			return err
		}); err != nil {
			return err
		}
		var trace struct {
			Request sender.Sent `json:"request"`
		}
		if err := codec.Unmarshal(h.TraceData, &trace); err != nil {
			return err
		}
		in = importers.CurlInputOfSent(trace.Request)
	default:
		composed, _, err := s.compose(p)
		if err != nil {
			return err
		}
		if in, err = importers.CurlInputOf(composed.Request); err != nil {
			return workspace.Fieldf("requestId", "the request cannot be written as a cURL command: %v", err)
		}
	}
	return writeJSON(ctx, 200, struct {
		Command string `json:"command"`
	}{importers.CurlCommand(in)})
}
