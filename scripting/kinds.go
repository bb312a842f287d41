package scripting

import "github.com/svc-engine/svc-engine/codec"

// scriptConfigSchema is the config schema shared by the script.* kinds.
const scriptConfigSchema = `{
	"type": "object",
	"properties": {
		"script": {
			"type": "string",
			"title": "Script",
			"description": "JavaScript source run in the sandbox."
		},
		"timeoutMs": {
			"type": "integer",
			"minimum": 1,
			"maximum": 60000,
			"title": "Timeout",
			"description": "Longest the script may run before it is stopped.",
			"x-svc-unit": "ms",
			"x-svc-group": "advanced"
		},
		"packages": {
			"type": "object",
			"title": "Packages",
			"description": "The package library packages the script loads with pm.require, by name, as Postman exports them ({\"@team/name\": {\"id\": \"...\"}}); kept for the export. The code is the script.package element of that name on an enclosing collection.",
			"x-svc-group": "advanced"
		}
	},
	"required": ["script"],
	"additionalProperties": false
}`

// packageConfigSchema is the config schema of script.package.
const packageConfigSchema = `{
	"type": "object",
	"properties": {
		"name": {
			"type": "string",
			"minLength": 1,
			"title": "Name",
			"description": "The name scripts pass to pm.require, as in Postman's package library (for example @team/utils)."
		},
		"id": {
			"type": "string",
			"title": "Package id",
			"description": "The package's id in Postman's package library, kept for the export.",
			"x-svc-group": "advanced"
		},
		"script": {
			"type": "string",
			"title": "Code",
			"description": "JavaScript source of the package: a CommonJS module that sets module.exports."
		}
	},
	"required": ["name", "script"],
	"additionalProperties": false
}`

// builtinKinds is the table of the element kinds every build registers.
func builtinKinds() []Kind {
	return []Kind{
		{
			Kind:           "inherit.disable",
			Version:        1,
			Phases:         []string{"pre", "post"},
			Label:          "Disable inherited element",
			Description:    "Turns off an element inherited from an enclosing collection, named by its id.",
			Category:       "control",
			HotPathClass:   "declarative",
			CollectionOnly: false,
			ConfigSchema: codec.RawMessage(`{
				"type": "object",
				"properties": {
					"elementId": {
						"type": "string",
						"minLength": 1,
						"title": "Element id",
						"description": "Id of the inherited element to turn off."
					}
				},
				"required": ["elementId"],
				"additionalProperties": false
			}`),
		},
		{
			Kind:           "script.pre",
			Version:        1,
			Phases:         []string{"pre"},
			Label:          "Pre-request script",
			Description:    "Runs a script before the request is sent; on a collection it runs before every request beneath it.",
			Category:       "script",
			HotPathClass:   "script",
			CollectionOnly: false,
			ConfigSchema:   codec.RawMessage(scriptConfigSchema),
		},
		{
			Kind:           "script.post",
			Version:        1,
			Phases:         []string{"post"},
			Label:          "Post-response script",
			Description:    "Runs a script after the response is received; on a collection it runs after every request beneath it.",
			Category:       "script",
			HotPathClass:   "script",
			CollectionOnly: false,
			ConfigSchema:   codec.RawMessage(scriptConfigSchema),
		},
		{
			Kind:           "script.package",
			Version:        1,
			Phases:         []string{"pre", "post", "setup", "teardown"},
			Label:          "Script package",
			Description:    "A package of Postman's package library: a CommonJS module the scripts of the collection's requests load with pm.require(name), evaluated once per script run.",
			Category:       "script",
			HotPathClass:   "script",
			CollectionOnly: true,
			ConfigSchema:   codec.RawMessage(packageConfigSchema),
		},
		{
			Kind:           "script.setup",
			Version:        1,
			Phases:         []string{"setup"},
			Label:          "Setup script",
			Description:    "Runs a script once at the start of a collection run.",
			Category:       "script",
			HotPathClass:   "script",
			CollectionOnly: true,
			ConfigSchema:   codec.RawMessage(scriptConfigSchema),
		},
		{
			Kind:           "script.teardown",
			Version:        1,
			Phases:         []string{"teardown"},
			Label:          "Teardown script",
			Description:    "Runs a script once at the end of a collection run.",
			Category:       "script",
			HotPathClass:   "script",
			CollectionOnly: true,
			ConfigSchema:   codec.RawMessage(scriptConfigSchema),
		},
	}
}
