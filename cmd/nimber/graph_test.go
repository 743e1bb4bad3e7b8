package main

import "testing"

// TestGraph runs the golden cases of testdata/graph (their inputs are in
// testdata/graph/inputs); go test -update rewrites them.
func TestGraph(t *testing.T) { runGoldenDir(t, "graph") }
