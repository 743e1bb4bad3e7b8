package solve

// blockFrames is the size of a full block of a frameStack: 32K frames,
// 1 MB for small positions.
const blockFrames = 1 << 15

// frameStack is the search stack, held in blocks so that a search
// millions of positions deep never copies the frames below (appending to
// one slice would copy them, 1.25 times the depth in all, each time it
// grows, in long non-preemptible moves).
type frameStack[P comparable] struct {
	top   []frame[P]   // the top block; frames below it are in full
	full  [][]frame[P] // full blocks, bottom first
	spare []frame[P]   // a freed block kept for the next push
	depth int
}

func (st *frameStack[P]) push(f frame[P]) {
	if len(st.top) == cap(st.top) {
		if cap(st.top) < blockFrames {
			st.top = append(st.top, f)
			st.depth++
			return
		}
		st.full = append(st.full, st.top)
		st.top, st.spare = st.spare, nil
		if st.top == nil {
			st.top = make([]frame[P], 0, blockFrames)
		}
	}
	st.top = append(st.top, f)
	st.depth++
}

// peek returns the top frame; the stack is not empty.
func (st *frameStack[P]) peek() *frame[P] { return &st.top[len(st.top)-1] }

// pop removes the top frame and reports whether frames remain.
func (st *frameStack[P]) pop() bool {
	st.top = st.top[:len(st.top)-1]
	st.depth--
	if len(st.top) == 0 && len(st.full) > 0 {
		st.spare = st.top
		st.top = st.full[len(st.full)-1]
		st.full = st.full[:len(st.full)-1]
	}
	return st.depth > 0
}

// all calls yield for every frame, bottom first.
func (st *frameStack[P]) all(yield func(*frame[P])) {
	for _, b := range st.full {
		for i := range b {
			yield(&b[i])
		}
	}
	for i := range st.top {
		yield(&st.top[i])
	}
}

// reset empties the stack, keeping at most one block.
func (st *frameStack[P]) reset() {
	if len(st.full) > 0 {
		st.top = st.full[0]
	}
	st.top, st.full, st.spare, st.depth = st.top[:0], nil, nil, 0
}
