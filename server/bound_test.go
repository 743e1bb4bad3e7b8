package server

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/nimber/nimber/analysis"
)

// An analysis lists at most analysis.DefaultListedMoves winning moves, or
// as many as "moves" asks, and counts the others: lasker 16777216
// 16777215 has 8,388,608.
func TestAnalyzeBound(t *testing.T) {
	url := serve(t, Options{})
	status, body, _ := call(t, url, "/api/analyze", `{"game":"lasker","position":"16777216 16777215"}`)
	var r struct {
		Moves     []json.RawMessage `json:"winning_moves"`
		Truncated bool              `json:"winning_moves_truncated"`
		Count     int               `json:"winning_move_count"`
		Exact     bool              `json:"winning_move_count_exact"`
	}
	if err := json.Unmarshal([]byte(body), &r); status != 200 || err != nil {
		t.Fatalf("analyze lasker 16777216 16777215: %d %.200s (%v)", status, body, err)
	}
	if len(r.Moves) != analysis.DefaultListedMoves || !r.Truncated || r.Count != 8_388_608 || !r.Exact {
		t.Errorf("analyze lasker 16777216 16777215 = %d moves (truncated %v) of %d (exact %v), want %d of 8388608, exact",
			len(r.Moves), r.Truncated, r.Count, r.Exact, analysis.DefaultListedMoves)
	}
}

func TestAnalyzeMoves(t *testing.T) {
	url := serve(t, Options{})
	for _, c := range []struct {
		moves, want int
	}{{5, 5}, {2000, 2000}, {10_000_000, maxListedMoves}} {
		status, body, _ := call(t, url, "/api/analyze", fmt.Sprintf(`{"game":"lasker","position":"16777216 16777215","moves":%d}`, c.moves))
		var r struct {
			Moves []json.RawMessage `json:"winning_moves"`
		}
		if err := json.Unmarshal([]byte(body), &r); status != 200 || err != nil || len(r.Moves) != c.want {
			t.Errorf("moves %d: %d, %d moves listed (%v); want 200 and %d", c.moves, status, len(r.Moves), err, c.want)
		}
	}
	if status, body, _ := call(t, url, "/api/analyze", `{"game":"nim","position":"3","moves":-1}`); status != 400 {
		t.Errorf("moves -1: %d %s, want 400", status, body)
	}
}
