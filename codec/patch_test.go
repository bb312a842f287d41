package codec_test

import (
	"testing"

	"github.com/svc-engine/svc-engine/codec"
)

func TestPatchJSONChangesOnlyTheEditedMembers(t *testing.T) {
	t.Parallel()
	in := "{\n  \"b\": 1,\n  \"paths\": {\n    \"/x\": {\"get\": {}, \"put\": {}},\n    \"/y\": {\n      \"get\": {\n        \"k\": 1\n      }\n    }\n  },\n  \"z\": []\n}\n"
	for _, c := range []struct {
		name  string
		edits []codec.Edit
		want  string
	}{
		{"no edit", nil, in},
		{"delete a middle member", []codec.Edit{{Path: []string{"paths", "/x", "get"}, Delete: true}},
			"{\n  \"b\": 1,\n  \"paths\": {\n    \"/x\": {\"put\": {}},\n    \"/y\": {\n      \"get\": {\n        \"k\": 1\n      }\n    }\n  },\n  \"z\": []\n}\n"},
		{"delete the last member", []codec.Edit{{Path: []string{"z"}, Delete: true}},
			"{\n  \"b\": 1,\n  \"paths\": {\n    \"/x\": {\"get\": {}, \"put\": {}},\n    \"/y\": {\n      \"get\": {\n        \"k\": 1\n      }\n    }\n  }\n}\n"},
		{"add a member with the sibling's indentation", []codec.Edit{{Path: []string{"paths", "/y", "get"}, Key: "example", Value: codec.RawMessage(`{"a":[1]}`)}},
			"{\n  \"b\": 1,\n  \"paths\": {\n    \"/x\": {\"get\": {}, \"put\": {}},\n    \"/y\": {\n      \"get\": {\n        \"k\": 1,\n        \"example\": {\n          \"a\": [\n            1\n          ]\n        }\n      }\n    }\n  },\n  \"z\": []\n}\n"},
		{"replace a value", []codec.Edit{{Path: []string{}, Key: "b", Value: codec.RawMessage(`2`)}},
			"{\n  \"b\": 2,\n  \"paths\": {\n    \"/x\": {\"get\": {}, \"put\": {}},\n    \"/y\": {\n      \"get\": {\n        \"k\": 1\n      }\n    }\n  },\n  \"z\": []\n}\n"},
	} {
		got, err := codec.PatchJSON([]byte(in), c.edits)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if string(got) != c.want {
			t.Fatalf("%s:\n%s\nwant\n%s", c.name, got, c.want)
		}
	}
	if _, err := codec.PatchJSON([]byte(in), []codec.Edit{{Path: []string{"nope"}, Key: "a", Value: codec.RawMessage(`1`)}}); err == nil {
		t.Fatal("an edit of a missing member was applied")
	}
}

func TestPatchYAMLKeepsCommentsAndOrder(t *testing.T) {
	t.Parallel()
	in := "# head\nopenapi: 3.0.0\npaths:\n  /a:\n    get: {summary: A} # trailing\n    put:\n      summary: P\n  /b:\n    get:\n      summary: B\n"
	got, err := codec.PatchYAML([]byte(in), []codec.Edit{
		{Path: []string{"paths", "/a", "put"}, Delete: true},
		{Path: []string{"paths", "/b", "get"}, Key: "example", Value: codec.RawMessage(`{"code":"200","n":1}`)},
	})
	if err != nil {
		t.Fatal(err)
	}
	want := "# head\nopenapi: 3.0.0\npaths:\n  /a:\n    get: {summary: A} # trailing\n  /b:\n    get:\n      summary: B\n      example:\n        code: \"200\"\n        n: 1\n"
	if string(got) != want {
		t.Fatalf("got\n%s\nwant\n%s", got, want)
	}
}
