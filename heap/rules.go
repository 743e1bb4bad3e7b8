package heap

import (
	"fmt"
	"strconv"
	"strings"
)

// Digit bits: what a move taking k tokens may leave behind.
const (
	leaveNone  = 1 // take the whole heap (of exactly k tokens)
	leaveOne   = 2 // leave one non-empty heap
	leaveTwo   = 4 // leave two non-empty heaps
	leaveThree = 8 // leave three non-empty heaps (hexadecimal games)
)

// Rules are the moves of a heap game written as an octal or hexadecimal
// code: digit k says what a move removing k tokens from one heap may leave.
// The zero value is not useful; build Rules with Parse.
type Rules struct {
	digits  []uint8 // digits[k] for k = 0..len-1; digits[0] only has bits 4 and 8
	repeat  bool    // the last digit repeats for every larger k (all-but forms)
	unequal bool    // splits without removal must be unequal (Grundy's game)

	kind  kind
	set   []int  // the subtraction or excluded set, for Name
	alias string // catalog name, for Name
}

type kind uint8

const (
	octalKind kind = iota
	hexKind
	grundyKind
	subtractionKind
	allButKind
)

// String returns the normalised code: "0.77", "4.7", "0.3F", "0.3003330[3]",
// and "4!.0" (CGSuite's spelling) for Grundy's game. Parse(r.String())
// gives back equal rules.
func (r *Rules) String() string {
	var b strings.Builder
	b.WriteString(strconv.FormatUint(uint64(r.digits[0]), 16))
	if r.unequal {
		b.WriteByte('!')
	}
	b.WriteByte('.')
	last := len(r.digits)
	if r.repeat {
		last--
	}
	if last == 1 && !r.repeat {
		b.WriteByte('0')
	}
	for _, d := range r.digits[1:last] {
		b.WriteString(strings.ToUpper(strconv.FormatUint(uint64(d), 16)))
	}
	if r.repeat {
		fmt.Fprintf(&b, "[%X]", r.digits[last])
	}
	return b.String()
}

// Name returns a human name, e.g. "Kayles (octal 0.77)".
func (r *Rules) Name() string {
	code := r.String()
	if len(code) > maxNamedCode { // a large subtraction set
		code = code[:maxNamedCode] + "…, " + strconv.Itoa(len(code)-2) + " digits"
	}
	switch {
	case r.kind == grundyKind && code == "4!.0":
		return "Grundy's game (" + code + ")"
	case r.kind == grundyKind:
		return "game " + code + " (Grundy's unequal splits, and octal ." + strings.TrimPrefix(code, "4!.") + ")"
	case r.alias != "":
		return r.alias + " (octal " + code + ")"
	case r.kind == subtractionKind:
		return "subtraction game {" + joinInts(r.set) + "} (octal " + code + ")"
	case r.kind == allButKind:
		return "all-but subtraction game {" + joinInts(r.set) + "} (code " + code + ")"
	case r.hex():
		return "hexadecimal game " + code
	}
	return "octal game " + code
}

// maxNamedCode is the longest code a name quotes whole.
const maxNamedCode = 24

func joinInts(xs []int) string {
	s := make([]string, len(xs))
	for i, x := range xs {
		s[i] = strconv.Itoa(x)
	}
	return strings.Join(s, ",")
}

// hex reports whether some move leaves three heaps.
func (r *Rules) hex() bool { return r.MaxHeaps() == 3 }

// MaxTake returns t, the largest number of tokens a move removes, which the
// octal periodicity theorem needs. bounded is false for games whose last
// digit repeats forever and for Grundy's game, to which the theorem does not
// apply (its unequal-split rule breaks the theorem's pairing of options).
func (r *Rules) MaxTake() (t int, bounded bool) {
	if r.repeat || r.unequal {
		return 0, false
	}
	for k := len(r.digits) - 1; k > 0; k-- {
		if r.digits[k] != 0 {
			return k, true
		}
	}
	return 0, true
}

// MaxHeaps returns the largest number of heaps a move may leave (1, 2 or
// 3; 0 if there are no moves at all).
func (r *Rules) MaxHeaps() int {
	var all uint8
	for _, d := range r.digits {
		all |= d
	}
	switch {
	case all&leaveThree != 0:
		return 3
	case all&leaveTwo != 0:
		return 2
	case all != 0:
		return 1
	}
	return 0
}

// UnequalSplits reports whether splits that remove no tokens must leave
// two unequal heaps (Grundy's game, 4!.0).
func (r *Rules) UnequalSplits() bool { return r.unequal }

// Repeats reports whether the last digit applies to every larger number of
// tokens too (the all-but forms, e.g. 0.3003330[3]).
func (r *Rules) Repeats() bool { return r.repeat }

// Digits returns a copy of the code's digits, digit k at index k; with
// Repeats the last one applies to all larger k.
func (r *Rules) Digits() []uint8 { return append([]uint8(nil), r.digits...) }

// MayLeave reports whether a move from a heap of n tokens may leave one
// heap of m < n tokens, or none when m is 0.
func (r *Rules) MayLeave(n, m uint64) bool {
	return m < n && r.MayTake(n-m, int(min(m, 1)), false)
}

// MayTake reports whether a move may take k tokens from a heap and leave
// heaps non-empty heaps: 0 (the heap was exactly k), 1, 2 or 3. equal says
// that two heaps left are the same size, which Grundy's game forbids when
// nothing is taken.
func (r *Rules) MayTake(k uint64, heaps int, equal bool) bool {
	d := r.digit(int(min(k, uint64(len(r.digits)))))
	switch heaps {
	case 0:
		return k > 0 && d&leaveNone != 0
	case 1:
		return k > 0 && d&leaveOne != 0
	case 2:
		return d&leaveTwo != 0 && !(r.unequal && k == 0 && equal)
	case 3:
		return d&leaveThree != 0
	}
	return false
}

// digit returns the digit for removing k tokens.
func (r *Rules) digit(k int) uint8 {
	if k < len(r.digits) {
		return r.digits[k]
	}
	if r.repeat {
		return r.digits[len(r.digits)-1]
	}
	return 0
}

// Options calls yield with the heaps each option of heap n leaves: by the
// number of tokens taken, then by the smallest heap left. Taking a whole
// heap leaves the empty heap 0. It stops when yield returns false.
func (r *Rules) Options(n uint64, yield func(parts ...uint64) bool) {
	last := n
	if !r.repeat {
		last = min(n, uint64(len(r.digits)-1))
	}
	for k := uint64(0); k <= last; k++ {
		// k may be past any int with a repeating digit: clamp it to the
		// index that repeats.
		d, rest := r.digit(int(min(k, uint64(len(r.digits))))), n-k
		if d&leaveNone != 0 && rest == 0 && k > 0 && !yield(0) {
			return
		}
		if d&leaveOne != 0 && rest > 0 && k > 0 && !yield(rest) {
			return
		}
		for a := uint64(1); d&leaveTwo != 0 && 2*a <= rest; a++ {
			if r.unequal && k == 0 && 2*a == rest {
				continue
			}
			if !yield(a, rest-a) {
				return
			}
		}
		for a := uint64(1); d&leaveThree != 0 && 3*a <= rest; a++ {
			for b := a; a+2*b <= rest; b++ {
				if !yield(a, b, rest-a-b) {
					return
				}
			}
		}
	}
}

// OptionCount estimates how many options heap n has: one per digit that
// leaves one heap, about rest/2 per digit that splits in two, rest²/12
// per digit that splits in three, with rest = n − k; a repeating digit
// counts for every k from its own on.
func (r *Rules) OptionCount(n float64) float64 {
	var c float64
	for k, d := range r.digits {
		rest := n - float64(k)
		if rest < 0 {
			break
		}
		if r.repeat && k == len(r.digits)-1 {
			// Summed over the takes k..n: rest+1 terms.
			if d&(leaveNone|leaveOne) != 0 {
				c += rest + 1
			}
			if d&leaveTwo != 0 {
				c += rest * rest / 4
			}
			if d&leaveThree != 0 {
				c += rest * rest * rest / 36
			}
			break
		}
		if d&(leaveNone|leaveOne) != 0 {
			c++
		}
		if d&leaveTwo != 0 {
			c += rest / 2
		}
		if d&leaveThree != 0 {
			c += rest * rest / 12
		}
	}
	return c
}

// Equal reports whether r and s have the same moves (names aside).
func (r *Rules) Equal(s *Rules) bool { return r.String() == s.String() }
