package game

// AnalyzeMisereLoopy exposes the retrograde misère analysis, for checks
// against the acyclic search.
var AnalyzeMisereLoopy = analyzeMisereLoopy
