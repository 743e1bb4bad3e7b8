package nimarith

// Plain returns a ⊗ b by the recursive definition over the Fermat
// 2-powers: with F = 2^32, a = a1·F ⊕ a0 and b likewise,
//
//	a ⊗ b = (a1⊗b1 ⊕ a1⊗b0 ⊕ a0⊗b1)·F ⊕ a0⊗b0 ⊕ (a1⊗b1) ⊗ F/2,
//
// four half-size products at each level down to single bits. It is the
// reference for Mul64 and the baseline of its benchmark.
func Plain(a, b uint64) uint64 { return plain(a, b, 64) }

func plain(a, b uint64, bits uint) uint64 {
	if bits == 1 {
		return a & b
	}
	half := bits / 2
	mask := uint64(1)<<half - 1
	a1, a0, b1, b0 := a>>half, a&mask, b>>half, b&mask
	p11 := plain(a1, b1, half)
	high := p11 ^ plain(a1, b0, half) ^ plain(a0, b1, half)
	return high<<half ^ plain(a0, b0, half) ^ plain(p11, uint64(1)<<(half-1), half)
}
