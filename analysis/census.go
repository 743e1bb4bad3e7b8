package analysis

import (
	"cmp"
	"context"
	"slices"
	"sync"

	"github.com/nimber/nimber/census"
	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/internal/pool"
)

// The census's own types, which a front fills in and renders.
type (
	CensusFamily = census.Family
	CensusShard  = census.Shard
	CensusLimits = census.Limits
	CensusClass  = census.Class
	CensusRecord = census.Record
)

// The classes of a census record.
const (
	CensusTrivial  = census.Trivial
	CensusSolved   = census.Solved
	CensusUnsolved = census.Unsolved
	CensusStopped  = census.Stopped
)

// CensusShardsEnv is the environment variable that gives the number of
// shards of a Kubernetes Indexed Job.
const CensusShardsEnv = census.ShardsEnv

// ParseCensusFamily returns the family of games kind ("octal", "hex",
// "subtraction", "allbut") of the given size.
func ParseCensusFamily(kind string, size int) (CensusFamily, error) {
	return census.ParseFamily(kind, size)
}

// ParseCensusShard parses a shard "i/n".
func ParseCensusShard(v string) (CensusShard, error) { return census.ParseShard(v) }

// CensusShardFromEnv returns the shard that a Slurm job array or a
// Kubernetes Indexed Job assigns through getenv (every game if neither
// does); shards, if not 0, is the number of shards.
func CensusShardFromEnv(getenv func(string) string, shards int) (CensusShard, error) {
	return census.ShardFromEnv(getenv, shards)
}

// A CensusRequest asks for a census: each class of games of Family in
// Shard, computed within Limits, Jobs classes at once.
type CensusRequest struct {
	Family CensusFamily
	Shard  CensusShard
	Limits CensusLimits
	Jobs   int
	// Out, if set, is a file that each class's records are appended to as
	// it is done; the games already in it are not computed again.
	Out string
	// Planned hears the classes to compute once the plan has estimated
	// their costs; Started hears each class as it starts.
	Planned func([]*CensusClass)
	Started func(*CensusClass)
	// Done gets each class's records as it is finished, after they are in
	// Out, one call at a time.
	Done func(*CensusClass, []CensusRecord) error
}

// Census computes the classes req asks for. It stops at the first error,
// from a class or from Done, or when ctx is done, with an error that says
// why and how to go on from Out.
func Census(ctx context.Context, req CensusRequest) error {
	err := runCensus(ctx, req)
	if err != nil && ctx.Err() != nil {
		err = censusInterrupted(ctx, req.Out)
	}
	return err
}

func runCensus(ctx context.Context, req CensusRequest) error {
	plan, err := census.NewPlan(ctx, req.Family, req.Limits)
	if err != nil {
		return err
	}
	todo := plan.Shard(req.Shard)
	if req.Out != "" {
		file, err := census.OpenShardFile(req.Out, req.Family, req.Limits.To)
		if err != nil {
			return err
		}
		defer file.Close()
		todo = slices.DeleteFunc(todo, func(c *census.Class) bool { return !file.Todo(c) })
		done := req.Done
		req.Done = func(c *census.Class, recs []census.Record) error {
			if err := file.Append(recs); err != nil {
				return err
			}
			return done(c, recs)
		}
	}
	if req.Planned != nil {
		req.Planned(todo)
	}
	return runClasses(ctx, plan, todo, req)
}

// runClasses computes the classes on req.Jobs goroutines, calling
// req.Started as each starts and passing each class's records to
// req.Done, one call at a time, as it is finished.
func runClasses(ctx context.Context, plan *census.Plan, todo []*census.Class, req CensusRequest) error {
	if req.Jobs > 1 {
		// Costliest first, so that the last game to start is a short one
		// and the jobs end together; one job ends when the sum is done.
		todo = slices.Clone(todo)
		slices.SortStableFunc(todo, func(a, b *census.Class) int { return cmp.Compare(b.Cost, a.Cost) })
	}
	var mu sync.Mutex
	return pool.Each(ctx, len(todo), req.Jobs, func(ctx context.Context, _, i int) error {
		c := todo[i]
		if req.Started != nil {
			req.Started(c)
		}
		return runClass(ctx, plan, c, func(recs []census.Record) error {
			mu.Lock()
			defer mu.Unlock()
			return req.Done(c, recs)
		})
	})
}

// runClass computes c and passes its records to done. A panic, a bug in
// nimber, becomes an error naming the game, as the command line's recover
// does on the main goroutine.
func runClass(ctx context.Context, plan *census.Plan, c *census.Class, done func([]census.Record) error) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = errs.Errorf("census", errs.Internal, "%s: %v (this is a bug; please report it with the command line)", c.Games[0], p)
		}
	}()
	recs, err := census.Run(ctx, plan.Family, c, plan.Limits)
	if err != nil {
		return err
	}
	return done(recs)
}
