package main

import (
	"strings"

	"github.com/nimber/nimber/analysis"
	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
)

var analyzeCommand = &command{
	name:    "analyze",
	usage:   "analyze [flags] GAME [POSITION...] [+ GAME POSITION...]...",
	summary: "who wins a position, its Grundy value and every winning move",
	help: `The position is the disjunctive sum of the components given (a move is
made in exactly one of them). A lone - reads whitespace-separated
components from standard input (so a component with spaces in it, such as
a rules file's "(3, 5)", is given as one quoted argument instead). With no
position, a rules file's start position is analysed. Components of
different games make one sum when each game is followed by its own, the
games separated by "+": nim 3 4 + kayles 7 + wythoff 3,5 (the
Sprague–Grundy theorem at work; in misère play the sum is searched
whole, and so it is when a game whose positions repeat is in it: then
the answer is P, N or D with its moves, and its generalized value).

Text output: a line "<Game> <position> — <outcome>. Grundy value g.", then
the winning moves, one a line, components numbered from 1:
"heap 1: 3 → 1" takes heap 1 from 3 to 1; "heap 2: 7 → 2 + 4" splits it.
Components are heaps when they are all numbers, tokens in a graph game
("token 1: a → b"), else components.
Positions longer than 10 components are echoed as the first 10 and the
count. "Positions explored" is printed when a search ran. Tokens on a
graph with cycles (graph:FILE) get a generalized Sprague–Grundy value
instead, such as ∞(0,2), and may be a D-position, a draw: the moves that
keep the draw are listed then. Under --misere such a position has no
value, and every sum reachable is searched for its outcome. A sum of
heaps of a heap game (kayles, dawson, grundy, 0.137, subtraction:1,3,4, …)
gets its misère value and genus too: "Misère value 2, genus 2^20."
(see nimber help seq, --misere). With --quotient such a sum is valued
instead by the misère quotient of heaps 1 to its largest heap (as nimber
seq GAME --misere --quotient prints it, proved): far faster for sums of
many heaps, with no genus but the sum's class: "Class abc of the misère
quotient of heaps 1 to 20 (24 elements)." The quotient is computed once
a largest heap; its bound on sums is --max-positions. It goes heap by
heap and stops where the classes of the heaps are proved periodic (see
nimber help seq, --period): it is then the quotient of every heap size,
and heaps of any size are valued by it (octal:0.75 1000000000000 5 7),
the moves of a huge heap left unlisted.

--json prints one object: game, position (array of component strings),
misere, outcome ("P", "N" or, in a graph with cycles, "D"), grundy (a
number; null under misère play, when unknown or infinite),
winning_moves (array of {"component": i, "from": s, "to": [s...]},
component numbered from 0), winning_move_count,
positions_explored and, when the moves of some component are too many to
list, unlisted_moves (array of {"component": i, "reason": s, "examples":
[moves]}, examples given when a few can be found, as in a huge heap of an
octal game with a proved period), and on a graph with cycles value (the
generalized value, a string) and, in a draw, drawing_moves; a sum of
several games has games, the game of each component; values is the
Grundy value of each component, in normal play when all are known;
misere_value and genus are a misère sum of heaps' misère value and
genus; with --quotient, quotient is {"class", "components" (the class of
each heap), "heaps", "elements", "presentation", "generators" (array of
{"name", "heap"}), "p_portion"}. JSON lists every winning move that can
be listed.

--explain adds, in text, why: the components' values in binary, their
XOR, and for each winning move the value it reaches.

--batch reads one position per line from standard input (components
separated by spaces) and analyses each line on its own, printing one
result per line: "OUTCOME GRUNDY MOVES", e.g. "N 2 1" (N-position, Grundy
value 2, 1 winning move; GRUNDY is "-" under misère play, when unknown
or infinite, and OUTCOME is D for a draw, on a graph with cycles).
MOVES ends in "+", as in "N 5 0+", when the moves of some component are
too many to list: the count is then only a lower bound.
With --json it prints one JSON object per line (JSON Lines). The first
bad line stops the batch with "stdin:LINE: ..." and exit status 2; the
results of the lines before it have been printed.

Exit status: 0 on success, 2 for bad input or a search limit reached
(raise it with --max-positions), 1 otherwise.

Examples:
  nimber analyze nim 3 4 5
  nimber analyze wythoff 3,5
  nimber analyze subtraction:1,3,4 7 9 11 --json
  nimber analyze nim 1 1 1 --misere
  nimber analyze kayles 4 6 --misere
  nimber analyze kayles 4 6 9 12 17 20 --misere --quotient
  nimber analyze octal:0.75 1000000000000 5 7 --misere --quotient
  nimber analyze nim 3 4 + kayles 7 + wythoff 3,5
  seq 200000 | nimber analyze nim -
  printf '3 4 5\n1 2 3\n' | nimber analyze --batch nim
  nimber analyze examples/subtraction.star --set 'S=[2,5,6]' 7 9`,
}

func init() {
	analyzeCommand.run = runAnalyze
	register(analyzeCommand)
}

// analyzeConfig is the analyze command line, parsed.
type analyzeConfig struct {
	analysis game.Options
	json     bool
	explain  bool
	batch    bool
	moves    movesFlag
	count    bool
}

func runAnalyze(e *env, args []string) error {
	var (
		cfg    analyzeConfig
		family familyOptions
	)
	fs := newFlags(analyzeCommand, e)
	fs.BoolVar(&cfg.analysis.Misere, "misere", false, "misère play: the player who makes the last move loses")
	fs.BoolVar(&cfg.json, "json", false, "print JSON (JSON Lines with --batch)")
	fs.BoolVar(&cfg.analysis.Quotient, "quotient", false, "with --misere, a sum of heaps of a heap game: value it by the misère quotient of heaps 1 to its largest (fast for many heaps; no genus)")
	fs.BoolVar(&cfg.batch, "batch", false, "analyse each line of standard input as a position of its own")
	fs.BoolVar(&cfg.explain, "explain", false, "say why, in text: the components' values in binary and their XOR")
	fs.Var(&cfg.moves, "moves", "list at most `N` winning moves (0: all; default 20 in text, 1000 in JSON, none with --batch)")
	fs.Var(&cfg.moves, "limit-moves", "the same as --moves `N`")
	fs.BoolVar(&cfg.count, "count", false, "with --batch, count the winning moves too")
	family.addFlags(fs)
	pos, err := parseFlags(fs, analyzeCommand, e, args)
	if err != nil {
		return err
	}
	if cfg.analysis.Quotient && !cfg.analysis.Misere {
		return errs.Errorf("", errs.Usage, "--quotient goes with --misere: the misère quotient is of misère play")
	}
	if len(pos) == 0 {
		return errs.Errorf("", errs.Usage, "no game given: want GAME [POSITION...], e.g. nimber analyze nim 3 4 5 (nimber games lists the games)")
	}
	req := family.request(e, pos[0], pos[1:])
	req.Misere, req.Quotient = cfg.analysis.Misere, cfg.analysis.Quotient
	cfg.analysis = req.Options()
	cfg.setBounds()
	if cfg.batch {
		if len(pos) > 1 {
			return errs.Errorf("", errs.Usage, "--batch reads positions from standard input, one a line; got position %q on the command line", strings.Join(pos[1:], " "))
		}
		f, err := analysis.Family(e.context(), req)
		if err != nil {
			return err
		}
		return analyzeBatch(e, f, cfg)
	}
	p, err := analysis.Load(e.context(), req)
	if err != nil {
		return err
	}
	a, err := p.Analyze(e.context(), cfg.analysis)
	if err != nil {
		return err
	}
	var out []byte
	if cfg.json {
		out = appendJSON(out, a.Report)
	} else {
		out = appendText(out, a.Report, a.Noun)
		if cfg.explain {
			out = appendExplanation(out, a.Report, a.Noun)
		}
	}
	return write(e.stdout, out)
}
