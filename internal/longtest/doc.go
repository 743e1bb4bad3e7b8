// Package longtest divides the tests into two tiers.
//
// The fast tier is plain "go test ./...": every kind of check at sizes
// that run in seconds, and no assertion on elapsed time. The long tier is
// "go test -tags long ./...": it runs the fast tier again and, besides,
// the tests that call Only — browser runs, load and hostile-client runs,
// long proofs and big windows — and the larger sizes chosen by Enabled.
//
// A test that belongs to the long tier calls Only first, directly or
// through a helper of its package, and is named in testdata/long.txt; a
// test of this package holds the two to each other.
//
// The package does not time anything, and it does not choose sizes: each
// test says what its long-tier size is.
package longtest

import "testing"

// Enabled reports whether the long tier runs (go test -tags long).
const Enabled = enabled

// Only skips t unless the long tier runs.
func Only(t testing.TB) {
	t.Helper()
	if !Enabled {
		t.Skip("long tier: run with go test -tags long")
	}
}

// Pick returns fast in the fast tier and long in the long tier.
func Pick[T any](fast, long T) T {
	if Enabled {
		return long
	}
	return fast
}
