package misere

import (
	"bytes"
	"encoding/binary"
)

// sumTable maps sums of heaps (largest first) to genus ids: open
// addressing over one byte array that holds every sum as a key (its
// length, then its heaps, as uvarints). Against Go's map with a string per
// key: Kayles to heap 70 (1.14M sums) took 11.8–12.3 s and 104–109 MB
// against 14.8–15.0 s and 113 MB, two runs each.
type sumTable struct {
	slots []slot // a power of two, at most three quarters full
	keys  []byte // keys[0] is unused: at = 0 marks an empty slot
	key   []byte // the key being looked up
	n     int    // sums held
}

type slot struct {
	at  uint32 // the key starts at keys[at]
	id  uint32
	tag uint32 // the hash's high bits, to skip most comparisons
}

// encode writes sum's key into t.key and returns its hash.
func (t *sumTable) encode(sum []uint32) uint64 {
	t.key = binary.AppendUvarint(t.key[:0], uint64(len(sum)))
	for _, x := range sum {
		t.key = binary.AppendUvarint(t.key, uint64(x))
	}
	return hashKey(t.key)
}

func hashKey(key []byte) uint64 {
	h := uint64(0x9E3779B97F4A7C15)
	for _, b := range key {
		h = (h ^ uint64(b)) * 0xBF58476D1CE4E5B9
	}
	return h ^ h>>29
}

// keyAt returns the key that starts at keys[at].
func (t *sumTable) keyAt(at uint32) []byte {
	n, w := binary.Uvarint(t.keys[at:])
	end := int(at) + w
	for range n {
		_, w := binary.Uvarint(t.keys[end:])
		end += w
	}
	return t.keys[at:end]
}

// get returns the id held for sum.
func (t *sumTable) get(sum []uint32) (uint32, bool) {
	h := t.encode(sum)
	if len(t.slots) == 0 {
		return 0, false
	}
	mask := uint64(len(t.slots) - 1)
	for i := h & mask; ; i = (i + 1) & mask {
		s := &t.slots[i]
		if s.at == 0 {
			return 0, false
		}
		if s.tag == uint32(h>>32) && bytes.HasPrefix(t.keys[s.at:], t.key) {
			return s.id, true
		}
	}
}

// put holds id for sum, which it does not hold yet.
func (t *sumTable) put(sum []uint32, id uint32) {
	if len(t.keys) == 0 {
		t.keys = append(t.keys, 0)
	}
	if 4*(t.n+1) > 3*len(t.slots) {
		t.grow()
	}
	h := t.encode(sum)
	t.insert(slot{at: uint32(len(t.keys)), id: id, tag: uint32(h >> 32)}, h)
	t.keys = append(t.keys, t.key...)
	t.n++
}

func (t *sumTable) insert(s slot, h uint64) {
	mask := uint64(len(t.slots) - 1)
	i := h & mask
	for t.slots[i].at != 0 {
		i = (i + 1) & mask
	}
	t.slots[i] = s
}

func (t *sumTable) grow() {
	old := t.slots
	t.slots = make([]slot, max(1024, 2*len(old)))
	for _, s := range old {
		if s.at != 0 {
			t.insert(s, hashKey(t.keyAt(s.at)))
		}
	}
}
