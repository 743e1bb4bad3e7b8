package misere

import (
	"context"
	"encoding/binary"
	"slices"
)

// This file is the algebra of the quotient engine (engine.go): finite
// commutative monoids with a P-portion, given by their tables, direct
// products of them, and the reduction of a candidate to the smallest
// monoid that tells the same outcomes.

// An algebra is a finite commutative monoid whose elements are 0 to
// size−1, 0 the identity.
type algebra interface {
	size() int
	times(a, b int32) int32
}

// A monoid is a finite commutative monoid with the P-portion of a
// candidate quotient: lost[x] if the sums of class x are lost for the
// player to move. A small one has its table; a large one, whose table
// would take 4·n² bytes, has the action of its generators and each
// element as a word in them.
type monoid struct {
	n    int
	mul  []int32 // mul[a*n+b], or nil
	lost []bool

	gens  []int32   // without a table: the generators,
	genAt []int32   // each element's index in gens or −1,
	act   []int32   // act[x*len(gens)+j] = x·gens[j],
	word  [][]int32 // and each element as the generators it is the product of
}

// maxTable is the most elements of a monoid given by its table.
const maxTable = 4096

func (m *monoid) size() int { return m.n }

func (m *monoid) times(a, b int32) int32 {
	if m.mul != nil {
		return m.mul[int(a)*m.n+int(b)]
	}
	g := len(m.gens)
	if j := m.genAt[b]; j >= 0 {
		return m.act[int(a)*g+int(j)]
	}
	if len(m.word[a]) < len(m.word[b]) {
		a, b = b, a
	}
	for _, j := range m.word[b] {
		a = m.act[int(a)*g+int(j)]
	}
	return a
}

// trivial is the quotient of no heaps: the identity alone, not lost (a
// player with no move has won).
func trivial() *monoid { return &monoid{n: 1, mul: []int32{0}, lost: []bool{false}} }

// cyclic returns the monoid of the powers of one element a, where
// a^(index+period) = a^index: element i is a^i.
func cyclic(index, period int) *monoid {
	n := index + period
	m := &monoid{n: n, mul: make([]int32, n*n)}
	power := func(i int) int32 {
		if i < n {
			return int32(i)
		}
		return int32(index + (i-index)%period)
	}
	for a := range n {
		for b := range n {
			m.mul[a*n+b] = power(a + b)
		}
	}
	return m
}

// indexOf returns the least i with x^i = x^(i+p) for some p > 0.
func indexOf(m algebra, x int32) int {
	at := map[int32]int{}
	y := int32(0)
	for i := 0; ; i++ {
		if j, ok := at[y]; ok {
			return j
		}
		at[y] = i
		y = m.times(y, x)
	}
}

// A product is the direct product of monoids: an element is a tuple of
// their elements, numbered in mixed radix, the first factor fastest.
type product struct {
	factors []*monoid
	n       int
}

func newProduct(factors ...*monoid) *product {
	n := 1
	for _, f := range factors {
		n *= f.n
	}
	return &product{factors: factors, n: n}
}

func (p *product) size() int { return p.n }

func (p *product) times(a, b int32) int32 {
	out, scale := int32(0), int32(1)
	for _, f := range p.factors {
		fn := int32(f.n)
		out += f.times(a%fn, b%fn) * scale
		a, b, scale = a/fn, b/fn, scale*fn
	}
	return out
}

// embed returns the element that is x in factor i and the identity in
// the others.
func (p *product) embed(i int, x int32) int32 {
	scale := int32(1)
	for _, f := range p.factors[:i] {
		scale *= int32(f.n)
	}
	return x * scale
}

// refineBlocks splits states, first into the count blocks of block, then
// by the blocks of their successors by each of the letters (succ), until
// no block splits (Moore's refinement): states left in one block are not
// told apart by any word. Blocks are numbered as the states first meet
// them, so state 0 is in block 0.
func refineBlocks(ctx context.Context, block []int32, count, letters int, succ func(y, j int) int32) ([]int32, int, error) {
	var key []byte
	for {
		if err := stopped(ctx); err != nil {
			return nil, 0, err
		}
		ids := make(map[string]int32, count)
		next := make([]int32, len(block))
		for y := range block {
			key = binary.LittleEndian.AppendUint32(key[:0], uint32(block[y]))
			for j := range letters {
				key = binary.LittleEndian.AppendUint32(key, uint32(block[succ(y, j)]))
			}
			id, ok := ids[string(key)]
			if !ok {
				id = int32(len(ids))
				ids[string(key)] = id
			}
			next[y] = id
		}
		block = next
		if len(ids) == count {
			return block, count, nil
		}
		count = len(ids)
	}
}

// reduce returns the smallest monoid that tells the same outcomes as the
// elements reached: the classes of elements that no sum of generators
// tells apart (Moore's refinement, the generators as letters), and the
// class of each element reached. elems lists the elements reached, the
// identity first, local their inverse (−1 where not reached), lost their
// outcomes by local number; gens are the generators. The elements reached
// must be closed under the generators.
func reduce(ctx context.Context, a algebra, elems []int32, local []int32, lost []bool, gens []int32) (*monoid, []int32, error) {
	s := len(elems)
	gens = slices.Compact(slices.Sorted(slices.Values(gens)))
	next := make([]int32, s*len(gens))
	for i, x := range elems {
		if i&0xffff == 0 {
			if err := stopped(ctx); err != nil {
				return nil, nil, err
			}
		}
		for j, g := range gens {
			next[i*len(gens)+j] = local[a.times(x, g)]
		}
	}
	class := make([]int32, s)
	count := 1
	for i := range class {
		class[i] = int32(b2i(lost[i]))
		count = max(count, int(class[i])+1)
	}
	class, count, err := refineBlocks(ctx, class, count, len(gens), func(y, j int) int32 { return next[y*len(gens)+j] })
	if err != nil {
		return nil, nil, err
	}
	rep := make([]int32, count)
	for i := s - 1; i >= 0; i-- {
		rep[class[i]] = int32(i)
	}
	// The classes' action by each generator, then the table from it: each
	// class d is a class before it times a generator (in the order a
	// breadth-first search from the identity meets them), so row c of
	// the table follows from the rows before, by lookups in this small
	// action table rather than products in the large algebra.
	act := make([]int32, count*len(gens))
	for c := range count {
		for j := range gens {
			act[c*len(gens)+j] = class[next[int(rep[c])*len(gens)+j]]
		}
	}
	m := &monoid{n: count, lost: make([]bool, count)}
	order := []int32{0}
	parent, by := make([]int32, count), make([]int32, count)
	met := make([]bool, count)
	met[0] = true
	for i := 0; i < len(order); i++ {
		c := order[i]
		for j := range gens {
			if d := act[int(c)*len(gens)+j]; !met[d] {
				met[d] = true
				parent[d], by[d] = c, int32(j)
				order = append(order, d)
			}
		}
	}
	for c := range count {
		m.lost[c] = lost[rep[c]]
	}
	if count <= maxTable {
		m.mul = make([]int32, count*count)
		for c := range count {
			row := m.mul[c*count : (c+1)*count]
			row[0] = int32(c)
			for _, d := range order[1:] {
				row[d] = act[int(row[parent[d]])*len(gens)+int(by[d])]
			}
		}
		return m, class, nil
	}
	m.gens, m.act = make([]int32, len(gens)), act
	m.genAt, m.word = make([]int32, count), make([][]int32, count)
	for i := range m.genAt {
		m.genAt[i] = -1
	}
	for j, g := range gens {
		c := class[local[g]]
		m.gens[j] = c
		if m.genAt[c] < 0 {
			m.genAt[c] = int32(j)
		}
	}
	for _, d := range order[1:] {
		m.word[d] = append(slices.Clip(m.word[parent[d]]), by[d])
	}
	return m, class, nil
}
