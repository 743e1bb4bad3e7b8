package cli

import (
	"context"
	"fmt"
	"strconv"

	"github.com/nimber/nimber/analysis"
	"github.com/nimber/nimber/analysis/render"
	"github.com/nimber/nimber/analysis/sums"
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/internal/lines"
)

// analyzeBatch analyses each line of stdin as a position of its own and
// prints one result a line (package lines). The first bad line stops it
// with an error naming the line; the results before it are written out
// first.
func analyzeBatch(ctx context.Context, e *env, f game.Family, cfg analyzeConfig) error {
	var sum []game.Component // scratch space, reused from line to line
	return lines.Answer(e.stdin, "stdin", e.stdout, func(line, answer []byte) (out []byte, err error) {
		out, sum, err = answerLine(ctx, f, cfg, line, answer, sum[:0])
		return out, err
	})
}

// answerLine analyses the position on one line and appends its answer;
// sum is scratch space for the components, returned for reuse.
func answerLine(ctx context.Context, f game.Family, cfg analyzeConfig, line, answer []byte, sum []game.Component) ([]byte, []game.Component, error) {
	sum, err := analysis.ParseLine(f, line, sum)
	if err != nil {
		return answer, sum, err
	}
	p := &analysis.Position{Family: f, Sum: sum}
	a, err := p.Analyze(ctx, cfg.analysis)
	if err != nil {
		return answer, sum, err
	}
	if cfg.json {
		if !cfg.moves.set {
			// The position is the input line, and no move refers to its
			// components: echoing it would double the output.
			a.Position, a.Values = nil, nil
		}
		return render.AppendJSON(answer, a), sum, nil
	}
	return render.AppendCompact(answer, a.Report, a.Noun, cfg.count || cfg.moves.set), sum, nil
}

// Text shows the first defaultTextMoves winning moves, JSON the first
// analysis.DefaultListedMoves (as the API), unless --moves says
// otherwise; a batch lists none.
const defaultTextMoves = 20

// setBounds sets how many winning moves req's analyses list, how they
// count them and how they write them: a batch answers with the outcome
// and value first, and counts or lists moves only when --count or
// --moves asks.
func (cfg *analyzeConfig) setBounds(req *analysis.Request) {
	switch {
	case cfg.moves.set:
		req.MaxMoves = cfg.moves.n
	case cfg.batch:
		req.MaxMoves = sums.NoMoves
	case cfg.json:
		req.MaxMoves = analysis.DefaultListedMoves
	default:
		req.MaxMoves = defaultTextMoves
	}
	req.CheapCount = cfg.batch && !cfg.count && !cfg.moves.set
	req.FullMoves = cfg.fullMoves
}

// movesFlag is --moves N: how many winning moves to list (0: all), and
// whether it was given.
type movesFlag struct {
	n   int
	set bool
}

func (m *movesFlag) String() string {
	if m == nil || !m.set {
		return ""
	}
	return strconv.Itoa(m.n)
}

func (m *movesFlag) Set(s string) error {
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 {
		return fmt.Errorf("want 0 (all) or a positive number")
	}
	m.n, m.set = n, true
	return nil
}
