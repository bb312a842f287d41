package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
)

// Default report paths, relative to the working directory.
const (
	defaultJUnitPath = "svc-run.xml"
	defaultJSONPath  = "svc-run.json"
)

// reportFiles are the report files a run writes once it ends: a path for
// each file reporter chosen, "" for one not chosen. The cli reporter is
// the terminal output, always printed.
type reportFiles struct {
	junit, json string
}

func (f reportFiles) any() bool { return f.junit != "" || f.json != "" }

// reportFilesOf resolves the reporter flags: -r names the reporters
// (cli, junit, json), --reporter-junit-export and --reporter-json-export
// say where each file goes, and --reporter-out is the path of the one
// file reporter when only one is chosen.
func reportFilesOf(ro runOptions) (reportFiles, error) {
	var f reportFiles
	var names []string
	if ro.changed("reporter") {
		var err error
		if names, err = parseReporters(ro.reporter); err != nil {
			return f, refuse("flag --reporter: %v", err)
		}
	}
	if slices.Contains(names, "junit") {
		f.junit = defaultJUnitPath
	}
	if slices.Contains(names, "json") {
		f.json = defaultJSONPath
	}
	if ro.changed("reporter-out") {
		switch {
		case f.junit != "" && f.json != "":
			return f, refuse("flag --reporter-out names one file, but --reporter names junit and json: use --reporter-junit-export and --reporter-json-export")
		case f.junit != "":
			f.junit = ro.reporterOut
		case f.json != "":
			f.json = ro.reporterOut
		default:
			return f, refuse("flag --reporter-out needs --reporter junit or json")
		}
	}
	if ro.changed("reporter-junit-export") {
		if f.junit == "" {
			return f, refuse("flag --reporter-junit-export needs junit in --reporter (-r cli,junit)")
		}
		f.junit = ro.junitExport
	}
	if ro.changed("reporter-json-export") {
		if f.json == "" {
			return f, refuse("flag --reporter-json-export needs json in --reporter (-r cli,json)")
		}
		f.json = ro.jsonExport
	}
	if f.junit != "" && f.junit == f.json {
		return f, refuse("the junit and json reports cannot both go to %s", f.junit)
	}
	return f, nil
}

// check makes each report's directory and checks that the file can be
// written, before the run starts. A file it had to create to check is
// removed again, so a run that never gets to write leaves nothing.
func (f reportFiles) check() error {
	for _, p := range []string{f.junit, f.json} {
		if p == "" {
			continue
		}
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return refuse("the report directory of %s cannot be made: %v", p, unwrapPath(err))
		}
		_, statErr := os.Stat(p)
		fh, err := os.OpenFile(p, os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o644)
		if err != nil {
			return refuse("the report path %s cannot be written: %v", p, unwrapPath(err))
		}
		_ = fh.Close()
		if errors.Is(statErr, os.ErrNotExist) {
			_ = os.Remove(p)
		}
	}
	return nil
}

// unwrapPath drops the operation and path of a *fs.PathError, which the
// message says already.
func unwrapPath(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// written prints the path of a report the client wrote.
func written(w io.Writer, kind, path string) error {
	_, err := fmt.Fprintf(w, "%s report written to %s\n", kind, path)
	return err
}
