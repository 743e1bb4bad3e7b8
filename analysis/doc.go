// Package analysis is the one path from a request to an answer that every
// front end takes: the command line (cmd/nimber) and the web API (server)
// build the same Request, call the same functions and render what they
// return. A feature lands here once.
//
// A Request names a game (a catalog spec, a rules script, an edge list),
// a position or a sum of several games' positions, the kind of play and
// the bounds of the work; the context bounds its time. Family loads the
// game, Load parses the position (a Position: the family, the components,
// each component's game), Analyze answers it (an Answer: the report of
// package game, with the generalized value of a loopy sum folded in), and
// Play keeps a game in play: the moves a player is offered, nimber's
// reply, moves taken back.
//
// For heap games, Sequence computes a nim-sequence, to a length or until
// its period is proved by the one policy of heap.ExtendUntilProved;
// MisereSequence and Quotient give misère values and the misère quotient.
// HeapSeq answers a sequence request whole (values, period, code, chart);
// RunSeq, RunMisere and RunQuotient are the command line's longer runs
// (sequence files, windows and checkpoints, progress), whose answers give
// what the front renders; SeqOptions, RecordRun.Check, SeqTo,
// MisereHeaps and QuotientHeaps check their options and lengths, and
// package analysis/status writes their status lines. Table checks a
// table's ranges, once for both fronts, and tabulates; AnalyzeGraph
// values a graph; Census computes a census of a family of heap games
// (CensusFamilyOf, CheckCensus and CensusShardOf check its options) and
// VerifyCensus checks its records (ReadCensusFiles reads them).
// Endless says when a bound met may mean a game without end. Every
// function stops when its context is done.
//
// It does not parse flags or JSON, print, or choose defaults for a front
// end: those stay in cmd/nimber and server. Its Source says what the
// front end lets a request reach: the command line may name files, the
// server may not.
//
// # What each family offers
//
// Each catalog family declares what it offers beyond a search in its
// games.Info (Offers), and FileGames does for rules scripts and edge
// lists; docs/games.md tabulates them and tests hold each declaration to
// the family's methods (games.Offered). The engines ask a component
// through the capability interfaces of package game.
package analysis
