package analysis

import (
	"maps"
	"slices"

	"github.com/nimber/nimber/games"
)

// A Describer is a family that says what it is, as the catalog's games
// do in games.Info: package custom's games written in Go.
type Describer interface {
	Info() games.Info
}

// List returns the games a program offers, as "nimber games" and the web
// API's /api/games list them: its games written in Go (gs), by name,
// then the catalog's. A game written in Go is described by its family
// with the default parameters (Describer), or by its name alone. A game
// of gs hides the catalog's game of the same name, which is left out:
// the program's commands cannot reach it by that name.
func List(gs Games) []games.Info {
	out := make([]games.Info, 0, len(gs))
	for _, name := range slices.Sorted(maps.Keys(gs)) {
		info := games.Info{Name: name}
		if f, err := gs[name](nil, games.Config{}); err == nil {
			if d, ok := f.(Describer); ok {
				info = d.Info()
			}
		}
		if info.Aliases == nil {
			info.Aliases = []string{} // a JSON array, as the catalog's
		}
		if info.Offers == nil {
			info.Offers = []games.Offer{}
		}
		out = append(out, info)
	}
	hidden := func(name string) bool { _, ok := gs[name]; return ok }
	for _, info := range games.List() {
		if !hidden(info.Name) {
			info.Aliases = slices.DeleteFunc(slices.Clone(info.Aliases), hidden)
			out = append(out, info)
		}
	}
	return out
}
