package custom

import (
	"os"
	"path/filepath"
	"strings"

	"github.com/nimber/nimber/analysis"
	"github.com/nimber/nimber/cli"
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/games"
)

// A Definition is a game written in Go: a *Game[P] of any position type.
type Definition interface {
	Family(set []string, cfg games.Config) (game.Family, error)
	name() string
}

func (g *Game[P]) name() string { return g.Name }

// Games returns the games by name, for cli.Options.Games or
// server.Options.Games: each request gets a fresh family.
func Games(defs ...Definition) analysis.Games {
	m := analysis.Games{}
	for _, d := range defs {
		m[d.name()] = d.Family
	}
	return m
}

// Main runs nimber's command line, os.Args, with the games added, and
// exits: every command (analyze, table, play, serve, …) takes them by
// name, ahead of the catalog's games. With one game, a command line may
// leave its name out: "corner table --x 0..9 --y 0..9". Help and
// messages call the program by its own name, os.Args[0]'s last element.
func Main(defs ...Definition) {
	opt := cli.Options{Games: Games(defs...), Name: strings.TrimSuffix(filepath.Base(os.Args[0]), ".exe")}
	if len(defs) == 1 {
		opt.Game = defs[0].name()
	}
	os.Exit(cli.Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr, opt))
}
