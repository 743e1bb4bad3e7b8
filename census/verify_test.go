package census

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/nimber/nimber/heap"
	"github.com/nimber/nimber/internal/longtest"
)

// TestPlainValues checks the verifier's mex against heap's textbook
// one, written apart, on a game of each kind a census has.
func TestPlainValues(t *testing.T) {
	for _, test := range []struct {
		game string
		n    int
	}{
		{"0.77", 400}, {"4.0", 400}, {"0.137", 400}, {"4.406", 400}, {"0.3003", 400},
		{"subtraction:2,5,7", 400}, {"allbut:1,3", 400}, {"allbut:2", 400},
		{"hex:0.3F", 120}, {"hex:C.1", 120}, {"hex:8.04", 120},
	} {
		r := rules(test.game)
		got, err := newPlainValues(r).upTo(context.Background(), test.n, nil)
		if want := heap.Plain(r, test.n); err != nil || !slices.Equal(got, want) {
			t.Errorf("%s: plain values %v, %v; want heap.Plain's %v", test.game, got, err, want)
		}
	}
}

// census runs a whole family to `to` values a game.
func census(t *testing.T, fam Family, to int) []Record {
	t.Helper()
	var recs []Record
	for _, c := range classes(fam.Games()) {
		got, err := Run(context.Background(), fam, c, Limits{To: to, Workers: 1})
		if err != nil {
			t.Fatal(err)
		}
		recs = append(recs, got...)
	}
	return recs
}

// TestVerifyCensus verifies real censuses: every family's kind (all-but
// games have a saltus, hexadecimal ones leave three heaps), and the
// three-digit octal codes, to 2^12 values a game in the fast tier and
// 2^16 in the long.
func TestVerifyCensus(t *testing.T) {
	for _, test := range []struct {
		fam Family
		to  int
	}{
		{Family{"subtraction", 8}, 1 << 10},
		{Family{"allbut", 8}, 1 << 10},
		{Family{"hex", 1}, 1 << 10},
		{Family{"octal", 3}, longtest.Pick(1<<12, 1<<16)},
	} {
		recs := census(t, test.fam, test.to)
		v, err := Verify(context.Background(), recs, VerifyOptions{Jobs: 2})
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range v.Problems {
			t.Errorf("%s to %d: %s: %s", test.fam, test.to, p.Game, p.Problem)
		}
		if v.Records != len(recs) || v.Trivial == 0 || v.Trivial+v.Solved+v.Unchecked != len(recs) {
			t.Errorf("%s to %d: %d records, %d trivial, %d solved and %d unchecked verified; want %d in all, some trivial", test.fam, test.to, v.Records, v.Trivial, v.Solved, v.Unchecked, len(recs))
		}
		t.Logf("%s to %d: %d trivial, %d solved, %d unchecked, %d plain values", test.fam, test.to, v.Trivial, v.Solved, v.Unchecked, v.Values)
	}
}

// TestVerifyFinds alters real records and checks that Verify names what
// differs, and only in the record altered.
func TestVerifyFinds(t *testing.T) {
	recs := append(census(t, Family{"octal", 2}, 1<<12), census(t, Family{"allbut", 2}, 1<<10)...)
	find := func(game string) Record {
		i := slices.IndexFunc(recs, func(r Record) bool { return r.Game == game })
		if i < 0 {
			t.Fatalf("no record of %s", game)
		}
		r := recs[i]
		if r.Period != nil {
			p := *r.Period
			r.Period = &p
		}
		return r
	}
	// 0.44: trivial, preperiod 143 and period 24; 0.46 the same as it,
	// 0.07 the same as 0.4 at offset −1; allbut:2, period 4 and saltus 2
	// from 0, proved at 12.
	tests := []struct {
		game   string
		change func(r *Record)
		want   string
	}{
		{"0.44", func(r *Record) { r.Period.Period++ }, "period 25 does not hold from 143"},
		{"0.44", func(r *Record) { r.Period.Period-- }, "period 23 does not hold from 143"},
		{"0.44", func(r *Record) { r.Period.Preperiod-- }, "period 24 does not hold from 142"},
		{"0.44", func(r *Record) { r.Period.Preperiod++ }, "preperiod 144 is not the least"},
		{"0.44", func(r *Record) { r.Period.Period *= 2 }, "period 48 is not the least: 24 holds from 143 too"},
		{"0.44", func(r *Record) { r.Period.ProvedAt-- }, "proved_at"},
		{"0.44", func(r *Record) { r.Class = Solved }, "class solved"},
		{"0.44", func(r *Record) { r.MaxValue++ }, "largest value"},
		{"0.44", func(r *Record) { r.RareCount++ }, "rare positions"},
		{"0.44", func(r *Record) { r.Nimbers = strings.Replace(r.Nimbers, "(", "1(", 1) }, "nimbers"},
		{"0.44", func(r *Record) { r.Period.Saltus = 1 }, "saltus 1"},
		{"0.44", func(r *Record) { r.Period.Proved = false }, "without a proved period"},
		{"0.46", func(r *Record) { r.SameAs = "0.45" }, "same_as 0.45, offset 0: G(2) = 0, but G_0.45(2) = 1"},
		{"0.07", func(r *Record) { r.Offset = 0 }, "same_as 0.4, offset 0: G(2) = 1, but G_0.4(2) = 0"},
		{"0.44", func(r *Record) { r.Offset = 1 }, "offset 1 without same_as"},
		{"0.44", func(r *Record) { r.N = r.To + 1 }, "n 4097"},
		{"allbut:2", func(r *Record) { r.Period.Saltus++ }, "period 4, saltus 3 does not hold from 0"},
		{"allbut:2", func(r *Record) { r.Period.Period, r.Period.Saltus = 2, 1 }, "period 2, saltus 1 does not hold from 0"},
		{"allbut:2", func(r *Record) { r.Period.Saltus = 0 }, "saltus 0: the all-but criterion proves periods with a saltus of 1 or more"},
		{"allbut:2", func(r *Record) { r.Period.ProvedAt = 6 }, "proved_at 6: the all-but criterion does not prove"},
		{"allbut:2", func(r *Record) { r.Period.ProvedAt = 2 }, "proved_at 2: the all-but criterion does not prove"},
		// Another game's record under this game's name.
		{"0.45", func(r *Record) { *r = find("0.44"); r.Game = "0.45" }, "0.45: period 24 does not hold"},
	}
	for _, test := range tests {
		rec := find(test.game)
		test.change(&rec)
		v, err := Verify(context.Background(), []Record{find("0.77"), rec, find("allbut:1")}, VerifyOptions{})
		if err != nil {
			t.Fatal(err)
		}
		got, others := "", false
		for _, p := range v.Problems {
			got += p.Game + ": " + p.Problem + "\n"
			others = others || p.Game != test.game
		}
		if others || !strings.Contains(got, test.want) {
			t.Errorf("%s altered: problems\n%s want one of %s saying %q", test.game, got, test.game, test.want)
		}
	}
}

// TestPlainBytes checks the mex of values held as bytes against the
// mex of a table, on games whose values stay below 256 and games whose
// values pass it.
func TestPlainBytes(t *testing.T) {
	passed := false // some game's values pass 255
	for _, test := range []struct {
		game string
		n    int
	}{
		{"0.77", 300}, {"4.406", 300}, {"0.137", 300}, {"0.3003", 300}, {"hex:0.3F", 100},
		{"allbut:1,3", 600}, {"4.0", 600}, {"4.04", 300}, {"0.7737", 2000},
	} {
		r := rules(test.game)
		pv := newPlainValues(r)
		var got []uint32
		for _, n := range []int{1, 7, test.n / 3, test.n} { // in steps, as Verify asks
			var err error
			if got, err = pv.upTo(context.Background(), n, nil); err != nil {
				t.Fatal(err)
			}
		}
		want := make([]uint32, 0, test.n)
		table := newPlainValues(r)
		for h := range test.n {
			table.vals = want
			v := table.mex(h)
			want = append(want, v)
			table.top |= v
		}
		if !slices.Equal(got, want) {
			t.Errorf("%s: values %v by bytes, %v by the table", test.game, got, want)
		}
		if slices.Max(want) >= 256 {
			passed = true
			if pv.fwd != nil {
				t.Errorf("%s: values past 255 kept as bytes", test.game)
			}
		}
	}
	if !passed {
		t.Error("no game's values pass 255: the switch from bytes to the table is not tested")
	}
}

// BenchmarkPlain is the plain values of 0.7737 (the game 64 records of
// the four-digit census are the same as), by bytes and by the table.
func BenchmarkPlain(b *testing.B) {
	const n = 1 << 14
	b.Run("bytes", func(b *testing.B) {
		for b.Loop() {
			if _, err := newPlainValues(rules("0.7737")).upTo(context.Background(), n, nil); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("table", func(b *testing.B) {
		for b.Loop() {
			p := newPlainValues(rules("0.7737"))
			for h := range n {
				v := p.mex(h)
				p.vals = append(p.vals, v)
				p.top |= v
			}
		}
	})
}
