package rules

import (
	"go.starlark.net/starlark"
)

// interner maps hashable Starlark values to dense ids 0, 1, 2, … so the
// solver memoizes small integers instead of Starlark values. It is an
// open-addressing hash table over the values' own Hash methods, with
// equality checked by starlark.Equal on a hash match.
type interner struct {
	values []starlark.Value
	hashes []uint32
	slots  []uint64 // hash<<32 | id+1 per slot, so a probe reads one word; 0 is empty
	mask   uint32
}

func newInterner() *interner {
	const size = 1 << 10
	return &interner{slots: make([]uint64, size), mask: size - 1}
}

// spread mixes a Starlark hash so linear probing sees well-spread slots
// (Int.Hash is a plain multiple of the value).
func spread(h uint32) uint32 {
	h ^= h >> 16
	h *= 0x7feb352d
	h ^= h >> 15
	return h
}

// id returns the id of v, adding v if it is new. v must be hashable; the
// error is the value's own hashing error.
func (t *interner) id(v starlark.Value) (id uint32, added bool, err error) {
	h, err := v.Hash()
	if err != nil {
		return 0, false, err
	}
	for i := spread(h) & t.mask; ; i = (i + 1) & t.mask {
		s := t.slots[i]
		if s == 0 {
			break
		}
		if uint32(s>>32) == h {
			id := uint32(s) - 1
			eq, err := starlark.Equal(t.values[id], v)
			if err != nil {
				return 0, false, err
			}
			if eq {
				return id, false, nil
			}
		}
	}
	v.Freeze() // a position must not change once it is a memo key
	id = uint32(len(t.values))
	t.values = append(t.values, v)
	t.hashes = append(t.hashes, h)
	if 2*len(t.values) > len(t.slots) {
		t.grow()
	} else {
		t.place(id)
	}
	return id, true, nil
}

// place puts id into its slot; the table has room.
func (t *interner) place(id uint32) {
	h := t.hashes[id]
	i := spread(h) & t.mask
	for t.slots[i] != 0 {
		i = (i + 1) & t.mask
	}
	t.slots[i] = uint64(h)<<32 | uint64(id+1)
}

// grow doubles the slot table and re-places every id.
func (t *interner) grow() {
	t.slots = make([]uint64, 2*len(t.slots))
	t.mask = uint32(len(t.slots) - 1)
	for id := range t.values {
		t.place(uint32(id))
	}
}

func (t *interner) value(id uint32) starlark.Value { return t.values[id] }

func (t *interner) len() int { return len(t.values) }
