package solve

import "math/bits"

// Memo states. A state is what the memo knows about a position: nothing,
// that it is on the search stack, or its value v (stored as v+valued).
const (
	absent     uint32 = 0
	inProgress uint32 = 1
	valued     uint32 = 2
)

// maxValue is the largest value a state can hold.
const maxValue = ^uint32(0) - valued

// denseSlack is how many entries (16 MB) a dense array may have beyond
// four per memoized key, so that games with keys below 4M never hash.
const denseSlack = 1 << 22

// keyTable maps integer keys to states (never absent ones). While the
// keys are small next to their number it is a dense array indexed by key
// (4 bytes an entry, no hashing); otherwise an open-addressing hash table
// with linear probing. It switches between the two as it grows.
type keyTable struct {
	dense   []uint32 // dense[k] is the state of key k
	slots   []slot   // the hash table; len is a power of two
	isDense bool
	shift   uint8 // 64 - log2(len(slots)), for Fibonacci hashing
	count   int   // keys with a state other than absent
	maxKey  uint64
}

// slot is a hash table entry: 12 bytes, as a 64-bit key would pad it to 16.
type slot struct {
	keyLo, keyHi uint32
	state        uint32 // absent marks an empty slot
}

func (s *slot) key() uint64 { return uint64(s.keyHi)<<32 | uint64(s.keyLo) }

func (s *slot) is(k uint64) bool { return s.keyLo == uint32(k) && s.keyHi == uint32(k>>32) }

func newSlot(k uint64, st uint32) slot { return slot{uint32(k), uint32(k >> 32), st} }

func newKeyTable() keyTable { return keyTable{isDense: true} }

// denseLimit is the most entries a dense array may have for n keys: at
// most 16 bytes a key, plus the slack.
func denseLimit(n int) uint64 { return 4*uint64(n) + denseSlack }

func (t *keyTable) get(k uint64) uint32 {
	if k < uint64(len(t.dense)) { // dense is empty in hash mode
		return t.dense[k]
	}
	if t.isDense {
		return absent
	}
	return t.getHashed(k)
}

//go:noinline (so that get, with its dense fast path, inlines)
func (t *keyTable) getHashed(k uint64) uint32 {
	mask := uint64(len(t.slots) - 1)
	for i := t.home(k); ; i = (i + 1) & mask {
		s := &t.slots[i]
		if s.is(k) || s.state == absent {
			return s.state
		}
	}
}

// home is k's preferred slot: the top bits of k times 2^64/φ.
func (t *keyTable) home(k uint64) uint64 {
	return (k * 0x9E3779B97F4A7C15) >> t.shift
}

// put sets the state of k; st is not absent.
func (t *keyTable) put(k uint64, st uint32) {
	if k >= uint64(len(t.dense)) || t.dense[k] == absent {
		t.putNew(k, st)
		return
	}
	t.dense[k] = st
}

// putNew is put for a key not in the dense array (the rest of put, apart
// so that the common case inlines).
func (t *keyTable) putNew(k uint64, st uint32) {
	if t.isDense {
		if k < uint64(len(t.dense)) {
			t.count++
			t.dense[k] = st
			return
		}
		if k >= denseLimit(t.count+1) {
			t.toHash()
			t.put(k, st)
			return
		}
		t.growDense(k)
		t.count++
		t.dense[k] = st
		return
	}
	if 4*(t.count+1) > 3*len(t.slots) {
		t.grow()
		if t.isDense {
			t.put(k, st)
			return
		}
	}
	mask := uint64(len(t.slots) - 1)
	for i := t.home(k); ; i = (i + 1) & mask {
		s := &t.slots[i]
		if s.state == absent {
			*s = newSlot(k, st)
			t.count++
			t.maxKey = max(t.maxKey, k)
			return
		}
		if s.is(k) {
			s.state = st
			return
		}
	}
}

// growDense makes the dense array long enough for key k, at least
// doubling it, within the dense limit.
func (t *keyTable) growDense(k uint64) {
	n := max(2*uint64(len(t.dense)), k+1, 1024)
	n = max(min(n, denseLimit(t.count+1)), k+1)
	grown := make([]uint32, n)
	copy(grown, t.dense)
	t.dense = grown
}

// toHash moves the dense entries into a hash table.
func (t *keyTable) toHash() {
	dense, n := t.dense, t.count
	t.isDense, t.dense, t.count, t.maxKey = false, nil, 0, 0
	t.resize(max(n, 8))
	for k, st := range dense {
		if st != absent {
			t.put(uint64(k), st)
		}
	}
}

// grow makes room in a full hash table: a dense array if the keys are
// small enough, else a hash table twice the size.
func (t *keyTable) grow() {
	old := t.slots
	t.maxKey = 0 // deletions may have lowered it
	for i := range old {
		if old[i].state != absent {
			t.maxKey = max(t.maxKey, old[i].key())
		}
	}
	if t.maxKey < denseLimit(t.count+1) {
		t.isDense, t.slots = true, nil
		t.dense = make([]uint32, max(t.maxKey+1, 1024))
		for _, s := range old {
			if s.state != absent {
				t.dense[s.key()] = s.state
			}
		}
		return
	}
	t.resize(t.count + 1)
	t.count = 0
	for _, s := range old {
		if s.state != absent {
			t.put(s.key(), s.state)
		}
	}
}

// resize replaces the slots by an empty table with room for n keys at
// load 3/4 or less.
func (t *keyTable) resize(n int) {
	b := bits.Len(uint(n * 4 / 3)) // 2^b > 4n/3
	t.slots = make([]slot, 1<<b)
	t.shift = uint8(64 - b)
}

// del forgets k. A hash slot is freed by shifting later entries of the
// same probe run back, so lookups never need tombstones.
func (t *keyTable) del(k uint64) {
	if t.isDense {
		if k < uint64(len(t.dense)) && t.dense[k] != absent {
			t.dense[k] = absent
			t.count--
		}
		return
	}
	mask := uint64(len(t.slots) - 1)
	i := t.home(k)
	for ; !t.slots[i].is(k); i = (i + 1) & mask {
		if t.slots[i].state == absent {
			return
		}
	}
	if t.slots[i].state == absent {
		return
	}
	t.count--
	for j := (i + 1) & mask; t.slots[j].state != absent; j = (j + 1) & mask {
		// The entry at j may fill the hole at i unless its home lies
		// cyclically in (i, j].
		h := t.home(t.slots[j].key())
		if (j-h)&mask >= (j-i)&mask {
			t.slots[i] = t.slots[j]
			i = j
		}
	}
	t.slots[i] = slot{}
}

// bytes is the memory the table holds.
func (t *keyTable) bytes() int64 {
	return 4*int64(cap(t.dense)) + 12*int64(cap(t.slots))
}
