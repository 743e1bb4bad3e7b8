package server

import (
	"encoding/json"
	"testing"
)

// An analysis lists at most maxAnalyzeMoves winning moves and counts the
// others: lasker 16777216 16777215 has 8,388,608.
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
	if len(r.Moves) != maxAnalyzeMoves || !r.Truncated || r.Count != 8_388_608 || !r.Exact {
		t.Errorf("analyze lasker 16777216 16777215 = %d moves (truncated %v) of %d (exact %v), want %d of 8388608, exact",
			len(r.Moves), r.Truncated, r.Count, r.Exact, maxAnalyzeMoves)
	}
}
