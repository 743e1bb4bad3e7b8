package heap

import "unsafe"

// Inner splits. The rare splits of a block at offsets below shortFrom (27
// on Grundy's game) have partners among the latest 64 heaps. Stamped one
// by one they took a sixth of the main goroutine's time with two workers.
// One permute of the latest 64 values gives all their values at once
// (inner_amd64.s; with AVX2, lookups in 16 bytes of them blended,
// inner_avx2_amd64.s), so a heap's candidate is checked against them
// instead. On Grundy's game from 2^21, one worker, AVX2 took 1,065 ns a
// value to 990; on Officers, in words, it is about even with stamping.

// Inner kernels report whether a lane j of mask gives v: vals[j] ^
// part[idx[j]] == v. part holds 64 values, and every idx is below 64.
type (
	innerKernel8  func(part []uint8, idx *[64]uint8, vals *[64]uint8, mask uint64, v uint8) bool
	innerKernel16 func(part []uint16, idx *[32]uint16, vals *[32]uint16, mask uint64, v uint16) bool
)

// The fastest inner kernels of this machine, nil if it has none: then the
// inner splits are stamped.
var (
	fastInner8  innerKernel8
	fastInner16 innerKernel16
)

// fastInnerKernels are this machine's fast inner kernels (kernels.go).
var fastInnerKernels []named2[innerKernel8, innerKernel16]

// innerPairs is the portable inner kernel, for either width.
func innerPairs[T value](part, idx, vals []T, mask uint64, v T) bool {
	for j := range idx {
		if mask>>j&1 == 1 && vals[j]^part[idx[j]] == v {
			return true
		}
	}
	return false
}

// innerSplits are a block's inner splits in the kernels' form: lane j
// gives vals[j] ^ G(n − 64 + idx[j]) to heap n, for the lanes of mask.
type innerSplits struct {
	mask  uint64 // 0 if there are more than 32: stamped heap by heap
	idx8  [64]uint8
	val8  [64]uint8
	idx16 [32]uint16
	val16 [32]uint16
}

func (s *innerSplits) set(splits []splitAt) {
	*s = innerSplits{}
	if len(splits) > len(s.idx16) {
		return
	}
	for j, sp := range splits {
		s.idx8[j], s.val8[j] = uint8(64-sp.off), uint8(sp.val)
		s.idx16[j], s.val16[j] = uint16(64-sp.off), uint16(sp.val)
		s.mask |= 1 << j
	}
}

// innerGives reports whether an inner split of heap len(g) gives v, with
// the fast kernel for T.
func innerGives[T value](s *innerSplits, g []T, v uint32) bool {
	return innerGivesBy(fastInner8, fastInner16, s, g, v)
}

// innerGivesBy is innerGives with the kernel k8 or k16.
func innerGivesBy[T value](k8 innerKernel8, k16 innerKernel16, s *innerSplits, g []T, v uint32) bool {
	p := unsafe.Pointer(unsafe.SliceData(g[len(g)-64:]))
	switch unsafe.Sizeof(T(0)) {
	case 1:
		return v <= 0xff && k8(unsafe.Slice((*uint8)(p), 64), &s.idx8, &s.val8, s.mask, uint8(v))
	case 2:
		return v <= 0xffff && k16(unsafe.Slice((*uint16)(p), 64), &s.idx16, &s.val16, s.mask, uint16(v))
	}
	panic("heap: no inner kernel for 4-byte values")
}
