package cli

import (
	"fmt"
	"os"
	"slices"
	"sync"
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

// censusProgress reports games done, their rate and the time left on
// standard error, every so often.
type censusProgress struct {
	e              *env
	every          time.Duration
	what           string
	total, classes int
	games          int
	start, last    time.Time
	mu             sync.Mutex
}

func newCensusProgress(e *env, every time.Duration, fam census.Family, s census.Shard, classes int) *censusProgress {
	what := fam.String()
	if s.Count > 1 {
		what += " shard " + s.String()
	}
	now := time.Now()
	return &censusProgress{e: e, every: every, what: what, total: classes, start: now, last: now}
}

// done counts a class of games finished.
func (p *censusProgress) done(games int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.classes++
	p.games += games
	if p.every <= 0 || time.Since(p.last) < p.every {
		return
	}
	p.last = time.Now()
	el := time.Since(p.start).Seconds()
	rate := float64(p.classes) / el
	eta := time.Duration(float64(p.total-p.classes)/rate) * time.Second
	fmt.Fprintf(p.e.stderr, "census %s: %d of %d computed (%d games), %.1f a second, %s left at that rate\n",
		p.what, p.classes, p.total, p.games, rate, eta.Round(time.Second))
}

func (p *censusProgress) finish() {
	if p.every <= 0 {
		return
	}
	fmt.Fprintf(p.e.stderr, "census %s: %d of %d computed (%d games) in %s\n",
		p.what, p.classes, p.total, p.games, time.Since(p.start).Round(time.Millisecond))
}
