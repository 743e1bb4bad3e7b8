package cli

import (
	"fmt"
	"time"

	"github.com/nimber/nimber/analysis"
	"github.com/nimber/nimber/errs"
)

// This file checks and reports record runs (analysis.RecordRun): --window
// keeps only the first and latest values, --checkpoint saves the run as
// it goes, and --record (implied by --window) reports the checksum of
// each block of values.

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
	case f.window > 0 && f.window < analysis.MinWindow:
		return errs.Errorf("", errs.Usage, "--window %d: want at least %d values (2^27 for Grundy's game, whose last rare heap known is 48,399,022)", f.window, analysis.MinWindow)
	}
	return nil
}

// appendRecordText renders the record: the statistics, the zeros and the
// block checksums.
func appendRecordText(out []byte, cfg *seqConfig, res *analysis.SeqRunAnswer) []byte {
	t := res.Tally
	s := res.Stats()
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
