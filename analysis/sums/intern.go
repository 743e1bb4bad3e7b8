package sums

import (
	"context"
	"encoding/binary"
	"slices"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
)

// The searches of whole sums (misère play, positions that repeat) share
// this: a sum is the sorted ids of its components that still have moves,
// the components numbered as they are met.

// An interner numbers the components a search of sums meets, by
// componentKey, listing each one's options when it is first met.
type interner struct {
	ids  map[string]int32
	opts [][]game.Option // by id
}

// intern returns c's id, and whether c was met for the first time.
func (t *interner) intern(ctx context.Context, c game.Component) (id int32, isNew bool, err error) {
	key := componentKey(c)
	if id, ok := t.ids[key]; ok {
		return id, false, nil
	}
	m, ok := c.(game.Mover)
	if !ok {
		return 0, false, errs.Errorf("misère analysis", errs.Unknown, "component %s cannot list its moves, so its misère sums cannot be searched", c)
	}
	opts, err := m.Options(ctx)
	if err != nil {
		return 0, false, err
	}
	if t.ids == nil {
		t.ids = map[string]int32{}
	}
	id = int32(len(t.opts))
	t.ids[key] = id
	t.opts = append(t.opts, opts)
	return id, true, nil
}

// appendSumKey appends the ids of a sum as bytes, to key a map.
func appendSumKey(b []byte, sum []int32) []byte {
	for _, id := range sum {
		b = binary.AppendUvarint(b, uint64(id))
	}
	return b
}

// replace returns the sorted sum with one copy of id replaced by parts.
func replace(sum []int32, id int32, parts []int32) []int32 {
	next := make([]int32, 0, len(sum)-1+len(parts))
	removed := false
	for _, x := range sum {
		if x == id && !removed {
			removed = true
			continue
		}
		next = append(next, x)
	}
	next = append(next, parts...)
	slices.Sort(next)
	return next
}
