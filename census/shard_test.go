package census

import (
	"strings"
	"testing"

	"github.com/nimber/nimber/errs"
)

func TestShardFromEnv(t *testing.T) {
	tests := []struct {
		env    map[string]string
		shards int
		want   Shard
		err    string
	}{
		{nil, 0, All, ""},
		{map[string]string{"SLURM_ARRAY_TASK_ID": "2", "SLURM_ARRAY_TASK_COUNT": "4"}, 0, Shard{2, 4}, ""},
		{map[string]string{"SLURM_ARRAY_TASK_ID": "3", "SLURM_ARRAY_TASK_MIN": "1", "SLURM_ARRAY_TASK_MAX": "4"}, 0, Shard{2, 4}, ""},
		{map[string]string{"SLURM_ARRAY_TASK_ID": "3", "SLURM_ARRAY_TASK_MIN": "1", "SLURM_ARRAY_TASK_MAX": "4", "SLURM_ARRAY_TASK_COUNT": "4"}, 0, Shard{2, 4}, ""},
		{map[string]string{"SLURM_ARRAY_TASK_ID": "3", "SLURM_ARRAY_TASK_MIN": "1", "SLURM_ARRAY_TASK_MAX": "7", "SLURM_ARRAY_TASK_COUNT": "4"}, 0, Shard{}, "contiguous array"},
		{map[string]string{"SLURM_ARRAY_TASK_ID": "3"}, 0, Shard{}, "without SLURM_ARRAY_TASK_COUNT"},
		// One task of four run again (--array=2): the count is given.
		{map[string]string{"SLURM_ARRAY_TASK_ID": "2", "SLURM_ARRAY_TASK_MIN": "2", "SLURM_ARRAY_TASK_MAX": "2", "SLURM_ARRAY_TASK_COUNT": "1"}, 4, Shard{2, 4}, ""},
		{map[string]string{"SLURM_ARRAY_TASK_ID": "2", "SLURM_ARRAY_TASK_COUNT": "1", ShardsEnv: "4"}, 0, Shard{2, 4}, ""},
		{map[string]string{"SLURM_ARRAY_TASK_ID": "4", "SLURM_ARRAY_TASK_COUNT": "1", ShardsEnv: "4"}, 0, Shard{}, "want 0 ≤ i < n"},
		{map[string]string{"SLURM_ARRAY_TASK_ID": "x", "SLURM_ARRAY_TASK_COUNT": "4"}, 0, Shard{}, "want a whole number"},
		{map[string]string{"SLURM_ARRAY_TASK_ID": "4", "SLURM_ARRAY_TASK_COUNT": "4"}, 0, Shard{}, "want 0 ≤ i < n"},
		{map[string]string{"JOB_COMPLETION_INDEX": "1"}, 3, Shard{1, 3}, ""},
		{map[string]string{"JOB_COMPLETION_INDEX": "1", ShardsEnv: "5"}, 0, Shard{1, 5}, ""},
		{map[string]string{"JOB_COMPLETION_INDEX": "1"}, 0, Shard{}, "give --shards or " + ShardsEnv},
		{map[string]string{"JOB_COMPLETION_INDEX": "3"}, 3, Shard{}, "want 0 ≤ i < n"},
		{nil, 4, Shard{}, "without a shard index"},
	}
	for _, test := range tests {
		got, err := ShardFromEnv(func(k string) string { return test.env[k] }, test.shards)
		if test.err != "" {
			if err == nil || !strings.Contains(err.Error(), test.err) || !errs.Is(err, errs.Usage) {
				t.Errorf("ShardFromEnv(%v, %d) = %v, %v; want a usage error saying %q", test.env, test.shards, got, err, test.err)
			}
			continue
		}
		if err != nil || got != test.want {
			t.Errorf("ShardFromEnv(%v, %d) = %v, %v; want %v", test.env, test.shards, got, err, test.want)
		}
	}
}

func TestParseShard(t *testing.T) {
	for _, bad := range []string{"", "1", "1/", "/4", "4/4", "-1/4", "0/0", "a/b"} {
		if s, err := ParseShard(bad); err == nil {
			t.Errorf("ParseShard(%q) = %v, want an error", bad, s)
		}
	}
	if s, err := ParseShard("3/4"); err != nil || s != (Shard{3, 4}) {
		t.Errorf("ParseShard(3/4) = %v, %v", s, err)
	}
}

// TestShardsPartition checks that the shards of a plan take every class
// exactly once, whatever their number, and that a costly class is not
// left with a cheap one's shard when it could balance.
func TestShardsPartition(t *testing.T) {
	p := &Plan{}
	for i, cost := range []float64{5, 1, 1, 1, 1, 1, 9, 2, 2, 2} {
		p.Classes = append(p.Classes, &Class{Games: []string{string(rune('a' + i))}, Cost: cost})
	}
	for n := 1; n <= 5; n++ {
		seen := map[*Class]int{}
		var loads []float64
		for i := range n {
			load := 0.0
			for _, c := range p.Shard(Shard{i, n}) {
				seen[c]++
				load += c.Cost
			}
			loads = append(loads, load)
		}
		for _, c := range p.Classes {
			if seen[c] != 1 {
				t.Errorf("%d shards: class %s taken %d times", n, c.Games[0], seen[c])
			}
		}
		if n == 3 && (loads[0] != 9 || loads[1] != 8 || loads[2] != 8) {
			t.Errorf("3 shards: loads %v, want [9 8 8]", loads)
		}
	}
}

func TestMergeRefuses(t *testing.T) {
	fam := Family{"subtraction", 2} // subtraction:1, :2 and :1,2
	rec := func(g string) Record { return Record{Game: g, Family: fam.String(), To: 100, Class: Trivial} }
	tests := []struct {
		recs []Record
		err  string
	}{
		{nil, "no records"},
		{[]Record{rec("subtraction:1"), rec("subtraction:2")}, "1 of 3 games missing: subtraction:1,2"},
		{[]Record{rec("subtraction:1"), rec("subtraction:2"), rec("subtraction:1,2"), rec("subtraction:2")}, "subtraction:2 (2 times)"},
		{[]Record{rec("subtraction:1"), rec("subtraction:2"), rec("subtraction:1,2"), rec("subtraction:3")}, "1 games not in subtraction --max 2: subtraction:3"},
		{[]Record{rec("subtraction:1"), {Game: "subtraction:2", Family: fam.String(), To: 200}}, "the files mix censuses"},
	}
	for _, test := range tests {
		_, err := Merge(test.recs)
		if err == nil || !strings.Contains(err.Error(), test.err) || !errs.Is(err, errs.Usage) {
			t.Errorf("Merge(%d records) = %v, want a usage error saying %q", len(test.recs), err, test.err)
		}
	}
	got, err := Merge([]Record{rec("subtraction:1,2"), rec("subtraction:2"), rec("subtraction:1")})
	if err != nil || len(got) != 3 || got[0].Game != "subtraction:1" || got[2].Game != "subtraction:1,2" {
		t.Errorf("Merge of a whole census = %v, %v; want its three games in the family's order", got, err)
	}
}

func TestReadRecordsCutShort(t *testing.T) {
	line := string(Marshal(Record{Game: "0.77", Family: "octal --digits 2", To: 10, Class: Trivial}))
	recs, complete, err := ReadRecords(strings.NewReader(line+line[:20]), "f")
	if err != nil || len(recs) != 1 || complete != int64(len(line)) {
		t.Errorf("ReadRecords(a line and a half) = %d records, %d bytes, %v; want 1, %d, nil", len(recs), complete, err, len(line))
	}
	if _, _, err := ReadRecords(strings.NewReader("not json\n"), "f"); !errs.Is(err, errs.Usage) || !strings.Contains(err.Error(), "f:1: not a census record") {
		t.Errorf("ReadRecords(not json) = %v, want a usage error at f:1", err)
	}
}
