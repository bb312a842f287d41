package workspace

import (
	"bytes"
	"encoding/json"
	"errors"
	"testing"
	"time"
)

func TestParseComposeSpec(t *testing.T) {
	cases := []struct {
		body  string
		want  ComposeSpec
		field string // the refused member; "" when accepted
	}{
		{`{"requestId":"req_1"}`, ComposeSpec{RequestID: "req_1"}, ""},
		{`{"requestId":"req_1","environmentId":null,"timeoutMs":1500}`, ComposeSpec{RequestID: "req_1", Env: EnvChoice{Set: true}, Timeout: 1500 * time.Millisecond}, ""},
		{`{"requestId":"req_1","environmentId":""}`, ComposeSpec{RequestID: "req_1", Env: EnvChoice{Set: true}}, ""},
		{`{"requestId":"req_1","environmentId":"env_2","variables":{"a":"1"}}`, ComposeSpec{RequestID: "req_1", Env: EnvChoice{Set: true, ID: "env_2"}, Variables: json.RawMessage(`{"a":"1"}`)}, ""},
		{`{"request":{"method":"GET","url":"http://x"}}`, ComposeSpec{Inline: Patch{"method": json.RawMessage(`"GET"`), "url": json.RawMessage(`"http://x"`)}}, ""},
		{`{}`, ComposeSpec{}, "requestId"},
		{`{"requestId":"r","request":{}}`, ComposeSpec{}, "request"},
		{`{"requestId":""}`, ComposeSpec{}, "requestId"},
		{`{"requestId":7}`, ComposeSpec{}, "requestId"},
		{`{"request":[1]}`, ComposeSpec{}, "request"},
		{`{"requestId":"r","timeoutMs":0}`, ComposeSpec{}, "timeoutMs"},
		{`{"requestId":"r","timeoutMs":3600001}`, ComposeSpec{}, "timeoutMs"},
		{`{"requestId":"r","variables":"a"}`, ComposeSpec{}, "variables"},
		{`{"requestId":"r","environmentId":3}`, ComposeSpec{}, "environmentId"},
	}
	for _, c := range cases {
		t.Run(c.body, func(t *testing.T) {
			p, err := DecodePatch(json.RawMessage(c.body))
			if err != nil {
				t.Fatal(err)
			}
			got, err := ParseComposeSpec(p)
			if c.field != "" {
				var fe *FieldError
				if !errors.As(err, &fe) || fe.Field != c.field {
					t.Fatalf("err %v, want a *FieldError on %s", err, c.field)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			gb, _ := json.Marshal(got)
			wb, _ := json.Marshal(c.want)
			if !bytes.Equal(gb, wb) {
				t.Errorf("got %s, want %s", gb, wb)
			}
		})
	}
}
