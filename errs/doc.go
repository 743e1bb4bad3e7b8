// Package errs is nimber's error vocabulary: every error says what was being
// done (Op) and what kind of failure it is (Kind), so that front ends map
// kinds to exit codes and HTTP statuses in one place.
//
// Engines build errors with E or Errorf; front ends ask KindOf(err). A
// message names a setting as a Flag, written as the command line's flag
// (--set D=4) and a bound reached with Boundf; Message lets each front end
// word both as its users set them (a field of the web app).
package errs
