package loadcore_test

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/svc-engine/svc-engine/loadcore"
	"github.com/svc-engine/svc-engine/sender"
	"github.com/svc-engine/svc-engine/workspace"
)

func TestParseTargetOptionsAppliesWhatThePlanStates(t *testing.T) {
	base := sender.Request{FollowRedirects: true, MaxRedirects: 10, HTTPVersion: "auto", VerifySSL: true}
	cases := []struct {
		plan string
		want sender.Request
	}{
		{`{"mode":"iterations"}`, base},
		{`{"followRedirects":null,"maxRedirects":null,"httpVersion":null,"verifySSL":null}`, base},
		{`{"followRedirects":false,"maxRedirects":3,"httpVersion":"http2","verifySSL":false}`, sender.Request{MaxRedirects: 3, HTTPVersion: "http2"}},
		{`{"maxRedirects":1000}`, sender.Request{FollowRedirects: true, MaxRedirects: loadcore.MaxRedirects, HTTPVersion: "auto", VerifySSL: true}},
		{`{"maxRedirects":-4,"httpVersion":"http1.1"}`, sender.Request{FollowRedirects: true, MaxRedirects: 0, HTTPVersion: "http1.1", VerifySSL: true}},
	}
	for _, c := range cases {
		t.Run(c.plan, func(t *testing.T) {
			o, err := loadcore.ParseTargetOptions(json.RawMessage(c.plan))
			if err != nil {
				t.Fatal(err)
			}
			got := base
			o.Apply(&got)
			if got.FollowRedirects != c.want.FollowRedirects || got.MaxRedirects != c.want.MaxRedirects || got.HTTPVersion != c.want.HTTPVersion || got.VerifySSL != c.want.VerifySSL {
				t.Errorf("got %+v, want %+v", got, c.want)
			}
		})
	}
}

func TestParseTargetOptionsRefusals(t *testing.T) {
	for plan, field := range map[string]string{
		`[1]`:                       "body",
		`{"followRedirects":"yes"}`: "followRedirects",
		`{"maxRedirects":1.5}`:      "maxRedirects",
		`{"httpVersion":"http3"}`:   "httpVersion",
		`{"httpVersion":2}`:         "httpVersion",
		`{"verifySSL":0}`:           "verifySSL",
	} {
		_, err := loadcore.ParseTargetOptions(json.RawMessage(plan))
		var fe *workspace.FieldError
		if !errors.As(err, &fe) || fe.Field != field {
			t.Errorf("%s: err %v, want a *workspace.FieldError on %s", plan, err, field)
		}
	}
}

func TestStatesSamplePeriod(t *testing.T) {
	for plan, want := range map[string]bool{
		`{"successSamplePeriod":5}`:    true,
		`{"successSamplePeriod":null}`: false,
		`{"mode":"iterations"}`:        false,
	} {
		if got := loadcore.StatesSamplePeriod(json.RawMessage(plan)); got != want {
			t.Errorf("%s: %v, want %v", plan, got, want)
		}
	}
}
