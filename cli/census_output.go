package cli

import (
	"context"
	"os"
	"slices"

	"github.com/nimber/nimber/census"
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

// readRecordFiles reads the records of census files for op ("merge",
// "verify"): a file that does not read whole, or ends in a record cut
// short, is a usage error naming it.
func readRecordFiles(op string, files []string) ([]census.Record, error) {
	var recs []census.Record
	for _, name := range files {
		if err := checkInFile(op, name, "a shard's file of records"); err != nil {
			return nil, err
		}
		f, err := os.Open(name)
		if err != nil {
			return nil, noSuchFile(name, errs.E(op, errs.IO, err))
		}
		got, complete, err := census.ReadRecords(f, name)
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

// sortRecords puts recs in the family's order.
func sortRecords(fam census.Family, recs []census.Record) []census.Record {
	order := map[string]int{}
	for i, g := range fam.Games() {
		order[g] = i
	}
	slices.SortFunc(recs, func(a, b census.Record) int { return order[a.Game] - order[b.Game] })
	return recs
}
