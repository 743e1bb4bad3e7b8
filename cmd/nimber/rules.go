package main

import (
	"fmt"
	"os"
	"strings"
	"time"

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
// script's print goes to standard error, away from the results, and so,
// on a terminal, does the progress of a long search: scripts run at a few
// hundred thousand positions a second, so a search can take minutes.
func rulesOptions(o familyOptions) rules.Options {
	ro := rules.Options{
		Set:          o.Set,
		MaxPositions: o.MaxPositions,
		MaxSteps:     o.MaxSteps,
		Timeout:      o.Timeout,
		Print:        func(msg string) { fmt.Fprintln(os.Stderr, msg) },
	}
	if isTerminal(os.Stderr) {
		start := time.Now()
		ro.Progress = func(n int64) {
			fmt.Fprintf(os.Stderr, "nimber: %d positions searched (%.0f a second)\n", n, float64(n)/time.Since(start).Seconds())
		}
	}
	return ro
}
