package main

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/loopy"
	"github.com/nimber/nimber/period"
)

var tableCommand = &command{
	name:    "table",
	usage:   "table [flags] GAME --n A..B | --x A..B --y C..D",
	summary: "tabulate Grundy values or outcomes over a range of positions, with periods and heat maps",
	help: `GAME is a rules file (FILE.star) or a catalog game. Ranges are inclusive,
A..B with A ≤ B (negative numbers allowed). A 1-D table (--n) evaluates the
positions n; a 2-D table (--x, --y) evaluates the positions "x,y", which a
rules file reads as the tuple (x, y) unless it defines parse(s).

The table prints the values (--outcome: P or N), ten to a row in 1-D and
one row per y in 2-D, then the P-positions. --period reports the apparent
period of a 1-D table (preperiod, period and saltus as far as the data
shows). --plot FILE.png or FILE.svg draws a scatter plot (1-D) or a heat
map (2-D). --misere tabulates misère outcomes.

If positions can repeat (a loopy game), the table gives generalized
Sprague–Grundy values instead, ∞(K) where play may go on forever (K: the
finite values of the options), and --outcome gives P, N or D (a draw);
only finite values of 0 are P-positions. Misère tables need an acyclic
game.

--json prints one object: game, misere, kind ("grundy" or "outcome"),
n or x and y ({"from", "to"}), values (a list in 1-D, a list of rows by y
in 2-D; numbers, or "P"/"N"/"D", or strings such as "∞(0,2)"), loopy
(true when positions repeat, else absent), p_positions (numbers in 1-D,
[x, y] pairs in 2-D), period ({"preperiod", "period", "saltus"}, or
null) and positions_explored.

Examples:
  nimber table examples/subtraction.star --n 0..60 --period
  nimber table examples/dot.star --x -3..3 --y -3..3 --plot dot.png
  nimber table wythoff --x 0..20 --y 0..20 --outcome
  nimber table examples/subtraction.star --set 'S=[2, 5]' --n 0..100 --period --json`,
}

func init() {
	tableCommand.run = runTable
	register(tableCommand)
}

// maxTableCells bounds a table: its values are printed, so a million is
// already more than anyone reads.
const maxTableCells = 1_000_000

// tableConfig is the table command line, parsed.
type tableConfig struct {
	n, x, y tableSpan
	twoD    bool
	outcome bool // P/N instead of Grundy values
	misere  bool
	period  bool
	json    bool
	plot    string
	family  familyOptions
}

// tableSpan is an inclusive integer range A..B.
type tableSpan struct{ from, to int }

func (s tableSpan) len() int { return s.to - s.from + 1 }

func (s tableSpan) String() string { return fmt.Sprintf("%d..%d", s.from, s.to) }

// tableSpanFlag parses A..B into s when the flag is given.
func tableSpanFlag(s *tableSpan, given *bool) func(string) error {
	return func(v string) error {
		a, b, ok := strings.Cut(v, "..")
		from, err1 := strconv.ParseInt(strings.TrimSpace(a), 10, 64)
		to, err2 := strconv.ParseInt(strings.TrimSpace(b), 10, 64)
		if !ok || err1 != nil || err2 != nil || from > to {
			return fmt.Errorf("range %q: want A..B with integers A ≤ B, e.g. 0..100", v)
		}
		if uint64(to-from) >= maxTableCells { // unsigned: exact even where to-from overflows
			return fmt.Errorf("range %q: at most %d positions", v, maxTableCells)
		}
		if int64(int(from)) != from || int64(int(to)) != to {
			return fmt.Errorf("range %q: the ends must fit in %d bits on this machine", v, strconv.IntSize)
		}
		*s, *given = tableSpan{int(from), int(to)}, true
		return nil
	}
}

// tableResult is a computed table, in the shape --json prints.
type tableResult struct {
	Game     string         `json:"game"`
	Misere   bool           `json:"misere"`
	Kind     string         `json:"kind"`
	N        *tableSpanJSON `json:"n,omitempty"`
	X        *tableSpanJSON `json:"x,omitempty"`
	Y        *tableSpanJSON `json:"y,omitempty"`
	Values   any            `json:"values"`
	PPos     any            `json:"p_positions"`
	Period   *tablePeriod   `json:"period"`
	Explored int64          `json:"positions_explored"`
	Loopy    bool           `json:"loopy,omitempty"` // positions repeat: generalized values, and D for a draw
	cells    [][]tableCell  // rows (one in 1-D) of evaluated cells
}

// tablePeriod is period.Period with the preperiod as an n, not an index.
type tablePeriod struct {
	Preperiod int `json:"preperiod"`
	Period    int `json:"period"`
	Saltus    int `json:"saltus"`
}

type tableSpanJSON struct {
	From int `json:"from"`
	To   int `json:"to"`
}

// tableCell is one evaluated position: its Grundy value, or 0 for P, 1 for
// N and 2 for D when only outcomes are asked for.
type tableCell struct {
	value    game.Nimber
	text     string // as printed: the value, or "P"/"N" (and "D" in a loopy game)
	infinite bool   // a loopy game's value ∞(K), in text
}

func runTable(e *env, args []string) error {
	var cfg tableConfig
	var hasN, hasX, hasY bool
	fs := newFlags(tableCommand, e)
	fs.Func("n", "1-D range of positions `A..B`", tableSpanFlag(&cfg.n, &hasN))
	fs.Func("x", "2-D range of x, `A..B`", tableSpanFlag(&cfg.x, &hasX))
	fs.Func("y", "2-D range of y, `C..D`", tableSpanFlag(&cfg.y, &hasY))
	fs.BoolVar(&cfg.outcome, "outcome", false, "tabulate outcomes (P or N) instead of Grundy values")
	fs.BoolVar(&cfg.misere, "misere", false, "misère play (outcomes only): the player who makes the last move loses")
	fs.BoolVar(&cfg.period, "period", false, "report the apparent period of a 1-D table")
	fs.BoolVar(&cfg.json, "json", false, "print JSON")
	fs.StringVar(&cfg.plot, "plot", "", "draw the table to `FILE`.png or FILE.svg")
	cfg.family.addFlags(fs)
	pos, err := parseFlags(fs, tableCommand, e, args)
	if err != nil {
		return err
	}
	switch {
	case len(pos) != 1:
		return errs.Errorf("", errs.Usage, "want one GAME and a range, e.g. nimber table rules.star --n 0..100; got %d arguments", len(pos))
	case hasN == (hasX || hasY):
		return errs.Errorf("", errs.Usage, "give either --n A..B (1-D) or --x A..B --y C..D (2-D)")
	case hasX != hasY:
		return errs.Errorf("", errs.Usage, "a 2-D table needs both --x and --y")
	case hasX && cfg.period:
		return errs.Errorf("", errs.Usage, "--period is for 1-D tables (--n)")
	}
	cfg.twoD = hasX
	cfg.outcome = cfg.outcome || cfg.misere
	if cells := tableCells(cfg); cells > maxTableCells {
		return errs.Errorf("", errs.Usage, "table of %d positions: at most %d, narrow the range", cells, maxTableCells)
	}
	f, err := resolveFamily(pos[0], cfg.family)
	if err != nil {
		return err
	}
	t, err := buildTable(f, cfg)
	if err != nil {
		return err
	}
	if cfg.plot != "" {
		if err := plotTable(t, cfg); err != nil {
			return err
		}
	}
	if cfg.json {
		return writeJSON(e.stdout, "table", t)
	}
	return write(e.stdout, []byte(tableText(t, cfg)))
}

func tableCells(cfg tableConfig) int {
	if cfg.twoD {
		return cfg.x.len() * cfg.y.len()
	}
	return cfg.n.len()
}

// buildTable evaluates every position of the range.
func buildTable(f game.Family, cfg tableConfig) (*tableResult, error) {
	t := &tableResult{Game: f.Name(), Misere: cfg.misere, Kind: "grundy"}
	if cfg.outcome {
		t.Kind = "outcome"
	}
	ys, xs := []int{0}, cfg.n
	if cfg.twoD {
		t.X, t.Y = &tableSpanJSON{cfg.x.from, cfg.x.to}, &tableSpanJSON{cfg.y.from, cfg.y.to}
		ys, xs = nil, cfg.x
		for y := cfg.y.from; y <= cfg.y.to; y++ {
			ys = append(ys, y)
		}
	} else {
		t.N = &tableSpanJSON{cfg.n.from, cfg.n.to}
	}
	// The positions, as text, rows by y.
	texts := make([][]string, len(ys))
	for i, y := range ys {
		for x := xs.from; x <= xs.to; x++ {
			text := strconv.Itoa(x)
			if cfg.twoD {
				text = fmt.Sprintf("%d,%d", x, y)
			}
			texts[i] = append(texts[i], text)
		}
	}
	var err error
	t.cells, err = evaluateCells(f, texts, cfg)
	if l, ok := f.(loopyFamily); ok && errs.Is(err, errs.Cycle) && !cfg.misere {
		t.Loopy = true
		t.cells, err = evaluateLoopyCells(l, texts, cfg)
	}
	if err != nil {
		return nil, err
	}
	var pPos [][]int
	for i, row := range t.cells {
		for j, c := range row {
			if c.value.IsZero() && !c.infinite {
				pPos = append(pPos, []int{xs.from + j, ys[i]})
			}
		}
	}
	t.Values, t.PPos = tableJSONValues(t.cells, pPos, cfg.twoD)
	if cfg.period {
		if p := tablePeriodOf(t.cells[0]); p != nil {
			t.Period = &tablePeriod{Preperiod: cfg.n.from + p.Preperiod, Period: p.Period, Saltus: p.Saltus}
		}
	}
	if c, ok := f.(game.Counter); ok {
		t.Explored = c.Explored()
	}
	return t, nil
}

// evaluateCells values the positions of texts, rows of position texts.
func evaluateCells(f game.Family, texts [][]string, cfg tableConfig) ([][]tableCell, error) {
	cells := make([][]tableCell, len(texts))
	for i, row := range texts {
		for _, text := range row {
			c, err := evaluateCell(f, text, cfg)
			if err != nil {
				return nil, errs.E("position "+text, errs.KindOf(err), err)
			}
			cells[i] = append(cells[i], c)
		}
	}
	return cells, nil
}

// evaluateCell values the position text.
func evaluateCell(f game.Family, text string, cfg tableConfig) (tableCell, error) {
	c, err := f.Parse(text)
	if err != nil {
		return tableCell{}, err
	}
	if cfg.misere {
		r, err := game.Analyze(f, []game.Component{c}, game.Options{Misere: true, MaxPositions: cfg.family.MaxPositions})
		if err != nil {
			return tableCell{}, err
		}
		return outcomeTableCell(r.Outcome == game.N), nil
	}
	v, err := c.Value()
	if err != nil {
		return tableCell{}, err
	}
	if cfg.outcome {
		return outcomeTableCell(!v.IsZero()), nil
	}
	return tableCell{value: v, text: v.String()}, nil
}

func outcomeTableCell(n bool) tableCell {
	if n {
		return tableCell{value: game.Star(1), text: "N"}
	}
	return tableCell{value: game.Star(0), text: "P"}
}

// A loopyFamily gives the generalized Sprague–Grundy values of its
// positions when they can repeat (rules and graph games).
type loopyFamily interface {
	game.Family
	LoopyValuesOf(ps []game.Component) ([]loopy.Value, error)
}

// evaluateLoopyCells values the positions of texts, in a game where
// positions can repeat, by their generalized values, all at once.
func evaluateLoopyCells(f loopyFamily, texts [][]string, cfg tableConfig) ([][]tableCell, error) {
	var ps []game.Component
	for _, row := range texts {
		for _, text := range row {
			c, err := f.Parse(text)
			if err != nil {
				return nil, errs.E("position "+text, errs.KindOf(err), err)
			}
			ps = append(ps, c)
		}
	}
	vals, err := f.LoopyValuesOf(ps)
	if err != nil {
		return nil, err
	}
	cells := make([][]tableCell, len(texts))
	for i, row := range texts {
		for range row {
			x := vals[0]
			vals = vals[1:]
			c := tableCell{value: game.Star(x.N), text: x.String(), infinite: x.Infinite}
			if cfg.outcome { // P, N or D, and 0, 1 or 2 to plot
				o := x.Outcome()
				c = tableCell{value: game.Star(uint64(o)), text: o.String()}
			}
			cells[i] = append(cells[i], c)
		}
	}
	return cells, nil
}

// tablePeriodOf runs the sequence engine's detector over a 1-D table.
func tablePeriodOf(row []tableCell) *period.Period {
	values := make([]uint64, len(row))
	for i, c := range row {
		v, ok := c.value.Uint64()
		if !ok || c.infinite {
			return nil // values beyond 64 bits, or infinite, have no period worth showing
		}
		values[i] = v
	}
	p, ok := period.Find(values, period.Options{})
	if !ok {
		return nil
	}
	return &p
}
