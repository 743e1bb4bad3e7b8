// Green Hackenbush on any picture: edges drawn between vertices, the
// ground being the vertex g; a move cuts one edge, and what no longer
// touches the ground falls away. A picture is written as its edges,
// "g-a,a-b,b-g,b-c": a triangle standing on the ground with a twig.
//
// Closed form, the fusion principle (Winning Ways ch. 7): the vertices of
// a cycle may be fused into one without changing the value, each edge
// among them becoming a loop, worth one edge. So each 2-edge-connected
// part of the picture is a vertex with as many loops as it has edges,
// the bridges between the parts form a tree, and the colon principle
// values that tree: a part is worth its loops' count mod 2, XORed with
// v+1 for each part v hanging from it by a bridge.
package games

import (
	"context"
	"strings"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
)

// maxPictureEdges bounds a picture: listing its options is quadratic.
const maxPictureEdges = 4096

// ground is the vertex every picture stands on.
const ground = "g"

// A picture is a Hackenbush drawing whose every edge is connected to the
// ground; edges keep the order they were written in.
type picture struct {
	edges [][2]string
	f     *hackenbushFamily
}

func parsePicture(f *hackenbushFamily, s string) (game.Component, error) {
	const want = `want edges "u-v" separated by commas, the ground being g, e.g. g-a,a-b,b-g`
	parts := strings.Split(s, ",")
	if len(parts) > maxPictureEdges {
		return nil, errs.Errorf("hackenbush", errs.Usage, "picture of %d edges: at most %d", len(parts), maxPictureEdges)
	}
	p := picture{f: f}
	for _, e := range parts {
		u, v, ok := strings.Cut(e, "-")
		if !ok || !isName(u) || !isName(v) {
			return nil, errs.Errorf("hackenbush", errs.Usage, "edge %q of %q: %s", e, s, want)
		}
		p.edges = append(p.edges, [2]string{u, v})
	}
	reached := p.reach(-1)
	for _, e := range p.edges {
		if !reached[e[0]] {
			return nil, errs.Errorf("hackenbush", errs.Usage, "edge %s-%s of %q does not touch the ground, even through other edges; %s", e[0], e[1], s, want)
		}
	}
	return p, nil
}

// isName reports whether s is a vertex name: letters, digits and _.
func isName(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if !(r == '_' || '0' <= r && r <= '9' || 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z') {
			return false
		}
	}
	return true
}

func (p picture) String() string {
	var b strings.Builder
	for i, e := range p.edges {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(e[0] + "-" + e[1])
	}
	return b.String()
}

// reach returns the vertices joined to the ground once edge cut (none if
// cut < 0) is gone.
func (p picture) reach(cut int) map[string]bool {
	adj := map[string][]string{}
	for i, e := range p.edges {
		if i != cut {
			adj[e[0]] = append(adj[e[0]], e[1])
			adj[e[1]] = append(adj[e[1]], e[0])
		}
	}
	reached := map[string]bool{ground: true}
	queue := []string{ground}
	for len(queue) > 0 {
		u := queue[0]
		queue = queue[1:]
		for _, v := range adj[u] {
			if !reached[v] {
				reached[v] = true
				queue = append(queue, v)
			}
		}
	}
	return reached
}

// standing returns the picture without edge cut and without what then no
// longer touches the ground.
func (p picture) standing(cut int) picture {
	reached := p.reach(cut)
	out := picture{f: p.f}
	for i, e := range p.edges {
		if i != cut && reached[e[0]] {
			out.edges = append(out.edges, e)
		}
	}
	return out
}

func (p picture) Options(ctx context.Context) ([]game.Option, error) {
	if len(p.edges) > p.f.limit {
		return nil, tooManyOptions("hackenbush", "picture", p, p.f.limit)
	}
	out := make([]game.Option, len(p.edges))
	for i := range p.edges {
		if rest := p.standing(i); len(rest.edges) > 0 {
			out[i] = game.Option{rest}
		} else {
			out[i] = game.Option{}
		}
	}
	return out, nil
}

// Value fuses each 2-edge-connected part (see the file comment) and
// values the tree of parts from the ground: a closed form in the size of
// the picture, which needs no budget.
func (p picture) Value(context.Context) (game.Nimber, error) { return p.value(), nil }

func (p picture) value() game.Nimber {
	id := map[string]int{ground: 0}
	for _, e := range p.edges {
		for _, v := range e {
			if _, ok := id[v]; !ok {
				id[v] = len(id)
			}
		}
	}
	n := len(id)
	type arc struct{ to, edge int }
	adj := make([][]arc, n)
	for i, e := range p.edges {
		u, v := id[e[0]], id[e[1]]
		if u != v { // a loop is never a bridge, and joins nothing
			adj[u] = append(adj[u], arc{v, i})
			adj[v] = append(adj[v], arc{u, i})
		}
	}
	// Bridges by depth-first search: edge (u, v), v a child, is a bridge
	// when nothing under v reaches above v by another edge.
	bridge := make([]bool, len(p.edges))
	order, low := make([]int, n), make([]int, n)
	for i := range order {
		order[i] = -1
	}
	next := 0
	var dfs func(u, via int)
	dfs = func(u, via int) {
		order[u], low[u] = next, next
		next++
		for _, a := range adj[u] {
			switch {
			case a.edge == via:
			case order[a.to] < 0:
				dfs(a.to, a.edge)
				low[u] = min(low[u], low[a.to])
				if low[a.to] > order[u] {
					bridge[a.edge] = true
				}
			default:
				low[u] = min(low[u], order[a.to])
			}
		}
	}
	dfs(0, -1)
	// The parts: vertices joined by edges that are not bridges.
	part := make([]int, n)
	for i := range part {
		part[i] = -1
	}
	parts := 0
	for s := range n {
		if part[s] >= 0 {
			continue
		}
		stack := []int{s}
		part[s] = parts
		for len(stack) > 0 {
			u := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, a := range adj[u] {
				if !bridge[a.edge] && part[a.to] < 0 {
					part[a.to] = parts
					stack = append(stack, a.to)
				}
			}
		}
		parts++
	}
	loops := make([]uint64, parts)
	tree := make([][]int, parts)
	for i, e := range p.edges {
		u, v := part[id[e[0]]], part[id[e[1]]]
		if bridge[i] {
			tree[u] = append(tree[u], v)
			tree[v] = append(tree[v], u)
		} else {
			loops[u]++
		}
	}
	var value func(c, parent int) uint64
	value = func(c, parent int) uint64 {
		v := loops[c] % 2
		for _, d := range tree[c] {
			if d != parent {
				v ^= value(d, c) + 1
			}
		}
		return v
	}
	return game.Star(value(part[0], -1))
}
