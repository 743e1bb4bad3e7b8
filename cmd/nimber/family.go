package main

import (
	"flag"
	"fmt"
	"strings"
	"time"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/games"
	"github.com/nimber/nimber/internal/count"
)

// familyOptions are the flags that shape how a game spec becomes a family,
// shared by every command that takes a GAME (see addFlags).
type familyOptions struct {
	MaxPositions int
	MaxSteps     uint64        // rules files: Starlark steps per call
	Timeout      time.Duration // rules files: wall-clock time for the work
	Set          []string      // NAME=VALUE parameters for rules files
}

// addFlags defines the family flags on fs, so that each command spells
// and documents them alike.
func (o *familyOptions) addFlags(fs *flag.FlagSet) {
	fs.Var(countFlag[int]{&o.MaxPositions}, "max-positions", "stop a search after `N` positions, e.g. 1e7 (0: the engine's default)")
	fs.Var(countFlag[uint64]{&o.MaxSteps}, "max-steps", "rules files: stop one call into the script after `N` Starlark steps (0: default)")
	fs.DurationVar(&o.Timeout, "timeout", 0, "rules files: stop after this wall-clock `time`, e.g. 30s (0: default)")
	fs.Var((*setFlags)(&o.Set), "set", "set a rules file's parameter, `NAME=VALUE` (repeatable)")
}

// A countFlag is a flag whose value is a count written as --to's are: 1000,
// 1_000, 1e6 or 2^20.
type countFlag[T int | uint64] struct{ p *T }

func (c countFlag[T]) String() string {
	if c.p == nil {
		return "0"
	}
	return fmt.Sprint(*c.p)
}

func (c countFlag[T]) Set(s string) error {
	v, ok := count.Parse(s)
	if !ok || uint64(T(v)) != v {
		return fmt.Errorf("want a count such as 1000, 1e6 or 2^20")
	}
	*c.p = T(v)
	return nil
}

// check rejects values no engine accepts (counts are never negative).
func (o familyOptions) check() error {
	if o.Timeout < 0 {
		return errs.Errorf("", errs.Usage, "--timeout %v: want a positive duration such as 30s, or 0 for the default", o.Timeout)
	}
	return nil
}

// rulesOnly returns an error naming the first flag given that only rules
// files take, for a game that is not one.
func (o familyOptions) rulesOnly(spec string) error {
	switch {
	case len(o.Set) > 0:
		// Catalog games take their parameters in the spec itself.
		return errs.Errorf("", errs.Usage, "--set %s: only rules files take --set parameters; a catalog game takes them in its name, e.g. subtraction:1,3,4", o.Set[0])
	case o.MaxSteps != 0 || o.Timeout != 0:
		return errs.Errorf("", errs.Usage, "--max-steps and --timeout are for rules files (FILE.star), not %s", spec)
	}
	return nil
}

// A familyLoader resolves game specs that are not catalog names, such as
// rules files; ok is false when the spec is not its kind.
type familyLoader func(spec string, o familyOptions) (f game.Family, ok bool, err error)

// familyLoaders are tried in order before the catalog; files add
// themselves in init.
var familyLoaders []familyLoader

// resolveFamily turns a game spec into a family.
func resolveFamily(spec string, o familyOptions) (game.Family, error) {
	if err := o.check(); err != nil {
		return nil, err
	}
	for _, load := range familyLoaders {
		if f, ok, err := load(spec, o); ok || err != nil {
			return f, err
		}
	}
	if err := o.rulesOnly(spec); err != nil {
		return nil, err
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
