package nimarith

import (
	"math/big"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/nimber/nimber/game"
)

// mexTable returns the nim-products of 0..n-1 by the definition:
// a ⊗ b = mex{a'⊗b ⊕ a⊗b' ⊕ a'⊗b' : a' < a, b' < b}.
func mexTable(n int) [][]uint64 {
	t := make([][]uint64, n)
	for a := range t {
		t[a] = make([]uint64, n)
		for b := range t[a] {
			seen := map[uint64]bool{}
			for a2 := range a {
				for b2 := range b {
					seen[t[a2][b]^t[a][b2]^t[a2][b2]] = true
				}
			}
			m := uint64(0)
			for seen[m] {
				m++
			}
			t[a][b] = m
		}
	}
	return t
}

func TestMexDefinition(t *testing.T) {
	tab := mexTable(32)
	for a := range tab {
		for b := range tab[a] {
			x, y := uint64(a), uint64(b)
			if got, want := Mul64(x, y), tab[a][b]; got != want {
				t.Fatalf("Mul64(%d, %d) = %d, want %d (the mex definition)", a, b, got, want)
			}
			if got, want := Plain(x, y), tab[a][b]; got != want {
				t.Fatalf("Plain(%d, %d) = %d, want %d (the mex definition)", a, b, got, want)
			}
		}
	}
}

func TestPublished(t *testing.T) {
	for _, test := range []struct{ a, b, want uint64 }{
		{2, 2, 3}, {4, 4, 6}, {16, 16, 24}, {256, 256, 384}, {1 << 32, 1 << 32, 3 << 31},
		{3, 3, 2}, {2, 3, 1}, {8, 8, 13},
	} {
		if got := Mul64(test.a, test.b); got != test.want {
			t.Errorf("Mul64(%d, %d) = %d, want %d", test.a, test.b, got, test.want)
		}
	}
	b, err := os.ReadFile("testdata/A051775.txt")
	if err != nil {
		t.Fatal(err)
	}
	var terms []uint64
	for _, line := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(line, "#") {
			continue
		}
		for _, f := range strings.FieldsFunc(line, func(r rune) bool { return r == ',' || r == ' ' }) {
			v, err := strconv.ParseUint(f, 10, 64)
			if err != nil {
				t.Fatal(err)
			}
			terms = append(terms, v)
		}
	}
	if len(terms) != 83 {
		t.Fatalf("read %d terms of A051775, want 83", len(terms))
	}
	k := 0
	for d := uint64(0); k < len(terms); d++ {
		for n := uint64(0); n <= d && k < len(terms); n++ {
			if got, want := Mul64(n, d-n), terms[k]; got != want {
				t.Errorf("Mul64(%d, %d) = %d, want %d (A051775, term %d)", n, d-n, got, want, k)
			}
			k++
		}
	}
}

func TestMatchesPlain(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for range 2000 {
		a, b := r.Uint64()>>(r.IntN(64)), r.Uint64()>>(r.IntN(64))
		if got, want := Mul64(a, b), Plain(a, b); got != want {
			t.Fatalf("Mul64(%#x, %#x) = %#x, want %#x (Plain)", a, b, got, want)
		}
	}
}

func TestFieldAxioms64(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for range 20000 {
		a, b, c := r.Uint64(), r.Uint64()>>(r.IntN(64)), r.Uint64()
		if Mul64(Mul64(a, b), c) != Mul64(a, Mul64(b, c)) {
			t.Fatalf("(%#x ⊗ %#x) ⊗ %#x ≠ %#x ⊗ (%#x ⊗ %#x)", a, b, c, a, b, c)
		}
		if Mul64(a, b) != Mul64(b, a) {
			t.Fatalf("%#x ⊗ %#x ≠ %#x ⊗ %#x", a, b, b, a)
		}
		if Mul64(a, b^c) != Mul64(a, b)^Mul64(a, c) {
			t.Fatalf("%#x ⊗ (%#x ⊕ %#x) is not distributive", a, b, c)
		}
		if a != 0 {
			if got := Mul64(a, Inv64(a)); got != 1 {
				t.Fatalf("%#x ⊗ Inv64(%#x) = %#x, want 1", a, a, got)
			}
		}
		if got := Mul64(Sqrt64(a), Sqrt64(a)); got != a {
			t.Fatalf("Sqrt64(%#x)² = %#x, want %#x", a, got, a)
		}
		n := r.Uint64N(64)
		want := uint64(1)
		for range n {
			want = Mul64(want, b)
		}
		if got := Pow64(b, n); got != want {
			t.Fatalf("Pow64(%#x, %d) = %#x, want %#x", b, n, got, want)
		}
	}
}

// randomNimber returns a nimber of up to maxBits bits.
func randomNimber(r *rand.Rand, maxBits int) game.Nimber {
	x := new(big.Int)
	for range r.IntN(maxBits/64) + 1 {
		x.Lsh(x, 64).Or(x, new(big.Int).SetUint64(r.Uint64()))
	}
	return game.BigStar(x.Rsh(x, uint(r.IntN(64))))
}

func TestFieldAxiomsBig(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for range 300 {
		a, b, c := randomNimber(r, 512), randomNimber(r, 512), randomNimber(r, 256)
		if Mul(Mul(a, b), c).Cmp(Mul(a, Mul(b, c))) != 0 {
			t.Fatalf("(%v ⊗ %v) ⊗ %v ≠ %v ⊗ (%v ⊗ %v)", a, b, c, a, b, c)
		}
		if Mul(a, b).Cmp(Mul(b, a)) != 0 {
			t.Fatalf("%v ⊗ %v is not commutative", a, b)
		}
		if Mul(a, Add(b, c)).Cmp(Add(Mul(a, b), Mul(a, c))) != 0 {
			t.Fatalf("%v ⊗ (%v ⊕ %v) is not distributive", a, b, c)
		}
		if !a.IsZero() {
			inv, err := Inv(a)
			if err != nil {
				t.Fatal(err)
			}
			if got := Mul(a, inv); got.Cmp(game.Star(1)) != 0 {
				t.Fatalf("%v ⊗ Inv(%v) = %v, want 1", a, a, got)
			}
		}
		if s := Sqrt(a); Mul(s, s).Cmp(a) != 0 {
			t.Fatalf("Sqrt(%v)² = %v, want %v", a, Mul(s, s), a)
		}
	}
}

// The big path agrees with the 64-bit one where both apply: the fields
// nest, so a product of 64-bit operands computed in 256 bits is the same.
func TestBigMatches64(t *testing.T) {
	tables()
	r := rand.New(rand.NewPCG(7, 8))
	for range 2000 {
		a, b := r.Uint64(), r.Uint64()
		got := mulLimbs([]uint64{a, 0, 0, 0}, []uint64{b, 0, 0, 0})
		if got[0] != Mul64(a, b) || got[1]|got[2]|got[3] != 0 {
			t.Fatalf("mulLimbs(%#x, %#x) = %#x, want %#x", a, b, got, Mul64(a, b))
		}
		if a != 0 {
			if got := invLimbs([]uint64{a, 0}); got[0] != Inv64(a) || got[1] != 0 {
				t.Fatalf("invLimbs(%#x) = %#x, want %#x", a, got, Inv64(a))
			}
		}
	}
	// 2^64 is the next Fermat 2-power: 2^64 ⊗ 2^64 = 2^64 ⊕ 2^63.
	f := game.BigStar(new(big.Int).Lsh(big.NewInt(1), 64))
	want := new(big.Int).Lsh(big.NewInt(3), 63)
	if got := Mul(f, f); got.Big().Cmp(want) != 0 {
		t.Errorf("2^64 ⊗ 2^64 = %v, want %v", got, want)
	}
	// x ⊗ F is the ordinary x·F for x < F.
	x := game.Star(0xdeadbeefcafef00d)
	if got, want := Mul(x, f).Big(), new(big.Int).Lsh(x.Big(), 64); got.Cmp(want) != 0 {
		t.Errorf("%v ⊗ 2^64 = %v, want %v", x, got, want)
	}
}

func TestPowBig(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	for range 50 {
		a := randomNimber(r, 256)
		n := r.Int64N(200) - 100
		want := game.Star(1)
		base := a
		if n < 0 {
			if a.IsZero() {
				if _, err := Pow(a, big.NewInt(n)); err != ErrZero {
					t.Fatalf("Pow(0, %d): err %v, want ErrZero", n, err)
				}
				continue
			}
			base, _ = Inv(a)
		}
		for range abs(n) {
			want = Mul(want, base)
		}
		got, err := Pow(a, big.NewInt(n))
		if err != nil || got.Cmp(want) != 0 {
			t.Fatalf("Pow(%v, %d) = %v, %v; want %v", a, n, got, err, want)
		}
	}
	// The group of the 2^64 field has order 2^64 - 1: a^(2^64) = a.
	a := game.Star(12345)
	if got, _ := Pow(a, new(big.Int).Lsh(big.NewInt(1), 64)); got.Cmp(a) != 0 {
		t.Errorf("Pow(%v, 2^64) = %v, want %v", a, got, a)
	}
}

func abs(n int64) int64 {
	if n < 0 {
		return -n
	}
	return n
}

func TestZero(t *testing.T) {
	if _, err := Inv(game.Star(0)); err != ErrZero {
		t.Errorf("Inv(0): err %v, want ErrZero", err)
	}
	if _, err := Div(game.Star(5), game.Star(0)); err != ErrZero {
		t.Errorf("Div(5, 0): err %v, want ErrZero", err)
	}
}

var sink uint64

func BenchmarkMul64(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 1))
	xs := make([]uint64, 1024)
	for i := range xs {
		xs[i] = r.Uint64()
	}
	Mul64(1, 1)
	b.ResetTimer()
	for i := range b.N {
		sink ^= Mul64(xs[i&1023], xs[(i+1)&1023])
	}
}

// BenchmarkPlain is Mul64's baseline: the recursive definition.
func BenchmarkPlain(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 1))
	xs := make([]uint64, 1024)
	for i := range xs {
		xs[i] = r.Uint64()
	}
	for i := range b.N {
		sink ^= Plain(xs[i&1023], xs[(i+1)&1023])
	}
}

func BenchmarkMul256(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 1))
	x, y := randomNimber(r, 256), randomNimber(r, 256)
	for size(x) < 4 || size(y) < 4 {
		x, y = randomNimber(r, 256), randomNimber(r, 256)
	}
	b.ResetTimer()
	for range b.N {
		x = Mul(x, y)
	}
}
