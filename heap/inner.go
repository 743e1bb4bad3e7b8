package heap

import "unsafe"

// Inner splits. The rare splits of a block at offsets below shortFrom (27
// on Grundy's game) have partners among the latest 64 heaps. Stamped one
// by one they took a sixth of the main goroutine's time with two workers.
// One permute of the latest 64 values gives all their values at once
// (inner_amd64.s), so a heap's candidate is checked against them instead.

// fastInner reports whether this machine has the permute kernels.
var fastInner bool

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
// the kernel for T.
func innerGives[T value](s *innerSplits, g []T, v uint32) bool {
	p := unsafe.Pointer(unsafe.SliceData(g[len(g)-64:]))
	switch unsafe.Sizeof(T(0)) {
	case 1:
		return v <= 0xff && innerGivesBytes(unsafe.Slice((*uint8)(p), 64), &s.idx8, &s.val8, s.mask, uint8(v))
	case 2:
		return v <= 0xffff && innerGivesWords(unsafe.Slice((*uint16)(p), 64), &s.idx16, &s.val16, s.mask, uint16(v))
	}
	panic("heap: no inner kernel for 4-byte values")
}
