package importers

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/workspace"
)

// ErrUnsafeXML is returned for an XML document whose DOCTYPE has an
// internal subset (where entities are declared) or names an external DTD,
// or that holds an ENTITY declaration anywhere. Such a document is refused
// as soon as the declaration is read: entity expansion (billion laughs)
// and external entities (XXE) never happen.
var ErrUnsafeXML = errors.New("the XML document declares entities or an external DTD in its DOCTYPE, which is refused")

// jmxMaxElements bounds the elements of a JMeter test plan, checked while
// it is read; their nesting is bounded by MaxDepth, the depth limit every
// import decoder shares.
const jmxMaxElements = 1_000_000

// mapJMeter maps a JMeter test plan (.jmx). The XML is read with
// encoding/xml in strict mode: a DOCTYPE with an internal subset (entity
// declarations) or an external DTD (SYSTEM, PUBLIC) is refused with
// ErrUnsafeXML, no entity beyond the five predefined ones is ever expanded
// (an undeclared one is a syntax error), nothing outside the document is
// ever read, nesting deeper than 256 elements or more than 1,000,000
// elements is refused. The text is UTF-8 whatever the XML declaration
// names (Detect decoded it). Elements with
// enabled="false" are left out as JMeter leaves them out (counted
// disabled_element; a disabled sampler, controller or thread group is also
// named in meta.skipped). The rules:
//
//  1. The TestPlan becomes the root collection (testname, TestPlan.comments
//     as description). Its user defined variables, and every enabled
//     Arguments element anywhere in the plan (JMeter reads them all once,
//     at start), become the root collection's variables in document order,
//     a later definition of a name replacing an earlier one.
//  2. Each thread group becomes a folder whose loadPlan records the suggested
//     load as written: {kind, threads, rampUpSeconds, loops, scheduler} plus
//     durationSeconds and delaySeconds when the scheduler is on. A value
//     written as a number is a JSON number; any other (${__P(threads,10)})
//     is kept as a string, as written. A thread group other than
//     ThreadGroup, SetupThreadGroup and PostThreadGroup (a plugin) records
//     only its kind and is named in meta.skipped. A Test Fragment becomes a
//     folder without a load plan.
//  3. Each HTTP sampler (HTTPSamplerProxy, HTTPSampler, HTTPSampler2)
//     becomes a request named by its testname. Protocol, domain, port and
//     path come from the sampler, missing ones from the HTTP Request
//     Defaults (ConfigTestElement) in scope, the closest winning; the
//     protocol defaults to http, a port that is the protocol's default is
//     left out, an empty path is /. A path that is already an absolute URL,
//     or any path with no domain, is the URL as written. The method is
//     upper-cased; one outside the engine's seven becomes GET and counts
//     unsupported_method.
//  4. Arguments: with postBodyRaw, or when every argument is nameless on a
//     POST, PUT or PATCH, their values joined are a raw body: json when a
//     Content-Type header in scope names json or the text parses, xml when
//     it names xml, text otherwise. Files (HTTPFileArgs) or
//     DO_MULTIPART_POST give a form-data body of the arguments and file
//     parts (src = File.path, key = File.paramname, contentType =
//     File.mimetype; the single HTTPSampler.FILE_NAME of plans older than
//     JMeter 2.4 is read too); a single nameless file and no arguments is a
//     whole-file body, which becomes none and counts file_body. Otherwise
//     POST, PUT and PATCH send the arguments as an x-www-form-urlencoded
//     body, and every other method appends them to the URL's query
//     (percent-encoded, templates kept), mirrored in params. Arguments of
//     the HTTP Request Defaults are added to a sampler that has none of the
//     same name.
//  5. follow_redirects or auto_redirects true sets followRedirects true;
//     both stated false sets it false. A connect or response timeout counts
//     request_timeout, a proxy proxy_config, embedded resource retrieval
//     embedded_resources.
//  6. Header Managers in scope add their headers to every sampler beneath
//     them (same name: the closest manager wins). Authorization Manager
//     entries give the first sampler URL they prefix (closest manager
//     first; an empty URL matches all) basic auth (mechanism BASIC or
//     BASIC_DIGEST) or digest auth (DIGEST, config {username, password,
//     realm, domain}); other samplers inherit. An entry that matches no
//     sampler, or uses KERBEROS, is named in meta.skipped.
//  7. Controllers are flattened: their samplers join the enclosing folder
//     in order (counted controller). Controllers with logic (Loop, If,
//     While, ForEach, Random, Throughput, Runtime, Once Only, Switch,
//     Interleave, Random Order, Critical Section, Module, Include) are
//     named in meta.skipped. A sampler outside any thread group counts
//     sampler_outside_thread_group and stays on its folder.
//  8. CSV Data Sets are named in meta.skipped with their file and
//     variable names (counted csv_data_set); a Cookie Manager is named and
//     counted cookie_manager; other config elements are named and counted
//     config_element; other samplers are named and counted
//     non_http_sampler. Assertions, extractors, pre and post processors,
//     timers and listeners count assertion, extractor, pre_processor,
//     post_processor, timer and listener, with one summary line each in
//     meta.skipped. WorkBench and recorder elements count
//     non_test_element. Any other element counts unknown_element, is
//     named, and whatever it holds is flattened like a controller's.
//  9. ${name} becomes {{name}}; a JMeter function ${__name(...)} is kept as
//     written and counted jmeter_function (also in load plans, which are
//     otherwise kept as written).
func mapJMeter(doc *Document, _ Options) (Tree, error) {
	top, err := jmxParse(doc.Raw)
	if err != nil {
		return Tree{}, err
	}
	if top.name != "jmeterTestPlan" {
		return Tree{}, fmt.Errorf("read the JMeter test plan: the root element is %s, not jmeterTestPlan", top.name)
	}
	m := &jmxMapper{kinds: map[string]map[string]bool{}}
	m.tree.Meta.Format = FormatJMeter
	var items []jmxItem
	if ht := top.child("hashTree"); ht != nil {
		items = jmxItems(ht)
	}
	var plan *jmxItem
	for i := range items {
		if items[i].el.name == "TestPlan" {
			plan = &items[i]
			break
		}
	}
	name, desc := "JMeter test plan", ""
	if plan != nil {
		name = nonEmpty(plan.el.attr("testname"), name)
		desc = plan.el.str("TestPlan.comments")
	}
	m.nCol++
	root := "col-1"
	m.tree.Collections = append(m.tree.Collections, Collection{
		TempID:      root,
		Name:        name,
		Description: desc,
		Auth:        rawJSONOf(map[string]string{"mode": "none"}),
	})
	if plan == nil {
		// No TestPlan element: read the top level as the plan's.
		m.level(items, root, jmxScope{}, false)
	} else {
		if udv := plan.el.prop("TestPlan.user_defined_variables"); udv != nil {
			m.arguments(udv)
		}
		for _, it := range items {
			if it.el == plan.el {
				m.level(jmxItems(it.sub), root, jmxScope{}, false)
			} else {
				m.other(it, root, jmxScope{}, false) // WorkBench and the like
			}
		}
	}
	m.finish()
	return m.tree, nil
}

type jmxMapper struct {
	tree  Tree
	vars  orderedVars
	nCol  int
	nReq  int
	auths []*jmxAuth
	kinds map[string]map[string]bool // counted kind → element names seen
}

// jmxScope is what the config elements above a sampler give it.
type jmxScope struct {
	headers  []pairRow
	defaults jmxDefaults
	auth     []*jmxAuth // closest manager first
}

type jmxDefaults struct {
	protocol, domain, port, path string
	args                         []jmxArg
}

type jmxArg struct {
	name, value string
	useEquals   bool
}

type jmxAuth struct {
	manager   string
	url       string
	username  string
	password  string
	domain    string
	realm     string
	mechanism string
	used      bool
}

// level maps the elements of one hashTree level: its config elements
// first (they apply to everything in scope, wherever they stand), then the
// rest in order.
func (m *jmxMapper) level(items []jmxItem, folder string, scope jmxScope, inThreadGroup bool) {
	scope = m.configure(items, scope)
	for _, it := range items {
		m.other(it, folder, scope, inThreadGroup)
	}
}

// configure reads the enabled config elements among items into a new
// scope.
func (m *jmxMapper) configure(items []jmxItem, scope jmxScope) jmxScope {
	var headers []pairRow
	var auths []*jmxAuth
	defaults := scope.defaults
	for _, it := range items {
		el := it.el
		if el.disabled() {
			continue
		}
		switch el.name {
		case "HeaderManager":
			if list := el.prop("HeaderManager.headers"); list != nil {
				for _, h := range list.children {
					key := m.conv(h.str("Header.name"))
					if key == "" {
						continue
					}
					headers = slices.DeleteFunc(headers, func(x pairRow) bool { return strings.EqualFold(x.Key, key) })
					headers = append(headers, pairRow{Key: key, Value: m.conv(h.str("Header.value")), Enabled: true})
				}
			}
		case "AuthManager":
			if list := el.prop("AuthManager.auth_list"); list != nil {
				for _, a := range list.children {
					e := &jmxAuth{
						manager:   nonEmpty(el.attr("testname"), "HTTP Authorization Manager"),
						url:       m.conv(a.str("Authorization.url")),
						username:  m.conv(a.str("Authorization.username")),
						password:  m.conv(a.str("Authorization.password")),
						domain:    m.conv(a.str("Authorization.domain")),
						realm:     m.conv(a.str("Authorization.realm")),
						mechanism: strings.ToUpper(strings.TrimSpace(a.str("Authorization.mechanism"))),
					}
					auths = append(auths, e)
					m.auths = append(m.auths, e)
				}
			}
		case "ConfigTestElement":
			if !jmxIsHTTPDefaults(el) {
				m.config(el)
				continue
			}
			d := jmxDefaults{
				protocol: el.str("HTTPSampler.protocol"),
				domain:   el.str("HTTPSampler.domain"),
				port:     el.str("HTTPSampler.port"),
				path:     el.str("HTTPSampler.path"),
				args:     jmxArgs(el),
			}
			defaults = defaults.under(d)
		case "Arguments":
			m.arguments(el)
		case "CSVDataSet":
			m.tree.Meta.count("csv_data_set", 1)
			names := strings.Join(strings.FieldsFunc(el.str("variableNames"), func(r rune) bool { return r == ',' || r == ' ' }), ", ")
			if names == "" {
				names = "the columns named by its first line"
			}
			m.tree.Meta.skip(fmt.Sprintf("CSV Data Set %q reads %s into %s: data files are not imported", nonEmpty(el.attr("testname"), "CSV Data Set Config"), nonEmpty(el.str("filename"), "an unnamed file"), names))
		case "CookieManager":
			m.tree.Meta.count("cookie_manager", 1)
			n := 0
			if c := el.prop("CookieManager.cookies"); c != nil {
				n = len(c.children)
			}
			s := fmt.Sprintf("HTTP Cookie Manager %q is not imported: the engine keeps cookies in its own jar", nonEmpty(el.attr("testname"), "HTTP Cookie Manager"))
			if n > 0 {
				s += fmt.Sprintf(" (its %d user-defined cookies are not imported)", n)
			}
			m.tree.Meta.skip(s)
		default:
			if jmxClass(el.name) == "config" {
				m.config(el)
			}
		}
	}
	out := jmxScope{defaults: defaults}
	// Closer headers win over the same name from further out.
	out.headers = slices.Clone(scope.headers)
	for _, h := range headers {
		out.headers = slices.DeleteFunc(out.headers, func(x pairRow) bool { return strings.EqualFold(x.Key, h.Key) })
		out.headers = append(out.headers, h)
	}
	out.auth = append(auths, scope.auth...)
	return out
}

func (m *jmxMapper) config(el *jmxNode) {
	m.tree.Meta.count("config_element", 1)
	m.tree.Meta.skip(fmt.Sprintf("%s %q is not imported", el.name, nonEmpty(el.attr("testname"), el.name)))
}

// other maps one element of a level that is not a config element.
func (m *jmxMapper) other(it jmxItem, folder string, scope jmxScope, inThreadGroup bool) {
	el := it.el
	class := jmxClass(el.name)
	if el.disabled() {
		m.tree.Meta.count("disabled_element", 1)
		switch class {
		case "http", "controller", "threadgroup", "fragment", "sampler":
			m.tree.Meta.skip(fmt.Sprintf("disabled %s %q is not imported", el.name, nonEmpty(el.attr("testname"), el.name)))
		}
		return
	}
	name := nonEmpty(el.attr("testname"), el.name)
	switch class {
	case "config":
		// Read by configure.
	case "threadgroup":
		m.threadGroup(it, folder, scope)
	case "fragment":
		id := m.folder(folder, name, el.str("TestPlan.comments"), nil)
		m.level(jmxItems(it.sub), id, scope, inThreadGroup)
	case "http":
		m.sampler(it, folder, scope, inThreadGroup)
	case "controller":
		m.tree.Meta.count("controller", 1)
		switch el.name {
		case "GenericController", "TransactionController", "RecordingController", "SimpleController":
		case "ModuleController", "IncludeController":
			m.tree.Meta.skip(fmt.Sprintf("%s %q is not imported: it runs another part of the plan or another file", el.name, name))
		default:
			m.tree.Meta.skip(fmt.Sprintf("%s %q: its logic is not imported; the samplers under it are flattened into their folder", el.name, name))
		}
		m.level(jmxItems(it.sub), folder, scope, inThreadGroup)
	case "sampler":
		m.tree.Meta.count("non_http_sampler", 1)
		m.tree.Meta.skip(fmt.Sprintf("%s %q is not an HTTP request and is not imported", el.name, name))
	case "assertion", "extractor", "pre_processor", "post_processor", "timer", "listener":
		m.tree.Meta.count(class, 1)
		if m.kinds[class] == nil {
			m.kinds[class] = map[string]bool{}
		}
		m.kinds[class][el.name] = true
	case "non_test":
		m.tree.Meta.count("non_test_element", 1)
	case "testplan":
		m.tree.Meta.count("unknown_element", 1)
		m.tree.Meta.skip(fmt.Sprintf("a second TestPlan %q is read as part of the first", name))
		m.level(jmxItems(it.sub), folder, scope, inThreadGroup)
	default:
		m.tree.Meta.count("unknown_element", 1)
		m.tree.Meta.skip(fmt.Sprintf("%s %q is not imported; what it holds is flattened into its folder", el.name, name))
		m.level(jmxItems(it.sub), folder, scope, inThreadGroup)
	}
}

func (m *jmxMapper) folder(parent, name, desc string, loadPlan codec.RawMessage) string {
	m.nCol++
	id := "col-" + strconv.Itoa(m.nCol)
	m.tree.Collections = append(m.tree.Collections, Collection{
		TempID: id, ParentTempID: &parent, Name: name, Description: desc,
		Auth:     rawJSONOf(map[string]string{"mode": "none"}),
		LoadPlan: loadPlan,
	})
	return id
}

func (m *jmxMapper) threadGroup(it jmxItem, parent string, scope jmxScope) {
	el := it.el
	m.tree.Meta.count("thread_group", 1)
	name := nonEmpty(el.attr("testname"), el.name)
	var plan []workspace.Member
	add := func(key, text string) {
		if strings.TrimSpace(text) == "" {
			return
		}
		m.countFunctions(text)
		plan = append(plan, workspace.Member{Key: key, Value: jmxNumberOrText(text)})
	}
	plan = append(plan, workspace.Member{Key: "kind", Value: rawJSONOf(el.name)})
	switch el.name {
	case "ThreadGroup", "SetupThreadGroup", "PostThreadGroup":
		add("threads", el.str("ThreadGroup.num_threads"))
		add("rampUpSeconds", el.str("ThreadGroup.ramp_time"))
		if mc := el.prop("ThreadGroup.main_controller"); mc != nil {
			add("loops", mc.str("LoopController.loops"))
		}
		scheduler, stated := el.boolean("ThreadGroup.scheduler")
		if stated {
			plan = append(plan, workspace.Member{Key: "scheduler", Value: rawJSONOf(scheduler)})
		}
		if scheduler {
			add("durationSeconds", el.str("ThreadGroup.duration"))
			add("delaySeconds", el.str("ThreadGroup.delay"))
		}
	default:
		m.tree.Meta.skip(fmt.Sprintf("thread group %q (%s): only its kind is recorded in the load plan", name, el.name))
	}
	id := m.folder(parent, name, el.str("TestPlan.comments"), workspace.Object(plan))
	m.level(jmxItems(it.sub), id, scope, true)
}

func (m *jmxMapper) sampler(it jmxItem, folder string, scope jmxScope, inThreadGroup bool) {
	el := it.el
	if !inThreadGroup {
		m.tree.Meta.count("sampler_outside_thread_group", 1)
	}
	kids := jmxItems(it.sub)
	sc := m.configure(kids, scope)
	d := sc.defaults.under(jmxDefaults{
		protocol: el.str("HTTPSampler.protocol"),
		domain:   el.str("HTTPSampler.domain"),
		port:     el.str("HTTPSampler.port"),
		path:     el.str("HTTPSampler.path"),
	})
	m.nReq++
	name := nonEmpty(el.attr("testname"), "HTTP Request")
	req := Request{
		TempID:           "req-" + strconv.Itoa(m.nReq),
		CollectionTempID: folder,
		Name:             name,
		Description:      el.str("TestPlan.comments"),
	}
	method := strings.TrimSpace(el.str("HTTPSampler.method"))
	if method == "" {
		method = "GET"
	}
	var ok bool
	req.Method, ok = normalizedMethod(method)
	if !ok {
		m.tree.Meta.count("unsupported_method", 1)
	}
	url := m.conv(jmxURL(d))
	headers := slices.Clone(sc.headers)

	args := jmxArgs(el)
	for _, a := range sc.defaults.args {
		if !slices.ContainsFunc(args, func(x jmxArg) bool { return x.name == a.name }) {
			args = append(args, a)
		}
	}
	var files []formField
	if fl := el.prop("HTTPsampler.Files"); fl != nil {
		if list := fl.prop("HTTPFileArgs.files"); list != nil {
			for _, f := range list.children {
				files = append(files, formField{
					Key: m.conv(f.str("File.paramname")), Type: "file", Enabled: true,
					Src: m.conv(f.str("File.path")), ContentType: m.conv(f.str("File.mimetype")),
				})
			}
		}
	}
	if f := el.str("HTTPSampler.FILE_NAME"); len(files) == 0 && strings.TrimSpace(f) != "" {
		// The single file of plans written before JMeter 2.4.
		files = append(files, formField{
			Key: m.conv(el.str("HTTPSampler.FILE_FIELD")), Type: "file", Enabled: true,
			Src: m.conv(f), ContentType: m.conv(el.str("HTTPSampler.mimetype")),
		})
	}
	raw, _ := el.boolean("HTTPSampler.postBodyRaw")
	multipart, _ := el.boolean("HTTPSampler.DO_MULTIPART_POST")
	bodyMethod := req.Method == "POST" || req.Method == "PUT" || req.Method == "PATCH"
	nameless := len(args) > 0 && !slices.ContainsFunc(args, func(a jmxArg) bool { return a.name != "" })
	none := rawJSONOf(map[string]string{"mode": "none"})
	var params []pairRow
	switch {
	case raw || (nameless && bodyMethod):
		var b strings.Builder
		for _, a := range args {
			b.WriteString(a.value)
		}
		content := m.conv(b.String())
		ct := ""
		for _, h := range headers {
			if strings.EqualFold(h.Key, "Content-Type") {
				ct = strings.ToLower(h.Value)
			}
		}
		mode := "text"
		switch {
		case strings.Contains(ct, "json"):
			mode = "json"
		case strings.Contains(ct, "xml"):
			mode = "xml"
		case codec.Valid([]byte(content)):
			mode = "json"
		}
		req.Body = rawJSONOf(bodyContent{Mode: mode, Content: content})
	case len(files) > 0 || multipart:
		if !multipart && len(files) == 1 && files[0].Key == "" && len(args) == 0 {
			m.tree.Meta.count("file_body", 1)
			m.tree.Meta.skip(fmt.Sprintf("request %q sends the file %s as its body, which is not imported", name, files[0].Src))
			req.Body = none
			break
		}
		fields := []formField{}
		for _, a := range args {
			fields = append(fields, formField{Key: m.conv(a.name), Value: m.conv(a.value), Enabled: true})
		}
		fields = append(fields, files...)
		req.Body = rawJSONOf(bodyFields{Mode: "form-data", Fields: fields})
	case bodyMethod && len(args) > 0:
		fields := []formField{}
		for _, a := range args {
			fields = append(fields, formField{Key: m.conv(a.name), Value: m.conv(a.value), Enabled: true})
		}
		req.Body = rawJSONOf(bodyFields{Mode: "x-www-form-urlencoded", Fields: fields})
	default:
		req.Body = none
		if len(args) > 0 {
			base, query, frag := splitURLQuery(url)
			params = queryRows(query)
			var parts []string
			for _, a := range args {
				k, v := m.conv(a.name), m.conv(a.value)
				params = append(params, pairRow{Key: k, Value: v, Enabled: true})
				switch {
				case k == "":
					parts = append(parts, escapeQueryTemplated(v))
				case v == "" && !a.useEquals:
					parts = append(parts, escapeQueryTemplated(k))
				default:
					parts = append(parts, escapeQueryTemplated(k)+"="+escapeQueryTemplated(v))
				}
			}
			if query != "" {
				query += "&"
			}
			url = base + "?" + query + strings.Join(parts, "&") + frag
		}
	}
	if params == nil {
		_, query, _ := splitURLQuery(url)
		params = queryRows(query)
	}
	req.URL = url
	req.Params = marshalPairRows(params)
	req.Headers = marshalPairRows(headers)
	req.Auth = m.authFor(url, sc.auth)

	follow, fStated := el.boolean("HTTPSampler.follow_redirects")
	auto, aStated := el.boolean("HTTPSampler.auto_redirects")
	switch {
	case follow || auto:
		t := true
		req.FollowRedirects = &t
	case fStated && aStated:
		f := false
		req.FollowRedirects = &f
	}
	if strings.TrimSpace(el.str("HTTPSampler.connect_timeout")+el.str("HTTPSampler.response_timeout")) != "" {
		m.tree.Meta.count("request_timeout", 1)
	}
	if strings.TrimSpace(el.str("HTTPSampler.proxyHost")) != "" {
		m.tree.Meta.count("proxy_config", 1)
	}
	if b, _ := el.boolean("HTTPSampler.image_parser"); b {
		m.tree.Meta.count("embedded_resources", 1)
	}
	m.tree.Requests = append(m.tree.Requests, req)
	// What sits under the sampler (assertions, extractors, timers...).
	for _, k := range kids {
		m.other(k, folder, sc, inThreadGroup)
	}
}

// authFor finds the first Authorization Manager entry in scope whose URL
// prefixes url.
func (m *jmxMapper) authFor(url string, auths []*jmxAuth) codec.RawMessage {
	target := jmxStripDefaultPort(url)
	for _, a := range auths {
		if a.mechanism == "KERBEROS" {
			continue
		}
		if a.url != "" && !strings.HasPrefix(target, jmxStripDefaultPort(a.url)) {
			continue
		}
		a.used = true
		if a.mechanism == "DIGEST" {
			var ms []workspace.Member
			for _, kv := range [][2]string{{"username", a.username}, {"password", a.password}, {"realm", a.realm}, {"domain", a.domain}} {
				ms = append(ms, workspace.Member{Key: kv[0], Value: rawJSONOf(kv[1])})
			}
			return rawJSONOf(authConfig{Mode: "digest", Config: workspace.Object(ms)})
		}
		return rawJSONOf(authBasic{Mode: "basic", Username: a.username, Password: a.password})
	}
	return rawJSONOf(map[string]string{"mode": "inherit"})
}

// arguments adds the variables of an Arguments element to the root.
func (m *jmxMapper) arguments(el *jmxNode) {
	list := el.prop("Arguments.arguments")
	if list == nil {
		return
	}
	for _, a := range list.children {
		name := a.str("Argument.name")
		if name == "" {
			continue
		}
		m.vars.set(name, m.conv(a.str("Argument.value")), true)
	}
}

func (m *jmxMapper) finish() {
	labels := []struct{ kind, one, many string }{
		{"assertion", "assertion", "assertions"}, {"extractor", "extractor", "extractors"},
		{"pre_processor", "pre-processor", "pre-processors"}, {"post_processor", "post-processor", "post-processors"},
		{"timer", "timer", "timers"}, {"listener", "listener", "listeners"},
	}
	for _, l := range labels {
		names := m.kinds[l.kind]
		if len(names) == 0 {
			continue
		}
		list := make([]string, 0, len(names))
		for n := range names {
			list = append(list, n)
		}
		sort.Strings(list)
		n := m.tree.Meta.Counts[l.kind]
		what := fmt.Sprintf("%d %s are", n, l.many)
		if n == 1 {
			what = "1 " + l.one + " is"
		}
		m.tree.Meta.skip(fmt.Sprintf("%s not imported (%s)", what, strings.Join(list, ", ")))
	}
	for _, a := range m.auths {
		switch {
		case a.mechanism == "KERBEROS":
			m.tree.Meta.count("unsupported_auth", 1)
			m.tree.Meta.skip(fmt.Sprintf("Authorization Manager %q: the Kerberos credentials for %s are not imported", a.manager, nonEmpty(a.url, "every URL")))
		case !a.used:
			m.tree.Meta.skip(fmt.Sprintf("Authorization Manager %q: the credentials for %s match no imported request", a.manager, nonEmpty(a.url, "every URL")))
		}
	}
	m.tree.Collections[0].Variables = m.vars.raw()
}

// conv turns ${name} into {{name}} and keeps ${__function(...)} as written
// (counted jmeter_function).
func (m *jmxMapper) conv(s string) string {
	if !strings.Contains(s, "${") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		if s[i] != '$' || i+1 >= len(s) || s[i+1] != '{' {
			b.WriteByte(s[i])
			i++
			continue
		}
		end := jmxClosingBrace(s, i+1)
		if end < 0 {
			b.WriteString(s[i:])
			break
		}
		inner := s[i+2 : end]
		switch {
		case strings.HasPrefix(inner, "__"):
			m.tree.Meta.count("jmeter_function", 1)
			b.WriteString(s[i : end+1])
		case inner == "" || strings.ContainsAny(inner, "{}"):
			b.WriteString(s[i : end+1])
		default:
			b.WriteString("{{" + inner + "}}")
		}
		i = end + 1
	}
	return b.String()
}

// countFunctions counts the JMeter functions of a text kept as written.
func (m *jmxMapper) countFunctions(s string) {
	m.tree.Meta.count("jmeter_function", strings.Count(s, "${__"))
}

// jmxClosingBrace finds the } that closes the { at open, or -1.
func jmxClosingBrace(s string, open int) int {
	depth := 0
	for j := open; j < len(s); j++ {
		switch s[j] {
		case '{':
			depth++
		case '}':
			depth--
			if depth == 0 {
				return j
			}
		}
	}
	return -1
}

// under returns d with the non-empty fields of inner replacing its own;
// inner's arguments come first.
func (d jmxDefaults) under(inner jmxDefaults) jmxDefaults {
	out := d
	if inner.protocol != "" {
		out.protocol = inner.protocol
	}
	if inner.domain != "" {
		out.domain = inner.domain
	}
	if inner.port != "" {
		out.port = inner.port
	}
	if inner.path != "" {
		out.path = inner.path
	}
	if len(inner.args) > 0 {
		args := slices.Clone(inner.args)
		for _, a := range d.args {
			if !slices.ContainsFunc(args, func(x jmxArg) bool { return x.name == a.name }) {
				args = append(args, a)
			}
		}
		out.args = args
	}
	return out
}

// jmxURL builds a sampler's URL from its resolved parts (rule 3).
func jmxURL(d jmxDefaults) string {
	p := strings.TrimSpace(d.path)
	lp := strings.ToLower(p)
	if strings.HasPrefix(lp, "http://") || strings.HasPrefix(lp, "https://") {
		return p
	}
	domain := strings.TrimSpace(d.domain)
	if domain == "" {
		return p
	}
	proto := strings.ToLower(strings.TrimSpace(d.protocol))
	if proto == "" {
		proto = "http"
	}
	port := strings.TrimSpace(d.port)
	if (proto == "http" && port == "80") || (proto == "https" && port == "443") {
		port = ""
	}
	u := proto + "://" + domain
	if port != "" {
		u += ":" + port
	}
	switch {
	case p == "":
		u += "/"
	case strings.HasPrefix(p, "/"):
		u += p
	default:
		u += "/" + p
	}
	return u
}

// jmxStripDefaultPort drops :80 from an http URL and :443 from an https
// one, for matching.
func jmxStripDefaultPort(u string) string {
	lu := strings.ToLower(u)
	for _, s := range []struct{ scheme, port string }{{"http://", ":80"}, {"https://", ":443"}} {
		if !strings.HasPrefix(lu, s.scheme) {
			continue
		}
		rest := u[len(s.scheme):]
		end := strings.IndexAny(rest, "/?#")
		if end < 0 {
			end = len(rest)
		}
		if strings.HasSuffix(rest[:end], s.port) {
			return u[:len(s.scheme)] + rest[:end-len(s.port)] + rest[end:]
		}
	}
	return u
}

// jmxArgs reads the HTTPsampler.Arguments of a sampler or defaults
// element.
func jmxArgs(el *jmxNode) []jmxArg {
	args := el.prop("HTTPsampler.Arguments")
	if args == nil {
		return nil
	}
	list := args.prop("Arguments.arguments")
	if list == nil {
		return nil
	}
	var out []jmxArg
	for _, a := range list.children {
		eq, stated := a.boolean("HTTPArgument.use_equals")
		out = append(out, jmxArg{name: a.str("Argument.name"), value: a.str("Argument.value"), useEquals: eq || !stated})
	}
	return out
}

// jmxIsHTTPDefaults tells an HTTP Request Defaults element from the other
// uses of ConfigTestElement.
func jmxIsHTTPDefaults(el *jmxNode) bool {
	if el.attr("guiclass") == "HttpDefaultsGui" {
		return true
	}
	for _, c := range el.children {
		if n := c.attr("name"); strings.HasPrefix(n, "HTTPSampler.") || n == "HTTPsampler.Arguments" {
			return true
		}
	}
	return false
}

// jmxNumberOrText is a JSON number when s is written as one, else the
// string as written.
func jmxNumberOrText(s string) codec.RawMessage {
	t := strings.TrimSpace(s)
	if _, err := strconv.ParseFloat(t, 64); err == nil && codec.Valid([]byte(t)) {
		return codec.RawMessage(t)
	}
	return rawJSONOf(s)
}

// jmxClass sorts an element by its tag name.
func jmxClass(tag string) string {
	switch tag {
	case "TestPlan":
		return "testplan"
	case "TestFragmentController":
		return "fragment"
	case "HTTPSamplerProxy", "HTTPSampler", "HTTPSampler2":
		return "http"
	case "HeaderManager", "AuthManager", "CookieManager", "CSVDataSet", "Arguments", "ConfigTestElement",
		"CacheManager", "DNSCacheManager", "KeystoreConfig", "JDBCDataSource", "LoginConfig",
		"RandomVariableConfig", "CounterConfig", "SimpleConfigElement":
		return "config"
	case "InterleaveControl":
		return "controller"
	case "UserParameters", "RegExUserParameters", "AnchorModifier", "URLRewritingModifier", "SampleTimeout":
		return "pre_processor"
	case "ResultAction":
		return "post_processor"
	case "ResultCollector", "Summariser", "BackendListener", "ResultSaver":
		return "listener"
	case "TestAction":
		return "sampler"
	case "WorkBench", "ProxyControl", "HttpMirrorControl", "NonTestElement":
		return "non_test"
	}
	switch {
	case strings.HasSuffix(tag, "ThreadGroup"):
		return "threadgroup"
	case strings.HasSuffix(tag, "Controller"):
		return "controller"
	case strings.HasSuffix(tag, "Assertion"):
		return "assertion"
	case strings.HasSuffix(tag, "Extractor") || tag == "JSONPostProcessor":
		return "extractor"
	case strings.HasSuffix(tag, "PostProcessor"):
		return "post_processor"
	case strings.HasSuffix(tag, "PreProcessor"):
		return "pre_processor"
	case strings.HasSuffix(tag, "Timer"):
		return "timer"
	case strings.HasSuffix(tag, "Listener") || strings.HasSuffix(tag, "Visualizer"):
		return "listener"
	case strings.HasSuffix(tag, "Sampler"):
		return "sampler"
	case strings.HasSuffix(tag, "Config") || strings.HasSuffix(tag, "DataSet") || strings.HasSuffix(tag, "Manager"):
		return "config"
	}
	return "unknown"
}

func nonEmpty(s, def string) string {
	if strings.TrimSpace(s) == "" {
		return def
	}
	return s
}

// jmxNode is an element of the parsed plan.
type jmxNode struct {
	name     string
	attrs    []xml.Attr
	children []*jmxNode
	text     []byte
}

func (n *jmxNode) attr(name string) string {
	for _, a := range n.attrs {
		if a.Name.Local == name {
			return a.Value
		}
	}
	return ""
}

func (n *jmxNode) disabled() bool { return strings.TrimSpace(n.attr("enabled")) == "false" }

func (n *jmxNode) child(name string) *jmxNode {
	for _, c := range n.children {
		if c.name == name {
			return c
		}
	}
	return nil
}

// prop finds the property named name (stringProp, boolProp, elementProp,
// collectionProp...).
func (n *jmxNode) prop(name string) *jmxNode {
	if n == nil {
		return nil
	}
	for _, c := range n.children {
		if c.attr("name") == name && (strings.HasSuffix(c.name, "Prop") || c.name == "property") {
			return c
		}
	}
	return nil
}

// str is the text of a property, as written.
func (n *jmxNode) str(name string) string {
	if p := n.prop(name); p != nil {
		return string(p.text)
	}
	return ""
}

// boolean reads a boolean property and whether it is stated.
func (n *jmxNode) boolean(name string) (v, stated bool) {
	p := n.prop(name)
	if p == nil {
		return false, false
	}
	b, err := strconv.ParseBool(strings.TrimSpace(string(p.text)))
	return b && err == nil, err == nil
}

// jmxItem is an element of a hashTree and the hashTree of its children.
type jmxItem struct {
	el  *jmxNode
	sub *jmxNode // nil when it has none
}

// jmxItems pairs each element of a hashTree with the hashTree after it.
func jmxItems(ht *jmxNode) []jmxItem {
	if ht == nil {
		return nil
	}
	var out []jmxItem
	for i := 0; i < len(ht.children); i++ {
		c := ht.children[i]
		if c.name == "hashTree" {
			continue
		}
		it := jmxItem{el: c}
		if i+1 < len(ht.children) && ht.children[i+1].name == "hashTree" {
			it.sub = ht.children[i+1]
			i++
		}
		out = append(out, it)
	}
	return out
}

// jmxParse reads the XML of a plan into a tree of elements, refusing
// entity declarations and external DTDs and bounding depth and size.
func jmxParse(raw []byte) (*jmxNode, error) {
	dec := xml.NewDecoder(bytes.NewReader(raw))
	dec.Strict = true
	// Document.Raw is UTF-8 whatever the declaration says.
	dec.CharsetReader = func(_ string, r io.Reader) (io.Reader, error) { return r, nil }
	var stack []*jmxNode
	var root *jmxNode
	elements := 0
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("read the JMeter test plan: %w", err)
		}
		switch t := tok.(type) {
		case xml.Directive:
			d := strings.ToUpper(string(t))
			if strings.HasPrefix(strings.TrimSpace(d), "DOCTYPE") &&
				(strings.Contains(d, "ENTITY") || strings.Contains(d, "SYSTEM") || strings.Contains(d, "PUBLIC") || strings.Contains(d, "[")) {
				return nil, ErrUnsafeXML
			}
			if strings.Contains(d, "ENTITY") {
				return nil, ErrUnsafeXML
			}
		case xml.StartElement:
			elements++
			if elements > jmxMaxElements {
				return nil, fmt.Errorf("read the JMeter test plan: more than %d elements", jmxMaxElements)
			}
			if len(stack) >= MaxDepth {
				return nil, fmt.Errorf("read the JMeter test plan: %w: elements nest deeper than %d levels", ErrDocumentLimit, MaxDepth)
			}
			n := &jmxNode{name: t.Name.Local, attrs: t.Attr}
			if len(stack) == 0 {
				if root != nil {
					return nil, errors.New("read the JMeter test plan: more than one root element")
				}
				root = n
			} else {
				p := stack[len(stack)-1]
				p.children = append(p.children, n)
			}
			stack = append(stack, n)
		case xml.EndElement:
			stack = stack[:len(stack)-1]
		case xml.CharData:
			if len(stack) > 0 {
				top := stack[len(stack)-1]
				top.text = append(top.text, t...)
			}
		}
	}
	if root == nil {
		return nil, errors.New("read the JMeter test plan: no root element")
	}
	return root, nil
}
