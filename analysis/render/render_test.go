package render

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/nimber/nimber/analysis/answer"
	"github.com/nimber/nimber/game"
)

func star(v uint64) *game.Nimber {
	n := game.Star(v)
	return &n
}

// reports covers every shape a report takes: P and N, misère, unknown
// value, splits, vanishing heaps, searches, and strings needing escapes.
var reports = []*answer.Report{
	{Game: "nim", Position: []string{"3", "4", "5"}, Outcome: game.N, Grundy: star(2),
		WinningMoves: []answer.MoveReport{{Component: 0, From: "3", To: []string{"1"}}}, Count: 1, CountExact: true},
	{Game: "nim", Position: []string{"1", "2", "3"}, Outcome: game.P, Grundy: star(0), WinningMoves: []answer.MoveReport{}, CountExact: true},
	{Game: "nim", Position: []string{"1", "1"}, Misere: true, Outcome: game.N, Count: 2, CountExact: true,
		WinningMoves: []answer.MoveReport{{Component: 0, From: "1", To: []string{"0"}}, {Component: 1, From: "1", To: []string{"0"}}}},
	{Game: "lasker", Position: []string{"7"}, Outcome: game.N, Grundy: star(8), Count: 2, CountExact: true, Explored: 12,
		WinningMoves: []answer.MoveReport{{Component: 0, From: "7", To: []string{"2", "4"}}, {Component: 0, From: "7", To: []string{}}}},
	{Game: "wythoff", Position: []string{"1000,1618"}, Outcome: game.P, WinningMoves: []answer.MoveReport{}, CountExact: true},
	{Game: "octal:0.07", Position: []string{"1000000000000", "5"}, Outcome: game.N, Grundy: star(4), WinningMoves: []answer.MoveReport{},
		Unlisted: []answer.Unlisted{{Component: 0, Reason: "heap 1000000000000: too many \"moves\""}}},
	{Game: "kayles", Position: []string{"1000000000000000000000", "3"}, Outcome: game.N, Grundy: star(2), Count: 1,
		WinningMoves: []answer.MoveReport{{Component: 1, From: "3", To: []string{"1"}}},
		Unlisted: []answer.Unlisted{{Component: 0, Reason: "too many", Examples: []answer.MoveReport{
			{Component: 0, From: "1000000000000000000000", To: []string{"1", "999999999999999999998"}}}}}},
	{Game: "dir/a \"quoted\" <game>&.star", Position: []string{"a\tb\n", "\x00\x1f", "é\u2028\u2029", "\xff"}, Outcome: game.D,
		WinningMoves: []answer.MoveReport{}, CountExact: true},
	{Game: "nim + kayles", Position: []string{"3", "4", "7"}, Outcome: game.N, Grundy: star(5), Games: []string{"nim", "nim", "kayles"},
		Values:       []game.Nimber{game.Star(3), game.Star(4), game.Star(2)},
		WinningMoves: []answer.MoveReport{{Component: 1, From: "4", To: []string{"1"}}}, Count: 1, CountExact: true},
	{Game: "kayles", Position: []string{"4", "5"}, Misere: true, Outcome: game.P, WinningMoves: []answer.MoveReport{}, CountExact: true,
		MisereValue: star(0), Genus: "5^057"},
	{Game: "staircase", Position: []string{"0,1,2,3,4,5,6,7,8,9,10,11"}, Outcome: game.N, Grundy: star(6), Count: 5, Truncated: true,
		WinningMoves: []answer.MoveReport{{Component: 0, Change: "step 3: 2 coins → step 2"}, {Component: 0, Change: "step 6: 1 coin → step 5"}}},
}

// TestAppendJSONRoundTrip decodes each report's JSON into an answer.Report:
// the schema loses nothing, so encoding it again gives the same JSON
// (once invalid UTF-8 has been replaced, the first time).
func TestAppendJSONRoundTrip(t *testing.T) {
	decode := func(b []byte) *answer.Report {
		var r answer.Report
		if err := json.Unmarshal(b, &r); err != nil {
			t.Fatalf("%s does not decode: %v", b, err)
		}
		return &r
	}
	for _, r := range reports {
		back := decode(AppendJSON(nil, r))
		if back.Count != r.Count || back.CountExact != r.CountExact || back.Truncated != r.Truncated || len(back.WinningMoves) != len(r.WinningMoves) {
			t.Errorf("AppendJSON(%v) decodes to %+v", r.Position, back)
		}
		second := AppendJSON(nil, back)
		if third := AppendJSON(nil, decode(second)); string(third) != string(second) {
			t.Errorf("AppendJSON(%v) =\n%s, decoded and encoded again\n%s", r.Position, second, third)
		}
	}
}

func TestAppendText(t *testing.T) {
	truncated := *reports[3]
	truncated.WinningMoves, truncated.Truncated = truncated.WinningMoves[:1], true
	tests := []struct {
		r    *answer.Report
		want string
	}{
		{reports[0], "Nim 3 4 5 — N-position: the player to move wins. Grundy value 2.\n1 winning move: heap 1: 3 → 1\n"},
		{reports[3], "Lasker 7 — N-position: the player to move wins. Grundy value 8.\n2 winning moves:\n  heap 1: 7 → 2 + 4\n  heap 1: 7 → nothing\nPositions explored: 12.\n"},
		{&truncated, "Lasker 7 — N-position: the player to move wins. Grundy value 8.\n2 winning moves:\n  heap 1: 7 → 2 + 4\n  … and 1 more (--moves 0 lists them all)\nPositions explored: 12.\n"},
		{reports[4], "Wythoff 1000,1618 — P-position: the player to move loses. Grundy value unknown.\nNo winning move.\n"},
		{reports[9], "Kayles 4 5 (misère play) — P-position: the player to move loses. Misère value 0, genus 5^057.\nNo winning move.\n"},
		{reports[5], "octal:0.07 1000000000000 5 — N-position: the player to move wins. Grundy value 4.\nWinning moves in heap 1 not listed: heap 1000000000000: too many \"moves\".\n"},
		{reports[10], "Staircase 0,1,2,3,4,5,6,7,8,9,10,11 — N-position: the player to move wins. Grundy value 6.\nAt least 5 winning moves:\n  component 1: step 3: 2 coins → step 2\n  component 1: step 6: 1 coin → step 5\n  … and at least 3 more (--moves 0 lists them all)\n"},
		{&answer.Report{Game: "g.star", Position: []string{"a", "7"}, Outcome: game.N, Grundy: star(1), Count: 1, CountExact: true,
			WinningMoves: []answer.MoveReport{{Component: 1, From: "7", To: []string{"6"}}}},
			"g.star a 7 — N-position: the player to move wins. Grundy value 1.\n1 winning move: component 2: 7 → 6\n"},
	}
	for _, test := range tests {
		if got := string(AppendText(nil, test.r, positionNoun(test.r.Position))); got != test.want {
			t.Errorf("AppendText(%v) =\n%s, want\n%s", test.r.Position, got, test.want)
		}
	}
}

func TestAppendCompact(t *testing.T) {
	// Without moves listed: the outcome and value, then with the count.
	bare := []string{"N 2", "P 0", "N -", "N 8", "P -", "N 4", "N 2", "D -", "N 5", "P -", "N 6"}
	counted := []string{"N 2 1", "P 0 0", "N - 2", "N 8 2", "P - 0", "N 4 0+", "N 2 1+", "D - 0", "N 5 1", "P - 0", "N 6 5+"}
	for i, r := range reports {
		r := *r
		r.WinningMoves = nil
		if got := string(AppendCompact(nil, &r, "heap", false)); got != bare[i]+"\n" {
			t.Errorf("AppendCompact(%v, no count) = %q, want %q", r.Position, got, bare[i])
		}
		if got := string(AppendCompact(nil, &r, "heap", true)); got != counted[i]+"\n" {
			t.Errorf("AppendCompact(%v, count) = %q, want %q", r.Position, got, counted[i])
		}
	}
	if got, want := string(AppendCompact(nil, reports[3], "heap", true)), "N 8 2 | heap 1: 7 → 2 + 4 | heap 1: 7 → nothing\n"; got != want {
		t.Errorf("AppendCompact(%v, moves) = %q, want %q", reports[3].Position, got, want)
	}
	if got, want := string(AppendCompact(nil, reports[10], "component", true)), "N 6 5+ | component 1: step 3: 2 coins → step 2 | component 1: step 6: 1 coin → step 5 | …\n"; got != want {
		t.Errorf("AppendCompact(%v, moves) = %q, want %q", reports[10].Position, got, want)
	}
}

// positionNoun is what analysis.Position.Noun says of a position of a
// family without a noun of its own: heaps if all are counts.
func positionNoun(position []string) string {
	for _, p := range position {
		if strings.Trim(p, "0123456789") != "" || p == "" {
			return "component"
		}
	}
	return "heap"
}

func TestDisplayName(t *testing.T) {
	tests := []struct{ in, want string }{
		{"nim", "Nim"},
		{"kayles", "Kayles"},
		{"subtraction:1,3,4", "subtraction:1,3,4"},
		{"moore:2", "moore:2"},
		{"graph:g.txt", "graph:g.txt"},
		{"0.77", "0.77"},
		{"examples/take.star", "examples/take.star"},
		{"take.star", "take.star"},
		{"", ""},
	}
	for _, test := range tests {
		if got := displayName(test.in); got != test.want {
			t.Errorf("displayName(%q) = %q, want %q", test.in, got, test.want)
		}
	}
}

func TestDescribe(t *testing.T) {
	tests := []struct {
		o    game.Outcome
		want string
	}{
		{game.P, "P-position: the player to move loses"},
		{game.N, "N-position: the player to move wins"},
		{game.D, "D-position: neither player can force a win"},
		{game.Outcome(7), "Outcome(7)"},
	}
	for _, test := range tests {
		if got := Describe(test.o); got != test.want {
			t.Errorf("Describe(%v) = %q, want %q", test.o, got, test.want)
		}
	}
}
