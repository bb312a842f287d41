package cliargs

import (
	"errors"
	"strings"
	"testing"
)

func TestScannerAppliesTheSharedRules(t *testing.T) {
	cases := []struct {
		name string
		argv []string
		want string // "" for success; else a fragment of the error
	}{
		{"a value flag takes the next argument", []string{"--dir", "x"}, ""},
		{"an inline value is accepted", []string{"--dir=x"}, ""},
		{"a value flag with nothing after it is refused", []string{"--dir"}, "needs a value"},
		{"an empty inline value is refused", []string{"--dir="}, "needs a value"},
		{"a value starting with a dash is refused", []string{"--dir", "-x"}, "looks like a flag"},
		{"an inline value starting with a dash is refused", []string{"--dir=-x"}, "starts with -"},
		{"a bare verbose means level one", []string{"-v"}, ""},
		{"verbose before another flag is bare", []string{"-v", "--dir", "x"}, ""},
		{"a level outside 0 to 2 is refused", []string{"-v", "3"}, "level 0, 1 or 2"},
		{"a level that is not a number is refused", []string{"--verbose=x"}, "level 0, 1 or 2"},
		{"a boolean flag with a value is refused", []string{"--help=yes"}, "takes no value"},
		{"an unknown argument is refused by name", []string{"--what"}, `unknown argument "--what"`},
		{"a port out of range is refused", []string{"--port", "0"}, "1 to 65535"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := New("prog", tc.argv)
			var err error
			for s.Next() && err == nil {
				switch s.Name() {
				case "--dir":
					_, err = s.Value("a dir")
				case "-v", "--verbose":
					_, err = s.Level()
				case "--help":
					err = s.NoValue()
				case "--port":
					_, err = s.Port()
				default:
					err = s.Unknown()
				}
			}
			if tc.want == "" {
				if err != nil {
					t.Fatalf("%q: %v", tc.argv, err)
				}
				return
			}
			var ce *Error
			if !errors.As(err, &ce) || !strings.Contains(err.Error(), tc.want) || !strings.HasSuffix(err.Error(), "see prog --help") {
				t.Fatalf("%q: error %v, want one containing %q and pointing at --help", tc.argv, err, tc.want)
			}
		})
	}
}
