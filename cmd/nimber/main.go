// Command nimber analyses impartial combinatorial games: who wins, the
// Grundy values, every winning move.
//
//	nimber analyze nim 3 4 5
//	Nim 3 4 5 — N-position: the player to move wins. Grundy value 2.
//	1 winning move: heap 1: 3 → 1
//
// Run "nimber help" for the commands. The commands live in package cli,
// so that a program stating its own games in Go (package custom) runs
// the same command line.
package main

import (
	"os"

	"github.com/nimber/nimber/cli"
)

func main() {
	os.Exit(cli.Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr, cli.Options{}))
}
