package config_test

import (
	"runtime"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/svc-engine/svc-engine/config"
)

func TestValues(t *testing.T) {
	stored := map[string]config.Stored{
		config.KeyDefaultTimeout:       {Value: "1500", UpdatedAt: 1},
		config.KeyCorrelationIDEnabled: {Value: "true", UpdatedAt: 2},
		config.KeyProxyMode:            {Value: "Manual", UpdatedAt: 3},
		config.KeyWorkers:              {Value: "lots", UpdatedAt: 4},
		config.KeyMaxBackupsRetained:   {Value: "5000", UpdatedAt: 5},
		config.KeyDBBusyTimeout:        {Value: "", UpdatedAt: 6},
		config.KeyProxyURL:             {Value: "socks5://proxy:1080", UpdatedAt: 7},
		"removedInThisBuild":           {Value: "1", UpdatedAt: 8},
	}
	workers := int64(min(max(runtime.NumCPU(), 1), 128))
	v := config.NewValues(stored)
	var zero config.Values

	type resolved struct {
		String   string
		Int      int64
		Bool     bool
		Duration time.Duration
	}
	read := func(v config.Values, key string) resolved {
		return resolved{v.String(key), v.Int(key), v.Bool(key), v.Duration(key)}
	}
	tests := []struct {
		name   string
		values config.Values
		key    string
		want   resolved
	}{
		{"a stored millisecond value is read as an integer and a duration", v, config.KeyDefaultTimeout,
			resolved{"1500", 1500, false, 1500 * time.Millisecond}},
		{"a stored boolean is read as true", v, config.KeyCorrelationIDEnabled, resolved{"true", 0, true, 0}},
		{"a stored enum value is read in its canonical case", v, config.KeyProxyMode, resolved{"manual", 0, false, 0}},
		{"a stored string is read as written", v, config.KeyProxyURL, resolved{"socks5://proxy:1080", 0, false, 0}},
		{"an unparsable stored integer falls back to the default", v, config.KeyWorkers,
			resolved{config.Catalogue()[0].Default, workers, false, 0}},
		{"an out of range stored integer falls back to the default", v, config.KeyMaxBackupsRetained, resolved{"10", 10, false, 0}},
		{"an empty stored integer falls back to the default", v, config.KeyDBBusyTimeout, resolved{"5000", 5000, false, 5 * time.Second}},
		{"a key that was never written reads its default", v, config.KeyLiveRetentionMs, resolved{"60000", 60000, false, time.Minute}},
		{"an enum that was never written reads its default", v, config.KeyDBSynchronous, resolved{"normal", 0, false, 0}},
		{"a byte size is not a duration", v, config.KeyMaxTraceBodyBytes, resolved{"5242880", 5242880, false, 0}},
		{"a stored key outside the catalogue is not readable", v, "removedInThisBuild", resolved{}},
		{"an unknown key reads as zero", v, "nope", resolved{}},
		{"the zero Values reads defaults", zero, config.KeyDefaultTimeout, resolved{"30000", 30000, false, 30 * time.Second}},
		{"the zero Values reads enum defaults", zero, config.KeyProxyMode, resolved{"environment", 0, false, 0}},
		{"the zero Values reads an unknown key as zero", zero, "nope", resolved{}},
		{"values built from nothing read defaults", config.NewValues(nil), config.KeyCorrelationIDHeader,
			resolved{"X-Correlation-Id", 0, false, 0}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, read(tt.values, tt.key)); diff != "" {
				t.Errorf("%s (-want +got):\n%s", tt.key, diff)
			}
		})
	}

	t.Run("the default request timeout is 30 seconds", func(t *testing.T) {
		if got := config.NewValues(nil).Duration(config.KeyDefaultTimeout); got != 30*time.Second {
			t.Errorf("Duration(defaultTimeout) = %v, want 30s", got)
		}
	})

	t.Run("later changes to the stored map do not change the view", func(t *testing.T) {
		m := map[string]config.Stored{config.KeyMonitorMaxSeries: {Value: "7"}}
		view := config.NewValues(m)
		m[config.KeyMonitorMaxSeries] = config.Stored{Value: "8"}
		if got := view.Int(config.KeyMonitorMaxSeries); got != 7 {
			t.Errorf("Int(monitorMaxSeries) = %d, want 7", got)
		}
	})
}
