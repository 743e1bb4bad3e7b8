package heap

// Each family of vector kernels (lanes, scan, short, inner, misses) keeps
// the kernels this machine can run in a list, slowest first, and uses the
// last: the tests check every one, so that a machine with AVX-512 tests
// the AVX2 kernels too.

// named is a fast kernel with the instruction set it needs.
type named[K any] struct {
	name string
	k    K
}

// named2 is a pair of fast kernels, for one-byte and two-byte values.
type named2[K8, K16 any] struct {
	name string
	k8   K8
	k16  K16
}

// Kernels returns the instruction set of the vector kernels the engine
// runs on this machine, "avx512" or "avx2", or "portable" when it has
// none and computes heap by heap in Go (many times slower on Grundy's
// game and Officers).
func Kernels() string {
	if n := len(fastLaneKernels); n > 0 {
		return fastLaneKernels[n-1].name
	}
	return "portable"
}
