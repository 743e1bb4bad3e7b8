package heap

import "testing"

// TestOptions checks Rules.Options against the plain mex: the mex of the
// options' values (XORed over the heaps each leaves) is G(n), and
// OptionCount is of the order of their number.
func TestOptions(t *testing.T) {
	for _, spec := range []string{"kayles", "dawson", "grundy", "officers", "0.137", "4.7", "hex:0.3F", "hex:0.8", "0.[7]", "subtraction:2,5,7"} {
		r, err := Parse(spec)
		if err != nil {
			t.Fatal(err)
		}
		g := Plain(r, 120)
		for n := range uint64(120) {
			seen := map[uint32]bool{}
			count := 0
			r.Options(n, func(parts ...uint64) bool {
				var v uint32
				for _, p := range parts {
					v ^= g[p]
				}
				seen[v] = true
				count++
				return true
			})
			mex := uint32(0)
			for seen[mex] {
				mex++
			}
			if mex != g[n] {
				t.Fatalf("%s: heap %d: mex of Options = %d, want %d (Plain)", spec, n, mex, g[n])
			}
			if est := r.OptionCount(float64(n)); n > 20 && (est < float64(count)/4 || est > 4*float64(count)+4) {
				t.Errorf("%s: heap %d: OptionCount %.0f, but %d options", spec, n, est, count)
			}
		}
	}
}

func TestMayLeave(t *testing.T) {
	tests := []struct {
		spec string
		n, m uint64
		want bool
	}{
		{"0.0[3]", 10, 9, false}, // allbut:1: taking 1 is excluded
		{"0.0[3]", 10, 8, true},
		{"0.0[3]", 10, 0, true},      // any larger take, the whole heap too
		{"0.0[3]", 1 << 63, 0, true}, // a take far past the digits
		{"0.13[3]", 1, 0, true},      // digit 1 = 1: only the whole heap
		{"0.13[3]", 5, 4, false},     // ... so not from 5
		{"0.0[2]", 5, 0, false},      // a repeating 2 leaves a heap
		{"0.0[2]", 5, 1, true},
		{"kayles", 5, 5, false},          // a move takes something
		{"subtraction:2,5", 7, 2, true},  // take 5
		{"subtraction:2,5", 7, 3, false}, // take 4
	}
	for _, test := range tests {
		r, err := Parse(test.spec)
		if err != nil {
			t.Fatal(err)
		}
		if got := r.MayLeave(test.n, test.m); got != test.want {
			t.Errorf("%s: MayLeave(%d, %d) = %v, want %v", test.spec, test.n, test.m, got, test.want)
		}
	}
}

// TestMayTake checks MayTake against Options: every way of leaving up to
// three heaps from heap n is allowed exactly when Options lists it.
func TestMayTake(t *testing.T) {
	for _, spec := range []string{"kayles", "dawson", "grundy", "officers", "0.137", "4.7", "hex:0.3F", "hex:0.8", "0.[7]", "subtraction:2,5,7", "allbut:2,3"} {
		r, err := Parse(spec)
		if err != nil {
			t.Fatal(err)
		}
		for n := range uint64(24) {
			listed := map[[3]uint64]bool{}
			r.Options(n, func(parts ...uint64) bool {
				var key [3]uint64
				copy(key[:], parts)
				listed[key] = true
				return true
			})
			allowed := map[[3]uint64]bool{}
			if r.MayTake(n, 0, false) {
				allowed[[3]uint64{}] = true // the option is the empty heap 0
			}
			for a := uint64(1); a <= n; a++ {
				if r.MayTake(n-a, 1, false) {
					allowed[[3]uint64{a}] = true
				}
				for b := a; a+b <= n; b++ {
					if r.MayTake(n-a-b, 2, a == b) {
						allowed[[3]uint64{a, b}] = true
					}
					for c := b; a+b+c <= n; c++ {
						if r.MayTake(n-a-b-c, 3, false) {
							allowed[[3]uint64{a, b, c}] = true
						}
					}
				}
			}
			if len(allowed) != len(listed) {
				t.Errorf("%s: heap %d: MayTake allows %d options, Options lists %d", spec, n, len(allowed), len(listed))
			}
			for key := range listed {
				if !allowed[key] {
					t.Errorf("%s: heap %d: Options lists %v, MayTake refuses it", spec, n, key)
				}
			}
		}
	}
}
