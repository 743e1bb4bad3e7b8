package game_test

import (
	"encoding/json"
	"math/big"
	"testing"

	"github.com/nimber/nimber/game"
)

func TestMex(t *testing.T) {
	tests := []struct {
		in   []uint64
		want uint64
	}{
		{nil, 0},
		{[]uint64{1, 2}, 0},
		{[]uint64{0, 2}, 1},
		{[]uint64{0, 1, 2}, 3},
		{[]uint64{3, 0, 1, 1, 2, 100}, 4},
		{[]uint64{63, 64, 1 << 40}, 0},
	}
	long := make([]uint64, 200)
	for i := range long {
		long[i] = uint64(i)
	}
	tests = append(tests, struct {
		in   []uint64
		want uint64
	}{long, 200})
	long2 := append([]uint64(nil), long...)
	long2[130] = 1000
	tests = append(tests, struct {
		in   []uint64
		want uint64
	}{long2, 130})
	for _, test := range tests {
		if got := game.Mex(test.in); got != test.want {
			t.Errorf("Mex(%v) = %d, want %d", test.in, got, test.want)
		}
	}
}

func TestNimberArithmetic(t *testing.T) {
	big1, _ := new(big.Int).SetString("123456789012345678901234567890", 10)
	a, b := game.BigStar(big1), game.Star(12345)
	if got := a.Xor(b).Xor(b); got.Cmp(a) != 0 {
		t.Errorf("a^b^b = %v, want %v", got, a)
	}
	if got := a.Xor(a); !got.IsZero() || !got.IsSmall() {
		t.Errorf("a^a = %v (small %v), want small 0", got, got.IsSmall())
	}
	if got, want := game.Star(6).Xor(game.Star(3)), game.Star(5); got != want {
		t.Errorf("6^3 = %v, want %v", got, want)
	}
	for _, s := range []string{"0", "18446744073709551615", "18446744073709551616", big1.String()} {
		n, err := game.ParseNimber(s)
		if err != nil {
			t.Fatalf("ParseNimber(%q): %v", s, err)
		}
		if got := n.String(); got != s {
			t.Errorf("ParseNimber(%q).String() = %q", s, got)
		}
		j, _ := json.Marshal(n)
		var back game.Nimber
		if err := json.Unmarshal(j, &back); err != nil || back.Cmp(n) != 0 {
			t.Errorf("JSON round trip of %s = %v, %v", s, back, err)
		}
	}
	for _, s := range []string{"", "-1", "-0", "+1", "1.5", "x", "1e3", "-00000000000000000000000"} {
		if _, err := game.ParseNimber(s); err == nil {
			t.Errorf("ParseNimber(%q) succeeded, want error", s)
		}
	}
}
