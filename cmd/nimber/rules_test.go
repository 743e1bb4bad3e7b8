package main

import (
	"testing"
	"time"
)

// TestRulesGolden runs analyze on rules files: testdata/rules/*.txt.
func TestRulesGolden(t *testing.T) { runGoldenDir(t, "rules") }

// TestRulesOptions checks that every family flag reaches the rules engine.
func TestRulesOptions(t *testing.T) {
	o := familyOptions{MaxPositions: 7, MaxSteps: 8, Timeout: 9 * time.Second, Set: []string{"A=1"}}
	got := rulesOptions(o)
	if got.MaxPositions != 7 || got.MaxSteps != 8 || got.Timeout != 9*time.Second || len(got.Set) != 1 || got.Set[0] != "A=1" || got.Print == nil {
		t.Errorf("rulesOptions(%+v) = %+v, want the same limits and parameters, and a Print", o, got)
	}
}
