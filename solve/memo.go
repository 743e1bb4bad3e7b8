package solve

// memo maps positions to states (see table.go). With a key function it
// keeps a keyTable of the keys; otherwise a map of the positions.
type memo[P comparable] struct {
	key   func(P) uint64
	keys  keyTable
	byPos map[P]uint32
}

func newMemo[P comparable](key func(P) uint64) memo[P] {
	if key != nil {
		return memo[P]{key: key, keys: newKeyTable()}
	}
	return memo[P]{byPos: make(map[P]uint32)}
}

// get returns the state of p and, when keyed, its key (to hand back to
// put and del without calling Key again).
func (m *memo[P]) get(p P) (st uint32, k uint64) {
	if m.key != nil {
		k = m.key(p)
		return m.keys.get(k), k
	}
	return m.byPos[p], 0
}

func (m *memo[P]) put(p P, k uint64, st uint32) {
	if m.key != nil {
		m.keys.put(k, st)
		return
	}
	m.byPos[p] = st
}

func (m *memo[P]) del(p P, k uint64) {
	if m.key != nil {
		m.keys.del(k)
		return
	}
	delete(m.byPos, p)
}

func (m *memo[P]) len() int {
	if m.key != nil {
		return m.keys.count
	}
	return len(m.byPos)
}
