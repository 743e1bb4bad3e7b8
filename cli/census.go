package cli

import (
	"context"
	"os"
	"runtime"
	"time"

	"github.com/nimber/nimber/analysis"
	"github.com/nimber/nimber/analysis/status"
	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/internal/count"
	"github.com/nimber/nimber/internal/pathflag"
	"github.com/nimber/nimber/internal/progress"
)

var censusCommand = &command{
	name:    "census",
	usage:   "census [flags] FAMILY (--digits N | --max N)\n       nimber census merge [--format md] FILES...\n       nimber census verify [--json] [--jobs N] FILES...",
	summary: "classify every game of a family of heap games: trivial, solved or unsolved, sharded over a cluster",
	help:    helpText("census"),
}

func init() {
	censusCommand.run = runCensus
	register(censusCommand)
}

// censusConfig is a census command line.
type censusConfig struct {
	timeout  time.Duration
	lim      analysis.CensusLimits
	digits   int
	maxSet   int
	shard    string
	shards   int
	out      string
	format   string
	jobs     int
	progress progress.Flag
}

func runCensus(ctx context.Context, e *env, args []string) error {
	if len(args) > 0 && args[0] == "merge" {
		return runCensusMerge(ctx, e, args[1:])
	}
	if len(args) > 0 && args[0] == "verify" {
		return runCensusVerify(ctx, e, args[1:])
	}
	cfg := censusConfig{lim: analysis.CensusLimits{To: 1 << 20, Workers: 1}}
	var maxMemory uint64
	fs := newFlags(censusCommand, e)
	fs.IntVar(&cfg.digits, "digits", 0, "octal, hex: codes of up to `N` digits after the point")
	fs.IntVar(&cfg.maxSet, "max", 0, "subtraction, allbut: sets inside {1..`N`}")
	fs.Var(count.Flag[int]{P: &cfg.lim.To}, "to", "compute each game to at most `N` values, e.g. 2^20")
	addTimeout(fs, &cfg.timeout)
	fs.DurationVar(&cfg.lim.TimePerGame, "time-per-game", 0, "stop a game after this wall-clock `time`, e.g. 5m, and record it as stopped (0: no limit)")
	fs.Var(count.Flag[uint64]{P: &maxMemory}, "max-memory", "stop a game whose values would need more than `BYTES`, e.g. 1e9 (0: no limit)")
	fs.IntVar(&cfg.lim.Workers, "workers", 1, "goroutines per game (two at most help)")
	fs.IntVar(&cfg.jobs, "jobs", runtime.GOMAXPROCS(0), "games computed at once")
	fs.StringVar(&cfg.shard, "shard", "", "compute shard `i/n` of the census (default: from Slurm or Kubernetes, else all)")
	fs.IntVar(&cfg.shards, "shards", 0, "the number of shards: of a Kubernetes Indexed Job, or of a Slurm array of which some tasks run again (default: $"+analysis.CensusShardsEnv+")")
	fs.StringVar(&cfg.out, "out", "", "append each game to `FILE` as it is done; skip the games already in it")
	fs.StringVar(&cfg.format, "format", "jsonl", "jsonl (one JSON line a game) or md (the published tables; at the end)")
	fs.Var(&cfg.progress, "progress", "report progress on standard error: the games running, every 2s or as given (e.g. 10s),\non a terminal or if given; else a line as games end; 0 or false: never")
	pos, err := parseFlags(fs, censusCommand, e, args)
	if err != nil {
		return err
	}
	if ctx, err = e.bound(ctx, cfg.timeout); err != nil {
		return err
	}
	cfg.lim.MaxMemory = int64(maxMemory)
	if len(pos) != 1 {
		return errs.Errorf("", errs.Usage, "want one FAMILY (octal, hex, subtraction or allbut); got %d arguments", len(pos))
	}
	fam, err := analysis.CensusFamilyOf(pos[0], cfg.digits, cfg.maxSet, flagName)
	if err != nil {
		return err
	}
	if err := checkFormat(cfg.format); err != nil {
		return err
	}
	if err := analysis.CheckCensus(cfg.lim, cfg.jobs, cfg.shards, flagName); err != nil {
		return err
	}
	if cfg.out != "" {
		if err := pathflag.Out("--out", cfg.out, "a file to append the games to"); err != nil {
			return err
		}
	}
	shard, err := analysis.CensusShardOf(cfg.shard, cfg.shards, os.Getenv, flagName)
	if err != nil {
		return err
	}
	ctx, stop := interruptContext(ctx)
	defer stop()
	out, live := e.censusStream(cfg.progress)
	prog := status.NewCensus(fam, shard, out, live)
	defer prog.Finish()
	if prog.Live() {
		cfg.lim.Progress = prog.At
	}
	var all []analysis.CensusRecord
	err = analysis.Census(ctx, analysis.CensusRequest{
		Family: fam, Shard: shard, Limits: cfg.lim, Jobs: cfg.jobs, Out: cfg.out,
		Planned: prog.Plan, Started: prog.Started,
		Done: func(c *analysis.CensusClass, recs []analysis.CensusRecord) error {
			prog.Done(c, recs)
			switch {
			case cfg.out != "":
				return nil
			case cfg.format == "md":
				all = append(all, recs...)
				return nil
			}
			return write(e.stdout, analysis.CensusLines(recs))
		},
	})
	prog.Finish() // before the tables, which a terminal shows too
	if err != nil {
		return err
	}
	if cfg.out == "" && cfg.format == "md" {
		return analysis.WriteCensusMarkdown(e.stdout, analysis.SortCensus(fam, all))
	}
	return nil
}

// censusStream is where a census's progress goes: live on a terminal,
// or with --progress given; else a line as classes end, at most every
// 2 s, as a log wants; with --progress=false (or 0), nowhere.
func (e *env) censusStream(p progress.Flag) (out status.Stream, live bool) {
	switch {
	case p.Given && !p.On:
		return status.Stream{}, false
	case p.Given || e.terminal(e.stderr):
		out = e.stream(p, 2*time.Second)
		out.Always = true
		return out, true
	}
	return status.Stream{W: e.stderr, Every: e.interval(p, 2*time.Second)}, false
}

func checkFormat(f string) error {
	if f != "jsonl" && f != "md" {
		return errs.Errorf("", errs.Usage, "--format %q: want jsonl or md", f)
	}
	return nil
}
