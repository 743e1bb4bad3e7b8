package rules

import (
	"math"
	"math/big"
	"testing"

	"go.starlark.net/starlark"
	"go.starlark.net/starlarkstruct"
)

// Values equal in Starlark get one id, and values that differ get two,
// whether the interner writes them as bytes or hashes them by Hash.
func TestInternerEquality(t *testing.T) {
	i := starlark.MakeInt
	huge := starlark.MakeBigInt(new(big.Int).Lsh(big.NewInt(1), 100))
	pt := func(x, y int) starlark.Value {
		return starlarkstruct.FromStringDict(starlarkstruct.Default, starlark.StringDict{"x": i(x), "y": i(y)})
	}
	groups := [][]starlark.Value{
		{i(1), starlark.Float(1.0)},
		{i(-1), starlark.Float(-1)},
		{starlark.Float(1.5)},
		{starlark.String("1")},
		{starlark.Tuple{i(1), i(2)}, starlark.Tuple{starlark.Float(1), i(2)}},
		{starlark.Tuple{i(2), i(1)}},
		{starlark.Tuple{starlark.Tuple{i(1)}, i(2)}},
		{starlark.Tuple{}},
		{starlark.None},
		{starlark.True},
		{starlark.False},
		{i(0), starlark.Float(0), starlark.Float(math.Copysign(0, -1))},
		{starlark.MakeInt64(1 << 62), starlark.Float(1 << 62)},
		{huge, starlark.Float(math.Ldexp(1, 100)), starlark.MakeBigInt(new(big.Int).Lsh(big.NewInt(1), 100))},
		{pt(1, 2), pt(1, 2)},
		{pt(2, 1)},
		{starlark.Tuple{pt(1, 2), i(3)}, starlark.Tuple{pt(1, 2), starlark.Float(3)}},
		{starlark.Tuple{starlark.Float(2), i(5)}, starlark.Tuple{i(2), i(5)}},
		{starlark.Tuple{starlark.String("ab"), starlark.Tuple{starlark.None, starlark.True}, i(-300)}},
	}
	in := newInterner()
	ids := map[uint32]int{}
	for g, group := range groups {
		for _, v := range group {
			id, _, err := in.id(v)
			if err != nil {
				t.Fatalf("id(%v): %v", v, err)
			}
			if prev, ok := ids[id]; ok && prev != g {
				t.Errorf("id(%v) = %d, the id of %v", v, id, groups[prev][0])
			}
			ids[id] = g
			if first, _, _ := in.id(group[0]); first != id {
				t.Errorf("id(%v) = %d, id(%v) = %d: want one id", v, id, group[0], first)
			}
			// The value read back is the first of its group, types and all.
			if back := in.value(id); back.String() != group[0].String() || back.Type() != group[0].Type() {
				t.Errorf("value(id(%v)) = %v, a %s; want %v, a %s", v, back, back.Type(), group[0], group[0].Type())
			}
		}
	}
	if _, _, err := in.id(starlark.NewList(nil)); err == nil {
		t.Errorf("id([]) succeeded, want the error of an unhashable value")
	}
}
