package games

import (
	"iter"
	"math/bits"
)

// turtles is Turning Turtles: turn coin n, and maybe one coin m < n. Coin
// n is worth n: its moves reach every value below n (turning m alone
// leaves m), so the coins behave as Nim heaps.
type turtles struct{}

func (turtles) oneMovePerTopBit()      {}
func (turtles) first() uint64          { return 1 }
func (turtles) last() uint64           { return 1<<64 - 1 }
func (turtles) value(n uint64) uint64  { return n }
func (turtles) prefix(n uint64) uint64 { return xorUpTo(n) }
func (turtles) count(n uint64) uint64  { return n }

func (turtles) moves(n uint64) iter.Seq2[uint64, []span] {
	return func(yield func(uint64, []span) bool) {
		if !yield(n, nil) {
			return
		}
		for m := uint64(1); m < n && yield(n^m, []span{one(m)}); m++ {
		}
	}
}

// movesTo: turning n alone is worth n, turning m too is worth n ^ m.
func (turtles) movesTo(n, c uint64) iter.Seq[[]span] {
	return func(yield func([]span) bool) {
		if m := n ^ c; c == n {
			yield(nil)
		} else if m < n {
			yield([]span{one(m)})
		}
	}
}

func (t turtles) countTo(n, c uint64) uint64 {
	if c == n || n^c < n {
		return 1
	}
	return 0
}

func (turtles) canon(n uint64, spans []span) ([]span, bool) {
	switch {
	case len(spans) == 0:
		return nil, true
	case len(spans) == 1 && spans[0].size() == 1 && spans[0].a < n:
		return spans, true
	}
	return nil, false
}

// xorUpTo is 0 ^ 1 ^ … ^ n.
func xorUpTo(n uint64) uint64 {
	switch n % 4 {
	case 0:
		return n
	case 1:
		return 1
	case 2:
		return n + 1
	}
	return 0
}

// mockTurtles is Mock Turtles: turn coin n and up to two coins below it,
// coin 0 included. Coin n is worth the n-th odious number, o(n) = 2n + 1
// if n has an even number of 1 bits, else 2n (WW ch. 14): the nim-sum of
// two odious numbers is evil (an even number of 1 bits) and of three is
// odious, so the moves at n reach each smaller odious number by one coin,
// each evil one by two, and never o(n). Coins stop at 2^63−1, whose value
// still fits in 64 bits.
type mockTurtles struct{}

func odious(n uint64) uint64 { return 2*n | uint64(1-bits.OnesCount64(n)%2) }

func (mockTurtles) first() uint64         { return 0 }
func (mockTurtles) last() uint64          { return 1<<63 - 1 }
func (mockTurtles) value(n uint64) uint64 { return odious(n) }

// prefix: o(i) is 2i plus 1 for the evil i, and of each pair 2k, 2k+1
// one is evil.
func (mockTurtles) prefix(n uint64) uint64 {
	evil := n/2 + 1
	if n%2 == 0 {
		evil = n/2 + uint64(1-bits.OnesCount64(n)%2)
	}
	return xorUpTo(n)<<1 | evil%2
}

func (mockTurtles) count(n uint64) uint64 {
	if n == 0 {
		return 1
	}
	hi, lo := bits.Mul64(n, n-1)
	if hi > 1 {
		return 1<<64 - 1
	}
	return satAdd(1+n, hi<<63|lo>>1) // 1 + n + n(n−1)/2
}

func (mockTurtles) moves(n uint64) iter.Seq2[uint64, []span] {
	return func(yield func(uint64, []span) bool) {
		v := odious(n)
		if !yield(v, nil) {
			return
		}
		for m := range n {
			if !yield(v^odious(m), []span{one(m)}) {
				return
			}
		}
		for m1 := range n {
			for m2 := m1 + 1; m2 < n; m2++ {
				if !yield(v^odious(m1)^odious(m2), []span{one(m1), one(m2)}) {
					return
				}
			}
		}
	}
}

// movesTo: the others must be worth e = c ^ o(n). An odious e is one
// coin, e/2. An evil e ≠ 0 is two coins m1 < m2 with m1 ^ m2 = e/2
// (odious numbers are 2m plus a bit the other bits fix), so m2 is each
// coin below n with the top bit of e/2 and m1 = m2 ^ e/2.
func (mockTurtles) movesTo(n, c uint64) iter.Seq[[]span] {
	return func(yield func([]span) bool) {
		e := c ^ odious(n)
		switch {
		case e == 0:
			yield(nil)
		case bits.OnesCount64(e)%2 == 1:
			if m := e / 2; m < n {
				yield([]span{one(m)})
			}
		default:
			bit := topBit(e / 2)
			for m2 := nextWithBit(0, bit); m2 < n; m2 = nextWithBit(m2+1, bit) {
				if !yield([]span{one(m2 ^ e/2), one(m2)}) {
					return
				}
			}
		}
	}
}

func (mockTurtles) countTo(n, c uint64) uint64 {
	e := c ^ odious(n)
	switch {
	case e == 0:
		return 1
	case bits.OnesCount64(e)%2 == 1:
		if e/2 < n {
			return 1
		}
		return 0
	case n == 0:
		return 0
	}
	return withBit(n-1, topBit(e/2))
}

func (mockTurtles) canon(n uint64, spans []span) ([]span, bool) {
	var coins []span
	for _, s := range spans {
		if s.b >= n || s.size() > 2 || len(coins)+int(s.size()) > 2 {
			return nil, false
		}
		for i := range s.all() {
			coins = append(coins, one(i))
		}
	}
	return coins, true
}

// ruler is the Ruler game: turn coin n and any run of coins just below
// it. Coin n is worth the largest power of 2 dividing n (WW ch. 14). The
// value of the coins 1..j is then j ^ j>>1, j's Gray code, and a move
// at n turning n−j coins is worth gray(n) ^ gray(j).
type ruler struct{}

func gray(n uint64) uint64 { return n ^ n>>1 }

// grayInverse is the j with gray(j) = g: the nim-sum of g's right shifts.
func grayInverse(g uint64) uint64 {
	for s := uint(1); s < 64; s *= 2 {
		g ^= g >> s
	}
	return g
}

func (ruler) oneMovePerTopBit()      {}
func (ruler) first() uint64          { return 1 }
func (ruler) last() uint64           { return 1<<64 - 1 }
func (ruler) value(n uint64) uint64  { return n & -n }
func (ruler) prefix(n uint64) uint64 { return gray(n) }
func (ruler) count(n uint64) uint64  { return n }

// below is the run j+1..n−1 a move at n turns besides n, if any.
func below(j, n uint64) []span {
	if j+1 == n {
		return nil
	}
	return []span{{j + 1, n - 1}}
}

func (ruler) moves(n uint64) iter.Seq2[uint64, []span] {
	return func(yield func(uint64, []span) bool) {
		for j := n - 1; yield(gray(n)^gray(j), below(j, n)) && j > 0; j-- {
		}
	}
}

// movesTo: gray(j) = gray(n) ^ c gives j = n ^ grayInverse(c), a move if
// j < n: the top bit of c, which is grayInverse(c)'s, is set in n.
func (ruler) movesTo(n, c uint64) iter.Seq[[]span] {
	return func(yield func([]span) bool) {
		if j := n ^ grayInverse(c); j < n {
			yield(below(j, n))
		}
	}
}

func (ruler) countTo(n, c uint64) uint64 {
	if n^grayInverse(c) < n {
		return 1
	}
	return 0
}

func (ruler) canon(n uint64, spans []span) ([]span, bool) {
	if len(spans) == 0 || len(spans) == 1 && spans[0].b == n-1 {
		return spans, true
	}
	return nil, false
}
