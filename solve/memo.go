package solve

// memo maps positions to values. With a key function it uses a map from
// integer keys; otherwise a map of positions.
type memo[P comparable] struct {
	key   func(P) uint64
	byKey map[uint64]uint32
	byPos map[P]uint32
}

func newMemo[P comparable](key func(P) uint64) memo[P] {
	if key != nil {
		return memo[P]{key: key, byKey: make(map[uint64]uint32)}
	}
	return memo[P]{byPos: make(map[P]uint32)}
}

func (m *memo[P]) get(p P) (uint32, bool) {
	if m.key != nil {
		v, ok := m.byKey[m.key(p)]
		return v, ok
	}
	v, ok := m.byPos[p]
	return v, ok
}

func (m *memo[P]) put(p P, v uint32) {
	if m.key != nil {
		m.byKey[m.key(p)] = v
		return
	}
	m.byPos[p] = v
}

func (m *memo[P]) del(p P) {
	if m.key != nil {
		delete(m.byKey, m.key(p))
		return
	}
	delete(m.byPos, p)
}

func (m *memo[P]) len() int {
	if m.key != nil {
		return len(m.byKey)
	}
	return len(m.byPos)
}
