package main

import "testing"

// TestRulesGolden runs analyze on rules files: testdata/rules/*.txt.
func TestRulesGolden(t *testing.T) { runGoldenDir(t, "rules") }
