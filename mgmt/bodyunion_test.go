package mgmt_test

import (
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/svc-engine/svc-engine/mgmt/mgmttest"
)

// buCreate posts a request whose body member is the raw JSON body.
func buCreate(cid, body string) string {
	return fmt.Sprintf(`{"collectionId":%q,"name":"r","method":"POST","url":"http://h/","body":%s}`, cid, body)
}

func TestBodyEveryModeIsStoredAndReturned(t *testing.T) {
	t.Parallel()
	e, cid := rqSetup(t)
	cases := []struct {
		mode string
		body string // sent
		want string // stored and returned
	}{
		{"none", `{"mode":"none"}`, `{"mode":"none"}`},
		{"json", `{"mode":"json","content":"{\"a\":[1,2]}"}`, `{"mode":"json","content":"{\"a\":[1,2]}"}`},
		{"text", `{"mode":"text","content":"hello {{name}}"}`, `{"mode":"text","content":"hello {{name}}"}`},
		{"xml", `{"mode":"xml","content":"<a>{{v}}</a>"}`, `{"mode":"xml","content":"<a>{{v}}</a>"}`},
		{"graphql", `{"mode":"graphql","content":"query { me { id } }"}`, `{"mode":"graphql","content":"query { me { id } }"}`},
		{"jsonrpc", `{"mode":"jsonrpc","content":"{\"method\":\"ping\"}"}`, `{"mode":"jsonrpc","content":"{\"method\":\"ping\"}"}`},
		{"x-www-form-urlencoded",
			`{"mode":"x-www-form-urlencoded","fields":[{"key":"a","value":"1","enabled":true},{"key":"b","value":"{{x}}","enabled":false}]}`,
			`{"mode":"x-www-form-urlencoded","fields":[{"key":"a","value":"1","enabled":true},{"key":"b","value":"{{x}}","enabled":false}]}`},
		{"form-data",
			`{"mode":"form-data","fields":[{"key":"t","value":"v","enabled":true},{"key":"f","type":"file","src":"/tmp/{{file}}","fileName":"a.bin","contentType":"application/octet-stream","enabled":true}]}`,
			`{"mode":"form-data","fields":[{"key":"t","value":"v","enabled":true},{"key":"f","type":"file","src":"/tmp/{{file}}","fileName":"a.bin","contentType":"application/octet-stream","enabled":true,"value":""}]}`},
	}
	for _, tc := range cases {
		t.Run("mode "+tc.mode+" round-trips on create and update with bodyType mirroring it", func(t *testing.T) {
			t.Parallel()
			want := rqJSON(t, tc.want)
			r := rqMust(t, e, 201, "POST", "/requests", buCreate(cid, tc.body))
			stored := rqGet(t, e, r["id"].(string))
			for name, got := range map[string]map[string]any{"create answer": r, "read by id": stored} {
				if d := cmp.Diff(want, got["body"]); d != "" {
					t.Fatalf("%s: body %s stored (-want +got):\n%s", name, tc.body, d)
				}
				if got["bodyType"] != tc.mode {
					t.Fatalf("%s: bodyType %v, want %s", name, got["bodyType"], tc.mode)
				}
			}
			other := rqCreate(t, e, cid, nil)
			up := rqMust(t, e, 200, "PUT", "/requests/"+other["id"].(string), `{"body":`+tc.body+`}`)
			if d := cmp.Diff(want, up["body"]); d != "" || up["bodyType"] != tc.mode {
				t.Fatalf("update to %s: body (-want +got):\n%s\nbodyType %v", tc.body, d, up["bodyType"])
			}
		})
	}
}

func TestBodyContentModeWithEmptyContentKeepsItsMode(t *testing.T) {
	t.Parallel()
	e, cid := rqSetup(t)
	for _, mode := range []string{"json", "text", "xml", "graphql", "jsonrpc"} {
		t.Run(mode+" with empty content stays "+mode, func(t *testing.T) {
			t.Parallel()
			body := fmt.Sprintf(`{"mode":%q,"content":""}`, mode)
			r := rqMust(t, e, 201, "POST", "/requests", buCreate(cid, body))
			got := rqGet(t, e, r["id"].(string))
			if d := cmp.Diff(rqJSON(t, body), got["body"]); d != "" || got["bodyType"] != mode {
				t.Fatalf("body %s stored (-want +got):\n%s\nbodyType %v", body, d, got["bodyType"])
			}
			full := rqCreate(t, e, cid, map[string]any{"body": map[string]any{"mode": mode, "content": "x"}})
			up := rqMust(t, e, 200, "PUT", "/requests/"+full["id"].(string), `{"body":`+body+`}`)
			if bm, _ := up["body"].(map[string]any); bm["mode"] != mode || bm["content"] != "" || up["bodyType"] != mode {
				t.Fatalf("update to %s: body %v bodyType %v", body, up["body"], up["bodyType"])
			}
		})
	}
}

func TestBodyContentMustBeAString(t *testing.T) {
	t.Parallel()
	e, cid := rqSetup(t)
	r := rqCreate(t, e, cid, map[string]any{"body": map[string]any{"mode": "text", "content": "kept"}})
	for _, mode := range []string{"json", "text", "xml", "graphql", "jsonrpc"} {
		for _, content := range []string{`5`, `true`, `{"query":"{ a }"}`, `["x"]`} {
			t.Run(fmt.Sprintf("%s content %s is refused", mode, content), func(t *testing.T) {
				t.Parallel()
				body := fmt.Sprintf(`{"mode":%q,"content":%s}`, mode, content)
				rqWantError(t, rqDo(t, e, "POST", "/requests", buCreate(cid, body)), body, 400, "bad_request", "content")
				put := `{"body":` + body + `}`
				rqWantError(t, rqDo(t, e, "PUT", "/requests/"+r["id"].(string), put), put, 400, "bad_request", "content")
				rqUnchanged(t, e, r["id"].(string), r)
			})
		}
	}
}

func TestBodyFormModeWithoutAFieldsArrayIsRefused(t *testing.T) {
	t.Parallel()
	e, cid := rqSetup(t)
	r := rqCreate(t, e, cid, nil)
	for _, mode := range []string{"x-www-form-urlencoded", "form-data", "form", "formdata"} {
		for _, fields := range []string{"", `,"fields":null`, `,"fields":"a=1"`, `,"fields":{"a":"1"}`, `,"content":"a=1"`} {
			t.Run(fmt.Sprintf("%s with body%s is refused", mode, fields), func(t *testing.T) {
				t.Parallel()
				body := fmt.Sprintf(`{"mode":%q%s}`, mode, fields)
				rqWantError(t, rqDo(t, e, "POST", "/requests", buCreate(cid, body)), body, 400, "bad_request", "fields")
				put := `{"body":` + body + `}`
				rqWantError(t, rqDo(t, e, "PUT", "/requests/"+r["id"].(string), put), put, 400, "bad_request", "fields")
				rqUnchanged(t, e, r["id"].(string), r)
			})
		}
	}
	t.Run("an empty fields array is a valid form body", func(t *testing.T) {
		got := rqMust(t, e, 201, "POST", "/requests", buCreate(cid, `{"mode":"form-data","fields":[]}`))
		if d := cmp.Diff(rqJSON(t, `{"mode":"form-data","fields":[]}`), got["body"]); d != "" {
			t.Fatalf("body (-want +got):\n%s", d)
		}
	})
}

func TestBodyFieldsOnAStringModeAreRefused(t *testing.T) {
	t.Parallel()
	e, cid := rqSetup(t)
	r := rqCreate(t, e, cid, nil)
	for _, mode := range []string{"json", "text", "xml", "graphql", "jsonrpc"} {
		for _, fields := range []string{`[]`, `[{"key":"a","value":"1"}]`} {
			t.Run(fmt.Sprintf("%s with fields %s is refused", mode, fields), func(t *testing.T) {
				t.Parallel()
				body := fmt.Sprintf(`{"mode":%q,"content":"x","fields":%s}`, mode, fields)
				rqWantError(t, rqDo(t, e, "POST", "/requests", buCreate(cid, body)), body, 400, "bad_request", "fields")
				put := `{"body":` + body + `}`
				rqWantError(t, rqDo(t, e, "PUT", "/requests/"+r["id"].(string), put), put, 400, "bad_request", "fields")
				rqUnchanged(t, e, r["id"].(string), r)
			})
		}
	}
}

func TestBodyFieldRows(t *testing.T) {
	t.Parallel()
	e, cid := rqSetup(t)
	for _, mode := range []string{"x-www-form-urlencoded", "form-data"} {
		t.Run(mode+": a row without a string key is refused naming the row", func(t *testing.T) {
			t.Parallel()
			for _, row := range []string{`{"value":"v"}`, `{"key":5,"value":"v"}`, `{"key":null}`, `"a=b"`, `["a","b"]`} {
				body := fmt.Sprintf(`{"mode":%q,"fields":[{"key":"ok"},%s]}`, mode, row)
				rqWantError(t, rqDo(t, e, "POST", "/requests", buCreate(cid, body)), body, 400, "bad_request", "fields[1]")
			}
		})
		t.Run(mode+": a non-string value is refused naming the row", func(t *testing.T) {
			t.Parallel()
			for _, v := range []string{`5`, `true`, `{}`, `["x"]`} {
				body := fmt.Sprintf(`{"mode":%q,"fields":[{"key":"k","value":%s}]}`, mode, v)
				rqWantError(t, rqDo(t, e, "POST", "/requests", buCreate(cid, body)), body, 400, "bad_request", "fields[0]", "value")
			}
		})
		t.Run(mode+": a missing value defaults to the empty string", func(t *testing.T) {
			t.Parallel()
			body := fmt.Sprintf(`{"mode":%q,"fields":[{"key":"k","enabled":true}]}`, mode)
			r := rqMust(t, e, 201, "POST", "/requests", buCreate(cid, body))
			row := buRows(t, rqGet(t, e, r["id"].(string)))[0]
			if row["key"] != "k" || row["value"] != "" {
				t.Fatalf("row %v, want key k and value \"\"", row)
			}
		})
		t.Run(mode+": a non-boolean enabled reads as enabled", func(t *testing.T) {
			t.Parallel()
			for _, en := range []string{`"false"`, `0`, `"no"`, `null`, `{}`} {
				body := fmt.Sprintf(`{"mode":%q,"fields":[{"key":"k","value":"v","enabled":%s}]}`, mode, en)
				r := rqMust(t, e, 201, "POST", "/requests", buCreate(cid, body))
				row := buRows(t, rqGet(t, e, r["id"].(string)))[0]
				// Either normalized to true or kept as sent; never disabled.
				if got := row["enabled"]; got != true && !cmp.Equal(got, rqJSON(t, en)) {
					t.Fatalf("enabled %s came back as %v, want it read as enabled", en, got)
				}
			}
		})
		t.Run(mode+": rows with enabled false are stored and returned in order", func(t *testing.T) {
			t.Parallel()
			rows := `[{"key":"a","value":"1","enabled":false},{"key":"b","value":"2","enabled":true},{"key":"a","value":"3","enabled":false}]`
			body := fmt.Sprintf(`{"mode":%q,"fields":%s}`, mode, rows)
			r := rqMust(t, e, 201, "POST", "/requests", buCreate(cid, body))
			for name, got := range map[string]map[string]any{"create answer": r, "read by id": rqGet(t, e, r["id"].(string)), "list": buListed(t, e, cid, r["id"].(string))} {
				if d := cmp.Diff(rqJSON(t, body), got["body"]); d != "" {
					t.Fatalf("%s: body (-want +got):\n%s", name, d)
				}
			}
		})
	}
}

// buRows returns body.fields of a request.
func buRows(t *testing.T, r map[string]any) []map[string]any {
	t.Helper()
	b, _ := r["body"].(map[string]any)
	fs, ok := b["fields"].([]any)
	if !ok {
		t.Fatalf("body %v has no fields array", r["body"])
	}
	out := make([]map[string]any, len(fs))
	for i, f := range fs {
		out[i] = f.(map[string]any)
	}
	return out
}

// buListed returns request id as GET /requests?collectionId= lists it.
func buListed(t *testing.T, e *mgmttest.Engine, cid, id string) map[string]any {
	t.Helper()
	for _, r := range rqList(t, e, cid) {
		if r["id"] == id {
			return r
		}
	}
	t.Fatalf("request %s is not listed in collection %s", id, cid)
	return nil
}

func TestBodyLegacyFormSpellingsAreAcceptedAndAnsweredWithLongNames(t *testing.T) {
	t.Parallel()
	e, cid := rqSetup(t)
	for legacy, long := range map[string]string{"form": "x-www-form-urlencoded", "formdata": "form-data"} {
		t.Run(legacy+" is stored and answered as "+long, func(t *testing.T) {
			t.Parallel()
			body := fmt.Sprintf(`{"mode":%q,"fields":[{"key":"a","value":"1","enabled":true}]}`, legacy)
			want := rqJSON(t, fmt.Sprintf(`{"mode":%q,"fields":[{"key":"a","value":"1","enabled":true}]}`, long))
			r := rqMust(t, e, 201, "POST", "/requests", buCreate(cid, body))
			other := rqCreate(t, e, cid, nil)
			up := rqMust(t, e, 200, "PUT", "/requests/"+other["id"].(string), `{"body":`+body+`}`)
			for name, got := range map[string]map[string]any{"create answer": r, "read by id": rqGet(t, e, r["id"].(string)), "update answer": up} {
				if d := cmp.Diff(want, got["body"]); d != "" {
					t.Fatalf("%s: body (-want +got):\n%s", name, d)
				}
				if got["bodyType"] != long {
					t.Fatalf("%s: bodyType %v, want %s", name, got["bodyType"], long)
				}
			}
		})
	}
}

func TestBodyFileParts(t *testing.T) {
	t.Parallel()
	e, cid := rqSetup(t)
	t.Run("type defaults to text and may be text or file", func(t *testing.T) {
		t.Parallel()
		body := `{"mode":"form-data","fields":[{"key":"a","value":"1","enabled":true},{"key":"b","value":"2","type":"text","enabled":true},{"key":"c","type":"file","src":"/tmp/c.txt","enabled":true}]}`
		r := rqMust(t, e, 201, "POST", "/requests", buCreate(cid, body))
		rows := buRows(t, rqGet(t, e, r["id"].(string)))
		if len(rows) != 3 {
			t.Fatalf("rows %v, want 3", rows)
		}
		if ty, ok := rows[0]["type"]; ok && ty != "text" {
			t.Fatalf("a row without type came back as type %v, want text (or absent)", ty)
		}
		if rows[1]["type"] != "text" || rows[2]["type"] != "file" || rows[2]["src"] != "/tmp/c.txt" {
			t.Fatalf("rows %v, want type text and a file part with its src", rows)
		}
	})
	t.Run("a file part keeps fileName and contentType, templates included", func(t *testing.T) {
		t.Parallel()
		row := `{"key":"up","value":"","type":"file","src":"{{dir}}/x.png","fileName":"{{name}}.png","contentType":"image/{{kind}}","enabled":false}`
		r := rqMust(t, e, 201, "POST", "/requests", buCreate(cid, `{"mode":"form-data","fields":[`+row+`]}`))
		if d := cmp.Diff(rqJSON(t, row), any(buRows(t, r)[0])); d != "" {
			t.Fatalf("file part (-want +got):\n%s", d)
		}
	})
	bad := []struct {
		name, mode, row string
		mentions        []string
	}{
		{"a type other than text or file", "form-data", `{"key":"a","type":"binary","src":"/x"}`, []string{"fields[1]", "type"}},
		{"an upper-case type", "form-data", `{"key":"a","type":"FILE","src":"/x"}`, []string{"fields[1]", "type"}},
		{"a numeric type", "form-data", `{"key":"a","type":1}`, []string{"fields[1]", "type"}},
		{"a file part in an urlencoded body", "x-www-form-urlencoded", `{"key":"a","type":"file","src":"/x"}`, []string{"fields[1]"}},
		{"a file part in a legacy form body", "form", `{"key":"a","type":"file","src":"/x"}`, []string{"fields[1]"}},
		{"src on a part without type", "form-data", `{"key":"a","value":"v","src":"/x"}`, []string{"fields[1]", "src"}},
		{"src on a text part", "form-data", `{"key":"a","type":"text","src":"/x"}`, []string{"fields[1]", "src"}},
		{"src on an urlencoded row", "x-www-form-urlencoded", `{"key":"a","src":"/x"}`, []string{"fields[1]", "src"}},
		{"a numeric src", "form-data", `{"key":"a","type":"file","src":5}`, []string{"fields[1]", "src"}},
		{"an object src", "form-data", `{"key":"a","type":"file","src":{"path":"/x"}}`, []string{"fields[1]", "src"}},
		{"a numeric fileName", "form-data", `{"key":"a","type":"file","src":"/x","fileName":5}`, []string{"fields[1]", "fileName"}},
		{"a boolean contentType", "form-data", `{"key":"a","type":"file","src":"/x","contentType":true}`, []string{"fields[1]", "contentType"}},
	}
	r := rqCreate(t, e, cid, nil)
	for _, tc := range bad {
		t.Run(tc.name+" is refused naming the row and member", func(t *testing.T) {
			t.Parallel()
			body := fmt.Sprintf(`{"mode":%q,"fields":[{"key":"ok","value":"1"},%s]}`, tc.mode, tc.row)
			rqWantError(t, rqDo(t, e, "POST", "/requests", buCreate(cid, body)), body, 400, "bad_request", tc.mentions...)
			put := `{"body":` + body + `}`
			rqWantError(t, rqDo(t, e, "PUT", "/requests/"+r["id"].(string), put), put, 400, "bad_request", tc.mentions...)
			rqUnchanged(t, e, r["id"].(string), r)
		})
	}
}

func TestBodyUnknownOrMissingModeIsRefused(t *testing.T) {
	t.Parallel()
	e, cid := rqSetup(t)
	r := rqCreate(t, e, cid, nil)
	for _, body := range []string{`{}`, `{"mode":"yaml","content":"a: 1"}`, `{"mode":"JSON","content":"{}"}`, `{"mode":"multipart","fields":[]}`, `{"mode":""}`, `{"mode":5}`, `{"mode":null}`, `{"content":"x"}`} {
		t.Run("body "+body+" is refused naming body.mode", func(t *testing.T) {
			t.Parallel()
			rqWantError(t, rqDo(t, e, "POST", "/requests", buCreate(cid, body)), body, 400, "bad_request", "mode")
			put := `{"body":` + body + `}`
			rqWantError(t, rqDo(t, e, "PUT", "/requests/"+r["id"].(string), put), put, 400, "bad_request", "mode")
			rqUnchanged(t, e, r["id"].(string), r)
		})
	}
}

func TestBodyTypeMirrorsBodyMode(t *testing.T) {
	t.Parallel()
	e, cid := rqSetup(t)
	t.Run("a sent bodyType never overrides the body's mode", func(t *testing.T) {
		r := rqMust(t, e, 201, "POST", "/requests", fmt.Sprintf(`{"collectionId":%q,"name":"r","method":"POST","url":"http://h/","bodyType":"json","body":{"mode":"text","content":"x"}}`, cid))
		if r["bodyType"] != "text" {
			t.Fatalf("bodyType %v, want text (the body's mode)", r["bodyType"])
		}
		up := rqMust(t, e, 200, "PUT", "/requests/"+r["id"].(string), `{"bodyType":"xml"}`)
		if up["bodyType"] != "text" {
			t.Fatalf("a PUT of bodyType alone changed it to %v", up["bodyType"])
		}
	})
	t.Run("bodyType follows every body change", func(t *testing.T) {
		r := rqCreate(t, e, cid, nil)
		for _, b := range []string{`{"mode":"json","content":"{}"}`, `{"mode":"form","fields":[]}`, `{"mode":"graphql","content":""}`, `{"mode":"none"}`} {
			up := rqMust(t, e, 200, "PUT", "/requests/"+r["id"].(string), `{"body":`+b+`}`)
			bm, _ := up["body"].(map[string]any)
			if up["bodyType"] != bm["mode"] {
				t.Fatalf("after PUT body %s: bodyType %v, body.mode %v", b, up["bodyType"], bm["mode"])
			}
			if stored := rqGet(t, e, r["id"].(string)); stored["bodyType"] != bm["mode"] {
				t.Fatalf("stored bodyType %v, body.mode %v", stored["bodyType"], bm["mode"])
			}
		}
	})
}
