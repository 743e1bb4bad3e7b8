package heap

import (
	"context"
	"fmt"
	"testing"

	"github.com/nimber/nimber/internal/longtest"
	"github.com/nimber/nimber/period"
)

// arithCodes lists the hexadecimal codes d0.[d] and d0.d1[d] for each d1
// in middle: a whole-number digit, at most one digit of its own, and the
// repeating one.
func arithCodes(middle string) []string {
	var specs []string
	for _, d0 := range "048C" {
		for _, d := range "123456789ABCDEF" {
			specs = append(specs, fmt.Sprintf("hex:%c.[%c]", d0, d))
			for _, d1 := range middle {
				specs = append(specs, fmt.Sprintf("hex:%c.%c[%c]", d0, d1, d))
			}
		}
	}
	return specs
}

// TestArithProofsHold checks the arithmetic criterion against the plain
// mex: whatever it proves from a quarter of the values holds on all of
// them, at least four times the values the proof read. Codes whose moves
// split a heap in three have a quartic plain mex and fewer values.
func TestArithProofsHold(t *testing.T) {
	checkArithProofs(t, arithCodes(longtest.Pick("028", "0123456789ABCDEF")), longtest.Pick(400, 1200), longtest.Pick(160, 200))
}

// TestArithProofsHoldTwoDigits checks the criterion as above on the codes
// d0.d1d2[d] with two digits of their own, octal ones among them (digits
// 0 to 7, d0 0 or 4): all 15,360 in the long tier, every 61st in the fast.
func TestArithProofsHoldTwoDigits(t *testing.T) {
	var specs []string
	for i, spec := range arithCodes2() {
		if i%longtest.Pick(61, 1) == 0 {
			specs = append(specs, spec)
		}
	}
	checkArithProofs(t, specs, longtest.Pick(400, 600), longtest.Pick(160, 200))
}

// arithCodes2 lists the hexadecimal codes d0.d1d2[d]: a whole-number
// digit, two digits of its own and the repeating one.
func arithCodes2() []string {
	const hex = "0123456789ABCDEF"
	var specs []string
	for _, d0 := range "048C" {
		for _, d := range hex[1:] {
			for _, d1 := range hex {
				for _, d2 := range hex {
					specs = append(specs, fmt.Sprintf("hex:%c.%c%c[%c]", d0, d1, d2, d))
				}
			}
		}
	}
	return specs
}

// checkArithProofs checks that every period ProvePeriod proves of a code
// from a quarter of n plain values holds on all n of them (n3 for codes
// whose moves may leave three heaps), and that at least half the codes
// have a proof with a saltus, so that the check is not vacuous.
func checkArithProofs(t *testing.T, specs []string, n2, n3 int) {
	t.Helper()
	proved, saltus := 0, 0
	for _, spec := range specs {
		r := mustParse(t, spec)
		n := n2
		if r.MaxHeaps() == 3 {
			n = n3
		}
		g := Plain(r, n)
		p, ok := ProvePeriod(r, g[:n/4])
		if !ok || !p.Proved {
			continue
		}
		proved++
		if p.Saltus > 0 {
			saltus++
		}
		if p.ProvedAt > n/4 {
			t.Errorf("%s: proved at %d from %d values", spec, p.ProvedAt, n/4)
		}
		if ok, first := period.Holds(g, p); !ok {
			t.Errorf("%s: proved %+v, but G(%d) = %d, G(%d) = %d", spec, p, first, g[first], first+p.Period, g[first+p.Period])
		}
	}
	if saltus < len(specs)/2 {
		t.Errorf("%d of %d codes proved, %d with a saltus; the test is not testing", proved, len(specs), saltus)
	}
	t.Logf("%d of %d codes proved, %d with a saltus", proved, len(specs), saltus)
}

// TestArithProofs pins a few proofs down: the period, and the values
// the proof needs.
func TestArithProofs(t *testing.T) {
	tests := []struct {
		spec string
		want Period
	}{
		{"hex:8.[3]", Period{Preperiod: 1, Period: 8, Saltus: 8, Proved: true, ProvedAt: 40}},
		{"lasker", Period{Preperiod: 1, Period: 4, Saltus: 4, Proved: true, ProvedAt: 20}},
		{"nim", Period{Preperiod: 0, Period: 1, Saltus: 1, Proved: true, ProvedAt: 4}},
		{"hex:4.[7]", Period{Preperiod: 2, Period: 1, Saltus: 2, Proved: true, ProvedAt: 5}},
	}
	for _, test := range tests {
		r := mustParse(t, test.spec)
		g := Plain(r, 200)
		if got, _ := ProvePeriod(r, g); got != test.want {
			t.Errorf("%s: ProvePeriod = %+v, want %+v", test.spec, got, test.want)
		}
		// One value fewer proves nothing beyond it.
		if got, _ := ProvePeriod(r, g[:test.want.ProvedAt-1]); got.Proved && got.ProvedAt > test.want.ProvedAt-1 {
			t.Errorf("%s: ProvePeriod(%d values) = %+v: proved beyond its data", test.spec, test.want.ProvedAt-1, got)
		}
	}
}

func TestSolveArith(t *testing.T) {
	r := mustParse(t, "hex:8.[3]")
	s, err := Solve(context.Background(), r, 1<<12, Options{})
	if err != nil {
		t.Fatal(err)
	}
	// G(n) = n but for 8k−1 and 8k, which swap.
	for _, n := range []uint64{1, 6, 7, 8, 9, 1e9 - 1, 1e9, 1e9 + 1} {
		want := n
		switch n % 8 {
		case 7:
			want = n + 1
		case 0:
			want = n - 1
		}
		if got := s.At(n); got != want {
			t.Errorf("At(%d) = %d, want %d", n, got, want)
		}
	}
}
