package cli

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"

	"github.com/nimber/nimber/analysis"
	"github.com/nimber/nimber/analysis/render"
	"github.com/nimber/nimber/analysis/sums"
	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
)

// analyzeBatch analyses each line of stdin as a position of its own and
// prints one result a line. The first bad line stops it with an error
// naming the line; the results before it are written out first.
//
// Output is buffered, and flushed whenever the input has nothing more
// buffered: a pipe fed one line at a time gets each answer at once, a
// file is answered in large writes.
func analyzeBatch(ctx context.Context, e *env, f game.Family, cfg analyzeConfig) error {
	in := bufio.NewReaderSize(e.stdin, 64<<10)
	out := bufio.NewWriterSize(e.stdout, 64<<10)
	var (
		line, answer []byte
		sum          []game.Component
	)
	for n := 1; ; n++ {
		var err error
		line, err = readLine(in, line[:0])
		if err == io.EOF && len(line) == 0 {
			break
		}
		if err != nil && err != io.EOF {
			return errs.E("read stdin", errs.IO, err)
		}
		last := err == io.EOF // a last line without its newline
		err = nil
		if len(bytes.TrimSpace(line)) == 0 {
			// A blank line (a separator between test cases) gets a blank
			// answer: answers stay on the lines of their positions.
			answer = append(answer[:0], '\n')
		} else {
			answer, sum, err = answerLine(ctx, f, cfg, line, answer[:0], sum[:0])
		}
		if err != nil {
			if ferr := out.Flush(); ferr != nil {
				return errs.E("write", errs.IO, ferr)
			}
			return errs.E(fmt.Sprintf("stdin:%d", n), errs.Other, err)
		}
		if _, err := out.Write(answer); err != nil {
			return errs.E("write", errs.IO, err)
		}
		if in.Buffered() == 0 {
			if err := out.Flush(); err != nil {
				return errs.E("write", errs.IO, err)
			}
		}
		if last {
			break
		}
	}
	if err := out.Flush(); err != nil {
		return errs.E("write", errs.IO, err)
	}
	return nil
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

// readLine appends the next line of in, without its newline, to line. It
// returns io.EOF with the last line if that has no newline.
func readLine(in *bufio.Reader, line []byte) ([]byte, error) {
	for {
		chunk, err := in.ReadSlice('\n')
		line = append(line, chunk...)
		if !errors.Is(err, bufio.ErrBufferFull) {
			return bytes.TrimSuffix(line, []byte("\n")), err
		}
	}
}
