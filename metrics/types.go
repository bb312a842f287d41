package metrics

// This file is the contract between loadcore (which produces these values),
// runs (which publishes and stores them) and mgmt (which serves them). The
// JSON names are the API's; docs/openapi.yaml describes them.

// LatencyUnit is the unit of every figure of a Latency, which each block
// names in its Unit member.
const LatencyUnit = "ms"

// Latency is a latency distribution summary in milliseconds. Unit is
// always LatencyUnit; Summarize sets it, so a block built any other way
// must set it too.
type Latency struct {
	Unit  string  `json:"unit"`
	Min   float64 `json:"min"`
	Mean  float64 `json:"mean"`
	Stdev float64 `json:"stdev"`
	P50   float64 `json:"p50"`
	P75   float64 `json:"p75"`
	P90   float64 `json:"p90"`
	P95   float64 `json:"p95"`
	P99   float64 `json:"p99"`
	P999  float64 `json:"p999"`
	Max   float64 `json:"max"`
}

// Tick is one interval (normally one second) of a load run, merged over
// every worker. Counts are for the interval; Total* are since the start.
type Tick struct {
	Seq           int64            `json:"seq"`       // 1-based
	T             int64            `json:"t"`         // epoch ms at the end of the interval
	ElapsedMs     int64            `json:"elapsedMs"` // since the run started
	IntervalMs    int64            `json:"intervalMs"`
	Requests      int64            `json:"requests"` // completed in the interval
	Errors        int64            `json:"errors"`   // statusCode 0 or >= 400
	RPS           float64          `json:"rps"`
	TotalRequests int64            `json:"totalRequests"`
	TotalErrors   int64            `json:"totalErrors"`
	Latency       Latency          `json:"latency"`          // from the intended send time
	ServiceTime   Latency          `json:"serviceTime"`      // from the actual send
	Status        map[string]int64 `json:"status"`           // by status code ("0" for failures)
	ErrorCodes    map[string]int64 `json:"errorCodes"`       // by errorCode
	BytesIn       int64            `json:"bytesIn"`          // in the interval
	BytesOut      int64            `json:"bytesOut"`         // in the interval
	InFlight      int64            `json:"inFlight"`         // at the end of the interval
	Concurrency   int              `json:"concurrency"`      // virtual users (closed loop) or 0
	TargetRPS     float64          `json:"targetRps"`        // open loop, else 0
	Late          int64            `json:"late"`             // open loop: sends that started after their intended time
	Dropped       int64            `json:"dropped"`          // open loop: intended sends never started (maxInFlight full)
	Phases        *Phases          `json:"phases,omitempty"` // saveTimingBreakdown only
	Lag           *Latency         `json:"lag,omitempty"`    // open loop: actual minus intended send time
}

// Phases is the timing breakdown of the requests of an interval or a run
// (saveTimingBreakdown), each a distribution in milliseconds.
type Phases struct {
	Connect  Latency `json:"connect"`
	TLS      Latency `json:"tls"`
	TTFB     Latency `json:"ttfb"`
	Download Latency `json:"download"`
}

// Sample is one kept request outcome of a load run.
type Sample struct {
	T             int64   `json:"t"`    // epoch ms of the send
	Kind          string  `json:"kind"` // success, failure or slow
	StatusCode    int     `json:"statusCode"`
	ErrorCode     string  `json:"errorCode,omitempty"`
	Message       string  `json:"message,omitempty"`
	LatencyMs     float64 `json:"latencyMs"`
	ServiceTimeMs float64 `json:"serviceTimeMs"`
	BytesIn       int64   `json:"bytesIn"`
	Body          string  `json:"body,omitempty"` // up to maxSampleBodyBytes
	BodyTruncated bool    `json:"bodyTruncated,omitempty"`
	// Tests are the outcomes of the run's test scripts on this sample
	// (only samples the scripts ran on).
	Tests []SampleTest `json:"tests,omitempty"`
}

// MonitorPoint is one poll of a run's monitor URL: the named series that
// were found, by name.
type MonitorPoint struct {
	T         int64              `json:"t"`
	ElapsedMs int64              `json:"elapsedMs"`
	Values    map[string]float64 `json:"values"`
	Error     string             `json:"error,omitempty"`
}

// Threshold is one pass/fail rule of a run, e.g. {"metric":"p95",
// "op":"<","value":250} (latency in ms), "errorRate" (0..1), "rps".
// AbortOnFail stops the run as Failed as soon as the rule fails.
type Threshold struct {
	Metric      string  `json:"metric"`
	Op          string  `json:"op"`
	Value       float64 `json:"value"`
	AbortOnFail bool    `json:"abortOnFail"`
}

// ThresholdResult is a threshold with its verdict in the report.
type ThresholdResult struct {
	Threshold
	Actual float64 `json:"actual"`
	Passed bool    `json:"passed"`
}

// CapacityStep is one step of a capacity run.
type CapacityStep struct {
	Step        int     `json:"step"`
	Concurrency int     `json:"concurrency"`
	StartMs     int64   `json:"startMs"` // since the run started
	DurationMs  int64   `json:"durationMs"`
	RPS         float64 `json:"rps"`
	P95Ms       float64 `json:"p95Ms"`
	P99Ms       float64 `json:"p99Ms"`
	ErrorRate   float64 `json:"errorRate"`
	Passed      bool    `json:"passed"` // throughput rose and thresholds held
}

// Capacity is the verdict of a capacity run.
type Capacity struct {
	MaxSustainableRPS  float64        `json:"maxSustainableRps"`
	MaxSustainableStep int            `json:"maxSustainableStep"` // 0 when no step held
	BrokeAtStep        int            `json:"brokeAtStep"`        // 0 when none broke
	BrokeReason        string         `json:"brokeReason,omitempty"`
	Steps              []CapacityStep `json:"steps"`
}

// StreamReport describes an event-stream target's run.
type StreamReport struct {
	Events int64 `json:"events"`
	Capped bool  `json:"capped"`
}

// Report is the final report of a load run.
type Report struct {
	StartedAt   int64             `json:"startedAt"` // epoch ms
	EndedAt     int64             `json:"endedAt"`
	DurationMs  int64             `json:"durationMs"`
	Requests    int64             `json:"requests"`
	Successes   int64             `json:"successes"`
	Errors      int64             `json:"errors"`
	ErrorRate   float64           `json:"errorRate"`
	RPS         float64           `json:"rps"`         // throughput: requests / duration
	Latency     Latency           `json:"latency"`     // from the intended send time
	ServiceTime Latency           `json:"serviceTime"` // from the actual send
	Phases      *Phases           `json:"phases,omitempty"`
	Lag         *Latency          `json:"lag,omitempty"` // open loop: generator lag, actual minus intended send time
	Status      map[string]int64  `json:"status"`
	ErrorCodes  map[string]int64  `json:"errorCodes"`
	BytesIn     int64             `json:"bytesIn"`
	BytesOut    int64             `json:"bytesOut"`
	Late        int64             `json:"late"`
	Dropped     int64             `json:"dropped"`
	Thresholds  []ThresholdResult `json:"thresholds"`
	Capacity    *Capacity         `json:"capacity,omitempty"`
	Stream      *StreamReport     `json:"stream,omitempty"`
	Checks      *Checks           `json:"checks,omitempty"` // runs with test scripts
	HDR         []byte            `json:"-"`                // the encoded latency histogram, for lossless merges and comparisons
}
