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

// register appends k, named, to list and returns it: a family registers
// its kernels slowest first and uses the last one returned.
func register[K any](list *[]named[K], name string, k K) K {
	*list = append(*list, named[K]{name, k})
	return k
}

// register2 is register for a pair of kernels by width.
func register2[K8, K16 any](list *[]named2[K8, K16], name string, k8 K8, k16 K16) (K8, K16) {
	*list = append(*list, named2[K8, K16]{name, k8, k16})
	return k8, k16
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
