package importers

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestHARMapsEntriesIntoFoldersPerHostWithExamples(t *testing.T) {
	t.Parallel()
	data, err := os.ReadFile("testdata/har/chrome-loopback.har")
	if err != nil {
		t.Fatal(err)
	}
	tree := ijParse(t, FormatHAR, data, Options{ImportEnvironments: true, ImportScripts: true, FileName: "session.har"})
	var folders []string
	for _, c := range tree.Collections {
		folders = append(folders, c.Name)
	}
	if diff := cmp.Diff([]string{"session", "127.0.0.1:8080", "cdn.example.net"}, folders); diff != "" {
		t.Errorf("collections (-want +got):\n%s", diff)
	}
	var got []string
	for _, r := range tree.Requests {
		got = append(got, r.CollectionTempID+" "+curlSummary(t, r))
	}
	want := []string{
		`c2 GET http://127.0.0.1:8080/?lang=en&q=a%20b |  | {"mode":"inherit"} | Accept: text/html`,
		`c2 POST http://127.0.0.1:8080/api/items | json {"name":"x"} | {"mode":"inherit"} | Content-Type: application/json`,
		`c3 GET https://cdn.example.net/app.js |  | {"mode":"inherit"} | accept: */*`,
		`c2 POST http://127.0.0.1:8080/login | x-www-form-urlencoded [user=al] [pass=s p] | {"mode":"inherit"} | Content-Type: application/x-www-form-urlencoded`,
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("requests (-want +got):\n%s", diff)
	}
	ex := tree.Requests[0].Examples
	if len(ex) != 1 || ex[0].Name != "200 OK" || ex[0].Status != 200 || ex[0].Body != "<p>hello</p>\n" || ex[0].ContentType != "text/html" {
		t.Errorf("first example %+v", ex)
	}
	if ex := tree.Requests[1].Examples; len(ex) != 1 || ex[0].Body != `{"id":7}` || ex[0].Status != 201 {
		t.Errorf("a base64 body is decoded: %+v", ex)
	}
	if len(tree.Requests[2].Examples) != 0 {
		t.Error("a request that got no answer (status 0) has an example")
	}
	if d := tree.Requests[0].Description; !strings.Contains(d, "2026-11-26T16:40:00.001Z") || !strings.Contains(d, "3.25 ms") || !strings.Contains(d, "wait 2.4") {
		t.Errorf("timings description %q", d)
	}
}

func FuzzHARParse(f *testing.F) {
	files, _ := filepath.Glob("testdata/har/*.har")
	for _, p := range files {
		b, _ := os.ReadFile(p)
		f.Add(b)
	}
	f.Add([]byte(`{"log":{"entries":[{"request":{"url":"http://h/","postData":{"mimeType":"multipart/form-data","params":[{"name":"a"}]}},"response":{"status":700}}]}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		tree, err := Parse(data, Options{ImportEnvironments: true, ImportScripts: true})
		if err != nil || tree.Meta.Format != FormatHAR {
			return
		}
		checkTreeApplies(t, tree)
	})
}
