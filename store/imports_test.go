package store_test

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/svc-engine/svc-engine/store"
	"github.com/svc-engine/svc-engine/store/storetest"
	"github.com/svc-engine/svc-engine/workspace"
)

func importTree(t *testing.T, s *store.Store, tree string) (workspace.ImportPlan, error) {
	t.Helper()
	p, err := workspace.DecodePatch(json.RawMessage(tree))
	if err != nil {
		t.Fatalf("decode tree: %v", err)
	}
	return s.Import(t.Context(), p, workspace.Deps{DefaultHTTPVersion: "auto", Now: 1700000000000})
}

func TestImportWritesThePlanUnderAStoredParent(t *testing.T) {
	s := storetest.Open(t)
	if _, err := importTree(t, s, `{"collections":[{"tempId":"p","name":"parent"},{"tempId":"q","name":"sibling"}],"globals":{"a":"stored"}}`); err != nil {
		t.Fatalf("first import: %v", err)
	}
	var parentID string
	err := s.View(t.Context(), func(tx *store.Tx) error {
		cs, err := tx.Collections()
		for _, c := range cs {
			if c.Name == "parent" {
				parentID = c.ID
			}
		}
		return err
	})
	if err != nil || parentID == "" {
		t.Fatalf("the first import's parent is not stored (err %v)", err)
	}
	plan, err := importTree(t, s, `{"parentId":"`+parentID+`","collections":[{"tempId":"c","name":"c"}],
	  "requests":[{"tempId":"r","collectionTempId":"c","name":"r","method":"GET","url":"http://x","examples":[{"name":"ok","status":200}]}],
	  "environments":[{"tempId":"e","name":"dev"}],"globals":{"b":"imported"}}`)
	if err != nil {
		t.Fatalf("second import: %v", err)
	}
	err = s.View(t.Context(), func(tx *store.Tx) error {
		r, err := tx.Request(plan.IDMap["r"])
		if err != nil {
			return err
		}
		if r.CollectionID != plan.IDMap["c"] {
			t.Errorf("request in %s, want %s", r.CollectionID, plan.IDMap["c"])
		}
		chain, err := tx.CollectionChain(r.CollectionID)
		if err != nil {
			return err
		}
		if len(chain) != 2 || chain[0].ID != parentID {
			t.Errorf("chain %+v: want the imported collection under %s", chain, parentID)
		}
		xs, err := tx.Examples(r.ID)
		if err != nil {
			return err
		}
		if len(xs) != 1 {
			t.Errorf("%d examples stored, want 1", len(xs))
		}
		if _, err := tx.Environment(plan.IDMap["e"]); err != nil {
			return err
		}
		g, err := tx.Globals()
		if err != nil {
			return err
		}
		var vars map[string]string
		if err := json.Unmarshal(g.Variables, &vars); err != nil || vars["a"] != "stored" || vars["b"] != "imported" {
			t.Errorf("globals %s: want the stored a kept and the imported b added", g.Variables)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

func TestImportAppendsAfterStoredRoots(t *testing.T) {
	s := storetest.Open(t)
	if _, err := importTree(t, s, `{"collections":[{"tempId":"a","name":"a"},{"tempId":"b","name":"b","order":5}]}`); err != nil {
		t.Fatal(err)
	}
	plan, err := importTree(t, s, `{"collections":[{"tempId":"c","name":"c"}]}`)
	if err != nil {
		t.Fatal(err)
	}
	if got := plan.Collections[0].Row.Order; got != 6 {
		t.Errorf("a new root collection takes order %d, want 6 (one past the stored 5)", got)
	}
}

func TestImportRefusedWritesNothing(t *testing.T) {
	s := storetest.Open(t)
	_, err := importTree(t, s, `{"collections":[{"tempId":"c","name":"c"}],
	  "requests":[{"tempId":"r","collectionTempId":"c","name":"r","method":"GET","url":"http://x"}],
	  "environments":[{"tempId":"e","name":""}]}`)
	var item *workspace.ItemError
	if !errors.As(err, &item) || item.Item != "environments[0] (tempId e)" {
		t.Fatalf("err %v, want the refusal of environments[0]", err)
	}
	err = s.View(t.Context(), func(tx *store.Tx) error {
		cs, err := tx.Collections()
		if len(cs) != 0 {
			t.Errorf("%d collections stored by a refused import, want none", len(cs))
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
}
