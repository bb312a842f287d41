package importers

import (
	"fmt"
	"net/url"
	"strconv"
	"strings"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/workspace"
)

// FormatCurl is one or more cURL command lines (detected after the spec's
// table: the text is not a document any row claims).
const FormatCurl = "curl"

// detectCurl reports whether text is cURL command lines: its first
// command's first word (after comment lines and a "$ " prompt) is curl or
// curl.exe.
func detectCurl(text []byte) bool {
	t := strings.TrimLeft(string(text), " \t\r\n")
	for strings.HasPrefix(t, "#") { // comment lines before the command
		_, t, _ = strings.Cut(t, "\n")
		t = strings.TrimLeft(t, " \t\r\n")
	}
	t = strings.TrimPrefix(t, "$ ")
	for _, p := range []string{"curl ", "curl\t", "curl.exe ", "curl\\\n", "curl ^\n"} {
		if strings.HasPrefix(t, p) {
			return true
		}
	}
	return false
}

// curlArgOptions are the options that take a value (long names, and
// their short letters in curlShort). Options not listed are flags.
var curlArgOptions = map[string]bool{
	"--request": true, "--header": true, "--data": true, "--data-ascii": true, "--data-raw": true, "--data-binary": true,
	"--data-urlencode": true, "--json": true, "--form": true, "--form-string": true, "--user": true, "--cookie": true,
	"--url": true, "--user-agent": true, "--referer": true, "--max-redirs": true, "--oauth2-bearer": true, "--aws-sigv4": true,
	"--output": true, "--max-time": true, "--connect-timeout": true, "--write-out": true, "--proxy": true, "--proxy-user": true,
	"--cacert": true, "--capath": true, "--cert": true, "--key": true, "--cert-type": true, "--key-type": true, "--pass": true,
	"--upload-file": true, "--retry": true, "--retry-delay": true, "--retry-max-time": true, "--cookie-jar": true,
	"--dump-header": true, "--resolve": true, "--range": true, "--continue-at": true, "--speed-limit": true, "--speed-time": true,
	"--limit-rate": true, "--config": true, "--interface": true, "--local-port": true, "--trace": true, "--trace-ascii": true,
	"--stderr": true, "--connect-to": true, "--request-target": true, "--variable": true, "--expect100-timeout": true,
	"--ciphers": true, "--unix-socket": true, "--abstract-unix-socket": true, "--netrc-file": true, "--time-cond": true,
	"--max-filesize": true, "--keepalive-time": true, "--happy-eyeballs-timeout-ms": true, "--dns-servers": true, "--doh-url": true,
	"--quote": true, "--telnet-option": true, "--url-query": true, "--mail-from": true, "--mail-rcpt": true, "--hostpubmd5": true,
	"--noproxy": true, "--preproxy": true, "--proxy-header": true, "--socks5": true, "--socks5-hostname": true, "--tls-max": true,
	"--create-file-mode": true, "--output-dir": true, "--ftp-port": true, "--krb": true, "--engine": true, "--crlfile": true,
	"--pinnedpubkey": true, "--sasl-authzid": true, "--login-options": true, "--ech": true, "--etag-save": true, "--etag-compare": true,
}

// curlShort maps short options to long names.
var curlShort = map[byte]string{
	'X': "--request", 'H': "--header", 'd': "--data", 'F': "--form", 'u': "--user", 'b': "--cookie", 'A': "--user-agent",
	'e': "--referer", 'o': "--output", 'm': "--max-time", 'w': "--write-out", 'x': "--proxy", 'U': "--proxy-user",
	'E': "--cert", 'T': "--upload-file", 'c': "--cookie-jar", 'D': "--dump-header", 'r': "--range", 'C': "--continue-at",
	'Y': "--speed-limit", 'y': "--speed-time", 'K': "--config", 'z': "--time-cond", 'Q': "--quote", 't': "--telnet-option",
	'P': "--ftp-port",
	// flags
	'k': "--insecure", 'L': "--location", 'G': "--get", 'I': "--head", 's': "--silent", 'S': "--show-error", 'v': "--verbose",
	'i': "--include", 'f': "--fail", 'N': "--no-buffer", 'O': "--remote-name", 'J': "--remote-header-name", 'g': "--globoff",
	'n': "--netrc", 'q': "--disable", 'j': "--junk-session-cookies", 'Z': "--parallel", '#': "--progress-bar", '0': "--http1.0",
	'4': "--ipv4", '6': "--ipv6", 'l': "--list-only", 'R': "--remote-time", 'a': "--append", 'B': "--use-ascii", 'p': "--proxytunnel",
	'M': "--manual", 'V': "--version", 'h': "--help",
}

// curlOption is one parsed option: its long name and value ("" for a flag).
type curlOption struct{ name, value string }

// curlOptions reads a command's words after curl into options; bare words
// are --url. An option missing its value is dropped.
func curlOptions(words []string) []curlOption {
	var out []curlOption
	for i := 0; i < len(words); i++ {
		w := words[i]
		switch {
		case strings.HasPrefix(w, "--"):
			name := w
			if strings.HasPrefix(name, "--no-") && !curlArgOptions[name] {
				out = append(out, curlOption{name: name})
				continue
			}
			if curlArgOptions[name] {
				if i+1 < len(words) {
					out = append(out, curlOption{name: name, value: words[i+1]})
				}
				i++
				continue
			}
			out = append(out, curlOption{name: name})
		case len(w) > 1 && w[0] == '-':
			// A bundle of short flags, the last one possibly taking a
			// value, attached or as the next word.
			for j := 1; j < len(w); j++ {
				long, ok := curlShort[w[j]]
				if !ok {
					long = "-" + string(w[j])
				}
				if curlArgOptions[long] {
					v := w[j+1:]
					if v == "" {
						if i+1 >= len(words) {
							break
						}
						i++
						v = words[i]
					}
					out = append(out, curlOption{name: long, value: v})
					break
				}
				out = append(out, curlOption{name: long})
			}
		default:
			out = append(out, curlOption{name: "--url", value: w})
		}
	}
	return out
}

// curlRequest is the request one command describes.
type curlRequest struct {
	method, url                 string
	headers                     [][2]string
	data                        []string // -d pieces, joined by &
	binary                      bool     // the data is sent verbatim (--data-binary, --data-raw, --json)
	form                        []codec.RawMessage
	user                        string
	authMode                    string // basic, digest, ntlm, aws, bearer
	awsSigV4, bearer            string
	get, head, insecure, follow bool
	maxRedirs                   int64
	hasMaxRedirs                bool
}

// mapCurl maps cURL command lines: one root collection, a request per
// command.
func mapCurl(doc *Document, opts Options) (Tree, error) {
	var t Tree
	rootName := pmDefaultName(opts.FileName, "cURL import")
	t.Collections = append(t.Collections, Collection{TempID: "c1", Name: rootName, Auth: workspace.Object([]workspace.Member{{Key: "mode", Value: pmQuote("none")}})})
	n := 0
	for _, words := range curlCommands(string(doc.Raw)) {
		if words[0] == "$" {
			words = words[1:]
		}
		if len(words) == 0 || (words[0] != "curl" && words[0] != "curl.exe") {
			if len(words) > 0 {
				t.Meta.count("not_curl", 1)
				t.Meta.skip(fmt.Sprintf("a command line that is not curl (%s) was skipped", curlShorten(words[0])))
			}
			continue
		}
		cr := curlParse(words[1:], &t.Meta)
		switch cr.method {
		case "", "GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS":
		default:
			t.Meta.count("unsupported_method", 1)
			t.Meta.skip(fmt.Sprintf("the method %s is not supported; the request is sent as GET", curlShorten(cr.method)))
			cr.method = "GET"
		}
		if cr.url == "" {
			t.Meta.count("malformed_item", 1)
			t.Meta.skip("a curl command without a URL was skipped")
			continue
		}
		n++
		t.Requests = append(t.Requests, cr.request("r"+strconv.Itoa(n), "c1"))
	}
	if n == 0 {
		return Tree{}, fmt.Errorf("%w (no curl command with a URL was found)", ErrUnknownFormat)
	}
	return t, nil
}

func curlShorten(s string) string {
	if len(s) > 40 {
		return s[:40] + "…"
	}
	return s
}

// curlParse reads one command's options.
func curlParse(words []string, meta *Meta) curlRequest {
	cr := curlRequest{}
	for _, o := range curlOptions(words) {
		switch o.name {
		case "--url":
			if cr.url == "" {
				cr.url = o.value
			} else {
				meta.count("extra_url", 1)
				meta.skip(fmt.Sprintf("a second URL %s in one curl command was not imported", curlShorten(o.value)))
			}
		case "--request":
			cr.method = strings.ToUpper(o.value)
		case "--header":
			k, v, ok := strings.Cut(o.value, ":")
			if !ok {
				if k2, semi := strings.CutSuffix(o.value, ";"); semi {
					cr.headers = append(cr.headers, [2]string{strings.TrimSpace(k2), ""})
				}
				continue
			}
			cr.headers = append(cr.headers, [2]string{strings.TrimSpace(k), strings.TrimSpace(v)})
		case "--data", "--data-ascii", "--data-raw":
			// Literal data is sent as written (curl strips newlines only
			// from a file read with @).
			cr.data = append(cr.data, o.value)
		case "--data-binary":
			cr.data, cr.binary = append(cr.data, o.value), true
		case "--json":
			cr.data, cr.binary = append(cr.data, o.value), true
			if curlHeader(cr.headers, "Content-Type") == "" {
				cr.headers = append(cr.headers, [2]string{"Content-Type", "application/json"})
			}
			if curlHeader(cr.headers, "Accept") == "" {
				cr.headers = append(cr.headers, [2]string{"Accept", "application/json"})
			}
		case "--data-urlencode":
			cr.data = append(cr.data, curlURLEncode(o.value))
		case "--form", "--form-string":
			cr.form = append(cr.form, curlFormField(o.value, o.name == "--form-string"))
		case "--user":
			cr.user = o.value
			if cr.authMode == "" {
				cr.authMode = "basic"
			}
		case "--digest":
			cr.authMode = "digest"
		case "--ntlm":
			cr.authMode = "ntlm"
		case "--basic":
			cr.authMode = "basic"
		case "--aws-sigv4":
			cr.authMode, cr.awsSigV4 = "aws", o.value
		case "--oauth2-bearer":
			cr.authMode, cr.bearer = "bearer", o.value
		case "--cookie":
			if strings.Contains(o.value, "=") {
				cr.headers = append(cr.headers, [2]string{"Cookie", o.value})
			} else {
				meta.count("cookie_file", 1)
				meta.skip(fmt.Sprintf("the cookie file %s was not read", curlShorten(o.value)))
			}
		case "--user-agent":
			cr.headers = append(cr.headers, [2]string{"User-Agent", o.value})
		case "--referer":
			cr.headers = append(cr.headers, [2]string{"Referer", o.value})
		case "--compressed":
			// Nothing to import: every send asks for (Accept-Encoding)
			// and decodes gzip, deflate, br and zstd answers.
		case "--insecure":
			cr.insecure = true
		case "--location", "--location-trusted":
			cr.follow = true
		case "--max-redirs":
			if v, err := strconv.ParseInt(o.value, 10, 64); err == nil && v >= 0 {
				cr.maxRedirs, cr.hasMaxRedirs = min(v, 100), true
			}
		case "--get":
			cr.get = true
		case "--head":
			cr.head = true
		case "--proxy":
			meta.count("proxy_config", 1)
		case "--cert", "--key", "--cacert":
			meta.count("certificate", 1)
		case "--upload-file":
			meta.count("file_body", 1)
			meta.skip(fmt.Sprintf("the upload of %s was not imported", curlShorten(o.value)))
		}
	}
	return cr
}

// curlHeader returns a header's value, "" when absent.
func curlHeader(hs [][2]string, k string) string {
	for _, h := range hs {
		if strings.EqualFold(h[0], k) {
			return h[1]
		}
	}
	return ""
}

// curlURLEncode applies --data-urlencode's forms: name=content,
// =content, content (name@file and @file are kept as written).
func curlURLEncode(v string) string {
	if i := strings.IndexAny(v, "=@"); i >= 0 {
		if v[i] == '@' {
			return v
		}
		if i == 0 {
			return url.QueryEscape(v[1:])
		}
		return v[:i] + "=" + url.QueryEscape(v[i+1:])
	}
	return url.QueryEscape(v)
}

// curlFormField maps -F name=value, name=@file[;type=..][;filename=..],
// name=<file (read as the value: kept as a file part).
func curlFormField(v string, literal bool) codec.RawMessage {
	name, val, _ := strings.Cut(v, "=")
	f := []workspace.Member{{Key: "key", Value: pmQuote(name)}}
	if !literal && (strings.HasPrefix(val, "@") || strings.HasPrefix(val, "<")) {
		parts := strings.Split(val[1:], ";")
		f = append(f, workspace.Member{Key: "value", Value: pmQuote("")},
			workspace.Member{Key: "type", Value: pmQuote("file")},
			workspace.Member{Key: "src", Value: pmQuote(strings.Trim(parts[0], `"`))})
		for _, p := range parts[1:] {
			k, pv, _ := strings.Cut(strings.TrimSpace(p), "=")
			switch k {
			case "type":
				f = append(f, workspace.Member{Key: "contentType", Value: pmQuote(pv)})
			case "filename":
				f = append(f, workspace.Member{Key: "fileName", Value: pmQuote(strings.Trim(pv, `"`))})
			}
		}
		return workspace.Object(f)
	}
	if !literal {
		// name=value;type=text/plain: the attributes are not the value.
		if i := strings.Index(val, ";type="); i >= 0 {
			f = append(f, workspace.Member{Key: "contentType", Value: pmQuote(val[i+len(";type="):])})
			val = val[:i]
		}
		val = strings.Trim(val, `"`)
	}
	return workspace.Object(append(f, workspace.Member{Key: "value", Value: pmQuote(val)}, workspace.Member{Key: "type", Value: pmQuote("text")}))
}

// request builds the tree request.
func (cr curlRequest) request(tempID, collection string) Request {
	raw := cr.url
	if !strings.Contains(raw, "://") {
		raw = "http://" + raw // curl's default scheme
	}
	data := strings.Join(cr.data, "&")
	method := cr.method
	if cr.get && len(cr.data) > 0 {
		sep := "?"
		if strings.Contains(raw, "?") {
			sep = "&"
		}
		raw += sep + data
		data, cr.data = "", nil
	}
	if method == "" {
		switch {
		case cr.head:
			method = "HEAD"
		case len(cr.data) > 0 || len(cr.form) > 0:
			method = "POST"
		default:
			method = "GET"
		}
	}
	raw, _, _ = strings.Cut(raw, "#")
	r := Request{TempID: tempID, CollectionTempID: collection, Method: method, URL: raw}
	base, query, _ := strings.Cut(raw, "?")
	r.Name = method + " " + base
	var params []codec.RawMessage
	if query != "" {
		for _, p := range strings.Split(query, "&") {
			if p == "" {
				continue
			}
			k, v, _ := strings.Cut(p, "=")
			params = append(params, curlRow(formUnescapeLoose(k), formUnescapeLoose(v)))
		}
	}
	if params != nil {
		r.Params = workspace.Array(params)
	}
	var headers []codec.RawMessage
	for _, h := range cr.headers {
		headers = append(headers, curlRow(h[0], h[1]))
	}
	ct := strings.ToLower(curlHeader(cr.headers, "Content-Type"))
	switch {
	case len(cr.form) > 0:
		r.Body = workspace.Object([]workspace.Member{{Key: "mode", Value: pmQuote("form-data")}, {Key: "fields", Value: workspace.Array(cr.form)}})
	case len(cr.data) > 0:
		r.Body = curlBody(data, ct, &headers)
	}
	if headers != nil {
		r.Headers = workspace.Array(headers)
	}
	r.Auth = cr.auth()
	follow := cr.follow
	r.FollowRedirects = &follow
	switch {
	case cr.hasMaxRedirs:
		r.MaxRedirects = &cr.maxRedirs
	case cr.follow:
		fifty := int64(50) // curl's own bound when -L has no --max-redirs
		r.MaxRedirects = &fifty
	}
	if cr.insecure {
		f := false
		r.VerifySSL = &f
	}
	return r
}

// curlBody maps the data by its declared Content-Type; none is curl's
// default, application/x-www-form-urlencoded.
func curlBody(data, ct string, headers *[]codec.RawMessage) codec.RawMessage {
	str := func(mode string) codec.RawMessage {
		return workspace.Object([]workspace.Member{{Key: "mode", Value: pmQuote(mode)}, {Key: "content", Value: pmQuote(data)}})
	}
	switch {
	case strings.Contains(ct, "json"):
		return str("json")
	case strings.Contains(ct, "xml"):
		return str("xml")
	case ct == "" || strings.HasPrefix(ct, "application/x-www-form-urlencoded"):
		var fields []codec.RawMessage
		for _, p := range strings.Split(data, "&") {
			k, v, ok := strings.Cut(p, "=")
			dk, errK := url.QueryUnescape(k)
			dv, errV := url.QueryUnescape(v)
			if !ok || errK != nil || errV != nil || k == "" {
				// Not name=value rows: the text goes as written.
				if ct == "" {
					*headers = append(*headers, curlRow("Content-Type", "application/x-www-form-urlencoded"))
				}
				return str("text")
			}
			fields = append(fields, curlRow(dk, dv))
		}
		return workspace.Object([]workspace.Member{{Key: "mode", Value: pmQuote("x-www-form-urlencoded")}, {Key: "fields", Value: workspace.Array(fields)}})
	}
	return str("text")
}

// auth maps -u with --basic/--digest/--ntlm/--aws-sigv4 and
// --oauth2-bearer; without them the request inherits.
func (cr curlRequest) auth() codec.RawMessage {
	user, pass, _ := strings.Cut(cr.user, ":")
	m := func(mode string, ms ...workspace.Member) codec.RawMessage {
		return workspace.Object(append([]workspace.Member{{Key: "mode", Value: pmQuote(mode)}}, ms...))
	}
	cfg := func(ms ...workspace.Member) workspace.Member {
		return workspace.Member{Key: "config", Value: workspace.Object(ms)}
	}
	s := func(k, v string) workspace.Member { return workspace.Member{Key: k, Value: pmQuote(v)} }
	switch cr.authMode {
	case "basic":
		return m("basic", s("username", user), s("password", pass))
	case "digest", "ntlm":
		return m(cr.authMode, cfg(s("username", user), s("password", pass)))
	case "aws":
		// --aws-sigv4 "aws:amz:region:service"
		parts := strings.Split(cr.awsSigV4, ":")
		region, service := "", ""
		if len(parts) > 2 {
			region = parts[2]
		}
		if len(parts) > 3 {
			service = parts[3]
		}
		return m("aws", cfg(s("accessKey", user), s("secretKey", pass), s("region", region), s("service", service)))
	case "bearer":
		return m("bearer", s("token", cr.bearer))
	}
	return m("inherit")
}

func curlRow(k, v string) codec.RawMessage {
	return workspace.Object([]workspace.Member{{Key: "key", Value: pmQuote(k)}, {Key: "value", Value: pmQuote(v)}, {Key: "enabled", Value: codec.RawMessage("true")}})
}

// formUnescapeLoose percent-decodes s, keeping it as written when an
// escape is malformed.
func formUnescapeLoose(s string) string {
	if d, err := url.QueryUnescape(s); err == nil {
		return d
	}
	return s
}
