package workspace

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
)

// planOf plans the tree given as JSON against base.
func planOf(t *testing.T, tree string, base ImportBase) (ImportPlan, error) {
	t.Helper()
	p, err := DecodePatch(json.RawMessage(tree))
	if err != nil {
		t.Fatalf("decode tree: %v", err)
	}
	return PlanImport(p, base, Deps{DefaultHTTPVersion: "auto", Now: 1700000000000})
}

func TestPlanImportMintsIDsAndAssignsOrders(t *testing.T) {
	parent := "col_parent"
	tree := `{"parentId":"col_parent",
	 "collections":[{"tempId":"c2","name":"child","parentTempId":"c1"},{"tempId":"c1","name":"top"},{"tempId":"c3","name":"second","order":7}],
	 "requests":[{"tempId":"r1","collectionTempId":"c2","name":"a","method":"GET","url":"http://x/a"},
	             {"tempId":"r2","collectionTempId":"c2","name":"b","method":"GET","url":"http://x/b",
	              "examples":[{"name":"ok","status":200},{"name":"bad","status":500}]}],
	 "environments":[{"tempId":"e1","name":"dev","variables":{"h":"x"}}],
	 "globals":{"new":"1","kept":"imported"}}`
	plan, err := planOf(t, tree, ImportBase{ParentID: &parent, ParentExists: true, NextOrder: 4, Globals: json.RawMessage(`{"kept":"stored","old":"2"}`)})
	if err != nil {
		t.Fatalf("plan: %v", err)
	}
	// Parents first: c1 is planned before its child c2 although listed after it.
	var names []string
	for _, c := range plan.Collections {
		names = append(names, c.Row.Name)
	}
	if got := strings.Join(names, ","); got != "top,child,second" {
		t.Errorf("collections planned in order %s, want top,child,second", got)
	}
	top, child, second := plan.Collections[0].Row, plan.Collections[1].Row, plan.Collections[2].Row
	if top.ParentID == nil || *top.ParentID != parent || top.Order != 4 {
		t.Errorf("top: parent %v order %d, want %s and the stored append point 4", top.ParentID, top.Order, parent)
	}
	if child.ParentID == nil || *child.ParentID != top.ID || child.Order != 0 {
		t.Errorf("child: parent %v order %d, want the minted %s and 0", child.ParentID, child.Order, top.ID)
	}
	if second.Order != 7 {
		t.Errorf("second: order %d, want the stated 7", second.Order)
	}
	if plan.IDMap["c1"] != top.ID || plan.IDMap["c2"] != child.ID || !strings.HasPrefix(top.ID, "col_") || top.ID == child.ID {
		t.Errorf("idMap %v does not map the tempIds to distinct minted ids", plan.IDMap)
	}
	if len(plan.Requests) != 2 || plan.Requests[0].Row.Order != 0 || plan.Requests[1].Row.Order != 1 || plan.Requests[1].Row.CollectionID != child.ID {
		t.Fatalf("requests %+v: want orders 0 and 1 in %s", plan.Requests, child.ID)
	}
	exs := plan.Requests[1].Examples
	if len(exs) != 2 || exs[0].Row.Order != 0 || exs[1].Row.Order != 1 || exs[1].Row.RequestID != plan.IDMap["r2"] {
		t.Errorf("examples %+v: want orders 0 and 1 of request %s", exs, plan.IDMap["r2"])
	}
	if exs[1].Item != "requests[1] (tempId r2).examples[1]" {
		t.Errorf("example item %q", exs[1].Item)
	}
	if len(plan.Environments) != 1 || plan.IDMap["e1"] != plan.Environments[0].Row.ID {
		t.Errorf("environments %+v, idMap %v", plan.Environments, plan.IDMap)
	}
	want := map[string]int{"collections": 3, "requests": 2, "examples": 2, "environments": 1}
	for k, n := range want {
		if plan.Counts[k] != n {
			t.Errorf("counts[%s] = %d, want %d (counts %v)", k, plan.Counts[k], n, plan.Counts)
		}
	}
	if plan.Globals == nil {
		t.Fatal("globals not planned")
	}
	var g map[string]string
	if err := json.Unmarshal(plan.Globals.Variables, &g); err != nil || g["kept"] != "imported" || g["old"] != "2" || g["new"] != "1" {
		t.Errorf("globals %s: want imported names to win and stored ones kept", plan.Globals.Variables)
	}
}

func TestPlanImportCountsOnlyWhatItCreates(t *testing.T) {
	plan, err := planOf(t, `{"collections":[{"tempId":"c","name":"c"}],"requests":[{"tempId":"r","collectionTempId":"c","name":"r","method":"GET","url":"http://x"}]}`, ImportBase{NextOrder: 2})
	if err != nil {
		t.Fatalf("plan: %v", err)
	}
	if _, ok := plan.Counts["examples"]; ok {
		t.Errorf("counts %v name examples, none were created", plan.Counts)
	}
	if plan.Globals != nil || plan.Collections[0].Row.ParentID != nil || plan.Collections[0].Row.Order != 2 {
		t.Errorf("plan %+v: want a root collection at the append point 2 and globals unchanged", plan)
	}
}

func TestPlanImportRefusals(t *testing.T) {
	parent := "col_p"
	cases := []struct {
		name, tree string
		base       ImportBase
		item       string // the *ItemError's item; "" for a top-level *FieldError
		field      string
	}{
		{"collections not an array", `{"collections":{}}`, ImportBase{}, "", "collections"},
		{"parentId not a string", `{"parentId":3}`, ImportBase{}, "", "parentId"},
		{"parentId not live", `{"parentId":"col_p"}`, ImportBase{ParentID: &parent}, "", "parentId"},
		{"missing tempId", `{"collections":[{"name":"a"}]}`, ImportBase{}, "collections[0]", "tempId"},
		{"tempId twice", `{"collections":[{"tempId":"a","name":"a"}],"environments":[{"tempId":"a","name":"e"}]}`, ImportBase{}, "environments[0]", "tempId"},
		{"unknown parentTempId", `{"collections":[{"tempId":"a","name":"a","parentTempId":"zz"}]}`, ImportBase{}, "collections[0]", "parentTempId"},
		{"parent cycle", `{"collections":[{"tempId":"a","name":"a","parentTempId":"b"},{"tempId":"b","name":"b","parentTempId":"a"}]}`, ImportBase{}, "collections[1]", "parentTempId"},
		{"request outside the tree", `{"requests":[{"tempId":"r","collectionTempId":"nope","name":"r","method":"GET","url":"http://x"}]}`, ImportBase{}, "requests[0] (tempId r)", "collectionTempId"},
		{"invalid request", `{"collections":[{"tempId":"c","name":"c"}],"requests":[{"tempId":"r","collectionTempId":"c","name":"r","method":"BREW","url":"http://x"}]}`, ImportBase{}, "requests[0] (tempId r)", "method"},
		{"too many examples", `{"collections":[{"tempId":"c","name":"c"}],"requests":[{"tempId":"r","collectionTempId":"c","name":"r","method":"GET","url":"http://x","examples":[` + strings.Repeat(`{"name":"x"},`, MaxExamplesPerRequest) + `{"name":"x"}]}]}`, ImportBase{}, "requests[0] (tempId r)", "examples"},
		{"spec not stored", `{"collections":[{"tempId":"c","name":"c","openapi":{"specId":"spec_x"}}]}`, ImportBase{}, "collections[0] (tempId c)", "openapi.specId"},
		{"globals not an object", `{"globals":[1]}`, ImportBase{Globals: json.RawMessage("{}")}, "", "globals"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := planOf(t, c.tree, c.base)
			var item *ItemError
			switch {
			case c.item == "" && errors.As(err, &item):
				t.Fatalf("err %v names item %s, want a top-level refusal", err, item.Item)
			case c.item != "" && (!errors.As(err, &item) || item.Item != c.item):
				t.Fatalf("err %v, want an *ItemError for %s", err, c.item)
			}
			var fe *FieldError
			if !errors.As(err, &fe) || fe.Field != c.field {
				t.Fatalf("err %v, want a *FieldError on %s", err, c.field)
			}
		})
	}
}

func TestPlanImportAcceptsAStoredSpec(t *testing.T) {
	plan, err := planOf(t, `{"collections":[{"tempId":"c","name":"c","openapi":{"specId":"spec_x"}}]}`, ImportBase{SpecHashes: map[string]string{"spec_x": "h1"}})
	if err != nil {
		t.Fatalf("plan: %v", err)
	}
	if !strings.Contains(string(plan.Collections[0].Row.OpenAPI), `"specHash":"h1"`) {
		t.Errorf("openapi %s: want the stored spec hash filled in", plan.Collections[0].Row.OpenAPI)
	}
}
