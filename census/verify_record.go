package census

import (
	"context"
	"fmt"
	"math/bits"
	"strconv"

	"github.com/nimber/nimber/heap"
)

// A theorem proves a period from finitely many values: the octal
// periodicity theorem for codes with a largest move, or the all-but
// criterion for the all-but subtraction games.
type theorem struct {
	allBut bool
	heaps  int // octal: the most heaps a move leaves (1, 2 or 3)
	take   int // octal: the most tokens a move takes
	x      int // all-but: the largest take with a digit of its own
}

// theoremOf finds the theorem that applies to r, if any.
func theoremOf(r *heap.Rules) (theorem, bool) {
	d := r.Digits()
	if r.Repeats() {
		// Every take from len(d)−1 on may leave one heap or none.
		for _, digit := range d {
			if digit&^(mayLeaveNone|mayLeaveOne) != 0 {
				return theorem{}, false
			}
		}
		return theorem{allBut: true, x: len(d) - 1}, d[len(d)-1] == mayLeaveNone|mayLeaveOne
	}
	th := theorem{}
	for k, digit := range d {
		if digit != 0 {
			th.take = k
		}
		switch {
		case digit&mayLeaveThree != 0:
			th.heaps = max(th.heaps, 3)
		case digit&mayLeaveTwo != 0:
			th.heaps = max(th.heaps, 2)
		case digit != 0:
			th.heaps = max(th.heaps, 1)
		}
	}
	return th, th.heaps > 0
}

// octalBound is how far the octal periodicity theorem checks a period
// p from n0: if G(n+p) = G(n) for n0 ≤ n < j·n0' + (j−1)·p + t, n0' =
// max(n0, 1), where moves take at most t tokens and leave at most j
// heaps, it holds for every n ≥ n0 (Guy and Smith 1956 for j = 2). By
// induction on N past the bound: a split of N+p−k with a part x ≥ n0'+p
// has the value of the split of N−k with x−p in its place, and each
// split of N−k with a part x ≥ n0' that of N+p−k with x+p; the splits of
// N+p−k whose parts are all below n0'+p sum to at most j·(n0'+p−1),
// less than N+p−k, and so do those of N−k with parts below n0'. A move
// leaving one heap pairs G(N+p−k) with G(N−k), N−k ≥ n0'.
func (th theorem) octalBound(n0, p int) int {
	return th.heaps*max(n0, 1) + (th.heaps-1)*p + th.take
}

// allButHolds is the all-but criterion for an arithmetic period (n0, p,
// s), s ≥ 1, at L values, given that G(n+p) = G(n) + s for n0 ≤ n < L−p:
// with M the largest of G(0..n0+p−1), every G(n) for L−p ≤ n < L above
// M, some G(n′) above M+s with n′ ≤ L−x, and L−p > x, the period holds
// for every n ≥ n0. For N ≥ L−p, g = G(N): the options of N+p past x
// tokens away are those of N moved by p, so g+s is not among them (a
// heap m ≥ n0+p with G(m) = g+s would give g = G(m−p) for N; one below
// n0+p has a value at most M < g); and every w < g+s is: w−s, an option
// of N from a heap at least n0, moves up by p, and the other w are at
// most M+s, values of heaps below n′, which any take from N+p reaches.
func allButHolds(vals []uint32, th theorem, n0, p, s, L int) bool {
	if L-p <= th.x || L > len(vals) {
		return false
	}
	m := uint32(0)
	for _, v := range vals[:n0+p] {
		m = max(m, v)
	}
	for _, v := range vals[L-p : L] {
		if v <= m {
			return false
		}
	}
	for _, v := range vals[:min(L-th.x+1, len(vals))] {
		if int64(v) > int64(m)+int64(s) {
			return true
		}
	}
	return false
}

// plainOf gives the plain values G(0..n−1) of a game.
type plainOf func(ctx context.Context, game string, n int) ([]uint32, error)

// checkRecord re-derives a trivial or solved record from plain values
// and returns what differs, the most telling first; nothing if it all
// agrees. It fails only when ctx is done.
func checkRecord(ctx context.Context, rec Record, plain plainOf) ([]string, error) {
	p := rec.Period
	if p == nil || !p.Proved {
		return []string{fmt.Sprintf("class %s without a proved period", rec.Class)}, nil
	}
	n0, per, s := p.Preperiod, p.Period, p.Saltus
	if n0 < 0 || per < 1 {
		return []string{fmt.Sprintf("preperiod %d and period %d: want 0 or more and 1 or more", n0, per)}, nil
	}
	r := rules(rec.Game)
	th, ok := theoremOf(r)
	if !ok && r.Repeats() && !r.UnequalSplits() {
		// No census family has such codes; verify does not vouch for a
		// proof it cannot redo on its own.
		return []string{"the period of " + rec.Game + " is said proved by the arithmetic-periodicity criterion, which verify does not check independently"}, nil
	}
	if !ok {
		return []string{"no periodicity theorem applies to " + rec.Game + ", yet the period is said proved"}, nil
	}
	// length is the values the theorem reads: the relation is checked
	// up to it.
	length := p.ProvedAt
	switch {
	case th.allBut && s < 1:
		return []string{fmt.Sprintf("saltus %d: the all-but criterion proves periods with a saltus of 1 or more", s)}, nil
	case !th.allBut && s != 0:
		return []string{fmt.Sprintf("saltus %d: the octal periodicity theorem proves plain periods only", s)}, nil
	case !th.allBut:
		length = th.octalBound(n0, per) + per
	}
	need := max(length, n0+2*per+1)
	if limit := 2*rec.To + TrivialBound; need > limit {
		return []string{fmt.Sprintf("preperiod %d, period %d and proved_at %d need %d values, more than a census to %d finds", n0, per, p.ProvedAt, need, rec.To)}, nil
	}
	vals, err := plain(ctx, rec.Game, need)
	if err != nil {
		return nil, err
	}
	at := func(n int) string { return fmt.Sprintf("G(%d) = %d", n, vals[n]) }
	for n := n0; n+per < length; n++ {
		if int64(vals[n+per]) != int64(vals[n])+int64(s) {
			return []string{fmt.Sprintf("period %d%s does not hold from %d: %s but %s", per, saltusText(s), n0, at(n+per), at(n))}, nil
		}
	}
	if th.allBut && !allButHolds(vals, th, n0, per, s, length) {
		return []string{fmt.Sprintf("proved_at %d: the all-but criterion does not prove period %d%s from %d with that many values", length, per, saltusText(s), n0)}, nil
	}
	// The period is proved: the values past length follow it.
	var probs []string
	if q, ok := shorterPeriod(vals, n0, per); ok {
		probs = append(probs, fmt.Sprintf("period %d is not the least: %d holds from %d too", per, q, n0))
	}
	if n0 > 0 && int64(vals[n0-1+per]) == int64(vals[n0-1])+int64(s) {
		probs = append(probs, fmt.Sprintf("preperiod %d is not the least: the period holds from %d (%s, %s)", n0, n0-1, at(n0-1), at(n0-1+per)))
	}
	if rec.SameAs == "" && !th.allBut && p.ProvedAt != length {
		probs = append(probs, fmt.Sprintf("proved_at %d, but the octal periodicity theorem proves period %d from %d with %d values", p.ProvedAt, per, n0, length))
	}
	// The class is the representative's: its proof is Offset shorter.
	if trivial := p.ProvedAt-rec.Offset <= TrivialBound; trivial != (rec.Class == Trivial) {
		probs = append(probs, fmt.Sprintf("class %s, but proved from %d values by the representative (trivial: at most %d)", rec.Class, p.ProvedAt-rec.Offset, TrivialBound))
	}
	probs = append(probs, checkValues(rec, r, extend(vals[:length], n0, per, s, max(rec.N, need)))...)
	if rec.SameAs != "" || rec.Offset != 0 {
		pr, err := checkSameAs(ctx, rec, vals[:need], plain)
		if err != nil {
			return nil, err
		}
		probs = append(probs, pr...)
	}
	return probs, nil
}

// saltusText is ", saltus s", or nothing for s = 0.
func saltusText(s int) string {
	if s == 0 {
		return ""
	}
	return ", saltus " + strconv.Itoa(s)
}

// shorterPeriod returns a period shorter than per that vals have from
// n0, if any. The least period divides every other, and a relation
// G(n+q) = G(n) + c that holds over one period and one value, n0 ≤ n ≤
// n0+per, holds forever, as the differences repeat with period per.
func shorterPeriod(vals []uint32, n0, per int) (int, bool) {
	for q := 1; q < per; q++ {
		if per%q != 0 {
			continue
		}
		c := int64(vals[n0+q]) - int64(vals[n0])
		holds := true
		for n := n0; n <= n0+per && holds; n++ {
			holds = int64(vals[n+q])-int64(vals[n]) == c
		}
		if holds {
			return q, true
		}
	}
	return 0, false
}

// extend continues vals, proved periodic (n0, per, s), to n values.
func extend(vals []uint32, n0, per, s, n int) []uint32 {
	out := make([]uint32, n)
	copy(out, vals)
	for i := len(vals); i < n; i++ {
		out[i] = uint32(int64(out[i-per]) + int64(s))
	}
	return out
}

// checkValues compares what a record says of its values with vals,
// its first N values at least: the largest and where it first is, the
// rare positions under its rare mask, and a trivial game's nimbers.
func checkValues(rec Record, r *heap.Rules, vals []uint32) []string {
	var probs []string
	if rec.N < 1 || rec.N > rec.To {
		return []string{fmt.Sprintf("n %d: want the number of values the statistics are of, 1 to the census's %d", rec.N, rec.To)}
	}
	vals = vals[:rec.N]
	maxAt := 0
	for n, v := range vals {
		if v > vals[maxAt] {
			maxAt = n
		}
	}
	if rec.MaxValue != vals[maxAt] || rec.MaxValueAt != maxAt {
		probs = append(probs, fmt.Sprintf("largest value %d at %d, but the plain values' is %d at %d", rec.MaxValue, rec.MaxValueAt, vals[maxAt], maxAt))
	}
	count, last := rareOf(r, vals, rec.RareMask, rec.RarePos)
	if rec.RareCount != count || rec.LastRare != last {
		probs = append(probs, fmt.Sprintf("rare mask %x: %d rare positions, the last at %d, but the plain values have %d, the last at %d", rec.RareMask, rec.RareCount, rec.LastRare, count, last))
	}
	want := ""
	if rec.Class == Trivial {
		want = nimbers(vals, rec.Period)
	}
	if rec.Nimbers != want {
		probs = append(probs, fmt.Sprintf("nimbers %q, but the plain values give %q", rec.Nimbers, want))
	}
	return probs
}

// rareOf counts the rare positions of vals under a rare mask and returns
// the last: those where popcount(G(a) & mask), plus the parity of a+k
// when pos is set (k the fewest tokens a split takes), is even. With no
// mask there are none.
func rareOf(r *heap.Rules, vals []uint32, mask uint32, pos bool) (count, last int) {
	if mask == 0 {
		return 0, 0
	}
	kpar := 0
	for k, d := range r.Digits() {
		if d&mayLeaveTwo != 0 {
			kpar = k & 1
			break
		}
	}
	for a, v := range vals {
		c := bits.OnesCount32(v & mask)
		if pos {
			c += (a + kpar) & 1
		}
		if c%2 == 0 {
			count, last = count+1, a
		}
	}
	return count, last
}

// checkSameAs compares vals, a game's first values, with those of the
// game it is said to be the same as, moved by its offset.
func checkSameAs(ctx context.Context, rec Record, vals []uint32, plain plainOf) ([]string, error) {
	if rec.SameAs == "" {
		return []string{fmt.Sprintf("offset %d without same_as", rec.Offset)}, nil
	}
	other, err := plain(ctx, rec.SameAs, max(len(vals)-rec.Offset, 0))
	if err != nil {
		return nil, err
	}
	for n, v := range vals {
		m := n - rec.Offset
		want := uint32(0)
		if m >= 0 {
			want = other[m]
		}
		if v != want {
			shifted := fmt.Sprintf("G_%s(%d) = %d", rec.SameAs, m, want)
			if m < 0 {
				shifted = "0 below the offset"
			}
			return []string{fmt.Sprintf("same_as %s, offset %d: G(%d) = %d, but %s", rec.SameAs, rec.Offset, n, v, shifted)}, nil
		}
	}
	return nil, nil
}
