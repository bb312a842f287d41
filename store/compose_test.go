package store_test

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/svc-engine/svc-engine/store"
	"github.com/svc-engine/svc-engine/store/storetest"
	"github.com/svc-engine/svc-engine/workspace"
)

func TestComposeLayers(t *testing.T) {
	s := storetest.Open(t)
	plan, err := importTree(t, s, `{"collections":[{"tempId":"root","name":"root"},{"tempId":"leaf","name":"leaf","parentTempId":"root"}],
	  "requests":[{"tempId":"r","collectionTempId":"leaf","name":"r","method":"GET","url":"http://x"}],
	  "environments":[{"tempId":"on","name":"on","isActive":true},{"tempId":"off","name":"off"}],"globals":{"g":"1"}}`)
	if err != nil {
		t.Fatal(err)
	}
	id := plan.IDMap
	deps := workspace.Deps{DefaultHTTPVersion: "auto", Now: 1}
	layers := func(spec workspace.ComposeSpec) (store.ComposeLayers, error) {
		var l store.ComposeLayers
		err := s.View(t.Context(), func(tx *store.Tx) error {
			var err error
			l, err = tx.ComposeLayers(spec, deps)
			return err
		})
		return l, err
	}
	envID := func(l store.ComposeLayers) string {
		if l.Environment == nil {
			return ""
		}
		return l.Environment.ID
	}

	l, err := layers(workspace.ComposeSpec{RequestID: id["r"]})
	if err != nil {
		t.Fatal(err)
	}
	if l.Request.ID != id["r"] || len(l.Chain) != 2 || l.Chain[0].ID != id["root"] || l.Chain[1].ID != id["leaf"] || envID(l) != id["on"] || string(l.Globals) != `{"g":"1"}` {
		t.Errorf("stored request: request %s, chain %+v, environment %q, globals %s", l.Request.ID, l.Chain, envID(l), l.Globals)
	}
	if l, err = layers(workspace.ComposeSpec{RequestID: id["r"], Env: workspace.EnvChoice{Set: true, ID: id["off"]}}); err != nil || envID(l) != id["off"] {
		t.Errorf("a chosen environment: %q, %v; want %s", envID(l), err, id["off"])
	}
	if l, err = layers(workspace.ComposeSpec{RequestID: id["r"], Env: workspace.EnvChoice{Set: true}}); err != nil || l.Environment != nil {
		t.Errorf("no environment: %q, %v", envID(l), err)
	}
	var fe *workspace.FieldError
	if _, err = layers(workspace.ComposeSpec{RequestID: id["r"], Env: workspace.EnvChoice{Set: true, ID: "env_gone"}}); !errors.As(err, &fe) || fe.Field != "environmentId" {
		t.Errorf("an environment that is not live: err %v, want a *FieldError on environmentId", err)
	}
	if _, err = layers(workspace.ComposeSpec{RequestID: "req_gone"}); !errors.Is(err, workspace.ErrNotFound) {
		t.Errorf("a request that is not live: err %v, want workspace.ErrNotFound", err)
	}

	inline := workspace.Patch{"method": json.RawMessage(`"POST"`), "url": json.RawMessage(`"http://y"`), "id": json.RawMessage(`"req_mine"`)}
	if l, err = layers(workspace.ComposeSpec{Inline: inline}); err != nil || l.Chain != nil || l.Request.CollectionID != store.InlineCollection || l.Request.ID == "req_mine" {
		t.Errorf("inline request: collection %q, chain %+v, id %s, err %v", l.Request.CollectionID, l.Chain, l.Request.ID, err)
	}
	inline["collectionId"] = json.RawMessage(`"` + id["leaf"] + `"`)
	if l, err = layers(workspace.ComposeSpec{Inline: inline}); err != nil || len(l.Chain) != 2 {
		t.Errorf("inline request in a stored collection: chain %+v, err %v", l.Chain, err)
	}
	inline["collectionId"] = json.RawMessage(`"col_gone"`)
	if _, err = layers(workspace.ComposeSpec{Inline: inline}); !errors.As(err, &fe) || fe.Field != "request.collectionId" {
		t.Errorf("inline request in no live collection: err %v, want a *FieldError on request.collectionId", err)
	}
	inline["collectionId"], inline["method"] = json.RawMessage(`"`+id["leaf"]+`"`), json.RawMessage(`"BREW"`)
	if _, err = layers(workspace.ComposeSpec{Inline: inline}); !errors.As(err, &fe) || fe.Field != "request.method" {
		t.Errorf("invalid inline request: err %v, want a *FieldError on request.method", err)
	}
}
