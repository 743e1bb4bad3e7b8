package census

import (
	"context"

	"github.com/nimber/nimber/heap"
)

// What a digit of a code allows a move taking k tokens to leave: the
// definition of octal and hexadecimal codes.
const (
	mayLeaveNone  = 1 // take the whole heap, of exactly k tokens
	mayLeaveOne   = 2 // leave one heap
	mayLeaveTwo   = 4 // leave two heaps
	mayLeaveThree = 8 // leave three heaps
)

// plainValues computes a nim-sequence by the textbook mex: G(h) is the
// least value that no option of heap h has, every option listed. It
// shares nothing with heap's engines but the parsed code, so that it can
// check what they found. Splits cost rest/2 steps (two heaps) or about
// rest²/12 (three) each: a sequence of n values costs O(n²) or O(n³).
type plainValues struct {
	digits []uint8 // digits[k] for a move taking k tokens
	repeat bool    // the last digit holds for every larger k too
	vals   []uint32
	top    uint32 // the OR of vals: every XOR of them is at most top's bits
	seen   []bool // seen[v]: some option has value v
}

func newPlainValues(r *heap.Rules) *plainValues {
	return &plainValues{digits: r.Digits(), repeat: r.Repeats()}
}

// digit is the digit of a move taking k tokens.
func (p *plainValues) digit(k int) uint8 {
	switch {
	case k < len(p.digits):
		return p.digits[k]
	case p.repeat:
		return p.digits[len(p.digits)-1]
	}
	return 0
}

// upTo returns G(0), ..., G(n−1), computing those not yet known. It
// calls progress, if set, every 4,096 values, and stops when ctx is done.
func (p *plainValues) upTo(ctx context.Context, n int, progress func(h int)) ([]uint32, error) {
	for h := len(p.vals); h < n; h++ {
		if h%4096 == 0 && h > 0 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
			if progress != nil {
				progress(h)
			}
		}
		v := p.mex(h)
		p.vals = append(p.vals, v)
		p.top |= v
	}
	return p.vals[:n], nil
}

// mex computes G(h) from G(0..h−1).
func (p *plainValues) mex(h int) uint32 {
	g := p.vals
	size := 1 // a power of two above every XOR of values
	for uint32(size) <= p.top {
		size *= 2
	}
	if len(p.seen) < size+1 {
		p.seen = make([]bool, size+1)
	}
	seen := p.seen[:size+1]
	clear(seen)
	last := h
	if !p.repeat {
		last = min(h, len(p.digits)-1)
	}
	for k := 0; k <= last; k++ {
		d := p.digit(k)
		rest := h - k
		if d&mayLeaveNone != 0 && k > 0 && rest == 0 {
			seen[0] = true
		}
		if d&mayLeaveOne != 0 && k > 0 && rest > 0 {
			seen[g[rest]] = true
		}
		if d&mayLeaveTwo != 0 {
			for a := 1; a <= rest-a; a++ {
				seen[g[a]^g[rest-a]] = true
			}
		}
		if d&mayLeaveThree != 0 {
			for a := 1; 3*a <= rest; a++ {
				for b := a; b <= rest-a-b; b++ {
					seen[g[a]^g[b]^g[rest-a-b]] = true
				}
			}
		}
	}
	v := uint32(0)
	for seen[v] {
		v++
	}
	return v
}
