package main

import "testing"

func TestAnalyzeGolden(t *testing.T) { runGoldenDir(t, "analyze") }
