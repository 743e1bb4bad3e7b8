package census

import (
	"sort"
	"strings"

	"github.com/nimber/nimber/heap"
)

// Reduce applies the offset rule of the octal tables (GameLookup.md) as
// long as it applies: a game in which a heap of one token has no move is
// the game with every heap one token smaller, G(n+1) = G'(n). A move of
// the first that takes k tokens and leaves j heaps is, with each heap one
// smaller, a move of the second that takes k+j−1 tokens and leaves from 0
// to j heaps (a heap of one left is a dead heap, as good as none). It
// returns the last game and how many times the rule applied: G(n) =
// 0 for n < offset, G(n) = G_last(n − offset) after. Games whose last
// digit repeats and Grundy's game are returned as they are.
func Reduce(r *heap.Rules) (last *heap.Rules, offset int) {
	if r.Repeats() || r.UnequalSplits() {
		return r, 0
	}
	digits := r.Digits()
	for len(digits) > 1 && digits[1]&1 == 0 && !allZero(digits) {
		digits = reduceOnce(digits)
		offset++
	}
	if offset == 0 {
		return r, 0
	}
	return fromDigits(digits), offset
}

func reduceOnce(d []uint8) []uint8 {
	out := make([]uint8, len(d)+2)
	for k, digit := range d {
		for j := 0; j < 4; j++ {
			if digit&(1<<j) == 0 || k+j-1 < 0 {
				continue
			}
			out[k+j-1] |= 1<<(j+1) - 1
		}
	}
	for len(out) > 1 && out[len(out)-1] == 0 {
		out = out[:len(out)-1]
	}
	return out
}

func allZero(d []uint8) bool {
	for _, x := range d {
		if x != 0 {
			return false
		}
	}
	return true
}

// fromDigits is the game of a code's digits, hexadecimal if one needs it.
func fromDigits(d []uint8) *heap.Rules {
	var b strings.Builder
	base := "octal:"
	for _, x := range d {
		if x > 7 {
			base = "hex:"
		}
	}
	b.WriteString(base)
	for i, x := range d {
		b.WriteString(strings.ToUpper(string("0123456789abcdef"[x])))
		if i == 0 {
			b.WriteByte('.')
		}
	}
	if len(d) == 1 {
		b.WriteByte('0')
	}
	return rules(b.String())
}

// A Class is a set of games of a family equivalent by the offset rule,
// computed once: Games[0] is the one computed, the representative.
type Class struct {
	Games   []string
	Offsets []int // G_game(n + Offsets[i]) = G_rep(n + Offsets[0]) for n ≥ 0
	Cost    float64
}

// classes groups a family's games by the game they reduce to. The
// representative is the simplest member: no whole-number digit if one
// has none, then the fewest digits, then the first in the family's order.
func classes(games []string) []*Class {
	byLast := map[string]*Class{}
	var out []*Class
	for _, g := range games {
		last, off := Reduce(rules(g))
		key := last.String()
		c := byLast[key]
		if c == nil {
			c = &Class{}
			byLast[key] = c
			out = append(out, c)
		}
		c.Games = append(c.Games, g)
		c.Offsets = append(c.Offsets, off)
	}
	for _, c := range out {
		best := 0
		for i := range c.Games {
			if simpler(c.Games[i], c.Games[best]) {
				best = i
			}
		}
		c.Games[0], c.Games[best] = c.Games[best], c.Games[0]
		c.Offsets[0], c.Offsets[best] = c.Offsets[best], c.Offsets[0]
		sortTail(c)
	}
	return out
}

func simpler(a, b string) bool {
	ra, rb := rules(a), rules(b)
	wa, wb := ra.Digits()[0] != 0, rb.Digits()[0] != 0
	if wa != wb {
		return !wa
	}
	return len(ra.Digits()) < len(rb.Digits())
}

// sortTail orders the members after the representative by name.
func sortTail(c *Class) {
	idx := make([]int, len(c.Games)-1)
	for i := range idx {
		idx[i] = i + 1
	}
	sort.SliceStable(idx, func(i, j int) bool { return c.Games[idx[i]] < c.Games[idx[j]] })
	games, offs := []string{c.Games[0]}, []int{c.Offsets[0]}
	for _, i := range idx {
		games, offs = append(games, c.Games[i]), append(offs, c.Offsets[i])
	}
	c.Games, c.Offsets = games, offs
}
