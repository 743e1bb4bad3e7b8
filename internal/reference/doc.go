// Package reference reads the project's external truth for tests: OEIS
// nim-sequences, the published octal-game tables and CGSuite's own test
// values, kept in shared/reference beside the repository (where CI puts
// shared/). Tests compare against it; code never looks answers up in it.
//
//	seq := reference.ReadOEIS(t, "A002186") // Kayles; skips t if absent
//	for n, want := range seq.Terms { ... }
package reference
