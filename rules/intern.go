package rules

import (
	"bytes"
	"encoding/binary"
	"hash/maphash"
	"math"

	"go.starlark.net/starlark"
)

// interner maps hashable Starlark values to dense ids 0, 1, 2, … so the
// solver memoizes small integers instead of Starlark values. It is an
// open-addressing hash table. A value made of ints, strings, bools, None,
// floats and tuples of those (every position of most games) is written
// once as bytes (encode), hashed and compared as bytes: comparing two
// tuples does not walk them. Any other value is hashed by its own Hash
// method and compared by starlark.Equal.
//
// The bytes are all that is kept of a value without floats: value reads
// it back (decode). A search's millions of positions are then a few
// pointer-free arrays, which the garbage collector does not scan, rather
// than millions of tuples, which it did again and again.
type interner struct {
	kept  map[uint32]starlark.Value // the values not read back from bytes
	ends  []uint32                  // ends[id] is the end of id's bytes in keys; none: a value hashed by Hash
	keys  []byte
	slots []slot
	mask  uint32
	seed  maphash.Seed
	buf   []byte
	// recent holds the slots of short keys last met, by hash: a
	// search meets a position again soon (its other parents are near
	// in the search), and a probe of the table, tens of megabytes for
	// millions of positions, misses the caches.
	recent *[recentSize]slot
	// hashMask is ^0; tests narrow it so that hashes collide.
	hashMask uint32
}

// recentSize is the number of slots in interner.recent (256 kB).
const recentSize = 1 << 14

// A slot of the table holds an id with its hash and the first 8 bytes
// of its key, so a probe reads one slot: a key of 8 bytes or fewer is
// equal to the slot's when these are (the bytes of a value are
// self-delimiting, so no key is a prefix of another), and a longer one
// is compared in keys only when its first 8 bytes are.
type slot struct {
	hash, id1 uint32 // id1 is id+1; 0 is an empty slot
	head      uint64 // 0 for a value hashed by Hash: no key starts with 0
}

// head is the first 8 bytes of a key, zero-padded.
func head(b []byte) uint64 {
	var a [8]byte
	copy(a[:], b)
	return binary.LittleEndian.Uint64(a[:])
}

func newInterner() *interner {
	const size = 1 << 10
	return &interner{kept: map[uint32]starlark.Value{}, slots: make([]slot, size), mask: size - 1, seed: maphash.MakeSeed(), hashMask: ^uint32(0)}
}

// spread mixes a Starlark hash so linear probing sees well-spread slots
// (Int.Hash is a plain multiple of the value).
func spread(h uint32) uint32 {
	h ^= h >> 16
	h *= 0x7feb352d
	h ^= h >> 15
	return h
}

// key returns the bytes of id, nil for a value hashed by Hash.
func (t *interner) key(id uint32) []byte {
	start := uint32(0)
	if id > 0 {
		start = t.ends[id-1]
	}
	return t.keys[start:t.ends[id]]
}

// id returns the id of v, adding v if it is new. v must be hashable; the
// error is the value's own hashing error.
func (t *interner) id(v starlark.Value) (id uint32, added bool, err error) {
	b, ok, exact := encode(t.buf[:0], v, 0)
	t.buf = b
	var h uint32
	var hd uint64
	if ok {
		h, hd = uint32(maphash.Bytes(t.seed, b)), head(b)
	} else if h, err = v.Hash(); err != nil {
		return 0, false, err
	}
	h &= t.hashMask
	short := ok && len(b) <= 8
	var r *slot // the key's place in recent
	if short && t.recent != nil {
		if r = &t.recent[h&(recentSize-1)]; r.head == hd && r.hash == h {
			return r.id1 - 1, false, nil
		}
	}
	for i := spread(h) & t.mask; ; i = (i + 1) & t.mask {
		s := &t.slots[i]
		if s.id1 == 0 {
			break
		}
		if s.hash != h || s.head != hd {
			continue
		}
		id := s.id1 - 1
		if ok {
			if short || bytes.Equal(t.key(id), b) {
				if r != nil {
					*r = *s
				}
				return id, false, nil
			}
			continue
		}
		eq, err := starlark.Equal(t.kept[id], v)
		if err != nil {
			return 0, false, err
		}
		if eq {
			return id, false, nil
		}
	}
	v.Freeze() // a position must not change once it is a memo key
	id = uint32(len(t.ends))
	if ok {
		t.keys = append(t.keys, b...)
	}
	if !ok || !exact {
		t.kept[id] = v
	}
	t.ends = append(t.ends, uint32(len(t.keys)))
	if 2*len(t.ends) > len(t.slots) {
		t.grow()
	}
	t.place(slot{h, id + 1, hd})
	if r != nil {
		*r = slot{h, id + 1, hd}
	}
	return id, true, nil
}

// maxDepth bounds the nesting of tuples written as bytes; deeper values
// are hashed by Hash.
const maxDepth = 32

// encode appends the bytes of v to b, the same bytes for values that are
// equal in Starlark (1 and 1.0 alike), or reports that v is not made only
// of the types it writes (ok). exact reports that decode gives v back:
// v has no float.
func encode(b []byte, v starlark.Value, depth int) (_ []byte, ok, exact bool) {
	switch v := v.(type) {
	case starlark.Int:
		n, ok := v.Int64()
		if !ok || n >= 1<<62 || n <= -1<<62 { // as floats are: 2^62 == 2.0^62
			return b, false, false
		}
		return binary.AppendVarint(append(b, 'i'), n), true, true
	case starlark.Float:
		f := float64(v)
		switch {
		case math.IsNaN(f) || math.IsInf(f, 0):
			return b, false, false
		case f == math.Trunc(f) && math.Abs(f) < 1<<62:
			return binary.AppendVarint(append(b, 'i'), int64(f)), true, false // 1.0 == 1
		case f == math.Trunc(f):
			return b, false, false // equal to an int hashed by Hash
		}
		return binary.LittleEndian.AppendUint64(append(b, 'f'), math.Float64bits(f)), true, false
	case starlark.String:
		b = binary.AppendUvarint(append(b, 's'), uint64(len(v)))
		return append(b, v...), true, true
	case starlark.Bool:
		if v {
			return append(b, 'T'), true, true
		}
		return append(b, 'F'), true, true
	case starlark.NoneType:
		return append(b, 'N'), true, true
	case starlark.Tuple:
		if depth >= maxDepth {
			return b, false, false
		}
		b = binary.AppendUvarint(append(b, 't'), uint64(len(v)))
		exact := true
		for _, x := range v {
			var ok, ex bool
			if b, ok, ex = encode(b, x, depth+1); !ok {
				return b, false, false
			}
			exact = exact && ex
		}
		return b, true, exact
	}
	return b, false, false
}

// decode reads back a value encode wrote exactly, and returns the rest
// of b.
func decode(b []byte) (starlark.Value, []byte) {
	tag, b := b[0], b[1:]
	switch tag {
	case 'i':
		n, w := binary.Varint(b)
		return starlark.MakeInt64(n), b[w:]
	case 's':
		n, w := binary.Uvarint(b)
		b = b[w:]
		return starlark.String(b[:n]), b[n:]
	case 'T':
		return starlark.True, b
	case 'F':
		return starlark.False, b
	case 'N':
		return starlark.None, b
	case 't':
		n, w := binary.Uvarint(b)
		b = b[w:]
		t := make(starlark.Tuple, n)
		for i := range t {
			t[i], b = decode(b)
		}
		return t, b
	}
	panic("rules: decode of bytes encode did not write")
}

// place puts s into the table, which has room.
func (t *interner) place(s slot) {
	i := spread(s.hash) & t.mask
	for t.slots[i].id1 != 0 {
		i = (i + 1) & t.mask
	}
	t.slots[i] = s
}

// grow doubles the slot table and re-places every slot. A table past
// the caches gets recent.
func (t *interner) grow() {
	if t.recent == nil && len(t.slots) >= 8*recentSize {
		t.recent = new([recentSize]slot)
	}
	old := t.slots
	t.slots = make([]slot, 2*len(old))
	t.mask = uint32(len(t.slots) - 1)
	for _, s := range old {
		if s.id1 != 0 {
			t.place(s)
		}
	}
}

// value returns the value of id: the one interned, or one equal to it
// and of the same types.
func (t *interner) value(id uint32) starlark.Value {
	if v, ok := t.kept[id]; ok {
		return v
	}
	v, _ := decode(t.key(id))
	return v
}

func (t *interner) len() int { return len(t.ends) }
