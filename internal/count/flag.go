package count

import (
	"fmt"
	"math"
)

// A Flag is a flag whose value is a count (Parse), kept in *P: 1000,
// 1_000, 1e6 or 2^20. A count past what T holds is refused.
type Flag[T int | uint64] struct{ P *T }

func (f Flag[T]) String() string {
	if f.P == nil {
		return "0"
	}
	return fmt.Sprint(*f.P)
}

func (f Flag[T]) Set(s string) error {
	v, ok := Parse(s)
	if !ok || uint64(T(v)) != v {
		return fmt.Errorf("want a count such as 1000, 1e6 or 2^20")
	}
	*f.P = T(v)
	return nil
}

// A LimitFlag is a Flag for a bound: a bound past the largest T is no
// bound, and reads as the largest T (1e13 positions on a 32-bit
// machine).
type LimitFlag[T int | uint64] struct{ P *T }

func (l LimitFlag[T]) String() string { return Flag[T](l).String() }

func (l LimitFlag[T]) Set(s string) error {
	if v, ok := Parse(s); ok && uint64(T(v)) != v {
		*l.P = T(math.MaxInt)
		return nil
	}
	return Flag[T](l).Set(s)
}
