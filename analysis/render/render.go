package render

import (
	"encoding/json"
	"fmt"
	"strconv"

	"github.com/nimber/nimber/analysis"
	"github.com/nimber/nimber/analysis/answer"
	"github.com/nimber/nimber/game"
)

// MaxEchoed is how many components of a long position the text header
// echoes before abbreviating.
const MaxEchoed = 10

// Describe returns a short sentence for o, as the text form states it.
func Describe(o game.Outcome) string {
	switch o {
	case game.P:
		return "P-position: the player to move loses"
	case game.N:
		return "N-position: the player to move wins"
	case game.D:
		return "D-position: neither player can force a win"
	}
	return o.String()
}

// AppendText appends the text form of r: a header line with the outcome
// and Grundy value, then the winning moves r lists, naming components by
// noun (see analysis.Position.Noun), then the positions explored if a search
// ran.
func AppendText(b []byte, r *answer.Report, noun string) []byte {
	b = AppendPosition(b, r.Game, r.Position, r.Games)
	if r.Misere {
		b = append(b, " (misère play)"...)
	}
	b = append(b, " — "...)
	b = append(b, Describe(r.Outcome)...)
	b = append(b, '.')
	if r.Value != "" {
		b = append(b, " Generalized Sprague–Grundy value "...)
		b = append(b, r.Value...)
		b = append(b, '.')
	} else if r.MisereValue != nil {
		b = append(b, " Misère value "...)
		b = append(b, r.MisereValue.String()...)
		b = append(b, ", genus "...)
		b = append(b, r.Genus...)
		b = append(b, '.')
	} else if q := r.Quotient; q != nil && q.AllHeaps {
		b = fmt.Appendf(b, " Class %s of the misère quotient of every heap size (%d elements; its classes proved periodic at heap %d).", q.Class, q.Elements, q.Heaps)
	} else if q != nil {
		b = fmt.Appendf(b, " Class %s of the misère quotient of heaps 1 to %d (%d elements).", q.Class, q.Heaps, q.Elements)
	} else if !r.Misere {
		if r.Grundy != nil {
			b = append(b, " Grundy value "...)
			b = append(b, r.Grundy.String()...)
			b = append(b, '.')
		} else if r.Outcome != game.D { // a draw has no finite value to tell
			b = append(b, " Grundy value unknown."...)
		}
	}
	b = append(b, '\n')
	if r.Outcome == game.D {
		b = appendMoveList(b, r.DrawingMoves, int64(len(r.DrawingMoves)), true, false, noun, "move keeps the draw", "moves keep the draw")
	} else {
		b = appendMoves(b, r, noun)
	}
	for _, u := range r.Unlisted {
		b = append(b, "Winning moves in "...)
		b = AppendComponent(b, noun, u.Component)
		b = append(b, " not listed: "...)
		b = append(b, u.Reason...)
		b = append(b, ".\n"...)
		if len(u.Examples) > 0 {
			b = append(b, "Some of them:\n"...)
			for _, m := range u.Examples {
				b = append(b, "  "...)
				b = AppendMove(b, noun, m)
			}
		}
	}
	if r.Remoteness != nil {
		b = appendRemoteness(b, r)
	}
	if r.Explored > 0 {
		b = append(b, "Positions explored: "...)
		b = strconv.AppendInt(b, r.Explored, 10)
		b = append(b, ".\n"...)
	}
	return b
}

// AppendPosition appends "Game c1 c2 …" (at most MaxEchoed components),
// or, with the game of each component, "Nim 3 4 + kayles 7".
func AppendPosition(b []byte, name string, position, games []string) []byte {
	grouped := len(games) == len(position) && len(games) > 0
	if grouped {
		name = games[0]
	}
	b = append(b, displayName(name)...)
	for i, p := range position {
		if i == MaxEchoed {
			b = append(b, " … ("...)
			b = strconv.AppendInt(b, int64(len(position)), 10)
			b = append(b, " components)"...)
			break
		}
		if grouped && i > 0 && games[i] != games[i-1] {
			b = append(b, " + "...)
			b = append(b, games[i]...)
		}
		b = append(b, ' ')
		b = append(b, p...)
	}
	return b
}

// appendMoves appends the winning-move lines of r. A lone move shares its
// line with the count, as in "1 winning move: heap 1: 3 → 1".
func appendMoves(b []byte, r *answer.Report, noun string) []byte {
	switch {
	case r.Count == 0 && len(r.Unlisted) > 0:
		return b
	case r.Count == 0 && r.CountExact && r.Outcome == game.N:
		return append(b, "No move is left: the player to move has already won, as the last mover loses.\n"...)
	case r.Count == 0 && r.CountExact:
		return append(b, "No winning move.\n"...)
	}
	return appendMoveList(b, r.WinningMoves, r.Count, r.CountExact, r.Truncated, noun, "winning move", "winning moves")
}

// appendMoveList appends the moves listed of count in all (at least
// count, if not exact), each one a line after "N plural:" but a lone one
// on the line of "1 one:", then, if the list was truncated, how many
// more there are.
func appendMoveList(b []byte, moves []answer.MoveReport, count int64, exact, truncated bool, noun string, one, plural string) []byte {
	if count == 1 && exact && len(moves) == 1 {
		b = append(b, "1 "+one+": "...)
		return AppendMove(b, noun, moves[0])
	}
	if !exact {
		b = append(b, "At least "...)
	}
	b = strconv.AppendInt(b, count, 10)
	if count == 1 {
		b = append(b, " "+one+":\n"...)
	} else {
		b = append(b, " "+plural+":\n"...)
	}
	for _, m := range moves {
		b = append(b, "  "...)
		b = AppendMove(b, noun, m)
	}
	switch more := count - int64(len(moves)); {
	case more > 0 && exact:
		b = fmt.Appendf(b, "  … and %d more (--moves 0 lists them all)\n", more)
	case more > 0:
		b = fmt.Appendf(b, "  … and at least %d more (--moves 0 lists them all)\n", more)
	case truncated:
		b = append(b, "  … and maybe more (--moves 0 lists them all)\n"...)
	}
	return b
}

// AppendComponent appends "heap 1" for component 0: people count from 1,
// JSON from 0.
func AppendComponent(b []byte, noun string, i int) []byte {
	b = append(b, noun...)
	b = append(b, ' ')
	return strconv.AppendInt(b, int64(i+1), 10)
}

// AppendMove appends one move as "heap 1: 7 → 2 + 4", or by what it
// changes ("component 1: step 7: 5 coins → step 6"), numbering
// components from 1 for people (JSON numbers them from 0).
func AppendMove(b []byte, noun string, m answer.MoveReport) []byte {
	return append(append(b, m.Text(noun)...), '\n')
}

// displayName capitalises a catalog name for the start of a sentence
// ("Nim 3 4 5"); a name with parameters or a path ("subtraction:1,3,4",
// "graph:g.txt", "dot.star") is kept as typed.
func displayName(name string) string {
	if name == "" || name[0] < 'a' || name[0] > 'z' {
		return name
	}
	for i := 0; i < len(name); i++ {
		if c := name[i]; !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
			return name
		}
	}
	return string(name[0]-'a'+'A') + name[1:]
}

// AppendCompact appends r as one batch line: outcome and Grundy value
// ("-" under misère play or when unknown), e.g. "N 2"; with count, the
// number of winning moves, marked "+" ("N 4 0+") when it is only a lower
// bound; then the moves r lists, each after " | ", and " | …" when it
// lists only some.
func AppendCompact(b []byte, r *answer.Report, noun string, count bool) []byte {
	b = append(b, r.Outcome.String()...)
	b = append(b, ' ')
	if r.Grundy != nil && !r.Misere {
		b = append(b, r.Grundy.String()...)
	} else {
		b = append(b, '-')
	}
	if count {
		b = append(b, ' ')
		b = strconv.AppendInt(b, r.Count, 10)
		if !r.CountExact {
			b = append(b, '+')
		}
	}
	for _, m := range r.WinningMoves {
		b = AppendMove(append(b, " | "...), noun, m)
		b = b[:len(b)-1]
	}
	if len(r.WinningMoves) > 0 && (r.Truncated || !r.CountExact) {
		b = append(b, " | …"...)
	}
	return append(b, '\n')
}

// AppendJSON appends r as one line of JSON. encoding/json is the schema
// (answer.Report's tags); an empty move list is written as [], not null.
func AppendJSON(b []byte, v any) []byte {
	j, err := json.Marshal(v)
	if err != nil {
		panic(err) // plain data: strings, numbers and Nimbers
	}
	b = append(b, j...)
	return append(b, '\n')
}

// appendRemoteness says how long the game lasts with best play.
func appendRemoteness(b []byte, r *answer.Report) []byte {
	n := *r.Remoteness
	switch {
	case n == 0:
		return append(b, "Remoteness 0: no move is left.\n"...)
	case r.Outcome == game.N:
		return fmt.Appendf(b, "Remoteness %d: the player to move wins within %s, both players' counted.\n", n, analysis.Moves(n))
	}
	return fmt.Appendf(b, "Remoteness %d: the player to move loses, but not before %d moves, both players' counted.\n", n, n)
}
