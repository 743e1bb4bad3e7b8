package loopy

import (
	"context"
	"slices"
	"strconv"
	"strings"

	"github.com/nimber/nimber/analysis/answer"
	"github.com/nimber/nimber/game"
)

// A Value is a generalized Sprague–Grundy value: finite, or ∞(K), K the
// finite values of the position's followers.
type Value struct {
	Infinite bool
	N        uint64   // the finite value; 0 if Infinite
	K        []uint64 // if Infinite: the finite values of the followers, ascending
}

// String formats x as "3" or "∞(0,2)".
func (x Value) String() string {
	if !x.Infinite {
		return strconv.FormatUint(x.N, 10)
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
func (x Value) Outcome() game.Outcome {
	switch {
	case !x.Infinite && x.N == 0:
		return game.P
	case !x.Infinite || slices.Contains(x.K, 0):
		return game.N
	}
	return game.D
}

// Sum returns the value of a sum of positions worth xs: the XOR of finite
// values; with one infinite value ∞(K), ∞ of K XORed with the others'
// XOR; with two or more, ∞() (each player can keep one of them going).
func Sum(xs ...Value) Value {
	var a uint64
	var inf *Value
	for i := range xs {
		switch {
		case !xs[i].Infinite:
			a ^= xs[i].N
		case inf != nil:
			return Value{Infinite: true}
		default:
			inf = &xs[i]
		}
	}
	if inf == nil {
		return Value{N: a}
	}
	k := make([]uint64, len(inf.K))
	for i, v := range inf.K {
		k[i] = v ^ a
	}
	slices.Sort(k)
	return Value{Infinite: true, K: k}
}

// Values returns the value of every vertex of the graph whose out-edges
// are out (out[u]: the vertices a move from u reaches, each once), by
// Smith's labelling: for i = 0, 1, …, label i every unlabelled vertex
// that has no follower labelled i and whose every follower that is
// unlabelled or labelled ∞ has a follower labelled i (a move there can be
// answered by a move back to i), until none is left; then label ∞ every
// unlabelled vertex with no follower labelled i. Counters make each round
// O(vertices + edges).
func Values(out [][]int32) []Value {
	n := len(out)
	const unlabelled, infinite = -1, -2
	label := make([]int64, n)
	for u := range label {
		label[u] = unlabelled
	}
	in := predecessors(out)
	hasI := make([]int32, n) // followers labelled i
	bad := make([]int32, n)  // followers unlabelled or ∞ with no follower labelled i
	open := n
	var work []int32
	for i := int64(0); open > 0; i++ {
		clear(hasI)
		for u, ws := range out {
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
	vals := make([]Value, n)
	for u := range n {
		if label[u] >= 0 {
			vals[u] = Value{N: uint64(label[u])}
			continue
		}
		var k []uint64
		for _, w := range out[u] {
			if label[w] >= 0 && !slices.Contains(k, uint64(label[w])) {
				k = append(k, uint64(label[w]))
			}
		}
		slices.Sort(k)
		vals[u] = Value{Infinite: true, K: k}
	}
	return vals
}

// predecessors returns, for every vertex, the vertices with an edge to it.
func predecessors(out [][]int32) [][]int32 {
	in := make([][]int32, len(out))
	for u, ws := range out {
		for _, w := range ws {
			in[w] = append(in[w], int32(u))
		}
	}
	return in
}

// Analyze reports on a sum of positions at the vertices at of a graph
// whose out-edges are out and values vals (Values): the value and outcome
// of the sum, and the moves that win (to a position worth 0) or, in a
// draw, keep it a draw. name gives a vertex's name in the report's
// positions and moves; the caller sets Report.Game.
func Analyze(out [][]int32, vals []Value, at []int, name func(int) string) *answer.Report {
	xs := Pick(vals, at)
	pos := make([]string, len(at))
	for i, u := range at {
		pos[i] = name(u)
	}
	sum := Sum(xs...)
	r := &answer.Report{Position: pos, Outcome: sum.Outcome(), Value: sum.String(),
		WinningMoves: []answer.MoveReport{}, Explored: int64(len(vals))}
	if !sum.Infinite {
		x := game.Star(sum.N)
		r.Grundy = &x
	}
	if r.Outcome == game.P {
		return r
	}
	for i, u := range at {
		for _, w := range out[u] {
			xs[i] = vals[w]
			o := Sum(xs...).Outcome()
			m := answer.MoveReport{Component: i, From: pos[i], To: []string{name(int(w))}}
			switch {
			case r.Outcome == game.N && o == game.P:
				r.WinningMoves = append(r.WinningMoves, m)
			case r.Outcome == game.D && o == game.D:
				r.DrawingMoves = append(r.DrawingMoves, m)
			}
		}
		xs[i] = vals[u]
	}
	r.Count = int64(len(r.WinningMoves))
	return r
}

// A Valuer gives the generalized values of positions of its own game,
// failing on others (graph.Graph and rules.Game do).
type Valuer interface {
	LoopyValuesOf(ctx context.Context, ps []game.Component) ([]Value, error)
}

// Pick returns the values of the vertices at, from every vertex's vals.
func Pick(vals []Value, at []int) []Value {
	out := make([]Value, len(at))
	for i, v := range at {
		out[i] = vals[v]
	}
	return out
}

// SumValue returns the generalized value of a sum whose components come
// from the families fs, some of them loopy: a component's finite Grundy
// value if it has one, else its value from the Valuer among fs that owns
// it. It reports false if some component has neither.
func SumValue(ctx context.Context, fs []game.Family, sum []game.Component) (Value, bool) {
	xs := make([]Value, len(sum))
	for i, c := range sum {
		if v, err := c.Value(ctx); err == nil {
			n, ok := v.Uint64()
			if !ok {
				return Value{}, false
			}
			xs[i] = Value{N: n}
			continue
		}
		found := false
		for _, f := range fs {
			if vf, ok := f.(Valuer); ok {
				if v, err := vf.LoopyValuesOf(ctx, []game.Component{c}); err == nil {
					xs[i], found = v[0], true
					break
				}
			}
		}
		if !found {
			return Value{}, false
		}
	}
	return Sum(xs...), true
}

// AddSumValue completes a normal-play report on a sum that mixes games
// (f a game.SumFamily), which sums.Analyze decides without values when a
// loopy game is in it: it sets Report.Value, and Grundy when the value is
// finite. Other reports are left as they are.
func AddSumValue(ctx context.Context, r *answer.Report, f game.Family, sum []game.Component) {
	fs, ok := f.(game.SumFamily)
	if !ok || r.Misere || r.Grundy != nil || r.Value != "" {
		return
	}
	if x, ok := SumValue(ctx, fs, sum); ok {
		r.Value = x.String()
		if !x.Infinite {
			g := game.Star(x.N)
			r.Grundy = &g
		}
	}
}
