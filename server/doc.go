// Package server is nimber's HTTP API and serves the browser app (package
// web). New returns the handler; `nimber serve` runs it.
//
// Every answer is JSON, and every error is {"error": message, "kind":
// kind} with status 400 for bad input, 422 for a limit reached, 404 or
// 405 for a path or method the API lacks, and 500 otherwise (a bug). A
// game request is POSTed as JSON:
//
//	{"game": "nim", "position": "3 4 5", "misere": false}
//
// game is a catalog spec ("subtraction:1,3,4"); position holds the
// components separated by spaces (other catalog games may follow a "+":
// "3 4 + kayles 7"), or nothing for the game's start. A
// non-empty "rules" (the source of a Starlark rules file, with "set"
// overriding its parameters) or "graph" (an edge list) is the game
// instead, game then naming it. The server never reads a file.
//
//	GET  /api/games      the games: the program's own written in Go, then the catalog
//	GET  /api/examples   the example rules files: name, title and source
//	POST /api/analyze    a game request → the report of nimber analyze --json,
//	                     with "noun", what to call the components; with
//	                     "misere" and "quotient": true, a heap game's sum
//	                     by its misère quotient (nimber analyze --quotient)
//	POST /api/play       a game request for the start, with "history" (the
//	                     moves so far, as indices), "move" (the next, an
//	                     index into the moves last returned) and
//	                     "nimber_first" → the human's move, nimber's reply,
//	                     the history, the position, its moves and report,
//	                     and whether the game is over and who won
//	POST /api/seq        {"game": "kayles", "to": 200} → as nimber seq --json;
//	                     with "plot": true, the scatter plot in "image";
//	                     with "emit": "c", "go" or "python", grundy(n) in "code";
//	                     with "misere": true, as nimber seq --misere --json;
//	                     with "misere" and "quotient": true, as nimber seq
//	                     --misere --quotient --json (without "to", with
//	                     --period)
//	GET  /api/seq.svg    ?game=kayles&to=200 → the sequence's scatter plot
//	POST /api/table      a game request with "n": "0..60", or "x" and "y", and
//	                     "outcome", "period" and "plot" → as nimber table
//	                     --json, with the plot as a data URL in "image"
//	                     (SVG, or PNG for a large grid), or a "plot_error";
//	                     with "emit", grundy(n) in "code" or a "code_error"
//	POST /api/graph      a game request with "graph" → as nimber graph --json:
//	                     every vertex's value, "cyclic", and the "analysis"
//	                     of the position (by default the start line) or null
//
// Play is stateless: the client sends the start, the moves so far and its
// next move, and the server replays them. The work of each request is
// bounded by Options, and at most one request a CPU computes at a time.
// docs/api.md describes each request and answer in full.
package server
