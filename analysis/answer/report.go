package answer

import (
	"context"
	"slices"
	"strconv"

	"github.com/nimber/nimber/game"
)

// Report is the analysis of one position (a sum of components): plain data
// that front ends render as text or JSON.
type Report struct {
	Game         string       `json:"game"`
	Position     []string     `json:"position,omitempty"` // omitted by a batch, where it is the input line
	Misere       bool         `json:"misere"`
	Outcome      game.Outcome `json:"outcome"`
	Grundy       *game.Nimber `json:"grundy"` // nil under misère play or when unknown
	WinningMoves []MoveReport `json:"winning_moves"`
	// Truncated says WinningMoves lists only the first of the winning
	// moves (sums.Options.MaxMoves).
	Truncated bool `json:"winning_moves_truncated,omitempty"`
	// Count is how many winning moves there are: 64 bits with any int, as
	// a coin of 10^18 has some 10^17 of them.
	Count int64 `json:"winning_move_count"`
	// CountExact is false when Count is only a lower bound: the moves of
	// some component were too many to count cheaply or to list, or more
	// than an int64 holds.
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
	// several (game.SumFamily), to show them grouped; else it is empty.
	Games []string `json:"games,omitempty"`
	// Values is the Grundy value of each component, in normal play when
	// all are known: Grundy is their XOR.
	Values []game.Nimber `json:"values,omitempty"`
	// In misère play, for a game.GenusFamily, MisereValue is the sum's
	// misère Grundy value and Genus its genus ("4^046").
	MisereValue *game.Nimber `json:"misere_value,omitempty"`
	Genus       string       `json:"genus,omitempty"`
	// Quotient is the sum's class in its misère quotient, when asked for
	// (sums.Options.Quotient).
	Quotient *QuotientClass `json:"quotient,omitempty"`
	// Remoteness, when asked for and the sums reachable are few enough
	// to search, is how many moves of both players the game lasts when
	// the winner hastens the end and the loser delays it.
	Remoteness *int `json:"remoteness,omitempty"`
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
	// (game.Sampler).
	Examples []MoveReport `json:"examples,omitempty"`
}

// A Changer states an option by what it changes ("step 7: 5 coins →
// step 6") when writing the whole position it leaves would be long: a
// staircase of 10^5 steps has as many winning moves, and writing each
// in full makes a report quadratic in its input. ok is false when the
// component is small enough to be written out.
type Changer interface {
	Change(o game.Option) (change string, ok bool)
}

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

// Move returns the move of sum that w reports: one of moves (the sum's,
// or some of them), or one its component reads (OptionReader).
func (w MoveReport) Move(ctx context.Context, sum []game.Component, moves []game.Move) (game.Move, bool) {
	for _, m := range moves {
		if m.Component == w.Component && w.describes(sum, m.To) {
			return m, true
		}
	}
	if _, ok := sum[w.Component].(OptionReader); !ok || w.To == nil {
		return game.Move{}, false
	}
	m, err := ReadMove(ctx, sum, w.Component, w.To)
	return m, err == nil
}

// describes reports whether w reports the move of its component to o:
// by the change it makes, or by the strings of what it leaves.
func (w MoveReport) describes(sum []game.Component, o game.Option) bool {
	if w.Change != "" {
		ch, ok := sum[w.Component].(Changer)
		if !ok {
			return false
		}
		s, ok := ch.Change(o)
		return ok && s == w.Change
	}
	return slices.Equal(o.Strings(), w.To)
}

// MoveOf describes m, a move in sum, as reports list moves: by what it
// changes when its component is a large Changer, else by the component's
// string and the strings of what replaces it.
func MoveOf(m game.Move, sum []game.Component) MoveReport {
	if ch, ok := sum[m.Component].(Changer); ok {
		if s, ok := ch.Change(m.To); ok {
			return MoveReport{Component: m.Component, Change: s}
		}
	}
	return FullMoveOf(m, sum)
}

// FullMoveOf describes m by the component's string and the strings of
// what replaces it, however large (sums.Options.FullMoves).
func FullMoveOf(m game.Move, sum []game.Component) MoveReport {
	return MoveReport{Component: m.Component, From: sum[m.Component].String(), To: m.To.Strings()}
}

// Text writes m for people as "heap 1: 7 → 2 + 4", or by what it changes
// ("component 1: step 7: 5 coins → step 6"), numbering components from 1
// (JSON numbers them from 0); noun is what the components are called.
func (m MoveReport) Text(noun string) string {
	what := m.Change
	if what == "" {
		what = m.From + " → " + game.PartsText(m.To)
	}
	return noun + " " + strconv.Itoa(m.Component+1) + ": " + what
}
