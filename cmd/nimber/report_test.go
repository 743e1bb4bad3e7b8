package main

import (
	"encoding/json"
	"reflect"
	"sort"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/nimber/nimber/game"
)

func star(v uint64) *game.Nimber {
	n := game.Star(v)
	return &n
}

// reports covers every shape a report takes: P and N, misère, unknown
// value, splits, vanishing heaps, searches, and strings needing escapes.
var reports = []*game.Report{
	{Game: "nim", Position: []string{"3", "4", "5"}, Outcome: game.N, Grundy: star(2),
		WinningMoves: []game.MoveReport{{Component: 0, From: "3", To: []string{"1"}}}, Count: 1},
	{Game: "nim", Position: []string{"1", "2", "3"}, Outcome: game.P, Grundy: star(0), WinningMoves: []game.MoveReport{}},
	{Game: "nim", Position: []string{"1", "1"}, Misere: true, Outcome: game.N, Count: 2,
		WinningMoves: []game.MoveReport{{Component: 0, From: "1", To: []string{"0"}}, {Component: 1, From: "1", To: []string{"0"}}}},
	{Game: "lasker", Position: []string{"7"}, Outcome: game.N, Grundy: star(8), Count: 2, Explored: 12,
		WinningMoves: []game.MoveReport{{Component: 0, From: "7", To: []string{"2", "4"}}, {Component: 0, From: "7", To: []string{}}}},
	{Game: "wythoff", Position: []string{"1000,1618"}, Outcome: game.P, WinningMoves: []game.MoveReport{}},
	{Game: "octal:0.07", Position: []string{"1000000000000", "5"}, Outcome: game.N, Grundy: star(4), WinningMoves: []game.MoveReport{},
		Unlisted: []game.Unlisted{{Component: 0, Reason: "heap 1000000000000: too many \"moves\""}}},
	{Game: "kayles", Position: []string{"1000000000000000000000", "3"}, Outcome: game.N, Grundy: star(2), Count: 1,
		WinningMoves: []game.MoveReport{{Component: 1, From: "3", To: []string{"1"}}},
		Unlisted: []game.Unlisted{{Component: 0, Reason: "too many", Examples: []game.MoveReport{
			{Component: 0, From: "1000000000000000000000", To: []string{"1", "999999999999999999998"}}}}}},
	{Game: "dir/a \"quoted\" <game>&.star", Position: []string{"a\tb\n", "\x00\x1f", "é\u2028\u2029", "\xff"}, Outcome: game.D,
		WinningMoves: []game.MoveReport{}},
	{Game: "nim + kayles", Position: []string{"3", "4", "7"}, Outcome: game.N, Grundy: star(5), Games: []string{"nim", "nim", "kayles"},
		Values:       []game.Nimber{game.Star(3), game.Star(4), game.Star(2)},
		WinningMoves: []game.MoveReport{{Component: 1, From: "4", To: []string{"1"}}}, Count: 1},
	{Game: "kayles", Position: []string{"4", "5"}, Misere: true, Outcome: game.P, WinningMoves: []game.MoveReport{},
		MisereValue: star(0), Genus: "5^057"},
}

func TestAppendJSONMatchesEncodingJSON(t *testing.T) {
	for _, r := range reports {
		want, err := json.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		if got := appendJSON(nil, r); string(got) != string(want)+"\n" {
			t.Errorf("appendJSON(%v) =\n%s, want (encoding/json)\n%s", r.Position, got, want)
		}
	}
}

// TestJSONKeys holds the JSON output to the keys documented in the help.
func TestJSONKeys(t *testing.T) {
	wantKeys := []string{"game", "grundy", "misere", "outcome", "position", "positions_explored", "values", "winning_move_count", "winning_moves"}
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
	var r game.Report
	if err := json.Unmarshal([]byte(out.String()), &r); err != nil {
		t.Fatalf("output does not decode into game.Report: %v", err)
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

func TestAppendText(t *testing.T) {
	tests := []struct {
		r     *game.Report
		limit int
		want  string
	}{
		{reports[0], 0, "Nim 3 4 5 — N-position: the player to move wins. Grundy value 2.\n1 winning move: heap 1: 3 → 1\n"},
		{reports[3], 0, "Lasker 7 — N-position: the player to move wins. Grundy value 8.\n2 winning moves:\n  heap 1: 7 → 2 + 4\n  heap 1: 7 → nothing\nPositions explored: 12.\n"},
		{reports[3], 1, "Lasker 7 — N-position: the player to move wins. Grundy value 8.\n2 winning moves:\n  heap 1: 7 → 2 + 4\n  … and 1 more (--limit-moves 0 lists them all)\nPositions explored: 12.\n"},
		{reports[4], 0, "Wythoff 1000,1618 — P-position: the player to move loses. Grundy value unknown.\nNo winning move.\n"},
		{reports[9], 0, "Kayles 4 5 (misère play) — P-position: the player to move loses. Misère value 0, genus 5^057.\nNo winning move.\n"},
		{reports[5], 0, "octal:0.07 1000000000000 5 — N-position: the player to move wins. Grundy value 4.\nWinning moves in heap 1 not listed: heap 1000000000000: too many \"moves\".\n"},
		{&game.Report{Game: "g.star", Position: []string{"a", "7"}, Outcome: game.N, Grundy: star(1), Count: 1,
			WinningMoves: []game.MoveReport{{Component: 1, From: "7", To: []string{"6"}}}},
			0, "g.star a 7 — N-position: the player to move wins. Grundy value 1.\n1 winning move: component 2: 7 → 6\n"},
	}
	for _, test := range tests {
		if got := string(appendText(nil, test.r, game.ComponentNoun(nil, test.r.Position), test.limit)); got != test.want {
			t.Errorf("appendText(%v, %d) =\n%s, want\n%s", test.r.Position, test.limit, got, test.want)
		}
	}
}

func TestAppendCompact(t *testing.T) {
	want := []string{"N 2 1\n", "P 0 0\n", "N - 2\n", "N 8 2\n", "P - 0\n", "N 4 0+\n", "N 2 1+\n", "D - 0\n", "N 5 1\n", "P - 0\n"}
	for i, r := range reports {
		if got := string(appendCompact(nil, r)); got != want[i] {
			t.Errorf("appendCompact(%v) = %q, want %q", r.Position, got, want[i])
		}
	}
}

// FuzzAppendJSONString checks the hand-written string escaping against
// encoding/json, byte for byte, and that valid UTF-8 survives a round trip.
func FuzzAppendJSONString(f *testing.F) {
	for _, s := range []string{"", "7", "a\"b\\c", "<&>", "\x00\x01\b\f\n\r\t", "é\u2028\u2029", "\xff\xfe", "\xe2\x80"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		want, _ := json.Marshal(s)
		got := appendJSONString(nil, s)
		if string(got) != string(want) {
			t.Fatalf("appendJSONString(%q) = %s, want %s", s, got, want)
		}
		var back string
		if err := json.Unmarshal(got, &back); err != nil {
			t.Fatalf("appendJSONString(%q) = %s does not decode: %v", s, got, err)
		}
		if utf8.ValidString(s) && back != s {
			t.Fatalf("appendJSONString(%q) decodes to %q", s, back)
		}
	})
}
