package scripting

// Compile reports whether src compiles as a script (a SyntaxError naming
// its line when it does not) without running it. The compiled program is
// cached, so a later Run of the same source does not compile it again.
func (s *Sandbox) Compile(src string) error {
	return s.progs.get(src).err
}
