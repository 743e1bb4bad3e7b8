package nimarith

import (
	"context"
	"errors"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
)

func TestEval(t *testing.T) {
	tests := []struct{ expr, want string }{
		{"(3*5)+7", "8"}, // 3 ⊗ 5 = 15, 15 ⊕ 7 = 8
		{"3*5+7", "8"},
		{"2*2", "3"},
		{"16 ⊗ 16", "24"},
		{"5 ⊕ 3", "6"},
		{"5 - 3", "6"},
		{"1/9", "6"}, // 9 ⊗ 6 = 1
		{"9 * (1/9)", "1"},
		{"sqrt(8)", "14"}, // 14 ⊗ 14 = 8
		{"sqrt(3)**2", "3"},
		{"inv(2)", "3"},
		{"2**3", "1"}, // 2 ⊗ 2 = 3, 3 ⊗ 2 = 1
		{"2**-1", "3"},
		{"2**(-1)", "3"},
		{"0**0", "1"},
		{"*5 + *3", "6"},
		{"0x10 * 0x10", "24"},
		{"0b11 * 0b11", "2"},
		{"4294967296 * 4294967296", "6442450944"},                             // 2^32 ⊗ 2^32 = 3·2^31
		{"18446744073709551616*18446744073709551616", "27670116110564327424"}, // 2^64 ⊗ 2^64 = 3·2^63
		{"  7  ", "7"},
	}
	for _, test := range tests {
		got, err := Eval(context.Background(), test.expr)
		if err != nil {
			t.Errorf("Eval(%q): %v", test.expr, err)
			continue
		}
		if got.String() != test.want {
			t.Errorf("Eval(%q) = %v, want %s", test.expr, got, test.want)
		}
	}
}

func TestEvalErrors(t *testing.T) {
	tests := []struct{ expr, want string }{
		{"", "column 1: expected a number"},
		{"3 +", "column 4: expected a number, ( or a function, found end of the expression"},
		{"3 ^ 5", "column 3: ^ is ambiguous"},
		{"(3", `column 3: expected ")"`},
		{"3)", `column 2: unexpected ")"`},
		{"1/0", "column 2: division by *0"},
		{"inv(0)", "column 1: division by *0"},
		{"0**-1", "column 2: division by *0"},
		{"log(3)", `unknown function "log"`},
		{"3 x", `column 3: unexpected "x"`},
		{"12abc", `"12abc" is not a number`},
		{"2 ** 1.5", `column 7: unexpected '.'`},
		{"2 ** x", "expected an integer exponent"},
		{"0x" + strings.Repeat("f", 1025), "has 4100 bits; at most 4096"},
		{strings.Repeat("(", 101) + "1" + strings.Repeat(")", 101), "nested more than 100 deep"},
		{strings.Repeat("1+", 5001) + "1", "at most 10000 are read"},
		{"3 $ 4", `column 3: unexpected '$'`},
	}
	for _, test := range tests {
		_, err := Eval(context.Background(), test.expr)
		if err == nil || !strings.Contains(err.Error(), test.want) || !errs.Is(err, errs.Usage) {
			t.Errorf("Eval(%.40q) = error %v; want a usage error containing %q", test.expr, err, test.want)
		}
	}
}

// A done context stops the work: four powers in the largest field take
// thousands of products each.
func TestEvalContext(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := Eval(ctx, "3*5")
	if !errors.Is(err, context.Canceled) || !errs.Is(err, errs.Limit) {
		t.Errorf("Eval with a cancelled context: %v; want context.Canceled of kind limit", err)
	}
	base, exp := "0x1"+strings.Repeat("0", 1023), "0x7"+strings.Repeat("f", 1022)
	expr := strings.Repeat("("+base+"+3)**"+exp+"*", 4) + "1"
	ctx, cancel = context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	_, err = Eval(ctx, expr)
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("Eval of 4 powers in the 2^4096 field with a 50 ms deadline: %v; want the deadline", err)
	}
}

// Eval computes what the functions compute: the printed operands of a
// product read back give the product.
func FuzzEval(f *testing.F) {
	for _, s := range []string{"(3*5)+7", "1/9", "sqrt(8)", "2**-1", "*5+*3", "0x10*0b11", "inv(0)", "3^5", "((("} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, expr string) {
		v, err := Eval(context.Background(), expr)
		if err != nil {
			if !errs.Is(err, errs.Usage) {
				t.Fatalf("Eval(%q): %v is not a usage error", expr, err)
			}
			return
		}
		if v.Big().BitLen() > MaxBits {
			t.Fatalf("Eval(%q) has %d bits", expr, v.Big().BitLen())
		}
		// v ⊗ 3 read back as an expression.
		w, err := Eval(context.Background(), v.String()+"*3")
		if err != nil || w.Cmp(Mul(v, game.Star(3))) != 0 {
			t.Fatalf("Eval(%q*3) = %v, %v; want %v", v, w, err, Mul(v, game.Star(3)))
		}
	})
}

func TestPowLargeExponent(t *testing.T) {
	// An exponent of 10^30 reduces modulo 2^64 - 1.
	n, _ := new(big.Int).SetString("1000000000000000000000000000000", 10)
	e := new(big.Int).Mod(n, new(big.Int).SetUint64(^uint64(0)))
	got, _ := Pow(game.Star(7), n)
	if want := Pow64(7, e.Uint64()); got.Cmp(game.Star(want)) != 0 {
		t.Errorf("Pow(7, 10^30) = %v, want %d", got, want)
	}
}
