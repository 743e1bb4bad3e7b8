package cli

import (
	"encoding/json"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/nimber/nimber/analysis/answer"
	"github.com/nimber/nimber/game"
)

// TestJSONKeys holds the JSON output to the keys documented in the help.
func TestJSONKeys(t *testing.T) {
	wantKeys := []string{"boards", "game", "grundy", "misere", "noun", "outcome", "position", "positions_explored", "values", "winning_move_count", "winning_move_count_exact", "winning_moves"}
	wantMoveKeys := []string{"component", "from", "to"}
	var out strings.Builder
	if code := run([]string{"analyze", "--json", "nim", "7", "6", "5"}, &env{stdout: &out, stderr: &out}); code != 0 {
		t.Fatalf("analyze --json nim 7 6 5: exit %d, %s", code, out.String())
	}
	var obj map[string]json.RawMessage
	if err := json.Unmarshal([]byte(out.String()), &obj); err != nil {
		t.Fatalf("output %q does not decode: %v", out.String(), err)
	}
	if got := sortedKeys(obj); !reflect.DeepEqual(got, wantKeys) {
		t.Errorf("JSON keys = %v, want %v", got, wantKeys)
	}
	var moves []map[string]json.RawMessage
	if err := json.Unmarshal(obj["winning_moves"], &moves); err != nil || len(moves) != 3 {
		t.Fatalf("winning_moves = %s (%v), want 3 moves", obj["winning_moves"], err)
	}
	for _, m := range moves {
		if got := sortedKeys(m); !reflect.DeepEqual(got, wantMoveKeys) {
			t.Errorf("move keys = %v, want %v", got, wantMoveKeys)
		}
	}
	var r answer.Report
	if err := json.Unmarshal([]byte(out.String()), &r); err != nil {
		t.Fatalf("output does not decode into answer.Report: %v", err)
	}
	if r.Outcome != game.N || r.Grundy == nil || r.Grundy.Cmp(game.Star(4)) != 0 || r.Count != 3 || r.WinningMoves[2].From != "5" {
		t.Errorf("decoded report = %+v, want N, grundy 4, 3 moves, the last from heap 5", r)
	}
}

func sortedKeys(m map[string]json.RawMessage) []string {
	var keys []string
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
