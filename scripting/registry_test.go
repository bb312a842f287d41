package scripting

import (
	"encoding/json"
	"errors"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/svc-engine/svc-engine/workspace"
)

// propertySchema is the part of a configSchema property the tests inspect.
type propertySchema struct {
	Type        string `json:"type"`
	Title       string `json:"title"`
	Description string `json:"description"`
	Group       string `json:"x-svc-group"`
	Unit        string `json:"x-svc-unit"`
}

type configSchema struct {
	Type                 string                    `json:"type"`
	Properties           map[string]propertySchema `json:"properties"`
	Required             []string                  `json:"required"`
	AdditionalProperties *bool                     `json:"additionalProperties"`
}

func decodeConfigSchema(t *testing.T, k Kind) configSchema {
	t.Helper()
	var s configSchema
	if err := json.Unmarshal(k.ConfigSchema, &s); err != nil {
		t.Fatalf("configSchema of %s is not valid JSON: %v", k.Kind, err)
	}
	return s
}

func TestKinds(t *testing.T) {
	r := NewRegistry()
	kinds := r.Kinds()

	t.Run("kinds are sorted by name and include every built-in kind", func(t *testing.T) {
		var got []string
		for _, k := range kinds {
			got = append(got, k.Kind)
		}
		want := []string{"inherit.disable", "script.package", "script.post", "script.pre", "script.setup", "script.teardown"}
		if svctestBuild {
			want = append(want, "test.echo")
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("Kinds() names (-want +got):\n%s", diff)
		}
	})

	t.Run("test.echo is registered if and only if the build is tagged svctest", func(t *testing.T) {
		_, ok := r.Lookup("test.echo")
		if ok != svctestBuild {
			t.Errorf("Lookup(test.echo) ok = %v, want %v (svctest build %v)", ok, svctestBuild, svctestBuild)
		}
	})

	for _, k := range kinds {
		t.Run(k.Kind+" has a closed object configSchema with titled, described properties", func(t *testing.T) {
			s := decodeConfigSchema(t, k)
			if s.Type != "object" {
				t.Errorf("configSchema type = %q, want object", s.Type)
			}
			if s.AdditionalProperties == nil || *s.AdditionalProperties {
				t.Errorf("configSchema additionalProperties must be false")
			}
			if s.Required == nil {
				t.Errorf("configSchema has no required array")
			}
			if len(s.Properties) == 0 {
				t.Errorf("configSchema has no properties")
			}
			for name, p := range s.Properties {
				if p.Title == "" {
					t.Errorf("property %s has no title", name)
				}
				if p.Description == "" {
					t.Errorf("property %s has no description", name)
				}
				if p.Unit != "" && !slices.Contains([]string{"ms", "%", "B"}, p.Unit) {
					t.Errorf("property %s has x-svc-unit %q, want ms, %% or B", name, p.Unit)
				}
				if p.Group != "" && p.Group != "advanced" {
					t.Errorf("property %s has x-svc-group %q, want advanced", name, p.Group)
				}
			}
		})

		t.Run(k.Kind+" has every descriptive field set", func(t *testing.T) {
			if k.Version < 1 || len(k.Phases) == 0 || k.Label == "" || k.Description == "" || k.Category == "" || k.HotPathClass == "" {
				t.Errorf("kind %s has an empty field: %+v", k.Kind, k)
			}
		})
	}

	t.Run("the table entries carry the specified attributes", func(t *testing.T) {
		type attrs struct {
			Phases         []string
			Category       string
			HotPathClass   string
			CollectionOnly bool
			Required       []string
		}
		want := map[string]attrs{
			"inherit.disable": {[]string{"pre", "post"}, "control", "declarative", false, []string{"elementId"}},
			"script.pre":      {[]string{"pre"}, "script", "script", false, []string{"script"}},
			"script.post":     {[]string{"post"}, "script", "script", false, []string{"script"}},
			"script.package":  {[]string{"pre", "post", "setup", "teardown"}, "script", "script", true, []string{"name", "script"}},
			"script.setup":    {[]string{"setup"}, "script", "script", true, []string{"script"}},
			"script.teardown": {[]string{"teardown"}, "script", "script", true, []string{"script"}},
		}
		if svctestBuild {
			want["test.echo"] = attrs{[]string{"pre", "post"}, "test", "declarative", false, []string{"message"}}
		}
		got := map[string]attrs{}
		for _, k := range kinds {
			got[k.Kind] = attrs{k.Phases, k.Category, k.HotPathClass, k.CollectionOnly, decodeConfigSchema(t, k).Required}
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("kind attributes (-want +got):\n%s", diff)
		}
	})

	t.Run("script timeoutMs is an advanced integer in milliseconds", func(t *testing.T) {
		k, _ := r.Lookup("script.pre")
		got := decodeConfigSchema(t, k).Properties["timeoutMs"]
		want := propertySchema{Type: "integer", Title: got.Title, Description: got.Description, Group: "advanced", Unit: "ms"}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("timeoutMs (-want +got):\n%s", diff)
		}
	})

	t.Run("a kind marshals with its JSON fields in the listed order", func(t *testing.T) {
		k, _ := r.Lookup("inherit.disable")
		b, err := json.Marshal(k)
		if err != nil {
			t.Fatal(err)
		}
		ms, err := workspace.Members(b)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, m := range ms {
			got = append(got, m.Key)
		}
		want := []string{"kind", "version", "phases", "label", "description", "category", "hotPathClass", "collectionOnly", "configSchema"}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("JSON members (-want +got):\n%s", diff)
		}
	})

	t.Run("modifying a returned kind does not change the registry", func(t *testing.T) {
		ks := r.Kinds()
		ks[0].Phases[0] = "changed"
		ks[0].ConfigSchema[0] = 'X'
		k, _ := r.Lookup(ks[0].Kind)
		k.Phases[0] = "changed too"
		again, _ := r.Lookup(ks[0].Kind)
		if diff := cmp.Diff(kinds[0], again); diff != "" {
			t.Errorf("registry changed (-want +got):\n%s", diff)
		}
	})

	t.Run("an unregistered kind is not found", func(t *testing.T) {
		if _, ok := r.Lookup("script.middle"); ok {
			t.Errorf("Lookup(script.middle) found a kind")
		}
	})
}

func TestCheckElementsAccepts(t *testing.T) {
	r := NewRegistry()
	tests := []struct {
		name         string
		in           string
		onCollection bool
		want         string
	}{
		{
			name: "an empty array stays empty",
			in:   ` [ ] `,
			want: `[]`,
		},
		{
			name: "a full element is compacted with its member order kept",
			in:   `[ {"config": {"timeoutMs": 500, "script": "x()"}, "enabled": false, "version": 1, "kind": "script.pre", "id": "a"} ]`,
			want: `[{"config":{"timeoutMs":500,"script":"x()"},"enabled":false,"version":1,"kind":"script.pre","id":"a"}]`,
		},
		{
			name: "version and enabled are appended with their defaults when absent",
			in:   `[{"id":"a","kind":"script.post","config":{"script":"y()"}}]`,
			want: `[{"id":"a","kind":"script.post","config":{"script":"y()"},"version":1,"enabled":true}]`,
		},
		{
			name: "a whole-number version written as a float is normalized to an integer",
			in:   `[{"id":"a","kind":"script.post","version":1.0,"config":{"script":"y()"}}]`,
			want: `[{"id":"a","kind":"script.post","version":1,"config":{"script":"y()"},"enabled":true}]`,
		},
		{
			name: "a disabled inherit.disable element names the inherited element",
			in:   `[{"id":"a","kind":"inherit.disable","enabled":false,"config":{"elementId":"elm_1"}}]`,
			want: `[{"id":"a","kind":"inherit.disable","enabled":false,"config":{"elementId":"elm_1"},"version":1}]`,
		},
		{
			name:         "script.setup is accepted on a collection",
			in:           `[{"id":"a","kind":"script.setup","config":{"script":"s()"}}]`,
			onCollection: true,
			want:         `[{"id":"a","kind":"script.setup","config":{"script":"s()"},"version":1,"enabled":true}]`,
		},
		{
			name:         "script.teardown is accepted on a collection",
			in:           `[{"id":"a","kind":"script.teardown","config":{"script":"t()"}}]`,
			onCollection: true,
			want:         `[{"id":"a","kind":"script.teardown","config":{"script":"t()"},"version":1,"enabled":true}]`,
		},
		{
			name:         "request kinds are accepted on a collection too",
			in:           `[{"id":"a","kind":"script.pre","config":{"script":""}},{"id":"b","kind":"script.post","config":{"script":""}}]`,
			onCollection: true,
			want:         `[{"id":"a","kind":"script.pre","config":{"script":""},"version":1,"enabled":true},{"id":"b","kind":"script.post","config":{"script":""},"version":1,"enabled":true}]`,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := r.CheckElements(json.RawMessage(tt.in), tt.onCollection)
			if err != nil {
				t.Fatalf("CheckElements: %v", err)
			}
			if diff := cmp.Diff(tt.want, string(got)); diff != "" {
				t.Errorf("normalized elements (-want +got):\n%s", diff)
			}
		})
	}
}

func TestCheckElementsRefuses(t *testing.T) {
	r := NewRegistry()
	registered := "inherit.disable, script.package, script.post, script.pre, script.setup, script.teardown"
	if svctestBuild {
		registered += ", test.echo"
	}
	tests := []struct {
		name         string
		in           string
		onCollection bool
		want         workspace.FieldError
	}{
		{
			name: "a value that is not an array is refused",
			in:   `{"kind":"script.pre"}`,
			want: workspace.FieldError{Field: "elements", Message: "elements must be an array, not an object"},
		},
		{
			name: "an element that is not an object is refused",
			in:   `["script.pre"]`,
			want: workspace.FieldError{Field: "elements[0]", Message: "elements[0] must be an object {kind, config}, not a string"},
		},
		{
			name: "a null element is refused",
			in:   `[null]`,
			want: workspace.FieldError{Field: "elements[0]", Message: "elements[0] must be an object {kind, config}, not null"},
		},
		{
			name: "an element without a kind is refused",
			in:   `[{"config":{}}]`,
			want: workspace.FieldError{Field: "elements[0].kind", Message: "elements[0]: kind is required; registered kinds are " + registered},
		},
		{
			name: "a kind that is not a string is refused",
			in:   `[{"kind":7}]`,
			want: workspace.FieldError{Field: "elements[0].kind", Message: "elements[0]: kind must be a string, not a number; registered kinds are " + registered},
		},
		{
			name: "an unknown kind is refused with the registered kinds listed",
			in:   `[{"id":"a","kind":"script.pre","config":{"script":""}},{"kind":"script.middle","config":{}}]`,
			want: workspace.FieldError{Field: "elements[1].kind", Message: `elements[1] (kind script.middle): kind "script.middle" is not registered; registered kinds are ` + registered},
		},
		{
			name: "script.setup on a request is refused",
			in:   `[{"kind":"script.setup","config":{"script":"s()"}}]`,
			want: workspace.FieldError{Field: "elements[0].kind", Message: "elements[0] (kind script.setup): this kind is collection-only and cannot be used on a request"},
		},
		{
			name: "script.teardown on a request is refused",
			in:   `[{"kind":"script.teardown","config":{"script":"t()"}}]`,
			want: workspace.FieldError{Field: "elements[0].kind", Message: "elements[0] (kind script.teardown): this kind is collection-only and cannot be used on a request"},
		},
		{
			name: "an unknown element member is refused",
			in:   `[{"kind":"script.pre","config":{"script":""},"script":"x()"}]`,
			want: workspace.FieldError{Field: "elements[0].script", Message: "elements[0] (kind script.pre): script is not an element member (allowed: id, kind, version, enabled, config)"},
		},
		{
			name: "an empty id is refused",
			in:   `[{"id":"","kind":"script.pre","config":{"script":""}}]`,
			want: workspace.FieldError{Field: "elements[0].id", Message: "elements[0] (kind script.pre): id must be a non-empty string"},
		},
		{
			name: "an id that is not a string is refused",
			in:   `[{"id":3,"kind":"script.pre","config":{"script":""}}]`,
			want: workspace.FieldError{Field: "elements[0].id", Message: "elements[0] (kind script.pre): id must be a non-empty string"},
		},
		{
			name: "a duplicate id is refused at its second use",
			in:   `[{"id":"a","kind":"script.pre","config":{"script":""}},{"id":"b","kind":"script.pre","config":{"script":""}},{"id":"a","kind":"script.post","config":{"script":""}}]`,
			want: workspace.FieldError{Field: "elements[2].id", Message: `elements[2] (kind script.post): id "a" is already used by elements[0]`},
		},
		{
			name: "a version newer than the kind's is refused",
			in:   `[{"kind":"script.pre","version":2,"config":{"script":""}}]`,
			want: workspace.FieldError{Field: "elements[0].version", Message: "elements[0] (kind script.pre): version 2 is newer than the registered version 1 of this kind"},
		},
		{
			name: "a version that is not a positive integer is refused",
			in:   `[{"kind":"script.pre","version":1.5,"config":{"script":""}}]`,
			want: workspace.FieldError{Field: "elements[0].version", Message: "elements[0] (kind script.pre): version must be a positive integer"},
		},
		{
			name: "an enabled flag that is not a boolean is refused",
			in:   `[{"kind":"script.pre","enabled":"yes","config":{"script":""}}]`,
			want: workspace.FieldError{Field: "elements[0].enabled", Message: "elements[0] (kind script.pre): enabled must be a boolean"},
		},
		{
			name: "a missing config is refused when the schema requires properties",
			in:   `[{"kind":"script.pre"}]`,
			want: workspace.FieldError{Field: "elements[0].config", Message: "elements[0] (kind script.pre): config is required (with script)"},
		},
		{
			name: "a config that is not an object is refused",
			in:   `[{"kind":"script.pre","config":"x()"}]`,
			want: workspace.FieldError{Field: "elements[0].config", Message: "elements[0] (kind script.pre): config must be an object"},
		},
		{
			name: "a missing required config property is refused",
			in:   `[{"kind":"script.post","config":{"timeoutMs":10}}]`,
			want: workspace.FieldError{Field: "elements[0].config.script", Message: "elements[0] (kind script.post): config.script is required"},
		},
		{
			name: "a script that is not a string is refused",
			in:   `[{"id":"a","kind":"script.pre","config":{"script":""}},{"id":"b","kind":"script.pre","config":{"script":""}},{"kind":"script.pre","config":{"script":42}}]`,
			want: workspace.FieldError{Field: "elements[2].config.script", Message: "elements[2] (kind script.pre): config.script must be a string"},
		},
		{
			name: "a timeout that is not an integer is refused",
			in:   `[{"kind":"script.pre","config":{"script":"","timeoutMs":1.5}}]`,
			want: workspace.FieldError{Field: "elements[0].config.timeoutMs", Message: "elements[0] (kind script.pre): config.timeoutMs must be an integer"},
		},
		{
			name: "a timeout below the minimum is refused",
			in:   `[{"kind":"script.pre","config":{"script":"","timeoutMs":0}}]`,
			want: workspace.FieldError{Field: "elements[0].config.timeoutMs", Message: "elements[0] (kind script.pre): config.timeoutMs must be at least 1"},
		},
		{
			name: "a timeout above the maximum is refused",
			in:   `[{"kind":"script.pre","config":{"script":"","timeoutMs":60001}}]`,
			want: workspace.FieldError{Field: "elements[0].config.timeoutMs", Message: "elements[0] (kind script.pre): config.timeoutMs must be at most 60000"},
		},
		{
			name: "an unknown config property is refused",
			in:   `[{"kind":"script.pre","config":{"script":"","language":"lua"}}]`,
			want: workspace.FieldError{Field: "elements[0].config.language", Message: "elements[0] (kind script.pre): config.language is not a known property (known: script, timeoutMs, packages)"},
		},
		{
			name: "an empty elementId is refused",
			in:   `[{"kind":"inherit.disable","config":{"elementId":""}}]`,
			want: workspace.FieldError{Field: "elements[0].config.elementId", Message: "elements[0] (kind inherit.disable): config.elementId must not be empty"},
		},
		{
			name: "an elementId that is not a string is refused",
			in:   `[{"kind":"inherit.disable","config":{"elementId":null}}]`,
			want: workspace.FieldError{Field: "elements[0].config.elementId", Message: "elements[0] (kind inherit.disable): config.elementId must be a string"},
		},
		{
			name:         "a collection is validated like a request apart from collection-only kinds",
			in:           `[{"kind":"script.setup","config":{}}]`,
			onCollection: true,
			want:         workspace.FieldError{Field: "elements[0].config.script", Message: "elements[0] (kind script.setup): config.script is required"},
		},
	}
	if !svctestBuild {
		tests = append(tests, struct {
			name         string
			in           string
			onCollection bool
			want         workspace.FieldError
		}{
			name: "test.echo is refused outside svctest builds",
			in:   `[{"kind":"test.echo","config":{"message":"hi"}}]`,
			want: workspace.FieldError{Field: "elements[0].kind", Message: `elements[0] (kind test.echo): kind "test.echo" is not registered; registered kinds are ` + registered},
		})
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := r.CheckElements(json.RawMessage(tt.in), tt.onCollection)
			if err == nil {
				t.Fatalf("CheckElements accepted %s as %s", tt.in, got)
			}
			var fe *workspace.FieldError
			if !errors.As(err, &fe) {
				t.Fatalf("error %v (%T) is not a *workspace.FieldError", err, err)
			}
			if diff := cmp.Diff(tt.want, *fe); diff != "" {
				t.Errorf("error (-want +got):\n%s", diff)
			}
		})
	}
}

func TestCheckElementsTestEcho(t *testing.T) {
	r := NewRegistry()
	_, err := r.CheckElements(json.RawMessage(`[{"id":"a","kind":"test.echo","config":{"message":"hi"}}]`), false)
	t.Run("test.echo is accepted exactly when the build is tagged svctest", func(t *testing.T) {
		if (err == nil) != svctestBuild {
			t.Errorf("CheckElements(test.echo) error = %v, svctest build %v", err, svctestBuild)
		}
	})
}

func TestCheckElementsMintsIDs(t *testing.T) {
	r := NewRegistry()
	first, err := r.CheckElements(json.RawMessage(`[{"kind":"script.pre","config":{"script":"a()"}},{"kind":"inherit.disable","config":{"elementId":"elm_x"}}]`), false)
	if err != nil {
		t.Fatalf("CheckElements: %v", err)
	}
	items, err := workspace.Elements(first)
	if err != nil {
		t.Fatal(err)
	}
	ids := make([]string, len(items))
	for i, it := range items {
		ms, err := workspace.Members(it)
		if err != nil {
			t.Fatal(err)
		}
		ids[i], _ = workspace.String(ms[0].Value)
		t.Run("a minted id comes first in element "+strconv.Itoa(i), func(t *testing.T) {
			if ms[0].Key != "id" {
				t.Errorf("first member is %q, want id", ms[0].Key)
			}
		})
	}

	t.Run("a minted id has the elm_ prefix", func(t *testing.T) {
		for _, id := range ids {
			if !strings.HasPrefix(id, workspace.PrefixElement+"_") || len(id) <= len("elm_") {
				t.Errorf("minted id %q lacks the elm_ prefix", id)
			}
		}
	})

	t.Run("each element gets its own id", func(t *testing.T) {
		if ids[0] == ids[1] {
			t.Errorf("both elements were minted id %q", ids[0])
		}
	})

	t.Run("a second pass keeps the minted ids and the whole array unchanged", func(t *testing.T) {
		second, err := r.CheckElements(first, false)
		if err != nil {
			t.Fatalf("second CheckElements: %v", err)
		}
		if diff := cmp.Diff(string(first), string(second)); diff != "" {
			t.Errorf("second pass (-first +second):\n%s", diff)
		}
	})

	t.Run("a fresh pass over the same input mints different ids", func(t *testing.T) {
		again, err := r.CheckElements(json.RawMessage(`[{"kind":"script.pre","config":{"script":"a()"}}]`), false)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(string(again), ids[0]) {
			t.Errorf("id %s was minted twice", ids[0])
		}
	})
}

func TestRegistryConcurrentUse(t *testing.T) {
	r := NewRegistry()
	in := json.RawMessage(`[{"kind":"script.pre","config":{"script":"a()"}},{"kind":"script.setup","config":{"script":"s()"}}]`)
	var wg sync.WaitGroup
	errs := make(chan error, 16)
	for range 8 {
		wg.Go(func() {
			if _, err := r.CheckElements(in, true); err != nil {
				errs <- err
			}
			if _, err := r.CheckElements(in, false); err == nil {
				errs <- errors.New("script.setup accepted on a request")
			}
			_ = r.Kinds()
			_, _ = r.Lookup("script.pre")
		})
	}
	wg.Wait()
	close(errs)
	t.Run("concurrent checks all give the same answers", func(t *testing.T) {
		for err := range errs {
			t.Error(err)
		}
	})
}
