package game

import (
	"slices"
	"strings"

	"github.com/nimber/nimber/errs"
)

// A SumFamily plays several families together: a position is a sum of
// components of any of them, valued by the Sprague–Grundy theorem
// (normal play) or searched as a whole (misère play). Its components are
// parsed by their own families, never by the sum.
type SumFamily []Family

// Name joins the families' names: "nim + kayles".
func (s SumFamily) Name() string {
	var names []string
	for _, f := range s {
		if n := f.Name(); !slices.Contains(names, n) {
			names = append(names, n)
		}
	}
	return strings.Join(names, " + ")
}

// Parse fails: a component of a sum is read by its own game.
func (s SumFamily) Parse(text string) (Component, error) {
	return nil, errs.Errorf("", errs.Usage, "component %q of %s: give each component after its own game, e.g. nim 3 4 + kayles 7", text, s.Name())
}

// Explored adds the positions the families' searches explored.
func (s SumFamily) Explored() int64 {
	var n int64
	for _, f := range s {
		if c, ok := f.(Counter); ok {
			n += c.Explored()
		}
	}
	return n
}

// Sum puts the components of several games together: it returns the
// family to analyse them with (the only one, else a SumFamily), all the
// components in order and, for several games, the name of each
// component's game (the Games of an analysis/answer.Report).
func Sum(fs []Family, parts [][]Component) (Family, []Component, []string) {
	var all []Component
	var names []string
	for i, part := range parts {
		all = append(all, part...)
		for range part {
			names = append(names, fs[i].Name())
		}
	}
	if len(fs) == 1 {
		return fs[0], all, nil
	}
	return SumFamily(fs), all, names
}
