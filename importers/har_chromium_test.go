package importers

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"mime"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
	"github.com/google/go-cmp/cmp"
)

// chromiumPath installs Debian's chromium when it is missing
// (bench/install-chromium.sh, what `make test` runs first) and returns the
// browser's path. When no browser can be had the test is skipped, loudly:
// the reason goes to stderr as well as to the test log, so a run without
// -v shows it too.
func chromiumPath(t *testing.T) string {
	t.Helper()
	var stderr bytes.Buffer
	cmd := exec.CommandContext(t.Context(), "bash", filepath.Join("..", "bench", "install-chromium.sh"))
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	path := strings.TrimSpace(string(out))
	if err != nil || path == "" {
		msg := fmt.Sprintf("SKIPPED %s: Chromium could not be installed (bench/install-chromium.sh: %v)\n%s", t.Name(), err, stderr.String())
		fmt.Fprintln(os.Stderr, "!!! "+msg)
		t.Skip(msg)
	}
	return path
}

// harPage is the loopback page Chromium loads: a document, a script and
// an image from a second host, then fetch and XMLHttpRequest calls (GET
// with a query and a header, POST JSON, POST a form, POST multipart
// form-data, DELETE); it sets its title to "done" when every call is
// answered.
const harPage = `<!doctype html>
<html><head><meta charset="utf-8"><title>har</title>
<script src="%s/app.js"></script>
</head><body><img src="/logo.png" alt="">
<script>
(async () => {
  const r1 = await fetch('/api/items?q=a%%20b&lang=en', {headers: {'Accept': 'application/json', 'X-Trace': 't-1'}});
  await r1.text();
  const r2 = await fetch('/api/items', {method: 'POST', headers: {'Content-Type': 'application/json'}, body: JSON.stringify({name: 'x'})});
  await r2.text();
  await new Promise((ok) => {
    const x = new XMLHttpRequest();
    x.open('POST', '/login');
    x.setRequestHeader('Content-Type', 'application/x-www-form-urlencoded');
    x.onloadend = ok;
    x.send('user=al&pass=s+p');
  });
  const fd = new FormData();
  fd.append('title', 'report');
  fd.append('note', 'a b');
  await (await fetch('/upload', {method: 'POST', body: fd})).text();
  await (await fetch('/api/items/7', {method: 'DELETE'})).text();
  document.title = 'done';
})();
</script></body></html>
`

// png1x1 is a 1x1 PNG: a binary body Chromium hands over in base64.
var png1x1, _ = base64.StdEncoding.DecodeString("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==")

// TestHARFromChromiumImports drives headless Chromium against a loopback
// page, builds the HAR 1.2 file from the DevTools Network domain's events
// the way DevTools' "Save all as HAR" does (HARLog: raw request and
// response headers from the extra-info events, query and form parameters
// parsed, postData, bodies from Network.getResponseBody with base64 for
// binary ones, timings from the resource timing), imports it and checks
// the collection: a folder per host, every request with its method, URL,
// headers and body, the responses as examples and the timings in the
// description.
func TestHARFromChromiumImports(t *testing.T) {
	t.Parallel()
	browser := chromiumPath(t)

	cdn := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/javascript")
		_, _ = io.WriteString(w, "window.appLoaded = true;\n")
	}))
	t.Cleanup(cdn.Close)
	app := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.Method + " " + r.URL.Path {
		case "GET /":
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			_, _ = fmt.Fprintf(w, harPage, cdn.URL)
		case "GET /logo.png":
			w.Header().Set("Content-Type", "image/png")
			_, _ = w.Write(png1x1)
		case "GET /api/items":
			w.Header().Set("Content-Type", "application/json")
			_, _ = io.WriteString(w, `[{"id":1}]`)
		case "POST /api/items":
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusCreated)
			_, _ = io.WriteString(w, `{"id":7}`)
		case "POST /login", "POST /upload":
			w.Header().Set("Content-Type", "text/plain")
			_, _ = io.WriteString(w, "ok")
		case "DELETE /api/items/7":
			w.WriteHeader(http.StatusNoContent)
		default:
			http.NotFound(w, r)
		}
	}))
	t.Cleanup(app.Close)

	har := recordHAR(t, browser, app.URL+"/")
	path := filepath.Join(t.TempDir(), "chromium.har")
	if err := os.WriteFile(path, har, 0o600); err != nil {
		t.Fatal(err)
	}

	tree := ijParse(t, FormatHAR, har, Options{ImportEnvironments: true, ImportScripts: true, FileName: "chromium.har"})
	appHost, cdnHost := strings.TrimPrefix(app.URL, "http://"), strings.TrimPrefix(cdn.URL, "http://")
	var folders []string
	folderOf := map[string]string{}
	for _, c := range tree.Collections {
		folders = append(folders, c.Name)
		folderOf[c.TempID] = c.Name
	}
	if len(folders) != 3 || folders[0] != "chromium" || !slices.Contains(folders, appHost) || !slices.Contains(folders, cdnHost) {
		t.Errorf("collections %q, want the file's name and a folder for each of %s and %s (HAR %s)", folders, appHost, cdnHost, path)
	}
	got := map[string]Request{}
	var lines []string
	for _, r := range tree.Requests {
		if strings.HasSuffix(r.URL, "/favicon.ico") {
			continue // the browser may or may not ask for one
		}
		parts := strings.SplitN(curlSummary(t, r), " | ", 3)
		line := folderOf[r.CollectionTempID] + " " + parts[0] + " | " + parts[1]
		lines = append(lines, line)
		got[r.Method+" "+strings.TrimPrefix(strings.TrimPrefix(r.URL, app.URL), cdn.URL)] = r
	}
	sort.Strings(lines)
	want := []string{
		appHost + " DELETE " + app.URL + "/api/items/7 | ",
		appHost + " GET " + app.URL + "/ | ",
		appHost + " GET " + app.URL + "/api/items?q=a%20b&lang=en | ",
		appHost + " GET " + app.URL + "/logo.png | ",
		appHost + " POST " + app.URL + "/api/items | json {\"name\":\"x\"}",
		appHost + " POST " + app.URL + "/login | x-www-form-urlencoded [user=al] [pass=s p]",
		appHost + " POST " + app.URL + "/upload | form-data [title=report] [note=a b]",
		cdnHost + " GET " + cdn.URL + "/app.js | ",
	}
	sort.Strings(want)
	if diff := cmp.Diff(want, lines); diff != "" {
		t.Errorf("requests (-want +got):\n%s\n(HAR %s)", diff, path)
	}

	header := func(r Request, key string) (string, bool) {
		var hs []struct{ Key, Value string }
		_ = json.Unmarshal(r.Headers, &hs)
		for _, h := range hs {
			if strings.EqualFold(h.Key, key) {
				return h.Value, true
			}
		}
		return "", false
	}
	for key, r := range got {
		for _, derived := range []string{"Host", "Connection", "Content-Length"} {
			if v, ok := header(r, derived); ok {
				t.Errorf("%s keeps the browser's %s: %s (the engine derives it)", key, derived, v)
			}
		}
		if d := r.Description; !strings.HasPrefix(d, "Recorded "+time.Now().UTC().Format("2006-")) || !strings.Contains(d, " ms (") || !strings.Contains(d, "wait ") {
			t.Errorf("%s: description %q does not hold the entry's start and timings", key, d)
		}
	}
	if v, _ := header(got["GET /api/items?q=a%20b&lang=en"], "X-Trace"); v != "t-1" {
		t.Errorf("the fetch's X-Trace header is %q, want t-1", v)
	}
	if v, _ := header(got["POST /api/items"], "Content-Type"); v != "application/json" {
		t.Errorf("the JSON POST's Content-Type is %q", v)
	}
	if _, ok := header(got["POST /upload"], "Content-Type"); ok {
		t.Error("the multipart POST keeps the browser's boundary in Content-Type")
	}
	type ex struct {
		Status      int
		Body, CType string
	}
	examples := map[string]ex{
		"GET /":                          {200, "", "text/html"},
		"GET /api/items?q=a%20b&lang=en": {200, `[{"id":1}]`, "application/json"},
		"POST /api/items":                {201, `{"id":7}`, "application/json"},
		"POST /login":                    {200, "ok", "text/plain"},
		"DELETE /api/items/7":            {204, "", ""},
		"GET /app.js":                    {200, "window.appLoaded = true;\n", "text/javascript"},
	}
	for key, w := range examples {
		r := got[key]
		if len(r.Examples) != 1 {
			t.Errorf("%s has %d examples, want its response", key, len(r.Examples))
			continue
		}
		e := r.Examples[0]
		if e.Status != w.Status || !strings.HasPrefix(e.Name, strconv.Itoa(w.Status)) || e.ContentType != w.CType || (w.Body != "" && e.Body != w.Body) {
			t.Errorf("%s example: status %d %q, content type %q, body %q; want %d, %q, %q", key, e.Status, e.Name, e.ContentType, e.Body, w.Status, w.CType, w.Body)
		}
	}
	if e := got["GET /"].Examples; len(e) == 1 && !strings.Contains(e[0].Body, "document.title = 'done'") {
		t.Errorf("the document's example body is not the page: %q", e[0].Body)
	}
	if tree.Meta.Counts["binary_example"] != 1 {
		t.Errorf("counts %v, want the PNG's base64 body counted as one binary_example", tree.Meta.Counts)
	}
	checkTreeApplies(t, tree)
}

// harCapture is what the DevTools events say about one request.
type harCapture struct {
	sent      *network.EventRequestWillBeSent
	sentExtra *network.EventRequestWillBeSentExtraInfo
	resp      *network.EventResponseReceived
	respExtra *network.EventResponseReceivedExtraInfo
	endTime   float64 // monotonic seconds; 0 while loading
	failed    string
	body      []byte
	base64    bool
}

// recordHAR loads pageURL in headless Chromium, waits for the page to say
// "done" and for every request to finish, and returns the HAR.
func recordHAR(t *testing.T, browser, pageURL string) []byte {
	t.Helper()
	ctx, cancel := context.WithTimeout(t.Context(), 90*time.Second)
	defer cancel()
	actx, acancel := chromedp.NewExecAllocator(ctx,
		chromedp.ExecPath(browser),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.UserDataDir(t.TempDir()),
	)
	defer acancel()
	bctx, bcancel := chromedp.NewContext(actx)
	defer bcancel()
	if err := chromedp.Do(bctx); err != nil { // the browser and its tab, before listening
		t.Fatalf("start Chromium (%s): %v", browser, err)
	}

	var mu sync.Mutex
	caps := map[network.RequestID]*harCapture{}
	var order []network.RequestID
	capture := func(id network.RequestID) *harCapture {
		c, ok := caps[id]
		if !ok {
			c = &harCapture{}
			caps[id] = c
			order = append(order, id)
		}
		return c
	}
	if err := chromedp.Listen(bctx, func(ev any) {
		mu.Lock()
		defer mu.Unlock()
		switch e := ev.(type) {
		case *network.EventRequestWillBeSent:
			capture(e.RequestID).sent = e
		case *network.EventRequestWillBeSentExtraInfo:
			capture(e.RequestID).sentExtra = e
		case *network.EventResponseReceived:
			capture(e.RequestID).resp = e
		case *network.EventResponseReceivedExtraInfo:
			capture(e.RequestID).respExtra = e
		case *network.EventLoadingFinished:
			capture(e.RequestID).endTime = e.Timestamp.Float64()
		case *network.EventLoadingFailed:
			c := capture(e.RequestID)
			c.endTime, c.failed = e.Timestamp.Float64(), e.ErrorText
		}
	}); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(bctx,
		chromedp.Navigate(pageURL),
		chromedp.Poll[chromedp.Void](`document.title === 'done'`, chromedp.WithPollingTimeout(60*time.Second)),
	); err != nil {
		t.Fatalf("load %s in Chromium: %v", pageURL, err)
	}
	// Every request seen finished (its loadingFinished may trail the
	// page's last await), polled with a deadline.
	deadline := time.Now().Add(20 * time.Second)
	for {
		mu.Lock()
		pending := 0
		for _, c := range caps {
			if c.sent != nil && c.endTime == 0 {
				pending++
			}
		}
		mu.Unlock()
		if pending == 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d requests still loading after 20 s", pending)
		}
		time.Sleep(20 * time.Millisecond)
	}
	mu.Lock()
	ids := slices.Clone(order)
	mu.Unlock()
	for _, id := range ids {
		c := caps[id]
		if c.sent == nil || c.resp == nil || c.failed != "" {
			continue
		}
		res, err := chromedp.Call(bctx, network.GetResponseBody, network.GetResponseBodyParams{RequestID: id})
		if err != nil {
			continue // no body (a 204, a redirect): DevTools writes none either
		}
		c.body, c.base64 = res.Body, res.Base64encoded
	}
	var entries []harCapture
	for _, id := range ids {
		if c := caps[id]; c.sent != nil && strings.HasPrefix(c.sent.Request.URL, "http") {
			entries = append(entries, *c)
		}
	}
	b, err := json.MarshalIndent(buildHAR(entries), "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	return b
}

type harNV struct {
	Name  string `json:"name"`
	Value string `json:"value"`
}

// buildHAR writes the HAR 1.2 log of the captured requests as DevTools'
// HARLog builds it (front_end/models/har/HARLog.ts), entries in order of
// their start.
func buildHAR(caps []harCapture) map[string]any {
	sort.SliceStable(caps, func(i, j int) bool { return caps[i].sent.Timestamp < caps[j].sent.Timestamp })
	var entries []any
	var pageStart string
	for _, c := range caps {
		started := wallTime(c.sent.WallTime.Float64())
		if pageStart == "" {
			pageStart = started
		}
		timings, total := harBuildTimings(c)
		entries = append(entries, map[string]any{
			"_initiator":      map[string]any{"type": c.sent.Initiator.Type},
			"_priority":       c.sent.Request.InitialPriority,
			"_resourceType":   strings.ToLower(string(c.sent.Type)),
			"cache":           map[string]any{},
			"connection":      harConnection(c),
			"pageref":         "page_1",
			"request":         harBuildRequest(c),
			"response":        harBuildResponse(c),
			"serverIPAddress": harServerIP(c),
			"startedDateTime": started,
			"time":            total,
			"timings":         timings,
		})
	}
	return map[string]any{"log": map[string]any{
		"version": "1.2",
		"creator": map[string]any{"name": "WebInspector", "version": "537.36"},
		"pages": []any{map[string]any{"startedDateTime": pageStart, "id": "page_1", "title": "har",
			"pageTimings": map[string]any{"onContentLoad": -1, "onLoad": -1}}},
		"entries": entries,
	}}
}

func wallTime(sec float64) string {
	ms := int64(math.Round(sec * 1000))
	return time.UnixMilli(ms).UTC().Format("2006-01-02T15:04:05.000Z")
}

// harHeaders lists a DevTools headers object; a value holding several
// lines is one header each (how the extra-info events join repeats).
func harHeaders(h network.Headers) []harNV {
	out := []harNV{}
	for k, v := range h {
		s, _ := v.(string)
		for line := range strings.SplitSeq(s, "\n") {
			out = append(out, harNV{k, line})
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return strings.ToLower(out[i].Name) < strings.ToLower(out[j].Name) })
	return out
}

func headerOf(h network.Headers, key string) string {
	for k, v := range h {
		if strings.EqualFold(k, key) {
			s, _ := v.(string)
			return s
		}
	}
	return ""
}

func harBuildRequest(c harCapture) map[string]any {
	r := c.sent.Request
	headers := r.Headers
	if c.sentExtra != nil && len(c.sentExtra.Headers) > 0 {
		headers = c.sentExtra.Headers // the raw headers as sent
	}
	u, _ := url.Parse(r.URL)
	query := []harNV{}
	if u != nil {
		for _, kv := range strings.Split(u.RawQuery, "&") {
			if kv == "" {
				continue
			}
			k, v, _ := strings.Cut(kv, "=")
			dk, _ := url.QueryUnescape(k)
			dv, _ := url.QueryUnescape(v)
			query = append(query, harNV{dk, dv})
		}
	}
	bodySize := 0
	var body []byte
	for _, e := range r.PostDataEntries {
		body = append(body, e.Bytes...)
	}
	bodySize = len(body)
	out := map[string]any{
		"method": r.Method, "url": r.URL, "httpVersion": "HTTP/1.1",
		"headers": harHeaders(headers), "queryString": query, "cookies": []any{},
		"headersSize": -1, "bodySize": bodySize,
	}
	if r.HasPostData {
		ct := headerOf(headers, "Content-Type")
		pd := map[string]any{"mimeType": ct, "text": string(body)}
		if params := harFormParams(ct, body); params != nil {
			pd["params"] = params
		}
		out["postData"] = pd
	}
	return out
}

// harFormParams parses a form body as DevTools' formParameters does:
// urlencoded pairs, or the parts of multipart/form-data.
func harFormParams(ct string, body []byte) []harNV {
	mt, params, err := mime.ParseMediaType(ct)
	if err != nil {
		return nil
	}
	switch mt {
	case "application/x-www-form-urlencoded":
		vals := []harNV{}
		for kv := range strings.SplitSeq(string(body), "&") {
			k, v, _ := strings.Cut(kv, "=")
			dk, _ := url.QueryUnescape(k)
			dv, _ := url.QueryUnescape(v)
			vals = append(vals, harNV{dk, dv})
		}
		return vals
	case "multipart/form-data":
		mr := multipart.NewReader(bytes.NewReader(body), params["boundary"])
		vals := []harNV{}
		for {
			p, err := mr.NextPart()
			if err != nil {
				return vals
			}
			v, _ := io.ReadAll(p)
			vals = append(vals, harNV{p.FormName(), string(v)})
		}
	}
	return nil
}

func harBuildResponse(c harCapture) map[string]any {
	if c.resp == nil {
		return map[string]any{"status": 0, "statusText": "", "httpVersion": "", "headers": []any{}, "cookies": []any{},
			"content": map[string]any{"size": 0, "mimeType": "x-unknown"}, "redirectURL": "", "headersSize": -1, "bodySize": -1,
			"_transferSize": 0, "_error": c.failed}
	}
	r := c.resp.Response
	headers := r.Headers
	if c.respExtra != nil && len(c.respExtra.Headers) > 0 {
		headers = c.respExtra.Headers
	}
	content := map[string]any{"size": len(c.body), "mimeType": r.MimeType}
	if len(c.body) > 0 {
		if c.base64 {
			content["text"], content["encoding"] = base64.StdEncoding.EncodeToString(c.body), "base64"
		} else {
			content["text"] = string(c.body)
		}
	}
	proto := strings.ToUpper(r.Protocol)
	if proto == "" {
		proto = "HTTP/1.1"
	}
	return map[string]any{
		"status": r.Status, "statusText": r.StatusText, "httpVersion": proto,
		"headers": harHeaders(headers), "cookies": []any{}, "content": content,
		"redirectURL": headerOf(headers, "Location"), "headersSize": -1, "bodySize": len(c.body),
		"_transferSize": r.EncodedDataLength, "_error": nil,
	}
}

func harConnection(c harCapture) string {
	if c.resp == nil {
		return ""
	}
	return strconv.FormatFloat(c.resp.Response.ConnectionID, 'f', -1, 64)
}

func harServerIP(c harCapture) string {
	if c.resp == nil {
		return ""
	}
	return strings.Trim(c.resp.Response.RemoteIPAddress, "[]")
}

// harBuildTimings is HARLog's buildTimings: the phases in milliseconds
// from the resource timing (-1 for a phase that did not happen), and
// their sum as the entry's time.
func harBuildTimings(c harCapture) (map[string]float64, float64) {
	ms := func(sec float64) float64 { return sec * 1000 }
	issue := c.sent.Timestamp.Float64()
	res := map[string]float64{"blocked": -1, "dns": -1, "ssl": -1, "connect": -1, "send": 0, "wait": 0, "receive": 0}
	if c.resp == nil || c.resp.Response.Timing == nil {
		end := c.endTime
		if end < issue {
			end = issue
		}
		res["blocked"] = ms(end - issue)
		return res, res["blocked"]
	}
	tm := c.resp.Response.Timing
	least := func(vs ...float64) float64 {
		m := math.Inf(1)
		for _, v := range vs {
			if v >= 0 && v < m {
				m = v
			}
		}
		return m
	}
	queued := math.Max(0, ms(tm.RequestTime-issue))
	blockedStart := least(tm.DNSStart, tm.ConnectStart, tm.SendStart)
	if math.IsInf(blockedStart, 1) {
		blockedStart = 0
	}
	res["blocked"] = queued + blockedStart
	dnsEnd := -1.0
	if tm.DNSEnd >= 0 {
		dnsEnd = tm.DNSEnd
		res["dns"] = tm.DNSEnd - blockedStart
	}
	sslEnd := -1.0
	if tm.SslEnd > 0 {
		sslEnd = tm.SslEnd
		res["ssl"] = tm.SslEnd - tm.SslStart
	}
	connectEnd := -1.0
	if tm.ConnectEnd >= 0 {
		connectEnd = tm.ConnectEnd
		res["connect"] = tm.ConnectEnd - least(dnsEnd, blockedStart)
	}
	sendEnd := 0.0
	if tm.SendEnd >= 0 {
		sendEnd = tm.SendEnd
		res["send"] = math.Max(0, tm.SendEnd-math.Max(math.Max(connectEnd, dnsEnd), blockedStart))
	}
	highest := math.Max(math.Max(math.Max(sendEnd, connectEnd), math.Max(sslEnd, dnsEnd)), math.Max(blockedStart, 0))
	waitEnd := ms(c.resp.Timestamp.Float64() - tm.RequestTime)
	res["wait"] = math.Max(0, waitEnd-highest)
	res["receive"] = math.Max(0, ms(c.endTime-tm.RequestTime)-waitEnd)
	total := 0.0
	for _, k := range []string{"blocked", "dns", "connect", "send", "wait", "receive"} {
		if res[k] > 0 {
			total += res[k]
		}
	}
	return res, total
}
