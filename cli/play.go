package cli

import (
	"context"
	"os"

	"github.com/nimber/nimber/analysis"
	"github.com/nimber/nimber/analysis/dialogue"
	"github.com/nimber/nimber/errs"
)

var playCommand = &command{
	name:    "play",
	usage:   "play [flags] GAME [POSITION...] [+ GAME POSITION...]...",
	summary: "play a game against a perfect opponent, move by move",
	help:    helpText("play"),
}

func init() {
	playCommand.run = runPlay
	register(playCommand)
}

func runPlay(ctx context.Context, e *env, args []string) error {
	var (
		family               familyOptions
		misere, second, hint bool
		quotient             bool
	)
	fs := newFlags(playCommand, e)
	fs.BoolVar(&misere, "misere", false, "misère play: the player who makes the last move loses")
	fs.BoolVar(&quotient, "quotient", false, "with --misere, a heap game: play by the misère quotient, for sums of many heaps (see nimber help analyze)")
	fs.BoolVar(&second, "second", false, "let nimber move first")
	fs.BoolVar(&hint, "hints", false, "say before each of your moves whether you can win, and mark the winning moves at ?")
	family.addFlags(fs)
	pos, err := parseFlags(fs, playCommand, e, args)
	if err != nil {
		return err
	}
	if ctx, err = e.bound(ctx, family.Timeout); err != nil {
		return err
	}
	pos = e.withGame(pos)
	if len(pos) == 0 {
		return errs.Errorf("", errs.Usage, "no game given: want GAME [POSITION...], e.g. nimber play nim 3 4 5")
	}
	for _, p := range pos[1:] {
		if p == "-" {
			return errs.Errorf("", errs.Usage, "the position comes from the command line: standard input holds your moves")
		}
	}
	req := family.request(e.withoutStdin(), pos[0], pos[1:]) // stdin holds the moves
	req.Misere, req.Quotient, req.Field = misere, quotient, flagName
	g, err := analysis.Play(ctx, req, listedMoves, sampledMoves)
	if err != nil {
		return err
	}
	opt := dialogue.Options{Second: second, Hints: hint, Echo: !isTerminal(e.stdin)}
	return dialogue.Play(ctx, g, e.stdin, e.stdout, opt)
}

// A component with more than listedMoves moves has only sampledMoves of
// them listed at ?; the others are typed.
const (
	listedMoves  = 200
	sampledMoves = 3
)

// isTerminal reports whether a stream (an io.Reader or io.Writer) is a
// terminal: what is typed there shows, and a line can be redrawn.
func isTerminal(stream any) bool {
	f, ok := stream.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}
