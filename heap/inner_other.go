//go:build !amd64

package heap

// innerGivesBytes and innerGivesWords are never called here (fastInner is
// false); they are written out so that the package builds on every
// architecture, with the meaning of the amd64 kernels: whether a lane j
// of mask gives v, vals[j] ^ part[idx[j]].
func innerGivesBytes(part []uint8, idx *[64]uint8, vals *[64]uint8, mask uint64, v uint8) bool {
	for j := range idx {
		if mask>>j&1 == 1 && vals[j]^part[idx[j]] == v {
			return true
		}
	}
	return false
}

func innerGivesWords(part []uint16, idx *[32]uint16, vals *[32]uint16, mask uint64, v uint16) bool {
	for j := range idx {
		if mask>>j&1 == 1 && vals[j]^part[idx[j]] == v {
			return true
		}
	}
	return false
}
