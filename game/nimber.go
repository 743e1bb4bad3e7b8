package game

import (
	"fmt"
	"math/big"
	"strconv"
)

// Nimber is a Grundy value *n. Values below 2^64 need no allocation;
// larger ones (Nim heaps of any size) are held as big integers.
// The zero Nimber is *0.
type Nimber struct {
	small uint64
	big   *big.Int // non-nil only when the value is ≥ 2^64
}

// Star returns the Nimber *v.
func Star(v uint64) Nimber { return Nimber{small: v} }

// BigStar returns the Nimber *b. It panics if b is negative.
func BigStar(b *big.Int) Nimber {
	if b.Sign() < 0 {
		panic("game: negative nimber")
	}
	if b.IsUint64() {
		return Nimber{small: b.Uint64()}
	}
	return Nimber{big: new(big.Int).Set(b)}
}

// Uint64 returns n as a uint64 and whether it fits.
func (n Nimber) Uint64() (uint64, bool) { return n.small, n.big == nil }

// IsSmall reports whether n fits in a uint64.
func (n Nimber) IsSmall() bool { return n.big == nil }

// Big returns n as a new big.Int.
func (n Nimber) Big() *big.Int {
	if n.big != nil {
		return new(big.Int).Set(n.big)
	}
	return new(big.Int).SetUint64(n.small)
}

// IsZero reports whether n is *0.
func (n Nimber) IsZero() bool { return n.big == nil && n.small == 0 }

// Xor returns the nim-sum n ⊕ m.
func (n Nimber) Xor(m Nimber) Nimber {
	if n.big == nil && m.big == nil {
		return Nimber{small: n.small ^ m.small}
	}
	return BigStar(new(big.Int).Xor(n.Big(), m.Big()))
}

// Cmp compares n and m as integers: -1, 0 or +1.
func (n Nimber) Cmp(m Nimber) int {
	if n.big == nil && m.big == nil {
		switch {
		case n.small < m.small:
			return -1
		case n.small > m.small:
			return 1
		}
		return 0
	}
	return n.Big().Cmp(m.Big())
}

// String returns the decimal digits of n (without the star).
func (n Nimber) String() string {
	if n.big != nil {
		return n.big.String()
	}
	return strconv.FormatUint(n.small, 10)
}

// MarshalJSON encodes n as a JSON number of any size.
func (n Nimber) MarshalJSON() ([]byte, error) { return []byte(n.String()), nil }

// UnmarshalJSON decodes a non-negative JSON integer.
func (n *Nimber) UnmarshalJSON(b []byte) error {
	v, err := ParseNimber(string(b))
	if err != nil {
		return err
	}
	*n = v
	return nil
}

// ParseNimber parses a non-negative decimal integer of any size.
func ParseNimber(s string) (Nimber, error) {
	if v, err := strconv.ParseUint(s, 10, 64); err == nil {
		return Star(v), nil
	}
	b, ok := new(big.Int).SetString(s, 10)
	if !ok || b.Sign() < 0 || s == "" || s[0] == '+' || s[0] == '-' {
		return Nimber{}, fmt.Errorf("%q is not a non-negative integer", s)
	}
	return BigStar(b), nil
}
