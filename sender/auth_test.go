package sender

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

func TestApplyAuthAppliesEachConcreteMode(t *testing.T) {
	t.Parallel()
	const u = "http://h/p?a=1"
	accept := Header{"Accept", "*/*"}
	tests := []struct {
		name        string
		auth        string
		url         string
		headers     []Header
		wantURL     string
		wantHeaders []Header
	}{
		{"a nil auth adds nothing", ``, u, []Header{accept}, u, []Header{accept}},
		{"a null auth adds nothing", `null`, u, []Header{accept}, u, []Header{accept}},
		{"none adds nothing", `{"mode":"none"}`, u, []Header{accept}, u, []Header{accept}},
		{"noauth adds nothing", `{"mode":"noauth","token":"t"}`, u, []Header{accept}, u, []Header{accept}},
		{"bearer sets Authorization", `{"mode":"bearer","token":"abc.def"}`, u, []Header{accept}, u,
			[]Header{accept, {"Authorization", "Bearer abc.def"}}},
		{"bearer overrides a declared Authorization of any case", `{"mode":"bearer","token":"new"}`, u,
			[]Header{{"authorization", "Bearer old"}, accept, {"AUTHORIZATION", "Basic x"}}, u,
			[]Header{accept, {"Authorization", "Bearer new"}}},
		{"bearer with an empty token adds nothing and keeps the declared header", `{"mode":"bearer","token":""}`, u,
			[]Header{{"Authorization", "Bearer mine"}}, u, []Header{{"Authorization", "Bearer mine"}}},
		{"bearer with a non-string token reads it as empty", `{"mode":"bearer","token":42}`, u, nil, u, nil},
		{"basic encodes username:password", `{"mode":"basic","username":"Aladdin","password":"open sesame"}`, u, nil, u,
			[]Header{{"Authorization", "Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ=="}}},
		{"basic keeps a colon in the password and UTF-8 as bytes", `{"mode":"basic","username":"é","password":"a:b"}`, u, nil, u,
			[]Header{{"Authorization", "Basic w6k6YTpi"}}},
		{"basic with empty credentials is still sent", `{"mode":"basic"}`, u, nil, u,
			[]Header{{"Authorization", "Basic Og=="}}},
		{"basic overrides a declared Authorization", `{"mode":"basic","username":"u","password":"p"}`, u,
			[]Header{{"Authorization", "Bearer x"}, accept}, u, []Header{accept, {"Authorization", "Basic dTpw"}}},
		{"apikey in a header", `{"mode":"apikey","key":"X-Api-Key","value":"s3cr3t","in":"header"}`, u, []Header{accept}, u,
			[]Header{accept, {"X-Api-Key", "s3cr3t"}}},
		{"apikey without in goes in a header", `{"mode":"apikey","key":"X-Api-Key","value":"v"}`, u, nil, u,
			[]Header{{"X-Api-Key", "v"}}},
		{"apikey in a header overrides a same-named header", `{"mode":"apikey","key":"X-Api-Key","value":"new","in":"header"}`, u,
			[]Header{{"x-api-key", "old"}, accept}, u, []Header{accept, {"X-Api-Key", "new"}}},
		{"apikey in the query is appended with &", `{"mode":"apikey","key":"api key","value":"a&b c","in":"query"}`, u, []Header{accept},
			"http://h/p?a=1&api+key=a%26b+c", []Header{accept}},
		{"apikey in the query starts a query", `{"mode":"apikey","key":"k","value":"v","in":"query"}`, "http://h/p#f", nil,
			"http://h/p?k=v#f", nil},
		{"apikey in the query keeps a same-named parameter", `{"mode":"apikey","key":"k","value":"new","in":"query"}`, "http://h/?k=old&raw=%zz", nil,
			"http://h/?k=old&raw=%zz&k=new", nil},
		{"apikey with an empty key adds nothing", `{"mode":"apikey","key":"","value":"v","in":"query"}`, u, nil, u, nil},
		{"oauth2 sends its access token as a bearer", `{"mode":"oauth2","config":{"accessToken":"tok","grantType":"client_credentials"},"credentialsId":"c1"}`, u,
			[]Header{{"Authorization", "Basic old"}}, u, []Header{{"Authorization", "Bearer tok"}}},
		{"oauth2 without a token adds nothing", `{"mode":"oauth2","config":{"grantType":"client_credentials"}}`, u,
			[]Header{{"Authorization", "mine"}}, u, []Header{{"Authorization", "mine"}}},
		{"oauth2 without a config adds nothing", `{"mode":"oauth2"}`, u, nil, u, nil},
		{"oauth2 with an empty token adds nothing", `{"mode":"oauth2","config":{"accessToken":""}}`, u, nil, u, nil},
		{"aws is left to SignAuth", `{"mode":"aws","config":{"accessKey":"a"}}`, u, []Header{accept}, u, []Header{accept}},
		{"digest is left to the send's challenge round", `{"mode":"digest","config":{"username":"u"}}`, u, []Header{accept}, u, []Header{accept}},
		{"ntlm is left to the send's challenge round", `{"mode":"ntlm"}`, u, []Header{accept}, u, []Header{accept}},
		{"oauth1 is left to SignAuth", `{"mode":"oauth1","config":{}}`, u, []Header{accept}, u, []Header{accept}},
		{"hawk is left to SignAuth", `{"mode":"hawk","config":{}}`, u, []Header{accept}, u, []Header{accept}},
		{"edgegrid is left to SignAuth", `{"mode":"edgegrid","config":{}}`, u, []Header{accept}, u, []Header{accept}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			in := append([]Header(nil), tt.headers...)
			gotURL, gotHeaders, err := ApplyAuth(tt.url, in, json.RawMessage(tt.auth))
			if err != nil {
				t.Fatalf("ApplyAuth(%s): %v", tt.auth, err)
			}
			if gotURL != tt.wantURL {
				t.Errorf("ApplyAuth(%s) URL %q, want %q", tt.auth, gotURL, tt.wantURL)
			}
			if diff := cmp.Diff(tt.wantHeaders, gotHeaders, cmpopts.EquateEmpty()); diff != "" {
				t.Errorf("ApplyAuth(%s) headers (-want +got):\n%s", tt.auth, diff)
			}
			if diff := cmp.Diff(tt.headers, in); diff != "" {
				t.Errorf("ApplyAuth changed the caller's headers (-want +got):\n%s", diff)
			}
		})
	}
}

func TestApplyAuthRefusesAuthItCannotSend(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, auth, wantMessage string
	}{
		{"inherit", `{"mode":"inherit"}`, `auth mode "inherit" cannot be sent: a send needs concrete auth`},
		{"an unknown mode", `{"mode":"kerberos"}`, `auth mode "kerberos" cannot be sent: a send needs concrete auth`},
		{"a missing mode", `{"token":"t"}`, "auth.mode must be a string"},
		{"a non-string mode", `{"mode":1}`, "auth.mode must be a string"},
		{"an auth that is not an object", `"bearer"`, "auth must be an object with a mode"},
	}
	for _, tt := range tests {
		t.Run(tt.name+" fails the send as an internal error", func(t *testing.T) {
			t.Parallel()
			headers := []Header{{"Authorization", "mine"}}
			gotURL, gotHeaders, err := ApplyAuth("http://h/", headers, json.RawMessage(tt.auth))
			var se *SendError
			if !errors.As(err, &se) || se.Code != CodeInternal {
				t.Fatalf("ApplyAuth(%s) error %v, want a *SendError %s", tt.auth, err, CodeInternal)
			}
			if se.Message != tt.wantMessage {
				t.Errorf("message %q, want %q", se.Message, tt.wantMessage)
			}
			if gotURL != "http://h/" || !cmp.Equal(headers, gotHeaders) {
				t.Errorf("a failed ApplyAuth changed the request: %q %v", gotURL, gotHeaders)
			}
		})
	}
}
