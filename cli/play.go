package cli

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"slices"
	"strings"

	"github.com/nimber/nimber/analysis"
	"github.com/nimber/nimber/analysis/render"
	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
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
	a, err := g.Analyze(ctx) // nimber must know who wins
	if err != nil {
		return err
	}
	p := &player{e: e, g: g, hint: hint, in: bufio.NewScanner(e.stdin), echo: !isTerminal(e.stdin)}
	p.loopy = a.Value != "" // a draw is possible: each turn is analysed for one
	p.noun = g.Noun()
	rule := "A player who cannot move loses."
	if misere {
		rule = "Misère play: a player who cannot move wins."
	}
	first := "you move first."
	if second {
		first = "I move first."
	}
	p.printf("%s — %s %s\n", render.AppendPosition(nil, g.Family.Name(), game.Option(g.Sum).Strings(), g.Games), first, rule)
	if a.Note != "" {
		p.printf("Note: %s.\n", a.Note)
	}
	for human := !second; ; human = !human {
		if g.Over() {
			p.printf("%s\n", ending(human, misere))
			return nil
		}
		var m game.Move
		if human {
			p.turns = append(p.turns, *g.Position)
			for {
				var a answer
				if m, a, err = p.ask(ctx); err != nil || a == stopped {
					return err
				}
				if a == moved {
					break
				}
				// Back to where you moved before: this turn and the last go.
				p.turns = p.turns[:len(p.turns)-1]
				if err := g.Back(ctx, p.turns[len(p.turns)-1], 2); err != nil {
					return err
				}
				p.printf("Taken back: your move again.\n")
			}
			p.printf("You: %s", p.describe(m))
		} else {
			if m, err = g.Reply(ctx); err != nil {
				return err
			}
			p.printf("Me: %s", p.describe(m))
		}
		if _, err := g.Move(ctx, m); err != nil {
			return err
		}
	}
}

// player holds a game in play.
type player struct {
	e    *env
	g    *analysis.Game
	noun string
	hint bool
	in   *bufio.Scanner
	echo bool // write what is read, for a transcript when stdin is not a terminal
	// turns are the positions you were to move in, the last the current.
	turns []analysis.Position
	// loopy says the game may be drawn; offered that a draw was offered.
	loopy, offered bool
}

// An answer is what the player typed at "Your move?".
type answer int

const (
	moved    answer = iota // a move
	stopped                // q, the end of the input, or a draw
	tookBack               // u: back to before their last move
)

func (p *player) printf(format string, args ...any) { fmt.Fprintf(p.e.stdout, format, args...) }

// ask reads the player's move, or that they stop or take a move back.
func (p *player) ask(ctx context.Context) (m game.Move, a answer, err error) {
	g := p.g
	p.printf("Position: %s\n", positionText(g.Sum))
	var winning []game.Move // with hints; those not listed are added to g.Moves
	if p.hint || p.loopy {
		r, err := g.Analyze(ctx)
		if err != nil {
			return m, stopped, err
		}
		switch g.Draw(r) {
		case analysis.Repetition:
			p.printf("This position came up before, and neither of us can force a win: a draw.\n")
			return m, stopped, nil
		case analysis.Offered:
			if !p.offered {
				p.printf("Neither of us can force a win: I offer a draw (type draw to take it).\n")
				p.offered = true
			}
		}
		if p.hint {
			p.printf("Hint: %s\n", r.Hint())
			winning = g.Winning(ctx, r)
		}
	}
	for {
		p.printf("Your move? ")
		if !p.in.Scan() {
			p.printf("\nThe game is left unfinished.\n")
			return m, stopped, errs.E("read your move", errs.IO, p.in.Err())
		}
		line := strings.TrimSpace(p.in.Text())
		if p.echo {
			p.printf("%s\n", line)
		}
		switch line {
		case "q", "quit":
			p.printf("The game is left unfinished.\n")
			return m, stopped, nil
		case "?", "":
			for i, m := range g.Moves {
				d := p.describe(m)
				if slices.ContainsFunc(winning, m.Equal) {
					d = strings.TrimSuffix(d, "\n") + "  (winning)\n"
				}
				p.printf("  %d. %s", i+1, d)
			}
			for _, u := range g.Unlisted {
				p.printf("  … and every other move of %s %d (%s): type it as %d → TO.\n",
					p.noun, u.Component+1, g.Sum[u.Component], u.Component+1)
			}
			continue
		case "draw":
			if p.offered {
				p.printf("A draw, agreed.\n")
				return m, stopped, nil
			}
			p.printf("No draw is offered: play on.\n")
			continue
		case "u", "undo":
			if len(p.turns) < 2 {
				p.printf("Nothing to take back yet.\n")
				continue
			}
			return m, tookBack, nil
		case "why":
			r, err := g.Analyze(ctx)
			if err != nil {
				return m, stopped, err
			}
			p.printf("In the theory's terms: %s.\n%s", r.Outcome.Describe(), appendExplanation(nil, r.Report, p.noun))
			continue
		}
		m, err := analysis.ReadTypedMove(ctx, line, g.Sum, g.Moves)
		if err == nil {
			return m, moved, nil
		}
		p.printf("No such move: %q: %v. Type ? to list your moves.\n", line, err)
	}
}

// describe renders a move as analyze does: "heap 1: 3 → 1".
func (p *player) describe(m game.Move) string {
	return string(render.AppendMove(nil, p.noun, m.Report(p.g.Sum)))
}

// A component with more than listedMoves moves has only sampledMoves of
// them listed at ?; the others are typed.
const (
	listedMoves  = 200
	sampledMoves = 3
)

// positionText renders a sum as its components, space-separated.
func positionText(sum []game.Component) string {
	if len(sum) == 0 {
		return "(nothing left)"
	}
	return strings.Join(game.Option(sum).Strings(), " ")
}

// ending says who won when the player to move (you, if human) has no
// move.
func ending(human, misere bool) string {
	switch {
	case human && !misere:
		return "You cannot move: I win."
	case human:
		return "You cannot move: you win (misère play)."
	case !misere:
		return "I cannot move: you win."
	}
	return "I cannot move: I win (misère play)."
}

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
