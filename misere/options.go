package misere

import (
	"slices"

	"github.com/nimber/nimber/heap"
)

// This file gives the classes of a heap's options in an algebra, which
// the walks need for every heap that has a move (engine.go). A heap of n
// tokens has about n options under a code that splits, so every heap's
// take n²/2 products: they are made here from the code's digits (what
// Rules.Options lists, in the same order) without a call or a slice per
// option, and counted once each by a stamp.

// An optionClasser computes option classes in one algebra.
type optionClasser struct {
	rules *heap.Rules
	last  int // the most tokens a move takes, or −1 if the last digit repeats
	a     algebra
	table []int32 // a's table, if it has one
	n     int32
	pre   []int32
	stamp []int32 // stamp[x] == gen: x is in the set being made
	gen   int32
	out   []int32
}

func newOptionClasser(r *heap.Rules, a algebra, pre []int32) *optionClasser {
	c := &optionClasser{rules: r, last: -1, a: a, n: int32(a.size()), pre: pre, stamp: make([]int32, a.size())}
	if !r.Repeats() {
		c.last = len(r.Digits()) - 1
	}
	if m, ok := a.(*monoid); ok {
		c.table = m.mul
	}
	return c
}

func (c *optionClasser) times(x, y int32) int32 {
	if c.table != nil {
		return c.table[x*c.n+y]
	}
	return c.a.times(x, y)
}

func (c *optionClasser) add(x int32) {
	if c.stamp[x] != c.gen {
		c.stamp[x] = c.gen
		c.out = append(c.out, x)
	}
}

// classes returns the classes of heap h's options, distinct and sorted,
// heap p having the class pre[p] (heap 0 the identity).
func (c *optionClasser) classes(h int) []int32 {
	c.gen++
	if c.gen == 0 { // wrapped: no stamp may look current
		clear(c.stamp)
		c.gen = 1
	}
	c.out = c.out[:0]
	pre, r := c.pre, c.rules
	last := h
	if c.last >= 0 {
		last = min(h, c.last)
	}
	for k := 0; k <= last; k++ {
		rest := h - k
		take := uint64(k)
		if rest == 0 && r.MayTake(take, 0, false) {
			c.add(0)
		}
		if rest > 0 && r.MayTake(take, 1, false) {
			c.add(pre[rest])
		}
		if r.MayTake(take, 2, false) {
			equal := r.MayTake(take, 2, true)
			if c.table != nil {
				// The common case, the loop the time goes to.
				t, n := c.table, c.n
				for a := 1; 2*a < rest; a++ {
					if x := t[pre[a]*n+pre[rest-a]]; c.stamp[x] != c.gen {
						c.add(x)
					}
				}
			} else {
				for a := 1; 2*a < rest; a++ {
					c.add(c.a.times(pre[a], pre[rest-a]))
				}
			}
			if rest%2 == 0 && rest > 0 && equal {
				c.add(c.times(pre[rest/2], pre[rest/2]))
			}
		}
		if r.MayTake(take, 3, false) {
			for a := 1; 3*a <= rest; a++ {
				for b := a; a+2*b <= rest; b++ {
					c.add(c.times(c.times(pre[a], pre[b]), pre[rest-a-b]))
				}
			}
		}
	}
	out := slices.Clone(c.out)
	slices.Sort(out)
	return out
}
