package main

// This file holds what svc-cli run needs for Newman's run flags beyond
// the scenario block: --folder (a folder id by name), -g (a globals
// export read by the engine's importer) and --export-environment and
// --export-globals (the run's final variables as Postman exports).

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"time"

	"github.com/svc-engine/svc-engine/codec"
)

// folderID finds the folder named name under the collection root (the
// first in breadth-first order, as Newman takes the first match).
func (c *client) folderID(ctx context.Context, root, name string) (string, error) {
	cols, err := c.collections(ctx)
	if err != nil {
		return "", err
	}
	level := []string{root}
	for len(level) > 0 {
		var next []string
		for _, parent := range level {
			for _, col := range cols {
				if col.ParentID == nil || *col.ParentID != parent {
					continue
				}
				if col.Name == name {
					return col.ID, nil
				}
				next = append(next, col.ID)
			}
		}
		level = next
	}
	return "", refuse("flag --folder: the collection has no folder named %q", name)
}

// parseGlobals reads a globals export (any shape the engine imports)
// through POST /import/parse and returns its enabled variables as the
// scenario's globals object.
func (c *client) parseGlobals(ctx context.Context, doc []byte) (codec.RawMessage, error) {
	status, data, err := c.post(ctx, "/import/parse", object{{key: "content", value: mustJSON(string(doc))}})
	if err != nil {
		return nil, err
	}
	if status != http.StatusOK {
		return nil, engineErrorOf(status, data)
	}
	var tree struct {
		Globals codec.RawMessage `json:"globals"`
	}
	if err := codec.Unmarshal(data, &tree); err != nil {
		return nil, fmt.Errorf("the engine's answer to POST /import/parse does not decode: %w", err)
	}
	if tree.Globals == nil {
		return nil, errors.New("the file is not a globals export")
	}
	ms, err := decodeObject(tree.Globals)
	if err != nil {
		return nil, fmt.Errorf("the globals of the file do not decode: %w", err)
	}
	out := object{}
	for _, m := range ms {
		if kind(m.value) == "a string" {
			out = append(out, m)
			continue
		}
		var v struct {
			Value   *string `json:"value"`
			Enabled *bool   `json:"enabled"`
		}
		if codec.Unmarshal(m.value, &v) == nil && v.Value != nil && (v.Enabled == nil || *v.Enabled) {
			out = append(out, member{key: m.key, value: mustJSON(*v.Value)})
		}
	}
	return mustJSON(out), nil
}

// exportVariables writes the run's final environment and globals
// (report.variables) as Postman exports where --export-environment and
// --export-globals say, and names each file written on w.
func exportVariables(w io.Writer, cr collectionRun, reportRaw []byte) error {
	if cr.exportEnvironment == "" && cr.exportGlobals == "" {
		return nil
	}
	var wrap struct {
		Report struct {
			Variables *struct {
				Environment codec.RawMessage `json:"environment"`
				Globals     codec.RawMessage `json:"globals"`
			} `json:"variables"`
		} `json:"report"`
	}
	if err := codec.Unmarshal(reportRaw, &wrap); err != nil || wrap.Report.Variables == nil {
		return errors.New("the run's report holds no final variables to export")
	}
	envName := "environment"
	var named struct {
		Name string `json:"name"`
	}
	if cr.environment != nil && codec.Unmarshal(cr.environment, &named) == nil && named.Name != "" {
		envName = named.Name
	}
	for _, f := range []struct {
		path, scope, name string
		vars              codec.RawMessage
	}{
		{cr.exportEnvironment, "environment", envName, wrap.Report.Variables.Environment},
		{cr.exportGlobals, "globals", "globals", wrap.Report.Variables.Globals},
	} {
		if f.path == "" {
			continue
		}
		if err := writeVariablesExport(f.path, f.scope, f.name, f.vars); err != nil {
			return err
		}
		if _, err := fmt.Fprintf(w, "%s exported to %s\n", f.scope, f.path); err != nil {
			return err
		}
	}
	return nil
}

// writeVariablesExport writes vars (an object of strings) as a Postman
// environment or globals export, the shape Newman writes.
func writeVariablesExport(path, scope, name string, vars codec.RawMessage) error {
	ms, err := decodeObject(vars)
	if err != nil {
		return fmt.Errorf("the run's final %s do not decode: %w", scope, err)
	}
	values := make([]any, 0, len(ms))
	for _, m := range ms {
		values = append(values, object{{key: "type", value: mustJSON("any")}, {key: "value", value: m.value}, {key: "key", value: mustJSON(m.key)}})
	}
	doc := object{
		{key: "name", value: mustJSON(name)},
		{key: "values", value: mustJSON(values)},
		{key: "_postman_variable_scope", value: mustJSON(scope)},
		{key: "_postman_exported_at", value: mustJSON(time.Now().UTC().Format("2006-01-02T15:04:05.000Z"))},
		{key: "_postman_exported_using", value: mustJSON("svc-cli")},
	}
	b, err := codec.MarshalIndent(doc, "", "  ")
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return fmt.Errorf("export the %s: %w", scope, err)
	}
	if err := os.WriteFile(path, append(b, '\n'), 0o644); err != nil {
		return fmt.Errorf("export the %s: %w", scope, err)
	}
	return nil
}
