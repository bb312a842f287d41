package bench

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
)

// VegetaTarget is one line of vegeta's JSON target format, what
// `vegeta attack -format=json` reads. vegeta cycles over the lines in order.
type VegetaTarget struct {
	Method string              `json:"method"`
	URL    string              `json:"url"`
	Body   []byte              `json:"body,omitempty"` // base64 in the JSON, as vegeta expects
	Header map[string][]string `json:"header,omitempty"`
}

// PutTargets returns n PUT /requests/:id targets on base
// (http://127.0.0.1:PORT), cycling over ids, each with its own description
// (PutBody(k)) so that every PUT is a real change of a stored row, as
// bench/put.lua does for wrk.
func PutTargets(base string, ids []string, n int) ([]VegetaTarget, error) {
	if !strings.HasPrefix(base, "http://127.0.0.1:") {
		return nil, fmt.Errorf("put targets: the base must be http://127.0.0.1:PORT, not %q", base)
	}
	if len(ids) == 0 {
		return nil, fmt.Errorf("put targets: no request ids")
	}
	ts := make([]VegetaTarget, n)
	header := map[string][]string{"Content-Type": {"application/json"}}
	for k := range ts {
		ts[k] = VegetaTarget{Method: "PUT", URL: base + "/requests/" + ids[k%len(ids)], Body: PutBody(k), Header: header}
	}
	return ts, nil
}

// WriteTargets writes ts in vegeta's JSON target format, one per line.
func WriteTargets(w io.Writer, ts []VegetaTarget) error {
	enc := json.NewEncoder(w)
	for _, t := range ts {
		if err := enc.Encode(t); err != nil {
			return err
		}
	}
	return nil
}
