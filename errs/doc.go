// Package errs is nimber's error vocabulary: every error says what was being
// done (Op) and what kind of failure it is (Kind), so that front ends map
// kinds to exit codes and HTTP statuses in one place.
//
// Engines build errors with E or Errorf; front ends ask KindOf(err).
package errs
