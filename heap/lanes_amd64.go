package heap

import "golang.org/x/sys/cpu"

// orLanesAVX512 is orLanes with 512-bit vectors: one funnel shift
// (VPSHRDVQ, AVX-512 VBMI2) per start and row, four rows abreast. It wants
// len(ws) a multiple of four.
//
//go:noescape
func orLanesAVX512(acc, rows []uint64, stride int, ws []uint32, groups []laneGroup, starts []laneStart)

func init() {
	if cpu.X86.HasAVX512F && cpu.X86.HasAVX512VBMI2 {
		fastLanes = orLanesAVX512
	}
}
