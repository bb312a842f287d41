package bench

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
)

// APIClient speaks JSON to an engine's HTTP API for the benchmark commands
// that measure one of their own (benchengine.Start).
type APIClient struct {
	Base string // the engine, "http://127.0.0.1:PORT"
	HTTP *http.Client
}

// Call sends body (JSON, none when nil) with method to path, wants the
// status want and returns the answer decoded as a JSON object (nil when it
// is not one).
func (c *APIClient) Call(ctx context.Context, method, path string, body any, want int) (map[string]any, error) {
	return c.Do(ctx, method, path, body, want, false)
}

// Do is Call that reads and drops the answer unless it is an error when
// discard is set (a reorder answer holds every row as written: decoding it
// would time the client, not the engine).
func (c *APIClient) Do(ctx context.Context, method, path string, body any, want int, discard bool) (map[string]any, error) {
	var rd io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			return nil, fmt.Errorf("encode the %s %s body: %w", method, path, err)
		}
		rd = bytes.NewReader(b)
	}
	req, err := http.NewRequestWithContext(ctx, method, c.Base+path, rd)
	if err != nil {
		return nil, fmt.Errorf("make %s %s: %w", method, path, err)
	}
	res, err := c.HTTP.Do(req)
	if err != nil {
		return nil, err
	}
	defer func() { _ = res.Body.Close() }() // what was read is all there is; a close error adds nothing
	if discard && res.StatusCode == want {
		_, err := io.Copy(io.Discard, res.Body)
		return nil, err
	}
	b, err := io.ReadAll(res.Body)
	if err != nil {
		return nil, fmt.Errorf("read the %s %s answer: %w", method, path, err)
	}
	if res.StatusCode != want {
		return nil, fmt.Errorf("%s %s: %d %.300s", method, path, res.StatusCode, b)
	}
	var m map[string]any
	_ = json.Unmarshal(b, &m)
	return m, nil
}
