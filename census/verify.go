package census

import (
	"context"
	"slices"
	"sync"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/heap"
	"github.com/nimber/nimber/internal/pool"
)

// VerifyOptions tune Verify.
type VerifyOptions struct {
	Jobs int // classes checked at once; 0 means 1
	// Progress, if set, hears how far Verify has got, one call at a
	// time, from the goroutines doing the work: a game's plain values
	// may take minutes.
	Progress func(VerifyProgress)
}

// VerifyProgress is how far Verify has got.
type VerifyProgress struct {
	Done, Total int         // records checked, of all
	Running     []VerifyRun // the games whose plain values are being computed
}

// A VerifyRun is a game whose plain values are being computed: N of
// the Of a record needs.
type VerifyRun struct {
	Game  string
	N, Of int
}

// A Problem is a record that its game's plain values contradict.
type Problem struct {
	Game    string `json:"game"`
	Problem string `json:"problem"`
}

// A Verification is what Verify found.
type Verification struct {
	Records   int       `json:"records"`
	Trivial   int       `json:"trivial"`      // trivial records re-derived
	Solved    int       `json:"solved"`       // solved records re-derived
	Unchecked int       `json:"unchecked"`    // unsolved or stopped: no period to re-derive
	Values    int64     `json:"plain_values"` // plain values computed
	Problems  []Problem `json:"problems"`     // one per difference, in the records' order
}

// Verify re-derives every trivial and solved record of recs from the
// plain values of its game (the textbook mex, not heap's engines):
// that a periodicity theorem proves its period from its preperiod with
// the values it reads (the octal theorem, or the all-but criterion),
// that no shorter period and no earlier preperiod hold, that its class,
// proved_at, largest value, rare positions and nimbers are those of the
// values, and that a record with same_as has the values of that game
// moved by its offset. Unsolved and stopped records are counted, not
// checked. Verify fails with a usage error on a record it cannot read
// (an unknown game or class), and with ctx's error when ctx is done;
// the records' problems are in the Verification.
func Verify(ctx context.Context, recs []Record, opt VerifyOptions) (*Verification, error) {
	v := &Verification{Records: len(recs), Problems: []Problem{}}
	// The records are checked one a job, those the same as one game
	// side by side, so that the plain values of that game, which each
	// of them reads, are computed once and dropped after the last.
	var groups [][]int
	index := map[string]int{}
	for i, rec := range recs {
		if err := readable(rec); err != nil {
			return nil, err
		}
		switch rec.Class {
		case Unsolved, Stopped:
			v.Unchecked++
			continue
		case Trivial:
			v.Trivial++
		case Solved:
			v.Solved++
		}
		key := rec.Game
		if rec.SameAs != "" {
			key = rec.SameAs
		}
		g, ok := index[key]
		if !ok {
			g = len(groups)
			index[key] = g
			groups = append(groups, nil)
		}
		groups[g] = append(groups[g], i)
	}
	order := slices.Concat(groups...)
	values := newSharedPlain()
	for _, i := range order {
		values.use(recs[i], 1)
	}
	jobs := max(opt.Jobs, 1)
	var (
		mu      sync.Mutex
		done    = v.Unchecked
		found   = make([][]string, len(recs))
		running = make([]VerifyRun, jobs) // by job; Game "" when idle
	)
	// report tells opt.Progress that job's run is now r; mu is held.
	report := func(job int, r VerifyRun) {
		running[job] = r
		if opt.Progress == nil {
			return
		}
		p := VerifyProgress{Done: done, Total: len(recs)}
		for _, r := range running {
			if r.Game != "" {
				p.Running = append(p.Running, r)
			}
		}
		opt.Progress(p)
	}
	err := pool.Each(ctx, len(order), jobs, func(ctx context.Context, job, k int) error {
		i := order[k]
		plain := func(ctx context.Context, game string, n int) ([]uint32, error) {
			return values.upTo(ctx, game, n, func(h int) {
				mu.Lock()
				defer mu.Unlock()
				report(job, VerifyRun{game, h, n})
			})
		}
		probs, err := checkRecord(ctx, recs[i], plain)
		if err != nil {
			return err
		}
		values.use(recs[i], -1)
		mu.Lock()
		defer mu.Unlock()
		found[i] = probs
		done++
		report(job, VerifyRun{})
		return nil
	})
	if err != nil {
		return nil, err
	}
	v.Values = values.computed
	for i, probs := range found {
		for _, p := range probs {
			v.Problems = append(v.Problems, Problem{recs[i].Game, p})
		}
	}
	return v, nil
}

// Err is nil when v found no problem, else an error that names the
// records with problems.
func (v *Verification) Err() error {
	if len(v.Problems) == 0 {
		return nil
	}
	var games []string
	for _, p := range v.Problems {
		if len(games) == 0 || games[len(games)-1] != p.Game {
			games = append(games, p.Game)
		}
	}
	return errs.Errorf("", errs.Other, "verify: %d of %d records checked differ from their games' plain values: %s", len(games), v.Trivial+v.Solved, list(games))
}

// readable checks that a record names games and a class Verify knows.
func readable(rec Record) error {
	for _, g := range []string{rec.Game, rec.SameAs} {
		if g == "" {
			continue
		}
		if _, err := heap.Parse(g); err != nil {
			return errs.Errorf("", errs.Usage, "record of %s: %v", rec.Game, err)
		}
	}
	switch rec.Class {
	case Trivial, Solved, Unsolved, Stopped:
		return nil
	}
	return errs.Errorf("", errs.Usage, "record of %s: class %q: want %s, %s, %s or %s", rec.Game, rec.Class, Trivial, Solved, Unsolved, Stopped)
}

// sharedPlain holds the plain values of the games that records being
// checked read, each computed by one job at a time, for as long as a
// record still to be checked reads them.
type sharedPlain struct {
	mu       sync.Mutex
	games    map[string]*sharedGame
	computed int64 // values computed, of games dropped
}

type sharedGame struct {
	mu    sync.Mutex // held while the values are extended
	pv    *plainValues
	users int // records still to be checked that read the game
}

func newSharedPlain() *sharedPlain {
	return &sharedPlain{games: map[string]*sharedGame{}}
}

// use counts that rec reads the values of its game and of the game it is
// the same as (delta 1), or no longer does (−1), and drops values no
// record reads any more.
func (s *sharedPlain) use(rec Record, delta int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, game := range []string{rec.Game, rec.SameAs} {
		if game == "" {
			continue
		}
		g := s.games[game]
		if g == nil {
			g = &sharedGame{}
			s.games[game] = g
		}
		if g.users += delta; g.users == 0 {
			if g.pv != nil {
				s.computed += int64(len(g.pv.vals))
			}
			delete(s.games, game)
		}
	}
}

// upTo is the game's G(0..n−1), computed once whichever job asks first.
func (s *sharedPlain) upTo(ctx context.Context, game string, n int, progress func(h int)) ([]uint32, error) {
	s.mu.Lock()
	g := s.games[game]
	s.mu.Unlock()
	if g == nil {
		// Not counted by use: a game no record names.
		return newPlainValues(rules(game)).upTo(ctx, n, progress)
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.pv == nil {
		g.pv = newPlainValues(rules(game))
	}
	return g.pv.upTo(ctx, n, progress)
}
