package main

import (
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/games"
)

// familyOptions are the flags that shape how a game spec becomes a family.
type familyOptions struct {
	MaxPositions int
	Set          []string // NAME=VALUE parameters for rules files
}

// A familyLoader resolves game specs that are not catalog names, such as
// rules files; ok is false when the spec is not its kind.
type familyLoader func(spec string, o familyOptions) (f game.Family, ok bool, err error)

// familyLoaders are tried in order before the catalog; files add
// themselves in init.
var familyLoaders []familyLoader

// resolveFamily turns a game spec into a family.
func resolveFamily(spec string, o familyOptions) (game.Family, error) {
	for _, load := range familyLoaders {
		if f, ok, err := load(spec, o); ok || err != nil {
			return f, err
		}
	}
	return games.Lookup(spec, games.Config{MaxPositions: o.MaxPositions})
}
