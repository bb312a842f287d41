package config

import (
	"runtime"
	"strconv"
)

// Option is one allowed value of an enum entry.
type Option struct {
	Value string `json:"value"`
	Label string `json:"label"`
}

// Entry is one row of GET /config. The JSON field order follows the
// declaration order; optional fields are omitted when empty.
type Entry struct {
	Key             string   `json:"key"`
	Value           string   `json:"value"`
	Type            string   `json:"type"`
	Label           string   `json:"label"`
	Description     string   `json:"description"`
	Category        string   `json:"category"`
	Default         string   `json:"default"`
	Min             string   `json:"min,omitempty"`
	Max             string   `json:"max,omitempty"`
	Unit            string   `json:"unit,omitempty"`
	Options         []Option `json:"options,omitempty"`
	RequiresRestart bool     `json:"requiresRestart"`
	Advanced        bool     `json:"advanced"`
	Keywords        []string `json:"keywords"`
	DependsOn       string   `json:"dependsOn,omitempty"`
	UpdatedAt       int64    `json:"updatedAt"`
}

// Stored is what the store keeps for a key that was written.
type Stored struct {
	Value     string
	UpdatedAt int64 // epoch milliseconds
}

// Entry types.
const (
	TypeInteger = "integer"
	TypeNumber  = "number"
	TypeBoolean = "boolean"
	TypeString  = "string"
	TypeEnum    = "enum"
)

// Categories.
const (
	CategoryPerformance = "performance"
	CategoryHTTP        = "http"
	CategoryProxy       = "proxy"
	CategoryTLS         = "tls"
	CategoryStorage     = "storage"
	CategoryRuns        = "runs"
	CategoryLimits      = "limits"
)

// Units.
const (
	UnitBytes        = "bytes"
	UnitMilliseconds = "ms"
	UnitDays         = "days"
)

// Keys of the catalogue, in catalogue order.
const (
	KeyWorkers                    = "workers"
	KeyDefaultHTTPVersion         = "defaultHttpVersion"
	KeyDefaultTimeout             = "defaultTimeout"
	KeyCorrelationIDEnabled       = "correlationIdEnabled"
	KeyCorrelationIDHeader        = "correlationIdHeader"
	KeyProxyMode                  = "proxyMode"
	KeyProxyURL                   = "proxyUrl"
	KeyProxyBypass                = "proxyBypass"
	KeyProxySystemURL             = "proxySystemUrl"
	KeyCustomCACertificates       = "customCaCertificates"
	KeyTrashRetentionDays         = "trashRetentionDays"
	KeyLiveRetentionMs            = "liveRetentionMs"
	KeyMaxBackupsRetained         = "maxBackupsRetained"
	KeyRunRetentionDays           = "runRetentionDays"
	KeyHistoryRetention           = "historyRetention"
	KeyMaxSpecDocumentBytes       = "maxSpecDocumentBytes"
	KeyMaxTraceBodyBytes          = "maxTraceBodyBytes"
	KeyMaxDesignResponseBodyBytes = "maxDesignResponseBodyBytes"
	KeyMaxSampleBodyBytes         = "maxSampleBodyBytes"
	KeyMaxResponseBodyBytes       = "maxResponseBodyBytes"
	KeyMonitorMaxSeries           = "monitorMaxSeries"
	KeyMaxInboxCaptures           = "maxInboxCaptures"
	KeyDBCacheSize                = "dbCacheSize"
	KeyDBBusyTimeout              = "dbBusyTimeout"
	KeyDBSynchronous              = "dbSynchronous"

	// OAuth 2 tokens at send (oauth).
	KeyOAuth2RefreshBeforeMs = "oauth2RefreshBeforeMs"
	KeyOAuth2TokensInTrace   = "oauth2TokensInTrace"
)

// Keys of the hardening settings (issue 18).
const (
	KeyScriptMaxMemoryBytes = "scriptMaxMemoryBytes"
)

// Values of the defaultHttpVersion enum.
const (
	HTTPVersionAuto = "auto"
	HTTPVersion11   = "http1.1"
	HTTPVersion2    = "http2"
)

// Values of the proxyMode enum.
const (
	// ProxyModeEnvironment uses the standard proxy environment variables
	// (HTTP_PROXY, HTTPS_PROXY, NO_PROXY and their lower-case forms).
	ProxyModeEnvironment = "environment"
	// ProxyModeSystem uses proxySystemUrl, written by the desktop shell;
	// an empty proxySystemUrl falls back to ProxyModeEnvironment.
	ProxyModeSystem = "system"
	// ProxyModeManual uses proxyUrl.
	ProxyModeManual = "manual"
	// ProxyModeOff uses no proxy at all.
	ProxyModeOff = "off"
)

// Values of the dbSynchronous enum (SQLite PRAGMA synchronous).
const (
	DBSynchronousOff    = "off"
	DBSynchronousNormal = "normal"
	DBSynchronousFull   = "full"
	DBSynchronousExtra  = "extra"
)

// Bounds of the workers entry; its default is the CPU core count clamped
// to them.
const (
	MinWorkers = 1
	MaxWorkers = 128
)

// Catalogue returns the entries of this build with their default values
// (UpdatedAt 0), in catalogue order. Every call returns a fresh slice that
// the caller may modify.
func Catalogue() []Entry {
	return catalogue()
}

// Known reports whether key is declared by this build.
func Known(key string) bool {
	_, ok := lookup(key)
	return ok
}

// Entries overlays stored values on the catalogue: Value and UpdatedAt
// come from stored when the key is present there. Stored keys that this
// build does not declare are not listed.
func Entries(stored map[string]Stored) []Entry {
	entries := catalogue()
	for i := range entries {
		if s, ok := stored[entries[i].Key]; ok {
			entries[i].Value = s.Value
			entries[i].UpdatedAt = s.UpdatedAt
		}
	}
	return entries
}

// lookup returns the catalogue entry for key with its default value.
func lookup(key string) (Entry, bool) {
	for _, e := range catalogue() {
		if e.Key == key {
			return e, true
		}
	}
	return Entry{}, false
}

// defaultWorkers is the CPU core count clamped to MinWorkers..MaxWorkers.
func defaultWorkers() int64 {
	return int64(min(max(runtime.NumCPU(), MinWorkers), MaxWorkers))
}

func itoa(n int64) string {
	return strconv.FormatInt(n, 10)
}
