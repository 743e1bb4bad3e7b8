package cli

import (
	"context"
	"os"

	"github.com/nimber/nimber/analysis"
	"github.com/nimber/nimber/errs"
)

func runCensusMerge(_ context.Context, e *env, args []string) error {
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
	recs, err := readRecordFiles("merge", files)
	if err != nil {
		return err
	}
	merged, err := analysis.MergeCensus(recs)
	if err != nil {
		return err
	}
	if format == "md" {
		return analysis.WriteCensusMarkdown(e.stdout, merged)
	}
	return write(e.stdout, analysis.CensusLines(merged))
}

// readRecordFiles reads the records of census files for op ("merge",
// "verify"): a file that does not read whole, or ends in a record cut
// short, is a usage error naming it.
func readRecordFiles(op string, files []string) ([]analysis.CensusRecord, error) {
	var recs []analysis.CensusRecord
	for _, name := range files {
		if err := checkInFile(op, name, "a shard's file of records"); err != nil {
			return nil, err
		}
		f, err := os.Open(name)
		if err != nil {
			return nil, noSuchFile(name, errs.E(op, errs.IO, err))
		}
		got, complete, err := analysis.ReadCensusRecords(f, name)
		f.Close()
		if err != nil {
			return nil, err
		}
		if st, err := os.Stat(name); err == nil && st.Size() != complete {
			return nil, errs.Errorf("", errs.Usage, "%s ends in a record cut short: run its shard again to finish it", name)
		}
		recs = append(recs, got...)
	}
	return recs, nil
}
