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
