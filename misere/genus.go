package misere

import (
	"fmt"
	"math/bits"
	"slices"
	"strconv"
	"strings"
)

// A Genus is Conway's genus g^λ0λ1…λE of an impartial game: G is its
// normal-play value and Sup[k] = λk the misère value of the game with k
// heaps of size 2 beside it. Past λE the last two values alternate for
// ever; E ≥ 1 and is the least that says so (Sup has E+1 values).
type Genus struct {
	G   uint32
	Sup []uint32
}

// Nim returns the genus of a nim heap of size n: 0^120, 1^031, and
// n^(n, n⊕2) for n ≥ 2 (a misère Nim position with a heap of 2 or more is
// valued as in normal play).
func Nim(n uint32) Genus {
	switch n {
	case 0:
		return Genus{0, []uint32{1, 2, 0}}
	case 1:
		return Genus{1, []uint32{0, 3, 1}}
	}
	return Genus{n, []uint32{n, n ^ 2}}
}

// Lambda returns λk, the misère value of the game with k heaps of size 2
// beside it, for any k ≥ 0.
func (g Genus) Lambda(k int) uint32 {
	if k < len(g.Sup) {
		return g.Sup[k]
	}
	e := len(g.Sup) - 1
	return g.Sup[e-1+(k-e+1)%2]
}

// Misere returns the misère Grundy value λ0: the game is lost in misère
// play for the player to move iff it is 0.
func (g Genus) Misere() uint32 { return g.Sup[0] }

// Values returns the misère values λ0 of genera, in order.
func Values(genera []Genus) []uint32 {
	v := make([]uint32, len(genera))
	for i, g := range genera {
		v[i] = g.Misere()
	}
	return v
}

// Xor returns the genus of the game plus a nim heap of size x ≤ 1, all of
// whose values are XORed with x: G⁻(G + *1) = G⁻(G) ⊕ 1 for every G. By
// induction: G + *1 has the options G, worth m = G⁻(G), and G' + *1, worth
// G⁻(G') ⊕ 1; every value below m is a G⁻(G'), so their mex is m ⊕ 1
// (for G = 0, *1 is worth 0 = 1 ⊕ 1).
func (g Genus) Xor(x uint32) Genus {
	if x == 0 {
		return g
	}
	sup := make([]uint32, len(g.Sup))
	for i, v := range g.Sup {
		sup[i] = v ^ x
	}
	return Genus{g.G ^ x, sup}
}

// Equal reports whether g and h are the same genus.
func (g Genus) Equal(h Genus) bool { return g.G == h.G && slices.Equal(g.Sup, h.Sup) }

// String writes the genus as Winning Ways does, "4^146", with the values
// in parentheses and commas when one has two digits or more: "12^(1,12,14)".
func (g Genus) String() string {
	var b strings.Builder
	b.WriteString(strconv.FormatUint(uint64(g.G), 10))
	b.WriteByte('^')
	wide := slices.ContainsFunc(g.Sup, func(v uint32) bool { return v >= 10 })
	if wide {
		b.WriteByte('(')
	}
	for i, v := range g.Sup {
		if wide && i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.FormatUint(uint64(v), 10))
	}
	if wide {
		b.WriteByte(')')
	}
	return b.String()
}

// MarshalText writes the genus as String does, so that JSON carries it as
// a string.
func (g Genus) MarshalText() ([]byte, error) { return []byte(g.String()), nil }

// FromOptions returns the genus of a game whose options have the genera
// opts (any number of them, repeats allowed): g is the mex of theirs, λ0
// the mex of their λ0, and λk for k ≥ 1 the mex of their λk and of
// λ(k−1) and λ(k−1) ⊕ 1. Why the last two: with k heaps of size 2 the
// game may also move in one of them, to a heap of size 1 or 0, and
// G⁻(H + *1) = G⁻(H) ⊕ 1 for every H. A game with no options is 0, 0^120.
func FromOptions(opts []Genus) Genus {
	if len(opts) == 0 {
		return Nim(0)
	}
	m := newMexer(len(opts) + 2)
	for _, o := range opts {
		m.add(o.G)
	}
	g := Genus{G: m.mex()}
	// The options' values alternate from λ(d+1) on, so from k = d+2 on
	// λk depends only on λ(k−1) and k's parity: once λk = λ(k−2) there,
	// it alternates for ever. It does within four steps (λk is the mex of
	// a set with λ(k−1) in it, so never λ(k−1) nor λ(k−1) ⊕ 1).
	d := 1
	for _, o := range opts {
		d = max(d, len(o.Sup)-1)
	}
	lam := make([]uint32, 0, d+4)
	for k := 0; ; k++ {
		m.reset()
		for _, o := range opts {
			m.add(o.Lambda(k))
		}
		if k > 0 {
			m.add(lam[k-1])
			m.add(lam[k-1] ^ 1)
		}
		lam = append(lam, m.mex())
		if k >= d+2 && lam[k] == lam[k-2] {
			break
		}
		if k > d+8 {
			panic(fmt.Sprintf("misere: genus values %v do not alternate", lam))
		}
	}
	e := len(lam) - 2
	for e > 1 && lam[e] == lam[e-2] {
		e--
	}
	g.Sup = lam[: e+1 : e+1]
	return g
}

// A mexer finds the least value not added, among values below its size
// (the mex of n values is at most n).
type mexer struct {
	words []uint64
	size  uint32
}

func newMexer(n int) *mexer {
	return &mexer{words: make([]uint64, (n+64)/64), size: uint32(n)}
}

func (m *mexer) reset() { clear(m.words) }

func (m *mexer) add(v uint32) {
	if v < m.size {
		m.words[v/64] |= 1 << (v % 64)
	}
}

func (m *mexer) mex() uint32 {
	for i, w := range m.words {
		if w != ^uint64(0) {
			return uint32(i)*64 + uint32(bits.TrailingZeros64(^w))
		}
	}
	return uint32(len(m.words)) * 64
}
