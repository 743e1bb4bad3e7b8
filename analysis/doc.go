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
// Table checks a table's ranges, once for both fronts, and tabulates.
// Every function stops when its context is done.
//
// It does not parse flags or JSON, print, or choose defaults for a front
// end: those stay in cmd/nimber and server. Its Source says what the
// front end lets a request reach: the command line may name files, the
// server may not.
//
// # What each family offers
//
// The engines ask a component what it can do through the capability
// interfaces of package game; the catalog's answers (asserted at compile
// time in games/capabilities.go, graph and rules):
//
//	family                      family offers                component offers
//	nim                         MisereFamily                 ValueMover MoveCounter Mover OptionReader OptionSampler
//	bash                                                     Keyer ValueMover Mover OptionReader OptionSampler
//	lasker                                                   ValueMover MoveLister MoveCounter Mover OptionReader
//	                                                         OptionSampler
//	subtraction, allbut         Counter GenusFamily          Keyer ValueMover MoveLister MoveCounter Mover
//	                            QuotientFamily               OptionReader OptionSampler
//	octal, hex, kayles, dawson, Counter GenusFamily          Keyer ValueMover Mover Sampler OptionReader
//	officers, grundy            QuotientFamily               OptionSampler
//	wythoff                     Counter                      ValueMover Mover Outcomer OptionReader OptionSampler
//	euclid                                                   ValueMover Mover Outcomer OptionReader OptionSampler
//	fibonacci                   Counter                      ValueMover Mover Outcomer OptionReader OptionSampler
//	moore                       Counter                      Keyer ValueMover Mover Outcomer
//	staircase                                                ValueMover MoveLister MoveCounter Changer Mover
//	                                                         OptionReader OptionSampler
//	poker, northcott                                         Keyer ValueMover Mover OptionReader OptionSampler
//	hackenbush                  Nouner                       ValueMover Mover (trees); Mover (pictures)
//	turning-turtles,            MisereFamily (refuses)       Keyer ValueMover MoveLister MoveCounter Mover Sampler
//	mock-turtles, ruler and     Nouner                       OptionReader OptionSampler
//	their products A*B
//	graph:FILE, edge lists      Counter Starter Nouner       Mover
//	                            LoopyFamily
//	rules scripts (FILE.star)   Counter Starter LoopyFamily  ValueMover Mover Outcomer
//	                            MisereFamily
//	a sum of several games      Counter                      (its games')
//
// A family without MisereFamily or GenusFamily is analysed in misère play
// by searching the sums reachable from the position; one without
// LoopyFamily cannot have positions that repeat. The coin games refuse
// misère play: there a row of coins is not the sum of its heads coins.
package analysis
