package game

// A SetFamily is a family whose position is a set of the things its
// components cover, not a list of components: a coin game's heads coins,
// a component being one coin or a run of them. Two components may then
// share a coin. As a position is typed, a coin listed twice is one heads
// coin (Union); as a move leaves it, a coin turned over twice is as it
// was, so two cancel (Toggle). Both leave the components of other
// families alone, and return sum itself when no two of the family's
// components share a coin.
type SetFamily interface {
	// Union joins the family's components of sum that share a coin, and
	// says in a note which were joined ("" when none were).
	Union(sum []Component) (out []Component, note string)
	// Toggle replaces the family's components of sum that share a coin
	// by the coins they cover an odd number of times. from gives, for
	// each component of out, the index in sum of the one whose place it
	// takes; it is nil when no two components share a coin.
	Toggle(sum []Component) (out []Component, from []int)
}

// Settle returns sum, the position a move left (Apply), with each
// SetFamily of f having toggled its components (a coin turned over twice
// is as it was), and games, the name of each component's game
// (the Games of an analysis/answer.Report) or nil, kept in step with it.
func Settle(f Family, sum []Component, games []string) ([]Component, []string) {
	fs := []Family{f}
	if s, ok := f.(SumFamily); ok {
		fs = s
	}
	for _, f := range fs {
		s, ok := f.(SetFamily)
		if !ok {
			continue
		}
		out, from := s.Toggle(sum)
		if from == nil {
			continue
		}
		if games != nil {
			kept := make([]string, len(from))
			for i, j := range from {
				kept[i] = games[j]
			}
			games = kept
		}
		sum = out
	}
	return sum, games
}
