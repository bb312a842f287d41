package loadcore

// Placeholder bodies until the implementation lands (replaced, not kept).

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/svc-engine/svc-engine/metrics"
	"github.com/svc-engine/svc-engine/sender"
)

func parsePlan(json.RawMessage) (Plan, error) {
	return Plan{}, errors.New("load plans are not implemented yet")
}

func run(context.Context, Plan, sender.Request, Settings, Hooks) Outcome {
	return Outcome{Status: "Failed", Reason: "load runs are not implemented yet", Report: metrics.Report{}}
}
