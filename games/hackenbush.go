// Green Hackenbush on trees: a rooted tree of edges stands on the ground;
// a move cuts one edge, and everything no longer connected to the ground
// falls away. (Pictures with cycles: hackenbush_graph.go; misère play:
// hackenbush_misere.go.)
//
// A tree is written in brackets, each edge as "(" the tree above it ")":
// "()" is one edge, "(())" a stalk of two, "()()" two edges from the
// ground, "(()())" a stalk that forks. A stalk of n edges is a Nim heap
// of n.
//
// Closed form, the colon principle (Winning Ways ch. 7): an edge with the
// tree t above it is worth v(t)+1, a stalk as long as t's value; the
// edges from a node add by XOR. Winning moves are found from the root
// up: a node must change its value from v to w, so one of its edges,
// worth e, must come to e ^ v ^ w; cutting it makes that 0, and an edge
// still standing needs the tree above it at (e ^ v ^ w) − 1.
package games

import (
	"context"
	"strings"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
)

func init() {
	Register(Info{
		Name:    "hackenbush",
		Rule:    "Green Hackenbush: cut an edge, and what no longer touches the ground falls; a tree is written (()()), any picture g-a,a-b,b-g",
		Example: "hackenbush (()()) g-a,a-b,b-g,b-c",
		Offers:  []Offer{Values, Moves, Genus},
		New: func(_ string, cfg Config) (game.Family, error) {
			return &hackenbushFamily{limit: maxPositions(cfg)}, nil
		},
	})
}

type hackenbushFamily struct {
	limit int
	cache heapCache // misère play: hackenbush_misere.go
}

func (f *hackenbushFamily) Name() string { return "hackenbush" }

// ComponentNoun names the components in moves: "picture 2: ((())) → ()".
func (f *hackenbushFamily) ComponentNoun() string { return "picture" }

// maxTreeEdges bounds a tree read: valuing it takes 16 bytes a character.
const maxTreeEdges = 1 << 20

// maxOptionText bounds the text of a tree's options, each a copy of the
// tree but for a cut: listing them is quadratic in its size.
const maxOptionText = 1 << 26

func (f *hackenbushFamily) Parse(s string) (game.Component, error) {
	if strings.Contains(s, "-") {
		return parsePicture(f, s)
	}
	const want = `want a tree in brackets, each edge "(" the tree above it ")", e.g. (()())`
	if s == "" {
		return nil, errs.Errorf("hackenbush", errs.Usage, "tree %s: %s", errs.Quote(s), want)
	}
	if len(s) > 2*maxTreeEdges {
		return nil, errs.Errorf("hackenbush", errs.Usage, "tree of %d characters: at most %d edges", len(s), maxTreeEdges)
	}
	depth := 0
	for i, r := range s {
		switch r {
		case '(':
			depth++
		case ')':
			if depth == 0 {
				return nil, errs.Errorf("hackenbush", errs.Usage, "tree %q: character %d closes an edge never opened; %s", s, i+1, want)
			}
			depth--
		default:
			return nil, errs.Errorf("hackenbush", errs.Usage, "tree %q: character %d is %q; %s", s, i+1, r, want)
		}
	}
	if depth != 0 {
		return nil, errs.Errorf("hackenbush", errs.Usage, "tree %q: %d edges left open; %s", s, depth, want)
	}
	return tree{s: s, f: f}, nil
}

// A tree is the bracket text of a rooted tree, balanced and not empty.
// Edge i is the bracket pair opened at s[i].
type tree struct {
	s string
	f *hackenbushFamily
}

func (t tree) String() string { return t.s }

func (t tree) Value(ctx context.Context) (game.Nimber, error) {
	v, _, _ := t.values()
	return game.Star(v), nil
}

// values returns the tree's value, and for each "(" at i the value of the
// tree above that edge and the index of its ")".
func (t tree) values() (root uint64, above []uint64, end []int) {
	above, end = make([]uint64, len(t.s)), make([]int, len(t.s))
	// stack[k] is the XOR of the edges so far from the node at depth k,
	// open[k] where the edge to that node opened.
	stack := []uint64{0}
	var open []int
	for i := 0; i < len(t.s); i++ {
		if t.s[i] == '(' {
			stack = append(stack, 0)
			open = append(open, i)
			continue
		}
		v := stack[len(stack)-1]
		o := open[len(open)-1]
		stack, open = stack[:len(stack)-1], open[:len(open)-1]
		above[o], end[o] = v, i
		stack[len(stack)-1] ^= v + 1
	}
	return stack[0], above, end
}

// cut returns what is left after cutting the edge opened at i.
func (t tree) cut(i int, end []int) game.Option {
	rest := t.s[:i] + t.s[end[i]+1:]
	if rest == "" {
		return game.Option{}
	}
	return game.Option{tree{s: rest, f: t.f}}
}

func (t tree) Options(ctx context.Context) ([]game.Option, error) {
	edges := strings.Count(t.s, "(")
	if edges > t.f.limit || edges*len(t.s) > maxOptionText {
		return nil, tooManyOptions("hackenbush", "tree", t, min(t.f.limit, maxOptionText/len(t.s)))
	}
	_, _, end := t.values()
	out := make([]game.Option, 0, edges)
	for i := range len(t.s) {
		if t.s[i] == '(' {
			out = append(out, t.cut(i, end))
		}
	}
	return out, nil
}

// MovesTo walks down from the ground, asking each node for the value it
// must take (see the package comment of this file), and cuts where an
// edge must come to 0.
func (t tree) MovesTo(ctx context.Context, target game.Nimber) ([]game.Option, error) {
	w, ok := target.Uint64()
	if !ok {
		return nil, nil
	}
	v, above, end := t.values()
	var out []game.Option
	// A want is a node whose edges lie in s[from:to] and whose value must
	// go from v to w.
	type want struct {
		from, to int // the node's edges lie in s[from:to]
		v, w     uint64
	}
	queue := []want{{0, len(t.s), v, w}}
	for len(queue) > 0 {
		n := queue[len(queue)-1]
		queue = queue[:len(queue)-1]
		if n.v == n.w {
			continue
		}
		for i := n.from; i < n.to; i = end[i] + 1 {
			e := above[i] + 1
			switch x := e ^ n.v ^ n.w; {
			case x == 0:
				out = append(out, t.cut(i, end))
			default: // the tree above must go from above[i] to x − 1
				queue = append(queue, want{i + 1, end[i], above[i], x - 1})
			}
		}
	}
	return out, nil
}
