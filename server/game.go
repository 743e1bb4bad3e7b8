package server

import (
	"bufio"
	"context"
	"net/http"
	"strings"
	"time"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/games"
	"github.com/nimber/nimber/graph"
	"github.com/nimber/nimber/loopy"
	"github.com/nimber/nimber/rules"
)

// A gameRequest names a game and a position in it.
type gameRequest struct {
	Game     string   `json:"game"`
	Position string   `json:"position"`
	Misere   bool     `json:"misere"`
	Quotient bool     `json:"quotient"` // with Misere: by the misère quotient (analyze --quotient)
	Rules    string   `json:"rules"`    // a rules script's source, in place of a catalog game
	Set      []string `json:"set"`      // the script's parameters, NAME=VALUE
	Graph    string   `json:"graph"`    // an edge list, in place of a catalog game
}

// family builds the request's game. Scripts get what is left of the
// request's time.
func (s *server) family(ctx context.Context, req *gameRequest) (game.Family, error) {
	switch {
	case req.Rules != "" && req.Graph != "":
		return nil, errs.Errorf("", errs.Usage, "both rules and graph given: a game is one or the other")
	case req.Rules != "":
		name := req.Game
		if name == "" {
			name = "rules.star"
		}
		timeout := s.opt.Timeout
		if d, ok := ctx.Deadline(); ok {
			timeout = max(time.Until(d), time.Millisecond) // 0 would mean the default
		}
		return rules.Load(name, []byte(req.Rules), rules.Options{Set: req.Set, MaxPositions: s.opt.MaxPositions, Timeout: timeout})
	case len(req.Set) > 0:
		return nil, errs.Errorf("", errs.Usage, "set %s: only rules scripts take parameters; a catalog game takes them in its name, e.g. subtraction:1,3,4", req.Set[0])
	case req.Graph != "":
		name := req.Game
		if name == "" {
			name = "edges"
		}
		return graph.Parse(name, strings.NewReader(req.Graph))
	case strings.TrimSpace(req.Game) == "":
		return nil, errs.Errorf("", errs.Usage, "no game given: want a catalog name such as nim or subtraction:1,3,4 (GET /api/games lists them)")
	}
	return games.Lookup(strings.TrimSpace(req.Game), games.Config{MaxPositions: s.opt.MaxPositions, Context: ctx})
}

// analysis is how the request asks for its positions to be analysed.
func (s *server) analysis(req *gameRequest) game.Options {
	return game.Options{Misere: req.Misere, Quotient: req.Quotient, MaxPositions: s.opt.MaxPositions}
}

// components splits a position's text into its components.
func components(position string) []string {
	var out []string
	sc := bufio.NewScanner(strings.NewReader(position))
	sc.Buffer(nil, len(position)+1)
	sc.Split(game.ScanComponents)
	for sc.Scan() {
		out = append(out, sc.Text())
	}
	return out
}

// sum parses the components of f in fields, or takes f's start.
func sum(f game.Family, fields []string) ([]game.Component, error) {
	if len(fields) == 0 {
		if s, ok := f.(game.Starter); ok {
			return s.Start()
		}
		return nil, errs.Errorf("", errs.Usage, "no position given for %s: list its components separated by spaces, e.g. 3 4 5", f.Name())
	}
	out := make([]game.Component, len(fields))
	for i, text := range fields {
		c, err := f.Parse(text)
		if err != nil {
			return nil, err
		}
		out[i] = c
	}
	return out, nil
}

// load builds the request's game and position. A position may add other
// catalog games after a "+", each with its components: "3 4 + kayles 7"
// with game nim. names then gives each component's game.
func (s *server) load(ctx context.Context, req *gameRequest) (f game.Family, c []game.Component, names []string, err error) {
	if f, err = s.family(ctx, req); err != nil {
		return nil, nil, nil, err
	}
	groups := game.SplitSum(components(req.Position))
	fs := []game.Family{f}
	parts := make([][]game.Component, len(groups))
	for i, g := range groups {
		if i > 0 {
			if len(g) == 0 {
				return nil, nil, nil, errs.Errorf("", errs.Usage, "game %d of the sum is empty: want POSITION + GAME POSITION..., e.g. 3 4 + kayles 7", i+1)
			}
			gf, err := games.Lookup(g[0], games.Config{MaxPositions: s.opt.MaxPositions, Context: ctx})
			if err != nil {
				return nil, nil, nil, err
			}
			fs, g = append(fs, gf), g[1:]
		}
		if parts[i], err = sum(fs[i], g); err != nil {
			return nil, nil, nil, err
		}
	}
	f, c, names = game.Sum(fs, parts)
	return f, c, names, nil
}

func (s *server) analyze(ctx context.Context, w http.ResponseWriter, r *http.Request) (any, error) {
	var req gameRequest
	if err := decode(w, r, &req); err != nil {
		return nil, err
	}
	f, c, names, err := s.load(ctx, &req)
	if err != nil {
		return nil, err
	}
	rep, err := s.report(f, c, &req)
	if err != nil {
		return nil, err
	}
	rep.Games = names
	return analyzeAnswer{rep, game.ComponentNoun(f, rep.Position)}, nil
}

// analyzeAnswer is nimber analyze --json's object, with what to call the
// components in move descriptions ("heap 1: 3 → 1").
type analyzeAnswer struct {
	*game.Report
	Noun string `json:"noun"`
}

// report analyses a position, with the generalized value of a sum that
// mixes a loopy game with others.
func (s *server) report(f game.Family, c []game.Component, req *gameRequest) (*game.Report, error) {
	rep, err := game.Analyze(f, c, s.analysis(req))
	if err != nil {
		return nil, err
	}
	loopy.AddSumValue(rep, f, c)
	return rep, nil
}
