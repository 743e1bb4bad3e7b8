package census

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/nimber/nimber/heap"
	"github.com/nimber/nimber/internal/longtest"
)

// classOf returns the class of fam holding game.
func classOf(t *testing.T, fam Family, game string) *Class {
	for _, c := range classes(fam.Games()) {
		for _, g := range c.Games {
			if g == game {
				return c
			}
		}
	}
	t.Fatalf("%s is not in %s", game, fam)
	return nil
}

// recordOf computes game's class to `to` values and returns game's record.
func recordOf(t *testing.T, game string, to int) Record {
	fam := Family{"octal", 3}
	recs, err := Run(context.Background(), fam, classOf(t, fam, game), Limits{To: to, Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range recs {
		if r.Game == game {
			return r
		}
	}
	t.Fatalf("no record of %s", game)
	return Record{}
}

// TestTrivialGames reproduces TrivialGames.md from the census of the
// three-digit octal codes: every row is trivial with the same preperiod,
// period and values, and every code the table's GameLookup.md sends to a
// trivial game is trivial, and no other.
func TestTrivialGames(t *testing.T) {
	fam := Family{"octal", 3}
	plan := &Plan{Family: fam, Limits: Limits{To: 4 * TrivialBound}, Classes: classes(fam.Games())}
	got := map[string]Record{}
	for _, c := range plan.Classes {
		recs, err := Run(context.Background(), fam, c, plan.Limits)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range recs {
			got[r.Game] = r
		}
	}
	trivial := map[string]bool{}
	for _, row := range testdataRows(t, "TrivialGames.md") {
		game := codeOf(row[0])
		trivial[game] = true
		r := got[game]
		want := fmt.Sprintf("%s %s %s %s", Trivial, row[1], row[2], row[3])
		if g := fmt.Sprintf("%s %d %d %s", r.Class, preOf(r), perOf(r), r.Nimbers); g != want {
			t.Errorf("%s: class, preperiod, period, values = %s, want %s (TrivialGames.md)", row[0], g, want)
		}
	}
	if len(trivial) != 82 {
		t.Errorf("TrivialGames.md has %d games, want 82", len(trivial))
	}
	rep := lookup(t)
	for _, g := range fam.Games() {
		r := find(rep, g)
		if r == "" {
			r = g
		}
		if (got[g].Class == Trivial) != trivial[r] {
			t.Errorf("%s: class %s, but GameLookup.md sends it to %s, which TrivialGames.md lists: %v", g, got[g].Class, r, trivial[r])
		}
	}
}

func preOf(r Record) int {
	if r.Period == nil {
		return -1
	}
	return r.Preperiod
}

func perOf(r Record) int {
	if r.Period == nil {
		return -1
	}
	return r.Period.Period
}

// statsRow writes a record's statistics as the tables' columns: largest
// idx, largest, rare mask, num rare, last rare.
func statsRow(s heap.Stats) string {
	return strings.Join(strings.Fields(strings.ReplaceAll(statCells(s), "|", " ")), " ")
}

// knownStats are the statistics that differ from SolvedGames.md, each
// explained in docs/census.md. 0.165's rare values never stop: the table
// leaves its mask blank, where the engine reports the best mask it has.
var knownStats = map[string]string{".165": "620 25 1b 211 16360"}

// TestSolvedGames reproduces SolvedGames.md: each game is solved with
// the table's preperiod and period and, where the table has them, its
// statistics. Games needing more than 50,000 values run in the long tier
// only; 0.376 and 0.354 need 4.5 and 20 million, past --to 2^21.
func TestSolvedGames(t *testing.T) {
	for _, row := range testdataRows(t, "SolvedGames.md") {
		game := codeOf(row[0])
		pre, _ := strconv.Atoi(row[1])
		per, _ := strconv.Atoi(row[2])
		need, _ := heap.ProofLength(rules(game), heap.Period{Preperiod: pre, Period: per}, nil)
		if need > 50000 && !longtest.Enabled {
			continue
		}
		r := recordOf(t, game, 1<<25)
		if got, want := fmt.Sprintf("%s %d %d", r.Class, preOf(r), perOf(r)), fmt.Sprintf("%s %d %d", Solved, pre, per); got != want {
			t.Errorf("%s: class, preperiod, period = %s, want %s (SolvedGames.md)", row[0], got, want)
			continue
		}
		want := strings.Join(strings.Fields(strings.Join(row[3:8], " ")), " ")
		got := statsRow(r.Stats)
		if known, ok := knownStats[row[0]]; ok {
			if got != known {
				t.Errorf("%s: statistics at n = %d: %s, want %s as documented in docs/census.md (SolvedGames.md: %s)", row[0], r.N, got, known, want)
			}
			continue
		}
		if got != want {
			t.Errorf("%s: statistics at n = %d: %s, want %s (SolvedGames.md)", row[0], r.N, got, want)
		}
	}
}

// TestUnsolvedGames reproduces the statistics of UnsolvedGames.md's rows
// that have them: 2^17 to 2^21 values a game (2^21 of 0.6), so long
// tier only.
func TestUnsolvedGames(t *testing.T) {
	longtest.Only(t)
	for _, row := range testdataRows(t, "UnsolvedGames.md") {
		if len(row) < 7 || !strings.HasPrefix(row[1], "2^") || !strings.HasPrefix(row[0], ".") {
			continue // Grundy's game is not an octal game
		}
		exp, _ := strconv.Atoi(strings.TrimPrefix(row[1], "2^"))
		r := recordOf(t, codeOf(row[0]), 1<<exp)
		want := strings.Join(row[2:7], " ")
		if got := fmt.Sprintf("%s %s", r.Class, statsRow(r.Stats)); got != Unsolved+" "+want {
			t.Errorf("%s to %s: class and statistics %s, want %s %s (UnsolvedGames.md)", row[0], row[1], got, Unsolved, want)
		}
	}
}
