package cli

import "testing"

// TestPlay runs the golden games of testdata/play, moves on stdin; go test
// -update rewrites them.
func TestPlay(t *testing.T) { runGoldenDir(t, "play", maskExplored) }
