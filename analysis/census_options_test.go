package analysis

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/nimber/nimber/errs"
)

// dashed names a field as the command line does.
func dashed(name string) string { return "--" + name }

func TestCensusFamilyOf(t *testing.T) {
	tests := []struct {
		kind        string
		digits, max int
		want        string // the family, or the error
	}{
		{"octal", 2, 0, "octal --digits 2"},
		{"allbut", 0, 3, "allbut --max 3"},
		{"octal", 0, 3, "the octal family is sized by --digits N alone"},
		{"subtraction", 2, 3, "the subtraction family is sized by --max N alone"},
	}
	for _, test := range tests {
		fam, err := CensusFamilyOf(test.kind, test.digits, test.max, dashed)
		got := fam.String()
		if err != nil {
			got = err.Error()
		}
		if got != test.want {
			t.Errorf("CensusFamilyOf(%s, %d, %d) = %q, want %q", test.kind, test.digits, test.max, got, test.want)
		}
	}
}

func TestCheckCensus(t *testing.T) {
	ok := CensusLimits{To: 1 << 10, Workers: 1}
	tests := []struct {
		lim          CensusLimits
		jobs, shards int
		want         string // "" for none
	}{
		{ok, 1, 0, ""},
		{ok, 0, 0, "--to, --jobs and --workers must be at least 1"},
		{CensusLimits{To: 1 << 10, Workers: 1, TimePerGame: -1}, 1, 4, "--time-per-game -1ns: want a time such as 5m, or 0 for no limit"},
		{ok, 1, -1, "--shards -1: want the number of shards, 1 or more"},
	}
	for _, test := range tests {
		err := CheckCensus(test.lim, test.jobs, test.shards, dashed)
		if got := errText(err); got != test.want || err != nil && errs.KindOf(err) != errs.Usage {
			t.Errorf("CheckCensus(%+v, %d, %d) = %v, want %q, a usage error", test.lim, test.jobs, test.shards, err, test.want)
		}
	}
}

func TestCensusShardOf(t *testing.T) {
	env := func(string) string { return "" }
	tests := []struct {
		shard  string
		shards int
		want   string
	}{
		{"1/4", 0, "1/4"},
		{"1/4", 4, "1/4"},
		{"1/4", 3, "--shard 1/4 and --shards 3 disagree"},
		{"", 0, "0/1"},
	}
	for _, test := range tests {
		s, err := CensusShardOf(test.shard, test.shards, env, dashed)
		got := s.String()
		if err != nil {
			got = err.Error()
		}
		if got != test.want {
			t.Errorf("CensusShardOf(%q, %d) = %q, want %q", test.shard, test.shards, got, test.want)
		}
	}
}

// TestCensusInterrupted checks that a census stopped by its context says
// so, with the cause of a timeout, and how to go on from its file.
func TestCensusInterrupted(t *testing.T) {
	timeout := errs.Errorf("", errs.Limit, "timed out after 1s")
	tests := []struct {
		cause error
		out   string
		want  string
	}{
		{nil, "", "interrupted"},
		{timeout, "", "timed out after 1s"},
		{nil, "c.jsonl", "interrupted; the same command goes on from the games in c.jsonl"},
	}
	for _, test := range tests {
		ctx, cancel := context.WithCancelCause(context.Background())
		cancel(test.cause)
		err := censusInterrupted(ctx, test.out)
		if err.Error() != test.want || errs.KindOf(err) != errs.Limit {
			t.Errorf("cause %v, out %q: %v, want %q, a limit", test.cause, test.out, err, test.want)
		}
	}
}

func TestReadCensusFiles(t *testing.T) {
	dir := t.TempDir()
	cut := filepath.Join(dir, "cut.jsonl")
	if err := os.WriteFile(cut, []byte(`{"game":"0.1"`), 0o644); err != nil {
		t.Fatal(err)
	}
	empty := filepath.Join(dir, "empty.jsonl")
	if err := os.WriteFile(empty, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		file string
		want string
	}{
		{empty, ""},
		{filepath.Join(dir, "none.jsonl"), filepath.Join(dir, "none.jsonl") + ": no such file"},
		{filepath.Join(empty, "x"), filepath.Join(empty, "x") + ": no such file"},
		{dir, "verify " + dir + ": a directory; want a shard's file of records"},
		{cut, cut + " ends in a record cut short: run its shard again to finish it"},
	}
	for _, test := range tests {
		_, err := ReadCensusFiles("verify", []string{test.file})
		if got := errText(err); got != test.want || err != nil && errs.KindOf(err) != errs.Usage {
			t.Errorf("ReadCensusFiles(%s) = %v, want %q, a usage error", test.file, err, test.want)
		}
	}
}

// errText is err's message, or "" for none.
func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}
