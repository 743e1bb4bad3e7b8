package sums

import (
	"fmt"
	"strings"

	"github.com/nimber/nimber/game"
)

// AppendText appends r for people, after a line that names the position:
// each component alone, the rule that decides the compound, then the
// winning moves listed, each a line of the component moves it makes,
// naming components by noun ("heap 2: 5 → 3; heap 3: 7 → 1").
func (r *CompoundReport) AppendText(b []byte, noun string, misere bool) []byte {
	b = fmt.Appendf(b, "Each %s alone:", noun)
	for i, c := range r.Components {
		if i > 0 {
			b = append(b, ';')
		}
		b = fmt.Appendf(b, " %s %d: %s", noun, i+1, c.Outcome)
		if c.Number != nil {
			b = fmt.Appendf(b, ", %s %d", r.DecidedBy, *c.Number)
		}
		if c.NormalOutcome != nil {
			b = fmt.Appendf(b, " (%s in normal play)", *c.NormalOutcome)
		}
	}
	b = append(b, ".\n"...)
	b = append(b, r.rule(misere)...)
	b = append(b, '\n')
	switch {
	case r.Count == 0 && r.Outcome == game.N:
		return append(b, "No move is left: the player to move has already won, as the last mover loses.\n"...)
	case r.Count == 0:
		return append(b, "No winning move.\n"...)
	case r.Count == 1:
		b = append(b, "1 winning move:\n"...)
	case r.CountExact:
		b = fmt.Appendf(b, "%d winning moves:\n", r.Count)
	default:
		b = fmt.Appendf(b, "At least %d winning moves:\n", r.Count)
	}
	for _, t := range r.WinningMoves {
		words := make([]string, len(t))
		for i, m := range t {
			words[i] = m.Text(noun)
		}
		b = fmt.Appendf(b, "  %s\n", strings.Join(words, "; "))
	}
	if more := r.Count - int64(len(r.WinningMoves)); more > 0 {
		b = fmt.Appendf(b, "  … and %d more\n", more)
	}
	return b
}

// rule says what decides the compound, and how it decides this one.
func (r *CompoundReport) rule(misere bool) string {
	last := "the player to move has lost"
	if r.Outcome == game.N {
		last = "the player to move wins"
	}
	switch r.Compound {
	case Conjunctive:
		return fmt.Sprintf("A conjunctive compound ends with its least remote component: remoteness %d, so %s.", *r.Number, last)
	case Continued:
		return fmt.Sprintf("A continued conjunctive compound lasts as long as its component of greatest suspense: suspense %d, so %s.", *r.Number, last)
	case Selective:
		if misere {
			return "In misère play a selective compound of two components or more with moves left is lost for the player to move iff each is a P-position in normal play; one alone is played as itself."
		}
		return "A selective compound is lost for the player to move iff every component is a P-position."
	}
	if misere {
		return "A shortened selective compound ends when any component does, lost by the player who ended it; else it is lost for the player to move iff every component is a P-position."
	}
	return "A shortened selective compound ends when any component does, won by the player who ended it; else it is lost for the player to move iff every component is a P-position."
}
