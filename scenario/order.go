package scenario

import (
	"iter"
	"strings"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/sender"
	"github.com/svc-engine/svc-engine/workspace"
)

// Tree is what a collection run reads from the store, in one snapshot.
type Tree struct {
	// Chain is the run root's collection chain, root first, the run root
	// (the collection, or the folder run) last.
	Chain []workspace.Collection
	// Collections are live collections, at least every one beneath the
	// run root, in the ordering rule (order, createdAt, id).
	Collections []workspace.Collection
	// Requests are the live requests by collection id, each list in the
	// ordering rule.
	Requests map[string][]workspace.Request
}

// Item is one request of the run order with what it inherits.
type Item struct {
	Request workspace.Request
	Chain   []workspace.Collection // root first, the request's own collection last
	Path    string                 // folder names beneath the run root and the request name, joined by "/"
	Pre     []Script               // script.pre elements, outermost first, the request's own last
	Post    []Script               // script.post elements, in the same order
}

// Script is one enabled script element.
type Script struct {
	ElementID string
	Kind      string
	Source    string
	TimeoutMs int64 // 0: the run's scriptTimeoutMs
	// Packages are the script.package elements of the same element list,
	// code by name: what the script's pm.require resolves.
	Packages map[string]string
}

// Order lists the requests of the run root recursively: for every
// collection its subfolders first (each in the ordering rule, recursively),
// then its own requests in the ordering rule. A cycle in the stored tree
// is walked once.
func Order(t Tree) []Item {
	if len(t.Chain) == 0 {
		return nil
	}
	children := map[string][]workspace.Collection{}
	for _, c := range t.Collections {
		if c.ParentID != nil {
			children[*c.ParentID] = append(children[*c.ParentID], c)
		}
	}
	var out []Item
	seen := map[string]bool{}
	var walk func(chain []workspace.Collection, path []string)
	walk = func(chain []workspace.Collection, path []string) {
		c := chain[len(chain)-1]
		if seen[c.ID] {
			return
		}
		seen[c.ID] = true
		for _, sub := range children[c.ID] {
			walk(append(chain[:len(chain):len(chain)], sub), append(path[:len(path):len(path)], sub.Name))
		}
		for _, r := range t.Requests[c.ID] {
			it := Item{Request: r, Chain: chain, Path: strings.Join(append(path[:len(path):len(path)], r.Name), "/")}
			els := effective(chain, r.Elements)
			it.Pre, it.Post = ScriptsOf(els, "script.pre"), ScriptsOf(els, "script.post")
			out = append(out, it)
		}
	}
	walk(t.Chain, nil)
	return out
}

// effective is the effective element list of a request (or, with no own
// elements, of a collection chain): sender.Compose's rule, collection
// elements outermost first, inherit.disable applied.
func effective(chain []workspace.Collection, own codec.RawMessage) []codec.RawMessage {
	c, err := sender.Compose(sender.ComposeInput{Request: workspace.Request{Elements: own}, Chain: chain})
	if err != nil {
		return nil
	}
	return c.Elements
}

// ScriptsOf picks the enabled elements of kind with a script, in order,
// each with the packages of the list (PackagesOf).
func ScriptsOf(els []codec.RawMessage, kind string) []Script {
	var out []Script
	packages := PackagesOf(els)
	for id, cms := range enabledConfigs(els, kind) {
		s := Script{Kind: kind, ElementID: id}
		src, _ := workspace.Get(cms, "script")
		if s.Source, _ = workspace.String(src); strings.TrimSpace(s.Source) == "" {
			continue
		}
		if t, ok := workspace.Get(cms, "timeoutMs"); ok {
			s.TimeoutMs, _ = workspace.Int(t)
		}
		s.Packages = packages
		out = append(out, s)
	}
	return out
}

// PackagesOf maps the enabled script.package elements of els (outermost
// collection first) to their code by name; an inner collection's package
// replaces an outer one of the same name. nil when there are none.
func PackagesOf(els []codec.RawMessage) map[string]string {
	var out map[string]string
	for _, cms := range enabledConfigs(els, "script.package") {
		nv, _ := workspace.Get(cms, "name")
		name, _ := workspace.String(nv)
		src, _ := workspace.Get(cms, "script")
		code, _ := workspace.String(src)
		if name == "" {
			continue
		}
		if out == nil {
			out = map[string]string{}
		}
		out[name] = code
	}
	return out
}

// enabledConfigs yields the id and the config members of each enabled
// element of kind in els, in order.
func enabledConfigs(els []codec.RawMessage, kind string) iter.Seq2[string, []workspace.Member] {
	return func(yield func(string, []workspace.Member) bool) {
		for _, el := range els {
			ms, err := workspace.Members(el)
			if err != nil {
				continue
			}
			k, _ := workspace.Get(ms, "kind")
			if ks, _ := workspace.String(k); ks != kind {
				continue
			}
			if e, ok := workspace.Get(ms, "enabled"); ok {
				if on, isBool := workspace.Bool(e); isBool && !on {
					continue
				}
			}
			var id string
			if v, ok := workspace.Get(ms, "id"); ok {
				id, _ = workspace.String(v)
			}
			cfg, _ := workspace.Get(ms, "config")
			cms, err := workspace.Members(cfg)
			if err != nil {
				continue
			}
			if !yield(id, cms) {
				return
			}
		}
	}
}

// RootScripts lists the run root chain's script.setup and
// script.teardown elements, outermost first.
func RootScripts(t Tree) (setup, teardown []Script) {
	els := effective(t.Chain, nil)
	return ScriptsOf(els, "script.setup"), ScriptsOf(els, "script.teardown")
}

// Subtree lists rootID and every collection beneath it (cycles walked once).
func Subtree(cols []workspace.Collection, rootID string) []string {
	children := map[string][]string{}
	for _, c := range cols {
		if c.ParentID != nil {
			children[*c.ParentID] = append(children[*c.ParentID], c.ID)
		}
	}
	out := []string{rootID}
	seen := map[string]bool{rootID: true}
	for i := 0; i < len(out); i++ {
		for _, k := range children[out[i]] {
			if !seen[k] {
				seen[k] = true
				out = append(out, k)
			}
		}
	}
	return out
}
