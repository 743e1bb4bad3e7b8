package cli

import (
	"context"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/nimber/nimber/analysis"
	"github.com/nimber/nimber/analysis/render"
	"github.com/nimber/nimber/analysis/sums"
	"github.com/nimber/nimber/errs"
)

var graphCommand = &command{
	name:    "graph",
	usage:   "graph [--json] [--misere] FILE",
	summary: "value every vertex of a directed graph game and analyse its start tokens",
	help:    helpText("graph"),
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
		b = render.AppendText(b, a.Analysis.Report, a.Analysis.Noun)
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
