package misere

import (
	"github.com/nimber/nimber/heap"
	"github.com/nimber/nimber/period"
)

// Period finds the apparent ultimate period of the genera of heaps 0, 1,
// …, as Sequence returns them, and proves it for games whose moves leave
// at most one heap and take at most t tokens: past heap t, a heap's genus
// is fixed by the t genera before it, so t genera from heap 1 on that
// recur p heaps later recur for ever, and the proof needs the values to
// max(n0, 1) + p + t.
// Games that split heaps have no such theorem: their period is apparent.
func Period(r *heap.Rules, genera []Genus) (period.Period, bool) {
	ids := make([]uint32, len(genera))
	byText := map[string]uint32{}
	for i, g := range genera {
		k := g.String()
		id, ok := byText[k]
		if !ok {
			id = uint32(len(byText))
			byText[k] = id
		}
		ids[i] = id
	}
	t, _ := r.MaxTake()
	// Heap t itself may have a move the later ones lack (taking all t
	// tokens), so the windows compared start at heap 1 or later.
	need := func(p period.Period) int { return max(p.Preperiod, 1) + p.Period + t }
	if Provable(r) {
		proved := func(p period.Period) bool { return need(p) <= len(ids) }
		if p, ok := period.Find(ids, period.Options{NoSaltus: true, Accept: proved}); ok {
			p.Proved, p.ProvedAt = true, need(p)
			return p, true
		}
	}
	p, ok := period.Find(ids, period.Options{NoSaltus: true})
	return p, ok && p.Convincing(len(ids))
}

// Provable reports whether Period can prove a period of r's genera: r's
// moves leave at most one heap and take at most a bounded number of
// tokens.
func Provable(r *heap.Rules) bool {
	_, bounded := r.MaxTake()
	return r.MaxHeaps() <= 1 && bounded
}
