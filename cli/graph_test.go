package cli

import "testing"

// TestGraph runs the golden cases of testdata/graph (their inputs are in
// testdata/graph/inputs); go test -update rewrites them. Counts of
// positions explored are masked, as in analyze's cases: the engines own them.
func TestGraph(t *testing.T) { runGoldenDir(t, "graph", maskExplored) }
