package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/logs"
)

// maxAnswerBytes bounds what the client reads of one engine answer. The
// engine cuts response bodies well below it (maxDesignResponseBodyBytes).
const maxAnswerBytes = 256 << 20

// client runs one command against the engine.
type client struct {
	http      *http.Client
	daemon    string // base URL, no trailing slash
	verbosity int
	log       *logs.Logger // diagnostics on stderr, src cli
	stderr    io.Writer    // the request dump at verbosity 2
	tty       bool         // stdout is a terminal
	out       printer
}

// unreachableError means no HTTP answer came from the engine.
type unreachableError struct {
	daemon string
	err    error
}

func (e *unreachableError) Error() string {
	return "cannot reach the engine at " + e.daemon + ": " + e.err.Error()
}

func (e *unreachableError) Unwrap() error { return e.err }

// engineError is an error answer of the engine: {"error": {code, message}}.
type engineError struct {
	status  int
	code    string
	message string
}

func (e *engineError) Error() string {
	head := fmt.Sprintf("the engine answered %d", e.status)
	if e.code != "" {
		head += " " + e.code
	}
	return head + ": " + e.message
}

// sendError is a request the engine could not send (statusCode 0).
type sendError struct{ code, message string }

func (e *sendError) Error() string { return e.code + ": " + e.message }

// run sends the request file at path: a single request through
// POST /execute, or a load test through POST /runs.
func (c *client) run(ctx context.Context, path string, ro runOptions) error {
	if cf, ok, err := readCollectionRunFile(path, ro); ok || err != nil {
		if err != nil {
			return err
		}
		c.log.Info("Running the collection of "+path+" on the engine at "+c.daemon, logs.Cat("cli"))
		return c.runCollection(ctx, cf)
	}
	if name := ro.anySet(); name != "" {
		return refuse("flag --%s applies to a collection run; %s is a request file", name, path)
	}
	rf, err := readRequestFile(path)
	if err != nil {
		return err
	}
	files, err := reportFilesOf(ro)
	if err != nil {
		return err
	}
	if rf.load {
		if err := files.check(); err != nil {
			return err
		}
		c.log.Info("Starting the load test of "+path+" on the engine at "+c.daemon, logs.Cat("cli"))
		return c.startLoad(ctx, rf.body, ro.follow || files.any(), files)
	}
	for _, name := range []string{"follow", "reporter", "reporter-out", "reporter-junit-export", "reporter-json-export"} {
		if ro.changed(name) {
			return refuse("flag --%s applies to a load test or a collection run; %s is a single request", name, path)
		}
	}
	c.log.Info("Sending the request of "+path+" through the engine at "+c.daemon, logs.Cat("cli"))
	return c.send(ctx, rf.body)
}

// executeAnswer is the part of the POST /execute answer the client prints.
type executeAnswer struct {
	StatusCode    int              `json:"statusCode"`
	StatusText    string           `json:"statusText"`
	Headers       []responseHeader `json:"headers"`
	Body          string           `json:"body"`
	BodyEncoding  string           `json:"bodyEncoding"` // "text" or "base64"
	BodyTruncated bool             `json:"bodyTruncated"`
	Size          int64            `json:"size"` // body bytes received, before any cut
	Timing        struct {
		TotalMs float64 `json:"totalMs"`
	} `json:"timing"`
	ErrorCode    string       `json:"errorCode"`
	Message      string       `json:"message"`
	Tests        []testResult `json:"tests"`
	ScriptErrors []struct {
		Phase string `json:"phase"`
		Error string `json:"error"`
	} `json:"scriptErrors"`
	Skipped bool          `json:"skipped"`
	Console []consoleLine `json:"console"`
}

// consoleLine is one console.* call of a script.
type consoleLine struct {
	Level string `json:"level"`
	Text  string `json:"text"`
}

// responseHeader is one response header row. encoding/json matches names
// case-insensitively, so both the {"key","value"} and the {"Key","Value"}
// spelling decode here while the API settles.
type responseHeader struct {
	Key   string `json:"key"`
	Value string `json:"value"`
}

// testResult is one test a script reported.
type testResult struct {
	Name    string           `json:"name"`
	Passed  bool             `json:"passed"`
	Skipped bool             `json:"skipped"`
	Error   codec.RawMessage `json:"error"` // a string, or anything else the engine puts there
}

func (c *client) send(ctx context.Context, body object) error {
	status, data, err := c.post(ctx, "/execute", body)
	if err != nil {
		return err
	}
	if status != http.StatusOK {
		return engineErrorOf(status, data)
	}
	var a executeAnswer
	if err := codec.Unmarshal(data, &a); err != nil {
		return fmt.Errorf("the engine's answer to POST /execute does not decode: %w", err)
	}
	if a.Skipped {
		_, err := io.WriteString(c.out.w, "The request was skipped by a pre-request script (pm.execution.skipRequest); nothing was sent.\n")
		return err
	}
	if a.StatusCode == 0 {
		code := a.ErrorCode
		if code == "" {
			code = "send_failed"
		}
		return &sendError{code: code, message: a.Message}
	}
	c.log.Info(fmt.Sprintf("The target answered %d in %s ms", a.StatusCode, formatMs(a.Timing.TotalMs)), logs.Cat("cli"))
	// A single send succeeds whatever its tests say (the spec's exit
	// codes); the tests are printed. A collection run fails on them.
	return c.out.response(a)
}

// startLoad starts a load test and prints its id and live URL; with
// follow it then follows the run to its end.
func (c *client) startLoad(ctx context.Context, body object, follow bool, files reportFiles) error {
	runID, err := c.startRun(ctx, body)
	if err != nil {
		return err
	}
	c.log.Info("The engine started the run "+runID, logs.Cat("cli"))
	if err := c.out.run(runID, c.daemon+"/runs/"+url.PathEscape(runID)+"/live"); err != nil || !follow {
		return err
	}
	return c.followLoad(ctx, runID, true, files)
}

// startRun posts body to /runs and returns the id of the run the engine
// started (load and collection runs alike).
func (c *client) startRun(ctx context.Context, body object) (string, error) {
	status, data, err := c.post(ctx, "/runs", body)
	if err != nil {
		return "", err
	}
	if status < 200 || status > 299 {
		return "", engineErrorOf(status, data)
	}
	var started struct {
		RunID string `json:"runId"`
	}
	if err := codec.Unmarshal(data, &started); err != nil || started.RunID == "" {
		return "", fmt.Errorf("the engine answered %d to POST /runs without a runId", status)
	}
	return started.RunID, nil
}

// post sends body to the engine and reads its answer, whatever the status.
func (c *client) post(ctx context.Context, path string, body object) (int, []byte, error) {
	payload := mustJSON(body)
	target := c.daemon + path
	if c.verbosity >= 2 {
		c.log.Debug("Sending POST "+target+"; the request follows", logs.Cat("cli"))
		var dump bytes.Buffer
		dump.WriteString("POST " + target + "\n")
		_ = codec.Indent(&dump, payload, "", "  ")
		dump.WriteByte('\n')
		_, _ = c.stderr.Write(dump.Bytes())
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, target, bytes.NewReader(payload))
	if err != nil {
		return 0, nil, fmt.Errorf("build the request to %s: %w", target, err)
	}
	req.Header.Set("Content-Type", "application/json")
	res, err := c.http.Do(req)
	if err != nil {
		if ctx.Err() != nil {
			return 0, nil, fmt.Errorf("stopped: %w", context.Cause(ctx))
		}
		var ue *url.Error
		if errors.As(err, &ue) {
			err = ue.Err // the operation and URL are said once, by unreachableError
		}
		return 0, nil, &unreachableError{daemon: c.daemon, err: err}
	}
	defer func() { _ = res.Body.Close() }() // what was read is all there is; a close error adds nothing
	data, err := io.ReadAll(io.LimitReader(res.Body, maxAnswerBytes+1))
	if err != nil {
		return 0, nil, &unreachableError{daemon: c.daemon, err: fmt.Errorf("read the answer: %w", err)}
	}
	if len(data) > maxAnswerBytes {
		return 0, nil, fmt.Errorf("the engine's answer to POST %s is over %d MB", path, maxAnswerBytes>>20)
	}
	return res.StatusCode, data, nil
}

// engineErrorOf reads an error answer; one that is not the engine's error
// shape is quoted (its start) with the status.
func engineErrorOf(status int, data []byte) error {
	var b struct {
		Error struct {
			Code    string `json:"code"`
			Message string `json:"message"`
		} `json:"error"`
	}
	if codec.Unmarshal(data, &b) == nil && b.Error.Message != "" {
		return &engineError{status: status, code: b.Error.Code, message: b.Error.Message}
	}
	text := strings.TrimSpace(string(data))
	if len(text) > 200 {
		text = text[:200] + "..."
	}
	if text == "" {
		text = http.StatusText(status)
	}
	return &engineError{status: status, message: text}
}
