package cli

import (
	"context"

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
	recs, err := analysis.ReadCensusFiles("merge", files)
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
