package custom

import (
	"slices"
	"strconv"
	"strings"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/solve"
)

// Game states an impartial game over positions of type P, with the hooks
// of a rules file. Only Name and Moves are required.
type Game[P comparable] struct {
	// Name is how commands name the game: nimber analyze NAME 3,4.
	Name string
	// Rule is one line saying what a move is, for people reading the code
	// and the docs.
	Rule string
	// Moves appends the positions one move away from p to dst and
	// returns it. None means the player to move has lost. A position
	// listed twice is one option.
	Moves func(p P, dst []P) []P
	// Start is the position analysed when none is given; several are
	// played as a sum.
	Start []P
	// Terminal, if set, says whether play is over at p before any move:
	// Won or Lost for the player to move (Moves is then not called), or
	// PlayOn. A won position is worth 1, as if it had one move, to the
	// end of the game, written "end".
	Terminal func(p P) Ending
	// Components, if set, appends the independent parts of p to dst: p
	// is their sum and its value the XOR of theirs. A position that does
	// not split appends itself or nothing. Misère play ignores it.
	Components func(p P, dst []P) []P
	// Parse reads a position as typed on the command line; nimber table
	// passes "n" (1-D) and "x,y" (2-D). The default reads integers,
	// arrays and structs of integers written "3,4", and strings as they
	// are. Prefer a struct to an array: Go keeps a small struct in
	// registers, and Moves over arrays is several times slower.
	Parse func(s string) (P, error)
	// Format writes a position; the default writes what the default Parse
	// reads.
	Format func(p P) string
	// Key, if set, numbers positions injectively. Numbered densely (a
	// square of a board as x*width+y), the engine's memo is an array of
	// 4 bytes a position; else a hash table of keys. Without Key it is a
	// Go map of positions, several times slower.
	Key func(p P) uint64
	// Params are the parameters --set NAME=VALUE may change; With makes
	// the game for their values. A game with Params is always made by
	// With, with the defaults for the parameters not set.
	Params []Param
	With   func(v Values) (*Game[P], error)
}

// Ending says whether play is over at a position (Game.Terminal).
type Ending = solve.Ending

// The endings of a position.
const (
	PlayOn = solve.PlayOn // play goes on: the moves decide
	Won    = solve.Won    // the player to move has won
	Lost   = solve.Lost   // the player to move has lost
)

// A Param is a parameter of a game: its name as --set spells it, its
// default value as text, and what it is.
type Param struct {
	Name, Default, Usage string
}

// Values are the parameters' values as text, by name.
type Values map[string]string

// Int returns the parameter name as an int.
func (v Values) Int(name string) (int, error) {
	n, err := strconv.Atoi(strings.TrimSpace(v[name]))
	if err != nil {
		return 0, errs.Errorf("", errs.Usage, "%v: want an integer", errs.Flag{Name: "set", Value: name + "=" + v[name]})
	}
	return n, nil
}

// Bool returns the parameter name as a bool: true or false (Starlark's
// True and False too, as rules files spell them).
func (v Values) Bool(name string) (bool, error) {
	switch strings.ToLower(strings.TrimSpace(v[name])) {
	case "true", "1":
		return true, nil
	case "false", "0":
		return false, nil
	}
	return false, errs.Errorf("", errs.Usage, "%v: want true or false", errs.Flag{Name: "set", Value: name + "=" + v[name]})
}

// Ints returns the parameter name as a list of integers, written
// "1,2,3": brackets and parentheses are ignored, so a Starlark list of
// pairs, [(1, 1), (1, 2)], reads as 1,1,1,2.
func (v Values) Ints(name string) ([]int, error) {
	var out []int
	for f := range strings.FieldsFuncSeq(v[name], func(r rune) bool { return strings.ContainsRune(",()[] ", r) }) {
		n, err := strconv.Atoi(f)
		if err != nil {
			return nil, errs.Errorf("", errs.Usage, "%v: want integers such as 1,2,3", errs.Flag{Name: "set", Value: name + "=" + v[name]})
		}
		out = append(out, n)
	}
	return out, nil
}

// resolve returns the game to play with the parameters set (each
// NAME=VALUE): g itself without parameters, else With's game.
func (g *Game[P]) resolve(set []string) (*Game[P], error) {
	if len(g.Params) == 0 {
		if len(set) > 0 {
			return nil, errs.Errorf("", errs.Usage, "set %s: %s has no parameters", set[0], g.Name)
		}
		return g, nil
	}
	if g.With == nil {
		return nil, errs.Errorf(g.Name, errs.Internal, "the game has Params but no With")
	}
	v := Values{}
	for _, p := range g.Params {
		v[p.Name] = p.Default
	}
	for _, s := range set {
		name, value, _ := strings.Cut(s, "=")
		name = strings.TrimSpace(name)
		if !slices.ContainsFunc(g.Params, func(p Param) bool { return p.Name == name }) {
			return nil, errs.Errorf("", errs.Usage, "set %s: %s has no parameter %s (it has %s)", s, g.Name, name, g.paramNames())
		}
		v[name] = value
	}
	h, err := g.With(v)
	if err != nil {
		return nil, errs.E(g.Name, usage(err), err)
	}
	c := *h
	c.Name, c.Params, c.With = g.Name, nil, nil
	if c.Rule == "" {
		c.Rule = g.Rule
	}
	return &c, nil
}

func (g *Game[P]) paramNames() string {
	names := make([]string, len(g.Params))
	for i, p := range g.Params {
		names[i] = p.Name
	}
	return strings.Join(names, ", ")
}

// usage is the kind of a hook's error: Usage unless the hook said
// otherwise, since a hook refuses what the user typed.
func usage(err error) errs.Kind {
	if k := errs.KindOf(err); k != errs.Other {
		return k
	}
	return errs.Usage
}

// Pair numbers the pairs of naturals densely, diagonal by diagonal
// (Cantor's pairing): a Key for a 2-D position, whose keys for the
// squares up to (n, n) stay below 2n²+3n+1, so the memo is an array.
// It is injective while x+y < 2^32.
func Pair(x, y uint64) uint64 { return (x+y)*(x+y+1)/2 + y }
