package sender_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/sender"
)

// TestFailureCodesRoundTrip walks the list: every name maps to its index
// and back, indexes run 1..n without a gap, names are distinct upper-case
// words, and every row has a meaning.
func TestFailureCodesRoundTrip(t *testing.T) {
	t.Parallel()
	codes := sender.FailureCodes()
	if len(codes) != int(sender.NumFailIndexes)-1 {
		t.Fatalf("the list has %d rows, NumFailIndexes is %d", len(codes), sender.NumFailIndexes)
	}
	upper := regexp.MustCompile(`^[A-Z]+(_[A-Z]+)*$`)
	seen := map[string]bool{}
	for n, c := range codes {
		if want := sender.FailIndex(n + 1); c.Index != want {
			t.Errorf("row %d (%s) has index %d, want %d", n, c.Name, c.Index, want)
		}
		if !upper.MatchString(c.Name) || seen[c.Name] {
			t.Errorf("row %d: name %q is not a distinct upper-case code", n, c.Name)
		}
		seen[c.Name] = true
		if strings.TrimSpace(c.Meaning) == "" {
			t.Errorf("row %d (%s) has no meaning", n, c.Name)
		}
		i, ok := sender.FailIndexOf(c.Name)
		if !ok || i != c.Index {
			t.Errorf("FailIndexOf(%q) = %d, %v; want %d, true", c.Name, i, ok, c.Index)
		}
		if got := sender.FailName(i); got != c.Name {
			t.Errorf("FailName(FailIndexOf(%q)) = %q", c.Name, got)
		}
	}
	for _, bad := range []string{"", "internal_error", "NO_SUCH_CODE"} {
		if i, ok := sender.FailIndexOf(bad); ok || i != sender.FailNone {
			t.Errorf("FailIndexOf(%q) = %d, %v; want FailNone, false", bad, i, ok)
		}
	}
	if sender.FailName(sender.FailNone) != "" || sender.FailName(sender.NumFailIndexes) != "" {
		t.Error("FailName of FailNone or of an index past the list is not empty")
	}
}

// TestEveryReturnedCodeIsListed reads the source of every package that
// produces or carries an errorCode. Each code set on a SendError, a
// Response's ErrorCode or a step's ErrorCode is a Code constant of the list
// or a value passed along; no code is spelled as a string literal outside
// the list's file, so a new code cannot be returned without joining the
// list.
func TestEveryReturnedCodeIsListed(t *testing.T) {
	t.Parallel()
	listed := map[string]bool{}
	for _, c := range sender.FailureCodes() {
		listed[c.Name] = true
	}
	// The Code constants of the sender, by name.
	consts := map[string]string{}
	fset := token.NewFileSet()
	parsed := map[string]*ast.File{}
	for _, pkg := range []string{"sender", "metrics", "loadcore", "scenario", "runs", "mgmt", "scripting"} {
		files, err := filepath.Glob(filepath.Join("..", pkg, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		for _, name := range files {
			if strings.HasSuffix(name, "_test.go") {
				continue
			}
			src, err := os.ReadFile(name)
			if err != nil {
				t.Fatal(err)
			}
			f, err := parser.ParseFile(fset, name, src, 0)
			if err != nil {
				t.Fatal(err)
			}
			parsed[filepath.ToSlash(name)] = f
			if pkg != "sender" {
				continue
			}
			for _, d := range f.Decls {
				g, ok := d.(*ast.GenDecl)
				if !ok || g.Tok != token.CONST {
					continue
				}
				for _, spec := range g.Specs {
					vs := spec.(*ast.ValueSpec)
					for i, id := range vs.Names {
						if strings.HasPrefix(id.Name, "Code") && i < len(vs.Values) {
							if lit, ok := vs.Values[i].(*ast.BasicLit); ok && lit.Kind == token.STRING {
								consts[id.Name], _ = strconv.Unquote(lit.Value)
							}
						}
					}
				}
			}
		}
	}
	if len(consts) != len(listed) {
		t.Errorf("sender declares %d Code constants, the list has %d rows: %v", len(consts), len(listed), consts)
	}
	for name, v := range consts {
		if !listed[v] {
			t.Errorf("sender.%s = %q is not in the failure-code list", name, v)
		}
	}
	codeLike := regexp.MustCompile(`^[A-Z]+(_[A-Z]+)+$|^TIMEOUT$`)
	isCodeField := func(e ast.Expr) bool {
		switch x := e.(type) {
		case *ast.Ident:
			return x.Name == "Code" || x.Name == "ErrorCode"
		case *ast.SelectorExpr:
			return x.Sel.Name == "Code" || x.Sel.Name == "ErrorCode"
		}
		return false
	}
	checkValue := func(pos token.Pos, v ast.Expr) {
		switch x := v.(type) {
		case *ast.BasicLit:
			s, _ := strconv.Unquote(x.Value)
			if x.Kind == token.STRING && codeLike.MatchString(s) && !listed[s] {
				t.Errorf("%s: the errorCode %q is not in the failure-code list", fset.Position(pos), s)
			}
		case *ast.Ident:
			if strings.HasPrefix(x.Name, "Code") && x.Obj == nil && consts[x.Name] == "" {
				t.Errorf("%s: %s is not a Code constant of the list", fset.Position(pos), x.Name)
			}
		case *ast.SelectorExpr:
			if id, ok := x.X.(*ast.Ident); ok && id.Name == "sender" && strings.HasPrefix(x.Sel.Name, "Code") && consts[x.Sel.Name] == "" {
				t.Errorf("%s: sender.%s is not a Code constant of the list", fset.Position(pos), x.Sel.Name)
			}
		}
	}
	for name, f := range parsed {
		ast.Inspect(f, func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.BasicLit:
				s, _ := strconv.Unquote(x.Value)
				if x.Kind == token.STRING && listed[s] && name != "../sender/failcodes.go" {
					t.Errorf("%s: the errorCode %q is spelled out; use the sender's Code constant", fset.Position(x.Pos()), s)
				}
			case *ast.KeyValueExpr:
				if isCodeField(x.Key) {
					checkValue(x.Pos(), x.Value)
				}
			case *ast.AssignStmt:
				for i, l := range x.Lhs {
					if isCodeField(l) && len(x.Rhs) == len(x.Lhs) {
						checkValue(x.Pos(), x.Rhs[i])
					}
				}
			}
			return true
		})
	}
}

// TestOpenAPIDocumentListsEveryFailureCode reads the engine's OpenAPI
// document: the SendErrorCode enum is the list, in its order.
func TestOpenAPIDocumentListsEveryFailureCode(t *testing.T) {
	t.Parallel()
	raw, err := os.ReadFile(filepath.Join("..", "docs", "openapi.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	text, err := codec.YAMLToJSON(raw)
	if err != nil {
		t.Fatalf("read docs/openapi.yaml: %v", err)
	}
	var doc struct {
		Components struct {
			Schemas map[string]struct {
				Enum []string `json:"enum"`
			} `json:"schemas"`
		} `json:"components"`
	}
	if err := codec.Unmarshal(text, &doc); err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, c := range sender.FailureCodes() {
		want = append(want, c.Name)
	}
	if got := doc.Components.Schemas["SendErrorCode"].Enum; !slices.Equal(got, want) {
		t.Errorf("docs/openapi.yaml SendErrorCode enum is %q, want the failure-code list %q", got, want)
	}
}
