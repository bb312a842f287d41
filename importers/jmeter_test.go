package importers

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestJMeterGolden(t *testing.T) {
	t.Parallel()
	for _, in := range ijInputs(t, "jmeter") {
		t.Run(filepath.Base(in), func(t *testing.T) {
			t.Parallel()
			data, err := os.ReadFile(in)
			if err != nil {
				t.Fatal(err)
			}
			tree := ijParse(t, FormatJMeter, data, ijOptions)
			ijCompareGolden(t, ijGoldenPath(in), tree)
		})
	}
}

func TestJMeterCorpusMeta(t *testing.T) {
	t.Parallel()
	want := map[string]struct {
		collections, requests int
		counts                map[string]int
		skipped               int
	}{
		"jmeter-simple-http-request-test-plan.jmx": {2, 1,
			map[string]int{"listener": 1, "thread_group": 1, "unsupported_method": 1}, 1},
		"jmeter-recording-with-think-time.jmx": {2, 0,
			map[string]int{"controller": 1, "cookie_manager": 1, "disabled_element": 1, "listener": 1, "thread_group": 1}, 2},
		"jmeter-functional-testing-01-test-plan.jmx": {2, 0,
			map[string]int{"listener": 1, "thread_group": 1}, 1},
		"jmeter-CSVSample.jmx": {2, 0,
			map[string]int{"controller": 2, "csv_data_set": 2, "listener": 2, "non_http_sampler": 5, "non_test_element": 1, "thread_group": 1}, 10},
		"jmeter-PerformanceTestPlanMemoryThread.jmx": {2, 2,
			map[string]int{"assertion": 4, "controller": 2, "disabled_element": 9, "extractor": 6, "thread_group": 1, "timer": 1}, 6},
		"jmeter-TestCookieManager.jmx": {7, 8,
			map[string]int{"assertion": 12, "cookie_manager": 2, "listener": 2, "non_http_sampler": 2, "non_test_element": 1, "thread_group": 6}, 6},
		"jmeter-Http4ImplPreemptiveBasicAuth.jmx": {7, 6,
			map[string]int{"assertion": 1, "csv_data_set": 4, "listener": 2, "non_test_element": 1, "pre_processor": 2, "thread_group": 6, "timer": 1}, 10},
	}
	for _, in := range ijInputs(t, "jmeter") {
		name := filepath.Base(in)
		w, ok := want[name]
		if !ok {
			t.Errorf("%s has no row in the meta table", name)
			continue
		}
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			data, err := os.ReadFile(in)
			if err != nil {
				t.Fatal(err)
			}
			tree := ijParse(t, FormatJMeter, data, ijOptions)
			if got := [2]int{tree.Meta.Counts["collections"], tree.Meta.Counts["requests"]}; got != [2]int{w.collections, w.requests} {
				t.Errorf("collections, requests: got %v, want %v", got, [2]int{w.collections, w.requests})
			}
			ijCounts(t, tree.Meta, w.counts)
			if len(tree.Meta.Skipped) != w.skipped {
				t.Errorf("skipped: got %q, want %d entries", tree.Meta.Skipped, w.skipped)
			}
			for _, c := range tree.Collections[1:] {
				if c.LoadPlan == nil {
					t.Errorf("thread group folder %q has no load plan", c.Name)
				}
			}
		})
	}
}

// jmxEsc escapes text for an XML attribute or element.
func jmxEsc(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;").Replace(s)
}

// jmxPlanDoc is a test plan named Plan with props on the TestPlan and body
// as its hashTree.
func jmxPlanDoc(props, body string) string {
	return `<?xml version="1.0" encoding="UTF-8"?>
<jmeterTestPlan version="1.2" properties="5.0" jmeter="5.6">
  <hashTree>
    <TestPlan guiclass="TestPlanGui" testclass="TestPlan" testname="Plan" enabled="true">` + props + `</TestPlan>
    <hashTree>` + body + `</hashTree>
  </hashTree>
</jmeterTestPlan>`
}

// jmxEl is an element with its properties and its hashTree of children.
func jmxEl(tag, name, props, children string) string {
	return `<` + tag + ` testclass="` + tag + `" testname="` + jmxEsc(name) + `" enabled="true">` + props + `</` + tag + `><hashTree>` + children + `</hashTree>`
}

func jmxStr(name, value string) string {
	return `<stringProp name="` + name + `">` + jmxEsc(value) + `</stringProp>`
}

func jmxBool(name string, v bool) string {
	if v {
		return `<boolProp name="` + name + `">true</boolProp>`
	}
	return `<boolProp name="` + name + `">false</boolProp>`
}

// jmxTG is a plain thread group holding children.
func jmxTG(children string) string {
	return jmxEl("ThreadGroup", "TG", jmxStr("ThreadGroup.num_threads", "1"), children)
}

// jmxArgsProp is the HTTPsampler.Arguments of name=value pairs.
func jmxArgsProp(pairs ...[2]string) string {
	var b strings.Builder
	b.WriteString(`<elementProp name="HTTPsampler.Arguments" elementType="Arguments"><collectionProp name="Arguments.arguments">`)
	for _, p := range pairs {
		b.WriteString(`<elementProp name="` + jmxEsc(p[0]) + `" elementType="HTTPArgument">` + jmxStr("Argument.name", p[0]) + jmxStr("Argument.value", p[1]) + `</elementProp>`)
	}
	b.WriteString(`</collectionProp></elementProp>`)
	return b.String()
}

// jmxHTTP is an HTTP sampler; props follow the method and path.
func jmxHTTP(name, domain, path, method, props, children string) string {
	return jmxEl("HTTPSamplerProxy", name, jmxStr("HTTPSampler.domain", domain)+jmxStr("HTTPSampler.path", path)+jmxStr("HTTPSampler.method", method)+props, children)
}

func jmxHeaders(name string, pairs ...[2]string) string {
	var b strings.Builder
	b.WriteString(`<collectionProp name="HeaderManager.headers">`)
	for _, p := range pairs {
		b.WriteString(`<elementProp name="" elementType="Header">` + jmxStr("Header.name", p[0]) + jmxStr("Header.value", p[1]) + `</elementProp>`)
	}
	b.WriteString(`</collectionProp>`)
	return jmxEl("HeaderManager", name, b.String(), "")
}

func jmxParseDoc(t *testing.T, doc string) Tree {
	t.Helper()
	return ijParse(t, FormatJMeter, []byte(doc), ijOptions)
}

func jmxRequest(t *testing.T, tree Tree, name string) Request {
	t.Helper()
	for _, r := range tree.Requests {
		if r.Name == name {
			return r
		}
	}
	t.Fatalf("no request %q among %+v", name, tree.Requests)
	return Request{}
}

func TestJMeterSamplerURLs(t *testing.T) {
	t.Parallel()
	defaults := jmxEl("ConfigTestElement", "HTTP Request Defaults",
		jmxStr("HTTPSampler.protocol", "https")+jmxStr("HTTPSampler.domain", "api.example.com")+jmxStr("HTTPSampler.port", "8443")+jmxStr("HTTPSampler.path", "/default"), "")
	cases := []struct {
		name, props, defaults, want string
	}{
		{"domain, port and path", jmxStr("HTTPSampler.protocol", "http") + jmxStr("HTTPSampler.domain", "h") + jmxStr("HTTPSampler.port", "8080") + jmxStr("HTTPSampler.path", "/a"), "", "http://h:8080/a"},
		{"http is the default protocol", jmxStr("HTTPSampler.domain", "h") + jmxStr("HTTPSampler.path", "/a"), "", "http://h/a"},
		{"a default port is left out", jmxStr("HTTPSampler.protocol", "HTTPS") + jmxStr("HTTPSampler.domain", "h") + jmxStr("HTTPSampler.port", "443"), "", "https://h/"},
		{"a path gets its slash", jmxStr("HTTPSampler.domain", "h") + jmxStr("HTTPSampler.path", "a/b?x=1"), "", "http://h/a/b?x=1"},
		{"an absolute path is the URL", jmxStr("HTTPSampler.domain", "ignored") + jmxStr("HTTPSampler.path", "https://other/p"), "", "https://other/p"},
		{"no domain leaves the path as written", jmxStr("HTTPSampler.path", "${url}"), "", "{{url}}"},
		{"defaults fill what is missing", jmxStr("HTTPSampler.path", "/own"), defaults, "https://api.example.com:8443/own"},
		{"the sampler wins over the defaults", jmxStr("HTTPSampler.protocol", "http") + jmxStr("HTTPSampler.domain", "own") + jmxStr("HTTPSampler.port", "80"), defaults, "http://own/default"},
		{"variables become templates", jmxStr("HTTPSampler.domain", "${host}") + jmxStr("HTTPSampler.port", "${port}") + jmxStr("HTTPSampler.path", "/u/${id}"), "", "http://{{host}}:{{port}}/u/{{id}}"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			tree := jmxParseDoc(t, jmxPlanDoc("", c.defaults+jmxTG(jmxEl("HTTPSamplerProxy", "S", c.props, ""))))
			if r := jmxRequest(t, tree, "S"); r.URL != c.want {
				t.Errorf("url: got %q, want %q", r.URL, c.want)
			}
		})
	}
}

func TestJMeterArgumentsAndBodies(t *testing.T) {
	t.Parallel()
	fileArgs := func(files ...[3]string) string {
		var b strings.Builder
		b.WriteString(`<elementProp name="HTTPsampler.Files" elementType="HTTPFileArgs"><collectionProp name="HTTPFileArgs.files">`)
		for _, f := range files {
			b.WriteString(`<elementProp name="` + f[0] + `" elementType="HTTPFileArg">` + jmxStr("File.path", f[0]) + jmxStr("File.paramname", f[1]) + jmxStr("File.mimetype", f[2]) + `</elementProp>`)
		}
		b.WriteString(`</collectionProp></elementProp>`)
		return b.String()
	}
	cases := []struct {
		name, method, props, children string
		url, params, body             string
		counts                        map[string]int
	}{
		{"GET arguments join the query", "GET", jmxArgsProp([2]string{"q", "a b"}, [2]string{"id", "${id}"}), "",
			"http://h/p?x=1&q=a%20b&id={{id}}", `[{"key":"x","value":"1","enabled":true},{"key":"q","value":"a b","enabled":true},{"key":"id","value":"{{id}}","enabled":true}]`,
			`{"mode":"none"}`, nil},
		{"POST arguments are a urlencoded body", "POST", jmxArgsProp([2]string{"user", "${USER}"}, [2]string{"pass", "x&y"}), "",
			"http://h/p?x=1", `[{"key":"x","value":"1","enabled":true}]`,
			`{"mode":"x-www-form-urlencoded","fields":[{"key":"user","value":"{{USER}}","enabled":true},{"key":"pass","value":"x&y","enabled":true}]}`, nil},
		{"a raw body that parses is json", "POST", jmxBool("HTTPSampler.postBodyRaw", true) + jmxArgsProp([2]string{"", `{"a": "${v}"}`}), "",
			"http://h/p?x=1", `[{"key":"x","value":"1","enabled":true}]`,
			`{"mode":"json","content":"{\"a\": \"{{v}}\"}"}`, nil},
		{"a raw body takes its mode from the Content-Type in scope", "PUT", jmxBool("HTTPSampler.postBodyRaw", true) + jmxArgsProp([2]string{"", `<a>${v}</a>`}),
			jmxHeaders("H", [2]string{"Content-Type", "application/xml"}),
			"http://h/p?x=1", `[{"key":"x","value":"1","enabled":true}]`,
			`{"mode":"xml","content":"<a>{{v}}</a>"}`, nil},
		{"nameless arguments on a POST are a raw body", "POST", jmxArgsProp([2]string{"", "plain "}, [2]string{"", "text"}), "",
			"http://h/p?x=1", `[{"key":"x","value":"1","enabled":true}]`,
			`{"mode":"text","content":"plain text"}`, nil},
		{"files make a multipart body", "POST", jmxArgsProp([2]string{"a", "1"}) + fileArgs([3]string{"/data/${f}.png", "upload", "image/png"}), "",
			"http://h/p?x=1", `[{"key":"x","value":"1","enabled":true}]`,
			`{"mode":"form-data","fields":[{"key":"a","value":"1","enabled":true},{"key":"upload","value":"","enabled":true,"type":"file","src":"/data/{{f}}.png","contentType":"image/png"}]}`, nil},
		{"a single nameless file is a file body", "PUT", fileArgs([3]string{"/data/blob.bin", "", ""}), "",
			"http://h/p?x=1", `[{"key":"x","value":"1","enabled":true}]`,
			`{"mode":"none"}`, map[string]int{"file_body": 1}},
		{"the single file of an old plan", "POST", jmxStr("HTTPSampler.FILE_NAME", "/data/a.txt") + jmxStr("HTTPSampler.FILE_FIELD", "doc") + jmxStr("HTTPSampler.mimetype", "text/plain"), "",
			"http://h/p?x=1", `[{"key":"x","value":"1","enabled":true}]`,
			`{"mode":"form-data","fields":[{"key":"doc","value":"","enabled":true,"type":"file","src":"/data/a.txt","contentType":"text/plain"}]}`, nil},
		{"multipart without files", "POST", jmxBool("HTTPSampler.DO_MULTIPART_POST", true) + jmxArgsProp([2]string{"a", "1"}), "",
			"http://h/p?x=1", `[{"key":"x","value":"1","enabled":true}]`,
			`{"mode":"form-data","fields":[{"key":"a","value":"1","enabled":true}]}`, nil},
		{"a method outside the seven is GET", "PROPFIND", "", "",
			"http://h/p?x=1", `[{"key":"x","value":"1","enabled":true}]`, `{"mode":"none"}`, map[string]int{"unsupported_method": 1}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			tree := jmxParseDoc(t, jmxPlanDoc("", jmxTG(jmxHTTP("S", "h", "/p?x=1", c.method, c.props, c.children))))
			r := jmxRequest(t, tree, "S")
			if r.URL != c.url {
				t.Errorf("url: got %q, want %q", r.URL, c.url)
			}
			jsonValueEq(t, "params", r.Params, c.params)
			jsonValueEq(t, "body", r.Body, c.body)
			ijCounts(t, tree.Meta, withThreadGroups(c.counts, 1))
		})
	}
}

// withThreadGroups adds the thread_group count every inline plan has.
func withThreadGroups(m map[string]int, n int) map[string]int {
	out := map[string]int{"thread_group": n}
	for k, v := range m {
		out[k] = v
	}
	return out
}

func TestJMeterDefaultsArgumentsAreAdded(t *testing.T) {
	t.Parallel()
	defaults := jmxEl("ConfigTestElement", "HTTP Request Defaults", jmxStr("HTTPSampler.domain", "h")+jmxArgsProp([2]string{"lang", "en"}, [2]string{"page", "1"}), "")
	tree := jmxParseDoc(t, jmxPlanDoc("", defaults+jmxTG(jmxHTTP("S", "", "/p", "GET", jmxArgsProp([2]string{"page", "2"}), ""))))
	if r := jmxRequest(t, tree, "S"); r.URL != "http://h/p?page=2&lang=en" {
		t.Errorf("url %q", r.URL)
	}
}

func TestJMeterHeaderManagersInScope(t *testing.T) {
	t.Parallel()
	plan := jmxHeaders("plan", [2]string{"User-Agent", "plan"}, [2]string{"Accept", "*/*"}) +
		jmxTG(
			jmxHeaders("group", [2]string{"user-agent", "group"}, [2]string{"X-Token", "${token}"})+
				jmxHTTP("S1", "h", "/", "GET", "", jmxHeaders("own", [2]string{"Accept", "application/json"}))+
				jmxHTTP("S2", "h", "/", "GET", "", ""),
		) +
		jmxEl("ThreadGroup", "other", "", jmxHTTP("S3", "h", "/", "GET", "", ""))
	tree := jmxParseDoc(t, jmxPlanDoc("", plan))
	jsonValueEq(t, "S1 headers", jmxRequest(t, tree, "S1").Headers, `[
		{"key":"user-agent","value":"group","enabled":true},
		{"key":"X-Token","value":"{{token}}","enabled":true},
		{"key":"Accept","value":"application/json","enabled":true}]`)
	jsonValueEq(t, "S2 headers", jmxRequest(t, tree, "S2").Headers, `[
		{"key":"Accept","value":"*/*","enabled":true},
		{"key":"user-agent","value":"group","enabled":true},
		{"key":"X-Token","value":"{{token}}","enabled":true}]`)
	jsonValueEq(t, "S3 headers", jmxRequest(t, tree, "S3").Headers, `[
		{"key":"User-Agent","value":"plan","enabled":true},
		{"key":"Accept","value":"*/*","enabled":true}]`)
}

func TestJMeterAuthorizationManagers(t *testing.T) {
	t.Parallel()
	auth := func(name string, entries ...[4]string) string {
		var b strings.Builder
		b.WriteString(`<collectionProp name="AuthManager.auth_list">`)
		for _, e := range entries {
			b.WriteString(`<elementProp name="" elementType="Authorization">` + jmxStr("Authorization.url", e[0]) +
				jmxStr("Authorization.username", e[1]) + jmxStr("Authorization.password", e[2]) + jmxStr("Authorization.mechanism", e[3]) + `</elementProp>`)
		}
		b.WriteString(`</collectionProp>`)
		return jmxEl("AuthManager", name, b.String(), "")
	}
	plan := auth("outer", [4]string{"", "any", "one", "BASIC"}) +
		jmxTG(
			auth("inner",
				[4]string{"https://secure.example.com:443/api", "${user}", "${pass}", "BASIC_DIGEST"},
				[4]string{"http://digest.example.com/", "d", "p", "DIGEST"},
				[4]string{"http://krb.example.com/", "k", "p", "KERBEROS"},
				[4]string{"http://nowhere.example.com/", "n", "p", ""},
			)+
				jmxEl("HTTPSamplerProxy", "secure", jmxStr("HTTPSampler.protocol", "https")+jmxStr("HTTPSampler.domain", "secure.example.com")+jmxStr("HTTPSampler.path", "/api/v1"), "")+
				jmxHTTP("digest", "digest.example.com", "/x", "GET", "", "")+
				jmxHTTP("kerberos", "krb.example.com", "/", "GET", "", "")+
				jmxHTTP("else", "other.example.com", "/", "GET", "", ""),
		)
	tree := jmxParseDoc(t, jmxPlanDoc("", plan))
	jsonValueEq(t, "secure", jmxRequest(t, tree, "secure").Auth, `{"mode":"basic","username":"{{user}}","password":"{{pass}}"}`)
	jsonValueEq(t, "digest", jmxRequest(t, tree, "digest").Auth, `{"mode":"digest","config":{"username":"d","password":"p","realm":"","domain":""}}`)
	// Kerberos is not mapped, so the outer catch-all entry answers.
	jsonValueEq(t, "kerberos", jmxRequest(t, tree, "kerberos").Auth, `{"mode":"basic","username":"any","password":"one"}`)
	jsonValueEq(t, "else", jmxRequest(t, tree, "else").Auth, `{"mode":"basic","username":"any","password":"one"}`)
	want := []string{
		`Authorization Manager "inner": the Kerberos credentials for http://krb.example.com/ are not imported`,
		`Authorization Manager "inner": the credentials for http://nowhere.example.com/ match no imported request`,
	}
	if diff := cmp.Diff(want, tree.Meta.Skipped); diff != "" {
		t.Errorf("skipped (-want +got):\n%s", diff)
	}
	ijCounts(t, tree.Meta, withThreadGroups(map[string]int{"unsupported_auth": 1}, 1))
}

func TestJMeterVariables(t *testing.T) {
	t.Parallel()
	udv := func(pairs ...[2]string) string {
		var b strings.Builder
		b.WriteString(`<collectionProp name="Arguments.arguments">`)
		for _, p := range pairs {
			b.WriteString(`<elementProp name="` + p[0] + `" elementType="Argument">` + jmxStr("Argument.name", p[0]) + jmxStr("Argument.value", p[1]) + `</elementProp>`)
		}
		b.WriteString(`</collectionProp>`)
		return b.String()
	}
	planProps := `<elementProp name="TestPlan.user_defined_variables" elementType="Arguments">` + udv([2]string{"host", "plan.example.com"}, [2]string{"port", "80"}) + `</elementProp>`
	body := jmxEl("Arguments", "UDV", udv([2]string{"host", "${__P(host,localhost)}"}, [2]string{"base", "http://${host}:${port}"}, [2]string{"", "nameless"}), "") +
		jmxTG(jmxEl("Arguments", "in group", udv([2]string{"user", "u-${__threadNum}"}), "")+
			jmxHTTP("S", "${host}", "/${__UUID()}/${user}", "GET", "", ""))
	tree := jmxParseDoc(t, jmxPlanDoc(planProps, body))
	jsonValueEq(t, "root variables", tree.Collections[0].Variables,
		`{"host":"${__P(host,localhost)}","port":"80","base":"http://{{host}}:{{port}}","user":"u-${__threadNum}"}`)
	if r := jmxRequest(t, tree, "S"); r.URL != "http://{{host}}/${__UUID()}/{{user}}" {
		t.Errorf("url %q", r.URL)
	}
	ijCounts(t, tree.Meta, withThreadGroups(map[string]int{"jmeter_function": 3}, 1))
}

func TestJMeterThreadGroupsBecomeFoldersWithLoadPlans(t *testing.T) {
	t.Parallel()
	loop := func(loops string) string {
		return `<elementProp name="ThreadGroup.main_controller" elementType="LoopController">` + jmxBool("LoopController.continue_forever", false) + jmxStr("LoopController.loops", loops) + `</elementProp>`
	}
	body := jmxEl("ThreadGroup", "plain", jmxStr("ThreadGroup.num_threads", "10")+jmxStr("ThreadGroup.ramp_time", "5")+loop("-1")+jmxBool("ThreadGroup.scheduler", false)+jmxStr("ThreadGroup.duration", "60"), "") +
		jmxEl("ThreadGroup", "scheduled", jmxStr("ThreadGroup.num_threads", "${__P(threads,50)}")+jmxStr("ThreadGroup.ramp_time", "")+loop("3")+jmxBool("ThreadGroup.scheduler", true)+jmxStr("ThreadGroup.duration", "120")+jmxStr("ThreadGroup.delay", "2.5"), "") +
		jmxEl("SetupThreadGroup", "setup", jmxStr("ThreadGroup.num_threads", "1"), "") +
		jmxEl("PostThreadGroup", "teardown", jmxStr("ThreadGroup.num_threads", "1"), "") +
		jmxEl("com.blazemeter.jmeter.threads.concurrency.ConcurrencyThreadGroup", "plugin", jmxStr("TargetLevel", "100"), "") +
		strings.Replace(jmxEl("ThreadGroup", "off", "", jmxHTTP("never", "h", "/", "GET", "", "")), `enabled="true"`, `enabled="false"`, 1) +
		jmxEl("TestFragmentController", "fragment", "", jmxHTTP("in fragment", "h", "/", "GET", "", ""))
	tree := jmxParseDoc(t, jmxPlanDoc("", body))
	plans := map[string]string{}
	for _, c := range tree.Collections[1:] {
		plans[c.Name] = string(c.LoadPlan)
	}
	want := map[string]string{
		"plain":     `{"kind":"ThreadGroup","threads":10,"rampUpSeconds":5,"loops":-1,"scheduler":false}`,
		"scheduled": `{"kind":"ThreadGroup","threads":"${__P(threads,50)}","loops":3,"scheduler":true,"durationSeconds":120,"delaySeconds":2.5}`,
		"setup":     `{"kind":"SetupThreadGroup","threads":1}`,
		"teardown":  `{"kind":"PostThreadGroup","threads":1}`,
		"plugin":    `{"kind":"com.blazemeter.jmeter.threads.concurrency.ConcurrencyThreadGroup"}`,
		"fragment":  ``,
	}
	if diff := cmp.Diff(want, plans); diff != "" {
		t.Errorf("load plans (-want +got):\n%s", diff)
	}
	if len(tree.Requests) != 1 || tree.Requests[0].Name != "in fragment" {
		t.Errorf("requests: %+v", tree.Requests)
	}
	ijCounts(t, tree.Meta, map[string]int{"thread_group": 5, "disabled_element": 1, "jmeter_function": 1, "sampler_outside_thread_group": 1})
	wantSkipped := []string{
		`thread group "plugin" (com.blazemeter.jmeter.threads.concurrency.ConcurrencyThreadGroup): only its kind is recorded in the load plan`,
		`disabled ThreadGroup "off" is not imported`,
	}
	if diff := cmp.Diff(wantSkipped, tree.Meta.Skipped); diff != "" {
		t.Errorf("skipped (-want +got):\n%s", diff)
	}
}

func TestJMeterControllersAreFlattenedAndTheRestCounted(t *testing.T) {
	t.Parallel()
	csv := jmxEl("CSVDataSet", "users", jmxStr("filename", "users.csv")+jmxStr("variableNames", "USER,PASS"), "")
	cookies := jmxEl("CookieManager", "jar", `<collectionProp name="CookieManager.cookies"><elementProp name="a" elementType="Cookie"/></collectionProp>`, "")
	body := csv + cookies + jmxHTTP("outside", "h", "/0", "GET", "", "") +
		jmxTG(
			jmxHTTP("first", "h", "/1", "GET", "", jmxEl("ResponseAssertion", "ok", "", "")+jmxEl("JSONPostProcessor", "id", "", "")+jmxEl("ConstantTimer", "wait", "", ""))+
				jmxEl("TransactionController", "tx", "", jmxHTTP("second", "h", "/2", "GET", "", "")+
					jmxEl("IfController", "if", jmxStr("IfController.condition", "${ok}"), jmxHTTP("third", "h", "/3", "GET", "", "")))+
				jmxEl("JSR223Sampler", "script", "", "")+
				strings.Replace(jmxHTTP("disabled", "h", "/x", "GET", "", ""), `enabled="true"`, `enabled="false"`, 1)+
				jmxEl("com.example.jmeter.Wrapper", "parallel", "", jmxHTTP("fourth", "h", "/4", "GET", "", ""))+
				jmxEl("DNSCacheManager", "dns", "", "")+
				jmxEl("ResultCollector", "tree", "", "")+
				jmxEl("JSR223PreProcessor", "pre", "", ""),
		)
	tree := jmxParseDoc(t, jmxPlanDoc("", body))
	var names []string
	for _, r := range tree.Requests {
		names = append(names, r.Name)
	}
	if diff := cmp.Diff([]string{"outside", "first", "second", "third", "fourth"}, names); diff != "" {
		t.Fatalf("requests in order (-want +got):\n%s", diff)
	}
	if tree.Requests[0].CollectionTempID != "col-1" || tree.Requests[1].CollectionTempID != "col-2" || tree.Requests[4].CollectionTempID != "col-2" {
		t.Errorf("folders: %+v", tree.Requests)
	}
	ijCounts(t, tree.Meta, map[string]int{
		"thread_group": 1, "csv_data_set": 1, "cookie_manager": 1, "sampler_outside_thread_group": 1, "controller": 2,
		"assertion": 1, "extractor": 1, "timer": 1, "non_http_sampler": 1, "disabled_element": 1, "unknown_element": 1,
		"config_element": 1, "listener": 1, "pre_processor": 1,
	})
	wantSkipped := []string{
		`CSV Data Set "users" reads users.csv into USER, PASS: data files are not imported`,
		`HTTP Cookie Manager "jar" is not imported: the engine keeps cookies in its own jar (its 1 user-defined cookies are not imported)`,
		`DNSCacheManager "dns" is not imported`,
		`IfController "if": its logic is not imported; the samplers under it are flattened into their folder`,
		`JSR223Sampler "script" is not an HTTP request and is not imported`,
		`disabled HTTPSamplerProxy "disabled" is not imported`,
		`com.example.jmeter.Wrapper "parallel" is not imported; what it holds is flattened into its folder`,
		`1 assertion is not imported (ResponseAssertion)`,
		`1 extractor is not imported (JSONPostProcessor)`,
		`1 pre-processor is not imported (JSR223PreProcessor)`,
		`1 timer is not imported (ConstantTimer)`,
		`1 listener is not imported (ResultCollector)`,
	}
	if diff := cmp.Diff(wantSkipped, tree.Meta.Skipped); diff != "" {
		t.Errorf("skipped (-want +got):\n%s", diff)
	}
}

func TestJMeterRedirectsAndSettings(t *testing.T) {
	t.Parallel()
	body := jmxTG(
		jmxHTTP("follow", "h", "/", "GET", jmxBool("HTTPSampler.follow_redirects", true)+jmxBool("HTTPSampler.auto_redirects", false), "") +
			jmxHTTP("auto", "h", "/", "GET", jmxBool("HTTPSampler.follow_redirects", false)+jmxBool("HTTPSampler.auto_redirects", true), "") +
			jmxHTTP("never", "h", "/", "GET", jmxBool("HTTPSampler.follow_redirects", false)+jmxBool("HTTPSampler.auto_redirects", false)+jmxStr("HTTPSampler.response_timeout", "5000"), "") +
			jmxHTTP("unstated", "h", "/", "GET", jmxStr("HTTPSampler.proxyHost", "proxy")+jmxBool("HTTPSampler.image_parser", true), ""))
	tree := jmxParseDoc(t, jmxPlanDoc("", body))
	got := map[string]any{}
	for _, r := range tree.Requests {
		if r.FollowRedirects == nil {
			got[r.Name] = nil
		} else {
			got[r.Name] = *r.FollowRedirects
		}
	}
	if diff := cmp.Diff(map[string]any{"follow": true, "auto": true, "never": false, "unstated": nil}, got); diff != "" {
		t.Errorf("followRedirects (-want +got):\n%s", diff)
	}
	ijCounts(t, tree.Meta, withThreadGroups(map[string]int{"request_timeout": 1, "proxy_config": 1, "embedded_resources": 1}, 1))
}

// An XML plan that declares entities is refused before anything is read:
// no billion laughs, no external entity, whatever the entity is used for.
func TestJMeterRefusesEntityDeclarations(t *testing.T) {
	t.Parallel()
	secret := filepath.Join(t.TempDir(), "secret.txt")
	if err := os.WriteFile(secret, []byte("TOP-SECRET-VALUE"), 0o600); err != nil {
		t.Fatal(err)
	}
	plan := func(doctype, domain string) string {
		return `<?xml version="1.0"?>` + doctype + jmxPlanDoc("", jmxTG(`<HTTPSamplerProxy testclass="HTTPSamplerProxy" testname="S" enabled="true"><stringProp name="HTTPSampler.domain">`+domain+`</stringProp></HTTPSamplerProxy><hashTree/>`))[len(`<?xml version="1.0" encoding="UTF-8"?>`):]
	}
	laughs := `<!DOCTYPE jmeterTestPlan [<!ENTITY lol "lol">` +
		`<!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">` +
		`<!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">` +
		`<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">` +
		`<!ENTITY lol9 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">]>`
	cases := []struct {
		name, doc string
		unsafe    bool
	}{
		{"billion laughs", plan(laughs, "&lol9;"), true},
		{"an external entity", plan(`<!DOCTYPE jmeterTestPlan [<!ENTITY xxe SYSTEM "file://`+secret+`">]>`, "&xxe;"), true},
		{"a parameter entity", plan(`<!DOCTYPE jmeterTestPlan [<!ENTITY % p SYSTEM "file://`+secret+`"> %p;]>`, "h"), true},
		{"an external DTD", plan(`<!DOCTYPE jmeterTestPlan SYSTEM "file://`+secret+`">`, "h"), true},
		{"an undeclared entity", plan("", "&xxe;"), false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			_, err := mapJMeter(&Document{Format: FormatJMeter, Raw: []byte(c.doc)}, ijOptions)
			if err == nil {
				t.Fatalf("mapJMeter accepted:\n%s", c.doc)
			}
			if c.unsafe != errors.Is(err, ErrUnsafeXML) {
				t.Errorf("error %v: errors.Is(ErrUnsafeXML) = %v, want %v", err, errors.Is(err, ErrUnsafeXML), c.unsafe)
			}
			tree, perr := Parse([]byte(c.doc), ijOptions)
			if perr == nil {
				t.Errorf("Parse accepted it: %+v", tree)
			}
			for _, e := range []error{err, perr} {
				if e != nil && strings.Contains(e.Error(), "TOP-SECRET") {
					t.Errorf("the error shows the file's content: %v", e)
				}
			}
		})
	}
	t.Run("a plain DOCTYPE is read", func(t *testing.T) {
		t.Parallel()
		tree := jmxParseDoc(t, `<?xml version="1.0"?><!DOCTYPE jmeterTestPlan>`+jmxPlanDoc("", jmxTG(jmxHTTP("S", "h", "/a&b", "GET", "", "")))[len(`<?xml version="1.0" encoding="UTF-8"?>`):])
		if r := jmxRequest(t, tree, "S"); r.URL != "http://h/a&b" {
			t.Errorf("url %q", r.URL)
		}
	})
}

func TestJMeterBoundsAndMalformedPlans(t *testing.T) {
	t.Parallel()
	deep := `<jmeterTestPlan>` + strings.Repeat("<hashTree>", MaxDepth+1) + strings.Repeat("</hashTree>", MaxDepth+1) + `</jmeterTestPlan>`
	wide := `<jmeterTestPlan><hashTree>` + strings.Repeat("<a/>", jmxMaxElements) + `</hashTree></jmeterTestPlan>`
	cases := map[string]string{
		"too deep":          deep,
		"too many elements": wide,
		"not well formed":   `<jmeterTestPlan><hashTree></jmeterTestPlan>`,
		"another root":      `<testPlan/>`,
		"two roots":         `<jmeterTestPlan/><jmeterTestPlan/>`,
		"no element":        `<?xml version="1.0"?>`,
	}
	for name, doc := range cases {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			if _, err := mapJMeter(&Document{Format: FormatJMeter, Raw: []byte(doc)}, ijOptions); err == nil {
				t.Errorf("mapJMeter accepted %.200s", doc)
			}
		})
	}
	t.Run("an empty plan has a root", func(t *testing.T) {
		t.Parallel()
		tree := jmxParseDoc(t, `<?xml version="1.0" encoding="ISO-8859-1"?><jmeterTestPlan version="1.2"><hashTree/></jmeterTestPlan>`)
		if len(tree.Collections) != 1 || tree.Collections[0].Name != "JMeter test plan" {
			t.Errorf("collections: %+v", tree.Collections)
		}
	})
	t.Run("the declared encoding is not used: the text is UTF-8 already", func(t *testing.T) {
		t.Parallel()
		doc := strings.Replace(jmxPlanDoc("", ""), `encoding="UTF-8"`, `encoding="x-unknown"`, 1)
		doc = strings.Replace(doc, `testname="Plan"`, `testname="Plän ✓"`, 1)
		tree, err := mapJMeter(&Document{Format: FormatJMeter, Raw: []byte(doc)}, ijOptions)
		if err != nil {
			t.Fatal(err)
		}
		if tree.Collections[0].Name != "Plän ✓" {
			t.Errorf("name %q", tree.Collections[0].Name)
		}
	})
}

// FuzzJMeter maps arbitrary text as a test plan: it must never panic, and
// a tree it returns must apply.
func FuzzJMeter(f *testing.F) {
	for _, in := range ijInputs(f, "jmeter") {
		data, err := os.ReadFile(in)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte(jmxPlanDoc("", jmxTG(jmxHTTP("S", "${h}", "/${__P(x,${y})}/${", "POST", jmxBool("HTTPSampler.postBodyRaw", true)+jmxArgsProp([2]string{"", `{"a":1}`}), "")))))
	f.Add([]byte(`<!DOCTYPE x [<!ENTITY a "b">]><jmeterTestPlan/>`))
	f.Fuzz(func(t *testing.T, data []byte) {
		tree, err := mapJMeter(&Document{Format: FormatJMeter, Raw: data}, ijOptions)
		if err != nil {
			return
		}
		tree = ijFinish(tree)
		checkTreeApplies(t, tree)
		if _, err := json.Marshal(tree); err != nil {
			t.Fatalf("the tree does not encode: %v", err)
		}
	})
}
