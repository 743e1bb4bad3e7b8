package heap

import "math/bits"

// arithLength is the proof length of an arithmetic period (n0, p, s) of a
// code whose last digit D repeats (for every take j ≥ k = len(digits)−1),
// Grundy's rule aside, when s is a power of two: the criterion below
// holds on seq, or false. Let n0 ≥ 1 (a preperiod of 0 counts as 1),
// write each value G(n) = s·H(n) + e(n) with e(n) < s, and let ψ(n) =
// p·H(n) − n. From n0 on, G(n+p) = G(n) + s makes e and ψ periodic, so
// each heap h ≥ n0+p is "large" of class (h−n0) mod p; smaller heaps are
// "small", each its own kind. Two facts pair options of N and N+p, for
// heaps below N+p that follow the period:
//   - lift: an option taking j ≥ k tokens is one of N+p taking j+p, with
//     the same parts and value;
//   - shift: in an option with a part h ≥ n0 whose other parts' XOR R is
//     below s, h+p in place of h adds s to the value: (G(h)+s) ⊕ R =
//     (G(h) ⊕ R) + s, as s is a power of two above R.
//
// Presence. Say K(N) holds when G(N) ≥ 3s, every w < G(N)−s is the value
// of an option of N that both lifts and shifts (w < s may just lift),
// and every w in [G(N)−s, G(N)) that of an option that shifts. If K(N)
// and G(N+p) = G(N) + s, lifting and shifting those options give K(N+p)
// (each w in [G(N)−s, G(N)) is w−s ≥ s shifted), and in any case every
// w < G(N)+s is an option of N+p.
//
// Exclusion. T = G(N)+s is no option of X = N+p: an option leaving one
// part h ≥ n0+p whose others' XOR is below s would, h−p in its place,
// be worth G(N) for N; an option of value T has ⊕e of its parts = e(T)
// = e(N), and ⊕H ≤ ΣH, so needs ΣH(parts) ≥ H(T), that is Σψ(parts) ≥
// ψ(N) + j: a bound that depends on the parts' kinds and j, not on X.
// The check finds, for each class of X, no j and no parts of kinds
// (small, or a class of large ones, at least one large, sizes summing
// to X−j modulo p) passing both tests but not the first. Options whose
// parts are all small take j ≥ X − h·(n0+p−1) tokens (h the most parts),
// past the bound once X ≥ L_ex.
//
// So if K(N_c) holds at some N_c with N_c + p ≤ len(seq) in each class
// c modulo p, and len(seq) ≥ L_ex, induction on X from len(seq) proves
// G(X) = G(X−p) + s for every X.
//
// budget bounds the steps of the check, shared by the periods a search
// tries; when it runs out the check fails (the criterion is then not
// applied, never wrongly applied).
func arithLength[T value](r *Rules, p Period, seq []T, budget *int) (int, bool) {
	n0, per, s := max(p.Preperiod, 1), p.Period, p.Saltus
	if !r.repeat || r.unequal || per < 1 || s < 1 || s&(s-1) != 0 || len(seq) < n0+per {
		return 0, false
	}
	a := newArith(r, n0, per, s, seq)
	a.budget = budget
	lex, ok := a.excludes()
	if !ok {
		return 0, false
	}
	nc, ok := arithPresence(a, seq)
	if !ok {
		return 0, false
	}
	return max(lex, nc+per, n0+per+1), true
}

// arith holds a candidate period and the kinds of parts its check uses.
type arith struct {
	r        *Rules
	n0, p, s int
	small    []part // small[h−1]: heap h, for 1 ≤ h < n0+p
	class    []part // class[c]: the large heaps ≡ n0+c modulo p
	budget   *int
}

// arithBudget is the steps one search for a proof may spend on the
// arithmetic criterion: its checks are cubic, in n0 + 2p for the
// exclusion and in the heap for the presence with splits in three.
const arithBudget = 1 << 24

// A part is a kind of heap an option leaves.
type part struct {
	size  int    // the heap; for a class, n0+c
	psi   int    // ψ = p·H − size
	e     uint32 // the value modulo s
	below bool   // a small heap worth less than s
	large bool
}

func newArith[T value](r *Rules, n0, p, s int, seq []T) *arith {
	a := &arith{r: r, n0: n0, p: p, s: s}
	m := bits.TrailingZeros(uint(s))
	kind := func(h int) part {
		g := uint32(seq[h])
		return part{size: h, psi: p*int(g>>m) - h, e: g & uint32(s-1), below: g < uint32(s)}
	}
	for h := 1; h < n0+p; h++ {
		a.small = append(a.small, kind(h))
	}
	for c := range p {
		k := kind(n0 + c)
		k.large, k.below = true, false
		a.class = append(a.class, k)
	}
	return a
}

// excludes reports whether no option of a heap X ≥ L_ex past the data is
// worth G(X−p)+s, returning L_ex (see arithLength).
func (a *arith) excludes() (int, bool) {
	heaps := a.r.MaxHeaps()
	kinds := append(append([]part(nil), a.small...), a.class...)
	psiMax, psiSmall, psiMin := kinds[0].psi, kinds[0].psi, a.class[0].psi
	for _, k := range kinds {
		psiMax = max(psiMax, k.psi)
	}
	for _, k := range a.small {
		psiSmall = max(psiSmall, k.psi)
	}
	for _, k := range a.class {
		psiMin = min(psiMin, k.psi)
	}
	lex := heaps*(a.n0+a.p-1) + heaps*psiSmall - psiMin + 1
	if heaps < 2 {
		return lex, true // one part: a large one shifts, small ones are past the bound
	}
	// byRes[q]: the kinds whose sizes are q modulo p.
	byRes := make([][]int, a.p)
	for i, k := range kinds {
		q := k.size % a.p
		byRes[q] = append(byRes[q], i)
	}
	work := 0
	defer func() { *a.budget -= work }()
	for _, x := range a.class {
		// Past this take, no two or three parts reach the bound.
		for j := 0; j <= max(2*psiMax, heaps*psiMax)-x.psi; j++ {
			d := a.r.digit(j)
			want := mod(x.size-j, a.p) // the parts' sizes sum to X−j
			need := x.psi + j          // Σψ must reach it
			if d&leaveTwo != 0 {
				for i1 := range kinds {
					for _, i2 := range byRes[mod(want-kinds[i1].size, a.p)] {
						work++
						if i2 >= i1 && a.danger(x, need, kinds[i1], kinds[i2]) {
							return 0, false
						}
					}
				}
			}
			if d&leaveThree != 0 {
				for i1 := range kinds {
					for i2 := i1; i2 < len(kinds); i2++ {
						q := mod(want-kinds[i1].size-kinds[i2].size, a.p)
						for _, i3 := range byRes[q] {
							work++
							if i3 >= i2 && a.danger(x, need, kinds[i1], kinds[i2], kinds[i3]) {
								return 0, false
							}
						}
					}
				}
			}
			if work > *a.budget {
				return 0, false
			}
		}
	}
	return lex, true
}

// danger reports whether an option of X leaving parts of these kinds
// might be worth G(X−p)+s: none of the criterion's tests rules it out.
func (a *arith) danger(x part, need int, parts ...part) bool {
	var e uint32
	psi, large := 0, 0
	for _, k := range parts {
		e ^= k.e
		psi += k.psi
		if k.large {
			large++
		}
	}
	if large == 0 || e != x.e || psi < need {
		return false
	}
	for i, k := range parts {
		if !k.large {
			continue
		}
		// k shifts down if every other part is small and their XOR is
		// below s.
		var rest uint32
		ok := true
		for i2, o := range parts {
			if i2 != i {
				ok = ok && !o.large
				rest ^= o.e
				if !o.below {
					ok = false
				}
			}
		}
		if ok && rest < uint32(a.s) {
			return false
		}
	}
	return true
}

func mod(a, p int) int { return ((a % p) + p) % p }

// How an option of N carries over to N+p (see arithLength).
const (
	lifts  = 1 << iota // it takes k tokens or more
	shifts             // a part h ≥ n0 has the other parts' XOR below s
	both               // one option does both
)

// presenceReach bounds the heaps past n0 + 8p arithPresence tries: where
// K holds at all, it holds soon after G(N) reaches 3s.
const presenceReach = 64

// arithPresence finds, in each class modulo p, the first N ≥ n0 with
// N+p ≤ len(seq) at which K(N) holds (see arithLength), and returns the
// largest; false if some class has none within seq, the reach or the
// budget.
func arithPresence[T value](a *arith, seq []T) (int, bool) {
	found := make([]bool, a.p)
	left, last := a.p, 0
	s := uint32(a.s)
	for n := a.n0; n+a.p <= len(seq) && n < a.n0+8*a.p+presenceReach && left > 0; n++ {
		c := (n - a.n0) % a.p
		g := uint32(seq[n])
		if found[c] || g < 3*s {
			continue
		}
		flags, cost := optionFlags(a, seq, n)
		*a.budget -= cost
		if *a.budget < 0 {
			return 0, false
		}
		ok := true
		for w := uint32(0); w < g && ok; w++ {
			if int(w) >= len(flags) {
				ok = false
				break
			}
			f := flags[w]
			switch {
			case w >= g-s:
				ok = f&(shifts|both) != 0
			case w < s:
				ok = f&(lifts|both) != 0
			default:
				ok = f&both != 0
			}
		}
		if ok {
			found[c], left, last = true, left-1, n
		}
	}
	return last, left == 0
}

// optionFlags returns, for each value w of an option of heap n, how the
// options worth w carry over to n+p, and how many options it looked at.
func optionFlags[T value](a *arith, seq []T, n int) ([]uint8, int) {
	r, s := a.r, uint32(a.s)
	k := len(r.digits) - 1
	var flags []uint8
	cost := 0
	mark := func(j int, parts ...int) {
		cost++
		var v uint32
		for _, h := range parts {
			v ^= uint32(seq[h])
		}
		f := uint8(0)
		if j >= k {
			f |= lifts
		}
		for _, h := range parts {
			if h >= a.n0 && v^uint32(seq[h]) < s {
				f |= shifts
				if j >= k {
					f |= both
				}
				break
			}
		}
		for int(v) >= len(flags) {
			flags = append(flags, 0)
		}
		flags[v] |= f
	}
	for j := 0; j <= n; j++ {
		d, rest := r.digit(j), n-j
		if d&leaveNone != 0 && rest == 0 && j > 0 {
			mark(j)
		}
		if d&leaveOne != 0 && rest > 0 && j > 0 {
			mark(j, rest)
		}
		for x := 1; d&leaveTwo != 0 && 2*x <= rest; x++ {
			mark(j, x, rest-x)
		}
		for x := 1; d&leaveThree != 0 && 3*x <= rest; x++ {
			for y := x; x+2*y <= rest; y++ {
				mark(j, x, y, rest-x-y)
			}
		}
	}
	return flags, cost
}
