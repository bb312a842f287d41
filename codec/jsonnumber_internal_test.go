package codec

import "testing"

// A YAML plain scalar becomes a JSON number only when JSON's grammar reads
// it as one; everything else stays a string.
func TestJSONNumberFollowsJSONsGrammar(t *testing.T) {
	for s, want := range map[string]bool{
		"0": true, "-0": true, "12": true, "-12.5": true, "1e5": true, "-0.5E+3": true, "2.0e-1": true,
		"": false, "-": false, "01": false, "1.": false, ".5": false, "+1": false, "1e": false, "1e+": false,
		"0x1F": false, " 1": false, "1 ": false, "1 2": false, "1_000": false, "Infinity": false, "NaN": false,
	} {
		if got := jsonNumber(s); got != want {
			t.Errorf("jsonNumber(%q) = %v, want %v", s, got, want)
		}
	}
}
