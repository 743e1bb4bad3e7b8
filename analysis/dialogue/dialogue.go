package dialogue

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/nimber/nimber/analysis"
	"github.com/nimber/nimber/analysis/answer"
	"github.com/nimber/nimber/analysis/render"
	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
)

// Options say how a game is played.
type Options struct {
	Second bool // nimber moves first
	Hints  bool // say before each of the person's moves whether they can win
	// Echo writes each line read after the prompt, for a transcript when
	// the input is not a terminal.
	Echo bool
}

// Play plays g, normal or misère as it was loaded, against the person
// typing on in, writing to out, until the game ends, the person stops or
// in ends. It returns an error if the
// analysis fails or in cannot be read.
func Play(ctx context.Context, g *analysis.Game, in io.Reader, out io.Writer, opt Options) error {
	a, err := g.Analyze(ctx) // nimber must know who wins
	if err != nil {
		return err
	}
	s := &session{g: g, out: out, in: bufio.NewScanner(in), opt: opt, noun: g.Noun()}
	s.loopy = a.Value != "" // a draw is possible: each turn is analysed for one
	rule := "A player who cannot move loses."
	if a.Misere { // as the request asked
		rule = "Misère play: a player who cannot move wins."
	}
	first := "you move first."
	if opt.Second {
		first = "I move first."
	}
	s.printf("%s — %s %s\n", render.AppendPosition(nil, g.Family.Name(), game.Option(g.Sum).Strings(), g.Games), first, rule)
	if a.Note != "" {
		s.printf("Note: %s.\n", a.Note)
	}
	for human := !opt.Second; ; human = !human {
		if g.Over() {
			s.printf("%s\n", ending(human, a.Misere))
			return nil
		}
		var m game.Move
		if human {
			s.turns = append(s.turns, *g.Position)
			for {
				var typed response
				if m, typed, err = s.ask(ctx); err != nil || typed == stopped {
					return err
				}
				if typed == moved {
					break
				}
				// Back to where you moved before: this turn and the last go.
				s.turns = s.turns[:len(s.turns)-1]
				if err := g.Back(ctx, s.turns[len(s.turns)-1], 2); err != nil {
					return err
				}
				s.printf("Taken back: your move again.\n")
			}
			s.printf("You: %s", s.describe(m))
		} else {
			if m, err = g.Reply(ctx); err != nil {
				return err
			}
			s.printf("Me: %s", s.describe(m))
		}
		if _, err := g.Move(ctx, m); err != nil {
			return err
		}
	}
}

// A session is a game in play with a person.
type session struct {
	g    *analysis.Game
	out  io.Writer
	in   *bufio.Scanner
	opt  Options
	noun string
	// turns are the positions the person was to move in, the last the
	// current.
	turns []analysis.Position
	// loopy says the game may be drawn; offered that a draw was offered.
	loopy, offered bool
}

// A response is what the person typed at "Your move?".
type response int

const (
	moved    response = iota // a move
	stopped                  // q, the end of the input, or a draw
	tookBack                 // u: back to before their last move
)

func (s *session) printf(format string, args ...any) { fmt.Fprintf(s.out, format, args...) }

// ask reads the person's move, or that they stop or take a move back.
func (s *session) ask(ctx context.Context) (m game.Move, a response, err error) {
	g := s.g
	s.printf("Position: %s\n", positionText(g.Sum))
	var winning []game.Move // with hints; those not listed are added to g.Moves
	if s.opt.Hints || s.loopy {
		r, err := g.Analyze(ctx)
		if err != nil {
			return m, stopped, err
		}
		switch g.Draw(r) {
		case analysis.Repetition:
			s.printf("This position came up before, and neither of us can force a win: a draw.\n")
			return m, stopped, nil
		case analysis.Offered:
			if !s.offered {
				s.printf("Neither of us can force a win: I offer a draw (type draw to take it).\n")
				s.offered = true
			}
		}
		if s.opt.Hints {
			s.printf("Hint: %s\n", r.Hint())
			winning = g.Winning(ctx, r)
		}
	}
	for {
		s.printf("Your move? ")
		if !s.in.Scan() {
			s.printf("\nThe game is left unfinished.\n")
			return m, stopped, errs.E("read your move", errs.IO, s.in.Err())
		}
		line := strings.TrimSpace(s.in.Text())
		if s.opt.Echo {
			s.printf("%s\n", line)
		}
		switch line {
		case "q", "quit":
			s.printf("The game is left unfinished.\n")
			return m, stopped, nil
		case "?", "":
			s.list(winning)
			continue
		case "draw":
			if s.offered {
				s.printf("A draw, agreed.\n")
				return m, stopped, nil
			}
			s.printf("No draw is offered: play on.\n")
			continue
		case "u", "undo":
			if len(s.turns) < 2 {
				s.printf("Nothing to take back yet.\n")
				continue
			}
			return m, tookBack, nil
		case "why":
			r, err := g.Analyze(ctx)
			if err != nil {
				return m, stopped, err
			}
			s.printf("In the theory's terms: %s.\n%s", render.Describe(r.Outcome), render.AppendExplanation(nil, r.Report, s.noun))
			continue
		}
		m, err := analysis.ReadTypedMove(ctx, line, g.Sum, g.Moves)
		if err == nil {
			return m, moved, nil
		}
		s.printf("No such move: %q: %v. Type ? to list your moves.\n", line, err)
	}
}

// list writes the moves offered, numbered, marking the winning ones, and
// how to type the moves not listed.
func (s *session) list(winning []game.Move) {
	g := s.g
	for i, m := range g.Moves {
		d := s.describe(m)
		if slices.ContainsFunc(winning, m.Equal) {
			d = strings.TrimSuffix(d, "\n") + "  (winning)\n"
		}
		s.printf("  %d. %s", i+1, d)
	}
	for _, u := range g.Unlisted {
		s.printf("  … and every other move of %s %d (%s): type it as %d → TO.\n",
			s.noun, u.Component+1, g.Sum[u.Component], u.Component+1)
	}
}

// describe renders a move as analyze does: "heap 1: 3 → 1".
func (s *session) describe(m game.Move) string {
	return string(render.AppendMove(nil, s.noun, answer.MoveOf(m, s.g.Sum)))
}

// positionText renders a sum as its components, space-separated.
func positionText(sum []game.Component) string {
	if len(sum) == 0 {
		return "(nothing left)"
	}
	return strings.Join(game.Option(sum).Strings(), " ")
}

// ending says who won when the player to move (the person, if human) has
// no move.
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
