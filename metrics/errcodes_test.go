package metrics

import (
	"testing"
	"time"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/sender"
)

// TestEveryFailureCodeReachesTheReport records one failure of every code
// of sender's list through a real Collector and reads the report as a
// client does, as JSON: each code appears under its name with its count.
func TestEveryFailureCodeReachesTheReport(t *testing.T) {
	t.Parallel()
	codes := sender.FailureCodes()
	if len(codes) != numErrCodes-1 {
		t.Fatalf("the recorder counts %d codes, the failure-code list has %d", numErrCodes-1, len(codes))
	}
	c := NewCollector(Config{Shards: 2})
	rec := c.Recorder(0)
	for n, fc := range codes {
		// Code i is recorded i+1 times, so a count landing on the wrong
		// name shows.
		for range n + 1 {
			rec.Record(&Obs{Latency: 10, Service: 10, Err: ErrCodeOf(fc.Name)})
		}
	}
	w := c.NewWindow()
	c.Collect(w)
	c.Collect(w)
	start := time.Unix(1_700_000_000, 0)
	b, err := codec.Marshal(NewReport(w, start, start.Add(time.Second)))
	if err != nil {
		t.Fatal(err)
	}
	var got struct {
		ErrorCodes map[string]int64 `json:"errorCodes"`
		Errors     int64            `json:"errors"`
	}
	if err := codec.Unmarshal(b, &got); err != nil {
		t.Fatal(err)
	}
	var total int64
	for n, fc := range codes {
		if got.ErrorCodes[fc.Name] != int64(n+1) {
			t.Errorf("report errorCodes[%q] = %d, want %d (report %s)", fc.Name, got.ErrorCodes[fc.Name], n+1, b)
		}
		total += int64(n + 1)
	}
	if len(got.ErrorCodes) != len(codes) || got.Errors != total {
		t.Errorf("report has %d error codes and %d errors, want %d and %d: %s", len(got.ErrorCodes), got.Errors, len(codes), total, b)
	}
}

// TestErrCodeNames checks that every ErrCode constant is the index of the
// same-named row of sender's list, and that an unknown name counts as an
// internal error.
func TestErrCodeNames(t *testing.T) {
	t.Parallel()
	cases := []struct {
		code ErrCode
		name string
	}{
		{ErrInternal, sender.CodeInternal},
		{ErrConnectionFailed, sender.CodeConnectionFailed},
		{ErrProxy, sender.CodeProxy},
		{ErrTimeout, sender.CodeTimeout},
		{ErrDNS, sender.CodeDNS},
		{ErrTLS, sender.CodeTLS},
		{ErrBodyTooLarge, sender.CodeBodyTooLarge},
		{ErrTooManyRedirects, sender.CodeTooManyRedirects},
		{ErrConnectionReset, sender.CodeConnectionReset},
		{ErrInvalidURL, sender.CodeInvalidURL},
		{ErrIncomplete, sender.CodeIncomplete},
		{ErrOAuth2, sender.CodeOAuth2},
		{ErrAuthSign, sender.CodeAuthSign},
	}
	if len(cases) != numErrCodes-1 {
		t.Errorf("the table names %d codes, the recorder counts %d", len(cases), numErrCodes-1)
	}
	for _, c := range cases {
		if got := c.code.Name(); got != c.name {
			t.Errorf("ErrCode(%d).Name() = %q, want %q", c.code, got, c.name)
		}
		if got := ErrCodeOf(c.name); got != c.code {
			t.Errorf("ErrCodeOf(%q) = %d, want %d", c.name, got, c.code)
		}
	}
	if ErrNone.Name() != "" || ErrCodeOf("NO_SUCH_CODE") != ErrInternal {
		t.Errorf("ErrNone.Name() = %q, ErrCodeOf(unknown) = %d; want \"\" and ErrInternal", ErrNone.Name(), ErrCodeOf("NO_SUCH_CODE"))
	}
}
