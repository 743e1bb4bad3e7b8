package analysis

import (
	"bytes"
	"context"
	"path/filepath"
	"testing"
)

// TestCensusJobsAndOut checks that a census gives the same records on one
// job and on several, and that one run again on its Out file computes
// nothing.
func TestCensusJobsAndOut(t *testing.T) {
	fam, err := ParseCensusFamily("subtraction", 3)
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(t.TempDir(), "census.jsonl")
	run := func(jobs int, out string) []byte {
		var recs []CensusRecord
		err := Census(context.Background(), CensusRequest{
			Family: fam, Shard: CensusShard{Index: 0, Count: 1}, Limits: CensusLimits{To: 1 << 8, Workers: 1}, Jobs: jobs, Out: out,
			Done: func(_ *CensusClass, r []CensusRecord) error { recs = append(recs, r...); return nil },
		})
		if err != nil {
			t.Fatalf("Census(jobs %d, out %q): %v", jobs, out, err)
		}
		return CensusLines(SortCensus(fam, recs))
	}
	one, two := run(1, out), run(2, "")
	if len(one) == 0 || !bytes.Equal(one, two) {
		t.Errorf("one job:\n%s\ntwo jobs:\n%s", one, two)
	}
	if again := run(1, out); len(again) != 0 {
		t.Errorf("run again on its file: computed\n%s\nwant nothing", again)
	}
}
