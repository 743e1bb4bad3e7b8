package table

import (
	"context"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/nimber/nimber/analysis/sums"
	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/internal/count"
	"github.com/nimber/nimber/loopy"
	"github.com/nimber/nimber/period"
)

// MaxCells bounds a table: its values are printed, so a million is
// already more than anyone reads.
const MaxCells = 1_000_000

// A Span is an inclusive integer range A..B.
type Span struct {
	From int `json:"from"`
	To   int `json:"to"`
}

// Len returns the number of integers in s.
func (s Span) Len() int { return s.To - s.From + 1 }

func (s Span) String() string { return fmt.Sprintf("%d..%d", s.From, s.To) }

// ParseSpan reads "A..B", integers A ≤ B, at most MaxCells of them. An
// end may be written as a count is (1e9, 2^30), with a minus sign.
func ParseSpan(v string) (Span, error) {
	a, b, ok := strings.Cut(v, "..")
	from, ok1 := parseEnd(a)
	to, ok2 := parseEnd(b)
	if !ok || !ok1 || !ok2 || from > to {
		return Span{}, fmt.Errorf("range %q: want A..B with integers A ≤ B, e.g. 0..100 or 1e9..1000000100", v)
	}
	if uint64(to-from) >= MaxCells { // unsigned: exact even where to-from overflows
		return Span{}, fmt.Errorf("range %q: at most %d positions", v, MaxCells)
	}
	if int64(int(from)) != from || int64(int(to)) != to {
		return Span{}, fmt.Errorf("range %q: the ends must fit in %d bits on this machine", v, strconv.IntSize)
	}
	return Span{int(from), int(to)}, nil
}

// parseEnd reads an end of a range: an integer, or a count (1e9, 2^30)
// with an optional minus sign.
func parseEnd(s string) (int64, bool) {
	s = strings.TrimSpace(s)
	if v, err := strconv.ParseInt(s, 10, 64); err == nil {
		return v, true
	}
	neg := strings.HasPrefix(s, "-")
	v, ok := count.Parse(strings.TrimPrefix(s, "-"))
	if !ok || v > math.MaxInt64 {
		return 0, false
	}
	if neg {
		return -int64(v), true
	}
	return int64(v), true
}

// A Spec says what to tabulate: the positions n of N, or with TwoD the
// positions "x,y" of X × Y.
type Spec struct {
	N, X, Y Span
	TwoD    bool
	Outcome bool // P/N (and D) instead of Grundy values
	Misere  bool // misère play: misère values of a game.GenusFamily's heaps, else outcomes
	Period  bool // find the apparent period (1-D only)
	// MaxPositions bounds each misère search; 0 means the default.
	MaxPositions int
	// Progress, if set, hears the number of positions valued so far as
	// each is (not in a loopy game, whose positions are valued at once).
	Progress func(valued int)
}

// Cells returns the number of positions s covers, or math.MaxInt if
// more (a grid of two spans of a million has 10^12, past 32 bits).
func (s Spec) Cells() int {
	if !s.TwoD {
		return s.N.Len()
	}
	return int(min(uint64(s.X.Len())*uint64(s.Y.Len()), math.MaxInt))
}

// Table is a computed table, in the shape nimber table --json prints.
type Table struct {
	Game     string  `json:"game"`
	Misere   bool    `json:"misere"`
	Kind     string  `json:"kind"` // "grundy" or "outcome"
	N        *Span   `json:"n,omitempty"`
	X        *Span   `json:"x,omitempty"`
	Y        *Span   `json:"y,omitempty"`
	Values   any     `json:"values"`      // 1-D: a list; 2-D: rows by y
	PPos     any     `json:"p_positions"` // 1-D: the n; 2-D: [x, y] pairs
	Period   *Period `json:"period"`
	Explored int64   `json:"positions_explored"`
	Loopy    bool    `json:"loopy,omitempty"` // positions repeat: generalized values, and D for a draw

	spec  Spec
	cells [][]cell // rows (one in 1-D) of evaluated cells
	next  string   // where a table stopped short stopped (Stopped)
}

// Period is an apparent period with the preperiod as an n, not an index.
type Period struct {
	Preperiod int `json:"preperiod"`
	Period    int `json:"period"`
	Saltus    int `json:"saltus"`
}

// cell is one evaluated position: its Grundy value, or 0 for P, 1 for N
// and 2 for D when only outcomes are asked for.
type cell struct {
	value    game.Nimber
	text     string // as printed: the value, or "P"/"N" (and "D" in a loopy game)
	infinite bool   // a loopy game's value ∞(K), in text
}

// Build evaluates every position of spec in f. It stops with an
// errs.Limit error wrapping ctx's error when ctx is done, between cells
// (a family built with the same context stops within one too), and then
// returns with it the table of the positions valued before, if any: in
// 1-D the n valued, in 2-D the whole rows (Stopped).
func Build(ctx context.Context, f game.Family, spec Spec) (*Table, error) {
	// Misère values are known only where a genus is (heap games); other
	// misère tables give outcomes.
	_, genus := f.(game.GenusFamily)
	spec.Outcome = spec.Outcome || spec.Misere && (!genus || spec.TwoD)
	switch {
	case spec.Cells() > MaxCells:
		return nil, errs.Errorf("", errs.Usage, "table of %d positions: at most %d, narrow the range", spec.Cells(), MaxCells)
	case spec.TwoD && spec.Period:
		return nil, errs.Errorf("", errs.Usage, "a period is found in 1-D tables only")
	}
	t := &Table{Game: f.Name(), Misere: spec.Misere, Kind: "grundy", spec: spec}
	if spec.Outcome {
		t.Kind = "outcome"
	}
	ys, xs := []int{0}, spec.N
	if spec.TwoD {
		t.X, t.Y = &spec.X, &spec.Y
		ys, xs = nil, spec.X
		for y := spec.Y.From; y <= spec.Y.To; y++ {
			ys = append(ys, y)
		}
	} else {
		t.N = &spec.N
	}
	// The positions, as text, rows by y.
	texts := make([][]string, len(ys))
	for i, y := range ys {
		texts[i] = make([]string, 0, xs.Len())
		for x := xs.From; x <= xs.To; x++ {
			text := strconv.Itoa(x)
			if spec.TwoD {
				text += "," + strconv.Itoa(y)
			}
			texts[i] = append(texts[i], text)
		}
	}
	var err error
	t.cells, err = evaluateCells(ctx, f, texts, spec)
	if l, ok := f.(loopyFamily); ok && errs.Is(err, errs.Cycle) && !spec.Misere {
		t.Loopy = true
		t.cells, err = evaluateLoopyCells(ctx, l, texts, spec)
	}
	if err != nil {
		if ctx.Err() == nil || !t.partial(xs.Len()) {
			return nil, err
		}
		spec = t.spec
	}
	for _, row := range t.cells {
		for _, c := range row {
			t.Loopy = t.Loopy || c.text == "D" // a misère draw
		}
	}
	var pPos [][]int
	for i, row := range t.cells {
		for j, c := range row {
			if c.value.IsZero() && !c.infinite {
				pPos = append(pPos, []int{xs.From + j, ys[i]})
			}
		}
	}
	t.Values, t.PPos = jsonValues(t.cells, pPos, spec.TwoD)
	if spec.Period {
		if p := periodOf(t.cells[0]); p != nil {
			t.Period = &Period{Preperiod: spec.N.From + p.Preperiod, Period: p.Period, Saltus: p.Saltus}
		}
	}
	if c, ok := f.(game.Counter); ok {
		t.Explored = c.Explored()
	}
	return t, err
}

// partial cuts t, stopped short, to the positions valued, in rows of
// width cells: in 1-D the n valued, in 2-D the whole rows. It reports
// whether any are left.
func (t *Table) partial(width int) bool {
	rows := len(t.cells)
	if t.spec.TwoD && rows > 0 && len(t.cells[rows-1]) < width {
		rows--
	}
	t.cells = t.cells[:rows]
	if rows == 0 || len(t.cells[0]) == 0 {
		return false
	}
	if t.spec.TwoD {
		t.next = "row y = " + strconv.Itoa(t.spec.Y.From+rows)
		t.spec.Y.To = t.spec.Y.From + rows - 1
		t.Y = &t.spec.Y
	} else {
		t.next = "n = " + strconv.Itoa(t.spec.N.From+len(t.cells[0]))
		t.spec.N.To = t.spec.N.From + len(t.cells[0]) - 1
		t.N = &t.spec.N
	}
	return true
}

// Stopped reports whether t is a table stopped short (Build), and where:
// next is the first position not valued in 1-D, "n = 7", or the first
// row in 2-D, "row y = 3". The ranges of a table stopped short are
// those of the positions valued.
func (t *Table) Stopped() (next string, ok bool) { return t.next, t.next != "" }

// evaluateCells values the positions of texts, rows of position texts.
// On an error it returns the cells valued before it, the last row cut
// short.
func evaluateCells(ctx context.Context, f game.Family, texts [][]string, spec Spec) ([][]cell, error) {
	cells := make([][]cell, len(texts))
	valued := 0
	for i, row := range texts {
		cells[i] = make([]cell, 0, len(row))
		for _, text := range row {
			if err := ctx.Err(); err != nil {
				return cells[:i+1], errs.E("table", errs.Limit, err)
			}
			c, err := evaluateCell(ctx, f, text, spec)
			if err != nil {
				return cells[:i+1], errs.E("position "+text, errs.KindOf(err), err)
			}
			cells[i] = append(cells[i], c)
			if valued++; spec.Progress != nil {
				spec.Progress(valued)
			}
		}
	}
	return cells, nil
}

// evaluateCell values the position text; a misère search stops when ctx
// is done.
func evaluateCell(ctx context.Context, f game.Family, text string, spec Spec) (cell, error) {
	c, err := f.Parse(text)
	if err != nil {
		return cell{}, err
	}
	if spec.Misere {
		r, err := sums.AnalyzeContext(ctx, f, []game.Component{c}, sums.Options{Misere: true, MaxPositions: spec.MaxPositions})
		if err != nil {
			return cell{}, err
		}
		if r.Outcome == game.D { // positions repeat
			return cell{value: game.Star(2), text: "D"}, nil
		}
		if !spec.Outcome && r.MisereValue != nil {
			return cell{value: *r.MisereValue, text: r.MisereValue.String()}, nil
		}
		return outcomeCell(r.Outcome == game.N), nil
	}
	if spec.Outcome {
		o, err := sums.LoneOutcome(ctx, c)
		if err != nil {
			return cell{}, err
		}
		return outcomeCell(o == game.N), nil
	}
	v, err := c.Value(ctx)
	if err != nil {
		return cell{}, err
	}
	return cell{value: v, text: v.String()}, nil
}

func outcomeCell(n bool) cell {
	if n {
		return cell{value: game.Star(1), text: "N"}
	}
	return cell{value: game.Star(0), text: "P"}
}

// A loopyFamily gives the generalized Sprague–Grundy values of its
// positions when they can repeat (rules and graph games).
type loopyFamily interface {
	game.Family
	loopy.Valuer
}

// evaluateLoopyCells values the positions of texts, in a game where
// positions can repeat, by their generalized values, all at once.
func evaluateLoopyCells(ctx context.Context, f loopyFamily, texts [][]string, spec Spec) ([][]cell, error) {
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
	vals, err := f.LoopyValuesOf(ctx, ps)
	if err != nil {
		return nil, err
	}
	cells := make([][]cell, len(texts))
	for i, row := range texts {
		for range row {
			x := vals[0]
			vals = vals[1:]
			c := cell{value: game.Star(x.N), text: x.String(), infinite: x.Infinite}
			if spec.Outcome { // P, N or D, and 0, 1 or 2 to plot
				o := x.Outcome()
				c = cell{value: game.Star(uint64(o)), text: o.String()}
			}
			cells[i] = append(cells[i], c)
		}
	}
	return cells, nil
}

// periodOf runs the sequence engine's detector over a 1-D table.
func periodOf(row []cell) *period.Period {
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

// Periodic returns the values of a 1-D table of Grundy values from
// n = 0 up to its apparent period's preperiod and one period, and that
// period: what code for every n is written from.
func (t *Table) Periodic() ([]uint64, period.Period, error) {
	switch {
	case t.N == nil || t.N.From != 0:
		return nil, period.Period{}, errs.Errorf("", errs.Usage, "code needs a 1-D table from n = 0 (%v)", errs.Flag{Name: "n", Value: "0..B"})
	case t.Kind != "grundy" || t.Loopy:
		return nil, period.Period{}, errs.Errorf("", errs.Usage, "code needs Grundy values, not outcomes or generalized values")
	case t.Period == nil:
		return nil, period.Period{}, errs.Errorf("", errs.Limit, "no period found in %s for n = 0..%d: no code to write (try a longer %v)", t.Game, t.N.To, errs.Flag{Name: "n"})
	}
	p := period.Period{Preperiod: t.Period.Preperiod, Period: t.Period.Period, Saltus: t.Period.Saltus}
	values := make([]uint64, p.Preperiod+p.Period)
	for i := range values {
		values[i], _ = t.cells[0][i].value.Uint64() // periodOf checked they fit
	}
	return values, p, nil
}
