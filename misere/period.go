package misere

import (
	"github.com/nimber/nimber/heap"
	"github.com/nimber/nimber/period"
)

// Period finds the apparent ultimate period of the genera of heaps 0, 1,
// …, as Sequence returns them, and proves it for games whose moves leave
// at most one heap and take at most t tokens: from heap t on, a heap's
// genus is fixed by the t genera before it, so t genera that recur p heaps
// later recur for ever, and the proof needs the values to n0 + p + t.
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
	t, bounded := r.MaxTake()
	if r.MaxHeaps() <= 1 && bounded {
		proved := func(p period.Period) bool { return p.Preperiod+p.Period+t <= len(ids) }
		if p, ok := period.Find(ids, period.Options{NoSaltus: true, Accept: proved}); ok {
			p.Proved, p.ProvedAt = true, p.Preperiod+p.Period+t
			return p, true
		}
	}
	p, ok := period.Find(ids, period.Options{NoSaltus: true})
	return p, ok && p.Convincing(len(ids))
}
