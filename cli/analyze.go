package cli

import (
	"context"
	"fmt"
	"strings"

	"github.com/nimber/nimber/analysis"
	"github.com/nimber/nimber/analysis/render"
	"github.com/nimber/nimber/analysis/sums"
	"github.com/nimber/nimber/errs"
)

var analyzeCommand = &command{
	name:    "analyze",
	usage:   "analyze [flags] GAME [POSITION...] [+ GAME POSITION...]...",
	summary: "who wins a position, its Grundy value and its winning moves",
	help:    helpText("analyze"),
}

func init() {
	analyzeCommand.run = runAnalyze
	register(analyzeCommand)
}

// analyzeConfig is the analyze command line, parsed.
type analyzeConfig struct {
	analysis   sums.Options
	json       bool
	explain    bool
	batch      bool
	moves      movesFlag
	count      bool
	fullMoves  bool
	remoteness bool
	compound   string
}

func runAnalyze(ctx context.Context, e *env, args []string) error {
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
	fs.BoolVar(&cfg.fullMoves, "full-moves", false, "write each move as the whole position it leaves, even in a long staircase")
	fs.BoolVar(&cfg.remoteness, "remoteness", false, "how many moves the game lasts when the winner hastens the end and the loser delays it (searches the sums reachable)")
	fs.StringVar(&cfg.compound, "compound", "", "play the components as a `compound`: disjunctive (their sum, the default), conjunctive, continued, selective or shortened (docs/compounds.md)")
	family.addFlags(fs)
	pos, err := parseFlags(fs, analyzeCommand, e, args)
	if err != nil {
		return err
	}
	if ctx, err = e.bound(ctx, family.Timeout); err != nil {
		return err
	}
	pos = e.withGame(pos)
	if len(pos) == 0 {
		return errs.Errorf("", errs.Usage, "no game given: want GAME [POSITION...], e.g. nimber analyze nim 3 4 5 (nimber games lists the games)")
	}
	req := family.request(e, pos[0], pos[1:])
	req.Misere, req.Quotient, req.Remoteness, req.Compound = cfg.analysis.Misere, cfg.analysis.Quotient, cfg.remoteness, cfg.compound
	req.Field = flagName
	cfg.setBounds(req)
	cfg.analysis = req.Options()
	if cfg.batch {
		if cfg.compound != "" {
			return errs.Errorf("", errs.Usage, "--batch analyses disjunctive sums: not with --compound %s", cfg.compound)
		}
		if len(pos) > 1 {
			return errs.Errorf("", errs.Usage, "--batch reads positions from standard input, one a line; got position %q on the command line", strings.Join(pos[1:], " "))
		}
		f, err := analysis.Family(ctx, req)
		if err != nil {
			return err
		}
		return analyzeBatch(ctx, e, f, cfg)
	}
	a, err := analysis.Analyze(ctx, req)
	if err != nil {
		return err
	}
	var out []byte
	if cfg.json {
		out = render.AppendJSON(out, a)
	} else if c := a.Compound; c != nil {
		out = render.AppendPosition(out, a.Game, a.Position, a.Games)
		if a.Misere {
			out = append(out, " (misère play)"...)
		}
		out = fmt.Appendf(out, ", %s compound — %s.\n", c.Compound, render.Describe(c.Outcome))
		out = c.AppendText(out, a.Noun, a.Misere)
		if a.Note != "" {
			out = fmt.Appendf(out, "Note: %s.\n", a.Note)
		}
	} else {
		out = render.AppendText(out, a.Report, a.Noun)
		if a.Note != "" {
			out = fmt.Appendf(out, "Note: %s.\n", a.Note)
		}
		if cfg.explain {
			out = render.AppendExplanation(out, a.Report, a.Noun)
		}
	}
	return write(e.stdout, out)
}
