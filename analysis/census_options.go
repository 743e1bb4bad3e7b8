package analysis

import (
	"context"
	"fmt"
	"os"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/internal/pathflag"
)

// The census's options as a front gives them, checked here once: field
// names a request's field as the front does (nil: its own name).

// CensusFamilyOf returns the family kind, sized by digits (octal, hex) or
// by max (subtraction, allbut), whichever sizes it: the other must be 0.
func CensusFamilyOf(kind string, digits, max int, field func(name string) string) (CensusFamily, error) {
	size, name, other := digits, "digits", max
	if kind == "subtraction" || kind == "allbut" {
		size, name, other = max, "max", digits
	}
	if size == 0 || other != 0 {
		return CensusFamily{}, errs.Errorf("", errs.Usage, "the %s family is sized by %s N alone", kind, named(field)(name))
	}
	return ParseCensusFamily(kind, size)
}

// CheckCensus checks the bounds of a census: its limits, the classes
// computed at once (jobs) and the number of shards (0: not given).
func CheckCensus(lim CensusLimits, jobs, shards int, field func(name string) string) error {
	field = named(field)
	switch {
	case lim.To < 1 || jobs < 1 || lim.Workers < 1:
		return errs.Errorf("", errs.Usage, "%s, %s and %s must be at least 1", field("to"), field("jobs"), field("workers"))
	case lim.TimePerGame < 0:
		return errs.Errorf("", errs.Usage, "%s %v: want a time such as 5m, or 0 for no limit", field("time-per-game"), lim.TimePerGame)
	case shards < 0:
		return errs.Errorf("", errs.Usage, "%s %d: want the number of shards, 1 or more", field("shards"), shards)
	}
	return nil
}

// CensusShardOf returns shard "i/n" if given, else the one the
// environment assigns through getenv (CensusShardFromEnv); shards, if not
// 0, is the number of shards, which shard must agree with.
func CensusShardOf(shard string, shards int, getenv func(string) string, field func(name string) string) (CensusShard, error) {
	if shard != "" {
		s, err := ParseCensusShard(shard)
		if err == nil && shards != 0 && shards != s.Count {
			field = named(field)
			err = errs.Errorf("", errs.Usage, "%s %s and %s %d disagree", field("shard"), shard, field("shards"), shards)
		}
		return s, err
	}
	return CensusShardFromEnv(getenv, shards)
}

// censusInterrupted is the error of a census stopped by its context: the
// cause if it is a limit (a timeout), and how to go on from Out.
func censusInterrupted(ctx context.Context, out string) error {
	why := StopCause(ctx, "")
	if out == "" {
		return why
	}
	return errs.E("", errs.Limit, fmt.Errorf("%w; the same command goes on from the games in %s", why, out))
}

// ReadCensusFiles reads the records of census files for op ("merge",
// "verify"): a file that is not there or does not read whole, or ends in
// a record cut short, is a usage error naming it.
func ReadCensusFiles(op string, files []string) ([]CensusRecord, error) {
	var recs []CensusRecord
	for _, name := range files {
		if err := pathflag.In(op, name, "a shard's file of records"); err != nil {
			return nil, err
		}
		f, err := os.Open(name)
		if err != nil {
			return nil, noSuchFile(name, errs.E(op, errs.IO, err))
		}
		got, complete, err := ReadCensusRecords(f, name)
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
