package main

import (
	"flag"
	"fmt"
	"strings"

	"github.com/nimber/nimber/errs"
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
	if len(o.Set) > 0 {
		// Catalog games take their parameters in the spec itself.
		return nil, errs.Errorf("", errs.Usage, "--set %s: only rules files take --set parameters; a catalog game takes them in its name, e.g. subtraction:1,3,4", o.Set[0])
	}
	return games.Lookup(spec, games.Config{MaxPositions: o.MaxPositions})
}

// setFlags collects repeated --set NAME=VALUE flags.
type setFlags []string

func (s *setFlags) String() string { return strings.Join(*s, " ") }

func (s *setFlags) Set(v string) error {
	name, _, ok := strings.Cut(v, "=")
	if !ok || strings.TrimSpace(name) == "" {
		return fmt.Errorf("%q: want NAME=VALUE", v)
	}
	*s = append(*s, v)
	return nil
}

var _ flag.Value = (*setFlags)(nil)
