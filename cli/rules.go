package cli

import (
	"fmt"
	"io"
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
	src := analysis.Source{Files: true, Print: boundedPrint(os.Stderr)}
	if e != nil {
		src.Stdin, src.Games = e.stdin, e.games
	}
	if isTerminal(os.Stderr) {
		start := time.Now()
		src.Progress = func(n int64) {
			e.printf(os.Stderr, "nimber: %d positions searched (%.0f a second)\n", n, float64(n)/time.Since(start).Seconds())
		}
	}
	return src
}

// A script's print is bounded: a line to maxPrintLine bytes, the whole
// run to maxPrinted, then one line saying the rest is dropped.
const (
	maxPrintLine = 4 << 10
	maxPrinted   = 1 << 20
)

// boundedPrint returns a script's print, writing to w within the bounds.
func boundedPrint(w io.Writer) func(string) {
	printed := 0
	return func(msg string) {
		switch {
		case printed > maxPrinted:
			return
		case printed+len(msg) > maxPrinted:
			fmt.Fprintf(w, "nimber: the script printed more than %d bytes; the rest is dropped\n", maxPrinted)
			printed = maxPrinted + 1
			return
		case len(msg) > maxPrintLine:
			msg = fmt.Sprintf("%s… (%d bytes)", msg[:maxPrintLine], len(msg))
		}
		printed += len(msg)
		fmt.Fprintln(w, msg)
	}
}
