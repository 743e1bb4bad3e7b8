package heap

import "math/bits"

// picks are the small heaps whose splits confirm rare-class values. The
// main goroutine chooses them (pickSmall) and never changes a picks once
// made, so a verifier may read one while the main goroutine picks anew.
type picks struct {
	heaps   []int    // small heaps a ≥ tableLanes, round after round
	vals    []uint32 // their values
	inTable int      // heaps[:inTable] are the table's rounds
	at      int      // the length at which they were picked
}

// missSample is the number of latest heaps on which pickSmall counts what
// each choice of table rounds would leave to the scans.
const missSample = 1024

// pickSmall chooses the splits' small heaps among the common-class heaps
// from tableLanes to len(g)/pickShare (rare heaps give common-class values
// only), and below pickUpTo. Every later heap n splits properly at them:
// a < n/4 ≤ (n−k−1)/2. The bound keeps the scan that picks them, at each
// doubling of the sequence, from reading a quarter of it: on a long run
// whose values are in a file that brought them all back into memory
// (Grundy's game to 2^32 peaked at 922 MB at n = 1.5·10^9 for that alone).
// The values first met past it are the largest, whose XOR with the
// values sought is beyond every value met, so they would give little.
//
// Round r holds one heap of each value that has enough: past the table's
// rounds the r-th smallest; in the table's, heaps spread evenly over the
// first ones of that value, as far out as the one of a few spans that
// leaves the fewest values unfound on the latest heaps. Partners of heaps
// close together lie close together too, and their values are alike more
// often than chance, so on Grundy's game rounds of the smallest heaps miss
// a value together: near 2^21, 8 rounds of the smallest left 0.61 values
// a heap to the scans and 8 spread below 2^16 0.38; near 2^28, with 10
// rounds, 0.81 and 0.14. On Officers near 2^21 it is the other way round: 0.46 and 1.64.
func pickSmall[T value](c *core, g []T) {
	bound := pickBound(c, len(g))
	smallest := smallestRounds(c, g)
	rounds := tableRoundsAt(len(g))
	// The table's picks past the rows' reach are tried heap by heap
	// (blockTable.sort), so spreading stops there.
	reach := min(bound, wideWindow-c.maxSplit+1)
	var best *picks
	bestMissed := 0
	for _, span := range []int{0, reach / 16, reach / 4, reach} {
		p := roundsOf(smallest, spread(c, g, span, rounds), rounds)
		p.at = len(g)
		if missed := tableMisses(c, g, p); best == nil || missed < bestMissed {
			best, bestMissed = p, missed
		}
	}
	c.picks = best // new: a verifier may hold the old one
}

// pickBound is the end of the small heaps picked at length n.
func pickBound(c *core, n int) int {
	return c.part(min((n-c.maxSplit)/pickShare-1, pickUpTo))
}

// smallestRounds returns the first pickRounds common-class heaps of each
// value from tableLanes on, below pickBound.
func smallestRounds[T value](c *core, g []T) [][]int {
	smallest := make([][]int, 2<<bits.Len32(c.maxVal))
	for a := tableLanes; a < pickBound(c, len(g)); a++ {
		y := g[a]
		if len(smallest[y]) < pickRounds && !c.mask.rare(uint32(y), a, c.kpar) {
			smallest[y] = append(smallest[y], a)
		}
	}
	return smallest
}

// spread returns, for each value with at least rounds common-class heaps
// from tableLanes to span, rounds of those spread evenly over them.
func spread[T value](c *core, g []T, span, rounds int) [][]int {
	all := make([][]int, 2<<bits.Len32(c.maxVal))
	for a := tableLanes; a < span; a++ {
		if y := g[a]; !c.mask.rare(uint32(y), a, c.kpar) {
			all[y] = append(all[y], a)
		}
	}
	for y, heaps := range all {
		if len(heaps) < rounds {
			all[y] = nil
			continue
		}
		for r := range rounds {
			heaps[r] = heaps[r*len(heaps)/rounds] // at r or past it: not yet overwritten
		}
		all[y] = heaps[:rounds]
	}
	return all
}

// roundsOf lays the picks out round after round: in the first rounds the
// spread heaps of the values that have them, otherwise the smallest.
func roundsOf(smallest, spread [][]int, rounds int) *picks {
	p := &picks{}
	for r := range pickRounds {
		if r == rounds {
			p.inTable = len(p.heaps)
		}
		for y, heaps := range smallest {
			if r < rounds && y < len(spread) && len(spread[y]) > 0 {
				heaps = spread[y]
			}
			if r < len(heaps) {
				p.heaps, p.vals = append(p.heaps, heaps[r]), append(p.vals, uint32(y))
			}
		}
	}
	p.inTable = min(p.inTable, len(p.heaps))
	return p
}

// tableMisses counts, over the latest missSample heaps, the rare-class
// values below each heap's own that no split at p's table rounds gives:
// what a table of them would leave to the scans.
func tableMisses[T value](c *core, g []T, p *picks) int {
	seen := make([]int, xorBound(c.maxVal))
	missed := 0
	for n := max(len(g)-missSample, 0); n < len(g); n++ {
		mark := n + 1
		for _, k := range c.split2 {
			for _, a := range p.heaps[:p.inTable] {
				if rest := n - k - a; rest > a {
					seen[uint32(g[a])^uint32(g[rest])] = mark
				}
			}
		}
		for x := range uint32(g[n]) {
			if seen[x] != mark && c.mask.rare(x, n, c.kpar) {
				missed++
			}
		}
	}
	return missed
}
