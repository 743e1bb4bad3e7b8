package heap

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/nimber/nimber/errs"
)

func TestParse(t *testing.T) {
	tests := []struct {
		spec, code, name string
		t                int
		bounded          bool
		heaps            int
	}{
		{"kayles", "0.77", "Kayles (octal 0.77)", 2, true, 2},
		{"Dawson", "0.07", "Dawson's Kayles (octal 0.07)", 2, true, 2},
		{"officers", "0.6", "Officers (octal 0.6)", 1, true, 2},
		{"treblecross", "0.007", "Treblecross (octal 0.007)", 3, true, 2},
		{"grundy", "4!.0", "Grundy's game (4!.0)", 0, false, 2},
		{"4!.0", "4!.0", "Grundy's game (4!.0)", 0, false, 2},
		{"0.77", "0.77", "octal game 0.77", 2, true, 2},
		{".137", "0.137", "octal game 0.137", 3, true, 2},
		{"4.7", "4.7", "octal game 4.7", 1, true, 2},
		{"4.0", "4.0", "octal game 4.0", 0, true, 2},
		{"0.7700", "0.77", "octal game 0.77", 2, true, 2},
		{"octal:.6", "0.6", "octal game 0.6", 1, true, 2},
		{"hex:0.3f", "0.3F", "hexadecimal game 0.3F", 2, true, 3},
		{"0.3F", "0.3F", "hexadecimal game 0.3F", 2, true, 3},
		{"hex:0.77", "0.77", "octal game 0.77", 2, true, 2},
		{"8.1", "8.1", "hexadecimal game 8.1", 1, true, 3},
		{"0.3003330[3]", "0.3003330[3]", "octal game 0.3003330[3]", 0, false, 1},
		{"0.33[3]", "0.[3]", "octal game 0.[3]", 0, false, 1},
		{"0.7[0]", "0.7", "octal game 0.7", 1, true, 2},
		{"subtraction:2,5,7", "0.0300303", "subtraction game {2,5,7} (octal 0.0300303)", 7, true, 1},
		{"subtraction: 7,2,2", "0.0300003", "subtraction game {2,7} (octal 0.0300003)", 7, true, 1},
		{"allbut:2,3,7", "0.3003330[3]", "all-but subtraction game {2,3,7} (code 0.3003330[3])", 0, false, 1},
		{"allbut:1", "0.0[3]", "all-but subtraction game {1} (code 0.0[3])", 0, false, 1},
		{"0.0", "0.0", "octal game 0.0", 0, true, 0},
	}
	for _, test := range tests {
		r, err := Parse(test.spec)
		if err != nil {
			t.Errorf("Parse(%q): %v", test.spec, err)
			continue
		}
		if got := r.String(); got != test.code {
			t.Errorf("Parse(%q).String() = %q, want %q", test.spec, got, test.code)
		}
		if got := r.Name(); got != test.name {
			t.Errorf("Parse(%q).Name() = %q, want %q", test.spec, got, test.name)
		}
		if tt, b := r.MaxTake(); tt != test.t || b != test.bounded {
			t.Errorf("Parse(%q).MaxTake() = %d, %v, want %d, %v", test.spec, tt, b, test.t, test.bounded)
		}
		if got, want := r.UnequalSplits(), strings.Contains(test.code, "!"); got != want {
			t.Errorf("Parse(%q).UnequalSplits() = %v, want %v", test.spec, got, want)
		}
		if got := r.MaxHeaps(); got != test.heaps {
			t.Errorf("Parse(%q).MaxHeaps() = %d, want %d", test.spec, got, test.heaps)
		}
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct{ spec, want string }{
		{"octal:0.7a9", `octal code "0.7a9": 'a' at position 4 is not an octal digit`},
		{"octal:0.78", `octal code "0.78": '8' at position 4 is not an octal digit`},
		{"0.7g", `code "0.7g": 'g' at position 4 is not a hexadecimal digit`},
		{"hex:0.3G", `hexadecimal code "0.3G": 'G' at position 4 is not a hexadecimal digit`},
		{"077", `code "077" has no '.'`},
		{"", `empty code`},
		{"octal:", `empty octal code`},
		{"1.7", `'1' at position 1 cannot be the digit before the point`},
		{"2.7", `'2' at position 1 cannot be the digit before the point`},
		{"x.7", `'x' at position 1 is not a hexadecimal digit`},
		{"44.7", `'4' at position 2 is unexpected`},
		{"0!.7", `'!' at position 2 only follows 4`},
		{"0.3[3", `'[' at position 4 must enclose one last digit`},
		{"0.[33]", `'[' at position 3 must enclose one last digit`},
		{"0.3[3]3", `'[' at position 4 must enclose one last digit`},
		{"octal:0.3[9]", `'9' at position 5 is not an octal digit`},
		{"0.7.7", `'.' at position 4 is not a hexadecimal digit`},
		{"subtraction:2,x", `subtraction:2,x: "x" is not a whole number from 1 to 1048576`},
		{"subtraction:", `subtraction: the set is empty; want whole numbers from 1 to 1048576, such as subtraction:2,5,7`},
		{"allbut: ", `allbut: the set is empty`},
		{"subtraction", `"subtraction" wants its set after a colon, such as subtraction:2,5,7`},
		{"AllBut", `"AllBut" wants its set after a colon, such as allbut:2,5,7`},
		{"subtraction:2,,5", `subtraction:2,,5: "" is not a whole number`},
		{"subtraction:0", `"0" is not a whole number`},
		{"allbut:-3", `allbut:-3: "-3" is not a whole number`},
		{"subtraction:99999999", `"99999999" is not a whole number`},
		{"chess:0.7", `unknown heap game form "chess"`},
	}
	for _, test := range tests {
		r, err := Parse(test.spec)
		if err == nil {
			t.Errorf("Parse(%q) = %v, want error containing %q", test.spec, r, test.want)
			continue
		}
		if !strings.Contains(err.Error(), test.want) || errs.KindOf(err) != errs.Usage {
			t.Errorf("Parse(%q) error = %v (%v), want usage error containing %q", test.spec, err, errs.KindOf(err), test.want)
		}
	}
}

// FuzzParse checks that Parse never panics, fails only with usage errors,
// and that String is a fixed point: Parse(r.String()) has the same moves
// and prints the same.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"0.77", "4!.0", "hex:0.3F", "0.3003330[3]", "subtraction:2,5", "allbut:1", "kayles", ".137", "8.F"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, spec string) {
		r, err := Parse(spec)
		if err != nil {
			var e *errs.Error
			if !errors.As(err, &e) || errs.KindOf(err) != errs.Usage {
				t.Fatalf("Parse(%q) error %v is not a usage error", spec, err)
			}
			return
		}
		back, err := Parse(r.String())
		if err != nil {
			t.Fatalf("Parse(%q) = %v, then Parse(%q): %v", spec, r, r.String(), err)
		}
		if back.String() != r.String() || !back.Equal(r) || back.repeat != r.repeat || back.unequal != r.unequal {
			t.Fatalf("Parse(Parse(%q).String()) = %v, want %v", spec, back, r)
		}
	})
}

func ExampleParse() {
	for _, spec := range []string{"kayles", "grundy", ".137", "hex:0.3f", "subtraction:1,3,4", "allbut:2,3,7"} {
		r, err := Parse(spec)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Printf("%-18s %-14s %s\n", spec, r, r.Name())
	}
	_, err := Parse("octal:0.7a9")
	fmt.Println(err)
	// Output:
	// kayles             0.77           Kayles (octal 0.77)
	// grundy             4!.0           Grundy's game (4!.0)
	// .137               0.137          octal game 0.137
	// hex:0.3f           0.3F           hexadecimal game 0.3F
	// subtraction:1,3,4  0.3033         subtraction game {1,3,4} (octal 0.3033)
	// allbut:2,3,7       0.3003330[3]   all-but subtraction game {2,3,7} (code 0.3003330[3])
	// octal code "0.7a9": 'a' at position 4 is not an octal digit
}

// Only 4!.0 is Grundy's game, and a name stays short for a large set.
func TestRulesName(t *testing.T) {
	for _, c := range []struct{ spec, want string }{
		{"grundy", "Grundy's game (4!.0)"},
		{"4!.0", "Grundy's game (4!.0)"},
		{"4!.1", "game 4!.1 (Grundy's unequal splits, and octal .1)"},
		{"kayles", "Kayles (octal 0.77)"},
		{"subtraction:1,3,4", "subtraction game {1,3,4} (octal 0.3033)"},
		{"subtraction:1,1000", "subtraction game {1,1000} (octal 0.3000000000000000000000…, 1000 digits)"},
	} {
		r, err := Parse(c.spec)
		if err != nil {
			t.Fatal(err)
		}
		if got := r.Name(); got != c.want {
			t.Errorf("Parse(%q).Name() = %q, want %q", c.spec, got, c.want)
		}
	}
}
