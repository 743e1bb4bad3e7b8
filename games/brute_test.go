package games_test

import (
	"context"
	"fmt"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/nimber/nimber/analysis/answer"
	"github.com/nimber/nimber/analysis/sums"

	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/games"
)

// bruteSum plays a disjunctive sum directly, move by move, with no
// Sprague–Grundy theory: the reference every closed form is checked
// against. In normal play it computes the sum's Grundy value as the mex of
// the values of the sum's options, in misère play only who wins.
type bruteSum struct {
	misere bool
	memo   map[string]uint64 // canonical sum → its value, or 1 (win) / 0 (loss) in misère play
}

func newBruteSum(misere bool) *bruteSum {
	return &bruteSum{misere: misere, memo: map[string]uint64{}}
}

// key names a component by its Go type and string, so equal strings of
// different games do not collide.
func key(c game.Component) string { return fmt.Sprintf("%T:%s", c, c) }

func sumKey(sum []game.Component) string {
	keys := make([]string, len(sum))
	for i, c := range sum {
		keys[i] = key(c)
	}
	sort.Strings(keys)
	return strings.Join(keys, "|")
}

func options(t testing.TB, c game.Component) []game.Option {
	t.Helper()
	m, ok := c.(game.Mover)
	if !ok {
		t.Fatalf("%T %s does not implement game.Mover", c, c)
	}
	opts, err := m.Options(context.Background())
	if err != nil {
		t.Fatalf("Options(%s): %v", c, err)
	}
	return opts
}

func replaced(sum []game.Component, i int, o game.Option) []game.Component {
	next := append([]game.Component(nil), sum[:i]...)
	next = append(next, o...)
	return append(next, sum[i+1:]...)
}

// value returns the Grundy value of sum (normal play) or whether the
// player to move wins it (misère play, 1 or 0).
func (b *bruteSum) value(t testing.TB, sum []game.Component) uint64 {
	k := sumKey(sum)
	if v, ok := b.memo[k]; ok {
		return v
	}
	var vals []uint64
	for i, c := range sum {
		for _, o := range options(t, c) {
			vals = append(vals, b.value(t, replaced(sum, i, o)))
		}
	}
	v := game.Mex(vals)
	if b.misere {
		v = 0 // the player to move wins iff some option is lost, or none is left
		if len(vals) == 0 || slices.Contains(vals, 0) {
			v = 1
		}
	}
	b.memo[k] = v
	return v
}

func (b *bruteSum) wins(t testing.TB, sum []game.Component) bool { return b.value(t, sum) != 0 }

// winningMoves lists the moves of sum to losing sums as "i:a+b" strings.
func (b *bruteSum) winningMoves(t testing.TB, sum []game.Component) []string {
	var out []string
	for i, c := range sum {
		for _, o := range options(t, c) {
			if !b.wins(t, replaced(sum, i, o)) {
				out = append(out, fmt.Sprintf("%d:%s", i, strings.Join(o.Strings(), "+")))
			}
		}
	}
	sort.Strings(out)
	return out
}

func reportMoves(r *answer.Report) []string {
	out := make([]string, len(r.WinningMoves))
	for i, m := range r.WinningMoves {
		out[i] = fmt.Sprintf("%d:%s", m.Component, strings.Join(m.To, "+"))
	}
	sort.Strings(out)
	return out
}

// checkSum compares sums.Analyze of sum (closed forms, values, ValueMover,
// MisereFamily) with playing the sum out directly.
func checkSum(t *testing.T, f game.Family, b *bruteSum, sum []game.Component) {
	t.Helper()
	r, err := sums.Analyze(f, sum, sums.Options{Misere: b.misere})
	if err != nil {
		t.Fatalf("Analyze(%s %v): %v", f.Name(), sum, err)
	}
	want := game.P
	if b.wins(t, sum) {
		want = game.N
	}
	if r.Outcome != want {
		t.Errorf("outcome of %s %v (misère %v) = %v, want %v", f.Name(), r.Position, b.misere, r.Outcome, want)
	}
	if !b.misere {
		if want := game.Star(b.value(t, sum)); r.Grundy == nil || r.Grundy.Cmp(want) != 0 {
			t.Errorf("Grundy value of %s %v = %v, want %v", f.Name(), r.Position, r.Grundy, want)
		}
	}
	if got, want := reportMoves(r), b.winningMoves(t, sum); !slices.Equal(got, want) {
		t.Errorf("winning moves of %s %v (misère %v) = %v, want %v", f.Name(), r.Position, b.misere, got, want)
	}
}

// mexValue is the Grundy value of c by the textbook recursion over its
// options (parts of a split option XORed), memoized by key.
func mexValue(t testing.TB, memo map[string]uint64, c game.Component) uint64 {
	k := key(c)
	if v, ok := memo[k]; ok {
		return v
	}
	var vals []uint64
	for _, o := range options(t, c) {
		var v uint64
		for _, part := range o {
			v ^= mexValue(t, memo, part)
		}
		vals = append(vals, v)
	}
	v := game.Mex(vals)
	memo[k] = v
	return v
}

// checkValues compares each component's Value with mexValue.
func checkValues(t *testing.T, f game.Family, positions []string) {
	t.Helper()
	memo := map[string]uint64{}
	for _, s := range positions {
		c := mustParse(t, f, s)
		got, err := c.Value(context.Background())
		if err != nil {
			t.Fatalf("%s %s: Value: %v", f.Name(), s, err)
		}
		if want := mexValue(t, memo, c); got.Cmp(game.Star(want)) != 0 {
			t.Errorf("Value(%s %s) = %v, want %d", f.Name(), s, got, want)
		}
	}
}

func mustLookup(t testing.TB, spec string) game.Family {
	t.Helper()
	f, err := games.Lookup(spec, games.Config{})
	if err != nil {
		t.Fatalf("Lookup(%q): %v", spec, err)
	}
	return f
}

func mustParse(t testing.TB, f game.Family, s string) game.Component {
	t.Helper()
	c, err := f.Parse(s)
	if err != nil {
		t.Fatalf("%s: Parse(%q): %v", f.Name(), s, err)
	}
	return c
}

// multisets returns every multiset of at most k positions drawn from ps.
func multisets(ps []string, k int) [][]string {
	out := [][]string{}
	var rec func(start int, cur []string)
	rec = func(start int, cur []string) {
		if len(cur) > 0 {
			out = append(out, append([]string(nil), cur...))
		}
		if len(cur) == k {
			return
		}
		for i := start; i < len(ps); i++ {
			rec(i, append(cur, ps[i]))
		}
	}
	rec(0, nil)
	return out
}

// checkFamily checks values and all sums of up to k of positions, in
// normal and misère play, against brute force.
func checkFamily(t *testing.T, spec string, positions []string, k int) {
	t.Helper()
	f := mustLookup(t, spec)
	checkValues(t, f, positions)
	for _, misere := range []bool{false, true} {
		b := newBruteSum(misere)
		for _, s := range multisets(positions, k) {
			sum := make([]game.Component, len(s))
			for i, p := range s {
				sum[i] = mustParse(t, f, p)
			}
			checkSum(t, f, b, sum)
		}
	}
}

// upTo returns the strings "0".."n".
func upTo(n int) []string {
	out := make([]string, n+1)
	for i := range out {
		out[i] = fmt.Sprint(i)
	}
	return out
}

// pairs returns every "a,b" with a, b ≤ n.
func pairs(n int) []string {
	var out []string
	for a := 0; a <= n; a++ {
		for b := 0; b <= n; b++ {
			out = append(out, fmt.Sprintf("%d,%d", a, b))
		}
	}
	return out
}

// lists returns every list of length 1..k with entries in 0..n.
func lists(n, k int) []string {
	var out []string
	var rec func(prefix string, left int)
	rec = func(prefix string, left int) {
		for v := 0; v <= n; v++ {
			s := fmt.Sprintf("%s%d", prefix, v)
			out = append(out, s)
			if left > 1 {
				rec(s+",", left-1)
			}
		}
	}
	rec("", k)
	return out
}

// outcomeOf is the normal-play outcome of a position of value v.
func outcomeOf(v game.Nimber) game.Outcome {
	if v.IsZero() {
		return game.P
	}
	return game.N
}

// checkMovesTo compares, for every target up to maxTarget, the options a
// ValueMover finds with the options of that value among all of them.
func checkMovesTo(t *testing.T, f game.Family, positions []string, maxTarget uint64) {
	t.Helper()
	memo := map[string]uint64{}
	for _, s := range positions {
		c := mustParse(t, f, s)
		vm, ok := c.(game.ValueMover)
		if !ok {
			t.Fatalf("%s %s is not a game.ValueMover", f.Name(), s)
		}
		byValue := map[uint64][]string{}
		for _, o := range options(t, c) {
			var v uint64
			for _, part := range o {
				v ^= mexValue(t, memo, part)
			}
			byValue[v] = append(byValue[v], strings.Join(o.Strings(), "+"))
		}
		for target := range maxTarget + 1 {
			opts, err := vm.MovesTo(context.Background(), game.Star(target))
			if err != nil {
				t.Fatalf("%s %s: MovesTo(%d): %v", f.Name(), s, target, err)
			}
			var got []string
			for _, o := range opts {
				got = append(got, strings.Join(o.Strings(), "+"))
			}
			want := byValue[target]
			slices.Sort(got)
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Errorf("%s %s: MovesTo(%d) = %v, want %v", f.Name(), s, target, got, want)
			}
			checkCount(t, c, target, len(want))
			checkFirst(t, c, target, opts)
		}
	}
}

// checkCount compares a MoveCounter's count with n, the options of value
// target counted by listing them all.
func checkCount(t *testing.T, c game.Component, target uint64, n int) {
	t.Helper()
	mc, ok := c.(game.MoveCounter)
	if !ok {
		return
	}
	if got, exact, err := mc.CountMovesTo(context.Background(), game.Star(target)); err != nil || !exact || got != uint64(n) {
		t.Errorf("%s: CountMovesTo(%d) = %d, %v, %v; want %d, exact", c, target, got, exact, err, n)
	}
}

// checkFirst checks that a MoveLister's first k moves to target are
// those MovesTo lists first (all), and that it says when there are more.
func checkFirst(t *testing.T, c game.Component, target uint64, all []game.Option) {
	t.Helper()
	ml, ok := c.(game.MoveLister)
	if !ok {
		return
	}
	for _, k := range []int{1, 2, 3, len(all), len(all) + 1} {
		if k < 1 {
			continue
		}
		opts, more, err := ml.MovesToMax(context.Background(), game.Star(target), k)
		want := all[:min(k, len(all))]
		if err != nil || more != (len(all) > k) || !slices.EqualFunc(opts, want, func(a, b game.Option) bool { return slices.Equal(a.Strings(), b.Strings()) }) {
			t.Errorf("%s: MovesToMax(%d, %d) = %v, %v, %v; want the first of %v, more %v", c, target, k, opts, more, err, all, len(all) > k)
		}
	}
}
