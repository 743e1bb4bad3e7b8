package rules

import (
	"context"
	"fmt"
	"math"
	"math/big"
	"math/rand/v2"
	"strings"
	"testing"

	"go.starlark.net/starlark"
	"go.starlark.net/starlarkstruct"

	"github.com/nimber/nimber/game"
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

// Random positions near the 8 bytes a slot holds get the ids of a map
// keyed by their text: keys that share their first bytes, of every
// length around 8, strings with zero bytes, with hashes of 3 bits so
// that most probes meet other keys; with and without the cache of
// recent keys.
func TestInternerRandom(t *testing.T) {
	for _, cached := range []bool{false, true} {
		internRandom(t, cached)
	}
}

func internRandom(t *testing.T, cached bool) {
	r := rand.New(rand.NewPCG(1, 2))
	var gen func(depth int) starlark.Value
	gen = func(depth int) starlark.Value {
		switch k := r.IntN(6); {
		case k == 0 && depth < 3:
			tu := make(starlark.Tuple, r.IntN(4))
			for i := range tu {
				tu[i] = gen(depth + 1)
			}
			return tu
		case k == 1:
			return starlark.String(strings.Repeat("\x00", r.IntN(3)) + string(rune('a'+r.IntN(3))))
		case k == 2:
			return starlark.MakeInt64(r.Int64N(1<<20) - 1<<19)
		}
		return starlark.MakeInt(r.IntN(130) - 2)
	}
	// Tuples whose first 8 bytes are shared by many, ending in a value
	// of any length.
	prefixed := func() starlark.Value {
		tu := starlark.Tuple{starlark.MakeInt(r.IntN(2)), starlark.MakeInt(r.IntN(2)), starlark.MakeInt(r.IntN(2))}
		return append(tu[:r.IntN(4)], gen(2))
	}
	in := newInterner()
	in.hashMask = 7
	if cached {
		in.recent = new([recentSize]slot)
	}
	want := map[string]uint32{}
	for n := range 3000 {
		v := gen(0)
		if n%2 == 0 {
			v = prefixed()
		}
		id, added, err := in.id(v)
		if err != nil {
			t.Fatal(err)
		}
		w, seen := want[v.String()]
		switch {
		case !seen && !added, seen && (added || id != w):
			t.Fatalf("id(%v) = %d, added %v; the map has %d, %v", v, id, added, w, seen)
		case !seen:
			want[v.String()] = id
		}
		if back := in.value(id); back.String() != v.String() {
			t.Fatalf("value(id(%v)) = %v", v, back)
		}
	}
}

// A position listed twice is one option (collectFrom's stamps; the scan
// of short lists was tried and dropped), and two calls do not mix.
func TestDistinctOptions(t *testing.T) {
	g, err := Load(context.Background(), "dups.star", []byte(`
def moves(n):
    return [(n - 1 - i % k) for k in (n // 2 + 1,) for i in range(3 * n) if n - 1 - i % k >= 0]
`), Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range []int{1, 5, 20, 31, 32, 33, 40, 7} {
		c, err := g.Parse(fmt.Sprint(n))
		if err != nil {
			t.Fatal(err)
		}
		opts, err := c.(game.Mover).Options(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if want := min(n, n/2+1); len(opts) != want {
			t.Errorf("moves(%d): %d options, want %d distinct", n, len(opts), want)
		}
	}
}
