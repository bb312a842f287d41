package scripting

// Declared answers a post script from the response's status alone when
// it is made only of declarative checks (declarative.go) and every one
// passes: the same Result Run gives then, without a runtime or the
// response's other parts. ok is false otherwise: the caller runs the
// script with Run and the whole response.
func (s *Sandbox) Declared(src string, status int) (Result, bool) {
	c := s.progs.get(src)
	if c.err != nil || c.checks == nil {
		return Result{}, false
	}
	return passChecks(c.checks, &ScriptResponse{Code: status})
}
