package misere

import (
	"context"
	"slices"
	"strconv"
	"strings"

	"github.com/nimber/nimber/errs"
)

// This file learns a candidate quotient: an automaton whose states are
// sums of heaps (their access paths) told apart by the misère outcomes of
// adding test sums to them, as in Angluin's L*. Heaps values the sums,
// or an oracle (oracle.go) once the quotient of the heaps before the
// last is proved; verify.go proves the candidate or returns sums, one of
// which it mispredicts, and refute turns that into a test and a state.

// learner holds the automaton being learned for heaps 1 to n.
type learner struct {
	h      *Heaps
	n      int
	proved int // the elements of the quotient of heaps 1 to n−1
	limit  int // most states

	tests [][]uint32          // sums of heaps, sorted; tests[0] is the empty sum
	sigs  map[string][]bool   // sum → its outcomes beside tests[0:len]
	paths [][]uint32          // each state's access path: the heaps added, in order
	delta [][]int32           // delta[s][h−1]: the state of paths[s] + heap h
	lost  []bool              // lost[s]: paths[s] is lost for the player to move
	bySig map[string]int32    // signature → state
	known map[string]struct{} // tests, as keys

	oracle *oracle // if set, values sums instead of h
	spent  int     // sums the oracles before this one valued

	// The classes and P-portion of the last check that passed (verify),
	// and the combinations it checked.
	passed        string
	passedChecked int
}

func newLearner(h *Heaps, n, limit int) *learner {
	l := &learner{h: h, n: n, limit: limit, sigs: map[string][]bool{}, known: map[string]struct{}{}}
	l.addTest(nil)
	return l
}

// key is a sum's text as a map key: its heaps, sorted.
func key(sum []uint32) string {
	var b strings.Builder
	for _, s := range sum {
		b.WriteString(strconv.FormatUint(uint64(s), 36))
		b.WriteByte(' ')
	}
	return b.String()
}

func sorted(parts ...[]uint32) []uint32 {
	var s []uint32
	for _, p := range parts {
		s = append(s, p...)
	}
	slices.Sort(s)
	return s
}

// lostSum reports whether the sum is lost for the player to move.
func (l *learner) lostSum(ctx context.Context, sum []uint32) (bool, error) {
	if l.oracle != nil {
		return l.oracle.lostSum(ctx, sum)
	}
	sizes := make([]uint64, len(sum))
	for i, s := range sum {
		sizes[i] = uint64(s)
	}
	g, err := l.h.Genus(ctx, sizes...)
	if err != nil {
		return false, err
	}
	return g.Misere() == 0, nil
}

// addTest adds a test sum, if new.
func (l *learner) addTest(t []uint32) {
	t = sorted(t)
	k := key(t)
	if _, ok := l.known[k]; ok {
		return
	}
	l.known[k] = struct{}{}
	l.tests = append(l.tests, t)
}

// signature returns the outcomes of sum beside every test, as text.
func (l *learner) signature(ctx context.Context, sum []uint32) (string, error) {
	sum = sorted(sum)
	k := key(sum)
	bits := l.sigs[k]
	for len(bits) < len(l.tests) {
		lost, err := l.lostSum(ctx, sorted(sum, l.tests[len(bits)]))
		if err != nil {
			return "", err
		}
		bits = append(bits, lost)
	}
	l.sigs[k] = bits
	var b strings.Builder
	for _, lost := range bits {
		b.WriteByte("NP"[b2i(lost)])
	}
	return b.String(), nil
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// close rebuilds the automaton: the states of the last build first (more
// tests only tell more apart, so they stay distinct), then every state's
// successor by each heap, a new state when no state has its signature.
func (l *learner) close(ctx context.Context) error {
	seeds := l.paths
	l.paths, l.delta, l.lost, l.bySig = nil, nil, nil, map[string]int32{}
	add := func(p []uint32, sig string) error {
		if len(l.paths) >= l.limit {
			return errs.Errorf("misère quotient", errs.Limit, "heaps 1 to %d: more than %d elements in the quotient's candidate; a quotient this large is out of reach here", l.n, l.limit)
		}
		l.bySig[sig] = int32(len(l.paths))
		l.paths = append(l.paths, p)
		l.delta = append(l.delta, make([]int32, l.n))
		l.lost = append(l.lost, sig[0] == 'P')
		return nil
	}
	if len(seeds) == 0 {
		seeds = [][]uint32{nil}
	}
	for _, p := range seeds {
		sig, err := l.signature(ctx, p)
		if err != nil {
			return err
		}
		if _, ok := l.bySig[sig]; ok {
			continue // cannot happen: tests were only added
		}
		if err := add(p, sig); err != nil {
			return err
		}
	}
	for s := 0; s < len(l.paths); s++ {
		if err := stopped(ctx); err != nil {
			return err
		}
		for h := 1; h <= l.n; h++ {
			p := append(slices.Clip(l.paths[s]), uint32(h))
			sig, err := l.signature(ctx, p)
			if err != nil {
				return err
			}
			to, ok := l.bySig[sig]
			if !ok {
				to = int32(len(l.paths))
				if err := add(p, sig); err != nil {
					return err
				}
			}
			l.delta[s][h-1] = to
		}
	}
	return nil
}

// run returns the state the automaton reaches from s by adding heaps.
func (l *learner) run(s int32, heaps []uint32) int32 {
	for _, h := range heaps {
		if h > 0 {
			s = l.delta[s][h-1]
		}
	}
	return s
}

// refute takes a sum of heaps, in the order added, whose outcome the
// automaton mispredicts, and adds the test that tells apart two sums it
// took for one: along the sum, with r_i the state after its first i
// heaps, the outcome of paths[r_i] plus the rest goes from the truth
// (i = 0) to the prediction (i = len), so it changes at some i, where
// paths[r_i] + heap i and paths[r_(i+1)] differ beside the rest after i.
func (l *learner) refute(ctx context.Context, seq []uint32) error {
	prev, err := l.lostSum(ctx, sorted(seq))
	if err != nil {
		return err
	}
	s := int32(0)
	for i, h := range seq {
		s = l.run(s, []uint32{h})
		rest := seq[i+1:]
		v, err := l.lostSum(ctx, sorted(l.paths[s], rest))
		if err != nil {
			return err
		}
		if v != prev {
			l.addTest(rest)
			return nil
		}
	}
	panic("misere: refute given a sum the automaton predicts")
}

// mispredicted returns the first of the sums whose outcome the automaton
// mispredicts.
func (l *learner) mispredicted(ctx context.Context, seqs ...[]uint32) ([]uint32, error) {
	for _, seq := range seqs {
		lost, err := l.lostSum(ctx, sorted(seq))
		if err != nil {
			return nil, err
		}
		if lost != l.lost[l.run(0, seq)] {
			return seq, nil
		}
	}
	return nil, nil
}
