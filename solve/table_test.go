package solve

import (
	"math/rand/v2"
	"testing"
)

// TestKeyTable runs random puts, gets and deletes against a map, over key
// sets that keep the table dense, force it to hash, and move it between
// the two.
func TestKeyTable(t *testing.T) {
	tests := []struct {
		name string
		key  func(r *rand.Rand, i int) uint64
	}{
		{"small", func(r *rand.Rand, i int) uint64 { return uint64(r.IntN(5000)) }},
		{"sparse", func(r *rand.Rand, i int) uint64 { return r.Uint64() }},
		{"strided", func(r *rand.Rand, i int) uint64 { return uint64(r.IntN(5000)) << 40 }},
		{"large then small", func(r *rand.Rand, i int) uint64 {
			if i < 100 {
				return denseSlack*8 + uint64(i)
			}
			return uint64(r.IntN(1 << 16))
		}},
		{"small then far", func(r *rand.Rand, i int) uint64 {
			if i%1000 == 999 {
				return 1<<50 + uint64(i)
			}
			return uint64(r.IntN(1 << 14))
		}},
	}
	for _, test := range tests {
		r := rand.New(rand.NewPCG(1, 2))
		tab := newKeyTable()
		model := map[uint64]uint32{}
		for i := range 60_000 {
			k := test.key(r, i)
			switch op := r.IntN(10); {
			case op < 6:
				st := valued + uint32(r.IntN(100))
				tab.put(k, st)
				model[k] = st
			case op < 8:
				tab.del(k)
				delete(model, k)
			default:
				if got := tab.get(k); got != model[k] {
					t.Fatalf("%s: step %d: get(%#x) = %d, want %d", test.name, i, k, got, model[k])
				}
			}
		}
		if tab.count != len(model) {
			t.Errorf("%s: count = %d, want %d", test.name, tab.count, len(model))
		}
		for k, want := range model {
			if got := tab.get(k); got != want {
				t.Errorf("%s: get(%#x) = %d, want %d", test.name, k, got, want)
			}
		}
	}
}

// TestKeyTableModes checks which representation the table picks.
func TestKeyTableModes(t *testing.T) {
	tab := newKeyTable()
	for k := range uint64(1000) {
		tab.put(k, valued)
	}
	if !tab.isDense {
		t.Fatalf("keys 0..999: dense = false, want true")
	}
	far := uint64(1) << 40
	tab.put(far, valued+7)
	if tab.isDense {
		t.Errorf("after key 2^40: dense = true, want false")
	}
	if got := tab.get(far); got != valued+7 {
		t.Errorf("get(2^40) = %d, want %d", got, valued+7)
	}
	if got := tab.bytes(); got > 1<<20 {
		t.Errorf("1001 keys take %d bytes, want at most 1 MB", got)
	}
	// Enough small keys make the dense array worth it again.
	tab.del(far)
	for k := range uint64(1 << 20) {
		tab.put(k, valued)
	}
	if !tab.isDense || tab.count != 1<<20 {
		t.Errorf("keys 0..2^20-1: dense = %v, count = %d; want true, %d", tab.isDense, tab.count, 1<<20)
	}
}

// TestKeyTableCollisions fills a hash table with keys that share their
// home slot and deletes them in turn.
func TestKeyTableCollisions(t *testing.T) {
	tab := newKeyTable()
	tab.toHash()
	var same []uint64
	for k := uint64(1) << 50; len(same) < 20; k++ {
		if tab.home(k) == tab.home(1<<50) {
			same = append(same, k)
		}
	}
	for i, k := range same[:5] { // 5 of 32 slots: no resize
		tab.put(k, valued+uint32(i))
	}
	tab.del(same[1])
	for i, k := range same[:5] {
		want := valued + uint32(i)
		if i == 1 {
			want = absent
		}
		if got := tab.get(k); got != want {
			t.Errorf("get(same[%d]) = %d, want %d", i, got, want)
		}
	}
}
