package hostguard

import "testing"

func TestLoopbackHost(t *testing.T) {
	cases := []struct {
		host     string
		loopback bool
		ip       bool
	}{
		{"localhost", true, false},
		{"LOCALHOST.", true, false},
		{"api.localhost", true, false},
		{"127.0.0.1", true, true},
		{"127.8.9.10", true, true},
		{"::1", true, true},
		{"::ffff:127.0.0.1", true, true},
		{"[::1]", false, false},
		{"localhost.evil.com", false, false},
		{"evillocalhost", false, false},
		{"10.0.0.1", false, false},
		{"0.0.0.0", false, false},
		{"example.com", false, false},
		{"", false, false},
	}
	for _, tc := range cases {
		if got := LoopbackHost(tc.host); got != tc.loopback {
			t.Errorf("LoopbackHost(%q) = %v, want %v", tc.host, got, tc.loopback)
		}
		if got := LoopbackIP(tc.host); got != tc.ip {
			t.Errorf("LoopbackIP(%q) = %v, want %v", tc.host, got, tc.ip)
		}
	}
}

func TestLoopbackOrigins(t *testing.T) {
	cases := []struct {
		origins []string
		want    bool
	}{
		{nil, true},
		{[]string{"http://127.0.0.1:6274"}, true},
		{[]string{"https://localhost"}, true},
		{[]string{"http://[::1]:3000/"}, true},
		{[]string{"http://app.localhost:5173"}, true},
		{[]string{"http://127.0.0.1:1", "http://evil.com"}, false},
		{[]string{"http://evil.com@127.0.0.1:1"}, false},
		{[]string{"http://127.0.0.1:1/path"}, false},
		{[]string{"file://127.0.0.1"}, false},
		{[]string{"null"}, false},
		{[]string{"http://localhost.evil.com"}, false},
	}
	for _, tc := range cases {
		if got := LoopbackOrigins(tc.origins); got != tc.want {
			t.Errorf("LoopbackOrigins(%q) = %v, want %v", tc.origins, got, tc.want)
		}
	}
}
