package cli

import (
	"context"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/nimber/nimber/analysis"
	"github.com/nimber/nimber/analysis/sums"
	"github.com/nimber/nimber/errs"
)

var graphCommand = &command{
	name:    "graph",
	usage:   "graph [--json] [--misere] FILE",
	summary: "value every vertex of a directed graph game and analyse its start tokens",
	help: `FILE (- for standard input) is an edge list, one edge "u v" a line: a
token on u may move to v. Vertex names are any text without spaces; # starts
a comment; a line with one name declares a vertex; "start: a b" places
tokens on a and b. A player who cannot move loses.

Prints the Grundy value of every vertex in file order, then the analysis of
the start tokens if the file has a start: line (--misere: under misère
play; the vertex values stay normal-play values).

A graph with cycles is a loopy game: a play may go on forever, a draw.
Its vertices get generalized Sprague–Grundy values instead: a finite
value, which adds like a Nim heap, or ∞(K), K the finite values of the
vertex's followers. The start tokens are then a P-position, an
N-position (with the moves that win) or a draw (with the moves that keep
it a draw: every other move loses). With --misere, the start tokens are
decided by searching every sum reachable from them, cycles included.

--json prints one object: {"vertices": [{"name", "grundy"}], "cyclic",
"analysis": the analyze report of the start tokens, or null}. With cycles, each
vertex and the report also have "value" (e.g. "∞(0,2)"; grundy is null
when it is infinite), and a draw's report has "drawing_moves".

The same files work as games: nimber analyze graph:FILE a b

Examples:
  nimber graph moves.txt
  nimber graph --json --misere moves.txt
  printf 'a b\nb c\nstart: a\n' | nimber graph -
  printf 'a b\nb a\na c\nc d\nstart: a\n' | nimber graph -   # a draw`,
}

func init() {
	graphCommand.run = runGraph
	register(graphCommand)
}

func runGraph(ctx context.Context, e *env, args []string) error {
	var asJSON, misere bool
	fset := newFlags(graphCommand, e)
	fset.BoolVar(&asJSON, "json", false, "print JSON")
	fset.BoolVar(&misere, "misere", false, "analyse the start tokens under misère play (the last mover loses)")
	var timeout time.Duration
	addTimeout(fset, &timeout)
	pos, err := parseFlags(fset, graphCommand, e, args)
	if err != nil {
		return err
	}
	if ctx, err = e.bound(ctx, timeout); err != nil {
		return err
	}
	if len(pos) != 1 {
		return errs.Errorf("", errs.Usage, "want one graph file (or - for standard input), got %d arguments", len(pos))
	}
	g, err := analysis.ReadGraph(pos[0], e.stdin)
	if err != nil {
		return err
	}
	a, err := analysis.AnalyzeGraph(ctx, g, nil, analysis.Limits{}, sums.Options{Misere: misere})
	if err != nil {
		return err
	}
	if asJSON {
		return writeJSON(e.stdout, "graph", a)
	}
	heading := "Grundy value of each vertex:\n"
	if a.Cyclic {
		heading = "The graph has cycles: generalized Sprague–Grundy values, ∞(K) for a vertex\nfrom which play can go on forever, K the finite values of its followers.\n"
	}
	b := appendVertexValues([]byte(heading), a.Vertices)
	if a.Analysis != nil {
		b = append(b, '\n')
		b = appendText(b, a.Analysis.Report, a.Analysis.Noun)
	}
	return write(e.stdout, b)
}

// maxNamePad is the widest vertex name the value column is aligned after.
const maxNamePad = 24

// appendVertexValues appends a "name value" line for each vertex, the
// values in a column: the generalized value where there is one, else the
// Grundy value.
func appendVertexValues(b []byte, vertices []analysis.Vertex) []byte {
	width := 0
	for _, v := range vertices {
		width = max(width, min(utf8.RuneCountInString(v.Name), maxNamePad))
	}
	for _, v := range vertices {
		b = append(b, "  "...)
		b = append(b, v.Name...)
		b = append(b, strings.Repeat(" ", max(1, width-utf8.RuneCountInString(v.Name)+1))...)
		if v.Value != "" {
			b = append(b, v.Value...)
		} else {
			b = strconv.AppendUint(b, *v.Grundy, 10)
		}
		b = append(b, '\n')
	}
	return b
}
