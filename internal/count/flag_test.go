package count

import (
	"math"
	"testing"
)

// TestLimitFlag: a bound past what an int holds is no bound (1e13 on a
// 32-bit machine), while a count such as --to is refused there.
func TestLimitFlag(t *testing.T) {
	for _, test := range []struct {
		in   string
		want int
	}{
		{"1000", 1000}, {"2^20", 1 << 20}, {"1e13", int(min(1e13, math.MaxInt))}, {"9e18", int(min(9e18, math.MaxInt))},
	} {
		var got int
		if err := (LimitFlag[int]{P: &got}).Set(test.in); err != nil || got != test.want {
			t.Errorf("limit %s = %d, %v; want %d", test.in, got, err, test.want)
		}
	}
	for _, in := range []string{"-1", "1.5", "1e19", "x"} {
		var got int
		if err := (LimitFlag[int]{P: &got}).Set(in); err == nil {
			t.Errorf("limit %s = %d; want an error", in, got)
		}
	}
	var to int
	if err := (Flag[int]{P: &to}).Set("1e13"); (err == nil) != (math.MaxInt > 1e13) {
		t.Errorf("count 1e13 = %d, %v; want an error only where an int holds less", to, err)
	}
}
