//go:build svctest

package scripting

import "github.com/svc-engine/svc-engine/codec"

// testKinds returns the kinds registered only in builds tagged svctest.
func testKinds() []Kind {
	return []Kind{
		{
			Kind:           "test.echo",
			Version:        1,
			Phases:         []string{"pre", "post"},
			Label:          "Echo (test)",
			Description:    "Test-only element that echoes its message; present only in svctest builds.",
			Category:       "test",
			HotPathClass:   "declarative",
			CollectionOnly: false,
			ConfigSchema: codec.RawMessage(`{
				"type": "object",
				"properties": {
					"message": {
						"type": "string",
						"title": "Message",
						"description": "Text the element echoes."
					}
				},
				"required": ["message"],
				"additionalProperties": false
			}`),
		},
	}
}
