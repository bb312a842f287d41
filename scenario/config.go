package scenario

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/loadcore"
	"github.com/svc-engine/svc-engine/workspace"
)

// Limits of a scenario block.
const (
	MaxIterations     = 1_000_000
	MaxDataRows       = 100_000
	MaxDelay          = 10 * time.Minute
	MaxRequestTimeout = time.Hour
	MaxScriptTimeout  = time.Minute
	MaxConcurrency    = 10_000
	MaxDuration       = 24 * time.Hour
)

// ModeScenario is the mode of a plain collection run: one pass per
// iteration, in order. Under load a scenario runs in one of loadcore's
// closed-loop modes (loadMode), by loadcore's names.
const ModeScenario = "scenario"

// loadMode reports whether a scenario runs under the load mode m: a closed
// loop bound by time or by passes. constant_rps paces single requests and
// capacity judges steps of single requests; neither fits a scenario.
func loadMode(m string) bool {
	return m == loadcore.ModeConstantConcurrency || m == loadcore.ModeRampUp || m == loadcore.ModeIterations
}

// scenarioModes names the load modes of loadMode for error messages.
const scenarioModes = loadcore.ModeConstantConcurrency + ", " + loadcore.ModeRampUp + " or " + loadcore.ModeIterations

// Row is one data row: column names in file order and their values.
type Row struct {
	Names  []string
	Values map[string]string
}

// Config is a validated scenario block of POST /runs, with the load
// members beside it. Its zero value is not valid; ParseConfig fills the
// defaults.
type Config struct {
	CollectionID string
	FolderID     string // "" runs the whole collection
	// EnvironmentSet tells an absent environmentId (the active
	// environment) from a stated one; EnvironmentID "" with
	// EnvironmentSet means none.
	EnvironmentSet bool
	EnvironmentID  string
	Iterations     int // passes over the collection; default: the data rows, else 1
	Rows           []Row
	DataFormat     string // "", "inline", "csv" or "json"
	DataFileName   string
	Delay          time.Duration // between requests
	Bail           bool          // stop at the first failed step
	Timeout        time.Duration // per request; 0 means the engine's defaultTimeout
	ScriptTimeout  time.Duration // per script without its own timeoutMs; 0 means scripting.DefaultTimeout
	Variables      []Var         // overrides, above every other layer but script-set locals

	// Newman's run options (svc-cli run takes its flags): Globals replaces
	// the stored globals for the run when GlobalsSet (-g); GlobalVars and
	// EnvironmentVars set globals and environment values over what the run
	// starts from (--global-var, --env-var), as scripts see them;
	// IgnoreRedirects and Insecure turn off following redirects and TLS
	// verification for every send of the run, pm.sendRequest's included;
	// WorkingDir is where a form-data file part's relative src is read
	// from (--working-dir).
	Globals         []Var
	GlobalsSet      bool
	GlobalVars      []Var
	EnvironmentVars []Var
	IgnoreRedirects bool
	Insecure        bool
	WorkingDir      string

	Load Load // Mode ModeScenario for a plain run
}

// Var is one variable override, order kept.
type Var struct {
	Key, Value string
}

// Load is how a scenario runs under load: each virtual user runs the
// scenario in a loop with its own variables and cookie jar.
type Load struct {
	Mode             string        // ModeScenario, or a load mode of loadMode by loadcore's name
	Concurrency      int           // virtual users (ramp_up: the end value)
	StartConcurrency int           // ramp_up
	RampUpDuration   time.Duration // ramp_up
	Duration         time.Duration // constant_concurrency and ramp_up (total)
	Iterations       int64         // iterations mode: scenario passes shared by every virtual user
}

// ParseConfig reads the scenario block (body["scenario"]) and the load
// members beside it (mode, concurrency, duration, startConcurrency,
// rampUpDuration, iterations). Every problem is a *workspace.FieldError
// naming the member ("scenario.iterations", "mode"); the first one found
// is returned.
func ParseConfig(body workspace.Patch) (Config, error) {
	var c Config
	raw, ok := body["scenario"]
	if !ok || workspace.KindOf(raw) != workspace.KindObject {
		return c, workspace.Fieldf("scenario", "scenario must be an object with a collectionId")
	}
	p, err := workspace.DecodePatch(raw)
	if err != nil {
		return c, workspace.Fieldf("scenario", "scenario must be a JSON object")
	}
	known := []string{"collectionId", "folderId", "environmentId", "iterations", "data", "dataFile", "delayMs", "bail", "timeoutMs", "scriptTimeoutMs", "variables",
		"globals", "globalVars", "environmentVars", "ignoreRedirects", "insecure", "workingDir"}
	for k := range p {
		if !slices.Contains(known, k) {
			return c, workspace.Fieldf("scenario."+k, "scenario.%s is not a scenario member (known: %s)", k, strings.Join(known, ", "))
		}
	}
	if c.CollectionID, err = idMember(p, "collectionId", true); err != nil {
		return c, err
	}
	if c.FolderID, err = idMember(p, "folderId", false); err != nil {
		return c, err
	}
	switch p.State("environmentId") {
	case workspace.Null:
		c.EnvironmentSet = true
	case workspace.Value:
		s, ok := workspace.String(p["environmentId"])
		if !ok {
			return c, workspace.Fieldf("scenario.environmentId", "scenario.environmentId must be a string or null")
		}
		c.EnvironmentSet, c.EnvironmentID = true, s
	}
	iterations, err := intMember(p, "iterations", 1, MaxIterations)
	if err != nil {
		return c, err
	}
	if c.Delay, err = msMember(p, "delayMs", 0, MaxDelay); err != nil {
		return c, err
	}
	if c.Timeout, err = msMember(p, "timeoutMs", 1, MaxRequestTimeout); err != nil {
		return c, err
	}
	if c.ScriptTimeout, err = msMember(p, "scriptTimeoutMs", 1, MaxScriptTimeout); err != nil {
		return c, err
	}
	if c.Variables, err = varsMember(p, "variables"); err != nil {
		return c, err
	}
	if c.Globals, err = varsMember(p, "globals"); err != nil {
		return c, err
	}
	c.GlobalsSet = p.State("globals") == workspace.Value
	if c.GlobalVars, err = varsMember(p, "globalVars"); err != nil {
		return c, err
	}
	if c.EnvironmentVars, err = varsMember(p, "environmentVars"); err != nil {
		return c, err
	}
	for _, b := range []struct {
		key string
		to  *bool
	}{{"bail", &c.Bail}, {"ignoreRedirects", &c.IgnoreRedirects}, {"insecure", &c.Insecure}} {
		if p.State(b.key) != workspace.Value {
			continue
		}
		v, ok := workspace.Bool(p[b.key])
		if !ok {
			return c, workspace.Fieldf("scenario."+b.key, "scenario.%s must be a boolean", b.key)
		}
		*b.to = v
	}
	if p.State("workingDir") == workspace.Value {
		wd, ok := workspace.String(p["workingDir"])
		if !ok || !filepath.IsAbs(wd) {
			return c, workspace.Fieldf("scenario.workingDir", "scenario.workingDir must be an absolute directory path")
		}
		c.WorkingDir = wd
	}
	hasData, hasFile := p.State("data") == workspace.Value, p.State("dataFile") == workspace.Value
	switch {
	case hasData && hasFile:
		return c, workspace.Fieldf("scenario.data", "send either scenario.data (inline rows) or scenario.dataFile, not both")
	case hasData:
		c.DataFormat = "inline"
		if c.Rows, err = jsonRows(p["data"], "scenario.data"); err != nil {
			return c, err
		}
	case hasFile:
		if c.Rows, c.DataFormat, c.DataFileName, err = dataFile(p["dataFile"]); err != nil {
			return c, err
		}
	}
	c.Iterations = iterations
	if c.Iterations == 0 {
		c.Iterations = max(1, len(c.Rows))
	}
	if c.Load, err = parseLoad(body); err != nil {
		return c, err
	}
	return c, nil
}

// varsMember reads an optional object of variables, member order kept;
// values read as cell does.
func varsMember(p workspace.Patch, key string) ([]Var, error) {
	if p.State(key) != workspace.Value {
		return nil, nil
	}
	ms, err := workspace.Members(p[key])
	if err != nil || workspace.KindOf(p[key]) != workspace.KindObject {
		return nil, workspace.Fieldf("scenario."+key, "scenario.%s must be an object", key)
	}
	out := make([]Var, 0, len(ms))
	for _, m := range ms {
		out = append(out, Var{Key: m.Key, Value: cell(m.Value)})
	}
	return out, nil
}

func idMember(p workspace.Patch, key string, required bool) (string, error) {
	switch p.State(key) {
	case workspace.Absent, workspace.Null:
		if required {
			return "", workspace.Fieldf("scenario."+key, "scenario.%s is required", key)
		}
		return "", nil
	}
	s, ok := workspace.String(p[key])
	if !ok || s == "" {
		return "", workspace.Fieldf("scenario."+key, "scenario.%s must be a non-empty string", key)
	}
	return s, nil
}

// intMember reads an optional integer member in lo..hi (0 when absent or null).
func intMember(p workspace.Patch, key string, lo, hi int64) (int, error) {
	if p.State(key) != workspace.Value {
		return 0, nil
	}
	n, ok := workspace.Int(p[key])
	if !ok || n < lo || n > hi {
		return 0, workspace.Fieldf("scenario."+key, "scenario.%s must be an integer from %d to %d", key, lo, hi)
	}
	return int(n), nil
}

func msMember(p workspace.Patch, key string, lo int64, hi time.Duration) (time.Duration, error) {
	n, err := intMember(p, key, lo, hi.Milliseconds())
	return time.Duration(n) * time.Millisecond, err
}

// cell is a data or variable value as the string scripts and templates
// see: a string as is, null as "", anything else as its compact JSON.
func cell(raw codec.RawMessage) string {
	switch workspace.KindOf(raw) {
	case workspace.KindString:
		s, _ := workspace.String(raw)
		return s
	case workspace.KindNull:
		return ""
	}
	return string(workspace.Compact(raw))
}

// jsonRows reads an array of row objects.
func jsonRows(raw codec.RawMessage, field string) ([]Row, error) {
	items, err := workspace.Elements(raw)
	if err != nil || workspace.KindOf(raw) != workspace.KindArray {
		return nil, workspace.Fieldf(field, "%s must be an array of objects (one per iteration)", field)
	}
	if len(items) > MaxDataRows {
		return nil, workspace.Fieldf(field, "%s has %d rows; at most %d are allowed", field, len(items), MaxDataRows)
	}
	rows := make([]Row, 0, len(items))
	for i, it := range items {
		ms, err := workspace.Members(it)
		if err != nil || workspace.KindOf(it) != workspace.KindObject {
			return nil, workspace.Fieldf(fmt.Sprintf("%s[%d]", field, i), "%s row %d must be an object of column values", field, i+1)
		}
		r := Row{Names: make([]string, 0, len(ms)), Values: make(map[string]string, len(ms))}
		for _, m := range ms {
			r.Names = append(r.Names, m.Key)
			r.Values[m.Key] = cell(m.Value)
		}
		rows = append(rows, r)
	}
	return rows, nil
}

// dataFile reads {content, format (csv or json; default from the content),
// fileName}. CSV has a header row; JSON is an array of objects.
func dataFile(raw codec.RawMessage) (rows []Row, format, name string, err error) {
	const field = "scenario.dataFile"
	p, err := workspace.DecodePatch(raw)
	if err != nil {
		return nil, "", "", workspace.Fieldf(field, "%s must be an object {content, format, fileName}", field)
	}
	content, ok := workspace.String(p["content"])
	if !ok {
		return nil, "", "", workspace.Fieldf(field+".content", "%s.content must be a string (the file's text)", field)
	}
	if p.State("fileName") == workspace.Value {
		if name, ok = workspace.String(p["fileName"]); !ok {
			return nil, "", "", workspace.Fieldf(field+".fileName", "%s.fileName must be a string", field)
		}
	}
	switch p.State("format") {
	case workspace.Value:
		format, _ = workspace.String(p["format"])
		if format != "csv" && format != "json" {
			return nil, "", "", workspace.Fieldf(field+".format", "%s.format must be csv or json", field)
		}
	default:
		format = "csv"
		if t := strings.TrimSpace(content); strings.HasPrefix(t, "[") || strings.HasSuffix(strings.ToLower(name), ".json") {
			format = "json"
		}
	}
	content = strings.TrimPrefix(content, "\ufeff")
	if format == "json" {
		if !codec.Valid([]byte(content)) {
			return nil, "", "", workspace.Fieldf(field+".content", "%s.content is not valid JSON", field)
		}
		rows, err = jsonRows(codec.RawMessage(content), field+".content")
		return rows, format, name, err
	}
	rows, err = csvRows(content)
	return rows, format, name, err
}

// csvRows reads CSV with a header row; every record must have the
// header's number of fields.
func csvRows(content string) ([]Row, error) {
	const field = "scenario.dataFile.content"
	r := csv.NewReader(strings.NewReader(content))
	r.FieldsPerRecord = 0
	header, err := r.Read()
	if errors.Is(err, io.EOF) {
		return nil, nil
	}
	if err != nil {
		return nil, workspace.Fieldf(field, "%s: the CSV header row cannot be read: %v", field, err)
	}
	for i, h := range header {
		if h == "" {
			return nil, workspace.Fieldf(field, "%s: the CSV header names no column %d", field, i+1)
		}
		if slices.Contains(header[:i], h) {
			return nil, workspace.Fieldf(field, "%s: the CSV header repeats the column %q", field, h)
		}
	}
	var rows []Row
	for line := 2; ; line++ {
		rec, err := r.Read()
		if errors.Is(err, io.EOF) {
			return rows, nil
		}
		if err != nil {
			var pe *csv.ParseError
			if errors.As(err, &pe) && errors.Is(pe.Err, csv.ErrFieldCount) {
				return nil, workspace.Fieldf(field, "%s: CSV row %d (line %d) has %d fields; the header has %d columns", field, len(rows)+1, pe.Line, len(rec), len(header))
			}
			return nil, workspace.Fieldf(field, "%s: CSV row %d cannot be read: %v", field, len(rows)+1, err)
		}
		if len(rows) == MaxDataRows {
			return nil, workspace.Fieldf(field, "%s has more than %d rows", field, MaxDataRows)
		}
		row := Row{Names: header, Values: make(map[string]string, len(header))}
		for i, h := range header {
			row.Values[h] = rec[i]
		}
		rows = append(rows, row)
	}
}

// CheckData checks the rows against a collection's dataSchema: when it
// declares columns, every row has exactly those columns (missing and
// undeclared ones are named). A schema without columns accepts anything.
func CheckData(dataSchema codec.RawMessage, rows []Row, field string) error {
	ms, err := workspace.Members(dataSchema)
	if err != nil {
		return nil
	}
	colsRaw, ok := workspace.Get(ms, "columns")
	if !ok {
		return nil
	}
	items, err := workspace.Elements(colsRaw)
	if err != nil {
		return nil
	}
	cols := make([]string, 0, len(items))
	for _, it := range items {
		if s, ok := workspace.String(it); ok {
			cols = append(cols, s)
		}
	}
	for i, r := range rows {
		for _, c := range cols {
			if _, ok := r.Values[c]; !ok {
				return workspace.Fieldf(fmt.Sprintf("%s[%d].%s", field, i, c), "data row %d has no column %q, which the collection's dataSchema.columns declares", i+1, c)
			}
		}
		for _, n := range r.Names {
			if !slices.Contains(cols, n) {
				return workspace.Fieldf(fmt.Sprintf("%s[%d].%s", field, i, n), "data row %d has the column %q, which the collection's dataSchema.columns (%s) does not declare", i+1, n, strings.Join(cols, ", "))
			}
		}
	}
	return nil
}

// parseLoad reads the load members beside the scenario block. No mode (or
// mode "scenario") is a plain collection run.
func parseLoad(body workspace.Patch) (Load, error) {
	l := Load{Mode: ModeScenario}
	if body.State("mode") == workspace.Value {
		m, _ := workspace.String(body["mode"])
		switch {
		case m == ModeScenario || loadMode(m):
			l.Mode = m
		case loadcore.IsMode(m):
			return l, workspace.Fieldf("mode", "mode %s cannot run a scenario; a scenario runs under %s", m, scenarioModes)
		default:
			return l, workspace.Fieldf("mode", "mode must be %s with a scenario (or absent for a plain collection run)", scenarioModes)
		}
	}
	top := func(key string) (int64, bool, error) {
		if body.State(key) != workspace.Value {
			return 0, false, nil
		}
		n, ok := workspace.Int(body[key])
		if !ok {
			return 0, false, workspace.Fieldf(key, "%s must be an integer", key)
		}
		return n, true, nil
	}
	dur := func(key string) (time.Duration, bool, error) {
		if body.State(key) != workspace.Value {
			return 0, false, nil
		}
		return parseDuration(body[key], key)
	}
	conc, hasConc, err := top("concurrency")
	if err != nil {
		return l, err
	}
	if l.Mode == ModeScenario {
		return l, nil
	}
	if !hasConc && l.Mode != loadcore.ModeIterations {
		return l, workspace.Fieldf("concurrency", "concurrency is required in mode %s", l.Mode)
	}
	if !hasConc {
		conc = 1
	}
	if conc < 1 || conc > MaxConcurrency {
		return l, workspace.Fieldf("concurrency", "concurrency must be from 1 to %d", MaxConcurrency)
	}
	l.Concurrency = int(conc)
	if l.Mode == loadcore.ModeIterations {
		n, ok, err := top("iterations")
		if err != nil {
			return l, err
		}
		if !ok || n < 1 || n > MaxIterations {
			return l, workspace.Fieldf("iterations", "iterations (scenario passes shared by the virtual users) must be an integer from 1 to %d in mode iterations", MaxIterations)
		}
		l.Iterations = n
		if d, ok, err := dur("duration"); err != nil {
			return l, err
		} else if ok {
			l.Duration = d // an optional deadline
		}
		return l, nil
	}
	d, ok, err := dur("duration")
	if err != nil {
		return l, err
	}
	if !ok {
		return l, workspace.Fieldf("duration", "duration is required in mode %s (a Go duration such as 30s)", l.Mode)
	}
	l.Duration = d
	if l.Mode == loadcore.ModeRampUp {
		sc, ok, err := top("startConcurrency")
		if err != nil {
			return l, err
		}
		if ok && (sc < 0 || sc > conc) {
			return l, workspace.Fieldf("startConcurrency", "startConcurrency must be from 0 to concurrency (%d)", conc)
		}
		l.StartConcurrency = int(sc)
		if !ok {
			l.StartConcurrency = 1
		}
		rd, ok, err := dur("rampUpDuration")
		if err != nil {
			return l, err
		}
		if !ok {
			return l, workspace.Fieldf("rampUpDuration", "rampUpDuration is required in mode ramp_up")
		}
		if rd > l.Duration {
			return l, workspace.Fieldf("rampUpDuration", "rampUpDuration must not exceed duration")
		}
		l.RampUpDuration = rd
	}
	return l, nil
}

// parseDuration reads a Go duration string ("30s", "1m30s") or a number of
// milliseconds.
func parseDuration(raw codec.RawMessage, key string) (time.Duration, bool, error) {
	var d time.Duration
	if s, ok := workspace.String(raw); ok {
		v, err := time.ParseDuration(s)
		if err != nil {
			return 0, false, workspace.Fieldf(key, "%s must be a Go duration such as 30s or 1m30s", key)
		}
		d = v
	} else if n, ok := workspace.Int(raw); ok {
		d = time.Duration(n) * time.Millisecond
	} else {
		return 0, false, workspace.Fieldf(key, "%s must be a Go duration such as 30s or 1m30s", key)
	}
	if d <= 0 || d > MaxDuration {
		return 0, false, workspace.Fieldf(key, "%s must be above 0 and at most %s", key, MaxDuration)
	}
	return d, true, nil
}
