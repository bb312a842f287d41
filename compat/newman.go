package compat

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/svc-engine/svc-engine/codec"
)

// Outcome is one test result of a run: the request that ran it, its name
// and whether it passed.
type Outcome struct {
	Request string
	Test    string
	Passed  bool
	Error   string // the failure message, when it failed
}

// Key names an outcome for the comparison: the request and test names,
// with "#n" appended to the n-th repeat (n from 2) of the same pair in a
// run (iterations, or a request run twice by setNextRequest).
type Key string

// dynamicValue matches a test name ending in a value that differs from
// run to run (": <uuid>" or ": <number>", as in tests["Correct GUID: " +
// guid]), which Keys replaces by a placeholder.
var dynamicValue = regexp.MustCompile(`: ([0-9]+|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$`)

// Keys indexes outcomes by Key, in run order.
func Keys(outs []Outcome) ([]Key, map[Key]Outcome) {
	seen := map[string]int{}
	keys := make([]Key, 0, len(outs))
	m := make(map[Key]Outcome, len(outs))
	for _, o := range outs {
		base := o.Request + " › " + dynamicValue.ReplaceAllString(o.Test, ": {value}")
		seen[base]++
		k := Key(base)
		if n := seen[base]; n > 1 {
			k = Key(base + " #" + strconv.Itoa(n))
		}
		keys = append(keys, k)
		m[k] = o
	}
	return keys, m
}

// Agreement is the result of comparing two runs of one collection.
type Agreement struct {
	Total    int      // tests seen by either runner
	Agree    int      // tests both ran with the same pass or fail
	Disagree []string // the others, each with what each runner said
}

// Compare compares per test name: a test agrees when both runs have it
// and both passed or both failed.
func Compare(newman, engine []Outcome) Agreement {
	nk, nm := Keys(newman)
	ek, em := Keys(engine)
	var a Agreement
	seen := map[Key]bool{}
	for _, k := range append(nk, ek...) {
		if seen[k] {
			continue
		}
		seen[k] = true
		a.Total++
		n, inN := nm[k]
		e, inE := em[k]
		switch {
		case inN && inE && n.Passed == e.Passed:
			a.Agree++
		case !inE:
			a.Disagree = append(a.Disagree, fmt.Sprintf("%s: newman %s, engine did not run it", k, verdict(n)))
		case !inN:
			a.Disagree = append(a.Disagree, fmt.Sprintf("%s: engine %s, newman did not run it", k, verdict(e)))
		default:
			a.Disagree = append(a.Disagree, fmt.Sprintf("%s: newman %s, engine %s", k, verdict(n), verdict(e)))
		}
	}
	sort.Strings(a.Disagree)
	return a
}

func verdict(o Outcome) string {
	if o.Passed {
		return "passed"
	}
	if o.Error != "" {
		return "failed (" + o.Error + ")"
	}
	return "failed"
}

// NewmanRun is how RunNewman runs one collection.
type NewmanRun struct {
	CLI         string // path of newman's bin/newman.js (bench/install-newman.sh prints it)
	Collection  string // collection file
	Environment string // environment file; empty for none
	Globals     string // globals file; empty for none
	Data        string // iteration data file (CSV or JSON); empty for none
	Iterations  int    // 0 means 1
	Dir         string // where the JSON report is written
}

// RunNewman runs Newman with its JSON reporter and returns each assertion
// of the report as an Outcome, in run order. Newman's own exit status (1
// when a test failed) is not an error; a run that wrote no report is.
func RunNewman(ctx context.Context, r NewmanRun) ([]Outcome, error) {
	out := filepath.Join(r.Dir, strings.TrimSuffix(filepath.Base(r.Collection), ".json")+".newman.json")
	args := []string{r.CLI, "run", r.Collection, "--reporters", "json", "--reporter-json-export", out, "--timeout-request", "10000", "--color", "off"}
	if r.Environment != "" {
		args = append(args, "--environment", r.Environment)
	}
	if r.Globals != "" {
		args = append(args, "--globals", r.Globals)
	}
	if r.Data != "" {
		args = append(args, "--iteration-data", r.Data)
	}
	if r.Iterations > 1 {
		args = append(args, "--iteration-count", strconv.Itoa(r.Iterations))
	}
	cmd := exec.CommandContext(ctx, "node", args...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	runErr := cmd.Run()
	data, err := os.ReadFile(out)
	if err != nil {
		if runErr != nil {
			err = runErr // why newman wrote nothing says more than the missing file
		}
		return nil, fmt.Errorf("newman run %s wrote no report: %w: %s", r.Collection, err, stderr.Bytes())
	}
	return ParseNewmanReport(data)
}

// ParseNewmanReport reads the assertions of a Newman JSON report.
func ParseNewmanReport(data []byte) ([]Outcome, error) {
	var rep struct {
		Run struct {
			Executions []struct {
				Item struct {
					Name string `json:"name"`
				} `json:"item"`
				Cursor struct {
					Ref string `json:"ref"`
				} `json:"cursor"`
				Assertions []struct {
					Assertion string `json:"assertion"`
					Skipped   bool   `json:"skipped"`
					Error     *struct {
						Message string `json:"message"`
					} `json:"error"`
				} `json:"assertions"`
			} `json:"executions"`
		} `json:"run"`
	}
	if err := codec.Unmarshal(data, &rep); err != nil {
		return nil, fmt.Errorf("read the newman report: %w", err)
	}
	if rep.Run.Executions == nil {
		return nil, errors.New("the newman report has no run.executions")
	}
	var outs []Outcome
	seen := map[string]bool{}
	for _, ex := range rep.Run.Executions {
		// Newman's JSON reporter adds an execution for each pm.sendRequest
		// of an item, under the item's cursor and with the item's
		// assertions repeated: only the first of a cursor counts (its cli
		// reporter counts the same way).
		if ref := ex.Cursor.Ref; ref != "" {
			if seen[ref] {
				continue
			}
			seen[ref] = true
		}
		for _, a := range ex.Assertions {
			if a.Skipped {
				continue
			}
			o := Outcome{Request: ex.Item.Name, Test: a.Assertion, Passed: a.Error == nil}
			if a.Error != nil {
				o.Error = a.Error.Message
			}
			outs = append(outs, o)
		}
	}
	return outs, nil
}
