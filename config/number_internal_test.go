package config

import (
	"encoding/json"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// The catalogue declares no number entries yet; these tests exercise the
// number rules with an entry built here.
func TestNormalizeNumber(t *testing.T) {
	ratio := Entry{Key: "ratio", Type: TypeNumber, Min: "0", Max: "2.5", Default: "1"}
	tests := []struct {
		name    string
		raw     any
		want    string
		wantErr string
	}{
		{"a JSON number is written in its shortest form", json.Number("1.50"), "1.5", ""},
		{"a numeric string is written like the number", "1.5", "1.5", ""},
		{"an exponent is written in plain decimal", json.Number("2e0"), "2", ""},
		{"negative zero is written as zero", json.Number("-0"), "0", ""},
		{"the maximum is accepted", json.Number("2.5"), "2.5", ""},
		{"a value above the maximum is refused naming the range", json.Number("2.6"), "", "ratio must be between 0 and 2.5, got 2.6"},
		{"a value below the minimum is refused naming the range", "-0.1", "", "ratio must be between 0 and 2.5, got -0.1"},
		{"NaN is refused", "NaN", "", `ratio must be a finite number, got "NaN"`},
		{"infinity is refused", "Inf", "", `ratio must be a finite number, got "Inf"`},
		{"a word is refused", "half", "", `ratio must be a finite number, got "half"`},
		{"a boolean is refused", true, "", "ratio must be a number, got a boolean"},
		{"null is refused", nil, "", "ratio must not be null"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, problem := normalize(ratio, tt.raw)
			gotErr := ""
			if problem != nil {
				gotErr = problem.Message
				if problem.Key != ratio.Key {
					t.Errorf("problem key = %q, want %q", problem.Key, ratio.Key)
				}
			}
			if diff := cmp.Diff([]string{tt.want, tt.wantErr}, []string{got, gotErr}); diff != "" {
				t.Errorf("normalize(%v) (-want +got):\n%s", tt.raw, diff)
			}
		})
	}
}

func TestFormatNumber(t *testing.T) {
	tests := []struct {
		name string
		f    float64
		want string
	}{
		{"an integral value has no decimals", 30000, "30000"},
		{"a fraction uses the shortest digits", 0.1, "0.1"},
		{"a huge value uses an exponent", 1e21, "1e+21"},
		{"a tiny value uses an exponent", 1e-7, "1e-07"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := formatNumber(tt.f); got != tt.want {
				t.Errorf("formatNumber(%v) = %q, want %q", tt.f, got, tt.want)
			}
		})
	}
}
