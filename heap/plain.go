package heap

// Plain returns G(0), ..., G(n-1) computed by the textbook mex over every
// option of every heap. It is quadratic (cubic for games whose moves leave
// three heaps or whose splitting digit repeats) and stays as the reference
// the fast Engine is tested against.
func Plain(r *Rules, n int) []uint32 {
	g := make([]uint32, 0, max(n, 0))
	seen := make([]bool, 1)
	for h := 0; h < n; h++ {
		clear(seen)
		mark := func(v uint32) {
			if int(v) >= len(seen) {
				seen = append(seen, make([]bool, int(v)+1-len(seen))...)
			}
			seen[v] = true
		}
		for k := 0; k <= h; k++ {
			d := r.digit(k)
			if d == 0 {
				if k >= len(r.digits) {
					break
				}
				continue
			}
			rest := h - k
			if d&leaveNone != 0 && rest == 0 {
				mark(0)
			}
			if d&leaveOne != 0 && rest > 0 && k > 0 {
				mark(g[rest])
			}
			if d&leaveTwo != 0 {
				for a := 1; 2*a <= rest; a++ {
					if r.unequal && k == 0 && 2*a == rest {
						continue
					}
					mark(g[a] ^ g[rest-a])
				}
			}
			if d&leaveThree != 0 {
				for a := 1; 3*a <= rest; a++ {
					for b := a; a+2*b <= rest; b++ {
						mark(g[a] ^ g[b] ^ g[rest-a-b])
					}
				}
			}
		}
		v := uint32(0)
		for int(v) < len(seen) && seen[v] {
			v++
		}
		g = append(g, v)
	}
	return g
}
