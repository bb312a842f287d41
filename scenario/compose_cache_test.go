package scenario

import (
	"net/http"
	"net/http/httptest"
	"strconv"
	"sync"
	"testing"

	"github.com/svc-engine/svc-engine/loadcore"
	"github.com/svc-engine/svc-engine/runs"
	"github.com/svc-engine/svc-engine/scripting"
)

// pathServer records the path and query of every request it answers.
func pathServer(t *testing.T) (*httptest.Server, func() []string) {
	t.Helper()
	var mu sync.Mutex
	var got []string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		got = append(got, r.URL.RequestURI())
		mu.Unlock()
	}))
	t.Cleanup(srv.Close)
	return srv, func() []string { mu.Lock(); defer mu.Unlock(); return append([]string(nil), got...) }
}

func TestRepeatedStepsSendWhatTheVariablesSayNow(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name  string
		url   string
		fns   map[string]func(scripting.Input) scripting.Result
		check func(t *testing.T, got []string)
	}{
		{"a dynamic variable is generated per send", "/g?id={{ $guid }}", nil, func(t *testing.T, got []string) {
			seen := map[string]bool{}
			for _, p := range got {
				if seen[p] {
					t.Fatalf("%q sent twice: %v", p, got)
				}
				seen[p] = true
			}
		}},
		{"a variable a post script changed is sent next time", "/n/{{n}}", map[string]func(scripting.Input) scripting.Result{
			"inc": func(in scripting.Input) scripting.Result {
				n, _ := strconv.Atoi(in.Environment.Values["n"])
				in.Environment.Values["n"] = strconv.Itoa(n + 1)
				in.Environment.Writes++
				return scripting.Result{}
			},
		}, func(t *testing.T, got []string) {
			for i, p := range got {
				if want := "/n/" + strconv.Itoa(i); p != want {
					t.Fatalf("send %d went to %q, want %q (all: %v)", i, p, want, got)
				}
			}
		}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			srv, got := pathServer(t)
			var els []string
			if tc.fns != nil {
				els = append(els, el("p", "script.post", "inc"))
			}
			b := newTree().col("root", "", 0)
			b.req("a", "root", srv.URL+tc.url, els...)
			// One virtual user runs the step four times in one session.
			cfg := Config{Load: Load{Mode: loadcore.ModeIterations, Concurrency: 1, Iterations: 4}}
			r, _ := runner(t, b.rooted("root"), cfg, tc.fns)
			r.Environment = []byte(`{"n":"0"}`)
			if res := r.Run(t.Context(), &recorder{}); res.Status != runs.StatusCompleted {
				t.Fatalf("status %s: %s", res.Status, res.Error)
			}
			if g := got(); len(g) != 4 {
				t.Fatalf("%d requests, want 4: %v", len(g), g)
			} else {
				tc.check(t, g)
			}
		})
	}
}
