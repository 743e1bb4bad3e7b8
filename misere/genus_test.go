package misere

import (
	"slices"
	"testing"
)

func TestNimString(t *testing.T) {
	for _, test := range []struct {
		n    uint32
		want string
	}{
		{0, "0^120"}, {1, "1^031"}, {2, "2^20"}, {3, "3^31"}, {4, "4^46"}, {10, "10^(10,8)"},
	} {
		if got := Nim(test.n).String(); got != test.want {
			t.Errorf("Nim(%d) = %s, want %s", test.n, got, test.want)
		}
	}
}

// TestFromOptionsNim builds nim heaps from their options (*n has options
// *0, …, *n−1) and checks them against misère Nim's closed form.
func TestFromOptionsNim(t *testing.T) {
	var opts []Genus
	for n := range uint32(40) {
		if got, want := FromOptions(opts), Nim(n); !got.Equal(want) {
			t.Errorf("FromOptions(*0..*%d) = %v, want %v", int(n)-1, got, want)
		}
		opts = append(opts, Nim(n))
	}
}

func TestLambda(t *testing.T) {
	g := Genus{4, []uint32{0, 4, 6}}
	for k, want := range []uint32{0, 4, 6, 4, 6, 4, 6, 4} {
		if got := g.Lambda(k); got != want {
			t.Errorf("%v.Lambda(%d) = %d, want %d", g, k, got, want)
		}
	}
	if got, want := g.Xor(1), (Genus{5, []uint32{1, 5, 7}}); !got.Equal(want) {
		t.Errorf("%v.Xor(1) = %v, want %v", g, got, want)
	}
	if got := g.Xor(0); !got.Equal(g) {
		t.Errorf("%v.Xor(0) = %v", g, got)
	}
}

// TestFromOptionsShortest checks that FromOptions writes no value the
// alternation already implies, and never fewer than two.
func TestFromOptionsShortest(t *testing.T) {
	gs := []Genus{Nim(0), Nim(1), Nim(2), {1, []uint32{1, 3}}, {4, []uint32{0, 4, 6}}, {0, []uint32{2, 0}}}
	// Every set of up to three of them, repeats allowed.
	for i := range gs {
		for j := i; j < len(gs); j++ {
			for k := j; k < len(gs); k++ {
				for _, opts := range [][]Genus{{gs[i]}, {gs[i], gs[j]}, {gs[i], gs[j], gs[k]}} {
					g := FromOptions(opts)
					e := len(g.Sup) - 1
					if e < 1 || (e > 1 && g.Sup[e] == g.Sup[e-2]) {
						t.Errorf("FromOptions(%v) = %v: not the shortest form", opts, g)
					}
					var full []uint32
					for k := range 12 {
						full = append(full, g.Lambda(k))
					}
					if want := lambdas(opts, 12); !slices.Equal(full, want) {
						t.Errorf("FromOptions(%v) = %v: λ = %v, want %v", opts, g, full, want)
					}
				}
			}
		}
	}
}

// lambdas applies the mex rule for k values, without stopping early.
func lambdas(opts []Genus, k int) []uint32 {
	var lam []uint32
	for i := range k {
		seen := map[uint32]bool{}
		for _, o := range opts {
			seen[o.Lambda(i)] = true
		}
		if i > 0 {
			seen[lam[i-1]], seen[lam[i-1]^1] = true, true
		}
		v := uint32(0)
		for seen[v] {
			v++
		}
		lam = append(lam, v)
	}
	return lam
}
