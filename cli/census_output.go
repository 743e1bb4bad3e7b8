package cli

import (
	"fmt"
	"os"
	"slices"
	"time"

	"github.com/nimber/nimber/census"
	"github.com/nimber/nimber/errs"
)

func runCensusMerge(e *env, args []string) error {
	format := "jsonl"
	fs := newFlags(censusCommand, e)
	fs.StringVar(&format, "format", "jsonl", "jsonl (one JSON line a game) or md (the published tables)")
	files, err := parseFlags(fs, censusCommand, e, args)
	if err != nil {
		return err
	}
	if err := checkFormat(format); err != nil {
		return err
	}
	if len(files) == 0 {
		return errs.Errorf("", errs.Usage, "merge: want the shards' FILES")
	}
	var recs []census.Record
	for _, name := range files {
		f, err := os.Open(name)
		if err != nil {
			return noSuchFile(name, errs.E("merge", errs.IO, err))
		}
		got, complete, err := census.ReadRecords(f, name)
		f.Close()
		if err != nil {
			return err
		}
		if st, err := os.Stat(name); err == nil && st.Size() != complete {
			return errs.Errorf("", errs.Usage, "%s ends in a record cut short: run its shard again to finish it", name)
		}
		recs = append(recs, got...)
	}
	merged, err := census.Merge(recs)
	if err != nil {
		return err
	}
	if format == "md" {
		return census.WriteMarkdown(e.stdout, merged)
	}
	var b []byte
	for _, r := range merged {
		b = append(b, census.Marshal(r)...)
	}
	return write(e.stdout, b)
}

// sortRecords puts recs in the family's order.
func sortRecords(fam census.Family, recs []census.Record) []census.Record {
	order := map[string]int{}
	for i, g := range fam.Games() {
		order[g] = i
	}
	slices.SortFunc(recs, func(a, b census.Record) int { return order[a.Game] - order[b.Game] })
	return recs
}

// censusProgress reports on standard error, every so often, the games
// done, their rate and the time left, from the plan's costs: a census's
// games differ in cost by a factor of a million, so the time left is
// the cost left at the rate the cost done went.
type censusProgress struct {
	e              *env
	every          time.Duration
	what           string
	total, classes int
	games          int
	cost, costDone float64
	start, last    time.Time
}

func newCensusProgress(e *env, every time.Duration, fam census.Family, s census.Shard, todo []*census.Class) *censusProgress {
	what := fam.String()
	if s.Count > 1 {
		what += " shard " + s.String()
	}
	p := &censusProgress{e: e, every: every, what: what, total: len(todo), start: time.Now(), last: time.Now()}
	for _, c := range todo {
		p.cost += c.Cost
	}
	return p
}

// done counts class c, of games games, finished; calls are serialized.
func (p *censusProgress) done(c *census.Class, games int) {
	p.classes++
	p.games += games
	p.costDone += c.Cost
	if p.every <= 0 || time.Since(p.last) < p.every {
		return
	}
	p.last = time.Now()
	el := time.Since(p.start)
	left := "unknown"
	if p.costDone > 0 {
		left = time.Duration(float64(el) * (p.cost - p.costDone) / p.costDone).Round(time.Second).String()
	}
	fmt.Fprintf(p.e.stderr, "census %s: %d of %d classes done (%d games), %.1f classes a second, about %s left\n",
		p.what, p.classes, p.total, p.games, float64(p.classes)/el.Seconds(), left)
}

func (p *censusProgress) finish() {
	if p.every <= 0 {
		return
	}
	fmt.Fprintf(p.e.stderr, "census %s: %d of %d classes done (%d games) in %s\n",
		p.what, p.classes, p.total, p.games, time.Since(p.start).Round(time.Millisecond))
}
