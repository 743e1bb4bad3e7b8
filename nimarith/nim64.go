package nimarith

import "sync"

// The field of 2^16 nimbers in logarithm form, built on first use:
// x ⊗ y = exp[log x + log y] for non-zero x and y.
var (
	tablesOnce sync.Once
	log16      [1 << 16]uint16
	exp16      [2 * order16]uint16
)

const (
	order16 = 1<<16 - 1 // the order of the multiplicative group
	top16   = 1 << 15   // 2^16 / 2: 2^16 ⊗ 2^16 = 2^16 ⊕ top16
)

// log of top16, set with the tables.
var logTop16 uint32

func buildTables() {
	// The field of 2^8 as a table, from the field of 2^4, from Plain.
	var mul4 [16][16]uint8
	for a := range uint64(16) {
		for b := range uint64(16) {
			mul4[a][b] = uint8(plain(a, b, 4))
		}
	}
	mul8 := new([256][256]uint8)
	for a := range 256 {
		for b := range 256 {
			a1, a0, b1, b0 := a>>4, a&15, b>>4, b&15
			p0, p1, pm := mul4[a0][b0], mul4[a1][b1], mul4[a0^a1][b0^b1]
			mul8[a][b] = (pm^p0)<<4 ^ p0 ^ mul4[p1][8]
		}
	}
	mul := func(a, b uint32) uint32 {
		a1, a0, b1, b0 := a>>8, a&255, b>>8, b&255
		p0, p1, pm := mul8[a0][b0], mul8[a1][b1], mul8[a0^a1][b0^b1]
		return uint32(pm^p0)<<8 ^ uint32(p0) ^ uint32(mul8[p1][0x80])
	}
	// A generator of the 65535 non-zero elements: the first element whose
	// powers do not return to 1 before the 65535th.
	for g := uint32(2); ; g++ {
		n := 1
		for x := g; x != 1; x = mul(x, g) {
			n++
		}
		if n != order16 {
			continue
		}
		x := uint32(1)
		for i := range order16 {
			exp16[i], exp16[i+order16] = uint16(x), uint16(x)
			log16[x] = uint16(i)
			x = mul(x, g)
		}
		break
	}
	logTop16 = uint32(log16[top16])
}

func tables() { tablesOnce.Do(buildTables) }

func mul16(a, b uint32) uint32 {
	if a == 0 || b == 0 {
		return 0
	}
	return uint32(exp16[uint32(log16[a])+uint32(log16[b])])
}

// mulTop16 returns a ⊗ 2^15.
func mulTop16(a uint32) uint32 {
	if a == 0 {
		return 0
	}
	return uint32(exp16[uint32(log16[a])+logTop16])
}

func mul32(a, b uint32) uint32 {
	a1, a0, b1, b0 := a>>16, a&0xffff, b>>16, b&0xffff
	p0 := mul16(a0, b0)
	pm := mul16(a0^a1, b0^b1)
	return (pm^p0)<<16 ^ p0 ^ mulTop16Of(a1, b1)
}

// mulTop16Of returns a ⊗ b ⊗ 2^15 with one look-up of exp16.
func mulTop16Of(a, b uint32) uint32 {
	if a == 0 || b == 0 {
		return 0
	}
	s := uint32(log16[a]) + uint32(log16[b])
	if s >= order16 {
		s -= order16
	}
	return uint32(exp16[s+logTop16])
}

// mulTop32 returns a ⊗ 2^31, that is a ⊗ 2^16 ⊗ 2^15.
func mulTop32(a uint32) uint32 {
	h1, h0 := mulTop16(a>>16), mulTop16(a&0xffff)
	return (h1^h0)<<16 ^ mulTop16(h1)
}

// Mul64 returns the nim-product a ⊗ b.
func Mul64(a, b uint64) uint64 {
	tables()
	return mul64(a, b)
}

func mul64(a, b uint64) uint64 {
	a1, a0, b1, b0 := uint32(a>>32), uint32(a), uint32(b>>32), uint32(b)
	p0 := mul32(a0, b0)
	p1 := mul32(a1, b1)
	pm := mul32(a0^a1, b0^b1)
	return uint64(pm^p0)<<32 ^ uint64(p0) ^ uint64(mulTop32(p1))
}

// mulTop64 returns a ⊗ 2^63, that is a ⊗ 2^32 ⊗ 2^31.
func mulTop64(a uint64) uint64 {
	h1, h0 := mulTop32(uint32(a>>32)), mulTop32(uint32(a))
	return uint64(h1^h0)<<32 ^ uint64(mulTop32(h1))
}

// Square64 returns a ⊗ a.
func Square64(a uint64) uint64 {
	tables()
	return mul64(a, a)
}

// Inv64 returns the nim-inverse of a, the b with a ⊗ b = 1. It panics if
// a is 0, as integer division by zero does.
func Inv64(a uint64) uint64 {
	if a == 0 {
		panic("nimarith: inverse of zero")
	}
	tables()
	a1, a0 := uint32(a>>32), uint32(a)
	// (a1·F ⊕ a0) ⊗ (a1·F ⊕ a0 ⊕ a1) = a1² ⊗ F/2 ⊕ a0² ⊕ a0 ⊗ a1, an
	// element of the half field: its inverse there finishes the job.
	norm := mulTop32(mul32(a1, a1)) ^ mul32(a0, a0) ^ mul32(a0, a1)
	n := inv32(norm)
	return uint64(mul32(a1, n))<<32 | uint64(mul32(a0^a1, n))
}

func inv32(a uint32) uint32 {
	a1, a0 := a>>16, a&0xffff
	norm := mulTop16(mul16(a1, a1)) ^ mul16(a0, a0) ^ mul16(a0, a1)
	n := inv16(norm)
	return mul16(a1, n)<<16 | mul16(a0^a1, n)
}

func inv16(a uint32) uint32 { return uint32(exp16[order16-uint32(log16[a])]) }

// Sqrt64 returns the nim-square root of a, the one b with b ⊗ b = a
// (squaring is a bijection of the field).
func Sqrt64(a uint64) uint64 {
	tables()
	// (b1·F ⊕ b0)² = b1² ⊗ F ⊕ (b1² ⊗ F/2 ⊕ b0²): b1 = √a1, b0 = √(a0 ⊕ a1 ⊗ F/2).
	a1, a0 := uint32(a>>32), uint32(a)
	return uint64(sqrt32(a1))<<32 | uint64(sqrt32(a0^mulTop32(a1)))
}

func sqrt32(a uint32) uint32 {
	a1, a0 := a>>16, a&0xffff
	return sqrt16(a1)<<16 | sqrt16(a0^mulTop16(a1))
}

// sqrt16 is a^(2^15): the order 65535 is odd, so halving a logarithm is
// multiplying it by 2^15 modulo the order.
func sqrt16(a uint32) uint32 {
	if a == 0 {
		return 0
	}
	return uint32(exp16[uint64(log16[a])*top16%order16])
}

// Pow64 returns a ⊗ a ⊗ … ⊗ a, n factors (1 for n = 0).
func Pow64(a, n uint64) uint64 {
	tables()
	r := uint64(1)
	for ; n > 0; n >>= 1 {
		if n&1 == 1 {
			r = mul64(r, a)
		}
		a = mul64(a, a)
	}
	return r
}
