// Package reference reads the project's external truth for tests: OEIS
// nim-sequences, the published octal-game tables and CGSuite's own test
// values. The tests carry a copy in testdata/ (testdata/SOURCE.md says
// where each file comes from), so that any clone runs them; a test checks
// the copy against the originals in shared/reference beside the
// repository when a checkout has them. Tests compare against this data;
// code never looks answers up in it.
//
//	seq := reference.ReadOEIS(t, "A002186") // Kayles
//	for n, want := range seq.Terms { ... }
package reference
