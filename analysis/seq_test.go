package analysis

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/nimber/nimber/heap"
	"github.com/nimber/nimber/misere"
)

func TestSequence(t *testing.T) {
	tests := []struct {
		spec        string
		req         SeqRequest
		n           int  // values computed
		period      bool // a period found
		proved      bool
		preperiod   int
		periodicity int
	}{
		{"kayles", SeqRequest{N: 1 << 22, UntilProved: true}, 256, true, true, 71, 12},
		{"kayles", SeqRequest{N: 120, Period: true}, 120, true, false, 71, 12}, // apparent
		{"kayles", SeqRequest{N: 80, Period: true}, 80, false, false, 0, 0},    // too few values to convince
		{"kayles", SeqRequest{N: 300}, 300, false, false, 0, 0},                // no period asked for
		{"grundy", SeqRequest{N: 1000, UntilProved: true}, 1000, false, false, 0, 0},
	}
	for _, test := range tests {
		r, err := heap.Parse(test.spec)
		if err != nil {
			t.Fatal(err)
		}
		eng := heap.NewEngine(r, heap.Options{})
		p, err := Sequence(context.Background(), eng, test.req)
		if err != nil {
			t.Fatalf("%s %+v: %v", test.spec, test.req, err)
		}
		switch {
		case eng.Len() != test.n:
			t.Errorf("%s %+v: %d values, want %d", test.spec, test.req, eng.Len(), test.n)
		case (p != nil) != test.period:
			t.Errorf("%s %+v: period %+v, want one: %v", test.spec, test.req, p, test.period)
		case p != nil && (p.Proved != test.proved || p.Preperiod != test.preperiod || p.Period != test.periodicity):
			t.Errorf("%s %+v: period %+v, want %d, %d proved %v", test.spec, test.req, p, test.preperiod, test.periodicity, test.proved)
		}
	}
}

func TestSeqLimit(t *testing.T) {
	tests := []struct {
		spec        string
		untilProved bool
		want        int
	}{
		{"kayles", false, DefaultSeqTo},
		{"kayles", true, heap.ProvableLimit},
		{"allbut:2,3,7", true, heap.ProvableLimit},
		{"grundy", true, heap.ApparentLimit},
		{"hex:0.3F", true, heap.ThreeHeapLimit},
	}
	for _, test := range tests {
		r, err := heap.Parse(test.spec)
		if err != nil {
			t.Fatal(err)
		}
		if got := SeqLimit(r, test.untilProved); got != test.want {
			t.Errorf("SeqLimit(%s, %v) = %d, want %d", test.spec, test.untilProved, got, test.want)
		}
	}
}

func TestMisereSequence(t *testing.T) {
	// subtraction:1,2 does not split: its genera's period is proved.
	r, _ := heap.Parse("subtraction:1,2")
	genera, p, err := MisereSequence(context.Background(), misere.NewHeaps(r, 0), r, MisereRequest{N: 4, UntilProved: true})
	if err != nil || p == nil || !p.Proved || len(genera) < 4 {
		t.Errorf("subtraction:1,2 until proved: %d genera, period %+v, %v; want a proof", len(genera), p, err)
	}
	// A bound stops it, with the heaps found before.
	r, _ = heap.Parse("kayles")
	genera, _, err = MisereSequence(context.Background(), misere.NewHeaps(r, 100), r, MisereRequest{N: 40})
	if err == nil || len(genera) == 0 || len(genera) >= 40 {
		t.Errorf("kayles to 40 within 100 sums: %d genera, %v; want some, then the bound", len(genera), err)
	}
}

func TestQuotient(t *testing.T) {
	r, _ := heap.Parse("0.75")
	q, stopped, err := Quotient(context.Background(), misere.NewHeaps(r, 0), 13, false)
	if err != nil || stopped != nil || q.N != 12 {
		t.Fatalf("0.75 to 13: %v, %v, %v; want the quotient of heaps 1 to 12", q, stopped, err)
	}
	// Past a bound: the quotient proved before it, and the bound.
	r, _ = heap.Parse("kayles")
	q, stopped, err = Quotient(context.Background(), misere.NewHeaps(r, 1000), 30, false)
	if err != nil || stopped == nil || q == nil || q.N < 1 || q.N >= 29 {
		t.Errorf("kayles to 30 within 1000 sums: %v, %v, %v; want a smaller quotient and the bound", q, stopped, err)
	}
}

// TestRunSeqInterrupted holds an interrupted run to saying so in the
// user's words, and where a file can be resumed from.
func TestRunSeqInterrupted(t *testing.T) {
	r, err := heap.Parse("0.137")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	out := filepath.Join(t.TempDir(), "values.nsq")
	for _, tc := range []struct {
		out, want string
	}{
		{"", "interrupted"},
		{out, "interrupted; stopped at n = 0, continue with --resume " + out},
	} {
		_, err := RunSeq(ctx, SeqRun{Rules: r, To: 1 << 20, ToGiven: true, Workers: 1, Out: tc.out})
		if err == nil || err.Error() != tc.want {
			t.Errorf("out %q: got %v, want %q", tc.out, err, tc.want)
		}
	}
}
