package sums_test

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/nimber/nimber/game"
)

// brute plays a compound by its own move rule, written for clarity: a
// compound's component is a disjunctive sum (a Kayles move may split a
// row), and a move of the compound picks, in each component, a move or
// none, as the compound's kind allows.
type brute struct {
	t      *testing.T
	kind   string // conjunctive, continued, selective or shortened
	misere bool
	memo   map[string]bool
	length map[string]int
}

func newBrute(t *testing.T, kind string, misere bool) *brute {
	return &brute{t: t, kind: kind, misere: misere, memo: map[string]bool{}, length: map[string]int{}}
}

// ended reports whether no move of the compound is left: conjunctive and
// shortened compounds end when any component has ended, the others when
// every one has.
func (b *brute) ended(moves [][]game.Move) bool {
	anyEnded, allEnded := false, true
	for _, ms := range moves {
		if len(ms) == 0 {
			anyEnded = true
		} else {
			allEnded = false
		}
	}
	if b.kind == "conjunctive" || b.kind == "shortened" {
		return anyEnded
	}
	return allEnded
}

// next lists the compounds one move of parts leads to.
func (b *brute) next(parts [][]game.Component, moves [][]game.Move) [][][]game.Component {
	var out [][][]game.Component
	var walk func(i int, moved bool, cur [][]game.Component)
	walk = func(i int, moved bool, cur [][]game.Component) {
		if i == len(parts) {
			if moved {
				out = append(out, slices.Clone(cur))
			}
			return
		}
		// A component may be left alone: in a selective compound always,
		// in a continued one once it has ended.
		if b.kind == "selective" || b.kind == "shortened" || b.kind == "continued" && len(moves[i]) == 0 {
			walk(i+1, moved, append(cur, parts[i]))
		}
		for _, m := range moves[i] {
			walk(i+1, true, append(cur, game.Apply(parts[i], m)))
		}
	}
	walk(0, false, nil)
	return out
}

// win reports whether the player to move wins the compound of parts.
func (b *brute) win(parts [][]game.Component) bool {
	key := compoundKey(parts)
	if w, ok := b.memo[key]; ok {
		return w
	}
	moves := make([][]game.Move, len(parts))
	for i, p := range parts {
		ms, err := game.Moves(context.Background(), p)
		if err != nil {
			b.t.Fatal(err)
		}
		moves[i] = ms
	}
	w := b.misere // no move left: the last mover won, or lost in misère play
	if !b.ended(moves) {
		w = false
		for _, n := range b.next(parts, moves) {
			if !b.win(n) {
				w = true
				break
			}
		}
	}
	b.memo[key] = w
	return w
}

// last returns how many moves the compound lasts when the winner hastens
// the end and the loser delays it (its remoteness), or with suspense
// when the winner delays it and the loser hastens it.
func (b *brute) last(parts [][]game.Component, suspense bool) int {
	key := compoundKey(parts)
	if n, ok := b.length[key]; ok {
		return n
	}
	moves := make([][]game.Move, len(parts))
	for i, p := range parts {
		moves[i], _ = game.Moves(context.Background(), p)
	}
	n := 0
	if !b.ended(moves) {
		var won, lost []int // the lengths after moves that win, and that lose
		for _, next := range b.next(parts, moves) {
			if b.win(next) {
				lost = append(lost, b.last(next, suspense))
			} else {
				won = append(won, b.last(next, suspense))
			}
		}
		switch {
		case len(won) > 0 && suspense:
			n = 1 + slices.Max(won)
		case len(won) > 0:
			n = 1 + slices.Min(won)
		case suspense:
			n = 1 + slices.Min(lost)
		default:
			n = 1 + slices.Max(lost)
		}
	}
	b.length[key] = n
	return n
}

func compoundKey(parts [][]game.Component) string {
	var sb strings.Builder
	for _, p := range parts {
		words := game.Option(p).Strings()
		slices.Sort(words)
		sb.WriteString(strings.Join(words, " "))
		sb.WriteString(" | ")
	}
	return sb.String()
}
