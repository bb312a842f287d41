package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/logs"
)

// runOptions are the collection-run flags of svc-cli run.
type runOptions struct {
	iterations  int
	bail        bool
	environment string
	data        string
	reporter    string // a list such as cli,junit,json
	reporterOut string
	junitExport string
	jsonExport  string
	follow      bool

	// Newman's run flags.
	globals           string   // -g: a globals export for this run
	envVars           []string // --env-var name=value
	globalVars        []string // --global-var name=value
	folder            string   // --folder: run one folder, by name
	ignoreRedirects   bool
	insecure          bool // -k
	timeoutRequest    int  // ms
	delayRequest      int  // ms
	workingDir        string
	exportEnvironment string
	exportGlobals     string
	suppressExitCode  bool // -x

	set func(name string) bool // whether the flag was given; nil: none was
}

func (o runOptions) changed(name string) bool { return o.set != nil && o.set(name) }

// anySet names a collection-run flag that was given ("" for none).
func (o runOptions) anySet() string {
	for _, n := range []string{"iterations", "bail", "environment", "data", "globals", "env-var", "global-var", "folder", "ignore-redirects",
		"insecure", "timeout-request", "delay-request", "working-dir", "export-environment", "export-globals", "suppress-exit-code"} {
		if o.changed(n) {
			return n
		}
	}
	return ""
}

// collectionRun is a collection run file (or an exported collection given
// directly) resolved against the flags: what to import, what to run.
type collectionRun struct {
	path string // the file given, for messages

	collectionID string // a stored collection; or
	collection   []byte // an exported collection to import

	envSet        bool   // an environment was stated (else: the engine's active one)
	environmentID string // "" with envSet: none
	environment   []byte // an exported environment to import

	data     []byte // a data file's text
	dataName string
	rows     codec.RawMessage // inline rows

	iterations int // 0: the engine's default
	bail       bool
	delayMs    codec.RawMessage
	timeoutMs  codec.RawMessage

	// Newman's run flags (runOptions), resolved.
	globals           []byte // a globals export to run with
	envVars           object
	globalVars        object
	folder            string
	ignoreRedirects   bool
	insecure          bool
	workingDir        string // absolute: where relative form-data files are read
	exportEnvironment string
	exportGlobals     string
	suppressExitCode  bool

	files reportFiles
}

// readCollectionRunFile reads path as a collection run: a JSON object with
// a "collection" member, or an exported Postman collection ({info, item}).
// ok is false for any other file (a request or load test file), which the
// caller reads as before.
func readCollectionRunFile(path string, ro runOptions) (collectionRun, bool, error) {
	cr := collectionRun{path: path}
	data, err := os.ReadFile(path)
	if err != nil {
		return cr, false, nil // readRequestFile reports it
	}
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	top, err := decodeObject(data)
	if err != nil {
		return cr, false, nil
	}
	dir := filepath.Dir(path)
	fail := func(format string, a ...any) (collectionRun, bool, error) {
		return cr, true, &fileError{path: path, problem: fmt.Sprintf(format, a...)}
	}
	_, hasInfo := top.get("info")
	_, hasItem := top.get("item")
	coll, hasColl := top.get("collection")
	switch {
	case hasColl:
	case hasInfo && hasItem:
		cr.collection = data
	default:
		return cr, false, nil
	}
	if hasColl {
		for _, m := range top {
			switch m.key {
			case "collection":
				switch kind(coll) {
				case "a string":
					var s string
					_ = codec.Unmarshal(coll, &s)
					if b, isFile, err := fileOrID(dir, s, "col_"); err != nil {
						return fail("collection: %v", err)
					} else if isFile {
						cr.collection = b
					} else {
						cr.collectionID = s
					}
				case "an object":
					cr.collection = coll
				default:
					return fail("collection must be a collection id, a file path or an exported collection object, not %s", kind(coll))
				}
			case "environment":
				cr.envSet = true
				switch kind(m.value) {
				case "null":
				case "a string":
					var s string
					_ = codec.Unmarshal(m.value, &s)
					if b, isFile, err := fileOrID(dir, s, "env_"); err != nil {
						return fail("environment: %v", err)
					} else if isFile {
						cr.environment = b
					} else {
						cr.environmentID = s
					}
				case "an object":
					cr.environment = m.value
				default:
					return fail("environment must be an environment id, a file path, an exported environment object or null, not %s", kind(m.value))
				}
			case "data":
				switch kind(m.value) {
				case "a string":
					var s string
					_ = codec.Unmarshal(m.value, &s)
					if cr.data, err = readBeside(dir, s); err != nil {
						return fail("data: %v", err)
					}
					cr.dataName = filepath.Base(s)
				case "an array":
					cr.rows = m.value
				default:
					return fail("data must be a CSV or JSON file path or an array of rows, not %s", kind(m.value))
				}
			case "iterations":
				n, err := strconv.Atoi(string(m.value))
				if err != nil || n < 1 {
					return fail("iterations must be a whole number from 1, not %s", m.value)
				}
				cr.iterations = n
			case "bail":
				if k := kind(m.value); k != "a boolean" {
					return fail("bail must be a boolean, not %s", k)
				}
				cr.bail = string(m.value) == "true"
			case "delayMs":
				cr.delayMs = m.value
			case "timeoutMs":
				cr.timeoutMs = m.value
			default:
				return fail("%q is not a member of a collection run file (collection, environment, data, iterations, bail, delayMs, timeoutMs)", m.key)
			}
		}
	}
	// Flags override the file; their paths are relative to the working
	// directory, as on any command line.
	if ro.changed("iterations") {
		cr.iterations = ro.iterations
	}
	if ro.changed("bail") {
		cr.bail = ro.bail
	}
	if ro.changed("environment") {
		cr.envSet, cr.environment, cr.environmentID = true, nil, ""
		b, isFile, err := fileOrID(".", ro.environment, "env_")
		switch {
		case err != nil:
			return cr, true, refuse("flag --environment: %v", err)
		case isFile:
			cr.environment = b
		default:
			cr.environmentID = ro.environment
		}
	}
	if ro.changed("data") {
		b, err := os.ReadFile(ro.data)
		if err != nil {
			return cr, true, refuse("flag --data: %v", err)
		}
		cr.data, cr.dataName, cr.rows = b, filepath.Base(ro.data), nil
	}
	if err := cr.newmanFlags(ro, dir); err != nil {
		return cr, true, err
	}
	files, err := reportFilesOf(ro)
	if err != nil {
		return cr, true, err
	}
	cr.files = files
	return cr, true, nil
}

// newmanFlags resolves Newman's run flags onto cr. A relative form-data
// file is read from the collection file's folder (dir) unless
// --working-dir names another.
func (cr *collectionRun) newmanFlags(ro runOptions, dir string) error {
	if ro.changed("globals") {
		b, err := os.ReadFile(ro.globals)
		if err != nil {
			return refuse("flag --globals: %v", err)
		}
		cr.globals = b
	}
	for _, f := range []struct {
		name string
		in   []string
		out  *object
	}{{"env-var", ro.envVars, &cr.envVars}, {"global-var", ro.globalVars, &cr.globalVars}} {
		for _, kv := range f.in {
			k, v, ok := strings.Cut(kv, "=")
			if !ok || k == "" {
				return refuse("flag --%s takes name=value, not %q", f.name, kv)
			}
			*f.out = append(*f.out, member{key: k, value: mustJSON(v)})
		}
	}
	cr.folder = ro.folder
	cr.ignoreRedirects, cr.insecure, cr.suppressExitCode = ro.ignoreRedirects, ro.insecure, ro.suppressExitCode
	if ro.changed("timeout-request") && ro.timeoutRequest > 0 { // Newman's 0: the engine's default
		cr.timeoutMs = mustJSON(ro.timeoutRequest)
	}
	if ro.changed("delay-request") {
		cr.delayMs = mustJSON(ro.delayRequest)
	}
	wd := dir
	if ro.changed("working-dir") {
		wd = ro.workingDir
	}
	abs, err := filepath.Abs(wd)
	if err != nil {
		return refuse("flag --working-dir: %v", err)
	}
	cr.workingDir = abs
	cr.exportEnvironment, cr.exportGlobals = ro.exportEnvironment, ro.exportGlobals
	return nil
}

// fileOrID reads s as a file beside dir when one exists; otherwise s must
// look like an id with prefix.
func fileOrID(dir, s, prefix string) ([]byte, bool, error) {
	if s == "" {
		return nil, false, errors.New("an empty string names nothing")
	}
	p := s
	if !filepath.IsAbs(p) {
		p = filepath.Join(dir, s)
	}
	if b, err := os.ReadFile(p); err == nil {
		return bytes.TrimPrefix(b, []byte("\xef\xbb\xbf")), true, nil
	} else if !errors.Is(err, os.ErrNotExist) || !strings.HasPrefix(s, prefix) {
		return nil, false, fmt.Errorf("%s is neither a readable file nor an id (%s...): %w", s, prefix, err)
	}
	return nil, false, nil
}

func readBeside(dir, s string) ([]byte, error) {
	if !filepath.IsAbs(s) {
		s = filepath.Join(dir, s)
	}
	return os.ReadFile(s)
}

// imported remembers what the run imported, to purge it afterwards.
type imported struct {
	collectionID, environmentID string
}

// runCollection imports what needs importing, starts the run, prints its
// steps as they come and the summary, writes the report file, and returns
// an exit error when anything failed.
func (c *client) runCollection(ctx context.Context, cr collectionRun) (err error) {
	if err := cr.files.check(); err != nil {
		return err
	}
	var im imported
	defer func() {
		// The imported rows are only the run's vehicle: trash and purge
		// them so repeated CI runs leave the workspace as it was.
		cctx := context.WithoutCancel(ctx)
		for _, id := range []string{im.collectionID, im.environmentID} {
			if id == "" {
				continue
			}
			kind := "collections"
			if strings.HasPrefix(id, "env_") {
				kind = "environments"
			}
			if _, _, derr := c.call(cctx, http.MethodDelete, "/"+kind+"/"+url.PathEscape(id), nil); derr == nil {
				_, _, _ = c.call(cctx, http.MethodDelete, "/trash/"+url.PathEscape(id), nil)
			}
		}
	}()
	collectionID := cr.collectionID
	if cr.collection != nil {
		ids, err := c.importDocument(ctx, cr.collection)
		if err != nil {
			return fmt.Errorf("import the collection of %s: %w", cr.path, err)
		}
		if collectionID, err = c.rootCollection(ctx, ids); err != nil {
			return err
		}
		im.collectionID = collectionID
		for _, id := range ids {
			if strings.HasPrefix(id, "env_") && im.environmentID == "" {
				im.environmentID = id // an import may carry an environment; purge it too
			}
		}
	}
	environmentID := cr.environmentID
	if cr.environment != nil {
		ids, err := c.importDocument(ctx, cr.environment)
		if err != nil {
			return fmt.Errorf("import the environment of %s: %w", cr.path, err)
		}
		for _, id := range ids {
			if strings.HasPrefix(id, "env_") {
				environmentID = id
			}
		}
		if environmentID == "" {
			return fmt.Errorf("the environment of %s imported no environment", cr.path)
		}
		if im.environmentID == "" {
			im.environmentID = environmentID
		}
	}

	sc := object{{key: "collectionId", value: mustJSON(collectionID)}}
	if cr.envSet {
		if environmentID == "" {
			sc = append(sc, member{key: "environmentId", value: codec.RawMessage("null")})
		} else {
			sc = append(sc, member{key: "environmentId", value: mustJSON(environmentID)})
		}
	}
	if cr.iterations > 0 {
		sc = append(sc, member{key: "iterations", value: mustJSON(cr.iterations)})
	}
	switch {
	case cr.data != nil:
		df := object{{key: "content", value: mustJSON(string(bytes.TrimPrefix(cr.data, []byte("\xef\xbb\xbf"))))}, {key: "fileName", value: mustJSON(cr.dataName)}}
		sc = append(sc, member{key: "dataFile", value: mustJSON(df)})
	case cr.rows != nil:
		sc = append(sc, member{key: "data", value: cr.rows})
	}
	if cr.bail {
		sc = append(sc, member{key: "bail", value: codec.RawMessage("true")})
	}
	if cr.delayMs != nil {
		sc = append(sc, member{key: "delayMs", value: cr.delayMs})
	}
	if cr.timeoutMs != nil {
		sc = append(sc, member{key: "timeoutMs", value: cr.timeoutMs})
	}
	if cr.folder != "" {
		id, err := c.folderID(ctx, collectionID, cr.folder)
		if err != nil {
			return err
		}
		sc = append(sc, member{key: "folderId", value: mustJSON(id)})
	}
	if cr.globals != nil {
		g, err := c.parseGlobals(ctx, cr.globals)
		if err != nil {
			return fmt.Errorf("flag --globals: %w", err)
		}
		sc = append(sc, member{key: "globals", value: g})
	}
	if cr.globalVars != nil {
		sc = append(sc, member{key: "globalVars", value: mustJSON(cr.globalVars)})
	}
	if cr.envVars != nil {
		sc = append(sc, member{key: "environmentVars", value: mustJSON(cr.envVars)})
	}
	if cr.ignoreRedirects {
		sc = append(sc, member{key: "ignoreRedirects", value: codec.RawMessage("true")})
	}
	if cr.insecure {
		sc = append(sc, member{key: "insecure", value: codec.RawMessage("true")})
	}
	if cr.workingDir != "" {
		sc = append(sc, member{key: "workingDir", value: mustJSON(cr.workingDir)})
	}
	runID, err := c.startRun(ctx, object{{key: "scenario", value: mustJSON(sc)}})
	if err != nil {
		return err
	}
	c.log.Info("The engine started the collection run "+runID, logs.Cat("cli"))

	sum := newSummary(c.out)
	steps, done, err := c.follow(ctx, runID, sum)
	interrupted := false
	if err != nil {
		if ctx.Err() == nil {
			return err
		}
		// Ctrl-C: stop the run this client started and report what ran.
		if done, err = c.stopRun(runID); err != nil {
			return err
		}
		interrupted = true
		ctx = context.WithoutCancel(ctx)
	}
	var rep runReport
	reportRaw, err := c.report(ctx, runID, &rep)
	if err != nil {
		return err
	}
	if int64(len(steps)) < rep.Totals.Steps {
		// The live stream lost steps it no longer held: read them stored.
		if stored, err := c.storedSteps(ctx, runID); err == nil && len(stored) > len(steps) {
			sum.reset()
			for _, st := range stored {
				sum.step(st)
			}
			steps = stored
		}
	}
	if err := sum.finish(rep, done); err != nil {
		return err
	}
	for _, f := range []struct{ kind, path string }{{"junit", cr.files.junit}, {"json", cr.files.json}} {
		if f.path == "" {
			continue
		}
		if err := writeReport(f.kind, f.path, runID, rep, reportRaw, steps); err != nil {
			return err
		}
		if err := written(c.out.w, f.kind, f.path); err != nil {
			return err
		}
	}
	if err := exportVariables(c.out.w, cr, reportRaw); err != nil {
		return err
	}
	if interrupted {
		return &exitError{code: exitInterrupted, err: fmt.Errorf("interrupted: run %s was stopped", runID)}
	}
	if msg := rep.failed(done); msg != "" {
		if cr.suppressExitCode {
			c.log.Info("The run failed ("+msg+"); --suppress-exit-code makes the exit code 0", logs.Cat("cli"))
			return nil
		}
		return &exitError{code: 1, err: errors.New(msg)}
	}
	return nil
}

// importDocument sends a document to the one-call import and returns the
// ids it created.
func (c *client) importDocument(ctx context.Context, doc []byte) ([]string, error) {
	status, data, err := c.post(ctx, "/import", object{{key: "content", value: mustJSON(string(doc))}})
	if err != nil {
		return nil, err
	}
	if status != http.StatusOK {
		return nil, engineErrorOf(status, data)
	}
	var a struct {
		IDMap map[string]string `json:"idMap"`
	}
	if err := codec.Unmarshal(data, &a); err != nil {
		return nil, fmt.Errorf("the engine's answer to POST /import does not decode: %w", err)
	}
	ids := make([]string, 0, len(a.IDMap))
	for _, id := range a.IDMap {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	return ids, nil
}

// collectionRow is the part of a GET /collections row the client reads.
type collectionRow struct {
	ID       string  `json:"id"`
	ParentID *string `json:"parentId"`
	Name     string  `json:"name"`
}

// collections lists the engine's collections.
func (c *client) collections(ctx context.Context) ([]collectionRow, error) {
	status, data, err := c.call(ctx, http.MethodGet, "/collections", nil)
	if err != nil {
		return nil, err
	}
	if status != http.StatusOK {
		return nil, engineErrorOf(status, data)
	}
	var cols []collectionRow
	if err := codec.Unmarshal(data, &cols); err != nil {
		return nil, fmt.Errorf("the engine's answer to GET /collections does not decode: %w", err)
	}
	return cols, nil
}

// rootCollection picks, among imported ids, the collection at the root.
func (c *client) rootCollection(ctx context.Context, ids []string) (string, error) {
	cols, err := c.collections(ctx)
	if err != nil {
		return "", err
	}
	for _, col := range cols {
		if col.ParentID == nil && slices.Contains(ids, col.ID) {
			return col.ID, nil
		}
	}
	return "", errors.New("the import created no root collection (is the file a collection?)")
}

// runStep is the part of a step event the client prints and reports.
type runStep struct {
	Seq        int     `json:"seq"`
	Iteration  int     `json:"iteration"`
	Name       string  `json:"name"`
	Path       string  `json:"path"`
	DurationMs float64 `json:"durationMs"`
	Skipped    bool    `json:"skipped"`
	Failed     bool    `json:"failed"`
	Request    *struct {
		Method string `json:"method"`
		URL    string `json:"url"`
	} `json:"request"`
	Response *struct {
		StatusCode int    `json:"statusCode"`
		StatusText string `json:"statusText"`
		Size       int64  `json:"size"`
	} `json:"response"`
	Timing *struct {
		TotalMs float64 `json:"totalMs"`
	} `json:"timing"`
	Tests   []testResult `json:"tests"`
	Console []struct {
		Level string `json:"level"`
		Text  string `json:"text"`
	} `json:"console"`
	Scripts []struct {
		Phase string `json:"phase"`
		Error string `json:"error"`
	} `json:"scripts"`
	ErrorCode string `json:"errorCode"`
	Error     string `json:"error"`
	raw       codec.RawMessage
}

// runDone is the complete event.
type runDone struct {
	Status string  `json:"status"`
	Error  *string `json:"error"`
}

// follow reads the run's live stream until its complete event, printing
// each step as it arrives.
func (c *client) follow(ctx context.Context, runID string, sum *summary) ([]runStep, runDone, error) {
	var steps []runStep
	done, err := c.stream(ctx, runID, func(event string, data []byte) error {
		switch event {
		case "plan":
			sum.plan(data)
		case "step":
			var st runStep
			if err := codec.Unmarshal(data, &st); err != nil {
				return fmt.Errorf("a step event of run %s does not decode: %w", runID, err)
			}
			st.raw = data
			steps = append(steps, st)
			sum.step(st)
		}
		return nil
	})
	return steps, done, err
}

// storedSteps reads every stored step event of the run.
func (c *client) storedSteps(ctx context.Context, runID string) ([]runStep, error) {
	var out []runStep
	for offset := 0; ; offset += 1000 {
		status, data, err := c.call(ctx, http.MethodGet, "/runs/"+url.PathEscape(runID)+"/events?kind=step&limit=1000&offset="+strconv.Itoa(offset), nil)
		if err != nil {
			return nil, err
		}
		if status != http.StatusOK {
			return nil, engineErrorOf(status, data)
		}
		var page struct {
			Data []struct {
				Data codec.RawMessage `json:"data"`
			} `json:"data"`
		}
		if err := codec.Unmarshal(data, &page); err != nil {
			return nil, err
		}
		for _, ev := range page.Data {
			var st runStep
			if err := codec.Unmarshal(ev.Data, &st); err != nil {
				return nil, err
			}
			st.raw = ev.Data
			out = append(out, st)
		}
		if len(page.Data) < 1000 {
			return out, nil
		}
	}
}

// runReport is the part of GET /runs/:id/report the client prints.
type runReport struct {
	CollectionName string `json:"collectionName"`
	Totals         struct {
		Iterations        int   `json:"iterations"`
		Steps             int64 `json:"steps"`
		Requests          int64 `json:"requests"`
		FailedRequests    int64 `json:"failedRequests"`
		SkippedRequests   int64 `json:"skippedRequests"`
		FailedSteps       int64 `json:"failedSteps"`
		Tests             int64 `json:"tests"`
		TestsFailed       int64 `json:"testsFailed"`
		Assertions        count `json:"assertions"`
		PrerequestScripts count `json:"prerequestScripts"`
		TestScripts       count `json:"testScripts"`
	} `json:"totals"`
	Timings struct {
		DurationMs    int64   `json:"durationMs"`
		ResponseMean  float64 `json:"responseMean"`
		ResponseMin   float64 `json:"responseMin"`
		ResponseMax   float64 `json:"responseMax"`
		ResponseStdev float64 `json:"responseStdev"`
	} `json:"timings"`
	Failures []struct {
		Iteration int    `json:"iteration"`
		Request   string `json:"request"`
		Path      string `json:"path"`
		Kind      string `json:"kind"`
		Test      string `json:"test"`
		Message   string `json:"message"`
	} `json:"failures"`
	FailuresOmitted int  `json:"failuresOmitted"`
	Bailed          bool `json:"bailed"`
}

type count struct {
	Total  int64 `json:"total"`
	Failed int64 `json:"failed"`
}

// failed says why the run counts as failed ("" when it passed).
func (r runReport) failed(done runDone) string {
	var parts []string
	if n := r.Totals.Assertions.Failed; n > 0 {
		parts = append(parts, plural(n, "test")+" failed")
	}
	if n := r.Totals.FailedRequests; n > 0 {
		parts = append(parts, plural(n, "request")+" could not be sent")
	}
	if n := r.Totals.PrerequestScripts.Failed + r.Totals.TestScripts.Failed; n > 0 {
		parts = append(parts, plural(n, "script")+" failed")
	}
	if done.Status != "" && done.Status != "Completed" {
		msg := "the run ended " + done.Status
		if done.Error != nil && *done.Error != "" {
			msg += ": " + *done.Error
		}
		parts = append(parts, msg)
	}
	return strings.Join(parts, "; ")
}

func plural(n int64, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return strconv.FormatInt(n, 10) + " " + what + "s"
}

// report reads the run's report, waiting briefly for it to be stored.
func (c *client) report(ctx context.Context, runID string, into *runReport) (codec.RawMessage, error) {
	data, err := c.reportAnswer(ctx, runID)
	if err != nil {
		return nil, err
	}
	var wrap struct {
		Report *runReport `json:"report"`
	}
	wrap.Report = into
	if err := codec.Unmarshal(data, &wrap); err != nil {
		return nil, fmt.Errorf("the report of run %s does not decode: %w", runID, err)
	}
	return data, nil
}

// call sends one request to the engine and reads its answer.
func (c *client) call(ctx context.Context, method, path string, body []byte) (int, []byte, error) {
	var rd io.Reader
	if body != nil {
		rd = bytes.NewReader(body)
	}
	req, err := http.NewRequestWithContext(ctx, method, c.daemon+path, rd)
	if err != nil {
		return 0, nil, err
	}
	res, err := c.http.Do(req)
	if err != nil {
		if ctx.Err() != nil {
			return 0, nil, fmt.Errorf("stopped: %w", context.Cause(ctx))
		}
		var ue *url.Error
		if errors.As(err, &ue) {
			err = ue.Err
		}
		return 0, nil, &unreachableError{daemon: c.daemon, err: err}
	}
	defer func() { _ = res.Body.Close() }() // what was read is all there is; a close error adds nothing
	data, err := io.ReadAll(io.LimitReader(res.Body, maxAnswerBytes+1))
	if err != nil {
		return 0, nil, &unreachableError{daemon: c.daemon, err: fmt.Errorf("read the answer: %w", err)}
	}
	return res.StatusCode, data, nil
}
