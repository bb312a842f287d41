package scripting

import "regexp"

// This file runs declarative variable sets without a runtime: a script
// made only of pm.variables.set, pm.environment.set, pm.globals.set or
// pm.collectionVariables.set calls whose name and value are string
// literals is answered in Go, with the writes the prelude's Scope.set
// makes (Variables.put with a string value).

// declSet is one set call of a declarative script: the scope and the
// name and value.
type declSet struct {
	scope       int
	name, value string
}

// declSetCall matches one call; names and values are string literals
// without escapes; a statement ends with a semicolon, a line break or
// the end of the script.
var declSetCall = regexp.MustCompile(`^[ \t\r\n]*pm\.(variables|environment|globals|collectionVariables)\.set\([ \t\r\n]*(?:"([^"\\\r\n]*)"|'([^'\\\r\n]*)')[ \t\r\n]*,[ \t\r\n]*(?:"([^"\\\r\n]*)"|'([^'\\\r\n]*)')[ \t\r\n]*\)([ \t]*;|[ \t]*\r?\n|[ \t\r\n]*$)`)

// declSetScope is the scope of the object a set call names.
func declSetScope(object string) int {
	switch object {
	case "environment":
		return scopeEnvironment
	case "globals":
		return scopeGlobals
	case "collectionVariables":
		return scopeCollection
	}
	return scopeLocals // variables
}

// parseSets returns the sets of a declarative script, or nil when src is
// anything else.
func parseSets(src string) []declSet {
	var out []declSet
	for !declBlank.MatchString(src) {
		m := declSetCall.FindStringSubmatchIndex(src)
		if m == nil {
			return nil
		}
		lit := func(a, b int) string {
			if m[a] >= 0 {
				return src[m[a]:m[a+1]]
			}
			return src[m[b]:m[b+1]]
		}
		out = append(out, declSet{scope: declSetScope(src[m[2]:m[3]]), name: lit(4, 6), value: lit(8, 10)})
		src = src[m[1]:]
	}
	return out
}

// applySets makes the writes of sets on in's scopes (a scope the input
// has not is a scratch one in a runtime, whose writes are dropped) and
// returns the run's result.
func applySets(sets []declSet, in Input) Result {
	for _, s := range sets {
		var v *Variables
		switch s.scope {
		case scopeGlobals:
			v = in.Globals
		case scopeCollection:
			v = in.CollectionVariables
		case scopeEnvironment:
			v = in.Environment
		case scopeLocals:
			v = in.Locals
		}
		if v != nil {
			v.put(s.name, s.value, "")
		}
	}
	return Result{Tests: []TestResult{}, Console: []ConsoleLine{}}
}
