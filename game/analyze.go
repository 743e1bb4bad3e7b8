package game

import (
	"context"
	"slices"

	"github.com/nimber/nimber/errs"
)

// Report is the analysis of one position (a sum of components): plain data
// that front ends render as text or JSON.
type Report struct {
	Game         string       `json:"game"`
	Position     []string     `json:"position,omitempty"` // omitted by a batch, where it is the input line
	Misere       bool         `json:"misere"`
	Outcome      Outcome      `json:"outcome"`
	Grundy       *Nimber      `json:"grundy"` // nil under misère play or when unknown
	WinningMoves []MoveReport `json:"winning_moves"`
	// Truncated says WinningMoves lists only the first of the winning
	// moves (Options.MaxMoves).
	Truncated bool `json:"winning_moves_truncated,omitempty"`
	Count     int  `json:"winning_move_count"`
	// CountExact is false when Count is only a lower bound: the moves of
	// some component were too many to count cheaply or to list.
	CountExact bool  `json:"winning_move_count_exact"`
	Explored   int64 `json:"positions_explored"`
	// Unlisted names components whose winning moves are too many to
	// list; WinningMoves then covers the other components only, and
	// Count too unless they could be counted (CountExact).
	Unlisted []Unlisted `json:"unlisted_moves,omitempty"`
	// For a position of a loopy game (one whose play may go on forever),
	// Value is its generalized Sprague–Grundy value, e.g. "2" or "∞(0,2)"
	// (Grundy is nil when it is infinite), and DrawingMoves, when Outcome
	// is D, are the moves that keep the draw: every other move loses.
	Value        string       `json:"value,omitempty"`
	DrawingMoves []MoveReport `json:"drawing_moves,omitempty"`
	// Games names the game of each component when a front end sums
	// several (SumFamily), to show them grouped; else it is empty.
	Games []string `json:"games,omitempty"`
	// Values is the Grundy value of each component, in normal play when
	// all are known: Grundy is their XOR.
	Values []Nimber `json:"values,omitempty"`
	// In misère play, for a GenusFamily, MisereValue is the sum's misère
	// Grundy value and Genus its genus ("4^046").
	MisereValue *Nimber `json:"misere_value,omitempty"`
	Genus       string  `json:"genus,omitempty"`
	// Quotient is the sum's class in its misère quotient, when asked for
	// (Options.Quotient).
	Quotient *QuotientClass `json:"quotient,omitempty"`
}

// Winning returns the winning moves r lists, then the examples it gives
// of those it does not (Unlisted).
func (r *Report) Winning() []MoveReport {
	out := slices.Clip(r.WinningMoves)
	for _, u := range r.Unlisted {
		out = append(out, u.Examples...)
	}
	return out
}

// QuotientClass is a misère sum's class in the misère quotient of the
// sums of heaps 1 to Heaps (a QuotientFamily's), or of every heap size if
// AllHeaps: the period of its pretending function proved at heap Heaps.
type QuotientClass struct {
	Class        string      `json:"class"`      // its normal form in the generators: 1, a, ab²
	Components   []string    `json:"components"` // the class of each component
	Heaps        int         `json:"heaps"`
	AllHeaps     bool        `json:"all_heaps"`
	Elements     int         `json:"elements"`     // the quotient's order
	Presentation string      `json:"presentation"` // ⟨a, b | a² = 1, …⟩
	Generators   []Generator `json:"generators"`
	PPortion     []string    `json:"p_portion"` // the classes of lost sums
}

// A Generator of a misère quotient: its name and the heap whose class it is.
type Generator struct {
	Name string `json:"name"`
	Heap int    `json:"heap"`
}

// Unlisted says why the winning moves in one component are not listed,
// e.g. the splits of a heap of 10^12 in an octal game.
type Unlisted struct {
	Component int    `json:"component"`
	Reason    string `json:"reason"`
	// Examples are a few of the moves, when the component can find some
	// (Sampler).
	Examples []MoveReport `json:"examples,omitempty"`
}

// maxExamples is how many moves a Sampler is asked for.
const maxExamples = 3

// MoveReport is a winning move as reported: the 0-based index of the
// component moved in, its string, and the strings of what replaces it;
// or, for a large component (Changer), only what the move changes, so
// that a report stays linear in the size of its position.
type MoveReport struct {
	Component int      `json:"component"`
	From      string   `json:"from,omitzero"`
	To        []string `json:"to,omitzero"` // empty, not nil, when the component vanishes
	Change    string   `json:"change,omitzero"`
}

// Options control Analyze.
type Options struct {
	Misere bool
	// MaxPositions bounds the generic misère search of a sum; 0 means
	// DefaultMaxPositions.
	MaxPositions int
	// Quotient, in misère play, values a sum of heaps of a QuotientFamily
	// by the misère quotient instead of its genus: fast for sums of many
	// heaps (the quotient is computed once), but without the genus.
	Quotient bool
	// Context, if set, stops the generic searches of a sum when it is done.
	Context context.Context
	// MaxMoves bounds the winning moves listed for the whole sum: moves
	// past it are never built, and Report.Truncated says some were left
	// out. 0 lists them all; NoMoves lists none.
	MaxMoves int
	// FullMoves writes every move as the component it is made in and
	// what replaces it, even in a large component (Changer), where a
	// report would then grow as the square of the position.
	FullMoves bool
	// CheapCount counts winning moves past those listed only where that
	// is cheap (a MoveCounter); elsewhere Count is a lower bound. By
	// default they are counted by listing them.
	CheapCount bool
}

// NoMoves as Options.MaxMoves lists no winning move.
const NoMoves = -1

// DefaultMaxPositions is the default bound on positions a search explores.
const DefaultMaxPositions = 50_000_000

// Analyze computes the outcome, Grundy value and winning moves of the
// disjunctive sum of components, all of family f: the outcome and value
// first, then the first opt.MaxMoves winning moves, counted as
// opt.CheapCount says. In normal play, a sum whose positions can repeat
// is left to f if it is a LoopyFamily; otherwise (misère play, or a
// SumFamily that mixes games) every sum reachable from it is searched,
// and the answer may be a draw (D) with the moves that keep it.
func Analyze(f Family, sum []Component, opt Options) (*Report, error) {
	const op = "analyze"
	if len(sum) == 0 {
		return nil, errs.Errorf(op, errs.Usage, "empty position: give at least one component")
	}
	if opt.Quotient && !opt.Misere {
		return nil, errs.Errorf(op, errs.Usage, "the misère quotient is of misère play: ask for misère play too")
	}
	r := &Report{Game: f.Name(), Position: make([]string, len(sum)), Misere: opt.Misere}
	for i, c := range sum {
		r.Position[i] = c.String()
	}
	// A family keeps what its searches learnt from one analysis to the
	// next (a batch): a report counts the positions it explored itself.
	counter, _ := f.(Counter)
	var before int64
	if counter != nil {
		before = counter.Explored()
	}
	var (
		moves []Move
		err   error
	)
	if opt.Misere {
		r.Outcome, moves, r.Explored, err = analyzeMisere(f, sum, opt, r)
	} else {
		err = analyzeNormal(r, sum, opt)
	}
	if l, ok := f.(LoopyFamily); ok && !opt.Misere && errs.Is(err, errs.Cycle) {
		lr, err := l.AnalyzeLoopy(sum)
		if err != nil {
			return nil, err
		}
		lr.CountExact = true
		bound(lr, opt.MaxMoves)
		return lr, nil
	}
	if errs.Is(err, errs.Cycle) { // misère play, or a sum that mixes games
		var drawing []Move
		r.Grundy, r.Values, r.Unlisted, r.WinningMoves = nil, nil, nil, nil
		r.Outcome, moves, drawing, r.Explored, err = analyzeRetrograde(opt.Context, sum, opt.MaxPositions, opt.Misere)
		r.DrawingMoves = moveReports(sum, drawing, opt.FullMoves)
	}
	if err != nil {
		return nil, err
	}
	if r.WinningMoves == nil { // the moves of a search, all found
		n := len(moves)
		if opt.MaxMoves != 0 {
			n = min(n, max(opt.MaxMoves, 0))
		}
		r.WinningMoves = moveReports(sum, moves[:n], opt.FullMoves)
		r.Count, r.CountExact, r.Truncated = len(moves), len(r.Unlisted) == 0, n < len(moves)
	}
	if counter != nil {
		r.Explored += counter.Explored() - before
	}
	return r, nil
}

// bound cuts r's winning moves to the first most (0: all; NoMoves: none).
func bound(r *Report, most int) {
	if most == 0 || len(r.WinningMoves) <= most {
		return
	}
	r.WinningMoves, r.Truncated = r.WinningMoves[:max(most, 0)], true
}

// moveReports reports moves in sum, as an empty list when there are none.
func moveReports(sum []Component, moves []Move, full bool) []MoveReport {
	out := make([]MoveReport, len(moves))
	for i, m := range moves {
		out[i] = reportMove(m, sum, full)
	}
	return out
}

// reportMove reports m, in full if asked (Options.FullMoves).
func reportMove(m Move, sum []Component, full bool) MoveReport {
	if full {
		return m.FullReport(sum)
	}
	return m.Report(sum)
}

func analyzeNormal(r *Report, sum []Component, opt Options) error {
	values := make([]Nimber, len(sum))
	var total Nimber
	for i, c := range sum {
		v, err := c.Value()
		if err != nil {
			if oc, ok := outcomerFor(c, err); ok && len(sum) == 1 {
				return loneOutcome(r, c, oc, err, opt)
			}
			return err
		}
		values[i] = v
		total = total.Xor(v)
	}
	r.Grundy, r.Values = &total, values
	w := newWinning(r, sum, opt)
	if total.IsZero() {
		r.Outcome = P
		return nil
	}
	r.Outcome = N
	for i, c := range sum {
		if err := w.add(i, c, values[i].Xor(total)); err != nil {
			return err
		}
	}
	return nil
}

// outcomerFor returns c's Outcomer when its value failed with err in a
// way its outcome may not: the value unknown, or a bound reached.
func outcomerFor(c Component, err error) (Outcomer, bool) {
	if !errs.Is(err, errs.Unknown) && !errs.Is(err, errs.Limit) {
		return nil, false
	}
	oc, ok := c.(Outcomer)
	return oc, ok
}

// LoneOutcome returns the normal-play outcome of c alone: from its value,
// or, where that is unknown or past a bound, from its Outcomer, as
// Analyze does (Wythoff's P-positions at any size).
func LoneOutcome(c Component) (Outcome, error) {
	v, err := c.Value()
	if err != nil {
		if oc, ok := outcomerFor(c, err); ok {
			return oc.Outcome()
		}
		return P, err
	}
	if v.IsZero() {
		return P, nil
	}
	return N, nil
}

// loneOutcome analyses a single component whose Grundy value is unknown but
// whose outcome is: its winning moves are its moves to P-positions.
func loneOutcome(r *Report, c Component, oc Outcomer, valueErr error, opt Options) error {
	o, err := oc.Outcome()
	if err != nil {
		return err
	}
	r.Outcome = o
	w := newWinning(r, []Component{c}, opt)
	if o != N {
		return nil
	}
	if _, ok := c.(ValueMover); !ok {
		return valueErr
	}
	return w.add(0, c, Nimber{})
}

// movesTo returns the options of c whose value is target.
func movesTo(c Component, target Nimber) ([]Option, error) {
	if vm, ok := c.(ValueMover); ok {
		return vm.MovesTo(target)
	}
	m, ok := c.(Mover)
	if !ok {
		return nil, errs.Errorf("winning moves", errs.Internal, "component %s can neither list its moves nor find moves to a value", c)
	}
	all, err := m.Options()
	if err != nil {
		return nil, err
	}
	var out []Option
	for _, o := range all {
		v, err := o.valueOf()
		if err != nil {
			return nil, err
		}
		if v.Cmp(target) == 0 {
			out = append(out, o)
		}
	}
	return out, nil
}
