package importers

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// curlSummary is one imported request in a line: method, URL, body mode
// and content, auth, headers, and the redirect and TLS settings.
func curlSummary(t testing.TB, r Request) string {
	t.Helper()
	var b struct {
		Mode    string `json:"mode"`
		Content string `json:"content"`
		Fields  []struct {
			Key, Value, Type, Src string
		} `json:"fields"`
	}
	if r.Body != nil {
		if err := json.Unmarshal(r.Body, &b); err != nil {
			t.Fatal(err)
		}
	}
	var body strings.Builder
	body.WriteString(b.Mode)
	if b.Content != "" {
		body.WriteString(" " + b.Content)
	}
	for _, f := range b.Fields {
		body.WriteString(" [" + f.Key + "=" + f.Value)
		if f.Type == "file" {
			body.WriteString("@" + f.Src)
		}
		body.WriteString("]")
	}
	var hs []struct{ Key, Value string }
	if r.Headers != nil {
		_ = json.Unmarshal(r.Headers, &hs)
	}
	var hl []string
	for _, h := range hs {
		hl = append(hl, h.Key+": "+h.Value)
	}
	s := r.Method + " " + r.URL + " | " + body.String() + " | " + string(r.Auth) + " | " + strings.Join(hl, "; ")
	if r.FollowRedirects != nil && *r.FollowRedirects {
		s += " | follow"
	}
	if r.VerifySSL != nil && !*r.VerifySSL {
		s += " | insecure"
	}
	return s
}

func TestCurlCorpusImportsEveryCommand(t *testing.T) {
	t.Parallel()
	want := map[string][]string{
		"stripe-create-customer.sh": {`POST https://api.stripe.com/v1/customers | x-www-form-urlencoded [name=Jenny Rosen] [email=jennyrosen@example.com] | {"mode":"basic","username":"sk_test_4eC39HqLyjWDarjtT1zdp7dc","password":""} | `},
		"github-create-issue.sh":    {`POST https://api.github.com/repos/OWNER/REPO/issues | text {"title":"Found a bug","body":"I'm having a problem with this.","assignees":["octocat"],"milestone":1,"labels":["bug"]} | {"mode":"inherit"} | Accept: application/vnd.github+json; Authorization: Bearer <YOUR-TOKEN>; X-GitHub-Api-Version: 2022-11-28; Content-Type: application/x-www-form-urlencoded | follow`},
		"twilio-send-sms.sh":        {`POST https://api.twilio.com/2010-04-01/Accounts/$TWILIO_ACCOUNT_SID/Messages.json | x-www-form-urlencoded [Body=Hi there] [From=+15557122661] [To=+15558675310] | {"mode":"basic","username":"$TWILIO_ACCOUNT_SID","password":"$TWILIO_AUTH_TOKEN"} | `},
		"openai-chat.sh":            {"POST https://api.openai.com/v1/chat/completions | json {\n    \"model\": \"gpt-4o\",\n    \"messages\": [\n      {\n        \"role\": \"user\",\n        \"content\": \"Hello!\"\n      }\n    ]\n  } | {\"mode\":\"inherit\"} | Content-Type: application/json; Authorization: Bearer $OPENAI_API_KEY"},
		"slack-post-message.sh":     {`POST https://slack.com/api/chat.postMessage | json {"channel":"C123ABC456","text":"I hope the tour went well, Mr. Wonka."} | {"mode":"inherit"} | Authorization: Bearer xoxb-1234; Content-type: application/json; charset=utf-8`},
		"elasticsearch-search.sh":   {"GET http://localhost:9200/my-index-000001/_search?pretty | json \n{\n  \"query\": {\n    \"term\": {\n      \"user.id\": \"kimchy\"\n    }\n  }\n}\n | {\"mode\":\"inherit\"} | Content-Type: application/json"},
		"mailgun-send.sh":           {`POST https://api.mailgun.net/v3/YOUR_DOMAIN_NAME/messages | form-data [from=Excited User <mailgun@YOUR_DOMAIN_NAME>] [to=YOU@YOUR_DOMAIN_NAME] [subject=Hello] [text=Testing some Mailgun awesomeness!] [attachment=@files/cartman.jpg] | {"mode":"basic","username":"api","password":"YOUR_API_KEY"} | `},
		"curl-manual-json.sh": {
			`POST https://example.com | json {"drink": "coffe"} | {"mode":"inherit"} | Content-Type: application/json; Accept: application/json`,
			`POST https://example.com | json @prepared | {"mode":"inherit"} | Content-Type: application/json; Accept: application/json`,
		},
		"curl-manual-misc.sh": {
			`HEAD https://example.com/ |  | {"mode":"inherit"} | `,
			`GET https://example.com/page |  | {"mode":"inherit"} | Cookie: session=abc; theme=dark; User-Agent: Mozilla/5.0; Referer: https://ref.example/ | follow`,
			`GET https://example.com/search?q=search term&lang=en+us |  | {"mode":"inherit"} | `,
			`GET https://example.com/protected |  | {"mode":"digest","config":{"username":"alice","password":"secret"}} | `,
			`GET https://abc.execute-api.us-east-1.amazonaws.com/prod/items |  | {"mode":"aws","config":{"accessKey":"AKIA","secretKey":"SECRET","region":"us-east-1","service":"execute-api"}} | `,
			`GET https://api.example.com/me |  | {"mode":"bearer","token":"mF_9.B5f-4.1JqM"} | `,
		},
		"chrome-copy-as-curl-bash.sh": {`POST http://127.0.0.1:8080/api/items?page=2 | json {"name":"café 'latte'","note":"line1\nline2"} | {"mode":"inherit"} | Accept: application/json, text/plain, */*; Accept-Language: en-US,en;q=0.9; Connection: keep-alive; Content-Type: application/json; Cookie: sid=s%3Aabc.def; csrftoken=xyz; Origin: http://127.0.0.1:8080; Referer: http://127.0.0.1:8080/; User-Agent: Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36 | insecure`},
		"chrome-copy-as-curl-cmd.cmd": {`POST http://127.0.0.1:8080/api/items?page=2 | json {"name":"café 'latte'"} | {"mode":"inherit"} | Accept: application/json, text/plain, */*; Content-Type: application/json; Cookie: sid=s%3Aabc.def; csrftoken=xyz | insecure`},
	}
	files, _ := filepath.Glob("testdata/curl/*")
	if len(files) != len(want) {
		t.Errorf("%d corpus files, %d expectations", len(files), len(want))
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			t.Parallel()
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			tree := ijParse(t, FormatCurl, data, Options{ImportEnvironments: true, ImportScripts: true})
			var got []string
			for _, r := range tree.Requests {
				got = append(got, curlSummary(t, r))
			}
			if diff := cmp.Diff(want[filepath.Base(f)], got); diff != "" {
				t.Errorf("requests (-want +got):\n%s", diff)
			}
		})
	}
}

func TestCurlShellQuoting(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, text string
		want       [][]string
	}{
		{"single quotes are literal", `curl 'a b\n' "c"`, [][]string{{"curl", `a b\n`, "c"}}},
		{"double quotes keep only \\\" \\\\ \\$ escapes", `curl "a \"q\" \\ \$x \n"`, [][]string{{"curl", `a "q" \ $x \n`}}},
		{"ANSI-C quoting", `curl $'it\'s\x41\u00e9\n'`, [][]string{{"curl", "it'sAé\n"}}},
		{"adjacent quoted parts make one word", `curl a'b'"c"d`, [][]string{{"curl", "abcd"}}},
		{"backslash-newline continues", "curl a \\\n  b", [][]string{{"curl", "a", "b"}}},
		{"newline and ; and && split commands", "curl a\ncurl b; curl c && curl d", [][]string{{"curl", "a"}, {"curl", "b"}, {"curl", "c"}, {"curl", "d"}}},
		{"a quoted newline stays in the word", "curl -d '{\n}' u", [][]string{{"curl", "-d", "{\n}", "u"}}},
		{"a comment ends at the line", "# note\ncurl a # trailing\ncurl b", [][]string{{"curl", "a"}, {"curl", "b"}}},
		{"a pipe's program is not curl's", "curl a | jq .", [][]string{{"curl", "a"}}},
		{"cmd: ^ escapes and continues", "curl ^\"a b^\" ^\n -H ^\"x: ^%y^\"", [][]string{{"curl", "a b", "-H", "x: %y"}}},
		{"cmd: \\\" inside quotes", `curl "{\"a\":1}" ^` + "\n" + `-k`, [][]string{{"curl", `{"a":1}`, "-k"}}},
		{"cmd: ^ then an empty line is a newline", "curl ^\"a^\n\nb^\"", [][]string{{"curl", "a\nb"}}},
		{"an unclosed quote takes the rest", `curl 'abc`, [][]string{{"curl", "abc"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			if diff := cmp.Diff(tt.want, curlCommands(tt.text)); diff != "" {
				t.Errorf("curlCommands(%q) (-want +got):\n%s", tt.text, diff)
			}
		})
	}
}

func TestCurlOptions(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		cmd  string
		want string
	}{
		{"-XPOST and bundled flags", `curl -sSLXPOST -H'A: 1' u`, `POST http://u | x-www-form-urlencoded... `},
		{"data makes a POST; -G puts it in the query", `curl -G -d a=1 -d b=2 http://h/p?x=0`, `GET http://h/p?x=0&a=1&b=2 |  | {"mode":"inherit"} | `},
		{"literal -d and --data-binary keep newlines", "curl -d $'a=1\\n2' --data-binary $'\\nz' -H 'Content-Type: text/plain' http://h", "POST http://h | text a=1\n2&\nz | {\"mode\":\"inherit\"} | Content-Type: text/plain"},
		{"a header without a value and with ;", `curl -H 'X-Empty;' -H 'Bad' http://h`, `GET http://h |  | {"mode":"inherit"} | X-Empty: `},
		{"-u without --basic is basic", `curl -u 'u:p' --ntlm http://h`, `GET http://h |  | {"mode":"ntlm","config":{"username":"u","password":"p"}} | `},
		{"-F value attributes", `curl -F 'a=1;type=text/plain' -F "b=<note.txt" --form-string 'c=@literal' http://h`, `POST http://h | form-data [a=1] [b=@note.txt] [c=@literal] | {"mode":"inherit"} | `},
		{"an explicit method wins", `curl -X put -d x=1 http://h`, `PUT http://h | x-www-form-urlencoded [x=1] | {"mode":"inherit"} | `},
		{"a fragment is not sent", `curl 'http://h/p#frag'`, `GET http://h/p |  | {"mode":"inherit"} | `},
		{"--compressed adds nothing: every send asks for and decodes compressed answers", `curl --compressed --data-ascii 'a=1' -b 'k=v' http://h`, `POST http://h | x-www-form-urlencoded [a=1] | {"mode":"inherit"} | Cookie: k=v`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			tree := ijParse(t, FormatCurl, []byte(tt.cmd), Options{ImportEnvironments: true, ImportScripts: true})
			if len(tree.Requests) != 1 {
				t.Fatalf("%d requests, want 1", len(tree.Requests))
			}
			got := curlSummary(t, tree.Requests[0])
			if strings.HasSuffix(tt.want, "... ") {
				if !strings.HasPrefix(got, strings.Split(tt.want, " | ")[0]) {
					t.Errorf("got %s, want it to start with %s", got, strings.Split(tt.want, " | ")[0])
				}
				return
			}
			if got != tt.want {
				t.Errorf("\n got %s\nwant %s", got, tt.want)
			}
		})
	}
}

func TestCurlDetectionComesAfterTheTable(t *testing.T) {
	t.Parallel()
	for _, text := range []string{"curl http://h", "  $ curl -X GET http://h", "curl ^\n \"http://h\"", "curl.exe http://h"} {
		doc, err := Detect([]byte(text))
		if err != nil || doc.Format != FormatCurl {
			t.Errorf("Detect(%q) = %v, %v; want curl", text, doc, err)
		}
	}
	for _, text := range []string{"curling is a sport", "wget http://h", `{"curl":"http://h"}`} {
		if _, err := Detect([]byte(text)); err == nil {
			t.Errorf("Detect(%q) claimed a document", text)
		}
	}
	if _, err := Parse([]byte("curl -s -k"), Options{}); err == nil {
		t.Error("a curl command without a URL was imported")
	}
}

func FuzzCurlParse(f *testing.F) {
	files, _ := filepath.Glob("testdata/curl/*")
	for _, p := range files {
		b, _ := os.ReadFile(p)
		f.Add(b)
	}
	f.Add([]byte(`curl $'\u12' "a\` + "\n" + `b" -F x=@ -H: -u: --url`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if !strings.HasPrefix(string(data), "curl") {
			data = append([]byte("curl "), data...)
		}
		tree, err := Parse(data, Options{ImportEnvironments: true, ImportScripts: true})
		if err != nil {
			return
		}
		checkTreeApplies(t, tree)
	})
}
