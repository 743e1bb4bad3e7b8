package sums

// AnalyzeRetrograde exposes the retrograde analysis, for checks against
// the acyclic search.
var AnalyzeRetrograde = analyzeRetrograde
