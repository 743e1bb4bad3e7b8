package heap

import "golang.org/x/sys/cpu"

// orLanesAVX512 is orLanes with 512-bit vectors: one funnel shift
// (VPSHRDVQ, AVX-512 VBMI2) per start and row, four rows and the parity
// row abreast, each row's run split by the parity run with two
// VPTERNLOGQ. The shift's second operand, the words one further on, is
// the first moved along by VALIGNQ and the ninth word broadcast, not a
// second unaligned load (most of which span two cache lines; on AMD Zen 4
// the second load made the kernel 40% slower). It wants len(ws) a
// multiple of four.
//
//go:noescape
func orLanesAVX512(acc, rows, par []uint64, stride int, ws []uint32, groups []laneGroup, starts []laneStart, at int, limit, bit uint32)

func init() {
	if cpu.X86.HasAVX512F && cpu.X86.HasAVX512VBMI2 {
		fastLanes = orLanesAVX512
	}
}
