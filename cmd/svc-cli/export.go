package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
)

// exportOptions are the export verb's flags.
type exportOptions struct {
	curl         bool   // the id is a request or history entry: print its cURL command
	environments bool   // write the environments beside the collection (needs out)
	out          string // the collection's file; "" prints it on stdout
}

// export writes a collection as a Postman v2.1 export (POST
// /export/postman), or with --curl a request or history entry as a cURL
// command (POST /export/curl).
func (c *client) export(ctx context.Context, id string, o exportOptions) error {
	if o.curl {
		key := "requestId"
		if strings.HasPrefix(id, "hist_") {
			key = "historyId"
		}
		status, answer, err := c.post(ctx, "/export/curl", object{{key: key, value: mustJSON(id)}})
		if err != nil {
			return err
		}
		if status != http.StatusOK {
			return engineErrorOf(status, answer)
		}
		var a struct {
			Command string `json:"command"`
		}
		if err := json.Unmarshal(answer, &a); err != nil {
			return fmt.Errorf("the engine's answer to POST /export/curl does not decode: %w", err)
		}
		_, err = fmt.Fprintln(c.out.w, a.Command)
		return err
	}
	if o.environments && o.out == "" {
		return refuse("export --environments needs --out <file>: the environments are written beside it")
	}
	status, answer, err := c.post(ctx, "/export/postman", object{{key: "collectionId", value: mustJSON(id)}, {key: "includeEnvironments", value: mustJSON(o.environments)}})
	if err != nil {
		return err
	}
	if status != http.StatusOK {
		return engineErrorOf(status, answer)
	}
	var a struct {
		Collection   json.RawMessage   `json:"collection"`
		Environments []json.RawMessage `json:"environments"`
	}
	if err := json.Unmarshal(answer, &a); err != nil {
		return fmt.Errorf("the engine's answer to POST /export/postman does not decode: %w", err)
	}
	indent := func(raw []byte) []byte {
		var b bytes.Buffer
		if json.Indent(&b, raw, "", "  ") != nil {
			return raw
		}
		b.WriteByte('\n')
		return b.Bytes()
	}
	if o.out == "" {
		_, err := c.out.w.Write(indent(a.Collection))
		return err
	}
	if err := os.WriteFile(o.out, indent(a.Collection), 0o644); err != nil { //nolint:gosec // an export the user asked to share
		return fmt.Errorf("write %s: %w", o.out, err)
	}
	var msg strings.Builder
	msg.WriteString("Exported " + id + " to " + o.out + "\n")
	files := environmentFiles{used: map[string]bool{strings.ToLower(filepath.Base(o.out)): true}}
	for i, env := range a.Environments {
		var e struct {
			Name string `json:"name"`
		}
		_ = json.Unmarshal(env, &e) // a nameless environment gets a numbered file
		file := filepath.Join(filepath.Dir(o.out), files.name(e.Name, i))
		if err := os.WriteFile(file, indent(env), 0o644); err != nil { //nolint:gosec // an export the user asked to share
			return fmt.Errorf("write %s: %w", file, err)
		}
		msg.WriteString("Exported environment " + e.Name + " to " + file + "\n")
	}
	_, err = io.WriteString(c.out.w, msg.String())
	return err
}

// environmentFiles names the files of one export's environments, each
// one of its own: names that clean to the same file name (a/b and a:b,
// Staging and staging on a file system that ignores case) get -2, -3...
type environmentFiles struct {
	used map[string]bool // file names taken, lower case
}

// name is the file name of the environment named envName, the index-th
// of the export (from 0): the name with the characters no file system
// takes replaced by _, "environment-<index+1>" for a nameless one.
func (f environmentFiles) name(envName string, index int) string {
	base := strings.Map(func(r rune) rune {
		if strings.ContainsRune(`/\:*?"<>|`, r) {
			return '_'
		}
		return r
	}, envName)
	if base == "" {
		base = fmt.Sprintf("environment-%d", index+1)
	}
	const ext = ".postman_environment.json"
	file := base + ext
	for n := 2; f.used[strings.ToLower(file)]; n++ {
		file = fmt.Sprintf("%s-%d%s", base, n, ext)
	}
	f.used[strings.ToLower(file)] = true
	return file
}
