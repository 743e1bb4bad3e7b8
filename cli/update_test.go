package cli

import "flag"

// update rewrites the golden files under testdata/ instead of comparing
// against them: go test ./cli -update.
var update = flag.Bool("update", false, "rewrite golden files")
