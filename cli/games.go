package cli

import (
	"context"
	"fmt"
	"strings"

	"github.com/nimber/nimber/analysis"
	"github.com/nimber/nimber/errs"
)

var gamesCommand = &command{
	name:    "games",
	usage:   "games [--json]",
	summary: "list the catalog of games, one a line, with its rule",
	help:    helpText("games"),
}

func init() {
	gamesCommand.run = runGames
	register(gamesCommand)
}

func runGames(_ context.Context, e *env, args []string) error {
	fs := newFlags(gamesCommand, e)
	asJSON := fs.Bool("json", false, "print a JSON array")
	pos, err := parseFlags(fs, gamesCommand, e, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		return errs.Errorf("", errs.Usage, "unexpected argument %q: games takes no arguments (nimber analyze GAME POSITION analyses one)", pos[0])
	}
	list := analysis.List(e.games)
	if *asJSON {
		return writeJSON(e.stdout, "games", list)
	}
	var b strings.Builder
	for _, info := range list {
		// The example shows how a position of the game is written.
		fmt.Fprintf(&b, "%s\n", info)
		if info.Example != "" {
			fmt.Fprintf(&b, "%-22s e.g. nimber analyze %s\n", "", shellWords(analysis.Components(info.Example)))
		}
	}
	return write(e.stdout, []byte(e.named(b.String())))
}

// shellWords writes words as a shell command line reads them back:
// "(()())" and "(4, 2)" are quoted, 3,5 and octal:0.16 are not.
func shellWords(words []string) string {
	quoted := make([]string, len(words))
	for i, w := range words {
		quoted[i] = w
		if w == "" || strings.IndexFunc(w, notShellSafe) >= 0 {
			quoted[i] = "'" + strings.ReplaceAll(w, "'", `'\''`) + "'"
		}
	}
	return strings.Join(quoted, " ")
}

// notShellSafe reports whether r may mean something to a shell.
func notShellSafe(r rune) bool {
	switch {
	case 'a' <= r && r <= 'z', 'A' <= r && r <= 'Z', '0' <= r && r <= '9':
		return false
	}
	return !strings.ContainsRune(",._:+=/@%-", r)
}
