package cli

import "testing"

func TestCalcGolden(t *testing.T) { runGoldenDir(t, "calc") }
