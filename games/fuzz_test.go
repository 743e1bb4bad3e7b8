package games_test

import (
	"context"
	"strings"
	"testing"

	"github.com/nimber/nimber/analysis/answer"
	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/games"
)

// exampleSpecs returns the game spec of every family's example, so
// FuzzParse exercises every registered parser.
func exampleSpecs() []string {
	var specs []string
	for _, info := range games.List() {
		specs = append(specs, strings.Fields(info.Example)[0])
	}
	return specs
}

// fuzzFamily looks up specs[i], i taken modulo their number, with a small
// search bound, as the fuzz targets of every family do.
func fuzzFamily(t *testing.T, specs []string, i int) (string, game.Family) {
	t.Helper()
	spec := specs[(i%len(specs)+len(specs))%len(specs)] // i may be negative
	fam, err := games.Lookup(spec, games.Config{MaxPositions: 2000})
	if err != nil {
		t.Fatal(err)
	}
	return spec, fam
}

// FuzzParse checks every family's position parser: no panic, errors are
// usage errors, and a parsed position prints as text that parses back to
// the same position. Values and moves under a small limit are found or
// fail as not known, without panicking.
func FuzzParse(f *testing.F) {
	specs := exampleSpecs()
	for _, s := range []string{"7", "3,5", "0", "-3", "", "1,2,3", "18446744073709551616", "3,", ",", "+1", "1e3", " 4", "5,1"} {
		for i := range specs {
			f.Add(i, s)
		}
	}
	f.Fuzz(func(t *testing.T, i int, s string) {
		spec, fam := fuzzFamily(t, specs, i)
		c, err := fam.Parse(s)
		if err != nil {
			if !errs.Is(err, errs.Usage) {
				t.Errorf("%s: Parse(%q) error %v is not a usage error", spec, s, err)
			}
			return
		}
		again, err := fam.Parse(c.String())
		if err != nil || again.String() != c.String() {
			t.Errorf("%s: Parse(%q) = %s, which parses back to %v, %v", spec, s, c, again, err)
		}
		// An unknown value is a limit reached or beyond every method.
		notKnown := func(err error) bool { return errs.Is(err, errs.Limit) || errs.Is(err, errs.Unknown) }
		v, err := c.Value(context.Background())
		if err != nil && !notKnown(err) {
			t.Errorf("%s %s: Value error %v, want none, limit or unknown", spec, c, err)
		}
		if vm, ok := c.(game.ValueMover); ok && err == nil {
			if _, err := vm.MovesTo(context.Background(), v); err != nil && !notKnown(err) {
				t.Errorf("%s %s: MovesTo error %v, want none, limit or unknown", spec, c, err)
			}
		}
	})
}

// FuzzLookup checks that any spec gives a family or a usage error.
func FuzzLookup(f *testing.F) {
	for _, s := range []string{"nim", "nimm", "bash:0", "bash:3", "subtraction:", "subtraction:1,3,4", "allbut:2,3,7", "moore:99999999999999999999", "nim:3", ":", "", "wythoff:"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, spec string) {
		fam, err := games.Lookup(spec, games.Config{MaxPositions: 2000})
		if err != nil {
			if k := errs.KindOf(err); k != errs.Usage && k != errs.Limit {
				t.Errorf("Lookup(%q) error %v of kind %v, want usage or limit", spec, err, k)
			}
			return
		}
		if again, err := games.Lookup(fam.Name(), games.Config{}); err != nil || again.Name() != fam.Name() {
			t.Errorf("Lookup(%q).Name() = %q, which looks up as %v, %v", spec, fam.Name(), again, err)
		}
	})
}

// FuzzReadOption checks the readers of typed moves: no panic, errors are
// usage errors, and a move read from a heap small enough to list is one of
// its listed options, with the same text.
func FuzzReadOption(f *testing.F) {
	specs := exampleSpecs()
	for _, s := range []struct{ pos, to string }{{"7", "3"}, {"7", "2+3"}, {"3,5", "1,5"}, {"1000000000000", "5"}, {"9", "1+1+1"}, {"4", ""}, {"6", "0"}, {"5", "-1"}, {"5", "2+2"}} {
		for i := range specs {
			f.Add(i, s.pos, s.to)
		}
	}
	f.Fuzz(func(t *testing.T, i int, pos, to string) {
		spec, fam := fuzzFamily(t, specs, i)
		c, err := fam.Parse(pos)
		if err != nil {
			return
		}
		r, ok := c.(answer.OptionReader)
		if !ok {
			return
		}
		var parts []string
		if to != "" {
			parts = strings.Split(to, "+")
		}
		o, err := r.ReadOption(parts)
		if err != nil {
			if !errs.Is(err, errs.Usage) {
				t.Errorf("%s %s: ReadOption(%q) error %v is not a usage error", spec, c, parts, err)
			}
			return
		}
		mv, ok := c.(game.Mover)
		if !ok {
			return
		}
		opts, err := mv.Options(context.Background())
		if err != nil {
			return // too many to list
		}
		got := strings.Join(o.Strings(), " + ")
		for _, l := range opts {
			if strings.Join(l.Strings(), " + ") == got {
				return
			}
		}
		t.Errorf("%s %s: ReadOption(%q) = %s, not a listed option", spec, c, parts, got)
	})
}
