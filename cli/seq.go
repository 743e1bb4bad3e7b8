package cli

import (
	"context"
	"flag"
	"time"

	"github.com/nimber/nimber/analysis"
	"github.com/nimber/nimber/analysis/status"
	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/internal/count"
	"github.com/nimber/nimber/internal/progress"
)

var seqCommand = &command{
	name:    "seq",
	usage:   "seq [flags] GAME",
	summary: "the nim-sequence G(0), G(1), … of a heap game, its period, a file or a plot",
	help:    helpText("seq"),
}

func init() {
	seqCommand.run = runSeq
	register(seqCommand)
}

const maxPlotted = 1 << 22

// seqConfig is the seq command line, parsed.
type seqConfig struct {
	timeout  time.Duration
	to       int
	toGiven  bool
	period   bool
	progress bool          // progress shows (prog)
	prog     progress.Flag // --progress as given
	out      string
	resume   string
	stats    bool
	json     bool
	noValues bool
	plotPath string
	workers  int
	spill    string
	rules    *analysis.HeapRules
	misere   bool
	maxSums  int
	maxElems int    // with --quotient: the most elements of a candidate
	maxMem   int64  // with --quotient: the most bytes the process may hold
	quotient bool   // with misere: the misère quotient
	emit     string // a language to write G(n) in, from the period
	rec      recordFlags
}

func runSeq(ctx context.Context, e *env, args []string) error {
	var cfg seqConfig
	var to string
	fs := newFlags(seqCommand, e)
	fs.StringVar(&to, "to", "", "compute G(0) to G(`N`-1), e.g. 1000, 1e6, 2^28")
	fs.BoolVar(&cfg.period, "period", false, "find the period and prove it")
	fs.Var(&cfg.prog, "progress", progress.Usage)
	fs.StringVar(&cfg.out, "out", "", "write the values to sequence `FILE` as the run goes")
	fs.StringVar(&cfg.resume, "resume", "", "continue the run saved in sequence `FILE`")
	fs.BoolVar(&cfg.stats, "stats", false, "print the largest value, rare mask and rare positions")
	fs.BoolVar(&cfg.json, "json", false, "print one JSON object")
	fs.BoolVar(&cfg.noValues, "no-values", false, "leave the values out of the output")
	showValues := fs.Bool("values", false, "print the values even with --out or --resume, which write them to the file only")
	fs.StringVar(&cfg.plotPath, "plot", "", "draw a scatter plot to `FILE`.svg or FILE.png")
	fs.StringVar(&cfg.spill, "spill", "", "keep the values in a memory-mapped file in `DIR`, so that memory stays bounded\n(default: from 2^28 values on, beside --out or in the temporary directory)")
	fs.IntVar(&cfg.workers, "workers", 0, "use `N` goroutines (0: one per CPU; two is the most that helps)")
	fs.BoolVar(&cfg.misere, "misere", false, "misère play: each heap's misère value and genus")
	addTimeout(fs, &cfg.timeout)
	fs.StringVar(&cfg.emit, "emit", "", "write a function grundy(n) in `LANG` (c, go or python) from the period; implies --period")
	fs.Var(count.LimitFlag[int]{P: &cfg.maxSums}, "max-positions", "with --misere, stop after `N` sums of heaps searched, e.g. 1e7 (0: 2,000,000)")
	fs.Var(count.LimitFlag[int]{P: &cfg.maxElems}, "max-elements", "with --quotient, stop at a candidate quotient of more than `N` elements (0: 4096)")
	fs.Var(count.BytesFlag{P: &cfg.maxMem}, "max-memory", "with --quotient, stop once the process holds more than `BYTES`, e.g. 2GB, with the quotient proved so far (0: no limit)")
	fs.BoolVar(&cfg.quotient, "quotient", false, "with --misere, the misère quotient of heaps 1 to N-1, proved")
	fs.Var(count.Flag[int]{P: &cfg.rec.window}, "window", "keep only the first `N` values and the latest N, in memory (e.g. 2^27); implies --record")
	fs.StringVar(&cfg.rec.checkpoint, "checkpoint", "", "with --window, save the run to `FILE` as it goes and when stopped; go on from it if it exists")
	cfg.rec.every = defaultCheckpointEvery
	fs.DurationVar(&cfg.rec.every, "checkpoint-every", defaultCheckpointEvery, "save the checkpoint this often (`duration`)")
	fs.BoolVar(&cfg.rec.record, "record", false, "print the CRC-64 of each block of values, the zeros, the largest value and the rare values")
	cfg.rec.block = defaultBlock
	fs.Var(count.Flag[int]{P: &cfg.rec.block}, "block", "values per checksummed block (`N`)")
	pos, err := parseFlags(fs, seqCommand, e, args)
	if err != nil {
		return err
	}
	if ctx, err = e.bound(ctx, cfg.timeout); err != nil {
		return err
	}
	given := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { given[f.Name] = true })
	if err := cfg.rec.check(&cfg, func(name string) bool { return given[name] }); err != nil {
		return err
	}
	cfg.progress = cfg.prog.Shows(e.terminal(e.stderr))
	if len(pos) != 1 {
		return errs.Errorf("", errs.Usage, "want exactly one GAME, got %d arguments %q (e.g. nimber seq kayles --to 200)", len(pos), pos)
	}
	if cfg.rules, err = analysis.ParseHeap(pos[0]); err != nil {
		return err
	}
	if err := checkEmit(cfg.emit, cfg.json); err != nil {
		return err
	}
	cfg.period = cfg.period || cfg.emit != ""
	opt := analysis.SeqOptions{
		Misere: cfg.misere, Quotient: cfg.quotient, MaxSums: cfg.maxSums, MaxElements: cfg.maxElems, MaxMemory: cfg.maxMem,
		Out: cfg.out, Resume: cfg.resume, Spill: cfg.spill, Workers: cfg.workers,
		Emit: cfg.emit, Plot: cfg.plotPath, NoValues: cfg.noValues, Stats: cfg.stats,
	}
	if err := opt.Check(flagName); err != nil {
		return err
	}
	if opt.IsMisere() {
		return runSeqMisere(ctx, e, &cfg, to)
	}
	if cfg.to, cfg.toGiven, err = analysis.SeqTo(to, cfg.period, cfg.rules, flagName); err != nil {
		return err
	}
	if err := opt.CheckNormal(flagName); err != nil {
		return err
	}
	if (cfg.out != "" || cfg.resume != "") && !*showValues {
		cfg.noValues = true // billions of values go to the file, not the terminal
	}
	if cfg.resume != "" {
		cfg.out = cfg.resume
	}
	if err := checkSeqPaths(&cfg); err != nil {
		return err
	}
	ctx, stop := interruptContext(ctx)
	defer stop()
	res, err := computeSeq(ctx, e, &cfg)
	if err != nil {
		return err
	}
	defer res.Engine.Close()
	if cfg.plotPath != "" {
		if err := plotSeq(&cfg, res); err != nil {
			return err
		}
	}
	if cfg.emit != "" {
		return emitSeq(e, &cfg, res)
	}
	if cfg.json {
		return writeSeqJSON(e.stdout, &cfg, res)
	}
	return write(e.stdout, appendSeqText(nil, &cfg, res))
}

// seqRun is cfg's run as analysis takes it, reported on standard error.
func (e *env) seqRun(cfg *seqConfig) analysis.SeqRun {
	run := analysis.SeqRun{
		Rules: cfg.rules, To: cfg.to, ToGiven: cfg.toGiven, Period: cfg.period,
		Workers: cfg.workers, Spill: cfg.spill, Out: cfg.out, Resume: cfg.resume,
		Record: cfg.rec.run(),
	}
	out := e.stream(cfg.prog, time.Second)
	prog := status.NewSeq(cfg.rules.Name(), out)
	run.Watch.Note = func(kind analysis.SeqNote, text string) {
		switch {
		case kind == analysis.NoteAlways:
			e.printf(e.stderr, "%s\n", text)
		case kind == analysis.NoteProgress && out.Shows(), kind == analysis.NoteDetail && cfg.prog.On:
			prog.Say(text)
		}
	}
	if out.Shows() {
		run.Watch.Progress = prog.Report
		run.Watch.Start = prog.Start
		run.Watch.Stop = prog.Stop
		run.Watch.Finish = prog.Finish
	}
	return run
}

// computeSeq runs cfg's run: to the target, writing the file and
// checking the period as it goes, or with a window and checkpoints.
func computeSeq(ctx context.Context, e *env, cfg *seqConfig) (*analysis.SeqRunAnswer, error) {
	res, err := analysis.RunSeq(ctx, e.seqRun(cfg))
	if err != nil && cfg.resume != "" {
		err = noSuchFile(cfg.resume, err)
	}
	return res, err
}
