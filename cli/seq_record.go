package cli

import (
	"fmt"
	"time"

	"github.com/nimber/nimber/analysis"
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

// run is the record run the flags ask for.
func (f *recordFlags) run() analysis.RecordRun {
	return analysis.RecordRun{Record: f.record, Block: f.block, Window: f.window, Checkpoint: f.checkpoint, Every: f.every}
}

// check reports a combination of flags a record run cannot take. A
// window is kept only as a record, whose values are too many to print.
func (f *recordFlags) check(cfg *seqConfig, given func(string) bool) error {
	if err := f.run().Check(given, flagName); err != nil {
		return err
	}
	if f.window > 0 {
		f.record, cfg.noValues = true, true
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
