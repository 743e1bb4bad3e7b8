package main

import (
	"fmt"
	"os"
	"strings"

	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/rules"
)

func init() {
	familyLoaders = append(familyLoaders, loadRulesFamily)
}

// loadRulesFamily claims game specs that name a Starlark rules file.
func loadRulesFamily(spec string, o familyOptions) (game.Family, bool, error) {
	if !strings.HasSuffix(spec, ".star") {
		return nil, false, nil
	}
	g, err := rules.Load(spec, nil, rulesOptions(o))
	if err != nil {
		return nil, true, noSuchFile(spec, err)
	}
	return g, true, nil
}

// rulesOptions are the rules engine's options for a command line. A
// script's print goes to standard error, away from the results.
func rulesOptions(o familyOptions) rules.Options {
	return rules.Options{
		Set:          o.Set,
		MaxPositions: o.MaxPositions,
		MaxSteps:     o.MaxSteps,
		Timeout:      o.Timeout,
		Print:        func(msg string) { fmt.Fprintln(os.Stderr, msg) },
	}
}
