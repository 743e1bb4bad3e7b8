package census

import "github.com/nimber/nimber/heap"

// The classes of a game, as the published tables sort them.
const (
	Trivial  = "trivial"  // period proved from at most TrivialBound values
	Solved   = "solved"   // period proved, from more values
	Unsolved = "unsolved" // no proof within Limits.To values
	Stopped  = "limit"    // a time or memory limit stopped it first
)

// TrivialBound is the most values from which a proof makes a game
// trivial: TrivialGames.md's games are those "solved by looking at the
// first 1000 nimbers".
const TrivialBound = 1000

// A Record is one game of a census: one line of a shard's file.
type Record struct {
	Game   string `json:"game"`
	Family string `json:"family"`
	To     int    `json:"to"` // the census's --to, the same in every record
	Class  string `json:"class"`
	// SameAs is the representative computed for this game when it is not
	// the representative itself, and Offset the shift between them:
	// G(n) = G_SameAs(n − Offset), and G(n) = 0 below Offset.
	SameAs string `json:"same_as,omitempty"`
	Offset int    `json:"offset,omitempty"`
	Limit  string `json:"limit,omitempty"` // "time" or "memory" when Class is Stopped
	N      int    `json:"n"`               // the values the statistics are of
	*heap.Period
	heap.Stats
	// Nimbers is the sequence of a trivial game as TrivialGames.md writes
	// it, prefix(period) in base 36, when every value of it is below 36.
	Nimbers string `json:"nimbers,omitempty"`
}
