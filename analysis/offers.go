package analysis

import "github.com/nimber/nimber/games"

// FileGames describes the games a request reads from a file (or, on the
// server, from its body) rather than from the catalog: rules scripts and
// edge lists. Their offers are declared here once, as the catalog's are
// in games.Info, and a test holds them to the examples' methods.
var FileGames = []games.Info{
	{
		Name:    "FILE.star",
		Rule:    "a rules script in Starlark: moves(p), and parse, format, start, value… as it pleases (docs/rules.md)",
		Example: "examples/kayles.star 4,7,9",
		Offers:  []games.Offer{games.Values, games.Moves, games.Outcome, games.MisereRule, games.Draws},
	},
	{
		Name:    "graph:FILE",
		Rule:    "a token on each given vertex of a directed graph, one edge a move; the graph may have cycles",
		Example: "graph:FILE a",
		Offers:  []games.Offer{games.Moves, games.Draws, games.Board},
	},
}
