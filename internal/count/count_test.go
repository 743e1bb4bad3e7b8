package count

import (
	"strconv"
	"testing"
)

func TestParse(t *testing.T) {
	tests := []struct {
		in   string
		want uint64
		ok   bool
	}{
		{"0", 0, true}, {"1000", 1000, true}, {"1_000_000", 1000000, true}, {"1e6", 1000000, true},
		{"2.5e3", 2500, true}, {"2^28", 1 << 28, true}, {"10^18", 1e18, true},
		{"", 0, false}, {"-5", 0, false}, {"1.5", 0, false}, {"1e-3", 0, false}, {"2^64", 0, false},
		{"2^", 0, false}, {"x", 0, false}, {"1e100", 0, false}, {"_1", 0, false}, {"0x10", 0, false},
	}
	for _, test := range tests {
		got, ok := Parse(test.in)
		if ok != test.ok || (ok && got != test.want) {
			t.Errorf("Parse(%q) = %d, %v, want %d, %v", test.in, got, ok, test.want, test.ok)
		}
	}
}

// FuzzParse checks that parseCount never panics and that a count it
// accepts reads back the same in plain digits.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"1000", "1e6", "2^28", "1_000", "2.5e3", "9^99", "1e-1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		v, ok := Parse(s)
		if !ok {
			return
		}
		if back, ok := Parse(strconv.FormatUint(v, 10)); !ok || back != v {
			t.Errorf("Parse(%q) = %d, but Parse(%d) = %d, %v", s, v, v, back, ok)
		}
	})
}
