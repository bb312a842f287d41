package importers

import (
	"encoding/base64"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/workspace"
)

// FormatHAR is an HTTP Archive (HAR 1.2) file, detected after the spec's
// table: an object whose log holds an entries array.
const FormatHAR = "har-1.2"

// detectHAR reports whether the members of a JSON document are a HAR
// file's.
func detectHAR(ms []workspace.Member) bool {
	log, err := workspace.Members(pmGet(ms, "log"))
	return err == nil && workspace.KindOf(pmGet(log, "entries")) == workspace.KindArray
}

// harSkippedHeaders are request headers a HAR records that the engine
// derives itself (HTTP/2 pseudo-headers start with a colon).
var harSkippedHeaders = []string{"content-length", "host", "connection"}

// mapHAR maps a HAR file: one collection, a folder per host (in order of
// first appearance), a request per entry, its response a saved example;
// the entry's timings go in the request's description (a stored example
// has no description).
func mapHAR(doc *Document, opts Options) (Tree, error) {
	ms, err := workspace.Members(doc.JSON)
	if err != nil {
		return Tree{}, fmt.Errorf("read the HAR file: %w", err)
	}
	log, _ := workspace.Members(pmGet(ms, "log"))
	entries, _ := workspace.Elements(pmGet(log, "entries"))
	var t Tree
	t.Collections = append(t.Collections, Collection{TempID: "c1", Name: pmDefaultName(opts.FileName, "HAR import"),
		Auth: workspace.Object([]workspace.Member{{Key: "mode", Value: pmQuote("none")}})})
	folders := map[string]string{}
	for i, e := range entries {
		em, err := workspace.Members(e)
		req, rerr := workspace.Members(pmGet(em, "request"))
		if err != nil || rerr != nil {
			t.Meta.count("malformed_item", 1)
			continue
		}
		raw := pmStr(pmGet(req, "url"))
		u, err := url.Parse(raw)
		if err != nil || u.Host == "" || (u.Scheme != "http" && u.Scheme != "https") {
			t.Meta.count("malformed_item", 1)
			t.Meta.skip(fmt.Sprintf("HAR entry %d has no http(s) URL (%s) and was skipped", i, curlShorten(raw)))
			continue
		}
		folder, ok := folders[u.Host]
		if !ok {
			folder = "c" + strconv.Itoa(len(t.Collections)+1)
			folders[u.Host] = folder
			root := "c1"
			t.Collections = append(t.Collections, Collection{TempID: folder, ParentTempID: &root, Name: u.Host,
				Auth: workspace.Object([]workspace.Member{{Key: "mode", Value: pmQuote("none")}})})
		}
		t.Requests = append(t.Requests, harRequest(&t.Meta, "r"+strconv.Itoa(len(t.Requests)+1), folder, u, raw, em, req))
	}
	return t, nil
}

// harRequest maps one entry.
func harRequest(meta *Meta, tempID, folder string, u *url.URL, raw string, em, req []workspace.Member) Request {
	method := strings.ToUpper(pmStr(pmGet(req, "method")))
	switch method {
	case "GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS":
	default:
		meta.count("unsupported_method", 1)
		method = "GET"
	}
	raw, _, _ = strings.Cut(raw, "#")
	r := Request{TempID: tempID, CollectionTempID: folder, Method: method, URL: raw, Name: method + " " + u.EscapedPath(),
		Auth: workspace.Object([]workspace.Member{{Key: "mode", Value: pmQuote("inherit")}})}
	if u.EscapedPath() == "" {
		r.Name = method + " /"
	}
	var params []codec.RawMessage
	for _, q := range harPairs(pmGet(req, "queryString")) {
		params = append(params, curlRow(q[0], q[1]))
	}
	if params != nil {
		r.Params = workspace.Array(params)
	}
	var headers []codec.RawMessage
	var ct string
	for _, h := range harPairs(pmGet(req, "headers")) {
		k := strings.ToLower(h[0])
		if strings.HasPrefix(k, ":") || harSkipped(k) {
			continue
		}
		if k == "content-type" {
			ct = strings.ToLower(h[1])
		}
		headers = append(headers, curlRow(h[0], h[1]))
	}
	if pd, err := workspace.Members(pmGet(req, "postData")); err == nil {
		mime := strings.ToLower(pmStr(pmGet(pd, "mimeType")))
		if mime == "" {
			mime = ct
		}
		text := pmStr(pmGet(pd, "text"))
		fields := harPairs(pmGet(pd, "params"))
		switch {
		case strings.HasPrefix(mime, "multipart/form-data"):
			var rows []codec.RawMessage
			for _, f := range fields {
				rows = append(rows, workspace.Object([]workspace.Member{{Key: "key", Value: pmQuote(f[0])}, {Key: "value", Value: pmQuote(f[1])}, {Key: "type", Value: pmQuote("text")}}))
			}
			r.Body = workspace.Object([]workspace.Member{{Key: "mode", Value: pmQuote("form-data")}, {Key: "fields", Value: workspace.Array(rows)}})
			headers = harDropHeader(headers, "Content-Type") // its boundary is the engine's to choose
		case strings.HasPrefix(mime, "application/x-www-form-urlencoded") && text == "" && len(fields) > 0:
			var rows []codec.RawMessage
			for _, f := range fields {
				rows = append(rows, curlRow(f[0], f[1]))
			}
			r.Body = workspace.Object([]workspace.Member{{Key: "mode", Value: pmQuote("x-www-form-urlencoded")}, {Key: "fields", Value: workspace.Array(rows)}})
		default:
			var hs []codec.RawMessage
			r.Body = curlBody(text, mime, &hs)
		}
	}
	if headers != nil {
		r.Headers = workspace.Array(headers)
	}
	r.Description = harTimings(em)
	if res, err := workspace.Members(pmGet(em, "response")); err == nil {
		if ex, ok := harExample(meta, res); ok {
			r.Examples = []Example{ex}
		}
	}
	return r
}

func harSkipped(k string) bool {
	for _, s := range harSkippedHeaders {
		if k == s {
			return true
		}
	}
	return false
}

func harDropHeader(rows []codec.RawMessage, key string) []codec.RawMessage {
	var out []codec.RawMessage
	for _, r := range rows {
		ms, _ := workspace.Members(r)
		if !strings.EqualFold(pmStr(pmGet(ms, "key")), key) {
			out = append(out, r)
		}
	}
	return out
}

// harPairs reads a HAR list of {name, value}.
func harPairs(raw codec.RawMessage) [][2]string {
	list, _ := workspace.Elements(raw)
	var out [][2]string
	for _, it := range list {
		ms, err := workspace.Members(it)
		if err != nil {
			continue
		}
		out = append(out, [2]string{pmStr(pmGet(ms, "name")), pmStr(pmGet(ms, "value"))})
	}
	return out
}

// harExample maps a recorded response; a status of 0 (a request that got
// no answer) gives none.
func harExample(meta *Meta, res []workspace.Member) (Example, bool) {
	status, _ := workspace.Number(pmGet(res, "status"))
	if status < 100 || status > 599 {
		return Example{}, false
	}
	var headers []codec.RawMessage
	for _, h := range harPairs(pmGet(res, "headers")) {
		headers = append(headers, curlRow(h[0], h[1]))
	}
	content, _ := workspace.Members(pmGet(res, "content"))
	body := pmStr(pmGet(content, "text"))
	if pmStr(pmGet(content, "encoding")) == "base64" {
		if b, err := base64.StdEncoding.DecodeString(body); err == nil && utf8.Valid(b) {
			body = string(b)
		} else {
			meta.count("binary_example", 1)
		}
	}
	if len(body) > 1<<20 {
		body = body[:1<<20]
		meta.count("example_truncated", 1)
	}
	name := strings.TrimSpace(strconv.Itoa(int(status)) + " " + pmStr(pmGet(res, "statusText")))
	if headers == nil {
		headers = []codec.RawMessage{}
	}
	return Example{Name: name, Status: int(status), Headers: workspace.Array(headers), Body: body, ContentType: pmStr(pmGet(content, "mimeType"))}, true
}

// harTimings describes the entry's start and timings (milliseconds; -1
// is HAR's "does not apply").
func harTimings(em []workspace.Member) string {
	tm, err := workspace.Members(pmGet(em, "timings"))
	if err != nil {
		return ""
	}
	var parts []string
	for _, k := range []string{"blocked", "dns", "connect", "ssl", "send", "wait", "receive"} {
		if v, ok := workspace.Number(pmGet(tm, k)); ok {
			parts = append(parts, k+" "+strconv.FormatFloat(v, 'f', -1, 64))
		}
	}
	total, _ := workspace.Number(pmGet(em, "time"))
	s := "Recorded " + pmStr(pmGet(em, "startedDateTime")) + " in " + strconv.FormatFloat(total, 'f', -1, 64) + " ms"
	if len(parts) > 0 {
		s += " (" + strings.Join(parts, ", ") + " ms)"
	}
	return s + "."
}
