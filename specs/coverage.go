package specs

import (
	"context"
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/getkin/kin-openapi/openapi2"
	"github.com/getkin/kin-openapi/openapi2conv"
	"github.com/getkin/kin-openapi/openapi3"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/importers"
	"github.com/svc-engine/svc-engine/store"
	"github.com/svc-engine/svc-engine/workspace"
)

// MaxViolations is how many contract violations a coverage keeps with
// their JSON pointer; the rest are only counted.
const MaxViolations = 20

// Coverage is what the responses of real runs exercised of a document:
// the report member coverage of a run of a bound collection.
type Coverage struct {
	Operations  int          `json:"operations"`
	Exercised   int          `json:"exercised"`
	Percent     float64      `json:"percent"`
	ByOperation []OpCoverage `json:"byOperation"`
	Contract    Contract     `json:"contract"`
}

// OpCoverage is one declared operation: the requests sent to it, the
// statuses they got, and which of those the operation declares.
type OpCoverage struct {
	Method       string         `json:"method"`
	Path         string         `json:"path"`
	OperationID  *string        `json:"operationId"`
	Requests     int            `json:"requests"`
	Statuses     map[string]int `json:"statuses"`
	Documented   []string       `json:"documented"`
	Undocumented []string       `json:"undocumented"`
	declared     []string
}

// Contract counts the JSON response bodies validated against their
// declared schema and the ones that broke it, by schema keyword.
type Contract struct {
	Checked         int            `json:"checked"`
	Violations      int            `json:"violations"`
	ByRule          map[string]int `json:"byRule"`
	FirstViolations []Violation    `json:"firstViolations"`
}

// Violation is one response body that broke its schema.
type Violation struct {
	Method  string `json:"method"`
	Path    string `json:"path"`
	Status  int    `json:"status"`
	Rule    string `json:"rule"`
	Pointer string `json:"pointer"` // JSON pointer into the body
	Message string `json:"message"`
}

// Checker accumulates the coverage of one run. It is safe for concurrent
// use (the virtual users of a load run share it).
type Checker struct {
	mu   sync.Mutex
	spec *importers.Spec
	ix   map[string]int
	kin  *openapi3.T // nil: the document does not load for validation
	opts []openapi3.SchemaValidationOption
	cov  Coverage
}

// NewChecker reads a stored document for a run's coverage.
func NewChecker(content []byte) (*Checker, error) {
	sp, err := importers.ReadSpec(content, importers.Options{ImportEnvironments: true, ImportScripts: true})
	if err != nil {
		return nil, err
	}
	c := &Checker{spec: sp, ix: map[string]int{}}
	c.cov = Coverage{Operations: len(sp.Operations), ByOperation: make([]OpCoverage, len(sp.Operations)), Contract: Contract{ByRule: map[string]int{}, FirstViolations: []Violation{}}}
	for i, op := range sp.Operations {
		if _, dup := c.ix[op.Key()]; !dup {
			c.ix[op.Key()] = i
		}
		c.cov.ByOperation[i] = OpCoverage{Method: op.Method, Path: op.Path, OperationID: op.OperationID, Statuses: map[string]int{}, declared: op.Responses}
	}
	c.kin = loadKin(content, sp.Dialect)
	if c.kin != nil {
		c.opts = append(c.kin.GetSchemaValidationOptions(), openapi3.MultiErrors(), openapi3.VisitAsResponse())
		if c.kin.IsOpenAPI31OrLater() {
			c.opts = append(c.opts, openapi3.EnableJSONSchema2020())
		}
	}
	return c, nil
}

// loadKin loads a document with kin-openapi for schema validation (a
// Swagger 2.0 document converted); nil when it will not load (an external
// reference, a structure the loader refuses).
func loadKin(content []byte, dialect string) (doc *openapi3.T) {
	defer func() {
		if recover() != nil {
			doc = nil // the loader panics on some malformed documents
		}
	}()
	if dialect == importers.FormatSwagger2 {
		var d2 openapi2.T
		y, err := codec.YAMLToJSON(content)
		if err != nil || codec.Unmarshal(y, &d2) != nil {
			return nil
		}
		d3, err := openapi2conv.ToV3(&d2)
		if err != nil {
			return nil
		}
		return d3
	}
	l := openapi3.NewLoader()
	l.IsExternalRefsAllowed = false
	d, err := l.LoadFromData(content)
	if err != nil {
		return nil
	}
	return d
}

// Observe records one response of a request bound to operation op (its
// specOperation): the status, and for a JSON body its validation against
// the schema the operation declares for that status and media type. A
// truncated body is counted but not validated.
func (c *Checker) Observe(op codec.RawMessage, status int, contentType string, body []byte, truncated bool) {
	o, ok := operationOf(op)
	if !ok || status == 0 {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	i, ok := c.ix[o.key()]
	if !ok {
		return
	}
	oc := &c.cov.ByOperation[i]
	oc.Requests++
	oc.Statuses[strconv.Itoa(status)]++
	if truncated || c.kin == nil {
		return
	}
	mt := importers.MediaEssence(contentType)
	if !importers.IsJSONMedia(mt) {
		return
	}
	schema := c.schemaFor(o, status, mt)
	if schema == nil {
		return
	}
	var v any
	if err := codec.Unmarshal(body, &v); err != nil {
		c.violation(o, status, "json", "", "the body is not valid JSON: "+err.Error())
		c.cov.Contract.Checked++
		return
	}
	c.cov.Contract.Checked++
	err := schema.VisitJSON(v, c.opts...)
	if err == nil {
		return
	}
	c.cov.Contract.Violations++
	first := true
	for _, e := range schemaErrors(err) {
		rule, ptr, msg := "schema", "", e.Error()
		var se *openapi3.SchemaError
		if errors.As(e, &se) {
			rule, ptr, msg = se.SchemaField, pointer(se.JSONPointer()), se.Reason
		}
		c.cov.Contract.ByRule[rule]++
		if first || len(c.cov.Contract.FirstViolations) < MaxViolations {
			c.keep(Violation{Method: o.Method, Path: o.Path, Status: status, Rule: rule, Pointer: ptr, Message: msg})
		}
		first = false
	}
}

// violation records a body that broke the contract outside the schema.
func (c *Checker) violation(o Operation, status int, rule, ptr, msg string) {
	c.cov.Contract.Violations++
	c.cov.Contract.ByRule[rule]++
	c.keep(Violation{Method: o.Method, Path: o.Path, Status: status, Rule: rule, Pointer: ptr, Message: msg})
}

func (c *Checker) keep(v Violation) {
	if len(c.cov.Contract.FirstViolations) < MaxViolations {
		c.cov.Contract.FirstViolations = append(c.cov.Contract.FirstViolations, v)
	}
}

// schemaErrors flattens a validation error into its schema errors.
func schemaErrors(err error) []error {
	var me openapi3.MultiError
	if errors.As(err, &me) {
		var out []error
		for _, e := range me {
			out = append(out, schemaErrors(e)...)
		}
		return out
	}
	return []error{err}
}

// pointer writes path segments as a JSON pointer.
func pointer(segs []string) string {
	var b strings.Builder
	for _, s := range segs {
		b.WriteByte('/')
		b.WriteString(strings.NewReplacer("~", "~0", "/", "~1").Replace(s))
	}
	return b.String()
}

// schemaFor is the schema the operation declares for a status and media
// type: the exact status, else its range (2XX), else default; the media
// type itself, else the first JSON one.
func (c *Checker) schemaFor(o Operation, status int, mt string) *openapi3.Schema {
	item := c.kin.Paths.Value(o.Path)
	if item == nil {
		return nil
	}
	op := item.GetOperation(o.Method)
	if op == nil || op.Responses == nil {
		return nil
	}
	code := strconv.Itoa(status)
	ref := op.Responses.Value(code)
	if ref == nil {
		ref = op.Responses.Value(code[:1] + "XX")
	}
	if ref == nil {
		ref = op.Responses.Default()
	}
	if ref == nil || ref.Value == nil {
		return nil
	}
	media := ref.Value.Content.Get(mt)
	if media == nil {
		for k, m := range ref.Value.Content {
			if importers.IsJSONMedia(importers.MediaEssence(k)) {
				media = m
				break
			}
		}
	}
	if media == nil || media.Schema == nil {
		return nil
	}
	return media.Schema.Value
}

// Coverage is the coverage so far.
func (c *Checker) Coverage() Coverage {
	c.mu.Lock()
	defer c.mu.Unlock()
	out := c.cov
	out.ByOperation = slices.Clone(c.cov.ByOperation)
	out.Contract.ByRule = map[string]int{}
	for k, v := range c.cov.Contract.ByRule {
		out.Contract.ByRule[k] = v
	}
	out.Contract.FirstViolations = slices.Clone(c.cov.Contract.FirstViolations)
	finish(&out)
	return out
}

// Report is the coverage as JSON (scenario.Coverage).
func (c *Checker) Report() (codec.RawMessage, error) { return codec.Marshal(c.Coverage()) }

// finish computes the derived members: exercised, percent, and each
// operation's documented and undocumented statuses.
func finish(c *Coverage) {
	c.Exercised = 0
	for i := range c.ByOperation {
		oc := &c.ByOperation[i]
		oc.Statuses = maps(oc.Statuses)
		oc.Documented, oc.Undocumented = []string{}, []string{}
		codes := make([]string, 0, len(oc.Statuses))
		for k := range oc.Statuses {
			codes = append(codes, k)
		}
		slices.Sort(codes)
		for _, k := range codes {
			if declares(oc.declared, k) {
				oc.Documented = append(oc.Documented, k)
			} else {
				oc.Undocumented = append(oc.Undocumented, k)
			}
		}
		if oc.Requests > 0 {
			c.Exercised++
		}
	}
	if c.Operations > 0 {
		c.Percent = math.Round(float64(c.Exercised)/float64(c.Operations)*10000) / 100
	}
	if c.ByOperation == nil {
		c.ByOperation = []OpCoverage{}
	}
}

func maps(m map[string]int) map[string]int {
	out := make(map[string]int, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

// declares reports whether declared status keys cover code: the code
// itself, its range (2XX, any case) or default.
func declares(declared []string, code string) bool {
	for _, d := range declared {
		if d == code || d == "default" || (len(d) == 3 && strings.EqualFold(d[1:], "XX") && d[0] == code[0]) {
			return true
		}
	}
	return false
}

// MergeCoverage merges the coverage of several runs of one document
// (GET /specs/:id/coverage?runs=a,b): every run must name the document
// and carry coverage, else a 400 naming the run.
func (s *Service) MergeCoverage(ctx context.Context, specID string, runIDs []string) (Coverage, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out Coverage
	err := s.Store.View(ctx, func(tx *store.Tx) error {
		row, sp, err := s.load(tx, specID)
		if err != nil {
			return err
		}
		_ = row
		c := &Checker{spec: sp}
		c.cov = Coverage{Operations: len(sp.Operations), ByOperation: make([]OpCoverage, len(sp.Operations)), Contract: Contract{ByRule: map[string]int{}, FirstViolations: []Violation{}}}
		ix := map[string]int{}
		for i, op := range sp.Operations {
			ix[op.Key()] = i
			c.cov.ByOperation[i] = OpCoverage{Method: op.Method, Path: op.Path, OperationID: op.OperationID, Statuses: map[string]int{}, declared: op.Responses}
		}
		if len(runIDs) == 0 {
			return workspace.Fieldf("runs", "runs is required: a comma-separated list of run ids")
		}
		for _, id := range runIDs {
			run, err := tx.Run(id)
			if err != nil {
				if isNotFound(err) {
					return workspace.Fieldf("runs", "run %s does not exist", id)
				}
				return err
			}
			var rep struct {
				OpenAPI *struct {
					SpecID string `json:"specId"`
				} `json:"openapi"`
				Coverage *Coverage `json:"coverage"`
			}
			if len(run.Report) == 0 || codec.Unmarshal(run.Report, &rep) != nil || rep.Coverage == nil {
				return workspace.Fieldf("runs", "run %s has no coverage: only a finished run of a collection bound to a document has one", id)
			}
			if rep.OpenAPI == nil || rep.OpenAPI.SpecID != specID {
				return workspace.Fieldf("runs", "run %s measured another document than %s", id, specID)
			}
			for _, oc := range rep.Coverage.ByOperation {
				i, ok := ix[oc.Method+" "+oc.Path]
				if !ok {
					continue
				}
				m := &c.cov.ByOperation[i]
				m.Requests += oc.Requests
				for k, v := range oc.Statuses {
					m.Statuses[k] += v
				}
			}
			k := &c.cov.Contract
			k.Checked += rep.Coverage.Contract.Checked
			k.Violations += rep.Coverage.Contract.Violations
			for r, v := range rep.Coverage.Contract.ByRule {
				k.ByRule[r] += v
			}
			for _, v := range rep.Coverage.Contract.FirstViolations {
				c.keep(v)
			}
		}
		out = c.Coverage()
		return nil
	})
	if err != nil {
		return Coverage{}, fmt.Errorf("merge coverage: %w", err)
	}
	return out, nil
}
