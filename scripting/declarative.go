package scripting

import (
	"regexp"
	"strconv"
)

// This file runs declarative checks without a runtime: a post script made
// only of pm.test calls whose bodies assert the status code
// (pm.response.to.have.status(200) or pm.expect(pm.response.code).to.eql(200))
// is answered in Go when every check passes. A check that fails runs the
// script in a runtime as usual, so the failure message is chai's own.

// declCheck is one pm.test of a declarative script: its name and the
// status codes its assertions require (each must equal the response's).
type declCheck struct {
	name  string
	codes []int
}

// The grammar accepted, conservatively: JavaScript allows more, and any
// other script runs in a runtime. Names are string literals without
// escapes; codes are three-digit decimal literals (no leading zero, so no
// legacy octal); the callback takes no parameter; statements end with a
// semicolon or a line break (a closing brace ends the last assertion).
var (
	declTest   = regexp.MustCompile(`^[ \t\r\n]*pm\.test\([ \t\r\n]*(?:"([^"\\\r\n]*)"|'([^'\\\r\n]*)')[ \t\r\n]*,[ \t\r\n]*(?:function[ \t\r\n]*\([ \t\r\n]*\)|\([ \t\r\n]*\)[ \t\r\n]*=>)[ \t\r\n]*\{`)
	declAssert = regexp.MustCompile(`^[ \t\r\n]*(?:pm\.response\.to\.have\.status\([ \t\r\n]*([1-9][0-9]{2})[ \t\r\n]*\)|pm\.expect\([ \t\r\n]*pm\.response\.code[ \t\r\n]*\)\.to\.(?:eql|eqls|equal|equals|eq)\([ \t\r\n]*([1-9][0-9]{2})[ \t\r\n]*\))([ \t]*;|[ \t]*\r?\n|[ \t\r\n]*\})`)
	declClose  = regexp.MustCompile(`^[ \t\r\n]*\}[ \t\r\n]*\)([ \t]*;|[ \t]*\r?\n|[ \t\r\n]*$)`)
	declBlank  = regexp.MustCompile(`^[ \t\r\n;]*$`)
)

// parseChecks returns the checks of a declarative script, or nil when src
// is anything else.
func parseChecks(src string) []declCheck {
	var out []declCheck
	for !declBlank.MatchString(src) {
		m := declTest.FindStringSubmatchIndex(src)
		if m == nil {
			return nil
		}
		var c declCheck
		if m[2] >= 0 {
			c.name = src[m[2]:m[3]]
		} else {
			c.name = src[m[4]:m[5]]
		}
		src = src[m[1]:]
		closed := false
		for !closed {
			a := declAssert.FindStringSubmatchIndex(src)
			if a == nil {
				break
			}
			lit := a[2:4]
			if lit[0] < 0 {
				lit = a[4:6]
			}
			code, _ := strconv.Atoi(src[lit[0]:lit[1]])
			c.codes = append(c.codes, code)
			end := src[a[6]:a[7]]
			closed = end != "" && end[len(end)-1] == '}'
			if closed {
				// The brace closed the callback: the call's ")" follows.
				src = "}" + src[a[7]:]
			} else {
				src = src[a[1]:]
			}
		}
		if len(c.codes) == 0 {
			return nil
		}
		e := declClose.FindStringIndex(src)
		if e == nil {
			return nil
		}
		src = src[e[1]:]
		out = append(out, c)
	}
	return out
}

// passChecks returns the result of checks against resp when every one
// passes (ok false otherwise: the script must run in a runtime for chai's
// failure messages).
func passChecks(checks []declCheck, resp *ScriptResponse) (Result, bool) {
	for _, c := range checks {
		for _, code := range c.codes {
			if resp.Code != code {
				return Result{}, false
			}
		}
	}
	res := Result{Tests: make([]TestResult, len(checks)), Console: []ConsoleLine{}}
	for i, c := range checks {
		res.Tests[i] = TestResult{Name: c.name, Passed: true}
	}
	return res, true
}
