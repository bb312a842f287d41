package scenario

import (
	"maps"
	"slices"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/scripting"
	"github.com/svc-engine/svc-engine/sender"
	"github.com/svc-engine/svc-engine/workspace"
)

func rowVariables(r Row) *scripting.Variables {
	return &scripting.Variables{Names: slices.Clone(r.Names), Values: maps.Clone(r.Values)}
}

func cloneVariables(v *scripting.Variables) *scripting.Variables {
	out := &scripting.Variables{Names: slices.Clone(v.Names), Values: maps.Clone(v.Values)}
	if out.Values == nil {
		out.Values = map[string]string{}
	}
	return out
}

// object renders a scope as a JSON object in its name order (names no
// longer set are left out, values set without a name come last).
func object(v *scripting.Variables) codec.RawMessage {
	ms := make([]workspace.Member, 0, len(v.Values))
	seen := make(map[string]bool, len(v.Values))
	for _, n := range v.Names {
		if val, ok := v.Values[n]; ok && !seen[n] {
			seen[n] = true
			ms = append(ms, workspace.Member{Key: n, Value: workspace.Quote(val)})
		}
	}
	rest := make([]string, 0)
	for k := range v.Values {
		if !seen[k] {
			rest = append(rest, k)
		}
	}
	slices.Sort(rest)
	for _, k := range rest {
		ms = append(ms, workspace.Member{Key: k, Value: workspace.Quote(v.Values[k])})
	}
	return workspace.Object(ms)
}

// scopes are one session's variables (a plain run has one session, a load
// run one per virtual user). Scripts change them in place.
//
// Composing layers, lowest first: globals, the request's collection chain
// as stored, collection variables changed by scripts, the environment, the
// iteration's data row, the scenario's variables overrides, then
// pm.variables (locals).
type scopes struct {
	globals, env, coll, data, locals *scripting.Variables
	collInit                         map[string]string // collection variables as the run began, to tell script changes apart
	overrides                        sender.Vars
}

func (s *scopes) clone() *scopes {
	return &scopes{globals: cloneVariables(s.globals), env: cloneVariables(s.env), coll: cloneVariables(s.coll),
		data: cloneVariables(s.data), locals: cloneVariables(s.locals), collInit: s.collInit, overrides: s.overrides}
}

// composeInput builds the compose layers for a request under chain.
func (s *scopes) composeInput(req workspace.Request, chain []workspace.Collection) sender.ComposeInput {
	in := sender.ComposeInput{Request: req, Chain: chain, Globals: sender.Vars(s.globals.Values), Environment: sender.Vars(s.env.Values)}
	var changed sender.Vars
	for k, v := range s.coll.Values {
		if init, ok := s.collInit[k]; !ok || init != v {
			if changed == nil {
				changed = sender.Vars{}
			}
			changed[k] = v
		}
	}
	if changed != nil {
		// A collection with only variables: no auth (transparent) and no
		// elements, so it changes nothing but the layering.
		vars, _ := codec.MarshalHTMLSafe(changed)
		in.Chain = append(chain[:len(chain):len(chain)], workspace.Collection{ID: "scripts", Variables: vars})
	}
	in.Extra = []sender.Vars{sender.Vars(s.data.Values)}
	if len(s.overrides) > 0 {
		in.Extra = append(in.Extra, s.overrides)
	}
	in.Extra = append(in.Extra, sender.Vars(s.locals.Values))
	return in
}
