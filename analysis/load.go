package analysis

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"
	"time"

	"github.com/nimber/nimber/analysis/sums"
	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/games"
	"github.com/nimber/nimber/graph"
	"github.com/nimber/nimber/rules"
)

// A Source says what a game spec may name besides the catalog, and where
// a rules script's output goes. The zero Source is the server's: catalog
// games, and scripts or edge lists given as text in the Request.
type Source struct {
	// Files lets a spec name a rules file (FILE.star) or a graph file
	// (graph:FILE) to read from disk: the command line, never a server.
	Files bool
	// Stdin is what a lone "-" in a position reads components from; nil
	// refuses "-".
	Stdin io.Reader
	// Print receives a rules script's print output; nil discards it.
	Print func(msg string)
	// Progress, if set, hears now and then how many positions a rules
	// search has explored.
	Progress func(explored int64)
	// Games are games written in Go, found by name ahead of the catalog.
	Games Games
}

// Games maps a name to a game written in Go (package custom builds
// them): a function that makes a fresh family for one request, with the
// request's parameters (--set, each NAME=VALUE) and bounds. A family is
// made per request because it keeps its searches' memo and is not safe
// for concurrent use.
type Games map[string]func(set []string, cfg games.Config) (game.Family, error)

// Limits bound the work of one request. Zero values are the engines'
// defaults.
type Limits struct {
	// MaxPositions bounds each search (game.DefaultMaxPositions).
	MaxPositions int
	// MaxSteps bounds one call into a rules script, in Starlark steps.
	MaxSteps uint64
	// Timeout bounds a rules script's work in wall-clock time; the
	// request's context bounds everything, scripts included.
	Timeout time.Duration
	// MaxDigits bounds the digits of one number in a component, a heap's
	// (DefaultMaxDigits): reading a number costs more than its length.
	MaxDigits int
}

// DefaultMaxDigits is the default Limits.MaxDigits: a heap of 10^100000
// still reads in a few hundredths of a second.
const DefaultMaxDigits = 100_000

// maxDigits is l's bound on a number's digits.
func (l Limits) maxDigits() int {
	if l.MaxDigits <= 0 {
		return DefaultMaxDigits
	}
	return l.MaxDigits
}

// checkDigits refuses a component with a number of more digits than l
// allows, before anything reads it. A long component of small numbers
// (a staircase of 10^5 steps) is fine.
func (l Limits) checkDigits(s string) error {
	run := 0
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			run = 0
			continue
		}
		if run++; run > l.maxDigits() {
			return errs.Boundf("", "max-digits", "component %s has a number of more than the %d digits a number may have", errs.Quote(s), l.maxDigits())
		}
	}
	return nil
}

// A Request names a game and a position and says how to analyse it: the
// command line and the web API both build one.
type Request struct {
	// Game is a catalog spec ("subtraction:1,3,4"), or with Source.Files a
	// rules file or graph:FILE; with Rules or Graph, only the game's name.
	Game string
	// Rules is a rules script's source, Graph an edge list's, in place of
	// a file; at most one is given.
	Rules, Graph []byte
	// Set overrides a rules script's parameters, each NAME=VALUE.
	Set []string
	// Position holds the components, and for a sum of several games "+"
	// then the next game and its components: 3 4 + kayles 7. Empty means
	// the game's start position, if it has one.
	Position []string
	Misere   bool
	// Quotient values a misère sum of heaps by its misère quotient.
	Quotient bool
	// Remoteness asks for the position's remoteness (sums.Options).
	Remoteness bool
	// Compound plays the components as a compound of Winning Ways,
	// ch. 9 (sums.Compound): "" or "disjunctive" is their sum.
	Compound string
	// MaxMoves bounds the winning moves listed for the whole sum
	// (sums.Options.MaxMoves: 0 lists all, sums.NoMoves none).
	MaxMoves int
	// FullMoves writes each move as the whole component it leaves, and
	// CheapCount counts the winning moves past those listed only where
	// that is cheap (sums.Options).
	FullMoves, CheapCount bool
	Limits                Limits
	Source                Source
	// Field names a field of the request in messages: "--misere" on the
	// command line, "misere" in the API (nil: the name).
	Field func(name string) string
}

// Options are the analysis options the request asks for.
func (r *Request) Options() sums.Options {
	return sums.Options{Misere: r.Misere, Quotient: r.Quotient, Remoteness: r.Remoteness, MaxPositions: r.Limits.MaxPositions,
		MaxMoves: r.MaxMoves, FullMoves: r.FullMoves, CheapCount: r.CheapCount, Compound: sums.Compound(r.Compound)}
}

// check rejects what no game accepts.
func (r *Request) check() error {
	if err := CheckQuotient(r.Quotient, r.Misere, r.Field); err != nil {
		return err
	}
	switch {
	case r.Limits.Timeout < 0:
		return errs.Errorf("", errs.Usage, "%v: want a positive duration such as 30s, or 0 for the default", errs.Flag{Name: "timeout", Value: r.Limits.Timeout.String()})
	case r.Limits.MaxPositions < 0:
		return errs.Errorf("", errs.Usage, "max-positions %d: want a positive count, or 0 for the default", r.Limits.MaxPositions)
	case r.Rules != nil && r.Graph != nil:
		return errs.Errorf("", errs.Usage, "both rules and graph given: a game is one or the other")
	}
	return checkCompound(r.Compound, r.Quotient, r.Remoteness)
}

// Family loads the request's game (the first of a sum): a rules script,
// an edge list or a catalog family.
func Family(ctx context.Context, r *Request) (game.Family, error) {
	if err := r.check(); err != nil {
		return nil, err
	}
	spec := strings.TrimSpace(r.Game)
	switch {
	case r.Rules != nil:
		return loadRules(ctx, r, orName(spec, "rules.star"), r.Rules)
	case r.Graph != nil:
		if err := rulesOnly(r, spec); err != nil {
			return nil, err
		}
		return graph.Parse(orName(spec, "edges"), bytes.NewReader(r.Graph))
	}
	return lookup(ctx, r, spec)
}

// NamesGame reports whether word names a game a front can read: a rules
// file (FILE.star), an edge list (graph:FILE) or a catalog game, rather
// than a position.
func NamesGame(word string) bool {
	if strings.HasSuffix(word, ".star") || strings.HasPrefix(word, "graph:") {
		return true
	}
	_, err := games.Lookup(word, games.Config{})
	return err == nil
}

// lookup resolves one game spec of the request: a file the source may
// read, else a catalog game.
func lookup(ctx context.Context, r *Request, spec string) (game.Family, error) {
	if spec == "" {
		return nil, errs.Errorf("", errs.Usage, "no game given: want a catalog name such as nim or subtraction:1,3,4 (nimber games lists them)")
	}
	if r.Source.Files {
		if strings.HasSuffix(spec, ".star") {
			g, err := loadRules(ctx, r, spec, nil)
			return g, noSuchFile(spec, err)
		}
		if file, ok := strings.CutPrefix(spec, "graph:"); ok {
			if err := rulesOnly(r, spec); err != nil {
				return nil, err
			}
			return ReadGraph(file, nil)
		}
	}
	if newGame, ok := r.Source.Games[spec]; ok {
		if r.Limits.MaxSteps != 0 {
			return nil, errs.Errorf("", errs.Usage, "%v is for rules files (FILE.star), not %s", errs.Flag{Name: "max-steps"}, spec)
		}
		return newGame(r.Set, games.Config{MaxPositions: r.Limits.MaxPositions})
	}
	if err := rulesOnly(r, spec); err != nil {
		return nil, err
	}
	return games.Lookup(spec, games.Config{MaxPositions: r.Limits.MaxPositions})
}

func orName(name, dflt string) string {
	if name == "" {
		return dflt
	}
	return name
}

// rulesOnly refuses what only rules scripts take, for a game that is not
// one.
func rulesOnly(r *Request, spec string) error {
	switch {
	case len(r.Set) > 0:
		// Catalog games take their parameters in the spec itself.
		return errs.Errorf("", errs.Usage, "set %s: only rules scripts take parameters (%v); a catalog game takes them in its name, e.g. subtraction:1,3,4", r.Set[0], errs.Flag{Name: "set"})
	case r.Limits.MaxSteps != 0:
		return errs.Errorf("", errs.Usage, "%v is for rules files (FILE.star), not %s", errs.Flag{Name: "max-steps"}, spec)
	}
	return nil
}

// loadRules loads a rules script, from src or else from the file name.
// It stops at the request's timeout or when the context is done,
// whichever comes first.
func loadRules(ctx context.Context, r *Request, name string, src []byte) (*rules.Game, error) {
	timeout := r.Limits.Timeout
	if d, ok := ctx.Deadline(); ok {
		left := max(time.Until(d), time.Millisecond) // 0 would mean the default
		if timeout == 0 || left < timeout {
			timeout = left
		}
	}
	return rules.Load(ctx, name, src, rules.Options{
		Set:          r.Set,
		MaxPositions: r.Limits.MaxPositions,
		MaxSteps:     r.Limits.MaxSteps,
		Timeout:      timeout,
		Print:        r.Source.Print,
		Progress:     r.Source.Progress,
	})
}

// ReadGraph parses the graph in file, or in stdin for "-".
func ReadGraph(file string, stdin io.Reader) (*graph.Graph, error) {
	if file == "-" {
		if stdin == nil {
			return nil, errs.Errorf("", errs.Usage, "graph:FILE needs a file name (standard input holds the positions)")
		}
		return graph.Parse("stdin", stdin)
	}
	if file == "" {
		return nil, errs.Errorf("", errs.Usage, "graph:FILE needs a file name")
	}
	f, err := os.Open(file)
	if err != nil {
		return nil, noSuchFile(file, errs.E("", errs.IO, err))
	}
	defer f.Close()
	if st, err := f.Stat(); err == nil && st.IsDir() {
		return nil, errs.Errorf("", errs.Usage, "%s is a directory: want a graph file, an edge list", file)
	}
	return graph.Parse(file, f)
}

// noSuchFile says plainly that a file named on the command line is
// missing, a mistake of the user's rather than an I/O failure.
func noSuchFile(name string, err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) && pe.Path == name && errors.Is(pe.Err, fs.ErrNotExist) {
		return errs.Errorf("", errs.Usage, "%s: no such file", name)
	}
	return err
}

// A Position is a loaded request: the family to analyse it with, its
// components, and for a sum of several games each component's game.
type Position struct {
	Family game.Family
	Sum    []game.Component
	Games  []string
	// Note says what reading the position changed: a coin listed twice
	// is one heads coin (game.SetFamily).
	Note string
}

// Load loads the request's games and parses its position. A position with
// no components is the game's start, for a game that has one.
func Load(ctx context.Context, r *Request) (*Position, error) {
	var (
		fs    []game.Family
		parts [][]game.Component
		notes []string
		in    = &input{r: r.Source.Stdin, limits: r.Limits}
	)
	for i, words := range SplitSum(r.Position) {
		var (
			f   game.Family
			err error
		)
		if i == 0 {
			f, err = Family(ctx, r)
		} else if len(words) == 0 {
			err = errs.Errorf("", errs.Usage, "game %d of the sum is empty: want GAME POSITION... + GAME POSITION..., e.g. nim 3 4 + kayles 7", i+1)
		} else {
			f, err = lookup(ctx, r, words[0])
			words = words[1:]
		}
		if err != nil {
			return nil, err
		}
		part, err := parse(f, words, in)
		if err != nil {
			return nil, err
		}
		if s, ok := f.(game.SetFamily); ok {
			var note string
			if part, note = s.Union(part); note != "" {
				notes = append(notes, note)
			}
		}
		fs, parts = append(fs, f), append(parts, part)
	}
	p := &Position{Note: strings.Join(notes, "; ")}
	p.Family, p.Sum, p.Games = game.Sum(fs, parts)
	return p, nil
}

// input is where "-" reads components from: once.
type input struct {
	r      io.Reader // nil: there is none
	read   bool
	limits Limits
}

// A Starter is a family with a default position, analysed when the user
// gives none (a rules file's `start`).
type Starter interface {
	Start() ([]game.Component, error)
}

// Rules files and edge lists have a start; their packages, below this one,
// implement Starter without naming it.
var (
	_ Starter = (*rules.Game)(nil)
	_ Starter = (*graph.Graph)(nil)
)

// parse reads the components of a position of f. A lone "-" stands for
// the components on in. No components at all mean f's start, if it has
// one.
func parse(f game.Family, words []string, in *input) ([]game.Component, error) {
	if len(words) == 0 {
		if s, ok := f.(Starter); ok {
			return s.Start()
		}
		or := ""
		if in.r != nil {
			or = ", or - to read them from standard input"
		}
		return nil, errs.Errorf("", errs.Usage, "no position given for %s: list its components, e.g. 3 4 5%s", f.Name(), or)
	}
	var sum []game.Component
	for _, w := range words {
		if w != "-" {
			if err := in.limits.checkDigits(w); err != nil {
				return nil, err
			}
			c, err := f.Parse(w)
			if err != nil {
				return nil, err
			}
			sum = append(sum, c)
			continue
		}
		switch {
		case in.r == nil:
			return nil, errs.Errorf("", errs.Usage, "- given where there is no standard input to read: list the components instead")
		case in.read:
			return nil, errs.Errorf("", errs.Usage, "- given twice: standard input can be read only once")
		}
		in.read = true
		var err error
		if sum, err = readComponents(f, in.r, sum, in.limits); err != nil {
			return nil, err
		}
	}
	return sum, nil
}

// Components splits a position's text into its components, as the
// command line's shell would, keeping "(3, 5)" whole.
func Components(text string) []string {
	var out []string
	sc := bufio.NewScanner(strings.NewReader(text))
	sc.Buffer(nil, len(text)+1)
	sc.Split(ScanComponents)
	for sc.Scan() {
		out = append(out, sc.Text())
	}
	return out
}

// maxToken bounds one component read from a stream (a heap of millions of
// digits still fits).
const maxToken = 64 << 20

// readComponents appends the whitespace-separated components read from r.
func readComponents(f game.Family, r io.Reader, sum []game.Component, l Limits) ([]game.Component, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), maxToken)
	sc.Split(ScanComponents)
	n := 0
	for sc.Scan() {
		n++
		if err := l.checkDigits(sc.Text()); err != nil {
			return nil, errs.E("stdin", errs.Limit, err)
		}
		c, err := f.Parse(sc.Text())
		if err != nil {
			return nil, errs.E(fmt.Sprintf("stdin, component %d", n), errs.Other, err)
		}
		sum = append(sum, c)
	}
	if err := sc.Err(); errors.Is(err, bufio.ErrTooLong) {
		return nil, errs.Errorf("stdin", errs.Usage, "component %d is longer than %d MiB", n+1, maxToken>>20)
	} else if err != nil {
		return nil, errs.E("read stdin", errs.IO, err)
	}
	if n == 0 {
		return nil, errs.Errorf("stdin", errs.Usage, "empty position: no components on standard input")
	}
	return sum, nil
}

// In returns the position of f that words give, with no other game: a
// front end that loaded f once reads many positions of it (a batch).
func In(f game.Family, words []string, l Limits) (*Position, error) {
	sum, err := parse(f, words, &input{limits: l})
	if err != nil {
		return nil, err
	}
	return &Position{Family: f, Sum: sum}, nil
}
