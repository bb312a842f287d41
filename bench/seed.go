package bench

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"sync"
)

// SeedConfig says what Seed creates. The zero value of each field means its default.
type SeedConfig struct {
	// Requests is the number of requests in the measured collection (default 1000).
	Requests int
	// SmallRequests is the number of requests in the small comparison
	// collection, used to tell per-row encoding from per-query cost (default 10).
	SmallRequests int
	// Workers is the number of concurrent POST /requests (default 8).
	Workers int
}

func (c SeedConfig) withDefaults() SeedConfig {
	if c.Requests <= 0 {
		c.Requests = 1000
	}
	if c.SmallRequests <= 0 {
		c.SmallRequests = 10
	}
	if c.Workers <= 0 {
		c.Workers = 8
	}
	return c
}

// Seeded names what Seed created.
type Seeded struct {
	CollectionID      string   `json:"collectionId"`
	RequestIDs        []string `json:"requestIds"`
	SmallCollectionID string   `json:"smallCollectionId"`
	SmallRequestIDs   []string `json:"smallRequestIds"`
}

// Seed creates, through the engine's API at base (http://127.0.0.1:port),
// one collection of c.Requests requests and one of c.SmallRequests, each
// request with realistic params, headers and a JSON body of about 300 bytes.
// Request ids are returned in creation order.
func Seed(ctx context.Context, client *http.Client, base string, c SeedConfig) (Seeded, error) {
	c = c.withDefaults()
	var s Seeded
	var err error
	if s.CollectionID, err = createCollection(ctx, client, base, "bench: 1,000 requests"); err != nil {
		return s, err
	}
	if s.RequestIDs, err = createRequests(ctx, client, base, s.CollectionID, c.Requests, c.Workers); err != nil {
		return s, err
	}
	if s.SmallCollectionID, err = createCollection(ctx, client, base, "bench: small"); err != nil {
		return s, err
	}
	if s.SmallRequestIDs, err = createRequests(ctx, client, base, s.SmallCollectionID, c.SmallRequests, c.Workers); err != nil {
		return s, err
	}
	return s, nil
}

func createCollection(ctx context.Context, client *http.Client, base, name string) (string, error) {
	body, err := json.Marshal(map[string]any{
		"name":        name,
		"description": "created by make bench",
		"variables":   map[string]string{"baseUrl": "https://api.example.test"},
	})
	if err != nil {
		return "", err
	}
	var out struct {
		ID string `json:"id"`
	}
	if err := call(ctx, client, http.MethodPost, base+"/collections", body, http.StatusCreated, &out); err != nil {
		return "", fmt.Errorf("create collection: %w", err)
	}
	return out.ID, nil
}

// createRequests posts n requests with workers concurrent clients and
// returns their ids indexed by creation number.
func createRequests(ctx context.Context, client *http.Client, base, collectionID string, n, workers int) ([]string, error) {
	ids := make([]string, n)
	next := make(chan int) // unbuffered: each index is handed to exactly one worker
	errs := make([]error, workers)
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() {
			for i := range next {
				body, err := RequestBody(collectionID, i)
				if err == nil {
					var out struct {
						ID string `json:"id"`
					}
					err = call(ctx, client, http.MethodPost, base+"/requests", body, http.StatusCreated, &out)
					ids[i] = out.ID
				}
				if err != nil {
					errs[w] = fmt.Errorf("create request %d: %w", i, err)
					cancel()
					return
				}
			}
		})
	}
feed:
	for i := range n {
		select {
		case next <- i:
		case <-ctx.Done():
			break feed
		}
	}
	close(next)
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	return ids, ctx.Err()
}

var methods = []string{"GET", "POST", "PUT", "PATCH", "DELETE"}

// RequestBody is the POST /requests body of the i-th seeded request: a
// request template shaped like one a user keeps (three params, four headers,
// a JSON body of about 300 bytes).
func RequestBody(collectionID string, i int) ([]byte, error) {
	n := strconv.Itoa(i)
	content, err := json.Marshal(map[string]any{
		"orderId":  "ord_" + n,
		"customer": map[string]any{"id": "cus_" + n, "email": "customer" + n + "@example.test", "tier": "gold"},
		"items": []map[string]any{
			{"sku": "SKU-1001", "quantity": 2, "unitPrice": 1999},
			{"sku": "SKU-2002", "quantity": 1, "unitPrice": 4999},
		},
		"currency": "EUR",
		"notes":    "deliver between 9:00 and 17:00, leave at the front desk if nobody answers",
		"metadata": map[string]string{"source": "bench", "batch": "mgmt"},
	})
	if err != nil {
		return nil, err
	}
	row := func(k, v string) map[string]any { return map[string]any{"key": k, "value": v, "enabled": true} }
	return json.Marshal(map[string]any{
		"collectionId": collectionID,
		"name":         "Order " + n,
		"description":  "Creates or updates order " + n + " for the checkout flow.",
		"method":       methods[i%len(methods)],
		"url":          "{{baseUrl}}/v1/orders/" + n,
		"params":       []map[string]any{row("page", "1"), row("limit", "50"), row("expand", "items,customer")},
		"headers": []map[string]any{
			row("Accept", "application/json"),
			row("Content-Type", "application/json"),
			row("Authorization", "Bearer {{token}}"),
			row("X-Request-Id", "{{$guid}}"),
		},
		"body": map[string]any{"mode": "json", "content": string(content)},
	})
}

// PutBody is the PUT /requests/:id body of the k-th update: one field
// (description) that differs per update, as an editor's save would send.
func PutBody(k int) []byte {
	return []byte(`{"description":"edited by make bench, revision ` + strconv.Itoa(k) + `"}`)
}

// call sends one JSON request, checks the status and decodes the answer into out.
func call(ctx context.Context, client *http.Client, method, url string, body []byte, want int, out any) error {
	req, err := http.NewRequestWithContext(ctx, method, url, bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := client.Do(req)
	if err != nil {
		return err
	}
	defer func() { _ = resp.Body.Close() }() // what was read is all there is; a close error adds nothing
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		return err
	}
	if resp.StatusCode != want {
		return fmt.Errorf("%s %s answered %d, want %d: %.300s", method, url, resp.StatusCode, want, b)
	}
	if out == nil {
		return nil
	}
	return json.Unmarshal(b, out)
}

// Fetch GETs url and returns the body; any status but 200 is an error.
func Fetch(ctx context.Context, client *http.Client, url string) ([]byte, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return nil, err
	}
	resp, err := client.Do(req)
	if err != nil {
		return nil, err
	}
	defer func() { _ = resp.Body.Close() }() // what was read is all there is; a close error adds nothing
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		return nil, err
	}
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("GET %s answered %d: %.300s", url, resp.StatusCode, b)
	}
	return b, nil
}

// Put sends one PUT with a JSON body and returns the answer; any status but
// 200 is an error.
func Put(ctx context.Context, client *http.Client, url string, body []byte) ([]byte, error) {
	var raw json.RawMessage
	if err := call(ctx, client, http.MethodPut, url, body, http.StatusOK, &raw); err != nil {
		return nil, err
	}
	return raw, nil
}
