package analysis

import (
	"testing"

	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/games"
)

// A game written in Go named as a catalog game hides it: the listing
// names each game once, the program's first.
func TestListHides(t *testing.T) {
	nim := func(_ []string, cfg games.Config) (game.Family, error) { return games.Lookup("nim", cfg) }
	list := List(Games{"kayles": nim, "zzz": nim})
	seen := map[string]int{}
	for _, info := range list {
		seen[info.Name]++
	}
	if got, want := len(list), len(games.List())+1; got != want {
		t.Errorf("%d games listed, want %d (the catalog's, one hidden, and two of the program's)", got, want)
	}
	for _, name := range []string{"kayles", "zzz", "wythoff"} {
		if seen[name] != 1 {
			t.Errorf("%s listed %d times, want once", name, seen[name])
		}
	}
	// The program's games are not Describers here: a name and no rule.
	if got := list[0]; got.Name != "kayles" || got.Rule != "" {
		t.Errorf("first game = %+v, want the program's kayles, without a rule", got)
	}
}
