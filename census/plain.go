package census

import (
	"context"
	"encoding/binary"

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
	// While every value is below 256, so is every XOR of them: the
	// values are bytes too, in order (fwd) and backward (rev, G(h) at
	// rev[len(rev)−1−h]), so that a split's two heaps are read both
	// forward, and mexBytes marks them in a table of 256 with no
	// bounds checks.
	fwd, rev []uint8
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
		var v uint32
		if p.top < 256 {
			v = p.mexBytes(h, n)
		} else {
			v = p.mex(h)
		}
		p.vals = append(p.vals, v)
		p.top |= v
	}
	if p.top >= 256 {
		p.fwd, p.rev = nil, nil
	}
	return p.vals[:n], nil
}

// mexBytes is mex while every value is below 256; n is how many values
// rev is to hold room for.
func (p *plainValues) mexBytes(h, n int) uint32 {
	if len(p.rev) < h+1 {
		// G(h) goes at the front: move the values to the end of a
		// longer slice.
		p.rev = make([]uint8, max(n, 2*h+1))
		p.fwd = p.fwd[:0]
		for i, v := range p.vals[:h] {
			p.rev[len(p.rev)-1-i] = uint8(v)
			p.fwd = append(p.fwd, uint8(v))
		}
	}
	end := len(p.rev) - 1 // G(i) = p.rev[end−i] = p.fwd[i]
	g := p.fwd
	var seen [256]bool
	last := p.last(h)
	for k := 0; k <= last; k++ {
		d := p.digit(k)
		rest := h - k
		markOthers(seen[:], g, d, k, rest)
		if d&mayLeaveTwo != 0 && rest >= 2 {
			// The heaps a and rest−a for a = 1, …, rest/2.
			small := g[1 : rest/2+1]
			large := p.rev[end-rest+1:][:len(small)]
			// Eight pairs at a time: one XOR of eight bytes.
			i := 0
			for ; i+8 <= len(small); i += 8 {
				x := binary.LittleEndian.Uint64(small[i:]) ^ binary.LittleEndian.Uint64(large[i:])
				seen[uint8(x)] = true
				seen[uint8(x>>8)] = true
				seen[uint8(x>>16)] = true
				seen[uint8(x>>24)] = true
				seen[uint8(x>>32)] = true
				seen[uint8(x>>40)] = true
				seen[uint8(x>>48)] = true
				seen[uint8(x>>56)] = true
			}
			for ; i < len(small); i++ {
				seen[small[i]^large[i]] = true
			}
		}
	}
	v := 0
	for v < len(seen) && seen[v] {
		v++
	}
	// A value of 256 ends the bytes (upTo drops them).
	p.rev[end-h] = uint8(v)
	p.fwd = append(p.fwd, uint8(v))
	return uint32(v)
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
	last := p.last(h)
	for k := 0; k <= last; k++ {
		d := p.digit(k)
		rest := h - k
		markOthers(seen, g, d, k, rest)
		if d&mayLeaveTwo != 0 {
			for a := 1; a <= rest-a; a++ {
				seen[g[a]^g[rest-a]] = true
			}
		}
	}
	v := uint32(0)
	for seen[v] {
		v++
	}
	return v
}

// last is the most tokens a move from heap h takes.
func (p *plainValues) last(h int) int {
	if p.repeat {
		return h
	}
	return min(h, len(p.digits)-1)
}

// markOthers marks in seen the values of the moves taking k tokens from
// heap k+rest, allowed by digit d, that leave no heap, one, or three;
// the callers mark those that leave two, the bulk of the work, each its
// own way.
func markOthers[V uint8 | uint32](seen []bool, g []V, d uint8, k, rest int) {
	if d&mayLeaveNone != 0 && k > 0 && rest == 0 {
		seen[0] = true
	}
	if d&mayLeaveOne != 0 && k > 0 && rest > 0 {
		seen[g[rest]] = true
	}
	if d&mayLeaveThree != 0 {
		for a := 1; 3*a <= rest; a++ {
			for b := a; b <= rest-a-b; b++ {
				seen[g[a]^g[b]^g[rest-a-b]] = true
			}
		}
	}
}
