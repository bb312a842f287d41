package mgmt_test

import (
	"testing"
	"time"

	"github.com/svc-engine/svc-engine/mgmt/mgmttest"
)

// A send's whole exchange, the body read included, ends at its timeoutMs:
// a chunked body that never ends fails with TIMEOUT 200 ms in, whether it
// trickles or streams as fast as loopback goes (then the exchange may end
// sooner, after four times maxDesignResponseBodyBytes, as a cut body).
func TestAnEndlessBodyEndsTheSendAtItsTimeout(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	h := startHostileTarget(t)
	for _, c := range []struct {
		path     string
		mayBeCut bool
	}{{"/trickle", false}, {"/endless", true}} {
		t.Run(c.path, func(t *testing.T) {
			start := time.Now()
			got := e.Must(200, "POST", "/execute", map[string]any{"request": map[string]any{"method": "GET", "url": h.url + c.path}, "timeoutMs": 200})
			took := time.Since(start)
			timing, _ := got["timing"].(map[string]any)
			total := num(timing["totalMs"])
			t.Logf("statusCode %v errorCode %v bodyTruncated %v size %v: exchange %.0f ms, answer after %v", got["statusCode"], got["errorCode"], got["bodyTruncated"], got["size"], total, took.Round(time.Millisecond))
			cut := c.mayBeCut && got["statusCode"] == float64(200) && got["bodyTruncated"] == true
			if !cut && (got["errorCode"] != "TIMEOUT" || got["statusCode"] != float64(0)) {
				t.Fatalf("statusCode %v errorCode %v, want 0 and TIMEOUT", got["statusCode"], got["errorCode"])
			}
			// The deadline is the connection's: the exchange ends at 200 ms
			// plus the read in progress and the scheduling of a loaded
			// machine.
			if total > 200+500 || (!cut && total < 200) {
				t.Errorf("the exchange took %.0f ms, want it ended at its 200 ms timeout", total)
			}
			if took > 10*time.Second {
				t.Errorf("the answer came after %v", took)
			}
		})
	}
}
