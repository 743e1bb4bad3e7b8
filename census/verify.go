package census

import (
	"context"
	"sync"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/heap"
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
	// A class, a representative and the games the same as it, is
	// checked by one job, which computes each game's values once.
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
	err := eachGroup(ctx, len(groups), jobs, func(ctx context.Context, job, g int) error {
		cache := map[string]*plainValues{}
		plain := func(ctx context.Context, game string, n int) ([]uint32, error) {
			pv := cache[game]
			if pv == nil {
				pv = newPlainValues(rules(game))
				cache[game] = pv
			}
			return pv.upTo(ctx, n, func(h int) {
				mu.Lock()
				defer mu.Unlock()
				report(job, VerifyRun{game, h, n})
			})
		}
		for _, i := range groups[g] {
			probs, err := checkRecord(ctx, recs[i], plain)
			if err != nil {
				return err
			}
			mu.Lock()
			found[i] = probs
			done++
			report(job, VerifyRun{})
			mu.Unlock()
		}
		mu.Lock()
		defer mu.Unlock()
		for _, pv := range cache {
			v.Values += int64(len(pv.vals))
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
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

// eachGroup calls do(ctx, job, g) for g = 0, ..., n−1 on jobs
// goroutines, job 0 to jobs−1, and returns the first error, which
// cancels the ctx they are passed.
func eachGroup(ctx context.Context, n, jobs int, do func(ctx context.Context, job, g int) error) error {
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	next := make(chan int)
	var wg sync.WaitGroup
	for job := range jobs {
		wg.Go(func() {
			for g := range next {
				if err := do(ctx, job, g); err != nil {
					cancel(err)
				}
			}
		})
	}
feed:
	for g := range n {
		select {
		case next <- g:
		case <-ctx.Done():
			break feed
		}
	}
	close(next)
	wg.Wait()
	return context.Cause(ctx)
}
