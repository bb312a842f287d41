package importers

import (
	"strconv"
	"strings"

	"github.com/svc-engine/svc-engine/sender"
	"github.com/svc-engine/svc-engine/workspace"
)

// CurlInput is a request to write as a cURL command line.
type CurlInput struct {
	Method  string
	URL     string
	Headers [][2]string // in order, repeats kept
	// Body is sent with --data-raw (exact bytes, no @file reading);
	// HasBody says there is one, even empty.
	Body    string
	HasBody bool
	Form    []CurlFormPart // a form-data body, -F per part (Body is not used)
	// User is -u user:password; AuthOption precedes it (--digest,
	// --ntlm, --aws-sigv4 aws:amz:REGION:SERVICE; empty for basic).
	User, AuthOption string
	Insecure         bool // -k
	Follow           bool // -L
	MaxRedirects     int  // --max-redirs with Follow (curl's default is 50)
}

// CurlFormPart is one -F part: a text value or a file path.
type CurlFormPart struct {
	Key, Value  string
	File        bool // Value is a path, sent as @path
	ContentType string
}

// CurlCommand writes in as a bash cURL command, one option per line joined
// by backslash continuations, every value single-quoted.
func CurlCommand(in CurlInput) string {
	parts := []string{"curl"}
	method := strings.ToUpper(in.Method)
	implied := "GET"
	if in.HasBody || len(in.Form) > 0 {
		implied = "POST"
	}
	if method == "HEAD" {
		parts = append(parts, "--head")
	} else if method != "" && method != implied {
		parts = append(parts, "-X "+method)
	}
	parts = append(parts, curlQuote(in.URL))
	for _, h := range in.Headers {
		if h[1] == "" {
			parts = append(parts, "-H "+curlQuote(h[0]+";"))
			continue
		}
		parts = append(parts, "-H "+curlQuote(h[0]+": "+h[1]))
	}
	if in.User != "" || in.AuthOption != "" {
		if in.AuthOption != "" {
			parts = append(parts, in.AuthOption)
		}
		parts = append(parts, "-u "+curlQuote(in.User))
	}
	switch {
	case len(in.Form) > 0:
		for _, f := range in.Form {
			v := f.Key + "="
			if f.File {
				v += "@" + f.Value
			} else {
				v += f.Value
			}
			if f.ContentType != "" {
				v += ";type=" + f.ContentType
			}
			flag := "-F "
			if !f.File && f.ContentType == "" && (strings.HasPrefix(f.Value, "@") || strings.HasPrefix(f.Value, "<")) {
				flag, v = "--form-string ", f.Key+"="+f.Value
			}
			parts = append(parts, flag+curlQuote(v))
		}
	case in.HasBody:
		parts = append(parts, "--data-raw "+curlQuote(in.Body))
	}
	if in.Insecure {
		parts = append(parts, "-k")
	}
	if in.Follow {
		parts = append(parts, "-L")
		if in.MaxRedirects >= 0 && in.MaxRedirects != 50 {
			parts = append(parts, "--max-redirs "+strconv.Itoa(in.MaxRedirects))
		}
	}
	return strings.Join(parts, " \\\n  ")
}

// curlQuote single-quotes s for bash ('\” for a quote inside).
func curlQuote(s string) string {
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// CurlInputOf is the cURL form of a composed request (variables resolved,
// auth concrete): its payload and auth applied as a send applies them.
// Basic, digest, ntlm and aws auth become curl's own options (-u with
// --digest, --ntlm, --aws-sigv4), so curl answers the challenge or signs
// itself; oauth1, hawk and edgegrid are signed now (the command is valid
// as long as the server accepts that timestamp).
func CurlInputOf(r sender.Request) (CurlInput, error) {
	p, err := sender.BuildPayload(r.Method, r.Body)
	if err != nil {
		return CurlInput{}, err
	}
	url, headers := sender.ApplyPayload(r, p)
	in := CurlInput{Method: r.Method, Insecure: !r.VerifySSL, Follow: r.FollowRedirects, MaxRedirects: r.MaxRedirects}
	auth := r.Auth
	cfg := func(k string) string {
		ms, _ := workspace.Members(r.Auth)
		c, _ := workspace.Members(pmGet(ms, "config"))
		return pmStr(pmGet(c, k))
	}
	switch mode := sender.AuthMode(r.Auth); mode {
	case "basic":
		ms, _ := workspace.Members(r.Auth)
		in.User, auth = pmStr(pmGet(ms, "username"))+":"+pmStr(pmGet(ms, "password")), nil
	case "digest", "ntlm":
		in.User, in.AuthOption, auth = cfg("username")+":"+cfg("password"), "--"+mode, nil
		if d := cfg("domain"); d != "" && mode == "ntlm" {
			in.User = d + `\` + in.User
		}
	case "aws":
		region, service := cfg("region"), cfg("service")
		if region == "" {
			region = "us-east-1"
		}
		if service == "" {
			service = "execute-api"
		}
		in.User, in.AuthOption, auth = cfg("accessKey")+":"+cfg("secretKey"), "--aws-sigv4 "+curlQuote("aws:amz:"+region+":"+service), nil
		if tok := cfg("sessionToken"); tok != "" {
			headers = append(headers, sender.Header{Key: "X-Amz-Security-Token", Value: tok})
		}
	}
	if url, headers, err = sender.ApplyAuth(url, headers, auth); err != nil {
		return CurlInput{}, err
	}
	if url, headers, err = sender.SignAuth(url, headers, auth, sender.Signing{Method: r.Method, Body: p.Body, Streamed: p.Multipart != nil}); err != nil {
		return CurlInput{}, err
	}
	in.URL = url
	for _, h := range headers {
		in.Headers = append(in.Headers, [2]string{h.Key, h.Value})
	}
	switch {
	case p.Multipart != nil:
		in.Headers = curlDropHeader(in.Headers, "Content-Type") // curl writes its own boundary
		ms, _ := workspace.Members(r.Body)
		fields, _ := workspace.Elements(pmGet(ms, "fields"))
		for _, f := range fields {
			fm, err := workspace.Members(f)
			if err != nil {
				continue
			}
			if on, ok := workspace.Bool(pmGet(fm, "enabled")); ok && !on {
				continue
			}
			part := CurlFormPart{Key: pmStr(pmGet(fm, "key")), Value: pmStr(pmGet(fm, "value")), ContentType: pmStr(pmGet(fm, "contentType"))}
			if pmStr(pmGet(fm, "type")) == "file" {
				part.File, part.Value = true, pmStr(pmGet(fm, "src"))
			}
			in.Form = append(in.Form, part)
		}
	case !p.NoBody:
		in.Body, in.HasBody = string(p.Body), true
	}
	return in, nil
}

func curlDropHeader(hs [][2]string, k string) [][2]string {
	var out [][2]string
	for _, h := range hs {
		if !strings.EqualFold(h[0], k) {
			out = append(out, h)
		}
	}
	return out
}

// CurlInputOfSent is the cURL form of a request as it went over the wire
// (a history entry's trace): its method, URL, headers and body; the
// headers the engine adds itself for the wire (Host of the URL,
// Content-Length) are left to curl.
func CurlInputOfSent(s sender.Sent) CurlInput {
	in := CurlInput{Method: s.Method, URL: s.URL, Body: s.Body, HasBody: s.Body != ""}
	for _, h := range s.Headers {
		if strings.EqualFold(h.Key, "Content-Length") || strings.EqualFold(h.Key, "Transfer-Encoding") || strings.EqualFold(h.Key, "Host") {
			continue
		}
		in.Headers = append(in.Headers, [2]string{h.Key, h.Value})
	}
	return in
}
