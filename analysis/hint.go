package analysis

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/nimber/nimber/game"
)

// Hint tells the player to move, in words a student follows and in the
// game's own terms where nimber knows them, whether they can win and how;
// render.Describe says it in the theory's terms.
func (a *Answer) Hint() string {
	win := "You can win"
	if r := a.Remoteness; r != nil && *r > 0 {
		win = "You can win in " + Moves(*r) // both players' counted
	}
	switch {
	case a.Outcome == game.P && a.Remoteness != nil && *a.Remoteness > 0:
		return fmt.Sprintf("Every move loses if your opponent plays well, in at most %d moves.", *a.Remoteness)
	case a.Outcome == game.P:
		return "Every move loses if your opponent plays well."
	case a.Outcome == game.D:
		return "Neither of you can force a win: keep the draw."
	}
	moves := a.Winning()
	if len(moves) == 0 {
		return win + ": leave your opponent a position they lose."
	}
	first := moves[0].Text(a.Noun)
	switch {
	case a.Misere || a.Grundy == nil:
		return fmt.Sprintf("%s: %s leaves your opponent a position they lose.", win, first)
	case mirrorRow(a) != "":
		return fmt.Sprintf("%s: knock down %s, leaving two equal rows; then answer each move in one row with the same move in the other.", win, mirrorRow(a))
	case len(a.Position) == 1:
		return fmt.Sprintf("%s: %s leaves a position worth 0, which the player to move loses.", win, first)
	case valuesAreSizes(a):
		return fmt.Sprintf("%s: make the XOR of the %ss 0, as %s does.", win, a.Noun, first)
	}
	return fmt.Sprintf("%s: each %s has a value (its Grundy value, %s); leave values whose XOR is 0, as %s does.",
		win, a.Noun, valueList(a.Values), first)
}

// Moves writes n moves for people: "1 move", "5 moves".
func Moves(n int) string {
	if n == 1 {
		return "1 move"
	}
	return strconv.Itoa(n) + " moves"
}

// mirrorRow names the pins whose fall splits a lone row of Kayles into
// two equal rows, the symmetry strategy that wins it (Dudeney), or "".
func mirrorRow(a *Answer) string {
	if a.Game != "kayles" || len(a.Position) != 1 {
		return ""
	}
	n, err := strconv.Atoi(a.Position[0])
	if err != nil || n < 3 {
		return "" // a row of 1 or 2 falls whole
	}
	if n%2 == 1 {
		return fmt.Sprintf("the middle pin, pin %d", (n+1)/2)
	}
	return fmt.Sprintf("the two middle pins, %d and %d", n/2, n/2+1)
}

// valuesAreSizes reports whether each component's value is its size as
// written, as Nim's heaps are: the XOR is then of what the player sees.
func valuesAreSizes(a *Answer) bool {
	if len(a.Values) != len(a.Position) {
		return false
	}
	for i, v := range a.Values {
		if v.String() != a.Position[i] {
			return false
		}
	}
	return true
}

// valueList writes the first values, "4, 1 and 2".
func valueList(vs []game.Nimber) string {
	const most = 6
	s := make([]string, 0, most)
	for i, v := range vs {
		if i == most {
			s[len(s)-1] += ", …"
			break
		}
		s = append(s, v.String())
	}
	if len(s) < 2 {
		return strings.Join(s, "")
	}
	return strings.Join(s[:len(s)-1], ", ") + " and " + s[len(s)-1]
}
