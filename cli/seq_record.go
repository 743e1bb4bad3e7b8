package cli

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"time"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/heap"
	"github.com/nimber/nimber/heap/record"
)

// This file runs and reports record runs: --window keeps only the first
// and latest values, --checkpoint saves the run as it goes, and --record
// (implied by --window) reports the checksum of each block of values.

const (
	defaultBlock           = 1 << 30
	defaultCheckpointEvery = 5 * time.Minute
)

// recordFlags are the seq flags of record runs.
type recordFlags struct {
	window     int
	checkpoint string
	every      time.Duration
	record     bool
	block      int
}

// check reports a combination of flags a record run cannot take.
func (f *recordFlags) check(cfg *seqConfig, given func(string) bool) error {
	if f.window == 0 {
		for _, name := range []string{"checkpoint", "checkpoint-every"} {
			if given(name) {
				return errs.Errorf("", errs.Usage, "--%s saves a --window run; add --window (e.g. --window 2^27)", name)
			}
		}
	} else {
		for _, name := range []string{"out", "resume", "spill", "period", "emit", "plot"} {
			if given(name) {
				return errs.Errorf("", errs.Usage, "--window keeps only some values; --%s needs them all (drop one of the two)", name)
			}
		}
		f.record, cfg.noValues = true, true
	}
	switch {
	case f.record && (given("misere") || given("quotient")):
		return errs.Errorf("", errs.Usage, "--record and --window are for normal play's values; drop --misere")
	case given("block") && !f.record:
		return errs.Errorf("", errs.Usage, "--block sizes the checksums of --record or --window; add one")
	case f.block <= 0:
		return errs.Errorf("", errs.Usage, "--block %d: want a positive number of values", f.block)
	case f.every <= 0:
		return errs.Errorf("", errs.Usage, "--checkpoint-every %v: want a positive duration such as 5m", f.every)
	case f.window > 0 && f.window < heap.MinWindow:
		return errs.Errorf("", errs.Usage, "--window %d: want at least %d values (2^27 for Grundy's game, whose last rare heap known is 48,399,022)", f.window, heap.MinWindow)
	}
	return nil
}

// computeWindowed runs the engine with a window to --to, tallying the
// values as they come and saving a checkpoint every so often and when
// stopped; with an existing checkpoint it goes on from there.
func computeWindowed(ctx context.Context, e *env, cfg *seqConfig) (*seqResult, error) {
	f := &cfg.rec
	opt := heap.Options{Workers: cfg.workers, Window: f.window}
	if opt.Workers == 0 {
		opt.Workers = runtime.NumCPU()
	}
	prog := e.seqProgress(cfg)
	if prog != nil {
		opt.Progress, opt.ProgressEvery = prog.report, 1<<14
	}
	if cfg.prog.on {
		fmt.Fprintf(e.stderr, "%d workers, vector kernels: %s; keeping G(0..%d) and the latest %d values\n", opt.Workers, heap.Kernels(), f.window-1, f.window)
	}
	eng, tally, err := loadCheckpoint(e, cfg, opt)
	if err != nil {
		return nil, err
	}
	res := &seqResult{engine: eng, n: max(cfg.to, eng.Len()), tally: tally}
	ok := false
	defer func() {
		if !ok {
			eng.Close()
		}
	}()
	if err := eng.Grow(res.n); err != nil {
		return nil, err
	}
	start, saved, seconds := time.Now(), time.Now(), tally.Seconds
	save := func() error {
		tally.Seconds = seconds + time.Since(start).Seconds()
		if f.checkpoint == "" {
			return nil
		}
		began := time.Now()
		err := record.Save(f.checkpoint, eng, tally)
		if err == nil && cfg.progress {
			prog.say(e.stderr, "checkpoint at n = %d saved to %s (%.1f s)", eng.Len(), f.checkpoint, time.Since(began).Seconds())
		}
		saved = time.Now()
		return err
	}
	prog.setTarget(eng.Len(), res.n)
	prog.watch()
	defer prog.done()
	var buf []uint32
	for eng.Len() < res.n {
		from := eng.Len()
		err := eng.Extend(ctx, min(res.n, from+seqChunk))
		if err != nil && !errors.Is(err, context.Canceled) {
			// The engine stopped where it could not go on: what it holds
			// past the last checkpoint is not to be trusted or saved.
			prog.done()
			if f.checkpoint != "" {
				err = fmt.Errorf("%w (the checkpoint %s holds the run as it was before)", err, f.checkpoint)
			}
			return nil, err
		}
		buf = eng.Values(buf[:0], from, eng.Len())
		if terr := tally.Add(buf...); terr != nil {
			return nil, terr
		}
		if err != nil { // cancelled: the values so far are sound
			prog.done()
			if serr := save(); serr != nil {
				return nil, serr
			}
			if f.checkpoint != "" {
				err = fmt.Errorf("%w; stopped at n = %d, saved to %s: run the same command to go on", err, eng.Len(), f.checkpoint)
			}
			return nil, err
		}
		if f.checkpoint != "" && time.Since(saved) >= f.every {
			if err := save(); err != nil {
				return nil, err
			}
		}
	}
	prog.finished(cfg.rules.Name(), eng.Len())
	if err := save(); err != nil {
		return nil, err
	}
	ok = true
	return res, nil
}

// loadCheckpoint returns the engine and tally of --checkpoint's file if
// there is one, or fresh ones.
func loadCheckpoint(e *env, cfg *seqConfig, opt heap.Options) (*heap.Engine, *record.Tally, error) {
	f := &cfg.rec
	if f.checkpoint != "" {
		eng, tally, err := record.Load(f.checkpoint, cfg.rules, opt, f.block)
		switch {
		case err == nil:
			if cfg.progress {
				fmt.Fprintf(e.stderr, "going on from n = %d, saved in %s\n", eng.Len(), f.checkpoint)
			}
			return eng, tally, nil
		case err != record.ErrNone:
			return nil, nil, err
		}
	}
	return heap.NewEngine(cfg.rules, opt), record.NewTally(f.block), nil
}

// tallyAll tallies every value of a run that kept them (--record without
// --window).
func tallyAll(eng *heap.Engine, n, block int) (*record.Tally, error) {
	t := record.NewTally(block)
	var buf []uint32
	for from := 0; from < n; from += seqChunk {
		buf = eng.Values(buf[:0], from, min(n, from+seqChunk))
		if err := t.Add(buf...); err != nil {
			return nil, err
		}
	}
	return t, nil
}

// appendRecordText renders the record: the statistics, the zeros and the
// block checksums.
func appendRecordText(out []byte, cfg *seqConfig, res *seqResult) []byte {
	t := res.tally
	s := res.engine.Stats()
	mask, last := rareText(s)
	out = fmt.Appendf(out, "%s, G(0..%d): largest value %d (first at n = %d); rare mask %s, %d rare values, last rare at n = %s\n",
		cfg.rules.Name(), t.N-1, s.MaxValue, s.MaxValueAt, mask, s.RareCount, last)
	out = fmt.Appendf(out, "value 0 at %d heaps, the last at n = %d\n", t.Zeros, t.LastZero)
	out = fmt.Appendf(out, "CRC-64/XZ of each block of %d values, each value 2 bytes little-endian:\n", t.Block)
	for _, b := range t.Blocks() {
		out = fmt.Appendf(out, "block %d, G(%d..%d): %s\n", b.Index, b.From, b.To-1, b.Hex)
	}
	if t.Seconds > 0 {
		out = fmt.Appendf(out, "computed in %.0f s\n", t.Seconds)
	}
	return out
}

// recordJSON is the record in --json.
type recordJSON struct {
	Block    int            `json:"block"`
	Checksum string         `json:"checksum"`
	Blocks   []record.Block `json:"blocks"`
	Zeros    int            `json:"zeros"`
	LastZero int            `json:"last_zero"`
	Seconds  float64        `json:"seconds,omitempty"`
}

func newRecordJSON(t *record.Tally) *recordJSON {
	return &recordJSON{Block: t.Block, Checksum: "CRC-64/XZ of the values as 2-byte little-endian words",
		Blocks: t.Blocks(), Zeros: t.Zeros, LastZero: t.LastZero, Seconds: t.Seconds}
}
