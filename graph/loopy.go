package graph

import (
	"slices"
	"strconv"
	"strings"

	"github.com/nimber/nimber/game"
)

// A Loopy is a vertex's generalized Sprague–Grundy value (Smith 1966;
// Fraenkel and Yesha 1986), defined on graphs with cycles too: a finite
// value, which behaves as a Nim heap in sums, or ∞(K), K the finite values
// of the vertex's followers. A token on an ∞ vertex can keep the game
// going forever; alone it is a win if 0 is in K and a draw otherwise.
// On an acyclic graph every value is finite and equals the Grundy value.
type Loopy struct {
	Infinite bool
	Value    uint64   // the finite value; 0 if Infinite
	K        []uint64 // if Infinite: the finite values of the followers, ascending
}

// String formats x as "3" or "∞(0,2)".
func (x Loopy) String() string {
	if !x.Infinite {
		return strconv.FormatUint(x.Value, 10)
	}
	var b strings.Builder
	b.WriteString("∞(")
	for i, k := range x.K {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.FormatUint(k, 10))
	}
	b.WriteByte(')')
	return b.String()
}

// Outcome is who wins a position worth x with best play: game.P (the
// player to move loses), game.N (the player to move wins) or game.D
// (neither can force a win: a draw, the game going on forever).
func (x Loopy) Outcome() game.Outcome {
	switch {
	case !x.Infinite && x.Value == 0:
		return game.P
	case !x.Infinite || slices.Contains(x.K, 0):
		return game.N
	}
	return game.D
}

// Sum returns the value of a sum of tokens with values xs: the XOR of
// finite values; with one infinite value ∞(K), ∞ of K XORed with the
// others' XOR; with two or more, ∞() (a draw: each player can keep one of
// them going).
func Sum(xs ...Loopy) Loopy {
	var a uint64
	var inf *Loopy
	for i := range xs {
		switch {
		case !xs[i].Infinite:
			a ^= xs[i].Value
		case inf != nil:
			return Loopy{Infinite: true}
		default:
			inf = &xs[i]
		}
	}
	if inf == nil {
		return Loopy{Value: a}
	}
	k := make([]uint64, len(inf.K))
	for i, v := range inf.K {
		k[i] = v ^ a
	}
	slices.Sort(k)
	return Loopy{Infinite: true, K: k}
}

// LoopyValues returns the generalized Sprague–Grundy value of every
// vertex, in the order of Vertices, by Smith's labelling: for i = 0, 1, …,
// label i every unlabelled vertex that has no follower labelled i and
// whose every follower that is unlabelled or labelled ∞ has a follower
// labelled i (a move there can be answered by a move back to i), until
// none is left; then label ∞ every unlabelled vertex with no follower
// labelled i. Counters make each round O(vertices + edges).
func (g *Graph) LoopyValues() []Loopy {
	n := len(g.names)
	const unlabelled, infinite = -1, -2
	label := make([]int64, n)
	for u := range label {
		label[u] = unlabelled
	}
	in := g.predecessors()
	hasI := make([]int32, n) // followers labelled i
	bad := make([]int32, n)  // followers unlabelled or ∞ with no follower labelled i
	open := n
	var work []int32
	for i := int64(0); open > 0; i++ {
		clear(hasI)
		for u, ws := range g.out {
			bad[u] = 0
			for _, w := range ws {
				if label[w] < 0 {
					bad[u]++
				}
			}
		}
		work = work[:0]
		for u := range n {
			if label[u] == unlabelled && bad[u] == 0 {
				work = append(work, int32(u))
			}
		}
		for len(work) > 0 {
			u := work[len(work)-1]
			work = work[:len(work)-1]
			if label[u] != unlabelled || hasI[u] != 0 {
				continue
			}
			label[u] = i
			open--
			for _, p := range in[u] {
				bad[p]-- // u, unlabelled with no follower labelled i, is now i
				hasI[p]++
				if hasI[p] != 1 || label[p] >= 0 {
					continue
				}
				for _, q := range in[p] { // p now has a follower labelled i
					bad[q]--
					if bad[q] == 0 && hasI[q] == 0 && label[q] == unlabelled {
						work = append(work, q)
					}
				}
			}
		}
		for u := range n {
			if label[u] == unlabelled && hasI[u] == 0 {
				label[u] = infinite
				open--
			}
		}
	}
	vals := make([]Loopy, n)
	for u := range n {
		if label[u] >= 0 {
			vals[u] = Loopy{Value: uint64(label[u])}
			continue
		}
		var k []uint64
		for _, w := range g.out[u] {
			if label[w] >= 0 && !slices.Contains(k, uint64(label[w])) {
				k = append(k, uint64(label[w]))
			}
		}
		slices.Sort(k)
		vals[u] = Loopy{Infinite: true, K: k}
	}
	return vals
}

// predecessors returns, for every vertex, the vertices with an edge to it.
func (g *Graph) predecessors() [][]int32 {
	in := make([][]int32, len(g.names))
	for u, ws := range g.out {
		for _, w := range ws {
			in[w] = append(in[w], int32(u))
		}
	}
	return in
}

// AnalyzeLoopy analyses a token on each vertex of tokens, given every
// vertex's value (LoopyValues): the value and outcome of their sum, and
// the moves that win (to a position worth 0) or, in a draw, keep it a
// draw. Report.Value is the sum's value; Grundy is set when it is finite.
func (g *Graph) AnalyzeLoopy(vals []Loopy, tokens []string) (*game.Report, error) {
	at := make([]int, len(tokens))
	xs := make([]Loopy, len(tokens))
	for i, name := range tokens {
		v, ok := g.index[name]
		if !ok {
			return nil, g.noVertex(name)
		}
		at[i], xs[i] = v, vals[v]
	}
	sum := Sum(xs...)
	r := &game.Report{Game: g.Name(), Position: tokens, Outcome: sum.Outcome(), Value: sum.String(),
		WinningMoves: []game.MoveReport{}, Explored: int64(len(vals))}
	if !sum.Infinite {
		x := game.Star(sum.Value)
		r.Grundy = &x
	}
	if r.Outcome == game.P {
		return r, nil
	}
	for i, u := range at {
		for _, w := range g.out[u] {
			xs[i] = vals[w]
			o := Sum(xs...).Outcome()
			m := game.MoveReport{Component: i, From: g.names[u], To: []string{g.names[w]}}
			switch {
			case r.Outcome == game.N && o == game.P:
				r.WinningMoves = append(r.WinningMoves, m)
			case r.Outcome == game.D && o == game.D:
				r.DrawingMoves = append(r.DrawingMoves, m)
			}
		}
		xs[i] = vals[u]
	}
	r.Count = len(r.WinningMoves)
	return r, nil
}
