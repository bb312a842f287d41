package config_test

import (
	"encoding/json"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/svc-engine/svc-engine/config"
)

func TestCatalogue(t *testing.T) {
	t.Run("it lists the entries of this build in catalogue order", func(t *testing.T) {
		want := []string{
			"workers", "defaultHttpVersion", "defaultTimeout", "correlationIdEnabled", "correlationIdHeader",
			"proxyMode", "proxyUrl", "proxyBypass", "proxySystemUrl", "customCaCertificates",
			"trashRetentionDays", "liveRetentionMs", "maxBackupsRetained", "runRetentionDays", "historyRetention", "maxSpecDocumentBytes",
			"maxTraceBodyBytes", "maxDesignResponseBodyBytes", "maxSampleBodyBytes", "maxResponseBodyBytes",
			"monitorMaxSeries", "maxInboxCaptures", "dbCacheSize", "dbBusyTimeout", "dbSynchronous",
			"mcpWriteEnabled", "mcpAllowlist", "mcpMaxRps", "mcpMaxConcurrency", "mcpMaxDurationSeconds", "mcpDisabledTools",
			"scriptMaxMemoryBytes",
			"oauth2RefreshBeforeMs", "oauth2TokensInTrace",
		}
		var got []string
		for _, e := range config.Catalogue() {
			got = append(got, e.Key)
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("catalogue keys (-want +got):\n%s", diff)
		}
	})

	t.Run("exactly three entries require a restart", func(t *testing.T) {
		var got []string
		for _, e := range config.Catalogue() {
			if e.RequiresRestart {
				got = append(got, e.Key)
			}
		}
		want := []string{config.KeyDBCacheSize, config.KeyDBBusyTimeout, config.KeyDBSynchronous}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("entries requiring a restart (-want +got):\n%s", diff)
		}
	})

	t.Run("every enum has options that include its default and only enums have options", func(t *testing.T) {
		for _, e := range config.Catalogue() {
			if e.Type != config.TypeEnum {
				if e.Options != nil {
					t.Errorf("%s: %s entry has options %v", e.Key, e.Type, e.Options)
				}
				continue
			}
			if len(e.Options) < 2 {
				t.Errorf("%s: enum has %d options, want at least 2", e.Key, len(e.Options))
			}
			found := false
			seen := map[string]bool{}
			for _, o := range e.Options {
				if o.Value == "" || o.Label == "" {
					t.Errorf("%s: option %+v lacks a value or a label", e.Key, o)
				}
				if seen[o.Value] {
					t.Errorf("%s: option %q is listed twice", e.Key, o.Value)
				}
				seen[o.Value] = true
				found = found || o.Value == e.Default
			}
			if !found {
				t.Errorf("%s: default %q is not among the options", e.Key, e.Default)
			}
		}
	})

	t.Run("every numeric default lies in its min..max and only numeric entries have bounds", func(t *testing.T) {
		for _, e := range config.Catalogue() {
			if e.Type != config.TypeInteger && e.Type != config.TypeNumber {
				if e.Min != "" || e.Max != "" {
					t.Errorf("%s: %s entry has bounds %q..%q", e.Key, e.Type, e.Min, e.Max)
				}
				continue
			}
			lo, errLo := strconv.ParseFloat(e.Min, 64)
			hi, errHi := strconv.ParseFloat(e.Max, 64)
			def, errDef := strconv.ParseFloat(e.Default, 64)
			if errLo != nil || errHi != nil || errDef != nil {
				t.Errorf("%s: min %q, max %q and default %q must all be numbers", e.Key, e.Min, e.Max, e.Default)
				continue
			}
			if lo > hi || def < lo || def > hi {
				t.Errorf("%s: default %s is not within %s..%s", e.Key, e.Default, e.Min, e.Max)
			}
		}
	})

	t.Run("dependsOn names a boolean sibling in the same category", func(t *testing.T) {
		entries := config.Catalogue()
		byKey := map[string]config.Entry{}
		for _, e := range entries {
			byKey[e.Key] = e
		}
		dependencies := map[string]string{}
		for _, e := range entries {
			if e.DependsOn == "" {
				continue
			}
			dependencies[e.Key] = e.DependsOn
			on, ok := byKey[e.DependsOn]
			switch {
			case !ok:
				t.Errorf("%s depends on undeclared key %q", e.Key, e.DependsOn)
			case on.Type != config.TypeBoolean:
				t.Errorf("%s depends on %s of type %s, want boolean", e.Key, on.Key, on.Type)
			case on.Category != e.Category:
				t.Errorf("%s (category %s) depends on %s of category %s", e.Key, e.Category, on.Key, on.Category)
			case on.Key == e.Key:
				t.Errorf("%s depends on itself", e.Key)
			}
		}
		want := map[string]string{config.KeyCorrelationIDHeader: config.KeyCorrelationIDEnabled}
		if diff := cmp.Diff(want, dependencies); diff != "" {
			t.Errorf("dependencies (-want +got):\n%s", diff)
		}
	})

	t.Run("every entry is documented and starts at its default", func(t *testing.T) {
		categories := map[string]bool{
			config.CategoryPerformance: true, config.CategoryHTTP: true, config.CategoryProxy: true,
			config.CategoryTLS: true, config.CategoryStorage: true, config.CategoryRuns: true, config.CategoryLimits: true,
			config.CategoryMCP: true,
		}
		types := map[string]bool{
			config.TypeInteger: true, config.TypeNumber: true, config.TypeBoolean: true,
			config.TypeString: true, config.TypeEnum: true,
		}
		seen := map[string]bool{}
		for _, e := range config.Catalogue() {
			if seen[e.Key] {
				t.Errorf("%s is declared twice", e.Key)
			}
			seen[e.Key] = true
			if !types[e.Type] {
				t.Errorf("%s: unknown type %q", e.Key, e.Type)
			}
			if !categories[e.Category] {
				t.Errorf("%s: unknown category %q", e.Key, e.Category)
			}
			if e.Label == "" {
				t.Errorf("%s: empty label", e.Key)
			}
			if !strings.HasSuffix(e.Description, ".") || strings.Count(e.Description, ". ") > 0 {
				t.Errorf("%s: description %q is not one sentence ending with a period", e.Key, e.Description)
			}
			if n := len(e.Keywords); n < 2 || n > 5 {
				t.Errorf("%s: %d keywords, want 2 to 5", e.Key, n)
			}
			if e.Value != e.Default || e.UpdatedAt != 0 {
				t.Errorf("%s: value %q updated at %d, want the default %q and 0", e.Key, e.Value, e.UpdatedAt, e.Default)
			}
			if e.Type == config.TypeBoolean && e.Default != "true" && e.Default != "false" {
				t.Errorf("%s: boolean default %q", e.Key, e.Default)
			}
		}
	})

	t.Run("every default passes its own validation unchanged", func(t *testing.T) {
		defaults := map[string]string{}
		for _, e := range config.Catalogue() {
			defaults[e.Key] = e.Default
		}
		body, err := json.Marshal(defaults)
		if err != nil {
			t.Fatal(err)
		}
		got, err := config.ParseUpdate(body)
		if err != nil {
			t.Fatalf("ParseUpdate(defaults) error: %v", err)
		}
		if diff := cmp.Diff(defaults, got); diff != "" {
			t.Errorf("normalized defaults (-want +got):\n%s", diff)
		}
	})

	t.Run("named entries have the specified type, default, bounds and unit", func(t *testing.T) {
		type shape struct {
			Type, Category, Default, Min, Max, Unit string
			Advanced                                bool
		}
		workers := strconv.Itoa(min(max(runtime.NumCPU(), 1), 128))
		tests := []struct {
			key  string
			want shape
		}{
			{config.KeyWorkers, shape{"integer", "performance", workers, "1", "128", "", false}},
			{config.KeyDefaultHTTPVersion, shape{"enum", "http", "auto", "", "", "", false}},
			{config.KeyDefaultTimeout, shape{"integer", "http", "30000", "1", "3600000", "ms", false}},
			{config.KeyCorrelationIDEnabled, shape{"boolean", "http", "false", "", "", "", false}},
			{config.KeyCorrelationIDHeader, shape{"string", "http", "X-Correlation-Id", "", "", "", false}},
			{config.KeyProxyMode, shape{"enum", "proxy", "environment", "", "", "", false}},
			{config.KeyProxyURL, shape{"string", "proxy", "", "", "", "", false}},
			{config.KeyProxyBypass, shape{"string", "proxy", "", "", "", "", false}},
			{config.KeyProxySystemURL, shape{"string", "proxy", "", "", "", "", true}},
			{config.KeyCustomCACertificates, shape{"string", "tls", "", "", "", "", false}},
			{config.KeyTrashRetentionDays, shape{"integer", "storage", "30", "0", "3650", "days", false}},
			{config.KeyLiveRetentionMs, shape{"integer", "runs", "60000", "0", "86400000", "ms", false}},
			{config.KeyMaxBackupsRetained, shape{"integer", "storage", "10", "1", "1000", "", false}},
			{config.KeyRunRetentionDays, shape{"integer", "storage", "30", "0", "3650", "days", false}},
			{config.KeyHistoryRetention, shape{"integer", "storage", "10000", "1", "10000000", "", false}},
			{config.KeyMaxSpecDocumentBytes, shape{"integer", "limits", "10485760", "1024", "104857600", "bytes", false}},
			{config.KeyMaxTraceBodyBytes, shape{"integer", "limits", "5242880", "0", "104857600", "bytes", false}},
			{config.KeyMaxDesignResponseBodyBytes, shape{"integer", "limits", "33554432", "1024", "1073741824", "bytes", false}},
			{config.KeyMaxSampleBodyBytes, shape{"integer", "runs", "32768", "0", "10485760", "bytes", false}},
			{config.KeyMaxResponseBodyBytes, shape{"integer", "runs", "1048576", "0", "1073741824", "bytes", false}},
			{config.KeyMonitorMaxSeries, shape{"integer", "runs", "100", "1", "10000", "", false}},
			{config.KeyMaxInboxCaptures, shape{"integer", "limits", "1000", "1", "1000000", "", false}},
			{config.KeyDBCacheSize, shape{"integer", "storage", "67108864", "1048576", "1073741824", "bytes", true}},
			{config.KeyDBBusyTimeout, shape{"integer", "storage", "5000", "0", "600000", "ms", true}},
			{config.KeyDBSynchronous, shape{"enum", "storage", "normal", "", "", "", true}},
			{config.KeyScriptMaxMemoryBytes, shape{"integer", "limits", "134217728", "16777216", "4294967296", "bytes", false}},
		}
		byKey := map[string]config.Entry{}
		for _, e := range config.Catalogue() {
			byKey[e.Key] = e
		}
		for _, tt := range tests {
			e, ok := byKey[tt.key]
			if !ok {
				t.Errorf("%s is not declared", tt.key)
				continue
			}
			got := shape{e.Type, e.Category, e.Default, e.Min, e.Max, e.Unit, e.Advanced}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("%s (-want +got):\n%s", tt.key, diff)
			}
		}
	})

	t.Run("enums offer the specified options", func(t *testing.T) {
		want := map[string][]string{
			config.KeyDefaultHTTPVersion: {"auto", "http1.1", "http2"},
			config.KeyProxyMode:          {"environment", "system", "manual", "off"},
			config.KeyDBSynchronous:      {"off", "normal", "full", "extra"},
		}
		got := map[string][]string{}
		for _, e := range config.Catalogue() {
			for _, o := range e.Options {
				got[e.Key] = append(got[e.Key], o.Value)
			}
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("enum options (-want +got):\n%s", diff)
		}
	})

	t.Run("each call returns a copy the caller may change", func(t *testing.T) {
		first := config.Catalogue()
		first[0].Value = "changed"
		first[1].Options[0].Label = "changed"
		first[0].Keywords[0] = "changed"
		if diff := cmp.Diff(first, config.Catalogue()); diff == "" {
			t.Fatal("changes to one result are visible in the next")
		}
		second := config.Catalogue()
		if second[0].Value == "changed" || second[1].Options[0].Label == "changed" || second[0].Keywords[0] == "changed" {
			t.Errorf("changes to one result leaked into the next: %+v", second[:2])
		}
	})
}

func TestKnown(t *testing.T) {
	tests := []struct {
		name string
		key  string
		want bool
	}{
		{"a declared key is known", "workers", true},
		{"a restart key is known", "dbSynchronous", true},
		{"a key in another case is unknown", "Workers", false},
		{"an undeclared key is unknown", "maxUploadBytes", false},
		{"the empty key is unknown", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := config.Known(tt.key); got != tt.want {
				t.Errorf("Known(%q) = %v, want %v", tt.key, got, tt.want)
			}
		})
	}
}

func TestEntries(t *testing.T) {
	t.Run("without stored values it equals the catalogue", func(t *testing.T) {
		if diff := cmp.Diff(config.Catalogue(), config.Entries(nil)); diff != "" {
			t.Errorf("Entries(nil) (-want +got):\n%s", diff)
		}
	})

	t.Run("stored values and times replace the defaults of their entries only", func(t *testing.T) {
		stored := map[string]config.Stored{
			config.KeyDefaultTimeout: {Value: "1500", UpdatedAt: 1700000000123},
			config.KeyProxyMode:      {Value: "off", UpdatedAt: 1700000000456},
			"removedInThisBuild":     {Value: "x", UpdatedAt: 1},
		}
		want := config.Catalogue()
		for i := range want {
			if s, ok := stored[want[i].Key]; ok {
				want[i].Value, want[i].UpdatedAt = s.Value, s.UpdatedAt
			}
		}
		got := config.Entries(stored)
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("Entries (-want +got):\n%s", diff)
		}
		for _, e := range got {
			if e.Key == "removedInThisBuild" {
				t.Error("a stored key outside the catalogue is listed")
			}
		}
	})
}

func TestEntryJSON(t *testing.T) {
	byKey := map[string]config.Entry{}
	for _, e := range config.Catalogue() {
		byKey[e.Key] = e
	}
	tests := []struct {
		name string
		key  string
		want string
	}{
		{
			name: "a string entry omits bounds, unit and options but keeps the flags",
			key:  config.KeyCorrelationIDHeader,
			want: `{"key":"correlationIdHeader","value":"X-Correlation-Id","type":"string","label":"Correlation ID header",` +
				`"description":"Name of the header that carries the correlation ID.","category":"http","default":"X-Correlation-Id",` +
				`"requiresRestart":false,"advanced":false,"keywords":["correlation","header","tracing","request id"],` +
				`"dependsOn":"correlationIdEnabled","updatedAt":0}`,
		},
		{
			name: "a byte entry carries its bounds and unit as strings",
			key:  config.KeyDBCacheSize,
			want: `{"key":"dbCacheSize","value":"67108864","type":"integer","label":"Database cache size",` +
				`"description":"Memory the database may use for its page cache.","category":"storage","default":"67108864",` +
				`"min":"1048576","max":"1073741824","unit":"bytes","requiresRestart":true,"advanced":true,` +
				`"keywords":["sqlite","cache","memory","database"],"updatedAt":0}`,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := json.Marshal(byKey[tt.key])
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.want, string(got)); diff != "" {
				t.Errorf("JSON (-want +got):\n%s", diff)
			}
		})
	}

	t.Run("an enum entry lists its options as value and label", func(t *testing.T) {
		got, err := json.Marshal(byKey[config.KeyDefaultHTTPVersion])
		if err != nil {
			t.Fatal(err)
		}
		var decoded struct {
			Options []map[string]string `json:"options"`
		}
		if err := json.Unmarshal(got, &decoded); err != nil {
			t.Fatal(err)
		}
		if len(decoded.Options) != 3 || decoded.Options[1]["value"] != "http1.1" || decoded.Options[1]["label"] == "" {
			t.Errorf("options = %v, want three value/label pairs with http1.1 second", decoded.Options)
		}
	})
}
