package heap

// kernelsByName returns portable, as "portable", and this machine's fast
// kernels of a family, by name.
func kernelsByName[K any](portable K, fast []named[K]) map[string]K {
	kernels := map[string]K{"portable": portable}
	for _, k := range fast {
		kernels[k.name] = k.k
	}
	return kernels
}

// pairsByName is kernelsByName for a family with a kernel for each width.
func pairsByName[K8, K16 any](portable8 K8, portable16 K16, fast []named2[K8, K16]) map[string]named2[K8, K16] {
	kernels := map[string]named2[K8, K16]{"portable": {"portable", portable8, portable16}}
	for _, k := range fast {
		kernels[k.name] = k
	}
	return kernels
}
