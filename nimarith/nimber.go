package nimarith

import (
	"context"
	"errors"
	"math/big"
	"math/bits"

	"github.com/nimber/nimber/game"
)

// ErrZero is the error of inverting or dividing by *0.
var ErrZero = errors.New("division by *0")

// Add returns the nim-sum a ⊕ b.
func Add(a, b game.Nimber) game.Nimber { return a.Xor(b) }

// Mul returns the nim-product a ⊗ b.
func Mul(a, b game.Nimber) game.Nimber {
	x, xok := a.Uint64()
	y, yok := b.Uint64()
	if xok && yok {
		return game.Star(Mul64(x, y))
	}
	tables()
	n := max(size(a), size(b))
	return fromLimbs(mulLimbs(limbs(a, n), limbs(b, n)))
}

// Inv returns the nim-inverse of a, or ErrZero for *0.
func Inv(a game.Nimber) (game.Nimber, error) {
	if a.IsZero() {
		return game.Nimber{}, ErrZero
	}
	if x, ok := a.Uint64(); ok {
		return game.Star(Inv64(x)), nil
	}
	tables()
	return fromLimbs(invLimbs(limbs(a, size(a)))), nil
}

// Div returns a ⊗ b⁻¹, or ErrZero for b = *0.
func Div(a, b game.Nimber) (game.Nimber, error) {
	inv, err := Inv(b)
	if err != nil {
		return game.Nimber{}, err
	}
	return Mul(a, inv), nil
}

// Sqrt returns the nim-square root of a.
func Sqrt(a game.Nimber) game.Nimber {
	if x, ok := a.Uint64(); ok {
		return game.Star(Sqrt64(x))
	}
	tables()
	return fromLimbs(sqrtLimbs(limbs(a, size(a))))
}

// Pow returns a to the integer power n (a negative n powers the inverse),
// or ErrZero for *0 to a negative power.
func Pow(a game.Nimber, n *big.Int) (game.Nimber, error) {
	return PowContext(context.Background(), a, n)
}

// PowContext is Pow that stops with the context's error when it is done:
// a power in a large field takes as many products as the field has bits.
func PowContext(ctx context.Context, a game.Nimber, n *big.Int) (game.Nimber, error) {
	if n.Sign() < 0 {
		inv, err := Inv(a)
		if err != nil {
			return game.Nimber{}, err
		}
		return PowContext(ctx, inv, new(big.Int).Neg(n))
	}
	if n.Sign() == 0 {
		return game.Star(1), nil
	}
	if a.IsZero() {
		return a, nil
	}
	// The non-zero elements of the field of 2^B nimbers form a group of
	// order 2^B - 1: an exponent reduced modulo it has at most B bits.
	sz := size(a)
	order := new(big.Int).Lsh(big.NewInt(1), uint(64*sz))
	order.Sub(order, big.NewInt(1))
	e := new(big.Int).Mod(n, order)
	tables()
	base := limbs(a, sz)
	r := make([]uint64, sz)
	r[0] = 1
	for i := e.BitLen() - 1; i >= 0; i-- {
		if i%64 == 0 && ctx.Err() != nil {
			return game.Nimber{}, ctx.Err()
		}
		r = mulLimbs(r, r)
		if e.Bit(i) == 1 {
			r = mulLimbs(r, base)
		}
	}
	return fromLimbs(r), nil
}

// size returns the number of 64-bit limbs of the least field of nimbers
// that holds a: a power of two.
func size(a game.Nimber) int {
	if a.IsSmall() {
		return 1
	}
	words := (a.Big().BitLen() + 63) / 64
	return 1 << bits.Len(uint(words-1))
}

// limbs returns a as n little-endian 64-bit limbs.
func limbs(a game.Nimber, n int) []uint64 {
	r := make([]uint64, n)
	if x, ok := a.Uint64(); ok {
		r[0] = x
		return r
	}
	b := a.Big().Bytes() // big-endian
	for i := range b {
		byteAt := len(b) - 1 - i // the i-th byte from the low end
		r[i/8] |= uint64(b[byteAt]) << (8 * (i % 8))
	}
	return r
}

func fromLimbs(r []uint64) game.Nimber {
	top := len(r)
	for top > 1 && r[top-1] == 0 {
		top--
	}
	if top == 1 {
		return game.Star(r[0])
	}
	b := make([]byte, 8*top)
	for i, w := range r[:top] {
		for j := range 8 {
			b[len(b)-1-(8*i+j)] = byte(w >> (8 * j))
		}
	}
	return game.BigStar(new(big.Int).SetBytes(b))
}

func xorLimbs(a, b []uint64) []uint64 {
	r := make([]uint64, len(a))
	for i := range a {
		r[i] = a[i] ^ b[i]
	}
	return r
}

// mulLimbs is Mul64's splitting on operands of the same power-of-two size.
func mulLimbs(a, b []uint64) []uint64 {
	n := len(a)
	if n == 1 {
		return []uint64{mul64(a[0], b[0])}
	}
	h := n / 2
	p0 := mulLimbs(a[:h], b[:h])
	p1 := mulLimbs(a[h:], b[h:])
	pm := mulLimbs(xorLimbs(a[:h], a[h:]), xorLimbs(b[:h], b[h:]))
	r := make([]uint64, n)
	top := mulTopLimbs(p1)
	for i := range h {
		r[i] = p0[i] ^ top[i]
		r[h+i] = pm[i] ^ p0[i]
	}
	return r
}

// mulTopLimbs returns x ⊗ 2^(B-1), x's field having 2^B elements.
func mulTopLimbs(x []uint64) []uint64 {
	m := len(x)
	if m == 1 {
		return []uint64{mulTop64(x[0])}
	}
	h := m / 2
	g1, g0 := mulTopLimbs(x[h:]), mulTopLimbs(x[:h])
	low := mulTopLimbs(g1)
	r := make([]uint64, m)
	for i := range h {
		r[i] = low[i]
		r[h+i] = g1[i] ^ g0[i]
	}
	return r
}

func invLimbs(a []uint64) []uint64 {
	n := len(a)
	if n == 1 {
		return []uint64{Inv64(a[0])}
	}
	h := n / 2
	a0, a1 := a[:h], a[h:]
	norm := xorLimbs(xorLimbs(mulTopLimbs(mulLimbs(a1, a1)), mulLimbs(a0, a0)), mulLimbs(a0, a1))
	inv := invLimbs(norm)
	return append(mulLimbs(xorLimbs(a0, a1), inv), mulLimbs(a1, inv)...)
}

func sqrtLimbs(a []uint64) []uint64 {
	n := len(a)
	if n == 1 {
		return []uint64{Sqrt64(a[0])}
	}
	h := n / 2
	a0, a1 := a[:h], a[h:]
	return append(sqrtLimbs(xorLimbs(a0, mulTopLimbs(a1))), sqrtLimbs(a1)...)
}
