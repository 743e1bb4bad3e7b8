package main

import (
	"fmt"
	"os"
	"time"

	"github.com/nimber/nimber/analysis"
)

// commandLineSource is where the command line's games come from: files
// may be named, "-" reads standard input (when e is given), a script's
// print goes to standard error, away from the results, and so, on a
// terminal, does the progress of a long search: scripts run at a few
// hundred thousand positions a second, so a search can take minutes.
func commandLineSource(e *env) analysis.Source {
	src := analysis.Source{
		Files: true,
		Print: func(msg string) { fmt.Fprintln(os.Stderr, msg) },
	}
	if e != nil {
		src.Stdin = e.stdin
	}
	if isTerminal(os.Stderr) {
		start := time.Now()
		src.Progress = func(n int64) {
			fmt.Fprintf(os.Stderr, "nimber: %d positions searched (%.0f a second)\n", n, float64(n)/time.Since(start).Seconds())
		}
	}
	return src
}
