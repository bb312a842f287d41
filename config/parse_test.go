package config_test

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/svc-engine/svc-engine/config"
)

// problems flattens the *InvalidError values carried by err, in order.
func problems(t *testing.T, err error) []config.InvalidError {
	t.Helper()
	var first *config.InvalidError
	if !errors.As(err, &first) {
		t.Fatalf("error %v (%T) does not match *config.InvalidError", err, err)
	}
	joined, ok := err.(interface{ Unwrap() []error })
	if !ok {
		return []config.InvalidError{*first}
	}
	var out []config.InvalidError
	for _, e := range joined.Unwrap() {
		var p *config.InvalidError
		if !errors.As(e, &p) {
			t.Fatalf("joined error %v (%T) does not match *config.InvalidError", e, e)
		}
		out = append(out, *p)
	}
	return out
}

func TestParseUpdateAccepts(t *testing.T) {
	caList := strings.Join([]string{"/etc/ssl/corp.pem", "/opt/ca/root.pem"}, string(filepath.ListSeparator))
	tests := []struct {
		name string
		body string
		want map[string]string
	}{
		{"an empty object writes nothing", `{}`, map[string]string{}},
		{"an empty object with blanks writes nothing", " \n{ }\n", map[string]string{}},
		{"an integer given as a number is written in decimal", `{"workers":5}`, map[string]string{"workers": "5"}},
		{"an integer given as a string is written like the number", `{"workers":"5"}`, map[string]string{"workers": "5"}},
		{"an integer string is trimmed and loses its sign and leading zeros", `{"workers":" +007 "}`, map[string]string{"workers": "7"}},
		{"a boolean given as a boolean is written as true", `{"correlationIdEnabled":true}`, map[string]string{"correlationIdEnabled": "true"}},
		{"a boolean given as a string is written like the boolean", `{"correlationIdEnabled":"true"}`, map[string]string{"correlationIdEnabled": "true"}},
		{"a boolean string is matched regardless of case", `{"correlationIdEnabled":"FALSE"}`, map[string]string{"correlationIdEnabled": "false"}},
		{"an enum value is written in its canonical case", `{"defaultHttpVersion":"HTTP1.1"}`, map[string]string{"defaultHttpVersion": "http1.1"}},
		{"an enum value is trimmed", `{"proxyMode":" manual "}`, map[string]string{"proxyMode": "manual"}},
		{"the lowest value of a range is accepted", `{"workers":1,"trashRetentionDays":0,"dbCacheSize":1048576}`,
			map[string]string{"workers": "1", "trashRetentionDays": "0", "dbCacheSize": "1048576"}},
		{"the highest value of a range is accepted", `{"workers":128,"maxSpecDocumentBytes":104857600,"defaultTimeout":3600000}`,
			map[string]string{"workers": "128", "maxSpecDocumentBytes": "104857600", "defaultTimeout": "3600000"}},
		{"a header name token is accepted", `{"correlationIdHeader":"X-Request-ID"}`, map[string]string{"correlationIdHeader": "X-Request-ID"}},
		{"an empty proxy URL is accepted", `{"proxyUrl":""}`, map[string]string{"proxyUrl": ""}},
		{"a SOCKS proxy URL with credentials is accepted", `{"proxyUrl":"socks5h://user:p%40ss@proxy.corp:1080"}`,
			map[string]string{"proxyUrl": "socks5h://user:p%40ss@proxy.corp:1080"}},
		{"an HTTP proxy URL is trimmed", `{"proxySystemUrl":"  http://10.0.0.1:3128  "}`, map[string]string{"proxySystemUrl": "http://10.0.0.1:3128"}},
		{"a bypass list is trimmed and loses empty items", `{"proxyBypass":" localhost, .example.com ,,*.corp.local,10.0.0.0/8,[::1]:8080,192.168.1.1,*, db:5432 "}`,
			map[string]string{"proxyBypass": "localhost,.example.com,*.corp.local,10.0.0.0/8,[::1]:8080,192.168.1.1,*,db:5432"}},
		{"a certificate list is trimmed and loses empty items", `{"customCaCertificates":" /etc/ssl/corp.pem ` + string(filepath.ListSeparator) + string(filepath.ListSeparator) + ` /opt/ca/root.pem"}`,
			map[string]string{"customCaCertificates": caList}},
		{"several keys are written together", `{"proxyMode":"off","defaultTimeout":"2500","correlationIdEnabled":false}`,
			map[string]string{"proxyMode": "off", "defaultTimeout": "2500", "correlationIdEnabled": "false"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := config.ParseUpdate([]byte(tt.body))
			if err != nil {
				t.Fatalf("ParseUpdate(%s) error: %v", tt.body, err)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("ParseUpdate(%s) (-want +got):\n%s", tt.body, diff)
			}
		})
	}
}

func TestParseUpdateRefuses(t *testing.T) {
	tests := []struct {
		name string
		body string
		want []config.InvalidError
	}{
		{"an unknown key is refused", `{"maxUploadBytes":1}`,
			[]config.InvalidError{{Key: "maxUploadBytes", Message: `unknown config key "maxUploadBytes"`}}},
		{"a key in the wrong case is refused as unknown", `{"Workers":1}`,
			[]config.InvalidError{{Key: "Workers", Message: `unknown config key "Workers"`}}},
		{"a null value is refused", `{"proxyUrl":null}`,
			[]config.InvalidError{{Key: "proxyUrl", Message: "proxyUrl must not be null"}}},
		{"an integer below its minimum is refused naming the range", `{"workers":0}`,
			[]config.InvalidError{{Key: "workers", Message: "workers must be between 1 and 128, got 0"}}},
		{"an integer above its maximum is refused naming the range", `{"workers":"129"}`,
			[]config.InvalidError{{Key: "workers", Message: "workers must be between 1 and 128, got 129"}}},
		{"a byte size out of range is refused naming the unit", `{"dbCacheSize":1048575}`,
			[]config.InvalidError{{Key: "dbCacheSize", Message: "dbCacheSize must be between 1048576 and 1073741824 bytes, got 1048575"}}},
		{"a negative retention is refused", `{"trashRetentionDays":-1}`,
			[]config.InvalidError{{Key: "trashRetentionDays", Message: "trashRetentionDays must be between 0 and 3650 days, got -1"}}},
		{"a spec size above 100 MiB is refused", `{"maxSpecDocumentBytes":104857601}`,
			[]config.InvalidError{{Key: "maxSpecDocumentBytes", Message: "maxSpecDocumentBytes must be between 1024 and 104857600 bytes, got 104857601"}}},
		{"an integer beyond 64 bits is refused as out of range", `{"defaultTimeout":99999999999999999999}`,
			[]config.InvalidError{{Key: "defaultTimeout", Message: "defaultTimeout must be between 1 and 3600000 ms, got 99999999999999999999"}}},
		{"a fraction is refused for an integer", `{"workers":1.5}`,
			[]config.InvalidError{{Key: "workers", Message: "workers must be a whole number, got 1.5"}}},
		{"a word is refused for an integer", `{"workers":"many"}`,
			[]config.InvalidError{{Key: "workers", Message: `workers must be a whole number, got "many"`}}},
		{"a boolean is refused for an integer", `{"workers":true}`,
			[]config.InvalidError{{Key: "workers", Message: "workers must be an integer, got a boolean"}}},
		{"a number is refused for a boolean", `{"correlationIdEnabled":1}`,
			[]config.InvalidError{{Key: "correlationIdEnabled", Message: "correlationIdEnabled must be a boolean (true or false), got a number"}}},
		{"a word other than true or false is refused for a boolean", `{"correlationIdEnabled":"yes"}`,
			[]config.InvalidError{{Key: "correlationIdEnabled", Message: `correlationIdEnabled must be true or false, got "yes"`}}},
		{"a value outside the options is refused listing them", `{"defaultHttpVersion":"http3"}`,
			[]config.InvalidError{{Key: "defaultHttpVersion", Message: `defaultHttpVersion must be one of auto, http1.1, http2, got "http3"`}}},
		{"an unknown proxy mode is refused listing the modes", `{"proxyMode":"pac"}`,
			[]config.InvalidError{{Key: "proxyMode", Message: `proxyMode must be one of environment, system, manual, off, got "pac"`}}},
		{"a number is refused for an enum", `{"dbSynchronous":2}`,
			[]config.InvalidError{{Key: "dbSynchronous", Message: "dbSynchronous must be a string, one of off, normal, full, extra, got a number"}}},
		{"a number is refused for a string", `{"correlationIdHeader":5}`,
			[]config.InvalidError{{Key: "correlationIdHeader", Message: "correlationIdHeader must be a string, got a number"}}},
		{"an array is refused", `{"proxyBypass":["localhost"]}`,
			[]config.InvalidError{{Key: "proxyBypass", Message: "proxyBypass must be a string, got an array"}}},
		{"an object is refused", `{"workers":{"value":4}}`,
			[]config.InvalidError{{Key: "workers", Message: "workers must be an integer, got an object"}}},
		{"an empty header name is refused", `{"correlationIdHeader":"  "}`,
			[]config.InvalidError{{Key: "correlationIdHeader", Message: "correlationIdHeader must not be empty"}}},
		{"a header name with a space is refused", `{"correlationIdHeader":"X Correlation"}`,
			[]config.InvalidError{{Key: "correlationIdHeader", Message: "correlationIdHeader must be a valid HTTP header name (letters, digits and !#$%&'*+-.^_`|~), got \"X Correlation\""}}},
		{"a proxy URL without a scheme is refused", `{"proxyUrl":"proxy.corp:3128"}`,
			[]config.InvalidError{{Key: "proxyUrl", Message: "proxyUrl must be empty or a URL like scheme://user:password@host:port with scheme http, https, socks5 or socks5h; the scheme is missing"}}},
		{"a proxy URL with an unsupported scheme is refused", `{"proxyUrl":"ftp://proxy.corp:21"}`,
			[]config.InvalidError{{Key: "proxyUrl", Message: `proxyUrl must be empty or a URL like scheme://user:password@host:port with scheme http, https, socks5 or socks5h; scheme "ftp" is not supported`}}},
		{"a proxy URL without a host is refused", `{"proxySystemUrl":"http://:8080"}`,
			[]config.InvalidError{{Key: "proxySystemUrl", Message: "proxySystemUrl must be empty or a URL like scheme://user:password@host:port with scheme http, https, socks5 or socks5h; the host is missing"}}},
		{"a proxy URL with a port out of range is refused", `{"proxyUrl":"http://proxy.corp:70000"}`,
			[]config.InvalidError{{Key: "proxyUrl", Message: `proxyUrl must be empty or a URL like scheme://user:password@host:port with scheme http, https, socks5 or socks5h; port "70000" is not between 1 and 65535`}}},
		{"a bypass entry that is a URL is refused", `{"proxyBypass":"localhost,http://example.com"}`,
			[]config.InvalidError{{Key: "proxyBypass", Message: `proxyBypass must be a comma-separated list of host names, domains (.example.com or *.example.com), IP addresses or CIDR ranges, got invalid entry "http://example.com"`}}},
		{"a bypass entry with a space inside is refused", `{"proxyBypass":"exa mple.com"}`,
			[]config.InvalidError{{Key: "proxyBypass", Message: `proxyBypass must be a comma-separated list of host names, domains (.example.com or *.example.com), IP addresses or CIDR ranges, got invalid entry "exa mple.com"`}}},
		{"a repeated key is refused once", `{"workers":2,"workers":3,"workers":4}`,
			[]config.InvalidError{{Key: "workers", Message: `config key "workers" appears more than once`}}},
		{"every problem is reported in body order", `{"nope":1,"workers":0,"proxyMode":"pac","defaultTimeout":500,"correlationIdEnabled":null}`,
			[]config.InvalidError{
				{Key: "nope", Message: `unknown config key "nope"`},
				{Key: "workers", Message: "workers must be between 1 and 128, got 0"},
				{Key: "proxyMode", Message: `proxyMode must be one of environment, system, manual, off, got "pac"`},
				{Key: "correlationIdEnabled", Message: "correlationIdEnabled must not be null"},
			}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := config.ParseUpdate([]byte(tt.body))
			if got != nil {
				t.Errorf("ParseUpdate(%s) returned values %v alongside an error", tt.body, got)
			}
			if err == nil {
				t.Fatalf("ParseUpdate(%s) accepted the body", tt.body)
			}
			if diff := cmp.Diff(tt.want, problems(t, err)); diff != "" {
				t.Errorf("ParseUpdate(%s) problems (-want +got):\n%s", tt.body, diff)
			}
		})
	}
}

func TestParseUpdateProxyURLSecret(t *testing.T) {
	t.Run("a refused proxy URL does not echo its password", func(t *testing.T) {
		_, err := config.ParseUpdate([]byte(`{"proxyUrl":"ftp://user:s3cret@proxy.corp:70000"}`))
		if err == nil {
			t.Fatal("ParseUpdate accepted an ftp proxy")
		}
		if strings.Contains(err.Error(), "s3cret") {
			t.Errorf("error %q echoes the password", err)
		}
	})
}

func TestParseUpdateRefusesMalformedBodies(t *testing.T) {
	tests := []struct {
		name       string
		body       string
		wantPrefix string
	}{
		{"an empty body is refused", ``, "The request body must be a JSON object"},
		{"an array is refused", `[{"workers":4}]`, "The request body must be a JSON object"},
		{"a string is refused", `"workers"`, "The request body must be a JSON object"},
		{"a number is refused", `4`, "The request body must be a JSON object"},
		{"null is refused", `null`, "The request body must be a JSON object"},
		{"invalid JSON is refused", `{workers:4}`, "The request body is not valid JSON"},
		{"a truncated object is refused", `{"workers":4`, "The request body is not valid JSON"},
		{"data after the object is refused", `{"workers":4} {"workers":5}`, "The request body must contain a single JSON object"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := config.ParseUpdate([]byte(tt.body))
			if got != nil {
				t.Errorf("ParseUpdate(%q) returned values %v", tt.body, got)
			}
			if err == nil {
				t.Fatalf("ParseUpdate(%q) accepted the body", tt.body)
			}
			ps := problems(t, err)
			if len(ps) != 1 || ps[0].Key != "" || !strings.HasPrefix(ps[0].Message, tt.wantPrefix) {
				t.Errorf("ParseUpdate(%q) problems = %+v, want one without key starting %q", tt.body, ps, tt.wantPrefix)
			}
			if err.Error() != ps[0].Message {
				t.Errorf("Error() = %q, want the message %q", err.Error(), ps[0].Message)
			}
		})
	}
}
