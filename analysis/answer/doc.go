// Package answer is the schema of an analysis's answer: the Report of a
// position (a sum of components) with its winning and drawing moves
// (MoveReport), the components whose moves are too many to list
// (Unlisted) and a misère sum's quotient class (QuotientClass). Its JSON
// is what the API's /api/analyze and `nimber analyze --json` give;
// docs/api.md describes it, and the server's TestAPIDoc holds the two
// together.
//
// The engines below package analysis (analysis/sums, loopy, misere,
// graph, rules, the catalog) fill in parts of it, so it imports nothing
// of nimber's but game and errs. It also declares the two capabilities
// through which a family answers a whole sum in its terms (LoopyFamily,
// QuotientFamily), the one by which a large component states a move by
// what it changes (Changer), so that a report stays linear in size, and
// the one by which a component reads a move as a player types it
// (OptionReader, used by ReadMove), so that a reported move can be
// played even where there are too many to list.
//
// It computes nothing: it neither analyses a sum nor renders a report
// (packages analysis/sums and analysis/render do). A MoveReport only
// finds again the move it describes (Move, reading it with ReadMove) and
// words it (Text).
package answer
