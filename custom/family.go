package custom

import (
	"context"
	"strings"

	"github.com/nimber/nimber/analysis"
	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/games"
	"github.com/nimber/nimber/solve"
)

// What a family and its positions offer the rest of nimber.
var (
	_ game.Family       = (*family[int])(nil)
	_ analysis.Starter  = (*family[int])(nil)
	_ game.Counter      = (*family[int])(nil)
	_ game.MisereFamily = (*family[int])(nil)
	_ game.Mover        = component[int]{}
	_ game.ValueMover   = component[int]{}
	_ game.Outcomer     = component[int]{}
)

// family is a Game made ready for one request: its hooks defaulted and
// its search memoized. It is not safe for concurrent use.
type family[P comparable] struct {
	g      Game[P]
	params []Param // g's before they were set: what --set may change
	normal *solve.Solver[P]
	opt    solve.Options

	// Misère sums number the positions: id 0 is the end of the game.
	misere *solve.Sums
	ids    map[P]uint32
	pos    []P
}

// Family returns g as a family of nimber's, for the parameters set (each
// NAME=VALUE) and within cfg's bounds. Programs rarely call it: Main and
// Register do.
func (g *Game[P]) Family(set []string, cfg games.Config) (game.Family, error) {
	h, err := g.resolve(set)
	if err != nil {
		return nil, err
	}
	f := &family[P]{g: *h, params: g.Params, opt: solve.Options{MaxPositions: cfg.MaxPositions}}
	switch {
	case f.g.Name == "":
		return nil, errs.Errorf("custom", errs.Internal, "a game needs a Name")
	case f.g.Moves == nil:
		return nil, errs.Errorf(f.g.Name, errs.Internal, "the game needs Moves")
	}
	if f.g.Parse == nil {
		if f.g.Parse = defaultParse[P](); f.g.Parse == nil {
			return nil, errs.Errorf(f.g.Name, errs.Internal, "positions of type %T need a Parse", *new(P))
		}
	}
	if f.g.Format == nil {
		f.g.Format = defaultFormat[P]()
	}
	sg := solve.Game[P]{
		Moves:  func(p P, dst []P) ([]P, error) { return f.g.Moves(p, dst), nil },
		Key:    f.g.Key,
		Format: f.g.Format,
	}
	if f.g.Components != nil {
		sg.Split = func(p P, dst []P) ([]P, error) { return f.g.Components(p, dst), nil }
	}
	if f.g.Terminal != nil {
		sg.Ends = f.g.Terminal
	}
	f.normal = solve.New(sg, f.opt)
	return f, nil
}

func (f *family[P]) Name() string { return f.g.Name }

// Info describes the game as the catalog's games are, for "nimber
// games" and the web API: its Rule, its parameters (set with --set) and
// its start as the example.
func (f *family[P]) Info() games.Info {
	info := games.Info{Name: f.g.Name, Rule: f.g.Rule}
	if info.Rule == "" {
		info.Rule = "a game written in Go"
	}
	if len(f.params) > 0 { // not Info.Params: they are set with --set, not after "name:"
		set := make([]string, len(f.params))
		for i, p := range f.params {
			set[i] = p.Name + "=" + p.Default
		}
		info.Rule += " (--set " + strings.Join(set, ", ") + ")"
	}
	for i, p := range f.g.Start {
		text := f.g.Format(p)
		if c := analysis.Components(text); len(c) != 1 || c[0] != text { // not read back as one component
			info.Example = ""
			break
		}
		if i == 0 {
			info.Example = f.g.Name
		}
		info.Example += " " + text
	}
	return info
}

// Parse reads one position with the game's Parse.
func (f *family[P]) Parse(s string) (game.Component, error) {
	p, err := f.g.Parse(s)
	if err != nil {
		return nil, errs.E(f.g.Name, usage(err), err)
	}
	return component[P]{f: f, p: p}, nil
}

// Start returns the game's start position, or its sum of several.
func (f *family[P]) Start() ([]game.Component, error) {
	if len(f.g.Start) == 0 {
		return nil, errs.Errorf(f.g.Name, errs.Usage, "%s has no start position; give one", f.g.Name)
	}
	sum := make([]game.Component, len(f.g.Start))
	for i, p := range f.g.Start {
		sum[i] = component[P]{f: f, p: p}
	}
	return sum, nil
}

// Explored returns the number of positions, and misère sums, valued.
func (f *family[P]) Explored() int64 {
	n := f.normal.Explored()
	if f.misere != nil {
		n += f.misere.Explored()
	}
	return n
}

// ending is what Terminal says of p.
func (f *family[P]) ending(p P) Ending {
	if f.g.Terminal == nil {
		return PlayOn
	}
	return f.g.Terminal(p)
}

// A component is a position of a family, or the end of the game that
// taking an immediate win reaches.
type component[P comparable] struct {
	f   *family[P]
	p   P
	end bool
}

func (c component[P]) String() string {
	if c.end {
		return "end"
	}
	return c.f.g.Format(c.p)
}

// Value returns the Grundy value, searching the positions below c.
func (c component[P]) Value(ctx context.Context) (game.Nimber, error) {
	if c.end {
		return game.Star(0), nil
	}
	v, err := c.f.normal.Grundy(ctx, c.p)
	return game.Star(v), err
}

// Outcome returns the normal-play outcome class.
func (c component[P]) Outcome(ctx context.Context) (game.Outcome, error) {
	if c.end {
		return game.P, nil
	}
	return c.f.normal.Outcome(ctx, c.p)
}

// Options lists the moves from c in normal play: an immediate win is
// one move, to the end of the game.
func (c component[P]) Options(ctx context.Context) ([]game.Option, error) {
	if c.end {
		return nil, nil
	}
	switch c.f.ending(c.p) {
	case Won:
		return []game.Option{{c.f.end()}}, nil
	case Lost:
		return nil, nil
	}
	return c.f.options(c.f.g.Moves(c.p, nil)), nil
}

// MovesTo lists the moves from c to positions of value target.
func (c component[P]) MovesTo(ctx context.Context, target game.Nimber) ([]game.Option, error) {
	t, ok := target.Uint64()
	if !ok || c.end {
		return nil, nil
	}
	if c.f.ending(c.p) == Won {
		if t == 0 {
			return []game.Option{{c.f.end()}}, nil
		}
		return nil, nil
	}
	ps, err := c.f.normal.MovesTo(ctx, c.p, t)
	return c.f.options(ps), err
}

func (f *family[P]) end() component[P] { return component[P]{f: f, end: true} }

// options makes options of positions, each listed once.
func (f *family[P]) options(ps []P) []game.Option {
	seen := make(map[P]bool, len(ps))
	opts := make([]game.Option, 0, len(ps))
	for _, p := range ps {
		if !seen[p] {
			seen[p] = true
			opts = append(opts, game.Option{component[P]{f: f, p: p}})
		}
	}
	return opts
}
