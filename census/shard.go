package census

import (
	"context"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/heap"
)

// A Shard is one of Count shares of a census, Index from 0.
type Shard struct{ Index, Count int }

// All is the whole census as one shard.
var All = Shard{0, 1}

func (s Shard) String() string { return fmt.Sprintf("%d/%d", s.Index, s.Count) }

// ParseShard reads "i/n", 0 ≤ i < n.
func ParseShard(v string) (Shard, error) {
	i, n, ok := strings.Cut(v, "/")
	si, err1 := strconv.Atoi(i)
	sn, err2 := strconv.Atoi(n)
	if !ok || err1 != nil || err2 != nil {
		return Shard{}, errs.Errorf("", errs.Usage, "shard %q: want i/n, e.g. 0/4", v)
	}
	return checkShard(si, sn, v)
}

func checkShard(i, n int, from string) (Shard, error) {
	if n < 1 || i < 0 || i >= n {
		return Shard{}, errs.Errorf("", errs.Usage, "shard %s: want 0 ≤ i < n", from)
	}
	return Shard{i, n}, nil
}

// ShardsEnv is the variable that gives the number of shards of a
// Kubernetes Indexed Job, whose pods see only their JOB_COMPLETION_INDEX.
const ShardsEnv = "NIMBER_CENSUS_SHARDS"

// ShardFromEnv finds the shard in a scheduler's environment (getenv):
// a Slurm job array's SLURM_ARRAY_TASK_ID, counted by shards or
// ShardsEnv when given (an array of a few of the tasks, run again:
// --array=2 of four), else by SLURM_ARRAY_TASK_COUNT or from
// SLURM_ARRAY_TASK_MIN to _MAX; or a
// Kubernetes Indexed Job's JOB_COMPLETION_INDEX, counted by shards when
// it is not 0, else by ShardsEnv. It returns All outside a scheduler.
func ShardFromEnv(getenv func(string) string, shards int) (Shard, error) {
	atoi := func(name string) (int, bool, error) {
		v := getenv(name)
		if v == "" {
			return 0, false, nil
		}
		n, err := strconv.Atoi(v)
		if err != nil {
			return 0, false, errs.Errorf("", errs.Usage, "%s=%q: want a whole number", name, v)
		}
		return n, true, nil
	}
	if id, ok, err := atoi("SLURM_ARRAY_TASK_ID"); ok || err != nil {
		if err != nil {
			return Shard{}, err
		}
		if shards == 0 {
			n, _, err := atoi(ShardsEnv)
			if err != nil {
				return Shard{}, err
			}
			shards = n
		}
		if shards > 0 {
			// The task's index is the shard's: the array given may be
			// any of the shards, run again.
			return checkShard(id, shards, fmt.Sprintf("SLURM_ARRAY_TASK_ID=%d of %d shards", id, shards))
		}
		lo, hasLo, err1 := atoi("SLURM_ARRAY_TASK_MIN")
		hi, hasHi, err2 := atoi("SLURM_ARRAY_TASK_MAX")
		count, hasCount, err3 := atoi("SLURM_ARRAY_TASK_COUNT")
		if err := errorsOf(err1, err2, err3); err != nil {
			return Shard{}, err
		}
		switch {
		case hasLo && hasHi && hasCount && count != hi-lo+1:
			return Shard{}, errs.Errorf("", errs.Usage, "SLURM_ARRAY_TASK_MIN..MAX is %d..%d but SLURM_ARRAY_TASK_COUNT is %d: a census needs a contiguous array (--array=0-%d)", lo, hi, count, count-1)
		case hasCount:
		case hasLo && hasHi:
			count = hi - lo + 1
		default:
			return Shard{}, errs.Errorf("", errs.Usage, "SLURM_ARRAY_TASK_ID is set without SLURM_ARRAY_TASK_COUNT or SLURM_ARRAY_TASK_MIN/MAX")
		}
		return checkShard(id-lo, count, fmt.Sprintf("SLURM_ARRAY_TASK_ID=%d of %d", id, count))
	}
	if idx, ok, err := atoi("JOB_COMPLETION_INDEX"); ok || err != nil {
		if err != nil {
			return Shard{}, err
		}
		if shards == 0 {
			n, ok, err := atoi(ShardsEnv)
			if err != nil {
				return Shard{}, err
			}
			if !ok {
				return Shard{}, errs.Errorf("", errs.Usage, "JOB_COMPLETION_INDEX is set but not the number of shards: give --shards or %s (the job's completions)", ShardsEnv)
			}
			shards = n
		}
		return checkShard(idx, shards, fmt.Sprintf("JOB_COMPLETION_INDEX=%d of %d", idx, shards))
	}
	if shards > 1 {
		return Shard{}, errs.Errorf("", errs.Usage, "--shards %d without a shard index: give --shard i/%d, or run under a Slurm array or a Kubernetes Indexed Job", shards, shards)
	}
	return All, nil
}

func errorsOf(es ...error) error {
	for _, e := range es {
		if e != nil {
			return e
		}
	}
	return nil
}

// A Plan is a census's classes with their expected costs.
type Plan struct {
	Family  Family
	Limits  Limits
	Classes []*Class // in the family's order
}

// probeLength is how far a class is computed to guess its cost: most
// classes are proved by then (the trivial games, in well under a
// millisecond each); the rest are computed twice as far again, to see
// whether their rare values stay few or keep coming.
const probeLength = 1 << 12

// NewPlan groups fam's games into classes and estimates their costs.
// Every shard of a census makes the same plan: the estimate depends on
// the games and lim only, not on the machine's speed.
func NewPlan(ctx context.Context, fam Family, lim Limits) (*Plan, error) {
	p := &Plan{Family: fam, Limits: lim, Classes: classes(fam.Games())}
	for _, c := range p.Classes {
		cost, err := estimate(ctx, rules(c.Games[0]), lim)
		if err != nil {
			return nil, err
		}
		c.Cost = cost
	}
	return p, nil
}

// Cost units: a value costs about baseCost plus one per rare position
// before it with the rare-value method; unitsPerSecond is what one core
// of the Zen 4 measured does (0.04 to 2^20: 1.3e11 units in 72 s).
const (
	baseCost       = 3000
	unitsPerSecond = 1.8e9
)

// estimate guesses the cost of computing r as lim asks. A game whose
// moves leave three heaps takes the full mex, about n³/100 units to n
// values; another one, proved within the probe, costs what it took; the
// others cost baseCost per value plus their rare positions, which grow
// from the probe's count as fast as they grew in the probe's second half
// (0.04 and 0.06 keep finding rare values; 0.74 does not). A time limit
// caps the cost.
func estimate(ctx context.Context, r *heap.Rules, lim Limits) (float64, error) {
	to := float64(lim.To)
	var cost float64
	if r.MaxHeaps() == 3 {
		cost = to * to * to / 100
	} else {
		e := heap.NewEngine(r, heap.Options{})
		defer e.Close()
		per, err := e.ExtendUntilProved(ctx, min(probeLength, lim.To), heap.Steps{})
		if err != nil {
			return 0, err
		}
		n1, r1 := e.Len(), e.Stats().RareCount
		if per != nil || n1 >= lim.To {
			return float64(n1) * baseCost, nil
		}
		if err := e.Extend(ctx, min(2*n1, lim.To)); err != nil {
			return 0, err
		}
		n2, r2 := e.Len(), e.Stats().RareCount
		slope := float64(max(0, r2-r1)) / float64(n2-n1)
		cost = to*(baseCost+float64(r2)) + slope*(to-float64(n2))*(to-float64(n2))/2
	}
	if lim.TimePerGame > 0 {
		cost = min(cost, lim.TimePerGame.Seconds()*unitsPerSecond)
	}
	return cost, nil
}

// Shard returns the classes of shard s: the classes, costliest first
// (then in the family's order), each go to the shard with the least cost
// so far, the lowest index on a tie. It returns them in the family's order.
func (p *Plan) Shard(s Shard) []*Class {
	order := make([]int, len(p.Classes))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return p.Classes[order[a]].Cost > p.Classes[order[b]].Cost })
	load := make([]float64, s.Count)
	mine := make([]bool, len(p.Classes))
	for _, i := range order {
		least := 0
		for j := range load {
			if load[j] < load[least] {
				least = j
			}
		}
		load[least] += p.Classes[i].Cost
		mine[i] = least == s.Index
	}
	var out []*Class
	for i, c := range p.Classes {
		if mine[i] {
			out = append(out, c)
		}
	}
	return out
}
