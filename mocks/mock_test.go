package mocks_test

import (
	"testing"

	"github.com/svc-engine/svc-engine/mocks"
)

func TestRoutePathIsThePartAfterTheBaseOrTheHost(t *testing.T) {
	t.Parallel()
	tests := []struct{ url, want string }{
		{"{{baseUrl}}/pets", "/pets"},
		{"{{baseUrl}}/pets/{{id}}?limit=10#top", "/pets/{{id}}"},
		{"{{host}}:{{port}}/v1/orders", "/v1/orders"},
		{"https://api.example.com/pets/:petId/toys", "/pets/:petId/toys"},
		{"http://127.0.0.1:8080", "/"},
		{"https://api.example.com?x=1", "/"},
		{"api.example.com/pets", "/pets"},
		{"/relative/path", "/relative/path"},
		{"{{baseUrl}}", "/"},
		{"", "/"},
	}
	for _, tt := range tests {
		if got := mocks.RoutePath(tt.url); got != tt.want {
			t.Errorf("RoutePath(%q) = %q; want %q", tt.url, got, tt.want)
		}
	}
}
