package cli

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestBatchReusesMemo checks that a batch loads its game once and keeps
// what its searches learnt: a Wythoff position met again, or one inside
// the values already tabulated, explores no new position.
func TestBatchReusesMemo(t *testing.T) {
	var stdout, stderr strings.Builder
	stdin := "150,250\n150,250\n140,240\n"
	if code := run([]string{"analyze", "--batch", "--json", "wythoff"}, &env{stdin: strings.NewReader(stdin), stdout: &stdout, stderr: &stderr}); code != 0 {
		t.Fatalf("analyze --batch wythoff: exit %d, %s", code, stderr.String())
	}
	var explored []int64
	for _, line := range strings.Split(strings.TrimSuffix(stdout.String(), "\n"), "\n") {
		var r struct {
			Explored int64 `json:"positions_explored"`
		}
		if err := json.Unmarshal([]byte(line), &r); err != nil {
			t.Fatalf("line %q: %v", line, err)
		}
		explored = append(explored, r.Explored)
	}
	if len(explored) != 3 || explored[0] == 0 || explored[1] != 0 || explored[2] != 0 {
		t.Errorf("positions explored by line = %v, want some, then 0 and 0", explored)
	}
}
