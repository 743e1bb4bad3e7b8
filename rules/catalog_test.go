package rules_test

import (
	"context"
	"fmt"
	"strconv"
	"testing"

	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/games"
	"github.com/nimber/nimber/internal/longtest"
	"github.com/nimber/nimber/internal/reference"
	"github.com/nimber/nimber/rules"
)

// The rules-defined versions of catalog games (testdata/games) must agree
// with the native implementations, or with published sequences, on every
// small position.

func loadGame(t *testing.T, name string) *rules.Game {
	t.Helper()
	g, err := rules.Load(context.Background(), "testdata/games/"+name, nil, rules.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func value(t *testing.T, f game.Family, pos string) uint64 {
	t.Helper()
	c, err := f.Parse(pos)
	if err != nil {
		t.Fatalf("%s: Parse(%q): %v", f.Name(), pos, err)
	}
	v, err := c.Value(context.Background())
	if err != nil {
		t.Fatalf("%s: value of %s: %v", f.Name(), pos, err)
	}
	n, _ := v.Uint64()
	return n
}

func TestNimAgreesWithCatalog(t *testing.T) {
	star := loadGame(t, "nim.star")
	nim, err := games.Lookup("nim", games.Config{})
	if err != nil {
		t.Fatal(err)
	}
	for a := 0; a < 6; a++ {
		for b := 0; b < 6; b++ {
			for c := 0; c < 6; c++ {
				want := value(t, nim, strconv.Itoa(a)) ^ value(t, nim, strconv.Itoa(b)) ^ value(t, nim, strconv.Itoa(c))
				pos := fmt.Sprintf("(%d, %d, %d)", a, b, c)
				if got := value(t, star, pos); got != want {
					t.Errorf("nim.star Grundy(%s) = %d, want %d", pos, got, want)
				}
			}
		}
	}
}

func TestWythoffAgreesWithCatalog(t *testing.T) {
	star := loadGame(t, "wythoff.star")
	const n = 24
	if native, err := games.Lookup("wythoff", games.Config{}); err == nil {
		for x := 0; x < n; x++ {
			for y := 0; y < n; y++ {
				pos := fmt.Sprintf("%d,%d", x, y) // the same text for both parsers
				want := value(t, native, pos)
				if got := value(t, star, pos); got != want {
					t.Errorf("wythoff.star Grundy((%d, %d)) = %d, want %d (catalog)", x, y, got, want)
				}
			}
		}
	} else {
		t.Logf("no catalog wythoff (%v): checking P-positions only", err)
	}
	// P-positions are (A000201(k), A001950(k)) and their mirror images.
	lower := oeis(t, "A000201")
	upper := oeis(t, "A001950")
	isP := map[[2]int]bool{{0, 0}: true}
	for k, a := range lower {
		if b, ok := upper[k]; ok {
			isP[[2]int{a, b}], isP[[2]int{b, a}] = true, true
		}
	}
	for x := 0; x < n; x++ {
		for y := 0; y < n; y++ {
			if got, want := value(t, star, fmt.Sprintf("(%d, %d)", x, y)) == 0, isP[[2]int{x, y}]; got != want {
				t.Errorf("wythoff.star (%d, %d) is P = %v, want %v (OEIS)", x, y, got, want)
			}
		}
	}
}

func TestKaylesAgreesWithOEISAndCatalog(t *testing.T) {
	star := loadGame(t, "kayles.star")
	want := oeis(t, "A002186")
	limit := longtest.Pick(30, len(want))
	for n := 0; n < limit; n++ {
		if got := value(t, star, strconv.Itoa(n)); got != uint64(want[n]) {
			t.Errorf("kayles.star Grundy(%d) = %d, want %d (A002186)", n, got, want[n])
		}
	}
	if native, err := games.Lookup("kayles", games.Config{}); err == nil {
		for n := 0; n < limit; n++ {
			if got, want := value(t, star, strconv.Itoa(n)), value(t, native, strconv.Itoa(n)); got != want {
				t.Errorf("kayles.star Grundy(%d) = %d, want %d (catalog)", n, got, want)
			}
		}
	} else {
		t.Logf("no catalog kayles (%v): checked against OEIS only", err)
	}
	// A sum of rows is the XOR of its rows, through components.
	if got, want := value(t, star, "3 5 7"), uint64(want[3]^want[5]^want[7]); got != want {
		t.Errorf("kayles.star Grundy(3 5 7) = %d, want %d", got, want)
	}
}

// oeis reads a reference sequence as index → term.
func oeis(t *testing.T, id string) map[int]int {
	seq := map[int]int{}
	for n, a := range reference.ReadOEIS(t, id).Terms {
		seq[n] = int(a)
	}
	return seq
}
