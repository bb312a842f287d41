package specs

import (
	"context"
	"errors"
	"regexp"
	"strings"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/importers"
	"github.com/svc-engine/svc-engine/store"
	"github.com/svc-engine/svc-engine/workspace"
)

// ExportResult answers POST /specs/export.
type ExportResult struct {
	Text     string                `json:"text"`
	FileName string                `json:"fileName"`
	Notes    importers.ExportNotes `json:"notes"`
}

// Export writes a collection as an OpenAPI document (POST /specs/export);
// nothing is stored. A bound collection patches its stored document (the
// document keeps its own syntax: YAML stays YAML); an unbound one gets a
// skeleton in format (json by default, or yaml).
func (s *Service) Export(ctx context.Context, body workspace.Patch) (ExportResult, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	cid, err := collectionID(body)
	if err != nil {
		return ExportResult{}, err
	}
	format := "json"
	if body.State("format") != workspace.Absent {
		f, ok := workspace.String(body["format"])
		if !ok || (f != "json" && f != "yaml") {
			return ExportResult{}, workspace.Fieldf("format", "format must be json or yaml")
		}
		format = f
	}
	var out ExportResult
	err = s.Store.View(ctx, func(tx *store.Tx) error {
		coll, err := tx.Collection(cid)
		if err != nil {
			return err
		}
		specID := boundSpecID(coll)
		reqs, folders, err := exportTree(tx, coll, specID)
		if err != nil {
			return err
		}
		if specID == "" {
			return skeleton(coll, folders, reqs, format, &out)
		}
		return s.patchBound(tx, coll, specID, reqs, folders, &out)
	})
	return out, err
}

// exportTree reads the subtree's requests (stopping at a collection bound
// to another document), their folders' full paths and their examples.
func exportTree(tx *store.Tx, coll workspace.Collection, specID string) ([]importers.ExportRequest, []importers.SkeletonCollection, error) {
	reqs, colls, err := tx.SubtreeRequests(coll.ID, specID)
	if err != nil {
		return nil, nil, err
	}
	byID := map[string]workspace.Collection{}
	for _, c := range colls {
		byID[c.ID] = c
	}
	pathOf := func(id string) string {
		var parts []string
		for id != coll.ID {
			c, ok := byID[id]
			if !ok {
				break
			}
			parts = append([]string{c.Name}, parts...)
			if c.ParentID == nil {
				break
			}
			id = *c.ParentID
		}
		return strings.Join(parts, "/")
	}
	var folders []importers.SkeletonCollection
	for _, c := range colls {
		if c.ID != coll.ID {
			folders = append(folders, importers.SkeletonCollection{Collection: c, Path: pathOf(c.ID)})
		}
	}
	out := make([]importers.ExportRequest, 0, len(reqs))
	for _, r := range reqs {
		exs, err := tx.Examples(r.ID)
		if err != nil {
			return nil, nil, err
		}
		out = append(out, importers.ExportRequest{Request: r, Folder: pathOf(r.CollectionID), Examples: exs})
	}
	return out, folders, nil
}

// unsafeName matches what a file name should not hold.
var unsafeName = regexp.MustCompile(`[^A-Za-z0-9._-]+`)

func fileName(name, ext string) string {
	base := strings.Trim(unsafeName.ReplaceAllString(name, "-"), "-")
	if base == "" {
		base = "openapi"
	}
	return base + "." + ext
}

// skeleton writes an unbound collection's skeleton.
func skeleton(coll workspace.Collection, folders []importers.SkeletonCollection, reqs []importers.ExportRequest, format string, out *ExportResult) error {
	doc := importers.Skeleton(coll, folders, reqs, &out.Notes)
	var b []byte
	var err error
	if format == "yaml" {
		if b, err = codec.JSONToYAML(doc); err != nil {
			return err
		}
	} else {
		if b, err = codec.MarshalIndent(doc, "", "  "); err != nil {
			return err
		}
		b = append(b, '\n')
	}
	out.Text, out.FileName = string(b), fileName(coll.Name, format)
	return nil
}

// patchBound patches the bound document's stored bytes.
func (s *Service) patchBound(tx *store.Tx, coll workspace.Collection, specID string, reqs []importers.ExportRequest, folders []importers.SkeletonCollection, out *ExportResult) error {
	row, sp, err := s.load(tx, specID)
	if err != nil {
		if isNotFound(err) || errors.Is(err, ErrUnreadable) {
			return &workspace.ConflictError{Message: "collection " + coll.ID + " is bound to spec " + specID + ", which is not stored or does not read as an OpenAPI object; rebind it or unbind it ({openapi: null})"}
		}
		return err
	}
	edits := sp.ExportEdits(reqs, &out.Notes)
	if ms, err := workspace.Members(coll.Variables); err == nil {
		for _, m := range ms {
			if m.Key != "baseUrl" {
				out.Notes.VariablesDropped++
			}
		}
	}
	for _, f := range folders {
		if ms, err := workspace.Members(f.Collection.Variables); err == nil {
			out.Notes.VariablesDropped += len(ms)
		}
	}
	text := []byte(row.Content)
	if len(edits) > 0 {
		if sp.Syntax == "yaml" {
			text, err = codec.PatchYAML(text, edits)
		} else {
			text, err = codec.PatchJSON(text, edits)
		}
		if err != nil {
			return &workspace.ConflictError{Message: "the bound document " + specID + " cannot be patched: " + err.Error()}
		}
	}
	ext := "json"
	if sp.Syntax == "yaml" {
		ext = "yaml"
	}
	out.Text, out.FileName = string(text), fileName(coll.Name, ext)
	return nil
}
