package game

import "math/bits"

// Mex returns the minimum excludant of values: the least non-negative
// integer not among them. Values ≥ len(values) cannot matter, so the work
// is O(len(values)) with no sorting.
func Mex(values []uint64) uint64 {
	n := len(values)
	if n < 64 {
		var seen uint64
		for _, v := range values {
			if v < 64 {
				seen |= 1 << v
			}
		}
		return uint64(bits.TrailingZeros64(^seen))
	}
	seen := make([]uint64, n/64+1)
	for _, v := range values {
		if v <= uint64(n) {
			seen[v/64] |= 1 << (v % 64)
		}
	}
	for i, w := range seen {
		if w != ^uint64(0) {
			return uint64(i*64 + bits.TrailingZeros64(^w))
		}
	}
	return uint64(len(seen) * 64)
}
